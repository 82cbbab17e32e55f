import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../../shared/money.js';
import { REFUSAL_REASON_MAX, tradeMessages as m, type TradeAccountAdmin } from '../../../shared/schemas/trade.js';
import type { TestUser } from '../../test/accounts-helpers.js';
import { capturingMailer } from '../../test/capturing-mailer.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { sendTradeDecisionEmail } from './trade-mail.js';
import { PUBLIC_URL, tradeTestBed } from './trade-test-bed.js';

const UNKNOWN_ID = '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11';

/** Issue 15 §5: admins approve (tier, terms, credit limit) or refuse (a reason) an application; both are emailed. */
describe.each(testDatabaseKinds())('answering trade applications on %s', (kind) => {
  const bed = tradeTestBed(kind);

  /** A customer whose application waits for an answer. */
  const applicant = async (overrides: Record<string, unknown> = {}): Promise<TestUser> => {
    const customer = await bed.customer();
    await bed.applied(customer, overrides);
    return customer;
  };

  it('leaves every admin route to admins: customers get 403, visitors 401', async () => {
    const customer = await applicant();
    const tier = await bed.tier();
    const calls = (user: TestUser | null) => [
      bed.list('', user),
      bed.approve(customer.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 1_000 }, user),
      bed.refuse(customer.id, { reason: 'A reason long enough to send.' }, user),
      bed.patch(customer.id, { paymentTermsDays: 30 }, user),
      bed.tiers(user),
      bed.createTier({ name: 'Sneaky', discountBasisPoints: 5_000 }, user),
      bed.patchTier(tier.id, { discountBasisPoints: 5_000 }, user),
      bed.deleteTier(tier.id, user),
    ];
    for (const response of await Promise.all(calls(customer))) expect(response.statusCode, response.body).toBe(403);
    for (const response of await Promise.all(calls(null))) expect(response.statusCode, response.body).toBe(401);
    expect(await bed.row(customer.id)).toMatchObject({ status: 'applied', tierId: null });
    expect((await bed.tiers()).json().items).toContainEqual({ ...tier, discountBasisPoints: 1_000 });
  });

  it('approves with a tier, payment terms and a credit limit, records who decided, and emails the customer', async () => {
    const customer = await applicant({ companyName: 'Approved Wiring Ltd' });
    const tier = await bed.tier(1_250, 'Approval Tier');
    const response = await bed.approve(customer.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 250_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.approved,
      account: { userId: customer.id, email: customer.email, status: 'approved', tierId: tier.id, tier: { name: 'Approval Tier', discountBasisPoints: 1_250 }, paymentTermsDays: 30, creditLimit: 250_000, decidedAt: expect.any(String) },
    });
    expect(await bed.row(customer.id)).toMatchObject({ status: 'approved', decidedBy: bed.admin.id });
    expect(await bed.myAccount(customer)).toMatchObject({ status: 'approved', tier: { name: 'Approval Tier', discountBasisPoints: 1_250 }, paymentTermsDays: 30, creditLimit: 250_000 });
    expect(await bed.emailTasksOf(customer.id)).toHaveLength(1);

    await bed.deliver();
    const [mail, ...more] = bed.mailsTo(customer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/trade account .* is approved/);
    expect(mail?.text).toContain('Approved Wiring Ltd now has a trade account');
    expect(mail?.text).toContain('Price tier: Approval Tier (12.5 % off list prices)');
    expect(mail?.text).toContain('Payment terms: On invoice, 30 days');
    expect(mail?.text).toMatch(/Credit limit: \$2,500\.00/);
    expect(mail?.text).toContain(`${PUBLIC_URL}/allProduct`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/trade-account`);
    // Sent once: draining again sends nothing more.
    await bed.deliver();
    expect(bed.mailsTo(customer.email)).toHaveLength(1);
  });

  it('says in the approval email that an account without payment terms pays as before', async () => {
    const customer = await applicant();
    const tier = await bed.tier(1_500);
    await bed.approved(customer.id, { tierId: tier.id, paymentTermsDays: 0, creditLimitCents: 0 });
    await bed.deliver();
    const mail = bed.mailsTo(customer.email)[0];
    expect(mail?.text).toContain('Payment: By card or cash on delivery');
    expect(mail?.text).not.toContain('Credit limit');
  });

  const badTerms: [string, Record<string, unknown>, string, string][] = [
    ['no tier', { tierId: undefined }, 'tierId', m.tierRequired],
    ['an empty tier', { tierId: '' }, 'tierId', m.tierRequired],
    ['a tier that does not exist', { tierId: UNKNOWN_ID }, 'tierId', m.tierUnknown],
    ['a tier id that is no id', { tierId: "1' OR '1'='1" }, 'tierId', m.tierUnknown],
    ['no payment terms', { paymentTermsDays: undefined }, 'paymentTermsDays', m.termsRange],
    ['negative payment terms', { paymentTermsDays: -1 }, 'paymentTermsDays', m.termsRange],
    ['payment terms too long', { paymentTermsDays: 121 }, 'paymentTermsDays', m.termsRange],
    ['payment terms the form does not offer', { paymentTermsDays: 21 }, 'paymentTermsDays', 'Payment terms must be one of 0, 14, 30, 45, 60 or 90 days'],
    ['payment terms in part days', { paymentTermsDays: 30.5 }, 'paymentTermsDays', m.termsRange],
    ['payment terms as text', { paymentTermsDays: '30' }, 'paymentTermsDays', m.termsRange],
    ['no credit limit', { creditLimitCents: undefined }, 'creditLimitCents', m.creditLimitRange],
    ['a negative credit limit', { creditLimitCents: -100 }, 'creditLimitCents', m.creditLimitRange],
    ['a credit limit in part cents', { creditLimitCents: 10.5 }, 'creditLimitCents', m.creditLimitRange],
    ['a credit limit too high', { creditLimitCents: MAX_MINOR_UNITS + 1 }, 'creditLimitCents', m.creditLimitTooHigh],
  ];

  it.each(badTerms)('refuses an approval with %s, leaving the application waiting and unmailed', async (_, change, field, message) => {
    const customer = await applicant();
    const tier = await bed.tier();
    const response = await bed.approve(customer.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 50_000, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await bed.row(customer.id)).toMatchObject({ status: 'applied', tierId: null, decidedAt: null, decidedBy: null });
    expect(await bed.emailTasksOf(customer.id)).toEqual([]);
  });

  it('answers 404 for a customer without an application, and 409 for one already answered', async () => {
    const tier = await bed.tier();
    const terms = { tierId: tier.id, paymentTermsDays: 14, creditLimitCents: 0 };
    const stranger = await bed.customer();
    for (const response of [await bed.approve(stranger.id, terms), await bed.refuse(stranger.id, { reason: 'No application to refuse here.' }), await bed.approve('no-such-user', terms)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(m.notFound);
    }

    const approvedOne = await applicant();
    await bed.approved(approvedOne.id, terms);
    const refusedOne = await applicant();
    expect((await bed.refuse(refusedOne.id, { reason: 'We could not check the company.' })).statusCode).toBe(200);
    for (const user of [approvedOne, refusedOne]) {
      const before = await bed.row(user.id);
      for (const response of [await bed.approve(user.id, terms), await bed.refuse(user.id, { reason: 'Answering a second time, late.' })]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe(m.notWaiting);
      }
      expect(await bed.row(user.id)).toEqual(before);
      expect(await bed.emailTasksOf(user.id)).toHaveLength(1);
    }
  });

  const badReasons: [string, unknown, string][] = [
    ['no reason', undefined, m.reasonRequired],
    ['an empty reason', '   ', m.reasonRequired],
    ['a reason too short to explain', 'No.', m.reasonTooShort],
    ['a reason too long', 'x'.repeat(REFUSAL_REASON_MAX + 1), m.reasonTooLong],
    ['a reason that is not text', 12345678901, m.reasonRequired],
  ];

  it.each(badReasons)('refuses a refusal with %s', async (_, reason, message) => {
    const customer = await applicant();
    const response = await bed.refuse(customer.id, { reason });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field: 'reason', message });
    expect(await bed.row(customer.id)).toMatchObject({ status: 'applied', refusalReason: null });
    expect(await bed.emailTasksOf(customer.id)).toEqual([]);
  });

  it('refuses with a reason and emails it, with the way to apply again; HTML in it stays text', async () => {
    const customer = await applicant({ companyName: '<b>Bold</b> Builders' });
    const reason = 'We could not find <script>this VAT number</script> in the register.';
    const response = await bed.refuse(customer.id, { reason: `  ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: m.refused, account: { status: 'refused', refusalReason: reason, tier: null, decidedAt: expect.any(String) } });
    expect(await bed.row(customer.id)).toMatchObject({ status: 'refused', refusalReason: reason, decidedBy: bed.admin.id });

    await bed.deliver();
    const [mail, ...more] = bed.mailsTo(customer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('trade account application');
    expect(mail?.text).toContain('<b>Bold</b> Builders');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('apply again');
    expect(mail?.text).toContain(`Apply again: ${PUBLIC_URL}/dashboard/trade-account`);
    expect(mail?.html).toContain('We could not find &lt;script&gt;this VAT number&lt;/script&gt; in the register.');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Bold</b>');
  });

  it('names neither the applicant nor the company to an address nobody confirmed', async () => {
    const stranger = await bed.unconfirmedCustomer();
    await bed.applied(stranger, { companyName: 'URGENT call +1-555-0100 Ltd' });
    expect((await bed.refuse(stranger.id, { reason: 'The address is not complete.' })).statusCode).toBe(200);
    await bed.deliver();
    const [mail] = bed.mailsTo(stranger.email);
    expect(mail?.text).toContain('Thank you for applying for a trade account for your company.');
    expect(mail?.text).not.toContain('URGENT');
  });

  it('does not send a refusal late (a task run again) to a customer who has applied again since', async () => {
    const customer = await applicant();
    expect((await bed.refuse(customer.id, { reason: 'The address is not complete.' })).statusCode).toBe(200);
    const [task] = await bed.emailTasksOf(customer.id);
    const payload = task?.payload as Record<string, unknown>;
    const mailer = capturingMailer();
    const mailing = { mailer, publicUrl: PUBLIC_URL, shopName: 'The shop', currency: 'USD', locale: 'en-US' };
    expect(await sendTradeDecisionEmail(bed.t.database.db, mailing, payload)).toBe(true);
    await bed.applied(customer, { companyAddress: '1 Complete Street\n62701 Springfield' });
    expect(await sendTradeDecisionEmail(bed.t.database.db, mailing, payload)).toBe(false);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([customer.email]);
  });

  it('changes an approved account’s tier, terms or credit limit, and only the fields given', async () => {
    const customer = await applicant();
    const first = await bed.tier(1_000);
    const second = await bed.tier(2_000);
    await bed.approved(customer.id, { tierId: first.id, paymentTermsDays: 30, creditLimitCents: 100_000 });
    const patched = await bed.patch(customer.id, { creditLimitCents: 150_000 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ message: m.saved, account: { tierId: first.id, paymentTermsDays: 30, creditLimit: 150_000 } });
    const moved = (await bed.patch(customer.id, { tierId: second.id, paymentTermsDays: 60 })).json<{ account: TradeAccountAdmin }>().account;
    expect(moved).toMatchObject({ tierId: second.id, tier: { discountBasisPoints: 2_000 }, paymentTermsDays: 60, creditLimit: 150_000 });
    // Changing terms sends no email of its own.
    expect(await bed.emailTasksOf(customer.id)).toHaveLength(1);
  });

  it('refuses changes to accounts not approved, and bad terms, changing nothing', async () => {
    const waiting = await applicant();
    const tier = await bed.tier();
    const notApproved = await bed.patch(waiting.id, { paymentTermsDays: 30 });
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().detail).toBe(m.notApproved);
    expect((await bed.patch((await bed.customer()).id, { paymentTermsDays: 30 })).statusCode).toBe(404);

    const customer = await applicant();
    await bed.approved(customer.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 10_000 });
    const before = await bed.row(customer.id);
    const bad: [Record<string, unknown>, string, string][] = [
      [{}, 'body', m.nothingToChange],
      [{ tierId: UNKNOWN_ID }, 'tierId', m.tierUnknown],
      [{ tierId: 'not-a-tier' }, 'tierId', m.tierUnknown],
      [{ paymentTermsDays: 200 }, 'paymentTermsDays', m.termsRange],
      [{ paymentTermsDays: 120 }, 'paymentTermsDays', m.termsRange],
      [{ creditLimitCents: -1 }, 'creditLimitCents', m.creditLimitRange],
      [{ tierId: tier.id, creditLimitCents: 1.5 }, 'creditLimitCents', m.creditLimitRange],
    ];
    for (const [payload, field, message] of bad) {
      const response = await bed.patch(customer.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(await bed.row(customer.id)).toEqual(before);
  });

  it('lists accounts by status with the customer’s name and email, waiting ones oldest first, a page at a time', async () => {
    const waiting = [await applicant({ companyName: 'Queue One Ltd' }), await applicant({ companyName: 'Queue Two Ltd' }), await applicant({ companyName: 'Queue Three Ltd' })];
    const response = await bed.list('?status=applied&pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ items: TradeAccountAdmin[]; total: number }>();
    expect(page.items.every((item) => item.status === 'applied')).toBe(true);
    const ours = page.items.filter((item) => waiting.some((user) => user.id === item.userId));
    expect(ours.map((item) => item.companyName)).toEqual(['Queue One Ltd', 'Queue Two Ltd', 'Queue Three Ltd']);
    expect(ours[0]).toMatchObject({ email: waiting[0]?.email, customerName: expect.stringMatching(/^User \d+$/), tierId: null });

    const tier = await bed.tier();
    await bed.approved(waiting[1]!.id, { tierId: tier.id });
    const approved = (await bed.list('?status=approved&pageSize=100')).json<{ items: TradeAccountAdmin[] }>().items;
    expect(approved.every((item) => item.status === 'approved')).toBe(true);
    expect(approved.map((item) => item.userId)).toContain(waiting[1]!.id);

    const all = (await bed.list('?pageSize=100')).json<{ items: TradeAccountAdmin[]; total: number }>();
    const firstPage = (await bed.list('?pageSize=2&page=1')).json<{ items: TradeAccountAdmin[]; total: number; totalPages: number }>();
    const secondPage = (await bed.list('?pageSize=2&page=2')).json<{ items: TradeAccountAdmin[] }>();
    expect(firstPage.total).toBe(all.total);
    expect(firstPage.totalPages).toBe(Math.ceil(all.total / 2));
    expect([...firstPage.items, ...secondPage.items].map((item) => item.userId)).toEqual(all.items.slice(0, 4).map((item) => item.userId));
    // Waiting applications come before decided ones.
    const statuses = all.items.map((item) => item.status);
    expect(statuses.lastIndexOf('applied')).toBeLessThan(statuses.findIndex((status) => status !== 'applied'));

    for (const query of ['?status=closed', '?page=0', '?pageSize=1000']) expect((await bed.list(query)).statusCode, query).toBe(400);
  });
});
