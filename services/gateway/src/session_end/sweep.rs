//! One sweep over every open stream of the instance: which credentials and
//! conversations are still good, asked in as few queries as the kinds of
//! credential in use (API keys, console sessions) plus one for the
//! conversations, each in chunks of [`CHUNK`] — not one query per stream.
//!
//! A class whose query fails (database down) decides nothing this sweep: its
//! streams are kept and checked again next time. JWTs need no database: a
//! JWT accepted when its stream opened stays acceptable until it expires
//! (the expiry timer ends it) unless the key set it was verified against
//! changed, so it is verified again only after a JWKS refresh that changed
//! the keys ([`crate::auth::Authenticator::jwt_key_generation`]).

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, atomic::Ordering},
};

use uuid::Uuid;

use super::{EndReason, SessionInfo, Sessions};
use crate::{
    auth::{AuthError, CredentialKind, JwtError, api_keys, session},
    metrics,
    store::conversations,
};

/// Most ids one query carries (an instance holds ~10,000 streams: one query per kind).
pub const CHUNK: usize = 10_000;

/// How one credential fared.
#[derive(Clone, Copy)]
enum Verdict {
    Good,
    Ended(EndReason),
    /// Could not be checked (database or JWKS down): keep the stream.
    Unknown,
}

struct Watched {
    id: u64,
    session: Arc<SessionInfo>,
    credential: bool,
    conversation: Option<Uuid>,
}

/// Checks every watch once and ends those whose session or conversation is gone.
pub(super) async fn run(sessions: &Sessions) {
    let inner = &sessions.inner;
    let watched: Vec<Watched> = {
        let w = inner.watched.lock().expect("not poisoned");
        w.entries
            .iter()
            .map(|(&id, e)| Watched {
                id,
                session: e.session.clone(),
                credential: e.credential,
                conversation: e.conversation,
            })
            .collect()
    };
    metrics::SESSION_SWEEPS.inc();
    if watched.is_empty() {
        return;
    }

    // Distinct credentials and conversations.
    let mut keys: HashSet<&str> = HashSet::new();
    let mut cookies: HashSet<&str> = HashSet::new();
    let mut jwts: HashMap<&str, &SessionInfo> = HashMap::new();
    let mut ids: HashSet<Uuid> = HashSet::new();
    let generation = inner.auth.jwt_key_generation();
    for w in &watched {
        if w.credential {
            let token = w.session.credential.token.as_str();
            match w.session.credential.kind {
                CredentialKind::SessionCookie => {
                    cookies.insert(token);
                }
                CredentialKind::Bearer if api_keys::is_api_key(token) => {
                    keys.insert(token);
                }
                CredentialKind::Bearer => {
                    if w.session.jwt_checked.load(Ordering::Relaxed) != generation {
                        jwts.insert(token, &w.session);
                    }
                }
            }
        }
        if let Some(id) = w.conversation {
            ids.insert(id);
        }
    }

    // The three kinds are independent: asked at once, a sweep with the
    // database down takes one acquire timeout, not three.
    let (key_owners, cookie_owners, conversation_owners) = tokio::join!(
        owners(&keys, api_keys::hash, |hashes| async move { api_keys::active_owners(&inner.db, &hashes).await }),
        owners(&cookies, session::hash, |hashes| async move { session::live_owners(&inner.db, &hashes).await }),
        conversation_owners(&inner.db, ids.into_iter().collect()),
    );
    let mut jwt_verdicts: HashMap<&str, Verdict> = HashMap::with_capacity(jwts.len());
    for (i, (token, info)) in jwts.into_iter().enumerate() {
        if i % 64 == 63 {
            // Verifying thousands of RS256 signatures takes a while: let streams run meanwhile.
            tokio::task::yield_now().await;
        }
        let verdict = match inner.auth.authenticate(token).await {
            Ok(p) if p.user_id == info.user_id => Verdict::Good,
            Ok(_) => Verdict::Ended(EndReason::CredentialRevoked),
            Err(AuthError::Jwt(JwtError::Expired)) => Verdict::Ended(EndReason::TokenExpired),
            Err(e @ (AuthError::Database(_) | AuthError::Jwt(JwtError::KeysUnavailable(_)))) => {
                tracing::warn!(error = %e, "cannot re-check an open stream's token; keeping it until the next sweep");
                Verdict::Unknown
            }
            Err(_) => Verdict::Ended(EndReason::CredentialRevoked),
        };
        jwt_verdicts.insert(token, verdict);
    }

    let by_owner = |owners: &Option<HashMap<&str, String>>, token: &str, user: &str| match owners {
        None => Verdict::Unknown,
        Some(found) if found.get(token).is_some_and(|owner| owner == user) => Verdict::Good,
        Some(_) => Verdict::Ended(EndReason::CredentialRevoked),
    };
    let mut ended = Vec::new();
    for w in &watched {
        let info = &w.session;
        let credential = if !w.credential {
            Verdict::Good
        } else {
            let token = info.credential.token.as_str();
            match info.credential.kind {
                CredentialKind::SessionCookie => by_owner(&cookie_owners, token, &info.user_id),
                CredentialKind::Bearer if api_keys::is_api_key(token) => by_owner(&key_owners, token, &info.user_id),
                CredentialKind::Bearer => match jwt_verdicts.get(token) {
                    None => Verdict::Good, // verified at this key generation already
                    Some(v) => {
                        if matches!(v, Verdict::Good) {
                            info.jwt_checked.store(generation, Ordering::Relaxed);
                        }
                        *v
                    }
                },
            }
        };
        if let Verdict::Ended(reason) = credential {
            ended.push((w.id, reason));
            continue;
        }
        if let (Some(id), Some(found)) = (w.conversation, &conversation_owners)
            && found.get(&id).is_none_or(|owner| *owner != info.user_id)
        {
            ended.push((w.id, EndReason::ConversationDeleted));
        }
    }
    if !ended.is_empty() {
        let mut w = inner.watched.lock().expect("not poisoned");
        for (id, reason) in ended {
            Sessions::end(&mut w, id, reason);
        }
    }
}

