import { randomInt, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { offeredSlots, type Slot } from '../src/shared/delivery.js';
import type { AddressInput } from '../src/shared/schemas/addresses.js';
import { checkoutMessages, checkoutQuoteRequestSchema, checkoutRequestSchema, type CheckoutQuote } from '../src/shared/schemas/checkout.js';
import type { PaymentChoice } from '../src/shared/schemas/orders.js';
import { requestFingerprint } from '../src/server/http/request-fingerprint.js';
import { raiseRevision, writeLines } from '../src/server/modules/cart/cart-store.js';
import { checkout, quoteCheckout, type CheckoutRules } from '../src/server/modules/orders/checkout.service.js';
import { loadShopConfig } from '../src/server/modules/shop/shop-config.js';
import { contentDir } from '../src/server/project-root.js';
import { databaseLabel, type BenchDatabase } from './lib/databases.js';
import { insertCustomers, openDirectDatabase, type DirectCustomer, type DirectDatabase } from './lib/direct-db.js';
import { openDirectSql, type DirectSql } from './lib/direct-sql.js';
import { atLeast, compared, measured, type BenchRow } from './lib/report.js';
import { confirmAddress } from '../src/server/test/outbox-folder.js';
import { BENCH_UNPAID_ORDER_LIMITS, startShop } from './lib/shop-process.js';
import { stockBalances } from './mixed.js';
import { better, form, restock, settleOrderEmails, signUpCustomers, type Customer } from './orders.js';

export interface CheckoutBenchOptions {
  database: BenchDatabase;
  connections: number;
  durationSeconds: number;
  /** Turns of (shop, baseline); each side keeps its better one. */
  turns: number;
}

/** Lines of every cart checked out. */
const CART_LINES = 5;
/** Slots the customers spread their deliveries over (of the roomy zone). */
const SLOTS = 6;
/** Customers checking out at once into one slot of the tight zone, and what that slot takes. */
const CONTENDERS = 20;
const TIGHT_CAPACITY = 3;

interface BenchZone {
  name: string;
  postcode: string;
  city: string;
  capacity: number;
}

/** Where the measured checkouts deliver: its slots never fill up while throughput is measured. */
const ROOMY_ZONE: BenchZone = { name: 'Bench roomy zone', postcode: '99', city: 'Benchville', capacity: 1_000_000 };
/** Where the last-slot phase delivers: three deliveries per slot. */
const TIGHT_ZONE: BenchZone = { name: 'Bench tight zone', postcode: '98', city: 'Tightville', capacity: TIGHT_CAPACITY };

/** Cash on delivery is possible for any cart of the run (the demo shop's limit is $500). */
const CASH_ON_DELIVERY_MAX = 1_000_000_000;

/** The zones, the cash-on-delivery limit and plenty of stock; answers the live products and their piece prices. */
async function prepareShop(sql: Pick<DirectSql, 'query'>): Promise<{ productIds: string[]; prices: Map<string, number> }> {
  const productIds = await restock(sql);
  for (const zone of [ROOMY_ZONE, TIGHT_ZONE]) {
    await sql.query(
      `insert into delivery_zones (name, postcode_prefixes, places, fee_cents, site_fee_cents, free_from_cents, slot_capacity)
       values ($1, array[$2], array[$3], 990, 2490, null, $4)
       on conflict (name) do update set slot_capacity = excluded.slot_capacity, active = true`,
      [zone.name, zone.postcode, zone.city, zone.capacity],
    );
  }
  await sql.query(
    `insert into checkout_settings (id, cash_on_delivery_max_cents) values (true, $1)
     on conflict (id) do update set cash_on_delivery_max_cents = excluded.cash_on_delivery_max_cents`,
    [CASH_ON_DELIVERY_MAX],
  );
  const rows = await sql.query<{ id: string; price_cents: number }>('select id, price_cents from products where archived_at is null');
  return { productIds, prices: new Map(rows.map((row) => [row.id, Number(row.price_cents)])) };
}

function addressIn(zone: BenchZone, name: string): AddressInput {
  return { recipient: name, phone: form.phone, street: '12 Foundry Street', postcode: `${zone.postcode}001`, city: zone.city };
}

/** Home delivery into the zone's slot, as the checkout page sends it. */
function homeDelivery(zone: BenchZone, name: string, slot: Slot) {
  return { method: 'home' as const, address: addressIn(zone, name), saveAddress: false, slot };
}

/** `count` different products, drawn at random. */
function someProducts(productIds: string[], count: number): string[] {
  const pool = [...productIds];
  return Array.from({ length: count }, () => pool.splice(randomInt(pool.length), 1)[0]!);
}

/** Half the orders are paid by card, half in cash on delivery (turning each round). */
const paymentOf = (customer: number, round: number): PaymentChoice => ((customer + round) % 2 === 0 ? 'card' : 'cash_on_delivery');

interface Answer {
  status: number;
  text: string;
}

async function send(shopUrl: string, customer: Customer, method: 'PUT' | 'POST', path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${shopUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: shopUrl, cookie: customer.cookie, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Fills the customer's cart with five products through the API and reviews it; answers what placing it sends. */
async function fillAndReviewThroughShop(shopUrl: string, customer: Customer, productIds: string[], delivery: ReturnType<typeof homeDelivery>, payment: PaymentChoice) {
  for (const productId of someProducts(productIds, CART_LINES)) {
    const answer = await send(shopUrl, customer, 'PUT', `/api/cart/lines/${productId}`, { quantity: 1 });
    if (answer.status !== 200) throw new Error(`PUT /api/cart/lines answered ${answer.status}: ${answer.text}`);
  }
  const answer = await send(shopUrl, customer, 'POST', '/api/checkout/quote', { delivery });
  if (answer.status !== 200) throw new Error(`POST /api/checkout/quote answered ${answer.status}: ${answer.text}`);
  const quote = JSON.parse(answer.text) as CheckoutQuote;
  return { cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: form.phone, payment, acceptTerms: true as const };
}

/** The figures of the timed step over all rounds. */
class Placements {
  placed = 0;
  failures = 0;
  firstFailure: string | undefined;
  placingMs = 0;
  wallMs = 0;
  readonly latencies: number[] = [];

  /** Runs one batch of placements at once; the batch's time from the first start to the last answer counts. */
  async batch<T>(items: T[], place: (item: T) => Promise<string | null>): Promise<number> {
    const started = performance.now();
    const problems = await Promise.all(
      items.map(async (item) => {
        const at = performance.now();
        const problem = await place(item).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
        this.latencies.push(performance.now() - at);
        return problem;
      }),
    );
    this.placingMs += performance.now() - started;
    let placed = 0;
    for (const problem of problems) {
      if (problem === null) placed += 1;
      else this.firstFailure ??= problem;
    }
    this.placed += placed;
    this.failures += problems.length - placed;
    if (placed === 0) throw new Error(`no order of a round was placed: ${this.firstFailure}`);
    return placed;
  }

  get ordersPerSecond() {
    return this.placed / (this.placingMs / 1000);
  }

  wholeCycleOrdersPerSecond = () => this.placed / (this.wallMs / 1000);
  p99Ms = () => [...this.latencies].sort((a, b) => a - b)[Math.floor(this.latencies.length * 0.99)] ?? Number.NaN;
}

/**
 * Orders placed before measuring, on each side: a process that just opened the database (PGlite's
 * WebAssembly, the query builder, the pool) places its first hundred orders several times slower
 * than later ones.
 */
const WARM_UP_ORDERS = 200;

/**
 * Rounds until the placing step has taken `durationSeconds`, after rounds that warm up: every
 * customer fills and reviews a cart (not timed), then all place theirs at once (timed, from the
 * first request to the last answer). So orders/s is the rate of the POST /api/checkout step alone,
 * on both sides, with as many checkouts waiting for the database as there are customers.
 */
async function rounds(durationSeconds: number, round: (n: number, placements: Placements) => Promise<void>): Promise<Placements> {
  const warmUp = new Placements();
  let n = 0;
  for (; warmUp.placed < WARM_UP_ORDERS; n += 1) await round(n, warmUp);
  const placements = new Placements();
  const started = performance.now();
  for (; placements.placingMs < durationSeconds * 1000; n += 1) await round(n, placements);
  placements.wallMs = performance.now() - started;
  return placements;
}

function checkoutsThroughShop(shopUrl: string, customers: Customer[], productIds: string[], slots: Slot[], durationSeconds: number): Promise<Placements> {
  return rounds(durationSeconds, async (n, placements) => {
    const bodies = await Promise.all(customers.map((customer, i) => fillAndReviewThroughShop(shopUrl, customer, productIds, homeDelivery(ROOMY_ZONE, customer.name, slots[randomInt(slots.length)]!), paymentOf(i, n))));
    await placements.batch(
      customers.map((customer, i) => ({ customer, body: bodies[i]! })),
      async ({ customer, body }) => {
        const answer = await send(shopUrl, customer, 'POST', '/api/checkout', body, { 'idempotency-key': randomUUID() });
        return answer.status === 201 ? null : `POST /api/checkout answered ${answer.status}: ${answer.text}`;
      },
    );
  });
}

/**
 * The baseline: the shop's own `checkout` (src/server/modules/orders/checkout.service.ts) called in
 * this process on the database opened as the shop opens it (lib/direct-db.ts), with the request as
 * the shop's validation leaves it and the same rules: the same statements in the same
 * transactions, with no HTTP, session, validation or JSON in front. The carts are written straight
 * into the cart tables and reviewed by the shop's own `quoteCheckout` (not timed, as on the shop's
 * side); then all customers place at once, as many running as the shop's pool allows.
 */
function checkoutsDirectly(direct: DirectDatabase, customers: DirectCustomer[], productIds: string[], prices: Map<string, number>, slots: Slot[], rules: CheckoutRules, durationSeconds: number): Promise<Placements> {
  return rounds(durationSeconds, async (n, placements) => {
    const requests = await Promise.all(
      customers.map(async (customer, i) => {
        const lines = someProducts(productIds, CART_LINES).map((productId) => ({ productId, quantity: 1, addedUnitPrice: prices.get(productId)! }));
        await direct.db.transaction(async (tx) => {
          await raiseRevision(tx, customer.id);
          await writeLines(tx, customer.id, lines);
        });
        const { delivery } = checkoutQuoteRequestSchema.parse({ delivery: homeDelivery(ROOMY_ZONE, customer.name, slots[randomInt(slots.length)]!) });
        const quote = await quoteCheckout(direct.db, customer, delivery, rules);
        const request = checkoutRequestSchema.parse({ cartRevision: quote.cartRevision, expectedTotal: quote.total, delivery, phone: form.phone, payment: paymentOf(i, n), acceptTerms: true });
        return { customer, request, idempotency: { key: randomUUID(), fingerprint: requestFingerprint(request) } };
      }),
    );
    await placements.batch(requests, async ({ customer, request, idempotency }) => {
      const { order } = await checkout(direct.db, customer, request, rules, idempotency);
      return order.lines.length === CART_LINES ? null : `the order has ${order.lines.length} lines`;
    });
  });
}

/**
 * The last slot: `CONTENDERS` customers review a full cart for the same slot of a zone that takes
 * three deliveries per slot, then all place at once through the API. Exactly three may be placed;
 * the others are refused with the slot's message.
 */
async function lastSlotThroughShop(shopUrl: string, customers: Customer[], productIds: string[], slot: Slot) {
  const bodies = await Promise.all(customers.map((customer) => fillAndReviewThroughShop(shopUrl, customer, productIds, homeDelivery(TIGHT_ZONE, customer.name, slot), 'cash_on_delivery')));
  const answers = await Promise.all(customers.map((customer, i) => send(shopUrl, customer, 'POST', '/api/checkout', bodies[i], { 'idempotency-key': randomUUID() })));
  const placed = answers.filter((answer) => answer.status === 201).length;
  const refusedAsFull = answers.filter((answer) => answer.status === 409 && answer.text.includes(checkoutMessages.slotFull)).length;
  const refused = customers.filter((_, i) => answers[i]!.status !== 201).map((customer) => customer.id);
  return { placed, refusedAsFull, other: answers.length - placed - refusedAsFull, refused };
}

/**
 * Slots whose count of bookings is wrong: more than the zone takes, or not the number of orders
 * that stand (not cancelled) in that slot; an order in a slot with no booking counts too.
 */
async function overbookedSlots(sql: Pick<DirectSql, 'query'>): Promise<number> {
  const rows = await sql.query<{ bad: number }>(
    `with standing as (
       select delivery_zone_id as zone_id, delivery_slot_day as day, delivery_slot_window as "window", count(*)::integer as orders
         from orders where status <> 'cancelled' and delivery_zone_id is not null and delivery_slot_day is not null
        group by 1, 2, 3)
     select count(*)::integer as bad
       from (delivery_slot_bookings b join delivery_zones z on z.id = b.zone_id)
       full join standing s on s.zone_id = b.zone_id and s.day = b.day and s."window" = b."window"
      where b.zone_id is null or b.booked > z.slot_capacity or b.booked <> coalesce(s.orders, 0)`,
  );
  return Number(rows[0]?.bad ?? 0);
}

/** Orders without exactly one "order received" email in the outbox (the key makes more than one impossible; none is a lost email). */
async function ordersWithoutOneEmail(sql: Pick<DirectSql, 'query'>): Promise<number> {
  const rows = await sql.query<{ bad: number }>(
    `select count(*)::integer as bad from orders o
      where (select count(*) from outbox_tasks t where t.key = 'order-email:' || o.id || ':pending_payment') <> 1`,
  );
  return Number(rows[0]?.bad ?? 0);
}

/** Bookings and orders in the tight zone's contended slot, and the cart lines its refused customers still hold. */
async function lastSlotState(sql: Pick<DirectSql, 'query'>, slot: Slot, refused: string[]) {
  const [booking] = await sql.query<{ booked: number }>(
    `select b.booked from delivery_slot_bookings b join delivery_zones z on z.id = b.zone_id where z.name = $1 and b.day = $2 and b."window" = $3`,
    [TIGHT_ZONE.name, slot.day, slot.window],
  );
  const [lines] = await sql.query<{ lines: number }>('select count(*)::integer as lines from cart_lines where user_id = any($1::text[])', [refused]);
  return { booked: Number(booking?.booked ?? 0), refusedCartLines: Number(lines?.lines ?? 0) };
}

/**
 * Issue 14, Speed: many signed-in customers fill a five-line cart, review it and place it with home
 * delivery into a slot, half by card and half in cash on delivery; the POST /api/checkout step is
 * compared with the shop's own checkout run directly on the database. Afterwards: no product
 * oversold, no slot overbooked, every order with exactly one "order received" email; and a slot
 * for three deliveries that twenty customers want at once takes exactly three.
 */
export async function benchCheckout(options: CheckoutBenchOptions): Promise<BenchRow[]> {
  const section = `Checkout (${databaseLabel(options.database.kind)})`;
  const shopConfig = await loadShopConfig(contentDir);
  const rules: CheckoutRules = { limits: BENCH_UNPAID_ORDER_LIMITS, tax: shopConfig.tax, shop: shopConfig };
  // Offered slots from the day after tomorrow on: still offered if the shop's day turns during the run.
  const offered = offeredSlots(shopConfig.delivery, shopConfig.timeZone, new Date()).slice(shopConfig.delivery.slotWindows.length);
  const slots = offered.slice(0, SLOTS);
  const tightSlot = offered[0]!;

  const sql = await openDirectSql(options.database);
  const { productIds, prices } = await prepareShop(sql).catch(async (error: unknown) => {
    await sql.close();
    throw error;
  });
  // Earlier sections may have left orders: the stock balance is compared with itself before the run.
  const before = await stockBalances(sql).finally(() => sql.close());

  let viaShop: Placements | undefined;
  let baseline: Placements | undefined;
  let failures = 0;
  let firstFailure: string | undefined;
  let waitingEmails = 0;
  let buyers: Customer[] | undefined;
  let contenders: Customer[] | undefined;
  let directBuyers: DirectCustomer[] | undefined;
  let lastSlot: Awaited<ReturnType<typeof lastSlotThroughShop>> | undefined;
  let lastSlotAfter: Awaited<ReturnType<typeof lastSlotState>> | undefined;
  let checks: { oversold: number; overbooked: number; withoutOneEmail: number } | undefined;
  for (let turn = 0; turn < options.turns; turn += 1) {
    const shop = await startShop(options.database);
    try {
      if (!buyers || !contenders) {
        const customers = await signUpCustomers(shop.url, options.connections + CONTENDERS);
        // Half the orders are paid in cash on delivery, which a customer may choose once their address is confirmed.
        for (const customer of customers) await confirmAddress(shop.url, options.database.dataDir, customer.email);
        buyers = customers.slice(0, options.connections);
        contenders = customers.slice(options.connections);
      }
      const placements = await checkoutsThroughShop(shop.url, buyers, productIds, slots, options.durationSeconds);
      failures += placements.failures;
      firstFailure ??= placements.firstFailure;
      viaShop = better(viaShop, placements);
      lastSlot ??= await lastSlotThroughShop(shop.url, contenders, productIds, tightSlot);
    } finally {
      await shop.stop();
    }

    const direct = await openDirectDatabase(options.database);
    try {
      lastSlotAfter ??= await lastSlotState(direct, tightSlot, lastSlot?.refused ?? []);
      waitingEmails = Math.max(waitingEmails, await settleOrderEmails(direct));
      directBuyers ??= await insertCustomers(direct, buyers.length, 'checkout-direct');
      baseline = better(baseline, await checkoutsDirectly(direct, directBuyers, productIds, prices, slots, rules, options.durationSeconds));
      await settleOrderEmails(direct);
      if (turn === options.turns - 1) {
        const after = await stockBalances(direct);
        const oversold = [...after].filter(([id, balance]) => balance.available < 0 || balance.total !== before.get(id)?.total).length;
        checks = { oversold, overbooked: await overbookedSlots(direct), withoutOneEmail: await ordersWithoutOneEmail(direct) };
      }
    } finally {
      await direct.close();
    }
  }
  if (!viaShop || !baseline || !lastSlot || !lastSlotAfter || !checks) throw new Error('the checkout benchmark needs at least one turn');
  const lastSlotNote = `${lastSlot.refusedAsFull} refused as full, ${lastSlot.other} other answers; the slot's booking count ${lastSlotAfter.booked}`;
  const lostCartLines = lastSlot.refused.length * CART_LINES - lastSlotAfter.refusedCartLines;
  return [
    {
      ...compared(section, `POST /api/checkout orders/s (${CART_LINES}-line cart)`, 'orders/s', viaShop.ordersPerSecond, { label: 'checkout() direct', value: baseline.ordersPerSecond }, atLeast(0.5)),
      note: failures ? `${failures} failed answers, the first: ${firstFailure?.slice(0, 300)}` : undefined,
    },
    compared(section, 'POST /api/checkout p99', 'ms', viaShop.p99Ms(), { label: 'checkout() direct', value: baseline.p99Ms() }),
    measured(section, `whole cycle through the API (${CART_LINES} × PUT /api/cart/lines, review, place) orders/s`, 'orders/s', viaShop.wholeCycleOrdersPerSecond()),
    measured(section, 'order emails the shop had not sent when a turn ended', 'emails', waitingEmails),
    measured(section, 'products oversold', 'products', checks.oversold, { label: '= 0', holds: (x) => x === 0 }),
    measured(section, 'slots overbooked or miscounted', 'slots', checks.overbooked, { label: '= 0', holds: (x) => x === 0 }),
    measured(section, 'orders without exactly one order email', 'orders', checks.withoutOneEmail, { label: '= 0', holds: (x) => x === 0 }),
    {
      ...measured(section, `last slot: ${CONTENDERS} checkouts at once into a slot for ${TIGHT_CAPACITY}, placed`, 'orders', lastSlot.placed, { label: `= ${TIGHT_CAPACITY}`, holds: (x) => x === TIGHT_CAPACITY }),
      note: lastSlotNote,
    },
    measured(section, 'last slot: cart lines the refused checkouts lost', 'lines', lostCartLines, { label: '= 0', holds: (x) => x === 0 }),
  ];
}
