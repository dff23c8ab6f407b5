CREATE TABLE "credit_bureau_sandbox_persons" (
	"curp" text PRIMARY KEY NOT NULL,
	"person" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_close_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"errors" jsonb,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD COLUMN "legal_text_version" text DEFAULT '2026-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_close_runs" ADD CONSTRAINT "accounting_close_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_close_runs_active_idx" ON "accounting_close_runs" USING btree ("period") WHERE "accounting_close_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "accounting_close_runs_period_idx" ON "accounting_close_runs" USING btree ("period","id");