//! A recursive-descent parser with Python's precedence:
//! `or` < `and` < `not` < comparisons/`in` < `+ -` < `* / // %` < unary `-` < `**` < call/atom.
//!
//! Hostile input cannot exhaust the stack, here or later. Two limits hold for
//! every grammar path:
//!
//! - **nesting** ([`MAX_DEPTH`]): every construct that makes the parser
//!   recurse — parentheses, calls, lists, unary `-`, `not`, `**` — enters one
//!   level, so the parser's own recursion is bounded;
//! - **height** ([`MAX_HEIGHT`]): the levels of the tree the parser builds,
//!   with every operand of a flat chain counted (`a + b + c` is a left-deep
//!   tree of height 3, `a and b and c` lowers to nested `and`s). Chains are
//!   parsed by loops, so only this limit stops `a+a+a+…` thousands long, and
//!   it is what bounds the recursion of everything after the parser: size
//!   counting, lowering ([`super::compile`]), the planner and polars' own
//!   expression walks all recurse at most once per level.
//!
//! The text length ([`MAX_EXPR_LEN`]) and node count ([`MAX_NODES`]) bound the
//! work; the height is tracked while the tree is built, so an over-tall chain
//! is refused before it grows further.

use super::ast::{BinOp, CmpOp, Expr};
use super::lexer::{Tok, Token, syntax, tokenize};
use super::{MAX_DEPTH, MAX_EXPR_LEN, MAX_HEIGHT, MAX_NODES};
use crate::error::{BarbError, ErrorCode, Result};

/// Parses one expression.
pub fn parse(src: &str) -> Result<Expr> {
    let mut items = parse_list(src)?;
    if items.len() != 1 {
        return Err(BarbError::new(
            ErrorCode::Syntax,
            format!("expected one expression in '{src}', found {}", items.len()),
        )
        .hint("separate aggregates only in 'select'"));
    }
    Ok(items.remove(0))
}

/// Parses a comma-separated list of expressions at the top level (commas inside
/// parentheses or brackets belong to calls and lists, never split).
pub fn parse_list(src: &str) -> Result<Vec<Expr>> {
    if src.len() > MAX_EXPR_LEN {
        return Err(BarbError::new(
            ErrorCode::TooComplex,
            format!("expression is {} characters long; the limit is {MAX_EXPR_LEN}", src.len()),
        )
        .hint(SPLIT));
    }
    if src.trim().is_empty() {
        return Err(BarbError::new(ErrorCode::Syntax, "empty expression"));
    }
    let toks = tokenize(src)?;
    let mut p = Parser { src, toks, pos: 0, depth: 0 };
    let mut out = vec![p.expr()?.expr];
    while p.eat_op(",") {
        if out.len() >= MAX_HEIGHT {
            return Err(BarbError::new(
                ErrorCode::TooComplex,
                format!("more than {MAX_HEIGHT} comma-separated expressions"),
            )
            .hint(SPLIT));
        }
        out.push(p.expr()?.expr);
    }
    if p.peek() != &Tok::End {
        return Err(p.unexpected());
    }
    for e in &out {
        if e.size() > MAX_NODES {
            return Err(BarbError::new(ErrorCode::TooComplex, format!("expression has more than {MAX_NODES} parts"))
                .hint(SPLIT));
        }
    }
    Ok(out)
}

/// The advice of every size limit.
const SPLIT: &str = "split the computation into several map columns (each can use the ones before it)";

/// A parsed subtree with its height (levels, a leaf being 1).
struct Node {
    expr: Expr,
    height: usize,
}

impl Node {
    fn leaf(expr: Expr) -> Node {
        Node { expr, height: 1 }
    }
}

/// Fails when a tree would grow taller than [`MAX_HEIGHT`]; `chain` says
/// whether a flat operator chain (rather than nesting) made it so.
fn check_height(height: usize, chain: bool) -> Result<usize> {
    if height <= MAX_HEIGHT {
        return Ok(height);
    }
    let message = if chain {
        format!("an operator chain in this expression is longer than {MAX_HEIGHT} operands")
    } else {
        format!("expression is more than {MAX_HEIGHT} levels tall")
    };
    Err(BarbError::new(ErrorCode::TooComplex, message).hint(SPLIT))
}

struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].kind
    }

    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].kind
    }

    fn bump(&mut self) -> Tok {
        let t = self.toks[self.pos].kind.clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    fn eat_op(&mut self, op: &str) -> bool {
        if matches!(self.peek(), Tok::Op(o) if *o == op) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if matches!(self.peek(), Tok::Ident(i) if i == kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn err(&self, what: &str) -> BarbError {
        syntax(self.src, self.toks[self.pos].pos, what)
    }

    fn unexpected(&self) -> BarbError {
        match self.peek() {
            Tok::End => self.err("unexpected end of expression"),
            Tok::Op("=") => self.err("use '==' for comparison, not '='").hint("Replace '=' with '=='."),
            Tok::Op(o) => self.err(&format!("unexpected '{o}'")),
            Tok::Ident(i) => self.err(&format!("unexpected name '{i}'")).hint("did you forget an operator?"),
            Tok::Int(_) | Tok::Float(_) => self.err("unexpected number"),
            Tok::Str(_) => self.err("unexpected string"),
        }
    }

    /// Runs `f` one nesting level deeper; fails past [`MAX_DEPTH`].
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return Err(BarbError::new(
                ErrorCode::TooComplex,
                format!("expression nests deeper than {MAX_DEPTH} levels"),
            )
            .hint(SPLIT));
        }
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn expr(&mut self) -> Result<Node> {
        self.nested(Self::or)
    }

    /// `first (kw first)*` as one n-ary node, lowered to n − 1 nested binary
    /// operations: the height grows by one per operand.
    fn boolean_chain(
        &mut self,
        kw: &str,
        operand: fn(&mut Self) -> Result<Node>,
        build: fn(Vec<Expr>) -> Expr,
    ) -> Result<Node> {
        let first = operand(self)?;
        if !matches!(self.peek(), Tok::Ident(i) if i == kw) {
            return Ok(first);
        }
        let mut height = first.height;
        let mut items = vec![first.expr];
        while self.eat_kw(kw) {
            let next = operand(self)?;
            height = check_height(height.max(next.height) + 1, true)?;
            items.push(next.expr);
        }
        Ok(Node { expr: build(items), height })
    }

    fn or(&mut self) -> Result<Node> {
        self.boolean_chain("or", Self::and, Expr::Or)
    }

    fn and(&mut self) -> Result<Node> {
        self.boolean_chain("and", Self::not, Expr::And)
    }

    fn not(&mut self) -> Result<Node> {
        if self.eat_kw("not") {
            let inner = self.nested(Self::not)?;
            return Ok(Node { expr: Expr::Not(Box::new(inner.expr)), height: check_height(inner.height + 1, false)? });
        }
        self.comparison()
    }

    fn cmp_op(&mut self) -> Result<Option<CmpOp>> {
        let op = match self.peek() {
            Tok::Op("==") => CmpOp::Eq,
            Tok::Op("!=") => CmpOp::Ne,
            Tok::Op("<") => CmpOp::Lt,
            Tok::Op("<=") => CmpOp::Le,
            Tok::Op(">") => CmpOp::Gt,
            Tok::Op(">=") => CmpOp::Ge,
            Tok::Ident(k) if k == "in" => CmpOp::In,
            Tok::Ident(k) if k == "not" && matches!(self.peek_at(1), Tok::Ident(n) if n == "in") => {
                self.bump();
                CmpOp::NotIn
            }
            Tok::Ident(k) if k == "is" => {
                return Err(BarbError::new(ErrorCode::Unsupported, "the 'is' comparison is not supported")
                    .hint("use '==' or '!='"));
            }
            _ => return Ok(None),
        };
        self.bump();
        Ok(Some(op))
    }

    /// `a < b <= c` lowers to `(a < b) and (b <= c)`: each link adds a level.
    fn comparison(&mut self) -> Result<Node> {
        let first = self.arith()?;
        let mut height = first.height;
        let mut rest = Vec::new();
        while let Some(op) = self.cmp_op()? {
            let next = self.arith()?;
            height = check_height(height.max(next.height) + 2, true)?;
            rest.push((op, next.expr));
        }
        let expr = if rest.is_empty() { first.expr } else { Expr::Compare { first: Box::new(first.expr), rest } };
        Ok(Node { expr, height })
    }

    /// A left-associative chain of binary operators at one precedence level.
    fn binary_chain(
        &mut self,
        operand: fn(&mut Self) -> Result<Node>,
        op: fn(&mut Self) -> Option<BinOp>,
    ) -> Result<Node> {
        let mut lhs = operand(self)?;
        while let Some(op) = op(self) {
            let rhs = operand(self)?;
            let height = check_height(lhs.height.max(rhs.height) + 1, true)?;
            lhs = Node { expr: Expr::Binary { op, lhs: Box::new(lhs.expr), rhs: Box::new(rhs.expr) }, height };
        }
        Ok(lhs)
    }

    fn arith(&mut self) -> Result<Node> {
        self.binary_chain(Self::term, |p| {
            if p.eat_op("+") {
                Some(BinOp::Add)
            } else if p.eat_op("-") {
                Some(BinOp::Sub)
            } else {
                None
            }
        })
    }

    fn term(&mut self) -> Result<Node> {
        self.binary_chain(Self::unary, |p| {
            if p.eat_op("*") {
                Some(BinOp::Mul)
            } else if p.eat_op("//") {
                Some(BinOp::FloorDiv)
            } else if p.eat_op("/") {
                Some(BinOp::Div)
            } else if p.eat_op("%") {
                Some(BinOp::Mod)
            } else {
                None
            }
        })
    }

    fn unary(&mut self) -> Result<Node> {
        if self.eat_op("-") {
            let inner = self.nested(Self::unary)?;
            return Ok(match inner.expr {
                Expr::Int(v) => Node::leaf(Expr::Int(-v)),
                Expr::Float(v) => Node::leaf(Expr::Float(-v)),
                e => Node { expr: Expr::Neg(Box::new(e)), height: check_height(inner.height + 1, false)? },
            });
        }
        if matches!(self.peek(), Tok::Op("+") | Tok::Op("~")) {
            return Err(BarbError::new(ErrorCode::Unsupported, "unary '+' and '~' are not supported")
                .hint("write the value without '+'; use 'not' for negation"));
        }
        self.power()
    }

    fn power(&mut self) -> Result<Node> {
        let base = self.atom()?;
        if self.eat_op("**") {
            // Right-associative, and the exponent may carry a unary minus: 2 ** -1.
            let exp = self.nested(Self::unary)?;
            let height = check_height(base.height.max(exp.height) + 1, false)?;
            return Ok(Node {
                expr: Expr::Binary { op: BinOp::Pow, lhs: Box::new(base.expr), rhs: Box::new(exp.expr) },
                height,
            });
        }
        Ok(base)
    }

    /// Comma-separated items up to `close` (the arguments of a call to
    /// `callee`, a list's items); at most [`MAX_HEIGHT`] of them, each one
    /// nesting level down (through [`Parser::expr`]). Returns the items and
    /// their tallest height.
    fn items(&mut self, close: &str, what: &str, callee: &str) -> Result<(Vec<Expr>, usize)> {
        let mut items = Vec::new();
        let mut tallest = 0;
        if self.eat_op(close) {
            return Ok((items, tallest));
        }
        loop {
            if items.len() >= MAX_HEIGHT {
                return Err(BarbError::new(ErrorCode::TooComplex, format!("{what} has more than {MAX_HEIGHT} items"))
                    .hint(SPLIT));
            }
            if close == ")" && matches!(self.peek(), Tok::Ident(_)) && self.peek_at(1) == &Tok::Op("=") {
                return Err(self
                    .err("keyword arguments are not supported")
                    .hint(format!("pass arguments by position, e.g. {callee}(close, 14)")));
            }
            let item = self.expr()?;
            tallest = tallest.max(item.height);
            items.push(item.expr);
            if self.eat_op(close) {
                return Ok((items, tallest));
            }
            if !self.eat_op(",") {
                return Err(if close == ")" && self.peek() == &Tok::Op("=") {
                    self.unexpected()
                } else {
                    self.err(&format!("expected ',' or '{close}' in {what}"))
                });
            }
            // A trailing comma is allowed in lists, as in Python.
            if close == "]" && self.eat_op("]") {
                return Ok((items, tallest));
            }
        }
    }

    fn atom(&mut self) -> Result<Node> {
        match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Node::leaf(Expr::Int(v)))
            }
            Tok::Float(v) => {
                self.bump();
                Ok(Node::leaf(Expr::Float(v)))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(Node::leaf(Expr::Str(s)))
            }
            Tok::Op("(") => {
                self.bump();
                let e = self.expr()?;
                if !self.eat_op(")") {
                    return Err(if self.peek() == &Tok::Op(",") {
                        BarbError::new(ErrorCode::Unsupported, "tuples are not supported")
                    } else {
                        self.err("expected ')'")
                    });
                }
                Ok(e)
            }
            Tok::Op("[") => {
                self.bump();
                let (items, tallest) = self.items("]", "list", "")?;
                Ok(Node { expr: Expr::List(items), height: check_height(tallest + 1, false)? })
            }
            Tok::Ident(name) => self.name_or_call(name),
            _ => Err(self.unexpected()),
        }
    }

    fn name_or_call(&mut self, name: String) -> Result<Node> {
        match name.as_str() {
            "and" | "or" | "not" | "in" | "is" => return Err(self.unexpected()),
            "lambda" | "for" | "else" | "import" | "yield" | "await" => {
                return Err(BarbError::new(
                    ErrorCode::Unsupported,
                    format!("'{name}' is not supported in expressions"),
                ));
            }
            _ => {}
        }
        self.bump();
        if self.eat_op("(") {
            let (args, tallest) = self.items(")", &format!("call to {name}()"), &name)?;
            let height = check_height(tallest + 1, false)?;
            return Ok(Node { expr: Expr::Call { name, args }, height });
        }
        if matches!(self.peek(), Tok::Op("[")) || matches!(self.peek(), Tok::Op(".")) {
            return Err(BarbError::new(ErrorCode::Unsupported, "subscripts and attribute access are not supported"));
        }
        Ok(Node::leaf(match name.as_str() {
            "true" | "True" => Expr::Bool(true),
            "false" | "False" => Expr::Bool(false),
            "None" => Expr::Null,
            "if" => return Err(self.err("'if' is a function: if(condition, then, else)")),
            _ => Expr::Name(name),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Expr {
        parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }
    fn name(n: &str) -> Box<Expr> {
        Box::new(Expr::Name(n.into()))
    }

    #[test]
    fn precedence_follows_python() {
        // a + b * c
        assert_eq!(
            p("a + b * c"),
            Expr::Binary {
                op: BinOp::Add,
                lhs: name("a"),
                rhs: Box::new(Expr::Binary { op: BinOp::Mul, lhs: name("b"), rhs: name("c") })
            }
        );
        // -a ** 2 == -(a ** 2)
        assert_eq!(
            p("-a ** 2"),
            Expr::Neg(Box::new(Expr::Binary { op: BinOp::Pow, lhs: name("a"), rhs: Box::new(Expr::Int(2)) }))
        );
        // not a > 1 and b == c or d
        match p("not a > 1 and b or c") {
            Expr::Or(items) => {
                assert!(matches!(&items[0], Expr::And(v) if matches!(v[0], Expr::Not(_))));
            }
            other => panic!("{other:?}"),
        }
        // 2 ** 3 ** 2 is right-associative
        assert!(
            matches!(p("2 ** 3 ** 2"), Expr::Binary { op: BinOp::Pow, rhs, .. } if matches!(*rhs, Expr::Binary { op: BinOp::Pow, .. }))
        );
    }

    #[test]
    fn chained_comparisons_and_membership() {
        match p("1 < r <= 2") {
            Expr::Compare { rest, .. } => {
                assert_eq!(rest.iter().map(|r| r.0).collect::<Vec<_>>(), vec![CmpOp::Lt, CmpOp::Le])
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(p("d not in ['2024-01-02']"), Expr::Compare { ref rest, .. } if rest[0].0 == CmpOp::NotIn));
        assert!(
            matches!(p("x in [1, 2,]"), Expr::Compare { ref rest, .. } if matches!(&rest[0].1, Expr::List(v) if v.len() == 2))
        );
    }

    #[test]
    fn calls_if_and_lists() {
        assert_eq!(
            p("if(close > open, 'up', 'down')"),
            Expr::Call {
                name: "if".into(),
                args: vec![
                    Expr::Compare { first: name("close"), rest: vec![(CmpOp::Gt, Expr::Name("open".into()))] },
                    Expr::Str("up".into()),
                    Expr::Str("down".into())
                ]
            }
        );
        assert_eq!(parse_list("count(), percentile(x, 0.9)").unwrap().len(), 2);
    }

    #[test]
    fn errors_are_typed() {
        let e = parse("close = open").unwrap_err();
        assert_eq!(e.code, ErrorCode::Syntax);
        assert_eq!(e.hint, "Replace '=' with '=='.");
        assert!(parse("rsi(close, n=14)").unwrap_err().hint.contains("by position"));
        assert_eq!(parse("a is None").unwrap_err().code, ErrorCode::Unsupported);
        assert_eq!(parse("+a").unwrap_err().code, ErrorCode::Unsupported);
        assert_eq!(parse("(a, b)").unwrap_err().code, ErrorCode::Unsupported);
        assert!(parse("close >").is_err());
        assert!(parse("").is_err());
    }

    #[test]
    fn hostile_input_is_bounded() {
        let too_complex = |src: &str| {
            let e = parse(src).expect_err(&src[..src.len().min(40)]);
            assert_eq!(e.code, ErrorCode::TooComplex, "{}: {e}", &src[..src.len().min(40)]);
            assert!(!e.hint.is_empty());
            e
        };
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        too_complex(&deep);
        too_complex(&("not ".repeat(1000) + "x"));
        too_complex(&("x + ".repeat(2000) + "x"));
        // Every flat chain within the text limit, one operand past the height limit.
        let n = MAX_HEIGHT + 1;
        let chain = |op: &str| vec!["a"; n].join(op);
        for op in ["+", "-", "*", "/", "//", "%", " and ", " or "] {
            let e = too_complex(&chain(op));
            assert!(e.message.contains("chain"), "{op}: {}", e.message);
        }
        too_complex(&chain("<"));
        too_complex(&("-".repeat(200) + "a"));
        too_complex(&format!("f({})", vec!["a"; n].join(",")));
        too_complex(&format!("a in [{}]", vec!["1"; n].join(",")));
        too_complex(&(vec!["a"; n].join(",")));
        // Nesting and chains multiply: short chains inside parentheses.
        let nested = (0..45).fold("a".to_string(), |acc, _| format!("({acc} + a + a + a)"));
        too_complex(&nested);
        let calls = (0..60).fold("a".to_string(), |acc, _| format!("abs({acc})"));
        too_complex(&calls);
        too_complex(&("a ** ".repeat(60) + "a"));
        // At the limit they still parse.
        let ok = vec!["a"; MAX_HEIGHT].join("+");
        assert!(parse(&ok).is_ok());
        assert!(parse(&vec!["a"; MAX_HEIGHT / 2].join(" and ")).is_ok());
    }
}
