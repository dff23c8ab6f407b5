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
ALTER TABLE "loan_day_figures" ADD CONSTRAINT "loan_day_figures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_of_day_batches" ADD CONSTRAINT "end_of_day_batches_run_id_end_of_day_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."end_of_day_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_day_figures_on_idx" ON "loan_day_figures" USING btree ("on","bucket");--> statement-breakpoint
CREATE UNIQUE INDEX "end_of_day_batches_run_idx" ON "end_of_day_batches" USING btree ("run_id","closer","n");--> statement-breakpoint
CREATE UNIQUE INDEX "end_of_day_runs_closed_on_idx" ON "end_of_day_runs" USING btree ("closed_on");