//! The OpenAPI 3.1 document served at `/openapi.json`, written next to the
//! handlers it describes. It is checked against the router, not against a
//! list: [`super::routes`] records every route it registers, and a test
//! requires the document's operations and the router's to be the same set.
//! The end-to-end suite (`tests/tests/gateway_openapi.rs`) calls every
//! operation on a running gateway and validates each response body against
//! the schema documented for its status.

pub mod schemas;

use std::sync::LazyLock;

use axum::Json;
use serde_json::{Map, Value, json};

use schemas::schema;

fn json_response(description: &str, schema_name: &str) -> Value {
    json!({"description": description, "content": {"application/json": {"schema": schema(schema_name)}}})
}

fn error(description: &str) -> Value {
    json_response(description, "Error")
}

fn id_param(what: &str) -> Value {
    json!({"name": "id", "in": "path", "required": true, "description": format!("{what} id"),
           "schema": {"type": "string", "format": "uuid"}})
}

fn page_params(max: u32, default: u32) -> Vec<Value> {
    vec![
        json!({"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": max, "default": default}}),
        json!({"name": "cursor", "in": "query", "description": "next_cursor of the previous page", "schema": {"type": "string"}}),
    ]
}

fn csrf_param() -> Value {
    json!({"$ref": "#/components/parameters/CsrfToken"})
}

/// Adds what every authenticated operation may answer: 401 (no or bad
/// credentials), 403 (a session-cookie request from another origin or
/// without its CSRF token) and 503 (a dependency is down).
fn authed(op: Value) -> Value {
    let mut op = op;
    let responses = op["responses"].as_object_mut().expect("operation has responses");
    responses.insert("401".into(), error("Missing, invalid or expired credentials, or an ended session"));
    responses
        .insert("403".into(), error("Session cookie used from another origin, or without X-CSRF-Token on a write"));
    responses.insert("503".into(), error("A dependency is unavailable; retry later"));
    op
}

/// Like [`authed`], for operations that change state: documents the CSRF header.
fn authed_write(op: Value) -> Value {
    let mut op = authed(op);
    let params = op.as_object_mut().expect("object").entry("parameters").or_insert_with(|| json!([]));
    params.as_array_mut().expect("parameters array").push(csrf_param());
    op
}

fn public(summary: &str, responses: Value) -> Value {
    json!({"summary": summary, "security": [], "responses": responses})
}

/// The document.
pub static DOCUMENT: LazyLock<Value> = LazyLock::new(build);

/// `GET /openapi.json`
pub async fn openapi() -> Json<Value> {
    Json(DOCUMENT.clone())
}

fn build() -> Value {
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Barb gateway",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Conversations with the Barb assistant, market data for charts, usage, and the web console. Post a message to start a turn (202), then read its events as Server-Sent Events or over a WebSocket. Every error is {error, code, request_id}; every response carries X-Request-Id."
        },
        "security": [{"bearer": []}, {"apiKey": []}, {"sessionCookie": []}],
        "paths": paths(),
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT (HS256 in development, RS256/ES256 via JWKS) or an API key barb_sk_…"},
                "apiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
                "sessionCookie": {"type": "apiKey", "in": "cookie", "name": "barb_session",
                    "description": "Set by POST /v1/session (HttpOnly, SameSite=Strict, Secure over TLS). Requests using it must come from the same origin, and state-changing ones must send X-CSRF-Token."}
            },
            "parameters": {
                "CsrfToken": {"name": "X-CSRF-Token", "in": "header", "required": false, "schema": {"type": "string"},
                    "description": "Required when authenticating with the session cookie: the csrf_token of the session"}
            },
            "schemas": schemas::all()
        }
    })
}

