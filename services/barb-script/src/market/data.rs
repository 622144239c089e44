//! Market data: one frame of 1-minute bars per instrument, validated once at
//! load, enriched with the columns every query needs (trading date, minute of
//! day), and shared read-only behind an `Arc`. Derived bars are cached in the
//! process's bar cache ([`super::BarCache`]).

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;

use polars::prelude::*;

use super::files::DataFile;
use super::instrument::Instrument;
use crate::error::{BarbError, ErrorCode, Result};

/// Name of the bar-label column inside frames (naive exchange time, µs).
pub const TS: &str = "timestamp";
/// Name of the hidden trading-date column (the session id of `session_*`
/// functions) inside frames.
pub const TDATE: &str = "__tdate";
/// Hidden column: minute of day of the bar timestamp (0..1439).
pub const MOD: &str = "__mod";

/// One instrument's bars.
pub struct Market {
    /// The instrument.
    pub instrument: Instrument,
    /// Minute bars: `timestamp` (naive exchange time, µs), open, high, low,
    /// close (f64), volume (i64), `__tdate` (trading date), `__mod`.
    pub minutes: DataFrame,
    /// Provider daily bars (settlement closes) labelled by trading date, used
    /// for daily and longer bars when no session is requested.
    pub settlement: Option<DataFrame>,
}

impl std::fmt::Debug for Market {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Market").field("symbol", &self.instrument.symbol).field("rows", &self.minutes.height()).finish()
    }
}

fn data_err(msg: impl Into<String>) -> BarbError {
    BarbError::new(ErrorCode::Data, msg)
}

impl Market {
    /// Loads and validates a file of minute bars (Parquet, or Arrow IPC
    /// memory-mapped: see [`super::files`]).
    pub fn load(instrument: Instrument, path: &Path) -> Result<Arc<Market>> {
        let (df, mapped) = DataFile::at(path)?.read_mapped()?;
        // A mapped file's columns are its pages already; decoded and
        // computed columns move into pages of their own (see `pages`).
        let keep: HashSet<usize> =
            if mapped { df.columns().iter().filter_map(super::pages::storage).collect() } else { HashSet::new() };
        let market = normalize(&instrument, df)
            .and_then(|minutes| super::pages::into_own_pages(&minutes, &keep))
            .map(|minutes| Arc::new(Market { instrument, minutes, settlement: None }))
            .map_err(|e| BarbError { message: format!("{}: {}", path.display(), e.message), ..e });
        // The decoder's buffers are freed by now: hand their pages back
        // rather than keep the load's peak resident for the instance's life.
        barb_common::heap::release_free_memory();
        market
    }

    /// Validates and enriches an in-memory frame of minute bars.
    pub fn from_frame(instrument: Instrument, df: DataFrame) -> Result<Arc<Market>> {
        let minutes = normalize(&instrument, df)?;
        Ok(Arc::new(Market { instrument, minutes, settlement: None }))
    }

    /// Generated NQ minutes from `start` to `end` (the default sample's seed,
    /// price and volatility, [`super::sample::SampleSpec::default_nq`]): the
    /// small market the fuzz targets and property tests run on.
    pub fn nq_sample(start: chrono::NaiveDate, end: chrono::NaiveDate) -> Result<Arc<Market>> {
        let nq = Instrument::builtins().remove(0);
        let spec = super::sample::SampleSpec { start, end, ..super::sample::SampleSpec::default_nq() };
        Self::from_frame(nq.clone(), super::sample::generate(&nq, &spec)?)
    }

    /// Loads minute bars plus a daily settlement file (one bar per trading
    /// date, labelled by that date at midnight).
    pub fn load_with_daily(instrument: Instrument, minutes: &Path, daily: &Path) -> Result<Arc<Market>> {
        let m = Self::load(instrument, minutes)?;
        let df = DataFile::at(daily)?.read()?;
        let calendar_days = Instrument { sessions: Vec::new(), ..m.instrument.clone() };
        let d = normalize(&calendar_days, df)
            .map_err(|e| BarbError { message: format!("{}: {}", daily.display(), e.message), ..e })?;
        let settlement = d.select([TS, "open", "high", "low", "close", "volume", TDATE])?;
        let m = Arc::into_inner(m).expect("freshly created");
        Ok(Arc::new(Market { settlement: Some(settlement), ..m }))
    }

    /// Bytes its frames hold (minute columns, hidden columns, settlement
    /// bars; memory-mapped columns count as the pages they map).
    pub fn resident_bytes(&self) -> usize {
        self.minutes.estimated_size() + self.settlement.as_ref().map_or(0, DataFrame::estimated_size)
    }

    /// First and last trading dates, as `YYYY-MM-DD`.
    pub fn date_range(&self) -> (String, String) {
        let col = self.minutes.column(TDATE).ok().and_then(|c| c.date().ok().cloned());
        let fmt = |v: Option<i32>| v.map(crate::dates::date_string).unwrap_or_default();
        match col {
            Some(ca) => (fmt(ca.physical().first()), fmt(ca.physical().last())),
            None => Default::default(),
        }
    }
}

