CREATE TABLE "loan_settled_figures" (
	"loan_id" integer PRIMARY KEY NOT NULL,
	"from_day" date NOT NULL,
	"principal_cents" bigint NOT NULL,
	"past_due" boolean NOT NULL,
	"interest_cents" bigint NOT NULL,
	"unapplied_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_settled_figures" ADD CONSTRAINT "loan_settled_figures_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;