//! No module cycles inside a crate: for every internal crate, the top-level
//! modules of `src/` (a file `x.rs` or a folder `x/`) and the `crate::x`
//! paths their code names form a graph without cycles, so each module can be
//! read with only what it depends on in mind (issue 18: "no module imports
//! upward"). Read from the sources as text: comments and unit-test modules
//! (`#[cfg(test)] mod tests`, `*_tests.rs`, `tests.rs`) do not count, since a
//! test may reach anywhere.

mod deploy_support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use deploy_support::{internal_crates, repo_root};

/// Module → the other top-level modules it names, with one file per edge as the witness.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

#[test]
fn no_crate_has_a_module_cycle() -> anyhow::Result<()> {
    let mut failures = Vec::new();
    let mut read = 0;
    for dir in internal_crates()?.values() {
        let src = repo_root().join(dir).join("src");
        if !src.is_dir() {
            continue;
        }
        let mut graph = Graph::new();
        read += collect(&src, &src, &mut graph)?;
        for cycle in cycles(&graph) {
            let mut edges = Vec::new();
            for a in &cycle {
                for b in &cycle {
                    if let Some(witness) = graph[a].get(b) {
                        edges.push(format!("{a} -> {b} ({witness})"));
                    }
                }
            }
            failures.push(format!("{dir}: {cycle:?} via {}", edges.join(", ")));
        }
    }
    assert!(read > 100, "read only {read} source files: is the repository layout as expected?");
    assert!(failures.is_empty(), "module cycles:\n{}", failures.join("\n"));
    Ok(())
}

#[test]
fn the_reader_sees_plain_and_grouped_paths() {
    let code = "use crate::{alpha, beta::{x, y}, gamma::Z};\nfn f() { crate::delta::g(); } // crate::omega\n\
                #[cfg(test)]\nmod tests { use crate::tested; }";
    let named = named_modules(code);
    assert_eq!(named, ["alpha", "beta", "delta", "gamma"].into_iter().map(String::from).collect::<BTreeSet<_>>());
    let mut g = Graph::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")] {
        g.entry(a.into()).or_default().insert(b.into(), String::new());
        g.entry(b.into()).or_default();
    }
    assert_eq!(cycles(&g), vec![["a", "b", "c"].into_iter().map(String::from).collect::<Vec<_>>()]);
}

/// Adds the edges of every non-test `.rs` file under `dir`; returns the files read.
fn collect(src: &Path, dir: &Path, graph: &mut Graph) -> anyhow::Result<usize> {
    let mut read = 0;
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            read += collect(src, &path, graph)?;
            continue;
        }
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        if !name.ends_with(".rs") || name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        let rel = path.strip_prefix(src)?;
        let top = rel.components().next().and_then(|c| c.as_os_str().to_str()).unwrap_or_default();
        let top = top.trim_end_matches(".rs").to_string();
        if rel.components().count() == 1 && matches!(top.as_str(), "lib" | "main") || top == "bin" {
            continue;
        }
        read += 1;
        let code = std::fs::read_to_string(&path)?;
        let deps = graph.entry(top.clone()).or_default();
        for m in named_modules(&code) {
            if m != top {
                deps.entry(m).or_insert_with(|| rel.display().to_string());
            }
        }
    }
    Ok(read)
}

/// The top-level modules `code` names as `crate::m…` or inside `crate::{…}`.
fn named_modules(code: &str) -> BTreeSet<String> {
    let code = code.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
    let code: String = code.lines().map(|l| l.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n");
    let ident = |s: &str| -> String { s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect() };
    let mut out = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().last();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue; // e.g. `my_crate::`
        }
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group: split on commas at brace depth 0.
            let (mut depth, mut start) = (0usize, 0usize);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.insert(ident(group[start..i].trim()));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(ident(group[start..i].trim()));
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|m| !m.is_empty() && m != "self");
    out
}

/// The strongly connected components with more than one module (Tarjan).
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct State<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flat_map(|d| d.keys()) {
            if !s.graph.contains_key(w) {
                continue; // a path into something that is not a module of this crate
            }
            if !s.index.contains_key(w.as_str()) {
                visit(s, w);
                let lw = s.low[w.as_str()];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if s.on_stack.contains(w.as_str()) {
                let iw = s.index[w.as_str()];
                let lv = s.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if s.low[v] == s.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                scc.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                scc.sort();
                s.out.push(scc);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}
