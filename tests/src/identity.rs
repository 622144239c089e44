//! Service identity for tests: the internal bearer token and the user
//! assertion keys every service the harness starts gets (per test process,
//! random), so every end-to-end test runs with internal authentication on.
//! Tests that call a service directly use [`internal_auth`] and [`assertion_for`].

use std::{sync::LazyLock, time::Duration};

use barb_common::{
    assertion::{Issuer, Subject},
    client::ContextInterceptor,
};

struct Keys {
    token: String,
    private: String,
    public: String,
    issuer: Issuer,
}

static KEYS: LazyLock<Keys> = LazyLock::new(|| {
    let (private, public) = barb_common::assertion::generate_keypair();
    let issuer = Issuer::from_private_key(&private, Duration::from_secs(600)).expect("generated key");
    Keys { token: barb_common::secrets::random_token(), private, public, issuer }
});

/// The internal token every harness-started service requires.
pub fn internal_token() -> &'static str {
    &KEYS.token
}

/// An interceptor sending the internal token (and trace context).
pub fn internal_auth() -> ContextInterceptor {
    ContextInterceptor::new(Some(internal_token()))
}

/// The issuer whose public key every harness-started service trusts.
pub fn issuer() -> &'static Issuer {
    &KEYS.issuer
}

/// An assertion for `user` in `conversation`/`turn`, for the `audience` services.
pub fn assertion_for(user: &str, conversation: &str, turn: &str, audience: &[&str]) -> String {
    let subject =
        Subject { user_id: user.to_string(), conversation_id: conversation.to_string(), turn_id: turn.to_string() };
    issuer().issue(&subject, audience)
}

/// The variables [`crate::ServiceProcess::spawn`] adds unless the test sets them:
/// the internal token and both halves of the assertion key.
pub fn default_env() -> Vec<(&'static str, String)> {
    vec![
        ("INTERNAL_AUTH_TOKEN", KEYS.token.clone()),
        ("USER_ASSERTION_SIGNING_KEY", KEYS.private.clone()),
        ("USER_ASSERTION_PUBLIC_KEYS", KEYS.public.clone()),
    ]
}

/// A connected channel to `addr` (`http://host:port`).
pub async fn channel(addr: &str) -> anyhow::Result<tonic::transport::Channel> {
    Ok(tonic::transport::Endpoint::from_shared(addr.to_string())?.connect().await?)
}
