//! The markets a service answers about: every instrument of the data
//! directory, loaded on first use and evicted by bytes, reloadable without a
//! restart (issue 16.5).
//!
//! [`Markets::load_dir`] scans the directory (file names, sizes,
//! modification times, and each file's first and last rows for its date
//! range) and loads nothing else. [`Markets::market`] loads an instrument on
//! first use — one load at a time per instrument; concurrent askers wait for
//! it — and keeps it resident while the resident bytes stay within the
//! capacity (`BARB_MARKET_BYTES`, default 4 GiB), evicting the least
//! recently used instruments beyond it and dropping their bar-cache entries
//! ([`super::BarCache::invalidate`]). An instrument larger than the whole
//! capacity is still served, then evicted by the next load.
//!
//! [`Markets::reload`] scans the directory again and swaps the catalog:
//! instruments whose files are unchanged stay loaded, changed or removed ones
//! are dropped, new ones become available. Queries hold an `Arc<Market>` for
//! their whole run, so a query in flight finishes on the data it started
//! with. A failed scan (an unreadable directory, a file without an
//! instrument definition) leaves the current catalog serving.
//!
//! Prometheus: `barb_market_loads_total{result}`, `barb_market_evictions_total`,
//! `barb_market_reloads_total{result}`, `barb_market_resident_bytes`,
//! `barb_market_loaded`, `barb_market_available`, `barb_market_capacity_bytes`.
//!
//! Markets given in memory ([`Markets::new`], [`Markets::sample`]) are
//! always resident and cannot be reloaded.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock, Mutex, RwLock};

use barb_common::input::suggestion;
use prometheus::{IntCounter, IntCounterVec, IntGauge, Opts};

use super::bar_cache::{BarCache, parse_bytes};
use super::data::{self, Market};
use super::files::{DataFile, Format};
use super::instrument::{Instrument, parse_instruments};
use super::sample::{self, SampleSpec};
use crate::error::{BarbError, ErrorCode, Result};

/// Default bound of the resident instruments.
pub const DEFAULT_MARKET_BYTES: usize = 4 << 30;

/// What the catalog knows about one instrument.
#[derive(Debug, Clone)]
pub struct Listing {
    /// The instrument's definition.
    pub instrument: Instrument,
    /// Resident now.
    pub loaded: bool,
    /// Bytes its frames hold while loaded (0 when not).
    pub resident_bytes: u64,
    /// Bytes of its files on disk (0 for in-memory markets).
    pub file_bytes: u64,
    /// First trading date, `YYYY-MM-DD`.
    pub data_start: String,
    /// Last trading date.
    pub data_end: String,
    /// 1-minute bars.
    pub bar_count: u64,
}

/// What a reload changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReloadReport {
    /// Symbols new in the directory.
    pub added: Vec<String>,
    /// Symbols whose files changed (dropped if they were loaded).
    pub changed: Vec<String>,
    /// Symbols no longer in the directory.
    pub removed: Vec<String>,
    /// Symbols whose files are the same.
    pub unchanged: Vec<String>,
}

/// An instrument's files.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Files {
    minutes: DataFile,
    daily: Option<DataFile>,
}

#[derive(Debug, Clone)]
struct Entry {
    instrument: Instrument,
    /// The files of a directory instrument; `None` for an in-memory market.
    files: Option<Files>,
    /// An in-memory market (always resident).
    fixed: Option<Arc<Market>>,
    /// Date range and bars from the scan.
    summary: (String, String, u64),
}

#[derive(Debug)]
struct Catalog {
    entries: BTreeMap<String, Entry>,
    default_symbol: String,
}

/// A resident (or loading) instrument.
struct Slot {
    files: Files,
    /// Loaded once; concurrent askers wait on the lock.
    cell: Arc<Mutex<Option<Arc<Market>>>>,
    bytes: usize,
    used: u64,
}

#[derive(Default)]
struct Resident {
    slots: HashMap<String, Slot>,
    bytes: usize,
    tick: u64,
}

