//! The run's settings: ghz's flags and ghz's JSON config file, merged (flags
//! win) and validated into one [`RunSettings`], so the same
//! `deploy/loadtest/ghz/*.json` files drive ghz elsewhere and `barb loadgen` here.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, bail, ensure};
use serde_json::{Map, Value};

/// Output format of the report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// ghz's human summary.
    Summary,
    /// ghz's JSON report.
    Json,
}

/// A validated run.
#[derive(Debug, Clone)]
pub struct RunSettings {
    /// `http://host:port`.
    pub addr: String,
    /// The method, as given.
    pub call: String,
    /// Request data: an object, or an array of objects sent round-robin.
    pub data: Value,
    /// Request metadata (values may hold placeholders).
    pub metadata: Vec<(String, String)>,
    /// Workers sending requests at once.
    pub concurrency: usize,
    /// Total requests; `None` when only the duration bounds the run.
    pub total: Option<u64>,
    /// Run length (`-z`, or `-x` with a total); `None` when only the total bounds it.
    pub duration: Option<Duration>,
    /// Rate limit over all workers.
    pub rps: Option<f64>,
    /// HTTP/2 connections the workers share.
    pub connections: usize,
    /// Deadline of each call.
    pub timeout: Duration,
    /// Connection timeout.
    pub connect_timeout: Duration,
    /// Name shown in the report.
    pub name: Option<String>,
    /// Report format.
    pub format: Format,
    /// Where the report goes (stdout when unset).
    pub output: Option<PathBuf>,
    /// TLS to the target (`--cacert`, with `--cert`/`--key` for mTLS); plaintext when `None`.
    pub tls: Option<LoadTls>,
}

/// TLS settings of a run (ghz's `--cacert`, `--cert`, `--key`, `--cname`).
#[derive(Debug, Clone)]
pub struct LoadTls {
    /// CA bundle trusted for the server's certificate.
    pub ca: PathBuf,
    /// Client certificate and key (mTLS, e.g. the `ops` identity of `barb secrets generate`).
    pub identity: Option<(PathBuf, PathBuf)>,
    /// Name the server's certificate must hold (default: the target host).
    pub server_name: Option<String>,
}

/// Settings as given on the command line or in a config file, before defaults.
#[derive(Debug, Default, Clone)]
pub struct Given {
    pub host: Option<String>,
    pub call: Option<String>,
    pub data: Option<Value>,
    pub data_file: Option<PathBuf>,
    pub metadata: Vec<(String, String)>,
    pub concurrency: Option<usize>,
    pub total: Option<u64>,
    pub duration: Option<Duration>,
    pub max_duration: Option<Duration>,
    pub rps: Option<f64>,
    pub connections: Option<usize>,
    pub timeout: Option<Duration>,
    pub connect_timeout: Option<Duration>,
    pub name: Option<String>,
    pub format: Option<Format>,
    pub output: Option<PathBuf>,
    pub cacert: Option<PathBuf>,
    pub cert: Option<PathBuf>,
    pub key: Option<PathBuf>,
    pub cname: Option<String>,
}

/// ghz's default total when neither `-n` nor `-z` is given.
pub const DEFAULT_TOTAL: u64 = 200;
/// Largest run length accepted, so every run stops by itself in reasonable time.
pub const MAX_DURATION: Duration = Duration::from_secs(24 * 3600);
const MAX_CONCURRENCY: usize = 10_000;
const MAX_TOTAL: u64 = 100_000_000;

/// Parses a Go-style duration: `500ms`, `10s`, `2m`, `1h`, `1m30s`, `1.5s`, `250us`.
pub fn parse_duration(text: &str) -> anyhow::Result<Duration> {
    let s = text.trim();
    ensure!(!s.is_empty(), "empty duration");
    let bad = || format!("invalid duration {text:?}: expected e.g. 500ms, 10s, 2m, 1m30s");
    let mut total = 0f64;
    let mut rest = s;
    while !rest.is_empty() {
        let num_len = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len());
        ensure!(num_len > 0, bad());
        let value: f64 = rest[..num_len].parse().with_context(bad)?;
        rest = &rest[num_len..];
        let unit_len = rest.find(|c: char| c.is_ascii_digit() || c == '.').unwrap_or(rest.len());
        let secs = match &rest[..unit_len] {
            "ns" => 1e-9,
            "us" | "µs" => 1e-6,
            "ms" => 1e-3,
            "s" => 1.0,
            "m" => 60.0,
            "h" => 3600.0,
            _ => bail!(bad()),
        };
        total += value * secs;
        rest = &rest[unit_len..];
    }
    ensure!(total.is_finite(), bad());
    Ok(Duration::from_secs_f64(total))
}

