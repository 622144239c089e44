//! Typed lowering of an AST to a polars expression.
//!
//! Validation and compilation are one pass: every node is type-checked against
//! the [`ColumnScope`] (the columns that exist at this point of the pipeline) and the
//! function registry before its polars expression is built. Compilation never
//! touches data, so the pipeline validates every expression of a query before
//! executing any of it.

use polars::prelude::{DataType, Expr as PExpr, IntoSeries, NULL, NamedFrom, Series, col, lit};

use super::ast::{BinOp, CmpOp, Expr};
use super::{MAX_LOWERED_DEPTH, MAX_LOWERED_NODES};
use barb_common::input::suggestion;

use crate::dates::{days_from_date, parse_date};
use crate::error::{BarbError, ErrorCode, Result};
use crate::functions::warmup::{self, Warmup};
use crate::functions::{Arg, FunctionDef, Parameter, REGISTRY, Returns, div, float};

/// Value kinds of the expression language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Integer.
    Int,
    /// Float.
    Float,
    /// Boolean.
    Bool,
    /// Text.
    Str,
    /// Calendar date.
    Date,
    /// `None`.
    Null,
}

impl Kind {
    /// Usable in arithmetic (booleans count as 0/1).
    pub fn numeric(self) -> bool {
        matches!(self, Kind::Int | Kind::Float | Kind::Bool | Kind::Null)
    }
    fn name(self) -> &'static str {
        match self {
            Kind::Int => "an integer",
            Kind::Float => "a number",
            Kind::Bool => "a boolean",
            Kind::Str => "a string",
            Kind::Date => "a date",
            Kind::Null => "None",
        }
    }
}

/// Static type of an expression: its kind, whether it is one value (a
/// constant or an aggregate) rather than a series, and what it needs of the
/// frame: the history before a bar ([`Warmup`]) and whether it reads every
/// row ([`warmup::frame_global`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ty {
    /// Value kind.
    pub kind: Kind,
    /// True for constants and aggregates.
    pub scalar: bool,
    /// True when the value contains an aggregate (scalar over the frame).
    pub aggregate: bool,
    /// History its window functions need before a bar.
    pub warmup: Warmup,
    /// True when it calls a frame-global function (aggregate, `rank`, `session_*`).
    pub global: bool,
    /// True when it may be missing at bars well after its warm-up (pivots,
    /// `valuewhen`, an `if` with a `None` branch): a recursion that carries
    /// its value over missing inputs ([`warmup::carries_over_gaps`]) then
    /// needs the whole history.
    pub gappy: bool,
}

impl Ty {
    fn lit(kind: Kind) -> Self {
        Ty { kind, scalar: true, aggregate: false, warmup: Warmup::NONE, global: false, gappy: false }
    }
    fn series(kind: Kind) -> Self {
        Ty { kind, scalar: false, aggregate: false, warmup: Warmup::NONE, global: false, gappy: false }
    }
}

/// The columns visible to an expression, in frame order, with the history
/// each map column needs; `masked` when the frame holds warm-up bars before
/// the period (see [`ColumnScope::masked`]).
#[derive(Debug, Clone, Default)]
pub struct ColumnScope {
    cols: Vec<(String, Kind, Warmup, bool)>,
    masked: bool,
}

