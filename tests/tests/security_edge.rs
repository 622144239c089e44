//! Security suite at the public edge: the real gateway binary against real NATS
//! and PostgreSQL. Each test is one attack from issue 15 and checks it fails.
//!
//! | attack | test |
//! |---|---|
//! | JWT auth without `iss`/`aud` configured | `jwt_auth_without_issuer_and_audience_does_not_start` |
//! | an instance that cannot serve `/metrics` (address taken) running unobserved | `a_taken_metrics_address_stops_start_up` |
//! | expired, not-yet-valid, wrong-audience, wrong-issuer JWTs | `expired_future_and_foreign_tokens_are_refused` |
//! | a stream outliving its token, a revoked key or a deleted conversation | `open_streams_end_when_the_session_ends` |
//! | many streams of a revoked key or deleted conversation; others must stay | `one_sweep_rechecks_every_open_stream` |
//! | a 20 MB WebSocket message as twenty 1 MB frames; a long message in small fragments | `oversized_websocket_messages_close_the_socket` |
//! | a request burst; too many open streams; an oversized body; `/metrics` from outside | `bursts_streams_and_bodies_are_bounded` |

mod gateway_support;

use std::time::Duration;

use anyhow::Context as _;

use barb_tests::{Nats, Postgres, free_port};
use futures::{SinkExt, StreamExt};
use gateway_support::{AUDIENCE, Api, FakeOrchestrator, Frame, Gateway, ISSUER, SECRET, Sse, WAIT, http, token};
use serde_json::{Value, json};

async fn stack() -> anyhow::Result<(Nats, Postgres, String)> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    Ok((nats, pg, db))
}

fn jwt(claims: Value) -> String {
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(SECRET.as_bytes()),
    )
    .expect("signs")
}

fn now() -> u64 {
    jsonwebtoken::get_current_timestamp()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jwt_auth_without_issuer_and_audience_does_not_start() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    for missing in ["JWT_ISSUER", "JWT_AUDIENCE"] {
        let path = barb_tests::binary_path("gateway")?;
        let mut cmd = tokio::process::Command::new(path);
        cmd.env("LOG_FORMAT", "pretty")
            .env("LISTEN_ADDR", format!("127.0.0.1:{}", free_port()))
            .env("METRICS_ADDR", "off")
            .env("DATABASE_URL", &db)
            .env("NATS_URL", &nats.url)
            .env("JWT_HS256_SECRET", SECRET)
            .env("JWT_ISSUER", ISSUER)
            .env("JWT_AUDIENCE", AUDIENCE)
            .env(missing, "")
            .kill_on_drop(true);
        for (k, v) in barb_tests::identity::default_env() {
            cmd.env(k, v);
        }
        for (k, v) in nats.env(barb_tests::NatsRole::Gateway) {
            cmd.env(k, v);
        }
        let out = tokio::time::timeout(WAIT, cmd.output()).await??;
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "started without {missing}");
        assert!(stderr.contains(missing), "names {missing}: {stderr}");
    }
    Ok(())
}

