//! A list under a heading: the heading names the column once, each item
//! line names only its row.
//!
//! ```text
//! NQ 2024・四半期別平均値幅      ← names the column (mean range)
//! Q1　320.64pt                   ← a row and a number: the mean range of Q1
//! Q4　389.00pt                   ← Q4's widest day, not its mean: wrong column
//! ```
//!
//! A number's own words are read for the column it claims
//! ([`super::matching`]); a list item has none, so without the heading any
//! value of its row would fit. Lists mix columns often enough ("Last 10
//! sessions (close − open):" over changes, a volume heading over lines
//! that also count sessions) that only a plain shape is read: items are
//! two or more adjacent lines of one number each, in one unit, without a
//! counting noun, a quiz's option letter or a word naming any column; the heading is the line right
//! above them, holds no number and names a column of two word groups or
//! more in full ("average" and "range", not "close" alone).

use std::ops::Range;

use super::{
    context::{self, Piece},
    evidence::Evidence,
    lexicon::{self, Unit},
    scan::Mention,
};

/// What a line of the answer is to a list.
enum Line {
    /// One number in this unit and no word naming a column: a row and its number.
    Item(Unit),
    /// No number, and names a column in full: its words.
    Heading(Vec<String>),
    /// Anything else: ends the search for a heading.
    Other,
}

/// The answer's lines, read on first use (most numbers name their column).
pub struct Headings {
    lines: Vec<(Range<usize>, Line)>,
    /// Lists on one line after their heading and a colon ("Средний дневной
    /// диапазон 2024 по кварталам: Q1 320,6, Q2 314,9, Q3 507,5"): the
    /// items' bytes and the heading's words.
    inline: Vec<(Range<usize>, Vec<String>)>,
}

