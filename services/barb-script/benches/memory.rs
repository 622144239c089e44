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

/// Instruments loaded after the second one, for the mean marginal cost.
const MORE: usize = 4;

fn mib(b: usize) -> f64 {
    b as f64 / (1 << 20) as f64
}

/// With `BARB_MEMORY_DETAIL` set: where the anonymous pages are (the
/// heap, other anonymous mappings: large blocks, thread arenas and stacks)
/// and what the allocator says is live, for finding what a load leaves.
fn detail(stage: &str) {
    if std::env::var_os("BARB_MEMORY_DETAIL").is_none() {
        return;
    }
    let smaps = std::fs::read_to_string("/proc/self/smaps").expect("Linux /proc/self/smaps");
    let (mut heap, mut anon_maps, mut file_anon, mut maps) = (0usize, 0usize, 0usize, 0usize);
    let mut name = String::new();
    for line in smaps.lines() {
        let mut parts = line.split_whitespace();
        let first = parts.next().unwrap_or("");
        if first.contains('-') && !first.ends_with(':') {
            name = parts.nth(4).unwrap_or("").to_string();
            continue;
        }
        if first == "Anonymous:" {
            let kb: usize = parts.next().and_then(|v| v.parse().ok()).unwrap_or(0) * 1024;
            if kb == 0 {
                continue;
            }
            match name.as_str() {
                "[heap]" => heap += kb,
                "" => {
                    anon_maps += kb;
                    maps += 1;
                }
                _ => file_anon += kb,
            }
        }
    }
    let h = barb_common::heap::stats().unwrap_or_default();
    eprintln!(
        "    {stage:<28} anon: [heap] {:>6.1}, {maps:>3} other maps {:>6.1}, in files {:>5.1} | malloc: in use {:>6.1}, mapped {:>6.1}, free {:>6.1} MiB",
        mib(heap),
        mib(anon_maps),
        mib(file_anon),
        mib(h.in_use),
        mib(h.mapped),
        mib(h.free)
    );
}

fn measure(path: &Path) {
    let nq = Instrument::builtins().remove(0);
    // Page in the code and the allocator before the baseline.
    let _ = BarCache::global().stats();
    // polars fills 8 MiB of zeroes once per process, on its first empty or
    // all-null column (a load's lazy projection makes one), and keeps them
    // for every later one: the process's, not an instrument's, so made
    // before the baseline and reported on its own.
    let before_zeroes = rss();
    let _ = polars::prelude::Series::full_null("".into(), 0, &polars::prelude::DataType::Int64);
    let zeroes = rss().anon.saturating_sub(before_zeroes.anon);
    detail("baseline");
    let base = rss();
    let t = std::time::Instant::now();
    let market = Market::load(nq, path).expect("loads");
    let load_ms = t.elapsed().as_secs_f64() * 1e3;
    let loaded = rss();
    detail("after load");
    let raw = market.minutes.height() * 48;
    let q = r#"{"map": {"r": "high - low + open - close"}, "select": ["mean(r)", "sum(volume)"]}"#;
    let touched = {
        answer_text(&market, q, 200).expect("runs");
        detail("after query");
        rss()
    };
    // A second instrument from the same file, loaded and queried once the
    // first has paged in the code: what one more instrument costs.
    let before_second = rss();
    let t = std::time::Instant::now();
    let second = Market::load(Instrument::builtins().remove(0), path).expect("loads again");
    let second_ms = t.elapsed().as_secs_f64() * 1e3;
    let second_loaded = rss();
    answer_text(&second, q, 200).expect("runs");
    let after_second = rss();
    detail("after second + query");
    drop(second);
    // Several more, for the marginal cost without one load's allocator
    // state in it: the arenas' free space goes up and down between loads.
    let before_more = rss();
    let more: Vec<_> = (0..MORE)
        .map(|_| {
            let m = Market::load(Instrument::builtins().remove(0), path).expect("loads again");
            answer_text(&m, q, 200).expect("runs");
            m
        })
        .collect();
    let after_more = rss();
    let each = |r: Resident, from: Resident| Resident {
        total: r.total.saturating_sub(from.total) / MORE,
        anon: r.anon.saturating_sub(from.anon) / MORE,
    };
    let more_each = each(after_more, before_more);
    drop(more);
    let markets = Markets::new(vec![market]).expect("markets");
    warm(&markets, "daily,1h,5m,daily:RTH").expect("warms");
    let warmed = rss();
    detail("after warming");
    let cache = BarCache::global().stats().bytes;
    let m = markets.market("").expect("market");
    let kind = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    println!(
        "{kind}: {} rows, raw {:.1} MiB, frames {:.2}× raw, bar cache {:.1} MiB, load {load_ms:.0} ms (second {second_ms:.0} ms)",
        m.minutes.height(),
        mib(raw),
        m.resident_bytes() as f64 / raw as f64,
        mib(cache)
    );
    println!("  {kind:<8} polars' zero buffer, once per process (not counted below): {:.1} MiB anonymous", mib(zeroes));
    let more_stage = format!("{MORE} more instruments (mean each)");
    for (stage, from, r, of) in [
        ("after load", base, loaded, raw),
        ("after a whole-history query", base, touched, raw),
        ("a second instrument, loaded", before_second, second_loaded, raw),
        ("a second instrument, loaded + queried", before_second, after_second, raw),
        (more_stage.as_str(), Resident { total: 0, anon: 0 }, more_each, raw),
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
        eprint!("{}", String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "measuring {} failed", f.display());
    }
    std::fs::remove_dir_all(&dir).ok();
}
