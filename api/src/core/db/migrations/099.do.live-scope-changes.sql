-- Every committed change to what decides a live-feed subscriber's audience
-- topics (who manages a department, sub-department or team, with which
-- sub-department powers, who belongs to a team or department, who may read a
-- department, which roles an account holds) is announced on the
-- `live_scope_changes` channel, whichever code path made it, so every API
-- instance recomputes what its open streams may receive before it delivers
-- anything committed later. Identical payloads of one transaction are
-- delivered once, so the payload is empty: a notice means "recompute".
CREATE FUNCTION notify_live_scope_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_scope_changes', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER live_scope_change AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF user_id, deleted ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF user_id, deleted, department_id, manager_calendar, manager_medical ON subdepartments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF user_id, deleted, department_id, subdepartment_id, manager_only ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_teams
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON department_users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_department_accesses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
CREATE TRIGGER live_scope_change AFTER UPDATE OF roles ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_live_scope_change();
