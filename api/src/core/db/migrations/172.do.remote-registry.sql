-- The registry of remote releases (one per environment, as each has its own database): what each
-- remote has published, which release is live, a gradual candidate, the history of every change,
-- the deploy tokens of the teams, and the failures the shell reports per release.
CREATE TABLE remote_modules (
  name text PRIMARY KEY CHECK (name ~ '^mf_[a-z0-9_]{1,40}$'),
  enabled boolean NOT NULL DEFAULT true,
  live_release_id integer,
  candidate_release_id integer,
  candidate_share smallint NOT NULL DEFAULT 0 CHECK (candidate_share BETWEEN 0 AND 100),
  -- Bumped by every change: a change sent with an older revision loses (409) instead of overwriting.
  revision integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remote_releases (
  id serial PRIMARY KEY,
  remote text NOT NULL REFERENCES remote_modules (name),
  version text NOT NULL,
  commit text NOT NULL,
  built_at timestamptz NOT NULL,
  -- Where the shell loads it: the release's own manifest, never rewritten.
  entry text NOT NULL,
  -- What it needs from the shell (shared packages and their ranges) and the screens it declares.
  needs jsonb NOT NULL DEFAULT '[]',
  screens jsonb NOT NULL DEFAULT '{}',
  published_by integer REFERENCES users (id),
  published_with_token integer,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (remote, version, commit)
);

ALTER TABLE remote_modules
  ADD FOREIGN KEY (live_release_id) REFERENCES remote_releases (id),
  ADD FOREIGN KEY (candidate_release_id) REFERENCES remote_releases (id);

CREATE TABLE remote_deploy_tokens (
  id serial PRIMARY KEY,
  remote text NOT NULL CHECK (remote ~ '^mf_[a-z0-9_]{1,40}$'),
  -- Only the hash: the token itself is shown once, to the admin who made it.
  token_hash text NOT NULL UNIQUE,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

ALTER TABLE remote_releases ADD FOREIGN KEY (published_with_token) REFERENCES remote_deploy_tokens (id);

CREATE TABLE remote_registry_history (
  id serial PRIMARY KEY,
  remote text NOT NULL REFERENCES remote_modules (name),
  action text NOT NULL CHECK (action IN ('publish', 'promote', 'gradual', 'rollback', 'auto-rollback', 'enable', 'disable')),
  release_id integer REFERENCES remote_releases (id),
  previous_release_id integer REFERENCES remote_releases (id),
  share smallint,
  actor_id integer REFERENCES users (id),
  token_id integer REFERENCES remote_deploy_tokens (id),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_registry_history_by_remote ON remote_registry_history (remote, id DESC);

-- What tabs saw of a release: a load, a failed load, an error caught by a screen's boundary.
CREATE TABLE remote_release_reports (
  id bigserial PRIMARY KEY,
  release_id integer NOT NULL REFERENCES remote_releases (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('loaded', 'load-failed', 'screen-error')),
  user_id integer NOT NULL REFERENCES users (id),
  route text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_release_reports_recent ON remote_release_reports (release_id, at);
