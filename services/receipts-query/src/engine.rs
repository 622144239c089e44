//! Runs validated queries against PostgreSQL.
//!
//! Each call runs in its own read-only, repeatable-read transaction with a
//! statement timeout: the listing and its row count see the same snapshot,
//! nothing can write even if a bug slipped through the builder, and a heavy
//! query is cancelled instead of starving the database. The transaction also
//! drops to the reader role and names the caller for row-level security
//! ([`roles`](crate::roles)), whatever role the pool connected as.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use serde_json::Value;
use sqlx::postgres::{PgArguments, PgRow};
use sqlx::{AssertSqlSafe, PgPool, Postgres, Row};
use tokio::sync::OnceCell;
use uuid::Uuid;

use crate::error::Error;
use crate::plan::{self, Plan, Shape};
use crate::result::{Cell, OutputColumn, QueryResult, normalize_decimal};
use crate::roles;
use crate::sql::{self, Dialect, ILIKE_COLLATIONS, OutType, Param, Statement};
use crate::user::UserId;

/// Calendar used for date values, periods and displayed times when none is configured.
pub const DEFAULT_TIME_ZONE: Tz = chrono_tz::Europe::Moscow;
/// Statement timeout when none is configured.
pub const DEFAULT_STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);
/// Planner cost of a random page read used by the engine's transactions.
///
/// PostgreSQL's default (4.0) models spinning disks and makes the planner scan
/// all of `receipt_items` instead of following the user's receipts through the
/// index; with the working set in memory or on SSD, 1.1 is the usual value and
/// made every user-scoped shape of the benchmark 3-4x faster.
pub const DEFAULT_RANDOM_PAGE_COST: f64 = 1.1;

/// Engine settings.
#[derive(Debug, Clone, Copy)]
pub struct EngineSettings {
    /// Time zone of the receipts' calendar: `"2024-11"` means November in this zone.
    pub time_zone: Tz,
    /// Longest a single statement may run.
    pub statement_timeout: Duration,
    /// `random_page_cost` for the engine's transactions; `None` keeps the server's setting.
    pub random_page_cost: Option<f64>,
}

impl Default for EngineSettings {
    fn default() -> Self {
        Self {
            time_zone: DEFAULT_TIME_ZONE,
            statement_timeout: DEFAULT_STATEMENT_TIMEOUT,
            random_page_cost: Some(DEFAULT_RANDOM_PAGE_COST),
        }
    }
}

/// The query engine: a pool plus settings. Cheap to clone.
#[derive(Debug, Clone)]
pub struct ReceiptsEngine {
    pool: PgPool,
    settings: EngineSettings,
    /// Detected once per engine on first use (see [`detect_ilike_collation`]).
    ilike_collation: Arc<OnceCell<Option<&'static str>>>,
}

impl ReceiptsEngine {
    /// An engine over `pool`.
    pub fn new(pool: PgPool, settings: EngineSettings) -> Self {
        Self { pool, settings, ilike_collation: Arc::default() }
    }

    /// The settings.
    pub fn settings(&self) -> EngineSettings {
        self.settings
    }

    /// The pool (migrations and the seeder use it).
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Validates and runs a query given as JSON text.
    pub async fn query_text(&self, user: UserId, text: &str) -> Result<QueryResult, Error> {
        let plan = plan::parse_text(text, self.settings.time_zone)?;
        self.run(user, &plan).await
    }

    /// Validates and runs a query object.
    pub async fn query(&self, user: UserId, query: &Value) -> Result<QueryResult, Error> {
        let plan = plan::parse(query, self.settings.time_zone)?;
        self.run(user, &plan).await
    }

    /// Runs a validated plan as `user`.
    #[tracing::instrument(name = "receipts.query", skip_all, fields(user = %user, table = plan.table.name))]
    pub async fn run(&self, user: UserId, plan: &Plan) -> Result<QueryResult, Error> {
        let mut session = self.session(user).await?;
        let result = session.run(user, plan).await?;
        session.finish().await?;
        Ok(result)
    }

