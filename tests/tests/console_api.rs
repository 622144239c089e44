//! The HTTP endpoints behind the web console, against a real stack: browser
//! sessions (cookie attributes, expiry, CSRF and origin checks, sign-out,
//! revoked keys), instruments and chart bars from the query-engine (checked
//! against bars aggregated by hand from the 1-minute data), per-user usage
//! (checked against the usage each turn reported), and the console's assets.

mod console_support;
mod gateway_support;

use std::{collections::BTreeMap, io::Write, process::Stdio};

use barb_tests::binary_path;
use console_support::{Call, DATA_END, DATA_START, Stack, StackOptions, send};
use gateway_support::{Api, SECRET, SERVICE_KEY, SERVICE_USER, Sse, WAIT, http, metric, token, token_with_exp};
use reqwest::{Method, header};

use serde_json::{Value, json};

/// A quick answer with one real query, so turns have usage and a card.
const SCRIPT: &str = r#"{
  "latency_ms": 10,
  "tokens_per_second": 0,
  "rules": [{"name": "range", "rounds": [
    {"text": "Computing.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_5", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Mean range"}}]},
    {"text": "The mean range was {{after.0.Result:}} points."}
  ]}]
}"#;

/// The session lifetime the gateway under test is given.
const MAX_AGE: u64 = 600;

fn now() -> u64 {
    jsonwebtoken::get_current_timestamp()
}

/// Signs in with `credential`; returns (cookie token, Set-Cookie text, body).
async fn sign_in(base: &str, credential: &str, extra: Vec<(&str, &str)>) -> anyhow::Result<(String, String, Value)> {
    let r = send(
        base,
        Call { body: Some(json!({"token": credential})), headers: extra, ..Call::new(Method::POST, "/v1/session") },
    )
    .await?;
    anyhow::ensure!(r.status == 201, "sign-in: {} {}", r.status, r.body);
    let set = r.headers[header::SET_COOKIE].to_str()?.to_string();
    let value = set.split(';').next().unwrap().strip_prefix("barb_session=").unwrap().to_string();
    Ok((value, set, r.body))
}

fn max_age(set_cookie: &str) -> u64 {
    set_cookie.split("; ").find_map(|a| a.strip_prefix("Max-Age=")).and_then(|v| v.parse().ok()).expect("Max-Age")
}

