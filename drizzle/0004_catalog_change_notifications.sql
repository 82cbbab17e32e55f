-- Every change to the products table, by the shop or by hand, is announced on a channel once the
-- transaction commits, so each app process drops its cached catalog answers (see catalog-cache.ts).
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION shop_announce_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_catalog_change();
