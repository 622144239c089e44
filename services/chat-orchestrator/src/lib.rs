//! The LLM tool-calling loop: providers, tools, grounding check, chat events.
//!
//! The loop lands with the chat-orchestrator issue; until then the gRPC
//! service answers with UNIMPLEMENTED and a clear message.

pub mod service;
