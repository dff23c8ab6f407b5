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
CREATE INDEX "cfdi_documents_issued_idx" ON "cfdi_documents" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "cfdi_documents_loan_idx" ON "cfdi_documents" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "cfdi_documents_status_idx" ON "cfdi_documents" USING btree ("status");