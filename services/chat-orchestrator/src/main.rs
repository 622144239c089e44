//! `chat-orchestrator`: the ChatOrchestrator gRPC service.

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use barb_common::{
    chat_events, proto::chat::v1::chat_orchestrator_server::ChatOrchestratorServer, server::GrpcServer, telemetry,
};
use chat_orchestrator::{config::OrchestratorConfig, service::OrchestratorService, tools::Tools, turn::Engine};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let _telemetry = telemetry::init("chat-orchestrator")?;
    let config = OrchestratorConfig::from_env()?;

    let nats = config
        .nats
        .connect()
        .await
        .with_context(|| format!("NATS_URL {} is not a valid NATS address", config.nats.url))?;
    let js = async_nats::jetstream::new(nats);
    chat_events::ensure_stream(&js, config.events_max_age).await.context("creating the CHAT_EVENTS stream")?;

    let provider = config.provider.build().context("building the LLM provider")?;
    if config.prices.price(provider.model()).is_none() {
        tracing::warn!(
            model = provider.model(),
            "model is not in the price table; turn cost is reported as 0 (set LLM_PRICES)"
        );
    }
    tracing::info!(provider = provider.name(), model = provider.model(), "LLM provider ready");
    let tools = Arc::new(Tools::new(&config.tools)?);
    let engine = Arc::new(Engine { provider, tools, prices: config.prices.clone(), settings: config.settings.clone() });

    let service = OrchestratorService::new(engine, Some(js), config.assertions.clone()).with_limits(config.turn_limits);
    let svc = ChatOrchestratorServer::new(service.clone())
        .max_decoding_message_size(config.server.max_decode_bytes)
        .max_encoding_message_size(config.server.max_encode_bytes);
    // Serves until SIGTERM, then drains in-flight calls for SHUTDOWN_GRACE_MS;
    // turns still running after that end with a `shutdown` error event.
    GrpcServer::new("chat-orchestrator", config.server).add_service(svc).serve().await?;
    service.shutdown(Duration::from_secs(5)).await;
    Ok(())
}
