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
