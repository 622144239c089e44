//! The error contract of every RPC, in the gRPC standard: a status code and a
//! `google.rpc.Status` in the `grpc-status-details-bin` trailer carrying the
//! standard details of `google/rpc/error_details.proto` (tonic-types' richer
//! error model), so grpcurl, ghz and clients in any language decode them
//! without Barb's protos:
//!
//! | what | where in `google.rpc.Status` |
//! |---|---|
//! | one-sentence description | `message` (also the gRPC status message) |
//! | stable machine code, e.g. `unknown_column` | `ErrorInfo.reason` |
//! | how to fix it, e.g. `did you mean 'close'?` | `ErrorInfo.metadata["hint"]` (absent when empty) |
//! | where in the input, e.g. `map.range`, `strategy.stop_loss` | `BadRequest.field_violations[0].field` (absent when unknown) |
//! | when retrying may succeed, and after how long | `RetryInfo.retry_delay` (only for overload, deadlines and outages) |
//!
//! `ErrorInfo.domain` is [`DOMAIN`]. [`ErrorDetail`] is the Rust view of those
//! details: services build statuses from it with [`status`] and callers read
//! it back with [`detail_of`].

use std::time::Duration;

use tonic_types::{ErrorDetails, StatusExt};

/// `ErrorInfo.domain` of every Barb error: the codes are one vocabulary.
pub const DOMAIN: &str = "barb";

/// `ErrorInfo.metadata` key of the hint.
pub const HINT_KEY: &str = "hint";

/// A failure as a caller sees it: the standard details of a status, flattened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ErrorDetail {
    /// Stable snake_case machine code, e.g. `unknown_column` (`ErrorInfo.reason`).
    pub code: String,
    /// One-sentence description (the status message).
    pub message: String,
    /// How to fix it; empty when there is nothing useful to add.
    pub hint: String,
    /// Where in the input, e.g. `map.range`; empty when not tied to a field.
    pub location: String,
    /// Set when retrying the same call later may succeed.
    pub retry_after: Option<Duration>,
}

impl ErrorDetail {
    /// Sets where in the input the problem is.
    pub fn at(mut self, location: impl Into<String>) -> Self {
        self.location = location.into();
        self
    }

    /// Marks the failure as worth retrying after `delay`.
    pub fn retry_after(mut self, delay: Duration) -> Self {
        self.retry_after = Some(delay);
        self
    }
}

/// How long a caller should wait before retrying a call that failed because a
/// dependency is down or the server is overloaded.
pub const RETRY_UNAVAILABLE: Duration = Duration::from_secs(1);

/// A domain error that knows how to present itself over gRPC.
///
/// Library errors implement this so service handlers stay one-liners:
/// `engine.run(q).map_err(|e| e.to_status())`.
pub trait ServiceError: std::fmt::Display {
    /// Stable machine-readable code, e.g. `unknown_column`.
    fn code(&self) -> &str;
    /// How to fix it; empty when there is nothing useful to add.
    fn hint(&self) -> String {
        String::new()
    }
    /// Where in the input the problem is (e.g. `map.range`); empty when unknown.
    fn location(&self) -> String {
        String::new()
    }
    /// The gRPC status code; defaults to INVALID_ARGUMENT (bad input).
    fn grpc_code(&self) -> tonic::Code {
        tonic::Code::InvalidArgument
    }
    /// When retrying may succeed: by default [`default_retry`] of the code.
    fn retry_after(&self) -> Option<Duration> {
        default_retry(self.grpc_code())
    }
    /// The error as the caller will read it back.
    fn detail(&self) -> ErrorDetail {
        ErrorDetail {
            code: self.code().to_string(),
            message: self.to_string(),
            hint: self.hint(),
            location: self.location(),
            retry_after: self.retry_after(),
        }
    }
    /// Converts into a status with the standard details attached.
    fn to_status(&self) -> tonic::Status {
        status(self.grpc_code(), self.detail())
    }
}

/// The default retry advice of a status code: an outage or overload passes
/// ([`RETRY_UNAVAILABLE`]); an expired deadline may be retried at once with a
/// longer one (zero delay); anything else fails the same way again (none).
pub fn default_retry(code: tonic::Code) -> Option<Duration> {
    match code {
        tonic::Code::Unavailable | tonic::Code::ResourceExhausted => Some(RETRY_UNAVAILABLE),
        tonic::Code::DeadlineExceeded => Some(Duration::ZERO),
        _ => None,
    }
}

/// Builds a status whose `google.rpc.Status` details carry `detail`.
pub fn status(code: tonic::Code, detail: ErrorDetail) -> tonic::Status {
    let mut details = ErrorDetails::new();
    let mut metadata = std::collections::HashMap::new();
    if !detail.hint.is_empty() {
        metadata.insert(HINT_KEY.to_string(), detail.hint);
    }
    details.set_error_info(detail.code, DOMAIN, metadata);
    if !detail.location.is_empty() {
        details.add_bad_request_violation(detail.location, detail.message.clone());
    }
    if let Some(delay) = detail.retry_after {
        details.set_retry_info(Some(delay));
    }
    tonic::Status::with_error_details(code, detail.message, details)
}

/// Convenience constructor for an [`ErrorDetail`] without location or retry advice.
pub fn detail(code: &str, message: impl Into<String>, hint: impl Into<String>) -> ErrorDetail {
    ErrorDetail { code: code.to_string(), message: message.into(), hint: hint.into(), ..Default::default() }
}

