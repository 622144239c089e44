//! The JSON shape of an answer (`barb query` output, gRPC `result_json`),
//! written straight from the answer's cells. Building a `serde_json::Value`
//! first — an insertion-ordered map per row holding a copy of every column
//! name and cell, walked once to write the text and once more to free it —
//! was most of the server's time on a small query (a 20-row answer: 250 k of
//! its 685 k instructions); the text is the same, byte for byte.
//!
//! A row is an object keyed by column name. A `Value` map keeps a repeated
//! key at its first position with its last value; [`Records`] writes rows
//! the same way (a table's columns come from one polars frame, so names do
//! not repeat, but the shape does not depend on it).

use super::cells::CellJson;
use super::{Answer, ChartHint, Metadata, OutTable};
use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

/// An answer as its JSON object:
/// `{"ok":true, summary, table, source_rows, source_row_count, chart, metadata, model_response}`.
pub struct AnswerJson<'a>(pub &'a Answer);

impl Serialize for AnswerJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let a = self.0;
        let mut m = s.serialize_map(Some(8))?;
        m.serialize_entry("ok", &true)?;
        m.serialize_entry("summary", &a.summary.to_json())?;
        m.serialize_entry("table", &a.table.as_ref().map(Records))?;
        m.serialize_entry("source_rows", &a.source_rows.as_ref().map(Records))?;
        m.serialize_entry("source_row_count", &a.source_row_count)?;
        m.serialize_entry("chart", &a.chart.as_ref().map(ChartJson))?;
        m.serialize_entry("metadata", &MetadataJson(&a.metadata))?;
        m.serialize_entry("model_response", &a.model_response)?;
        m.end()
    }
}

/// A table as an array of row objects (`[{col: value, …}, …]`).
pub struct Records<'a>(pub &'a OutTable);

impl Serialize for Records<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let t = self.0;
        let fields = fields(t);
        let mut seq = s.serialize_seq(Some(t.len()))?;
        for row in 0..t.len() {
            seq.serialize_element(&RowJson { table: t, fields: &fields, row })?;
        }
        seq.end()
    }
}

/// Each distinct column name once, at its first position, with the index of
/// its last column (what a map built by inserting the cells in order holds).
fn fields(t: &OutTable) -> Vec<(&str, usize)> {
    let mut out: Vec<(&str, usize)> = Vec::with_capacity(t.columns.len());
    for (i, c) in t.columns.iter().enumerate() {
        match out.iter_mut().find(|(name, _)| *name == c.name) {
            Some(field) => field.1 = i,
            None => out.push((&c.name, i)),
        }
    }
    out
}

struct RowJson<'a> {
    table: &'a OutTable,
    fields: &'a [(&'a str, usize)],
    row: usize,
}

impl Serialize for RowJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.fields.len()))?;
        for &(name, i) in self.fields {
            m.serialize_entry(name, &CellJson(self.table.cells(i), self.row))?;
        }
        m.end()
    }
}

struct ChartJson<'a>(&'a ChartHint);

impl Serialize for ChartJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("category", &self.0.category)?;
        m.serialize_entry("value", &self.0.value)?;
        m.end()
    }
}

struct MetadataJson<'a>(&'a Metadata);

