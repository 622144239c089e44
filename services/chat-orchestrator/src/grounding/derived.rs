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

use super::{
    evidence::{Evidence, Fact, Origin},
    lexicon::Unit,
    scan::Mention,
};
use crate::result_view::{Measure, alias};

mod hint;
pub use hint::hint;

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
    pub(super) fn name(self) -> &'static str {
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
    /// The computed value (as the number states it: a magnitude).
    pub value: f64,
    /// A difference of the two magnitudes (a loss against a gain), not of the signed values.
    pub of_magnitudes: bool,
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
/// sorted by magnitude so a value's partners lie in a window of it
/// ([`Operands::explain`]).
pub struct Operands<'a> {
    sets: Vec<Vec<(f64, &'a Fact)>>,
}

fn sorted<'a>(facts: impl Iterator<Item = &'a Fact>) -> Vec<(f64, &'a Fact)> {
    let mut v: Vec<(f64, &Fact)> = facts.map(|f| (f.value.abs(), f)).collect();
    v.sort_by(|a, b| a.0.total_cmp(&b.0));
    v
}

/// The groups of related values of `e` (indices into [`Evidence::facts`],
/// by magnitude): by what a column measures, and by row. They depend only on
/// the evidence: [`Evidence::related`] keeps them for every check of the turn.
pub(super) fn related(e: &Evidence) -> Vec<Vec<usize>> {
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let pool = e
        .facts()
        .iter()
        .enumerate()
        .filter(|(_, f)| f.result.is_some() && matches!(f.origin, Origin::Cell(_) | Origin::Text));
    for (i, f) in pool.take(MAX_OPERANDS) {
        if let Some(b) = base(f) {
            groups.entry(format!("c:{b}")).or_default().push(i);
        }
        if let (Some(r), Some(row)) = (f.result, f.row) {
            groups.entry(format!("r:{r}:{row}")).or_default().push(i);
        }
    }
    groups.into_values().filter(|g| g.len() > 1).collect()
}

impl<'a> Operands<'a> {
    /// The related values of `e`, grouped.
    pub fn new(e: &'a Evidence) -> Self {
        let facts = e.facts();
        Self { sets: e.related().iter().map(|g| sorted(g.iter().map(|&i| &facts[i]))).collect() }
    }

    /// Explains `m` as a computation on related values; `stated` are the
    /// values the same sentence quotes.
    ///
    /// Called for every unsupported number with every group of the turn (a
    /// few hundred operands, seven windows each), so the inner loop does
    /// little: the reading's bounds are computed once; a window that misses
    /// its group's range (about half) costs two comparisons; the others find
    /// their start by stepping a cursor from where that window started for
    /// the previous operand — the windows move one way as the operand grows —
    /// instead of a binary search; only a window with a member in it is
    /// searched for a partner (a few per number). Callgrind: a third of the
    /// instructions of the binary-search version. Each reading is searched
    /// in a loop of its own, its kind fixed at compile time ([`first_in_set`]):
    /// a quarter fewer again.
    pub fn explain(&self, m: &Mention, stated: &[Fact]) -> Option<Derivation> {
        let stated = sorted(stated.iter());
        // Per reading: its value, its tolerance widened for rounding, whether
        // it can divide, whether it can be a decrease in percent, and whether
        // every window but the last is written low end first (see `bounds`).
        let readings: Vec<(f64, f64, bool, bool, bool)> = m
            .readings
            .iter()
            .map(|r| {
                let (x, t) = (r.value, r.tolerance * (1.0 + 1e-6) + 1e-9);
                (x, t, x > t, x > t && x + t < 100.0, x >= 0.0 && t >= 0.0 && x.is_finite() && t.is_finite())
            })
            .collect();
        for set in self.sets.iter().chain([&stated]) {
            if set.is_empty() {
                continue;
            }
            // The first hit by operand, then reading, then window: each
            // reading is searched alone (its bounds fixed through the loop),
            // up to the operand of the best hit so far.
            let mut best: Option<(usize, Derivation)> = None;
            for &(x, t, divisible, decrease, ordered) in &readings {
                let limit = best.as_ref().map_or(set.len(), |(p, _)| *p);
                let found = match (ordered, divisible, decrease) {
                    (true, true, true) => first_in_set::<true, true, true>(set, x, t, m, limit),
                    (true, true, false) => first_in_set::<true, true, false>(set, x, t, m, limit),
                    (true, false, _) => first_in_set::<true, false, false>(set, x, t, m, limit),
                    (false, true, true) => first_in_set::<false, true, true>(set, x, t, m, limit),
                    (false, true, false) => first_in_set::<false, true, false>(set, x, t, m, limit),
                    (false, false, _) => first_in_set::<false, false, false>(set, x, t, m, limit),
                };
                if found.is_some() {
                    best = found;
                }
            }
            if let Some((_, d)) = best {
                return Some(d);
            }
        }
        None
    }
}

