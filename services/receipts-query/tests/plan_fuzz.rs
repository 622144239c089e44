//! Property tests of the query planner and SQL builder: arbitrary JSON plans
//! never panic, and always give either a typed error or statements that keep
//! the builder's safety rules (user id as `$1` and scoped, every placeholder
//! bound, no request text in the SQL). A second property runs generated plans
//! on a real PostgreSQL (as the read-only login, under row-level security):
//! whatever the planner accepts must execute.
//!
//! Case counts: `RECEIPTS_FUZZ_CASES` (default 3000) for the pure property,
//! `RECEIPTS_FUZZ_DB_CASES` (default 200) for the database one. The long run
//! (see the crate docs, "Testing and fuzzing"):
//!
//! ```sh
//! RECEIPTS_FUZZ_CASES=10000000 cargo test --release -p receipts-query --test plan_fuzz \
//!     plans_never_panic -- --nocapture
//! ```

mod common;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use proptest::prelude::*;
use receipts_query::catalog::{self, ColumnType, RelationKind, Table};
use receipts_query::sql::{self, Dialect, Param, Statement};
use receipts_query::{Error, UserId, plan};
use serde_json::{Map, Value, json};

fn user() -> UserId {
    "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa".parse().unwrap()
}

/// A path of some table with what the planner should make of it.
#[derive(Clone, Debug)]
struct PathInfo {
    text: String,
    ty: ColumnType,
    /// Only to-one relations: usable everywhere.
    to_one: bool,
    /// Usable in `where` and `group_by` (at most one to-many relation, `ancestors` only last).
    many_ok: bool,
}

/// Every path reachable from `table` (up to four relations), classified from the catalogue.
fn paths(table: &'static Table) -> Vec<PathInfo> {
    fn walk(
        t: &'static Table,
        prefix: String,
        many: usize,
        after_ancestors: bool,
        depth: usize,
        out: &mut Vec<PathInfo>,
    ) {
        for c in t.columns {
            out.push(PathInfo {
                text: format!("{prefix}{}", c.name),
                ty: c.ty,
                to_one: many == 0 && !prefix.contains("ancestors."),
                many_ok: many <= 1,
            });
        }
        if depth == 4 || after_ancestors {
            return;
        }
        for r in t.relations {
            let (many, ancestors) = match r.kind {
                RelationKind::ToOne { .. } => (many, false),
                RelationKind::Ancestors => (many, true),
                _ => (many + 1, false),
            };
            walk(catalog::table(r.target).unwrap(), format!("{prefix}{}.", r.name), many, ancestors, depth + 1, out);
        }
    }
    let mut out = Vec::new();
    walk(table, String::new(), 0, false, 0, &mut out);
    out
}

const KEYS: &[&str] = &[
    "table",
    "columns",
    "where",
    "order_by",
    "limit",
    "aggregate",
    "group_by",
    "fn",
    "column",
    "op",
    "value",
    "as",
    "direction",
];
const OPS: &[&str] = &[
    "=",
    "!=",
    ">",
    "<",
    ">=",
    "<=",
    "ILIKE",
    "IN",
    "IS NULL",
    "IS NOT NULL",
    "==",
    "<>",
    "is  not null",
    "LIKE",
    "=>",
    "NOT IN",
    "in",
];
const FNS: &[&str] = &["count", "count_distinct", "sum", "avg", "min", "max", "COUNT", "summ", "median"];
const PERIODS: &[&str] = &[":day", ":week", ":month", ":year", ":decade", ":", "::month"];
const WORDS: &[&str] = &[
    "",
    " ",
    "*",
    "АШАН",
    "Пятёрочка",
    "Молочные продукты",
    "Завтрак",
    "%мол%",
    "a\\",
    "_",
    "%",
    "\0",
    "x'); DROP TABLE receipts; --",
    "2024",
    "2024-11",
    "2024-11-05",
    "2024-11-05T10:00:00+03:00",
    "2024-11-05 10:00",
    "0000-01-01",
    "2024-02-30",
    "9999-12-31",
    "12.50",
    ".5",
    "-0",
    "1e5",
    "NaN",
    "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f",
    "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
    "receipts",
    "receipt_items",
    "items",
    "products",
    "labels",
    "item_labels",
    "item..name",
    "a.b.c.d.e.f",
    "user_id",
    "asc",
    "desc",
];

/// Noise: a word, a key, an operator, arbitrary text.
fn name() -> BoxedStrategy<String> {
    let vocab: Vec<&'static str> = KEYS.iter().chain(OPS).chain(FNS).chain(WORDS).copied().collect();
    prop_oneof![
        4 => proptest::sample::select(vocab).prop_map(str::to_string),
        1 => "[a-z_.:]{0,24}",
        1 => ".{0,24}",
    ]
    .boxed()
}

