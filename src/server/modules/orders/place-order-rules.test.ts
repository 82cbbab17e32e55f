import { describe, expectTypeOf, it } from 'vitest';
import type { OrderRequest } from './place-order.js';

/**
 * An order on invoice is issued its invoice when placed, numbered in the shop's year: the shop's
 * time zone comes with the invoice's terms, never a silent UTC (checked by the type checker).
 */
describe('placing an order on invoice', () => {
  it('needs the shop’s time zone with the invoice’s terms', () => {
    expectTypeOf<NonNullable<OrderRequest['invoice']>['timeZone']>().toEqualTypeOf<string>();
  });
});
