//! Portfolios: several strategy/instrument legs on one capital base, each
//! trade sized in contracts, P&L in currency through the instrument
//! registry's point value (the contract multiplier).
//!
//! ```json
//! {"capital": 100000,
//!  "legs": [{"instrument": "NQ", "strategy": {...}, "sizing": {"method": "risk", "risk_pct": 1}, "commission_per_contract": 2.5},
//!           {"instrument": "ES", "strategy": {...}, "sizing": {"method": "fixed", "units": 2}}],
//!  "from": "daily", "title": "NQ + ES"}
//! ```
//!
//! Rules (also in the README):
//! * each leg is simulated exactly as a single run of one unit (signals and
//!   fills do not depend on size), then every trade is given a size;
//! * trades are sized in entry-date order over all legs; the equity a size is
//!   computed from is `capital + Σ currency P&L of the trades (any leg)
//!   exited on an earlier date` (closed-trade equity, no look-ahead);
//! * sizing: `fixed` → `units`; `risk` → ⌊equity × risk_pct/100 ÷ (stop
//!   distance in points × point value)⌋, which needs a `stop_loss`;
//!   `volatility` → ⌊equity × target_pct/100 ÷ (σ × √252 × point value)⌋,
//!   σ = sample standard deviation of the last `lookback` close-to-close
//!   changes (points) ending at the signal bar; a size of 0 skips the trade;
//! * costs per contract and round trip, in currency, from the instrument
//!   registry unless the leg overrides them: `commission_per_contract` plus
//!   2 × `slippage_ticks` × tick size × point value;
//! * a trade's currency P&L = units × (pnl points × point value − cost per
//!   contract); the strategy's own `slippage`/`commission` (points) are
//!   already in its pnl.
//!
//! Legs are independent until sizing, so they run in parallel, and each is
//! a single run reading the shared bars and cached entry signals.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Arc;

use barb_common::input::{self, Object};
use barb_script::{BarbError, ErrorCode};
use serde_json::{Value, json};

use crate::backtester::{BacktestOutput, Backtester};
use crate::cache::BarsKey;
use crate::error::{BacktestError, Result};
use crate::market::Bars;
use crate::stats::num;
use crate::strategy::{BacktestInput, Settings, Strategy};
use crate::trade::round4;
use barb_common::deadline::Guard;

/// Keys of the portfolio input.
pub(crate) const PORTFOLIO_KEYS: [&str; 7] =
    ["capital", "legs", "from", "session", "period", "title", "exit_resolution"];
/// Keys of a leg.
pub(crate) const LEG_KEYS: [&str; 6] =
    ["instrument", "strategy", "sizing", "commission_per_contract", "slippage_ticks", "name"];
/// Legs at most.
pub const MAX_LEGS: usize = 10;

/// How a leg's trades are sized.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Sizing {
    /// A fixed number of contracts.
    Fixed {
        /// Contracts per trade.
        units: f64,
    },
    /// Risk a fixed share of equity between entry and stop.
    Risk {
        /// Percent of equity risked per trade.
        risk_pct: f64,
    },
    /// Target an annualised volatility of the position's daily P&L.
    Volatility {
        /// Target as a percent of equity.
        target_pct: f64,
        /// Close-to-close changes in the estimate.
        lookback: usize,
    },
}

/// One leg.
#[derive(Debug, Clone)]
pub struct Leg {
    /// Display name (default: the instrument).
    pub name: String,
    /// Instrument symbol.
    pub instrument: String,
    /// The single-run input of the leg.
    pub run: BacktestInput,
    /// Sizing rule.
    pub sizing: Sizing,
    /// Currency per contract per round trip (`None`: the instrument registry's).
    pub commission_per_contract: Option<f64>,
    /// Ticks of slippage per side (`None`: the instrument registry's).
    pub slippage_ticks: Option<f64>,
}

/// A validated portfolio request.
#[derive(Debug, Clone)]
pub struct PortfolioInput {
    /// Starting capital (currency).
    pub capital: f64,
    /// Legs.
    pub legs: Vec<Leg>,
    /// Card title.
    pub title: String,
}

fn bad(message: String, hint: &str, at: &str) -> BacktestError {
    BacktestError::Input(BarbError::new(ErrorCode::InvalidValue, message).hint(hint).at(at))
}

