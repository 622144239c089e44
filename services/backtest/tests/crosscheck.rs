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
