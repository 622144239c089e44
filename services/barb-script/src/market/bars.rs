//! Selecting bars: a session's minutes, the period, resampled to the
//! timeframe. The one place that decides which bars a query (and a backtest)
//! sees.
//!
//! Two ways give the same bars:
//!
//! * **indexed** (what everything uses): the session's row ranges (cached)
//!   and the period's cut (binary search on the sorted minute index) select
//!   the minute rows first, so resampling, and everything after it, touches
//!   only the selected rows. Whole-history bars of each timeframe and session
//!   come from the [`BarCache`]; a period over daily and longer bars is a
//!   slice of the cached daily bars.
//! * **scan** (the reference): the session predicate and the period filter
//!   over the whole history, then resampling, nothing cached. Tests check
//!   that both agree on every period form, session and timeframe.
//!
//! A query's indicators see history before the period
//! ([`Market::select_warm_bars`]): the bars of the period are preceded by the
//! warm-up bars its window functions declare
//! ([`crate::functions::warmup`]) — the bars built from the session's
//! minutes before the period's first minute (a bin the period's start cuts
//! is cut there too), walked back from the cut, so the cost is the warm-up's.
//! The scan reference builds every bar before the period with filters and
//! keeps the last ones.

use std::sync::Arc;

use polars::prelude::*;

use super::bar_cache::{BarCache, Source, What};
use super::data::{MOD, Market, TDATE, TS};
use super::period::Period;
use super::resample::{self, Timeframe};
use super::rows::{RowRanges, period_by_trading_date, warm_up_rows};
use super::session;
use super::warmup::Warmup;
use crate::error::{BarbError, Result};

/// Where daily bars come from when no session is requested.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DailySource {
    /// The provider's settlement bars when loaded (what a query reports).
    Settlement,
    /// Always built from the minutes (what a backtest fills on).
    Minutes,
}

/// How bars are selected (see the module docs); both give the same bars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// Row ranges on the sorted index and the bar cache.
    Indexed,
    /// Filters over the whole history, nothing cached (the reference).
    Scan,
}

impl Market {
    /// The bars of `session` (`None` = all bars) in `period`, resampled to
    /// `timeframe`. Without a session, daily and longer bars are the
    /// provider's settlement bars when a settlement file is loaded.
    pub fn bars(&self, session: Option<&str>, timeframe: Timeframe, period: Option<&Period>) -> Result<DataFrame> {
        self.select_bars(session, timeframe, period, DailySource::Settlement, Selection::Indexed)
    }

    /// Like [`Market::bars`], but daily and longer bars are always the
    /// trading-day bars built from the minutes, so they agree with the minute
    /// rows (a backtest fills at the first minute's open and resolves exits
    /// on the minutes).
    pub fn minute_built_bars(
        &self,
        session: Option<&str>,
        timeframe: Timeframe,
        period: Option<&Period>,
    ) -> Result<DataFrame> {
        self.select_bars(session, timeframe, period, DailySource::Minutes, Selection::Indexed)
    }

    /// The bars of `session` / `tf` / `period` with daily bars from `source`,
    /// selected the `how` way.
    pub fn select_bars(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&Period>,
        source: DailySource,
        how: Selection,
    ) -> Result<DataFrame> {
        match how {
            Selection::Indexed => self.indexed(session, tf, period, source),
            Selection::Scan => self.scan(session, tf, period, source),
        }
    }

    /// [`Market::select_bars`] preceded by the warm-up bars `need` asks for
    /// before the period's first bar; returns the bars and how many of the
    /// first ones are warm-up. Without a period (or a need) there is none.
    pub fn select_warm_bars(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&Period>,
        source: DailySource,
        how: Selection,
        need: &Warmup,
    ) -> Result<(DataFrame, usize)> {
        let Some(period) = period.filter(|_| !need.is_none()) else {
            return Ok((self.select_bars(session, tf, period, source, how)?, 0));
        };
        match how {
            Selection::Indexed => self.indexed_warm(session, tf, period, source, need),
            Selection::Scan => self.scan_warm(session, tf, period, source, need),
        }
    }

    /// Warm-up on the sorted index: walk back from the period's first row.
    fn indexed_warm(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: &Period,
        source: DailySource,
        need: &Warmup,
    ) -> Result<(DataFrame, usize)> {
        if tf.intraday() {
            let (src, session_rows) = self.session_rows(session)?;
            let minutes = self.contiguous_minutes(&src)?;
            let c = resample::Columns::of(&minutes)?;
            let rows = session_rows.period(period, c.ts, c.td);
            let Some(first) = rows.first_row() else {
                return Ok((resample::intraday(&minutes, &rows, tf)?, 0));
            };
            let label = |i: usize| match tf.width_us() {
                Some(w) => c.ts[i].div_euclid(w) * w,
                None => c.ts[i],
            };
            let warm_rows = warm_up_rows(&session_rows, first, need, label(first), label);
            let warm = resample::intraday(&minutes, &warm_rows, tf)?;
            let bars = resample::intraday(&minutes, &rows, tf)?;
            return stack(warm, bars);
        }
        let daily = self.indexed(session, Timeframe::Daily, None, source)?;
        let td = daily.column(TDATE)?.date()?.physical().cont_slice()?;
        let range = period_by_trading_date(period, td);
        if range.is_empty() {
            return Ok((resample::from_daily(&daily, range, tf)?, 0));
        }
        let key = |i: usize| resample::label_us(tf, td[i]);
        let warm_rows = warm_up_rows(&RowRanges::all(range.start), range.start, need, key(range.start), key);
        let start = warm_rows.first_row().unwrap_or(range.start);
        if tf == Timeframe::Daily {
            return Ok((daily.slice(start as i64, range.end - start), range.start - start));
        }
        let warm = resample::from_daily(&daily, start..range.start, tf)?;
        stack(warm, resample::from_daily(&daily, range, tf)?)
    }

