//! Runs the independent cross-check (`tests/python/test_backtest_crosscheck.py`)
//! against the built `barb` binary: the same daily-bar strategies in
//! backtesting.py (PyPI) and in `barb backtest`, plus minute-resolved exits
//! against a pandas walk of the minute file. The README's test command
//! installs the Python packages (`tests/python/requirements.txt`).

use std::process::Command;

#[test]
fn same_trades_as_backtesting_py_and_a_pandas_minute_walk() {
    let barb = barb_tests::binary_path("barb").expect("the barb binary");
    let help = Command::new(&barb).args(["backtest", "--help"]).output().expect("run barb");
    assert!(
        help.status.success(),
        "{} has no `backtest` subcommand: rebuild it with `cargo build --workspace --bins`",
        barb.display()
    );
    let data = barb_tests::data::dataset(barb_tests::data::NQ_2Y);
    let stdout = barb_tests::data::run_python(
        "test_backtest_crosscheck.py",
        &[data.as_os_str()],
        &[("BARB_BIN", barb.as_os_str())],
    )
    .unwrap_or_else(|e| panic!("cross-check failed: {e:#}"));
    assert!(stdout.contains("backtest cross-check passed"), "{stdout}");
    assert_eq!(stdout.matches("backtesting.py == barb").count(), 5, "{stdout}");
}

/// The deflated Sharpe ratio against the paper's worked example and two more
/// cases, computed by `tests/python/deflated_sharpe_example.py` with Python's
/// own normal distribution (the script also asserts the paper's published
/// SR₀ ≈ 1.7894 and DSR ≈ 0.9004).
#[test]
fn deflated_sharpe_matches_the_papers_worked_example() {
    use backtest::multiple_testing::{deflated_sharpe, expected_max_sharpe};
    let stdout = barb_tests::data::run_python("deflated_sharpe_example.py", &[], &[])
        .unwrap_or_else(|e| panic!("deflated Sharpe example failed: {e:#}"));
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).expect("JSON");
    let cases = v["cases"].as_array().expect("cases");
    assert_eq!(cases.len(), 3);
    for c in cases {
        let f = |k: &str| c[k].as_f64().unwrap_or_else(|| panic!("{k} in {c}"));
        let (trials, obs) = (c["trials"].as_u64().unwrap(), c["observations"].as_u64().unwrap());
        let sr0 = expected_max_sharpe(trials, f("variance"));
        assert!((sr0 - f("expected_max")).abs() < 1e-9, "{}: SR0 {sr0} vs {}", c["name"], f("expected_max"));
        let dsr = deflated_sharpe(f("sharpe"), obs, f("skew"), f("kurtosis"), trials, f("variance")).expect("defined");
        assert!((dsr - f("deflated")).abs() < 1e-9, "{}: DSR {dsr} vs {}", c["name"], f("deflated"));
    }
}

/// The sweep against backtesting.py's `optimize` on the same grid and daily
/// bars (`tests/python/sweep_vs_backtesting_py.py`, small grid of 18
/// configurations): every cell's in-sample total P&L identical, and every
/// configuration's fills identical.
#[test]
fn sweep_matches_backtesting_py_optimize() {
    let barb = barb_tests::binary_path("barb").expect("the barb binary");
    let data = barb_tests::data::dataset(barb_tests::data::NQ_2Y);
    let stdout = barb_tests::data::run_python(
        "sweep_vs_backtesting_py.py",
        &[data.as_os_str(), std::ffi::OsStr::new("--grid"), std::ffi::OsStr::new("small")],
        &[("BARB_BIN", barb.as_os_str())],
    )
    .unwrap_or_else(|e| panic!("sweep cross-check failed: {e:#}"));
    assert!(stdout.contains("sweep cross-check passed"), "{stdout}");
    assert!(stdout.contains("backtesting.py optimize == barb sweep: 18 configurations"), "{stdout}");
    assert_eq!(stdout.matches("  same fills: n=").count(), 18, "{stdout}");
}

/// The portfolio against an independent pandas recomputation from one-unit
/// single runs and daily closes (`tests/python/portfolio_check.py`):
/// volatility, risk and fixed sizing on a shared capital base, registry and
/// per-leg costs, each leg's contribution, the equity curve and the maximum
/// drawdown in currency and percent.
#[test]
fn portfolio_matches_an_independent_pandas_computation() {
    let barb = barb_tests::binary_path("barb").expect("the barb binary");
    let dir = std::env::temp_dir().join(format!("barb-portfolio-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (symbol, set) in [("NQ", barb_tests::data::NQ_2Y), ("ES", barb_tests::data::ES_2Y)] {
        let link = dir.join(format!("{symbol}.parquet"));
        std::fs::remove_file(&link).ok();
        std::os::unix::fs::symlink(barb_tests::data::dataset(set), &link).expect("link the data");
    }
    let result =
        barb_tests::data::run_python("portfolio_check.py", &[dir.as_os_str()], &[("BARB_BIN", barb.as_os_str())]);
    std::fs::remove_dir_all(&dir).ok();
    let stdout = result.unwrap_or_else(|e| panic!("portfolio cross-check failed: {e:#}"));
    assert!(stdout.contains("portfolio cross-check passed"), "{stdout}");
}
