ALTER TABLE "products" ADD COLUMN "units_sold_recently" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- "Best selling" lists order products by the pieces sold of late, so a change of that count moves
-- products on lists: it is announced as a list change, like a change of price (migration 0011).
-- The count is written only by the periodic recount (best-sellers.ts), never by each order.
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
           OR o.units_sold_recently IS DISTINCT FROM n.units_sold_recently
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
--> statement-breakpoint
UPDATE "products" p SET "units_sold_recently" = sold.quantity
  FROM (SELECT l.product_id, sum(l.quantity)::integer AS quantity
          FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE o.status <> 'cancelled' AND o.created_at >= now() - interval '90 days'
         GROUP BY l.product_id) sold
 WHERE p.id = sold.product_id;
