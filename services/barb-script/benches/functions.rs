//! Function-library benchmark: every registered function, called with its
//! defaults (series arguments = `close`, conditions = `close > open`, windows
//! without a default = 20), evaluated over every bar of the generated 2-year
//! minute file. Prints the median of 5 runs per function and the ten slowest.
//!
//! Run: `cargo bench -p query-engine --bench functions` (release build).

use std::time::{Duration, Instant};

use barb_script::functions::{FunctionDef, Parameter, REGISTRY};
use barb_script::market::sample::{SampleSpec, generate};
use barb_script::market::{Instrument, Timeframe};
use barb_script::{Market, Query, plan};
use polars::prelude::*;
use serde_json::json;

const RUNS: usize = 5;

/// A call of `f` with its required arguments filled in.
fn call(f: &FunctionDef) -> String {
    let args: Vec<&str> = f
        .params
        .iter()
        .filter(|p| !p.optional())
        .map(|p| match p {
            Parameter::Series(_) | Parameter::Any(_) => "close",
            Parameter::Cond(_) => "close > open",
            Parameter::Float(..) => "0.9",
            _ => "20",
        })
        .collect();
    format!("{}({})", f.name, args.join(", "))
}

/// Median time to evaluate `text` over the frame.
fn median(frame: &DataFrame, text: &str) -> Duration {
    let q = Query::parse(&json!({"map": {"x": text}})).expect("valid query");
    let expr = plan(q).expect("plans").maps().remove(0).expr;
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let t = Instant::now();
            let out = frame.clone().lazy().select([expr.clone()]).collect().expect("evaluates");
            std::hint::black_box(out);
            t.elapsed()
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}

fn main() {
    let nq = Instrument::builtins().remove(0);
    let minutes = generate(&nq, &SampleSpec::default_nq()).expect("generates");
    let market = Market::from_frame(nq, minutes).expect("two generated years of minute bars");
    let frame = market.bars(None, Timeframe::M1, None).expect("minute bars");
    println!("{} minute bars, median of {RUNS} runs per function\n", frame.height());
    let base = median(&frame, "close").as_secs_f64() * 1e3;
    println!("{:<44} {:>10}", "baseline `close`", format!("{base:.2} ms"));
    let mut results: Vec<(String, &str, f64)> = REGISTRY
        .all()
        .map(|f| {
            let text = call(f);
            let ms = median(&frame, &text).as_secs_f64() * 1e3;
            (text, f.category, ms)
        })
        .collect();
    results.sort_by(|a, b| (a.1, &a.0).cmp(&(b.1, &b.0)));
    for (text, category, ms) in &results {
        println!("{:<12} {text:<44} {ms:>9.2} ms", category);
    }
    results.sort_by(|a, b| b.2.total_cmp(&a.2));
    println!("\nslowest ten:");
    for (text, _, ms) in results.iter().take(10) {
        println!("  {text:<44} {ms:>9.2} ms");
    }
    println!("\n{} functions, total {:.0} ms", results.len(), results.iter().map(|r| r.2).sum::<f64>());
}
