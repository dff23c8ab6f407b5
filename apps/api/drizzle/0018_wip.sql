ALTER TABLE "term_authorisations" ADD COLUMN "periodicity" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "term_authorisations" ADD COLUMN "term_periods" integer;