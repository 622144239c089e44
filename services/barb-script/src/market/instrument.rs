//! Instrument definitions: exchange clock, tick size, point value, sessions
//! and holiday calendar. Built-in definitions cover NQ and ES; more come from
//! a TOML file (`BARB_INSTRUMENTS`).

use std::collections::BTreeMap;

use chrono::NaiveTime;
use chrono_tz::Tz;
use serde::Deserialize;

use super::calendar::Calendar;
use crate::error::{BarbError, ErrorCode, Result};

/// A named trading session, in exchange time.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionDef {
    /// Name as written in instrument files (`RTH`, `ETH`).
    pub name: String,
    /// Start (inclusive).
    pub start: NaiveTime,
    /// End (exclusive); earlier than `start` when the session wraps midnight.
    pub end: NaiveTime,
}

impl SessionDef {
    /// Start as minutes after midnight.
    pub fn start_minute(&self) -> i32 {
        minute_of_day(self.start)
    }
    /// End as minutes after midnight.
    pub fn end_minute(&self) -> i32 {
        minute_of_day(self.end)
    }
    /// True when the session crosses midnight.
    pub fn wraps(&self) -> bool {
        self.start > self.end
    }
}

/// Minutes after midnight.
fn minute_of_day(t: NaiveTime) -> i32 {
    use chrono::Timelike;
    (t.hour() * 60 + t.minute()) as i32
}

/// A tradable instrument.
#[derive(Debug, Clone)]
pub struct Instrument {
    /// Symbol, e.g. `NQ`.
    pub symbol: String,
    /// Human name.
    pub name: String,
    /// Exchange code.
    pub exchange: String,
    /// Exchange clock; bar timestamps are wall-clock time in this zone.
    pub timezone: Tz,
    /// Minimum price increment.
    pub tick_size: f64,
    /// Currency value of one point.
    pub point_value: f64,
    /// Trading costs, in currency per contract per round trip (commission and
    /// fees), as portfolios charge them unless a leg overrides them.
    pub commission_per_contract: f64,
    /// Slippage assumed per side, in ticks (portfolios charge
    /// 2 × ticks × tick size × point value per contract and round trip).
    pub slippage_ticks: f64,
    /// Sessions (the trading-day session first).
    pub sessions: Vec<SessionDef>,
    /// Session used when the caller names none, for descriptions.
    pub default_session: String,
    /// Holiday rules.
    pub calendar: Calendar,
}

impl Instrument {
    /// Looks a session up case-insensitively; an unknown name is an error
    /// listing the instrument's sessions.
    pub fn session(&self, name: &str) -> Result<&SessionDef> {
        self.sessions.iter().find(|s| s.name.eq_ignore_ascii_case(name.trim())).ok_or_else(|| {
            let names: Vec<&str> = self.sessions.iter().map(|s| s.name.as_str()).collect();
            let hint = match barb_common::input::did_you_mean(name, names.iter().copied()) {
                Some(close) => format!("did you mean '{close}'? (sessions of {}: {})", self.symbol, names.join(", ")),
                None => format!("sessions of {}: {}", self.symbol, names.join(", ")),
            };
            BarbError::new(ErrorCode::UnknownSession, format!("unknown session '{name}' for {}", self.symbol))
                .hint(hint)
        })
    }

    /// The session that defines trading days: `ETH` if present, else the
    /// first session that wraps midnight, else none (calendar days).
    pub fn trading_day_session(&self) -> Option<&SessionDef> {
        self.sessions
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case("ETH"))
            .or_else(|| self.sessions.iter().find(|s| s.wraps()))
    }

    /// Minute of day at which the next trading date begins (e.g. 18:00 for
    /// Globex); `None` when trading dates are calendar dates.
    pub fn trading_day_start(&self) -> Option<i32> {
        self.trading_day_session().filter(|s| s.wraps()).map(SessionDef::start_minute)
    }

    /// Built-in definitions: NQ and ES (CME Globex, America/New_York), with
    /// a typical all-in CME E-mini round-trip cost of 4.50 per contract and
    /// no slippage (set both in an instruments file to change them).
    pub fn builtins() -> Vec<Instrument> {
        vec![
            Self::cme_equity("NQ", "E-mini Nasdaq-100", 0.25, 20.0),
            Self::cme_equity("ES", "E-mini S&P 500", 0.25, 50.0),
        ]
    }

    fn cme_equity(symbol: &str, name: &str, tick: f64, point: f64) -> Instrument {
        let t = |h, m| NaiveTime::from_hms_opt(h, m, 0).expect("valid time");
        Instrument {
            symbol: symbol.into(),
            name: name.into(),
            exchange: "CME".into(),
            timezone: chrono_tz::America::New_York,
            tick_size: tick,
            point_value: point,
            commission_per_contract: 4.5,
            slippage_ticks: 0.0,
            sessions: vec![
                SessionDef { name: "ETH".into(), start: t(18, 0), end: t(17, 0) },
                SessionDef { name: "RTH".into(), start: t(9, 30), end: t(16, 15) },
            ],
            default_session: "ETH".into(),
            calendar: Calendar::Cme,
        }
    }
}

