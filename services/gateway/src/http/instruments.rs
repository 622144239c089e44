//! `/v1/instruments` (list and search) and `/v1/instruments/{symbol}/bars`
//! (OHLCV bars for a chart), both read from the query-engine.

use axum::{
    Json,
    extract::{Path, State},
};
use barb_common::proto::query::v1::{self as pq, GetBarsRequest};
use serde::{Deserialize, Serialize};

use super::extract::ApiQuery;
use crate::{auth::AuthUser, error::ApiError, state::AppState};

/// Longest search text.
pub const MAX_QUERY_CHARS: usize = 64;
/// Most bars one request returns (the engine's own cap).
pub const MAX_BARS: u32 = 5000;
/// Bars returned when `limit` is not given.
pub const DEFAULT_BARS: u32 = 1000;

/// Query of `GET /v1/instruments`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstrumentQuery {
    /// Case-insensitive text found in the symbol, name or exchange.
    pub q: Option<String>,
}

/// A trading session.
#[derive(Debug, Serialize)]
pub struct Session {
    /// Name, e.g. `RTH`.
    pub name: String,
    /// Start `HH:MM`, exchange time.
    pub start: String,
    /// End `HH:MM`; earlier than start when the session wraps midnight.
    pub end: String,
}

/// An instrument with data.
#[derive(Debug, Serialize)]
pub struct Instrument {
    /// Symbol, e.g. `NQ`.
    pub symbol: String,
    /// Human name.
    pub name: String,
    /// Exchange code.
    pub exchange: String,
    /// IANA time zone of the exchange clock (bar times are in it).
    pub timezone: String,
    /// Minimum price increment.
    pub tick_size: f64,
    /// Currency value of one point.
    pub point_value: f64,
    /// Sessions, ETH first.
    pub sessions: Vec<Session>,
    /// Default session name.
    pub default_session: String,
    /// First day with data.
    pub data_start: String,
    /// Last day with data.
    pub data_end: String,
    /// Number of 1-minute bars.
    pub bar_count: u64,
}

impl From<&pq::Instrument> for Instrument {
    fn from(i: &pq::Instrument) -> Self {
        Self {
            symbol: i.symbol.clone(),
            name: i.name.clone(),
            exchange: i.exchange.clone(),
            timezone: i.timezone.clone(),
            tick_size: i.tick_size,
            point_value: i.point_value,
            sessions: i
                .sessions
                .iter()
                .map(|s| Session { name: s.name.clone(), start: s.start.clone(), end: s.end.clone() })
                .collect(),
            default_session: i.default_session.clone(),
            data_start: i.data_start.clone(),
            data_end: i.data_end.clone(),
            bar_count: i.bar_count,
        }
    }
}

/// Answer of `GET /v1/instruments`.
#[derive(Debug, Serialize)]
pub struct InstrumentList {
    /// Matching instruments, by symbol.
    pub items: Vec<Instrument>,
}

/// `GET /v1/instruments`
pub async fn list(
    State(state): State<AppState>,
    AuthUser(_user): AuthUser,
    ApiQuery(q): ApiQuery<InstrumentQuery>,
) -> Result<Json<InstrumentList>, ApiError> {
    let needle = q.q.as_deref().map(str::trim).unwrap_or("").to_lowercase();
    if needle.chars().count() > MAX_QUERY_CHARS {
        return Err(ApiError::validation(format!("q is longer than {MAX_QUERY_CHARS} characters")));
    }
    let all = state.market.instruments().await?;
    let items = all
        .iter()
        .filter(|i| {
            needle.is_empty()
                || [&i.symbol, &i.name, &i.exchange].iter().any(|field| field.to_lowercase().contains(&needle))
        })
        .map(Instrument::from)
        .collect();
    Ok(Json(InstrumentList { items }))
}

/// Query of `GET /v1/instruments/{symbol}/bars`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BarsQuery {
    /// `1m` … `yearly`; default `daily`.
    pub timeframe: Option<String>,
    /// Barb Script period (`2024`, `2024-03`, `2024-01-01:2024-03-31`, `last_20`); default all.
    pub period: Option<String>,
    /// Session name (e.g. `RTH`); default all bars.
    pub session: Option<String>,
    /// Most recent bars to return, 1–5000; default 1000.
    pub limit: Option<u32>,
}

