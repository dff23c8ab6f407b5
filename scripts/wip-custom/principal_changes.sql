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
