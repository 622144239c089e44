//! The harness the fuzz targets share (`barb-script/tests/fuzz_expr.rs`,
//! `query-engine/tests/fuzz_query.rs`, `backtest/tests/fuzz_strategy.rs`,
//! `receipts-query/tests/plan_fuzz.rs`; the long run is `deploy/fuzz.sh`):
//!
//! - [`env_u32`] and [`every`]: the case counts and "expensive stage every
//!   n-th input" knobs, read from the environment the same way by every target
//!   (`deploy/fuzz.sh` sets them);
//! - [`runner`] and [`run`]: a proptest runner without failure files, and a
//!   whole run on a thread with a quarter of a compute thread's stack
//!   ([`FUZZ_STACK`]), so "no stack overflow" here leaves a 4× margin;
//! - [`DeadlineRuns`]: one run under a deadline guard, the way the compute
//!   pool runs a request, failing the case when it goes on more than
//!   [`GRACE`] past its deadline (`deploy/fuzz.sh` counts such failures by
//!   their message);
//! - [`json`]: JSON noise for the targets whose input is JSON.
//!
//! What a target generates and checks stays in the target: this crate holds
//! only what was the same in all of them.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

pub use barb_common::deadline::Guard;
use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

pub mod json;

/// Stack of the fuzzing thread: a quarter of a compute thread's
/// (`barb_common::compute`, 8 MiB).
pub const FUZZ_STACK: usize = 2 << 20;

/// How long past its deadline a run may still be going: one uninterruptible
/// stage on a month of minutes, with room for a busy machine (and for an
/// unoptimised build in the normal suite).
pub const GRACE: Duration = if cfg!(debug_assertions) { Duration::from_secs(5) } else { Duration::from_secs(1) };

/// The whole number in `var`, or `default` when it is unset; panics with the
/// variable's name on anything else (a typo must not silently shorten a run).
pub fn env_u32(var: &str, default: u32) -> u32 {
    match std::env::var(var) {
        Ok(v) => v.parse().unwrap_or_else(|_| panic!("{var} must be a whole number, got {v:?}")),
        Err(_) => default,
    }
}

/// Every how many inputs the expensive stage runs: `var`, default 1 (every
/// input), at least 1.
pub fn every(var: &str) -> u64 {
    u64::from(env_u32(var, 1).max(1))
}

/// A runner for `cases` inputs that writes no failure files (the seed comes
/// from proptest's environment, `PROPTEST_RNG_SEED` included).
pub fn runner(cases: u32) -> TestRunner {
    TestRunner::new(Config { cases, failure_persistence: None, ..Config::default() })
}

/// Runs `work` on a thread named `name` with a [`FUZZ_STACK`] stack and
/// returns its result; a panic or a stack overflow there fails the test.
pub fn on_fuzz_stack<T: Send + 'static>(name: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let worker = std::thread::Builder::new().stack_size(FUZZ_STACK).name(name.into()).spawn(work);
    worker.expect("the fuzzing thread starts").join().expect("the fuzzing thread finished (no panic, no overflow)")
}

/// A whole fuzz run on a [`FUZZ_STACK`] thread: `warm` first (fixtures built
/// outside the timing), then `cases` inputs from `inputs()` through
/// `check(case, input)`, `case` counting from 0. Fails the test on the first
/// failing case (after shrinking); returns the time of the inputs.
///
/// `inputs` builds the strategy on the fuzzing thread (proptest's boxed
/// strategies cannot cross threads).
pub fn run<S, F>(
    name: &str,
    cases: u32,
    warm: impl FnOnce() + Send + 'static,
    inputs: impl FnOnce() -> S + Send + 'static,
    check: F,
) -> Duration
where
    S: Strategy,
    S::Value: std::fmt::Debug,
    F: Fn(u64, S::Value) -> Result<(), TestCaseError> + Send + 'static,
{
    on_fuzz_stack(name, move || {
        warm();
        let started = Instant::now();
        let case = AtomicU64::new(0);
        runner(cases).run(&inputs(), |input| check(case.fetch_add(1, Ordering::Relaxed), input)).unwrap();
        started.elapsed()
    })
}

