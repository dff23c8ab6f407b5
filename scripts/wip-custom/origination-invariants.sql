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
