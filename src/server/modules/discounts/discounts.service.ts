import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { totalPages, type Page, type PageQuery } from '../../../shared/schemas/common.js';
import { discountMessages, maxUsesBelowUsedMessage, type DiscountCodeView, type DiscountStatus, type discountCodeInputSchema, type discountCodeUpdateSchema } from '../../../shared/schemas/discounts.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/uuid.js';
import { daysOf, validityOf } from './discount-days.js';
import { discountCodes } from './discounts.tables.js';

type DiscountCodeInput = z.output<typeof discountCodeInputSchema>;
type DiscountCodeUpdate = z.output<typeof discountCodeUpdateSchema>;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

const m = discountMessages;

/** The key a code is matched by: customers type it in any case. */
export function codeKeyOf(code: string): string {
  return code.trim().toUpperCase();
}

/** Where the code stands at `now`. */
export function statusOf(row: DiscountCodeRow, now: Date): DiscountStatus {
  if (row.archivedAt) return 'archived';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'used_up';
  return 'active';
}

export function discountCodeView(row: DiscountCodeRow, timeZone: string, now = new Date()): DiscountCodeView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind === 'amount' ? 'amount' : 'percent',
    percentBasisPoints: row.percentBasisPoints,
    amount: row.amountCents,
    minOrder: row.minOrderCents,
    ...daysOf(row, timeZone),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    used: row.usedCount,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/discount-codes: codes not archived first, then the newest first. */
export async function listDiscountCodes(db: Executor, query: PageQuery, timeZone: string): Promise<Page<DiscountCodeView>> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .orderBy(sql`${discountCodes.archivedAt} is not null`, desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(discountCodes),
  ]);
  const total = totals?.total ?? 0;
  const now = new Date();
  return { items: rows.map((row) => discountCodeView(row, timeZone, now)), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

function codeTaken(): AppError {
  return new AppError('CONFLICT', m.codeTaken, { errors: [{ field: 'code', message: m.codeTaken }] });
}

/** POST /api/discount-codes: a new code; the same code in another case is taken (409). */
export async function createDiscountCode(db: Executor, input: DiscountCodeInput, timeZone: string): Promise<DiscountCodeView> {
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({
        code: input.code,
        codeKey: codeKeyOf(input.code),
        description: input.description,
        kind: input.kind,
        percentBasisPoints: input.kind === 'percent' ? (input.percentBasisPoints ?? null) : null,
        amountCents: input.kind === 'amount' ? (input.amount ?? null) : null,
        minOrderCents: input.minOrder,
        ...validityOf(input, timeZone),
        maxUses: input.maxUses,
        maxUsesPerCustomer: input.maxUsesPerCustomer,
      })
      .returning();
    if (!row) throw new Error('a discount code insert returned no row');
    return discountCodeView(row, timeZone);
  } catch (error) {
    if (isUniqueViolation(error, 'discount_codes_code_key_idx')) throw codeTaken();
    throw error;
  }
}

function refusal(code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, message: string): AppError {
  return new AppError(code, message, { errors: [{ field, message }] });
}

/**
 * PATCH /api/discount-codes/:id: changes the fields given. The code row is locked, so a checkout
 * using it at the same moment is judged before or after the change, never half-way; uses in all
 * cannot go below the uses it already has (409).
 */
export async function changeDiscountCode(db: Executor, id: string, update: DiscountCodeUpdate, timeZone: string): Promise<{ discountCode: DiscountCodeView; archivedChanged: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = isUuid(id) ? await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update') : [];
    if (!current) throw new AppError('NOT_FOUND', m.notFound);
    const days = daysOf(current, timeZone);
    const startsOn = update.startsOn === undefined ? days.startsOn : update.startsOn;
    const endsOn = update.endsOn === undefined ? days.endsOn : update.endsOn;
    if (startsOn && endsOn && endsOn < startsOn) throw refusal('VALIDATION_FAILED', 'endsOn', m.endsBeforeStarts);
    const validity = validityOf({ startsOn, endsOn }, timeZone);
    const maxUses = update.maxUses === undefined ? current.maxUses : update.maxUses;
    if (maxUses !== null && maxUses < current.usedCount) throw refusal('CONFLICT', 'maxUses', maxUsesBelowUsedMessage(current.usedCount));
    const archivedAt = update.archived === undefined ? current.archivedAt : update.archived ? (current.archivedAt ?? new Date()) : null;
    const [row] = await tx
      .update(discountCodes)
      .set({
        description: update.description ?? current.description,
        minOrderCents: update.minOrder ?? current.minOrderCents,
        startsAt: update.startsOn === undefined ? current.startsAt : validity.startsAt,
        endsAt: update.endsOn === undefined ? current.endsAt : validity.endsAt,
        maxUses,
        maxUsesPerCustomer: update.maxUsesPerCustomer === undefined ? current.maxUsesPerCustomer : update.maxUsesPerCustomer,
        archivedAt,
      })
      .where(eq(discountCodes.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    return { discountCode: discountCodeView(row, timeZone), archivedChanged: (row.archivedAt === null) !== (current.archivedAt === null) };
  });
}
