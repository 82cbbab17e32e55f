import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { ageOn, type Profile, type ProfileUpdate } from '../../../shared/schemas/profile.js';
import type { Database } from '../../db/database.js';
import { profiles, users } from './accounts.tables.js';

/** SPEC §9: the signed-in user's profile; fields never saved are null, age is computed. */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ name: users.name, email: users.email, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  const p = row.profile;
  return {
    name: row.name,
    email: row.email,
    phone: p?.phone ?? null,
    dateOfBirth: p?.dateOfBirth ?? null,
    age: p ? ageOn(p.dateOfBirth) : null,
    hometown: p?.hometown ?? null,
    nationality: p?.nationality ?? null,
    education: p?.education ?? null,
  };
}

/** Saves the profile in place (one per user) and the display name, in one transaction. */
export async function updateProfile(db: Database, userId: string, input: ProfileUpdate): Promise<Profile> {
  await db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    const values = { phone: input.phone, dateOfBirth: input.dateOfBirth, hometown: input.hometown, nationality: input.nationality, education: input.education, updatedAt: new Date() };
    await tx.insert(profiles).values({ userId, ...values }).onConflictDoUpdate({ target: profiles.userId, set: values });
  });
  return getProfile(db, userId);
}
