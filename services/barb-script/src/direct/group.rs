//! `group_by` without a lazy plan, for the grouped questions people ask most:
//! one small-range integer key (`dayofweek()`, `hour()`, `month()`) and
//! aggregates `count()`, `mean`, `sum`, `min`, `max` and `median` of covered
//! expressions.
//!
//! The lazy engine runs such a group-by in one of two executors — polars'
//! in-memory one (Kahan-compensated sums in row order) below 1,000 rows, its
//! streaming one (plain sums, split by morsel and thread) above — and builds
//! a plan, hashes the keys and hops to the thread pool either way, which for
//! a few hundred daily bars is most of the query. Here the groups are found
//! by counting (the key's range is small). It is taken only where the two
//! executors cannot disagree: sums and means only of values whose sums are
//! exact in any order ([`crate::functions::SumBound`]: bar
//! prices and their differences), so the per-key sums of one pass over the
//! rows are every executor's sums; extremes and medians only without NaN,
//! with polars' own group aggregation (`Column::agg_min` etc., what the
//! in-memory executor calls) over the groups' row lists. Everything else
//! returns `None` and runs on the lazy engine, so the answer never depends on
//! which path ran (`tests/differential.rs`).

use polars::prelude::*;

use super::eval;
use crate::functions::{SumBound, bounded_span_sums};
use crate::plan::StepPlan;

/// The widest key range grouped by counting (hours, weekdays and months
/// are far inside; anything wider goes to the lazy engine's hashing).
const MAX_KEY_RANGE: i64 = 4096;

/// One aggregate of the step, as the direct pass runs it.
enum Agg {
    /// `count()`: the group's rows, as `Int64`.
    Count,
    /// `sum` (`mean` false) or `mean` of a `Float64` column, taken only when
    /// its sums are exact in any order (checked as they are added up):
    /// accumulated per key in one pass over the rows — the exact sum every
    /// executor arrives at, divided by the count as polars divides it.
    Sum(bool, Series),
    /// A reduction over the groups' row lists (`min`, `max`, `median`).
    Reduce(GroupReduce, Series),
}

/// One of polars' group aggregations (`Column::agg_min` …).
type GroupReduce = fn(&Column, &GroupsType) -> Column;

/// The step's groups (key ascending, as the lazy path sorts them) with one
/// column per aggregate, or `None` when the step is not covered.
pub(crate) fn group(df: &DataFrame, step: &StepPlan) -> Option<PolarsResult<DataFrame>> {
    if df.height() == 0 {
        return None;
    }
    let keyed = Keyed::of(df, step)?;
    let mut aggs = Vec::with_capacity(step.aggregates.len());
    for a in &step.aggregates {
        aggs.push(match aggregate(&a.expr, df)? {
            Ok(agg) => agg,
            Err(e) => return Some(Err(e)),
        });
    }
    let counts = keyed.counts();
    let out = Output::new(step, keyed.lo, &counts);
    // (Row lists only when an extreme or a median needs them; a key marked
    // sorted makes polars group by slices instead: the same rows.)
    let lists = aggs.iter().any(|a| matches!(a, Agg::Reduce(..))).then(|| row_lists(keyed.values(), &counts, keyed.lo));
    let mut columns = vec![out.keys()];
    for (agg, a) in aggs.into_iter().zip(&step.aggregates) {
        columns.push(match agg {
            Agg::Count => out.counts(&a.name),
            Agg::Sum(mean, s) => {
                let v = s.f64().ok()?.downcast_iter().next()?.values().as_slice();
                let (sums, bound) = keyed.sums(v)?;
                if !bound.is_none_or(|b| b.exact(v.len())) {
                    return None;
                }
                out.sums(&a.name, &sums, mean)
            }
            Agg::Reduce(f, s) => f(&s.into_column(), lists.as_ref()?).with_name(a.name.as_str().into()),
        });
    }
    Some(DataFrame::new(out.present.len(), columns))
}

