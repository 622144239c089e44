//! What to call: the method resolved from the embedded descriptor sets, the
//! request bodies built from JSON, and a passthrough codec that sends those
//! bytes as they are, so any unary or server-streaming method of the platform
//! can be called without generated client code.

use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use prost::Message;
use prost::bytes::{Buf, BufMut, Bytes};
use prost_reflect::{DescriptorPool, DynamicMessage, MessageDescriptor, MethodDescriptor};
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::codegen::http::uri::PathAndQuery;

/// Every Barb service plus `grpc.health.v1` (the baseline echo target).
pub fn descriptor_pool() -> anyhow::Result<DescriptorPool> {
    let mut pool =
        DescriptorPool::decode(barb_common::proto::FILE_DESCRIPTOR_SET).context("decoding the Barb descriptor set")?;
    pool.decode_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)
        .context("decoding the grpc.health.v1 descriptor set")?;
    Ok(pool)
}

/// Every callable method as `package.Service/Method` with its shape, sorted.
pub fn list_methods(pool: &DescriptorPool) -> Vec<String> {
    let mut out: Vec<String> = pool
        .services()
        .flat_map(|s| s.methods().collect::<Vec<_>>())
        .map(|m| {
            let shape = match (m.is_client_streaming(), m.is_server_streaming()) {
                (false, false) => "unary",
                (false, true) => "server-streaming",
                (true, false) => "client-streaming (not supported)",
                (true, true) => "bidi-streaming (not supported)",
            };
            format!(
                "{}/{}  ({} -> {}, {shape})",
                m.parent_service().full_name(),
                m.name(),
                m.input().full_name(),
                m.output().full_name()
            )
        })
        .collect();
    out.sort();
    out
}

/// Finds `call`, written like ghz does: `package.Service/Method`,
/// `package.Service.Method`, or just `Service/Method` when that is unambiguous.
pub fn resolve(pool: &DescriptorPool, call: &str) -> anyhow::Result<MethodDescriptor> {
    let call = call.trim().trim_start_matches('/');
    let (service, method) = match call.rsplit_once('/') {
        Some(parts) => parts,
        None => call.rsplit_once('.').with_context(|| {
            format!("--call {call:?} must look like package.Service/Method (e.g. barb.query.v1.QueryEngine/Execute)")
        })?,
    };
    let candidates: Vec<_> = pool
        .services()
        .filter(|s| s.full_name() == service || s.name() == service || s.full_name().ends_with(&format!(".{service}")))
        .collect();
    let svc = match candidates.as_slice() {
        [one] => one.clone(),
        [] => bail!("unknown service {service:?}; `barb loadgen --list` shows every method"),
        many => bail!(
            "service {service:?} is ambiguous: {}",
            many.iter().map(|s| s.full_name().to_string()).collect::<Vec<_>>().join(", ")
        ),
    };
    let m = svc
        .methods()
        .find(|m| m.name() == method)
        .with_context(|| format!("service {} has no method {method:?}", svc.full_name()))?;
    if m.is_client_streaming() {
        bail!(
            "{}/{} is client- or bidi-streaming; loadgen calls unary and server-streaming methods",
            svc.full_name(),
            m.name()
        );
    }
    Ok(m)
}

/// The HTTP/2 path of a method: `/package.Service/Method`.
pub fn path_of(m: &MethodDescriptor) -> anyhow::Result<PathAndQuery> {
    let p = format!("/{}/{}", m.parent_service().full_name(), m.name());
    PathAndQuery::try_from(p.as_str()).with_context(|| format!("invalid method path {p}"))
}

/// Encodes one request message from JSON text (proto3 JSON mapping; unknown
/// fields are an error so a typo in a field name does not pass silently).
pub fn encode_json(desc: &MessageDescriptor, json: &str) -> anyhow::Result<Bytes> {
    let mut de = serde_json::Deserializer::from_str(json);
    let msg = DynamicMessage::deserialize(desc.clone(), &mut de)
        .with_context(|| format!("request data does not match {}", desc.full_name()))?;
    de.end().with_context(|| format!("trailing characters after the {} JSON", desc.full_name()))?;
    Ok(Bytes::from(msg.encode_to_vec()))
}

