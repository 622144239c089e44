//! `gateway`: the HTTP API in front of the platform.
//!
//! `gateway` (or `gateway serve`) runs the server; `gateway create-api-key`
//! and `gateway revoke-api-key` manage service-account keys. See the crate
//! docs for the environment variables.

use std::io::Read;

use anyhow::Context;
use barb_common::{server::shutdown_signal, telemetry};
use clap::{Parser, Subcommand};
use gateway::{app::Gateway, auth::api_keys, config::GatewayConfig, memory::GatewayAllocator, store};

/// 8 KiB blocks (hyper's two buffers per connection) in slots of their own,
/// resident only where written: an idle SSE stream costs 9.7 KiB of RSS
/// instead of 21.5 (release, 10,000 streams; `gateway::memory`,
/// deploy/loadtest/README.md).
#[global_allocator]
static ALLOCATOR: GatewayAllocator = GatewayAllocator;

#[derive(Parser)]
#[command(name = "gateway", about = "Barb HTTP gateway")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP server (the default).
    Serve,
    /// Create a service-account API key and print it (shown only once).
    CreateApiKey {
        /// The user id the key acts as.
        #[arg(long)]
        user_id: String,
        /// A label for the key.
        #[arg(long, default_value = "")]
        name: String,
    },
    /// Revoke an API key read from stdin.
    RevokeApiKey,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let _telemetry = telemetry::init("gateway")?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve().await,
        Command::CreateApiKey { user_id, name } => {
            let db = admin_pool().await?;
            let key = api_keys::create(&db, user_id.trim(), &name).await.context("storing the key")?;
            println!("{key}");
            Ok(())
        }
        Command::RevokeApiKey => {
            let mut key = String::new();
            std::io::stdin().read_to_string(&mut key).context("reading the key from stdin")?;
            let db = admin_pool().await?;
            let revoked = api_keys::revoke(&db, key.trim()).await.context("revoking the key")?;
            anyhow::ensure!(revoked, "no active key matches");
            eprintln!("revoked");
            Ok(())
        }
    }
}

async fn serve() -> anyhow::Result<()> {
    let config = GatewayConfig::from_env()?;
    let addr = config.listen_addr;
    // Bind first: requests arriving during start-up wait in the backlog instead of being refused.
    let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr}"))?;
    let gateway = Gateway::start(config).await?;
    tracing::info!(%addr, "gateway listening");
    gateway.serve(listener, shutdown_signal()).await?;
    tracing::info!("gateway stopped");
    Ok(())
}

/// A pool for the admin subcommands, with migrations applied.
async fn admin_pool() -> anyhow::Result<sqlx::PgPool> {
    let url = barb_common::config::var("DATABASE_URL").context("DATABASE_URL is required")?;
    let db = sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(&url).await.context("connecting")?;
    store::migrations::run(&db).await.context("running migrations")?;
    Ok(db)
}
