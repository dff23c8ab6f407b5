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
