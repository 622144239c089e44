//! `query-engine`: the QueryEngine gRPC service.

use barb_common::{
    config::ServerConfig, proto::query::v1::query_engine_server::QueryEngineServer, server::GrpcServer, telemetry,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("query-engine")?;
    let config = ServerConfig::from_env(50051, 9151)?;
    let svc = QueryEngineServer::new(query_engine::service::QueryEngineService)
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    GrpcServer::new("query-engine", config).add_service(svc).serve().await?;
    Ok(())
}
