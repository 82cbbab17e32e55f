CREATE TABLE "outbox_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "outbox_tasks_key_unique" UNIQUE("key"),
	CONSTRAINT "outbox_tasks_attempts_not_negative" CHECK ("outbox_tasks"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_card_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment' NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_card_payments_status_known" CHECK ("test_card_payments"."status" in ('requires_payment', 'succeeded', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "outbox_tasks_due_idx" ON "outbox_tasks" USING btree ("run_after") WHERE "outbox_tasks"."done_at" is null;
--> statement-breakpoint
CREATE INDEX "orders_unpaid_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'pending_payment';
--> statement-breakpoint
UPDATE "payments" SET "status" = 'cancelled' WHERE "status" = 'failed';
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('created', 'succeeded', 'cancelled', 'refunded'));
--> statement-breakpoint
-- Before the foreign keys: rows that point at accounts removed earlier (nothing cleared them then).
UPDATE "orders" SET "user_id" = NULL WHERE "user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "orders"."user_id");
--> statement-breakpoint
UPDATE "reviews" SET "author_id" = NULL WHERE "author_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "reviews"."author_id");
--> statement-breakpoint
DELETE FROM "review_likes" WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "review_likes"."user_id");
--> statement-breakpoint
UPDATE "reviews" SET "helpful_count" = (SELECT count(*) FROM "review_likes" WHERE "review_likes"."review_id" = "reviews"."id");
--> statement-breakpoint
-- Unpaid orders placed before expiry existed get the default time to be paid, from now.
UPDATE "orders" SET "payment_due_at" = now() + interval '30 minutes' WHERE "status" = 'pending_payment';
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A removed account's likes are deleted with it (ON DELETE CASCADE); before that happens, the
-- "Helpful" counts they added are taken back, so every count stays equal to its likes.
CREATE FUNCTION shop_take_back_likes_of_removed_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET helpful_count = greatest(helpful_count - 1, 0)
   WHERE id IN (SELECT review_id FROM review_likes WHERE user_id = OLD.id);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_take_back_likes BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION shop_take_back_likes_of_removed_account();
