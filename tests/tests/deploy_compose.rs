//! docker-compose.yml against the code: every variable set for a Barb service
//! is one that binary reads (derived from the sources, so this cannot drift),
//! ports match the binaries' defaults, and the stack is wired as the README
//! says (healthchecks, mock LLM by default, gateway on 8080, one-shot data and
//! seeding before the services that need them).

mod deploy_support;

use std::collections::BTreeMap;

use anyhow::Context;
use deploy_support::{binary_crates, default_ports, read_yaml, repo_root, vars_in_source, vars_read_by};
use serde_json::Value;

/// The ports the platform documents; `default_ports` reads them from the code.
const DOCUMENTED: [(&str, u16, Option<u16>); 5] = [
    ("query-engine", 50051, Some(9151)),
    ("backtest", 50052, Some(9152)),
    ("receipts-query", 50053, Some(9153)),
    ("chat-orchestrator", 50054, Some(9154)),
    ("gateway", 8080, Some(9155)),
];

fn compose() -> anyhow::Result<Value> {
    read_yaml(&repo_root().join("docker-compose.yml"))
}

/// The Barb binary a compose service runs: the command's first word, or the
/// word after `sh -c` for shell one-liners (`… || barb gen-data …` → barb).
fn binary_of(svc: &Value) -> Option<String> {
    let cmd: Vec<&str> = svc["command"].as_array()?.iter().filter_map(Value::as_str).collect();
    let known = binary_crates();
    let first = *cmd.first()?;
    if known.contains_key(first) {
        return Some(first.to_string());
    }
    let script = cmd.last()?;
    script
        .split(|c: char| c.is_whitespace() || c == ';' || c == '|' || c == '&')
        .find(|w| known.contains_key(w))
        .map(str::to_string)
}

fn barb_services(doc: &Value) -> anyhow::Result<BTreeMap<String, (String, Value)>> {
    let services = doc["services"].as_object().context("no services")?;
    let mut out = BTreeMap::new();
    for (name, svc) in services {
        if svc.get("build").is_some() || svc["image"].as_str().is_some_and(|i| i.starts_with("barb-platform")) {
            let bin = binary_of(svc).with_context(|| format!("service {name} runs no Barb binary"))?;
            out.insert(name.clone(), (bin, svc.clone()));
        }
    }
    Ok(out)
}

fn port_of(addr: &str) -> Option<u16> {
    addr.rsplit_once(':')?.1.trim_end_matches('/').parse().ok()
}

#[test]
fn var_scanner_finds_calls_and_clap_env_only() {
    let src = r#"
        let a = config::var("DATABASE_URL");
        let b = config::millis_or(
            "TOOL_TIMEOUT_MS",
            10,
        );
        #[arg(long, env = "BARB_INSTRUMENTS")]
        let e = EnvFilter::try_from_env("RUST_LOG");
        let not_a_var = "NOT_READ";
        let lower = var("lowercase");
    "#;
    let vars = vars_in_source(src);
    for v in ["DATABASE_URL", "TOOL_TIMEOUT_MS", "BARB_INSTRUMENTS", "RUST_LOG"] {
        assert!(vars.contains(v), "{v} missing from {vars:?}");
    }
    assert!(!vars.contains("NOT_READ"));
    assert!(!vars.contains("lowercase"));
}

#[test]
fn documented_ports_are_the_binaries_defaults() -> anyhow::Result<()> {
    for (bin, port, metrics) in DOCUMENTED {
        assert_eq!(default_ports(bin)?, (port, metrics), "{bin}");
    }
    Ok(())
}

#[test]
fn every_variable_set_is_read_by_its_service() -> anyhow::Result<()> {
    let doc = compose()?;
    let services = barb_services(&doc)?;
    assert!(services.len() >= 5, "the five services at least: {:?}", services.keys());
    for (name, (bin, svc)) in &services {
        let read = vars_read_by(bin)?;
        for core in ["LOG_FORMAT", "RUST_LOG"] {
            assert!(read.contains(core), "the scanner lost {core} for {bin}: {read:?}");
        }
        let env = svc["environment"].as_object().with_context(|| format!("{name}: environment must be a mapping"))?;
        for key in env.keys() {
            // `X_FILE` is read wherever secret `X` is (barb_common::secrets::read).
            let base = key.strip_suffix("_FILE").filter(|b| read.contains(*b));
            assert!(
                read.contains(key) || base.is_some(),
                "{name} ({bin}) sets {key}, which {bin} never reads; it reads {read:?}"
            );
        }
    }
    Ok(())
}

