import { AppError, type FieldError } from '../../../shared/errors.js';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { minimumMessage, orderMessages } from '../../../shared/schemas/orders.js';
import { quoteMessages, type QuoteRequest } from '../../../shared/schemas/quotes.js';
import type { Executor } from '../../db/database.js';
import { lockProductsForOrder } from '../catalog/order-stock.service.js';

/** A line of a request as it is kept: the product's name copied as it was asked for. */
export interface RequestedLine {
  productId: string;
  productName: string;
  quantity: number;
}

/**
 * Judges the lines of a quote request against the products as they are now: each product must be
 * sold (not unknown, not archived), and each quantity one the line could be ordered in (at least
 * the product's minimum, and not so many that the order could not be taken online). Stock is not
 * judged: a quote may be asked for pieces the shop will get in. Every line that fails is named in
 * one refusal (`lines.N.productId` or `lines.N.quantity`), so the customer fixes them all at once.
 */
export async function checkRequestedLines(db: Executor, lines: QuoteRequest['lines']): Promise<RequestedLine[]> {
  const products = await lockProductsForOrder(
    db,
    lines.map((line) => line.productId),
    { lock: false },
  );
  const problems: FieldError[] = [];
  lines.forEach((line, index) => {
    const product = products.get(line.productId);
    if (!product || product.archived) {
      problems.push({ field: `lines.${index}.productId`, message: product ? `${product.name}: ${quoteMessages.productUnavailable}` : quoteMessages.productUnavailable });
      return;
    }
    const field = `lines.${index}.quantity`;
    if (line.quantity < product.minOrderQuantity) problems.push({ field, message: `${product.name}: ${minimumMessage(product.minOrderQuantity)}` });
    else if (product.priceCents * line.quantity > MAX_MINOR_UNITS) problems.push({ field, message: `${product.name}: ${orderMessages.totalTooLarge}` });
  });
  if (problems.length > 0) {
    const detail = problems.length === 1 ? problems[0]!.message : problems.map((problem) => problem.message).join(' ');
    throw new AppError('VALIDATION_FAILED', detail, { errors: problems });
  }
  return lines.map((line) => ({ productId: line.productId, productName: products.get(line.productId)!.name, quantity: line.quantity }));
}
