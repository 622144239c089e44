//! `barb secrets`, run as the local scripts and the compose init service run
//! it: `generate` writes every secret once (private files in a private
//! directory, kept on later runs, a deleted one made again), the values are
//! accepted by a real service (the internal token by a query-engine started
//! from the file), and `assertion` signs a user assertion that the generated
//! public keys verify for the audiences asked for, and only those. The
//! internal CA and the service certificates it also writes are checked in
//! security_mtls.rs (`generated_secrets_are_private_and_their_certificates_work`).

use std::{collections::BTreeMap, os::unix::fs::PermissionsExt, process::Command, time::Duration};

use barb_common::{
    assertion::{AUD_ORCHESTRATOR, AUD_RECEIPTS, Verifier},
    proto::query::v1::{ListInstrumentsRequest, query_engine_client::QueryEngineClient},
};
use barb_tests::{ServiceProcess, binary_path, free_port, wait_for_grpc_health};

/// The files `generate` must write (the table in `services/cli/src/secrets.rs`).
const FILES: [(&str, &str); 11] = [
    ("internal-auth-token", "INTERNAL_AUTH_TOKEN"),
    ("nats-orchestrator-password", "NATS_ORCHESTRATOR_PASSWORD"),
    ("nats-gateway-password", "NATS_GATEWAY_PASSWORD"),
    ("jwt-hs256-secret", "JWT_HS256_SECRET"),
    ("api-key", "API_KEY"),
    ("user-assertion-signing-key", "USER_ASSERTION_SIGNING_KEY"),
    ("user-assertion-public-keys", "USER_ASSERTION_PUBLIC_KEYS"),
    ("postgres-password", "POSTGRES_PASSWORD"),
    ("pg-gateway-password", "PG_GATEWAY_PASSWORD"),
    ("pg-receipts-owner-password", "PG_RECEIPTS_OWNER_PASSWORD"),
    ("pg-receipts-query-password", "PG_RECEIPTS_QUERY_PASSWORD"),
];

fn generate(dir: &std::path::Path) -> anyhow::Result<BTreeMap<String, String>> {
    let out = Command::new(binary_path("barb")?).args(["secrets", "generate", "--env", "--dir"]).arg(dir).output()?;
    anyhow::ensure!(out.status.success(), "barb secrets generate: {}", String::from_utf8_lossy(&out.stderr));
    Ok(String::from_utf8(out.stdout)?
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect())
}

fn read(dir: &std::path::Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap().trim().to_string()
}

fn is_hex(s: &str, len: usize) -> bool {
    s.len() == len && s.bytes().all(|b| b.is_ascii_hexdigit())
}

