//! Migrations and the seeder against a real PostgreSQL: deterministic output,
//! amounts that add up, a 3-level hierarchy, idempotent re-seeding, and the
//! query limits on realistic volumes.

mod common;

use common::{TestDb, column};
use receipts_query::seed::{self, SeedOptions};
use serde_json::json;

/// A digest of every row of every table (ids included), for equality checks.
async fn fingerprint(db: &TestDb, user_filter: Option<uuid::Uuid>) -> Vec<String> {
    let queries = [
        "SELECT coalesce(md5(string_agg(concat_ws('|', id, name, parent_id), ',' ORDER BY id)), '') FROM products",
        "SELECT coalesce(md5(string_agg(concat_ws('|', id, name, product_id), ',' ORDER BY id)), '') FROM items",
        "SELECT coalesce(md5(string_agg(concat_ws('|', id, user_id, date, shop, total, receipt_number, items_count), ',' ORDER BY id)), '') \
         FROM receipts WHERE $1::uuid IS NULL OR user_id = $1",
        "SELECT coalesce(md5(string_agg(concat_ws('|', ri.id, receipt_id, item_id, quantity, price, amount), ',' ORDER BY ri.id)), '') \
         FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id WHERE $1::uuid IS NULL OR r.user_id = $1",
        "SELECT coalesce(md5(string_agg(concat_ws('|', id, user_id, name, color), ',' ORDER BY id)), '') \
         FROM labels WHERE $1::uuid IS NULL OR user_id = $1",
        "SELECT coalesce(md5(string_agg(concat_ws('|', item_id, label_id), ',' ORDER BY item_id, label_id)), '') \
         FROM item_labels il JOIN labels l ON l.id = il.label_id WHERE $1::uuid IS NULL OR l.user_id = $1",
    ];
    let mut out = Vec::new();
    for (i, q) in queries.iter().enumerate() {
        let mut query = sqlx::query_scalar::<_, String>(*q);
        if i >= 2 {
            query = query.bind(user_filter);
        }
        out.push(query.fetch_one(&db.pool).await.unwrap());
    }
    out
}