#[test]
fn services_listen_on_their_default_ports_with_healthchecks() -> anyhow::Result<()> {
    let doc = compose()?;
    let services = barb_services(&doc)?;
    for (bin, port, metrics) in DOCUMENTED {
        let (name, (_, svc)) =
            services.iter().find(|(_, (b, _))| b == bin).with_context(|| format!("no compose service runs {bin}"))?;
        let env = &svc["environment"];
        assert_eq!(env["LISTEN_ADDR"].as_str().and_then(port_of), Some(port), "{name} LISTEN_ADDR");
        match metrics {
            Some(m) => assert_eq!(env["METRICS_ADDR"].as_str().and_then(port_of), Some(m), "{name} METRICS_ADDR"),
            None => assert!(env.get("METRICS_ADDR").is_none(), "{name}: metrics are on the HTTP port"),
        }
        let ports: Vec<&str> =
            svc["ports"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
        assert!(!ports.is_empty(), "{name} publishes no port");
        for p in &ports {
            // [ip:]host:container — the container side must be the default port.
            assert_eq!(p.rsplit(':').next().and_then(|c| c.parse().ok()), Some(port), "{name} port mapping {p}");
        }
        let test: Vec<&str> = svc["healthcheck"]["test"]
            .as_array()
            .with_context(|| format!("{name} has no healthcheck"))?
            .iter()
            .filter_map(Value::as_str)
            .collect();
        let joined = test.join(" ");
        if bin == "gateway" {
            assert!(joined.contains(&format!("127.0.0.1:{port}/readyz")), "{name} healthcheck {joined}");
        } else {
            // The gRPC port speaks mTLS only; the probe uses the plaintext
            // health-only port, bound to the container's loopback.
            let health = env["HEALTH_ADDR"].as_str().with_context(|| format!("{name}: no HEALTH_ADDR"))?;
            assert!(health.starts_with("127.0.0.1:"), "{name}: the health port stays inside the container: {health}");
            assert_eq!(test.get(1..3), Some(&["barb", "health"][..]), "{name} healthcheck {joined}");
            assert!(joined.contains(&format!("http://{health}")), "{name} healthcheck {joined} vs {health}");
        }
    }
    let gw = &doc["services"]["gateway"];
    assert!(gw["ports"].as_array().is_some_and(|a| a.iter().any(|p| p == "8080:8080")), "gateway published on 8080");
    Ok(())
}

#[test]
fn stack_wiring_mock_llm_data_and_dependencies() -> anyhow::Result<()> {
    let doc = compose()?;
    let s = &doc["services"];
    // Infrastructure: JetStream with a volume, Postgres with a healthcheck.
    let nats_cmd: Vec<&str> = s["nats"]["command"]
        .as_array()
        .context("nats command")?
        .iter()
        .filter_map(Value::as_str)
        .flat_map(str::split_whitespace)
        .collect();
    assert!(nats_cmd.contains(&"-js"), "NATS runs with JetStream");
    assert!(s["nats"]["volumes"].as_array().is_some_and(|v| !v.is_empty()));
    assert!(s["postgres"]["healthcheck"]["test"].is_array());
    assert!(s["postgres"]["volumes"].as_array().is_some_and(|v| !v.is_empty()));
    // Mock LLM unless the caller says otherwise.
    let llm = s["chat-orchestrator"]["environment"]["LLM_PROVIDER"].as_str().unwrap_or("");
    assert!(llm == "mock" || llm.ends_with(":-mock}"), "LLM_PROVIDER defaults to mock, got {llm:?}");
    // Data and seeding run once before the services that need them.
    for (svc, one_shot) in
        [("query-engine", "market-data"), ("backtest", "market-data"), ("receipts-query", "receipts-seed")]
    {
        assert_eq!(
            s[svc]["depends_on"][one_shot]["condition"], "service_completed_successfully",
            "{svc} waits for {one_shot}"
        );
        assert_eq!(s[one_shot]["restart"], "no", "{one_shot} is a one-shot");
    }
    // Callers reach the engines by service name on the default ports.
    let orch = &s["chat-orchestrator"]["environment"];
    assert_eq!(orch["QUERY_ENGINE_ADDR"], "http://query-engine:50051");
    assert_eq!(orch["BACKTEST_ADDR"], "http://backtest:50052");
    assert_eq!(orch["RECEIPTS_ADDR"], "http://receipts-query:50053");
    assert_eq!(s["gateway"]["environment"]["ORCHESTRATOR_ADDR"], "http://chat-orchestrator:50054");
    assert_eq!(s["gateway"]["environment"]["QUERY_ENGINE_ADDR"], "http://query-engine:50051");
    // receipts and gateway keep separate databases (each has its own sqlx history).
    let db = |svc: &str| {
        s[svc]["environment"]["DATABASE_URL"].as_str().and_then(|u| u.rsplit('/').next()).map(str::to_string)
    };
    assert_ne!(db("receipts-query"), db("gateway"));
    assert_eq!(db("receipts-query"), db("receipts-seed"));
    // Every volume used by name is declared.
    let declared = doc["volumes"].as_object().context("volumes")?;
    for (name, svc) in s.as_object().context("services")? {
        for v in svc["volumes"].as_array().into_iter().flatten().filter_map(Value::as_str) {
            let src = v.split(':').next().unwrap_or("");
            if !src.starts_with('.') && !src.starts_with('/') {
                assert!(declared.contains_key(src), "{name} uses undeclared volume {src}");
            } else {
                assert!(repo_root().join(src).exists(), "{name} mounts missing file {src}");
            }
        }
    }
    Ok(())
}

#[test]
fn the_generated_api_key_belongs_to_the_first_seeded_receipts_user() -> anyhow::Result<()> {
    let doc = compose()?;
    let cmd: Vec<&str> =
        doc["services"]["gateway"]["command"].as_array().context("command")?.iter().filter_map(Value::as_str).collect();
    let script = cmd.last().context("script")?;
    let keys = script.split("BOOTSTRAP_API_KEYS=\"").nth(1).context("BOOTSTRAP_API_KEYS in the gateway command")?;
    let (user, key) = keys.split_once('=').context("user=key")?;
    assert_eq!(user, receipts_query::seed::user_id(1, 0).to_string());
    assert!(key.starts_with("$$(cat /run/barb-secrets/api-key)"), "the key is the generated one: {key}");
    Ok(())
}

#[test]
fn no_secret_is_in_the_file_and_every_service_authenticates() -> anyhow::Result<()> {
    let doc = compose()?;
    let text = std::fs::read_to_string(repo_root().join("docker-compose.yml"))?;
    for public in ["barb_sk_local_development_key", "change-me", "do_not_use"] {
        assert!(!text.contains(public), "docker-compose.yml still holds {public:?}");
    }
    let s = &doc["services"];
    let secrets_cmd: Vec<&str> =
        s["secrets"]["command"].as_array().context("secrets")?.iter().filter_map(Value::as_str).collect();
    assert_eq!(secrets_cmd[..3], ["barb", "secrets", "generate"], "a one-shot generates the secrets");
    for (name, (bin, svc)) in barb_services(&doc)? {
        if bin == "barb" {
            continue;
        }
        let env = &svc["environment"];
        let token = env["INTERNAL_AUTH_TOKEN_FILE"].as_str().with_context(|| format!("{name}: no internal token"))?;
        assert!(token.starts_with("/run/barb-secrets/"), "{name}: {token}");
        assert!(env.get("INTERNAL_AUTH_TOKEN").is_none() && env.get("BARB_INSECURE_DEV").is_none(), "{name}");
        if matches!(bin.as_str(), "chat-orchestrator" | "gateway") {
            assert_eq!(env["NATS_USER"].as_str(), Some(if bin == "gateway" { "gateway" } else { "orchestrator" }));
            assert!(env["NATS_PASSWORD_FILE"].as_str().is_some_and(|p| p.starts_with("/run/barb-secrets/")), "{name}");
        }
        if matches!(bin.as_str(), "chat-orchestrator" | "receipts-query") {
            assert!(env["USER_ASSERTION_PUBLIC_KEYS_FILE"].is_string(), "{name} verifies user assertions");
        }
    }
    assert!(s["gateway"]["environment"]["USER_ASSERTION_SIGNING_KEY_FILE"].is_string());
    // NATS runs the repository's locked-down config (server.conf includes
    // nats.conf) with the generated passwords.
    let nats: Vec<&str> = s["nats"]["command"].as_array().context("nats")?.iter().filter_map(Value::as_str).collect();
    let script = nats.join(" ");
    assert!(script.contains("-c /etc/nats/server.conf") && script.contains("-js"), "{script}");
    assert!(script.contains("NATS_ORCHESTRATOR_PASSWORD=") && script.contains("NATS_GATEWAY_PASSWORD="), "{script}");
    let mounts = s["nats"]["volumes"].as_array().context("nats volumes")?;
    assert!(mounts.iter().any(|m| m == "./deploy/nats/nats.conf:/etc/nats/nats.conf:ro"), "{mounts:?}");
    assert!(mounts.iter().any(|m| m == "./deploy/nats/server.conf:/etc/nats/server.conf:ro"), "{mounts:?}");
    Ok(())
}

/// The shell words of a service's `command` (one-liners split on whitespace).
fn command_words(svc: &Value) -> Vec<String> {
    svc["command"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .flat_map(str::split_whitespace)
        .map(str::to_string)
        .collect()
}

#[test]
fn every_hop_is_mutual_tls_and_nats_requires_client_certificates() -> anyhow::Result<()> {
    let doc = compose()?;
    let s = &doc["services"];
    for (name, (bin, svc)) in barb_services(&doc)? {
        if bin == "barb" {
            continue;
        }
        let env = &svc["environment"];
        let file = |k: &str| env[k].as_str().map(str::to_string).with_context(|| format!("{name}: no {k}"));
        assert_eq!(file("INTERNAL_TLS_CA_FILE")?, "/run/barb-secrets/tls/ca.pem", "{name}");
        assert_eq!(
            file("INTERNAL_TLS_CERT_FILE")?,
            format!("/run/barb-secrets/tls/{bin}.pem"),
            "{name}: its own identity"
        );
        assert_eq!(file("INTERNAL_TLS_KEY_FILE")?, format!("/run/barb-secrets/tls/{bin}-key.pem"), "{name}");
        if matches!(bin.as_str(), "chat-orchestrator" | "gateway") {
            assert_eq!(file("NATS_TLS_CA_FILE")?, "/run/barb-secrets/tls/ca.pem", "{name}");
            assert_eq!(file("NATS_TLS_CERT_FILE")?, format!("/run/barb-secrets/tls/{bin}.pem"), "{name}");
        }
    }
    let nats = command_words(&s["nats"]);
    for flag in ["--tlsverify", "--tlscert", "--tlskey", "--tlscacert"] {
        assert!(nats.iter().any(|w| w == flag), "nats runs without {flag}: {nats:?}");
    }
    Ok(())
}

#[test]
fn databases_and_monitoring_have_no_public_credentials() -> anyhow::Result<()> {
    let doc = compose()?;
    let s = &doc["services"];
    let text = std::fs::read_to_string(repo_root().join("docker-compose.yml"))?;
    // PostgreSQL: no password in the file, the superuser's comes from the secrets volume.
    let pg = &s["postgres"];
    assert!(pg["environment"]["POSTGRES_PASSWORD"].is_null(), "POSTGRES_PASSWORD is a literal");
    let pg_cmd = command_words(pg).join(" ");
    assert!(pg_cmd.contains("POSTGRES_PASSWORD=$$(cat /run/barb-secrets/postgres-password)"), "{pg_cmd}");
    for login in ["PG_GATEWAY_PASSWORD", "PG_RECEIPTS_OWNER_PASSWORD", "PG_RECEIPTS_QUERY_PASSWORD"] {
        assert!(pg_cmd.contains(&format!("{login}=$$(cat /run/barb-secrets/")), "{login} is not generated: {pg_cmd}");
    }
    // Every database URL names a login without a password, and a private password file.
    for (name, svc) in s.as_object().context("services")? {
        let env = &svc["environment"];
        let Some(url) = env["DATABASE_URL"].as_str() else { continue };
        let userinfo = url.strip_prefix("postgres://").and_then(|r| r.split_once('@')).map(|(u, _)| u);
        let user = userinfo.with_context(|| format!("{name}: DATABASE_URL {url} names no login"))?;
        assert!(!user.contains(':'), "{name}: a password in DATABASE_URL ({url})");
        assert!(!matches!(user, "postgres" | "barb"), "{name} logs in as a superuser ({user})");
        assert_eq!(env["PGPASSFILE"], "/run/barb-secrets/pgpass", "{name}");
    }
    // The role script sets passwords from variables only, never a literal.
    let init = std::fs::read_to_string(repo_root().join("deploy/docker/postgres-init.sql"))?;
    let code: String = init.lines().filter(|l| !l.trim_start().starts_with("--")).collect::<Vec<_>>().join("\n");
    assert!(!code.to_uppercase().contains("PASSWORD '"), "a literal password in postgres-init.sql");
    for var in ["gateway_password", "receipts_owner_password", "receipts_query_password"] {
        assert!(code.contains(&format!("PASSWORD :'{var}'")), "postgres-init.sql does not set {var}");
    }
    assert!(!code.contains("SUPERUSER"), "no service role is a superuser");
    // NATS monitoring: no port published or opened on the network; the server config binds it to loopback.
    let nats = command_words(&s["nats"]);
    assert!(!nats.iter().any(|w| w == "-m" || w == "--http_port"), "monitoring port on all interfaces: {nats:?}");
    assert!(nats.windows(2).any(|w| w == ["-c", "/etc/nats/server.conf"]), "{nats:?}");
    let server_conf = std::fs::read_to_string(repo_root().join("deploy/nats/server.conf"))?;
    assert!(server_conf.contains("include ./nats.conf"), "server.conf keeps the locked-down users");
    let http = server_conf.lines().find(|l| l.trim_start().starts_with("http:")).context("monitoring address")?;
    assert!(http.contains("127.0.0.1:"), "monitoring must be loopback only: {http}");
    assert!(s["nats"]["ports"].is_null(), "NATS ports are not published");
    assert!(!text.contains("barb_receipts_query:barb_receipts_query"), "role password equal to its name");
    Ok(())
}

/// Compose durations: `50s`, `1m30s`, `1500ms`.
fn compose_duration_ms(text: &str) -> anyhow::Result<u64> {
    let mut total = 0;
    let mut num = String::new();
    let mut chars = text.trim().chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            num.push(c);
            continue;
        }
        let n: u64 = num.parse().with_context(|| format!("duration {text:?}"))?;
        num.clear();
        total += match c {
            'h' => n * 3_600_000,
            'm' if chars.peek() == Some(&'s') => {
                chars.next();
                n
            }
            'm' => n * 60_000,
            's' => n * 1000,
            _ => anyhow::bail!("duration {text:?}"),
        };
    }
    anyhow::ensure!(num.is_empty(), "duration {text:?} has no unit");
    Ok(total)
}

#[test]
fn stop_grace_periods_cover_each_services_shutdown() -> anyhow::Result<()> {
    assert_eq!(compose_duration_ms("1m30s")?, 90_000);
    assert_eq!(compose_duration_ms("1500ms")?, 1500);
    let doc = compose()?;
    for (name, (bin, svc)) in barb_services(&doc)? {
        if bin == "barb" {
            continue;
        }
        let env = &svc["environment"];
        let budget = deploy_support::shutdown_budget_ms(&bin, &|var| {
            env[var].as_str().map(str::to_string).or_else(|| env[var].as_u64().map(|n| n.to_string()))
        })?;
        // Compose's default is 10 s.
        let grace = svc["stop_grace_period"].as_str().map(compose_duration_ms).transpose()?.unwrap_or(10_000);
        assert!(grace > budget, "{name}: stop_grace_period {grace} ms must exceed its shutdown ({budget} ms)");
        if bin == "chat-orchestrator" {
            assert!(budget >= 40_000, "the orchestrator's budget includes the turn drain and the handover: {budget}");
        }
    }
    Ok(())
}