impl ColumnScope {
    /// A scope with the given columns.
    pub fn new(cols: impl IntoIterator<Item = (String, Kind)>) -> Self {
        Self { cols: cols.into_iter().map(|(n, k)| (n, k, Warmup::NONE, false)).collect(), masked: false }
    }
    /// This scope over a frame whose rows before the period are warm-up:
    /// frame-global functions are compiled over the rows where the hidden
    /// column [`crate::functions::IN_PERIOD`] is true.
    pub fn masked(mut self, masked: bool) -> Self {
        self.masked = masked;
        self
    }
    /// True when compiled over the period's rows of a frame with warm-up.
    pub fn is_masked(&self) -> bool {
        self.masked
    }
    /// The bar columns open, high, low, close (float) and volume (int).
    pub fn bars() -> Self {
        let mut s = Self::default();
        for c in ["open", "high", "low", "close"] {
            s.set(c, Kind::Float);
        }
        s.set("volume", Kind::Int);
        s
    }
    /// Adds or replaces a column (a map may overwrite a base column).
    pub fn set(&mut self, name: &str, kind: Kind) {
        self.set_typed(name, Ty::series(kind));
    }
    /// Adds or replaces a map column of type `ty` (its kind, the history its
    /// values need and whether they may be missing).
    pub fn set_typed(&mut self, name: &str, ty: Ty) {
        match self.cols.iter_mut().find(|(n, ..)| n == name) {
            Some(slot) => (slot.1, slot.2, slot.3) = (ty.kind, ty.warmup, ty.gappy),
            None => self.cols.push((name.to_string(), ty.kind, ty.warmup, ty.gappy)),
        }
    }
    /// Kind of a column.
    pub fn get(&self, name: &str) -> Option<Kind> {
        self.cols.iter().find(|(n, ..)| n == name).map(|(_, k, ..)| *k)
    }
    /// The type of a column as a series (kind, warm-up, gaps).
    fn typed(&self, name: &str) -> Option<Ty> {
        self.cols.iter().find(|(n, ..)| n == name).map(|(_, k, w, g)| Ty { warmup: *w, gappy: *g, ..Ty::series(*k) })
    }
    /// Column names in order.
    pub fn names(&self) -> impl Iterator<Item = &str> + Clone {
        self.cols.iter().map(|(n, ..)| n.as_str())
    }
    /// The unknown-column error with a suggestion.
    pub fn unknown(&self, name: &str) -> BarbError {
        let mut hint = suggestion(name, self.names());
        if REGISTRY.get(name).is_some() {
            hint = format!("'{name}' is a function: call it as {name}(...)");
        } else if name == "date" || name == "time" || name == "timestamp" {
            hint = "use date(), hour() or minute() for the bar's time".to_string();
        }
        BarbError::new(ErrorCode::UnknownColumn, format!("unknown column '{name}'")).hint(hint)
    }
}

/// A compiled expression with its type.
#[derive(Debug, Clone)]
pub struct Typed {
    /// The polars expression.
    pub expr: PExpr,
    /// Its type.
    pub ty: Ty,
}

/// Validates and compiles `e` in `scope`, then bounds what polars will walk
/// ([`MAX_LOWERED_DEPTH`], [`MAX_LOWERED_NODES`]): the parser bounds the
/// expression's own height, but lowering is not one polars node per AST
/// node — `a % b` uses each operand twice, `//` adds a floor and a cast — so
/// a chain within the parser's limits could still lower to a tree deep
/// enough to overflow a polars thread's stack (2 MiB, which polars does not
/// let us raise) or, with operands used twice at every level, exponentially
/// large. Both are refused here as `too_complex`, before any data is touched.
pub fn compile(e: &Expr, scope: &ColumnScope) -> Result<Typed> {
    let typed = lower(e, scope)?;
    let (depth, nodes) = lowered_shape(&typed.expr);
    if depth > MAX_LOWERED_DEPTH || nodes > MAX_LOWERED_NODES {
        return Err(BarbError::new(
            ErrorCode::TooComplex,
            format!(
                "expression is too complex to compute ({} levels and {} steps once compiled; the limits are \
                 {MAX_LOWERED_DEPTH} and {MAX_LOWERED_NODES})",
                depth.min(1_000_000),
                nodes.min(1_000_000_000)
            ),
        )
        .hint("split the computation into several map columns (each can use the ones before it)"));
    }
    Ok(typed)
}

