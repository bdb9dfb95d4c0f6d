-- Time tracking: at most one open clock per person and task or subtask, enforced
-- by the database whatever the number of API instances; the one-clock-per-person
-- rule of departments without allowMultitask is serialised by a per-user
-- advisory lock in the timer transaction (it depends on department flags).
CREATE UNIQUE INDEX work_time_histories_one_open_clock
  ON work_time_histories (user_id, coalesce(task_id, 0), coalesce(subtask_id, 0))
  WHERE ended_at IS NULL;
CREATE INDEX work_time_histories_subtask_idx ON work_time_histories (subtask_id);
