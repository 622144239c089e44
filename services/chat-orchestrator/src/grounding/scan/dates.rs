//! Dates and times in an answer: they are context (a row's key, a period),
//! never quantities. ISO and dotted or slashed dates, day-month pairs whose
//! order is settled per answer, month names before or after a day, Chinese,
//! Japanese and Korean 月/日 dates, clock times and hour ranges.

use super::*;

/// Words before a German day-and-month date written `22.12.`.
const GERMAN_DATE_WORDS: &[&str] = &["am", "vom", "bis", "zum", "ab", "seit", "den", "dem", "der", "per"];

impl Scanner<'_> {
    /// Skips a date or time the token begins; returns where to continue.
    pub(super) fn date_or_time(&mut self, t: &Token, start: usize, end: usize) -> Option<usize> {
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
            // "[14:11] Kim: …": a chat log's time stamp at the start of a
            // line says when a line was written, not which hour it is about.
            let line_start = self.text[..self.byte(start)].rfind('\n').map_or(0, |p| p + 1);
            let stamp = self.text[line_start..self.byte(start)].trim() == "[" && self.ch(j) == Some(']');
            if hour < 24 && !stamp {
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
        // "bis 22.12.", "am 26.06.": a German day and month. In an answer
        // that writes decimal commas, "- 29.06 Азбука вкуса" is one too.
        let closed = next == Some('.') && !self.digit_at(end + 1);
        let open = self.comma_decimals
            && next.is_none_or(|c| c.is_whitespace() || matches!(c, ',' | ';' | ':' | ')'))
            && self.unit_after(end, false).0 == Unit::None;
        let short_dotted = t.seps.len() == 1
            && t.seps[0] == '.'
            && t.groups[0].len() <= 2
            && t.groups[1].len() == 2
            && (closed
                && (self.comma_decimals
                    || t.groups[0].starts_with('0')
                    || GERMAN_DATE_WORDS.contains(&lexicon::lowercase(self.word_before(start)).as_ref()))
                || open);
        if short_dotted {
            let (d, m): (u32, u32) = (t.groups[0].parse().ok()?, t.groups[1].parse().ok()?);
            if (1..=31).contains(&d) && (1..=12).contains(&m) {
                let to = if closed { end + 1 } else { end };
                self.out
                    .dates
                    .push((DateParts { year: None, month: Some(m), day: Some(d) }, (self.byte(start), self.byte(to))));
                return Some(to);
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
    /// have two digits, the date is a Markdown table cell of its own
    /// (`| 1/2 |`, a row label), or a part above 12 in an answer listing
    /// two such pairs or more (`29/6 … 26/6`), or either reading a day the
    /// evidence's rows are dated (`12/6`). Elsewhere `1/6` is two numbers, and
    /// `10/12 trades` a count. Which part is the day is decided for the whole
    /// answer afterwards ([`Scanner::settle_short_dates`]).
    pub(super) fn short_slashed_date(&mut self, t: &Token, start: usize, end: usize) -> Option<usize> {
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
        // "29/6 Азбука … 26/6 Дикси", "6/29  Азбука⏎6/26  Дикси": a list of
        // such pairs reads as dates once one of them shows a day above 12
        // ("forte: 6/12 … fraco: 27/3": 6 December).
        let listed = || {
            let (pairs, day_shown) = short_pairs(self.text);
            pairs >= 2 && day_shown
        };
        // "the first 2%+ day of 2023 was 1/18": a part that can only be a
        // day (13–31) beside one that can be a month.
        let day_shown = (a > 12 && valid(b, a)) || (b > 12 && valid(a, b));
        // "biggest 12/6, +3.32%", "el 7/11 el NQ abrió": a pair whose either
        // reading is a day some row of the evidence is dated.
        let known = || self.days.binary_search(&(a, b)).is_ok() || self.days.binary_search(&(b, a)).is_ok();
        if !(padded || cell || day_shown || listed() || known()) || self.next_word_is_count(after) {
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
    pub(super) fn settle_short_dates(&mut self) {
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

    /// A Chinese or Japanese date: "12月18日", "1月", "18日" (after a month
    /// read before it). Returns where scanning goes on.
    pub(super) fn cjk_date(&mut self, token: &Token, start: usize, end: usize) -> Option<usize> {
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
            // (A count of days answering what was counted is no day of a
            // month: "2%超で引けたのは19日。")
            '日' if self.counted_days(start, end) => return None,
            '日' | '일' if (1..=31).contains(&v) => (None, Some(v), end + 1),
            _ => return None,
        };
        let span = (self.byte(start), self.byte(next));
        self.out.dates.push((DateParts { year: None, month, day }, span));
        Some(next)
    }

    /// True when the digits `start..end` before "日" count days: the subject
    /// marker "は" or "が" right before, and the sentence ending or a comma
    /// right after ("…のは19日。"), where a day of a month is followed by what
    /// happened on it ("6日の+3.32%").
    fn counted_days(&self, start: usize, end: usize) -> bool {
        let before = start.checked_sub(1).and_then(|i| self.ch(i));
        let after = self.ch(end + 1);
        matches!(before, Some('は' | 'が')) && after.is_none_or(|c| matches!(c, '。' | '、' | '，' | '\n'))
    }

    /// `March 15`, `15 March`, `24 Jan 2024`, `29 июня`: records the date and
    /// returns where scanning goes on (after the year, if one follows).
    pub(super) fn day_of_month(&mut self, start: usize, end: usize, day: u32) -> Option<usize> {
        if day == 0 {
            return None;
        }
        let before = self.text[..self.byte(start)].trim_end_matches([' ', '\u{a0}']);
        let prev = lexicon::word_at_end(before, |c| c.is_alphabetic() || c == '.');
        let after = &self.text[self.byte(end)..];
        // German, Czech, Scandinavian days take a dot: "24. Januar", "24. ledna".
        let after = after.strip_prefix('.').filter(|r| r.starts_with(' ')).unwrap_or(after);
        let after = after.trim_start_matches([' ', '\u{a0}', ',']);
        let mut next = lexicon::word_at_start(after, |c| c.is_alphabetic() || c == '.');
        // "27 de marzo de 2024", "18 di luglio".
        let mut skipped = 0;
        if matches!(lexicon::lowercase(next).as_ref(), "de" | "di" | "del") {
            let rest = &after[next.len()..];
            let rest_trimmed = rest.trim_start();
            let word = lexicon::word_at_start(rest_trimmed, |c| c.is_alphabetic() || c == '.');
            if calendar::month(word).is_some() {
                skipped = next.len() + (rest.len() - rest_trimmed.len());
                next = word;
            }
        }
        let (month, rest_after) = match (calendar::month(prev), calendar::month(next)) {
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
        let span_start = if calendar::month(prev).is_some() { before.len() - prev.len() } else { self.byte(start) };
        let span_end = match year {
            Some(_) => self.text.len() - year_text.len() + 4,
            None => self.byte(end),
        };
        self.out.dates.push((DateParts { year, month: Some(month), day: Some(day) }, (span_start, span_end)));
        Some(self.index_of_byte(span_end))
    }
}

/// How many `d/m` or `m/d` pairs of one or two digits (not part of a longer
/// date or number) `text` holds, and whether one of them has a part above
/// 12 (a day: only a date reads so).
fn short_pairs(text: &str) -> (usize, bool) {
    let b = text.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let value = |from: usize, len: usize| text[from..from + len].parse::<u32>().unwrap_or(0);
    let (mut n, mut day_shown) = (0, false);
    for (i, _) in text.match_indices('/') {
        let left = (1..=2).take_while(|&k| i >= k && digit(i - k)).count();
        let right = (1..=2).take_while(|&k| digit(i + k)).count();
        let bounded = left > 0
            && right > 0
            && !(i > left && (digit(i - left - 1) || matches!(b[i - left - 1], b'/' | b'.')))
            && !digit(i + right + 1)
            && !matches!(b.get(i + right + 1), Some(b'/'));
        if bounded {
            let (x, y) = (value(i - left, left), value(i + 1, right));
            n += 1;
            day_shown |= (x > 12 && x <= 31 && (1..=12).contains(&y)) || (y > 12 && y <= 31 && (1..=12).contains(&x));
        }
    }
    (n, day_shown)
}
