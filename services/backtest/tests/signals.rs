//! Entry signals computed in parts (`backtest::signals`) against the whole
//! expression evaluated at once by the language (what a single run and a
//! query do): the same flag on every bar, for a condition built from every
//! function of the registry and for compound conditions, on daily and
//! intraday bars; and parts shared between conditions are computed once.

use backtest::market::Bars;
use backtest::signals::{Decomposed, Memo};
use barb_script::expr::{ColumnScope, Kind, compile, parse};
use barb_script::functions::REGISTRY;
use barb_script::market::{Instrument, Timeframe};
use barb_script::{Market, Markets};
use barb_tests::data::{NQ_2Y, dataset};

fn market() -> std::sync::Arc<Market> {
    let nq = Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").expect("NQ");
    let markets = Markets::new(vec![Market::load(nq, &dataset(NQ_2Y)).expect("NQ data")]).expect("markets");
    markets.market("NQ").expect("NQ").clone()
}

/// Whole-expression flags (the reference) and split flags of `text` on `bars`.
fn both(text: &str, bars: &Bars, memo: &Memo) -> (Vec<bool>, Vec<bool>) {
    let typed = compile(&parse(text).expect(text), &ColumnScope::bars()).expect(text);
    let whole = bars.condition(&typed.expr, "strategy.entry").unwrap_or_else(|e| panic!("{text}: {e}"));
    let split = Decomposed::new(text)
        .and_then(|d| d.evaluate(&bars.frame, memo))
        .unwrap_or_else(|e| panic!("{text} in parts: {e}"));
    (whole, split)
}

/// A condition over each function's own example: the example itself when it
/// is a condition, else "example > prev(example)"; `None` for constants,
/// aggregates, dates and text.
fn condition_of(example: &str) -> Option<String> {
    let typed = compile(&parse(example).ok()?, &ColumnScope::bars()).ok()?;
    if typed.ty.scalar {
        return None;
    }
    match typed.ty.kind {
        Kind::Bool => Some(example.to_string()),
        Kind::Float | Kind::Int => Some(format!("{example} > prev({example})")),
        _ => None,
    }
}

#[test]
fn split_signals_equal_whole_signals_for_every_function() {
    let m = market();
    let mut checked = 0;
    for tf in [Timeframe::Daily, Timeframe::H1] {
        let bars = Bars::load(&m, None, tf, None).expect("bars");
        let memo = Memo::default();
        for f in REGISTRY.all() {
            let Some(text) = condition_of(f.example) else { continue };
            let (whole, split) = both(&text, &bars, &memo);
            assert_eq!(whole.len(), bars.len());
            assert!(whole == split, "{} on {}: {text}: split and whole signals differ", f.name, tf.name());
            checked += 1;
        }
    }
    assert!(checked >= 2 * 80, "only {checked} function conditions were checked");
}

#[test]
fn compound_conditions_and_shared_parts() {
    let m = market();
    let bars = Bars::load(&m, Some("RTH"), Timeframe::H1, None).expect("bars");
    let memo = Memo::default();
    let texts = [
        "rsi(close, 14) < 30",
        "rsi(close, 14) < 45 and close > sma(close, 20)",
        "crossover(sma(close, 10), sma(close, 30))",
        "crossover(sma(close, 10), sma(close, 20)) or crossunder(rsi(close, 14), 70)",
        "if(close > open, high, low) > prev(close)",
        "not (close < prev(close, 2)) and volume > sma(volume, 20) * 1.5",
        "abs(next(open) - close) < 20 and close < sma(close,   20)",
        "dayofweek() in [0, 4] and hour() >= 10",
        "date() >= '2024-01-01' and close > ema(close, 50)",
        "streak(close > open) >= 2 or bars_since(volume > 2 * volume_sma(20)) < 3",
        "(close - sma(close, 20)) / atr(14) < -1",
        "valuewhen(crossover(close, sma(close, 20)), close) < close",
    ];
    let mut any_true = 0;
    for text in texts {
        let (whole, split) = both(text, &bars, &memo);
        assert!(whole == split, "{text}: split and whole signals differ");
        any_true += usize::from(whole.iter().any(|&b| b));
    }
    assert!(any_true >= texts.len() - 1, "most conditions should fire somewhere");
    // Parts are shared: sma(close, 20) and rsi(close, 14) were computed once
    // however many conditions used them, and spacing does not matter.
    let a = Decomposed::new("close > sma(close, 20)").unwrap();
    let b = Decomposed::new("close>sma( close,20 )").unwrap();
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    let before = memo.computed();
    a.evaluate(&bars.frame, &memo).unwrap();
    b.evaluate(&bars.frame, &memo).unwrap();
    Decomposed::new("rsi(close, 14) < 20").unwrap().evaluate(&bars.frame, &memo).unwrap();
    assert_eq!(memo.computed(), before, "every part was already in the memo");
    // A new window is one more part.
    Decomposed::new("rsi(close, 7) < 20 and close > sma(close, 20)").unwrap().evaluate(&bars.frame, &memo).unwrap();
    assert_eq!(memo.computed(), before + 1);
}

/// The memo keeps to its byte budget by forgetting the least recently used
/// parts, and what it recomputes is still right.
#[test]
fn the_memo_is_bounded() {
    let m = market();
    let bars = Bars::load(&m, None, Timeframe::H1, None).expect("bars");
    let one = bars.len() * 8;
    let memo = Memo::new(one * 3 + one / 2);
    for n in 2..12 {
        let text = format!("close > sma(close, {n})");
        let (whole, split) = both(&text, &bars, &memo);
        assert!(whole == split, "{text}");
        assert!(memo.bytes() <= one * 4, "{} bytes held", memo.bytes());
    }
    let before = memo.computed();
    let (whole, split) = both("close > sma(close, 2)", &bars, &memo);
    assert!(whole == split);
    assert_eq!(memo.computed(), before + 1, "sma(close, 2) was forgotten and computed again");
}
