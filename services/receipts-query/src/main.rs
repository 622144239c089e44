//! `receipts-query`: the ReceiptsQuery gRPC service.

use anyhow::Context;
use barb_common::{
    config::{self, ServerConfig},
    proto::receipts::v1::receipts_query_server::ReceiptsQueryServer,
    server::GrpcServer,
    telemetry,
    tool_catalog::ToolCatalog,
};
use receipts_query::{Engine, config as receipts_config, migrate, service::ReceiptsService};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("receipts-query")?;
    let config = ServerConfig::from_env(50053, 9153)?;
    let options = receipts_config::options_from_env()?;
    let url = config::var("DATABASE_URL").context("DATABASE_URL is required (postgres://user@host:port/db)")?;
    let pool = receipts_config::pool_from_env(&url)?;
    let startup = config::millis_or("DATABASE_STARTUP_TIMEOUT_MS", 60_000)?;
    migrate::run_with_retry(&pool, startup).await.context("applying receipts migrations")?;
    let svc = ReceiptsQueryServer::new(ReceiptsService::new(Engine::new(pool, options)))
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    let tools = ToolCatalog::new(receipts_query::tool::definitions()).into_server();
    GrpcServer::new("receipts-query", config).add_service(svc).add_service(tools).serve().await?;
    Ok(())
}
