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
//! It is one left-to-right scanner: separators, signs, magnitudes, dates,
//! times and identifiers decide *together* what a run of characters is
//! (`15m` is a bar size, `1,234` two readings, `2024` a year), over one
//! cursor (`Scanner`) and one set of neighbour checks. The cursor and the
//! reading of a number live here; the recognisers it consults are methods
//! of the same scanner in their own files: `scan/dates.rs` (dates, times, the
//! day/month order of an answer) and `scan/units.rs` (what follows or precedes
//! the digits: percent, magnitude, currency, unit words, approximation, and
//! the readings that result); `scan/neighbours.rs` holds the neighbour
//! checks they share (glued abbreviations and names, list markers, sign
//! words, counting nouns, the line and cell around a number);
//! `scan/notation.rs` reads how the whole answer writes numbers (decimal
//! commas, spaced thousands, LaTeX `$`, "%" headers), which decides what a
//! single ambiguous number is. Its tests live in `scan_tests.rs`.

use super::scripts::Transliterated;
use super::{
    layout,
    lexicon::{self, Unit},
    numerals::{Base, Token, interpret, is_group_sep},
};
use crate::calendar::{self, DateParts};
use crate::result_view::Currency;

mod dates;
mod neighbours;
mod notation;
mod units;
use notation::{FRENCH_MARKS, decimal_commas, groups_with_spaces, math_dollars, percent_by_header};
use units::readings;

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
    /// The currency of a money number, when the text names it.
    pub currency: Option<Currency>,
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
/// references (`{{r1.win_rate}}`) and card markers (`{{data:0}}`).
pub fn scan(text: &str, masks: &[(usize, usize)]) -> Scan {
    scan_knowing(text, masks, &[])
}

/// [`scan`], knowing the (month, day) pairs the evidence's rows are dated:
/// a short pair such as `12/6` naming one of them is that date, where
/// elsewhere it is two numbers.
pub fn scan_knowing(text: &str, masks: &[(usize, usize)], days: &[(u32, u32)]) -> Scan {
    let mut out = scan_any(text, masks, days);
    percent_by_header(text, &mut out.numbers);
    out
}