fn positive(obj: &Object, key: &str, hint: &str) -> Result<f64> {
    match obj.get(key).and_then(Value::as_f64) {
        Some(x) if x.is_finite() && x > 0.0 => Ok(x),
        _ => Err(bad(format!("{} must be a number > 0", obj.location(key)), hint, &obj.location(key))),
    }
}

fn sizing(v: Option<&Value>, at: &str) -> Result<Sizing> {
    let Some(v) = v else { return Ok(Sizing::Fixed { units: 1.0 }) };
    let obj = Object::new(v, at, "a sizing rule")?;
    obj.check_keys(&["method", "units", "risk_pct", "target_pct", "lookback"])?;
    let hint = "{\"method\": \"fixed\", \"units\": 1} | {\"method\": \"risk\", \"risk_pct\": 1} | {\"method\": \"volatility\", \"target_pct\": 10, \"lookback\": 20}";
    Ok(match obj.str("method")?.map(str::trim).unwrap_or("fixed") {
        "fixed" => Sizing::Fixed { units: if obj.has("units") { positive(&obj, "units", hint)? } else { 1.0 } },
        "risk" => {
            let r = positive(&obj, "risk_pct", hint)?;
            if r > 100.0 {
                return Err(bad(format!("{at}.risk_pct must be at most 100"), hint, &obj.location("risk_pct")));
            }
            Sizing::Risk { risk_pct: r }
        }
        "volatility" => Sizing::Volatility {
            target_pct: positive(&obj, "target_pct", hint)?,
            lookback: match obj.get("lookback") {
                None => 20,
                Some(l) => match l.as_u64() {
                    Some(n) if (2..=1000).contains(&n) => n as usize,
                    _ => {
                        return Err(bad(
                            format!("{at}.lookback must be a whole number from 2 to 1000"),
                            hint,
                            &obj.location("lookback"),
                        ));
                    }
                },
            },
        },
        other => return Err(bad(format!("unknown sizing method '{other}'"), hint, &obj.location("method"))),
    })
}

impl PortfolioInput {
    /// Parses input JSON text.
    pub fn parse_text(text: &str) -> Result<PortfolioInput> {
        let v = input::parse_json(text, "the portfolio input")
            .map_err(|e| BarbError::from(e).hint("send {\"capital\": 100000, \"legs\": [...]}"))?;
        Self::parse(&v)
    }

    /// Parses and validates an input object.
    pub fn parse(v: &Value) -> Result<PortfolioInput> {
        let obj = Object::new(v, "", "the portfolio input")
            .map_err(|e| BarbError::from(e).hint("send {\"capital\": 100000, \"legs\": [...]}"))?;
        obj.check_keys(&PORTFOLIO_KEYS)?;
        let capital = positive(&obj, "capital", "starting capital in currency, e.g. 100000")?;
        let settings = Settings::parse(&obj)?;
        let legs_v = match obj.get("legs") {
            Some(Value::Array(l)) if !l.is_empty() && l.len() <= MAX_LEGS => l,
            _ => {
                return Err(bad(
                    format!("legs must be a list of 1 to {MAX_LEGS} legs"),
                    "e.g. [{\"instrument\": \"NQ\", \"strategy\": {...}, \"sizing\": {\"method\": \"fixed\", \"units\": 1}}]",
                    "legs",
                ));
            }
        };
        let mut legs = Vec::with_capacity(legs_v.len());
        for (k, lv) in legs_v.iter().enumerate() {
            let at = input::item("legs", k);
            let lo = Object::new(lv, at.as_str(), "a leg")?;
            lo.check_keys(&LEG_KEYS)?;
            let instrument =
                lo.str("instrument")?.map(str::trim).filter(|s| !s.is_empty()).map(str::to_uppercase).ok_or_else(
                    || bad(format!("{at}.instrument is required"), "e.g. \"NQ\"", &lo.location("instrument")),
                )?;
            let strategy = Strategy::parse(lo.require("strategy")?).map_err(|e| match e {
                BacktestError::Input(b) => {
                    let loc = format!("{at}.{}", b.location);
                    BacktestError::Input(b.at(loc))
                }
                other => other,
            })?;
            let sizing = sizing(lo.get("sizing"), &lo.location("sizing"))?;
            if matches!(sizing, Sizing::Risk { .. }) && strategy.rules.stop_loss.is_none() {
                return Err(bad(
                    format!("{at}: risk sizing needs a stop_loss (the risk is the distance to the stop)"),
                    "add strategy.stop_loss, or size with {\"method\": \"fixed\"}",
                    &lo.location("sizing"),
                ));
            }
            let cost = |key: &str, hint: &str| -> Result<Option<f64>> {
                lo.get(key)
                    .map(|c| {
                        c.as_f64()
                            .filter(|x| x.is_finite() && *x >= 0.0)
                            .ok_or_else(|| bad(format!("{at}.{key} must be a number ≥ 0"), hint, &lo.location(key)))
                    })
                    .transpose()
            };
            let commission_per_contract = cost(
                "commission_per_contract",
                "currency per contract per round trip, e.g. 2.5 (default: the instrument registry's)",
            )?;
            let slippage_ticks = cost("slippage_ticks", "ticks per side, e.g. 1 (default: the instrument registry's)")?;
            let name = lo.str("name")?.map(str::to_string).unwrap_or_else(|| instrument.clone());
            let run = BacktestInput {
                strategy,
                timeframe: settings.timeframe,
                session: settings.session.clone(),
                period: settings.period.clone(),
                title: name.clone(),
                resolution: settings.resolution,
            };
            legs.push(Leg { name, instrument, run, sizing, commission_per_contract, slippage_ticks });
        }
        Ok(PortfolioInput { capital, legs, title: settings.title })
    }
}

