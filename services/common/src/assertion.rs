//! User assertions: who a service call acts for, proved across hops.
//!
//! The gateway authenticates a person (JWT, API key, console session) and, for
//! every call it makes on their behalf, issues a short-lived **user assertion**:
//! a compact JWS (EdDSA / Ed25519) with the claims
//!
//! | claim | meaning |
//! |---|---|
//! | `iss` | always [`ISSUER`] |
//! | `sub` | the user id |
//! | `conv` | the conversation the call is about |
//! | `turn` | the turn the call is about |
//! | `aud` | the services that may accept it, e.g. `["chat-orchestrator", "receipts-query"]` |
//! | `iat`, `nbf`, `exp` | issued, not before, expiry (`USER_ASSERTION_TTL_SECS`, default 600 s) |
//! | `jti` | a random id (logged, for audit) |
//!
//! It travels as gRPC metadata [`METADATA_KEY`]. The chat orchestrator checks
//! it against the request (same user, conversation and turn) and forwards it
//! unchanged to receipts-query, which takes the user only from it: a bare
//! `x-barb-user-id` is ignored everywhere.
//!
//! Only the gateway holds the private key (`USER_ASSERTION_SIGNING_KEY[_FILE]`:
//! a PKCS#8 Ed25519 key, base64url); verifiers hold public keys
//! (`USER_ASSERTION_PUBLIC_KEYS[_FILE]`: base64url raw 32-byte keys, separated
//! by commas or whitespace). A compromised engine can therefore check
//! assertions but never mint one. The key id (`kid`) is derived from the
//! public key, so rotation is: add the new public key to every verifier,
//! switch the gateway's signing key, remove the old public key after the TTL.

use std::{collections::HashMap, time::Duration};

use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD as B64};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use ring::signature::{Ed25519KeyPair, KeyPair};
use serde::{Deserialize, Serialize};

use crate::{
    config::{self, ConfigError},
    error::{detail, status},
    secrets,
};

/// gRPC metadata key carrying the assertion.
pub const METADATA_KEY: &str = "x-barb-assertion";
/// `iss` of every assertion.
pub const ISSUER: &str = "barb-gateway";
/// Audience name of the chat orchestrator.
pub const AUD_ORCHESTRATOR: &str = "chat-orchestrator";
/// Audience name of receipts-query.
pub const AUD_RECEIPTS: &str = "receipts-query";
/// Default lifetime; a turn needs its assertion for every receipts call it makes.
pub const DEFAULT_TTL: Duration = Duration::from_secs(600);
/// Clock skew tolerated between services.
pub const LEEWAY_SECS: u64 = 5;
/// Longest accepted assertion (a bound on what a caller can make us parse).
pub const MAX_LEN: usize = 4096;

/// The verified content of an assertion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// Issuer, [`ISSUER`].
    pub iss: String,
    /// User id.
    pub sub: String,
    /// Conversation id.
    pub conv: String,
    /// Turn id.
    pub turn: String,
    /// Services that may accept it.
    pub aud: Vec<String>,
    /// Issued at (seconds since the epoch).
    pub iat: u64,
    /// Not valid before.
    pub nbf: u64,
    /// Expiry.
    pub exp: u64,
    /// Random id.
    pub jti: String,
}

/// What a call acts for, as the gateway asserts it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject {
    /// User id.
    pub user_id: String,
    /// Conversation id.
    pub conversation_id: String,
    /// Turn id.
    pub turn_id: String,
}

/// Why an assertion was refused or could not be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AssertionError {
    /// No assertion in the request.
    #[error("the call carries no user assertion")]
    Missing,
    /// Expired, not yet valid, wrong audience, bad signature, unknown key, malformed.
    #[error("invalid user assertion: {0}")]
    Invalid(String),
    /// The assertion is valid but for another user, conversation or turn.
    #[error("the user assertion does not match the request: {0}")]
    Mismatch(String),
    /// The key is unusable.
    #[error("invalid assertion key: {0}")]
    Key(String),
}

