//! Cooperative cancellation for a simulation running on a blocking thread: a
//! deadline and a flag the caller sets when it goes away. The simulation polls
//! [`Guard::check`] between bars (cheap: one atomic load and, every call, one
//! clock read), so an expired gRPC deadline stops the work instead of letting
//! it run to completion on a thread nobody waits for.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use crate::error::{BacktestError, Result};

/// A deadline plus a cancellation flag.
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

    /// Marks the run as cancelled; the simulation stops at its next check.
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

    /// Bars done and bars in the run at the last check (for a caller that
    /// gives up waiting and reports how far the run got).
    pub fn progress(&self) -> (usize, usize) {
        (self.progress.0.load(Ordering::Relaxed), self.progress.1.load(Ordering::Relaxed))
    }

    /// Fails when the deadline passed or the run was cancelled; `done` and
    /// `total` (bars) go into the error so the caller sees how far it got.
    pub fn check(&self, done: usize, total: usize) -> Result<()> {
        self.progress.0.store(done, Ordering::Relaxed);
        self.progress.1.store(total, Ordering::Relaxed);
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(BacktestError::DeadlineExceeded { done, total });
        }
        if self.is_cancelled() {
            return Err(BacktestError::Cancelled);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn deadline_and_cancel_are_reported() {
        assert!(Guard::none().check(0, 1).is_ok());
        let past = Guard::until(Instant::now() - Duration::from_millis(1));
        assert_eq!(past.check(3, 10), Err(BacktestError::DeadlineExceeded { done: 3, total: 10 }));
        assert_eq!(past.progress(), (3, 10));
        let g = Guard::until(Instant::now() + Duration::from_secs(60));
        let shared = g.clone();
        assert!(g.check(0, 1).is_ok());
        shared.cancel();
        assert_eq!(g.check(0, 1), Err(BacktestError::Cancelled));
    }
}
