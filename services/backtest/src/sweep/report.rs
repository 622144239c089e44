//! What a sweep returns: ranked configurations, each with its in-sample and
//! out-of-sample figures side by side (never one without the other), the
//! walk-forward folds, the deflated Sharpe ratio, the neighbours of the best,
//! the heat map, the caveat the model must pass on, and the UI card
//! (`type: "sweep"`: heat map + in- vs out-of-sample bars + ranked table).

use std::time::Instant;

use barb_script::Market;
use serde_json::{Value, json};

use crate::market::Bars;
use crate::multiple_testing::{deflated_sharpe, expected_max_sharpe};
use crate::stats::num;
use crate::sweep::input::{Search, SweepInput, Validation};
use crate::sweep::tally::{Moments, Scored, Tally};
use crate::sweep::{Segment, input::Objective};

/// A ranked configuration.
#[derive(Debug, Clone)]
pub struct Ranked {
    /// Parameter values in [`SweepInput::parameters`] order.
    pub values: Vec<f64>,
    /// Its sums and score.
    pub scored: Scored,
}

/// The deflated Sharpe ratio of the best configuration and its inputs.
#[derive(Debug, Clone, Copy)]
pub struct Deflated {
    /// The probability (0–1); `None` when undefined (fewer than two trades).
    pub value: Option<f64>,
    /// Per-trade Sharpe ratio of the best, in-sample.
    pub sharpe: f64,
    /// SR₀: the expected best per-trade Sharpe of that many unskilled trials.
    pub expected_max: f64,
    /// Trials (configurations evaluated).
    pub trials: u64,
    /// Variance of the eligible trials' per-trade Sharpe ratios.
    pub variance: f64,
    /// In-sample trades of the best.
    pub observations: u64,
    /// Skewness of its pnls.
    pub skew: f64,
    /// Kurtosis (non-excess) of its pnls.
    pub kurtosis: f64,
}

/// How the best configuration's grid neighbours did (in-sample).
#[derive(Debug, Clone)]
pub struct Stability {
    /// Neighbours evaluated (one step along each axis).
    pub count: usize,
    /// Mean in-sample objective of the neighbours.
    pub mean: f64,
    /// Lowest.
    pub min: f64,
    /// Mean / best (when the best is positive).
    pub ratio: Option<f64>,
    /// Neighbours with at least half the best's objective.
    pub holding: usize,
    /// Mean out-of-sample objective of the neighbours.
    pub oos_mean: f64,
}

/// One walk-forward fold.
#[derive(Debug, Clone)]
pub struct Fold {
    /// Dates of the training segments and the test segment.
    pub train: (String, String),
    /// Test dates.
    pub test: (String, String),
    /// The configuration chosen on the training segments, if any had enough trades.
    pub chosen: Option<Ranked>,
}

/// The heat map of two parameters: per cell, the best in-sample
/// configuration with those values (over the other parameters).
#[derive(Debug, Clone)]
pub struct Heatmap {
    /// Column parameter.
    pub x: String,
    /// Row parameter.
    pub y: String,
    /// Column values.
    pub x_values: Vec<f64>,
    /// Row values.
    pub y_values: Vec<f64>,
    /// `[row][column]` in-sample objective (`None`: no eligible configuration).
    pub in_sample: Vec<Vec<Option<f64>>>,
    /// Out-of-sample objective of the same configurations.
    pub out_of_sample: Vec<Vec<Option<f64>>>,
}

