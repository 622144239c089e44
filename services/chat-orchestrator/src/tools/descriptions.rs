//! Tool definitions the model reads: what each tool does, the query language,
//! examples of good queries, and the data protocol (the model sees compact
//! summaries; the user sees the full tables and charts as cards).
//!
//! The `run_query` description ends with the function reference generated from
//! the query engine's registry, so the model is told exactly which functions
//! exist in this deployment.

use serde_json::{Value, json};

use barb_common::proto::query::v1::FunctionInfo;

use crate::provider::ToolSpec;

const RUN_QUERY: &str = r#"Run a Barb Script query over the instrument's 1-minute OHLCV bars and get a compact summary of the result. The engine computes; you never do arithmetic yourself. Input: {"query": {...}, "title": "short card title"}.

<language>
A query is a JSON object with these keys (all optional; nothing else is allowed):
- "session": session name, e.g. "RTH" (regular hours) or "ETH" (full Globex session). Omit for all bars.
- "from": timeframe: 1m 5m 15m 30m 1h 2h 4h daily weekly monthly quarterly yearly. Omitted = 1m (no resampling). Use "daily" for day-level questions.
- "period": "2024", "2024-03", "2024-03-15", a range "2024-01:2024-06" (inclusive; open ends allowed: "2023:"), "last_year", "last_month", "last_week", or "last_N" (the last N trading days, e.g. "last_20"). Not supported: "2024-Q1", "ytd", "today".
- "map": {"name": "expression", ...} derived columns, evaluated in order; later ones may use earlier ones.
- "where": boolean expression filtering rows (e.g. "close > open and volume > 1000").
- "group_by": column name or list of names (create them in "map" first, e.g. "dow": "dayofweek()").
- "select": aggregate expression or list of them: count(), mean(x), sum(x), min(x), max(x), std(x), median(x), pct(x) (share of true values), percentile(x, 0.9), correlation(a, b).
- "sort": "column" or "column desc"; "limit": first N rows after sorting; "columns": output columns in order.
- "steps": [step, step, ...] for multi-stage pipelines (e.g. aggregate per day, then filter days); the first step may hold session/period/from.
Pipeline order: session → period → resample (from) → map → where → group_by/select → sort → limit.
Expressions: arithmetic + - * / // % **, comparisons (chainable: 1 < x < 2), and/or/not, in [..], literals, column names (open high low close volume and map columns), and function calls with positional arguments (see the reference below). Indicators warm up inside the period: an sma(close, 20) is empty for the first 19 bars of the period.
</language>

