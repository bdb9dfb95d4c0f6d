-- timeWorking (contract §4.13, §4.14) is the sum of a task's or subtask's
-- closed work periods. Boards show it for every task, so each task carries
-- that sum, kept by the database on every change to a period: a board no
-- longer adds up ~10 periods per task on each read. numeric keeps the sum
-- exact, so the value read (rounded to whole seconds) is the one the periods give.
ALTER TABLE tasks ADD COLUMN time_working_total numeric NOT NULL DEFAULT 0;
ALTER TABLE subtasks ADD COLUMN time_working_total numeric NOT NULL DEFAULT 0;

UPDATE tasks k SET time_working_total = p.total
FROM (SELECT task_id, sum(EXTRACT(EPOCH FROM (ended_at - started_at))) AS total
      FROM work_time_histories WHERE ended_at IS NOT NULL AND task_id IS NOT NULL GROUP BY task_id) p
WHERE k.id = p.task_id;

UPDATE subtasks s SET time_working_total = p.total
FROM (SELECT subtask_id, sum(EXTRACT(EPOCH FROM (ended_at - started_at))) AS total
      FROM work_time_histories WHERE ended_at IS NOT NULL AND subtask_id IS NOT NULL GROUP BY subtask_id) p
WHERE s.id = p.subtask_id;

CREATE FUNCTION work_time_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.ended_at IS NOT NULL THEN
    UPDATE tasks SET time_working_total = time_working_total - EXTRACT(EPOCH FROM (OLD.ended_at - OLD.started_at)) WHERE id = OLD.task_id;
    UPDATE subtasks SET time_working_total = time_working_total - EXTRACT(EPOCH FROM (OLD.ended_at - OLD.started_at)) WHERE id = OLD.subtask_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.ended_at IS NOT NULL THEN
    UPDATE tasks SET time_working_total = time_working_total + EXTRACT(EPOCH FROM (NEW.ended_at - NEW.started_at)) WHERE id = NEW.task_id;
    UPDATE subtasks SET time_working_total = time_working_total + EXTRACT(EPOCH FROM (NEW.ended_at - NEW.started_at)) WHERE id = NEW.subtask_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER work_time_totals_follow
  AFTER INSERT OR DELETE OR UPDATE OF started_at, ended_at, task_id, subtask_id ON work_time_histories
  FOR EACH ROW EXECUTE FUNCTION work_time_totals_follow();
