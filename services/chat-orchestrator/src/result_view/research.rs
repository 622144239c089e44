//! The citable values of the research tools — `backtest_compare`,
//! `backtest_portfolio`, `backtest_sweep` — read from the backtest service's
//! `result_json` (its shapes are documented in the backtest crate:
//! `CompareOutput::to_json`, `PortfolioOutput::to_json`,
//! `SweepOutput::to_json`).
//!
//! - A comparison is a table keyed by instrument (`{{r1.ES.sharpe}}`).
//! - A portfolio has its totals (`{{r1.total_pnl}}`, `{{r1.return_pct}}`) and
//!   a table of legs keyed by leg name (`{{r1.NQ.pnl}}`, `{{r1.ES.contribution_pct}}`).
//! - A sweep has its counts (`{{r1.configurations}}`: configurations tried),
//!   the deflated Sharpe ratio, the means over all ranked configurations, the
//!   neighbours of the best, the walk-forward folds, and its ranked
//!   configurations as rows `#1`, `#2`, … whose figures come in pairs:
//!   `is_sharpe` (in-sample, what the ranking saw) and `oos_sharpe`
//!   (out-of-sample). Every sample-bound value carries [`Sample`], so the
//!   grounding check can tell an in-sample figure quoted as out-of-sample.

use serde_json::{Map, Value};

use super::measure::metric_measure;
use super::{Coverage, KeyKind, Measure, ResultView, RowRef, Sample, period_coverage};
use crate::calendar::DateParts;

/// Ranked sweep configurations listed in the model text (the engine's text
/// shows the top five too); the rest stay citable by `#N`.
const LISTED_CONFIGURATIONS: usize = 5;

/// The figures a sweep reports per configuration and sample, and what each measures.
const SWEEP_FIGURES: [(&str, Measure); 6] = [
    ("sharpe", Measure::Ratio),
    ("total_pnl", Measure::Points),
    ("trades", Measure::Count),
    ("win_rate", Measure::Percent),
    ("profit_factor", Measure::Ratio),
    ("expectancy", Measure::Points),
];

/// What a comparison column measures.
fn comparison_measure(column: &str) -> Measure {
    match column {
        "trades" => Measure::Count,
        "win_rate" => Measure::Percent,
        "profit_factor" | "sharpe" => Measure::Ratio,
        "point_value" | "total_pnl_currency" => Measure::Money,
        _ => Measure::Points,
    }
}

/// What a sweep objective measures.
fn objective_measure(objective: &str) -> Measure {
    match objective {
        "total_pnl" | "expectancy" => Measure::Points,
        "win_rate" => Measure::Percent,
        _ => Measure::Ratio,
    }
}

fn prefix(sample: Sample) -> &'static str {
    match sample {
        Sample::In => "is",
        Sample::Out => "oos",
    }
}

fn rows_of(v: &Value) -> Vec<&Map<String, Value>> {
    v.as_array().map(|a| a.iter().filter_map(Value::as_object).collect()).unwrap_or_default()
}

impl ResultView {
    /// A value measured on one sample of a sweep.
    #[allow(clippy::too_many_arguments)]
    fn push_sampled(
        &mut self,
        path: String,
        value: Option<f64>,
        column: &str,
        row: Option<RowRef>,
        measure: Measure,
        listed: bool,
        sample: Option<Sample>,
    ) {
        let Some(value) = value else { return };
        let before = self.cells.len();
        self.push(path, value, column, row, measure, listed);
        if let Some(c) = self.cells.get_mut(before) {
            c.sample = sample;
        }
    }

    /// `backtest_compare`: one row per instrument.
    pub(super) fn comparison(&mut self, input: &Value, result: &Value) {
        self.coverage = period_coverage(input.get("period").and_then(Value::as_str));
        let rows = rows_of(&result["rows"]);
        self.set_keys(&rows, &["instrument".to_string()], &[]);
        self.key_kind = KeyKind::Text;
        for (i, row) in rows.iter().enumerate() {
            for (col, v) in row.iter() {
                let Some(x) = v.as_f64().filter(|_| col != "instrument") else { continue };
                let row_ref = RowRef { key: self.keys[i].clone(), index: i };
                let path = format!("{}.{col}", self.path_key(i));
                self.push(path, x, col, Some(row_ref), comparison_measure(col), true);
            }
        }
    }