impl Headings {
    /// The lines of `answer` (whose numbers are `numbers`, cut into
    /// `pieces`) as items, headings or neither for `e`'s columns.
    pub fn new(answer: &str, numbers: &[Mention], pieces: &[Piece], e: &Evidence) -> Self {
        // Each line's numbers (they are in text order): how many, the first.
        let mut counts: Vec<(Range<usize>, usize, Option<&Mention>)> = Vec::new();
        let (mut start, mut at) = (0, 0);
        for line in answer.split_inclusive('\n') {
            let range = start..start + line.len();
            start = range.end;
            while numbers.get(at).is_some_and(|m| m.span.0 < range.start) {
                at += 1;
            }
            let own = numbers[at..].iter().take_while(|m| range.contains(&m.span.0)).count();
            counts.push((range, own, numbers.get(at)));
        }
        // Items: a line of one number next to another such line (a list has
        // two items or more), its words read only then.
        let one = |i: usize| counts.get(i).is_some_and(|(_, n, _)| *n == 1);
        let mut lines: Vec<(Range<usize>, Line)> = Vec::with_capacity(counts.len());
        for (i, (range, own, first)) in counts.iter().enumerate() {
            let kind = match first {
                Some(m)
                    if *own == 1
                        && (one(i + 1) || i.checked_sub(1).is_some_and(one))
                        && !m.counted
                        && !context::option_line(answer, m.span.0) =>
                {
                    // The line's words are its pieces' (a cell's are its table's labels).
                    let names_any = pieces
                        .iter()
                        .filter(|p| p.span.0 < range.end && p.span.1 > range.start)
                        .any(|p| p.sentence == usize::MAX || p.words.iter().any(|w| e.names_a_column(w)));
                    if names_any { Line::Other } else { Line::Item(m.unit) }
                }
                _ => Line::Other,
            };
            lines.push((range.clone(), kind));
        }
        // Headings: a line without numbers right above an item, naming a
        // column of two word groups or more in full.
        let columns = || e.results.iter().flat_map(|r| &r.columns);
        let names_in_full = |words: &[String]| {
            columns().any(|c| {
                c.groups.len() >= 2
                    && words.iter().any(|w| c.words.contains(w))
                    && c.groups.iter().all(|g| g.iter().any(|w| words.contains(w)))
            })
        };
        // A list on one line: a heading without numbers, a colon (or a
        // dash), then two numbers or more in one unit, none counted, after
        // words that name no column.
        let mut inline = Vec::new();
        for (range, own, first) in &counts {
            let Some(m) = first.filter(|_| *own >= 2) else { continue };
            let line = &answer[range.clone()];
            let Some((colon, c)) =
                line[..m.span.0 - range.start].char_indices().rfind(|(_, c)| matches!(c, ':' | '：' | '—'))
            else {
                continue;
            };
            // After a dash the list ends at a semicolon ("— T1 320,6, …, T4
            // 201,6 punti; giornata più ampia nel T1, 585,5").
            let end = match c {
                '—' => line[colon..].find([';', '；']).map_or(range.end, |e| range.start + colon + e),
                _ => range.end,
            };
            let items = range.start + colon + c.len_utf8()..end;
            let numbers: Vec<&Mention> =
                numbers.iter().skip_while(|n| n.span.0 < items.start).take_while(|n| n.span.0 < items.end).collect();
            // One unit, written with every item, once for all at the end
            // ("Q3 507,5, Q4 201,6 pkt") or at the start ("Q1 320.64 点，Q2
            // 555.25"); "246.665,21 rublos · 86 cupons" is two.
            let unit = numbers.iter().map(|n| n.unit).find(|u| *u != Unit::None).unwrap_or(Unit::None);
            let plain = numbers.iter().all(|n| !n.counted && matches!(n.unit, u if u == unit || u == Unit::None));
            // Each item is its row's name and one number, apart from the
            // next by a list mark: "Перекрёсток 216,136.08 (95 bills)" gives
            // a shop two numbers, "274,4 · médiane : 267,25" labels its own.
            // (Spans that meet or overlap, as a scan of odd text can give, are no list.)
            // (The last item may follow "and": "…, T3 263,4 y T4 389 puntos".)
            let last = numbers.len().saturating_sub(2);
            let apart = numbers.windows(2).enumerate().all(|(k, w)| {
                answer.get(w[0].span.1..w[1].span.0).is_some_and(|between| {
                    let tokens = || between.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty());
                    let marked = between.contains(lexicon::LIST_MARKS)
                        || k == last && tokens().next().is_some_and(|t| lexicon::AND.contains(&t));
                    marked && tokens().any(|t| t.chars().count() >= 2)
                })
            });
            if !plain || !apart || answer[items.clone()].contains([':', '：']) {
                continue;
            }
            let heading = super::near::without_comparison(context::words(&line[..colon]));
            if names_in_full(&heading) && !context::words(&answer[items.clone()]).iter().any(|w| e.names_a_column(w)) {
                inline.push((items, heading));
            }
        }
        for i in 0..lines.len() {
            let above_item = lines.get(i + 1).is_some_and(|(_, l)| matches!(l, Line::Item(_)));
            if counts[i].1 != 0 || !above_item {
                continue;
            }
            let words = context::words(&answer[lines[i].0.clone()]);
            if names_in_full(&words) {
                lines[i].1 = Line::Heading(words);
            }
        }
        Self { lines, inline }
    }

    /// The words of the heading over the list item holding byte `at`, if
    /// its line is an item of a list under one (its items in one unit).
    pub fn over(&self, at: usize) -> Option<&[String]> {
        if let Some((_, words)) = self.inline.iter().find(|(r, _)| r.contains(&at)) {
            return Some(words.as_slice());
        }
        let own = self.lines.iter().position(|(r, _)| r.contains(&at))?;
        let Line::Item(unit) = self.lines[own].1 else { return None };
        let item = |i: &usize| matches!(self.lines[*i].1, Line::Item(u) if u == unit);
        let first = (0..own).rev().take_while(item).last().unwrap_or(own);
        let last = (own..self.lines.len()).take_while(item).last().unwrap_or(own);
        match &self.lines[first.checked_sub(1)?].1 {
            Line::Heading(words) if last > first => Some(words.as_slice()),
            _ => None,
        }
    }
}