/// Parses `-m` values: `key=value`, or a JSON object of string values (ghz's form).
pub fn parse_metadata(items: &[String]) -> anyhow::Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    for item in items {
        let t = item.trim();
        if t.starts_with('{') {
            let obj: Map<String, Value> =
                serde_json::from_str(t).with_context(|| format!("metadata {t:?} is not a JSON object"))?;
            out.extend(metadata_object(&obj)?);
        } else {
            let (k, v) = t.split_once('=').with_context(|| format!("metadata {t:?} must be key=value"))?;
            out.push((k.trim().to_ascii_lowercase(), v.to_string()));
        }
    }
    for (k, _) in &out {
        ensure!(
            !k.is_empty() && k.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-_.".contains(&b)),
            "metadata key {k:?} is not a valid gRPC header name"
        );
        ensure!(!k.ends_with("-bin"), "binary metadata ({k}) is not supported");
    }
    Ok(out)
}

fn metadata_object(obj: &Map<String, Value>) -> anyhow::Result<Vec<(String, String)>> {
    obj.iter()
        .map(|(k, v)| match v {
            Value::String(s) => Ok((k.to_ascii_lowercase(), s.clone())),
            other => bail!("metadata value of {k:?} must be a string, got {other}"),
        })
        .collect()
}

fn duration_value(key: &str, v: &Value) -> anyhow::Result<Duration> {
    match v {
        Value::String(s) => parse_duration(s).with_context(|| format!("config key {key:?}")),
        // ghz reads a bare number of `timeout` as seconds in old configs.
        Value::Number(n) => Ok(Duration::from_secs_f64(n.as_f64().unwrap_or(-1.0).max(0.0))),
        other => bail!("config key {key:?} must be a duration like \"10s\", got {other}"),
    }
}

fn uint_value(key: &str, v: &Value) -> anyhow::Result<u64> {
    v.as_u64().with_context(|| format!("config key {key:?} must be a whole number, got {v}"))
}

/// Reads a ghz JSON config file. Keys ghz uses for things loadgen does not
/// need (`proto`, `protoset`, `import-paths`, `reflect-metadata`, `tags`,
/// `cpus`, `skipTLS`…) are accepted and ignored; unknown keys are an error.
pub fn read_config(path: &Path) -> anyhow::Result<Given> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let root: Value = serde_json::from_str(&text).with_context(|| format!("{} is not valid JSON", path.display()))?;
    let obj = root.as_object().with_context(|| format!("{} must hold a JSON object", path.display()))?;
    let base = path.parent().unwrap_or(Path::new("."));
    parse_config(obj, base).with_context(|| format!("in {}", path.display()))
}

/// Interprets a ghz config object; relative file paths are taken from `base`.
pub fn parse_config(obj: &Map<String, Value>, base: &Path) -> anyhow::Result<Given> {
    let mut g = Given::default();
    for (key, v) in obj {
        match key.as_str() {
            "call" => g.call = Some(v.as_str().context("\"call\" must be a string")?.to_string()),
            "host" => g.host = Some(v.as_str().context("\"host\" must be a string")?.to_string()),
            "insecure" | "skipTLS" => {}
            "c" | "concurrency" => g.concurrency = Some(uint_value(key, v)? as usize),
            "n" | "total" => g.total = Some(uint_value(key, v)?),
            "z" | "duration" => g.duration = Some(duration_value(key, v)?),
            "x" | "max-duration" => g.max_duration = Some(duration_value(key, v)?),
            "t" | "timeout" => g.timeout = Some(duration_value(key, v)?),
            "connect-timeout" => g.connect_timeout = Some(duration_value(key, v)?),
            "q" | "rps" => g.rps = Some(v.as_f64().with_context(|| format!("{key:?} must be a number"))?),
            "connections" => g.connections = Some(uint_value(key, v)? as usize),
            "d" | "data" => g.data = Some(v.clone()),
            "D" | "data-file" => g.data_file = Some(base.join(v.as_str().context("\"data-file\" must be a path")?)),
            "m" | "metadata" => g.metadata = metadata_object(v.as_object().context("\"metadata\" must be an object")?)?,
            "name" => g.name = Some(v.as_str().context("\"name\" must be a string")?.to_string()),
            "format" | "O" => g.format = Some(parse_format(v.as_str().context("\"format\" must be a string")?)?),
            "output" | "o" => g.output = Some(base.join(v.as_str().context("\"output\" must be a path")?)),
            "cacert" => g.cacert = Some(base.join(v.as_str().context("\"cacert\" must be a path")?)),
            "cert" => g.cert = Some(base.join(v.as_str().context("\"cert\" must be a path")?)),
            "key" => g.key = Some(base.join(v.as_str().context("\"key\" must be a path")?)),
            "cname" => g.cname = Some(v.as_str().context("\"cname\" must be a string")?.to_string()),
            "proto" | "protoset" | "import-paths" | "i" | "reflect-metadata" | "tags" | "cpus" | "authority"
            | "keepalive" | "enable-compression" | "count-errors" | "skipFirst" | "skip-first" | "lb-strategy"
            | "debug" => {}
            other => bail!("unknown ghz config key {other:?}"),
        }
    }
    Ok(g)
}

