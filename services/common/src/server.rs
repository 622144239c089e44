//! The one gRPC server bootstrap every service uses.
//!
//! [`GrpcServer`] adds, around the service's own handlers:
//! `grpc.health.v1` (SERVING while up, NOT_SERVING as soon as shutdown starts,
//! so load balancers drain the instance), server reflection v1 and v1alpha
//! (ghz/grpcurl need no `.proto`), a request span per call parented on the
//! caller's `traceparent`, Prometheus metrics on a separate port, internal
//! authentication (the bearer token and/or mTLS with a per-service caller
//! allow-list, [`crate::tls`]; one of them required unless
//! `BARB_INSECURE_DEV`; only health is public), a plaintext health-only
//! listener for probes when the port speaks TLS (`HEALTH_ADDR`), and graceful
//! shutdown on SIGTERM/SIGINT that lets in-flight calls finish within a grace
//! period.

use std::{
    convert::Infallible,
    future::Future,
    net::SocketAddr,
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
    time::Duration,
};

use tokio::net::TcpListener;
use tonic::{
    body::Body,
    server::NamedService,
    service::{Routes, RoutesBuilder},
};
use tonic_health::ServingStatus;

use crate::{
    compute::{ComputePool, PoolConfig},
    config::{self, ConfigError},
    metrics, telemetry,
    tls::{AllowedClients, default_allowed_clients},
    tool_catalog::ToolCatalog,
};

/// Settings every gRPC service shares.
#[derive(Debug, Clone)]
pub struct ServerConfig {
    /// gRPC listen address (`LISTEN_ADDR`).
    pub listen_addr: SocketAddr,
    /// Prometheus `/metrics` address (`METRICS_ADDR`); `None` when set to `off`.
    pub metrics_addr: Option<SocketAddr>,
    /// Bearer token required on every non-health call (`INTERNAL_AUTH_TOKEN[_FILE]`).
    /// `None` when mTLS authenticates callers instead, or when
    /// `BARB_INSECURE_DEV=true` (the server then warns at start).
    pub auth_token: Option<String>,
    /// mTLS material (`INTERNAL_TLS_*`): the port then speaks TLS only and
    /// requires a client certificate from the CA bundle.
    pub tls: Option<crate::tls::InternalTls>,
    /// Which callers' certificates are admitted (`INTERNAL_TLS_ALLOWED_CLIENTS`);
    /// `None`: the service's default ([`crate::tls::default_allowed_clients`]).
    pub allowed_clients: Option<crate::tls::AllowedClients>,
    /// A plaintext listener serving only `grpc.health.v1` (`HEALTH_ADDR`), for
    /// probes that cannot present a certificate (kubelet gRPC probes, compose
    /// healthchecks); `None` when unset or `off`.
    pub health_addr: Option<SocketAddr>,
    /// Largest accepted request message in bytes (`GRPC_MAX_DECODE_BYTES`).
    pub max_decode_bytes: usize,
    /// Largest response message in bytes (`GRPC_MAX_ENCODE_BYTES`).
    pub max_encode_bytes: usize,
    /// How long in-flight calls may drain after SIGTERM (`SHUTDOWN_GRACE_MS`).
    pub shutdown_grace: Duration,
}

impl ServerConfig {
    /// Reads the shared server settings, with per-service default ports.
    pub fn from_env(default_port: u16, default_metrics_port: u16) -> Result<Self, ConfigError> {
        let metrics_addr = match config::var("METRICS_ADDR").as_deref() {
            Some("off") => None,
            _ => Some(config::addr_or("METRICS_ADDR", &format!("0.0.0.0:{default_metrics_port}"))?),
        };
        let health_addr = match config::var("HEALTH_ADDR").as_deref() {
            None | Some("off") => None,
            Some(_) => Some(config::addr_or("HEALTH_ADDR", "0.0.0.0:0")?),
        };
        let auth = crate::secrets::InternalAuth::from_env()?;
        Ok(Self {
            listen_addr: config::addr_or("LISTEN_ADDR", &format!("0.0.0.0:{default_port}"))?,
            metrics_addr,
            auth_token: auth.token,
            tls: auth.tls,
            allowed_clients: crate::tls::AllowedClients::from_env()?,
            health_addr,
            max_decode_bytes: config::parse_or("GRPC_MAX_DECODE_BYTES", 16 << 20, "a byte count")?,
            max_encode_bytes: config::parse_or("GRPC_MAX_ENCODE_BYTES", 64 << 20, "a byte count")?,
            shutdown_grace: config::millis_or("SHUTDOWN_GRACE_MS", 10_000)?,
        })
    }

