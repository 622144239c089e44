//! Attacks across several services (issue 15, item 7), end to end on the
//! real binaries, real NATS (with `deploy/nats/nats.conf`) and real Postgres.
//!
//! | attack | test |
//! |---|---|
//! | a forged `done` for a victim's turn, from an anonymous NATS client or a wrong password: refused, and nothing but the genuine answer lands in the victim's stored messages | `a_forged_done_never_reaches_the_victims_history` |
//! | a captured assertion replayed to another audience, and after it expired | `a_replayed_assertion_fails_at_another_audience_and_after_expiry` |
//! | holding a database transaction (and the pool's one connection) across a slow StartTurn | `no_database_transaction_is_open_while_start_turn_is_blocked` |

mod gateway_support;

use std::{
    pin::Pin,
    sync::{Arc, Mutex},
    time::Duration,
};

use barb_common::{
    assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS, Subject},
    error::detail_of,
    proto::{
        chat::v1::{
            CancelTurnRequest, CancelTurnResponse, ChatEvent, StartTurnRequest, StartTurnResponse,
            chat_orchestrator_server::{ChatOrchestrator, ChatOrchestratorServer},
        },
        receipts::v1::{QueryRequest, receipts_query_client::ReceiptsQueryClient},
    },
};
use barb_tests::{Nats, NatsRole, Postgres, ServiceProcess, free_port, identity, wait_for_grpc_health};
use futures::Stream;
use gateway_support::{Api, FakeOrchestrator, Gateway, done, token};

