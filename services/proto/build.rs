//! Compiles every `.proto` under the repository's `proto/` directory (found by
//! walking it, so a new file needs no edit here) with a vendored `protoc`, so
//! a fresh machine builds with cargo alone, and writes one descriptor set that
//! the reflection service serves (ghz and grpcurl need no `.proto` files).

use std::{
    env,
    path::{Path, PathBuf},
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?).join("../../proto");
    // tonic-prost-build prints no rerun-if line; this one makes cargo watch
    // the whole tree (a directory's mtime changes when a file is added).
    println!("cargo:rerun-if-changed={}", root.display());
    if env::var_os("PROTOC").is_none() {
        // SAFETY: build scripts are single-threaded; nothing reads the environment concurrently.
        unsafe { env::set_var("PROTOC", protoc_bin_vendored::protoc_bin_path()?) };
    }
    let mut protos = Vec::new();
    collect_protos(&root, &mut protos)?;
    protos.sort();
    if protos.is_empty() {
        return Err(format!("no .proto files under {}", root.display()).into());
    }
    for p in &protos {
        println!("cargo:rerun-if-changed={}", p.display());
    }
    let includes = [root.clone(), protoc_bin_vendored::include_path()?];
    let out = PathBuf::from(env::var("OUT_DIR")?);
    tonic_prost_build::configure()
        .file_descriptor_set_path(out.join("barb_descriptor.bin"))
        // One module tree for every package (`barb::query::v1`, …), so a new
        // package needs no hand-written module either.
        .include_file("barb_packages.rs")
        .compile_protos(&protos, &includes)?;
    Ok(())
}

/// Every `*.proto` file below `dir`, depth first.
fn collect_protos(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            println!("cargo:rerun-if-changed={}", path.display());
            collect_protos(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "proto") {
            out.push(path);
        }
    }
    Ok(())
}
