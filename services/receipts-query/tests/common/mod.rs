//! Test helpers: one PostgreSQL cluster per test binary, shared by its tests
//! and stopped when the last test using it finishes (a reference count, so
//! nothing outlives the process), and a fresh migrated database per test.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};

use barb_tests::Postgres;
use receipts_query::{Engine, Options, UserId};
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

/// A fresh, migrated database of the shared cluster.
pub struct TestDb {
    /// Its URL.
    pub url: String,
    /// A pool on it.
    pub pool: PgPool,
    /// An engine with the default options (Europe/Moscow).
    pub engine: Engine,
    _guard: PgGuard,
}

impl TestDb {
    /// Creates and migrates a new database.
    pub async fn new() -> anyhow::Result<Self> {
        let (pg, guard) = tokio::task::block_in_place(acquire)?;
        let url = pg.fresh_database().await?;
        let pool = sqlx::postgres::PgPoolOptions::new().max_connections(4).connect(&url).await?;
        receipts_query::migrate::run(&pool).await?;
        let engine = Engine::new(pool.clone(), Options::default());
        Ok(Self { url, pool, engine, _guard: guard })
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
