ALTER TABLE "loan_day_figures" ADD COLUMN "subledger_principal_cents" bigint;--> statement-breakpoint
ALTER TABLE "loan_day_figures" ADD COLUMN "subledger_past_due" boolean;--> statement-breakpoint
ALTER TABLE "loan_day_figures" ADD COLUMN "subledger_interest_cents" bigint;--> statement-breakpoint
ALTER TABLE "loan_day_figures" ADD COLUMN "subledger_credit_cents" bigint;--> statement-breakpoint
ALTER TABLE "loan_day_figures" ADD COLUMN "subledger_fee_cents" bigint;--> statement-breakpoint
CREATE INDEX "journal_entries_disbursement_idx" ON "journal_entries" USING btree ("loan_id") WHERE "journal_entries"."kind" = 'disbursement';