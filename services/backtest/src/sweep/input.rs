//! The sweep input: a strategy with `{name}` placeholders, the declared
//! parameter ranges, the search, the objective and the validation scheme —
//! all checked before any data is read.
//!
//! ```json
//! {"strategy": {"entry": "close < sma(close, {n})", "direction": "long",
//!               "stop_loss": "{sl}", "take_profit": "{tp}%"},
//!  "parameters": {"n": [5, 10, 20], "sl": {"from": 50, "to": 200, "step": 25}, "tp": [1, 2]},
//!  "search": "grid", "objective": "sharpe",
//!  "validation": {"method": "split", "train": 0.7},
//!  "from": "daily", "title": "SMA dip sweep"}
//! ```
//!
//! A placeholder `{name}` may stand anywhere in `entry` / `exit_target`
//! text, or be the whole value of a numeric field (`"{sl}"`, or `"{tp}%"`
//! for a percent level). Parameters used in expressions are *signal*
//! parameters: every distinct combination of their values is one entry
//! signal, computed once and shared by all configurations that differ only
//! in the other (*rule*) parameters, whose values go straight into the exit
//! rules ([`RuleTemplate`]). Signal parameters that change an indicator of
//! the entry (a value inside a call, like `n` in `sma(close, {n})`) come
//! first, so the configurations needing one indicator are contiguous and it
//! is computed once ([`crate::signals`]).

use barb_common::input::{self, Object};
use barb_script::{BarbError, ErrorCode};
use serde_json::Value;

use crate::error::{BacktestError, Result};
use crate::signals::Decomposed;
use crate::strategy::{Level, Rules, Settings, StrategyText, compile_entry, compile_target};

/// Keys of the sweep input.
pub(crate) const SWEEP_KEYS: [&str; 14] = [
    "strategy",
    "parameters",
    "search",
    "objective",
    "validation",
    "min_trades",
    "top",
    "max_configurations",
    "from",
    "session",
    "period",
    "title",
    "exit_resolution",
    "heatmap",
];
/// Declared parameters at most.
pub const MAX_PARAMETERS: usize = 6;
/// Values of one parameter at most.
pub const MAX_VALUES: usize = 1_000;
/// Default cap on configurations.
pub const DEFAULT_MAX_CONFIGURATIONS: u64 = 10_000;
/// Hard cap on configurations (the caller may lower the default, or raise it up to this).
pub const MAX_CONFIGURATIONS: u64 = 200_000;
/// Ranked configurations returned at most.
pub const MAX_TOP: usize = 50;

/// What the sweep maximises (on the in-sample part).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Objective {
    /// Annualised per-trade Sharpe ratio (as `metrics.sharpe`).
    Sharpe,
    /// Σ pnl in points.
    TotalPnl,
    /// Gross profit / |gross loss|.
    ProfitFactor,
    /// Mean pnl per trade.
    Expectancy,
    /// Winning trades / trades × 100.
    WinRate,
}

impl Objective {
    /// Every objective.
    pub const ALL: [Objective; 5] =
        [Objective::Sharpe, Objective::TotalPnl, Objective::ProfitFactor, Objective::Expectancy, Objective::WinRate];

    /// Wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Objective::Sharpe => "sharpe",
            Objective::TotalPnl => "total_pnl",
            Objective::ProfitFactor => "profit_factor",
            Objective::Expectancy => "expectancy",
            Objective::WinRate => "win_rate",
        }
    }
}

/// How configurations are drawn from the declared grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Search {
    /// Every combination.
    Grid,
    /// `samples` distinct combinations drawn uniformly (reproducible by `seed`).
    Random {
        /// Configurations to draw.
        samples: u64,
        /// Random seed.
        seed: u64,
    },
}

/// How the bars are split into in-sample and out-of-sample parts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Validation {
    /// The first `train` fraction of bars is in-sample, the rest out-of-sample.
    Split {
        /// Fraction in (0, 1).
        train: f64,
    },
    /// `folds + 1` equal segments; fold f selects on segments 0..f (anchored)
    /// and tests on segment f.
    WalkForward {
        /// Folds (2–10).
        folds: usize,
    },
}

