//! The load itself: `concurrency` workers over `connections` HTTP/2
//! connections, sharing one schedule that hands out request numbers (and, with
//! a rate limit, the instant each may be sent) until the total or the duration
//! is reached. Each worker keeps its own tallies; they are merged at the end,
//! so measuring adds no locking to the hot path.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context;
use prost::bytes::Bytes;
use tokio::sync::watch;
use tokio::time::Instant;
use tonic::client::Grpc;
use tonic::codegen::http::uri::PathAndQuery;
use tonic::metadata::{AsciiMetadataKey, AsciiMetadataValue};
use tonic::transport::{Channel, Endpoint};

use super::method::{CallContext, RawCodec, Requests, render};
use super::settings::RunSettings;

/// Why the run ended (ghz's `endReason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// The total number of requests was sent.
    Normal,
    /// The duration elapsed.
    Timeout,
    /// Interrupted (Ctrl-C).
    Cancel,
}

impl EndReason {
    /// ghz's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Normal => "normal",
            Self::Timeout => "timeout",
            Self::Cancel => "cancel",
        }
    }
}

/// What one worker (or, merged, the whole run) observed.
#[derive(Debug, Default)]
pub struct Tally {
    /// Latency of every successful call, in nanoseconds.
    pub ok_latencies_ns: Vec<u64>,
    /// Latency of every failed call, in nanoseconds.
    pub error_latencies_ns: Vec<u64>,
    /// Calls per status code (ghz's names).
    pub status: BTreeMap<String, u64>,
    /// Failed calls per error text.
    pub errors: HashMap<String, u64>,
    /// Response messages received (more than one per call on streams).
    pub messages: u64,
}

impl Tally {
    fn record(&mut self, latency: Duration, outcome: Result<u64, tonic::Status>) {
        let ns = latency.as_nanos().min(u128::from(u64::MAX)) as u64;
        match outcome {
            Ok(messages) => {
                self.ok_latencies_ns.push(ns);
                self.messages += messages;
                *self.status.entry("OK".into()).or_default() += 1;
            }
            Err(status) => {
                self.error_latencies_ns.push(ns);
                *self.status.entry(code_name(status.code()).into()).or_default() += 1;
                *self.errors.entry(error_text(&status)).or_default() += 1;
            }
        }
    }

    fn merge(&mut self, other: Tally) {
        self.ok_latencies_ns.extend(other.ok_latencies_ns);
        self.error_latencies_ns.extend(other.error_latencies_ns);
        for (k, v) in other.status {
            *self.status.entry(k).or_default() += v;
        }
        for (k, v) in other.errors {
            *self.errors.entry(k).or_default() += v;
        }
        self.messages += other.messages;
    }

    /// Every finished call.
    pub fn count(&self) -> u64 {
        (self.ok_latencies_ns.len() + self.error_latencies_ns.len()) as u64
    }
}

/// Status code names as ghz (Go's grpc) prints them.
pub fn code_name(code: tonic::Code) -> &'static str {
    use tonic::Code::*;
    match code {
        Ok => "OK",
        Cancelled => "Canceled",
        Unknown => "Unknown",
        InvalidArgument => "InvalidArgument",
        DeadlineExceeded => "DeadlineExceeded",
        NotFound => "NotFound",
        AlreadyExists => "AlreadyExists",
        PermissionDenied => "PermissionDenied",
        ResourceExhausted => "ResourceExhausted",
        FailedPrecondition => "FailedPrecondition",
        Aborted => "Aborted",
        OutOfRange => "OutOfRange",
        Unimplemented => "Unimplemented",
        Internal => "Internal",
        Unavailable => "Unavailable",
        DataLoss => "DataLoss",
        Unauthenticated => "Unauthenticated",
    }
}

fn error_text(status: &tonic::Status) -> String {
    let mut msg: String = status.message().chars().take(300).collect();
    if msg.len() < status.message().len() {
        msg.push('…');
    }
    format!("rpc error: code = {} desc = {msg}", code_name(status.code()))
}

/// The result of a run.
#[derive(Debug)]
pub struct RunResult {
    /// Merged tallies.
    pub tally: Tally,
    /// Wall time from the first request to the last response.
    pub total: Duration,
    /// Why it ended.
    pub end_reason: EndReason,
    /// When it started.
    pub started_at: chrono::DateTime<chrono::Utc>,
}

/// Hands out request numbers and send times (the chat load uses it for turns).
pub(super) struct Schedule {
    pub(super) start: Instant,
    pub(super) total: Option<u64>,
    pub(super) deadline: Option<Instant>,
    pub(super) rps: Option<f64>,
    pub(super) next: AtomicU64,
}

impl Schedule {
    /// The next request number and when to send it; `None` when the run is over.
    pub(super) fn next(&self) -> Option<(u64, Instant)> {
        let k = self.next.fetch_add(1, Ordering::Relaxed);
        if self.total.is_some_and(|n| k >= n) {
            return None;
        }
        let at = match self.rps {
            Some(r) => self.start + Duration::from_secs_f64(k as f64 / r),
            None => Instant::now(),
        };
        if self.deadline.is_some_and(|d| at >= d) {
            return None;
        }
        Some((k, at))
    }
}

/// Everything a worker needs to send one call.
struct Target {
    path: PathAndQuery,
    server_streaming: bool,
    requests: Requests,
    metadata: Vec<(AsciiMetadataKey, String)>,
    timeout: Duration,
}

