//! `barb`: the command line of the Barb platform.
//!
//! Thin by design: each subcommand parses its flags and calls a library.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod health;

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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Health(args) => health::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
