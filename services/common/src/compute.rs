//! The bounded CPU pool of the engines (query-engine, backtest).
//!
//! A query or a backtest is pure CPU work. Run on tokio's worker threads it
//! would stall every other call on the same thread (health checks included),
//! and on tokio's blocking pool (up to 512 threads, unbounded queue) an
//! overload turns into hundreds of threads fighting for the cores while the
//! queue and every latency grow without limit. [`ComputePool`] is instead:
//!
//! - **sized to the cores** (`COMPUTE_THREADS`, default: the available
//!   parallelism), each thread with a large stack (`COMPUTE_STACK_BYTES`,
//!   default 8 MiB, as a main thread has: expression trees are bounded in
//!   height, this is the margin);
//! - **bounded**: at most `COMPUTE_QUEUE` jobs (default 64) wait. When the
//!   queue is full a call fails at once with RESOURCE_EXHAUSTED
//!   (`overloaded`) and a `RetryInfo` delay estimated from recent job times,
//!   instead of queueing work that would miss its deadline anyway
//!   (backpressure: clients back off, the server's latency stays bounded);
//! - **deadline-aware**: every job has a [`Guard`]. The caller's future
//!   answers DEADLINE_EXCEEDED as soon as the deadline passes, even if the job
//!   is inside a step it cannot interrupt, and flags the job to stop at its
//!   next [`checkpoint`](crate::deadline::checkpoint); a job whose deadline
//!   passed (or whose caller went away) while it waited is dropped unrun; a
//!   caller that goes away cancels its job the same way.
//!
//! The async side only waits on a oneshot channel, so tokio's workers stay
//! free to accept calls, answer health checks and reject overload quickly.
//! The queue is a lock-free MPMC channel: requests do not serialise on a lock.
//!
//! Metrics (labelled `pool`): `compute_queue_depth`, `compute_busy_threads`,
//! `compute_rejected_total`, `compute_jobs_total{outcome}` (`ok`,
//! `deadline_exceeded`, `cancelled`, `expired_in_queue`, `panicked`) and
//! `compute_queue_wait_seconds`.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::{Duration, Instant};

use prometheus::{HistogramOpts, HistogramVec, IntCounterVec, IntGaugeVec, Opts};

use crate::config::{ConfigError, positive_or};
use crate::deadline::{Guard, Stop};
use crate::error::ServiceError;

/// Pool size, queue bound and thread stack size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolConfig {
    /// Worker threads (`COMPUTE_THREADS`).
    pub threads: usize,
    /// Jobs that may wait for a thread (`COMPUTE_QUEUE`).
    pub queue: usize,
    /// Stack of each worker thread in bytes (`COMPUTE_STACK_BYTES`).
    pub stack_bytes: usize,
}

impl PoolConfig {
    /// Default stack of a worker thread.
    pub const DEFAULT_STACK_BYTES: usize = 8 << 20;
    /// Default queue bound.
    pub const DEFAULT_QUEUE: usize = 64;

    /// Reads `COMPUTE_THREADS`, `COMPUTE_QUEUE` and `COMPUTE_STACK_BYTES`.
    pub fn from_env() -> Result<Self, ConfigError> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Ok(Self {
            threads: positive_or("COMPUTE_THREADS", cores, "a thread count")?,
            queue: positive_or("COMPUTE_QUEUE", Self::DEFAULT_QUEUE, "a queue length")?,
            stack_bytes: positive_or("COMPUTE_STACK_BYTES", Self::DEFAULT_STACK_BYTES, "a byte count")?.max(256 << 10),
        })
    }
}

/// Why a job gave no result.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    /// Every thread is busy and the queue is full.
    #[error("the server is at capacity: {queue} calls are already waiting")]
    Busy {
        /// The queue bound.
        queue: usize,
        /// When a retry is likely to find room.
        retry_after: Duration,
    },
    /// The deadline passed before the job finished (or started).
    #[error("the deadline expired before the computation finished")]
    DeadlineExceeded {
        /// Progress reported by the job (its own unit; 0 when none).
        done: usize,
        /// Total reported by the job.
        total: usize,
    },
    /// The caller went away.
    #[error("the call was cancelled by the caller")]
    Cancelled,
    /// The job panicked (a bug; the worker thread survives).
    #[error("the computation failed unexpectedly")]
    Panicked,
    /// The pool is shutting down.
    #[error("the server is shutting down")]
    ShuttingDown,
}

