//! What the model is told about `run_backtest` and the research tools
//! (`backtest_compare`, `backtest_portfolio`, `backtest_sweep`). The chat orchestrator fetches
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

/// Tool name of the comparison across instruments.
pub const BACKTEST_COMPARE: &str = "backtest_compare";
/// Tool name of the portfolio backtest.
pub const BACKTEST_PORTFOLIO: &str = "backtest_portfolio";
/// Tool name of the parameter sweep.
pub const BACKTEST_SWEEP: &str = "backtest_sweep";

const BACKTEST_COMPARE_DESCRIPTION: &str = r#"Run the same strategy on several instruments and compare them in one table (the user sees the table as a card). Each row is exactly what run_backtest gives for that instrument: trades, win rate, profit factor, total points, the instrument's point value and the P&L per contract in currency, max drawdown, Sharpe.

Input: {"strategy": {...same as run_backtest...}, "instruments": ["NQ", "ES"] (omit for every loaded instrument), "from"?, "session"?, "period"?, "title": "short card title"}

<examples>
Does the RSI dip work on ES too: {"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "exit_bars": 5}, "instruments": ["NQ", "ES"], "from": "daily", "title": "RSI < 30 on NQ and ES"}
</examples>

<analysis-rules>
Points are not comparable across instruments: compare currency per contract, Sharpe and profit factor. Point out instruments with fewer than 30 trades.
</analysis-rules>"#;

const BACKTEST_PORTFOLIO_DESCRIPTION: &str = r#"Backtest a portfolio: several strategy/instrument legs sharing one capital base, each trade sized in contracts, P&L in currency through each instrument's point value (the user sees equity, drawdown and each leg's contribution as a card).

Input: {"capital": number, "legs": [{"instrument": "NQ", "strategy": {...same as run_backtest...}, "sizing"?: {"method": "fixed", "units": 1} | {"method": "risk", "risk_pct": 1} | {"method": "volatility", "target_pct": 10, "lookback": 20}, "commission_per_contract"?: currency per round trip, "slippage_ticks"?: ticks per side, "name"?: "leg label"}], "from"?, "session"?, "period"?, "title": "short card title"}
Costs default to the instrument registry's (commission per contract and slippage ticks); give them per leg only when the user states their own.
Sizing uses closed-trade equity (capital + P&L of trades exited on earlier dates); "risk" needs a stop_loss (contracts = equity × risk_pct% ÷ (stop distance × point value)); a size of 0 skips the trade.

<examples>
Trade both with 1% risk per trade: {"capital": 100000, "legs": [{"instrument": "NQ", "strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "stop_loss": "2%", "exit_bars": 5}, "sizing": {"method": "risk", "risk_pct": 1}}, {"instrument": "ES", "strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "stop_loss": "2%", "exit_bars": 5}, "sizing": {"method": "risk", "risk_pct": 1}}], "from": "daily", "title": "RSI dip, NQ + ES"}
</examples>

<analysis-rules>
Report total P&L and return on capital, max drawdown (currency and %), and each leg's contribution. Mention skipped trades (size 0) when there are any.
</analysis-rules>"#;

const BACKTEST_SWEEP_DESCRIPTION: &str = r#"Search strategy parameters (grid or random) with guard rails that are always on: configurations are ranked on in-sample data only and every ranked figure comes with the same configuration's out-of-sample figure; the number of configurations tried, the deflated Sharpe ratio (the probability the best result is not luck after that many tries), how the best configuration's grid neighbours did, and a caveat are always returned. The user sees a heat map of two parameters and in- vs out-of-sample bars as a card.

Input: {"strategy": {...as run_backtest, with "{name}" placeholders...}, "parameters": {"name": [values] | {"from": a, "to": b, "step": s}}, "search"?: "grid" (default) | {"method": "random", "samples": 200, "seed": 1}, "objective"?: "sharpe" (default) | "total_pnl" | "profit_factor" | "expectancy" | "win_rate", "validation"?: {"method": "split", "train": 0.7} (default) | {"method": "walk_forward", "folds": 4}, "min_trades"?: 10, "top"?: 10, "max_configurations"?: 10000, "from"?, "session"?, "period"?, "title": "short card title"}
A placeholder stands anywhere in entry/exit_target text ("rsi(close, {n}) < {level}") or as the whole value of a numeric field ("stop_loss": "{sl}" or "{sl}%").

