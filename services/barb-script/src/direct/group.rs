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
//! by counting (the key's range is small) and each aggregate is polars' own
//! group aggregation over them (`Column::agg_mean` etc., what the in-memory
//! executor calls). The pass is taken only where the two executors cannot
//! disagree: sums and means only of values whose sums are exact in any order
//! ([`crate::functions::sums_exact_in_any_order`]: bar prices and their
//! differences), extremes and medians only without NaN. Everything else
//! returns `None` and runs on the lazy engine, so the answer never depends on
//! which path ran (`tests/differential.rs`).

use polars::prelude::*;

use super::eval;
use crate::functions::sums_exact_in_any_order;
use crate::plan::StepPlan;

/// The widest key range grouped by counting (hours, weekdays and months
/// are far inside; anything wider goes to the lazy engine's hashing).
const MAX_KEY_RANGE: i64 = 4096;

/// One aggregate of the step, as the direct pass runs it.
enum Agg {
    /// `count()`: the group's rows, as `Int64`.
    Count,
    /// A reduction of a `Float64` column computed over the whole frame.
    Reduce(fn(&Column, &GroupsType) -> Column, Series),
}

/// The step's groups (key ascending, as the lazy path sorts them) with one
/// column per aggregate, or `None` when the step is not covered.
pub(crate) fn group(df: &DataFrame, step: &StepPlan) -> Option<PolarsResult<DataFrame>> {
    let [key] = step.group_by.as_slice() else { return None };
    let keys = df.column(key).ok()?;
    if keys.dtype() != &DataType::Int64 || keys.null_count() > 0 || df.height() == 0 {
        return None;
    }
    // (A key marked sorted makes polars group by slices instead of row
    // lists: the same rows, and the aggregates taken here do not depend on
    // the order of additions.)
    let keys = keys.as_materialized_series();
    let mut aggs = Vec::with_capacity(step.aggregates.len());
    for a in &step.aggregates {
        aggs.push(match aggregate(&a.expr, df)? {
            Ok(agg) => agg,
            Err(e) => return Some(Err(e)),
        });
    }
    let keys = keys.i64().ok()?.rechunk();
    let values = keys.downcast_iter().next()?.values().as_slice();
    let (present, groups) = groups_by_counting(values)?;
    let groups = GroupsType::from(groups);
    let mut columns = Vec::with_capacity(1 + aggs.len());
    columns.push(Int64Chunked::from_vec(key.as_str().into(), present).into_column());
    for (agg, a) in aggs.into_iter().zip(&step.aggregates) {
        let column = match agg {
            Agg::Count => {
                let counts: Vec<i64> = groups.iter().map(|g| g.len() as i64).collect();
                Int64Chunked::from_vec(a.name.as_str().into(), counts).into_column()
            }
            Agg::Reduce(f, s) => f(&s.into_column(), &groups).with_name(a.name.as_str().into()),
        };
        columns.push(column);
    }
    Some(DataFrame::new(columns[0].len(), columns))
}

/// `count()` or a covered reduction of the whole-frame column its input
/// evaluates to; `None` when not covered or when the executors could
/// disagree on it.
fn aggregate(e: &Expr, df: &DataFrame) -> Option<PolarsResult<Agg>> {
    let e = match e {
        Expr::Alias(inner, _) => inner.as_ref(),
        e => e,
    };
    if let Expr::Cast { expr, dtype: DataTypeExpr::Literal(DataType::Int64), .. } = e
        && matches!(expr.as_ref(), Expr::Len)
    {
        return Some(Ok(Agg::Count));
    }
    let Expr::Agg(agg) = e else { return None };
    // SAFETY (all five): the groups come from `groups_by_counting` over this
    // frame's rows, so every index is below the column's length.
    let (input, f, order_free_sums): (&Expr, fn(&Column, &GroupsType) -> Column, bool) = match agg {
        AggExpr::Mean(x) => (x, |c, g| unsafe { c.agg_mean(g) }, true),
        AggExpr::Sum(x) => (x, |c, g| unsafe { c.agg_sum(g) }, true),
        AggExpr::Median(x) => (x, |c, g| unsafe { c.agg_median(g) }, false),
        AggExpr::Min { input, propagate_nans: false } => (input, |c, g| unsafe { c.agg_min(g) }, false),
        AggExpr::Max { input, propagate_nans: false } => (input, |c, g| unsafe { c.agg_max(g) }, false),
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
    let fits = if order_free_sums { sums_exact_in_any_order(v) } else { !v.iter().any(|x| x.is_nan()) };
    fits.then_some(Ok(Agg::Reduce(f, s)))
}

/// The key values present, ascending, and the row indices of each (row
/// order inside a group, each group's first row its first index); `None`
/// when the keys span [`MAX_KEY_RANGE`] or more.
fn groups_by_counting(keys: &[i64]) -> Option<(Vec<i64>, GroupsIdx)> {
    let (lo, hi) = keys.iter().fold((i64::MAX, i64::MIN), |(lo, hi), &k| (lo.min(k), hi.max(k)));
    if hi.checked_sub(lo)? >= MAX_KEY_RANGE {
        return None;
    }
    let mut counts = vec![0usize; (hi - lo + 1) as usize];
    for &k in keys {
        counts[(k - lo) as usize] += 1;
    }
    let mut rows: Vec<Vec<IdxSize>> = counts.iter().map(|&n| Vec::with_capacity(n)).collect();
    for (i, &k) in keys.iter().enumerate() {
        rows[(k - lo) as usize].push(i as IdxSize);
    }
    let (mut present, mut first, mut all) = (Vec::new(), Vec::new(), Vec::new());
    for (slot, r) in rows.into_iter().enumerate().filter(|(_, r)| !r.is_empty()) {
        present.push(lo + slot as i64);
        first.push(r[0]);
        all.push(r.into());
    }
    Some((present, GroupsIdx::new(first, all, false)))
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
            let keys: Vec<i64> = (0..n).map(|_| (next() % 24) as i64 - 3).collect();
            let ticks: Vec<f64> = (0..n).map(|_| (next() % 4000) as f64 * 0.25).collect();
            for select in [
                serde_json::json!("mean(r)"),
                serde_json::json!(["count()", "mean(r)", "sum(r)", "min(r)", "max(r)", "median(r)"]),
                serde_json::json!(["mean(r * 2)", "count()"]),
            ] {
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
        // A missing value, a NaN, a wide key range: declined.
        let df = df! { "g" => [Some(1i64), None], "r" => [1.0, 2.0] }.unwrap();
        assert!(group(&df, &step(serde_json::json!("count()"))).is_none());
        let df = frame(vec![1, 2], vec![f64::NAN, 2.0]);
        assert!(group(&df, &step(serde_json::json!("max(r)"))).is_none());
        let df = frame(vec![0, 5000], vec![1.0, 2.0]);
        assert!(group(&df, &step(serde_json::json!("count()"))).is_none());
    }
}
