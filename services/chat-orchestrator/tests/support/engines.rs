//! In-process gRPC servers implementing the engines' proto contracts with
//! fixed results, for loop tests of the orchestrator in isolation. (The
//! workspace e2e tests use the real engine binaries instead.)
#![allow(dead_code)]

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::Duration,
};

use barb_common::{
    error::{detail, status},
    proto::{
        backtest::v1::{
            EquityPoint, Metrics, RunRequest, RunResponse, Trade,
            backtest_server::{Backtest, BacktestServer},
        },
        query::v1::{
            ExecuteRequest, ExecuteResponse, FunctionInfo, GetBarsRequest, GetBarsResponse,
            GetFunctionReferenceRequest, GetFunctionReferenceResponse, ListInstrumentsRequest, ListInstrumentsResponse,
            QueryResult,
            query_engine_server::{QueryEngine, QueryEngineServer},
        },
        receipts::v1::{
            DescribeDataRequest, DescribeDataResponse, QueryRequest, QueryResponse,
            receipts_query_server::{ReceiptsQuery, ReceiptsQueryServer},
        },
        tools::v1::ToolDefinition,
    },
    tool_catalog::{ToolCatalog, definition},
};
use serde_json::json;

/// What the fake engines observed.
#[derive(Default)]
pub struct Observed {
    /// Execute calls.
    pub executes: AtomicUsize,
    /// A slow call was dropped before finishing (the client cancelled it).
    pub slow_call_dropped: AtomicBool,
    /// Users receipts saw, from the verified user assertion the orchestrator forwarded.
    pub user_ids: std::sync::Mutex<Vec<String>>,
}

/// The model text of the scalar query result.
pub const QUERY_TEXT: &str = "Result: 245.3127 (from 20 rows)";
/// The model text of the function reference.
pub const REFERENCE_TEXT: &str =
    "oscillators:\n  rsi(col, n=14) — rsi description\nwindow:\n  sma(col, n) — sma description\n";

/// The tool definitions the fake engines serve (all five on one address; the
/// orchestrator takes from each service only the tools it routes there).
pub fn tool_definitions() -> Vec<ToolDefinition> {
    let object = |required: &[&str]| json!({"type": "object", "properties": {}, "required": required});
    vec![
        definition(
            "run_query",
            format!("Fake run_query.\n\n<functions>\n{REFERENCE_TEXT}</functions>"),
            &object(&["query"]),
        ),
        definition("function_reference", "Fake function_reference.", &object(&[])),
        definition("run_backtest", "Fake run_backtest.", &object(&["strategy"])),
        definition("describe_data", "Fake describe_data.", &object(&[])),
        definition("query_receipts", "Fake query_receipts.", &object(&["query"])),
    ]
}

/// The model text of the backtest result.
pub const BACKTEST_TEXT: &str = "Backtest: 42 trades | Win Rate 57.1% | PF 1.84 | Total +312.5 pts | Max DD 88.0 pts";

#[derive(Clone)]
struct Engines(Arc<Observed>);

struct DropFlag(Arc<Observed>, bool);

impl Drop for DropFlag {
    fn drop(&mut self) {
        if !self.1 {
            self.0.slow_call_dropped.store(true, Ordering::SeqCst);
        }
    }
}

#[tonic::async_trait]
impl QueryEngine for Engines {
    async fn execute(
        &self,
        req: tonic::Request<ExecuteRequest>,
    ) -> Result<tonic::Response<ExecuteResponse>, tonic::Status> {
        self.0.executes.fetch_add(1, Ordering::SeqCst);
        let q = req.into_inner().query_json;
        if q.contains("clsoe") {
            return Err(status(
                tonic::Code::InvalidArgument,
                detail("unknown_column", "Unknown column 'clsoe'", "did you mean 'close'?"),
            ));
        }
        if q.contains("slow") {
            let mut flag = DropFlag(self.0.clone(), false);
            tokio::time::sleep(Duration::from_secs(60)).await;
            flag.1 = true;
        }
        let rows: Vec<_> =
            (0..20).map(|i| json!({"date": format!("2024-03-{:02}", i + 1), "range": 200.0 + i as f64})).collect();
        let result_json = json!({
            "summary": {"type": "scalar", "value": 245.3127, "rows_scanned": 20},
            "table": null, "source_rows": rows, "source_row_count": 20, "chart": null,
            "metadata": {"rows": 20, "session": null, "from": "daily", "warnings": []}
        });
        Ok(tonic::Response::new(ExecuteResponse {
            result: Some(QueryResult {
                model_response: QUERY_TEXT.into(),
                result_json: result_json.to_string(),
                source_row_count: Some(20),
                ..Default::default()
            }),
        }))
    }

    async fn list_instruments(
        &self,
        _: tonic::Request<ListInstrumentsRequest>,
    ) -> Result<tonic::Response<ListInstrumentsResponse>, tonic::Status> {
        Ok(tonic::Response::new(ListInstrumentsResponse::default()))
    }

    async fn get_function_reference(
        &self,
        _: tonic::Request<GetFunctionReferenceRequest>,
    ) -> Result<tonic::Response<GetFunctionReferenceResponse>, tonic::Status> {
        let f = |name: &str, sig: &str, cat: &str| FunctionInfo {
            name: name.into(),
            signature: sig.into(),
            description: format!("{name} description"),
            category: cat.into(),
            example: sig.into(),
            returns: "series".into(),
            ..Default::default()
        };
        Ok(tonic::Response::new(GetFunctionReferenceResponse {
            functions: vec![f("rsi", "rsi(col, n=14)", "oscillators"), f("sma", "sma(col, n)", "window")],
            model_response: REFERENCE_TEXT.into(),
        }))
    }