/// A numeric field of the exit rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RuleField {
    StopLoss,
    TakeProfit,
    TrailingStop,
    BreakevenBars,
    ExitBars,
    Slippage,
    Commission,
}

impl RuleField {
    fn of(key: &str) -> Option<RuleField> {
        Some(match key {
            "stop_loss" => RuleField::StopLoss,
            "take_profit" => RuleField::TakeProfit,
            "trailing_stop" => RuleField::TrailingStop,
            "breakeven_bars" => RuleField::BreakevenBars,
            "exit_bars" => RuleField::ExitBars,
            "slippage" => RuleField::Slippage,
            "commission" => RuleField::Commission,
            _ => return None,
        })
    }
}

/// The exit rules of any configuration without re-reading the strategy:
/// the rules with every parameter at its first value, and for each field
/// with a placeholder, which parameter fills it and whether it is a percent.
/// Every value was validated when the input was parsed, so filling cannot fail.
#[derive(Debug, Clone)]
pub struct RuleTemplate {
    base: Rules,
    fields: Vec<(RuleField, usize, bool)>,
}

impl RuleTemplate {
    /// The rules of a configuration with parameter values `values`.
    pub fn rules(&self, values: &[f64]) -> Rules {
        let mut r = self.base;
        for &(field, k, percent) in &self.fields {
            let v = values[k];
            let level = Some(if percent { Level::Percent(v) } else { Level::Points(v) });
            match field {
                RuleField::StopLoss => r.stop_loss = level,
                RuleField::TakeProfit => r.take_profit = level,
                RuleField::TrailingStop => r.trailing_stop = level,
                RuleField::BreakevenBars => r.breakeven_bars = Some(v as usize),
                RuleField::ExitBars => r.exit_bars = Some(v as usize),
                RuleField::Slippage => r.slippage = v,
                RuleField::Commission => r.commission = v,
            }
        }
        r
    }
}

/// One declared parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Parameter {
    /// Name used in `{name}` placeholders.
    pub name: String,
    /// Values in declared order (the grid axis).
    pub values: Vec<f64>,
    /// True when the parameter appears in an expression.
    pub in_signal: bool,
    /// True when it changes an indicator of the entry (a value inside a call).
    pub in_indicator: bool,
}

/// A validated sweep request.
#[derive(Debug, Clone)]
pub struct SweepInput {
    /// The strategy object with placeholders.
    pub strategy: Value,
    /// Parameters: signal parameters first, then rule parameters (each group
    /// in declared order); the last one varies fastest.
    pub parameters: Vec<Parameter>,
    /// Grid or random.
    pub search: Search,
    /// What is maximised.
    pub objective: Objective,
    /// In-/out-of-sample scheme.
    pub validation: Validation,
    /// Configurations with fewer in-sample trades are not ranked.
    pub min_trades: usize,
    /// Ranked configurations returned.
    pub top: usize,
    /// Cap on configurations evaluated.
    pub max_configurations: u64,
    /// The two heat-map axes (indices into `parameters`), when there are two or more.
    pub heatmap: Option<(usize, usize)>,
    /// Timeframe, session, period, title, exit resolution.
    pub settings: Settings,
    /// The exit rules of a configuration.
    pub rules: RuleTemplate,
}

fn invalid(code: ErrorCode, message: impl Into<String>, hint: impl Into<String>, at: &str) -> BacktestError {
    BacktestError::Input(BarbError::new(code, message).hint(hint).at(at))
}

/// A number as it is written into a placeholder: whole numbers without a
/// decimal point (`14`, not `14.0`, so `rsi(close, {n})` stays an integer).
pub fn format_value(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 { format!("{}", v as i64) } else { format!("{v}") }
}

/// The `{name}` placeholders in `text`, in order.
fn placeholders(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                out.push(&after[..close]);
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    out
}

/// Replaces `{name}` by each parameter's value.
pub fn substitute(text: &str, names: &[&str], values: &[f64]) -> String {
    let mut out = text.to_string();
    for (n, v) in names.iter().zip(values) {
        out = out.replace(&format!("{{{n}}}"), &format_value(*v));
    }
    out
}

