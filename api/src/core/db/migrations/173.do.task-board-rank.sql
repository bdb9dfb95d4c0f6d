-- Where a task stands in its board column: highest first. A task starts at its creation time in
-- seconds, so a new one lands on top and the columns keep today's newest-first order until someone
-- reorders them. A card placed between two others takes the midpoint of their ranks: numeric keeps
-- it exact however often one gap is used, and a move writes one row.
ALTER TABLE tasks ADD COLUMN board_rank numeric;
UPDATE tasks SET board_rank = extract(epoch FROM created_at);
ALTER TABLE tasks ALTER COLUMN board_rank SET NOT NULL;

CREATE FUNCTION task_board_rank_from_creation() RETURNS trigger AS $$
BEGIN
  NEW.board_rank := extract(epoch FROM NEW.created_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tasks_board_rank
  BEFORE INSERT ON tasks
  FOR EACH ROW
  WHEN (NEW.board_rank IS NULL)
  EXECUTE FUNCTION task_board_rank_from_creation();

CREATE INDEX tasks_board_order ON tasks (team_id, status_id, board_rank DESC, id DESC);