/// Finds the timestamp column, converts tz-aware stamps to exchange time,
/// checks the OHLCV columns and the ordering, and adds the hidden columns.
fn normalize(inst: &Instrument, df: DataFrame) -> Result<DataFrame> {
    let names: Vec<String> = df.get_column_names().iter().map(|s| s.to_string()).collect();
    let ts_name = ["timestamp", "ts"]
        .into_iter()
        .find(|n| names.iter().any(|c| c == n))
        .ok_or_else(|| data_err(format!("no 'timestamp' or 'ts' column (columns: {})", names.join(", "))))?;
    for c in ["open", "high", "low", "close", "volume"] {
        if !names.iter().any(|n| n == c) {
            return Err(data_err(format!("missing column '{c}' (columns: {})", names.join(", "))));
        }
    }
    let ts = df.column(ts_name)?.as_materialized_series().clone();
    let ts_expr = match ts.dtype() {
        DataType::Datetime(_, None) => col(ts_name).cast(DataType::Datetime(TimeUnit::Microseconds, None)),
        DataType::Datetime(_, Some(_)) => col(ts_name)
            .dt()
            .convert_time_zone(TimeZone::opt_try_new(Some(inst.timezone.name()))?.expect("named zone"))
            .dt()
            .replace_time_zone(None, lit("raise"), NonExistent::Raise)
            .cast(DataType::Datetime(TimeUnit::Microseconds, None)),
        other => return Err(data_err(format!("column '{ts_name}' must be a datetime, found {other}"))),
    };
    for c in ["open", "high", "low", "close", "volume"] {
        let dt = df.column(c)?.dtype().clone();
        if !dt.is_primitive_numeric() {
            return Err(data_err(format!("column '{c}' must be numeric, found {dt}")));
        }
    }
    let day_start = inst.trading_day_start();
    let mod_expr = (col(TS).dt().hour().cast(DataType::Int32) * lit(60)) + col(TS).dt().minute().cast(DataType::Int32);
    let date_days = col(TS).dt().date().cast(DataType::Int32);
    let tdate = match day_start {
        Some(start) => when(col(MOD).gt_eq(lit(start))).then(date_days.clone() + lit(1)).otherwise(date_days),
        None => date_days,
    }
    .cast(DataType::Date);
    let out = df
        .lazy()
        .select([
            ts_expr.alias(TS),
            col("open").cast(DataType::Float64),
            col("high").cast(DataType::Float64),
            col("low").cast(DataType::Float64),
            col("close").cast(DataType::Float64),
            col("volume").cast(DataType::Int64),
        ])
        .with_column(mod_expr.alias(MOD))
        .with_column(tdate.alias(TDATE))
        .collect()?;
    check_order(&out)?;
    if out.column(TS)?.null_count() > 0 {
        return Err(data_err("the timestamp column has missing values"));
    }
    // One chunk per column, no nulls in the bar columns, once: the resampler
    // reads the columns as slices, and a copy made later per query (or
    // cached beside this frame) would double the instrument's memory.
    super::resample::contiguous(&out)
}

/// First and last trading dates and the row count of a minute file, from
/// its first and last rows only (what a data directory lists without
/// loading every instrument).
pub(crate) fn summary(instrument: &Instrument, file: &DataFile) -> Result<(String, String, u64)> {
    let (ends, rows) = file.ends()?;
    let m = normalize(instrument, ends)
        .map_err(|e| BarbError { message: format!("{}: {}", file.path.display(), e.message), ..e })?;
    let market = Market { instrument: instrument.clone(), minutes: m, settlement: None };
    let (start, end) = market.date_range();
    Ok((start, end, rows as u64))
}

fn check_order(df: &DataFrame) -> Result<()> {
    let ts = df.column(TS)?.datetime()?.clone();
    let phys = ts.physical();
    let mut prev: Option<i64> = None;
    for (i, v) in phys.iter().enumerate() {
        if let (Some(p), Some(v)) = (prev, v) {
            if v == p {
                return Err(data_err(format!("duplicate timestamp at row {i}: {}", fmt_us(v))));
            }
            if v < p {
                return Err(data_err(format!(
                    "timestamps are not sorted: row {i} ({}) precedes the row before it ({})",
                    fmt_us(v),
                    fmt_us(p)
                ))
                .hint("sort the file by timestamp"));
            }
        }
        prev = v.or(prev);
    }
    Ok(())
}

