//! The trading statistics of a run ([`Performance`]: win rate, profit
//! factor, drawdown, Sharpe, …), computed from the rounded trade pnls in trade
//! order (as the reference does), plus risk statistics the reference lacks.
//! Every formula is written out in `services/backtest/README.md`. (Callers
//! see them under the JSON/proto name `metrics`; Prometheus metrics are a
//! different thing.)

use serde_json::{Value, json};

use crate::trade::Trade;

/// What the statistics need to know about the bars of the run.
#[derive(Debug, Clone, Copy, Default)]
pub struct Span {
    /// Bars simulated.
    pub bars: usize,
    /// Calendar length of the run in years (first to last bar label).
    pub years: f64,
    /// Open of the first bar.
    pub first_open: f64,
    /// Close of the last bar.
    pub last_close: f64,
}

/// Aggregate results. Money-like values are in points.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Performance {
    /// Closed trades.
    pub total_trades: usize,
    /// Trades with pnl > 0.
    pub winning_trades: usize,
    /// Trades with pnl ≤ 0 (break-even counts as a loss).
    pub losing_trades: usize,
    /// wins / total × 100.
    pub win_rate: f64,
    /// Σ winning pnl.
    pub gross_profit: f64,
    /// Σ losing pnl (≤ 0).
    pub gross_loss: f64,
    /// gross_profit / |gross_loss|; +∞ with no losses (0 with no trades).
    pub profit_factor: f64,
    /// gross_profit / wins.
    pub avg_win: f64,
    /// gross_loss / losses.
    pub avg_loss: f64,
    /// Largest fall of the trade equity curve from a running peak that starts at 0.
    pub max_drawdown: f64,
    /// Σ pnl.
    pub total_pnl: f64,
    /// total_pnl / total_trades.
    pub expectancy: f64,
    /// Mean bars held.
    pub avg_bars_held: f64,
    /// Longest run of pnl > 0.
    pub max_consecutive_wins: usize,
    /// Longest run of pnl ≤ 0.
    pub max_consecutive_losses: usize,
    /// total_pnl / max_drawdown; +∞ with no drawdown (0 with no trades).
    pub recovery_factor: f64,
    /// mean / sample std of pnl × √(trades per year).
    pub sharpe: f64,
    /// mean / downside deviation of pnl × √(trades per year).
    pub sortino: f64,
    /// √n × mean / sample std of pnl.
    pub sqn: f64,
    /// Bars in a position (entry bar through exit bar) / bars × 100.
    pub exposure_pct: f64,
    /// Longest run of bars with closed-trade equity below its running peak.
    pub max_drawdown_duration_bars: usize,
    /// Last close − first open.
    pub buy_and_hold_pnl: f64,
    /// buy_and_hold_pnl / first open × 100.
    pub buy_and_hold_pct: f64,
    /// Largest pnl.
    pub best_trade: f64,
    /// Smallest pnl.
    pub worst_trade: f64,
}

/// A ratio that is +∞ when the denominator is 0.
fn ratio_or_inf(num: f64, den: f64) -> f64 {
    if den == 0.0 { f64::INFINITY } else { num / den }
}

fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() { 0.0 } else { xs.iter().sum::<f64>() / xs.len() as f64 }
}

/// Sample standard deviation (n − 1).
fn sample_std(xs: &[f64]) -> f64 {
    if xs.len() < 2 {
        return 0.0;
    }
    let m = mean(xs);
    (xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (xs.len() - 1) as f64).sqrt()
}

/// Longest run of consecutive items satisfying `pred`.
fn longest_run(xs: &[f64], pred: impl Fn(f64) -> bool) -> usize {
    let (mut best, mut cur) = (0, 0);
    for &x in xs {
        cur = if pred(x) { cur + 1 } else { 0 };
        best = best.max(cur);
    }
    best
}

