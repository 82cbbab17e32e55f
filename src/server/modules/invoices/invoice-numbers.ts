import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { invoices } from './invoices.tables.js';

/** The invoice numbers of these orders, by order id (an order without an invoice is absent). */
export async function invoiceNumbersOf(db: Executor, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ orderId: invoices.orderId, number: invoices.number }).from(invoices).where(inArray(invoices.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row.number]));
}
