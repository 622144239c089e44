//! What the model sees of a tool result, and the values it can cite.
//!
//! Every successful call of a turn becomes result `rK` (K = 1, 2, … in call
//! order). Its values are addressable: `value` or a summary name
//! (`mean_range`, `win_rate`), `ROW.COLUMN` for a table row (the row's key:
//! a date, weekday, group value, or `#N`), and `COLUMN.min|max|mean` for a
//! column's statistics. The model text is the engine's compact summary
//! followed by a citation section listing those values, so the model can write
//! `{{r1.Wednesday.mean_range|1}}` instead of typing 278.7; the orchestrator
//! renders the reference from the exact value (see [`crate::references`]).
//!
//! The same cells are the grounding evidence for typed numbers: each carries
//! its column, row key, unit of measure and the result's period, so the check
//! can tell a number quoted from the wrong row or column from a right one.

use std::fmt::Write as _;

use serde_json::Value;

pub mod measure;

use crate::calendar::{self, DateParts};
pub use measure::{Currency, Measure};
use measure::{aggregate_measure, metric_measure, receipts_measure};

/// Rows listed in full in the model text; larger tables show their first
/// and last rows and the rows holding each column's minimum and maximum.
pub const MAX_LISTED_ROWS: usize = 25;
/// Longest row key used in a path; longer keys are addressed as `#N`.
const MAX_KEY_CHARS: usize = 60;

/// What a table's row keys are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// Trading dates (`2024-01-24`).
    Date,
    /// Weekday names.
    Weekday,
    /// Month names.
    Month,
    /// Years.
    Year,
    /// Quarters 1–4.
    Quarter,
    /// Clock hours (`09:00-09:59`).
    Hour,
    /// Free text (shops, products, exit reasons).
    Text,
    /// Only row numbers.
    Number,
}

/// A table row a value sits in.
#[derive(Debug, Clone, PartialEq)]
pub struct RowRef {
    /// The row's key as shown (`Monday`, `2024-01-24`, `#3`).
    pub key: String,
    /// 0-based position in the result's (and the card's) table.
    pub index: usize,
}

/// Which part of a validated search a value was measured on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sample {
    /// In-sample: the data the configurations were ranked (or a fold chosen) on.
    In,
    /// Out-of-sample: data no choice was made on.
    Out,
}

impl Sample {
    /// The word used in messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Sample::In => "in-sample",
            Sample::Out => "out-of-sample",
        }
    }
}

/// One addressable value.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// Path within the result (`Monday.mean_range`).
    pub path: String,
    /// The exact value.
    pub value: f64,
    /// Engine column or metric name.
    pub column: String,
    /// Row, for table values.
    pub row: Option<RowRef>,
    /// What it measures.
    pub measure: Measure,
    /// Its sign carries no meaning (losses and drawdowns are written either way).
    pub magnitude_only: bool,
    /// Listed in the model text (only listed values ground typed numbers).
    pub listed: bool,
    /// In- or out-of-sample, for the figures of a parameter sweep.
    pub sample: Option<Sample>,
    /// The currency of a money value, when the engine names it (receipts).
    pub currency: Option<Currency>,
    /// The dates this value covers when narrower than its result's (a
    /// walk-forward fold's window, from its training start to its test end).
    pub window: Option<Coverage>,
}

/// The dates a result covers (from the period asked for, or its rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Coverage {
    /// First date (inclusive), when known.
    pub from: Option<DateParts>,
    /// Last date (inclusive), when known.
    pub to: Option<DateParts>,
}

impl Coverage {
    /// True when the full date `d` (year, month and day) lies inside; a
    /// date without a day, or an open end, is never outside.
    pub fn contains_day(&self, d: &DateParts) -> bool {
        if d.year.is_none() || d.month.is_none() || d.day.is_none() {
            return true;
        }
        let at = date_order(d);
        self.from.is_none_or(|a| date_order(&a) <= at) && self.to.is_none_or(|b| at <= date_order(&b))
    }

