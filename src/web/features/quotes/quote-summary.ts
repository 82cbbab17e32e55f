import { multiply, sum } from '../../../shared/money';
import type { Quote } from '../../../shared/schemas/quotes';

/** "Drill, Saw and 2 more" — the products of a quote in a few words. */
export function productsOf(quote: Pick<Quote, 'lines'>): string {
  const names = quote.lines.map((line) => line.productName);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** "3 lines, 45 pcs". */
export function sizeOf(quote: Pick<Quote, 'lines'>): string {
  const pieces = quote.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${quote.lines.length} ${quote.lines.length === 1 ? 'line' : 'lines'}, ${pieces} pcs`;
}

/** What the lines would cost today without the quote (null when it is more than the shop can count). */
export function todayTotalOf(quote: Pick<Quote, 'lines'>): number | null {
  try {
    return sum(quote.lines.map((line) => multiply(line.currentUnitPrice, line.quantity)));
  } catch {
    return null;
  }
}
