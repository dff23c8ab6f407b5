ALTER TABLE "loan_payments" ADD COLUMN "allocation" jsonb;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD COLUMN "engine_version" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "allocation_strategy" text DEFAULT 'late_first_horizontal' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "engine_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "late_payment_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "collection_fee_cents" bigint DEFAULT 0 NOT NULL;