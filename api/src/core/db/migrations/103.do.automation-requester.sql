-- An automation's tasks are requested by a person of the portal, kept in the
-- `auto_task` row's user_id: whoever created the automation (its audit entry),
-- else the team's manager. The notice address in the value only receives mail;
-- as the requester it let whoever holds that address see the tasks and had
-- their work charged to that person's time caps.
UPDATE configurations c
SET user_id = COALESCE(
  (SELECT a.actor_id FROM audit_logs a
   WHERE a.entity = 'Configuration' AND a.entity_id = c.id AND a.action = 'create' AND a.actor_id IS NOT NULL
   ORDER BY a.id LIMIT 1),
  (SELECT t.user_id FROM teams t WHERE t.id::text = c.data))
WHERE c.name = 'auto_task' AND c.user_id IS NULL;

-- The tasks automations already created get that requester too.
UPDATE tasks k
SET email = NULL, created_by_id = c.user_id
FROM auto_task_runs r JOIN configurations c ON c.id = r.configuration_id
WHERE k.id = r.task_id AND k.created_by_id IS NULL AND c.user_id IS NOT NULL;
