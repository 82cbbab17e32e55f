-- Every change to who is signed in (a session ended, extended or revoked) or to an account (name,
-- role, ban, removal), by the shop or by hand, is announced on a channel once the transaction
-- commits, so each app process forgets the sessions it has resolved (see session-cache.ts).
-- New sessions and new accounts need no announcement: nothing about them was known before.
CREATE FUNCTION shop_announce_accounts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_accounts_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_accounts_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_accounts_change();
