//! `/v1/session`: sign in (a credential for a session cookie), who am I, sign
//! out. The mechanism and its protections are described in
//! [`crate::auth::session`].

use axum::{
    Json,
    extract::State,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::extract::ApiJson;
use crate::{
    auth::{AuthError, session},
    error::ApiError,
    metrics,
    state::AppState,
};

/// Longest credential accepted at sign-in (a large JWT is a few KiB).
pub const MAX_TOKEN_BYTES: usize = 8192;

/// Body of `POST /v1/session`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignIn {
    /// A JWT or an API key.
    pub token: String,
}

/// A session as the API returns it.
#[derive(Debug, Serialize)]
pub struct SessionInfo {
    /// The signed-in user.
    pub user_id: String,
    /// The credential the session was made from: `jwt` or `api_key`.
    pub auth_method: &'static str,
    /// When the session ends.
    pub expires_at: DateTime<Utc>,
    /// Send as `X-CSRF-Token` on every state-changing request.
    pub csrf_token: String,
}

fn refused(why: &str) -> ApiError {
    metrics::SESSION_EVENTS.with_label_values(&["sign_in_refused"]).inc();
    ApiError::unauthorized(why)
}

/// `POST /v1/session`: checks the credential and sets the session cookie.
pub async fn sign_in(
    State(state): State<AppState>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<SignIn>,
) -> Result<Response, ApiError> {
    if !session::same_origin(&headers) {
        metrics::SESSION_EVENTS.with_label_values(&["origin_refused"]).inc();
        return Err(ApiError::forbidden(session::GuardError::Origin.to_string()));
    }
    let token = body.token.trim();
    if token.is_empty() {
        return Err(ApiError::validation("token must not be empty"));
    }
    if token.len() > MAX_TOKEN_BYTES {
        return Err(ApiError::validation(format!("token is longer than {MAX_TOKEN_BYTES} bytes")));
    }
    let (principal, token_expiry) = match state.auth.authenticate_until(token).await {
        Ok(ok) => ok,
        Err(e @ (AuthError::Database(_) | AuthError::Jwt(crate::auth::JwtError::KeysUnavailable(_)))) => {
            return Err(e.into());
        }
        Err(e) => return Err(refused(&e.to_string())),
    };
    let now = Utc::now();
    let longest = now + chrono::Duration::from_std(state.auth.sessions().max_age).unwrap_or(chrono::Duration::MAX);
    let expires_at = token_expiry.map_or(longest, |exp| exp.min(longest));
    let max_age = (expires_at - now).num_seconds();
    if max_age < 1 {
        return Err(refused("the token expires too soon to start a session"));
    }
    let api_key = token_expiry.is_none().then_some(token);
    let cookie_token = session::create(&state.db, &principal.user_id, api_key, expires_at)
        .await
        .map_err(|e| ApiError::database("starting a session", &e))?;
    if let Err(e) = session::purge_ended(&state.db).await {
        tracing::warn!(error = %e, "cannot purge ended sessions");
    }
    metrics::SESSION_EVENTS.with_label_values(&["sign_in"]).inc();
    tracing::Span::current().record("user_id", principal.user_id.as_str());
    tracing::info!(user_id = %principal.user_id, method = principal.method.as_str(), %expires_at, "console sign-in");
    let info = SessionInfo {
        user_id: principal.user_id,
        auth_method: principal.method.as_str(),
        expires_at,
        csrf_token: session::csrf_token(&cookie_token),
    };
    let cookie = session::set_cookie(&cookie_token, max_age, state.auth.sessions().cookie_secure, &headers);
    Ok((
        StatusCode::CREATED,
        [(header::SET_COOKIE, cookie), (header::CACHE_CONTROL, "no-store".parse().expect("valid"))],
        Json(info),
    )
        .into_response())
}

/// `GET /v1/session`: the session of the cookie, with its CSRF token (the
/// console calls it on load; a 401 shows the sign-in form).
pub async fn current(State(state): State<AppState>, headers: HeaderMap) -> Result<Response, ApiError> {
    let token = session::cookie(&headers).ok_or_else(|| ApiError::unauthorized("not signed in"))?;
    let live = state.auth.session(&token).await?.ok_or(AuthError::SessionEnded)?;
    if !session::same_origin(&headers) {
        return Err(ApiError::forbidden(session::GuardError::Origin.to_string()));
    }
    tracing::Span::current().record("user_id", live.user_id.as_str());
    let info = SessionInfo {
        user_id: live.user_id,
        auth_method: live.method.as_str(),
        expires_at: live.expires_at,
        csrf_token: session::csrf_token(&token),
    };
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(info)).into_response())
}

/// `DELETE /v1/session`: revokes the session and clears the cookie. Without
/// a live session it only clears the cookie; with one it needs the CSRF token.
pub async fn sign_out(
    State(state): State<AppState>,
    method: axum::http::Method,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let policy = state.auth.sessions().cookie_secure;
    if let Some(token) = session::cookie(&headers)
        && let Some(live) = state.auth.session(&token).await?
    {
        session::guard(&method, &headers, &token).map_err(AuthError::from)?;
        session::revoke(&state.db, &token).await.map_err(|e| ApiError::database("signing out", &e))?;
        metrics::SESSION_EVENTS.with_label_values(&["sign_out"]).inc();
        tracing::info!(user_id = %live.user_id, "console sign-out");
    }
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, session::clear_cookie(policy, &headers))]).into_response())
}
