-- The announcement of changes to products (migration 0004) now names them, so each app process
-- forgets only the cached answers that show them (see catalog-cache.ts), as the accounts
-- announcement does (0005). The payload is "L:<ids>" when products may have come onto or gone off
-- list pages, or moved in their order (insert, delete, a change of archived_at or created_at), and
-- "C:<ids>" when only the data of those products changed (stock, price, name…). An empty payload,
-- for a truncate or more ids than a notification's 8000 bytes carry, means "everything".
DROP TRIGGER products_announce_change ON products;
--> statement-breakpoint
DROP FUNCTION shop_announce_catalog_change();
--> statement-breakpoint
CREATE FUNCTION shop_announce_products(lists boolean, ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('shop_catalog_changed', CASE WHEN octet_length(ids) > 7000 THEN '' ELSE (CASE WHEN lists THEN 'L:' ELSE 'C:' END) || ids END);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_products_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(true, (SELECT string_agg(id::text, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  lists boolean;
  matched bigint;
BEGIN
  SELECT string_agg(n.id::text, ','), coalesce(bool_or(o.archived_at IS DISTINCT FROM n.archived_at OR o.created_at IS DISTINCT FROM n.created_at), false), count(*)
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
CREATE FUNCTION shop_announce_all_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_products_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER products_announce_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_products_added_or_removed();
--> statement-breakpoint
CREATE TRIGGER products_announce_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_announce_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
