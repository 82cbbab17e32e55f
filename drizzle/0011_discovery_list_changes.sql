-- Search results, category pages and their facet counts hold the products that match words,
-- a category, stock and price (sorted by price or filtered to what is in stock). A change of any
-- of those columns may move a product onto or off such a list, so it is now announced as a list
-- change ("L:<ids>", migration 0008) like an archive, not as a change of the product's data only.
-- A change of stock that leaves the product orderable (or not) as it was, the common case of an
-- order, stays a data change: only the answers that show the product are forgotten.
CREATE OR REPLACE FUNCTION shop_announce_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  lists boolean;
  matched bigint;
BEGIN
  SELECT string_agg(n.id::text, ','),
         coalesce(bool_or(
           o.archived_at IS DISTINCT FROM n.archived_at
           OR o.created_at IS DISTINCT FROM n.created_at
           OR o.price_cents IS DISTINCT FROM n.price_cents
           OR o.category_id IS DISTINCT FROM n.category_id
           OR o.name IS DISTINCT FROM n.name
           OR o.description IS DISTINCT FROM n.description
           OR o.sku IS DISTINCT FROM n.sku
           OR o.mpn IS DISTINCT FROM n.mpn
           OR o.brand IS DISTINCT FROM n.brand
           OR o.ean IS DISTINCT FROM n.ean
           OR (o.available_quantity >= o.min_order_quantity) IS DISTINCT FROM (n.available_quantity >= n.min_order_quantity)
         ), false),
         count(*)
    INTO ids, lists, matched
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF matched <> (SELECT count(*) FROM new_rows) THEN
    PERFORM pg_notify('shop_catalog_changed', ''); -- an id itself changed: everything
  ELSE
    PERFORM shop_announce_products(lists, ids);
  END IF;
  RETURN NULL;
END;
$$;
