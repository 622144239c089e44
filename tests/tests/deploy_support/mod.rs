//! Helpers shared by the `deploy_*` tests: YAML read into `serde_json::Value`
//! (with `<<` merge keys applied, as docker compose does), the repository
//! root, and the environment variables each binary reads, derived from the
//! sources so the checks cannot drift from the code.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use serde_json::{Map, Value};
use yaml_rust2::{Yaml, YamlLoader};

/// The workspace root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// Every document of a YAML file, as JSON values.
pub fn read_yaml_documents(path: &Path) -> anyhow::Result<Vec<Value>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let docs = YamlLoader::load_from_str(&text).with_context(|| format!("{} is not valid YAML", path.display()))?;
    docs.iter()
        .filter(|d| !matches!(d, Yaml::Null))
        .map(|d| to_json(d).with_context(|| format!("in {}", path.display())))
        .collect()
}

/// One YAML document as JSON.
pub fn read_yaml(path: &Path) -> anyhow::Result<Value> {
    let mut docs = read_yaml_documents(path)?;
    match docs.len() {
        1 => Ok(docs.remove(0)),
        n => bail!("{} holds {n} documents, expected 1", path.display()),
    }
}

fn key_text(k: &Yaml) -> anyhow::Result<String> {
    Ok(match k {
        Yaml::String(s) | Yaml::Real(s) => s.clone(),
        Yaml::Integer(i) => i.to_string(),
        Yaml::Boolean(b) => b.to_string(),
        other => bail!("unsupported mapping key {other:?}"),
    })
}

/// Converts a YAML node; `<<: *anchor` (or a list of anchors) merges the
/// anchored mappings under the keys the mapping does not set itself.
pub fn to_json(y: &Yaml) -> anyhow::Result<Value> {
    Ok(match y {
        Yaml::Null => Value::Null,
        Yaml::Boolean(b) => Value::Bool(*b),
        Yaml::Integer(i) => Value::from(*i),
        Yaml::Real(s) => s.parse::<f64>().map(Value::from).unwrap_or_else(|_| Value::String(s.clone())),
        Yaml::String(s) => Value::String(s.clone()),
        Yaml::Array(a) => Value::Array(a.iter().map(to_json).collect::<anyhow::Result<_>>()?),
        Yaml::Hash(h) => {
            let mut own = Map::new();
            let mut merged: Vec<Value> = Vec::new();
            for (k, v) in h {
                let key = key_text(k)?;
                if key == "<<" {
                    match to_json(v)? {
                        Value::Array(items) => merged.extend(items),
                        one => merged.push(one),
                    }
                } else {
                    own.insert(key, to_json(v)?);
                }
            }
            for m in merged {
                let Value::Object(m) = m else { bail!("a merge key must name a mapping") };
                for (k, v) in m {
                    own.entry(k).or_insert(v);
                }
            }
            Value::Object(own)
        }
        Yaml::Alias(_) | Yaml::BadValue => bail!("unresolved alias or bad value in YAML"),
    })
}

/// Binary name → crate directory, for every Barb binary.
pub fn binary_crates() -> BTreeMap<&'static str, &'static str> {
    BTreeMap::from([
        ("query-engine", "services/query-engine"),
        ("backtest", "services/backtest"),
        ("receipts-query", "services/receipts-query"),
        ("chat-orchestrator", "services/chat-orchestrator"),
        ("gateway", "services/gateway"),
        ("barb", "services/cli"),
    ])
}

/// Internal crate name → directory: every `[workspace.dependencies]` entry
/// of the root manifest with a `path`, so a new crate is picked up without
/// editing this list.
pub fn internal_crates() -> anyhow::Result<BTreeMap<String, String>> {
    let manifest = repo_root().join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).with_context(|| format!("reading {}", manifest.display()))?;
    let doc: toml::Table = text.parse().with_context(|| format!("parsing {}", manifest.display()))?;
    let deps = doc
        .get("workspace")
        .and_then(|w| w.get("dependencies"))
        .and_then(|d| d.as_table())
        .context("the root manifest has no [workspace.dependencies]")?;
    Ok(deps
        .iter()
        .filter_map(|(name, dep)| dep.get("path").and_then(|p| p.as_str()).map(|p| (name.clone(), p.to_string())))
        .collect())
}

