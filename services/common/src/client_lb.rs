//! Client-side load balancing over DNS, for callers of a headless Kubernetes
//! Service (`clusterIP: None`), whose name resolves to every ready pod's IP.
//!
//! An HTTP/2 channel to one address pins every call to the pod it first
//! reached (one long-lived connection), so a scaled-out engine behind a
//! ClusterIP Service gets no spread. [`balanced_channel`] resolves the name to
//! all addresses, keeps one connection per pod and balances calls over them
//! (tower's power-of-two-choices), re-resolving every `refresh` so pods that
//! appear or disappear join or leave the set.
//!
//! With mTLS ([`crate::tls::InternalTls`], [`service_channel`]) every
//! connection is TLS with the service's certificate, verified for the host in
//! the address (an IP literal included: it goes through the same path with a
//! one-address "resolution"); when the certificate files change, every
//! address is re-inserted with the new material, so new connections use it
//! while in-flight calls finish on the old ones.

use std::collections::BTreeSet;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::time::Duration;

use tonic::transport::channel::Change;
use tonic::transport::{Channel, Endpoint};

use crate::tls::InternalTls;

/// Resolves `(host, port)` to socket addresses.
pub type Resolver =
    dyn Fn(String, u16) -> Pin<Box<dyn Future<Output = std::io::Result<Vec<SocketAddr>>> + Send>> + Send + Sync;

