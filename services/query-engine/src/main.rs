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
    compute::ComputePool,
    secrets,
    server::{ComputeService, GrpcServer, run_compute_service},
};
use query_engine::{limits::Limits, route::QueryEngineRoutes, service::QueryEngineService};

const SERVICE: ComputeService = ComputeService { name: "query-engine", pool: "query", port: 50051, metrics_port: 9151 };

fn main() -> anyhow::Result<()> {
    // Whole-history columns reuse freed memory instead of faulting in new
    // pages on every query (barb_script::memory); starts no thread.
    barb_script::memory::reuse_freed_buffers();
    // SAFETY: before any thread (tokio's, polars') exists.
    unsafe { run_compute_service(SERVICE, Limits::from_env, serve) }
}

/// The QueryEngine service and its tool catalog, on the data of
/// `BARB_DATA_DIR`, reloaded on SIGHUP.
async fn serve(server: GrpcServer, pool: ComputePool, limits: Limits) -> anyhow::Result<GrpcServer> {
    let markets = tokio::task::spawn_blocking(barb_script::Markets::start_from_env).await??;
    reload_on_sighup(markets.clone());
    let admin_token = secrets::read_checked("QUERY_ENGINE_ADMIN_TOKEN", secrets::MIN_SECRET_LEN)?;
    let svc = QueryEngineRoutes::new(
        QueryEngineService::new(markets, pool, limits).with_admin_token(admin_token),
        server.config().max_decode_bytes,
        server.config().max_encode_bytes,
    );
    Ok(server.add_service(svc).add_tool_catalog(query_engine::tool::definitions()))
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
