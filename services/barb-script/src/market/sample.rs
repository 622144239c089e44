//! Deterministic synthetic minute bars: Globex hours (Sunday–Friday, 18:00 to
//! 17:00 exchange time), exchange holidays and early closes, a U-shaped
//! intraday profile of volatility and volume, overnight and weekend gaps, and
//! missing minutes. The same seed and dates always give the same bars, so the
//! services can use it as an embedded default and tests can rely on it.

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Weekday};
use polars::prelude::*;

use super::calendar::DayType;
use super::instrument::Instrument;
use crate::error::{BarbError, ErrorCode, Result};

/// Identifies the generator's code: a hash of the sources whose change can
/// change the bars (this file, the calendar and the instrument definitions).
/// Caches of generated data key on it, so they are rebuilt exactly when the
/// generator changes and reused otherwise.
pub const GENERATOR_FINGERPRINT: u64 = {
    let a = fnv1a(0xcbf2_9ce4_8422_2325, include_str!("sample.rs").as_bytes());
    let b = fnv1a(a, include_str!("calendar.rs").as_bytes());
    fnv1a(b, include_str!("instrument.rs").as_bytes())
};

/// 64-bit FNV-1a, usable in a `const`.
const fn fnv1a(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut i = 0;
    while i < bytes.len() {
        hash ^= bytes[i] as u64;
        hash = hash.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    hash
}

/// Parameters of a sample.
#[derive(Debug, Clone)]
pub struct SampleSpec {
    /// First trading date.
    pub start: NaiveDate,
    /// Last trading date (inclusive).
    pub end: NaiveDate,
    /// Seed of the random stream.
    pub seed: u64,
    /// Price at the start.
    pub start_price: f64,
    /// Annualised volatility (e.g. 0.25).
    pub annual_vol: f64,
}

impl SampleSpec {
    /// Two years of NQ-like data ending 2024-12-31.
    pub fn default_nq() -> Self {
        Self {
            start: NaiveDate::from_ymd_opt(2023, 1, 3).expect("valid"),
            end: NaiveDate::from_ymd_opt(2024, 12, 31).expect("valid"),
            seed: 42,
            start_price: 16_000.0,
            annual_vol: 0.22,
        }
    }
}

/// splitmix64: tiny, fast, deterministic across platforms.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn normal(&mut self) -> f64 {
        let (u1, u2) = (self.uniform().max(1e-300), self.uniform());
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

/// Relative activity by minute of day: high at the cash open (09:30) and close
/// (16:00), moderate around the European open, quiet overnight.
fn activity(minute_of_day: i32) -> f64 {
    let h = minute_of_day as f64 / 60.0;
    let bump = |center: f64, width: f64, height: f64| height * (-((h - center) / width).powi(2)).exp();
    let base = if (9.5..16.25).contains(&h) { 1.0 } else { 0.35 };
    base + bump(9.6, 0.35, 2.2) + bump(15.9, 0.3, 1.3) + bump(3.0, 0.8, 0.35) + bump(8.5, 0.2, 0.6)
}

/// Generates the bars as a frame with columns `timestamp, open, high, low, close, volume`.
pub fn generate(inst: &Instrument, spec: &SampleSpec) -> Result<DataFrame> {
    if spec.end < spec.start {
        return Err(BarbError::new(ErrorCode::InvalidValue, "the sample's end date is before its start"));
    }
    let mut rng = Rng(spec.seed);
    let tick = inst.tick_size;
    let round = |p: f64| (p / tick).round() * tick;
    let per_minute = spec.annual_vol / (252.0f64 * 1380.0).sqrt();
    let (mut ts, mut o, mut h, mut l, mut c, mut v) = (vec![], vec![], vec![], vec![], vec![], vec![]);
    let mut price = spec.start_price;
    let open_t = NaiveTime::from_hms_opt(18, 0, 0).expect("valid");
    let mut day = spec.start;
    let mut first_session = true;
    while day <= spec.end {
        let close_t = match inst.calendar.day_type(day) {
            DayType::Closed => {
                day += Duration::days(1);
                continue;
            }
            DayType::EarlyClose(t) => t,
            DayType::Regular => NaiveTime::from_hms_opt(17, 0, 0).expect("valid"),
        };
        // Session opens the previous evening (Sunday evening for Monday).
        let start = NaiveDateTime::new(day - Duration::days(1), open_t);
        let end = NaiveDateTime::new(day, close_t);
        // Overnight gap; a weekend or holiday adds more.
        let gap_sd = if first_session {
            0.0
        } else if day.weekday() == Weekday::Mon {
            0.006
        } else {
            0.002
        };
        price = round(price * (1.0 + gap_sd * rng.normal()));
        first_session = false;
        let mut t = start;
        while t < end {
            let m = (t.time().hour_min()) as i32;
            let act = activity(m);
            // Quiet minutes are sometimes missing (no trades).
            let missing_p = if act < 0.5 { 0.04 } else { 0.002 };
            if rng.uniform() >= missing_p {
                let sigma = per_minute * act.sqrt() * 1.15;
                let open = price;
                let close = round(open * (1.0 + sigma * rng.normal())).max(tick);
                let wick = |r: &mut Rng| (open * sigma * 0.6 * r.normal().abs() / tick).floor() * tick;
                let high = open.max(close) + wick(&mut rng);
                let low = (open.min(close) - wick(&mut rng)).max(tick);
                let volume =
                    (act * 180.0 * (0.5 + rng.uniform()) * (1.0 + 0.3 * rng.normal().abs())).round() as i64 + 1;
                ts.push(t);
                o.push(open);
                h.push(high);
                l.push(low);
                c.push(close);
                v.push(volume);
                price = close;
            }
            t += Duration::minutes(1);
        }
        day += Duration::days(1);
    }
    let df = df! {
        "timestamp" => ts,
        "open" => o,
        "high" => h,
        "low" => l,
        "close" => c,
        "volume" => v,
    }?;
    Ok(df)
}

trait HourMin {
    fn hour_min(&self) -> u32;
}

impl HourMin for NaiveTime {
    fn hour_min(&self) -> u32 {
        use chrono::Timelike;
        self.hour() * 60 + self.minute()
    }
}

/// Writes a frame to a Parquet file.
pub fn write_parquet(df: &mut DataFrame, path: &std::path::Path) -> Result<()> {
    let file = std::fs::File::create(path)
        .map_err(|e| BarbError::new(ErrorCode::Data, format!("cannot create {}: {e}", path.display())))?;
    ParquetWriter::new(file).finish(df)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_globex_week() {
        let nq = Instrument::builtins().remove(0);
        let spec = SampleSpec {
            start: NaiveDate::from_ymd_opt(2024, 7, 1).unwrap(),
            end: NaiveDate::from_ymd_opt(2024, 7, 8).unwrap(),
            ..SampleSpec::default_nq()
        };
        let a = generate(&nq, &spec).unwrap();
        let b = generate(&nq, &spec).unwrap();
        assert!(a.equals(&b));
        // Mon..Mon minus Jul 4 (holiday) = 5 sessions; ~1380 minutes each minus
        // the early close on Jul 3 and some missing minutes.
        assert!(a.height() > 5 * 1250 && a.height() < 5 * 1380, "{}", a.height());
        let m = super::super::data::Market::from_frame(nq, a).unwrap();
        let first = m.minutes.column("timestamp").unwrap().get(0).unwrap().to_string();
        assert!(first.starts_with("2024-06-30 18:0"), "{first}");
    }
}