impl AssertionError {
    /// UNAUTHENTICATED (missing/invalid) or PERMISSION_DENIED (mismatch), with a code and hint.
    pub fn to_status(&self) -> tonic::Status {
        let (code, reason, hint) = match self {
            Self::Missing => (
                tonic::Code::Unauthenticated,
                "assertion_missing",
                "calls acting for a user must carry the gateway's user assertion",
            ),
            Self::Invalid(_) | Self::Key(_) => (
                tonic::Code::Unauthenticated,
                "assertion_invalid",
                "the assertion must be signed by the gateway, unexpired and addressed to this service",
            ),
            Self::Mismatch(_) => (
                tonic::Code::PermissionDenied,
                "assertion_mismatch",
                "the assertion names another user, conversation or turn than the request",
            ),
        };
        status(code, detail(reason, self.to_string(), hint))
    }
}

fn kid_of(public: &[u8]) -> String {
    let digest = ring::digest::digest(&ring::digest::SHA256, public);
    B64.encode(&digest.as_ref()[..8])
}

/// A new Ed25519 key pair: (private PKCS#8 base64url, public raw base64url).
pub fn generate_keypair() -> (String, String) {
    let rng = ring::rand::SystemRandom::new();
    let pkcs8 = Ed25519KeyPair::generate_pkcs8(&rng).expect("the OS random source works");
    let pair = Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).expect("a freshly generated key parses");
    (B64.encode(pkcs8.as_ref()), B64.encode(pair.public_key().as_ref()))
}

/// Issues assertions (the gateway only).
#[derive(Clone)]
pub struct Issuer {
    key: EncodingKey,
    kid: String,
    public: String,
    ttl: Duration,
}

impl std::fmt::Debug for Issuer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Issuer").field("kid", &self.kid).field("ttl", &self.ttl).finish_non_exhaustive()
    }
}

impl Issuer {
    /// An issuer for a base64url PKCS#8 Ed25519 private key.
    pub fn from_private_key(pkcs8_b64: &str, ttl: Duration) -> Result<Self, AssertionError> {
        let der = B64.decode(pkcs8_b64.trim()).map_err(|e| AssertionError::Key(format!("not base64url: {e}")))?;
        let pair = Ed25519KeyPair::from_pkcs8_maybe_unchecked(&der)
            .map_err(|e| AssertionError::Key(format!("not a PKCS#8 Ed25519 key: {e}")))?;
        let public = pair.public_key().as_ref().to_vec();
        Ok(Self { key: EncodingKey::from_ed_der(&der), kid: kid_of(&public), public: B64.encode(&public), ttl })
    }

    /// A fresh random key (tests; `barb secrets generate` writes keys to files instead).
    pub fn generate(ttl: Duration) -> Self {
        Self::from_private_key(&generate_keypair().0, ttl).expect("a generated key is valid")
    }

    /// From `USER_ASSERTION_SIGNING_KEY[_FILE]` and `USER_ASSERTION_TTL_SECS`; the key is required.
    pub fn from_env() -> Result<Self, ConfigError> {
        let name = "USER_ASSERTION_SIGNING_KEY";
        let key = secrets::read("USER_ASSERTION_SIGNING_KEY")?.ok_or_else(|| ConfigError {
            name: name.into(),
            value: String::new(),
            expected: "the gateway's Ed25519 signing key (base64url PKCS#8; `barb secrets generate` makes one)".into(),
        })?;
        let ttl = config::positive_or("USER_ASSERTION_TTL_SECS", DEFAULT_TTL.as_secs(), "a number of seconds")?;
        Self::from_private_key(&key, Duration::from_secs(ttl)).map_err(|e| ConfigError {
            name: name.into(),
            value: "<redacted>".into(),
            expected: e.to_string(),
        })
    }

    /// The public key verifiers need (base64url raw bytes).
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// A verifier trusting only this issuer (tests, single-process set-ups).
    pub fn verifier(&self) -> Verifier {
        Verifier::from_public_keys(&self.public).expect("own public key is valid")
    }

    /// An assertion for `subject`, valid for the configured TTL from now, for `audience`.
    pub fn issue(&self, subject: &Subject, audience: &[&str]) -> String {
        self.issue_at(subject, audience, now(), self.ttl)
    }

