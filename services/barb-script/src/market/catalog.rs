//! The engine: every loaded market, shared read-only across requests.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use crate::data::Market;
use crate::error::{ErrorCode, QueryError, Result, suggestion};
use crate::instrument::{self, Instrument};
use crate::pipeline::{self, Options};
use crate::query::Query;
use crate::result::QueryOutput;
use crate::sample::{self, SampleSpec};

/// Loaded markets by symbol.
#[derive(Debug, Clone)]
pub struct Engine {
    markets: BTreeMap<String, Arc<Market>>,
    default_symbol: String,
}

impl Engine {
    /// An engine over the given markets; the first (or `NQ`) is the default.
    pub fn new(markets: Vec<Arc<Market>>) -> Result<Engine> {
        let markets: BTreeMap<String, Arc<Market>> =
            markets.into_iter().map(|m| (m.instrument.symbol.clone(), m)).collect();
        let default_symbol = if markets.contains_key("NQ") {
            "NQ".to_string()
        } else {
            markets.keys().next().cloned().ok_or_else(|| QueryError::new(ErrorCode::Data, "no market data loaded"))?
        };
        Ok(Engine { markets, default_symbol })
    }

    /// Loads `<SYMBOL>.parquet` files from `dir` for the built-in instruments
    /// and those defined in `instruments_toml`; `<SYMBOL>_1d.parquet`, when
    /// present, is the instrument's daily settlement file.
    pub fn load_dir(dir: &Path, instruments_toml: Option<&Path>) -> Result<Engine> {
        let mut defs = Instrument::builtins();
        if let Some(p) = instruments_toml {
            let text = std::fs::read_to_string(p).map_err(|e| {
                QueryError::new(ErrorCode::Data, format!("cannot read instruments file {}: {e}", p.display()))
            })?;
            for inst in instrument::parse_toml(&text)? {
                defs.retain(|d| d.symbol != inst.symbol);
                defs.push(inst);
            }
        }
        let entries = std::fs::read_dir(dir).map_err(|e| {
            QueryError::new(ErrorCode::Data, format!("cannot read data directory {}: {e}", dir.display()))
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
                return Err(QueryError::new(
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
        Engine::new(markets)
    }

    /// The embedded default: deterministic synthetic NQ minute bars.
    pub fn sample() -> Result<Engine> {
        let nq = Instrument::builtins().remove(0);
        let df = sample::generate(&nq, &SampleSpec::default_nq())?;
        Engine::new(vec![Market::from_frame(nq, df)?])
    }

    /// Configuration from the environment: `BARB_DATA_DIR` (Parquet files per
    /// instrument) and `BARB_INSTRUMENTS` (TOML); the synthetic sample without them.
    pub fn from_env() -> Result<Engine> {
        let toml = std::env::var_os("BARB_INSTRUMENTS").filter(|v| !v.is_empty());
        match std::env::var_os("BARB_DATA_DIR").filter(|v| !v.is_empty()) {
            Some(dir) => Engine::load_dir(Path::new(&dir), toml.as_deref().map(Path::new)),
            None => Engine::sample(),
        }
    }

    /// The market for `symbol` (empty = default).
    pub fn market(&self, symbol: &str) -> Result<&Arc<Market>> {
        let key = if symbol.trim().is_empty() { self.default_symbol.clone() } else { symbol.trim().to_uppercase() };
        self.markets.get(&key).ok_or_else(|| {
            QueryError::new(ErrorCode::UnknownInstrument, format!("no data for instrument '{symbol}'"))
                .hint(suggestion(&key, self.markets.keys().map(String::as_str)))
        })
    }

    /// All markets, by symbol.
    pub fn markets(&self) -> impl Iterator<Item = &Arc<Market>> {
        self.markets.values()
    }

    /// Parses, validates and runs query JSON text.
    pub fn execute(&self, symbol: &str, query_json: &str, opts: Options) -> Result<QueryOutput> {
        let market = self.market(symbol)?;
        let plan = pipeline::plan(Query::parse_text(query_json)?)?;
        pipeline::execute(market, &plan, opts)
    }
}
