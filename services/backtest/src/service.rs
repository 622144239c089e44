//! gRPC adapter: `barb.backtest.v1.Backtest/Run`.
//!
//! The simulation is CPU-bound, so it runs on the bounded compute pool
//! (`barb_common::compute`): tokio's workers only wait, a full queue is
//! RESOURCE_EXHAUSTED with retry advice. Every run has a server-side deadline
//! — the caller's `grpc-timeout` capped at `DEADLINE_MAX_MS`, else
//! `DEADLINE_DEFAULT_MS` — honoured in two ways: the simulation polls its
//! [`Guard`] between bars and stops with DEADLINE_EXCEEDED, and the pool
//! answers DEADLINE_EXCEEDED when the deadline passes while the job is inside
//! a step it cannot interrupt (e.g. a polars resample), flagging it to stop
//! at its next check. The internal deadline is set a little before the
//! caller's, so the typed answer wins the race against tonic's own timeouts
//! (which would report CANCELLED). If the caller goes away, the run is
//! cancelled the same way. Results are capped ([`Limits`]): trades (stopping
//! the simulation as soon as it passes the cap) and response bytes.

use std::sync::Arc;
use std::time::Instant;

use barb_common::ServiceError;
use barb_common::compute::{ComputePool, PoolError};
use barb_common::error::{detail, status};
use barb_common::proto::backtest::v1::{self as pb, RunRequest, RunResponse, backtest_server::Backtest};
use barb_script::{BarbError, ErrorCode};

use crate::backtester::{BacktestOutput, Backtester};
use crate::error::BacktestError;
use crate::limits::Limits;

/// Largest accepted input text.
const MAX_INPUT_BYTES: usize = 64 * 1024;

/// The Backtest gRPC service.
#[derive(Debug, Clone)]
pub struct BacktestService {
    backtester: Arc<Backtester>,
    pool: ComputePool,
    limits: Limits,
}

impl BacktestService {
    /// Serves `backtester` (whose trade cap should be `limits.max_trades`),
    /// computing on `pool` within `limits`.
    pub fn new(backtester: Arc<Backtester>, pool: ComputePool, limits: Limits) -> Self {
        Self { backtester, pool, limits }
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

/// Fails when the encoded response is over the limit.
fn check_response_size(resp: &RunResponse, max: usize) -> Result<(), BacktestError> {
    let encoded = prost::Message::encoded_len(resp);
    if encoded > max {
        return Err(BarbError::new(
            ErrorCode::ResultTooLarge,
            format!("the report is {encoded} bytes; this server sends at most {max}"),
        )
        .hint("narrow the run: a stricter entry, a longer timeframe (`from`) or a shorter `period`")
        .into());
    }
    Ok(())
}

#[tonic::async_trait]
impl Backtest for BacktestService {
    async fn run(&self, req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        let timeout = req.metadata().get("grpc-timeout").and_then(|v| v.to_str().ok());
        let guard = self.limits.deadlines.guard(Instant::now(), timeout);
        let budget_ms = self.limits.deadlines.budget(timeout).as_millis() as u64;
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
        let span = tracing::info_span!("backtest.run", instrument = %instrument, budget_ms);
        let (backtester, task_guard, max_bytes) =
            (self.backtester.clone(), guard.clone(), self.limits.max_response_bytes);
        let ran = self
            .pool
            .run(guard.clone(), move || {
                span.in_scope(|| {
                    let out = backtester.run_text(&instrument, &input_json, &task_guard)?;
                    let resp = to_proto(&out);
                    check_response_size(&resp, max_bytes)?;
                    Ok(resp)
                })
            })
            .await;
        match ran {
            Ok(Ok(resp)) => Ok(tonic::Response::new(resp)),
            Ok(Err(e)) => Err(error_status(&e)),
            Err(PoolError::DeadlineExceeded { done, total }) => {
                Err(error_status(&BacktestError::DeadlineExceeded { done, total }))
            }
            Err(PoolError::Cancelled) => Err(error_status(&BacktestError::Cancelled)),
            Err(e) => {
                tracing::warn!(error = %e, "backtest not run");
                Err(e.to_status())
            }
        }
    }
}
