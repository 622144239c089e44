//! Tokens of the expression language (a subset of Python's expression syntax).

use crate::error::{BarbError, ErrorCode, Result};

/// A token with its byte offset in the source text.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    /// The token.
    pub kind: Tok,
    /// Byte offset where it starts.
    pub pos: usize,
}

/// Token kinds.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// Integer literal.
    Int(i64),
    /// Float literal.
    Float(f64),
    /// String literal (quotes removed, escapes resolved).
    Str(String),
    /// Identifier or keyword.
    Ident(String),
    /// Operator or punctuation.
    Op(&'static str),
    /// End of input.
    End,
}

const OPS: [&str; 20] =
    ["**", "//", "==", "!=", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "(", ")", "[", "]", ",", "=", "~"];

/// Splits `src` into tokens.
pub fn tokenize(src: &str) -> Result<Vec<Token>> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let (tok, len) = number(&src[i..]).map_err(|m| syntax(src, i, &m))?;
            out.push(Token { kind: tok, pos: i });
            i += len;
        } else if c == b'"' || c == b'\'' {
            let (s, len) = string(&src[i..]).ok_or_else(|| syntax(src, i, "unterminated string"))?;
            out.push(Token { kind: Tok::Str(s), pos: i });
            i += len;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let len = src[i..].bytes().take_while(|b| b.is_ascii_alphanumeric() || *b == b'_').count();
            out.push(Token { kind: Tok::Ident(src[i..i + len].to_string()), pos: i });
            i += len;
        } else if let Some(op) = OPS.iter().find(|op| src[i..].starts_with(**op)) {
            out.push(Token { kind: Tok::Op(op), pos: i });
            i += op.len();
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            let hint = match ch {
                '&' | '|' => "use 'and' / 'or'",
                '!' => "use 'not' or '!='",
                '.' => "attribute access is not supported; call functions like rsi(close, 14)",
                _ => "",
            };
            return Err(syntax(src, i, &format!("unexpected character '{ch}'")).hint(hint));
        }
    }
    out.push(Token { kind: Tok::End, pos: src.len() });
    Ok(out)
}

/// A syntax error pointing at byte `pos` of `src`.
pub fn syntax(src: &str, pos: usize, what: &str) -> BarbError {
    let col = src[..pos.min(src.len())].chars().count() + 1;
    BarbError::new(ErrorCode::Syntax, format!("syntax error at column {col} of '{src}': {what}"))
}

fn number(s: &str) -> std::result::Result<(Tok, usize), String> {
    let b = s.as_bytes();
    if b.len() > 1 && b[0] == b'0' && matches!(b[1], b'x' | b'X') {
        let len = 2 + s[2..].bytes().take_while(|c| c.is_ascii_hexdigit() || *c == b'_').count();
        let v = i64::from_str_radix(&s[2..len].replace('_', ""), 16).map_err(|_| "invalid hex literal".to_string())?;
        return Ok((Tok::Int(v), len));
    }
    let mut len = 0;
    let mut is_float = false;
    while len < b.len() {
        match b[len] {
            b'0'..=b'9' | b'_' => len += 1,
            b'.' if !is_float => {
                is_float = true;
                len += 1
            }
            b'e' | b'E' => {
                let mut j = len + 1;
                if j < b.len() && matches!(b[j], b'+' | b'-') {
                    j += 1;
                }
                if j < b.len() && b[j].is_ascii_digit() {
                    is_float = true;
                    len = j + s[j..].bytes().take_while(u8::is_ascii_digit).count();
                }
                break;
            }
            _ => break,
        }
    }
    let text = s[..len].replace('_', "");
    if is_float {
        text.parse().map(|v| (Tok::Float(v), len)).map_err(|_| format!("invalid number '{}'", &s[..len]))
    } else {
        text.parse().map(|v| (Tok::Int(v), len)).map_err(|_| format!("integer '{}' is out of range", &s[..len]))
    }
}

fn string(s: &str) -> Option<(String, usize)> {
    let quote = s.chars().next()?;
    let mut out = String::new();
    let mut chars = s.char_indices().skip(1);
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                let (_, e) = chars.next()?;
                out.push(match e {
                    'n' => '\n',
                    't' => '\t',
                    other => other,
                });
            }
            c if c == quote => return Some((out, i + 1)),
            c => out.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_strings_and_ops() {
        let toks: Vec<Tok> =
            tokenize("1_000 + 1e3 * 'a\\'b' // 0x10 ** x").unwrap().into_iter().map(|t| t.kind).collect();
        assert_eq!(
            toks,
            vec![
                Tok::Int(1000),
                Tok::Op("+"),
                Tok::Float(1000.0),
                Tok::Op("*"),
                Tok::Str("a'b".into()),
                Tok::Op("//"),
                Tok::Int(16),
                Tok::Op("**"),
                Tok::Ident("x".into()),
                Tok::End
            ]
        );
    }

    #[test]
    fn bad_characters_are_syntax_errors() {
        let e = tokenize("close & open").unwrap_err();
        assert_eq!(e.code, ErrorCode::Syntax);
        assert!(e.hint.contains("and"));
        assert!(tokenize("'open").is_err());
    }
}