impl From<Stop> for PoolError {
    fn from(s: Stop) -> Self {
        match s {
            Stop::DeadlineExceeded { done, total } => PoolError::DeadlineExceeded { done, total },
            Stop::Cancelled => PoolError::Cancelled,
        }
    }
}

impl ServiceError for PoolError {
    fn code(&self) -> &str {
        match self {
            PoolError::Busy { .. } => "overloaded",
            PoolError::DeadlineExceeded { .. } => "deadline_exceeded",
            PoolError::Cancelled => "cancelled",
            PoolError::Panicked => "internal",
            PoolError::ShuttingDown => "shutting_down",
        }
    }
    fn hint(&self) -> String {
        match self {
            PoolError::Busy { .. } => {
                "retry after the delay in RetryInfo; the server sheds load instead of queueing it"
            }
            PoolError::DeadlineExceeded { .. } => "allow more time (grpc-timeout) or ask for less work",
            PoolError::Cancelled => "",
            PoolError::Panicked => "retry later; the server logged the cause",
            PoolError::ShuttingDown => "retry on another instance",
        }
        .into()
    }
    fn grpc_code(&self) -> tonic::Code {
        match self {
            PoolError::Busy { .. } => tonic::Code::ResourceExhausted,
            PoolError::DeadlineExceeded { .. } => tonic::Code::DeadlineExceeded,
            PoolError::Cancelled => tonic::Code::Cancelled,
            PoolError::Panicked => tonic::Code::Internal,
            PoolError::ShuttingDown => tonic::Code::Unavailable,
        }
    }
    fn retry_after(&self) -> Option<Duration> {
        match self {
            PoolError::Busy { retry_after, .. } => Some(*retry_after),
            other => crate::error::default_retry(other.grpc_code()),
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// Gives every thread created without an explicit stack size — polars'
/// worker pool, which evaluates expressions recursively and offers no way to
/// size its stacks, and tokio's — `bytes` of stack instead of Rust's 2 MiB,
/// unless the operator set `RUST_MIN_STACK`. The engines' expression limits
/// are tested with 2 MiB polars threads, so this is their safety margin.
///
/// # Safety
///
/// Must be called first thing in `main`, while the process has one thread:
/// it sets an environment variable, which races with any other thread
/// reading the environment.
pub unsafe fn set_default_thread_stack(bytes: usize) {
    if std::env::var_os("RUST_MIN_STACK").is_none() {
        // SAFETY: the caller guarantees no other thread exists yet.
        unsafe { std::env::set_var("RUST_MIN_STACK", bytes.to_string()) };
    }
}

/// The pool's series, looked up once at start (a labelled lookup hashes the
/// labels and takes a lock: not something to do for every job).
struct Metrics {
    queued: prometheus::IntGauge,
    busy: prometheus::IntGauge,
    rejected: prometheus::IntCounter,
    wait: prometheus::Histogram,
    /// `compute_jobs_total` by [`Outcome`], in its order.
    jobs: [prometheus::IntCounter; Outcome::ALL.len()],
}

/// How a job ended (the `outcome` label of `compute_jobs_total`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Ok,
    DeadlineExceeded,
    Cancelled,
    ExpiredInQueue,
    Panicked,
}

impl Outcome {
    const ALL: [Outcome; 5] =
        [Outcome::Ok, Outcome::DeadlineExceeded, Outcome::Cancelled, Outcome::ExpiredInQueue, Outcome::Panicked];

    fn label(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::DeadlineExceeded => "deadline_exceeded",
            Outcome::Cancelled => "cancelled",
            Outcome::ExpiredInQueue => "expired_in_queue",
            Outcome::Panicked => "panicked",
        }
    }
}

static QUEUED: LazyLock<IntGaugeVec> = LazyLock::new(|| {
    let g = IntGaugeVec::new(Opts::new("compute_queue_depth", "Jobs waiting for a compute thread"), &["pool"])
        .expect("valid metric");
    crate::metrics::register(Box::new(g.clone()));
    g
});
static BUSY: LazyLock<IntGaugeVec> = LazyLock::new(|| {
    let g = IntGaugeVec::new(Opts::new("compute_busy_threads", "Compute threads running a job"), &["pool"])
        .expect("valid metric");
    crate::metrics::register(Box::new(g.clone()));
    g
});
static REJECTED: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c = IntCounterVec::new(
        Opts::new("compute_rejected_total", "Calls refused with RESOURCE_EXHAUSTED because the queue was full"),
        &["pool"],
    )
    .expect("valid metric");
    crate::metrics::register(Box::new(c.clone()));
    c
});
static JOBS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c = IntCounterVec::new(Opts::new("compute_jobs_total", "Compute jobs by outcome"), &["pool", "outcome"])
        .expect("valid metric");
    crate::metrics::register(Box::new(c.clone()));
    c
});
static WAIT: LazyLock<HistogramVec> = LazyLock::new(|| {
    let h = HistogramVec::new(
        HistogramOpts::new("compute_queue_wait_seconds", "Time a job waited for a compute thread")
            .buckets(vec![0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1.0, 5.0]),
        &["pool"],
    )
    .expect("valid metric");
    crate::metrics::register(Box::new(h.clone()));
    h
});

