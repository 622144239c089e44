//! `barb backtest`: run strategies on a Parquet file of minute bars.
//!
//! With `--strategy` it prints one JSON result; without it, it reads one
//! backtest input per line from stdin (`{"strategy": {...}, "from": ...}`)
//! and writes one JSON line per input, in order, never stopping on a bad line.
//! Blank input lines are skipped.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use backtest::{Backtester, Guard};
use serde_json::{Value, json};

/// Arguments of `barb backtest`.
#[derive(clap::Args)]
pub struct BacktestArgs {
    /// Parquet file of 1-minute bars (`timestamp`/`ts`, open, high, low, close, volume).
    /// Without it the deterministic synthetic NQ sample is used.
    #[arg(long)]
    data: Option<PathBuf>,
    /// Instrument symbol of the data file.
    #[arg(long, default_value = "NQ")]
    instrument: String,
    /// TOML file with more instrument definitions.
    #[arg(long, env = "BARB_INSTRUMENTS")]
    instruments: Option<PathBuf>,
    /// One backtest input as JSON; omit to read JSON lines from stdin.
    #[arg(long)]
    strategy: Option<String>,
}

fn run_one(backtester: &Backtester, symbol: &str, text: &str) -> Value {
    match backtester.run_text(symbol, text, &Guard::none()) {
        Ok(out) => out.to_json(),
        Err(e) => json!({"ok": false, "error": e.to_json()}),
    }
}

/// Runs the subcommand.
pub fn run(args: BacktestArgs) -> anyhow::Result<std::process::ExitCode> {
    let markets = crate::query::load_markets(args.data.as_ref(), None, &args.instrument, args.instruments.as_ref())?;
    let symbol = markets.market(&args.instrument).map(|m| m.instrument.symbol.clone()).unwrap_or_default();
    let backtester = Backtester::new(Arc::new(markets));
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if let Some(s) = &args.strategy {
        writeln!(out, "{}", run_one(&backtester, &symbol, s))?;
    } else {
        for line in std::io::stdin().lock().lines() {
            let line = line.context("reading stdin")?;
            if line.trim().is_empty() {
                continue;
            }
            writeln!(out, "{}", run_one(&backtester, &symbol, &line))?;
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(std::process::ExitCode::SUCCESS)
}
