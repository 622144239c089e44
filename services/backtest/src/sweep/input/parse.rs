//! Reading and validating the sweep input: the parameters (lists or ranges),
//! the search, objective and validation scheme, and every configuration's
//! strategy checked before any data is read.

use barb_common::input::{self, Object};
use barb_script::{BarbError, ErrorCode};
use serde_json::Value;

use crate::error::{BacktestError, Result};
use crate::signals::Decomposed;
use crate::strategy::{Rules, Settings, compile_entry, compile_target};

use super::template::{RuleField, RuleTemplate, placeholders, substitute};
use super::*;

fn invalid(code: ErrorCode, message: impl Into<String>, hint: impl Into<String>, at: &str) -> BacktestError {
    BacktestError::Input(BarbError::new(code, message).hint(hint).at(at))
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
            rules: RuleTemplate { base: Rules::bare(crate::strategy::Direction::Long), fields },
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
