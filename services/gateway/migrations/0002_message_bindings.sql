-- Bound numbers of an assistant message: every number the orchestrator
-- rendered from a tool value the model cited (`{{r1.win_rate|1}}`), with
-- where it stands in `content` and which cell it came from, so a client can
-- link the number to its source row. Shape of each element:
-- {start, end (UTF-8 byte offsets in content), start_utf16, end_utf16,
--  text, reference, call_id, result, data_block, row, row_index, column, value}.
-- Messages written before this migration have none.

ALTER TABLE messages ADD COLUMN bindings jsonb NOT NULL DEFAULT '[]'::jsonb;
