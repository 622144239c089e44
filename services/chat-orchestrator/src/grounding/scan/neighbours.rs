//! The scanner's neighbour checks: what stands right before or after a run
//! of digits (an abbreviation or name it is glued to, a list marker, a sign
//! said in words, a counting noun, the line and table cell around it). The
//! recognisers in `scan.rs`, `dates.rs` and `units.rs` ask these.

use super::*;

impl Scanner<'_> {
    /// A decimal or a grouped number glued to a capitalised abbreviation
    /// ("PF2.09", "DD0.8", "DD1,368.1"): a
    /// metric's value written without a space, as in Chinese and Japanese
    /// text, not an identifier such as `RSI14` or `Q3`.
    pub(super) fn glued_to_abbreviation(&self, start: usize) -> bool {
        let letters =
            (1..=5).take_while(|&k| start >= k && self.ch(start - k).is_some_and(|c| c.is_ascii_uppercase())).count();
        let free = start == letters || self.ch(start - letters - 1).is_some_and(|c| !word_char(c));
        // A decimal, or thousands grouped ("DD1,368.1"): an identifier's
        // digits are neither.
        let run = self.digit_run(start);
        (2..=4).contains(&letters) && free && (run.decimal || run.grouped)
    }

    /// An amount between a name and Chinese or Japanese text
    /// ("ВкусВилл14.56万卢布", "АШАН10.65万"): a decimal, or a count of
    /// 万/亿, glued on both sides, as those languages write it — not an
    /// identifier such as `RSI14` (even in "RSI14日").
    pub(super) fn glued_before_cjk(&self, start: usize) -> bool {
        let run = self.digit_run(start);
        let mut e = run.end;
        if run.decimal {
            e += 1;
            while self.digit_at(e) {
                e += 1;
            }
        }
        // A letter ("万", "卢"), not punctuation: "v2.1：" is a version.
        self.ch(e).is_some_and(|c| cjk(c) && lexicon::letter(c) && (run.decimal || matches!(c, '万' | '亿' | '億')))
    }

    /// A grouped or decimal amount glued to a name of five letters or more
    /// ("Перекрёсток216,136.08ルーブル", as Japanese writes a Russian shop
    /// without spaces): the name's amount, not an identifier, whose digits
    /// are neither grouped nor decimal ("RJB23044").
    pub(super) fn glued_to_name(&self, start: usize) -> bool {
        let letter = |c: char| c.is_alphabetic() && !cjk(c);
        let letters = (1..=5).take_while(|&k| start >= k && self.ch(start - k).is_some_and(letter)).count();
        let run = self.digit_run(start);
        letters == 5 && (run.grouped || run.decimal && run.end - start >= 3)
    }

    /// The byte range of the line holding the characters `start..end`.
    pub(super) fn line_of(&self, start: usize, end: usize) -> (usize, usize) {
        let line_start = self.text[..self.byte(start)].rfind('\n').map_or(0, |p| p + 1);
        let line_end = self.text[self.byte(end)..].find('\n').map_or(self.text.len(), |p| self.byte(end) + p);
        (line_start, line_end)
    }

    /// True when the characters `start..end` are a Markdown table cell's
    /// whole content, apart from spaces and a sign.
    pub(super) fn alone_in_cell(&self, start: usize, end: usize) -> bool {
        let (line_start, line_end) = self.line_of(start, end);
        let before = self.text[line_start..self.byte(start)].trim_end_matches([' ', '-', '−', '+', '(']);
        let after = self.text[self.byte(end)..line_end]
            .trim_start_matches(|c: char| matches!(c, ' ' | ')') || c.is_ascii_digit());
        before.ends_with(['|', '│', '┃']) && after.starts_with(['|', '│', '┃'])
    }

    /// True when the `$` at byte `b` delimits LaTeX math ([`math_dollars`]).
    pub(super) fn math_dollar(&self, b: usize) -> bool {
        self.math_dollars.binary_search(&b).is_ok()
    }

    /// A numbered list's marker ("1. ", "2) ") at the start of a line: an
    /// ordinal, not a quantity. A day before a month name ("12. Dezember")
    /// was read as a date before this is asked.
    pub(super) fn list_marker(&self, token: &Token, sign_at: usize, start: usize, end: usize) -> bool {
        if sign_at != start || !token.seps.is_empty() || token.groups[0].len() > 2 {
            return false;
        }
        if !matches!(self.ch(end), Some('.' | ')')) || self.ch(end + 1) != Some(' ') {
            return false;
        }
        let line_start = self.text[..self.byte(start)].rfind('\n').map_or(0, |p| p + 1);
        self.text[line_start..self.byte(start)].chars().all(|c| c.is_whitespace() || matches!(c, '>' | '*' | '#'))
    }

    /// A sign said in words right before the number at `i` ([`lexicon::SIGN_WORDS`]).
    pub(super) fn sign_word_before(&self, i: usize) -> Sign {
        let before = &self.text[..self.byte(i)];
        let trimmed = before.trim_end_matches([' ', '\u{a0}']);
        let word = lexicon::word_at_end(trimmed, lexicon::letter);
        if word.is_empty() {
            return Sign::None;
        }
        // Chinese and Japanese glue the word to what precedes it ("で、マイナス178").
        let glued = word.ends_with(cjk);
        // Every sign word is at most 12 bytes: most words before a number are
        // ruled out before anything is lower-cased.
        if !glued && word.len() > 12 {
            return Sign::None;
        }
        let lower = word.to_lowercase();
        let Some(&(w, minus)) =
            lexicon::SIGN_WORDS.iter().find(|(w, _)| if glued { lower.ends_with(w) } else { lower == *w })
        else {
            return Sign::None;
        };
        if !glued {
            let head = trimmed[..trimmed.len() - word.len()].trim_end_matches([' ', '\u{a0}']);
            let prior = lexicon::word_at_end(head, lexicon::letter).to_lowercase();
            if lexicon::SIGN_WORD_BLOCKERS.contains(&prior.as_str()) {
                return Sign::None;
            }
        } else if lower.len() > w.len() && w.chars().count() == 1 {
            // A one-character Chinese sign ("负") only right after a verb-like
            // particle ("为负0.05"), never inside a longer word.
            if !lower[..lower.len() - w.len()].ends_with(['为', '是', '為']) {
                return Sign::None;
            }
        }
        if minus { Sign::Minus } else { Sign::Plus }
    }

    pub(super) fn word_before(&self, i: usize) -> &str {
        lexicon::word_at_end(self.text[..self.byte(i)].trim_end(), lexicon::letter)
    }

    /// True when the number ending at `end` has a decimal part.
    pub(super) fn decimal_before(&self, end: usize) -> bool {
        let before = &self.text[..self.byte(end)];
        let digits: String =
            before.chars().rev().take_while(|c| c.is_ascii_digit() || matches!(c, '.' | ',')).collect();
        // Three digits after the mark may be a thousands group, unless the
        // part before is a lone 0 ("0,405 dos dias").
        let number: String = digits.chars().rev().collect();
        number.rsplit_once(['.', ',']).is_some_and(|(whole, frac)| frac.len() != 3 || whole == "0")
    }

    pub(super) fn next_word_is_count(&self, end: usize) -> bool {
        let rest = &self.text[self.byte(end)..];
        let rest = rest.strip_prefix(['-', '‑']).unwrap_or(rest).trim_start();
        let word: String = rest.chars().take_while(|c| c.is_alphabetic() || *c == '-').collect();
        lexicon::unit_word(&word) == Unit::Count
    }

    /// True when the word after the number ending at `end` is an English
    /// singular (ASCII, not ending in "s"): "2025 session" is no count of
    /// 2025 sessions.
    pub(super) fn singular_next(&self, end: usize) -> bool {
        let rest = self.text[self.byte(end)..].trim_start();
        let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
        !word.is_empty() && word.is_ascii() && !word.ends_with(['s', 'S'])
    }
}
