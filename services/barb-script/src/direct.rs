//! The direct pass: evaluates a compiled expression eagerly, node by node,
//! with the same polars kernels the lazy engine calls (or the same integer
//! arithmetic: the day of the week, `//` and `%`), but without building,
//! optimising and scheduling a lazy plan — which for a few hundred rows costs
//! more than the arithmetic itself.
//!
//! It shares the lowering with the lazy path (the input is the very `Expr`
//! [`crate::plan()`] compiled) and covers the nodes small questions are made
//! of: columns, literals, casts, `+ - *`, comparisons, `and`/`or`/`not`,
//! the calendar parts of the label (day of week, day, month, quarter, year),
//! `if`, null/NaN tests and fills, integer `//` and `%` by a constant
//! (`hour()`, `minute()`), the library's kernels (`functions/udf.rs`: the
//! window functions, division), `count()` and the reductions mean, sum,
//! min, max and median. Anything else (polars' own window functions,
//! `std`, whose lazy aggregation does not reproduce bit for bit eagerly)
//! returns `None` and the stage runs on the lazy engine, so the
//! answer never depends on which path ran; `tests/differential.rs` checks
//! that both paths give the same answers on random queries.

use polars::prelude::*;

mod group;

pub(crate) use group::{Partial, group};

/// Evaluates `e` on `df`: a column of `df.height()` values or a single value
/// (length 1, broadcast by the caller). `None` when a node is not covered;
/// `Some(Err)` when a covered node fails (reported like a lazy failure).
pub(crate) fn eval(e: &Expr, df: &DataFrame) -> Option<PolarsResult<Series>> {
    Some(match e {
        Expr::Alias(inner, name) => eval(inner, df)?.map(|s| s.with_name(name.clone())),
        Expr::Column(name) => df.column(name.as_str()).map(|c| c.as_materialized_series().clone()),
        Expr::Literal(lv) => literal(lv)?,
        Expr::Cast { expr, dtype: DataTypeExpr::Literal(dt), .. } => {
            if !matches!(dt, DataType::Float64 | DataType::Int64 | DataType::Boolean) {
                return None;
            }
            eval(expr, df)?.and_then(|s| s.cast(dt))
        }
        Expr::BinaryExpr { left, op, right } => {
            if *op == Operator::Modulus
                && let Some(r) = floor_div_mod(left, right, df)
            {
                return Some(r);
            }
            let (a, b) = (eval(left, df)?, eval(right, df)?);
            match (a, b) {
                (Ok(a), Ok(b)) => {
                    // A dynamic literal takes the other side's type, as the lazy engine types it.
                    let a = adopt(left, a, &b)?;
                    let b = adopt(right, b, &a)?;
                    binary(&a, *op, &b)?
                }
                (Err(e), _) | (_, Err(e)) => Err(e),
            }
        }
        Expr::Len => Ok(Series::new(PlSmallStr::from_static("len"), [df.height() as IdxSize])),
        Expr::Agg(agg) => aggregate(agg, df)?,
        Expr::Function { input, function } => function_call(input, function, df)?,
        Expr::AnonymousFunction { input, function: LazySerde::Deserialized(f), .. } => {
            // The library's kernels (`functions/udf.rs`): the lazy engine
            // evaluates the inputs, calls this very function on them and
            // names the result after the first input.
            let mut cols = Vec::with_capacity(input.len());
            for e in input {
                match eval(e, df)? {
                    Ok(s) => cols.push(s.into_column()),
                    Err(e) => return Some(Err(e)),
                }
            }
            let name = cols.first()?.name().clone();
            let udf = Arc::clone(&**f).as_column_udf();
            udf.call_udf(&mut cols).map(|c| c.take_materialized_series().with_name(name))
        }
        Expr::Ternary { predicate, truthy, falsy } => {
            let (p, a, b) = (eval(predicate, df)?, eval(truthy, df)?, eval(falsy, df)?);
            // Branches of one type, or a missing `otherwise` (fill_nan): the
            // lazy engine's supertype rules are not reproduced here.
            if let (Ok(a), Ok(b)) = (&a, &b)
                && !(a.dtype() == b.dtype() || (b.dtype() == &DataType::Null && a.dtype() != &DataType::Null))
            {
                return None;
            }
            (|| {
                let (p, a, b) = (p?, a?, b?);
                let n = [p.len(), a.len(), b.len()].into_iter().max().unwrap_or(1);
                let widen = |s: Series| if s.len() == 1 && n != 1 { s.new_from_index(0, n) } else { s };
                let (p, a, b) = (widen(p), widen(a), widen(b));
                // A missing condition takes the `otherwise` branch.
                let mask = p.bool()?.fill_null_with_values(false)?;
                let name = a.name().clone();
                Ok(a.zip_with(&mask, &b.cast(a.dtype())?)?.with_name(name))
            })()
        }
        _ => return None,
    })
}

