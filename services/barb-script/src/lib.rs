//! Barb Script: a JSON query language over 1-minute OHLCV bars, and the
//! market model it runs on, on polars.
//!
//! A query flows through three stages, each with its own type:
//!
//! 1. **parse** — [`Query::parse`] reads the JSON (unknown keys, wrong types
//!    and bad periods/timeframes are typed errors with a location);
//!    expressions stay text.
//! 2. **plan** — [`plan()`] compiles every expression of every step against
//!    the columns that will exist at that point, before any data is touched,
//!    into a self-contained [`QueryPlan`] (it does not keep the request).
//! 3. **execute** — [`execute()`] runs the plan on a [`Market`] and returns
//!    [`Computed`]: the final frame, the evidence rows and the aggregate
//!    values, ready for a service to shape into an answer.
//!
//! ```no_run
//! use barb_script::{Markets, Query, execute, plan};
//!
//! let markets = Markets::sample()?;
//! let query = Query::parse_text(r#"{"from": "daily", "period": "2024", "select": "mean(high - low)"}"#)?;
//! let plan = plan(query)?;
//! let nq = markets.market("NQ")?;
//! let computed = execute(&nq, &plan)?;
//! println!("{:?}", computed.outcome);
//! # Ok::<(), barb_script::BarbError>(())
//! ```
//!
//! Around the pipeline: [`expr`] is the expression language (parser and
//! typed lowering to polars, also used by backtest strategies), [`functions`]
//! the function library (one registry: validation, compilation and the
//! reference), [`market`] the instruments, their minute bars, sessions,
//! periods, resampling and the loaded [`Markets`], [`dates`] the date
//! helpers, [`rounding`] the one rounding routine (NumPy's) and [`memory`]
//! the allocator policy a query process runs with. Every
//! failure is a [`BarbError`] with a stable [`ErrorCode`], a hint and the
//! location in the query.

pub mod dates;
mod direct;
mod error;
mod execute;
pub mod expr;
pub mod functions;
pub mod market;
pub mod memory;
mod plan;
pub mod plan_cache;
mod query;
pub mod rounding;

pub use error::{BarbError, ErrorCode, Result};
pub use execute::{
    AggregateValue, Computed, ExecutionMode, Outcome, blocked_steps, evaluate, execute, execute_with,
    grouped_block_steps,
};
pub use market::{Market, Markets};
pub use plan::{MapColumn, QueryPlan, plan};
pub use query::{MAX_LIMIT, MAX_MAP, MAX_STEPS, QUERY_KEYS, Query, Select, Sort, Step};
