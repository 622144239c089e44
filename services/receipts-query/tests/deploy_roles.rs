//! The role setup the default deployments use (deploy/docker/postgres-init.sql,
//! also run by deploy/local/up.sh and copied into the Kubernetes dev overlay)
//! works as documented: run with psql as an administrator (twice: it is
//! idempotent), it gives an owner that can migrate and seed and a service login
//! that reads through row-level security and can do nothing else.

mod common;

use std::path::PathBuf;
use std::process::Command;

use receipts_query::seed::{self, SeedOptions};
use receipts_query::{Engine, Options, migrate, roles};
use serde_json::json;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn init_sql() -> String {
    std::fs::read_to_string(repo().join("deploy/docker/postgres-init.sql")).expect("postgres-init.sql")
}

/// `url` pointing at database `db`.
fn with_database(url: &str, db: &str) -> String {
    let (base, _) = url.rsplit_once('/').expect("a database in the URL");
    format!("{base}/{db}")
}

/// The literal block `key: |` of the dev overlay's postgres-init ConfigMap.
fn overlay_copy(key: &str) -> String {
    let yaml = std::fs::read_to_string(repo().join("deploy/k8s/overlays/dev/postgres.yaml")).unwrap();
    let marker = format!("  {key}: |\n");
    let start = yaml.find(&marker).unwrap_or_else(|| panic!("{key} entry")) + marker.len();
    let block: Vec<&str> =
        yaml[start..].lines().take_while(|l| *l != "---" && (l.is_empty() || l.starts_with("    "))).collect();
    block.iter().map(|l| format!("{}\n", l.strip_prefix("    ").unwrap_or(l))).collect()
}

#[test]
fn kubernetes_dev_overlay_runs_the_same_role_setup() {
    assert_eq!(
        overlay_copy("postgres-init.sql").trim_end(),
        init_sql().trim_end(),
        "deploy/k8s/overlays/dev/postgres.yaml drifted"
    );
    let script = std::fs::read_to_string(repo().join("deploy/docker/postgres-init.sh")).unwrap();
    assert_eq!(overlay_copy("postgres-init.sh").trim_end(), script.trim_end(), "postgres-init.sh copy drifted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn role_setup_gives_an_owner_and_a_read_only_login() {
    let (url, _guard) = common::empty_database().await.unwrap();
    let admin_url = with_database(&url, "postgres");
    // Generated passwords, given as psql variables (as compose, up.sh and the dev overlay do).
    let (owner_pw, query_pw, gateway_pw) = (
        barb_common::secrets::random_token(),
        barb_common::secrets::random_token(),
        barb_common::secrets::random_token(),
    );
    for run in 0..2 {
        let out = Command::new("psql")
            .arg(&admin_url)
            .args(["-v", "ON_ERROR_STOP=1", "-q"])
            .args(["-v", &format!("gateway_password={gateway_pw}")])
            .args(["-v", &format!("receipts_owner_password={owner_pw}")])
            .args(["-v", &format!("receipts_query_password={query_pw}")])
            .arg("-f")
            .arg(repo().join("deploy/docker/postgres-init.sql"))
            .output()
            .expect("psql (postgresql-client) is needed to run deploy/docker/postgres-init.sql");
        assert!(out.status.success(), "run {run}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let owner_url = common::with_login(&with_database(&url, "barb_receipts"), "barb_receipts_owner", &owner_pw);
    let login_url = common::with_login(&with_database(&url, "barb_receipts"), "barb_receipts_query", &query_pw);
    // No role of the stack has administrative rights; the gateway owns its database.
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    let supers: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_roles WHERE rolname LIKE 'barb_%' AND (rolsuper OR rolcreaterole OR rolcreatedb)",
    )
    .fetch_one(&admin)
    .await
    .unwrap();
    assert_eq!(supers, 0, "the stack's roles have no administrative rights");
    let gateway_url = common::with_login(&with_database(&url, "barb_gateway"), "barb_gateway", &gateway_pw);
    let gw = sqlx::PgPool::connect(&gateway_url).await.unwrap();
    let owner_of_db: String =
        sqlx::query_scalar("SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()")
            .fetch_one(&gw)
            .await
            .unwrap();
    assert_eq!(owner_of_db, "barb_gateway", "the gateway owns its database (it applies its migrations)");

    // The owner migrates and seeds (what receipts-seed / the migrate init container do).
    let owner = sqlx::PgPool::connect(&owner_url).await.unwrap();
    migrate::run(&owner).await.unwrap();
    let report = seed::seed(&owner, &SeedOptions { users: 2, receipts_per_user: 10, seed: 3 }).await.unwrap();
    let owned: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner = 'barb_receipts_owner'",
    )
    .fetch_one(&owner)
    .await
    .unwrap();
    assert_eq!(owned, 7, "six data tables and sqlx's history belong to the owner");

    // The service login: least privilege, answers only for the caller.
    let login = sqlx::PgPool::connect(&login_url).await.unwrap();
    let p = roles::check_login(&login).await.unwrap();
    assert!(p.is_least_privilege(), "{p:?}");
    migrate::run(&login).await.expect("a current schema needs nothing from the login");
    let engine = Engine::new(login.clone(), Options::default());
    let count = json!({"table": "receipts", "aggregate": {"fn": "count"}});
    for user in &report.users {
        assert_eq!(engine.query(*user, &count).await.unwrap().rows[0][0].text(), "10");
    }
    let e = sqlx::query("DELETE FROM receipts").execute(&login).await.unwrap_err();
    assert_eq!(e.as_database_error().and_then(|d| d.code()).as_deref(), Some("42501"), "{e}");
}