/// A scalar literal as a one-row series (the lazy engine's dynamic literals
/// are typed the way it materialises them).
fn literal(lv: &LiteralValue) -> Option<PolarsResult<Series>> {
    if !lv.is_scalar() {
        return None;
    }
    let lv = lv.clone().materialize();
    let dt = lv.get_datatype();
    if !(dt.is_primitive_numeric() || matches!(dt, DataType::Boolean | DataType::Null)) {
        return None;
    }
    let value = lv.to_any_value()?.into_static();
    Some(Ok(Scalar::new(dt, value).into_series(PlSmallStr::from_static("literal"))))
}

/// `s` (the value of `e`) in the type the lazy engine gives it next to
/// `other`: an untyped integer literal takes any numeric type of the other
/// side, an untyped float literal a float type; `None` when the lazy engine
/// would widen the other side instead.
fn adopt(e: &Expr, s: Series, other: &Series) -> Option<Series> {
    let Expr::Literal(lv @ LiteralValue::Dyn(_)) = e else { return Some(s) };
    let to = other.dtype();
    let materialized = lv.clone().materialize().get_datatype();
    let fits = if materialized.is_integer() {
        to.is_primitive_numeric()
    } else if materialized.is_float() {
        to.is_float()
    } else {
        false
    };
    if !fits || other_literal(other) {
        return if s.dtype() == to { Some(s) } else { None };
    }
    s.cast(to).ok()
}

/// Both sides literal: leave the types as they are.
fn other_literal(s: &Series) -> bool {
    s.name().as_str() == "literal"
}

fn binary(a: &Series, op: Operator, b: &Series) -> Option<PolarsResult<Series>> {
    let numeric = |s: &Series| s.dtype().is_primitive_numeric();
    let name = a.name().clone();
    let out = match op {
        Operator::Plus | Operator::Minus | Operator::Multiply => {
            // Only the same numeric type on both sides: the lazy engine's type
            // coercion of mixed operands is not reproduced here.
            if !(numeric(a) && numeric(b) && a.dtype() == b.dtype()) {
                return None;
            }
            match op {
                Operator::Plus => a + b,
                Operator::Minus => a - b,
                _ => a * b,
            }
        }
        Operator::Eq | Operator::NotEq | Operator::Lt | Operator::LtEq | Operator::Gt | Operator::GtEq => {
            // Comparisons of numbers of one type (NaN is made missing by the
            // lowering before it compares, see `missing_nan`).
            if !(numeric(a) && numeric(b) && a.dtype() == b.dtype()) {
                return None;
            }
            let r = match op {
                Operator::Eq => a.equal(b),
                Operator::NotEq => a.not_equal(b),
                Operator::Lt => a.lt(b),
                Operator::LtEq => a.lt_eq(b),
                Operator::Gt => a.gt(b),
                _ => a.gt_eq(b),
            };
            r.map(|c| c.into_series())
        }
        Operator::FloorDivide | Operator::Modulus => {
            // Integers by a constant of 2 or more (`hour()`, `minute()`);
            // other divisors and types keep polars' own rules.
            let d = match (a.dtype(), b.dtype(), b.len()) {
                (DataType::Int64, DataType::Int64, 1) => b.i64().ok()?.get(0)?,
                _ => return None,
            };
            if d < 2 {
                return None;
            }
            let ca = a.i64().ok()?.rechunk();
            let arr = ca.downcast_iter().next()?;
            let part = if op == Operator::Modulus { Part::Rem } else { Part::Quot };
            let out = floor_div_rem(arr.values(), d, part);
            Ok(Int64Chunked::from_vec_validity(name.clone(), out, arr.validity().cloned()).into_series())
        }
        Operator::And | Operator::LogicalAnd | Operator::Or | Operator::LogicalOr => {
            let (Ok(x), Ok(y)) = (a.bool(), b.bool()) else { return None };
            Ok(if matches!(op, Operator::And | Operator::LogicalAnd) { x & y } else { x | y }.into_series())
        }
        _ => return None,
    };
    Some(out.map(|s| s.with_name(name)))
}

