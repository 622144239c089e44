//! `barb secrets generate --dir DIR`: writes every secret the stack needs,
//! randomly generated, one file each (mode 0600), keeping files that already
//! exist — so the local scripts and the compose init service can run it on
//! every start and get fresh secrets only the first time. Kubernetes Secrets
//! are made from the same files (`--env` prints them as an env file for
//! `kubectl create secret generic … --from-env-file`).
//!
//! | file | used by | variable |
//! |---|---|---|
//! | `internal-auth-token` | every service | `INTERNAL_AUTH_TOKEN_FILE` |
//! | `user-assertion-signing-key` | gateway | `USER_ASSERTION_SIGNING_KEY_FILE` |
//! | `user-assertion-public-keys` | chat-orchestrator, receipts-query | `USER_ASSERTION_PUBLIC_KEYS_FILE` |
//! | `nats-orchestrator-password` | nats-server, chat-orchestrator | `NATS_ORCHESTRATOR_PASSWORD` / `NATS_PASSWORD_FILE` |
//! | `nats-gateway-password` | nats-server, gateway | `NATS_GATEWAY_PASSWORD` / `NATS_PASSWORD_FILE` |
//! | `jwt-hs256-secret` | gateway (development tokens) | `JWT_HS256_SECRET_FILE` |
//! | `api-key` | a first service-account key (`BOOTSTRAP_API_KEYS`) | |
//! | `postgres-password` | the PostgreSQL superuser (compose, local) | `POSTGRES_PASSWORD` |
//! | `pg-gateway-password` | the gateway's login `barb_gateway` | via `pgpass` |
//! | `pg-receipts-owner-password` | `barb_receipts_owner` (migrations, seeding) | via `pgpass` |
//! | `pg-receipts-query-password` | receipts-query's read-only login `barb_receipts_query` | via `pgpass` |
//! | `pgpass` | the three service logins above, libpq's format (`PGPASSFILE`) | `PGPASSFILE` |
//! | `tls/ca.pem` | every service: the trusted internal CA bundle | `INTERNAL_TLS_CA_FILE`, `NATS_TLS_CA_FILE` |
//! | `tls/ca-key.pem` | nobody at run time: issues the service certificates | |
//! | `tls/<service>.pem`, `tls/<service>-key.pem` | that service (and `nats`, and `ops` for operators' tools) | `INTERNAL_TLS_CERT_FILE`, `INTERNAL_TLS_KEY_FILE` |
//!
//! Service certificates are valid 90 days for the service's name,
//! `localhost`, `127.0.0.1` and, per `--namespace NS`, `<service>.NS.svc[.cluster.local]`;
//! `--rotate-tls` re-issues them from the same CA (running services pick the
//! new files up within `INTERNAL_TLS_RELOAD_MS`).

use std::{io::Write, os::unix::fs::OpenOptionsExt, path::PathBuf, process::ExitCode};

use anyhow::Context;

/// Arguments of `barb secrets`.
#[derive(clap::Args)]
pub struct SecretsArgs {
    #[command(subcommand)]
    command: SecretsCommand,
}

#[derive(clap::Subcommand)]
enum SecretsCommand {
    /// Writes missing secrets into DIR (existing files are kept).
    Generate {
        /// Directory for the secret files (created with mode 0700).
        #[arg(long)]
        dir: PathBuf,
        /// Also print the secrets as NAME=value lines (an env file; certificates are not printed).
        #[arg(long)]
        env: bool,
        /// Kubernetes namespace the service certificates are also valid in
        /// (`<service>.NS.svc`, `<service>.NS.svc.cluster.local`); repeatable.
        #[arg(long = "namespace")]
        namespaces: Vec<String>,
        /// Re-issue every service certificate from the existing CA (rotation).
        #[arg(long)]
        rotate_tls: bool,
    },
    /// Prints a user assertion signed with USER_ASSERTION_SIGNING_KEY[_FILE], for
    /// calling a service directly as that user (load tests, debugging).
    Assertion {
        /// The user id (`sub`).
        #[arg(long)]
        user: String,
        /// The conversation id (`conv`).
        #[arg(long, default_value = "direct")]
        conversation: String,
        /// The turn id (`turn`).
        #[arg(long, default_value = "direct")]
        turn: String,
        /// Audiences, comma-separated (chat-orchestrator, receipts-query).
        #[arg(long, default_value = "receipts-query")]
        aud: String,
    },
}

