//! Query shapes of issue 16 on 2 and 20 generated years: whole-history
//! questions, small slices (a few bars at the end, one week, one day) and
//! tiny queries, each timed end to end in-process (query text → answer:
//! parse, plan, execute, shape), median of repeated runs after a warm-up.
//! Prints ms per shape on both files and the 20y/2y ratio; with
//! `BARB_BENCH_COMPARE=1` it also writes both files as Parquet, runs
//! `tests/python/engine_compare.py` (pandas, DuckDB, Python polars on the
//! same data in memory, answers checked against ours) and prints the ratios.
//! Any answer that differs from ours fails the run. `BARB_BENCH_OUT=FILE`
//! writes every figure as JSON; `tests/python/shapes_table.py FILE` turns
//! it into the README's table.
//!
//! Run: `cargo bench -p barb-script --bench shapes` (release build). The
//! process runs with the query engine's allocator policy
//! ([`barb_script::memory`]), as the service does.
//! `BARB_BENCH_ONLY=crossover,hour` times only the shapes whose names
//! contain one of the words (for profiling one shape; no comparison then).
//! `BARB_BENCH_PROFILE=N` only runs the selected shapes N times on the 2y
//! file inside `profile_runs` (after one unmeasured run), for instruction
//! counts that a busy machine does not disturb:
//! `valgrind --tool=callgrind --toggle-collect='shapes::profile_runs' <bench binary>`
//! (`BARB_BENCH_PROFILE_YEARS=20`: on the 20y file instead, to see whether
//! a shape's work grows faster than the data).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use barb_script::Market;
use barb_script::market::Instrument;
use barb_script::market::sample::{SampleSpec, generate, write_parquet};
use chrono::NaiveDate;
use query_engine::{DEFAULT_SOURCE_ROWS, Summary, answer_text};
use serde_json::{Value, json};

/// What a shape stands for in the targets of issue 16.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Reads the whole history (cost may grow with the data).
    Whole,
    /// A fixed-size slice (cost must not grow with the data).
    Slice,
    /// A tiny question (target ≤ 0.1 ms).
    Tiny,
}

impl Class {
    fn name(self) -> &'static str {
        match self {
            Class::Whole => "whole",
            Class::Slice => "slice",
            Class::Tiny => "tiny",
        }
    }
}

/// The shapes; `engine_compare.py` has the same names, translated by hand.
fn shapes() -> Vec<(&'static str, Class, Value)> {
    vec![
        ("count 1m", Class::Tiny, json!({"select": "count()"})),
        ("daily last_20 mean", Class::Tiny, json!({"from": "daily", "period": "last_20", "select": "mean(close)"})),
        (
            "daily 2024 mean range",
            Class::Slice,
            json!({"from": "daily", "period": "2024", "select": "mean(high - low)"}),
        ),
        ("4h last_3 table", Class::Slice, json!({"from": "4h", "period": "last_3"})),
        (
            "2h RTH last_2 mean range",
            Class::Slice,
            json!({"from": "2h", "session": "RTH", "period": "last_2", "select": "mean(high - low)"}),
        ),
        (
            "15m one week mean range",
            Class::Slice,
            json!({"from": "15m", "period": "2024-12-02:2024-12-06", "map": {"r": "high - low"}, "select": "mean(r)"}),
        ),
        (
            "1m RTH one day rsi count",
            Class::Slice,
            json!({"session": "RTH", "period": "2024-12-03", "map": {"rsi": "rsi(close, 14)"}, "where": "rsi > 70", "select": "count()"}),
        ),
        ("1h last_week table", Class::Slice, json!({"from": "1h", "period": "last_week"})),
        ("5m count", Class::Whole, json!({"from": "5m", "select": "count()"})),
        ("1h RTH mean body", Class::Whole, json!({"from": "1h", "session": "RTH", "select": "mean(close - open)"})),
        (
            "daily group weekday",
            Class::Whole,
            json!({"from": "daily", "map": {"wd": "dayofweek()", "r": "high - low"}, "group_by": "wd", "select": ["mean(r)", "count()"]}),
        ),
        (
            "daily rsi/ema/atr count",
            Class::Whole,
            json!({"from": "daily", "map": {"rsi": "rsi(close, 14)", "e": "ema(close, 20)", "a": "atr(14)"}, "where": "rsi < 30 and close < e", "select": "count()"}),
        ),
        ("monthly table", Class::Whole, json!({"from": "monthly"})),
        (
            "1m RTH hour group",
            Class::Whole,
            json!({"session": "RTH", "map": {"h": "hour()", "r": "high - low"}, "group_by": "h", "select": "mean(r)"}),
        ),
        (
            "1m sma crossover count",
            Class::Whole,
            json!({"map": {"f": "sma(close, 20)", "s": "sma(close, 50)"}, "where": "crossover(f, s)", "select": "count()"}),
        ),
    ]
}

fn nq() -> Instrument {
    Instrument::builtins().remove(0)
}

