//! A chat run under faults: what the faults did to the turns, measured from
//! the clients' side.
//!
//! The driver of the faults (`deploy/loadtest/chaos.sh`, or the chaos test)
//! logs each one as `<epoch_ms> <instance> <action>` (`orchestrator-2 kill`,
//! `gateway-1 stop`, `nats restart`, …). A turn taken over because its owner
//! died shows `superseded {reason: "owner_lost"}`: the owner died after it
//! published the last event before it (as far as the clients saw), and the
//! new owner published the `superseded`. The takeover latency of that turn is
//! the time from the earliest orchestrator death (`kill` or `stop`) in that
//! window to the `superseded`: owner death → first event of the new owner,
//! both clocks of this machine. A takeover with no death in its window (a
//! lease lapsed for another reason, e.g. a NATS restart) is counted as
//! unattributed.

use std::time::{Duration, SystemTime};

use super::users::TurnRecord;

/// Slack before the last event: the driver logs a fault just before sending it.
const SLACK: Duration = Duration::from_millis(500);

/// One fault as logged.
#[derive(Debug, Clone, PartialEq)]
pub struct Fault {
    /// When it was sent.
    pub at: SystemTime,
    /// `orchestrator-2`, `gateway-1`, `query-engine-1`, `nats`, `postgres`.
    pub instance: String,
    /// `kill`, `term`, `stop`, `cont`, `start`, `restart`.
    pub action: String,
}

/// A chaos run's log of faults.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ChaosLog {
    /// The faults, in time order.
    pub faults: Vec<Fault>,
}

impl ChaosLog {
    /// Reads `<epoch_ms> <instance> <action>` lines (others are skipped).
    pub fn parse(text: &str) -> Self {
        let mut faults: Vec<Fault> = text
            .lines()
            .filter_map(|line| {
                let mut parts = line.split_whitespace();
                let ms: u64 = parts.next()?.parse().ok()?;
                let instance = parts.next()?.to_string();
                let action = parts.next()?.to_string();
                Some(Fault { at: SystemTime::UNIX_EPOCH + Duration::from_millis(ms), instance, action })
            })
            .collect();
        faults.sort_by_key(|f| f.at);
        Self { faults }
    }

    /// Orchestrator deaths (`kill -9` or `SIGSTOP`): when the owner stopped.
    fn deaths(&self) -> impl Iterator<Item = SystemTime> + '_ {
        self.faults
            .iter()
            .filter(|f| f.instance.starts_with("orchestrator") && (f.action == "kill" || f.action == "stop"))
            .map(|f| f.at)
    }

    /// Counts by `<kind> <action>` (`orchestrator kill`: 4, …).
    pub fn counts(&self) -> std::collections::BTreeMap<String, u64> {
        let mut out = std::collections::BTreeMap::new();
        for f in &self.faults {
            let kind = f.instance.trim_end_matches(|c: char| c.is_ascii_digit() || c == '-');
            *out.entry(format!("{kind} {}", f.action)).or_default() += 1;
        }
        out
    }
}

/// Takeover latencies measured from the clients' events and the faults.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Takeovers {
    /// Owner death → the new owner's `superseded`, per attributed takeover (ns).
    pub latency_ns: Vec<u64>,
    /// Takeovers (`owner_lost`) with no orchestrator death in their window.
    pub unattributed: u64,
    /// Client-visible interruption: the event before `superseded` arriving →
    /// `superseded` arriving, per `owner_lost` takeover (ns).
    pub stall_ns: Vec<u64>,
}

/// Measures every `owner_lost` takeover the clients saw.
pub fn takeovers(turns: &[TurnRecord], log: Option<&ChaosLog>) -> Takeovers {
    let mut out = Takeovers::default();
    for t in turns {
        for s in t.supersessions.iter().filter(|s| s.reason == "owner_lost") {
            if let Some(prev) = s.previous_received {
                out.stall_ns.push(ns(s.received.duration_since(prev).unwrap_or_default()));
            }
            let Some(log) = log else { continue };
            let end = s.published.unwrap_or(s.received);
            let start =
                s.previous_published.unwrap_or(t.posted_at).checked_sub(SLACK).unwrap_or(SystemTime::UNIX_EPOCH);
            match log.deaths().find(|d| *d >= start && *d <= end) {
                Some(death) => out.latency_ns.push(ns(end.duration_since(death).unwrap_or_default())),
                None => out.unattributed += 1,
            }
        }
    }
    out
}

fn ns(d: Duration) -> u64 {
    d.as_nanos().min(u128::from(u64::MAX)) as u64
}

#[cfg(test)]
mod tests {
    use super::super::settings::Transport;
    use super::super::users::Outcome;
    use super::super::verify::Supersession;
    use super::*;

    fn at(ms: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_millis(ms)
    }

    fn turn(supersessions: Vec<Supersession>) -> TurnRecord {
        TurnRecord {
            user: 0,
            transport: Transport::Sse,
            conversation: "c".into(),
            turn_id: "t".into(),
            outcome: Outcome::Done,
            first_event: None,
            done: None,
            overhead: None,
            events: 0,
            missing: 0,
            duplicates: 0,
            foreign: 0,
            reconnects: 0,
            cancel_requested: false,
            posted_at: at(0),
            post_retries: 0,
            adopted: false,
            supersessions,
            final_answer: None,
            shown_answer: String::new(),
            partial_mismatch: false,
        }
    }

    fn sup(reason: &str, prev: u64, published: u64) -> Supersession {
        Supersession {
            reason: reason.into(),
            published: Some(at(published)),
            previous_published: Some(at(prev)),
            received: at(published + 5),
            previous_received: Some(at(prev + 5)),
        }
    }

    #[test]
    fn the_log_parses_and_counts_by_kind() {
        let log = ChaosLog::parse(
            "# seed 42\n2000 orchestrator-2 kill\n1000 gateway-1 stop\n1500 gateway-1 cont\nbad line\n3000 nats restart\n",
        );
        assert_eq!(log.faults.len(), 4);
        assert_eq!(log.faults[0].instance, "gateway-1", "sorted by time");
        let counts = log.counts();
        assert_eq!(counts["orchestrator kill"], 1);
        assert_eq!(counts["gateway stop"], 1);
        assert_eq!(counts["nats restart"], 1);
    }

    #[test]
    fn latency_counts_from_the_owners_death_to_the_superseded() {
        let log = ChaosLog::parse("10000 orchestrator-1 kill\n10200 gateway-2 kill\n30000 orchestrator-3 stop\n");
        let turns = vec![
            // Last event at 9.9 s, owner killed at 10 s, taken over at 13.2 s.
            turn(vec![sup("owner_lost", 9_900, 13_200)]),
            // Stopped at 30 s (logged 0.3 s before its last event reached NATS).
            turn(vec![sup("owner_lost", 30_300, 33_000), sup("model_retry", 33_100, 33_400)]),
            // No death in the window.
            turn(vec![sup("owner_lost", 50_000, 52_000), sup("handover", 60_000, 61_000)]),
        ];
        let t = takeovers(&turns, Some(&log));
        assert_eq!(t.latency_ns, vec![3_200_000_000, 3_000_000_000]);
        assert_eq!(t.unattributed, 1);
        assert_eq!(t.stall_ns.len(), 3, "every owner_lost takeover has a client-visible stall");
        assert_eq!(t.stall_ns[0], 3_300_000_000);
        assert!(takeovers(&turns, None).latency_ns.is_empty());
    }
}