struct Shared {
    /// The directory and instrument file a reload scans again.
    source: Option<(PathBuf, Option<PathBuf>)>,
    catalog: RwLock<Arc<Catalog>>,
    resident: Mutex<Resident>,
    capacity: AtomicUsize,
}

/// The markets of a service: by symbol, with a default instrument.
#[derive(Clone)]
pub struct Markets {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Markets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Markets").field("symbols", &self.symbols()).finish()
    }
}

struct Metrics {
    loads: IntCounterVec,
    evictions: IntCounter,
    reloads: IntCounterVec,
    resident_bytes: IntGauge,
    loaded: IntGauge,
    available: IntGauge,
    capacity: IntGauge,
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let counter = |name: &str, help: &str, labels: &[&str]| {
        let c = IntCounterVec::new(Opts::new(name, help), labels).expect("valid metric");
        barb_common::metrics::register(Box::new(c.clone()));
        c
    };
    let gauge = |name: &str, help: &str| {
        let g = IntGauge::new(name, help).expect("valid metric");
        barb_common::metrics::register(Box::new(g.clone()));
        g
    };
    let evictions =
        IntCounter::new("barb_market_evictions_total", "Instruments evicted to stay within BARB_MARKET_BYTES")
            .expect("valid metric");
    barb_common::metrics::register(Box::new(evictions.clone()));
    let loads = counter("barb_market_loads_total", "Instrument loads from the data directory, by result", &["result"]);
    let reloads = counter("barb_market_reloads_total", "Reloads of the data directory, by result", &["result"]);
    for r in ["ok", "error"] {
        loads.with_label_values(&[r]).reset();
        reloads.with_label_values(&[r]).reset();
    }
    Metrics {
        loads,
        evictions,
        reloads,
        resident_bytes: gauge("barb_market_resident_bytes", "Bytes held by loaded instruments"),
        loaded: gauge("barb_market_loaded", "Instruments loaded"),
        available: gauge("barb_market_available", "Instruments available in the data directory"),
        capacity: gauge("barb_market_capacity_bytes", "Bound of the loaded instruments (BARB_MARKET_BYTES)"),
    }
});

fn data_err(msg: impl Into<String>) -> BarbError {
    BarbError::new(ErrorCode::Data, msg)
}

impl Catalog {
    fn new(entries: BTreeMap<String, Entry>) -> Result<Catalog> {
        let default_symbol = if entries.contains_key("NQ") {
            "NQ".to_string()
        } else {
            entries.keys().next().cloned().ok_or_else(|| data_err("no market data loaded"))?
        };
        Ok(Catalog { entries, default_symbol })
    }