/// The result of a sweep.
#[derive(Debug, Clone)]
pub struct SweepOutput {
    /// Card title.
    pub title: String,
    /// Instrument.
    pub instrument: String,
    /// The request (parameters, objective, search, validation).
    pub input: SweepInput,
    /// Configurations in the declared grid.
    pub grid_size: u64,
    /// Configurations evaluated.
    pub tried: u64,
    /// Configurations with enough in-sample trades to be ranked.
    pub eligible: u64,
    /// Eligible configurations with a positive in-sample objective.
    pub positive: u64,
    /// Mean in-sample and out-of-sample objective over eligible configurations.
    pub mean_objective: (f64, f64),
    /// Best first.
    pub top: Vec<Ranked>,
    /// Walk-forward folds (empty for a split).
    pub folds: Vec<Fold>,
    /// The walk-forward chosen configurations' out-of-sample trades together.
    pub walk_forward_oos: Option<Moments>,
    /// Segment dates and bar counts.
    pub segments: Vec<(String, String, usize)>,
    /// Deflated Sharpe ratio of the best.
    pub deflated: Option<Deflated>,
    /// Neighbours of the best.
    pub stability: Option<Stability>,
    /// Heat map of two parameters.
    pub heatmap: Option<Heatmap>,
    /// The plain-language caveat the model must pass on.
    pub caveat: String,
    /// The text the model sees.
    pub model_response: String,
    /// Bars in the run.
    pub bars: usize,
    /// Work shared across configurations.
    pub work: Work,
    /// Notes.
    pub warnings: Vec<String>,
    /// Wall time.
    pub elapsed_ms: f64,
}

/// What a sweep computed once and shared across configurations.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Work {
    /// Distinct entry signals evaluated (signal groups, plus neighbours' outside the sweep).
    pub signals: u64,
    /// Indicator series computed (each distinct indicator once, unless forgotten by the bounded memo).
    pub indicators: u64,
}

fn fmt_obj(o: Objective, x: f64) -> String {
    if x.is_infinite() {
        return "inf".into();
    }
    match o {
        Objective::TotalPnl | Objective::Expectancy => format!("{x:+.1} pts"),
        Objective::WinRate => format!("{x:.1}%"),
        Objective::Sharpe | Objective::ProfitFactor => format!("{x:.2}"),
    }
}

fn figures(m: &Moments, o: Objective) -> Value {
    json!({
        "objective": num(m.objective(o)),
        "trades": m.n,
        "total_pnl": num(crate::trade::round4(m.total())),
        "sharpe": num(m.sharpe()),
        "win_rate": num(m.objective(Objective::WinRate)),
        "profit_factor": num(m.objective(Objective::ProfitFactor)),
        "expectancy": num(m.objective(Objective::Expectancy)),
    })
}

fn caveat(out: &SweepOutput) -> String {
    let o = out.input.objective;
    let mut parts = vec![format!(
        "{} configurations were tried and the best was picked on in-sample data, so its in-sample {} is biased upwards; judge it by the out-of-sample figures.",
        out.tried,
        o.as_str()
    )];
    match out.deflated.and_then(|d| d.value) {
        Some(d) if d < 0.95 => parts.push(format!(
            "After accounting for the number of tries, the deflated Sharpe ratio is {d:.2} (below 0.95): the best result is not statistically distinguishable from luck."
        )),
        Some(d) => parts.push(format!("The deflated Sharpe ratio is {d:.2}: the edge survives the number of tries in-sample.")),
        None => parts.push("The deflated Sharpe ratio could not be computed (too few trades).".into()),
    }
    if let Some(best) = out.top.first() {
        let (is, oos) = (best.scored.score, best.scored.out_of_sample.objective(o));
        if oos <= 0.0 || (is > 0.0 && oos < is / 2.0) {
            parts.push(format!(
                "Out-of-sample the best configuration fell to {} (in-sample {}).",
                fmt_obj(o, oos),
                fmt_obj(o, is)
            ));
        }
        if best.scored.out_of_sample.n < 30 {
            parts.push(format!("Only {} out-of-sample trades: a small sample.", best.scored.out_of_sample.n));
        }
    }
    if let Some(s) = &out.stability
        && s.ratio.is_some_and(|r| r < 0.5)
    {
        parts.push(
            "Its grid neighbours did much worse, so the best is an isolated peak rather than a stable region.".into(),
        );
    }
    parts.push("Past performance on one data set does not guarantee future results.".into());
    parts.join(" ")
}