/// Opens `connections` HTTP/2 connections to `opts.addr` (failing fast with a
/// clear message when the target is not there).
pub async fn connect(opts: &RunSettings) -> anyhow::Result<Vec<Channel>> {
    let mut endpoint = Endpoint::from_shared(opts.addr.clone())
        .with_context(|| format!("invalid address {}", opts.addr))?
        .connect_timeout(opts.connect_timeout)
        .tcp_nodelay(true);
    if let Some(tls) = &opts.tls {
        let https = opts.addr.replacen("http://", "https://", 1);
        let read = |p: &std::path::Path| std::fs::read(p).with_context(|| format!("reading {}", p.display()));
        let mut config = tonic::transport::ClientTlsConfig::new()
            .ca_certificate(tonic::transport::Certificate::from_pem(read(&tls.ca)?));
        if let Some((cert, key)) = &tls.identity {
            config = config.identity(tonic::transport::Identity::from_pem(read(cert)?, read(key)?));
        }
        if let Some(name) = &tls.server_name {
            config = config.domain_name(name.clone());
        }
        endpoint = Endpoint::from_shared(https)?
            .connect_timeout(opts.connect_timeout)
            .tcp_nodelay(true)
            .tls_config(config)
            .context("TLS settings")?;
    }
    let mut channels = Vec::with_capacity(opts.connections);
    for _ in 0..opts.connections {
        channels.push(endpoint.connect().await.with_context(|| format!("cannot connect to {}", opts.addr))?);
    }
    Ok(channels)
}

/// Runs the load described by `opts` against `method` and returns the tallies.
pub async fn run(
    opts: &RunSettings,
    channels: Vec<Channel>,
    path: PathAndQuery,
    server_streaming: bool,
    requests: Requests,
) -> anyhow::Result<RunResult> {
    let metadata = opts
        .metadata
        .iter()
        .map(|(k, v)| Ok((k.parse::<AsciiMetadataKey>().with_context(|| format!("metadata key {k:?}"))?, v.clone())))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let target = Arc::new(Target { path, server_streaming, requests, metadata, timeout: opts.timeout });
    let (stop_tx, stop_rx) = watch::channel(false);
    let interrupted = tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            let _ = stop_tx.send(true);
        }
        // Keep the sender alive: a dropped sender would wake every worker's `changed()`.
        std::future::pending::<()>().await;
    });
    let started_at = chrono::Utc::now();
    let start = Instant::now();
    let schedule = Arc::new(Schedule {
        start,
        total: opts.total,
        deadline: opts.duration.map(|z| start + z),
        rps: opts.rps,
        next: AtomicU64::new(0),
    });
    let workers = opts.total.map_or(opts.concurrency, |n| opts.concurrency.min(n as usize));
    let mut handles = Vec::with_capacity(workers);
    for id in 0..workers {
        let grpc = Grpc::new(channels[id % channels.len()].clone()).max_decoding_message_size(256 << 20);
        let (target, schedule, stop) = (target.clone(), schedule.clone(), stop_rx.clone());
        handles.push(tokio::spawn(worker(id, grpc, target, schedule, stop)));
    }
    let mut tally = Tally::default();
    for h in handles {
        tally.merge(h.await.context("a load worker panicked")?);
    }
    let total = start.elapsed();
    interrupted.abort();
    let end_reason = if *stop_rx.borrow() {
        EndReason::Cancel
    } else if opts.total.is_some_and(|n| schedule.next.load(Ordering::Relaxed) >= n) {
        EndReason::Normal
    } else {
        EndReason::Timeout
    };
    Ok(RunResult { tally, total, end_reason, started_at })
}

async fn worker(
    id: usize,
    mut grpc: Grpc<Channel>,
    target: Arc<Target>,
    schedule: Arc<Schedule>,
    mut stop: watch::Receiver<bool>,
) -> Tally {
    let mut tally = Tally::default();
    while let Some((k, at)) = schedule.next() {
        if *stop.borrow() {
            break;
        }
        tokio::select! {
            _ = tokio::time::sleep_until(at) => {}
            _ = stop.changed() => break,
        }
        let ctx = CallContext { request_number: k, worker_id: id };
        let sent = Instant::now();
        let outcome = tokio::select! {
            r = call(&mut grpc, &target, &ctx) => r,
            _ = stop.changed() => break,
        };
        tally.record(sent.elapsed(), outcome);
    }
    tally
}

/// One call; `Ok(messages received)` when it ends with status OK. A
/// server-streaming call counts when its stream ends.
async fn call(grpc: &mut Grpc<Channel>, target: &Target, ctx: &CallContext) -> Result<u64, tonic::Status> {
    let body: Bytes = target.requests.body(ctx).map_err(|e| tonic::Status::invalid_argument(format!("{e:#}")))?;
    let mut req = tonic::Request::new(body);
    req.set_timeout(target.timeout);
    for (k, v) in &target.metadata {
        let v = render(v, ctx).map_err(|e| tonic::Status::invalid_argument(format!("{e:#}")))?;
        let v = AsciiMetadataValue::try_from(v.as_str())
            .map_err(|_| tonic::Status::invalid_argument(format!("metadata {k} is not ASCII text")))?;
        req.metadata_mut().insert(k.clone(), v);
    }
    let exchange = async {
        grpc.ready().await.map_err(|e| tonic::Status::unavailable(format!("connection not ready: {e}")))?;
        if target.server_streaming {
            let mut stream = grpc.server_streaming(req, target.path.clone(), RawCodec).await?.into_inner();
            let mut n = 0;
            while stream.message().await?.is_some() {
                n += 1;
            }
            Ok(n)
        } else {
            grpc.unary(req, target.path.clone(), RawCodec).await.map(|_| 1)
        }
    };
    // The server enforces `grpc-timeout`; this bounds a server that ignores it.
    match tokio::time::timeout(target.timeout + Duration::from_millis(500), exchange).await {
        Ok(r) => r,
        Err(_) => Err(tonic::Status::deadline_exceeded("client deadline exceeded")),
    }
}
