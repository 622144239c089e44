//! Differential and metamorphic testing (issue 21): random queries from the
//! grammar, seeded and bounded in time, checked for properties that hold
//! whatever the answer — see `tests/metamorphic/mod.rs` for the harness and
//! how to add a property (e.g. "cached vs uncached" for a plan cache).
//!
//! CI runs each property group for a few seconds (`BARB_DIFF_SECONDS`,
//! default 10); the long mode is the same tests with a larger budget:
//! `BARB_DIFF_SECONDS=1800 cargo test -p barb-script --test differential -- --nocapture`.

mod metamorphic;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::{Arc, LazyLock};

use barb_script::market::{Instrument, Selection};
use barb_script::{ExecutionMode, Market};
use barb_tests::binary_path;
use barb_tests::data::{NQ_Q1_2024, dataset};
use serde_json::{Value, json};

use metamorphic::generate::{Flavour, break_query, grouped_query, query, simple_query, table_query};
use metamorphic::properties::{Agree, InvalidRejected, PeriodPrefix, PeriodRestriction, Serialisation, TypedErrors};
use metamorphic::{Answerer, Budget, Cached, Plain, Property, Rng, With, run};

static DATA: LazyLock<PathBuf> = LazyLock::new(|| dataset(NQ_Q1_2024));
static NQ: LazyLock<Arc<Market>> =
    LazyLock::new(|| Market::load(Instrument::builtins().remove(0), &DATA).expect("generated data loads"));

const CI_SECONDS: u64 = 10;

fn check(what: &str, make: impl Fn(&mut Rng) -> Value, properties: &[&dyn Property], min_held: usize) {
    let report = run(&NQ, Budget::from_env(CI_SECONDS), make, properties);
    println!("{what}: {}", report.text());
    assert!(report.violations.is_empty(), "{what}: {}", report.text());
    for (name, held, _) in &report.counts {
        assert!(
            *held >= min_held,
            "{what}: property '{name}' held only {held} times: the generator is off\n{}",
            report.text()
        );
    }
}

#[test]
fn random_queries_are_deterministic_typed_and_serialise() {
    let same_twice = Agree::new("same answer twice", Plain, Plain);
    check("random queries", |rng| query(rng, Flavour::Any), &[&same_twice, &TypedErrors, &Serialisation], 5);
}

/// The fast paths of issue 16 against the general ones: the plan cache,
/// bars selected on the sorted index (with the bar cache) against filters
/// over the whole history, and the direct pass against the lazy engine.
#[test]
fn cached_pushdown_and_direct_paths_agree_with_the_reference() {
    let cached = Agree::new("cached plan == fresh plan", Cached, Plain);
    let pushdown = Agree::new(
        "indexed bars == whole-history scan",
        With(ExecutionMode { selection: Selection::Indexed, direct: false, block_rows: 0, evidence_rows: usize::MAX }),
        With(ExecutionMode { selection: Selection::Scan, direct: false, block_rows: 0, evidence_rows: usize::MAX }),
    );
    let direct = Agree::new(
        "direct pass == lazy engine",
        With(ExecutionMode { selection: Selection::Indexed, direct: true, block_rows: 0, evidence_rows: usize::MAX }),
        With(ExecutionMode { selection: Selection::Indexed, direct: false, block_rows: 0, evidence_rows: usize::MAX }),
    );
    let all = Agree::new("defaults == reference", Plain, With(ExecutionMode::reference()));
    check(
        "fast paths",
        |rng| if rng.chance(0.5) { query(rng, Flavour::Any) } else { simple_query(rng) },
        &[&cached, &pushdown, &direct, &all],
        20,
    );
}

/// Map → where (→ group) block by block (`execute/blocks.rs`) against the
/// same step over the whole frame. Random queries' frames are short (median
/// ~40 rows with a `where`), so the blocks are too: 8 rows (look-backs up to
/// 2 bars) and 64 rows (up to 16), on several threads once a frame has 8
/// blocks. Long windows over many blocks are `blocks.rs`'s unit tests. The
/// counters prove the blocked side ran, grouped steps included, not only
/// that answers agreed.
#[test]
fn blocked_map_where_agrees_with_whole_frames() {
    let blocks = |rows| With(ExecutionMode { block_rows: rows, ..ExecutionMode::default() });
    let whole = || With(ExecutionMode { block_rows: 0, ..ExecutionMode::default() });
    let tiny = Agree::new("blocks of 8 rows == whole frame", blocks(8), whole());
    let small = Agree::new("blocks of 64 rows == whole frame", blocks(64), whole());
    let (before, grouped_before) = (barb_script::blocked_steps(), barb_script::grouped_block_steps());
    // A quarter simple queries, whose steps the direct pass covers more often
    // (a step it does not cover runs stage by stage on the lazy engine), a
    // quarter finite windows and other functions with an exact warm-up, a
    // quarter grouped questions (map, where and group by blocks).
    let make = |rng: &mut metamorphic::Rng| match rng.below(4) {
        0 => query(rng, Flavour::Any),
        1 => query(rng, Flavour::ExactWarmup),
        2 => grouped_query(rng),
        _ => simple_query(rng),
    };
    check("blocked map/where", make, &[&tiny, &small], 20);
    let ran = barb_script::blocked_steps() - before;
    let grouped = barb_script::grouped_block_steps() - grouped_before;
    println!("steps run block by block: {ran}, {grouped} of them grouped");
    assert!(ran >= 100, "only {ran} steps ran block by block: the generator is off");
    assert!(grouped >= 20, "only {grouped} grouped steps ran block by block: the generator is off");
}

