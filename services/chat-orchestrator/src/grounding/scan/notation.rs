//! How a whole answer writes its numbers, read before the cursor starts:
//! whether it uses decimal commas, groups thousands with plain spaces or
//! French spacing, which `$` signs delimit LaTeX math rather than money,
//! and (after the scan) which plain numbers a "%" header makes percentages.
//! A single number is often ambiguous (`1 234`, `06.12.`, `$x$`); the rest
//! of the answer decides it.

use super::{Mention, Reading};
use crate::grounding::{
    layout,
    lexicon::{self, Unit},
};

/// Plain numbers under a header or in a line that says "%" without a number
/// ("% días al alza⏎enero;60,0", "Veränderung %"): percentages. Their block
/// is the lines above them up to a blank line or a code fence. In a header
/// of columns aligned with spaces (" TRADES   WON    WIN%    TOTAL") the
/// "%" heads its own column only: the numbers under it. A format code
/// (`"%Y"`, `%d.%m`) is no header.
pub(super) fn percent_by_header(text: &str, numbers: &mut [Mention]) {
    if !text.contains(['%', '％']) {
        return;
    }
    // Byte ranges of the lines holding a "%" that follows no number, with
    // the columns the "%" heads when the line is a header of aligned
    // columns ([`layout`]).
    let mut marked: Vec<(usize, usize, Option<Columns>)> = Vec::new();
    let mut at = 0;
    for line in text.split('\n') {
        // A sign glued to a word right after a percentage ("55.6% W%") is
        // that number's label, not a header for the line's other numbers.
        let label = |head: &str| {
            let word = lexicon::word_at_end(head, char::is_alphabetic);
            !word.is_empty()
                && head[..head.len() - word.len()].trim_end().strip_suffix(['%', '％']).is_some_and(number_ends)
        };
        let format_code = |i: usize, c: char| line[i + c.len_utf8()..].starts_with(|c: char| c.is_ascii_alphabetic());
        let header = line.char_indices().find(|&(i, c)| {
            matches!(c, '%' | '％') && !number_ends(&line[..i]) && !label(&line[..i]) && !format_code(i, c)
        });
        if let Some((i, _)) = header {
            marked.push((at, at + line.len(), aligned_column(line, i)));
        }
        at += line.len() + 1;
    }
    if marked.is_empty() {
        return;
    }
    for m in numbers.iter_mut().filter(|m| m.unit == Unit::None && !m.counted) {
        // The block: from the nearest blank line or fence above to this line's end.
        let line_start = text[..m.span.0].rfind('\n').map_or(0, |p| p + 1);
        let line_end = text[m.span.1..].find('\n').map_or(text.len(), |p| m.span.1 + p);
        let mut block_start = line_start;
        while block_start > 0 {
            let above_start = text[..block_start - 1].rfind('\n').map_or(0, |p| p + 1);
            let above = text[above_start..block_start - 1].trim();
            if above.is_empty() || above.starts_with("```") {
                break;
            }
            block_start = above_start;
        }
        let from = layout::columns(&text[line_start..m.span.0]);
        let to = from + layout::columns(&text[m.span.0..m.span.1]);
        let heads = |column: Option<Columns>| column.is_none_or(|(a, b)| from < b && a < to);
        if !marked.iter().any(|&(a, b, column)| a >= block_start && b <= line_end && heads(column)) {
            continue;
        }
        let extra: Vec<Reading> = m
            .readings
            .iter()
            .filter(|r| !r.fraction)
            .map(|r| Reading { value: r.value / 100.0, tolerance: r.tolerance / 100.0, fraction: true })
            .collect();
        m.readings.extend(extra);
        m.unit = Unit::Percent;
    }
}

/// A range of columns of a monospaced line ([`layout`]).
type Columns = (usize, usize);

/// The columns of the field holding byte `at` of `line`, when `line` is a
/// header of at least three fields ([`layout`]); `None` for any other line.
fn aligned_column(line: &str, at: usize) -> Option<Columns> {
    let fields = layout::fields(line, &[]);
    if fields.len() < 3 {
        return None;
    }
    fields.iter().find(|f| (f.bytes.0..f.bytes.1).contains(&at)).map(|f| f.cols)
}

/// Whether `head` ends with a number, as a "%" after it would be its sign
/// (spaces, emphasis and a LaTeX `\` between them).
fn number_ends(head: &str) -> bool {
    head.trim_end_matches([' ', '\u{a0}', '\u{202f}', '*', '_'])
        .ends_with(|p: char| p.is_ascii_digit() || p == '\\' || p == ',' || p == '.')
}

/// The `$` signs of `text` that open or close inline LaTeX math: paired on
/// a line, around content that starts with a letter or backslash and holds
/// a LaTeX mark (`\`, `=`, `_`, `^`, `{`). "$1,000 = $2" is money: its
/// content starts with a digit. In an answer that writes such math, a
/// number alone between two signs is math too ("Le lundi ferme la marche
/// ($269,41$)").
pub(super) fn math_dollars(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    if !text.contains('$') {
        return out;
    }
    let mut bare = Vec::new();
    let mut line_start = 0;
    for line in text.split('\n') {
        let signs: Vec<usize> =
            line.match_indices('$').map(|(i, _)| i).filter(|&i| i == 0 || line.as_bytes()[i - 1] != b'\\').collect();
        for pair in signs.chunks_exact(2) {
            let inner = &line[pair[0] + 1..pair[1]];
            let opens_math = inner.trim_start().starts_with(|c: char| c.is_alphabetic() || c == '\\' || c == '=');
            let sign = ['-', '+', '−'];
            let number = inner.trim_start_matches(sign);
            if opens_math && inner.contains(['\\', '=', '_', '^', '{']) {
                out.extend(pair.iter().map(|i| line_start + i));
            } else if number.starts_with(|c: char| c.is_ascii_digit())
                && number.chars().all(|c| c.is_ascii_digit() || matches!(c, ',' | '.'))
            {
                bare.extend(pair.iter().map(|i| line_start + i));
            }
        }
        line_start += line.len() + 1;
    }
    if !out.is_empty() {
        out.extend(bare);
        out.sort_unstable();
    }
    out
}

/// True when `text` writes a decimal comma somewhere unambiguous: a comma
/// between digits followed by one or two digits and no further separator
/// (`3,32`, `-57,8`; a thousands group has three digits, an Indian one
/// continues: `2,46,665`).
pub(super) fn decimal_commas(text: &str) -> bool {
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
pub(super) fn groups_with_spaces(text: &str) -> bool {
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

/// Words only French text has, for telling a French line (which groups
/// thousands with a plain space) from others.
pub(super) const FRENCH_MARKS: &[&str] = &[
    " les ",
    " une ",
    " est ",
    " séance",
    " contrats",
    " par ",
    " pour ",
    " avec ",
    " à ",
    " été ",
    " clôture",
    " ouverture",
];