/// Which integer part of x by d [`floor_div_rem`] returns.
#[derive(Clone, Copy)]
enum Part {
    /// x // d (floor division).
    Quot,
    /// x % d (polars' `%` takes the divisor's sign: `rem_euclid` for d > 0).
    Rem,
    /// (x // d) % m, in one pass (`hour()`, `minute()`).
    QuotMod(i64),
}

/// `(x // d) % m` for Int64 `x` and constants d, m ≥ 2, as one pass
/// (`hour()` is `(label // 3.6e9) % 24`); `None` when not of that form.
fn floor_div_mod(left: &Expr, m: &Expr, df: &DataFrame) -> Option<PolarsResult<Series>> {
    let Expr::BinaryExpr { left: x, op: Operator::FloorDivide, right: d } = left else { return None };
    if !matches!(d.as_ref(), Expr::Literal(_)) || !matches!(m, Expr::Literal(_)) {
        return None;
    }
    let x = match eval(x, df)? {
        Ok(x) if x.dtype() == &DataType::Int64 => x,
        _ => return None,
    };
    let constant = |e: &Expr| -> Option<i64> {
        let s = adopt(e, eval(e, df)?.ok()?, &x)?;
        if s.dtype() != &DataType::Int64 || s.len() != 1 {
            return None;
        }
        s.i64().ok()?.get(0).filter(|v| *v >= 2)
    };
    let (d, m) = (constant(d)?, constant(m)?);
    let ca = x.i64().ok()?.rechunk();
    let arr = ca.downcast_iter().next()?;
    let out = floor_div_rem(arr.values(), d, Part::QuotMod(m));
    Some(Ok(Int64Chunked::from_vec_validity(x.name().clone(), out, arr.validity().cloned()).into_series()))
}

/// A [`Part`] of every value by `d` ≥ 2 — `div_euclid` and `rem_euclid`
/// for a positive divisor, polars' floor division and `%`. Bar labels are
/// sorted, so consecutive values mostly fall in the same multiple of `d`:
/// each run of them is found by a scan of two compares a value and written
/// whole (one division a run, not a value).
fn floor_div_rem(x: &[i64], d: i64, part: Part) -> Vec<i64> {
    let mut out: Vec<i64> = Vec::with_capacity(x.len());
    let mut i = 0;
    while i < x.len() {
        let v = x[i];
        let q = v.div_euclid(d);
        // [lo, hi): the values whose quotient is q; none when q·d does not
        // fit (then the value is divided alone).
        let bounds = q.checked_mul(d).map(|l| (l, l.saturating_add(d)));
        let run = match bounds {
            Some((lo, hi)) => run_length(&x[i..], |w| lo <= w && w < hi).max(1),
            None => 1,
        };
        let end = out.len() + run;
        match part {
            Part::Quot => out.resize(end, q),
            Part::QuotMod(m) => out.resize(end, q.rem_euclid(m)),
            Part::Rem => out.extend(x[i..i + run].iter().map(|&w| match bounds {
                Some((lo, hi)) if lo <= w && w < hi => w - lo,
                _ => w.rem_euclid(d),
            })),
        }
        i += run;
    }
    out
}