    /// True when it is one half of one year (January to June, or July to
    /// December): a result asked for "2024-07:2024-12".
    pub fn is_a_half(&self) -> bool {
        let (Some(a), Some(b)) = (self.from, self.to) else { return false };
        a.year.is_some() && a.year == b.year && matches!((a.month, b.month), (Some(1), Some(6)) | (Some(7), Some(12)))
    }
}

/// A tool result as the model sees and cites it.
#[derive(Debug, Clone)]
pub struct ResultView {
    /// K of `rK`.
    pub index: usize,
    /// The tool call's id.
    pub call_id: String,
    /// Tool name.
    pub tool: String,
    /// Card title.
    pub title: String,
    /// Addressable values.
    pub cells: Vec<Cell>,
    /// Row keys in table order.
    pub keys: Vec<String>,
    /// Per row, its text values (a listing's shop, a trade's exit reason):
    /// a sentence naming one names the row.
    pub labels: Vec<Vec<String>>,
    /// What the row keys are.
    pub key_kind: KeyKind,
    /// Dates the result covers.
    pub coverage: Coverage,
    /// The engine's text for the model.
    pub engine_text: String,
    /// Index of the card showing this result, once it was emitted.
    pub block: Option<u32>,
    /// Per row, a description shown after its key in the model text (a
    /// sweep's ranked rows: `#1 (level=40, hold=3)`); empty for most results.
    pub row_titles: Vec<String>,
}

impl ResultView {
    /// The view of a successful call: `input` is the call's input, `result`
    /// the engine's full result and `engine_text` the text it wrote for the model.
    pub fn build(
        index: usize,
        call_id: &str,
        tool: &str,
        input: &Value,
        result: Option<&Value>,
        engine_text: &str,
    ) -> Self {
        let mut v = Self {
            index,
            call_id: call_id.to_string(),
            tool: tool.to_string(),
            title: input.get("title").and_then(Value::as_str).unwrap_or("").to_string(),
            cells: Vec::new(),
            keys: Vec::new(),
            labels: Vec::new(),
            key_kind: KeyKind::Number,
            coverage: Coverage::default(),
            engine_text: engine_text.to_string(),
            block: None,
            row_titles: Vec::new(),
        };
        let Some(result) = result else { return v };
        match tool {
            "run_query" => v.query(input.get("query").unwrap_or(&Value::Null), result),
            "run_backtest" => v.backtest(input, result),
            "query_receipts" => v.receipts(input.get("query").unwrap_or(&Value::Null), result),
            "backtest_compare" => v.comparison(input, result),
            "backtest_portfolio" => v.portfolio(input, result),
            "backtest_sweep" => v.sweep(input, result),
            _ => {}
        }
        v
    }

    /// The cell at `path` (`value`, `Monday.mean_range`, `#2.close`, `range.max`).
    pub fn resolve(&self, path: &str) -> Option<&Cell> {
        if let Some(c) = self.cells.iter().find(|c| c.path == path) {
            return Some(c);
        }
        let (row, column) = path.rsplit_once('.')?;
        let column = alias(column);
        let index = match row.strip_prefix('#') {
            Some(n) => n.parse::<usize>().ok()?.checked_sub(1)?,
            None => self.keys.iter().position(|k| k == row || k.eq_ignore_ascii_case(row))?,
        };
        self.cells.iter().find(|c| c.row.as_ref().is_some_and(|r| r.index == index) && (alias(&c.column) == column))
    }

    /// The text the model receives: the engine's summary and the citation section.
    pub fn model_text(&self) -> String {
        let k = self.index;
        let mut out = format!("Result r{k}");
        if !self.title.is_empty() {
            let _ = write!(out, " ({})", self.title);
        }
        let _ = write!(out, ":\n{}", self.engine_text.trim_end());
        let top: Vec<&Cell> = self.cells.iter().filter(|c| c.row.is_none() && c.listed).collect();
        if !top.is_empty() {
            let _ = write!(out, "\nCite as {{{{r{k}.NAME}}}}: ");
            out.push_str(&top.iter().map(|c| format!("{}={}", c.path, shown(c.value))).collect::<Vec<_>>().join(", "));
        }
        let mut listed_rows: Vec<usize> =
            self.cells.iter().filter(|c| c.listed).filter_map(|c| c.row.as_ref().map(|r| r.index)).collect();
        listed_rows.dedup();
        if !listed_rows.is_empty() {
            let _ = write!(out, "\nRows, cite as {{{{r{k}.ROW.COLUMN}}}}:");
            for i in &listed_rows {
                let cells: Vec<String> = self
                    .cells
                    .iter()
                    .filter(|c| c.row.as_ref().is_some_and(|r| r.index == *i))
                    .map(|c| format!("{}={}", alias(&c.column), shown(c.value)))
                    .collect();
                let _ = write!(out, "\n{}: {}", self.row_label(*i), cells.join(", "));
            }
            let total = self.keys.len();
            if total > listed_rows.len() {
                let _ = write!(out, "\n({} more rows are in the user's card)", total - listed_rows.len());
            }
        }
        out
    }

