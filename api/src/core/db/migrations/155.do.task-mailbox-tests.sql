-- Logins to a team's mailbox asked for from its panel, counted per team in the
-- database so that every API instance applies the same hourly limit: the test
-- must not become a password oracle against the mail server.
CREATE TABLE task_mailbox_tests (
  team_id integer NOT NULL REFERENCES teams (id),
  tested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_mailbox_tests_team_idx ON task_mailbox_tests (team_id, tested_at);
