//! `barb query` and `barb gen-data` as a user runs them: JSON lines in, one
//! JSON line out per input in order, a bad line never aborts the batch.

use std::io::Write;
use std::process::{Command, Stdio};

use barb_tests::binary_path;
use serde_json::Value;

#[test]
fn json_lines_in_order_with_errors_inline() -> anyhow::Result<()> {
    let mut child = Command::new(binary_path("barb")?)
        .args(["query", "--instrument", "NQ", "--data"])
        .arg(barb_tests::data::generated(barb_tests::data::NQ_2Y)?)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let input = [
        r#"{"from":"daily","period":"2024","select":"count()"}"#,
        "not json",
        "",
        r#"{"from":"daily","where":"clsoe > 1"}"#,
        r#"{"from":"weekly","period":"2024-02","limit":2,"columns":["date","close"]}"#,
    ];
    child.stdin.take().expect("stdin").write_all(input.join("\n").as_bytes())?;
    let out = child.wait_with_output()?;
    assert!(out.status.success());
    let lines: Vec<Value> =
        String::from_utf8(out.stdout)?.lines().map(serde_json::from_str).collect::<Result<_, _>>()?;
    assert_eq!(lines.len(), 4, "blank lines are skipped, every other line answers");
    assert_eq!(lines[0]["summary"]["value"], 252);
    assert_eq!((lines[1]["ok"].as_bool(), lines[1]["error"]["code"].as_str()), (Some(false), Some("invalid_query")));
    assert_eq!(lines[2]["error"]["hint"], "did you mean 'close'?");
    assert_eq!(lines[3]["table"][0]["date"], "2024-02-04");
    Ok(())
}

#[test]
fn gen_data_writes_a_loadable_sample() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("NQ.parquet");
    let status = Command::new(binary_path("barb")?)
        .args(["gen-data", "--out"])
        .arg(&file)
        .args(["--start", "2024-03-04", "--end", "2024-03-08"])
        .status()?;
    assert!(status.success());
    let out = Command::new(binary_path("barb")?)
        .args(["query", "--data"])
        .arg(&file)
        .args(["--query", r#"{"from":"daily","select":"count()"}"#])
        .output()?;
    let v: Value = serde_json::from_slice(&out.stdout)?;
    assert_eq!(v["summary"]["value"], 5, "Mon-Fri of one week: {v}");
    Ok(())
}
