//! Abuse limits at the edge, per gateway instance: requests per second (per
//! user and in total, token buckets) and open event streams (SSE responses and
//! WebSockets, per user and in total). Going over answers `429` with
//! `Retry-After` and code `RATE_LIMITED` / `TOO_MANY_STREAMS`. Turns in flight
//! are limited by the chat orchestrator (it knows which run), and its refusal
//! reaches clients as `429 TOO_MANY_TURNS` the same way.
//!
//! With N instances behind a load balancer the effective limits are up to N
//! times these (documented in SECURITY.md); they bound what one client can
//! make one instance do.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use barb_common::config::{self, ConfigError};

use crate::{error::ApiError, metrics};

/// The configured limits.
#[derive(Debug, Clone, Copy)]
pub struct LimitsConfig {
    /// Sustained requests per second per user (`RATE_LIMIT_USER_RPS`, default 20).
    pub user_rps: f64,
    /// Burst per user (`RATE_LIMIT_USER_BURST`, default 40).
    pub user_burst: f64,
    /// Sustained requests per second on this instance (`RATE_LIMIT_GLOBAL_RPS`, default 1000).
    pub global_rps: f64,
    /// Burst on this instance (`RATE_LIMIT_GLOBAL_BURST`, default 2000).
    pub global_burst: f64,
    /// Open streams (SSE + WebSocket) per user (`MAX_STREAMS_PER_USER`, default 16).
    pub streams_per_user: usize,
    /// Open streams on this instance (`MAX_STREAMS_TOTAL`, default 10000).
    pub streams_total: usize,
}

impl Default for LimitsConfig {
    fn default() -> Self {
        Self {
            user_rps: 20.0,
            user_burst: 40.0,
            global_rps: 1000.0,
            global_burst: 2000.0,
            streams_per_user: 16,
            streams_total: 10_000,
        }
    }
}

impl LimitsConfig {
    /// Reads the variables above.
    pub fn from_env() -> Result<Self, ConfigError> {
        let d = Self::default();
        let rate = |name: &str, default: f64| -> Result<f64, ConfigError> {
            let v: f64 = config::parse_or(name, default, "a positive number")?;
            if v.is_finite() && v > 0.0 {
                Ok(v)
            } else {
                Err(ConfigError { name: name.into(), value: v.to_string(), expected: "a positive number".into() })
            }
        };
        Ok(Self {
            user_rps: rate("RATE_LIMIT_USER_RPS", d.user_rps)?,
            user_burst: rate("RATE_LIMIT_USER_BURST", d.user_burst)?,
            global_rps: rate("RATE_LIMIT_GLOBAL_RPS", d.global_rps)?,
            global_burst: rate("RATE_LIMIT_GLOBAL_BURST", d.global_burst)?,
            streams_per_user: config::positive_or("MAX_STREAMS_PER_USER", d.streams_per_user, "a stream count")?,
            streams_total: config::positive_or("MAX_STREAMS_TOTAL", d.streams_total, "a stream count")?,
        })
    }
}

/// A token bucket: `rate` tokens per second, at most `burst`.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(burst: f64, now: Instant) -> Self {
        Self { tokens: burst, at: now }
    }

    /// Takes a token, or says how long until one is there.
    fn take(&mut self, rate: f64, burst: f64, now: Instant) -> Result<(), Duration> {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * rate).min(burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - self.tokens) / rate))
        }
    }
}

#[derive(Default)]
struct State {
    global: Option<Bucket>,
    users: HashMap<String, Bucket>,
    streams: HashMap<String, usize>,
    streams_total: usize,
}

/// The limits of one instance; cheap to clone.
#[derive(Clone)]
pub struct Limits {
    config: LimitsConfig,
    state: Arc<Mutex<State>>,
}

/// Buckets idle this long are full again and are dropped, bounding memory.
const IDLE_EVICT: Duration = Duration::from_secs(300);

