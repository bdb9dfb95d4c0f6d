-- Questionnaires: who wrote them, for whom, until when, and whether answers stay anonymous.
-- The audience is kept as id lists: it is read whole with its questionnaire and only ever matched against a caller's own teams and departments.
ALTER TABLE quizzes
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN created_by_id integer REFERENCES users (id),
  ADD COLUMN department_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN team_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN deadline timestamptz,
  ADD COLUMN anonymous boolean NOT NULL DEFAULT false,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE quiz_users ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX quizzes_created_by_idx ON quizzes (created_by_id);

-- No kept answer reads questionnaires, and every answer given would otherwise
-- make each instance drop the organisation's kept answers (boards, searches).
DROP TRIGGER data_change_notice ON quizzes;
DROP TRIGGER data_change_notice ON quiz_users;
