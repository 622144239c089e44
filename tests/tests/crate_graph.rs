//! The crate graph as the README describes it, read from the manifests:
//! polars (and the language crate that brings it) only in the crates that
//! execute queries, the backtest on the language crate rather than on the
//! query-engine service, no internal crate depending on a service it
//! does not call in-process, and the fuzz harness (`barb-fuzz`) only ever a
//! dev-dependency.

mod deploy_support;

use deploy_support::{binary_crates, crate_closure, dependencies, dev_dependencies, internal_crates};

/// The crates that run Barb Script in-process, and so link polars.
const EXECUTE_QUERIES: [&str; 4] =
    ["services/barb-script", "services/query-engine", "services/backtest", "services/cli"];

#[test]
fn polars_stays_in_the_crates_that_execute_queries() -> anyhow::Result<()> {
    let internal = internal_crates()?;
    assert!(internal.get("barb-script").is_some_and(|d| d == "services/barb-script"), "{internal:?}");
    for dir in internal.values() {
        let deps = dependencies(dir)?;
        let allowed = EXECUTE_QUERIES.contains(&dir.as_str());
        assert_eq!(deps.contains("polars"), allowed, "{dir} and polars: {deps:?}");
    }
    // Nothing outside those crates reaches polars through an internal dependency either.
    for (bin, dir) in binary_crates() {
        let closure = crate_closure(dir)?;
        let links_language = closure.contains("services/barb-script");
        assert_eq!(links_language, EXECUTE_QUERIES.contains(&dir), "{bin} links barb-script: {closure:?}");
    }
    for lib in ["services/common", "tests"] {
        assert!(!crate_closure(lib)?.contains("services/barb-script"), "{lib} must not link barb-script");
    }
    Ok(())
}

#[test]
fn backtest_uses_the_language_not_the_query_service() -> anyhow::Result<()> {
    let deps = dependencies("services/backtest")?;
    assert!(deps.contains("barb-script"), "{deps:?}");
    assert!(
        !crate_closure("services/backtest")?.contains("services/query-engine"),
        "backtest must not link query-engine"
    );
    assert!(!crate_closure("services/barb-script")?.contains("services/query-engine"), "no cycle through normal deps");
    Ok(())
}

#[test]
fn the_fuzz_harness_is_only_a_dev_dependency() -> anyhow::Result<()> {
    let internal = internal_crates()?;
    assert!(internal.get("barb-fuzz").is_some_and(|d| d == "services/fuzz"), "{internal:?}");
    for dir in internal.values() {
        assert!(!dependencies(dir)?.contains("barb-fuzz"), "{dir} links the fuzz harness outside its tests");
    }
    // Below the language crate, so barb-script's own fuzz target can use it.
    let closure = crate_closure("services/fuzz")?;
    assert!(!closure.contains("services/barb-script"), "barb-fuzz must not link barb-script: {closure:?}");
    for target in ["services/barb-script", "services/query-engine", "services/backtest", "services/receipts-query"] {
        assert!(dev_dependencies(target)?.contains("barb-fuzz"), "{target}'s fuzz target uses barb-fuzz");
    }
    Ok(())
}

#[test]
fn the_docker_dependency_layer_copies_every_workspace_manifest() -> anyhow::Result<()> {
    let root = deploy_support::repo_root();
    let manifest: toml::Table = std::fs::read_to_string(root.join("Cargo.toml"))?.parse()?;
    let members = manifest["workspace"]["members"].as_array().expect("workspace members");
    let dockerfile = std::fs::read_to_string(root.join("deploy/docker/Dockerfile"))?;
    for m in members {
        let dir = m.as_str().expect("member path");
        assert!(
            dockerfile.lines().any(|l| l.starts_with(&format!("COPY {dir}/Cargo.toml"))),
            "deploy/docker/Dockerfile does not copy {dir}/Cargo.toml into its dependency layer"
        );
    }
    Ok(())
}