    /// Loopback settings for in-process servers in tests: no metrics, no
    /// health listener, no TLS, no token (authentication off).
    pub fn for_tests(listen_addr: SocketAddr) -> Self {
        Self {
            listen_addr,
            metrics_addr: None,
            auth_token: None,
            tls: None,
            allowed_clients: None,
            health_addr: None,
            max_decode_bytes: 16 << 20,
            max_encode_bytes: 64 << 20,
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// Failures while starting or running the server.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The listen address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// The OS error.
        source: std::io::Error,
    },
    /// The transport failed.
    #[error("gRPC transport error: {0}")]
    Transport(#[from] tonic::transport::Error),
    /// A configuration variable was invalid.
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
}

/// Builder for a service's gRPC server.
pub struct GrpcServer {
    name: &'static str,
    config: ServerConfig,
    routes: RoutesBuilder,
    service_names: Vec<&'static str>,
    shutdown_delay: Duration,
}

impl GrpcServer {
    /// Starts a server description for the service called `name` (used in logs).
    pub fn new(name: &'static str, config: ServerConfig) -> Self {
        Self {
            name,
            config,
            routes: RoutesBuilder::default(),
            service_names: Vec::new(),
            shutdown_delay: Default::default(),
        }
    }

    /// Adds a generated tonic service; its name is reported by health and reflection.
    pub fn add_service<S>(mut self, svc: S) -> Self
    where
        S: tower::Service<http::Request<Body>, Error = Infallible> + NamedService + Clone + Send + Sync + 'static,
        S::Response: axum::response::IntoResponse,
        S::Future: Send + 'static,
    {
        self.service_names.push(S::NAME);
        self.routes.add_service(svc);
        self
    }

    /// Adds the `ToolCatalog` service answering with `tools`, the tools this
    /// service implements (what the orchestrator offers the model).
    pub fn add_tool_catalog(self, tools: Vec<crate::proto::tools::v1::ToolDefinition>) -> Self {
        self.add_service(ToolCatalog::new(tools).into_server())
    }

    /// The settings the server was described with (message size limits for
    /// the generated services, among others).
    pub fn config(&self) -> &ServerConfig {
        &self.config
    }

    /// How long to keep answering (with health NOT_SERVING) after a shutdown
    /// signal before refusing new calls, so load balancers and readiness
    /// probes see the instance leave before connections are closed.
    pub fn shutdown_delay(mut self, delay: Duration) -> Self {
        self.shutdown_delay = delay;
        self
    }

    /// Binds the configured address and serves until SIGTERM/SIGINT. Reads
    /// `SHUTDOWN_DELAY_MS` (default 0) for [`GrpcServer::shutdown_delay`].
    pub async fn serve(mut self) -> Result<(), ServeError> {
        if self.shutdown_delay.is_zero() {
            self.shutdown_delay = crate::config::millis_or("SHUTDOWN_DELAY_MS", 0)?;
        }
        let addr = self.config.listen_addr;
        let listener = TcpListener::bind(addr).await.map_err(|source| ServeError::Bind { addr, source })?;
        self.serve_on(listener, shutdown_signal()).await
    }

    /// Serves on an already-bound listener until `shutdown` resolves (tests use this).
    pub async fn serve_on(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> Result<(), ServeError> {
        let (reporter, health) = tonic_health::server::health_reporter();
        for name in &self.service_names {
            reporter.set_service_status(*name, ServingStatus::Serving).await;
        }
        reporter.set_service_status("", ServingStatus::Serving).await;

        let mut routes = self.routes;
        routes.add_service(health.clone());
        routes.add_service(reflection_v1());
        routes.add_service(reflection_v1alpha());
        let routes: Routes = routes.routes();

        let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
        if let Some(maddr) = self.config.metrics_addr {
            let mut rx = stop_rx.clone();
            tokio::spawn(async move {
                let stop = async move {
                    let _ = rx.wait_for(|s| *s).await;
                };
                if let Err(e) = metrics::serve(maddr, stop).await {
                    tracing::error!(%maddr, error = %e, "metrics endpoint failed");
                }
            });
        }
        if let Some(haddr) = self.config.health_addr {
            // Health only, no auth, no reflection: what a kubelet or a compose
            // healthcheck needs, and nothing an attacker can use.
            let probe = tokio::net::TcpListener::bind(haddr)
                .await
                .map_err(|source| ServeError::Bind { addr: haddr, source })?;
            tracing::info!(service = self.name, addr = %haddr, "plaintext health listener");
            let mut rx = stop_rx.clone();
            let health = health.clone();
            tokio::spawn(async move {
                let res = tonic::transport::Server::builder()
                    .add_service(health)
                    .serve_with_incoming_shutdown(tokio_stream::wrappers::TcpListenerStream::new(probe), async move {
                        let _ = rx.wait_for(|s| *s).await;
                    })
                    .await;
                if let Err(e) = res {
                    tracing::error!(addr = %haddr, error = %e, "health listener failed");
                }
            });
        }

        let local = listener.local_addr().ok();
        let tls = self.config.tls.clone();
        tracing::info!(service = self.name, addr = ?local, tls = tls.is_some(), "gRPC server listening");
        if self.config.auth_token.is_none() && tls.is_none() {
            tracing::warn!(
                service = self.name,
                "INSECURE: internal authentication is OFF ({}=true); anyone who reaches this port can call it",
                crate::secrets::INSECURE_DEV_VAR
            );
        }
        let allowed = tls.as_ref().map(|_| {
            Arc::new(self.config.allowed_clients.clone().unwrap_or_else(|| default_allowed_clients(self.name)))
        });
        if let Some(a) = &allowed {
            tracing::info!(service = self.name, allowed_clients = ?a, "mTLS on: client certificates required");
        }
        let calls = CallLayer { token: self.config.auth_token.clone().map(Arc::from), allowed };
        let mut server_rx = stop_rx.clone();
        let mut builder = tonic::transport::Server::builder();
        if let Some(t) = &tls {
            // Long-lived HTTP/2 connections re-handshake within this bound, so
            // a rotated certificate or a CA removed from the bundle takes
            // effect on them too.
            builder = builder.max_connection_age(t.max_connection_age());
        }
        let router = builder.trace_fn(request_span).layer(calls).add_routes(routes);
        let stop = async move {
            let _ = server_rx.wait_for(|s| *s).await;
        };
        let server = match tls {
            Some(t) => tokio::spawn(router.serve_with_incoming_shutdown(crate::tls::incoming(listener, t), stop)),
            None => tokio::spawn(router.serve_with_incoming_shutdown(without_nagle(listener), stop)),
        };
        let mut server = server;

        tokio::select! {
            res = &mut server => return res.expect("server task does not panic").map_err(Into::into),
            _ = shutdown => {}
        }
        tracing::info!(service = self.name, "shutdown requested: draining in-flight calls");
        for name in &self.service_names {
            reporter.set_service_status(*name, ServingStatus::NotServing).await;
        }
        reporter.set_service_status("", ServingStatus::NotServing).await;
        tokio::time::sleep(self.shutdown_delay).await;
        let _ = stop_tx.send(true);
        match tokio::time::timeout(self.config.shutdown_grace, server).await {
            Ok(res) => res.expect("server task does not panic")?,
            Err(_) => tracing::warn!(service = self.name, "grace period over; dropping remaining calls"),
        }
        tracing::info!(service = self.name, "stopped");
        Ok(())
    }
}

/// Accepted connections with Nagle's algorithm off (`TCP_NODELAY`, as
/// [`crate::tls::incoming`] does): a unary answer leaves in more than one
/// write (headers, data, trailers), and with Nagle on each write after the
/// first waits for the caller's ACK of the previous one, a delay on every
/// call (tonic applies its own `tcp_nodelay` only to listeners it binds).
fn without_nagle(
    listener: TcpListener,
) -> impl tokio_stream::Stream<Item = std::io::Result<tokio::net::TcpStream>> + Send + 'static {
    use tokio_stream::StreamExt;
    tokio_stream::wrappers::TcpListenerStream::new(listener).map(|accepted| {
        if let Ok(tcp) = &accepted {
            let _ = tcp.set_nodelay(true);
        }
        accepted
    })
}

/// A gRPC service whose work runs on a [`ComputePool`] (the query engine,
/// the backtest): what [`run_compute_service`] needs to know of it.
#[derive(Debug, Clone, Copy)]
pub struct ComputeService {
    /// Service name: logs, telemetry, the default caller allow-list.
    pub name: &'static str,
    /// Name of its compute pool (thread names, metric labels).
    pub pool: &'static str,
    /// Default gRPC port (`LISTEN_ADDR`).
    pub port: u16,
    /// Default Prometheus port (`METRICS_ADDR`).
    pub metrics_port: u16,
}

/// Failures of [`run_compute_service`] before or while serving.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The tokio runtime or the compute pool's threads could not start.
    #[error("cannot start {what}: {source}")]
    Threads {
        /// What was starting.
        what: &'static str,
        /// The OS error.
        source: std::io::Error,
    },
    /// A configuration variable was invalid.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The server failed.
    #[error(transparent)]
    Serve(#[from] ServeError),
}

/// The whole `main` of a compute service: gives every thread a compute
/// thread's stack ([`crate::compute::set_default_thread_stack`]), starts the
/// tokio runtime and telemetry ([`telemetry::init`]), reads [`ServerConfig`],
/// the service's own limits (`limits`) and [`PoolConfig`], starts the compute
/// pool, logs the limits and the pool, lets `build` add the service's own
/// handlers to the server (with the pool to run them on and the limits), and
/// serves until SIGTERM ([`GrpcServer::serve`]).
///
/// # Safety
///
/// Must be called first thing in `main`, while the process has one thread
/// (see [`crate::compute::set_default_thread_stack`]).
pub unsafe fn run_compute_service<L, LE, F, Fut, E>(
    service: ComputeService,
    limits: impl FnOnce() -> Result<L, LE>,
    build: F,
) -> Result<(), E>
where
    L: std::fmt::Debug,
    F: FnOnce(GrpcServer, ComputePool, L) -> Fut,
    Fut: Future<Output = Result<GrpcServer, E>>,
    E: From<StartError> + From<LE>,
{
    // SAFETY: the caller guarantees the process has one thread.
    unsafe { crate::compute::set_default_thread_stack(PoolConfig::DEFAULT_STACK_BYTES) };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|source| StartError::Threads { what: "the tokio runtime", source })?;
    runtime.block_on(async move {
        let _telemetry = telemetry::init(service.name).map_err(StartError::from)?;
        let config = ServerConfig::from_env(service.port, service.metrics_port).map_err(StartError::from)?;
        let limits = limits().map_err(E::from)?;
        let pool = ComputePool::start(service.pool, PoolConfig::from_env().map_err(StartError::from)?)
            .map_err(|source| StartError::Threads { what: "the compute pool", source })?;
        tracing::info!(?limits, pool = ?pool.config(), "limits");
        let server = build(GrpcServer::new(service.name, config), pool, limits).await?;
        server.serve().await.map_err(StartError::from)?;
        Ok(())
    })
}

fn reflection_v1()
-> tonic_reflection::server::v1::ServerReflectionServer<impl tonic_reflection::server::v1::ServerReflection> {
    tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(crate::proto::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1()
        .expect("embedded descriptor sets are valid")
}

fn reflection_v1alpha()
-> tonic_reflection::server::v1alpha::ServerReflectionServer<impl tonic_reflection::server::v1alpha::ServerReflection> {
    tonic_reflection::server::Builder::configure()
        .register_encoded_file_descriptor_set(crate::proto::FILE_DESCRIPTOR_SET)
        .register_encoded_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .build_v1alpha()
        .expect("embedded descriptor sets are valid")
}

/// The SERVER span of one call, named `package.Service/Method` as the
/// OpenTelemetry RPC conventions ask; the status is recorded on it when the
/// response headers are known ([`metrics::record_call`]).
fn request_span(req: &http::Request<()>) -> tracing::Span {
    let path = req.uri().path();
    let name = path.trim_start_matches('/');
    let (service, method) = name.split_once('/').unwrap_or((name, ""));
    let span = tracing::info_span!(
        "grpc.request",
        otel.name = %name,
        otel.kind = "server",
        otel.status_code = tracing::field::Empty,
        otel.status_description = tracing::field::Empty,
        rpc.system = "grpc",
        rpc.service = %service,
        rpc.method = %method,
        rpc.grpc.status_code = tracing::field::Empty,
    );
    telemetry::set_parent_from_headers(&span, req.headers());
    span
}

/// Resolves on SIGTERM or SIGINT.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

/// Paths that never require the internal token: probes must work for load
/// balancers and kubelets that cannot hold secrets. Reflection is not public:
/// it maps the whole API for an attacker (grpcurl/ghz send the token with
/// `-H 'authorization: Bearer …'`).
fn is_public_path(path: &str) -> bool {
    path.starts_with("/grpc.health.v1.Health/")
}

/// What the server does around every call: admits it (on every non-public
/// call, `authorization: Bearer <token>` when a token is configured, and
/// with mTLS a client certificate naming an allowed caller, the handshake
/// having proved it was issued by a trusted CA), then records the call's
/// metrics and status ([`metrics::record_call`]), refused calls included.
#[derive(Clone)]
struct CallLayer {
    token: Option<Arc<str>>,
    allowed: Option<Arc<AllowedClients>>,
}

impl<S> tower::Layer<S> for CallLayer {
    type Service = Calls<S>;
    fn layer(&self, inner: S) -> Self::Service {
        Calls { inner, admission: self.clone() }
    }
}

#[derive(Clone)]
struct Calls<S> {
    inner: S,
    admission: CallLayer,
}

/// Why the caller's certificate does not admit it, if it does not.
fn peer_refusal<B>(req: &http::Request<B>, allowed: &AllowedClients) -> Option<tonic::Status> {
    use tonic::transport::server::{TcpConnectInfo, TlsConnectInfo};
    let certs = req.extensions().get::<TlsConnectInfo<TcpConnectInfo>>().and_then(|i| i.peer_certs());
    let Some(leaf) = certs.as_ref().and_then(|c| c.first()) else {
        return Some(crate::error::status(
            tonic::Code::Unauthenticated,
            crate::error::detail(
                "client_certificate_missing",
                "this service requires a client certificate",
                "connect with TLS and the service's certificate (INTERNAL_TLS_CERT_FILE / INTERNAL_TLS_KEY_FILE)",
            ),
        ));
    };
    if allowed.admit(leaf).is_some() {
        return None;
    }
    let names = match allowed {
        AllowedClients::Only(n) => n.join(", "),
        AllowedClients::AnyFromCa => "*".into(),
    };
    tracing::warn!(allowed = %names, "call refused: the client certificate names no allowed caller");
    Some(crate::error::status(
        tonic::Code::PermissionDenied,
        crate::error::detail(
            "peer_not_allowed",
            "the calling service may not call this service",
            format!("allowed callers: {names} (INTERNAL_TLS_ALLOWED_CLIENTS)"),
        ),
    ))
}

impl CallLayer {
    /// Why the call is refused, if it is: health is public; otherwise the
    /// certificate, then the token.
    fn refusal<B>(&self, req: &http::Request<B>) -> Option<tonic::Status> {
        if is_public_path(req.uri().path()) {
            return None;
        }
        if let Some(allowed) = &self.allowed
            && let Some(status) = peer_refusal(req, allowed)
        {
            return Some(status);
        }
        let token = self.token.as_ref()?;
        let ok = req
            .headers()
            .get(http::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .is_some_and(|given| constant_time_eq(given.as_bytes(), token.as_bytes()));
        (!ok).then(|| {
            crate::error::status(
                tonic::Code::Unauthenticated,
                crate::error::detail(
                    "unauthenticated",
                    "missing or wrong internal bearer token",
                    "send `authorization: Bearer <INTERNAL_AUTH_TOKEN>` metadata",
                ),
            )
        })
    }
}

impl<S, B> tower::Service<http::Request<B>> for Calls<S>
where
    S: tower::Service<http::Request<B>, Response = http::Response<Body>>,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = Pin<Box<dyn Future<Output = Result<S::Response, S::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: http::Request<B>) -> Self::Future {
        let method = req.uri().path().to_string();
        let started = std::time::Instant::now();
        let call = match self.admission.refusal(&req) {
            Some(refused) => Err(refused),
            None => Ok(self.inner.call(req)),
        };
        Box::pin(async move {
            // Polled inside the call's SERVER span (tonic enters it around every poll).
            let span = tracing::Span::current();
            let res = match call {
                Ok(admitted) => admitted.await,
                Err(refused) => Ok(refused.into_http()),
            };
            metrics::record_call(&span, &method, started, &res);
            res
        })
    }
}

/// Compares secrets without an early exit, so timing does not leak the prefix.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_probes_are_public() {
        assert!(is_public_path("/grpc.health.v1.Health/Check"));
        assert!(!is_public_path("/grpc.reflection.v1.ServerReflection/ServerReflectionInfo"));
        assert!(!is_public_path("/barb.query.v1.QueryEngine/Execute"));
    }

    #[test]
    fn token_comparison() {
        assert!(constant_time_eq(b"abc", b"abc"));
        assert!(!constant_time_eq(b"abc", b"abd"));
        assert!(!constant_time_eq(b"abc", b"ab"));
    }
}
