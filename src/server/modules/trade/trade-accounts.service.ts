import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { SessionUser } from '../../../shared/schemas/accounts.js';
import { totalPages, type Page } from '../../../shared/schemas/common.js';
import {
  tradeMessages as m,
  type TradeAccount,
  type TradeAccountAdmin,
  type TradeAccountStatus,
  type TradeApplication,
  type tradeAccountsQuerySchema,
  type tradeRefusalSchema,
  type TradeTermsInput,
  type tradeTermsPatchSchema,
} from '../../../shared/schemas/trade.js';
import type { Executor } from '../../db/database.js';
import { enqueueTask } from '../../outbox/outbox.js';
import { tradeAccountEmailTask } from './trade-mail-tasks.js';
import { lockTierForAccount } from './trade-tiers.service.js';
import { tradeAccounts, tradeTiers } from './trade.tables.js';

type AccountsQuery = z.output<typeof tradeAccountsQuerySchema>;
type Refusal = z.output<typeof tradeRefusalSchema>;
type TermsPatch = z.output<typeof tradeTermsPatchSchema>;

/** The totals of the account's open invoices: orders on invoice neither paid nor cancelled (as trade-buyer.service.ts counts them). */
const creditUsed = sql<number>`(select coalesce(sum(o.total_cents), 0)::integer from orders o
  where o.user_id = ${tradeAccounts.userId} and o.payment_choice = 'invoice' and o.paid_at is null and o.status <> 'cancelled')`;

const accountColumns = {
  userId: tradeAccounts.userId,
  status: tradeAccounts.status,
  companyName: tradeAccounts.companyName,
  companyAddress: tradeAccounts.companyAddress,
  vatNumber: tradeAccounts.vatNumber,
  tierId: tradeAccounts.tierId,
  tierName: tradeTiers.name,
  tierDiscount: tradeTiers.discountBasisPoints,
  paymentTermsDays: tradeAccounts.paymentTermsDays,
  creditLimit: tradeAccounts.creditLimitCents,
  creditUsed,
  refusalReason: tradeAccounts.refusalReason,
  appliedAt: tradeAccounts.appliedAt,
  decidedAt: tradeAccounts.decidedAt,
  // The customer's name and email as their account has them now (read like the open invoices above).
  customerName: sql<string>`(select u.name from users u where u.id = ${tradeAccounts.userId})`,
  email: sql<string>`(select u.email from users u where u.id = ${tradeAccounts.userId})`,
};

function statusOf(value: string): TradeAccountStatus {
  return value === 'approved' || value === 'refused' ? value : 'applied';
}

function accountView(row: AccountRow): TradeAccount {
  return {
    status: statusOf(row.status),
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    vatNumber: row.vatNumber,
    tier: row.tierName !== null && row.tierDiscount !== null ? { name: row.tierName, discountBasisPoints: row.tierDiscount } : null,
    paymentTermsDays: row.paymentTermsDays,
    creditLimit: row.creditLimit,
    creditUsed: row.creditUsed,
    refusalReason: row.refusalReason,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function adminView(row: AccountRow): TradeAccountAdmin {
  return { ...accountView(row), userId: row.userId, customerName: row.customerName, email: row.email, tierId: row.tierId };
}

function accountRows(db: Executor, where: SQL | undefined) {
  return db.select(accountColumns).from(tradeAccounts).leftJoin(tradeTiers, eq(tradeTiers.id, tradeAccounts.tierId)).where(where);
}
type AccountRow = Awaited<ReturnType<typeof accountRows>>[number];

async function accountOf(db: Executor, userId: string): Promise<AccountRow | undefined> {
  const [row] = await accountRows(db, eq(tradeAccounts.userId, userId));
  return row;
}

/** GET /api/trade/account: the customer's own trade account, or null before they apply. */
export async function myTradeAccount(db: Executor, userId: string): Promise<TradeAccount | null> {
  const row = await accountOf(db, userId);
  return row ? accountView(row) : null;
}

/** One trade account as admins see it (null: there is none for this customer). */
export async function tradeAccountForAdmin(db: Executor, userId: string): Promise<TradeAccountAdmin | null> {
  const row = await accountOf(db, userId);
  return row ? adminView(row) : null;
}

/**
 * POST /api/trade/account: a customer applies with the company's name, address and tax number.
 * Refused while an application waits or once approved (409); after a refusal the same account
 * applies again with the new details (back to `applied`, the reason forgotten). Admins run the
 * shop and have no trade account (403).
 */
export async function applyForTradeAccount(db: Executor, user: Pick<SessionUser, 'id' | 'role'>, application: TradeApplication): Promise<TradeAccount> {
  if (user.role !== 'customer') throw new AppError('FORBIDDEN', m.onlyCustomers);
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: tradeAccounts.status }).from(tradeAccounts).where(eq(tradeAccounts.userId, user.id)).for('update');
    if (current?.status === 'approved') throw new AppError('CONFLICT', m.alreadyApproved);
    if (current?.status === 'applied') throw new AppError('CONFLICT', m.alreadyApplied);
    const details = { companyName: application.companyName, companyAddress: application.companyAddress, vatNumber: application.vatNumber };
    if (current) {
      await tx
        .update(tradeAccounts)
        .set({ ...details, status: 'applied', tierId: null, paymentTermsDays: 0, creditLimitCents: 0, refusalReason: null, appliedAt: new Date(), decidedAt: null, decidedBy: null })
        .where(eq(tradeAccounts.userId, user.id));
      return;
    }
    // Two applications of one customer at once: the second finds the first's row and is refused.
    const inserted = await tx
      .insert(tradeAccounts)
      .values({ userId: user.id, ...details })
      .onConflictDoNothing({ target: tradeAccounts.userId })
      .returning({ userId: tradeAccounts.userId });
    if (inserted.length === 0) throw new AppError('CONFLICT', m.alreadyApplied);
  });
  const account = await myTradeAccount(db, user.id);
  if (!account) throw new Error('a trade application was not stored');
  return account;
}

