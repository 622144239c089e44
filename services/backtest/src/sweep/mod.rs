//! Parameter sweeps with guard rails that cannot be turned off.
//!
//! A sweep evaluates a strategy over a grid (or a random sample of it) of
//! declared parameter values, ranks configurations by an objective measured
//! **in-sample only**, and always reports, beside every ranked figure, the
//! same configuration **out-of-sample**, the number of configurations tried,
//! the deflated Sharpe ratio of the best ([`crate::multiple_testing`]), how
//! its grid neighbours did, and a plain-language caveat.
//!
//! How it runs (see `services/backtest/README.md` for the rules):
//! * the bars and minute maps come from the backtester's [`DataCache`]
//!   (built once);
//! * configurations are visited signal group by signal group: every distinct
//!   combination of the parameters used in expressions is one entry signal,
//!   evaluated once (in parallel across groups) and shared by all
//!   configurations that differ only in rule parameters (stops, targets, bar
//!   counts), whose rules come from a template without re-reading the
//!   strategy;
//! * an entry signal is computed in parts ([`crate::signals`]): each
//!   indicator of the entry is computed once per distinct parameter value
//!   and shared by every signal that uses it; an exit target is computed
//!   once per signal bar and shared by the configurations of the group;
//! * configurations are spread over the cores; each worker simulates each
//!   validation segment separately (signals come from the whole series, so
//!   indicators are warm at a segment's start, and positions never cross a
//!   segment boundary) and keeps only sums ([`tally`]);
//! * memory is bounded: the top K, per-fold bests and heat-map cells (at most
//!   [`MAX_HEATMAP_CELLS`]) — nothing per configuration is kept;
//! * the [`Guard`] is polled per configuration: a deadline or a cancelled call
//!   ends the sweep with a typed error saying how many configurations were done.
//!
//! [`DataCache`]: crate::cache::DataCache

pub mod input;
pub mod report;
pub mod tally;

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use barb_script::{BarbError, ErrorCode};

use crate::backtester::{Backtester, TARGET_WINDOW};
use crate::cache::BarsKey;
use crate::error::{BacktestError, Result};
use crate::market::Bars;
use crate::signals::{Decomposed, Memo};
use crate::simulate::{self, Intrabar, Ohlc, Resolution};
use crate::strategy::{Compiled, ExitResolution, compile_target};
use crate::trade::round4;
use barb_common::deadline::{Guard, Stop};

pub use input::{Objective, Search, SweepInput, Validation};
pub use report::{SweepOutput, Work};
use tally::{Cell, Moments, Scored, Tally};

/// Heat-map cells at most (axes beyond this product get no heat map).
pub const MAX_HEATMAP_CELLS: usize = 2_500;
/// Signal groups evaluated per chunk (bounds the signals held at once).
const CHUNK_GROUPS: usize = 32;

/// A part of the bars simulated on its own.
#[derive(Debug, Clone, Copy)]
pub struct Segment {
    /// First bar.
    pub start: usize,
    /// One past the last bar.
    pub end: usize,
    /// Calendar years from the first to the last bar label.
    pub years: f64,
}

/// The segments of a validation scheme over `n` bars.
pub fn segments(validation: Validation, bars: &Bars) -> Result<Vec<Segment>> {
    let n = bars.len();
    let cuts: Vec<usize> = match validation {
        Validation::Split { train } => vec![0, ((n as f64) * train).round() as usize, n],
        Validation::WalkForward { folds } => (0..=folds + 1).map(|k| k * n / (folds + 1)).collect(),
    };
    if cuts.windows(2).any(|w| w[1] < w[0] + 2) {
        return Err(BacktestError::input(
            ErrorCode::InvalidValue,
            format!("{n} bars are too few for this validation scheme (every segment needs at least 2 bars)"),
            "use a longer period, a shorter timeframe, or fewer walk-forward folds",
        ));
    }
    let per_year = 365.25 * 86_400.0 * 1e6;
    Ok(cuts
        .windows(2)
        .map(|w| Segment { start: w[0], end: w[1], years: (bars.ts[w[1] - 1] - bars.ts[w[0]]) as f64 / per_year })
        .collect())
}

/// The configurations to evaluate, as grid indices in ascending order.
#[derive(Debug, Clone)]
enum Configs {
    /// `0..n`.
    Grid(u64),
    /// Sorted distinct indices.
    Sampled(Vec<u64>),
}