/// The address could not be used for a balanced channel.
#[derive(Debug, thiserror::Error)]
pub enum BalanceError {
    /// Not `http://host:port` (or `https://host:port`).
    #[error("invalid service address {0:?}: expected http://host:port")]
    InvalidAddress(String),
    /// An `https://` address in a process without internal TLS material.
    #[error("{0:?} asks for TLS, but INTERNAL_TLS_CERT_FILE / _KEY_FILE / _CA_FILE are not set")]
    TlsNotConfigured(String),
    /// Building an endpoint failed.
    #[error("invalid endpoint: {0}")]
    Endpoint(#[from] tonic::transport::Error),
}

/// Default re-resolution interval (Kubernetes endpoint changes propagate to
/// DNS within seconds).
pub const DEFAULT_REFRESH: Duration = Duration::from_secs(15);

/// A channel to `addr` (`http://host:port`) balanced over every address the
/// host resolves to, re-resolved every `refresh`. An IP literal needs no
/// balancing and gets [`crate::client::channel`]. Must be called inside a
/// tokio runtime (a background task keeps the set current; it stops when the
/// channel and all its clones are dropped). Like `client::channel` it never
/// fails on an unreachable service: calls wait for an endpoint (bounded by
/// their deadline), so services can start in any order.
pub fn balanced_channel(addr: &str, connect_timeout: Duration, refresh: Duration) -> Result<Channel, BalanceError> {
    balanced_channel_with(addr, connect_timeout, refresh, std::sync::Arc::new(system_resolve))
}

fn system_resolve(host: String, port: u16) -> Pin<Box<dyn Future<Output = std::io::Result<Vec<SocketAddr>>> + Send>> {
    Box::pin(async move { Ok(tokio::net::lookup_host((host.as_str(), port)).await?.collect()) })
}

/// The channel every service uses to call another: [`balanced_channel`], over
/// mTLS when `tls` is given (the address may then say `http://` or
/// `https://`; the connection is TLS either way).
pub fn service_channel(
    addr: &str,
    connect_timeout: Duration,
    refresh: Duration,
    tls: Option<&InternalTls>,
) -> Result<Channel, BalanceError> {
    balanced_channel_tls(addr, connect_timeout, refresh, std::sync::Arc::new(system_resolve), tls.cloned())
}

/// [`balanced_channel`] with a custom resolver (tests, or service discovery
/// other than DNS).
pub fn balanced_channel_with(
    addr: &str,
    connect_timeout: Duration,
    refresh: Duration,
    resolve: std::sync::Arc<Resolver>,
) -> Result<Channel, BalanceError> {
    balanced_channel_tls(addr, connect_timeout, refresh, resolve, None)
}

/// [`balanced_channel_with`], over mTLS when `tls` is given.
pub fn balanced_channel_tls(
    addr: &str,
    connect_timeout: Duration,
    refresh: Duration,
    resolve: std::sync::Arc<Resolver>,
    tls: Option<InternalTls>,
) -> Result<Channel, BalanceError> {
    let (host, port) = split_addr(addr).ok_or_else(|| BalanceError::InvalidAddress(addr.to_string()))?;
    if tls.is_none() && addr.starts_with("https://") {
        return Err(BalanceError::TlsNotConfigured(addr.to_string()));
    }
    let ip = host.trim_matches(['[', ']']).parse::<IpAddr>().ok();
    let resolve: std::sync::Arc<Resolver> = match (ip, &tls) {
        (Some(_), None) => return Ok(crate::client::channel(addr, connect_timeout)?),
        (Some(ip), Some(_)) => {
            std::sync::Arc::new(move |_, port| Box::pin(async move { Ok(vec![SocketAddr::new(ip, port)]) }))
        }
        (None, _) => resolve,
    };
    let (channel, tx) = Channel::balance_channel::<SocketAddr>(64);
    let refresh = refresh.max(Duration::from_millis(100));
    let mut tls_changes = tls.as_ref().map(InternalTls::changes);
    let tls_host = host.clone();
    let make_endpoint = move |addr: SocketAddr| -> Result<Endpoint, tonic::transport::Error> {
        match &tls {
            None => endpoint(addr, connect_timeout),
            Some(t) => Endpoint::from_shared(format!("https://{addr}"))?
                .connect_timeout(connect_timeout)
                .tcp_nodelay(true)
                .http2_keep_alive_interval(Duration::from_secs(30))
                .keep_alive_while_idle(true)
                .tls_config(t.client_config(&tls_host)),
        }
    };
    tokio::spawn(async move {
        let mut current: BTreeSet<SocketAddr> = BTreeSet::new();
        loop {
            match resolve(host.clone(), port).await {
                // An empty or failed answer keeps the last known set: a DNS
                // hiccup must not take every backend away.
                Ok(found) if !found.is_empty() => {
                    let next: BTreeSet<SocketAddr> = found.into_iter().collect();
                    for gone in current.difference(&next) {
                        if tx.send(Change::Remove(*gone)).await.is_err() {
                            return;
                        }
                    }
                    for new in next.difference(&current) {
                        let Ok(ep) = make_endpoint(*new) else { continue };
                        if tx.send(Change::Insert(*new, ep)).await.is_err() {
                            return;
                        }
                    }
                    current = next;
                }
                Ok(_) => tracing::warn!(%host, "service name resolved to no address; keeping the last set"),
                Err(e) => tracing::warn!(%host, error = %e, "resolving service name failed; keeping the last set"),
            }
            let tls_changed = async {
                match tls_changes.as_mut() {
                    Some(rx) => rx.changed().await.is_ok(),
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(refresh) => {}
                _ = tx.closed() => return,
                changed = tls_changed => {
                    if !changed {
                        tls_changes = None;
                        continue;
                    }
                    // New certificates: replace every connection's endpoint
                    // (tower swaps the service for an existing key).
                    tracing::info!(%host, "internal TLS material changed: reconnecting with it");
                    for addr in &current {
                        let Ok(ep) = make_endpoint(*addr) else { continue };
                        if tx.send(Change::Insert(*addr, ep)).await.is_err() {
                            return;
                        }
                    }
                }
            }
        }
    });
    Ok(channel)
}

fn endpoint(addr: SocketAddr, connect_timeout: Duration) -> Result<Endpoint, tonic::transport::Error> {
    Ok(Endpoint::from_shared(format!("http://{addr}"))?
        .connect_timeout(connect_timeout)
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .keep_alive_while_idle(true))
}

/// `http://host:port` or `https://host:port` → (host, port).
fn split_addr(addr: &str) -> Option<(String, u16)> {
    let rest = addr.strip_prefix("http://").or_else(|| addr.strip_prefix("https://"))?.trim_end_matches('/');
    let (host, port) = rest.rsplit_once(':')?;
    if host.is_empty() || host.contains('/') {
        return None;
    }
    Some((host.to_string(), port.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

    use super::*;

    /// A health server on `ip:port` counting the calls it answers.
    async fn counting_server(ip: &str, port: u16) -> Arc<AtomicUsize> {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = calls.clone();
        let (_reporter, health) = tonic_health::server::health_reporter();
        let listener = tokio::net::TcpListener::bind((ip, port)).await.expect("bind loopback");
        let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
        tokio::spawn(async move {
            tonic::transport::Server::builder()
                .layer(tonic::service::InterceptorLayer::new(move |r| {
                    counter.fetch_add(1, Ordering::SeqCst);
                    Ok(r)
                }))
                .add_service(health)
                .serve_with_incoming(incoming)
                .await
        });
        calls
    }

    #[test]
    fn addresses_are_validated() {
        assert_eq!(split_addr("http://engine.barb.svc:50051"), Some(("engine.barb.svc".into(), 50051)));
        assert_eq!(split_addr("engine:50051"), None);
        assert_eq!(split_addr("http://engine"), None);
        assert_eq!(split_addr("http://:1"), None);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn spreads_calls_over_every_resolved_address_and_follows_changes() {
        // Two "pods" on two loopback addresses, same port (as pods behind a headless Service).
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = probe.local_addr().unwrap().port();
        drop(probe);
        let a = counting_server("127.0.0.1", port).await;
        let b = counting_server("127.0.0.2", port).await;
        let pods: Arc<Mutex<Vec<SocketAddr>>> = Arc::new(Mutex::new(vec![
            format!("127.0.0.1:{port}").parse().unwrap(),
            format!("127.0.0.2:{port}").parse().unwrap(),
        ]));
        let answer = pods.clone();
        let lookups = Arc::new(AtomicUsize::new(0));
        let counted = lookups.clone();
        let resolver: Arc<Resolver> = Arc::new(move |host, p| {
            assert_eq!((host.as_str(), p), ("engine.test", port));
            counted.fetch_add(1, Ordering::SeqCst);
            let found = answer.lock().unwrap().clone();
            Box::pin(async move { Ok(found) })
        });
        let channel = balanced_channel_with(
            &format!("http://engine.test:{port}"),
            Duration::from_secs(5),
            Duration::from_millis(200),
            resolver,
        )
        .unwrap();
        let mut client = HealthClient::new(channel);
        let call = |c: &mut HealthClient<Channel>| {
            let mut c = c.clone();
            async move {
                let mut req = tonic::Request::new(HealthCheckRequest { service: String::new() });
                req.set_timeout(Duration::from_secs(10));
                c.check(req).await.expect("health check through the balanced channel");
            }
        };
        for _ in 0..200 {
            call(&mut client).await;
        }
        let (na, nb) = (a.load(Ordering::SeqCst), b.load(Ordering::SeqCst));
        assert_eq!(na + nb, 200);
        assert!(na > 0 && nb > 0, "both pods get calls: {na} / {nb}");

        // One pod leaves the DNS answer: after a refresh, calls go to the other only.
        pods.lock().unwrap().truncate(1);
        // Wait for two more lookups: the second starts only after the first's
        // answer (the one without pod b) has been applied.
        let seen = lookups.load(Ordering::SeqCst);
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        while lookups.load(Ordering::SeqCst) < seen + 2 {
            assert!(tokio::time::Instant::now() < deadline, "the channel never re-resolved");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let before = b.load(Ordering::SeqCst);
        for _ in 0..50 {
            call(&mut client).await;
        }
        assert_eq!(b.load(Ordering::SeqCst), before, "the removed pod gets no more calls");
    }

    #[tokio::test]
    async fn ip_literals_get_a_plain_channel() {
        let resolver: Arc<Resolver> = Arc::new(|_, _| panic!("an IP literal is not resolved"));
        assert!(balanced_channel_with("http://127.0.0.1:1", Duration::from_secs(1), DEFAULT_REFRESH, resolver).is_ok());
        assert!(matches!(
            balanced_channel("nope", Duration::from_secs(1), DEFAULT_REFRESH),
            Err(BalanceError::InvalidAddress(_))
        ));
    }
}
