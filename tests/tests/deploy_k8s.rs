//! deploy/k8s: the kustomize base and overlays are structurally sound —
//! every referenced file exists, every object has its required fields, the
//! five services run 2+ replicas with resources and probes (gRPC health for the
//! gRPC services, /readyz and /healthz for the gateway) on their default
//! ports, headless Services select them, HPAs and PDBs cover them, every
//! variable a pod receives is one its binary reads (from the sources), and
//! each pod's `terminationGracePeriodSeconds` covers its preStop sleep and
//! the shutdown its configuration asks for (drain, turn drain, handover).

mod deploy_support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail, ensure};
use deploy_support::{
    binary_crates, default_ports, read_yaml, read_yaml_documents, repo_root, shutdown_budget_ms, vars_read_by,
};
use serde_json::Value;

const SERVICES: [&str; 5] = ["query-engine", "backtest", "receipts-query", "chat-orchestrator", "gateway"];

fn k8s_dir() -> PathBuf {
    repo_root().join("deploy/k8s")
}

/// Objects of a kustomization (its resources, recursively), with the file
/// each came from; patches are returned separately, unapplied.
#[derive(Default, Debug)]
struct Build {
    objects: Vec<(PathBuf, Value)>,
    patches: Vec<(PathBuf, Value)>,
    replicas: Vec<(String, u64)>,
}

fn load_kustomization(dir: &Path, out: &mut Build) -> anyhow::Result<()> {
    let kpath = dir.join("kustomization.yaml");
    let k = read_yaml(&kpath)?;
    ensure!(k["kind"] == "Kustomization", "{}: kind must be Kustomization", kpath.display());
    ensure!(
        k["apiVersion"].as_str().is_some_and(|v| v.starts_with("kustomize.config.k8s.io/")),
        "{}: apiVersion",
        kpath.display()
    );
    for r in k["resources"].as_array().with_context(|| format!("{}: no resources", kpath.display()))? {
        let rel = r.as_str().context("resource must be a path")?;
        let p = dir.join(rel);
        ensure!(p.exists(), "{}: resource {rel} does not exist", kpath.display());
        if p.is_dir() {
            ensure!(p.join("kustomization.yaml").exists(), "{rel} is a directory without kustomization.yaml");
            load_kustomization(&p, out)?;
        } else {
            for doc in read_yaml_documents(&p)? {
                out.objects.push((p.clone(), doc));
            }
        }
    }
    for patch in k["patches"].as_array().into_iter().flatten() {
        let rel = patch["path"].as_str().context("patches need a path")?;
        let p = dir.join(rel);
        ensure!(p.exists(), "{}: patch {rel} does not exist", kpath.display());
        for doc in read_yaml_documents(&p)? {
            out.patches.push((p.clone(), doc));
        }
    }
    for r in k["replicas"].as_array().into_iter().flatten() {
        out.replicas
            .push((r["name"].as_str().context("replicas[].name")?.to_string(), r["count"].as_u64().context("count")?));
    }
    Ok(())
}

fn build(dir: &Path) -> anyhow::Result<Build> {
    let mut b = Build::default();
    load_kustomization(dir, &mut b)?;
    Ok(b)
}

fn kind_name(o: &Value) -> (String, String) {
    (o["kind"].as_str().unwrap_or("").to_string(), o["metadata"]["name"].as_str().unwrap_or("").to_string())
}

