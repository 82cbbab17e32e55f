/**
 * A large catalog grown from the demo one, for the benchmark's 100,000 products and for tests that
 * need thousands of products to search: run through whatever sends SQL text to the database.
 */

/** Sends one statement (no parameters: every number is written into the text) and gives its rows. */
export type RunSql = <Row>(text: string) => Promise<Row[]>;

/**
 * The demo products that have a category, numbered 0, 1, … (the templates of the generated ones),
 * and how many there are.
 */
const templates = `templates as (
  select p.*, (row_number() over (order by p.created_at, p.id) - 1)::int as i, count(*) over ()::int as total
    from products p
   where p.archived_at is null and p.category_id is not null and p.slug not like 'catalog-item-%'
)`;

/** Words a shop puts after a model name to tell the variants of one product apart. */
const VARIANTS = `array['Pro', 'Compact', 'Heavy Duty', 'Plus', 'Trade', 'Site', 'Lite', 'Max', 'XL', 'Eco']`;

/** How far a generated value lies from its template's (numbers), one of a few steps. */
const FACTORS = `array[0.5, 0.75, 1, 1, 1.25, 1.5, 2]::float8[]`;

/**
 * Fills the catalog up to `total` live products, straight through SQL and set-based (two
 * statements). Each generated product copies a demo product in turn — its category, brand,
 * picture and description — under a variant name ("Cordless Drill Driver DD-18 Pro 1234"), with
 * its own part numbers (sku BK-001234, mpn from the template's letters, a 13-digit EAN), a price
 * around the template's, a date in the last year, and one in ten out of stock. Its specification
 * takes every attribute value of the template: numbers times a step from ½ to 2, the choices and
 * yes/no turning through their options, so facets have many values and ranges.
 */
export async function growDemoCatalog(run: RunSql, total: number): Promise<void> {
  const [{ live } = { live: 0 }] = await run<{ live: number }>('select count(*)::int as live from products where archived_at is null');
  const missing = Math.trunc(total - live);
  if (missing <= 0) return;
  const [{ count } = { count: 0 }] = await run<{ count: number }>(`with ${templates} select count(*)::int as count from templates`);
  if (count === 0) throw new Error('The demo catalog has no products with a category to copy');
  await run(
    `with ${templates}
       insert into products (slug, name, description, price_cents, available_quantity, min_order_quantity, image_key,
                             category_id, sku, mpn, brand, ean, created_at, updated_at)
       select 'catalog-item-' || n,
              t.name || ' ' || (${VARIANTS})[1 + n % 10] || ' ' || n,
              t.description,
              greatest(100, (t.price_cents * (60 + (n * 37) % 80) / 100)::int),
              case when n % 10 = 0 then 0 else 5 + n % 500 end,
              1,
              t.image_key,
              t.category_id,
              'BK-' || lpad(n::text, 6, '0'),
              coalesce(nullif(regexp_replace(t.mpn, '[^A-Za-z].*$', ''), ''), 'X') || '-' || n,
              t.brand,
              '5' || lpad(n::text, 12, '0'),
              now() - (n % 525600) * interval '1 minute',
              now()
         from generate_series(1, ${missing}) as n
         join templates t on t.i = n % ${count}`,
  );
  await run(
    `with ${templates}
       insert into product_attribute_values (product_id, attribute_id, number_value, choice_value, boolean_value)
       select p.id, v.attribute_id,
              case when v.number_value is null then null else round((v.number_value * (${FACTORS})[1 + (n + a.position) % 7])::numeric, 2)::float8 end,
              case when v.choice_value is null then null else a.choices[1 + (n + a.position) % cardinality(a.choices)] end,
              case when v.boolean_value is null then null else (n + a.position) % 3 <> 0 end
         from generate_series(1, ${missing}) as n
         join templates t on t.i = n % ${count}
         join products p on p.slug = 'catalog-item-' || n
         join product_attribute_values v on v.product_id = t.id
         join category_attributes a on a.id = v.attribute_id`,
  );
}
