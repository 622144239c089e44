//! How a query is executed ([`ExecutionMode`]): the choices the
//! differential tests set against each other.

use crate::market::Selection;

/// How a query is executed; every choice gives the same answer. (Not the
/// proto `ExecuteOptions`, which shapes the response.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExecutionMode {
    /// How bars are selected (indexed with the bar cache, or by scanning).
    pub selection: Selection,
    /// Evaluate covered expressions with the direct pass.
    pub direct: bool,
    /// Rows per block when a step's map and where (and group) run block by
    /// block (`execute/blocks.rs`: direct pass, finite look-back, a frame of
    /// more than two blocks); 0 runs every step stage by stage over the
    /// whole frame.
    pub block_rows: usize,
    /// How many of the evidence's first rows the caller reads
    /// ([`super::Computed::evidence`]): a step grouped block by block keeps only
    /// those; the rest of the answer does not depend on it.
    pub evidence_rows: usize,
}

impl Default for ExecutionMode {
    fn default() -> Self {
        ExecutionMode { selection: Selection::Indexed, direct: true, block_rows: BLOCK_ROWS, evidence_rows: usize::MAX }
    }
}

impl ExecutionMode {
    /// The reference: whole-history filters, the lazy engine only.
    pub fn reference() -> Self {
        ExecutionMode { selection: Selection::Scan, direct: false, block_rows: 0, evidence_rows: usize::MAX }
    }
}

/// Rows per block of a blocked map → where: a block's input and map columns
/// (512 KB each) stay in cache while the condition reads them. The 20-year
/// crossover (`shapes` bench) read 14.5–16.2 ms with blocks of 64k rows,
/// 15.2–15.6 with 32k and 13.7–17.6 with 128k (one thread on two years,
/// whose 11 blocks are then too few to split), against 22.6–26.2 over
/// whole columns.
pub const BLOCK_ROWS: usize = 65_536;
