//! `/v1/conversations`: create, list, get, delete, messages, and posting a
//! message (which starts a turn).

use axum::{
    Json,
    body::Bytes,
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use barb_common::proto::chat::v1::{HistoryMessage, StartTurnRequest, ToolCall};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::time::Instant;
use uuid::Uuid;

use super::extract::{ApiJson, ApiQuery, IdPath};
use crate::{
    auth::AuthUser,
    error::ApiError,
    metrics,
    state::AppState,
    store::{
        Cursor, Page,
        conversations::{self, Conversation, DEFAULT_TITLE},
        messages::{self, Message},
        turns::{self, HistoryItem},
    },
};

/// Longest accepted user message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 10_000;

/// Body of `POST /v1/conversations` (optional).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateConversation {
    /// Instrument symbol, default `NQ`.
    pub instrument: Option<String>,
    /// Title, default "New conversation" (then the first answer names it).
    pub title: Option<String>,
}

/// Query of list endpoints.
#[derive(Debug, Default, Deserialize)]
pub struct ListQuery {
    /// Page size.
    pub limit: Option<i64>,
    /// `next_cursor` of the previous page.
    pub cursor: Option<String>,
    /// Only conversations about this instrument.
    pub instrument: Option<String>,
}

/// Body of `POST /v1/conversations/{id}/messages`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PostMessage {
    /// The user's message, 1–10,000 characters.
    pub message: String,
}

/// Answer of `POST /v1/conversations/{id}/messages`.
#[derive(Debug, Serialize)]
pub struct TurnAccepted {
    /// Conversation.
    pub conversation_id: Uuid,
    /// The started turn (the assistant message will have this id).
    pub turn_id: Uuid,
    /// The stored user message.
    pub message_id: Uuid,
    /// Where the turn's events stream from its first event on.
    pub stream_url: String,
}

fn normalise_instrument(raw: Option<&str>) -> Result<String, ApiError> {
    let s = raw.map(str::trim).filter(|s| !s.is_empty()).unwrap_or("NQ");
    let ok = s.len() <= 32 && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || b == b'-');
    if !ok {
        return Err(ApiError::validation("instrument must be 1–32 letters, digits, '.', '_' or '-'"));
    }
    Ok(s.to_ascii_uppercase())
}

fn page_size(limit: Option<i64>, default: i64, max: i64) -> Result<i64, ApiError> {
    match limit {
        None => Ok(default),
        Some(n) if (1..=max).contains(&n) => Ok(n),
        Some(n) => Err(ApiError::validation(format!("limit must be between 1 and {max}, got {n}"))),
    }
}

fn cursor(raw: Option<&str>) -> Result<Option<Cursor>, ApiError> {
    raw.map(|c| Cursor::decode(c).map_err(|e| ApiError::validation(e.to_string()))).transpose()
}

/// Checks a user message: 1–10,000 characters and not only whitespace.
pub fn validate_message(text: &str) -> Result<(), ApiError> {
    let chars = text.chars().count();
    if chars == 0 || text.trim().is_empty() {
        return Err(ApiError::validation("message must not be empty"));
    }
    if chars > MAX_MESSAGE_CHARS {
        return Err(ApiError::validation(format!(
            "message is {chars} characters long; the limit is {MAX_MESSAGE_CHARS}"
        )));
    }
    Ok(())
}

/// The user's conversation, or 404.
pub async fn owned_conversation(state: &AppState, user_id: &str, id: Uuid) -> Result<Conversation, ApiError> {
    conversations::get(&state.db, user_id, id)
        .await
        .map_err(|e| ApiError::database("reading a conversation", &e))?
        .ok_or_else(|| ApiError::not_found("conversation"))
}

