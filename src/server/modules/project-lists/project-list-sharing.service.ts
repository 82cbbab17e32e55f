import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { copiedMessage, projectListMessages as m, type ListSummaryReply, type ShareReply, type SharedList } from '../../../shared/schemas/project-lists.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { listContents, listProducts, storedListLines, type StoredListLine } from './project-list-contents.js';
import { createList, listNotFound } from './project-lists.service.js';
import { projectLists } from './project-lists.tables.js';

/**
 * Sharing a list (issue 15 §7): its owner turns on a read-only link holding a random token (32
 * bytes from the system's random source, base64url) and can turn it off, which removes the token
 * so the old link answers "not found". Turning it on again makes a new token. Whoever opens the
 * link sees the list's name, lines and totals, never who owns it.
 */

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sharedNotFound = () => new AppError('NOT_FOUND', m.sharedNotFound);

function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** PUT /api/project-lists/:id/share: the link's token (the one already in use while sharing is on). */
export async function shareList(db: Executor, userId: string, listId: string): Promise<ShareReply> {
  if (!isUuid(listId)) throw listNotFound();
  const [row] = await db
    .update(projectLists)
    .set({ shareToken: sql`coalesce(${projectLists.shareToken}, ${newShareToken()})` })
    .where(and(eq(projectLists.id, listId), eq(projectLists.userId, userId)))
    .returning({ shareToken: projectLists.shareToken });
  if (!row) throw listNotFound();
  return { message: m.shareOn, shareToken: row.shareToken };
}

/** DELETE /api/project-lists/:id/share: the token is removed; the old link answers 404 from now on. */
export async function stopSharing(db: Executor, userId: string, listId: string): Promise<ShareReply> {
  if (!isUuid(listId)) throw listNotFound();
  const [row] = await db
    .update(projectLists)
    .set({ shareToken: null })
    .where(and(eq(projectLists.id, listId), eq(projectLists.userId, userId)))
    .returning({ id: projectLists.id });
  if (!row) throw listNotFound();
  return { message: m.shareOff, shareToken: null };
}

/** The list a share token opens, or "not found" (a token never made, removed, or malformed). */
async function sharedListRow(db: Executor, token: string): Promise<{ name: string; lines: StoredListLine[] }> {
  if (!TOKEN_PATTERN.test(token)) throw sharedNotFound();
  const [row] = await db.select({ id: projectLists.id, name: projectLists.name }).from(projectLists).where(eq(projectLists.shareToken, token));
  if (!row) throw sharedNotFound();
  return { name: row.name, lines: await storedListLines(db, row.id) };
}

/** GET /api/shared-lists/:token: the list's name, lines and totals, read only. */
export async function sharedList(db: Executor, token: string): Promise<SharedList> {
  const { name, lines } = await sharedListRow(db, token);
  return listContents(db, name, lines);
}

/** The lines of a shared list, for putting them into a cart. */
export async function sharedListLines(db: Executor, token: string): Promise<StoredListLine[]> {
  return (await sharedListRow(db, token)).lines;
}

/**
 * POST /api/shared-lists/:token/copy: the shared list becomes one of the caller's own lists, under
 * its name ("Site A (2)" when they have a list of that name). Products no longer sold are left out.
 */
export async function copySharedList(db: Database, userId: string, token: string): Promise<ListSummaryReply> {
  const { name, lines } = await sharedListRow(db, token);
  const products = await listProducts(db, lines.map((line) => line.productId));
  const sold = lines.filter((line) => products.get(line.productId)?.archived === false);
  const list = await createList(db, userId, name, sold, { renameWhenTaken: true });
  return { message: copiedMessage(list.name, lines.length - sold.length), list };
}
