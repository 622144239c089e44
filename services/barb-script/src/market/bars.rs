//! Selecting bars: a session's minutes, the period, resampled to the
//! timeframe. The one place that decides which bars a query (and a backtest)
//! sees.

use polars::prelude::*;

use super::data::Market;
use super::period::Period;
use super::resample::{self, Timeframe};
use super::session;
use crate::error::Result;

/// Where daily bars come from when no session is requested.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Daily {
    /// The provider's settlement bars when loaded (what a query reports).
    Settlement,
    /// Always built from the minutes (what a backtest fills on).
    Minutes,
}

impl Market {
    /// The bars of `session` (`None` = all bars) in `period`, resampled to
    /// `timeframe`. Without a session, daily and longer bars are the
    /// provider's settlement bars when a settlement file is loaded.
    pub fn bars(&self, session: Option<&str>, timeframe: Timeframe, period: Option<&Period>) -> Result<DataFrame> {
        self.select(session, timeframe, period, Daily::Settlement)
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
        self.select(session, timeframe, period, Daily::Minutes)
    }

    fn select(
        &self,
        session: Option<&str>,
        tf: Timeframe,
        period: Option<&Period>,
        source: Daily,
    ) -> Result<DataFrame> {
        let session_def = session.map(|s| self.instrument.session(s)).transpose()?;
        let filtered = |df: DataFrame| -> Result<DataFrame> {
            match session_def {
                Some(s) => Ok(df.lazy().filter(session::predicate(s)).collect()?),
                None => Ok(df),
            }
        };
        if tf.intraday() {
            let mut df = filtered(self.minutes.clone())?;
            if let Some(p) = period {
                df = p.apply(df, false)?;
            }
            return resample::intraday(df, tf);
        }
        let key = session_def.map(|s| s.name.clone());
        let daily = match (&self.settlement, session_def, source) {
            (Some(settlement), None, Daily::Settlement) => settlement.clone(),
            _ => self.daily(key.as_deref(), || resample::daily(filtered(self.minutes.clone())?))?,
        };
        let daily = match period {
            Some(p) => p.apply(daily, true)?,
            None => daily,
        };
        resample::from_daily(daily, tf)
    }
}
