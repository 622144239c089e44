//! The OpenAPI 3.1 document served at `/openapi.json`, written by hand next
//! to the handlers it describes (a test checks every route is in it).

use std::sync::LazyLock;

use axum::Json;
use serde_json::{Value, json};

/// Every route the router serves, as `(method, OpenAPI path)`.
pub const ROUTES: &[(&str, &str)] = &[
    ("post", "/v1/conversations"),
    ("get", "/v1/conversations"),
    ("get", "/v1/conversations/{id}"),
    ("delete", "/v1/conversations/{id}"),
    ("get", "/v1/conversations/{id}/messages"),
    ("post", "/v1/conversations/{id}/messages"),
    ("get", "/v1/conversations/{id}/events"),
    ("post", "/v1/turns/{id}/cancel"),
    ("get", "/v1/ws"),
    ("get", "/healthz"),
    ("get", "/readyz"),
    ("get", "/metrics"),
    ("get", "/openapi.json"),
];

fn schema(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

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

fn page_params(max: u32, default: u32) -> Value {
    json!([
        {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": max, "default": default}},
        {"name": "cursor", "in": "query", "description": "next_cursor of the previous page", "schema": {"type": "string"}}
    ])
}

fn authed(op: Value) -> Value {
    let mut op = op;
    let responses = op["responses"].as_object_mut().expect("operation has responses");
    responses.insert("401".into(), error("Missing, invalid or expired credentials"));
    responses.insert("503".into(), error("A dependency is unavailable; retry later"));
    op
}

/// The document.
pub static DOCUMENT: LazyLock<Value> = LazyLock::new(build);

/// `GET /openapi.json`
pub async fn openapi() -> Json<Value> {
    Json(DOCUMENT.clone())
}

fn build() -> Value {
    let conv_id = id_param("Conversation");
    let mut list_conv_params = page_params(100, 20);
    list_conv_params.as_array_mut().expect("array").push(json!(
        {"name": "instrument", "in": "query", "schema": {"type": "string"}, "description": "only this instrument"}
    ));
    let mut msg_params = page_params(500, 100);
    msg_params.as_array_mut().expect("array").insert(0, conv_id.clone());
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Barb gateway",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Conversations with the Barb assistant. Post a message to start a turn (202), then read its events as Server-Sent Events or over a WebSocket. Every error is {error, code, request_id}; every response carries X-Request-Id."
        },
        "security": [{"bearer": []}, {"apiKey": []}],
        "paths": {
            "/v1/conversations": {
                "post": authed(json!({
                    "summary": "Create a conversation",
                    "requestBody": {"required": false, "content": {"application/json": {"schema": schema("CreateConversation")}}},
                    "responses": {"201": json_response("Created", "Conversation"),
                                  "400": error("Malformed body"), "422": error("Invalid instrument or title")}
                })),
                "get": authed(json!({
                    "summary": "List the caller's conversations, most recently active first",
                    "parameters": list_conv_params,
                    "responses": {"200": json_response("A page", "ConversationPage"), "422": error("Bad limit or cursor")}
                }))
            },
            "/v1/conversations/{id}": {
                "get": authed(json!({
                    "summary": "Get a conversation",
                    "parameters": [conv_id.clone()],
                    "responses": {"200": json_response("The conversation", "Conversation"), "404": error("Unknown, deleted or not the caller's")}
                })),
                "delete": authed(json!({
                    "summary": "Delete a conversation (soft delete)",
                    "parameters": [conv_id.clone()],
                    "responses": {"204": {"description": "Deleted"}, "404": error("Unknown, deleted or not the caller's")}
                }))
            },
            "/v1/conversations/{id}/messages": {
                "get": authed(json!({
                    "summary": "List messages, oldest first",
                    "parameters": msg_params,
                    "responses": {"200": json_response("A page", "MessagePage"), "404": error("Unknown conversation"), "422": error("Bad limit or cursor")}
                })),
                "post": authed(json!({
                    "summary": "Send a message: stores it and starts a turn",
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
                    "description": "Starts with a ': connected' comment. Each event has id '<turn_id>:<seq>', an event name (text_delta, tool_start, tool_end, data_block, title_update, superseded, done, error) and JSON data (see ChatEventData). Heartbeat comments keep the connection alive. Reconnect to any instance with Last-Event-ID (or ?last_event_id=) to receive every missed event, then live ones, without gaps or duplicates; '<turn_id>:0' means from the turn's first event. A client that reads too slowly is disconnected and should resume the same way.",
                    "parameters": [
                        conv_id.clone(),
                        {"name": "Last-Event-ID", "in": "header", "schema": {"type": "string", "example": "3b1f…:12"}},
                        {"name": "last_event_id", "in": "query", "schema": {"type": "string"}, "description": "Same as Last-Event-ID, for the first connection"},
                        {"name": "access_token", "in": "query", "schema": {"type": "string"}, "description": "Credential for clients that cannot set headers (EventSource)"}
                    ],
                    "responses": {
                        "200": {"description": "An endless event stream", "content": {"text/event-stream": {"schema": {"type": "string"}}}},
                        "400": error("Malformed Last-Event-ID"),
                        "404": error("Unknown conversation")
                    }
                }))
            },
            "/v1/turns/{id}/cancel": {
                "post": authed(json!({
                    "summary": "Cancel a running turn; it ends with a done event whose cancelled is true",
                    "parameters": [id_param("Turn")],
                    "responses": {"200": json_response("Outcome", "CancelOutcome"), "404": error("Unknown turn or not the caller's")}
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
            "/healthz": {"get": {"summary": "Liveness", "security": [], "responses": {"200": {"description": "ok", "content": {"text/plain": {}}}}}},
            "/readyz": {"get": {"summary": "Readiness of NATS, Postgres, migrations, fan-out and persistence", "security": [],
                                "responses": {"200": {"description": "ready"}, "503": {"description": "not ready; the body names what is down"}}}},
            "/metrics": {"get": {"summary": "Prometheus metrics", "security": [], "responses": {"200": {"description": "text exposition format"}}}},
            "/openapi.json": {"get": {"summary": "This document", "security": [], "responses": {"200": {"description": "OpenAPI 3.1"}}}}
        },
        "components": {
            "securitySchemes": {
                "bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT (HS256 in development, RS256/ES256 via JWKS) or an API key barb_sk_…"},
                "apiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"}
            },
            "schemas": schemas()
        }
    })
}

fn schemas() -> Value {
    let uuid = json!({"type": "string", "format": "uuid"});
    let time = json!({"type": "string", "format": "date-time"});
    json!({
        "Error": {"type": "object", "required": ["error", "code", "request_id"], "properties": {
            "error": {"type": "string"},
            "code": {"type": "string", "enum": ["VALIDATION_ERROR", "UNAUTHORIZED", "NOT_FOUND", "METHOD_NOT_ALLOWED", "TURN_IN_PROGRESS", "SERVICE_UNAVAILABLE", "INTERNAL_ERROR"]},
            "request_id": {"type": "string"}}},
        "CreateConversation": {"type": "object", "additionalProperties": false, "properties": {
            "instrument": {"type": "string", "default": "NQ", "pattern": "^[A-Za-z0-9._-]{1,32}$"},
            "title": {"type": "string", "maxLength": 200}}},
        "Usage": {"type": "object", "properties": {
            "input_tokens": {"type": "integer"}, "output_tokens": {"type": "integer"},
            "cache_read_tokens": {"type": "integer"}, "cache_write_tokens": {"type": "integer"},
            "total_cost": {"type": "number"}, "message_count": {"type": "integer"}}},
        "Conversation": {"type": "object", "properties": {
            "id": uuid, "title": {"type": "string"}, "instrument": {"type": "string"},
            "usage": schema("Usage"), "active_turn_id": {"type": ["string", "null"], "format": "uuid"},
            "created_at": time, "updated_at": time}},
        "ConversationPage": {"type": "object", "properties": {
            "items": {"type": "array", "items": schema("Conversation")}, "next_cursor": {"type": ["string", "null"]}}},
        "ToolCall": {"type": "object", "properties": {
            "call_id": {"type": "string"}, "tool_name": {"type": "string"}, "input": {},
            "output": {"description": "what the model received: a JSON object or array when it is one, else the text; null when unknown"}, "error": {"type": ["string", "null"]},
            "duration_ms": {"type": "integer"}}},
        "Message": {"type": "object", "properties": {
            "id": uuid, "conversation_id": uuid, "turn_id": uuid,
            "role": {"type": "string", "enum": ["user", "assistant"]},
            "content": {"type": "string", "description": "assistant answers hold {{data:K}} markers for data[K]"},
            "status": {"type": "string", "enum": ["complete", "cancelled", "error"]},
            "data": {"type": "array", "items": {"type": "object"}},
            "usage": {"type": ["object", "null"]}, "grounding": {"type": ["object", "null"]},
            "error": {"type": ["object", "null"], "properties": {"code": {"type": "string"}, "message": {"type": "string"}}},
            "tool_calls": {"type": "array", "items": schema("ToolCall")}, "created_at": time}},
        "MessagePage": {"type": "object", "properties": {
            "items": {"type": "array", "items": schema("Message")}, "next_cursor": {"type": ["string", "null"]}}},
        "PostMessage": {"type": "object", "required": ["message"], "additionalProperties": false, "properties": {
            "message": {"type": "string", "minLength": 1, "maxLength": 10000}}},
        "TurnAccepted": {"type": "object", "properties": {
            "conversation_id": uuid, "turn_id": uuid, "message_id": uuid,
            "stream_url": {"type": "string", "example": "/v1/conversations/{id}/events?last_event_id={turn_id}:0"}}},
        "CancelOutcome": {"type": "object", "properties": {"turn_id": uuid, "cancelled": {"type": "boolean"}}},
        "ChatEventData": {"description": "data of each SSE event, by event name", "oneOf": [
            {"title": "text_delta", "type": "object", "properties": {"delta": {"type": "string"}}},
            {"title": "tool_start", "type": "object", "properties": {"call_id": {"type": "string"}, "tool_name": {"type": "string"}, "input": {}}},
            {"title": "tool_end", "type": "object", "properties": {"call_id": {"type": "string"}, "tool_name": {"type": "string"}, "duration_ms": {"type": "integer"}, "error": {"type": ["string", "null"]}}},
            {"title": "data_block", "type": "object", "properties": {"index": {"type": "integer"}, "call_id": {"type": "string"}, "block": {"type": "object"}}},
            {"title": "title_update", "type": "object", "properties": {"title": {"type": "string"}}},
            {"title": "done", "type": "object", "properties": {"message_id": {"type": "string"}, "answer": {"type": "string"}, "cancelled": {"type": "boolean"}, "usage": {"type": "object"}, "grounding": {"type": ["object", "null"]}, "tool_calls": {"type": "array", "items": schema("ToolCall")}, "data": {"type": "array"}}},
            {"title": "superseded", "description": "the turn continues from an earlier point (another orchestrator took it over, or a model round restarts): set the answer text to `text` and drop cards and tool calls whose events came after `after_seq`", "type": "object", "properties": {"after_seq": {"type": "integer"}, "text": {"type": "string"}, "reason": {"type": "string", "enum": ["owner_lost", "handover", "model_retry"]}, "takeovers": {"type": "integer"}}},
            {"title": "error", "type": "object", "properties": {"code": {"type": "string"}, "error": {"type": "string"}, "partial_answer": {"type": ["string", "null"]}}}
        ]}
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_is_documented_and_refs_resolve() {
        let doc = &*DOCUMENT;
        for (method, path) in ROUTES {
            assert!(doc["paths"][path][method].is_object(), "{method} {path} missing");
        }
        let text = doc.to_string();
        for piece in text.split("#/components/schemas/").skip(1) {
            let name: String = piece.chars().take_while(|c| c.is_alphanumeric()).collect();
            assert!(doc["components"]["schemas"][&name].is_object(), "dangling $ref {name}");
        }
    }
}
