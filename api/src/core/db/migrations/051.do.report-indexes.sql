-- Reports add up the time of a task's subtasks: find periods by subtask.
CREATE INDEX IF NOT EXISTS work_time_histories_subtask_report_idx ON work_time_histories (subtask_id) WHERE subtask_id IS NOT NULL;
