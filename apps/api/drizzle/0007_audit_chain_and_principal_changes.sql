-- Hand-written: the audit hash chain (issue 20) and principal-cache invalidation notices (issue 12).
-- The tamper-evident audit trail (issue 20): each audit event is sealed into a SHA-256 hash chain when its
-- transaction commits. A deferred constraint trigger runs at commit, after every other statement of the
-- transaction, and takes a transaction-scoped advisory lock, so events are chained one commit after another
-- (never two with the same predecessor) without holding any lock while the transaction does its work.
CREATE OR REPLACE FUNCTION audit_event_digest(prev text, seq bigint, e audit_events) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|',
    coalesce(prev, ''), seq::text, e.id::text, coalesce(e.actor_user_id::text, ''), e.action, e.entity_type,
    e.entity_id, e.data::text, (extract(epoch FROM e.created_at) * 1000000)::bigint::text), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_chain_append() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_hash text;
  last_seq bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(7105114);
  SELECT hash, chain_seq INTO last_hash, last_seq FROM audit_events
    WHERE chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1;
  UPDATE audit_events
    SET chain_seq = coalesce(last_seq, 0) + 1,
        prev_hash = last_hash,
        hash = audit_event_digest(last_hash, coalesce(last_seq, 0) + 1, NEW)
    WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_events_chain AFTER INSERT ON audit_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_chain_append();
--> statement-breakpoint
-- Events written before the chain existed are sealed in the order they were written.
DO $$
DECLARE
  event audit_events;
  last_hash text;
  seq bigint := 0;
BEGIN
  FOR event IN SELECT * FROM audit_events WHERE chain_seq IS NULL ORDER BY id LOOP
    seq := seq + 1;
    UPDATE audit_events SET chain_seq = seq, prev_hash = last_hash,
      hash = audit_event_digest(last_hash, seq, event) WHERE id = event.id;
    last_hash := audit_event_digest(last_hash, seq, event);
  END LOOP;
END
$$;

--> statement-breakpoint
-- Principal cache invalidation (issue 12): each API instance keeps signed-in principals (user, role rules and
-- scope, session state) in memory and listens on `mesa_principals`. Every committed change that alters one
-- notifies here, whichever code path made it, so every instance forgets it at once. NOTIFY is delivered at
-- commit and never for a rolled-back change; identical notices of one transaction arrive once.
CREATE OR REPLACE FUNCTION principal_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- One branch per table: PL/pgSQL resolves OLD/NEW fields when a statement runs, so each names only its own.
  IF TG_TABLE_NAME = 'permissions' THEN
    -- A permission's rules reach every role that holds it: rare enough to forget everything.
    PERFORM pg_notify('mesa_principals', 'all');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('mesa_principals', 'session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('mesa_principals', 'user:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('mesa_principals', 'role:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'role_permissions' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('mesa_principals', 'role:' || OLD.role_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('mesa_principals', 'role:' || NEW.role_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_principal_change AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE
  ON sessions FOR EACH ROW EXECUTE FUNCTION principal_change_notice();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_principal_change
  AFTER UPDATE OF status, role_id, full_name, username, email, avatar, deleted_at OR DELETE
  ON users FOR EACH ROW EXECUTE FUNCTION principal_change_notice();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER roles_principal_change AFTER UPDATE OF rules, scope, name OR DELETE
  ON roles FOR EACH ROW EXECUTE FUNCTION principal_change_notice();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER role_permissions_principal_change AFTER INSERT OR UPDATE OR DELETE
  ON role_permissions FOR EACH ROW EXECUTE FUNCTION principal_change_notice();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER permissions_principal_change AFTER UPDATE OF rules OR DELETE
  ON permissions FOR EACH STATEMENT EXECUTE FUNCTION principal_change_notice();
