//! `GET /v1/usage`: the caller's tokens and cost, in total and per day.

use axum::{Json, extract::State};
use serde::Deserialize;

use super::extract::ApiQuery;
use crate::{
    auth::AuthUser,
    error::ApiError,
    state::AppState,
    store::usage::{self, UserUsage},
};

/// Query of `GET /v1/usage`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UsageQuery {
    /// Days of daily breakdown, today included: 1–366, default 30.
    pub days: Option<i64>,
}

/// `GET /v1/usage`
pub async fn usage(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ApiQuery(q): ApiQuery<UsageQuery>,
) -> Result<Json<UserUsage>, ApiError> {
    let days = match q.days {
        None => 30,
        Some(d) if (1..=366).contains(&d) => d,
        Some(d) => return Err(ApiError::validation(format!("days must be between 1 and 366, got {d}"))),
    };
    let usage = usage::of_user(&state.db, &user.user_id, days, chrono::Utc::now())
        .await
        .map_err(|e| ApiError::database("reading usage", &e))?;
    Ok(Json(usage))
}
