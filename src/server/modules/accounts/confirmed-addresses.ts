import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from './accounts.tables.js';

/**
 * Whether `email` is an account's confirmed address (false for an address no account has, or one
 * not confirmed yet). Until it is, the shop writes to that address only its own words: nothing
 * whoever registered it typed (a name, an address, notes, a company) reaches someone who may never
 * have asked for the account.
 */
export async function isConfirmedAddress(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.emailVerified, true)));
  return row !== undefined;
}