/// How many values from the start of `x` are `inside`: eight at a time
/// with no early exit inside a block (a test the compiler can run on all
/// eight at once), then one at a time in the block that ends the run.
pub(crate) fn run_length(x: &[i64], inside: impl Fn(i64) -> bool) -> usize {
    let blocks = x.chunks_exact(8);
    let mut n = 0;
    for block in blocks {
        if !block.iter().fold(true, |all, &w| all & inside(w)) {
            break;
        }
        n += 8;
    }
    n + x[n..].iter().position(|&w| !inside(w)).unwrap_or(x.len() - n)
}

fn aggregate(agg: &AggExpr, df: &DataFrame) -> Option<PolarsResult<Series>> {
    let (input, reduce): (&Expr, fn(&Series) -> PolarsResult<Scalar>) = match agg {
        AggExpr::Mean(x) => (x, |s| s.mean_reduce()),
        AggExpr::Sum(x) => (x, |s| s.sum_reduce()),
        AggExpr::Median(x) => (x, |s| s.median_reduce()),
        AggExpr::Min { input, propagate_nans: false } => (input, |s| s.min_reduce()),
        AggExpr::Max { input, propagate_nans: false } => (input, |s| s.max_reduce()),
        _ => return None,
    };
    let s = eval(input, df)?;
    Some(s.and_then(|s| {
        if s.dtype() != &DataType::Float64 {
            polars_bail!(ComputeError: "the direct pass reduces floats only");
        }
        let name = s.name().clone();
        Ok(reduce(&s)?.into_series(name))
    }))
}

/// `x` when `e` is the lowering's `fill_nan(x, null)`: polars writes it as
/// `when(x.is_not_nan() | x.is_null()).then(x).otherwise(null)`.
fn missing_nan(e: &Expr) -> Option<&Expr> {
    let Expr::Ternary { predicate, truthy, falsy } = e else { return None };
    let Expr::BinaryExpr { left, op: Operator::Or, right } = &**predicate else { return None };
    fn tested(side: &Expr, test: BooleanFunction) -> Option<&Expr> {
        match side {
            Expr::Function { input, function: FunctionExpr::Boolean(b) } if *b == test && input.len() == 1 => {
                Some(&input[0])
            }
            _ => None,
        }
    }
    let (a, b) = (tested(left, BooleanFunction::IsNotNan)?, tested(right, BooleanFunction::IsNull)?);
    let null = matches!(&**falsy, Expr::Literal(lv) if lv.is_null());
    (null && *a == **truthy && *b == **truthy).then_some(&**truthy)
}

/// The lowering's numeric comparison, `fill_null(a <op> b, false)` with NaN
/// made missing on float sides ([`missing_nan`]): each side evaluated once
/// and, when both are floats, compared in one packed pass
/// ([`crate::functions::compare_floats`]); other types compare as the
/// lazy engine does. `None` when `x` is not a comparison.
fn comparison(x: &Expr, fill: &Expr, df: &DataFrame) -> Option<PolarsResult<Series>> {
    let Expr::Literal(lv) = fill else { return None };
    let Expr::BinaryExpr { left, op, right } = x else { return None };
    if lv.clone().materialize().to_any_value()? != AnyValue::Boolean(false) {
        return None;
    }
    use crate::functions::Test;
    let test = match op {
        Operator::Eq => Test::Eq,
        Operator::NotEq => Test::Ne,
        Operator::Lt => Test::Lt,
        Operator::LtEq => Test::Le,
        Operator::Gt => Test::Gt,
        Operator::GtEq => Test::Ge,
        _ => return None,
    };
    let (l, r) = (missing_nan(left), missing_nan(right));
    let (a, b) = match (eval(l.unwrap_or(left), df)?, eval(r.unwrap_or(right), df)?) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
    };
    let a = adopt(l.unwrap_or(left), a, &b)?;
    let b = adopt(r.unwrap_or(right), b, &a)?;
    if a.dtype() == &DataType::Float64 && b.dtype() == &DataType::Float64 {
        return Some(crate::functions::compare_floats(&a, &b, test).map(|s| s.with_name(a.name().clone())));
    }
    // A float side whose NaN the lowering made missing but whose type is
    // not Float64 (a Float32 column): left to the general nodes.
    if l.is_some() || r.is_some() {
        return None;
    }
    Some(binary(&a, *op, &b)?.and_then(|s| {
        let name = s.name().clone();
        Ok(s.bool()?.fill_null_with_values(false)?.into_series().with_name(name))
    }))
}

