//! Schema migrations, embedded in the binary.
//!
//! The SQL files in `services/gateway/migrations/` are compiled in with
//! `include_str!` and given to sqlx's [`Migrator`] through a
//! [`MigrationSource`] — what `sqlx::migrate!` generates, without enabling
//! sqlx's `macros` feature for the whole workspace (the receipts-query crate
//! does the same). History lives in `_sqlx_migrations`; concurrent starts of
//! several instances are serialised by sqlx's advisory lock.

use std::{borrow::Cow, future::Future, pin::Pin};

use sqlx::{
    SqlSafeStr,
    error::BoxDynError,
    migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator},
};

/// `(version, description, file name, SQL)` of every migration, in order.
const MIGRATIONS: &[(i64, &str, &str, &str)] =
    &[(1, "conversations", "0001_conversations.sql", include_str!("../../migrations/0001_conversations.sql"))];

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

/// Applies every pending migration (applied ones are checked against their checksums).
pub async fn run(pool: &sqlx::PgPool) -> Result<(), MigrateError> {
    Migrator::new(Embedded).await?.run(pool).await
}

/// True when retrying may help (Postgres unreachable or starting).
pub fn is_transient(e: &MigrateError) -> bool {
    matches!(e, MigrateError::Execute(inner) if super::is_transient(inner))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_migrations_is_embedded_in_order() {
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
