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

use serde_json::Value;

use crate::error::{BacktestError, Result};
use crate::strategy::{Settings, StrategyText};

mod parse;
mod template;

pub use template::{RuleTemplate, format_value, substitute};

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
impl SweepInput {
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
mod tests;
