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
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
};

use tokio::net::TcpListener;
use tonic::{
    body::Body,
    server::NamedService,
    service::{Routes, RoutesBuilder},
};
use tonic_health::ServingStatus;

use crate::{
    config::ServerConfig,
    metrics, telemetry,
    tls::{AllowedClients, default_allowed_clients},
};

/// Failures while starting or running the server.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The listen address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: std::net::SocketAddr,
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
    shutdown_delay: std::time::Duration,
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

    /// How long to keep answering (with health NOT_SERVING) after a shutdown
    /// signal before refusing new calls, so load balancers and readiness
    /// probes see the instance leave before connections are closed.
    pub fn shutdown_delay(mut self, delay: std::time::Duration) -> Self {
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
        let auth = AuthLayer { token: self.config.auth_token.clone().map(Arc::from), allowed };
        let mut server_rx = stop_rx.clone();
        let mut builder = tonic::transport::Server::builder();
        if let Some(t) = &tls {
            // Long-lived HTTP/2 connections re-handshake within this bound, so
            // a rotated certificate or a CA removed from the bundle takes
            // effect on them too.
            builder = builder.max_connection_age(t.max_connection_age());
        }
        let router = builder.trace_fn(request_span).layer(metrics::GrpcMetricsLayer).layer(auth).add_routes(routes);
        let stop = async move {
            let _ = server_rx.wait_for(|s| *s).await;
        };
        let server = match tls {
            Some(t) => tokio::spawn(router.serve_with_incoming_shutdown(crate::tls::incoming(listener, t), stop)),
            None => tokio::spawn(
                router.serve_with_incoming_shutdown(tokio_stream::wrappers::TcpListenerStream::new(listener), stop),
            ),
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
/// response headers are known ([`metrics::GrpcMetricsLayer`]).
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

/// Requires, on every non-public call, `authorization: Bearer <token>` when a
/// token is configured, and with mTLS a client certificate naming an allowed
/// caller (the handshake already proved it was issued by a trusted CA).
#[derive(Clone)]
struct AuthLayer {
    token: Option<Arc<str>>,
    allowed: Option<Arc<AllowedClients>>,
}

impl<S> tower::Layer<S> for AuthLayer {
    type Service = Auth<S>;
    fn layer(&self, inner: S) -> Self::Service {
        Auth { inner, token: self.token.clone(), allowed: self.allowed.clone() }
    }
}

#[derive(Clone)]
struct Auth<S> {
    inner: S,
    token: Option<Arc<str>>,
    allowed: Option<Arc<AllowedClients>>,
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

impl<S, B> tower::Service<http::Request<B>> for Auth<S>
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
        if let Some(allowed) = &self.allowed
            && !is_public_path(req.uri().path())
            && let Some(status) = peer_refusal(&req, allowed)
        {
            return Box::pin(async move { Ok(status.into_http()) });
        }
        if let Some(token) = &self.token
            && !is_public_path(req.uri().path())
        {
            let ok = req
                .headers()
                .get(http::header::AUTHORIZATION)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.strip_prefix("Bearer "))
                .is_some_and(|given| constant_time_eq(given.as_bytes(), token.as_bytes()));
            if !ok {
                let status = crate::error::status(
                    tonic::Code::Unauthenticated,
                    crate::error::detail(
                        "unauthenticated",
                        "missing or wrong internal bearer token",
                        "send `authorization: Bearer <INTERNAL_AUTH_TOKEN>` metadata",
                    ),
                );
                return Box::pin(async move { Ok(status.into_http()) });
            }
        }
        Box::pin(self.inner.call(req))
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