/// The output frame of a group: one row per key present, key ascending.
struct Output<'a> {
    key: &'a str,
    lo: i64,
    counts: &'a [u64],
    /// Indices (key − lo) of the keys with rows.
    present: Vec<usize>,
}

impl<'a> Output<'a> {
    fn new(step: &'a StepPlan, lo: i64, counts: &'a [u64]) -> Self {
        let present = (0..counts.len()).filter(|&s| counts[s] > 0).collect();
        Output { key: step.group_by[0].as_str(), lo, counts, present }
    }

    fn keys(&self) -> Column {
        Int64Chunked::from_vec(self.key.into(), self.present.iter().map(|&s| self.lo + s as i64).collect())
            .into_column()
    }

    /// `count()`, as `Int64`.
    fn counts(&self, name: &str) -> Column {
        Int64Chunked::from_vec(name.into(), self.present.iter().map(|&s| self.counts[s] as i64).collect()).into_column()
    }

    /// `sum` or `mean` (the sum divided by the count, as polars divides it).
    fn sums(&self, name: &str, sums: &[f64], mean: bool) -> Column {
        let out = self.present.iter().map(|&s| if mean { sums[s] / self.counts[s] as f64 } else { sums[s] });
        Float64Chunked::from_vec(name.into(), out.collect()).into_column()
    }
}

/// The step's one key as integers, with its runs and range: where both the
/// whole frame's group and a block's [`Partial`] start. `None` when not
/// covered: not one `Int64` key, a missing key, no rows, a range too wide.
struct Keyed {
    keys: Int64Chunked,
    runs: Option<Runs>,
    lo: i64,
    hi: i64,
}

impl Keyed {
    fn of(df: &DataFrame, step: &StepPlan) -> Option<Keyed> {
        let [key] = step.group_by.as_slice() else { return None };
        let keys = df.column(key).ok()?;
        if keys.dtype() != &DataType::Int64 || keys.null_count() > 0 {
            return None;
        }
        let keys = keys.as_materialized_series().i64().ok()?.rechunk().into_owned();
        let values = keys.downcast_iter().next()?.values().as_slice();
        let runs = Runs::of(values);
        let (lo, hi) = match &runs {
            Some(r) => (r.0.iter().map(|r| r.0).min()?, r.0.iter().map(|r| r.0).max()?),
            None => (*values.iter().min()?, *values.iter().max()?),
        };
        (hi.checked_sub(lo)? < MAX_KEY_RANGE).then_some(Keyed { keys, runs, lo, hi })
    }

    fn values(&self) -> &[i64] {
        self.keys.downcast_iter().next().map_or(&[], |a| a.values().as_slice())
    }

    /// The rows per key (index: key − lo).
    fn counts(&self) -> Vec<u64> {
        match &self.runs {
            Some(r) => r.totals(self.lo, self.hi, |a, b| (b - a) as u64),
            None => per_key(self.values(), self.lo, self.hi, 0u64, |_| 1),
        }
    }

    /// The sums of `v` per key (index: key − lo), a run at a time when keys
    /// come in runs, with the bound that decides whether they are exact;
    /// `None` when a value is missing, infinite, −0.0 or on no grid.
    fn sums(&self, v: &[f64]) -> Option<(Vec<f64>, Option<SumBound>)> {
        let Some(r) = &self.runs else {
            return Some((per_key(self.values(), self.lo, self.hi, 0.0f64, |i| v[i]), SumBound::of(v)?));
        };
        let (sums, bound) = bounded_span_sums(v, r.0.iter().map(|&(_, a, b)| (a, b)))?;
        let mut totals = vec![0.0; (self.hi - self.lo) as usize + 1];
        for (&(key, ..), sum) in r.0.iter().zip(sums) {
            totals[(key - self.lo) as usize] += sum;
        }
        Some((totals, bound))
    }
}

