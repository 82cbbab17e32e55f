import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/test-database.js';
import { quoteDayText } from './quote-days.js';
import { quoteMailTaskHandlers, quoteRequestedMail } from './quote-mail.js';
import { QUOTE_ANSWERED_EMAIL_TASK, QUOTE_REQUESTED_EMAIL_TASK, quoteEmailTask } from './quote-tasks.js';
import { OWNER_EMAIL, quotesTestBed } from './quotes-test-bed.js';

/** Issue 15 §6: the admins hear of each request; the customer of the answer (prices, last day) or the refusal (reason). By the outbox, once. */
describe.each(testDatabaseKinds())('quote emails on %s', (kind) => {
  const bed = quotesTestBed(kind);
  const mailsAbout = (number: string) => bed.mailer.sent.filter((mail) => mail.subject.includes(number));

  it('tells the admins and owners of a request: who asks, for what, the note, where to answer', async () => {
    const customer = await bed.customer('Rosa Diaz');
    const drill = await bed.product({ name: 'Hammer drill 800 W' });
    const cable = await bed.product({ name: 'Cable 3 x 2.5 mm²' });
    const quote = await bed.request(
      customer,
      [
        [drill.id, 1],
        [cable.id, 40],
      ],
      '<b>Site</b> opens at 7 & closes at 5',
    );
    await bed.deliverMail();
    await bed.deliverMail();
    const mails = mailsAbout(quote.number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe([bed.admin.email, OWNER_EMAIL].map((email) => email.toLowerCase()).sort().join(', '));
    expect(mail?.subject).toBe(`Quote request ${quote.number} from Rosa Diaz`);
    expect(mail?.text).toContain(`Rosa Diaz (${customer.email}) asks for prices on 2 lines.`);
    expect(mail?.text).toContain('Hammer drill 800 W: 1 pc');
    expect(mail?.text).toContain('Cable 3 x 2.5 mm²: 40 pcs');
    expect(mail?.text).toContain('Their note: <b>Site</b> opens at 7 & closes at 5');
    expect(mail?.text).toContain('Answer the quote request: https://shop.example/dashboard/manage-quotes');
    expect(mail?.html).toContain('&lt;b&gt;Site&lt;/b&gt; opens at 7 &amp; closes at 5');
    expect(mail?.html).not.toContain('<b>Site</b>');
    expect(mail?.messageId).toBe(`<quote.${quote.id}.requested@shop.example>`);
  });

  it('keeps a name with line breaks or other control characters on one line of the subject', async () => {
    const customer = await bed.customer();
    const quote = await bed.request(customer, [[(await bed.product()).id, 1]]);
    const mailing = { mailer: bed.mailer, shopName: 'Volt & Bolt', publicUrl: 'https://shop.example', currency: 'USD', locale: 'en-US', timeZone: bed.t.shop.timeZone, ownerEmails: [OWNER_EMAIL] };
    const mail = quoteRequestedMail(mailing, { ...quote, customerName: 'Rosa\r\nBcc: all@example.com\u0007\tDiaz\u2028' }, OWNER_EMAIL);
    expect(mail.subject).toBe(`Quote request ${quote.number} from Rosa Bcc: all@example.com Diaz`);
    expect(quoteRequestedMail(mailing, { ...quote, customerName: '\r\n' }, OWNER_EMAIL).subject).toBe(`Quote request ${quote.number} from ${customer.email}`);
  });

  it('does not tell the admins of a request withdrawn before its email goes, nor the customer of prices withdrawn', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const quote = await bed.request(customer, [[product.id, 2]]);
    await bed.answer(quote, [1_500]);
    expect((await bed.withdraw(customer, quote.id)).statusCode).toBe(200);
    await bed.deliverMail();
    bed.mailer.sent.length = 0;
    // The emails' tasks, carried out (again) after the withdrawal: a retry after a failed sending would be.
    const handlers = quoteMailTaskHandlers(bed.t.database.db, { mailer: bed.mailer, shopName: 'Volt & Bolt', publicUrl: 'https://shop.example', currency: 'USD', locale: 'en-US', timeZone: bed.t.shop.timeZone, ownerEmails: [OWNER_EMAIL] });
    for (const kind of [QUOTE_REQUESTED_EMAIL_TASK, QUOTE_ANSWERED_EMAIL_TASK] as const) await handlers[kind]!({ ...quoteEmailTask(kind, quote.id), id: 'retried', attempts: 2 });
    expect(bed.mailer.sent).toEqual([]);
  });

  it('sends the customer the prices: each line, the total, the last day, the link to the quote', async () => {
    const customer = await bed.customer('Rosa Diaz');
    const drill = await bed.product({ name: 'Hammer drill 800 W', priceCents: 8_999 });
    const cable = await bed.product({ name: 'Cable 3 x 2.5 mm²', priceCents: 120 });
    const quote = await bed.request(customer, [
      [drill.id, 2],
      [cable.id, 40],
    ]);
    await bed.deliverMail();
    bed.mailer.sent.length = 0;
    const validUntil = bed.day(10);
    await bed.answer(quote, [7_900, 95], validUntil, 'Delivered with your May order.');
    await bed.deliverMail();
    await bed.deliverMail();
    const mails = mailsAbout(quote.number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const until = quoteDayText(validUntil, 'en-US');
    expect(until).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(mail?.to).toBe(customer.email);
    expect(mail?.subject).toBe(`Your prices for quote ${quote.number}, valid until ${until}`);
    expect(mail?.text).toContain(`Hello Rosa Diaz, here are our prices for your quote request ${quote.number}. They are valid until ${until}.`);
    expect(mail?.text).toContain('2 × Hammer drill 800 W at $79.00: $158.00');
    expect(mail?.text).toContain('40 × Cable 3 x 2.5 mm² at $0.95: $38.00');
    expect(mail?.text).toContain('Total: $196.00');
    expect(mail?.text).toContain('Our note: Delivered with your May order.');
    expect(mail?.text).toContain(`See your quote and order it: https://shop.example/dashboard/quotes/${quote.id}`);
    expect(mail?.messageId).toBe(`<quote.${quote.id}.answered@shop.example>`);
  });

  it('sends the customer the reason a request was declined', async () => {
    const customer = await bed.customer('Rosa Diaz');
    const product = await bed.product();
    const quote = await bed.request(customer, [[product.id, 2]]);
    await bed.deliverMail();
    bed.mailer.sent.length = 0;
    expect((await bed.decline(quote.id, 'We no longer stock <this> cable & its drums.')).statusCode).toBe(200);
    await bed.deliverMail();
    const mails = mailsAbout(quote.number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(customer.email);
    expect(mail?.subject).toBe(`Your quote request ${quote.number} was declined`);
    expect(mail?.text).toContain('Our reason: We no longer stock <this> cable & its drums.');
    expect(mail?.html).toContain('We no longer stock &lt;this&gt; cable &amp; its drums.');
    expect(mail?.text).toContain(`https://shop.example/dashboard/quotes/${quote.id}`);
  });

  it("greets an address nobody confirmed without the typed name, in the answer and the refusal", async () => {
    const stranger = await bed.unconfirmedCustomer('URGENT call +1-555-0100');
    const product = await bed.product();
    const answered = await bed.request(stranger, [[product.id, 2]]);
    const declined = await bed.request(stranger, [[product.id, 3]]);
    await bed.deliverMail();
    await bed.answer(answered, [900], bed.day(10), '');
    expect((await bed.decline(declined.id, 'Not stocked any more.')).statusCode).toBe(200);
    await bed.deliverMail();
    await bed.deliverMail();
    const [price] = mailsAbout(answered.number).filter((mail) => mail.to === stranger.email);
    const [refusal] = mailsAbout(declined.number).filter((mail) => mail.to === stranger.email);
    expect(price?.text).toContain(`Hello, here are our prices for your quote request ${answered.number}.`);
    expect(refusal?.text).toContain(`Hello, we are sorry: we cannot give prices for your quote request ${declined.number}.`);
    for (const mail of [price, refusal]) expect(mail?.text).not.toContain('URGENT');
  });

  it('sends nothing for a refused request or answer', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    expect((await bed.ask(customer, { lines: [{ productId: product.id, quantity: 0 }] })).statusCode).toBe(400);
    const quote = await bed.request(customer, [[product.id, 2]]);
    await bed.deliverMail();
    bed.mailer.sent.length = 0;
    expect((await bed.answerRequest(quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 100 }], validUntil: bed.day(-1) })).statusCode).toBe(400);
    await bed.deliverMail();
    expect(bed.mailer.sent).toEqual([]);
  });
});
