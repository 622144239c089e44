//! The same strategy on several instruments in one call: one single-instrument
//! backtest per instrument (exactly [`Backtester::run`]), side by side in a
//! comparison table, with P&L in points and, through each instrument's point
//! value from the instrument registry, in currency per contract.
//!
//! ```json
//! {"strategy": {...}, "instruments": ["NQ", "ES"], "from": "daily", "title": "RSI dip on both"}
//! ```

use barb_common::input::{self, Object};
use barb_script::{BarbError, ErrorCode};
use serde_json::{Value, json};

use crate::backtester::{BacktestOutput, Backtester};
use crate::error::{BacktestError, Result};
use crate::stats::num;
use crate::strategy::{BacktestInput, Settings, Strategy};
use barb_common::deadline::Guard;

/// Keys of the comparison input.
pub(crate) const COMPARE_KEYS: [&str; 7] =
    ["strategy", "instruments", "from", "session", "period", "title", "exit_resolution"];
/// Instruments in one comparison at most.
pub const MAX_INSTRUMENTS: usize = 12;

/// A validated comparison request.
#[derive(Debug, Clone)]
pub struct CompareInput {
    /// One backtest input per instrument (same strategy and settings).
    pub run: BacktestInput,
    /// Instrument symbols (empty = every loaded instrument).
    pub instruments: Vec<String>,
}

impl CompareInput {
    /// Parses input JSON text.
    pub fn parse_text(text: &str) -> Result<CompareInput> {
        let v = input::parse_json(text, "the comparison input")
            .map_err(|e| BarbError::from(e).hint("send {\"strategy\": {...}, \"instruments\": [\"NQ\", \"ES\"]}"))?;
        Self::parse(&v)
    }

    /// Parses and validates an input object.
    pub fn parse(v: &Value) -> Result<CompareInput> {
        let obj = Object::new(v, "", "the comparison input")
            .map_err(|e| BarbError::from(e).hint("send {\"strategy\": {...}, \"instruments\": [\"NQ\", \"ES\"]}"))?;
        obj.check_keys(&COMPARE_KEYS)?;
        let strategy = Strategy::parse(obj.require("strategy")?)?;
        let instruments = obj.string_list("instruments")?.unwrap_or_default();
        if instruments.len() > MAX_INSTRUMENTS {
            return Err(BacktestError::Input(
                BarbError::new(
                    ErrorCode::InvalidValue,
                    format!("at most {MAX_INSTRUMENTS} instruments, got {}", instruments.len()),
                )
                .hint("compare fewer instruments")
                .at("instruments"),
            ));
        }
        let s = Settings::parse(&obj)?;
        let run = BacktestInput {
            strategy,
            timeframe: s.timeframe,
            session: s.session,
            period: s.period,
            title: s.title,
            resolution: s.resolution,
        };
        Ok(CompareInput { run, instruments })
    }
}

/// One instrument's run, its point value and costs.
#[derive(Debug, Clone)]
pub struct CompareRow {
    /// The run.
    pub output: BacktestOutput,
    /// Currency per point of one contract.
    pub point_value: f64,
    /// The instrument registry's cost per contract and round trip, in
    /// currency (commission + 2 × slippage ticks × tick size × point value).
    pub cost_per_contract: f64,
}

/// The result of a comparison.
#[derive(Debug, Clone)]
pub struct CompareOutput {
    /// Card title.
    pub title: String,
    /// One row per instrument, in request order.
    pub rows: Vec<CompareRow>,
    /// The text the model sees.
    pub model_response: String,
}

/// Columns of the comparison table.
const COLUMNS: [&str; 13] = [
    "instrument",
    "trades",
    "win_rate",
    "profit_factor",
    "total_pnl",
    "point_value",
    "total_pnl_currency",
    "cost_per_contract",
    "net_pnl_currency",
    "max_drawdown",
    "sharpe",
    "expectancy",
    "buy_and_hold_pnl",
];

