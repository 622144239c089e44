//! The tools the model can call, backed by the engines over gRPC.
//!
//! `run_query` → query-engine, `run_backtest` and the research tools
//! (`backtest_compare`, `backtest_portfolio`, `backtest_sweep`) → backtest,
//! `describe_data` and `query_receipts` → receipts-query (with the gateway's
//! user assertion in `x-barb-assertion`, forwarded unchanged: receipts-query
//! takes the user from it),
//! `function_reference` → the engine's function registry ([`catalog::ROUTES`]).
//! What the model reads about each tool comes from the service that executes
//! it ([`catalog`]). Each call returns a
//! [`ToolOutcome`]: the compact text the model sees, the UI card built from the
//! full result, and the full result itself for the grounding check. Failures
//! never abort the turn: they come back to the model as `Error: <message>
//! (hint: <hint>)` with a machine code ([`ToolOutcome::code`]) so it can
//! correct itself.
//!
//! A call whose engine replica went away mid-call (killed, restarting,
//! shutting down) is retried on another replica within the tool's deadline
//! when the tool is idempotent ([`retry`]); when none answers in time the
//! model gets `tool_unavailable` and the turn goes on.

pub mod blocks;
pub mod catalog;
pub mod measure;
pub mod retry;
pub mod view;

use std::{sync::Arc, time::Duration};

use barb_common::{
    client::{ContextInterceptor, traced},
    client_lb::{BalanceError, DEFAULT_REFRESH, service_channel},
    error::detail_of,
    proto::{
        backtest::v1::{CompareRequest, PortfolioRequest, RunRequest, SweepRequest, backtest_client::BacktestClient},
        query::v1::{
            ExecuteOptions, ExecuteRequest, GetFunctionReferenceRequest, ResultFormat,
            query_engine_client::QueryEngineClient,
        },
        receipts::v1::{DescribeDataRequest, QueryRequest, receipts_query_client::ReceiptsQueryClient},
        tools::v1::tool_catalog_service_client::ToolCatalogServiceClient,
    },
};
use serde_json::Value;
use tonic::{service::interceptor::InterceptedService, transport::Channel};

use crate::provider::{ToolCallRequest, ToolSpec};
use catalog::{Catalogs, ROUTES, ToolService};

type Svc = InterceptedService<Channel, ContextInterceptor>;

/// Where the engines are and how long a call may take.
#[derive(Debug, Clone)]
pub struct ToolsConfig {
    /// query-engine address (`QUERY_ENGINE_ADDR`).
    pub query_engine_addr: String,
    /// backtest address (`BACKTEST_ADDR`).
    pub backtest_addr: String,
    /// receipts-query address (`RECEIPTS_ADDR`).
    pub receipts_addr: String,
    /// Deadline of one tool call (`TOOL_TIMEOUT_MS`).
    pub timeout: Duration,
    /// Internal bearer token for the engines (`INTERNAL_AUTH_TOKEN`).
    pub auth_token: Option<String>,
    /// mTLS to the engines (`INTERNAL_TLS_*`: the orchestrator's own certificate).
    pub tls: Option<barb_common::tls::InternalTls>,
}

/// Per-turn facts the tools need.
#[derive(Debug, Clone, Default)]
pub struct ToolContext {
    /// Instrument of the conversation (empty = engine default).
    pub instrument: String,
    /// Owner of the conversation (receipts are per user).
    pub user_id: String,
    /// The gateway's signed user assertion for the turn (see `barb_common::assertion`).
    pub assertion: String,
}

/// What one tool call produced.
#[derive(Debug, Clone, Default)]
pub struct ToolOutcome {
    /// Text given to the model.
    pub output: String,
    /// True when the call failed; `output` explains why.
    pub is_error: bool,
    /// UI card, if the result has one.
    pub block: Option<Value>,
    /// The full result; its summary and metrics feed the grounding check.
    pub result: Option<Value>,
    /// Machine code of a failure (empty on success): the engine's
    /// `ErrorInfo.reason` when it sent one (`unknown_column`, …), else
    /// `invalid_input`, `tool_unavailable`, `tool_timeout` or `tool_failed`.
    pub code: String,
}