    /// The reference: every bar before the period built with filters, the
    /// last ones the need asks for kept.
    fn scan_warm(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: &Period,
        source: DailySource,
        need: &Warmup,
    ) -> Result<(DataFrame, usize)> {
        let bars = self.scan(session, tf, Some(period), source)?;
        let whole = |df: DataFrame| -> Result<DataFrame> {
            if tf.intraday() {
                let df = resample::contiguous(&df)?;
                resample::intraday(&df, &RowRanges::all(df.height()), tf)
            } else {
                resample::from_daily_grouped(df, tf)
            }
        };
        // The period's first minute (intraday) or trading date (daily and longer).
        let before = if tf.intraday() {
            let mut minutes = self.scan(session, Timeframe::M1, Some(period), source)?;
            if minutes.height() == 0 {
                return Ok((bars, 0));
            }
            minutes = minutes.head(Some(1));
            let first = minutes.column(TS)?.datetime()?.physical().get(0).unwrap_or(i64::MIN);
            let all = self.scan(session, Timeframe::M1, None, source)?;
            whole(all.lazy().filter(col(TS).cast(DataType::Int64).lt(lit(first))).collect()?)?
        } else {
            let days = self.scan(session, Timeframe::Daily, Some(period), source)?;
            if days.height() == 0 {
                return Ok((bars, 0));
            }
            let first = days.column(TDATE)?.date()?.physical().get(0).unwrap_or(i32::MIN);
            let all = self.scan(session, Timeframe::Daily, None, source)?;
            whole(all.lazy().filter(col(TDATE).cast(DataType::Int32).lt(lit(first))).collect()?)?
        };
        // The last `need.bars` bars, then back over the calendar date of the
        // earliest one kept (or of the period's first bar) with `day`.
        let ts: Vec<i64> = before.column(TS)?.datetime()?.physical().into_no_null_iter().collect();
        let next = bars.column(TS)?.datetime()?.physical().get(0).unwrap_or(i64::MAX);
        let mut start = if need.all { 0 } else { ts.len().saturating_sub(need.bars) };
        if need.day && !need.all {
            let anchor = ts.get(start).copied().unwrap_or(next).div_euclid(super::rows::DAY_US);
            while start > 0 && ts[start - 1].div_euclid(super::rows::DAY_US) == anchor {
                start -= 1;
            }
        }
        stack(before.slice(start as i64, ts.len() - start), bars)
    }

    /// The cache identity of this market's minute data.
    pub(crate) fn cache_source(&self) -> Result<Source> {
        let pin = self.minutes.column(TS)?.clone();
        let address = match pin.datetime()?.physical().downcast_iter().next() {
            Some(a) => a.values().as_ptr() as usize,
            None => 0,
        };
        Ok(Source { symbol: self.instrument.symbol.clone(), address, pin })
    }

    /// The minute frame with contiguous columns: the market's own (a cheap
    /// clone) when it already is, else a rechunked copy, cached.
    fn contiguous_minutes(&self, src: &Source) -> Result<DataFrame> {
        if resample::Columns::of(&self.minutes).is_ok() {
            return Ok(self.minutes.clone());
        }
        BarCache::global().frame(src, What::Minutes, || resample::contiguous(&self.minutes))
    }

    /// The rows of `session` (`None` = all) on the minute index, shared
    /// with the bar cache (never copied per query).
    pub(crate) fn session_rows(&self, session: Option<&str>) -> Result<(Source, Arc<RowRanges>)> {
        let src = self.cache_source()?;
        let rows = match session {
            None => Arc::new(RowRanges::all(self.minutes.height())),
            Some(s) => {
                let def = self.instrument.session(s)?;
                let key = def.name.to_uppercase();
                BarCache::global().rows(&src, What::Session(key), || {
                    let m = self.minutes.column(MOD)?.i32()?.rechunk();
                    Ok(RowRanges::session(m.cont_slice()?, def))
                })?
            }
        };
        Ok((src, rows))
    }

