//! Settings from the environment, shared by the service binary and the CLI.

use std::time::Duration;

use barb_common::config::{self, ConfigError};
use sqlx::postgres::{PgPool, PgPoolOptions};

use crate::engine::{DEFAULT_RANDOM_PAGE_COST, DEFAULT_STATEMENT_TIMEOUT, DEFAULT_TIME_ZONE, Options};

/// Engine options from `RECEIPTS_TIME_ZONE` (IANA name, default Europe/Moscow),
/// `RECEIPTS_STATEMENT_TIMEOUT_MS` (default 10000) and
/// `RECEIPTS_RANDOM_PAGE_COST` (default 1.1; `off` keeps the server's value).
pub fn options_from_env() -> Result<Options, ConfigError> {
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
    Ok(Options {
        random_page_cost,
        time_zone: config::parse_or("RECEIPTS_TIME_ZONE", DEFAULT_TIME_ZONE, "an IANA time zone like Europe/Moscow")?,
        statement_timeout: config::millis_or(
            "RECEIPTS_STATEMENT_TIMEOUT_MS",
            DEFAULT_STATEMENT_TIMEOUT.as_millis() as u64,
        )?,
    })
}

/// A lazily connecting pool for `url` with `DATABASE_MAX_CONNECTIONS` (default 16)
/// connections; acquiring fails after `DATABASE_ACQUIRE_TIMEOUT_MS` (default 5000)
/// so an outage surfaces as UNAVAILABLE instead of a hang.
pub fn pool_from_env(url: &str) -> Result<PgPool, PoolConfigError> {
    let max: u32 = config::parse_or("DATABASE_MAX_CONNECTIONS", 16, "a connection count")?;
    let acquire: Duration = config::millis_or("DATABASE_ACQUIRE_TIMEOUT_MS", 5_000)?;
    PgPoolOptions::new().max_connections(max).acquire_timeout(acquire).connect_lazy(url).map_err(PoolConfigError::Url)
}

/// A pool could not be configured.
#[derive(Debug, thiserror::Error)]
pub enum PoolConfigError {
    /// A variable had a bad value.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// `DATABASE_URL` is not a PostgreSQL URL.
    #[error("DATABASE_URL is not a valid PostgreSQL URL: {0}")]
    Url(#[source] sqlx::Error),
}
