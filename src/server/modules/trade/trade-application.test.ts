import { describe, expect, it } from 'vitest';
import { COMPANY_ADDRESS_MAX, COMPANY_NAME_MAX, tradeMessages as m } from '../../../shared/schemas/trade.js';
import { orders } from '../orders/orders.tables.js';
import { taxNumberShapeMessage } from '../../../shared/shop-locale.js';
import { demoShop } from '../../test/demo-shop.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { companyApplication, tradeTestBed } from './trade-test-bed.js';

/** Issue 15 §5: a customer applies for a trade account with the company's name, address and tax number (the demo shop's: an EIN). */
const taxNumberRequired = `${demoShop.taxNumber.name} is required`;
const taxNumberShape = taxNumberShapeMessage(demoShop.taxNumber);

describe.each(testDatabaseKinds())('applying for a trade account on %s', (kind) => {
  const bed = tradeTestBed(kind);

  it('stores the application, waiting for an answer, with the tax number as the shop keeps it', async () => {
    const customer = await bed.customer();
    expect(await bed.myAccount(customer)).toBeNull();
    const response = await bed.applyFor(customer, { companyName: '  Volt & Sons Ltd ', companyAddress: '12 Foundry Street\n62701 Springfield', vatNumber: ' 12-345.6789 ' });
    expect(response.statusCode, response.body).toBe(201);
    const { message, account } = response.json();
    expect(message).toBe(m.applied);
    expect(account).toEqual({
      status: 'applied',
      companyName: 'Volt & Sons Ltd',
      companyAddress: '12 Foundry Street\n62701 Springfield',
      vatNumber: '123456789',
      tier: null,
      paymentTermsDays: 0,
      creditLimit: 0,
      creditUsed: 0,
      refusalReason: null,
      appliedAt: expect.any(String),
      decidedAt: null,
    });
    expect(await bed.myAccount(customer)).toEqual(account);
  });

  it('asks visitors to sign in', async () => {
    expect((await bed.applyFor(undefined, companyApplication())).statusCode).toBe(401);
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/trade/account' })).statusCode).toBe(401);
  });

  it('refuses admins: they run the shop and have no trade account', async () => {
    const response = await bed.applyFor(bed.admin, companyApplication());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: m.onlyCustomers });
    expect(await bed.row(bed.admin.id)).toBeUndefined();
  });

  const tooLong = (length: number) => 'x'.repeat(length + 1);
  const badApplications: [string, Record<string, unknown>, string, string][] = [
    ['no company name', { companyName: undefined }, 'companyName', m.companyNameRequired],
    ['an empty company name', { companyName: '' }, 'companyName', m.companyNameRequired],
    ['a company name of spaces', { companyName: '   ' }, 'companyName', m.companyNameRequired],
    ['a company name that is a number', { companyName: 42 }, 'companyName', m.companyNameRequired],
    ['a company name too long', { companyName: tooLong(COMPANY_NAME_MAX) }, 'companyName', m.companyNameTooLong],
    ['no address', { companyAddress: undefined }, 'companyAddress', m.companyAddressRequired],
    ['an empty address', { companyAddress: ' \n ' }, 'companyAddress', m.companyAddressRequired],
    ['an address too long', { companyAddress: tooLong(COMPANY_ADDRESS_MAX) }, 'companyAddress', m.companyAddressTooLong],
    ['no tax number', { vatNumber: undefined }, 'vatNumber', taxNumberRequired],
    ['an empty tax number', { vatNumber: '' }, 'vatNumber', taxNumberRequired],
    ['a tax number of dashes', { vatNumber: ' - . ' }, 'vatNumber', taxNumberRequired],
    ['a tax number that is a number', { vatNumber: 123456789 }, 'vatNumber', taxNumberRequired],
    ['a tax number of another country', { vatNumber: 'DE123456789' }, 'vatNumber', taxNumberShape],
    ['a tax number too short', { vatNumber: '12-345678' }, 'vatNumber', taxNumberShape],
    ['a tax number too long', { vatNumber: '12-34567890' }, 'vatNumber', taxNumberShape],
    ['a tax number with other signs', { vatNumber: '12-3456$89' }, 'vatNumber', taxNumberShape],
    ['a tax number with SQL', { vatNumber: "12' OR 1=1--" }, 'vatNumber', taxNumberShape],
    ['a tax number of pages of text', { vatNumber: `12${'1 '.repeat(5_000)}` }, 'vatNumber', taxNumberShape],
  ];

  it.each(badApplications)('refuses %s with a message on its field, storing nothing', async (_, change, field, message) => {
    const customer = await bed.customer();
    const response = await bed.applyFor(customer, { ...companyApplication(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await bed.row(customer.id)).toBeUndefined();
  });

  it('refuses an empty body with a message for each field', async () => {
    const customer = await bed.customer();
    const response = await bed.applyFor(customer, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'companyName', message: m.companyNameRequired },
        { field: 'companyAddress', message: m.companyAddressRequired },
        { field: 'vatNumber', message: taxNumberRequired },
      ]),
    );
  });

  it('keeps SQL and HTML typed into the fields as the text they are', async () => {
    const customer = await bed.customer();
    const companyName = `<script>alert("x")</script> Ltd'; DROP TABLE trade_accounts;--`;
    const companyAddress = `<img src=x onerror=alert(1)>\n1' OR '1'='1`;
    const response = await bed.applyFor(customer, { companyName, companyAddress, vatNumber: '98-7654321' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ companyName, companyAddress, vatNumber: '987654321' });
    expect(await bed.row(customer.id)).toMatchObject({ companyName, companyAddress });
    const listed = (await bed.list('?status=applied&pageSize=100')).json().items.find((item: { userId: string }) => item.userId === customer.id);
    expect(listed).toMatchObject({ companyName, companyAddress });
  });

  it('refuses a second application while the first waits, and once approved', async () => {
    const customer = await bed.customer();
    const first = await bed.applied(customer, { companyName: 'First Details Ltd' });
    const again = await bed.applyFor(customer, companyApplication({ companyName: 'Second Details Ltd' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', detail: m.alreadyApplied });
    expect(await bed.myAccount(customer)).toEqual(first);

    const tier = await bed.tier();
    await bed.approved(customer.id, { tierId: tier.id });
    const approvedAgain = await bed.applyFor(customer, companyApplication());
    expect(approvedAgain.statusCode).toBe(409);
    expect(approvedAgain.json().detail).toBe(m.alreadyApproved);
    expect(await bed.myAccount(customer)).toMatchObject({ status: 'approved', companyName: 'First Details Ltd' });
  });

  it('takes one of two applications sent at the same moment', async () => {
    const customer = await bed.customer();
    const answers = await Promise.all([bed.applyFor(customer, companyApplication({ companyName: 'Racing A Ltd' })), bed.applyFor(customer, companyApplication({ companyName: 'Racing B Ltd' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const kept = answers.find((answer) => answer.statusCode === 201)?.json().account.companyName;
    expect((await bed.row(customer.id))?.companyName).toBe(kept);
  });

  it('lets a refused customer apply again with new details: waiting again, the reason forgotten', async () => {
    const customer = await bed.customer();
    await bed.applied(customer, { companyName: 'Old Name Ltd', vatNumber: '11-1111111' });
    expect((await bed.refuse(customer.id, { reason: 'The EIN does not match the company.' })).statusCode).toBe(200);
    expect(await bed.myAccount(customer)).toMatchObject({ status: 'refused', refusalReason: 'The EIN does not match the company.', decidedAt: expect.any(String) });

    const response = await bed.applyFor(customer, { companyName: 'New Name Inc', companyAddress: '1 Main Street\n62701 Springfield', vatNumber: '22-2222222' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ status: 'applied', companyName: 'New Name Inc', companyAddress: '1 Main Street\n62701 Springfield', vatNumber: '222222222', refusalReason: null, decidedAt: null, tier: null });
    expect(await bed.row(customer.id)).toMatchObject({ status: 'applied', refusalReason: null, decidedAt: null, decidedBy: null, tierId: null });
    // Waiting again: a second application is refused, and an admin can answer it.
    expect((await bed.applyFor(customer, companyApplication())).statusCode).toBe(409);
    const tier = await bed.tier();
    expect((await bed.approved(customer.id, { tierId: tier.id })).status).toBe('approved');
  });

  it('counts the totals of open orders on invoice as the credit used, not paid, cancelled or card ones', async () => {
    const customer = await bed.customer();
    await bed.applied(customer);
    const tier = await bed.tier();
    await bed.approved(customer.id, { tierId: tier.id, paymentTermsDays: 30, creditLimitCents: 100_000 });
    const order = (number: string, totalCents: number, extra: Partial<typeof orders.$inferInsert>) => ({
      number: `${number}-${customer.id.slice(0, 8)}`,
      userId: customer.id,
      customerName: 'Trade Customer',
      email: customer.email,
      phone: '+1 555 010 0000',
      deliveryAddress: 'Counter',
      status: 'shipped',
      subtotalCents: totalCents,
      totalCents,
      paymentChoice: 'invoice',
      paymentTermsDays: 30,
      invoiceDueOn: '2030-01-31',
      ...extra,
    });
    await bed.t.database.db.insert(orders).values([
      order('OPEN-1', 12_500, {}),
      order('OPEN-2', 2_250, { status: 'delivered' }),
      order('PAID', 40_000, { paidAt: new Date() }),
      order('CANCELLED', 9_900, { status: 'cancelled' }),
      order('CARD', 7_000, { status: 'pending_payment', paymentChoice: 'card', paymentTermsDays: null, invoiceDueOn: null }),
    ]);
    expect(await bed.myAccount(customer)).toMatchObject({ creditLimit: 100_000, creditUsed: 14_750 });
  });
});