/// The magnitudes a partner of `p` may have in window `k`, for a reading
/// `x ± t` — in this order: `p - x`, `p + x`, `x - p`, `p / x`, `100 p / x`,
/// `p / (1 + x %)`, `p / (1 - x %)`. For finite `x, t ≥ 0` (and `x > t` for
/// a ratio: windows 3 to 6 are only read then) and a magnitude `p` the
/// windows but the last are written low end first (rounding keeps the
/// order; the divisors are positive and finite), or both ends are infinite
/// or NaN alike: they need no ordering (`ordered`).
#[inline(always)]
fn bounds(k: usize, p: f64, x: f64, t: f64, ordered: bool) -> (f64, f64) {
    let (lo, hi) = match k {
        0 => (p - x - t, p - x + t),
        1 => (p + x - t, p + x + t),
        2 => (x - p - t, x - p + t),
        3 => (p / (x + t), p / (x - t)),
        4 => (100.0 * p / (x + t), 100.0 * p / (x - t)),
        5 => (p / (1.0 + (x + t) / 100.0), p / (1.0 + (x - t) / 100.0)),
        _ => (p / (1.0 - (x - t) / 100.0), p / (1.0 - (x + t) / 100.0)),
    };
    if ordered && k < 6 { (lo, hi) } else { (lo.min(hi), lo.max(hi)) }
}

/// The first operand of `set` below `limit` with a partner in one of its
/// windows for the reading `x ± t` (see [`Operands::explain`]), in operand
/// then window order, and the derivation. One loop per kind of reading
/// (`ORDERED`, `DIVISIBLE`, `DECREASE`: see `bounds`), so the loop holds no
/// test of them.
fn first_in_set<const ORDERED: bool, const DIVISIBLE: bool, const DECREASE: bool>(
    set: &[(f64, &Fact)],
    x: f64,
    t: f64,
    m: &Mention,
    limit: usize,
) -> Option<(usize, Derivation)> {
    let (first, last) = (set[0].0, set[set.len() - 1].0);
    // Per window: where in the set it last started. Windows start at the
    // set's start, but `x - p`'s (it moves down) at its end.
    let mut cursor = [0, 0, set.len(), 0, 0, 0, 0];
    for (pi, &(p, a)) in set[..limit].iter().enumerate() {
        // The partner's magnitude must lie in `lo..=hi`.
        macro_rules! window {
            ($k:literal) => {{
                let (lo, hi) = bounds($k, p, x, t, ORDERED);
                if !(hi < first || lo > last) {
                    // The first member not below `lo` (the predicate holds
                    // for a prefix of the set). Ordered windows move one way
                    // as `p` grows: `x - p` down, the others up; the cursor
                    // steps only that way.
                    let mut c = cursor[$k];
                    if !(ORDERED && $k != 2 && $k < 6) {
                        while c > 0 && set[c - 1].0 >= lo {
                            c -= 1;
                        }
                    }
                    if !(ORDERED && $k == 2) {
                        while c < set.len() && set[c].0 < lo {
                            c += 1;
                        }
                    }
                    cursor[$k] = c;
                    if c < set.len()
                        && set[c].0 <= hi
                        && let Some(d) = partner(&set[c..], a, m, hi)
                    {
                        return Some((pi, d));
                    }
                }
            }};
        }
        window!(0);
        window!(1);
        window!(2);
        if DIVISIBLE {
            window!(3);
            window!(4);
            window!(5);
            if DECREASE {
                window!(6);
            }
        }
    }
    None
}

