//! Conversations: create, list (newest activity first), get, soft delete.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use sqlx::PgPool;
use uuid::Uuid;

use super::{Cursor, Page};

/// Title of a conversation until the first answer names it.
pub const DEFAULT_TITLE: &str = "New conversation";

/// Accumulated usage of a conversation.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ConversationUsage {
    /// Uncached input tokens.
    pub input_tokens: i64,
    /// Output tokens.
    pub output_tokens: i64,
    /// Prompt-cache reads.
    pub cache_read_tokens: i64,
    /// Prompt-cache writes.
    pub cache_write_tokens: i64,
    /// Cost in USD.
    pub total_cost: f64,
    /// Completed exchanges.
    pub message_count: i32,
}

/// A conversation as the API returns it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Conversation {
    /// Id.
    pub id: Uuid,
    /// Title.
    pub title: String,
    /// Instrument the conversation is about.
    pub instrument: String,
    /// Accumulated usage.
    pub usage: ConversationUsage,
    /// A turn still running (as far as persistence knows), to resume its stream.
    pub active_turn_id: Option<Uuid>,
    /// Created.
    pub created_at: DateTime<Utc>,
    /// Last activity.
    pub updated_at: DateTime<Utc>,
    #[serde(skip)]
    /// Summary of older turns, if any (`{summary, summary_up_to}`).
    pub context: Option<Value>,
}

#[derive(sqlx::FromRow)]
struct Row {
    id: Uuid,
    title: String,
    instrument: String,
    input_tokens: i64,
    output_tokens: i64,
    cache_read_tokens: i64,
    cache_write_tokens: i64,
    total_cost: f64,
    message_count: i32,
    active_turn_id: Option<Uuid>,
    context: Option<Value>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Row> for Conversation {
    fn from(r: Row) -> Self {
        Self {
            id: r.id,
            title: r.title,
            instrument: r.instrument,
            usage: ConversationUsage {
                input_tokens: r.input_tokens,
                output_tokens: r.output_tokens,
                cache_read_tokens: r.cache_read_tokens,
                cache_write_tokens: r.cache_write_tokens,
                total_cost: r.total_cost,
                message_count: r.message_count,
            },
            active_turn_id: r.active_turn_id,
            created_at: r.created_at,
            updated_at: r.updated_at,
            context: r.context,
        }
    }
}

const COLUMNS: &str = "c.id, c.title, c.instrument, c.input_tokens, c.output_tokens, c.cache_read_tokens,
    c.cache_write_tokens, c.total_cost, c.message_count, c.context, c.created_at, c.updated_at,
    (SELECT t.id FROM turns t WHERE t.conversation_id = c.id AND t.status = 'running'
     ORDER BY t.started_at DESC LIMIT 1) AS active_turn_id";

/// Creates a conversation owned by `user_id`.
pub async fn create(db: &PgPool, user_id: &str, instrument: &str, title: &str) -> Result<Conversation, sqlx::Error> {
    let id = Uuid::new_v4();
    sqlx::query("INSERT INTO conversations (id, user_id, instrument, title) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(user_id)
        .bind(instrument)
        .bind(title)
        .execute(db)
        .await?;
    get(db, user_id, id).await?.ok_or(sqlx::Error::RowNotFound)
}

/// The active conversation `id` if `user_id` owns it.
pub async fn get(db: &PgPool, user_id: &str, id: Uuid) -> Result<Option<Conversation>, sqlx::Error> {
    let sql =
        format!("SELECT {COLUMNS} FROM conversations c WHERE c.id = $1 AND c.user_id = $2 AND c.status = 'active'");
    let row: Option<Row> = sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(id).bind(user_id).fetch_optional(db).await?;
    Ok(row.map(Into::into))
}

/// The owners of those of `ids` that exist and are not deleted: one query
/// for the conversations of every open stream of the instance, which are
/// re-checked together ([`crate::session_end::sweep`]).
pub async fn active_owners(db: &PgPool, ids: &[Uuid]) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    // A join with the ids, not `id = ANY($1)`: with thousands of ids the
    // planner may filter a sequential scan by the array, comparing every row
    // with every id (10,000 ids took 2 s); the join hashes or indexes them.
    sqlx::query_as(
        "SELECT c.id, c.user_id FROM unnest($1::uuid[]) AS q(id) JOIN conversations c ON c.id = q.id
         WHERE c.status = 'active'",
    )
    .bind(ids)
    .fetch_all(db)
    .await
}

/// The user's active conversations, most recently active first.
pub async fn list(
    db: &PgPool,
    user_id: &str,
    instrument: Option<&str>,
    limit: i64,
    after: Option<Cursor>,
) -> Result<Page<Conversation>, sqlx::Error> {
    let sql = format!(
        "SELECT {COLUMNS} FROM conversations c
         WHERE c.user_id = $1 AND c.status = 'active'
           AND ($2::text IS NULL OR c.instrument = $2)
           AND ($3::timestamptz IS NULL OR (c.updated_at, c.id) < ($3, $4))
         ORDER BY c.updated_at DESC, c.id DESC
         LIMIT $5"
    );
    let rows: Vec<Row> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(user_id)
        .bind(instrument)
        .bind(after.map(|c| c.at))
        .bind(after.map(|c| c.id))
        .bind(limit + 1)
        .fetch_all(db)
        .await?;
    let mut items: Vec<Conversation> = rows.into_iter().map(Into::into).collect();
    let next_cursor = if items.len() as i64 > limit {
        items.truncate(limit as usize);
        items.last().map(|c| Cursor { at: c.updated_at, id: c.id, rank: 0 }.encode())
    } else {
        None
    };
    Ok(Page { items, next_cursor })
}

/// Marks the conversation removed; false when it is not the user's or already gone.
pub async fn remove(db: &PgPool, user_id: &str, id: Uuid) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE conversations SET status = 'removed' WHERE id = $1 AND user_id = $2 AND status = 'active'")
            .bind(id)
            .bind(user_id)
            .execute(db)
            .await?;
    Ok(done.rows_affected() > 0)
}

/// Sets the title (from a `title_update` event).
pub async fn set_title(db: &PgPool, id: Uuid, title: &str) -> Result<(), sqlx::Error> {
    let title: String = title.chars().take(200).collect();
    sqlx::query("UPDATE conversations SET title = $2 WHERE id = $1").bind(id).bind(title).execute(db).await?;
    Ok(())
}
