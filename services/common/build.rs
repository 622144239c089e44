//! Compiles every `.proto` under `proto/` with a vendored `protoc`, so a fresh
//! machine builds with cargo alone, and writes one descriptor set that the
//! reflection service serves (ghz and grpcurl need no `.proto` files).

use std::{env, path::PathBuf};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR")?).join("../../proto");
    println!("cargo:rerun-if-changed={}", root.display());
    if env::var_os("PROTOC").is_none() {
        // SAFETY: build scripts are single-threaded; nothing reads the environment concurrently.
        unsafe { env::set_var("PROTOC", protoc_bin_vendored::protoc_bin_path()?) };
    }
    let protos = [
        "barb/common/v1/common.proto",
        "barb/query/v1/query.proto",
        "barb/backtest/v1/backtest.proto",
        "barb/receipts/v1/receipts.proto",
        "barb/chat/v1/chat.proto",
    ]
    .map(|p| root.join(p));
    let includes = [root.clone(), protoc_bin_vendored::include_path()?];
    let out = PathBuf::from(env::var("OUT_DIR")?);
    tonic_prost_build::configure()
        .file_descriptor_set_path(out.join("barb_descriptor.bin"))
        .compile_protos(&protos, &includes)?;
    Ok(())
}
