//! How Postgres failures are classified, once for every service that owns a
//! schema (start-up migrations, the gateway's store).

/// True for failures that may go away by themselves (connection refused,
/// server starting or restarting, pool exhausted, a serialization conflict),
/// as opposed to bad data or bugs.
pub fn is_transient(err: &sqlx::Error) -> bool {
    match err {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed
        | sqlx::Error::BeginFailed
        | sqlx::Error::Protocol(_) => true,
        sqlx::Error::Database(db) => {
            // Class 08 connection exception, 53 insufficient resources, 57 operator
            // intervention (admin shutdown, cannot connect now), 40 serialization/deadlock.
            db.code().is_some_and(|c| ["08", "53", "57", "40"].iter().any(|class| c.starts_with(class)))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connection_failures_are_transient_bad_data_is_not() {
        assert!(is_transient(&sqlx::Error::PoolTimedOut));
        assert!(is_transient(&sqlx::Error::Io(std::io::Error::other("refused"))));
        assert!(!is_transient(&sqlx::Error::RowNotFound));
        assert!(!is_transient(&sqlx::Error::ColumnNotFound("x".into())));
    }
}
