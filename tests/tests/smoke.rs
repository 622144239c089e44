//! End-to-end smoke test: every service binary starts against real NATS and
//! Postgres, reports SERVING (gateway: `/healthz`), lists its service over
//! reflection, and exits cleanly on SIGTERM.

use std::time::Duration;

use barb_tests::{Nats, Postgres, ServiceProcess, free_ports, wait_for_grpc_health};
use tokio_stream::StreamExt;
use tonic_reflection::pb::v1::{
    ServerReflectionRequest, server_reflection_client::ServerReflectionClient,
    server_reflection_request::MessageRequest, server_reflection_response::MessageResponse,
};

async fn reflected_services(addr: &str) -> anyhow::Result<Vec<String>> {
    let channel = tonic::transport::Endpoint::from_shared(addr.to_string())?.connect().await?;
    let mut client = ServerReflectionClient::with_interceptor(channel, barb_tests::identity::internal_auth());
    let req = ServerReflectionRequest {
        host: String::new(),
        message_request: Some(MessageRequest::ListServices(String::new())),
    };
    let mut stream = client.server_reflection_info(tokio_stream::once(req)).await?.into_inner();
    let resp = stream.next().await.ok_or_else(|| anyhow::anyhow!("no reflection response"))??;
    match resp.message_response {
        Some(MessageResponse::ListServicesResponse(list)) => Ok(list.service.into_iter().map(|s| s.name).collect()),
        other => anyhow::bail!("unexpected reflection response {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_services_start_report_healthy_and_stop_cleanly() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let receipts_db = pg.fresh_database().await?;
    let gateway_db = pg.fresh_database().await?;

    let grpc_services = [
        ("query-engine", "barb.query.v1.QueryEngine", vec![]),
        ("backtest", "barb.backtest.v1.Backtest", vec![]),
        ("receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", receipts_db.clone())]),
        ("chat-orchestrator", "barb.chat.v1.ChatOrchestrator", vec![("NATS_URL", nats.url.clone())]),
    ];
    // Every listen and metrics port of the five processes, all different.
    let ports: [u16; 10] = free_ports();
    let mut ports = ports.chunks_exact(2).map(|p| (p[0], p[1]));
    let mut running = Vec::new();
    for (bin, service, mut env) in grpc_services {
        let (port, metrics) = ports.next().expect("a pair of ports per service");
        env.push(("LISTEN_ADDR", format!("127.0.0.1:{port}")));
        env.push(("METRICS_ADDR", format!("127.0.0.1:{metrics}")));
        let proc = ServiceProcess::spawn(bin, &env)?;
        running.push((proc, format!("http://127.0.0.1:{port}"), service));
    }
    let (gw_port, gw_metrics) = ports.next().expect("a pair of ports for the gateway");
    let mut gateway = ServiceProcess::spawn(
        "gateway",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{gw_port}")),
            ("METRICS_ADDR", format!("127.0.0.1:{gw_metrics}")),
            ("NATS_URL", nats.url.clone()),
            ("DATABASE_URL", gateway_db),
        ],
    )?;

    for (proc, addr, service) in &running {
        wait_for_grpc_health(addr, service, Duration::from_secs(60))
            .await
            .map_err(|e| anyhow::anyhow!("{}: {e}", proc.name))?;
        wait_for_grpc_health(addr, "", Duration::from_secs(5)).await?;
        let listed = reflected_services(addr).await?;
        assert!(listed.iter().any(|s| s == service), "{}: reflection lists {listed:?}", proc.name);
        assert!(listed.iter().any(|s| s == "grpc.health.v1.Health"), "{listed:?}");
    }

    let http = barb_tests::http_client();
    let url = format!("http://127.0.0.1:{gw_port}/healthz");
    let mut healthy = false;
    for _ in 0..300 {
        if let Ok(r) = http.get(&url).send().await
            && r.status().is_success()
        {
            healthy = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(healthy, "gateway /healthz never answered 200");
    let ready = http.get(format!("http://127.0.0.1:{gw_port}/readyz")).send().await?;
    assert_eq!(ready.status(), 200, "readyz: {}", ready.text().await?);

    for (mut proc, _, _) in running {
        let status = proc.terminate(Duration::from_secs(15))?;
        assert!(status.success(), "{} exited with {status}", proc.name);
    }
    let status = gateway.terminate(Duration::from_secs(15))?;
    assert!(status.success(), "gateway exited with {status}");
    Ok(())
}
