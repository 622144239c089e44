//! The bar cache: bars per (instrument, timeframe, session) and the session
//! row ranges of each instrument, built from the minutes in one linear pass
//! on first use and shared by every query and backtest of the process,
//! bounded by bytes with least-recently-used eviction.
//!
//! One process-wide cache ([`BarCache::global`]) serves query-engine, backtest
//! and the CLI; its size comes from `BARB_BAR_CACHE_BYTES` (default 512 MiB)
//! and [`warm_from_env`] fills daily bars and the most used timeframes at
//! start-up (`BARB_BAR_CACHE_WARM`). Whoever replaces an instrument's data
//! calls [`BarCache::invalidate`] with its symbol; entries are also keyed by
//! the identity of the minute data they were built from, so a market loaded
//! again never sees another's bars even without that call.
//!
//! Prometheus (the process registry of `barb_common::metrics`):
//! `barb_bar_cache_requests_total{result="hit"|"miss"}`,
//! `barb_bar_cache_evictions_total`, `barb_bar_cache_bytes`,
//! `barb_bar_cache_entries`, `barb_bar_cache_capacity_bytes`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, RwLock};

use polars::prelude::{Column, DataFrame};
use prometheus::{IntCounterVec, IntGauge, Opts};

use super::resample::Timeframe;
use super::rows::RowRanges;
use crate::error::{BarbError, ErrorCode, Result};

/// Default capacity.
pub const DEFAULT_CAPACITY_BYTES: usize = 512 << 20;

/// What an entry holds for one instrument.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum What {
    /// The minute frame with contiguous columns (a clone unless it had to be
    /// rechunked or had nulls).
    Minutes,
    /// The row ranges of a session (upper-case name).
    Session(String),
    /// Whole-history bars of a timeframe and session (`""` = all bars);
    /// `settlement` for daily-and-longer bars from the provider's file.
    Bars { tf: Timeframe, session: String, settlement: bool },
    /// A value another crate derives from the instrument's data (see
    /// [`BarCache::derived`]), under the key that crate chose.
    Derived(String),
}

/// The minute data an entry was built from: the symbol and the address of
/// its timestamp buffer, which the entry keeps alive (so the address cannot
/// be reused by other data while the entry exists).
#[derive(Debug, Clone)]
pub(crate) struct Source {
    pub symbol: String,
    pub address: usize,
    pub pin: Column,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    symbol: String,
    address: usize,
    what: What,
}

/// A derived value and the bytes it holds.
type AnyValue = (Arc<dyn std::any::Any + Send + Sync>, usize);

#[derive(Clone)]
enum Value {
    Frame(DataFrame),
    Rows(Arc<RowRanges>),
    Derived(AnyValue),
}

impl Value {
    fn bytes(&self) -> usize {
        match self {
            Value::Frame(df) => df.estimated_size(),
            Value::Rows(r) => r.0.len() * std::mem::size_of::<std::ops::Range<usize>>(),
            Value::Derived((_, bytes)) => *bytes,
        }
    }
}

struct Slot {
    value: Value,
    bytes: usize,
    /// Recency stamp, updated under the read lock.
    used: AtomicU64,
    _pin: Column,
}

#[derive(Default)]
struct Inner {
    map: HashMap<Key, Slot>,
    bytes: usize,
}

/// Counters and sizes of a cache.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CacheStats {
    /// Lookups answered from the cache.
    pub hits: u64,
    /// Lookups that built the value.
    pub misses: u64,
    /// Entries dropped to stay within the capacity.
    pub evictions: u64,
    /// Bytes held.
    pub bytes: usize,
    /// Entries held.
    pub entries: usize,
    /// The bound.
    pub capacity: usize,
}

/// A byte-bounded LRU cache of bars and session rows. A hit takes the read
/// lock only (concurrent queries never wait for each other on hits);
/// building, inserting and evicting take the write lock.
pub struct BarCache {
    inner: RwLock<Inner>,
    tick: AtomicU64,
    capacity: std::sync::atomic::AtomicUsize,
    hits: AtomicU64,
    misses: AtomicU64,
    evictions: AtomicU64,
    metrics: Option<&'static Metrics>,
}

