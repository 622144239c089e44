//! The function library. Every function is registered once, with its
//! signature, defaults, description, category and example; the registry is the
//! single source for validation (names, arity, argument kinds), for
//! compilation, for `GetFunctionReference` and for the model's tool text.
//!
//! One file per family (`window.rs`, `trend.rs`, …, matching the categories)
//! registers its functions; the numeric loops a family needs sit beside it in
//! `<family>/kernels.rs` over plain `f64` slices (the window kernels — rolling
//! sums, EMA, Wilder — are shared by the other families), and `udf` runs a
//! kernel as a polars expression. To add a function: write its
//! [`FunctionDef`] in its family's `FUNCTIONS`, with a kernel beside it if
//! polars has no expression for it, and a golden case in
//! `tests/fixtures/functions`.

mod aggregate;
mod bits;
mod convenience;
mod core;
mod cumulative;
mod lag;
mod oscillators;
mod pattern;
mod session;
#[cfg(test)]
pub(crate) mod testing;
mod time;
mod trend;
mod udf;
mod volatility;
mod volume;
pub mod warmup;
mod window;

pub(crate) use bits::Test;
pub(crate) use udf::compare_floats;
pub(crate) use window::kernels::{SumBound, bounded_span_sums};

use std::collections::BTreeMap;
use std::sync::LazyLock;

use polars::prelude::{Expr as PExpr, col, lit};

use crate::error::{BarbError, ErrorCode, Result};
pub(crate) use crate::market::{TDATE, TS};

