//! Bound numbers: the model cites a value instead of typing it, and the
//! orchestrator renders the exact number.
//!
//! # Syntax
//! `{{rK.PATH}}` or `{{rK.PATH|STYLE}}`, where `rK` is a result of this turn
//! (r1, r2, … in call order, as the tool output names them) and `PATH` one of
//! its values:
//! - `value`, `rows_scanned`, a summary or metric name (`mean_range`, `win_rate`);
//! - `ROW.COLUMN` for a table row, `ROW` being its key (`2024-01-24`,
//!   `Wednesday`, `Перекрёсток`) or `#N` (the N-th row, from 1);
//! - `COLUMN.min`, `COLUMN.max`, `COLUMN.mean` for a column's statistics.
//!
//! `STYLE` is a comma-separated list: a number of decimals (`0`–`6`), `%`
//! (show a fraction as a percentage), `abs` (drop the sign), `+` (sign
//! positive values). `{{r1.Wednesday.mean_range|1}}` → `278.7`;
//! `{{r2.value|%}}` → `40.5%`; in a German conversation `278,7` and
//! `40,5 %`.
//!
//! Every rendered number is recorded as a [`Binding`]: where it stands in the
//! answer and which cell it came from (result, call, card, row, column, exact
//! value), so a client can link the number to its source row. A reference
//! that names no value renders as `[?]` and fails the grounding check.

pub mod format;
pub mod stream;

pub use format::{Locale, Style};

use crate::result_view::ResultView;

/// Longest reference accepted between `{{` and `}}`, in bytes.
pub const MAX_REFERENCE_BYTES: usize = 240;

/// What an unresolved reference renders as.
pub const UNRESOLVED: &str = "[?]";

/// A parsed reference.
#[derive(Debug, Clone, PartialEq)]
pub struct Reference {
    /// The text between the braces.
    pub raw: String,
    /// K of `rK`.
    pub result: usize,
    /// The value's path within the result.
    pub path: String,
    /// How to show it.
    pub style: Style,
}

/// Where a rendered number came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Binding {
    /// Byte offset of the number in the answer.
    pub start: usize,
    /// Byte offset after it.
    pub end: usize,
    /// The number as rendered.
    pub text: String,
    /// The reference as written (`r1.Wednesday.mean_range|1`).
    pub reference: String,
    /// K of `rK`.
    pub result: usize,
    /// Tool call id of the result.
    pub call_id: String,
    /// Card showing the result, when there is one.
    pub block: Option<u32>,
    /// Row key (empty for summary values).
    pub row: String,
    /// Row position in the card's table.
    pub row_index: Option<usize>,
    /// Column or metric name.
    pub column: String,
    /// The exact value.
    pub value: f64,
}

/// True for the text between the braces of a `{{data:K}}` card marker (the
/// turn puts one where a result's card goes): braces, but not a reference.
pub fn is_card_marker(inner: &str) -> bool {
    inner.strip_prefix("data:").is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
}

/// Parses the text between `{{` and `}}`; `None` when it is not a reference
/// (`data:0`, prose in braces).
pub fn parse(inner: &str) -> Option<Reference> {
    let raw = inner.trim();
    if raw.len() > MAX_REFERENCE_BYTES || raw.contains(['\n', '{', '}']) {
        return None;
    }
    let rest = raw.strip_prefix(['r', 'R'])?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let result: usize = digits.parse().ok()?;
    let rest = rest[digits.len()..].strip_prefix('.')?;
    let (path, spec) = match rest.rsplit_once('|') {
        Some((p, s)) => (p.trim(), Some(s)),
        None => (rest.trim(), None),
    };
    if path.is_empty() {
        return None;
    }
    let mut style = Style::default();
    for item in spec.unwrap_or("").split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match item {
            "%" | "pct" | "percent" => style.percent = true,
            "abs" => style.abs = true,
            "+" => style.plus = true,
            n => style.decimals = Some(n.parse::<u32>().ok().filter(|d| *d <= format::MAX_DECIMALS)?),
        }
    }
    Some(Reference { raw: raw.to_string(), result, path: path.to_string(), style })
}