fn fmt_us(us: i64) -> String {
    chrono::DateTime::from_timestamp_micros(us).map(|d| d.naive_utc().to_string()).unwrap_or_else(|| us.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(stamps: &[&str]) -> DataFrame {
        let ts: Vec<chrono::NaiveDateTime> =
            stamps.iter().map(|s| chrono::NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M").unwrap()).collect();
        let n = ts.len();
        df! {
            "ts" => ts,
            "open" => vec![1.0; n],
            "high" => vec![2.0; n],
            "low" => vec![0.5; n],
            "close" => vec![1.5; n],
            "volume" => vec![10i64; n],
        }
        .unwrap()
    }

    #[test]
    fn trading_date_starts_at_six_pm() {
        let nq = Instrument::builtins().remove(0);
        let m = Market::from_frame(
            nq,
            frame(&["2024-03-03 18:00", "2024-03-04 09:30", "2024-03-04 16:59", "2024-03-04 18:00"]),
        )
        .unwrap();
        let td: Vec<String> = m
            .minutes
            .column(TDATE)
            .unwrap()
            .date()
            .unwrap()
            .physical()
            .iter()
            .map(|d| crate::dates::date_string(d.unwrap()))
            .collect();
        assert_eq!(td, ["2024-03-04", "2024-03-04", "2024-03-04", "2024-03-05"]);
    }

    /// The mapping of this process that holds `addr`: its path (empty for
    /// anonymous memory), from /proc/self/maps.
    fn mapping_of(addr: usize) -> Option<String> {
        let maps = std::fs::read_to_string("/proc/self/maps").expect("Linux /proc/self/maps");
        maps.lines().find_map(|line| {
            let mut parts = line.split_whitespace();
            let (lo, hi) = parts.next()?.split_once('-')?;
            let (lo, hi) = (usize::from_str_radix(lo, 16).ok()?, usize::from_str_radix(hi, 16).ok()?);
            (lo..hi).contains(&addr).then(|| parts.nth(4).unwrap_or("").to_string())
        })
    }

    /// A loaded instrument's columns are not in the allocator's heap among
    /// the load's garbage: a Parquet file's are copied into mappings of
    /// their own (page-aligned: glibc never returns a page-aligned block
    /// for these), a memory-mapped IPC file's bar columns stay the file's
    /// pages and only the columns the load computes are copied.
    #[test]
    #[cfg(target_os = "linux")]
    fn loaded_columns_live_in_pages_of_their_own_or_the_files() {
        let nq = Instrument::builtins().remove(0);
        let spec = crate::market::sample::SampleSpec {
            start: chrono::NaiveDate::from_ymd_opt(2024, 1, 1).unwrap(),
            end: chrono::NaiveDate::from_ymd_opt(2024, 5, 1).unwrap(),
            ..crate::market::sample::SampleSpec::default_nq()
        };
        let mut df = crate::market::sample::generate(&nq, &spec).unwrap();
        assert!(df.height() * 4 >= crate::market::pages::MIN_BYTES, "{} rows: too few to move", df.height());
        let dir = tempfile::tempdir().unwrap();
        let (parquet, ipc) = (dir.path().join("NQ.parquet"), dir.path().join("NQ.arrow"));
        crate::market::sample::write_parquet(&mut df, &parquet).unwrap();
        crate::market::files::write_ipc(&mut df, &ipc, false).unwrap();
        let from_frame = Market::from_frame(nq.clone(), df).unwrap();
        // Columns the load converts (the generator's timestamps are not in
        // µs) are computed, so in pages of their own too.
        let file_types = DataFile::at(&ipc).unwrap().read().unwrap().schema().clone();
        for path in [&parquet, &ipc] {
            let m = Market::load(nq.clone(), path).unwrap();
            assert!(m.minutes.equals_missing(&from_frame.minutes), "{}: same frame as in memory", path.display());
            let mut kept = 0;
            for c in m.minutes.columns() {
                let addr = crate::market::pages::storage(c).expect("flat column");
                let mapping = mapping_of(addr).expect("mapped address");
                let in_file = mapping == path.to_string_lossy();
                let as_in_file = file_types.get(c.name()) == Some(c.dtype());
                if path == &ipc && as_in_file {
                    assert!(in_file, "{}: column {} in {mapping:?}, not the file", path.display(), c.name());
                    kept += 1;
                } else {
                    assert!(
                        mapping.is_empty() && addr.is_multiple_of(4096),
                        "{}: column {} at {addr:#x} in {mapping:?}, not pages of its own",
                        path.display(),
                        c.name()
                    );
                }
            }
            // open, high, low, close and volume are stored as the engine holds them.
            assert_eq!(kept, if path == &ipc { 5 } else { 0 }, "{}", path.display());
        }
    }

    #[test]
    fn bad_data_is_rejected_with_clear_errors() {
        let nq = || Instrument::builtins().remove(0);
        let e = Market::from_frame(nq(), frame(&["2024-03-04 09:31", "2024-03-04 09:30"])).unwrap_err();
        assert!(e.message.contains("not sorted"), "{}", e.message);
        let e = Market::from_frame(nq(), frame(&["2024-03-04 09:30", "2024-03-04 09:30"])).unwrap_err();
        assert!(e.message.contains("duplicate"), "{}", e.message);
        let e = Market::from_frame(nq(), frame(&["2024-03-04 09:30"]).drop("volume").unwrap()).unwrap_err();
        assert!(e.message.contains("missing column 'volume'"), "{}", e.message);
        let e = Market::load(nq(), Path::new("/nonexistent.parquet")).unwrap_err();
        assert_eq!(e.code, ErrorCode::Data);
    }
}