/// One sized trade.
#[derive(Debug, Clone, PartialEq)]
pub struct SizedTrade {
    /// Leg index.
    pub leg: usize,
    /// Entry date.
    pub entry_date: String,
    /// Exit date.
    pub exit_date: String,
    /// Contracts.
    pub units: f64,
    /// Points per contract (after the leg's slippage and commission).
    pub pnl_points: f64,
    /// Currency.
    pub pnl: f64,
    /// The equity the size was computed from.
    pub equity_at_entry: f64,
}

/// A leg's totals.
#[derive(Debug, Clone)]
pub struct LegResult {
    /// The leg's one-unit run.
    pub run: BacktestOutput,
    /// Point value (contract multiplier).
    pub point_value: f64,
    /// Currency cost per contract and round trip (commission + slippage).
    pub cost_per_contract: f64,
    /// The commission and slippage ticks used (the leg's, else the registry's).
    pub costs: (f64, f64),
    /// Trades taken (size ≥ 1).
    pub trades: usize,
    /// Trades skipped (size 0).
    pub skipped: usize,
    /// Currency P&L.
    pub pnl: f64,
    /// Currency paid in costs.
    pub cost: f64,
}

/// The result of a portfolio run.
#[derive(Debug, Clone)]
pub struct PortfolioOutput {
    /// The request.
    pub input: PortfolioInput,
    /// Per leg.
    pub legs: Vec<LegResult>,
    /// All sized trades in entry order.
    pub trades: Vec<SizedTrade>,
    /// (exit date, equity, drawdown) after each exit date.
    pub equity_curve: Vec<(String, f64, f64)>,
    /// Largest fall from a peak (currency) and as a percent of that peak.
    pub max_drawdown: (f64, f64),
    /// The text the model sees.
    pub model_response: String,
    /// Wall time.
    pub elapsed_ms: f64,
}

/// Sample standard deviation of the last `n` close-to-close changes ending at bar `i`.
pub fn close_vol(closes: &[f64], i: usize, n: usize) -> Option<f64> {
    if i < n || i >= closes.len() || n < 2 {
        return None;
    }
    let change = |k: usize| closes[k] - closes[k - 1];
    let m = (i + 1 - n..=i).map(change).sum::<f64>() / n as f64;
    let v = (i + 1 - n..=i).map(|k| (change(k) - m).powi(2)).sum::<f64>() / (n - 1) as f64;
    (v > 0.0).then(|| v.sqrt())
}

/// One leg's single run and what sizing needs from it.
struct LegRun {
    run: BacktestOutput,
    bars: Arc<Bars>,
    point_value: f64,
    costs: (f64, f64),
    cost_per_contract: f64,
}

impl Backtester {
    /// Parses portfolio input JSON text and runs it.
    pub fn portfolio_text(&self, input_json: &str, guard: &Guard) -> Result<PortfolioOutput> {
        self.portfolio(&PortfolioInput::parse_text(input_json)?, guard)
    }