/// What a run of consecutive rows contributes to a step's groups, for a
/// step whose map, where and group run block by block
/// (`execute/blocks.rs`): the rows per key and, per aggregate, the sums per
/// key with what decides whether they are exact ([`SumBound`]). Partials
/// of the blocks are merged in any order; [`Partial::groups`] then gives
/// what [`group`] gives over all the rows, or `None` where `group` would
/// not have covered them (the step then runs stage by stage). Covered:
/// `count()`, and `sum`/`mean` of values whose sums are exact in any order;
/// extremes and medians need the groups' row lists, which blocks do not
/// keep.
pub(crate) struct Partial {
    /// The key of `counts[0]`.
    lo: i64,
    /// Rows per key from `lo` (empty: no rows yet).
    counts: Vec<u64>,
    /// One per aggregate of the step, in order (empty while `counts` is).
    parts: Vec<Part>,
}

/// One aggregate's share of a [`Partial`].
enum Part {
    Count,
    /// `sum` (`mean` false) or `mean`: the sums per key (indexed as the
    /// counts) and the bound of the values summed (`None`: no value yet).
    Sum {
        mean: bool,
        sums: Vec<f64>,
        bound: Option<SumBound>,
    },
}

impl Partial {
    /// Nothing seen yet.
    pub(crate) fn empty() -> Self {
        Partial { lo: 0, counts: Vec::new(), parts: Vec::new() }
    }

    /// Whether `step`'s group could be built from partials at all (one
    /// key; counts, sums and means only), before any block is computed.
    pub(crate) fn covers(step: &StepPlan) -> bool {
        step.group_by.len() == 1
            && !step.aggregates.is_empty()
            && step.aggregates.iter().all(|a| {
                let e = unaliased(&a.expr);
                is_count(e) || matches!(e, Expr::Agg(AggExpr::Mean(_) | AggExpr::Sum(_)))
            })
    }

    /// The partial of the rows of `df` (a block's rows after the step's
    /// map and where); `None` when they are not covered.
    pub(crate) fn of(df: &DataFrame, step: &StepPlan) -> Option<PolarsResult<Partial>> {
        if df.height() == 0 {
            return Some(Ok(Partial::empty()));
        }
        // As `group` does: a run at a time when keys come in runs.
        let keyed = Keyed::of(df, step)?;
        let mut parts = Vec::with_capacity(step.aggregates.len());
        for a in &step.aggregates {
            parts.push(match aggregate(&a.expr, df)? {
                Ok(Agg::Count) => Part::Count,
                Ok(Agg::Sum(mean, s)) => {
                    let (sums, bound) = keyed.sums(s.f64().ok()?.downcast_iter().next()?.values().as_slice())?;
                    Part::Sum { mean, sums, bound }
                }
                Ok(Agg::Reduce(..)) => return None,
                Err(e) => return Some(Err(e)),
            });
        }
        let (lo, counts) = (keyed.lo, keyed.counts());
        Some(Ok(Partial { lo, counts, parts }))
    }

    /// Adds `other`'s rows (blocks merge in any order: counts are
    /// integers and the sums are kept only when exact).
    pub(crate) fn merge(&mut self, other: Partial) {
        if other.counts.is_empty() {
            return;
        }
        if self.counts.is_empty() {
            *self = other;
            return;
        }
        let lo = self.lo.min(other.lo);
        let end = (self.lo + self.counts.len() as i64).max(other.lo + other.counts.len() as i64);
        let width = (end - lo) as usize;
        let (shift, at) = ((self.lo - lo) as usize, (other.lo - lo) as usize);
        self.counts = widened(std::mem::take(&mut self.counts), shift, width);
        for (i, c) in other.counts.iter().enumerate() {
            self.counts[at + i] += c;
        }
        for (mine, theirs) in self.parts.iter_mut().zip(other.parts) {
            if let (Part::Sum { sums, bound, .. }, Part::Sum { sums: more, bound: b, .. }) = (mine, theirs) {
                *sums = widened(std::mem::take(sums), shift, width);
                for (i, v) in more.iter().enumerate() {
                    sums[at + i] += v;
                }
                *bound = match (*bound, b) {
                    (Some(x), Some(y)) => Some(x.join(y)),
                    (x, y) => x.or(y),
                };
            }
        }
        self.lo = lo;
    }

