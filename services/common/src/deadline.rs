//! Server-side deadlines of CPU-bound calls, and cooperative cancellation.
//!
//! Every engine call (a query, a backtest) runs under a [`Guard`]: a deadline
//! plus a flag set when the caller goes away. The deadline is the caller's
//! `grpc-timeout`, or [`Deadlines::default`] when it sent none, and never more
//! than [`Deadlines::max`], so no call can hold a worker for longer than the
//! operator allows. Long computations poll the guard between stages
//! ([`checkpoint`]) and stop with [`Stop`] instead of running to completion
//! for a caller that is no longer waiting.
//!
//! The guard of the job a thread is running is also reachable without
//! passing it down ([`Guard::enter`] / [`checkpoint`]): library code (the
//! Barb Script pipeline) checks it between stages without every function on
//! the way taking a parameter, and code outside a guarded job (CLI, tests)
//! sees no deadline at all.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::config::{ConfigError, millis_or};

/// Why a guarded computation stopped early.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Stop {
    /// The deadline passed. `done`/`total` are the last progress reported
    /// ([`Guard::check`]), in the computation's own unit (bars, stages); both
    /// 0 when none was reported.
    #[error("the deadline expired")]
    DeadlineExceeded {
        /// Units done.
        done: usize,
        /// Units in the run.
        total: usize,
    },
    /// The caller went away.
    #[error("the call was cancelled by the caller")]
    Cancelled,
}

/// A deadline plus a cancellation flag, shared by the caller's side and the
/// thread doing the work (clones share the flag and progress).
#[derive(Debug, Clone, Default)]
pub struct Guard {
    deadline: Option<Instant>,
    cancelled: Arc<AtomicBool>,
    progress: Arc<(AtomicUsize, AtomicUsize)>,
}

impl Guard {
    /// No deadline, never cancelled (CLI, benches).
    pub fn none() -> Self {
        Self::default()
    }

    /// Expires at `deadline`.
    pub fn until(deadline: Instant) -> Self {
        Self { deadline: Some(deadline), ..Self::default() }
    }

    /// Marks the run as cancelled; the computation stops at its next check.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// True once [`Guard::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Units done and units in the run at the last check.
    pub fn progress(&self) -> (usize, usize) {
        (self.progress.0.load(Ordering::Relaxed), self.progress.1.load(Ordering::Relaxed))
    }

    /// Records progress, then fails when the deadline passed or the run was
    /// cancelled. Cheap (two atomic stores, one load, one clock read): call it
    /// between bars or stages.
    pub fn check(&self, done: usize, total: usize) -> Result<(), Stop> {
        self.progress.0.store(done, Ordering::Relaxed);
        self.progress.1.store(total, Ordering::Relaxed);
        self.poll()
    }

    /// Fails when the deadline passed or the run was cancelled, without
    /// recording progress.
    pub fn poll(&self) -> Result<(), Stop> {
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            let (done, total) = self.progress();
            return Err(Stop::DeadlineExceeded { done, total });
        }
        if self.is_cancelled() {
            return Err(Stop::Cancelled);
        }
        Ok(())
    }

    /// Makes this the current thread's guard until the returned value is
    /// dropped, for [`checkpoint`]. Nested scopes restore the outer guard.
    pub fn enter(&self) -> Entered {
        let previous = CURRENT.with(|c| c.replace(Some(self.clone())));
        Entered { previous }
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Guard>> = const { RefCell::new(None) };
}

/// The scope of [`Guard::enter`]; restores the previous guard on drop.
#[must_use = "the guard is current only while this value lives"]
pub struct Entered {
    previous: Option<Guard>,
}

impl Drop for Entered {
    fn drop(&mut self) {
        let previous = self.previous.take();
        CURRENT.with(|c| *c.borrow_mut() = previous);
    }
}

/// Polls the current thread's guard ([`Guard::enter`]); always `Ok` outside
/// a guarded job.
pub fn checkpoint() -> Result<(), Stop> {
    CURRENT.with(|c| c.borrow().as_ref().map_or(Ok(()), Guard::poll))
}

/// Parses a `grpc-timeout` header value (`<1–8 digits><H|M|S|m|u|n>`).
pub fn parse_grpc_timeout(value: &str) -> Option<Duration> {
    if !value.is_ascii() {
        return None;
    }
    let (digits, unit) = value.split_at(value.len().checked_sub(1)?);
    if digits.is_empty() || digits.len() > 8 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    Some(match unit {
        "H" => Duration::from_secs(n * 3600),
        "M" => Duration::from_secs(n * 60),
        "S" => Duration::from_secs(n),
        "m" => Duration::from_millis(n),
        "u" => Duration::from_micros(n),
        "n" => Duration::from_nanos(n),
        _ => return None,
    })
}

/// The time budget of calls: a default for callers that send no
/// `grpc-timeout`, and a maximum no caller can exceed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadlines {
    /// Budget of a call without `grpc-timeout`.
    pub default: Duration,
    /// Largest budget of any call.
    pub max: Duration,
}

