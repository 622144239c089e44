//! Prometheus metrics of the chat layer, served on the service's `/metrics`
//! endpoint next to the standard gRPC metrics: turns by outcome and their
//! duration, tool calls by tool and outcome, tokens by kind, cost, grounding
//! results, failed numbers by kind, cited vs typed numbers, and the tools
//! each tool service contributes.

use std::sync::LazyLock;

use prometheus::{Counter, Histogram, HistogramOpts, HistogramVec, IntCounterVec, IntGauge, IntGaugeVec, Opts};

fn counter_vec(name: &str, help: &str, labels: &[&str]) -> IntCounterVec {
    let c = IntCounterVec::new(Opts::new(name, help), labels).expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    c
}

/// Turns by outcome: `done`, `cancelled`, `error`, `shutdown`.
pub static TURNS: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_turns_total", "Chat turns finished, by outcome", &["outcome"]));

/// Tool calls by tool and outcome (`ok`, `error`).
pub static TOOL_CALLS: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_tool_calls_total", "Tool calls, by tool and outcome", &["tool", "outcome"]));

/// Turns running now on this instance (the autoscaling signal of the
/// orchestrator: each holds a model stream and a publisher).
pub static TURNS_RUNNING: LazyLock<IntGauge> = LazyLock::new(|| {
    let g = IntGauge::new("chat_turns_running", "Chat turns running on this instance").expect("valid metric");
    barb_common::metrics::register(Box::new(g.clone()));
    g
});

/// Conversation summaries by outcome: `ok`, `failed`, `cancelled`
/// ([`crate::summary`]).
pub static SUMMARIES: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec("chat_summaries_total", "Conversation summaries written at the end of a turn, by outcome", &["outcome"])
});

/// Tokens by kind: `input`, `output`, `cache_read`, `cache_write`.
pub static TOKENS: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_tokens_total", "Model tokens, by kind", &["kind"]));

/// Grounding results: `grounded`, `rewritten_grounded`, `ungrounded`.
pub static GROUNDING: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_grounding_total", "Grounding check results of finished answers", &["result"]));

/// Failed numbers of finished answers, by kind (`unsupported`, `wrong_row`, …, `computed`).
pub static GROUNDING_ISSUES: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec(
        "chat_grounding_issues_total",
        "Numbers of finished answers that failed the grounding check, by kind",
        &["kind"],
    )
});

/// Numbers in answers by how they were written: `bound` (rendered from a
/// reference) or `typed` (checked literals).
pub static ANSWER_NUMBERS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec("chat_answer_numbers_total", "Numbers in finished answers, bound (cited) or typed", &["source"])
});

/// Turn duration in seconds.
pub static TURN_SECONDS: LazyLock<Histogram> = LazyLock::new(|| {
    let h = Histogram::with_opts(
        HistogramOpts::new("chat_turn_seconds", "Wall time of a chat turn")
            .buckets(vec![0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 40.0, 80.0, 160.0]),
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(h.clone()));
    h
});

/// Model cost in USD.
pub static COST_USD: LazyLock<Counter> = LazyLock::new(|| {
    let c = Counter::new("chat_cost_usd_total", "Model cost in USD from the price table").expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    c
});

/// Tools each tool service contributes to the model's tool list; 0 while the
/// service is unreachable (its tools are then not offered). Alert on 0.
pub static TOOL_DEFINITIONS: LazyLock<IntGaugeVec> = LazyLock::new(|| {
    let g = IntGaugeVec::new(
        Opts::new("chat_tool_definitions", "Tool definitions in use, by the service that serves them"),
        &["service"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(g.clone()));
    g
});

/// Takeovers of orphaned turns by outcome: `resumed` (this instance runs it
/// now), `ended` (already finished; cleaned up), `limit` (ended with
/// `takeover_limit`), `lost` (another instance claimed it first), `failed`.
pub static TAKEOVERS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec("chat_takeovers_total", "Claims of orphaned turns by this instance, by outcome", &["outcome"])
});

/// Turns this instance stopped running because another instance owns them
/// now (its lease lapsed: alert when this grows, leases are too short or the
/// instance stalls).
pub static SUPERSEDED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec("chat_turns_superseded_total", "Turns stopped because another instance took them over", &["at"])
});

/// Lease heartbeats by outcome: `ok`, `recreated` (the lease had lapsed), `failed`.
pub static HEARTBEATS: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_lease_heartbeats_total", "Instance lease refreshes, by outcome", &["outcome"]));

