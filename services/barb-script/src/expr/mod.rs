//! The expression language: `parser` turns text into an [`ast::Expr`],
//! `compile` validates names, arity and types against the frame's columns and
//! the function registry (with "did you mean" hints) while lowering the AST to
//! a polars expression; it never touches data, so a whole query is validated
//! before anything runs. Nothing is ever
//! interpreted row by row.

pub mod ast;
pub mod compile;
pub mod lexer;
pub mod parser;

pub use ast::Expr;
pub use parser::{parse, parse_list};

/// Longest accepted expression text, in bytes.
pub const MAX_EXPR_LEN: usize = 4_000;
/// Deepest accepted nesting (parentheses, calls, operators).
pub const MAX_DEPTH: usize = 48;
/// Most AST nodes in one expression.
pub const MAX_NODES: usize = 2_000;
