//! Logging and tracing set-up, and W3C trace-context propagation.
//!
//! Logs go to stderr as JSON (`LOG_FORMAT=json`, the default for services) or
//! human-readable text (`pretty`), filtered by `RUST_LOG`. When
//! `OTEL_EXPORTER_OTLP_ENDPOINT` is set, spans are also exported over OTLP/gRPC
//! and the `traceparent` of incoming calls becomes the parent of request spans.
//!
//! Span conventions (OpenTelemetry semantic conventions, set through
//! tracing-opentelemetry's `otel.*` fields):
//!
//! | span | kind | name |
//! |---|---|---|
//! | an incoming gRPC call (`server`) | SERVER | `package.Service/Method` |
//! | an outgoing gRPC call ([`crate::client::traced`]) | CLIENT | `package.Service/Method` |
//! | an incoming HTTP request (gateway) | SERVER | `METHOD /route/{template}` |
//! | a chat event published to NATS (orchestrator) | PRODUCER | `send chat.events` |
//! | a chat event handled from NATS (gateway fan-out, persistence) | CONSUMER | `process chat.events` |
//!
//! RPC spans carry `rpc.grpc.status_code`; a failed call sets the span status
//! to ERROR ([`record_grpc_status`]): on the client for any non-OK code, on the
//! server only for codes that mean the server failed (UNKNOWN,
//! DEADLINE_EXCEEDED, UNIMPLEMENTED, INTERNAL, UNAVAILABLE, DATA_LOSS), as the
//! conventions say. Consumer spans are children of the producer's context,
//! which travels in the event's `traceparent` header.

use std::collections::HashMap;

use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::{EnvFilter, Layer as _, layer::SubscriberExt, util::SubscriberInitExt};

use crate::config::{self, ConfigError};

/// Keeps the exporter alive; flushes pending spans when dropped.
pub struct TelemetryGuard {
    provider: Option<SdkTracerProvider>,
}

impl Drop for TelemetryGuard {
    fn drop(&mut self) {
        if let Some(p) = self.provider.take() {
            // Export errors at shutdown (no collector) are not worth failing the exit for.
            let _ = p.shutdown();
        }
    }
}

/// Installs the global subscriber. Call once, inside the tokio runtime (the
/// OTLP exporter needs it).
pub fn init(service_name: &'static str) -> Result<TelemetryGuard, ConfigError> {
    let format = config::choice_or("LOG_FORMAT", "json", &["json", "pretty"])?;
    // Logs and traces are filtered apart: a quiet log (RUST_LOG=warn) keeps
    // every request's spans for the collector (OTEL_TRACES_FILTER, default info).
    let log_filter = EnvFilter::try_from_env("RUST_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let trace_filter = EnvFilter::try_from_env("OTEL_TRACES_FILTER").unwrap_or_else(|_| EnvFilter::new("info"));
    opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());

    let provider = config::var("OTEL_EXPORTER_OTLP_ENDPOINT").and_then(|_| otlp_provider(service_name));
    let otel_layer = provider
        .as_ref()
        .map(|p| tracing_opentelemetry::layer().with_tracer(p.tracer(service_name)).with_filter(trace_filter));

    let fmt = if format == "json" {
        tracing_subscriber::fmt::layer().json().with_writer(std::io::stderr).boxed()
    } else {
        tracing_subscriber::fmt::layer().with_writer(std::io::stderr).boxed()
    };
    // A second init (e.g. in tests) keeps the first subscriber; that is fine.
    let _ = tracing_subscriber::registry().with(otel_layer).with(fmt.with_filter(log_filter)).try_init();
    Ok(TelemetryGuard { provider })
}

fn otlp_provider(service_name: &'static str) -> Option<SdkTracerProvider> {
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT itself.
    let exporter = match opentelemetry_otlp::SpanExporter::builder().with_tonic().build() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("OTLP exporter disabled: {e}");
            return None;
        }
    };
    let resource = opentelemetry_sdk::Resource::builder().with_service_name(service_name).build();
    let provider = SdkTracerProvider::builder().with_batch_exporter(exporter).with_resource(resource).build();
    opentelemetry::global::set_tracer_provider(provider.clone());
    Some(provider)
}

/// Adapter so any string map (gRPC metadata, NATS headers, HTTP headers) can
/// carry trace context.
struct MapCarrier<'a>(&'a mut HashMap<String, String>);

impl Injector for MapCarrier<'_> {
    fn set(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
}

struct HeaderCarrier<'a>(&'a http::HeaderMap);

impl Extractor for HeaderCarrier<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(|v| v.to_str().ok())
    }
    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(|k| k.as_str()).collect()
    }
}

struct PairCarrier<'a>(&'a [(&'a str, &'a str)]);

impl Extractor for PairCarrier<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k.eq_ignore_ascii_case(key)).map(|(_, v)| *v)
    }
    fn keys(&self) -> Vec<&str> {
        self.0.iter().map(|(k, _)| *k).collect()
    }
}

/// Which side of a call a span is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpanKind {
    /// The callee.
    Server,
    /// The caller.
    Client,
}

/// Records a call's gRPC status on its span: `rpc.grpc.status_code`, and
/// status ERROR (with the code name as description) when the code is a
/// failure for `kind` (see the module docs).
pub fn record_grpc_status(span: &tracing::Span, code: tonic::Code, kind: SpanKind) {
    span.record("rpc.grpc.status_code", code as i64);
    let failed = match kind {
        SpanKind::Client => code != tonic::Code::Ok,
        SpanKind::Server => matches!(
            code,
            tonic::Code::Unknown
                | tonic::Code::DeadlineExceeded
                | tonic::Code::Unimplemented
                | tonic::Code::Internal
                | tonic::Code::Unavailable
                | tonic::Code::DataLoss
        ),
    };
    if failed {
        span.record("otel.status_code", "error");
        span.record("otel.status_description", format!("{code:?}"));
    }
}

/// The current span's trace context as headers (`traceparent`, `tracestate`).
/// Empty when no trace is active.
pub fn current_context_headers() -> HashMap<String, String> {
    let mut map = HashMap::new();
    let cx = tracing::Span::current().context();
    TraceContextPropagator::new().inject_context(&cx, &mut MapCarrier(&mut map));
    map
}

/// Makes `span` a child of the trace described by HTTP/gRPC `headers`.
pub fn set_parent_from_headers(span: &tracing::Span, headers: &http::HeaderMap) {
    let cx = TraceContextPropagator::new().extract(&HeaderCarrier(headers));
    let _ = span.set_parent(cx);
}

/// Makes `span` a child of the trace described by `(name, value)` pairs (NATS headers).
pub fn set_parent_from_pairs(span: &tracing::Span, pairs: &[(&str, &str)]) {
    let cx = TraceContextPropagator::new().extract(&PairCarrier(pairs));
    let _ = span.set_parent(cx);
}
