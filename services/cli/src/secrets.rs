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
        /// Also print the secrets as NAME=value lines (an env file).
        #[arg(long)]
        env: bool,
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

/// Runs the subcommand.
pub fn run(args: SecretsArgs) -> anyhow::Result<ExitCode> {
    let (dir, env) = match args.command {
        SecretsCommand::Generate { dir, env } => (dir, env),
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
            let value = make(&dir)?;
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&path)
                .with_context(|| format!("writing {}", path.display()))?;
            writeln!(f, "{value}")?;
            created += 1;
        }
        if env {
            println!("{var}={}", std::fs::read_to_string(&path)?.trim());
        }
    }
    eprintln!("{created} new secret(s) in {}", dir.display());
    Ok(ExitCode::SUCCESS)
}
