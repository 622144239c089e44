//! Prepared market data shared by every run on the same bars: the resampled
//! [`Bars`] and, for minute-resolved exits, each bar's minute rows and their
//! extremes ([`MinuteMap`]). Building them is the expensive part of a run (a
//! polars resample of millions of minute rows); a sweep runs thousands of
//! configurations and a portfolio several legs on the same bars, so they are
//! built once per (instrument, session, timeframe, period) and shared.
//!
//! The minute rows themselves are not copied: [`Minutes`] reads them in place
//! from the market or barb-script's bar cache (the process's one cache of
//! bars, shared with queries); this cache only adds what is per-bars.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use barb_script::Market;
use barb_script::market::{Period, Timeframe};

use crate::error::Result;
use crate::market::{Bars, Minutes};
use crate::simulate::Intrabar;

/// Entries kept per map; the oldest is dropped beyond it (a 10-year 5-minute
/// series is ~100 MB, so the bound matters more than the hit rate).
const MAX_ENTRIES: usize = 16;

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
        Ok(Intrabar { ts: rows.ts, high: rows.high, low: rows.low, ranges: &self.ranges, extremes: &self.extremes })
    }
}

/// The key of one set of bars.
type Key = (String, String, &'static str, String);

/// A small map that forgets its oldest entry beyond [`MAX_ENTRIES`].
#[derive(Debug)]
struct Bounded<V> {
    map: HashMap<Key, (u64, Arc<V>)>,
    clock: u64,
}

impl<V> Default for Bounded<V> {
    fn default() -> Self {
        Self { map: HashMap::new(), clock: 0 }
    }
}

impl<V> Bounded<V> {
    fn get(&mut self, key: &Key) -> Option<Arc<V>> {
        self.clock += 1;
        let clock = self.clock;
        self.map.get_mut(key).map(|(used, v)| {
            *used = clock;
            v.clone()
        })
    }

    fn insert(&mut self, key: Key, v: Arc<V>) {
        self.clock += 1;
        if self.map.len() >= MAX_ENTRIES
            && let Some(oldest) = self.map.iter().min_by_key(|(_, (used, _))| *used).map(|(k, _)| k.clone())
        {
            self.map.remove(&oldest);
        }
        self.map.insert(key, (self.clock, v));
    }
}

/// Bars and minute maps per (instrument, session, timeframe, period).
#[derive(Debug, Default)]
pub struct DataCache {
    bars: Mutex<Bounded<Bars>>,
    maps: Mutex<Bounded<MinuteMap>>,
}

fn key(market: &Market, session: Option<&str>, tf: Timeframe, period: Option<&(String, Period)>) -> Result<Key> {
    let session = match session {
        Some(s) => market.instrument.session(s)?.name.clone(),
        None => String::new(),
    };
    let period = period.map(|p| p.0.trim().to_string()).unwrap_or_default();
    Ok((market.instrument.symbol.clone(), session, tf.name(), period))
}

impl DataCache {
    /// The bars of a run, built on first use ([`Bars::load`]).
    pub fn bars(
        &self,
        market: &Market,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&(String, Period)>,
    ) -> Result<Arc<Bars>> {
        let k = key(market, session, tf, period)?;
        if let Some(b) = self.bars.lock().unwrap_or_else(|e| e.into_inner()).get(&k) {
            return Ok(b);
        }
        let loaded = Arc::new(Bars::load(market, session, tf, period.map(|p| &p.1))?);
        self.bars.lock().unwrap_or_else(|e| e.into_inner()).insert(k, loaded.clone());
        Ok(loaded)
    }

    /// The minute map of the same bars, built on first use.
    pub fn minute_map(
        &self,
        market: &Market,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&(String, Period)>,
    ) -> Result<Arc<MinuteMap>> {
        let k = key(market, session, tf, period)?;
        if let Some(m) = self.maps.lock().unwrap_or_else(|e| e.into_inner()).get(&k) {
            return Ok(m);
        }
        let bars = self.bars(market, session, tf, period)?;
        let map = Arc::new(MinuteMap::new(&bars, Arc::new(Minutes::load(market, session)?))?);
        self.maps.lock().unwrap_or_else(|e| e.into_inner()).insert(k, map.clone());
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_map_forgets_the_least_recently_used() {
        let mut b: Bounded<u32> = Bounded::default();
        let k = |i: usize| (i.to_string(), String::new(), "daily", String::new());
        for i in 0..MAX_ENTRIES {
            b.insert(k(i), Arc::new(i as u32));
        }
        assert_eq!(b.get(&k(0)).as_deref(), Some(&0)); // 0 is now the most recent
        b.insert(k(99), Arc::new(99));
        assert_eq!(b.map.len(), MAX_ENTRIES);
        assert!(b.get(&k(1)).is_none(), "entry 1 was the least recently used");
        assert!(b.get(&k(0)).is_some());
    }
}
