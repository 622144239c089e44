//! The report, in ghz's shapes: the human summary (count, total, slowest,
//! fastest, average, requests/sec, histogram, latency distribution, status
//! codes, errors) and the JSON report with the same keys ghz writes
//! (durations in nanoseconds), so existing ghz tooling can read it.

use std::fmt::Write as _;
use std::time::Duration;

use serde_json::{Value, json};

use super::distribution::{Distribution, ms};
use super::runner::RunResult;
use super::settings::RunSettings;

/// Statistics of a run. Latency statistics cover successful calls only
/// (ghz's default, `--count-errors` off); `count` and the distributions cover all.
#[derive(Debug, Clone)]
pub struct Stats {
    /// Finished calls.
    pub count: u64,
    /// Successful calls.
    pub ok: u64,
    /// Wall time.
    pub total: Duration,
    /// count / total.
    pub rps: f64,
    /// Latencies of the successful calls.
    pub latency: Distribution,
}

/// Computes the statistics; sorts the latencies in place.
pub fn stats(result: &mut RunResult) -> Stats {
    let count = result.tally.count();
    let latency = Distribution::of(&mut result.tally.ok_latencies_ns);
    let secs = result.total.as_secs_f64();
    let rps = if secs > 0.0 { count as f64 / secs } else { 0.0 };
    Stats { count, ok: latency.count, total: result.total, rps, latency }
}

/// ghz's human summary.
pub fn summary(opts: &RunSettings, result: &RunResult, s: &Stats) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\nSummary:");
    if let Some(name) = &opts.name {
        let _ = writeln!(out, "  Name:\t\t{name}");
    }
    let _ = writeln!(out, "  Count:\t{}", s.count);
    let _ = writeln!(out, "  Total:\t{}", ms(s.total));
    let _ = writeln!(out, "  Slowest:\t{}", ms(s.latency.slowest));
    let _ = writeln!(out, "  Fastest:\t{}", ms(s.latency.fastest));
    let _ = writeln!(out, "  Average:\t{}", ms(s.latency.average));
    let _ = writeln!(out, "  Requests/sec:\t{:.2}", s.rps);
    if result.tally.messages > s.ok {
        let _ = writeln!(out, "  Messages:\t{} (stream messages received)", result.tally.messages);
    }
    s.latency.write_text(&mut out);
    let _ = writeln!(out, "\nStatus code distribution:");
    for (code, n) in &result.tally.status {
        let _ = writeln!(out, "  [{code}]\t{n} responses");
    }
    if !result.tally.errors.is_empty() {
        let _ = writeln!(out, "\nError distribution:");
        let mut errors: Vec<_> = result.tally.errors.iter().collect();
        errors.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        for (text, n) in errors {
            let _ = writeln!(out, "  [{n}]\t{text}");
        }
    }
    if result.end_reason != super::runner::EndReason::Normal {
        let _ = writeln!(out, "\nEnd reason: {}", result.end_reason.as_str());
    }
    out
}

/// ghz's JSON report (durations in nanoseconds).
pub fn json_report(opts: &RunSettings, result: &RunResult, s: &Stats) -> Value {
    let nanos = |d: Duration| d.as_nanos() as u64;
    let (histogram, latency) = s.latency.json_parts();
    json!({
        "name": opts.name.clone().unwrap_or_default(),
        "endReason": result.end_reason.as_str(),
        "options": {
            "call": opts.call,
            "host": opts.addr.trim_start_matches("http://"),
            "insecure": opts.tls.is_none(),
            "concurrency": opts.concurrency,
            "total": opts.total,
            "duration": opts.duration.map(nanos),
            "rps": opts.rps,
            "connections": opts.connections,
            "timeout": nanos(opts.timeout),
            "data": opts.data,
            "metadata": opts.metadata.iter().map(|(k, v)| (k.clone(), Value::String(v.clone())))
                .collect::<serde_json::Map<String, Value>>(),
        },
        "date": result.started_at.to_rfc3339(),
        "count": s.count,
        "total": nanos(s.total),
        "average": nanos(s.latency.average),
        "fastest": nanos(s.latency.fastest),
        "slowest": nanos(s.latency.slowest),
        "rps": s.rps,
        "messages": result.tally.messages,
        "histogram": histogram,
        "latencyDistribution": latency,
        "statusCodeDistribution": result.tally.status,
        "errorDistribution": result.tally.errors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_cover_ok_calls_and_count_every_call() {
        use super::super::runner::{EndReason, Tally};
        let mut tally = Tally {
            ok_latencies_ns: (1..=10).rev().map(|ms| ms * 1_000_000).collect(),
            error_latencies_ns: vec![500_000_000],
            ..Default::default()
        };
        tally.status.insert("OK".into(), 10);
        tally.status.insert("Unavailable".into(), 1);
        let mut r = RunResult {
            tally,
            total: Duration::from_secs(2),
            end_reason: EndReason::Normal,
            started_at: chrono::Utc::now(),
        };
        let s = stats(&mut r);
        assert_eq!((s.count, s.ok), (11, 10));
        assert_eq!(s.latency.fastest, Duration::from_millis(1));
        assert_eq!(s.latency.slowest, Duration::from_millis(10), "errors are not in the latency stats");
        assert_eq!(s.latency.average, Duration::from_micros(5500));
        assert!((s.rps - 5.5).abs() < 1e-9);
        assert_eq!(s.latency.percentiles[2], (50.0, Duration::from_millis(5)));
        assert_eq!(s.latency.histogram.iter().map(|(_, c)| c).sum::<u64>(), 10);
    }
}