impl ToolOutcome {
    fn error(message: impl Into<String>) -> Self {
        Self::failure("invalid_input", message)
    }

    fn failure(code: &str, message: impl Into<String>) -> Self {
        let m = message.into();
        Self { output: format!("Error: {m}"), is_error: true, code: code.to_string(), ..Default::default() }
    }

    /// A successful outcome.
    fn ok(output: String, block: Option<Value>, result: Option<Value>) -> Self {
        Self { output, is_error: false, block, result, code: String::new() }
    }
}

/// An engine call that failed, before it becomes text for the model.
#[derive(Debug)]
pub struct Failed {
    /// The service called (`query-engine`, …).
    pub service: &'static str,
    /// Its status.
    pub status: tonic::Status,
}

type Attempt = Result<ToolOutcome, Failed>;

fn failed(service: &'static str) -> impl FnOnce(tonic::Status) -> Failed {
    move |status| Failed { service, status }
}

/// The tool executor; cheap to share.
pub struct Tools {
    query: QueryEngineClient<Svc>,
    backtest: BacktestClient<Svc>,
    receipts: ReceiptsQueryClient<Svc>,
    timeout: Duration,
    catalogs: Catalogs,
}

/// An engine address could not be parsed.
#[derive(Debug, thiserror::Error)]
#[error("invalid service address {addr:?}: {source}")]
pub struct AddressError {
    /// The address.
    pub addr: String,
    /// Why.
    pub source: BalanceError,
}

/// A lazily connecting channel balanced over every address of the engine's
/// host name (a headless Service's pods), re-resolved periodically.
fn connect(addr: &str, tls: Option<&barb_common::tls::InternalTls>) -> Result<Channel, AddressError> {
    service_channel(addr, Duration::from_secs(5), DEFAULT_REFRESH, tls)
        .map_err(|source| AddressError { addr: addr.to_string(), source })
}

impl Tools {
    /// Creates lazily connecting clients (engines may start after the orchestrator).
    pub fn new(cfg: &ToolsConfig) -> Result<Self, AddressError> {
        let icpt = ContextInterceptor::new(cfg.auth_token.as_deref());
        let max = 64 << 20;
        let tls = cfg.tls.as_ref();
        let (query, backtest, receipts) = (
            connect(&cfg.query_engine_addr, tls)?,
            connect(&cfg.backtest_addr, tls)?,
            connect(&cfg.receipts_addr, tls)?,
        );
        let catalog = |channel: &Channel| {
            ToolCatalogServiceClient::with_interceptor(channel.clone(), icpt.clone()).max_decoding_message_size(max)
        };
        let catalogs = Catalogs::new(
            vec![
                (ToolService::QueryEngine, catalog(&query)),
                (ToolService::Backtest, catalog(&backtest)),
                (ToolService::Receipts, catalog(&receipts)),
            ],
            catalog::RETRY_AFTER,
        );
        Ok(Self {
            query: QueryEngineClient::with_interceptor(query, icpt.clone()).max_decoding_message_size(max),
            backtest: BacktestClient::with_interceptor(backtest, icpt.clone()).max_decoding_message_size(max),
            receipts: ReceiptsQueryClient::with_interceptor(receipts, icpt).max_decoding_message_size(max),
            timeout: cfg.timeout,
            catalogs,
        })
    }

    /// Deadline of one call.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// The tool definitions as the services serve them (see [`catalog`] for
    /// what happens while a service is unreachable).
    pub async fn specs(&self) -> Arc<Vec<ToolSpec>> {
        self.catalogs.specs().await
    }

