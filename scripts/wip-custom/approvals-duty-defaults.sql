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
