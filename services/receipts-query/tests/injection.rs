//! SQL-injection corpus: hostile text in every position of a query either
//! comes back as a typed error or as a harmless result (values are bound
//! parameters, names are whitelisted), and the data is intact afterwards.

mod common;

use common::fixture::{self, a};
use common::{TestDb, column};
use receipts_query::{Error, ErrorCode, QueryResult};
use serde_json::{Value, json};

const CORPUS: &[&str] = &[
    "' OR '1'='1",
    "' OR 1=1 --",
    "АШАН' --",
    "АШАН'; DROP TABLE receipts; --",
    "'; DELETE FROM receipt_items; --",
    "\"; SELECT pg_sleep(30); --",
    "1; UPDATE receipts SET total = 0",
    "/* comment */ АШАН",
    "АШАН/*",
    "-- АШАН",
    "$1",
    "$$ OR TRUE $$",
    "E'\\x41'",
    "\\",
    "\\\\",
    "%' OR '%'='",
    "receipts.user_id",
    "user_id",
    "t0.user_id = t0.user_id",
    "(SELECT shop FROM receipts LIMIT 1)",
    "АШАН\u{202e}лвиВсуВ",
    "\u{200b}АШАН",
    "\u{feff}АШАН",
    "Пятёрочка",
    "Пяте\u{308}рочка",
    "🛒 продукты 🥛",
    "ᴬˢᴴᴬᴺ",
    "\n\r\t",
    "' UNION SELECT id, user_id::text, NULL, NULL, NULL, NULL FROM receipts --",
];

async fn db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    fixture::load(&db.pool).await.expect("fixture");
    db
}

/// Harmless: a result, or a rejection with a typed code; never a database error.
fn harmless(q: &Value, res: Result<QueryResult, Error>) -> Option<QueryResult> {
    match res {
        Ok(r) => Some(r),
        Err(Error::Query(_)) => None,
        Err(other) => panic!("query {q} reached the database badly: {other:?}"),
    }
}

