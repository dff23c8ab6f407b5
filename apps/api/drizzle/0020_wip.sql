CREATE TABLE "bureau_report_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"folio" integer NOT NULL,
	"name" text NOT NULL,
	"mop" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"past_due_cents" bigint NOT NULL,
	"closed_on" date
);
--> statement-breakpoint
CREATE TABLE "bureau_report_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"as_of" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by_user_id" integer,
	"accounts" integer NOT NULL,
	"failed" integer NOT NULL,
	"closed_accounts" integer NOT NULL,
	"total_balance_cents" bigint NOT NULL,
	"total_past_due_cents" bigint NOT NULL,
	"mop_counts" jsonb NOT NULL,
	"failures" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "bureau_report_periods_period_uq" UNIQUE("period")
);
--> statement-breakpoint
ALTER TABLE "credit_bureau_pulls" ADD COLUMN "cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "bureau_report_accounts" ADD CONSTRAINT "bureau_report_accounts_period_id_bureau_report_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."bureau_report_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_report_periods" ADD CONSTRAINT "bureau_report_periods_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bureau_report_accounts_period_idx" ON "bureau_report_accounts" USING btree ("period_id","application_id");