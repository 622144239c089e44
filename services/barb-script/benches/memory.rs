//! Resident memory per loaded instrument against its raw column bytes
//! (issue 16 target: ≤ 1.5× plus the bounded bar cache).
//!
//! Writes two generated years of NQ minutes as Parquet and as Arrow IPC,
//! then measures each load in a fresh process (this binary re-run with
//! `--measure FILE`, so the generator's and the other load's allocations do
//! not count): the process's resident set (`/proc/self/statm`) before and
//! after `Market::load`, after a whole-history query touching every column,
//! and after warming the bar cache (daily, 1h, 5m, daily RTH); the raw bytes
//! are the file's columns as the engine holds them (timestamp, OHLC as f64,
//! volume as i64: 48 B a row).
//!
//! Run: `cargo bench -p barb-script --bench memory` (release build; Linux).

use std::path::{Path, PathBuf};
use std::process::Command;

use barb_script::Market;
use barb_script::market::files::write_ipc;
use barb_script::market::sample::{SampleSpec, generate, write_parquet};
use barb_script::market::{BarCache, Instrument, Markets, warm};
use query_engine::answer_text;

/// Resident set size of this process, in bytes.
fn rss() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("Linux /proc/self/statm");
    let pages: usize = statm.split_whitespace().nth(1).and_then(|v| v.parse().ok()).expect("resident pages");
    pages * 4096
}

fn mib(b: usize) -> f64 {
    b as f64 / (1 << 20) as f64
}

fn measure(path: &Path) {
    let nq = Instrument::builtins().remove(0);
    // Page in the code and the allocator before the baseline.
    let _ = BarCache::global().stats();
    let base = rss();
    let market = Market::load(nq, path).expect("loads");
    let loaded = rss();
    let raw = market.minutes.height() * 48;
    let touched = {
        let q = r#"{"map": {"r": "high - low + open - close"}, "select": ["mean(r)", "sum(volume)"]}"#;
        answer_text(&market, q, 200).expect("runs");
        rss()
    };
    let markets = Markets::new(vec![market]).expect("markets");
    warm(&markets, "daily,1h,5m,daily:RTH").expect("warms");
    let warmed = rss();
    let cache = BarCache::global().stats().bytes;
    let m = markets.market("").expect("market");
    println!(
        "{:<8} rows {:>9}  raw {:>7.1} MiB  resident after load {:>7.1} MiB ({:.2}× raw), after a whole-history \
         query {:>7.1} MiB ({:.2}×), frames {:.2}× raw; bar cache {:>6.1} MiB, after warming {:>7.1} MiB \
         ({:.2}× raw + cache)",
        path.extension().and_then(|e| e.to_str()).unwrap_or(""),
        m.minutes.height(),
        mib(raw),
        mib(loaded - base),
        (loaded - base) as f64 / raw as f64,
        mib(touched - base),
        (touched - base) as f64 / raw as f64,
        m.resident_bytes() as f64 / raw as f64,
        mib(cache),
        mib(warmed - base),
        (warmed - base) as f64 / (raw + cache) as f64,
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--measure") {
        measure(Path::new(&args[i + 1]));
        return;
    }
    let dir = std::env::temp_dir().join(format!("barb-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut frame = generate(&Instrument::builtins().remove(0), &SampleSpec::default_nq()).expect("generates");
    let files: [PathBuf; 2] = [dir.join("NQ.parquet"), dir.join("NQ.arrow")];
    write_parquet(&mut frame, &files[0]).expect("writes Parquet");
    write_ipc(&mut frame, &files[1], false).expect("writes IPC");
    drop(frame);
    println!("resident memory per instrument (fresh process per file; 48 raw bytes a row):");
    for f in &files {
        let out = Command::new(&args[0]).arg("--measure").arg(f).output().expect("re-runs itself");
        print!("{}", String::from_utf8_lossy(&out.stdout));
        if !out.status.success() {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
