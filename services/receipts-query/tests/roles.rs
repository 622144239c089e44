//! Least privilege in PostgreSQL itself, below the query builder: the service's
//! login can only read, row-level security shows the reader role only the
//! caller's rows even when a statement omits or forges the owner filter, and
//! the engine's statements really run through that role and those policies.

mod common;

use common::fixture::{self, USER_A, USER_B, a};
use common::{QUERY_LOGIN, TestDb, column};
use receipts_query::roles::{self, READER_ROLE};
use receipts_query::{EngineSettings, Error, ReceiptsEngine};
use serde_json::json;
use sqlx::{Connection, PgConnection};

async fn db() -> TestDb {
    let db = TestDb::new().await.expect("database");
    fixture::load(&db.pool).await.expect("fixture");
    db
}

/// Runs `sql` as the login inside a transaction that, like the engine's, has
/// switched to the reader role and named `caller` (or nobody).
async fn as_reader(db: &TestDb, caller: Option<&str>, sql: &str) -> Result<i64, sqlx::Error> {
    let mut conn = PgConnection::connect(&db.query_url).await?;
    let mut tx = conn.begin().await?;
    sqlx::query("SELECT set_config('role', $1, true)").bind(READER_ROLE).execute(&mut *tx).await?;
    if let Some(c) = caller {
        sqlx::query("SELECT set_config($1, $2, true)").bind(roles::CALLER_SETTING).bind(c).execute(&mut *tx).await?;
    }
    let n = sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(sql.to_string())).fetch_one(&mut *tx).await;
    tx.rollback().await?;
    n
}