struct Inner {
    tx: crossbeam_channel::Sender<Job>,
    config: PoolConfig,
    /// Exponentially weighted mean job time in µs (for the retry advice).
    mean_job_us: AtomicU64,
    metrics: Metrics,
    pool: &'static str,
}

impl Inner {
    fn outcome(&self, outcome: Outcome) {
        self.metrics.jobs[outcome as usize].inc();
    }

    fn record_duration(&self, d: Duration) {
        let us = d.as_micros().min(u64::MAX as u128) as u64;
        // mean ← mean + (x − mean) / 8; races between threads only blur the estimate.
        let old = self.mean_job_us.load(Ordering::Relaxed);
        let new = if old == 0 { us } else { (old * 7 + us) / 8 };
        self.mean_job_us.store(new, Ordering::Relaxed);
    }

    /// Time for the threads to work through a full queue, from recent job
    /// times: when a retry is likely to be admitted (10 ms … 5 s).
    fn retry_after(&self) -> Duration {
        let mean = Duration::from_micros(self.mean_job_us.load(Ordering::Relaxed));
        let drain = mean.saturating_mul(self.config.queue as u32) / self.config.threads.max(1) as u32;
        drain.clamp(Duration::from_millis(10), Duration::from_secs(5))
    }
}

/// A fixed set of threads running CPU-bound jobs from a bounded queue.
#[derive(Clone)]
pub struct ComputePool {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for ComputePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ComputePool").field("pool", &self.inner.pool).field("config", &self.inner.config).finish()
    }
}

/// Cancels the job when the caller's future is dropped (caller gone).
struct CancelOnDrop(Guard);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

impl ComputePool {
    /// Starts `config.threads` threads named `<pool>-compute-<i>`. They end
    /// when the last clone of the pool is dropped and the queue is empty.
    pub fn start(pool: &'static str, config: PoolConfig) -> std::io::Result<Self> {
        let (tx, rx) = crossbeam_channel::bounded::<Job>(config.queue);
        let metrics = Metrics {
            queued: QUEUED.with_label_values(&[pool]),
            busy: BUSY.with_label_values(&[pool]),
            rejected: REJECTED.with_label_values(&[pool]),
            wait: WAIT.with_label_values(&[pool]),
            jobs: Outcome::ALL.map(|o| JOBS.with_label_values(&[pool, o.label()])),
        };
        let inner = Arc::new(Inner { tx, config, mean_job_us: AtomicU64::new(0), metrics, pool });
        for i in 0..config.threads {
            let rx = rx.clone();
            std::thread::Builder::new().name(format!("{pool}-compute-{i}")).stack_size(config.stack_bytes).spawn(
                move || {
                    for job in rx {
                        job();
                    }
                },
            )?;
        }
        Ok(Self { inner })
    }

    /// The pool's configuration.
    pub fn config(&self) -> PoolConfig {
        self.inner.config
    }

