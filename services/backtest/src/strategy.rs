//! The backtest input as the `run_backtest` tool gives it, parsed and fully
//! validated before any data is touched: unknown keys, wrong JSON types (both
//! through the platform's one input reader, `barb_common::input`), levels,
//! counts, costs, the timeframe, the period form, and both expressions
//! (compiled by `barb_script` against the bar columns, so an unknown column
//! or function fails here with the same hint as in a query).
//!
//! ```json
//! {"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long",
//!               "exit_target": "sma(close, 20)", "stop_loss": "1%", "take_profit": 50,
//!               "trailing_stop": 30, "breakeven_bars": 2, "exit_bars": 5,
//!               "slippage": 0.25, "commission": 1.0},
//!  "from": "daily", "session": "RTH", "period": "2024", "title": "RSI dip",
//!  "exit_resolution": "minutes"}
//! ```

use barb_common::input::{self, Object};
use barb_script::expr::{ColumnScope, Kind, compile, parse};
use barb_script::market::{Period, Timeframe};
use barb_script::{BarbError, ErrorCode};
use polars::prelude::Expr as PExpr;
use serde_json::Value;

use crate::error::{BacktestError, Result};

/// Keys of the input object.
pub(crate) const INPUT_KEYS: [&str; 6] = ["strategy", "from", "session", "period", "title", "exit_resolution"];
/// Keys of the strategy object.
pub(crate) const STRATEGY_KEYS: [&str; 11] = [
    "entry",
    "direction",
    "entry_label",
    "exit_target",
    "stop_loss",
    "take_profit",
    "trailing_stop",
    "breakeven_bars",
    "exit_bars",
    "slippage",
    "commission",
];
/// Timeframes a backtest may run on (Barb's set).
pub(crate) const TIMEFRAMES: [Timeframe; 7] =
    [Timeframe::M5, Timeframe::M15, Timeframe::M30, Timeframe::H1, Timeframe::H2, Timeframe::H4, Timeframe::Daily];
/// Largest bar count accepted for `breakeven_bars` / `exit_bars`.
const MAX_BARS: u64 = 1_000_000;

/// Trade direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Buy, then sell.
    Long,
    /// Sell, then buy back.
    Short,
}

impl Direction {
    /// `long` / `short`.
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Long => "long",
            Direction::Short => "short",
        }
    }
}

/// A price distance: points, or a percent of the entry price.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Level {
    /// Fixed points.
    Points(f64),
    /// Percent of the entry price (`"1.5%"` → 1.5).
    Percent(f64),
}

impl Level {
    /// The distance in points from `entry`.
    pub fn points(self, entry: f64) -> f64 {
        match self {
            Level::Points(p) => p,
            Level::Percent(p) => entry * p / 100.0,
        }
    }
}

/// How exits inside a bar are resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExitResolution {
    /// Walk the bar's minute rows in time order (the reference behaviour).
    Minutes,
    /// Use only the bar's OHLC, with the conservative bar rule (see the crate docs).
    Bars,
}

impl ExitResolution {
    /// `minutes` / `bars`.
    pub fn as_str(self) -> &'static str {
        match self {
            ExitResolution::Minutes => "minutes",
            ExitResolution::Bars => "bars",
        }
    }
}

/// A compiled expression with its source text.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// Source text.
    pub text: String,
    /// The polars expression.
    pub expr: PExpr,
}

/// The strategy: when to enter (expressions) and the exit rules.
#[derive(Debug, Clone)]
pub struct Strategy {
    /// Entry condition, evaluated on every bar (signal on bar N → fill at N+1 open).
    pub entry: Compiled,
    /// Price target expression, evaluated once per trade at the signal bar.
    pub exit_target: Option<Compiled>,
    /// Direction, exits and costs (what the simulation needs).
    pub rules: Rules,
}