fn model_text(out: &SweepOutput) -> String {
    let o = out.input.objective;
    let search = match out.input.search {
        Search::Grid => format!("grid of {}", out.grid_size),
        Search::Random { .. } => format!("random sample of a {}-configuration grid", out.grid_size),
    };
    let seg = |k: usize| out.segments.get(k).map(|s| format!("{}..{}", s.0, s.1)).unwrap_or_default();
    let scheme = match out.input.validation {
        Validation::Split { train } => format!(
            "split {:.0}/{:.0}: in-sample {}, out-of-sample {}",
            train * 100.0,
            (1.0 - train) * 100.0,
            seg(0),
            seg(1)
        ),
        Validation::WalkForward { folds } => {
            format!("walk-forward, {folds} anchored folds; final out-of-sample {}", seg(out.segments.len() - 1))
        }
    };
    let mut lines = vec![format!(
        "Sweep: {} configurations tried ({search}; {} with ≥ {} in-sample trades) | objective {} | {scheme}",
        out.tried,
        out.eligible,
        out.input.min_trades,
        o.as_str()
    )];
    let Some(best) = out.top.first() else {
        lines.push(format!("No configuration had {} in-sample trades: nothing to rank.", out.input.min_trades));
        lines.push(format!("Caveat: {}", out.caveat));
        return lines.join("\n");
    };
    let side = |m: &Moments| format!("{} ({} trades, {:+.1} pts)", fmt_obj(o, m.objective(o)), m.n, m.total());
    lines.push(format!(
        "Best in-sample: {} → in-sample {} | out-of-sample {}",
        out.input.label(&best.values),
        side(&best.scored.in_sample),
        side(&best.scored.out_of_sample)
    ));
    let top: Vec<String> = out
        .top
        .iter()
        .take(5)
        .enumerate()
        .map(|(k, r)| {
            format!(
                "{}) {}: IS {} / OOS {}",
                k + 1,
                out.input.label(&r.values),
                fmt_obj(o, r.scored.score),
                fmt_obj(o, r.scored.out_of_sample.objective(o))
            )
        })
        .collect();
    lines.push(format!("Top {}: {}", top.len(), top.join(" | ")));
    lines.push(format!(
        "All ranked configurations: mean in-sample {} vs out-of-sample {}; {} of {} positive in-sample",
        fmt_obj(o, out.mean_objective.0),
        fmt_obj(o, out.mean_objective.1),
        out.positive,
        out.eligible
    ));
    if let Some(d) = &out.deflated {
        let v = d.value.map(|v| format!("{v:.2}")).unwrap_or_else(|| "n/a".into());
        lines.push(format!(
            "Deflated Sharpe ratio {v} (probability the best's edge is real after {} tries; per-trade Sharpe {:.3} vs {:.3} expected from luck)",
            d.trials, d.sharpe, d.expected_max
        ));
    }
    if let Some(s) = &out.stability {
        let r = s.ratio.map(|r| format!(" ({:.0}% of the best)", r * 100.0)).unwrap_or_default();
        lines.push(format!(
            "Neighbours of the best: {} evaluated, mean in-sample {}{r}, {} of {} hold at least half; mean out-of-sample {}",
            s.count,
            fmt_obj(o, s.mean),
            s.holding,
            s.count,
            fmt_obj(o, s.oos_mean)
        ));
    }
    if !out.folds.is_empty() {
        let f: Vec<String> = out
            .folds
            .iter()
            .map(|f| match &f.chosen {
                Some(c) => format!(
                    "{}: {} IS {} / OOS {}",
                    f.test.0,
                    out.input.label(&c.values),
                    fmt_obj(o, c.scored.score),
                    fmt_obj(o, c.scored.out_of_sample.objective(o))
                ),
                None => format!("{}: none eligible", f.test.0),
            })
            .collect();
        lines.push(format!("Walk-forward: {}", f.join(" | ")));
        if let Some(w) = &out.walk_forward_oos {
            lines.push(format!("Walk-forward out-of-sample overall: {}", side(w)));
        }
    }
    lines.push(format!("Caveat: {}", out.caveat));
    lines.join("\n")
}