impl Configs {
    fn len(&self) -> usize {
        match self {
            Configs::Grid(n) => *n as usize,
            Configs::Sampled(v) => v.len(),
        }
    }
    fn get(&self, i: usize) -> u64 {
        match self {
            Configs::Grid(_) => i as u64,
            Configs::Sampled(v) => v[i],
        }
    }
}

/// SplitMix64: a small, well-mixed generator (reproducible samples by seed).
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..=hi`.
    fn upto(&mut self, hi: u64) -> u64 {
        ((self.next() as u128 * (hi as u128 + 1)) >> 64) as u64
    }
}

/// `m` distinct indices of `0..n`, uniformly (Floyd's algorithm), sorted.
fn sample(n: u64, m: u64, seed: u64) -> Vec<u64> {
    let mut rng = SplitMix(seed);
    let mut chosen = HashSet::with_capacity(m as usize);
    for j in n - m..n {
        let t = rng.upto(j);
        if !chosen.insert(t) {
            chosen.insert(j);
        }
    }
    let mut v: Vec<u64> = chosen.into_iter().collect();
    v.sort_unstable();
    v
}

/// One entry signal and the exit target of its group.
struct Signal {
    entry: Vec<bool>,
    target: Option<Target>,
}

/// An exit target and its value at each signal bar that opened a trade so
/// far (shared by the configurations of the group: computed once per bar).
struct Target {
    expr: Compiled,
    values: Mutex<HashMap<usize, Option<f64>>>,
}

impl Target {
    fn at(&self, bars: &Bars, i: usize) -> Result<Option<f64>> {
        if let Some(v) = self.values.lock().unwrap_or_else(|e| e.into_inner()).get(&i) {
            return Ok(*v);
        }
        let v = bars.value_at(&self.expr.expr, i, TARGET_WINDOW, "strategy.exit_target")?;
        self.values.lock().unwrap_or_else(|e| e.into_inner()).insert(i, v);
        Ok(v)
    }
}

/// What every evaluation reads.
struct Env<'a> {
    input: &'a SweepInput,
    bars: &'a Bars,
    rows: Option<Intrabar<'a>>,
    segments: &'a [Segment],
    /// Indicator series shared by the signals.
    memo: Memo,
}

impl Env<'_> {
    /// The entry signal (and compiled target) of the group of grid index `index`.
    fn signal(&self, index: u64) -> Result<Signal> {
        let values = self.input.values(&self.input.decode(index));
        let (entry, target) = self.input.signal_texts(&values);
        let labelled = |e| input::at_values(e, self.input, &values);
        let entry = Decomposed::new(&entry).and_then(|d| d.evaluate(&self.bars.frame, &self.memo)).map_err(labelled)?;
        let target = target
            .as_deref()
            .map(compile_target)
            .transpose()
            .map_err(labelled)?
            .map(|expr| Target { expr, values: Mutex::new(HashMap::new()) });
        Ok(Signal { entry, target })
    }

    /// Per-segment sums of configuration `index` on `signal`.
    fn evaluate(&self, signal: &Signal, index: u64) -> Result<Vec<Moments>> {
        let values = self.input.values(&self.input.decode(index));
        let rules = self.input.rules.rules(&values);
        let b = self.bars;
        let mut out = Vec::with_capacity(self.segments.len());
        for seg in self.segments {
            let (a, z) = (seg.start, seg.end);
            let ohlc = Ohlc { open: &b.open[a..z], high: &b.high[a..z], low: &b.low[a..z], close: &b.close[a..z] };
            let res = match &self.rows {
                Some(r) => Resolution::Minutes(Intrabar { ranges: &r.ranges[a..z], extremes: &r.extremes[a..z], ..*r }),
                None => Resolution::Bars,
            };
            let mut target = |i: usize| match &signal.target {
                Some(t) => t.at(b, a + i),
                None => Ok(None),
            };
            let mut m = Moments { years: seg.years, ..Moments::default() };
            simulate::each(&ohlc, &res, &signal.entry[a..z], &rules, &mut target, &Guard::none(), &mut |f| {
                m.add(round4(f.pnl));
                true
            })?;
            out.push(m);
        }
        Ok(out)
    }
}

/// In-sample segments of the ranking (all but the last) and the out-of-sample one.
fn split_moments(per_segment: &[Moments]) -> (Moments, Moments) {
    let (last, rest) = per_segment.split_last().expect("at least two segments");
    let is = rest.iter().skip(1).fold(rest[0], |acc, m| acc.merge(m));
    (is, *last)
}

/// Heat-map geometry.
#[derive(Debug, Clone, Copy)]
struct Axes {
    x: usize,
    y: usize,
    width: usize,
    cells: usize,
}

fn record(input: &SweepInput, axes: Option<Axes>, tally: &mut Tally, index: u64, per_segment: &[Moments]) {
    tally.tried += 1;
    let (is, oos) = split_moments(per_segment);
    if let Validation::WalkForward { .. } = input.validation {
        for fold in 1..per_segment.len() {
            let train = per_segment[1..fold].iter().fold(per_segment[0], |acc, m| acc.merge(m));
            if train.n as usize >= input.min_trades {
                let s = Scored {
                    index,
                    score: train.objective(input.objective),
                    in_sample: train,
                    out_of_sample: per_segment[fold],
                };
                tally.offer_fold(fold - 1, s);
            }
        }
    }
    if (is.n as usize) < input.min_trades {
        return;
    }
    let score = is.objective(input.objective);
    let oos_score = oos.objective(input.objective);
    tally.eligible += 1;
    tally.positive += u64::from(score > 0.0);
    tally.sharpes.add(is.sharpe_per_trade());
    if score.is_finite() {
        tally.scores.add(score);
    }
    if oos_score.is_finite() {
        tally.oos_scores.add(oos_score);
    }
    if let Some(ax) = axes {
        let idx = input.decode(index);
        tally.offer_cell(idx[ax.y] * ax.width + idx[ax.x], Cell { index, in_sample: score, out_of_sample: oos_score });
    }
    tally.top.offer(Scored { index, score, in_sample: is, out_of_sample: oos });
}

/// Worker threads: the cores, at most 8.
fn workers() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).clamp(1, 8)
}

/// Runs `f(i)` for `i in 0..n` over the workers, each with its own state from
/// `init`; stops everyone at the first error.
fn parallel<S: Send>(
    n: usize,
    init: impl Fn() -> S + Sync,
    f: impl Fn(&mut S, usize) -> Result<()> + Sync,
) -> Result<Vec<S>> {
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let first_error: Mutex<Option<BacktestError>> = Mutex::new(None);
    let states = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers().min(n.max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut state = init();
                    while !stop.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= n {
                            break;
                        }
                        if let Err(e) = f(&mut state, i) {
                            stop.store(true, Ordering::Relaxed);
                            first_error.lock().unwrap_or_else(|e| e.into_inner()).get_or_insert(e);
                            break;
                        }
                    }
                    state
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join()).collect::<Vec<_>>()
    });
    if let Some(e) = first_error.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    states
        .into_iter()
        .map(|s| s.map_err(|_| BacktestError::Input(BarbError::new(ErrorCode::Internal, "a sweep worker panicked"))))
        .collect()
}

impl Backtester {
    /// Parses sweep input JSON text and runs it on `symbol` (empty = default instrument).
    pub fn sweep_text(&self, symbol: &str, input_json: &str, guard: &Guard) -> Result<SweepOutput> {
        self.sweep(symbol, &SweepInput::parse_text(input_json)?, guard)
    }

    /// Runs a validated sweep on `symbol` (empty = default instrument).
    pub fn sweep(&self, symbol: &str, input: &SweepInput, guard: &Guard) -> Result<SweepOutput> {
        let started = Instant::now();
        let st = &input.settings;
        let market = self.markets().market(symbol)?;
        let key = BarsKey::new(&market, st.session.as_deref(), st.timeframe, st.period.as_ref())?;
        let bars = self.data().bars(&market, &key)?;
        let segs = segments(input.validation, &bars)?;
        let map = match st.resolution {
            ExitResolution::Minutes => Some(self.data().minute_map(&market, &key)?),
            ExitResolution::Bars => None,
        };
        let env = Env {
            input,
            bars: &bars,
            rows: map.as_ref().map(|m| m.intrabar()).transpose()?,
            segments: &segs,
            memo: Memo::default(),
        };
        let configs = match input.search {
            Search::Grid => Configs::Grid(input.grid_size()),
            Search::Random { samples, seed } => {
                let n = input.grid_size();
                if samples >= n { Configs::Grid(n) } else { Configs::Sampled(sample(n, samples, seed)) }
            }
        };
        let total = configs.len();
        let group_size = input.group_size();
        let folds = match input.validation {
            Validation::Split { .. } => 0,
            Validation::WalkForward { folds } => folds,
        };
        let axes = input.heatmap.and_then(|(x, y)| {
            let (w, h) = (input.parameters[x].values.len(), input.parameters[y].values.len());
            (w * h <= MAX_HEATMAP_CELLS).then_some(Axes { x, y, width: w, cells: w * h })
        });
        let cells = axes.map_or(0, |a| a.cells);
        let mut tally = Tally::new(input.top, folds, cells);
        let done = AtomicUsize::new(0);
        let signals_evaluated = AtomicU64::new(0);
        let check = |done: usize| -> Result<()> {
            guard.check(done, total).map_err(|e| match e {
                Stop::DeadlineExceeded { .. } => {
                    BacktestError::SweepDeadlineExceeded { done: done as u64, total: total as u64 }
                }
                Stop::Cancelled => BacktestError::Cancelled,
            })
        };
        let mut i = 0usize;
        while i < total {
            check(done.load(Ordering::Relaxed))?;
            // A chunk: whole signal groups, at most CHUNK_GROUPS of them.
            let mut groups: Vec<u64> = Vec::new();
            let mut j = i;
            while j < total {
                let g = configs.get(j) / group_size;
                if groups.last() != Some(&g) {
                    if groups.len() == CHUNK_GROUPS {
                        break;
                    }
                    groups.push(g);
                }
                j += 1;
            }
            let signals: Vec<Signal> = {
                let slots: Vec<Mutex<Option<Signal>>> = groups.iter().map(|_| Mutex::new(None)).collect();
                parallel(
                    groups.len(),
                    || (),
                    |_, k| {
                        check(done.load(Ordering::Relaxed))?;
                        let s = env.signal(groups[k] * group_size)?;
                        signals_evaluated.fetch_add(1, Ordering::Relaxed);
                        *slots[k].lock().unwrap_or_else(|e| e.into_inner()) = Some(s);
                        Ok(())
                    },
                )?;
                slots.into_iter().filter_map(|m| m.into_inner().unwrap_or_else(|e| e.into_inner())).collect()
            };
            let by_group: HashMap<u64, &Signal> = groups.iter().copied().zip(signals.iter()).collect();
            let (from, to) = (i, j);
            let tallies = parallel(
                to - from,
                || Tally::new(input.top, folds, cells),
                |t, k| {
                    let index = configs.get(from + k);
                    if k % 16 == 0 {
                        check(done.load(Ordering::Relaxed))?;
                    }
                    let signal = by_group[&(index / group_size)];
                    let per_segment = env.evaluate(signal, index)?;
                    record(input, axes, t, index, &per_segment);
                    done.fetch_add(1, Ordering::Relaxed);
                    Ok(())
                },
            )?;
            for t in tallies {
                tally.merge(t);
            }
            i = j;
        }
        // Neighbours of the best: one grid step along each axis.
        let mut neighbours = Vec::new();
        let mut group_signals: HashMap<u64, Signal> = HashMap::new();
        if let Some(best) = tally.top.items().first() {
            let idx = input.decode(best.index);
            for (d, p) in input.parameters.iter().enumerate() {
                for step in [-1i64, 1] {
                    let k = idx[d] as i64 + step;
                    if k < 0 || k >= p.values.len() as i64 {
                        continue;
                    }
                    let mut nidx = idx.clone();
                    nidx[d] = k as usize;
                    let index = input.encode(&nidx);
                    check(total)?;
                    let signal = match group_signals.entry(index / group_size) {
                        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                        std::collections::hash_map::Entry::Vacant(e) => {
                            signals_evaluated.fetch_add(1, Ordering::Relaxed);
                            e.insert(env.signal(index)?)
                        }
                    };
                    let per_segment = env.evaluate(signal, index)?;
                    neighbours.push((index, split_moments(&per_segment)));
                }
            }
        }
        let work = Work { signals: signals_evaluated.load(Ordering::Relaxed), indicators: env.memo.computed() };
        Ok(report::build(input, &market, &bars, &segs, axes.map(|a| (a.x, a.y)), tally, neighbours, work, started))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_samples_are_distinct_sorted_and_reproducible() {
        let a = sample(1000, 100, 7);
        assert_eq!(a.len(), 100);
        assert!(a.windows(2).all(|w| w[0] < w[1]));
        assert!(a.iter().all(|&x| x < 1000));
        assert_eq!(a, sample(1000, 100, 7));
        assert_ne!(a, sample(1000, 100, 8));
        assert_eq!(sample(5, 5, 1), [0, 1, 2, 3, 4]);
    }
}
