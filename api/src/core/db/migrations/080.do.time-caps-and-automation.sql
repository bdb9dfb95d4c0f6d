-- Time caps (contract Q): a requester's caps are read oldest first, and the
-- histories charged to a cap are found by it.
CREATE INDEX time_caps_user_idx ON time_caps (user_id, created_at, id);
CREATE INDEX work_time_histories_time_cap_idx ON work_time_histories (time_cap_id) WHERE time_cap_id IS NOT NULL;

-- Task automation (contract §9): one row per automation and Madrid day on
-- which its task was created, written in the task's transaction. The primary
-- key is what makes a second creation for the same day impossible, whichever
-- instance or retry tries it.
CREATE TABLE auto_task_runs (
  configuration_id integer NOT NULL REFERENCES configurations (id) ON DELETE CASCADE,
  run_date date NOT NULL,
  -- Set in the same transaction, right after the row claimed the day.
  task_id integer REFERENCES tasks (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (configuration_id, run_date)
);
