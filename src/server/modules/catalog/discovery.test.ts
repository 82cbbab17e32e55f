import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../../../shared/discovery.js';
import type { CategoryList, CategoryPage, ProductDetails, RelatedProducts, SearchResult } from '../../../shared/schemas/discovery.js';
import { buildDiscoveryCatalog } from '../../test/discovery-fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseKinds } from '../../test/test-database.js';
import { archiveProduct } from './catalog.service.js';
import { setProductCatalogData } from './product-catalog-data.service.js';

type Catalog = Awaited<ReturnType<typeof buildDiscoveryCatalog>>;

describe.each(testDatabaseKinds())('categories and related products API on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  /** 12 V drills on the 12 V system that cannot be ordered, or are no longer sold: never substitutes. */
  const unavailable: Record<'noStock' | 'belowMinimum' | 'archived', { id: string }> = {} as never;
  let otherPlatform: { id: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    catalog = await buildDiscoveryCatalog(db);
    const drill12 = async (name: string, stock: { availableQuantity: number; minOrderQuantity?: number }, platform = '12 V system') => {
      const product = await insertProduct(db, { name, priceCents: 8000, ...stock });
      await setProductCatalogData(db, product.id, { categoryId: catalog.categories.drills.id, attributes: { voltage: '12 V', platform, cordless: 'yes' } });
      return product;
    };
    unavailable.noStock = await drill12('Compact Drill CD-12 Pro', { availableQuantity: 0 });
    unavailable.belowMinimum = await drill12('Compact Drill CD-12 Trade Pack', { availableQuantity: 2, minOrderQuantity: 5 });
    unavailable.archived = await drill12('Compact Drill CD-12 Classic', { availableQuantity: 50 });
    await archiveProduct(db, unavailable.archived.id);
    // Same voltage, another battery platform: in stock but not a substitute.
    otherPlatform = await drill12('Compact Drill CD-12 Mains', { availableQuantity: 50 }, 'Mains');
  });
  afterAll(() => t.close());

  async function get<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const idsOf = (products: { id: string }[]) => products.map((product) => product.id);

  describe('categories', () => {
    it('lists the tree parents first, counting live products of each category and its subcategories', async () => {
      const { categories } = await get<CategoryList>('/api/categories');
      expect(categories.map((category) => [category.slug, category.parentId, category.productCount])).toEqual([
        ['power-tools', null, 8],
        ['drills', catalog.categories.powerTools.id, 7],
        ['cable', null, 2],
      ]);
      expect(categories[0]).toMatchObject({ name: 'Power tools', description: 'Tools with a motor.' });
    });

    it('answers a category page with its breadcrumbs, subcategories and the attributes of it and its parents', async () => {
      const drills = await get<CategoryPage>('/api/categories/drills');
      expect(drills.category).toMatchObject({ slug: 'drills', name: 'Drills', productCount: 7 });
      expect(drills.breadcrumbs).toEqual([{ slug: 'power-tools', name: 'Power tools' }]);
      expect(drills.children).toEqual([]);
      expect(drills.attributes.map((attribute) => attribute.key)).toEqual(['voltage', 'power', 'cordless', 'platform', 'torque']);
      expect(drills.attributes.find((attribute) => attribute.key === 'platform')).toEqual({ key: 'platform', label: 'Battery platform', kind: 'choice', unit: null, choices: ['18 V system', '12 V system', 'Mains'] });
      expect(drills.attributes.find((attribute) => attribute.key === 'power')).toMatchObject({ kind: 'number', unit: 'W', choices: [] });

      const tools = await get<CategoryPage>('/api/categories/power-tools');
      expect(tools.breadcrumbs).toEqual([]);
      expect(tools.children.map((child) => [child.slug, child.productCount])).toEqual([['drills', 7]]);
      expect(tools.attributes.map((attribute) => attribute.key)).toEqual(['voltage', 'power', 'cordless', 'platform']);
    });

    it.each(['no-such-category', 'DRILLS', "drills' or '1'='1", '%00', '<script>'])('answers the unknown category %s with 404 problem+json', async (slug) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/categories/${encodeURIComponent(slug)}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: searchMessages.unknownCategory });
    });

    it('refuses a category address longer than any with 414, not a server error', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/categories/${'a'.repeat(300)}` });
      expect(response.statusCode).toBe(414);
    });

    it('searches a category with every live product of its subcategories', async () => {
      const result = await get<SearchResult>('/api/search?category=power-tools&pageSize=100');
      expect(result.total).toBe(8);
      expect(idsOf(result.items)).not.toContain(unavailable.archived.id);
    });
  });

  describe('related products', () => {
    it('offers similar in-stock products of the same category, closest in price first', async () => {
      const { drill, hammer, small2, otherPlatform: _unused, ...rest } = { ...catalog.products, otherPlatform };
      const related = await get<RelatedProducts>(`/api/products/${drill.id}/related`);
      // Drill 129.99: the 80.00 and 89.99 drills are closer than the 199.99 hammer drill; at most four.
      expect(idsOf(related.similar)).toEqual([small2.id, otherPlatform.id, hammer.id]);
      expect(related.substitutes).toEqual([]);
      expect(idsOf(related.similar)).not.toContain(rest.small.id);
      expect(idsOf(related.similar)).not.toContain(rest.grinder.id);
    });

    it('offers in-stock substitutes matching every key attribute of a product that cannot be ordered', async () => {
      const { small, small2, drill, hammer } = catalog.products;
      const related = await get<RelatedProducts>(`/api/products/${small.id}/related`);
      // Key attributes of the CD-12: 12 V and the 12 V system.
      expect(idsOf(related.substitutes)).toEqual([small2.id]);
      expect(idsOf(related.similar)).toEqual([otherPlatform.id, drill.id, hammer.id]);
    });

    it('never offers a product that cannot be ordered or is no longer sold', async () => {
      for (const product of [catalog.products.small, unavailable.noStock, unavailable.belowMinimum, catalog.products.drill, catalog.products.hammer]) {
        const related = await get<RelatedProducts>(`/api/products/${product.id}/related`);
        const offered = [...related.similar, ...related.substitutes];
        for (const hidden of [catalog.products.small, unavailable.noStock, unavailable.belowMinimum, unavailable.archived]) expect(idsOf(offered)).not.toContain(hidden.id);
        expect(offered.every((item) => item.availableQuantity >= item.minOrderQuantity)).toBe(true);
        expect(idsOf(offered)).not.toContain(product.id);
      }
    });

    it('finds the related products by readable address too', async () => {
      const details = await get<ProductDetails>(`/api/products/${catalog.products.small.id}`);
      const bySlug = await get<RelatedProducts>(`/api/products/${details.slug}/related`);
      expect(idsOf(bySlug.substitutes)).toEqual([catalog.products.small2.id]);
    });

    it('relates nothing to a product without a category (admins chose nothing for it to go with)', async () => {
      const loose = await insertProduct(t.database.db, { name: 'Loose part' });
      expect(await get<RelatedProducts>(`/api/products/${loose.id}/related`)).toEqual({ productId: loose.id, accessories: [], similar: [], substitutes: [] });
    });

    it.each([
      ['unknown', '4b0f4a36-2a8d-4c39-9a57-0d8a1f3e0c11'],
      ['archived', 'archived'],
      ['injection-like', "1' or '1'='1"],
      ['NUL', '\u0000'],
      ['HTML', '<img src=x onerror=alert(1)>'],
    ])('answers related products of an %s product with 404 problem+json', async (_label, id) => {
      const wanted = id === 'archived' ? unavailable.archived.id : id;
      for (const url of [`/api/products/${encodeURIComponent(wanted)}/related`, `/api/products/${encodeURIComponent(wanted)}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    });
  });

  describe('ranking', () => {
    it('ranks every product that has the words above one found only by a name close to them', async () => {
      const near = await insertProduct(t.database.db, { name: 'Dril Bit Holder', description: 'Holds bits.' });
      const result = await get<SearchResult>('/api/search?q=drill&pageSize=100');
      expect(result.items.at(-1)?.id).toBe(near.id);
      expect(result.items.slice(0, -1).every((item) => /drill/i.test(item.name))).toBe(true);
      expect(result.total).toBe(result.items.length);
    });
  });

  describe('product details', () => {
    it('shows the specification in the attributes order, with units normalised, and the breadcrumbs', async () => {
      const hammer = await get<ProductDetails>(`/api/products/${catalog.products.hammer.id}`);
      expect(hammer).toMatchObject({ sku: 'TS-10002', mpn: 'HD-18B', brand: 'Voltek', category: { slug: 'drills', name: 'Drills' } });
      expect(hammer.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['power-tools', 'drills']);
      expect(hammer.specs).toEqual([
        { key: 'voltage', label: 'Voltage', value: '18 V' },
        { key: 'power', label: 'Power', value: '1,500 W' },
        { key: 'cordless', label: 'Cordless', value: 'Yes' },
        { key: 'platform', label: 'Battery platform', value: '18 V system' },
        { key: 'torque', label: 'Max. torque', value: '65 Nm' },
      ]);
      const cable = await get<ProductDetails>(`/api/products/${catalog.products.cable25.slug}`);
      expect(cable.specs).toEqual([
        { key: 'cross-section', label: 'Cross-section', value: '2.5 mm²' },
        { key: 'cores', label: 'Cores', value: '5' },
      ]);
    });
  });
});
