//! gRPC adapter: `barb.backtest.v1.Backtest/{Run, Compare, Portfolio, Sweep}`.
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
use barb_common::deadline::Guard;
use barb_common::error::{detail, status};
use barb_common::proto::backtest::v1::{
    self as pb, CompareRequest, CompareResponse, PortfolioRequest, PortfolioResponse, RunRequest, RunResponse,
    SweepRequest, SweepResponse, backtest_server::Backtest,
};
use barb_script::{BarbError, ErrorCode};

use crate::backtester::{BacktestOutput, Backtester};
use crate::error::BacktestError;
use crate::limits::Limits;
use crate::metrics;

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

/// Fails when the encoded response is over the limit.
fn check_response_size(resp: &impl prost::Message, max: usize) -> Result<(), BacktestError> {
    let encoded = resp.encoded_len();
    if encoded > max {
        return Err(BarbError::new(
            ErrorCode::ResultTooLarge,
            format!("the report is {encoded} bytes; this server sends at most {max}"),
        )
        .hint(
            "narrow the run: a stricter entry, a longer timeframe (`from`) or a shorter `period`, fewer configurations",
        )
        .into());
    }
    Ok(())
}

/// How a deadline that passes while the job cannot be interrupted is reported.
#[derive(Clone, Copy)]
enum Progress {
    /// Bars of a single run.
    Bars,
    /// Configurations of a sweep.
    Configurations,
}

impl BacktestService {
    /// Runs `work` on the compute pool under the request's server-side
    /// deadline (see the module docs) and caps the encoded response.
    async fn compute<T: prost::Message + 'static>(
        &self,
        req_meta: &tonic::metadata::MetadataMap,
        span: tracing::Span,
        progress: Progress,
        work: impl FnOnce(&Backtester, &Guard) -> Result<T, BacktestError> + Send + 'static,
    ) -> Result<T, tonic::Status> {
        let timeout = req_meta.get("grpc-timeout").and_then(|v| v.to_str().ok());
        let guard = self.limits.deadlines.guard(Instant::now(), timeout);
        span.record("budget_ms", self.limits.deadlines.budget(timeout).as_millis() as u64);
        let (backtester, task_guard, max_bytes) =
            (self.backtester.clone(), guard.clone(), self.limits.max_response_bytes);
        let ran = self
            .pool
            .run(guard, move || {
                span.in_scope(|| {
                    let resp = work(&backtester, &task_guard)?;
                    check_response_size(&resp, max_bytes)?;
                    Ok(resp)
                })
            })
            .await;
        match ran {
            Ok(Ok(resp)) => Ok(resp),
            Ok(Err(e)) => Err(error_status(&e)),
            Err(PoolError::DeadlineExceeded { done, total }) => Err(error_status(&match progress {
                Progress::Bars => BacktestError::DeadlineExceeded { done, total },
                Progress::Configurations => {
                    BacktestError::SweepDeadlineExceeded { done: done as u64, total: total as u64 }
                }
            })),
            Err(PoolError::Cancelled) => Err(error_status(&BacktestError::Cancelled)),
            Err(e) => {
                tracing::warn!(error = %e, "backtest not run");
                Err(e.to_status())
            }
        }
    }
}

#[tonic::async_trait]
impl Backtest for BacktestService {
    async fn run(&self, req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        let meta = req.metadata().clone();
        let RunRequest { input_json, instrument } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.run", instrument = %instrument, budget_ms = tracing::field::Empty);
        let resp = self
            .compute(&meta, span, Progress::Bars, move |bt, guard| {
                bt.run_text(&instrument, &input_json, guard).map(|out| to_proto(&out))
            })
            .await?;
        Ok(tonic::Response::new(resp))
    }

    async fn compare(
        &self,
        req: tonic::Request<CompareRequest>,
    ) -> Result<tonic::Response<CompareResponse>, tonic::Status> {
        let meta = req.metadata().clone();
        let CompareRequest { input_json } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.compare", budget_ms = tracing::field::Empty);
        let resp = self
            .compute(&meta, span, Progress::Bars, move |bt, guard| {
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
        let meta = req.metadata().clone();
        let PortfolioRequest { input_json } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.portfolio", budget_ms = tracing::field::Empty);
        let resp = self
            .compute(&meta, span, Progress::Bars, move |bt, guard| {
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
        let meta = req.metadata().clone();
        let SweepRequest { input_json, instrument } = req.into_inner();
        check_size(&input_json)?;
        let span = tracing::info_span!("backtest.sweep", instrument = %instrument, budget_ms = tracing::field::Empty);
        let resp = self
            .compute(&meta, span, Progress::Configurations, move |bt, guard| {
                bt.sweep_text(&instrument, &input_json, guard).map(|out| {
                    let best = out.best_objectives();
                    SweepResponse {
                        title: out.title.clone(),
                        model_response: out.model_response.clone(),
                        result_json: out.to_json().to_string(),
                        card_json: out.card().to_string(),
                        configurations_tried: out.tried,
                        deflated_sharpe: out.deflated.and_then(|d| d.value).unwrap_or(f64::NAN),
                        caveat: out.caveat.clone(),
                        objective: out.input.objective.as_str().to_string(),
                        best_in_sample: best.map(|b| b.0),
                        best_out_of_sample: best.map(|b| b.1),
                        best_out_of_sample_trades: out.top.first().map_or(0, |b| b.scored.out_of_sample.n),
                    }
                })
            })
            .await?;
        metrics::RESEARCH_RUNS.with_label_values(&["sweep"]).inc();
        metrics::SWEEP_CONFIGURATIONS.inc_by(resp.configurations_tried);
        Ok(tonic::Response::new(resp))
    }
}
