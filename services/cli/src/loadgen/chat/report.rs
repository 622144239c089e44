//! The chat run's report: a ghz-style summary (counts, rates, then the
//! histogram and percentiles of each latency), the same as one JSON object,
//! or one CSV row per turn.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

use serde_json::{Value, json};

use super::chaos::{self, ChaosLog};
use super::settings::ChatSettings;
use super::users::{Outcome, Tally};
use crate::loadgen::distribution::{Distribution, ms};

/// The persistence check: ended turns found among the stored messages.
#[derive(Debug, Clone, Default)]
pub struct Persistence {
    /// Turns whose terminal event the users saw.
    pub ended: u64,
    /// Of those, stored as assistant messages.
    pub persisted: u64,
    /// Time from the end of the chat phase until every ended turn was stored (or the wait ran out).
    pub waited: Duration,
    /// Conversations whose messages could not be read.
    pub unreadable: u64,
    /// Stored answers that differ from what their client was shown (status, code or content).
    pub mismatched: u64,
    /// Extra stored answers of one turn.
    pub duplicated: u64,
    /// The first few mismatches, for a person to look at.
    pub examples: Vec<String>,
}

/// Everything the report needs.
pub struct ChatResult {
    /// Merged tallies.
    pub tally: Tally,
    /// Length of the ramp (opening every stream).
    pub ramp: Duration,
    /// Length of the chat phase.
    pub chat: Duration,
    /// When the run started.
    pub started_at: chrono::DateTime<chrono::Utc>,
    /// The persistence check, when it ran.
    pub persistence: Option<Persistence>,
    /// Interrupted with Ctrl-C.
    pub interrupted: bool,
    /// The faults of a chaos run (`--chaos-log`).
    pub chaos: Option<ChaosLog>,
}

/// Statistics of a run.
pub struct ChatStats {
    /// Turns by outcome name.
    pub outcomes: BTreeMap<String, u64>,
    /// Turns that ended (done or error) per second of the chat phase.
    pub turns_per_sec: f64,
    /// Events verified in order.
    pub events: u64,
    /// Turns whose stream had a gap, a duplicate or a foreign event.
    pub unclean_turns: u64,
    /// Sum of missing seqs.
    pub missing: u64,
    /// Sum of duplicates.
    pub duplicates: u64,
    /// Reconnects during turns.
    pub reconnects: u64,
    /// Cancels requested.
    pub cancels_requested: u64,
    /// Post → first event.
    pub first_event: Distribution,
    /// Post → terminal event.
    pub done: Distribution,
    /// Post → done minus the scripted model time (`--model-pacing`).
    pub overhead: Distribution,
    /// Publish → client.
    pub delivery: Distribution,
    /// Create + open.
    pub connect: Distribution,
    /// Reopen with `Last-Event-ID`.
    pub resume: Distribution,
    /// Posts accepted (or found after their answer was lost).
    pub started: u64,
    /// Turns accepted but without a terminal event within the turn timeout.
    pub hung: u64,
    /// `error` events by code.
    pub errors_by_code: BTreeMap<String, u64>,
    /// Turns the clients saw taken over (at least one `superseded` for
    /// `owner_lost` or `handover`), and the takeovers in all.
    pub taken_over: u64,
    /// Every takeover (a turn may have several).
    pub takeovers: u64,
    /// Takeovers by reason.
    pub takeover_reasons: BTreeMap<String, u64>,
    /// Model rounds voided and retried (`superseded {reason: "model_retry"}`).
    pub model_retries: u64,
    /// Turns found among the stored messages after their post's answer was lost.
    pub adopted: u64,
    /// Error events whose partial answer differs from what the client was shown.
    pub partial_mismatches: u64,
    /// Owner death → the new owner's first event (needs `--chaos-log`).
    pub takeover_latency: Distribution,
    /// `owner_lost` takeovers with no orchestrator death in their window.
    pub takeovers_unattributed: u64,
    /// Client-visible interruption of a turn taken over.
    pub takeover_stall: Distribution,
}

