//! The chat run's settings, validated once: every run is bounded (turns,
//! duration, per-turn deadline, persistence wait) and every probability is
//! a probability.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::{Context, bail, ensure};

use super::super::settings::MAX_DURATION;
use super::model_time::ModelPacing;

/// How a simulated user receives its conversation's events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    /// `GET /v1/conversations/{id}/events` (Server-Sent Events).
    Sse,
    /// `GET /v1/ws`, one socket per user subscribed to its conversation.
    Ws,
}

impl Transport {
    /// Name in reports.
    pub fn as_str(self) -> &'static str {
        match self {
            Transport::Sse => "sse",
            Transport::Ws => "ws",
        }
    }
}

/// Report format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChatFormat {
    /// ghz-style human summary.
    Summary,
    /// One JSON object.
    Json,
    /// One CSV row per turn.
    Csv,
}

/// Who the simulated users are.
#[derive(Debug, Clone)]
pub enum Credentials {
    /// Every user sends this bearer token (a JWT or an API key): one gateway user.
    Shared(String),
    /// Each user gets its own HS256 JWT (`sub` = `<prefix>-<n>`), signed with this secret.
    Hs256 {
        /// The gateway's `JWT_HS256_SECRET`.
        secret: String,
        /// `iss`, when the gateway requires one.
        issuer: Option<String>,
        /// `aud`, when the gateway requires one.
        audience: Option<String>,
        /// Prefix of the user ids.
        prefix: String,
    },
}

/// A validated chat run.
#[derive(Debug, Clone)]
pub struct ChatSettings {
    /// Gateway base URLs (`http://host:port`); users are spread round-robin.
    pub targets: Vec<String>,
    /// Credentials of the users.
    pub credentials: Credentials,
    /// Simulated users, each holding one stream open.
    pub users: usize,
    /// How many of them chat (the ceiling of turns in flight).
    pub chatting: usize,
    /// Turns to run; `None` when the duration bounds the run.
    pub total: Option<u64>,
    /// Length of the chat phase (after every stream is open).
    pub duration: Option<Duration>,
    /// Turn starts per second over all chatting users.
    pub rate: Option<f64>,
    /// Pause between one user's turns.
    pub think: Duration,
    /// Share of users on WebSocket (0 = all SSE, 1 = all WebSocket).
    pub ws_share: f64,
    /// Probability that a turn is cancelled after its first text.
    pub cancel: f64,
    /// Probability that a turn's stream is dropped mid-turn and resumed with `Last-Event-ID`.
    pub reconnect: f64,
    /// Questions, sent round-robin.
    pub messages: Vec<String>,
    /// Instrument of the conversations.
    pub instrument: String,
    /// Streams opened per second while ramping up.
    pub connect_rate: f64,
    /// Deadline of one turn (post → terminal event).
    pub turn_timeout: Duration,
    /// A stream silent (not even a heartbeat) for this long counts as dead and is reopened.
    pub idle_timeout: Duration,
    /// Deadline of each HTTP request.
    pub request_timeout: Duration,
    /// Check that every ended turn is stored, waiting at most this long (`None` = do not check).
    pub persist_wait: Option<Duration>,
    /// Keep the idle streams open this long after the chat phase (memory sampling).
    pub hold: Duration,
    /// The mock model's pacing: the report then gives each turn's overhead beyond the scripted model time.
    pub model_pacing: Option<ModelPacing>,
    /// Name shown in the report.
    pub name: Option<String>,
    /// Report format.
    pub format: ChatFormat,
    /// Where the report goes (stdout when unset).
    pub output: Option<PathBuf>,
    /// A chaos run's log of faults (takeover latency from each owner's death).
    pub chaos_log: Option<PathBuf>,
    /// Fail the run (exit 1) when an invariant is broken.
    pub strict: bool,
}

/// Most users one process simulates (each holds a socket).
pub const MAX_USERS: usize = 200_000;
const MAX_TOTAL: u64 = 100_000_000;

/// Questions matching the rules of `deploy/loadtest/chat/mock-script.json`:
/// one, two and three rounds of real query-engine calls.
pub const DEFAULT_MESSAGES: [&str; 3] = [
    "What was the average daily range over the last 20 days?",
    "How did each month of 2024 go, and what about February's hourly extremes?",
    "Which weeks had the most volume, and how do recent days compare?",
];

/// Settings as given on the command line, before defaults.
#[derive(Debug, Default, Clone)]
pub struct ChatGiven {
    pub targets: Vec<String>,
    pub token: Option<String>,
    pub jwt_secret: Option<String>,
    pub jwt_issuer: Option<String>,
    pub jwt_audience: Option<String>,
    pub user_prefix: Option<String>,
    pub users: Option<usize>,
    pub chatting: Option<usize>,
    pub total: Option<u64>,
    pub duration: Option<Duration>,
    pub rate: Option<f64>,
    pub think: Option<Duration>,
    pub transport: Option<String>,
    pub ws_share: Option<f64>,
    pub cancel: Option<f64>,
    pub reconnect: Option<f64>,
    pub messages: Vec<String>,
    pub instrument: Option<String>,
    pub connect_rate: Option<f64>,
    pub turn_timeout: Option<Duration>,
    pub idle_timeout: Option<Duration>,
    pub request_timeout: Option<Duration>,
    pub persist_wait: Option<Duration>,
    pub no_persist_check: bool,
    pub hold: Option<Duration>,
    pub model_pacing: Option<ModelPacing>,
    pub name: Option<String>,
    pub format: Option<String>,
    pub output: Option<PathBuf>,
    pub chaos_log: Option<PathBuf>,
    pub strict: bool,
}