/// Assembles the output (the sweep's last step).
#[allow(clippy::too_many_arguments)]
pub(crate) fn build(
    input: &SweepInput,
    market: &Market,
    bars: &Bars,
    segs: &[Segment],
    axes: Option<(usize, usize)>,
    tally: Tally,
    neighbours: Vec<(u64, (Moments, Moments))>,
    work: Work,
    started: Instant,
) -> SweepOutput {
    let o = input.objective;
    let ranked = |s: &Scored| Ranked { values: input.values(&input.decode(s.index)), scored: s.clone() };
    let top: Vec<Ranked> = tally.top.items().iter().map(ranked).collect();
    let deflated = top.first().map(|b| {
        let m = &b.scored.in_sample;
        let (skew, kurtosis) = m.shape();
        let variance = tally.sharpes.variance();
        let sharpe = m.sharpe_per_trade();
        Deflated {
            value: deflated_sharpe(sharpe, m.n, skew, kurtosis, tally.tried, variance),
            sharpe,
            expected_max: expected_max_sharpe(tally.tried, variance),
            trials: tally.tried,
            variance,
            observations: m.n,
            skew,
            kurtosis,
        }
    });
    let stability = top.first().filter(|_| !neighbours.is_empty()).map(|b| {
        let scores: Vec<f64> =
            neighbours.iter().map(|(_, (is, _))| is.objective(o)).filter(|x| x.is_finite()).collect();
        let oos: Vec<f64> = neighbours.iter().map(|(_, (_, oos))| oos.objective(o)).filter(|x| x.is_finite()).collect();
        let mean = if scores.is_empty() { 0.0 } else { scores.iter().sum::<f64>() / scores.len() as f64 };
        let best = b.scored.score;
        Stability {
            count: neighbours.len(),
            mean,
            min: scores.iter().copied().fold(f64::INFINITY, f64::min),
            ratio: (best > 0.0 && best.is_finite()).then(|| mean / best),
            holding: scores.iter().filter(|&&x| best.is_finite() && x >= best / 2.0).count(),
            oos_mean: if oos.is_empty() { 0.0 } else { oos.iter().sum::<f64>() / oos.len() as f64 },
        }
    });
    let date_pair = |a: usize, z: usize| (bars.date(a), bars.date(z - 1));
    let folds: Vec<Fold> = tally
        .folds
        .iter()
        .enumerate()
        .map(|(f, s)| Fold {
            train: date_pair(segs[0].start, segs[f].end),
            test: date_pair(segs[f + 1].start, segs[f + 1].end),
            chosen: s.as_ref().map(ranked),
        })
        .collect();
    let walk_forward_oos = (!folds.is_empty()).then(|| {
        folds
            .iter()
            .filter_map(|f| f.chosen.as_ref())
            .fold(Moments::default(), |acc, c| acc.merge(&c.scored.out_of_sample))
    });
    let heatmap = axes.map(|(x, y)| {
        let (px, py) = (&input.parameters[x], &input.parameters[y]);
        let w = px.values.len();
        let grid = |f: &dyn Fn(&crate::sweep::tally::Cell) -> f64| {
            (0..py.values.len())
                .map(|r| (0..w).map(|c| tally.cells[r * w + c].as_ref().map(f)).collect())
                .collect::<Vec<Vec<Option<f64>>>>()
        };
        Heatmap {
            x: px.name.clone(),
            y: py.name.clone(),
            x_values: px.values.clone(),
            y_values: py.values.clone(),
            in_sample: grid(&|c| c.in_sample),
            out_of_sample: grid(&|c| c.out_of_sample),
        }
    });
    let mut warnings = Vec::new();
    if tally.eligible == 0 {
        warnings.push(format!("no configuration had {} in-sample trades", input.min_trades));
    }
    if input.heatmap.is_some() && heatmap.is_none() {
        warnings.push(format!("the heat-map axes have more than {} cells; no heat map", super::MAX_HEATMAP_CELLS));
    }
    let mut out = SweepOutput {
        title: format!("{} · {} configurations", input.settings.title, tally.tried),
        instrument: market.instrument.symbol.clone(),
        input: input.clone(),
        grid_size: input.grid_size(),
        tried: tally.tried,
        eligible: tally.eligible,
        positive: tally.positive,
        mean_objective: (tally.scores.mean, tally.oos_scores.mean),
        top,
        folds,
        walk_forward_oos,
        segments: segs.iter().map(|s| (bars.date(s.start), bars.date(s.end - 1), s.end - s.start)).collect(),
        deflated,
        stability,
        heatmap,
        caveat: String::new(),
        model_response: String::new(),
        bars: bars.len(),
        work,
        warnings,
        elapsed_ms: started.elapsed().as_secs_f64() * 1e3,
    };
    out.caveat = caveat(&out);
    out.model_response = model_text(&out);
    out
}

