//! Tables laid out with spaces instead of `|`: printouts, R and pandas
//! output, departure boards ("QTR   MEAN RANGE   MAX RANGE⏎  1    320.64
//! 585.50"). A number in such a row is about the column it stands under
//! and the row it stands in, as in a Markdown table ([`super::table_cells`]):
//! read as prose, the whole header line would label every number of the
//! row ("开盘 收盘 涨幅%" made the close a change).
//!
//! A table is a header line without digits, of at least two fields apart by
//! two spaces or more (or a tab, or an ideographic space), followed by rows
//! with digits and at least two fields; a ruler of dashes under the header
//! is skipped. A row's field stands under the header field it overlaps most
//! (columns as [`layout`] counts them), or, when the row has as many fields as
//! the header, under the header field of its rank. A single space is a field
//! boundary where the header has one: R prints one space between columns
//! ("1       1 320,64" under "  quarter  range"). Fields left of every
//! header field are row names (R's and pandas' index).

use super::{Cell, clauses::RANK_HEADERS};
use crate::grounding::layout::{self, Field, fields};

/// The aligned table that `lines` (each with its `\n`, the first at byte
/// `offset` of the answer) start with: how many lines it takes (header,
/// optional ruler, rows) and its cells; `None` when they start none. A
/// cell's context is its header, the row's labels (its first field and
/// every field that is not a plain number, each under its header) and,
/// when those name no date, year or hour, the dates, years and hours of
/// `title` (the line above the header: "出発案内 2024年便" gives 2024).
pub(super) fn table(lines: &[&str], offset: usize, title: &str) -> Option<(usize, Vec<Cell>)> {
    let header = lines.first()?.trim_end_matches(['\n', '\r']);
    if header.trim_start().starts_with('|') {
        return None;
    }
    let head = layout::header(header, 2)?;
    let cuts = ends(&head);
    let top = 1 + usize::from(lines.get(1).is_some_and(|l| layout::drawn(l)));
    let mut at = offset + lines[..top].iter().map(|l| l.len()).sum::<usize>();
    let mut title_keys: Option<String> = None;
    let mut out = Vec::new();
    let mut rows = 0;
    for line in &lines[top..] {
        let text = line.trim_end_matches(['\n', '\r']);
        let row = fields(text, &cuts);
        if !is_row(text, &row) {
            break;
        }
        let title_keys = title_keys.get_or_insert_with(|| keys_of(title));
        out.extend(row_cells(at, text, &row, header, &head, title_keys));
        at += line.len();
        rows += 1;
    }
    (rows > 0).then_some((top + rows, out))
}

/// The dates, years and hours `title` names, as written (its words may
/// name anything).
fn keys_of(title: &str) -> String {
    let scan = crate::grounding::scan::scan(title, &[]);
    let spans = scan.dates.iter().map(|(_, span)| span).chain(scan.hours.iter().map(|(_, span)| span));
    spans.map(|&(a, b)| &title[a..b]).collect::<Vec<_>>().join(" ")
}

/// The cells of one row (`line`, at byte `at` of the answer, cut into
/// `row`) under `header` (cut into `head`).
fn row_cells(at: usize, line: &str, row: &[Field], header: &str, head: &[Field], title_keys: &str) -> Vec<Cell> {
    let name = |f: &Field| header[f.bytes.0..f.bytes.1].trim();
    let text = |f: &Field| line[f.bytes.0..f.bytes.1].trim();
    let first_start = head.first().map_or(0, |f| f.cols.0);
    // Fields left of every header field are row names (R's index).
    let under: Vec<Option<&Field>> = row
        .iter()
        .enumerate()
        .map(|(i, f)| match f.cols.1 <= first_start {
            true => None,
            false if row.len() == head.len() => head.get(i),
            false => column_of(f, head),
        })
        .collect();
    // A key column's number in the first field ("QTR 2", "HOUR 15") names
    // the row, as a rank column does.
    let key = under.iter().position(Option::is_some).filter(|&i| {
        under[i].is_some_and(|h| {
            let h = name(h).to_lowercase();
            KEY_HEADERS.contains(&h.as_str()) || RANK_HEADERS.contains(&h.as_str())
        })
    });
    let labels: Vec<String> = row
        .iter()
        .zip(&under)
        .enumerate()
        .filter(|&(i, (f, h))| h.is_some() && (key == Some(i) || !plain_number(text(f))))
        .map(|(_, (f, h))| format!("{} {}", h.map_or("", name), text(f)))
        .collect();
    let labels = labels.join(" · ");
    let named = crate::grounding::scan::scan(&labels, &[]);
    let title = if named.dates.is_empty() && named.hours.is_empty() { title_keys } else { "" };
    row.iter()
        .zip(&under)
        .enumerate()
        .map(|(i, (f, h))| {
            let context = format!("{} | {labels} | {title}", h.map_or("", name));
            let columns = context.len();
            Cell { span: (at + f.bytes.0, at + f.bytes.1), context, columns, rank: h.is_none() || key == Some(i) }
        })
        .collect()
}

