//! `barb backtest`: JSON lines in, one JSON line out per input, in order,
//! errors as `{"ok": false, "error": {code, message, hint}}`, exit code 0.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

fn data() -> PathBuf {
    barb_tests::data::dataset(barb_tests::data::NQ_2Y)
}

fn barb() -> PathBuf {
    let path = barb_tests::binary_path("barb").expect("the barb binary");
    let help = Command::new(&path).args(["backtest", "--help"]).output().expect("run barb");
    assert!(help.status.success(), "stale {}: rebuild with `cargo build --workspace --bins`", path.display());
    path
}

#[test]
fn json_lines_in_order_with_typed_errors() {
    let mut child = Command::new(barb())
        .args(["backtest", "--data"])
        .arg(data())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = [
        r#"{"strategy": {"entry": "rsi(close, 14) < 30", "direction": "long", "exit_bars": 5, "stop_loss": "1%"}, "from": "daily", "title": "RSI < 30 long"}"#,
        "",
        "{not json",
        r#"{"strategy": {"entry": "close > open", "direction": "long"}, "from": "weekly"}"#,
        r#"{"strategy": {"entry": "close > 1000000000", "direction": "short"}, "period": "2024"}"#,
    ];
    child.stdin.take().unwrap().write_all(input.join("\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");

    let ok = &lines[0];
    assert_eq!(ok["ok"], true);
    let trades = ok["trades"].as_array().unwrap();
    assert!(!trades.is_empty());
    assert_eq!(ok["metrics"]["total_trades"], trades.len());
    assert_eq!(ok["title"], format!("RSI < 30 long · {} trades", trades.len()));
    for t in trades {
        assert!(["stop", "timeout", "end"].contains(&t["exit_reason"].as_str().unwrap()), "{t}");
        assert!(t["bars_held"].as_u64().unwrap() <= 5, "{t}");
    }
    assert_eq!(ok["equity_curve"].as_array().unwrap().len(), trades.len());

    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["error"]["code"], "invalid_query");
    assert_eq!(lines[2]["error"]["code"], "invalid_timeframe");
    assert!(lines[2]["error"]["hint"].as_str().unwrap().contains("daily"));
    assert_eq!(lines[3]["ok"], true);
    assert_eq!(lines[3]["model_response"], "Backtest: 0 trades — entry condition never triggered in this period.");
    assert_eq!(lines[3]["metadata"]["first_date"], "2024-01-02");
}

#[test]
fn one_strategy_from_the_flag() {
    let out = Command::new(barb())
        .args(["backtest", "--data"])
        .arg(data())
        .args(["--strategy", r#"{"strategy": {"entry": "green()", "direction": "short", "take_profit": 50, "stop_loss": 50}, "from": "4h", "session": "ETH", "period": "2024-06"}"#])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], true, "{v}");
    assert_eq!(v["metadata"]["from"], "4h");
    let trades = v["trades"].as_array().unwrap();
    assert!(
        trades.iter().all(|t| t["entry_time"].is_string() && t["entry_date"].as_str().unwrap().starts_with("2024-0"))
    );
    assert!(trades.iter().all(|t| ["stop", "take_profit", "end"].contains(&t["exit_reason"].as_str().unwrap())));
}
