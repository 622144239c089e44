//! Postgres persistence: conversations, turns, messages and tool calls
//! (schema in `services/gateway/migrations`). Every read takes the caller's
//! user id, so ownership is enforced in SQL, not by callers remembering to.

pub mod conversations;
pub mod messages;
pub mod migrations;
pub mod turns;
pub mod usage;

use chrono::{DateTime, Utc};
use uuid::Uuid;

/// True for failures that may go away by themselves (the one classification
/// in `barb_common::postgres`).
pub use barb_common::postgres::is_transient;

/// A keyset pagination cursor: `<micros since epoch>_<uuid>[_<rank>]`.
/// Opaque to clients; stable under inserts, unlike offsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    /// Sort time.
    pub at: DateTime<Utc>,
    /// Tie-breaking id.
    pub id: Uuid,
    /// Tie-breaking rank within the id (message role), 0 when unused.
    pub rank: i32,
}

/// A cursor that was not produced by this API.
#[derive(Debug, thiserror::Error)]
#[error("invalid cursor: pass back the next_cursor of a previous page")]
pub struct CursorError;

impl Cursor {
    /// Encodes the cursor.
    pub fn encode(&self) -> String {
        format!("{}_{}_{}", self.at.timestamp_micros(), self.id.simple(), self.rank)
    }

    /// Decodes a cursor produced by [`Cursor::encode`].
    pub fn decode(s: &str) -> Result<Self, CursorError> {
        let mut parts = s.split('_');
        let micros: i64 = parts.next().and_then(|p| p.parse().ok()).ok_or(CursorError)?;
        let id = parts.next().and_then(|p| Uuid::parse_str(p).ok()).ok_or(CursorError)?;
        let rank = parts.next().map_or(Ok(0), |p| p.parse().map_err(|_| CursorError))?;
        if parts.next().is_some() {
            return Err(CursorError);
        }
        let at = DateTime::from_timestamp_micros(micros).ok_or(CursorError)?;
        Ok(Self { at, id, rank })
    }
}

/// One page of a list.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Page<T> {
    /// The items.
    pub items: Vec<T>,
    /// Pass as `cursor` for the next page; `null` on the last page.
    pub next_cursor: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursor_round_trips_and_rejects_garbage() {
        let c =
            Cursor { at: DateTime::from_timestamp_micros(1_700_000_000_123_456).unwrap(), id: Uuid::new_v4(), rank: 1 };
        assert_eq!(Cursor::decode(&c.encode()).unwrap(), c);
        for bad in ["", "x", "1_2", "1_00000000000000000000000000000000_x", "1_00000000000000000000000000000000_1_2"] {
            assert!(Cursor::decode(bad).is_err(), "{bad:?}");
        }
    }
}
