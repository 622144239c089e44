//! The error contract of every RPC: a gRPC status code plus an encoded
//! [`ErrorDetail`] (`code`, `message`, `hint`) in the status details, so a
//! caller can branch on a stable code and show the hint to a person or a model.

pub use crate::proto::common::v1::ErrorDetail;
use prost::Message;

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
    /// The gRPC status code; defaults to INVALID_ARGUMENT (bad input).
    fn grpc_code(&self) -> tonic::Code {
        tonic::Code::InvalidArgument
    }
    /// Converts into a status with the detail attached.
    fn to_status(&self) -> tonic::Status {
        let detail = ErrorDetail {
            code: self.code().to_string(),
            message: self.to_string(),
            hint: self.hint(),
            location: String::new(),
        };
        status(self.grpc_code(), detail)
    }
}

/// Builds a status whose details carry `detail`.
pub fn status(code: tonic::Code, detail: ErrorDetail) -> tonic::Status {
    let message = detail.message.clone();
    tonic::Status::with_details(code, message, detail.encode_to_vec().into())
}

/// Convenience constructor for an [`ErrorDetail`].
pub fn detail(code: &str, message: impl Into<String>, hint: impl Into<String>) -> ErrorDetail {
    ErrorDetail { code: code.to_string(), message: message.into(), hint: hint.into(), location: String::new() }
}

/// Reads the [`ErrorDetail`] back out of a status, if the server attached one.
pub fn detail_of(status: &tonic::Status) -> Option<ErrorDetail> {
    if status.details().is_empty() {
        return None;
    }
    ErrorDetail::decode(status.details()).ok()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detail_round_trips_through_status() {
        let st = status(
            tonic::Code::InvalidArgument,
            detail("unknown_column", "unknown column 'clsoe'", "did you mean 'close'?"),
        );
        assert_eq!(st.code(), tonic::Code::InvalidArgument);
        assert_eq!(st.message(), "unknown column 'clsoe'");
        let d = detail_of(&st).expect("detail attached");
        assert_eq!(d.code, "unknown_column");
        assert_eq!(d.hint, "did you mean 'close'?");
    }

    #[test]
    fn status_without_details_has_no_detail() {
        assert!(detail_of(&tonic::Status::internal("x")).is_none());
    }
}