    fn indexed(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&Period>,
        source: DailySource,
    ) -> Result<DataFrame> {
        let session_key = match session {
            Some(s) => self.instrument.session(s)?.name.to_uppercase(),
            None => String::new(),
        };
        let settlement = self.settlement.is_some() && session.is_none() && source == DailySource::Settlement;
        let (src, session_rows) = self.session_rows(session)?;
        let cache = BarCache::global();
        if tf.intraday() {
            let minutes = self.contiguous_minutes(&src)?;
            return match period {
                Some(p) => {
                    let c = resample::Columns::of(&minutes)?;
                    let rows = session_rows.period(p, c.ts, c.td);
                    resample::intraday(&minutes, &rows, tf)
                }
                None if tf == Timeframe::M1 && session.is_none() => resample::gather(&minutes, &session_rows),
                None => cache.frame(&src, What::Bars { tf, session: session_key, settlement: false }, || {
                    resample::intraday(&minutes, &session_rows, tf)
                }),
            };
        }
        let daily_key = What::Bars { tf: Timeframe::Daily, session: session_key.clone(), settlement };
        let daily = cache.frame(&src, daily_key, || match (&self.settlement, settlement) {
            (Some(s), true) => resample::contiguous(s),
            _ => resample::daily(&self.contiguous_minutes(&src)?, &session_rows),
        })?;
        match period {
            Some(p) => {
                let td = daily.column(TDATE)?.date()?.physical().cont_slice()?;
                resample::from_daily(&daily, period_by_trading_date(p, td), tf)
            }
            None if tf == Timeframe::Daily => Ok(daily),
            None => cache.frame(&src, What::Bars { tf, session: session_key, settlement }, || {
                resample::from_daily(&daily, 0..daily.height(), tf)
            }),
        }
    }

    /// The reference: predicate and period filters over the whole history.
    fn scan(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&Period>,
        source: DailySource,
    ) -> Result<DataFrame> {
        let session_def = session.map(|s| self.instrument.session(s)).transpose()?;
        let filtered = || -> Result<DataFrame> {
            let df = match session_def {
                Some(s) => self.minutes.clone().lazy().filter(session::predicate(s)).collect()?,
                None => self.minutes.clone(),
            };
            resample::contiguous(&df)
        };
        if tf.intraday() {
            let mut df = filtered()?;
            if let Some(p) = period {
                df = resample::contiguous(&p.apply(df, false)?)?;
            }
            return resample::intraday(&df, &RowRanges::all(df.height()), tf);
        }
        let daily = match (&self.settlement, session_def, source) {
            (Some(settlement), None, DailySource::Settlement) => settlement.clone(),
            _ => {
                let minutes = filtered()?;
                resample::daily(&minutes, &RowRanges::all(minutes.height()))?
            }
        };
        let daily = match period {
            Some(p) => p.apply(daily, true)?,
            None => daily,
        };
        resample::from_daily_grouped(daily, tf)
    }
}

/// Warm-up bars followed by the period's bars, as one contiguous frame, and
/// the warm-up's length.
fn stack(warm: DataFrame, bars: DataFrame) -> Result<(DataFrame, usize)> {
    let n = warm.height();
    if n == 0 {
        return Ok((bars, 0));
    }
    let mut out = warm;
    out.vstack_mut(&bars)?;
    out.rechunk_mut();
    Ok((out, n))
}

/// Fills the bar cache for every market: daily bars (all bars and each
/// session) and the timeframes of `BARB_BAR_CACHE_WARM` (comma-separated
/// `timeframe` or `timeframe:SESSION`, default `1h,5m,daily:RTH`), after
/// applying `BARB_BAR_CACHE_BYTES`. Returns the entries built.
pub fn warm_from_env(markets: &super::Markets) -> Result<usize> {
    if let Ok(v) = std::env::var("BARB_BAR_CACHE_BYTES") {
        BarCache::global().set_capacity(super::bar_cache::parse_bytes(&v)?);
    }
    let spec = std::env::var("BARB_BAR_CACHE_WARM").unwrap_or_else(|_| "daily,1h,5m,daily:RTH".into());
    warm(markets, &spec)
}

/// Fills the bar cache for every market with the bars of `spec`
/// (comma-separated `timeframe` or `timeframe:SESSION`); an instrument
/// without the session is skipped for that item.
pub fn warm(markets: &super::Markets, spec: &str) -> Result<usize> {
    let items: Vec<(Timeframe, Option<String>)> = spec
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|item| {
            let (tf, session) = match item.split_once(':') {
                Some((t, s)) => (t, Some(s.trim().to_string())),
                None => (item, None),
            };
            Timeframe::parse(tf)
                .map(|t| (t, session))
                .map_err(|e| BarbError { message: format!("BARB_BAR_CACHE_WARM: {}", e.message), ..e })
        })
        .collect::<Result<_>>()?;
    let before = BarCache::global().stats().misses;
    for m in markets.loaded() {
        for (tf, session) in &items {
            if session.as_ref().is_some_and(|s| m.instrument.session(s).is_err()) {
                continue;
            }
            m.bars(session.as_deref(), *tf, None)?;
            if !tf.intraday() {
                m.minute_built_bars(session.as_deref(), *tf, None)?;
            }
        }
    }
    Ok((BarCache::global().stats().misses - before) as usize)
}
