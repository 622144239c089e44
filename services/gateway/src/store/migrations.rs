//! Schema migrations, embedded in the binary (see `barb_common::migrations`).

use barb_common::migrations::{self, Embedded};
use sqlx::migrate::MigrateError;

/// Every migration, in order.
const MIGRATIONS: &[Embedded] = &[
    (1, "conversations", "0001_conversations.sql", include_str!("../../migrations/0001_conversations.sql")),
    (2, "message bindings", "0002_message_bindings.sql", include_str!("../../migrations/0002_message_bindings.sql")),
    (3, "console sessions", "0003_console_sessions.sql", include_str!("../../migrations/0003_console_sessions.sql")),
    (4, "running turns", "0004_running_turns.sql", include_str!("../../migrations/0004_running_turns.sql")),
];

/// Applies every pending migration (applied ones are checked against their checksums).
pub async fn run(pool: &sqlx::PgPool) -> Result<(), MigrateError> {
    migrations::run(pool, MIGRATIONS).await
}

/// Applies migrations at start-up, waiting for Postgres as long as it takes
/// (the shared policy of [`migrations::run_with_retry`]); only errors that
/// waiting cannot fix come back.
pub async fn run_with_retry(pool: &sqlx::PgPool) -> Result<(), MigrateError> {
    migrations::run_with_retry(pool, MIGRATIONS, None).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_file_in_migrations_is_embedded_in_order() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        barb_common::migrations::check_embedded(&dir, super::MIGRATIONS).unwrap();
    }
}
