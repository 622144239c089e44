//! Whole-session values broadcast to every bar of the session (look-ahead by
//! design). The session is the instrument's trading date: the requested
//! session's bars of that date, or the full trading session when no session was
//! requested (never Barb's gap heuristic).

use super::{FunctionDef, Returns, TDATE, column, def, float};
use crate::error::{BarbError, Result};
use polars::prelude::Expr;

fn per_session(e: Expr) -> Result<Expr> {
    e.over([column(TDATE)]).map_err(|err| BarbError::internal("session window", err))
}

/// `session_*` over the rows where `mask` is true (the period's rows of a
/// frame with warm-up bars), per trading date.
pub(super) fn masked(name: &str, mask: Expr) -> Result<Expr> {
    let over = |c: &str| float(column(c)).filter(mask.clone());
    per_session(match name {
        "session_high" => over("high").max(),
        "session_low" => over("low").min(),
        "session_open" => over("open").first(),
        "session_close" => over("close").last(),
        other => return Err(BarbError::internal("session window", format!("unknown {other}"))),
    })
}

/// The session functions.
pub const FUNCTIONS: [FunctionDef; 4] = [
    def("session_high", "session", &[], Returns::Num, "Highest high of the bar's session.", "session_high()", |_| {
        per_session(float(column("high")).max())
    }),
    def("session_low", "session", &[], Returns::Num, "Lowest low of the bar's session.", "session_low()", |_| {
        per_session(float(column("low")).min())
    }),
    def("session_open", "session", &[], Returns::Num, "First open of the bar's session.", "session_open()", |_| {
        per_session(float(column("open")).first())
    }),
    def("session_close", "session", &[], Returns::Num, "Last close of the bar's session.", "session_close()", |_| {
        per_session(float(column("close")).last())
    }),
];