<examples>
Which RSI threshold works best: {"strategy": {"entry": "rsi(close, 14) < {level}", "direction": "long", "exit_bars": "{hold}"}, "parameters": {"level": [20, 25, 30, 35], "hold": [3, 5, 10]}, "from": "daily", "title": "RSI threshold sweep"}
</examples>

<analysis-rules>
Never present an in-sample figure without its out-of-sample figure. Always state how many configurations were tried and the deflated Sharpe ratio, and pass on the caveat line in plain words. If the deflated Sharpe ratio is below 0.95 or the out-of-sample result is much worse, say the best configuration is likely overfitted. Do not recommend parameters as if they were proven.
</analysis-rules>"#;

/// The tools of this service: `run_backtest`, `backtest_compare`,
/// `backtest_portfolio`, `backtest_sweep`.
pub fn definitions() -> Vec<ToolDefinition> {
    vec![
        definition(RUN_BACKTEST, RUN_BACKTEST_DESCRIPTION, &input_schema()),
        definition(BACKTEST_COMPARE, BACKTEST_COMPARE_DESCRIPTION, &compare_schema()),
        definition(BACKTEST_PORTFOLIO, BACKTEST_PORTFOLIO_DESCRIPTION, &portfolio_schema()),
        definition(BACKTEST_SWEEP, BACKTEST_SWEEP_DESCRIPTION, &sweep_schema()),
    ]
}

/// The keys every research input shares with `run_backtest` (besides `strategy`).
fn settings_properties() -> serde_json::Map<String, Value> {
    let mut m = serde_json::Map::new();
    m.insert("from".into(), json!({"type": "string", "enum": ["daily", "5m", "15m", "30m", "1h", "2h", "4h"]}));
    m.insert("session".into(), json!({"type": "string"}));
    m.insert("period".into(), json!({"type": "string"}));
    m.insert("title".into(), json!({"type": "string"}));
    m
}

fn compare_schema() -> Value {
    let mut props = settings_properties();
    props.insert("strategy".into(), input_schema()["properties"]["strategy"].clone());
    props.insert(
        "instruments".into(),
        json!({"type": "array", "items": {"type": "string"}, "maxItems": crate::compare::MAX_INSTRUMENTS}),
    );
    json!({"type": "object", "properties": props, "required": ["strategy", "title"]})
}

fn portfolio_schema() -> Value {
    let mut props = settings_properties();
    props.insert("capital".into(), json!({"type": "number", "exclusiveMinimum": 0}));
    props.insert(
        "legs".into(),
        json!({"type": "array", "minItems": 1, "maxItems": crate::portfolio::MAX_LEGS, "items": {
            "type": "object",
            "properties": {
                "instrument": {"type": "string"},
                "strategy": input_schema()["properties"]["strategy"].clone(),
                "sizing": {"type": "object", "properties": {
                    "method": {"type": "string", "enum": ["fixed", "risk", "volatility"]},
                    "units": {"type": "number", "exclusiveMinimum": 0},
                    "risk_pct": {"type": "number", "exclusiveMinimum": 0, "maximum": 100},
                    "target_pct": {"type": "number", "exclusiveMinimum": 0},
                    "lookback": {"type": "integer", "minimum": 2, "maximum": 1000}
                }},
                "commission_per_contract": {"type": "number", "minimum": 0},
                "slippage_ticks": {"type": "number", "minimum": 0},
                "name": {"type": "string"}
            },
            "required": ["instrument", "strategy"]
        }}),
    );
    json!({"type": "object", "properties": props, "required": ["capital", "legs", "title"]})
}

