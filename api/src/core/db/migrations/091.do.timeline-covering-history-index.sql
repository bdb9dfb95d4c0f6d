-- The timeline (contract P7) reads each person's histories of one day through
-- (user_id, started_at). Carrying the rest of what it needs (end, task,
-- subtask, id) in the index lets it read them without visiting the table,
-- where one person's histories of a day lie on as many pages as histories.
-- The index keeps its name and key, so every other reader of (user_id,
-- started_at) is served as before.
DROP INDEX work_time_histories_user_idx;
CREATE INDEX work_time_histories_user_idx ON work_time_histories (user_id, started_at)
  INCLUDE (ended_at, task_id, subtask_id, id);
