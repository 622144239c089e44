-- Browser sessions of the web console: a JWT or API key exchanged for a
-- same-origin cookie at sign-in. Only the SHA-256 of the cookie token is
-- stored. An API-key session remembers the key's hash, so revoking the key
-- ends its sessions too.
CREATE TABLE console_sessions (
    token_hash   bytea PRIMARY KEY,
    user_id      text NOT NULL,
    auth_method  text NOT NULL CHECK (auth_method IN ('jwt', 'api_key')),
    api_key_hash bytea,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    revoked_at   timestamptz,
    CHECK ((auth_method = 'api_key') = (api_key_hash IS NOT NULL))
);
CREATE INDEX console_sessions_by_expiry ON console_sessions (expires_at);

-- Per-user usage (GET /v1/usage) sums over every conversation of a user,
-- removed ones included (their turns were paid for).
CREATE INDEX conversations_by_user_all ON conversations (user_id);
