import { z } from 'zod';
import { QUOTE_LINES_MAX, QUOTE_NOTE_MAX, QUOTE_QUANTITY_MAX, quoteMessages as m, type QuoteRequest } from '../../../shared/schemas/quotes';

/** A product chosen for a line, as the suggestions name it (the shop prices the quote, not this). */
export interface ChosenProduct {
  id: string;
  name: string;
  sku: string | null;
  /** The list price of one piece when it was chosen, shown as a reminder. */
  price: number | null;
  /** The fewest pieces the shop sells of it (1 when not known here: the shop checks it). */
  minOrderQuantity: number;
}

export interface QuoteLineValues {
  /** null until a product is chosen from the suggestions. */
  product: ChosenProduct | null;
  quantity: number;
}

/** What the quote request form holds. */
export interface QuoteFormValues {
  lines: QuoteLineValues[];
  note: string;
}

export const EMPTY_QUOTE_LINE: QuoteLineValues = { product: null, quantity: 1 };

/**
 * The quantity of a line once `product` is chosen for it: at least the product's minimum (a line
 * below it would only be refused when sent), else what the line had.
 */
export function quantityWithProduct(product: ChosenProduct | null, quantity: number): number {
  return product ? Math.min(Math.max(quantity, product.minOrderQuantity), QUOTE_QUANTITY_MAX) : quantity;
}

/** A whole number of pieces within the shop's limits (the stepper sends what was typed). */
export function isQuoteQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUOTE_QUANTITY_MAX;
}

const lineSchema = z.object({
  product: z.custom<ChosenProduct | null>().refine((product) => product !== null && product.id !== '', m.productRequired),
  quantity: z.number({ error: m.quantityWhole }).refine(isQuoteQuantity, m.quantityWhole),
});

/**
 * The form's own checks, with the server's messages, each at its line: a product on every line,
 * whole quantities, one line per product (the second line of a product says so), and the note's
 * length. Its output is what POST /api/quotes takes.
 */
export const quoteFormSchema = z
  .object({
    lines: z
      .array(lineSchema)
      .min(1, m.linesRequired)
      .max(QUOTE_LINES_MAX, m.tooManyLines)
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, index) => {
          const id = line.product?.id;
          if (!id) return;
          if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index, 'product'], message: m.sameProductTwice });
          seen.add(id);
        });
      }),
    note: z.string().trim().max(QUOTE_NOTE_MAX, m.noteTooLong),
  })
  .transform(
    (values): QuoteRequest => ({
      lines: values.lines.map((line) => ({ productId: line.product?.id ?? '', quantity: line.quantity })),
      note: values.note,
    }),
  );

/** A field of the form that can show a problem: a line's product or quantity, the lines as a whole, or the note. */
export type QuoteFormField = `lines.${number}.product` | `lines.${number}.quantity` | 'lines.root' | 'note';

/**
 * Where a problem the server names shows on the form: `lines.2.productId` at the third line's
 * product, `lines` above the lines, `note` at the note; null for anything else (shown as a toast).
 */
export function quoteFormFieldOf(serverField: string, lineCount: number): QuoteFormField | null {
  if (serverField === 'note') return 'note';
  if (serverField === 'lines') return 'lines.root';
  const match = /^lines\.(\d+)(?:\.(productId|quantity))?$/.exec(serverField);
  if (!match) return null;
  const index = Number(match[1]);
  if (index >= lineCount) return 'lines.root';
  return match[2] === 'quantity' ? `lines.${index}.quantity` : `lines.${index}.product`;
}

/** The lines of a cart as a quote request's first lines (at most as many as a quote may have). */
export function linesFromCart(cartLines: readonly { productId: string; name: string; quantity: number; listUnitPrice: number }[]): QuoteLineValues[] {
  return cartLines.slice(0, QUOTE_LINES_MAX).map((line) => ({
    product: { id: line.productId, name: line.name, sku: null, price: line.listUnitPrice, minOrderQuantity: 1 },
    quantity: Math.min(Math.max(1, line.quantity), QUOTE_QUANTITY_MAX),
  }));
}

/** The lines of an earlier quote, to ask again (the shop prices them anew). */
export function linesFromQuote(quoteLines: readonly { productId: string; productName: string; quantity: number }[]): QuoteLineValues[] {
  return quoteLines.slice(0, QUOTE_LINES_MAX).map((line) => ({ product: { id: line.productId, name: line.productName, sku: null, price: null, minOrderQuantity: 1 }, quantity: line.quantity }));
}
