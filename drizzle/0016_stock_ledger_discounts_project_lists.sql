CREATE TABLE "discount_code_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code_id" uuid NOT NULL,
	"user_id" text,
	"discount_cents" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"code_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "discount_codes_kind_known" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_value_matches_kind" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_basis_points" between 1 and 10000 and "discount_codes"."amount_cents" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_cents" > 0 and "discount_codes"."percent_basis_points" is null)),
	CONSTRAINT "discount_codes_min_order_not_negative" CHECK ("discount_codes"."min_order_cents" >= 0),
	CONSTRAINT "discount_codes_dates_in_order" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."starts_at" < "discount_codes"."ends_at"),
	CONSTRAINT "discount_codes_limits_positive" CHECK (("discount_codes"."max_uses" is null or "discount_codes"."max_uses" > 0) and ("discount_codes"."max_uses_per_customer" is null or "discount_codes"."max_uses_per_customer" > 0)),
	CONSTRAINT "discount_codes_used_within_limit" CHECK ("discount_codes"."used_count" >= 0 and ("discount_codes"."max_uses" is null or "discount_codes"."used_count" <= "discount_codes"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "low_stock_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_list_lines" (
	"list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_list_lines_list_id_product_id_pk" PRIMARY KEY("list_id","product_id"),
	CONSTRAINT "project_list_lines_quantity_positive" CHECK ("project_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"change" integer NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"actor_user_id" text,
	"actor_name" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_known" CHECK ("stock_movements"."reason" in ('created', 'order', 'cancellation', 'expiry', 'manual', 'import', 'return')),
	CONSTRAINT "stock_movements_adds_up" CHECK ("stock_movements"."quantity_after" = "stock_movements"."quantity_before" + "stock_movements"."change"),
	CONSTRAINT "stock_movements_after_not_negative" CHECK ("stock_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_notices" ADD CONSTRAINT "low_stock_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_list_lines" ADD CONSTRAINT "project_list_lines_list_id_project_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."project_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_list_lines" ADD CONSTRAINT "project_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_lists" ADD CONSTRAINT "project_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_user_idx" ON "discount_code_uses" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key_idx" ON "discount_codes" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "low_stock_notices_newest_idx" ON "low_stock_notices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "low_stock_notices_one_open_idx" ON "low_stock_notices" USING btree ("product_id") WHERE "low_stock_notices"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "project_lists_user_idx" ON "project_lists" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_lists_share_token_idx" ON "project_lists" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "stock_movements_product_newest_idx" ON "stock_movements" USING btree ("product_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_cents" >= 0 and "orders"."discount_cents" <= "orders"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_not_negative" CHECK ("products"."low_stock_threshold" is null or "products"."low_stock_threshold" >= 0);