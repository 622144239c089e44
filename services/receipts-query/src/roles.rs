//! Database roles: who the service is in PostgreSQL.
//!
//! Three roles keep the query service least-privileged:
//! - the **owner** (`MIGRATION_DATABASE_URL`, or whoever runs `barb receipts
//!   migrate|seed`) owns the schema, applies migrations and loads data;
//! - [`READER_ROLE`], a `NOLOGIN` group role created by the migrations, may only
//!   `SELECT`, and row-level security shows it only the rows of the user named
//!   in [`CALLER_SETTING`];
//! - the service's **login** (`DATABASE_URL`), a member of the reader role and
//!   nothing else.
//!
//! Every query transaction runs `SET LOCAL ROLE barb_receipts_reader` and sets
//! the caller (see `ReceiptsEngine`), so even a login with more rights reads through
//! the policies; [`inspect`] tells at start-up whether the login itself could
//! do more, and the service warns when it can.

use sqlx::PgPool;

/// The group role every query runs as.
pub const READER_ROLE: &str = "barb_receipts_reader";

/// The transaction-local setting that names the caller for the row-level
/// security policies (read by the SQL function `receipts_caller()`).
pub const CALLER_SETTING: &str = "barb.user_id";

/// The data tables (everything the catalogue exposes).
const DATA_TABLES: &[&str] = &["products", "items", "receipts", "receipt_items", "labels", "item_labels"];

/// What the connecting role may do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Privileges {
    /// `current_user`.
    pub role: String,
    /// A superuser (bypasses row-level security and every permission).
    pub superuser: bool,
    /// Has `BYPASSRLS`.
    pub bypass_rls: bool,
    /// May insert, update, delete or truncate some data table (owners can).
    pub can_write: bool,
    /// May `SET ROLE` to [`READER_ROLE`] (required to run queries).
    pub reader_member: bool,
}

impl Privileges {
    /// True when the role can read through the policies and do nothing else.
    pub fn is_least_privilege(&self) -> bool {
        !self.superuser && !self.bypass_rls && !self.can_write && self.reader_member
    }
}

/// The privileges of the role `pool` connects as (after migrations: the tables
/// and the reader role must exist).
pub async fn inspect(pool: &PgPool) -> Result<Privileges, sqlx::Error> {
    let (role, superuser, bypass_rls, can_write, reader_member): (String, bool, bool, bool, bool) = sqlx::query_as(
        "SELECT current_user::text, r.rolsuper, r.rolbypassrls, \
         EXISTS (SELECT 1 FROM unnest($1::text[]) AS t(name) \
                 WHERE has_table_privilege(t.name, 'INSERT, UPDATE, DELETE, TRUNCATE')), \
         pg_has_role($2, 'MEMBER') \
         FROM pg_roles r WHERE r.rolname = current_user",
    )
    .bind(DATA_TABLES)
    .bind(READER_ROLE)
    .fetch_one(pool)
    .await?;
    Ok(Privileges { role, superuser, bypass_rls, can_write, reader_member })
}

/// Checks the login `pool` connects as: an error when it cannot run queries at
/// all (not a member of [`READER_ROLE`]), otherwise its privileges, which the
/// caller reports when they exceed reading.
pub async fn check_login(pool: &PgPool) -> Result<Privileges, RoleError> {
    let p = inspect(pool).await.map_err(RoleError::Inspect)?;
    if !p.reader_member {
        return Err(RoleError::NotReader(p.role));
    }
    Ok(p)
}

/// The login cannot serve queries.
#[derive(Debug, thiserror::Error)]
pub enum RoleError {
    /// The role may not `SET ROLE barb_receipts_reader`.
    #[error(
        "the database role '{0}' is not a member of barb_receipts_reader, so it cannot run queries \
         (GRANT barb_receipts_reader TO \"{0}\")"
    )]
    NotReader(String),
    /// Its privileges could not be read (schema not migrated?).
    #[error("cannot read the database role's privileges")]
    Inspect(#[source] sqlx::Error),
}