struct Metrics {
    hit: prometheus::IntCounter,
    miss: prometheus::IntCounter,
    evictions: prometheus::IntCounter,
    bytes: IntGauge,
    entries: IntGauge,
    capacity: IntGauge,
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let requests = IntCounterVec::new(
        Opts::new("barb_bar_cache_requests_total", "Bar cache lookups, by result (hit or miss)"),
        &["result"],
    )
    .expect("valid metric");
    let evictions =
        prometheus::IntCounter::new("barb_bar_cache_evictions_total", "Bar cache entries evicted to stay within bytes")
            .expect("valid metric");
    let bytes = IntGauge::new("barb_bar_cache_bytes", "Bytes held by the bar cache").expect("valid metric");
    let entries = IntGauge::new("barb_bar_cache_entries", "Entries held by the bar cache").expect("valid metric");
    let capacity = IntGauge::new("barb_bar_cache_capacity_bytes", "Capacity of the bar cache (BARB_BAR_CACHE_BYTES)")
        .expect("valid metric");
    for c in [requests.with_label_values(&["hit"]), requests.with_label_values(&["miss"])] {
        c.reset();
    }
    barb_common::metrics::register(Box::new(requests.clone()));
    barb_common::metrics::register(Box::new(evictions.clone()));
    barb_common::metrics::register(Box::new(bytes.clone()));
    barb_common::metrics::register(Box::new(entries.clone()));
    barb_common::metrics::register(Box::new(capacity.clone()));
    Metrics {
        hit: requests.with_label_values(&["hit"]),
        miss: requests.with_label_values(&["miss"]),
        evictions,
        bytes,
        entries,
        capacity,
    }
});

static GLOBAL: LazyLock<BarCache> = LazyLock::new(|| {
    let capacity = capacity_from_env().unwrap_or(DEFAULT_CAPACITY_BYTES);
    let cache = BarCache { metrics: Some(&METRICS), ..BarCache::new(capacity) };
    METRICS.capacity.set(capacity as i64);
    cache
});

/// `BARB_BAR_CACHE_BYTES`: a byte count, optionally with a `k`, `M` or `G`
/// suffix (powers of 1024); `None` when unset.
fn capacity_from_env() -> Option<usize> {
    std::env::var("BARB_BAR_CACHE_BYTES").ok().and_then(|v| parse_bytes(&v).ok())
}

/// Parses `512M`, `2G`, `65536` (k/M/G are powers of 1024).
pub fn parse_bytes(text: &str) -> Result<usize> {
    let t = text.trim();
    let (digits, mult) = match t.chars().last().map(|c| c.to_ascii_uppercase()) {
        Some('K') => (&t[..t.len() - 1], 1usize << 10),
        Some('M') => (&t[..t.len() - 1], 1 << 20),
        Some('G') => (&t[..t.len() - 1], 1 << 30),
        _ => (t, 1),
    };
    digits.trim().parse::<usize>().ok().and_then(|n| n.checked_mul(mult)).ok_or_else(|| {
        BarbError::new(ErrorCode::InvalidValue, format!("BARB_BAR_CACHE_BYTES '{text}' is not a byte count"))
            .hint("write bytes with an optional k/M/G suffix, e.g. 512M")
    })
}

impl BarCache {
    /// An empty cache of `capacity` bytes (no metrics; the process's cache is [`BarCache::global`]).
    pub fn new(capacity: usize) -> BarCache {
        BarCache {
            inner: RwLock::new(Inner::default()),
            tick: AtomicU64::new(0),
            capacity: capacity.into(),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            evictions: AtomicU64::new(0),
            metrics: None,
        }
    }