fn epoch(rfc3339: &Value) -> u64 {
    chrono::DateTime::parse_from_rfc3339(rfc3339.as_str().expect("a time")).expect("RFC 3339").timestamp() as u64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_last_as_long_as_their_credential_and_refuse_forged_requests() -> anyhow::Result<()> {
    let mut stack = Stack::start(StackOptions {
        own_postgres: true,
        gateway_env: vec![("SESSION_MAX_AGE_SECS", MAX_AGE.to_string())],
        ..StackOptions::new(SCRIPT)
    })
    .await?;
    let base = stack.gateway.base.clone();

    // A JWT session ends at the token's exp; the cookie is HttpOnly, SameSite=Strict, not Secure on plain HTTP.
    let exp = now() + 300;
    let (alice, set, body) = sign_in(&base, &token_with_exp("alice", exp), vec![]).await?;
    assert!(alice.starts_with("barb_cs_") && alice.len() == 8 + 64, "{alice}");
    assert!(set.contains("; Path=/; HttpOnly; SameSite=Strict; Max-Age="), "{set}");
    assert!(!set.contains("Secure"), "{set}");
    assert!((290..=300).contains(&max_age(&set)), "{set}");
    assert_eq!((body["user_id"].as_str(), body["auth_method"].as_str()), (Some("alice"), Some("jwt")));
    assert_eq!(epoch(&body["expires_at"]), exp, "expiry = the token's");
    let csrf = body["csrf_token"].as_str().unwrap().to_string();
    assert!(csrf.len() == 64 && csrf.bytes().all(|b| b.is_ascii_hexdigit()), "{csrf}");
    let stored: Vec<(String, String)> =
        sqlx::query_as("SELECT user_id, auth_method FROM console_sessions").fetch_all(&stack.sql().await?).await?;
    assert_eq!(stored, [("alice".to_string(), "jwt".to_string())]);
    let hashes: Vec<Vec<u8>> =
        sqlx::query_scalar("SELECT token_hash FROM console_sessions").fetch_all(&stack.sql().await?).await?;
    assert!(hashes.iter().all(|h| h.len() == 32 && h != alice.as_bytes()), "only a SHA-256 of the cookie is stored");

    // Behind TLS (as a proxy reports it) the cookie is Secure; a long-lived token is capped.
    let (_, set, body) =
        sign_in(&base, &token_with_exp("alice", now() + 86_400 * 365), vec![("x-forwarded-proto", "https")]).await?;
    assert!(set.ends_with("; Secure"), "{set}");
    assert!(max_age(&set) <= MAX_AGE && max_age(&set) >= MAX_AGE - 5, "{set}");
    assert!(epoch(&body["expires_at"]) <= now() + MAX_AGE);

    // The cookie authenticates reads; writes also need the CSRF token; other origins get nothing.
    let me = send(&base, Call { cookie: Some(&alice), ..Call::new(Method::GET, "/v1/session") }).await?;
    assert_eq!(
        (me.status, me.body["user_id"].as_str(), me.body["csrf_token"].as_str()),
        (200, Some("alice"), Some(csrf.as_str()))
    );
    assert_eq!(me.headers[header::CACHE_CONTROL], "no-store");
    let list = send(&base, Call { cookie: Some(&alice), ..Call::new(Method::GET, "/v1/conversations") }).await?;
    assert_eq!(list.status, 200, "{}", list.body);
    let before = metric(&stack.gateway, "gateway_session_events_total").await?;
    let forged = send(
        &base,
        Call { cookie: Some(&alice), body: Some(json!({})), ..Call::new(Method::POST, "/v1/conversations") },
    )
    .await?;
    assert_eq!((forged.status, forged.body["code"].as_str()), (403, Some("FORBIDDEN")), "{}", forged.body);
    assert!(forged.body["request_id"].is_string());
    let wrong = send(
        &base,
        Call {
            cookie: Some(&alice),
            csrf: Some(&"0".repeat(64)),
            body: Some(json!({})),
            ..Call::new(Method::POST, "/v1/conversations")
        },
    )
    .await?;
    assert_eq!(wrong.status, 403);
    let ok = send(
        &base,
        Call {
            cookie: Some(&alice),
            csrf: Some(&csrf),
            origin: Some(&base),
            body: Some(json!({})),
            ..Call::new(Method::POST, "/v1/conversations")
        },
    )
    .await?;
    assert_eq!(ok.status, 201, "{}", ok.body);
    let conv = ok.body["id"].as_str().unwrap().to_string();
    for method in [Method::GET, Method::POST] {
        let evil = send(
            &base,
            Call {
                cookie: Some(&alice),
                csrf: Some(&csrf),
                origin: Some("http://evil.example"),
                body: (method == Method::POST).then(|| json!({})),
                ..Call::new(method.clone(), "/v1/conversations")
            },
        )
        .await?;
        assert_eq!((evil.status, evil.body["code"].as_str()), (403, Some("FORBIDDEN")), "{method}: {}", evil.body);
    }
    let evil_sign_in = send(
        &base,
        Call {
            origin: Some("http://evil.example"),
            body: Some(json!({"token": token("alice")})),
            ..Call::new(Method::POST, "/v1/session")
        },
    )
    .await?;
    assert_eq!(evil_sign_in.status, 403);
    assert!(metric(&stack.gateway, "gateway_session_events_total").await? >= before + 5.0, "refusals are counted");

    // An explicit credential wins over the cookie.
    let bob_view = send(
        &base,
        Call {
            cookie: Some(&alice),
            bearer: Some(&token("bob")),
            ..Call::new(Method::GET, &format!("/v1/conversations/{conv}"))
        },
    )
    .await?;
    assert_eq!(bob_view.status, 404, "acts as bob, who does not own it");

    // Refused credentials and bad bodies.
    for (body, status) in [
        (json!({"token": "not-a-jwt"}), 401),
        (json!({"token": token_with_exp("alice", now() - 3600)}), 401),
        (json!({"token": "barb_sk_ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"}), 401),
        (json!({"token": "  "}), 422),
        (json!({"token": "x".repeat(8193)}), 422),
        (json!({"token": "a", "extra": 1}), 400),
    ] {
        let r = send(&base, Call { body: Some(body.clone()), ..Call::new(Method::POST, "/v1/session") }).await?;
        assert_eq!(r.status, status, "{body:.60}: {}", r.body);
        assert!(r.headers.get(header::SET_COOKIE).is_none());
    }
    let forged_jwt = jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &json!({"sub": "alice", "exp": now() + 60}),
        &jsonwebtoken::EncodingKey::from_secret(format!("{SECRET}-wrong").as_bytes()),
    )?;
    let r = send(&base, Call { body: Some(json!({"token": forged_jwt})), ..Call::new(Method::POST, "/v1/session") })
        .await?;
    assert_eq!(r.status, 401);
    let r = send(&base, Call { cookie: Some("barb_cs_0000"), ..Call::new(Method::GET, "/v1/conversations") }).await?;
    assert_eq!((r.status, r.body["code"].as_str()), (401, Some("UNAUTHORIZED")));

    // Sign-out needs the CSRF token, revokes the session and clears the cookie.
    let r = send(&base, Call { cookie: Some(&alice), ..Call::new(Method::DELETE, "/v1/session") }).await?;
    assert_eq!(r.status, 403);
    let r = send(&base, Call { cookie: Some(&alice), csrf: Some(&csrf), ..Call::new(Method::DELETE, "/v1/session") })
        .await?;
    assert_eq!(r.status, 204);
    let cleared = r.headers[header::SET_COOKIE].to_str()?;
    assert!(cleared.starts_with("barb_session=;") && cleared.contains("Max-Age=0"), "{cleared}");
    for path in ["/v1/session", "/v1/conversations"] {
        let r = send(&base, Call { cookie: Some(&alice), ..Call::new(Method::GET, path) }).await?;
        assert_eq!(r.status, 401, "{path} after sign-out: {}", r.body);
    }
    let again = send(&base, Call { cookie: Some(&alice), ..Call::new(Method::DELETE, "/v1/session") }).await?;
    assert_eq!(again.status, 204, "signing out twice is fine");

    // Postgres down: sessions cannot be checked or made — a 503 to retry, not a 401 that would sign the page out.
    let (live, _, body) = sign_in(&base, &token("carol"), vec![]).await?;
    let carol_csrf = body["csrf_token"].as_str().unwrap().to_string();
    // The harness runs Postgres with synchronous_commit=off: flush before the crash so
    // the committed session survives it, as it would on a production server.
    sqlx::query("CHECKPOINT").execute(&stack.sql().await?).await?;
    stack.pg.stop();
    let down = send(&base, Call { cookie: Some(&live), ..Call::new(Method::GET, "/v1/session") }).await?;
    assert_eq!((down.status, down.body["code"].as_str()), (503, Some("SERVICE_UNAVAILABLE")), "{}", down.body);
    let down = send(&base, Call { cookie: Some(&live), ..Call::new(Method::GET, "/v1/conversations") }).await?;
    assert_eq!(down.status, 503, "{}", down.body);
    let down =
        send(&base, Call { body: Some(json!({"token": token("carol")})), ..Call::new(Method::POST, "/v1/session") })
            .await?;
    assert_eq!(down.status, 503, "{}", down.body);
    assert!(down.headers.get(header::SET_COOKIE).is_none());
    stack.pg.restart()?;
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let r = send(&base, Call { cookie: Some(&live), ..Call::new(Method::GET, "/v1/session") }).await?;
        if r.status == 200 {
            assert_eq!(r.body["csrf_token"], carol_csrf.as_str(), "the same session, back");
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "the session did not come back: {} {}", r.status, r.body);
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }

    // An API-key session lasts SESSION_MAX_AGE_SECS and ends when the key is revoked.
    let (svc, set, body) = sign_in(&base, SERVICE_KEY, vec![]).await?;
    assert_eq!((body["user_id"].as_str(), body["auth_method"].as_str()), (Some(SERVICE_USER), Some("api_key")));
    assert!((MAX_AGE - 5..=MAX_AGE).contains(&max_age(&set)), "{set}");
    let r = send(&base, Call { cookie: Some(&svc), ..Call::new(Method::GET, "/v1/session") }).await?;
    assert_eq!(r.status, 200);
    let mut revoke = std::process::Command::new(binary_path("gateway")?)
        .arg("revoke-api-key")
        .env("DATABASE_URL", &stack.db)
        .env("LOG_FORMAT", "pretty")
        .stdin(Stdio::piped())
        .spawn()?;
    revoke.stdin.take().unwrap().write_all(SERVICE_KEY.as_bytes())?;
    assert!(revoke.wait()?.success());
    let r = send(&base, Call { cookie: Some(&svc), ..Call::new(Method::GET, "/v1/conversations") }).await?;
    assert_eq!(r.status, 401, "revoking the key ended its session: {}", r.body);
    Ok(())
}