/// Two instances on one host given the same `METRICS_ADDR`: the second does
/// not start (it would serve traffic that no alert can see).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taken_metrics_address_stops_start_up() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let first = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let taken = first.metrics_base.trim_start_matches("http://").to_string();
    assert!(
        gateway_support::metric(&first, "gateway_session_sweeps_total").await.is_ok(),
        "the first one serves metrics"
    );

    let mut cmd = tokio::process::Command::new(barb_tests::binary_path("gateway")?);
    cmd.env("LOG_FORMAT", "pretty")
        .env("LISTEN_ADDR", format!("127.0.0.1:{}", free_port()))
        .env("METRICS_ADDR", &taken)
        .env("DATABASE_URL", &db)
        .env("NATS_URL", &nats.url)
        .env("ORCHESTRATOR_ADDR", &orch.addr)
        .env("JWT_HS256_SECRET", SECRET)
        .env("JWT_ISSUER", ISSUER)
        .env("JWT_AUDIENCE", AUDIENCE)
        .kill_on_drop(true);
    for (k, v) in barb_tests::identity::default_env() {
        cmd.env(k, v);
    }
    for (k, v) in nats.env(barb_tests::NatsRole::Gateway) {
        cmd.env(k, v);
    }
    let out = tokio::time::timeout(WAIT, cmd.output()).await??;
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "a second instance started on METRICS_ADDR {taken}");
    assert!(stderr.contains("METRICS_ADDR") && stderr.contains(&taken), "names the address: {stderr}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expired_future_and_foreign_tokens_are_refused() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[("JWT_LEEWAY_SECS", "5".into())]).await?;
    let good = json!({"sub": "alice", "exp": now() + 600, "iss": ISSUER, "aud": AUDIENCE});
    let with = |k: &str, v: Value| {
        let mut c = good.clone();
        c[k] = v;
        jwt(c)
    };
    let without = |k: &str| {
        let mut c = good.clone();
        c.as_object_mut().unwrap().remove(k);
        jwt(c)
    };
    let cases = [
        ("expired beyond the leeway", with("exp", json!(now() - 60))),
        ("not valid yet (nbf beyond the leeway)", with("nbf", json!(now() + 120))),
        ("another audience", with("aud", json!("some-other-app"))),
        ("another issuer", with("iss", json!("https://evil.example"))),
        ("no audience", without("aud")),
        ("no issuer", without("iss")),
    ];
    for (what, t) in cases {
        let (status, body) = Api::new(&gw.base, &t).get("/v1/conversations").await?;
        assert_eq!((status, body["code"].as_str()), (401, Some("UNAUTHORIZED")), "{what}: {body}");
    }
    // Within the leeway a token is still accepted (clock skew), and a good one works.
    let (status, _) = Api::new(&gw.base, &with("nbf", json!(now() + 2))).get("/v1/conversations").await?;
    assert_eq!(status, 200, "nbf within the leeway");
    let (status, _) = Api::new(&gw.base, &jwt(good)).get("/v1/conversations").await?;
    assert_eq!(status, 200);
    Ok(())
}

/// Reads frames until the `session_ended` event; returns its data.
async fn session_end(sse: &mut Sse) -> anyhow::Result<Value> {
    loop {
        match sse.next_frame(WAIT).await? {
            Some(Frame::Event(e)) if e.event == "session_ended" => {
                // It is the last frame.
                anyhow::ensure!(sse.next_frame(WAIT).await?.is_none(), "the stream continued after session_ended");
                return Ok(e.data);
            }
            Some(_) => continue,
            None => anyhow::bail!("the stream ended without a session_ended event"),
        }
    }
}

