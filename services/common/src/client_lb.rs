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
//! An address may also be a comma-separated list (`http://10.0.0.1:50054,
//! http://10.0.0.2:50054`): calls are balanced over the union of what each
//! element resolves to. That is how replicas without a shared DNS name (a
//! local cluster, compose services, the test and chaos clusters) are reached
//! as one service: a dead replica then costs a failed call that the caller
//! retries, not every call.
//!
//! With mTLS ([`crate::tls::InternalTls`], [`service_channel`]) every
//! connection is TLS with the service's certificate, verified for the host in
//! the address (an IP literal included: it goes through the same path with a
//! one-address "resolution"); when the certificate files change, every
//! address is re-inserted with the new material, so new connections use it
//! while in-flight calls finish on the old ones.
//!
//! A replica that starts shutting down says `NOT_SERVING` on its health
//! service and is left out of the set until it (or a new replica at its
//! address) serves again ([`readiness`]): a draining replica gets no new
//! calls, the same thing a Service's readiness probe does for kube-proxy.

use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::time::Duration;

use tonic::transport::channel::Change;
use tonic::transport::{Channel, Endpoint};

use crate::tls::InternalTls;

mod readiness;
use readiness::Readiness;

/// Resolves `(host, port)` to socket addresses.
pub type Resolver =
    dyn Fn(String, u16) -> Pin<Box<dyn Future<Output = std::io::Result<Vec<SocketAddr>>> + Send>> + Send + Sync;

