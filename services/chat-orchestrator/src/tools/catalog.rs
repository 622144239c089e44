//! The tool definitions the model reads, fetched from the services that
//! implement the tools.
//!
//! The orchestrator must not link the engines (they carry polars), so it does
//! not hold their text: query-engine, backtest and receipts-query each serve
//! their own definitions over `barb.tools.v1.ToolCatalogService`, and the
//! model gets exactly what they serve. What the orchestrator owns is the
//! routing: [`ROUTES`] says which service executes each tool and in which
//! order the model sees them.
//!
//! Readiness: a service's definitions are fetched when a turn first needs
//! them and kept for the life of the process (so the prompt cache stays
//! warm). While a service cannot be reached its tools are left out of the
//! model's tool list — the model cannot call what it is not shown, and says
//! so — and the fetch is retried at most every [`RETRY_AFTER`];
//! `chat_tool_definitions{service}` reports how many tools each service
//! currently contributes (0 = unreachable or not yet fetched).

use std::{
    collections::HashMap,
    sync::Arc,
    time::{Duration, Instant},
};

use barb_common::{
    client::{ContextInterceptor, traced},
    proto::tools::v1::{ListToolsRequest, tool_catalog_service_client::ToolCatalogServiceClient},
};
use tokio::sync::Mutex;
use tonic::{service::interceptor::InterceptedService, transport::Channel};

use crate::{metrics, provider::ToolSpec};

/// A catalog client over a tool service's channel.
pub type CatalogClient = ToolCatalogServiceClient<InterceptedService<Channel, ContextInterceptor>>;

/// A service that executes tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolService {
    /// query-engine (`QUERY_ENGINE_ADDR`).
    QueryEngine,
    /// backtest (`BACKTEST_ADDR`).
    Backtest,
    /// receipts-query (`RECEIPTS_ADDR`).
    Receipts,
}

impl ToolService {
    /// Every service, in fetch order.
    pub const ALL: [ToolService; 3] = [ToolService::QueryEngine, ToolService::Backtest, ToolService::Receipts];

    /// Name in logs, metrics and model-facing errors.
    pub fn name(self) -> &'static str {
        match self {
            ToolService::QueryEngine => "query-engine",
            ToolService::Backtest => "backtest",
            ToolService::Receipts => "receipts-query",
        }
    }
}

/// Which service executes each tool, in the order the model sees the tools.
pub const ROUTES: [(&str, ToolService); 8] = [
    ("run_query", ToolService::QueryEngine),
    ("run_backtest", ToolService::Backtest),
    ("backtest_compare", ToolService::Backtest),
    ("backtest_portfolio", ToolService::Backtest),
    ("backtest_sweep", ToolService::Backtest),
    ("describe_data", ToolService::Receipts),
    ("query_receipts", ToolService::Receipts),
    ("function_reference", ToolService::QueryEngine),
];

/// The service that executes `tool`, if it is one of ours.
pub fn route(tool: &str) -> Option<ToolService> {
    ROUTES.iter().find(|(name, _)| *name == tool).map(|(_, s)| *s)
}

/// How long to wait before asking an unreachable service again.
pub const RETRY_AFTER: Duration = Duration::from_secs(30);

/// Deadline of one `ListTools` call.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Default)]
struct State {
    /// Definitions per service, once fetched.
    fetched: HashMap<ToolService, Vec<ToolSpec>>,
    /// Last failed attempt per service.
    failed_at: HashMap<ToolService, Instant>,
    /// What the model gets now, in [`ROUTES`] order.
    specs: Arc<Vec<ToolSpec>>,
}

/// Fetches and caches the services' tool definitions.
pub struct Catalogs {
    clients: Vec<(ToolService, CatalogClient)>,
    retry_after: Duration,
    state: Mutex<State>,
}

impl Catalogs {
    /// Catalog clients over the services' channels; an unreachable service is
    /// asked again after `retry_after` ([`RETRY_AFTER`] in production).
    pub fn new(clients: Vec<(ToolService, CatalogClient)>, retry_after: Duration) -> Self {
        Self { clients, retry_after, state: Mutex::new(State::default()) }
    }

