//! `barb health`: a gRPC health probe for container healthchecks.

use std::process::ExitCode;
use std::time::Duration;

use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus, health_client::HealthClient};

/// Arguments of `barb health`.
#[derive(clap::Args)]
pub struct HealthArgs {
    /// Service address, e.g. `http://127.0.0.1:50051`.
    #[arg(long, default_value = "http://127.0.0.1:50051")]
    addr: String,
    /// Service name to check; empty = the whole server.
    #[arg(long, default_value = "")]
    service: String,
    /// Timeout in milliseconds.
    #[arg(long, default_value_t = 3000)]
    timeout_ms: u64,
}

/// Prints the status and exits 0 when SERVING, 1 otherwise.
pub fn run(args: HealthArgs) -> anyhow::Result<ExitCode> {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    rt.block_on(async {
        let timeout = Duration::from_millis(args.timeout_ms);
        let channel =
            tonic::transport::Endpoint::from_shared(args.addr.clone())?.connect_timeout(timeout).connect().await?;
        let reply = tokio::time::timeout(
            timeout,
            HealthClient::new(channel).check(HealthCheckRequest { service: args.service.clone() }),
        )
        .await??;
        let status = ServingStatus::try_from(reply.get_ref().status).unwrap_or(ServingStatus::Unknown);
        println!("{}", status.as_str_name());
        Ok(if status == ServingStatus::Serving { ExitCode::SUCCESS } else { ExitCode::from(1) })
    })
}
