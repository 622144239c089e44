//! `receipts-query`: the ReceiptsQuery gRPC service.

use anyhow::Context;
use barb_common::{
    config,
    proto::receipts::v1::receipts_query_server::ReceiptsQueryServer,
    server::{GrpcServer, ServerConfig},
    telemetry,
};
use receipts_query::{ReceiptsEngine, config as receipts_config, migrate, roles, service::ReceiptsService};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("receipts-query")?;
    let config = ServerConfig::from_env(50053, 9153)?;
    let settings = receipts_config::settings_from_env()?;
    let url = config::var("DATABASE_URL").context("DATABASE_URL is required (postgres://user@host:port/db)")?;
    barb_common::postgres::check_passfile()?;
    let pool = receipts_config::pool_from_env(&url)?;
    let startup = config::millis_or("DATABASE_STARTUP_TIMEOUT_MS", 60_000)?;
    match config::var("MIGRATION_DATABASE_URL") {
        Some(owner_url) => {
            let owner = receipts_config::migration_pool(&owner_url, "MIGRATION_DATABASE_URL")?;
            migrate::run_with_retry(&owner, startup)
                .await
                .context("applying receipts migrations as MIGRATION_DATABASE_URL")?;
            owner.close().await;
        }
        None => migrate::run_with_retry(&pool, startup).await.context(
            "applying receipts migrations as DATABASE_URL (a read-only login cannot: set MIGRATION_DATABASE_URL \
             to the schema owner, or run `barb receipts migrate` as the owner first)",
        )?,
    }
    let login = roles::check_login(&pool).await?;
    if login.is_least_privilege() {
        tracing::info!(role = %login.role, "connected as a read-only login");
    } else {
        tracing::warn!(
            role = %login.role,
            superuser = login.superuser,
            can_write = login.can_write,
            bypass_rls = login.bypass_rls,
            "DATABASE_URL's role can do more than read; queries still run as barb_receipts_reader under \
             row-level security, but give the service a read-only login (see the receipts_query::roles docs)"
        );
    }
    let assertions = barb_common::assertion::Verifier::from_env()?;
    let svc = ReceiptsQueryServer::new(ReceiptsService::new(ReceiptsEngine::new(pool, settings), assertions))
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    GrpcServer::new("receipts-query", config)
        .add_service(svc)
        .add_tool_catalog(receipts_query::tool::definitions())
        .serve()
        .await?;
    Ok(())
}
