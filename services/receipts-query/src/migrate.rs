//! Schema migrations, embedded in the binary.
//!
//! The SQL files in `migrations/` are compiled in and run through
//! `barb_common::migrations` (sqlx's migrator without the `macros` feature).

use barb_common::migrations::{self, Embedded};
use sqlx::migrate::{MigrateError, Migrator};

/// Every migration, in order.
const MIGRATIONS: &[Embedded] = &[
    (1, "receipts schema", "0001_receipts_schema.sql", include_str!("../migrations/0001_receipts_schema.sql")),
    (
        2,
        "reader role and row security",
        "0002_reader_role_and_row_security.sql",
        include_str!("../migrations/0002_reader_role_and_row_security.sql"),
    ),
];

/// The migrator over the embedded migrations.
pub async fn migrator() -> Result<Migrator, MigrateError> {
    migrations::migrator(MIGRATIONS).await
}

/// Applies every pending migration; already applied ones are checked against their checksums.
///
/// When every migration is already applied with the same checksum, nothing is
/// run at all: a read-only role (which may not even create sqlx's bookkeeping
/// table) can then start against a schema its owner migrated.
pub async fn run(pool: &sqlx::PgPool) -> Result<(), MigrateError> {
    let migrator = migrator().await?;
    if is_current(pool, &migrator).await {
        return Ok(());
    }
    migrator.run(pool).await
}

/// True when every embedded migration is applied with its checksum. Any error
/// (no bookkeeping table yet, no permission) means "not known to be current".
async fn is_current(pool: &sqlx::PgPool, migrator: &Migrator) -> bool {
    let applied: Vec<(i64, Vec<u8>)> =
        match sqlx::query_as("SELECT version, checksum FROM _sqlx_migrations WHERE success").fetch_all(pool).await {
            Ok(rows) => rows,
            Err(_) => return false,
        };
    migrator
        .iter()
        .filter(|m| m.migration_type.is_up_migration())
        .all(|m| applied.iter().any(|(version, checksum)| *version == m.version && checksum.as_slice() == &*m.checksum))
}

/// `(version, description)` of every successfully applied migration, in order.
pub async fn applied(pool: &sqlx::PgPool) -> Result<Vec<(i64, String)>, sqlx::Error> {
    sqlx::query_as("SELECT version, description FROM _sqlx_migrations WHERE success ORDER BY version")
        .fetch_all(pool)
        .await
}

/// Applies migrations at start-up, waiting up to `timeout` for the database
/// (the shared policy of [`migrations::run_with_retry`]).
///
/// A schema that is already current is left alone first, so a read-only login
/// (which cannot run sqlx's migrator at all) starts behind a separate
/// migration step. If the database does not answer that first check, the
/// shared retry loop takes over and applies migrations once it does — which a
/// read-only login cannot, so it then exits with the permission error.
pub async fn run_with_retry(pool: &sqlx::PgPool, timeout: std::time::Duration) -> Result<(), MigrateError> {
    if is_current(pool, &migrator().await?).await {
        return Ok(());
    }
    migrations::run_with_retry(pool, MIGRATIONS, Some(timeout)).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_file_in_migrations_is_embedded() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        barb_common::migrations::check_embedded(&dir, super::MIGRATIONS).unwrap();
    }
}
