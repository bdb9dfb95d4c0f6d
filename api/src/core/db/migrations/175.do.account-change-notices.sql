-- `accounts`: what a request's caller is made of (an account's e-mail, roles, time zone, token version,
-- deleted and banned flags) and the end of its device sessions. The API keeps every session it has checked
-- until this changes; keyed on `users`, every change of any account (a schedule granted, a name edited)
-- made each instance read every session again, one row and one write per request.
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Signing in stamps `last_login_at`, which no answer shows: that alone is no change of `users`.
  IF to_jsonb(OLD) - 'last_login_at' IS DISTINCT FROM to_jsonb(NEW) - 'last_login_at' THEN
    PERFORM pg_notify('data_changes', 'users');
  END IF;
  IF (OLD.email, OLD.roles, OLD.timezone, OLD.token_version, OLD.deleted, OLD.banned)
     IS DISTINCT FROM (NEW.email, NEW.roles, NEW.timezone, NEW.token_version, NEW.deleted, NEW.banned) THEN
    PERFORM pg_notify('data_changes', 'accounts');
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER data_change_notice ON users;
CREATE TRIGGER data_change_notice AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('users', 'accounts');

CREATE OR REPLACE FUNCTION notify_device_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', 'users');
  PERFORM pg_notify('data_changes', 'accounts');
  PERFORM pg_notify('session_ends', OLD.user_id::text);
  RETURN NULL;
END
$$;

DROP TRIGGER data_change_notice_truncate ON user_sessions;
CREATE TRIGGER data_change_notice_truncate AFTER TRUNCATE ON user_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('users', 'accounts');
