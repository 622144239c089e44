//! `barb receipts migrate|seed|describe|query`: the receipts database from the
//! command line. `describe` and `query` connect with `DATABASE_URL` (or
//! `--database-url`), like the service: queries run as `barb_receipts_reader`
//! under row-level security, so that login must be a member of it. `migrate`
//! and `seed` change the schema and data and connect as the schema owner:
//! `MIGRATION_DATABASE_URL` (or `--migration-database-url`), falling back to
//! `DATABASE_URL`.
//!
//! Output is JSON on stdout. `query` follows the CLI contract: one JSON line per
//! query, `{"ok":true, table, columns, rows, total_rows, truncated,
//! model_response}` or `{"ok":false, "error":{code, message, hint, location}}`;
//! without `--query` it reads one query object per stdin line. The exit code is
//! 0 unless the command itself cannot run.

use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Context;
use receipts_query::seed::{self, SeedOptions};
use receipts_query::{Engine, UserId, config, migrate};
use serde_json::{Value, json};

/// Arguments of `barb receipts`.
#[derive(clap::Args)]
pub struct ReceiptsArgs {
    #[command(subcommand)]
    command: ReceiptsCommand,
    /// PostgreSQL URL of the receipts database (the read-only login for describe and query).
    #[arg(long, env = "DATABASE_URL", global = true, hide_env_values = true)]
    database_url: Option<String>,
    /// PostgreSQL URL of the schema owner, for migrate and seed (default: the database URL).
    #[arg(long, env = "MIGRATION_DATABASE_URL", global = true, hide_env_values = true)]
    migration_database_url: Option<String>,
}

#[derive(clap::Subcommand)]
enum ReceiptsCommand {
    /// Applies the schema migrations (idempotent).
    Migrate,
    /// Loads deterministic sample data (migrates first); prints the seeded user ids.
    Seed {
        /// Number of users.
        #[arg(long, default_value_t = 3)]
        users: u32,
        /// Receipts per user (≈10 lines each).
        #[arg(long, default_value_t = 200)]
        receipts_per_user: u32,
        /// Seed of every random choice; same arguments, same data.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Prints describe_data for a user.
    Describe {
        /// The user's id (UUID).
        #[arg(long)]
        user: String,
    },
    /// Runs queries as a user: `--query JSON`, or JSON lines on stdin.
    Query {
        /// The user's id (UUID).
        #[arg(long)]
        user: String,
        /// One query object; without it, queries are read from stdin, one per line.
        #[arg(long)]
        query: Option<String>,
    },
}

/// Runs the subcommand.
pub fn run(args: ReceiptsArgs) -> anyhow::Result<ExitCode> {
    let owner_command = matches!(args.command, ReceiptsCommand::Migrate | ReceiptsCommand::Seed { .. });
    let (url, variable) = match (owner_command, args.migration_database_url) {
        (true, Some(url)) => (url, "MIGRATION_DATABASE_URL"),
        _ => (
            args.database_url.context(if owner_command {
                "MIGRATION_DATABASE_URL or DATABASE_URL (or --migration-database-url / --database-url) is required"
            } else {
                "DATABASE_URL (or --database-url) is required"
            })?,
            "DATABASE_URL",
        ),
    };
    barb_common::postgres::check_passfile()?;
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    rt.block_on(async move {
        config::check_connection(&url, variable, Duration::from_secs(10)).await?;
        let pool = if owner_command { config::migration_pool(&url, variable)? } else { config::pool_from_env(&url)? };
        match args.command {
            ReceiptsCommand::Migrate => {
                migrate::run(&pool).await.context("applying migrations")?;
                let applied = migrate::applied(&pool).await.context("reading the migration history")?;
                let list: Vec<Value> = applied.iter().map(|(v, d)| json!({"version": v, "description": d})).collect();
                print_json(&json!({"ok": true, "migrations": list}))?;
            }
            ReceiptsCommand::Seed { users, receipts_per_user, seed } => {
                migrate::run(&pool).await.context("applying migrations")?;
                let started = Instant::now();
                let opts = SeedOptions { users, receipts_per_user, seed };
                let r = seed::seed(&pool, &opts).await?;
                eprintln!("seeded {} receipt lines in {:.1} s", r.receipt_items, started.elapsed().as_secs_f64());
                print_json(&json!({
                    "ok": true,
                    "users": r.users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
                    "products": r.products,
                    "items": r.items,
                    "labels": r.labels,
                    "item_labels": r.item_labels,
                    "receipts": r.receipts,
                    "receipt_items": r.receipt_items,
                }))?;
            }
            ReceiptsCommand::Describe { user } => {
                let user = parse_user(&user)?;
                let engine = Engine::new(pool, config::options_from_env()?);
                let line = match engine.describe(user).await {
                    Ok(d) => {
                        let mut out = json!({"ok": true});
                        if let (Some(o), Value::Object(d_json)) = (out.as_object_mut(), d.json) {
                            o.extend(d_json);
                            o.insert("model_response".into(), Value::String(d.model_response));
                        }
                        out
                    }
                    Err(e) => error_line(&e),
                };
                print_json(&line)?;
            }
            ReceiptsCommand::Query { user, query } => {
                let user = parse_user(&user)?;
                let engine = Engine::new(pool, config::options_from_env()?);
                match query {
                    Some(q) => print_json(&run_query(&engine, user, &q).await)?,
                    None => {
                        for line in std::io::stdin().lock().lines() {
                            let line = line.context("reading stdin")?;
                            if line.trim().is_empty() {
                                continue;
                            }
                            print_json(&run_query(&engine, user, &line).await)?;
                        }
                    }
                }
            }
        }
        Ok(ExitCode::SUCCESS)
    })
}

fn parse_user(s: &str) -> anyhow::Result<UserId> {
    s.parse::<UserId>().map_err(anyhow::Error::from)
}

async fn run_query(engine: &Engine, user: UserId, text: &str) -> Value {
    match engine.query_text(user, text).await {
        Ok(r) => {
            let mut out = json!({"ok": true});
            if let (Some(o), Value::Object(result)) = (out.as_object_mut(), r.to_json()) {
                o.extend(result);
                o.insert("model_response".into(), Value::String(r.model_response()));
            }
            out
        }
        Err(e) => error_line(&e),
    }
}

fn error_line(e: &receipts_query::Error) -> Value {
    if let Some(cause) = std::error::Error::source(e) {
        eprintln!("error: {e}: {cause}");
    }
    let d = barb_common::ServiceError::detail(e);
    json!({"ok": false, "error": {"code": d.code, "message": d.message, "hint": d.hint, "location": d.location}})
}

fn print_json(v: &Value) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer(&mut out, v)?;
    out.write_all(b"\n")?;
    out.flush()?;
    Ok(())
}
