//! `backtest`: the Backtest gRPC service.
//!
//! Data: `BARB_DATA_DIR` (one `<SYMBOL>.parquet` of 1-minute bars per
//! instrument) and `BARB_INSTRUMENTS` (TOML definitions); without them a
//! deterministic synthetic NQ sample is generated at start-up.
//! `BARB_BAR_CACHE_BYTES` bounds the bar cache (default 512M) and
//! `BARB_BAR_CACHE_WARM` lists the bars built at start-up (default
//! `daily,1h,5m,daily:RTH`).

use std::sync::Arc;

use backtest::{Backtester, limits::Limits, service::BacktestService};
use barb_common::{
    compute::ComputePool,
    proto::backtest::v1::backtest_server::BacktestServer,
    server::{ComputeService, GrpcServer, run_compute_service},
};

const SERVICE: ComputeService = ComputeService { name: "backtest", pool: "backtest", port: 50052, metrics_port: 9152 };

fn main() -> anyhow::Result<()> {
    // SAFETY: first statement of main, before any thread (tokio's, polars') exists.
    unsafe { run_compute_service(SERVICE, Limits::from_env, serve) }
}

/// The Backtest service and its tool catalog, on the data of `BARB_DATA_DIR`.
async fn serve(server: GrpcServer, pool: ComputePool, limits: Limits) -> anyhow::Result<GrpcServer> {
    let markets = tokio::task::spawn_blocking(barb_script::Markets::start_from_env).await??;
    let backtester = Arc::new(Backtester::new(Arc::new(markets)).with_max_trades(limits.max_trades));
    let svc = BacktestServer::new(BacktestService::new(backtester, pool, limits))
        .max_decoding_message_size(server.config().max_decode_bytes)
        .max_encoding_message_size(server.config().max_encode_bytes);
    Ok(server.add_service(svc).add_tool_catalog(backtest::tool::definitions()))
}