    /// Scans `dir`: `<SYMBOL>.<ext>` minute files and `<SYMBOL>_1d.<ext>`
    /// settlement files of the built-in instruments and `instruments_toml`'s.
    /// `known` holds summaries of files already scanned (not read again).
    fn scan(dir: &Path, instruments_toml: Option<&Path>, known: Option<&Catalog>) -> Result<Catalog> {
        let mut defs = Instrument::builtins();
        if let Some(p) = instruments_toml {
            let text = std::fs::read_to_string(p)
                .map_err(|e| data_err(format!("cannot read instruments file {}: {e}", p.display())))?;
            for inst in parse_instruments(&text)? {
                defs.retain(|d| d.symbol != inst.symbol);
                defs.push(inst);
            }
        }
        let listing = std::fs::read_dir(dir)
            .map_err(|e| data_err(format!("cannot read data directory {}: {e}", dir.display())))?;
        let mut minutes: BTreeMap<String, DataFile> = BTreeMap::new();
        let mut daily: BTreeMap<String, DataFile> = BTreeMap::new();
        for entry in listing.flatten() {
            let path = entry.path();
            if Format::of(&path).is_none() || !path.is_file() {
                continue;
            }
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_uppercase();
            let (symbol, into) = match stem.strip_suffix("_1D") {
                Some(s) => (s.to_string(), &mut daily),
                None => (stem, &mut minutes),
            };
            let file = DataFile::at(&path)?;
            if let Some(other) = into.insert(symbol.clone(), file) {
                return Err(data_err(format!(
                    "{symbol} has two files in {}: {} and {}",
                    dir.display(),
                    other.path.display(),
                    path.display()
                ))
                .hint("keep one file per instrument (Parquet or Arrow IPC)"));
            }
        }
        let mut entries = BTreeMap::new();
        for (symbol, file) in minutes {
            let Some(def) = defs.iter().find(|d| d.symbol == symbol) else {
                return Err(data_err(format!("{} has no instrument definition for '{symbol}'", file.path.display()))
                    .hint("name files <SYMBOL>.parquet (or .arrow) and define the symbol in BARB_INSTRUMENTS"));
            };
            let files = Files { minutes: file, daily: daily.remove(&symbol) };
            let summary = match known.and_then(|k| k.entries.get(&symbol)).filter(|e| e.files.as_ref() == Some(&files))
            {
                Some(e) => e.summary.clone(),
                None => data::summary(def, &files.minutes)?,
            };
            entries.insert(symbol, Entry { instrument: def.clone(), files: Some(files), fixed: None, summary });
        }
        Catalog::new(entries)
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Markets {
    fn with(catalog: Catalog, source: Option<(PathBuf, Option<PathBuf>)>) -> Markets {
        let capacity =
            std::env::var("BARB_MARKET_BYTES").ok().and_then(|v| parse_bytes(&v).ok()).unwrap_or(DEFAULT_MARKET_BYTES);
        METRICS.capacity.set(capacity as i64);
        METRICS.available.set(catalog.entries.len() as i64);
        Markets {
            shared: Arc::new(Shared {
                source,
                catalog: RwLock::new(Arc::new(catalog)),
                resident: Mutex::new(Resident::default()),
                capacity: AtomicUsize::new(capacity),
            }),
        }
    }

    /// The given in-memory markets (always resident); `NQ`, else the first
    /// symbol, is the default.
    pub fn new(markets: Vec<Arc<Market>>) -> Result<Markets> {
        let entries = markets
            .into_iter()
            .map(|m| {
                let (start, end) = m.date_range();
                let e = Entry {
                    instrument: m.instrument.clone(),
                    files: None,
                    summary: (start, end, m.minutes.height() as u64),
                    fixed: Some(m),
                };
                (e.instrument.symbol.clone(), e)
            })
            .collect();
        Ok(Markets::with(Catalog::new(entries)?, None))
    }

    /// The instruments of `dir` (see the module docs): `<SYMBOL>.parquet`,
    /// `.arrow`, `.ipc` or `.feather` for the built-in instruments and those
    /// defined in `instruments_toml`; `<SYMBOL>_1d.<ext>`, when present, is
    /// the instrument's daily settlement file. Nothing is loaded yet.
    pub fn load_dir(dir: &Path, instruments_toml: Option<&Path>) -> Result<Markets> {
        let catalog = Catalog::scan(dir, instruments_toml, None)?;
        Ok(Markets::with(catalog, Some((dir.to_path_buf(), instruments_toml.map(Path::to_path_buf)))))
    }

    /// The embedded default: deterministic synthetic NQ minute bars.
    pub fn sample() -> Result<Markets> {
        let nq = Instrument::builtins().remove(0);
        let df = sample::generate(&nq, &SampleSpec::default_nq())?;
        Markets::new(vec![Market::from_frame(nq, df)?])
    }

    /// Configuration from the environment: `BARB_DATA_DIR` (a file per
    /// instrument), `BARB_INSTRUMENTS` (TOML) and `BARB_MARKET_BYTES`; the
    /// synthetic sample without a directory.
    pub fn from_env() -> Result<Markets> {
        let toml = std::env::var_os("BARB_INSTRUMENTS").filter(|v| !v.is_empty());
        match std::env::var_os("BARB_DATA_DIR").filter(|v| !v.is_empty()) {
            Some(dir) => Markets::load_dir(Path::new(&dir), toml.as_deref().map(Path::new)),
            None => Markets::sample(),
        }
    }

    fn catalog(&self) -> Arc<Catalog> {
        self.shared.catalog.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The default instrument's symbol.
    pub fn default_symbol(&self) -> String {
        self.catalog().default_symbol.clone()
    }

    /// Every available symbol, sorted.
    pub fn symbols(&self) -> Vec<String> {
        self.catalog().entries.keys().cloned().collect()
    }

    /// The market for `symbol` (empty = the default), loaded now if it is not
    /// resident.
    pub fn market(&self, symbol: &str) -> Result<Arc<Market>> {
        let catalog = self.catalog();
        let key = if symbol.trim().is_empty() { catalog.default_symbol.clone() } else { symbol.trim().to_uppercase() };
        let Some(entry) = catalog.entries.get(&key) else {
            return Err(BarbError::new(ErrorCode::UnknownInstrument, format!("no data for instrument '{symbol}'"))
                .hint(suggestion(&key, catalog.entries.keys().map(String::as_str))));
        };
        if let Some(m) = &entry.fixed {
            return Ok(m.clone());
        }
        let files = entry.files.clone().ok_or_else(|| BarbError::internal("markets", "an entry without files"))?;
        let cell = {
            let mut r = lock(&self.shared.resident);
            r.tick += 1;
            let tick = r.tick;
            match r.slots.get_mut(&key) {
                Some(slot) if slot.files == files => {
                    slot.used = tick;
                    slot.cell.clone()
                }
                _ => {
                    // New, or loaded from files a reload has replaced since.
                    if let Some(old) = r.slots.remove(&key) {
                        r.bytes -= old.bytes;
                        BarCache::global().invalidate(&key);
                    }
                    let cell = Arc::new(Mutex::new(None));
                    r.slots
                        .insert(key.clone(), Slot { files: files.clone(), cell: cell.clone(), bytes: 0, used: tick });
                    cell
                }
            }
        };
        let mut loaded = lock(&cell);
        if let Some(m) = loaded.as_ref() {
            return Ok(m.clone());
        }
        let started = std::time::Instant::now();
        let market = match &files.daily {
            Some(daily) => Market::load_with_daily(entry.instrument.clone(), &files.minutes.path, &daily.path),
            None => Market::load(entry.instrument.clone(), &files.minutes.path),
        };
        let market = match market {
            Ok(m) => m,
            Err(e) => {
                METRICS.loads.with_label_values(&["error"]).inc();
                return Err(e);
            }
        };
        METRICS.loads.with_label_values(&["ok"]).inc();
        *loaded = Some(market.clone());
        drop(loaded);
        let bytes = market.resident_bytes();
        tracing::info!(symbol = %key, bytes, elapsed_ms = started.elapsed().as_millis() as u64, "market loaded");
        let mut r = lock(&self.shared.resident);
        if let Some(slot) = r.slots.get_mut(&key).filter(|s| Arc::ptr_eq(&s.cell, &cell)) {
            slot.bytes = bytes;
            r.bytes += bytes;
        }
        self.evict(&mut r, &key);
        Ok(market)
    }

    /// Evicts least recently used loaded instruments (never `keep`) while
    /// over the capacity.
    fn evict(&self, r: &mut Resident, keep: &str) {
        let capacity = self.shared.capacity.load(Ordering::Relaxed);
        while r.bytes > capacity {
            let victim = r
                .slots
                .iter()
                .filter(|(k, s)| k.as_str() != keep && s.bytes > 0)
                .min_by_key(|(_, s)| s.used)
                .map(|(k, _)| k.clone());
            let Some(k) = victim else { break };
            if let Some(slot) = r.slots.remove(&k) {
                r.bytes -= slot.bytes;
                BarCache::global().invalidate(&k);
                METRICS.evictions.inc();
                tracing::info!(symbol = %k, bytes = slot.bytes, "market evicted");
            }
        }
        METRICS.resident_bytes.set(r.bytes as i64);
        METRICS.loaded.set(r.slots.values().filter(|s| s.bytes > 0).count() as i64);
    }

    /// Changes the bound of the resident instruments, evicting at once what
    /// no longer fits.
    pub fn set_capacity(&self, bytes: usize) {
        self.shared.capacity.store(bytes, Ordering::Relaxed);
        METRICS.capacity.set(bytes as i64);
        let mut r = lock(&self.shared.resident);
        self.evict(&mut r, "");
    }

    /// Bytes held by the loaded instruments (in-memory markets not counted).
    pub fn resident_bytes(&self) -> usize {
        lock(&self.shared.resident).bytes
    }

    /// The resident markets (in-memory ones and loaded ones).
    pub fn loaded(&self) -> Vec<Arc<Market>> {
        let catalog = self.catalog();
        let r = lock(&self.shared.resident);
        catalog
            .entries
            .iter()
            .filter_map(|(k, e)| {
                e.fixed.clone().or_else(|| r.slots.get(k).and_then(|s| s.cell.try_lock().ok()?.as_ref().cloned()))
            })
            .collect()
    }

    /// Every available instrument, loaded or not, by symbol.
    pub fn list(&self) -> Vec<Listing> {
        let catalog = self.catalog();
        let r = lock(&self.shared.resident);
        catalog
            .entries
            .iter()
            .map(|(k, e)| {
                let resident = r.slots.get(k).filter(|s| s.bytes > 0 && e.files.as_ref() == Some(&s.files));
                let file_bytes =
                    e.files.as_ref().map_or(0, |f| f.minutes.bytes + f.daily.as_ref().map_or(0, |d| d.bytes));
                let resident_bytes = match (&e.fixed, resident) {
                    (Some(m), _) => m.resident_bytes() as u64,
                    (None, Some(s)) => s.bytes as u64,
                    (None, None) => 0,
                };
                Listing {
                    instrument: e.instrument.clone(),
                    loaded: e.fixed.is_some() || resident.is_some(),
                    resident_bytes,
                    file_bytes,
                    data_start: e.summary.0.clone(),
                    data_end: e.summary.1.clone(),
                    bar_count: e.summary.2,
                }
            })
            .collect()
    }

    /// Scans the data directory again and swaps the catalog (see the module
    /// docs); queries in flight keep the data they started with.
    pub fn reload(&self) -> Result<ReloadReport> {
        let result = self.try_reload();
        METRICS.reloads.with_label_values(&[if result.is_ok() { "ok" } else { "error" }]).inc();
        result
    }

    fn try_reload(&self) -> Result<ReloadReport> {
        let Some((dir, toml)) = &self.shared.source else {
            return Err(BarbError::new(ErrorCode::InvalidValue, "these markets are in memory, not a data directory")
                .hint("start the service with BARB_DATA_DIR to reload data"));
        };
        let old = self.catalog();
        let new = Catalog::scan(dir, toml.as_deref(), Some(&old))?;
        let mut report = ReloadReport::default();
        for (k, e) in &new.entries {
            match old.entries.get(k) {
                None => report.added.push(k.clone()),
                Some(o) if o.files == e.files => report.unchanged.push(k.clone()),
                Some(_) => report.changed.push(k.clone()),
            }
        }
        report.removed = old.entries.keys().filter(|k| !new.entries.contains_key(*k)).cloned().collect();
        let mut r = lock(&self.shared.resident);
        let stale: Vec<String> = r
            .slots
            .iter()
            .filter(|(k, s)| new.entries.get(*k).and_then(|e| e.files.as_ref()) != Some(&s.files))
            .map(|(k, _)| k.clone())
            .collect();
        for k in stale {
            if let Some(slot) = r.slots.remove(&k) {
                r.bytes -= slot.bytes;
                BarCache::global().invalidate(&k);
            }
        }
        METRICS.available.set(new.entries.len() as i64);
        *self.shared.catalog.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(new);
        self.evict(&mut r, "");
        tracing::info!(?report, "data directory reloaded");
        Ok(report)
    }
}