#[test]
fn generate_writes_private_files_once_and_keeps_them() -> anyhow::Result<()> {
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("secrets");
    let env = generate(&dir)?;
    assert_eq!(std::fs::metadata(&dir)?.permissions().mode() & 0o777, 0o700, "the directory is private");
    for (file, var) in FILES {
        let meta = std::fs::metadata(dir.join(file))?;
        assert_eq!(meta.permissions().mode() & 0o777, 0o600, "{file} is readable by its owner only");
        assert_eq!(env.get(var).map(String::as_str), Some(read(&dir, file).as_str()), "--env prints {var} = {file}");
    }
    // Strong, well-formed values (256 random bits each, hex).
    assert!(is_hex(&read(&dir, "internal-auth-token"), 64));
    assert!(is_hex(&read(&dir, "jwt-hs256-secret"), 64));
    for file in ["postgres-password", "pg-gateway-password", "pg-receipts-owner-password", "pg-receipts-query-password"]
    {
        assert!(is_hex(&read(&dir, file), 64), "{file}");
    }
    assert!(read(&dir, "api-key").strip_prefix("barb_sk_").is_some_and(|h| is_hex(h, 64)));
    for file in ["nats-orchestrator-password", "nats-gateway-password"] {
        // nats-server reads `$VAR`s as config tokens: a hex value like 1e5… would parse as a number.
        let p = read(&dir, file);
        assert!(p.strip_prefix("nats_").is_some_and(|h| is_hex(h, 64)), "{file}: {p}");
    }
    let distinct: std::collections::BTreeSet<&String> = env.values().collect();
    assert_eq!(distinct.len(), env.len(), "every secret is its own random value");

    // A second run keeps every file; a deleted file is made again, alone.
    let again = generate(&dir)?;
    assert_eq!(again, env, "existing secrets are kept");
    std::fs::remove_file(dir.join("internal-auth-token"))?;
    let third = generate(&dir)?;
    assert_ne!(third["INTERNAL_AUTH_TOKEN"], env["INTERNAL_AUTH_TOKEN"]);
    for (_, var) in FILES.iter().filter(|(f, _)| *f != "internal-auth-token") {
        assert_eq!(third[*var], env[*var], "{var} is kept");
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_service_started_from_the_generated_token_accepts_it_and_refuses_others() -> anyhow::Result<()> {
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("secrets");
    generate(&dir)?;
    let port = free_port();
    let _qe = ServiceProcess::spawn(
        "query-engine",
        &[
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".into()),
            ("INTERNAL_AUTH_TOKEN_FILE", dir.join("internal-auth-token").display().to_string()),
        ],
    )?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, "barb.query.v1.QueryEngine", Duration::from_secs(90)).await?;
    let channel = barb_tests::identity::channel(&addr).await?;
    let call = |token: String| {
        let channel = channel.clone();
        async move {
            let mut req = tonic::Request::new(ListInstrumentsRequest {});
            req.metadata_mut().insert("authorization", format!("Bearer {token}").parse().unwrap());
            QueryEngineClient::new(channel).list_instruments(req).await
        }
    };
    let listed = call(read(&dir, "internal-auth-token")).await?.into_inner();
    assert!(!listed.instruments.is_empty(), "the generated token is the service's identity");
    let refused = call(read(&dir, "jwt-hs256-secret")).await.expect_err("another secret is not the token");
    assert_eq!(refused.code(), tonic::Code::Unauthenticated);
    Ok(())
}

#[test]
fn assertion_is_signed_with_the_generated_key_for_the_audiences_asked() -> anyhow::Result<()> {
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().join("secrets");
    generate(&dir)?;
    let out = Command::new(binary_path("barb")?)
        .args(["secrets", "assertion", "--user", "user-42", "--conversation", "c-1", "--turn", "t-1", "--aud"])
        .arg(format!("{AUD_RECEIPTS},{AUD_ORCHESTRATOR}"))
        .env("USER_ASSERTION_SIGNING_KEY_FILE", dir.join("user-assertion-signing-key"))
        .env_remove("USER_ASSERTION_SIGNING_KEY")
        .output()?;
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let token = String::from_utf8(out.stdout)?.trim().to_string();
    let verifier = Verifier::from_public_keys(&read(&dir, "user-assertion-public-keys"))?;
    for aud in [AUD_RECEIPTS, AUD_ORCHESTRATOR] {
        let claims = verifier.verify(&token, aud)?;
        assert_eq!((claims.sub.as_str(), claims.conv.as_str(), claims.turn.as_str()), ("user-42", "c-1", "t-1"));
        assert!(claims.exp > claims.iat, "{claims:?}");
    }
    assert!(verifier.verify(&token, "backtest").is_err(), "not valid for an audience it was not issued for");
    // Another stack's keys do not verify it.
    let other = tempfile::tempdir()?;
    generate(other.path())?;
    let foreign = Verifier::from_public_keys(&read(other.path(), "user-assertion-public-keys"))?;
    assert!(foreign.verify(&token, AUD_RECEIPTS).is_err());

    // Without a signing key the command fails with the variable's name.
    let missing = Command::new(binary_path("barb")?)
        .args(["secrets", "assertion", "--user", "u"])
        .env_remove("USER_ASSERTION_SIGNING_KEY")
        .env_remove("USER_ASSERTION_SIGNING_KEY_FILE")
        .output()?;
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("USER_ASSERTION_SIGNING_KEY"));
    Ok(())
}
