//! Measures the per-turn hot paths that do not wait on the network: building
//! the grounding evidence from a large tool result, checking an answer against
//! it, and decoding a provider's SSE stream.
//!
//! Run: `cargo run --release -p chat-orchestrator --example bench_grounding`

use std::time::Instant;

use chat_orchestrator::{
    grounding::{self, Evidence},
    provider::sse::SseDecoder,
};
use serde_json::json;

fn main() {
    // A large query result: 5,000 table rows × 8 numeric columns + 200 source rows.
    let table: Vec<_> = (0..5000)
        .map(|i| {
            let f = i as f64;
            json!({"date": format!("2010-01-{:02}", i % 28 + 1), "open": 18000.25 + f, "high": 18100.5 + f,
                   "low": 17950.75 + f, "close": 18050.0 + f, "volume": 100_000 + i, "range": 150.25 + f / 7.0,
                   "chg": (f / 13.0).sin() * 2.5, "rsi": 50.0 + (f / 5.0).cos() * 20.0})
        })
        .collect();
    let result = json!({"summary": {"type": "table", "rows": 5000}, "table": table, "source_rows": table[..200]});
    let summary =
        "Result: 5000 rows\n  range: min=150.25, max=864.3929, mean=507.32\n  first: date=2010-01-01, range=150.25";
    let answer = "Over 5,000 days the daily range went from 150.25 to 864.39 points, 507.3 on average; \
                  the widest day closed at 23,049 with RSI near 68.2 and volume of about 105k contracts, \
                  which is 56.2% above normal.";

    let n = 50;
    // Worst case: every value of the result (what `add_json` costs on tool inputs of that size).
    let t = Instant::now();
    for _ in 0..n {
        let mut all = Evidence::new();
        all.add_json(&result);
        std::hint::black_box(all.len());
    }
    let all_json = t.elapsed() / n;
    // What a turn does: the compact text plus the summary of the result.
    let t = Instant::now();
    let mut evidence = Evidence::new();
    for _ in 0..n {
        evidence = Evidence::new();
        evidence.add_text(summary);
        evidence.add_result(&result);
    }
    let build = t.elapsed() / n;
    let t = Instant::now();
    let mut report = grounding::Report::default();
    for _ in 0..n * 20 {
        report = grounding::check(answer, &mut evidence, &grounding::Options::default());
    }
    let check = t.elapsed() / (n * 20);
    println!("every value of a 5,000-row result as evidence: {all_json:?}");
    println!(
        "turn evidence ({} values): {build:?} per build; check of {} numbers: {check:?} per answer (unsupported: {:?})",
        evidence.len(),
        report.checked,
        report.unsupported
    );

    // SSE decoding: 10,000 Anthropic text deltas in 1 KiB chunks.
    let event = "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"hello world \"}}\n\n";
    let body = event.repeat(10_000);
    let t = Instant::now();
    let mut count = 0;
    for _ in 0..10 {
        let mut d = SseDecoder::new();
        for chunk in body.as_bytes().chunks(1024) {
            count += d.push(chunk).expect("utf-8").len();
        }
    }
    let el = t.elapsed();
    println!(
        "SSE decode: {count} events in {el:?} ({:.0} MB/s, {:.2} µs/event)",
        (body.len() * 10) as f64 / el.as_secs_f64() / 1e6,
        el.as_secs_f64() * 1e6 / count as f64
    );
}
