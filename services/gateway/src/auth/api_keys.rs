//! Service-account API keys.
//!
//! A key is `barb_sk_` followed by 64 hex digits (256 random bits from the OS).
//! Only its SHA-256 is stored: the key has full entropy, so a slow password
//! hash would add nothing, and a lookup by hash stays one index probe.

use ring::{digest, rand::SecureRandom};
use sqlx::PgPool;

/// Every key starts with this, so a bearer token is recognisably a key, not a JWT.
pub const PREFIX: &str = "barb_sk_";

/// A key that cannot be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum KeyFormatError {
    /// Wrong prefix.
    #[error("an API key starts with {PREFIX}")]
    Prefix,
    /// Too short to be unguessable.
    #[error("an API key has at least 32 characters after {PREFIX}")]
    TooShort,
    /// Characters outside `[A-Za-z0-9_-]`.
    #[error("an API key holds only letters, digits, '_' and '-'")]
    Characters,
}

/// Checks the shape of a key (used for keys given by operators, e.g. `BOOTSTRAP_API_KEYS`).
pub fn check_format(key: &str) -> Result<(), KeyFormatError> {
    let rest = key.strip_prefix(PREFIX).ok_or(KeyFormatError::Prefix)?;
    if rest.len() < 32 {
        return Err(KeyFormatError::TooShort);
    }
    if !rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-') {
        return Err(KeyFormatError::Characters);
    }
    Ok(())
}

/// True when `token` looks like an API key rather than a JWT.
pub fn is_api_key(token: &str) -> bool {
    token.starts_with(PREFIX)
}

/// SHA-256 of a key: what the database stores.
pub fn hash(key: &str) -> Vec<u8> {
    digest::digest(&digest::SHA256, key.as_bytes()).as_ref().to_vec()
}

/// A fresh random key.
pub fn generate() -> String {
    let mut bytes = [0u8; 32];
    ring::rand::SystemRandom::new().fill(&mut bytes).expect("the OS random source works");
    let mut key = String::with_capacity(PREFIX.len() + 64);
    key.push_str(PREFIX);
    for b in bytes {
        key.push_str(&format!("{b:02x}"));
    }
    key
}

/// Creates a new key for `user_id` and returns it. The key itself is not stored:
/// show it once to whoever asked for it.
pub async fn create(db: &PgPool, user_id: &str, name: &str) -> Result<String, sqlx::Error> {
    let key = generate();
    register(db, user_id, name, &key).await?;
    Ok(key)
}

/// Stores `key` for `user_id` (idempotent: an existing key keeps its owner and
/// is un-revoked only if it belongs to the same user).
pub async fn register(db: &PgPool, user_id: &str, name: &str, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO api_keys (user_id, name, key_hash, key_prefix) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key_hash) DO NOTHING",
    )
    .bind(user_id)
    .bind(name)
    .bind(hash(key))
    .bind(&key[..key.len().min(PREFIX.len() + 6)])
    .execute(db)
    .await?;
    Ok(())
}

/// The user a key acts as, or `None` for unknown and revoked keys.
pub async fn lookup(db: &PgPool, key: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL")
        .bind(hash(key))
        .fetch_optional(db)
        .await
}

/// The owners of those of `hashes` that name an active key, as `(hash, user)`:
/// one query for many keys (open streams are re-checked together,
/// [`crate::session_end::sweep`]).
pub async fn active_owners(db: &PgPool, hashes: &[Vec<u8>]) -> Result<Vec<(Vec<u8>, String)>, sqlx::Error> {
    // A join, not `= ANY($1)` (see `conversations::active_owners`).
    sqlx::query_as(
        "SELECT k.key_hash, k.user_id FROM unnest($1::bytea[]) AS q(h) JOIN api_keys k ON k.key_hash = q.h
         WHERE k.revoked_at IS NULL",
    )
    .bind(hashes)
    .fetch_all(db)
    .await
}

/// Revokes every key whose hash matches; returns whether one was active.
pub async fn revoke(db: &PgPool, key: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE api_keys SET revoked_at = now() WHERE key_hash = $1 AND revoked_at IS NULL")
        .bind(hash(key))
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_are_well_formed_and_distinct() {
        let a = generate();
        let b = generate();
        assert_ne!(a, b);
        assert_eq!(a.len(), PREFIX.len() + 64);
        check_format(&a).unwrap();
        assert!(is_api_key(&a));
        assert_eq!(hash(&a).len(), 32);
        assert_ne!(hash(&a), hash(&b));
    }

    #[test]
    fn format_errors() {
        assert_eq!(check_format("sk_0123456789abcdef0123456789abcdef"), Err(KeyFormatError::Prefix));
        assert_eq!(check_format("barb_sk_short"), Err(KeyFormatError::TooShort));
        assert_eq!(check_format("barb_sk_0123456789abcdef0123456789abcde!"), Err(KeyFormatError::Characters));
    }
}
