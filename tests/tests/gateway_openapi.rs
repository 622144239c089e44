//! The gateway's OpenAPI document against the running gateway: every
//! documented operation is called on a real stack, every status it answers
//! must be documented for that operation, and every JSON body (and every
//! chat event's data) is validated against the schema the document gives it
//! (JSON Schema 2020-12, formats checked). The test fails if an operation is
//! never called, so a new route needs a call here too. That the document and
//! the router list the same operations is checked by the gateway's unit tests.

mod console_support;
mod gateway_support;

use std::collections::{BTreeMap, BTreeSet};

use anyhow::{Context, bail};
use console_support::{Call, Reply, Stack, StackOptions, send};
use gateway_support::{Sse, WAIT, token};
use reqwest::{Method, header};
use serde_json::{Value, json};

const SCRIPT: &str = r#"{
  "latency_ms": 10,
  "tokens_per_second": 40,
  "chars_per_token": 4,
  "rules": [
    {"name": "slow", "any": ["slow"], "rounds": [{"text": "This answer takes its time on purpose, so that the test can try to start a second turn while it runs and then cancel it. It goes on about nothing in particular: the weather, the tape, the quiet hours before the open, the noise after it, and the long drift of the afternoon session until the close, when everyone goes home and the charts sit still until the evening session starts again."}]},
    {"name": "range", "rounds": [
      {"text": "Computing.", "tool_calls": [{"name": "run_query", "input": {"query": {"from": "daily", "period": "last_5", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Mean range"}}]},
      {"text": "The mean range was {{after.0.Result:}} points."}
    ]}
  ]
}"#;

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// The document, its validators and which operations the test called.
struct Contract {
    doc: Value,
    validators: BTreeMap<String, jsonschema::Validator>,
    called: BTreeSet<(String, String)>,
    checked: usize,
}

impl Contract {
    async fn load(base: &str) -> anyhow::Result<Self> {
        let r = send(base, Call::new(Method::GET, "/openapi.json")).await?;
        anyhow::ensure!(r.status == 200, "openapi.json: {}", r.status);
        Ok(Self { doc: r.body, validators: BTreeMap::new(), called: BTreeSet::new(), checked: 0 })
    }

    /// Validates `instance` against `schema` (which may `$ref` the document's components).
    fn validate(&mut self, what: &str, schema: &Value, instance: &Value) -> anyhow::Result<()> {
        let key = schema.to_string();
        if !self.validators.contains_key(&key) {
            let root = json!({"$ref": "#/components/schemas/__root", "components": {"schemas": {
                "__root": schema}}});
            let mut root = root;
            for (name, s) in self.doc["components"]["schemas"].as_object().context("schemas")? {
                root["components"]["schemas"][name] = s.clone();
            }
            let v = jsonschema::draft202012::options()
                .should_validate_formats(true)
                .build(&root)
                .map_err(|e| anyhow::anyhow!("schema for {what} does not compile: {e}"))?;
            self.validators.insert(key.clone(), v);
        }
        let errors: Vec<String> =
            self.validators[&key].iter_errors(instance).map(|e| format!("{} at {}", e, e.instance_path())).collect();
        if !errors.is_empty() {
            bail!("{what}: body does not match its schema:\n  {}\nbody: {instance:.600}", errors.join("\n  "));
        }
        self.checked += 1;
        Ok(())
    }

    fn operation(&self, method: &str, template: &str) -> anyhow::Result<Value> {
        let op = &self.doc["paths"][template][method];
        anyhow::ensure!(op.is_object(), "{method} {template} is not documented");
        Ok(op.clone())
    }

    /// Checks a response of `method template`: status documented, content type and body as documented.
    fn check(&mut self, method: &str, template: &str, r: &Reply) -> anyhow::Result<()> {
        let op = self.operation(method, template)?;
        let what = format!("{} {template} → {}", method.to_uppercase(), r.status);
        let doc = op["responses"][r.status.to_string()].clone();
        anyhow::ensure!(doc.is_object(), "{what}: status not documented (body {:.300})", r.body);
        let ctype = r.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
        match doc["content"].as_object() {
            None => anyhow::ensure!(r.body.is_null(), "{what}: undocumented body {:.200}", r.body),
            Some(content) => {
                let media = ctype.split(';').next().unwrap_or("").trim();
                let entry = content.get(media).with_context(|| {
                    format!("{what}: content type {ctype:?} not among {:?}", content.keys().collect::<Vec<_>>())
                })?;
                if media == "application/json" {
                    self.validate(&what, &entry["schema"], &r.body)?;
                } else if let Some(schema) = entry.get("schema") {
                    self.validate(&what, schema, &r.body)?;
                }
            }
        }
        self.called.insert((method.to_string(), template.to_string()));
        Ok(())
    }

    /// Sends `call` (its path is the concrete path of `template`) and checks the answer; returns it.
    async fn call(&mut self, base: &str, template: &str, call: Call<'_>, want: u16) -> anyhow::Result<Reply> {
        let method = call.method.as_str().to_ascii_lowercase();
        let path = call.path.to_string();
        let r = send(base, call).await?;
        anyhow::ensure!(r.status == want, "{method} {path}: expected {want}, got {} {:.300}", r.status, r.body);
        self.check(&method, template, &r)?;
        Ok(r)
    }

    fn uncalled(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (path, item) in self.doc["paths"].as_object().unwrap() {
            for m in item.as_object().unwrap().keys().filter(|k| METHODS.contains(&k.as_str())) {
                if !self.called.contains(&(m.clone(), path.clone())) {
                    out.push(format!("{m} {path}"));
                }
            }
        }
        out
    }
}

fn get(path: &str) -> Call<'_> {
    Call::new(Method::GET, path)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_operation_answers_what_the_document_says() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions::new(SCRIPT)).await?;
    let base = stack.gateway.base.clone();
    let mut c = Contract::load(&base).await?;
    // The validator is not vacuous: a missing field, an extra field and a bad format all fail.
    let conversation = json!({"$ref": "#/components/schemas/Conversation"});
    let good = json!({"id": uuid::Uuid::new_v4(), "title": "t", "instrument": "NQ", "active_turn_id": null,
        "usage": {"input_tokens": 0, "output_tokens": 0, "cache_read_tokens": 0, "cache_write_tokens": 0, "total_cost": 0.0, "message_count": 0},
        "created_at": "2024-03-01T10:00:00Z", "updated_at": "2024-03-01T10:00:00Z"});
    c.validate("self-check", &conversation, &good)?;
    for (field, value) in [
        ("title", Value::Null),
        ("id", json!("not-a-uuid")),
        ("created_at", json!("yesterday")),
        ("bindings", json!([])),
    ] {
        let mut bad = good.clone();
        bad[field] = value;
        anyhow::ensure!(
            c.validate("self-check", &conversation, &bad).is_err(),
            "{field} = {} passed validation",
            bad[field]
        );
    }
    let mut bad = good.clone();
    bad.as_object_mut().unwrap().remove("usage");
    anyhow::ensure!(c.validate("self-check", &conversation, &bad).is_err(), "a missing field passed validation");
    let before = c.checked;
    let alice = token("alice");
    let bearer = alice.as_str();

    // Operations and the console.
    c.call(&base, "/healthz", get("/healthz"), 200).await?;
    c.call(&base, "/readyz", get("/readyz"), 200).await?;
    // Metrics are on the internal listener only: not an operation of the public API.
    let metrics = send(&base, get("/metrics")).await?;
    anyhow::ensure!(metrics.status == 404, "/metrics answered {} on the public port", metrics.status);
    c.call(&base, "/openapi.json", get("/openapi.json"), 200).await?;
    let page = c.call(&base, "/", get("/"), 200).await?;
    let etag = page.headers[header::ETAG].to_str()?.to_string();
    c.call(&base, "/", Call { headers: vec![("if-none-match", &etag)], ..get("/") }, 304).await?;
    c.call(&base, "/assets/{path}", get("/assets/js/app.js"), 200).await?;
    c.call(&base, "/assets/{path}", get("/assets/app.css"), 200).await?;
    c.call(&base, "/assets/{path}", get("/assets/missing.js"), 404).await?;

    // Sessions.
    let signed = c
        .call(
            &base,
            "/v1/session",
            Call { body: Some(json!({"token": alice})), ..Call::new(Method::POST, "/v1/session") },
            201,
        )
        .await?;
    let set_cookie = signed.headers[header::SET_COOKIE].to_str()?.to_string();
    let cookie = set_cookie.split(';').next().unwrap().trim_start_matches("barb_session=").to_string();
    let csrf = signed.body["csrf_token"].as_str().unwrap().to_string();
    c.call(
        &base,
        "/v1/session",
        Call { body: Some(json!({"token": "nope"})), ..Call::new(Method::POST, "/v1/session") },
        401,
    )
    .await?;
    c.call(
        &base,
        "/v1/session",
        Call { body: Some(json!({"token": ""})), ..Call::new(Method::POST, "/v1/session") },
        422,
    )
    .await?;
    c.call(
        &base,
        "/v1/session",
        Call { body: Some(json!({"token": "x", "more": 1})), ..Call::new(Method::POST, "/v1/session") },
        400,
    )
    .await?;
    c.call(&base, "/v1/session", Call { cookie: Some(&cookie), ..get("/v1/session") }, 200).await?;
    c.call(&base, "/v1/session", get("/v1/session"), 401).await?;

    // Conversations.
    let conv = c
        .call(
            &base,
            "/v1/conversations",
            Call {
                bearer: Some(bearer),
                body: Some(json!({"instrument": "nq"})),
                ..Call::new(Method::POST, "/v1/conversations")
            },
            201,
        )
        .await?
        .body["id"]
        .as_str()
        .unwrap()
        .to_string();
    c.call(
        &base,
        "/v1/conversations",
        Call {
            bearer: Some(bearer),
            body: Some(json!({"instrument": "N Q"})),
            ..Call::new(Method::POST, "/v1/conversations")
        },
        422,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations",
        Call { body: Some(json!({})), ..Call::new(Method::POST, "/v1/conversations") },
        401,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations",
        Call { cookie: Some(&cookie), body: Some(json!({})), ..Call::new(Method::POST, "/v1/conversations") },
        403,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations",
        Call {
            cookie: Some(&cookie),
            csrf: Some(&csrf),
            body: Some(json!({})),
            ..Call::new(Method::POST, "/v1/conversations")
        },
        201,
    )
    .await?;
    c.call(&base, "/v1/conversations", Call { bearer: Some(bearer), ..get("/v1/conversations?limit=1") }, 200).await?;
    c.call(&base, "/v1/conversations", Call { bearer: Some(bearer), ..get("/v1/conversations?limit=0") }, 422).await?;
    c.call(&base, "/v1/conversations", Call { bearer: Some(bearer), ..get("/v1/conversations?limit=x") }, 400).await?;
    let conv_path = format!("/v1/conversations/{conv}");
    let missing = format!("/v1/conversations/{}", uuid::Uuid::new_v4());
    c.call(&base, "/v1/conversations/{id}", Call { bearer: Some(bearer), ..get(&conv_path) }, 200).await?;
    c.call(&base, "/v1/conversations/{id}", Call { bearer: Some(bearer), ..get(&missing) }, 404).await?;

    // A turn: 202, its events (each validated), the stored messages.
    let msgs = format!("{conv_path}/messages");
    let accepted = c
        .call(
            &base,
            "/v1/conversations/{id}/messages",
            Call {
                bearer: Some(bearer),
                body: Some(json!({"message": "What was the range?"})),
                ..Call::new(Method::POST, &msgs)
            },
            202,
        )
        .await?;
    c.call(
        &base,
        "/v1/conversations/{id}/messages",
        Call { bearer: Some(bearer), body: Some(json!({"message": " "})), ..Call::new(Method::POST, &msgs) },
        422,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations/{id}/messages",
        Call {
            bearer: Some(bearer),
            body: Some(json!({"message": "x"})),
            ..Call::new(Method::POST, &format!("{missing}/messages"))
        },
        404,
    )
    .await?;
    let events_doc = c.operation("get", "/v1/conversations/{id}/events")?;
    anyhow::ensure!(events_doc["responses"]["200"]["content"]["text/event-stream"].is_object());
    let mut sse = Sse::connect(&stack.gateway.url(accepted.body["stream_url"].as_str().unwrap()), &alice, None).await?;
    let events = sse.until_terminal(WAIT).await?;
    let mut names = BTreeSet::new();
    for ev in &events {
        let schema = events_doc["x-events"][&ev.event].clone();
        anyhow::ensure!(schema.is_object(), "event {} is not documented", ev.event);
        c.validate(&format!("event {}", ev.event), &schema, &ev.data)?;
        names.insert(ev.event.clone());
    }
    for name in ["title_update", "text_delta", "tool_start", "tool_end", "data_block", "done"] {
        anyhow::ensure!(names.contains(name), "the turn produced no {name}: {names:?}");
    }
    c.called.insert(("get".into(), "/v1/conversations/{id}/events".into()));
    let events_path = format!("{conv_path}/events");
    c.call(
        &base,
        "/v1/conversations/{id}/events",
        Call { bearer: Some(bearer), headers: vec![("last-event-id", "garbage")], ..get(&events_path) },
        400,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations/{id}/events",
        Call { bearer: Some(bearer), ..get(&format!("{missing}/events")) },
        404,
    )
    .await?;
    gateway_support::Api::new(&base, &alice).wait_messages(&conv, "the stored answer", |m| m.len() == 2).await?;
    let page =
        c.call(&base, "/v1/conversations/{id}/messages", Call { bearer: Some(bearer), ..get(&msgs) }, 200).await?;
    let assistant = &page.body["items"][1];
    anyhow::ensure!(
        assistant["tool_calls"].as_array().is_some_and(|t| !t.is_empty()) && assistant["usage"].is_object(),
        "{assistant}"
    );
    c.call(
        &base,
        "/v1/conversations/{id}/messages",
        Call { bearer: Some(bearer), ..get(&format!("{msgs}?cursor=bogus")) },
        422,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations/{id}/messages",
        Call { bearer: Some(bearer), ..get(&format!("{missing}/messages")) },
        404,
    )
    .await?;

    // A slow turn: 409 for a second one, cancel (200), unknown turn (404).
    let slow = c
        .call(
            &base,
            "/v1/conversations/{id}/messages",
            Call {
                bearer: Some(bearer),
                body: Some(json!({"message": "a slow one"})),
                ..Call::new(Method::POST, &msgs)
            },
            202,
        )
        .await?;
    c.call(
        &base,
        "/v1/conversations/{id}/messages",
        Call { bearer: Some(bearer), body: Some(json!({"message": "another"})), ..Call::new(Method::POST, &msgs) },
        409,
    )
    .await?;
    let cancel = format!("/v1/turns/{}/cancel", slow.body["turn_id"].as_str().unwrap());
    c.call(
        &base,
        "/v1/turns/{id}/cancel",
        Call { bearer: Some(bearer), body: Some(json!({})), ..Call::new(Method::POST, &cancel) },
        200,
    )
    .await?;
    c.call(
        &base,
        "/v1/turns/{id}/cancel",
        Call {
            bearer: Some(bearer),
            body: Some(json!({})),
            ..Call::new(Method::POST, &format!("/v1/turns/{}/cancel", uuid::Uuid::new_v4()))
        },
        404,
    )
    .await?;
    gateway_support::Api::new(&base, &alice).wait_messages(&conv, "the cancelled answer", |m| m.len() == 4).await?;
    c.call(&base, "/v1/conversations/{id}/messages", Call { bearer: Some(bearer), ..get(&msgs) }, 200).await?;

    // Market data and usage.
    c.call(&base, "/v1/instruments", Call { bearer: Some(bearer), ..get("/v1/instruments?q=nq") }, 200).await?;
    c.call(
        &base,
        "/v1/instruments",
        Call { bearer: Some(bearer), ..get(&format!("/v1/instruments?q={}", "x".repeat(70))) },
        422,
    )
    .await?;
    c.call(&base, "/v1/instruments", Call { bearer: Some(bearer), ..get("/v1/instruments?nope=1") }, 400).await?;
    c.call(
        &base,
        "/v1/instruments/{symbol}/bars",
        Call { bearer: Some(bearer), ..get("/v1/instruments/NQ/bars?timeframe=1h&period=2024-03-05") },
        200,
    )
    .await?;
    c.call(
        &base,
        "/v1/instruments/{symbol}/bars",
        Call { bearer: Some(bearer), ..get("/v1/instruments/NQ/bars?limit=2") },
        200,
    )
    .await?;
    c.call(
        &base,
        "/v1/instruments/{symbol}/bars",
        Call { bearer: Some(bearer), ..get("/v1/instruments/ZZ/bars") },
        404,
    )
    .await?;
    c.call(
        &base,
        "/v1/instruments/{symbol}/bars",
        Call { bearer: Some(bearer), ..get("/v1/instruments/NQ/bars?timeframe=7q") },
        422,
    )
    .await?;
    c.call(
        &base,
        "/v1/instruments/{symbol}/bars",
        Call { bearer: Some(bearer), ..get("/v1/instruments/NQ/bars?limit=-1") },
        400,
    )
    .await?;
    c.call(&base, "/v1/usage", Call { bearer: Some(bearer), ..get("/v1/usage") }, 200).await?;
    c.call(&base, "/v1/usage", Call { bearer: Some(bearer), ..get("/v1/usage?days=0") }, 422).await?;

    // WebSocket: a plain GET is refused; a real upgrade switches protocols.
    c.call(&base, "/v1/ws", Call { bearer: Some(bearer), ..get("/v1/ws") }, 400).await?;
    let mut req = tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(format!(
        "{}/v1/ws",
        base.replace("http", "ws")
    ))?;
    req.headers_mut().insert("authorization", format!("Bearer {alice}").parse()?);
    let (_socket, resp) = tokio_tungstenite::connect_async(req).await?;
    let upgraded =
        Reply { status: resp.status().as_u16(), headers: reqwest::header::HeaderMap::new(), body: Value::Null };
    c.check("get", "/v1/ws", &upgraded)?;

    // Deleting, then signing out.
    c.call(
        &base,
        "/v1/conversations/{id}",
        Call { bearer: Some(bearer), ..Call::new(Method::DELETE, &conv_path) },
        204,
    )
    .await?;
    c.call(
        &base,
        "/v1/conversations/{id}",
        Call { bearer: Some(bearer), ..Call::new(Method::DELETE, &conv_path) },
        404,
    )
    .await?;
    c.call(&base, "/v1/session", Call { cookie: Some(&cookie), ..Call::new(Method::DELETE, "/v1/session") }, 403)
        .await?;
    c.call(
        &base,
        "/v1/session",
        Call { cookie: Some(&cookie), csrf: Some(&csrf), ..Call::new(Method::DELETE, "/v1/session") },
        204,
    )
    .await?;

    let uncalled = c.uncalled();
    anyhow::ensure!(uncalled.is_empty(), "operations this test never called: {uncalled:?}");
    anyhow::ensure!(c.checked - before > 60, "only {} bodies validated", c.checked - before);
    eprintln!("validated {} bodies of {} operations", c.checked - before, c.called.len());
    Ok(())
}
