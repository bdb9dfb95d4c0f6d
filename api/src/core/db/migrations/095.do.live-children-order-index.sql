-- A task list carries, per task, the ids of its live messages and subtasks in id order (M1, M2).
-- These indexes answer each of those lookups in order, without a sort per task.
CREATE INDEX IF NOT EXISTS task_messages_live_task_idx ON task_messages (task_id, id) WHERE NOT deleted;
CREATE INDEX IF NOT EXISTS subtasks_live_task_idx ON subtasks (task_id, id) WHERE NOT deleted;
