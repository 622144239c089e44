//! `barb loadgen chat`: the end-to-end load of the chat product, against any
//! gateway URL (or several, users spread round-robin).
//!
//! `-c` users each create a conversation and hold its event stream open (SSE,
//! WebSocket, or a mix); `--chatting` of them post questions one after
//! another (so at most that many turns are in flight) until `-n` turns or
//! `-z` of chat time, optionally rate-limited (`-r`) and with a think time.
//! Some turns are cancelled (`--cancel`), some streams dropped mid-turn and
//! resumed with `Last-Event-ID` (`--reconnect`). Every turn's stream is
//! verified (seq 1, 2, … with no gap or duplicate, ending in `done`/`error`)
//! and, unless `--no-persist-check`, every ended turn is looked up among the
//! conversation's stored messages.
//!
//! The report (ghz-style summary, JSON, or CSV per turn) gives turns/s, time
//! to first event, time to done, publish→client latency (from the gateway's
//! `time` field on each event), connect and resume times, dropped streams and
//! errors by kind; with `--model-pacing` (the mock model's script) also each
//! turn's overhead: post → done minus the model time the script spends.
//!
//! ```text
//! barb loadgen chat --jwt-secret "$JWT_HS256_SECRET" -c 10000 --chatting 300 -z 60s http://127.0.0.1:8080
//! barb loadgen chat --token "$(cat .local/api-key)" -c 20 -n 100 --transport mixed --cancel 0.1 --reconnect 0.1 \
//!   -O json -o report.json http://127.0.0.1:8080
//! ```
//!
//! Under faults (`deploy/loadtest/chaos.sh` kills, stops and restarts the
//! instances) users retry and move between gateways like careful clients
//! ([`users`]), every `superseded` is counted (turns taken over, rounds the
//! model retried), stored answers are compared with what each client was
//! shown, `--chaos-log` gives the takeover latency from each owner's death,
//! and `--strict` turns the invariants into the exit code.

mod api;
mod chaos;
mod model_time;
mod report;
mod settings;
mod stream;
mod users;
mod verify;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use futures::StreamExt;
use tokio::sync::{Barrier, watch};
use tokio::time::Instant;

use settings::{ChatFormat, ChatGiven, ChatSettings, duration_flag};
use users::{Phase, Shared, Tally};

