//! Reading numbers the way people write them, and telling quantities from
//! dates, times, years, ordinals and identifiers.
//!
//! - Thousands separators `,` `.` `'` `’`, no-break, thin and (in `1 234,5`,
//!   in Cyrillic or Polish text, or before a currency, points or percent)
//!   plain spaces, Indian grouping (`2,16,136.08`), both decimal marks; an
//!   ambiguous `1,234` or `1.234` is read both ways; scientific `5,1e-2`.
//! - Signs `-` `−` `+` and a dash before a number; currency signs before or
//!   after; `%` after or (Turkish) before, `％`, "percent", "per cent",
//!   "Prozent"; magnitudes `k`, `M`, `m` (unless it is a bar size such as
//!   `15m`), "thousand", "million", "bn", "млн", "тыс.", "Mio.", "tys.",
//!   "mil", 万, 亿.
//! - Dates (`2024-03-15`, `2024‑03‑15`, `15.03.2024`, `03/15/2024`,
//!   `March 15`, `24 Jan 2024`, `29 июня`, `12月18日`, `24/01`), clock times
//!   (`09:30`, `3 pm`, `15時`),
//!   years (`2024`), ordinals (`3rd`), bar sizes (`15m`, `4h`) and digits
//!   inside identifiers (`RSI14`, `Q3`, `sma_200`) are not quantities: they are
//!   returned separately as context.
//!
//! Each number comes with readings (value and the tolerance its written
//! precision allows: half a unit of the last digit, a whole unit after
//! "about" or `~`, the rounding of trailing zeros after "about"), its written
//! sign, unit and whether a counting noun follows.
//!
//! One file on purpose: the recognisers (dates, times, suffixes, units,
//! approximation) all move the same cursor over the same characters, and
//! each decides what the next one sees.
//!
//! Why one file (~850 lines): it is one left-to-right scanner. Separators,
//! signs, magnitudes, dates, times and identifiers decide *together* what a
//! run of characters is (`15m` is a bar size, `1,234` two readings, `2024` a
//! year), over one cursor and one set of neighbour checks; split apart, each
//! part would need the others' state. Its tests live in `scan_tests.rs`.

use super::scripts::Transliterated;
use super::{
    lexicon::{self, Unit},
    numerals::{Base, Token, interpret, is_group_sep},
};
use crate::calendar::{self, DateParts};

/// One possible value of a written number.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Reading {
    /// The magnitude (the sign is in [`Mention::sign`]).
    pub value: f64,
    /// Largest distance from a tool value that still counts as a match.
    pub tolerance: f64,
    /// True for the fraction reading of a percentage (`56.2%` → 0.562).
    pub fraction: bool,
}

/// A sign written with a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sign {
    /// No sign.
    None,
    /// `+`.
    Plus,
    /// `-`, `−`, a dash, or "minus".
    Minus,
}

/// A number found in text.
#[derive(Debug, Clone, PartialEq)]
pub struct Mention {
    /// As written, with sign, `%` and magnitude.
    pub text: String,
    /// Byte range of `text`.
    pub span: (usize, usize),
    /// Possible readings, most likely first.
    pub readings: Vec<Reading>,
    /// Written sign.
    pub sign: Sign,
    /// Written unit (after the number, or a currency sign before it).
    pub unit: Unit,
    /// "about", "~", "≈" before it.
    pub approx: bool,
    /// A plain integer: no decimals, separators, sign, `%`, magnitude or currency.
    pub plain_integer: bool,
    /// A counting noun follows within two words ("7 winning trades").
    pub counted: bool,
}

/// Everything a scan found.
#[derive(Debug, Clone, Default)]
pub struct Scan {
    /// Quantities.
    pub numbers: Vec<Mention>,
    /// Written dates.
    pub dates: Vec<(DateParts, (usize, usize))>,
    /// Clock hours (`15:00`, `3 pm`).
    pub hours: Vec<(u32, (usize, usize))>,
    /// Digits inside identifiers: (the whole identifier, span), e.g. `last_20`, `Q3`.
    pub identifiers: Vec<(String, (usize, usize))>,
}

/// Scans `text`, skipping the byte ranges in `masks` (sorted, non-overlapping)
/// and `{{...}}` markers.
pub fn scan(text: &str, masks: &[(usize, usize)]) -> Scan {
    let Some(t) = Transliterated::of(text) else { return scan_ascii(text, masks) };
    // Another script's digits: scan an ASCII copy, then map spans back.
    let masks: Vec<(usize, usize)> = masks.iter().map(|(a, b)| (t.copy_offset(*a), t.copy_offset(*b))).collect();
    let mut out = scan_ascii(&t.text, &masks);
    let back = |span: &mut (usize, usize)| *span = (t.answer_offset(span.0), t.answer_offset(span.1));
    for m in &mut out.numbers {
        back(&mut m.span);
        m.text = text[m.span.0..m.span.1].to_string();
    }
    out.dates.iter_mut().for_each(|(_, s)| back(s));
    out.hours.iter_mut().for_each(|(_, s)| back(s));
    for (id, s) in &mut out.identifiers {
        back(s);
        *id = text[s.0..s.1].to_string();
    }
    out
}

fn scan_ascii(text: &str, masks: &[(usize, usize)]) -> Scan {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let spaced_answer = groups_with_spaces(text);
    let comma_decimals = decimal_commas(text);
    let mut s = Scanner { text, chars, out: Scan::default(), short_dates: Vec::new(), spaced_answer, comma_decimals };
    s.run(masks);
    s.settle_short_dates();
    s.out
}

