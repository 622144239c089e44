//! The market model: instruments (clock, sessions, holidays), one frame of
//! validated 1-minute bars per instrument, the loaded [`Markets`], and the
//! bar selection every query starts from — session → period → timeframe
//! ([`Market::bars`]). [`sample`] generates deterministic synthetic bars.

mod bars;
mod calendar;
mod catalog;
mod data;
mod instrument;
mod period;
mod resample;
pub mod sample;
mod session;

pub use calendar::{Calendar, DayType};
pub use catalog::Markets;
pub use data::{Market, TDATE, TS};
pub use instrument::{Instrument, SessionDef, parse_instruments};
pub use period::{LastUnit, Period};
pub use resample::Timeframe;
