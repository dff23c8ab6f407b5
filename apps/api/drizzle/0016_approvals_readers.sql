-- Issue 30: the seeded treasury and collections roles read the four-eyes queue (their own requests, and for
-- treasury the other treasurers' disbursements to approve). Back-fill of an existing installation (the demo seed
-- gives new ones the rule); idempotent, and only the seeded roles: custom roles are an administrator's call.
UPDATE "roles" SET "version" = "version" + 1,
  "rules" = "rules" || '[{"action":"read","subject":"Approvals"}]'::jsonb
WHERE "name" IN ('tesoreria', 'cobranza') AND "key" IS NULL
  AND NOT "rules" @> '[{"action":"read","subject":"Approvals"}]'::jsonb
  AND NOT "rules" @> '[{"action":"manage","subject":"Approvals"}]'::jsonb;
