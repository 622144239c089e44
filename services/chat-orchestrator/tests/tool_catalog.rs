//! The readiness story of the tool definitions: a tool service that is down
//! at the first turn contributes no tools (the others still do), the
//! orchestrator asks it again after the retry interval, and its tools appear
//! once it serves them — over real gRPC, with the catalog the engines use.

mod support;

use std::time::{Duration, Instant};

use barb_common::{
    client::ContextInterceptor, proto::tools::v1::tool_catalog_service_client::ToolCatalogServiceClient,
};
use chat_orchestrator::{
    metrics,
    tools::catalog::{CatalogClient, Catalogs, ToolService},
};
use support::engines::{FakeEngines, tool_definitions};

fn client(addr: &str) -> CatalogClient {
    let channel = tonic::transport::Endpoint::from_shared(addr.to_string()).unwrap().connect_lazy();
    ToolCatalogServiceClient::with_interceptor(channel, ContextInterceptor::new(None))
}

fn names(specs: &[chat_orchestrator::provider::ToolSpec]) -> Vec<&str> {
    specs.iter().map(|t| t.name.as_str()).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_service_that_is_down_is_left_out_then_picked_up() {
    let engines = FakeEngines::start().await;
    let down_port = barb_tests::free_port();
    let down = format!("http://127.0.0.1:{down_port}");
    let catalogs = Catalogs::new(
        vec![
            (ToolService::QueryEngine, client(&down)),
            (ToolService::Backtest, client(&engines.addr)),
            (ToolService::Receipts, client(&engines.addr)),
        ],
        Duration::from_millis(200),
    );
    let gauge = |s: ToolService| metrics::TOOL_DEFINITIONS.with_label_values(&[s.name()]).get();

    let specs = catalogs.specs().await;
    assert_eq!(names(&specs), ["run_backtest", "describe_data", "query_receipts"]);
    assert_eq!((gauge(ToolService::QueryEngine), gauge(ToolService::Receipts)), (0, 2));
    // Within the retry interval nobody asks the down service again.
    assert_eq!(names(&catalogs.specs().await), ["run_backtest", "describe_data", "query_receipts"]);

    // The query engine comes up on its address.
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", down_port)).await.unwrap();
    let server = tokio::spawn(async move {
        tonic::transport::Server::builder()
            .add_service(barb_common::tool_catalog::ToolCatalog::new(tool_definitions()).into_server())
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
            .await
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    let specs = loop {
        let specs = catalogs.specs().await;
        if specs.len() == 5 || Instant::now() > deadline {
            break specs;
        }
        tokio::task::yield_now().await;
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(names(&specs), ["run_query", "run_backtest", "describe_data", "query_receipts", "function_reference"]);
    assert_eq!(gauge(ToolService::QueryEngine), 2);
    server.abort();
}
