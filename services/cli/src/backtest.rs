//! `barb backtest`: run strategies on Parquet files of minute bars.
//!
//! Forms: `barb backtest` (one strategy), `barb backtest compare` (the same
//! strategy on several instruments), `barb backtest portfolio` (legs on one
//! capital base) and `barb backtest sweep` (parameter search with
//! out-of-sample validation). With `--input` (alias `--strategy`) it prints
//! one JSON result; without it, it reads one input per line from stdin and
//! writes one JSON line per input, in order, never stopping on a bad line.
//! Blank input lines are skipped. Data: `--data FILE` (one instrument,
//! `--instrument`), or `--data-dir DIR` with `<SYMBOL>.parquet` files (what
//! comparisons and portfolios of several instruments need).

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use backtest::{Backtester, Guard};
use barb_script::Markets;
use serde_json::{Value, json};

/// Arguments of `barb backtest`.
#[derive(clap::Args)]
pub struct BacktestArgs {
    /// What to run (default: one backtest).
    #[command(subcommand)]
    form: Option<Form>,
    /// Parquet file of 1-minute bars (`timestamp`/`ts`, open, high, low, close, volume).
    /// Without it (and without --data-dir) the deterministic synthetic NQ sample is used.
    #[arg(long, global = true, conflicts_with = "data_dir")]
    data: Option<PathBuf>,
    /// Directory of `<SYMBOL>.parquet` minute files (several instruments).
    #[arg(long, global = true)]
    data_dir: Option<PathBuf>,
    /// Instrument symbol of the --data file.
    #[arg(long, global = true, default_value = "NQ")]
    instrument: String,
    /// TOML file with more instrument definitions.
    #[arg(long, global = true, env = "BARB_INSTRUMENTS")]
    instruments: Option<PathBuf>,
    /// One input as JSON; omit to read JSON lines from stdin.
    #[arg(long, global = true, alias = "strategy")]
    input: Option<String>,
}

/// The forms of `barb backtest`.
#[derive(clap::Subcommand, Clone, Copy)]
enum Form {
    /// The same strategy on several instruments: `{"strategy", "instruments": ["NQ", "ES"], ...}`.
    Compare,
    /// Strategy/instrument legs on one capital base: `{"capital", "legs": [...], ...}`.
    Portfolio,
    /// Parameter sweep with out-of-sample validation: `{"strategy", "parameters", ...}`.
    Sweep,
}

fn run_one(backtester: &Backtester, form: Option<Form>, symbol: &str, text: &str) -> Value {
    let guard = Guard::none();
    let result = match form {
        None => backtester.run_text(symbol, text, &guard).map(|o| o.to_json()),
        Some(Form::Compare) => backtester.compare_text(text, &guard).map(|o| o.to_json()),
        Some(Form::Portfolio) => backtester.portfolio_text(text, &guard).map(|o| o.to_json()),
        Some(Form::Sweep) => backtester.sweep_text(symbol, text, &guard).map(|o| o.to_json()),
    };
    result.unwrap_or_else(|e| json!({"ok": false, "error": e.to_json()}))
}

/// Runs the subcommand.
pub fn run(args: BacktestArgs) -> anyhow::Result<std::process::ExitCode> {
    let markets = match &args.data_dir {
        Some(dir) => {
            Markets::load_dir(dir, args.instruments.as_deref()).with_context(|| format!("loading {}", dir.display()))?
        }
        None => crate::query::load_markets(args.data.as_ref(), None, &args.instrument, args.instruments.as_ref())?,
    };
    let symbol = markets.market(&args.instrument).map(|m| m.instrument.symbol.clone()).unwrap_or_default();
    let backtester = Backtester::new(Arc::new(markets));
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if let Some(s) = &args.input {
        writeln!(out, "{}", run_one(&backtester, args.form, &symbol, s))?;
    } else {
        for line in std::io::stdin().lock().lines() {
            let line = line.context("reading stdin")?;
            if line.trim().is_empty() {
                continue;
            }
            writeln!(out, "{}", run_one(&backtester, args.form, &symbol, &line))?;
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(std::process::ExitCode::SUCCESS)
}