/// Runs `gateway <args>` with the gateway database and `stdin`; returns stdout.
async fn gateway_cli(db: &str, args: &[&str], stdin: &str) -> anyhow::Result<String> {
    use tokio::io::AsyncWriteExt;
    let mut cmd = tokio::process::Command::new(barb_tests::binary_path("gateway")?);
    cmd.args(args)
        .env("DATABASE_URL", db)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn()?;
    child.stdin.take().expect("piped").write_all(stdin.as_bytes()).await?;
    let out = child.wait_with_output().await?;
    anyhow::ensure!(out.status.success(), "gateway {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    Ok(String::from_utf8(out.stdout)?.trim().to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_streams_end_when_the_session_ends() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(
        &nats.url,
        &db,
        &orch.addr,
        &[("STREAM_REVALIDATE_MS", "300".into()), ("JWT_LEEWAY_SECS", "0".into())],
    )
    .await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let url = gw.url(&format!("/v1/conversations/{conv}/events"));

    // 1. The token expires while the stream is open: it ends at `exp`.
    let exp = now() + 3;
    let short = gateway_support::token_with_exp("alice", exp);
    let mut sse = Sse::connect(&url, &short, None).await?;
    let data = session_end(&mut sse).await?;
    assert_eq!(data, json!({"reason": "token_expired", "code": "TOKEN_EXPIRED"}));
    assert!(now() >= exp, "ended at or after exp, not before");
    assert!(now() <= exp + 5, "ended promptly after exp");

    // 2. The API key is revoked while the stream is open.
    let key = gateway_cli(&db, &["create-api-key", "--user-id", "alice"], "").await?;
    let mut sse = Sse::connect(&url, &key, None).await?;
    let revoked_at = std::time::Instant::now();
    gateway_cli(&db, &["revoke-api-key"], &key).await?;
    let data = session_end(&mut sse).await?;
    assert_eq!(data, json!({"reason": "credential_revoked", "code": "UNAUTHORIZED"}));
    assert!(revoked_at.elapsed() < Duration::from_secs(20), "ended within the revalidation bound");
    let (status, _) = Api::new(&gw.base, &key).get("/v1/conversations").await?;
    assert_eq!(status, 401, "and the key cannot reconnect");

    // 3. The conversation is deleted while the stream is open.
    let mut sse = Sse::connect(&url, &token("alice"), None).await?;
    let (status, _) = alice.send(reqwest::Method::DELETE, &format!("/v1/conversations/{conv}"), None).await?;
    assert_eq!(status, 204);
    let data = session_end(&mut sse).await?;
    assert_eq!(data, json!({"reason": "conversation_deleted", "code": "NOT_FOUND"}));

    // 4. The same on a WebSocket: a revoked key gets a typed message, then close 1008.
    let conv2 = alice.create_conversation().await?;
    let key = gateway_cli(&db, &["create-api-key", "--user-id", "alice"], "").await?;
    let mut ws = ws_connect(&gw, &key).await?;
    ws.send(text(json!({"type": "subscribe", "conversation_id": conv2}))).await?;
    assert_eq!(ws_json(&mut ws).await?["type"], "subscribed");
    gateway_cli(&db, &["revoke-api-key"], &key).await?;
    let ended = ws_json(&mut ws).await?;
    assert_eq!((ended["type"].as_str(), ended["reason"].as_str()), (Some("session_ended"), Some("credential_revoked")));
    match tokio::time::timeout(WAIT, ws.next()).await? {
        Some(Ok(Message::Close(Some(frame)))) => assert_eq!(u16::from(frame.code), 1008),
        other => anyhow::bail!("expected close 1008, got {other:?}"),
    }
    Ok(())
}

