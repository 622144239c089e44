//! Backtest throughput (issue 16's targets): strategies on two generated
//! years of minutes at 5m, 1h and daily bars, and on ten generated years at
//! daily bars, all with minute-resolved exits.
//!
//! Per strategy it prints (medians over `BARB_BENCH_RUNS`, default 15, after
//! a first run that fills the caches):
//! * **warm**: the same input again — bars, minute map and entry signal come
//!   from the bar cache; what is left is the simulation, the trade records,
//!   the statistics and the report (what an analyst re-running a strategy,
//!   or a sweep, pays);
//! * **new signal**: a strategy not seen before on warm bars (the entry's
//!   threshold nudged each run, so its signal is computed every time);
//! * the phases on their own: building the bars, evaluating the entry
//!   through the language, mapping bars to minutes, and the simulation loop.
//!
//! Then a markdown table ready for `services/backtest/README.md`.
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
use serde_json::{Value, json};

fn nq() -> Instrument {
    Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").expect("NQ is built in")
}

fn median(mut xs: Vec<Duration>) -> Duration {
    xs.sort();
    xs[xs.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn runs() -> usize {
    std::env::var("BARB_BENCH_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(15).max(3)
}

/// One table row.
struct Row {
    label: String,
    bars: usize,
    trades: usize,
    warm: f64,
    new_signal: f64,
    bars_ms: f64,
    signal_ms: f64,
    map_ms: f64,
    sim_ms: f64,
}

/// Times whole runs and the phases of one strategy.
fn bench(label: &str, bt: &Backtester, input: Value, nudge: &dyn Fn(usize) -> Value) -> Row {
    let parsed = BacktestInput::parse(&input).expect("valid input");
    let cold_start = Instant::now();
    let first = bt.run("", &parsed, &Guard::none()).expect("run");
    let cold = cold_start.elapsed();
    let time = |f: &dyn Fn(usize)| {
        median(
            (0..runs())
                .map(|k| {
                    let t = Instant::now();
                    f(k);
                    t.elapsed()
                })
                .collect(),
        )
    };
    let warm = time(&|_| {
        std::hint::black_box(bt.run("", &parsed, &Guard::none()).expect("run"));
    });
    let nudged: Vec<BacktestInput> =
        (0..runs()).map(|k| BacktestInput::parse(&nudge(k + 1)).expect("valid nudged input")).collect();
    let new_signal = time(&|k| {
        std::hint::black_box(bt.run("", &nudged[k], &Guard::none()).expect("run"));
    });
    // The phases on their own.
    let market = bt.markets().market("").expect("market");
    let period = parsed.period.as_ref().map(|p| &p.1);
    let t = Instant::now();
    let bars = Bars::load(&market, parsed.session.as_deref(), parsed.timeframe, period).expect("bars");
    let t_bars = t.elapsed();
    let t = Instant::now();
    let entry = bars.condition(&parsed.strategy.entry.expr, "entry").expect("signals");
    let t_entry = t.elapsed();
    let minutes = Minutes::load(&market, parsed.session.as_deref()).expect("minutes");
    let minutes = minutes.rows().expect("minute rows");
    let t = Instant::now();
    let ranges = bars.minute_ranges(&minutes);
    let extremes = Intrabar::extremes_of(minutes.high, minutes.low, &ranges);
    let t_ranges = t.elapsed();
    let rows = Intrabar {
        ts: minutes.ts,
        high: minutes.high,
        low: minutes.low,
        ranges: &ranges,
        extremes: &extremes,
        blocks: minutes.blocks,
    };
    let res = Resolution::new(ExitResolution::Minutes, Some(rows));
    let rules = parsed.strategy.rules;
    let sim = time(&|_| {
        let fills = simulate::run(&bars.ohlc(), &res, &entry, &rules, &mut |_| Ok(None), &Guard::none(), usize::MAX);
        std::hint::black_box(fills.expect("simulate"));
    });
    let row = Row {
        label: label.to_string(),
        bars: first.bars,
        trades: first.trades.len(),
        warm: ms(warm),
        new_signal: ms(new_signal),
        bars_ms: ms(t_bars),
        signal_ms: ms(t_entry),
        map_ms: ms(t_ranges),
        sim_ms: ms(sim),
    };
    println!(
        "{label:<42} {:>6} bars {:>5} trades | cold {:>7.1} ms | warm {:>7.3} ms | new signal {:>7.3} ms | bars {:.2} ms, signal {:.2} ms, minute map {:.2} ms, simulation {:.3} ms",
        row.bars,
        row.trades,
        ms(cold),
        row.warm,
        row.new_signal,
        row.bars_ms,
        row.signal_ms,
        row.map_ms,
        row.sim_ms,
    );
    row
}

fn strategies(bt: &Backtester, tag: &str, timeframes: &[&str], rows: &mut Vec<Row>) {
    for tf in timeframes {
        let tf = *tf;
        let down = |threshold: f64| {
            json!({"strategy": {"entry": format!("close < prev(close) - {threshold} and prev(close) < prev(close, 2)"),
                                "direction": "long", "stop_loss": "1%", "take_profit": "2%", "trailing_stop": "1.5%",
                                "exit_bars": 10},
                   "from": tf})
        };
        let base = json!({"strategy": {"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long",
                                       "stop_loss": "1%", "take_profit": "2%", "trailing_stop": "1.5%", "exit_bars": 10},
                          "from": tf});
        rows.push(bench(&format!("{tag} {tf}: down close, stop/target/trail"), bt, base, &|k| down(k as f64 * 1e-9)));
        let rsi = |level: f64| {
            json!({"strategy": {"entry": format!("rsi(close, 14) < {level}"), "direction": "long", "stop_loss": "1%",
                                "exit_bars": 5},
                   "from": tf})
        };
        rows.push(bench(&format!("{tag} {tf}: RSI < 30, stop + timeout"), bt, rsi(30.0), &|k| {
            rsi(30.0 + k as f64 * 1e-9)
        }));
    }
}

fn main() -> anyhow::Result<()> {
    println!("load average: {}", std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim());
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
    let mut rows = Vec::new();
    strategies(&two_years, "2y", &["5m", "1h", "daily"], &mut rows);

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
    let minute_rows = ten_years.markets().market("")?.minutes.height();
    println!("generated and loaded 10 years ({minute_rows} minute rows) in {:.0} ms", t.elapsed().as_secs_f64() * 1e3);
    strategies(&ten_years, "10y", &["daily"], &mut rows);

    println!("\nload average: {}", std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim());
    println!(
        "\n| data, strategy | bars | trades | warm run (ms) | new signal (ms) | bars (ms) | signal (ms) | minute map (ms) | simulation (ms) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in &rows {
        println!(
            "| {} | {} | {} | {:.3} | {:.3} | {:.2} | {:.2} | {:.2} | {:.3} |",
            r.label, r.bars, r.trades, r.warm, r.new_signal, r.bars_ms, r.signal_ms, r.map_ms, r.sim_ms
        );
    }
    Ok(())
}
