CREATE TABLE "product_import_problems" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "product_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" text,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_new" integer DEFAULT 0 NOT NULL,
	"rows_changed" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"file_problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "product_imports_status_known" CHECK ("product_imports"."status" in ('checking', 'ready', 'refused', 'applied', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "product_import_problems" ADD CONSTRAINT "product_import_problems_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_problems_import_idx" ON "product_import_problems" USING btree ("import_id","line");--> statement-breakpoint
CREATE INDEX "product_imports_newest_idx" ON "product_imports" USING btree ("created_at");