/// Depth and tree size of the polars expression `e` as polars walks it: a
/// subtree shared through an `Arc` counts once per use (polars expands it)
/// but is measured once, so this takes time linear in the distinct nodes and
/// no recursion (it must not overflow where polars would). Saturating.
fn lowered_shape(e: &PExpr) -> (usize, usize) {
    use polars::polars_utils::UnitVec;
    use std::collections::HashMap;
    let mut memo: HashMap<*const PExpr, (usize, usize)> = HashMap::new();
    let mut stack: Vec<(&PExpr, bool)> = vec![(e, false)];
    let mut children = UnitVec::new();
    while let Some((node, children_done)) = stack.pop() {
        let key: *const PExpr = node;
        if memo.contains_key(&key) {
            continue;
        }
        children.clear();
        node.nodes(&mut children);
        if children_done {
            let (mut depth, mut size) = (0usize, 1usize);
            for c in children.iter() {
                let (d, n) = memo[&(*c as *const PExpr)];
                depth = depth.max(d);
                size = size.saturating_add(n);
            }
            memo.insert(key, (depth.saturating_add(1), size));
        } else {
            stack.push((node, true));
            stack.extend(children.iter().filter(|c| !memo.contains_key(&(**c as *const PExpr))).map(|c| (*c, false)));
        }
    }
    memo[&(e as *const PExpr)]
}

/// Validates and lowers `e` in `scope` (the recursion behind [`compile`]).
/// Its depth is the expression's height, bounded by the parser, but a level
/// of a function call is several large frames; when the thread's stack runs
/// low the recursion continues on a heap-allocated segment, so lowering
/// never overflows whatever thread it runs on (a test's, the CLI's, a
/// compute thread).
fn lower(e: &Expr, scope: &ColumnScope) -> Result<Typed> {
    stacker::maybe_grow(128 << 10, 1 << 20, || lower_node(e, scope))
}

fn lower_node(e: &Expr, scope: &ColumnScope) -> Result<Typed> {
    match e {
        Expr::Int(v) => Ok(Typed { expr: lit(*v), ty: Ty::lit(Kind::Int) }),
        Expr::Float(v) => Ok(Typed { expr: lit(*v), ty: Ty::lit(Kind::Float) }),
        Expr::Str(s) => Ok(Typed { expr: lit(s.clone()), ty: Ty::lit(Kind::Str) }),
        Expr::Bool(b) => Ok(Typed { expr: lit(*b), ty: Ty::lit(Kind::Bool) }),
        Expr::Null => Ok(Typed { expr: lit(NULL), ty: Ty::lit(Kind::Null) }),
        Expr::List(_) => Err(BarbError::new(ErrorCode::Type, "a list is only allowed after 'in' / 'not in'")),
        Expr::Name(n) => match scope.typed(n) {
            Some(ty) => Ok(Typed { expr: col(n.as_str()), ty }),
            None => Err(scope.unknown(n)),
        },
        Expr::Neg(inner) => {
            let t = lower(inner, scope)?;
            require_numeric(&t, "unary '-'")?;
            let kind = if t.ty.kind == Kind::Int { Kind::Int } else { Kind::Float };
            Ok(Typed { expr: lit(0) - numeric(t.expr, t.ty.kind), ty: Ty { kind, ..t.ty } })
        }
        Expr::Not(inner) => {
            let t = lower(inner, scope)?;
            require_bool(&t, "'not'")?;
            Ok(Typed { expr: t.expr.not(), ty: t.ty })
        }
        Expr::And(items) | Expr::Or(items) => {
            let is_and = matches!(e, Expr::And(_));
            let mut acc: Option<Typed> = None;
            for item in items {
                let t = lower(item, scope)?;
                require_bool(&t, if is_and { "'and'" } else { "'or'" })?;
                acc = Some(match acc {
                    None => t,
                    Some(a) => Typed {
                        expr: if is_and { a.expr.and(t.expr) } else { a.expr.or(t.expr) },
                        ty: merge(a.ty, t.ty, Kind::Bool),
                    },
                });
            }
            acc.ok_or_else(|| BarbError::new(ErrorCode::Syntax, "empty boolean expression"))
        }
        Expr::Binary { op, lhs, rhs } => binary(*op, lower(lhs, scope)?, lower(rhs, scope)?),
        Expr::Compare { first, rest } => {
            let mut left = lower(first, scope)?;
            let mut acc: Option<Typed> = None;
            for (op, right) in rest {
                let (cmp, next_left) = compare(*op, &left, right, scope)?;
                acc = Some(match acc {
                    None => cmp,
                    Some(a) => Typed { expr: a.expr.and(cmp.expr), ty: merge(a.ty, cmp.ty, Kind::Bool) },
                });
                left = next_left;
            }
            acc.ok_or_else(|| BarbError::new(ErrorCode::Syntax, "empty comparison"))
        }
        Expr::Call { name, args } => call(name, args, scope),
    }
}

