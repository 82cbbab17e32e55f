import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.js';
import { invoiceCounters, invoices } from './invoices.tables.js';

export type Invoice = typeof invoices.$inferSelect;

/**
 * An invoice's number: its year, a dash and its place in that year's sequence as 6 digits
 * (2026-000042). The sequence starts at 1 each year and has no gaps.
 */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of `at` in the shop's time zone (a payment at 8 pm on 31 December in Chicago is still that year's). */
export function yearIn(at: Date, timeZone: string): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).formatToParts(at).find((part) => part.type === 'year');
  return Number(year?.value);
}

export async function invoiceOf(db: Executor, orderId: string): Promise<Invoice | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return invoice ?? null;
}

/**
 * Issue 14 §6: gives the order its invoice, in the transaction that makes it paid (an order on
 * invoice, issue 15 §5: in the transaction that places it, as it is paid against it). The number is
 * the next of the year of `issuedAt` in the shop's time zone, taken with one upsert on that
 * year's counter: its row stays locked until the transaction ends, so payments at the same moment
 * take their numbers one after the other, and a payment that rolls back gives its number back
 * (the next one takes it): no duplicates, no gaps. An order that has its invoice keeps it.
 */
export async function issueInvoice(tx: Transaction, orderId: string, issuedAt: Date, timeZone: string): Promise<Invoice> {
  const existing = await invoiceOf(tx, orderId);
  if (existing) return existing;
  const year = yearIn(issuedAt, timeZone);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` } })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!counter) throw new Error('the invoice counter gave no number');
  const [created] = await tx
    .insert(invoices)
    .values({ orderId, year, sequence: counter.sequence, number: invoiceNumber(year, counter.sequence), issuedAt })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning();
  if (created) return created;
  // Another transaction invoiced this order meanwhile: this one still holds the counter's row, so
  // its number is still the last one of the year and is given back.
  await tx
    .update(invoiceCounters)
    .set({ lastSequence: counter.sequence - 1 })
    .where(and(eq(invoiceCounters.year, year), eq(invoiceCounters.lastSequence, counter.sequence)));
  const issued = await invoiceOf(tx, orderId);
  if (!issued) throw new Error('the invoice of this order vanished');
  return issued;
}
