//! Schema migrations, embedded in the binary.
//!
//! The SQL files in `migrations/` are compiled in with `include_str!` and fed
//! to sqlx's [`Migrator`] through a [`MigrationSource`], which is what
//! `sqlx::migrate!` does too, without enabling sqlx's `macros` feature for the
//! whole workspace. The history table is sqlx's usual `_sqlx_migrations`, and
//! concurrent starts are serialised by sqlx's advisory lock.

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::SqlSafeStr;
use sqlx::error::BoxDynError;
use sqlx::migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator};

/// `(version, description, file name, SQL)` of every migration, in order.
const MIGRATIONS: &[(i64, &str, &str, &str)] =
    &[(1, "receipts schema", "0001_receipts_schema.sql", include_str!("../migrations/0001_receipts_schema.sql"))];

/// The embedded migrations as a sqlx source.
#[derive(Debug, Clone, Copy)]
struct Embedded;

impl MigrationSource<'static> for Embedded {
    fn resolve(self) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 'static>> {
        Box::pin(async {
            Ok(MIGRATIONS
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

/// The migrator over the embedded migrations.
pub async fn migrator() -> Result<Migrator, MigrateError> {
    Migrator::new(Embedded).await
}

/// Applies every pending migration; already applied ones are checked against their checksums.
pub async fn run(pool: &sqlx::PgPool) -> Result<(), MigrateError> {
    migrator().await?.run(pool).await
}

/// `(version, description)` of every successfully applied migration, in order.
pub async fn applied(pool: &sqlx::PgPool) -> Result<Vec<(i64, String)>, sqlx::Error> {
    sqlx::query_as("SELECT version, description FROM _sqlx_migrations WHERE success ORDER BY version")
        .fetch_all(pool)
        .await
}

/// Applies migrations at start-up, retrying while the database is unreachable
/// or still starting (services may start before Postgres) for up to `timeout`.
/// Errors that retrying cannot fix (a changed migration, bad SQL) fail at once.
pub async fn run_with_retry(pool: &sqlx::PgPool, timeout: std::time::Duration) -> Result<(), MigrateError> {
    let deadline = std::time::Instant::now() + timeout;
    let mut delay = std::time::Duration::from_millis(200);
    loop {
        match run(pool).await {
            Ok(()) => return Ok(()),
            Err(e) if is_transient(&e) && std::time::Instant::now() + delay < deadline => {
                tracing::warn!(error = %e, retry_in_ms = delay.as_millis() as u64, "database not ready for migrations");
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(std::time::Duration::from_secs(5));
            }
            Err(e) => return Err(e),
        }
    }
}

/// Connection failures and "starting up / shutting down" states (SQLSTATE classes 08 and 57P).
fn is_transient(e: &MigrateError) -> bool {
    match e {
        MigrateError::Execute(inner) => match inner {
            sqlx::Error::Database(db) => db.code().is_some_and(|c| c.starts_with("08") || c.starts_with("57P")),
            sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::Tls(_) => true,
            _ => false,
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_migrations_is_embedded() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".sql"))
            .collect();
        files.sort();
        let embedded: Vec<&str> = MIGRATIONS.iter().map(|m| m.2).collect();
        assert_eq!(files, embedded, "add new migration files to MIGRATIONS");
        for (i, (version, ..)) in MIGRATIONS.iter().enumerate() {
            assert_eq!(*version, i as i64 + 1);
        }
    }
}
