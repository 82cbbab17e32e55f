import { describe, expect, it } from 'vitest';
import { canTransition, refusalMessage, statusLabelOf } from './order-status.js';

describe('orders paid on invoice (issue 15 §5)', () => {
  it('ship unpaid like cash on delivery, and are never paid by a card payment', () => {
    expect(canTransition('pending_payment', 'shipped', 'admin', 'invoice')).toBe(true);
    expect(canTransition('pending_payment', 'shipped', 'admin', 'card')).toBe(false);
    expect(canTransition('pending_payment', 'paid', 'payment', 'invoice')).toBe(false);
    expect(refusalMessage('pending_payment', 'paid', 'payment', 'invoice')).toMatch(/on invoice/);
  });

  it('may be refused at the door like cash on delivery, but a card order that shipped may not be cancelled', () => {
    expect(canTransition('shipped', 'cancelled', 'admin', 'invoice')).toBe(true);
    expect(canTransition('shipped', 'cancelled', 'admin', 'card')).toBe(false);
  });

  it('read "On invoice" until the invoice is marked paid, then "Paid"', () => {
    expect(statusLabelOf('pending_payment', 'invoice')).toBe('On invoice');
    expect(statusLabelOf('pending_payment', 'invoice', true)).toBe('Paid');
    expect(statusLabelOf('pending_payment', 'cash_on_delivery')).toBe('Pay on delivery');
    expect(statusLabelOf('pending_payment', 'card')).toBe('Unpaid');
    expect(statusLabelOf('delivered', 'invoice', true)).toBe('Delivered');
  });
});

describe('orders picked up at the shop (issue 39 §4)', () => {
  it('read "Ready for pickup" and "Collected", never "Shipped" or "Delivered"', () => {
    expect(statusLabelOf('shipped', 'cash_on_delivery', false, 'pickup')).toBe('Ready for pickup');
    expect(statusLabelOf('delivered', 'card', true, 'pickup')).toBe('Collected');
    expect(statusLabelOf('pending_payment', 'cash_on_delivery', false, 'pickup')).toBe('Pay on delivery');
    expect(statusLabelOf('shipped', 'card', true, 'home')).toBe('Shipped');
    expect(statusLabelOf('delivered', 'card', true, 'site')).toBe('Delivered');
  });

  it('are refused in the same words: ready for pickup and collected, never shipped or delivered', () => {
    expect(refusalMessage('shipped', 'cancelled', 'customer', 'card', 'pickup')).toBe('This order is ready for pickup and cannot be cancelled now; please contact the shop');
    expect(refusalMessage('delivered', 'cancelled', 'admin', 'card', 'pickup')).toBe('This order has already been collected and cannot be cancelled');
    expect(refusalMessage('paid', 'delivered', 'admin', 'card', 'pickup')).toBe('Only orders ready for pickup can be marked as collected');
    expect(refusalMessage('delivered', 'shipped', 'admin', 'card', 'pickup')).toBe('Only paid orders can be made ready for pickup');
    expect(refusalMessage('cancelled', 'shipped', 'admin', 'card', 'pickup')).toBe('This order has been cancelled');
    // SPEC §6's message for shipping an unpaid card order stays, whatever the delivery.
    expect(refusalMessage('pending_payment', 'shipped', 'admin', 'card', 'pickup')).toBe('This order has not been paid yet');
    expect(refusalMessage('shipped', 'cancelled', 'customer', 'card', 'home')).toBe('This order has already been shipped and cannot be cancelled');
  });
});
