//! `gateway`: the HTTP API in front of the platform.

use anyhow::Context;
use barb_common::{config, server::shutdown_signal, telemetry};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("gateway")?;
    let addr = config::addr_or("LISTEN_ADDR", "0.0.0.0:8080")?;
    let nats_url = config::var("NATS_URL").unwrap_or_else(|| "nats://127.0.0.1:4222".into());
    let db_url = config::var("DATABASE_URL").context("DATABASE_URL is required (postgres://user@host:port/db)")?;
    let nats = async_nats::ConnectOptions::new()
        .retry_on_initial_connect()
        .connect(&nats_url)
        .await
        .with_context(|| format!("NATS_URL {nats_url} is not a valid NATS address"))?;
    let db = sqlx::postgres::PgPoolOptions::new()
        .max_connections(config::parse_or("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?)
        .connect_lazy(&db_url)
        .context("DATABASE_URL is not a valid PostgreSQL URL")?;
    let app = gateway::app::router(gateway::app::AppState { nats, db });
    let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr}"))?;
    tracing::info!(%addr, "gateway listening");
    axum::serve(listener, app).with_graceful_shutdown(shutdown_signal()).await?;
    tracing::info!("gateway stopped");
    Ok(())
}
