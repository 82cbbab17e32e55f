import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineOrder } from './order-timeline.js';

const at = (hour: number) => `2026-12-04T${String(hour).padStart(2, '0')}:00:00.000Z`;
const order = (changes: Partial<TimelineOrder> = {}): TimelineOrder => ({
  status: 'pending_payment',
  paymentChoice: 'card',
  delivery: { method: 'home' },
  createdAt: at(8),
  paidAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  ...changes,
});
const shape = (value: TimelineOrder) => orderTimeline(value).map((step) => [step.label, step.at]);

describe('the timeline of an order', () => {
  it('shows a new card order placed, with payment, delivery and arrival still to come', () => {
    expect(shape(order())).toEqual([
      ['Placed', at(8)],
      ['Paid', null],
      ['Out for delivery', null],
      ['Delivered', null],
    ]);
  });

  it('fills in each step as it happens', () => {
    expect(shape(order({ status: 'shipped', paidAt: at(9), shippedAt: at(10) }))).toEqual([
      ['Placed', at(8)],
      ['Paid', at(9)],
      ['Out for delivery', at(10)],
      ['Delivered', null],
    ]);
    expect(shape(order({ status: 'delivered', paidAt: at(9), shippedAt: at(10), deliveredAt: at(11) })).every(([, when]) => when !== null)).toBe(true);
  });

  it('pays cash on delivery when it arrives, and names pickup steps as the counter does', () => {
    expect(shape(order({ paymentChoice: 'cash_on_delivery', status: 'shipped', shippedAt: at(10) }))).toEqual([
      ['Placed', at(8)],
      ['Out for delivery', at(10)],
      ['Delivered', null],
      ['Paid on delivery', null],
    ]);
    expect(shape(order({ paymentChoice: 'cash_on_delivery', delivery: { method: 'pickup' }, status: 'delivered', shippedAt: at(10), deliveredAt: at(12), paidAt: at(12) }))).toEqual([
      ['Placed', at(8)],
      ['Ready for pickup', at(10)],
      ['Collected', at(12)],
      ['Paid at the counter', at(12)],
    ]);
  });

  it('ends a cancelled order with the cancellation, and a refund when it had been paid', () => {
    expect(shape(order({ status: 'cancelled', cancelledAt: at(9) }))).toEqual([
      ['Placed', at(8)],
      ['Cancelled', at(9)],
    ]);
    expect(shape(order({ status: 'cancelled', paidAt: at(9), cancelledAt: at(10) }))).toEqual([
      ['Placed', at(8)],
      ['Paid', at(9)],
      ['Cancelled', at(10)],
      ['Refunded', at(10)],
    ]);
    // A cash-on-delivery order refused at the door: shipped, then cancelled; never paid, nothing refunded.
    expect(shape(order({ paymentChoice: 'cash_on_delivery', status: 'cancelled', shippedAt: at(10), cancelledAt: at(14) }))).toEqual([
      ['Placed', at(8)],
      ['Out for delivery', at(10)],
      ['Cancelled', at(14)],
    ]);
  });
});
