CREATE TABLE "credit_bureau_sandbox_persons" (
	"curp" text PRIMARY KEY NOT NULL,
	"person" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_visit_outcomes" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"promise_amount_cents" bigint,
	"promised_on" date,
	"agent_user_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "dunning_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"letter" jsonb NOT NULL,
	"actor_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD COLUMN "legal_text_version" text DEFAULT '2026-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "kind" text DEFAULT 'credito' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "kind" text DEFAULT 'credito' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "loan_id" integer;--> statement-breakpoint
ALTER TABLE "collection_visit_outcomes" ADD CONSTRAINT "collection_visit_outcomes_booking_id_visit_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."visit_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_visit_outcomes" ADD CONSTRAINT "collection_visit_outcomes_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_close_runs" ADD CONSTRAINT "accounting_close_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_letters" ADD CONSTRAINT "dunning_letters_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_close_runs_active_idx" ON "accounting_close_runs" USING btree ("period") WHERE "accounting_close_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "accounting_close_runs_period_idx" ON "accounting_close_runs" USING btree ("period","id");--> statement-breakpoint
CREATE INDEX "dunning_letters_loan_idx" ON "dunning_letters" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "visit_requests_loan_idx" ON "visit_requests" USING btree ("loan_id");