    /// The single run of leg `k` and its bars and costs.
    fn leg_run(&self, k: usize, leg: &Leg, guard: &Guard) -> Result<LegRun> {
        let market = self.markets().market(&leg.instrument).map_err(|e| e.at(format!("legs[{k}].instrument")))?;
        let run = self.run(&leg.instrument, &leg.run, guard)?;
        let key = BarsKey::new(&market, leg.run.session.as_deref(), leg.run.timeframe, leg.run.period.as_ref())?;
        let bars = self.data().bars(&market, &key)?;
        let inst = &market.instrument;
        let costs = (
            leg.commission_per_contract.unwrap_or(inst.commission_per_contract),
            leg.slippage_ticks.unwrap_or(inst.slippage_ticks),
        );
        let cost_per_contract = costs.0 + 2.0 * costs.1 * inst.tick_size * inst.point_value;
        Ok(LegRun { run, bars, point_value: inst.point_value, costs, cost_per_contract })
    }

    /// Runs a portfolio.
    pub fn portfolio(&self, input: &PortfolioInput, guard: &Guard) -> Result<PortfolioOutput> {
        let started = std::time::Instant::now();
        // Legs are independent until sizing: run them side by side.
        let runs: Vec<Result<LegRun>> = if input.legs.len() == 1 {
            vec![self.leg_run(0, &input.legs[0], guard)]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = input
                    .legs
                    .iter()
                    .enumerate()
                    .map(|(k, leg)| scope.spawn(move || self.leg_run(k, leg, guard)))
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join().unwrap_or_else(|_| {
                            Err(BacktestError::Input(BarbError::new(ErrorCode::Internal, "a portfolio leg panicked")))
                        })
                    })
                    .collect()
            })
        };
        let runs = runs.into_iter().collect::<Result<Vec<LegRun>>>()?;
        struct Pending {
            leg: usize,
            trade: usize,
        }
        let mut pending: Vec<Pending> = runs
            .iter()
            .enumerate()
            .flat_map(|(k, r)| (0..r.run.trades.len()).map(move |t| Pending { leg: k, trade: t }))
            .collect();
        // Entry-date order; ties by leg order, then trade order (a stable sort).
        pending.sort_by(|a, b| {
            runs[a.leg].run.trades[a.trade].entry_date.cmp(&runs[b.leg].run.trades[b.trade].entry_date)
        });
        let mut legs: Vec<LegResult> = Vec::with_capacity(runs.len());
        let mut trades: Vec<SizedTrade> = Vec::with_capacity(pending.len());
        // Realised P&L by exit date (a min-heap of (exit date, trade)),
        // applied once an entry date is later.
        let mut realised: Vec<(String, f64)> = Vec::new();
        let mut unapplied: BinaryHeap<Reverse<(String, usize)>> = BinaryHeap::new();
        let mut equity = input.capital;
        let mut tallies = vec![(0usize, 0usize, 0.0f64, 0.0f64); runs.len()];
        for p in &pending {
            let tr = &runs[p.leg].run.trades[p.trade];
            while unapplied.peek().is_some_and(|Reverse((d, _))| *d < tr.entry_date) {
                if let Some(Reverse((_, k))) = unapplied.pop() {
                    equity += realised[k].1;
                }
            }
            let leg = &input.legs[p.leg];
            let r = &runs[p.leg];
            let pv = r.point_value;
            let units = match leg.sizing {
                Sizing::Fixed { units } => units,
                Sizing::Risk { risk_pct } => {
                    let dist = leg.run.strategy.rules.stop_loss.map(|l| l.points(tr.entry_price)).unwrap_or(0.0);
                    if dist > 0.0 { (equity.max(0.0) * risk_pct / 100.0 / (dist * pv)).floor() } else { 0.0 }
                }
                Sizing::Volatility { target_pct, lookback } => {
                    match close_vol(&r.bars.close, tr.entry_bar.saturating_sub(1), lookback) {
                        Some(sd) => (equity.max(0.0) * target_pct / 100.0 / (sd * 252f64.sqrt() * pv)).floor(),
                        None => 0.0,
                    }
                }
            };
            let t = &mut tallies[p.leg];
            if units < 1.0 && !matches!(leg.sizing, Sizing::Fixed { .. }) {
                t.1 += 1;
                continue;
            }
            let pnl = round4(units * (tr.pnl * pv - r.cost_per_contract));
            t.0 += 1;
            t.2 += pnl;
            t.3 += units * r.cost_per_contract;
            unapplied.push(Reverse((tr.exit_date.clone(), realised.len())));
            realised.push((tr.exit_date.clone(), pnl));
            trades.push(SizedTrade {
                leg: p.leg,
                entry_date: tr.entry_date.clone(),
                exit_date: tr.exit_date.clone(),
                units,
                pnl_points: tr.pnl,
                pnl,
                equity_at_entry: equity,
            });
        }
        // One point per exit date (the order of exits within a day is not
        // known, so a drawdown is measured between days, not between trades).
        realised.sort_by(|a, b| a.0.cmp(&b.0));
        let mut curve: Vec<(String, f64, f64)> = Vec::new();
        let mut eq = input.capital;
        for (date, pnl) in &realised {
            eq += pnl;
            match curve.last_mut() {
                Some(last) if &last.0 == date => last.1 = eq,
                _ => curve.push((date.clone(), eq, 0.0)),
            }
        }
        let (mut peak, mut max_dd, mut max_dd_pct) = (input.capital, 0.0f64, 0.0f64);
        for point in &mut curve {
            peak = peak.max(point.1);
            let dd = peak - point.1;
            point.2 = -dd;
            max_dd = max_dd.max(dd);
            if peak > 0.0 {
                max_dd_pct = max_dd_pct.max(dd / peak * 100.0);
            }
        }
        for (r, (taken, skipped, pnl, cost)) in runs.into_iter().zip(tallies) {
            legs.push(LegResult {
                run: r.run,
                point_value: r.point_value,
                cost_per_contract: r.cost_per_contract,
                costs: r.costs,
                trades: taken,
                skipped,
                pnl: round4(pnl),
                cost: round4(cost),
            });
        }
        let mut out = PortfolioOutput {
            input: input.clone(),
            legs,
            trades,
            equity_curve: curve.into_iter().map(|(d, e, dd)| (d, round4(e), round4(dd))).collect(),
            max_drawdown: (round4(max_dd), max_dd_pct),
            model_response: String::new(),
            elapsed_ms: 0.0,
        };
        out.model_response = out.text();
        out.elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        Ok(out)
    }
}