/// The exit rules, with costs.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// Long or short.
    pub direction: Direction,
    /// Stop distance.
    pub stop_loss: Option<Level>,
    /// Take-profit distance.
    pub take_profit: Option<Level>,
    /// Trailing-stop distance from the best price since entry.
    pub trailing_stop: Option<Level>,
    /// Move the stop to the entry price after this many bars if the bar opens in profit.
    pub breakeven_bars: Option<usize>,
    /// Exit at the close after this many bars.
    pub exit_bars: Option<usize>,
    /// Points per side, against the trader.
    pub slippage: f64,
    /// Points per round trip.
    pub commission: f64,
}

impl Rules {
    /// Entries and exits by the signals alone: no stop, target, trailing
    /// stop, breakeven or time exit, and no costs.
    pub fn bare(direction: Direction) -> Self {
        Self {
            direction,
            stop_loss: None,
            take_profit: None,
            trailing_stop: None,
            breakeven_bars: None,
            exit_bars: None,
            slippage: 0.0,
            commission: 0.0,
        }
    }
}

/// A validated backtest request.
#[derive(Debug, Clone)]
pub struct BacktestInput {
    /// The rules.
    pub strategy: Strategy,
    /// Bar timeframe (default daily).
    pub timeframe: Timeframe,
    /// Session name as given (`None` = all bars).
    pub session: Option<String>,
    /// Period text and its parsed form.
    pub period: Option<(String, Period)>,
    /// Card title.
    pub title: String,
    /// How exits inside a bar are resolved (default minutes).
    pub resolution: ExitResolution,
}

fn invalid(code: ErrorCode, message: impl Into<String>, hint: impl Into<String>, at: &str) -> BacktestError {
    BacktestError::Input(BarbError::new(code, message).hint(hint).at(at))
}

/// Parses a level: a positive number of points, a numeric string, or `"x%"`.
fn level(obj: &Object, key: &str) -> Result<Option<Level>> {
    let at = obj.location(key);
    let hint = "give points as a number (e.g. 25) or a percent of the entry price as a string (e.g. \"1.5%\")";
    let bad = |why: String| invalid(ErrorCode::InvalidValue, why, hint, &at);
    let Some(v) = obj.get(key) else { return Ok(None) };
    let parsed = match v {
        Value::Number(n) => Level::Points(n.as_f64().ok_or_else(|| bad(format!("{key} is not a finite number")))?),
        Value::String(s) => {
            let t = s.trim();
            match t.strip_suffix('%') {
                Some(p) => Level::Percent(
                    p.trim().parse::<f64>().map_err(|_| bad(format!("{key} '{s}' is not a number followed by %")))?,
                ),
                None => Level::Points(t.parse::<f64>().map_err(|_| bad(format!("{key} '{s}' is not a number")))?),
            }
        }
        other => return Err(bad(format!("{key} must be a number or a percent string, got {}", input::kind_of(other)))),
    };
    let value = match parsed {
        Level::Points(p) | Level::Percent(p) => p,
    };
    if !value.is_finite() || value <= 0.0 {
        return Err(bad(format!("{key} must be greater than 0, got {v}")));
    }
    if matches!(parsed, Level::Percent(p) if p >= 100.0) {
        return Err(bad(format!("{key} must be less than 100%, got {v}")));
    }
    Ok(Some(parsed))
}

/// Parses a whole bar count ≥ 1.
fn bar_count(obj: &Object, key: &str) -> Result<Option<usize>> {
    let at = obj.location(key);
    let Some(v) = obj.get(key) else { return Ok(None) };
    let n = v.as_u64().or_else(|| v.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0).map(|f| f as u64));
    match n {
        Some(n) if (1..=MAX_BARS).contains(&n) => Ok(Some(n as usize)),
        _ => Err(invalid(
            ErrorCode::InvalidValue,
            format!("{key} must be a whole number of bars from 1 to {MAX_BARS}, got {v}"),
            "e.g. 5",
            &at,
        )),
    }
}

