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
ALTER TABLE "audit_checkpoints" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "automated_checks" ADD COLUMN "waiting_for" text;--> statement-breakpoint
ALTER TABLE "visit_address_positions" ADD CONSTRAINT "visit_address_positions_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_address_positions" ADD CONSTRAINT "visit_address_positions_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
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
