//! Numbers the model computed: a difference, sum, ratio or percentage of two
//! values the tools returned. Even when the arithmetic is right, the engines
//! must compute it, so the number is reported as `computed` with a hint
//! naming the tool call that would produce it.
//!
//! Only related pairs are tried, so a number invented out of thin air is not
//! "explained" by a coincidence among hundreds of values: two values of the
//! same column (rows or results), of columns measuring the same thing
//! (`max_range` and `min_range`), of one row, or two values the same sentence
//! quotes.

use std::collections::BTreeMap;

use serde_json::json;

use super::{
    evidence::{Evidence, Fact, Origin},
    lexicon::Unit,
    scan::Mention,
};
use crate::tools::view::{Measure, alias, shown};

/// How two values were combined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `a - b`.
    Difference,
    /// `a + b`.
    Sum,
    /// `a / b`.
    Ratio,
    /// `(a - b) / b`, in percent.
    PercentChange,
    /// `a / b`, in percent.
    PercentOf,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Difference => "the difference",
            Op::Sum => "the sum",
            Op::Ratio => "the ratio",
            Op::PercentChange => "the percentage change",
            Op::PercentOf => "the percentage",
        }
    }
}

/// A number explained as a computation.
#[derive(Debug, Clone)]
pub struct Derivation {
    /// The operation.
    pub op: Op,
    /// First operand.
    pub a: Fact,
    /// Second operand.
    pub b: Fact,
}

/// Most values tried as operands.
const MAX_OPERANDS: usize = 2_000;

const AGGREGATORS: &[&str] =
    &["mean", "avg", "max", "min", "sum", "count", "median", "std", "pct", "first", "last", "total"];

/// The part of a column name that says what is measured (`max_range` → `range`).
fn base(f: &Fact) -> Option<String> {
    if !matches!(f.origin, Origin::Cell(_)) {
        return None;
    }
    let a = alias(&f.column);
    let parts: Vec<&str> = a.split('_').filter(|p| !AGGREGATORS.contains(p)).collect();
    (!parts.is_empty()).then(|| parts.join("_"))
}

/// The related pairs of a turn's values, grouped once per check; each group
/// sorted by magnitude so the partner of a value is found by binary search.
pub struct Operands<'a> {
    sets: Vec<Vec<(f64, &'a Fact)>>,
}

fn sorted<'a>(facts: impl Iterator<Item = &'a Fact>) -> Vec<(f64, &'a Fact)> {
    let mut v: Vec<(f64, &Fact)> = facts.map(|f| (f.value.abs(), f)).collect();
    v.sort_by(|a, b| a.0.total_cmp(&b.0));
    v
}

/// The members of `set` whose magnitude lies in `lo..=hi`.
fn window<'s, 'a>(set: &'s [(f64, &'a Fact)], lo: f64, hi: f64) -> &'s [(f64, &'a Fact)] {
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    let a = set.partition_point(|(m, _)| *m < lo);
    let b = set.partition_point(|(m, _)| *m <= hi);
    &set[a..b.max(a)]
}

impl<'a> Operands<'a> {
    /// Groups the values of `e`: by what a column measures, and by row.
    pub fn new(e: &'a Evidence) -> Self {
        let mut groups: BTreeMap<String, Vec<&'a Fact>> = BTreeMap::new();
        let pool =
            e.facts().iter().filter(|f| f.result.is_some() && matches!(f.origin, Origin::Cell(_) | Origin::Text));
        for f in pool.take(MAX_OPERANDS) {
            if let Some(b) = base(f) {
                groups.entry(format!("c:{b}")).or_default().push(f);
            }
            if let (Some(r), Some(row)) = (f.result, f.row) {
                groups.entry(format!("r:{r}:{row}")).or_default().push(f);
            }
        }
        Self { sets: groups.into_values().filter(|g| g.len() > 1).map(|g| sorted(g.into_iter())).collect() }
    }

    /// Explains `m` as a computation on related values; `stated` are the
    /// values the same sentence quotes.
    pub fn explain(&self, m: &Mention, stated: &[Fact]) -> Option<Derivation> {
        let stated = sorted(stated.iter());
        for set in self.sets.iter().chain([&stated]) {
            for &(p, a) in set {
                for r in &m.readings {
                    let (x, t) = (r.value, r.tolerance * (1.0 + 1e-6) + 1e-9);
                    // Where the partner's magnitude must lie for each operation.
                    let divisible = x > t;
                    let windows = [
                        Some((p - x - t, p - x + t)),
                        Some((p + x - t, p + x + t)),
                        Some((x - p - t, x - p + t)),
                        divisible.then(|| (p / (x + t), p / (x - t))),
                        divisible.then(|| (100.0 * p / (x + t), 100.0 * p / (x - t))),
                        divisible.then(|| (p / (1.0 + (x + t) / 100.0), p / (1.0 + (x - t) / 100.0))),
                        (divisible && x + t < 100.0)
                            .then(|| (p / (1.0 - (x - t) / 100.0), p / (1.0 - (x + t) / 100.0))),
                    ];
                    for (lo, hi) in windows.into_iter().flatten() {
                        for &(_, b) in window(set, lo, hi) {
                            if std::ptr::eq(a, b) || a.value == b.value {
                                continue;
                            }
                            if let Some(op) = combine(a, b, m) {
                                return Some(Derivation { op, a: a.clone(), b: b.clone() });
                            }
                        }
                    }
                }
            }
        }
        None
    }
}

