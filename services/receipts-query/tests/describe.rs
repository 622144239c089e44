//! describe_data: the SmartBasket example rule (a label and a category
//! required; deepest category first, then most receipts, then most labels),
//! the category chain, labels and receipt lines of each example, statistics
//! and the schema — against a real PostgreSQL.

mod common;

use common::TestDb;
use receipts_query::UserId;
use serde_json::{Value, json};

const U: &str = "11111111-1111-4111-8111-111111111111";
const V: &str = "22222222-2222-4222-8222-222222222222";

/// Items (names say what the rule must do with them):
/// - I1 depth 3, 1 label, 1 receipt        → third
/// - I2 depth 3, 2 labels, 1 receipt       → second (more labels breaks the tie)
/// - I3 depth 3, 1 label, 3 receipts       → first (most receipts at the deepest level)
/// - I4 depth 2, 1 label, 10 receipts      → out (shallower category)
/// - I5 depth 3, no label, 20 receipts     → out (no label)
/// - I6 no category, 1 label, 20 receipts  → out (no category)
/// - I7 depth 3, only V's label, 1 receipt → out (another user's label)
/// - I8 depth 3, 1 label, never bought     → fourth (0 receipts), so out
const SQL: &str = r#"
INSERT INTO products (id, name, parent_id) VALUES
 ('10000000-0000-4000-8000-000000000001', 'Корень', NULL),
 ('10000000-0000-4000-8000-000000000002', 'Середина', '10000000-0000-4000-8000-000000000001'),
 ('10000000-0000-4000-8000-000000000003', 'Лист', '10000000-0000-4000-8000-000000000002'),
 ('10000000-0000-4000-8000-000000000004', 'Другой корень', NULL),
 ('10000000-0000-4000-8000-000000000005', 'Другая середина', '10000000-0000-4000-8000-000000000004');
INSERT INTO items (id, name, product_id) VALUES
 ('20000000-0000-4000-8000-000000000001', 'I1 третий', '10000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000002', 'I2 второй', '10000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000003', 'I3 первый', '10000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000004', 'I4 мелкая категория', '10000000-0000-4000-8000-000000000005'),
 ('20000000-0000-4000-8000-000000000005', 'I5 без метки', '10000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000006', 'I6 без категории', NULL),
 ('20000000-0000-4000-8000-000000000007', 'I7 чужая метка', '10000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000008', 'I8 не куплен', '10000000-0000-4000-8000-000000000003');
INSERT INTO receipts (id, user_id, date, shop, total, receipt_number, items_count)
SELECT md5('r' || i)::uuid, '11111111-1111-4111-8111-111111111111',
       '2024-01-01T12:00:00+03:00'::timestamptz + make_interval(days => i),
       CASE WHEN i % 2 = 0 THEN 'АШАН' ELSE 'ВкусВилл' END, 100, 'N' || i, 1
FROM generate_series(1, 20) AS i;
INSERT INTO receipts (id, user_id, date, shop, total, receipt_number, items_count) VALUES
 ('00000000-0000-4000-8000-0000000000f1', '22222222-2222-4222-8222-222222222222', '2023-05-01T10:00:00+03:00', 'Магнит', 10, NULL, 1);
INSERT INTO receipt_items (id, receipt_id, item_id, quantity, price, amount)
SELECT md5('l' || i || '-' || item)::uuid, md5('r' || i)::uuid, item::uuid, 1, 10.00, 10.00
FROM generate_series(1, 20) AS i,
     LATERAL (VALUES
        (CASE WHEN i <= 3 THEN '20000000-0000-4000-8000-000000000003' END),
        (CASE WHEN i = 4 THEN '20000000-0000-4000-8000-000000000002' END),
        (CASE WHEN i = 5 THEN '20000000-0000-4000-8000-000000000001' END),
        (CASE WHEN i <= 10 THEN '20000000-0000-4000-8000-000000000004' END),
        ('20000000-0000-4000-8000-000000000005'),
        ('20000000-0000-4000-8000-000000000006'),
        (CASE WHEN i = 6 THEN '20000000-0000-4000-8000-000000000007' END)
     ) AS v(item)
WHERE item IS NOT NULL;
INSERT INTO receipt_items (id, receipt_id, item_id, quantity, price, amount) VALUES
 ('30000000-0000-4000-8000-0000000000f1', '00000000-0000-4000-8000-0000000000f1', '20000000-0000-4000-8000-000000000007', 1, 10, 10);
INSERT INTO labels (id, user_id, name, color) VALUES
 ('40000000-0000-4000-8000-000000000001', '11111111-1111-4111-8111-111111111111', 'Завтрак', '#F5A623'),
 ('40000000-0000-4000-8000-000000000002', '11111111-1111-4111-8111-111111111111', 'Для детей', NULL),
 ('40000000-0000-4000-8000-000000000003', '22222222-2222-4222-8222-222222222222', 'Чужая', NULL);