fn function_call(input: &[Expr], f: &FunctionExpr, df: &DataFrame) -> Option<PolarsResult<Series>> {
    match (f, input) {
        (FunctionExpr::FillNull, [x, fill]) => {
            if let Some(compared) = comparison(x, fill, df) {
                return Some(compared);
            }
            let (x, fill) = (eval(x, df)?, eval(fill, df)?);
            Some((|| {
                let (x, fill) = (x?, fill?);
                if x.null_count() == 0 {
                    return Ok(x);
                }
                let (DataType::Boolean, Some(v)) = (x.dtype(), fill.bool()?.get(0)) else {
                    polars_bail!(ComputeError: "the direct pass fills booleans only");
                };
                let name = x.name().clone();
                Ok(x.bool()?.fill_null_with_values(v)?.into_series().with_name(name))
            })())
        }
        (FunctionExpr::Boolean(b), [x]) => {
            let x = eval(x, df)?;
            let out = match b {
                BooleanFunction::IsNull => x.map(|s| s.is_null().into_series()),
                BooleanFunction::IsNotNull => x.map(|s| s.is_not_null().into_series()),
                BooleanFunction::IsNotNan => x.and_then(|s| Ok(s.is_not_nan()?.into_series())),
                BooleanFunction::IsNan => x.and_then(|s| Ok(s.is_nan()?.into_series())),
                BooleanFunction::Not => x.and_then(|s| Ok((!s.bool()?).into_series())),
                _ => return None,
            };
            Some(out)
        }
        // Calendar parts of the label (`dayofweek()`, `month()`, …): the
        // lazy engine calls these very methods on the column.
        (FunctionExpr::TemporalExpr(t), [x]) => {
            let part: fn(&Series) -> PolarsResult<Series> = match t {
                TemporalFunction::WeekDay => weekday,
                TemporalFunction::Day => |s| s.day().map(IntoSeries::into_series),
                TemporalFunction::Month => |s| s.month().map(IntoSeries::into_series),
                TemporalFunction::Quarter => |s| s.quarter().map(IntoSeries::into_series),
                TemporalFunction::Year => |s| s.year().map(IntoSeries::into_series),
                _ => return None,
            };
            Some(eval(x, df)?.and_then(|s| part(&s)))
        }
        _ => None,
    }
}