async fn scalar(db: &TestDb, sql: &'static str) -> i64 {
    sqlx::query_scalar::<_, i64>(sql).fetch_one(&db.pool).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrations_apply_once_and_rerun_cleanly() {
    let db = TestDb::new().await.unwrap();
    receipts_query::migrate::run(&db.pool).await.expect("second run is a no-op");
    let applied = scalar(&db, "SELECT count(*) FROM _sqlx_migrations WHERE success").await;
    assert_eq!(applied, 2);
    let tables = scalar(
        &db,
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public' \
         AND table_name IN ('receipts', 'receipt_items', 'items', 'products', 'labels', 'item_labels')",
    )
    .await;
    assert_eq!(tables, 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn same_arguments_give_the_same_data() {
    let one = TestDb::new().await.unwrap();
    let two = TestDb::new().await.unwrap();
    let opts = SeedOptions { users: 3, receipts_per_user: 40, seed: 42 };
    let r1 = seed::seed(&one.pool, &opts).await.unwrap();
    let r2 = seed::seed(&two.pool, &opts).await.unwrap();
    assert_eq!(r1, r2);
    assert_eq!(fingerprint(&one, None).await, fingerprint(&two, None).await);

    // User 0's data does not depend on how many users are seeded; another seed differs.
    let three = TestDb::new().await.unwrap();
    seed::seed(&three.pool, &SeedOptions { users: 1, receipts_per_user: 40, seed: 42 }).await.unwrap();
    let user0 = Some(r1.users[0].as_uuid());
    assert_eq!(fingerprint(&one, user0).await, fingerprint(&three, user0).await);
    let other = TestDb::new().await.unwrap();
    seed::seed(&other.pool, &SeedOptions { users: 1, receipts_per_user: 40, seed: 43 }).await.unwrap();
    assert_ne!(fingerprint(&three, None).await[2], fingerprint(&other, None).await[2]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seeded_amounts_add_up_and_look_real() {
    let db = TestDb::new().await.unwrap();
    let report = seed::seed(&db.pool, &SeedOptions { users: 2, receipts_per_user: 300, seed: 1 }).await.unwrap();
    assert_eq!(report.receipts, 600);
    assert_eq!(scalar(&db, "SELECT count(*) FROM receipts").await, 600);
    assert_eq!(scalar(&db, "SELECT count(*) FROM receipt_items").await as u64, report.receipt_items);
    assert!((3_000..=9_000).contains(&report.receipt_items), "≈10 lines per receipt: {}", report.receipt_items);

    let bad_amounts =
        scalar(&db, "SELECT count(*) FROM receipt_items WHERE amount <> round(quantity * price, 2)").await;
    assert_eq!(bad_amounts, 0, "amount = quantity × price");
    let bad_totals = scalar(
        &db,
        "SELECT count(*) FROM receipts r WHERE total <> (SELECT sum(amount) FROM receipt_items WHERE receipt_id = r.id) \
         OR items_count <> (SELECT count(*) FROM receipt_items WHERE receipt_id = r.id)",
    )
    .await;
    assert_eq!(bad_totals, 0, "totals and counts match the lines");
    let depth = scalar(
        &db,
        "WITH RECURSIVE d(id, n) AS (SELECT id, 1 FROM products WHERE parent_id IS NULL \
         UNION ALL SELECT p.id, d.n + 1 FROM products p JOIN d ON p.parent_id = d.id) SELECT max(n)::int8 FROM d",
    )
    .await;
    assert_eq!(depth, 3);
    let shops: Vec<String> =
        sqlx::query_scalar("SELECT DISTINCT shop FROM receipts ORDER BY shop").fetch_all(&db.pool).await.unwrap();
    for s in ["АШАН", "Пятёрочка", "ВкусВилл"] {
        assert!(shops.contains(&s.to_string()), "{shops:?}");
    }
    let milk =
        scalar(&db, "SELECT count(*) FROM items WHERE name = 'Молоко 2,5% пастеризованное Простоквашино 930 мл'").await;
    assert_eq!(milk, 1);
    assert!(scalar(&db, "SELECT count(*) FROM item_labels").await > 0);
    assert!(scalar(&db, "SELECT count(*) FROM receipts WHERE receipt_number IS NULL").await > 0);
    let (first, last): (String, String) = sqlx::query_as(
        "SELECT to_char(min(date) AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD HH24'), \
                to_char(max(date) AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD HH24') FROM receipts",
    )
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert!(first.as_str() >= "2023-07-01 08" && last.as_str() < "2025-07-01", "{first} … {last}");

    // The "dairy in November" question on seeded data equals hand-written SQL.
    let user = report.users[0];
    let r = db
        .ok(
            user,
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                   "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"},
                             {"column": "receipt.date", "op": "=", "value": "2024-11"}]}),
        )
        .await;
    let check: String = sqlx::query_scalar(
        "SELECT coalesce(sum(ri.amount), 0)::text FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id \
         JOIN items i ON i.id = ri.item_id JOIN products p ON p.id = i.product_id \
         LEFT JOIN products p2 ON p2.id = p.parent_id LEFT JOIN products p3 ON p3.id = p2.parent_id \
         WHERE r.user_id = $1 AND 'Молочные продукты' IN (p.name, p2.name, p3.name) \
         AND date_trunc('month', r.date AT TIME ZONE 'Europe/Moscow') = '2024-11-01'",
    )
    .bind(user.as_uuid())
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(r.rows[0][0].text(), check);
    assert_ne!(check, "0.00", "the seeded user bought dairy in November 2024");

    let d = db.engine.describe(user).await.unwrap();
    let examples = d.json["examples"].as_array().unwrap();
    assert_eq!(examples.len(), 3);
    for e in examples {
        assert_eq!(e["category_chain"].as_array().unwrap().len(), 3, "{e}");
        assert!(!e["labels"].as_array().unwrap().is_empty());
        assert!(!e["latest_receipt_lines"].as_array().unwrap().is_empty());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reseeding_replaces_only_the_seeded_users() {
    let db = TestDb::new().await.unwrap();
    common::fixture::load(&db.pool).await.unwrap();
    let opts = SeedOptions { users: 2, receipts_per_user: 30, seed: 5 };
    seed::seed(&db.pool, &opts).await.unwrap();
    let before = fingerprint(&db, None).await;
    seed::seed(&db.pool, &opts).await.unwrap();
    assert_eq!(fingerprint(&db, None).await, before, "idempotent");
    let fixture_user = common::fixture::a();
    assert_eq!(db.ok(fixture_user, json!({"table": "receipts"})).await.total_rows, 3, "other users untouched");
    let err = seed::seed(&db.pool, &SeedOptions { users: 0, receipts_per_user: 1, seed: 1 }).await.unwrap_err();
    assert!(err.to_string().contains("--users must be between 1 and"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limits_on_realistic_volumes() {
    let db = TestDb::new().await.unwrap();
    let report = seed::seed(&db.pool, &SeedOptions { users: 1, receipts_per_user: 1_100, seed: 9 }).await.unwrap();
    let user = report.users[0];
    let listing = db.ok(user, json!({"table": "receipt_items"})).await;
    assert_eq!((listing.rows.len() as u64, listing.total_rows, listing.truncated), (20, report.receipt_items, true));
    let max = db.ok(user, json!({"table": "receipts", "limit": 100, "columns": ["date"]})).await;
    assert_eq!((max.rows.len(), max.total_rows, max.truncated), (100, 1_100, true));
    let dates = column(&max, "date");
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "newest first");
    assert!(max.model_response().starts_with("receipts: 100 of 1100 matching rows (truncated;"));
    assert!(max.model_response().contains("… 50 more rows in the full result"));

    let groups = db
        .ok(user, json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "group_by": ["receipt_id"]}))
        .await;
    assert_eq!((groups.rows.len(), groups.total_rows, groups.truncated), (1_000, 1_100, true));
    let days = db
        .ok(
            user,
            json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}], "group_by": ["date:day"]}),
        )
        .await;
    assert!(days.total_rows > 500 && days.total_rows <= 730, "{}", days.total_rows);
    let top5 = db
        .ok(
            user,
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                         "group_by": ["item.product.parent.name"], "limit": 5}),
        )
        .await;
    assert_eq!((top5.rows.len(), top5.truncated), (5, true));
}