/// Per-request values substituted into `{{…}}` placeholders, as ghz names them.
pub struct CallContext {
    /// 0-based number of the request in the run.
    pub request_number: u64,
    /// 0-based number of the worker sending it.
    pub worker_id: usize,
}

/// Replaces ghz-style placeholders: `{{.RequestNumber}}`, `{{.WorkerID}}`,
/// `{{.UUID}}` / `{{newUUID}}`, `{{.TimestampUnix}}`, `{{.TimestampUnixMilli}}`,
/// `{{.TimestampUnixNano}}`. Unknown placeholders are an error.
pub fn render(template: &str, ctx: &CallContext) -> anyhow::Result<String> {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let end = after.find("}}").with_context(|| format!("unclosed '{{{{' in {template:?}"))?;
        let now = || SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
        match after[..end].trim() {
            ".RequestNumber" => out.push_str(&ctx.request_number.to_string()),
            ".WorkerID" => out.push_str(&ctx.worker_id.to_string()),
            ".UUID" | "newUUID" => out.push_str(&uuid::Uuid::new_v4().to_string()),
            ".TimestampUnix" => out.push_str(&now().as_secs().to_string()),
            ".TimestampUnixMilli" => out.push_str(&now().as_millis().to_string()),
            ".TimestampUnixNano" => out.push_str(&now().as_nanos().to_string()),
            other => bail!(
                "unknown placeholder {{{{{other}}}}}: use .RequestNumber, .WorkerID, .UUID, newUUID, .TimestampUnix, .TimestampUnixMilli or .TimestampUnixNano"
            ),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The request bodies of a run: encoded once when they are constant, or
/// rendered per request when they hold placeholders. Several bodies (a JSON
/// array in `data`) are sent round-robin, one per request.
pub enum Requests {
    /// Pre-encoded bodies.
    Fixed(Vec<Bytes>),
    /// JSON templates rendered and encoded per request.
    Templated { desc: MessageDescriptor, templates: Vec<String> },
}

impl Requests {
    /// Builds the bodies for `desc` from `data` (an object or a non-empty array
    /// of objects) and checks each one encodes, so a bad body fails before the run.
    pub fn build(desc: &MessageDescriptor, data: &serde_json::Value) -> anyhow::Result<Self> {
        let items: Vec<&serde_json::Value> = match data {
            serde_json::Value::Array(a) if a.is_empty() => bail!("data array must not be empty"),
            serde_json::Value::Array(a) => a.iter().collect(),
            other => vec![other],
        };
        let mut texts = Vec::with_capacity(items.len());
        for item in items {
            if !item.is_object() {
                bail!("data must be a JSON object (or an array of objects) for {}", desc.full_name());
            }
            texts.push(serde_json::to_string(item)?);
        }
        if texts.iter().any(|t| t.contains("{{")) {
            let probe = CallContext { request_number: 0, worker_id: 0 };
            for t in &texts {
                encode_json(desc, &render(t, &probe)?)?;
            }
            Ok(Self::Templated { desc: desc.clone(), templates: texts })
        } else {
            Ok(Self::Fixed(texts.iter().map(|t| encode_json(desc, t)).collect::<anyhow::Result<_>>()?))
        }
    }

    /// The body of request `ctx.request_number`.
    pub fn body(&self, ctx: &CallContext) -> anyhow::Result<Bytes> {
        match self {
            Self::Fixed(bodies) => Ok(bodies[(ctx.request_number % bodies.len() as u64) as usize].clone()),
            Self::Templated { desc, templates } => {
                let t = &templates[(ctx.request_number % templates.len() as u64) as usize];
                encode_json(desc, &render(t, ctx)?)
            }
        }
    }
}

/// A codec that moves already-encoded protobuf bytes in both directions.
#[derive(Debug, Clone, Copy, Default)]
pub struct RawCodec;

impl Codec for RawCodec {
    type Encode = Bytes;
    type Decode = Bytes;
    type Encoder = RawCodec;
    type Decoder = RawCodec;

    fn encoder(&mut self) -> Self::Encoder {
        RawCodec
    }

    fn decoder(&mut self) -> Self::Decoder {
        RawCodec
    }
}

impl Encoder for RawCodec {
    type Item = Bytes;
    type Error = tonic::Status;

    fn encode(&mut self, item: Bytes, dst: &mut EncodeBuf<'_>) -> Result<(), Self::Error> {
        dst.put(item);
        Ok(())
    }
}

impl Decoder for RawCodec {
    type Item = Bytes;
    type Error = tonic::Status;

    fn decode(&mut self, src: &mut DecodeBuf<'_>) -> Result<Option<Self::Item>, Self::Error> {
        let n = src.remaining();
        Ok(Some(src.copy_to_bytes(n)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::query::v1::ExecuteRequest;

    #[test]
    fn resolves_full_short_and_dotted_names() {
        let pool = descriptor_pool().unwrap();
        for call in ["barb.query.v1.QueryEngine/Execute", "barb.query.v1.QueryEngine.Execute", "QueryEngine/Execute"] {
            let m = resolve(&pool, call).unwrap();
            assert_eq!(path_of(&m).unwrap().as_str(), "/barb.query.v1.QueryEngine/Execute");
        }
        let health = resolve(&pool, "grpc.health.v1.Health/Check").unwrap();
        assert!(!health.is_server_streaming());
        assert!(resolve(&pool, "barb.chat.v1.ChatOrchestrator/StreamTurn").unwrap().is_server_streaming());
        assert!(resolve(&pool, "barb.query.v1.QueryEngine/Nope").is_err());
        assert!(resolve(&pool, "Nope/Execute").is_err());
        assert!(resolve(&pool, "Execute").is_err());
    }

    #[test]
    fn json_bodies_encode_to_the_generated_message() {
        let pool = descriptor_pool().unwrap();
        let m = resolve(&pool, "barb.query.v1.QueryEngine/Execute").unwrap();
        let data = serde_json::json!({"query_json": "{\"from\":\"daily\"}", "instrument": "NQ", "options": {"sourceRowLimit": 5}});
        let reqs = Requests::build(&m.input(), &data).unwrap();
        let body = reqs.body(&CallContext { request_number: 3, worker_id: 0 }).unwrap();
        let decoded = ExecuteRequest::decode(body).unwrap();
        assert_eq!(decoded.query_json, "{\"from\":\"daily\"}");
        assert_eq!(decoded.instrument, "NQ");
        assert_eq!(decoded.options.unwrap().source_row_limit, 5);
        // A misspelt field is an error, not an empty request.
        assert!(Requests::build(&m.input(), &serde_json::json!({"query": "x"})).is_err());
        assert!(Requests::build(&m.input(), &serde_json::json!([])).is_err());
        assert!(Requests::build(&m.input(), &serde_json::json!("text")).is_err());
    }

    #[test]
    fn templates_render_per_request_and_arrays_rotate() {
        let pool = descriptor_pool().unwrap();
        let m = resolve(&pool, "barb.query.v1.QueryEngine/Execute").unwrap();
        let data = serde_json::json!([{"instrument": "A{{.RequestNumber}}", "query_json": "{{newUUID}}"}, {"instrument": "B"}]);
        let reqs = Requests::build(&m.input(), &data).unwrap();
        let at =
            |n| ExecuteRequest::decode(reqs.body(&CallContext { request_number: n, worker_id: 1 }).unwrap()).unwrap();
        assert_eq!(at(4).instrument, "A4");
        assert_eq!(at(4).query_json.len(), 36);
        assert_ne!(at(4).query_json, at(4).query_json);
        assert_eq!(at(5).instrument, "B");
        assert!(render("{{.Nope}}", &CallContext { request_number: 0, worker_id: 0 }).is_err());
        assert!(render("{{.WorkerID", &CallContext { request_number: 0, worker_id: 0 }).is_err());
    }
}
