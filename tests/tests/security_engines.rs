//! The engines defend themselves (issue 15, item 5), attacked over gRPC on
//! the real `query-engine` and `backtest` binaries with generated data: every
//! attack gets a typed error, and the service keeps serving afterwards (no
//! crash, no stack overflow, no worker held past the deadline).
//!
//! | attack | test |
//! |---|---|
//! | expressions nested 200 deep (parentheses, calls, unary minus), operator chains of 1,900 and 10,000 operands, through `map`/`select` and a strategy's `entry` | `deep_and_long_expressions_are_refused_over_grpc` |
//! | `limit: 1000000`, a table of every minute bar (~700k rows), `source_row_limit` over the cap; a backtest trading on every 5-minute bar | `huge_limits_and_giant_results_are_typed_errors` |
//! | a slow query without `grpc-timeout`, and with one of an hour | `the_query_engine_deadline_holds_over_grpc` |

use std::time::{Duration, Instant};

use barb_common::{
    error::detail_of,
    proto::{
        backtest::v1::{RunRequest, backtest_client::BacktestClient},
        query::v1::{ExecuteOptions, ExecuteRequest, query_engine_client::QueryEngineClient},
    },
};
use barb_tests::{ServiceProcess, data::NQ_2Y, free_port, identity, wait_for_grpc_health};
use serde_json::{Value, json};

const WAIT: Duration = Duration::from_secs(120);

struct Engine {
    process: ServiceProcess,
    addr: String,
    _data: tempfile::TempDir,
}

