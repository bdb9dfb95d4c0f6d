-- A new e-mail for an account waits here until it is confirmed from the new
-- address; the old address is then told, with a link to report the change,
-- which puts the old address back. Only the SHA-256 of each link's token is
-- kept. A newer request for the same person cancels the older one.
CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email text NOT NULL,
  new_email text NOT NULL,
  requested_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  report_token_hash text UNIQUE,
  report_expires_at timestamptz,
  reported_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX email_changes_user_id ON email_changes (user_id);