fn sweep_schema() -> Value {
    let mut props = settings_properties();
    let mut strategy = input_schema()["properties"]["strategy"].clone();
    // Numeric fields may hold a "{name}" placeholder string.
    for key in ["breakeven_bars", "exit_bars", "slippage", "commission"] {
        strategy["properties"][key] = json!({"type": ["number", "string"]});
    }
    props.insert("strategy".into(), strategy);
    props.insert(
        "parameters".into(),
        json!({"type": "object", "description": "name → list of numbers or {from, to, step}", "additionalProperties": {
            "oneOf": [
                {"type": "array", "items": {"type": "number"}, "minItems": 1},
                {"type": "object", "properties": {"from": {"type": "number"}, "to": {"type": "number"}, "step": {"type": "number"}}, "required": ["from", "to", "step"]}
            ]
        }}),
    );
    props.insert("search".into(), json!({"oneOf": [
        {"type": "string", "enum": ["grid", "random"]},
        {"type": "object", "properties": {"method": {"type": "string", "enum": ["grid", "random"]}, "samples": {"type": "integer", "minimum": 1}, "seed": {"type": "integer", "minimum": 0}}}
    ]}));
    props.insert(
        "objective".into(),
        json!({"type": "string", "enum": crate::sweep::Objective::ALL.iter().map(|o| o.as_str()).collect::<Vec<_>>()}),
    );
    props.insert(
        "validation".into(),
        json!({"type": "object", "properties": {
            "method": {"type": "string", "enum": ["split", "walk_forward"]},
            "train": {"type": "number", "minimum": 0.1, "maximum": 0.9},
            "folds": {"type": "integer", "minimum": 2, "maximum": 10}
        }}),
    );
    props.insert("min_trades".into(), json!({"type": "integer", "minimum": 1}));
    props.insert("top".into(), json!({"type": "integer", "minimum": 1, "maximum": crate::sweep::input::MAX_TOP}));
    props.insert(
        "max_configurations".into(),
        json!({"type": "integer", "minimum": 1, "maximum": crate::sweep::input::MAX_CONFIGURATIONS}),
    );
    props.insert("heatmap".into(), json!({"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}));
    json!({"type": "object", "properties": props, "required": ["strategy", "parameters", "title"]})
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
        let names: Vec<&str> = defs.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, [RUN_BACKTEST, BACKTEST_COMPARE, BACKTEST_PORTFOLIO, BACKTEST_SWEEP]);
        let of = |name: &str| -> Value {
            serde_json::from_str(&defs.iter().find(|d| d.name == name).unwrap().input_schema_json).unwrap()
        };
        let checks: [(&str, &[&str]); 3] = [
            (BACKTEST_COMPARE, &crate::compare::COMPARE_KEYS),
            (BACKTEST_PORTFOLIO, &crate::portfolio::PORTFOLIO_KEYS),
            (BACKTEST_SWEEP, &crate::sweep::input::SWEEP_KEYS),
        ];
        for (name, accepted) in checks {
            for k in keys(&of(name)) {
                assert!(accepted.contains(&k.as_str()), "{name} schema offers key {k} the parser rejects");
            }
        }
        for k in keys(&of(BACKTEST_PORTFOLIO)["properties"]["legs"]["items"]) {
            assert!(crate::portfolio::LEG_KEYS.contains(&k.as_str()), "leg key {k}");
        }
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
        let examples_of = |text: &str| -> Vec<Value> {
            let start = text.find("<examples>").expect("examples");
            let end = text.find("</examples>").expect("examples end");
            text[start..end]
                .lines()
                .filter_map(|l| l.find(": {").map(|i| &l[i + 2..]))
                .map(|j| serde_json::from_str(j).expect("JSON"))
                .collect()
        };
        let compare = examples_of(BACKTEST_COMPARE_DESCRIPTION);
        assert_eq!(compare.len(), 1);
        crate::compare::CompareInput::parse(&compare[0]).expect("valid comparison");
        let portfolio = examples_of(BACKTEST_PORTFOLIO_DESCRIPTION);
        assert_eq!(portfolio.len(), 1);
        crate::portfolio::PortfolioInput::parse(&portfolio[0]).expect("valid portfolio");
        let sweep = examples_of(BACKTEST_SWEEP_DESCRIPTION);
        assert_eq!(sweep.len(), 1);
        crate::sweep::SweepInput::parse(&sweep[0]).expect("valid sweep");
    }
}
