//! Browser sessions for the web console.
//!
//! A browser's `EventSource` cannot send an `Authorization` header, so the
//! console exchanges a credential (a JWT or an API key) for a same-origin
//! cookie once, at sign-in:
//!
//! - the cookie `barb_session` holds a random 256-bit token (`barb_cs_…`);
//!   only its SHA-256 is stored (table `console_sessions`), like API keys;
//! - it is `HttpOnly` (scripts cannot read it), `SameSite=Strict` (other
//!   sites cannot make the browser send it), `Path=/` and `Secure` when the
//!   request arrived over TLS (see [`CookieSecure`]);
//! - it lasts as long as the credential: a JWT session ends at the token's
//!   `exp`, an API-key session after `SESSION_MAX_AGE_SECS` (which also caps
//!   JWT sessions), and revoking the API key ends its sessions at once;
//! - state-changing requests (anything but GET/HEAD/OPTIONS) authenticated by
//!   the cookie must carry `X-CSRF-Token`, a value derived from the session
//!   token that the sign-in answer returns and that another origin cannot
//!   learn; and any cookie-authenticated request with an `Origin` header
//!   from another host is refused. Together with `SameSite=Strict` this is
//!   defence in depth against cross-site request forgery.
//!
//! Signing out revokes the row, so a copied cookie stops working too.

use axum::http::{HeaderMap, HeaderValue, Method, header};
use chrono::{DateTime, Utc};
use ring::{digest, rand::SecureRandom};
use sqlx::PgPool;

use super::config::CookieSecure;
use super::{AuthMethod, api_keys};

/// Name of the session cookie.
pub const COOKIE: &str = "barb_session";
/// Header carrying the CSRF token on state-changing requests.
pub const CSRF_HEADER: &str = "x-csrf-token";
/// Every session token starts with this.
pub const PREFIX: &str = "barb_cs_";

/// A live session, as looked up from its cookie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    /// The user the session acts as.
    pub user_id: String,
    /// The credential the session was made from.
    pub method: AuthMethod,
    /// When it ends.
    pub expires_at: DateTime<Utc>,
}

/// Why a cookie-authenticated request is refused although the session is live.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum GuardError {
    /// A state-changing request without the right `X-CSRF-Token`.
    #[error("missing or wrong X-CSRF-Token header: send the csrf_token of GET /v1/session")]
    Csrf,
    /// The request came from a page of another origin.
    #[error("cross-origin request refused")]
    Origin,
}

fn sha256(data: &[u8]) -> Vec<u8> {
    digest::digest(&digest::SHA256, data).as_ref().to_vec()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A fresh session token.
pub fn generate() -> String {
    let mut bytes = [0u8; 32];
    ring::rand::SystemRandom::new().fill(&mut bytes).expect("the OS random source works");
    format!("{PREFIX}{}", hex(&bytes))
}

/// What the database stores for `token`.
pub fn hash(token: &str) -> Vec<u8> {
    sha256(token.as_bytes())
}

/// The CSRF token of a session: derived from the session token (which only
/// the cookie holds), so it needs no storage and another origin cannot
/// compute it.
pub fn csrf_token(session_token: &str) -> String {
    hex(&sha256(format!("barb-csrf\0{session_token}").as_bytes()))
}

/// Byte-wise comparison whose time does not depend on where the inputs differ.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The session token in a `Cookie` header, if any.
pub fn cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| v.starts_with(PREFIX) && v.len() <= 128)
}

/// True when the browser reached us over TLS (as a proxy in front reports it).
fn over_tls(headers: &HeaderMap) -> bool {
    let forwarded_proto = headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok());
    let forwarded = headers.get(header::FORWARDED).and_then(|v| v.to_str().ok()).unwrap_or("");
    forwarded_proto.is_some_and(|p| p.split(',').next().is_some_and(|p| p.trim().eq_ignore_ascii_case("https")))
        || forwarded.to_ascii_lowercase().split([';', ',']).any(|kv| kv.trim() == "proto=https")
}

fn secure(policy: CookieSecure, headers: &HeaderMap) -> bool {
    match policy {
        CookieSecure::Always => true,
        CookieSecure::Never => false,
        CookieSecure::Auto => over_tls(headers),
    }
}