/// Any JSON value.
fn value() -> BoxedStrategy<Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        any::<u64>().prop_map(|n| json!(n)),
        name().prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            proptest::collection::vec((name(), inner), 0..4).prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
    .boxed()
}

/// `good` most of the time, any JSON value now and then.
fn or_noise(good: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    prop_oneof![19 => good, 1 => value()].boxed()
}

fn text(s: BoxedStrategy<String>) -> BoxedStrategy<Value> {
    or_noise(prop_oneof![19 => s, 1 => name()].prop_map(Value::String).boxed())
}

/// A value of the kind a column of type `ty` compares with (and sometimes not).
fn typed_value(ty: ColumnType) -> BoxedStrategy<Value> {
    let good: BoxedStrategy<Value> = match ty {
        ColumnType::Uuid => prop_oneof![
            proptest::sample::select(
                &[
                    "00000000-0000-4000-8000-000000000001",
                    "20000000-0000-4000-8000-000000000001",
                    "10000000-0000-4000-8000-000000000002",
                    "40000000-0000-4000-8000-0000000000a1"
                ][..]
            )
            .prop_map(|s| json!(s)),
            any::<u128>().prop_map(|n| json!(uuid::Uuid::from_u128(n).to_string())),
        ]
        .boxed(),
        ColumnType::Timestamp => prop_oneof![
            (1990i32..2031).prop_map(|y| json!(y.to_string())),
            (1990i32..2031, 0u32..14).prop_map(|(y, m)| json!(format!("{y}-{m:02}"))),
            (1990i32..2031, 1u32..13, 0u32..33).prop_map(|(y, m, d)| json!(format!("{y}-{m:02}-{d:02}"))),
            (2020i32..2026, 1u32..13, 1u32..29, 0u32..24, -14i32..15)
                .prop_map(|(y, m, d, h, z)| json!(format!("{y}-{m:02}-{d:02}T{h:02}:30:00{z:+03}:00"))),
        ]
        .boxed(),
        ColumnType::Decimal | ColumnType::Integer => prop_oneof![
            (-1000i64..100_000).prop_map(|n| json!(n)),
            (-1000.0f64..100_000.0).prop_map(|f| json!(f)),
            (-1000i64..100_000, 0u32..100).prop_map(|(n, c)| json!(format!("{n}.{c:02}"))),
        ]
        .boxed(),
        ColumnType::Text => prop_oneof![
            proptest::sample::select(WORDS).prop_map(|s| json!(s)),
            "[а-яa-z%_ ]{0,12}".prop_map(|s| json!(s)),
        ]
        .boxed(),
    };
    or_noise(good)
}

