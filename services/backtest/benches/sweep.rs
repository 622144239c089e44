//! Research throughput on ten generated years (2015-01-02 … 2024-12-31):
//!
//! 1. sweeps of a daily strategy with minute-resolved exits — configurations
//!    per second, and the process's peak memory after sweeps of 1,000,
//!    10,000 and 50,000 configurations (flat = it does not grow with them);
//! 2. the grid of `tests/python/sweep_vs_backtesting_py.py --grid bench` with
//!    bar-resolved exits (what backtesting.py can express), our rate, then —
//!    when `BARB_PYTHON` and `BARB_BIN` are set — that script on the same
//!    data for backtesting.py's `optimize` rate, the cross-check of every
//!    cell and sampled fills, and the ratio;
//! 3. a two-leg portfolio (NQ + ES), warm: milliseconds per run.
//!
//! Data: `barb gen-data --instrument NQ --start 2015-01-02 --end 2024-12-31
//! --seed 42 --price 16000 --out NQ.parquet` (and `--instrument ES --seed 43
//! --price 4500 --out ES.parquet`); the bench generates exactly these in a
//! temporary directory (the same generator, in-process) unless
//! `BARB_BENCH_DIR` names a directory that already holds them.
//!
//! Run: `cargo bench -p backtest --bench sweep` (release).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use backtest::{Backtester, Guard};
use barb_script::market::Instrument;
use barb_script::market::sample::{self, SampleSpec};
use barb_script::{Market, Markets};
use chrono::NaiveDate;
use serde_json::{Value, json};

fn inst(symbol: &str) -> Instrument {
    Instrument::builtins().into_iter().find(|i| i.symbol == symbol).expect("built in")
}

/// Peak resident memory of this process (VmHWM), MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// `barb gen-data` for 2015–2024 (same arguments as the doc comment).
fn ensure(dir: &Path, symbol: &str, seed: u64, price: f64) -> anyhow::Result<PathBuf> {
    let path = dir.join(format!("{symbol}.parquet"));
    if !path.exists() {
        let spec = SampleSpec {
            start: NaiveDate::from_ymd_opt(2015, 1, 2).expect("date"),
            end: NaiveDate::from_ymd_opt(2024, 12, 31).expect("date"),
            seed,
            start_price: price,
            ..SampleSpec::default_nq()
        };
        let mut frame = sample::generate(&inst(symbol), &spec)?;
        sample::write_parquet(&mut frame, &path)?;
    }
    Ok(path)
}

fn sweep(bt: &Backtester, input: &Value) -> (f64, Value) {
    let t = Instant::now();
    let out = bt.sweep_text("NQ", &input.to_string(), &Guard::none()).expect("sweep");
    let secs = t.elapsed().as_secs_f64();
    (out.tried as f64 / secs, out.to_json())
}