/// Whole-history minute queries whose map columns run kernels side by side
/// (two or more independent window functions over 100k+ rows, computed on
/// their own threads by the direct pass) against the lazy engine.
#[test]
fn parallel_map_columns_agree_with_the_lazy_engine() {
    static NQ_2Y_MARKET: LazyLock<Arc<Market>> = LazyLock::new(|| {
        Market::load(Instrument::builtins().remove(0), &dataset(barb_tests::data::NQ_2Y)).expect("generated data loads")
    });
    let direct = Agree::new(
        "direct pass == lazy engine",
        With(ExecutionMode { selection: Selection::Indexed, direct: true, block_rows: 0, evidence_rows: usize::MAX }),
        With(ExecutionMode { selection: Selection::Indexed, direct: false, block_rows: 0, evidence_rows: usize::MAX }),
    );
    let queries = [
        json!({"map": {"f": "sma(close, 20)", "s": "sma(close, 50)"}, "where": "crossover(f, s)", "select": "count()"}),
        json!({"map": {"e": "ema(close, 12)", "r": "rsi(close, 14)", "a": "atr(14)"}, "where": "r < 30 and close < e",
               "select": ["count()", "mean(a)"]}),
        json!({"map": {"hi": "rolling_max(high, 30)", "lo": "rolling_min(low, 30)", "w": "high - low"},
               "select": ["mean(hi - lo)", "max(w)"]}),
        // Dependent columns stay in order (the second reads the first).
        json!({"map": {"f": "sma(close, 20)", "g": "sma(f, 5)"}, "select": "mean(f - g)"}),
    ];
    let budget = metamorphic::Budget { seed: 1, time: std::time::Duration::from_secs(600), cases: queries.len() };
    // Each query once, in order.
    let next = std::cell::Cell::new(0);
    let each = |_: &mut metamorphic::Rng| {
        next.set(next.get() + 1);
        queries[(next.get() - 1) % queries.len()].clone()
    };
    let report = run(&NQ_2Y_MARKET, budget, each, &[&direct]);
    println!("parallel maps: {}", report.text());
    assert!(report.violations.is_empty(), "{}", report.text());
    assert_eq!(report.counts[0].1, queries.len(), "every query answered and agreed: {}", report.text());
}

#[test]
fn broken_queries_get_typed_errors_with_hints() {
    check(
        "broken queries",
        |rng| loop {
            let q = query(rng, Flavour::Any);
            if let Some(b) = break_query(rng, q) {
                return b;
            }
        },
        &[&InvalidRejected],
        20,
    );
}

fn table(rng: &mut Rng, flavour: Flavour, with_where: bool, min_start: u32) -> Value {
    let (query, (a, b)) = table_query(rng, flavour, with_where, min_start);
    json!({"query": query, "a": a, "b": b})
}

#[test]
fn a_period_does_not_depend_on_later_data() {
    check("period prefix", |rng| table(rng, Flavour::Causal, true, 0), &[&PeriodPrefix], 5);
}

/// The warm-up promise (issue 16.1): a period-restricted query equals the
/// whole-history query restricted afterwards, `where` included.
#[test]
fn a_period_equals_the_whole_history_restricted_afterwards() {
    let exact = PeriodRestriction { exact: true };
    check("warm-up, exact", |rng| table(rng, Flavour::ExactWarmup, true, 0), &[&exact], 5);
    let converging = PeriodRestriction { exact: false };
    check("warm-up, converging", |rng| table(rng, Flavour::Smooth, false, 0), &[&converging], 5);
}

/// Answers of `barb query` (JSON lines) with `POLARS_MAX_THREADS = threads`.
fn cli_answers(queries: &[Value], threads: usize) -> Vec<Value> {
    let barb = binary_path("barb").expect("barb binary (cargo build --workspace --bins)");
    let mut child = Command::new(barb)
        .args(["query", "--data"])
        .arg(&*DATA)
        .env("POLARS_MAX_THREADS", threads.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("barb query starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let lines: String = queries.iter().map(|q| format!("{q}\n")).collect();
    let writer = std::thread::spawn(move || stdin.write_all(lines.as_bytes()));
    let out = child.wait_with_output().expect("barb query runs");
    writer.join().expect("writer").expect("queries written");
    assert!(out.status.success(), "barb query failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON answer per line"))
        .collect()
}

#[test]
fn answers_do_not_depend_on_the_thread_count() {
    let budget = Budget::from_env(CI_SECONDS);
    let mut rng = Rng::new(budget.seed);
    let n = (budget.time.as_secs() as usize * 4).clamp(20, 2000);
    let queries: Vec<Value> = (0..n).map(|_| query(&mut rng, Flavour::Any)).collect();
    let (one, four) = (cli_answers(&queries, 1), cli_answers(&queries, 4));
    assert_eq!(one.len(), queries.len());
    let mut ok = 0;
    for ((q, a), b) in queries.iter().zip(&one).zip(&four) {
        assert_eq!(a, b, "1 vs 4 polars threads differ for {q}");
        // And the CLI (a separate process) agrees with this process's answer.
        match Plain.answer(&NQ, q) {
            Ok(mine) => {
                ok += 1;
                assert_eq!(*a, mine, "CLI vs library for {q}");
            }
            Err(e) => assert_eq!(a["error"]["code"], e.code.as_str(), "{q}"),
        }
    }
    println!("thread counts: {n} queries, {ok} answered");
    assert!(ok * 3 >= n, "too few valid queries ({ok} of {n}): the generator is off");
}