    /// Runs one tool call within the per-tool deadline. An idempotent call
    /// whose engine replica went away is retried (on the balanced channel,
    /// so usually on another replica) while the deadline allows.
    pub async fn execute(&self, call: &ToolCallRequest, ctx: &ToolContext) -> ToolOutcome {
        let input: Value = match serde_json::from_str(&call.input_json) {
            Ok(v @ Value::Object(_)) => v,
            Ok(_) => return ToolOutcome::error(format!("{} input must be a JSON object", call.name)),
            Err(e) => return ToolOutcome::error(format!("{} input is not valid JSON: {e}", call.name)),
        };
        let deadline = tokio::time::Instant::now() + self.timeout;
        let mut attempt = 0;
        loop {
            attempt += 1;
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let work = self.dispatch(&call.name, &input, ctx, left);
            let failure = match tokio::time::timeout(left, work).await {
                Ok(Ok(outcome)) => return outcome,
                Ok(Err(f)) => f,
                Err(_) => return ToolOutcome::failure("tool_timeout", timeout_text(&call.name, self.timeout)),
            };
            let pause = retry::pause(attempt);
            if retry::idempotent(&call.name)
                && retry::transient(&failure.status)
                && tokio::time::Instant::now() + pause < deadline
            {
                crate::metrics::TOOL_RETRIES.with_label_values(&[call.name.as_str()]).inc();
                tracing::warn!(tool = %call.name, attempt, code = ?failure.status.code(), error = %failure.status.message(), "tool call failed in transit; retrying on another replica");
                tokio::time::sleep(pause).await;
                continue;
            }
            let code = retry::code_of(&failure.status, attempt);
            return ToolOutcome::failure(
                &code,
                status_text(failure.service, &call.name, &failure.status, self.timeout),
            );
        }
    }

    async fn dispatch(&self, name: &str, input: &Value, ctx: &ToolContext, timeout: Duration) -> Attempt {
        match name {
            "run_query" => self.run_query(input, ctx, timeout).await,
            "run_backtest" => self.run_backtest(input, ctx, timeout).await,
            "backtest_compare" | "backtest_portfolio" | "backtest_sweep" => {
                self.research(name, input, ctx, timeout).await
            }
            "describe_data" => self.describe_data(ctx, timeout).await,
            "query_receipts" => self.query_receipts(input, ctx, timeout).await,
            "function_reference" => self.function_reference(input, timeout).await,
            other => {
                let names: Vec<&str> = ROUTES.iter().map(|(n, _)| *n).collect();
                Ok(ToolOutcome::failure(
                    "unknown_tool",
                    format!("unknown tool '{other}' (hint: the tools are {})", names.join(", ")),
                ))
            }
        }
    }

    fn request<T>(&self, msg: T, timeout: Duration) -> tonic::Request<T> {
        let mut req = tonic::Request::new(msg);
        req.set_timeout(timeout);
        req
    }

    async fn run_query(&self, input: &Value, ctx: &ToolContext, timeout: Duration) -> Attempt {
        let query = match object_arg(input, "query") {
            Ok(q) => q,
            Err(e) => return Ok(ToolOutcome::error(e)),
        };
        let title = title_of(input, "Query result");
        let req = self.request(
            ExecuteRequest {
                query_json: query.to_string(),
                instrument: ctx.instrument.clone(),
                // The chat layer reads `result_json` and the model text only: the
                // typed form would be serialised for nothing.
                options: Some(ExecuteOptions {
                    source_row_limit: blocks::MAX_SOURCE_ROWS as u32,
                    table_row_limit: 0,
                    format: ResultFormat::Json as i32,
                }),
            },
            timeout,
        );
        let resp = traced("barb.query.v1.QueryEngine/Execute", self.query.clone().execute(req))
            .await
            .map_err(failed("query-engine"))?;
        let Some(result) = resp.into_inner().result else {
            return Ok(ToolOutcome::failure("tool_failed", "the query engine returned no result"));
        };
        let full: Option<Value> = serde_json::from_str(&result.result_json).ok();
        let block = full.as_ref().and_then(|f| blocks::query_block(&title, f));
        Ok(ToolOutcome::ok(result.model_response, block, full))
    }

    async fn run_backtest(&self, input: &Value, ctx: &ToolContext, timeout: Duration) -> Attempt {
        if let Err(e) = object_arg(input, "strategy") {
            return Ok(ToolOutcome::error(e));
        }
        let title = title_of(input, "Backtest");
        let req =
            self.request(RunRequest { input_json: input.to_string(), instrument: ctx.instrument.clone() }, timeout);
        let resp = traced("barb.backtest.v1.Backtest/Run", self.backtest.clone().run(req))
            .await
            .map_err(failed("backtest"))?
            .into_inner();
        let block = blocks::backtest_block(&title, &resp);
        // The engine's full result (metrics and the period it covered) when it sent one.
        let full = serde_json::from_str::<Value>(&resp.result_json)
            .ok()
            .filter(|v| v.get("metrics").is_some_and(Value::is_object))
            .unwrap_or_else(|| block.clone());
        Ok(ToolOutcome::ok(resp.model_response.clone(), Some(block), Some(full)))
    }

