//! Client channels for service-to-service calls, and the interceptor that
//! forwards trace context (and the internal token) on every call.

use std::time::Duration;

use tonic::{metadata::MetadataValue, service::Interceptor, transport::Channel};

use crate::telemetry;

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