fn values_of(name: &str, v: &Value, at: &str) -> Result<Vec<f64>> {
    let hint = "a list of numbers, e.g. [10, 20, 30], or a range {\"from\": 10, \"to\": 30, \"step\": 5}";
    let bad = |why: String| invalid(ErrorCode::InvalidValue, why, hint, at);
    let values: Vec<f64> = match v {
        Value::Array(items) => items
            .iter()
            .map(|x| {
                x.as_f64()
                    .filter(|f| f.is_finite())
                    .ok_or_else(|| bad(format!("parameter {name}: {x} is not a number")))
            })
            .collect::<Result<_>>()?,
        Value::Object(_) => {
            let obj = Object::new(v, at, "a parameter range")?;
            obj.check_keys(&["from", "to", "step"])?;
            let num = |k: &str| -> Result<f64> {
                obj.get(k)
                    .and_then(Value::as_f64)
                    .filter(|f| f.is_finite())
                    .ok_or_else(|| bad(format!("parameter {name}: `{k}` must be a number")))
            };
            let (from, to, step) = (num("from")?, num("to")?, num("step")?);
            if step <= 0.0 || to < from {
                return Err(bad(format!("parameter {name}: need from ≤ to and step > 0")));
            }
            let count = ((to - from) / step + 1e-9).floor() + 1.0;
            if count > MAX_VALUES as f64 {
                return Err(bad(format!("parameter {name} has {count} values; the limit is {MAX_VALUES}")));
            }
            // Computed from the index (no accumulated rounding), rounded to 10 decimals.
            (0..count as usize).map(|k| ((from + step * k as f64) * 1e10).round() / 1e10).collect()
        }
        other => return Err(bad(format!("parameter {name} must be a list or a range, got {}", input::kind_of(other)))),
    };
    if values.is_empty() {
        return Err(bad(format!("parameter {name} has no values")));
    }
    if values.len() > MAX_VALUES {
        return Err(bad(format!("parameter {name} has {} values; the limit is {MAX_VALUES}", values.len())));
    }
    let mut seen = values.clone();
    seen.sort_by(f64::total_cmp);
    if seen.windows(2).any(|w| w[0] == w[1]) {
        return Err(bad(format!("parameter {name} repeats a value")));
    }
    Ok(values)
}

fn whole(obj: &Object, key: &str, default: u64, range: (u64, u64), hint: &str) -> Result<u64> {
    let Some(v) = obj.get(key) else { return Ok(default) };
    match v.as_u64() {
        Some(n) if (range.0..=range.1).contains(&n) => Ok(n),
        _ => Err(invalid(
            ErrorCode::InvalidValue,
            format!("{key} must be a whole number from {} to {}, got {v}", range.0, range.1),
            hint,
            &obj.location(key),
        )),
    }
}

impl SweepInput {
    /// Parses input JSON text.
    pub fn parse_text(text: &str) -> Result<SweepInput> {
        let v = input::parse_json(text, "the sweep input")
            .map_err(|e| BarbError::from(e).hint("send {\"strategy\": {...}, \"parameters\": {\"n\": [10, 20]}}"))?;
        Self::parse(&v)
    }

