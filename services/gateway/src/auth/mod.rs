//! Who is calling: bearer JWTs for people, hashed API keys for service
//! accounts. Every API route except the probes, `/metrics` and
//! `/openapi.json` needs one of them; the resulting user id scopes every
//! query, so a user never sees another user's conversations (they get 404).
//!
//! Credentials are read from `Authorization: Bearer <token>`, from
//! `X-Api-Key: <key>`, from the `access_token` query parameter (browsers'
//! `EventSource` and `WebSocket` cannot set headers), or — for the web
//! console — from a session cookie made at sign-in ([`session`]), which
//! state-changing requests must back with a CSRF token.

pub mod api_keys;
pub mod config;
pub mod jwt;
pub mod session;
#[cfg(test)]
mod test_keys;

use std::sync::Arc;

use axum::{
    extract::{FromRef, FromRequestParts},
    http::request::Parts,
};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::{error::ApiError, metrics};
use config::{AuthConfig, SessionConfig};

pub use jwt::{JwksCache, JwtError, JwtVerifier};

/// How a caller authenticated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMethod {
    /// A bearer JWT.
    Jwt,
    /// A service-account API key.
    ApiKey,
    /// A browser session cookie (made from one of the above at sign-in).
    Session,
}

impl AuthMethod {
    /// `jwt`, `api_key` or `session`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Jwt => "jwt",
            Self::ApiKey => "api_key",
            Self::Session => "session",
        }
    }
}

/// An authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    /// The user every query is scoped to (`sub` of a JWT, owner of an API key).
    pub user_id: String,
    /// How they proved it.
    pub method: AuthMethod,
}

/// Where a presented credential came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CredentialKind {
    /// A bearer JWT or API key.
    Bearer,
    /// The console's session cookie.
    SessionCookie,
}

/// The credential a request authenticated with, kept (as a request extension)
/// so long-lived streams can check it again and end when it expires or is revoked.
#[derive(Debug, Clone)]
pub struct PresentedCredential {
    /// The token, key or session cookie value.
    pub token: String,
    /// What it is.
    pub kind: CredentialKind,
    /// A JWT's `exp` (seconds since the epoch); `None` for keys and sessions.
    pub expires_at: Option<u64>,
}

/// Why a request was not authenticated.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// No credentials at all.
    #[error("missing credentials: send Authorization: Bearer <token>")]
    Missing,
    /// A JWT was refused.
    #[error(transparent)]
    Jwt(#[from] JwtError),
    /// An API key is unknown or revoked.
    #[error("unknown or revoked API key")]
    UnknownKey,
    /// Checking the key needed the database, which is down.
    #[error("cannot check the API key: {0}")]
    Database(#[from] sqlx::Error),
    /// A session cookie that names no live session (expired, signed out, key revoked).
    #[error("the session has ended: sign in again")]
    SessionEnded,
    /// A live session, but the request is not allowed to use it.
    #[error(transparent)]
    Guard(#[from] session::GuardError),
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        match e {
            AuthError::Jwt(JwtError::KeysUnavailable(why)) => {
                tracing::warn!(%why, "JWT keys unavailable");
                ApiError::unavailable("token verification keys are unavailable; retry later")
            }
            AuthError::Database(err) => ApiError::database("checking credentials", &err),
            AuthError::Guard(g) => ApiError::forbidden(g.to_string()),
            other => ApiError::unauthorized(other.to_string()),
        }
    }
}

/// Checks credentials.
#[derive(Clone)]
pub struct Authenticator {
    jwt: JwtVerifier,
    db: PgPool,
    sessions: SessionConfig,
}

impl Authenticator {
    /// Builds the authenticator; with `JWKS_URL` set it starts a background refresher.
    pub fn from_config(config: &AuthConfig, db: PgPool, http: reqwest::Client) -> Self {
        let jwks = config.jwks_url.as_ref().map(|url| {
            let cache = Arc::new(JwksCache::new(url.clone(), http));
            cache.clone().spawn_refresher(config.jwks_refresh);
            cache
        });
        let jwt = JwtVerifier::new(
            config.hs256_secret.as_deref(),
            jwks,
            config.issuer.clone(),
            config.audience.clone(),
            config.leeway_secs,
        );
        if !jwt.is_configured() {
            tracing::warn!("neither JWT_HS256_SECRET nor JWKS_URL is set: only API keys are accepted");
        }
        Self { jwt, db, sessions: config.session.clone() }
    }

    /// See [`JwtVerifier::key_generation`]: open streams' JWTs are verified
    /// again only when it changes.
    pub fn jwt_key_generation(&self) -> u64 {
        self.jwt.key_generation()
    }

    /// Browser-session settings.
    pub fn sessions(&self) -> &SessionConfig {
        &self.sessions
    }

    /// Verifies a bearer token or API key.
    pub async fn authenticate(&self, token: &str) -> Result<Principal, AuthError> {
        Ok(self.authenticate_until(token).await?.0)
    }

    /// Verifies a bearer token or API key; also returns the token's expiry
    /// (`None` for API keys, which last until revoked).
    pub async fn authenticate_until(&self, token: &str) -> Result<(Principal, Option<DateTime<Utc>>), AuthError> {
        if api_keys::is_api_key(token) {
            let user = api_keys::lookup(&self.db, token).await?.ok_or(AuthError::UnknownKey)?;
            return Ok((Principal { user_id: user, method: AuthMethod::ApiKey }, None));
        }
        let verified = self.jwt.verify_claims(token).await?;
        let exp = DateTime::from_timestamp(i64::try_from(verified.expires_at).unwrap_or(i64::MAX), 0)
            .unwrap_or(DateTime::<Utc>::MAX_UTC);
        Ok((Principal { user_id: verified.subject, method: AuthMethod::Jwt }, Some(exp)))
    }

    /// The live browser session of a session-cookie token, if any.
    pub async fn session(&self, token: &str) -> Result<Option<session::Session>, AuthError> {
        Ok(session::lookup(&self.db, token).await?)
    }
}

/// The credential in a request, if any.
pub fn credential(parts: &Parts) -> Option<String> {
    let header = |name| parts.headers.get(name).and_then(|v| v.to_str().ok()).map(str::trim);
    if let Some(v) = header(axum::http::header::AUTHORIZATION) {
        let (scheme, token) = v.split_once(' ').unwrap_or((v, ""));
        return scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_string()).filter(|t| !t.is_empty());
    }
    if let Some(v) = header(axum::http::HeaderName::from_static("x-api-key")) {
        return Some(v.to_string()).filter(|t| !t.is_empty());
    }
    query_param(parts.uri.query().unwrap_or(""), "access_token")
}

