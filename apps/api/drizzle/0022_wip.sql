CREATE TABLE "credit_bureau_sandbox_persons" (
	"curp" text PRIMARY KEY NOT NULL,
	"person" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_bureau_consents" ADD COLUMN "legal_text_version" text DEFAULT '2026-01' NOT NULL;