/// Computes the statistics (sorts the tallies' latencies).
pub fn stats(r: &mut ChatResult) -> ChatStats {
    let t = &mut r.tally;
    let mut outcomes = BTreeMap::new();
    for turn in &t.turns {
        *outcomes.entry(turn.outcome.name().to_string()).or_default() += 1;
    }
    let ended = t.turns.iter().filter(|x| x.outcome.ended()).count() as f64;
    let secs = r.chat.as_secs_f64();
    let ns_of = |d: Option<Duration>| d.map(|d| d.as_nanos() as u64);
    let mut first: Vec<u64> = t.turns.iter().filter_map(|x| ns_of(x.first_event)).collect();
    let mut done: Vec<u64> =
        t.turns.iter().filter(|x| x.outcome == Outcome::Done).filter_map(|x| ns_of(x.done)).collect();
    let mut errors_by_code = BTreeMap::new();
    for turn in &t.turns {
        if let Outcome::ErrorEvent(code) = &turn.outcome {
            *errors_by_code.entry(code.clone()).or_default() += 1;
        }
    }
    let mut takeover_reasons: BTreeMap<String, u64> = BTreeMap::new();
    for s in t.turns.iter().flat_map(|x| &x.supersessions) {
        *takeover_reasons.entry(s.reason.clone()).or_default() += 1;
    }
    let model_retries = takeover_reasons.remove("model_retry").unwrap_or(0);
    let mut measured = chaos::takeovers(&t.turns, r.chaos.as_ref());
    let mut overhead: Vec<u64> =
        t.turns.iter().filter(|x| x.outcome == Outcome::Done).filter_map(|x| ns_of(x.overhead)).collect();
    ChatStats {
        started: t.turns.iter().filter(|x| !x.turn_id.is_empty()).count() as u64,
        hung: t.turns.iter().filter(|x| x.outcome == Outcome::Hung).count() as u64,
        errors_by_code,
        taken_over: t.turns.iter().filter(|x| x.takeovers() > 0).count() as u64,
        takeovers: takeover_reasons.values().sum(),
        takeover_reasons,
        model_retries,
        adopted: t.turns.iter().filter(|x| x.adopted).count() as u64,
        partial_mismatches: t.turns.iter().filter(|x| x.partial_mismatch).count() as u64,
        takeover_latency: Distribution::of(&mut measured.latency_ns),
        takeovers_unattributed: measured.unattributed,
        takeover_stall: Distribution::of(&mut measured.stall_ns),
        outcomes,
        turns_per_sec: if secs > 0.0 { ended / secs } else { 0.0 },
        events: t.turns.iter().map(|x| x.events).sum(),
        unclean_turns: t.turns.iter().filter(|x| x.missing + x.duplicates + x.foreign > 0).count() as u64,
        missing: t.turns.iter().map(|x| x.missing).sum(),
        duplicates: t.turns.iter().map(|x| x.duplicates).sum(),
        reconnects: t.turns.iter().map(|x| u64::from(x.reconnects)).sum(),
        cancels_requested: t.turns.iter().filter(|x| x.cancel_requested).count() as u64,
        first_event: Distribution::of(&mut first),
        done: Distribution::of(&mut done),
        overhead: Distribution::of(&mut overhead),
        delivery: Distribution::of(&mut t.delivery_ns),
        connect: Distribution::of(&mut t.connect_ns),
        resume: Distribution::of(&mut t.resume_ns),
    }
}

