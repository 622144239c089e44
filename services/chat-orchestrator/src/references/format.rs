//! Formatting a bound number for the reader: locale separators, precision,
//! percent, sign.
//!
//! Rounding is decimal, half away from zero, on the value's shortest
//! round-trip digits (278.675 → 278.68 at two decimals, as a person would
//! round it, although the binary double is slightly below the tie).

/// Number style of a locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Locale {
    /// `1,234.5` (English, Chinese, Japanese, Korean, Hebrew, Thai).
    #[default]
    En,
    /// `1.234,5` (German, Spanish, Italian, Portuguese, Dutch, Turkish, Danish, Indonesian).
    De,
    /// `1 234,5` with a narrow no-break space (French).
    Fr,
    /// `1 234,5` with a no-break space (Russian, Ukrainian, Polish, Czech, Swedish, Finnish, Norwegian).
    Ru,
    /// `1’234.5` (Swiss German, Swiss French, Swiss Italian).
    Ch,
    /// `12,34,567.5` (Indian English, Hindi).
    In,
}

impl Locale {
    /// The style for a BCP 47 tag (`de-DE`, `fr`, `en-IN`, `de-CH`); unknown → English.
    pub fn from_tag(tag: &str) -> Self {
        let t = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = t.split('-');
        let lang = parts.next().unwrap_or("");
        let region = parts.find(|p| p.len() == 2).unwrap_or("");
        match (lang, region) {
            ("de" | "fr" | "it" | "rm", "ch" | "li") => Self::Ch,
            ("en" | "hi", "in") | ("hi", _) => Self::In,
            ("de" | "es" | "it" | "pt" | "nl" | "tr" | "da" | "id" | "el" | "ro" | "hr" | "sl" | "sr", _) => Self::De,
            ("fr", _) => Self::Fr,
            (
                "ru" | "uk" | "be" | "kk" | "pl" | "cs" | "sk" | "sv" | "fi" | "nb" | "nn" | "no" | "hu" | "bg" | "lt"
                | "lv" | "et",
                _,
            ) => Self::Ru,
            _ => Self::En,
        }
    }

    /// The style for a turn: the caller's tag when given, else guessed from the
    /// user's message (Cyrillic text → Russian style).
    pub fn for_turn(tag: &str, message: &str) -> Self {
        if !tag.trim().is_empty() {
            return Self::from_tag(tag);
        }
        let letters = message.chars().filter(|c| c.is_alphabetic()).count();
        let cyrillic = message.chars().filter(|c| ('\u{400}'..='\u{4ff}').contains(c)).count();
        if letters > 0 && cyrillic * 2 > letters { Self::Ru } else { Self::En }
    }

    fn marks(self) -> (&'static str, char) {
        match self {
            Self::En | Self::In => (",", '.'),
            Self::De => (".", ','),
            Self::Fr => ("\u{202f}", ','),
            Self::Ru => ("\u{a0}", ','),
            Self::Ch => ("’", '.'),
        }
    }

    fn percent_sign(self) -> &'static str {
        match self {
            Self::De | Self::Ru => "\u{a0}%",
            Self::Fr => "\u{202f}%",
            _ => "%",
        }
    }
}

/// How to show a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Style {
    /// Decimals; `None` = the value's own, at most two (one for percentages).
    pub decimals: Option<u32>,
    /// Show a fraction as a percentage (×100, with `%`).
    pub percent: bool,
    /// Drop the sign.
    pub abs: bool,
    /// Write `+` before positive values.
    pub plus: bool,
}

/// Most decimals a style may ask for.
pub const MAX_DECIMALS: u32 = 6;

/// A decimal number as digits: `digits` with the point after `point` of them.
struct Decimal {
    negative: bool,
    digits: Vec<u8>,
    point: i32,
}

impl Decimal {
    fn from_f64(v: f64) -> Self {
        let s = format!("{}", v.abs());
        let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
        let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
        let mut point = int.len() as i32;
        while digits.len() > 1 && digits[0] == 0 && point > 1 {
            digits.remove(0);
            point -= 1;
        }
        if digits.is_empty() {
            digits.push(0);
            point = 1;
        }
        Self { negative: v < 0.0, digits, point }
    }

    fn decimals(&self) -> u32 {
        let frac = self.digits.len() as i32 - self.point;
        let trailing = self.digits.iter().rev().take_while(|d| **d == 0).count() as i32;
        (frac - trailing).max(0) as u32
    }

    /// Rounds to `d` decimals, half away from zero.
    fn round(&mut self, d: u32) {
        while self.point < 1 {
            self.digits.insert(0, 0);
            self.point += 1;
        }
        let keep = (self.point + d as i32) as usize;
        if self.digits.len() <= keep {
            self.digits.resize(keep, 0);
            return;
        }
        let up = self.digits[keep] >= 5;
        self.digits.truncate(keep);
        if up {
            let mut i = keep;
            loop {
                if i == 0 {
                    self.digits.insert(0, 1);
                    self.point += 1;
                    break;
                }
                i -= 1;
                if self.digits[i] == 9 {
                    self.digits[i] = 0;
                } else {
                    self.digits[i] += 1;
                    break;
                }
            }
        }
    }

    /// Drops leading zeros of the integer part (after scaling or rounding).
    fn trim_leading(&mut self) {
        while self.point > 1 && self.digits.first() == Some(&0) {
            self.digits.remove(0);
            self.point -= 1;
        }
    }

    fn is_zero(&self) -> bool {
        self.digits.iter().all(|d| *d == 0)
    }
}

