//! A reusable differential and metamorphic test harness for Barb Script.
//!
//! Random queries come from the grammar ([`generate`]), seeded and bounded in
//! time; each is checked against [`Property`]s that must hold whatever the
//! answer is. A property is one trait implementation, so a new way of
//! answering (a plan cache, a fast small-query path, a bar cache) is checked
//! against the general path by implementing [`Answerer`] for it and adding
//! `Agree::new("cached vs uncached", Cached(..), Plain)` to the list in
//! `tests/differential.rs`.
//!
//! Knobs (environment): `BARB_DIFF_SEED` (default 21), `BARB_DIFF_SECONDS`
//! (time budget per property run, default 10 — CI), `BARB_DIFF_CASES` (stop
//! after this many cases, default unlimited). Long mode: e.g.
//! `BARB_DIFF_SECONDS=1800 cargo test -p barb-script --test differential`.

pub mod generate;
pub mod properties;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use barb_script::{BarbError, Market, Options, Query, execute_with, plan, plan_cache};
use query_engine::answer::shape;
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::Value;

/// A small, fast, seeded generator (SplitMix64).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// One way of answering a query: the general path, or a faster/cached one
/// that must give the same answer.
pub trait Answerer {
    /// The answer's JSON (`Answer::to_json`) or the typed error.
    fn answer(&self, market: &Market, query: &Value) -> Result<Value, BarbError>;
}

/// The general path: parse → plan → execute → shape, planned afresh (no
/// plan cache), executed with the default options.
pub struct Plain;

impl Answerer for Plain {
    fn answer(&self, market: &Market, query: &Value) -> Result<Value, BarbError> {
        With(Options::default()).answer(market, query)
    }
}

/// A fresh plan executed with explicit [`Options`] (bar selection by index
/// or by scanning the whole history; direct pass or lazy engine only).
pub struct With(pub Options);

impl Answerer for With {
    fn answer(&self, market: &Market, query: &Value) -> Result<Value, BarbError> {
        let p = plan(Query::parse(query)?)?;
        let computed = execute_with(market, &p, self.0)?;
        shape(&p, computed, DEFAULT_SOURCE_ROWS).map(|a| a.to_json())
    }
}

/// The service path: `query_engine::answer`, with plans from the plan
/// cache. Each query is answered twice and the second answer is returned,
/// so it comes from a cached plan (a valid query whose second plan is not
/// the first one's is reported as an internal error: the cache missed).
pub struct Cached;

impl Answerer for Cached {
    fn answer(&self, market: &Market, query: &Value) -> Result<Value, BarbError> {
        answer(market, query, DEFAULT_SOURCE_ROWS)?;
        let (first, second) = (plan_cache::plan_value(query)?, plan_cache::plan_value(query)?);
        if !std::sync::Arc::ptr_eq(&first, &second) {
            return Err(BarbError::internal("plan cache", "the same query got two plans: the cache missed"));
        }
        answer(market, query, DEFAULT_SOURCE_ROWS).map(|a| a.to_json())
    }
}

/// What a property says about one query.
#[derive(Debug)]
pub enum Verdict {
    /// The property held.
    Held,
    /// The property does not apply to this query (e.g. it has a look-ahead function).
    NotApplicable,
    /// The property failed: what differed.
    Violated(String),
}

/// A property that must hold for every query it applies to.
pub trait Property {
    /// Short name for reports.
    fn name(&self) -> &str;
    /// Checks `query` (generated from the grammar; may be invalid).
    fn check(&self, market: &Market, query: &Value) -> Verdict;
}

/// Outcome of a run.
#[derive(Debug, Default)]
pub struct Report {
    /// Queries generated.
    pub cases: usize,
    /// Per property: (name, held, not applicable).
    pub counts: Vec<(String, usize, usize)>,
    /// Violations: (property, query, what differed), at most a few per property.
    pub violations: Vec<(String, Value, String)>,
    /// Wall time.
    pub elapsed: Duration,
}

/// Run settings from the environment.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Seed of the generator.
    pub seed: u64,
    /// Time budget.
    pub time: Duration,
    /// Case limit.
    pub cases: usize,
}

impl Budget {
    /// `BARB_DIFF_SEED`, `BARB_DIFF_SECONDS` (default `default_secs`), `BARB_DIFF_CASES`.
    pub fn from_env(default_secs: u64) -> Self {
        let var = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
        Budget {
            seed: var("BARB_DIFF_SEED").unwrap_or(21),
            time: Duration::from_secs(var("BARB_DIFF_SECONDS").unwrap_or(default_secs)),
            cases: var("BARB_DIFF_CASES").map_or(usize::MAX, |n| n as usize),
        }
    }
}

/// Generates queries with `make` until the budget is spent and checks each
/// against every property; a panic inside a check is a violation too.
pub fn run(market: &Market, budget: Budget, make: impl Fn(&mut Rng) -> Value, properties: &[&dyn Property]) -> Report {
    let started = Instant::now();
    let mut rng = Rng::new(budget.seed);
    let mut report =
        Report { counts: properties.iter().map(|p| (p.name().to_string(), 0, 0)).collect(), ..Report::default() };
    while started.elapsed() < budget.time && report.cases < budget.cases {
        let query = make(&mut rng);
        report.cases += 1;
        for (i, p) in properties.iter().enumerate() {
            let verdict = catch_unwind(AssertUnwindSafe(|| p.check(market, &query)))
                .unwrap_or_else(|e| Verdict::Violated(format!("panicked: {}", panic_text(&e))));
            match verdict {
                Verdict::Held => report.counts[i].1 += 1,
                Verdict::NotApplicable => report.counts[i].2 += 1,
                Verdict::Violated(why) => {
                    if report.violations.iter().filter(|v| v.0 == p.name()).count() < 5 {
                        report.violations.push((p.name().to_string(), query.clone(), why));
                    }
                }
            }
        }
    }
    report.elapsed = started.elapsed();
    report
}

fn panic_text(e: &Box<dyn std::any::Any + Send>) -> String {
    e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default()
}

impl Report {
    /// A readable summary (printed by the tests; `--nocapture` shows it).
    pub fn text(&self) -> String {
        let mut lines = vec![format!("{} queries in {:.1} s", self.cases, self.elapsed.as_secs_f64())];
        for (name, held, na) in &self.counts {
            lines.push(format!("  {name}: held {held}, not applicable {na}"));
        }
        for (name, query, why) in &self.violations {
            lines.push(format!("VIOLATION {name}: {query}\n    {why}"));
        }
        lines.join("\n")
    }
}
