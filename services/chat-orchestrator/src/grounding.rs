//! The grounding check: every number an answer states must come from a tool
//! result (or from the user's own message, or the inputs the model gave the
//! tools).
//!
//! The model translates and presents; the engines compute. A number in the
//! answer that no engine returned was invented or computed by the model, so the
//! orchestrator lists it and asks for one rewrite. This module is pure: it
//! extracts numbers from text ([`mentions`]), collects the numbers tools
//! returned ([`Evidence`]) and matches one against the other ([`check`]).
//!
//! Evidence is what the model could have read: the compact tool outputs, the
//! structured summaries and metrics behind them, the tool inputs it wrote, and
//! the user's message — not the full tables the UI shows (see
//! [`Evidence::add_result`]).
//!
//! Reading numbers the way people write them:
//! - thousands separators `,` `.` `'`, no-break and thin spaces (`1,234,567`,
//!   `1.234.567`, `1 234`), and both decimal styles (`1,234.5`, `1.234,5`,
//!   `0,75`); an ambiguous `1,234` or `1.234` is read both ways;
//! - signs (`-`, `−`, `+`), currency prefixes, `%` / `percent`, and magnitude
//!   suffixes (`12k`, `1.2M`, `3 million`, `2bn`);
//! - dates (`2024-03-15`, `15.03.2024`, `03/15/2024`, `March 15`), times
//!   (`09:30`), years (`2024`), ordinals (`3rd`) and small counting integers
//!   (`top 3`) are not quantities and are skipped in answers.
//!
//! Matching allows for rounding: a number written with `d` decimals matches a
//! tool value within one unit of its last digit (`56.3` matches `56.25` and
//! `56.34`), magnitudes within their written precision (`1.2M` ↔ `1,234,567`),
//! and "about"/"~" widen that to the written round number or 2 %. Signs are
//! ignored (a "loss of 12.5" states `-12.5`), and a percentage also matches the
//! fraction it was derived from (`56.2%` ↔ `0.5619`).

use serde_json::Value;

/// Words that mark a number as approximate.
const APPROX_WORDS: &[&str] =
    &["about", "approximately", "approx", "roughly", "around", "nearly", "almost", "circa", "ca", "some"];

/// Month names and abbreviations: a small integer next to one is a day of month.
const MONTHS: &[&str] = &[
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
];

/// How text is scanned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// An answer: skip dates, times, years, ordinals, identifiers and small
    /// counting integers; only quantities are returned.
    Answer,
    /// Tool output, tool input or the user's message: every digit run counts,
    /// including the parts of dates and the digits inside identifiers
    /// (`last_20`, `sma_200`), because the answer may quote any of them.
    Evidence,
}

/// Options of the check.
#[derive(Debug, Clone)]
pub struct Options {
    /// Integers up to this absolute value (written without decimals, `%` or a
    /// magnitude) are counting words ("the 3 best trades") and not checked.
    pub small_integer_max: u32,
}

impl Default for Options {
    fn default() -> Self {
        Self { small_integer_max: 10 }
    }
}

/// One possible value of a written number with the tolerance its precision allows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reading {
    /// The value (sign kept).
    pub value: f64,
    /// Largest distance from a tool value that still counts as a match.
    pub tolerance: f64,
}

/// A number found in text.
#[derive(Debug, Clone, PartialEq)]
pub struct Mention {
    /// The number as written, including sign, `%` and magnitude suffix.
    pub text: String,
    /// Byte range of `text` in the scanned string.
    pub span: (usize, usize),
    /// Possible readings: more than one when the separators are ambiguous or
    /// the number is a percentage (value and fraction).
    pub readings: Vec<Reading>,
}

/// Result of checking an answer.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Report {
    /// Numbers that were checked.
    pub checked: usize,
    /// Numbers (as written, deduplicated, in order of appearance) that no
    /// evidence supports.
    pub unsupported: Vec<String>,
}

impl Report {
    /// True when every checked number is supported.
    pub fn grounded(&self) -> bool {
        self.unsupported.is_empty()
    }
}

