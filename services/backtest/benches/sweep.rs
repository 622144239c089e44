//! Research throughput on ten generated years (2015-01-02 … 2024-12-31),
//! against issue 22's targets:
//!
//! 1. sweeps of a daily strategy with minute-resolved exits: configurations
//!    per second (target ≥ 1,000) and the peak resident memory *during* each
//!    sweep of 1,000, 10,000 and 50,000 configurations (the kernel's
//!    high-water mark is reset before each; target: flat — the bench fails
//!    if the 50,000-configuration sweep peaks more than 16 MiB above the
//!    1,000 one);
//! 2. an indicator sweep (`rsi(close, {p}) < {level}`): how many RSI series
//!    were computed (once per `p`) for how many configurations, and the rate;
//! 3. the grid of `tests/python/sweep_vs_backtesting_py.py --grid bench`
//!    (400 configurations, bar-resolved exits: what backtesting.py can
//!    express), our median rate, then — when `BARB_PYTHON` and `BARB_BIN` are
//!    set — that script on the same data: the cross-check of every cell and
//!    of the fills of sampled configurations (any difference fails the
//!    bench), backtesting.py's `optimize` rate and the ratio (target ≥ 100×);
//! 4. a two-leg portfolio (NQ + ES) over the ten years, warm: milliseconds
//!    per run (target ≤ 20 ms).
//!
//! It ends with the figures as markdown rows for `services/backtest/README.md`.
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

/// A line of /proc/self/status in MiB.
fn status_mib(key: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(key))?;
    line.split_whitespace().nth(1)?.parse::<f64>().ok().map(|kb| kb / 1024.0)
}

