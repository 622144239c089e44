//! Failures that are not the caller's fault still come back typed: a query
//! over the statement timeout is `query_timeout` (DEADLINE_EXCEEDED) and an
//! unreachable database is `database_unavailable` (UNAVAILABLE).

mod common;

use std::time::Duration;

use barb_common::ServiceError;
use common::TestDb;
use receipts_query::seed::{self, SeedOptions};
use receipts_query::{EngineSettings, Error, ReceiptsEngine};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn statement_timeout_is_a_typed_error() {
    let db = TestDb::new().await.unwrap();
    let report = seed::seed(&db.pool, &SeedOptions { users: 1, receipts_per_user: 2_000, seed: 3 }).await.unwrap();
    let impatient = ReceiptsEngine::new(
        db.pool.clone(),
        EngineSettings { statement_timeout: Duration::from_millis(1), ..EngineSettings::default() },
    );
    // Joins and groups ~20k lines: far more than a millisecond of work.
    let q = json!({"table": "receipt_items", "aggregate": [{"fn": "count_distinct", "column": "receipt.date"},
                   {"fn": "sum", "column": "amount"}], "group_by": ["item.product.parent.name", "receipt.shop"],
                   "where": [{"column": "item.name", "op": "ILIKE", "value": "%а%"}]});
    let err = impatient.query(report.users[0], &q).await.unwrap_err();
    assert!(matches!(err, Error::Timeout(1)), "{err:?}");
    let status = err.to_status();
    assert_eq!(status.code(), tonic::Code::DeadlineExceeded);
    let detail = barb_common::error::detail_of(&status).unwrap();
    assert_eq!(detail.code, "query_timeout");
    assert_eq!(detail.retry_after, None, "the same query times out again");
    // The same query completes with the default timeout.
    assert!(db.engine.query(report.users[0], &q).await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unreachable_database_is_unavailable() {
    let port = barb_tests::free_port();
    let pool = sqlx::postgres::PgPoolOptions::new()
        .acquire_timeout(Duration::from_millis(500))
        .connect_lazy(&format!("postgres://postgres@127.0.0.1:{port}/none"))
        .unwrap();
    let engine = ReceiptsEngine::new(pool, EngineSettings::default());
    let user = common::fixture::a();
    let err = engine.query(user, &json!({"table": "receipts"})).await.unwrap_err();
    assert!(matches!(err, Error::Unavailable(_)), "{err:?}");
    let status = err.to_status();
    assert_eq!(status.code(), tonic::Code::Unavailable);
    let detail = barb_common::error::detail_of(&status).unwrap();
    assert_eq!(detail.code, "database_unavailable");
    assert_eq!(detail.retry_after, Some(barb_common::error::RETRY_UNAVAILABLE));
    assert!(!detail.message.contains(&port.to_string()), "no connection details leak: {}", detail.message);
    // Validation still happens before the database is touched.
    let err = engine.query(user, &json!({"table": "nope"})).await.unwrap_err();
    assert_eq!(err.detail().code, "unknown_table");
    assert!(matches!(engine.describe(user).await, Err(Error::Unavailable(_))));
}