async fn table_counts(db: &TestDb) -> Vec<i64> {
    let mut out = Vec::new();
    for t in ["receipts", "receipt_items", "items", "products", "labels", "item_labels"] {
        let sql = format!("SELECT count(*) FROM {t}");
        let (n,): (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_one(&db.pool).await.unwrap();
        out.push(n);
    }
    let (sum,): (String,) = sqlx::query_as("SELECT sum(total)::text FROM receipts").fetch_one(&db.pool).await.unwrap();
    out.push(sum.replace('.', "").parse().unwrap());
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_values_are_bound_and_match_nothing_they_should_not() {
    let db = db().await;
    let before = table_counts(&db).await;
    for s in CORPUS {
        for op in ["=", "!=", "ILIKE", ">", "<="] {
            for column in ["shop", "receipt_number", "lines.item.name"] {
                let q = json!({"table": "receipts", "where": [{"column": column, "op": op, "value": s}], "limit": 100});
                let r = harmless(&q, db.engine.query(a(), &q).await);
                if let Some(r) = r {
                    assert!(r.total_rows <= 3, "{q}: at most A's three receipts");
                    if op == "=" && column == "shop" {
                        let exact = ["Пятёрочка"].contains(s);
                        assert_eq!(r.total_rows, u64::from(exact), "{q}");
                    }
                }
            }
        }
        let q = json!({"table": "items", "where": [{"column": "name", "op": "IN", "value": [s, "x", s]}]});
        assert_eq!(harmless(&q, db.engine.query(a(), &q).await).map(|r| r.total_rows), Some(0), "{q}");
        let q = json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": s}]});
        assert_eq!(harmless(&q, db.engine.query(a(), &q).await).map(|r| r.total_rows), Some(0), "{q}");
        let q = json!({"table": "receipt_items", "where": [{"column": "item.product.ancestors.name", "op": "ILIKE", "value": s}]});
        assert!(harmless(&q, db.engine.query(a(), &q).await).is_none_or(|r| r.total_rows == 0), "{q}");
    }
    assert_eq!(table_counts(&db).await, before, "no statement changed the data");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_are_rejected_with_typed_errors() {
    let db = db().await;
    let before = table_counts(&db).await;
    for s in CORPUS {
        let cases: Vec<(Value, ErrorCode)> = vec![
            (json!({"table": s}), ErrorCode::UnknownTable),
            (json!({"table": "receipts", "columns": [s]}), ErrorCode::UnknownColumn),
            (json!({"table": "receipts", "where": [{"column": s, "op": "=", "value": "x"}]}), ErrorCode::UnknownColumn),
            (
                json!({"table": "receipts", "where": [{"column": "shop", "op": s, "value": "x"}]}),
                ErrorCode::InvalidOperator,
            ),
            (json!({"table": "receipts", "order_by": [{"column": s}]}), ErrorCode::UnknownColumn),
            (json!({"table": "receipts", "order_by": [{"column": "shop", "direction": s}]}), ErrorCode::InvalidQuery),
            (json!({"table": "receipts", "aggregate": [{"fn": s}]}), ErrorCode::InvalidAggregate),
            (json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": s}]}), ErrorCode::UnknownColumn),
            (json!({"table": "receipts", "aggregate": [{"fn": "count"}], "group_by": [s]}), ErrorCode::UnknownColumn),
            (json!({"table": "receipts", "where": [{"column": "id", "op": "=", "value": s}]}), ErrorCode::InvalidValue),
            (
                json!({"table": "receipts", "where": [{"column": "total", "op": "=", "value": s}]}),
                ErrorCode::InvalidValue,
            ),
            (
                json!({"table": "receipts", "where": [{"column": "date", "op": "=", "value": s}]}),
                ErrorCode::InvalidValue,
            ),
            (json!({"table": "receipts", "limit": s}), ErrorCode::InvalidValue),
        ];
        for (q, code) in cases {
            let e = db.rejected(a(), q.clone()).await;
            // A name that happens to be valid would not be rejected; none in the corpus is.
            assert_eq!(e.code, code, "{q}: {e:?}");
            assert!(e.message.chars().count() < 300, "messages quote input only briefly: {}", e.message);
        }
        // An alias is only an output name: it never reaches SQL.
        let q = json!({"table": "receipts", "aggregate": [{"fn": "count", "as": s}]});
        if s.chars().count() <= 64 && !s.trim().is_empty() {
            let r = db.ok(a(), q).await;
            assert_eq!(r.columns[0].name, s.trim());
            assert_eq!(r.rows[0][0].text(), "3");
        }
    }
    assert_eq!(
        db.rejected(a(), json!({"table": "receipts", "columns": ["user_id"]})).await.code,
        ErrorCode::UnknownColumn
    );
    assert_eq!(table_counts(&db).await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn control_characters_and_huge_inputs() {
    let db = db().await;
    let nul = json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": "А\u{0}Ш"}]});
    assert_eq!(db.rejected(a(), nul).await.code, ErrorCode::InvalidValue);
    let trailing = json!({"table": "receipts", "where": [{"column": "shop", "op": "ILIKE", "value": "%\\"}]});
    assert_eq!(db.rejected(a(), trailing).await.code, ErrorCode::InvalidValue);
    let escaped = json!({"table": "receipts", "where": [{"column": "shop", "op": "ILIKE", "value": "100\\%"}]});
    assert_eq!(db.ok(a(), escaped).await.total_rows, 0);

    let long = "а".repeat(1000);
    let q = json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": long}]});
    assert_eq!(db.ok(a(), q).await.total_rows, 0);
    let q = json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": "а".repeat(1001)}]});
    assert_eq!(db.rejected(a(), q).await.code, ErrorCode::QueryTooLarge);

    let many: Vec<String> = (0..1000).map(|i| format!("магазин {i}")).collect();
    let q = json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": many}]});
    assert_eq!(db.ok(a(), q).await.total_rows, 0);
    let too_many: Vec<String> = (0..1001).map(|i| format!("{i}")).collect();
    let q = json!({"table": "receipts", "where": [{"column": "shop", "op": "IN", "value": too_many}]});
    assert_eq!(db.rejected(a(), q).await.code, ErrorCode::QueryTooLarge);
    let dates: Vec<String> = (1..=28).map(|d| format!("2024-11-{d:02}")).collect();
    let q = json!({"table": "receipts", "where": [{"column": "date", "op": "IN", "value": dates}]});
    assert_eq!(column(&db.ok(a(), q).await, "shop"), ["АШАН"]);

    let conditions: Vec<Value> = (0..33).map(|_| json!({"column": "shop", "op": "IS NOT NULL"})).collect();
    let q = json!({"table": "receipts", "where": conditions});
    assert_eq!(db.rejected(a(), q).await.code, ErrorCode::QueryTooLarge);

    let huge = format!(
        r#"{{"table": "receipts", "where": [{{"column": "shop", "op": "=", "value": "{}"}}]}}"#,
        "x".repeat(70_000)
    );
    assert_eq!(query_text_code(&db, &huge).await, "query_too_large");
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    assert_eq!(query_text_code(&db, &deep).await, "invalid_query");
    assert_eq!(query_text_code(&db, r#"{"table": "receipts\ud800"}"#).await, "invalid_query");
    assert_eq!(query_text_code(&db, "").await, "invalid_query");
    assert_eq!(query_text_code(&db, "null").await, "invalid_query");
    assert_eq!(query_text_code(&db, r#"{"table": "receipts"} ; DROP TABLE receipts"#).await, "invalid_query");
}

async fn query_text_code(db: &TestDb, text: &str) -> String {
    match db.engine.query_text(a(), text).await {
        Err(Error::Query(e)) => e.code.as_str().to_string(),
        other => panic!("{text:.80} should be rejected: {other:?}"),
    }
}