/// Headers of a column whose numbers name the row (a quarter, an hour, a
/// year, a fold), lower case; a rank column's ([`super::clauses::RANK_HEADERS`])
/// count rows, and name them too.
const KEY_HEADERS: &[&str] = &[
    "qtr",
    "q",
    "quarter",
    "quartal",
    "trimestre",
    "kwartał",
    "квартал",
    "季度",
    "四半期",
    "hour",
    "hr",
    "h",
    "stunde",
    "heure",
    "hora",
    "ora",
    "uur",
    "godz",
    "час",
    "時",
    "时",
    "month",
    "mo",
    "monat",
    "mois",
    "mes",
    "mese",
    "maand",
    "miesiąc",
    "месяц",
    "月",
    "year",
    "yr",
    "fy",
    "jahr",
    "année",
    "año",
    "anno",
    "ano",
    "jaar",
    "rok",
    "год",
    "年",
    "fold",
    "leg",
    "run",
    "step",
];

/// The header field `f` stands under: the one it overlaps most, else the
/// nearest one ending at or after it (numbers align right).
fn column_of<'h>(f: &Field, head: &'h [Field]) -> Option<&'h Field> {
    let overlap = |h: &Field| f.cols.1.min(h.cols.1).saturating_sub(f.cols.0.max(h.cols.0));
    head.iter()
        .filter(|h| overlap(h) > 0)
        .max_by_key(|h| overlap(h))
        .or_else(|| head.iter().filter(|h| h.cols.1 >= f.cols.1).min_by_key(|h| h.cols.1 - f.cols.1))
        .or_else(|| head.last())
}

/// The columns where header fields end: a single space there cuts a row.
fn ends(head: &[Field]) -> Vec<usize> {
    head.iter().map(|f| f.cols.1).collect()
}

/// A row (`line`, cut into `row` at the header's column ends): digits and
/// at least two fields apart by two spaces or more, or at least two plain
/// numbers apart at the header's column ends (R's "267.25 585.50 116.50
/// 252"); "共计 14 行" under a table is a sentence.
fn is_row(line: &str, row: &[Field]) -> bool {
    let numbers = || row.iter().filter(|f| plain_number(&line[f.bytes.0..f.bytes.1])).count();
    !line.trim().is_empty()
        && !line.trim_start().starts_with(['|', '│'])
        && line.chars().any(|c| c.is_ascii_digit())
        && (fields(line, &[]).len() >= 2 || numbers() >= 2)
}

/// A field that is only a number (digits, separators, sign, `%`).
fn plain_number(text: &str) -> bool {
    let t = text.trim().trim_start_matches(['+', '-', '−']).trim_end_matches('%');
    t.chars().any(|c| c.is_ascii_digit())
        && t.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | ' ' | '\u{a0}' | '\''))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_a_header_without_digits_and_rows_under_it() {
        let len = |lines: &[&str]| table(lines, 0, "").map(|(n, _)| n);
        let lines = [" 日期          开盘        收盘\n", " 2023-06-06  17,605.00  18,130.50\n", " 共计 14 行"];
        assert_eq!(len(&lines), Some(2));
        assert_eq!(len(&["QTR  MEAN\n", "-----  ----\n", " 1    320.64"]), Some(3));
        // Prose: one field, or no row under it.
        assert_eq!(len(&["Quarterly ranges:\n", "Q1  320.64  Q2  314.87"]), None);
        assert_eq!(len(&["MEAN  MAX\n", "\n"]), None);
    }

    #[test]
    fn a_number_is_labelled_by_its_column_and_its_row() {
        let cells = |lines: &[&str], title: &str| table(lines, 0, title).map(|(_, c)| c).unwrap_or_default();
        let text = [" 日期          开盘        收盘\n", " 2023-06-06  17,605.00  18,130.50"];
        let found = cells(&text, "2023年");
        let at = text[0].len() + " 2023-06-06  17,605.00  ".len();
        let close = found.iter().find(|c| c.span.0 == at).expect("the close");
        assert_eq!(close.context, "收盘 | 日期 2023-06-06 | ");
        // A row that names no period takes the title's.
        let board =
            cells(&["便名\u{3000}\u{3000}平均値幅\n", "NQ24\u{3000}\u{3000}363.24"], "出発案内\u{3000}2024年便");
        assert_eq!(board.len(), 2);
        assert!(board.iter().all(|c| c.context.ends_with("| 2024")), "{board:?}");
        // R's row names stand left of every header field: a rank column.
        let found = cells(&["  quarter  range\n", "1       1 320,64"], "");
        let texts: Vec<(&str, bool)> =
            found.iter().map(|c| (c.context.split(" | ").next().unwrap_or(""), c.rank)).collect();
        assert_eq!(texts, [("", true), ("quarter", true), ("range", false)]);
    }
}
