//! Per-user usage: tokens and cost over every conversation of a user
//! (removed ones included: their turns were paid for), in total and by day.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::PgPool;

/// Usage summed over some turns.
#[derive(Debug, Clone, Default, PartialEq, Serialize, sqlx::FromRow)]
pub struct Totals {
    /// Uncached input tokens.
    pub input_tokens: i64,
    /// Output tokens.
    pub output_tokens: i64,
    /// Prompt-cache reads.
    pub cache_read_tokens: i64,
    /// Prompt-cache writes.
    pub cache_write_tokens: i64,
    /// Cost in USD.
    pub cost_usd: f64,
    /// Answered turns (complete, cancelled or failed).
    pub turns: i64,
}

/// One day of usage (UTC).
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow)]
pub struct Day {
    /// The day.
    pub date: NaiveDate,
    /// Usage of the turns answered that day.
    #[sqlx(flatten)]
    #[serde(flatten)]
    pub usage: Totals,
}

/// A user's usage.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UserUsage {
    /// The user.
    pub user_id: String,
    /// Conversations ever created (removed ones included).
    pub conversations: i64,
    /// Everything, all time.
    pub totals: Totals,
    /// First day of `days`.
    pub since: NaiveDate,
    /// Days from `since` to today with at least one answered turn, oldest first.
    pub days: Vec<Day>,
}

/// Sums of the per-message usage JSON (written by persistence from each
/// turn's `done`/`error` event).
const SUMS: &str = "COALESCE(SUM((m.usage->>'input_tokens')::bigint), 0)::bigint AS input_tokens,
    COALESCE(SUM((m.usage->>'output_tokens')::bigint), 0)::bigint AS output_tokens,
    COALESCE(SUM((m.usage->>'cache_read_tokens')::bigint), 0)::bigint AS cache_read_tokens,
    COALESCE(SUM((m.usage->>'cache_write_tokens')::bigint), 0)::bigint AS cache_write_tokens,
    COALESCE(SUM((m.usage->>'cost_usd')::float8), 0)::float8 AS cost_usd,
    COUNT(*)::bigint AS turns";

/// `user_id`'s usage, with a daily breakdown of the last `days` days (today included).
pub async fn of_user(db: &PgPool, user_id: &str, days: i64, now: DateTime<Utc>) -> Result<UserUsage, sqlx::Error> {
    let since = (now - chrono::Duration::days(days - 1)).date_naive();
    let from = " FROM messages m JOIN conversations c ON c.id = m.conversation_id
                 WHERE c.user_id = $1 AND m.role = 'assistant'";
    let totals: Totals =
        sqlx::query_as(sqlx::AssertSqlSafe(format!("SELECT {SUMS}{from}"))).bind(user_id).fetch_one(db).await?;
    let daily: Vec<Day> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT (m.created_at AT TIME ZONE 'UTC')::date AS date, {SUMS}{from}
           AND m.created_at >= $2::date::timestamp AT TIME ZONE 'UTC'
         GROUP BY 1 ORDER BY 1"
    )))
    .bind(user_id)
    .bind(since)
    .fetch_all(db)
    .await?;
    let conversations: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM conversations WHERE user_id = $1").bind(user_id).fetch_one(db).await?;
    Ok(UserUsage { user_id: user_id.to_string(), conversations, totals, since, days: daily })
}