/// `Set-Cookie` for a new session lasting `max_age_secs`.
pub fn set_cookie(token: &str, max_age_secs: i64, policy: CookieSecure, request: &HeaderMap) -> HeaderValue {
    let secure = if secure(policy, request) { "; Secure" } else { "" };
    let value = format!("{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={}{secure}", max_age_secs.max(0));
    HeaderValue::from_str(&value).expect("token and attributes are visible ASCII")
}

/// `Set-Cookie` that removes the session cookie.
pub fn clear_cookie(policy: CookieSecure, request: &HeaderMap) -> HeaderValue {
    set_cookie("", 0, policy, request)
}

/// Checks a cookie-authenticated request: same origin, and the CSRF token on
/// anything that changes state.
pub fn guard(method: &Method, headers: &HeaderMap, token: &str) -> Result<(), GuardError> {
    if !same_origin(headers) {
        return Err(GuardError::Origin);
    }
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return Ok(());
    }
    let sent = headers.get(CSRF_HEADER).map(HeaderValue::as_bytes).unwrap_or_default();
    if constant_time_eq(sent, csrf_token(token).as_bytes()) { Ok(()) } else { Err(GuardError::Csrf) }
}

/// False when an `Origin` header names another host than the one the request
/// was sent to (`X-Forwarded-Host` when a proxy rewrote `Host`). Browsers
/// send `Origin` on every cross-origin request and on same-origin writes.
pub fn same_origin(headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else { return true };
    let host = headers
        .get("x-forwarded-host")
        .or_else(|| headers.get(header::HOST))
        .and_then(|v| v.to_str().ok())
        .map(|h| h.split(',').next().unwrap_or(h).trim().to_ascii_lowercase());
    let origin_host = origin.split_once("://").map(|(_, rest)| rest.trim_end_matches('/').to_ascii_lowercase());
    matches!((origin_host, host), (Some(o), Some(h)) if o == h)
}

/// Stores a new session for `user_id` ending at `expires_at`; returns the
/// cookie token. `api_key` is the key the session was made from (`None` for
/// a JWT): it ties the session to the key, so revoking the key ends it.
pub async fn create(
    db: &PgPool,
    user_id: &str,
    api_key: Option<&str>,
    expires_at: DateTime<Utc>,
) -> Result<String, sqlx::Error> {
    let token = generate();
    let method = if api_key.is_some() { "api_key" } else { "jwt" };
    sqlx::query(
        "INSERT INTO console_sessions (token_hash, user_id, auth_method, api_key_hash, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(hash(&token))
    .bind(user_id)
    .bind(method)
    .bind(api_key.map(api_keys::hash))
    .bind(expires_at)
    .execute(db)
    .await?;
    Ok(token)
}

/// The live session `token` names: not expired, not revoked, and (for an
/// API-key session) its key not revoked either.
pub async fn lookup(db: &PgPool, token: &str) -> Result<Option<Session>, sqlx::Error> {
    let row: Option<(String, String, DateTime<Utc>)> = sqlx::query_as(
        "SELECT s.user_id, s.auth_method, s.expires_at
         FROM console_sessions s LEFT JOIN api_keys k ON k.key_hash = s.api_key_hash
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
           AND (s.api_key_hash IS NULL OR (k.key_hash IS NOT NULL AND k.revoked_at IS NULL))",
    )
    .bind(hash(token))
    .fetch_optional(db)
    .await?;
    Ok(row.map(|(user_id, method, expires_at)| Session {
        user_id,
        method: if method == "jwt" { AuthMethod::Jwt } else { AuthMethod::ApiKey },
        expires_at,
    }))
}

/// The users of those of the session token `hashes` that name a live
/// session (the conditions of [`lookup`]), as `(hash, user)`: one query for
/// many sessions ([`crate::session_end::sweep`]); a join with the hashes,
/// not `= ANY($1)` (see `conversations::active_owners`).
pub async fn live_owners(db: &PgPool, hashes: &[Vec<u8>]) -> Result<Vec<(Vec<u8>, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.token_hash, s.user_id
         FROM unnest($1::bytea[]) AS q(h) JOIN console_sessions s ON s.token_hash = q.h
         LEFT JOIN api_keys k ON k.key_hash = s.api_key_hash
         WHERE s.revoked_at IS NULL AND s.expires_at > now()
           AND (s.api_key_hash IS NULL OR (k.key_hash IS NOT NULL AND k.revoked_at IS NULL))",
    )
    .bind(hashes)
    .fetch_all(db)
    .await
}