    /// The tool definitions for the next model request: every service fetched
    /// so far, retrying the missing ones whose last attempt is older than the
    /// retry interval.
    pub async fn specs(&self) -> Arc<Vec<ToolSpec>> {
        let mut state = self.state.lock().await;
        let due: Vec<&(ToolService, CatalogClient)> = self
            .clients
            .iter()
            .filter(|(s, _)| !state.fetched.contains_key(s))
            .filter(|(s, _)| state.failed_at.get(s).is_none_or(|t| t.elapsed() >= self.retry_after))
            .collect();
        if due.is_empty() {
            return state.specs.clone();
        }
        let results = futures::future::join_all(due.iter().map(|(s, c)| fetch(*s, c.clone()))).await;
        for ((service, _), result) in due.iter().zip(results) {
            match result {
                Ok(specs) => {
                    tracing::info!(service = service.name(), tools = specs.len(), "tool definitions fetched");
                    state.failed_at.remove(service);
                    state.fetched.insert(*service, specs);
                }
                Err(e) => {
                    tracing::warn!(service = service.name(), error = %e, retry_in_ms = self.retry_after.as_millis() as u64, "tool definitions unavailable; its tools are left out");
                    state.failed_at.insert(*service, Instant::now());
                }
            }
        }
        let specs: Vec<ToolSpec> = ROUTES
            .iter()
            .filter_map(|(name, service)| state.fetched.get(service)?.iter().find(|t| t.name == *name).cloned())
            .collect();
        for service in ToolService::ALL {
            let n = specs.iter().filter(|t| route(&t.name) == Some(service)).count();
            metrics::TOOL_DEFINITIONS.with_label_values(&[service.name()]).set(n as i64);
        }
        state.specs = Arc::new(specs);
        state.specs.clone()
    }
}

/// One service's definitions of the tools routed to it.
async fn fetch(service: ToolService, mut client: CatalogClient) -> Result<Vec<ToolSpec>, String> {
    let mut req = tonic::Request::new(ListToolsRequest {});
    req.set_timeout(FETCH_TIMEOUT);
    let tools = match tokio::time::timeout(
        FETCH_TIMEOUT,
        traced("barb.tools.v1.ToolCatalogService/ListTools", client.list_tools(req)),
    )
    .await
    {
        Ok(Ok(resp)) => resp.into_inner().tools,
        Ok(Err(status)) => return Err(format!("{:?}: {}", status.code(), status.message())),
        Err(_) => return Err(format!("no answer within {} ms", FETCH_TIMEOUT.as_millis())),
    };
    let mut out = Vec::new();
    for t in tools {
        if route(&t.name) != Some(service) {
            tracing::debug!(service = service.name(), tool = %t.name, "ignoring a tool this service does not execute here");
            continue;
        }
        match serde_json::from_str(&t.input_schema_json) {
            Ok(input_schema) => out.push(ToolSpec { name: t.name, description: t.description, input_schema }),
            Err(e) => {
                tracing::error!(service = service.name(), tool = %t.name, error = %e, "tool schema is not JSON; tool left out")
            }
        }
    }
    for (name, s) in ROUTES {
        if s == service && !out.iter().any(|t| t.name == name) {
            tracing::warn!(service = service.name(), tool = name, "service does not define a tool routed to it");
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_has_one_route() {
        let mut names: Vec<&str> = ROUTES.iter().map(|(n, _)| *n).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ROUTES.len());
        assert_eq!(route("run_backtest"), Some(ToolService::Backtest));
        for research in ["backtest_compare", "backtest_portfolio", "backtest_sweep"] {
            assert_eq!(route(research), Some(ToolService::Backtest), "{research}");
        }
        assert_eq!(route("nope"), None);
        for s in ToolService::ALL {
            assert!(ROUTES.iter().any(|(_, r)| *r == s), "{s:?} has no tool");
        }
    }
}