    fn row_label(&self, i: usize) -> String {
        let key = match self.keys.get(i) {
            Some(k) if self.key_kind != KeyKind::Number => k.clone(),
            _ => format!("#{}", i + 1),
        };
        match self.row_titles.get(i).filter(|t| !t.is_empty()) {
            Some(t) => format!("{key} ({t})"),
            None => key,
        }
    }

    fn push(&mut self, path: String, value: f64, column: &str, row: Option<RowRef>, measure: Measure, listed: bool) {
        if !value.is_finite() {
            return;
        }
        // Losses and drawdowns are written either way; shares (win rate, exposure) have no sign.
        let magnitude_only = is_loss_like(column) || matches!(column, "win_rate" | "exposure_pct");
        self.cells.push(Cell {
            path,
            value,
            column: column.to_string(),
            row,
            measure,
            magnitude_only,
            listed,
            sample: None,
            currency: None,
            window: None,
        });
    }

    fn query(&mut self, query: &Value, result: &Value) {
        let summary = &result["summary"];
        let maps = map_expressions(query);
        self.coverage = period_coverage(last_step(query).get("period").and_then(Value::as_str));
        match summary["type"].as_str() {
            Some("scalar") => {
                let select = last_step(query).get("select").and_then(Value::as_str).unwrap_or("value");
                let measure = aggregate_measure(select, &maps);
                if let Some(v) = summary["value"].as_f64() {
                    self.push("value".into(), v, &alias(select), None, measure, true);
                }
                if let Some(n) = summary["rows_scanned"].as_f64() {
                    self.push("rows_scanned".into(), n, "rows_scanned", None, Measure::Count, true);
                }
            }
            Some("dict") => {
                let selects: Vec<String> = match last_step(query).get("select") {
                    Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_string).collect(),
                    _ => Vec::new(),
                };
                if let Some(values) = summary["values"].as_object() {
                    for (name, v) in values {
                        let expr = selects.iter().find(|s| alias(s) == *name).map_or(name.as_str(), String::as_str);
                        if let Some(x) = v.as_f64() {
                            self.push(name.clone(), x, name, None, aggregate_measure(expr, &maps), true);
                        }
                    }
                }
                if let Some(n) = summary["rows_scanned"].as_f64() {
                    self.push("rows_scanned".into(), n, "rows_scanned", None, Measure::Count, true);
                }
            }
            Some("table" | "grouped") => self.query_table(query, result, &maps),
            _ => {}
        }
    }

    fn query_table(&mut self, query: &Value, result: &Value, maps: &[(String, String)]) {
        let summary = &result["summary"];
        let rows: Vec<&serde_json::Map<String, Value>> =
            result["table"].as_array().map(|a| a.iter().filter_map(Value::as_object).collect()).unwrap_or_default();
        let key_cols: Vec<String> = match summary["by"].as_str() {
            Some(by) => group_keys(query, by),
            None => ["date", "time"]
                .iter()
                .filter(|c| rows.first().is_some_and(|r| r.contains_key(**c)))
                .map(|c| c.to_string())
                .collect(),
        };
        self.set_keys(&rows, &key_cols, maps);
        if let Some(n) = summary["rows"].as_f64() {
            self.push("rows".into(), n, "rows", None, Measure::Count, true);
        }
        // The rows the table was computed from ("12 months of 250 sessions"):
        // the engine reports them with every result.
        let scanned = result["metadata"]["rows"].as_f64().or_else(|| result["source_row_count"].as_f64());
        if let Some(n) = scanned.filter(|n| Some(*n) != summary["rows"].as_f64()) {
            self.push("rows_scanned".into(), n, "rows_scanned", None, Measure::Count, true);
        }
        let selects = select_list(query);
        let listed = listed_rows(&rows, summary);
        for (i, row) in rows.iter().enumerate() {
            for (col, v) in row.iter() {
                let Some(x) = v.as_f64().filter(|_| !key_cols.contains(col) && !v.is_boolean()) else { continue };
                let expr = selects.iter().find(|s| alias(s) == *col).cloned().unwrap_or_else(|| col.clone());
                let measure = aggregate_measure(&expr, maps);
                let row_ref = RowRef { key: self.keys[i].clone(), index: i };
                let path = format!("{}.{}", self.path_key(i), col);
                self.push(path, x, col, Some(row_ref), measure, listed.contains(&i));
            }
        }
        if let Some(stats) = summary["stats"].as_object() {
            for (col, s) in stats {
                if key_cols.contains(col) {
                    continue;
                }
                let measure = aggregate_measure(col, maps);
                for stat in ["min", "max", "mean"] {
                    let Some(x) = s[stat].as_f64() else { continue };
                    // A minimum or maximum is a row's value: the first row holding it.
                    let row = (stat != "mean")
                        .then(|| rows.iter().position(|r| r.get(col).is_some_and(|v| v == &s[stat])))
                        .flatten()
                        .map(|i| RowRef { key: self.keys[i].clone(), index: i });
                    self.push(format!("{col}.{stat}"), x, col, row, measure, true);
                }
            }
        }
        if self.coverage.from.is_none() && self.key_kind == KeyKind::Date {
            self.coverage = Coverage {
                from: self.keys.iter().filter_map(|k| DateParts::iso(k)).min_by_key(date_order),
                to: self.keys.iter().filter_map(|k| DateParts::iso(k)).max_by_key(date_order),
            };
        }
    }

    fn backtest(&mut self, input: &Value, result: &Value) {
        let meta = &result["metadata"];
        self.coverage = match (meta["first_date"].as_str(), meta["last_date"].as_str()) {
            (Some(a), Some(b)) => Coverage { from: DateParts::iso(a), to: DateParts::iso(b) },
            _ => period_coverage(input.get("period").and_then(Value::as_str)),
        };
        if let Some(metrics) = result["metrics"].as_object() {
            for (name, v) in metrics {
                if let Some(x) = v.as_f64() {
                    self.push(name.clone(), x, name, None, metric_measure(name), true);
                }
            }
        }
        self.trades(&result["trades"]);
    }

    /// A backtest's trades (the trade table of the user's card), one row
    /// each, named by entry date. They are not listed in the model text, so
    /// a trade's figure grounds a number only in a sentence that names that
    /// trade's date ("Jan 25 −83.4"): a run has hundreds of P&L values, and
    /// matching a number to any of them would let wrong figures pass.
    fn trades(&mut self, trades: &Value) {
        let rows: Vec<&serde_json::Map<String, Value>> =
            trades.as_array().map(|a| a.iter().filter_map(Value::as_object).collect()).unwrap_or_default();
        if rows.is_empty() {
            return;
        }
        let coverage = self.coverage;
        self.set_keys(&rows, &["entry_date".to_string()], &[]);
        self.coverage = coverage;
        // A trade is also named by the day it closed ("sortie le 16 février").
        for (labels, row) in self.labels.iter_mut().zip(&rows) {
            labels.extend(row.get("exit_date").and_then(Value::as_str).map(str::to_string));
        }
        for (i, row) in rows.iter().enumerate() {
            let row_ref = RowRef { key: self.keys[i].clone(), index: i };
            let key = self.path_key(i);
            for col in ["pnl", "entry_price", "exit_price"] {
                if let Some(x) = row.get(col).and_then(Value::as_f64) {
                    self.push(format!("{key}.{col}"), x, col, Some(row_ref.clone()), Measure::Points, false);
                }
            }
        }
    }

    fn receipts(&mut self, query: &Value, result: &Value) {
        let rows: Vec<&serde_json::Map<String, Value>> =
            result["rows"].as_array().map(|a| a.iter().filter_map(Value::as_object).collect()).unwrap_or_default();
        let key_cols: Vec<String> = query["group_by"]
            .as_array()
            .map(|g| g.iter().filter_map(Value::as_str).map(str::to_string).collect())
            .unwrap_or_default();
        let aggregate = query.get("aggregate").is_some_and(|a| !a.is_null());
        // The service names each money column's currency: such a column is
        // money whatever its name, and its values carry the currency.
        let currency = |col: &str| result["currency"].get(col).and_then(Value::as_str).and_then(Currency::from_code);
        let first = self.cells.len();
        if aggregate && key_cols.is_empty() && rows.len() == 1 {
            for (col, v) in rows[0] {
                if let Some(x) = v.as_f64() {
                    self.push(alias(col), x, col, None, receipts_measure(col), true);
                }
            }
        } else {
            self.set_keys(&rows, &key_cols, &[]);
            for (i, row) in rows.iter().enumerate() {
                for (col, v) in row.iter() {
                    let Some(x) = v.as_f64().filter(|_| !key_cols.contains(col)) else { continue };
                    let row_ref = RowRef { key: self.keys[i].clone(), index: i };
                    let path = format!("{}.{}", self.path_key(i), alias(col));
                    self.push(path, x, col, Some(row_ref), receipts_measure(col), i < MAX_LISTED_ROWS * 4);
                }
            }
        }
        for c in &mut self.cells[first..] {
            c.currency = currency(&c.column);
            if c.currency.is_some() {
                c.measure = Measure::Money;
            }
        }
        if let Some(n) = result["total_rows"].as_f64() {
            self.push("total_rows".into(), n, "total_rows", None, Measure::Count, true);
        }
    }

    fn path_key(&self, i: usize) -> String {
        let key = &self.keys[i];
        let unique = self.keys.iter().filter(|k| *k == key).count() == 1;
        if self.key_kind == KeyKind::Number || !unique || key.chars().count() > MAX_KEY_CHARS || key.contains('}') {
            format!("#{}", i + 1)
        } else {
            key.clone()
        }
    }

    fn set_keys(&mut self, rows: &[&serde_json::Map<String, Value>], key_cols: &[String], maps: &[(String, String)]) {
        self.labels = rows
            .iter()
            .map(|r| {
                r.iter()
                    .filter(|(c, _)| !key_cols.contains(c))
                    .filter_map(|(_, v)| v.as_str())
                    .filter(|s| DateParts::iso(s).is_none() && s.chars().any(char::is_alphabetic))
                    .map(str::to_string)
                    .collect()
            })
            .collect();
        self.keys = rows
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let parts: Vec<String> = key_cols.iter().filter_map(|c| r.get(c)).map(display).collect();
                if parts.is_empty() { format!("#{}", i + 1) } else { parts.join(" ") }
            })
            .collect();
        let first_expr = key_cols.first().and_then(|c| maps.iter().find(|(n, _)| n == c)).map(|(_, e)| e.trim());
        self.key_kind = match (key_cols.first().map(String::as_str), first_expr) {
            (None, _) => KeyKind::Number,
            (_, Some("dayofweek()")) => KeyKind::Weekday,
            (_, Some("month()")) => KeyKind::Month,
            (_, Some("year()")) => KeyKind::Year,
            (_, Some("quarter()")) => KeyKind::Quarter,
            (_, Some("hour()")) => KeyKind::Hour,
            _ if self.keys.iter().all(|k| DateParts::iso(k).is_some()) => KeyKind::Date,
            _ if self.keys.iter().all(|k| calendar::weekday(k).is_some()) => KeyKind::Weekday,
            _ => KeyKind::Text,
        };
        // A listing's rows (receipts) are also named by their day: its dates
        // go last, after the names that label the row alone.
        if self.key_kind == KeyKind::Number {
            for (labels, r) in self.labels.iter_mut().zip(rows) {
                labels.extend(
                    r.values().filter_map(Value::as_str).filter(|s| DateParts::iso(s).is_some()).map(str::to_string),
                );
            }
        }
    }
}

