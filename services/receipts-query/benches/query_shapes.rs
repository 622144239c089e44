//! Latency of each query shape at ~1M receipt lines: `cargo bench -p receipts-query`.
//!
//! Starts a throwaway PostgreSQL (or uses `DATABASE_URL`), seeds
//! `BENCH_USERS` × `BENCH_RECEIPTS_PER_USER` receipts (default 10 × 11,100 ≈
//! 1M lines), then runs every shape `BENCH_ITERATIONS` times (default 100)
//! through the library, rotating over the users, and prints p50/p99/mean in
//! milliseconds. `BENCH_EXPLAIN=1` also prints each shape's plans. Engine settings
//! come from the service's variables (e.g. `RECEIPTS_RANDOM_PAGE_COST=off`).
//!
//! Not a test: `harness = false`, so `cargo test` never runs it.

use std::time::{Duration, Instant};

use receipts_query::seed::{self, SeedOptions};
use receipts_query::sql::{self, Param};
use receipts_query::{ReceiptsEngine, UserId, plan};
use serde_json::{Value, json};

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn shapes() -> Vec<(&'static str, Value)> {
    vec![
        ("latest receipts (default listing)", json!({"table": "receipts"})),
        (
            "receipts: shop + month, by total",
            json!({"table": "receipts", "where": [{"column": "shop", "op": "=", "value": "Пятёрочка"},
                   {"column": "date", "op": "=", "value": "2024-11"}], "order_by": [{"column": "total", "direction": "desc"}]}),
        ),
        (
            "lines: item ILIKE, with receipt columns",
            json!({"table": "receipt_items", "columns": ["receipt.date", "receipt.shop", "item.name", "amount"],
                   "where": [{"column": "item.name", "op": "ILIKE", "value": "%молоко%"}],
                   "order_by": [{"column": "receipt.date", "direction": "desc"}]}),
        ),
        (
            "sum: dairy subtree in November",
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                   "where": [{"column": "item.product.ancestors.name", "op": "=", "value": "Молочные продукты"},
                             {"column": "receipt.date", "op": "=", "value": "2024-11"}]}),
        ),
        (
            "sum per shop (all time)",
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}], "group_by": ["receipt.shop"]}),
        ),
        (
            "sum per month (receipts)",
            json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}], "group_by": ["date:month"]}),
        ),
        (
            "sum+count per category, one year",
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}, {"fn": "count"}],
                   "group_by": ["item.product.parent.name"], "where": [{"column": "receipt.date", "op": "=", "value": "2024"}]}),
        ),
        (
            "top 10 items by count",
            json!({"table": "receipt_items", "aggregate": [{"fn": "count"}], "group_by": ["item.name"], "limit": 10}),
        ),
        (
            "items with a label",
            json!({"table": "items", "where": [{"column": "labels.name", "op": "=", "value": "Завтрак"}]}),
        ),
        (
            "receipts containing an item",
            json!({"table": "receipts", "where": [{"column": "lines.item.name", "op": "ILIKE", "value": "%кофе%"}]}),
        ),
        ("categories listing", json!({"table": "products", "limit": 100})),
        (
            "sum per label (to-many group)",
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}], "group_by": ["item.labels.name"]}),
        ),
        (
            "sum per category subtree, one year",
            json!({"table": "receipt_items", "aggregate": [{"fn": "sum", "column": "amount"}],
                   "group_by": ["item.product.ancestors.name"], "where": [{"column": "receipt.date", "op": "=", "value": "2024"}]}),
        ),
    ]
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

fn report(name: &str, mut samples: Vec<Duration>, rows: u64) {
    samples.sort();
    let mean = samples.iter().map(Duration::as_secs_f64).sum::<f64>() / samples.len() as f64 * 1000.0;
    println!(
        "{name:<42} {:>8.2} {:>8.2} {:>8.2} {:>10}",
        percentile(&samples, 0.5),
        percentile(&samples, 0.99),
        mean,
        rows
    );
}

