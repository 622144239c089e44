//! Bearer JWT verification: HS256 with a shared secret (development) and
//! RS256/ES256 with public keys from a JWKS document (production).
//!
//! JWKS keys are cached and refreshed periodically; a token signed with an
//! unknown `kid` triggers an early refresh (at most one per
//! [`MIN_REFRESH_INTERVAL`]) so key rotation works without a restart, while a
//! flood of bogus `kid`s cannot hammer the identity provider.

use std::{
    collections::HashMap,
    sync::{
        Arc, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use jsonwebtoken::{Algorithm, DecodingKey, Validation, jwk::JwkSet};
use serde::Deserialize;

/// Fastest rate of on-demand JWKS refreshes.
pub const MIN_REFRESH_INTERVAL: Duration = Duration::from_secs(10);

/// Why a token was refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum JwtError {
    /// The token's `exp` is in the past.
    #[error("the token has expired")]
    Expired,
    /// Bad signature, wrong claims, unsupported algorithm, malformed token.
    #[error("invalid token: {0}")]
    Invalid(String),
    /// The JWKS document could not be fetched and no key is cached.
    #[error("signing keys are unavailable: {0}")]
    KeysUnavailable(String),
}

/// The claims the gateway reads.
#[derive(Debug, Deserialize)]
struct Claims {
    sub: String,
    exp: u64,
}

/// A verified token: who, and until when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// `sub`: the user id.
    pub subject: String,
    /// `exp`, seconds since the epoch (a browser session ends with it).
    pub expires_at: u64,
}

/// Checks claims common to every algorithm.
#[derive(Clone)]
pub struct JwtVerifier {
    hs256: Option<DecodingKey>,
    jwks: Option<Arc<JwksCache>>,
    issuer: Option<String>,
    audience: Option<String>,
    leeway_secs: u64,
}

impl JwtVerifier {
    /// A verifier for HS256 tokens (when `hs256_secret` is set) and JWKS-signed
    /// tokens (when `jwks` is set).
    pub fn new(
        hs256_secret: Option<&str>,
        jwks: Option<Arc<JwksCache>>,
        issuer: Option<String>,
        audience: Option<String>,
        leeway_secs: u64,
    ) -> Self {
        Self {
            hs256: hs256_secret.map(|s| DecodingKey::from_secret(s.as_bytes())),
            jwks,
            issuer,
            audience,
            leeway_secs,
        }
    }

    /// The generation of the keys tokens are verified with (0 without a JWKS:
    /// an HS256 secret does not change while the process runs).
    pub fn key_generation(&self) -> u64 {
        self.jwks.as_ref().map_or(0, |j| j.generation())
    }

    /// True when at least one way of verifying tokens is configured.
    pub fn is_configured(&self) -> bool {
        self.hs256.is_some() || self.jwks.is_some()
    }

    /// Verifies `token` and returns its subject (the user id).
    pub async fn verify(&self, token: &str) -> Result<String, JwtError> {
        Ok(self.verify_claims(token).await?.subject)
    }

    /// Verifies `token` and returns its subject and expiry.
    pub async fn verify_claims(&self, token: &str) -> Result<Verified, JwtError> {
        let header = jsonwebtoken::decode_header(token).map_err(|e| JwtError::Invalid(e.to_string()))?;
        let key = match header.alg {
            Algorithm::HS256 => {
                self.hs256.clone().ok_or_else(|| JwtError::Invalid("HS256 tokens are not accepted here".into()))?
            }
            Algorithm::RS256 | Algorithm::ES256 => {
                let jwks = self
                    .jwks
                    .as_ref()
                    .ok_or_else(|| JwtError::Invalid("no JWKS is configured for RS256/ES256".into()))?;
                jwks.key_for(header.kid.as_deref()).await?
            }
            other => return Err(JwtError::Invalid(format!("algorithm {other:?} is not accepted"))),
        };
        let mut validation = Validation::new(header.alg);
        validation.leeway = self.leeway_secs;
        // A token whose `nbf` is still in the future is not valid yet.
        validation.validate_nbf = true;
        let mut required = vec!["exp", "sub"];
        match &self.audience {
            Some(aud) => {
                validation.set_audience(&[aud]);
                required.push("aud");
            }
            None => validation.validate_aud = false,
        }
        if let Some(iss) = &self.issuer {
            validation.set_issuer(&[iss]);
            required.push("iss");
        }
        // A configured claim must be present, not merely correct when present.
        validation.set_required_spec_claims(&required);
        let data = jsonwebtoken::decode::<Claims>(token, &key, &validation).map_err(|e| match e.kind() {
            jsonwebtoken::errors::ErrorKind::ExpiredSignature => JwtError::Expired,
            jsonwebtoken::errors::ErrorKind::ImmatureSignature => {
                JwtError::Invalid("the token is not valid yet (nbf)".into())
            }
            _ => JwtError::Invalid(e.to_string()),
        })?;
        if data.claims.sub.trim().is_empty() {
            return Err(JwtError::Invalid("the sub claim is empty".into()));
        }
        Ok(Verified { subject: data.claims.sub, expires_at: data.claims.exp })
    }
}

