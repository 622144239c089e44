//! Every ghz config in deploy/loadtest/ghz names a method that exists in the
//! platform's descriptor set (what server reflection serves), targets that
//! service's default port, and carries data that decodes into the method's
//! request type — so a config cannot rot silently when a proto changes.

mod deploy_support;

use std::collections::BTreeSet;

use anyhow::{Context, bail};
use deploy_support::{default_ports, repo_root};
use prost_reflect::{DescriptorPool, DynamicMessage, MethodDescriptor};
use serde_json::Value;

fn pool() -> anyhow::Result<DescriptorPool> {
    let mut pool = DescriptorPool::decode(barb_common::proto::FILE_DESCRIPTOR_SET)?;
    pool.decode_file_descriptor_set(tonic_health::pb::FILE_DESCRIPTOR_SET)?;
    Ok(pool)
}

fn method(pool: &DescriptorPool, call: &str) -> anyhow::Result<MethodDescriptor> {
    let (svc, m) =
        call.rsplit_once('/').or_else(|| call.rsplit_once('.')).context("call must be package.Service/Method")?;
    let svc = pool.get_service_by_name(svc).with_context(|| format!("no service {svc} in the descriptor set"))?;
    let found = svc.methods().find(|x| x.name() == m);
    found.with_context(|| format!("{} has no method {m}", svc.full_name()))
}

/// ghz's placeholders replaced by sample values, as a run would.
fn render(text: &str) -> String {
    text.replace("{{.RequestNumber}}", "7")
        .replace("{{.WorkerID}}", "1")
        .replace("{{newUUID}}", "0b5e7c1a-6a8e-4f43-9a8c-1f2d3e4c5b6a")
        .replace("{{.UUID}}", "0b5e7c1a-6a8e-4f43-9a8c-1f2d3e4c5b6a")
        .replace("{{.TimestampUnix}}", "1700000000")
}

/// The binary serving a package, for the port check.
fn binary_for(package: &str) -> Option<&'static str> {
    match package {
        "barb.query.v1" => Some("query-engine"),
        "barb.backtest.v1" => Some("backtest"),
        "barb.receipts.v1" => Some("receipts-query"),
        "barb.chat.v1" => Some("chat-orchestrator"),
        _ => None,
    }
}

fn check_config(pool: &DescriptorPool, name: &str, cfg: &Value) -> anyhow::Result<String> {
    let call = cfg["call"].as_str().context("\"call\" is required")?;
    let m = method(pool, call)?;
    if m.is_client_streaming() {
        bail!("{call} is client-streaming");
    }
    for key in ["proto", "protoset"] {
        if cfg.get(key).is_some() {
            bail!("configs use server reflection; drop \"{key}\"");
        }
    }
    if cfg["insecure"] != true {
        bail!("the services speak plaintext gRPC: set \"insecure\": true");
    }
    let host = cfg["host"].as_str().context("\"host\" is required")?;
    let port: u16 = host.rsplit_once(':').context("host:port")?.1.parse()?;
    if let Some(bin) = binary_for(m.parent_service().package_name()) {
        let (default, _) = default_ports(bin)?;
        if port != default {
            bail!("host {host}: {bin} listens on {default} by default");
        }
    }
    let bounded = cfg["total"].as_u64().is_some() || cfg["duration"].as_str().is_some();
    if !bounded || cfg["concurrency"].as_u64().is_none() || cfg["timeout"].as_str().is_none() {
        bail!("set total (or duration), concurrency and timeout explicitly");
    }
    let items: Vec<&Value> = match &cfg["data"] {
        Value::Array(a) if !a.is_empty() => a.iter().collect(),
        Value::Object(_) => vec![&cfg["data"]],
        other => bail!("data must be an object or a non-empty array, got {other}"),
    };
    for item in items {
        let text = render(&serde_json::to_string(item)?);
        let mut de = serde_json::Deserializer::from_str(&text);
        let msg = DynamicMessage::deserialize(m.input(), &mut de)
            .with_context(|| format!("data does not decode into {}", m.input().full_name()))?;
        // The embedded JSON documents (queries, tool inputs) must be valid JSON too.
        for field in ["query_json", "input_json"] {
            if let Some(v) = msg.get_field_by_name(field) {
                let s = v.as_str().unwrap_or_default();
                serde_json::from_str::<Value>(s).with_context(|| format!("{field} is not valid JSON: {s}"))?;
            }
        }
    }
    let _ = name;
    Ok(format!("{}/{}", m.parent_service().full_name(), m.name()))
}

