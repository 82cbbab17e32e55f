import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { Page, PageQuery } from '../../../shared/schemas/common.js';
import { totalPages } from '../../../shared/schemas/common.js';
import { accountMessages } from '../../../shared/accounts.js';
import { userMessages, type UserListItem } from '../../../shared/schemas/users.js';
import type { Database, Executor } from '../../db/database.js';
import { users } from './accounts.tables.js';

function toListItem(row: typeof users.$inferSelect): UserListItem {
  return { id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'admin' : 'customer', createdAt: row.createdAt.toISOString() };
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

export async function makeAdmin(db: Database, userId: string): Promise<UserListItem> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', userMessages.notFound);
  if (row.role === 'admin') throw new AppError('CONFLICT', userMessages.alreadyAdmin);
  const [updated] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  if (!updated) throw new AppError('NOT_FOUND', userMessages.notFound);
  return toListItem(updated);
}

/**
 * Removes an account: its sessions, sign-in methods and profile go with it (signed out
 * everywhere at once); orders keep their own copy of the customer's name and email. An admin
 * cannot remove themselves, and the last admin stays. The checks and the delete run in one
 * transaction with the admins' rows locked, so two admins removing each other cannot both win.
 */
export async function removeUser(db: Database, actingUserId: string, userId: string): Promise<void> {
  if (actingUserId === userId) throw new AppError('CONFLICT', userMessages.notYourself);
  await db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    // The acting admin may have been demoted or removed since the request was authorised.
    if (!admins.some((a) => a.id === actingUserId)) throw new AppError('FORBIDDEN', accountMessages.adminsOnly);
    const [target] = await tx.select().from(users).where(eq(users.id, userId));
    if (!target) throw new AppError('NOT_FOUND', userMessages.notFound);
    if (target.role === 'admin' && admins.filter((a) => a.id !== userId).length === 0) {
      throw new AppError('CONFLICT', userMessages.lastAdmin);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** ADMIN_EMAILS at start-up: existing accounts with these emails become admins. */
export async function promoteAdminEmails(db: Executor, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(users.email, emails), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return promoted.length;
}