    /// How SQL is rendered for this database.
    pub async fn dialect(&self) -> Result<Dialect, Error> {
        let ms = self.settings.statement_timeout.as_millis() as u64;
        let collation = self
            .ilike_collation
            .get_or_try_init(|| detect_ilike_collation(&self.pool))
            .await
            .map_err(|e| Error::from_db(e, ms))?;
        Ok(Dialect { tz: self.settings.time_zone, ilike_collation: *collation })
    }

    /// Opens a read-only snapshot for `user`: statement timeout applied, running
    /// as [`roles::READER_ROLE`] with the caller set for row-level security.
    pub(crate) async fn session(&self, user: UserId) -> Result<Session, Error> {
        let dialect = self.dialect().await?;
        let ms = self.settings.statement_timeout.as_millis() as u64;
        let db = |e| Error::from_db(e, ms);
        let mut tx = self.pool.begin_with("BEGIN READ ONLY ISOLATION LEVEL REPEATABLE READ").await.map_err(db)?;
        // `true` = local to this transaction, like SET LOCAL: nothing leaks to
        // the next user of the pooled connection.
        let page_cost = self.settings.random_page_cost.map(|c| c.to_string());
        sqlx::query(
            "SELECT set_config('statement_timeout', $1, true), \
             set_config('random_page_cost', coalesce($2, current_setting('random_page_cost')), true), \
             set_config('role', $3, true), set_config($4, $5, true)",
        )
        .bind(ms.to_string())
        .bind(page_cost)
        .bind(roles::READER_ROLE)
        .bind(roles::CALLER_SETTING)
        .bind(user.as_uuid().to_string())
        .execute(&mut *tx)
        .await
        .map_err(db)?;
        Ok(Session { tx, timeout_ms: ms, tz: self.settings.time_zone, dialect })
    }
}

/// ILIKE folds case with the database's default collation, which for a `C`
/// locale means ASCII only: "Молоко" would not match "%молоко%". When that is
/// the case, pick a collation (from a fixed list, so no name is ever taken from
/// input) that folds Unicode case and use it for ILIKE.
async fn detect_ilike_collation(pool: &PgPool) -> Result<Option<&'static str>, sqlx::Error> {
    let folds: bool = sqlx::query_scalar("SELECT 'ЁЖ' ILIKE 'ёж'").fetch_one(pool).await?;
    if folds {
        return Ok(None);
    }
    let present: Vec<String> = sqlx::query_scalar(
        "SELECT collname::text FROM pg_collation WHERE collname = ANY($1) \
         AND collencoding IN (-1, (SELECT encoding FROM pg_database WHERE datname = current_database()))",
    )
    .bind(ILIKE_COLLATIONS)
    .fetch_all(pool)
    .await?;
    for c in ILIKE_COLLATIONS.iter().copied().filter(|c| present.iter().any(|p| p == c)) {
        let probe = format!("SELECT 'ЁЖ' ILIKE 'ёж' COLLATE \"{c}\"");
        if let Ok(true) = sqlx::query_scalar::<_, bool>(AssertSqlSafe(probe)).fetch_one(pool).await {
            tracing::info!(collation = c, "ILIKE uses a Unicode-aware collation");
            return Ok(Some(c));
        }
    }
    tracing::warn!("no Unicode-aware collation found: ILIKE folds ASCII case only");
    Ok(None)
}

/// One read-only transaction.
pub(crate) struct Session {
    tx: sqlx::Transaction<'static, Postgres>,
    timeout_ms: u64,
    pub(crate) tz: Tz,
    dialect: Dialect,
}

impl Session {
    pub(crate) fn db_error(&self, e: sqlx::Error) -> Error {
        Error::from_db(e, self.timeout_ms)
    }

    pub(crate) async fn finish(self) -> Result<(), Error> {
        let ms = self.timeout_ms;
        self.tx.commit().await.map_err(|e| Error::from_db(e, ms))
    }

