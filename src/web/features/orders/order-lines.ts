import { generatePath } from 'react-router';
import { paths } from '../../../shared/routes';
import type { Order } from '../../../shared/schemas/orders';

/** What was ordered, by name: "Digital Multimeter DM-600", "Drill, Cable", or "Drill, Cable and 3 more" for longer orders. */
export function itemsOf(order: Order): string {
  const names = order.lines.map((line) => line.productName);
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** How many pieces the order holds in all. */
export function quantityOf(order: Order): number {
  return order.lines.reduce((total, line) => total + line.quantity, 0);
}

/** /dashboard/payment/{id}: where the customer pays for the order. */
export function paymentPathOf(order: Pick<Order, 'id'>): string {
  return generatePath(paths.payment, { id: order.id });
}
