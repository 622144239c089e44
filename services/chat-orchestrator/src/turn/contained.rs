//! Containing a panic in a turn's loop.

use barb_common::proto::chat::v1::{Error as ErrorEvent, chat_event::Payload};
use futures::FutureExt;

/// Runs a turn's loop so that a panic in it (a bug) ends the turn with a
/// retryable `internal` error instead of killing its task silently: a task
/// that dies leaves the turn running with a live owner, which no takeover
/// and no reaper would ever end.
pub async fn contained(run: impl std::future::Future<Output = Payload>) -> Payload {
    match std::panic::AssertUnwindSafe(run).catch_unwind().await {
        Ok(terminal) => terminal,
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            tracing::error!(panic = %what, "the turn panicked; ending it with an internal error");
            crate::metrics::TURNS.with_label_values(&["panicked"]).inc();
            Payload::Error(ErrorEvent {
                code: "internal".into(),
                message: "the turn failed on an internal error; send the message again".into(),
                partial_answer: String::new(),
                usage: None,
                retryable: true,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_panicking_turn_ends_with_a_retryable_internal_error() {
        let before = crate::metrics::TURNS.with_label_values(&["panicked"]).get();
        let boom = || -> Payload { panic!("index out of bounds") };
        let terminal = contained(async move { boom() }).await;
        match terminal {
            Payload::Error(e) => assert_eq!((e.code.as_str(), e.retryable), ("internal", true)),
            other => panic!("{other:?}"),
        }
        assert_eq!(crate::metrics::TURNS.with_label_values(&["panicked"]).get(), before + 1);
        let fine = contained(async { Payload::Done(Default::default()) }).await;
        assert!(matches!(fine, Payload::Done(_)));
    }
}
