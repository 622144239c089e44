//! The report, in ghz's shapes: the human summary (count, total, slowest,
//! fastest, average, requests/sec, histogram, latency distribution, status
//! codes, errors) and the JSON report with the same keys ghz writes
//! (durations in nanoseconds), so existing ghz tooling can read it.

use std::fmt::Write as _;
use std::time::Duration;

use serde_json::{Value, json};

use super::runner::RunResult;
use super::settings::RunSettings;

/// Percentiles reported, as ghz does.
pub const PERCENTILES: [f64; 7] = [10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0];
const HISTOGRAM_BUCKETS: usize = 10;

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
    /// Slowest successful call.
    pub slowest: Duration,
    /// Fastest successful call.
    pub fastest: Duration,
    /// Mean of successful calls.
    pub average: Duration,
    /// count / total.
    pub rps: f64,
    /// (percentile, latency).
    pub latency_distribution: Vec<(f64, Duration)>,
    /// (upper mark, count).
    pub histogram: Vec<(Duration, u64)>,
}

/// Nearest-rank percentile of sorted values.
pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Computes the statistics; sorts the latencies in place.
pub fn stats(result: &mut RunResult) -> Stats {
    let count = result.tally.count();
    let lat = &mut result.tally.ok_latencies_ns;
    lat.sort_unstable();
    let ok = lat.len() as u64;
    let ns = Duration::from_nanos;
    let (fastest, slowest) = (lat.first().copied().unwrap_or(0), lat.last().copied().unwrap_or(0));
    let average =
        if lat.is_empty() { 0 } else { (lat.iter().map(|&v| u128::from(v)).sum::<u128>() / lat.len() as u128) as u64 };
    let secs = result.total.as_secs_f64();
    let rps = if secs > 0.0 { count as f64 / secs } else { 0.0 };
    let latency_distribution = PERCENTILES.iter().map(|&p| (p, ns(percentile(lat, p)))).collect();
    let mut histogram = Vec::new();
    if !lat.is_empty() {
        let width = ((slowest - fastest) as f64 / HISTOGRAM_BUCKETS as f64).max(1.0);
        let mut counts = [0u64; HISTOGRAM_BUCKETS];
        for &v in lat.iter() {
            let i = (((v - fastest) as f64 / width) as usize).min(HISTOGRAM_BUCKETS - 1);
            counts[i] += 1;
        }
        for (i, c) in counts.iter().enumerate() {
            let mark = if i == 0 { fastest } else { fastest + (width * i as f64) as u64 };
            histogram.push((ns(mark), *c));
        }
    }
    Stats {
        count,
        ok,
        total: result.total,
        slowest: ns(slowest),
        fastest: ns(fastest),
        average: ns(average),
        rps,
        latency_distribution,
        histogram,
    }
}

fn ms(d: Duration) -> String {
    let v = d.as_secs_f64() * 1000.0;
    if v >= 1000.0 { format!("{:.2} s", v / 1000.0) } else { format!("{v:.2} ms") }
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
    let _ = writeln!(out, "  Slowest:\t{}", ms(s.slowest));
    let _ = writeln!(out, "  Fastest:\t{}", ms(s.fastest));
    let _ = writeln!(out, "  Average:\t{}", ms(s.average));
    let _ = writeln!(out, "  Requests/sec:\t{:.2}", s.rps);
    if result.tally.messages > s.ok {
        let _ = writeln!(out, "  Messages:\t{} (stream messages received)", result.tally.messages);
    }
    if !s.histogram.is_empty() {
        let _ = writeln!(out, "\nResponse time histogram:");
        let max = s.histogram.iter().map(|(_, c)| *c).max().unwrap_or(1).max(1);
        for (mark, c) in &s.histogram {
            let bar = "∎".repeat(((*c as f64 / max as f64) * 40.0).round() as usize);
            let _ = writeln!(out, "  {:<10.3} [{c}]\t|{bar}", mark.as_secs_f64() * 1000.0);
        }
        let _ = writeln!(out, "\nLatency distribution:");
        for (p, d) in &s.latency_distribution {
            let _ = writeln!(out, "  {p} % in {}", ms(*d));
        }
    }
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
    json!({
        "name": opts.name.clone().unwrap_or_default(),
        "endReason": result.end_reason.as_str(),
        "options": {
            "call": opts.call,
            "host": opts.addr.trim_start_matches("http://"),
            "insecure": true,
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
        "average": nanos(s.average),
        "fastest": nanos(s.fastest),
        "slowest": nanos(s.slowest),
        "rps": s.rps,
        "messages": result.tally.messages,
        "histogram": s.histogram.iter().map(|(mark, c)| json!({
            "mark": mark.as_secs_f64(),
            "count": c,
            "frequency": if s.ok > 0 { *c as f64 / s.ok as f64 } else { 0.0 },
        })).collect::<Vec<_>>(),
        "latencyDistribution": s.latency_distribution.iter().map(|(p, d)| json!({
            "percentage": p,
            "latency": nanos(*d),
        })).collect::<Vec<_>>(),
        "statusCodeDistribution": result.tally.status,
        "errorDistribution": result.tally.errors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let v: Vec<u64> = (1..=100).collect();
        assert_eq!(percentile(&v, 10.0), 10);
        assert_eq!(percentile(&v, 50.0), 50);
        assert_eq!(percentile(&v, 99.0), 99);
        assert_eq!(percentile(&[7], 99.0), 7);
        assert_eq!(percentile(&[], 50.0), 0);
        assert_eq!(percentile(&[1, 2, 3], 10.0), 1);
    }

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
        assert_eq!(s.fastest, Duration::from_millis(1));
        assert_eq!(s.slowest, Duration::from_millis(10), "errors are not in the latency stats");
        assert_eq!(s.average, Duration::from_micros(5500));
        assert!((s.rps - 5.5).abs() < 1e-9);
        assert_eq!(s.latency_distribution[2], (50.0, Duration::from_millis(5)));
        assert_eq!(s.histogram.len(), HISTOGRAM_BUCKETS);
        assert_eq!(s.histogram.iter().map(|(_, c)| c).sum::<u64>(), 10);
    }
}
