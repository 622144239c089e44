//! Shaping a computed result into the answer a caller gets: the output table
//! ([`table`]), the evidence rows, the typed [`Summary`] and the text the
//! language model sees instead of the table ([`summary`]), the chart hint and
//! the metadata. [`answer`] runs the whole path: parse → plan → execute (all
//! in `barb_script`) → shape; plans come from barb-script's plan cache, so a
//! query asked again is not parsed and compiled again.

mod cells;
pub mod json;
pub mod summary;
pub mod table;

use std::time::Instant;

use barb_common::deadline::checkpoint;
use barb_script::{
    BarbError, Computed, ErrorCode, ExecutionMode, Market, Outcome, QueryPlan, Result, execute_with, plan_cache,
};
use serde_json::Value;

pub use summary::{ColumnStats, Field, Record, Summary};
pub use table::{ColType, OutTable, TableColumn, cell_f64};

/// Evidence rows returned when the caller does not say.
pub const DEFAULT_SOURCE_ROWS: usize = 200;

/// The chart a grouped result suggests: groups on the category axis, the
/// aggregate as the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartHint {
    /// The group key column.
    pub category: String,
    /// The aggregate column.
    pub value: String,
}

/// Facts about the run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    /// Rows left after the last step's `where`.
    pub rows: usize,
    /// Session as requested.
    pub session: Option<String>,
    /// Timeframe name.
    pub from: &'static str,
    /// Non-fatal remarks (e.g. no bars in the period).
    pub warnings: Vec<String>,
}

/// The full answer to a query.
#[derive(Debug, Clone)]
pub struct Answer {
    /// Compact summary.
    pub summary: Summary,
    /// Result table (absent for scalar and dict results).
    pub table: Option<OutTable>,
    /// Evidence rows (the first `source_rows` asked for).
    pub source_rows: Option<OutTable>,
    /// Total evidence rows; `None` (JSON `null`) when there are none: no
    /// explicit `select`, or nothing left to aggregate.
    pub source_row_count: Option<usize>,
    /// Chart hint for grouped results.
    pub chart: Option<ChartHint>,
    /// Facts about the run.
    pub metadata: Metadata,
    /// Text for the model.
    pub model_response: String,
    /// Time from the query to the answer.
    pub elapsed_ms: f64,
}

impl Answer {
    /// The CLI/JSON shape (also gRPC `result_json`):
    /// `{"ok":true, summary, table, source_rows, source_row_count, chart, metadata, model_response}`
    /// ([`json::AnswerJson`]).
    pub fn to_json(&self) -> Value {
        serde_json::to_value(json::AnswerJson(self)).expect("an answer is plain JSON: string keys, finite numbers")
    }

    /// [`Answer::to_json`] as compact text, written without building the
    /// `Value` first (what `result_json` carries).
    pub fn to_json_text(&self) -> String {
        serde_json::to_string(&json::AnswerJson(self)).expect("an answer is plain JSON: string keys, finite numbers")
    }
}

/// The most rows an answer may hold: the service's bound on `limit` and on
/// the rows of a table or grouped result (the CLI has none). Checked before
/// the rows are shaped, so an oversized result costs no serialisation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowCap(pub usize);

impl RowCap {
    /// No bound.
    pub const NONE: RowCap = RowCap(usize::MAX);

    fn advice(self) -> String {
        format!(
            "ask for at most {} rows: add or lower `limit`, narrow the `period`, use a longer timeframe (`from`), \
             or aggregate with `select` / `group_by`",
            self.0
        )
    }

    /// `limit` of the last step (the one that shapes the result) within the cap.
    fn check_limit(self, plan: &QueryPlan) -> Result<()> {
        match plan.final_limit() {
            Some((n, at)) if n > self.0 => Err(BarbError::new(
                ErrorCode::InvalidValue,
                format!("limit {n} is above this server's maximum of {} rows", self.0),
            )
            .hint(self.advice())
            .at(at)),
            _ => Ok(()),
        }
    }

