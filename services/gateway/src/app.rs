//! The axum application and its operational endpoints.

use std::time::Duration;

use axum::{Router, extract::State, http::StatusCode, routing::get};

/// Shared state of every handler.
#[derive(Clone)]
pub struct AppState {
    /// NATS connection (chat events).
    pub nats: async_nats::Client,
    /// Postgres pool (conversations, messages); lazy, so the gateway starts while Postgres is down.
    pub db: sqlx::PgPool,
}

/// Builds the router.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(|| async { barb_common::metrics::render() }))
        .with_state(state)
}

/// Ready when both NATS and Postgres answer.
async fn readyz(State(state): State<AppState>) -> (StatusCode, String) {
    let nats_ok = state.nats.connection_state() == async_nats::connection::State::Connected;
    let db_ok = tokio::time::timeout(Duration::from_secs(2), sqlx::query("SELECT 1").execute(&state.db))
        .await
        .is_ok_and(|r| r.is_ok());
    let body = format!("nats={} postgres={}", if nats_ok { "ok" } else { "down" }, if db_ok { "ok" } else { "down" });
    let code = if nats_ok && db_ok { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (code, body)
}