fn sqlstate(e: &sqlx::Error) -> String {
    e.as_database_error().and_then(|d| d.code()).map(|c| c.to_string()).unwrap_or_else(|| format!("{e:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn policies_hide_other_users_rows_without_or_with_forged_filters() {
    let db = db().await;
    // No owner filter at all: only the caller's rows.
    for (table, mine_a, mine_b) in
        [("receipts", 3, 1), ("receipt_items", 4, 3), ("labels", 2, 2), ("item_labels", 2, 3)]
    {
        let sql = format!("SELECT count(*) FROM {table}");
        assert_eq!(as_reader(&db, Some(USER_A), &sql).await.unwrap(), mine_a, "{table} as A");
        assert_eq!(as_reader(&db, Some(USER_B), &sql).await.unwrap(), mine_b, "{table} as B");
        // Nobody named: nothing (fail closed).
        assert_eq!(as_reader(&db, None, &sql).await.unwrap(), 0, "{table} without a caller");
    }
    // A forged owner filter asks for B's rows while the caller is A: nothing.
    let forged = [
        format!("SELECT count(*) FROM receipts WHERE user_id = '{USER_B}'"),
        format!("SELECT count(*) FROM labels WHERE user_id = '{USER_B}'"),
        format!(
            "SELECT count(*) FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id WHERE r.user_id = '{USER_B}'"
        ),
        format!("SELECT count(*) FROM item_labels il JOIN labels l ON l.id = il.label_id WHERE l.user_id = '{USER_B}'"),
        // Even a line addressed by its id (B's coffee line).
        "SELECT count(*) FROM receipt_items WHERE id = '30000000-0000-4000-8000-000000000043'".to_string(),
    ];
    for sql in &forged {
        assert_eq!(as_reader(&db, Some(USER_A), sql).await.unwrap(), 0, "{sql}");
    }
    // The owner copied onto lines and label assignments cannot disagree with the parent's.
    let e = sqlx::query(
        "INSERT INTO receipt_items (id, receipt_id, item_id, quantity, price, amount, user_id) \
         VALUES (gen_random_uuid(), $1::uuid, '20000000-0000-4000-8000-000000000001', 1, 1, 1, $2::uuid)",
    )
    .bind(fixture::R1_ID)
    .bind(USER_B)
    .execute(&db.pool)
    .await
    .unwrap_err();
    assert_eq!(sqlstate(&e), "23503", "{e}");
    let e = sqlx::query(
        "INSERT INTO item_labels (item_id, label_id, user_id) \
         VALUES ('20000000-0000-4000-8000-000000000005', '40000000-0000-4000-8000-0000000000a1', $1::uuid)",
    )
    .bind(USER_B)
    .execute(&db.pool)
    .await
    .unwrap_err();
    assert_eq!(sqlstate(&e), "23503", "{e}");
    // The same statements as B do see B's rows: the policies, not the data, hid them.
    assert_eq!(as_reader(&db, Some(USER_B), &forged[0]).await.unwrap(), 1);
    assert_eq!(as_reader(&db, Some(USER_B), &forged[4]).await.unwrap(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_login_cannot_write_change_the_schema_or_escape_its_role() {
    let db = db().await;
    let p = roles::inspect(&db.query_pool).await.unwrap();
    assert_eq!(p.role, QUERY_LOGIN);
    assert!(p.is_least_privilege(), "{p:?}");
    let admin = roles::inspect(&db.pool).await.unwrap();
    assert!(admin.superuser && !admin.is_least_privilege(), "the harness administrator is flagged: {admin:?}");

    let mut conn = PgConnection::connect(&db.query_url).await.unwrap();
    let attempts = [
        format!(
            "INSERT INTO receipts (id, user_id, date, shop, total, items_count) \
             VALUES (gen_random_uuid(), '{USER_A}', now(), 'x', 1, 0)"
        ),
        "UPDATE receipts SET total = 0".to_string(),
        "DELETE FROM receipt_items".to_string(),
        "TRUNCATE item_labels".to_string(),
        "INSERT INTO items (id, name) VALUES (gen_random_uuid(), 'x')".to_string(),
        "CREATE TABLE stolen (id int)".to_string(),
        "ALTER TABLE receipts DISABLE ROW LEVEL SECURITY".to_string(),
        "DROP POLICY receipts_of_caller ON receipts".to_string(),
        "SET ROLE postgres".to_string(),
    ];
    for sql in &attempts {
        let e = sqlx::raw_sql(sqlx::AssertSqlSafe(sql.clone())).execute(&mut conn).await.unwrap_err();
        assert!(
            ["42501", "42P01"].contains(&sqlstate(&e).as_str()) || e.to_string().contains("must be owner"),
            "{sql}: {e}"
        );
    }
    // Without the reader role or a caller, the login itself reads nothing of the owned tables.
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM receipts").fetch_one(&mut conn).await.unwrap();
    assert_eq!(n, 0, "the login is bound by the reader's policies");
    // The data is unchanged.
    let n: i64 = sqlx::query_scalar("SELECT count(*) FROM receipts").fetch_one(&db.pool).await.unwrap();
    assert_eq!(n, 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn engine_statements_run_as_the_reader_under_the_policies() {
    let db = db().await;
    // An engine connected as the superuser still runs as the reader: take the
    // reader's SELECT on labels away and the query fails, though the superuser could read it.
    let superuser_engine = ReceiptsEngine::new(db.pool.clone(), EngineSettings::default());
    let q = json!({"table": "labels", "columns": ["name"]});
    assert_eq!(column(&superuser_engine.query(a(), &q).await.unwrap(), "name").len(), 2);
    sqlx::raw_sql("REVOKE SELECT ON labels FROM barb_receipts_reader").execute(&db.pool).await.unwrap();
    let err = superuser_engine.query(a(), &q).await.unwrap_err();
    let Error::Database(cause) = &err else { panic!("{err:?}") };
    assert_eq!(sqlstate(cause), "42501", "{cause}");
    sqlx::raw_sql("GRANT SELECT ON labels TO barb_receipts_reader").execute(&db.pool).await.unwrap();

    // A policy that admits nothing empties the engine's answers although the
    // builder's own owner filter matches: the policies apply to its statements.
    let receipts = json!({"table": "receipts", "aggregate": {"fn": "count"}});
    assert_eq!(db.ok(a(), receipts.clone()).await.rows[0][0].text(), "3");
    sqlx::raw_sql("ALTER POLICY receipts_of_caller ON receipts USING (false)").execute(&db.pool).await.unwrap();
    assert_eq!(db.ok(a(), receipts.clone()).await.rows[0][0].text(), "0");
    assert_eq!(superuser_engine.query(a(), &receipts).await.unwrap().rows[0][0].text(), "0");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_login_outside_the_reader_role_is_refused() {
    let db = TestDb::new().await.unwrap();
    sqlx::raw_sql(
        "DO $$ BEGIN CREATE ROLE barb_receipts_outsider_test LOGIN PASSWORD 'pw'; \
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$",
    )
    .execute(&db.pool)
    .await
    .unwrap();
    let url = common::with_login(&db.url, "barb_receipts_outsider_test", "pw");
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let err = roles::check_login(&pool).await.unwrap_err();
    assert!(err.to_string().contains("GRANT barb_receipts_reader TO \"barb_receipts_outsider_test\""), "{err}");
}
