CREATE TABLE "role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_email" text NOT NULL,
	"from_role" text,
	"to_role" text NOT NULL,
	"changed_by_user_id" text,
	"changed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "role_changes_to_known" CHECK ("role_changes"."to_role" in ('admin', 'customer', 'removed'))
);
--> statement-breakpoint
CREATE INDEX "role_changes_newest_idx" ON "role_changes" USING btree ("at");