//! Entry signals computed in parts, so a sweep computes each indicator once
//! per distinct parameter value (issue 22: `rsi(close, {p}) < {level}`
//! computes `rsi(close, p)` once per `p`, not once per `(p, level)`).
//!
//! An entry condition is split ([`Decomposed::new`]) into its **parts** —
//! every call that yields a series (an indicator, a lag, a crossover…),
//! innermost first — and a **residual**: the condition with each outermost
//! part replaced by a column. Each part is evaluated on the bars with the
//! parts it contains already present as columns, and the residual (only
//! columns, constants, arithmetic, comparisons and `and`/`or`/`not`) is
//! evaluated on the bars plus the outermost parts. Every piece is compiled
//! by the language's own compiler and run by its own evaluator
//! (`barb_script::evaluate`), so the pieces mean what the whole text means:
//! a part's column has exactly the values and type the call would have had
//! inside the whole expression, and the residual is lowered the same way
//! around it. `tests/signals.rs` checks that split and whole evaluation give
//! the same signal for every function of the registry.
//!
//! Parts are keyed by their text (the parsed call, so spacing does not
//! matter) in a [`Memo`] shared by the configurations of a sweep: the first
//! configuration that needs `rsi(close, 14)` computes it while the others
//! that need it wait for it, and later ones read it. The memo is bounded (it
//! forgets the least recently used parts beyond a byte budget), and the
//! sweep orders its parameters so that those inside parts vary slowest,
//! which makes the parts a configuration needs the ones just computed.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use barb_script::expr::{ColumnScope, Expr as Ast, Kind, compile, parse};
use barb_script::{BarbError, ErrorCode};
use polars::prelude::*;

use crate::error::Result;

/// Bytes of part series a [`Memo`] keeps.
pub const MEMO_BYTES: usize = 64 << 20;

/// Name of the column holding part `k`.
fn column_name(k: usize) -> String {
    format!("__part{k}")
}

/// One series-valued call of a condition.
#[derive(Debug, Clone)]
struct Part {
    /// The call as parsed (its `Debug` text is the memo key).
    key: String,
    /// The call with the parts inside it replaced by their columns.
    ast: Ast,
    /// The parts it reads (always earlier in [`Decomposed::parts`]).
    deps: Vec<usize>,
    /// Value kind.
    kind: Kind,
}

/// A condition split into parts and a residual.
#[derive(Debug, Clone)]
pub struct Decomposed {
    parts: Vec<Part>,
    residual: Ast,
    /// The parts the residual reads.
    top: Vec<usize>,
}

/// The part columns an expression reads.
fn part_refs(e: &Ast) -> Vec<usize> {
    let mut out = Vec::new();
    e.visit_names(&mut |n| {
        if let Some(k) = n.strip_prefix("__part").and_then(|k| k.parse::<usize>().ok())
            && !out.contains(&k)
        {
            out.push(k);
        }
    });
    out
}

/// The bar columns plus the given parts' columns.
fn scope_with(parts: &[Part], refs: &[usize]) -> ColumnScope {
    let mut scope = ColumnScope::bars();
    for &k in refs {
        scope.set(&column_name(k), parts[k].kind);
    }
    scope
}

fn internal(what: &str, e: impl std::fmt::Display) -> BarbError {
    BarbError::new(ErrorCode::Type, format!("strategy.entry could not be computed ({what}): {e}")).at("strategy.entry")
}

impl Decomposed {
    /// Splits `text` (a condition that already compiled against the bar
    /// columns). Fails only where compiling the whole text would.
    pub fn new(text: &str) -> Result<Decomposed> {
        let ast = parse(text).map_err(|e| e.at("strategy.entry"))?;
        let mut parts = Vec::new();
        let mut index = HashMap::new();
        let residual = extract(&ast, &mut parts, &mut index)?;
        let top = part_refs(&residual);
        Ok(Decomposed { parts, residual, top })
    }

    /// The memo keys of the parts (their parsed text), innermost first.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.parts.iter().map(|p| p.key.as_str())
    }

    /// Evaluates the condition on `frame` (the bars), reading and filling
    /// `memo`: one flag per bar, missing → false.
    pub fn evaluate(&self, frame: &DataFrame, memo: &Memo) -> Result<Vec<bool>> {
        let mut done: Vec<Option<Series>> = vec![None; self.parts.len()];
        for k in 0..self.parts.len() {
            self.part(k, frame, memo, &mut done)?;
        }
        let mut df = frame.clone();
        for &k in &self.top {
            let s = done[k].clone().ok_or_else(|| internal("part", "not computed"))?;
            df.with_column(s.with_name(column_name(k).into()).into_column()).map_err(|e| internal("columns", e))?;
        }
        let typed = compile(&self.residual, &scope_with(&self.parts, &self.top)).map_err(|e| e.at("strategy.entry"))?;
        to_flags(&barb_script::evaluate(&df, &typed.expr).map_err(|e| internal("condition", e))?)
    }

    /// Part `k`'s series, from the memo or computed (its own parts first).
    fn part(&self, k: usize, frame: &DataFrame, memo: &Memo, done: &mut [Option<Series>]) -> Result<()> {
        if done[k].is_some() {
            return Ok(());
        }
        let p = &self.parts[k];
        let cell = memo.cell(&p.key);
        let s = match cell.get() {
            Some(v) => v.clone(),
            None => {
                // Its own parts first (outside the cell, so no cell waits on itself).
                for &d in &p.deps {
                    self.part(d, frame, memo, done)?;
                }
                cell.get_or_init(|| {
                    let mut df = frame.clone();
                    for &d in &p.deps {
                        let s = done[d].clone().expect("computed above");
                        df.with_column(s.with_name(column_name(d).into()).into_column())
                            .map_err(|e| internal("columns", e))?;
                    }
                    let typed =
                        compile(&p.ast, &scope_with(&self.parts, &p.deps)).map_err(|e| e.at("strategy.entry"))?;
                    let s = barb_script::evaluate(&df, &typed.expr).map_err(|e| internal(&p.key, e))?;
                    if s.len() != frame.height() {
                        return Err(internal(&p.key, format!("{} values for {} bars", s.len(), frame.height())));
                    }
                    Ok(s)
                })
                .clone()
            }
        };
        memo.charge(&p.key, s.as_ref().map_or(0, |s| s.estimated_size()));
        done[k] = Some(s.map_err(crate::error::BacktestError::Input)?);
        Ok(())
    }
}

