//! `barb query`: run Barb Script queries on a Parquet file of minute bars.
//!
//! With `--query` it prints one JSON result; without it, it reads one query
//! per line from stdin and writes one JSON line per query, in order, never
//! stopping on a bad line. Blank input lines are skipped.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use anyhow::Context;
use query_engine::Engine;
use query_engine::data::Market;
use query_engine::error::QueryError;
use query_engine::instrument::{self, Instrument};
use query_engine::pipeline::Options;
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
pub fn load_engine(
    data: Option<&PathBuf>,
    daily: Option<&PathBuf>,
    symbol: &str,
    instruments: Option<&PathBuf>,
) -> anyhow::Result<Engine> {
    let Some(path) = data else { return Ok(Engine::sample()?) };
    let mut defs = Instrument::builtins();
    if let Some(p) = instruments {
        let text = std::fs::read_to_string(p).with_context(|| format!("reading {}", p.display()))?;
        defs.extend(instrument::parse_toml(&text)?);
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
    Ok(Engine::new(vec![market])?)
}

/// The JSON line for a failure.
pub fn error_json(e: &QueryError) -> Value {
    json!({"ok": false, "error": {"code": e.code.as_str(), "message": e.message, "hint": e.hint}})
}

fn run_one(engine: &Engine, symbol: &str, text: &str, opts: Options) -> Value {
    match engine.execute(symbol, text, opts) {
        Ok(out) => out.to_json(),
        Err(e) => error_json(&e),
    }
}

/// Runs the subcommand.
pub fn run(args: QueryArgs) -> anyhow::Result<std::process::ExitCode> {
    let engine = load_engine(args.data.as_ref(), args.daily.as_ref(), &args.instrument, args.instruments.as_ref())?;
    let symbol = engine.market(&args.instrument).map(|m| m.instrument.symbol.clone()).unwrap_or_default();
    let opts = Options { source_row_limit: args.source_rows };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if let Some(q) = &args.query {
        writeln!(out, "{}", run_one(&engine, &symbol, q, opts))?;
    } else {
        for line in std::io::stdin().lock().lines() {
            let line = line.context("reading stdin")?;
            if line.trim().is_empty() {
                continue;
            }
            writeln!(out, "{}", run_one(&engine, &symbol, &line, opts))?;
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(std::process::ExitCode::SUCCESS)
}
