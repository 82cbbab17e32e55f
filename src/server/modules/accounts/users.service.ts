import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { totalPages } from '../../../shared/schemas/common.js';
import { accountMessages } from '../../../shared/accounts.js';
import { userMessages, type UserListItem } from '../../../shared/schemas/users.js';
import type { Database, Executor } from '../../db/database.js';
import { users } from './accounts.tables.js';
import { recordRoleChange, type RoleChanger } from './role-changes.service.js';

type UserRow = typeof users.$inferSelect;

function toListItem(row: UserRow): UserListItem {
  return { id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'admin' : 'customer', createdAt: row.createdAt.toISOString() };
}

/**
 * The shop's owners: accounts named in ADMIN_EMAILS whose owner has confirmed the address (so a
 * stranger who registered it first is not one). They are admins, and other admins cannot remove
 * or demote them.
 */
function isOwner(user: Pick<UserRow, 'email' | 'emailVerified'>, ownerEmails: readonly string[]): boolean {
  return user.emailVerified && ownerEmails.includes(user.email.toLowerCase());
}

/** SPEC §10: every account, newest first. */
export async function listUsers(db: Executor, query: PageQuery): Promise<Page<UserListItem>> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(toListItem), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

/** Makes an account an admin, recording who did it. */
export async function makeAdmin(db: Database, by: RoleChanger, userId: string): Promise<UserListItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', userMessages.notFound);
    if (row.role === 'admin') throw new AppError('CONFLICT', userMessages.alreadyAdmin);
    const [updated] = await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!updated) throw new AppError('NOT_FOUND', userMessages.notFound);
    await recordRoleChange(tx, { user: row, to: 'admin', by });
    return toListItem(updated);
  });
}

/**
 * Removes an account: its sessions, sign-in methods and profile go with it (signed out
 * everywhere at once); orders keep their own copy of the customer's name and email. An admin
 * cannot remove themselves, the last admin stays, and the owners (ADMIN_EMAILS) cannot be removed
 * by other admins. The checks and the delete run in one transaction with the admins' rows locked,
 * so two admins removing each other cannot both win. The removal is recorded.
 */
export async function removeUser(db: Database, acting: { id: string; email: string }, userId: string, ownerEmails: readonly string[]): Promise<void> {
  if (acting.id === userId) throw new AppError('CONFLICT', userMessages.notYourself);
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    // The acting admin may have been demoted or removed since the request was authorised.
    if (!admins.some((a) => a.id === acting.id)) throw new AppError('FORBIDDEN', accountMessages.adminsOnly);
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target) throw new AppError('NOT_FOUND', userMessages.notFound);
    if (isOwner(target, ownerEmails)) throw new AppError('CONFLICT', userMessages.ownerProtected);
    if (target.role === 'admin' && admins.filter((a) => a.id !== userId).length === 0) {
      throw new AppError('CONFLICT', userMessages.lastAdmin);
    }
    await recordRoleChange(tx, { user: target, to: 'removed', by: { userId: acting.id, email: acting.email } });
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * ADMIN_EMAILS: the accounts with these emails whose address is confirmed become admins (at
 * start-up, and when such an address is confirmed). Returns how many were promoted.
 */
export async function promoteOwners(db: Database, ownerEmails: readonly string[], only?: { userId: string }): Promise<number> {
  if (ownerEmails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const conditions = [inArray(users.email, [...ownerEmails]), eq(users.emailVerified, true), ne(users.role, 'admin')];
    if (only) conditions.push(eq(users.id, only.userId));
    const due = await tx
      .select()
      .from(users)
      .where(and(...conditions))
      .for('update');
    for (const user of due) {
      await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
      await recordRoleChange(tx, { user, to: 'admin', by: 'ADMIN_EMAILS' });
    }
    return due.length;
  });
}

/** An account's name as it is now (undefined: no such account), e.g. to copy into a record of what it did. */
export async function accountName(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/** The email addresses of every admin account (the shop writes to them about stock). */
export async function adminEmailAddresses(db: Executor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email);
}