/// Parses a non-negative cost in points (default 0).
fn cost(obj: &Object, key: &str, what: &str) -> Result<f64> {
    let at = obj.location(key);
    let Some(v) = obj.get(key) else { return Ok(0.0) };
    match v.as_f64() {
        Some(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err(invalid(
            ErrorCode::InvalidValue,
            format!("{key} must be a number of points ≥ 0, got {v}"),
            format!("{key} is {what}, e.g. 0.25"),
            &at,
        )),
    }
}

/// Compiles an expression against the bar columns and checks its kind.
fn expression(text: &str, at: &str, want_bool: bool) -> Result<Compiled> {
    let ast = parse(text).map_err(|e| e.at(at))?;
    let typed = compile(&ast, &ColumnScope::bars()).map_err(|e| e.at(at))?;
    let ok = if want_bool {
        matches!(typed.ty.kind, Kind::Bool | Kind::Null)
    } else {
        typed.ty.kind.numeric() && typed.ty.kind != Kind::Bool
    };
    if !ok {
        let (msg, hint) = if want_bool {
            (
                "must be a condition (true/false per bar)",
                "compare values, e.g. \"close > open\" or \"rsi(close, 14) < 30\"",
            )
        } else {
            ("must be a price (a number per bar)", "e.g. \"sma(close, 20)\" or \"rolling_max(high, 10)\"")
        };
        return Err(invalid(ErrorCode::Type, format!("{at} '{text}' {msg}"), hint, at));
    }
    Ok(Compiled { text: text.to_string(), expr: typed.expr })
}

/// A strategy object read and checked except for compiling its expressions:
/// what a sweep needs per configuration (its expressions are compiled once
/// per distinct text, not once per configuration).
#[derive(Debug, Clone)]
pub struct StrategyText {
    /// Entry condition text.
    pub entry: String,
    /// Exit target text, if any.
    pub exit_target: Option<String>,
    /// Direction, exits and costs.
    pub rules: Rules,
}

impl StrategyText {
    /// Reads and validates the `strategy` object without compiling expressions.
    pub fn parse(v: &Value) -> Result<StrategyText> {
        let obj = Object::new(v, "strategy", "strategy")
            .map_err(|e| BarbError::from(e).hint("e.g. {\"entry\": \"close > open\", \"direction\": \"long\"}"))?;
        obj.check_keys(&STRATEGY_KEYS)?;
        let entry = obj.str("entry")?.filter(|s| !s.trim().is_empty()).ok_or_else(|| {
            invalid(
                ErrorCode::InvalidQuery,
                "strategy.entry is required",
                "a condition on the signal bar, e.g. \"close > open\"",
                "strategy.entry",
            )
        })?;
        let direction = match obj.str("direction")?.map(|s| s.trim().to_lowercase()) {
            Some(d) if d == "long" => Direction::Long,
            Some(d) if d == "short" => Direction::Short,
            Some(_) | None => {
                let given = obj.get("direction").map(|v| v.to_string()).unwrap_or_else(|| "nothing".into());
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("invalid direction {given}: must be 'long' or 'short'"),
                    "set \"direction\": \"long\" or \"short\"",
                    "strategy.direction",
                ));
            }
        };
        obj.str("entry_label")?;
        let exit_target = obj.str("exit_target")?.filter(|t| !t.trim().is_empty()).map(str::to_string);
        let rules = Rules {
            direction,
            stop_loss: level(&obj, "stop_loss")?,
            take_profit: level(&obj, "take_profit")?,
            trailing_stop: level(&obj, "trailing_stop")?,
            breakeven_bars: bar_count(&obj, "breakeven_bars")?,
            exit_bars: bar_count(&obj, "exit_bars")?,
            slippage: cost(&obj, "slippage", "paid per side")?,
            commission: cost(&obj, "commission", "paid per round trip")?,
        };
        Ok(StrategyText { entry: entry.to_string(), exit_target, rules })
    }

    /// Compiles the expressions.
    pub fn compile(self) -> Result<Strategy> {
        let entry = compile_entry(&self.entry)?;
        let exit_target = self.exit_target.as_deref().map(compile_target).transpose()?;
        Ok(Strategy { entry, exit_target, rules: self.rules })
    }
}