const WAIT: Duration = Duration::from_secs(90);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_done_never_reaches_the_victims_history() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let victim = Api::new(&gw.base, &token("victim"));
    let conv = victim.create_conversation().await?;
    let turn = victim.post_message(&conv, "what did I ask?").await?["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    // The forgery (a `done` carrying an instruction for the victim's later
    // turns, as the review's attack published it) needs a NATS connection.
    // Anonymous: refused at connect, so it cannot publish.
    let anonymous = async_nats::ConnectOptions::new().connect(&nats.url).await;
    assert!(anonymous.is_err(), "an anonymous client connected");
    // The orchestrator's user name with a guessed password: refused too.
    let guessed = async_nats::ConnectOptions::new()
        .user_and_password(NatsRole::Orchestrator.user().into(), barb_common::secrets::nats_password())
        .connect(&nats.url)
        .await;
    assert!(guessed.is_err(), "a guessed password connected");

    // The genuine answer, published by the orchestrator's login, is stored…
    orch.emit(&conv, &turn, done("The genuine answer.")).await?;
    let msgs = victim.wait_messages(&conv, "the genuine answer", |m| m.len() == 2).await?;
    // …and it is the only assistant message in the victim's history.
    let contents: Vec<&str> = msgs.iter().filter_map(|m| m["content"].as_str()).collect();
    assert_eq!(contents, ["what did I ask?", "The genuine answer."]);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM messages WHERE role = 'assistant'")
        .fetch_one(&sqlx::PgPool::connect(&db).await?)
        .await?;
    assert_eq!(stored, 1, "one assistant message in the whole database");
    // And nothing forged is in the stream the gateway persists from.
    let js = async_nats::jetstream::new(nats.connect(NatsRole::Gateway).await?);
    let in_stream = js.get_stream("CHAT_EVENTS").await?.info().await?.state.messages;
    assert_eq!(in_stream, 1, "exactly the genuine event is in CHAT_EVENTS");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replayed_assertion_fails_at_another_audience_and_after_expiry() -> anyhow::Result<()> {
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let pool = sqlx::PgPool::connect(&db).await?;
    receipts_query::migrate::run(&pool).await?;
    let seeded = receipts_query::seed::seed(
        &pool,
        &receipts_query::seed::SeedOptions { users: 1, receipts_per_user: 5, seed: 7 },
    )
    .await?;
    let victim = seeded.users[0].to_string();
    let port = free_port();
    let _rq = ServiceProcess::spawn(
        "receipts-query",
        &[("LISTEN_ADDR", format!("127.0.0.1:{port}")), ("METRICS_ADDR", "off".into()), ("DATABASE_URL", db)],
    )?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, "barb.receipts.v1.ReceiptsQuery", WAIT).await?;
    let mut client = ReceiptsQueryClient::with_interceptor(identity::channel(&addr).await?, identity::internal_auth());
    let query = |assertion: &str| {
        let mut req = tonic::Request::new(QueryRequest { query_json: r#"{"table":"receipts","limit":1}"#.into() });
        barb_common::assertion::attach(&mut req, assertion).expect("ascii");
        req
    };
    let subject = Subject { user_id: victim.clone(), conversation_id: "c".into(), turn_id: "t".into() };

    // Captured from a CancelTurn (audience: the orchestrator only), replayed at receipts-query.
    let cancel_only = identity::issuer().issue(&subject, &[AUD_ORCHESTRATOR]);
    let st = client.query(query(&cancel_only)).await.unwrap_err();
    assert_eq!((st.code(), detail_of(&st).unwrap().code.as_str()), (tonic::Code::Unauthenticated, "assertion_invalid"));

    // Captured from a StartTurn (both audiences) a few seconds before it expires:
    // usable until then, refused for good afterwards.
    let ttl = Duration::from_secs(600);
    let now = jsonwebtoken::get_current_timestamp();
    let exp = now + 3;
    let captured = identity::issuer().issue_at(&subject, &[AUD_ORCHESTRATOR, AUD_RECEIPTS], exp - ttl.as_secs(), ttl);
    client.query(query(&captured)).await.expect("valid until it expires");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    let refused = loop {
        match client.query(query(&captured)).await {
            Err(st) => break st,
            Ok(_) => {
                anyhow::ensure!(tokio::time::Instant::now() < deadline, "the expired assertion is still accepted");
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        }
    };
    let when = jsonwebtoken::get_current_timestamp();
    assert!(when >= exp, "refused only after expiry ({when} < {exp})");
    assert_eq!(
        (refused.code(), detail_of(&refused).unwrap().code.as_str()),
        (tonic::Code::Unauthenticated, "assertion_invalid")
    );
    // Still refused on a later replay.
    assert!(client.query(query(&captured)).await.is_err());
    Ok(())
}

/// A chat orchestrator whose StartTurn waits until released.
#[derive(Clone)]
struct Blocking {
    started: Arc<tokio::sync::Notify>,
    release: Arc<tokio::sync::Notify>,
    calls: Arc<Mutex<usize>>,
}

#[tonic::async_trait]
impl ChatOrchestrator for Blocking {
    async fn start_turn(
        &self,
        req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<StartTurnResponse>, tonic::Status> {
        *self.calls.lock().unwrap() += 1;
        self.started.notify_one();
        self.release.notified().await;
        Ok(tonic::Response::new(StartTurnResponse { turn_id: req.into_inner().turn_id }))
    }

    type StreamTurnStream = Pin<Box<dyn Stream<Item = Result<ChatEvent, tonic::Status>> + Send>>;

    async fn stream_turn(
        &self,
        _req: tonic::Request<StartTurnRequest>,
    ) -> Result<tonic::Response<Self::StreamTurnStream>, tonic::Status> {
        Err(tonic::Status::unimplemented("not used"))
    }

    async fn cancel_turn(
        &self,
        _req: tonic::Request<CancelTurnRequest>,
    ) -> Result<tonic::Response<CancelTurnResponse>, tonic::Status> {
        Ok(tonic::Response::new(CancelTurnResponse { cancelled: false }))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_database_transaction_is_open_while_start_turn_is_blocked() -> anyhow::Result<()> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    let db_name = db.rsplit('/').next().unwrap_or_default().split('?').next().unwrap_or_default().to_string();
    let orch = Blocking {
        started: Arc::new(tokio::sync::Notify::new()),
        release: Arc::new(tokio::sync::Notify::new()),
        calls: Arc::new(Mutex::new(0)),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let orch_addr = format!("http://{}", listener.local_addr()?);
    let svc = orch.clone();
    tokio::spawn(async move {
        tonic::transport::Server::builder()
            .add_service(ChatOrchestratorServer::new(svc))
            .serve_with_incoming(tokio_stream::wrappers::TcpListenerStream::new(listener))
            .await
    });
    // One pooled connection: a transaction held across the RPC would starve every other request.
    let gw = Gateway::start(
        &nats.url,
        &db,
        &orch_addr,
        &[("DATABASE_MAX_CONNECTIONS", "1".into()), ("ORCHESTRATOR_TIMEOUT_MS", "60000".into())],
    )
    .await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let posting = {
        let (alice, conv) = (Api::new(&gw.base, &token("alice")), conv.clone());
        tokio::spawn(async move { alice.post_message(&conv, "hold the line").await })
    };
    tokio::time::timeout(WAIT, orch.started.notified()).await?;

    // StartTurn is in flight. No session of the gateway's database is inside a transaction.
    let admin = sqlx::PgPool::connect(&db).await?;
    let in_transaction: Vec<(i32, String, String)> = sqlx::query_as(
        "SELECT pid, coalesce(state, ''), coalesce(query, '') FROM pg_stat_activity \
         WHERE datname = $1 AND pid <> pg_backend_pid() AND xact_start IS NOT NULL",
    )
    .bind(&db_name)
    .fetch_all(&admin)
    .await?;
    assert!(in_transaction.is_empty(), "open transactions while StartTurn is blocked: {in_transaction:?}");
    // And the pool's only connection is free: other users are served meanwhile.
    let bob = Api::new(&gw.base, &token("bob"));
    let (status, _) = tokio::time::timeout(Duration::from_secs(30), bob.get("/v1/conversations")).await??;
    assert_eq!(status, 200, "a request during the blocked StartTurn");
    let bob_conv = tokio::time::timeout(Duration::from_secs(30), bob.create_conversation()).await??;
    assert!(!bob_conv.is_empty());

    orch.release.notify_one();
    let accepted = tokio::time::timeout(WAIT, posting).await???;
    assert!(accepted["turn_id"].is_string(), "{accepted}");
    assert_eq!(*orch.calls.lock().unwrap(), 1);
    Ok(())
}
