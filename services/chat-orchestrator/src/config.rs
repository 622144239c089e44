//! Configuration from the environment (every variable is listed in the crate
//! docs). Parsed once at start-up so a bad value fails with its name.

use std::{path::PathBuf, sync::Arc, time::Duration};

use barb_common::{
    assertion::Verifier,
    chat_events,
    config::{self, ConfigError, ServerConfig},
    nats_connect::NatsSettings,
    turn_state::LeaseSettings,
};

use crate::{
    grounding,
    history::HistoryOptions,
    provider::{
        Provider,
        anthropic::{Anthropic, AnthropicConfig},
        http::HttpSettings,
        mock::{Mock, Script, ScriptError},
        openai::{OpenAi, OpenAiConfig},
    },
    registry::TurnLimits,
    summary::SummaryPolicy,
    tools::ToolsConfig,
    turn::LoopSettings,
    usage::{PriceError, PriceTable},
};

/// Configuration could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// A variable had a bad value.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The mock script is unusable.
    #[error(transparent)]
    Script(#[from] ScriptError),
    /// The price table is unusable.
    #[error("LLM_PRICES: {0}")]
    Prices(#[from] PriceError),
    /// A required variable is missing.
    #[error("{name} is required when {when}")]
    Missing {
        /// Variable.
        name: &'static str,
        /// Condition.
        when: &'static str,
    },
}

/// Which model provider to use.
#[derive(Debug, Clone)]
pub enum ProviderConfig {
    /// Anthropic Messages API.
    Anthropic(AnthropicConfig),
    /// OpenAI-compatible chat completions.
    OpenAi(OpenAiConfig),
    /// The scripted mock.
    Mock {
        /// Script to play.
        script: Script,
        /// Model name reported for pricing.
        model: String,
    },
}

impl ProviderConfig {
    /// Builds the provider.
    pub fn build(&self) -> Result<Arc<dyn Provider>, reqwest::Error> {
        Ok(match self {
            Self::Anthropic(c) => Arc::new(Anthropic::new(c.clone())?),
            Self::OpenAi(c) => Arc::new(OpenAi::new(c.clone())?),
            Self::Mock { script, model } => Arc::new(Mock::new(script.clone(), model.clone())),
        })
    }

    /// Model name.
    pub fn model(&self) -> &str {
        match self {
            Self::Anthropic(c) => &c.model,
            Self::OpenAi(c) => &c.model,
            Self::Mock { model, .. } => model,
        }
    }
}

/// Everything the binary needs.
#[derive(Debug, Clone)]
pub struct OrchestratorConfig {
    /// Shared server settings.
    pub server: ServerConfig,
    /// NATS address and this service's credentials.
    pub nats: NatsSettings,
    /// Public keys of the gateway's user assertions (`USER_ASSERTION_PUBLIC_KEYS[_FILE]`).
    pub assertions: Verifier,
    /// Turns in flight per user and in total (`MAX_TURNS_PER_USER`, `MAX_TURNS_TOTAL`).
    pub turn_limits: TurnLimits,
    /// Event retention in the stream.
    pub events_max_age: Duration,
    /// The model provider.
    pub provider: ProviderConfig,
    /// Engine addresses and tool deadline.
    pub tools: ToolsConfig,
    /// Loop settings.
    pub settings: LoopSettings,
    /// Prices.
    pub prices: PriceTable,
    /// Durable turns (`DURABLE_TURNS`): shared state, leases and takeover.
    pub durable: bool,
    /// Lease and takeover timing.
    pub lease: LeaseSettings,
    /// Drain time after SIGTERM before running turns are handed over (`TURN_DRAIN_MS`).
    pub turn_drain: Duration,
    /// How long an event keeps being retried while NATS is away (`EVENT_PUBLISH_GIVE_UP_MS`).
    pub publish_give_up: Duration,
}

fn http_settings() -> Result<HttpSettings, ConfigError> {
    Ok(HttpSettings {
        connect_timeout: config::millis_or("PROVIDER_CONNECT_TIMEOUT_MS", 10_000)?,
        idle_timeout: config::millis_or("PROVIDER_IDLE_TIMEOUT_MS", 60_000)?,
        max_retries: config::parse_or("PROVIDER_MAX_RETRIES", 3, "a whole number of retries")?,
        retry_base: config::millis_or("PROVIDER_RETRY_BASE_MS", 500)?,
        retry_max: config::millis_or("PROVIDER_RETRY_MAX_MS", 20_000)?,
    })
}

fn provider_from_env() -> Result<ProviderConfig, LoadError> {
    let kind = config::choice_or("LLM_PROVIDER", "mock", &["anthropic", "openai", "mock"])?;
    let model = config::var("LLM_MODEL");
    Ok(match kind.as_str() {
        "anthropic" => ProviderConfig::Anthropic(AnthropicConfig {
            api_key: config::var("ANTHROPIC_API_KEY")
                .ok_or(LoadError::Missing { name: "ANTHROPIC_API_KEY", when: "LLM_PROVIDER=anthropic" })?,
            base_url: config::var("ANTHROPIC_BASE_URL").unwrap_or_else(|| "https://api.anthropic.com".into()),
            model: model.unwrap_or_else(|| "claude-sonnet-4-5".into()),
            http: http_settings()?,
        }),
        "openai" => ProviderConfig::OpenAi(OpenAiConfig {
            api_key: config::var("OPENAI_API_KEY"),
            base_url: config::var("OPENAI_BASE_URL").unwrap_or_else(|| "https://api.openai.com/v1".into()),
            model: model.unwrap_or_else(|| "gpt-4o-mini".into()),
            http: http_settings()?,
        }),
        _ => ProviderConfig::Mock {
            script: match config::var("MOCK_SCRIPT") {
                Some(p) => Script::load(&PathBuf::from(p))?,
                None => Script::builtin(),
            },
            model: model.unwrap_or_else(|| "mock".into()),
        },
    })
}

fn bool_var(name: &str, default: bool) -> Result<bool, ConfigError> {
    match config::var(name).map(|v| v.to_lowercase()) {
        None => Ok(default),
        Some(v) if matches!(v.as_str(), "1" | "true" | "yes" | "on") => Ok(true),
        Some(v) if matches!(v.as_str(), "0" | "false" | "no" | "off") => Ok(false),
        Some(v) => Err(ConfigError { name: name.into(), value: v, expected: "true or false".into() }),
    }
}

impl OrchestratorConfig {
    /// Reads every variable.
    pub fn from_env() -> Result<Self, LoadError> {
        let server = ServerConfig::from_env(50054, 9154)?;
        let tools = ToolsConfig {
            query_engine_addr: config::var("QUERY_ENGINE_ADDR").unwrap_or_else(|| "http://127.0.0.1:50051".into()),
            backtest_addr: config::var("BACKTEST_ADDR").unwrap_or_else(|| "http://127.0.0.1:50052".into()),
            receipts_addr: config::var("RECEIPTS_ADDR").unwrap_or_else(|| "http://127.0.0.1:50053".into()),
            timeout: config::millis_or("TOOL_TIMEOUT_MS", 30_000)?,
            auth_token: server.auth_token.clone(),
            tls: server.tls.clone(),
        };
        let settings = LoopSettings {
            max_tool_rounds: config::parse_or("MAX_TOOL_ROUNDS", 5, "a whole number of rounds")?,
            max_tokens: config::parse_or("LLM_MAX_TOKENS", 4096, "a whole number of tokens")?,
            history: HistoryOptions {
                window: config::parse_or("HISTORY_WINDOW", 20, "a whole number of messages")?,
                ..Default::default()
            },
            grounding: grounding::Options {
                small_integer_max: config::parse_or("GROUNDING_SMALL_INT_MAX", 10, "a whole number")?,
            },
            grounding_rewrite: bool_var("GROUNDING_REWRITE", true)?,
            round_retries: config::parse_or("LLM_ROUND_RETRIES", 2, "a whole number of retries")?,
            summary: SummaryPolicy {
                after_messages: config::parse_or("HISTORY_SUMMARY_AFTER", 40, "a whole number of messages")?,
                budget_tokens: config::parse_or("HISTORY_BUDGET_TOKENS", 8000, "a whole number of tokens")?,
                max_tokens: config::parse_or("HISTORY_SUMMARY_MAX_TOKENS", 1024, "a whole number of tokens")?,
            },
        };
        Ok(Self {
            server,
            nats: NatsSettings::from_env()?,
            assertions: Verifier::from_env()?,
            turn_limits: TurnLimits {
                per_user: config::positive_or("MAX_TURNS_PER_USER", TurnLimits::default().per_user, "a turn count")?,
                total: config::positive_or("MAX_TURNS_TOTAL", TurnLimits::default().total, "a turn count")?,
            },
            events_max_age: chat_events::max_age_from_env()?,
            provider: provider_from_env()?,
            tools,
            settings,
            prices: PriceTable::with_overrides(&config::var("LLM_PRICES").unwrap_or_default())?,
            durable: bool_var("DURABLE_TURNS", true)?,
            lease: LeaseSettings::from_env()?,
            turn_drain: config::millis_or("TURN_DRAIN_MS", 20_000)?,
            publish_give_up: config::millis_or("EVENT_PUBLISH_GIVE_UP_MS", 300_000)?,
        })
    }
}