/// Public keys from a JWKS URL, by `kid`.
pub struct JwksCache {
    url: String,
    http: reqwest::Client,
    min_refresh: Duration,
    keys: RwLock<Keys>,
    refresh_lock: tokio::sync::Mutex<Option<Instant>>,
    /// Bumped whenever a refresh changes the key set (open streams' tokens are verified again then).
    generation: AtomicU64,
}

#[derive(Default)]
struct Keys {
    by_kid: HashMap<String, DecodingKey>,
    /// Keys without a `kid` (a token without `kid` may use the only one).
    anonymous: Vec<DecodingKey>,
    /// The document they came from (to tell whether a refresh changed anything).
    set: JwkSet,
}

impl JwksCache {
    /// A cache for `url`; nothing is fetched until [`JwksCache::refresh`] or the first token.
    pub fn new(url: String, http: reqwest::Client) -> Self {
        Self {
            url,
            http,
            min_refresh: MIN_REFRESH_INTERVAL,
            keys: RwLock::new(Keys::default()),
            refresh_lock: tokio::sync::Mutex::new(None),
            generation: AtomicU64::new(0),
        }
    }

    /// Changes the fastest rate of on-demand refreshes (tests use a short one).
    pub fn with_min_refresh_interval(mut self, d: Duration) -> Self {
        self.min_refresh = d;
        self
    }

    /// Fetches the document now and replaces the cached keys. On failure the
    /// old keys stay in use.
    pub async fn refresh(&self) -> Result<usize, JwtError> {
        let mut last = self.refresh_lock.lock().await;
        self.fetch_and_store().await.inspect(|_| *last = Some(Instant::now()))
    }

