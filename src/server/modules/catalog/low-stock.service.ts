import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type PageQuery } from '../../../shared/schemas/common.js';
import { stockLedgerMessages, type LowStockInbox, type LowStockNotice } from '../../../shared/schemas/stock-ledger.js';
import { rowsOf, type Executor } from '../../db/database.js';
import { isUuid } from '../../db/uuid.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { products } from './catalog.tables.js';
import { lowStockEmailTask } from './low-stock-tasks.js';
import { lowStockNotices } from './stock-ledger.tables.js';

/**
 * Low-stock notices (issue 15 §2). A product with a threshold is low when its pieces on hand are
 * at or below it. A change that leaves it low opens a notice, unless one is open already (one
 * open notice per product, kept by a unique index), and records the admins' email; a change that
 * leaves it above its threshold (or without one) resolves the open notice. Marking a notice read
 * takes it out of the inbox, but it stays open: no second notice comes while the stock stays low.
 * The admins are emailed once per product until they handle it or a day has passed.
 */

/**
 * The body of a CTE that opens a notice for each row of `source` (columns `id`, `after`,
 * `threshold`) that is low and has none open; it returns the ids of the notices it opened.
 */
export function noticesOpenedFrom(source: SQL): SQL {
  return sql`insert into low_stock_notices (product_id, quantity, threshold)
             select id, after, threshold from ${source} where threshold is not null and after <= threshold
             on conflict (product_id) where resolved_at is null do nothing
             returning id`;
}

/** The body of a CTE that resolves the open notice of each row of `source` that is no longer low. */
export function noticesResolvedFrom(source: SQL): SQL {
  return sql`update low_stock_notices n set resolved_at = now()
               from ${source} c
              where n.product_id = c.id and n.resolved_at is null and (c.threshold is null or c.after > c.threshold)`;
}

/** How long an email about a product's low stock that nobody has handled keeps the next one back. */
export const LOW_STOCK_EMAIL_QUIET_HOURS = 24;

/**
 * Records (outbox) the admins' email of each notice just opened, in the caller's transaction:
 * one email per product until an admin handles it (reads a notice of that product) or a day has
 * passed. Stock that dips to its threshold and back (an order placed and cancelled, again and
 * again) opens a notice each time, but does not mail the admins each time.
 */
export async function tellAdminsOfNotices(tx: Executor, noticeIds: readonly string[]): Promise<void> {
  // An import may open thousands at once: asked in batches, within the statement's parameter limit.
  for (let start = 0; start < noticeIds.length; start += NOTICE_BATCH) await tellAdminsOfBatch(tx, noticeIds.slice(start, start + NOTICE_BATCH));
}

const NOTICE_BATCH = 1_000;

async function tellAdminsOfBatch(tx: Executor, noticeIds: readonly string[]): Promise<void> {
  const due = await rowsOf<{ id: string }>(
    tx,
    sql`update low_stock_notices n set emailed_at = now()
         where n.id in (${sql.join(
           noticeIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
           and not exists (
                 select 1 from low_stock_notices sent
                  where sent.product_id = n.product_id and sent.id <> n.id
                    and sent.emailed_at > now() - make_interval(hours => ${LOW_STOCK_EMAIL_QUIET_HOURS})
                    and not exists (select 1 from low_stock_notices handled where handled.product_id = sent.product_id and handled.read_at >= sent.emailed_at))
        returning n.id`,
  );
  for (const { id } of due) await enqueueTask(tx, lowStockEmailTask(id));
}

/**
 * After a product's pieces or threshold changed (a new product, an admin's edit), in the same
 * transaction: opens or resolves its notice. `tellAdmins: false` opens it without an email (the
 * demo data).
 */
export async function syncLowStockNotice(tx: Executor, product: { id: string; quantity: number; threshold: number | null }, options: { tellAdmins: boolean } = { tellAdmins: true }): Promise<void> {
  const opened = await rowsOf<{ id: string }>(
    tx,
    sql`with changed as (select ${product.id}::uuid as id, ${product.quantity}::integer as after, ${product.threshold}::integer as threshold),
             resolved as (${noticesResolvedFrom(sql`changed`)})
        ${noticesOpenedFrom(sql`changed`)}`,
  );
  if (options.tellAdmins) await tellAdminsOfNotices(tx, opened.map((row) => row.id));
}

function noticeNotFound() {
  return new AppError('NOT_FOUND', stockLedgerMessages.noticeNotFound);
}

const noticeColumns = {
  id: lowStockNotices.id,
  quantity: lowStockNotices.quantity,
  threshold: lowStockNotices.threshold,
  createdAt: lowStockNotices.createdAt,
  readAt: lowStockNotices.readAt,
  product: {
    id: products.id,
    name: products.name,
    slug: products.slug,
    availableQuantity: products.availableQuantity,
    lowStockThreshold: products.lowStockThreshold,
    archived: sql<boolean>`${products.archivedAt} is not null`,
  },
};

type NoticeRow = { id: string; quantity: number; threshold: number; createdAt: Date; readAt: Date | null; product: LowStockNotice['product'] };

function toNotice(row: NoticeRow): LowStockNotice {
  return { id: row.id, product: row.product, quantity: row.quantity, threshold: row.threshold, createdAt: row.createdAt.toISOString(), read: row.readAt !== null };
}

/** In the inbox: open, unread notices of products on sale. */
const inInbox = and(isNull(lowStockNotices.resolvedAt), isNull(lowStockNotices.readAt), isNull(products.archivedAt));

/** The admins' low-stock inbox: open notices nobody marked read, of products on sale, newest first. */
export async function listLowStockNotices(db: Executor, query: PageQuery): Promise<LowStockInbox> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(lowStockNotices)
      .innerJoin(products, eq(products.id, lowStockNotices.productId))
      .where(inInbox)
      .orderBy(desc(lowStockNotices.createdAt), desc(lowStockNotices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(lowStockNotices).innerJoin(products, eq(products.id, lowStockNotices.productId)).where(inInbox),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(toNotice), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize), unread: total };
}

/** One notice with its product as it is now (undefined when there is none). */
export async function lowStockNoticeOf(db: Executor, noticeId: string): Promise<(LowStockNotice & { resolved: boolean }) | undefined> {
  if (!isUuid(noticeId)) return undefined;
  const [row] = await db
    .select({ ...noticeColumns, resolvedAt: lowStockNotices.resolvedAt })
    .from(lowStockNotices)
    .innerJoin(products, eq(products.id, lowStockNotices.productId))
    .where(eq(lowStockNotices.id, noticeId));
  return row ? { ...toNotice(row), resolved: row.resolvedAt !== null } : undefined;
}

/** Marks a notice read (again: no change); it leaves the inbox but stays open while the stock is low. */
export async function markLowStockNoticeRead(db: Executor, noticeId: string): Promise<LowStockNotice> {
  if (!isUuid(noticeId)) throw noticeNotFound();
  const [marked] = await db
    .update(lowStockNotices)
    .set({ readAt: sql`coalesce(${lowStockNotices.readAt}, now())` })
    .where(eq(lowStockNotices.id, noticeId))
    .returning({ id: lowStockNotices.id });
  const notice = marked && (await lowStockNoticeOf(db, marked.id));
  if (!notice) throw noticeNotFound();
  const { resolved: _resolved, ...shown } = notice;
  return shown;
}