impl Serialize for MetadataJson<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let md = self.0;
        let mut m = s.serialize_map(Some(4))?;
        m.serialize_entry("rows", &md.rows)?;
        m.serialize_entry("session", &md.session)?;
        m.serialize_entry("from", md.from)?;
        m.serialize_entry("warnings", &md.warnings)?;
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, LazyLock};

    use barb_script::Market;
    use chrono::NaiveDate;
    use serde_json::{Map, Value, json};

    use super::*;
    use crate::answer::{ColType, Summary, TableColumn, answer_text};

    static MARKET: LazyLock<Arc<Market>> = LazyLock::new(|| {
        Market::nq_sample(NaiveDate::from_ymd_opt(2024, 1, 2).unwrap(), NaiveDate::from_ymd_opt(2024, 3, 28).unwrap())
            .unwrap()
    });

    /// The shape as the service wrote it before: a `Value` map per row, the
    /// cells inserted in column order.
    fn value_tree(a: &Answer) -> Value {
        let records = |t: &OutTable| {
            Value::Array(
                t.rows()
                    .iter()
                    .map(|r| {
                        let mut m = Map::new();
                        for (c, v) in t.columns.iter().zip(r) {
                            m.insert(c.name.clone(), v.clone());
                        }
                        Value::Object(m)
                    })
                    .collect(),
            )
        };
        let m = &a.metadata;
        json!({
            "ok": true,
            "summary": a.summary.to_json(),
            "table": a.table.as_ref().map(records),
            "source_rows": a.source_rows.as_ref().map(records),
            "source_row_count": a.source_row_count,
            "chart": a.chart.as_ref().map(|c| json!({"category": c.category, "value": c.value})),
            "metadata": {"rows": m.rows, "session": m.session, "from": m.from, "warnings": m.warnings},
            "model_response": a.model_response,
        })
    }

    #[test]
    fn the_text_is_the_value_trees_text_for_every_result_kind() {
        let queries = [
            r#"{"select":"count()"}"#,
            r#"{"from":"daily","period":"last_20","select":"mean(close)"}"#,
            r#"{"from":"daily","select":"mean(close), max(high)"}"#,
            r#"{"from":"1h","period":"last_week","limit":30}"#,
            r#"{"from":"daily","map":{"wd":"dayofweek()"},"group_by":"wd","select":"mean(high - low)"}"#,
            r#"{"from":"daily","map":{"r":"log(close - close)"},"sort":"r desc","limit":3}"#,
            r#"{"from":"daily","period":"2030","select":"mean(close)"}"#,
        ];
        for q in queries {
            let a = answer_text(&MARKET, q, 200).unwrap_or_else(|e| panic!("{q}: {e:?}"));
            let text = a.to_json_text();
            assert_eq!(text, value_tree(&a).to_string(), "{q}");
            assert_eq!(a.to_json(), value_tree(&a), "{q}");
            assert!(text.starts_with(r#"{"ok":true,"summary":{"type":"#), "{q}: {text}");
        }
    }

    #[test]
    fn a_repeated_column_name_keeps_its_first_place_and_last_value() {
        let col = |name: &str| TableColumn { name: name.into(), kind: ColType::Str };
        let t = OutTable::from_rows(
            vec![col("date"), col("x"), col("date")],
            vec![vec![json!("a"), json!(1), json!("b")], vec![json!("c"), json!(null), json!("d")]],
        );
        let text = serde_json::to_string(&Records(&t)).unwrap();
        assert_eq!(text, r#"[{"date":"b","x":1},{"date":"d","x":null}]"#);
        assert_eq!(t.records().to_string(), text);
    }

    #[test]
    fn non_finite_and_absent_parts_are_written_as_documented() {
        let t = OutTable::from_rows(
            vec![TableColumn { name: "v".into(), kind: ColType::Float }],
            vec![vec![json!("Infinity")], vec![json!("-Infinity")], vec![Value::Null], vec![json!(0.5)]],
        );
        let a = Answer {
            summary: Summary::Scalar { value: json!(2), rows_scanned: 4 },
            table: None,
            source_rows: Some(t),
            source_row_count: Some(4),
            chart: Some(ChartHint { category: "k".into(), value: "v".into() }),
            metadata: Metadata { rows: 4, session: None, from: "daily", warnings: vec!["w \"q\"".into()] },
            model_response: "Result: 2".into(),
            elapsed_ms: 1.0,
        };
        assert_eq!(
            a.to_json_text(),
            concat!(
                r#"{"ok":true,"summary":{"type":"scalar","value":2,"rows_scanned":4},"table":null,"#,
                r#""source_rows":[{"v":"Infinity"},{"v":"-Infinity"},{"v":null},{"v":0.5}],"source_row_count":4,"#,
                r#""chart":{"category":"k","value":"v"},"#,
                r#""metadata":{"rows":4,"session":null,"from":"daily","warnings":["w \"q\""]},"#,
                r#""model_response":"Result: 2"}"#
            )
        );
    }
}