    /// `backtest_portfolio`: the totals, and one row per leg.
    pub(super) fn portfolio(&mut self, input: &Value, result: &Value) {
        self.coverage = period_coverage(input.get("period").and_then(Value::as_str));
        if let Some(metrics) = result["metrics"].as_object() {
            for (name, v) in metrics {
                let measure = match name.as_str() {
                    "trades" => Measure::Count,
                    "return_pct" | "max_drawdown_pct" => Measure::Percent,
                    _ => Measure::Money,
                };
                if let Some(x) = v.as_f64() {
                    self.push(name.clone(), x, name, None, measure, true);
                }
            }
        }
        let legs = rows_of(&result["legs"]);
        self.set_keys(&legs, &["name".to_string()], &[]);
        self.key_kind = KeyKind::Text;
        // A leg is named by its instrument too ("the ES leg").
        self.labels = legs
            .iter()
            .map(|l| l.get("instrument").and_then(Value::as_str).map(str::to_string).into_iter().collect())
            .collect();
        for (i, leg) in legs.iter().enumerate() {
            let row_ref = RowRef { key: self.keys[i].clone(), index: i };
            let key = self.path_key(i);
            for (col, measure) in [
                ("trades", Measure::Count),
                ("skipped", Measure::Count),
                ("pnl", Measure::Money),
                ("contribution_pct", Measure::Percent),
                ("point_value", Measure::Money),
                ("commission_per_contract", Measure::Money),
            ] {
                if let Some(x) = leg.get(col).and_then(Value::as_f64) {
                    self.push(format!("{key}.{col}"), x, col, Some(row_ref.clone()), measure, true);
                }
            }
            // The leg's one-unit run, which the engine's text quotes in points.
            let unit = leg.get("unit_metrics");
            if let Some(x) = unit.and_then(|m| m["total_pnl"].as_f64()) {
                self.push(
                    format!("{key}.unit_total_pnl"),
                    x,
                    "unit_total_pnl",
                    Some(row_ref.clone()),
                    Measure::Points,
                    true,
                );
            }
            // Its scale-free figures (the same per contract as for the sized
            // leg): what an analyst reads off the leg's card.
            for col in ["win_rate", "profit_factor", "sharpe", "winning_trades", "losing_trades"] {
                if let Some(x) = unit.and_then(|m| m[col].as_f64()) {
                    self.push(format!("{key}.{col}"), x, col, Some(row_ref.clone()), metric_measure(col), true);
                }
            }
        }
    }

