CREATE TABLE "product_accessories" (
	"product_id" uuid NOT NULL,
	"accessory_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_accessories_product_id_accessory_id_pk" PRIMARY KEY("product_id","accessory_id"),
	CONSTRAINT "product_accessories_not_itself" CHECK ("product_accessories"."product_id" <> "product_accessories"."accessory_id")
);
--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_accessory_id_products_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_accessories_accessory_idx" ON "product_accessories" USING btree ("accessory_id");--> statement-breakpoint
-- What a product goes with is part of the answers about it (GET /api/products/:id/related, which
-- every app process caches): a change is announced as a change of the product it belongs to
-- (not a list change: no list shows it), once the transaction commits (migration 0008).
CREATE FUNCTION shop_announce_accessories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(false, (SELECT string_agg(DISTINCT product_id::text, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_accessories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(false, (
    SELECT string_agg(DISTINCT product_id::text, ',')
      FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) touched
  ));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_accessories_announce_insert AFTER INSERT ON product_accessories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_accessories();
--> statement-breakpoint
CREATE TRIGGER product_accessories_announce_delete AFTER DELETE ON product_accessories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_accessories();
--> statement-breakpoint
CREATE TRIGGER product_accessories_announce_update AFTER UPDATE ON product_accessories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_accessories_updated();
--> statement-breakpoint
CREATE TRIGGER product_accessories_announce_truncate AFTER TRUNCATE ON product_accessories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
