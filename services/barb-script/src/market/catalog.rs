//! The loaded markets by symbol, with the default instrument: what every
//! service that runs Barb Script (query-engine, backtest, the CLI) serves,
//! loaded once at start-up and shared read-only across requests.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use barb_common::input::suggestion;

use super::data::Market;
use super::instrument::{Instrument, parse_instruments};
use super::sample::{self, SampleSpec};
use crate::error::{BarbError, ErrorCode, Result};

/// Loaded markets by symbol.
#[derive(Debug, Clone)]
pub struct Markets {
    markets: BTreeMap<String, Arc<Market>>,
    default_symbol: String,
}

impl Markets {
    /// The given markets; `NQ`, else the first symbol, is the default.
    pub fn new(markets: Vec<Arc<Market>>) -> Result<Markets> {
        let markets: BTreeMap<String, Arc<Market>> =
            markets.into_iter().map(|m| (m.instrument.symbol.clone(), m)).collect();
        let default_symbol = if markets.contains_key("NQ") {
            "NQ".to_string()
        } else {
            markets.keys().next().cloned().ok_or_else(|| BarbError::new(ErrorCode::Data, "no market data loaded"))?
        };
        Ok(Markets { markets, default_symbol })
    }

    /// Loads `<SYMBOL>.parquet` files from `dir` for the built-in instruments
    /// and those defined in `instruments_toml`; `<SYMBOL>_1d.parquet`, when
    /// present, is the instrument's daily settlement file.
    pub fn load_dir(dir: &Path, instruments_toml: Option<&Path>) -> Result<Markets> {
        let mut defs = Instrument::builtins();
        if let Some(p) = instruments_toml {
            let text = std::fs::read_to_string(p).map_err(|e| {
                BarbError::new(ErrorCode::Data, format!("cannot read instruments file {}: {e}", p.display()))
            })?;
            for inst in parse_instruments(&text)? {
                defs.retain(|d| d.symbol != inst.symbol);
                defs.push(inst);
            }
        }
        let entries = std::fs::read_dir(dir).map_err(|e| {
            BarbError::new(ErrorCode::Data, format!("cannot read data directory {}: {e}", dir.display()))
        })?;
        let mut markets = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some("parquet") {
                continue;
            }
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_uppercase();
            if stem.ends_with("_1D") {
                continue; // a daily settlement file, loaded with its minute file
            }
            let Some(def) = defs.iter().find(|d| d.symbol == stem) else {
                return Err(BarbError::new(
                    ErrorCode::Data,
                    format!("{} has no instrument definition for '{stem}'", path.display()),
                )
                .hint("name files <SYMBOL>.parquet and define the symbol in BARB_INSTRUMENTS"));
            };
            let daily =
                path.with_file_name(format!("{}_1d.parquet", path.file_stem().and_then(|s| s.to_str()).unwrap_or("")));
            markets.push(if daily.exists() {
                Market::load_with_daily(def.clone(), &path, &daily)?
            } else {
                Market::load(def.clone(), &path)?
            });
        }
        Markets::new(markets)
    }

    /// The embedded default: deterministic synthetic NQ minute bars.
    pub fn sample() -> Result<Markets> {
        let nq = Instrument::builtins().remove(0);
        let df = sample::generate(&nq, &SampleSpec::default_nq())?;
        Markets::new(vec![Market::from_frame(nq, df)?])
    }

    /// Configuration from the environment: `BARB_DATA_DIR` (Parquet files per
    /// instrument) and `BARB_INSTRUMENTS` (TOML); the synthetic sample without them.
    pub fn from_env() -> Result<Markets> {
        let toml = std::env::var_os("BARB_INSTRUMENTS").filter(|v| !v.is_empty());
        match std::env::var_os("BARB_DATA_DIR").filter(|v| !v.is_empty()) {
            Some(dir) => Markets::load_dir(Path::new(&dir), toml.as_deref().map(Path::new)),
            None => Markets::sample(),
        }
    }

    /// The market for `symbol` (empty = default).
    pub fn market(&self, symbol: &str) -> Result<&Arc<Market>> {
        let key = if symbol.trim().is_empty() { self.default_symbol.clone() } else { symbol.trim().to_uppercase() };
        self.markets.get(&key).ok_or_else(|| {
            BarbError::new(ErrorCode::UnknownInstrument, format!("no data for instrument '{symbol}'"))
                .hint(suggestion(&key, self.markets.keys().map(String::as_str)))
        })
    }

    /// All markets, by symbol.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<Market>> {
        self.markets.values()
    }
}