    /// An assertion issued at `iat` (seconds) valid for `ttl` (tests of expiry use this).
    pub fn issue_at(&self, subject: &Subject, audience: &[&str], iat: u64, ttl: Duration) -> String {
        let claims = Claims {
            iss: ISSUER.into(),
            sub: subject.user_id.clone(),
            conv: subject.conversation_id.clone(),
            turn: subject.turn_id.clone(),
            aud: audience.iter().map(|a| a.to_string()).collect(),
            iat,
            nbf: iat,
            exp: iat + ttl.as_secs(),
            jti: B64.encode(secrets::random_bytes(12)),
        };
        let mut header = Header::new(Algorithm::EdDSA);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, &claims, &self.key).expect("an Ed25519 key signs")
    }
}

fn now() -> u64 {
    jsonwebtoken::get_current_timestamp()
}

/// Verifies assertions (every service acting for a user).
#[derive(Clone)]
pub struct Verifier {
    keys: HashMap<String, DecodingKey>,
}

impl std::fmt::Debug for Verifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Verifier").field("kids", &self.keys.keys().collect::<Vec<_>>()).finish()
    }
}

impl Verifier {
    /// A verifier for base64url raw Ed25519 public keys separated by commas or whitespace.
    pub fn from_public_keys(list: &str) -> Result<Self, AssertionError> {
        let mut keys = HashMap::new();
        for item in list.split(|c: char| c == ',' || c.is_whitespace()).filter(|s| !s.is_empty()) {
            let raw = B64.decode(item).map_err(|e| AssertionError::Key(format!("not base64url: {e}")))?;
            if raw.len() != 32 {
                return Err(AssertionError::Key(format!("an Ed25519 public key has 32 bytes, not {}", raw.len())));
            }
            keys.insert(
                kid_of(&raw),
                DecodingKey::from_ed_components(item).map_err(|e| AssertionError::Key(e.to_string()))?,
            );
        }
        if keys.is_empty() {
            return Err(AssertionError::Key("no public key given".into()));
        }
        Ok(Self { keys })
    }

    /// From `USER_ASSERTION_PUBLIC_KEYS[_FILE]`; required.
    pub fn from_env() -> Result<Self, ConfigError> {
        let name = "USER_ASSERTION_PUBLIC_KEYS";
        let list = secrets::read("USER_ASSERTION_PUBLIC_KEYS")?.ok_or_else(|| ConfigError {
            name: name.into(),
            value: String::new(),
            expected: "the gateway's Ed25519 public key(s) (base64url; `barb secrets generate` makes them)".into(),
        })?;
        Self::from_public_keys(&list).map_err(|e| ConfigError {
            name: name.into(),
            value: list,
            expected: e.to_string(),
        })
    }

    /// Verifies `token` for `audience` and returns its claims.
    pub fn verify(&self, token: &str, audience: &str) -> Result<Claims, AssertionError> {
        if token.len() > MAX_LEN {
            return Err(AssertionError::Invalid(format!("longer than {MAX_LEN} bytes")));
        }
        let header = jsonwebtoken::decode_header(token).map_err(|e| AssertionError::Invalid(e.to_string()))?;
        if header.alg != Algorithm::EdDSA {
            return Err(AssertionError::Invalid(format!("algorithm {:?} is not accepted", header.alg)));
        }
        let kid = header.kid.ok_or_else(|| AssertionError::Invalid("no kid".into()))?;
        let key = self.keys.get(&kid).ok_or_else(|| AssertionError::Invalid(format!("unknown signing key {kid:?}")))?;
        let mut v = Validation::new(Algorithm::EdDSA);
        v.leeway = LEEWAY_SECS;
        v.validate_nbf = true;
        v.set_audience(&[audience]);
        v.set_issuer(&[ISSUER]);
        v.set_required_spec_claims(&["exp", "nbf", "aud", "iss", "sub"]);
        let data =
            jsonwebtoken::decode::<Claims>(token, key, &v).map_err(|e| AssertionError::Invalid(e.to_string()))?;
        if data.claims.sub.is_empty() {
            return Err(AssertionError::Invalid("empty subject".into()));
        }
        Ok(data.claims)
    }