fn merge(a: Ty, b: Ty, kind: Kind) -> Ty {
    Ty {
        kind,
        scalar: a.scalar && b.scalar,
        aggregate: a.aggregate || b.aggregate,
        warmup: a.warmup.max(b.warmup),
        global: a.global || b.global,
        gappy: a.gappy || b.gappy,
    }
}

fn require_numeric(t: &Typed, what: &str) -> Result<()> {
    if t.ty.kind.numeric() {
        Ok(())
    } else {
        Err(BarbError::new(ErrorCode::Type, format!("{what} needs numbers, got {}", t.ty.kind.name())))
    }
}

fn require_bool(t: &Typed, what: &str) -> Result<()> {
    if matches!(t.ty.kind, Kind::Bool | Kind::Null) {
        Ok(())
    } else {
        Err(BarbError::new(ErrorCode::Type, format!("{what} needs conditions (true/false), got {}", t.ty.kind.name()))
            .hint("compare the value, e.g. 'close > open'"))
    }
}

/// Booleans become 0/1 in arithmetic.
fn numeric(e: PExpr, kind: Kind) -> PExpr {
    if kind == Kind::Bool { e.cast(DataType::Int64) } else { e }
}

fn binary(op: BinOp, l: Typed, r: Typed) -> Result<Typed> {
    require_numeric(&l, &format!("'{op}'"))?;
    require_numeric(&r, &format!("'{op}'"))?;
    let ints = matches!(l.ty.kind, Kind::Int | Kind::Bool) && matches!(r.ty.kind, Kind::Int | Kind::Bool);
    let (a, b) = (numeric(l.expr, l.ty.kind), numeric(r.expr, r.ty.kind));
    let (expr, kind) = match op {
        BinOp::Add if ints => (a + b, Kind::Int),
        BinOp::Sub if ints => (a - b, Kind::Int),
        BinOp::Mul if ints => (a * b, Kind::Int),
        BinOp::Add => (float(a) + float(b), Kind::Float),
        BinOp::Sub => (float(a) - float(b), Kind::Float),
        BinOp::Mul => (float(a) * float(b), Kind::Float),
        BinOp::Div => (div(a, b), Kind::Float),
        BinOp::FloorDiv => {
            let q = div(a, b).floor();
            if ints { (q.cast(DataType::Int64), Kind::Int) } else { (q, Kind::Float) }
        }
        BinOp::Mod => {
            // Python modulo: the result takes the sign of the divisor.
            let (fa, fb) = (float(a), float(b));
            let m = fa.clone() - fb.clone() * div(fa, fb).floor();
            if ints { (m.cast(DataType::Int64), Kind::Int) } else { (m, Kind::Float) }
        }
        BinOp::Pow => (float(a).pow(float(b)).fill_nan(lit(NULL)), Kind::Float),
    };
    // Division runs in a kernel, which returns one row for one-valued inputs:
    // mark the result as one value so it broadcasts like a literal.
    let one_value = l.ty.scalar && r.ty.scalar && matches!(op, BinOp::Div | BinOp::FloorDiv | BinOp::Mod);
    let expr = if one_value { expr.first() } else { expr };
    Ok(Typed { expr, ty: merge(l.ty, r.ty, kind) })
}

