//! `chat-orchestrator`: the ChatOrchestrator gRPC service.

use std::sync::Arc;

use anyhow::Context;
use barb_common::{
    chat_events,
    proto::chat::v1::chat_orchestrator_server::ChatOrchestratorServer,
    server::{GrpcServer, shutdown_signal},
    telemetry,
};
use chat_orchestrator::{
    config::OrchestratorConfig, lease::Durable, service::OrchestratorService, takeover, tools::Tools, turn::TurnEngine,
};

/// See [`chat_orchestrator::Allocator`].
#[global_allocator]
static ALLOCATOR: chat_orchestrator::Allocator = chat_orchestrator::Allocator;

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
    let engine =
        Arc::new(TurnEngine { provider, tools, prices: config.prices.clone(), settings: config.settings.clone() });

    chat_orchestrator::metrics::expose_stages();
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let service = if config.durable {
        let durable = Durable::join(&js, config.lease.clone()).await.context("joining the durable-turn state")?;
        let svc = OrchestratorService::durable(engine, js, durable, config.publish_give_up, config.assertions.clone())
            .with_limits(config.turn_limits);
        chat_orchestrator::metrics::expose_takeovers();
        takeover::spawn(svc.clone(), stop_rx);
        svc
    } else {
        OrchestratorService::new(engine, Some(js), config.assertions.clone()).with_limits(config.turn_limits)
    };
    let svc = ChatOrchestratorServer::new(service.clone())
        .max_decoding_message_size(config.server.max_decode_bytes)
        .max_encoding_message_size(config.server.max_encode_bytes);
    // SIGTERM: the service stops taking turns at once (StartTurn answers
    // UNAVAILABLE, so callers retry on another replica) while health turns
    // NOT_SERVING and in-flight calls drain; then running turns get
    // TURN_DRAIN_MS to finish and the rest are handed over.
    let draining = service.clone();
    let signal = async move {
        shutdown_signal().await;
        draining.begin_drain();
    };
    let addr = config.server.listen_addr;
    let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr}"))?;
    let delay = barb_common::config::millis_or("SHUTDOWN_DELAY_MS", 0)?;
    GrpcServer::new("chat-orchestrator", config.server)
        .add_service(svc)
        .shutdown_delay(delay)
        .serve_on(listener, signal)
        .await?;
    let handed = service.drain(config.turn_drain).await;
    let _ = stop_tx.send(true);
    tracing::info!(handed_over = handed, "chat-orchestrator stopped");
    Ok(())
}