/// The numbers tools returned (plus the user's message and the tool inputs).
/// Stored as sorted absolute values so a lookup is a binary search.
#[derive(Debug, Clone, Default)]
pub struct Evidence {
    values: Vec<f64>,
    sorted: bool,
}

/// Upper bound on stored values; large tables beyond it add nothing a model
/// could have seen (it only reads summaries).
const MAX_EVIDENCE: usize = 500_000;

impl Evidence {
    /// Empty evidence.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of values held.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// True when no value is held.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Adds one value.
    pub fn add_value(&mut self, v: f64) {
        if v.is_finite() && self.values.len() < MAX_EVIDENCE {
            self.values.push(v.abs());
            self.sorted = false;
        }
    }

    /// Adds every number in `text` (all readings, digits in identifiers too).
    pub fn add_text(&mut self, text: &str) {
        for m in mentions(text, Mode::Evidence, &Options::default()) {
            for r in m.readings {
                self.add_value(r.value);
            }
        }
    }

    /// Adds every number in a JSON document: numbers as they are, strings
    /// scanned as text (decimals and dates travel as strings).
    pub fn add_json(&mut self, value: &Value) {
        match value {
            Value::Number(n) => {
                if let Some(f) = n.as_f64() {
                    self.add_value(f);
                }
            }
            Value::String(s) => self.add_text(s),
            Value::Array(items) => items.iter().for_each(|v| self.add_json(v)),
            Value::Object(map) => map.values().for_each(|v| self.add_json(v)),
            Value::Bool(_) | Value::Null => {}
        }
    }

    /// Adds the parts of a full tool result that the model was shown in
    /// compact form: `summary`, `metrics`, `statistics` and row counts. Table
    /// rows, source rows, trades and equity points are deliberately left out:
    /// the model never sees them, and thousands of dense values (every close
    /// of a year) would make almost any invented number look supported.
    pub fn add_result(&mut self, result: &Value) {
        for key in ["summary", "metrics", "statistics", "total_rows", "source_row_count", "rows"] {
            if let Some(v @ (Value::Object(_) | Value::Number(_))) = result.get(key) {
                self.add_json(v);
            }
        }
    }

    fn finish(&mut self) {
        if !self.sorted {
            self.values.sort_by(f64::total_cmp);
            self.values.dedup();
            self.sorted = true;
        }
    }

    /// True when some value lies within `tolerance` of `|target|`.
    pub fn supports(&mut self, target: f64, tolerance: f64) -> bool {
        self.finish();
        let (lo, hi) = (target.abs() - tolerance, target.abs() + tolerance);
        let i = self.values.partition_point(|v| *v < lo);
        self.values.get(i).is_some_and(|v| *v <= hi)
    }
}

/// Checks every number `answer` states against `evidence`.
pub fn check(answer: &str, evidence: &mut Evidence, opts: &Options) -> Report {
    let mut report = Report::default();
    for m in mentions(answer, Mode::Answer, opts) {
        report.checked += 1;
        let ok = m.readings.iter().any(|r| evidence.supports(r.value, r.tolerance));
        if !ok && !report.unsupported.contains(&m.text) {
            report.unsupported.push(m.text);
        }
    }
    report
}

/// Finds the numbers in `text`.
pub fn mentions(text: &str, mode: Mode, opts: &Options) -> Vec<Mention> {
    Scanner { text, chars: text.char_indices().collect(), mode, opts }.run()
}

struct Scanner<'a> {
    text: &'a str,
    chars: Vec<(usize, char)>,
    mode: Mode,
    opts: &'a Options,
}

/// The digits and separators of one written number.
#[derive(Debug)]
struct Token {
    groups: Vec<String>,
    seps: Vec<char>,
}

fn is_group_sep(c: char) -> bool {
    matches!(c, ',' | '.' | '\'' | '\u{a0}' | '\u{202f}' | '\u{2009}')
}