    /// The research tools: the backtest service shapes both the model text
    /// and the card (`card_json`: `comparison`, `portfolio` or `sweep`), so
    /// they are passed through; the full result feeds the grounding check.
    async fn research(&self, name: &str, input: &Value, ctx: &ToolContext, timeout: Duration) -> Attempt {
        let input_json = input.to_string();
        let mut client = self.backtest.clone();
        let reply = match name {
            "backtest_compare" => client
                .compare(self.request(CompareRequest { input_json }, timeout))
                .await
                .map(|r| r.into_inner())
                .map(|r| (r.model_response, r.card_json, r.result_json)),
            "backtest_portfolio" => client
                .portfolio(self.request(PortfolioRequest { input_json }, timeout))
                .await
                .map(|r| r.into_inner())
                .map(|r| (r.model_response, r.card_json, r.result_json)),
            _ => client
                .sweep(self.request(SweepRequest { input_json, instrument: ctx.instrument.clone() }, timeout))
                .await
                .map(|r| r.into_inner())
                .map(|r| (r.model_response, r.card_json, r.result_json)),
        };
        let (output, card, full) = reply.map_err(failed("backtest"))?;
        Ok(ToolOutcome::ok(output, serde_json::from_str(&card).ok(), serde_json::from_str(&full).ok()))
    }

    /// A receipts request carrying the turn's user assertion; the error is the text for the model.
    fn receipts_request<T>(
        &self,
        msg: T,
        ctx: &ToolContext,
        timeout: Duration,
    ) -> Result<tonic::Request<T>, &'static str> {
        if ctx.user_id.is_empty() || ctx.assertion.is_empty() {
            return Err("the conversation has no user, so there are no receipts to read");
        }
        let mut req = self.request(msg, timeout);
        barb_common::assertion::attach(&mut req, &ctx.assertion)
            .map_err(|_| "the turn's user assertion is unusable")?;
        Ok(req)
    }

    async fn describe_data(&self, ctx: &ToolContext, timeout: Duration) -> Attempt {
        let req = match self.receipts_request(DescribeDataRequest {}, ctx, timeout) {
            Ok(r) => r,
            Err(e) => return Ok(ToolOutcome::error(e)),
        };
        let resp = traced("barb.receipts.v1.ReceiptsQuery/DescribeData", self.receipts.clone().describe_data(req))
            .await
            .map_err(failed("receipts-query"))?
            .into_inner();
        let full = serde_json::from_str(&resp.description_json).ok();
        Ok(ToolOutcome::ok(resp.model_response, None, full))
    }

    async fn query_receipts(&self, input: &Value, ctx: &ToolContext, timeout: Duration) -> Attempt {
        let query = match object_arg(input, "query") {
            Ok(q) => q,
            Err(e) => return Ok(ToolOutcome::error(e)),
        };
        let title = title_of(input, "Receipts");
        let req = match self.receipts_request(QueryRequest { query_json: query.to_string() }, ctx, timeout) {
            Ok(r) => r,
            Err(e) => return Ok(ToolOutcome::error(e)),
        };
        let resp = traced("barb.receipts.v1.ReceiptsQuery/Query", self.receipts.clone().query(req))
            .await
            .map_err(failed("receipts-query"))?
            .into_inner();
        let block = blocks::receipts_block(&title, &resp);
        let full = serde_json::from_str(&resp.result_json).ok().or_else(|| block.clone());
        Ok(ToolOutcome::ok(resp.model_response, block, full))
    }

    async fn function_reference(&self, input: &Value, timeout: Duration) -> Attempt {
        let text = |key: &str| input.get(key).and_then(Value::as_str).unwrap_or("").to_string();
        let req = self.request(GetFunctionReferenceRequest { category: text("category"), name: text("name") }, timeout);
        let resp =
            traced("barb.query.v1.QueryEngine/GetFunctionReference", self.query.clone().get_function_reference(req))
                .await
                .map_err(failed("query-engine"))?;
        Ok(ToolOutcome::ok(resp.into_inner().model_response, None, None))
    }
}