    /// The step's groups over every row merged in — what [`group`] gives
    /// over them — or `None` where it would not cover them (no rows, a key
    /// range too wide, sums that may not be exact).
    pub(crate) fn groups(self, step: &StepPlan) -> Option<PolarsResult<DataFrame>> {
        let rows: u64 = self.counts.iter().sum();
        if step.group_by.len() != 1 || rows == 0 || self.counts.len() as i64 > MAX_KEY_RANGE {
            return None;
        }
        let out = Output::new(step, self.lo, &self.counts);
        let mut columns = vec![out.keys()];
        for (part, a) in self.parts.iter().zip(&step.aggregates) {
            columns.push(match part {
                Part::Count => out.counts(&a.name),
                Part::Sum { mean, sums, bound } => {
                    if !bound.as_ref()?.exact(rows as usize) {
                        return None;
                    }
                    out.sums(&a.name, sums, *mean)
                }
            });
        }
        Some(DataFrame::new(out.present.len(), columns))
    }
}

/// `v` placed at `shift` in a vector of `width` zeros.
fn widened<T: Copy + Default>(v: Vec<T>, shift: usize, width: usize) -> Vec<T> {
    if shift == 0 && v.len() == width {
        return v;
    }
    let mut out = vec![T::default(); width];
    out[shift..shift + v.len()].copy_from_slice(&v);
    out
}

/// The runs of equal keys, `(key, first row, end)`, when the keys come in
/// runs (sorted bar labels: an hour of minutes, a month of days): found in
/// one pass, then every aggregate works a run at a time. `None` when runs
/// are shorter than eight rows on average (unsorted keys), where a pass per
/// aggregate ([`per_key`]) is cheaper.
struct Runs(Vec<(i64, usize, usize)>);

impl Runs {
    fn of(keys: &[i64]) -> Option<Runs> {
        keys.first()?;
        let most = keys.len() / 8 + 1;
        let mut runs = Vec::new();
        let mut start = 0;
        while start < keys.len() {
            let key = keys[start];
            let end = start + super::run_length(&keys[start..], |k| k == key);
            runs.push((key, start, end));
            if runs.len() > most {
                return None;
            }
            start = end;
        }
        Some(Runs(runs))
    }

    /// `of(first row, end)` of each run added up per key from `lo` to `hi`
    /// (index: key − lo).
    fn totals<T: Copy + Default + std::ops::AddAssign>(
        &self,
        lo: i64,
        hi: i64,
        of: impl Fn(usize, usize) -> T,
    ) -> Vec<T> {
        let mut totals = vec![T::default(); (hi - lo) as usize + 1];
        for &(key, a, b) in &self.0 {
            totals[(key - lo) as usize] += of(a, b);
        }
        totals
    }
}

/// The sum of `value(row)` over the rows of each key from `lo` to `hi`
/// (index: key − lo). Keys come in runs (bar labels are sorted, so an hour
/// or a month is one run), summed in a register and added to the key's
/// total when the run ends: adding to memory row by row waits on the
/// previous row's store. Float sums are regrouped this way, which is why
/// they are taken only when exact in any order.
fn per_key<T: Copy + std::ops::AddAssign>(
    keys: &[i64],
    lo: i64,
    hi: i64,
    zero: T,
    value: impl Fn(usize) -> T,
) -> Vec<T> {
    let mut totals = vec![zero; (hi - lo) as usize + 1];
    let Some(&first) = keys.first() else { return totals };
    let (mut key, mut run) = (first, zero);
    for (i, &k) in keys.iter().enumerate() {
        if k != key {
            totals[(key - lo) as usize] += run;
            (key, run) = (k, zero);
        }
        run += value(i);
    }
    totals[(key - lo) as usize] += run;
    totals
}

