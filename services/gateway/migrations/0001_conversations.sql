-- Conversations, turns, messages, tool calls and API keys of the gateway.
--
-- A turn is one user message and the assistant answer it produced. The user
-- message is written when the turn starts; the assistant message is written
-- exactly once per turn by the persistence consumer (UNIQUE (turn_id, role)),
-- so redelivered chat events never duplicate it.

CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.updated_at = now();
    RETURN NEW;
END
$$;

CREATE TABLE conversations (
    id                 uuid PRIMARY KEY,
    user_id            text NOT NULL,
    title              text NOT NULL DEFAULT 'New conversation',
    instrument         text NOT NULL DEFAULT 'NQ',
    status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'removed')),
    -- {summary, summary_up_to} when older turns were summarised.
    context            jsonb,
    -- Accumulated usage of every persisted turn.
    input_tokens       bigint NOT NULL DEFAULT 0,
    output_tokens      bigint NOT NULL DEFAULT 0,
    cache_read_tokens  bigint NOT NULL DEFAULT 0,
    cache_write_tokens bigint NOT NULL DEFAULT 0,
    total_cost         double precision NOT NULL DEFAULT 0,
    message_count      integer NOT NULL DEFAULT 0,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_by_user ON conversations (user_id, updated_at DESC, id DESC) WHERE status = 'active';
CREATE TRIGGER conversations_touch BEFORE UPDATE ON conversations
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

CREATE TABLE turns (
    id              uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES conversations (id),
    status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'complete', 'cancelled', 'error')),
    started_at      timestamptz NOT NULL DEFAULT now(),
    finished_at     timestamptz
);
CREATE INDEX turns_by_conversation ON turns (conversation_id, started_at, id);

CREATE TABLE messages (
    id              uuid PRIMARY KEY,
    conversation_id uuid NOT NULL REFERENCES conversations (id),
    turn_id         uuid NOT NULL REFERENCES turns (id),
    role            text NOT NULL CHECK (role IN ('user', 'assistant')),
    content         text NOT NULL,
    status          text NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'cancelled', 'error')),
    -- UI cards (data blocks) in answer order; the answer holds {{data:K}} markers.
    data            jsonb NOT NULL DEFAULT '[]'::jsonb,
    usage           jsonb,
    grounding       jsonb,
    -- {code, message} when status = 'error'.
    error           jsonb,
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (turn_id, role)
);
CREATE INDEX messages_by_conversation ON messages (conversation_id);

CREATE TABLE tool_calls (
    message_id  uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    position    integer NOT NULL,
    call_id     text NOT NULL,
    tool_name   text NOT NULL,
    input       jsonb NOT NULL,
    -- The text the model received, parsed as JSON when possible, else {"raw": text}.
    output      jsonb,
    error       text,
    duration_ms bigint NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (message_id, position)
);

-- Service-account keys. Only the SHA-256 of a key is stored; keys are 256-bit
-- random strings, so a fast hash is enough (nothing to brute-force).
CREATE TABLE api_keys (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id    text NOT NULL,
    name       text NOT NULL DEFAULT '',
    key_hash   bytea NOT NULL UNIQUE,
    key_prefix text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
);
