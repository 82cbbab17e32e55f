CREATE TABLE "quote_lines" (
	"quote_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	CONSTRAINT "quote_lines_quote_id_line_number_pk" PRIMARY KEY("quote_id","line_number"),
	CONSTRAINT "quote_lines_quantity_positive" CHECK ("quote_lines"."quantity" > 0),
	CONSTRAINT "quote_lines_price_positive" CHECK ("quote_lines"."unit_price_cents" is null or "quote_lines"."unit_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"answer_note" text DEFAULT '' NOT NULL,
	"valid_until" date,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"closed_at" timestamp with time zone,
	"order_id" uuid,
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('requested', 'answered', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "quotes_answer_has_day" CHECK ("quotes"."status" not in ('answered', 'accepted') or "quotes"."valid_until" is not null),
	CONSTRAINT "quotes_accepted_has_order" CHECK ("quotes"."status" <> 'accepted' or "quotes"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "trade_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text NOT NULL,
	"vat_number" text NOT NULL,
	"tier_id" uuid,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"credit_limit_cents" integer DEFAULT 0 NOT NULL,
	"refusal_reason" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "trade_accounts_status_known" CHECK ("trade_accounts"."status" in ('applied', 'approved', 'refused')),
	CONSTRAINT "trade_accounts_approved_has_tier" CHECK ("trade_accounts"."status" <> 'approved' or "trade_accounts"."tier_id" is not null),
	CONSTRAINT "trade_accounts_refused_has_reason" CHECK ("trade_accounts"."status" <> 'refused' or "trade_accounts"."refusal_reason" is not null),
	CONSTRAINT "trade_accounts_terms_range" CHECK ("trade_accounts"."payment_terms_days" between 0 and 120),
	CONSTRAINT "trade_accounts_credit_not_negative" CHECK ("trade_accounts"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_tiers_discount_range" CHECK ("trade_tiers"."discount_basis_points" between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_choice_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_due_on" date;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_tier_id_trade_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."trade_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_accounts" ADD CONSTRAINT "trade_accounts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_product_idx" ON "quote_lines" USING btree ("quote_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "trade_accounts_status_idx" ON "trade_accounts" USING btree ("status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_tiers_name_key_idx" ON "trade_tiers" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "orders_open_invoices_idx" ON "orders" USING btree ("invoice_due_on") WHERE "orders"."payment_choice" = 'invoice' and "orders"."paid_at" is null and "orders"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_has_terms" CHECK (("orders"."payment_choice" = 'invoice') = ("orders"."invoice_due_on" is not null and "orders"."payment_terms_days" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_choice_known" CHECK ("orders"."payment_choice" in ('card', 'cash_on_delivery', 'invoice'));