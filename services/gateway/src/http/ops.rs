//! Operational endpoints: `/healthz` (the process answers), `/readyz` (every
//! dependency is usable, so a load balancer may route clients here) and
//! nothing else: `/metrics` is served on the internal `METRICS_ADDR` listener.

use std::time::Duration;

use axum::{Json, extract::State, http::StatusCode, response::IntoResponse};
use serde_json::json;

use crate::state::AppState;

/// `GET /healthz`
pub async fn healthz() -> &'static str {
    "ok"
}

/// `GET /readyz`: 200 when NATS, Postgres, the migrations, the live fan-out
/// and the persistence consumer are all up and the instance is not shutting
/// down, else 503 naming what is not.
pub async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    let nats = state.nats.connection_state() == async_nats::connection::State::Connected;
    let postgres = tokio::time::timeout(Duration::from_secs(2), sqlx::query("SELECT 1").execute(&state.db))
        .await
        .is_ok_and(|r| r.is_ok());
    let r = &state.readiness;
    let checks = [
        // After SIGTERM, for SHUTDOWN_DELAY_MS: still serving, but no longer a place for new streams.
        ("accepting", !r.draining()),
        ("nats", nats),
        ("postgres", postgres),
        ("migrations", r.migrated()),
        ("fanout", state.event_source().is_some_and(|s| s.is_live())),
        ("persistence", r.persisting()),
    ];
    let ready = checks.iter().all(|(_, ok)| *ok);
    let body = json!({
        "status": if ready { "ok" } else { "unavailable" },
        "checks": checks.iter().map(|(k, ok)| (k.to_string(), json!(if *ok { "ok" } else { "down" }))).collect::<serde_json::Map<_, _>>(),
    });
    (if ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE }, Json(body))
}
