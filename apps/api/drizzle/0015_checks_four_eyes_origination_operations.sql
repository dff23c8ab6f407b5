CREATE TABLE "visit_address_positions" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" text NOT NULL,
	"confirmed_by_user_id" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voided_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"approving_votes" integer NOT NULL,
	"rejecting_votes" integer NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"voters" jsonb NOT NULL,
	"basis" jsonb,
	"changed" jsonb NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "loan_credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"target_loan_id" integer,
	"target_payment_id" integer,
	"approval_id" integer,
	"requested_by_user_id" integer,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"result" jsonb,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope_type" text NOT NULL,
	"scope_id" text NOT NULL,
	"act" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duty_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_a" text NOT NULL,
	"act_b" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "automated_checks" ADD COLUMN "waiting_for" text;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD COLUMN "authorisation_id" integer;--> statement-breakpoint
ALTER TABLE "funding_assignments" ADD COLUMN "authorisation_id" integer;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "authorisation_id" integer;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "opening_fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "opening_fee_iva_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "cancellation_reference" text;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "cancellation_returned_on" date;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "committee_decisions" ADD COLUMN "basis" jsonb;--> statement-breakpoint
ALTER TABLE "committee_decisions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "term_authorisations" ADD COLUMN "opening_fee_treatment" text DEFAULT 'first_installment' NOT NULL;--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "day_count" text DEFAULT 'actual_360' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_address_positions" ADD CONSTRAINT "visit_address_positions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_address_positions" ADD CONSTRAINT "visit_address_positions_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_decisions" ADD CONSTRAINT "voided_decisions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_decisions" ADD CONSTRAINT "voided_decisions_voided_by_user_id_users_id_fk" FOREIGN KEY ("voided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_credit_movements" ADD CONSTRAINT "loan_credit_movements_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_credit_movements" ADD CONSTRAINT "loan_credit_movements_target_loan_id_loans_id_fk" FOREIGN KEY ("target_loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_credit_movements" ADD CONSTRAINT "loan_credit_movements_target_payment_id_loan_payments_id_fk" FOREIGN KEY ("target_payment_id") REFERENCES "public"."loan_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_credit_movements" ADD CONSTRAINT "loan_credit_movements_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_credit_movements" ADD CONSTRAINT "loan_credit_movements_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_acts" ADD CONSTRAINT "duty_acts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_policies" ADD CONSTRAINT "duty_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voided_decisions_app_idx" ON "voided_decisions" USING btree ("application_id","voided_at");--> statement-breakpoint
CREATE INDEX "loan_credit_movements_loan_idx" ON "loan_credit_movements" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_pending" ON "approval_requests" USING btree ("kind","subject_type","subject_id") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_status_idx" ON "approval_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "duty_acts_scope_act_user_key" ON "duty_acts" USING btree ("scope_type","scope_id","act","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duty_policies_pair_key" ON "duty_policies" USING btree ("act_a","act_b");--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_authorisation_id_term_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."term_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_assignments" ADD CONSTRAINT "funding_assignments_authorisation_id_term_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."term_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD CONSTRAINT "funding_disbursements_authorisation_id_term_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."term_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_disbursements" ADD CONSTRAINT "funding_disbursements_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Issue 30: the separation-of-duties defaults every installation starts with (administrators edit them in
-- /apps/approvals): capture ↔ analyse, document upload ↔ approval, authorise ↔ disburse, record ↔ reverse a
-- payment, and any act ↔ write-off approval. Idempotent: a pair already there (or removed and re-added) stays.
INSERT INTO "duty_policies" ("act_a", "act_b", "enabled") VALUES
  ('capture', 'analyse', true),
  ('document.upload', 'document.approve', true),
  ('authorise', 'disburse', true),
  ('payment.record', 'payment.reverse', true),
  ('*', 'write_off.approve', true)
ON CONFLICT ("act_a", "act_b") DO NOTHING;

--> statement-breakpoint
-- Issue 30: field visits get their own subject, field_visit. Back-fill of the roles of an existing installation
-- (the demo seed gives new ones their rules): whoever coordinated visits through manage analysis (the analysts)
-- manages field_visit; whoever filled visits through update analysis without manage (the field agents) reads
-- and updates field_visit; and the seeded field agent's role, visitador, keeps nothing of análisis (no checks,
-- blacklist, bureau, income, moves). Other custom roles keep their análisis rules: an administrator decides.
UPDATE "roles" SET "version" = "version" + 1,
  "rules" = "rules" || '[{"action":"manage","subject":"field_visit"}]'::jsonb
WHERE "rules" @> '[{"action":"manage","subject":"analysis"}]'::jsonb
  AND NOT "rules" @> '[{"action":"manage","subject":"field_visit"}]'::jsonb;
--> statement-breakpoint
UPDATE "roles" SET "version" = "version" + 1,
  "rules" = "rules" || '[{"action":"read","subject":"field_visit"},{"action":"update","subject":"field_visit"}]'::jsonb
WHERE "rules" @> '[{"action":"update","subject":"analysis"}]'::jsonb
  AND NOT "rules" @> '[{"action":"manage","subject":"analysis"}]'::jsonb
  AND NOT "rules" @> '[{"action":"update","subject":"field_visit"}]'::jsonb;
--> statement-breakpoint
UPDATE "roles" SET "version" = "version" + 1,
  "rules" = coalesce(
    (SELECT jsonb_agg("rule") FROM jsonb_array_elements("rules") AS "rule"
     WHERE "rule" <> '{"action":"update","subject":"analysis"}'::jsonb
       AND "rule" <> '{"action":"read","subject":"analysis"}'::jsonb),
    '[]'::jsonb),
  "description" = 'Visitador: sus visitas de campo, el reporte con fotos y la investigación física'
WHERE "name" = 'visitador' AND "key" IS NULL
  AND NOT "rules" @> '[{"action":"manage","subject":"analysis"}]'::jsonb;

--> statement-breakpoint
-- Issue 30, origination invariants. Back-fill of an existing installation: contracts, assignments and
-- disbursements belong to the authorisation in force on their application (the only one they could follow
-- before); roles that worked fondeo through update contrato keep it through the new fondeo subject, except
-- the committee (whoever authorises and contracts no longer moves money: treasury does).
UPDATE "loan_contracts" AS c SET "authorisation_id" = t."id"
FROM "term_authorisations" AS t
WHERE c."authorisation_id" IS NULL AND t."application_id" = c."application_id" AND t."superseded_at" IS NULL;
--> statement-breakpoint
UPDATE "funding_assignments" AS a SET "authorisation_id" = t."id"
FROM "term_authorisations" AS t
WHERE a."authorisation_id" IS NULL AND t."application_id" = a."application_id" AND t."superseded_at" IS NULL;
--> statement-breakpoint
UPDATE "funding_disbursements" AS d SET "authorisation_id" = a."authorisation_id"
FROM "funding_assignments" AS a
WHERE d."authorisation_id" IS NULL AND a."id" = d."assignment_id";
--> statement-breakpoint
UPDATE "roles" SET "version" = "version" + 1,
  "rules" = "rules" || '[{"action":"read","subject":"fondeo"},{"action":"update","subject":"fondeo"}]'::jsonb
WHERE ("rules" @> '[{"action":"manage","subject":"contrato"}]'::jsonb
    OR "rules" @> '[{"action":"update","subject":"contrato"}]'::jsonb)
  AND "name" <> 'comite'
  AND NOT "rules" @> '[{"action":"update","subject":"fondeo"}]'::jsonb
  AND NOT "rules" @> '[{"action":"manage","subject":"fondeo"}]'::jsonb;