    /// `backtest_sweep`: counts, deflated Sharpe, means, neighbours, folds,
    /// and the ranked configurations with their in- and out-of-sample figures.
    pub(super) fn sweep(&mut self, input: &Value, result: &Value) {
        let segments = rows_of(&result["segments"]);
        let date = |s: Option<&&Map<String, Value>>, k: &str| {
            s.and_then(|s| s.get(k)).and_then(Value::as_str).and_then(DateParts::iso)
        };
        self.coverage = Coverage { from: date(segments.first(), "first_date"), to: date(segments.last(), "last_date") };
        if self.coverage.from.is_none() {
            self.coverage = period_coverage(input.get("period").and_then(Value::as_str));
        }
        let objective = result["objective"].as_str().unwrap_or("sharpe").to_string();
        let om = objective_measure(&objective);
        let configurations = &result["configurations"];
        for (path, key, sample) in [
            ("configurations", "tried", None),
            ("grid", "grid", None),
            ("eligible", "eligible", None),
            ("positive_in_sample", "positive_in_sample", Some(Sample::In)),
        ] {
            let v = configurations[key].as_f64();
            self.push_sampled(path.into(), v, path, None, Measure::Count, true, sample);
        }
        let deflated = &result["deflated_sharpe"];
        self.push_sampled(
            "deflated_sharpe".into(),
            deflated["value"].as_f64(),
            "deflated_sharpe",
            None,
            Measure::Share,
            true,
            None,
        );
        let per_trade = deflated["sharpe_per_trade"].as_f64();
        self.push_sampled(
            "sharpe_per_trade".into(),
            per_trade,
            "sharpe_per_trade",
            None,
            Measure::Ratio,
            true,
            Some(Sample::In),
        );
        let luck = deflated["expected_max_sharpe"].as_f64();
        self.push_sampled("expected_max_sharpe".into(), luck, "expected_max_sharpe", None, Measure::Ratio, true, None);
        for (sample, key) in [(Sample::In, "in_sample"), (Sample::Out, "out_of_sample")] {
            let name = format!("{}_mean_{objective}", prefix(sample));
            let v = result["mean_objective"][key].as_f64();
            self.push_sampled(name.clone(), v, &name, None, om, true, Some(sample));
        }
        let stability = &result["stability"];
        for (name, key, measure, sample) in [
            ("neighbours", "neighbours", Measure::Count, None),
            ("neighbours_holding", "holding_half", Measure::Count, Some(Sample::In)),
            ("neighbours_ratio", "ratio_to_best", Measure::Share, Some(Sample::In)),
        ] {
            self.push_sampled(name.into(), stability[key].as_f64(), name, None, measure, true, sample);
        }
        for (sample, key) in [(Sample::In, "mean_in_sample"), (Sample::Out, "mean_out_of_sample")] {
            let name = format!("{}_neighbours_mean_{objective}", prefix(sample));
            self.push_sampled(name.clone(), stability[key].as_f64(), &name, None, om, true, Some(sample));
        }
        let wf = &result["walk_forward_out_of_sample"];
        if wf.is_object() {
            for (figure, measure) in SWEEP_FIGURES {
                let name = format!("oos_walk_forward_{figure}");
                self.push_sampled(name.clone(), wf[figure].as_f64(), &name, None, measure, true, Some(Sample::Out));
            }
        }
        for fold in rows_of(&result["folds"]) {
            let Some(k) = fold.get("fold").and_then(Value::as_u64) else { continue };
            let Some(chosen) = fold.get("chosen").filter(|c| c.is_object()) else { continue };
            // A fold is named by its window ("the fold from 3 January 2024").
            let window = Coverage {
                from: fold["train"]["first_date"].as_str().and_then(DateParts::iso),
                to: fold["test"]["last_date"].as_str().and_then(DateParts::iso),
            };
            // Its objective, and how many trades it rests on ("out of sample
            // +985.01 points in 11 trades").
            for (sample, key) in [(Sample::In, "in_sample"), (Sample::Out, "out_of_sample")] {
                let figures = [
                    (objective.as_str(), chosen[key]["objective"].as_f64(), om),
                    ("trades", chosen[key]["trades"].as_f64(), Measure::Count),
                ];
                for (figure, v, measure) in figures {
                    let name = format!("{}_fold{k}_{figure}", prefix(sample));
                    let before = self.cells.len();
                    self.push_sampled(name.clone(), v, &name, None, measure, true, Some(sample));
                    if let Some(c) = self.cells.get_mut(before) {
                        c.window = Some(window);
                    }
                }
            }
        }
        let top = rows_of(&result["top"]);
        self.set_keys(&top, &[], &[]);
        self.row_titles =
            top.iter().map(|r| r.get("label").and_then(Value::as_str).unwrap_or_default().to_string()).collect();
        // A ranked row is named by its parameter values: "level=40, hold=3",
        // "level=40", "level 40".
        self.labels = top
            .iter()
            .map(|r| {
                let mut names: Vec<String> = Vec::new();
                if let Some(l) = r.get("label").and_then(Value::as_str) {
                    names.push(l.to_string());
                    for part in l.split(", ") {
                        names.push(part.to_string());
                        names.push(part.replace('=', " "));
                    }
                }
                names
            })
            .collect();
        for (i, row) in top.iter().enumerate() {
            let listed = i < LISTED_CONFIGURATIONS;
            for (sample, key) in [(Sample::In, "in_sample"), (Sample::Out, "out_of_sample")] {
                for (figure, measure) in SWEEP_FIGURES {
                    let name = format!("{}_{figure}", prefix(sample));
                    let v = row.get(key).and_then(|f| f[figure].as_f64());
                    let row_ref = RowRef { key: self.keys[i].clone(), index: i };
                    let path = format!("#{}.{name}", i + 1);
                    self.push_sampled(path, v, &name, Some(row_ref), measure, listed, Some(sample));
                }
            }
        }
    }
}
