//! Client channels for service-to-service calls, and the interceptor that
//! forwards trace context (and the internal token) on every call.

use std::{future::Future, time::Duration};

use tonic::{metadata::MetadataValue, service::Interceptor, transport::Channel};
use tracing::Instrument;

use crate::telemetry::{self, SpanKind};

/// A lazily connecting channel to `addr` (`http://host:port`). Connection
/// errors surface on the first call as UNAVAILABLE, so services can start in
/// any order.
pub fn channel(addr: &str, connect_timeout: Duration) -> Result<Channel, tonic::transport::Error> {
    Ok(tonic::transport::Endpoint::from_shared(addr.to_string())?
        .connect_timeout(connect_timeout)
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .keep_alive_while_idle(true)
        .connect_lazy())
}

/// Adds `traceparent` (from the current span) and the internal bearer token.
#[derive(Clone, Default)]
pub struct ContextInterceptor {
    bearer: Option<MetadataValue<tonic::metadata::Ascii>>,
}

impl ContextInterceptor {
    /// An interceptor sending `token` as `authorization: Bearer <token>`, if given.
    pub fn new(token: Option<&str>) -> Self {
        Self { bearer: token.and_then(|t| format!("Bearer {t}").parse().ok()) }
    }
}

impl Interceptor for ContextInterceptor {
    fn call(&mut self, mut req: tonic::Request<()>) -> Result<tonic::Request<()>, tonic::Status> {
        for (k, v) in telemetry::current_context_headers() {
            if let (Ok(key), Ok(val)) =
                (tonic::metadata::MetadataKey::from_bytes(k.as_bytes()), MetadataValue::try_from(v.as_str()))
            {
                req.metadata_mut().insert(key, val);
            }
        }
        if let Some(b) = &self.bearer {
            req.metadata_mut().insert("authorization", b.clone());
        }
        Ok(req)
    }
}

/// Runs one outgoing gRPC call inside its CLIENT span, named `method`
/// (`package.Service/Method`). The call's `traceparent` (added by
/// [`ContextInterceptor`] while the span is current) names this span, so the
/// callee's SERVER span is its child; the outcome is recorded on it
/// (`rpc.grpc.status_code`, ERROR for any non-OK code).
///
/// ```ignore
/// let resp = traced("barb.query.v1.QueryEngine/Execute", client.execute(req)).await?;
/// ```
pub async fn traced<T>(
    method: &'static str,
    call: impl Future<Output = Result<T, tonic::Status>>,
) -> Result<T, tonic::Status> {
    let (service, name) = method.split_once('/').unwrap_or((method, ""));
    let span = tracing::info_span!(
        "grpc.client",
        otel.name = method,
        otel.kind = "client",
        otel.status_code = tracing::field::Empty,
        otel.status_description = tracing::field::Empty,
        rpc.system = "grpc",
        rpc.service = service,
        rpc.method = name,
        rpc.grpc.status_code = tracing::field::Empty,
    );
    let result = call.instrument(span.clone()).await;
    let code = match &result {
        Ok(_) => tonic::Code::Ok,
        Err(status) => status.code(),
    };
    telemetry::record_grpc_status(&span, code, SpanKind::Client);
    result
}
