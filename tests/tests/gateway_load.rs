//! 1,000 concurrent SSE clients on one gateway instance, against real NATS
//! and Postgres: every client gets every event of the turn, in order.
//! (Latency and capacity numbers come from `gateway_bench.rs`.)

mod gateway_support;

use std::time::Instant;

use barb_tests::{Nats, Postgres};
use futures::future::try_join_all;
use gateway_support::{Api, FakeOrchestrator, Gateway, WAIT, connect_many, done, metric, text, token};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_concurrent_sse_clients_on_one_instance_get_every_event() -> anyhow::Result<()> {
    const CLIENTS: usize = 1000;
    const EVENTS: u64 = 20;
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let turn = alice.post_message(&conv, "for everyone").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    let started = Instant::now();
    let url = gw.url(&format!("/v1/conversations/{conv}/events"));
    let clients = connect_many(&url, &token("alice"), CLIENTS, 100).await?;
    let connected = started.elapsed();
    assert_eq!(metric(&gw, "gateway_sse_clients").await?, CLIENTS as f64);

    for i in 1..EVENTS {
        orch.emit(&conv, &turn, text(&format!("{i} "))).await?;
    }
    orch.emit(&conv, &turn, done("all")).await?;
    let readers = clients.into_iter().map(|mut sse| {
        tokio::spawn(async move {
            let events = sse.until_terminal(WAIT).await?;
            anyhow::Ok(events.iter().map(|e| e.seq()).collect::<Vec<u64>>())
        })
    });
    let results = try_join_all(readers).await?;
    let want: Vec<u64> = (1..=EVENTS).collect();
    for seqs in results {
        assert_eq!(seqs?, want);
    }
    eprintln!("{CLIENTS} SSE clients: connected in {connected:?}, all events delivered after {:?}", started.elapsed());
    assert!(metric(&gw, "gateway_events_fanned_out_total").await? >= (CLIENTS as u64 * EVENTS) as f64);
    Ok(())
}
