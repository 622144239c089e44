//! Gateway HTTP API against real NATS and Postgres: conversations, messages,
//! validation, the error envelope, auth (HS256, JWKS ES256, API keys) and
//! cross-user isolation. Turns go to a scripted ChatOrchestrator speaking
//! the real gRPC contract.

mod gateway_support;

use barb_tests::{Nats, Postgres, free_port};
use gateway_support::{Api, FakeOrchestrator, Gateway, SERVICE_KEY, SERVICE_USER, Sse, WAIT, done, text, title, token};
use reqwest::Method;
use serde_json::{Value, json};

async fn stack() -> anyhow::Result<(Nats, Postgres, String)> {
    let nats = Nats::start()?;
    let pg = Postgres::start()?;
    let db = pg.fresh_database().await?;
    Ok((nats, pg, db))
}

fn assert_error(status: u16, body: &Value, want_status: u16, want_code: &str) {
    assert_eq!(status, want_status, "{body}");
    assert_eq!(body["code"], want_code, "{body}");
    assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
    assert!(body["request_id"].as_str().is_some_and(|e| !e.is_empty()), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn conversations_crud_pagination_and_the_error_envelope() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));

    // Create: defaults, explicit values, bad values.
    let (status, c) = alice.post("/v1/conversations", json!({})).await?;
    assert_eq!(status, 201, "{c}");
    assert_eq!(c["title"], "New conversation");
    assert_eq!(c["instrument"], "NQ");
    assert_eq!(c["usage"]["message_count"], 0);
    assert_eq!(c["active_turn_id"], Value::Null);
    let (status, c2) = alice.post("/v1/conversations", json!({"instrument": "es", "title": "Gaps"})).await?;
    assert_eq!(status, 201);
    assert_eq!((c2["instrument"].as_str(), c2["title"].as_str()), (Some("ES"), Some("Gaps")));
    let (status, body) = alice.post("/v1/conversations", json!({"instrument": "N Q"})).await?;
    assert_error(status, &body, 422, "VALIDATION_ERROR");
    let (status, body) = alice.post("/v1/conversations", json!({"colour": "red"})).await?;
    assert_error(status, &body, 400, "VALIDATION_ERROR");
    let raw = barb_tests::http_client()
        .post(gw.url("/v1/conversations"))
        .bearer_auth(token("alice"))
        .header("content-type", "application/json")
        .header("x-request-id", "my-request-7")
        .body("{not json")
        .send()
        .await?;
    assert_eq!(raw.status(), 400);
    assert_eq!(raw.headers()["x-request-id"], "my-request-7");
    let body: Value = raw.json().await?;
    assert_eq!(body["request_id"], "my-request-7", "the echoed id is in the body too");

    // Pagination: 7 conversations in all, newest activity first, no overlap.
    for _ in 0..5 {
        alice.create_conversation().await?;
    }
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/v1/conversations?limit=3&cursor={c}"),
            None => "/v1/conversations?limit=3".to_string(),
        };
        let (status, page) = alice.get(&path).await?;
        assert_eq!(status, 200, "{page}");
        let items = page["items"].as_array().unwrap();
        assert!(items.len() <= 3);
        seen.extend(
            items
                .iter()
                .map(|c| (c["updated_at"].as_str().unwrap().to_string(), c["id"].as_str().unwrap().to_string())),
        );
        match page["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_string()),
            None => break,
        }
    }
    assert_eq!(seen.len(), 7, "{seen:?}");
    let mut sorted = seen.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(seen, sorted, "newest first");
    let (status, page) = alice.get("/v1/conversations?instrument=ES").await?;
    assert_eq!(status, 200);
    assert_eq!(page["items"].as_array().unwrap().len(), 1);
    let (status, body) = alice.get("/v1/conversations?limit=0").await?;
    assert_error(status, &body, 422, "VALIDATION_ERROR");
    let (status, body) = alice.get("/v1/conversations?cursor=garbage").await?;
    assert_error(status, &body, 422, "VALIDATION_ERROR");
    let (status, body) = alice.get("/v1/conversations?limit=abc").await?;
    assert_error(status, &body, 400, "VALIDATION_ERROR");

    // Get, delete (soft), then gone everywhere.
    let id = c["id"].as_str().unwrap();
    let (status, got) = alice.get(&format!("/v1/conversations/{id}")).await?;
    assert_eq!((status, &got["id"]), (200, &c["id"]));
    let (status, _) = alice.send(Method::DELETE, &format!("/v1/conversations/{id}"), None).await?;
    assert_eq!(status, 204);
    let (status, body) = alice.get(&format!("/v1/conversations/{id}")).await?;
    assert_error(status, &body, 404, "NOT_FOUND");
    let (status, body) = alice.send(Method::DELETE, &format!("/v1/conversations/{id}"), None).await?;
    assert_error(status, &body, 404, "NOT_FOUND");
    let (_, page) = alice.get("/v1/conversations?limit=100").await?;
    assert_eq!(page["items"].as_array().unwrap().len(), 6);
    let (status, body) = alice.get("/v1/conversations/not-a-uuid").await?;
    assert_error(status, &body, 404, "NOT_FOUND");

    // Unknown routes and methods use the envelope too.
    let (status, body) = alice.get("/v1/nothing-here").await?;
    assert_error(status, &body, 404, "NOT_FOUND");
    let (status, body) = alice.send(Method::PUT, "/v1/conversations", None).await?;
    assert_error(status, &body, 405, "METHOD_NOT_ALLOWED");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posting_a_message_validates_persists_and_starts_one_turn_at_a_time() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let path = format!("/v1/conversations/{conv}/messages");

    for bad in ["".to_string(), "   ".to_string(), "x".repeat(10_001)] {
        let (status, body) = alice.post(&path, json!({"message": bad})).await?;
        assert_error(status, &body, 422, "VALIDATION_ERROR");
    }
    let (status, body) = alice.post(&path, json!({"text": "hi"})).await?;
    assert_error(status, &body, 400, "VALIDATION_ERROR");
    assert!(alice.messages(&conv).await?.is_empty(), "rejected messages are not stored");

    // 10,000 characters (multi-byte) are accepted.
    let long = "é".repeat(10_000);
    let accepted = alice.post_message(&conv, &long).await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    assert_eq!(accepted["conversation_id"], conv.as_str());
    assert_eq!(accepted["stream_url"], format!("/v1/conversations/{conv}/events?last_event_id={turn}:0"));
    let start = orch.next_start().await?;
    assert_eq!(start.conversation_id, conv);
    assert_eq!(start.user_id, "alice");
    assert_eq!(start.turn_id, turn);
    assert_eq!(start.message, long);
    assert_eq!(start.instrument, "NQ");
    assert!(start.generate_title, "a new conversation asks for a title");
    assert!(start.history.is_empty());

    // While it runs: 409, and the refused message is not stored.
    let (status, body) = alice.post(&path, json!({"message": "second"})).await?;
    assert_error(status, &body, 409, "TURN_IN_PROGRESS");
    let msgs = alice.messages(&conv).await?;
    assert_eq!(msgs.len(), 1, "{msgs:?}");
    assert_eq!((msgs[0]["role"].as_str(), msgs[0]["turn_id"].as_str()), (Some("user"), Some(turn.as_str())));
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["active_turn_id"], turn.as_str());

    // Finish it (naming the conversation); the next turn gets the history and no title request.
    orch.emit(&conv, &turn, title("Long accents")).await?;
    orch.emit(&conv, &turn, text("Hello")).await?;
    orch.emit(&conv, &turn, done("Hello")).await?;
    alice.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    let (_, c) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(c["title"], "Long accents");
    assert_eq!(c["active_turn_id"], Value::Null);
    assert_eq!(c["usage"]["message_count"], 1);
    assert_eq!(c["usage"]["input_tokens"], 100);
    let (status, body) = alice.post(&path, json!({"message": "and then?"})).await?;
    assert_eq!(status, 202, "{body}");
    let start = orch.next_start().await?;
    assert_eq!(start.history.len(), 2);
    assert_eq!((start.history[0].role.as_str(), start.history[1].role.as_str()), ("user", "assistant"));
    assert_eq!(start.history[1].content, "Hello");
    assert!(!start.generate_title, "the conversation already has a title");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn orchestrator_down_is_503_and_nothing_is_stored() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let nowhere = format!("http://127.0.0.1:{}", free_port());
    let gw = Gateway::start(&nats.url, &db, &nowhere, &[("ORCHESTRATOR_TIMEOUT_MS", "3000".into())]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let conv = alice.create_conversation().await?;
    let (status, body) = alice.post(&format!("/v1/conversations/{conv}/messages"), json!({"message": "hi"})).await?;
    assert_error(status, &body, 503, "SERVICE_UNAVAILABLE");
    assert!(alice.messages(&conv).await?.is_empty());
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn credentials_are_required_and_checked() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let http = barb_tests::http_client();
    let url = gw.url("/v1/conversations");

    let resp = http.get(&url).send().await?;
    assert_eq!(resp.status(), 401);
    assert_eq!(resp.headers()["www-authenticate"], "Bearer");
    let body: Value = resp.json().await?;
    assert_error(401, &body, 401, "UNAUTHORIZED");

    let forged = jsonwebtoken::encode(
        &jsonwebtoken::Header::default(),
        &json!({"sub": "alice", "exp": jsonwebtoken::get_current_timestamp() + 60}),
        &jsonwebtoken::EncodingKey::from_secret(b"some-other-secret-some-other-secret"),
    )?;
    let expired = gateway_support::token_with_exp("alice", jsonwebtoken::get_current_timestamp() - 3600);
    for bad in ["garbage", forged.as_str(), expired.as_str(), "barb_sk_ffffffffffffffffffffffffffffffffffffffff"] {
        let (status, body) = Api::new(&gw.base, bad).get("/v1/conversations").await?;
        assert_error(status, &body, 401, "UNAUTHORIZED");
    }
    let (_, body) = Api::new(&gw.base, &expired).get("/v1/conversations").await?;
    assert!(body["error"].as_str().unwrap().contains("expired"), "{body}");

    // A bootstrap API key works as bearer and as X-Api-Key, and acts as its user.
    let svc = Api::new(&gw.base, SERVICE_KEY);
    let conv = svc.create_conversation().await?;
    let resp = http.get(gw.url(&format!("/v1/conversations/{conv}"))).header("x-api-key", SERVICE_KEY).send().await?;
    assert_eq!(resp.status(), 200);
    let (status, _) = Api::new(&gw.base, &token(SERVICE_USER)).get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(status, 200, "the key acts as {SERVICE_USER}");
    // Query-string credentials (EventSource / WebSocket clients).
    let resp = http.get(gw.url(&format!("/v1/conversations?access_token={}", token("alice")))).send().await?;
    assert_eq!(resp.status(), 200);

    // Probes and documents are public; metrics are not on the public port.
    for path in ["/healthz", "/readyz", "/openapi.json"] {
        assert_eq!(http.get(gw.url(path)).send().await?.status(), 200, "{path}");
    }
    assert_eq!(http.get(gw.url("/metrics")).send().await?.status(), 404, "/metrics is internal");
    let doc: Value = http.get(gw.url("/openapi.json")).send().await?.json().await?;
    for path in [
        "/v1/conversations",
        "/v1/conversations/{id}/messages",
        "/v1/conversations/{id}/events",
        "/v1/turns/{id}/cancel",
        "/v1/ws",
    ] {
        assert!(doc["paths"][path].is_object(), "{path} missing from the OpenAPI document");
    }
    let metrics = http.get(format!("{}/metrics", gw.metrics_base)).send().await?.text().await?;
    for name in [
        "gateway_sse_clients",
        "gateway_ws_clients",
        "gateway_events_fanned_out_total",
        "gateway_persistence_lag_seconds",
    ] {
        assert!(metrics.contains(name), "{name} not exported");
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_keys_from_the_cli_work_until_revoked() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let bin = barb_tests::binary_path("gateway")?;
    let out = std::process::Command::new(&bin)
        .args(["create-api-key", "--user-id", "svc-batch", "--name", "batch"])
        .env("DATABASE_URL", &db)
        .env("LOG_FORMAT", "pretty")
        .output()?;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let key = String::from_utf8(out.stdout)?.trim().to_string();
    assert!(key.starts_with("barb_sk_") && key.len() == 72, "{key}");
    let svc = Api::new(&gw.base, &key);
    let (status, _) = svc.get("/v1/conversations").await?;
    assert_eq!(status, 200);

    let mut child = std::process::Command::new(&bin)
        .arg("revoke-api-key")
        .env("DATABASE_URL", &db)
        .env("LOG_FORMAT", "pretty")
        .stdin(std::process::Stdio::piped())
        .spawn()?;
    use std::io::Write;
    child.stdin.take().unwrap().write_all(key.as_bytes())?;
    assert!(child.wait()?.success());
    let (status, body) = svc.get("/v1/conversations").await?;
    assert_error(status, &body, 401, "UNAUTHORIZED");
    Ok(())
}

/// A P-256 key for the JWKS test (PKCS#8 DER, hex), used only here.
const TEST_EC_KEY: &str = "308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420e9d585c6f892c15b5c7647f892412d0356963cd7274206d1f2b61ef5c9f28f9fa144034200041a01a14703a151d5f861fe4705307e2ae473bf28cf18f179db3fc8a67910975a4a121fb48f765a88e312c5944cd748923657cc5d30b5ca337e5bf3e242fa7920";

/// Serves `body` as JSON to every HTTP request on a free port (a stand-in identity provider).
async fn serve_json(body: String) -> anyhow::Result<String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/.well-known/jwks.json", listener.local_addr()?);
    tokio::spawn(async move {
        while let Ok((mut sock, _)) = listener.accept().await {
            let body = body.clone();
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let _ = sock.read(&mut buf).await;
                let resp = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = sock.write_all(resp.as_bytes()).await;
            });
        }
    });
    Ok(url)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jwks_es256_tokens_with_issuer_and_audience() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let der: Vec<u8> =
        (0..TEST_EC_KEY.len()).step_by(2).map(|i| u8::from_str_radix(&TEST_EC_KEY[i..i + 2], 16).unwrap()).collect();
    let key = jsonwebtoken::EncodingKey::from_ec_der(&der);
    let mut jwk = jsonwebtoken::jwk::Jwk::from_encoding_key(&key, jsonwebtoken::Algorithm::ES256)?;
    jwk.common.key_id = Some("idp-1".into());
    let url = serve_json(json!({"keys": [jwk]}).to_string()).await?;
    let gw = Gateway::start(
        &nats.url,
        &db,
        &orch.addr,
        &[
            ("JWT_HS256_SECRET", String::new()),
            ("JWKS_URL", url),
            ("JWT_ISSUER", "https://idp.example".into()),
            ("JWT_AUDIENCE", "authenticated".into()),
        ],
    )
    .await?;
    let sign = |claims: Value, kid: &str| {
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256);
        header.kid = Some(kid.to_string());
        jsonwebtoken::encode(&header, &claims, &key).unwrap()
    };
    let exp = jsonwebtoken::get_current_timestamp() + 600;
    let good = sign(json!({"sub": "carol", "exp": exp, "iss": "https://idp.example", "aud": "authenticated"}), "idp-1");
    let carol = Api::new(&gw.base, &good);
    let conv = carol.create_conversation().await?;
    let (status, c) = carol.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(status, 200, "{c}");

    let wrong_aud = sign(json!({"sub": "carol", "exp": exp, "iss": "https://idp.example", "aud": "other"}), "idp-1");
    let unknown_kid =
        sign(json!({"sub": "carol", "exp": exp, "iss": "https://idp.example", "aud": "authenticated"}), "idp-9");
    for bad in [wrong_aud, unknown_kid, token("carol")] {
        let (status, body) = Api::new(&gw.base, &bad).get("/v1/conversations").await?;
        assert_error(status, &body, 401, "UNAUTHORIZED");
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn users_never_see_each_others_conversations_messages_or_events() -> anyhow::Result<()> {
    let (nats, _pg, db) = stack().await?;
    let orch = FakeOrchestrator::start(&nats.url).await?;
    let gw = Gateway::start(&nats.url, &db, &orch.addr, &[]).await?;
    let alice = Api::new(&gw.base, &token("alice"));
    let bob = Api::new(&gw.base, &token("bob"));
    let conv = alice.create_conversation().await?;
    let accepted = alice.post_message(&conv, "private question").await?;
    let turn = accepted["turn_id"].as_str().unwrap().to_string();
    orch.next_start().await?;

    let (_, page) = bob.get("/v1/conversations").await?;
    assert_eq!(page["items"], json!([]), "bob lists nothing");
    let checks = [
        (Method::GET, format!("/v1/conversations/{conv}"), None),
        (Method::GET, format!("/v1/conversations/{conv}/messages"), None),
        (Method::POST, format!("/v1/conversations/{conv}/messages"), Some(json!({"message": "hi"}))),
        (Method::POST, format!("/v1/turns/{turn}/cancel"), None),
        (Method::DELETE, format!("/v1/conversations/{conv}"), None),
    ];
    for (method, path, body) in checks {
        let (status, resp) = bob.send(method.clone(), &path, body).await?;
        assert_error(status, &resp, 404, "NOT_FOUND");
    }
    let resp = barb_tests::http_client()
        .get(gw.url(&format!("/v1/conversations/{conv}/events")))
        .bearer_auth(token("bob"))
        .send()
        .await?;
    assert_eq!(resp.status(), 404);
    assert!(orch.cancels().is_empty(), "bob's cancel never reached the orchestrator");

    // Alice still has everything, and her stream works.
    let mut sse = Sse::connect(&gw.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
    orch.emit(&conv, &turn, done("answer")).await?;
    let events = sse.until_terminal(WAIT).await?;
    assert_eq!(events.len(), 1);
    let (status, _) = alice.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(status, 200);
    Ok(())
}
