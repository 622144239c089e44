//! Prepared data (bars as arrays, minute maps, entry signals) lives in
//! barb-script's one byte-bounded bar cache: runs fill it, repeat runs hit
//! it, it never holds more than its capacity, and evicting everything
//! changes no result. (Its own process: the capacity is the process's.)

use std::sync::Arc;

use backtest::{BacktestInput, Backtester, Guard};
use barb_script::market::{BarCache, Instrument};
use barb_script::{Market, Markets};
use barb_tests::data::{NQ_2Y, dataset};
use serde_json::json;

#[test]
fn prepared_data_is_byte_bounded_and_changes_no_result() {
    let nq = Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").expect("NQ");
    let markets = Markets::new(vec![Market::load(nq, &dataset(NQ_2Y)).expect("NQ data")]).expect("markets");
    let bt = Backtester::new(Arc::new(markets));
    let cache = BarCache::global();
    let inputs: Vec<BacktestInput> = [
        ("daily", "rsi(close, 14) < 35", None),
        ("daily", "close < prev(close)", Some("RTH")),
        ("1h", "close > sma(close, 20)", None),
        ("1h", "rsi(close, 14) < 30", Some("RTH")),
        ("4h", "close < open", None),
    ]
    .into_iter()
    .map(|(tf, entry, session)| {
        BacktestInput::parse(
            &json!({"strategy": {"entry": entry, "direction": "long", "stop_loss": "1%", "exit_bars": 5},
                                     "from": tf, "session": session}),
        )
        .expect("valid")
    })
    .collect();
    let run = |i: &BacktestInput| {
        let out = bt.run("NQ", i, &Guard::none()).expect("run");
        (out.trades, out.performance)
    };
    // Unbounded enough: every value kept; repeat runs hit.
    cache.set_capacity(1 << 30);
    cache.clear();
    let first: Vec<_> = inputs.iter().map(run).collect();
    let after_first = cache.stats();
    assert!(after_first.entries >= 5 * 3, "bars, minute map and signal per run: {after_first:?}");
    let again: Vec<_> = inputs.iter().map(run).collect();
    let after_again = cache.stats();
    assert_eq!(first, again);
    assert_eq!(after_again.misses, after_first.misses, "repeat runs build nothing");
    assert!(after_again.hits >= after_first.hits + 3 * 5);
    // A small bound: least recently used values are evicted, the cache stays
    // within it, and every result is the same.
    let capacity = after_first.bytes / 4;
    cache.set_capacity(capacity);
    assert!(cache.stats().bytes <= capacity);
    for _ in 0..2 {
        let bounded: Vec<_> = inputs.iter().map(run).collect();
        assert_eq!(first, bounded);
        let s = cache.stats();
        assert!(s.bytes <= capacity, "{s:?}");
    }
    assert!(cache.stats().evictions > after_again.evictions, "the small bound evicted values");
    // Nothing kept at all: still the same results.
    cache.set_capacity(0);
    let uncached: Vec<_> = inputs.iter().map(run).collect();
    assert_eq!(first, uncached);
    assert_eq!(cache.stats().entries, 0);
    // The operator sees it.
    let text = barb_common::metrics::render();
    for name in ["barb_bar_cache_bytes", "barb_bar_cache_requests_total", "barb_bar_cache_evictions_total"] {
        assert!(text.contains(name), "{name} is not exported");
    }
}