    /// The rows of a table or grouped result within the cap.
    fn check_rows(self, computed: &Computed) -> Result<()> {
        let rows = computed.frame.height();
        if matches!(computed.outcome, Outcome::Table | Outcome::Grouped { .. }) && rows > self.0 {
            return Err(BarbError::new(
                ErrorCode::ResultTooLarge,
                format!("the result has {rows} rows; this server returns at most {}", self.0),
            )
            .hint(self.advice()));
        }
        Ok(())
    }
}

/// Answers a query object on `market`, with at most `source_rows` evidence rows.
pub fn answer(market: &Market, query: &Value, source_rows: usize) -> Result<Answer> {
    let started = Instant::now();
    let plan = plan_cache::plan_value(query)?;
    finish(market, &plan, source_rows, RowCap::NONE, started)
}

/// Answers query JSON text on `market`, with at most `source_rows` evidence rows.
pub fn answer_text(market: &Market, query_json: &str, source_rows: usize) -> Result<Answer> {
    answer_text_capped(market, query_json, source_rows, RowCap::NONE)
}

/// [`answer_text`] with at most `cap` rows in `limit` and in the result
/// (`invalid_value` at `limit`, `result_too_large`). Checks the current
/// thread's deadline ([`barb_common::deadline::checkpoint`]) between stages.
pub fn answer_text_capped(market: &Market, query_json: &str, source_rows: usize, cap: RowCap) -> Result<Answer> {
    let started = Instant::now();
    let plan = plan_cache::plan_text(query_json)?;
    cap.check_limit(&plan)?;
    finish(market, &plan, source_rows, cap, started)
}

fn finish(market: &Market, plan: &QueryPlan, source_rows: usize, cap: RowCap, started: Instant) -> Result<Answer> {
    checkpoint()?;
    // Only the first `source_rows` rows of the evidence are shown.
    let computed =
        execute_with(market, plan, ExecutionMode { evidence_rows: source_rows, ..ExecutionMode::default() })?;
    cap.check_rows(&computed)?;
    checkpoint()?;
    let mut answer = shape(plan, computed, source_rows)?;
    answer.elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
    Ok(answer)
}

/// Shapes a computed result of `plan`; `elapsed_ms` is left at 0.
pub fn shape(plan: &QueryPlan, computed: Computed, source_rows: usize) -> Result<Answer, BarbError> {
    let Computed { outcome, frame, evidence, rows, warnings } = computed;
    let timeframe = plan.timeframe();
    let metadata = Metadata { rows, session: plan.session().map(str::to_string), from: timeframe.name(), warnings };
    // The evidence holds its first rows; `rows` counts them all.
    let source_row_count = evidence.as_ref().map(|_| rows);
    let source_table =
        evidence.as_ref().map(|df| table::prepare(df, timeframe, plan, &[], Some(source_rows))).transpose()?;
    // Aggregates report how many rows they saw: the evidence, else the rows after `where`.
    let scanned = source_row_count.filter(|n| *n > 0).unwrap_or(rows);
    let (summarized, out_table, chart) = match &outcome {
        Outcome::Scalar(v) => (summary::scalar(v, scanned), None, None),
        Outcome::Dict(values) => (summary::dict(values, scanned), None, None),
        Outcome::Table => {
            let t = table::prepare(&frame, timeframe, plan, &[], None)?;
            (summary::table(&t, plan), Some(t), None)
        }
        Outcome::Grouped { keys, aggregates } => {
            let t = table::prepare(&frame, timeframe, plan, keys, None)?;
            let (s, aggregate) = summary::grouped(&t, plan, keys, aggregates);
            let chart = aggregate.map(|value| ChartHint { category: keys.first().cloned().unwrap_or_default(), value });
            (s, Some(t), chart)
        }
    };
    Ok(Answer {
        summary: summarized.summary,
        table: out_table,
        source_rows: source_table,
        source_row_count,
        chart,
        metadata,
        model_response: summarized.text,
        elapsed_ms: 0.0,
    })
}
