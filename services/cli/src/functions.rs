//! `barb functions`: the function reference from the registry.

use barb_script::functions::REGISTRY;
use serde_json::json;

/// Arguments of `barb functions`.
#[derive(clap::Args)]
pub struct FunctionsArgs {
    /// Print JSON lines instead of a table.
    #[arg(long)]
    json: bool,
}

/// Runs the subcommand.
pub fn run(args: FunctionsArgs) -> anyhow::Result<std::process::ExitCode> {
    let mut all: Vec<_> = REGISTRY.all().collect();
    all.sort_by_key(|f| (f.category, f.name));
    for f in all {
        if args.json {
            println!(
                "{}",
                json!({"name": f.name, "signature": f.signature(), "category": f.category, "description": f.description, "example": f.example})
            );
        } else {
            println!("{:<14} {:<40} {}", f.category, f.signature(), f.description);
        }
    }
    Ok(std::process::ExitCode::SUCCESS)
}
