CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"verified_purchase" boolean DEFAULT true NOT NULL,
	"order_id" uuid,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_one_per_author" UNIQUE("product_id","author_id"),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_reply_dated" CHECK (("product_reviews"."reply" is null) = ("product_reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_product_newest_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_newest_idx" ON "product_reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_adds_up" CHECK ("products"."rating_count" >= 0 and "products"."rating_total" between "products"."rating_count" and 5 * "products"."rating_count");--> statement-breakpoint
-- Cards show a product's average rating and "top rated" lists order by it: a change of the
-- rating is a list change, like a change of price (migration 0011, 0020).
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
           OR o.rating_count IS DISTINCT FROM n.rating_count
           OR o.rating_total IS DISTINCT FROM n.rating_total
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