    /// Runs a plan inside this snapshot.
    pub(crate) async fn run(&mut self, user: UserId, plan: &Plan) -> Result<QueryResult, Error> {
        let stmts = sql::build(plan, user, self.dialect);
        let columns: Vec<OutputColumn> = plan
            .output_names()
            .into_iter()
            .zip(&stmts.types)
            .zip(plan.output_currencies())
            .map(|((name, ty), currency)| OutputColumn { name, ty: *ty, currency })
            .collect();
        let rows = self.fetch(&stmts.main).await?;
        let mut total: Option<u64> = None;
        let mut cells = Vec::with_capacity(rows.len());
        for row in &rows {
            let mut out = Vec::with_capacity(columns.len());
            for (i, c) in columns.iter().enumerate() {
                out.push(decode(row, i, c.ty, self.tz).map_err(|e| self.db_error(e))?);
            }
            if stmts.count.is_none() && total.is_none() {
                let t: i64 = row.try_get(columns.len()).map_err(|e| self.db_error(e))?;
                total = Some(t.max(0) as u64);
            }
            cells.push(out);
        }
        let total_rows = match &stmts.count {
            Some(count) => {
                let rows = self.fetch(count).await?;
                let n: i64 = rows.first().map(|r| r.try_get(0)).transpose().map_err(|e| self.db_error(e))?.unwrap_or(0);
                n.max(0) as u64
            }
            None => total.unwrap_or(0),
        };
        Ok(QueryResult {
            table: plan.table.name.to_string(),
            aggregate: matches!(plan.shape, Shape::Aggregate { .. }),
            columns,
            truncated: total_rows > cells.len() as u64,
            rows: cells,
            total_rows,
        })
    }

    /// Runs one statement with its parameters bound.
    pub(crate) async fn fetch(&mut self, stmt: &Statement) -> Result<Vec<PgRow>, Error> {
        // Unnamed statements: planned with the actual values every time. A cached
        // statement switches to a generic plan after a few runs, which does not
        // know the user id and picks plans that are orders of magnitude slower.
        let query = bind_all(sqlx::query(AssertSqlSafe(stmt.sql.clone())).persistent(false), &stmt.params);
        let timeout_ms = self.timeout_ms;
        query.fetch_all(&mut *self.tx).await.map_err(|e| Error::from_db(e, timeout_ms))
    }
}

type PgQuery<'q> = sqlx::query::Query<'q, Postgres, PgArguments>;

fn bind_all<'q>(mut q: PgQuery<'q>, params: &[Param]) -> PgQuery<'q> {
    for p in params {
        q = match p.clone() {
            Param::Uuid(u) => q.bind(u),
            Param::Text(s) => q.bind(s),
            Param::Instant(t) => q.bind(t),
            Param::UuidList(v) => q.bind(v),
            Param::TextList(v) => q.bind(v),
            Param::InstantList(v) => q.bind(v),
        };
    }
    q
}

/// Decodes column `i` of `row` as `ty`; instants are shown in `tz`.
pub(crate) fn decode(row: &PgRow, i: usize, ty: OutType, tz: Tz) -> Result<Cell, sqlx::Error> {
    Ok(match ty {
        OutType::Uuid => row.try_get::<Option<Uuid>, _>(i)?.map_or(Cell::Null, Cell::Uuid),
        OutType::Timestamp => row
            .try_get::<Option<DateTime<Utc>>, _>(i)?
            .map_or(Cell::Null, |t| Cell::Timestamp(t.with_timezone(&tz).fixed_offset())),
        OutType::Date => row.try_get::<Option<NaiveDate>, _>(i)?.map_or(Cell::Null, Cell::Date),
        OutType::Decimal => {
            row.try_get::<Option<String>, _>(i)?.map_or(Cell::Null, |s| Cell::Decimal(normalize_decimal(&s)))
        }
        OutType::Int32 => row.try_get::<Option<i32>, _>(i)?.map_or(Cell::Null, |v| Cell::Int(i64::from(v))),
        OutType::Int64 => row.try_get::<Option<i64>, _>(i)?.map_or(Cell::Null, Cell::Int),
        OutType::Text => row.try_get::<Option<String>, _>(i)?.map_or(Cell::Null, Cell::Text),
    })
}
