import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { minimumMessage, orderMessages, stockMessage } from '../../../shared/schemas/orders.js';
import { LIST_NAME_MAX, MAX_LIST_LINES, MAX_LIST_QUANTITY, MAX_PROJECT_LISTS, nameTakenMessage, projectListMessages as m, type ListSummary } from '../../../shared/schemas/project-lists.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { projectListsTestBed } from './project-lists-test-bed.js';
import { projectListLines, projectLists } from './project-lists.tables.js';

/** Job-site lists (issue 15 §7): a customer's named lists, their lines, and who may see them. */
describe.each(testDatabaseKinds())('job-site lists on %s', (kind) => {
  const bed = projectListsTestBed(kind);
  const { call, newList, listOf, addLine, add } = bed;
  const mine = async (user: Parameters<typeof listOf>[0]) => {
    const response = await call(user, 'GET', '/api/project-lists');
    expect(response.statusCode).toBe(200);
    return response.json<{ lists: ListSummary[] }>().lists;
  };
  const rowsOf = (userId: string) => bed.t.database.db.select().from(projectLists).where(eq(projectLists.userId, userId));

  it('creates lists with trimmed names and lists mine, the one changed last first', async () => {
    const customer = await bed.customer();
    expect(await mine(customer)).toEqual([]);
    const response = await call(customer, 'POST', '/api/project-lists', { name: '  Site   A  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { message, list } = response.json<{ message: string; list: ListSummary }>();
    expect(message).toBe(m.created);
    expect(list).toMatchObject({ name: 'Site A', lineCount: 0, pieces: 0, shared: false });
    const other = await newList(customer, 'Kitchen refit');
    expect((await mine(customer)).map((item) => item.name)).toEqual(['Kitchen refit', 'Site A']);
    // A change moves a list to the top.
    const product = await bed.product();
    await add(customer, list.id, product.id, 3);
    const lists = await mine(customer);
    expect(lists.map((item) => item.id)).toEqual([list.id, other.id]);
    expect(lists[0]).toMatchObject({ lineCount: 1, pieces: 3 });
    expect(await listOf(customer, other.id)).toMatchObject({ id: other.id, name: 'Kitchen refit', lines: [], total: 0, pieces: 0, shareToken: null });
  });

  it('refuses names that are empty, too long, not text or hold control characters, with a 400 problem and nothing saved', async () => {
    const customer = await bed.customer();
    const cases: [unknown, string][] = [
      ['', m.nameRequired],
      ['    ', m.nameRequired],
      ['x'.repeat(2000), m.nameTooLong],
      ['x'.repeat(LIST_NAME_MAX + 1), m.nameTooLong],
      ['Site\u0000A', 'Text may not contain the NUL character (\\u0000). Please remove it and try again.'],
      ['Site\nA', m.nameControl],
      ['Site\tA', m.nameControl],
      ['Site\u0085A', m.nameControl],
      [42, m.nameRequired],
      [null, m.nameRequired],
      [undefined, m.nameRequired],
    ];
    for (const [name, detail] of cases) {
      const response = await call(customer, 'POST', '/api/project-lists', name === undefined ? {} : { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().detail, JSON.stringify(name)).toBe(detail);
    }
    expect(await rowsOf(customer.id)).toEqual([]);
    expect((await newList(customer, 'x'.repeat(LIST_NAME_MAX))).name).toHaveLength(LIST_NAME_MAX);
    // Renaming follows the same rules.
    const [list] = await mine(customer);
    const rename = await call(customer, 'PATCH', `/api/project-lists/${list?.id}`, { name: 'y'.repeat(2000) });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().detail).toBe(m.nameTooLong);
  });

  it('refuses a name the customer already uses (any case) with 409, also when two arrive at once; others may use it', async () => {
    const customer = await bed.customer();
    const first = await newList(customer, 'Site A');
    for (const name of ['Site A', 'site a', ' SITE  A ']) {
      const response = await call(customer, 'POST', '/api/project-lists', { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: nameTakenMessage(name.trim().replace(/ +/g, ' ')) });
    }
    expect(nameTakenMessage('Site A')).toBe('You already have a list called “Site A”. Choose another name.');
    const second = await newList(customer, 'Site B');
    const clash = await call(customer, 'PATCH', `/api/project-lists/${second.id}`, { name: 'SITE A' });
    expect(clash.statusCode).toBe(409);
    // Its own name in another case is no clash.
    const renamed = await call(customer, 'PATCH', `/api/project-lists/${first.id}`, { name: 'SITE A' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ message: m.renamed, list: { id: first.id, name: 'SITE A' } });
    expect((await newList(await bed.customer(), 'Site A')).name).toBe('Site A');

    const racer = await bed.customer();
    const responses = await Promise.all(Array.from({ length: 6 }, () => call(racer, 'POST', '/api/project-lists', { name: 'Warehouse' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rowsOf(racer.id)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PROJECT_LISTS} lists per customer, also when they are made at once`, async () => {
    const customer = await bed.customer();
    const responses = await Promise.all(Array.from({ length: MAX_PROJECT_LISTS + 3 }, (_, index) => call(customer, 'POST', '/api/project-lists', { name: `Site ${index + 1}` })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_PROJECT_LISTS);
    for (const response of responses.filter((item) => item.statusCode !== 201)) expect(response.json()).toMatchObject({ status: 409, detail: m.tooManyLists });
    expect(await rowsOf(customer.id)).toHaveLength(MAX_PROJECT_LISTS);
    const [newest] = await mine(customer);
    expect((await call(customer, 'DELETE', `/api/project-lists/${newest?.id}`)).statusCode).toBe(200);
    expect((await call(customer, 'POST', '/api/project-lists', { name: 'One more' })).statusCode).toBe(201);
  });

  it('shows and changes a list for its owner only: another customer gets 404, a visitor 401, and nothing changes', async () => {
    const owner = await bed.customer();
    const stranger = await bed.customer();
    const product = await bed.product();
    const list = await newList(owner, 'Site A');
    await add(owner, list.id, product.id, 2);
    const before = await listOf(owner, list.id);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/project-lists/${list.id}`],
      ['PATCH', `/api/project-lists/${list.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/project-lists/${list.id}`],
      ['POST', `/api/project-lists/${list.id}/lines`, { productId: product.id, quantity: 1 }],
      ['PUT', `/api/project-lists/${list.id}/lines/${product.id}`, { quantity: 9 }],
      ['DELETE', `/api/project-lists/${list.id}/lines/${product.id}`],
      ['POST', `/api/project-lists/${list.id}/cart`],
      ['PUT', `/api/project-lists/${list.id}/share`],
      ['DELETE', `/api/project-lists/${list.id}/share`],
    ];
    for (const [method, url, payload] of attempts) {
      const label = `${method} ${url}`;
      const asStranger = await call(stranger, method as 'GET', url, payload);
      expect(asStranger.statusCode, label).toBe(404);
      expect(asStranger.json().detail, label).toBe(m.notFound);
      expect((await call(null, method as 'GET', url, payload)).statusCode, label).toBe(401);
    }
    for (const id of [randomUUID(), 'not-a-uuid', '%00']) expect((await call(owner, 'GET', `/api/project-lists/${id}`)).statusCode, id).toBe(404);
    expect((await call(null, 'GET', '/api/project-lists')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/project-lists', { name: 'x' })).statusCode).toBe(401);
    expect(await listOf(owner, list.id)).toEqual(before);
    expect(await mine(stranger)).toEqual([]);
    expect((await call(stranger, 'GET', '/api/cart')).json().lines).toEqual([]);
  });

  it('adds pieces to a line already on the list, sets a quantity, and removes a line', async () => {
    const customer = await bed.customer();
    const drill = await bed.product({ name: 'Drill' });
    const saw = await bed.product({ name: 'Saw' });
    const list = await newList(customer, 'Site A');
    const first = await add(customer, list.id, drill.id, 2);
    expect(first.message).toBe('Added to “Site A”: 2 pcs on the list');
    await add(customer, list.id, saw.id, 1);
    const again = await add(customer, list.id, drill.id, 3);
    expect(again.message).toBe('Added to “Site A”: 5 pcs on the list');
    expect(again.list.lines.map((line) => [line.name, line.quantity])).toEqual([
      ['Drill', 5],
      ['Saw', 1],
    ]);
    const set = await call(customer, 'PUT', `/api/project-lists/${list.id}/lines/${drill.id}`, { quantity: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ message: m.lineSaved, list: { pieces: 5 } });
    const removed = await call(customer, 'DELETE', `/api/project-lists/${list.id}/lines/${saw.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().list.lines.map((line: { name: string }) => line.name)).toEqual(['Drill']);
    // Removing what is not on the list is no error.
    for (const id of [saw.id, randomUUID(), 'not-a-uuid']) expect((await call(customer, 'DELETE', `/api/project-lists/${list.id}/lines/${id}`)).statusCode, id).toBe(200);
    // Setting a product not on the list yet adds it.
    const added = await call(customer, 'PUT', `/api/project-lists/${list.id}/lines/${saw.id}`, { quantity: 7 });
    expect(added.json().list.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
      ['Drill', 4],
      ['Saw', 7],
    ]);
  });

  it('refuses unknown products and products no longer sold with 404', async () => {
    const customer = await bed.customer();
    const list = await newList(customer, 'Site A');
    const archived = await bed.product();
    await bed.archiveProduct(archived.id);
    for (const [productId, detail] of [
      [randomUUID(), m.productUnknown],
      ['not-a-uuid', m.productUnknown],
      [archived.id, m.productUnavailable],
    ] as const) {
      const response = await addLine(customer, list.id, { productId, quantity: 1 });
      expect(response.statusCode, productId).toBe(404);
      expect(response.json().detail).toBe(detail);
      expect((await call(customer, 'PUT', `/api/project-lists/${list.id}/lines/${productId}`, { quantity: 1 })).statusCode, productId).toBe(404);
    }
    expect(await bed.t.database.db.select().from(projectListLines).where(eq(projectListLines.listId, list.id))).toEqual([]);
  });

  it('refuses quantities that are not whole numbers from 1 to the maximum, and a missing product, with 400', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const list = await newList(customer, 'Site A');
    const cases: [unknown, string][] = [
      [0, m.quantityPositive],
      [-1, m.quantityPositive],
      [1.5, m.quantityWhole],
      ['x', m.quantityRequired],
      ['3', m.quantityRequired],
      [null, m.quantityRequired],
      [undefined, m.quantityRequired],
      [MAX_LIST_QUANTITY + 1, m.quantityTooHigh],
      [1e9, m.quantityTooHigh],
      [1e308, m.quantityWhole],
    ];
    for (const [quantity, detail] of cases) {
      const add = await addLine(customer, list.id, { productId: product.id, ...(quantity === undefined ? {} : { quantity }) });
      expect(add.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(add.json().detail, JSON.stringify(quantity)).toBe(detail);
      const set = await call(customer, 'PUT', `/api/project-lists/${list.id}/lines/${product.id}`, quantity === undefined ? {} : { quantity });
      expect(set.statusCode, JSON.stringify(quantity)).toBe(400);
    }
    for (const payload of [{ quantity: 1 }, { productId: '', quantity: 1 }, { productId: 5, quantity: 1 }]) {
      const response = await addLine(customer, list.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail).toBe(m.productRequired);
    }
    expect((await listOf(customer, list.id)).lines).toEqual([]);
    // Adding pieces beyond what one line holds is refused and leaves the line as it was.
    await add(customer, list.id, product.id, MAX_LIST_QUANTITY - 1);
    const over = await addLine(customer, list.id, { productId: product.id, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toContain(m.quantityTooHigh);
    expect((await listOf(customer, list.id)).pieces).toBe(MAX_LIST_QUANTITY - 1);
  });

  it(`holds at most ${MAX_LIST_LINES} products per list`, async () => {
    const customer = await bed.customer();
    const list = await newList(customer, 'Big site');
    const products = await Promise.all(Array.from({ length: MAX_LIST_LINES + 1 }, () => bed.product()));
    for (const product of products.slice(0, MAX_LIST_LINES)) await add(customer, list.id, product.id, 1);
    const extra = await addLine(customer, list.id, { productId: products[MAX_LIST_LINES]?.id, quantity: 1 });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().detail).toBe(m.tooManyLines);
    // A product already on the full list can still change.
    expect((await addLine(customer, list.id, { productId: products[0]?.id, quantity: 1 })).statusCode).toBe(200);
  });

  it("shows each line with the product's current name, picture, price for that quantity, stock state and problem, and the list's total", async () => {
    const customer = await bed.customer();
    const tiered = await bed.product({ name: 'Cable 3x1.5', priceCents: 1000, availableQuantity: 500, minOrderQuantity: 1, priceTiers: [{ minQuantity: 10, discountBasisPoints: 1000 }] });
    const short = await bed.product({ name: 'Breaker', priceCents: 2500, availableQuantity: 3, minOrderQuantity: 1 });
    const empty = await bed.product({ name: 'Saw', priceCents: 9900, availableQuantity: 0, minOrderQuantity: 1 });
    const minimum = await bed.product({ name: 'Screws', priceCents: 300, availableQuantity: 400, minOrderQuantity: 5 });
    const gone = await bed.product({ name: 'Old lamp', priceCents: 700 });
    const list = await newList(customer, 'Site A');
    for (const [product, quantity] of [
      [tiered, 12],
      [short, 5],
      [empty, 1],
      [minimum, 2],
      [gone, 4],
    ] as const)
      await add(customer, list.id, product.id, quantity);
    await bed.archiveProduct(gone.id);
    await bed.editProduct(tiered.id, { name: 'Cable 3x1.5 mm²' });

    const view = await listOf(customer, list.id);
    expect(view.lines.map(({ name, quantity, unitPrice, lineTotal, stock, problem }) => ({ name, quantity, unitPrice, lineTotal, stock, problem }))).toEqual([
      { name: 'Cable 3x1.5 mm²', quantity: 12, unitPrice: 900, lineTotal: 10800, stock: 'in_stock', problem: null },
      { name: 'Breaker', quantity: 5, unitPrice: 2500, lineTotal: 12500, stock: 'short', problem: stockMessage(3) },
      { name: 'Saw', quantity: 1, unitPrice: 9900, lineTotal: 9900, stock: 'out_of_stock', problem: stockMessage(0) },
      { name: 'Screws', quantity: 2, unitPrice: 300, lineTotal: 600, stock: 'in_stock', problem: minimumMessage(5) },
      { name: 'Old lamp', quantity: 4, unitPrice: 700, lineTotal: 0, stock: 'archived', problem: orderMessages.productUnavailable },
    ]);
    expect(view.lines[0]).toMatchObject({ productId: tiered.id, slug: tiered.slug, listUnitPrice: 1000, pictureUrl: `/media/${'a'.repeat(24)}-400.webp`, availableQuantity: 500, minOrderQuantity: 1 });
    // Every line still sold counts (the list is a plan); the one no longer sold does not.
    expect(view.total).toBe(10800 + 12500 + 9900 + 600);
    expect(view.pieces).toBe(24);
    // Prices follow the shop: the list keeps none of its own.
    await bed.editProduct(short.id, { price: 2000 });
    expect((await listOf(customer, list.id)).lines[1]).toMatchObject({ unitPrice: 2000, lineTotal: 10000 });
  });

  it('deletes a list with its lines', async () => {
    const customer = await bed.customer();
    const product = await bed.product();
    const list = await newList(customer, 'Site A');
    await add(customer, list.id, product.id, 1);
    const deleted = await call(customer, 'DELETE', `/api/project-lists/${list.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: m.deleted });
    expect((await call(customer, 'GET', `/api/project-lists/${list.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'DELETE', `/api/project-lists/${list.id}`)).statusCode).toBe(404);
    expect(await bed.t.database.db.select().from(projectListLines).where(eq(projectListLines.listId, list.id))).toEqual([]);
  });
});
