//! Query results: typed cells, the JSON form `{table, columns, rows,
//! total_rows, truncated, currency}` and the compact text the model reads.
//!
//! Money columns say their currency (`currency`: output column → ISO 4217
//! code; in the model's text `total (RUB)` in the header or `sum(total) =
//! 1234.50 RUB`), so an answer quoting roubles in dollars can be caught.

use chrono::{DateTime, FixedOffset, NaiveDate, SecondsFormat};
use serde_json::{Map, Value, json};
use uuid::Uuid;

use crate::sql::OutType;

/// Most rows written into the model's text; the full result stays in the JSON/table.
pub const MODEL_ROWS: usize = 50;

/// One result value.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// SQL NULL.
    Null,
    /// A UUID.
    Uuid(Uuid),
    /// An instant, shown in the configured time zone.
    Timestamp(DateTime<FixedOffset>),
    /// A calendar date (period buckets).
    Date(NaiveDate),
    /// An exact decimal in canonical text (`89.90`, `0.45`, `2`).
    Decimal(String),
    /// A whole number.
    Int(i64),
    /// Text.
    Text(String),
}

impl Cell {
    /// The cell as display text (also the proto's string form).
    pub fn text(&self) -> String {
        match self {
            Cell::Null => "null".to_string(),
            Cell::Uuid(u) => u.to_string(),
            Cell::Timestamp(t) => t.to_rfc3339_opts(SecondsFormat::Secs, false),
            Cell::Date(d) => d.format("%Y-%m-%d").to_string(),
            Cell::Decimal(s) | Cell::Text(s) => s.clone(),
            Cell::Int(i) => i.to_string(),
        }
    }

    /// The cell as JSON: decimals become numbers, instants RFC 3339 strings.
    pub fn to_json(&self) -> Value {
        match self {
            Cell::Null => Value::Null,
            Cell::Int(i) => json!(i),
            Cell::Decimal(s) => decimal_json(s),
            other => Value::String(other.text()),
        }
    }
}

/// A decimal as a JSON number (integers exactly, others as the nearest double,
/// which prints back as the same short decimal).
fn decimal_json(s: &str) -> Value {
    let whole = match s.split_once('.') {
        Some((int, frac)) if frac.bytes().all(|b| b == b'0') => int,
        _ => s,
    };
    if let Ok(i) = whole.parse::<i64>() {
        return json!(i);
    }
    match s.parse::<f64>() {
        Ok(f) if f.is_finite() => json!(f),
        _ => Value::String(s.to_string()),
    }
}

/// Trims zeros beyond the second decimal place: money keeps its kopecks
/// (`89.90`), quantities and means lose padding (`1.000` → `1`, `0.450` → `0.45`).
pub fn normalize_decimal(s: &str) -> String {
    let Some((int, frac)) = s.split_once('.') else { return s.to_string() };
    if frac.len() <= 2 {
        return s.to_string();
    }
    let trimmed = frac.trim_end_matches('0');
    if trimmed.is_empty() { int.to_string() } else { format!("{int}.{trimmed}") }
}

/// A result column.
#[derive(Debug, Clone, PartialEq)]
pub struct OutputColumn {
    /// Name: the path, group entry or aggregate name as the query wrote it.
    pub name: String,
    /// Decoded type.
    pub ty: OutType,
    /// ISO 4217 code of a money column.
    pub currency: Option<&'static str>,
}

/// The result of one query.
#[derive(Debug, Clone, PartialEq)]
pub struct QueryResult {
    /// The base table.
    pub table: String,
    /// True for aggregate queries (rows are groups).
    pub aggregate: bool,
    /// Output columns.
    pub columns: Vec<OutputColumn>,
    /// Rows, each with one cell per column.
    pub rows: Vec<Vec<Cell>>,
    /// Matching rows (listing) or groups (aggregate) before the limit.
    pub total_rows: u64,
    /// True when `total_rows` exceeds the rows returned.
    pub truncated: bool,
}

impl QueryResult {
    /// `{table, columns, rows, total_rows, truncated, currency}` with rows as
    /// objects keyed by column name; `currency` maps each money column to its
    /// ISO 4217 code (an empty object when no column is money).
    pub fn to_json(&self) -> Value {
        let rows: Vec<Value> = self
            .rows
            .iter()
            .map(|r| {
                let mut obj = Map::new();
                for (c, v) in self.columns.iter().zip(r) {
                    obj.insert(c.name.clone(), v.to_json());
                }
                Value::Object(obj)
            })
            .collect();
        json!({
            "table": self.table,
            "columns": self.columns.iter().map(|c| c.name.clone()).collect::<Vec<_>>(),
            "rows": rows,
            "total_rows": self.total_rows,
            "truncated": self.truncated,
            "currency": self.currencies().map(|(c, code)| (c.to_string(), json!(code))).collect::<Map<_, _>>(),
        })
    }

