-- Notices on the channel vault_invalidate when what an authenticated call relies on changes: a session
-- revoked or deleted, an account or profile changed or deleted, a membership added, changed or removed.
-- Each instance listens and drops what it cached about that session, account or profile (see
-- src/db/invalidations.ts). NOTIFY is sent at commit, so a rolled-back change sends nothing.
CREATE OR REPLACE FUNCTION vault_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('vault_invalidate', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('vault_invalidate', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_invalidate AFTER UPDATE OF revoked_at OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION vault_invalidate('session', 'id');--> statement-breakpoint
CREATE TRIGGER accounts_invalidate AFTER UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION vault_invalidate('account', 'id');--> statement-breakpoint
CREATE TRIGGER profiles_invalidate AFTER UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION vault_invalidate('profile', 'id');--> statement-breakpoint
CREATE TRIGGER memberships_invalidate AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION vault_invalidate('account', 'account_id');
