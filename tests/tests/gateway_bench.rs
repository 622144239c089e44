//! Benchmarks (ignored in the normal run): publish→client latency of live SSE
//! events and how many concurrent SSE clients one gateway instance serves;
//! what the session sweep costs with many open streams
//! (`session_sweep_cost`, `BARB_SWEEP_STREAMS` streams, default 2,000).
//!
//! ```sh
//! export CARGO_TARGET_DIR=$HOME/.cache/barb/target
//! cargo build --release -p gateway
//! cargo test --release -p barb-tests --test gateway_bench -- --ignored --nocapture
//! ```
//!
//! For each client count, every client subscribes to the same conversation
//! (the worst case for fan-out: each event goes to every client), then 50
//! events are published to JetStream 20 ms apart, each carrying its publish
//! time; each client records arrival − publish for every event. The table
//! shows p50/p99/max over all deliveries, the gateway's resident memory, and
//! stops at the first step where a client fails or p99 exceeds one second.
//! Clients, NATS, Postgres and the gateway share the machine's cores, so the
//! numbers are a floor for a dedicated gateway host.

mod gateway_support;

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use barb_tests::{Nats, Postgres};
use futures::future::join_all;
use gateway_support::{Api, Gateway, Publisher, connect_many, rss_kib, text, token};

const EVENTS: usize = 50;
const INTERVAL: Duration = Duration::from_millis(20);

fn now_ns() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).expect("clock after 1970").as_nanos()
}

fn percentile(sorted: &[u128], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1e6
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "benchmark: run with --release --ignored (see the module docs)"]
async fn sse_fanout_latency_and_capacity() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let nowhere = format!("http://127.0.0.1:{}", barb_tests::free_port());
    let gw = Gateway::start(
        &nats.url,
        &db,
        &nowhere,
        &[("RUST_LOG", "warn".into()), ("DATABASE_MAX_CONNECTIONS", "16".into())],
    )
    .await?;
    let publisher = Publisher::connect(&nats.url).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let url = gw.url(&format!("/v1/conversations/{conv}/events"));
    let idle_rss = rss_kib(gw.process.pid()).unwrap_or(0);

    eprintln!("\ngateway SSE fan-out, {EVENTS} events every {INTERVAL:?} to N clients of one conversation");
    eprintln!("idle gateway RSS: {} MiB", idle_rss / 1024);
    eprintln!(
        "{:>7} {:>11} {:>9} {:>9} {:>9} {:>9} {:>9}",
        "clients", "connect_s", "p50_ms", "p90_ms", "p99_ms", "max_ms", "rss_MiB"
    );
    for (step, clients) in [1usize, 100, 1000, 2000, 4000, 8000, 12000].into_iter().enumerate() {
        let started = Instant::now();
        let conns = match connect_many(&url, &token("alice"), clients, 200).await {
            Ok(c) => c,
            Err(e) => {
                eprintln!("{clients:>7} connecting failed: {e}");
                break;
            }
        };
        let connect_s = started.elapsed().as_secs_f64();
        let rss = rss_kib(gw.process.pid()).unwrap_or(0);
        let readers: Vec<_> = conns
            .into_iter()
            .map(|mut sse| {
                tokio::spawn(async move {
                    let mut lat = Vec::with_capacity(EVENTS);
                    while lat.len() < EVENTS {
                        let ev = sse
                            .next_event(Duration::from_secs(60))
                            .await?
                            .ok_or_else(|| anyhow::anyhow!("stream ended"))?;
                        let sent: u128 = ev.data["delta"].as_str().unwrap_or("0").parse()?;
                        lat.push(now_ns().saturating_sub(sent));
                    }
                    anyhow::Ok(lat)
                })
            })
            .collect();
        let turn = format!("bench-{step}");
        for _ in 0..EVENTS {
            publisher.emit(&conv, &turn, text(&now_ns().to_string())).await?;
            tokio::time::sleep(INTERVAL).await;
        }
        let mut all = Vec::with_capacity(clients * EVENTS);
        let mut failed = 0;
        for r in join_all(readers).await {
            match r {
                Ok(Ok(l)) => all.extend(l),
                _ => failed += 1,
            }
        }
        all.sort_unstable();
        let p99 = percentile(&all, 0.99);
        eprintln!(
            "{clients:>7} {connect_s:>11.2} {:>9.2} {:>9.2} {p99:>9.2} {:>9.2} {:>9}{}",
            percentile(&all, 0.5),
            percentile(&all, 0.9),
            percentile(&all, 1.0),
            rss / 1024,
            if failed > 0 { format!("  ({failed} clients failed)") } else { String::new() }
        );
        if failed > 0 || p99 > 1000.0 {
            break;
        }
        // Let the previous clients' connections close before the next step.
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    Ok(())
}