/// Daily OHLCV by trading date from 1-minute bars: the trading day of a bar at
/// or after 18:00 (exchange time) is the next calendar day (Barb Script spec).
fn daily_from_minutes(minutes: &[Value]) -> BTreeMap<String, [f64; 5]> {
    let mut days: BTreeMap<String, [f64; 5]> = BTreeMap::new();
    for b in minutes {
        let date = chrono::NaiveDate::parse_from_str(b["date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
        let time = b["time"].as_str().unwrap();
        let trading = if time >= "18:00" { date.succ_opt().unwrap() } else { date };
        let (o, h, l, c, v) = (
            b["open"].as_f64().unwrap(),
            b["high"].as_f64().unwrap(),
            b["low"].as_f64().unwrap(),
            b["close"].as_f64().unwrap(),
            b["volume"].as_f64().unwrap(),
        );
        let day = days.entry(trading.to_string()).or_insert([o, h, l, c, 0.0]);
        day[1] = day[1].max(h);
        day[2] = day[2].min(l);
        day[3] = c;
        day[4] += v;
    }
    days
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn instruments_and_bars_come_from_the_query_engine() -> anyhow::Result<()> {
    let mut stack = Stack::start(StackOptions::new(SCRIPT)).await?;
    let api = Api::new(&stack.gateway.base, &token("alice"));

    let (status, list) = api.get("/v1/instruments").await?;
    assert_eq!(status, 200, "{list}");
    let items = list["items"].as_array().unwrap();
    assert_eq!(items.len(), 1, "only NQ has data: {list}");
    let nq = &items[0];
    assert_eq!(
        (nq["symbol"].as_str(), nq["exchange"].as_str(), nq["timezone"].as_str()),
        (Some("NQ"), Some("CME"), Some("America/New_York"))
    );
    assert_eq!(nq["data_start"], DATA_START);
    assert!(nq["data_end"].as_str().unwrap() <= DATA_END && nq["data_end"].as_str().unwrap() >= "2024-03-27", "{nq}");
    assert_eq!(
        nq["sessions"],
        json!([{"name": "ETH", "start": "18:00", "end": "17:00"}, {"name": "RTH", "start": "09:30", "end": "16:15"}])
    );
    assert!(nq["bar_count"].as_u64().unwrap() > 50_000);
    for (q, n) in [("nasdaq", 1), ("CME", 1), ("nq", 1), ("gold", 0)] {
        let (status, found) = api.get(&format!("/v1/instruments?q={q}")).await?;
        assert_eq!((status, found["items"].as_array().unwrap().len()), (200, n), "q={q}: {found}");
    }
    let (status, body) = api.get(&format!("/v1/instruments?q={}", "x".repeat(65))).await?;
    assert_eq!((status, body["code"].as_str()), (422, Some("VALIDATION_ERROR")));
    let (status, _) = api.get("/v1/instruments?query=nq").await?;
    assert_eq!(status, 400, "unknown parameters are refused");

    // Daily bars equal what the 1-minute bars add up to, by trading date.
    let (status, minutes) =
        api.get("/v1/instruments/NQ/bars?timeframe=1m&period=2024-03-04:2024-03-06&limit=5000").await?;
    assert_eq!(status, 200, "{minutes}");
    assert_eq!(minutes["truncated"], false);
    let by_hand = daily_from_minutes(minutes["bars"].as_array().unwrap());
    let (status, daily) = api.get("/v1/instruments/nq/bars?timeframe=daily&period=2024-03-05:2024-03-06").await?;
    assert_eq!(status, 200, "{daily}");
    assert_eq!(
        (daily["symbol"].as_str(), daily["timeframe"].as_str(), daily["period"].as_str()),
        (Some("NQ"), Some("daily"), Some("2024-03-05:2024-03-06"))
    );
    let bars = daily["bars"].as_array().unwrap();
    assert_eq!(bars.len(), 2, "{daily}");
    for b in bars {
        let date = b["date"].as_str().unwrap();
        assert_eq!(b["time"], Value::Null);
        let want = by_hand[date];
        let got = [
            b["open"].as_f64().unwrap(),
            b["high"].as_f64().unwrap(),
            b["low"].as_f64().unwrap(),
            b["close"].as_f64().unwrap(),
            b["volume"].as_f64().unwrap(),
        ];
        assert_eq!(got, want, "{date}");
    }

    // `limit` keeps the most recent bars and says so.
    let (_, all) = api.get("/v1/instruments/NQ/bars?timeframe=daily").await?;
    let all = all["bars"].as_array().unwrap().clone();
    let (_, last3) = api.get("/v1/instruments/NQ/bars?timeframe=daily&limit=3").await?;
    assert_eq!(last3["truncated"], true);
    assert_eq!(last3["bars"].as_array().unwrap()[..], all[all.len() - 3..]);
    let (_, hourly) = api.get("/v1/instruments/NQ/bars?timeframe=1h&period=2024-03-05&session=RTH").await?;
    let times: Vec<&str> = hourly["bars"].as_array().unwrap().iter().map(|b| b["time"].as_str().unwrap()).collect();
    assert!(!times.is_empty() && times.iter().all(|t| *t >= "09:00" && *t <= "16:15"), "RTH hours only: {times:?}");

    // Bad input: typed errors with the engine's hint.
    for (path, status) in [
        ("/v1/instruments/NQ/bars?timeframe=7q", 422),
        ("/v1/instruments/NQ/bars?period=someday", 422),
        ("/v1/instruments/NQ/bars?session=LUNCH", 422),
        ("/v1/instruments/NQ/bars?limit=0", 422),
        ("/v1/instruments/NQ/bars?limit=5001", 422),
        ("/v1/instruments/N%20Q/bars", 422),
        ("/v1/instruments/ZZ/bars", 404),
        ("/v1/instruments/NQ/bars?limit=ten", 400),
    ] {
        let (got, body) = api.get(path).await?;
        assert_eq!(got, status, "{path}: {body}");
        assert!(body["error"].is_string() && body["request_id"].is_string(), "{body}");
    }
    let (_, body) = api.get("/v1/instruments/NQ/bars?timeframe=7q").await?;
    assert!(body["error"].as_str().unwrap().contains("hint:"), "the engine's hint is kept: {body}");
    let (status, _) =
        http().get(stack.gateway.url("/v1/instruments")).send().await.map(|r| (r.status().as_u16(), ()))?;
    assert_eq!(status, 401);

    // The engine down: bars are a 503 (retry later), the cached instrument list still answers.
    stack.kill("query-engine")?;
    let (status, body) = api.get("/v1/instruments/NQ/bars").await?;
    assert_eq!((status, body["code"].as_str()), (503, Some("SERVICE_UNAVAILABLE")), "{body}");
    let (status, _) = api.get("/v1/instruments").await?;
    assert_eq!(status, 200);
    assert!(metric(&stack.gateway, "gateway_market_calls_total").await? > 10.0);
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn usage_adds_up_every_turn_of_the_user() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions::new(SCRIPT)).await?;
    let alice = Api::new(&stack.gateway.base, &token("alice"));
    let bob = Api::new(&stack.gateway.base, &token("bob"));
    let mut reported = Vec::new();
    let mut convs = Vec::new();
    for question in ["What was the range?", "And the mean range?"] {
        let conv = alice.create_conversation().await?;
        let accepted = alice.post_message(&conv, question).await?;
        let mut sse =
            Sse::connect(&stack.gateway.url(accepted["stream_url"].as_str().unwrap()), &token("alice"), None).await?;
        let events = sse.until_terminal(WAIT).await?;
        let done = events.last().unwrap();
        assert_eq!(done.event, "done", "{done:?}");
        reported.push(done.data["usage"].clone());
        alice.wait_messages(&conv, "the stored answer", |m| m.len() == 2).await?;
        convs.push(conv);
    }
    let sum = |k: &str| reported.iter().map(|u| u[k].as_i64().unwrap()).sum::<i64>();
    let cost: f64 = reported.iter().map(|u| u["cost_usd"].as_f64().unwrap()).sum();
    assert!(sum("input_tokens") > 0 && sum("output_tokens") > 0);
    let expected_totals = json!({
        "input_tokens": sum("input_tokens"), "output_tokens": sum("output_tokens"),
        "cache_read_tokens": sum("cache_read_tokens"), "cache_write_tokens": sum("cache_write_tokens"),
        "cost_usd": cost, "turns": 2,
    });
    let (status, usage) = alice.get("/v1/usage").await?;
    assert_eq!(status, 200, "{usage}");
    assert_eq!(usage["user_id"], "alice");
    assert_eq!(usage["conversations"], 2);
    assert_eq!(usage["totals"], expected_totals);
    let today = chrono::Utc::now().date_naive().to_string();
    let mut day = expected_totals.clone();
    day["date"] = json!(today);
    assert_eq!(usage["days"], json!([day]), "{usage}");
    assert_eq!(usage["since"], (chrono::Utc::now() - chrono::Duration::days(29)).date_naive().to_string());

    // A deleted conversation's turns were still paid for.
    let (status, _) = alice.send(reqwest::Method::DELETE, &format!("/v1/conversations/{}", convs[0]), None).await?;
    assert_eq!(status, 204);
    let (_, after) = alice.get("/v1/usage?days=1").await?;
    assert_eq!(after["totals"], expected_totals);
    assert_eq!(after["since"], today);

    // Nobody else's.
    let (_, other) = bob.get("/v1/usage").await?;
    assert_eq!(
        other["totals"],
        json!({"input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "cost_usd": 0.0, "turns": 0})
    );
    assert_eq!((other["conversations"].as_i64(), other["days"].as_array().map(Vec::len)), (Some(0), Some(0)));
    for bad in ["days=0", "days=367", "days=x", "from=1"] {
        let (status, body) = alice.get(&format!("/v1/usage?{bad}")).await?;
        assert!(status == 422 || status == 400, "{bad}: {status} {body}");
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_is_served_with_its_policy_and_cache_headers() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions::new(SCRIPT)).await?;
    let base = &stack.gateway.base;
    let page = http().get(format!("{base}/")).send().await?;
    assert_eq!(page.status(), 200);
    let h = page.headers().clone();
    let csp = h[header::CONTENT_SECURITY_POLICY].to_str()?.to_string();
    for directive in
        ["default-src 'none'", "script-src 'self';", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'"]
    {
        assert!(csp.contains(directive), "{csp} lacks {directive}");
    }
    assert!(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"), "{csp}");
    assert_eq!((h["x-content-type-options"].to_str()?, h["x-frame-options"].to_str()?), ("nosniff", "DENY"));
    assert_eq!(h[header::CACHE_CONTROL], "no-cache");
    let html = page.text().await?;
    assert!(html.contains(r#"<script type="module" src="/assets/js/app.js">"#), "{html}");
    let etag = h[header::ETAG].to_str()?.to_string();
    let again = http().get(format!("{base}/")).header(header::IF_NONE_MATCH, &etag).send().await?;
    assert_eq!(again.status(), 304);
    assert_eq!(again.bytes().await?.len(), 0);

    let js = http().get(format!("{base}/assets/js/app.js")).header(header::ACCEPT_ENCODING, "gzip").send().await?;
    assert_eq!((js.status().as_u16(), js.headers()[header::CONTENT_ENCODING].to_str()?), (200, "gzip"));
    assert_eq!(js.headers()[header::CONTENT_TYPE], "text/javascript; charset=utf-8");
    assert_eq!(js.headers()[header::VARY], "accept-encoding");
    let plain = http().get(format!("{base}/assets/js/app.js")).send().await?;
    assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
    assert!(plain.text().await?.contains("import"));
    let vendor = http().get(format!("{base}/assets/vendor/marked-18.2.1.esm.min.js")).send().await?;
    assert_eq!(vendor.headers()[header::CACHE_CONTROL], "public, max-age=31536000, immutable");
    let head = http().head(format!("{base}/assets/app.css")).send().await?;
    assert_eq!(
        (head.status().as_u16(), head.headers()[header::CONTENT_TYPE].to_str()?),
        (200, "text/css; charset=utf-8")
    );
    for missing in ["/assets/nope.js", "/assets/vendor/update.sh", "/assets/vendor/VERSIONS", "/assets/../Cargo.toml"] {
        let r = http().get(format!("{base}{missing}")).send().await?;
        assert_eq!(r.status(), 404, "{missing}");
    }
    let licence = http().get(format!("{base}/assets/vendor/LICENSE-lightweight-charts")).send().await?;
    assert!(licence.text().await?.contains("Apache License"));
    Ok(())
}
