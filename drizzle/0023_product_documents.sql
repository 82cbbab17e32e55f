CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_kind_known" CHECK ("product_documents"."kind" in ('datasheet', 'manual', 'declaration-of-conformity', 'safety-data-sheet')),
	CONSTRAINT "product_documents_language_tag" CHECK ("product_documents"."language" ~ '^[a-z]{2,3}(-([A-Z]{2}|[0-9]{3}))?$'),
	CONSTRAINT "product_documents_file_key_hash" CHECK ("product_documents"."file_key" ~ '^[a-f0-9]{24}$'),
	CONSTRAINT "product_documents_size_positive" CHECK ("product_documents"."byte_size" > 0),
	CONSTRAINT "product_documents_title_length" CHECK (char_length("product_documents"."title") between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","position");--> statement-breakpoint
-- The product page lists a product's documents: adding, changing or removing one announces the
-- product on the catalog channel (migration 0008) as a change of its data only ("C:<ids>"), so
-- every app process forgets the cached answers that show it.
CREATE FUNCTION shop_announce_product_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(false, (SELECT string_agg(DISTINCT product_id::text, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_product_documents_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_products(false, (SELECT string_agg(DISTINCT product_id::text, ',') FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) AS touched));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_documents_announce_insert AFTER INSERT ON product_documents
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_product_documents();
--> statement-breakpoint
CREATE TRIGGER product_documents_announce_delete AFTER DELETE ON product_documents
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_product_documents();
--> statement-breakpoint
CREATE TRIGGER product_documents_announce_update AFTER UPDATE ON product_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_product_documents_updated();
--> statement-breakpoint
CREATE TRIGGER product_documents_announce_truncate AFTER TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_products();