struct Scanner<'a> {
    text: &'a str,
    chars: Vec<(usize, char)>,
    out: Scan,
    /// Day-and-month dates without a year (`24/01`): (index in `out.dates`,
    /// first part, second part), ordered once the whole answer is read.
    short_dates: Vec<(usize, u32, u32)>,
    /// The answer groups thousands with plain spaces somewhere unambiguous
    /// (`9 376,75`, `1 234 567`).
    spaced_answer: bool,
    /// The answer writes decimals with a comma (`+3,32 %`): there `06.12.` is
    /// a day and month, not a decimal.
    comma_decimals: bool,
}

/// True when `text` writes a decimal comma somewhere unambiguous: a comma
/// between digits followed by one or two digits and no further separator
/// (`3,32`, `-57,8`; a thousands group has three digits, an Indian one
/// continues: `2,46,665`).
fn decimal_commas(text: &str) -> bool {
    let b = text.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    (1..b.len()).any(|i| {
        let n = (i + 1..i + 4).take_while(|&k| digit(k)).count();
        // Indian grouping (`2,46,665`) continues with another separator.
        let continues = matches!(b.get(i + 1 + n), Some(b',' | b'.')) && digit(i + 2 + n);
        b[i] == b',' && digit(i - 1) && (1..=2).contains(&n) && !continues
    })
}

/// True when `text` writes a number with plain-space thousands that can be
/// nothing else: a group of three digits after a space, then a decimal
/// comma or another such group (`9 376,75`, `1 234 567`).
fn groups_with_spaces(text: &str) -> bool {
    let b = text.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    (1..b.len()).any(|i| {
        b[i] == b' '
            && digit(i - 1)
            && (i < 4 || !digit(i - 4) || !digit(i - 3) || !digit(i - 2))
            && (1..=3).all(|k| digit(i + k))
            && !digit(i + 4)
            && match b.get(i + 4) {
                Some(b',') => digit(i + 5),
                Some(b' ') => (5..=7).all(|k| digit(i + k)) && !digit(i + 8),
                _ => false,
            }
    })
}

/// What follows the digits.
struct Suffix {
    percent: bool,
    scale: f64,
    skip: bool,
    end: usize,
}

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '‑' | '‐' | '–')
}

/// A number glued to Chinese or Japanese text ("为278.6点", "2024年") is a
/// number, not part of an identifier as it would be after a Latin letter ("rsi14").
use lexicon::is_cjk as cjk;

/// A character that makes a following digit part of a word.
fn word_char(c: char) -> bool {
    (c.is_alphanumeric() || c == '_') && !cjk(c)
}

const TIMEFRAMES: &[u32] = &[1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 240];

/// Words before a German day-and-month date written `22.12.`.
const GERMAN_DATE_WORDS: &[&str] = &["am", "vom", "bis", "zum", "ab", "seit", "den", "dem", "der", "per"];