fn probability(name: &str, v: Option<f64>) -> anyhow::Result<f64> {
    let p = v.unwrap_or(0.0);
    ensure!(p.is_finite() && (0.0..=1.0).contains(&p), "{name} must be a probability between 0 and 1, got {p}");
    Ok(p)
}

/// `http://host:port` (a trailing slash and path are refused: the API lives at the root).
pub fn normalise_target(raw: &str) -> anyhow::Result<String> {
    let t = raw.trim().trim_end_matches('/');
    ensure!(!t.is_empty(), "no gateway URL: give e.g. http://127.0.0.1:8080");
    let with_scheme = if t.contains("://") { t.to_string() } else { format!("http://{t}") };
    let (scheme, rest) = with_scheme.split_once("://").expect("has a scheme");
    ensure!(scheme == "http" || scheme == "https", "gateway URL {raw:?} must be http:// or https://");
    ensure!(!rest.is_empty() && !rest.contains('/'), "gateway URL {raw:?} must be scheme://host[:port] without a path");
    Ok(with_scheme)
}

impl ChatGiven {
    /// Applies defaults and checks every bound.
    pub fn resolve(self) -> anyhow::Result<ChatSettings> {
        let mut targets = Vec::new();
        for t in &self.targets {
            for part in t.split(',').filter(|p| !p.trim().is_empty()) {
                targets.push(normalise_target(part)?);
            }
        }
        ensure!(!targets.is_empty(), "no gateway URL: give one or more, e.g. http://127.0.0.1:8080");
        let credentials = match (self.token, self.jwt_secret) {
            (Some(_), Some(_)) => bail!("give either --token or --jwt-secret, not both"),
            (Some(t), None) => {
                ensure!(!t.trim().is_empty(), "--token is empty");
                Credentials::Shared(t.trim().to_string())
            }
            (None, Some(secret)) => {
                ensure!(secret.len() >= 32, "--jwt-secret must be at least 32 bytes (the gateway's rule)");
                Credentials::Hs256 {
                    secret,
                    issuer: self.jwt_issuer,
                    audience: self.jwt_audience,
                    prefix: self.user_prefix.unwrap_or_else(|| "loadgen".into()),
                }
            }
            (None, None) => bail!(
                "credentials are required: --jwt-secret (one user per simulated user) or --token (one shared user)"
            ),
        };
        let users = self.users.unwrap_or(50);
        ensure!((1..=MAX_USERS).contains(&users), "-c must be between 1 and {MAX_USERS}, got {users}");
        let chatting = self.chatting.unwrap_or(users);
        ensure!(chatting <= users, "--chatting ({chatting}) cannot exceed the users (-c {users})");
        let (total, duration) = match self.duration {
            Some(z) => (self.total, Some(z)),
            None => (Some(self.total.unwrap_or(200)), None),
        };
        if let Some(n) = total {
            ensure!(n <= MAX_TOTAL, "-n must be at most {MAX_TOTAL}, got {n}");
            ensure!(n == 0 || chatting > 0, "-n {n} turns need --chatting > 0");
        }
        if let Some(z) = duration {
            ensure!(!z.is_zero() && z <= MAX_DURATION, "-z must be more than 0 and at most 24h, got {z:?}");
        }
        if let Some(r) = self.rate {
            ensure!(r.is_finite() && r > 0.0, "--rate must be a positive number, got {r}");
        }
        let ws_share = match (self.transport.as_deref(), self.ws_share) {
            (Some("sse") | None, None) => 0.0,
            (Some("ws"), None) => 1.0,
            (Some("mixed"), share) => probability("--ws-share", Some(share.unwrap_or(0.5)))?,
            (None, Some(share)) => probability("--ws-share", Some(share))?,
            (Some(t @ ("sse" | "ws")), Some(_)) => bail!("--ws-share needs --transport mixed (got --transport {t})"),
            (Some(other), _) => bail!("--transport must be sse, ws or mixed, got {other:?}"),
        };
        let messages = if self.messages.is_empty() {
            DEFAULT_MESSAGES.iter().map(|m| m.to_string()).collect()
        } else {
            self.messages
        };
        for m in &messages {
            ensure!(!m.trim().is_empty() && m.chars().count() <= 10_000, "--message must have 1-10,000 characters");
        }
        let connect_rate = self.connect_rate.unwrap_or(500.0);
        ensure!(connect_rate.is_finite() && connect_rate > 0.0, "--connect-rate must be positive");
        let bounded = |name: &str, d: Option<Duration>, default: u64| -> anyhow::Result<Duration> {
            let d = d.unwrap_or(Duration::from_secs(default));
            ensure!(!d.is_zero() && d <= Duration::from_secs(3600), "{name} must be more than 0 and at most 1h");
            Ok(d)
        };
        let format = match self.format.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("summary") => ChatFormat::Summary,
            Some("json") => ChatFormat::Json,
            Some("csv") => ChatFormat::Csv,
            Some(other) => bail!("format {other:?} is not supported: use summary, json or csv"),
        };
        let persist_wait =
            if self.no_persist_check { None } else { Some(bounded("--persist-wait", self.persist_wait, 60)?) };
        let hold = self.hold.unwrap_or_default();
        ensure!(hold <= MAX_DURATION, "--hold must be at most 24h");
        Ok(ChatSettings {
            targets,
            credentials,
            users,
            chatting,
            total,
            duration,
            rate: self.rate,
            think: self.think.unwrap_or_default(),
            ws_share,
            cancel: probability("--cancel", self.cancel)?,
            reconnect: probability("--reconnect", self.reconnect)?,
            messages,
            instrument: self.instrument.unwrap_or_else(|| "NQ".into()),
            connect_rate,
            turn_timeout: bounded("--turn-timeout", self.turn_timeout, 60)?,
            idle_timeout: bounded("--idle-timeout", self.idle_timeout, 45)?,
            request_timeout: bounded("--request-timeout", self.request_timeout, 30)?,
            persist_wait,
            hold,
            model_pacing: self.model_pacing,
            name: self.name,
            format,
            output: self.output,
            chaos_log: self.chaos_log,
            strict: self.strict,
        })
    }
}

