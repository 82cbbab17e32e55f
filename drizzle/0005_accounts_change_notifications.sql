-- Every change to who is signed in (a session ended, extended or revoked) or to an account (name,
-- role, ban, removal), by the shop or by hand, is announced on a channel once the transaction
-- commits, so each app process forgets the sessions it has resolved (see session-cache.ts).
-- The payload names the accounts concerned, comma-separated; an empty payload means "everyone"
-- (a truncate, or more accounts than a notification's 8000 bytes can carry).
-- New sessions and new accounts need no announcement: nothing about them was known before.
CREATE FUNCTION shop_announce_accounts(ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('shop_accounts_changed', CASE WHEN octet_length(ids) > 7000 THEN '' ELSE ids END);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_accounts((SELECT string_agg(DISTINCT user_id, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_accounts((SELECT string_agg(DISTINCT id, ',') FROM changed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION shop_announce_all_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM shop_announce_accounts('');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_accounts();
--> statement-breakpoint
CREATE TRIGGER users_announce_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_user_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_user_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION shop_announce_all_accounts();