fn date_order(d: &DateParts) -> (i32, u32, u32) {
    (d.year.unwrap_or(0), d.month.unwrap_or(0), d.day.unwrap_or(0))
}

/// A value as listed for the model: at most four decimals.
pub fn shown(v: f64) -> String {
    let r = (v * 1e4).round() / 1e4;
    if r.fract() == 0.0 && r.abs() < 1e15 { format!("{}", r as i64) } else { format!("{r}") }
}

fn display(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => "null".into(),
        other => other.to_string(),
    }
}

/// A column name usable in a path: `sum(total)` → `sum_total`, `count(*)` → `count`.
pub fn alias(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

/// True when `alias(name) == target`, without building the alias: the
/// grounding check compares a column name with many values' columns.
pub fn alias_is(name: &str, target: &str) -> bool {
    let mut t = target.chars();
    let (mut started, mut separated) = (false, false);
    for c in name.trim().chars() {
        if !c.is_alphanumeric() {
            separated = started;
            continue;
        }
        if separated && t.next() != Some('_') {
            return false;
        }
        separated = false;
        started = true;
        for l in c.to_lowercase() {
            if t.next() != Some(l) {
                return false;
            }
        }
    }
    t.next().is_none()
}

fn is_loss_like(column: &str) -> bool {
    let c = column.to_lowercase();
    ["loss", "drawdown", "dd"].iter().any(|w| c.split(|x: char| !x.is_alphanumeric()).any(|p| p == *w))
        || c.contains("drawdown")
}

fn last_step(query: &Value) -> &Value {
    query.get("steps").and_then(Value::as_array).and_then(|s| s.last()).unwrap_or(query)
}

fn select_list(query: &Value) -> Vec<String> {
    match last_step(query).get("select") {
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_string).collect(),
        _ => Vec::new(),
    }
}

