//! The caller's identity. Every describe and query call needs one, and the SQL
//! builder takes it as a parameter, so a query without an owner filter cannot
//! be built.

use uuid::Uuid;

/// The id of the user whose receipts a call may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UserId(Uuid);

/// A user id that is missing or not a UUID.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid user id {0:?}: expected a non-nil UUID")]
pub struct InvalidUserId(pub String);

impl UserId {
    /// Wraps a UUID; the nil UUID is no one's id and is rejected.
    pub fn new(id: Uuid) -> Result<Self, InvalidUserId> {
        if id.is_nil() { Err(InvalidUserId(id.to_string())) } else { Ok(Self(id)) }
    }

    /// The UUID.
    pub fn as_uuid(self) -> Uuid {
        self.0
    }
}

impl std::str::FromStr for UserId {
    type Err = InvalidUserId;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let id = Uuid::try_parse(s.trim()).map_err(|_| InvalidUserId(barb_common::input::quote(s)))?;
        Self::new(id)
    }
}

impl std::fmt::Display for UserId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_uuids_and_rejects_the_rest() {
        let id: UserId = "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f".parse().unwrap();
        assert_eq!(id.to_string(), "6f1c2c1e-4c1a-4d6e-9a59-2b8f3c0d1e2f");
        assert!("".parse::<UserId>().is_err());
        assert!("alice".parse::<UserId>().is_err());
        assert!("00000000-0000-0000-0000-000000000000".parse::<UserId>().is_err());
        assert!("' OR 1=1 --".parse::<UserId>().is_err());
    }
}
