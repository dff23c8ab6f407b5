CREATE TABLE "loan_payment_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"reference" text NOT NULL,
	"clabe" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_payment_references" ADD CONSTRAINT "loan_payment_references_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payment_references" ADD CONSTRAINT "loan_payment_references_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_loan_idx" ON "loan_payment_references" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_reference_idx" ON "loan_payment_references" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payment_references_clabe_idx" ON "loan_payment_references" USING btree ("clabe");