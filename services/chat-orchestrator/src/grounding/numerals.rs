//! Digit groups and separators as numbers: `1,234.5`, `1.234,5`, `1 234,5`,
//! `1’234.5`, Indian `2,16,136.08`; a lone `1,234` or `1.234` is both
//! a thousand-something and one-point-something.

/// Digits and separators of one written number.
#[derive(Debug)]
pub struct Token {
    /// Digit groups.
    pub groups: Vec<String>,
    /// Separators between them.
    pub seps: Vec<char>,
}

/// A value read from digits and separators.
#[derive(Debug, Clone, Copy)]
pub struct Base {
    /// The value.
    pub value: f64,
    /// Digits after the decimal mark.
    pub decimals: u32,
    /// Zeros ending the integer part (rounding after "about").
    pub trailing_zeros: u32,
}

/// A character that may separate digit groups.
pub fn is_group_sep(c: char) -> bool {
    matches!(c, ',' | '.' | '\'' | '’' | '\u{a0}' | '\u{202f}' | '\u{2009}' | ' ')
}

fn is_space_sep(c: char) -> bool {
    matches!(c, '\'' | '’' | '\u{a0}' | '\u{202f}' | '\u{2009}' | ' ')
}

fn thousands_ok(groups: &[String]) -> bool {
    let first = groups[0].len();
    (1..=3).contains(&first) && groups[1..].iter().all(|g| g.len() == 3)
}

/// Indian grouping: `2,16,136` (two-digit groups before the last three).
fn lakh_ok(groups: &[String]) -> bool {
    let n = groups.len();
    n >= 3
        && (1..=2).contains(&groups[0].len())
        && groups[1..n - 1].iter().all(|g| g.len() == 2)
        && groups[n - 1].len() == 3
}

fn parse_int(groups: &[String]) -> Option<Base> {
    let digits = groups.concat();
    let value = digits.parse().ok()?;
    let stripped = digits.trim_end_matches('0');
    let trailing_zeros = if stripped.is_empty() { 0 } else { (digits.len() - stripped.len()) as u32 };
    Some(Base { value, decimals: 0, trailing_zeros })
}

fn parse_dec(int_groups: &[String], frac: &str) -> Option<Base> {
    let value = format!("{}.{frac}", int_groups.concat()).parse().ok()?;
    Some(Base { value, decimals: frac.len() as u32, trailing_zeros: 0 })
}

/// All sensible readings of the digits and separators, most likely first;
/// `None` when they fit no number format (versions, dotted dates).
pub fn interpret(t: &Token) -> Option<Vec<Base>> {
    let g = &t.groups;
    let Some(&last) = t.seps.last() else { return parse_int(g).map(|b| vec![b]) };
    let all_same = t.seps.iter().all(|s| *s == last);
    if all_same {
        if is_space_sep(last) {
            return thousands_ok(g).then(|| parse_int(g)).flatten().map(|b| vec![b]);
        }
        if t.seps.len() == 1 {
            let dec = parse_dec(&g[..1], &g[1]);
            let ambiguous = g[1].len() == 3 && g[0].len() <= 3 && g[0] != "0";
            let thousands = if ambiguous { parse_int(g) } else { None };
            let mut out = Vec::new();
            // A comma before three digits is more often a thousands separator.
            if last == ',' {
                out.extend(thousands);
                out.extend(dec);
            } else {
                out.extend(dec);
                out.extend(thousands);
            }
            return (!out.is_empty()).then_some(out);
        }
        return (thousands_ok(g) || lakh_ok(g)).then(|| parse_int(g)).flatten().map(|b| vec![b]);
    }
    // Mixed: the last separator is the decimal mark, the earlier ones one thousands separator.
    let head = &t.seps[..t.seps.len() - 1];
    let sep = head[0];
    let ints = &g[..g.len() - 1];
    let valid = head.iter().all(|s| *s == sep)
        && sep != last
        && matches!(last, '.' | ',')
        && (thousands_ok(ints) || lakh_ok(ints));
    valid.then(|| parse_dec(ints, &g[g.len() - 1])).flatten().map(|b| vec![b])
}
