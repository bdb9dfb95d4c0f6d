-- E-mail links also decide schedule-change requests, justifications and requested tasks.
ALTER TABLE decision_tokens DROP CONSTRAINT decision_tokens_kind_check;
ALTER TABLE decision_tokens ADD CONSTRAINT decision_tokens_kind_check CHECK (kind IN ('holiday', 'schedule', 'justification', 'task'));