<examples>
Average daily range in 2024: {"query": {"from": "daily", "period": "2024", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average daily range 2024"}
Days that closed up more than 2% last year: {"query": {"from": "daily", "period": "last_year", "map": {"chg": "(close - open) / open * 100"}, "where": "chg > 2", "columns": ["date", "open", "close", "chg"]}, "title": "Up days > 2%"}
Mean range by weekday: {"query": {"from": "daily", "map": {"range": "high - low", "dow": "dayofweek()"}, "group_by": "dow", "select": "mean(range)"}, "title": "Range by weekday"}
Share of up days per month in 2023: {"query": {"from": "daily", "period": "2023", "map": {"up": "close > open", "m": "month()"}, "group_by": "m", "select": "pct(up)"}, "title": "Up-day share by month"}
RTH opening hour volume, last 20 days: {"query": {"session": "RTH", "from": "1h", "period": "last_20", "map": {"h": "hour()"}, "where": "h == 9", "select": ["mean(volume)", "max(volume)"]}, "title": "Opening hour volume"}
Top 5 widest days of 2024: {"query": {"from": "daily", "period": "2024", "map": {"range": "high - low"}, "sort": "range desc", "limit": 5}, "title": "Widest days 2024"}
RSI below 30 on daily bars: {"query": {"from": "daily", "period": "last_year", "map": {"rsi": "rsi(close, 14)"}, "where": "rsi < 30"}, "title": "Oversold days"}
Days whose high broke the previous day's high: {"query": {"from": "daily", "period": "2024", "map": {"hh": "high > prev(high)"}, "select": "pct(hh)"}, "title": "Higher highs 2024"}
</examples>

<data-protocol>
You receive a compact summary: row count, min/max/mean of computed columns, the first and last row, the min and max group, or the scalar value, then the result's citable values (result rK; rows by their key, up to 25 rows, larger tables sampled). The user sees the full table, chart and the rows behind an aggregate as a card placed in your answer. So: do not repeat tables; comment on the result in one to three sentences, citing values as {{rK.NAME}} / {{rK.ROW.COLUMN}} or quoting them as given (rounding is fine). Never compute new numbers yourself (no differences, ratios or percentages of your own): if you need one, run another query that computes it (e.g. a second step with "map": {"change": "mean_range - prev(mean_range)"}). Errors come back as "Error: <message> (hint: <hint>)": fix the query and try again.
</data-protocol>"#;

const RUN_BACKTEST: &str = r#"Backtest a rule-based strategy on the instrument and get a one-line metrics summary (the user sees metrics, the equity curve and every trade as a card). One position at a time, one unit, P&L in points. A signal on bar N enters at the open of bar N+1.

Input: {"strategy": {"entry": "<boolean expression>", "direction": "long"|"short", "exit_target"?: "<expression>", "stop_loss"?: points or "x%", "take_profit"?: points or "x%", "trailing_stop"?: points or "x%", "breakeven_bars"?: int, "exit_bars"?: int, "slippage"?: points per side, "commission"?: points per round trip}, "from"?: "daily" (default) | "5m" | "15m" | "30m" | "1h" | "2h" | "4h", "session"?: "RTH" | "ETH", "period"?: same forms as run_query, "title": "short card title"}
Exits are checked on the minute bars in this priority: stop (or breakeven/trailing stop), take profit, target; then exit_bars (time exit at the bar's close); an open position is closed at the last bar.

<examples>
Buy RSI(14) below 30, exit after 5 days, 1% stop: {"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "exit_bars": 5, "stop_loss": "1%"}, "from": "daily", "title": "RSI < 30 long"}
Short after 3 up days, target 50 points, stop 30: {"strategy": {"entry": "close > prev(close) and prev(close) > prev(close, 2) and prev(close, 2) > prev(close, 3)", "direction": "short", "take_profit": 50, "stop_loss": 30}, "from": "daily", "period": "2023:", "title": "Fade 3 up days"}
</examples>

<analysis-rules>
Report trades, win rate, profit factor, total points and max drawdown as the summary gives them; cite metrics as {{rK.win_rate|1}}, {{rK.total_pnl|1}}. Point out small samples (fewer than 30 trades) and when most of the profit comes from a few trades. Never invent parameters the user did not give: ask, or state the defaults you chose.
</analysis-rules>"#;

const DESCRIBE_DATA: &str = "Describe the user's receipts database: tables, columns with types, relationships, three example items with their category chain, labels and receipt lines, and statistics (row counts, date range). Call this first in a conversation about receipts, before query_receipts, so you use real table and column names.";

const QUERY_RECEIPTS: &str = r#"Query the user's receipts (only their own data). Input: {"query": {...}, "title"?: "short card title"}.
Row query: {"table": "receipts", "columns"?: ["date", "shop", "total"], "where"?: [{"column": "shop", "op": "ILIKE", "value": "%ашан%"}], "order_by"?: [{"column": "date", "direction": "desc"}], "limit"?: 20 (max 100)}.
Aggregate: {"table": "receipt_items", "aggregate": ..., "group_by"?: [...], "where"?: [...]} with count, sum, avg, min, max — use it for totals and averages instead of adding numbers yourself.
Operators: = != > < >= <= ILIKE IN "IS NULL" "IS NOT NULL". Relation paths such as "item.name", "receipt.shop", "item.product.name" work in columns, filters and group_by. Table and column names come from describe_data. Errors come back as "Error: <message> (hint: <hint>)": fix the query and retry. The user sees the rows as a card; summarise, do not list every row. Cite values as {{rK.ROW.COLUMN}} (e.g. {{r2.Перекрёсток.sum_total}}) or {{rK.NAME}} for a single aggregate row."#;

const FUNCTION_REFERENCE: &str = "Look up expression functions of the query language: signature, description, example. Input: {\"name\"?: \"rsi\", \"category\"?: \"oscillators\"}; with neither, lists every function briefly.";

/// The tool definitions, with the function reference appended to `run_query`
/// (`functions` may be empty when the engine could not be reached yet).
pub fn specs(functions: &[FunctionInfo]) -> Vec<ToolSpec> {
    let mut run_query = RUN_QUERY.to_string();
    if functions.is_empty() {
        run_query.push_str("\n\nUse function_reference to look up the available functions.");
    } else {
        run_query.push_str("\n\n<functions>\n");
        run_query.push_str(&reference_text(functions, true));
        run_query.push_str("</functions>");
    }
    vec![
        ToolSpec {
            name: "run_query".into(),
            description: run_query,
            input_schema: json!({
                "type": "object",
                "properties": {
                    "query": {"type": "object", "description": "The Barb Script query object."},
                    "title": {"type": "string", "description": "Short title for the result card."}
                },
                "required": ["query", "title"]
            }),
        },
        ToolSpec { name: "run_backtest".into(), description: RUN_BACKTEST.into(), input_schema: backtest_schema() },
        ToolSpec {
            name: "describe_data".into(),
            description: DESCRIBE_DATA.into(),
            input_schema: json!({"type": "object", "properties": {}}),
        },
        ToolSpec {
            name: "query_receipts".into(),
            description: QUERY_RECEIPTS.into(),
            input_schema: json!({
                "type": "object",
                "properties": {
                    "query": {"type": "object", "description": "The receipts query object."},
                    "title": {"type": "string", "description": "Short title for the result card."}
                },
                "required": ["query"]
            }),
        },
        ToolSpec {
            name: "function_reference".into(),
            description: FUNCTION_REFERENCE.into(),
            input_schema: json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "Function name."},
                    "category": {"type": "string", "description": "Category, e.g. oscillators."}
                }
            }),
        },
    ]
}

