//! deploy/local/up.sh against the security defaults (issue 15): PostgreSQL
//! with password authentication and generated passwords (never `trust`, no
//! password in a URL), NATS on loopback with TLS and client certificates,
//! and every service with its own certificate and a health-only port for the
//! script's readiness checks. The script itself was run end to end (fresh and
//! from an older trust cluster); this keeps its text from drifting back.

mod deploy_support;

use deploy_support::repo_root;

fn script() -> String {
    std::fs::read_to_string(repo_root().join("deploy/local/up.sh")).expect("deploy/local/up.sh")
}

/// The script's command lines (comments dropped, `\` continuations joined).
fn commands(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let code = line.trim();
        if code.starts_with('#') {
            continue;
        }
        match code.strip_suffix('\\') {
            Some(head) => {
                current.push_str(head);
                current.push(' ');
            }
            None => {
                current.push_str(code);
                out.push(std::mem::take(&mut current));
            }
        }
    }
    out
}

#[test]
fn postgres_uses_generated_passwords_not_trust() {
    let cmds = commands(&script());
    let initdb: Vec<&String> = cmds.iter().filter(|c| c.contains(" initdb ")).collect();
    assert!(!initdb.is_empty(), "up.sh initialises a cluster");
    for c in &initdb {
        assert!(c.contains("-A scram-sha-256") && c.contains("--pwfile"), "initdb without passwords: {c}");
        assert!(!c.contains("trust"), "{c}");
    }
    // A cluster made by an older up.sh is converted, not left open.
    assert!(
        cmds.iter().any(|c| c.contains("sed -i") && c.contains("trust") && c.contains("scram-sha-256")),
        "a trust cluster is switched to scram-sha-256"
    );
    // Service logins: passwords from the secrets dir through PGPASSFILE, none in a URL.
    for c in cmds.iter().filter(|c| c.contains("postgres://")) {
        let userinfo = c.split("postgres://").nth(1).and_then(|r| r.split('@').next()).unwrap_or("");
        assert!(!userinfo.contains(':'), "a password in a database URL: {c}");
    }
    assert!(cmds.iter().any(|c| c.contains("export PGPASSFILE=\"$SECRETS/pgpass\"")));
    for var in ["gateway_password", "receipts_owner_password", "receipts_query_password"] {
        assert!(cmds.iter().any(|c| c.contains(&format!("-v {var}="))), "postgres-init.sql gets {var}");
    }
}

#[test]
fn nats_and_every_service_speak_tls() {
    let cmds = commands(&script());
    let nats = cmds.iter().find(|c| c.contains("nats-server -c")).expect("nats-server command");
    for flag in ["--tlsverify", "--tlscert", "--tlskey", "--tlscacert", "-a 127.0.0.1"] {
        assert!(nats.contains(flag), "nats-server without {flag}: {nats}");
    }
    let text = script();
    assert!(text.contains("HEALTH_PORT_BASE=${HEALTH_PORT_BASE:-50061}"), "health ports default to 50061…");
    for (svc, health) in [
        ("query-engine", "$QE_HEALTH"),
        ("backtest", "$BT_HEALTH"),
        ("receipts-query", "$RQ_HEALTH"),
        ("chat-orchestrator", "$CO_HEALTH"),
    ] {
        let start = cmds
            .iter()
            .find(|c| c.starts_with(&format!("start_service {svc} ")))
            .unwrap_or_else(|| panic!("no start_service {svc}"));
        assert!(start.contains(&format!("$(ident {svc})")), "{svc} has no certificate: {start}");
        assert!(start.contains(&format!("HEALTH_ADDR=127.0.0.1:{health}")), "{svc}: {start}");
        assert!(cmds.iter().any(|c| c == &format!("wait_grpc {svc} {health}")), "{svc} checked on its health port");
    }
    let gateway = cmds.iter().find(|c| c.starts_with("start_service gateway ")).expect("gateway");
    assert!(gateway.contains("$(ident gateway)") && gateway.contains("$(nats_tls gateway)"), "{gateway}");
    let common = text.split("COMMON=(").nth(1).and_then(|r| r.split(')').next()).expect("COMMON=(…)");
    assert!(common.contains("INTERNAL_TLS_CA_FILE=") && common.contains("INTERNAL_AUTH_TOKEN_FILE="), "{common}");
}
