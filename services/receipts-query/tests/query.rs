//! The query tool against a real PostgreSQL: every operator on every column
//! type, relation paths, the category subtree, aggregates and typed errors,
//! checked against a hand-made dataset with known answers.

mod common;

use barb_common::ServiceError as _;
use common::fixture::{self, BAG, CHEESE, MILK, POTATO, R1_ID, R2_ID, R3_ID, R4_ID, a, b};
use common::{TestDb, column, sorted};
use receipts_query::{ErrorCode, QueryResult};
use serde_json::{Value, json};

async fn db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    fixture::load(&db.pool).await.expect("fixture");
    db
}

fn ids(r: &QueryResult) -> Vec<String> {
    sorted(column(r, "id"))
}

fn expect(list: &[&str]) -> Vec<String> {
    sorted(list.iter().map(|s| s.to_string()).collect())
}

/// `(column, op, value, matching receipts of user A)` over the receipts table.
fn receipt_cases() -> Vec<(&'static str, &'static str, Value, Vec<&'static str>)> {
    let all = vec![R1_ID, R2_ID, R3_ID];
    vec![
        // uuid
        ("id", "=", json!(R1_ID), vec![R1_ID]),
        ("id", "!=", json!(R1_ID), vec![R2_ID, R3_ID]),
        ("id", "IN", json!([R1_ID, R3_ID]), vec![R1_ID, R3_ID]),
        ("id", "IN", json!([R4_ID]), vec![]),
        ("id", "IN", json!([]), vec![]),
        ("id", "IS NULL", Value::Null, vec![]),
        ("id", "IS NOT NULL", Value::Null, all.clone()),
        // date: whole days, months and exact instants, in Moscow time
        ("date", "=", json!("2024-11-05"), vec![R1_ID]),
        ("date", "=", json!("2024-11"), vec![R1_ID]),
        ("date", "=", json!("2024-12"), vec![R2_ID]),
        ("date", "=", json!("2024-12-01"), vec![R2_ID]),
        ("date", "=", json!("2024"), all.clone()),
        ("date", "!=", json!("2024-11"), vec![R2_ID, R3_ID]),
        ("date", ">", json!("2024-11-05"), vec![R2_ID]),
        ("date", ">=", json!("2024-11-05"), vec![R1_ID, R2_ID]),
        ("date", "<", json!("2024-11-05"), vec![R3_ID]),
        ("date", "<=", json!("2024-11-05"), vec![R1_ID, R3_ID]),
        ("date", "<=", json!("2024-11"), vec![R1_ID, R3_ID]),
        ("date", ">", json!("2024-11-05T09:59:59+03:00"), vec![R1_ID, R2_ID]),
        ("date", "=", json!("2024-11-05T07:00:00Z"), vec![R1_ID]),
        ("date", "<", json!("2024-11-05 10:00"), vec![R3_ID]),
        ("date", "IN", json!(["2024-10-15", "2024-12-01"]), vec![R2_ID, R3_ID]),
        ("date", "IN", json!(["2024-11-05T10:00:00+03:00", "2024-10"]), vec![R1_ID, R3_ID]),
        ("date", "IN", json!([]), vec![]),
        ("date", "IS NULL", Value::Null, vec![]),
        ("date", "IS NOT NULL", Value::Null, all.clone()),
        // number (numeric)
        ("total", "=", json!(55), vec![R2_ID]),
        ("total", "=", json!("55.00"), vec![R2_ID]),
        ("total", "!=", json!(55), vec![R1_ID, R3_ID]),
        ("total", ">", json!(100), vec![R1_ID, R3_ID]),
        ("total", "<", json!(269.7), vec![R2_ID]),
        ("total", ">=", json!(269.7), vec![R1_ID, R3_ID]),
        ("total", "<=", json!(269.70), vec![R1_ID, R2_ID]),
        ("total", "IN", json!([55, 1000]), vec![R2_ID, R3_ID]),
        ("total", "IN", json!([]), vec![]),
        ("total", "IS NULL", Value::Null, vec![]),
        ("total", "IS NOT NULL", Value::Null, all.clone()),
        // number (integer)
        ("items_count", "=", json!(1), vec![R2_ID, R3_ID]),
        ("items_count", ">", json!(1), vec![R1_ID]),
        ("items_count", "<", json!(1.5), vec![R2_ID, R3_ID]),
        ("items_count", "IN", json!([2, 7]), vec![R1_ID]),
        // text
        ("shop", "=", json!("АШАН"), vec![R1_ID]),
        ("shop", "!=", json!("АШАН"), vec![R2_ID, R3_ID]),
        ("shop", "ILIKE", json!("%вкус%"), vec![R3_ID]),
        ("shop", "ILIKE", json!("пят_рочка"), vec![R2_ID]),
        ("shop", "ILIKE", json!("ашан"), vec![R1_ID]),
        ("shop", ">", json!("Б"), vec![R2_ID, R3_ID]),
        ("shop", "<", json!("Б"), vec![R1_ID]),
        ("shop", ">=", json!("ВкусВилл"), vec![R2_ID, R3_ID]),
        ("shop", "<=", json!("ВкусВилл"), vec![R1_ID, R3_ID]),
        ("shop", "IN", json!(["АШАН", "ВкусВилл", "Магнит"]), vec![R1_ID, R3_ID]),
        ("shop", "IN", json!([]), vec![]),
        ("shop", "IS NOT NULL", Value::Null, all.clone()),
        // nullable text
        ("receipt_number", "IS NULL", Value::Null, vec![R2_ID]),
        ("receipt_number", "IS NOT NULL", Value::Null, vec![R1_ID, R3_ID]),
        ("receipt_number", "=", json!("0001/00001"), vec![R1_ID]),
        ("receipt_number", "!=", json!("0001/00001"), vec![R3_ID]),
        ("receipt_number", "ILIKE", json!("0002/%"), vec![R3_ID]),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_operator_on_every_column_type() {
    let db = db().await;
    for (col, op, value, want) in receipt_cases() {
        let mut cond = json!({"column": col, "op": op});
        if !value.is_null() {
            cond["value"] = value.clone();
        }
        let r = db.ok(a(), json!({"table": "receipts", "where": [cond], "limit": 100})).await;
        assert_eq!(ids(&r), expect(&want), "{col} {op} {value}");
        assert_eq!(r.total_rows, want.len() as u64, "{col} {op} {value}");
        assert!(!r.truncated);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operators_that_do_not_fit_the_type_are_rejected() {
    let db = db().await;
    for (col, op, value) in [
        ("id", ">", json!(R1_ID)),
        ("id", "ILIKE", json!("%")),
        ("date", "ILIKE", json!("2024%")),
        ("total", "ILIKE", json!("1%")),
        ("items_count", "ILIKE", json!("1")),
    ] {
        let e =
            db.rejected(a(), json!({"table": "receipts", "where": [{"column": col, "op": op, "value": value}]})).await;
        assert_eq!(e.code, ErrorCode::InvalidOperator, "{col} {op}");
        assert!(e.hint.starts_with("operators for "), "{}", e.hint);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nullable_columns_of_other_tables() {
    let db = db().await;
    let roots = db
        .ok(a(), json!({"table": "products", "columns": ["name"], "where": [{"column": "parent_id", "op": "IS NULL"}]}))
        .await;
    assert_eq!(sorted(column(&roots, "name")), ["Молочные продукты", "Овощи"], "B's coffee category is not A's");
    let colourless = db
        .ok(a(), json!({"table": "labels", "columns": ["name"], "where": [{"column": "color", "op": "IS NULL"}]}))
        .await;
    assert_eq!(column(&colourless, "name"), ["Для детей"]);
    let uncategorised = db
        .ok(b(), json!({"table": "items", "columns": ["name"], "where": [{"column": "product_id", "op": "IS NULL"}]}))
        .await;
    assert_eq!(column(&uncategorised, "name"), [BAG]);
    let weighed = db
        .ok(
            a(),
            json!({"table": "receipt_items", "columns": ["item.name", "quantity"],
                   "where": [{"column": "quantity", "op": ">", "value": 2}, {"column": "quantity", "op": "<", "value": 3}]}),
        )
        .await;
    assert_eq!(column(&weighed, "item.name"), [POTATO]);
    assert_eq!(column(&weighed, "quantity"), ["2.5"], "quantities drop padding zeros");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn relation_paths_in_columns_filters_and_order() {
    let db = db().await;
    let r = db
        .ok(
            a(),
            json!({"table": "receipt_items",
                   "columns": ["receipt.date", "receipt.shop", "item.name", "item.product.name", "item.product.parent.name", "amount"],
                   "where": [{"column": "item.name", "op": "ILIKE", "value": "%молоко%"}],
                   "order_by": [{"column": "receipt.date", "direction": "desc"}]}),
        )
        .await;
    assert_eq!(column(&r, "receipt.shop"), ["Пятёрочка", "АШАН"]);
    assert_eq!(column(&r, "receipt.date"), ["2024-12-01T01:30:00+03:00", "2024-11-05T10:00:00+03:00"]);
    assert_eq!(column(&r, "item.product.name"), ["Молоко пастеризованное", "Молоко пастеризованное"]);
    assert_eq!(column(&r, "item.product.parent.name"), ["Молоко", "Молоко"]);
    assert_eq!(column(&r, "amount"), ["55.00", "179.80"]);
    assert_eq!(r.to_json()["rows"][1]["amount"], json!(179.8));

    let with_cheese = db
        .ok(
            a(),
            json!({"table": "receipts", "where": [{"column": "lines.item.name", "op": "ILIKE", "value": "%сыр%"}]}),
        )
        .await;
    assert_eq!(ids(&with_cheese), [R1_ID]);
    let breakfast = db
        .ok(a(), json!({"table": "items", "columns": ["name"], "where": [{"column": "labels.name", "op": "=", "value": "Завтрак"}]}))
        .await;
    assert_eq!(column(&breakfast, "name"), [MILK]);
    let bought_at_ashan = db
        .ok(a(), json!({"table": "items", "columns": ["name"], "where": [{"column": "lines.receipt.shop", "op": "=", "value": "АШАН"}]}))
        .await;
    assert_eq!(sorted(column(&bought_at_ashan, "name")), sorted(vec![MILK.to_string(), CHEESE.to_string()]));
    let labelled = db
        .ok(a(), json!({"table": "item_labels", "columns": ["item.name", "label.name", "label.color"], "order_by": ["label.name"]}))
        .await;
    assert_eq!(column(&labelled, "label.name"), ["Для детей", "Завтрак"]);
    assert_eq!(column(&labelled, "label.color"), ["null", "#F5A623"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn category_filter_covers_every_sub_category() {
    let db = db().await;
    let q = |name: &str| {
        json!({"table": "receipt_items", "columns": ["item.name"],
               "where": [{"column": "item.product.ancestors.name", "op": "=", "value": name}]})
    };
    let dairy = db.ok(a(), q("Молочные продукты")).await;
    assert_eq!(sorted(column(&dairy, "item.name")), sorted(vec![MILK.into(), MILK.into(), CHEESE.into()]));
    let milk = db.ok(a(), q("Молоко")).await;
    assert_eq!(column(&milk, "item.name"), [MILK, MILK]);
    let leaf = db.ok(a(), q("Молоко пастеризованное")).await;
    assert_eq!(leaf.total_rows, 2, "a category includes itself");
    let veg = db.ok(a(), q("Овощи")).await;
    assert_eq!(column(&veg, "item.name"), [POTATO]);
    let pattern = db
        .ok(
            a(),
            json!({"table": "receipt_items", "aggregate": [{"fn": "count"}],
                   "where": [{"column": "item.product.ancestors.name", "op": "IN", "value": ["Сыры", "Корнеплоды"]}]}),
        )
        .await;
    assert_eq!(pattern.rows[0][0].text(), "2");
    let receipts = db
        .ok(a(), json!({"table": "receipts", "where": [{"column": "lines.item.product.ancestors.name", "op": "=", "value": "Овощи"}]}))
        .await;
    assert_eq!(ids(&receipts), [R3_ID]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dairy_in_november_is_one_call() {
    let db = db().await;
    let q = json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                   "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"},
                             {"column": "receipt.date", "op": "=", "value": "2024-11"}]});
    let r = db.ok(a(), q).await;
    // R1: milk 179.80 + cheese 89.90. R2's milk was bought 01:30 on 1 December in Moscow.
    assert_eq!(r.rows, vec![vec![receipts_query::Cell::Decimal("269.70".into())]]);
    assert_eq!(r.model_response(), "receipt_items aggregate: sum(amount) = 269.70 RUB");
    // Independent check with hand-written SQL.
    let (check,): (String,) = sqlx::query_as(
        "SELECT sum(ri.amount)::text FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id \
         JOIN items i ON i.id = ri.item_id JOIN products p ON p.id = i.product_id \
         LEFT JOIN products p2 ON p2.id = p.parent_id LEFT JOIN products p3 ON p3.id = p2.parent_id \
         WHERE r.user_id = $1 AND 'Молочные продукты' IN (p.name, p2.name, p3.name) \
         AND date_trunc('month', r.date AT TIME ZONE 'Europe/Moscow') = '2024-11-01'",
    )
    .bind(a().as_uuid())
    .fetch_one(&db.pool)
    .await
    .unwrap();
    assert_eq!(check, "269.70");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn aggregates_group_order_and_type() {
    let db = db().await;
    let per_shop = db
        .ok(
            a(),
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}, {"fn": "count"}],
                        "group_by": ["receipt.shop"]}),
        )
        .await;
    assert_eq!(per_shop.to_json()["columns"], json!(["receipt.shop", "sum(amount)", "count(*)"]));
    assert_eq!(column(&per_shop, "receipt.shop"), ["ВкусВилл", "АШАН", "Пятёрочка"], "largest sum first");
    assert_eq!(column(&per_shop, "sum(amount)"), ["1000.00", "269.70", "55.00"]);
    assert_eq!(column(&per_shop, "count(*)"), ["1", "2", "1"]);
    assert_eq!((per_shop.total_rows, per_shop.truncated), (3, false));

    let per_month = db
        .ok(
            a(),
            json!({"table": "receipts", "aggregate": {"fn": "sum", "column": "total", "as": "spent"},
                        "group_by": "date:month"}),
        )
        .await;
    assert_eq!(column(&per_month, "date:month"), ["2024-10-01", "2024-11-01", "2024-12-01"]);
    assert_eq!(column(&per_month, "spent"), ["1000.00", "269.70", "55.00"]);

    let stats = db
        .ok(
            a(),
            json!({"table": "receipts", "aggregate": [
                {"fn": "avg", "column": "total"}, {"fn": "min", "column": "date"}, {"fn": "max", "column": "shop"},
                {"fn": "count_distinct", "column": "shop"}, {"fn": "count", "column": "receipt_number"},
                {"fn": "sum", "column": "items_count"}, {"fn": "max", "column": "total"}]}),
        )
        .await;
    assert_eq!(
        stats.rows[0].iter().map(|c| c.text()).collect::<Vec<_>>(),
        ["441.5667", "2024-10-15T12:00:00+03:00", "Пятёрочка", "3", "2", "4", "1000.00"]
    );

    let top = db
        .ok(
            a(),
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "quantity", "as": "qty"}],
                        "group_by": ["item.name"], "order_by": [{"column": "qty", "direction": "asc"}], "limit": 2}),
        )
        .await;
    assert_eq!(column(&top, "item.name"), [CHEESE, POTATO]);
    assert_eq!((top.total_rows, top.truncated), (3, true));

    let by_label_colour = db
        .ok(
            a(),
            json!({"table": "item_labels", "aggregate": [{"fn": "count"}], "group_by": ["label.color"],
                        "order_by": ["label.color"]}),
        )
        .await;
    assert_eq!(column(&by_label_colour, "label.color"), ["#F5A623", "null"], "NULL groups sort last");

    let empty = db
        .ok(
            a(),
            json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}, {"fn": "count"}],
                        "where": [{"column": "shop", "op": "=", "value": "Нет такого"}]}),
        )
        .await;
    assert_eq!(empty.rows[0].iter().map(|c| c.text()).collect::<Vec<_>>(), ["0", "0"]);
    let no_groups = db
        .ok(
            a(),
            json!({"table": "receipts", "aggregate": [{"fn": "count"}], "group_by": ["shop"],
                        "where": [{"column": "shop", "op": "IN", "value": []}]}),
        )
        .await;
    assert_eq!((no_groups.rows.len(), no_groups.total_rows), (0, 0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listing_limits_and_defaults() {
    let db = db().await;
    let r = db.ok(a(), json!({"table": "receipts"})).await;
    assert_eq!(column(&r, "id"), [R2_ID, R1_ID, R3_ID], "newest first by default");
    assert_eq!(r.to_json()["columns"], json!(["id", "date", "shop", "total", "receipt_number", "items_count"]));
    let one = db.ok(a(), json!({"table": "receipts", "limit": 1, "order_by": [{"column": "total"}]})).await;
    assert_eq!((column(&one, "id"), one.total_rows, one.truncated), (vec![R2_ID.to_string()], 3, true));
    for bad in [json!(0), json!(101), json!(-5), json!(1.5)] {
        assert_eq!(db.rejected(a(), json!({"table": "receipts", "limit": bad})).await.code, ErrorCode::LimitOutOfRange);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_errors_name_what_is_allowed() {
    let db = db().await;
    let e = db.rejected(a(), json!({"table": "reciepts"})).await;
    assert_eq!((e.code, e.location.as_str()), (ErrorCode::UnknownTable, "table"));
    assert!(e.hint.starts_with("did you mean 'receipts'?"), "{}", e.hint);
    let e = db.rejected(a(), json!({"table": "receipt_items", "columns": ["amount", "shop"]})).await;
    assert_eq!((e.code, e.location.as_str()), (ErrorCode::UnknownColumn, "columns[1]"));
    assert!(e.hint.starts_with("did you mean 'receipt.shop'?"), "{}", e.hint);
    let e =
        db.rejected(a(), json!({"table": "receipts", "where": [{"column": "shop", "op": "LIKE", "value": "%"}]})).await;
    assert_eq!(e.code, ErrorCode::InvalidOperator);
    let e = db
        .rejected(a(), json!({"table": "receipts", "where": [{"column": "total", "op": ">", "value": "много"}]}))
        .await;
    assert_eq!((e.code, e.location.as_str()), (ErrorCode::InvalidValue, "where[0].value"));
    assert!(e.message.contains("total is a number column"), "{}", e.message);
    let e =
        db.rejected(a(), json!({"table": "receipt_items", "aggregate": [{"fn": "median", "column": "amount"}]})).await;
    assert_eq!(e.code, ErrorCode::InvalidAggregate);
    assert!(e.hint.contains("count, count_distinct, sum, avg, min, max"), "{}", e.hint);
    let e = db.engine.query_text(a(), "not json").await.unwrap_err();
    assert_eq!(e.detail().code, "invalid_query");
}