/// Many open streams, one sweep: every stream of a revoked key ends, the
/// others stay; a deleted conversation ends its streams and its WebSocket
/// subscriptions only; and a sweep makes one query per kind of credential
/// in use plus one for the conversations, however many streams are open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_sweep_rechecks_every_open_stream() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(
        &nats.url,
        &db,
        &orch.addr,
        &[("STREAM_REVALIDATE_MS", "300".into()), ("MAX_STREAMS_PER_USER", "64".into())],
    )
    .await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let (a1, a2) = (alice.create_conversation().await?, alice.create_conversation().await?);
    let b1 = Api::new(&gw.base, &token("bob")).create_conversation().await?;
    let url = |c: &str| gw.url(&format!("/v1/conversations/{c}/events"));
    let alice_key = gateway_cli(&db, &["create-api-key", "--user-id", "alice"], "").await?;
    let bob_key = gateway_cli(&db, &["create-api-key", "--user-id", "bob"], "").await?;

    const MANY: usize = 20;
    let mut revoked = gateway_support::connect_many(&url(&a1), &alice_key, MANY, 8).await?;
    revoked.push(Sse::connect(&url(&a2), &alice_key, None).await?);
    let mut bob = Sse::connect(&url(&b1), &bob_key, None).await?;
    let mut on_a2 = Sse::connect(&url(&a2), &token("alice"), None).await?;
    // A console session (cookie) of alice's, signed in with her JWT.
    let signed_in = http().post(gw.url("/v1/session")).json(&json!({"token": token("alice")})).send().await?;
    assert_eq!(signed_in.status(), 201);
    let cookie = signed_in.headers()["set-cookie"].to_str()?.split(';').next().unwrap_or("").to_string();
    let cookie = cookie.strip_prefix("barb_session=").context("a session cookie")?.to_string();
    let csrf = signed_in.json::<Value>().await?["csrf_token"].as_str().context("csrf_token")?.to_string();
    let mut console = Sse::connect_with_cookie(&url(&a1), &cookie).await?;
    let mut ws = ws_connect(&gw, &token("alice")).await?;
    for c in [&a1, &a2] {
        ws.send(text(json!({"type": "subscribe", "conversation_id": c}))).await?;
        assert_eq!(ws_json(&mut ws).await?["type"], "subscribed");
    }
    // SSE streams + the socket + its two subscriptions.
    let open = (MANY + 4 + 1 + 2) as f64;
    gateway_support::wait_for_metric(&gw, "gateway_session_watched_streams", |v| v == open).await?;

    // Queries per sweep do not grow with the streams: API keys, console sessions, conversations.
    let sweeps = gateway_support::metric(&gw, "gateway_session_sweeps_total").await?;
    let queries = gateway_support::metric(&gw, "gateway_session_sweep_queries_total").await?;
    gateway_support::wait_for_metric(&gw, "gateway_session_sweeps_total", |v| v >= sweeps + 3.0).await?;
    let (sweeps2, queries2) = (
        gateway_support::metric(&gw, "gateway_session_sweeps_total").await?,
        gateway_support::metric(&gw, "gateway_session_sweep_queries_total").await?,
    );
    // A sweep counts itself before its queries: one may be half-counted on each side.
    assert!(
        queries2 - queries <= 3.0 * (sweeps2 - sweeps + 1.0),
        "{} queries in {} sweeps of {open} streams",
        queries2 - queries,
        sweeps2 - sweeps
    );

    // Revoking alice's key ends all its streams, each with the typed event.
    gateway_cli(&db, &["revoke-api-key"], &alice_key).await?;
    for sse in &mut revoked {
        assert_eq!(session_end(sse).await?, json!({"reason": "credential_revoked", "code": "UNAUTHORIZED"}));
    }
    // Bob's stream, alice's JWT and cookie streams and the socket stay (two more sweeps later).
    gateway_support::wait_for_metric(&gw, "gateway_session_watched_streams", |v| v == open - (MANY + 1) as f64).await?;
    let sweeps = gateway_support::metric(&gw, "gateway_session_sweeps_total").await?;
    gateway_support::wait_for_metric(&gw, "gateway_session_sweeps_total", |v| v >= sweeps + 2.0).await?;
    assert_eq!(gateway_support::metric(&gw, "gateway_session_watched_streams").await?, open - (MANY + 1) as f64);

    // Signing the console out ends the stream it opened.
    let signed_out = http()
        .delete(gw.url("/v1/session"))
        .header("cookie", format!("barb_session={cookie}"))
        .header("x-csrf-token", &csrf)
        .send()
        .await?;
    assert_eq!(signed_out.status(), 204);
    assert_eq!(session_end(&mut console).await?, json!({"reason": "credential_revoked", "code": "UNAUTHORIZED"}));

    // Deleting a2 ends its SSE stream and the socket's a2 subscription, not the socket.
    let (status, _) = alice.send(reqwest::Method::DELETE, &format!("/v1/conversations/{a2}"), None).await?;
    assert_eq!(status, 204);
    assert_eq!(session_end(&mut on_a2).await?, json!({"reason": "conversation_deleted", "code": "NOT_FOUND"}));
    let ended = ws_json(&mut ws).await?;
    assert_eq!(
        ended,
        json!({"type": "subscription_ended", "conversation_id": a2, "reason": "conversation_deleted", "code": "NOT_FOUND"})
    );
    ws.send(text(json!({"type": "ping"}))).await?;
    assert_eq!(ws_json(&mut ws).await?["type"], "pong", "the socket stays open");
    // Left: bob's stream, the socket and its a1 subscription.
    gateway_support::wait_for_metric(&gw, "gateway_session_watched_streams", |v| v == 3.0).await?;

    // Bob's key still works on his open stream: it ends only when revoked too.
    gateway_cli(&db, &["revoke-api-key"], &bob_key).await?;
    assert_eq!(session_end(&mut bob).await?, json!({"reason": "credential_revoked", "code": "UNAUTHORIZED"}));
    Ok(())
}

