//! Schema migrations embedded in a binary.
//!
//! A service lists its SQL files (compiled in with `include_str!`) as
//! [`Embedded`] entries and hands them to sqlx's [`Migrator`] through
//! [`source`]: what `sqlx::migrate!` generates, without enabling sqlx's
//! `macros` feature for the whole workspace. History lives in sqlx's
//! `_sqlx_migrations`; concurrent starts are serialised by its advisory lock.
//!
//! Services start before Postgres may answer: [`run_with_retry`] is the one
//! start-up policy (wait for the database with back-off, fail at once on what
//! waiting cannot fix).

use std::{
    borrow::Cow,
    future::Future,
    path::Path,
    pin::Pin,
    time::{Duration, Instant},
};

use sqlx::{
    SqlSafeStr,
    error::BoxDynError,
    migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator},
};

/// `(version, description, file name, SQL)` of one migration.
pub type Embedded = (i64, &'static str, &'static str, &'static str);

/// A migration source over a service's embedded migrations.
#[derive(Debug, Clone, Copy)]
pub struct Source(pub &'static [Embedded]);

impl MigrationSource<'static> for Source {
    fn resolve(self) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async move {
            Ok(self
                .0
                .iter()
                .map(|(version, description, _, sql)| {
                    Migration::new(
                        *version,
                        Cow::Borrowed(*description),
                        MigrationType::Simple,
                        sql.into_sql_str(),
                        false,
                    )
                })
                .collect())
        })
    }
}

/// The migrator over `migrations`.
pub async fn migrator(migrations: &'static [Embedded]) -> Result<Migrator, MigrateError> {
    Migrator::new(Source(migrations)).await
}

/// Applies every pending migration; applied ones are checked against their checksums.
pub async fn run(pool: &sqlx::PgPool, migrations: &'static [Embedded]) -> Result<(), MigrateError> {
    migrator(migrations).await?.run(pool).await
}

/// First and longest pause between start-up attempts.
pub const RETRY_DELAYS: (Duration, Duration) = (Duration::from_millis(200), Duration::from_secs(5));

/// Applies migrations at start-up, waiting for the database: failures that
/// may pass by themselves ([`is_transient`]) are retried with exponential
/// back-off ([`RETRY_DELAYS`]) until `give_up_after` has passed (`None`:
/// forever); anything else (a changed migration, bad SQL) returns at once.
pub async fn run_with_retry(
    pool: &sqlx::PgPool,
    migrations: &'static [Embedded],
    give_up_after: Option<Duration>,
) -> Result<(), MigrateError> {
    let deadline = give_up_after.map(|d| Instant::now() + d);
    let mut delay = RETRY_DELAYS.0;
    loop {
        match run(pool, migrations).await {
            Ok(()) => return Ok(()),
            Err(e) if is_transient(&e) && deadline.is_none_or(|d| Instant::now() + delay < d) => {
                tracing::warn!(error = %e, retry_in_ms = delay.as_millis() as u64, "database not ready for migrations");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(RETRY_DELAYS.1);
            }
            Err(e) => return Err(e),
        }
    }
}

/// True when retrying may help: Postgres unreachable, starting or overloaded.
pub fn is_transient(e: &MigrateError) -> bool {
    matches!(e, MigrateError::Execute(inner) if crate::postgres::is_transient(inner))
}

/// Checks that every `.sql` file in `dir` is embedded, in order, with versions
/// 1, 2, … (services call this from a unit test so a new file cannot be forgotten).
pub fn check_embedded(dir: &Path, migrations: &[Embedded]) -> Result<(), String> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|n| n.ends_with(".sql"))
        .collect();
    files.sort();
    let embedded: Vec<&str> = migrations.iter().map(|m| m.2).collect();
    if files != embedded {
        return Err(format!("migration files {files:?} differ from the embedded list {embedded:?}"));
    }
    match migrations.iter().enumerate().find(|(i, m)| m.0 != *i as i64 + 1) {
        Some((i, m)) => Err(format!("migration #{i} has version {}, expected {}", m.0, i + 1)),
        None => Ok(()),
    }
}
