//! Unit tests of the sweep input (parsing, placeholders, rule templates).

use barb_script::ErrorCode;
use serde_json::json;

use super::*;

fn code(v: Value) -> ErrorCode {
    match SweepInput::parse(&v).unwrap_err() {
        BacktestError::Input(e) => e.code,
        other => panic!("{other:?}"),
    }
}

#[test]
fn parameters_order_signal_first_and_decode_round_trips() {
    let i = SweepInput::parse(&json!({
        "strategy": {"entry": "close < sma(close, {n})", "direction": "long", "stop_loss": "{sl}", "take_profit": "{tp}%"},
        "parameters": {"sl": {"from": 50, "to": 100, "step": 25}, "n": [5, 10], "tp": [1, 1.5]}
    }))
    .unwrap();
    assert_eq!(i.names(), ["n", "sl", "tp"]);
    assert_eq!(i.parameters[1].values, [50.0, 75.0, 100.0]);
    assert_eq!((i.grid_size(), i.group_size()), (12, 6));
    for k in 0..12 {
        assert_eq!(i.encode(&i.decode(k)), k);
    }
    let t = i.strategy_text(&[10.0, 75.0, 1.5]).unwrap();
    assert_eq!(t.entry, "close < sma(close, 10)");
    assert_eq!(t.rules.stop_loss, Some(crate::strategy::Level::Points(75.0)));
    assert_eq!(t.rules.take_profit, Some(crate::strategy::Level::Percent(1.5)));
    // Heat map: the first two declared parameters (sl, n).
    assert_eq!(i.heatmap, Some((1, 0)));
    // The template gives every configuration the rules of its strategy text.
    for k in 0..12 {
        let values = i.values(&i.decode(k));
        let want = i.strategy_text(&values).unwrap().rules;
        let got = i.rules.rules(&values);
        assert_eq!(format!("{got:?}"), format!("{want:?}"), "configuration {k}");
    }
    assert_eq!(i.validation, Validation::Split { train: 0.7 });
}

#[test]
fn indicator_parameters_come_first_and_rules_fill_every_field() {
    let i = SweepInput::parse(&json!({
        "strategy": {"entry": "close > {k} and rsi(close, {p}) < {level}", "direction": "short",
                     "stop_loss": "{sl}%", "trailing_stop": "{tr}", "exit_bars": "{hold}", "breakeven_bars": "{be}",
                     "slippage": "{slip}", "commission": "{fee}"},
        "parameters": {"k": [1, 2], "level": [20, 30], "sl": [1, 1.5], "p": [7, 14], "tr": [10.5, 20],
                       "hold": [3, 5]}
    }));
    // Placeholders without a declared parameter are refused.
    assert_eq!(i.unwrap_err().code(), "invalid_value");
    let i = SweepInput::parse(&json!({
        "strategy": {"entry": "close > {k} and rsi(close, {p}) < {level}", "direction": "short",
                     "stop_loss": "{sl}%", "trailing_stop": "{tr}", "exit_bars": "{hold}", "commission": 0.5},
        "parameters": {"k": [1, 2], "level": [20, 30], "sl": [1, 1.5], "p": [7, 14], "tr": [10.5, 20],
                       "hold": [3, 5]}
    }))
    .unwrap();
    assert_eq!(i.names(), ["p", "k", "level", "sl", "tr", "hold"]);
    assert!(i.parameters[0].in_indicator && !i.parameters[1].in_indicator);
    assert_eq!(i.group_size(), 8);
    for k in 0..i.grid_size() {
        let values = i.values(&i.decode(k));
        let want = i.strategy_text(&values).unwrap().rules;
        assert_eq!(format!("{:?}", i.rules.rules(&values)), format!("{want:?}"), "configuration {k}");
    }
    let (entry, target) = i.signal_texts(&i.values(&i.decode(9)));
    assert_eq!((entry.as_str(), target), ("close > 1 and rsi(close, 7) < 30", None));
    let i = SweepInput::parse(&json!({
        "strategy": {"entry": "close > open", "direction": "long", "breakeven_bars": "{be}", "slippage": "{slip}"},
        "parameters": {"be": [1, 4], "slip": [0, 0.25]}
    }))
    .unwrap();
    for k in 0..i.grid_size() {
        let values = i.values(&i.decode(k));
        let want = i.strategy_text(&values).unwrap().rules;
        assert_eq!(format!("{:?}", i.rules.rules(&values)), format!("{want:?}"), "configuration {k}");
    }
}

#[test]
fn bad_sweeps_get_typed_errors() {
    let s = json!({"entry": "close < sma(close, {n})", "direction": "long"});
    assert_eq!(code(json!({"strategy": s, "parameters": {"m": [1]}})), ErrorCode::InvalidValue);
    assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5], "x": [1]}})), ErrorCode::InvalidValue);
    assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5, 5]}})), ErrorCode::InvalidValue);
    assert_eq!(
        code(json!({"strategy": s, "parameters": {"n": {"from": 1, "to": 5000, "step": 1}}})),
        ErrorCode::InvalidValue
    );
    assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5]}, "objective": "luck"})), ErrorCode::InvalidValue);
    assert_eq!(
        code(json!({"strategy": s, "parameters": {"n": [5]}, "validation": {"method": "none"}})),
        ErrorCode::InvalidValue
    );
    assert_eq!(
        code(json!({"strategy": s, "parameters": {"n": [5]}, "validation": {"train": 1.0}})),
        ErrorCode::InvalidValue
    );
    assert_eq!(code(json!({"strategy": s, "parameters": {"n": [5]}, "colour": 1})), ErrorCode::InvalidField);
    let big = json!({"strategy": {"entry": "close < sma(close, {n})", "direction": "long", "stop_loss": "{a}", "take_profit": "{b}"},
                     "parameters": {"n": {"from": 1, "to": 100, "step": 1}, "a": {"from": 1, "to": 100, "step": 1}, "b": {"from": 1, "to": 100, "step": 1}}});
    assert_eq!(code(big.clone()), ErrorCode::TooComplex);
    let mut random = big;
    random["search"] = json!({"method": "random", "samples": 500});
    assert!(SweepInput::parse(&random).is_ok());
    // A value that makes an invalid strategy fails up front, naming the configuration.
    let e = SweepInput::parse(&json!({"strategy": {"entry": "close > open", "direction": "long", "stop_loss": "{sl}"},
                                      "parameters": {"sl": [10, -5]}}))
    .unwrap_err();
    assert!(e.to_string().contains("sl=-5"), "{e}");
    let e = SweepInput::parse(
        &json!({"strategy": {"entry": "clsoe < {n}", "direction": "long"}, "parameters": {"n": [1]}}),
    )
    .unwrap_err();
    assert_eq!(e.code(), "unknown_column");
}