    /// Runs `f` on a pool thread under `guard` (current for
    /// [`checkpoint`](crate::deadline::checkpoint) while it runs) and waits
    /// for its result, the guard's deadline, or the caller going away
    /// (dropping this future cancels the job).
    pub async fn run<T, F>(&self, guard: Guard, f: F) -> Result<T, PoolError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let (tx, rx) = tokio::sync::oneshot::channel::<Result<T, PoolError>>();
        let inner = self.inner.clone();
        let job_guard = guard.clone();
        let enqueued = Instant::now();
        let job: Job = Box::new(move || {
            inner.metrics.queued.dec();
            inner.metrics.wait.observe(enqueued.elapsed().as_secs_f64());
            if let Err(stop) = job_guard.poll() {
                inner.outcome(Outcome::ExpiredInQueue);
                let _ = tx.send(Err(stop.into()));
                return;
            }
            inner.metrics.busy.inc();
            let started = Instant::now();
            let result = {
                let _current = job_guard.enter();
                catch_unwind(AssertUnwindSafe(f))
            };
            inner.record_duration(started.elapsed());
            inner.metrics.busy.dec();
            let result = result.map_err(|panic| {
                let what = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                tracing::error!(pool = inner.pool, panic = %what, "compute job panicked");
                PoolError::Panicked
            });
            let stopped = job_guard.poll();
            inner.outcome(match (&result, &stopped) {
                (Err(_), _) => Outcome::Panicked,
                (Ok(_), Err(Stop::DeadlineExceeded { .. })) => Outcome::DeadlineExceeded,
                (Ok(_), Err(Stop::Cancelled)) => Outcome::Cancelled,
                (Ok(_), Ok(())) => Outcome::Ok,
            });
            // A job that ran past its deadline answers with the deadline, even
            // when it returns before the waiting side's timer fires: what it
            // computed after a checkpoint told it to stop is not an answer.
            let result = match (result, stopped) {
                (Ok(_), Err(stop @ Stop::DeadlineExceeded { .. })) => Err(stop.into()),
                (result, _) => result,
            };
            let _ = tx.send(result);
        });
        self.inner.metrics.queued.inc();
        if let Err(e) = self.inner.tx.try_send(job) {
            self.inner.metrics.queued.dec();
            return Err(match e {
                crossbeam_channel::TrySendError::Full(_) => {
                    self.inner.metrics.rejected.inc();
                    PoolError::Busy { queue: self.inner.config.queue, retry_after: self.inner.retry_after() }
                }
                crossbeam_channel::TrySendError::Disconnected(_) => PoolError::ShuttingDown,
            });
        }
        let _cancel_on_drop = CancelOnDrop(guard.clone());
        let received = match guard.deadline() {
            Some(deadline) => tokio::select! {
                r = rx => r,
                _ = tokio::time::sleep_until(deadline.into()) => {
                    guard.cancel();
                    let (done, total) = guard.progress();
                    return Err(PoolError::DeadlineExceeded { done, total });
                }
            },
            None => rx.await,
        };
        received.unwrap_or(Err(PoolError::ShuttingDown))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deadline::checkpoint;

    /// A pool with its own name: metrics are process-wide, tests run in parallel.
    fn pool(name: &'static str, threads: usize, queue: usize) -> ComputePool {
        ComputePool::start(name, PoolConfig { threads, queue, stack_bytes: 1 << 20 }).unwrap()
    }

    fn soon(ms: u64) -> Guard {
        Guard::until(Instant::now() + Duration::from_millis(ms))
    }

    #[tokio::test]
    async fn runs_jobs_off_the_runtime_thread() {
        let p = pool("t-run", 2, 4);
        let runtime_thread = std::thread::current().id();
        let (value, thread) = p.run(Guard::none(), move || (6 * 7, std::thread::current().id())).await.unwrap();
        assert_eq!(value, 42);
        assert_ne!(thread, runtime_thread);
        let name = p.run(Guard::none(), || std::thread::current().name().map(str::to_string)).await.unwrap();
        assert!(name.is_some_and(|n| n.starts_with("t-run-compute-")));
    }

