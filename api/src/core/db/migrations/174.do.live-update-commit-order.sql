-- A live update's place in the feed is taken when its transaction commits, not when its row is
-- written. Ids come in the order transactions write, and they commit in another order: a stream
-- that resumed after the last id it got skipped an update committed later with a smaller id, and
-- was sent again one committed earlier with a larger id. Streams resume after a `position`.
--
-- The deferred trigger runs as the transaction commits, after all of its statements. It takes one
-- lock for every publishing transaction, held until the commit is visible, so positions are given
-- and become visible in the same order, and announces the position (NOTIFYs reach listeners in
-- commit order too). The lock spans only the commit itself.
ALTER TABLE live_updates ADD COLUMN position bigint;
CREATE SEQUENCE live_update_positions;
UPDATE live_updates SET position = id;
SELECT setval('live_update_positions', coalesce((SELECT max(id) FROM live_updates), 0) + 1, false);
CREATE UNIQUE INDEX live_updates_position ON live_updates (position);

CREATE FUNCTION place_live_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('live_update_positions'), 0);
  UPDATE live_updates SET position = nextval('live_update_positions') WHERE id = NEW.id RETURNING position INTO placed;
  PERFORM pg_notify('live_updates', placed::text);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER live_updates_placed_at_commit
  AFTER INSERT ON live_updates
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  EXECUTE FUNCTION place_live_update();
