//! gRPC adapter for the ReceiptsQuery service: takes the caller from the
//! gateway's signed user assertion (`x-barb-assertion`, see
//! `barb_common::assertion`; a bare `x-barb-user-id` is ignored), calls the
//! [`ReceiptsEngine`] and maps results and errors onto the protobuf contract.

use std::sync::Arc;

use barb_common::ServiceError;
use barb_common::assertion::{self, Verifier};
use barb_common::error::{detail, status};
use barb_common::proto::common::v1 as pb;
use barb_common::proto::receipts::v1::{
    DescribeDataRequest, DescribeDataResponse, QueryRequest, QueryResponse, receipts_query_server::ReceiptsQuery,
};

use crate::engine::ReceiptsEngine;
use crate::result::{Cell, QueryResult};
use crate::sql::OutType;
use crate::user::UserId;

/// Metadata key carrying the gateway's user assertion.
pub const USER_METADATA: &str = assertion::METADATA_KEY;

/// The ReceiptsQuery gRPC service.
#[derive(Debug, Clone)]
pub struct ReceiptsService {
    engine: ReceiptsEngine,
    assertions: Arc<Verifier>,
}

impl ReceiptsService {
    /// A service answering with `engine` for callers whose user assertion `assertions` verifies.
    pub fn new(engine: ReceiptsEngine, assertions: Verifier) -> Self {
        Self { engine, assertions: Arc::new(assertions) }
    }

    /// The caller's user id from a verified assertion addressed to receipts-query,
    /// or UNAUTHENTICATED (`assertion_missing` / `assertion_invalid`) with a hint.
    pub fn user_of<T>(&self, req: &tonic::Request<T>) -> Result<UserId, tonic::Status> {
        let (_, claims) =
            self.assertions.verify_metadata(req.metadata(), assertion::AUD_RECEIPTS).map_err(|e| e.to_status())?;
        claims.sub.parse().map_err(|_| {
            status(
                tonic::Code::Unauthenticated,
                detail("unauthenticated", "the asserted user id is not a UUID", "receipts belong to UUID users"),
            )
        })
    }
}

#[tonic::async_trait]
impl ReceiptsQuery for ReceiptsService {
    async fn describe_data(
        &self,
        req: tonic::Request<DescribeDataRequest>,
    ) -> Result<tonic::Response<DescribeDataResponse>, tonic::Status> {
        let user = self.user_of(&req)?;
        let d = self.engine.describe(user).await.map_err(|e| e.to_status())?;
        Ok(tonic::Response::new(DescribeDataResponse {
            description_json: d.json.to_string(),
            model_response: d.model_response,
        }))
    }

    async fn query(&self, req: tonic::Request<QueryRequest>) -> Result<tonic::Response<QueryResponse>, tonic::Status> {
        let user = self.user_of(&req)?;
        let result = self.engine.query_text(user, &req.get_ref().query_json).await.map_err(|e| e.to_status())?;
        Ok(tonic::Response::new(response(&result)))
    }
}

/// The protobuf form of a result.
pub fn response(r: &QueryResult) -> QueryResponse {
    QueryResponse {
        table: r.table.clone(),
        rows: Some(table(r)),
        total_rows: r.total_rows,
        truncated: r.truncated,
        result_json: r.to_json().to_string(),
        model_response: r.model_response(),
        currency: r.currencies().map(|(c, code)| (c.to_string(), code.to_string())).collect(),
    }
}

fn table(r: &QueryResult) -> pb::Table {
    pb::Table {
        columns: r
            .columns
            .iter()
            .map(|c| pb::Column { name: c.name.clone(), r#type: column_type(c.ty) as i32 })
            .collect(),
        rows: r.rows.iter().map(|row| pb::Row { values: row.iter().map(value).collect() }).collect(),
    }
}

fn column_type(ty: OutType) -> pb::ColumnType {
    match ty {
        OutType::Uuid => pb::ColumnType::Uuid,
        OutType::Timestamp => pb::ColumnType::Timestamp,
        OutType::Date => pb::ColumnType::Date,
        OutType::Decimal => pb::ColumnType::Decimal,
        OutType::Int32 | OutType::Int64 => pb::ColumnType::Int,
        OutType::Text => pb::ColumnType::String,
    }
}

fn value(c: &Cell) -> pb::Value {
    use pb::value::Kind;
    let kind = match c {
        Cell::Null => Kind::NullValue(true),
        Cell::Int(i) => Kind::IntValue(*i),
        other => Kind::StringValue(other.text()),
    };
    pb::Value { kind: Some(kind) }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use barb_common::assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS, Issuer, Subject};

    use super::*;

    fn service(issuer: &Issuer) -> ReceiptsService {
        let pool = sqlx::postgres::PgPoolOptions::new().connect_lazy("postgres://nobody@127.0.0.1:1/x").unwrap();
        ReceiptsService::new(ReceiptsEngine::new(pool, Default::default()), issuer.verifier())
    }

    #[tokio::test]
    async fn only_a_verified_assertion_names_the_user() {
        let issuer = Issuer::generate(Duration::from_secs(60));
        let svc = service(&issuer);
        let alice = "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f";
        let mut req = tonic::Request::new(());
        req.metadata_mut().insert("x-barb-user-id", alice.parse().unwrap());
        let st = svc.user_of(&req).unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated, "a bare user header is not trusted");
        assert_eq!(barb_common::error::detail_of(&st).unwrap().code, "assertion_missing");
        let subject = Subject { user_id: alice.into(), conversation_id: "c".into(), turn_id: "t".into() };
        assertion::attach(&mut req, &issuer.issue(&subject, &[AUD_ORCHESTRATOR])).unwrap();
        assert_eq!(svc.user_of(&req).unwrap_err().code(), tonic::Code::Unauthenticated, "wrong audience");
        assertion::attach(&mut req, &issuer.issue(&subject, &[AUD_ORCHESTRATOR, AUD_RECEIPTS])).unwrap();
        assert_eq!(svc.user_of(&req).unwrap().to_string(), alice);
    }
}