async fn engine(bin: &str, service: &str, extra: &[(&'static str, String)]) -> anyhow::Result<Engine> {
    let data = barb_tests::data::data_dir("NQ", NQ_2Y)?;
    let port = free_port();
    let mut env = vec![
        ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
        ("METRICS_ADDR", "off".into()),
        ("BARB_DATA_DIR", data.path().display().to_string()),
    ];
    env.extend(extra.iter().cloned());
    let process = ServiceProcess::spawn(bin, &env)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, service, WAIT).await?;
    Ok(Engine { process, addr, _data: data })
}

type Authed =
    tonic::service::interceptor::InterceptedService<tonic::transport::Channel, barb_common::client::ContextInterceptor>;

async fn query_client(addr: &str) -> anyhow::Result<QueryEngineClient<Authed>> {
    Ok(QueryEngineClient::with_interceptor(identity::channel(addr).await?, identity::internal_auth()))
}

async fn backtest_client(addr: &str) -> anyhow::Result<BacktestClient<Authed>> {
    Ok(BacktestClient::with_interceptor(identity::channel(addr).await?, identity::internal_auth()))
}

fn execute(query: &Value) -> ExecuteRequest {
    ExecuteRequest { query_json: query.to_string(), instrument: "NQ".into(), options: None }
}

/// The attack expressions: (what, text).
fn hostile_expressions() -> Vec<(&'static str, String)> {
    let n = 200;
    vec![
        ("200 nested parentheses", format!("{}close{}", "(".repeat(n), ")".repeat(n))),
        ("200 nested calls", format!("{}close{}", "abs(".repeat(n), ")".repeat(n))),
        ("1,900 unary minuses", format!("{}close", "-".repeat(1_900))),
        ("a chain of 1,900 operands", vec!["1"; 1_900].join("+")),
        ("a chain of 10,000 operands", vec!["close"; 10_000].join("+")),
        ("a chain of 1,000 comparisons", vec!["close"; 1_000].join(" > ")),
    ]
}

fn assert_too_complex(what: &str, st: &tonic::Status) {
    assert_eq!(st.code(), tonic::Code::InvalidArgument, "{what}: {st}");
    let d = detail_of(st).unwrap_or_else(|| panic!("{what}: no typed detail in {st}"));
    assert_eq!(d.code, "too_complex", "{what}: {d:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deep_and_long_expressions_are_refused_over_grpc() -> anyhow::Result<()> {
    let mut qe = engine("query-engine", "barb.query.v1.QueryEngine", &[]).await?;
    let mut bt = engine("backtest", "barb.backtest.v1.Backtest", &[]).await?;
    let mut q = query_client(&qe.addr).await?;
    let mut b = backtest_client(&bt.addr).await?;
    for (what, expr) in hostile_expressions() {
        let in_map = json!({"from": "daily", "period": "2024-01", "map": {"x": expr}, "select": "mean(x)"});
        assert_too_complex(&format!("query map: {what}"), &q.execute(execute(&in_map)).await.unwrap_err());
        let in_select = json!({"from": "daily", "period": "2024-01", "select": format!("mean({expr})")});
        assert_too_complex(&format!("query select: {what}"), &q.execute(execute(&in_select)).await.unwrap_err());
        let strategy = json!({"strategy": {"entry": expr, "direction": "long", "exit_bars": 1}, "from": "daily"});
        let run = RunRequest { input_json: strategy.to_string(), instrument: "NQ".into() };
        assert_too_complex(&format!("strategy entry: {what}"), &b.run(run).await.unwrap_err());
    }
    // Both still serve ordinary requests (nothing crashed or overflowed its stack).
    assert!(qe.process.is_running() && bt.process.is_running());
    let ok = json!({"from": "daily", "period": "2024-01", "map": {"r": "high - low"}, "select": "mean(r)"});
    assert!(q.execute(execute(&ok)).await?.into_inner().result.is_some());
    let ok = json!({"strategy": {"entry": "close > open", "direction": "long", "exit_bars": 1}, "from": "daily",
                    "period": "2024-01"});
    b.run(RunRequest { input_json: ok.to_string(), instrument: "NQ".into() }).await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn huge_limits_and_giant_results_are_typed_errors() -> anyhow::Result<()> {
    let mut qe = engine("query-engine", "barb.query.v1.QueryEngine", &[]).await?;
    let mut q = query_client(&qe.addr).await?;

    // The language allows limit 1,000,000; this server returns at most 50,000 rows.
    let st = q.execute(execute(&json!({"from": "daily", "limit": 1_000_000}))).await.unwrap_err();
    let d = detail_of(&st).expect("typed");
    assert_eq!(
        (st.code(), d.code.as_str(), d.location.as_str()),
        (tonic::Code::InvalidArgument, "invalid_value", "limit")
    );
    assert!(d.message.contains("50000"), "{d:?}");
    // The same limit inside the last step.
    let steps = json!({"steps": [{"from": "daily", "map": {"r": "high - low"}}, {"limit": 1_000_000}]});
    let st = q.execute(execute(&steps)).await.unwrap_err();
    assert_eq!(detail_of(&st).expect("typed").location, "steps[1].limit", "{st}");
    // No limit at all: a table of every minute bar of two years.
    let st = q.execute(execute(&json!({"from": "1m", "map": {"r": "high - low"}}))).await.unwrap_err();
    let d = detail_of(&st).expect("typed");
    assert_eq!((st.code(), d.code.as_str()), (tonic::Code::InvalidArgument, "result_too_large"), "{d:?}");
    assert!(!d.hint.is_empty(), "the hint says how to narrow the query");
    // Evidence rows over the server's cap.
    let mut req = execute(&json!({"from": "daily", "select": "count()"}));
    req.options = Some(ExecuteOptions { source_row_limit: 10_000_000, table_row_limit: 0, ..Default::default() });
    let st = q.execute(req).await.unwrap_err();
    assert_eq!(detail_of(&st).expect("typed").location, "options.source_row_limit", "{st}");
    assert!(qe.process.is_running());

    // A backtest entering on every 5-minute bar for two years (tens of
    // thousands of trades) against a server capped at 10,000.
    let mut bt = engine("backtest", "barb.backtest.v1.Backtest", &[("MAX_TRADES", "10000".into())]).await?;
    let mut b = backtest_client(&bt.addr).await?;
    let every = json!({"strategy": {"entry": "true", "direction": "long", "exit_bars": 1}, "from": "5m"});
    let mut req = tonic::Request::new(RunRequest { input_json: every.to_string(), instrument: "NQ".into() });
    req.set_timeout(Duration::from_secs(110));
    let st = b.run(req).await.unwrap_err();
    let d = detail_of(&st).expect("typed");
    assert_eq!((st.code(), d.code.as_str()), (tonic::Code::InvalidArgument, "result_too_large"), "{d:?}");
    assert!(d.message.contains("more than 10000 trades"), "{}", d.message);
    assert!(bt.process.is_running());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_query_engine_deadline_holds_over_grpc() -> anyhow::Result<()> {
    // Short budgets so a query over every minute bar cannot finish within them.
    let mut qe = engine(
        "query-engine",
        "barb.query.v1.QueryEngine",
        &[("DEADLINE_DEFAULT_MS", "50".into()), ("DEADLINE_MAX_MS", "100".into())],
    )
    .await?;
    let mut q = query_client(&qe.addr).await?;
    let slow = json!({"from": "1m", "map": {"m": "rolling_mean(close, 500)", "s": "rolling_std(close, 500)"},
                      "select": "mean(m), mean(s), max(m - s)"});
    // Without grpc-timeout: the server's default applies.
    let started = Instant::now();
    let st = q.execute(execute(&slow)).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::DeadlineExceeded, "{st}");
    assert_eq!(detail_of(&st).expect("typed").code, "deadline_exceeded");
    assert!(started.elapsed() < Duration::from_secs(20), "answered after {:?}", started.elapsed());
    // An hour asked for: capped at the server's maximum.
    let mut req = tonic::Request::new(execute(&slow));
    req.set_timeout(Duration::from_secs(3600));
    let started = Instant::now();
    let st = q.execute(req).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::DeadlineExceeded, "{st}");
    assert!(started.elapsed() < Duration::from_secs(20), "answered after {:?}", started.elapsed());
    // The workers are free again: health answers and the process is alive.
    wait_for_grpc_health(&qe.addr, "barb.query.v1.QueryEngine", Duration::from_secs(30)).await?;
    assert!(qe.process.is_running());
    Ok(())
}
