//! Serving model tool definitions (`barb.tools.v1.ToolCatalogService`).
//!
//! The description and input schema of a tool live in the crate that executes
//! it (query-engine: `run_query`, `function_reference`; backtest:
//! `run_backtest`; receipts-query: `describe_data`, `query_receipts`). Each of
//! those services adds a [`ToolCatalog`] with its definitions to its server,
//! and the chat orchestrator — which must not link the engines — fetches them
//! and sends them to the model unchanged.

use std::sync::Arc;

use crate::proto::tools::v1::{
    ListToolsRequest, ListToolsResponse, ToolDefinition,
    tool_catalog_service_server::{ToolCatalogService, ToolCatalogServiceServer},
};

/// A tool definition from its parts; `input_schema` is a JSON Schema object.
pub fn definition(name: &str, description: impl Into<String>, input_schema: &serde_json::Value) -> ToolDefinition {
    ToolDefinition {
        name: name.to_string(),
        description: description.into(),
        input_schema_json: input_schema.to_string(),
    }
}

/// The fixed list of tools one service implements.
#[derive(Debug, Clone)]
pub struct ToolCatalog {
    tools: Arc<Vec<ToolDefinition>>,
}

impl ToolCatalog {
    /// A catalog answering with `tools`, in this order.
    pub fn new(tools: Vec<ToolDefinition>) -> Self {
        Self { tools: Arc::new(tools) }
    }

    /// The tonic service, ready for `GrpcServer::add_service`.
    pub fn into_server(self) -> ToolCatalogServiceServer<Self> {
        ToolCatalogServiceServer::new(self)
    }
}

#[tonic::async_trait]
impl ToolCatalogService for ToolCatalog {
    async fn list_tools(
        &self,
        _req: tonic::Request<ListToolsRequest>,
    ) -> Result<tonic::Response<ListToolsResponse>, tonic::Status> {
        Ok(tonic::Response::new(ListToolsResponse { tools: self.tools.as_ref().clone() }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn lists_the_tools_in_order() {
        let schema = serde_json::json!({"type": "object", "properties": {}});
        let catalog = ToolCatalog::new(vec![definition("b", "B does b.", &schema), definition("a", "A.", &schema)]);
        let tools = catalog.list_tools(tonic::Request::new(ListToolsRequest {})).await.unwrap().into_inner().tools;
        let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["b", "a"]);
        let parsed: serde_json::Value = serde_json::from_str(&tools[0].input_schema_json).unwrap();
        assert_eq!(parsed, schema);
    }
}