/// `POST /v1/conversations`
pub async fn create(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    body: Bytes,
) -> Result<Response, ApiError> {
    let req: CreateConversation = if body.iter().all(u8::is_ascii_whitespace) {
        CreateConversation::default()
    } else {
        serde_json::from_slice(&body).map_err(|e| ApiError::bad_request(format!("invalid JSON body: {e}")))?
    };
    let instrument = normalise_instrument(req.instrument.as_deref())?;
    let title = match req.title.as_deref().map(str::trim) {
        None | Some("") => DEFAULT_TITLE.to_string(),
        Some(t) if t.chars().count() > 200 => return Err(ApiError::validation("title is longer than 200 characters")),
        Some(t) => t.to_string(),
    };
    let conv = conversations::create(&state.db, &user.user_id, &instrument, &title)
        .await
        .map_err(|e| ApiError::database("creating a conversation", &e))?;
    Ok((StatusCode::CREATED, Json(conv)).into_response())
}

/// `GET /v1/conversations`
pub async fn list(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Result<Json<Page<Conversation>>, ApiError> {
    let limit = page_size(q.limit, 20, 100)?;
    let after = cursor(q.cursor.as_deref())?;
    let instrument = q.instrument.as_deref().map(|i| normalise_instrument(Some(i))).transpose()?;
    let page = conversations::list(&state.db, &user.user_id, instrument.as_deref(), limit, after)
        .await
        .map_err(|e| ApiError::database("listing conversations", &e))?;
    Ok(Json(page))
}

/// `GET /v1/conversations/{id}`
pub async fn get(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    IdPath(id): IdPath,
) -> Result<Json<Conversation>, ApiError> {
    Ok(Json(owned_conversation(&state, &user.user_id, id).await?))
}

/// `DELETE /v1/conversations/{id}` (soft delete).
pub async fn delete(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    IdPath(id): IdPath,
) -> Result<StatusCode, ApiError> {
    let removed = conversations::remove(&state.db, &user.user_id, id)
        .await
        .map_err(|e| ApiError::database("deleting a conversation", &e))?;
    if removed { Ok(StatusCode::NO_CONTENT) } else { Err(ApiError::not_found("conversation")) }
}

/// `GET /v1/conversations/{id}/messages`
pub async fn list_messages(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    IdPath(id): IdPath,
    ApiQuery(q): ApiQuery<ListQuery>,
) -> Result<Json<Page<Message>>, ApiError> {
    let limit = page_size(q.limit, 100, 500)?;
    let after = cursor(q.cursor.as_deref())?;
    owned_conversation(&state, &user.user_id, id).await?;
    let page =
        messages::list(&state.db, id, limit, after).await.map_err(|e| ApiError::database("listing messages", &e))?;
    Ok(Json(page))
}

/// `POST /v1/conversations/{id}/messages`: stores the user message, starts a
/// turn and answers 202 at once; the answer streams from `stream_url`.
pub async fn post_message(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    IdPath(id): IdPath,
    ApiJson(body): ApiJson<PostMessage>,
) -> Result<Response, ApiError> {
    validate_message(&body.message)?;
    let stage = |name: &str, since: Instant| {
        metrics::TURN_POST_STAGE.with_label_values(&[name]).observe(since.elapsed().as_secs_f64());
    };
    let checking = Instant::now();
    let conv = owned_conversation(&state, &user.user_id, id).await?;
    stage("conversation", checking);
    let db_err = |e: sqlx::Error| ApiError::database("starting a turn", &e);
    let (context_summary, covered) = stored_summary(conv.context.as_ref());
    let turn_id = Uuid::new_v4();
    let message_id = Uuid::new_v4();
    // The earlier messages are read while the new one is stored (two
    // connections, no transaction held across the orchestrator call: a slow
    // orchestrator would pin pool connections).
    let started = Instant::now();
    let history = async {
        let h = turns::history(&state.db, id, turn_id, state.settings.history_max_messages, covered).await;
        stage("history", started);
        h
    };
    let store = async {
        let s = turns::begin(&state.db, id, turn_id, message_id, &body.message).await;
        stage("store", started);
        s
    };
    let (history, stored) = tokio::join!(history, store);
    stored.map_err(db_err)?;
    let history = match history {
        Ok(h) => h,
        Err(e) => {
            if let Err(undo) = turns::abandon(&state.db, turn_id).await {
                tracing::warn!(%turn_id, error = %undo, "cannot remove the message of a turn that did not start");
            }
            return Err(db_err(e));
        }
    };
    let request = StartTurnRequest {
        conversation_id: id.to_string(),
        user_id: user.user_id.clone(),
        message: body.message,
        history: history.iter().map(history_message).collect(),
        instrument: conv.instrument.clone(),
        context_summary,
        generate_title: conv.title == DEFAULT_TITLE,
        turn_id: turn_id.to_string(),
        // The orchestrator guesses the reader's number style from the message.
        locale: String::new(),
    };
    let starting = Instant::now();
    let outcome = state.orchestrator.start_turn(request).await;
    stage("start_turn", starting);
    match outcome {
        Ok(started) => {
            if started != turn_id.to_string() {
                tracing::error!(%turn_id, %started, "orchestrator ignored the requested turn id");
            }
        }
        // Refused, or in doubt and settled (see crate::turn_start).
        Err(failed) => crate::turn_start::after_failure(&state, id, turn_id, failed).await?,
    }
    tracing::info!(conversation_id = %id, %turn_id, "turn started");
    let accepted = TurnAccepted {
        conversation_id: id,
        turn_id,
        message_id,
        stream_url: format!("/v1/conversations/{id}/events?last_event_id={turn_id}:0"),
    };
    Ok((StatusCode::ACCEPTED, Json(accepted)).into_response())
}

/// The stored summary of the conversation's older part and the newest
/// message it covers (written from `done.context` by persistence).
fn stored_summary(context: Option<&Value>) -> (String, Option<Uuid>) {
    let field = |k: &str| context.and_then(|c| c.get(k)).and_then(Value::as_str);
    let summary = field("summary").unwrap_or_default().to_string();
    let covered = field("summary_up_to").and_then(|id| Uuid::parse_str(id).ok());
    // A summary without a valid cover point cannot replace any message: send it
    // alongside the full window rather than drop history.
    (summary, covered)
}

fn history_message(item: &HistoryItem) -> HistoryMessage {
    HistoryMessage {
        message_id: item.id.to_string(),
        role: item.role.clone(),
        content: item.content.clone(),
        tool_calls: item
            .tool_calls
            .iter()
            .map(|c| ToolCall {
                call_id: c.call_id.clone(),
                tool_name: c.tool_name.clone(),
                input_json: c.input.to_string(),
                output: c.output_text().unwrap_or_default(),
                error: c.error.clone().unwrap_or_default(),
                duration_ms: c.duration_ms.max(0) as u64,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_length_is_counted_in_characters() {
        assert!(validate_message("hi").is_ok());
        assert_eq!(validate_message("").unwrap_err().code, "VALIDATION_ERROR");
        assert!(validate_message("  \n ").is_err());
        assert!(validate_message(&"é".repeat(MAX_MESSAGE_CHARS)).is_ok());
        let err = validate_message(&"a".repeat(MAX_MESSAGE_CHARS + 1)).unwrap_err();
        assert_eq!(err.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(err.message.contains("10001"), "{}", err.message);
    }

    #[test]
    fn instruments_and_page_sizes() {
        assert_eq!(normalise_instrument(None).unwrap(), "NQ");
        assert_eq!(normalise_instrument(Some("es")).unwrap(), "ES");
        assert!(normalise_instrument(Some("N Q")).is_err());
        assert_eq!(page_size(None, 20, 100).unwrap(), 20);
        assert!(page_size(Some(0), 20, 100).is_err());
        assert!(page_size(Some(101), 20, 100).is_err());
    }

    #[test]
    fn stored_raw_outputs_go_back_to_the_model_as_text() {
        let item = HistoryItem {
            id: Uuid::nil(),
            role: "assistant".into(),
            content: "x".into(),
            tool_calls: vec![crate::store::messages::ToolCall {
                message_id: Uuid::nil(),
                call_id: "c".into(),
                tool_name: "run_query".into(),
                input: serde_json::json!({"a": 1}),
                output: Some(serde_json::json!({"raw": "3 rows"})),
                error: None,
                duration_ms: 4,
            }],
        };
        let h = history_message(&item);
        assert_eq!(h.tool_calls[0].output, "3 rows");
        assert_eq!(h.tool_calls[0].input_json, r#"{"a":1}"#);
    }
}
