-- The timeline (contract P7) reads the histories that overlap one day for the
-- people of one department. Most start within a day before the day's end and
-- are found per person through work_time_histories_user_idx (user_id,
-- started_at), which on 1,000,000 histories reads far fewer rows than a range
-- index over everyone's day (060). The rest, still open or longer than 24
-- hours, are few: a partial GiST index on their time range is all they need.
DROP INDEX work_time_histories_span_idx;
CREATE INDEX work_time_histories_long_span_idx ON work_time_histories
  USING gist (tstzrange(started_at, COALESCE(ended_at, 'infinity'::timestamptz), '[]'))
  WHERE ended_at IS NULL OR ended_at - started_at > interval '24 hours';