impl PortfolioOutput {
    /// Σ currency P&L.
    pub fn total_pnl(&self) -> f64 {
        round4(self.legs.iter().map(|l| l.pnl).sum())
    }

    fn text(&self) -> String {
        let total = self.total_pnl();
        let cap = self.input.capital;
        let mut lines = vec![format!(
            "Portfolio: {} legs | {} trades | Total {:+.2} ({:+.2}% on {:.0}) | Max DD {:.2} ({:.2}%)",
            self.legs.len(),
            self.trades.len(),
            total,
            total / cap * 100.0,
            cap,
            self.max_drawdown.0,
            self.max_drawdown.1
        )];
        for (leg, l) in self.input.legs.iter().zip(&self.legs) {
            let share = if total != 0.0 { format!("{:.0}% of total", l.pnl / total * 100.0) } else { "-".into() };
            let skipped = if l.skipped > 0 { format!(", {} skipped at size 0", l.skipped) } else { String::new() };
            lines.push(format!(
                "{} ({}, {} per point): {} trades{skipped} | {:+.2} ({share}) | one-unit run {:+.1} pts",
                leg.name, leg.instrument, l.point_value, l.trades, l.pnl, l.run.performance.total_pnl
            ));
        }
        lines.join("\n")
    }

    fn leg_json(&self) -> Vec<Value> {
        let total = self.total_pnl();
        self.input
            .legs
            .iter()
            .zip(&self.legs)
            .map(|(leg, l)| {
                let sizing = match leg.sizing {
                    Sizing::Fixed { units } => json!({"method": "fixed", "units": units}),
                    Sizing::Risk { risk_pct } => json!({"method": "risk", "risk_pct": risk_pct}),
                    Sizing::Volatility { target_pct, lookback } => {
                        json!({"method": "volatility", "target_pct": target_pct, "lookback": lookback})
                    }
                };
                json!({
                    "name": leg.name, "instrument": leg.instrument, "point_value": num(l.point_value), "sizing": sizing,
                    "commission_per_contract": num(l.costs.0), "slippage_ticks": num(l.costs.1),
                    "cost_per_contract": num(l.cost_per_contract), "costs": num(l.cost),
                    "trades": l.trades, "skipped": l.skipped, "pnl": num(l.pnl),
                    "contribution_pct": if total != 0.0 { num(l.pnl / total * 100.0) } else { Value::Null },
                    "unit_metrics": l.run.performance.to_json(),
                })
            })
            .collect()
    }

