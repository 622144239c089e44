//! Messages: listing a conversation, and writing a turn's assistant message
//! exactly once.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use sqlx::PgPool;
use uuid::Uuid;

use super::{Cursor, Page};

/// A tool call as the API returns it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow)]
pub struct ToolCall {
    #[serde(skip)]
    /// Message it belongs to.
    pub message_id: Uuid,
    /// Provider's call id.
    pub call_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Tool input.
    pub input: Value,
    /// What the model received, stored as JSON when it is an object or
    /// array, else `{"raw": text}`; the API shows it as the `done` event did.
    #[serde(serialize_with = "serialize_output")]
    pub output: Option<Value>,
    /// Error text.
    pub error: Option<String>,
    /// Duration in milliseconds.
    pub duration_ms: i64,
}

/// The tool calls of the assistant messages `ids`, in message then call
/// order (one query for a whole page or history window).
pub(crate) async fn tool_calls_of(db: &PgPool, ids: &[Uuid]) -> Result<Vec<ToolCall>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    sqlx::query_as(
        "SELECT message_id, call_id, tool_name, input, output, error, duration_ms FROM tool_calls
         WHERE message_id = ANY($1) ORDER BY message_id, position",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

impl ToolCall {
    /// The output exactly as the model received it.
    pub fn output_text(&self) -> Option<String> {
        match &self.output {
            Some(Value::Object(o)) if o.len() == 1 && o.get("raw").is_some_and(Value::is_string) => {
                o["raw"].as_str().map(str::to_string)
            }
            Some(v) => Some(v.to_string()),
            None => None,
        }
    }
}

/// The stored output in the form the `done` event showed it
/// ([`crate::events::tool_output_json`]): `{"raw": text}` becomes the text.
fn serialize_output<S: serde::Serializer>(stored: &Option<Value>, s: S) -> Result<S::Ok, S::Error> {
    let shown = match stored {
        Some(Value::Object(o)) if o.len() == 1 && o.get("raw").is_some_and(Value::is_string) => match &o["raw"] {
            Value::String(t) if t.is_empty() => Value::Null,
            raw => raw.clone(),
        },
        Some(v) => v.clone(),
        None => Value::Null,
    };
    serde::Serialize::serialize(&shown, s)
}

/// A message as the API returns it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Message {
    /// Id (an assistant message's id is its turn id).
    pub id: Uuid,
    /// Conversation.
    pub conversation_id: Uuid,
    /// Turn.
    pub turn_id: Uuid,
    /// `user` or `assistant`.
    pub role: String,
    /// Text (assistant: with `{{data:K}}` markers).
    pub content: String,
    /// `complete`, `cancelled` or `error`.
    pub status: String,
    /// UI cards.
    pub data: Value,
    /// Token usage and cost.
    pub usage: Option<Value>,
    /// Grounding check.
    pub grounding: Option<Value>,
    /// Numbers of `content` rendered from cited tool values, with their source cells.
    pub bindings: Value,
    /// `{code, message}` of a failed turn.
    pub error: Option<Value>,
    /// Tool calls in order.
    pub tool_calls: Vec<ToolCall>,
    /// Written.
    pub created_at: DateTime<Utc>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: Uuid,
    conversation_id: Uuid,
    turn_id: Uuid,
    role: String,
    content: String,
    status: String,
    data: Value,
    usage: Option<Value>,
    grounding: Option<Value>,
    bindings: Value,
    error: Option<Value>,
    created_at: DateTime<Utc>,
    started_at: DateTime<Utc>,
}

/// A page of a conversation's messages, oldest first (a turn's user message
/// before its answer).
pub async fn list(
    db: &PgPool,
    conversation_id: Uuid,
    limit: i64,
    after: Option<Cursor>,
) -> Result<Page<Message>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT m.id, m.conversation_id, m.turn_id, m.role, m.content, m.status, m.data, m.usage, m.grounding,
                m.bindings, m.error, m.created_at, t.started_at
         FROM messages m JOIN turns t ON t.id = m.turn_id
         WHERE m.conversation_id = $1
           AND ($2::timestamptz IS NULL
                OR (t.started_at, t.id, (m.role = 'assistant')::int) > ($2, $3, $4))
         ORDER BY t.started_at, t.id, (m.role = 'assistant')::int
         LIMIT $5",
    )
    .bind(conversation_id)
    .bind(after.map(|c| c.at))
    .bind(after.map(|c| c.id))
    .bind(after.map(|c| c.rank))
    .bind(limit + 1)
    .fetch_all(db)
    .await?;
    let more = rows.len() as i64 > limit;
    let rows: Vec<Row> = rows.into_iter().take(limit as usize).collect();
    let next_cursor = more
        .then(|| {
            rows.last().map(|r| Cursor { at: r.started_at, id: r.turn_id, rank: i32::from(r.role == "assistant") })
        })
        .flatten()
        .map(|c| c.encode());
    let ids: Vec<Uuid> = rows.iter().filter(|r| r.role == "assistant").map(|r| r.id).collect();
    let calls = tool_calls_of(db, &ids).await?;
    let items = rows
        .into_iter()
        .map(|r| Message {
            tool_calls: calls.iter().filter(|c| c.message_id == r.id).cloned().collect(),
            id: r.id,
            conversation_id: r.conversation_id,
            turn_id: r.turn_id,
            role: r.role,
            content: r.content,
            status: r.status,
            data: r.data,
            usage: r.usage,
            grounding: r.grounding,
            bindings: r.bindings,
            error: r.error,
            created_at: r.created_at,
        })
        .collect();
    Ok(Page { items, next_cursor })
}

