//! A gateway leaving a load balancer: after SIGTERM it fails `/readyz` for
//! `SHUTDOWN_DELAY_MS` while its open streams keep delivering events and
//! requests are still served, then ends the streams (clients resume
//! elsewhere) and exits.

mod gateway_support;

use std::time::Duration;

use barb_tests::{Nats, Postgres};
use gateway_support::{Api, FakeOrchestrator, Gateway, Sse, WAIT, http, text, token};
use serde_json::Value;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_fails_first_while_open_streams_keep_flowing() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let extra = [("SHUTDOWN_DELAY_MS", "4000".to_string()), ("SHUTDOWN_GRACE_MS", "3000".to_string())];
    let mut gw = Gateway::start(&nats.url, &db, &orch.addr, &extra).await?;
    let api = Api::new(&gw.base, &token("alice"));
    let conv = api.create_conversation().await?;
    let mut sse = Sse::connect(&gw.url(&format!("/v1/conversations/{conv}/events")), &token("alice"), None).await?;
    let turn = api.post_message(&conv, "hello").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;
    orch.emit(&conv, &turn, text("before ")).await?;
    assert_eq!(sse.next_event(WAIT).await?.unwrap().seq(), 1);

    gw.process.signal("TERM")?;
    let deadline = tokio::time::Instant::now() + WAIT;
    let body = loop {
        let resp = http().get(gw.url("/readyz")).send().await?;
        if resp.status() == 503 {
            break resp.json::<Value>().await?;
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "/readyz never failed after SIGTERM");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(body["checks"]["accepting"], "down", "{body}");
    assert_eq!(body["checks"]["nats"], "ok", "only the shutdown makes it unready: {body}");

    // Still serving: the open stream gets new events, new requests are answered.
    orch.emit(&conv, &turn, text("during")).await?;
    assert_eq!(sse.next_event(WAIT).await?.unwrap().seq(), 2);
    assert_eq!(http().get(gw.url("/healthz")).send().await?.status(), 200);
    api.create_conversation().await?;

    // Then the stream ends (the client resumes elsewhere) and the process exits.
    assert!(sse.next_event(WAIT).await?.is_none(), "the stream ends after the delay");
    let status = gw.process.wait(Duration::from_secs(30))?;
    assert!(status.success(), "clean exit: {status}");
    Ok(())
}