/// One instrument in a TOML file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InstrumentToml {
    symbol: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    exchange: String,
    timezone: String,
    tick_size: f64,
    point_value: f64,
    #[serde(default)]
    commission_per_contract: f64,
    #[serde(default)]
    slippage_ticks: f64,
    sessions: BTreeMap<String, [String; 2]>,
    #[serde(default)]
    default_session: Option<String>,
    #[serde(default)]
    calendar: Calendar,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InstrumentsFile {
    #[serde(default)]
    instruments: Vec<InstrumentToml>,
}

/// Parses instrument definitions from TOML text:
///
/// ```toml
/// [[instruments]]
/// symbol = "NQ"
/// timezone = "America/New_York"
/// tick_size = 0.25
/// point_value = 20.0
/// commission_per_contract = 4.5   # optional, currency per round trip (default 0)
/// slippage_ticks = 1              # optional, ticks per side (default 0)
/// sessions = { ETH = ["18:00", "17:00"], RTH = ["09:30", "16:15"] }
/// ```
pub fn parse_instruments(text: &str) -> Result<Vec<Instrument>> {
    let bad = |m: String| BarbError::new(ErrorCode::Data, m);
    let file: InstrumentsFile = toml::from_str(text).map_err(|e| bad(format!("invalid instruments file: {e}")))?;
    file.instruments
        .into_iter()
        .map(|t| {
            let timezone: Tz =
                t.timezone.parse().map_err(|_| bad(format!("{}: unknown time zone '{}'", t.symbol, t.timezone)))?;
            if !(t.tick_size > 0.0 && t.point_value > 0.0) {
                return Err(bad(format!("{}: tick_size and point_value must be positive", t.symbol)));
            }
            let cost_ok = |x: f64| x.is_finite() && x >= 0.0;
            if !cost_ok(t.commission_per_contract) || !cost_ok(t.slippage_ticks) {
                return Err(bad(format!("{}: commission_per_contract and slippage_ticks must be ≥ 0", t.symbol)));
            }
            let mut sessions = Vec::new();
            for (name, [s, e]) in &t.sessions {
                let p = |x: &str| {
                    NaiveTime::parse_from_str(x, "%H:%M")
                        .map_err(|_| bad(format!("{}: session {name} time '{x}' is not HH:MM", t.symbol)))
                };
                sessions.push(SessionDef { name: name.clone(), start: p(s)?, end: p(e)? });
            }
            // The trading-day session first, so descriptions list it first.
            sessions.sort_by_key(|s| (!s.wraps(), s.name.clone()));
            let default_session =
                t.default_session.unwrap_or_else(|| sessions.first().map(|s| s.name.clone()).unwrap_or_default());
            Ok(Instrument {
                name: if t.name.is_empty() { t.symbol.clone() } else { t.name },
                symbol: t.symbol.to_uppercase(),
                exchange: t.exchange,
                timezone,
                tick_size: t.tick_size,
                point_value: t.point_value,
                commission_per_contract: t.commission_per_contract,
                slippage_ticks: t.slippage_ticks,
                sessions,
                default_session,
                calendar: t.calendar,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_nq_sessions() {
        let nq = &Instrument::builtins()[0];
        assert_eq!(nq.trading_day_start(), Some(18 * 60));
        assert_eq!(nq.session("rth").unwrap().start_minute(), 9 * 60 + 30);
        let e = nq.session("RTHH").unwrap_err();
        assert_eq!(e.code, ErrorCode::UnknownSession);
        assert!(e.hint.contains("did you mean 'RTH'?") && e.hint.contains("ETH, RTH"), "{}", e.hint);
    }

    #[test]
    fn toml_definitions() {
        let v = parse_instruments(
            r#"
            [[instruments]]
            symbol = "cl"
            timezone = "America/New_York"
            tick_size = 0.01
            point_value = 1000
            commission_per_contract = 3.1
            slippage_ticks = 2
            sessions = { RTH = ["09:00", "14:30"], ETH = ["18:00", "17:00"] }
            "#,
        )
        .unwrap();
        assert_eq!(v[0].symbol, "CL");
        assert_eq!((v[0].commission_per_contract, v[0].slippage_ticks), (3.1, 2.0));
        let bad =
            "[[instruments]]\nsymbol='X'\ntimezone='UTC'\ntick_size=1\npoint_value=1\nslippage_ticks=-1\nsessions={}";
        assert!(parse_instruments(bad).is_err());
        assert_eq!(v[0].sessions[0].name, "ETH");
        assert!(
            parse_instruments(
                "[[instruments]]\nsymbol='X'\ntimezone='Mars/Base'\ntick_size=1\npoint_value=1\nsessions={}"
            )
            .is_err()
        );
    }
}