/// Arguments of `barb loadgen chat` (ghz's names where they apply).
#[derive(clap::Args, Debug)]
pub struct ChatArgs {
    /// Gateway base URL(s), e.g. `http://127.0.0.1:8080`; several (or comma-separated) spread users round-robin.
    #[arg(required = true)]
    targets: Vec<String>,
    /// A bearer credential (JWT or API key) every simulated user sends (they are then one gateway user).
    #[arg(long, env = "LOADGEN_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// The gateway's HS256 secret: each simulated user gets its own JWT (`sub` = `<prefix>-<n>`).
    #[arg(long, env = "LOADGEN_JWT_SECRET", hide_env_values = true)]
    jwt_secret: Option<String>,
    /// `iss` of the minted JWTs.
    #[arg(long)]
    jwt_issuer: Option<String>,
    /// `aud` of the minted JWTs.
    #[arg(long)]
    jwt_audience: Option<String>,
    /// Prefix of the minted user ids (default `loadgen`).
    #[arg(long)]
    user_prefix: Option<String>,
    /// Simulated users, each holding one stream open (default 50).
    #[arg(short = 'c', long = "concurrency")]
    users: Option<usize>,
    /// How many users chat; the others hold idle streams (default: all).
    #[arg(long)]
    chatting: Option<usize>,
    /// Turns in total (default 200 unless -z is given).
    #[arg(short = 'n', long)]
    total: Option<u64>,
    /// Chat for this long after every stream is open, e.g. `60s` (with -n: whichever comes first).
    #[arg(short = 'z', long)]
    duration: Option<String>,
    /// Turn starts per second over all chatting users.
    #[arg(short = 'r', long)]
    rate: Option<f64>,
    /// Pause between one user's turns (default 0).
    #[arg(long)]
    think: Option<String>,
    /// `sse` (default), `ws`, or `mixed` (see --ws-share).
    #[arg(long)]
    transport: Option<String>,
    /// Share of users on WebSocket with --transport mixed (default 0.5).
    #[arg(long)]
    ws_share: Option<f64>,
    /// Probability that a turn is cancelled after its first text.
    #[arg(long)]
    cancel: Option<f64>,
    /// Probability that a turn's stream is dropped mid-turn and resumed with Last-Event-ID.
    #[arg(long)]
    reconnect: Option<f64>,
    /// A question to ask (repeatable; sent round-robin). Default: three that match the load-test mock script.
    #[arg(long = "message")]
    messages: Vec<String>,
    /// Instrument of the conversations (default NQ).
    #[arg(long)]
    instrument: Option<String>,
    /// Streams opened per second while ramping up (default 500).
    #[arg(long)]
    connect_rate: Option<f64>,
    /// Deadline of one turn, post → done (default 60s).
    #[arg(long)]
    turn_timeout: Option<String>,
    /// A stream silent this long (no event, no heartbeat) counts as dead (default 45s; above the gateway's HEARTBEAT_MS).
    #[arg(long)]
    idle_timeout: Option<String>,
    /// Deadline of each API request (default 30s).
    #[arg(short = 't', long = "timeout")]
    request_timeout: Option<String>,
    /// Longest wait for every ended turn to appear among the stored messages (default 60s).
    #[arg(long)]
    persist_wait: Option<String>,
    /// Do not check that ended turns are stored.
    #[arg(long)]
    no_persist_check: bool,
    /// Keep every stream open this long after the chat phase (to sample server memory with idle streams).
    #[arg(long)]
    hold: Option<String>,
    /// The mock model's pacing, `LATENCY_MS,TOKENS_PER_SECOND,CHARS_PER_TOKEN` (its script's
    /// `latency_ms`, `tokens_per_second`, `chars_per_token`): the report then gives each turn's
    /// overhead, post → done minus the model time the script spends.
    #[arg(long)]
    model_pacing: Option<String>,
    /// Name shown in the report.
    #[arg(long)]
    name: Option<String>,
    /// A chaos run's log (`<epoch_ms> <instance> <action>` per line, written by
    /// deploy/loadtest/chaos.sh): takeover latency is measured from each owner's death.
    #[arg(long)]
    chaos_log: Option<PathBuf>,
    /// Exit 1 unless no turn hung, no event was lost or duplicated, every
    /// ended turn is stored once and as its client saw it.
    #[arg(long)]
    strict: bool,
    /// Report format: `summary` (default), `json`, or `csv` (one row per turn).
    #[arg(short = 'O', long)]
    format: Option<String>,
    /// Write the report to this file instead of stdout.
    #[arg(short = 'o', long)]
    output: Option<PathBuf>,
}

impl ChatArgs {
    fn given(self) -> anyhow::Result<ChatGiven> {
        Ok(ChatGiven {
            duration: duration_flag("-z", &self.duration)?,
            think: duration_flag("--think", &self.think)?,
            turn_timeout: duration_flag("--turn-timeout", &self.turn_timeout)?,
            idle_timeout: duration_flag("--idle-timeout", &self.idle_timeout)?,
            request_timeout: duration_flag("--timeout", &self.request_timeout)?,
            persist_wait: duration_flag("--persist-wait", &self.persist_wait)?,
            hold: duration_flag("--hold", &self.hold)?,
            targets: self.targets,
            token: self.token,
            jwt_secret: self.jwt_secret,
            jwt_issuer: self.jwt_issuer,
            jwt_audience: self.jwt_audience,
            user_prefix: self.user_prefix,
            users: self.users,
            chatting: self.chatting,
            total: self.total,
            rate: self.rate,
            transport: self.transport,
            ws_share: self.ws_share,
            cancel: self.cancel,
            reconnect: self.reconnect,
            messages: self.messages,
            instrument: self.instrument,
            connect_rate: self.connect_rate,
            no_persist_check: self.no_persist_check,
            model_pacing: self.model_pacing.as_deref().map(str::parse).transpose().map_err(anyhow::Error::msg)?,
            name: self.name,
            format: self.format,
            output: self.output,
            chaos_log: self.chaos_log,
            strict: self.strict,
        })
    }
}