/// One OHLCV bar.
#[derive(Debug, Serialize)]
pub struct Bar {
    /// Label date `YYYY-MM-DD`.
    pub date: String,
    /// Label time `HH:MM` (exchange time) for intraday timeframes, else null.
    pub time: Option<String>,
    /// Open.
    pub open: f64,
    /// High.
    pub high: f64,
    /// Low.
    pub low: f64,
    /// Close.
    pub close: f64,
    /// Volume.
    pub volume: f64,
}

/// Answer of `GET /v1/instruments/{symbol}/bars`.
#[derive(Debug, Serialize)]
pub struct Bars {
    /// Instrument.
    pub symbol: String,
    /// Timeframe used.
    pub timeframe: String,
    /// Period asked for, if any.
    pub period: Option<String>,
    /// Session asked for, if any.
    pub session: Option<String>,
    /// Bars, oldest first.
    pub bars: Vec<Bar>,
    /// True when more bars matched than `limit` (the oldest were dropped).
    pub truncated: bool,
}

fn bounded(name: &str, value: Option<String>, max: usize) -> Result<Option<String>, ApiError> {
    let value = value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    match value {
        Some(v) if v.chars().count() > max => {
            Err(ApiError::validation(format!("{name} is longer than {max} characters")))
        }
        Some(v) if v.chars().any(char::is_control) => {
            Err(ApiError::validation(format!("{name} holds control characters")))
        }
        other => Ok(other),
    }
}

fn symbol(raw: &str) -> Result<String, ApiError> {
    let ok = !raw.is_empty()
        && raw.len() <= 32
        && raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'_' || b == b'-');
    if !ok {
        return Err(ApiError::validation("symbol must be 1–32 letters, digits, '.', '_' or '-'"));
    }
    Ok(raw.to_ascii_uppercase())
}

/// `GET /v1/instruments/{symbol}/bars`
pub async fn bars(
    State(state): State<AppState>,
    AuthUser(_user): AuthUser,
    Path(raw_symbol): Path<String>,
    ApiQuery(q): ApiQuery<BarsQuery>,
) -> Result<Json<Bars>, ApiError> {
    let symbol = symbol(&raw_symbol)?;
    let timeframe = bounded("timeframe", q.timeframe, 16)?.unwrap_or_else(|| "daily".into());
    let period = bounded("period", q.period, 64)?;
    let session = bounded("session", q.session, 32)?;
    let limit = match q.limit {
        None => DEFAULT_BARS,
        Some(n) if (1..=MAX_BARS).contains(&n) => n,
        Some(n) => return Err(ApiError::validation(format!("limit must be between 1 and {MAX_BARS}, got {n}"))),
    };
    let resp = state
        .market
        .bars(GetBarsRequest {
            instrument: symbol.clone(),
            timeframe: timeframe.clone(),
            period: period.clone().unwrap_or_default(),
            session: session.clone().unwrap_or_default(),
            limit,
        })
        .await?;
    let bars = resp
        .bars
        .into_iter()
        .map(|b| Bar {
            date: b.date,
            time: (!b.time.is_empty()).then_some(b.time),
            open: b.open,
            high: b.high,
            low: b.low,
            close: b.close,
            volume: b.volume,
        })
        .collect();
    Ok(Json(Bars { symbol, timeframe, period, session, bars, truncated: resp.truncated }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_bounded() {
        assert_eq!(symbol("nq").unwrap(), "NQ");
        assert!(symbol("N Q").is_err() && symbol("").is_err() && symbol(&"A".repeat(33)).is_err());
        assert_eq!(bounded("period", Some("  ".into()), 64).unwrap(), None);
        assert_eq!(bounded("period", Some(" 2024-03 ".into()), 64).unwrap().as_deref(), Some("2024-03"));
        assert!(bounded("period", Some("x".repeat(65)), 64).is_err());
        assert!(bounded("session", Some("RTH\n".into()), 32).is_ok(), "trimmed");
        assert!(bounded("session", Some("R\u{0}TH".into()), 32).is_err());
    }
}