/// Compiles an entry condition (location `strategy.entry`).
pub fn compile_entry(text: &str) -> Result<Compiled> {
    expression(text, "strategy.entry", true)
}

/// Compiles an exit target (location `strategy.exit_target`).
pub fn compile_target(text: &str) -> Result<Compiled> {
    expression(text, "strategy.exit_target", false)
}

impl Strategy {
    /// Parses and validates the `strategy` object.
    pub fn parse(v: &Value) -> Result<Strategy> {
        StrategyText::parse(v)?.compile()
    }
}

/// Where and how a strategy runs: the input keys besides `strategy`, shared
/// by single runs, comparisons, portfolio legs and sweeps.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Bar timeframe (default daily).
    pub timeframe: Timeframe,
    /// Session name as given (`None` = all bars).
    pub session: Option<String>,
    /// Period text and its parsed form.
    pub period: Option<(String, Period)>,
    /// Card title (default `Backtest`).
    pub title: String,
    /// How exits inside a bar are resolved (default minutes).
    pub resolution: ExitResolution,
}

impl Settings {
    /// Reads `from`, `session`, `period`, `title` and `exit_resolution` of `obj`.
    pub fn parse(obj: &Object) -> Result<Settings> {
        let timeframe = match obj.str("from")? {
            None => Timeframe::Daily,
            Some(s) => {
                let allowed: Vec<&str> = TIMEFRAMES.iter().map(|t| t.name()).collect();
                let unsupported = || {
                    invalid(
                        ErrorCode::InvalidTimeframe,
                        format!("unsupported timeframe '{s}' for a backtest"),
                        format!("allowed: {}", allowed.join(", ")),
                        obj.location("from").as_str(),
                    )
                };
                let tf = Timeframe::parse(s).map_err(|_| unsupported())?;
                if !TIMEFRAMES.contains(&tf) {
                    return Err(unsupported());
                }
                tf
            }
        };
        let session = obj.str("session")?.filter(|s| !s.trim().is_empty()).map(str::to_string);
        let period = match obj.str("period")? {
            Some(p) if !p.trim().is_empty() => {
                let parsed = Period::parse(p).map_err(|e| e.at(obj.location("period")))?;
                Some((p.to_string(), parsed))
            }
            _ => None,
        };
        let title = obj
            .str("title")?
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| "Backtest".to_string());
        let resolution = match obj.str("exit_resolution")?.map(str::trim) {
            None | Some("minutes") => ExitResolution::Minutes,
            Some("bars") => ExitResolution::Bars,
            Some(other) => {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("invalid exit_resolution '{other}'"),
                    "use \"minutes\" (default: exits resolved on minute bars) or \"bars\" (bar OHLC only)",
                    &obj.location("exit_resolution"),
                ));
            }
        };
        Ok(Settings { timeframe, session, period, title, resolution })
    }
}

impl BacktestInput {
    /// Parses input JSON text.
    pub fn parse_text(text: &str) -> Result<BacktestInput> {
        let v = input::parse_json(text, "the backtest input").map_err(|e| {
            BarbError::from(e)
                .hint("send an object like {\"strategy\": {\"entry\": \"close > open\", \"direction\": \"long\"}}")
        })?;
        Self::parse(&v)
    }

