//! What callers get back: the compact text for the model (spec §6.6, plus one
//! line of the risk metrics the reference lacks), the equity curve, the UI
//! card, and the JSON shape shared by the CLI and gRPC `result_json`.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::stats::{Performance, num};
use crate::trade::{Trade, round_to, round4};

/// One point of the equity curve: after each trade.
#[derive(Debug, Clone, PartialEq)]
pub struct EquityPoint {
    /// Exit date of the trade.
    pub date: String,
    /// Cumulative pnl, rounded to 4 decimals.
    pub equity: f64,
    /// Equity − running peak (peak starts at 0), ≤ 0, rounded to 4 decimals.
    pub drawdown: f64,
}

/// The equity curve of `trades`.
pub fn equity_curve(trades: &[Trade]) -> Vec<EquityPoint> {
    let (mut equity, mut peak) = (0.0f64, 0.0f64);
    trades
        .iter()
        .map(|t| {
            equity += t.pnl;
            peak = peak.max(equity);
            EquityPoint { date: t.exit_date.clone(), equity: round4(equity), drawdown: round4(equity - peak) }
        })
        .collect()
}

/// The sentence for a run without trades.
pub const NO_TRADES: &str = "Backtest: 0 trades — entry condition never triggered in this period.";

/// `{:.2}` or `inf`.
fn ratio(x: f64) -> String {
    if x.is_infinite() { "inf".into() } else { format!("{x:.2}") }
}

/// Wins, losses, pnl of a group of trades.
#[derive(Default)]
struct Tally {
    count: usize,
    wins: usize,
    pnl: f64,
}

impl Tally {
    fn add(&mut self, t: &Trade) {
        self.count += 1;
        self.wins += usize::from(t.pnl > 0.0);
        self.pnl += t.pnl;
    }
    fn losses(&self) -> usize {
        self.count - self.wins
    }
}

fn by_reason(trades: &[Trade]) -> BTreeMap<&'static str, Tally> {
    let mut out: BTreeMap<&'static str, Tally> = BTreeMap::new();
    for t in trades {
        out.entry(t.exit_reason.as_str()).or_default().add(t);
    }
    out
}

/// The model-facing summary.
pub fn model_response(m: &Performance, trades: &[Trade]) -> String {
    if trades.is_empty() {
        return NO_TRADES.to_string();
    }
    let mut lines = Vec::with_capacity(6);
    lines.push(format!(
        "Backtest: {} trades | Win Rate {:.1}% | PF {} | Total {:+.1} pts | Max DD {:.1} pts",
        m.total_trades,
        m.win_rate,
        ratio(m.profit_factor),
        m.total_pnl,
        m.max_drawdown
    ));
    lines.push(format!(
        "Avg win: {:+.1} | Avg loss: {:.1} | Best: {:+.1} | Worst: {:+.1} | Avg bars: {:.1} | Recovery: {} | Consec W/L: {}/{}",
        m.avg_win,
        m.avg_loss,
        m.best_trade,
        m.worst_trade,
        m.avg_bars_held,
        ratio(m.recovery_factor),
        m.max_consecutive_wins,
        m.max_consecutive_losses
    ));
    let mut years: BTreeMap<&str, Tally> = BTreeMap::new();
    for t in trades {
        years.entry(t.entry_date.get(..4).unwrap_or("")).or_default().add(t);
    }
    let years: Vec<String> = years.iter().map(|(y, s)| format!("{y} {:+.1} ({})", s.pnl, s.count)).collect();
    lines.push(format!("By year: {}", years.join(" | ")));
    let exits: Vec<String> = by_reason(trades)
        .iter()
        .map(|(r, s)| format!("{r} {} (W:{} L:{}, {:+.1})", s.count, s.wins, s.losses(), s.pnl))
        .collect();
    lines.push(format!("Exits: {}", exits.join(" | ")));
    let mut sorted: Vec<f64> = trades.iter().map(|t| t.pnl).collect();
    sorted.sort_by(|a, b| b.total_cmp(a));
    let top3: f64 = sorted.iter().take(3).sum();
    if m.total_pnl == 0.0 {
        lines.push(format!("Top 3 trades: {top3:+.1} pts"));
    } else {
        lines.push(format!("Top 3 trades: {top3:+.1} pts ({:.1}% of total PnL)", (top3 / m.total_pnl).abs() * 100.0));
    }
    lines.push(format!(
        "Risk: Sharpe {:.2} | Sortino {} | SQN {:.2} | Exposure {:.1}% | Max DD duration {} bars | Buy & hold {:+.1} pts ({:+.1}%)",
        m.sharpe,
        ratio(m.sortino),
        m.sqn,
        m.exposure_pct,
        m.max_drawdown_duration_bars,
        m.buy_and_hold_pnl,
        m.buy_and_hold_pct
    ));
    lines.join("\n")
}

