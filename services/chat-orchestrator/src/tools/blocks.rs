//! Data blocks: the UI cards built from full tool results.
//!
//! Seed format (the gateway stores and forwards them unchanged):
//! - query: `{title, summary, table, chart, source_rows (≤ 200), source_row_count}`
//!   with no `type`; no card when the result has neither table rows nor source rows;
//! - backtest: `{type: "backtest", title, metrics, trades, equity_curve}`;
//! - receipts: `{type: "receipts", title, table, columns, rows, total_rows, truncated}`;
//! - research cards, built by the backtest service and passed through:
//!   `{type: "comparison", title, columns, rows}`,
//!   `{type: "portfolio", title, metrics, legs, equity_curve}`,
//!   `{type: "sweep", title, objective, configurations, deflated_sharpe,
//!   heatmap: {x, y, x_values, y_values, in_sample, out_of_sample}, in_out_sample: [{label, in_sample, out_of_sample}], top, caveat}`.

use serde_json::{Map, Value, json};

use barb_common::proto::{
    backtest::v1::RunResponse,
    common::v1::{Table, value::Kind},
    receipts::v1::QueryResponse,
};

/// Most source rows a card carries.
pub const MAX_SOURCE_ROWS: usize = 200;

/// Keeps at most `max` rows of a table given either as an array of rows or as
/// an object with a `rows` array.
fn cap_rows(v: &Value, max: usize) -> Value {
    match v {
        Value::Array(rows) => Value::Array(rows.iter().take(max).cloned().collect()),
        Value::Object(map) if map.get("rows").is_some_and(Value::is_array) => {
            let mut m = map.clone();
            if let Some(Value::Array(rows)) = m.get_mut("rows") {
                rows.truncate(max);
            }
            Value::Object(m)
        }
        other => other.clone(),
    }
}

/// True when a table value has no rows (null, `[]`, or `{rows: []}`).
fn is_empty_table(v: Option<&Value>) -> bool {
    match v {
        None | Some(Value::Null) => true,
        Some(Value::Array(rows)) => rows.is_empty(),
        Some(Value::Object(m)) => m.get("rows").and_then(Value::as_array).is_none_or(|r| r.is_empty()),
        Some(_) => false,
    }
}

/// The card for a `run_query` result (`result_json` in the CLI's JSON shape).
/// `None` when the result has nothing to show beyond the summary.
pub fn query_block(title: &str, result: &Value) -> Option<Value> {
    let table = result.get("table");
    let source = result.get("source_rows");
    if is_empty_table(table) && is_empty_table(source) {
        return None;
    }
    let source_rows = source.filter(|s| !s.is_null()).map(|s| cap_rows(s, MAX_SOURCE_ROWS)).unwrap_or(Value::Null);
    Some(json!({
        "title": title,
        "summary": result.get("summary").cloned().unwrap_or(Value::Null),
        "table": table.cloned().unwrap_or(Value::Null),
        "chart": result.get("chart").cloned().unwrap_or(Value::Null),
        "source_rows": source_rows,
        "source_row_count": result.get("source_row_count").cloned().unwrap_or(json!(0)),
    }))
}

/// The card for a `run_backtest` result: from `result_json` when it carries
/// the fields, else from the typed response.
pub fn backtest_block(title: &str, resp: &RunResponse) -> Value {
    let parsed: Option<Value> = serde_json::from_str(&resp.result_json).ok();
    let field = |name: &str| parsed.as_ref().and_then(|p| p.get(name)).filter(|v| !v.is_null()).cloned();
    let title = if resp.title.is_empty() { title.to_string() } else { resp.title.clone() };
    json!({
        "type": "backtest",
        "title": title,
        "metrics": field("metrics").unwrap_or_else(|| metrics_json(resp)),
        "trades": field("trades").unwrap_or_else(|| trades_json(resp)),
        "equity_curve": field("equity_curve").unwrap_or_else(|| equity_json(resp)),
    })
}

fn num(v: f64) -> Value {
    // JSON has no infinity: an infinite profit factor is sent as null.
    serde_json::Number::from_f64(v).map(Value::Number).unwrap_or(Value::Null)
}