/// The object under `key`; a JSON string holding an object is accepted too
/// (models sometimes double-encode).
fn object_arg(input: &Value, key: &str) -> Result<Value, String> {
    match input.get(key) {
        Some(v @ Value::Object(_)) => Ok(v.clone()),
        Some(Value::String(s)) => match serde_json::from_str::<Value>(s) {
            Ok(v @ Value::Object(_)) => Ok(v),
            _ => Err(format!("`{key}` must be a JSON object, not a string (hint: pass {{\"{key}\": {{...}}}})")),
        },
        Some(_) => Err(format!("`{key}` must be a JSON object")),
        None => Err(format!("missing `{key}` (hint: the input is {{\"{key}\": {{...}}, \"title\": \"...\"}})")),
    }
}

fn title_of(input: &Value, default: &str) -> String {
    input.get("title").and_then(Value::as_str).filter(|t| !t.trim().is_empty()).unwrap_or(default).to_string()
}

/// The model-facing text for a call that ran past its deadline (the same
/// whether the local timer or the gRPC deadline fired first).
pub fn timeout_text(tool: &str, timeout: Duration) -> String {
    format!(
        "{tool} did not finish within {} ms (hint: narrow it: a shorter period or a coarser timeframe)",
        timeout.as_millis()
    )
}

/// The model-facing text for a failed engine call: the typed detail when the
/// engine sent one, else a plain explanation of the status.
pub fn status_text(service: &str, tool: &str, status: &tonic::Status, timeout: Duration) -> String {
    if let Some(d) = detail_of(status) {
        return if d.hint.is_empty() { d.message } else { format!("{} (hint: {})", d.message, d.hint) };
    }
    match status.code() {
        tonic::Code::Unavailable => format!(
            "the {service} service is unavailable right now ({}); tell the user the data service is temporarily unavailable",
            status.message()
        ),
        // tonic's client-side deadline reports CANCELLED "Timeout expired".
        tonic::Code::DeadlineExceeded => timeout_text(tool, timeout),
        tonic::Code::Cancelled if status.message().contains("Timeout expired") => timeout_text(tool, timeout),
        tonic::Code::Unimplemented => format!("{service} does not support this yet: {}", status.message()),
        _ if status.message().is_empty() => format!("{service} failed ({:?})", status.code()),
        _ => status.message().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::error::{detail, status};

    #[test]
    fn status_text_prefers_the_typed_detail() {
        let st = status(
            tonic::Code::InvalidArgument,
            detail("unknown_column", "Unknown column 'clsoe'", "did you mean 'close'?"),
        );
        assert_eq!(
            status_text("q", "t", &st, Duration::from_secs(1)),
            "Unknown column 'clsoe' (hint: did you mean 'close'?)"
        );
        let st = status(tonic::Code::InvalidArgument, detail("x", "bad", ""));
        assert_eq!(status_text("q", "t", &st, Duration::from_secs(1)), "bad");
        let st = tonic::Status::unavailable("connection refused");
        assert!(
            status_text("query-engine", "run_query", &st, Duration::from_secs(1)).contains("unavailable right now")
        );
        let st = tonic::Status::deadline_exceeded("");
        assert_eq!(
            status_text("backtest", "run_backtest", &st, Duration::from_millis(1500)),
            timeout_text("run_backtest", Duration::from_millis(1500))
        );
        let st = tonic::Status::cancelled("Timeout expired");
        assert!(status_text("backtest", "run_backtest", &st, Duration::from_millis(1500)).contains("1500 ms"));
    }

    #[test]
    fn object_arg_accepts_double_encoded_objects() {
        let v = serde_json::json!({"query": "{\"from\":\"daily\"}"});
        assert_eq!(object_arg(&v, "query").unwrap()["from"], "daily");
        assert!(object_arg(&serde_json::json!({"query": 3}), "query").is_err());
        assert!(object_arg(&serde_json::json!({}), "query").unwrap_err().contains("missing"));
        assert!(object_arg(&serde_json::json!({"query": "nope"}), "query").is_err());
    }
}