/// Compiles `left <op> right`; returns the comparison and the compiled right
/// side (the left side of the next link of a chain).
fn compare(op: CmpOp, left: &Typed, right: &Expr, scope: &ColumnScope) -> Result<(Typed, Typed)> {
    if matches!(op, CmpOp::In | CmpOp::NotIn) {
        let Expr::List(items) = right else {
            return Err(BarbError::new(ErrorCode::Type, format!("'{op}' needs a list, e.g. x in [1, 2]")));
        };
        let (lhs, set) = membership(left, items)?;
        // A missing left side is in no list and not outside one either.
        let hit = lhs.is_in(set, false);
        let expr = if op == CmpOp::NotIn { hit.not() } else { hit }.fill_null(lit(false));
        let placeholder = Typed { expr: lit(NULL), ty: Ty::lit(Kind::Null) };
        return Ok((Typed { expr, ty: Ty { kind: Kind::Bool, ..left.ty } }, placeholder));
    }
    let r = lower(right, scope)?;
    let (a, b) = coerce_pair(left, &r, right)?;
    // NaN is missing: it satisfies no comparison, `!=` included (polars
    // would order NaN above every number and call it unequal to all).
    let (a, b) = (missing_nan(a, left.ty.kind), missing_nan(b, r.ty.kind));
    let expr = match op {
        CmpOp::Eq => a.eq(b),
        CmpOp::Ne => a.neq(b),
        CmpOp::Lt => a.lt(b),
        CmpOp::Le => a.lt_eq(b),
        CmpOp::Gt => a.gt(b),
        CmpOp::Ge => a.gt_eq(b),
        CmpOp::In | CmpOp::NotIn => unreachable!("handled above"),
    };
    // Missing values compare false, as NaN does in the reference system.
    let expr = expr.fill_null(lit(false));
    Ok((Typed { expr, ty: merge(left.ty, r.ty, Kind::Bool) }, r))
}

/// A float side of a comparison with NaN turned into null (which compares false).
fn missing_nan(e: PExpr, kind: Kind) -> PExpr {
    if kind == Kind::Float { e.fill_nan(lit(NULL)) } else { e }
}

/// Brings both sides of a comparison to comparable forms, converting a
/// `'YYYY-MM-DD'` string compared with a date into a date.
fn coerce_pair(l: &Typed, r: &Typed, r_ast: &Expr) -> Result<(PExpr, PExpr)> {
    use Kind::*;
    let date_lit = |e: &Expr| -> Result<PExpr> {
        match e {
            Expr::Str(s) => parse_date(s).map(lit).ok_or_else(|| {
                BarbError::new(ErrorCode::Type, format!("'{s}' is not a date")).hint("write dates as 'YYYY-MM-DD'")
            }),
            _ => {
                Err(BarbError::new(ErrorCode::Type, "a date can only be compared with a date or a 'YYYY-MM-DD' string"))
            }
        }
    };
    match (l.ty.kind, r.ty.kind) {
        (a, b) if a.numeric() && b.numeric() => Ok((numeric(l.expr.clone(), a), numeric(r.expr.clone(), b))),
        (Str, Str) | (Date, Date) | (Str, Null) | (Null, Str) | (Date, Null) | (Null, Date) => {
            Ok((l.expr.clone(), r.expr.clone()))
        }
        (Date, Str) => Ok((l.expr.clone(), date_lit(r_ast)?)),
        (Str, Date) => Err(BarbError::new(ErrorCode::Type, "put the date on the left: date() == '2024-03-15'")),
        (a, b) => Err(BarbError::new(ErrorCode::Type, format!("cannot compare {} with {}", a.name(), b.name()))),
    }
}