fn main() -> anyhow::Result<()> {
    let (dir, temporary) = match std::env::var_os("BARB_BENCH_DIR") {
        Some(d) => (PathBuf::from(d), false),
        None => (std::env::temp_dir().join(format!("barb-sweep-bench-{}", std::process::id())), true),
    };
    std::fs::create_dir_all(&dir)?;
    let t = Instant::now();
    let nq_path = ensure(&dir, "NQ", 42, 16000.0)?;
    let es_path = ensure(&dir, "ES", 43, 4500.0)?;
    let markets = Markets::new(vec![Market::load(inst("NQ"), &nq_path)?, Market::load(inst("ES"), &es_path)?])?;
    let bt = Backtester::new(Arc::new(markets));
    println!("data: {} and {} ready in {:.1} s", nq_path.display(), es_path.display(), t.elapsed().as_secs_f64());
    println!("load average: {}", std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim());

    // 1. Minute-resolved exits; the first run warms the bar and minute-map caches.
    let strategy = json!({"entry": "close < sma(close, {n}) and abs(next(open) - close) < 100", "direction": "long",
                          "stop_loss": "{sl}", "take_profit": "{tp}", "exit_bars": "{hold}"});
    let warm = Instant::now();
    bt.run_text(
        "NQ",
        &json!({"strategy": {"entry": "close > open", "direction": "long", "exit_bars": 1}}).to_string(),
        &Guard::none(),
    )?;
    println!("cache warm-up (daily bars + minute map of 10 years): {:.0} ms", warm.elapsed().as_secs_f64() * 1e3);
    let before = peak_mib();
    for (label, params) in [
        (
            "1,000",
            json!({"n": [10, 20, 30, 40, 50], "sl": {"from": 100, "to": 300, "step": 50}, "tp": {"from": 200, "to": 500, "step": 100}, "hold": {"from": 1, "to": 10, "step": 1}}),
        ),
        (
            "10,000",
            json!({"n": [10, 20, 30, 40, 50], "sl": {"from": 100, "to": 480, "step": 20}, "tp": {"from": 150, "to": 600, "step": 50}, "hold": {"from": 1, "to": 10, "step": 1}}),
        ),
        (
            "50,000",
            json!({"n": [10, 20, 30, 40, 50], "sl": {"from": 100, "to": 480, "step": 20}, "tp": {"from": 100, "to": 1250, "step": 50}, "hold": {"from": 1, "to": 21, "step": 1}}),
        ),
    ] {
        let input = json!({"strategy": strategy, "parameters": params, "max_configurations": 200000, "title": "bench"});
        let (rate, out) = sweep(&bt, &input);
        println!(
            "sweep, 10y daily, minute exits: {:>6} configurations ({label} asked) at {rate:>8.0} configurations/s | peak RSS {:.0} MiB (before sweeps {before:.0} MiB) | best {}",
            out["configurations"]["tried"],
            peak_mib(),
            out["top"][0]["label"]
        );
    }

    // 2. The backtesting.py grid, bar-resolved exits.
    let grid =
        json!({"n": [5, 10, 15, 20, 25, 30, 40, 50, 60, 80], "sl": [100, 120, 140, 160, 180, 200, 220, 240, 260, 280]});
    let input = json!({"strategy": {"entry": "close < sma(close, {n}) and abs(next(open) - close) < 100", "direction": "long",
                                    "stop_loss": "{sl}", "take_profit": 300},
                       "parameters": grid, "heatmap": ["sl", "n"], "objective": "total_pnl", "min_trades": 1,
                       "exit_resolution": "bars", "title": "bench"});
    let rates: Vec<f64> = (0..5).map(|_| sweep(&bt, &input).0).collect();
    let mut sorted = rates.clone();
    sorted.sort_by(f64::total_cmp);
    let ours = sorted[2];
    println!(
        "sweep, backtesting.py's grid (100 configurations, bar exits): median {ours:.0} configurations/s over 5 runs"
    );
    match (std::env::var_os("BARB_PYTHON"), std::env::var_os("BARB_BIN")) {
        (Some(py), Some(barb)) => {
            let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/python/sweep_vs_backtesting_py.py");
            let out = std::process::Command::new(py)
                .arg(&script)
                .arg(&nq_path)
                .args(["--grid", "bench", "--ours-rate", &format!("{ours}")])
                .env("BARB_BIN", barb)
                .output()?;
            print!("{}", String::from_utf8_lossy(&out.stdout));
            if !out.status.success() {
                anyhow::bail!("backtesting.py side failed: {}", String::from_utf8_lossy(&out.stderr));
            }
        }
        _ => println!(
            "(set BARB_PYTHON and BARB_BIN to run backtesting.py's optimize on the same grid and print the ratio)"
        ),
    }

    // 3. Two-leg portfolio, warm.
    let leg = |symbol: &str, sl: f64| {
        json!({"instrument": symbol, "strategy": {"entry": "rsi(close, 14) < 35", "direction": "long", "stop_loss": sl, "exit_bars": 5},
               "sizing": {"method": "risk", "risk_pct": 1}})
    };
    let p = json!({"capital": 1000000, "legs": [leg("NQ", 200.0), leg("ES", 50.0)], "title": "bench"}).to_string();
    bt.portfolio_text(&p, &Guard::none())?;
    let mut times: Vec<f64> = (0..20)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(bt.portfolio_text(&p, &Guard::none()).expect("portfolio"));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let out = bt.portfolio_text(&p, &Guard::none())?;
    println!(
        "portfolio, 2 legs x 10y daily, minute exits, warm: median {:.2} ms, max {:.2} ms ({} trades)",
        times[10],
        times[19],
        out.trades.len()
    );
    println!("load average: {}", std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim());
    if temporary {
        std::fs::remove_dir_all(&dir).ok();
    }
    Ok(())
}