/// What an argument position accepts.
#[derive(Debug, Clone, Copy)]
pub enum Parameter {
    /// A numeric series (a scalar is broadcast).
    Series(&'static str),
    /// A boolean series (condition).
    Cond(&'static str),
    /// Any value (branches of `if`).
    Any(&'static str),
    /// A constant integer (windows, lags), with an optional default.
    Int(&'static str, Option<i64>),
    /// A constant number (multipliers), with an optional default.
    Float(&'static str, Option<f64>),
    /// An optional `'YYYY-MM-DD'` string constant.
    DateStr(&'static str),
}

impl Parameter {
    /// Parameter name.
    pub fn name(&self) -> &'static str {
        match self {
            Parameter::Series(n)
            | Parameter::Cond(n)
            | Parameter::Any(n)
            | Parameter::Int(n, _)
            | Parameter::Float(n, _)
            | Parameter::DateStr(n) => n,
        }
    }
    /// True when the argument may be omitted.
    pub fn optional(&self) -> bool {
        matches!(self, Parameter::Int(_, Some(_)) | Parameter::Float(_, Some(_)) | Parameter::DateStr(_))
    }
    /// Kind name for references.
    pub fn kind(&self) -> &'static str {
        match self {
            Parameter::Series(_) => "series",
            Parameter::Cond(_) => "bool series",
            Parameter::Any(_) => "any",
            Parameter::Int(..) => "int",
            Parameter::Float(..) => "float",
            Parameter::DateStr(_) => "string",
        }
    }
    /// Default as text.
    pub fn default_text(&self) -> String {
        match self {
            Parameter::Int(_, Some(v)) => v.to_string(),
            Parameter::Float(_, Some(v)) => format!("{v:?}"),
            _ => String::new(),
        }
    }
}

/// What a function returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Returns {
    /// A float series.
    Num,
    /// An integer series (calendar parts).
    Int,
    /// A boolean series.
    Bool,
    /// A date series (or a date constant).
    Date,
    /// A float scalar aggregate (broadcast when used in `map`).
    Agg,
    /// An integer scalar aggregate (`count()`).
    AggInt,
    /// The type of argument `i`.
    SameAs(usize),
    /// The common type of `if`'s branches.
    Branches,
}

/// A checked, compiled argument.
#[derive(Debug, Clone)]
pub enum Arg {
    /// A compiled series (or scalar) expression.
    Expr(PExpr),
    /// A numeric constant.
    Num(f64),
    /// A string constant.
    Str(String),
    /// Omitted optional argument without a default.
    Missing,
}

impl Arg {
    /// The argument as an expression.
    pub fn expr(&self) -> PExpr {
        match self {
            Arg::Expr(e) => e.clone(),
            Arg::Num(v) => lit(*v),
            Arg::Str(s) => lit(s.clone()),
            Arg::Missing => lit(polars::prelude::NULL),
        }
    }
    /// The argument as an integer constant (Python `int()`: truncation).
    pub fn int(&self) -> i64 {
        match self {
            Arg::Num(v) => v.trunc() as i64,
            _ => 0,
        }
    }
    /// The argument as a window length (≥ 1 is enforced by the checker).
    pub fn usize(&self) -> usize {
        self.int().max(0) as usize
    }
    /// The argument as a float constant.
    pub fn float(&self) -> f64 {
        match self {
            Arg::Num(v) => *v,
            _ => f64::NAN,
        }
    }
}

/// Builds the polars expression of a call from its arguments.
pub type Build = fn(&[Arg]) -> Result<PExpr>;

/// A registered function.
pub struct FunctionDef {
    /// Name as called.
    pub name: &'static str,
    /// Category (reference grouping).
    pub category: &'static str,
    /// Parameters in order.
    pub params: &'static [Parameter],
    /// Return type.
    pub returns: Returns,
    /// What it computes, with the conventions that matter.
    pub description: &'static str,
    /// An example expression.
    pub example: &'static str,
    /// Compiler.
    pub build: Build,
}

impl FunctionDef {
    /// `name(p1, p2=default)`.
    pub fn signature(&self) -> String {
        let ps: Vec<String> = self
            .params
            .iter()
            .map(|p| {
                let d = p.default_text();
                if d.is_empty() { p.name().to_string() } else { format!("{}={d}", p.name()) }
            })
            .collect();
        format!("{}({})", self.name, ps.join(", "))
    }
    /// Number of required parameters.
    pub fn required(&self) -> usize {
        self.params.iter().filter(|p| !p.optional()).count()
    }
    /// True for scalar aggregates.
    pub fn is_aggregate(&self) -> bool {
        matches!(self.returns, Returns::Agg | Returns::AggInt)
    }
}

/// All functions, by name.
pub struct Registry {
    by_name: BTreeMap<&'static str, FunctionDef>,
}

impl Registry {
    fn add(&mut self, f: FunctionDef) {
        let name = f.name;
        assert!(self.by_name.insert(name, f).is_none(), "function {name} registered twice");
    }
    /// Looks a function up by name.
    pub fn get(&self, name: &str) -> Option<&FunctionDef> {
        self.by_name.get(name)
    }
    /// Every function, sorted by name.
    pub fn all(&self) -> impl Iterator<Item = &FunctionDef> {
        self.by_name.values()
    }
    /// Number of functions.
    pub fn len(&self) -> usize {
        self.by_name.len()
    }
    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }
    /// Error for an unknown function name, with a suggestion.
    pub fn unknown(&self, name: &str) -> BarbError {
        BarbError::new(ErrorCode::UnknownFunction, format!("unknown function '{name}'"))
            .hint(barb_common::input::suggestion(name, self.by_name.keys().copied()))
    }
}

/// The registry of every function.
pub static REGISTRY: LazyLock<Registry> = LazyLock::new(|| {
    let mut r = Registry { by_name: BTreeMap::new() };
    for f in core::FUNCTIONS
        .into_iter()
        .chain(lag::FUNCTIONS)
        .chain(window::FUNCTIONS)
        .chain(cumulative::FUNCTIONS)
        .chain(pattern::FUNCTIONS)
        .chain(aggregate::FUNCTIONS)
        .chain(time::FUNCTIONS)
        .chain(session::FUNCTIONS)
        .chain(convenience::FUNCTIONS)
        .chain(oscillators::FUNCTIONS)
        .chain(volatility::FUNCTIONS)
        .chain(trend::FUNCTIONS)
        .chain(volume::FUNCTIONS)
    {
        r.add(f);
    }
    r
});

/// Hidden column of a frame with warm-up bars: true on the period's rows.
/// Frame-global functions compiled over such a frame
/// ([`crate::expr::ColumnScope::masked`]) read only these rows.
pub const IN_PERIOD: &str = "__in_period";

/// The frame-global function `def` (an aggregate, `rank`, `session_*`)
/// compiled over the period's rows of a frame that also holds warm-up bars
/// (see [`warmup`]): what it computes on the period alone, broadcast to
/// every row.
pub(crate) fn build_masked(def: &FunctionDef, args: &[Arg]) -> Result<PExpr> {
    let mask = col(IN_PERIOD);
    match def.category {
        "aggregate" => aggregate::masked(def, args, mask),
        "session" => session::masked(def.name, mask),
        _ if def.name == "rank" => Ok(pattern::rank_masked(&args[0], mask)),
        _ => Err(BarbError::internal("warm-up", format!("{}() is not frame-global", def.name))),
    }
}

/// The frame column `name`.
pub(crate) fn column(name: &str) -> PExpr {
    col(name)
}

/// Float view of an expression (booleans become 0/1).
pub(crate) fn float(e: PExpr) -> PExpr {
    e.cast(polars::prelude::DataType::Float64)
}

/// Division where 0/0 gives null (pandas NaN), never a NaN that compares true.
///
/// IEEE division row by row, in a kernel: polars divides a column by a
/// scalar as a multiplication by the reciprocal, which is not correctly
/// rounded and only happens when the frame has more than one row — so
/// `volume / 20` gave 43487.850000000006 for 869757 on a month of bars (and
/// `round(…, 1)` 43487.9) but 43487.85 on that one day, and `(h + l + c) / 3`
/// missed the typical price by an ulp.
pub(crate) fn div(a: PExpr, b: PExpr) -> PExpr {
    udf::num(vec![float(a), float(b)], udf::kernel(|x| x[0].iter().zip(x[1].iter()).map(|(p, q)| p / q).collect()))
}

/// Shift by `n` bars (positive = previous bars).
pub(crate) fn shift(e: PExpr, n: i64) -> PExpr {
    e.shift(lit(n))
}

/// Builds a [`FunctionDef`] tersely.
pub(crate) const fn def(
    name: &'static str,
    category: &'static str,
    params: &'static [Parameter],
    returns: Returns,
    description: &'static str,
    example: &'static str,
    build: Build,
) -> FunctionDef {
    FunctionDef { name, category, params, returns, description, example, build }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_has_unique_documented_functions() {
        assert_eq!(REGISTRY.len(), 109, "the spec enumerates 109 functions");
        let mut per: BTreeMap<&str, usize> = BTreeMap::new();
        for f in REGISTRY.all() {
            *per.entry(f.category).or_default() += 1;
        }
        let expected = [
            ("aggregate", 11),
            ("convenience", 19),
            ("core", 6),
            ("cumulative", 3),
            ("lag", 2),
            ("oscillators", 8),
            ("pattern", 8),
            ("session", 4),
            ("time", 8),
            ("trend", 9),
            ("volatility", 14),
            ("volume", 5),
            ("window", 12),
        ];
        assert_eq!(per.into_iter().collect::<Vec<_>>(), expected);
        for f in REGISTRY.all() {
            assert!(!f.description.is_empty(), "{} lacks a description", f.name);
            assert!(f.example.contains(f.name), "{}'s example does not call it", f.name);
            assert!(f.required() <= f.params.len());
        }
        assert_eq!(REGISTRY.get("rsi").unwrap().signature(), "rsi(col, n=14)");
        assert_eq!(REGISTRY.get("kc_upper").unwrap().signature(), "kc_upper(n=20, atr_n=10, mult=1.5)");
        assert_eq!(REGISTRY.get("valuewhen").unwrap().signature(), "valuewhen(cond, col, n=0)");
        assert_eq!(REGISTRY.get("macd_signal").unwrap().signature(), "macd_signal(col, fast=12, slow=26, sig=9)");
        assert!(REGISTRY.unknown("rsii").hint.contains("rsi"));
    }
}