/// The `[dependencies]` names of the crate in `dir` (normal dependencies only).
pub fn dependencies(dir: &str) -> anyhow::Result<BTreeSet<String>> {
    manifest_keys(dir, "dependencies")
}

/// The `[dev-dependencies]` names of the crate in `dir`.
pub fn dev_dependencies(dir: &str) -> anyhow::Result<BTreeSet<String>> {
    manifest_keys(dir, "dev-dependencies")
}

/// The keys of table `section` of the crate manifest in `dir` (none when it has no such table).
fn manifest_keys(dir: &str, section: &str) -> anyhow::Result<BTreeSet<String>> {
    let manifest = repo_root().join(dir).join("Cargo.toml");
    let text = std::fs::read_to_string(&manifest).with_context(|| format!("reading {}", manifest.display()))?;
    let doc: toml::Table = text.parse().with_context(|| format!("parsing {}", manifest.display()))?;
    Ok(doc.get(section).and_then(|d| d.as_table()).map(|d| d.keys().cloned().collect()).unwrap_or_default())
}

/// `dir` plus every internal crate it depends on (transitively, normal
/// dependencies only), read from the Cargo manifests.
pub fn crate_closure(dir: &str) -> anyhow::Result<BTreeSet<String>> {
    let internal = internal_crates()?;
    let mut seen = BTreeSet::new();
    let mut todo = vec![dir.to_string()];
    while let Some(d) = todo.pop() {
        if !seen.insert(d.clone()) {
            continue;
        }
        for name in dependencies(&d)? {
            if let Some(dep_dir) = internal.get(&name) {
                todo.push(dep_dir.clone());
            }
        }
    }
    Ok(seen)
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir).with_context(|| format!("listing {}", dir.display()))? {
        let path = entry?.path();
        if path.is_dir() {
            rust_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

fn is_var_name(s: &str) -> bool {
    s.len() >= 3
        && s.as_bytes()[0].is_ascii_uppercase()
        && s.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
}

/// Variable names read in one source text: an UPPER_CASE string literal that
/// is the first argument of a call (`var("X")`, `parse_or("X", …)`,
/// `millis_or(\n "X"`, `EnvFilter::try_from_env("RUST_LOG")`…) or a clap
/// `env = "X"`.
pub fn vars_in_source(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut i = 0;
    while let Some(off) = src[i..].find('"') {
        let start = i + off;
        let Some(len) = src[start + 1..].find('"') else { break };
        let lit = &src[start + 1..start + 1 + len];
        i = start + 1 + len + 1;
        if !is_var_name(lit) {
            continue;
        }
        let before = src[..start].trim_end();
        let call = before.ends_with('(')
            && before[..before.len() - 1].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_');
        let clap_env = before.ends_with('=') && before[..before.len() - 1].trim_end().ends_with("env");
        if call || clap_env {
            out.insert(lit.to_string());
        }
    }
    out
}

/// Every environment variable binary `bin` (or anything it links from the
/// workspace) reads.
pub fn vars_read_by(bin: &str) -> anyhow::Result<BTreeSet<String>> {
    let dir = binary_crates().get(bin).copied().with_context(|| format!("{bin} is not a Barb binary"))?;
    let root = repo_root();
    let mut out = BTreeSet::new();
    for d in crate_closure(dir)? {
        let mut files = Vec::new();
        rust_files(&root.join(&d).join("src"), &mut files)?;
        for f in files {
            let text = std::fs::read_to_string(&f)?;
            out.extend(vars_in_source(&text));
        }
    }
    Ok(out)
}

/// `(gRPC or HTTP port, metrics port)` a binary listens on by default, read
/// from its sources (`ServerConfig::from_env(port, metrics)`, a compute
/// service's `ComputeService { port, metrics_port, .. }` or the gateway's
/// `addr_or("LISTEN_ADDR", "0.0.0.0:port")`).
pub fn default_ports(bin: &str) -> anyhow::Result<(u16, Option<u16>)> {
    let dir = binary_crates().get(bin).copied().with_context(|| format!("{bin} is not a Barb binary"))?;
    let root = repo_root();
    let mut files = Vec::new();
    rust_files(&root.join(dir).join("src"), &mut files)?;
    for f in files {
        let text = std::fs::read_to_string(&f)?;
        if let Some(pos) = text.find("ServerConfig::from_env(") {
            let args = &text[pos + "ServerConfig::from_env(".len()..];
            let args = &args[..args.find(')').context("unclosed from_env(")?];
            let nums: Vec<u16> = args.split(',').map(|a| a.trim().parse()).collect::<Result<_, _>>()?;
            if let [port, metrics] = nums[..] {
                return Ok((port, Some(metrics)));
            }
        }
        if let Some(pos) = text.find("ComputeService {") {
            let fields = &text[pos + "ComputeService {".len()..];
            let fields = &fields[..fields.find('}').context("unclosed ComputeService {")?];
            let field = |name: &str| -> anyhow::Result<u16> {
                let value = fields.split(',').find_map(|f| f.trim().strip_prefix(name));
                Ok(value.with_context(|| format!("no {name} in ComputeService {{{fields}}}"))?.trim().parse()?)
            };
            return Ok((field("port:")?, Some(field("metrics_port:")?)));
        }
        if let Some(pos) = text.find("addr_or(\"LISTEN_ADDR\", \"") {
            let rest = &text[pos + "addr_or(\"LISTEN_ADDR\", \"".len()..];
            let addr = &rest[..rest.find('"').context("unclosed literal")?];
            let port = addr.rsplit_once(':').context("no port")?.1.parse()?;
            // The gateway's internal metrics listener, when it has one.
            let metrics = text.find("addr_or(\"METRICS_ADDR\", \"").and_then(|pos| {
                let rest = &text[pos + "addr_or(\"METRICS_ADDR\", \"".len()..];
                rest[..rest.find('"')?].rsplit_once(':')?.1.parse().ok()
            });
            return Ok((port, metrics));
        }
    }
    bail!("no default port found in {dir}/src")
}

/// The default of a `millis_or("NAME", N)` that `bin` (or a crate it links) reads.
pub fn default_millis(bin: &str, name: &str) -> anyhow::Result<u64> {
    let dir = binary_crates().get(bin).copied().with_context(|| format!("{bin} is not a Barb binary"))?;
    let root = repo_root();
    let needle = format!("millis_or(\"{name}\",");
    for d in crate_closure(dir)? {
        let mut files = Vec::new();
        rust_files(&root.join(&d).join("src"), &mut files)?;
        for f in files {
            let text = std::fs::read_to_string(&f)?;
            if let Some(pos) = text.find(&needle) {
                let rest = &text[pos + needle.len()..];
                let arg = rest[..rest.find(')').context("unclosed millis_or(")?].trim().replace('_', "");
                return Ok(arg.parse()?);
            }
        }
    }
    bail!("{bin} reads no {name} with millis_or")
}

/// The orchestrator's wait for handed-over turns (`HANDOVER_WAIT`), in ms.
pub fn handover_wait_ms() -> anyhow::Result<u64> {
    let src = std::fs::read_to_string(repo_root().join("services/chat-orchestrator/src/service/mod.rs"))?;
    let needle = "pub const HANDOVER_WAIT: Duration = Duration::from_secs(";
    let pos = src.find(needle).context("HANDOVER_WAIT is not in the orchestrator's service")?;
    let rest = &src[pos + needle.len()..];
    Ok(rest[..rest.find(')').context("unclosed from_secs(")?].trim().parse::<u64>()? * 1000)
}

/// The longest `bin` takes from SIGTERM to its exit with the variables
/// `value` gives (ms), from its sources: what `terminationGracePeriodSeconds`
/// and compose's `stop_grace_period` must cover. The gateway stays up but
/// unready for `SHUTDOWN_DELAY_MS`, then drains requests and streams for
/// `SHUTDOWN_GRACE_MS`; the orchestrator does the same for its gRPC calls,
/// then lets running turns finish for `TURN_DRAIN_MS` and hands the rest over
/// (`HANDOVER_WAIT`).
pub fn shutdown_budget_ms(bin: &str, value: &dyn Fn(&str) -> Option<String>) -> anyhow::Result<u64> {
    let var = |name: &str| -> anyhow::Result<u64> {
        match value(name) {
            Some(v) => v.trim().parse().with_context(|| format!("{bin}: {name}={v} is not a number of ms")),
            None => default_millis(bin, name),
        }
    };
    let base = var("SHUTDOWN_DELAY_MS")? + var("SHUTDOWN_GRACE_MS")?;
    Ok(match bin {
        "chat-orchestrator" => base + var("TURN_DRAIN_MS")? + handover_wait_ms()?,
        _ => base,
    })
}