/// How a turn ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnStatus {
    /// Finished normally.
    Complete,
    /// Cancelled by the user; the content is the partial answer.
    Cancelled,
    /// Failed; the content is the partial answer.
    Error,
}

impl TurnStatus {
    /// Column value.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Complete => "complete",
            Self::Cancelled => "cancelled",
            Self::Error => "error",
        }
    }
}

/// Usage numbers added to the conversation's totals.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct UsageTotals {
    /// Uncached input tokens.
    pub input_tokens: i64,
    /// Output tokens.
    pub output_tokens: i64,
    /// Cache reads.
    pub cache_read_tokens: i64,
    /// Cache writes.
    pub cache_write_tokens: i64,
    /// Cost in USD.
    pub cost_usd: f64,
}

/// A tool call to write.
#[derive(Debug, Clone, PartialEq)]
pub struct NewToolCall {
    /// Provider's call id.
    pub call_id: String,
    /// Tool name.
    pub tool_name: String,
    /// Input.
    pub input: Value,
    /// Output (`None` when the turn failed before it was known).
    pub output: Option<Value>,
    /// Error text.
    pub error: Option<String>,
    /// Duration.
    pub duration_ms: i64,
}

/// Everything written for a finished turn.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnRecord {
    /// Conversation.
    pub conversation_id: Uuid,
    /// Turn (also the assistant message id).
    pub turn_id: Uuid,
    /// How it ended.
    pub status: TurnStatus,
    /// Answer text (partial for cancelled/error).
    pub content: String,
    /// UI cards in order.
    pub data: Vec<Value>,
    /// Usage JSON of the message.
    pub usage: Option<Value>,
    /// Usage added to the conversation.
    pub totals: UsageTotals,
    /// Grounding JSON.
    pub grounding: Option<Value>,
    /// Bound numbers of `content` (see the `bindings` column).
    pub bindings: Vec<Value>,
    /// `{code, message}` for failed turns.
    pub error: Option<Value>,
    /// Tool calls in order.
    pub tool_calls: Vec<NewToolCall>,
    /// Conversation title announced during the turn.
    pub title: Option<String>,
    /// A new summary of the conversation's older part (`done.context`):
    /// `{summary, summary_up_to}`, stored on the conversation.
    pub context: Option<Value>,
}

/// Writes the assistant message of a turn, its tool calls, the turn's final
/// status and the conversation's usage in one transaction. Idempotent on the
/// turn id: returns `false` (and changes nothing) when it was already written.
pub async fn write_turn(db: &PgPool, rec: &TurnRecord) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    // The turn row normally exists (written with the user message); create it if that write was lost.
    sqlx::query("INSERT INTO turns (id, conversation_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING")
        .bind(rec.turn_id)
        .bind(rec.conversation_id)
        .execute(&mut *tx)
        .await?;
    let inserted = sqlx::query(
        "INSERT INTO messages (id, conversation_id, turn_id, role, content, status, data, usage, grounding, error, bindings)
         VALUES ($1, $2, $1, 'assistant', $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (turn_id, role) DO NOTHING",
    )
    .bind(rec.turn_id)
    .bind(rec.conversation_id)
    .bind(&rec.content)
    .bind(rec.status.as_str())
    .bind(Value::Array(rec.data.clone()))
    .bind(&rec.usage)
    .bind(&rec.grounding)
    .bind(&rec.error)
    .bind(Value::Array(rec.bindings.clone()))
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if !inserted {
        tx.rollback().await?;
        return Ok(false);
    }
    for (i, call) in rec.tool_calls.iter().enumerate() {
        sqlx::query(
            "INSERT INTO tool_calls (message_id, position, call_id, tool_name, input, output, error, duration_ms)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(rec.turn_id)
        .bind(i as i32)
        .bind(&call.call_id)
        .bind(&call.tool_name)
        .bind(&call.input)
        .bind(&call.output)
        .bind(&call.error)
        .bind(call.duration_ms)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("UPDATE turns SET status = $2, finished_at = now() WHERE id = $1")
        .bind(rec.turn_id)
        .bind(rec.status.as_str())
        .execute(&mut *tx)
        .await?;
    let t = &rec.totals;
    sqlx::query(
        "UPDATE conversations SET
            input_tokens = input_tokens + $2, output_tokens = output_tokens + $3,
            cache_read_tokens = cache_read_tokens + $4, cache_write_tokens = cache_write_tokens + $5,
            total_cost = total_cost + $6, message_count = message_count + 1,
            title = COALESCE($7, title), context = COALESCE($8, context)
         WHERE id = $1",
    )
    .bind(rec.conversation_id)
    .bind(t.input_tokens)
    .bind(t.output_tokens)
    .bind(t.cache_read_tokens)
    .bind(t.cache_write_tokens)
    .bind(t.cost_usd)
    .bind(rec.title.as_ref().map(|s| s.chars().take(200).collect::<String>()))
    .bind(&rec.context)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}