    /// Parses and validates an input object.
    pub fn parse(v: &Value) -> Result<BacktestInput> {
        let obj = Object::new(v, "", "the backtest input")
            .map_err(|e| BarbError::from(e).hint("send {\"strategy\": {...}, \"from\": \"daily\"}"))?;
        obj.check_keys(&INPUT_KEYS)?;
        let strategy = match obj.get("strategy") {
            Some(s) => Strategy::parse(s)?,
            None => {
                return Err(invalid(
                    ErrorCode::InvalidQuery,
                    "strategy is required",
                    "send {\"strategy\": {\"entry\": \"close > open\", \"direction\": \"long\"}}",
                    "strategy",
                ));
            }
        };
        let Settings { timeframe, session, period, title, resolution } = Settings::parse(&obj)?;
        Ok(BacktestInput { strategy, timeframe, session, period, title, resolution })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn err(v: Value) -> BarbError {
        match BacktestInput::parse(&v).unwrap_err() {
            BacktestError::Input(e) => e,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn full_input_parses_with_defaults() {
        let i = BacktestInput::parse(&json!({"strategy": {"entry": "close > open", "direction": "Long"}})).unwrap();
        assert_eq!(i.timeframe, Timeframe::Daily);
        assert_eq!(i.strategy.rules.direction, Direction::Long);
        assert_eq!(i.title, "Backtest");
        assert_eq!(i.resolution, ExitResolution::Minutes);
        assert_eq!((i.strategy.rules.slippage, i.strategy.rules.commission), (0.0, 0.0));
        let i = BacktestInput::parse(&json!({
            "strategy": {"entry": "rsi(close, 14) < 30", "direction": "short", "stop_loss": "1.5%",
                         "take_profit": 50, "trailing_stop": "20", "breakeven_bars": 2, "exit_bars": 5.0,
                         "exit_target": "sma(close, 20)", "slippage": 0.25, "commission": 1, "entry_label": "x"},
            "from": "1h", "session": "RTH", "period": "2024", "title": "T", "exit_resolution": "bars"
        }))
        .unwrap();
        let s = &i.strategy.rules;
        assert_eq!(s.stop_loss, Some(Level::Percent(1.5)));
        assert_eq!(s.take_profit, Some(Level::Points(50.0)));
        assert_eq!(s.trailing_stop, Some(Level::Points(20.0)));
        assert_eq!((s.breakeven_bars, s.exit_bars), (Some(2), Some(5)));
        assert_eq!(i.timeframe, Timeframe::H1);
        assert_eq!(i.resolution, ExitResolution::Bars);
        assert!((Level::Percent(1.5).points(20_000.0) - 300.0).abs() < 1e-9);
    }

    #[test]
    fn bad_input_gets_typed_errors_with_hints() {
        let e = err(json!({"strategy": {"entry": "clsoe > open", "direction": "long"}}));
        assert_eq!(e.code, ErrorCode::UnknownColumn);
        assert_eq!(e.hint, "did you mean 'close'?");
        assert_eq!(e.location, "strategy.entry");
        let e = err(json!({"strategy": {"entry": "close + open", "direction": "long"}}));
        assert_eq!(e.code, ErrorCode::Type);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "sideways"}}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        assert!(e.message.contains("'long' or 'short'"), "{}", e.message);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "stoploss": 5}}));
        assert_eq!(e.code, ErrorCode::InvalidField);
        assert!(e.hint.contains("did you mean 'stop_loss'?"), "{}", e.hint);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "stop_loss": "abc"}}));
        assert_eq!((e.code, e.location.as_str()), (ErrorCode::InvalidValue, "strategy.stop_loss"));
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "take_profit": -5}}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "exit_bars": 0}}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "slippage": -1}}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long"}, "from": "weekly"}));
        assert_eq!(e.code, ErrorCode::InvalidTimeframe);
        assert!(e.hint.contains("daily"), "{}", e.hint);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long"}, "period": "2024-Q1"}));
        assert_eq!(e.code, ErrorCode::InvalidPeriod);
        let e = err(json!({"strategy": {"direction": "long"}}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        let e = err(json!({"from": "daily"}));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long", "exit_target": "close > 1"}}));
        assert_eq!(e.code, ErrorCode::Type);
        let e = err(json!({"strategy": {"entry": "close > open", "direction": "long"}, "exit_resolution": "ticks"}));
        assert_eq!(e.code, ErrorCode::InvalidValue);
        let e = err(json!([1, 2]));
        assert_eq!(e.code, ErrorCode::InvalidQuery);
        assert!(matches!(BacktestInput::parse_text("{nope"), Err(BacktestError::Input(_))));
    }
}
