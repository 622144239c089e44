//! `barb receipts migrate|seed|describe|query`: the real `barb` binary against
//! a throwaway PostgreSQL from the harness. `migrate` and `seed` run as the
//! schema owner (`MIGRATION_DATABASE_URL`), `describe` and `query` as a
//! read-only login (`DATABASE_URL`), the way the deploy configs run them.
//! Every expected number comes from SQL written here, not from the library.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use barb_tests::{Postgres, binary_path, free_port};
use serde_json::{Value, json};
use sqlx::PgPool;

/// A read-only login for `describe` / `query` (roles are cluster-wide).
const LOGIN: &str = "barb_cli_receipts_reader";
const PASSWORD: &str = "cli-test-password";

/// `url` with another user and password.
fn with_login(url: &str, user: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let host = rest.split_once('@').map_or(rest, |(_, h)| h);
    format!("{scheme}://{user}:{password}@{host}")
}

/// Runs `barb receipts …` with exactly the given database variables.
fn barb(args: &[&str], env: &[(&str, &str)], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(binary_path("barb").expect("barb binary"));
    cmd.arg("receipts").args(args);
    cmd.env_remove("DATABASE_URL").env_remove("MIGRATION_DATABASE_URL");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn barb");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    }
    child.wait_with_output().expect("barb output")
}

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

struct Db {
    _pg: Postgres,
    admin_url: String,
    reader_url: String,
    admin: PgPool,
}

async fn database() -> Db {
    let pg = Postgres::start().expect("postgres");
    let admin_url = pg.fresh_database().await.expect("database");
    let admin = PgPool::connect(&admin_url).await.expect("admin pool");
    Db { reader_url: with_login(&admin_url, LOGIN, PASSWORD), admin_url, admin, _pg: pg }
}

/// Creates the read-only login (after `migrate` created barb_receipts_reader).
async fn create_login(db: &Db) {
    let sql = format!(
        "DO $$ BEGIN CREATE ROLE {LOGIN} LOGIN PASSWORD '{PASSWORD}' IN ROLE barb_receipts_reader; \
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$"
    );
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql)).execute(&db.admin).await.expect("create login");
}

