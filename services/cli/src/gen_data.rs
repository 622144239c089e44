//! `barb gen-data`: write the deterministic synthetic minute-bar sample.

use std::path::PathBuf;

use anyhow::{Context, bail};
use barb_script::market::Instrument;
use barb_script::market::sample::{self, SampleSpec};
use chrono::{Months, NaiveDate};

/// Arguments of `barb gen-data`.
#[derive(clap::Args)]
pub struct GenDataArgs {
    /// Output Parquet file.
    #[arg(long, required_unless_present = "fingerprint")]
    out: Option<PathBuf>,
    /// Print the generator's fingerprint (a hash of its code) and exit:
    /// caches of generated data key on it.
    #[arg(long)]
    fingerprint: bool,
    /// Built-in instrument whose hours and holidays to follow (NQ or ES).
    #[arg(long, default_value = "NQ")]
    instrument: String,
    /// First trading date (YYYY-MM-DD).
    #[arg(long, default_value = "2023-01-03")]
    start: String,
    /// Last trading date (YYYY-MM-DD); overrides --years.
    #[arg(long)]
    end: Option<String>,
    /// Length in years from --start (1 day to 20 years; default 2).
    #[arg(long, default_value_t = 2.0)]
    years: f64,
    /// Random seed.
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// Starting price.
    #[arg(long, default_value_t = 16_000.0)]
    price: f64,
}

/// Runs the subcommand.
pub fn run(args: GenDataArgs) -> anyhow::Result<std::process::ExitCode> {
    if args.fingerprint {
        println!("{:016x}", sample::GENERATOR_FINGERPRINT);
        return Ok(std::process::ExitCode::SUCCESS);
    }
    let out = args.out.context("--out is required")?;
    let inst = Instrument::builtins()
        .into_iter()
        .find(|i| i.symbol.eq_ignore_ascii_case(&args.instrument))
        .with_context(|| format!("unknown built-in instrument '{}' (NQ, ES)", args.instrument))?;
    let start = NaiveDate::parse_from_str(&args.start, "%Y-%m-%d").context("--start must be YYYY-MM-DD")?;
    let end = match &args.end {
        Some(e) => NaiveDate::parse_from_str(e, "%Y-%m-%d").context("--end must be YYYY-MM-DD")?,
        None => {
            if !(args.years > 0.0 && args.years <= 20.0) {
                bail!("--years must be in (0, 20]");
            }
            let months = (args.years * 12.0).round().max(0.0) as u32;
            let end = start.checked_add_months(Months::new(months)).context("date out of range")?;
            if months == 0 { start } else { end.pred_opt().unwrap_or(end) }
        }
    };
    if end < start || (end - start).num_days() > 20 * 366 {
        bail!("the sample must span 1 day to 20 years");
    }
    let spec = SampleSpec { start, end, seed: args.seed, start_price: args.price, ..SampleSpec::default_nq() };
    let mut df = sample::generate(&inst, &spec)?;
    sample::write_parquet(&mut df, &out)?;
    eprintln!("wrote {} bars ({} to {}) to {}", df.height(), start, end, out.display());
    Ok(std::process::ExitCode::SUCCESS)
}
