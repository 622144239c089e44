//! `backtest`: the Backtest gRPC service.
//!
//! Data: `BARB_DATA_DIR` (one `<SYMBOL>.parquet` of 1-minute bars per
//! instrument) and `BARB_INSTRUMENTS` (TOML definitions); without them a
//! deterministic synthetic NQ sample is generated at start-up.
//! `BARB_BAR_CACHE_BYTES` bounds the bar cache (default 512M) and
//! `BARB_BAR_CACHE_WARM` lists the bars built at start-up (default
//! `daily,1h,5m,daily:RTH`).

use std::sync::Arc;

use backtest::limits::Limits;
use barb_common::{
    compute::{ComputePool, PoolConfig},
    config::ServerConfig,
    proto::backtest::v1::backtest_server::BacktestServer,
    server::GrpcServer,
    telemetry,
    tool_catalog::ToolCatalog,
};

fn main() -> anyhow::Result<()> {
    // SAFETY: first statement of main, before any thread (tokio's, polars') exists.
    unsafe { barb_common::compute::set_default_thread_stack(PoolConfig::DEFAULT_STACK_BYTES) };
    tokio::runtime::Builder::new_multi_thread().enable_all().build()?.block_on(serve())
}

async fn serve() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("backtest")?;
    let config = ServerConfig::from_env(50052, 9152)?;
    let limits = Limits::from_env()?;
    let pool = ComputePool::start("backtest", PoolConfig::from_env()?)?;
    tracing::info!(?limits, pool = ?pool.config(), "limits");
    let started = std::time::Instant::now();
    let markets = tokio::task::spawn_blocking(barb_script::Markets::from_env).await??;
    // The default instrument is loaded now; the others on first use.
    let default = markets.market("")?;
    tracing::info!(symbol = %default.instrument.symbol, bars = default.minutes.height(), available = markets.symbols().len(), elapsed_ms = started.elapsed().as_millis() as u64, "market data loaded");
    // Daily bars and the most used timeframes into the bar cache before serving.
    let markets =
        tokio::task::spawn_blocking(move || barb_script::market::warm_from_env(&markets).map(|n| (markets, n)));
    let (markets, warmed) = markets.await??;
    let cache = barb_script::market::BarCache::global().stats();
    tracing::info!(entries = warmed, bytes = cache.bytes, capacity = cache.capacity, "bar cache warmed");
    let backtester = Arc::new(backtest::Backtester::new(Arc::new(markets)).with_max_trades(limits.max_trades));
    let svc = BacktestServer::new(backtest::service::BacktestService::new(backtester, pool, limits))
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    let tools = ToolCatalog::new(backtest::tool::definitions()).into_server();
    GrpcServer::new("backtest", config).add_service(svc).add_service(tools).serve().await?;
    Ok(())
}
