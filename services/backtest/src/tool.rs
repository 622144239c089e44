//! What the model is told about `run_backtest`. The chat orchestrator fetches
//! this definition over `barb.tools.v1.ToolCatalogService` and sends it to the
//! model unchanged; a unit test keeps the schema in step with the keys and
//! timeframes the strategy parser accepts.

use barb_common::{proto::tools::v1::ToolDefinition, tool_catalog::definition};
use serde_json::{Value, json};

/// Tool name of the backtest call.
pub const RUN_BACKTEST: &str = "run_backtest";

const RUN_BACKTEST_DESCRIPTION: &str = r#"Backtest a rule-based strategy on the instrument and get a one-line metrics summary (the user sees metrics, the equity curve and every trade as a card). One position at a time, one unit, P&L in points. A signal on bar N enters at the open of bar N+1.

Input: {"strategy": {"entry": "<boolean expression>", "direction": "long"|"short", "exit_target"?: "<expression>", "stop_loss"?: points or "x%", "take_profit"?: points or "x%", "trailing_stop"?: points or "x%", "breakeven_bars"?: int, "exit_bars"?: int, "slippage"?: points per side, "commission"?: points per round trip}, "from"?: "daily" (default) | "5m" | "15m" | "30m" | "1h" | "2h" | "4h", "session"?: "RTH" | "ETH", "period"?: same forms as run_query, "title": "short card title"}
Exits are checked on the minute bars in this priority: stop (or breakeven/trailing stop), take profit, target; then exit_bars (time exit at the bar's close); an open position is closed at the last bar.

<examples>
Buy RSI(14) below 30, exit after 5 days, 1% stop: {"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "exit_bars": 5, "stop_loss": "1%"}, "from": "daily", "title": "RSI < 30 long"}
Short after 3 up days, target 50 points, stop 30: {"strategy": {"entry": "close > prev(close) and prev(close) > prev(close, 2) and prev(close, 2) > prev(close, 3)", "direction": "short", "take_profit": 50, "stop_loss": 30}, "from": "daily", "period": "2023:", "title": "Fade 3 up days"}
</examples>

<analysis-rules>
Report trades, win rate, profit factor, total points and max drawdown as the summary gives them; cite metrics as {{rK.win_rate|1}}, {{rK.total_pnl|1}}. Point out small samples (fewer than 30 trades) and when most of the profit comes from a few trades. Never invent parameters the user did not give: ask, or state the defaults you chose.
</analysis-rules>"#;

/// The tools of this service: `run_backtest`.
pub fn definitions() -> Vec<ToolDefinition> {
    vec![definition(RUN_BACKTEST, RUN_BACKTEST_DESCRIPTION, &input_schema())]
}

/// JSON schema of `run_backtest`'s input.
fn input_schema() -> Value {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::{INPUT_KEYS, STRATEGY_KEYS, TIMEFRAMES};

    fn keys(v: &Value) -> Vec<String> {
        v["properties"].as_object().unwrap().keys().cloned().collect()
    }

    #[test]
    fn schema_offers_only_what_the_parser_accepts() {
        let defs = definitions();
        assert_eq!(defs.len(), 1);
        assert_eq!(defs[0].name, RUN_BACKTEST);
        let schema: Value = serde_json::from_str(&defs[0].input_schema_json).unwrap();
        for k in keys(&schema) {
            assert!(INPUT_KEYS.contains(&k.as_str()), "schema offers input key {k} the parser rejects");
        }
        for k in keys(&schema["properties"]["strategy"]) {
            assert!(STRATEGY_KEYS.contains(&k.as_str()), "schema offers strategy key {k} the parser rejects");
        }
        let mut offered: Vec<&str> =
            schema["properties"]["from"]["enum"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let mut accepted: Vec<&str> = TIMEFRAMES.iter().map(|t| t.name()).collect();
        offered.sort();
        accepted.sort();
        assert_eq!(offered, accepted);
    }

    #[test]
    fn description_examples_parse() {
        let start = RUN_BACKTEST_DESCRIPTION.find("<examples>").expect("examples section");
        let end = RUN_BACKTEST_DESCRIPTION.find("</examples>").expect("examples section end");
        let examples: Vec<Value> = RUN_BACKTEST_DESCRIPTION[start..end]
            .lines()
            .filter_map(|l| l.find(": {\"strategy\"").map(|i| &l[i + 2..]))
            .map(|json| serde_json::from_str(json).expect("example is JSON"))
            .collect();
        assert_eq!(examples.len(), 2);
        for e in &examples {
            crate::BacktestInput::parse(e).expect("example is a valid backtest input");
        }
    }
}
