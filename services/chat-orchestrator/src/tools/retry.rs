//! When a failed tool call is tried again.
//!
//! Only a call that can run twice without harm is retried: every tool today
//! reads (queries, backtests, receipts lookups, the function reference), so
//! running it again on another replica gives the same answer. A tool that
//! changes something must not be listed in [`idempotent`]; its failure goes
//! straight to the model.
//!
//! Only failures *in transit* are retried: the replica was unreachable,
//! went away mid-call (killed, restarting: connection refused or reset) or is
//! shutting down (UNAVAILABLE). An answer from the engine (a bad query, a
//! deadline it enforced) is the answer, however often it is asked.

use std::time::Duration;

use barb_common::error::detail_of;

/// True for tools that only read, so a retry after an ambiguous failure (the
/// call may or may not have run) cannot do anything twice.
pub fn idempotent(tool: &str) -> bool {
    matches!(
        tool,
        "run_query"
            | "run_backtest"
            | "backtest_compare"
            | "backtest_portfolio"
            | "backtest_sweep"
            | "describe_data"
            | "query_receipts"
            | "function_reference"
    )
}

/// True when the call failed on its way (the replica, not the request): a
/// retry, which the balanced channel sends to any replica, may succeed.
pub fn transient(status: &tonic::Status) -> bool {
    barb_common::error::lost_in_transit(status)
}

/// Pause before retry number `attempt` (1-based): short, since the next
/// attempt usually goes to another replica, growing for a service restarting.
pub fn pause(attempt: u32) -> Duration {
    Duration::from_millis(100u64.saturating_mul(1 << attempt.saturating_sub(1).min(4))).min(Duration::from_secs(1))
}

/// The machine code of a failure the model is told about.
pub fn code_of(status: &tonic::Status, attempts: u32) -> String {
    if let Some(d) = detail_of(status)
        && !d.code.is_empty()
    {
        return d.code;
    }
    match status.code() {
        tonic::Code::DeadlineExceeded => "tool_timeout".into(),
        tonic::Code::Cancelled if status.message().contains("Timeout expired") => "tool_timeout".into(),
        _ if transient(status) || attempts > 1 => "tool_unavailable".into(),
        _ => "tool_failed".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::error::{detail, status};

    #[test]
    fn only_reads_are_retried_and_only_failures_in_transit() {
        assert!(idempotent("run_query") && idempotent("query_receipts") && idempotent("backtest_sweep"));
        assert!(!idempotent("place_order"), "an unknown tool is not assumed to be safe twice");
        assert!(transient(&tonic::Status::unavailable("tcp connect error: Connection refused")));
        assert!(transient(&tonic::Status::unknown("transport error")));
        assert!(transient(&tonic::Status::cancelled("h2 protocol error: connection reset")));
        assert!(!transient(&tonic::Status::cancelled("Timeout expired")));
        assert!(!transient(&tonic::Status::deadline_exceeded("")));
        assert!(!transient(&tonic::Status::invalid_argument("bad query")));
        let typed = status(tonic::Code::Unavailable, detail("data_unavailable", "no data for ES", ""));
        assert!(!transient(&typed), "the engine answered");
        let draining = status(tonic::Code::Unavailable, detail("shutting_down", "shutting down", ""));
        assert!(transient(&draining), "a draining replica is a replica going away");
    }

    #[test]
    fn codes_and_pauses() {
        let typed = status(tonic::Code::InvalidArgument, detail("unknown_column", "Unknown column", "close?"));
        assert_eq!(code_of(&typed, 1), "unknown_column");
        assert_eq!(code_of(&tonic::Status::unavailable("refused"), 3), "tool_unavailable");
        assert_eq!(code_of(&tonic::Status::deadline_exceeded(""), 1), "tool_timeout");
        assert_eq!(code_of(&tonic::Status::internal("boom"), 1), "tool_failed");
        assert_eq!(pause(1), Duration::from_millis(100));
        assert_eq!(pause(2), Duration::from_millis(200));
        assert_eq!(pause(9), Duration::from_secs(1));
    }
}
