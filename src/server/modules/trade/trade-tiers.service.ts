import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { tradeMessages as m, type TradeTier, type tradeTierInputSchema, type tradeTierPatchSchema } from '../../../shared/schemas/trade.js';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/uuid.js';
import { tradeAccounts, tradeTiers } from './trade.tables.js';

type TierInput = z.output<typeof tradeTierInputSchema>;
type TierPatch = z.output<typeof tradeTierPatchSchema>;

/** The key a tier's name is unique by: two tiers cannot differ only by case. */
export function tierNameKeyOf(name: string): string {
  return name.trim().toUpperCase();
}

const approvedAccounts = sql<number>`(select count(*)::integer from ${tradeAccounts} where ${tradeAccounts.tierId} = ${tradeTiers.id} and ${tradeAccounts.status} = 'approved')`;

const tierColumns = { id: tradeTiers.id, name: tradeTiers.name, discountBasisPoints: tradeTiers.discountBasisPoints, accounts: approvedAccounts };

function nameTaken(): AppError {
  return new AppError('CONFLICT', m.tierNameTaken, { errors: [{ field: 'name', message: m.tierNameTaken }] });
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', m.tierNotFound);
}

async function tierById(db: Executor, id: string): Promise<TradeTier> {
  const [tier] = await db.select(tierColumns).from(tradeTiers).where(eq(tradeTiers.id, id));
  if (!tier) throw notFound();
  return tier;
}

/** GET /api/admin/trade-tiers: every tier, the smallest share first, with its approved accounts. */
export async function listTradeTiers(db: Executor): Promise<TradeTier[]> {
  return db.select(tierColumns).from(tradeTiers).orderBy(asc(tradeTiers.discountBasisPoints), asc(tradeTiers.nameKey));
}

/** POST /api/admin/trade-tiers: a new tier; a name another tier has in any case is taken (409). */
export async function createTradeTier(db: Executor, input: TierInput): Promise<TradeTier> {
  try {
    const [row] = await db.insert(tradeTiers).values({ name: input.name, nameKey: tierNameKeyOf(input.name), discountBasisPoints: input.discountBasisPoints }).returning({ id: tradeTiers.id });
    if (!row) throw new Error('a trade tier insert returned no row');
    return await tierById(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error, 'trade_tiers_name_key_idx')) throw nameTaken();
    throw error;
  }
}

/** PATCH /api/admin/trade-tiers/:id: a new name or share; the accounts in the tier buy at the new share from now on. */
export async function changeTradeTier(db: Executor, id: string, patch: TierPatch): Promise<TradeTier> {
  if (!isUuid(id)) throw notFound();
  try {
    const [row] = await db
      .update(tradeTiers)
      .set({
        ...(patch.name === undefined ? {} : { name: patch.name, nameKey: tierNameKeyOf(patch.name) }),
        ...(patch.discountBasisPoints === undefined ? {} : { discountBasisPoints: patch.discountBasisPoints }),
      })
      .where(eq(tradeTiers.id, id))
      .returning({ id: tradeTiers.id });
    if (!row) throw notFound();
    return await tierById(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error, 'trade_tiers_name_key_idx')) throw nameTaken();
    throw error;
  }
}

/**
 * DELETE /api/admin/trade-tiers/:id: only a tier no trade account is in (409 otherwise). The tier
 * row is locked first; approving an account into it holds it FOR SHARE, so an approval and a
 * deletion at the same moment are judged one after the other.
 */
export async function deleteTradeTier(db: Executor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [tier] = await tx.select({ id: tradeTiers.id }).from(tradeTiers).where(eq(tradeTiers.id, id)).for('update');
    if (!tier) throw notFound();
    const [inUse] = await tx.select({ userId: tradeAccounts.userId }).from(tradeAccounts).where(eq(tradeAccounts.tierId, id)).limit(1);
    if (inUse) throw new AppError('CONFLICT', m.tierInUse);
    await tx.delete(tradeTiers).where(eq(tradeTiers.id, id));
  });
}

/** The tier an admin gives an account, held FOR SHARE until the caller's transaction ends; unknown: 400 on `tierId`. */
export async function lockTierForAccount(tx: Executor, tierId: string): Promise<{ id: string; name: string; discountBasisPoints: number }> {
  const [tier] = isUuid(tierId)
    ? await tx.select({ id: tradeTiers.id, name: tradeTiers.name, discountBasisPoints: tradeTiers.discountBasisPoints }).from(tradeTiers).where(eq(tradeTiers.id, tierId)).for('share')
    : [];
  if (!tier) throw new AppError('VALIDATION_FAILED', m.tierUnknown, { errors: [{ field: 'tierId', message: m.tierUnknown }] });
  return tier;
}
