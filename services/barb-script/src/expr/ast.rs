//! The expression AST.

use std::fmt;

/// Binary arithmetic operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (true division)
    Div,
    /// `//` (floor division)
    FloorDiv,
    /// `%` (Python modulo: sign of the divisor)
    Mod,
    /// `**`
    Pow,
}

/// Comparison operators (chainable).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `in [..]`
    In,
    /// `not in [..]`
    NotIn,
}

/// An expression node.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// Integer literal.
    Int(i64),
    /// Float literal.
    Float(f64),
    /// String literal.
    Str(String),
    /// `true`/`false`/`True`/`False`.
    Bool(bool),
    /// `None`.
    Null,
    /// `[a, b, …]` (only as the right side of `in`).
    List(Vec<Expr>),
    /// A column reference.
    Name(String),
    /// A function call with positional arguments.
    Call {
        /// Function name.
        name: String,
        /// Arguments.
        args: Vec<Expr>,
    },
    /// Unary minus.
    Neg(Box<Expr>),
    /// `not x`.
    Not(Box<Expr>),
    /// Arithmetic.
    Binary {
        /// Operator.
        op: BinOp,
        /// Left operand.
        lhs: Box<Expr>,
        /// Right operand.
        rhs: Box<Expr>,
    },
    /// `a < b <= c`: `first` then pairs; means `(a < b) and (b <= c)`.
    Compare {
        /// Leftmost operand.
        first: Box<Expr>,
        /// Operators and right operands in order.
        rest: Vec<(CmpOp, Expr)>,
    },
    /// `a and b and …`
    And(Vec<Expr>),
    /// `a or b or …`
    Or(Vec<Expr>),
}

impl Expr {
    /// Number of nodes (for size limits).
    pub fn size(&self) -> usize {
        1 + match self {
            Expr::List(xs) | Expr::And(xs) | Expr::Or(xs) => xs.iter().map(Expr::size).sum(),
            Expr::Call { args, .. } => args.iter().map(Expr::size).sum(),
            Expr::Neg(e) | Expr::Not(e) => e.size(),
            Expr::Binary { lhs, rhs, .. } => lhs.size() + rhs.size(),
            Expr::Compare { first, rest } => first.size() + rest.iter().map(|(_, e)| e.size()).sum::<usize>(),
            _ => 0,
        }
    }

    /// Calls `f` on every column name referenced.
    pub fn visit_names(&self, f: &mut impl FnMut(&str)) {
        match self {
            Expr::Name(n) => f(n),
            Expr::List(xs) | Expr::And(xs) | Expr::Or(xs) => xs.iter().for_each(|x| x.visit_names(f)),
            Expr::Call { args, .. } => args.iter().for_each(|x| x.visit_names(f)),
            Expr::Neg(e) | Expr::Not(e) => e.visit_names(f),
            Expr::Binary { lhs, rhs, .. } => {
                lhs.visit_names(f);
                rhs.visit_names(f)
            }
            Expr::Compare { first, rest } => {
                first.visit_names(f);
                rest.iter().for_each(|(_, e)| e.visit_names(f))
            }
            _ => {}
        }
    }
}

impl fmt::Display for BinOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
        })
    }
}

impl fmt::Display for CmpOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::In => "in",
            CmpOp::NotIn => "not in",
        })
    }
}