/// Revokes the session; false when it was not live.
pub async fn revoke(db: &PgPool, token: &str) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE console_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL")
            .bind(hash(token))
            .execute(db)
            .await?;
    Ok(done.rows_affected() > 0)
}

/// Deletes sessions that ended more than a day ago (kept a day for audit).
pub async fn purge_ended(db: &PgPool) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "DELETE FROM console_sessions WHERE ctid IN (
           SELECT ctid FROM console_sessions WHERE expires_at < now() - interval '1 day' LIMIT 1000)",
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(), v.parse().unwrap());
        }
        h
    }

    #[test]
    fn tokens_are_random_and_csrf_is_derived() {
        let (a, b) = (generate(), generate());
        assert_ne!(a, b);
        assert!(a.starts_with(PREFIX) && a.len() == PREFIX.len() + 64);
        assert_eq!(csrf_token(&a), csrf_token(&a));
        assert_ne!(csrf_token(&a), csrf_token(&b));
        assert_ne!(csrf_token(&a).as_bytes(), hex(&hash(&a)).as_bytes(), "the CSRF token is not the stored hash");
    }

    #[test]
    fn cookie_is_found_among_others_and_foreign_values_are_ignored() {
        let t = generate();
        let h = headers(&[("cookie", &format!("theme=dark; {COOKIE}={t}; other=1"))]);
        assert_eq!(cookie(&h).as_deref(), Some(t.as_str()));
        assert_eq!(cookie(&headers(&[("cookie", "barb_session=not-ours")])), None);
        assert_eq!(cookie(&headers(&[])), None);
    }

    #[test]
    fn cookie_attributes_follow_the_secure_policy() {
        let plain = headers(&[]);
        let tls = headers(&[("x-forwarded-proto", "https")]);
        let v = set_cookie("barb_cs_x", 60, CookieSecure::Auto, &plain);
        assert_eq!(v.to_str().unwrap(), "barb_session=barb_cs_x; Path=/; HttpOnly; SameSite=Strict; Max-Age=60");
        assert!(set_cookie("barb_cs_x", 60, CookieSecure::Auto, &tls).to_str().unwrap().ends_with("; Secure"));
        let fwd = headers(&[("forwarded", "for=1.2.3.4;proto=https")]);
        assert!(set_cookie("barb_cs_x", 60, CookieSecure::Auto, &fwd).to_str().unwrap().ends_with("; Secure"));
        assert!(set_cookie("barb_cs_x", 60, CookieSecure::Always, &plain).to_str().unwrap().ends_with("; Secure"));
        assert!(!set_cookie("barb_cs_x", 60, CookieSecure::Never, &tls).to_str().unwrap().contains("Secure"));
        assert!(clear_cookie(CookieSecure::Auto, &plain).to_str().unwrap().contains("barb_session=; Path=/;"));
        assert!(clear_cookie(CookieSecure::Auto, &plain).to_str().unwrap().contains("Max-Age=0"));
    }

    #[test]
    fn writes_need_the_csrf_token_and_everything_the_same_origin() {
        let t = generate();
        let csrf = csrf_token(&t);
        let host = ("host", "console.example:8080");
        assert_eq!(guard(&Method::GET, &headers(&[host]), &t), Ok(()));
        assert_eq!(guard(&Method::POST, &headers(&[host]), &t), Err(GuardError::Csrf));
        assert_eq!(guard(&Method::POST, &headers(&[host, ("x-csrf-token", "nope")]), &t), Err(GuardError::Csrf));
        assert_eq!(guard(&Method::DELETE, &headers(&[host, ("x-csrf-token", &csrf)]), &t), Ok(()));
        let same = ("origin", "http://console.example:8080");
        assert_eq!(guard(&Method::POST, &headers(&[host, same, ("x-csrf-token", &csrf)]), &t), Ok(()));
        let evil = ("origin", "https://evil.example");
        assert_eq!(guard(&Method::GET, &headers(&[host, evil]), &t), Err(GuardError::Origin));
        assert_eq!(guard(&Method::POST, &headers(&[host, evil, ("x-csrf-token", &csrf)]), &t), Err(GuardError::Origin));
        let proxied =
            [("host", "10.0.0.5:8080"), ("x-forwarded-host", "console.example"), ("origin", "https://console.example")];
        assert!(same_origin(&headers(&proxied)));
        assert!(!same_origin(&headers(&[("origin", "null")])), "opaque origins are foreign");
    }
}