impl ChatSettings {
    /// The transport of user `n`: the first `ws_share` of every hundred users use WebSocket.
    pub fn transport_of(&self, n: usize) -> Transport {
        if ((n % 100) as f64) < self.ws_share * 100.0 { Transport::Ws } else { Transport::Sse }
    }
}

/// Reads a duration flag.
pub fn duration_flag(flag: &str, v: &Option<String>) -> anyhow::Result<Option<Duration>> {
    v.as_deref().map(super::super::settings::parse_duration).transpose().with_context(|| flag.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> ChatGiven {
        ChatGiven { targets: vec!["127.0.0.1:8080".into()], jwt_secret: Some("x".repeat(32)), ..Default::default() }
    }

    #[test]
    fn defaults_and_targets() {
        let s = base().resolve().unwrap();
        assert_eq!(s.targets, vec!["http://127.0.0.1:8080"]);
        assert_eq!((s.users, s.chatting, s.total, s.duration), (50, 50, Some(200), None));
        assert_eq!(s.messages.len(), DEFAULT_MESSAGES.len());
        let two = ChatGiven { targets: vec!["http://a:1,http://b:2/".into()], ..base() }.resolve().unwrap();
        assert_eq!(two.targets, vec!["http://a:1", "http://b:2"]);
        assert!(ChatGiven { targets: vec!["http://a:1/v1".into()], ..base() }.resolve().is_err());
        assert!(ChatGiven { targets: vec!["ftp://a:1".into()], ..base() }.resolve().is_err());
    }

    #[test]
    fn bounds_and_choices() {
        assert!(ChatGiven { jwt_secret: None, ..base() }.resolve().is_err(), "credentials required");
        assert!(ChatGiven { jwt_secret: Some("short".into()), ..base() }.resolve().is_err());
        assert!(ChatGiven { token: Some("t".into()), ..base() }.resolve().is_err(), "one kind of credentials");
        assert!(ChatGiven { users: Some(0), ..base() }.resolve().is_err());
        assert!(ChatGiven { users: Some(5), chatting: Some(6), ..base() }.resolve().is_err());
        assert!(ChatGiven { cancel: Some(1.5), ..base() }.resolve().is_err());
        assert!(ChatGiven { rate: Some(0.0), ..base() }.resolve().is_err());
        assert!(ChatGiven { transport: Some("tcp".into()), ..base() }.resolve().is_err());
        assert!(ChatGiven { transport: Some("sse".into()), ws_share: Some(0.2), ..base() }.resolve().is_err());
        assert!(ChatGiven { format: Some("xml".into()), ..base() }.resolve().is_err());
        let z = ChatGiven { duration: Some(Duration::from_secs(5)), ..base() }.resolve().unwrap();
        assert_eq!((z.total, z.duration), (None, Some(Duration::from_secs(5))));
        let mixed = ChatGiven { transport: Some("mixed".into()), ws_share: Some(0.25), ..base() }.resolve().unwrap();
        let ws = (0..100).filter(|&n| mixed.transport_of(n) == Transport::Ws).count();
        assert_eq!(ws, 25);
        let all_ws = ChatGiven { transport: Some("ws".into()), ..base() }.resolve().unwrap();
        assert!((0..100).all(|n| all_ws.transport_of(n) == Transport::Ws));
        assert!(ChatGiven { no_persist_check: true, ..base() }.resolve().unwrap().persist_wait.is_none());
    }
}