fn check_required_fields(path: &Path, o: &Value) -> anyhow::Result<()> {
    let (kind, name) = kind_name(o);
    ensure!(!name.is_empty(), "{}: an object without metadata.name", path.display());
    let expected = match kind.as_str() {
        "Deployment" | "StatefulSet" => "apps/v1",
        "Service" | "ConfigMap" | "Secret" | "Namespace" => "v1",
        "HorizontalPodAutoscaler" => "autoscaling/v2",
        "PodDisruptionBudget" => "policy/v1",
        "Job" => "batch/v1",
        other => bail!("{}: unexpected kind {other:?} ({name})", path.display()),
    };
    ensure!(o["apiVersion"] == expected, "{} {kind}/{name}: apiVersion must be {expected}", path.display());
    match kind.as_str() {
        "Deployment" | "StatefulSet" | "Job" => {
            ensure!(
                o["spec"]["template"]["spec"]["containers"].as_array().is_some_and(|c| !c.is_empty()),
                "{kind}/{name}: containers"
            );
            if kind != "Job" {
                let sel = o["spec"]["selector"]["matchLabels"]
                    .as_object()
                    .with_context(|| format!("{kind}/{name}: selector"))?;
                let labels = &o["spec"]["template"]["metadata"]["labels"];
                for (k, v) in sel {
                    ensure!(&labels[k] == v, "{kind}/{name}: selector {k}={v} does not match the pod labels");
                }
            }
            for c in containers(o) {
                ensure!(c["name"].is_string() && c["image"].is_string(), "{kind}/{name}: container name and image");
                for side in ["requests", "limits"] {
                    for res in ["cpu", "memory"] {
                        ensure!(
                            !c["resources"][side][res].is_null(),
                            "{kind}/{name}/{}: resources.{side}.{res}",
                            c["name"]
                        );
                    }
                }
            }
        }
        "Service" => ensure!(o["spec"]["ports"].as_array().is_some_and(|p| !p.is_empty()), "Service/{name}: ports"),
        "ConfigMap" => ensure!(o["data"].is_object(), "ConfigMap/{name}: data"),
        "Secret" => ensure!(o["stringData"].is_object() || o["data"].is_object(), "Secret/{name}: data"),
        _ => {}
    }
    Ok(())
}

fn containers(o: &Value) -> Vec<&Value> {
    let spec = &o["spec"]["template"]["spec"];
    spec["initContainers"]
        .as_array()
        .into_iter()
        .flatten()
        .chain(spec["containers"].as_array().into_iter().flatten())
        .collect()
}

fn matches(selector: &Value, labels: &Value) -> bool {
    selector.as_object().is_some_and(|s| !s.is_empty() && s.iter().all(|(k, v)| &labels[k] == v))
}

fn find<'a>(objects: &'a [(PathBuf, Value)], kind: &str, name: &str) -> Option<&'a Value> {
    objects.iter().map(|(_, o)| o).find(|o| kind_name(o) == (kind.to_string(), name.to_string()))
}

/// Keys a container gets from `env` and `envFrom`.
fn env_names(objects: &[(PathBuf, Value)], c: &Value) -> anyhow::Result<BTreeSet<String>> {
    let mut out = BTreeSet::new();
    for e in c["env"].as_array().into_iter().flatten() {
        out.insert(e["name"].as_str().context("env[].name")?.to_string());
    }
    for from in c["envFrom"].as_array().into_iter().flatten() {
        let (kind, name) = if let Some(n) = from["configMapRef"]["name"].as_str() {
            ("ConfigMap", n)
        } else if let Some(n) = from["secretRef"]["name"].as_str() {
            ("Secret", n)
        } else {
            bail!("envFrom entry {from}")
        };
        let obj = find(objects, kind, name).with_context(|| format!("envFrom {kind}/{name} does not exist"))?;
        let data = if kind == "Secret" && obj["stringData"].is_object() { &obj["stringData"] } else { &obj["data"] };
        out.extend(data.as_object().into_iter().flat_map(|m| m.keys().cloned()));
    }
    Ok(out)
}

/// The value a container gets for `name`: its `env`, else a ConfigMap it loads.
fn env_value(objects: &[(PathBuf, Value)], c: &Value, name: &str) -> Option<String> {
    if let Some(e) = c["env"].as_array().into_iter().flatten().find(|e| e["name"] == name) {
        return e["value"].as_str().map(str::to_string);
    }
    c["envFrom"].as_array().into_iter().flatten().find_map(|from| {
        let cm = find(objects, "ConfigMap", from["configMapRef"]["name"].as_str()?)?;
        cm["data"][name].as_str().map(str::to_string)
    })
}

/// Slack between the longest shutdown a pod's configuration allows and the
/// moment the kubelet kills it.
const GRACE_MARGIN_MS: u64 = 5_000;