    /// Refreshes every `every` until the process ends, logging failures.
    pub fn spawn_refresher(self: Arc<Self>, every: Duration) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                match self.refresh().await {
                    Ok(n) => tracing::debug!(keys = n, url = %self.url, "JWKS refreshed"),
                    Err(e) => tracing::warn!(error = %e, url = %self.url, "JWKS refresh failed; keeping cached keys"),
                }
                tokio::time::sleep(every).await;
            }
        })
    }

    async fn key_for(&self, kid: Option<&str>) -> Result<DecodingKey, JwtError> {
        if let Some(k) = self.cached(kid) {
            return Ok(k);
        }
        // Unknown kid: maybe the keys rotated. Refresh, unless one happened very recently.
        {
            let mut last = self.refresh_lock.lock().await;
            if let Some(k) = self.cached(kid) {
                return Ok(k);
            }
            let recent = last.is_some_and(|t| t.elapsed() < self.min_refresh);
            if !recent {
                let fetched = self.fetch_and_store().await;
                *last = Some(Instant::now());
                if let Err(e) = fetched
                    && self.is_empty()
                {
                    return Err(e);
                }
            }
        }
        self.cached(kid).ok_or_else(|| match kid {
            Some(k) => JwtError::Invalid(format!("no signing key with kid {k:?}")),
            None => JwtError::Invalid("the token has no kid and the key set has no single anonymous key".into()),
        })
    }

    /// Changes whenever a refresh changed the key set: a token verified at one
    /// generation stays valid (until it expires) while the generation stays.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    fn is_empty(&self) -> bool {
        let keys = self.keys.read().expect("not poisoned");
        keys.by_kid.is_empty() && keys.anonymous.is_empty()
    }

    fn cached(&self, kid: Option<&str>) -> Option<DecodingKey> {
        let keys = self.keys.read().expect("not poisoned");
        match kid {
            Some(kid) => keys.by_kid.get(kid).cloned(),
            None if keys.anonymous.len() == 1 => keys.anonymous.first().cloned(),
            None if keys.anonymous.is_empty() && keys.by_kid.len() == 1 => keys.by_kid.values().next().cloned(),
            None => None,
        }
    }

    async fn fetch_and_store(&self) -> Result<usize, JwtError> {
        let unavailable = |e: &dyn std::fmt::Display| JwtError::KeysUnavailable(format!("{}: {e}", self.url));
        let resp =
            self.http.get(&self.url).timeout(Duration::from_secs(10)).send().await.map_err(|e| unavailable(&e))?;
        let resp = resp.error_for_status().map_err(|e| unavailable(&e))?;
        let set: JwkSet = resp.json().await.map_err(|e| unavailable(&e))?;
        let mut keys = Keys::default();
        for jwk in &set.keys {
            match DecodingKey::from_jwk(jwk) {
                Ok(key) => match &jwk.common.key_id {
                    Some(kid) => {
                        keys.by_kid.insert(kid.clone(), key);
                    }
                    None => keys.anonymous.push(key),
                },
                Err(e) => tracing::warn!(error = %e, kid = ?jwk.common.key_id, "skipping unusable JWK"),
            }
        }
        let n = keys.by_kid.len() + keys.anonymous.len();
        if n == 0 {
            return Err(unavailable(&"the key set holds no usable key"));
        }
        keys.set = set;
        let mut cached = self.keys.write().expect("not poisoned");
        if cached.set != keys.set {
            self.generation.fetch_add(1, Ordering::Release);
        }
        *cached = keys;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use jsonwebtoken::{EncodingKey, Header, jwk::Jwk};
    use serde_json::json;

    use super::*;
    use crate::auth::test_keys;

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    fn now() -> u64 {
        jsonwebtoken::get_current_timestamp()
    }

    fn token(alg: Algorithm, kid: Option<&str>, key: &EncodingKey, claims: serde_json::Value) -> String {
        let mut header = Header::new(alg);
        header.kid = kid.map(str::to_string);
        jsonwebtoken::encode(&header, &claims, key).unwrap()
    }

    fn hs(claims: serde_json::Value) -> String {
        token(Algorithm::HS256, None, &EncodingKey::from_secret(SECRET.as_bytes()), claims)
    }

    #[tokio::test]
    async fn hs256_accepts_valid_and_refuses_expired_forged_and_incomplete_tokens() {
        let v = JwtVerifier::new(Some(SECRET), None, None, None, 0);
        assert_eq!(v.verify(&hs(json!({"sub": "alice", "exp": now() + 60}))).await.unwrap(), "alice");
        assert_eq!(v.verify(&hs(json!({"sub": "alice", "exp": now() - 120}))).await, Err(JwtError::Expired));
        let forged = token(
            Algorithm::HS256,
            None,
            &EncodingKey::from_secret(b"another-secret-another-secret-xx"),
            json!({"sub": "alice", "exp": now() + 60}),
        );
        assert!(matches!(v.verify(&forged).await, Err(JwtError::Invalid(_))));
        assert!(matches!(v.verify(&hs(json!({"exp": now() + 60}))).await, Err(JwtError::Invalid(_))), "no sub");
        assert!(matches!(v.verify(&hs(json!({"sub": "alice"}))).await, Err(JwtError::Invalid(_))), "no exp");
        assert!(matches!(v.verify(&hs(json!({"sub": " ", "exp": now() + 60}))).await, Err(JwtError::Invalid(_))));
        assert!(matches!(v.verify("not.a.token").await, Err(JwtError::Invalid(_))));
        let hs512 = token(
            Algorithm::HS512,
            None,
            &EncodingKey::from_secret(SECRET.as_bytes()),
            json!({"sub": "a", "exp": now() + 60}),
        );
        assert!(matches!(v.verify(&hs512).await, Err(JwtError::Invalid(_))));
    }

    #[tokio::test]
    async fn not_before_is_checked_with_the_leeway() {
        let v = JwtVerifier::new(Some(SECRET), None, None, None, 30);
        let later = json!({"sub": "a", "exp": now() + 600, "nbf": now() + 300});
        assert_eq!(v.verify(&hs(later)).await, Err(JwtError::Invalid("the token is not valid yet (nbf)".into())));
        let within_leeway = json!({"sub": "a", "exp": now() + 600, "nbf": now() + 10});
        assert_eq!(v.verify(&hs(within_leeway)).await.unwrap(), "a");
        let claims = v.verify_claims(&hs(json!({"sub": "a", "exp": now() + 60}))).await.unwrap();
        assert_eq!(claims.expires_at, now() + 60);
    }

    #[tokio::test]
    async fn issuer_and_audience_are_enforced_when_configured() {
        let v = JwtVerifier::new(Some(SECRET), None, Some("https://id.example".into()), Some("barb".into()), 0);
        let good = json!({"sub": "a", "exp": now() + 60, "iss": "https://id.example", "aud": "barb"});
        assert_eq!(v.verify(&hs(good)).await.unwrap(), "a");
        let wrong_aud = json!({"sub": "a", "exp": now() + 60, "iss": "https://id.example", "aud": "other"});
        assert!(matches!(v.verify(&hs(wrong_aud)).await, Err(JwtError::Invalid(_))));
        let no_iss = json!({"sub": "a", "exp": now() + 60, "aud": "barb"});
        assert!(matches!(v.verify(&hs(no_iss)).await, Err(JwtError::Invalid(_))));
        let no_aud = json!({"sub": "a", "exp": now() + 60, "iss": "https://id.example"});
        assert!(matches!(v.verify(&hs(no_aud)).await, Err(JwtError::Invalid(_))));
    }

    /// A JWKS endpoint whose key set the test can change.
    async fn jwks_server(keys: Arc<Mutex<Vec<Jwk>>>) -> String {
        let app = axum::Router::new().route(
            "/jwks",
            axum::routing::get(move || {
                let keys = keys.clone();
                async move { axum::Json(json!({"keys": *keys.lock().unwrap()})) }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        format!("http://{addr}/jwks")
    }

    fn jwk(key: &EncodingKey, alg: Algorithm, kid: &str) -> Jwk {
        let mut jwk = Jwk::from_encoding_key(key, alg).unwrap();
        jwk.common.key_id = Some(kid.to_string());
        jwk
    }

    #[tokio::test]
    async fn jwks_keys_verify_es256_and_rs256_and_rotation_is_picked_up() {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let ec = EncodingKey::from_ec_der(&test_keys::der(test_keys::EC_P256_PKCS8));
        let rsa = EncodingKey::from_rsa_der(&test_keys::der(test_keys::RSA_2048_PKCS1));
        let served = Arc::new(Mutex::new(vec![jwk(&ec, Algorithm::ES256, "ec-1")]));
        let url = jwks_server(served.clone()).await;
        let cache = Arc::new(JwksCache::new(url, reqwest::Client::new()).with_min_refresh_interval(Duration::ZERO));
        let v = JwtVerifier::new(None, Some(cache.clone()), None, None, 0);
        let claims = json!({"sub": "bob", "exp": now() + 60});

        assert_eq!(v.verify(&token(Algorithm::ES256, Some("ec-1"), &ec, claims.clone())).await.unwrap(), "bob");
        // HS256 is not accepted when only a JWKS is configured.
        assert!(matches!(v.verify(&hs(claims.clone())).await, Err(JwtError::Invalid(_))));
        // A key the set does not have yet fails…
        let rs = token(Algorithm::RS256, Some("rsa-1"), &rsa, claims.clone());
        assert!(matches!(v.verify(&rs).await, Err(JwtError::Invalid(_))));
        // …and works once the identity provider publishes it (unknown kid → refresh).
        served.lock().unwrap().push(jwk(&rsa, Algorithm::RS256, "rsa-1"));
        assert_eq!(v.verify(&rs).await.unwrap(), "bob");
        // A token signed by the EC key but claiming the RSA kid is refused.
        let mismatched = token(Algorithm::ES256, Some("rsa-1"), &ec, claims.clone());
        assert!(matches!(v.verify(&mismatched).await, Err(JwtError::Invalid(_))));
        // Expired tokens are reported as such.
        let expired = token(Algorithm::ES256, Some("ec-1"), &ec, json!({"sub": "bob", "exp": now() - 120}));
        assert_eq!(v.verify(&expired).await, Err(JwtError::Expired));
        assert_eq!(cache.refresh().await.unwrap(), 2);
    }

    #[tokio::test]
    async fn unreachable_jwks_without_cached_keys_is_unavailable() {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let cache = Arc::new(JwksCache::new(format!("http://127.0.0.1:{port}/jwks"), reqwest::Client::new()));
        let v = JwtVerifier::new(None, Some(cache), None, None, 0);
        let ec = EncodingKey::from_ec_der(&test_keys::der(test_keys::EC_P256_PKCS8));
        let t = token(Algorithm::ES256, Some("k"), &ec, json!({"sub": "a", "exp": now() + 60}));
        assert!(matches!(v.verify(&t).await, Err(JwtError::KeysUnavailable(_))));
    }
}
