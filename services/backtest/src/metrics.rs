//! Prometheus metrics of the research calls, served on the service's
//! `/metrics` endpoint next to the standard gRPC metrics (which already count
//! every call by method and code and time it): successful comparisons,
//! portfolios and sweeps, and the configurations sweeps evaluate — the load
//! an operator watches when sweeps crowd out single runs.

use std::sync::LazyLock;

use prometheus::{IntCounter, IntCounterVec, Opts};

/// Successful research calls by kind: `compare`, `portfolio`, `sweep`.
pub static RESEARCH_RUNS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c =
        IntCounterVec::new(Opts::new("backtest_research_runs_total", "Successful research calls, by kind"), &["kind"])
            .expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    c
});

/// Configurations evaluated by successful sweeps.
pub static SWEEP_CONFIGURATIONS: LazyLock<IntCounter> = LazyLock::new(|| {
    let c = IntCounter::new("backtest_sweep_configurations_total", "Configurations evaluated by successful sweeps")
        .expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    c
});