/// The operation on `a` and `b` that gives one of `m`'s readings: sums and
/// differences of values measuring the same thing, percentages for a number
/// written as one, ratios for a plain number or a multiple.
fn combine(fa: &Fact, fb: &Fact, m: &Mention) -> Option<Op> {
    let (a, b) = (fa.value, fb.value);
    let (x, y) = (a.abs(), b.abs());
    let same = fa.measure == fb.measure || fa.measure == Measure::Unknown || fb.measure == Measure::Unknown;
    let percent = m.unit == Unit::Percent;
    let ratio = matches!(m.unit, Unit::Ratio | Unit::None);
    let candidates = [
        (Op::Difference, (a - b).abs()),
        (Op::Difference, (x - y).abs()),
        (Op::Sum, (a + b).abs()),
        (Op::Ratio, if y > 0.0 { x / y } else { f64::NAN }),
        (Op::PercentChange, if y > 0.0 { (x - y).abs() / y * 100.0 } else { f64::NAN }),
        (Op::PercentOf, if y > 0.0 { x / y * 100.0 } else { f64::NAN }),
    ];
    for r in &m.readings {
        for (op, v) in candidates {
            let allowed = match op {
                Op::Difference | Op::Sum => same && !r.fraction,
                Op::Ratio => ratio || r.fraction,
                Op::PercentChange | Op::PercentOf => percent && !r.fraction,
            };
            if !allowed {
                continue;
            }
            if v.is_finite() && v > 0.0 && (v - r.value).abs() <= r.tolerance && v != x && v != y {
                return Some(op);
            }
        }
    }
    None
}

/// What the model computed and which tool call computes it instead.
pub fn hint(e: &Evidence, d: &Derivation) -> String {
    let name = |f: &Fact| e.reference(f).unwrap_or_else(|| super::matching::describe(e, f));
    let cite = |f: &Fact| e.reference(f).map(|r| format!("{{{{{r}}}}}")).unwrap_or_else(|| shown(f.value));
    let what =
        format!("{} of {} ({}) and {} ({})", d.op.name(), name(&d.a), shown(d.a.value), name(&d.b), shown(d.b.value));
    let call = suggest_call(e, d);
    match call {
        Some(c) => format!(
            "{what}: the engines must compute it — call {c}, or state both values ({} and {})",
            cite(&d.a),
            cite(&d.b)
        ),
        None => format!(
            "{what}: the engines must compute it — state both values instead ({} and {})",
            cite(&d.a),
            cite(&d.b)
        ),
    }
}

/// A tool call that computes the derivation, when one can be built.
fn suggest_call(e: &Evidence, d: &Derivation) -> Option<String> {
    let (ra, rb) = (d.a.result?, d.b.result?);
    let (ia, ib) = (&e.results[ra], &e.results[rb]);
    let col = alias(&d.a.column);
    let expr = match d.op {
        Op::Difference => format!("{col} - prev({col})"),
        Op::Sum => format!("{col} + prev({col})"),
        Op::Ratio => format!("{col} / prev({col})"),
        Op::PercentChange | Op::PercentOf => format!("({col} / prev({col}) - 1) * 100"),
    };
    match (ia.tool.as_str(), ib.tool.as_str()) {
        ("run_query", "run_query") => {
            let query = ia.input.get("query")?;
            let first = if ra == rb {
                query.clone()
            } else {
                // Two periods of the same query: one query grouped by year.
                let mut q = query.clone();
                let obj = q.as_object_mut()?;
                let (pa, pb) = (ia.input["query"]["period"].as_str()?, ib.input["query"]["period"].as_str()?);
                let (a, b) = if pa <= pb { (pa, pb) } else { (pb, pa) };
                obj.insert("period".into(), json!(format!("{}:{}", &a[..4.min(a.len())], &b[..4.min(b.len())])));
                let map = obj.entry("map").or_insert_with(|| json!({}));
                map.as_object_mut()?.insert("y".into(), json!("year()"));
                obj.insert("group_by".into(), json!("y"));
                q
            };
            let call =
                json!({"query": {"steps": [first, {"map": {"computed": expr}}]}, "title": "Computed comparison"});
            Some(format!("run_query {call}"))
        }
        ("query_receipts", "query_receipts") => Some(
            "query_receipts with an \"aggregate\" (sum, avg, count) and \"group_by\" that returns the figure"
                .to_string(),
        ),
        _ => None,
    }
}