/** GET /api/admin/trade-accounts: applications waiting for an answer first (the oldest first), then the latest decisions. */
export async function listTradeAccounts(db: Executor, query: AccountsQuery): Promise<Page<TradeAccountAdmin>> {
  const where = query.status ? eq(tradeAccounts.status, query.status) : undefined;
  const [rows, [totals]] = await Promise.all([
    accountRows(db, where)
      .orderBy(
        sql`${tradeAccounts.status} <> 'applied'`,
        sql`case when ${tradeAccounts.status} = 'applied' then ${tradeAccounts.appliedAt} end asc`,
        desc(sql`coalesce(${tradeAccounts.decidedAt}, ${tradeAccounts.appliedAt})`),
        asc(tradeAccounts.userId),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(tradeAccounts).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(adminView), page: query.page, pageSize: query.pageSize, total, totalPages: totalPages(total, query.pageSize) };
}

/**
 * The account row locked FOR UPDATE until the transaction ends: two admins deciding at once are
 * judged one after the other, and the second sees the first's decision.
 */
async function lockAccount(tx: Executor, userId: string): Promise<{ status: string }> {
  const [row] = await tx.select({ status: tradeAccounts.status }).from(tradeAccounts).where(eq(tradeAccounts.userId, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', m.notFound);
  return row;
}

async function decided(db: Executor, userId: string): Promise<TradeAccountAdmin> {
  const account = await tradeAccountForAdmin(db, userId);
  if (!account) throw new AppError('NOT_FOUND', m.notFound);
  return account;
}

/**
 * POST /api/admin/trade-accounts/:userId/approve: a waiting application becomes a trade account
 * with a price tier, payment terms and a credit limit; the customer is emailed after the commit.
 * Already answered: 409; an unknown tier: 400 on `tierId`.
 */
export async function approveTradeAccount(db: Executor, adminId: string, userId: string, terms: TradeTermsInput): Promise<TradeAccountAdmin> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.status !== 'applied') throw new AppError('CONFLICT', m.notWaiting);
    const tier = await lockTierForAccount(tx, terms.tierId);
    const decidedAt = new Date();
    await tx
      .update(tradeAccounts)
      .set({ status: 'approved', tierId: tier.id, paymentTermsDays: terms.paymentTermsDays, creditLimitCents: terms.creditLimitCents, refusalReason: null, decidedAt, decidedBy: adminId })
      .where(eq(tradeAccounts.userId, userId));
    await enqueueTask(tx, tradeAccountEmailTask({ userId, decision: 'approved', decidedAt }));
  });
  return decided(db, userId);
}

/** POST /api/admin/trade-accounts/:userId/refuse: a waiting application is refused with a reason, emailed to the customer. Already answered: 409. */
export async function refuseTradeAccount(db: Executor, adminId: string, userId: string, refusal: Refusal): Promise<TradeAccountAdmin> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.status !== 'applied') throw new AppError('CONFLICT', m.notWaiting);
    const decidedAt = new Date();
    await tx.update(tradeAccounts).set({ status: 'refused', refusalReason: refusal.reason, decidedAt, decidedBy: adminId }).where(eq(tradeAccounts.userId, userId));
    await enqueueTask(tx, tradeAccountEmailTask({ userId, decision: 'refused', decidedAt }));
  });
  return decided(db, userId);
}

/**
 * PATCH /api/admin/trade-accounts/:userId: another tier, payment terms or credit limit for an
 * approved account (409 for one not approved). Orders placed before keep their prices and terms.
 */
export async function changeTradeTerms(db: Executor, userId: string, patch: TermsPatch): Promise<TradeAccountAdmin> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.status !== 'approved') throw new AppError('CONFLICT', m.notApproved);
    const tier = patch.tierId === undefined ? undefined : await lockTierForAccount(tx, patch.tierId);
    await tx
      .update(tradeAccounts)
      .set({
        ...(tier ? { tierId: tier.id } : {}),
        ...(patch.paymentTermsDays === undefined ? {} : { paymentTermsDays: patch.paymentTermsDays }),
        ...(patch.creditLimitCents === undefined ? {} : { creditLimitCents: patch.creditLimitCents }),
      })
      .where(and(eq(tradeAccounts.userId, userId), eq(tradeAccounts.status, 'approved')));
  });
  return decided(db, userId);
}

/** What a decision's email says, read after the commit (null: the account is gone). */
export async function tradeAccountForMail(db: Executor, userId: string) {
  return (await accountOf(db, userId)) ?? null;
}
