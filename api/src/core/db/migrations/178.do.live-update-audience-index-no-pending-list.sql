-- A GIN index queues new entries in a pending list and merges them into its tree when the list passes
-- gin_pending_list_limit (4 MB): the statement that crosses it does the whole merge. Every live update
-- writes this index twice (its row, then its position at commit, under the one lock all publishing
-- commits take), so the commit that crossed it held every other write in the portal for the merge:
-- 60-80 ms on an idle machine every ~50 s at 200 updates a second, several times that under load, where
-- the slowest requests of a crowd came in bursts of writes of every kind. Without the list each commit
-- pays its own few entries: the same simulation's slowest commit went from 79 ms to 12 ms (p99 1.5 ms both).
ALTER INDEX live_updates_topics SET (fastupdate = off);
