//! `group_by` over to-many paths (labels, the category subtree, receipt lines)
//! against a real PostgreSQL: hand-computed answers on the small fixture, and
//! on seeded data the engine's groups equal those of hand-written SQL that
//! states the documented semantics directly — a row counts once in every group
//! it belongs to, rows without related rows form the group `null`, so group
//! totals may exceed the grand total.

mod common;

use std::collections::BTreeMap;

use common::fixture::{self, a, b};
use common::{TestDb, column};
use receipts_query::seed::{self, SeedOptions};
use receipts_query::{QueryResult, UserId};
use serde_json::{Value, json};

async fn fixture_db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    fixture::load(&db.pool).await.expect("fixture");
    db
}

/// `group text → [aggregate texts]` of a result whose first `keys` columns are group keys.
fn groups(r: &QueryResult, keys: usize) -> BTreeMap<String, Vec<String>> {
    r.rows
        .iter()
        .map(|row| {
            let key = row[..keys].iter().map(|c| c.text()).collect::<Vec<_>>().join(" | ");
            (key, row[keys..].iter().map(|c| c.text()).collect())
        })
        .collect()
}

fn expected(list: &[(&str, &[&str])]) -> BTreeMap<String, Vec<String>> {
    list.iter().map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect())).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spend_per_label_counts_a_line_in_each_of_its_labels() {
    let db = fixture_db().await;
    // User A's cheese gets a second label, Завтрак, next to Для детей.
    sqlx::query("INSERT INTO item_labels (item_id, label_id) VALUES ($1::uuid, $2::uuid)")
        .bind("20000000-0000-4000-8000-000000000002")
        .bind("40000000-0000-4000-8000-0000000000a1")
        .execute(&db.pool)
        .await
        .unwrap();
    let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount", "as": "spent"}, {"fn": "count"}],
                   "group_by": ["item.labels.name"], "order_by": ["item.labels.name"]});
    let r = db.ok(a(), q.clone()).await;
    // Lines of A: milk 179.80 + 55.00 (Завтрак), cheese 89.90 (Для детей, Завтрак),
    // potatoes 1000.00 (no label of A's; B's label Праздник on it is not A's).
    assert_eq!(
        groups(&r, 1),
        expected(&[("Для детей", &["89.90", "1"]), ("Завтрак", &["324.70", "3"]), ("null", &["1000.00", "1"]),])
    );
    assert_eq!(
        r.columns.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
        ["item.labels.name", "spent", "count(*)"]
    );
    let total = db.ok(a(), json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount"}})).await;
    assert_eq!(total.rows[0][0].text(), "1324.70", "the grand total counts each line once");
    // 89.90 + 324.70 + 1000 = 1414.60 > 1324.70: the documented overlap.

    // B sees only B's labels: B's Праздник is on cheese and potatoes, which B never bought.
    let r = db.ok(b(), q).await;
    assert_eq!(groups(&r, 1), expected(&[("null", &["499.00", "2"]), ("Завтрак", &["450.00", "1"])]));

    // Two labels of the same colour on one item count the line once for that colour.
    sqlx::query("UPDATE labels SET color = '#F5A623' WHERE id = '40000000-0000-4000-8000-0000000000a2'")
        .execute(&db.pool)
        .await
        .unwrap();
    let colours = db
        .ok(a(), json!({"table": "receipt_items", "aggregate": {"fn": "count"}, "group_by": "item.labels.color"}))
        .await;
    assert_eq!(groups(&colours, 1), expected(&[("#F5A623", &["3"]), ("null", &["1"])]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spend_per_category_subtree() {
    let db = fixture_db().await;
    let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}, {"fn": "count"}],
                   "group_by": "item.product.ancestors.name", "order_by": ["item.product.ancestors.name"]});
    let r = db.ok(a(), q.clone()).await;
    assert_eq!(
        groups(&r, 1),
        expected(&[
            ("Корнеплоды", &["1000.00", "1"]),
            ("Молоко", &["234.80", "2"]),
            ("Молоко пастеризованное", &["234.80", "2"]),
            ("Молочные продукты", &["324.70", "3"]),
            ("Овощи", &["1000.00", "1"]),
            ("Сыры", &["89.90", "1"]),
        ])
    );
    // B's bag has no category: its line is in the null group.
    let r = db.ok(b(), q).await;
    assert_eq!(groups(&r, 1)["null"], ["50.00", "1"]);
    assert_eq!(groups(&r, 1)["Чай и кофе"], ["449.00", "1"]);

    // Mixed with a to-one key bucketed by month: subtree per month.
    let r = db
        .ok(
            a(),
            json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount"},
                   "group_by": ["receipt.date:month", "item.product.ancestors.name"],
                   "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"}]}),
        )
        .await;
    assert_eq!(
        groups(&r, 2),
        expected(&[
            ("2024-11-01 | Молоко", &["179.80"]),
            ("2024-11-01 | Молоко пастеризованное", &["179.80"]),
            ("2024-11-01 | Молочные продукты", &["269.70"]),
            ("2024-11-01 | Сыры", &["89.90"]),
            ("2024-12-01 | Молоко", &["55.00"]),
            ("2024-12-01 | Молоко пастеризованное", &["55.00"]),
            ("2024-12-01 | Молочные продукты", &["55.00"]),
        ])
    );
    assert_eq!(column(&r, "receipt.date:month")[0], "2024-11-01", "time buckets ascend");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn items_and_receipts_grouped_through_their_lines() {
    let db = fixture_db().await;
    // A's items: milk (bought at АШАН and Пятёрочка), cheese (АШАН), potatoes (ВкусВилл).
    let r = db
        .ok(
            a(),
            json!({"table": "items", "aggregate": {"fn": "count", "as": "items"}, "group_by": "lines.receipt.shop"}),
        )
        .await;
    assert_eq!(groups(&r, 1), expected(&[("АШАН", &["2"]), ("ВкусВилл", &["1"]), ("Пятёрочка", &["1"])]));
    // Items per month: potatoes in October, milk and cheese in November, milk again in December.
    let r = db
        .ok(a(), json!({"table": "items", "aggregate": {"fn": "count"}, "group_by": "lines.receipt.date:month"}))
        .await;
    assert_eq!(groups(&r, 1), expected(&[("2024-10-01", &["1"]), ("2024-11-01", &["2"]), ("2024-12-01", &["1"])]));
    // Receipts per category subtree: R1 holds two dairy lines but counts once.
    let r = db
        .ok(
            a(),
            json!({"table": "receipts", "aggregate": [{"fn": "count"}, {"fn": "sum", "column": "total"}],
                   "group_by": "lines.item.product.ancestors.name"}),
        )
        .await;
    let g = groups(&r, 1);
    assert_eq!(g["Молочные продукты"], ["2", "324.70"]);
    assert_eq!(g["Сыры"], ["1", "269.70"]);
    assert_eq!(g["Овощи"], ["1", "1000.00"]);
}

