//! `chat-orchestrator`: the ChatOrchestrator gRPC service.

use anyhow::Context;
use barb_common::{
    config::{self, ServerConfig},
    proto::chat::v1::chat_orchestrator_server::ChatOrchestratorServer,
    server::GrpcServer,
    telemetry,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("chat-orchestrator")?;
    let config = ServerConfig::from_env(50054, 9154)?;
    let nats_url = config::var("NATS_URL").unwrap_or_else(|| "nats://127.0.0.1:4222".into());
    let nats = async_nats::ConnectOptions::new()
        .retry_on_initial_connect()
        .connect(&nats_url)
        .await
        .with_context(|| format!("NATS_URL {nats_url} is not a valid NATS address"))?;
    let svc = ChatOrchestratorServer::new(chat_orchestrator::service::OrchestratorService { nats })
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    GrpcServer::new("chat-orchestrator", config).add_service(svc).serve().await?;
    Ok(())
}
