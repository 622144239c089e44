//! The tool calls the checker suggests for computed numbers really compute
//! them: every correct computation in the labelled answers (corpus, held-out
//! and blind sets) is checked, and each `run_query` the rewrite hint names is
//! run by the real query engine (`barb query`) on the corpus's generated
//! data (`barb gen-data` with the arguments in `corpus/cases.json`); its
//! result must be the number the answer computed. A backtest hint names a
//! `run_backtest` over both periods: run by the real backtester, its by-year
//! line must show both values the answer combined.
//!
//! Needs the `barb` binary (`cargo build --workspace --bins`); a missing one
//! fails with a message saying so.

use std::{collections::BTreeMap, path::Path, process::Command};

use barb_tests::binary_path;
use chat_orchestrator::{
    grounding::{self, Evidence, IssueKind},
    tools::view::ResultView,
};
use serde_json::Value;

const RESULTS: &str = include_str!("corpus/tool_results.json");
const CASES: &str = include_str!("corpus/cases.json");
const SETS: [(&str, &str); 3] = [
    ("corpus", include_str!("corpus/answers.jsonl")),
    ("held-out", include_str!("corpus/heldout.jsonl")),
    ("blind", include_str!("corpus/blind.jsonl")),
];

fn evidence() -> BTreeMap<String, Evidence> {
    let all: Value = serde_json::from_str(RESULTS).expect("tool_results.json");
    let mut out = BTreeMap::new();
    for c in all["cases"].as_array().expect("cases") {
        let mut e = Evidence::new();
        e.add_user(c["question"].as_str().unwrap_or(""));
        for (i, call) in c["calls"].as_array().expect("calls").iter().enumerate() {
            let r = &call["result"];
            let tool = call["tool"].as_str().unwrap_or("");
            let text = r["model_response"].as_str().unwrap_or("");
            let v = ResultView::build(i + 1, "c", tool, &call["input"], Some(r), text);
            e.add_view(&v, &call["input"]);
        }
        out.insert(c["id"].as_str().unwrap_or("").to_string(), e);
    }
    out
}

/// The JSON object that follows `marker` in `text`.
fn json_after(text: &str, marker: &str) -> Option<Value> {
    let start = text.find(marker)? + marker.len();
    let mut depth = 0;
    for (i, c) in text[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return serde_json::from_str(&text[start..start + i + 1]).ok();
                }
            }
            _ => {}
        }
    }
    None
}

fn barb(args: &[&str]) -> Value {
    let barb = binary_path("barb").expect("the barb binary (cargo build --workspace --bins)");
    let out = Command::new(&barb).args(args).output().expect("running barb");
    assert!(out.status.success(), "barb {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    serde_json::from_str(text.lines().last().unwrap_or("")).expect("barb prints JSON")
}

fn generate(dir: &Path) -> String {
    let cases: Value = serde_json::from_str(CASES).expect("cases.json");
    let spec = &cases["market_data"]["gen_data"];
    let file = dir.join("NQ.parquet");
    let barb = binary_path("barb").expect("the barb binary (cargo build --workspace --bins)");
    let status = Command::new(barb)
        .args(["gen-data", "--out"])
        .arg(&file)
        .args(["--instrument", spec["instrument"].as_str().unwrap_or("NQ")])
        .args(["--start", spec["start"].as_str().unwrap_or("")])
        .args(["--years", &spec["years"].to_string()])
        .args(["--seed", &spec["seed"].to_string()])
        .args(["--price", &spec["price"].to_string()])
        .status()
        .expect("barb gen-data");
    assert!(status.success(), "barb gen-data failed");
    file.to_string_lossy().into_owned()
}

#[test]
fn suggested_calls_compute_the_computed_numbers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let data = generate(dir.path());
    let evidence = evidence();
    let opts = grounding::Options::default();
    // Per set: (computed numbers reported, with a run_query hint, verified; backtest hints, verified).
    let mut tally: BTreeMap<&str, [usize; 5]> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut without_call = Vec::new();
    for (set, text) in SETS {
        let t = tally.entry(set).or_default();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let a: Value = serde_json::from_str(line).expect("answer line");
            if a["label"] != "derived" {
                continue;
            }
            let (case, answer) = (a["case"].as_str().unwrap_or(""), a["answer"].as_str().unwrap_or(""));
            let report = grounding::check(answer, &[], &evidence[case], &opts);
            for issue in report.issues.iter().filter(|i| i.kind == IssueKind::Computed) {
                t[0] += 1;
                let hint = issue.hint.as_deref().unwrap_or("");
                let expected = issue.expected.expect("a computed number carries its value");
                if !hint.contains("call run_") {
                    without_call.push(format!("{set} {} {}: {hint}", a["id"], issue.text));
                }
                if let Some(call) = json_after(hint, "call run_query ") {
                    t[1] += 1;
                    let result = barb(&["query", "--data", &data, "--query", &call["query"].to_string()]);
                    // The engine computes from unrounded values; the result must
                    // be the number as the answer wrote it, at its precision.
                    let written = grounding::scan::scan(&issue.text, &[]).numbers;
                    let matches = |v: f64| {
                        written.iter().flat_map(|m| &m.readings).any(|r| (v.abs() - r.value).abs() <= r.tolerance)
                    };
                    match result["summary"]["value"].as_f64() {
                        Some(v) if matches(v) && (v.abs() - expected).abs() <= 1e-3 * expected.abs().max(1.0) => {
                            t[2] += 1
                        }
                        _ => failures.push(format!(
                            "{set} {}: {} — run_query {call} returned {} (expected {expected})",
                            a["id"], issue.text, result["summary"]
                        )),
                    }
                }
                if let Some(mut input) = json_after(hint, "call run_backtest ") {
                    t[3] += 1;
                    input.as_object_mut().map(|o| o.remove("title"));
                    let text = barb(&["backtest", "--data", &data, "--strategy", &input.to_string()]);
                    let by_year = text["model_response"].as_str().unwrap_or("").to_string();
                    // Both operands are the single periods' totals: the by-year line shows each.
                    let shown = |v: f64| by_year.contains(&format!("{v:+.1}"));
                    let values: Vec<f64> =
                        hint.split(['(', ')']).filter_map(|p| p.trim().parse::<f64>().ok()).collect();
                    if values.len() >= 2 && values.iter().all(|v| shown(*v)) {
                        t[4] += 1;
                    } else {
                        failures
                            .push(format!("{set} {}: run_backtest {input} shows {by_year:?}, not {values:?}", a["id"]));
                    }
                }
            }
        }
    }
    println!(
        "\nsuggested calls for computed numbers (set: computed, run_query hints, verified; run_backtest hints, verified)"
    );
    for (set, t) in &tally {
        println!("{set:<9} {:>4} {:>4} {:>4} {:>4} {:>4}", t[0], t[1], t[2], t[3], t[4]);
    }
    println!("computed numbers whose hint names no call (the values are cited instead):");
    for w in &without_call {
        println!("  {w}");
    }
    assert!(failures.is_empty(), "suggested calls that do not compute the number:\n{}", failures.join("\n"));
    let all: [usize; 5] = tally.values().fold([0; 5], |mut acc, t| {
        for i in 0..5 {
            acc[i] += t[i];
        }
        acc
    });
    assert!(all[1] >= 20, "only {} computed numbers got a run_query to verify", all[1]);
}