fn configs() -> anyhow::Result<Vec<(String, Value)>> {
    let dir = repo_root().join("deploy/loadtest/ghz");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).with_context(|| format!("listing {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path)?;
            let v: Value = serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))?;
            out.push((path.file_name().unwrap_or_default().to_string_lossy().into_owned(), v));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

#[test]
fn every_config_calls_a_real_method_with_data_that_decodes() -> anyhow::Result<()> {
    let pool = pool()?;
    let mut calls = Vec::new();
    for (name, cfg) in configs()? {
        calls.push(check_config(&pool, &name, &cfg).with_context(|| format!("deploy/loadtest/ghz/{name}"))?);
    }
    let distinct: BTreeSet<&str> = calls.iter().map(String::as_str).collect();
    for required in [
        "grpc.health.v1.Health/Check",
        "barb.query.v1.QueryEngine/Execute",
        "barb.backtest.v1.Backtest/Run",
        "barb.receipts.v1.ReceiptsQuery/Query",
        "barb.chat.v1.ChatOrchestrator/StreamTurn",
    ] {
        assert!(distinct.contains(required), "no ghz config for {required}");
    }
    let execute_shapes = calls.iter().filter(|c| c.ends_with("QueryEngine/Execute")).count();
    assert!(execute_shapes >= 3, "several query shapes for Execute, found {execute_shapes}");
    Ok(())
}

#[test]
fn per_call_requirements_receipts_user_and_fresh_conversations() -> anyhow::Result<()> {
    let seeded = receipts_query::seed::user_id(1, 0).to_string();
    for (name, cfg) in configs()? {
        let call = cfg["call"].as_str().unwrap_or_default();
        if call.ends_with("ReceiptsQuery/Query") || call.ends_with("ReceiptsQuery/DescribeData") {
            assert_eq!(cfg["metadata"]["x-barb-user-id"], seeded.as_str(), "{name}: the first seeded user");
        }
        if call.ends_with("ChatOrchestrator/StreamTurn") {
            // A conversation runs one turn at a time: each call needs its own.
            let conv = cfg["data"]["conversation_id"].as_str().unwrap_or_default();
            assert!(conv.contains("{{"), "{name}: conversation_id must be a per-call placeholder, got {conv:?}");
            assert_eq!(cfg["data"]["user_id"], seeded.as_str(), "{name}: receipts questions need a seeded user");
        }
    }
    Ok(())
}

#[test]
fn a_broken_config_is_rejected() -> anyhow::Result<()> {
    let pool = pool()?;
    let good: Value = serde_json::json!({"call": "barb.query.v1.QueryEngine/Execute", "host": "127.0.0.1:50051",
        "insecure": true, "total": 1, "concurrency": 1, "timeout": "1s", "data": {"query_json": "{}"}});
    check_config(&pool, "good", &good)?;
    let mut bad_field = good.clone();
    bad_field["data"] = serde_json::json!({"query": "{}"});
    assert!(check_config(&pool, "x", &bad_field).is_err(), "unknown field");
    let mut bad_call = good.clone();
    bad_call["call"] = "barb.query.v1.QueryEngine/Run".into();
    assert!(check_config(&pool, "x", &bad_call).is_err(), "unknown method");
    let mut bad_port = good.clone();
    bad_port["host"] = "127.0.0.1:50052".into();
    assert!(check_config(&pool, "x", &bad_port).is_err(), "wrong port");
    let mut bad_json = good;
    bad_json["data"]["query_json"] = "{not json".into();
    assert!(check_config(&pool, "x", &bad_json).is_err(), "embedded JSON");
    Ok(())
}
