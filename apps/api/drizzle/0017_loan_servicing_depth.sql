CREATE TABLE "lender_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"identity" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_schedule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"effective_on" date NOT NULL,
	"terms" jsonb NOT NULL,
	"annual_rate_bps" integer NOT NULL,
	"capitalises_arrears" boolean DEFAULT false NOT NULL,
	"capitalised_cents" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"approval_id" integer,
	"requested_by_user_id" integer,
	"approved_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_day_figures" (
	"loan_id" integer NOT NULL,
	"on" date NOT NULL,
	"status" text NOT NULL,
	"balance_cents" bigint NOT NULL,
	"principal_outstanding_cents" bigint NOT NULL,
	"interest_accrued_cents" bigint NOT NULL,
	"late_interest_cents" bigint NOT NULL,
	"overdue_cents" bigint NOT NULL,
	"days_past_due" integer NOT NULL,
	"bucket" text NOT NULL,
	"next_due_date" date,
	"next_due_cents" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_day_figures_loan_id_on_pk" PRIMARY KEY("loan_id","on")
);
--> statement-breakpoint
CREATE TABLE "business_dates" (
	"id" integer PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_of_day_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"closer" text NOT NULL,
	"n" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"size" integer NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "end_of_day_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"closed_on" date NOT NULL,
	"until" date NOT NULL,
	"queued" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"loan_count" integer DEFAULT 0 NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "business_calendar_adjustments" (
	"date" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "loan_installments_n_idx";--> statement-breakpoint
ALTER TABLE "loan_installments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_installments" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "allocation" jsonb;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "engine_version" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "restructure_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "last_restructured_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "accelerated_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "allocation_strategy" text DEFAULT 'late_first_horizontal' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "engine_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "late_payment_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "collection_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "accrual_status" text DEFAULT 'accruing' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "non_accrual_since" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "suspended_interest_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_cents" bigint;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "periodicity" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "term_periods" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "due_dates_on_business_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lender_profile" ADD CONSTRAINT "lender_profile_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_schedule_versions" ADD CONSTRAINT "loan_schedule_versions_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_schedule_versions" ADD CONSTRAINT "loan_schedule_versions_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_schedule_versions" ADD CONSTRAINT "loan_schedule_versions_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_day_figures" ADD CONSTRAINT "loan_day_figures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_of_day_batches" ADD CONSTRAINT "end_of_day_batches_run_id_end_of_day_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."end_of_day_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_calendar_adjustments" ADD CONSTRAINT "business_calendar_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_schedule_versions_idx" ON "loan_schedule_versions" USING btree ("loan_id","version");--> statement-breakpoint
CREATE INDEX "loan_day_figures_on_idx" ON "loan_day_figures" USING btree ("on","bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "end_of_day_batches_run_idx" ON "end_of_day_batches" USING btree ("run_id","closer","n");--> statement-breakpoint
CREATE UNIQUE INDEX "end_of_day_runs_closed_on_idx" ON "end_of_day_runs" USING btree ("closed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_installments_n_idx" ON "loan_installments" USING btree ("loan_id","version","n");