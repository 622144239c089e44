//! Ending open streams when the session behind them ends.
//!
//! An SSE response or a WebSocket may stay open for hours, long after the
//! request that opened it was authenticated. [`SessionWatch`] ends it:
//!
//! - **token expired**: at the JWT's `exp` exactly (a timer, no polling);
//! - **credential revoked** (an API key revoked, a JWT no longer accepted —
//!   e.g. its signing key was removed from the JWKS): the credential is checked
//!   again every `STREAM_REVALIDATE_MS` (default 15 s);
//! - **conversation deleted**: checked at the same interval.
//!
//! So the delay is 0 for expiry and at most one interval (plus one database
//! round trip) for revocation and deletion. The client gets a typed event first
//! — SSE `event: session_ended` with `{"reason", "code"}`, WebSocket
//! `{"type":"session_ended",…}` (then close 1008) or, for one deleted
//! conversation of a multiplexed socket, `{"type":"subscription_ended",…}` —
//! so it knows not to resume blindly. A check that fails because the database
//! is down keeps the stream (it is retried next interval) rather than cutting
//! every client during an outage.

use std::{sync::Arc, time::Duration};

use sqlx::PgPool;
use uuid::Uuid;

use crate::{
    auth::{AuthError, Authenticator, CredentialKind, JwtError, PresentedCredential, Principal},
    metrics,
    store::conversations,
};

/// Why a stream was ended by the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// The token's `exp` passed.
    TokenExpired,
    /// The credential is no longer accepted (revoked API key, untrusted JWT).
    CredentialRevoked,
    /// The conversation was deleted.
    ConversationDeleted,
}

impl EndReason {
    /// The `reason` field.
    pub fn reason(self) -> &'static str {
        match self {
            Self::TokenExpired => "token_expired",
            Self::CredentialRevoked => "credential_revoked",
            Self::ConversationDeleted => "conversation_deleted",
        }
    }

    /// The `code` field (the HTTP error vocabulary).
    pub fn code(self) -> &'static str {
        match self {
            Self::TokenExpired => "TOKEN_EXPIRED",
            Self::CredentialRevoked => "UNAUTHORIZED",
            Self::ConversationDeleted => "NOT_FOUND",
        }
    }

    /// The JSON body of the typed event.
    pub fn json(self) -> serde_json::Value {
        serde_json::json!({"reason": self.reason(), "code": self.code()})
    }

    fn count(self) -> Self {
        metrics::SESSIONS_ENDED.with_label_values(&[self.reason()]).inc();
        self
    }
}

/// Watches one stream's session.
#[derive(Clone)]
pub struct SessionWatch {
    auth: Arc<Authenticator>,
    db: PgPool,
    credential: PresentedCredential,
    principal: Principal,
    every: Duration,
}

fn now_secs() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

impl SessionWatch {
    /// A watch of `principal`, authenticated with `credential`, re-checked every `every`.
    pub fn new(
        auth: Arc<Authenticator>,
        db: PgPool,
        credential: PresentedCredential,
        principal: Principal,
        every: Duration,
    ) -> Self {
        Self { auth, db, credential, principal, every }
    }

    /// Time until the credential expires (`None`: it does not expire).
    fn until_expiry(&self) -> Option<Duration> {
        self.credential.expires_at.map(|exp| Duration::from_secs(exp.saturating_sub(now_secs())))
    }

    /// Resolves when the credential ends, or (with `conversation`) the conversation is deleted.
    pub async fn ended(&self, conversation: Option<Uuid>) -> EndReason {
        loop {
            let wait = match self.until_expiry() {
                Some(left) if left.is_zero() => return EndReason::TokenExpired.count(),
                Some(left) => left.min(self.every),
                None => self.every,
            };
            tokio::time::sleep(wait).await;
            if self.until_expiry().is_some_and(|left| left.is_zero()) {
                return EndReason::TokenExpired.count();
            }
            // The checks are boxed: their futures (database queries) are large and
            // run every few seconds, while this one lives as long as the stream.
            if let Some(reason) = Box::pin(self.check_credential()).await {
                return reason.count();
            }
            if let Some(id) = conversation
                && !Box::pin(self.conversation_active(id)).await
            {
                return EndReason::ConversationDeleted.count();
            }
        }
    }

    /// Resolves when `conversation` is deleted (multiplexed sockets watch each subscription).
    pub async fn conversation_deleted(&self, conversation: Uuid) {
        loop {
            tokio::time::sleep(self.every).await;
            if !Box::pin(self.conversation_active(conversation)).await {
                EndReason::ConversationDeleted.count();
                return;
            }
        }
    }

    async fn check_credential(&self) -> Option<EndReason> {
        if self.credential.kind == CredentialKind::SessionCookie {
            // A console session ends when it expires or the user signs out.
            return match self.auth.session(&self.credential.token).await {
                Ok(Some(s)) if s.user_id == self.principal.user_id => None,
                Ok(_) => Some(EndReason::CredentialRevoked),
                Err(e) => {
                    tracing::warn!(error = %e, "cannot re-check a stream's session; keeping it until the next check");
                    None
                }
            };
        }
        match self.auth.authenticate(&self.credential.token).await {
            Ok(p) if p.user_id == self.principal.user_id => None,
            Ok(_) => Some(EndReason::CredentialRevoked),
            Err(AuthError::Jwt(JwtError::Expired)) => Some(EndReason::TokenExpired),
            Err(e @ (AuthError::Database(_) | AuthError::Jwt(JwtError::KeysUnavailable(_)))) => {
                tracing::warn!(error = %e, "cannot re-check a stream's credential; keeping it until the next check");
                None
            }
            Err(_) => Some(EndReason::CredentialRevoked),
        }
    }

    async fn conversation_active(&self, id: Uuid) -> bool {
        match conversations::is_active(&self.db, &self.principal.user_id, id).await {
            Ok(active) => active,
            Err(e) => {
                tracing::warn!(error = %e, "cannot re-check a stream's conversation; keeping it until the next check");
                true
            }
        }
    }
}