/// Runs the chat load and prints the report; exit 0 when the run itself
/// worked (failed turns are reported, not fatal), unless `--strict`: then
/// any hung turn, lost or duplicated event, unstored or differently stored
/// answer fails the run (exit 1).
pub fn run(args: ChatArgs) -> anyhow::Result<ExitCode> {
    let settings = args.given()?.resolve()?;
    raise_fd_limit(settings.users);
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    let mut result = rt.block_on(drive(settings.clone()))?;
    if let Some(path) = &settings.chaos_log {
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        result.chaos = Some(chaos::ChaosLog::parse(&text));
    }
    let st = report::stats(&mut result);
    let text = match settings.format {
        ChatFormat::Summary => report::summary(&settings, &result, &st),
        ChatFormat::Json => serde_json::to_string_pretty(&report::json_report(&settings, &result, &st))? + "\n",
        ChatFormat::Csv => report::csv(&result),
    };
    match &settings.output {
        Some(p) => std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?,
        None => print!("{text}"),
    }
    let violations = report::violations(&result, &st);
    if settings.strict && !violations.is_empty() {
        eprintln!("loadgen chat: FAILED: {}", violations.join("; "));
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

/// Ramp, chat, hold, stop, then the persistence check.
async fn drive(settings: ChatSettings) -> anyhow::Result<report::ChatResult> {
    let http = api::http_client(settings.users)?;
    let (phase_tx, phase_rx) = watch::channel(Phase::Ramp);
    let (stop_tx, stop_rx) = watch::channel(false);
    let interrupt = tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            let _ = stop_tx.send(true);
        }
        std::future::pending::<()>().await;
    });
    let started_at = chrono::Utc::now();
    let shared = Arc::new(Shared {
        settings: settings.clone(),
        http,
        schedule: std::sync::OnceLock::new(),
        phase: phase_rx,
        ramp_done: Barrier::new(settings.users + 1),
        ramp_start: Instant::now(),
        interrupted: stop_rx.clone(),
        chatters_done: watch::Sender::new(0),
    });
    let mut chatters_done = shared.chatters_done.subscribe();
    let handles: Vec<_> = (0..settings.users).map(|n| tokio::spawn(users::user(n, shared.clone()))).collect();
    shared.ramp_done.wait().await;
    let ramp = shared.ramp_start.elapsed();
    eprintln!("loadgen chat: ramp done in {ramp:.1?}; chatting");
    shared.start_schedule();
    let chat_start = Instant::now();
    let _ = phase_tx.send(Phase::Chat);
    let _ = chatters_done.wait_for(|d| *d >= settings.chatting).await;
    let chat = chat_start.elapsed();
    if !settings.hold.is_zero() && !*stop_rx.borrow() {
        eprintln!("loadgen chat: holding the streams for {:?}", settings.hold);
        let mut stop = stop_rx.clone();
        tokio::select! {
            _ = tokio::time::sleep(settings.hold) => {}
            _ = stop.wait_for(|s| *s) => {}
        }
    }
    let _ = phase_tx.send(Phase::Stop);
    let mut tally = Tally::default();
    for h in handles {
        tally.merge(h.await.context("a simulated user panicked")?);
    }
    interrupt.abort();
    let interrupted = *stop_rx.borrow();
    let persistence = match settings.persist_wait {
        Some(wait) if !interrupted => Some(check_persistence(&settings, &shared.http, &tally, wait).await),
        _ => None,
    };
    Ok(report::ChatResult { tally, ramp, chat, started_at, persistence, interrupted, chaos: None })
}

/// What the stored message of an ended turn must be: what its client showed.
fn expected_status(t: &users::TurnRecord) -> Option<(&'static str, &str)> {
    match &t.outcome {
        users::Outcome::Done => Some(("complete", "")),
        users::Outcome::Cancelled => Some(("cancelled", "")),
        users::Outcome::ErrorEvent(code) => Some(("error", code.as_str())),
        _ => None,
    }
}