async fn explain(pool: &sqlx::PgPool, engine: &ReceiptsEngine, user: UserId, q: &Value) -> anyhow::Result<String> {
    let plan = plan::parse(q, engine.settings().time_zone)?;
    let stmts = sql::build(&plan, user, engine.dialect().await?);
    let mut out = String::new();
    // Explain what the engine runs: as the reader role, under row-level security.
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT set_config('role', $1, true), set_config($2, $3, true)")
        .bind(receipts_query::roles::READER_ROLE)
        .bind(receipts_query::roles::CALLER_SETTING)
        .bind(user.as_uuid().to_string())
        .execute(&mut *tx)
        .await?;
    for stmt in std::iter::once(&stmts.main).chain(stmts.count.as_ref()) {
        let text = format!("EXPLAIN (ANALYZE, COSTS OFF) {}", stmt.sql);
        let mut query = sqlx::query_scalar::<_, String>(sqlx::AssertSqlSafe(text)).persistent(false);
        for p in stmt.params.clone() {
            query = match p {
                Param::Uuid(u) => query.bind(u),
                Param::Text(s) => query.bind(s),
                Param::Instant(t) => query.bind(t),
                Param::UuidList(v) => query.bind(v),
                Param::TextList(v) => query.bind(v),
                Param::InstantList(v) => query.bind(v),
            };
        }
        out.push_str(&query.fetch_all(&mut *tx).await?.join("\n"));
        out.push('\n');
    }
    tx.rollback().await?;
    Ok(out)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> anyhow::Result<()> {
    let users: u32 = env_or("BENCH_USERS", 10);
    let per_user: u32 = env_or("BENCH_RECEIPTS_PER_USER", 11_100);
    let iterations: usize = env_or("BENCH_ITERATIONS", 100);
    let pg = tokio::task::spawn_blocking(barb_tests::Postgres::start).await??;
    let url = pg.fresh_database().await?;
    let pool = sqlx::postgres::PgPoolOptions::new().max_connections(4).connect(&url).await?;
    receipts_query::migrate::run(&pool).await?;

    let started = Instant::now();
    let seeded = seed::seed(&pool, &SeedOptions { users, receipts_per_user: per_user, seed: 1 }).await?;
    println!(
        "seeded {} receipts, {} receipt_items, {} items for {} users in {:.1} s",
        seeded.receipts,
        seeded.receipt_items,
        seeded.items,
        users,
        started.elapsed().as_secs_f64()
    );

    // RECEIPTS_RANDOM_PAGE_COST=off etc. reproduce other settings.
    let engine = ReceiptsEngine::new(pool.clone(), receipts_query::config::settings_from_env()?);
    let explain_plans = std::env::var("BENCH_EXPLAIN").is_ok_and(|v| v == "1");
    println!("{:<42} {:>8} {:>8} {:>8} {:>10}", "shape (ms)", "p50", "p99", "mean", "total_rows");
    for (name, q) in shapes() {
        // Warm-up: caches, prepared statements, the collation probe.
        for u in &seeded.users {
            engine.query(*u, &q).await?;
        }
        let mut samples = Vec::with_capacity(iterations);
        let mut rows = 0;
        for i in 0..iterations {
            let user = seeded.users[i % seeded.users.len()];
            let t = Instant::now();
            let r = engine.query(user, &q).await?;
            samples.push(t.elapsed());
            rows = r.total_rows;
        }
        report(name, samples, rows);
        if explain_plans {
            println!("{}\n", explain(&pool, &engine, seeded.users[0], &q).await?);
        }
    }
    let mut samples = Vec::with_capacity(iterations);
    for i in 0..iterations {
        let t = Instant::now();
        engine.describe(seeded.users[i % seeded.users.len()]).await?;
        samples.push(t.elapsed());
    }
    report("describe_data", samples, 0);
    drop(pool);
    drop(pg);
    Ok(())
}