/// `count()` or a covered reduction of the whole-frame column its input
/// evaluates to; `None` when not covered or when the executors could
/// disagree on it.
fn aggregate(e: &Expr, df: &DataFrame) -> Option<PolarsResult<Agg>> {
    let e = unaliased(e);
    if is_count(e) {
        return Some(Ok(Agg::Count));
    }
    let Expr::Agg(agg) = e else { return None };
    // SAFETY (all three): the row lists come from `row_lists` over this
    // frame's keys, so every index is below the column's length.
    let (input, reduce): (&Expr, Option<GroupReduce>) = match agg {
        AggExpr::Mean(x) | AggExpr::Sum(x) => (x, None),
        AggExpr::Median(x) => (x, Some(|c, g| unsafe { c.agg_median(g) })),
        AggExpr::Min { input, propagate_nans: false } => (input, Some(|c, g| unsafe { c.agg_min(g) })),
        AggExpr::Max { input, propagate_nans: false } => (input, Some(|c, g| unsafe { c.agg_max(g) })),
        _ => return None,
    };
    let s = match eval(input, df)? {
        Ok(s) => s,
        Err(e) => return Some(Err(e)),
    };
    if s.len() != df.height() || s.dtype() != &DataType::Float64 || s.null_count() > 0 {
        return None;
    }
    let s = s.rechunk();
    let v = s.f64().ok()?.downcast_iter().next()?.values().as_slice();
    match reduce {
        // Whether the sums are exact is checked where they are taken.
        None => Some(Ok(Agg::Sum(matches!(agg, AggExpr::Mean(_)), s))),
        Some(f) => (!v.iter().any(|x| x.is_nan())).then_some(Ok(Agg::Reduce(f, s))),
    }
}

/// `e` without its output name.
fn unaliased(e: &Expr) -> &Expr {
    match e {
        Expr::Alias(inner, _) => inner.as_ref(),
        e => e,
    }
}

/// `count()` as the plan compiles it: the group's length as `Int64`.
fn is_count(e: &Expr) -> bool {
    matches!(e, Expr::Cast { expr, dtype: DataTypeExpr::Literal(DataType::Int64), .. } if matches!(expr.as_ref(), Expr::Len))
}