fn opt_grid(g: &[Vec<Option<f64>>]) -> Value {
    Value::Array(
        g.iter().map(|row| Value::Array(row.iter().map(|c| c.map(num).unwrap_or(Value::Null)).collect())).collect(),
    )
}

impl SweepOutput {
    fn params_json(&self, values: &[f64]) -> Value {
        let mut m = serde_json::Map::new();
        for (p, v) in self.input.parameters.iter().zip(values) {
            m.insert(p.name.clone(), num(*v));
        }
        Value::Object(m)
    }

    fn ranked_json(&self, r: &Ranked, rank: usize) -> Value {
        let o = self.input.objective;
        json!({
            "rank": rank,
            "parameters": self.params_json(&r.values),
            "label": self.input.label(&r.values),
            "in_sample": figures(&r.scored.in_sample, o),
            "out_of_sample": figures(&r.scored.out_of_sample, o),
        })
    }

    fn heatmap_json(&self) -> Value {
        match &self.heatmap {
            None => Value::Null,
            Some(h) => json!({
                "x": h.x, "y": h.y,
                "x_values": h.x_values.iter().map(|v| num(*v)).collect::<Vec<_>>(),
                "y_values": h.y_values.iter().map(|v| num(*v)).collect::<Vec<_>>(),
                "in_sample": opt_grid(&h.in_sample),
                "out_of_sample": opt_grid(&h.out_of_sample),
            }),
        }
    }

    /// The figures the chat layer must carry into any answer about this
    /// sweep, under one name (`guard_rails`, in `result_json` and the card):
    /// configurations tried, the best configuration's in-sample objective
    /// beside its out-of-sample one, the deflated Sharpe ratio, the
    /// neighbours' stability and the caveat. (`SweepResponse` repeats them
    /// as typed fields.)
    pub fn guard_rails(&self) -> Value {
        let o = self.input.objective;
        json!({
            "configurations_tried": self.tried,
            "objective": o.as_str(),
            "best": self.top.first().map(|b| json!({
                "label": self.input.label(&b.values),
                "in_sample": num(b.scored.score),
                "out_of_sample": num(b.scored.out_of_sample.objective(o)),
                "out_of_sample_trades": b.scored.out_of_sample.n,
            })),
            "deflated_sharpe": self.deflated.and_then(|d| d.value).map(num),
            "neighbours": self.stability.as_ref().map(|s| json!({"count": s.count, "ratio_to_best": s.ratio.map(num)})),
            "caveat": self.caveat,
        })
    }

    /// The best configuration's (in-sample, out-of-sample) objective.
    pub fn best_objectives(&self) -> Option<(f64, f64)> {
        let o = self.input.objective;
        self.top.first().map(|b| (b.scored.score, b.scored.out_of_sample.objective(o)))
    }

