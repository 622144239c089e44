//! `barb loadgen`: the in-repo gRPC load generator, with ghz's core options
//! and report so results compare with ghz runs elsewhere (ghz itself cannot be
//! installed on a machine without Go).
//!
//! Any unary or server-streaming method of the platform can be called: the
//! request is built from JSON with the descriptor set embedded in the binary
//! (`barb_common::proto::FILE_DESCRIPTOR_SET`, plus `grpc.health.v1` for the
//! baseline `grpc.health.v1.Health/Check`) and sent as raw bytes. Every run is
//! bounded by `-n` (default 200), `-z` or `-x`, and targets only the address given.
//!
//! ```text
//! barb loadgen --call barb.query.v1.QueryEngine/Execute \
//!   -d '{"query_json":"{\"from\":\"daily\",\"period\":\"2024\",\"select\":\"count()\"}"}' \
//!   -c 8 -n 2000 127.0.0.1:50051
//! barb loadgen --config deploy/loadtest/ghz/query-engine-execute-scalar.json -z 30s --format json
//! ```

pub mod chat;
mod distribution;
mod method;
mod report;
mod runner;
mod settings;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;

use settings::{Format, Given};

/// Arguments of `barb loadgen` (ghz's names where ghz has the option).
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct LoadgenArgs {
    /// `chat`: the end-to-end chat load against gateway URLs (see `barb loadgen chat --help`).
    #[command(subcommand)]
    mode: Option<Mode>,
    /// Target `host:port` (plaintext gRPC), like ghz's positional host.
    host: Option<String>,
    /// Target address, as an alternative to the positional host.
    #[arg(long, conflicts_with = "host")]
    addr: Option<String>,
    /// Method: `package.Service/Method` (e.g. `grpc.health.v1.Health/Check`).
    #[arg(long)]
    call: Option<String>,
    /// Request data as JSON (an object, or an array of objects sent round-robin).
    /// Placeholders: `{{.RequestNumber}}`, `{{.WorkerID}}`, `{{.UUID}}`/`{{newUUID}}`, `{{.TimestampUnix}}`.
    #[arg(short = 'd', long)]
    data: Option<String>,
    /// File holding the request data JSON.
    #[arg(short = 'D', long = "data-file", conflicts_with = "data")]
    data_file: Option<PathBuf>,
    /// Request metadata: `key=value` (repeatable) or a JSON object.
    #[arg(short = 'm', long)]
    metadata: Vec<String>,
    /// Requests in flight at once (default 50).
    #[arg(short = 'c', long)]
    concurrency: Option<usize>,
    /// Total requests (default 200 unless -z is given).
    #[arg(short = 'n', long)]
    total: Option<u64>,
    /// Run for this long, e.g. `30s`, `10m`; -n is then ignored (as in ghz).
    #[arg(short = 'z', long)]
    duration: Option<String>,
    /// Stop a run of -n requests after this long at the latest.
    #[arg(short = 'x', long = "max-duration")]
    max_duration: Option<String>,
    /// Rate limit in requests per second over all workers.
    #[arg(short = 'r', long)]
    rps: Option<f64>,
    /// HTTP/2 connections shared by the workers (default 1).
    #[arg(long)]
    connections: Option<usize>,
    /// Deadline of each call (default 20s).
    #[arg(short = 't', long)]
    timeout: Option<String>,
    /// Connection timeout (default 10s).
    #[arg(long = "connect-timeout")]
    connect_timeout: Option<String>,
    /// Plaintext connection (the default without --cacert; accepted for ghz compatibility).
    #[arg(long)]
    insecure: bool,
    /// CA bundle for the server's certificate: connect with TLS.
    #[arg(long)]
    cacert: Option<PathBuf>,
    /// Client certificate (mTLS; with --key), e.g. the `ops` one of `barb secrets generate`.
    #[arg(long)]
    cert: Option<PathBuf>,
    /// The client certificate's private key.
    #[arg(long)]
    key: Option<PathBuf>,
    /// Server name its certificate must hold (default: the target host).
    #[arg(long)]
    cname: Option<String>,
    /// A ghz JSON config file; flags given on the command line override it.
    #[arg(long)]
    config: Option<PathBuf>,
    /// Name shown in the report.
    #[arg(long)]
    name: Option<String>,
    /// Report format: `summary` (default) or `json`.
    #[arg(short = 'O', long)]
    format: Option<String>,
    /// Write the report to this file instead of stdout.
    #[arg(short = 'o', long)]
    output: Option<PathBuf>,
    /// List every callable method and exit.
    #[arg(long)]
    list: bool,
}

/// Other loads than a gRPC method.
#[derive(clap::Subcommand, Debug)]
pub enum Mode {
    /// Simulated chat users against gateway URLs: open streams, turns, cancels, resumes, verified end to end.
    Chat(Box<chat::ChatArgs>),
}

impl LoadgenArgs {
    fn given(&self) -> anyhow::Result<Given> {
        let dur = |s: &Option<String>, flag: &str| {
            s.as_deref().map(settings::parse_duration).transpose().with_context(|| flag.to_string())
        };
        Ok(Given {
            host: self.host.clone().or_else(|| self.addr.clone()),
            call: self.call.clone(),
            data: self.data.as_deref().map(|d| serde_json::from_str(d).context("-d is not valid JSON")).transpose()?,
            data_file: self.data_file.clone(),
            metadata: settings::parse_metadata(&self.metadata)?,
            concurrency: self.concurrency,
            total: self.total,
            duration: dur(&self.duration, "-z")?,
            max_duration: dur(&self.max_duration, "-x")?,
            rps: self.rps,
            connections: self.connections,
            timeout: dur(&self.timeout, "--timeout")?,
            connect_timeout: dur(&self.connect_timeout, "--connect-timeout")?,
            name: self.name.clone(),
            format: self.format.as_deref().map(settings::parse_format).transpose()?,
            output: self.output.clone(),
            cacert: self.cacert.clone(),
            cert: self.cert.clone(),
            key: self.key.clone(),
            cname: self.cname.clone(),
        })
    }
}

/// Runs the load and prints the report; exit 0 when the run itself worked
/// (failed calls are reported, not fatal: read the status distribution).
pub fn run(args: LoadgenArgs) -> anyhow::Result<ExitCode> {
    if let Some(Mode::Chat(chat)) = args.mode {
        return chat::run(*chat);
    }
    let pool = method::descriptor_pool()?;
    if args.list {
        for m in method::list_methods(&pool) {
            println!("{m}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let _ = args.insecure;
    let from_file = match &args.config {
        Some(p) => settings::read_config(p)?,
        None => Given::default(),
    };
    let opts = from_file.merged_with(args.given()?).resolve()?;
    let desc = method::resolve(&pool, &opts.call)?;
    let path = method::path_of(&desc)?;
    let requests = method::Requests::build(&desc.input(), &opts.data)?;

    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    let mut result = rt.block_on(async {
        let channels = runner::connect(&opts).await?;
        runner::run(&opts, channels, path, desc.is_server_streaming(), requests).await
    })?;
    let stats = report::stats(&mut result);
    let text = match opts.format {
        Format::Summary => report::summary(&opts, &result, &stats),
        Format::Json => serde_json::to_string_pretty(&report::json_report(&opts, &result, &stats))? + "\n",
    };
    match &opts.output {
        Some(p) => std::fs::write(p, text).with_context(|| format!("writing {}", p.display()))?,
        None => print!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}