    /// The process's cache, used by [`super::Market::bars`].
    pub fn global() -> &'static BarCache {
        &GLOBAL
    }

    /// Changes the bound, evicting at once what no longer fits.
    pub fn set_capacity(&self, bytes: usize) {
        self.capacity.store(bytes, Ordering::Relaxed);
        if let Some(m) = self.metrics {
            m.capacity.set(bytes as i64);
        }
        let mut inner = self.write();
        self.evict(&mut inner, None);
    }

    /// Drops every entry of `symbol` (call it when an instrument's data is
    /// replaced or unloaded); returns how many were dropped.
    pub fn invalidate(&self, symbol: &str) -> usize {
        let mut inner = self.write();
        let before = inner.map.len();
        let mut freed = 0;
        inner.map.retain(|k, slot| {
            let keep = !k.symbol.eq_ignore_ascii_case(symbol);
            if !keep {
                freed += slot.bytes;
            }
            keep
        });
        inner.bytes -= freed;
        let dropped = before - inner.map.len();
        self.publish(&inner);
        dropped
    }

    /// Drops everything.
    pub fn clear(&self) {
        let mut inner = self.write();
        inner.map.clear();
        inner.bytes = 0;
        self.publish(&inner);
    }

    /// Counters and sizes.
    pub fn stats(&self) -> CacheStats {
        let inner = self.inner.read().unwrap_or_else(|e| e.into_inner());
        CacheStats {
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
            evictions: self.evictions.load(Ordering::Relaxed),
            bytes: inner.bytes,
            entries: inner.map.len(),
            capacity: self.capacity.load(Ordering::Relaxed),
        }
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Inner> {
        self.inner.write().unwrap_or_else(|e| e.into_inner())
    }

    fn stamp(&self) -> u64 {
        self.tick.fetch_add(1, Ordering::Relaxed) + 1
    }

    fn publish(&self, inner: &Inner) {
        if let Some(m) = self.metrics {
            m.bytes.set(inner.bytes as i64);
            m.entries.set(inner.map.len() as i64);
        }
    }

    fn count(&self, hit: bool) {
        let c = if hit { &self.hits } else { &self.misses };
        c.fetch_add(1, Ordering::Relaxed);
        if let Some(m) = self.metrics {
            if hit { m.hit.inc() } else { m.miss.inc() }
        }
    }

    /// Evicts least recently used entries (never `keep`) until within capacity.
    fn evict(&self, inner: &mut Inner, keep: Option<&Key>) {
        let capacity = self.capacity.load(Ordering::Relaxed);
        while inner.bytes > capacity {
            let victim = inner
                .map
                .iter()
                .filter(|(k, _)| Some(*k) != keep)
                .min_by_key(|(_, s)| s.used.load(Ordering::Relaxed))
                .map(|(k, _)| k.clone());
            let Some(k) = victim else { break };
            if let Some(slot) = inner.map.remove(&k) {
                inner.bytes -= slot.bytes;
                self.evictions.fetch_add(1, Ordering::Relaxed);
                if let Some(m) = self.metrics {
                    m.evictions.inc();
                }
            }
        }
        self.publish(inner);
    }

    fn get_or_build(&self, source: &Source, what: What, build: impl FnOnce() -> Result<Value>) -> Result<Value> {
        let key = Key { symbol: source.symbol.clone(), address: source.address, what };
        {
            let inner = self.inner.read().unwrap_or_else(|e| e.into_inner());
            if let Some(slot) = inner.map.get(&key) {
                slot.used.store(self.stamp(), Ordering::Relaxed);
                let v = slot.value.clone();
                drop(inner);
                self.count(true);
                return Ok(v);
            }
        }
        self.count(false);
        // Built outside the lock: other instruments and timeframes are served meanwhile.
        let value = build()?;
        let bytes = value.bytes();
        if bytes > self.capacity.load(Ordering::Relaxed) {
            return Ok(value);
        }
        let used = AtomicU64::new(self.stamp());
        let mut inner = self.write();
        if let Some(old) =
            inner.map.insert(key.clone(), Slot { value: value.clone(), bytes, used, _pin: source.pin.clone() })
        {
            inner.bytes -= old.bytes;
        }
        inner.bytes += bytes;
        self.evict(&mut inner, Some(&key));
        Ok(value)
    }

    /// A frame, built by `build` on a miss.
    pub(crate) fn frame(
        &self,
        source: &Source,
        what: What,
        build: impl FnOnce() -> Result<DataFrame>,
    ) -> Result<DataFrame> {
        match self.get_or_build(source, what, || build().map(Value::Frame))? {
            Value::Frame(df) => Ok(df),
            _ => Err(BarbError::internal("bar cache", "another entry under a frame key")),
        }
    }

    /// Row ranges, built by `build` on a miss.
    pub(crate) fn rows(
        &self,
        source: &Source,
        what: What,
        build: impl FnOnce() -> Result<RowRanges>,
    ) -> Result<Arc<RowRanges>> {
        match self.get_or_build(source, what, || build().map(|r| Value::Rows(Arc::new(r))))? {
            Value::Rows(r) => Ok(r),
            _ => Err(BarbError::internal("bar cache", "another entry under a row key")),
        }
    }

    /// A value another crate derives from `market`'s data (the backtest's
    /// bar arrays, minute maps and entry signals), kept in this cache under
    /// the same byte bound, LRU order and metrics as the bars themselves, and
    /// dropped with the instrument's other entries. `key` must name the value
    /// completely (crate, kind, session, timeframe, period, expression…);
    /// `build` returns the value and the bytes it holds. Concurrent misses
    /// may both build; the later insert wins. A value of another type under
    /// the same key counts as a miss and is replaced.
    pub fn derived<T, E>(
        &self,
        market: &super::Market,
        key: &str,
        build: impl FnOnce() -> std::result::Result<(T, usize), E>,
    ) -> std::result::Result<Arc<T>, E>
    where
        T: std::any::Any + Send + Sync,
        E: From<BarbError>,
    {
        let source = market.cache_source()?;
        let key = Key { symbol: source.symbol.clone(), address: source.address, what: What::Derived(key.to_string()) };
        {
            let inner = self.inner.read().unwrap_or_else(|e| e.into_inner());
            if let Some(slot) = inner.map.get(&key)
                && let Value::Derived((v, _)) = &slot.value
                && let Ok(v) = v.clone().downcast::<T>()
            {
                slot.used.store(self.stamp(), Ordering::Relaxed);
                drop(inner);
                self.count(true);
                return Ok(v);
            }
        }
        self.count(false);
        let (value, bytes) = build()?;
        let value = Arc::new(value);
        if bytes > self.capacity.load(Ordering::Relaxed) {
            return Ok(value);
        }
        let used = AtomicU64::new(self.stamp());
        let mut inner = self.write();
        let slot = Slot { value: Value::Derived((value.clone(), bytes)), bytes, used, _pin: source.pin.clone() };
        if let Some(old) = inner.map.insert(key.clone(), slot) {
            inner.bytes -= old.bytes;
        }
        inner.bytes += bytes;
        self.evict(&mut inner, Some(&key));
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use polars::prelude::*;

    fn source(symbol: &str) -> Source {
        let pin = Column::new("p".into(), [1i64]);
        Source { symbol: symbol.into(), address: 1, pin }
    }

    fn frame(rows: usize) -> DataFrame {
        df! {"x" => vec![1.0f64; rows]}.unwrap()
    }

    fn bars(tf: Timeframe) -> What {
        What::Bars { tf, session: String::new(), settlement: false }
    }

    #[test]
    fn hits_misses_and_lru_eviction_by_bytes() {
        let one = frame(1000).estimated_size();
        let cache = BarCache::new(one * 2 + one / 2);
        let nq = source("NQ");
        let mut builds = 0;
        let mut get = |tf| {
            cache
                .frame(&nq, bars(tf), || {
                    builds += 1;
                    Ok(frame(1000))
                })
                .unwrap()
        };
        get(Timeframe::Daily);
        get(Timeframe::H1);
        get(Timeframe::Daily); // hit: daily is now the most recent
        get(Timeframe::M5); // evicts 1h, the least recently used
        get(Timeframe::Daily); // still cached
        get(Timeframe::H1); // rebuilt
        assert_eq!(builds, 4);
        let s = cache.stats();
        assert_eq!((s.hits, s.misses, s.evictions, s.entries), (2, 4, 2, 2));
        assert!(s.bytes <= s.capacity, "{s:?}");
    }

    #[test]
    fn oversized_values_are_not_kept_and_invalidate_drops_a_symbol() {
        let cache = BarCache::new(frame(10).estimated_size() * 3);
        let (nq, es) = (source("NQ"), source("ES"));
        cache.frame(&nq, bars(Timeframe::Daily), || Ok(frame(10_000))).unwrap();
        assert_eq!(cache.stats().entries, 0);
        cache.frame(&nq, bars(Timeframe::Daily), || Ok(frame(10))).unwrap();
        cache.frame(&es, bars(Timeframe::Daily), || Ok(frame(10))).unwrap();
        cache.rows(&nq, What::Session("RTH".into()), || Ok(RowRanges(std::iter::once(0..3).collect()))).unwrap();
        assert_eq!(cache.stats().entries, 3);
        assert_eq!(cache.invalidate("nq"), 2);
        let s = cache.stats();
        assert_eq!((s.entries, s.bytes), (1, frame(10).estimated_size()));
        cache.set_capacity(0);
        assert_eq!(cache.stats().entries, 0);
    }

    #[test]
    fn derived_values_share_the_bound_and_the_counters() {
        let stamps: Vec<chrono::NaiveDateTime> = (0..3)
            .map(|m| chrono::NaiveDate::from_ymd_opt(2024, 3, 4).unwrap().and_hms_opt(10, m, 0).unwrap())
            .collect();
        let df = df! {"ts" => stamps, "open" => [1.0; 3], "high" => [2.0; 3], "low" => [0.5; 3],
        "close" => [1.5; 3], "volume" => [1i64; 3]}
        .unwrap();
        let market = crate::Market::from_frame(crate::market::Instrument::builtins().remove(0), df).unwrap();
        let cache = BarCache::new(1000);
        let mut builds = 0;
        let mut get = |key: &str, bytes: usize| -> Arc<Vec<u8>> {
            cache
                .derived(&market, key, || -> Result<_> {
                    builds += 1;
                    Ok((vec![7u8; bytes], bytes))
                })
                .unwrap()
        };
        assert_eq!(*get("a", 400), vec![7u8; 400]);
        get("a", 400); // hit
        get("b", 400);
        get("c", 400); // evicts a, the least recently used
        get("a", 400); // rebuilt
        assert_eq!(builds, 4);
        let s = cache.stats();
        assert_eq!((s.hits, s.misses, s.entries, s.bytes), (1, 4, 2, 800));
        // Another type under the same key is a miss and replaces the value.
        let other = cache.derived(&market, "a", || -> Result<_> { Ok((1u64, 8)) }).unwrap();
        assert_eq!(*other, 1);
        assert_eq!(cache.stats().bytes, 408);
        // A failed build is not cached, and the error is the caller's type.
        let e =
            cache.derived::<u8, BarbError>(&market, "d", || Err(BarbError::new(ErrorCode::Data, "no"))).unwrap_err();
        assert_eq!(e.code, ErrorCode::Data);
        assert_eq!(cache.invalidate(&market.instrument.symbol), 2);
    }

    #[test]
    fn byte_counts_parse() {
        assert_eq!(parse_bytes("512M").unwrap(), 512 << 20);
        assert_eq!(parse_bytes(" 2g ").unwrap(), 2 << 30);
        assert_eq!(parse_bytes("4096").unwrap(), 4096);
        assert_eq!(parse_bytes("lots").unwrap_err().code, ErrorCode::InvalidValue);
    }
}