fn metrics_json(resp: &RunResponse) -> Value {
    let Some(m) = &resp.metrics else { return Value::Null };
    let mut o = Map::new();
    let ints = [
        ("total_trades", m.total_trades),
        ("winning_trades", m.winning_trades),
        ("losing_trades", m.losing_trades),
        ("max_consecutive_wins", m.max_consecutive_wins),
        ("max_consecutive_losses", m.max_consecutive_losses),
        ("max_drawdown_duration_bars", m.max_drawdown_duration_bars),
    ];
    for (k, v) in ints {
        o.insert(k.into(), json!(v));
    }
    let floats = [
        ("win_rate", m.win_rate),
        ("gross_profit", m.gross_profit),
        ("gross_loss", m.gross_loss),
        ("profit_factor", m.profit_factor),
        ("avg_win", m.avg_win),
        ("avg_loss", m.avg_loss),
        ("max_drawdown", m.max_drawdown),
        ("total_pnl", m.total_pnl),
        ("expectancy", m.expectancy),
        ("avg_bars_held", m.avg_bars_held),
        ("recovery_factor", m.recovery_factor),
        ("sharpe", m.sharpe),
        ("sortino", m.sortino),
        ("sqn", m.sqn),
        ("exposure_pct", m.exposure_pct),
        ("buy_and_hold_pnl", m.buy_and_hold_pnl),
        ("best_trade", m.best_trade),
        ("worst_trade", m.worst_trade),
    ];
    for (k, v) in floats {
        o.insert(k.into(), num(v));
    }
    Value::Object(o)
}

fn trades_json(resp: &RunResponse) -> Value {
    resp.trades
        .iter()
        .map(|t| {
            json!({
                "entry_date": t.entry_date, "entry_time": t.entry_time, "entry_price": num(t.entry_price),
                "exit_date": t.exit_date, "exit_time": t.exit_time, "exit_price": num(t.exit_price),
                "direction": t.direction, "pnl": num(t.pnl), "exit_reason": t.exit_reason, "bars_held": t.bars_held,
            })
        })
        .collect()
}

fn equity_json(resp: &RunResponse) -> Value {
    resp.equity_curve
        .iter()
        .map(|p| json!({"date": p.date, "equity": num(p.equity), "drawdown": num(p.drawdown)}))
        .collect()
}

/// Converts a typed table to `(columns, rows as objects)`.
pub fn table_json(t: &Table) -> (Value, Value) {
    let names: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
    let rows = t
        .rows
        .iter()
        .map(|r| {
            let mut o = Map::new();
            for (name, v) in names.iter().zip(&r.values) {
                let value = match &v.kind {
                    Some(Kind::BoolValue(b)) => json!(b),
                    Some(Kind::IntValue(i)) => json!(i),
                    Some(Kind::FloatValue(f)) => num(*f),
                    Some(Kind::StringValue(s)) => json!(s),
                    Some(Kind::NullValue(_)) | None => Value::Null,
                };
                o.insert(name.to_string(), value);
            }
            Value::Object(o)
        })
        .collect();
    (json!(names), rows)
}