fn group_keys(query: &Value, by: &str) -> Vec<String> {
    match last_step(query).get("group_by") {
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(str::to_string).collect(),
        _ => vec![by.to_string()],
    }
}

/// `(name, expression)` of every map column of every step.
fn map_expressions(query: &Value) -> Vec<(String, String)> {
    let steps: Vec<&Value> = match query.get("steps").and_then(Value::as_array) {
        Some(s) => s.iter().collect(),
        None => vec![query],
    };
    steps
        .iter()
        .filter_map(|s| s.get("map").and_then(Value::as_object))
        .flat_map(|m| m.iter().filter_map(|(k, v)| v.as_str().map(|e| (k.clone(), e.to_string()))))
        .collect()
}

/// The dates a `period` value covers (`2024`, `2024-01:2024-06`, `2023:`).
fn period_coverage(period: Option<&str>) -> Coverage {
    let Some(p) = period else { return Coverage::default() };
    let parse = |s: &str| -> Option<DateParts> {
        let s = s.trim();
        if s.len() == 4 {
            return s.parse().ok().map(|y| DateParts { year: Some(y), ..Default::default() });
        }
        DateParts::iso(s)
    };
    match p.split_once(':') {
        Some((a, b)) => Coverage { from: parse(a), to: parse(b) },
        None => Coverage { from: parse(p), to: parse(p) },
    }
}

/// Rows listed in the model text: all of a small table; else the first ten,
/// the last five and the rows holding a column's minimum or maximum.
fn listed_rows(rows: &[&serde_json::Map<String, Value>], summary: &Value) -> Vec<usize> {
    let n = rows.len();
    if n <= MAX_LISTED_ROWS {
        return (0..n).collect();
    }
    let mut out: Vec<usize> = (0..10).chain(n - 5..n).collect();
    if let Some(stats) = summary["stats"].as_object() {
        for (col, s) in stats {
            for stat in ["min", "max"] {
                if let Some(i) = rows.iter().position(|r| r.get(col).is_some_and(|v| v == &s[stat])) {
                    out.push(i);
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

mod research;

#[cfg(test)]
mod tests;