/// Median wall time of `f` after `warm` unmeasured runs: at least 5 runs,
/// more for fast shapes (up to ~0.5 s of measuring or 2,000 runs).
fn median(mut f: impl FnMut(usize)) -> Duration {
    for i in 0..3 {
        f(i);
    }
    let mut times = Vec::new();
    let started = Instant::now();
    let mut i = 3;
    while times.len() < 5 || (started.elapsed() < Duration::from_millis(500) && times.len() < 2000) {
        let t = Instant::now();
        f(i);
        times.push(t.elapsed());
        i += 1;
    }
    times.sort();
    times[times.len() / 2]
}

/// What the other engines' answers are checked against — the whole answer:
/// the value(s) of a scalar or dict, every group row (keys as shown, then
/// the aggregates), or every row of a table as `[date, time, open, high,
/// low, close]` (time empty on daily and longer bars).
fn check_of(market: &Market, text: &str) -> Value {
    let a = answer_text(market, text, DEFAULT_SOURCE_ROWS).expect("the shape runs");
    match (&a.summary, &a.table) {
        (Summary::Scalar { value, .. }, _) => json!({"value": value}),
        (Summary::Dict { values, .. }, _) => {
            json!({"values": values.iter().map(|f| (f.name.clone(), f.value.clone())).collect::<serde_json::Map<_, _>>()})
        }
        (Summary::Grouped { .. }, Some(t)) => json!({"groups": t.rows()}),
        (_, Some(t)) => {
            let at = |name: &str| t.index(name);
            let rows: Vec<Value> = t
                .rows()
                .iter()
                .map(|r| {
                    let cell = |name: &str| at(name).map_or(json!(""), |i| r[i].clone());
                    json!([cell("date"), cell("time"), cell("open"), cell("high"), cell("low"), cell("close")])
                })
                .collect();
            json!({"rows": rows})
        }
        _ => Value::Null,
    }
}

fn time_shape(market: &Market, query: &Value) -> f64 {
    let text = query.to_string();
    median(|_| {
        std::hint::black_box(answer_text(market, &text, DEFAULT_SOURCE_ROWS).expect("the shape runs"));
    })
    .as_secs_f64()
        * 1e3
}

/// The same tiny query with a different `limit` each run (ignored by a
/// scalar select): every run plans from scratch, a plan cache never hits.
fn time_plan_miss(market: &Market) -> f64 {
    median(|i| {
        let text = json!({"from": "daily", "period": "last_20", "select": "mean(close)", "limit": i + 1}).to_string();
        std::hint::black_box(answer_text(market, &text, DEFAULT_SOURCE_ROWS).expect("runs"));
    })
    .as_secs_f64()
        * 1e3
}

fn market(spec: &SampleSpec) -> (Market, polars::prelude::DataFrame) {
    let frame = generate(&nq(), spec).expect("generates");
    let m = Market::from_frame(nq(), frame.clone()).expect("valid");
    (std::sync::Arc::into_inner(m).expect("fresh"), frame)
}