/// The human summary.
pub fn summary(s: &ChatSettings, r: &ChatResult, st: &ChatStats) -> String {
    let mut out = String::new();
    let t = &r.tally;
    let _ = writeln!(out, "\nSummary:");
    if let Some(name) = &s.name {
        let _ = writeln!(out, "  Name:\t\t{name}");
    }
    let ws = (0..s.users).filter(|&n| s.transport_of(n) == super::settings::Transport::Ws).count();
    let _ =
        writeln!(out, "  Users:\t{} ({} SSE, {ws} WebSocket) on {} gateway(s)", s.users, s.users - ws, s.targets.len());
    let _ = writeln!(
        out,
        "  Streams:\t{} open, {} failed to open, ramp {}",
        t.streams_opened,
        t.streams_failed,
        ms(r.ramp)
    );
    let _ = writeln!(out, "  Chatting:\t{} users (turns in flight at most)", s.chatting);
    let _ = writeln!(out, "  Turns:\t{} {:?}", t.turns.len(), st.outcomes);
    let _ = writeln!(out, "  Total:\t{} (chat phase)", ms(r.chat));
    let _ = writeln!(out, "  Turns/sec:\t{:.2} (ended turns)", st.turns_per_sec);
    let _ = writeln!(
        out,
        "  Verified:\t{} events; {} turns with a gap/duplicate/foreign event ({} missing, {} duplicates)",
        st.events, st.unclean_turns, st.missing, st.duplicates
    );
    let _ = writeln!(
        out,
        "  Streams:\t{} dropped by the server, {} reconnects during turns, {} events on idle streams",
        t.dropped, st.reconnects, t.idle_events
    );
    let _ = writeln!(out, "  Cancels:\t{} requested", st.cancels_requested);
    if let Some(p) = &r.persistence {
        let _ = writeln!(
            out,
            "  Persisted:\t{} of {} ended turns stored (checked for {}{}); {} stored differently than shown, {} stored twice",
            p.persisted,
            p.ended,
            ms(p.waited),
            if p.unreadable > 0 { format!(", {} conversations unreadable", p.unreadable) } else { String::new() },
            p.mismatched,
            p.duplicated
        );
        for e in &p.examples {
            let _ = writeln!(out, "\t\t{e}");
        }
    }
    let _ = writeln!(
        out,
        "  Durability:\t{} started, {} completed, {} cancelled, {} errored {:?}, {} hung; {} taken over ({} takeovers {:?}), {} model retries; {} posts retried, {} turns found after a lost post, {} gateway switches",
        st.started,
        st.outcomes.get("done").copied().unwrap_or(0),
        st.outcomes.get("cancelled").copied().unwrap_or(0),
        st.outcomes.get("error_event").copied().unwrap_or(0),
        st.errors_by_code,
        st.hung,
        st.taken_over,
        st.takeovers,
        st.takeover_reasons,
        st.model_retries,
        t.post_retries,
        st.adopted,
        t.gateway_switches
    );
    if let Some(log) = &r.chaos {
        let _ = writeln!(out, "  Faults:\t{} {:?}", log.faults.len(), log.counts());
        let _ = writeln!(
            out,
            "  Takeover:\t{} measured from the owner's death (p50 {}, p99 {}, slowest {}), {} unattributed",
            st.takeover_latency.count,
            ms(st.takeover_latency.at(50.0)),
            ms(st.takeover_latency.at(99.0)),
            ms(st.takeover_latency.slowest),
            st.takeovers_unattributed
        );
    }
    let violations = violations(r, st);
    let _ = writeln!(
        out,
        "  Invariants:\t{}",
        if violations.is_empty() {
            "hold (0 hung, 0 lost, 0 duplicated, persisted = ended, stored = shown)".into()
        } else {
            violations.join("; ")
        }
    );
    for (title, d) in [
        ("Time to first event (post → first event of the turn)", &st.first_event),
        ("Time to done (post → done)", &st.done),
        ("Overhead (post → done minus the scripted model time)", &st.overhead),
        ("Publish → client (orchestrator publish → event received)", &st.delivery),
        ("Connect (create conversation + open stream)", &st.connect),
        ("Resume (reopen with Last-Event-ID)", &st.resume),
        ("Takeover (owner death → first event of the new owner)", &st.takeover_latency),
        ("Takeover stall (last event before → superseded, as clients saw it)", &st.takeover_stall),
    ] {
        if d.count == 0 {
            continue;
        }
        let _ = writeln!(
            out,
            "\n{title}: {} values, average {}, p50 {}, p99 {}, slowest {}",
            d.count,
            ms(d.average),
            ms(d.at(50.0)),
            ms(d.at(99.0)),
            ms(d.slowest)
        );
        d.write_text(&mut out);
    }
    if !t.errors.is_empty() {
        let _ = writeln!(out, "\nError distribution:");
        let mut errors: Vec<_> = t.errors.iter().collect();
        errors.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (text, n) in errors {
            let _ = writeln!(out, "  [{n}]\t{text}");
        }
    }
    if r.interrupted {
        let _ = writeln!(out, "\nEnd reason: cancel");
    }
    out
}

