//! The HTTP surface: routes, their handlers and the per-request middleware.

pub mod conversations;
pub mod extract;
pub mod instruments;
pub mod middleware;
pub mod openapi;
pub mod ops;
pub mod routes;
pub mod session;
pub mod sse;
pub mod turns;
pub mod usage;
pub mod ws;

use axum::Router;

use crate::{console, error::ApiError, state::AppState};

pub use routes::Routes;

/// Every route, registered through [`Routes`] so the OpenAPI document is
/// checked against exactly what is served.
pub fn routes() -> Routes<AppState> {
    Routes::new()
        .post("/v1/session", session::sign_in)
        .get("/v1/session", session::current)
        .delete("/v1/session", session::sign_out)
        .post("/v1/conversations", conversations::create)
        .get("/v1/conversations", conversations::list)
        .get("/v1/conversations/{id}", conversations::get)
        .delete("/v1/conversations/{id}", conversations::delete)
        .get("/v1/conversations/{id}/messages", conversations::list_messages)
        .post("/v1/conversations/{id}/messages", conversations::post_message)
        .get("/v1/conversations/{id}/events", sse::events)
        .post("/v1/turns/{id}/cancel", turns::cancel)
        .get("/v1/instruments", instruments::list)
        .get("/v1/instruments/{symbol}/bars", instruments::bars)
        .get("/v1/usage", usage::usage)
        .get("/v1/ws", ws::upgrade)
        .get("/healthz", ops::healthz)
        .get("/readyz", ops::readyz)
        .get("/openapi.json", openapi::openapi)
        .get("/", console::index)
        .get("/assets/{*path}", console::asset)
}

/// The router: [`routes`] with metrics, request context and JSON fallbacks.
pub fn router(state: AppState) -> Router {
    routes()
        .into_router()
        .route_layer(axum::middleware::from_fn_with_state(state.clone(), middleware::deadline))
        .route_layer(axum::middleware::from_fn(middleware::http_metrics))
        .fallback(|| async { ApiError::not_found("route") })
        .method_not_allowed_fallback(|| async { ApiError::method_not_allowed() })
        .layer(axum::middleware::from_fn(middleware::request_context))
        .with_state(state)
}
