//! `barb query`: run Barb Script queries on a Parquet file of minute bars.
//!
//! With `--query` it prints one JSON result; without it, it reads one query
//! per line from stdin and writes one JSON line per query, in order, never
//! stopping on a bad line. Blank input lines are skipped.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Context;
use barb_script::market::{Instrument, parse_instruments};
use barb_script::{BarbError, Market, Markets};
use serde_json::{Value, json};

/// Arguments of `barb query`.
#[derive(clap::Args)]
pub struct QueryArgs {
    /// Parquet file of 1-minute bars (`timestamp`/`ts`, open, high, low, close, volume).
    /// Without it the deterministic synthetic NQ sample is used.
    #[arg(long)]
    data: Option<PathBuf>,
    /// Daily settlement file (one bar per trading date): used for daily and
    /// longer bars when no session is requested.
    #[arg(long)]
    daily: Option<PathBuf>,
    /// Instrument symbol of the data file.
    #[arg(long, default_value = "NQ")]
    instrument: String,
    /// TOML file with more instrument definitions.
    #[arg(long, env = "BARB_INSTRUMENTS")]
    instruments: Option<PathBuf>,
    /// One query as JSON; omit to read JSON lines from stdin.
    #[arg(long)]
    query: Option<String>,
    /// Maximum evidence rows per result.
    #[arg(long, default_value_t = 200)]
    source_rows: usize,
}

/// Loads the market for `symbol` from `data` (or the sample).
pub fn load_markets(
    data: Option<&PathBuf>,
    daily: Option<&PathBuf>,
    symbol: &str,
    instruments: Option<&PathBuf>,
) -> anyhow::Result<Markets> {
    let Some(path) = data else { return Ok(Markets::sample()?) };
    let mut defs = Instrument::builtins();
    if let Some(p) = instruments {
        let text = std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?;
        defs.extend(parse_instruments(&text)?);
    }
    let def = defs
        .into_iter()
        .rev()
        .find(|d| d.symbol.eq_ignore_ascii_case(symbol))
        .with_context(|| format!("unknown instrument '{symbol}' (built in: NQ, ES; more via --instruments)"))?;
    let market = match daily {
        Some(d) => Market::load_with_daily(def, path, d)?,
        None => Market::load(def, path)?,
    };
    Ok(Markets::new(vec![market])?)
}

/// The JSON line for a failure.
pub fn error_json(e: &BarbError) -> Value {
    json!({"ok": false, "error": {"code": e.code.as_str(), "message": e.message, "hint": e.hint}})
}

fn run_one(market: &Market, text: &str, source_rows: usize) -> Value {
    match query_engine::answer_text(market, text, source_rows) {
        Ok(out) => out.to_json(),
        Err(e) => error_json(&e),
    }
}

/// Runs the subcommand.
pub fn run(args: QueryArgs) -> anyhow::Result<std::process::ExitCode> {
    let markets = load_markets(args.data.as_ref(), args.daily.as_ref(), &args.instrument, args.instruments.as_ref())?;
    let market = markets.market(&args.instrument).or_else(|_| markets.market(""))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if let Some(q) = &args.query {
        writeln!(out, "{}", run_one(&market, q, args.source_rows))?;
    } else {
        for line in std::io::stdin().lock().lines() {
            let line = line.context("reading stdin")?;
            if line.trim().is_empty() {
                continue;
            }
            writeln!(out, "{}", run_one(&market, &line, args.source_rows))?;
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(std::process::ExitCode::SUCCESS)
}