    /// Parses and validates an input object.
    pub fn parse(v: &Value) -> Result<SweepInput> {
        let obj = Object::new(v, "", "the sweep input")
            .map_err(|e| BarbError::from(e).hint("send {\"strategy\": {...}, \"parameters\": {...}}"))?;
        obj.check_keys(&SWEEP_KEYS)?;
        let strategy = obj.require("strategy")?.clone();
        let strategy_obj = Object::new(&strategy, "strategy", "strategy")?;
        let declared = obj.object("parameters")?.ok_or_else(|| {
            invalid(
                ErrorCode::InvalidQuery,
                "parameters is required",
                "e.g. {\"n\": [10, 20, 30]} and \"{n}\" in the strategy",
                "parameters",
            )
        })?;
        if declared.map().is_empty() || declared.map().len() > MAX_PARAMETERS {
            return Err(invalid(
                ErrorCode::InvalidValue,
                format!("declare 1 to {MAX_PARAMETERS} parameters, got {}", declared.map().len()),
                "e.g. {\"n\": [10, 20, 30]}",
                "parameters",
            ));
        }
        // Where each placeholder is used.
        let mut in_signal = Vec::new();
        let mut in_rules = Vec::new();
        for (key, value) in strategy_obj.map() {
            let Some(text) = value.as_str() else { continue };
            let names = placeholders(text);
            if key == "entry" || key == "exit_target" {
                in_signal.extend(names.iter().map(|n| n.to_string()));
            } else if !names.is_empty() {
                let inner = text.trim().trim_end_matches('%').trim();
                if names.len() != 1 || inner != format!("{{{}}}", names[0]) {
                    return Err(invalid(
                        ErrorCode::InvalidValue,
                        format!("strategy.{key} '{text}' must be a single placeholder like \"{{sl}}\" or \"{{sl}}%\""),
                        "numeric fields take one parameter as their whole value",
                        &strategy_obj.location(key),
                    ));
                }
                in_rules.push(names[0].to_string());
            }
        }
        for name in in_signal.iter().chain(&in_rules) {
            if !declared.has(name) {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("the strategy uses {{{name}}} but parameters declares no '{name}'"),
                    barb_common::input::suggestion(name, declared.map().keys().map(String::as_str)),
                    "parameters",
                ));
            }
        }
        let mut signal = Vec::new();
        let mut rules = Vec::new();
        for (name, value) in declared.map() {
            let at = declared.location(name);
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("bad parameter name '{name}'"),
                    "use letters, digits and _",
                    &at,
                ));
            }
            let values = values_of(name, value, &at)?;
            let sig = in_signal.contains(name);
            if !sig && !in_rules.contains(name) {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("parameter '{name}' is not used by the strategy"),
                    format!("write {{{name}}} in the strategy where its value goes, or remove it"),
                    &at,
                ));
            }
            let p = Parameter { name: name.clone(), values, in_signal: sig, in_indicator: false };
            if sig { signal.push(p) } else { rules.push(p) }
        }
        mark_indicator_parameters(&strategy_obj, &mut signal)?;
        // Indicator parameters first (stable: declared order within each kind).
        signal.sort_by_key(|p| !p.in_indicator);
        let parameters: Vec<Parameter> = signal.into_iter().chain(rules).collect();
        let total: f64 = parameters.iter().map(|p| p.values.len() as f64).product();

        let max_configurations = whole(
            &obj,
            "max_configurations",
            DEFAULT_MAX_CONFIGURATIONS,
            (1, MAX_CONFIGURATIONS),
            "the cap on configurations evaluated",
        )?;
        let search = match obj.get("search") {
            None => Search::Grid,
            Some(Value::String(s)) if s.trim() == "grid" => Search::Grid,
            Some(Value::String(s)) if s.trim() == "random" => {
                Search::Random { samples: 200.min(max_configurations), seed: 1 }
            }
            Some(v @ Value::Object(_)) => {
                let s = Object::new(v, "search", "the search")?;
                s.check_keys(&["method", "samples", "seed"])?;
                match s.str("method")?.map(str::trim) {
                    Some("grid") | None if !s.has("samples") => Search::Grid,
                    Some("random") | None => Search::Random {
                        samples: whole(
                            &s,
                            "samples",
                            200.min(max_configurations),
                            (1, max_configurations),
                            "how many configurations to draw",
                        )?,
                        seed: whole(&s, "seed", 1, (0, u64::MAX), "any whole number")?,
                    },
                    Some(other) => {
                        return Err(invalid(
                            ErrorCode::InvalidValue,
                            format!("unknown search method '{other}'"),
                            "\"grid\" or \"random\"",
                            "search.method",
                        ));
                    }
                }
            }
            Some(other) => {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("search must be \"grid\", \"random\" or an object, got {other}"),
                    "e.g. {\"method\": \"random\", \"samples\": 500, \"seed\": 7}",
                    "search",
                ));
            }
        };
        let evaluated = match search {
            Search::Grid => total,
            Search::Random { samples, .. } => (samples as f64).min(total),
        };
        if evaluated > max_configurations as f64 {
            return Err(invalid(
                ErrorCode::TooComplex,
                format!("the grid has {total} configurations; the cap is {max_configurations}"),
                format!(
                    "narrow the ranges, use {{\"method\": \"random\", \"samples\": N}}, or raise max_configurations (at most {MAX_CONFIGURATIONS})"
                ),
                "parameters",
            ));
        }
        let objective = match obj.str("objective")?.map(str::trim) {
            None => Objective::Sharpe,
            Some(o) => Objective::ALL.into_iter().find(|x| x.as_str() == o).ok_or_else(|| {
                let names: Vec<&str> = Objective::ALL.iter().map(|x| x.as_str()).collect();
                invalid(
                    ErrorCode::InvalidValue,
                    format!("unknown objective '{o}'"),
                    format!("one of {}", names.join(", ")),
                    "objective",
                )
            })?,
        };
        let validation = match obj.object("validation")? {
            None => Validation::Split { train: 0.7 },
            Some(val) => {
                val.check_keys(&["method", "train", "folds"])?;
                match val.str("method")?.map(str::trim).unwrap_or("split") {
                    "split" => {
                        let train = val.get("train").map(|t| t.as_f64().unwrap_or(f64::NAN)).unwrap_or(0.7);
                        if !(0.1..=0.9).contains(&train) {
                            return Err(invalid(
                                ErrorCode::InvalidValue,
                                format!("validation.train must be from 0.1 to 0.9, got {train}"),
                                "the in-sample fraction, e.g. 0.7",
                                "validation.train",
                            ));
                        }
                        Validation::Split { train }
                    }
                    "walk_forward" => {
                        Validation::WalkForward { folds: whole(&val, "folds", 4, (2, 10), "e.g. 4")? as usize }
                    }
                    other => {
                        return Err(invalid(
                            ErrorCode::InvalidValue,
                            format!("unknown validation method '{other}'"),
                            "\"split\" (default, train 0.7) or \"walk_forward\"; out-of-sample checks cannot be turned off",
                            "validation.method",
                        ));
                    }
                }
            }
        };
        let min_trades =
            whole(&obj, "min_trades", 10, (1, 100_000), "in-sample trades a configuration needs to be ranked")?
                as usize;
        let top = whole(&obj, "top", 10, (1, MAX_TOP as u64), "ranked configurations to return")? as usize;
        let heatmap = match obj.string_list("heatmap")? {
            Some(axes) => {
                let idx = |n: &String| parameters.iter().position(|p| &p.name == n);
                match axes.as_slice() {
                    [a, b] if a != b && idx(a).is_some() && idx(b).is_some() => {
                        Some((idx(a).unwrap_or(0), idx(b).unwrap_or(1)))
                    }
                    _ => {
                        return Err(invalid(
                            ErrorCode::InvalidValue,
                            "heatmap must name two different declared parameters",
                            "e.g. [\"n\", \"sl\"]",
                            "heatmap",
                        ));
                    }
                }
            }
            None if parameters.len() >= 2 => {
                let first = |name: &str| parameters.iter().position(|p| p.name == name).unwrap_or(0);
                let declared_names: Vec<&String> = declared.map().keys().collect();
                Some((first(declared_names[0]), first(declared_names[1])))
            }
            None => None,
        };
        let settings = Settings::parse(&obj)?;
        let names: Vec<&str> = parameters.iter().map(|p| p.name.as_str()).collect();
        let mut fields = Vec::new();
        for (key, value) in strategy_obj.map() {
            let (Some(field), Some(text)) = (RuleField::of(key), value.as_str()) else { continue };
            if let Some(name) = placeholders(text).first() {
                let k = names.iter().position(|n| n == name).expect("declared (checked above)");
                fields.push((field, k, text.trim().ends_with('%')));
            }
        }
        let mut input = SweepInput {
            strategy,
            parameters,
            search,
            objective,
            validation,
            min_trades,
            top,
            max_configurations,
            heatmap,
            settings,
            rules: RuleTemplate {
                base: Rules {
                    direction: crate::strategy::Direction::Long,
                    stop_loss: None,
                    take_profit: None,
                    trailing_stop: None,
                    breakeven_bars: None,
                    exit_bars: None,
                    slippage: 0.0,
                    commission: 0.0,
                },
                fields,
            },
        };
        let first: Vec<f64> = input.parameters.iter().map(|p| p.values[0]).collect();
        input.rules.base = input.strategy_text(&first)?.rules;
        // Every value must make a valid strategy: check each value of each
        // parameter with the others at their first value, compiling
        // expressions once per distinct text.
        for (k, p) in input.parameters.iter().enumerate() {
            for &v in &p.values {
                let mut values = first.clone();
                values[k] = v;
                let text = input.strategy_text(&values)?;
                if p.in_signal || k == 0 {
                    compile_entry(&text.entry).map_err(|e| at_values(e, &input, &values))?;
                    if let Some(t) = &text.exit_target {
                        compile_target(t).map_err(|e| at_values(e, &input, &values))?;
                    }
                }
            }
        }
        Ok(input)
    }

    /// Parameter names in [`SweepInput::parameters`] order.
    pub fn names(&self) -> Vec<&str> {
        self.parameters.iter().map(|p| p.name.as_str()).collect()
    }

    /// Configurations in the full grid.
    pub fn grid_size(&self) -> u64 {
        self.parameters.iter().map(|p| p.values.len() as u64).product()
    }

    /// Configurations sharing one entry signal (the product of the rule parameters' counts).
    pub fn group_size(&self) -> u64 {
        self.parameters.iter().filter(|p| !p.in_signal).map(|p| p.values.len() as u64).product()
    }

    /// The parameter value indices of grid configuration `index` (last parameter fastest).
    pub fn decode(&self, mut index: u64) -> Vec<usize> {
        let mut out = vec![0; self.parameters.len()];
        for (k, p) in self.parameters.iter().enumerate().rev() {
            let n = p.values.len() as u64;
            out[k] = (index % n) as usize;
            index /= n;
        }
        out
    }

    /// The grid index of value indices.
    pub fn encode(&self, idx: &[usize]) -> u64 {
        self.parameters.iter().zip(idx).fold(0u64, |acc, (p, &i)| acc * p.values.len() as u64 + i as u64)
    }

    /// Parameter values of value indices.
    pub fn values(&self, idx: &[usize]) -> Vec<f64> {
        self.parameters.iter().zip(idx).map(|(p, &i)| p.values[i]).collect()
    }

    /// The entry and exit-target texts of a configuration (what its signal depends on).
    pub fn signal_texts(&self, values: &[f64]) -> (String, Option<String>) {
        let names = self.names();
        let text = |key: &str| self.strategy.get(key).and_then(Value::as_str).map(|t| substitute(t, &names, values));
        (text("entry").unwrap_or_default(), text("exit_target").filter(|t| !t.trim().is_empty()))
    }

    /// The strategy with `values` substituted, read and checked (not compiled).
    pub fn strategy_text(&self, values: &[f64]) -> Result<StrategyText> {
        let names = self.names();
        let mut s = self.strategy.clone();
        if let Value::Object(map) = &mut s {
            for (key, v) in map.iter_mut() {
                let Value::String(text) = v else { continue };
                if !text.contains('{') {
                    continue;
                }
                let replaced = substitute(text, &names, values);
                *v = if key == "entry" || key == "exit_target" || replaced.ends_with('%') {
                    Value::String(replaced)
                } else {
                    replaced
                        .trim()
                        .parse::<f64>()
                        .ok()
                        .and_then(serde_json::Number::from_f64)
                        .map(Value::Number)
                        .unwrap_or(Value::String(replaced))
                };
            }
        }
        StrategyText::parse(&s).map_err(|e| at_values(e, self, values))
    }

    /// `name=value` pairs of a configuration.
    pub fn label(&self, values: &[f64]) -> String {
        self.parameters
            .iter()
            .zip(values)
            .map(|(p, v)| format!("{}={}", p.name, format_value(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Marks the signal parameters that change an indicator of the entry: with
/// every parameter at its first value, one parameter moved to its second
/// value changes the entry's parts ([`Decomposed`]).
fn mark_indicator_parameters(strategy: &Object, signal: &mut [Parameter]) -> Result<()> {
    let Some(entry) = strategy.get("entry").and_then(Value::as_str) else { return Ok(()) };
    let names: Vec<&str> = signal.iter().map(|p| p.name.as_str()).collect();
    let first: Vec<f64> = signal.iter().map(|p| p.values[0]).collect();
    let keys = |values: &[f64]| -> Option<Vec<String>> {
        // An invalid text is reported by the validation that follows, naming the configuration.
        let d = Decomposed::new(&substitute(entry, &names, values)).ok()?;
        Some(d.keys().map(str::to_string).collect())
    };
    let base = keys(&first);
    let mut marks = Vec::with_capacity(signal.len());
    for (k, p) in signal.iter().enumerate() {
        let moved = p.values.get(1).and_then(|&v| {
            let mut values = first.clone();
            values[k] = v;
            keys(&values)
        });
        marks.push(moved.is_some() && moved != base);
    }
    for (p, m) in signal.iter_mut().zip(marks) {
        p.in_indicator = m;
    }
    Ok(())
}

/// Says which configuration an error came from.
pub(crate) fn at_values(e: BacktestError, input: &SweepInput, values: &[f64]) -> BacktestError {
    match e {
        BacktestError::Input(mut b) => {
            b.message = format!("{} (configuration {})", b.message, input.label(values));
            BacktestError::Input(b)
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn code(v: Value) -> ErrorCode {
        match SweepInput::parse(&v).unwrap_err() {
            BacktestError::Input(e) => e.code,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn parameters_order_signal_first_and_decode_round_trips() {
        let i = SweepInput::parse(&json!({
            "strategy": {"entry": "close < sma(close, {n})", "direction": "long", "stop_loss": "{sl}", "take_profit": "{tp}%"},
            "parameters": {"sl": {"from": 50, "to": 100, "step": 25}, "n": [5, 10], "tp": [1, 1.5]}
        }))
        .unwrap();
        assert_eq!(i.names(), ["n", "sl", "tp"]);
        assert_eq!(i.parameters[1].values, [50.0, 75.0, 100.0]);
        assert_eq!((i.grid_size(), i.group_size()), (12, 6));
        for k in 0..12 {
            assert_eq!(i.encode(&i.decode(k)), k);
        }
        let t = i.strategy_text(&[10.0, 75.0, 1.5]).unwrap();
        assert_eq!(t.entry, "close < sma(close, 10)");
        assert_eq!(t.rules.stop_loss, Some(crate::strategy::Level::Points(75.0)));
        assert_eq!(t.rules.take_profit, Some(crate::strategy::Level::Percent(1.5)));
        // Heat map: the first two declared parameters (sl, n).
        assert_eq!(i.heatmap, Some((1, 0)));
        // The template gives every configuration the rules of its strategy text.
        for k in 0..12 {
            let values = i.values(&i.decode(k));
            let want = i.strategy_text(&values).unwrap().rules;
            let got = i.rules.rules(&values);
            assert_eq!(format!("{got:?}"), format!("{want:?}"), "configuration {k}");
        }
        assert_eq!(i.validation, Validation::Split { train: 0.7 });
    }

    #[test]
    fn indicator_parameters_come_first_and_rules_fill_every_field() {
        let i = SweepInput::parse(&json!({
            "strategy": {"entry": "close > {k} and rsi(close, {p}) < {level}", "direction": "short",
                         "stop_loss": "{sl}%", "trailing_stop": "{tr}", "exit_bars": "{hold}", "breakeven_bars": "{be}",
                         "slippage": "{slip}", "commission": "{fee}"},
            "parameters": {"k": [1, 2], "level": [20, 30], "sl": [1, 1.5], "p": [7, 14], "tr": [10.5, 20],
                           "hold": [3, 5]}
        }));
        // Placeholders without a declared parameter are refused.
        assert_eq!(i.unwrap_err().code(), "invalid_value");
        let i = SweepInput::parse(&json!({
            "strategy": {"entry": "close > {k} and rsi(close, {p}) < {level}", "direction": "short",
                         "stop_loss": "{sl}%", "trailing_stop": "{tr}", "exit_bars": "{hold}", "commission": 0.5},
            "parameters": {"k": [1, 2], "level": [20, 30], "sl": [1, 1.5], "p": [7, 14], "tr": [10.5, 20],
                           "hold": [3, 5]}
        }))
        .unwrap();
        assert_eq!(i.names(), ["p", "k", "level", "sl", "tr", "hold"]);
        assert!(i.parameters[0].in_indicator && !i.parameters[1].in_indicator);
        assert_eq!(i.group_size(), 8);
        for k in 0..i.grid_size() {
            let values = i.values(&i.decode(k));
            let want = i.strategy_text(&values).unwrap().rules;
            assert_eq!(format!("{:?}", i.rules.rules(&values)), format!("{want:?}"), "configuration {k}");
        }
        let (entry, target) = i.signal_texts(&i.values(&i.decode(9)));
        assert_eq!((entry.as_str(), target), ("close > 1 and rsi(close, 7) < 30", None));
        let i = SweepInput::parse(&json!({
            "strategy": {"entry": "close > open", "direction": "long", "breakeven_bars": "{be}", "slippage": "{slip}"},
            "parameters": {"be": [1, 4], "slip": [0, 0.25]}
        }))
        .unwrap();
        for k in 0..i.grid_size() {
            let values = i.values(&i.decode(k));
            let want = i.strategy_text(&values).unwrap().rules;
            assert_eq!(format!("{:?}", i.rules.rules(&values)), format!("{want:?}"), "configuration {k}");
        }
    }

    #[test]
    fn bad_sweeps_get_typed_errors() {
        let s = json!({"entry": "close < sma(close, {n})", "direction": "long"});
        assert_eq!(code(json!({"strategy": s, "parameters": {"m": [1]}})), ErrorCode::InvalidValue);
        assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5], "x": [1]}})), ErrorCode::InvalidValue);
        assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5, 5]}})), ErrorCode::InvalidValue);
        assert_eq!(
            code(json!({"strategy": s, "parameters": {"n": {"from": 1, "to": 5000, "step": 1}}})),
            ErrorCode::InvalidValue
        );
        assert_eq!(
            code(json!({"strategy": s, "parameters": {"n": [5]}, "objective": "luck"})),
            ErrorCode::InvalidValue
        );
        assert_eq!(
            code(json!({"strategy": s, "parameters": {"n": [5]}, "validation": {"method": "none"}})),
            ErrorCode::InvalidValue
        );
        assert_eq!(
            code(json!({"strategy": s, "parameters": {"n": [5]}, "validation": {"train": 1.0}})),
            ErrorCode::InvalidValue
        );
        assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5]}, "colour": 1})), ErrorCode::InvalidField);
        let big = json!({"strategy": {"entry": "close < sma(close, {n})", "direction": "long", "stop_loss": "{a}", "take_profit": "{b}"},
                         "parameters": {"n": {"from": 1, "to": 100, "step": 1}, "a": {"from": 1, "to": 100, "step": 1}, "b": {"from": 1, "to": 100, "step": 1}}});
        assert_eq!(code(big.clone()), ErrorCode::TooComplex);
        let mut random = big;
        random["search"] = json!({"method": "random", "samples": 500});
        assert!(SweepInput::parse(&random).is_ok());
        // A value that makes an invalid strategy fails up front, naming the configuration.
        let e =
            SweepInput::parse(&json!({"strategy": {"entry": "close > open", "direction": "long", "stop_loss": "{sl}"},
                                          "parameters": {"sl": [10, -5]}}))
            .unwrap_err();
        assert!(e.to_string().contains("sl=-5"), "{e}");
        let e = SweepInput::parse(
            &json!({"strategy": {"entry": "clsoe < {n}", "direction": "long"}, "parameters": {"n": [1]}}),
        )
        .unwrap_err();
        assert_eq!(e.code(), "unknown_column");
    }
}