/// Every service's pods get time to shut down as configured: the preStop
/// sleep (the orchestrator and the gateway have one, so endpoints are gone
/// before SIGTERM) plus the binary's own shutdown budget, within
/// `terminationGracePeriodSeconds`.
fn check_shutdown_budgets(b: &Build) -> anyhow::Result<()> {
    for svc in SERVICES {
        let d = find(&b.objects, "Deployment", svc).with_context(|| format!("no Deployment {svc}"))?;
        let pod = &d["spec"]["template"]["spec"];
        let c = &pod["containers"][0];
        let pre_stop = &c["lifecycle"]["preStop"]["exec"]["command"];
        let sleep_ms = match pre_stop.as_array().map(|a| a.iter().filter_map(Value::as_str).collect::<Vec<_>>()) {
            Some(cmd) => {
                ensure!(cmd.len() == 2 && cmd[0] == "sleep", "{svc}: preStop must be [sleep, N], got {cmd:?}");
                cmd[1].parse::<u64>().with_context(|| format!("{svc}: preStop sleep {}", cmd[1]))? * 1000
            }
            None => {
                ensure!(
                    !matches!(svc, "chat-orchestrator" | "gateway"),
                    "{svc}: needs a preStop sleep so callers stop picking it before SIGTERM"
                );
                0
            }
        };
        let budget = sleep_ms + shutdown_budget_ms(svc, &|name| env_value(&b.objects, c, name))?;
        let grace = pod["terminationGracePeriodSeconds"].as_u64().unwrap_or(30) * 1000;
        ensure!(
            grace >= budget + GRACE_MARGIN_MS,
            "{svc}: terminationGracePeriodSeconds {} s does not cover preStop + shutdown ({} ms) + {} ms margin",
            grace / 1000,
            budget,
            GRACE_MARGIN_MS
        );
    }
    Ok(())
}