/// Hand-written SQL for the same questions over seeded data, as `key → [values]`.
async fn sql_groups(db: &TestDb, sql: &str, user: UserId) -> BTreeMap<String, Vec<String>> {
    let rows: Vec<(Option<String>, Vec<String>)> =
        sqlx::query_as(sqlx::AssertSqlSafe(sql.to_string())).bind(user.as_uuid()).fetch_all(&db.pool).await.unwrap();
    rows.into_iter().map(|(k, v)| (k.unwrap_or_else(|| "null".into()), v)).collect()
}

/// Each group's values with decimals normalised like the engine's (`12.50` → `12.5`).
fn normalised(g: BTreeMap<String, Vec<String>>) -> BTreeMap<String, Vec<String>> {
    g.into_iter()
        .map(|(k, v)| (k, v.into_iter().map(|s| receipts_query::result::normalize_decimal(&s)).collect()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seeded_data_matches_hand_written_sql() {
    let db = TestDb::new().await.unwrap();
    let report = seed::seed(&db.pool, &SeedOptions { users: 2, receipts_per_user: 150, seed: 11 }).await.unwrap();
    let user = report.users[1];
    let multi: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT il.item_id FROM item_labels il JOIN labels l ON l.id = il.label_id \
         WHERE l.user_id = $1 GROUP BY il.item_id HAVING count(*) > 1) m",
    )
    .bind(user.as_uuid())
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert!(multi > 0, "the seed must give some item several labels for this test to mean anything");

    let cases: Vec<(Value, &str)> = vec![
        (
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}, {"fn": "count"}],
                   "group_by": "item.labels.name", "limit": 1000}),
            "SELECT name, ARRAY[sum(amount)::text, count(*)::text] FROM (
               SELECT DISTINCT ri.id, ri.amount, lb.name
               FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id AND r.user_id = $1
               LEFT JOIN (item_labels il JOIN labels lb ON lb.id = il.label_id AND lb.user_id = $1)
                 ON il.item_id = ri.item_id) x GROUP BY name",
        ),
        (
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}, {"fn": "count"}],
                   "group_by": "item.product.ancestors.name", "limit": 1000}),
            "WITH RECURSIVE anc(product_id, ancestor_id) AS (
               SELECT id, id FROM products
               UNION SELECT anc.product_id, p.parent_id FROM anc JOIN products p ON p.id = anc.ancestor_id
                     WHERE p.parent_id IS NOT NULL)
             SELECT name, ARRAY[sum(amount)::text, count(*)::text] FROM (
               SELECT DISTINCT ri.id, ri.amount, a.name
               FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id AND r.user_id = $1
               JOIN items i ON i.id = ri.item_id
               LEFT JOIN anc ON anc.product_id = i.product_id
               LEFT JOIN products a ON a.id = anc.ancestor_id) x GROUP BY name",
        ),
        (
            json!({"table": "items", "aggregate": {"fn": "count"}, "group_by": "lines.receipt.shop", "limit": 1000}),
            "SELECT shop, ARRAY[count(*)::text] FROM (
               SELECT DISTINCT i.id, r.shop FROM items i
               LEFT JOIN (receipt_items ri JOIN receipts r ON r.id = ri.receipt_id AND r.user_id = $1)
                 ON ri.item_id = i.id
               WHERE i.id IN (SELECT ri.item_id FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id WHERE r.user_id = $1)
                  OR i.id IN (SELECT il.item_id FROM item_labels il JOIN labels l ON l.id = il.label_id WHERE l.user_id = $1)
             ) x GROUP BY shop",
        ),
        (
            json!({"table": "receipts", "aggregate": [{"fn": "count"}, {"fn": "sum", "column": "total"}],
                   "group_by": "lines.item.product.ancestors.name", "limit": 1000}),
            "WITH RECURSIVE anc(product_id, ancestor_id) AS (
               SELECT id, id FROM products
               UNION SELECT anc.product_id, p.parent_id FROM anc JOIN products p ON p.id = anc.ancestor_id
                     WHERE p.parent_id IS NOT NULL)
             SELECT name, ARRAY[count(*)::text, sum(total)::text] FROM (
               SELECT DISTINCT r.id, r.total, a.name FROM receipts r
               LEFT JOIN receipt_items ri ON ri.receipt_id = r.id
               LEFT JOIN items i ON i.id = ri.item_id
               LEFT JOIN anc ON anc.product_id = i.product_id
               LEFT JOIN products a ON a.id = anc.ancestor_id
               WHERE r.user_id = $1) x GROUP BY name",
        ),
    ];
    for (q, sql) in cases {
        let r = db.ok(user, q.clone()).await;
        assert!(!r.truncated, "{q}");
        let want = normalised(sql_groups(&db, sql, user).await);
        assert_eq!(groups(&r, 1), want, "{q}");
    }

    // Per label per month, mixed keys: compare with SQL in the data's time zone.
    let r = db
        .ok(
            user,
            json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount"},
                   "group_by": ["receipt.date:month", "item.labels.name"], "limit": 1000}),
        )
        .await;
    let rows: Vec<(String, Option<String>, String)> = sqlx::query_as(
        "SELECT to_char(month, 'YYYY-MM-DD'), name, sum(amount)::text FROM (
           SELECT DISTINCT ri.id, ri.amount, lb.name,
                  date_trunc('month', r.date AT TIME ZONE 'Europe/Moscow')::date AS month
           FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id AND r.user_id = $1
           LEFT JOIN (item_labels il JOIN labels lb ON lb.id = il.label_id AND lb.user_id = $1)
             ON il.item_id = ri.item_id) x GROUP BY month, name",
    )
    .bind(user.as_uuid())
    .fetch_all(&db.pool)
    .await
    .unwrap();
    let want: BTreeMap<String, Vec<String>> = rows
        .into_iter()
        .map(|(m, n, s)| {
            (
                format!("{m} | {}", n.unwrap_or_else(|| "null".into())),
                vec![receipts_query::result::normalize_decimal(&s)],
            )
        })
        .collect();
    assert_eq!(groups(&r, 2), want);

    // The documented overlap: per-label sums exceed the grand total.
    let per_label = db
        .ok(user, json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount"}, "group_by": "item.labels.name", "limit": 1000}))
        .await;
    let sum_of_groups: f64 = per_label.rows.iter().map(|row| row[1].text().parse::<f64>().unwrap()).sum();
    let grand = db.ok(user, json!({"table": "receipt_items", "aggregate": {"fn": "sum", "column": "amount"}})).await;
    let grand: f64 = grand.rows[0][0].text().parse().unwrap();
    assert!(sum_of_groups > grand + 0.001, "{sum_of_groups} vs {grand}");
}
