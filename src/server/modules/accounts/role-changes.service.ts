import { count, desc } from 'drizzle-orm';
import { totalPages, type Page, type PageQuery } from '../../../shared/schemas/common.js';
import type { RoleChange } from '../../../shared/schemas/users.js';
import type { Executor } from '../../db/database.js';
import { roleChanges } from './accounts.tables.js';

/** Who made a role change: an admin (by id and email), or the shop itself. */
export type RoleChanger = { userId: string; email: string } | 'ADMIN_EMAILS' | 'command line';

export interface RoleChangeRecord {
  user: { id: string; email: string; role: string };
  to: 'admin' | 'customer' | 'removed';
  by: RoleChanger;
}

/** Records a change, in the caller's transaction (with the change itself). */
export async function recordRoleChange(tx: Executor, { user, to, by }: RoleChangeRecord): Promise<void> {
  await tx.insert(roleChanges).values({
    userId: user.id,
    userEmail: user.email,
    fromRole: user.role,
    toRole: to,
    changedByUserId: typeof by === 'string' ? null : by.userId,
    changedBy: typeof by === 'string' ? by : by.email,
  });
}

/** The role history, newest first. */
export async function listRoleChanges(db: Executor, query: PageQuery): Promise<Page<RoleChange>> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(roleChanges).orderBy(desc(roleChanges.at), desc(roleChanges.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(roleChanges),
  ]);
  const total = totals?.total ?? 0;
  const items = rows.map((row): RoleChange => ({
    id: row.id,
    userEmail: row.userEmail,
    fromRole: row.fromRole === 'admin' || row.fromRole === 'customer' ? row.fromRole : null,
    toRole: row.toRole as RoleChange['toRole'],
    changedBy: row.changedBy,
    at: row.at.toISOString(),
  }));
  return { items, page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}
