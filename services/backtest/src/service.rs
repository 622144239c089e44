//! gRPC adapter: `barb.backtest.v1.Backtest/Run`.
//!
//! The simulation is CPU-bound, so it runs on tokio's blocking pool. The
//! caller's deadline (`grpc-timeout`) is honoured in two ways: the simulation
//! polls a [`Guard`] between bars and stops with DEADLINE_EXCEEDED, and the
//! handler itself answers DEADLINE_EXCEEDED when the deadline passes while the
//! blocking task is inside a step it cannot interrupt (e.g. a polars
//! resample), flagging the task to stop at its next check. The internal
//! deadline is set a little before the caller's, so the typed answer wins the
//! race against tonic's own timeouts (which would report CANCELLED). If the
//! caller goes away, dropping the handler cancels the run the same way.

use std::sync::Arc;
use std::time::{Duration, Instant};

use barb_common::ServiceError;
use barb_common::error::{detail, status};
use barb_common::proto::backtest::v1::{self as pb, RunRequest, RunResponse, backtest_server::Backtest};

use crate::backtester::{BacktestOutput, Backtester};
use crate::deadline::Guard;
use crate::error::BacktestError;

/// Largest accepted input text.
const MAX_INPUT_BYTES: usize = 64 * 1024;

/// The Backtest gRPC service.
#[derive(Debug, Clone)]
pub struct BacktestService {
    backtester: Arc<Backtester>,
}

impl BacktestService {
    /// Serves `backtester`.
    pub fn new(backtester: Arc<Backtester>) -> Self {
        Self { backtester }
    }
}

/// Parses a `grpc-timeout` header value (`<1–8 digits><H|M|S|m|u|n>`).
pub fn parse_grpc_timeout(value: &str) -> Option<Duration> {
    if !value.is_ascii() {
        return None;
    }
    let (digits, unit) = value.split_at(value.len().checked_sub(1)?);
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(match unit {
        "H" => Duration::from_secs(n * 3600),
        "M" => Duration::from_secs(n * 60),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return None,
    })
}

/// The internal deadline for a caller's timeout: a fifth of it earlier
/// (at least 10 ms, at most 500 ms), so the typed answer is on the wire
/// before the caller's own timer (tonic clients enforce `grpc-timeout` too)
/// or the server's timeout layer gives up, even on a busy machine.
fn internal_deadline(now: Instant, timeout: Duration) -> Instant {
    let margin = (timeout / 5).clamp(Duration::from_millis(10), Duration::from_millis(500));
    now + timeout.saturating_sub(margin)
}

/// Cancels the run when the handler future is dropped (caller gone).
struct CancelOnDrop(Guard);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The protobuf response of a run.
pub fn to_proto(out: &BacktestOutput) -> RunResponse {
    let m = &out.performance;
    RunResponse {
        metrics: Some(pb::Metrics {
            total_trades: count(m.total_trades),
            winning_trades: count(m.winning_trades),
            losing_trades: count(m.losing_trades),
            win_rate: m.win_rate,
            gross_profit: m.gross_profit,
            gross_loss: m.gross_loss,
            profit_factor: m.profit_factor,
            avg_win: m.avg_win,
            avg_loss: m.avg_loss,
            max_drawdown: m.max_drawdown,
            total_pnl: m.total_pnl,
            expectancy: m.expectancy,
            avg_bars_held: m.avg_bars_held,
            max_consecutive_wins: count(m.max_consecutive_wins),
            max_consecutive_losses: count(m.max_consecutive_losses),
            recovery_factor: m.recovery_factor,
            sharpe: m.sharpe,
            sortino: m.sortino,
            sqn: m.sqn,
            exposure_pct: m.exposure_pct,
            max_drawdown_duration_bars: count(m.max_drawdown_duration_bars),
            buy_and_hold_pnl: m.buy_and_hold_pnl,
            best_trade: m.best_trade,
            worst_trade: m.worst_trade,
        }),
        trades: out
            .trades
            .iter()
            .map(|t| pb::Trade {
                entry_date: t.entry_date.clone(),
                entry_price: t.entry_price,
                exit_date: t.exit_date.clone(),
                exit_price: t.exit_price,
                direction: t.direction.as_str().into(),
                pnl: t.pnl,
                exit_reason: t.exit_reason.as_str().into(),
                bars_held: count(t.bars_held),
                entry_time: t.entry_time.clone().unwrap_or_default(),
                exit_time: t.exit_time.clone().unwrap_or_default(),
            })
            .collect(),
        equity_curve: out
            .equity_curve
            .iter()
            .map(|p| pb::EquityPoint { date: p.date.clone(), equity: p.equity, drawdown: p.drawdown })
            .collect(),
        model_response: out.model_response.clone(),
        title: out.title.clone(),
        bars: out.bars as u64,
        result_json: out.to_json().to_string(),
    }
}

