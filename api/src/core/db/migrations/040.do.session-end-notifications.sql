-- Every change that ends a user's sessions (a new token version, a ban, a
-- deletion) is announced on the `session_ends` channel, whichever code path
-- made it, so every API instance closes that user's open live-update streams.
CREATE FUNCTION notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ends', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER users_session_end
  AFTER UPDATE OF token_version, banned, deleted ON users
  FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.banned IS DISTINCT FROM NEW.banned OR OLD.deleted IS DISTINCT FROM NEW.deleted)
  EXECUTE FUNCTION notify_session_end();
