//! Session filtering by time of day. A session `[start, end)` keeps bars whose
//! time of day falls inside it; when `start > end` it wraps midnight
//! (`t >= start or t < end`). Trading dates (the session id used by
//! `session_*` functions) are computed at load time, see [`super::data`].

use polars::prelude::*;

use super::data::MOD;
use super::instrument::SessionDef;

/// The predicate selecting the bars of `s`.
pub fn predicate(s: &SessionDef) -> Expr {
    let (start, end) = (lit(s.start_minute()), lit(s.end_minute()));
    if s.wraps() { col(MOD).gt_eq(start).or(col(MOD).lt(end)) } else { col(MOD).gt_eq(start).and(col(MOD).lt(end)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveTime;

    #[test]
    fn wrapping_and_plain_sessions() {
        let df = df! { MOD => [0i32, 9 * 60 + 29, 9 * 60 + 30, 16 * 60 + 14, 16 * 60 + 15, 17 * 60, 18 * 60] }.unwrap();
        let t = |h, m| NaiveTime::from_hms_opt(h, m, 0).unwrap();
        let count = |s: SessionDef| df.clone().lazy().filter(predicate(&s)).collect().unwrap().height();
        assert_eq!(count(SessionDef { name: "RTH".into(), start: t(9, 30), end: t(16, 15) }), 2);
        // ETH keeps everything but the 17:00-18:00 break.
        assert_eq!(count(SessionDef { name: "ETH".into(), start: t(18, 0), end: t(17, 0) }), 6);
    }
}
