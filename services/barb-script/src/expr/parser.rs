//! A recursive-descent parser with Python's precedence:
//! `or` < `and` < `not` < comparisons/`in` < `+ -` < `* / // %` < unary `-` < `**` < call/atom.
//! Depth and size are bounded so hostile input cannot exhaust the stack.

use super::ast::{BinOp, CmpOp, Expr};
use super::lexer::{Tok, Token, syntax, tokenize};
use super::{MAX_DEPTH, MAX_EXPR_LEN, MAX_NODES};
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
        .hint("split the computation into several map columns"));
    }
    if src.trim().is_empty() {
        return Err(BarbError::new(ErrorCode::Syntax, "empty expression"));
    }
    let toks = tokenize(src)?;
    let mut p = Parser { src, toks, pos: 0, depth: 0 };
    let mut out = vec![p.expr()?];
    while p.eat_op(",") {
        out.push(p.expr()?);
    }
    if p.peek() != &Tok::End {
        return Err(p.unexpected());
    }
    for e in &out {
        if e.size() > MAX_NODES {
            return Err(BarbError::new(ErrorCode::TooComplex, format!("expression has more than {MAX_NODES} parts")));
        }
    }
    Ok(out)
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

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(BarbError::new(
                ErrorCode::TooComplex,
                format!("expression nests deeper than {MAX_DEPTH} levels"),
            )
            .hint("split the computation into several map columns"));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<Expr> {
        self.enter()?;
        let r = self.or();
        self.depth -= 1;
        r
    }

    fn or(&mut self) -> Result<Expr> {
        let mut items = vec![self.and()?];
        while self.eat_kw("or") {
            items.push(self.and()?);
        }
        Ok(if items.len() == 1 { items.remove(0) } else { Expr::Or(items) })
    }

    fn and(&mut self) -> Result<Expr> {
        let mut items = vec![self.not()?];
        while self.eat_kw("and") {
            items.push(self.not()?);
        }
        Ok(if items.len() == 1 { items.remove(0) } else { Expr::And(items) })
    }

    fn not(&mut self) -> Result<Expr> {
        if self.eat_kw("not") {
            self.enter()?;
            let inner = self.not();
            self.depth -= 1;
            return Ok(Expr::Not(Box::new(inner?)));
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

    fn comparison(&mut self) -> Result<Expr> {
        let first = self.arith()?;
        let mut rest = Vec::new();
        while let Some(op) = self.cmp_op()? {
            rest.push((op, self.arith()?));
        }
        Ok(if rest.is_empty() { first } else { Expr::Compare { first: Box::new(first), rest } })
    }

    fn arith(&mut self) -> Result<Expr> {
        let mut lhs = self.term()?;
        loop {
            let op = if self.eat_op("+") {
                BinOp::Add
            } else if self.eat_op("-") {
                BinOp::Sub
            } else {
                return Ok(lhs);
            };
            let rhs = self.term()?;
            lhs = Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
    }

    fn term(&mut self) -> Result<Expr> {
        let mut lhs = self.unary()?;
        loop {
            let op = if self.eat_op("*") {
                BinOp::Mul
            } else if self.eat_op("//") {
                BinOp::FloorDiv
            } else if self.eat_op("/") {
                BinOp::Div
            } else if self.eat_op("%") {
                BinOp::Mod
            } else {
                return Ok(lhs);
            };
            let rhs = self.unary()?;
            lhs = Expr::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) };
        }
    }

    fn unary(&mut self) -> Result<Expr> {
        if self.eat_op("-") {
            self.enter()?;
            let inner = self.unary();
            self.depth -= 1;
            return Ok(match inner? {
                Expr::Int(v) => Expr::Int(-v),
                Expr::Float(v) => Expr::Float(-v),
                e => Expr::Neg(Box::new(e)),
            });
        }
        if matches!(self.peek(), Tok::Op("+") | Tok::Op("~")) {
            return Err(BarbError::new(ErrorCode::Unsupported, "unary '+' and '~' are not supported")
                .hint("write the value without '+'; use 'not' for negation"));
        }
        self.power()
    }

    fn power(&mut self) -> Result<Expr> {
        let base = self.atom()?;
        if self.eat_op("**") {
            // Right-associative, and the exponent may carry a unary minus: 2 ** -1.
            self.enter()?;
            let exp = self.unary();
            self.depth -= 1;
            return Ok(Expr::Binary { op: BinOp::Pow, lhs: Box::new(base), rhs: Box::new(exp?) });
        }
        Ok(base)
    }

    fn atom(&mut self) -> Result<Expr> {
        match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Expr::Int(v))
            }
            Tok::Float(v) => {
                self.bump();
                Ok(Expr::Float(v))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(Expr::Str(s))
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
                let mut items = Vec::new();
                if !self.eat_op("]") {
                    loop {
                        items.push(self.expr()?);
                        if self.eat_op("]") {
                            break;
                        }
                        if !self.eat_op(",") {
                            return Err(self.err("expected ',' or ']' in list"));
                        }
                        if self.eat_op("]") {
                            break;
                        }
                    }
                }
                Ok(Expr::List(items))
            }
            Tok::Ident(name) => self.name_or_call(name),
            _ => Err(self.unexpected()),
        }
    }

    fn name_or_call(&mut self, name: String) -> Result<Expr> {
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
            let mut args = Vec::new();
            if !self.eat_op(")") {
                loop {
                    if matches!(self.peek(), Tok::Ident(_)) && self.peek_at(1) == &Tok::Op("=") {
                        return Err(self
                            .err("keyword arguments are not supported")
                            .hint(format!("pass arguments by position, e.g. {name}(close, 14)")));
                    }
                    args.push(self.expr()?);
                    if self.eat_op(")") {
                        break;
                    }
                    if !self.eat_op(",") {
                        return Err(if self.peek() == &Tok::Op("=") {
                            self.unexpected()
                        } else {
                            self.err(&format!("expected ',' or ')' in call to {name}()"))
                        });
                    }
                }
            }
            return Ok(Expr::Call { name, args });
        }
        if matches!(self.peek(), Tok::Op("[")) || matches!(self.peek(), Tok::Op(".")) {
            return Err(BarbError::new(ErrorCode::Unsupported, "subscripts and attribute access are not supported"));
        }
        Ok(match name.as_str() {
            "true" | "True" => Expr::Bool(true),
            "false" | "False" => Expr::Bool(false),
            "None" => Expr::Null,
            "if" => return Err(self.err("'if' is a function: if(condition, then, else)")),
            _ => Expr::Name(name),
        })
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
        let deep = format!("{}1{}", "(".repeat(10_000), ")".repeat(10_000));
        assert_eq!(parse(&deep).unwrap_err().code, ErrorCode::TooComplex);
        let deep_not = "not ".repeat(1000) + "x";
        assert_eq!(parse(&deep_not).unwrap_err().code, ErrorCode::TooComplex);
        let long = "x + ".repeat(2000) + "x";
        assert_eq!(parse(&long).unwrap_err().code, ErrorCode::TooComplex);
    }
}
