import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/schemas/orders.js';
import { orderMail } from './order-mail.js';

const mailing = { mailer: { send: () => Promise.resolve() }, publicUrl: 'https://shop.example', shopName: 'Volt & Bolt', currency: 'USD', locale: 'en-US' };

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'VB-TEST-1',
    customerId: 'customer-1',
    customerName: 'Sam Site',
    email: 'sam@example.com',
    phone: '+1 555 014 2290',
    deliveryAddress: 'Sam Site, 4 Crane Road, 62701 Springfield',
    status: 'pending_payment',
    lines: [
      { productId: 'a', productName: 'Site Drill', unitPrice: 12_000, quantity: 2, lineTotal: 24_000 },
      { productId: 'b', productName: 'Cable Clips', unitPrice: 225, quantity: 100, lineTotal: 22_500 },
    ],
    subtotal: 46_500,
    discountCode: null,
    discountCents: 0,
    delivery: { method: 'site', fee: 2_490, zone: 'Springfield central', slot: { day: '2026-12-01', window: '08:00-12:00' }, siteNotes: 'Gate 3, ask for Sam' },
    paymentChoice: 'cash_on_delivery',
    invoiceNumber: null,
    total: 48_990,
    tax: { name: 'VAT', rateBasisPoints: 2000, included: true, amount: 8_165 },
    paymentMethod: null,
    transactionId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paymentDueAt: null,
    invoiceTerms: null,
    ...overrides,
  };
}

/** Issue 14 §5 with §2: the emails of an order of many lines say its delivery and how it is paid. */
describe('order emails of a delivered cart', () => {
  it('lists every line, the delivery fee, the slot, the site notes, and asks for cash on delivery instead of a card payment', () => {
    const mail = orderMail(mailing, order(), 'pending_payment');
    expect(mail.text).toContain('2 × Site Drill at $120.00: $240.00');
    expect(mail.text).toContain('100 × Cable Clips at $2.25: $225.00');
    expect(mail.text).toContain('Subtotal: $465.00');
    expect(mail.text).toContain('Delivery to a building site: $24.90');
    expect(mail.text).toContain('Total: $489.90');
    expect(mail.text).toContain('Slot: Tue, Dec 1, 08:00–12:00');
    expect(mail.text).toContain('Site notes: Gate 3, ask for Sam');
    expect(mail.text).toContain('Payment: Cash on delivery');
    expect(mail.text).toContain('You pay $489.90 in cash when the order arrives');
    expect(mail.text).not.toContain('Pay for your order');
  });

  it('asks for the cash again when a cash-on-delivery order ships, and tells a pickup order it is ready at the counter', () => {
    expect(orderMail(mailing, order({ status: 'shipped' }), 'shipped').text).toContain('Please have $489.90 in cash ready for the driver.');
    const pickup = orderMail(mailing, order({ status: 'shipped', delivery: { method: 'pickup', fee: 0, zone: null, slot: null, siteNotes: null }, deliveryAddress: '1200 Foundry Street' }), 'shipped');
    expect(pickup.subject).toBe('Your order VB-TEST-1 is ready for pickup');
    expect(pickup.text).toContain('Pick up at: 1200 Foundry Street');
    expect(pickup.text).toContain('in cash ready at the counter');
    expect(pickup.text).not.toContain('Subtotal');
    const collected = orderMail(mailing, order({ status: 'delivered', delivery: { method: 'pickup', fee: 0, zone: null, slot: null, siteNotes: null } }), 'delivered');
    expect(collected.subject).toBe('You collected order VB-TEST-1');
    expect(collected.text).toContain('You collected order VB-TEST-1 at our counter.');
    expect(collected.text).not.toContain('was delivered');
  });

  it('shows the discount code and what it took off between the subtotal and the delivery fee (issue 15 §4)', () => {
    const mail = orderMail(mailing, order({ discountCode: 'Spring-10', discountCents: 4_650, total: 44_340 }), 'pending_payment');
    const rows = mail.text.split('\n').map((row) => row.trim());
    const at = (start: string) => rows.findIndex((row) => row.startsWith(start));
    expect(rows).toContain('Discount (code Spring-10): −$46.50');
    expect(at('Subtotal: $465.00')).toBeLessThan(at('Discount (code Spring-10)'));
    expect(at('Discount (code Spring-10)')).toBeLessThan(at('Delivery to a building site: $24.90'));
    expect(mail.text).toContain('Total: $443.40');
    expect(mail.html).toContain('Spring-10');
    const pickedUp = orderMail(mailing, order({ discountCode: 'FLAT5', discountCents: 500, delivery: { method: 'pickup', fee: 0, zone: null, slot: null, siteNotes: null } }), 'paid');
    expect(pickedUp.text).toContain('Subtotal: $465.00');
    expect(pickedUp.text).toContain('Discount (code FLAT5): −$5.00');
  });

  it('keeps the card order asking to pay online', () => {
    const mail = orderMail(mailing, order({ paymentChoice: 'card', delivery: { method: 'home', fee: 0, zone: null, slot: null, siteNotes: null } }), 'pending_payment');
    expect(mail.text).toContain('Pay for your order: https://shop.example/dashboard/payment/00000000-0000-4000-8000-000000000001');
    expect(mail.text).toContain('Payment: Card');
  });
});
