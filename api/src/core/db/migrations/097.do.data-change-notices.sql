-- Every committed change to what the API's cached answers read is announced
-- on the `data_changes` channel, whichever code path made it (a route, a
-- job, a script, psql), so every API instance drops what it had cached from
-- before (src/plugins/app/response-cache). NOTIFY is transactional: the
-- notice is delivered at commit, and not at all on rollback.
--
-- Tables fall into groups, named in the payload:
--   users          the accounts (roles, memberships are elsewhere)
--   organisation   departments, teams, memberships, schedules, requests, reference data
--   work           tasks and everything hanging off them, tags, time
--   notifications:<user id>   one person's notifications
-- A TRUNCATE announces `*`: everything cached is dropped.
-- Logs, jobs, secrets and other tables no cached answer reads have no trigger;
-- test/db/data-change-notices.test.ts keeps that list honest.

CREATE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  data_group text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('data_changes', '*');
  ELSE
    FOREACH data_group IN ARRAY TG_ARGV LOOP
      PERFORM pg_notify('data_changes', data_group);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

-- Per row: the payload names whose notifications changed (identical payloads
-- of one transaction are delivered once).
CREATE FUNCTION notify_notification_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('data_changes', 'notifications:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('data_changes', 'notifications:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;

-- Signing in stamps `last_login_at`, which no answer shows: that alone is no change of `users`.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(OLD) - 'last_login_at' IS DISTINCT FROM to_jsonb(NEW) - 'last_login_at' THEN
    PERFORM pg_notify('data_changes', 'users');
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER data_change_notice AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('users');
CREATE TRIGGER data_change_notice_update AFTER UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();

DO $$
DECLARE
  grouped CONSTANT text[][] := ARRAY[
    ['comunidades_autonomas', 'organisation'], ['provincias', 'organisation'], ['municipios', 'organisation'],
    ['work_schedules', 'organisation'], ['work_schedule_units', 'organisation'],
    ['departments', 'organisation'], ['department_users', 'organisation'], ['subdepartments', 'organisation'],
    ['teams', 'organisation'], ['user_teams', 'organisation'], ['user_department_accesses', 'organisation'],
    ['user_schedules', 'organisation'], ['calendar_assignments', 'organisation'], ['justifications', 'organisation'],
    ['configurations', 'organisation'], ['time_caps', 'organisation'], ['quizzes', 'organisation'], ['quiz_users', 'organisation'],
    ['tag_types', 'work'], ['tags', 'work'], ['task_statuses', 'work'],
    ['tasks', 'work'], ['task_users', 'work'], ['task_tags', 'work'], ['subtasks', 'work'], ['subtask_users', 'work'],
    ['task_messages', 'work'], ['subtask_messages', 'work'], ['work_time_histories', 'work']
  ];
  i integer;
BEGIN
  FOR i IN 1 .. array_length(grouped, 1) LOOP
    EXECUTE format(
      'CREATE TRIGGER data_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change(%L)',
      grouped[i][1], grouped[i][2]);
  END LOOP;
END
$$;

-- Files are avatars and logos as well as task attachments.
CREATE TRIGGER data_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_objects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change('users', 'organisation', 'work');

CREATE TRIGGER data_change_notice AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_notification_change();
CREATE TRIGGER data_change_notice_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