/// The address could not be used for a balanced channel.
#[derive(Debug, thiserror::Error)]
pub enum BalanceError {
    /// Not `http://host:port` or `https://host:port` (or a comma-separated list of them).
    #[error("invalid service address {0:?}: expected http://host:port (or several, comma-separated)")]
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

fn ip_literal(host: &str) -> Option<IpAddr> {
    host.trim_matches(['[', ']']).parse::<IpAddr>().ok()
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

/// [`balanced_channel_with`], over mTLS when `tls` is given. Each connection
/// verifies the server's certificate for the host named in its own list
/// element.
pub fn balanced_channel_tls(
    addr: &str,
    connect_timeout: Duration,
    refresh: Duration,
    resolve: std::sync::Arc<Resolver>,
    tls: Option<InternalTls>,
) -> Result<Channel, BalanceError> {
    let targets = split_list(addr).ok_or_else(|| BalanceError::InvalidAddress(addr.to_string()))?;
    if tls.is_none() && addr.contains("https://") {
        return Err(BalanceError::TlsNotConfigured(addr.to_string()));
    }
    if tls.is_none()
        && let [(host, _)] = targets.as_slice()
        && ip_literal(host).is_some()
    {
        return Ok(crate::client::channel(addr.trim(), connect_timeout)?);
    }
    let (channel, tx) = Channel::balance_channel::<SocketAddr>(64);
    let refresh = refresh.max(Duration::from_millis(100));
    let mut tls_changes = tls.as_ref().map(InternalTls::changes);
    let make_endpoint = move |addr: SocketAddr, host: &str| -> Result<Endpoint, tonic::transport::Error> {
        match &tls {
            None => endpoint(addr, connect_timeout),
            Some(t) => Endpoint::from_shared(format!("https://{addr}"))?
                .connect_timeout(connect_timeout)
                .tcp_nodelay(true)
                .http2_keep_alive_interval(Duration::from_secs(30))
                .keep_alive_while_idle(true)
                .tls_config(t.client_config(host)),
        }
    };
    let names = targets.iter().map(|(h, _)| h.as_str()).collect::<Vec<_>>().join(",");
    tokio::spawn(async move {
        // Every resolved address and the host its certificate must name.
        let mut resolved: BTreeMap<SocketAddr, String> = BTreeMap::new();
        // The last good answer per name: an empty or failed answer keeps it,
        // so a DNS hiccup must not take every backend away.
        let mut known: Vec<BTreeSet<SocketAddr>> = vec![BTreeSet::new(); targets.len()];
        // Which addresses take calls, given what their health said.
        let mut set = Balanced::default();
        let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel::<Readiness>(64);
        let mut watchers: BTreeMap<SocketAddr, tokio::task::AbortHandle> = BTreeMap::new();
        loop {
            for ((host, port), last) in targets.iter().zip(known.iter_mut()) {
                if let Some(ip) = ip_literal(host) {
                    *last = BTreeSet::from([SocketAddr::new(ip, *port)]);
                    continue;
                }
                match resolve(host.clone(), *port).await {
                    Ok(found) if !found.is_empty() => *last = found.into_iter().collect(),
                    Ok(_) => tracing::warn!(%host, "service name resolved to no address; keeping the last set"),
                    Err(e) => tracing::warn!(%host, error = %e, "resolving service name failed; keeping the last set"),
                }
            }
            let mut next: BTreeMap<SocketAddr, String> = BTreeMap::new();
            for ((host, _), set) in targets.iter().zip(&known) {
                for a in set {
                    next.entry(*a).or_insert_with(|| host.clone());
                }
            }
            if !next.is_empty() {
                watchers.retain(|addr, task| {
                    let keep = next.contains_key(addr);
                    if !keep {
                        task.abort();
                    }
                    keep
                });
                for (addr, host) in &next {
                    if watchers.contains_key(addr) {
                        continue;
                    }
                    let Ok(ep) = make_endpoint(*addr, host) else { continue };
                    let task = tokio::spawn(readiness::watch(*addr, ep, ready_tx.clone()));
                    watchers.insert(*addr, task.abort_handle());
                }
                set.draining.retain(|a| next.contains_key(a));
                resolved = next;
                if !set.apply(&resolved, &tx, &make_endpoint).await {
                    return;
                }
            }
            let wake = tokio::time::sleep(refresh);
            tokio::pin!(wake);
            loop {
                let tls_changed = async {
                    match tls_changes.as_mut() {
                        Some(rx) => rx.changed().await.is_ok(),
                        None => std::future::pending().await,
                    }
                };
                tokio::select! {
                    _ = &mut wake => break,
                    _ = tx.closed() => {
                        watchers.values().for_each(tokio::task::AbortHandle::abort);
                        return;
                    }
                    Some(Readiness { addr, serving }) = ready_rx.recv() => {
                        if !resolved.contains_key(&addr) {
                            continue;
                        }
                        if serving {
                            set.draining.remove(&addr);
                            tracing::info!(%addr, hosts = %names, "replica serves again: it takes new calls");
                        } else {
                            set.draining.insert(addr);
                            tracing::info!(%addr, hosts = %names, "replica is draining (NOT_SERVING): no new calls go to it");
                        }
                        if !set.apply(&resolved, &tx, &make_endpoint).await {
                            return;
                        }
                    }
                    changed = tls_changed => {
                        if !changed {
                            tls_changes = None;
                            continue;
                        }
                        // New certificates: replace every connection's endpoint
                        // (tower swaps the service for an existing key), and
                        // watch health over the new material too.
                        tracing::info!(hosts = %names, "internal TLS material changed: reconnecting with it");
                        for (addr, host) in &resolved {
                            let Ok(ep) = make_endpoint(*addr, host) else { continue };
                            if let Some(old) = watchers.remove(addr) {
                                old.abort();
                            }
                            let task = tokio::spawn(readiness::watch(*addr, ep.clone(), ready_tx.clone()));
                            watchers.insert(*addr, task.abort_handle());
                            if set.inserted.contains(addr) && tx.send(Change::Insert(*addr, ep)).await.is_err() {
                                return;
                            }
                        }
                    }
                }
            }
        }
    });
    Ok(channel)
}

/// The addresses the balancer holds: every resolved address except those
/// draining, unless that would leave none (then all of them, so calls fail
/// at once with the replicas' own answer rather than wait for a deadline).
#[derive(Default)]
struct Balanced {
    /// Addresses whose health last said `NOT_SERVING`.
    draining: BTreeSet<SocketAddr>,
    /// What the balancer was given.
    inserted: BTreeSet<SocketAddr>,
}

impl Balanced {
    fn wanted(&self, resolved: &BTreeMap<SocketAddr, String>) -> BTreeSet<SocketAddr> {
        let serving: BTreeSet<SocketAddr> = resolved.keys().filter(|a| !self.draining.contains(a)).copied().collect();
        if serving.is_empty() { resolved.keys().copied().collect() } else { serving }
    }

    /// Brings the balancer to [`Self::wanted`]; false when the channel is gone.
    async fn apply(
        &mut self,
        resolved: &BTreeMap<SocketAddr, String>,
        tx: &tokio::sync::mpsc::Sender<Change<SocketAddr, Endpoint>>,
        make_endpoint: &impl Fn(SocketAddr, &str) -> Result<Endpoint, tonic::transport::Error>,
    ) -> bool {
        let wanted = self.wanted(resolved);
        for gone in self.inserted.difference(&wanted) {
            if tx.send(Change::Remove(*gone)).await.is_err() {
                return false;
            }
        }
        self.inserted.retain(|a| wanted.contains(a));
        let added: Vec<(&SocketAddr, &String)> =
            resolved.iter().filter(|(a, _)| wanted.contains(a) && !self.inserted.contains(a)).collect();
        for (new, host) in added {
            let Ok(ep) = make_endpoint(*new, host) else { continue };
            if tx.send(Change::Insert(*new, ep)).await.is_err() {
                return false;
            }
            self.inserted.insert(*new);
        }
        true
    }
}

fn endpoint(addr: SocketAddr, connect_timeout: Duration) -> Result<Endpoint, tonic::transport::Error> {
    Ok(Endpoint::from_shared(format!("http://{addr}"))?
        .connect_timeout(connect_timeout)
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .keep_alive_while_idle(true))
}

/// `http[s]://host:port[,http[s]://host:port…]` → the (host, port) pairs.
fn split_list(addr: &str) -> Option<Vec<(String, u16)>> {
    let parts: Vec<&str> = addr.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
    if parts.is_empty() {
        return None;
    }
    parts.into_iter().map(split_addr).collect()
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

    /// Metadata key marking a test's own calls (see [`counting_server`]).
    const COUNTED: &str = "x-counted";

    /// A test's health check of the whole server, marked as counted.
    fn counted_check() -> tonic::Request<HealthCheckRequest> {
        let mut req = tonic::Request::new(HealthCheckRequest { service: String::new() });
        req.set_timeout(Duration::from_secs(10));
        req.metadata_mut().insert(COUNTED, tonic::metadata::MetadataValue::from_static("1"));
        req
    }

    /// A health server on `ip:port` counting the test's calls it answers.
    async fn counting_server(ip: &str, port: u16) -> Arc<AtomicUsize> {
        counting_server_with(ip, port).await.0
    }

    /// [`counting_server`], and its health reporter (to make it drain).
    async fn counting_server_with(ip: &str, port: u16) -> (Arc<AtomicUsize>, tonic_health::server::HealthReporter) {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = calls.clone();
        let (reporter, health) = tonic_health::server::health_reporter();
        let listener = tokio::net::TcpListener::bind((ip, port)).await.expect("bind loopback");
        let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
        tokio::spawn(async move {
            tonic::transport::Server::builder()
                .layer(tonic::service::InterceptorLayer::new(move |r: tonic::Request<()>| {
                    // The channel's own health watchers call too: count the test's calls only.
                    if r.metadata().contains_key(COUNTED) {
                        counter.fetch_add(1, Ordering::SeqCst);
                    }
                    Ok(r)
                }))
                .add_service(health)
                .serve_with_incoming(incoming)
                .await
        });
        (calls, reporter)
    }

    #[test]
    fn addresses_are_validated() {
        assert_eq!(split_addr("http://engine.barb.svc:50051"), Some(("engine.barb.svc".into(), 50051)));
        assert_eq!(split_addr("engine:50051"), None);
        assert_eq!(split_addr("http://engine"), None);
        assert_eq!(split_addr("http://:1"), None);
        assert_eq!(split_list("http://10.0.0.1:1, http://b:2,"), Some(vec![("10.0.0.1".into(), 1), ("b".into(), 2)]));
        assert_eq!(split_list("http://a:1,b:2"), None, "every element is checked");
        assert_eq!(split_list(" , "), None);
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
                c.check(counted_check()).await.expect("health check through the balanced channel");
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

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_list_of_addresses_is_one_balanced_service_and_a_dead_one_fails_fast() {
        let ports: Vec<u16> = (0..3)
            .map(|_| {
                let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
                probe.local_addr().unwrap().port()
            })
            .collect();
        let a = counting_server("127.0.0.1", ports[0]).await;
        let b = counting_server("127.0.0.1", ports[1]).await;
        // ports[2]: nobody listens (a replica that died).
        let list = ports.iter().map(|p| format!("http://127.0.0.1:{p}")).collect::<Vec<_>>().join(",");
        let resolver: Arc<Resolver> = Arc::new(|_, _| panic!("IP literals are not resolved"));
        let channel = balanced_channel_with(&list, Duration::from_secs(5), DEFAULT_REFRESH, resolver).unwrap();
        let client = HealthClient::new(channel);
        let (mut ok, mut refused) = (0, 0);
        for _ in 0..150 {
            match client.clone().check(counted_check()).await {
                Ok(_) => ok += 1,
                // The dead replica answers at once (connection refused), never by the deadline.
                Err(s) => {
                    assert_eq!(s.code(), tonic::Code::Unavailable, "{s:?}");
                    refused += 1
                }
            }
        }
        let (na, nb) = (a.load(Ordering::SeqCst), b.load(Ordering::SeqCst));
        assert_eq!(na + nb, ok);
        assert!(na > 0 && nb > 0 && refused > 0, "every element gets calls: {na} / {nb} / {refused} refused");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_draining_replica_gets_no_new_calls_until_it_serves_again() {
        use tonic_health::ServingStatus;
        let ports: Vec<u16> =
            (0..2).map(|_| std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()).collect();
        let (a, a_health) = counting_server_with("127.0.0.1", ports[0]).await;
        let (b, b_health) = counting_server_with("127.0.0.1", ports[1]).await;
        let list = ports.iter().map(|p| format!("http://127.0.0.1:{p}")).collect::<Vec<_>>().join(",");
        let resolver: Arc<Resolver> = Arc::new(|_, _| panic!("IP literals are not resolved"));
        let client =
            HealthClient::new(balanced_channel_with(&list, Duration::from_secs(5), DEFAULT_REFRESH, resolver).unwrap());
        let call = || {
            let mut c = client.clone();
            async move { c.check(counted_check()).await.expect("a replica answers").into_inner().status }
        };
        // Calls `call` until `a` got no call in 50 in a row (true) or did get one (false).
        let a_quiet_for_50 = || async {
            let before = a.load(Ordering::SeqCst);
            for _ in 0..50 {
                call().await;
            }
            a.load(Ordering::SeqCst) == before
        };
        for _ in 0..100 {
            call().await;
        }
        assert!(a.load(Ordering::SeqCst) > 0 && b.load(Ordering::SeqCst) > 0, "both replicas take calls");

        // `a` starts shutting down: its NOT_SERVING takes it out of the set.
        a_health.set_service_status("", ServingStatus::NotServing).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while !a_quiet_for_50().await {
            assert!(tokio::time::Instant::now() < deadline, "the draining replica kept getting calls");
        }
        let (a_then, b_then) = (a.load(Ordering::SeqCst), b.load(Ordering::SeqCst));
        for _ in 0..200 {
            assert_eq!(call().await, ServingStatus::Serving as i32, "answered by the replica that serves");
        }
        assert_eq!(a.load(Ordering::SeqCst), a_then, "no new call reaches the draining replica");
        assert_eq!(b.load(Ordering::SeqCst), b_then + 200);

        // Both draining: neither is left out (calls get the replicas' own answer, at once).
        b_health.set_service_status("", ServingStatus::NotServing).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while a_quiet_for_50().await {
            assert!(tokio::time::Instant::now() < deadline, "with every replica draining, calls must still reach all");
        }

        // Serving again (a new replica at the same address): it takes calls again.
        b_health.set_service_status("", ServingStatus::Serving).await;
        a_health.set_service_status("", ServingStatus::Serving).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            let (a0, b0) = (a.load(Ordering::SeqCst), b.load(Ordering::SeqCst));
            for _ in 0..50 {
                call().await;
            }
            if a.load(Ordering::SeqCst) > a0 && b.load(Ordering::SeqCst) > b0 {
                break;
            }
            assert!(tokio::time::Instant::now() < deadline, "a replica serving again never got calls back");
        }
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