/// Reads the [`ErrorDetail`] back out of a status, if the server attached an
/// `ErrorInfo` (statuses from the transport, e.g. a refused connection, have none).
pub fn detail_of(status: &tonic::Status) -> Option<ErrorDetail> {
    let details = status.check_error_details().ok()?;
    let info = details.error_info()?;
    Some(ErrorDetail {
        code: info.reason.clone(),
        message: status.message().to_string(),
        hint: info.metadata.get(HINT_KEY).cloned().unwrap_or_default(),
        location: details
            .bad_request()
            .and_then(|b| b.field_violations.first())
            .map(|v| v.field.clone())
            .unwrap_or_default(),
        retry_after: details.retry_info().and_then(|r| r.retry_delay),
    })
}

/// A status for a failure that is not the caller's fault. The message given to
/// the client is generic; the cause is logged, never leaked.
pub fn internal(context: &str, cause: &dyn std::fmt::Display) -> tonic::Status {
    tracing::error!(%cause, "{context}");
    status(
        tonic::Code::Internal,
        detail("internal", format!("{context} failed unexpectedly"), "retry later; the server logged the cause"),
    )
}

/// True when a call failed on its way rather than by the callee's answer:
/// the peer was unreachable (UNAVAILABLE) or the connection broke mid-call
/// (the transport reports UNKNOWN/CANCELLED/INTERNAL "transport error",
/// "connection reset", …), with no typed detail from the callee. Sending the
/// call again (to any replica) may succeed; whether that is safe is the
/// caller's to know (the call must be idempotent).
pub fn lost_in_transit(status: &tonic::Status) -> bool {
    if detail_of(status).is_some_and(|d| d.code != "shutting_down") {
        return false;
    }
    match status.code() {
        tonic::Code::Unavailable => true,
        tonic::Code::Unknown | tonic::Code::Cancelled | tonic::Code::Internal => {
            let m = status.message().to_ascii_lowercase();
            [
                "transport error",
                "connection reset",
                "broken pipe",
                "connection closed",
                "stream closed",
                "h2 protocol error",
            ]
            .iter()
            .any(|needle| m.contains(needle))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use prost::Message as _;

    #[test]
    fn detail_round_trips_through_status() {
        let st = status(
            tonic::Code::InvalidArgument,
            detail("unknown_column", "unknown column 'clsoe'", "did you mean 'close'?").at("map.range"),
        );
        assert_eq!(st.code(), tonic::Code::InvalidArgument);
        assert_eq!(st.message(), "unknown column 'clsoe'");
        let d = detail_of(&st).expect("detail attached");
        assert_eq!(d.code, "unknown_column");
        assert_eq!(d.hint, "did you mean 'close'?");
        assert_eq!(d.location, "map.range");
        assert_eq!(d.retry_after, None);
    }

    #[test]
    fn details_are_a_standard_google_rpc_status() {
        // Decode the trailer bytes with the generic google.rpc types only, as a
        // client without Barb's protos would.
        let st = status(
            tonic::Code::Unavailable,
            detail("database_unavailable", "the receipts database is unavailable", "retry later")
                .retry_after(Duration::from_millis(1500)),
        );
        let rpc = tonic_types::Status::decode(st.details()).expect("google.rpc.Status");
        assert_eq!(rpc.code, tonic::Code::Unavailable as i32);
        assert_eq!(rpc.message, "the receipts database is unavailable");
        let urls: Vec<&str> = rpc.details.iter().map(|a| a.type_url.as_str()).collect();
        assert_eq!(
            urls,
            ["type.googleapis.com/google.rpc.RetryInfo", "type.googleapis.com/google.rpc.ErrorInfo"],
            "no BadRequest without a location"
        );
        let info = tonic_types::pb::ErrorInfo::decode(rpc.details[1].value.as_slice()).unwrap();
        assert_eq!((info.reason.as_str(), info.domain.as_str()), ("database_unavailable", DOMAIN));
        assert_eq!(info.metadata["hint"], "retry later");
        let retry = tonic_types::pb::RetryInfo::decode(rpc.details[0].value.as_slice()).unwrap();
        assert_eq!(retry.retry_delay, Some(prost_types::Duration { seconds: 1, nanos: 500_000_000 }));
    }

    #[test]
    fn service_errors_fill_location_and_default_retry_advice() {
        struct Overloaded;
        impl std::fmt::Display for Overloaded {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("too many calls")
            }
        }
        impl ServiceError for Overloaded {
            fn code(&self) -> &str {
                "overloaded"
            }
            fn location(&self) -> String {
                "query".into()
            }
            fn grpc_code(&self) -> tonic::Code {
                tonic::Code::ResourceExhausted
            }
        }
        let d = detail_of(&Overloaded.to_status()).unwrap();
        assert_eq!(
            d,
            ErrorDetail {
                code: "overloaded".into(),
                message: "too many calls".into(),
                hint: String::new(),
                location: "query".into(),
                retry_after: Some(RETRY_UNAVAILABLE),
            }
        );
        assert_eq!(default_retry(tonic::Code::InvalidArgument), None);
        assert_eq!(default_retry(tonic::Code::Unavailable), Some(RETRY_UNAVAILABLE));
        assert_eq!(default_retry(tonic::Code::DeadlineExceeded), Some(Duration::ZERO));
    }

    #[test]
    fn status_without_details_has_no_detail() {
        assert!(detail_of(&tonic::Status::internal("x")).is_none());
        // Bytes that are not a google.rpc.Status are not mistaken for one.
        assert!(detail_of(&tonic::Status::with_details(tonic::Code::Internal, "x", vec![0xff, 0x01].into())).is_none());
    }
}
