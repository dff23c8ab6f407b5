CREATE TABLE "direct_debit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_code" text,
	"reason" text,
	"payment_id" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "direct_debit_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"account_kind" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"max_amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revoked_on" date,
	"revocation_reason" text,
	"authorization_key" text,
	"authorization_file_name" text,
	"authorization_content_type" text,
	"authorization_size" integer,
	"authorization_uploaded_at" timestamp with time zone,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_debit_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"billing_date" date NOT NULL,
	"line_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_debit_lines" ADD CONSTRAINT "direct_debit_lines_run_id_direct_debit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."direct_debit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_lines" ADD CONSTRAINT "direct_debit_lines_mandate_id_direct_debit_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."direct_debit_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_lines_sequence" ON "direct_debit_lines" USING btree ("run_id","sequence");--> statement-breakpoint
CREATE INDEX "direct_debit_lines_loan" ON "direct_debit_lines" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_mandates_active_loan" ON "direct_debit_mandates" USING btree ("loan_id") WHERE "direct_debit_mandates"."status" = 'active';--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_loan" ON "direct_debit_mandates" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_runs_billing_date" ON "direct_debit_runs" USING btree ("billing_date");