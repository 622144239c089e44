//! `query-engine`: the QueryEngine gRPC service.
//!
//! Data: `BARB_DATA_DIR` (one `<SYMBOL>.parquet` of 1-minute bars per
//! instrument) and `BARB_INSTRUMENTS` (TOML definitions); without them a
//! deterministic synthetic NQ sample is generated at start-up.
//! `BARB_BAR_CACHE_BYTES` bounds the bar cache (default 512M) and
//! `BARB_BAR_CACHE_WARM` lists the bars built at start-up (default
//! `daily,1h,5m,daily:RTH`). Instruments load on first use, within
//! `BARB_MARKET_BYTES`; SIGHUP (or `ReloadData` with
//! `QUERY_ENGINE_ADMIN_TOKEN`) reloads the data directory.

use barb_common::{
    compute::{ComputePool, PoolConfig},
    config::ServerConfig,
    proto::query::v1::query_engine_server::QueryEngineServer,
    server::GrpcServer,
    telemetry,
    tool_catalog::ToolCatalog,
};
use query_engine::limits::Limits;

fn main() -> anyhow::Result<()> {
    // SAFETY: first statement of main, before any thread (tokio's, polars') exists.
    unsafe { barb_common::compute::set_default_thread_stack(PoolConfig::DEFAULT_STACK_BYTES) };
    tokio::runtime::Builder::new_multi_thread().enable_all().build()?.block_on(serve())
}

async fn serve() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("query-engine")?;
    let config = ServerConfig::from_env(50051, 9151)?;
    let limits = Limits::from_env()?;
    let pool = ComputePool::start("query", PoolConfig::from_env()?)?;
    tracing::info!(?limits, pool = ?pool.config(), "limits");
    let started = std::time::Instant::now();
    let markets = tokio::task::spawn_blocking(barb_script::Markets::from_env).await??;
    // The default instrument is loaded now; the others on first use.
    let default = markets.market("")?;
    tracing::info!(symbol = %default.instrument.symbol, bars = default.minutes.height(), available = markets.symbols().len(), elapsed_ms = started.elapsed().as_millis() as u64, "market data loaded");
    // Daily bars and the most used timeframes into the bar cache before serving.
    let warm = markets.clone();
    let warmed = tokio::task::spawn_blocking(move || barb_script::market::warm_from_env(&warm)).await??;
    let cache = barb_script::market::BarCache::global().stats();
    tracing::info!(entries = warmed, bytes = cache.bytes, capacity = cache.capacity, "bar cache warmed");
    reload_on_sighup(markets.clone());
    let admin_token =
        barb_common::secrets::read_checked("QUERY_ENGINE_ADMIN_TOKEN", barb_common::secrets::MIN_SECRET_LEN)?;
    let svc = QueryEngineServer::new(
        query_engine::service::QueryEngineService::new(markets, pool, limits).with_admin_token(admin_token),
    )
    .max_decoding_message_size(config.max_decode_bytes)
    .max_encoding_message_size(config.max_encode_bytes);
    let tools = ToolCatalog::new(query_engine::tool::definitions()).into_server();
    GrpcServer::new("query-engine", config).add_service(svc).add_service(tools).serve().await?;
    Ok(())
}

/// SIGHUP reloads the data directory (what `ReloadData` does, for an
/// operator on the host); a failed reload keeps the current data.
fn reload_on_sighup(markets: barb_script::Markets) {
    #[cfg(unix)]
    tokio::spawn(async move {
        use tokio::signal::unix::{SignalKind, signal};
        let Ok(mut hup) = signal(SignalKind::hangup()) else {
            tracing::warn!("cannot listen for SIGHUP: reloads only over gRPC");
            return;
        };
        while hup.recv().await.is_some() {
            let m = markets.clone();
            match tokio::task::spawn_blocking(move || m.reload()).await {
                Ok(Ok(r)) => {
                    tracing::info!(added = ?r.added, changed = ?r.changed, removed = ?r.removed, "data reloaded on SIGHUP")
                }
                Ok(Err(e)) => tracing::error!(error = %e, "reload on SIGHUP failed; the current data stays"),
                Err(e) => tracing::error!(error = %e, "reload task failed"),
            }
        }
    });
    #[cfg(not(unix))]
    let _ = markets;
}