/// One query parameter, percent-decoded.
pub fn query_param(query: &str, name: &str) -> Option<String> {
    query
        .split('&')
        .filter_map(|kv| kv.split_once('=').or(Some((kv, ""))))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| percent_decode(v))
        .filter(|v| !v.is_empty())
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                    None => out.push(b'%'),
                }
            }
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Extractor: the authenticated caller, or a 401 `{error, code, request_id}`;
/// counts the request against the caller's rate limit (`429` when over, see
/// [`crate::limits`]). Works with any router state that hands out its
/// [`Authenticator`] and [`Limits`](crate::limits::Limits).
#[derive(Debug, Clone)]
pub struct AuthUser(pub Principal);

impl<S> FromRequestParts<S> for AuthUser
where
    Arc<Authenticator>: FromRef<S>,
    crate::limits::Limits: FromRef<S>,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let auth = Arc::<Authenticator>::from_ref(state);
        // An explicit credential wins over a cookie the browser may also send.
        let (principal, presented) = match credential(parts) {
            Some(token) => {
                let (principal, exp) = auth.authenticate_until(&token).await?;
                let expires_at = exp.map(|e| u64::try_from(e.timestamp()).unwrap_or(0));
                (principal, PresentedCredential { token, kind: CredentialKind::Bearer, expires_at })
            }
            None => {
                let token = session::cookie(&parts.headers).ok_or(AuthError::Missing)?;
                let principal = session_principal(parts, &auth, &token).await?;
                (principal, PresentedCredential { token, kind: CredentialKind::SessionCookie, expires_at: None })
            }
        };
        tracing::Span::current().record("user_id", principal.user_id.as_str());
        crate::limits::Limits::from_ref(state).request(&principal.user_id)?;
        parts.extensions.insert(presented);
        Ok(AuthUser(principal))
    }
}

/// The caller behind a session cookie, once the request passed the CSRF and origin checks.
async fn session_principal(parts: &Parts, auth: &Authenticator, token: &str) -> Result<Principal, AuthError> {
    let Some(live) = auth.session(token).await? else {
        metrics::SESSION_EVENTS.with_label_values(&["expired"]).inc();
        return Err(AuthError::SessionEnded);
    };
    if let Err(e) = session::guard(&parts.method, &parts.headers, token) {
        let event = match e {
            session::GuardError::Csrf => "csrf_refused",
            session::GuardError::Origin => "origin_refused",
        };
        metrics::SESSION_EVENTS.with_label_values(&[event]).inc();
        tracing::warn!(user_id = %live.user_id, method = %parts.method, path = parts.uri.path(), "{e}");
        return Err(e.into());
    }
    Ok(Principal { user_id: live.user_id, method: AuthMethod::Session })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(req: axum::http::Request<()>) -> Parts {
        req.into_parts().0
    }

    #[test]
    fn credentials_from_header_api_key_header_and_query() {
        let p = parts(axum::http::Request::get("/x").header("authorization", "Bearer abc.def.ghi").body(()).unwrap());
        assert_eq!(credential(&p).as_deref(), Some("abc.def.ghi"));
        let p = parts(axum::http::Request::get("/x").header("authorization", "Basic Zm9v").body(()).unwrap());
        assert_eq!(credential(&p), None);
        let p = parts(axum::http::Request::get("/x").header("x-api-key", "barb_sk_1").body(()).unwrap());
        assert_eq!(credential(&p).as_deref(), Some("barb_sk_1"));
        let p = parts(axum::http::Request::get("/x?a=1&access_token=t%2Eu").body(()).unwrap());
        assert_eq!(credential(&p).as_deref(), Some("t.u"));
        let p = parts(axum::http::Request::get("/x").body(()).unwrap());
        assert_eq!(credential(&p), None);
    }

    #[test]
    fn percent_decoding_is_lenient() {
        assert_eq!(percent_decode("a%3Ab"), "a:b");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz"), "%zz");
        assert_eq!(percent_decode("a+b"), "a b");
    }
}