/// `take_profit` → `Take Profit`.
fn title_case(reason: &str) -> String {
    reason
        .split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The card title: `<title> · <n> trades` (no count without trades).
pub fn card_title(title: &str, trades: usize) -> String {
    if trades == 0 { title.to_string() } else { format!("{title} · {trades} trades") }
}

/// The UI card (spec §6.6): metrics grid, equity/drawdown area chart, pnl by
/// exit reason, trade table.
pub fn card(title: &str, m: &Performance, trades: &[Trade], curve: &[EquityPoint]) -> Value {
    let item = |label: &str, value: String| json!({"label": label, "value": value});
    if trades.is_empty() {
        return json!({"title": card_title(title, 0), "blocks": [{"type": "metrics-grid", "items": [item("Trades", "0".into())]}]});
    }
    let mut total = item("Total P&L", format!("{:+.1}", m.total_pnl));
    total["color"] = json!(if m.total_pnl >= 0.0 { "green" } else { "red" });
    let grid = json!({"type": "metrics-grid", "items": [
        item("Trades", m.total_trades.to_string()),
        item("Win Rate", format!("{:.1}%", m.win_rate)),
        item("PF", ratio(m.profit_factor)),
        total,
        item("Avg Win", format!("{:+.1}", m.avg_win)),
        item("Avg Loss", format!("{:.1}", m.avg_loss)),
        item("Max DD", format!("{:.1}", m.max_drawdown)),
        item("Recovery", ratio(m.recovery_factor)),
    ]});
    let chart_rows: Vec<Value> = curve
        .iter()
        .map(
            |p| json!({"date": p.date, "equity": num(round_to(p.equity, 2)), "drawdown": num(round_to(p.drawdown, 2))}),
        )
        .collect();
    let chart = json!({"type": "area-chart", "x_key": "date", "rows": chart_rows});
    let mut reasons: Vec<(String, Tally)> = by_reason(trades).into_iter().map(|(r, s)| (title_case(r), s)).collect();
    reasons.sort_by(|a, b| b.1.pnl.total_cmp(&a.1.pnl));
    let bars: Vec<Value> = reasons
        .iter()
        .map(|(label, s)| {
            json!({"label": label, "value": num(round_to(s.pnl, 1)),
                   "detail": format!("{} trades (W:{} L:{})", s.count, s.wins, s.losses())})
        })
        .collect();
    let exits = json!({"type": "horizontal-bar", "rows": bars});
    let columns =
        ["entry_date", "exit_date", "direction", "entry_price", "exit_price", "pnl", "exit_reason", "bars_held"];
    let rows: Vec<Value> = trades
        .iter()
        .map(|t| {
            json!({"entry_date": t.entry_date, "exit_date": t.exit_date, "direction": t.direction.as_str(),
                   "entry_price": num(t.entry_price), "exit_price": num(t.exit_price), "pnl": num(round_to(t.pnl, 2)),
                   "exit_reason": t.exit_reason.as_str(), "bars_held": t.bars_held})
        })
        .collect();
    let table = json!({"type": "table", "columns": columns, "rows": rows});
    json!({"title": card_title(title, trades.len()), "blocks": [grid, chart, exits, table]})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::{Span, compute};
    use crate::strategy::Direction;
    use crate::trade::ExitReason;

    fn trade(date: &str, pnl: f64, reason: ExitReason) -> Trade {
        Trade {
            entry_bar: 0,
            exit_bar: 1,
            entry_date: date.into(),
            entry_time: None,
            entry_price: 100.0,
            exit_date: date.into(),
            exit_time: None,
            exit_price: 100.0 + pnl,
            direction: Direction::Long,
            pnl,
            exit_reason: reason,
            bars_held: 1,
        }
    }

    #[test]
    fn model_text_follows_the_reference_lines() {
        let trades = vec![
            trade("2023-05-01", 50.0, ExitReason::TakeProfit),
            trade("2023-06-01", -20.0, ExitReason::Stop),
            trade("2024-01-02", 30.0, ExitReason::TakeProfit),
            trade("2024-02-01", 0.0, ExitReason::End),
        ];
        let m = compute(&trades, &Span { bars: 10, years: 2.0, first_open: 100.0, last_close: 120.0 });
        let text = model_response(&m, &trades);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Backtest: 4 trades | Win Rate 50.0% | PF 4.00 | Total +60.0 pts | Max DD 20.0 pts");
        assert_eq!(
            lines[1],
            "Avg win: +40.0 | Avg loss: -10.0 | Best: +50.0 | Worst: -20.0 | Avg bars: 1.0 | Recovery: 3.00 | Consec W/L: 1/1"
        );
        assert_eq!(lines[2], "By year: 2023 +30.0 (2) | 2024 +30.0 (2)");
        assert_eq!(lines[3], "Exits: end 1 (W:0 L:1, +0.0) | stop 1 (W:0 L:1, -20.0) | take_profit 2 (W:2 L:0, +80.0)");
        assert_eq!(lines[4], "Top 3 trades: +80.0 pts (133.3% of total PnL)");
        assert!(lines[5].starts_with("Risk: Sharpe "), "{}", lines[5]);
        assert_eq!(model_response(&compute(&[], &Span::default()), &[]), NO_TRADES);
        let curve = equity_curve(&trades);
        assert_eq!(curve.iter().map(|p| p.equity).collect::<Vec<_>>(), [50.0, 30.0, 60.0, 60.0]);
        assert_eq!(curve[1].drawdown, -20.0);
        let c = card("Fade", &m, &trades, &curve);
        assert_eq!(c["title"], "Fade · 4 trades");
        assert_eq!(c["blocks"][2]["rows"][0]["label"], "Take Profit");
        assert_eq!(c["blocks"][2]["rows"][0]["detail"], "2 trades (W:2 L:0)");
        assert_eq!(c["blocks"][0]["items"][3]["color"], "green");
    }
}
