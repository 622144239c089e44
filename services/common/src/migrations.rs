//! Schema migrations embedded in a binary.
//!
//! A service lists its SQL files (compiled in with `include_str!`) as
//! [`Embedded`] entries and hands them to sqlx's [`Migrator`] through
//! [`source`]: what `sqlx::migrate!` generates, without enabling sqlx's
//! `macros` feature for the whole workspace. History lives in sqlx's
//! `_sqlx_migrations`; concurrent starts are serialised by its advisory lock.

use std::{borrow::Cow, future::Future, path::Path, pin::Pin};

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
