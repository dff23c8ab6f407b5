CREATE TABLE "lender_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"identity" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lender_profile" ADD CONSTRAINT "lender_profile_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;