    async fn reload_data(
        &self,
        _: tonic::Request<barb_common::proto::query::v1::ReloadDataRequest>,
    ) -> Result<tonic::Response<barb_common::proto::query::v1::ReloadDataResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("the fake engine holds no data directory"))
    }

    async fn get_bars(
        &self,
        _: tonic::Request<GetBarsRequest>,
    ) -> Result<tonic::Response<GetBarsResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("not in the fake"))
    }
}

#[tonic::async_trait]
impl Backtest for Engines {
    async fn run(&self, _: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        Ok(tonic::Response::new(RunResponse {
            metrics: Some(Metrics {
                total_trades: 42,
                win_rate: 57.14,
                profit_factor: 1.84,
                total_pnl: 312.5,
                max_drawdown: 88.0,
                ..Default::default()
            }),
            trades: vec![Trade {
                entry_date: "2024-01-02".into(),
                exit_date: "2024-01-05".into(),
                pnl: 12.5,
                direction: "long".into(),
                ..Default::default()
            }],
            equity_curve: vec![EquityPoint { date: "2024-01-05".into(), equity: 12.5, drawdown: 0.0 }],
            model_response: BACKTEST_TEXT.into(),
            title: "RSI < 30 · 42 trades".into(),
            bars: 500,
            result_json: String::new(),
        }))
    }

    async fn compare(
        &self,
        _: tonic::Request<barb_common::proto::backtest::v1::CompareRequest>,
    ) -> Result<tonic::Response<barb_common::proto::backtest::v1::CompareResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("not in the fake"))
    }

    async fn portfolio(
        &self,
        _: tonic::Request<barb_common::proto::backtest::v1::PortfolioRequest>,
    ) -> Result<tonic::Response<barb_common::proto::backtest::v1::PortfolioResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("not in the fake"))
    }

    /// The sweep the real engine returned for the corpus case
    /// `x_sweep_rsi_level` (recorded in `tests/corpus/tool_results.json`).
    async fn sweep(
        &self,
        _: tonic::Request<barb_common::proto::backtest::v1::SweepRequest>,
    ) -> Result<tonic::Response<barb_common::proto::backtest::v1::SweepResponse>, tonic::Status> {
        let all: serde_json::Value =
            serde_json::from_str(include_str!("../corpus/tool_results.json")).expect("corpus tool results");
        let case = all["cases"].as_array().into_iter().flatten().find(|c| c["id"] == "x_sweep_rsi_level");
        let result = case.map(|c| c["calls"][0]["result"].clone()).unwrap_or_default();
        Ok(tonic::Response::new(barb_common::proto::backtest::v1::SweepResponse {
            title: result["title"].as_str().unwrap_or_default().to_string(),
            model_response: result["model_response"].as_str().unwrap_or_default().to_string(),
            card_json: json!({"type": "sweep", "title": result["title"], "caveat": result["caveat"]}).to_string(),
            configurations_tried: result["configurations"]["tried"].as_u64().unwrap_or(0),
            deflated_sharpe: result["deflated_sharpe"]["value"].as_f64().unwrap_or(f64::NAN),
            result_json: result.to_string(),
            ..Default::default()
        }))
    }
}

#[tonic::async_trait]
impl ReceiptsQuery for Engines {
    async fn describe_data(
        &self,
        req: tonic::Request<DescribeDataRequest>,
    ) -> Result<tonic::Response<DescribeDataResponse>, tonic::Status> {
        // The user as receipts-query would take it: from the forwarded, verified assertion.
        let verifier = barb_tests::identity::issuer().verifier();
        let user = verifier
            .verify_metadata(req.metadata(), barb_common::assertion::AUD_RECEIPTS)
            .map(|(_, claims)| claims.sub)
            .unwrap_or_else(|e| format!("refused: {e}"));
        self.0.user_ids.lock().unwrap().push(user);
        Ok(tonic::Response::new(DescribeDataResponse {
            description_json: json!({"statistics": {"receipts": 12}}).to_string(),
            model_response: "Tables: receipts (12 rows)".into(),
        }))
    }

    async fn query(&self, _: tonic::Request<QueryRequest>) -> Result<tonic::Response<QueryResponse>, tonic::Status> {
        Ok(tonic::Response::new(QueryResponse {
            table: "receipts".into(),
            result_json: json!({"table": "receipts", "columns": ["shop", "total"], "rows": [{"shop": "АШАН", "total": "1234.50"}], "total_rows": 1, "truncated": false}).to_string(),
            model_response: "1 row: shop=АШАН, total=1234.50".into(),
            total_rows: 1,
            ..Default::default()
        }))
    }
}

/// Running fake engines: one address serves all three services.
pub struct FakeEngines {
    /// `http://127.0.0.1:<port>`.
    pub addr: String,
    /// Observations.
    pub observed: Arc<Observed>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeEngines {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl FakeEngines {
    /// Starts the servers on a free port.
    pub async fn start() -> Self {
        let observed = Arc::new(Observed::default());
        let e = Engines(observed.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let task = tokio::spawn(async move {
            let _ = tonic::transport::Server::builder()
                .add_service(QueryEngineServer::new(e.clone()))
                .add_service(BacktestServer::new(e.clone()))
                .add_service(ReceiptsQueryServer::new(e))
                .add_service(ToolCatalog::new(tool_definitions()).into_server())
                .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
                .await;
        });
        Self { addr: format!("http://{addr}"), observed, task }
    }
}
