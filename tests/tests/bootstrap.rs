//! The shared gRPC bootstrap (`barb_common::server::GrpcServer`), in process:
//! internal bearer-token auth (health stays public), Prometheus metrics, and
//! graceful shutdown that flips health to NOT_SERVING and lets an in-flight
//! call finish.

use std::time::Duration;

use barb_common::config::ServerConfig;
use barb_common::error::detail_of;
use barb_common::proto::backtest::v1::{
    CompareRequest, CompareResponse, PortfolioRequest, PortfolioResponse, RunRequest, RunResponse, SweepRequest,
    SweepResponse, backtest_client::BacktestClient, backtest_server,
};
use barb_common::server::GrpcServer;
use barb_tests::{free_port, http_client, wait_for_grpc_health};
use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus, health_client::HealthClient};

/// A service whose calls take `input_json` milliseconds; each call announces
/// its start on `started`.
struct Slow {
    started: tokio::sync::mpsc::UnboundedSender<()>,
}

#[tonic::async_trait]
impl backtest_server::Backtest for Slow {
    async fn run(&self, req: tonic::Request<RunRequest>) -> Result<tonic::Response<RunResponse>, tonic::Status> {
        let _ = self.started.send(());
        let ms: u64 = req.into_inner().input_json.parse().unwrap_or(0);
        tokio::time::sleep(Duration::from_millis(ms)).await;
        Ok(tonic::Response::new(RunResponse { title: format!("slept {ms}"), ..Default::default() }))
    }
    // The bootstrap is what this test is about: the research calls are not served.
    async fn compare(
        &self,
        _: tonic::Request<CompareRequest>,
    ) -> Result<tonic::Response<CompareResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("compare"))
    }
    async fn portfolio(
        &self,
        _: tonic::Request<PortfolioRequest>,
    ) -> Result<tonic::Response<PortfolioResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("portfolio"))
    }
    async fn sweep(&self, _: tonic::Request<SweepRequest>) -> Result<tonic::Response<SweepResponse>, tonic::Status> {
        Err(tonic::Status::unimplemented("sweep"))
    }
}

fn config(port: u16, metrics: u16) -> ServerConfig {
    ServerConfig {
        listen_addr: format!("127.0.0.1:{port}").parse().unwrap(),
        metrics_addr: Some(format!("127.0.0.1:{metrics}").parse().unwrap()),
        auth_token: Some("s3cret".into()),
        tls: None,
        allowed_clients: None,
        health_addr: None,
        max_decode_bytes: 1 << 20,
        max_encode_bytes: 1 << 20,
        shutdown_grace: Duration::from_secs(10),
    }
}

fn with_token<T>(msg: T, token: &str) -> tonic::Request<T> {
    let mut req = tonic::Request::new(msg);
    req.metadata_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
    req
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn auth_metrics_and_graceful_shutdown() -> anyhow::Result<()> {
    let (port, metrics) = (free_port(), free_port());
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let (started_tx, mut started) = tokio::sync::mpsc::unbounded_channel();
    let server = tokio::spawn(
        GrpcServer::new("test", config(port, metrics))
            .add_service(backtest_server::BacktestServer::new(Slow { started: started_tx }))
            .shutdown_delay(Duration::from_millis(400))
            .serve_on(listener, async {
                let _ = stop_rx.await;
            }),
    );
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, "barb.backtest.v1.Backtest", Duration::from_secs(10)).await?;
    let channel = tonic::transport::Endpoint::from_shared(addr.clone())?.connect().await?;
    let mut client = BacktestClient::new(channel.clone());

    // No token, wrong token: UNAUTHENTICATED with a typed detail.
    let st = client.run(RunRequest::default()).await.expect_err("token required");
    assert_eq!(st.code(), tonic::Code::Unauthenticated);
    assert_eq!(detail_of(&st).map(|d| d.code), Some("unauthenticated".into()));
    let st = client.run(with_token(RunRequest::default(), "nope")).await.expect_err("wrong token");
    assert_eq!(st.code(), tonic::Code::Unauthenticated);
    let ok = client.run(with_token(RunRequest { input_json: "1".into(), ..Default::default() }, "s3cret")).await?;
    assert_eq!(ok.into_inner().title, "slept 1");

    // Metrics count calls by method and status.
    let text = http_client().get(format!("http://127.0.0.1:{metrics}/metrics")).send().await?.text().await?;
    assert!(
        text.contains(r#"grpc_server_handled_total{code="Unauthenticated",method="/barb.backtest.v1.Backtest/Run"} 2"#),
        "{text}"
    );
    assert!(
        text.contains(r#"grpc_server_handled_total{code="OK",method="/barb.backtest.v1.Backtest/Run"} 1"#),
        "{text}"
    );

    // Start a slow call, then shut down: health flips, the call still completes.
    while started.try_recv().is_ok() {} // earlier calls' announcements
    let mut slow_client = client.clone();
    let in_flight = tokio::spawn(async move {
        slow_client.run(with_token(RunRequest { input_json: "1500".into(), ..Default::default() }, "s3cret")).await
    });
    started.recv().await.expect("the slow call reached the service");
    let mut health = HealthClient::new(channel);
    stop_tx.send(()).expect("server running");
    let mut flipped = false;
    for _ in 0..50 {
        match health.check(HealthCheckRequest { service: String::new() }).await {
            Ok(r) if r.get_ref().status == ServingStatus::NotServing as i32 => {
                flipped = true;
                break;
            }
            Ok(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            Err(_) => break,
        }
    }
    assert!(flipped, "health did not report NOT_SERVING during shutdown");
    let reply = in_flight.await??;
    assert_eq!(reply.into_inner().title, "slept 1500", "in-flight call was drained, not dropped");
    tokio::time::timeout(Duration::from_secs(10), server).await???;
    Ok(())
}
