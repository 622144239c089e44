//! gRPC adapter for the ReceiptsQuery service: reads the caller from the
//! `x-barb-user-id` metadata, calls the [`Engine`] and maps results and errors
//! onto the protobuf contract.

use barb_common::ServiceError;
use barb_common::error::{detail, status};
use barb_common::proto::common::v1 as pb;
use barb_common::proto::receipts::v1::{
    DescribeDataRequest, DescribeDataResponse, QueryRequest, QueryResponse, receipts_query_server::ReceiptsQuery,
};

use crate::engine::Engine;
use crate::result::{Cell, QueryResult};
use crate::sql::OutType;
use crate::user::UserId;

/// Metadata key carrying the caller's user id (set by the chat orchestrator).
pub const USER_METADATA: &str = "x-barb-user-id";

/// The ReceiptsQuery gRPC service.
#[derive(Debug, Clone)]
pub struct ReceiptsService {
    engine: Engine,
}

impl ReceiptsService {
    /// A service answering with `engine`.
    pub fn new(engine: Engine) -> Self {
        Self { engine }
    }
}

/// The caller's user id, or UNAUTHENTICATED with the machine code and a hint.
pub fn user_of<T>(req: &tonic::Request<T>) -> Result<UserId, tonic::Status> {
    let unauthenticated = |message: &str| {
        status(
            tonic::Code::Unauthenticated,
            detail(
                "unauthenticated",
                message,
                format!("send the caller's user id as `{USER_METADATA}: <uuid>` request metadata"),
            ),
        )
    };
    let value = req.metadata().get(USER_METADATA).ok_or_else(|| unauthenticated("no user id in the request"))?;
    let text = value.to_str().map_err(|_| unauthenticated("the user id is not ASCII text"))?;
    text.parse().map_err(|_| unauthenticated("the user id is not a valid UUID"))
}

#[tonic::async_trait]
impl ReceiptsQuery for ReceiptsService {
    async fn describe_data(
        &self,
        req: tonic::Request<DescribeDataRequest>,
    ) -> Result<tonic::Response<DescribeDataResponse>, tonic::Status> {
        let user = user_of(&req)?;
        let d = self.engine.describe(user).await.map_err(|e| e.to_status())?;
        Ok(tonic::Response::new(DescribeDataResponse {
            description_json: d.json.to_string(),
            model_response: d.model_response,
        }))
    }

    async fn query(&self, req: tonic::Request<QueryRequest>) -> Result<tonic::Response<QueryResponse>, tonic::Status> {
        let user = user_of(&req)?;
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
    use super::*;

    #[test]
    fn user_metadata_is_required_and_validated() {
        let mut req = tonic::Request::new(());
        let st = user_of(&req).unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated);
        assert_eq!(barb_common::error::detail_of(&st).unwrap().code, "unauthenticated");
        req.metadata_mut().insert(USER_METADATA, "nope".parse().unwrap());
        assert_eq!(user_of(&req).unwrap_err().code(), tonic::Code::Unauthenticated);
        req.metadata_mut().insert(USER_METADATA, "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f".parse().unwrap());
        assert_eq!(user_of(&req).unwrap().to_string(), "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f");
    }
}
