//! Placeholders: finding `{name}` in a text, writing a value into it, and the
//! exit rules of any configuration filled from a template.

use crate::strategy::{Level, Rules};

/// A numeric field of the exit rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum RuleField {
    StopLoss,
    TakeProfit,
    TrailingStop,
    BreakevenBars,
    ExitBars,
    Slippage,
    Commission,
}

impl RuleField {
    pub(super) fn of(key: &str) -> Option<RuleField> {
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
    pub(super) base: Rules,
    pub(super) fields: Vec<(RuleField, usize, bool)>,
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

/// A number as it is written into a placeholder: whole numbers without a
/// decimal point (`14`, not `14.0`, so `rsi(close, {n})` stays an integer).
pub fn format_value(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 { format!("{}", v as i64) } else { format!("{v}") }
}

/// The `{name}` placeholders in `text`, in order.
pub(super) fn placeholders(text: &str) -> Vec<&str> {
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