/// Exposes the durable-turn metrics from the start (every label at 0), so
/// dashboards and alerts on them work before the first takeover and an
/// absent series never hides a quiet one.
pub fn expose_takeovers() {
    for outcome in ["resumed", "ended", "limit", "lost", "failed"] {
        TAKEOVERS.with_label_values(&[outcome]);
    }
    LazyLock::force(&TAKEOVER_SECONDS);
    for o in ["ok", "recreated", "failed"] {
        HEARTBEATS.with_label_values(&[o]);
    }
    for at in ["publish", "commit"] {
        SUPERSEDED.with_label_values(&[at]);
    }
    for r in ["owner_lost", "handover"] {
        TAKEOVER_LATENCY.with_label_values(&[r]);
    }
}

/// Exposes the turn stage and publish histograms from the start (an absent
/// series never hides a stage that has not run yet).
pub fn expose_stages() {
    for stage in ["start", "tools", "between_rounds", "finish", "done_stored", "commit_flush", "commit_write"] {
        TURN_STAGE_SECONDS.with_label_values(&[stage]);
    }
    for phase in ["queued", "acked"] {
        EVENT_PUBLISH_SECONDS.with_label_values(&[phase]);
    }
}

/// Seconds from winning the claim of an orphaned turn to starting it again
/// here: reading its request, committed steps and stored events (the part of
/// a takeover this instance controls; see [`TAKEOVER_LATENCY`] for the whole).
pub static TAKEOVER_SECONDS: LazyLock<Histogram> = LazyLock::new(|| {
    let h = Histogram::with_opts(
        HistogramOpts::new(
            "chat_takeover_seconds",
            "Time from claiming an orphaned turn to starting it again (reading its request, steps and events)",
        )
        .buckets(vec![0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0]),
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(h.clone()));
    h
});

/// Seconds from the moment a turn lost its owner to the new owner's first
/// stored event (its `superseded`), by reason: `owner_lost` counts from the
/// dead owner's last lease heartbeat (so it includes the lease TTL, the scan
/// and the replay: the interruption clients see, plus up to one heartbeat
/// interval), `handover` from the release on shutdown. The issue's budget is
/// p99 ≤ 5 s for `owner_lost` with default settings.
pub static TAKEOVER_LATENCY: LazyLock<HistogramVec> = LazyLock::new(|| {
    let h = HistogramVec::new(
        HistogramOpts::new(
            "chat_takeover_latency_seconds",
            "Time from a turn losing its owner (last heartbeat, or release) to the new owner's first event",
        )
        .buckets(vec![0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 7.5, 10.0, 20.0]),
        &["reason"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(h.clone()));
    h
});

/// Model rounds started again after the provider's stream broke (the text
/// already streamed is voided with `superseded{reason:"model_retry"}`), by
/// whether output had been streamed (`after_output`) or not (`before_output`).
pub static ROUND_RETRIES: LazyLock<IntCounterVec> =
    LazyLock::new(|| counter_vec("chat_model_round_retries_total", "Model rounds retried, by stage", &["stage"]));

/// Tool calls retried after their engine replica went away mid-call, by tool.
pub static TOOL_RETRIES: LazyLock<IntCounterVec> = LazyLock::new(|| {
    counter_vec(
        "chat_tool_retries_total",
        "Tool calls retried on another replica after a failure in transit",
        &["tool"],
    )
});

/// Where a turn's time goes outside the model, by stage (seconds): what an
/// operator reads when the post → `done` overhead grows. `start` (turn task
/// started → the first model call: title, tool list, history), `commit_flush`
/// (a journal commit waiting for the turn's events to be stored),
/// `commit_write` (the commit's compare-and-set in the turn-state bucket),
/// `tools` (a round of tool calls, in parallel), `between_rounds` (a model
/// round's end → the next round's call: commits and tools together),
/// `finish` (the final round's end → `done` queued: grounding check and
/// summary), `done_stored` (`done` queued → stored in JetStream).
pub static TURN_STAGE_SECONDS: LazyLock<HistogramVec> = LazyLock::new(|| {
    let h = HistogramVec::new(
        HistogramOpts::new("chat_turn_stage_seconds", "Time a turn spends in each stage outside the model")
            .buckets(STAGE_BUCKETS.to_vec()),
        &["stage"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(h.clone()));
    h
});

/// Chat event publishing, by phase (seconds): `queued` (handed to the
/// publisher → its publish starts: the wait behind earlier events of the
/// turn) and `acked` (publish → JetStream's ack).
pub static EVENT_PUBLISH_SECONDS: LazyLock<HistogramVec> = LazyLock::new(|| {
    let h = HistogramVec::new(
        HistogramOpts::new("chat_event_publish_seconds", "Time of a chat event in the publisher, by phase")
            .buckets(STAGE_BUCKETS.to_vec()),
        &["phase"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(h.clone()));
    h
});

const STAGE_BUCKETS: [f64; 14] =
    [0.0005, 0.001, 0.002, 0.004, 0.006, 0.008, 0.012, 0.016, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0];
