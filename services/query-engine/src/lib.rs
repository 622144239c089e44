//! The QueryEngine gRPC service: Barb Script (the `barb_script` crate) on the
//! loaded markets, with the answers shaped for callers.
//!
//! [`answer`] turns a computed result into the answer — output table,
//! evidence rows, the typed [`Summary`], chart hint, metadata and the
//! `model_response` text a language model sees; [`service`] is the gRPC
//! adapter (`Execute`, `ListInstruments`, `GetFunctionReference`, `GetBars`)
//! over [`barb_script::Markets`], mounted as [`route::QueryEngineRoutes`]
//! (`Execute` encoded on the compute pool); [`tool`] holds what the chat model is told
//! about `run_query` and `function_reference` (served over
//! `barb.tools.v1.ToolCatalogService`).

pub mod answer;
pub mod limits;
pub mod route;
pub mod service;
pub mod tool;

pub use answer::{Answer, DEFAULT_SOURCE_ROWS, RowCap, Summary, answer, answer_text, answer_text_capped};