    /// `(column, ISO 4217 code)` of every money column.
    pub fn currencies(&self) -> impl Iterator<Item = (&str, &'static str)> {
        self.columns.iter().filter_map(|c| c.currency.map(|code| (c.name.as_str(), code)))
    }

    /// Compact text for the model: a count line, a header and up to [`MODEL_ROWS`] rows.
    pub fn model_response(&self) -> String {
        let unit = if self.aggregate { "groups" } else { "rows" };
        let shown = self.rows.len();
        if self.aggregate && self.rows.len() == 1 && self.total_rows == 1 {
            let pairs: Vec<String> = self
                .columns
                .iter()
                .zip(&self.rows[0])
                .map(|(c, v)| match c.currency {
                    Some(code) if *v != Cell::Null => format!("{} = {} {code}", c.name, v.text()),
                    _ => format!("{} = {}", c.name, v.text()),
                })
                .collect();
            return format!("{} aggregate: {}", self.table, pairs.join("; "));
        }
        let mut out = if shown == 0 {
            format!("{}: no matching {unit}", self.table)
        } else if self.truncated {
            let advice = if self.aggregate {
                "narrow the filters or group more coarsely"
            } else {
                "narrow the filters, raise limit (max 100) or aggregate"
            };
            format!("{}: {shown} of {} matching {unit} (truncated; {advice})", self.table, self.total_rows)
        } else {
            format!("{}: {shown} matching {unit}", self.table)
        };
        if shown == 0 {
            return out;
        }
        out.push('\n');
        let header: Vec<String> = self
            .columns
            .iter()
            .map(|c| match c.currency {
                Some(code) => format!("{} ({code})", c.name),
                None => c.name.clone(),
            })
            .collect();
        out.push_str(&header.join(" | "));
        for row in self.rows.iter().take(MODEL_ROWS) {
            out.push('\n');
            let cells: Vec<String> = row.iter().map(|c| c.text().replace(['\n', '\r'], " ")).collect();
            out.push_str(&cells.join(" | "));
        }
        if shown > MODEL_ROWS {
            out.push_str(&format!("\n… {} more {unit} in the full result", shown - MODEL_ROWS));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals() {
        assert_eq!(normalize_decimal("89.90"), "89.90");
        assert_eq!(normalize_decimal("1.000"), "1");
        assert_eq!(normalize_decimal("0.450"), "0.45");
        assert_eq!(normalize_decimal("123.4500"), "123.45");
        assert_eq!(normalize_decimal("42"), "42");
        assert_eq!(decimal_json("89.90"), json!(89.9));
        assert_eq!(decimal_json("12"), json!(12));
        assert_eq!(decimal_json("2000.00"), json!(2000));
        assert_eq!(decimal_json("-0.50"), json!(-0.5));
    }

    fn sample(aggregate: bool, rows: Vec<Vec<Cell>>, total: u64) -> QueryResult {
        QueryResult {
            table: "receipts".into(),
            aggregate,
            columns: vec![
                OutputColumn { name: "shop".into(), ty: OutType::Text, currency: None },
                OutputColumn { name: "total".into(), ty: OutType::Decimal, currency: Some("RUB") },
            ],
            truncated: total > rows.len() as u64,
            rows,
            total_rows: total,
        }
    }

    #[test]
    fn json_and_model_text() {
        let r = sample(false, vec![vec![Cell::Text("АШАН".into()), Cell::Decimal("10.50".into())]], 3);
        assert_eq!(
            r.to_json(),
            json!({"table": "receipts", "columns": ["shop", "total"], "rows": [{"shop": "АШАН", "total": 10.5}],
                   "total_rows": 3, "truncated": true, "currency": {"total": "RUB"}})
        );
        assert_eq!(
            r.model_response(),
            "receipts: 1 of 3 matching rows (truncated; narrow the filters, raise limit (max 100) or aggregate)\n\
             shop | total (RUB)\nАШАН | 10.50"
        );
        let one = sample(true, vec![vec![Cell::Null, Cell::Decimal("7.00".into())]], 1);
        assert_eq!(one.model_response(), "receipts aggregate: shop = null; total = 7.00 RUB");
        assert_eq!(sample(false, vec![], 0).model_response(), "receipts: no matching rows");
    }
}