impl Limits {
    /// Limits with `config`.
    pub fn new(config: LimitsConfig) -> Self {
        Self { config, state: Arc::default() }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts one request of `user`; `429 RATE_LIMITED` with `Retry-After` when over.
    pub fn request(&self, user: &str) -> Result<(), ApiError> {
        self.request_at(user, Instant::now())
    }

    fn request_at(&self, user: &str, now: Instant) -> Result<(), ApiError> {
        let c = self.config;
        let mut s = self.lock();
        if s.users.len() > 10_000 {
            s.users.retain(|_, b| now.saturating_duration_since(b.at) < IDLE_EVICT);
        }
        let global = s.global.get_or_insert(Bucket::full(c.global_burst, now));
        let mut probe = *global;
        if let Err(wait) = probe.take(c.global_rps, c.global_burst, now) {
            metrics::LIMITED.with_label_values(&["global_rate"]).inc();
            return Err(ApiError::too_many("RATE_LIMITED", "this server is receiving too many requests", wait));
        }
        let bucket = s.users.entry(user.to_string()).or_insert(Bucket::full(c.user_burst, now));
        if let Err(wait) = bucket.take(c.user_rps, c.user_burst, now) {
            metrics::LIMITED.with_label_values(&["user_rate"]).inc();
            return Err(ApiError::too_many("RATE_LIMITED", "too many requests; slow down", wait));
        }
        s.global = Some(probe);
        Ok(())
    }

    /// Opens a stream for `user`; the permit closes it when dropped.
    pub fn open_stream(&self, user: &str) -> Result<StreamPermit, ApiError> {
        let c = self.config;
        let mut s = self.lock();
        if s.streams_total >= c.streams_total {
            metrics::LIMITED.with_label_values(&["streams_total"]).inc();
            return Err(ApiError::too_many("TOO_MANY_STREAMS", "this server has too many open streams", RETRY_STREAM));
        }
        let n = s.streams.entry(user.to_string()).or_insert(0);
        if *n >= c.streams_per_user {
            metrics::LIMITED.with_label_values(&["streams_user"]).inc();
            return Err(ApiError::too_many(
                "TOO_MANY_STREAMS",
                format!("at most {} open event streams per user; close one first", c.streams_per_user),
                RETRY_STREAM,
            ));
        }
        *n += 1;
        s.streams_total += 1;
        Ok(StreamPermit { limits: self.clone(), user: user.to_string() })
    }

    /// Open streams of `user` (tests, metrics).
    pub fn open_streams(&self, user: &str) -> usize {
        self.lock().streams.get(user).copied().unwrap_or(0)
    }
}

const RETRY_STREAM: Duration = Duration::from_secs(5);

/// One open stream, counted until dropped.
pub struct StreamPermit {
    limits: Limits,
    user: String,
}

impl Drop for StreamPermit {
    fn drop(&mut self) {
        let mut s = self.limits.lock();
        s.streams_total = s.streams_total.saturating_sub(1);
        if let Some(n) = s.streams.get_mut(&self.user) {
            *n -= 1;
            if *n == 0 {
                s.streams.remove(&self.user);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(user_rps: f64, user_burst: f64, global_burst: f64) -> Limits {
        Limits::new(LimitsConfig {
            user_rps,
            user_burst,
            global_rps: 1.0,
            global_burst,
            streams_per_user: 2,
            streams_total: 3,
        })
    }

    #[test]
    fn user_bucket_allows_the_burst_then_refills_at_the_rate() {
        let l = limits(2.0, 3.0, 1000.0);
        let t0 = Instant::now();
        for _ in 0..3 {
            l.request_at("a", t0).unwrap();
        }
        let e = l.request_at("a", t0).unwrap_err();
        assert_eq!((e.status.as_u16(), e.code), (429, "RATE_LIMITED"));
        assert_eq!(e.retry_after, Some(1), "half a second rounds up to 1 s");
        l.request_at("b", t0).expect("another user has their own bucket");
        l.request_at("a", t0 + Duration::from_millis(500)).expect("one token after 1/rate s");
        assert!(l.request_at("a", t0 + Duration::from_millis(500)).is_err());
    }

    #[test]
    fn global_bucket_caps_everyone_and_refused_requests_cost_nothing() {
        let l = limits(100.0, 100.0, 2.0);
        let t0 = Instant::now();
        l.request_at("a", t0).unwrap();
        l.request_at("b", t0).unwrap();
        assert_eq!(l.request_at("c", t0).unwrap_err().code, "RATE_LIMITED");
        l.request_at("c", t0 + Duration::from_secs(1)).unwrap();
    }

    #[test]
    fn streams_are_counted_per_user_and_in_total_until_dropped() {
        let l = limits(1.0, 1.0, 1.0);
        let a1 = l.open_stream("a").unwrap();
        let _a2 = l.open_stream("a").unwrap();
        assert_eq!(l.open_stream("a").err().unwrap().code, "TOO_MANY_STREAMS");
        let _b1 = l.open_stream("b").unwrap();
        assert_eq!(l.open_stream("c").err().unwrap().code, "TOO_MANY_STREAMS", "total of 3");
        drop(a1);
        assert_eq!(l.open_streams("a"), 1);
        let _c1 = l.open_stream("c").unwrap();
    }
}
