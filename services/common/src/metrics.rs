//! Prometheus metrics: a process-wide registry, the standard gRPC server
//! metrics (recorded per call by the server's call layer, [`record_call`]),
//! and the `/metrics` HTTP endpoint.
//!
//! The gRPC status of a call is read from the response headers; tonic sends a
//! handler's error as a trailers-only response, so unary errors are counted
//! with their real code. A streaming call that fails after its first message
//! reports its status in trailers and is counted as `OK` here.

use std::{future::Future, net::SocketAddr, sync::LazyLock, time::Instant};

use prometheus::{Encoder, HistogramOpts, HistogramVec, IntCounterVec, Opts, Registry, TextEncoder};

/// The registry every metric of the process is registered in.
pub static REGISTRY: LazyLock<Registry> = LazyLock::new(Registry::new);

static HANDLED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c = IntCounterVec::new(
        Opts::new("grpc_server_handled_total", "gRPC calls completed, by method and status code"),
        &["method", "code"],
    )
    .expect("valid metric");
    REGISTRY.register(Box::new(c.clone())).expect("registered once");
    c
});

static LATENCY: LazyLock<HistogramVec> = LazyLock::new(|| {
    let h = HistogramVec::new(
        HistogramOpts::new("grpc_server_handling_seconds", "Time to the response headers of a gRPC call")
            .buckets(vec![0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0]),
        &["method"],
    )
    .expect("valid metric");
    REGISTRY.register(Box::new(h.clone())).expect("registered once");
    h
});

/// Registers a collector in [`REGISTRY`], ignoring a duplicate registration.
pub fn register(c: Box<dyn prometheus::core::Collector>) {
    let _ = REGISTRY.register(c);
}

/// Renders every registered metric in the Prometheus text format.
pub fn render() -> String {
    let mut buf = Vec::new();
    let families = REGISTRY.gather();
    TextEncoder::new().encode(&families, &mut buf).expect("text encoding cannot fail");
    String::from_utf8(buf).expect("prometheus text is UTF-8")
}

/// The current value of the gauge or counter `name` whose labels are exactly
/// `labels` (`None` when no such sample is registered): what an operator
/// reads from `/metrics`, for tools and tests that wait on a pool's state
/// instead of sleeping.
pub fn sample(name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    let family = REGISTRY.gather().into_iter().find(|f| f.name() == name)?;
    family.get_metric().iter().find_map(|m| {
        let pairs = m.get_label();
        let same = pairs.len() == labels.len()
            && labels.iter().all(|(k, v)| pairs.iter().any(|p| p.name() == *k && p.value() == *v));
        if !same {
            return None;
        }
        Some(match family.get_field_type() {
            prometheus::proto::MetricType::COUNTER => m.get_counter().get_value(),
            _ => m.get_gauge().get_value(),
        })
    })
}

/// An axum router serving `GET /metrics`.
pub fn router() -> axum::Router {
    axum::Router::new().route(
        "/metrics",
        axum::routing::get(|| async { ([(http::header::CONTENT_TYPE, "text/plain; version=0.0.4")], render()) }),
    )
}

/// Serves `/metrics` on `addr` until `shutdown` resolves.
pub async fn serve(addr: SocketAddr, shutdown: impl Future<Output = ()> + Send + 'static) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    axum::serve(listener, router()).with_graceful_shutdown(shutdown).await
}

/// Records one finished gRPC call of `method` started at `started`: its
/// status on the call's SERVER `span`, [`LATENCY`] and [`HANDLED`]. The status
/// is read from the response headers (a transport error counts as
/// `UNAVAILABLE`).
pub(crate) fn record_call<B, E>(
    span: &tracing::Span,
    method: &str,
    started: Instant,
    res: &Result<http::Response<B>, E>,
) {
    let code = match res {
        Ok(resp) => resp
            .headers()
            .get("grpc-status")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<i32>().ok())
            .map(tonic::Code::from)
            .unwrap_or(tonic::Code::Ok),
        Err(_) => tonic::Code::Unavailable,
    };
    crate::telemetry::record_grpc_status(span, code, crate::telemetry::SpanKind::Server);
    LATENCY.with_label_values(&[method]).observe(started.elapsed().as_secs_f64());
    HANDLED.with_label_values(&[method, grpc_code_name(code)]).inc();
}

fn grpc_code_name(code: tonic::Code) -> &'static str {
    match code {
        tonic::Code::Ok => "OK",
        tonic::Code::Cancelled => "Canceled",
        tonic::Code::InvalidArgument => "InvalidArgument",
        tonic::Code::DeadlineExceeded => "DeadlineExceeded",
        tonic::Code::NotFound => "NotFound",
        tonic::Code::AlreadyExists => "AlreadyExists",
        tonic::Code::PermissionDenied => "PermissionDenied",
        tonic::Code::ResourceExhausted => "ResourceExhausted",
        tonic::Code::FailedPrecondition => "FailedPrecondition",
        tonic::Code::Unimplemented => "Unimplemented",
        tonic::Code::Internal => "Internal",
        tonic::Code::Unavailable => "Unavailable",
        tonic::Code::Unauthenticated => "Unauthenticated",
        _ => "Unknown",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn rendered_text_contains_registered_metrics() {
        super::HANDLED.with_label_values(&["/x.Y/Z", "OK"]).inc();
        let text = super::render();
        assert!(text.contains("grpc_server_handled_total{code=\"OK\",method=\"/x.Y/Z\"} 1"), "{text}");
    }
}
