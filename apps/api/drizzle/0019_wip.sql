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
ALTER TABLE "bank_line_postings" ADD CONSTRAINT "bank_line_postings_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_line_postings_line" ON "bank_line_postings" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint" ON "bank_statement_lines" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement" ON "bank_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status" ON "bank_statement_lines" USING btree ("status","value_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file_sha256" ON "bank_statements" USING btree ("file_sha256");