/// Resets the kernel's peak-RSS mark to the current RSS (`5` → clear_refs);
/// false where the kernel does not allow it.
fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim().to_string()
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

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
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
    println!("load average: {}", loadavg());
    let mut rows: Vec<String> = Vec::new();

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
    let resettable = reset_peak();
    let mut peaks = Vec::new();
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
        reset_peak();
        let before = status_mib("VmRSS:").unwrap_or(0.0);
        let (rate, out) = sweep(&bt, &input);
        let peak = status_mib("VmHWM:").unwrap_or(0.0);
        peaks.push(peak);
        let tried = out["configurations"]["tried"].as_u64().unwrap_or(0);
        println!(
            "sweep, 10y daily, minute exits: {tried:>6} configurations ({label} asked) at {rate:>8.0} configurations/s | RSS before {before:.0} MiB, peak during the sweep {peak:.0} MiB{} | signals {} | best {}",
            if resettable { "" } else { " (peak not resettable here: process peak so far)" },
            out["metadata"]["signals_evaluated"],
            out["top"][0]["label"]
        );
        rows.push(format!(
            "| sweep, 10y daily, minute exits, {tried} configurations | {rate:.0} configurations/s (target ≥ 1,000) | peak RSS during the sweep {peak:.0} MiB |"
        ));
    }
    let growth = peaks.last().copied().unwrap_or(0.0) - peaks.first().copied().unwrap_or(0.0);
    println!("peak memory from 1,000 to 50,000 configurations: {growth:+.1} MiB");
    if resettable && growth > 16.0 {
        anyhow::bail!("memory is not flat in the number of configurations: +{growth:.1} MiB from 1,000 to 50,000");
    }

    // 2. Indicator parameters: RSI computed once per window, shared by every level.
    let input = json!({"strategy": {"entry": "rsi(close, {p}) < {level}", "direction": "long", "stop_loss": "{sl}", "exit_bars": 5},
                       "parameters": {"level": {"from": 20, "to": 45, "step": 1}, "p": {"from": 5, "to": 24, "step": 1}, "sl": [100, 150, 200, 250]},
                       "min_trades": 5, "max_configurations": 200000, "title": "bench"});
    let (rate, out) = sweep(&bt, &input);
    let (tried, series, signals) = (
        out["configurations"]["tried"].as_u64().unwrap_or(0),
        out["metadata"]["indicator_series"].as_u64().unwrap_or(0),
        out["metadata"]["signals_evaluated"].as_u64().unwrap_or(0),
    );
    println!(
        "indicator sweep rsi(close, {{p}}) < {{level}}: {tried} configurations, {signals} signals, {series} RSI series computed (20 windows) at {rate:.0} configurations/s"
    );
    if series != 20 {
        anyhow::bail!("{series} RSI series were computed for 20 distinct windows");
    }
    rows.push(format!(
        "| indicator sweep `rsi(close, {{p}}) < {{level}}`, 10y daily, minute exits, {tried} configurations ({signals} signals) | {rate:.0} configurations/s | {series} RSI series (one per p) |"
    ));

    // 3. The backtesting.py grid, bar-resolved exits.
    let grid = json!({"n": [5, 10, 15, 20, 25, 30, 40, 50, 60, 80], "sl": [100, 120, 140, 160, 180, 200, 220, 240, 260, 280],
                      "tp": [200, 300, 450, 600]});
    let input = json!({"strategy": {"entry": "close < sma(close, {n}) and abs(next(open) - close) < 100", "direction": "long",
                                    "stop_loss": "{sl}", "take_profit": "{tp}"},
                       "parameters": grid, "heatmap": ["sl", "n"], "objective": "total_pnl", "min_trades": 1,
                       "exit_resolution": "bars", "title": "bench"});
    let ours = median((0..7).map(|_| sweep(&bt, &input).0).collect());
    println!(
        "sweep, backtesting.py's grid (400 configurations, bar exits): median {ours:.0} configurations/s over 7 runs"
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
            let stdout = String::from_utf8_lossy(&out.stdout);
            print!("{stdout}");
            if !out.status.success() || !stdout.contains("sweep cross-check passed") {
                anyhow::bail!(
                    "the backtesting.py cross-check FAILED (results disagree or the script broke):\n{}",
                    String::from_utf8_lossy(&out.stderr)
                );
            }
            let theirs = stdout
                .lines()
                .find(|l| l.starts_with("backtesting.py optimize:"))
                .and_then(|l| l.rsplit('=').next())
                .and_then(|r| r.split_whitespace().next())
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(f64::NAN);
            rows.push(format!(
                "| backtesting.py grid, 400 configurations, bar exits | barb {ours:.0} vs backtesting.py {theirs:.1} configurations/s | ratio {:.0}× (target ≥ 100×), every cell and sampled fills identical |",
                ours / theirs
            ));
        }
        _ => {
            println!(
                "(set BARB_PYTHON and BARB_BIN to run backtesting.py's optimize on the same grid and print the ratio)"
            );
            rows.push(format!("| backtesting.py grid, 400 configurations, bar exits | barb {ours:.0} configurations/s | (backtesting.py not run) |"));
        }
    }

    // 4. Two-leg portfolio, warm.
    let leg = |symbol: &str, sl: f64| {
        json!({"instrument": symbol, "strategy": {"entry": "rsi(close, 14) < 35", "direction": "long", "stop_loss": sl, "exit_bars": 5},
               "sizing": {"method": "risk", "risk_pct": 1}})
    };
    let p = json!({"capital": 1000000, "legs": [leg("NQ", 200.0), leg("ES", 50.0)], "title": "bench"}).to_string();
    bt.portfolio_text(&p, &Guard::none())?;
    let mut times: Vec<f64> = (0..21)
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
        times[20],
        out.trades.len()
    );
    rows.push(format!(
        "| portfolio, 2 legs × 10y daily, minute exits, warm ({} trades) | median {:.2} ms, max {:.2} ms (target ≤ 20 ms) | |",
        out.trades.len(),
        times[10],
        times[20]
    ));
    println!("load average: {}", loadavg());
    println!("\n| measurement | figure | note |\n|---|---|---|");
    for r in rows {
        println!("{r}");
    }
    if temporary {
        std::fs::remove_dir_all(&dir).ok();
    }
    Ok(())
}
