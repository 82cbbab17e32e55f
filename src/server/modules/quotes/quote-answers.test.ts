import { describe, expect, it } from 'vitest';
import { FIRST_YEAR } from '../../../shared/schemas/discounts.js';
import { QUOTE_VALID_DAYS_MAX, quoteMessages as m, type Quote } from '../../../shared/schemas/quotes.js';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { expectRefused, quotesTestBed } from './quotes-test-bed.js';

const NO_SUCH_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/** Issue 15 §6: admins see the requests by status and answer each with prices valid until a day, or decline it. */
describe.each(testDatabaseKinds())('answering quotes on %s', (kind) => {
  const bed = quotesTestBed(kind);

  /** A waiting request of a new customer: a drill (2 pieces) and cable (40 m). */
  const waiting = async () => {
    const customer = await bed.customer();
    const drill = await bed.product({ priceCents: 8_999 });
    const cable = await bed.product({ priceCents: 120 });
    return { customer, quote: await bed.request(customer, [[drill.id, 2], [cable.id, 40]]) };
  };

  it('answers every line with a price until a day: the quote shows the prices, line totals and their total', async () => {
    const { customer, quote } = await waiting();
    const response = await bed.answerRequest(quote.id, {
      lines: [
        { lineNumber: 2, unitPriceCents: 95 },
        { lineNumber: 1, unitPriceCents: 7_900 },
      ],
      validUntil: bed.day(14),
      note: ' Prices for the May delivery. ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.answered);
    const answered: Quote = response.json().quote;
    expect(answered).toMatchObject({ status: 'answered', validUntil: bed.day(14), answerNote: 'Prices for the May delivery.', subtotal: 15_800 + 3_800, closedAt: null, order: null });
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.lines.map((line) => [line.unitPrice, line.lineTotal, line.currentUnitPrice])).toEqual([
      [7_900, 15_800, 8_999],
      [95, 3_800, 120],
    ]);
    expect((await bed.read(customer, quote.id)).json()).toEqual(answered);
  });

  it('takes today and the furthest day allowed as the last day', async () => {
    for (const validUntil of [bed.today(), bed.day(QUOTE_VALID_DAYS_MAX)]) {
      const { quote } = await waiting();
      expect((await bed.answer(quote, [7_900, 95], validUntil)).validUntil).toBe(validUntil);
    }
  });

  describe('refuses a bad answer with the field to fix, and changes nothing', () => {
    const both = (first: unknown, second: unknown) => [
      { lineNumber: 1, unitPriceCents: first },
      { lineNumber: 2, unitPriceCents: second },
    ];
    const cases: [string, (day: (n: number) => string) => unknown, number, { field: string; message: string }[]][] = [
      ['a line without a price', (day) => ({ lines: [{ lineNumber: 1, unitPriceCents: 7_900 }, { lineNumber: 2 }], validUntil: day(7) }), 400, [{ field: 'lines.1.unitPriceCents', message: m.priceRequired }]],
      ['a line of the request left out', (day) => ({ lines: [{ lineNumber: 1, unitPriceCents: 7_900 }], validUntil: day(7) }), 400, [{ field: 'lines', message: m.linesMismatch }]],
      ['a line the request does not have', (day) => ({ lines: [...both(7_900, 95), { lineNumber: 3, unitPriceCents: 100 }], validUntil: day(7) }), 400, [{ field: 'lines', message: m.linesMismatch }]],
      ['a line priced twice', (day) => ({ lines: [{ lineNumber: 1, unitPriceCents: 7_900 }, { lineNumber: 1, unitPriceCents: 7_800 }], validUntil: day(7) }), 400, [{ field: 'lines', message: m.linesMismatch }]],
      ['no lines', (day) => ({ lines: [], validUntil: day(7) }), 400, [{ field: 'lines', message: m.linesMismatch }]],
      ['a line without its number', (day) => ({ lines: [{ unitPriceCents: 7_900 }, { lineNumber: 2, unitPriceCents: 95 }], validUntil: day(7) }), 400, [{ field: 'lines.0.lineNumber', message: m.linesMismatch }]],
      ['price 0', (day) => ({ lines: both(0, 95), validUntil: day(7) }), 400, [{ field: 'lines.0.unitPriceCents', message: m.priceWhole }]],
      ['a price in part cents', (day) => ({ lines: both(7_900.5, 95), validUntil: day(7) }), 400, [{ field: 'lines.0.unitPriceCents', message: m.priceWhole }]],
      ['a negative price', (day) => ({ lines: both(7_900, -95), validUntil: day(7) }), 400, [{ field: 'lines.1.unitPriceCents', message: m.priceWhole }]],
      ['a price as text', (day) => ({ lines: both('79.00', 95), validUntil: day(7) }), 400, [{ field: 'lines.0.unitPriceCents', message: m.priceRequired }]],
      ['a price past what the shop handles', (day) => ({ lines: both(MAX_MINOR_UNITS + 1, 95), validUntil: day(7) }), 400, [{ field: 'lines.0.unitPriceCents', message: m.priceTooHigh }]],
      ['a line total past what the shop handles', (day) => ({ lines: both(7_900, MAX_MINOR_UNITS / 20), validUntil: day(7) }), 400, [{ field: 'lines.1.unitPriceCents', message: m.priceTooHigh }]],
      ['lines together past what the shop handles', (day) => ({ lines: both(MAX_MINOR_UNITS / 2, MAX_MINOR_UNITS / 40), validUntil: day(7) }), 400, [{ field: 'lines', message: m.priceTooHigh }]],
      ['a last day in the past', (day) => ({ lines: both(7_900, 95), validUntil: day(-1) }), 400, [{ field: 'validUntil', message: m.validUntilPast }]],
      ['a last day too far ahead', (day) => ({ lines: both(7_900, 95), validUntil: day(QUOTE_VALID_DAYS_MAX + 1) }), 400, [{ field: 'validUntil', message: m.validUntilTooFar }]],
      ['no last day', () => ({ lines: both(7_900, 95) }), 400, [{ field: 'validUntil', message: m.validUntilRequired }]],
      ['an empty last day', () => ({ lines: both(7_900, 95), validUntil: '' }), 400, [{ field: 'validUntil', message: m.validUntilRequired }]],
      ['a day written another way', () => ({ lines: both(7_900, 95), validUntil: '05/04/2026' }), 400, [{ field: 'validUntil', message: m.dayShape }]],
      ['a day that does not exist', () => ({ lines: both(7_900, 95), validUntil: '2026-02-30' }), 400, [{ field: 'validUntil', message: m.dayShape }]],
      ['a day with a time', (day) => ({ lines: both(7_900, 95), validUntil: `${day(3)}T10:00:00Z` }), 400, [{ field: 'validUntil', message: m.dayShape }]],
      ['a day of another age', () => ({ lines: both(7_900, 95), validUntil: `${FIRST_YEAR - 1}-05-04` }), 400, [{ field: 'validUntil', message: m.dayYears }]],
      ['a note too long', (day) => ({ lines: both(7_900, 95), validUntil: day(7), note: 'x'.repeat(1_001) }), 400, [{ field: 'note', message: m.noteTooLong }]],
      [
        'lines and day both wrong, named together',
        (day) => ({ lines: [{ lineNumber: 1, unitPriceCents: 7_900 }], validUntil: day(-3) }),
        400,
        [
          { field: 'lines', message: m.linesMismatch },
          { field: 'validUntil', message: m.validUntilPast },
        ],
      ],
    ];
    it.each(cases)('%s', async (_name, body, status, errors) => {
      const { quote } = await waiting();
      expectRefused(await bed.answerRequest(quote.id, body(bed.day)), status, errors);
      expect((await bed.read(bed.admin, quote.id)).json()).toEqual(quote);
      await bed.deliverMail();
      expect(bed.mailer.shopMailTo(quote.email)).toHaveLength(0);
    });
  });

  it('answers only a waiting request (409), and nothing unknown (404)', async () => {
    const answered = await waiting();
    await bed.answer(answered.quote, [7_900, 95]);
    expectRefused(await bed.answerRequest(answered.quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 1 }, { lineNumber: 2, unitPriceCents: 1 }], validUntil: bed.day(3) }), 409, undefined, m.notWaiting);
    expect((await bed.read(bed.admin, answered.quote.id)).json().lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([7_900, 95]);

    const withdrawn = await waiting();
    expect((await bed.withdraw(withdrawn.customer, withdrawn.quote.id)).statusCode).toBe(200);
    expectRefused(await bed.answerRequest(withdrawn.quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 1 }, { lineNumber: 2, unitPriceCents: 1 }], validUntil: bed.day(3) }), 409, undefined, m.withdrawnByCustomer);

    const declined = await waiting();
    expect((await bed.decline(declined.quote.id, 'Not in our range.')).statusCode).toBe(200);
    expectRefused(await bed.answerRequest(declined.quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 1 }, { lineNumber: 2, unitPriceCents: 1 }], validUntil: bed.day(3) }), 409, undefined, m.alreadyDeclined);

    for (const id of [NO_SUCH_ID, 'Q-7K2M9D']) {
      expectRefused(await bed.answerRequest(id, { lines: [{ lineNumber: 1, unitPriceCents: 1 }], validUntil: bed.day(3) }), 404, undefined, m.notFound);
      expectRefused(await bed.decline(id, 'No'), 404, undefined, m.notFound);
    }
  });

  it('declines a waiting request with a reason, once', async () => {
    const { customer, quote } = await waiting();
    expectRefused(await bed.decline(quote.id, '   '), 400, [{ field: 'reason', message: m.reasonRequired }]);
    expectRefused(await bed.decline(quote.id, undefined), 400, [{ field: 'reason', message: m.reasonRequired }]);
    expectRefused(await bed.decline(quote.id, 'x'.repeat(1_001)), 400, [{ field: 'reason', message: m.noteTooLong }]);
    expect((await bed.row(quote.id)).status).toBe('requested');
    const response = await bed.decline(quote.id, ' We cannot get 40 m of this cable before June. ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.declined);
    expect(response.json().quote).toMatchObject({ status: 'declined', answerNote: 'We cannot get 40 m of this cable before June.', subtotal: null });
    expect(response.json().quote.closedAt).not.toBeNull();
    expect((await bed.read(customer, quote.id)).json().status).toBe('declined');
    expectRefused(await bed.decline(quote.id, 'Again'), 409, undefined, m.alreadyDeclined);
    expectRefused(await bed.answerRequest(quote.id, { lines: [{ lineNumber: 1, unitPriceCents: 1 }, { lineNumber: 2, unitPriceCents: 1 }], validUntil: bed.day(3) }), 409, undefined, m.alreadyDeclined);
  });

  it('lists quotes by status: waiting requests oldest first, expired ones apart from those still valid', async () => {
    const first = await waiting();
    const second = await waiting();
    const third = await waiting();
    const valid = await waiting();
    await bed.answer(valid.quote, [7_900, 95], bed.today());
    const expired = await waiting();
    await bed.answer(expired.quote, [7_900, 95]);
    await bed.setValidUntil(expired.quote.id, bed.day(-1));
    const ids = async (query: string) => {
      const response = await bed.call(bed.admin, 'GET', `/api/admin/quotes${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Quote[] }>().items.map((quote) => quote.id);
    };
    const requested = await ids('?status=requested&pageSize=100');
    const mine = [first, second, third].map(({ quote }) => quote.id);
    expect(requested.filter((id) => mine.includes(id))).toEqual(mine);
    expect(requested).not.toContain(valid.quote.id);
    const answered = await ids('?status=answered&pageSize=100');
    expect(answered).toContain(valid.quote.id);
    expect(answered).not.toContain(expired.quote.id);
    const expiredIds = await ids('?status=expired&pageSize=100');
    expect(expiredIds).toContain(expired.quote.id);
    expect(expiredIds).not.toContain(valid.quote.id);
    expect((await bed.read(bed.admin, expired.quote.id)).json().status).toBe('expired');
    // Without a status: every quote, newest first.
    const all = await ids('?pageSize=100');
    expect(all.indexOf(expired.quote.id)).toBeLessThan(all.indexOf(first.quote.id));
    const paged = (await bed.call(bed.admin, 'GET', '/api/admin/quotes?status=requested&pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, totalPages: paged.total });
    expect(paged.items.map((quote: Quote) => quote.id)).toEqual([requested[1]]);
    expectRefused(await bed.call(bed.admin, 'GET', '/api/admin/quotes?status=lost'), 400);
  });
});
