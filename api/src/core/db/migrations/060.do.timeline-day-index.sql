-- The timeline (contract P7) reads the histories that overlap one day. A GiST
-- index on each history's time range finds exactly those, including the ones
-- that started on an earlier day or are still open (no end = infinity), without
-- scanning anyone's earlier history.
CREATE INDEX work_time_histories_span_idx ON work_time_histories
  USING gist (tstzrange(started_at, COALESCE(ended_at, 'infinity'::timestamptz), '[]'));