/// Why a stored message is not what its client showed, if it is not.
fn stored_mismatch(t: &users::TurnRecord, m: &api::StoredMessage) -> Option<String> {
    let (status, code) = expected_status(t)?;
    if m.status != status || (status == "error" && m.error_code != code) {
        return Some(format!(
            "turn {}: stored {}/{} but the client saw {status}/{code}",
            t.turn_id, m.status, m.error_code
        ));
    }
    let same = match t.final_answer.as_deref() {
        Some(a) if !a.is_empty() => m.content == a,
        _ => verify::same_answer(&m.content, &t.shown_answer),
    };
    (!same).then(|| format!("turn {}: stored content differs from what the client was shown", t.turn_id))
}

/// Looks up every ended turn among its conversation's stored messages,
/// re-reading until all are there or `wait` has passed, and compares each
/// stored answer with what its client was shown.
async fn check_persistence(
    s: &ChatSettings,
    http: &reqwest::Client,
    tally: &Tally,
    wait: Duration,
) -> report::Persistence {
    let mut wanted: HashMap<(usize, String), Vec<&users::TurnRecord>> = HashMap::new();
    for t in tally.turns.iter().filter(|t| t.outcome.ended()) {
        wanted.entry((t.user, t.conversation.clone())).or_default().push(t);
    }
    let ended = wanted.values().map(Vec::len).sum::<usize>() as u64;
    let started = Instant::now();
    let deadline = started + wait;
    let mut out = report::Persistence { ended, ..Default::default() };
    loop {
        let last_round = Instant::now() >= deadline;
        let checks = futures::stream::iter(wanted.iter().map(|((user, conv), turns)| {
            let http = http.clone();
            async move {
                let credential = api::credential_of(&s.credentials, *user).ok()?;
                let api = api::Api::with_fallbacks(http, s.targets.clone(), *user, credential, s.request_timeout);
                let mut stored = api.messages(conv).await;
                if stored.is_err() && api.rotate() {
                    stored = api.messages(conv).await;
                }
                let stored = stored.ok()?;
                let mut found = 0usize;
                let mut duplicated = 0u64;
                let mut mismatches = Vec::new();
                for t in turns {
                    let answers: Vec<&api::StoredMessage> =
                        stored.iter().filter(|m| m.role == "assistant" && m.turn_id == t.turn_id).collect();
                    if let Some(m) = answers.first() {
                        found += 1;
                        duplicated += answers.len() as u64 - 1;
                        mismatches.extend(stored_mismatch(t, m));
                    }
                }
                Some(((*user, conv.clone()), found, duplicated, mismatches))
            }
        }))
        .buffer_unordered(16)
        .collect::<Vec<_>>()
        .await;
        out.unreadable = checks.iter().filter(|c| c.is_none()).count() as u64;
        for (key, found, duplicated, mismatches) in checks.into_iter().flatten() {
            let complete = wanted.get(&key).is_some_and(|t| t.len() == found);
            if complete || last_round {
                out.persisted += found as u64;
                out.duplicated += duplicated;
                out.mismatched += mismatches.len() as u64;
                out.examples.extend(mismatches.into_iter().take(5usize.saturating_sub(out.examples.len())));
                wanted.remove(&key);
            }
        }
        if wanted.is_empty() || last_round {
            break;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    out.waited = started.elapsed();
    out
}

/// Each stream is a socket: raise this process's open-file limit to the hard
/// limit, and say so when even that is too low for the users asked for.
fn raise_fd_limit(users: usize) {
    let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit/setrlimit only read/write the struct passed.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit { rlim_cur: lim.rlim_max, rlim_max: lim.rlim_max };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim = raised;
            }
        }
    }
    let needed = users as u64 * 2 + 256;
    if lim.rlim_cur < needed {
        eprintln!(
            "loadgen chat: warning: the open-file limit is {} but {users} users need about {needed}; raise it (ulimit -n)",
            lim.rlim_cur
        );
    }
}
