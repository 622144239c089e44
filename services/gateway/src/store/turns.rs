//! Turns: the user message that starts one, who owns it, and the history a
//! new turn is given.

use sqlx::PgPool;
use uuid::Uuid;

use super::messages::ToolCall;

/// Records a new turn and its user message, and touches the conversation,
/// in one statement (one round trip and one commit, no transaction held
/// open; the foreign keys are checked at the statement's end). The caller
/// stores before calling the orchestrator (nothing is held across an RPC: a
/// slow or hanging orchestrator must not pin pool connections) and
/// [`abandon`]s the turn if the orchestrator refuses it.
pub async fn begin(
    db: &PgPool,
    conversation_id: Uuid,
    turn_id: Uuid,
    message_id: Uuid,
    content: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "WITH turn AS (INSERT INTO turns (id, conversation_id) VALUES ($1, $2)),
              message AS (INSERT INTO messages (id, conversation_id, turn_id, role, content, status)
                          VALUES ($3, $2, $1, 'user', $4, 'complete'))
         UPDATE conversations SET updated_at = now() WHERE id = $2",
    )
    .bind(turn_id)
    .bind(conversation_id)
    .bind(message_id)
    .bind(content)
    .execute(db)
    .await?;
    Ok(())
}

/// Removes a turn the orchestrator refused and its user message, unless an
/// answer was already stored for it (a start that timed out but did run).
pub async fn abandon(db: &PgPool, turn_id: Uuid) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    let answered: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM messages WHERE turn_id = $1 AND role = 'assistant')")
            .bind(turn_id)
            .fetch_one(&mut *tx)
            .await?;
    if !answered {
        sqlx::query("DELETE FROM messages WHERE turn_id = $1 AND role = 'user'")
            .bind(turn_id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM turns WHERE id = $1").bind(turn_id).execute(&mut *tx).await?;
    }
    tx.commit().await
}

/// A turn the user owns.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct OwnedTurn {
    /// Turn id.
    pub id: Uuid,
    /// Its conversation.
    pub conversation_id: Uuid,
    /// `running`, `complete`, `cancelled` or `error`.
    pub status: String,
}

/// The turn `id` if it belongs to an active conversation of `user_id`.
pub async fn owned(db: &PgPool, user_id: &str, id: Uuid) -> Result<Option<OwnedTurn>, sqlx::Error> {
    sqlx::query_as(
        "SELECT t.id, t.conversation_id, t.status FROM turns t JOIN conversations c ON c.id = t.conversation_id
         WHERE t.id = $1 AND c.user_id = $2 AND c.status = 'active'",
    )
    .bind(id)
    .bind(user_id)
    .fetch_optional(db)
    .await
}

/// One earlier message, as given to the orchestrator.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryItem {
    /// Message id.
    pub id: Uuid,
    /// `user` or `assistant`.
    pub role: String,
    /// Text.
    pub content: String,
    /// Tool calls of an assistant message, in order.
    pub tool_calls: Vec<ToolCall>,
}

#[derive(sqlx::FromRow)]
struct HistoryRow {
    id: Uuid,
    role: String,
    content: String,
}

/// The last `limit` messages of a conversation before turn `starting`,
/// oldest first; with `after` (the newest message a stored summary covers),
/// only the messages after it: the summary stands for everything up to it.
/// `starting` is the turn being started, whose message may be stored while
/// this reads (the two run at once).
pub async fn history(
    db: &PgPool,
    conversation_id: Uuid,
    starting: Uuid,
    limit: i64,
    after: Option<Uuid>,
) -> Result<Vec<HistoryItem>, sqlx::Error> {
    // Messages are ordered by their turn, a turn's user message first.
    let mut rows: Vec<HistoryRow> = sqlx::query_as(
        "SELECT m.id, m.role, m.content FROM messages m JOIN turns t ON t.id = m.turn_id
         WHERE m.conversation_id = $1 AND m.turn_id <> $4
           AND ($3::uuid IS NULL OR (t.started_at, t.id, m.role = 'assistant') > (
               SELECT t2.started_at, t2.id, m2.role = 'assistant'
               FROM messages m2 JOIN turns t2 ON t2.id = m2.turn_id
               WHERE m2.id = $3 AND m2.conversation_id = $1))
         ORDER BY t.started_at DESC, t.id DESC, (m.role = 'assistant') DESC
         LIMIT $2",
    )
    .bind(conversation_id)
    .bind(limit)
    .bind(after)
    .bind(starting)
    .fetch_all(db)
    .await?;
    rows.reverse();
    let ids: Vec<Uuid> = rows.iter().filter(|r| r.role == "assistant").map(|r| r.id).collect();
    let calls = super::messages::tool_calls_of(db, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| HistoryItem {
            tool_calls: calls.iter().filter(|c| c.message_id == r.id).cloned().collect(),
            id: r.id,
            role: r.role,
            content: r.content,
        })
        .collect())
}

/// True when the conversation has no message yet.
pub async fn is_first(db: &PgPool, conversation_id: Uuid) -> Result<bool, sqlx::Error> {
    let any: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM messages WHERE conversation_id = $1)")
        .bind(conversation_id)
        .fetch_one(db)
        .await?;
    Ok(!any)
}

/// Turns still marked running that started more than `older_than` ago, oldest
/// first, at most `limit` (the reaper checks whether they ever started).
pub async fn running_since(
    db: &PgPool,
    older_than: std::time::Duration,
    limit: i64,
) -> Result<Vec<(Uuid, Uuid)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, conversation_id FROM turns
         WHERE status = 'running' AND started_at < now() - make_interval(secs => $1)
         ORDER BY started_at LIMIT $2",
    )
    .bind(older_than.as_secs_f64())
    .bind(limit)
    .fetch_all(db)
    .await
}