    /// Verifies the assertion in `meta` for `audience`; returns it with its claims
    /// (the raw token is forwarded to the next hop).
    pub fn verify_metadata(
        &self,
        meta: &tonic::metadata::MetadataMap,
        audience: &str,
    ) -> Result<(String, Claims), AssertionError> {
        let raw = meta.get(METADATA_KEY).ok_or(AssertionError::Missing)?;
        let token = raw.to_str().map_err(|_| AssertionError::Invalid("not ASCII".into()))?;
        let claims = self.verify(token, audience)?;
        Ok((token.to_string(), claims))
    }
}

/// Adds `token` as the [`METADATA_KEY`] of `req`.
pub fn attach<T>(req: &mut tonic::Request<T>, token: &str) -> Result<(), AssertionError> {
    let v = token.parse().map_err(|_| AssertionError::Invalid("not ASCII".into()))?;
    req.metadata_mut().insert(METADATA_KEY, v);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subject() -> Subject {
        Subject { user_id: "alice".into(), conversation_id: "c1".into(), turn_id: "t1".into() }
    }

    #[test]
    fn issued_assertions_verify_for_their_audience_only() {
        let issuer = Issuer::generate(Duration::from_secs(60));
        let v = issuer.verifier();
        let t = issuer.issue(&subject(), &[AUD_ORCHESTRATOR, AUD_RECEIPTS]);
        let c = v.verify(&t, AUD_RECEIPTS).unwrap();
        assert_eq!((c.sub.as_str(), c.conv.as_str(), c.turn.as_str()), ("alice", "c1", "t1"));
        let only_orch = issuer.issue(&subject(), &[AUD_ORCHESTRATOR]);
        assert!(matches!(v.verify(&only_orch, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
    }

    #[test]
    fn expired_future_forged_and_tampered_assertions_fail() {
        let issuer = Issuer::generate(Duration::from_secs(60));
        let v = issuer.verifier();
        let expired = issuer.issue_at(&subject(), &[AUD_RECEIPTS], now() - 3600, Duration::from_secs(60));
        assert!(matches!(v.verify(&expired, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
        let future = issuer.issue_at(&subject(), &[AUD_RECEIPTS], now() + 3600, Duration::from_secs(60));
        assert!(matches!(v.verify(&future, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
        let other = Issuer::generate(Duration::from_secs(60));
        let forged = other.issue(&subject(), &[AUD_RECEIPTS]);
        assert!(matches!(v.verify(&forged, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
        // Swap the payload for one naming bob: the signature no longer matches.
        let good = issuer.issue(&subject(), &[AUD_RECEIPTS]);
        let bob = issuer.issue(&Subject { user_id: "bob".into(), ..subject() }, &[AUD_RECEIPTS]);
        let parts: Vec<&str> = good.split('.').collect();
        let bob_parts: Vec<&str> = bob.split('.').collect();
        let tampered = format!("{}.{}.{}", parts[0], bob_parts[1], parts[2]);
        assert!(matches!(v.verify(&tampered, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
        // An HS256 token "signed" with the public key (algorithm confusion) is refused.
        let hs = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &serde_json::json!({"sub": "bob", "exp": now() + 60}),
            &EncodingKey::from_secret(issuer.public_key().as_bytes()),
        )
        .unwrap();
        assert!(matches!(v.verify(&hs, AUD_RECEIPTS), Err(AssertionError::Invalid(_))));
    }

    #[test]
    fn rotation_accepts_every_listed_key() {
        let (old, new) = (Issuer::generate(DEFAULT_TTL), Issuer::generate(DEFAULT_TTL));
        let v = Verifier::from_public_keys(&format!("{}, {}", old.public_key(), new.public_key())).unwrap();
        assert!(v.verify(&old.issue(&subject(), &[AUD_RECEIPTS]), AUD_RECEIPTS).is_ok());
        assert!(v.verify(&new.issue(&subject(), &[AUD_RECEIPTS]), AUD_RECEIPTS).is_ok());
        assert!(Verifier::from_public_keys("").is_err());
        assert!(Verifier::from_public_keys("abc").is_err());
        assert!(Issuer::from_private_key("bm90IGEga2V5", DEFAULT_TTL).is_err());
    }
}
