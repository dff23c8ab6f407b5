-- Issue 34: journal entries and their lines are immutable; a correction is a counter-entry (docs/accounting.md).
CREATE OR REPLACE FUNCTION journal_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal entries are immutable: post a counter-entry' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_immutable ON journal_entries;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_immutable ON journal_lines;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_refuse_change();