/// The first of `from` (members of a set from a window's start on) with a
/// magnitude up to `hi` that, with `a`, explains `m` (see [`combine`]).
fn partner(from: &[(f64, &Fact)], a: &Fact, m: &Mention, hi: f64) -> Option<Derivation> {
    for &(_, b) in from.iter().take_while(|(m, _)| *m <= hi) {
        if std::ptr::eq(a, b) || a.value == b.value {
            continue;
        }
        if let Some((op, value, of_magnitudes)) = combine(a, b, m) {
            return Some(Derivation { op, a: a.clone(), b: b.clone(), value, of_magnitudes });
        }
    }
    None
}

/// The operation on `a` and `b` that gives one of `m`'s readings: sums and
/// differences of values measuring the same thing, percentages for a number
/// written as one, ratios for a plain number or a multiple.
fn combine(fa: &Fact, fb: &Fact, m: &Mention) -> Option<(Op, f64, bool)> {
    let (a, b) = (fa.value, fb.value);
    let (x, y) = (a.abs(), b.abs());
    let same = fa.measure == fb.measure || fa.measure == Measure::Unknown || fb.measure == Measure::Unknown;
    let percent = m.unit == Unit::Percent;
    let ratio = matches!(m.unit, Unit::Ratio | Unit::None);
    let candidates = [
        (Op::Difference, (a - b).abs(), false),
        (Op::Difference, (x - y).abs(), true),
        (Op::Sum, (a + b).abs(), false),
        (Op::Ratio, if y > 0.0 { x / y } else { f64::NAN }, true),
        (Op::PercentChange, if y > 0.0 { (x - y).abs() / y * 100.0 } else { f64::NAN }, true),
        (Op::PercentOf, if y > 0.0 { x / y * 100.0 } else { f64::NAN }, true),
    ];
    for r in &m.readings {
        for (op, v, of_magnitudes) in candidates {
            let allowed = match op {
                Op::Difference | Op::Sum => same && !r.fraction,
                Op::Ratio => ratio || r.fraction,
                Op::PercentChange | Op::PercentOf => percent && !r.fraction,
            };
            if !allowed {
                continue;
            }
            if v.is_finite() && v > 0.0 && (v - r.value).abs() <= r.tolerance && v != x && v != y {
                return Some((op, v, of_magnitudes));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search as it was before the cursors: every window of every
    /// operand by binary search. The cursors must find the same derivation.
    fn explain_by_binary_search(o: &Operands<'_>, m: &Mention, stated: &[Fact]) -> Option<Derivation> {
        let window = |set: &[(f64, &Fact)], lo: f64, hi: f64| -> (usize, usize) {
            let (lo, hi) = (lo.min(hi), lo.max(hi));
            let (Some(first), Some(last)) = (set.first(), set.last()) else { return (0, 0) };
            if hi < first.0 || lo > last.0 {
                return (0, 0);
            }
            let a = set.partition_point(|(m, _)| *m < lo);
            (a, a + set[a..].iter().take_while(|(m, _)| *m <= hi).count())
        };
        let stated = sorted(stated.iter());
        for set in o.sets.iter().chain([&stated]) {
            for &(p, a) in set {
                for r in &m.readings {
                    let (x, t) = (r.value, r.tolerance * (1.0 + 1e-6) + 1e-9);
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
                        let (s, e) = window(set, lo, hi);
                        for &(_, b) in &set[s..e] {
                            if std::ptr::eq(a, b) || a.value == b.value {
                                continue;
                            }
                            if let Some((op, value, of_magnitudes)) = combine(a, b, m) {
                                return Some(Derivation { op, a: a.clone(), b: b.clone(), value, of_magnitudes });
                            }
                        }
                    }
                }
            }
        }
        None
    }

    fn fact(value: f64, measure: Measure) -> Fact {
        Fact {
            value,
            result: Some(0),
            origin: Origin::Text,
            column: String::new(),
            row: None,
            text_key: None,
            measure,
            magnitude_only: false,
            sample: None,
            currency: None,
            window: None,
        }
    }

    /// Groups of values with many coincidences (repeated magnitudes, zeros,
    /// signs, values a percentage apart) and numbers written in every unit:
    /// the cursor search gives the same derivation as the binary search, or
    /// the same absence of one.
    #[test]
    fn cursors_find_what_the_binary_search_finds() {
        // A fixed pseudo-random sequence (no dependency, same every run).
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let measures = [Measure::Unknown, Measure::Share, Measure::Count];
        // Half the values on a coarse grid, so most windows hold several
        // partners and the order of the search decides which one is reported.
        let pool: Vec<Fact> = (0..240)
            .map(|i| {
                let base = [0.0, 1.0, 2.5, 12.5, 100.0, 250.0, 1_000.0, 16_672.75][(next() % 8) as usize];
                let value = match i % 4 {
                    0 => base,
                    1 => -base * (1.0 + (next() % 50) as f64 / 100.0),
                    2 => (next() % 20_000) as f64 / 4.0 - 1_000.0,
                    _ => (next() % 24) as f64 / 2.0 * if next() % 2 == 0 { 1.0 } else { -1.0 },
                };
                fact(value, measures[(next() % 3) as usize])
            })
            .collect();
        // And groups of one column: prices close together, small ranges.
        let columns: Vec<Fact> = (0..96)
            .map(|i| {
                let value =
                    if i < 48 { 16_000.0 + (next() % 4_000) as f64 / 4.0 } else { 90.0 + (next() % 80) as f64 / 4.0 };
                fact(value, Measure::Unknown)
            })
            .collect();
        let sets: Vec<Vec<(f64, &Fact)>> =
            pool.chunks(12).chain(columns.chunks(16)).map(|c| sorted(c.iter())).collect();
        // All groups at once, and each group alone (so each is the first to explain).
        let operands: Vec<Operands<'_>> = [sets.clone()]
            .into_iter()
            .chain(sets.iter().map(|s| vec![s.clone()]))
            .map(|sets| Operands { sets })
            .collect();
        let answers = [
            "It gained 12.5% and 0.5 points, 3x more, a ratio of 1.5, a spread of 1,000 and 250.",
            "The difference was 16,672.75 or 16.7k; 25 percent; 4,170.25; −7.5; 99%; 0.25.",
            "Between 2.5 and 2,497.5, up 150% or 50 %, and 0 or 1 of them; 1,002.5 vs 998.",
            "It moved 1.5 points, then 2 and 3.5 points; 4.5 or 6 trades, 0.5 and 5.5; 20% and 75%.",
            "Closes 16,672.75 and 17,001.25 differ by 328.5, or 2%; ranges of 95.25 and 101 differ 6%, a 1.06x.",
        ];
        let mut found = 0;
        for answer in answers {
            for m in super::super::scan::scan(answer, &[]).numbers {
                for (operands, stated) in operands.iter().flat_map(|o| [(o, &pool[..0]), (o, &pool[100..130])]) {
                    let fast = operands.explain(&m, stated);
                    let slow = explain_by_binary_search(operands, &m, stated);
                    let key = |d: &Option<Derivation>| d.as_ref().map(|d| (d.op, d.a.value, d.b.value, d.value));
                    assert_eq!(key(&fast), key(&slow), "{}", m.text);
                    found += usize::from(fast.is_some());
                }
            }
        }
        assert!(found >= 500, "too few derivations to compare ({found})");
    }
}
