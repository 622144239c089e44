//! Resident memory per loaded instrument against its raw column bytes
//! (issue 16 target: ≤ 1.5× plus the bounded bar cache).
//!
//! Writes two generated years of NQ minutes as Parquet and as Arrow IPC,
//! then measures each load in a fresh process (this binary re-run with
//! `--measure FILE`, so the generator's and the other load's allocations do
//! not count): the process's anonymous resident memory (`/proc/self/statm`:
//! resident less file-backed pages, so the code a load pages in does not
//! count, while a memory-mapped IPC file's pages would) before and
//! after `Market::load`, after a whole-history query touching every column,
//! what a second instrument loaded and queried after that adds (the code
//! and the allocator's arenas are already in: the marginal cost of one
//! more instrument), and after warming the bar cache (daily, 1h, 5m, daily RTH); the raw bytes
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

/// Resident memory of this process in bytes: all of it, and the anonymous
/// part (less file-backed pages, `/proc/self/statm` fields 2 and 3). The
/// code a first load and query page in (Parquet decoding, the engine) is
/// file-backed and the binary's, shared by every instrument; so are the
/// pages of a memory-mapped IPC file, which the kernel may drop and read
/// again. An instrument's own cost is between the two figures.
#[derive(Clone, Copy)]
struct Resident {
    total: usize,
    anon: usize,
}

fn rss() -> Resident {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("Linux /proc/self/statm");
    let field = |i: usize| -> usize { statm.split_whitespace().nth(i).and_then(|v| v.parse().ok()).expect("statm") };
    Resident { total: field(1) * 4096, anon: (field(1) - field(2)) * 4096 }
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
    let q = r#"{"map": {"r": "high - low + open - close"}, "select": ["mean(r)", "sum(volume)"]}"#;
    let touched = {
        answer_text(&market, q, 200).expect("runs");
        rss()
    };
    // A second instrument from the same file, loaded and queried once the
    // first has paged in the code: what one more instrument costs.
    let before_second = rss();
    let second = Market::load(Instrument::builtins().remove(0), path).expect("loads again");
    answer_text(&second, q, 200).expect("runs");
    let after_second = rss();
    drop(second);
    let markets = Markets::new(vec![market]).expect("markets");
    warm(&markets, "daily,1h,5m,daily:RTH").expect("warms");
    let warmed = rss();
    let cache = BarCache::global().stats().bytes;
    let m = markets.market("").expect("market");
    let kind = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    println!(
        "{kind}: {} rows, raw {:.1} MiB, frames {:.2}× raw, bar cache {:.1} MiB",
        m.minutes.height(),
        mib(raw),
        m.resident_bytes() as f64 / raw as f64,
        mib(cache)
    );
    for (stage, from, r, of) in [
        ("after load", base, loaded, raw),
        ("after a whole-history query", base, touched, raw),
        ("a second instrument, loaded + queried", before_second, after_second, raw),
        ("after warming the bar cache", base, warmed, raw + cache),
    ] {
        let (total, anon) = (r.total.saturating_sub(from.total), r.anon.saturating_sub(from.anon));
        println!(
            "  {kind:<8} {stage:<37} resident {:>6.1} MiB ({:.2}×), anonymous {:>6.1} MiB ({:.2}×){}",
            mib(total),
            total as f64 / of as f64,
            mib(anon),
            anon as f64 / of as f64,
            if of > raw { " of raw + cache" } else { " of raw" }
        );
    }
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
