//! Provenance of the grounding corpus: every tool result in
//! `services/chat-orchestrator/tests/corpus/tool_results.json` is what the
//! real engines return for the calls in `cases.json`, on `barb gen-data`
//! output (market cases) and on `barb receipts seed` in a throwaway
//! PostgreSQL (receipts cases).
//!
//! The test re-runs every call through the `barb` CLI (the same engine
//! libraries the services wrap) and compares. When an engine's output changes
//! on purpose, regenerate the file with
//! `BARB_BLESS=1 cargo test -p barb-tests --test grounding_corpus_results`
//! and re-run the orchestrator's corpus evaluation.
//!
//! Fields the grounding check never reads are dropped to keep the file small:
//! `source_rows` (the card's evidence rows; `source_row_count` stays),
//! `equity_curve`, and the per-trade and per-run detail of research results
//! (`trades` of a portfolio, `runs` of a comparison: the model never sees
//! them), and the wall times in research results' `metadata`.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};
use barb_tests::{Postgres, binary_path};
use serde_json::{Value, json};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../services/chat-orchestrator/tests/corpus")
}

fn barb(args: &[&str], env: &[(&str, &str)]) -> anyhow::Result<Value> {
    let mut cmd = Command::new(binary_path("barb")?);
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().context("running barb")?;
    if !out.status.success() {
        bail!("barb {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    let text = String::from_utf8(out.stdout)?;
    let line = text.lines().last().context("barb printed nothing")?;
    serde_json::from_str(line).with_context(|| format!("barb {args:?} printed {line:?}"))
}

/// The result as the orchestrator receives it, minus the unread fields.
fn trimmed(tool: &str, mut result: Value) -> anyhow::Result<Value> {
    if result["ok"] != json!(true) {
        bail!("the engine refused a corpus call: {result}");
    }
    if let Some(o) = result.as_object_mut() {
        for key in ["ok", "source_rows", "equity_curve", "runs"] {
            o.remove(key);
        }
        if tool == "backtest_portfolio" {
            o.remove("trades");
        }
        // Wall time is not a result (and differs on every run).
        if let Some(m) = o.get_mut("metadata").and_then(Value::as_object_mut) {
            for key in ["elapsed_ms", "configurations_per_second"] {
                m.remove(key);
            }
        }
    }
    Ok(result)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn corpus_tool_results_are_what_the_engines_return() -> anyhow::Result<()> {
    let cases: Value = serde_json::from_str(&std::fs::read_to_string(corpus_dir().join("cases.json"))?)?;
    let dir = tempfile::tempdir()?;
    // One directory of `<SYMBOL>.parquet` files: single-instrument calls read
    // NQ's file, the research calls the directory (comparisons and portfolios
    // span instruments).
    let market = &cases["market_data"];
    let mut specs = vec![&market["gen_data"]];
    specs.extend(market["more_instruments"].as_array().into_iter().flatten());
    for spec in specs {
        let symbol = spec["instrument"].as_str().context("instrument")?;
        let status = Command::new(binary_path("barb")?)
            .args(["gen-data", "--out"])
            .arg(dir.path().join(format!("{symbol}.parquet")))
            .args(["--instrument", symbol])
            .args(["--start", spec["start"].as_str().context("start")?])
            .args(["--years", &spec["years"].to_string()])
            .args(["--seed", &spec["seed"].to_string()])
            .args(["--price", &spec["price"].to_string()])
            .status()?;
        assert!(status.success(), "barb gen-data failed for {symbol}");
    }
    let data_dir = dir.path().to_str().context("utf-8 path")?.to_string();
    let nq = market["gen_data"]["instrument"].as_str().context("instrument")?;
    let data = dir.path().join(format!("{nq}.parquet")).to_str().context("utf-8 path")?.to_string();

    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let seed = &cases["receipts_seed"];
    let seeded = barb(
        &[
            "receipts",
            "seed",
            "--users",
            &seed["users"].to_string(),
            "--receipts-per-user",
            &seed["receipts_per_user"].to_string(),
            "--seed",
            &seed["seed"].to_string(),
        ],
        &[("DATABASE_URL", &db)],
    )?;
    let user = seeded["users"][0].as_str().context("seeded user")?.to_string();

    let mut out_cases = Vec::new();
    for case in cases["cases"].as_array().context("cases")? {
        let mut calls = Vec::new();
        for call in case["calls"].as_array().context("calls")? {
            let tool = call["tool"].as_str().context("tool")?;
            let input = &call["input"];
            let result = match tool {
                "run_query" => barb(&["query", "--data", &data, "--query", &input["query"].to_string()], &[])?,
                "run_backtest" => {
                    let mut strategy = input.clone();
                    strategy.as_object_mut().context("input")?.remove("title");
                    barb(&["backtest", "--data", &data, "--strategy", &strategy.to_string()], &[])?
                }
                "backtest_compare" | "backtest_portfolio" | "backtest_sweep" => {
                    let form = tool.trim_start_matches("backtest_");
                    let instrument = call["instrument"].as_str().unwrap_or(nq);
                    let mut args = vec!["backtest", form, "--data-dir", &data_dir, "--instrument", instrument];
                    let text = input.to_string();
                    args.extend(["--input", &text]);
                    barb(&args, &[])?
                }
                "query_receipts" => barb(
                    &["receipts", "query", "--user", &user, "--query", &input["query"].to_string()],
                    &[("DATABASE_URL", &db)],
                )?,
                other => bail!("case {}: unknown tool {other}", case["id"]),
            };
            let mut out = json!({"tool": tool, "input": input, "result": trimmed(tool, result)?});
            if let Some(i) = call.get("instrument") {
                out["instrument"] = i.clone();
            }
            calls.push(out);
        }
        out_cases.push(json!({"id": case["id"], "question": case["question"], "calls": calls}));
    }
    let produced = json!({
        "about": "Generated by tests/tests/grounding_corpus_results.rs from cases.json; do not edit by hand.",
        "cases": out_cases,
    });

    let path = corpus_dir().join("tool_results.json");
    if std::env::var("BARB_BLESS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, serde_json::to_string_pretty(&produced)? + "\n")?;
        eprintln!("wrote {}", path.display());
        return Ok(());
    }
    let committed: Value = serde_json::from_str(
        &std::fs::read_to_string(&path)
            .with_context(|| format!("{} missing: run with BARB_BLESS=1", path.display()))?,
    )?;
    let (a, b) = (committed["cases"].as_array().context("cases")?, produced["cases"].as_array().context("cases")?);
    assert_eq!(a.len(), b.len(), "case count differs; regenerate with BARB_BLESS=1");
    for (c, p) in a.iter().zip(b) {
        if let Some(at) = difference(c, p, "") {
            panic!("case {} differs from what the engines return now at {at}; regenerate with BARB_BLESS=1", p["id"]);
        }
    }
    Ok(())
}

/// Where two results differ, if they do. Numbers may differ in the last
/// bits (relative 1e-12): a parallel sweep sums its configurations' moments
/// in the order the threads finish, and the grounding check reads values at
/// most to their 12th significant digit.
fn difference(a: &Value, b: &Value, at: &str) -> Option<String> {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64()?, y.as_f64()?);
            ((x - y).abs() > 1e-12 * x.abs().max(y.abs()).max(1.0)).then(|| format!("{at}: {x} vs {y}"))
        }
        (Value::Array(x), Value::Array(y)) => {
            if x.len() != y.len() {
                return Some(format!("{at}: {} vs {} items", x.len(), y.len()));
            }
            x.iter().zip(y).enumerate().find_map(|(i, (p, q))| difference(p, q, &format!("{at}[{i}]")))
        }
        (Value::Object(x), Value::Object(y)) => {
            if x.len() != y.len() || x.keys().any(|k| !y.contains_key(k)) {
                return Some(format!("{at}: keys differ"));
            }
            x.iter().find_map(|(k, v)| difference(v, &y[k], &format!("{at}.{k}")))
        }
        _ => (a != b).then(|| format!("{at}: {a} vs {b}")),
    }
}