/// The JSON report.
pub fn json_report(s: &ChatSettings, r: &ChatResult, st: &ChatStats) -> Value {
    let t = &r.tally;
    let secs = |d: Duration| d.as_secs_f64();
    json!({
        "name": s.name.clone().unwrap_or_default(),
        "date": r.started_at.to_rfc3339(),
        "endReason": if r.interrupted { "cancel" } else if s.total.is_some() && s.duration.is_none() { "normal" } else { "timeout" },
        "options": {
            "targets": s.targets,
            "users": s.users,
            "chatting": s.chatting,
            "total": s.total,
            "duration_s": s.duration.map(secs),
            "rate": s.rate,
            "think_s": secs(s.think),
            "ws_share": s.ws_share,
            "cancel": s.cancel,
            "reconnect": s.reconnect,
            "messages": s.messages,
            "connect_rate": s.connect_rate,
            "turn_timeout_s": secs(s.turn_timeout),
            "model_pacing": s.model_pacing.map(|p| json!({
                "latency_ms": p.latency.as_millis() as u64,
                "tokens_per_second": p.tokens_per_second,
                "chars_per_token": p.chars_per_token,
            })),
        },
        "ramp_s": secs(r.ramp),
        "chat_s": secs(r.chat),
        "streams": {
            "opened": t.streams_opened,
            "failed": t.streams_failed,
            "dropped": t.dropped,
            "idle_events": t.idle_events,
        },
        "turns": {
            "count": t.turns.len(),
            "outcomes": st.outcomes,
            "per_sec": st.turns_per_sec,
            "events": st.events,
            "unclean": st.unclean_turns,
            "missing": st.missing,
            "duplicates": st.duplicates,
            "reconnects": st.reconnects,
            "cancels_requested": st.cancels_requested,
        },
        "persistence": r.persistence.as_ref().map(|p| json!({
            "ended": p.ended,
            "persisted": p.persisted,
            "waited_s": secs(p.waited),
            "unreadable_conversations": p.unreadable,
            "mismatched": p.mismatched,
            "duplicated": p.duplicated,
            "examples": p.examples,
        })),
        "durability": {
            "started": st.started,
            "hung": st.hung,
            "errors_by_code": st.errors_by_code,
            "taken_over": st.taken_over,
            "takeovers": st.takeovers,
            "takeover_reasons": st.takeover_reasons,
            "model_retries": st.model_retries,
            "post_retries": t.post_retries,
            "adopted": st.adopted,
            "gateway_switches": t.gateway_switches,
            "partial_mismatches": st.partial_mismatches,
            "takeovers_unattributed": st.takeovers_unattributed,
            "faults": r.chaos.as_ref().map(|c| c.counts()),
            "violations": violations(r, st),
        },
        "latency": {
            "first_event": st.first_event.json_ms(),
            "done": st.done.json_ms(),
            "overhead": st.overhead.json_ms(),
            "publish_to_client": st.delivery.json_ms(),
            "connect": st.connect.json_ms(),
            "resume": st.resume.json_ms(),
            "takeover": st.takeover_latency.json_ms(),
            "takeover_stall": st.takeover_stall.json_ms(),
        },
        "errorDistribution": t.errors,
    })
}

/// The invariants of a run that did not hold: no turn hung or lost, no event
/// lost or duplicated, every ended turn stored once and as its client saw it.
pub fn violations(r: &ChatResult, st: &ChatStats) -> Vec<String> {
    let mut v = Vec::new();
    let mut check = |n: u64, what: &str| {
        if n > 0 {
            v.push(format!("{n} {what}"));
        }
    };
    check(st.hung, "hung turns");
    check(st.outcomes.get("failed").copied().unwrap_or(0), "turns failed (post refused or stream lost)");
    check(st.missing, "events lost");
    check(st.duplicates, "events duplicated");
    check(r.tally.turns.iter().map(|x| x.foreign).sum(), "foreign events");
    check(st.partial_mismatches, "error events whose partial answer differs from what was shown");
    match &r.persistence {
        Some(p) => {
            check(p.ended - p.persisted.min(p.ended), "ended turns not stored");
            check(p.mismatched, "stored answers that differ from what was shown");
            check(p.duplicated, "turns stored twice");
            check(p.unreadable, "conversations unreadable");
        }
        None if !r.interrupted => v.push("persistence not checked".into()),
        None => {}
    }
    if r.interrupted {
        v.push("interrupted".into());
    }
    v
}

/// One CSV row per turn.
pub fn csv(r: &ChatResult) -> String {
    let mut out = String::from(
        "user,transport,conversation_id,turn_id,outcome,detail,first_event_ms,done_ms,events,missing,duplicates,foreign,reconnects,cancel_requested,overhead_ms,takeovers,model_retries,post_retries,adopted\n",
    );
    let msf = |d: Option<Duration>| d.map(|d| format!("{:.3}", d.as_secs_f64() * 1e3)).unwrap_or_default();
    for t in &r.tally.turns {
        let detail = match &t.outcome {
            Outcome::ErrorEvent(c) | Outcome::Failed(c) => c.replace([',', '"', '\n'], " "),
            _ => String::new(),
        };
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            t.user,
            t.transport.as_str(),
            t.conversation,
            t.turn_id,
            t.outcome.name(),
            detail,
            msf(t.first_event),
            msf(t.done),
            t.events,
            t.missing,
            t.duplicates,
            t.foreign,
            t.reconnects,
            t.cancel_requested,
            msf(t.overhead),
            t.takeovers(),
            t.supersessions.len() - t.takeovers(),
            t.post_retries,
            t.adopted
        );
    }
    out
}