impl Deadlines {
    /// Reads `DEADLINE_DEFAULT_MS` and `DEADLINE_MAX_MS` with per-service
    /// defaults; the default is clamped to the maximum, and both must be
    /// positive.
    pub fn from_env(default: Duration, max: Duration) -> Result<Self, ConfigError> {
        let default = millis_or("DEADLINE_DEFAULT_MS", default.as_millis() as u64)?;
        let max = millis_or("DEADLINE_MAX_MS", max.as_millis() as u64)?;
        for (name, v) in [("DEADLINE_DEFAULT_MS", default), ("DEADLINE_MAX_MS", max)] {
            if v.is_zero() {
                return Err(ConfigError {
                    name: name.into(),
                    value: "0".into(),
                    expected: "a whole number of milliseconds of at least 1".into(),
                });
            }
        }
        Ok(Self { default: default.min(max), max })
    }

    /// The budget of a call whose metadata holds `grpc_timeout` (the raw
    /// header value, if any): the caller's timeout capped at the maximum,
    /// else the default. An unreadable header counts as absent.
    pub fn budget(&self, grpc_timeout: Option<&str>) -> Duration {
        grpc_timeout.and_then(parse_grpc_timeout).map_or(self.default, |t| t.min(self.max))
    }

    /// The guard of a call received at `received` with `grpc_timeout`. Its
    /// deadline is a fifth of the budget early (at least 10 ms, at most
    /// 500 ms), so the typed DEADLINE_EXCEEDED is on the wire before the
    /// caller's own timer fires (tonic clients enforce `grpc-timeout` too and
    /// would report a bare CANCELLED), even on a busy machine.
    pub fn guard(&self, received: Instant, grpc_timeout: Option<&str>) -> Guard {
        Guard::until(internal_deadline(received, self.budget(grpc_timeout)))
    }
}

/// `now + timeout` minus the safety margin of [`Deadlines::guard`].
pub fn internal_deadline(now: Instant, timeout: Duration) -> Instant {
    let margin = (timeout / 5).clamp(Duration::from_millis(10), Duration::from_millis(500));
    now + timeout.saturating_sub(margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadline_and_cancel_are_reported() {
        assert!(Guard::none().check(0, 1).is_ok());
        let past = Guard::until(Instant::now() - Duration::from_millis(1));
        assert_eq!(past.check(3, 10), Err(Stop::DeadlineExceeded { done: 3, total: 10 }));
        assert_eq!(past.progress(), (3, 10));
        let g = Guard::until(Instant::now() + Duration::from_secs(60));
        let shared = g.clone();
        assert!(g.check(0, 1).is_ok());
        shared.cancel();
        assert_eq!(g.check(0, 1), Err(Stop::Cancelled));
    }

    #[test]
    fn checkpoint_sees_the_entered_guard_only() {
        assert_eq!(checkpoint(), Ok(()), "no guard outside a job");
        let outer = Guard::until(Instant::now() + Duration::from_secs(60));
        let _a = outer.enter();
        assert_eq!(checkpoint(), Ok(()));
        {
            let inner = Guard::until(Instant::now() - Duration::from_millis(1));
            let _b = inner.enter();
            assert!(matches!(checkpoint(), Err(Stop::DeadlineExceeded { .. })));
        }
        assert_eq!(checkpoint(), Ok(()), "the outer guard is restored");
        outer.cancel();
        assert_eq!(checkpoint(), Err(Stop::Cancelled));
        // Another thread has its own (no) guard.
        assert_eq!(std::thread::spawn(checkpoint).join().unwrap(), Ok(()));
    }

    #[test]
    fn grpc_timeout_header_forms() {
        assert_eq!(parse_grpc_timeout("100m"), Some(Duration::from_millis(100)));
        assert_eq!(parse_grpc_timeout("5S"), Some(Duration::from_secs(5)));
        assert_eq!(parse_grpc_timeout("2M"), Some(Duration::from_secs(120)));
        assert_eq!(parse_grpc_timeout("1H"), Some(Duration::from_secs(3600)));
        assert_eq!(parse_grpc_timeout("250u"), Some(Duration::from_micros(250)));
        assert_eq!(parse_grpc_timeout("7n"), Some(Duration::from_nanos(7)));
        for bad in ["", "m", "123456789m", "10x", "-5m", "1.5S", "10é"] {
            assert_eq!(parse_grpc_timeout(bad), None, "{bad}");
        }
        let now = Instant::now();
        assert_eq!(internal_deadline(now, Duration::from_secs(1)), now + Duration::from_millis(800));
        assert_eq!(internal_deadline(now, Duration::from_secs(10)), now + Duration::from_millis(9_500));
        assert_eq!(internal_deadline(now, Duration::from_millis(30)), now + Duration::from_millis(20));
        assert_eq!(internal_deadline(now, Duration::from_millis(1)), now);
    }

    #[test]
    fn budget_is_the_callers_timeout_capped_at_the_maximum() {
        let d = Deadlines { default: Duration::from_secs(10), max: Duration::from_secs(30) };
        assert_eq!(d.budget(None), Duration::from_secs(10));
        assert_eq!(d.budget(Some("2S")), Duration::from_secs(2));
        assert_eq!(d.budget(Some("1H")), Duration::from_secs(30), "capped");
        assert_eq!(d.budget(Some("garbage")), Duration::from_secs(10));
        let now = Instant::now();
        assert_eq!(d.guard(now, Some("1H")).deadline(), Some(now + Duration::from_millis(29_500)));
    }
}
