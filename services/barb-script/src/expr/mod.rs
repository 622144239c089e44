//! The expression language: [`parse`] turns text into an [`Expr`],
//! [`compile`] validates names, arity and types against the frame's columns and
//! the function registry (with "did you mean" hints) while lowering the AST to
//! a polars expression; it never touches data, so a whole query is validated
//! before anything runs. Nothing is ever
//! interpreted row by row.

mod ast;
mod compile;
mod lexer;
mod parser;

pub use ast::{BinOp, CmpOp, Expr};
pub use compile::{ColumnScope, Kind, Ty, Typed, compile};
pub use parser::{parse, parse_list};

/// Longest accepted expression text, in bytes.
pub const MAX_EXPR_LEN: usize = 4_000;
/// Deepest accepted nesting (parentheses, calls, lists, unary operators,
/// `**`): bounds the parser's recursion.
pub const MAX_DEPTH: usize = 48;
/// Tallest accepted expression tree, every operand of a flat chain
/// (`a + b + …`, `and`/`or`, chained comparisons) counted as a level; also
/// the most arguments of a call, items of a list and expressions of a
/// comma-separated `select`. Bounds the recursion of everything after the
/// parser (lowering, planning, polars), which walks the tree level by level.
pub const MAX_HEIGHT: usize = 128;
/// Deepest accepted polars expression once lowered (see [`compile`]): polars
/// walks expressions recursively on its own threads, whose stacks it does not
/// let us size.
pub const MAX_LOWERED_DEPTH: usize = 256;
/// Largest accepted polars expression tree once lowered, an operand used
/// twice counted twice (as polars expands it).
pub const MAX_LOWERED_NODES: usize = 20_000;
/// Most AST nodes in one expression.
pub const MAX_NODES: usize = 2_000;
