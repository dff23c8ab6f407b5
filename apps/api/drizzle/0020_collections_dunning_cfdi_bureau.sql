CREATE TABLE "funding_line_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"moved_on" date NOT NULL,
	"booked_on" date NOT NULL,
	"principal_cents" bigint NOT NULL,
	"interest_cents" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"approved_by_user_id" integer NOT NULL,
	"journal_entry_id" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_line_movements_amounts" CHECK ("funding_line_movements"."principal_cents" >= 0 and "funding_line_movements"."interest_cents" >= 0 and ("funding_line_movements"."kind" = 'repayment' or "funding_line_movements"."interest_cents" = 0))
);
--> statement-breakpoint
CREATE TABLE "portfolio_report_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_sent_month" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_period_files" (
	"period" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_by" integer,
	CONSTRAINT "accounting_period_files_period_name_pk" PRIMARY KEY("period","name")
);
--> statement-breakpoint
CREATE TABLE "cfdi_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"loan_folio" integer NOT NULL,
	"product" text NOT NULL,
	"serie" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_on" date NOT NULL,
	"issued_on" date NOT NULL,
	"input" jsonb NOT NULL,
	"receptor_rfc" text NOT NULL,
	"receptor_name" text NOT NULL,
	"sub_total_cents" bigint NOT NULL,
	"iva_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"customer_email" text,
	"uuid" text,
	"xml" text,
	"sandbox" boolean DEFAULT true NOT NULL,
	"stamped_at" timestamp with time zone,
	"error_code" text,
	"error_message" text,
	"mailed_at" timestamp with time zone,
	"cancellation_motive" text,
	"cancellation_acuse" text,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cfdi_documents_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "cfdi_documents_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "dunning_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"offset_days" integer NOT NULL,
	"channel" text NOT NULL,
	"template_id" integer,
	"letter_kind" text,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ally_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dunning_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"episode" date NOT NULL,
	"business_date" date NOT NULL,
	"days_past_due" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"message_id" integer,
	"mail_id" integer,
	"letter_kind" text,
	"letter" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_assignments" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"collector_user_id" integer NOT NULL,
	"rule_id" integer,
	"manual" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"on" date NOT NULL,
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"outcome" text,
	"summary" text DEFAULT '' NOT NULL,
	"actor_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "collection_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"collector_user_id" integer,
	"reversed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"promised_on" date NOT NULL,
	"made_on" date NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"decided_on" date,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"bucket" text,
	"ally_id" integer,
	"collector_ids" integer[] NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "funding_lines" ADD COLUMN "drawn_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_line_id_funding_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."funding_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_line_movements" ADD CONSTRAINT "funding_line_movements_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_period_files" ADD CONSTRAINT "accounting_period_files_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_rules" ADD CONSTRAINT "dunning_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_sends" ADD CONSTRAINT "dunning_sends_rule_id_dunning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."dunning_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_report_accounts" ADD CONSTRAINT "bureau_report_accounts_period_id_bureau_report_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."bureau_report_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_report_periods" ADD CONSTRAINT "bureau_report_periods_generated_by_user_id_users_id_fk" FOREIGN KEY ("generated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_line_movements_line_idx" ON "funding_line_movements" USING btree ("line_id","moved_on");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_line_movements_reference_idx" ON "funding_line_movements" USING btree ("line_id","kind","reference","moved_on");--> statement-breakpoint
CREATE INDEX "funding_line_movements_booked_idx" ON "funding_line_movements" USING btree ("booked_on");--> statement-breakpoint
CREATE INDEX "cfdi_documents_issued_idx" ON "cfdi_documents" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "cfdi_documents_loan_idx" ON "cfdi_documents" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "cfdi_documents_status_idx" ON "cfdi_documents" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_sends_once_idx" ON "dunning_sends" USING btree ("rule_id","loan_id","episode");--> statement-breakpoint
CREATE INDEX "dunning_sends_loan_idx" ON "dunning_sends" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "dunning_sends_created_idx" ON "dunning_sends" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_assignments_collector_idx" ON "collection_assignments" USING btree ("collector_user_id");--> statement-breakpoint
CREATE INDEX "collection_contacts_loan_idx" ON "collection_contacts" USING btree ("loan_id","at");--> statement-breakpoint
CREATE INDEX "collection_payments_loan_idx" ON "collection_payments" USING btree ("loan_id","paid_on");--> statement-breakpoint
CREATE INDEX "collection_promises_loan_idx" ON "collection_promises" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "collection_promises_status_idx" ON "collection_promises" USING btree ("status","promised_on");--> statement-breakpoint
CREATE INDEX "bureau_report_accounts_period_idx" ON "bureau_report_accounts" USING btree ("period_id","application_id");--> statement-breakpoint
ALTER TABLE "funding_lines" ADD CONSTRAINT "funding_lines_drawn_within_amount" CHECK ("funding_lines"."drawn_cents" >= 0 and "funding_lines"."drawn_cents" <= "funding_lines"."amount_cents");