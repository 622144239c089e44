//! Measures the per-turn hot paths that do not wait on the network: building
//! the grounding evidence from real tool results, checking an answer of
//! 2,000 characters (typed numbers, each matched and judged in context; and
//! the worst case where every number fails and is searched as a computation),
//! rendering references from a stream of deltas, and decoding a provider's
//! SSE stream.
//!
//! The answers checked are the labelled corpus's own (`tests/corpus`),
//! concatenated to 2,000 characters: faithful answers of seven cases asked in
//! one turn (prose, lists, tables, several locales, a sweep with its
//! disclosures), and the same with every answer a wrong one. Timings are
//! medians of 31 batches (batch means), so a busy machine moves them less;
//! the last lines are a table ready to paste into the README.
//!
//! Run: `cargo run --release -p chat-orchestrator --example bench_grounding`;
//! with `GROUNDING_LOOP=faithful` (or `failing`, or `repeated`: the one
//! wrong sentence repeated) it only checks that answer `N` times (default
//! 20), and with `GROUNDING_LOOP=evidence` it only builds the turn's evidence
//! `N` times, to count instructions under callgrind. With
//! `GROUNDING_DUMP=1` it prints the full report (kinds, spans, messages,
//! suggestions) on every corpus answer instead: a change meant only to cost
//! less must leave that output byte for byte the same.

use std::time::{Duration, Instant};

/// The service binary's allocator, so the timings are the service's.
#[global_allocator]
static ALLOCATOR: chat_orchestrator::Allocator = chat_orchestrator::Allocator;

use chat_orchestrator::{
    grounding::{self, Evidence},
    provider::sse::SseDecoder,
    references::{Locale, stream::Renderer},
    result_view::ResultView,
};
use serde_json::Value;

const RESULTS: &str = include_str!("../tests/corpus/tool_results.json");
const ANSWERS: &str = include_str!("../tests/corpus/answers.jsonl");
/// Every labelled set, for `GROUNDING_DUMP`.
const SETS: [&str; 11] = [
    ANSWERS,
    include_str!("../tests/corpus/heldout.jsonl"),
    include_str!("../tests/corpus/blind.jsonl"),
    include_str!("../tests/corpus/blind2.jsonl"),
    include_str!("../tests/corpus/blind3.jsonl"),
    include_str!("../tests/corpus/blind4.jsonl"),
    include_str!("../tests/corpus/blind5.jsonl"),
    include_str!("../tests/corpus/blind6.jsonl"),
    include_str!("../tests/corpus/blind7.jsonl"),
    include_str!("../tests/corpus/blind8.jsonl"),
    include_str!("../tests/corpus/blind9.jsonl"),
];

/// The cases of the benchmark turn.
const CASES: [&str; 7] = [
    "q_rsi_oversold_2024",
    "b_rsi_long",
    "q_dow_range_2024",
    "q_monthly_2024",
    "r_by_shop",
    "x_sweep_rsi_level",
    "x_compare_two_down",
];

