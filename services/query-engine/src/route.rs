//! The QueryEngine service as the server mounts it: the generated router,
//! except that `Execute` answers with its response already encoded.
//!
//! The generated router encodes a response on the tokio worker that sends it.
//! An answer with evidence rows is thousands of protobuf fields (200 minute
//! rows: ~0.8 M instructions, more than running the query), and that is CPU
//! work on the runtime's threads, which must stay free to accept calls and
//! answer health checks. [`QueryEngineRoutes`] routes `Execute` to
//! [`QueryEngineService::execute_encoded`] instead, which encodes on the
//! compute thread (one pass, into a buffer of the exact size, whose length is
//! also the response-size check) and hands the worker bytes to copy. The
//! bytes are the encoding of the same `ExecuteResponse` the typed
//! [`QueryEngine::execute`](barb_common::proto::query::v1::query_engine_server::QueryEngine::execute)
//! returns (tested), so callers see no difference.

use std::convert::Infallible;
use std::task::{Context, Poll};

use barb_common::proto::query::v1::{self as pq, query_engine_server::QueryEngineServer};
use tonic::body::Body;
use tonic::codec::{Codec, DecodeBuf, Decoder, EncodeBuf, Encoder};
use tonic::codegen::{BoxFuture, Bytes, Service, http};
use tonic::server::{Grpc, NamedService, UnaryService};

use crate::service::QueryEngineService;

/// Path of the `Execute` method.
const EXECUTE: &str = "/barb.query.v1.QueryEngine/Execute";

/// The QueryEngine routes: `Execute` encoded on the compute pool, every other
/// method by the generated router.
#[derive(Clone)]
pub struct QueryEngineRoutes {
    service: QueryEngineService,
    generated: QueryEngineServer<QueryEngineService>,
    max_decode_bytes: usize,
    max_encode_bytes: usize,
}

impl QueryEngineRoutes {
    /// Serves `service`, accepting requests up to `max_decode_bytes` and
    /// sending responses up to `max_encode_bytes` (as the generated server's
    /// `max_decoding_message_size` / `max_encoding_message_size`).
    pub fn new(service: QueryEngineService, max_decode_bytes: usize, max_encode_bytes: usize) -> Self {
        let generated = QueryEngineServer::new(service.clone())
            .max_decoding_message_size(max_decode_bytes)
            .max_encoding_message_size(max_encode_bytes);
        Self { service, generated, max_decode_bytes, max_encode_bytes }
    }
}

impl NamedService for QueryEngineRoutes {
    const NAME: &'static str = <QueryEngineServer<QueryEngineService> as NamedService>::NAME;
}

impl Service<http::Request<Body>> for QueryEngineRoutes {
    type Response = http::Response<Body>;
    type Error = Infallible;
    type Future = BoxFuture<Self::Response, Self::Error>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: http::Request<Body>) -> Self::Future {
        if req.uri().path() != EXECUTE {
            return self.generated.call(req);
        }
        let method = ExecuteEncoded(self.service.clone());
        let mut grpc = Grpc::new(EncodedCodec)
            .apply_max_message_size_config(Some(self.max_decode_bytes), Some(self.max_encode_bytes));
        Box::pin(async move { Ok(grpc.unary(method, req).await) })
    }
}

/// `Execute` answered with the encoded response.
struct ExecuteEncoded(QueryEngineService);

impl UnaryService<pq::ExecuteRequest> for ExecuteEncoded {
    type Response = Bytes;
    type Future = BoxFuture<tonic::Response<Bytes>, tonic::Status>;

    fn call(&mut self, req: tonic::Request<pq::ExecuteRequest>) -> Self::Future {
        let service = self.0.clone();
        Box::pin(async move { service.execute_encoded(req).await })
    }
}

/// Decodes an `ExecuteRequest` (as prost's codec does); sends bytes as they are.
#[derive(Debug, Clone, Copy, Default)]
struct EncodedCodec;

impl Codec for EncodedCodec {
    type Encode = Bytes;
    type Decode = pq::ExecuteRequest;
    type Encoder = EncodedCodec;
    type Decoder = EncodedCodec;

    fn encoder(&mut self) -> Self::Encoder {
        EncodedCodec
    }

    fn decoder(&mut self) -> Self::Decoder {
        EncodedCodec
    }
}

impl Encoder for EncodedCodec {
    type Item = Bytes;
    type Error = tonic::Status;

    fn encode(&mut self, item: Bytes, dst: &mut EncodeBuf<'_>) -> Result<(), Self::Error> {
        use prost::bytes::BufMut;
        dst.put_slice(&item);
        Ok(())
    }
}

impl Decoder for EncodedCodec {
    type Item = pq::ExecuteRequest;
    type Error = tonic::Status;

    fn decode(&mut self, buf: &mut DecodeBuf<'_>) -> Result<Option<Self::Item>, Self::Error> {
        // A request that does not parse is INTERNAL, as tonic-prost reports it.
        prost::Message::decode(buf).map(Some).map_err(|e| tonic::Status::internal(e.to_string()))
    }
}