    /// The JSON shape of the CLI and of gRPC `result_json`.
    pub fn to_json(&self) -> Value {
        let o = self.input.objective;
        let st = &self.input.settings;
        let (search, samples, seed) = match self.input.search {
            Search::Grid => ("grid", Value::Null, Value::Null),
            Search::Random { samples, seed } => ("random", json!(samples), json!(seed)),
        };
        let validation = match self.input.validation {
            Validation::Split { train } => json!({"method": "split", "train": train}),
            Validation::WalkForward { folds } => json!({"method": "walk_forward", "folds": folds}),
        };
        json!({
            "ok": true,
            "title": self.title,
            "objective": o.as_str(),
            "configurations": {"tried": self.tried, "grid": self.grid_size, "eligible": self.eligible,
                               "positive_in_sample": self.positive, "min_trades": self.input.min_trades,
                               "search": search, "samples": samples, "seed": seed,
                               "max_configurations": self.input.max_configurations},
            "parameters": self.input.parameters.iter().map(|p| json!({"name": p.name, "values": p.values.iter().map(|v| num(*v)).collect::<Vec<_>>(), "in_signal": p.in_signal})).collect::<Vec<_>>(),
            "validation": validation,
            "segments": self.segments.iter().map(|s| json!({"first_date": s.0, "last_date": s.1, "bars": s.2})).collect::<Vec<_>>(),
            "top": self.top.iter().enumerate().map(|(k, r)| self.ranked_json(r, k + 1)).collect::<Vec<_>>(),
            "mean_objective": {"in_sample": num(self.mean_objective.0), "out_of_sample": num(self.mean_objective.1)},
            "folds": self.folds.iter().enumerate().map(|(k, f)| json!({
                "fold": k + 1,
                "train": {"first_date": f.train.0, "last_date": f.train.1},
                "test": {"first_date": f.test.0, "last_date": f.test.1},
                "chosen": f.chosen.as_ref().map(|c| self.ranked_json(c, 1)),
            })).collect::<Vec<_>>(),
            "walk_forward_out_of_sample": self.walk_forward_oos.as_ref().map(|m| figures(m, o)),
            "deflated_sharpe": self.deflated.map(|d| json!({
                "value": d.value.map(num), "sharpe_per_trade": num(d.sharpe), "expected_max_sharpe": num(d.expected_max),
                "trials": d.trials, "sharpe_variance": num(d.variance), "observations": d.observations,
                "skew": num(d.skew), "kurtosis": num(d.kurtosis),
            })),
            "stability": self.stability.as_ref().map(|s| json!({
                "neighbours": s.count, "mean_in_sample": num(s.mean), "min_in_sample": num(s.min),
                "ratio_to_best": s.ratio.map(num), "holding_half": s.holding, "mean_out_of_sample": num(s.oos_mean),
            })),
            "heatmap": self.heatmap_json(),
            "caveat": self.caveat,
            "guard_rails": self.guard_rails(),
            "model_response": self.model_response,
            "metadata": {
                "instrument": self.instrument, "from": st.timeframe.name(), "session": st.session,
                "period": st.period.as_ref().map(|p| p.0.clone()), "exit_resolution": st.resolution.as_str(),
                "bars": self.bars, "elapsed_ms": num(self.elapsed_ms),
                "signals_evaluated": self.work.signals, "indicator_series": self.work.indicators,
                "configurations_per_second": num(if self.elapsed_ms > 0.0 { self.tried as f64 / self.elapsed_ms * 1e3 } else { 0.0 }),
                "warnings": self.warnings,
            },
        })
    }

    /// The UI card (`type: "sweep"`): the heat map, in- vs out-of-sample bars
    /// of the ranked configurations (or of the walk-forward folds), the ranked
    /// table and the caveat.
    pub fn card(&self) -> Value {
        let o = self.input.objective;
        let bars: Vec<Value> = if self.folds.is_empty() {
            self.top
                .iter()
                .map(|r| json!({"label": self.input.label(&r.values), "in_sample": num(r.scored.score), "out_of_sample": num(r.scored.out_of_sample.objective(o))}))
                .collect()
        } else {
            self.folds
                .iter()
                .enumerate()
                .map(|(k, f)| {
                    let label = match &f.chosen {
                        Some(c) => format!("fold {} ({})", k + 1, self.input.label(&c.values)),
                        None => format!("fold {}", k + 1),
                    };
                    let is = f.chosen.as_ref().map(|c| num(c.scored.score)).unwrap_or(Value::Null);
                    let oos =
                        f.chosen.as_ref().map(|c| num(c.scored.out_of_sample.objective(o))).unwrap_or(Value::Null);
                    json!({"label": label, "in_sample": is, "out_of_sample": oos})
                })
                .collect()
        };
        json!({
            "type": "sweep",
            "title": self.title,
            "objective": o.as_str(),
            "configurations": self.tried,
            "deflated_sharpe": self.deflated.and_then(|d| d.value).map(num),
            "heatmap": self.heatmap_json(),
            "in_out_sample": bars,
            "top": self.top.iter().enumerate().map(|(k, r)| self.ranked_json(r, k + 1)).collect::<Vec<_>>(),
            "caveat": self.caveat,
            "guard_rails": self.guard_rails(),
        })
    }
}