/// `value` shown in `style` for `locale`.
pub fn format(value: f64, style: Style, locale: Locale) -> String {
    if !value.is_finite() {
        return "n/a".into();
    }
    let mut d = Decimal::from_f64(value);
    if style.percent {
        d.point += 2;
    }
    let default = if style.percent { 1 } else { 2 };
    let decimals = style.decimals.unwrap_or_else(|| d.decimals().min(default)).min(MAX_DECIMALS);
    d.round(decimals);
    d.trim_leading();
    let (group, mark) = locale.marks();
    let int: String = d.digits[..d.point as usize].iter().map(|x| char::from(b'0' + x)).collect();
    let mut frac: String = d.digits[d.point as usize..].iter().map(|x| char::from(b'0' + x)).collect();
    if style.decimals.is_none() {
        // The value's own precision: rounding may leave zeros (9.996 → 10.00 → 10).
        frac.truncate(frac.trim_end_matches('0').len());
    }
    let mut out = String::new();
    if d.negative && !style.abs && !d.is_zero() {
        out.push('-');
    } else if style.plus && !d.is_zero() {
        out.push('+');
    }
    out.push_str(&grouped(&int, group, locale == Locale::In));
    if !frac.is_empty() {
        out.push(mark);
        out.push_str(&frac);
    }
    if style.percent {
        out.push_str(locale.percent_sign());
    }
    out
}

fn grouped(int: &str, sep: &str, lakh: bool) -> String {
    if int.len() < 4 {
        return int.to_string();
    }
    let (head, tail) = int.split_at(int.len() - 3);
    let size = if lakh { 2 } else { 3 };
    let mut groups: Vec<&str> = Vec::new();
    let mut end = head.len();
    while end > 0 {
        let start = end.saturating_sub(size);
        groups.push(&head[start..end]);
        end = start;
    }
    groups.reverse();
    groups.push(tail);
    groups.join(sep)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f64) -> String {
        format(v, Style::default(), Locale::En)
    }

    #[test]
    fn default_precision_is_the_values_own_up_to_two() {
        assert_eq!(f(187.6), "187.6");
        assert_eq!(f(278.675), "278.68");
        assert_eq!(f(252.0), "252");
        assert_eq!(f(-917.4425), "-917.44");
        assert_eq!(f(0.051162014544628834), "0.05");
        assert_eq!(f(9650.25), "9,650.25");
        assert_eq!(f(201006.3650793651), "201,006.37");
        assert_eq!(f(0.0), "0");
        assert_eq!(f(-0.001), "0");
        assert_eq!(f(9.996), "10");
    }

    #[test]
    fn explicit_precision_rounds_half_away_from_zero() {
        let d = |v: f64, n: u32| format(v, Style { decimals: Some(n), ..Style::default() }, Locale::En);
        assert_eq!(d(278.675, 1), "278.7");
        assert_eq!(d(2.5, 0), "3");
        assert_eq!(d(-2.5, 0), "-3");
        assert_eq!(d(9.96, 1), "10.0");
        assert_eq!(d(999.95, 1), "1,000.0");
        assert_eq!(d(0.0005, 3), "0.001");
        assert_eq!(d(1.5, 3), "1.500");
        assert_eq!(d(123.456, 9), "123.456000", "capped at six decimals");
    }

    #[test]
    fn percent_abs_and_plus() {
        let s = |percent, abs, plus| Style { decimals: None, percent, abs, plus };
        assert_eq!(format(0.5652, s(true, false, false), Locale::En), "56.5%");
        assert_eq!(format(0.0145, s(true, false, false), Locale::En), "1.5%", "decimal, not binary, rounding");
        assert_eq!(format(0.4047619047619048, s(true, false, false), Locale::De), "40,5\u{a0}%");
        assert_eq!(format(-129.52, s(false, true, false), Locale::En), "129.52");
        assert_eq!(format(270.0, s(false, false, true), Locale::En), "+270");
        assert_eq!(format(-61.75, s(false, false, true), Locale::En), "-61.75");
    }

    #[test]
    fn locales() {
        let v = 1234567.891;
        let l = |loc| format(v, Style::default(), loc);
        assert_eq!(l(Locale::En), "1,234,567.89");
        assert_eq!(l(Locale::De), "1.234.567,89");
        assert_eq!(l(Locale::Fr), "1\u{202f}234\u{202f}567,89");
        assert_eq!(l(Locale::Ru), "1\u{a0}234\u{a0}567,89");
        assert_eq!(l(Locale::Ch), "1’234’567.89");
        assert_eq!(l(Locale::In), "12,34,567.89");
        assert_eq!(format(999.0, Style::default(), Locale::De), "999");
        assert_eq!(Locale::from_tag("de-DE"), Locale::De);
        assert_eq!(Locale::from_tag("de_CH"), Locale::Ch);
        assert_eq!(Locale::from_tag("en-IN"), Locale::In);
        assert_eq!(Locale::from_tag("pt-BR"), Locale::De);
        assert_eq!(Locale::from_tag("ru"), Locale::Ru);
        assert_eq!(Locale::from_tag("xx"), Locale::En);
        assert_eq!(Locale::for_turn("", "Сколько я потратил?"), Locale::Ru);
        assert_eq!(Locale::for_turn("", "How much?"), Locale::En);
        assert_eq!(Locale::for_turn("fr-FR", "How much?"), Locale::Fr);
    }

    #[test]
    fn tiny_and_huge_values() {
        assert_eq!(f(1e-7), "0");
        assert_eq!(format(1e-7, Style { decimals: Some(6), ..Style::default() }, Locale::En), "0.000000");
        assert_eq!(f(1.5e15), "1,500,000,000,000,000");
        assert_eq!(f(f64::NAN), "n/a");
    }
}
