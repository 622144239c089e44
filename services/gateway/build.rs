//! The console's files are embedded with `rust-embed`; a proc macro cannot
//! tell cargo to watch a folder, so this does: adding, changing or removing a
//! file under `console/` rebuilds the crate.

fn main() {
    println!("cargo:rerun-if-changed=console");
}