async fn count(db: &Db, sql: &str, user: Option<uuid::Uuid>) -> i64 {
    let mut q = sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(sql.to_string()));
    if let Some(u) = user {
        q = q.bind(u);
    }
    q.fetch_one(&db.admin).await.expect(sql)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrate_seed_describe_and_query_as_owner_and_reader() {
    let db = database().await;
    let owner = [("MIGRATION_DATABASE_URL", db.admin_url.as_str())];

    // migrate: lists both migrations, twice (idempotent).
    for _ in 0..2 {
        let out = barb(&["migrate"], &owner, None);
        assert!(out.status.success(), "{}", stderr(&out));
        let lines = json_lines(&out);
        assert_eq!(
            lines,
            [json!({"ok": true, "migrations": [
                {"version": 1, "description": "receipts schema"},
                {"version": 2, "description": "reader role and row security"}]})]
        );
    }
    let tables = count(
        &db,
        "SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND rowsecurity \
         AND tablename IN ('receipts', 'receipt_items', 'labels', 'item_labels')",
        None,
    )
    .await;
    assert_eq!(tables, 4, "the four owned tables have row-level security");
    create_login(&db).await;

    // seed: prints the seeded users and row counts that SQL confirms.
    let out = barb(&["seed", "--users", "2", "--receipts-per-user", "30", "--seed", "7"], &owner, None);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("seeded "), "progress goes to stderr: {}", stderr(&out));
    let seeded = &json_lines(&out)[0];
    assert_eq!(seeded["ok"], true);
    let users: Vec<uuid::Uuid> =
        seeded["users"].as_array().unwrap().iter().map(|u| u.as_str().unwrap().parse().unwrap()).collect();
    assert_eq!(users.len(), 2);
    assert_eq!(seeded["receipts"], count(&db, "SELECT count(*) FROM receipts", None).await);
    assert_eq!(seeded["receipt_items"], count(&db, "SELECT count(*) FROM receipt_items", None).await);
    assert_eq!(seeded["labels"], count(&db, "SELECT count(*) FROM labels", None).await);
    assert_eq!(seeded["item_labels"], count(&db, "SELECT count(*) FROM item_labels", None).await);
    assert_eq!(seeded["receipts"], 60);
    let user = users[1];
    let user_arg = user.to_string();

    // describe as the read-only login: statistics agree with SQL for this user.
    let reader = [("DATABASE_URL", db.reader_url.as_str())];
    let out = barb(&["describe", "--user", &user_arg], &reader, None);
    assert!(out.status.success(), "{}", stderr(&out));
    let d = &json_lines(&out)[0];
    assert_eq!(d["ok"], true, "{d}");
    assert_eq!(d["statistics"]["counts"]["receipts"], 30);
    let lines = count(
        &db,
        "SELECT count(*) FROM receipt_items ri JOIN receipts r ON r.id = ri.receipt_id WHERE r.user_id = $1",
        Some(user),
    )
    .await;
    assert_eq!(d["statistics"]["counts"]["receipt_items"], lines);
    let top_shop: String = sqlx::query_scalar(
        "SELECT shop FROM receipts WHERE user_id = $1 GROUP BY shop ORDER BY count(*) DESC, shop LIMIT 1",
    )
    .bind(user)
    .fetch_one(&db.admin)
    .await
    .unwrap();
    assert!(d["model_response"].as_str().unwrap().contains(&top_shop), "{}", d["model_response"]);
    assert!(d["tables"].is_array() || d["tables"].is_object(), "{d}");

    // query --query: the total equals SQL's.
    let q = r#"{"table": "receipts", "aggregate": {"fn": "sum", "column": "total", "as": "spent"}}"#;
    let out = barb(&["query", "--user", &user_arg, "--query", q], &reader, None);
    assert!(out.status.success(), "{}", stderr(&out));
    let r = &json_lines(&out)[0];
    let spent: String = sqlx::query_scalar("SELECT sum(total)::text FROM receipts WHERE user_id = $1")
        .bind(user)
        .fetch_one(&db.admin)
        .await
        .unwrap();
    assert_eq!(r["ok"], true, "{r}");
    assert_eq!(r["columns"], json!(["spent"]));
    assert_eq!(r["rows"][0]["spent"].to_string(), spent.trim_end_matches('0').trim_end_matches('.'), "{r}");
    assert!(r["model_response"].as_str().unwrap().contains("spent"), "{r}");

    // query on stdin: one answer per non-blank line, in order, errors inline with hints.
    let input = [
        r#"{"table": "receipt_items", "aggregate": {"fn": "count"}, "group_by": "item.labels.name", "limit": 1000}"#,
        "not json",
        "",
        r#"{"table": "receipts", "columns": ["shpo"]}"#,
        r#"{"table": "receipts", "wher": []}"#,
        r#"{"table": "recipts"}"#,
        r#"{"table": "receipts", "limit": 1, "order_by": [{"column": "total", "direction": "desc"}], "columns": ["total"]}"#,
    ]
    .join("\n");
    let out = barb(&["query", "--user", &user_arg], &reader, Some(&input));
    assert!(out.status.success(), "a bad line never aborts the batch: {}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 6, "blank lines are skipped");
    let labelled: Vec<(Option<String>, i64)> = sqlx::query_as(
        "SELECT name, count(*) FROM (SELECT DISTINCT ri.id, l.name FROM receipt_items ri \
         JOIN receipts r ON r.id = ri.receipt_id AND r.user_id = $1 \
         LEFT JOIN (item_labels il JOIN labels l ON l.id = il.label_id AND l.user_id = $1) ON il.item_id = ri.item_id) x \
         GROUP BY name",
    )
    .bind(user)
    .fetch_all(&db.admin)
    .await
    .unwrap();
    let mut got: Vec<(Option<String>, i64)> = lines[0]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| (row["item.labels.name"].as_str().map(str::to_string), row["count(*)"].as_i64().unwrap()))
        .collect();
    let mut want = labelled;
    got.sort();
    want.sort();
    assert_eq!(got, want, "spend lines per label");
    assert_eq!((lines[1]["ok"].as_bool(), lines[1]["error"]["code"].as_str()), (Some(false), Some("invalid_query")));
    assert!(lines[1]["error"]["message"].as_str().unwrap().contains("not valid JSON"), "{}", lines[1]);
    assert_eq!(lines[2]["error"]["code"], "unknown_column");
    assert_eq!(lines[2]["error"]["location"], "columns[0]");
    assert!(lines[2]["error"]["hint"].as_str().unwrap().starts_with("did you mean 'shop'?"), "{}", lines[2]);
    assert_eq!(lines[3]["error"]["code"], "invalid_query");
    assert!(lines[3]["error"]["hint"].as_str().unwrap().starts_with("did you mean 'where'?"), "{}", lines[3]);
    assert_eq!(lines[4]["error"]["code"], "unknown_table");
    assert!(lines[4]["error"]["hint"].as_str().unwrap().starts_with("did you mean 'receipts'?"), "{}", lines[4]);
    let max_total: String = sqlx::query_scalar("SELECT max(total)::text FROM receipts WHERE user_id = $1")
        .bind(user)
        .fetch_one(&db.admin)
        .await
        .unwrap();
    assert_eq!(lines[5]["rows"][0]["total"].to_string(), max_total.trim_end_matches('0').trim_end_matches('.'));
    assert_eq!(lines[5]["total_rows"], 30);
    assert_eq!(lines[5]["truncated"], true);

    // Another user's id sees nothing of this user's data.
    let stranger = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
    let out = barb(&["query", "--user", stranger, "--query", r#"{"table": "receipts"}"#], &reader, None);
    assert_eq!(json_lines(&out)[0]["total_rows"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_are_clear() {
    let db = database().await;
    let user = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";

    // No URL at all.
    let out = barb(&["describe", "--user", user], &[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("DATABASE_URL (or --database-url) is required"), "{}", stderr(&out));
    let out = barb(&["migrate"], &[], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("MIGRATION_DATABASE_URL or DATABASE_URL"), "{}", stderr(&out));

    // Not a URL.
    let out = barb(&["query", "--user", user, "--query", "{}"], &[("DATABASE_URL", "localhost:5432/receipts")], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("DATABASE_URL is not a valid PostgreSQL URL"), "{}", stderr(&out));
    assert!(out.stdout.is_empty());

    // Nothing listening: names the server (never the password) and the cause.
    let port = free_port();
    let dead = format!("postgres://someone:s3cret-pw@127.0.0.1:{port}/receipts");
    for args in [vec!["describe", "--user", user], vec!["query", "--user", user, "--query", "{}"]] {
        let out = barb(&args, &[("DATABASE_URL", dead.as_str())], None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.contains(&format!(
                "cannot connect to the receipts database someone@127.0.0.1:{port}/receipts (DATABASE_URL)"
            )),
            "{err}"
        );
        assert!(err.contains("refused"), "{err}");
        assert!(!err.contains("s3cret-pw"), "{err}");
    }
    let out = barb(&["seed"], &[("MIGRATION_DATABASE_URL", dead.as_str())], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("(MIGRATION_DATABASE_URL)"), "{}", stderr(&out));

    // Bad user id.
    let out = barb(&["describe", "--user", "not-a-uuid"], &[("DATABASE_URL", db.admin_url.as_str())], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).to_lowercase().contains("user"), "{}", stderr(&out));

    // A read-only login cannot migrate: the error says why.
    let out = barb(&["migrate"], &[("MIGRATION_DATABASE_URL", db.admin_url.as_str())], None);
    assert!(out.status.success(), "{}", stderr(&out));
    create_login(&db).await;
    let fresh = db._pg.fresh_database().await.unwrap();
    let out = barb(&["migrate"], &[("DATABASE_URL", &with_login(&fresh, LOGIN, PASSWORD))], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("permission denied"), "{}", stderr(&out));
    let tables = sqlx::query_scalar::<_, i64>("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
        .fetch_one(&PgPool::connect(&fresh).await.unwrap())
        .await
        .unwrap();
    assert_eq!(tables, 0, "nothing was created");
}