impl CompareOutput {
    fn row_json(r: &CompareRow) -> Value {
        let m = &r.output.performance;
        json!({
            "instrument": r.output.instrument,
            "trades": m.total_trades,
            "win_rate": num(m.win_rate),
            "profit_factor": num(m.profit_factor),
            "total_pnl": num(m.total_pnl),
            "point_value": num(r.point_value),
            "total_pnl_currency": num(crate::trade::round4(m.total_pnl * r.point_value)),
            "cost_per_contract": num(r.cost_per_contract),
            "net_pnl_currency": num(crate::trade::round4(
                m.total_pnl * r.point_value - m.total_trades as f64 * r.cost_per_contract
            )),
            "max_drawdown": num(m.max_drawdown),
            "sharpe": num(m.sharpe),
            "expectancy": num(m.expectancy),
            "buy_and_hold_pnl": num(m.buy_and_hold_pnl),
        })
    }

    /// The JSON shape of the CLI and of gRPC `result_json` (each run's full
    /// result under `runs`).
    pub fn to_json(&self) -> Value {
        json!({
            "ok": true,
            "title": self.title,
            "columns": COLUMNS,
            "rows": self.rows.iter().map(Self::row_json).collect::<Vec<_>>(),
            "runs": self.rows.iter().map(|r| r.output.to_json()).collect::<Vec<_>>(),
            "model_response": self.model_response,
        })
    }

    /// The UI card (`type: "comparison"`): the table.
    pub fn card(&self) -> Value {
        json!({
            "type": "comparison",
            "title": self.title,
            "columns": COLUMNS,
            "rows": self.rows.iter().map(Self::row_json).collect::<Vec<_>>(),
        })
    }
}

impl Backtester {
    /// Parses comparison input JSON text and runs it.
    pub fn compare_text(&self, input_json: &str, guard: &Guard) -> Result<CompareOutput> {
        self.compare(&CompareInput::parse_text(input_json)?, guard)
    }

    /// Runs the strategy on every requested instrument (every available one when none are named).
    pub fn compare(&self, input: &CompareInput, guard: &Guard) -> Result<CompareOutput> {
        let symbols: Vec<String> =
            if input.instruments.is_empty() { self.markets().symbols() } else { input.instruments.clone() };
        let mut rows = Vec::with_capacity(symbols.len());
        for (k, s) in symbols.iter().enumerate() {
            let market = self.markets().market(s).map_err(|e| e.at(format!("instruments[{k}]")))?;
            let output = self.run(s, &input.run, guard)?;
            let i = &market.instrument;
            let cost_per_contract = i.commission_per_contract + 2.0 * i.slippage_ticks * i.tick_size * i.point_value;
            rows.push(CompareRow { output, point_value: i.point_value, cost_per_contract });
        }
        let mut lines = vec![format!("Comparison: {} on {} instruments", input.run.title, rows.len())];
        for r in &rows {
            let m = &r.output.performance;
            lines.push(format!(
                "{}: {} trades | Win Rate {:.1}% | PF {} | Total {:+.1} pts ({:+.0} per contract at {} per point) | Max DD {:.1} pts | Sharpe {:.2}",
                r.output.instrument,
                m.total_trades,
                m.win_rate,
                if m.profit_factor.is_infinite() { "inf".to_string() } else { format!("{:.2}", m.profit_factor) },
                m.total_pnl,
                m.total_pnl * r.point_value,
                r.point_value,
                m.max_drawdown,
                m.sharpe
            ));
        }
        lines.push(
            "Points are not comparable across instruments; compare currency per contract, Sharpe and profit factor."
                .into(),
        );
        Ok(CompareOutput {
            title: format!("{} · {} instruments", input.run.title, rows.len()),
            rows,
            model_response: lines.join("\n"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_is_checked() {
        let ok = CompareInput::parse(
            &json!({"strategy": {"entry": "close > open", "direction": "long"}, "instruments": ["NQ", "ES"]}),
        )
        .unwrap();
        assert_eq!(ok.instruments, ["NQ", "ES"]);
        let e = CompareInput::parse(
            &json!({"strategy": {"entry": "close > open", "direction": "long"}, "instrument": ["NQ"]}),
        )
        .unwrap_err();
        assert_eq!(e.code(), "invalid_field");
        let many: Vec<String> = (0..13).map(|i| format!("X{i}")).collect();
        let e = CompareInput::parse(
            &json!({"strategy": {"entry": "close > open", "direction": "long"}, "instruments": many}),
        )
        .unwrap_err();
        assert_eq!(e.code(), "invalid_value");
    }
}