/// The owner of each of the distinct `tokens` that is still good (tokens are
/// looked up by `hash`, in chunks); `None` when a query failed.
async fn owners<'t, F, Fut>(
    tokens: &HashSet<&'t str>,
    hash: fn(&str) -> Vec<u8>,
    query: F,
) -> Option<HashMap<&'t str, String>>
where
    F: Fn(Vec<Vec<u8>>) -> Fut,
    Fut: Future<Output = Result<Vec<(Vec<u8>, String)>, sqlx::Error>>,
{
    let tokens: Vec<(&str, Vec<u8>)> = tokens.iter().map(|t| (*t, hash(t))).collect();
    let mut found = HashMap::new();
    for chunk in tokens.chunks(CHUNK) {
        metrics::SESSION_SWEEP_QUERIES.inc();
        match query(chunk.iter().map(|(_, h)| h.clone()).collect()).await {
            Ok(rows) => found.extend(rows),
            Err(e) => {
                tracing::warn!(error = %e, "cannot re-check open streams' credentials; keeping them until the next sweep");
                return None;
            }
        }
    }
    Some(tokens.into_iter().filter_map(|(t, h)| found.remove(&h).map(|owner| (t, owner))).collect())
}

/// The owner of each of `ids` that is still active (in chunks); `None` when a query failed.
async fn conversation_owners(db: &sqlx::PgPool, ids: Vec<Uuid>) -> Option<HashMap<Uuid, String>> {
    let mut found = HashMap::with_capacity(ids.len());
    for chunk in ids.chunks(CHUNK) {
        metrics::SESSION_SWEEP_QUERIES.inc();
        match conversations::active_owners(db, chunk).await {
            Ok(rows) => found.extend(rows),
            Err(e) => {
                tracing::warn!(error = %e, "cannot re-check open streams' conversations; keeping them until the next sweep");
                return None;
            }
        }
    }
    Some(found)
}