fn is_space_sep(c: char) -> bool {
    matches!(c, '\'' | '\u{a0}' | '\u{202f}' | '\u{2009}')
}

impl Scanner<'_> {
    fn ch(&self, i: usize) -> Option<char> {
        self.chars.get(i).map(|(_, c)| *c)
    }

    fn byte(&self, i: usize) -> usize {
        self.chars.get(i).map(|(b, _)| *b).unwrap_or(self.text.len())
    }

    fn digit_at(&self, i: usize) -> bool {
        self.ch(i).is_some_and(|c| c.is_ascii_digit())
    }

    fn word_char_at(&self, i: Option<usize>) -> bool {
        i.and_then(|i| self.ch(i)).is_some_and(|c| c.is_alphanumeric() || c == '_')
    }

    fn run(&self) -> Vec<Mention> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < self.chars.len() {
            if self.text[self.byte(i)..].starts_with("{{data:") {
                i = self.skip_marker(i);
                continue;
            }
            match self.number_start(i) {
                Some(start) => {
                    let (next, mention) = self.scan_number(start, i);
                    out.extend(mention);
                    i = next.max(i + 1);
                }
                None => i += 1,
            }
        }
        out
    }

    fn skip_marker(&self, i: usize) -> usize {
        let mut j = i;
        while j < self.chars.len() {
            if self.text[self.byte(j)..].starts_with("}}") {
                return j + 2;
            }
            j += 1;
        }
        j
    }

    /// If a number starts at `i`, returns the index of its first digit.
    fn number_start(&self, i: usize) -> Option<usize> {
        let c = self.ch(i)?;
        let prev = i.checked_sub(1);
        if c.is_ascii_digit() {
            if self.digit_at(i.wrapping_sub(1)) && i > 0 {
                return None;
            }
            if self.mode == Mode::Answer && self.word_char_at(prev) {
                return None; // identifier such as RSI14, sma_200, Q3
            }
            return Some(i);
        }
        let signed = matches!(c, '-' | '−' | '+') && self.digit_at(i + 1);
        if signed && !self.word_char_at(prev) {
            return Some(i + 1);
        }
        None
    }

    /// Reads the number whose sign (if any) is at `from` and first digit at `start`.
    fn scan_number(&self, start: usize, from: usize) -> (usize, Option<Mention>) {
        let (token, end) = self.read_token(start);
        // Dates and times continue after the digits: 2024-03-15, 03/15/2024, 09:30.
        if let Some(skip_to) = self.date_or_time_end(&token, end) {
            return match self.mode {
                Mode::Answer => (skip_to, None),
                Mode::Evidence => (end, self.plain_mention(start, from, end, &token)),
            };
        }
        let Some(base) = interpret(&token) else {
            // Not a valid number (version string, dotted date): skip it in answers,
            // keep its digit groups as evidence.
            return match self.mode {
                Mode::Answer => (end, None),
                Mode::Evidence => (end, self.groups_mention(start, end, &token)),
            };
        };
        let negative = from < start && matches!(self.ch(from), Some('-' | '−'));
        let suffix = self.suffix(end);
        if self.mode == Mode::Answer && self.skip_in_answer(start, from, &token, &base, &suffix) {
            return (suffix.end, None);
        }
        let approx = self.approximate(from);
        let readings = readings(&base, &suffix, negative, approx);
        let text_start = if negative || self.ch(from) == Some('+') { from } else { start };
        let text = self.text[self.byte(text_start)..self.byte(suffix.end)].trim_end().to_string();
        (suffix.end, Some(Mention { text, span: (self.byte(text_start), self.byte(suffix.end)), readings }))
    }

    fn read_token(&self, start: usize) -> (Token, usize) {
        let mut groups = vec![String::new()];
        let mut seps = Vec::new();
        let mut j = start;
        loop {
            while let Some(c) = self.ch(j).filter(char::is_ascii_digit) {
                groups.last_mut().expect("one group").push(c);
                j += 1;
            }
            match self.ch(j) {
                Some(c) if is_group_sep(c) && self.digit_at(j + 1) => {
                    seps.push(c);
                    groups.push(String::new());
                    j += 1;
                }
                _ => break,
            }
        }
        (Token { groups, seps }, j)
    }

    /// End index of a date or time that the token begins, if it begins one.
    fn date_or_time_end(&self, token: &Token, end: usize) -> Option<usize> {
        let next = self.ch(end)?;
        let plain = token.seps.is_empty();
        let continues = matches!(next, ':' | '/') || (next == '-' && plain && token.groups[0].len() == 4);
        if !(plain && continues && self.digit_at(end + 1)) {
            return None;
        }
        let mut j = end;
        while self.ch(j).is_some_and(|c| c.is_ascii_digit() || matches!(c, ':' | '/' | '-')) {
            if matches!(self.ch(j), Some(':' | '/' | '-')) && !self.digit_at(j + 1) {
                break;
            }
            j += 1;
        }
        Some(j)
    }

    fn plain_mention(&self, start: usize, from: usize, end: usize, token: &Token) -> Option<Mention> {
        let _ = from;
        let value: f64 = token.groups.concat().parse().ok()?;
        let text = self.text[self.byte(start)..self.byte(end)].to_string();
        Some(Mention {
            text,
            span: (self.byte(start), self.byte(end)),
            readings: vec![Reading { value, tolerance: 0.0 }],
        })
    }

    fn groups_mention(&self, start: usize, end: usize, token: &Token) -> Option<Mention> {
        let readings: Vec<Reading> =
            token.groups.iter().filter_map(|g| g.parse().ok()).map(|value| Reading { value, tolerance: 0.0 }).collect();
        let text = self.text[self.byte(start)..self.byte(end)].to_string();
        Some(Mention { text, span: (self.byte(start), self.byte(end)), readings })
    }

    fn suffix(&self, end: usize) -> Suffix {
        let rest = &self.text[self.byte(end)..];
        let (ws, after) = match rest.strip_prefix(' ') {
            Some(a) => (1, a),
            None => (0, rest),
        };
        let word: String = after.chars().take_while(|c| c.is_alphabetic()).collect();
        let word_end = |n_chars: usize| end + ws + n_chars;
        if after.starts_with('%') {
            return Suffix { percent: true, scale: 1.0, ordinal: false, end: word_end(1) };
        }
        let lower = word.to_lowercase();
        let n = word.chars().count();
        if lower == "percent" || lower == "pct" {
            return Suffix { percent: true, scale: 1.0, ordinal: false, end: word_end(n) };
        }
        if ws == 0 && matches!(lower.as_str(), "st" | "nd" | "rd" | "th") {
            return Suffix { percent: false, scale: 1.0, ordinal: true, end: word_end(n) };
        }
        let scale = match (word.as_str(), lower.as_str()) {
            ("k" | "K", _) | (_, "thousand") => 1e3,
            ("M", _) | (_, "mn" | "mln" | "million" | "millions") => 1e6,
            ("B", _) | (_, "bn" | "billion" | "billions") => 1e9,
            _ => 1.0,
        };
        if scale > 1.0 {
            Suffix { percent: false, scale, ordinal: false, end: word_end(n) }
        } else {
            Suffix { percent: false, scale: 1.0, ordinal: false, end }
        }
    }

    fn skip_in_answer(&self, start: usize, from: usize, token: &Token, base: &[Base], suffix: &Suffix) -> bool {
        if suffix.ordinal || self.timeframe(token, suffix.end) {
            return true;
        }
        let plain_int = token.seps.is_empty() && !suffix.percent && suffix.scale == 1.0;
        if !plain_int {
            return false;
        }
        let v = base[0].value;
        let signed = from < start;
        if !signed && v <= f64::from(self.opts.small_integer_max) {
            return true;
        }
        let currency = start > 0 && matches!(self.ch(start - 1), Some('$' | '€' | '£' | '₽'));
        let is_year = token.groups[0].len() == 4 && (1900.0..=2100.0).contains(&v) && !signed && !currency;
        if is_year {
            return true;
        }
        v <= 31.0 && !signed && self.next_to_month(from, suffix.end)
    }

    /// `15m`, `4h`, `1d`, `5min` (a bar size) or `11am` (a clock time): not a quantity.
    fn timeframe(&self, token: &Token, end: usize) -> bool {
        if !token.seps.is_empty() {
            return false;
        }
        let rest = &self.text[self.byte(end)..];
        let word: String = rest.trim_start_matches(' ').chars().take_while(|c| c.is_alphabetic()).collect();
        let attached: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        matches!(attached.as_str(), "m" | "min" | "h" | "d" | "w" | "mo")
            || matches!(word.to_lowercase().as_str(), "am" | "pm")
    }

    fn next_to_month(&self, from: usize, end: usize) -> bool {
        let before = &self.text[..self.byte(from)];
        let prev_word: String = before
            .trim_end_matches([' ', ','])
            .chars()
            .rev()
            .take_while(|c| c.is_alphabetic() || *c == '.')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let after = &self.text[self.byte(end)..];
        let next_word: String =
            after.trim_start_matches([' ', ',']).chars().take_while(|c| c.is_alphabetic()).collect();
        let is_month = |w: &str| MONTHS.contains(&w.trim_end_matches('.').to_lowercase().as_str());
        is_month(&prev_word) || is_month(&next_word)
    }

    fn approximate(&self, from: usize) -> bool {
        let before = self.text[..self.byte(from)].trim_end_matches([' ', '$', '€', '£', '₽']);
        if before.ends_with('~') || before.ends_with('≈') {
            return true;
        }
        let word: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_alphabetic() || *c == '.')
            .collect::<String>()
            .chars()
            .rev()
            .collect();
        APPROX_WORDS.contains(&word.trim_end_matches('.').to_lowercase().as_str())
    }
}