fn check_service_workloads(b: &Build) -> anyhow::Result<()> {
    let objs = &b.objects;
    for svc in SERVICES {
        let d = find(objs, "Deployment", svc).with_context(|| format!("no Deployment {svc}"))?;
        ensure!(d["spec"]["replicas"].as_u64().unwrap_or(0) >= 2, "Deployment/{svc}: replicas >= 2");
        let pod_labels = &d["spec"]["template"]["metadata"]["labels"];
        let c = &d["spec"]["template"]["spec"]["containers"][0];
        let bin = c["command"][0].as_str().context("command")?;
        ensure!(bin == svc && binary_crates().contains_key(bin), "Deployment/{svc} runs {bin}");
        let (port, metrics) = default_ports(bin)?;
        let ports: BTreeMap<String, u64> = c["ports"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| (p["name"].as_str().unwrap_or("").to_string(), p["containerPort"].as_u64().unwrap_or(0)))
            .collect();
        let env = c["env"].as_array().into_iter().flatten();
        let listen = env.clone().find(|e| e["name"] == "LISTEN_ADDR").and_then(|e| e["value"].as_str()).unwrap_or("");
        ensure!(listen.ends_with(&format!(":{port}")), "{svc}: LISTEN_ADDR {listen:?} vs default port {port}");
        if bin == "gateway" {
            ensure!(ports.get("http") == Some(&u64::from(port)), "gateway http port");
            ensure!(c["readinessProbe"]["httpGet"]["path"] == "/readyz", "gateway readiness on /readyz");
            ensure!(c["livenessProbe"]["httpGet"]["path"] == "/healthz", "gateway liveness on /healthz");
        } else {
            ensure!(ports.get("grpc") == Some(&u64::from(port)), "{svc}: grpc containerPort {port}");
            ensure!(ports.get("metrics").copied() == metrics.map(u64::from), "{svc}: metrics containerPort");
            // The gRPC port speaks mTLS only: kubelet probes the plaintext health-only port.
            let health = env
                .clone()
                .find(|e| e["name"] == "HEALTH_ADDR")
                .and_then(|e| e["value"].as_str())
                .and_then(|v| v.rsplit(':').next()?.parse::<u64>().ok())
                .with_context(|| format!("{svc}: no HEALTH_ADDR for the probes"))?;
            ensure!(ports.get("health") == Some(&health), "{svc}: a containerPort named health = HEALTH_ADDR");
            for probe in ["startupProbe", "readinessProbe", "livenessProbe"] {
                ensure!(
                    c[probe]["grpc"]["port"] == health,
                    "{svc}: {probe} must be a gRPC health probe on the health port {health}"
                );
            }
        }
        // Its own TLS identity, mounted read-only where INTERNAL_TLS_* (barb-common) point.
        let tls_volume = d["spec"]["template"]["spec"]["volumes"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|v| v["secret"]["secretName"] == format!("barb-tls-{svc}").as_str())
            .with_context(|| format!("{svc}: no volume from Secret barb-tls-{svc}"))?;
        let mount = c["volumeMounts"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|m| m["name"] == tls_volume["name"])
            .with_context(|| format!("{svc}: the TLS volume is not mounted"))?;
        ensure!(mount["mountPath"] == "/run/barb-tls" && mount["readOnly"] == true, "{svc}: TLS mount {mount}");
        // Every variable the pod gets is read by the binary.
        let read = vars_read_by(bin)?;
        for name in env_names(objs, c)? {
            ensure!(read.contains(&name), "{svc} receives {name}, which {bin} never reads");
        }
        // A Service selects the pods; gRPC ones are headless for client-side balancing.
        let service = find(objs, "Service", svc).with_context(|| format!("no Service {svc}"))?;
        ensure!(matches(&service["spec"]["selector"], pod_labels), "Service/{svc} selector does not match the pods");
        if bin != "gateway" {
            ensure!(service["spec"]["clusterIP"] == "None", "Service/{svc} must be headless (clusterIP: None)");
        }
        for p in service["spec"]["ports"].as_array().into_iter().flatten() {
            let target = p["targetPort"].as_str().context("named targetPort")?;
            ensure!(ports.contains_key(target), "Service/{svc} targets unknown port {target}");
        }
        let hpa = find(objs, "HorizontalPodAutoscaler", svc).with_context(|| format!("no HPA {svc}"))?;
        ensure!(
            hpa["spec"]["scaleTargetRef"]["kind"] == "Deployment" && hpa["spec"]["scaleTargetRef"]["name"] == svc,
            "HPA/{svc} target"
        );
        let (min, max) =
            (hpa["spec"]["minReplicas"].as_u64().unwrap_or(0), hpa["spec"]["maxReplicas"].as_u64().unwrap_or(0));
        ensure!(min >= 2 && max >= min, "HPA/{svc}: 2 <= minReplicas <= maxReplicas, got {min}..{max}");
        let pdb = find(objs, "PodDisruptionBudget", svc).with_context(|| format!("no PDB {svc}"))?;
        ensure!(matches(&pdb["spec"]["selector"]["matchLabels"], pod_labels), "PDB/{svc} selector");
    }
    Ok(())
}

/// `*_ADDR` values in ConfigMaps name a headless Service and its gRPC port.
fn check_addresses(b: &Build) -> anyhow::Result<()> {
    for (_, o) in &b.objects {
        if o["kind"] != "ConfigMap" {
            continue;
        }
        for (k, v) in o["data"].as_object().into_iter().flatten() {
            if !k.ends_with("_ADDR") || k == "LISTEN_ADDR" || k == "METRICS_ADDR" {
                continue;
            }
            let url = v.as_str().context("address")?;
            let rest = url.strip_prefix("http://").with_context(|| format!("{k}={url}: http://service:port"))?;
            let (host, port) = rest.rsplit_once(':').context("host:port")?;
            let svc = find(&b.objects, "Service", host).with_context(|| format!("{k}={url}: no Service {host}"))?;
            ensure!(svc["spec"]["clusterIP"] == "None", "{k}: {host} must be headless for client-side balancing");
            let has_port = svc["spec"]["ports"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|p| p["port"].as_u64().map(|n| n.to_string()) == Some(port.to_string()));
            ensure!(has_port, "{k}={url}: Service {host} has no port {port}");
        }
    }
    Ok(())
}