/// The row indices of each key present (key order; row order inside a
/// group, each group's first row its first index), placed by counting sort.
fn row_lists(keys: &[i64], counts: &[u64], lo: i64) -> GroupsType {
    let mut start = Vec::with_capacity(counts.len());
    let mut at = 0usize;
    for &c in counts {
        start.push(at);
        at += c as usize;
    }
    let mut next = start.clone();
    let mut rows = vec![0 as IdxSize; keys.len()];
    for (i, &k) in keys.iter().enumerate() {
        let s = (k - lo) as usize;
        rows[next[s]] = i as IdxSize;
        next[s] += 1;
    }
    let (mut first, mut all) = (Vec::new(), Vec::new());
    for (s, &c) in counts.iter().enumerate().filter(|(_, c)| **c > 0) {
        let r = &rows[start[s]..start[s] + c as usize];
        first.push(r[0]);
        all.push(r.to_vec().into());
    }
    GroupsType::from(GroupsIdx::new(first, all, false))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first step of `select` grouped by `g` over columns `g` and `r`.
    fn step(select: serde_json::Value) -> StepPlan {
        let q = serde_json::json!({"map": {"g": "hour()", "r": "high - low"}, "group_by": "g", "select": select});
        let plan = crate::plan(crate::Query::parse(&q).unwrap()).unwrap();
        plan.steps()[0].clone()
    }

    fn frame(keys: Vec<i64>, r: Vec<f64>) -> DataFrame {
        df! { "g" => keys, "r" => r }.unwrap()
    }

    /// Worked by hand: keys 2, 0, 2, 1, 0, 2 over 1, 2, 3, 4, 5, 6.5.
    #[test]
    fn groups_come_out_in_key_order_with_their_rows() {
        let df = frame(vec![2, 0, 2, 1, 0, 2], vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.5]);
        let s = step(serde_json::json!(["count()", "mean(r)", "max(r)", "sum(r)"]));
        let out = group(&df, &s).expect("covered").unwrap();
        let col = |i: usize| out.columns()[i].as_materialized_series().clone();
        assert_eq!(col(0).i64().unwrap().to_vec(), [Some(0), Some(1), Some(2)]);
        assert_eq!(col(1).i64().unwrap().to_vec(), [Some(2), Some(1), Some(3)]);
        assert_eq!(col(2).f64().unwrap().to_vec(), [Some(3.5), Some(4.0), Some(3.5)]);
        assert_eq!(col(3).f64().unwrap().to_vec(), [Some(5.0), Some(4.0), Some(6.5)]);
        assert_eq!(col(4).f64().unwrap().to_vec(), [Some(7.0), Some(4.0), Some(10.5)]);
    }

    /// Against the lazy engine's group-by (both its executors: below and
    /// above 1,000 rows), on tick-grid values; what the direct pass declines
    /// is declined for the reason it gives.
    #[test]
    fn covered_groups_agree_with_the_lazy_engine() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for n in [1usize, 7, 500, 999, 1000, 5000, 120_000] {
            let random: Vec<i64> = (0..n).map(|_| (next() % 24) as i64 - 3).collect();
            // Runs of one key, as hours of sorted bars come.
            let runs: Vec<i64> = (0..n).map(|i| (i / 60 % 24) as i64).collect();
            let ticks: Vec<f64> = (0..n).map(|_| (next() % 4000) as f64 * 0.25).collect();
            for (keys, select) in [random, runs].into_iter().flat_map(|k| {
                [
                    serde_json::json!("mean(r)"),
                    serde_json::json!(["count()", "mean(r)", "sum(r)", "min(r)", "max(r)", "median(r)"]),
                    serde_json::json!(["mean(r * 2)", "count()"]),
                ]
                .map(|s| (k.clone(), s))
            }) {
                let s = step(select.clone());
                let df = frame(keys.clone(), ticks.clone());
                let direct = group(&df, &s).expect("covered").unwrap();
                let lazy = crate::execute::group(df, &s).unwrap();
                assert!(direct.equals_missing(&lazy), "n={n} {select}: {direct:?} vs {lazy:?}");
                assert_eq!(direct.schema(), lazy.schema());
            }
        }
        // Sums of values off one grid depend on the order of additions:
        // declined; extremes are not sums: covered.
        let df = frame(vec![1, 2, 1], vec![0.1, 0.2, 0.3]);
        assert!(group(&df, &step(serde_json::json!("mean(r)"))).is_none());
        let s = step(serde_json::json!("max(r)"));
        let direct = group(&df, &s).expect("covered").unwrap();
        assert!(direct.equals_missing(&crate::execute::group(df, &s).unwrap()));
        // A −0.0 (a group of it alone: −0.0 or 0.0 by executor), a missing
        // value, a NaN, a wide key range: declined.
        let df = frame(vec![1, 2], vec![-0.0, 2.0]);
        assert!(group(&df, &step(serde_json::json!("mean(r)"))).is_none());
        let df = df! { "g" => [Some(1i64), None], "r" => [1.0, 2.0] }.unwrap();
        assert!(group(&df, &step(serde_json::json!("count()"))).is_none());
        let df = frame(vec![1, 2], vec![f64::NAN, 2.0]);
        assert!(group(&df, &step(serde_json::json!("max(r)"))).is_none());
        let df = frame(vec![0, 5000], vec![1.0, 2.0]);
        assert!(group(&df, &step(serde_json::json!("count()"))).is_none());
    }
}
