import { describe, expect, it } from 'vitest';
import { QUOTE_LINES_MAX, QUOTE_NOTE_MAX, QUOTE_QUANTITY_MAX, quoteMessages as m } from '../../../shared/schemas/quotes';
import { linesFromCart, linesFromQuote, quantityWithProduct, quoteFormFieldOf, quoteFormSchema, type QuoteFormValues } from './quote-request-form';

const drill = { id: 'p-drill', name: 'Drill', sku: 'D-1', price: 9_900, minOrderQuantity: 1 };
const saw = { id: 'p-saw', name: 'Saw', sku: null, price: 4_500, minOrderQuantity: 1 };
const cable = { id: 'p-cable', name: 'Cable, per metre', sku: 'C-25', price: 120, minOrderQuantity: 10 };

function issuesOf(values: QuoteFormValues) {
  const result = quoteFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('quote request form', () => {
  it('gives the API its lines (product ids and quantities) and the trimmed note', () => {
    const parsed = quoteFormSchema.parse({ lines: [{ product: drill, quantity: 3 }, { product: saw, quantity: 1 }], note: '  For the Elm Street site  ' });
    expect(parsed).toEqual({ lines: [{ productId: 'p-drill', quantity: 3 }, { productId: 'p-saw', quantity: 1 }], note: 'For the Elm Street site' });
  });

  it('asks for a product on every line, at that line', () => {
    expect(issuesOf({ lines: [{ product: drill, quantity: 1 }, { product: null, quantity: 2 }], note: '' })).toEqual([{ path: 'lines.1.product', message: m.productRequired }]);
  });

  it('refuses quantities that are not whole numbers from 1 to the maximum, at their line', () => {
    for (const quantity of [0, 1.5, Number.NaN, QUOTE_QUANTITY_MAX + 1]) {
      expect(issuesOf({ lines: [{ product: drill, quantity }], note: '' })).toEqual([{ path: 'lines.0.quantity', message: m.quantityWhole }]);
    }
    expect(issuesOf({ lines: [{ product: drill, quantity: QUOTE_QUANTITY_MAX }], note: '' })).toEqual([]);
  });

  it('names the second line of a product that is on two lines', () => {
    expect(issuesOf({ lines: [{ product: drill, quantity: 1 }, { product: saw, quantity: 1 }, { product: drill, quantity: 4 }], note: '' })).toEqual([
      { path: 'lines.2.product', message: m.sameProductTwice },
    ]);
  });

  it('needs a line, allows at most the maximum, and limits the note', () => {
    expect(issuesOf({ lines: [], note: '' })).toEqual([{ path: 'lines', message: m.linesRequired }]);
    const many = Array.from({ length: QUOTE_LINES_MAX + 1 }, (_, index) => ({ product: { ...drill, id: `p-${index}` }, quantity: 1 }));
    expect(issuesOf({ lines: many, note: '' })).toEqual([{ path: 'lines', message: m.tooManyLines }]);
    expect(issuesOf({ lines: [{ product: drill, quantity: 1 }], note: 'x'.repeat(QUOTE_NOTE_MAX + 1) })).toEqual([{ path: 'note', message: m.noteTooLong }]);
  });

  it('shows the server’s problems at their line, above the lines or at the note', () => {
    expect(quoteFormFieldOf('lines.1.productId', 3)).toBe('lines.1.product');
    expect(quoteFormFieldOf('lines.0.quantity', 3)).toBe('lines.0.quantity');
    expect(quoteFormFieldOf('lines.2', 3)).toBe('lines.2.product');
    expect(quoteFormFieldOf('lines', 3)).toBe('lines.root');
    expect(quoteFormFieldOf('lines.7.productId', 3)).toBe('lines.root');
    expect(quoteFormFieldOf('note', 3)).toBe('note');
    expect(quoteFormFieldOf('status', 3)).toBeNull();
  });

  it('starts from the cart’s lines, at most as many as a quote may hold', () => {
    const cart = Array.from({ length: QUOTE_LINES_MAX + 2 }, (_, index) => ({ productId: `p-${index}`, name: `Product ${index}`, quantity: index + 1, listUnitPrice: 100 }));
    const lines = linesFromCart(cart);
    expect(lines).toHaveLength(QUOTE_LINES_MAX);
    expect(lines[0]).toEqual({ product: { id: 'p-0', name: 'Product 0', sku: null, price: 100, minOrderQuantity: 1 }, quantity: 1 });
  });

  it('brings a line up to the minimum of the product chosen for it, and keeps a larger quantity', () => {
    expect(quantityWithProduct(cable, 1)).toBe(10);
    expect(quantityWithProduct(cable, 25)).toBe(25);
    expect(quantityWithProduct(drill, 1)).toBe(1);
    expect(quantityWithProduct(null, 3)).toBe(3);
    expect(quantityWithProduct({ ...cable, minOrderQuantity: QUOTE_QUANTITY_MAX + 5 }, 1)).toBe(QUOTE_QUANTITY_MAX);
  });

  it('asks again with the lines of an earlier quote (the shop prices them anew)', () => {
    expect(linesFromQuote([{ productId: 'p-drill', productName: 'Drill', quantity: 12 }])).toEqual([{ product: { id: 'p-drill', name: 'Drill', sku: null, price: null, minOrderQuantity: 1 }, quantity: 12 }]);
  });
});