impl Scanner<'_> {
    fn ch(&self, i: usize) -> Option<char> {
        self.chars.get(i).map(|(_, c)| *c)
    }

    fn byte(&self, i: usize) -> usize {
        self.chars.get(i).map_or(self.text.len(), |(b, _)| *b)
    }

    fn digit_at(&self, i: usize) -> bool {
        self.ch(i).is_some_and(|c| c.is_ascii_digit())
    }

    fn index_of_byte(&self, b: usize) -> usize {
        self.chars.partition_point(|(x, _)| *x < b)
    }

    fn run(&mut self, masks: &[(usize, usize)]) {
        let mut i = 0;
        let mut mask = masks.iter().peekable();
        while i < self.chars.len() {
            let b = self.byte(i);
            while mask.peek().is_some_and(|m| m.1 <= b) {
                mask.next();
            }
            if let Some(&&(start, end)) = mask.peek()
                && start <= b
            {
                i = self.index_of_byte(end);
                continue;
            }
            if self.text[b..].starts_with("{{") {
                i = match self.text[b..].find("}}") {
                    Some(e) => self.index_of_byte(b + e + 2),
                    None => i + 2,
                };
                continue;
            }
            i = match self.number_start(i) {
                Some((sign_at, start)) => self.number(sign_at, start).max(i + 1),
                None => i + 1,
            };
        }
    }

    /// `(sign position, first digit)` when a number starts at `i`.
    fn number_start(&self, i: usize) -> Option<(usize, usize)> {
        let c = self.ch(i)?;
        let prev = i.checked_sub(1).and_then(|p| self.ch(p));
        let after_word = prev.is_some_and(word_char);
        if c.is_ascii_digit() {
            return (!after_word || !prev.is_some_and(|p| p.is_ascii_digit())).then_some((i, i));
        }
        let signed = matches!(c, '-' | '−' | '+' | '–') && self.digit_at(i + 1);
        (signed && !after_word).then_some((i, i + 1))
    }

    /// Reads the number at `start` (sign at `sign_at`); returns where scanning goes on.
    fn number(&mut self, sign_at: usize, start: usize) -> usize {
        let prev = start.checked_sub(1).and_then(|p| self.ch(p));
        let prev2 = start.checked_sub(2).and_then(|p| self.ch(p));
        let hyphenated = prev.is_some_and(is_dash) && prev2.is_some_and(|c| c.is_alphabetic() && !cjk(c));
        if sign_at == start
            && (prev.is_some_and(|p| (p.is_alphabetic() && !cjk(p)) || p == '_') || hyphenated)
            && !self.glued_to_abbreviation(start)
        {
            return self.identifier(start);
        }
        let (token, end) = self.read_token(start);
        if token.seps.is_empty()
            && sign_at == start
            && let Some(next) = self.cjk_date(&token, start, end)
        {
            return next;
        }
        if let Some(next) = self.date_or_time(&token, start, end) {
            return next;
        }
        let Some(bases) = interpret(&token) else { return end };
        // Turkish writes the percent sign first ("%70", "+%2,19"); the sign stands before it.
        let percent_first = sign_at == start && start > 0 && self.ch(start - 1) == Some('%');
        let sign_at = match percent_first {
            true if start > 1 && self.ch(start - 2).is_some_and(|c| matches!(c, '-' | '−' | '+' | '–')) => {
                start - 2
            }
            true => start - 1,
            false => sign_at,
        };
        let sign = match self.ch(sign_at) {
            Some('+') if sign_at < start => Sign::Plus,
            Some('%') => Sign::None,
            Some(_) if sign_at < start => Sign::Minus,
            _ if self.word_before(sign_at).eq_ignore_ascii_case("minus") => Sign::Minus,
            _ => Sign::None,
        };
        let mut suffix = self.suffix(&token, end);
        if suffix.skip {
            return suffix.end;
        }
        suffix.percent |= percent_first;
        // An accounting negative: "(917.4)" alone in a table cell. In prose a
        // parenthesis is only an aside ("the quietest (269.41)").
        let accounting = sign == Sign::None
            && sign_at == start
            && start > 0
            && self.ch(start - 1) == Some('(')
            && self.ch(suffix.end) == Some(')')
            && self.alone_in_cell(start - 1, suffix.end + 1);
        let sign = if accounting { Sign::Minus } else { sign };
        let currency_before = self.currency_before(sign_at);
        let (unit, counted) = self.unit_after(suffix.end, suffix.percent);
        let unit = if currency_before { Unit::Money } else { unit };
        let count_next = counted && unit == Unit::Count && self.next_word_is_count(suffix.end);
        let plain = token.seps.is_empty() && !suffix.percent && suffix.scale == 1.0 && sign == Sign::None;
        let v = bases[0].value;
        if plain && !currency_before && token.groups[0].len() == 4 && (1900.0..=2100.0).contains(&v) && !count_next {
            let y = v as i32;
            let span = (self.byte(start), self.byte(end));
            self.out.dates.push((DateParts { year: Some(y), ..Default::default() }, span));
            return end;
        }
        if plain
            && !currency_before
            && v <= 31.0
            && !counted
            && let Some(next) = self.day_of_month(start, end, v as u32)
        {
            return next;
        }
        let approx = self.approximate(sign_at);
        let text_start = if (sign == Sign::None && !percent_first) || sign_at == start { start } else { sign_at };
        let text = self.text[self.byte(text_start)..self.byte(suffix.end)].trim_end().to_string();
        let span = (self.byte(text_start), self.byte(text_start) + text.len());
        let readings = readings(&bases, &suffix, approx);
        self.out.numbers.push(Mention {
            text,
            span,
            readings,
            sign,
            unit: if suffix.percent { Unit::Percent } else { unit },
            approx,
            plain_integer: plain && !currency_before,
            counted,
        });
        suffix.end
    }

    /// A decimal glued to a capitalised abbreviation ("PF2.09", "DD0.8"): a
    /// metric's value written without a space, as in Chinese and Japanese
    /// text, not an identifier such as `RSI14` or `Q3`.
    fn glued_to_abbreviation(&self, start: usize) -> bool {
        let letters =
            (1..=5).take_while(|&k| start >= k && self.ch(start - k).is_some_and(|c| c.is_ascii_uppercase())).count();
        let free = start == letters || self.ch(start - letters - 1).is_some_and(|c| !word_char(c));
        let mut e = start;
        while self.digit_at(e) {
            e += 1;
        }
        (2..=4).contains(&letters) && free && self.ch(e) == Some('.') && self.digit_at(e + 1)
    }

    fn identifier(&mut self, start: usize) -> usize {
        let mut b = start;
        while b > 0 && self.ch(b - 1).is_some_and(|c| c.is_alphanumeric() || c == '_') {
            b -= 1;
        }
        let mut e = start;
        while self.ch(e).is_some_and(|c| c.is_alphanumeric() || c == '_') {
            e += 1;
        }
        let span = (self.byte(b), self.byte(e));
        self.out.identifiers.push((self.text[span.0..span.1].to_string(), span));
        e
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
                Some(' ') if !self.plain_space_group(&groups, start, j) => break,
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

    /// A plain space inside a number (`13 153,34`, `1 234 567`, `2 868 ₽`):
    /// only after 1–3 leading digits, before exactly three digits, and when
    /// a decimal comma, another space group or a currency follows (or a
    /// currency sign precedes).
    fn plain_space_group(&self, groups: &[String], start: usize, j: usize) -> bool {
        let head_ok = groups.len() > 1 || (1..=3).contains(&groups[0].len());
        let three = (1..=3).all(|k| self.digit_at(j + k)) && !self.digit_at(j + 4);
        if !head_ok || !three {
            return false;
        }
        if self.currency_before(start) {
            return true;
        }
        // An answer that writes `1 234,5` or `1 234 567` groups every number
        // that way, and a number alone in a table cell has nothing else to be.
        if self.spaced_answer || self.alone_in_cell(start, j + 4) {
            return true;
        }
        // Russian and French text group thousands with a plain space too.
        let (line_start, line_end) = self.line_of(start, j);
        // So do Polish (told by its letters) and others, when a unit follows ("1 008 pkt").
        let spaced_script =
            |c: char| matches!(c, 'а'..='я' | 'А'..='Я' | 'ą' | 'ę' | 'ł' | 'ń' | 'ś' | 'ź' | 'ż' | 'Ł' | 'Ś' | 'Ż');
        if self.text[line_start..line_end].chars().any(spaced_script) {
            return true;
        }
        let after = j + 4;
        match self.ch(after) {
            Some(',') => self.digit_at(after + 1),
            Some(' ') if self.digit_at(after + 1) => true,
            _ => {
                let rest = self.text[self.byte(after)..].trim_start_matches([' ', '\u{a0}', '\u{202f}']);
                let word: String = rest.chars().take_while(|c| !c.is_whitespace() && *c != ',' && *c != ')').collect();
                rest.starts_with(lexicon::currency_sign)
                    || matches!(lexicon::unit_word(&word), Unit::Money | Unit::Points | Unit::Percent)
            }
        }
    }

    /// The byte range of the line holding the characters `start..end`.
    fn line_of(&self, start: usize, end: usize) -> (usize, usize) {
        let line_start = self.text[..self.byte(start)].rfind('\n').map_or(0, |p| p + 1);
        let line_end = self.text[self.byte(end)..].find('\n').map_or(self.text.len(), |p| self.byte(end) + p);
        (line_start, line_end)
    }

    /// True when the characters `start..end` are a Markdown table cell's
    /// whole content, apart from spaces and a sign.
    fn alone_in_cell(&self, start: usize, end: usize) -> bool {
        let (line_start, line_end) = self.line_of(start, end);
        let before = self.text[line_start..self.byte(start)].trim_end_matches([' ', '-', '−', '+', '(']);
        let after = self.text[self.byte(end)..line_end]
            .trim_start_matches(|c: char| matches!(c, ' ' | ')') || c.is_ascii_digit());
        before.ends_with('|') && after.starts_with('|')
    }

    /// Skips a date or time the token begins; returns where to continue.
    fn date_or_time(&mut self, t: &Token, start: usize, end: usize) -> Option<usize> {
        let plain = t.seps.is_empty();
        let next = self.ch(end);
        if plain && next == Some(':') && self.digit_at(end + 1) && t.groups[0].len() <= 2 {
            let hour: u32 = t.groups[0].parse().ok()?;
            let mut j = end;
            while self.ch(j).is_some_and(|c| c.is_ascii_digit() || c == ':') {
                j += 1;
            }
            // A range `15:00–15:59` is one hour mention.
            if self.ch(j).is_some_and(is_dash) && self.digit_at(j + 1) {
                j += 1;
                while self.ch(j).is_some_and(|c| c.is_ascii_digit() || c == ':') {
                    j += 1;
                }
            }
            if hour < 24 {
                self.out.hours.push((hour, (self.byte(start), self.byte(j))));
            }
            return Some(j);
        }
        // 2024-03-15, 2024‑03‑15, 2024/03/15, 2024-03, 2025-06-29T08:12:21+03:00
        if plain && t.groups[0].len() == 4 && next.is_some_and(|c| is_dash(c) || c == '/') && self.digit_at(end + 1) {
            let mut j = end;
            let mut parts = vec![t.groups[0].clone()];
            while self.ch(j).is_some_and(|c| is_dash(c) || c == '/') && self.digit_at(j + 1) && parts.len() < 3 {
                j += 1;
                let mut g = String::new();
                while let Some(c) = self.ch(j).filter(char::is_ascii_digit) {
                    g.push(c);
                    j += 1;
                }
                parts.push(g);
            }
            let month: u32 = parts[1].parse().ok()?;
            if parts[1].len() > 2 || !(1..=12).contains(&month) {
                return None; // 2023-2024 is a year range, read by the caller
            }
            let date = DateParts {
                year: parts[0].parse().ok(),
                month: Some(month),
                day: parts.get(2).and_then(|d| d.parse().ok()),
            };
            if self.ch(j) == Some('T') && self.digit_at(j + 1) {
                while self.ch(j).is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '+' | '-' | '.')) {
                    j += 1;
                }
            }
            self.out.dates.push((date, (self.byte(start), self.byte(j))));
            return Some(j);
        }
        // 15.03.2024, 15/03/2024, 03/15/2024
        let dotted = t.seps.len() == 2 && t.seps.iter().all(|s| *s == '.') && t.groups[2].len() == 4;
        // A slashed date needs all three parts: `1/6` is two numbers.
        let slashed = plain && next == Some('/') && t.groups[0].len() <= 2 && {
            let rest = &self.text[self.byte(end)..];
            let mut parts = rest.split('/').skip(1).take(2);
            let digits =
                |p: Option<&str>, n: usize| p.is_some_and(|p| p.chars().take_while(char::is_ascii_digit).count() == n);
            let (mid, last) = (parts.next(), parts.next());
            (digits(mid, 1) || digits(mid, 2)) && digits(last, 4)
        };
        // "18. 1.", "5. 7. 2024": a Czech or German day and month with spaces.
        if plain && t.groups[0].len() <= 2 && next == Some('.') && self.ch(end + 1) == Some(' ') {
            let from = end + 2;
            let digits = (from..from + 2).take_while(|&i| self.digit_at(i)).count();
            let after = from + digits;
            let closed = self.ch(after) == Some('.') && !self.digit_at(after + 1);
            let (d, m): (u32, u32) =
                (t.groups[0].parse().ok()?, self.text[self.byte(from)..self.byte(after)].parse().unwrap_or(0));
            if digits > 0 && closed && (1..=31).contains(&d) && (1..=12).contains(&m) {
                let mut j = after + 1;
                let year =
                    (self.ch(j) == Some(' ') && (j + 1..j + 5).all(|i| self.digit_at(i)) && !self.digit_at(j + 5))
                        .then(|| self.text[self.byte(j + 1)..self.byte(j + 5)].parse::<i32>().ok())
                        .flatten();
                if year.is_some() {
                    j += 5;
                }
                self.out
                    .dates
                    .push((DateParts { year, month: Some(m), day: Some(d) }, (self.byte(start), self.byte(j))));
                return Some(j);
            }
        }
        // "bis 22.12.", "am 26.06.": a German day and month.
        let short_dotted = t.seps.len() == 1
            && t.seps[0] == '.'
            && t.groups[0].len() <= 2
            && t.groups[1].len() == 2
            && next == Some('.')
            && !self.digit_at(end + 1)
            && (self.comma_decimals
                || t.groups[0].starts_with('0')
                || GERMAN_DATE_WORDS.contains(&self.word_before(start).to_lowercase().as_str()));
        if short_dotted {
            let (d, m): (u32, u32) = (t.groups[0].parse().ok()?, t.groups[1].parse().ok()?);
            if (1..=31).contains(&d) && (1..=12).contains(&m) {
                self.out.dates.push((
                    DateParts { year: None, month: Some(m), day: Some(d) },
                    (self.byte(start), self.byte(end + 1)),
                ));
                return Some(end + 1);
            }
        }
        if dotted && t.groups[0].len() <= 2 && t.groups[1].len() <= 2 {
            let (d, m) = (t.groups[0].parse().ok()?, t.groups[1].parse().ok()?);
            self.out.dates.push((
                DateParts { year: t.groups[2].parse().ok(), month: Some(m), day: Some(d) },
                (self.byte(start), self.byte(end)),
            ));
            return Some(end);
        }
        if let Some(next) = self.short_slashed_date(t, start, end) {
            return Some(next);
        }
        if slashed {
            let mut j = end;
            let mut parts = vec![t.groups[0].clone()];
            while self.ch(j) == Some('/') && self.digit_at(j + 1) {
                j += 1;
                let mut g = String::new();
                while let Some(c) = self.ch(j).filter(char::is_ascii_digit) {
                    g.push(c);
                    j += 1;
                }
                parts.push(g);
            }
            let n: Vec<u32> = parts.iter().filter_map(|p| p.parse().ok()).collect();
            let (month, day) = if n.first().is_some_and(|m| *m <= 12) { (n[0], n.get(1)) } else { (n[1], n.first()) };
            self.out.dates.push((
                DateParts { year: n.get(2).map(|y| *y as i32), month: Some(month), day: day.copied() },
                (self.byte(start), self.byte(j)),
            ));
            return Some(j);
        }
        None
    }

    /// A day and month without a year, `24/01` or `12/18`: when both parts
    /// have two digits, or the date is a Markdown table cell of its own
    /// (`| 1/2 |`, a row label). Elsewhere `1/6` is two numbers, and
    /// `10/12 trades` a count. Which part is the day is decided for the whole
    /// answer afterwards ([`Scanner::settle_short_dates`]).
    fn short_slashed_date(&mut self, t: &Token, start: usize, end: usize) -> Option<usize> {
        if !t.seps.is_empty() || t.groups[0].len() > 2 || self.ch(end) != Some('/') {
            return None;
        }
        let digits = (end + 1..end + 3).take_while(|&i| self.digit_at(i)).count();
        let after = end + 1 + digits;
        if digits == 0
            || self.ch(after).is_some_and(|c| c.is_ascii_digit() || c == '/' || c == '.' && self.digit_at(after + 1))
        {
            return None;
        }
        let a: u32 = t.groups[0].parse().ok()?;
        let b: u32 = self.text[self.byte(end + 1)..self.byte(after)].parse().ok()?;
        let valid = |m: u32, d: u32| (1..=12).contains(&m) && (1..=31).contains(&d);
        if !valid(a, b) && !valid(b, a) {
            return None;
        }
        let padded = t.groups[0].len() == 2 && digits == 2;
        let (line_start, line_end) = self.line_of(start, after);
        let cell = self.text[line_start..self.byte(start)].trim_end().ends_with('|')
            && self.text[self.byte(after)..line_end].trim_start().starts_with('|');
        if !(padded || cell) || self.next_word_is_count(after) {
            return None;
        }
        self.short_dates.push((self.out.dates.len(), a, b));
        self.out.dates.push((DateParts::default(), (self.byte(start), self.byte(after))));
        Some(after)
    }

    /// Orders the short dates' parts: one with a first part above 12
    /// (`24/01`) makes the answer day-first, one with a second part above 12
    /// (`12/18`) month-first. An answer that shows neither keeps both readings
    /// of each (`05/07` names 5 July and 7 May).
    fn settle_short_dates(&mut self) {
        let day_first = self.short_dates.iter().any(|(_, a, _)| *a > 12);
        let month_first = self.short_dates.iter().any(|(_, _, b)| *b > 12);
        let date = |m: u32, d: u32| DateParts { year: None, month: Some(m), day: Some(d) };
        for &(i, a, b) in &self.short_dates {
            let span = self.out.dates[i].1;
            let (first, second) = match (day_first, month_first) {
                (true, false) => (date(b, a), None),
                (false, true) => (date(a, b), None),
                _ if a > 12 => (date(b, a), None),
                _ if b > 12 => (date(a, b), None),
                _ => (date(a, b), Some(date(b, a))),
            };
            self.out.dates[i].0 = first;
            if let Some(other) = second.filter(|o| *o != first) {
                self.out.dates.push((other, span));
            }
        }
        self.out.dates.sort_by_key(|(_, span)| *span);
    }

    fn suffix(&mut self, token: &Token, end: usize) -> Suffix {
        let text = self.text;
        // Markdown emphasis closing before the suffix ("**44.7**%").
        let emphasis = text[self.byte(end)..].chars().take_while(|c| matches!(c, '*' | '_')).count();
        let base = self.byte(end) + emphasis;
        let rest = &text[base..];
        let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}', '\u{2009}']);
        let ws = rest.len() - trimmed.len();
        let word: String = trimmed.chars().take_while(|c| c.is_alphabetic() || *c == '.').collect();
        let word = word.trim_end_matches('.').to_string();
        let attached: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        let plain = token.seps.is_empty();
        if trimmed.starts_with('%') {
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + 1) };
        }
        if trimmed.starts_with('％') {
            return Suffix {
                percent: true,
                scale: 1.0,
                skip: false,
                end: self.index_of_byte(base + ws + '％'.len_utf8()),
            };
        }
        let lower = word.to_lowercase();
        let next_word = || {
            let after = &trimmed[word.len()..];
            after.trim_start().chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase()
        };
        let cent = matches!(next_word().as_str(), "cent" | "cento" | "ciento");
        if matches!(lower.as_str(), "per" | "pour" | "por") && cent {
            let after = &trimmed[word.len()..];
            let two = word.len() + (after.len() - after.trim_start().len()) + next_word().len();
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + two) };
        }
        if lexicon::unit_word(&lower) == Unit::Percent {
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + word.len()) };
        }
        let v: u32 = token.groups[0].parse().unwrap_or(0);
        // Ordinals: "3rd", French "1er", Greek "17η", Spanish "1º"; before a
        // month name the ordinal is a day ("17η Μαΐου").
        let ordinal = matches!(attached.to_lowercase().as_str(), "st" | "nd" | "rd" | "th" | "er" | "η" | "ης" | "ος")
            || (attached.is_empty() && rest.starts_with(['º', 'ª']));
        if ordinal && plain && ws == 0 {
            let len = if attached.is_empty() { rest.chars().next().map_or(0, char::len_utf8) } else { attached.len() };
            let after = self.index_of_byte(base + len);
            let start = end - token.groups[0].len();
            if let Some(next) = self.day_of_month(start, after, v) {
                return Suffix { percent: false, scale: 1.0, skip: true, end: next };
            }
            return Suffix { percent: false, scale: 1.0, skip: true, end: after };
        }
        if plain && matches!(lower.as_str(), "am" | "pm" | "a.m" | "p.m") {
            let h: u32 = token.groups[0].parse().unwrap_or(99);
            let hour = if lower.starts_with('p') && h < 12 { h + 12 } else { h };
            if hour < 24 {
                let from = self.byte(end) - token.groups[0].len();
                self.out.hours.push((hour, (from, self.byte(end) + ws + word.len())));
            }
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + ws + word.len()) };
        }
        // Bar sizes: 15m, 4h, 1d, 5min, 1w.
        let a = attached.as_str();
        if plain && matches!(a, "h" | "d" | "w" | "mo" | "min" | "mins" | "H" | "D") {
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + a.len()) };
        }
        if plain && a == "m" && TIMEFRAMES.contains(&v) && !self.money_context(end) {
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + 1) };
        }
        // Scientific notation: "5,1e-2", "1.2E+3".
        if ws == 0 && emphasis == 0 && matches!(rest.chars().next(), Some('e' | 'E')) {
            let after_e = &rest[1..];
            let unsigned = after_e.trim_start_matches(['-', '−', '+']);
            let digits: String = unsigned.chars().take_while(char::is_ascii_digit).collect();
            let ends = !unsigned[digits.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
            if !digits.is_empty() && digits.len() <= 3 && ends {
                let negative = after_e.starts_with(['-', '−']);
                let exp: i32 = digits.parse().unwrap_or(0);
                let scale = 10f64.powi(if negative { -exp } else { exp });
                let len = 1 + (after_e.len() - unsigned.len()) + digits.len();
                return Suffix { percent: false, scale, skip: false, end: self.index_of_byte(base + len) };
            }
        }
        // A Japanese clock hour: "15時" ("15時台", the three o'clock hour).
        if ws == 0 && plain && rest.starts_with('時') && v < 24 {
            let from = self.byte(end) - token.groups[0].len();
            self.out.hours.push((v, (from, base + '時'.len_utf8())));
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + '時'.len_utf8()) };
        }
        // Chinese and Japanese myriads, attached: "20.1万" is 201,000.
        if ws == 0 && emphasis == 0 {
            let myriad = match rest.chars().next() {
                Some(c @ ('万' | '萬' | '만')) => Some((1e4, c.len_utf8())),
                Some(c @ ('亿' | '億' | '억')) => Some((1e8, c.len_utf8())),
                _ => None,
            };
            if let Some((scale, len)) = myriad {
                return Suffix { percent: false, scale, skip: false, end: self.index_of_byte(base + len) };
            }
        }
        let scale = match (word.as_str(), lower.as_str()) {
            ("k" | "K", _) | (_, "thousand" | "thousands" | "тыс" | "tsd" | "tausend" | "mille") => 1e3,
            (_, "tys" | "mila" | "mil" | "duizend" | "bin" | "tis" | "tusen") => 1e3,
            // Indian English: a lakh is 10^5, a crore 10^7.
            (_, "lakh" | "lakhs" | "lac" | "lacs") => 1e5,
            (_, "crore" | "crores" | "cr") => 1e7,
            ("M" | "m", _) | (_, "mn" | "mln" | "million" | "millions" | "млн" | "mio" | "millionen" | "millones") => {
                1e6
            }
            (_, "milioni" | "milione" | "milhões" | "milhão" | "miljoen" | "milyon" | "miliona" | "milionów") => 1e6,
            ("B" | "b", _) | (_, "bn" | "billion" | "billions" | "млрд" | "mrd" | "milliarden" | "milliards") => {
                1e9
            }
            (_, "mld" | "miliardi" | "miliardo" | "bilhões" | "miljard" | "milyar" | "miliarda" | "miliardów") => 1e9,
            _ => 1.0,
        };
        // A magnitude letter must be attached or be the whole word; a lone
        // `k` may stand after a space ("201 k contrats").
        let lone_k = ws > 0 && matches!(word.as_str(), "k" | "K") && token.groups[0].len() <= 3;
        if scale > 1.0 && (ws == 0 || word.chars().count() > 1 || lone_k) {
            let dot = usize::from(trimmed[word.len()..].starts_with('.') && word.chars().count() > 1);
            return Suffix {
                percent: false,
                scale,
                skip: false,
                end: self.index_of_byte(base + ws + word.len() + dot),
            };
        }
        Suffix { percent: false, scale: 1.0, skip: false, end }
    }

    /// A Chinese or Japanese date: "12月18日", "1月", "18日" (after a month
    /// read before it). Returns where scanning goes on.
    fn cjk_date(&mut self, token: &Token, start: usize, end: usize) -> Option<usize> {
        let v: u32 = token.groups[0].parse().ok()?;
        let mark = self.ch(end)?;
        // Chinese and Japanese 月/日, Korean 월/일 (written with a space: "1월 24일").
        let (month, day, next) = match mark {
            '月' | '월' if (1..=12).contains(&v) => {
                // A day of one or two digits and '日' may follow.
                let from = end + 1 + usize::from(mark == '월' && self.ch(end + 1) == Some(' '));
                let digits = (from..from + 2).take_while(|&i| self.digit_at(i)).count();
                let after = from + digits;
                let day = self.text[self.byte(from)..self.byte(after)]
                    .parse::<u32>()
                    .ok()
                    .filter(|d| (1..=31).contains(d) && matches!(self.ch(after), Some('日' | '일')));
                match day {
                    Some(day) => (Some(v), Some(day), after + 1),
                    None => (Some(v), None, end + 1),
                }
            }
            '日' | '일' if (1..=31).contains(&v) => (None, Some(v), end + 1),
            _ => return None,
        };
        let span = (self.byte(start), self.byte(next));
        self.out.dates.push((DateParts { year: None, month, day }, span));
        Some(next)
    }

    fn money_context(&self, end: usize) -> bool {
        let before = &self.text[..self.byte(end)];
        before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ',').ends_with(lexicon::currency_sign)
    }

    fn currency_before(&self, sign_at: usize) -> bool {
        let before = self.text[..self.byte(sign_at)].trim_end_matches([' ', '\u{a0}', '*', '_']);
        if before.ends_with(lexicon::currency_sign) {
            return true;
        }
        // Only the last word matters (lower-casing the whole prefix would be quadratic).
        let word: Vec<char> = before.chars().rev().take_while(|c| c.is_alphabetic()).take(4).collect();
        let word: String = word.into_iter().rev().collect::<String>().to_lowercase();
        matches!(word.as_str(), "usd" | "eur" | "rub" | "руб")
    }

    /// Unit named right after the number and whether a counting noun follows
    /// within two words.
    fn unit_after(&self, end: usize, percent: bool) -> (Unit, bool) {
        let rest = &self.text[self.byte(end)..];
        if let Some(unit) = lexicon::cjk_unit(rest) {
            return (unit, unit == Unit::Count);
        }
        let rest = rest.strip_prefix(['-', '‑']).unwrap_or(rest);
        let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
        if trimmed.starts_with(lexicon::currency_sign) {
            return (Unit::Money, false);
        }
        let mut cs = rest.chars();
        if matches!(cs.next(), Some('x' | '×')) && !cs.next().is_some_and(char::is_alphabetic) {
            return (Unit::Ratio, false);
        }
        let words: Vec<String> = trimmed
            .split(|c: char| c.is_whitespace())
            .take(3)
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '&' && c != '₽').to_string())
            .collect();
        // "41 times" counts; "2.8 times the 2023 one" is a multiple.
        let comparing = |w: &String| {
            matches!(
                w.to_lowercase().as_str(),
                "the" | "as" | "more" | "what" | "that" | "higher" | "larger" | "bigger"
            )
        };
        let times_ratio = words.first().is_some_and(|w| w.eq_ignore_ascii_case("times"))
            && (self.decimal_before(end) || words.get(1).is_some_and(comparing));
        if times_ratio {
            return (Unit::Ratio, false);
        }
        // "0.05 (252 days)": the noun counts the next number, not this one.
        if words.first().is_some_and(|w| w.chars().any(|c| c.is_ascii_digit())) {
            return (Unit::None, false);
        }
        // "2.87k per receipt" is a rate, not a count.
        if words.first().is_some_and(|w| matches!(w.to_lowercase().as_str(), "per" | "pro" | "par" | "each")) {
            return (Unit::None, false);
        }
        let first = words.first().map(|w| lexicon::unit_word(w)).unwrap_or(Unit::None);
        // "7 of them", "32 of the 79", "7 out of 10": a count of things named before.
        // "−3.52 out of sample" names a sample, not a part.
        let sample = words.get(2).is_some_and(|w| w.to_lowercase().starts_with("sample"));
        let part_of = matches!(
            (words.first().map(|w| w.to_lowercase()).as_deref(), words.get(1).map(|w| w.to_lowercase()).as_deref()),
            (Some("of"), Some("them" | "which" | "these" | "those" | "the" | "its" | "their"))
                | (Some("out"), Some("of"))
        ) && !sample;
        let counted = part_of
            || words.iter().take(2).any(|w| lexicon::unit_word(w) == Unit::Count)
                && !words.first().is_some_and(|w| lexicon::unit_word(w) == Unit::Points);
        let unit = if percent {
            Unit::Percent
        } else if first != Unit::None {
            first
        } else if counted {
            Unit::Count
        } else {
            Unit::None
        };
        (unit, counted)
    }

    fn word_before(&self, i: usize) -> String {
        let before = self.text[..self.byte(i)].trim_end();
        let word: String = before.chars().rev().take_while(|c| c.is_alphabetic()).collect();
        word.chars().rev().collect()
    }

    /// True when the number ending at `end` has a decimal part.
    fn decimal_before(&self, end: usize) -> bool {
        let before = &self.text[..self.byte(end)];
        let digits: String =
            before.chars().rev().take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ',')).collect();
        digits.chars().rev().collect::<String>().rsplit_once(['.', ',']).is_some_and(|(_, frac)| frac.len() != 3)
    }

    fn next_word_is_count(&self, end: usize) -> bool {
        let rest = &self.text[self.byte(end)..];
        let rest = rest.strip_prefix(['-', '‑']).unwrap_or(rest).trim_start();
        let word: String = rest.chars().take_while(|c| c.is_alphabetic() || *c == '-').collect();
        lexicon::unit_word(&word) == Unit::Count
    }

    /// `March 15`, `15 March`, `24 Jan 2024`, `29 июня`: records the date and
    /// returns where scanning goes on (after the year, if one follows).
    fn day_of_month(&mut self, start: usize, end: usize, day: u32) -> Option<usize> {
        if day == 0 {
            return None;
        }
        let before = self.text[..self.byte(start)].trim_end_matches([' ', '\u{a0}']);
        let prev: String = before.chars().rev().take_while(|c| c.is_alphabetic() || *c == '.').collect();
        let prev: String = prev.chars().rev().collect();
        let after = &self.text[self.byte(end)..];
        // German, Czech, Scandinavian days take a dot: "24. Januar", "24. ledna".
        let after = after.strip_prefix('.').filter(|r| r.starts_with(' ')).unwrap_or(after);
        let after = after.trim_start_matches([' ', '\u{a0}', ',']);
        let mut next: String = after.chars().take_while(|c| c.is_alphabetic() || *c == '.').collect();
        // "27 de marzo de 2024", "18 di luglio".
        let mut skipped = 0;
        if matches!(next.to_lowercase().as_str(), "de" | "di" | "del") {
            let rest = &after[next.len()..];
            let rest_trimmed = rest.trim_start();
            let word: String = rest_trimmed.chars().take_while(|c| c.is_alphabetic() || *c == '.').collect();
            if calendar::month(&word).is_some() {
                skipped = next.len() + (rest.len() - rest_trimmed.len());
                next = word;
            }
        }
        let (month, rest_after) = match (calendar::month(&prev), calendar::month(&next)) {
            (Some(m), _) => (m, after),
            (None, Some(m)) => (m, &after[skipped + next.len()..]),
            _ => return None,
        };
        let rest_after = match rest_after.trim_start().strip_prefix("de ") {
            Some(r) if r.trim_start().starts_with(|c: char| c.is_ascii_digit()) => r,
            _ => rest_after,
        };
        let year_text = rest_after.trim_start_matches([' ', '\u{a0}', ',']);
        let year = year_text
            .get(..4)
            .filter(|y| {
                y.chars().all(|c| c.is_ascii_digit()) && !year_text[4..].starts_with(|c: char| c.is_ascii_digit())
            })
            .and_then(|y| y.parse::<i32>().ok())
            .filter(|y| (1900..=2100).contains(y));
        let span_start = if calendar::month(&prev).is_some() { before.len() - prev.len() } else { self.byte(start) };
        let span_end = match year {
            Some(_) => self.text.len() - year_text.len() + 4,
            None => self.byte(end),
        };
        self.out.dates.push((DateParts { year, month: Some(month), day: Some(day) }, (span_start, span_end)));
        Some(self.index_of_byte(span_end))
    }

    fn approximate(&self, from: usize) -> bool {
        let before = self.text[..self.byte(from)].trim_end_matches([' ', '\u{a0}', '$', '€', '£', '₽', '*']);
        if before.ends_with(['~', '≈', '∼']) {
            return true;
        }
        let last_word = |text: &str| -> String {
            let w: String = text.chars().rev().take_while(|c| c.is_alphabetic() || *c == '.').collect();
            w.chars().rev().collect()
        };
        let word = last_word(before);
        // Chinese and Japanese glue the word to the clause before it ("レンジは約").
        if word.ends_with(cjk) {
            return lexicon::APPROX.iter().any(|a| a.starts_with(cjk) && word.ends_with(a));
        }
        let approx = |w: &str| lexicon::APPROX.contains(&w.trim_end_matches('.').to_lowercase().as_str());
        // "en torno a", "alrededor de", "près de": the word before a linking one.
        let linked =
            matches!(word.to_lowercase().as_str(), "a" | "de" | "di" | "à" | "von" | "van" | "of" | "da" | "do")
                && approx(&last_word(before[..before.len() - word.len()].trim_end()));
        approx(&word) || linked
    }
}

fn readings(bases: &[Base], suffix: &Suffix, approx: bool) -> Vec<Reading> {
    let mut out = Vec::new();
    for b in bases {
        let unit = 10f64.powi(-(b.decimals as i32)) * suffix.scale;
        let value = b.value * suffix.scale;
        // "About" never excuses a wrong rounding ("~186" is not 187.6): it
        // only says that trailing zeros are rounding ("about 200").
        let mut tol = 0.5 * unit;
        if approx && b.trailing_zeros > 0 {
            tol = tol.max(0.5 * 10f64.powi(b.trailing_zeros as i32) * suffix.scale);
        }
        // Float slack so representation errors never decide a match.
        let tol = tol * (1.0 + 1e-6) + value.abs() * 1e-12;
        out.push(Reading { value, tolerance: tol, fraction: false });
        if suffix.percent {
            out.push(Reading { value: value / 100.0, tolerance: tol / 100.0, fraction: true });
        }
    }
    out
}

#[cfg(test)]
#[path = "scan_tests.rs"]
mod tests;
