CREATE TABLE "ticket_complaints" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"channel" text NOT NULL,
	"product" text NOT NULL,
	"cause" text NOT NULL,
	"level" text NOT NULL,
	"identity_theft" boolean DEFAULT false NOT NULL,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"credited_cents" bigint DEFAULT 0 NOT NULL,
	"credited_on" date,
	"resolved_on" date,
	"notified_on" date,
	"outcome" text,
	"condusef_folio" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_payment_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"reference" text NOT NULL,
	"clabe" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_day_balances" (
	"account_code" text NOT NULL,
	"business_date" date NOT NULL,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_day_balances_account_code_business_date_pk" PRIMARY KEY("account_code","business_date")
);
--> statement-breakpoint
CREATE TABLE "account_mappings" (
	"product" text NOT NULL,
	"slot" text NOT NULL,
	"account_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mappings_product_slot_pk" PRIMARY KEY("product","slot")
);
--> statement-breakpoint
CREATE TABLE "accounting_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_date" date NOT NULL,
	"value_date" date NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" bigint NOT NULL,
	"loan_id" integer,
	"memo" text NOT NULL,
	"reverses_entry_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_code" text NOT NULL,
	"debit_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"loan_id" integer,
	"slot" text
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"nature" text NOT NULL,
	"sat_grouping_code" text NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL,
	"postable" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_line_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"direction" text NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_account" text DEFAULT '' NOT NULL,
	"beneficiary_account" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"matched_by" text,
	"reason" text,
	"return_reason" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"layout_id" text,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"status" text DEFAULT 'done' NOT NULL,
	"line_count" integer NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"processed_lines" integer DEFAULT 0 NOT NULL,
	"imported_by_user_id" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"application_id" integer,
	"loan_id" integer,
	"subject_name" text NOT NULL,
	"subject_birth_date" date,
	"subject_rfc" text,
	"subject_curp" text,
	"screening_point" text NOT NULL,
	"list" text NOT NULL,
	"entry_id" integer NOT NULL,
	"listed_external_id" text NOT NULL,
	"score" integer NOT NULL,
	"match" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"officer_user_id" integer,
	"reason" text,
	"decided_at" timestamp with time zone,
	"report_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"list" text NOT NULL,
	"external_id" text NOT NULL,
	"primary_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"birth_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rfc" text,
	"curp" text,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"source" text NOT NULL,
	"published_on" date NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"entries" integer NOT NULL,
	"names" integer NOT NULL,
	"skipped" integer NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"imported_by_user_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_list_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"name" text NOT NULL,
	"normalized" text NOT NULL,
	"tokens" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject_name" text NOT NULL,
	"application_id" integer,
	"alert_id" integer,
	"operation_on" date,
	"amount_cents" bigint,
	"narrative" text NOT NULL,
	"detected_on" date NOT NULL,
	"created_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pld_thresholds" (
	"effective_on" date PRIMARY KEY NOT NULL,
	"threshold_usd_cents" bigint NOT NULL,
	"pesos_per_dollar_ten_thousandths" integer NOT NULL,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_complaints" ADD CONSTRAINT "ticket_complaints_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payment_references" ADD CONSTRAINT "loan_payment_references_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payment_references" ADD CONSTRAINT "loan_payment_references_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_day_balances" ADD CONSTRAINT "account_day_balances_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_mappings" ADD CONSTRAINT "account_mappings_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_code_ledger_accounts_code_fk" FOREIGN KEY ("account_code") REFERENCES "public"."ledger_accounts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_postings" ADD CONSTRAINT "bank_line_postings_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_alerts" ADD CONSTRAINT "pld_alerts_entry_id_pld_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pld_list_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_alerts" ADD CONSTRAINT "pld_alerts_officer_user_id_users_id_fk" FOREIGN KEY ("officer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_entries" ADD CONSTRAINT "pld_list_entries_import_id_pld_list_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."pld_list_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_imports" ADD CONSTRAINT "pld_list_imports_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_list_names" ADD CONSTRAINT "pld_list_names_entry_id_pld_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pld_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_reports" ADD CONSTRAINT "pld_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pld_thresholds" ADD CONSTRAINT "pld_thresholds_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_complaints_received_idx" ON "ticket_complaints" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "ticket_complaints_resolved_idx" ON "ticket_complaints" USING btree ("resolved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_loan_idx" ON "loan_payment_references" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_reference_idx" ON "loan_payment_references" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_clabe_idx" ON "loan_payment_references" USING btree ("clabe");--> statement-breakpoint
CREATE INDEX "account_day_balances_date_idx" ON "account_day_balances" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "journal_entries_date_idx" ON "journal_entries" USING btree ("business_date","id");--> statement-breakpoint
CREATE INDEX "journal_entries_loan_idx" ON "journal_entries" USING btree ("loan_id","business_date");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_reverses_idx" ON "journal_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account_code","entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_loan_idx" ON "journal_lines" USING btree ("loan_id","slot");--> statement-breakpoint
CREATE INDEX "ledger_accounts_parent_idx" ON "ledger_accounts" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "bank_line_postings_line" ON "bank_line_postings" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint" ON "bank_statement_lines" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status" ON "bank_statement_lines" USING btree ("status","value_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_sha256" ON "bank_statements" USING btree ("file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "pld_alerts_subject_entry_idx" ON "pld_alerts" USING btree ("subject_key","list","listed_external_id");--> statement-breakpoint
CREATE INDEX "pld_alerts_status_idx" ON "pld_alerts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pld_alerts_application_idx" ON "pld_alerts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "pld_list_entries_import_idx" ON "pld_list_entries" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pld_list_imports_hash_idx" ON "pld_list_imports" USING btree ("list","file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "pld_list_imports_current_idx" ON "pld_list_imports" USING btree ("list") WHERE "pld_list_imports"."current";--> statement-breakpoint
CREATE INDEX "pld_list_names_tokens_idx" ON "pld_list_names" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "pld_list_names_import_idx" ON "pld_list_names" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "pld_reports_detected_idx" ON "pld_reports" USING btree ("kind","detected_on");
--> statement-breakpoint
-- Issue 34: journal entries and their lines are immutable; a correction is a counter-entry (docs/accounting.md).
CREATE OR REPLACE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal entries are immutable: post a counter-entry' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_immutable ON journal_entries;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_immutable ON journal_lines;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
