//! Values read from text: the user's message, a tool's text input and the
//! engine's text. Each number is labelled by the words around it (free
//! text) or by its line's label and its segment (engine text), so a
//! sentence about another column does not borrow it.

use super::{Evidence, Fact, Origin, plain, words};
use crate::grounding::{
    lexicon::Unit,
    scan::{self, Sign},
};
use crate::result_view::Measure;

impl Evidence {
    /// Numbers of free text: every quantity (small integers too) and the
    /// `N` of identifiers such as `last_20`; never the parts of dates.
    pub(super) fn add_text_values(&mut self, text: &str, result: Option<usize>, origin: Origin) {
        let s = scan::scan(text, &[]);
        for m in &s.numbers {
            // Labelled by the words around it ("a 1% stop" → "stop"), so a
            // sentence about another column does not borrow it.
            let content = |w: &String| w.chars().count() > 2 && !STOP_WORDS.contains(&w.as_str());
            let before: Vec<String> = words(&text[..m.span.0]).into_iter().rev().filter(content).take(1).collect();
            let after: Vec<String> = words(&text[m.span.1..]).into_iter().filter(content).take(2).collect();
            let label = before.iter().chain(&after).cloned().collect::<Vec<_>>().join(" ");
            for r in m.readings.iter().filter(|r| !r.fraction) {
                let v = if m.sign == Sign::Minus { -r.value } else { r.value };
                let mut f = plain(v, result, origin.clone());
                f.column = label.clone();
                self.push(f);
            }
        }
        for (ident, _) in &s.identifiers {
            let digits: String = ident.chars().rev().take_while(char::is_ascii_digit).collect();
            let digits: String = digits.chars().rev().collect();
            if let Ok(v) = digits.parse::<f64>() {
                self.push(plain(v, result, origin.clone()));
            }
        }
    }

    /// The engine's text, line by line: a line's label is the text before its
    /// first `:`; segments are split by `|` and `;`; a number is labelled by the
    /// words before it in its segment. A segment starting with a year (or, in a
    /// list of segments, a lower-case word) gives its numbers that row key.
    /// Unkeyed numbers that repeat a listed cell are left to the cell.
    pub(super) fn add_engine_text(&mut self, text: &str, r: usize, cells_cover_it: bool) {
        for line in text.lines() {
            let (label, body) = match line.split_once(':') {
                Some((l, b)) if !l.chars().any(|c| c.is_ascii_digit()) && l.len() < 40 => (l.trim(), b),
                _ => ("", line),
            };
            let segments: Vec<&str> = body.split(['|', ';']).collect();
            let keyed = segments.len() > 1
                && segments.iter().all(|s| s.trim().starts_with(|c: char| c.is_lowercase() || c.is_ascii_digit()));
            for seg in segments {
                let s = scan::scan(seg, &[]);
                let trimmed = seg.trim_start();
                let year_key = s
                    .dates
                    .first()
                    .filter(|(d, span)| d.month.is_none() && seg[..span.0].trim().is_empty())
                    .and_then(|(d, _)| d.year.map(|y| y.to_string()));
                let word_key: Option<String> = (keyed && year_key.is_none())
                    .then(|| trimmed.split_whitespace().next().unwrap_or("").to_string())
                    .filter(|w| w.chars().all(|c| c.is_alphabetic() || c == '_') && !w.is_empty());
                let key = year_key.or(word_key);
                let mut prev_end = 0;
                for m in &s.numbers {
                    let words = &seg[prev_end..m.span.0];
                    prev_end = m.span.1;
                    let column = format!("{label} {words}").to_lowercase();
                    let measure = match m.unit {
                        Unit::Percent => Measure::Percent,
                        Unit::Points => Measure::Points,
                        Unit::Money => Measure::Money,
                        Unit::Count => Measure::Count,
                        Unit::Ratio => Measure::Ratio,
                        Unit::Ticks | Unit::BasisPoints | Unit::PerMille | Unit::Measure | Unit::None => {
                            Measure::Unknown
                        }
                    };
                    for rd in m.readings.iter().filter(|x| !x.fraction) {
                        let v = if m.sign == Sign::Minus { -rd.value } else { rd.value };
                        // The engine's text mostly repeats listed cells, rounded: the
                        // cell carries the better labels (row, column), so keep that.
                        let repeats_a_cell = (key.is_none() || cells_cover_it)
                            && self.facts.iter().any(|f| {
                                f.result == Some(r)
                                    && matches!(f.origin, Origin::Cell(_))
                                    && (f.value - v).abs() <= rd.tolerance
                            });
                        if repeats_a_cell {
                            continue;
                        }
                        // A keyed repeat ("By year: 2024 -917.4 (36)") measures what its cell does.
                        let measure = match measure {
                            Measure::Unknown => self
                                .facts
                                .iter()
                                .find(|f| {
                                    f.result == Some(r)
                                        && matches!(f.origin, Origin::Cell(_))
                                        && (f.value - v).abs() <= rd.tolerance
                                })
                                .map_or(Measure::Unknown, |f| f.measure),
                            known => known,
                        };
                        self.push(Fact {
                            value: v,
                            result: Some(r),
                            origin: Origin::Text,
                            column: column.clone(),
                            row: None,
                            text_key: key.clone(),
                            measure,
                            magnitude_only: column.contains("loss") || column.contains("dd"),
                            sample: None,
                            currency: None,
                            window: None,
                        });
                    }
                }
            }
        }
    }
}

/// Words that label nothing.
const STOP_WORDS: &[&str] = &[
    "the", "and", "with", "for", "from", "after", "before", "since", "than", "that", "this", "when", "what", "which",
    "over", "into",
];
