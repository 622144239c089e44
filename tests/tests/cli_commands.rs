//! The `barb` subcommands not covered elsewhere, run as a user runs them and
//! against real services: `functions` (against a real query-engine's
//! reference, and every documented example really runs), `health` (SERVING,
//! NOT_SERVING during a drain, unreachable) and `gen-data` (deterministic,
//! fingerprinted, bad input refused). `query` is in cli_query.rs, `backtest`
//! in services/backtest/tests/cli.rs, `receipts` in
//! services/cli/tests/receipts.rs, `loadgen` in loadgen_e2e.rs.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use barb_common::proto::query::v1::{GetFunctionReferenceRequest, query_engine_client::QueryEngineClient};
use barb_tests::data::{NQ_Q1_2024, data_dir, dataset};
use barb_tests::{ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use serde_json::Value;

fn barb(args: &[&str]) -> anyhow::Result<Output> {
    Ok(Command::new(binary_path("barb")?).args(args).output()?)
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

async fn query_engine(extra: &[(&str, String)]) -> anyhow::Result<(ServiceProcess, String, tempfile::TempDir)> {
    let data = data_dir("NQ", NQ_Q1_2024)?;
    let port = free_port();
    let mut env = vec![
        ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
        ("METRICS_ADDR", "off".to_string()),
        ("BARB_DATA_DIR", data.path().display().to_string()),
    ];
    env.extend(extra.iter().map(|(k, v)| (*k, v.clone())));
    let proc = ServiceProcess::spawn("query-engine", &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, "barb.query.v1.QueryEngine", Duration::from_secs(90)).await?;
    Ok((proc, addr, data))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn functions_lists_what_the_service_serves_and_every_example_runs() -> anyhow::Result<()> {
    let out = barb(&["functions", "--json"])?;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let listed: Vec<Value> = stdout(&out).lines().map(serde_json::from_str).collect::<Result<_, _>>()?;
    let table = barb(&["functions"])?;
    assert_eq!(stdout(&table).lines().count(), listed.len(), "the table has one line per function");

    // The same functions, signatures and descriptions as a running service's reference.
    let (_proc, addr, _data) = query_engine(&[]).await?;
    let served = QueryEngineClient::with_interceptor(
        barb_tests::identity::channel(&addr).await?,
        barb_tests::identity::internal_auth(),
    )
    .get_function_reference(GetFunctionReferenceRequest::default())
    .await?
    .into_inner()
    .functions;
    let mut a: Vec<(String, String, String)> = listed
        .iter()
        .map(|f| {
            let s = |k: &str| f[k].as_str().unwrap_or_default().to_string();
            (s("name"), s("signature"), s("description"))
        })
        .collect();
    let mut b: Vec<(String, String, String)> =
        served.iter().map(|f| (f.name.clone(), f.signature.clone(), f.description.clone())).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
    assert!(a.len() >= 100, "the library has its functions: {}", a.len());

    // Every documented example is an expression the engine accepts on real bars.
    let mut child = Command::new(binary_path("barb")?)
        .args(["query", "--instrument", "NQ", "--data"])
        .arg(dataset(NQ_Q1_2024))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()?;
    let mut input = String::new();
    for f in &listed {
        let example = f["example"].as_str().expect("example");
        let category = f["category"].as_str().unwrap_or_default();
        // Aggregates summarise; everything else is a per-bar column.
        let query = if category == "aggregate" {
            serde_json::json!({"from": "daily", "select": example})
        } else {
            serde_json::json!({"from": "1h", "period": "2024-03", "map": {"x": example}, "limit": 1})
        };
        input.push_str(&query.to_string());
        input.push('\n');
    }
    child.stdin.take().expect("stdin").write_all(input.as_bytes())?;
    let out = child.wait_with_output()?;
    let answers: Vec<Value> = stdout(&out).lines().map(serde_json::from_str).collect::<Result<_, _>>()?;
    assert_eq!(answers.len(), listed.len());
    for (f, answer) in listed.iter().zip(&answers) {
        assert_eq!(answer["ok"], true, "example of {}: {} → {answer}", f["name"], f["example"]);
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_reports_serving_draining_and_unreachable() -> anyhow::Result<()> {
    let (mut proc, addr, _data) = query_engine(&[("SHUTDOWN_DELAY_MS", "20000".into())]).await?;
    let out = barb(&["health", "--addr", &addr])?;
    assert_eq!((out.status.code(), stdout(&out).trim()), (Some(0), "SERVING"));
    let out = barb(&["health", "--addr", &addr, "--service", "barb.query.v1.QueryEngine"])?;
    assert_eq!((out.status.code(), stdout(&out).trim()), (Some(0), "SERVING"));

    // SIGTERM: the server keeps answering during its shutdown delay, as NOT_SERVING.
    proc.signal("TERM")?;
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    let draining = loop {
        let out = barb(&["health", "--addr", &addr])?;
        if stdout(&out).trim() == "NOT_SERVING" {
            break out;
        }
        assert!(std::time::Instant::now() < deadline, "health never flipped: {}", stdout(&out));
    };
    assert_eq!(draining.status.code(), Some(1), "NOT_SERVING exits 1");
    proc.signal("KILL")?;
    proc.wait(Duration::from_secs(10))?;

    // Nobody listening: a failure exit and a message, within the timeout.
    let started = std::time::Instant::now();
    let out = barb(&["health", "--addr", &addr, "--timeout-ms", "500"])?;
    assert!(!out.status.success());
    assert!(!String::from_utf8_lossy(&out.stderr).trim().is_empty(), "says why");
    assert!(started.elapsed() < Duration::from_secs(10));
    Ok(())
}

#[test]
fn gen_data_is_deterministic_fingerprinted_and_checks_its_input() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (a, b) = (dir.path().join("a.parquet"), dir.path().join("b.parquet"));
    for path in [&a, &b] {
        let out = barb(&["gen-data", "--start", "2024-06-03", "--end", "2024-06-07", "--out", path.to_str().unwrap()])?;
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    assert_eq!(std::fs::read(&a)?, std::fs::read(&b)?, "same arguments, same bytes");
    let other = dir.path().join("c.parquet");
    let out = barb(&[
        "gen-data",
        "--start",
        "2024-06-03",
        "--end",
        "2024-06-07",
        "--seed",
        "7",
        "--out",
        other.to_str().unwrap(),
    ])?;
    assert!(out.status.success());
    assert_ne!(std::fs::read(&a)?, std::fs::read(&other)?, "another seed, other bars");

    let fp = barb(&["gen-data", "--fingerprint"])?;
    let fp = stdout(&fp);
    assert_eq!(fp.trim().len(), 16, "a 64-bit hex fingerprint: {fp}");
    assert!(fp.trim().chars().all(|c| c.is_ascii_hexdigit()));

    for bad in [
        vec!["gen-data", "--out", "x.parquet", "--start", "2024-13-01"],
        vec!["gen-data", "--out", "x.parquet", "--years", "50"],
        vec!["gen-data", "--out", "x.parquet", "--instrument", "ZZ"],
        vec!["gen-data", "--out", "x.parquet", "--start", "2024-06-07", "--end", "2024-06-03"],
        vec!["gen-data"],
    ] {
        let out = barb(&bad)?;
        assert!(!out.status.success(), "{bad:?} must fail");
        assert!(!String::from_utf8_lossy(&out.stderr).trim().is_empty(), "{bad:?} says why");
    }
    Ok(())
}
