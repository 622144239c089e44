//! gRPC adapter: `barb.backtest.v1.Backtest/{Run, Compare, Portfolio, Sweep}`.
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
use barb_common::proto::backtest::v1::{
    self as pb, CompareRequest, CompareResponse, PortfolioRequest, PortfolioResponse, RunRequest, RunResponse,
    SweepRequest, SweepResponse, backtest_server::Backtest,
};

use crate::backtester::{BacktestOutput, Backtester};
use crate::deadline::Guard;
use crate::error::BacktestError;
use crate::metrics;

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

/// Rejects an input over [`MAX_INPUT_BYTES`].
fn check_size(input_json: &str) -> Result<(), tonic::Status> {
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
    Ok(())
}

/// How a deadline that passes while the task cannot be interrupted is reported.
#[derive(Clone, Copy)]
enum Progress {
    /// Bars of a single run.
    Bars,
    /// Configurations of a sweep.
    Configurations,
}

impl BacktestService {
    /// Runs `work` on the blocking pool under the caller's deadline (see the
    /// module docs): the guard's deadline is a fifth earlier than the
    /// caller's, the handler answers DEADLINE_EXCEEDED itself if the task is
    /// stuck in a step it cannot interrupt, and dropping the handler (caller
    /// gone) cancels the work.
    async fn blocking<T: Send + 'static>(
        &self,
        timeout: Option<Duration>,
        received: Instant,
        span: tracing::Span,
        progress: Progress,
        work: impl FnOnce(&Backtester, &Guard) -> Result<T, BacktestError> + Send + 'static,
    ) -> Result<T, tonic::Status> {
        let guard = match timeout {
            Some(t) => Guard::until(internal_deadline(received, t)),
            None => Guard::none(),
        };
        let _cancel_on_drop = CancelOnDrop(guard.clone());
        let (backtester, task_guard) = (self.backtester.clone(), guard.clone());
        let task = tokio::task::spawn_blocking(move || span.in_scope(|| work(&backtester, &task_guard)));
        let joined = match guard.deadline() {
            Some(deadline) => tokio::select! {
                joined = task => joined,
                _ = tokio::time::sleep_until(deadline.into()) => {
                    guard.cancel();
                    let (done, total) = guard.progress();
                    let e = match progress {
                        Progress::Bars => BacktestError::DeadlineExceeded { done, total },
                        Progress::Configurations => BacktestError::SweepDeadlineExceeded { done: done as u64, total: total as u64 },
                    };
                    return Err(error_status(&e));
                }
            },
            None => task.await,
        };
        match joined {
            Ok(Ok(resp)) => Ok(resp),
            Ok(Err(e)) => Err(error_status(&e)),
            Err(join) => Err(barb_common::error::internal("backtest", &join)),
        }
    }
}

fn timeout_of<T>(req: &tonic::Request<T>) -> Option<Duration> {
    req.metadata().get("grpc-timeout").and_then(|v| v.to_str().ok()).and_then(parse_grpc_timeout)
}

#[tonic::async_trait]
impl Backtest for BacktestService {
    async fn run(&self, req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        let received = Instant::now();
        let timeout = timeout_of(&req);
        let RunRequest { input_json, instrument } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.run", instrument = %instrument, timeout_ms = timeout.map(|t| t.as_millis() as u64));
        let resp = self
            .blocking(timeout, received, span, Progress::Bars, move |bt, guard| {
                bt.run_text(&instrument, &input_json, guard).map(|out| to_proto(&out))
            })
            .await?;
        Ok(tonic::Response::new(resp))
    }

    async fn compare(
        &self,
        req: tonic::Request<CompareRequest>,
    ) -> Result<tonic::Response<CompareResponse>, tonic::Status> {
        let received = Instant::now();
        let timeout = timeout_of(&req);
        let CompareRequest { input_json } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.compare", timeout_ms = timeout.map(|t| t.as_millis() as u64));
        let resp = self
            .blocking(timeout, received, span, Progress::Bars, move |bt, guard| {
                bt.compare_text(&input_json, guard).map(|out| CompareResponse {
                    title: out.title.clone(),
                    model_response: out.model_response.clone(),
                    result_json: out.to_json().to_string(),
                    card_json: out.card().to_string(),
                })
            })
            .await?;
        metrics::RESEARCH_RUNS.with_label_values(&["compare"]).inc();
        Ok(tonic::Response::new(resp))
    }

    async fn portfolio(
        &self,
        req: tonic::Request<PortfolioRequest>,
    ) -> Result<tonic::Response<PortfolioResponse>, tonic::Status> {
        let received = Instant::now();
        let timeout = timeout_of(&req);
        let PortfolioRequest { input_json } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.portfolio", timeout_ms = timeout.map(|t| t.as_millis() as u64));
        let resp = self
            .blocking(timeout, received, span, Progress::Bars, move |bt, guard| {
                bt.portfolio_text(&input_json, guard).map(|out| {
                    let json = out.to_json();
                    PortfolioResponse {
                        title: json["title"].as_str().unwrap_or_default().to_string(),
                        model_response: out.model_response.clone(),
                        result_json: json.to_string(),
                        card_json: out.card().to_string(),
                    }
                })
            })
            .await?;
        metrics::RESEARCH_RUNS.with_label_values(&["portfolio"]).inc();
        Ok(tonic::Response::new(resp))
    }

    async fn sweep(&self, req: tonic::Request<SweepRequest>) -> Result<tonic::Response<SweepResponse>, tonic::Status> {
        let received = Instant::now();
        let timeout = timeout_of(&req);
        let SweepRequest { input_json, instrument } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.sweep", instrument = %instrument, timeout_ms = timeout.map(|t| t.as_millis() as u64));
        let (resp, tried) = self
            .blocking(timeout, received, span, Progress::Configurations, move |bt, guard| {
                bt.sweep_text(&instrument, &input_json, guard).map(|out| {
                    let resp = SweepResponse {
                        title: out.title.clone(),
                        model_response: out.model_response.clone(),
                        result_json: out.to_json().to_string(),
                        card_json: out.card().to_string(),
                        configurations_tried: out.tried,
                        deflated_sharpe: out.deflated.and_then(|d| d.value).unwrap_or(f64::NAN),
                    };
                    (resp, out.tried)
                })
            })
            .await?;
        metrics::RESEARCH_RUNS.with_label_values(&["sweep"]).inc();
        metrics::SWEEP_CONFIGURATIONS.inc_by(tried);
        Ok(tonic::Response::new(resp))
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