/// Makes one secret's value (given the directory, for values derived from another file).
type Maker = Box<dyn Fn(&std::path::Path) -> anyhow::Result<String>>;

/// The secret files, their variable names and how each is made.
fn secrets() -> Vec<(&'static str, &'static str, Maker)> {
    let token = || -> Maker { Box::new(|_: &std::path::Path| Ok(barb_common::secrets::random_token())) };
    let nats_password = || -> Maker { Box::new(|_: &std::path::Path| Ok(barb_common::secrets::nats_password())) };
    vec![
        ("internal-auth-token", "INTERNAL_AUTH_TOKEN", token()),
        ("nats-orchestrator-password", "NATS_ORCHESTRATOR_PASSWORD", nats_password()),
        ("nats-gateway-password", "NATS_GATEWAY_PASSWORD", nats_password()),
        ("jwt-hs256-secret", "JWT_HS256_SECRET", token()),
        ("api-key", "API_KEY", Box::new(|_| Ok(format!("barb_sk_{}", barb_common::secrets::random_token())))),
        ("postgres-password", "POSTGRES_PASSWORD", token()),
        ("pg-gateway-password", "PG_GATEWAY_PASSWORD", token()),
        ("pg-receipts-owner-password", "PG_RECEIPTS_OWNER_PASSWORD", token()),
        ("pg-receipts-query-password", "PG_RECEIPTS_QUERY_PASSWORD", token()),
        (
            // Derived from the three login passwords (libpq's format; host,
            // port and database are wildcards so one file serves every setup).
            "pgpass",
            "PGPASS",
            Box::new(|dir| {
                let mut out = String::new();
                for (role, file) in PG_LOGINS {
                    let pw = std::fs::read_to_string(dir.join(file))?;
                    out.push_str(&format!("*:*:*:{role}:{}\n", pw.trim()));
                }
                Ok(out.trim_end().to_string())
            }),
        ),
        (
            "user-assertion-signing-key",
            "USER_ASSERTION_SIGNING_KEY",
            Box::new(|_| Ok(barb_common::assertion::generate_keypair().0)),
        ),
        (
            // Derived from the signing key, so the two always match.
            "user-assertion-public-keys",
            "USER_ASSERTION_PUBLIC_KEYS",
            Box::new(|dir| {
                let private = std::fs::read_to_string(dir.join("user-assertion-signing-key"))?;
                let issuer = barb_common::assertion::Issuer::from_private_key(
                    private.trim(),
                    barb_common::assertion::DEFAULT_TTL,
                )
                .map_err(|e| anyhow::anyhow!("{e}"))?;
                Ok(issuer.public_key().to_string())
            }),
        ),
    ]
}

/// The PostgreSQL logins of the stack and their password files (`pgpass` lists them).
pub const PG_LOGINS: [(&str, &str); 3] = [
    ("barb_gateway", "pg-gateway-password"),
    ("barb_receipts_owner", "pg-receipts-owner-password"),
    ("barb_receipts_query", "pg-receipts-query-password"),
];

/// The identities that get a certificate: the five services, NATS (server
/// side of the NATS connection) and `ops` (operators' tools: loadgen, grpcurl).
pub const TLS_IDENTITIES: [&str; 7] =
    ["query-engine", "backtest", "receipts-query", "chat-orchestrator", "gateway", "nats", "ops"];