/// An object from `fields` (each present with probability `presence`/4), sometimes with a stray key.
fn object(fields: Vec<(&'static str, BoxedStrategy<Value>, u8)>) -> BoxedStrategy<Value> {
    let picks = proptest::collection::vec(0u8..4, fields.len());
    let values: Vec<BoxedStrategy<Value>> = fields.iter().map(|(_, s, _)| s.clone()).collect();
    let keys: Vec<(&'static str, u8)> = fields.iter().map(|(k, _, p)| (*k, *p)).collect();
    (picks, values, proptest::option::weighted(0.03, (name(), value())))
        .prop_map(move |(picks, values, stray)| {
            let mut m = Map::new();
            for ((k, presence), v) in keys.iter().zip(values).zip(picks).map(|((k, v), p)| ((k, p < k.1), v)) {
                if presence {
                    m.insert(k.0.to_string(), v);
                }
            }
            if let Some((k, v)) = stray {
                m.insert(k, v);
            }
            Value::Object(m)
        })
        .boxed()
}

fn list(item: BoxedStrategy<Value>, max: usize) -> BoxedStrategy<Value> {
    or_noise(
        prop_oneof![9 => proptest::collection::vec(item.clone(), 0..max).prop_map(Value::Array), 1 => item].boxed(),
    )
}

/// A query over `t`, shaped like the grammar and mostly valid, every part sometimes wrong.
fn table_query(t: &'static Table) -> BoxedStrategy<Value> {
    let all = paths(t);
    let to_one: Vec<PathInfo> = all.iter().filter(|p| p.to_one).cloned().collect();
    let filterable: Vec<PathInfo> = all.iter().filter(|p| p.many_ok).cloned().collect();
    let any_path: Vec<PathInfo> = all.clone();
    let column = text(proptest::sample::select(to_one.iter().map(|p| p.text.clone()).collect::<Vec<_>>()).boxed());
    let condition =
        prop_oneof![9 => proptest::sample::select(filterable.clone()), 1 => proptest::sample::select(any_path)]
            .prop_flat_map(|p| {
                let op =
                    prop_oneof![12 => proptest::sample::select(OPS[..10].to_vec()), 1 => proptest::sample::select(OPS)];
                (Just(p), op)
            })
            .prop_flat_map(|(p, op)| {
                let v = match op {
                    "IN" | "in" => list(typed_value(p.ty), 4),
                    "IS NULL" | "IS NOT NULL" | "is  not null" => {
                        prop_oneof![9 => Just(Value::Null), 1 => value()].boxed()
                    }
                    _ => typed_value(p.ty),
                };
                object(vec![
                    ("column", text(Just(p.text).boxed()), 4),
                    ("op", text(Just(op.to_string()).boxed()), 4),
                    ("value", v, 3),
                ])
            })
            .boxed();
    let group = prop_oneof![
        3 => proptest::sample::select(filterable).prop_flat_map(|p| {
            let suffix: BoxedStrategy<String> = if p.ty == ColumnType::Timestamp {
                prop_oneof![Just(String::new()), proptest::sample::select(PERIODS).prop_map(str::to_string)].boxed()
            } else {
                prop_oneof![9 => Just(String::new()), 1 => proptest::sample::select(PERIODS).prop_map(str::to_string)].boxed()
            };
            suffix.prop_map(move |s| format!("{}{s}", p.text))
        }),
        1 => proptest::sample::select(to_one.iter().map(|p| p.text.clone()).collect::<Vec<_>>()),
    ]
    .boxed();
    let numeric: Vec<String> = to_one
        .iter()
        .filter(|p| matches!(p.ty, ColumnType::Decimal | ColumnType::Integer))
        .map(|p| p.text.clone())
        .collect();
    let agg_column = if numeric.is_empty() {
        column.clone()
    } else {
        prop_oneof![column.clone(), text(proptest::sample::select(numeric).boxed())].boxed()
    };
    let aggregate = object(vec![
        ("fn", text(proptest::sample::select(FNS).prop_map(str::to_string).boxed()), 4),
        ("column", agg_column, 3),
        ("as", text("[a-z]{1,8}".boxed()), 1),
    ]);
    let direction = text(proptest::sample::select(&["asc", "desc", "DESC", "up"][..]).prop_map(str::to_string).boxed());
    let order = prop_oneof![
        3 => object(vec![("column", column.clone(), 4), ("direction", direction, 2)]),
        1 => column.clone(),
    ]
    .boxed();
    let limit = or_noise(prop_oneof![(1i64..120).prop_map(|n| json!(n)), (-2i64..1200).prop_map(|n| json!(n))].boxed());
    let listing = object(vec![
        ("table", Just(json!(t.name)).boxed(), 4),
        ("columns", list(column.clone(), 5), 2),
        ("where", list(condition.clone(), 4), 2),
        ("order_by", list(order.clone(), 3), 1),
        ("limit", limit.clone(), 1),
    ]);
    let aggregated = object(vec![
        ("table", Just(json!(t.name)).boxed(), 4),
        ("aggregate", list(aggregate, 3), 4),
        ("group_by", list(text(group), 3), 3),
        ("where", list(condition, 4), 2),
        ("order_by", list(order, 2), 1),
        ("limit", limit, 1),
    ]);
    prop_oneof![listing, aggregated].boxed()
}

/// A query object of any table.
fn query() -> BoxedStrategy<Value> {
    let tables: Vec<BoxedStrategy<Value>> = catalog::TABLES.iter().map(table_query).collect();
    proptest::strategy::Union::new(tables).boxed()
}

/// The builder's safety rules, checked on one statement.
fn check_statement(s: &Statement) -> Result<(), TestCaseError> {
    prop_assert_eq!(&s.params[0], &Param::Uuid(user().as_uuid()), "$1 is the user");
    prop_assert!(s.sql.contains("user_id = $1"), "the base table is scoped: {}", s.sql);
    // Every placeholder refers to a bound parameter, and every parameter is used.
    let mut used = vec![false; s.params.len()];
    let bytes = s.sql.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'$' {
            let digits: String = s.sql[i + 1..].chars().take_while(char::is_ascii_digit).collect();
            let n: usize = digits.parse().map_err(|_| TestCaseError::fail(format!("bare $ in {}", s.sql)))?;
            prop_assert!(n >= 1 && n <= s.params.len(), "${} of {} params: {}", n, s.params.len(), s.sql);
            used[n - 1] = true;
            i += digits.len();
        }
        i += 1;
    }
    prop_assert!(used.iter().all(|u| *u), "unused parameter in {}", s.sql);
    // No request text is spliced in: the builder's text is ASCII (request values
    // in these tests are mostly not), has no statement separator or comment, and
    // quotes nothing but its own literals.
    prop_assert!(s.sql.is_ascii(), "non-ASCII text in the SQL: {}", s.sql);
    prop_assert!(!s.sql.contains(';') && !s.sql.contains("--") && !s.sql.contains("/*"), "{}", s.sql);
    let stripped = ["'day'", "'week'", "'month'", "'year'"].iter().fold(s.sql.clone(), |t, lit| t.replace(lit, ""));
    prop_assert!(!stripped.contains('\''), "a quoted literal not from the builder: {}", s.sql);
    prop_assert_eq!(s.sql.matches('(').count(), s.sql.matches(')').count(), "unbalanced: {}", &s.sql);
    Ok(())
}

static ACCEPTED: AtomicU64 = AtomicU64::new(0);

fn check_plan(q: &Value) -> Result<(), TestCaseError> {
    let tz = chrono_tz::Europe::Moscow;
    match plan::parse(q, tz) {
        Ok(p) => {
            ACCEPTED.fetch_add(1, Ordering::Relaxed);
            let dialect = Dialect { tz, ilike_collation: Some("und-x-icu") };
            let st = sql::build(&p, user(), dialect);
            check_statement(&st.main)?;
            if let Some(c) = &st.count {
                check_statement(c)?;
            }
            prop_assert_eq!(st.types.len(), p.output_names().len());
        }
        Err(e) => {
            prop_assert!(!e.message.is_empty());
            prop_assert!(e.message.len() < 2_000 && e.hint.len() < 4_000, "bounded error text: {e:?}");
            prop_assert!(e.location.len() < 200, "{}", e.location);
        }
    }
    // The text path agrees with the object path.
    let text = q.to_string();
    if text.len() <= plan::MAX_QUERY_BYTES {
        let (a, b) =
            (plan::parse(q, tz).map(|p| p.output_names()), plan::parse_text(&text, tz).map(|p| p.output_names()));
        prop_assert_eq!(a.map_err(|e| e.code), b.map_err(|e| e.code));
    }
    Ok(())
}

#[test]
fn plans_never_panic() {
    let n = barb_fuzz::env_u32("RECEIPTS_FUZZ_CASES", 3000);
    let mut runner = barb_fuzz::runner(n);
    let started = Instant::now();
    let strategy = prop_oneof![
        18 => query(),
        1 => value(),
        1 => object(vec![("table", text(proptest::sample::select(catalog::table_names()).prop_map(str::to_string).boxed()), 3),
                         ("columns", value(), 2), ("where", value(), 2), ("aggregate", value(), 2), ("group_by", value(), 2)]),
    ];
    runner.run(&strategy, |q| check_plan(&q)).unwrap();
    // Arbitrary text, not JSON: parse_text must answer, typed.
    let mut runner = barb_fuzz::runner((n / 10).max(100));
    runner
        .run(&"\\PC{0,300}", |t| {
            if let Err(e) = plan::parse_text(&t, chrono_tz::UTC) {
                prop_assert!(!e.message.is_empty());
            }
            Ok(())
        })
        .unwrap();
    let accepted = ACCEPTED.load(Ordering::Relaxed);
    println!(
        "plans_never_panic: {n} plans ({accepted} accepted, {} rejected with typed errors) + {} texts in {:.1} s",
        u64::from(n) - accepted,
        (n / 10).max(100),
        started.elapsed().as_secs_f64()
    );
    // The generator must reach both outcomes, or the property says little.
    assert!(accepted * 20 >= u64::from(n), "only {accepted} of {n} generated plans were valid");
    assert!(accepted < u64::from(n), "no generated plan was rejected");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepted_plans_execute_on_postgres() {
    let db = common::TestDb::new().await.unwrap();
    common::fixture::load(&db.pool).await.unwrap();
    let n = barb_fuzz::env_u32("RECEIPTS_FUZZ_DB_CASES", 200);
    let mut runner = barb_fuzz::runner(n);
    let handle = tokio::runtime::Handle::current();
    let executed = std::cell::Cell::new(0u32);
    tokio::task::block_in_place(|| {
        runner
            .run(&query(), |q| {
                let Ok(p) = plan::parse(&q, db.engine.settings().time_zone) else { return Ok(()) };
                executed.set(executed.get() + 1);
                match handle.block_on(db.engine.run(common::fixture::a(), &p)) {
                    Ok(r) => prop_assert!(r.rows.len() as u64 <= u64::from(p.limit)),
                    // Only a timeout may stop a valid plan; anything else is invalid SQL.
                    Err(Error::Timeout(_)) => {}
                    Err(e) => return Err(TestCaseError::fail(format!("{q} failed in PostgreSQL: {e:?}"))),
                }
                Ok(())
            })
            .unwrap();
    });
    let executed = executed.get();
    assert!(executed * 20 >= n, "only {executed} of {n} generated plans were valid");
}