    #[tokio::test]
    async fn a_full_queue_is_refused_with_retry_advice() {
        let p = pool("t-full", 1, 1);
        let (release_tx, release_rx) = crossbeam_channel::bounded::<()>(0);
        let (started_tx, started_rx) = tokio::sync::oneshot::channel();
        // Occupy the only thread until released.
        let busy = tokio::spawn({
            let p = p.clone();
            async move {
                p.run(Guard::none(), move || {
                    let _ = started_tx.send(());
                    let _ = release_rx.recv();
                })
                .await
            }
        });
        started_rx.await.unwrap();
        // One job fits in the queue …
        let queued = tokio::spawn({
            let p = p.clone();
            async move { p.run(Guard::none(), || 1).await }
        });
        // … (wait until it is really queued) …
        while QUEUED.with_label_values(&["t-full"]).get() < 1 {
            tokio::task::yield_now().await;
        }
        // … the next is refused at once.
        let err = p.run(Guard::none(), || 2).await.unwrap_err();
        assert!(matches!(err, PoolError::Busy { queue: 1, .. }), "{err:?}");
        let st = err.to_status();
        assert_eq!(st.code(), tonic::Code::ResourceExhausted);
        let d = crate::error::detail_of(&st).unwrap();
        assert_eq!(d.code, "overloaded");
        assert!(d.retry_after.is_some_and(|r| r >= Duration::from_millis(10)), "{d:?}");
        release_tx.send(()).unwrap();
        busy.await.unwrap().unwrap();
        assert_eq!(queued.await.unwrap().unwrap(), 1);
        assert!(REJECTED.with_label_values(&["t-full"]).get() >= 1);
    }

    #[tokio::test]
    async fn the_deadline_answers_and_stops_the_job_at_its_next_checkpoint() {
        let p = pool("t-deadline", 1, 4);
        let (stopped_tx, stopped_rx) = tokio::sync::oneshot::channel();
        let started = Instant::now();
        let err = p
            .run(soon(100), move || {
                // A long computation that checks between its stages.
                let stop = loop {
                    if let Err(stop) = checkpoint() {
                        break stop;
                    }
                    std::thread::sleep(Duration::from_millis(5));
                };
                let _ = stopped_tx.send(stop);
            })
            .await
            .unwrap_err();
        assert!(matches!(err, PoolError::DeadlineExceeded { .. }), "{err:?}");
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(matches!(stopped_rx.await.unwrap(), Stop::DeadlineExceeded { .. } | Stop::Cancelled));
        // The thread is free again.
        assert_eq!(p.run(Guard::none(), || 3).await.unwrap(), 3);
    }

    #[tokio::test]
    async fn jobs_whose_deadline_passed_in_the_queue_do_not_run() {
        let p = pool("t-expired", 1, 4);
        let (release_tx, release_rx) = crossbeam_channel::bounded::<()>(0);
        let (started_tx, started_rx) = tokio::sync::oneshot::channel();
        let busy = tokio::spawn({
            let p = p.clone();
            async move {
                p.run(Guard::none(), move || {
                    let _ = started_tx.send(());
                    let _ = release_rx.recv();
                })
                .await
            }
        });
        started_rx.await.unwrap();
        let ran = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = ran.clone();
        let err = p.run(soon(30), move || flag.store(true, Ordering::SeqCst)).await.unwrap_err();
        assert!(matches!(err, PoolError::DeadlineExceeded { .. }));
        release_tx.send(()).unwrap();
        busy.await.unwrap().unwrap();
        // The queue is FIFO: once this runs, the expired job was dequeued.
        p.run(Guard::none(), || ()).await.unwrap();
        assert!(!ran.load(Ordering::SeqCst), "an expired job must not run");
    }

    #[tokio::test]
    async fn a_caller_going_away_cancels_its_job() {
        let p = pool("t-cancel", 1, 4);
        let (started_tx, started_rx) = tokio::sync::oneshot::channel();
        let (stopped_tx, stopped_rx) = tokio::sync::oneshot::channel();
        let call = tokio::spawn({
            let p = p.clone();
            async move {
                p.run(Guard::none(), move || {
                    let _ = started_tx.send(());
                    let stop = loop {
                        if let Err(stop) = checkpoint() {
                            break stop;
                        }
                        std::thread::sleep(Duration::from_millis(2));
                    };
                    let _ = stopped_tx.send(stop);
                })
                .await
            }
        });
        started_rx.await.unwrap();
        call.abort();
        assert_eq!(stopped_rx.await.unwrap(), Stop::Cancelled);
    }

    #[tokio::test]
    async fn a_panicking_job_is_internal_and_the_thread_survives() {
        let p = pool("t-panic", 1, 4);
        let err = p.run(Guard::none(), || -> u8 { panic!("boom") }).await.unwrap_err();
        assert_eq!(err, PoolError::Panicked);
        assert_eq!(err.to_status().code(), tonic::Code::Internal);
        assert_eq!(p.run(Guard::none(), || 5).await.unwrap(), 5);
    }
}