fn check_all(dir: &Path) -> anyhow::Result<Build> {
    let b = build(dir)?;
    for (path, o) in b.objects.iter().chain(&b.patches) {
        if b.patches.iter().any(|(p, _)| p == path) {
            // Patches are partial objects: kind and name must hit an object of the build.
            let (kind, name) = kind_name(o);
            ensure!(
                find(&b.objects, &kind, &name).is_some(),
                "{}: patch targets missing {kind}/{name}",
                path.display()
            );
        } else {
            check_required_fields(path, o)?;
        }
    }
    let mut seen = BTreeSet::new();
    for (_, o) in &b.objects {
        ensure!(seen.insert(kind_name(o)), "duplicate object {:?}", kind_name(o));
    }
    for (name, count) in &b.replicas {
        ensure!(find(&b.objects, "Deployment", name).is_some(), "replicas: no Deployment {name}");
        ensure!(*count >= 2, "replicas: {name} must keep 2 or more, got {count}");
    }
    for (_, p) in &b.patches {
        if p["kind"] == "HorizontalPodAutoscaler" {
            ensure!(p["spec"]["minReplicas"].as_u64().is_none_or(|m| m >= 2), "patched HPA minReplicas >= 2");
        }
    }
    check_service_workloads(&b)?;
    check_addresses(&b)?;
    check_shutdown_budgets(&b)?;
    Ok(b)
}

#[test]
fn base_is_complete_and_consistent() -> anyhow::Result<()> {
    let b = check_all(&k8s_dir().join("base"))?;
    // Services with their workloads; ConfigMap/Secret wiring exists.
    for kind in ["ConfigMap", "Secret", "StatefulSet"] {
        assert!(b.objects.iter().any(|(_, o)| o["kind"] == kind), "base has a {kind}");
    }
    Ok(())
}

#[test]
fn every_overlay_builds_on_the_base() -> anyhow::Result<()> {
    let mut overlays = 0;
    for entry in std::fs::read_dir(k8s_dir().join("overlays"))? {
        let dir = entry?.path();
        if dir.join("kustomization.yaml").exists() {
            check_all(&dir).with_context(|| format!("overlay {}", dir.display()))?;
            overlays += 1;
        }
    }
    assert!(overlays >= 1, "at least one overlay");
    Ok(())
}

#[test]
fn a_broken_manifest_is_caught() -> anyhow::Result<()> {
    let good = build(&k8s_dir().join("base"))?;
    let mutate = |f: &dyn Fn(&mut Value)| -> anyhow::Result<()> {
        let mut b = Build { objects: good.objects.clone(), patches: vec![], replicas: vec![] };
        for (_, o) in b.objects.iter_mut() {
            if kind_name(o) == ("Deployment".into(), "query-engine".into()) {
                f(o);
            }
        }
        check_service_workloads(&b)
    };
    mutate(&|_| {})?;
    assert!(mutate(&|o| o["spec"]["replicas"] = 1.into()).is_err(), "replicas 1");
    assert!(
        mutate(&|o| o["spec"]["template"]["spec"]["containers"][0]["readinessProbe"] = Value::Null).is_err(),
        "no probe"
    );
    assert!(
        mutate(&|o| {
            let env = o["spec"]["template"]["spec"]["containers"][0]["env"].as_array_mut().expect("env");
            env.push(serde_json::json!({"name": "NOT_A_VARIABLE", "value": "1"}));
        })
        .is_err(),
        "unread variable"
    );
    assert!(
        mutate(&|o| o["spec"]["template"]["metadata"]["labels"]["app.kubernetes.io/name"] = "x".into()).is_err(),
        "labels"
    );
    Ok(())
}