fn membership(left: &Typed, items: &[Expr]) -> Result<(PExpr, PExpr)> {
    let bad = || {
        BarbError::new(
            ErrorCode::Type,
            format!("list items must be constants of the same kind as the left side ({})", left.ty.kind.name()),
        )
    };
    let series: Series = match left.ty.kind {
        Kind::Str => {
            let v: Vec<String> = items
                .iter()
                .map(|i| if let Expr::Str(s) = i { Ok(s.clone()) } else { Err(bad()) })
                .collect::<Result<_>>()?;
            Series::new("set".into(), v)
        }
        Kind::Date => {
            let v: Vec<i32> = items
                .iter()
                .map(|i| match i {
                    Expr::Str(s) => parse_date(s).map(days_from_date).ok_or_else(bad),
                    _ => Err(bad()),
                })
                .collect::<Result<_>>()?;
            Series::new("set".into(), v).cast(&DataType::Date).map_err(|e| BarbError::internal("date list", e))?
        }
        k if k.numeric() => {
            let v: Vec<f64> = items
                .iter()
                .map(|i| match i {
                    Expr::Int(v) => Ok(*v as f64),
                    Expr::Float(v) => Ok(*v),
                    Expr::Bool(b) => Ok(f64::from(u8::from(*b))),
                    _ => Err(bad()),
                })
                .collect::<Result<_>>()?;
            let s = Series::new("set".into(), v);
            return Ok((float(numeric(left.expr.clone(), k)).fill_nan(lit(NULL)), lit(s).implode(false)));
        }
        _ => return Err(bad()),
    };
    Ok((left.expr.clone(), lit(series.into_series()).implode(false)))
}

fn constant(e: &Expr) -> Option<f64> {
    match e {
        Expr::Int(v) => Some(*v as f64),
        Expr::Float(v) => Some(*v),
        Expr::Neg(inner) => constant(inner).map(|v| -v),
        _ => None,
    }
}

fn call(name: &str, args: &[Expr], scope: &ColumnScope) -> Result<Typed> {
    let def = REGISTRY.get(name).ok_or_else(|| {
        let mut e = REGISTRY.unknown(name);
        if scope.get(name).is_some() {
            e = e.hint(format!("'{name}' is a column: use it without parentheses"));
        }
        e
    })?;
    if args.len() < def.required() || args.len() > def.params.len() {
        let expected = if def.required() == def.params.len() {
            format!("{}", def.params.len())
        } else {
            format!("{} to {}", def.required(), def.params.len())
        };
        return Err(BarbError::new(
            ErrorCode::Arity,
            format!("{name}() takes {expected} argument(s), got {}", args.len()),
        )
        .hint(format!("signature: {}", def.signature())));
    }
    let mut compiled = Vec::with_capacity(def.params.len());
    let mut tys = Vec::with_capacity(def.params.len());
    for (i, param) in def.params.iter().enumerate() {
        let (arg, ty) = argument(def, param, args.get(i), scope)?;
        compiled.push(arg);
        tys.push(ty);
    }
    let any_series = tys.iter().flatten().any(|t| !t.scalar);
    let has_values = tys.iter().any(Option::is_some);
    // Element-wise helpers of constants are constants; a series function
    // (windows, lags, crossovers…) needs at least one series to run over.
    let constant = has_values && !any_series && def.category == "core";
    if has_values && !any_series && !matches!(def.category, "core" | "aggregate") {
        let param = def.params.iter().zip(&tys).find(|(_, t)| t.is_some()).map_or("x", |(p, _)| p.name());
        return Err(BarbError::new(
            ErrorCode::Type,
            format!("{name}() runs over a series, but '{param}' is a constant here"),
        )
        .hint(format!("pass a column or an expression over columns, e.g. {}", def.example)));
    }
    let expr = if scope.is_masked() && warmup::frame_global(def) {
        crate::functions::build_masked(def, &compiled)?
    } else {
        (def.build)(&compiled)?
    };
    let gaps_in = tys.iter().flatten().any(|t| t.gappy);
    let own = if gaps_in && warmup::carries_over_gaps(def) {
        Warmup::all()
    } else {
        warmup::own(def, &compiled)
            .ok_or_else(|| BarbError::internal("warm-up", format!("{name}() declares no warm-up")))?
    };
    let inner = tys.iter().flatten().fold(Warmup::NONE, |w, t| w.max(t.warmup));
    let null_branch = def.name == "if" && tys.iter().flatten().any(|t| t.kind == Kind::Null);
    let needs = |ty: Ty| Ty {
        warmup: own.then(inner),
        global: warmup::frame_global(def) || tys.iter().flatten().any(|t| t.global),
        gappy: warmup::gappy(def) || null_branch || (gaps_in && !warmup::fills_gaps(def)),
        ..ty
    };
    let ty = match def.returns {
        Returns::Num => Ty::series(Kind::Float),
        Returns::Int => Ty::series(Kind::Int),
        Returns::Bool => Ty::series(Kind::Bool),
        Returns::Date => {
            if compiled.first().is_some_and(|a| matches!(a, Arg::Str(_))) {
                Ty::lit(Kind::Date)
            } else {
                Ty::series(Kind::Date)
            }
        }
        Returns::Agg => Ty { kind: Kind::Float, scalar: true, aggregate: true, ..Ty::lit(Kind::Float) },
        Returns::AggInt => Ty { kind: Kind::Int, scalar: true, aggregate: true, ..Ty::lit(Kind::Int) },
        Returns::SameAs(i) => {
            let t = tys[i].unwrap_or(Ty::series(Kind::Float));
            Ty { scalar: false, ..t }
        }
        Returns::Branches => {
            let (a, b) = (tys[1].expect("then"), tys[2].expect("else"));
            let kind = branch_kind(a.kind, b.kind)?;
            Ty { kind, scalar: !any_series, aggregate: false, ..Ty::series(kind) }
        }
    };
    let ty = needs(ty);
    let expr = match (def.returns, ty.kind) {
        (Returns::Branches, Kind::Float) => float(expr),
        _ => expr,
    };
    if constant {
        // One value, broadcast like a literal (a kernel over a literal returns one row).
        let aggregate = tys.iter().flatten().any(|t| t.aggregate);
        return Ok(Typed { expr: expr.first(), ty: Ty { scalar: true, aggregate, ..ty } });
    }
    Ok(Typed { expr, ty })
}