/// Renders `r` from the turn's results; the binding's offsets are left at 0
/// for the caller to place. The error says why the reference names no value.
pub fn resolve(r: &Reference, views: &[ResultView], locale: Locale) -> Result<Binding, String> {
    let Some(view) = views.iter().find(|v| v.index == r.result) else {
        let known: Vec<String> = views.iter().map(|v| format!("r{}", v.index)).collect();
        return Err(if known.is_empty() {
            format!("{{{{{}}}}} cites r{} but no tool has returned a result yet", r.raw, r.result)
        } else {
            format!("{{{{{}}}}} cites r{}, but the results are {}", r.raw, r.result, known.join(", "))
        });
    };
    let Some(cell) = view.resolve(&r.path) else {
        let names: Vec<&str> = view.cells.iter().filter(|c| c.listed).map(|c| c.path.as_str()).take(8).collect();
        return Err(format!(
            "{{{{{}}}}}: r{} has no value `{}` (it has e.g. {})",
            r.raw,
            r.result,
            r.path,
            names.join(", ")
        ));
    };
    Ok(Binding {
        start: 0,
        end: 0,
        text: format::format(cell.value, r.style, locale),
        reference: r.raw.clone(),
        result: view.index,
        call_id: view.call_id.clone(),
        block: view.block,
        row: cell.row.as_ref().map(|x| x.key.clone()).unwrap_or_default(),
        row_index: cell.row.as_ref().map(|x| x.index),
        column: cell.column.clone(),
        value: cell.value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn views() -> Vec<ResultView> {
        let input = json!({"query": {"from": "daily", "map": {"range": "high - low", "dow": "dayofweek()"}, "group_by": "dow", "select": "mean(range)"}});
        let result = json!({"summary": {"type": "grouped", "rows": 2, "by": "dow"},
                            "table": [{"dow": "Monday", "mean_range": 269.4062}, {"dow": "Wednesday", "mean_range": 278.675}]});
        let mut v = ResultView::build(1, "toolu_1", "run_query", &input, Some(&result), "Result: 2 groups by dow");
        v.block = Some(0);
        vec![v]
    }

    #[test]
    fn parses_paths_and_styles() {
        let r = parse(" r1.Wednesday.mean_range|1 ").unwrap();
        assert_eq!((r.result, r.path.as_str(), r.style.decimals), (1, "Wednesday.mean_range", Some(1)));
        let r = parse("r12.value|%,abs,+").unwrap();
        assert_eq!((r.result, r.style.percent, r.style.abs, r.style.plus), (12, true, true, true));
        assert!(parse("data:0").is_none());
        assert!(parse("r1").is_none());
        assert!(parse("r1.").is_none());
        assert!(parse("rx.value").is_none());
        assert!(parse("r1.value|7").is_none(), "too many decimals");
        assert!(parse("r1.value|bold").is_none());
        assert!(parse(&format!("r1.{}", "x".repeat(300))).is_none());
    }

    #[test]
    fn resolves_to_the_exact_cell() {
        let b = resolve(&parse("r1.Wednesday.mean_range|1").unwrap(), &views(), Locale::En).unwrap();
        assert_eq!((b.text.as_str(), b.value, b.row.as_str(), b.row_index), ("278.7", 278.675, "Wednesday", Some(1)));
        assert_eq!((b.call_id.as_str(), b.block, b.column.as_str()), ("toolu_1", Some(0), "mean_range"));
        let b = resolve(&parse("r1.Monday.mean_range").unwrap(), &views(), Locale::De).unwrap();
        assert_eq!(b.text, "269,41");
    }

    #[test]
    fn unresolved_references_say_why() {
        let e = resolve(&parse("r2.value").unwrap(), &views(), Locale::En).unwrap_err();
        assert!(e.contains("the results are r1"), "{e}");
        let e = resolve(&parse("r1.Friday.mean_range").unwrap(), &views(), Locale::En).unwrap_err();
        assert!(e.contains("has no value `Friday.mean_range`") && e.contains("Monday.mean_range"), "{e}");
        let e = resolve(&parse("r1.value").unwrap(), &[], Locale::En).unwrap_err();
        assert!(e.contains("no tool has returned"), "{e}");
    }
}
