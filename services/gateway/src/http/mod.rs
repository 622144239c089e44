//! The HTTP surface: routes, their handlers and the per-request middleware.

pub mod conversations;
pub mod extract;
pub mod middleware;
pub mod openapi;
pub mod ops;
pub mod sse;
pub mod turns;
pub mod ws;

use axum::{
    Router,
    routing::{get, post},
};

use crate::{error::ApiError, state::AppState};

/// Builds the router with every route of [`openapi::ROUTES`].
pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .route("/v1/conversations", post(conversations::create).get(conversations::list))
        .route("/v1/conversations/{id}", get(conversations::get).delete(conversations::delete))
        .route("/v1/conversations/{id}/messages", get(conversations::list_messages).post(conversations::post_message))
        .route("/v1/conversations/{id}/events", get(sse::events))
        .route("/v1/turns/{id}/cancel", post(turns::cancel))
        .route("/v1/ws", get(ws::upgrade))
        .route("/healthz", get(ops::healthz))
        .route("/readyz", get(ops::readyz))
        .route("/metrics", get(ops::metrics))
        .route("/openapi.json", get(openapi::openapi))
        .route_layer(axum::middleware::from_fn_with_state(state.clone(), middleware::deadline))
        .route_layer(axum::middleware::from_fn(middleware::http_metrics));
    api.fallback(|| async { ApiError::not_found("route") })
        .method_not_allowed_fallback(|| async { ApiError::method_not_allowed() })
        .layer(axum::middleware::from_fn(middleware::request_context))
        .with_state(state)
}
