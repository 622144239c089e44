//! `receipts-query`: the ReceiptsQuery gRPC service.

use anyhow::Context;
use barb_common::{
    config::{self, ServerConfig},
    proto::receipts::v1::receipts_query_server::ReceiptsQueryServer,
    server::GrpcServer,
    telemetry,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("receipts-query")?;
    let config = ServerConfig::from_env(50053, 9153)?;
    let url = config::var("DATABASE_URL").context("DATABASE_URL is required (postgres://user@host:port/db)")?;
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(config::parse_or("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?)
        .connect_lazy(&url)
        .context("DATABASE_URL is not a valid PostgreSQL URL")?;
    let svc = ReceiptsQueryServer::new(receipts_query::service::ReceiptsService { pool })
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    GrpcServer::new("receipts-query", config).add_service(svc).serve().await?;
    Ok(())
}
