//! The evidence's values and labels on small results.

use super::*;
use serde_json::json;

fn backtest() -> (Evidence, ResultView) {
    let input = json!({"strategy": {"entry": "rsi(close, 14) < 30", "exit_bars": 5, "stop_loss": "1%"},
                       "period": "last_20", "title": "t"});
    let result = json!({"metrics": {"total_trades": 36, "win_rate": 19.444444444444446, "avg_loss": -129.52}});
    let text = "Backtest: 36 trades | Win Rate 19.4% | Total -917.4 pts\n\
                By year: 2023 +30.0 (31) | 2024 +240.0 (16)\n\
                Exits: stop 28 (W:0 L:28, -3692.4) | timeout 8 (W:7 L:1, +2775.0)";
    let view = ResultView::build(1, "c", "run_backtest", &input, Some(&result), text);
    let mut e = Evidence::new();
    e.add_view(&view, &input);
    (e, view)
}

fn has(e: &Evidence, v: f64) -> bool {
    !e.near(v.abs(), 1e-9).is_empty()
}

#[test]
fn cells_text_and_inputs_are_labelled_values() {
    let (e, _) = backtest();
    for v in [36.0, 19.444444444444446, 917.4, 30.0, 240.0, 31.0, 16.0, 28.0, 3692.4, 2775.0, 14.0, 5.0, 1.0, 20.0] {
        assert!(has(&e, v), "{v} missing");
    }
    assert!(
        e.near(19.4, 0.05).iter().all(|f| matches!(f.origin, Origin::Cell(_))),
        "the text's rounded 19.4% is left to the win_rate cell"
    );
    let f = e.near(3692.4, 0.01)[0].clone();
    assert_eq!((f.value, f.text_key.as_deref(), f.origin), (-3692.4, Some("stop"), Origin::Text));
    assert!(f.column.contains("exits"));
    let y = e.near(240.0, 0.01).iter().find(|f| f.origin == Origin::Text).cloned().unwrap();
    assert_eq!(y.text_key.as_deref(), Some("2024"));
    assert_eq!(e.fact_date(&y).unwrap().year, Some(2024));
    let t = e.near(917.4, 0.01)[0].clone();
    assert_eq!((t.measure, t.origin), (Measure::Points, Origin::Text));
    let c = e.near(19.444, 0.001)[0].clone();
    assert_eq!(e.reference(&c).as_deref(), Some("r1.win_rate"));
    assert!(e.near(129.52, 0.001)[0].magnitude_only);
}

#[test]
fn dates_and_identifiers_are_not_values() {
    let mut e = Evidence::new();
    e.add_user("What happened between 2024-03-15 and 2024-04-02 on RSI14, last_20?");
    for v in [3.0, 15.0, 4.0, 2.0, 2024.0] {
        assert!(!has(&e, v), "{v} came from a date");
    }
    assert!(has(&e, 20.0), "last_20 states 20");
    assert!(has(&e, 14.0), "RSI14 states 14");
}

#[test]
fn numbers_inside_text_keys_are_key_fragments() {
    let input = json!({"query": {"table": "receipt_items", "group_by": ["item.name"], "aggregate": [{"fn": "count"}]}});
    let result = json!({"rows": [{"item.name": "Сыр Российский 50% Ламбер 200 г", "count(*)": 39}], "total_rows": 1});
    let view = ResultView::build(1, "c", "query_receipts", &input, Some(&result), "item.name | count(*)");
    let mut e = Evidence::new();
    e.add_view(&view, &input);
    let f = e.near(200.0, 0.1)[0].clone();
    assert_eq!((f.origin, f.row), (Origin::KeyFragment, Some(0)));
    assert_eq!(e.near(39.0, 0.1).iter().filter(|f| matches!(f.origin, Origin::Cell(_))).count(), 1);
}

#[test]
fn near_is_a_range_by_magnitude() {
    let mut e = Evidence::new();
    e.add_user("values 1.5, -2.5, 10 and 10.04");
    assert_eq!(e.near(10.0, 0.05).len(), 2);
    assert_eq!(e.near(2.5, 0.0)[0].value, -2.5);
    assert!(e.near(7.0, 0.5).is_empty());
    assert_eq!(e.facts().len(), 4);
}
