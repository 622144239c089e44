//! `/v1/turns/{id}/cancel`.

use axum::{Json, extract::State};
use serde::Serialize;
use uuid::Uuid;

use super::extract::IdPath;
use crate::{auth::AuthUser, error::ApiError, state::AppState, store::turns};

/// Answer of a cancel request.
#[derive(Debug, Serialize)]
pub struct CancelOutcome {
    /// The turn.
    pub turn_id: Uuid,
    /// True when a running turn was cancelled; false when it had already finished.
    pub cancelled: bool,
}

/// `POST /v1/turns/{id}/cancel`: the turn ends with a `done` event whose
/// `cancelled` is true, and its partial answer is kept.
pub async fn cancel(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    IdPath(id): IdPath,
) -> Result<Json<CancelOutcome>, ApiError> {
    let turn = turns::owned(&state.db, &user.user_id, id)
        .await
        .map_err(|e| ApiError::database("reading a turn", &e))?
        .ok_or_else(|| ApiError::not_found("turn"))?;
    let cancelled = state
        .orchestrator
        .cancel_turn(&user.user_id, &turn.conversation_id.to_string(), &id.to_string())
        .await
        .map_err(ApiError::from)?;
    tracing::info!(turn_id = %id, cancelled, "cancel requested");
    Ok(Json(CancelOutcome { turn_id: id, cancelled }))
}
