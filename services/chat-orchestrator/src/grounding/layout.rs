//! Lines laid out in columns with spaces: printouts, consoles, departure
//! boards ("QTR   MEAN RANGE   MAX RANGE"). One reading of such a line for
//! every part of the checker that needs it: the scanner (is the space in
//! "1 320,64" a column's end?), the "%" header (which column does "WIN%"
//! head?) and the context (which header does a number stand under?).
//!
//! A field is a run of text apart from the next by two spaces or more, a
//! tab or an ideographic space. Columns are counted as a monospaced layout
//! shows them ([`width`]: a Chinese character takes two), so a number lines
//! up with the header above it whatever the script.

use super::lexicon;

/// The columns `c` takes in a monospaced layout (a printout, a console):
/// two for Chinese, Japanese and Korean characters and full-width forms,
/// one for the rest.
pub(super) fn width(c: char) -> usize {
    if lexicon::is_cjk(c) { 2 } else { 1 }
}

/// The columns `text` takes in a monospaced layout ([`width`]).
pub(super) fn columns(text: &str) -> usize {
    text.chars().map(width).sum()
}

/// A line that only draws: a ruler under a header (`-----  ----`, `===`),
/// a Markdown separator row (`|:---|---|`) or a box border (`├───┼───┤`).
pub(super) fn drawn(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty()
        && t.chars().all(|c| {
            matches!(c, '-' | '=' | '+' | ':' | ' ' | '|' | '│' | '┃') || ('\u{2500}'..='\u{257F}').contains(&c)
        })
}

/// A field of a line: its columns and its bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Field {
    /// First column and the column after it.
    pub(super) cols: (usize, usize),
    /// Byte range in the line.
    pub(super) bytes: (usize, usize),
}

/// True when `text` starts with a gap between fields: two spaces or more,
/// a tab or an ideographic space (where [`fields`] cuts a line).
pub(super) fn starts_gap(text: &str) -> bool {
    text.starts_with("  ") || text.starts_with(['\t', '\u{3000}'])
}

/// The fields of `line`: runs apart by two spaces or more, a tab or an
/// ideographic space, and by a single space at a column in `cuts` (where a
/// header's fields end: R prints one space between columns).
pub(super) fn fields(line: &str, cuts: &[usize]) -> Vec<Field> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let mut col = Vec::with_capacity(chars.len() + 1);
    col.push(0);
    for (_, c) in &chars {
        col.push(col.last().copied().unwrap_or(0) + width(*c));
    }
    let blank = |i: usize| chars.get(i).is_some_and(|c| c.1.is_whitespace());
    let gap = |i: usize| match chars.get(i).map(|c| c.1) {
        Some('\t' | '\u{3000}' | '\n' | '\r') => true,
        Some(' ') => chars.get(i + 1).is_none_or(|c| c.1.is_whitespace()) || cuts.contains(&col[i]),
        _ => false,
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if blank(i) {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !gap(i) {
            i += 1;
        }
        let byte = |k: usize| chars.get(k).map_or(line.len(), |c| c.0);
        out.push(Field { cols: (col[start], col[i]), bytes: (byte(start), byte(i)) });
    }
    out
}

/// The header of an aligned layout: a line without digits of at least
/// `min` fields.
pub(super) fn header(line: &str, min: usize) -> Option<Vec<Field>> {
    // Most lines of prose hold a digit or no run of spaces: no fields to cut.
    let spaced = line.trim().contains(['\t', '\u{3000}']) || line.trim().contains("  ");
    if !spaced || line.bytes().any(|b| b.is_ascii_digit()) {
        return None;
    }
    let fields = fields(line, &[]);
    (fields.len() >= min).then_some(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split<'l>(line: &'l str, cuts: &[usize]) -> Vec<&'l str> {
        fields(line, cuts).iter().map(|f| &line[f.bytes.0..f.bytes.1]).collect()
    }

    #[test]
    fn fields_are_apart_by_two_spaces_or_a_header_column() {
        assert_eq!(split(" TRADES   WON  LOST    WIN%", &[]), ["TRADES", "WON", "LOST", "WIN%"]);
        assert_eq!(
            split("22:48   06/11    Азбука вкуса    13,153.34", &[]),
            ["22:48", "06/11", "Азбука вкуса", "13,153.34"]
        );
        assert_eq!(split("便名\u{3000}\u{3000}平均値幅", &[]), ["便名", "平均値幅"]);
        // A Chinese character takes two columns.
        assert_eq!(split("开盘  收盘", &[]), ["开盘", "收盘"]);
        assert_eq!(fields("开盘  收盘", &[])[1].cols, (6, 10));
        // "  quarter  range" ends its columns at 9 and 16.
        assert_eq!(split("1       1 320,64", &[9, 16]), ["1", "1", "320,64"]);
        assert_eq!(split("1       1 320,64", &[]), ["1", "1 320,64"]);
    }

    #[test]
    fn drawing_lines_are_rulers_separators_and_borders() {
        for line in ["-----  ----", " ==== ", "|:---|---:|", "├───┼───┤", "+---+---+"] {
            assert!(drawn(line), "{line}");
        }
        for line in ["", "   ", "|---| 5 |", "-5", "--- a/file"] {
            assert!(!drawn(line), "{line}");
        }
    }

    #[test]
    fn a_header_has_no_digits() {
        assert_eq!(header("  quarter  range", 2).map(|h| h.len()), Some(2));
        assert!(header("  quarter  range", 3).is_none());
        assert!(header("Q1    320,6", 2).is_none());
    }
}