fn branch_kind(a: Kind, b: Kind) -> Result<Kind> {
    use Kind::*;
    Ok(match (a, b) {
        (x, y) if x == y => x,
        (Null, x) | (x, Null) => x,
        (Int, Float) | (Float, Int) | (Bool, Int) | (Int, Bool) | (Bool, Float) | (Float, Bool) => Float,
        (x, y) => {
            return Err(BarbError::new(
                ErrorCode::Type,
                format!("if() branches must be of one kind, got {} and {}", x.name(), y.name()),
            ));
        }
    })
}

fn argument(
    def: &FunctionDef,
    param: &Parameter,
    arg: Option<&Expr>,
    scope: &ColumnScope,
) -> Result<(Arg, Option<Ty>)> {
    let what = || format!("argument '{}' of {}()", param.name(), def.name);
    let Some(arg) = arg else {
        return Ok(match param {
            Parameter::Int(_, Some(v)) => (Arg::Num(*v as f64), None),
            Parameter::Float(_, Some(v)) => (Arg::Num(*v), None),
            _ => (Arg::Missing, None),
        });
    };
    match param {
        Parameter::Int(..) | Parameter::Float(..) => {
            let v = constant(arg).ok_or_else(|| {
                BarbError::new(ErrorCode::Type, format!("{} must be a constant number", what()))
                    .hint(format!("signature: {}", def.signature()))
            })?;
            if !v.is_finite() || v.abs() > 1_000_000.0 {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} is out of range", what())));
            }
            // Window lengths need at least one bar; counts that default to 0
            // (valuewhen's n) and pivot widths (n_left, n_right) may be 0.
            let may_be_zero = matches!(param, Parameter::Int(_, Some(0))) || param.name().starts_with("n_");
            let window = matches!(param, Parameter::Int(..)) && !matches!(def.category, "core" | "lag") && !may_be_zero;
            if matches!(param, Parameter::Int(..)) && may_be_zero && v.trunc() < 0.0 {
                return Err(BarbError::new(
                    ErrorCode::InvalidValue,
                    format!("{} must not be negative, got {v}", what()),
                ));
            }
            if window && v.trunc() < 1.0 {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} must be at least 1, got {v}", what())));
            }
            if def.name == "percentile" && !(0.0..=1.0).contains(&v) {
                return Err(BarbError::new(
                    ErrorCode::InvalidValue,
                    format!("{} must be between 0 and 1, got {v}", what()),
                )
                .hint("a percentile is a fraction, e.g. percentile(x, 0.9) for the 90th"));
            }
            if matches!(param, Parameter::Int(..)) && def.category == "core" && !(0.0..=12.0).contains(&v.trunc()) {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} must be between 0 and 12", what())));
            }
            Ok((Arg::Num(v), None))
        }
        Parameter::DateStr(_) => match arg {
            Expr::Str(s) => Ok((Arg::Str(s.clone()), None)),
            _ => Err(BarbError::new(ErrorCode::Type, format!("{} must be a 'YYYY-MM-DD' string", what()))),
        },
        Parameter::Series(_) | Parameter::Cond(_) | Parameter::Any(_) => {
            let t = lower(arg, scope)?;
            match param {
                Parameter::Series(_) if !t.ty.kind.numeric() => {
                    return Err(BarbError::new(
                        ErrorCode::Type,
                        format!("{} must be numeric, got {}", what(), t.ty.kind.name()),
                    ));
                }
                Parameter::Cond(_) if !matches!(t.ty.kind, Kind::Bool | Kind::Null) => {
                    return Err(BarbError::new(
                        ErrorCode::Type,
                        format!("{} must be a condition, got {}", what(), t.ty.kind.name()),
                    )
                    .hint("compare the value, e.g. 'close > open'"));
                }
                _ => {}
            }
            let e = if matches!(param, Parameter::Series(_)) { numeric(t.expr, t.ty.kind) } else { t.expr };
            Ok((Arg::Expr(e), Some(t.ty)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::parse;

    fn check(src: &str) -> Result<Ty> {
        compile(&parse(src)?, &ColumnScope::bars()).map(|t| t.ty)
    }

    #[test]
    fn types_are_inferred() {
        assert_eq!(check("close > open").unwrap().kind, Kind::Bool);
        assert_eq!(check("volume * 2").unwrap().kind, Kind::Int);
        assert_eq!(check("volume / 2").unwrap().kind, Kind::Float);
        assert!(check("mean(close)").unwrap().aggregate);
        assert_eq!(check("if(close > open, 'up', 'down')").unwrap().kind, Kind::Str);
        assert_eq!(check("date() >= '2024-01-01'").unwrap().kind, Kind::Bool);
        assert_eq!(check("dayofweek() in [0, 4]").unwrap().kind, Kind::Bool);
        assert_eq!(check("crossover(rsi(close, 14), 30)").unwrap().kind, Kind::Bool);
    }

    #[test]
    fn errors_have_codes_and_hints() {
        let e = check("clsoe > open").unwrap_err();
        assert_eq!((e.code, e.hint.as_str()), (ErrorCode::UnknownColumn, "did you mean 'close'?"));
        let e = check("rsii(close)").unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownFunction);
        assert!(e.hint.contains("rsi"), "{}", e.hint);
        assert_eq!(check("rsi(close, 14, 3)").unwrap_err().code, ErrorCode::Arity);
        assert_eq!(check("rsi(close, open)").unwrap_err().code, ErrorCode::Type);
        assert_eq!(check("sma(close, 0)").unwrap_err().code, ErrorCode::InvalidValue);
        assert_eq!(check("close and open").unwrap_err().code, ErrorCode::Type);
        assert_eq!(check("'a' + 1").unwrap_err().code, ErrorCode::Type);
        assert_eq!(check("date() == '2024-13-01'").unwrap_err().code, ErrorCode::Type);
        assert_eq!(check("if(close > open, 'up', 1)").unwrap_err().code, ErrorCode::Type);
        assert!(check("range").unwrap_err().hint.contains("function"));
    }
}
