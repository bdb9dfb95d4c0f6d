-- Who changed what, when, from what to what: sensitive changes only (roles,
-- managers, memberships, deletions and restores, configurations, permanent
-- file deletions, backups). Rows are written in the transaction of the change.
CREATE TABLE audit_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES users (id),
  actor_ip text,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore')),
  entity text NOT NULL,
  entity_id bigint,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_logs_entity_idx ON audit_logs (entity, entity_id, id);
CREATE INDEX audit_logs_actor_idx ON audit_logs (actor_id, id);
