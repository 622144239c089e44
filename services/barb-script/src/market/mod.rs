//! The market model: instruments (clock, sessions, holidays), one frame of
//! validated 1-minute bars per instrument, the loaded [`Markets`], and the
//! bar selection every query starts from — session → period → timeframe
//! ([`Market::bars`]: session rows and the period's cut found on the sorted
//! minute index, [`rows`]), and the byte-bounded [`BarCache`] of bars shared
//! by every query and backtest. [`sample`] generates deterministic synthetic bars.

pub mod bar_cache;
mod bars;
mod calendar;
mod catalog;
mod data;
pub mod files;
mod instrument;
mod pages;
mod period;
mod resample;
pub mod rows;
pub mod sample;
mod session;
pub mod warmup;

pub use bar_cache::{BarCache, CacheStats};
pub use bars::{DailySource, Selection, warm, warm_from_env};
pub use calendar::{Calendar, DayType};
pub use catalog::{DEFAULT_MARKET_BYTES, Listing, Markets, ReloadReport};
pub use data::{Market, TDATE, TS};
pub use instrument::{Instrument, SessionDef, parse_instruments};
pub use period::{LastUnit, Period};
pub use resample::Timeframe;
