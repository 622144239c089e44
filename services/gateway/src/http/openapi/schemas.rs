//! `components.schemas` of the OpenAPI document: the exact shape of every
//! body the gateway sends or accepts. Objects list every field as required
//! and forbid others, so the response-validation test catches a field that
//! was added, renamed or dropped without the document following.

use serde_json::{Value, json};

/// A `$ref` to a schema.
pub fn schema(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

fn nullable(name: &str) -> Value {
    json!({"oneOf": [schema(name), {"type": "null"}]})
}

/// A closed object: every property required, no others allowed.
fn object(properties: Value) -> Value {
    let required: Vec<&String> = properties.as_object().expect("properties object").keys().collect();
    json!({"type": "object", "required": required, "additionalProperties": false, "properties": properties})
}

/// Every schema.
pub fn all() -> Value {
    let uuid = json!({"type": "string", "format": "uuid"});
    let time = json!({"type": "string", "format": "date-time"});
    let date = json!({"type": "string", "format": "date"});
    let count = json!({"type": "integer", "minimum": 0});
    let num = json!({"type": "number"});
    let text = json!({"type": "string"});
    let opt_text = json!({"type": ["string", "null"]});
    json!({
        "Error": object(json!({
            "error": text,
            "code": {"type": "string", "enum": ["VALIDATION_ERROR", "UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND",
                "METHOD_NOT_ALLOWED", "TURN_IN_PROGRESS", "SERVICE_UNAVAILABLE", "INTERNAL_ERROR"]},
            "request_id": text})),
        "SignIn": object(json!({"token": {"type": "string", "minLength": 1, "maxLength": 8192,
            "description": "A JWT or an API key (barb_sk_…)"}})),
        "Session": object(json!({
            "user_id": text,
            "auth_method": {"type": "string", "enum": ["jwt", "api_key"]},
            "expires_at": time,
            "csrf_token": {"type": "string", "pattern": "^[0-9a-f]{64}$",
                "description": "Send as X-CSRF-Token on state-changing requests made with the session cookie"}})),
        "CreateConversation": {"type": "object", "additionalProperties": false, "properties": {
            "instrument": {"type": "string", "default": "NQ", "pattern": "^[A-Za-z0-9._-]{1,32}$"},
            "title": {"type": "string", "maxLength": 200}}},
        "ConversationUsage": object(json!({
            "input_tokens": count, "output_tokens": count, "cache_read_tokens": count, "cache_write_tokens": count,
            "total_cost": num, "message_count": count})),
        "Conversation": object(json!({
            "id": uuid, "title": text, "instrument": text, "usage": schema("ConversationUsage"),
            "active_turn_id": {"type": ["string", "null"], "format": "uuid",
                "description": "A running turn: resume its stream with last_event_id=<active_turn_id>:0"},
            "created_at": time, "updated_at": time})),
        "ConversationPage": object(json!({
            "items": {"type": "array", "items": schema("Conversation")}, "next_cursor": opt_text})),
        "TurnUsage": object(json!({
            "input_tokens": count, "output_tokens": count, "cache_read_tokens": count, "cache_write_tokens": count,
            "cost_usd": num, "rounds": count})),
        "Grounding": object(json!({
            "grounded": {"type": "boolean", "description": "every number in the answer was found in tool results"},
            "unsupported": {"type": "array", "items": text, "description": "numbers not found in any tool result"},
            "rewritten": {"type": "boolean", "description": "the answer was rewritten after a failed check"}})),
        "DataBlock": {"type": "object", "description": "A UI card built from a tool result, shown where the answer has its {{data:K}} marker. Without `type`: a query result {title, summary, table, chart, source_rows, source_row_count}; `type: backtest`: {title, metrics, trades, equity_curve}; `type: receipts`: {title, table, columns, rows, total_rows, truncated}. New kinds add a new `type`."},
        "ToolCall": object(json!({
            "call_id": text, "tool_name": text, "input": {"description": "the tool input as the model wrote it"},
            "output": {"description": "what the model received: a JSON object or array when it is one, else the text; null when unknown"},
            "error": opt_text, "duration_ms": count})),
        "MessageError": object(json!({"code": text, "message": text})),
        "NumberBinding": object(json!({
            "start": count, "end": count,
            "start_utf16": {"type": ["integer", "null"], "minimum": 0}, "end_utf16": {"type": ["integer", "null"], "minimum": 0},
            "text": text, "reference": text, "call_id": text, "result": count,
            "data_block": {"type": ["integer", "null"], "minimum": 0}, "row": opt_text,
            "row_index": {"type": ["integer", "null"], "minimum": 0}, "column": text,
            "value": {"type": ["number", "null"], "description": "the exact value the number was rendered from (null if not finite)"}})),
        "Message": object(json!({
            "id": uuid, "conversation_id": uuid, "turn_id": uuid,
            "role": {"type": "string", "enum": ["user", "assistant"]},
            "content": {"type": "string", "description": "assistant answers hold {{data:K}} markers for data[K]"},
            "status": {"type": "string", "enum": ["complete", "cancelled", "error"]},
            "data": {"type": "array", "items": schema("DataBlock")},
            "usage": nullable("TurnUsage"), "grounding": nullable("Grounding"), "error": nullable("MessageError"),
            "tool_calls": {"type": "array", "items": schema("ToolCall")},
            "bindings": {"type": "array", "items": schema("NumberBinding"),
                "description": "numbers of content rendered from cited tool values, with their source cells"},
            "created_at": time})),
        "MessagePage": object(json!({
            "items": {"type": "array", "items": schema("Message")}, "next_cursor": opt_text})),
        "PostMessage": {"type": "object", "required": ["message"], "additionalProperties": false, "properties": {
            "message": {"type": "string", "minLength": 1, "maxLength": 10000}}},
        "TurnAccepted": object(json!({
            "conversation_id": uuid, "turn_id": uuid, "message_id": uuid,
            "stream_url": {"type": "string", "example": "/v1/conversations/{id}/events?last_event_id={turn_id}:0"}})),
        "CancelOutcome": object(json!({"turn_id": uuid, "cancelled": {"type": "boolean"}})),
        "TradingSession": object(json!({"name": text, "start": text, "end": text})),
        "Instrument": object(json!({
            "symbol": text, "name": text, "exchange": text,
            "timezone": {"type": "string", "description": "IANA zone of the exchange clock; bar times are in it"},
            "tick_size": num, "point_value": num,
            "sessions": {"type": "array", "items": schema("TradingSession")}, "default_session": text,
            "data_start": date, "data_end": date, "bar_count": count})),
        "InstrumentList": object(json!({"items": {"type": "array", "items": schema("Instrument")}})),
        "Bar": object(json!({
            "date": date, "time": {"type": ["string", "null"], "pattern": "^[0-2][0-9]:[0-5][0-9]$",
                "description": "HH:MM exchange time for intraday timeframes, else null"},
            "open": num, "high": num, "low": num, "close": num, "volume": num})),
        "Bars": object(json!({
            "symbol": text, "timeframe": text, "period": opt_text, "session": opt_text,
            "bars": {"type": "array", "items": schema("Bar")},
            "truncated": {"type": "boolean", "description": "more bars matched than limit; the oldest were dropped"}})),
        "UsageTotals": object(json!({
            "input_tokens": count, "output_tokens": count, "cache_read_tokens": count, "cache_write_tokens": count,
            "cost_usd": num, "turns": count})),
        "UsageDay": object(json!({
            "date": date, "input_tokens": count, "output_tokens": count, "cache_read_tokens": count,
            "cache_write_tokens": count, "cost_usd": num, "turns": count})),
        "UserUsage": object(json!({
            "user_id": text, "conversations": count, "totals": schema("UsageTotals"), "since": date,
            "days": {"type": "array", "items": schema("UsageDay"), "description": "days with answered turns, oldest first"}})),
        "Readiness": object(json!({
            "status": {"type": "string", "enum": ["ok", "unavailable"]},
            "checks": object(json!({
                "accepting": {"enum": ["ok", "down"], "description": "down while draining after SIGTERM (SHUTDOWN_DELAY_MS)"},
                "nats": {"enum": ["ok", "down"]}, "postgres": {"enum": ["ok", "down"]},
                "migrations": {"enum": ["ok", "down"]}, "fanout": {"enum": ["ok", "down"]},
                "persistence": {"enum": ["ok", "down"]}}))})),
        // Chat events: the `data` of each SSE event / WebSocket `event` frame, by event name.
        "TextDeltaEvent": {"type": "object", "required": ["delta"], "additionalProperties": false, "properties": {
            "delta": text, "reset": {"const": true, "description": "drop the text streamed so far in this turn first"}}},
        "ToolStartEvent": object(json!({"call_id": text, "tool_name": text, "input": {}})),
        "ToolEndEvent": object(json!({"call_id": text, "tool_name": text, "duration_ms": count, "error": opt_text})),
        "DataBlockEvent": object(json!({"index": count, "call_id": text, "block": schema("DataBlock")})),
        "TitleUpdateEvent": object(json!({"title": text})),
        "SupersededEvent": {
            "description": "the turn continues from an earlier point (another orchestrator took it over, or a model round restarts): set the answer text to `text` and drop cards and tool calls whose events came after `after_seq`",
            "type": "object", "additionalProperties": false,
            "required": ["after_seq", "text", "reason", "takeovers"],
            "properties": {"after_seq": {"type": "integer"}, "text": text,
                "reason": {"type": "string", "enum": ["owner_lost", "handover", "model_retry"]},
                "takeovers": {"type": "integer"}}},
        "DoneEvent": object(json!({
            "message_id": uuid, "answer": text, "cancelled": {"type": "boolean"}, "usage": schema("TurnUsage"),
            "grounding": nullable("Grounding"), "tool_calls": {"type": "array", "items": schema("ToolCall")},
            "data": {"type": "array", "items": schema("DataBlock")},
            "bindings": {"type": "array", "items": schema("NumberBinding")}})),
        "ErrorEvent": object(json!({
            "code": text, "error": text, "partial_answer": opt_text, "usage": nullable("TurnUsage"),
            "retryable": {"type": "boolean", "description": "sending the message again may succeed (an outage or a lost orchestrator, not a bad request)"}})),
        "ChatEventData": {"description": "data of each SSE event, by event name (see x-events of the events operation)",
            "oneOf": [schema("TextDeltaEvent"), schema("ToolStartEvent"), schema("ToolEndEvent"), schema("DataBlockEvent"),
                      schema("TitleUpdateEvent"), schema("SupersededEvent"), schema("DoneEvent"),
                      schema("ErrorEvent")]},
    })
}

/// Event name → schema of its data.
pub const EVENTS: &[(&str, &str)] = &[
    ("text_delta", "TextDeltaEvent"),
    ("tool_start", "ToolStartEvent"),
    ("tool_end", "ToolEndEvent"),
    ("data_block", "DataBlockEvent"),
    ("title_update", "TitleUpdateEvent"),
    ("superseded", "SupersededEvent"),
    ("done", "DoneEvent"),
    ("error", "ErrorEvent"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn object_requires_every_property() {
        let o = object(json!({"a": {}, "b": {}}));
        assert_eq!(o["required"], json!(["a", "b"]));
        assert_eq!(o["additionalProperties"], false);
    }
}
