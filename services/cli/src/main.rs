//! `barb`: the command line of the Barb platform.
//!
//! Thin by design: each subcommand parses its flags and calls a library.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod backtest;
mod functions;
mod gen_data;
mod health;
mod loadgen;
mod query;
mod receipts;
mod secrets;

/// Barb Platform command line.
#[derive(Parser)]
#[command(name = "barb", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Checks a gRPC service's `grpc.health.v1` status (exit 0 when SERVING).
    Health(health::HealthArgs),
    /// Runs Barb Script queries (JSON lines in, JSON lines out).
    Query(query::QueryArgs),
    /// Backtests strategies (JSON lines in, JSON lines out).
    Backtest(backtest::BacktestArgs),
    /// Writes the deterministic synthetic minute-bar sample to a Parquet file.
    GenData(gen_data::GenDataArgs),
    /// Lists every expression function.
    Functions(functions::FunctionsArgs),
    /// The receipts database: migrate, seed sample data, describe, query.
    Receipts(receipts::ReceiptsArgs),
    /// Load generators: gRPC with ghz's options and report (any Barb method), or `loadgen chat` (the chat product end to end).
    Loadgen(Box<loadgen::LoadgenArgs>),
    /// Generates the stack's secrets (internal token, assertion keys, NATS and Postgres passwords, mTLS certificates) into a directory.
    Secrets(secrets::SecretsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Health(args) => health::run(args),
        Command::Query(args) => query::run(args),
        Command::Backtest(args) => backtest::run(args),
        Command::GenData(args) => gen_data::run(args),
        Command::Functions(args) => functions::run(args),
        Command::Receipts(args) => receipts::run(args),
        Command::Loadgen(args) => loadgen::run(*args),
        Command::Secrets(args) => secrets::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