INSERT INTO item_labels (item_id, label_id) VALUES
 ('20000000-0000-4000-8000-000000000001', '40000000-0000-4000-8000-000000000001'),
 ('20000000-0000-4000-8000-000000000002', '40000000-0000-4000-8000-000000000001'),
 ('20000000-0000-4000-8000-000000000002', '40000000-0000-4000-8000-000000000002'),
 ('20000000-0000-4000-8000-000000000003', '40000000-0000-4000-8000-000000000002'),
 ('20000000-0000-4000-8000-000000000004', '40000000-0000-4000-8000-000000000001'),
 ('20000000-0000-4000-8000-000000000006', '40000000-0000-4000-8000-000000000001'),
 ('20000000-0000-4000-8000-000000000007', '40000000-0000-4000-8000-000000000003'),
 ('20000000-0000-4000-8000-000000000008', '40000000-0000-4000-8000-000000000001');
"#;

async fn db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    sqlx::raw_sql(SQL).execute(&db.pool).await.expect("fixture");
    db
}

fn user(s: &str) -> UserId {
    s.parse().unwrap()
}

fn names(examples: &Value) -> Vec<String> {
    examples.as_array().unwrap().iter().map(|e| e["item"]["name"].as_str().unwrap().to_string()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn examples_follow_the_smartbasket_rule() {
    let db = db().await;
    let d = db.engine.describe(user(U)).await.unwrap();
    let ex = &d.json["examples"];
    assert_eq!(names(ex), ["I3 первый", "I2 второй", "I1 третий"]);

    let first = &ex[0];
    assert_eq!(first["category_chain"], json!(["Корень", "Середина", "Лист"]));
    assert_eq!(first["labels"], json!(["Для детей"]));
    assert_eq!(first["receipt_count"], json!(3));
    let lines = first["latest_receipt_lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[0],
        json!({"date": "2024-01-04T12:00:00+03:00", "shop": "ВкусВилл", "quantity": "1", "price": "10.00", "amount": "10.00"})
    );
    assert_eq!(lines[2]["date"], json!("2024-01-02T12:00:00+03:00"), "latest first");
    assert_eq!(ex[1]["labels"], json!(["Для детей", "Завтрак"]));

    assert!(
        d.model_response
            .contains("1. I3 первый — category: Корень › Середина › Лист; labels: Для детей; on 3 receipts"),
        "{}",
        d.model_response
    );
    assert!(!d.model_response.contains("Чужая"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn examples_use_only_the_callers_labels_and_receipts() {
    let db = db().await;
    let d = db.engine.describe(user(V)).await.unwrap();
    // V's only labelled item is I7; V bought it once, at Магнит.
    assert_eq!(names(&d.json["examples"]), ["I7 чужая метка"]);
    let lines = d.json["examples"][0]["latest_receipt_lines"].as_array().unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["shop"], json!("Магнит"));
    assert_eq!(d.json["examples"][0]["labels"], json!(["Чужая"]));
    let nobody = db.engine.describe(user("33333333-3333-4333-8333-333333333333")).await.unwrap();
    assert_eq!(nobody.json["examples"], json!([]));
    assert!(nobody.model_response.contains("Examples: none"), "{}", nobody.model_response);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn statistics_and_schema() {
    let db = db().await;
    let d = db.engine.describe(user(U)).await.unwrap();
    let stats = &d.json["statistics"];
    assert_eq!(
        stats["counts"],
        json!({"receipts": 20, "receipt_items": 56, "items": 8, "products": 5, "labels": 2, "item_labels": 7})
    );
    assert_eq!(stats["date_range"], json!({"first": "2024-01-02T12:00:00+03:00", "last": "2024-01-21T12:00:00+03:00"}));
    assert_eq!(stats["total_spent"], json!(2000));
    assert_eq!(stats["shops"], json!([{"shop": "АШАН", "receipts": 10}, {"shop": "ВкусВилл", "receipts": 10}]));
    assert_eq!(stats["top_level_categories"], json!(["Другой корень", "Корень"]));
    assert_eq!(d.json["time_zone"], json!("Europe/Moscow"));

    let tables: Vec<&str> = d.json["tables"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(tables, ["receipts", "receipt_items", "items", "products", "labels", "item_labels"]);
    let receipts = &d.json["tables"][0];
    assert_eq!(
        receipts["columns"][1],
        json!({"name": "date", "type": "date", "nullable": false, "description": "When the purchase was made."})
    );
    assert!(d.json["relationships"].as_array().unwrap().contains(&json!("receipt_items.item_id → items.id")));
    assert_eq!(d.json["query"]["operators"]["uuid"], json!(["=", "!=", "IN", "IS NULL", "IS NOT NULL"]));
    assert!(d.model_response.starts_with("Tables (query them with query_receipts"));
    assert!(d.model_response.contains("Your data: receipts 20, receipt_items 56"), "{}", d.model_response);
}
