-- Categories, their attributes and the products' attribute values shape the discovery answers
-- (the category tree, category pages, search results and facets, product specifications), which
-- every app process caches (catalog-cache.ts). Their changes are announced on the products'
-- channel (migration 0008) once the transaction commits:
-- - a change to categories or category_attributes (an admin adds, renames, moves or archives a
--   category, defines, edits or removes an attribute) announces "everything" (empty payload);
-- - a change to product_attribute_values names the products, as a change that may move them on
--   list pages ("L:<ids>"), since facets and filtered searches count them.
CREATE TRIGGER categories_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
--> statement-breakpoint
CREATE TRIGGER category_attributes_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_attributes
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
--> statement-breakpoint
CREATE FUNCTION shop_announce_attribute_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(true, (SELECT string_agg(DISTINCT product_id::text, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_attribute_values_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(true, (
    SELECT string_agg(DISTINCT product_id::text, ',')
      FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) touched
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_announce_insert AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_attribute_values();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_announce_delete AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_attribute_values();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_announce_update AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_attribute_values_updated();
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_announce_truncate AFTER TRUNCATE ON product_attribute_values
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
