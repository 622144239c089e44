//! Owner isolation: every table, path and aggregate shows only the caller's
//! data, including the shared catalogue (items and categories are visible only
//! through the caller's own receipts and labels).

mod common;

use common::fixture::{self, BAG, R4_ID, a, b};
use common::{TestDb, column, sorted};
use receipts_query::UserId;
use serde_json::json;

async fn db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    fixture::load(&db.pool).await.expect("fixture");
    db
}

async fn counts(db: &TestDb, user: UserId) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for table in ["receipts", "receipt_items", "items", "products", "labels", "item_labels"] {
        let listing = db.ok(user, json!({"table": table, "limit": 100})).await;
        let agg = db.ok(user, json!({"table": table, "aggregate": [{"fn": "count"}]})).await;
        assert_eq!(listing.total_rows.to_string(), agg.rows[0][0].text(), "{table}: listing and count agree");
        assert_eq!(listing.rows.len() as u64, listing.total_rows, "{table}");
        out.push((table.to_string(), agg.rows[0][0].text()));
    }
    out
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_user_sees_only_their_rows_in_every_table() {
    let db = db().await;
    assert_eq!(
        counts(&db, a()).await,
        pairs(&[
            ("receipts", "3"),
            ("receipt_items", "4"),
            ("items", "3"),
            ("products", "6"),
            ("labels", "2"),
            ("item_labels", "2")
        ])
    );
    assert_eq!(
        counts(&db, b()).await,
        pairs(&[
            ("receipts", "1"),
            ("receipt_items", "3"),
            ("items", "5"),
            ("products", "7"),
            ("labels", "2"),
            ("item_labels", "3")
        ])
    );
    let nobody: UserId = "cccccccc-cccc-4ccc-8ccc-cccccccccccc".parse().unwrap();
    for (table, n) in counts(&db, nobody).await {
        assert_eq!(n, "0", "{table} is empty for a user without data");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filters_cannot_reach_other_users_rows() {
    let db = db().await;
    let by_id = db.ok(a(), json!({"table": "receipts", "where": [{"column": "id", "op": "=", "value": R4_ID}]})).await;
    assert_eq!(by_id.total_rows, 0, "B's receipt by id");
    let lines = db
        .ok(a(), json!({"table": "receipt_items", "where": [{"column": "receipt_id", "op": "=", "value": R4_ID}]}))
        .await;
    assert_eq!(lines.total_rows, 0, "B's lines by receipt id");
    let bag = db.ok(a(), json!({"table": "items", "where": [{"column": "name", "op": "=", "value": BAG}]})).await;
    assert_eq!(bag.total_rows, 0, "an item only B bought");
    let b_label = db
        .ok(a(), json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": "Праздник"}]}))
        .await;
    assert_eq!(b_label.total_rows, 0, "B's label through the to-many path");
    let a_cheese_labels = db
        .ok(
            a(),
            json!({"table": "item_labels", "columns": ["label.name"],
                        "where": [{"column": "item.name", "op": "ILIKE", "value": "Сыр%"}]}),
        )
        .await;
    assert_eq!(column(&a_cheese_labels, "label.name"), ["Для детей"], "not B's Праздник on the same item");
    let coffee =
        db.ok(a(), json!({"table": "products", "where": [{"column": "name", "op": "=", "value": "Чай и кофе"}]})).await;
    assert_eq!(coffee.total_rows, 0, "a category only B's items belong to");
    let ashan = db
        .ok(a(), json!({"table": "receipts", "where": [{"column": "lines.item.name", "op": "=", "value": BAG}]}))
        .await;
    assert_eq!(ashan.total_rows, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aggregates_and_describe_are_per_user() {
    let db = db().await;
    let spent = |u| db.ok(u, json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}]}));
    assert_eq!(spent(a()).await.rows[0][0].text(), "1324.70");
    assert_eq!(spent(b()).await.rows[0][0].text(), "949.00");
    let shops = db
        .ok(b(), json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}], "group_by": ["receipt.shop"]}))
        .await;
    assert_eq!(
        (column(&shops, "receipt.shop"), column(&shops, "sum(amount)")),
        (vec!["АШАН".into()], vec!["949.00".into()])
    );

    let da = db.engine.describe(a()).await.unwrap();
    let db_ = db.engine.describe(b()).await.unwrap();
    assert_eq!(da.json["statistics"]["counts"]["receipts"], json!(3));
    assert_eq!(db_.json["statistics"]["counts"]["receipts"], json!(1));
    assert_eq!(da.json["statistics"]["total_spent"], json!(1324.7));
    assert_eq!(
        sorted(serde_json::from_value(da.json["statistics"]["labels"].clone()).unwrap()),
        ["Для детей", "Завтрак"]
    );
    assert!(!da.model_response.contains("Праздник"), "{}", da.model_response);
    assert!(!da.model_response.contains(BAG));
    for e in da.json["examples"].as_array().unwrap() {
        for line in e["latest_receipt_lines"].as_array().unwrap() {
            assert_ne!(line["date"], json!("2024-11-10T12:00:00+03:00"), "B's receipt in A's example");
        }
    }
}
