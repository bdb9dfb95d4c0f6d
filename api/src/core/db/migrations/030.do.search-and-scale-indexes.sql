-- GET /api/users?search=: name and e-mail folded once on write (accents and case removed), so a search
-- is one LIKE on one column. Translate first, then lower: lower() only folds ASCII under the C locale.
ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(translate(coalesce(name, '') || ' ' || email,
    'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑÇáàâäéèêëíìîïóòôöúùûüñç',
    'AAAAEEEEIIIIOOOOUUUUNCaaaaeeeeiiiioooouuuunc'))
) STORED;

-- Lookups by task, subtask and assignee that boards, histories and scope checks make at 100,000 tasks.
CREATE INDEX IF NOT EXISTS media_objects_task_idx ON media_objects (task_id) WHERE task_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS task_users_user_idx ON task_users (user_id);
CREATE INDEX IF NOT EXISTS subtask_users_user_idx ON subtask_users (user_id);
CREATE INDEX IF NOT EXISTS tasks_created_by_idx ON tasks (created_by_id);
-- A task's or subtask's timeWorking sums its closed entries: read from the index alone.
CREATE INDEX IF NOT EXISTS work_time_histories_task_closed_idx ON work_time_histories (task_id) INCLUDE (started_at, ended_at) WHERE ended_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS work_time_histories_subtask_closed_idx ON work_time_histories (subtask_id) INCLUDE (started_at, ended_at) WHERE ended_at IS NOT NULL;