/// Writes a file with mode 0600, replacing it atomically when `replace`.
fn write_secret(path: &std::path::Path, value: &str, replace: bool) -> anyhow::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
        std::fs::set_permissions(parent, std::os::unix::fs::PermissionsExt::from_mode(0o700))?;
    }
    let tmp = path.with_extension("tmp");
    let _ = std::fs::remove_file(&tmp);
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(if replace { &tmp } else { path })
        .with_context(|| format!("writing {}", path.display()))?;
    f.write_all(value.as_bytes())?;
    if !value.ends_with('\n') {
        f.write_all(b"\n")?;
    }
    f.sync_all()?;
    if replace {
        std::fs::rename(&tmp, path)?;
    }
    Ok(())
}

/// The internal CA (kept once made) and a certificate per identity (made when
/// missing, or all re-issued with `rotate`). Returns how many files were written.
fn generate_tls(dir: &std::path::Path, namespaces: &[String], rotate: bool) -> anyhow::Result<usize> {
    use barb_common::certs::{CA_VALIDITY, Ca, LEAF_VALIDITY, service_hosts};
    let tls = dir.join("tls");
    let (ca_cert, ca_key) = (tls.join("ca.pem"), tls.join("ca-key.pem"));
    let mut written = 0;
    let ca = if ca_cert.exists() && ca_key.exists() {
        // The bundle may hold an older CA too (rotation); the signing CA is the last one.
        let bundle = std::fs::read_to_string(&ca_cert)?;
        let last = bundle.rfind("-----BEGIN CERTIFICATE-----").map(|i| &bundle[i..]).unwrap_or(&bundle);
        Ca::from_pem(last, &std::fs::read_to_string(&ca_key)?).with_context(|| format!("{}", ca_key.display()))?
    } else {
        anyhow::ensure!(
            !ca_cert.exists() && !ca_key.exists(),
            "{} holds half a CA: remove it to start over",
            tls.display()
        );
        let ca = Ca::generate(CA_VALIDITY)?;
        write_secret(&ca_key, &ca.key_pem(), false)?;
        write_secret(&ca_cert, ca.cert_pem(), false)?;
        written += 2;
        ca
    };
    let ns: Vec<&str> = namespaces.iter().map(String::as_str).collect();
    for id in TLS_IDENTITIES {
        let (cert, key) = (tls.join(format!("{id}.pem")), tls.join(format!("{id}-key.pem")));
        if cert.exists() && key.exists() && !rotate {
            continue;
        }
        let issued = ca.issue(id, &service_hosts(id, &ns), LEAF_VALIDITY)?;
        // Key first: a reader polling both never sees a new certificate with the old key for long.
        write_secret(&key, &issued.key_pem, true)?;
        write_secret(&cert, &issued.cert_pem, true)?;
        written += 2;
    }
    Ok(written)
}

/// Runs the subcommand.
pub fn run(args: SecretsArgs) -> anyhow::Result<ExitCode> {
    let (dir, env, namespaces, rotate_tls) = match args.command {
        SecretsCommand::Generate { dir, env, namespaces, rotate_tls } => (dir, env, namespaces, rotate_tls),
        SecretsCommand::Assertion { user, conversation, turn, aud } => {
            let issuer = barb_common::assertion::Issuer::from_env()?;
            let subject =
                barb_common::assertion::Subject { user_id: user, conversation_id: conversation, turn_id: turn };
            let audience: Vec<&str> = aud.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
            println!("{}", issuer.issue(&subject, &audience));
            return Ok(ExitCode::SUCCESS);
        }
    };
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    std::fs::set_permissions(&dir, std::os::unix::fs::PermissionsExt::from_mode(0o700))?;
    let mut created = 0;
    for (file, var, make) in secrets() {
        let path = dir.join(file);
        if !path.exists() {
            write_secret(&path, &make(&dir)?, false)?;
            created += 1;
        }
        if env && !std::fs::read_to_string(&path)?.trim().contains('\n') {
            println!("{var}={}", std::fs::read_to_string(&path)?.trim());
        }
    }
    created += generate_tls(&dir, &namespaces, rotate_tls)?;
    eprintln!("{created} new secret file(s) in {}", dir.display());
    Ok(ExitCode::SUCCESS)
}
