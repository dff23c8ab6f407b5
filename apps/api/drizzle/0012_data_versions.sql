CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- Data versions (lib/data-versions.ts): every committed transaction that changes a named data set bumps its
-- counter once and notifies `mesa_data_versions` with the name. The row triggers are deferred to the commit, so
-- the counter's row is locked only for the moment of the commit, and the first changed row of a transaction
-- marks it (a transaction-local setting holding its id) so a batch of rows bumps once. It takes the audit
-- chain's commit lock (migration 0007) before the counter's row: commit-time work then always locks in one order,
-- so a transaction that changed allies before auditing and one that audited first cannot deadlock at commit.
CREATE FUNCTION mesa_bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mark text := 'mesa.data_version_' || TG_ARGV[0];
BEGIN
  IF current_setting(mark, true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config(mark, txid_current()::text, true);
    PERFORM pg_advisory_xact_lock(7105114);
    INSERT INTO data_versions AS known (name, version) VALUES (TG_ARGV[0], 1)
      ON CONFLICT (name) DO UPDATE SET version = known.version + 1;
    PERFORM pg_notify('mesa_data_versions', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 'allies': the ally rows and the links that decide who sees which ally (ally-scope.ts).
CREATE CONSTRAINT TRIGGER allies_data_version AFTER INSERT OR UPDATE OR DELETE ON allies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mesa_bump_data_version('allies');
--> statement-breakpoint
CREATE TRIGGER allies_truncated_data_version AFTER TRUNCATE ON allies
  FOR EACH STATEMENT EXECUTE FUNCTION mesa_bump_data_version('allies');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ally_users_data_version AFTER INSERT OR UPDATE OR DELETE ON ally_users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mesa_bump_data_version('allies');
--> statement-breakpoint
CREATE TRIGGER ally_users_truncated_data_version AFTER TRUNCATE ON ally_users
  FOR EACH STATEMENT EXECUTE FUNCTION mesa_bump_data_version('allies');