struct Suffix {
    percent: bool,
    scale: f64,
    ordinal: bool,
    end: usize,
}

/// A value read from digits and separators, with its number of decimals and
/// the trailing zeros of its integer part (for approximate round numbers).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Base {
    value: f64,
    decimals: u32,
    trailing_zeros: u32,
}

fn thousands_ok(groups: &[String]) -> bool {
    let first = groups[0].len();
    (1..=3).contains(&first) && groups[1..].iter().all(|g| g.len() == 3)
}

fn parse_int(groups: &[String]) -> Option<Base> {
    let digits = groups.concat();
    let value = digits.parse().ok()?;
    let trailing_zeros = digits.len() - digits.trim_end_matches('0').len();
    let trailing_zeros = if digits.trim_end_matches('0').is_empty() { 0 } else { trailing_zeros as u32 };
    Some(Base { value, decimals: 0, trailing_zeros })
}

fn parse_dec(int_groups: &[String], frac: &str) -> Option<Base> {
    let value = format!("{}.{frac}", int_groups.concat()).parse().ok()?;
    Some(Base { value, decimals: frac.len() as u32, trailing_zeros: 0 })
}

/// All sensible readings of the digits and separators, most likely first.
/// `None` when the separators fit no number format (versions, dotted dates).
fn interpret(t: &Token) -> Option<Vec<Base>> {
    let g = &t.groups;
    let Some(&last_sep) = t.seps.last() else {
        return parse_int(g).map(|b| vec![b]);
    };
    let all_same = t.seps.iter().all(|s| *s == last_sep);
    if all_same {
        if is_space_sep(last_sep) {
            return thousands_ok(g).then(|| parse_int(g)).flatten().map(|b| vec![b]);
        }
        if t.seps.len() == 1 {
            let dec = parse_dec(&g[..1], &g[1]);
            let ambiguous = g[1].len() == 3 && g[0].len() <= 3 && g[0] != "0";
            let thousands = if ambiguous { parse_int(g) } else { None };
            let mut out = Vec::new();
            // A comma before three digits is far more often a thousands separator.
            if last_sep == ',' {
                out.extend(thousands);
                out.extend(dec);
            } else {
                out.extend(dec);
                out.extend(thousands);
            }
            return (!out.is_empty()).then_some(out);
        }
        return thousands_ok(g).then(|| parse_int(g)).flatten().map(|b| vec![b]);
    }
    // Mixed: the last separator is the decimal mark, all earlier ones the same
    // thousands separator.
    let head = &t.seps[..t.seps.len() - 1];
    let thousand_sep = head[0];
    let valid = head.iter().all(|s| *s == thousand_sep)
        && thousand_sep != last_sep
        && matches!(last_sep, '.' | ',')
        && thousands_ok(&g[..g.len() - 1]);
    if !valid {
        return None;
    }
    parse_dec(&g[..g.len() - 1], &g[g.len() - 1]).map(|b| vec![b])
}