fn scan_any(text: &str, masks: &[(usize, usize)], days: &[(u32, u32)]) -> Scan {
    let Some(t) = Transliterated::of(text) else { return scan_ascii(text, masks, days) };
    // Another script's digits: scan an ASCII copy, then map spans back.
    let masks: Vec<(usize, usize)> = masks.iter().map(|(a, b)| (t.copy_offset(*a), t.copy_offset(*b))).collect();
    let mut out = scan_ascii(&t.text, &masks, days);
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

fn scan_ascii(text: &str, masks: &[(usize, usize)], days: &[(u32, u32)]) -> Scan {
    // Everything the scanner finds starts at a digit: a text without one (a
    // table's header and row label, mostly) holds nothing.
    if !text.bytes().any(|b| b.is_ascii_digit()) {
        return Scan::default();
    }
    // One allocation: a char per byte at most.
    let mut chars: Vec<(usize, char)> = Vec::with_capacity(text.len());
    chars.extend(text.char_indices());
    let spaced_answer = groups_with_spaces(text);
    let comma_decimals = decimal_commas(text);
    let math_dollars = math_dollars(text);
    let mut s = Scanner {
        text,
        chars,
        out: Scan::default(),
        short_dates: Vec::new(),
        spaced_answer,
        comma_decimals,
        math_dollars,
        days,
    };
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
    /// Byte positions of `$` signs that delimit inline LaTeX math
    /// (`$\bar{r} = 267,25$`), which are no currency.
    math_dollars: Vec<usize>,
    /// The (month, day) pairs the evidence's rows are dated, sorted.
    days: &'a [(u32, u32)],
}

fn is_dash(c: char) -> bool {
    matches!(c, '-' | '‑' | '‐' | '–')
}

/// A number glued to Chinese or Japanese text ("为278.6点", "2024年") is a
/// number, not part of an identifier as it would be after a Latin letter ("rsi14").
use lexicon::is_cjk as cjk;

/// A character that makes a following digit part of a word.
fn word_char(c: char) -> bool {
    (lexicon::alphanumeric(c) || c == '_') && !cjk(c)
}

/// A run of digits ([`Scanner::digit_run`]).
struct DigitRun {
    /// Where the digits end.
    end: usize,
    /// A thousands group follows (",368").
    grouped: bool,
    /// A decimal part follows (".1").
    decimal: bool,
}

const TIMEFRAMES: &[u32] = &[1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120, 240];

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
            // A reference (`{{r1.win_rate}}`) or a card marker (`{{data:0}}`)
            // is not a typed number; any other text in double braces is (a
            // wiki infobox "{{Infobox | days = 63 }}" was skipped whole,
            // numbers and all).
            if self.text[b..].starts_with("{{")
                && let Some(e) = self.text[b + 2..].find("}}")
                && let inner = &self.text[b + 2..b + 2 + e]
                && (crate::references::parse(inner).is_some() || crate::references::is_card_marker(inner))
            {
                i = self.index_of_byte(b + 2 + e + 2);
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
        // Most characters start nothing: the one before is read only after a
        // digit or a sign.
        if !c.is_ascii_digit() && !matches!(c, '-' | '−' | '+' | '–' | '＋' | '－') {
            return None;
        }
        let prev = i.checked_sub(1).and_then(|p| self.ch(p));
        let after_word = prev.is_some_and(word_char);
        if c.is_ascii_digit() {
            return (!after_word || !prev.is_some_and(|p| p.is_ascii_digit())).then_some((i, i));
        }
        let signed = matches!(c, '-' | '−' | '+' | '–' | '＋' | '－') && self.digit_at(i + 1);
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
            && !self.glued_before_cjk(start)
            && !self.glued_to_name(start)
        {
            return self.identifier(start);
        }
        // "#31", "DONE #28", "sits at #8": a card's, ticket's or rank's
        // number, never a quantity a tool returned ("# 250" with a space is
        // a comment's text; "&#39;" an HTML entity).
        if sign_at == start && prev == Some('#') && !prev2.is_some_and(|c| c == '&' || word_char(c)) {
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
        if sign_at == start
            && let Some(year) = self.abbreviated_year(&token, start, end)
        {
            let span = (self.byte(start - 1), self.byte(end));
            self.out.dates.push((DateParts { year: Some(year), ..Default::default() }, span));
            return end;
        }
        if self.list_marker(&token, sign_at, start, end) {
            return end + 1;
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
            Some('+' | '＋') if sign_at < start => Sign::Plus,
            Some('%') => Sign::None,
            Some(_) if sign_at < start => Sign::Minus,
            _ => self.sign_word_before(sign_at),
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
        // A count is never negative: "−163 (worst trade)" is an amount.
        let (unit, counted) =
            if sign == Sign::Minus && unit == Unit::Count { (Unit::None, false) } else { (unit, counted) };
        let unit = if currency_before { Unit::Money } else { unit };
        // (A year before a singular noun names the year: "the lone 2025 session".)
        let count_next =
            counted && unit == Unit::Count && self.next_word_is_count(suffix.end) && !self.singular_next(suffix.end);
        // A sign said in words ("plus 15 Nov") does not stop a date or a year
        // from being one.
        let spoken = sign != Sign::None && sign_at == start && !accounting;
        let plain = token.seps.is_empty() && !suffix.percent && suffix.scale == 1.0 && (sign == Sign::None || spoken);
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
        // "201,006 thousand" in an answer with no decimal comma anywhere: the
        // comma groups thousands (201 million), it is no decimal mark
        // (201.006 thousand); the thousands reading comes first.
        let bases = if suffix.scale > 1.0 && !self.comma_decimals && token.seps == [','] && bases.len() == 2 {
            &bases[..1]
        } else {
            &bases[..]
        };
        let readings = readings(bases, &suffix, approx);
        let unit = if suffix.percent { Unit::Percent } else { unit };
        let currency = if unit == Unit::Money { self.currency_named(sign_at, suffix.end) } else { None };
        self.out.numbers.push(Mention {
            text,
            span,
            readings,
            sign,
            unit,
            approx,
            plain_integer: plain && !currency_before && !spoken,
            counted,
            currency,
        });
        suffix.end
    }

    /// A year written with its century left out after an apostrophe ("'23
    /// season", "’24"): two digits that start a word and end it, not
    /// quoted ("'23'" is a string).
    fn abbreviated_year(&self, token: &Token, start: usize, end: usize) -> Option<i32> {
        let [digits] = token.groups.as_slice() else { return None };
        let mark = start.checked_sub(1).and_then(|p| self.ch(p))?;
        if digits.len() != 2
            || !matches!(mark, '\'' | '’' | '‘')
            || start.checked_sub(2).and_then(|p| self.ch(p)).is_some_and(|c| c.is_alphanumeric())
            || self.ch(end).is_some_and(|c| c.is_alphanumeric() || c == mark || (mark == '‘' && c == '’'))
        {
            return None;
        }
        let yy: i32 = digits.parse().ok()?;
        Some(if yy < 70 { 2000 + yy } else { 1900 + yy })
    }

    /// The run of digits at `start`: where it ends, and whether a thousands
    /// group (",ddd" and no more digits) or a decimal part follows it.
    fn digit_run(&self, start: usize) -> DigitRun {
        let mut end = start;
        while self.digit_at(end) {
            end += 1;
        }
        let grouped =
            self.ch(end) == Some(',') && (end + 1..end + 4).all(|i| self.digit_at(i)) && !self.digit_at(end + 4);
        let decimal = self.ch(end) == Some('.') && self.digit_at(end + 1);
        DigitRun { end, grouped, decimal }
    }

    fn identifier(&mut self, start: usize) -> usize {
        // An identifier is Latin, Cyrillic or Greek letters, digits and
        // underscores: Chinese and Japanese text glued to it ("Q1は320.64")
        // is not part of it.
        let part = |c: char| (c.is_alphanumeric() && !cjk(c)) || c == '_';
        let mut b = start;
        while b > 0 && self.ch(b - 1).is_some_and(part) {
            b -= 1;
        }
        let mut e = start;
        while self.ch(e).is_some_and(part) {
            e += 1;
        }
        let span = (self.byte(b), self.byte(e));
        let id = &self.text[span.0..span.1];
        // "2024_best", "net_2023": a field named after its year names the year.
        if id.contains('_') {
            let mut at = span.0;
            for part in id.split('_') {
                if part.len() == 4
                    && let Ok(y) = part.parse::<i32>()
                    && (1900..=2100).contains(&y)
                {
                    self.out.dates.push((DateParts { year: Some(y), ..Default::default() }, (at, at + 4)));
                }
                at += part.len() + 1;
            }
        }
        self.out.identifiers.push((id.to_string(), span));
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
        if !head_ok || !three || self.column_gap(j) {
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
        // French, told by its little words ("201 034 contrats par séance").
        let line = &self.text[line_start..line_end];
        if FRENCH_MARKS.iter().any(|w| line.contains(w)) {
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

    /// True when the space at `j` is where a column of an aligned header
    /// ends: R prints "1       1 320,64" under "  quarter  range" (a row
    /// name, a quarter, a range), one space apart. The header is the
    /// nearest line above without digits, in the same block, of two fields
    /// or more ([`layout`]); a column ends at `j` when one of its fields does.
    fn column_gap(&self, j: usize) -> bool {
        let (line_start, _) = self.line_of(j, j);
        let col = layout::columns(&self.text[line_start..self.byte(j)]);
        let mut end = line_start;
        while end > 0 {
            let above_start = self.text[..end - 1].rfind('\n').map_or(0, |p| p + 1);
            let above = &self.text[above_start..end - 1];
            if above.trim().is_empty() {
                return false;
            }
            if !above.chars().any(|c| c.is_ascii_digit()) {
                return layout::header(above, 2).is_some_and(|h| h.iter().any(|f| f.cols.1 == col));
            }
            end = above_start;
        }
        false
    }
}

#[cfg(test)]
#[path = "scan_tests.rs"]
mod tests;