/// ISO day of the week (1 = Monday), polars' `dt().weekday()`: on naive
/// microsecond labels (the bars') by integer arithmetic — 1970-01-01 was a
/// Thursday — instead of a calendar conversion per row (~50 instructions a
/// row, most of a grouped daily query over 20 years); other types as polars does.
fn weekday(s: &Series) -> PolarsResult<Series> {
    const DAY_US: i64 = 86_400_000_000;
    if s.dtype() == &DataType::Datetime(TimeUnit::Microseconds, None) {
        let days = s.datetime()?.physical();
        let out: Int8Chunked = days.apply_nonnull_values_generic(DataType::Int8, |us: i64| {
            ((us.div_euclid(DAY_US) + 3).rem_euclid(7) + 1) as i8
        });
        return Ok(out.with_name(s.name().clone()).into_series());
    }
    s.weekday().map(IntoSeries::into_series)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame() -> DataFrame {
        df! {
            "close" => [1.0f64, f64::NAN, 3.0, 4.0],
            "open" => [2.0f64, 2.0, 2.0, 5.0],
            "high" => [3.0f64, 2.5, 4.0, 6.0],
            "low" => [0.5f64, 1.0, 1.5, 3.5],
            "volume" => [10i64, 20, 30, 40],
        }
        .unwrap()
    }

    /// The direct pass and the lazy engine on the same compiled expression.
    fn same(text: &str) {
        same_on(text, frame());
    }

    fn same_on(text: &str, df: DataFrame) {
        let scope = crate::expr::ColumnScope::bars();
        let ast = crate::expr::parse(text).unwrap();
        let t = crate::expr::compile(&ast, &scope).unwrap();
        let direct = eval(&t.expr.clone().alias("v"), &df).unwrap_or_else(|| panic!("{text} is covered")).unwrap();
        let lazy = df.clone().lazy().select([t.expr.alias("v")]).collect().unwrap();
        let lazy = lazy.column("v").unwrap().as_materialized_series().clone();
        let n = df.height();
        let direct = if direct.len() == 1 && lazy.len() == n { direct.new_from_index(0, n) } else { direct };
        assert!(direct.equals_missing(&lazy), "{text}: {direct:?} vs {lazy:?}");
    }

    #[test]
    fn covered_nodes_agree_with_the_lazy_engine() {
        for text in [
            "close - open",
            "volume * 2",
            "close > open",
            "close != 3",
            "close != open",
            "3 > close",
            "sma(close, 2) != open",
            "close - close > 0",
            "close > open and volume > 15",
            "not (close < 2) or volume == 40",
            "if(close > open, close, open)",
            "mean(close - open)",
            "sum(volume)",
            "min(close)",
            "max(close - open)",
            "median(open)",
            "count()",
            // The library's kernels (anonymous functions).
            "sma(close, 2)",
            "ema(close, 2) - open",
            "rsi(close, 2) > 50",
            "atr(2)",
            "crossover(close, open)",
            "crossover(close, 3)",
            "close / open",
            "mean(sma(open, 2))",
        ] {
            same(text);
        }
    }

    /// Comparisons (one packed pass for floats) against the lazy engine's
    /// NaN-as-missing rule, on every operator, with NaN, ±inf and missing
    /// values on either side, a value on either side, and integers.
    #[test]
    fn comparisons_agree_with_the_lazy_engine_on_missing_values() {
        let n = 29;
        let pick = |i: usize, k: usize| -> Option<f64> {
            match (i * k) % 11 {
                0 => None,
                1 => Some(f64::NAN),
                2 => Some(f64::INFINITY),
                3 => Some(f64::NEG_INFINITY),
                4 => Some(-0.0),
                r => Some(r as f64 / 2.0),
            }
        };
        let close: Float64Chunked = (0..n).map(|i| pick(i, 3)).collect();
        let open: Float64Chunked = (0..n).map(|i| pick(i + 1, 7)).collect();
        let volume: Int64Chunked = (0..n).map(|i| (i % 5 != 2).then_some(i as i64 % 4)).collect();
        let df = DataFrame::new(
            n,
            vec![
                close.with_name("close".into()).into_series().into_column(),
                open.with_name("open".into()).into_series().into_column(),
                volume.with_name("volume".into()).into_series().into_column(),
            ],
        )
        .unwrap();
        for op in ["<", "<=", ">", ">=", "==", "!="] {
            for text in [
                format!("close {op} open"),
                format!("close {op} 2.5"),
                format!("2 {op} open"),
                format!("close {op} close"),
                format!("volume {op} 2"),
                format!("sma(close, 2) {op} open"),
                format!("close - open {op} 0"),
            ] {
                same_on(&text, df.clone());
                same_on(&text, df.head(Some(0)));
            }
        }
    }

    /// The calendar parts on labels across years, leap days and before 1970.
    #[test]
    fn calendar_parts_agree_with_the_lazy_engine() {
        let day = 86_400_000_000i64;
        let labels: Vec<i64> = (-800..800).map(|d| d * day * 23 + (d % 24) * 3_600_000_000).collect();
        let ts = Series::new(crate::market::TS.into(), labels)
            .cast(&DataType::Datetime(TimeUnit::Microseconds, None))
            .unwrap();
        let df = DataFrame::new(ts.len(), vec![ts.into_column()]).unwrap();
        let scope = crate::expr::ColumnScope::bars();
        for text in ["dayofweek()", "month()", "day_of_month()", "quarter()", "year()", "dayofweek() + month()"] {
            let t = crate::expr::compile(&crate::expr::parse(text).unwrap(), &scope).unwrap();
            let direct = eval(&t.expr.clone().alias("v"), &df).unwrap_or_else(|| panic!("{text} is covered")).unwrap();
            let lazy = df.clone().lazy().select([t.expr.alias("v")]).collect().unwrap();
            let lazy = lazy.column("v").unwrap().as_materialized_series().clone();
            assert_eq!(direct.dtype(), lazy.dtype(), "{text}");
            assert!(direct.equals_missing(&lazy), "{text}: {direct:?} vs {lazy:?}");
        }
    }

    /// Floor division and `%` by constants against polars' kernels, on
    /// sorted labels, shuffled values and the ends of the integer range
    /// (where the kept bounds do not fit).
    #[test]
    fn integer_division_by_constants_agrees_with_polars() {
        let mut values: Vec<i64> = (-3000..3000).map(|i| i * 977_777_777).collect();
        values.extend([i64::MIN, i64::MIN + 1, i64::MAX, i64::MAX - 1, -1, 0, 1]);
        values.extend((0..500).map(|i: i64| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15u64 as i64)) >> 3));
        // Sorted minute labels: runs of one hour, one day, across 1970.
        values.extend((0..5000).map(|i: i64| 1_704_067_200_000_000 + i * 60_000_000));
        values.extend((-3000..3000).map(|i: i64| i * 60_000_000 - 7));
        let mut validity: Vec<bool> = (0..values.len()).map(|i| i % 17 != 3).collect();
        validity[0] = true;
        let x =
            Int64Chunked::from_iter_options("x".into(), values.iter().zip(&validity).map(|(v, ok)| ok.then_some(*v)));
        let df = DataFrame::new(x.len(), vec![x.into_series().into_column()]).unwrap();
        for d in [2i64, 3, 7, 24, 60, 3_600_000_000, 86_400_000_000, i64::MAX] {
            for e in [col("x").floor_div(lit(d)), col("x") % lit(d), (col("x").floor_div(lit(d)) % lit(24i64))] {
                let direct = eval(&e.clone().alias("v"), &df).expect("covered").unwrap();
                let lazy = df.clone().lazy().select([e.alias("v")]).collect().unwrap();
                let lazy = lazy.column("v").unwrap().as_materialized_series().clone();
                assert_eq!(direct.dtype(), lazy.dtype());
                assert!(direct.equals_missing(&lazy), "d={d}: {direct:?} vs {lazy:?}");
            }
        }
    }

    /// Every run length around the block of eight, against a count one
    /// value at a time.
    #[test]
    fn run_lengths_are_counted_exactly() {
        for len in 0..40usize {
            for stop in 0..=len {
                let x: Vec<i64> = (0..len).map(|i| if i < stop { 5 } else { 6 }).collect();
                assert_eq!(run_length(&x, |w| w == 5), stop, "len {len}, stop {stop}");
            }
        }
    }

    #[test]
    fn uncovered_nodes_fall_back() {
        let scope = crate::expr::ColumnScope::bars();
        let t = crate::expr::compile(&crate::expr::parse("std(close)").unwrap(), &scope).unwrap();
        assert!(eval(&t.expr, &frame()).is_none());
    }
}