fn readings(bases: &[Base], suffix: &Suffix, negative: bool, approx: bool) -> Vec<Reading> {
    let sign = if negative { -1.0 } else { 1.0 };
    let mut out = Vec::new();
    for b in bases {
        let unit = 10f64.powi(-(b.decimals as i32));
        let mut tol = unit * suffix.scale;
        let value = b.value * suffix.scale;
        if approx {
            let round = 0.5 * 10f64.powi(b.trailing_zeros as i32) * suffix.scale;
            tol = tol.max(round).max(0.02 * value.abs());
        }
        // Float slack so 0.1 + 0.2-style representation errors never decide a match.
        let tol = tol * (1.0 + 1e-9) + 1e-12;
        out.push(Reading { value: sign * value, tolerance: tol });
        if suffix.percent {
            out.push(Reading { value: sign * value / 100.0, tolerance: tol / 100.0 });
        }
        if suffix.scale > 1.0 {
            // "12k" may also quote a value the tool printed as "12k".
            out.push(Reading { value: sign * b.value, tolerance: unit * (1.0 + 1e-9) });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<String> {
        mentions(s, Mode::Answer, &Options::default()).into_iter().map(|m| m.text).collect()
    }

    fn values(s: &str) -> Vec<f64> {
        mentions(s, Mode::Answer, &Options::default()).into_iter().flat_map(|m| m.readings).map(|r| r.value).collect()
    }

    fn evidence(items: &[f64]) -> Evidence {
        let mut e = Evidence::new();
        items.iter().for_each(|v| e.add_value(*v));
        e
    }

    fn unsupported(answer: &str, ev: &[f64]) -> Vec<String> {
        check(answer, &mut evidence(ev), &Options::default()).unsupported
    }

    #[test]
    fn reads_plain_and_decimal_numbers() {
        assert_eq!(values("The mean was 245.31 points"), vec![245.31]);
        assert_eq!(texts("range 12.5 and 300"), vec!["12.5", "300"]);
    }

    #[test]
    fn reads_thousands_separators_in_both_styles() {
        assert_eq!(values("total 1,234,567 contracts"), vec![1_234_567.0]);
        assert_eq!(values("total 1.234.567 contracts"), vec![1_234_567.0]);
        assert_eq!(values("close 21,034.25"), vec![21_034.25]);
        assert_eq!(values("close 21.034,25"), vec![21_034.25]);
        assert_eq!(values("volume 1\u{a0}234\u{a0}567"), vec![1_234_567.0]);
        assert_eq!(values("volume 1'234'567"), vec![1_234_567.0]);
    }

    #[test]
    fn ambiguous_single_separator_is_read_both_ways() {
        assert_eq!(values("it rose 1,234"), vec![1234.0, 1.234]);
        assert_eq!(values("it rose 1.234"), vec![1.234, 1234.0]);
        // Not three digits after the mark: only a decimal.
        assert_eq!(values("ratio 1,5"), vec![1.5]);
        assert_eq!(values("ratio 0,750"), vec![0.75]);
    }

    #[test]
    fn signs_and_currency() {
        let m = mentions("P&L of −12.5 pts, +30.25 best, $1,200 total", Mode::Answer, &Options::default());
        assert_eq!(m[0].text, "−12.5");
        assert_eq!(m[0].readings[0].value, -12.5);
        assert_eq!(m[1].text, "+30.25");
        assert_eq!(m[1].readings[0].value, 30.25);
        assert_eq!(m[2].readings[0].value, 1200.0);
        // A hyphen between numbers is a range, not a sign.
        assert_eq!(values("between 120-150 points"), vec![120.0, 150.0]);
    }

    #[test]
    fn percent_has_value_and_fraction_readings() {
        let m = &mentions("win rate 56.2%", Mode::Answer, &Options::default())[0];
        assert_eq!(m.text, "56.2%");
        assert_eq!(m.readings.iter().map(|r| r.value).collect::<Vec<_>>(), vec![56.2, 0.562]);
        assert_eq!(texts("up 12 percent"), vec!["12 percent"]);
    }

    #[test]
    fn magnitude_suffixes_scale() {
        assert_eq!(values("volume 1.2M")[0], 1_200_000.0);
        assert_eq!(values("about 12k bars")[0], 12_000.0);
        assert_eq!(values("3 million rows")[0], 3_000_000.0);
        assert_eq!(values("spent 2bn")[0], 2e9);
        // A lower-case m is minutes/metres (a timeframe), not millions.
        assert!(texts("on 15m bars").is_empty());
    }

    #[test]
    fn skips_dates_times_years_ordinals_and_counts() {
        assert!(texts("On 2024-03-15 at 09:30 in 2023").is_empty());
        assert!(texts("from 03/15/2024 to 15.03.2024").is_empty());
        assert!(texts("March 15, and 3 June").is_empty());
        assert!(texts("the 3rd and 21st day, top 5").is_empty());
        assert!(texts("from 11am to 12 PM on 4h bars").is_empty());
        assert!(texts("RSI14 above sma_200 in Q3").is_empty());
        // A signed small number or one with decimals is a quantity.
        assert_eq!(texts("fell -3 then 2.5"), vec!["-3", "2.5"]);
        // A year-like value with a currency sign is money.
        assert_eq!(texts("cost $2024"), vec!["2024"]);
        assert_eq!(texts("42 March"), vec!["42"]);
    }

    #[test]
    fn skips_data_markers() {
        assert!(texts("see {{data:12}} below").is_empty());
    }

    #[test]
    fn evidence_mode_keeps_every_digit_run() {
        let mut e = Evidence::new();
        e.add_text("period last_20, Result: 21 rows, 2024-03-15 09:30, RSI14");
        for v in [20.0, 21.0, 2024.0, 3.0, 15.0, 9.0, 30.0, 14.0] {
            assert!(e.supports(v, 0.0), "{v} missing");
        }
    }

    #[test]
    fn evidence_from_json_walks_numbers_and_strings() {
        let mut e = Evidence::new();
        e.add_json(&serde_json::json!({"a": [1.5, {"b": "12.75"}], "c": true, "d": null, "e": -7}));
        assert!(e.supports(1.5, 0.0));
        assert!(e.supports(12.75, 0.0));
        assert!(e.supports(7.0, 0.0));
        assert_eq!(e.len(), 3);
    }

    #[test]
    fn results_add_summary_and_metrics_but_not_table_rows() {
        let mut e = Evidence::new();
        e.add_result(&serde_json::json!({
            "summary": {"type": "scalar", "value": 245.3127, "rows_scanned": 20},
            "metrics": {"total_trades": 42, "win_rate": 57.14},
            "table": [{"close": 18123.25}], "source_rows": [{"close": 19001.5}], "source_row_count": 77,
            "trades": [{"pnl": 12.5}]
        }));
        for v in [245.3127, 20.0, 42.0, 57.14, 77.0] {
            assert!(e.supports(v, 0.0), "{v}");
        }
        for v in [18123.25, 19001.5, 12.5] {
            assert!(!e.supports(v, 0.0), "{v} came from rows the model never saw");
        }
    }

    #[test]
    fn rounding_is_allowed_within_the_last_digit() {
        assert!(unsupported("mean range 245.3 points", &[245.3127]).is_empty());
        assert!(unsupported("mean range 245 points", &[245.49]).is_empty());
        assert!(unsupported("win rate 56.3%", &[56.25]).is_empty());
        assert_eq!(unsupported("mean range 247.3 points", &[245.3127]), vec!["247.3"]);
        assert_eq!(unsupported("mean range 245.32 points", &[245.3]), vec!["245.32"]);
    }

    #[test]
    fn percent_of_a_fraction_is_supported() {
        assert!(unsupported("closed up 56.2% of days", &[0.5619]).is_empty());
        assert!(unsupported("closed up 56% of days", &[0.5619]).is_empty());
        assert_eq!(unsupported("closed up 61% of days", &[0.5619]), vec!["61%"]);
    }

    #[test]
    fn sign_is_ignored() {
        assert!(unsupported("a loss of 12.5 points", &[-12.5]).is_empty());
        assert!(unsupported("total -12.5 points", &[12.5]).is_empty());
    }

    #[test]
    fn magnitude_matches_within_precision() {
        assert!(unsupported("volume was 1.2M", &[1_234_567.0]).is_empty());
        assert_eq!(unsupported("volume was 1.4M", &[1_234_567.0]), vec!["1.4M"]);
    }

    #[test]
    fn approximate_round_numbers() {
        assert!(unsupported("about 21,000 points", &[21_034.25]).is_empty());
        assert!(unsupported("~21,000 points", &[21_234.25]).is_empty());
        assert_eq!(unsupported("21,000 points", &[21_034.25]), vec!["21,000"]);
    }

    #[test]
    fn ambiguous_reading_matches_either_value() {
        assert!(unsupported("volume 1,234 contracts", &[1234.0]).is_empty());
        assert!(unsupported("ratio 1,234", &[1.234]).is_empty());
    }

    #[test]
    fn unsupported_are_deduplicated_in_order() {
        let u = unsupported("values 99.5, 12.25 and 99.5 again, 50.5", &[50.5]);
        assert_eq!(u, vec!["99.5", "12.25"]);
    }

    #[test]
    fn report_counts_checked_numbers() {
        let r = check("mean 1.5 and max 2.5 on 2024-01-02", &mut evidence(&[1.5]), &Options::default());
        assert_eq!(r.checked, 2);
        assert!(!r.grounded());
        let r = check("no numbers here", &mut evidence(&[]), &Options::default());
        assert_eq!(r.checked, 0);
        assert!(r.grounded());
    }

    #[test]
    fn small_integer_threshold_is_configurable() {
        let opts = Options { small_integer_max: 0 };
        let r = check("the 3 best trades", &mut evidence(&[]), &opts);
        assert_eq!(r.unsupported, vec!["3"]);
    }

    #[test]
    fn backtest_summary_numbers_ground_an_answer() {
        let mut e = Evidence::new();
        e.add_text(
            "Backtest: 42 trades | Win Rate 57.1% | PF 1.84 | Total +312.5 pts | Max DD 88.0 pts\n\
             Avg win: +25.3 | Avg loss: -18.2 | Best: +60.0 | Worst: -40.5",
        );
        let r = check(
            "The strategy made 42 trades with a 57.1% win rate, profit factor 1.84 and +312.5 points \
             total; the worst trade lost 40.5 points and max drawdown was 88 points.",
            &mut e,
            &Options::default(),
        );
        assert!(r.grounded(), "{:?}", r.unsupported);
        assert_eq!(r.checked, 6);
    }

    #[test]
    fn non_numbers_never_panic() {
        for s in ["", ".", ",", "-", "1.", "1,", "..1", "1..2", "--5", "9".repeat(400).as_str(), "١٢٣ ٤٥", "1,2,3,4"]
        {
            let _ = mentions(s, Mode::Answer, &Options::default());
            let _ = mentions(s, Mode::Evidence, &Options::default());
        }
    }
}