use tokio_tungstenite::tungstenite::{
    Message,
    protocol::frame::{
        Frame as WsFrame,
        coding::{Data, OpCode},
    },
};

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn ws_connect(gw: &Gateway, credential: &str) -> anyhow::Result<Ws> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut req = format!("{}/v1/ws", gw.base.replace("http://", "ws://")).into_client_request()?;
    req.headers_mut().insert("authorization", format!("Bearer {credential}").parse()?);
    let (ws, resp) = tokio_tungstenite::connect_async(req).await?;
    anyhow::ensure!(resp.status() == 101, "upgrade: {}", resp.status());
    Ok(ws)
}

fn text(v: Value) -> Message {
    Message::Text(v.to_string().into())
}

/// The next JSON text message (pings skipped).
async fn ws_json(ws: &mut Ws) -> anyhow::Result<Value> {
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await? {
            Some(Ok(Message::Text(t))) => return Ok(serde_json::from_str(t.as_str())?),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            other => anyhow::bail!("expected a text message, got {other:?}"),
        }
    }
}

/// True when the server closed the socket (close frame, error or end) without answering `ping`.
async fn closed_without_reply(ws: &mut Ws) -> anyhow::Result<Option<u16>> {
    // A ping the server would answer with a pong, were the socket still in use.
    let _ = ws.send(text(json!({"type": "ping"}))).await;
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await? {
            Some(Ok(Message::Close(frame))) => return Ok(frame.map(|f| u16::from(f.code))),
            None | Some(Err(_)) => return Ok(None),
            Some(Ok(Message::Text(t))) => anyhow::bail!("the server still answers: {t}"),
            Some(Ok(_)) => continue,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_websocket_messages_close_the_socket() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let t = token("alice");

    // The reviewed attack: 20 MB as twenty 1 MB frames. The first frame is over
    // the 16 KiB frame cap already.
    let mut ws = ws_connect(&gw, &t).await?;
    let mb = "x".repeat(1 << 20);
    let mut sent = 0;
    for i in 0..20 {
        let opcode = if i == 0 { OpCode::Data(Data::Text) } else { OpCode::Data(Data::Continue) };
        if ws.send(Message::Frame(WsFrame::message(mb.clone(), opcode, i == 19))).await.is_err() {
            break;
        }
        sent += 1;
    }
    let code = closed_without_reply(&mut ws).await?;
    assert!(code.is_none() || code == Some(1009), "closed with {code:?} after {sent} frames");

    // Small frames (8 KiB, under the frame cap) adding up to 128 KiB: over the
    // 64 KiB cap on the reassembled message.
    let mut ws = ws_connect(&gw, &t).await?;
    let chunk = "y".repeat(8 << 10);
    for i in 0..16 {
        let opcode = if i == 0 { OpCode::Data(Data::Text) } else { OpCode::Data(Data::Continue) };
        if ws.send(Message::Frame(WsFrame::message(chunk.clone(), opcode, i == 15))).await.is_err() {
            break;
        }
    }
    let code = closed_without_reply(&mut ws).await?;
    assert!(code.is_none() || code == Some(1009), "closed with {code:?}");

    // A normal socket still works (the caps do not hurt real clients).
    let mut ws = ws_connect(&gw, &t).await?;
    ws.send(text(json!({"type": "ping"}))).await?;
    assert_eq!(ws_json(&mut ws).await?["type"], "pong");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bursts_streams_and_bodies_are_bounded() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(
        &nats.url,
        &db,
        &orch.addr,
        &[
            ("RATE_LIMIT_USER_RPS", "2".into()),
            ("RATE_LIMIT_USER_BURST", "10".into()),
            ("MAX_STREAMS_PER_USER", "2".into()),
            // A closed stream is noticed at the next write at the latest.
            ("HEARTBEAT_MS", "500".into()),
        ],
    )
    .await?;

    // The reviewed burst: 60 conversations in a moment.
    let mallory = Api::new(&gw.base, &token("mallory"));
    let mut created = 0;
    let mut limited = None;
    for _ in 0..60 {
        let resp =
            http().post(gw.url("/v1/conversations")).bearer_auth(&mallory.credential).json(&json!({})).send().await?;
        match resp.status().as_u16() {
            201 => created += 1,
            429 => {
                let retry: u64 = resp.headers()["retry-after"].to_str()?.parse()?;
                let body: Value = resp.json().await?;
                limited = Some((retry, body));
            }
            other => anyhow::bail!("unexpected {other}"),
        }
    }
    // 10 of burst plus what refilled at 2/s while the loop ran.
    assert!((10..30).contains(&created), "created {created} of 60");
    let (retry, body) = limited.expect("some requests were limited");
    assert!(retry >= 1, "Retry-After {retry}");
    assert_eq!(body["code"], "RATE_LIMITED");
    assert!(body["request_id"].is_string());
    // Another user is not affected by mallory's burst.
    let (status, _) = Api::new(&gw.base, &token("alice")).get("/v1/conversations").await?;
    assert_eq!(status, 200);

    // Once mallory's bucket refills (2/s), requests pass again.
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        if mallory.create_conversation().await.is_ok() {
            break;
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "the bucket never refilled");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // Streams: 2 per user; a third is refused until one closes (a user with a
    // fresh request budget, so only the stream limit is in play).
    let streamer = Api::new(&gw.base, &token("streamer"));
    let conv = streamer.create_conversation().await?;
    let url = gw.url(&format!("/v1/conversations/{conv}/events"));
    let first = Sse::connect(&url, &streamer.credential, None).await?;
    let _second = Sse::connect(&url, &streamer.credential, None).await?;
    let resp = http().get(&url).bearer_auth(&streamer.credential).send().await?;
    assert_eq!(resp.status(), 429);
    assert!(resp.headers().contains_key("retry-after"));
    assert_eq!(resp.json::<Value>().await?["code"], "TOO_MANY_STREAMS");
    drop(first);
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let resp = http().get(&url).bearer_auth(&streamer.credential).send().await?;
        if resp.status() == 200 {
            break;
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "the closed stream's slot never came back");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // Bodies are capped (64 KiB by default).
    let big = json!({"message": "z".repeat(200 << 10)});
    let resp = http()
        .post(gw.url(&format!("/v1/conversations/{conv}/messages")))
        .bearer_auth(token("alice"))
        .json(&big)
        .send()
        .await?;
    assert_eq!(resp.status(), 413);

    // Metrics are only on the internal listener.
    assert_eq!(http().get(gw.url("/metrics")).send().await?.status(), 404);
    let metrics = http().get(format!("{}/metrics", gw.metrics_base)).send().await?.text().await?;
    assert!(metrics.contains("gateway_limited_total{limit=\"user_rate\"}"), "limit refusals are counted");
    assert!(metrics.contains("gateway_limited_total{limit=\"streams_user\"}"));
    Ok(())
}