    fn metrics_json(&self) -> Value {
        let total = self.total_pnl();
        json!({
            "capital": num(self.input.capital), "final_equity": num(round4(self.input.capital + total)),
            "total_pnl": num(total), "return_pct": num(total / self.input.capital * 100.0),
            "max_drawdown": num(self.max_drawdown.0), "max_drawdown_pct": num(self.max_drawdown.1),
            "trades": self.trades.len(),
        })
    }

    fn curve_json(&self) -> Vec<Value> {
        self.equity_curve.iter().map(|(d, e, dd)| json!({"date": d, "equity": num(*e), "drawdown": num(*dd)})).collect()
    }

    /// The JSON shape of the CLI and of gRPC `result_json`.
    pub fn to_json(&self) -> Value {
        json!({
            "ok": true,
            "title": format!("{} · {} legs", self.input.title, self.legs.len()),
            "metrics": self.metrics_json(),
            "legs": self.leg_json(),
            "equity_curve": self.curve_json(),
            "trades": self.trades.iter().map(|t| json!({
                "leg": self.input.legs[t.leg].name, "entry_date": t.entry_date, "exit_date": t.exit_date, "units": num(t.units),
                "pnl_points": num(t.pnl_points), "pnl": num(t.pnl), "equity_at_entry": num(round4(t.equity_at_entry)),
            })).collect::<Vec<_>>(),
            "model_response": self.model_response,
            "metadata": {"elapsed_ms": num(self.elapsed_ms)},
        })
    }

    /// The UI card (`type: "portfolio"`): metrics, per-leg contribution table, equity curve.
    pub fn card(&self) -> Value {
        json!({
            "type": "portfolio",
            "title": format!("{} · {} legs", self.input.title, self.legs.len()),
            "metrics": self.metrics_json(),
            "legs": self.leg_json().into_iter().map(|mut l| { if let Some(o) = l.as_object_mut() { o.remove("unit_metrics"); } l }).collect::<Vec<_>>(),
            "equity_curve": self.curve_json(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn volatility_is_the_sample_std_of_close_changes() {
        // Changes 1, -1, 2, 0 → mean 0.5, sample variance (0.25+2.25+2.25+0.25)/3 = 5/3.
        let closes = [10.0, 11.0, 10.0, 12.0, 12.0];
        assert!((close_vol(&closes, 4, 4).unwrap() - (5.0f64 / 3.0).sqrt()).abs() < 1e-12);
        assert_eq!(close_vol(&closes, 3, 4), None);
    }

    #[test]
    fn bad_portfolios_get_typed_errors() {
        let s = json!({"entry": "close > open", "direction": "long"});
        let e = PortfolioInput::parse(&json!({"capital": 1000, "legs": [{"instrument": "NQ", "strategy": s, "sizing": {"method": "risk", "risk_pct": 1}}]})).unwrap_err();
        assert!(e.to_string().contains("stop_loss"), "{e}");
        let e =
            PortfolioInput::parse(&json!({"capital": 0, "legs": [{"instrument": "NQ", "strategy": s}]})).unwrap_err();
        assert_eq!(e.code(), "invalid_value");
        let e = PortfolioInput::parse(&json!({"capital": 10, "legs": []})).unwrap_err();
        assert_eq!(e.code(), "invalid_value");
        let e = PortfolioInput::parse(&json!({"capital": 10, "legs": [{"instrument": "NQ", "strategy": {"entry": "clsoe > 1", "direction": "long"}}]})).unwrap_err();
        assert_eq!(e.code(), "unknown_column");
        let e = PortfolioInput::parse(
            &json!({"capital": 10, "legs": [{"instrument": "NQ", "strategy": s, "sizing": {"method": "kelly"}}]}),
        )
        .unwrap_err();
        assert_eq!(e.code(), "invalid_value");
    }
}
