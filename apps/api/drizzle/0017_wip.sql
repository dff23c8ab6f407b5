ALTER TABLE "loans" ADD COLUMN "accrual_status" text DEFAULT 'accruing' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "non_accrual_since" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "suspended_interest_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_on" date;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "written_off_cents" bigint;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "write_off_reason" text;