/// Deadlines for the runs: mostly generous (10 s), a third of them 0–4 ms, so
/// runs are stopped midway and the checkpoints between stages are exercised.
pub fn deadline_ms() -> proptest::strategy::BoxedStrategy<u64> {
    use proptest::prelude::*;
    prop_oneof![2 => Just(10_000u64), 1 => 0u64..5].boxed()
}

/// The runs a target made under a deadline: how many, how many completed or
/// were stopped by their deadline, and the largest overrun past one.
#[derive(Debug, Default)]
pub struct DeadlineRuns {
    run: AtomicU64,
    completed: AtomicU64,
    stopped: AtomicU64,
    max_overrun_us: AtomicU64,
}

impl DeadlineRuns {
    /// No runs yet (usable in a `static`).
    pub const fn new() -> Self {
        Self {
            run: AtomicU64::new(0),
            completed: AtomicU64::new(0),
            stopped: AtomicU64::new(0),
            max_overrun_us: AtomicU64::new(0),
        }
    }

    /// Runs `work` with a guard `deadline_ms` from now, entered on this
    /// thread as the compute pool enters it, and records how far past the
    /// deadline it ended. The case fails when that is more than [`GRACE`];
    /// the message names the deadline and `input`.
    pub fn run<T>(&self, deadline_ms: u64, input: &str, work: impl FnOnce(&Guard) -> T) -> Result<T, TestCaseError> {
        self.run.fetch_add(1, Ordering::Relaxed);
        let deadline = Duration::from_millis(deadline_ms);
        let guard = Guard::until(Instant::now() + deadline);
        let started = Instant::now();
        let result = {
            let _current = guard.enter();
            work(&guard)
        };
        let overrun = started.elapsed().saturating_sub(deadline);
        self.max_overrun_us.fetch_max(overrun.as_micros() as u64, Ordering::Relaxed);
        if overrun > GRACE {
            return Err(TestCaseError::fail(format!("ran {overrun:?} past a {deadline_ms} ms deadline: {input}")));
        }
        Ok(result)
    }

    /// Counts a run that completed with an answer.
    pub fn completed(&self) {
        self.completed.fetch_add(1, Ordering::Relaxed);
    }

    /// Counts a run stopped by its deadline.
    pub fn stopped(&self) {
        self.stopped.fetch_add(1, Ordering::Relaxed);
    }

    /// Runs made, runs completed, runs stopped by their deadline.
    pub fn counts(&self) -> (u64, u64, u64) {
        (self.run.load(Ordering::Relaxed), self.completed.load(Ordering::Relaxed), self.stopped.load(Ordering::Relaxed))
    }

    /// The largest overrun past a deadline so far, in milliseconds.
    pub fn max_overrun_ms(&self) -> f64 {
        self.max_overrun_us.load(Ordering::Relaxed) as f64 / 1e3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_past_the_grace_fails_its_case_and_one_within_passes() {
        let runs = DeadlineRuns::new();
        assert!(runs.run(10_000, "quick", |g| g.poll().is_ok()).unwrap());
        // A deadline already past: the guard says so inside the run.
        assert!(!runs.run(0, "late", |g| g.poll().is_ok()).unwrap());
        let slow = runs.run(0, "slow input", |_| std::thread::sleep(GRACE + Duration::from_millis(50)));
        let message = format!("{:?}", slow.unwrap_err());
        assert!(message.contains("past a 0 ms deadline: slow input"), "{message}");
        assert_eq!(runs.counts().0, 3);
        assert!(runs.max_overrun_ms() >= GRACE.as_secs_f64() * 1e3, "{}", runs.max_overrun_ms());
    }

    #[test]
    fn every_is_at_least_one() {
        assert_eq!(every("BARB_FUZZ_TEST_UNSET_VARIABLE"), 1);
    }
}