fn python() -> Option<PathBuf> {
    std::env::var_os("BARB_PYTHON").map(PathBuf::from)
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The selected shapes `runs` times each (see the module doc).
#[inline(never)]
fn profile_runs(market: &Market, texts: &[String], runs: usize) {
    for text in texts {
        for _ in 0..runs {
            std::hint::black_box(answer_text(market, text, DEFAULT_SOURCE_ROWS).expect("the shape runs"));
        }
    }
}

fn main() {
    // The query engine's allocator policy (its main does the same).
    let reuse = barb_script::memory::reuse_freed_buffers();
    let only: Option<Vec<String>> =
        std::env::var("BARB_BENCH_ONLY").ok().map(|v| v.split(',').map(|w| w.trim().to_string()).collect());
    let selected = |name: &str| only.as_ref().is_none_or(|words| words.iter().any(|w| name.contains(w.as_str())));
    let spec_2y = SampleSpec::default_nq();
    let spec_20y = SampleSpec { start: NaiveDate::from_ymd_opt(2005, 1, 3).expect("date"), ..SampleSpec::default_nq() };
    if let Some(runs) = std::env::var("BARB_BENCH_PROFILE").ok().and_then(|v| v.parse::<usize>().ok()) {
        let twenty = std::env::var("BARB_BENCH_PROFILE_YEARS").is_ok_and(|v| v == "20");
        let (two, _) = market(if twenty { &spec_20y } else { &spec_2y });
        let texts: Vec<String> =
            shapes().into_iter().filter(|(name, _, _)| selected(name)).map(|(_, _, q)| q.to_string()).collect();
        for text in &texts {
            answer_text(&two, text, DEFAULT_SOURCE_ROWS).expect("the shape runs");
        }
        profile_runs(&two, &texts, runs);
        return;
    }
    println!("allocator: freed buffers reused (barb_script::memory): {reuse}");
    let t = Instant::now();
    let (two, mut frame_2y) = market(&spec_2y);
    println!("generate+load 2y ({} rows): {:.0} ms", two.minutes.height(), t.elapsed().as_secs_f64() * 1e3);
    let t = Instant::now();
    let (twenty, mut frame_20y) = market(&spec_20y);
    println!("generate+load 20y ({} rows): {:.0} ms", twenty.minutes.height(), t.elapsed().as_secs_f64() * 1e3);

    let mut results = Vec::new();
    println!("\n{:<28} {:>6} {:>10} {:>10} {:>8}", "shape", "class", "2y ms", "20y ms", "20y/2y");
    for (name, class, q) in shapes().into_iter().filter(|(name, _, _)| selected(name)) {
        let (a, b) = (time_shape(&two, &q), time_shape(&twenty, &q));
        println!("{name:<28} {:>6} {a:>10.3} {b:>10.3} {:>8.2}", class.name(), b / a);
        results.push(json!({
            "shape": name, "class": class.name(), "query": q, "ms_2y": a, "ms_20y": b,
            "check_2y": check_of(&two, &q.to_string()), "check_20y": check_of(&twenty, &q.to_string()),
        }));
    }
    if selected("daily last_20 mean (plan miss)") {
        let (a, b) = (time_plan_miss(&two), time_plan_miss(&twenty));
        println!("{:<28} {:>6} {a:>10.3} {b:>10.3} {:>8.2}", "daily last_20 (plan miss)", "tiny", b / a);
        results.push(json!({"shape": "daily last_20 mean (plan miss)", "class": "tiny", "ms_2y": a, "ms_20y": b}));
    }

    let mut out = json!({"ours": results});
    if only.is_none() && std::env::var("BARB_BENCH_COMPARE").is_ok_and(|v| v == "1") {
        out["others"] = compare(&mut frame_2y, &mut frame_20y, &out["ours"]);
    }
    if let Some(path) = std::env::var_os("BARB_BENCH_OUT") {
        std::fs::write(&path, serde_json::to_string_pretty(&out).expect("json")).expect("writes BARB_BENCH_OUT");
        println!("\nwrote {}", Path::new(&path).display());
    }
}

/// Runs `engine_compare.py` on the same data and prints our time against each
/// engine's (ratio > 1: we are faster) with whether the answers agree.
fn compare(
    frame_2y: &mut polars::prelude::DataFrame,
    frame_20y: &mut polars::prelude::DataFrame,
    ours: &Value,
) -> Value {
    let py = python().expect("BARB_PYTHON must point at a python with tests/python/requirements.txt");
    let dir = std::env::temp_dir().join(format!("barb-shapes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (p2, p20) = (dir.join("nq_2y.parquet"), dir.join("nq_20y.parquet"));
    write_parquet(frame_2y, &p2).expect("writes 2y");
    write_parquet(frame_20y, &p20).expect("writes 20y");
    let ours_file = dir.join("ours.json");
    std::fs::write(&ours_file, ours.to_string()).expect("writes ours");
    let script = repo_root().join("tests/python/engine_compare.py");
    let out = Command::new(py)
        .arg(&script)
        .args(["--data-2y"])
        .arg(&p2)
        .args(["--data-20y"])
        .arg(&p20)
        .args(["--ours"])
        .arg(&ours_file)
        .output()
        .expect("engine_compare.py runs");
    std::fs::remove_dir_all(&dir).ok();
    assert!(out.status.success(), "engine_compare.py failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let others: Value = serde_json::from_slice(&out.stdout).expect("engine_compare.py prints JSON");
    // Every answer of every engine must equal ours (the script fails
    // otherwise; this checks what it printed too).
    let mut differ = Vec::new();
    for (shape, engines) in others.as_object().expect("object") {
        for (engine, sets) in engines.as_object().expect("object") {
            for set in ["2y", "20y"] {
                if sets[set]["agree"].as_bool() != Some(true) {
                    differ.push(format!("{engine} {set} {shape}"));
                }
            }
        }
    }
    assert!(differ.is_empty(), "answers differ from ours: {differ:?}");
    println!("\nours vs others (their ms / our ms; > 1 = we are faster), 2y | 20y; every answer checked equal to ours");
    println!("{:<28} {:>22} {:>22} {:>22}", "shape", "pandas", "duckdb", "polars");
    for r in ours.as_array().expect("list") {
        let name = r["shape"].as_str().unwrap_or("");
        let Some(o) = others.get(name) else { continue };
        let cell = |engine: &str| -> String {
            let e = &o[engine];
            let ratio = |set: &str, mine: f64| e[set]["ms"].as_f64().map(|t| t / mine);
            match (
                ratio("2y", r["ms_2y"].as_f64().unwrap_or(f64::NAN)),
                ratio("20y", r["ms_20y"].as_f64().unwrap_or(f64::NAN)),
            ) {
                (Some(a), Some(b)) => format!("{a:.1}× | {b:.1}×"),
                _ => "n/a".into(),
            }
        };
        println!("{name:<28} {:>22} {:>22} {:>22}", cell("pandas"), cell("duckdb"), cell("polars"));
    }
    others
}