fn error_status(e: &BacktestError) -> tonic::Status {
    if e.is_internal() {
        tracing::error!(error = %e, "backtest failed internally");
    } else {
        tracing::debug!(error = %e, code = e.code(), "backtest rejected");
    }
    e.to_status()
}

#[tonic::async_trait]
impl Backtest for BacktestService {
    async fn run(&self, req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        let received = Instant::now();
        let timeout = req.metadata().get("grpc-timeout").and_then(|v| v.to_str().ok()).and_then(parse_grpc_timeout);
        let RunRequest { input_json, instrument } = req.into_inner();
        if input_json.len() > MAX_INPUT_BYTES {
            return Err(status(
                tonic::Code::InvalidArgument,
                detail(
                    "too_complex",
                    format!("backtest input is {} bytes; the limit is {MAX_INPUT_BYTES}", input_json.len()),
                    "shorten the expressions",
                )
                .at("input_json"),
            ));
        }
        let guard = match timeout {
            Some(t) => Guard::until(internal_deadline(received, t)),
            None => Guard::none(),
        };
        let _cancel_on_drop = CancelOnDrop(guard.clone());
        let span = tracing::info_span!("backtest.run", instrument = %instrument, timeout_ms = timeout.map(|t| t.as_millis() as u64));
        let (backtester, task_guard) = (self.backtester.clone(), guard.clone());
        let task = tokio::task::spawn_blocking(move || {
            span.in_scope(|| backtester.run_text(&instrument, &input_json, &task_guard).map(|out| to_proto(&out)))
        });
        let joined = match guard.deadline() {
            Some(deadline) => tokio::select! {
                joined = task => joined,
                _ = tokio::time::sleep_until(deadline.into()) => {
                    guard.cancel();
                    let (done, total) = guard.progress();
                    return Err(error_status(&BacktestError::DeadlineExceeded { done, total }));
                }
            },
            None => task.await,
        };
        match joined {
            Ok(Ok(resp)) => Ok(tonic::Response::new(resp)),
            Ok(Err(e)) => Err(error_status(&e)),
            Err(join) => Err(barb_common::error::internal("backtest", &join)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grpc_timeout_header_forms() {
        assert_eq!(parse_grpc_timeout("100m"), Some(Duration::from_millis(100)));
        assert_eq!(parse_grpc_timeout("5S"), Some(Duration::from_secs(5)));
        assert_eq!(parse_grpc_timeout("2M"), Some(Duration::from_secs(120)));
        assert_eq!(parse_grpc_timeout("1H"), Some(Duration::from_secs(3600)));
        assert_eq!(parse_grpc_timeout("250u"), Some(Duration::from_micros(250)));
        assert_eq!(parse_grpc_timeout("7n"), Some(Duration::from_nanos(7)));
        for bad in ["", "m", "123456789m", "10x", "-5m", "1.5S", "10é"] {
            assert_eq!(parse_grpc_timeout(bad), None, "{bad}");
        }
        let now = Instant::now();
        assert_eq!(internal_deadline(now, Duration::from_secs(1)), now + Duration::from_millis(800));
        assert_eq!(internal_deadline(now, Duration::from_secs(10)), now + Duration::from_millis(9_500));
        assert_eq!(internal_deadline(now, Duration::from_millis(30)), now + Duration::from_millis(20));
        assert_eq!(internal_deadline(now, Duration::from_millis(1)), now);
    }
}