/// `summary` (ghz's default) or `json`.
pub fn parse_format(s: &str) -> anyhow::Result<Format> {
    match s.to_ascii_lowercase().as_str() {
        "summary" | "" => Ok(Format::Summary),
        "json" | "pretty" => Ok(Format::Json),
        other => bail!("format {other:?} is not supported: use summary or json"),
    }
}

/// Normalises `host:port`, `http://host:port` (or `https://…`, which needs
/// `--cacert`): plaintext unless TLS files are given, as with ghz's `--insecure`.
pub fn normalise_addr(host: &str) -> anyhow::Result<String> {
    let h = host.trim().trim_end_matches('/');
    ensure!(!h.is_empty(), "no target address: give host:port (positional) or --addr");
    let bare = h.strip_prefix("http://").or_else(|| h.strip_prefix("https://")).unwrap_or(h);
    ensure!(
        bare.rsplit_once(':').is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok()),
        "target {host:?} must be host:port, e.g. 127.0.0.1:50051"
    );
    Ok(format!("http://{bare}"))
}

impl Given {
    /// `over` wins wherever it says something.
    pub fn merged_with(self, over: Given) -> Given {
        Given {
            host: over.host.or(self.host),
            call: over.call.or(self.call),
            data: over.data.or(if over.data_file.is_some() { None } else { self.data }),
            data_file: over.data_file.or(self.data_file),
            metadata: if over.metadata.is_empty() { self.metadata } else { over.metadata },
            concurrency: over.concurrency.or(self.concurrency),
            total: over.total.or(self.total),
            duration: over.duration.or(self.duration),
            max_duration: over.max_duration.or(self.max_duration),
            rps: over.rps.or(self.rps),
            connections: over.connections.or(self.connections),
            timeout: over.timeout.or(self.timeout),
            connect_timeout: over.connect_timeout.or(self.connect_timeout),
            name: over.name.or(self.name),
            format: over.format.or(self.format),
            output: over.output.or(self.output),
            cacert: over.cacert.or(self.cacert),
            cert: over.cert.or(self.cert),
            key: over.key.or(self.key),
            cname: over.cname.or(self.cname),
        }
    }