/// Replaces every series-valued call of `e` by a part column (innermost
/// first), registering the parts; returns the rewritten expression.
fn extract(e: &Ast, parts: &mut Vec<Part>, index: &mut HashMap<String, usize>) -> Result<Ast> {
    let rec = |x: &Ast, parts: &mut Vec<Part>, index: &mut HashMap<String, usize>| extract(x, parts, index);
    Ok(match e {
        Ast::Call { name, args } => {
            let args = args.iter().map(|a| rec(a, parts, index)).collect::<Result<Vec<_>>>()?;
            let call = Ast::Call { name: name.clone(), args };
            let deps = part_refs(&call);
            let typed = compile(&call, &scope_with(parts, &deps)).map_err(|e| e.at("strategy.entry"))?;
            let series = !typed.ty.scalar && matches!(typed.ty.kind, Kind::Float | Kind::Int | Kind::Bool);
            if !series {
                return Ok(call);
            }
            let key = format!("{e:?}");
            let k = match index.get(&key) {
                Some(&k) => k,
                None => {
                    parts.push(Part { key: key.clone(), ast: call, deps, kind: typed.ty.kind });
                    index.insert(key, parts.len() - 1);
                    parts.len() - 1
                }
            };
            Ast::Name(column_name(k))
        }
        Ast::List(xs) => Ast::List(xs.iter().map(|x| rec(x, parts, index)).collect::<Result<_>>()?),
        Ast::And(xs) => Ast::And(xs.iter().map(|x| rec(x, parts, index)).collect::<Result<_>>()?),
        Ast::Or(xs) => Ast::Or(xs.iter().map(|x| rec(x, parts, index)).collect::<Result<_>>()?),
        Ast::Neg(x) => Ast::Neg(Box::new(rec(x, parts, index)?)),
        Ast::Not(x) => Ast::Not(Box::new(rec(x, parts, index)?)),
        Ast::Binary { op, lhs, rhs } => {
            Ast::Binary { op: *op, lhs: Box::new(rec(lhs, parts, index)?), rhs: Box::new(rec(rhs, parts, index)?) }
        }
        Ast::Compare { first, rest } => Ast::Compare {
            first: Box::new(rec(first, parts, index)?),
            rest: rest.iter().map(|(op, x)| Ok((*op, rec(x, parts, index)?))).collect::<Result<_>>()?,
        },
        leaf => leaf.clone(),
    })
}

/// A boolean series as flags (missing → false; a constant is broadcast by the evaluator).
pub fn to_flags(s: &Series) -> Result<Vec<bool>> {
    let c = s.cast(&DataType::Boolean).map_err(|e| internal("condition", e))?;
    Ok(c.bool().map_err(|e| internal("condition", e))?.iter().map(|v| v.unwrap_or(false)).collect())
}

type Cell = Arc<OnceLock<std::result::Result<Series, BarbError>>>;

/// Part series by key, shared by the configurations of one sweep; bounded
/// by bytes ([`MEMO_BYTES`]), least recently used forgotten first.
#[derive(Debug)]
pub struct Memo {
    inner: Mutex<MemoInner>,
    budget: usize,
}

#[derive(Debug, Default)]
struct MemoInner {
    map: HashMap<String, (Cell, u64, usize)>,
    tick: u64,
    bytes: usize,
    computed: u64,
}

impl Default for Memo {
    fn default() -> Self {
        Memo::new(MEMO_BYTES)
    }
}

impl Memo {
    /// An empty memo keeping up to `budget` bytes.
    pub fn new(budget: usize) -> Memo {
        Memo { inner: Mutex::new(MemoInner::default()), budget }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, MemoInner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The cell of `key` (new and empty on a miss).
    fn cell(&self, key: &str) -> Cell {
        let mut m = self.lock();
        m.tick += 1;
        let tick = m.tick;
        if let Some((cell, used, _)) = m.map.get_mut(key) {
            *used = tick;
            return cell.clone();
        }
        let cell: Cell = Arc::new(OnceLock::new());
        m.map.insert(key.to_string(), (cell.clone(), tick, 0));
        cell
    }

    /// Records the size of `key`'s value once known, forgetting the least
    /// recently used others while over budget.
    fn charge(&self, key: &str, bytes: usize) {
        let mut m = self.lock();
        let Some(slot) = m.map.get_mut(key) else { return };
        if slot.2 != 0 {
            return;
        }
        slot.2 = bytes.max(1);
        m.bytes += bytes.max(1);
        m.computed += 1;
        while m.bytes > self.budget && m.map.len() > 1 {
            let victim =
                m.map.iter().filter(|(k, _)| k.as_str() != key).min_by_key(|(_, s)| s.1).map(|(k, _)| k.clone());
            let Some(v) = victim else { break };
            if let Some((_, _, b)) = m.map.remove(&v) {
                m.bytes -= b;
            }
        }
    }

    /// Distinct parts computed so far (a part forgotten and needed again counts twice).
    pub fn computed(&self) -> u64 {
        self.lock().computed
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.lock().bytes
    }
}
