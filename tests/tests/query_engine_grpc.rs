//! End-to-end: the real `query-engine` binary over gRPC, on the shared data
//! directory (via `BARB_DATA_DIR`), with typed errors in the standard
//! `google.rpc.Status` details (read back the way a client without Barb's
//! protos reads them) and the tool definitions it serves to the chat.

use std::time::Duration;

use barb_common::error::detail_of;
use barb_common::proto::common::v1::value::Kind;
use barb_common::proto::query::v1::{
    ExecuteOptions, ExecuteRequest, GetBarsRequest, GetFunctionReferenceRequest, ListInstrumentsRequest,
    query_engine_client::QueryEngineClient, summary,
};
use barb_common::proto::tools::v1::{ListToolsRequest, tool_catalog_service_client::ToolCatalogServiceClient};
use barb_tests::data::NQ_2Y;
use barb_tests::{ServiceProcess, free_port, wait_for_grpc_health};
use prost::Message as _;
use tonic_types::StatusExt as _;

fn data_dir() -> anyhow::Result<tempfile::TempDir> {
    barb_tests::data::data_dir("NQ", NQ_2Y)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn execute_list_reference_and_bars_over_grpc() -> anyhow::Result<()> {
    let dir = data_dir()?;
    let port = free_port();
    let addr = format!("http://127.0.0.1:{port}");
    let mut proc = ServiceProcess::spawn(
        "query-engine",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("BARB_DATA_DIR", dir.path().display().to_string()),
        ],
    )?;
    wait_for_grpc_health(&addr, "barb.query.v1.QueryEngine", Duration::from_secs(90)).await?;
    let mut client = QueryEngineClient::with_interceptor(
        barb_tests::identity::channel(&addr).await?,
        barb_tests::identity::internal_auth(),
    );

    let resp = client
        .execute(ExecuteRequest {
            query_json: r#"{"from":"daily","period":"2024-01","map":{"r":"high - low"},"select":"mean(r)"}"#.into(),
            instrument: "nq".into(),
            options: Some(ExecuteOptions { source_row_limit: 5, table_row_limit: 0, ..Default::default() }),
        })
        .await?
        .into_inner();
    // pandas' answers on the same generated minutes.
    let (expect, _) = barb_tests::data::expectations("query_expectations.py", &barb_tests::data::generated(NQ_2Y)?)?;
    let mean = expect["mean_range_2024_01"].as_f64().expect("pandas mean");
    let result = resp.result.expect("result");
    assert_eq!(result.model_response, format!("Result: {mean} (from 21 rows)"));
    assert_eq!(result.source_row_count, Some(21));
    assert_eq!(result.source_rows.as_ref().map(|t| t.rows.len()), Some(5), "source rows capped by the option");
    match result.summary.and_then(|s| s.kind) {
        Some(summary::Kind::Scalar(s)) => {
            assert_eq!(s.rows_scanned, 21);
            assert!(matches!(s.value.and_then(|v| v.kind), Some(Kind::FloatValue(v)) if (v - mean).abs() < 1e-9));
        }
        other => panic!("expected a scalar summary, got {other:?}"),
    }
    let json: serde_json::Value = serde_json::from_str(&result.result_json)?;
    assert_eq!(json["ok"], true);
    assert_eq!(result.metadata.as_ref().map(|m| m.instrument.as_str()), Some("NQ"));

    // A typed error with a hint in the status details.
    let status = client
        .execute(ExecuteRequest { query_json: r#"{"from":"daily","where":"clsoe > 1"}"#.into(), ..Default::default() })
        .await
        .expect_err("unknown column");
    assert_eq!(status.code(), tonic::Code::InvalidArgument);
    let detail = detail_of(&status).expect("error detail");
    assert_eq!((detail.code.as_str(), detail.hint.as_str()), ("unknown_column", "did you mean 'close'?"));
    assert_eq!(detail.location, "where");
    // The same error as any gRPC client sees it: `grpc-status-details-bin` is a
    // google.rpc.Status holding standard details only.
    let rpc = tonic_types::pb::Status::decode(status.details())?;
    assert_eq!((rpc.code, rpc.message.as_str()), (tonic::Code::InvalidArgument as i32, status.message()));
    let urls: Vec<&str> = rpc.details.iter().map(|d| d.type_url.as_str()).collect();
    assert_eq!(urls, ["type.googleapis.com/google.rpc.ErrorInfo", "type.googleapis.com/google.rpc.BadRequest"]);
    let details = status.check_error_details()?;
    let info = details.error_info().expect("ErrorInfo");
    assert_eq!((info.reason.as_str(), info.domain.as_str()), ("unknown_column", "barb"));
    assert_eq!(info.metadata.get("hint").map(String::as_str), Some("did you mean 'close'?"));
    let violations = &details.bad_request().expect("BadRequest").field_violations;
    assert_eq!(violations.len(), 1);
    assert_eq!(violations[0].field, "where");
    assert!(details.retry_info().is_none(), "a bad query fails the same way again");
    let status = client
        .execute(ExecuteRequest {
            query_json: r#"{"from":"daily","map":{"range":"hgih - low"}}"#.into(),
            ..Default::default()
        })
        .await
        .expect_err("unknown column in map");
    let field = status.get_details_bad_request().map(|b| b.field_violations[0].field.clone());
    assert_eq!(field.as_deref(), Some("map.range"));
    let status = client
        .execute(ExecuteRequest { query_json: "{}".into(), instrument: "ZZ".into(), ..Default::default() })
        .await
        .expect_err("unknown instrument");
    assert_eq!(status.code(), tonic::Code::NotFound);

    let list = client.list_instruments(ListInstrumentsRequest {}).await?.into_inner();
    assert_eq!(list.instruments.len(), 1);
    let nq = &list.instruments[0];
    assert_eq!((nq.symbol.as_str(), nq.data_start.as_str(), nq.data_end.as_str()), ("NQ", "2023-01-03", "2024-12-31"));
    assert_eq!(Some(nq.bar_count), expect["minute_rows"].as_u64());

    let reference = client.get_function_reference(GetFunctionReferenceRequest::default()).await?.into_inner();
    let rsi = reference.functions.iter().find(|f| f.name == "rsi").expect("rsi listed");
    assert_eq!(rsi.signature, "rsi(col, n=14)");
    assert!(reference.functions.iter().all(|f| !f.description.is_empty() && !f.example.is_empty()));
    assert!(reference.model_response.contains("  rsi(col, n=14) — "), "brief listing: {}", reference.model_response);
    let one = client
        .get_function_reference(GetFunctionReferenceRequest { name: " RSI ".into(), ..Default::default() })
        .await?
        .into_inner();
    assert_eq!(one.functions.len(), 1);
    assert!(one.model_response.starts_with("oscillators:\n  rsi(col, n=14) → "), "{}", one.model_response);
    assert!(one.model_response.contains("example: "), "full entry: {}", one.model_response);
    let status = client
        .get_function_reference(GetFunctionReferenceRequest { name: "rsii".into(), ..Default::default() })
        .await
        .expect_err("no such function");
    assert_eq!(status.code(), tonic::Code::NotFound);
    let d = detail_of(&status).expect("detail");
    assert_eq!((d.code.as_str(), d.location.as_str()), ("unknown_function", "name"));
    assert!(d.hint.contains("oscillators"), "{}", d.hint);

    // The chat tools it implements, with the function list of this build in run_query.
    let tools = ToolCatalogServiceClient::with_interceptor(
        barb_tests::identity::channel(&addr).await?,
        barb_tests::identity::internal_auth(),
    )
    .list_tools(ListToolsRequest {})
    .await?;
    let tools = tools.into_inner().tools;
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["run_query", "function_reference"]);
    for f in &reference.functions {
        assert!(tools[0].description.contains(&format!("  {} — ", f.signature)), "{} not in run_query", f.signature);
    }
    for t in &tools {
        let schema: serde_json::Value = serde_json::from_str(&t.input_schema_json)?;
        assert_eq!(schema["type"], "object", "{}", t.name);
    }

    let bars = client
        .get_bars(GetBarsRequest {
            timeframe: "daily".into(),
            period: "2024-03".into(),
            limit: 3,
            ..Default::default()
        })
        .await?
        .into_inner();
    assert_eq!(bars.bars.len(), 3);
    assert!(bars.truncated);
    assert_eq!(bars.bars[2].date, "2024-03-28");

    let status = proc.terminate(Duration::from_secs(15))?;
    assert!(status.success(), "query-engine exited with {status}");
    Ok(())
}

/// Issue 16.5 over gRPC: `ListInstruments` shows every instrument of the
/// data directory (loaded or not, with resident bytes), an instrument loads
/// on its first query, `ReloadData` needs the admin token and picks up a new
/// file, and so does SIGHUP.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_data_directory_lists_loads_and_reloads_without_a_restart() -> anyhow::Result<()> {
    use barb_common::proto::query::v1::ReloadDataRequest;
    let dir = tempfile::tempdir()?;
    let nq = barb_tests::data::generated(barb_tests::data::NQ_Q1_2024)?;
    std::os::unix::fs::symlink(&nq, dir.path().join("NQ.parquet"))?;
    let port = free_port();
    let addr = format!("http://127.0.0.1:{port}");
    let admin = "admin-token-of-this-test-0123456789abcdef".to_string();
    let mut proc = ServiceProcess::spawn(
        "query-engine",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("BARB_DATA_DIR", dir.path().display().to_string()),
            ("BARB_BAR_CACHE_WARM", "daily".into()),
            ("QUERY_ENGINE_ADMIN_TOKEN", admin.clone()),
        ],
    )?;
    wait_for_grpc_health(&addr, "barb.query.v1.QueryEngine", Duration::from_secs(90)).await?;
    let mut client = QueryEngineClient::with_interceptor(
        barb_tests::identity::channel(&addr).await?,
        barb_tests::identity::internal_auth(),
    );
    let listed = |l: &barb_common::proto::query::v1::ListInstrumentsResponse| -> Vec<(String, bool)> {
        l.instruments.iter().map(|i| (i.symbol.clone(), i.loaded)).collect()
    };
    // ES arrives while the service runs (a symlink: renamed into place).
    let list = client.list_instruments(ListInstrumentsRequest {}).await?.into_inner();
    assert_eq!(listed(&list), [("NQ".to_string(), true)], "the default instrument is loaded at start");
    assert!(list.instruments[0].resident_bytes > 0 && list.instruments[0].file_bytes > 0);
    std::os::unix::fs::symlink(&nq, dir.path().join(".ES.parquet"))?;
    std::fs::rename(dir.path().join(".ES.parquet"), dir.path().join("ES.parquet"))?;

    // Without the admin token (the internal token alone is not enough).
    let status = client.reload_data(ReloadDataRequest {}).await.expect_err("needs the admin token");
    assert_eq!(status.code(), tonic::Code::PermissionDenied);
    let mut req = tonic::Request::new(ReloadDataRequest {});
    req.metadata_mut().insert("x-barb-admin-token", "wrong".parse()?);
    assert_eq!(client.reload_data(req).await.expect_err("wrong token").code(), tonic::Code::PermissionDenied);
    let mut req = tonic::Request::new(ReloadDataRequest {});
    req.metadata_mut().insert("x-barb-admin-token", admin.parse()?);
    let report = client.reload_data(req).await?.into_inner();
    assert_eq!((report.added, report.unchanged), (vec!["ES".to_string()], vec!["NQ".to_string()]));
    let list = client.list_instruments(ListInstrumentsRequest {}).await?.into_inner();
    assert_eq!(listed(&list), [("ES".to_string(), false), ("NQ".to_string(), true)]);
    assert_eq!(list.instruments[0].data_start, "2024-01-02", "dates come from the scan");

    // The first query on ES loads it; it answers what NQ answers (same file).
    let q = r#"{"from":"daily","period":"2024-02","select":"mean(close)"}"#;
    let run = |symbol: &str| ExecuteRequest { query_json: q.into(), instrument: symbol.into(), ..Default::default() };
    let es = client.execute(run("ES")).await?.into_inner().result.expect("result");
    let nq_answer = client.execute(run("NQ")).await?.into_inner().result.expect("result");
    assert_eq!(es.model_response, nq_answer.model_response);
    let list = client.list_instruments(ListInstrumentsRequest {}).await?.into_inner();
    assert_eq!(listed(&list), [("ES".to_string(), true), ("NQ".to_string(), true)]);

    // SIGHUP reloads too: ES removed, then gone from the listing.
    std::fs::remove_file(dir.path().join("ES.parquet"))?;
    proc.signal("HUP")?;
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let list = client.list_instruments(ListInstrumentsRequest {}).await?.into_inner();
        if listed(&list) == [("NQ".to_string(), true)] {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "SIGHUP did not reload: {:?}", listed(&list));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let status = client.execute(run("ES")).await.expect_err("ES is gone");
    assert_eq!(status.code(), tonic::Code::NotFound);
    let status = proc.terminate(Duration::from_secs(15))?;
    assert!(status.success(), "query-engine exited with {status}");
    Ok(())
}
