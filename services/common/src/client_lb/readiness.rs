//! Which of a balanced service's replicas take new calls.
//!
//! A replica that starts shutting down reports `NOT_SERVING` on
//! `grpc.health.v1` at once and keeps answering for `SHUTDOWN_DELAY_MS`, so
//! load balancers see it leave before its connections close. A Kubernetes
//! Service learns that through the readiness probe, within a probe period; a
//! client balancing over the replicas itself (this module's parent) would not
//! learn it at all: power-of-two-choices over two replicas sends every call to
//! the draining one half the time, and each such call comes back UNAVAILABLE
//! `shutting_down`, so a caller retrying six times still loses one call in 64.
//!
//! Each balanced address therefore gets a watcher that follows the replica's
//! overall health (service `""`): a `Watch` stream while it serves, which
//! delivers `NOT_SERVING` the moment shutdown starts. The watcher then closes
//! that stream (an open stream would hold the replica's graceful shutdown up
//! until its grace period ends) and asks with unary `Check` calls every
//! [`RECHECK`] whether the address serves again (a new replica at the same
//! address), going back to watching when it does. The balancer leaves out
//! every address whose last word was `NOT_SERVING`, unless that would leave
//! none: then every address stays, so calls fail at once with the replicas'
//! own answer instead of waiting for their deadline.
//!
//! What the watcher does not decide: an address it cannot reach, or one
//! without a health service, stays in — reachability is the balancer's
//! business (a refused connection fails the call at once and callers retry),
//! and a server without health cannot say it is draining.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::sync::mpsc;
use tonic::transport::Endpoint;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

/// How often a draining address is asked whether it serves again.
pub(super) const RECHECK: Duration = Duration::from_secs(2);
/// Longest pause between attempts to reach an address's health service.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// What a watcher learned about one address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Readiness {
    pub addr: SocketAddr,
    /// False once the replica said `NOT_SERVING`; true when it (or a new
    /// replica at its address) says `SERVING` again.
    pub serving: bool,
}

/// Follows `addr`'s health through `endpoint` and reports every change of
/// its serving state on `events` until the receiver is gone (or the task is
/// aborted because the address left the service).
pub(super) async fn watch(addr: SocketAddr, endpoint: Endpoint, events: mpsc::Sender<Readiness>) {
    let mut backoff = Duration::from_millis(250);
    let mut serving = true;
    loop {
        let channel = match endpoint.connect().await {
            Ok(c) => c,
            Err(_) => {
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
                continue;
            }
        };
        let mut client = HealthClient::new(channel);
        if !serving {
            // Draining: ask now and then, never hold a stream open on it.
            match client.check(HealthCheckRequest { service: String::new() }).await {
                Ok(r) if r.get_ref().status == ServingStatus::Serving as i32 => {
                    serving = true;
                    if events.send(Readiness { addr, serving }).await.is_err() {
                        return;
                    }
                }
                _ => {
                    tokio::time::sleep(RECHECK).await;
                    continue;
                }
            }
        }
        let mut stream = match client.watch(HealthCheckRequest { service: String::new() }).await {
            Ok(s) => s.into_inner(),
            // No health service: it cannot say it drains, so it always takes calls.
            Err(s) if s.code() == tonic::Code::Unimplemented => return,
            Err(_) => {
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(MAX_BACKOFF);
                continue;
            }
        };
        backoff = Duration::from_millis(250);
        while let Ok(Some(update)) = stream.message().await {
            if update.status == ServingStatus::NotServing as i32 {
                serving = false;
                if events.send(Readiness { addr, serving }).await.is_err() {
                    return;
                }
                break;
            }
        }
        // Draining (dropping the stream here lets the replica's shutdown
        // finish), or the stream broke (the replica died or restarted): look
        // again after a pause.
        drop(stream);
        tokio::time::sleep(if serving { backoff } else { RECHECK }).await;
    }
}