fn backtest_schema() -> Value {
    let level =
        json!({"type": ["number", "string"], "description": "Points, or a percent of the entry price like \"1.5%\"."});
    json!({
        "type": "object",
        "properties": {
            "strategy": {
                "type": "object",
                "properties": {
                    "entry": {"type": "string", "description": "Boolean expression; true on the signal bar."},
                    "direction": {"type": "string", "enum": ["long", "short"]},
                    "exit_target": {"type": "string", "description": "Expression for a price target, fixed at entry."},
                    "stop_loss": level,
                    "take_profit": level,
                    "trailing_stop": level,
                    "breakeven_bars": {"type": "integer", "minimum": 1},
                    "exit_bars": {"type": "integer", "minimum": 1},
                    "slippage": {"type": "number", "minimum": 0},
                    "commission": {"type": "number", "minimum": 0}
                },
                "required": ["entry", "direction"]
            },
            "from": {"type": "string", "enum": ["daily", "5m", "15m", "30m", "1h", "2h", "4h"]},
            "session": {"type": "string"},
            "period": {"type": "string"},
            "title": {"type": "string"}
        },
        "required": ["strategy", "title"]
    })
}

/// Functions grouped by category; `brief` gives one line per function.
pub fn reference_text(functions: &[FunctionInfo], brief: bool) -> String {
    let mut out = String::new();
    let mut category = "";
    for f in functions {
        if f.category != category {
            category = &f.category;
            out.push_str(&format!("{category}:\n"));
        }
        let desc = f.description.lines().next().unwrap_or("");
        if brief {
            out.push_str(&format!("  {} — {}\n", f.signature, desc));
        } else {
            out.push_str(&format!(
                "  {} → {}\n    {}\n",
                f.signature,
                f.returns,
                f.description.replace('\n', "\n    ")
            ));
            if !f.example.is_empty() {
                out.push_str(&format!("    example: {}\n", f.example));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_name_every_tool_and_embed_the_reference() {
        let f = FunctionInfo {
            name: "rsi".into(),
            signature: "rsi(col, n=14)".into(),
            description: "Wilder RSI.\nMore.".into(),
            category: "oscillators".into(),
            example: "rsi(close, 14)".into(),
            returns: "series".into(),
            ..Default::default()
        };
        let s = specs(std::slice::from_ref(&f));
        let names: Vec<&str> = s.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["run_query", "run_backtest", "describe_data", "query_receipts", "function_reference"]);
        assert!(s[0].description.contains("oscillators:\n  rsi(col, n=14) — Wilder RSI."));
        assert!(specs(&[])[0].description.contains("Use function_reference"));
        let full = reference_text(&[f], false);
        assert!(full.contains("example: rsi(close, 14)"));
        for t in &s {
            assert_eq!(t.input_schema["type"], "object");
        }
    }
}