/// The card for a `query_receipts` result; `None` when no rows came back.
pub fn receipts_block(title: &str, resp: &QueryResponse) -> Option<Value> {
    let parsed: Option<Value> = serde_json::from_str(&resp.result_json).ok();
    let (columns, rows) = match &parsed {
        Some(p) if p.get("rows").is_some_and(Value::is_array) => {
            (p.get("columns").cloned().unwrap_or(Value::Null), p.get("rows").cloned().unwrap_or(Value::Null))
        }
        _ => resp.rows.as_ref().map(table_json).unwrap_or((Value::Null, Value::Array(vec![]))),
    };
    if rows.as_array().is_none_or(|r| r.is_empty()) {
        return None;
    }
    let total = parsed.as_ref().and_then(|p| p.get("total_rows").cloned()).unwrap_or(json!(resp.total_rows));
    let truncated = parsed.as_ref().and_then(|p| p.get("truncated").cloned()).unwrap_or(json!(resp.truncated));
    let currency = parsed.as_ref().and_then(|p| p.get("currency").cloned()).unwrap_or_else(|| json!(resp.currency));
    Some(json!({
        "type": "receipts",
        "title": title,
        "table": resp.table,
        "columns": columns,
        "rows": rows,
        "total_rows": total,
        "truncated": truncated,
        "currency": currency,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::{
        backtest::v1::{EquityPoint, Metrics, Trade},
        common::v1::{Column, Row, Value as PValue},
    };

    #[test]
    fn query_block_caps_source_rows_and_has_no_type() {
        let rows: Vec<Value> = (0..500).map(|i| json!({"date": format!("d{i}"), "close": i})).collect();
        let result = json!({
            "summary": {"type": "scalar", "value": 1.5, "rows_scanned": 500},
            "table": null, "source_rows": rows, "source_row_count": 500, "chart": null, "metadata": {}
        });
        let b = query_block("t", &result).unwrap();
        assert!(b.get("type").is_none());
        assert_eq!(b["source_rows"].as_array().unwrap().len(), 200);
        assert_eq!(b["source_row_count"], 500);
        assert_eq!(b["summary"]["value"], 1.5);
        assert_eq!(b["title"], "t");
    }

    #[test]
    fn query_block_handles_object_tables_and_empty_results() {
        let result = json!({"table": {"columns": ["a"], "rows": [[1], [2]]}, "source_rows": null});
        let b = query_block("t", &result).unwrap();
        assert_eq!(b["table"]["rows"].as_array().unwrap().len(), 2);
        assert!(query_block("t", &json!({"summary": {}, "table": [], "source_rows": null})).is_none());
        assert!(query_block("t", &json!({"summary": {}, "table": {"rows": []}})).is_none());
    }

    #[test]
    fn backtest_block_from_typed_fields_when_json_is_missing() {
        let resp = RunResponse {
            metrics: Some(Metrics {
                total_trades: 2,
                profit_factor: f64::INFINITY,
                win_rate: 100.0,
                ..Default::default()
            }),
            trades: vec![Trade {
                entry_date: "2024-01-02".into(),
                pnl: 5.5,
                direction: "long".into(),
                ..Default::default()
            }],
            equity_curve: vec![EquityPoint { date: "2024-01-03".into(), equity: 5.5, drawdown: 0.0 }],
            title: "RSI · 2 trades".into(),
            ..Default::default()
        };
        let b = backtest_block("fallback", &resp);
        assert_eq!(b["type"], "backtest");
        assert_eq!(b["title"], "RSI · 2 trades");
        assert_eq!(b["metrics"]["total_trades"], 2);
        assert_eq!(b["metrics"]["profit_factor"], Value::Null);
        assert_eq!(b["trades"][0]["pnl"], 5.5);
        assert_eq!(b["equity_curve"][0]["equity"], 5.5);
        let with_json = RunResponse {
            result_json: r#"{"metrics":{"total_trades":9},"trades":[],"equity_curve":[]}"#.into(),
            ..resp
        };
        assert_eq!(backtest_block("x", &with_json)["metrics"]["total_trades"], 9);
    }

    #[test]
    fn receipts_block_from_json_or_typed_rows() {
        let resp = QueryResponse {
            table: "receipts".into(),
            rows: Some(Table {
                columns: vec![Column { name: "shop".into(), r#type: 4 }, Column { name: "total".into(), r#type: 9 }],
                rows: vec![Row {
                    values: vec![
                        PValue { kind: Some(Kind::StringValue("АШАН".into())) },
                        PValue { kind: Some(Kind::StringValue("1234.50".into())) },
                    ],
                }],
            }),
            total_rows: 1,
            currency: [("total".to_string(), "RUB".to_string())].into(),
            ..Default::default()
        };
        let b = receipts_block("Latest", &resp).unwrap();
        assert_eq!(b["currency"], json!({"total": "RUB"}));
        assert_eq!(b["type"], "receipts");
        assert_eq!(b["rows"][0]["shop"], "АШАН");
        assert_eq!(b["columns"], json!(["shop", "total"]));
        let empty = QueryResponse { result_json: r#"{"rows":[],"columns":[]}"#.into(), ..Default::default() };
        assert!(receipts_block("x", &empty).is_none());
    }
}
