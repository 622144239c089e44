//! Test data and independent expectations, both made by the repository itself.
//!
//! - Market data comes from `barb gen-data`, which is deterministic. A data set
//!   is generated once into `<target dir>/barb-test-data/` under a name that
//!   carries the generator's fingerprint (`barb gen-data --fingerprint`, a hash
//!   of the generator's code), so it is reused across runs and rebuilt exactly
//!   when the generator changes.
//! - Expected values come from the Python scripts in `tests/python` (pandas,
//!   TA-Lib, backtesting.py), never from the engines. They run with the
//!   interpreter named by `BARB_PYTHON`; `deploy/test.sh` creates a virtual
//!   environment with `tests/python/requirements.txt` and sets it. Their output
//!   is cached next to the data, keyed by the script's content and the data set.
//!
//! A missing prerequisite fails the test with a message saying how to get it.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use anyhow::{Context, bail};

use crate::binary_path;

/// A deterministic data set: a name and the `barb gen-data` arguments.
#[derive(Debug, Clone, Copy)]
pub struct Dataset {
    /// File stem in the cache.
    pub name: &'static str,
    /// Arguments after `barb gen-data` (without `--out`).
    pub args: &'static [&'static str],
}

/// Two years of NQ minute bars, trading dates 2023-01-03 to 2024-12-31 (the
/// data most tests and the Python expectations use).
pub const NQ_2Y: Dataset = Dataset {
    name: "nq_1m_2023_2024",
    args: &["--instrument", "NQ", "--start", "2023-01-03", "--end", "2024-12-31", "--seed", "42", "--price", "16000"],
};

/// Two years of ES minute bars over the same trading dates as [`NQ_2Y`]
/// (its own seed and price level): the second instrument of comparison and
/// portfolio tests.
pub const ES_2Y: Dataset = Dataset {
    name: "es_1m_2023_2024",
    args: &["--instrument", "ES", "--start", "2023-01-03", "--end", "2024-12-31", "--seed", "43", "--price", "4500"],
};

/// One quarter of NQ minute bars (2024-01-02 to 2024-03-28): small and quick
/// for end-to-end tests that only need some data.
pub const NQ_Q1_2024: Dataset = Dataset {
    name: "nq_1m_2024q1",
    args: &["--instrument", "NQ", "--start", "2024-01-02", "--end", "2024-03-28", "--seed", "7", "--price", "17000"],
};

static LOCK: Mutex<()> = Mutex::new(());

/// `<target dir>/barb-test-data`, created on first use.
pub fn cache_dir() -> anyhow::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    // target/<profile>/deps/<test-exe> → target/
    let target = exe.ancestors().nth(3).context("test executable is not inside a cargo target dir")?.to_path_buf();
    let dir = target.join("barb-test-data");
    std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
    Ok(dir)
}

/// The generator's fingerprint as printed by `barb gen-data --fingerprint`.
pub fn generator_fingerprint() -> anyhow::Result<String> {
    let barb = binary_path("barb")?;
    let out = Command::new(&barb).args(["gen-data", "--fingerprint"]).output().context("running barb gen-data")?;
    if !out.status.success() {
        bail!(
            "`{} gen-data --fingerprint` failed (stale binary? run `cargo build --workspace --bins`): {}",
            barb.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(String::from_utf8(out.stdout)?.trim().to_string())
}

/// The Parquet file of `set`, generated on first use.
pub fn generated(set: Dataset) -> anyhow::Result<PathBuf> {
    let path = cache_dir()?.join(format!("{}-{}.parquet", set.name, generator_fingerprint()?));
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if path.exists() {
        return Ok(path);
    }
    // Write beside, then rename: another test binary may be reading or writing too.
    let tmp = path.with_extension(format!("{}.tmp", std::process::id()));
    let barb = binary_path("barb")?;
    let out = Command::new(&barb)
        .arg("gen-data")
        .args(set.args)
        .arg("--out")
        .arg(&tmp)
        .output()
        .context("running barb gen-data")?;
    if !out.status.success() {
        bail!("barb gen-data {:?} failed: {}", set.args, String::from_utf8_lossy(&out.stderr));
    }
    std::fs::rename(&tmp, &path)?;
    Ok(path)
}

/// [`generated`], panicking with the reason (for test set-up).
pub fn dataset(set: Dataset) -> PathBuf {
    generated(set).unwrap_or_else(|e| panic!("test data {}: {e:#}", set.name))
}

/// The repository's root (the parent of `tests/`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("tests/ has a parent").to_path_buf()
}

/// The Python interpreter of the cross-checks: `BARB_PYTHON`.
pub fn python() -> anyhow::Result<PathBuf> {
    let py = std::env::var_os("BARB_PYTHON").map(PathBuf::from).context(
        "BARB_PYTHON is not set: run the suite with deploy/test.sh (it creates a virtual environment with \
         tests/python/requirements.txt), or point BARB_PYTHON at a python that has those packages",
    )?;
    if !py.exists() {
        bail!("BARB_PYTHON={} does not exist: re-run deploy/test.sh", py.display());
    }
    Ok(py)
}

/// Runs `tests/python/<script>` with `args`; fails with its output unless it
/// exits 0. Returns stdout.
pub fn run_python(script: &str, args: &[&OsStr], env: &[(&str, &OsStr)]) -> anyhow::Result<String> {
    let path = repo_root().join("tests/python").join(script);
    let mut cmd = Command::new(python()?);
    cmd.arg(&path).args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().with_context(|| format!("running {}", path.display()))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        bail!("{script} failed ({}):\n{stdout}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    }
    Ok(stdout)
}

/// The JSON that `tests/python/<script> <data> --out-dir DIR` writes to
/// `DIR/expect.json` (other files it writes stay in DIR, returned too). Cached
/// by the script's content and the data file, so the script runs once per
/// change.
pub fn expectations(script: &str, data: &Path) -> anyhow::Result<(serde_json::Value, PathBuf)> {
    let source = std::fs::read(repo_root().join("tests/python").join(script))
        .with_context(|| format!("reading tests/python/{script}"))?;
    let stem = data.file_stem().and_then(|s| s.to_str()).context("data file name")?;
    let dir = cache_dir()?.join(format!("{}-{:016x}-{stem}", script.trim_end_matches(".py"), fnv1a(&source)));
    let file = dir.join("expect.json");
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    if !file.exists() {
        let tmp = dir.with_extension(format!("{}.tmp", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(&tmp)?;
        run_python(script, &[data.as_os_str(), OsStr::new("--out-dir"), tmp.as_os_str()], &[])?;
        if !tmp.join("expect.json").exists() {
            bail!("{script} wrote no expect.json");
        }
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::rename(&tmp, &dir)?;
    }
    let text = std::fs::read_to_string(&file)?;
    Ok((serde_json::from_str(&text).with_context(|| format!("{} is not JSON", file.display()))?, dir))
}

/// 64-bit FNV-1a (cache keys; not a security boundary).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// A temporary `BARB_DATA_DIR` holding `set` as `<symbol>.parquet` (a symlink
/// to the cached file).
pub fn data_dir(symbol: &str, set: Dataset) -> anyhow::Result<tempfile::TempDir> {
    let dir = tempfile::tempdir()?;
    std::os::unix::fs::symlink(generated(set)?, dir.path().join(format!("{symbol}.parquet")))?;
    Ok(dir)
}