/// Opens `BARB_SWEEP_STREAMS` SSE streams, each on its own conversation, half
/// with JWTs of 100 users and half with their 100 API keys, and reports the
/// session sweep's duration and queries from the gateway's own metrics
/// (`STREAM_REVALIDATE_MS=1000`, so one sweep a second while they stay open).
#[tokio::test(flavor = "multi_thread")]
#[ignore = "benchmark: run with --ignored --nocapture (see the module docs)"]
async fn session_sweep_cost() -> anyhow::Result<()> {
    use gateway_support::{Sse, metric, wait_for_metric};
    let streams: usize = std::env::var("BARB_SWEEP_STREAMS").ok().and_then(|v| v.parse().ok()).unwrap_or(2000);
    const USERS: usize = 100;
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let nowhere = format!("http://127.0.0.1:{}", barb_tests::free_port());
    let keys: Vec<String> = (0..USERS)
        .map(|_| format!("barb_sk_{}{}", uuid::Uuid::new_v4().simple(), uuid::Uuid::new_v4().simple()))
        .collect();
    let bootstrap = keys.iter().enumerate().map(|(u, k)| format!("user{u}={k}")).collect::<Vec<_>>().join(",");
    let gw = Gateway::start(
        &nats.url,
        &db,
        &nowhere,
        &[
            ("RUST_LOG", "warn".into()),
            ("DATABASE_MAX_CONNECTIONS", "16".into()),
            ("STREAM_REVALIDATE_MS", "1000".into()),
            ("BOOTSTRAP_API_KEYS", bootstrap),
        ],
    )
    .await?;
    let mut open = Vec::with_capacity(streams);
    for i in 0..streams {
        let user = i % USERS;
        let jwt = token(&format!("user{user}"));
        let conv = Api::new(&gw.base, &jwt).create_conversation().await?;
        let credential = if i % 2 == 0 { jwt } else { keys[user].clone() };
        open.push(Sse::connect(&gw.url(&format!("/v1/conversations/{conv}/events")), &credential, None).await?);
    }
    wait_for_metric(&gw, "gateway_session_watched_streams", |v| v == streams as f64).await?;
    let at = |name: &'static str| metric(&gw, name);
    let (n0, s0, q0) = (
        at("gateway_session_sweep_seconds_count").await?,
        at("gateway_session_sweep_seconds_sum").await?,
        at("gateway_session_sweep_queries_total").await?,
    );
    wait_for_metric(&gw, "gateway_session_sweep_seconds_count", |v| v >= n0 + 10.0).await?;
    let (n1, s1, q1) = (
        at("gateway_session_sweep_seconds_count").await?,
        at("gateway_session_sweep_seconds_sum").await?,
        at("gateway_session_sweep_queries_total").await?,
    );
    let rss = rss_kib(gw.process.pid()).unwrap_or(0);
    eprintln!(
        "\nsession sweep, {streams} open SSE streams ({} JWT, {} API-key, {streams} conversations, {USERS} users): \
         {:.1} ms mean over {} sweeps, {:.1} queries per sweep; gateway RSS {} MiB",
        streams.div_ceil(2),
        streams / 2,
        (s1 - s0) / (n1 - n0) * 1e3,
        n1 - n0,
        (q1 - q0) / (n1 - n0),
        rss / 1024
    );
    assert_eq!(metric(&gw, "gateway_session_watched_streams").await?, streams as f64, "no stream ended");
    drop(open);
    Ok(())
}