fn paths() -> Value {
    let conv_id = id_param("Conversation");
    let mut list_conv_params = page_params(100, 20);
    list_conv_params.push(json!(
        {"name": "instrument", "in": "query", "schema": {"type": "string"}, "description": "only this instrument"}
    ));
    let mut msg_params = page_params(500, 100);
    msg_params.insert(0, conv_id.clone());
    let events: Map<String, Value> =
        schemas::EVENTS.iter().map(|(name, schema_name)| ((*name).to_string(), schema(schema_name))).collect();
    json!({
        "/v1/session": {
            "post": {
                "summary": "Sign in: exchange a JWT or API key for a session cookie (for browsers)",
                "description": "Sets the barb_session cookie (HttpOnly, SameSite=Strict, Path=/, Secure when the request came over TLS). The session ends at the JWT's exp, or after SESSION_MAX_AGE_SECS for an API key (which also caps JWT sessions); revoking the API key ends it too.",
                "security": [],
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("SignIn")}}},
                "responses": {
                    "201": json_response("Signed in; the cookie is set", "Session"),
                    "400": error("Malformed body"),
                    "401": error("The credential was refused"),
                    "403": error("Sent from a page of another origin"),
                    "422": error("Empty or oversized token"),
                    "503": error("A dependency is unavailable; retry later")
                }
            },
            "get": {
                "summary": "The session of the cookie, with its CSRF token",
                "security": [{"sessionCookie": []}],
                "responses": {
                    "200": json_response("Signed in", "Session"),
                    "401": error("No cookie, or the session has ended"),
                    "403": error("Sent from a page of another origin"),
                    "503": error("A dependency is unavailable; retry later")
                }
            },
            "delete": {
                "summary": "Sign out: revoke the session and clear the cookie",
                "security": [{"sessionCookie": []}, {}],
                "parameters": [csrf_param()],
                "responses": {
                    "204": {"description": "Signed out (also when no session was live)"},
                    "403": error("A live session without X-CSRF-Token, or from another origin"),
                    "503": error("A dependency is unavailable; retry later")
                }
            }
        },
        "/v1/conversations": {
            "post": authed_write(json!({
                "summary": "Create a conversation",
                "requestBody": {"required": false, "content": {"application/json": {"schema": schema("CreateConversation")}}},
                "responses": {"201": json_response("Created", "Conversation"),
                              "400": error("Malformed body"), "422": error("Invalid instrument or title")}
            })),
            "get": authed(json!({
                "summary": "List the caller's conversations, most recently active first",
                "parameters": list_conv_params,
                "responses": {"200": json_response("A page", "ConversationPage"), "400": error("Malformed query"),
                              "422": error("Bad limit, cursor or instrument")}
            }))
        },
        "/v1/conversations/{id}": {
            "get": authed(json!({
                "summary": "Get a conversation",
                "parameters": [conv_id.clone()],
                "responses": {"200": json_response("The conversation", "Conversation"), "404": error("Unknown, deleted or not the caller's")}
            })),
            "delete": authed_write(json!({
                "summary": "Delete a conversation (soft delete)",
                "parameters": [conv_id.clone()],
                "responses": {"204": {"description": "Deleted"}, "404": error("Unknown, deleted or not the caller's")}
            }))
        },
        "/v1/conversations/{id}/messages": {
            "get": authed(json!({
                "summary": "List messages, oldest first",
                "parameters": msg_params,
                "responses": {"200": json_response("A page", "MessagePage"), "400": error("Malformed query"),
                              "404": error("Unknown conversation"), "422": error("Bad limit or cursor")}
            })),
            "post": authed_write(json!({
                "summary": "Send a message: stores it and starts a turn",
                "description": "A 202 means the turn runs to a terminal event (done or error), even if the instance running it dies. A 409, 429 or 503 means no turn runs: send the message again. When the chat service cannot confirm the start, the gateway settles in the shared turn state whether the turn was admitted before it answers, so neither answer is a guess. The refused message is removed, except after a 503 given while NATS was unreachable: then it stays, shown as a failed turn (error not_started) once the gateway can tell it never started.",
                "parameters": [conv_id.clone()],
                "requestBody": {"required": true, "content": {"application/json": {"schema": schema("PostMessage")}}},
                "responses": {
                    "202": json_response("Turn started; stream its events from stream_url", "TurnAccepted"),
                    "400": error("Malformed body"),
                    "404": error("Unknown conversation"),
                    "409": error("A turn is already running in this conversation (code TURN_IN_PROGRESS)"),
                    "422": error("Message empty or longer than 10,000 characters")
                }
            }))
        },
        "/v1/conversations/{id}/events": {
            "get": authed(json!({
                "summary": "Stream the conversation's chat events (Server-Sent Events)",
                "description": "Starts with a ': connected' comment. Each event has id '<turn_id>:<seq>', an event name (text_delta, tool_start, tool_end, data_block, title_update, superseded, done, error), JSON data (schemas in x-events) and a 'time' field with the event's publish time (RFC 3339). Heartbeat comments keep the connection alive. Reconnect to any instance with Last-Event-ID (or ?last_event_id=) to receive every missed event, then live ones, without gaps or duplicates; '<turn_id>:0' means from the turn's first event. A client that reads too slowly is disconnected and should resume the same way.",
                "parameters": [
                    conv_id.clone(),
                    {"name": "Last-Event-ID", "in": "header", "schema": {"type": "string", "example": "3b1f…:12"}},
                    {"name": "last_event_id", "in": "query", "schema": {"type": "string"}, "description": "Same as Last-Event-ID, for the first connection"},
                    {"name": "access_token", "in": "query", "schema": {"type": "string"}, "description": "Credential for clients that cannot set headers and have no session cookie"}
                ],
                "x-events": events,
                "responses": {
                    "200": {"description": "An endless event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                    "400": error("Malformed Last-Event-ID"),
                    "404": error("Unknown conversation")
                }
            }))
        },
        "/v1/turns/{id}/cancel": {
            "post": authed_write(json!({
                "summary": "Cancel a running turn; it ends with a done event whose cancelled is true",
                "parameters": [id_param("Turn")],
                "responses": {"200": json_response("Outcome", "CancelOutcome"), "404": error("Unknown turn or not the caller's")}
            }))
        },
        "/v1/instruments": {
            "get": authed(json!({
                "summary": "List or search the instruments with data",
                "parameters": [{"name": "q", "in": "query", "schema": {"type": "string", "maxLength": 64},
                                "description": "case-insensitive text in the symbol, name or exchange"}],
                "responses": {"200": json_response("Matching instruments, by symbol", "InstrumentList"),
                              "400": error("Unknown query parameter"), "422": error("q too long")}
            }))
        },
        "/v1/instruments/{symbol}/bars": {
            "get": authed(json!({
                "summary": "OHLCV bars of an instrument for a chart",
                "parameters": [
                    {"name": "symbol", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[A-Za-z0-9._-]{1,32}$"}},
                    {"name": "timeframe", "in": "query", "schema": {"type": "string", "default": "daily"},
                     "description": "1m, 5m, 15m, 30m, 1h, 4h, daily, weekly, monthly, quarterly, yearly (as in Barb Script)"},
                    {"name": "period", "in": "query", "schema": {"type": "string", "maxLength": 64},
                     "description": "Barb Script period: 2024, 2024-03, 2024-01-01:2024-03-31, last_20, …; default all"},
                    {"name": "session", "in": "query", "schema": {"type": "string", "maxLength": 32}, "description": "e.g. RTH; default all bars"},
                    {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 5000, "default": 1000},
                     "description": "the most recent bars to return"}
                ],
                "responses": {"200": json_response("Bars, oldest first", "Bars"),
                              "400": error("Unknown or malformed query parameter"),
                              "404": error("No data for this instrument"),
                              "422": error("Bad symbol, timeframe, period, session or limit (the message has the engine's hint)")}
            }))
        },
        "/v1/usage": {
            "get": authed(json!({
                "summary": "The caller's tokens and cost: all-time totals and a daily breakdown",
                "parameters": [{"name": "days", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 366, "default": 30},
                                "description": "days of daily breakdown, today (UTC) included"}],
                "responses": {"200": json_response("Usage", "UserUsage"), "400": error("Malformed query"), "422": error("days out of range")}
            }))
        },
        "/v1/ws": {
            "get": authed(json!({
                "summary": "WebSocket: subscribe to the events of several conversations",
                "description": "Client frames: {type: subscribe, conversation_id, last_event_id?}, {type: unsubscribe, conversation_id}, {type: ping}. Server frames: {type: subscribed|unsubscribed, conversation_id}, {type: pong}, {type: event, conversation_id, id, event, data}, {type: error, code, error, conversation_id?, request_id}. Slow clients are closed with code 1013 and resubscribe with their last event ids; shutdown closes with 1001.",
                "parameters": [{"name": "access_token", "in": "query", "schema": {"type": "string"}}],
                "responses": {"101": {"description": "Switching protocols"}, "400": error("Not a WebSocket upgrade")}
            }))
        },
        "/healthz": {"get": public("Liveness", json!({"200": {"description": "ok", "content": {"text/plain": {"schema": {"const": "ok"}}}}}))},
        "/readyz": {"get": public("Readiness of NATS, Postgres, migrations, fan-out and persistence", json!({
            "200": json_response("Ready", "Readiness"), "503": json_response("Not ready; checks name what is down", "Readiness")}))},
        "/openapi.json": {"get": public("This document", json!({"200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object", "required": ["openapi", "paths"]}}}}}))},
        "/": {"get": public("The web console (HTML; strict CSP, no-cache + ETag)", json!({
            "200": {"description": "The console page", "content": {"text/html": {"schema": {"type": "string"}}}},
            "304": {"description": "Not modified (If-None-Match)"}}))},
        "/assets/{path}": {"get": {
            "summary": "The console's scripts, styles and vendored libraries (gzip when accepted; versioned vendor files are immutable)",
            "security": [],
            "parameters": [{"name": "path", "in": "path", "required": true, "schema": {"type": "string"}}],
            "responses": {
                "200": {"description": "The file", "content": {"text/javascript": {"schema": {"type": "string"}}, "text/css": {"schema": {"type": "string"}}}},
                "304": {"description": "Not modified (If-None-Match)"},
                "404": error("No such file")
            }
        }}
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

    #[test]
    fn the_document_and_the_router_have_the_same_operations() {
        let served: BTreeSet<(String, String)> =
            crate::http::routes().operations().into_iter().map(|(m, p)| (m.as_str().to_ascii_lowercase(), p)).collect();
        let documented: BTreeSet<(String, String)> = DOCUMENT["paths"]
            .as_object()
            .unwrap()
            .iter()
            .flat_map(|(path, item)| {
                item.as_object()
                    .unwrap()
                    .keys()
                    .filter(|k| METHODS.contains(&k.as_str()))
                    .map(|m| (m.clone(), path.clone()))
            })
            .collect();
        let undocumented: Vec<_> = served.difference(&documented).collect();
        let unserved: Vec<_> = documented.difference(&served).collect();
        assert!(undocumented.is_empty(), "served but not documented: {undocumented:?}");
        assert!(unserved.is_empty(), "documented but not served: {unserved:?}");
        assert!(served.len() >= 20, "{served:?}");
    }

    #[test]
    fn refs_resolve_and_operations_are_complete() {
        let doc = &*DOCUMENT;
        let text = doc.to_string();
        for (prefix, section) in [("#/components/schemas/", "schemas"), ("#/components/parameters/", "parameters")] {
            for piece in text.split(prefix).skip(1) {
                let name: String = piece.chars().take_while(|c| c.is_alphanumeric()).collect();
                assert!(doc["components"][section][&name].is_object(), "dangling $ref {prefix}{name}");
            }
        }
        for (path, item) in doc["paths"].as_object().unwrap() {
            for (method, op) in item.as_object().unwrap() {
                assert!(op["summary"].is_string(), "{method} {path}: no summary");
                assert!(!op["responses"].as_object().unwrap().is_empty(), "{method} {path}: no responses");
                for segment in path.split('/').filter(|s| s.starts_with('{')) {
                    let name = segment.trim_matches(['{', '}']);
                    let declared = op["parameters"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|p| p["in"] == "path" && p["name"] == name);
                    assert!(declared, "{method} {path}: path parameter {name} not declared");
                }
            }
        }
        for (name, _) in schemas::EVENTS {
            assert!(doc["paths"]["/v1/conversations/{id}/events"]["get"]["x-events"][name].is_object(), "{name}");
        }
    }
}