#[test]
fn the_grace_period_covers_the_drain_and_the_handover() -> anyhow::Result<()> {
    let good = build(&k8s_dir().join("base"))?;
    check_shutdown_budgets(&good)?;
    let orchestrator = find(&good.objects, "Deployment", "chat-orchestrator").unwrap();
    let c = &orchestrator["spec"]["template"]["spec"]["containers"][0];
    // The values come from the ConfigMaps, the defaults and HANDOVER_WAIT from the sources.
    let budget = shutdown_budget_ms("chat-orchestrator", &|name| env_value(&good.objects, c, name))?;
    assert_eq!(budget, 10_000 + 20_000 + 10_000, "SHUTDOWN_GRACE_MS + TURN_DRAIN_MS + HANDOVER_WAIT");
    let mutate = |svc: &str, f: &dyn Fn(&mut Value)| -> anyhow::Result<()> {
        let mut b = Build { objects: good.objects.clone(), patches: vec![], replicas: vec![] };
        for (_, o) in b.objects.iter_mut() {
            if kind_name(o) == ("Deployment".into(), svc.into()) || kind_name(o) == ("ConfigMap".into(), svc.into()) {
                f(o);
            }
        }
        check_shutdown_budgets(&b)
    };
    // The grace period as it was before durable turns (30 s) is SIGKILL mid-handover.
    assert!(
        mutate("chat-orchestrator", &|o| o["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] = 30.into())
            .is_err()
    );
    assert!(
        mutate("chat-orchestrator", &|o| o["spec"]["template"]["spec"]["containers"][0]["lifecycle"] = Value::Null)
            .is_err(),
        "the orchestrator needs its preStop sleep"
    );
    // A longer drain needs a longer grace period.
    assert!(
        mutate("barb-chat-orchestrator", &|o| o["data"]["TURN_DRAIN_MS"] = "60000".into()).is_err(),
        "TURN_DRAIN_MS 60 s does not fit"
    );
    assert!(
        mutate("gateway", &|o| o["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] = 15.into()).is_err()
    );
    Ok(())
}

#[test]
fn secrets_ship_empty_and_nats_runs_the_locked_down_config() -> anyhow::Result<()> {
    let b = build(&k8s_dir().join("base"))?;
    for (_, o) in &b.objects {
        if o["kind"] == "Secret" {
            for (k, v) in o["stringData"].as_object().into_iter().flatten() {
                ensure!(
                    v.as_str() == Some(""),
                    "Secret/{}: {k} must ship empty (generated or required), got {v}",
                    o["metadata"]["name"]
                );
            }
        }
    }
    let conf = find(&b.objects, "ConfigMap", "nats-config").context("nats-config")?;
    let shipped = std::fs::read_to_string(repo_root().join("deploy/nats/nats.conf"))?;
    ensure!(
        conf["data"]["nats.conf"].as_str().map(str::trim_end) == Some(shipped.trim_end()),
        "nats-config differs from deploy/nats/nats.conf"
    );
    let server_conf = std::fs::read_to_string(repo_root().join("deploy/nats/server.conf"))?;
    ensure!(
        conf["data"]["server.conf"].as_str().map(str::trim_end) == Some(server_conf.trim_end()),
        "nats-config server.conf differs from deploy/nats/server.conf"
    );
    let nats = find(&b.objects, "StatefulSet", "nats").context("nats")?;
    let c = containers(nats)[0];
    let script: String =
        c["args"].as_array().context("args")?.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" ");
    let words: Vec<&str> = script.split_whitespace().collect();
    ensure!(words.windows(2).any(|w| w == ["-c", "/etc/nats/server.conf"]), "nats runs {script}");
    for flag in ["--tlsverify", "--tlscert", "--tlskey", "--tlscacert"] {
        ensure!(words.contains(&flag), "nats runs without {flag}: {script}");
    }
    ensure!(!words.contains(&"-m"), "monitoring on all interfaces: {script}");
    ensure!(
        c["ports"].as_array().into_iter().flatten().all(|p| p["containerPort"] != 8222),
        "the monitoring port is not exposed"
    );
    Ok(())
}

/// The NATS start script, run by `sh -c` with `env`: Ok(true) when it reaches `exec nats-server`.
fn nats_script_starts(script: &str, env: &[(&str, &str)]) -> anyhow::Result<bool> {
    let probe = script.replace("exec nats-server", "exit 0; nats-server");
    let mut cmd = std::process::Command::new("sh");
    cmd.arg("-c").arg(&probe).env_clear();
    for (k, v) in env {
        cmd.env(k, v);
    }
    Ok(cmd.output()?.status.success())
}

#[test]
fn nats_refuses_to_start_with_empty_or_short_passwords() -> anyhow::Result<()> {
    let b = build(&k8s_dir().join("base"))?;
    let nats = find(&b.objects, "StatefulSet", "nats").context("nats")?;
    let c = containers(nats)[0];
    ensure!(c["command"][0] == "sh" && c["command"][1] == "-c", "nats starts through a checking script");
    let script = c["args"][0].as_str().context("script")?.to_string();
    let good = barb_common::secrets::nats_password();
    let other = barb_common::secrets::nats_password();
    ensure!(nats_script_starts(&script, &[("NATS_ORCHESTRATOR_PASSWORD", &good), ("NATS_GATEWAY_PASSWORD", &other)])?);
    for (o, g) in [("", ""), (good.as_str(), ""), ("", other.as_str()), ("short", other.as_str())] {
        ensure!(
            !nats_script_starts(&script, &[("NATS_ORCHESTRATOR_PASSWORD", o), ("NATS_GATEWAY_PASSWORD", g)])?,
            "nats would start with passwords {o:?} / {g:?}"
        );
    }
    Ok(())
}

#[test]
fn every_service_has_its_own_tls_secret_and_the_dev_database_no_public_password() -> anyhow::Result<()> {
    let b = build(&k8s_dir().join("base"))?;
    let common = find(&b.objects, "ConfigMap", "barb-common").context("barb-common")?;
    for (k, v) in [
        ("INTERNAL_TLS_CERT_FILE", "/run/barb-tls/tls.crt"),
        ("INTERNAL_TLS_KEY_FILE", "/run/barb-tls/tls.key"),
        ("INTERNAL_TLS_CA_FILE", "/run/barb-tls/ca.crt"),
    ] {
        ensure!(common["data"][k] == v, "barb-common {k}");
    }
    for svc in SERVICES.iter().copied().chain(["nats"]) {
        let secret =
            find(&b.objects, "Secret", &format!("barb-tls-{svc}")).with_context(|| format!("barb-tls-{svc}"))?;
        for key in ["tls.crt", "tls.key", "ca.crt"] {
            ensure!(secret["stringData"][key] == "", "barb-tls-{svc} {key} ships empty");
        }
    }
    for cm in ["barb-chat-orchestrator", "barb-gateway"] {
        let m = find(&b.objects, "ConfigMap", cm).context("configmap")?;
        ensure!(m["data"]["NATS_TLS_CA_FILE"] == "/run/barb-tls/ca.crt", "{cm}: NATS over TLS");
        ensure!(m["data"]["NATS_TLS_CERT_FILE"] == "/run/barb-tls/tls.crt", "{cm}: NATS client certificate");
    }
    // The dev overlay's PostgreSQL: generated passwords only.
    let dev = build(&k8s_dir().join("overlays/dev"))?;
    let text = std::fs::read_to_string(k8s_dir().join("overlays/dev/postgres.yaml"))?;
    ensure!(!text.contains("POSTGRES_PASSWORD, value"), "a literal superuser password in the dev overlay");
    let pg = find(&dev.objects, "Secret", "barb-dev-postgres").context("barb-dev-postgres")?;
    for (k, v) in pg["stringData"].as_object().context("stringData")? {
        ensure!(v == "", "barb-dev-postgres {k} ships empty");
    }
    for (_, o) in &dev.objects {
        if o["kind"] == "Secret" {
            for (k, v) in o["stringData"].as_object().into_iter().flatten() {
                let v = v.as_str().unwrap_or_default();
                ensure!(
                    !v.contains(":barb@") && !v.contains("_query:barb_receipts_query"),
                    "public password in {k}: {v}"
                );
            }
        }
    }
    Ok(())
}