    /// Applies ghz's defaults and checks every bound.
    pub fn resolve(self) -> anyhow::Result<RunSettings> {
        let addr = normalise_addr(self.host.as_deref().unwrap_or(""))?;
        let tls = match (self.cacert, self.cert, self.key) {
            (None, None, None) => {
                ensure!(
                    !self.host.as_deref().unwrap_or("").trim().starts_with("https://"),
                    "an https:// target needs --cacert (and --cert/--key for mTLS)"
                );
                None
            }
            (Some(ca), None, None) => Some(LoadTls { ca, identity: None, server_name: self.cname }),
            (Some(ca), Some(c), Some(k)) => Some(LoadTls { ca, identity: Some((c, k)), server_name: self.cname }),
            _ => bail!("TLS needs --cacert, and --cert with --key for a client certificate"),
        };
        let call = self.call.context("--call is required (e.g. --call barb.query.v1.QueryEngine/Execute)")?;
        let data = match (self.data, &self.data_file) {
            (Some(d), _) => d,
            (None, Some(p)) => {
                let text = std::fs::read_to_string(p).with_context(|| format!("reading data file {}", p.display()))?;
                serde_json::from_str(&text).with_context(|| format!("data file {} is not valid JSON", p.display()))?
            }
            (None, None) => Value::Object(Map::new()),
        };
        // As in ghz: -z runs for the duration and ignores -n; -x caps a run of -n requests.
        let (total, duration) = match (self.duration, self.max_duration) {
            (Some(z), _) => (None, Some(z)),
            (None, x) => (Some(self.total.unwrap_or(DEFAULT_TOTAL)), x),
        };
        if let Some(n) = total {
            ensure!((1..=MAX_TOTAL).contains(&n), "-n must be between 1 and {MAX_TOTAL}, got {n}");
        }
        if let Some(z) = duration {
            ensure!(!z.is_zero() && z <= MAX_DURATION, "-z/-x must be more than 0 and at most 24h, got {z:?}");
        }
        let concurrency = self.concurrency.unwrap_or(50);
        ensure!(
            (1..=MAX_CONCURRENCY).contains(&concurrency),
            "-c must be between 1 and {MAX_CONCURRENCY}, got {concurrency}"
        );
        let connections = self.connections.unwrap_or(1);
        ensure!(
            (1..=concurrency).contains(&connections),
            "--connections must be between 1 and the concurrency ({concurrency}), got {connections}"
        );
        if let Some(r) = self.rps {
            ensure!(r.is_finite() && r > 0.0, "--rps must be a positive number, got {r}");
        }
        let timeout = self.timeout.unwrap_or(Duration::from_secs(20));
        ensure!(
            !timeout.is_zero() && timeout <= Duration::from_secs(3600),
            "--timeout must be more than 0 and at most 1h"
        );
        let connect_timeout = self.connect_timeout.unwrap_or(Duration::from_secs(10));
        ensure!(!connect_timeout.is_zero(), "--connect-timeout must be more than 0");
        Ok(RunSettings {
            addr,
            call,
            data,
            metadata: self.metadata,
            concurrency,
            total,
            duration,
            rps: self.rps,
            connections,
            timeout,
            connect_timeout,
            name: self.name,
            format: self.format.unwrap_or(Format::Summary),
            output: self.output,
            tls,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_like_go() {
        assert_eq!(parse_duration("500ms").unwrap(), Duration::from_millis(500));
        assert_eq!(parse_duration("1m30s").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("1.5s").unwrap(), Duration::from_millis(1500));
        assert_eq!(parse_duration("2h").unwrap(), Duration::from_secs(7200));
        for bad in ["", "10", "s", "10x", "-1s", "1..2s"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn metadata_accepts_pairs_and_json() {
        let m = parse_metadata(&["x-barb-user-id=abc".into(), r#"{"Authorization":"Bearer t"}"#.into()]).unwrap();
        assert_eq!(m, vec![("x-barb-user-id".into(), "abc".into()), ("authorization".into(), "Bearer t".into())]);
        assert!(parse_metadata(&["novalue".into()]).is_err());
        assert!(parse_metadata(&["bad key=1".into()]).is_err());
        assert!(parse_metadata(&[r#"{"n":1}"#.into()]).is_err());
    }

    #[test]
    fn config_then_flags_then_defaults() {
        let cfg: Map<String, Value> = serde_json::from_str(
            r#"{"call":"grpc.health.v1.Health/Check","host":"127.0.0.1:1","total":10,"concurrency":2,
                "duration":"3s","timeout":"1s","data":{},"metadata":{"a":"b"},"insecure":true,"proto":"x.proto"}"#,
        )
        .unwrap();
        let g = parse_config(&cfg, Path::new(".")).unwrap();
        let flags = Given { total: Some(5), host: Some("http://127.0.0.1:2".into()), ..Default::default() };
        let o = g.merged_with(flags).resolve().unwrap();
        assert_eq!(o.addr, "http://127.0.0.1:2");
        assert_eq!((o.total, o.concurrency, o.connections), (None, 2, 1), "-z ignores -n, as in ghz");
        assert_eq!(o.duration, Some(Duration::from_secs(3)));
        assert_eq!(o.timeout, Duration::from_secs(1));
        assert_eq!(o.metadata, vec![("a".to_string(), "b".to_string())]);
        let unknown: Map<String, Value> = serde_json::from_str(r#"{"totl":1}"#).unwrap();
        assert!(parse_config(&unknown, Path::new(".")).is_err());
    }

    #[test]
    fn bounds_are_checked() {
        let base = || Given { host: Some("127.0.0.1:50051".into()), call: Some("x/y".into()), ..Default::default() };
        assert_eq!(base().resolve().unwrap().total, Some(DEFAULT_TOTAL));
        assert!(Given { concurrency: Some(0), ..base() }.resolve().is_err());
        assert!(Given { concurrency: Some(2), connections: Some(3), ..base() }.resolve().is_err());
        assert!(Given { total: Some(0), ..base() }.resolve().is_err());
        assert!(Given { rps: Some(0.0), ..base() }.resolve().is_err());
        assert!(Given { duration: Some(Duration::ZERO), ..base() }.resolve().is_err());
        assert!(Given { host: Some("https://x:1".into()), ..base() }.resolve().is_err());
        assert!(Given { host: Some("nohost".into()), ..base() }.resolve().is_err());
        assert!(Given { call: None, ..base() }.resolve().is_err());
        let z = Given { duration: Some(Duration::from_secs(1)), total: Some(9), ..base() }.resolve().unwrap();
        assert_eq!((z.total, z.duration), (None, Some(Duration::from_secs(1))), "-z runs for the duration");
        let x = Given { max_duration: Some(Duration::from_secs(1)), total: Some(9), ..base() }.resolve().unwrap();
        assert_eq!((x.total, x.duration), (Some(9), Some(Duration::from_secs(1))), "-x caps -n");
        assert!(Given { max_duration: Some(Duration::ZERO), ..base() }.resolve().is_err());
    }
}
