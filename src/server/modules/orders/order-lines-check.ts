import { AppError, type ErrorCode } from '../../../shared/errors.js';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { priceOrder, type OrderPrice } from '../../../shared/order-pricing.js';
import { orderMessages, quantityProblem } from '../../../shared/schemas/orders.js';
import type { TaxRule } from '../../../shared/tax.js';
import type { ProductForOrder } from '../catalog/order-stock.service.js';

export interface WantedLine {
  productId: string;
  quantity: number;
}

/**
 * Whose prices the lines are priced at (issue 15 §5, §6): a trade account's share off the list
 * price, and a quote's piece price per product (which then counts instead of any other price).
 */
export interface LinePricing {
  tradeDiscountBasisPoints: number;
  quotedUnitPrices?: ReadonlyMap<string, number>;
}

export const listPricing: LinePricing = { tradeDiscountBasisPoints: 0 };

/** How refusals name the line they are about: the product's own order page has one quantity field; a cart names each line. */
export type LineWording = 'single' | 'cart';

export interface CheckedLine extends WantedLine {
  productName: string;
  unitPrice: number;
  lineTotal: number;
}

interface LineProblem {
  code: ErrorCode;
  field: string;
  message: string;
}

/** The field a line's problem is reported on: the form's one quantity, or the cart's line. */
export function lineQuantityField(wording: LineWording, index: number): string {
  return wording === 'single' ? 'quantity' : `lines.${index}.quantity`;
}

function problemOf(line: WantedLine, index: number, product: ProductForOrder | undefined, wording: LineWording): LineProblem | null {
  const field = lineQuantityField(wording, index);
  const named = (message: string) => (wording === 'single' || !product ? message : `${product.name}: ${message}`);
  if (!product || product.archived) return { code: wording === 'single' ? 'NOT_FOUND' : 'CONFLICT', field, message: named(orderMessages.productUnavailable) };
  const problem = quantityProblem(line.quantity, product);
  if (problem) return { code: line.quantity < product.minOrderQuantity ? 'VALIDATION_FAILED' : 'CONFLICT', field, message: named(problem) };
  if (product.priceCents * line.quantity > MAX_MINOR_UNITS) return { code: 'VALIDATION_FAILED', field, message: named(orderMessages.totalTooLarge) };
  return null;
}

/**
 * Judges the wanted lines against their products as locked for the order, and prices them: every
 * line that cannot be ordered is named in one refusal (the first one's kind decides the status),
 * so the customer fixes the whole cart at once. Nothing the client sent about money counts.
 */
export function checkLines(
  lines: readonly WantedLine[],
  products: ReadonlyMap<string, ProductForOrder>,
  deliveryFee: (subtotal: number) => number,
  tax: TaxRule,
  wording: LineWording,
  pricing: LinePricing = listPricing,
): { lines: CheckedLine[]; price: OrderPrice } {
  const problems = lines.map((line, index) => problemOf(line, index, products.get(line.productId), wording)).filter((problem): problem is LineProblem => problem !== null);
  const [first] = problems;
  if (first) {
    throw new AppError(first.code, problems.length === 1 ? first.message : problems.map((problem) => problem.message).join(' '), {
      errors: problems.map(({ field, message }) => ({ field, message })),
    });
  }
  const found = lines.map((line) => ({ line, product: products.get(line.productId)! }));
  let price: OrderPrice;
  try {
    price = priceOrder(
      found.map(({ line, product }) => ({
        priceCents: product.priceCents,
        priceTiers: product.priceTiers,
        quantity: line.quantity,
        tradeDiscountBasisPoints: pricing.tradeDiscountBasisPoints,
        quotedUnitPrice: pricing.quotedUnitPrices?.get(line.productId),
      })),
      deliveryFee,
      tax,
    );
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = wording === 'single' ? 'quantity' : 'lines';
    throw new AppError('VALIDATION_FAILED', orderMessages.totalTooLarge, { errors: [{ field, message: orderMessages.totalTooLarge }] });
  }
  return {
    lines: found.map(({ line, product }, index) => ({ ...line, productName: product.name, unitPrice: price.lines[index]!.unitPrice, lineTotal: price.lines[index]!.lineTotal })),
    price,
  };
}
