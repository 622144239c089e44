-- Turns still marked running, oldest first: the reaper looks among them for
-- turns that never started (their gateway died between storing the message
-- and starting the turn), which nothing else would ever end.
CREATE INDEX turns_running_by_start ON turns (started_at) WHERE status = 'running';
