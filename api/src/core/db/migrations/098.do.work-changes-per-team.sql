-- Work is announced per team: `work:<team id>` instead of `work`, for the
-- tables whose rows name their team (directly, through their task or through
-- their subtask), so a change to one team's tasks ends only that team's kept
-- boards. A row whose team cannot be found any more (its task is gone)
-- announces `work`, which every team's answers depend on, as do tags,
-- statuses and files, still announced by migration 097's triggers.
--
-- The changed rows are read from the statement's transition tables: one
-- notice per team and statement, however many rows changed. PostgreSQL
-- allows transition tables on single-event triggers only, hence one trigger
-- per event.

CREATE FUNCTION notify_work_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the team of a changed row `r`, as an SQL expression.
  changed CONSTANT text := CASE TG_OP
    WHEN 'INSERT' THEN 'new_rows'
    WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows)' END;
  team integer;
BEGIN
  FOR team IN EXECUTE format('SELECT DISTINCT %s FROM %s r', TG_ARGV[0], changed) LOOP
    PERFORM pg_notify('data_changes', CASE WHEN team IS NULL THEN 'work' ELSE 'work:' || team END);
  END LOOP;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  task_team CONSTANT text := '(SELECT k.team_id FROM tasks k WHERE k.id = r.task_id)';
  subtask_team CONSTANT text := '(SELECT k.team_id FROM subtasks s JOIN tasks k ON k.id = s.task_id WHERE s.id = r.subtask_id)';
  team_of CONSTANT text[][] := ARRAY[
    ['tasks', 'r.team_id'],
    ['task_users', task_team], ['task_tags', task_team], ['task_messages', task_team], ['subtasks', task_team],
    ['subtask_users', subtask_team], ['subtask_messages', subtask_team],
    ['work_time_histories', format('coalesce(%s, %s)', task_team, subtask_team)]
  ];
  tbl text;
  team text;
  i integer;
BEGIN
  FOR i IN 1 .. array_length(team_of, 1) LOOP
    tbl := team_of[i][1];
    team := team_of[i][2];
    EXECUTE format('DROP TRIGGER data_change_notice ON %I', tbl);
    EXECUTE format('CREATE TRIGGER data_change_notice AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION notify_work_change(%L)', tbl, team);
    EXECUTE format('CREATE TRIGGER data_change_notice_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION notify_work_change(%L)', tbl, team);
    EXECUTE format('CREATE TRIGGER data_change_notice_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION notify_work_change(%L)', tbl, team);
    EXECUTE format('CREATE TRIGGER data_change_notice_truncate AFTER TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', tbl);
  END LOOP;
END
$$;
