//! Runs the independent cross-check (`tests/python/test_backtest_crosscheck.py`)
//! against the built `barb` binary: the same daily-bar strategies in
//! backtesting.py (PyPI) and in `barb backtest`, plus minute-resolved exits
//! against a pandas walk of the minute file. The README's test command
//! installs the Python packages (`tests/python/requirements.txt`).

use std::path::PathBuf;
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn same_trades_as_backtesting_py_and_a_pandas_minute_walk() {
    let barb = barb_tests::binary_path("barb").expect("the barb binary");
    let help = Command::new(&barb).args(["backtest", "--help"]).output().expect("run barb");
    assert!(
        help.status.success(),
        "{} has no `backtest` subcommand: rebuild it with `cargo build --workspace --bins`",
        barb.display()
    );
    let script = repo().join("tests/python/test_backtest_crosscheck.py");
    let data = repo().join("../shared/data/nq_1m_2023_2024.parquet");
    let out = Command::new("python3")
        .arg(&script)
        .arg(&data)
        .env("BARB_BIN", &barb)
        .output()
        .unwrap_or_else(|e| panic!("python3 is needed for the cross-check ({e})"));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "cross-check failed (install its packages with `python3 -m pip install -r tests/python/requirements.txt`):\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains("backtest cross-check passed"), "{stdout}");
    assert_eq!(stdout.matches("backtesting.py == barb").count(), 5, "{stdout}");
}
