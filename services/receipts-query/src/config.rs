//! Settings from the environment, shared by the service binary and the CLI.
//!
//! Two database URLs keep the service least-privileged (see [`roles`](crate::roles)):
//! `DATABASE_URL` is the login queries use (a member of `barb_receipts_reader`,
//! nothing more), `MIGRATION_DATABASE_URL` the schema owner that applies
//! migrations. Without the latter, `DATABASE_URL` is used for migrations too,
//! which only works when that login owns the schema (development).

use std::time::Duration;

use barb_common::config::{self, ConfigError};
use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};

use crate::engine::{DEFAULT_RANDOM_PAGE_COST, DEFAULT_STATEMENT_TIMEOUT, DEFAULT_TIME_ZONE, EngineSettings};

/// Engine settings from `RECEIPTS_TIME_ZONE` (IANA name, default Europe/Moscow),
/// `RECEIPTS_STATEMENT_TIMEOUT_MS` (default 10000) and
/// `RECEIPTS_RANDOM_PAGE_COST` (default 1.1; `off` keeps the server's value).
pub fn settings_from_env() -> Result<EngineSettings, ConfigError> {
    let random_page_cost = match config::var("RECEIPTS_RANDOM_PAGE_COST").as_deref() {
        Some("off") => None,
        _ => {
            let cost: f64 =
                config::parse_or("RECEIPTS_RANDOM_PAGE_COST", DEFAULT_RANDOM_PAGE_COST, "a positive number or off")?;
            if !(cost.is_finite() && cost > 0.0) {
                return Err(ConfigError {
                    name: "RECEIPTS_RANDOM_PAGE_COST".into(),
                    value: cost.to_string(),
                    expected: "a positive number or off".into(),
                });
            }
            Some(cost)
        }
    };
    Ok(EngineSettings {
        random_page_cost,
        time_zone: config::parse_or("RECEIPTS_TIME_ZONE", DEFAULT_TIME_ZONE, "an IANA time zone like Europe/Moscow")?,
        statement_timeout: config::millis_or(
            "RECEIPTS_STATEMENT_TIMEOUT_MS",
            DEFAULT_STATEMENT_TIMEOUT.as_millis() as u64,
        )?,
    })
}

/// A lazily connecting pool for `url` (`DATABASE_URL`) with
/// `DATABASE_MAX_CONNECTIONS` (default 16) connections; acquiring fails after
/// `DATABASE_ACQUIRE_TIMEOUT_MS` (default 5000) so an outage surfaces as
/// UNAVAILABLE instead of a hang.
pub fn pool_from_env(url: &str) -> Result<PgPool, PoolConfigError> {
    let max: u32 = config::parse_or("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?;
    lazy_pool(url, max, "DATABASE_URL")
}

/// A small pool for migrating and seeding as the schema owner: `url` is
/// `MIGRATION_DATABASE_URL` (or `DATABASE_URL` where that one is used for both).
pub fn migration_pool(url: &str, variable: &'static str) -> Result<PgPool, PoolConfigError> {
    lazy_pool(url, 2, variable)
}

fn lazy_pool(url: &str, max: u32, variable: &'static str) -> Result<PgPool, PoolConfigError> {
    check_scheme(url, variable)?;
    let acquire: Duration = config::millis_or("DATABASE_ACQUIRE_TIMEOUT_MS", 5_000)?;
    PgPoolOptions::new()
        .max_connections(max)
        .acquire_timeout(acquire)
        .connect_lazy(url)
        .map_err(|source| PoolConfigError::Url { variable, source })
}

/// sqlx accepts any scheme (`localhost:5432/db` parses with scheme `localhost`);
/// insist on PostgreSQL's so a typo is named as such.
fn check_scheme(url: &str, variable: &'static str) -> Result<(), PoolConfigError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(())
    } else {
        Err(PoolConfigError::Scheme { variable })
    }
}

/// A pool could not be configured.
#[derive(Debug, thiserror::Error)]
pub enum PoolConfigError {
    /// A variable had a bad value.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The URL does not start with `postgres://` or `postgresql://`.
    #[error(
        "{variable} is not a valid PostgreSQL URL: it must start with postgres:// (postgres://user:password@host:port/database)"
    )]
    Scheme {
        /// The variable (or option) the URL came from.
        variable: &'static str,
    },
    /// The URL is not a PostgreSQL URL.
    #[error("{variable} is not a valid PostgreSQL URL (expected postgres://user:password@host:port/database)")]
    Url {
        /// The variable (or option) the URL came from.
        variable: &'static str,
        /// Why it was rejected.
        #[source]
        source: sqlx::Error,
    },
}

/// Connects once to `url` and closes again, so a command-line tool can say
/// which server it could not reach and why, instead of a pool's timeout.
pub async fn check_connection(url: &str, variable: &'static str, timeout: Duration) -> Result<(), ConnectError> {
    check_scheme(url, variable).map_err(ConnectError::Url)?;
    let options: PgConnectOptions =
        url.parse().map_err(|source| ConnectError::Url(PoolConfigError::Url { variable, source }))?;
    let target = format!(
        "{}@{}:{}/{}",
        options.get_username(),
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or(options.get_username())
    );
    match tokio::time::timeout(timeout, PgConnection::connect_with(&options)).await {
        Ok(Ok(conn)) => {
            let _ = conn.close().await;
            Ok(())
        }
        Ok(Err(source)) => Err(ConnectError::Refused { variable, target, source }),
        Err(_) => Err(ConnectError::NoAnswer { variable, target, ms: timeout.as_millis() as u64 }),
    }
}

/// The database named by a URL could not be reached.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// The URL does not parse.
    #[error(transparent)]
    Url(PoolConfigError),
    /// The server refused or failed the connection (down, wrong password, no such database).
    #[error("cannot connect to the receipts database {target} ({variable})")]
    Refused {
        /// Where the URL came from.
        variable: &'static str,
        /// `user@host:port/database` (never the password).
        target: String,
        /// Why.
        #[source]
        source: sqlx::Error,
    },
    /// Nothing answered in time.
    #[error("cannot connect to the receipts database {target} ({variable}): no answer within {ms} ms")]
    NoAnswer {
        /// Where the URL came from.
        variable: &'static str,
        /// `user@host:port/database`.
        target: String,
        /// The timeout.
        ms: u64,
    },
}