/// Longest run of bars whose closed-trade equity is below its running peak.
fn drawdown_duration(trades: &[Trade], bars: usize) -> usize {
    let (mut equity, mut peak) = (0.0f64, 0.0f64);
    let (mut run, mut longest) = (0usize, 0usize);
    let mut next = trades.iter().peekable();
    for bar in 0..bars {
        while let Some(t) = next.next_if(|t| t.exit_bar <= bar) {
            equity += t.pnl;
        }
        peak = peak.max(equity);
        run = if equity < peak { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    longest
}

/// Computes the statistics of `trades` (in order) over `span`.
pub fn compute(trades: &[Trade], span: &Span) -> Performance {
    let buy_and_hold_pnl = if span.bars > 0 { span.last_close - span.first_open } else { 0.0 };
    let buy_and_hold_pct =
        if span.bars > 0 && span.first_open != 0.0 { buy_and_hold_pnl / span.first_open * 100.0 } else { 0.0 };
    let n = trades.len();
    if n == 0 {
        return Performance { buy_and_hold_pnl, buy_and_hold_pct, ..Performance::default() };
    }
    let pnls: Vec<f64> = trades.iter().map(|t| t.pnl).collect();
    let wins: Vec<f64> = pnls.iter().copied().filter(|p| *p > 0.0).collect();
    let losses: Vec<f64> = pnls.iter().copied().filter(|p| *p <= 0.0).collect();
    let gross_profit: f64 = wins.iter().sum();
    let gross_loss: f64 = losses.iter().sum();
    let total_pnl: f64 = pnls.iter().sum();
    let (mut equity, mut peak, mut max_drawdown) = (0.0f64, 0.0f64, 0.0f64);
    for p in &pnls {
        equity += p;
        peak = peak.max(equity);
        max_drawdown = max_drawdown.max(peak - equity);
    }
    let avg = total_pnl / n as f64;
    let std = sample_std(&pnls);
    let per_year = (n as f64 / span.years.max(1.0 / 365.25)).sqrt();
    let downside = (pnls.iter().map(|p| p.min(0.0).powi(2)).sum::<f64>() / n as f64).sqrt();
    let (sharpe, sqn) =
        if n >= 2 && std > 0.0 { (avg / std * per_year, (n as f64).sqrt() * avg / std) } else { (0.0, 0.0) };
    let sortino = match (n >= 2, downside > 0.0) {
        (false, _) => 0.0,
        (true, true) => avg / downside * per_year,
        (true, false) if avg > 0.0 => f64::INFINITY,
        (true, false) => 0.0,
    };
    let in_market: usize = trades.iter().map(|t| t.bars_held + 1).sum();
    Performance {
        total_trades: n,
        winning_trades: wins.len(),
        losing_trades: losses.len(),
        win_rate: wins.len() as f64 / n as f64 * 100.0,
        gross_profit,
        gross_loss,
        profit_factor: ratio_or_inf(gross_profit, gross_loss.abs()),
        avg_win: if wins.is_empty() { 0.0 } else { gross_profit / wins.len() as f64 },
        avg_loss: if losses.is_empty() { 0.0 } else { gross_loss / losses.len() as f64 },
        max_drawdown,
        total_pnl,
        expectancy: avg,
        avg_bars_held: trades.iter().map(|t| t.bars_held as f64).sum::<f64>() / n as f64,
        max_consecutive_wins: longest_run(&pnls, |p| p > 0.0),
        max_consecutive_losses: longest_run(&pnls, |p| p <= 0.0),
        recovery_factor: ratio_or_inf(total_pnl, max_drawdown),
        sharpe,
        sortino,
        sqn,
        exposure_pct: if span.bars > 0 { in_market as f64 / span.bars as f64 * 100.0 } else { 0.0 },
        max_drawdown_duration_bars: drawdown_duration(trades, span.bars),
        buy_and_hold_pnl,
        buy_and_hold_pct,
        best_trade: pnls.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        worst_trade: pnls.iter().copied().fold(f64::INFINITY, f64::min),
    }
}

/// A JSON number; JSON has no infinity, so +∞ (profit factor or recovery with
/// nothing to divide by) is `null`, as everywhere else on the platform.
pub fn num(x: f64) -> Value {
    serde_json::Number::from_f64(x).map(Value::Number).unwrap_or(Value::Null)
}

impl Performance {
    /// The JSON object (`metrics` in results).
    pub fn to_json(&self) -> Value {
        json!({
            "total_trades": self.total_trades,
            "winning_trades": self.winning_trades,
            "losing_trades": self.losing_trades,
            "win_rate": num(self.win_rate),
            "gross_profit": num(self.gross_profit),
            "gross_loss": num(self.gross_loss),
            "profit_factor": num(self.profit_factor),
            "avg_win": num(self.avg_win),
            "avg_loss": num(self.avg_loss),
            "max_drawdown": num(self.max_drawdown),
            "total_pnl": num(self.total_pnl),
            "expectancy": num(self.expectancy),
            "avg_bars_held": num(self.avg_bars_held),
            "max_consecutive_wins": self.max_consecutive_wins,
            "max_consecutive_losses": self.max_consecutive_losses,
            "recovery_factor": num(self.recovery_factor),
            "sharpe": num(self.sharpe),
            "sortino": num(self.sortino),
            "sqn": num(self.sqn),
            "exposure_pct": num(self.exposure_pct),
            "max_drawdown_duration_bars": self.max_drawdown_duration_bars,
            "buy_and_hold_pnl": num(self.buy_and_hold_pnl),
            "buy_and_hold_pct": num(self.buy_and_hold_pct),
            "best_trade": num(self.best_trade),
            "worst_trade": num(self.worst_trade),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::Direction;
    use crate::trade::ExitReason;

    fn trade(entry_bar: usize, exit_bar: usize, pnl: f64) -> Trade {
        Trade {
            entry_bar,
            exit_bar,
            entry_date: String::new(),
            entry_time: None,
            entry_price: 0.0,
            exit_date: String::new(),
            exit_time: None,
            exit_price: 0.0,
            direction: Direction::Long,
            pnl,
            exit_reason: ExitReason::End,
            bars_held: exit_bar - entry_bar,
        }
    }

    #[test]
    fn reference_statistics_by_hand() {
        // pnls 10, -5, 0, 20, -10 over 20 bars spanning one year.
        let trades = [trade(1, 2, 10.0), trade(3, 5, -5.0), trade(6, 6, 0.0), trade(8, 11, 20.0), trade(12, 14, -10.0)];
        let span = Span { bars: 20, years: 1.0, first_open: 100.0, last_close: 150.0 };
        let m = compute(&trades, &span);
        assert_eq!((m.total_trades, m.winning_trades, m.losing_trades), (5, 2, 3));
        assert_eq!(m.win_rate, 40.0);
        assert_eq!((m.gross_profit, m.gross_loss), (30.0, -15.0));
        assert_eq!(m.profit_factor, 2.0);
        assert_eq!((m.avg_win, m.avg_loss), (15.0, -5.0));
        // Equity 10, 5, 5, 25, 15 → drawdowns 0, 5, 5, 0, 10.
        assert_eq!(m.max_drawdown, 10.0);
        assert_eq!(m.total_pnl, 15.0);
        assert_eq!(m.expectancy, 3.0);
        assert_eq!(m.avg_bars_held, 8.0 / 5.0);
        assert_eq!((m.max_consecutive_wins, m.max_consecutive_losses), (1, 2));
        assert_eq!(m.recovery_factor, 1.5);
        // mean 3, sample std sqrt(((7)^2+(-8)^2+(-3)^2+17^2+(-13)^2)/4) = sqrt(145).
        let std = 145f64.sqrt();
        assert!((m.sqn - 5f64.sqrt() * 3.0 / std).abs() < 1e-12);
        assert!((m.sharpe - 3.0 / std * 5f64.sqrt()).abs() < 1e-12);
        // Downside deviation sqrt((25 + 0 + 100)/5) = 5.
        assert!((m.sortino - 3.0 / 5.0 * 5f64.sqrt()).abs() < 1e-12);
        // In the market: 2 + 3 + 1 + 4 + 3 = 13 of 20 bars.
        assert_eq!(m.exposure_pct, 65.0);
        // Below the peak of 10 from bar 5 (exit of trade 2) to bar 10, and from bar 14 on.
        assert_eq!(m.max_drawdown_duration_bars, 6);
        assert_eq!((m.buy_and_hold_pnl, m.buy_and_hold_pct), (50.0, 50.0));
        assert_eq!((m.best_trade, m.worst_trade), (20.0, -10.0));
    }

    #[test]
    fn infinities_and_zero_trades() {
        let span = Span { bars: 10, years: 1.0, first_open: 100.0, last_close: 90.0 };
        let m = compute(&[trade(1, 2, 5.0), trade(3, 4, 5.0)], &span);
        assert!(m.profit_factor.is_infinite() && m.recovery_factor.is_infinite());
        assert!(m.sortino.is_infinite());
        assert_eq!(m.sharpe, 0.0);
        assert_eq!(m.to_json()["profit_factor"], Value::Null);
        let z = compute(&[], &span);
        assert_eq!((z.profit_factor, z.recovery_factor, z.total_trades), (0.0, 0.0, 0));
        assert_eq!(z.buy_and_hold_pnl, -10.0);
    }
}
