ALTER TABLE "term_authorisations" ADD COLUMN "periodicity" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "term_authorisations" ADD COLUMN "term_periods" integer;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "default_event_fee" text DEFAULT 'late_payment' NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_applications_curp_idx" ON "credit_applications" USING btree ("curp");