import { and, count, desc, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import {
  addedToListMessage,
  LIST_NAME_MAX,
  listNameSchema,
  MAX_LIST_LINES,
  MAX_LIST_QUANTITY,
  MAX_PROJECT_LISTS,
  nameTakenMessage,
  projectListMessages as m,
  type ListSummary,
  type ProjectList,
  type ProjectListReply,
} from '../../../shared/schemas/project-lists.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { tradeBuyerOf } from '../trade/trade-buyer.service.js';
import { listContents, listProducts, storedListLines, type StoredListLine } from './project-list-contents.js';
import { projectListLines, projectLists } from './project-lists.tables.js';

/**
 * A customer's job-site lists (issue 15 §7): named lists of products and quantities, seen and
 * changed by their owner only (another customer's list is "not found"). Names are unique per
 * customer without regard to case; at most MAX_PROJECT_LISTS lists of MAX_LIST_LINES products.
 */

type ListRow = typeof projectLists.$inferSelect;

/** First key of the advisory locks taken per customer while a list of theirs is created or renamed. */
const PROJECT_LISTS_LOCK = 72_210_015;

export const listNotFound = () => new AppError('NOT_FOUND', m.notFound);

/** The name checked again with the API's rules (a caller may pass what a client sent). */
export function checkedName(name: unknown): string {
  const result = listNameSchema.safeParse(name);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? m.nameRequired;
  throw new AppError('VALIDATION_FAILED', message, { errors: [{ field: 'name', message }] });
}

/** Holds the customer's lists still (for counting and naming) until the transaction ends. */
async function lockCustomerLists(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_LISTS_LOCK}, hashtext(${userId}))`);
}

async function nameTaken(tx: Executor, userId: string, name: string, exceptListId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectLists.id })
    .from(projectLists)
    .where(and(eq(projectLists.userId, userId), sql`lower(${projectLists.name}) = lower(${name})`, exceptListId ? ne(projectLists.id, exceptListId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** `name`, or the first of "name (2)", "name (3)" … the customer does not use yet (cut to fit 80 characters). */
async function freeName(tx: Executor, userId: string, name: string): Promise<string> {
  const rows = await tx.select({ name: projectLists.name }).from(projectLists).where(eq(projectLists.userId, userId));
  const taken = new Set(rows.map((row) => row.name.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  for (let number = 2; ; number += 1) {
    const suffix = ` (${number})`;
    const candidate = `${name.slice(0, LIST_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

function summaryOf(row: ListRow, lineCount: number, pieces: number): ListSummary {
  return { id: row.id, name: row.name, lineCount, pieces, shared: row.shareToken !== null, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/project-lists: the customer's lists, the one changed last first. */
export async function listSummaries(db: Executor, userId: string): Promise<ListSummary[]> {
  const rows = await db
    .select({ list: projectLists, lineCount: count(projectListLines.productId), pieces: sql<number>`coalesce(sum(${projectListLines.quantity}), 0)::int` })
    .from(projectLists)
    .leftJoin(projectListLines, eq(projectListLines.listId, projectLists.id))
    .where(eq(projectLists.userId, userId))
    .groupBy(projectLists.id)
    .orderBy(desc(projectLists.updatedAt), asc(projectLists.name));
  return rows.map((row) => summaryOf(row.list, row.lineCount, Number(row.pieces)));
}

/**
 * A new list for the customer, with lines when it is made from something (a cart, a shared list).
 * `renameWhenTaken`: a name in use becomes "name (2)" … instead of being refused (copies).
 */
export async function createList(db: Database, userId: string, name: unknown, lines: StoredListLine[] = [], { renameWhenTaken = false } = {}): Promise<ListSummary> {
  const wanted = checkedName(name);
  if (lines.length > MAX_LIST_LINES) throw new AppError('CONFLICT', m.tooManyLines);
  return db.transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    const [lists] = await tx.select({ total: count() }).from(projectLists).where(eq(projectLists.userId, userId));
    if ((lists?.total ?? 0) >= MAX_PROJECT_LISTS) throw new AppError('CONFLICT', m.tooManyLists);
    let listName = wanted;
    if (renameWhenTaken) listName = await freeName(tx, userId, wanted);
    else if (await nameTaken(tx, userId, wanted)) throw new AppError('CONFLICT', nameTakenMessage(wanted));
    const [row] = await tx.insert(projectLists).values({ userId, name: listName }).returning();
    if (!row) throw new Error('a list insert returned no row');
    if (lines.length > 0) {
      // One statement; the lines keep their order through added_at, a microsecond apart.
      await tx.insert(projectListLines).values(lines.map((line, index) => ({ listId: row.id, productId: line.productId, quantity: line.quantity, addedAt: sql`now() + ${index}::int * interval '1 microsecond'` })));
    }
    return summaryOf(row, lines.length, lines.reduce((pieces, line) => pieces + line.quantity, 0));
  });
}

/** The customer's own list row, or "not found" (someone else's, an unknown or malformed id). */
export async function ownListRow(db: Executor, userId: string, listId: string): Promise<ListRow> {
  if (!isUuid(listId)) throw listNotFound();
  const [row] = await db
    .select()
    .from(projectLists)
    .where(and(eq(projectLists.id, listId), eq(projectLists.userId, userId)));
  if (!row) throw listNotFound();
  return row;
}

/** Marks the customer's list as changed now and locks it until the transaction ends; "not found" when it is not theirs. */
async function touchOwnList(tx: Executor, userId: string, listId: string): Promise<ListRow> {
  if (!isUuid(listId)) throw listNotFound();
  const [row] = await tx
    .update(projectLists)
    .set({ updatedAt: new Date() })
    .where(and(eq(projectLists.id, listId), eq(projectLists.userId, userId)))
    .returning();
  if (!row) throw listNotFound();
  return row;
}

function viewOf(row: ListRow, contents: Awaited<ReturnType<typeof listContents>>): ProjectList {
  return { id: row.id, ...contents, shareToken: row.shareToken, updatedAt: row.updatedAt.toISOString() };
}

/**
 * GET /api/project-lists/:id: the owner's list, priced and checked as the shop is now, at the
 * owner's own prices (an approved trade account's trade prices, as its cart would charge them).
 * A shared link shows list prices: whoever opens it is not the owner.
 */
export async function ownList(db: Executor, userId: string, listId: string): Promise<ProjectList> {
  const row = await ownListRow(db, userId, listId);
  const { pricing } = await tradeBuyerOf(db, userId);
  return viewOf(row, await listContents(db, row.name, await storedListLines(db, row.id), pricing.tradeDiscountBasisPoints));
}

/** PATCH /api/project-lists/:id: a new name, unique among the customer's lists (its own old name, in another case, is fine). */
export async function renameList(db: Database, userId: string, listId: string, name: unknown): Promise<ListSummary> {
  const wanted = checkedName(name);
  await db.transaction(async (tx) => {
    await lockCustomerLists(tx, userId);
    await ownListRow(tx, userId, listId);
    if (await nameTaken(tx, userId, wanted, listId)) throw new AppError('CONFLICT', nameTakenMessage(wanted));
    await tx.update(projectLists).set({ name: wanted, updatedAt: new Date() }).where(eq(projectLists.id, listId));
  });
  const summary = (await listSummaries(db, userId)).find((list) => list.id === listId);
  if (!summary) throw listNotFound();
  return summary;
}

/** DELETE /api/project-lists/:id: the list and its lines; a shared link to it stops working. */
export async function deleteList(db: Executor, userId: string, listId: string): Promise<void> {
  if (!isUuid(listId)) throw listNotFound();
  const deleted = await db
    .delete(projectLists)
    .where(and(eq(projectLists.id, listId), eq(projectLists.userId, userId)))
    .returning({ id: projectLists.id });
  if (deleted.length === 0) throw listNotFound();
}

/** A product that may go on a list: one the shop knows and still sells (out of stock is fine: a list is a plan). */
async function listableProduct(db: Executor, productId: string): Promise<void> {
  const product = (await listProducts(db, [productId])).get(productId);
  if (!product) throw new AppError('NOT_FOUND', m.productUnknown);
  if (product.archived) throw new AppError('NOT_FOUND', m.productUnavailable);
}

/**
 * Puts `quantity` pieces of a product on the customer's list: `add` adds them to the line's
 * quantity when the product is on the list already (pressing "Add to list" twice means twice as
 * many), `set` replaces it. Refused: another customer's list, an unknown product or one no longer
 * sold (404), a line beyond MAX_LIST_QUANTITY or a product beyond MAX_LIST_LINES (409).
 */
export async function writeListLine(db: Database, userId: string, listId: string, productId: string, quantity: number, mode: 'add' | 'set'): Promise<ProjectListReply> {
  const saved = await db.transaction(async (tx) => {
    const list = await touchOwnList(tx, userId, listId);
    await listableProduct(tx, productId);
    const [existing] = await tx
      .select({ quantity: projectListLines.quantity })
      .from(projectListLines)
      .where(and(eq(projectListLines.listId, list.id), eq(projectListLines.productId, productId)));
    if (!existing) {
      const [lines] = await tx.select({ total: count() }).from(projectListLines).where(eq(projectListLines.listId, list.id));
      if ((lines?.total ?? 0) >= MAX_LIST_LINES) throw new AppError('CONFLICT', m.tooManyLines);
    }
    const next = mode === 'add' ? (existing?.quantity ?? 0) + quantity : quantity;
    if (next > MAX_LIST_QUANTITY) throw new AppError('CONFLICT', `${m.quantityTooHigh}; this list holds ${existing?.quantity ?? 0} pcs of this product already`);
    await tx
      .insert(projectListLines)
      .values({ listId: list.id, productId, quantity: next })
      .onConflictDoUpdate({ target: [projectListLines.listId, projectListLines.productId], set: { quantity: next } });
    return { name: list.name, quantity: next };
  });
  const message = mode === 'add' ? addedToListMessage(saved.name, saved.quantity) : m.lineSaved;
  return { message, list: await ownList(db, userId, listId) };
}

/** Takes a product off the customer's list; one that is not on it is no error and changes nothing else. */
export async function removeListLine(db: Database, userId: string, listId: string, productId: string): Promise<ProjectListReply> {
  await db.transaction(async (tx) => {
    const list = await touchOwnList(tx, userId, listId);
    if (isUuid(productId)) await tx.delete(projectListLines).where(and(eq(projectListLines.listId, list.id), eq(projectListLines.productId, productId)));
  });
  return { message: m.lineRemoved, list: await ownList(db, userId, listId) };
}
