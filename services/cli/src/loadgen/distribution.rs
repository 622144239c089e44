//! Latency distributions as ghz reports them: fastest, slowest, average,
//! nearest-rank percentiles and a histogram of ten equal buckets. Shared by the
//! gRPC report and the chat report, so both read the same way.

use std::time::Duration;

use serde_json::{Value, json};

/// Percentiles reported, as ghz does.
pub const PERCENTILES: [f64; 7] = [10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 99.0];
const HISTOGRAM_BUCKETS: usize = 10;

/// Nearest-rank percentile of sorted values.
pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The summary of a set of latencies.
#[derive(Debug, Clone, PartialEq)]
pub struct Distribution {
    /// Values summarised.
    pub count: u64,
    /// Smallest value.
    pub fastest: Duration,
    /// Largest value.
    pub slowest: Duration,
    /// Mean.
    pub average: Duration,
    /// (percentile, value) for [`PERCENTILES`].
    pub percentiles: Vec<(f64, Duration)>,
    /// (lower mark, count): ten equal buckets between fastest and slowest.
    pub histogram: Vec<(Duration, u64)>,
}

impl Distribution {
    /// Summarises `ns` (nanoseconds); sorts it in place.
    pub fn of(ns: &mut [u64]) -> Self {
        ns.sort_unstable();
        let d = Duration::from_nanos;
        let (fastest, slowest) = (ns.first().copied().unwrap_or(0), ns.last().copied().unwrap_or(0));
        let average =
            if ns.is_empty() { 0 } else { (ns.iter().map(|&v| u128::from(v)).sum::<u128>() / ns.len() as u128) as u64 };
        let percentiles = PERCENTILES.iter().map(|&p| (p, d(percentile(ns, p)))).collect();
        let mut histogram = Vec::new();
        if !ns.is_empty() {
            let width = ((slowest - fastest) as f64 / HISTOGRAM_BUCKETS as f64).max(1.0);
            let mut counts = [0u64; HISTOGRAM_BUCKETS];
            for &v in ns.iter() {
                let i = (((v - fastest) as f64 / width) as usize).min(HISTOGRAM_BUCKETS - 1);
                counts[i] += 1;
            }
            for (i, c) in counts.iter().enumerate() {
                let mark = if i == 0 { fastest } else { fastest + (width * i as f64) as u64 };
                histogram.push((d(mark), *c));
            }
        }
        Self {
            count: ns.len() as u64,
            fastest: d(fastest),
            slowest: d(slowest),
            average: d(average),
            percentiles,
            histogram,
        }
    }

    /// The value at percentile `p` (one of [`PERCENTILES`]).
    pub fn at(&self, p: f64) -> Duration {
        self.percentiles.iter().find(|(q, _)| *q == p).map(|(_, d)| *d).unwrap_or_default()
    }

    /// ghz's text: the histogram, then the latency distribution.
    pub fn write_text(&self, out: &mut String) {
        use std::fmt::Write as _;
        if self.histogram.is_empty() {
            return;
        }
        let _ = writeln!(out, "\nResponse time histogram:");
        let max = self.histogram.iter().map(|(_, c)| *c).max().unwrap_or(1).max(1);
        for (mark, c) in &self.histogram {
            let bar = "∎".repeat(((*c as f64 / max as f64) * 40.0).round() as usize);
            let _ = writeln!(out, "  {:<10.3} [{c}]\t|{bar}", mark.as_secs_f64() * 1000.0);
        }
        let _ = writeln!(out, "\nLatency distribution:");
        for (p, d) in &self.percentiles {
            let _ = writeln!(out, "  {p} % in {}", ms(*d));
        }
    }

    /// ghz's JSON `histogram` (marks in seconds) and `latencyDistribution` (ns).
    pub fn json_parts(&self) -> (Value, Value) {
        let histogram = self
            .histogram
            .iter()
            .map(|(mark, c)| {
                json!({
                    "mark": mark.as_secs_f64(),
                    "count": c,
                    "frequency": if self.count > 0 { *c as f64 / self.count as f64 } else { 0.0 },
                })
            })
            .collect::<Vec<_>>();
        let latency = self
            .percentiles
            .iter()
            .map(|(p, d)| json!({"percentage": p, "latency": d.as_nanos() as u64}))
            .collect::<Vec<_>>();
        (Value::Array(histogram), Value::Array(latency))
    }

    /// A compact JSON object: count, fastest, slowest, average, p50/p90/p99 (ms),
    /// histogram and latency distribution.
    pub fn json_ms(&self) -> Value {
        let m = |d: Duration| (d.as_secs_f64() * 1e6).round() / 1e3;
        let (histogram, latency) = self.json_parts();
        json!({
            "count": self.count,
            "fastest_ms": m(self.fastest),
            "slowest_ms": m(self.slowest),
            "average_ms": m(self.average),
            "p50_ms": m(self.at(50.0)),
            "p90_ms": m(self.at(90.0)),
            "p99_ms": m(self.at(99.0)),
            "histogram": histogram,
            "latencyDistribution": latency,
        })
    }
}

/// `12.34 ms` or `1.23 s`.
pub fn ms(d: Duration) -> String {
    let v = d.as_secs_f64() * 1000.0;
    if v >= 1000.0 { format!("{:.2} s", v / 1000.0) } else { format!("{v:.2} ms") }
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
    fn summary_of_hand_made_values() {
        let mut v: Vec<u64> = (1..=10).rev().map(|ms| ms * 1_000_000).collect();
        let d = Distribution::of(&mut v);
        assert_eq!(d.count, 10);
        assert_eq!((d.fastest, d.slowest), (Duration::from_millis(1), Duration::from_millis(10)));
        assert_eq!(d.average, Duration::from_micros(5500));
        assert_eq!(d.at(50.0), Duration::from_millis(5));
        assert_eq!(d.at(99.0), Duration::from_millis(10));
        assert_eq!(d.histogram.len(), 10);
        assert_eq!(d.histogram.iter().map(|(_, c)| c).sum::<u64>(), 10);
        let j = d.json_ms();
        assert_eq!(j["p50_ms"], 5.0);
        assert_eq!(j["average_ms"], 5.5);
        let empty = Distribution::of(&mut []);
        assert_eq!(empty.count, 0);
        assert!(empty.histogram.is_empty());
    }
}
