//! Schema migrations, embedded in the binary.
//!
//! The SQL files in `migrations/` are compiled in and run through
//! `barb_common::migrations` (sqlx's migrator without the `macros` feature).

use barb_common::migrations::{self, Embedded};
use sqlx::migrate::{MigrateError, Migrator};

/// Every migration, in order.
const MIGRATIONS: &[Embedded] =
    &[(1, "receipts schema", "0001_receipts_schema.sql", include_str!("../migrations/0001_receipts_schema.sql"))];

/// The migrator over the embedded migrations.
pub async fn migrator() -> Result<Migrator, MigrateError> {
    migrations::migrator(MIGRATIONS).await
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

/// Applies migrations at start-up, waiting up to `timeout` for the database
/// (the shared policy of [`migrations::run_with_retry`]).
pub async fn run_with_retry(pool: &sqlx::PgPool, timeout: std::time::Duration) -> Result<(), MigrateError> {
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
