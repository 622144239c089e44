//! Prepared data shared by every run on the same bars, kept in barb-script's
//! bar cache ([`BarCache::derived`]) — the process's one cache, bounded by
//! bytes (`BARB_BAR_CACHE_BYTES`) with least-recently-used eviction and the
//! `barb_bar_cache_*` metrics — next to the bars it is derived from:
//!
//! * [`Bars`]: the bars of (instrument, session, timeframe, period) as arrays
//!   (built once, never copied per run);
//! * [`Minutes`]: a session's minute rows (read in place) and their block
//!   extremes;
//! * [`MinuteMap`]: per bar, its minute range and extremes;
//! * entry signals: one flag per bar for an entry text ([`DataCache::entry`]),
//!   so running the same strategy again, or with other exits, evaluates
//!   nothing.
//!
//! Each value is charged the bytes it holds on its own: arrays, and frames it
//! keeps alive that are not the market's own (the frame of a session's minute
//! rows is counted by the cache entry that built it and again by the value
//! that holds it — an over-estimate, so the bound holds). An instrument's
//! values are dropped with its bars (`BarCache::invalidate`).

use std::sync::Arc;

use barb_script::Market;
use barb_script::market::{BarCache, Period, Timeframe};

use crate::error::Result;
use crate::market::{Bars, Minutes};
use crate::simulate::Intrabar;

/// The minute rows behind one set of bars.
#[derive(Debug)]
pub struct MinuteMap {
    /// The instrument's session-filtered minute rows.
    pub minutes: Arc<Minutes>,
    /// Per bar: `[start, end)` into the minute rows.
    pub ranges: Vec<(usize, usize)>,
    /// Per bar: (highest high, lowest low) of its minute rows.
    pub extremes: Vec<(f64, f64)>,
}

impl MinuteMap {
    /// Maps `bars` onto `minutes`.
    pub fn new(bars: &Bars, minutes: Arc<Minutes>) -> Result<MinuteMap> {
        let rows = minutes.rows()?;
        let ranges = bars.minute_ranges(&rows);
        let extremes = Intrabar::extremes_of(rows.high, rows.low, &ranges);
        Ok(MinuteMap { minutes, ranges, extremes })
    }

    /// The simulation's view of the rows.
    pub fn intrabar(&self) -> Result<Intrabar<'_>> {
        let rows = self.minutes.rows()?;
        Ok(Intrabar {
            ts: rows.ts,
            high: rows.high,
            low: rows.low,
            ranges: &self.ranges,
            extremes: &self.extremes,
            blocks: rows.blocks,
        })
    }

    fn bytes(&self) -> usize {
        self.ranges.len() * 32
    }
}

/// Where bars come from: what every key of one set of bars starts with.
#[derive(Debug, Clone)]
pub struct BarsKey {
    session: Option<String>,
    timeframe: Timeframe,
    period: Option<(String, Period)>,
    text: String,
}

impl BarsKey {
    /// The key of `session` (canonical name) / `tf` / `period` on `market`.
    pub fn new(
        market: &Market,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&(String, Period)>,
    ) -> Result<BarsKey> {
        let session = session.map(|s| market.instrument.session(s).map(|d| d.name.clone())).transpose()?;
        let period_text = period.map(|p| p.0.trim().to_string()).unwrap_or_default();
        let text = format!("{}|{}|{}", session.as_deref().unwrap_or(""), tf.name(), period_text);
        Ok(BarsKey { session, timeframe: tf, period: period.cloned(), text })
    }
}

/// Handle on the prepared data of runs (the values live in a [`BarCache`]).
#[derive(Clone, Copy)]
pub struct DataCache {
    cache: &'static BarCache,
}

impl std::fmt::Debug for DataCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DataCache").field("stats", &self.cache.stats()).finish()
    }
}

impl Default for DataCache {
    fn default() -> Self {
        DataCache { cache: BarCache::global() }
    }
}

impl DataCache {
    /// The cache the values live in.
    pub fn cache(&self) -> &'static BarCache {
        self.cache
    }

    /// The bars of a run, built on first use ([`Bars::load`]).
    pub fn bars(&self, market: &Market, key: &BarsKey) -> Result<Arc<Bars>> {
        self.cache.derived(market, &format!("backtest/bars/{}", key.text), || -> Result<_> {
            let bars = Bars::load(market, key.session.as_deref(), key.timeframe, key.period.as_ref().map(|p| &p.1))?;
            let bytes = bars.array_bytes() + bars.frame.estimated_size();
            Ok((bars, bytes))
        })
    }

    /// The minute rows of a session (`None` = all), with their block extremes.
    pub fn minutes(&self, market: &Market, session: Option<&str>) -> Result<Arc<Minutes>> {
        let name = session.unwrap_or("");
        self.cache.derived(market, &format!("backtest/minutes/{name}"), || -> Result<_> {
            let m = Minutes::load(market, session)?;
            let bytes = m.bytes(session.is_some());
            Ok((m, bytes))
        })
    }

    /// The minute map of the same bars, built on first use.
    pub fn minute_map(&self, market: &Market, key: &BarsKey) -> Result<Arc<MinuteMap>> {
        self.cache.derived(market, &format!("backtest/minute-map/{}", key.text), || -> Result<_> {
            let bars = self.bars(market, key)?;
            let map = MinuteMap::new(&bars, self.minutes(market, key.session.as_deref())?)?;
            let bytes = map.bytes();
            Ok((map, bytes))
        })
    }

    /// The entry signal of `text` on the bars, computed by `compute` on
    /// first use (one flag per bar).
    pub fn entry(
        &self,
        market: &Market,
        key: &BarsKey,
        text: &str,
        compute: impl FnOnce() -> Result<Vec<bool>>,
    ) -> Result<Arc<Vec<bool>>> {
        self.cache.derived(market, &format!("backtest/entry/{}|{}", key.text, text.trim()), || -> Result<_> {
            let flags = compute()?;
            let bytes = flags.len() + 64;
            Ok((flags, bytes))
        })
    }
}
