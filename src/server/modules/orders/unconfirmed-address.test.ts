import { describe, expect, it } from 'vitest';
import { accountMessages, CONFIRMATION_MAILS_PER_HOUR } from '../../../shared/accounts.js';
import { checkoutMessages } from '../../../shared/schemas/checkout.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { checkoutTestBed } from '../../test/checkout-test-bed.js';
import { payWithTestCard } from '../../test/orders-helpers.js';
import { testDatabaseKinds } from '../../test/test-database.js';

/**
 * Issue 39, holes 1 and 4: every new account is asked to confirm its address. Until it is
 * confirmed, a cash-on-delivery order (which holds its pieces unpaid) is refused, and what the
 * shop mails to the address carries nothing whoever registered it typed: someone may have signed
 * up with another person's address and a name written to frighten them.
 */
describe.each(testDatabaseKinds())('an address nobody confirmed, on %s', (kind) => {
  const mailer = capturingMailer();
  const bed = checkoutTestBed(kind, { mailer, env: { PUBLIC_URL: 'https://shop.example' } });
  const SCAM = 'URGENT your card was charged $899 call +1-555-0100 or visit evil.test/refund';

  const confirmationLink = (email: string) => {
    const link = /https:\/\/shop\.example(\/api\/auth\/verify-email\?\S+)/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
    if (!link) throw new Error(`no confirmation link mailed to ${email}`);
    return link;
  };
  const confirm = async (user: TestUser) => {
    const opened = await bed.t.app.inject({ method: 'GET', url: confirmationLink(user.email) });
    expect(opened.headers.location).toBe('/email-verified');
  };
  const orderMails = (user: TestUser, number: string) => mailer.sent.filter((mail) => mail.to === user.email && mail.subject.includes(number));

  it('refuses cash on delivery until the address is confirmed, holding nothing; then takes it', async () => {
    const customer = await bed.unconfirmedCustomer();
    const product = await bed.product({ availableQuantity: 40, priceCents: 1_000 });
    await bed.fill(customer, [[product.id, 30]]);
    const pickup = { method: 'pickup' };
    const quote = await bed.quote(customer, pickup);
    expect(quote.cashOnDelivery).toMatchObject({ allowed: false, emailConfirmed: false });

    const refused = await bed.checkoutRequest(customer, { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery: pickup, payment: 'cash_on_delivery' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: checkoutMessages.cashNeedsConfirmedEmail, errors: [{ field: 'payment', message: checkoutMessages.cashNeedsConfirmedEmail }] });
    expect(await bed.stockOf(product.id)).toBe(40);
    const cart = await bed.t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: customer.cookie } });
    expect(cart.json().lines).toHaveLength(1);

    await confirm(customer);
    expect((await bed.quote(customer, pickup)).cashOnDelivery).toMatchObject({ allowed: true, emailConfirmed: true });
    const placed = await bed.reviewAndPlace(customer, pickup, { payment: 'cash_on_delivery' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await bed.stockOf(product.id)).toBe(10);
  });

  it("mails an unconfirmed address the shop's words only: no typed name, address or site notes, no invoice", async () => {
    const victim = `victim-${kind}@example.com`;
    const stranger = await bed.unconfirmedCustomer({ email: victim, name: SCAM });
    const { address } = await bed.zone();
    const product = await bed.product({ name: 'Wago connector 5-pack', priceCents: 1_000 });
    await bed.fill(stranger, [[product.id, 1]]);
    const order = await bed.place(stranger, { method: 'site', address: { ...address, recipient: SCAM }, slot: bed.slot(), siteNotes: SCAM });
    await bed.t.app.outbox.drain();
    const [received] = orderMails(stranger, order.number);
    expect(received?.subject).toBe(`We have your order ${order.number}`);
    expect(received?.text).toContain('Thank you. We have your order');
    expect(received?.text).toContain('1 × Wago connector 5-pack');
    for (const mail of [received?.text, received?.html]) {
      expect(mail).not.toContain('URGENT');
      expect(mail).not.toContain('evil.test');
    }
    expect(mailer.sent.filter((mail) => mail.to === victim).every((mail) => !mail.text.includes('URGENT'))).toBe(true);

    // Paid for, the payment email would carry the invoice (it prints the typed name and address): not to this address.
    expect((await payWithTestCard(bed.t.app, stranger, order.id)).statusCode).toBe(200);
    await bed.t.app.outbox.drain();
    const paid = orderMails(stranger, order.number).find((mail) => mail.subject.startsWith('Payment received'));
    expect(paid?.text).toContain('Thank you. We received your payment');
    expect(paid?.text).not.toContain('URGENT');
    expect(paid?.attachments ?? []).toHaveLength(0);
  });

  it('greets a confirmed address by name and sends it the invoice', async () => {
    const customer = await bed.unconfirmedCustomer({ name: 'Rosa Diaz' });
    await confirm(customer);
    const product = await bed.product({ priceCents: 1_000 });
    await bed.fill(customer, [[product.id, 1]]);
    const order = await bed.place(customer, { method: 'pickup' });
    expect((await payWithTestCard(bed.t.app, customer, order.id)).statusCode).toBe(200);
    await bed.t.app.outbox.drain();
    const paid = orderMails(customer, order.number).find((mail) => mail.subject.startsWith('Payment received'));
    expect(paid?.text).toContain('Thank you, Rosa Diaz.');
    expect(paid?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
  });

  it('writes no typed name in a password-reset mail to an address nobody confirmed', async () => {
    const stranger = await bed.unconfirmedCustomer({ name: SCAM });
    const asked = await bed.t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: stranger.email }, remoteAddress: '10.77.0.1' });
    expect(asked.statusCode).toBe(200);
    const mail = mailer.lastTo(stranger.email);
    expect(mail?.subject).toBe('Reset your Volt & Bolt password');
    expect(mail?.text.startsWith('Hello,\n')).toBe(true);
    expect(mail?.text).not.toContain('URGENT');
  });

  it('mails a new confirmation link on asking, a few times an hour, and not once confirmed', async () => {
    const customer = await bed.unconfirmedCustomer();
    const ask = () => bed.t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { cookie: customer.cookie } });
    const before = mailer.sent.filter((mail) => mail.to === customer.email).length;
    for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR; i += 1) {
      const sent = await ask();
      expect([sent.statusCode, sent.json().message]).toEqual([200, accountMessages.confirmationSent]);
    }
    expect(mailer.sent.filter((mail) => mail.to === customer.email)).toHaveLength(before + CONFIRMATION_MAILS_PER_HOUR);
    const tooMany = await ask();
    expect([tooMany.statusCode, tooMany.json().detail]).toEqual([429, accountMessages.tooManyConfirmations]);

    const other = await bed.unconfirmedCustomer();
    await confirm(other);
    const already = await bed.t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email', headers: { cookie: other.cookie } });
    expect([already.statusCode, already.json().detail]).toEqual([409, accountMessages.alreadyConfirmed]);
    expect((await bed.t.app.inject({ method: 'POST', url: '/api/auth/send-verification-email' })).statusCode).toBe(401);
  });
});
