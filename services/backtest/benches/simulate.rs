//! Backtest throughput: strategies on two generated years of minutes at 5m, 1h
//! and daily bars, and a daily strategy over a generated 10-year minute file,
//! all with minute-resolved exits. Prints bars/second for whole runs (data
//! preparation, signals, simulation, metrics, report) and for the simulation
//! loop alone.
//!
//! Run: `cargo bench -p backtest --bench simulate` (release). Data:
//! `BARB_BENCH_DATA` (default: `barb gen-data`'s two years, generated in memory).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use backtest::market::{Bars, Minutes};
use backtest::simulate::{self, Intrabar, Resolution};
use backtest::strategy::ExitResolution;
use backtest::{BacktestInput, Backtester, Guard};
use barb_script::market::Instrument;
use barb_script::market::sample::{self, SampleSpec};
use barb_script::{Market, Markets};
use chrono::NaiveDate;
use serde_json::json;

fn nq() -> Instrument {
    Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").expect("NQ is built in")
}

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

/// Times whole runs (first = cold caches) and the simulation loop alone.
fn bench(label: &str, bt: &Backtester, input: serde_json::Value, runs: usize) {
    let parsed = BacktestInput::parse(&input).expect("valid input");
    let cold_start = Instant::now();
    let first = bt.run("", &parsed, &Guard::none()).expect("run");
    let cold = cold_start.elapsed();
    let warm = median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(bt.run("", &parsed, &Guard::none()).expect("run"));
                t.elapsed()
            })
            .collect(),
    );
    // The phases, then the simulation loop alone on prepared arrays.
    let market = bt.markets().market("").expect("market");
    let t = Instant::now();
    let bars = Bars::load(market, parsed.session.as_deref(), parsed.timeframe, parsed.period.as_ref().map(|p| &p.1))
        .expect("bars");
    let t_bars = t.elapsed();
    let t = Instant::now();
    let entry = bars.condition(&parsed.strategy.entry.expr, "entry").expect("signals");
    let t_entry = t.elapsed();
    let minutes = Minutes::load(market, parsed.session.as_deref()).expect("minutes");
    let minutes = minutes.rows().expect("minute rows");
    let t = Instant::now();
    let ranges = bars.minute_ranges(&minutes);
    let t_ranges = t.elapsed();
    let extremes = Intrabar::extremes_of(minutes.high, minutes.low, &ranges);
    let rows = Intrabar { ts: minutes.ts, high: minutes.high, low: minutes.low, ranges: &ranges, extremes: &extremes };
    let res = Resolution::new(ExitResolution::Minutes, Some(rows));
    let rules = parsed.strategy.rules;
    let sim = median(
        (0..runs)
            .map(|_| {
                let t = Instant::now();
                let fills =
                    simulate::run(&bars.ohlc(), &res, &entry, &rules, &mut |_| Ok(None), &Guard::none(), usize::MAX);
                std::hint::black_box(fills.expect("simulate"));
                t.elapsed()
            })
            .collect(),
    );
    let n = first.bars as f64;
    let minutes_in_bars: usize = ranges.iter().map(|(a, b)| b - a).sum();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{label:<40} {:>6} bars {:>5} trades | run cold {:>6.1} ms, warm {:>6.2} ms = {:>9.0} bars/s | simulation {:>5.2} ms = {:>10.0} bars/s, {} minute rows | bars {:.2} ms, signals {:.2} ms, minute map {:.2} ms",
        first.bars,
        first.trades.len(),
        cold.as_secs_f64() * 1e3,
        warm.as_secs_f64() * 1e3,
        n / warm.as_secs_f64(),
        sim.as_secs_f64() * 1e3,
        n / sim.as_secs_f64(),
        minutes_in_bars,
        ms(t_bars),
        ms(t_entry),
        ms(t_ranges),
    );
}

fn strategies(bt: &Backtester, tag: &str, timeframes: &[&str]) {
    for tf in timeframes {
        bench(
            &format!("{tag} {tf}: down close, stop/target/trail"),
            bt,
            json!({"strategy": {"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long",
                                "stop_loss": "1%", "take_profit": "2%", "trailing_stop": "1.5%", "exit_bars": 10},
                   "from": tf}),
            15,
        );
        bench(
            &format!("{tag} {tf}: RSI < 30, stop + timeout"),
            bt,
            json!({"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "stop_loss": "1%", "exit_bars": 5},
                   "from": tf}),
            15,
        );
    }
}

fn main() -> anyhow::Result<()> {
    let t = Instant::now();
    let (market, source) = match std::env::var_os("BARB_BENCH_DATA").map(PathBuf::from) {
        Some(path) => (Market::load(nq(), &path)?, path.display().to_string()),
        None => (
            Market::from_frame(nq(), sample::generate(&nq(), &SampleSpec::default_nq())?)?,
            "two generated years (2023-2024)".to_string(),
        ),
    };
    let two_years = Backtester::new(Arc::new(Markets::new(vec![market])?));
    println!("loaded {source} in {:.0} ms", t.elapsed().as_secs_f64() * 1e3);
    strategies(&two_years, "2y", &["5m", "1h", "daily"]);

    let t = Instant::now();
    let spec = SampleSpec {
        start: NaiveDate::from_ymd_opt(2015, 1, 2).expect("date"),
        end: NaiveDate::from_ymd_opt(2024, 12, 31).expect("date"),
        ..SampleSpec::default_nq()
    };
    let mut frame = sample::generate(&nq(), &spec)?;
    let dir = std::env::temp_dir().join(format!("barb-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let file = dir.join("NQ.parquet");
    sample::write_parquet(&mut frame, &file)?;
    drop(frame);
    let ten_years = Backtester::new(Arc::new(Markets::new(vec![Market::load(nq(), &file)?])?));
    std::fs::remove_dir_all(&dir).ok();
    let rows = ten_years.markets().market("")?.minutes.height();
    println!("generated and loaded 10 years ({rows} minute rows) in {:.0} ms", t.elapsed().as_secs_f64() * 1e3);
    strategies(&ten_years, "10y", &["daily"]);
    Ok(())
}
