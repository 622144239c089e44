//! Measures the per-turn hot paths that do not wait on the network: building
//! the grounding evidence from real tool results, checking an answer of
//! 2,000 characters (typed numbers, each matched and judged in context; and
//! the worst case where every number fails and is searched as a computation),
//! rendering references from a stream of deltas, and decoding a provider's
//! SSE stream.
//!
//! Run: `cargo run --release -p chat-orchestrator --example bench_grounding`

use std::time::{Duration, Instant};

use chat_orchestrator::{
    grounding::{self, Evidence},
    provider::sse::SseDecoder,
    references::{Locale, stream::Renderer},
    tools::view::ResultView,
};
use serde_json::Value;

const RESULTS: &str = include_str!("../tests/corpus/tool_results.json");

/// Results of several corpus cases in one turn: a 63-row table, a backtest,
/// a grouped query and a receipts aggregate.
fn turn() -> (Vec<ResultView>, Vec<Value>) {
    let all: Value = serde_json::from_str(RESULTS).expect("corpus results");
    let mut views = Vec::new();
    let mut inputs = Vec::new();
    for id in ["q_rsi_oversold_2024", "b_rsi_long", "q_dow_range_2024", "q_monthly_2024", "r_by_shop"] {
        let case = all["cases"].as_array().expect("cases").iter().find(|c| c["id"] == id).expect("case");
        for call in case["calls"].as_array().expect("calls") {
            let r = &call["result"];
            let k = views.len() + 1;
            views.push(ResultView::build(
                k,
                &format!("call_{k}"),
                call["tool"].as_str().unwrap_or(""),
                &call["input"],
                Some(r),
                r["model_response"].as_str().unwrap_or(""),
            ));
            inputs.push(call["input"].clone());
        }
    }
    (views, inputs)
}

fn evidence(views: &[ResultView], inputs: &[Value]) -> Evidence {
    let mut e = Evidence::new();
    e.add_user("Backtest RSI(14) below 30 and compare it with the 2024 weekday ranges and monthly bars.");
    for (v, i) in views.iter().zip(inputs) {
        e.add_view(v, i);
    }
    e
}

/// Repeats `unit` up to 2,000 characters, topped up with prose without numbers.
fn answer_of(unit: &str) -> String {
    let mut a = String::new();
    while a.chars().count() + unit.chars().count() <= 2_000 {
        a.push_str(unit);
    }
    let filler = "The engines computed every figure here. ";
    while a.chars().count() + filler.len() <= 2_000 {
        a.push_str(filler);
    }
    a
}

fn per_call(n: u32, mut f: impl FnMut()) -> Duration {
    for _ in 0..n / 10 {
        f();
    }
    let t = Instant::now();
    for _ in 0..n {
        f();
    }
    t.elapsed() / n
}

fn main() {
    let (views, inputs) = turn();
    let build = per_call(200, || {
        std::hint::black_box(evidence(&views, &inputs).len());
    });
    let e = evidence(&views, &inputs);
    println!("evidence: {} values from {} results; build {build:?}", e.len(), views.len());

    let faithful = answer_of(
        "RSI(14) was below 30 on 63 days in 2024, the lowest reading 19.49 on July 18. \
         The strategy made 36 trades with a 19.4% win rate, profit factor 0.76 and a net loss of 917.4 points; \
         max drawdown hit 1,368.1 points. Wednesday had the widest average range (278.7), Monday the narrowest (269.4). \
         July was the worst month at −1,374 points. Перекрёсток leads with 216 136,08 ₽ over 95 receipts. ",
    );
    let failing = answer_of(
        "The strategy made 41 trades with a 23.7% win rate and 612.9 points. Wednesday's range was 9.3 points wider \
         than Monday's, and Friday averaged 281.4. July lost 1,874 points; Лента got 12 345,67 ₽. ",
    );
    let opts = grounding::Options::default();
    for (name, answer) in [("faithful", &faithful), ("every number failing", &failing)] {
        let mut report = grounding::Report::default();
        let t = per_call(2_000, || report = grounding::check(answer, &[], &e, &opts));
        println!(
            "check of a {}-character answer ({name}): {t:?} per answer; {} numbers checked, {} failed",
            answer.chars().count(),
            report.checked,
            report.issues.len()
        );
    }

    // Where the time goes (faithful answer).
    let parts = [
        (
            "scan",
            per_call(2_000, || {
                std::hint::black_box(grounding::scan::scan(&faithful, &[]));
            }),
        ),
        ("pieces", {
            let sc = grounding::scan::scan(&faithful, &[]);
            per_call(2_000, || {
                std::hint::black_box(grounding::context::pieces(&faithful, &sc));
            })
        }),
    ];
    println!("  of which: {parts:?}");

    // Rendering references streamed 4 characters at a time.
    let cited =
        answer_of("Wednesday averaged {{r3.Wednesday.mean_range|1}} points and the strategy {{r2.total_pnl|1}}; ");
    let chars: Vec<char> = cited.chars().collect();
    let deltas: Vec<String> = chars.chunks(4).map(|c| c.iter().collect()).collect();
    let mut bound = 0;
    let t = per_call(2_000, || {
        let mut r = Renderer::new(Locale::En);
        bound = 0;
        for d in &deltas {
            bound += r.push(d, &views).len();
        }
        bound += r.finish(&views).len();
    });
    println!(
        "render references in a {}-character answer streamed in {} deltas: {t:?} ({bound} pieces)",
        cited.chars().count(),
        deltas.len()
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