/// Results of several corpus cases in one turn: a 63-row table, a backtest,
/// a grouped query and a receipts aggregate.
fn turn() -> (Vec<ResultView>, Vec<Value>) {
    let all: Value = serde_json::from_str(RESULTS).expect("corpus results");
    let mut views = Vec::new();
    let mut inputs = Vec::new();
    for id in CASES {
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

/// One sentence of wrong numbers, repeated to 2,000 characters: every number fails.
const REPEATED: &str = "The strategy made 41 trades with a 23.7% win rate and 612.9 points. Wednesday's range was 9.3 \
                        points wider than Monday's, and Friday averaged 281.4. July lost 1,874 points; Лента got \
                        12 345,67 ₽. ";

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

/// Corpus answers of the turn's cases with `label` (hand-written templates
/// only), joined by blank lines up to 2,000 characters. Typed numbers only:
/// the answers were rendered from their references.
fn corpus_answer(label: &str) -> String {
    let mut out = String::new();
    let mut added = true;
    let lines: Vec<Value> = ANSWERS.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    // Round-robin over the cases, so every kind of result is in the answer.
    let mut next = vec![0usize; CASES.len()];
    while added {
        added = false;
        for (k, case) in CASES.iter().enumerate() {
            let pick = lines
                .iter()
                .filter(|a| a["case"] == *case && a["label"] == label && !a["id"].as_str().unwrap_or("").contains('~'))
                .nth(next[k]);
            let Some(a) = pick else { continue };
            next[k] += 1;
            let text = a["answer"].as_str().unwrap_or("");
            if out.chars().count() + text.chars().count() + 2 > 2_000 {
                continue;
            }
            out.push_str(text);
            out.push_str("\n\n");
            added = true;
        }
    }
    out.trim_end().to_string()
}

/// Median over 31 batches of the mean time of one call.
fn median_of_batches(n: u32, mut f: impl FnMut()) -> Duration {
    let mut batches: Vec<Duration> = (0..31).map(|_| per_call(n, &mut f)).collect();
    batches.sort();
    batches[15]
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

/// Corpus answers with one wrong number each, 2,000 characters.
fn failing_answer() -> String {
    [
        "invented",
        "coincidental",
        "misrounded",
        "wrong_row",
        "wrong_column",
        "wrong_unit",
        "wrong_sign",
        "wrong_sample",
        "undisclosed",
    ]
    .iter()
    .map(|l| corpus_answer(l))
    .collect::<Vec<_>>()
    .join("\n\n")
    .chars()
    .take(2_000)
    .collect::<String>()
}

/// Prints the full report on every answer of every labelled set, each
/// checked against its own case's results.
fn dump() {
    let all: Value = serde_json::from_str(RESULTS).expect("corpus results");
    let mut turns = std::collections::BTreeMap::new();
    for c in all["cases"].as_array().expect("cases") {
        let mut e = Evidence::new();
        e.add_user(c["question"].as_str().unwrap_or(""));
        for (i, call) in c["calls"].as_array().expect("calls").iter().enumerate() {
            let r = &call["result"];
            let v = ResultView::build(
                i + 1,
                &format!("call_{}", i + 1),
                call["tool"].as_str().unwrap_or(""),
                &call["input"],
                Some(r),
                r["model_response"].as_str().unwrap_or(""),
            );
            e.add_view(&v, &call["input"]);
        }
        turns.insert(c["id"].as_str().unwrap_or("").to_string(), e);
    }
    let opts = grounding::GroundingOptions::default();
    for line in SETS.iter().flat_map(|s| s.lines()).filter(|l| !l.trim().is_empty()) {
        let a: Value = serde_json::from_str(line).expect("answer line");
        let Some(e) = a["case"].as_str().and_then(|c| turns.get(c)) else { continue };
        let report = grounding::check(a["answer"].as_str().unwrap_or(""), &[], e, &opts);
        println!("{} {report:?}", a["id"].as_str().unwrap_or(""));
    }
}

fn main() {
    if std::env::var_os("GROUNDING_DUMP").is_some() {
        dump();
        return;
    }
    let (views, inputs) = turn();
    let faithful = corpus_answer("faithful");
    let failing = failing_answer();
    // `GROUNDING_LOOP=faithful|failing`: only check that answer `N` times
    // (default 20), for an instruction count that a busy machine does not move:
    // `valgrind --tool=callgrind --toggle-collect='chat_orchestrator::grounding::check*' <this binary>`.
    // `GROUNDING_LOOP=evidence` builds the evidence `N` times instead
    // (`--toggle-collect='chat_orchestrator::grounding::evidence::Evidence::add*'`).
    let repeated = answer_of(REPEATED);
    if let Ok(which) = std::env::var("GROUNDING_LOOP") {
        let n: u32 = std::env::var("N").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
        if which == "evidence" {
            let values: usize = (0..n).map(|_| evidence(&views, &inputs).len()).sum();
            println!("{n} evidence builds, {values} values");
            return;
        }
        let e = evidence(&views, &inputs);
        let answer = match which.as_str() {
            "failing" => &failing,
            "repeated" => &repeated,
            _ => &faithful,
        };
        let opts = grounding::GroundingOptions::default();
        let checked: usize = (0..n).map(|_| grounding::check(answer, &[], &e, &opts).checked).sum();
        println!("{n} checks of the {which} answer, {checked} numbers checked");
        return;
    }
    let build = per_call(200, || {
        std::hint::black_box(evidence(&views, &inputs).len());
    });
    let e = evidence(&views, &inputs);
    println!("evidence: {} values from {} results; build {build:?}", e.len(), views.len());

    let opts = grounding::GroundingOptions::default();
    let mut table = vec![("evidence of the turn's 7 results".to_string(), build)];
    for (name, answer) in [
        ("corpus answers, all faithful", &faithful),
        ("corpus answers with one wrong number each", &failing),
        ("one wrong sentence repeated", &repeated),
    ] {
        let mut report = grounding::Report::default();
        let t = median_of_batches(200, || report = grounding::check(answer, &[], &e, &opts));
        println!(
            "check of a {}-character answer ({name}): {t:?} per answer; {} numbers checked, {} failed",
            answer.chars().count(),
            report.checked,
            report.issues.len()
        );
        table.push((
            format!(
                "check, {} characters ({name}: {} typed numbers, {} failed)",
                answer.chars().count(),
                report.checked,
                report.issues.len()
            ),
            t,
        ));
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
    table.push((format!("rendering references, {} characters in {} deltas", cited.chars().count(), deltas.len()), t));

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

    println!("\n| what | median per call |\n|---|---|");
    for (what, t) in &table {
        println!("| {what} | {:.3} ms |", t.as_secs_f64() * 1e3);
    }
}
