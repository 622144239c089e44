//! Helpers shared by the integration tests.
pub mod engines;
pub mod fake_llm;
