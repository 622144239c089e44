//! Who is calling: bearer JWTs for people, hashed API keys for service
//! accounts. Every API route except the probes, `/metrics` and
//! `/openapi.json` needs one of them; the resulting user id scopes every
//! query, so a user never sees another user's conversations (they get 404).
//!
//! Credentials are read from `Authorization: Bearer <token>`, from
//! `X-Api-Key: <key>`, or from the `access_token` query parameter (browsers'
//! `EventSource` and `WebSocket` cannot set headers).

pub mod api_keys;
pub mod config;
pub mod jwt;
#[cfg(test)]
mod test_keys;

use std::sync::Arc;

use axum::{
    extract::{FromRef, FromRequestParts},
    http::request::Parts,
};
use sqlx::PgPool;

use crate::error::ApiError;
use config::AuthConfig;

pub use jwt::{JwksCache, JwtError, JwtVerifier};

/// How a caller authenticated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMethod {
    /// A bearer JWT.
    Jwt,
    /// A service-account API key.
    ApiKey,
}

/// An authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    /// The user every query is scoped to (`sub` of a JWT, owner of an API key).
    pub user_id: String,
    /// How they proved it.
    pub method: AuthMethod,
    /// When the credential stops being valid (a JWT's `exp`, seconds since the
    /// epoch); open streams end then. `None` for API keys (valid until revoked).
    pub expires_at: Option<u64>,
}

/// The credential a request authenticated with, kept (as a request extension)
/// so long-lived streams can check it again and end when it is revoked.
#[derive(Debug, Clone)]
pub struct PresentedCredential(pub String);

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
}

impl From<AuthError> for ApiError {
    fn from(e: AuthError) -> Self {
        match e {
            AuthError::Jwt(JwtError::KeysUnavailable(why)) => {
                tracing::warn!(%why, "JWT keys unavailable");
                ApiError::unavailable("token verification keys are unavailable; retry later")
            }
            AuthError::Database(err) => ApiError::database("checking an API key", &err),
            other => ApiError::unauthorized(other.to_string()),
        }
    }
}

/// Checks credentials.
#[derive(Clone)]
pub struct Authenticator {
    jwt: JwtVerifier,
    db: PgPool,
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
        Self { jwt, db }
    }

    /// Verifies a bearer token or API key.
    pub async fn authenticate(&self, token: &str) -> Result<Principal, AuthError> {
        if api_keys::is_api_key(token) {
            let user = api_keys::lookup(&self.db, token).await?.ok_or(AuthError::UnknownKey)?;
            return Ok(Principal { user_id: user, method: AuthMethod::ApiKey, expires_at: None });
        }
        let verified = self.jwt.verify_claims(token).await?;
        Ok(Principal { user_id: verified.sub, method: AuthMethod::Jwt, expires_at: Some(verified.exp) })
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
        let token = credential(parts).ok_or(AuthError::Missing)?;
        let principal = Arc::<Authenticator>::from_ref(state).authenticate(&token).await?;
        tracing::Span::current().record("user_id", principal.user_id.as_str());
        crate::limits::Limits::from_ref(state).request(&principal.user_id)?;
        parts.extensions.insert(PresentedCredential(token));
        Ok(AuthUser(principal))
    }
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
