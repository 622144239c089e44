//! Validation of `StartTurn` requests: every problem is INVALID_ARGUMENT with
//! a machine code, the field it is about and a hint.

use barb_common::{
    chat_events,
    error::{detail, status},
    proto::chat::v1::StartTurnRequest,
};

use super::{MAX_HISTORY, MAX_MESSAGE_CHARS};

/// INVALID_ARGUMENT for the request field at `location`.
pub(super) fn invalid(
    code: &str,
    location: &str,
    message: impl Into<String>,
    hint: impl Into<String>,
) -> tonic::Status {
    status(tonic::Code::InvalidArgument, detail(code, message, hint).at(location))
}

/// Checks a start request; every problem is INVALID_ARGUMENT with a hint.
pub fn validate(req: &StartTurnRequest) -> Result<(), tonic::Status> {
    if !chat_events::valid_id(&req.conversation_id) {
        return Err(invalid(
            "invalid_conversation_id",
            "conversation_id",
            "conversation_id must be 1-128 characters of A-Z, a-z, 0-9, '_' or '-'",
            "use the conversation's UUID",
        ));
    }
    if !req.turn_id.is_empty() && !chat_events::valid_id(&req.turn_id) {
        return Err(invalid(
            "invalid_turn_id",
            "turn_id",
            "turn_id must be 1-128 characters of A-Z, a-z, 0-9, '_' or '-'",
            "use a UUID, or leave it empty to get one",
        ));
    }
    let chars = req.message.chars().count();
    if req.message.trim().is_empty() || chars > MAX_MESSAGE_CHARS {
        return Err(invalid(
            "invalid_message",
            "message",
            format!("message must have 1-{MAX_MESSAGE_CHARS} characters (got {chars})"),
            "send a non-empty question of at most 10,000 characters",
        ));
    }
    if !req.user_id.is_empty() && (req.user_id.len() > 256 || !req.user_id.bytes().all(|b| b.is_ascii_graphic())) {
        return Err(invalid(
            "invalid_user_id",
            "user_id",
            "user_id must be at most 256 visible ASCII characters",
            "use the user's UUID",
        ));
    }
    let locale_ok =
        req.locale.len() <= 35 && req.locale.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !locale_ok {
        return Err(invalid(
            "invalid_locale",
            "locale",
            "locale must be a BCP 47 tag of at most 35 characters (letters, digits, '-')",
            "e.g. en-US, de-DE, fr, ru; leave it empty to guess from the message",
        ));
    }
    if req.history.len() > MAX_HISTORY {
        return Err(invalid(
            "history_too_long",
            "history",
            format!("history has {} messages; at most {MAX_HISTORY} are accepted", req.history.len()),
            "send recent messages and a context_summary of older ones",
        ));
    }
    if let Some((i, m)) = req.history.iter().enumerate().find(|(_, m)| m.role != "user" && m.role != "assistant") {
        return Err(invalid(
            "invalid_history_role",
            &format!("history[{i}].role"),
            format!("history[{i}] has role {:?}", m.role),
            "roles are \"user\" and \"assistant\"",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::{error::detail_of, proto::chat::v1::HistoryMessage};

    fn req() -> StartTurnRequest {
        StartTurnRequest { conversation_id: "c-1".into(), message: "hi".into(), ..Default::default() }
    }

    #[test]
    fn validation_rejects_bad_input_with_codes() {
        assert!(validate(&req()).is_ok());
        let cases: Vec<(StartTurnRequest, &str, &str)> = vec![
            (StartTurnRequest { conversation_id: "a.b".into(), ..req() }, "invalid_conversation_id", "conversation_id"),
            (StartTurnRequest { turn_id: "x y".into(), ..req() }, "invalid_turn_id", "turn_id"),
            (StartTurnRequest { message: "  ".into(), ..req() }, "invalid_message", "message"),
            (StartTurnRequest { locale: "de DE".into(), ..req() }, "invalid_locale", "locale"),
            (StartTurnRequest { locale: "x".repeat(36), ..req() }, "invalid_locale", "locale"),
            (StartTurnRequest { message: "x".repeat(10_001), ..req() }, "invalid_message", "message"),
            (StartTurnRequest { user_id: "a b".into(), ..req() }, "invalid_user_id", "user_id"),
            (
                StartTurnRequest {
                    history: vec![
                        HistoryMessage { role: "user".into(), ..Default::default() },
                        HistoryMessage { role: "system".into(), ..Default::default() },
                    ],
                    ..req()
                },
                "invalid_history_role",
                "history[1].role",
            ),
        ];
        for (r, code, location) in cases {
            let st = validate(&r).unwrap_err();
            assert_eq!(st.code(), tonic::Code::InvalidArgument);
            let d = detail_of(&st).unwrap();
            assert_eq!((d.code.as_str(), d.location.as_str()), (code, location));
        }
        assert!(validate(&StartTurnRequest { message: "ё".repeat(10_000), ..req() }).is_ok());
    }
}
