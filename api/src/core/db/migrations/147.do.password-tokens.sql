-- One link kind per token: a reset link (1 hour) or an invitation to set a
-- first password (7 days). Both are single use and only their SHA-256 is kept.
ALTER TABLE password_reset_tokens
  ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invitation')),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX password_reset_tokens_user_id ON password_reset_tokens (user_id);

-- Reset requests counted per requested address and per client address, so
-- every API instance applies the same limits; nothing here tells whether the
-- address belongs to an account.
CREATE TABLE password_reset_requests (
  ip text NOT NULL,
  email text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_ip ON password_reset_requests (ip, requested_at);
CREATE INDEX password_reset_requests_email ON password_reset_requests (email, requested_at);
