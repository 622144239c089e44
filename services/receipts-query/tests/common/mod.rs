//! Test helpers: one PostgreSQL cluster per test binary, shared by its tests
//! and stopped when the last test using it finishes (a reference count, so
//! nothing outlives the process), and a fresh migrated database per test.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};

use barb_tests::Postgres;
use receipts_query::{EngineSettings, ReceiptsEngine, UserId};
use serde_json::Value;
use sqlx::PgPool;

pub mod fixture;

struct Shared {
    pg: Option<Arc<Postgres>>,
    users: usize,
}

static SHARED: Mutex<Shared> = Mutex::new(Shared { pg: None, users: 0 });

/// Keeps the shared cluster alive; the last guard dropped stops it.
pub struct PgGuard(Option<Arc<Postgres>>);

impl Drop for PgGuard {
    fn drop(&mut self) {
        let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        shared.users -= 1;
        if shared.users == 0 {
            shared.pg = None;
        }
        drop(shared);
        // If this was the last reference, Postgres::drop stops the server here.
        self.0.take();
    }
}

fn acquire() -> anyhow::Result<(Arc<Postgres>, PgGuard)> {
    let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
    if shared.pg.is_none() {
        shared.pg = Some(Arc::new(Postgres::start()?));
    }
    shared.users += 1;
    let pg = shared.pg.clone().expect("just set");
    Ok((pg.clone(), PgGuard(Some(pg))))
}

/// An empty, unmigrated database of the shared cluster (service start-up migrates it).
pub async fn empty_database() -> anyhow::Result<(String, PgGuard)> {
    let (pg, guard) = tokio::task::block_in_place(acquire)?;
    let url = pg.fresh_database().await?;
    Ok((url, guard))
}

/// The least-privilege login the tests' engines connect as: a member of
/// `barb_receipts_reader` and nothing else (created once per cluster).
pub const QUERY_LOGIN: &str = "barb_receipts_query_test";
const QUERY_PASSWORD: &str = "test-only-password";

/// A fresh, migrated database of the shared cluster.
pub struct TestDb {
    /// Its URL (the cluster's administrator: owns the schema, loads fixtures).
    pub url: String,
    /// The same database as [`QUERY_LOGIN`].
    pub query_url: String,
    /// An administrator's pool on it.
    pub pool: PgPool,
    /// A pool connected as [`QUERY_LOGIN`].
    pub query_pool: PgPool,
    /// An engine on `query_pool` with the default options (Europe/Moscow), so
    /// every query test also runs through the reader role and row-level security.
    pub engine: ReceiptsEngine,
    _guard: PgGuard,
}

impl TestDb {
    /// Creates and migrates a new database.
    pub async fn new() -> anyhow::Result<Self> {
        let (pg, guard) = tokio::task::block_in_place(acquire)?;
        let url = pg.fresh_database().await?;
        let pool = sqlx::postgres::PgPoolOptions::new().max_connections(4).connect(&url).await?;
        receipts_query::migrate::run(&pool).await?;
        let query_url = ensure_query_login(&pool, &url).await?;
        let query_pool = sqlx::postgres::PgPoolOptions::new().max_connections(4).connect(&query_url).await?;
        let engine = ReceiptsEngine::new(query_pool.clone(), EngineSettings::default());
        Ok(Self { url, query_url, pool, query_pool, engine, _guard: guard })
    }

    /// Runs a query and panics with the error if it fails.
    pub async fn ok(&self, user: UserId, q: Value) -> receipts_query::QueryResult {
        match self.engine.query(user, &q).await {
            Ok(r) => r,
            Err(e) => panic!("query {q} failed: {e:?}"),
        }
    }

    /// Runs a query that must be rejected and returns the error code.
    pub async fn rejected(&self, user: UserId, q: Value) -> receipts_query::QueryError {
        match self.engine.query(user, &q).await {
            Err(receipts_query::Error::Query(e)) => e,
            other => panic!("query {q} should be rejected, got {other:?}"),
        }
    }
}

/// The values of column `name` in `r`, as display text.
pub fn column(r: &receipts_query::QueryResult, name: &str) -> Vec<String> {
    let i = r.columns.iter().position(|c| c.name == name).unwrap_or_else(|| panic!("no column {name}"));
    r.rows.iter().map(|row| row[i].text()).collect()
}

/// Sorted copy.
pub fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Creates the cluster-wide `barb_receipts_reader` group role if missing, as a
/// deployment's role setup does before the first migration.
pub async fn ensure_reader_role(admin: &PgPool) -> anyhow::Result<()> {
    sqlx::raw_sql(
        "DO $$ BEGIN CREATE ROLE barb_receipts_reader NOLOGIN; \
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$",
    )
    .execute(admin)
    .await?;
    Ok(())
}

/// Creates [`QUERY_LOGIN`] if missing (roles are cluster-wide; tests race to
/// create it) and returns `url` with that login.
pub async fn ensure_query_login(admin: &PgPool, url: &str) -> anyhow::Result<String> {
    let create = format!(
        "DO $$ BEGIN CREATE ROLE {QUERY_LOGIN} LOGIN PASSWORD '{QUERY_PASSWORD}' IN ROLE barb_receipts_reader; \
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$"
    );
    sqlx::raw_sql(sqlx::AssertSqlSafe(create)).execute(admin).await?;
    Ok(with_login(url, QUERY_LOGIN, QUERY_PASSWORD))
}

/// `url` with its user (and password) replaced.
pub fn with_login(url: &str, user: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let host = match rest.split_once('@') {
        Some((_, host)) => host,
        None => rest,
    };
    format!("{scheme}://{user}:{password}@{host}")
}
