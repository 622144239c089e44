//! The chat orchestrator: the LLM tool loop, grounded answers, and chat events
//! on NATS JetStream.
//!
//! The model translates and presents; the engines compute. A turn streams the
//! model's text and tool calls ([`provider`]), runs the calls against the
//! engines ([`tools`]), gives the model compact summaries with addressable
//! values while the UI gets full data blocks ([`result_view`]), renders the
//! values the model cites instead of typing them ([`references`]), checks
//! every number it typed against the tool results — that it exists and is
//! quoted for the right row, column, period, sign and unit ([`grounding`]) —
//! and publishes every event to JetStream ([`events`]). The orchestrator is
//! stateless in memory: the caller sends the history ([`history`]) with each
//! turn; [`registry`] tracks the turns running in this process.
//!
//! # Durable turns
//!
//! A turn outlives the process running it. Which turns run, who owns them and
//! how far they got lives in NATS JetStream key-value buckets shared by every
//! replica (the design, and why two instances never both run a turn, is in
//! [`barb_common::turn_state`]): one turn per conversation across replicas,
//! cancels reach the owner on its control subject, each instance keeps a
//! lease alive by heartbeat ([`lease`]), each turn commits its finished model
//! and tool rounds ([`journal`]), and survivors take over the turns of a dead
//! instance ([`takeover`]): the completed rounds are replayed, not run again,
//! the interrupted round starts over after a `superseded` event, and seq
//! continues without gap or duplicate. On SIGTERM the instance stops taking
//! turns (health NOT_SERVING), lets running turns finish for
//! `TURN_DRAIN_MS`, then hands the rest over at once.
//!
//! The model's tool definitions are not written here: each engine serves the
//! text and schema of the tools it executes (`barb.tools.v1.ToolCatalogService`)
//! and [`tools::catalog`] fetches and caches them, so the orchestrator links no
//! engine (no polars). While an engine is unreachable its tools are left out
//! of the model's list and fetched again at most every 30 s
//! (`chat_tool_definitions{service}` shows 0).
//!
//! # Configuration (environment)
//! | variable | default | meaning |
//! |---|---|---|
//! | `LISTEN_ADDR` | `0.0.0.0:50054` | gRPC listen address |
//! | `METRICS_ADDR` | `0.0.0.0:9154` | Prometheus endpoint; `off` disables |
//! | `INTERNAL_AUTH_TOKEN[_FILE]` | this and/or mTLS required | bearer token required on incoming calls and sent to the engines (≥ 32 characters, no placeholder; `BARB_INSECURE_DEV=true` allows none on a developer machine) |
//! | `INTERNAL_TLS_CERT_FILE`, `_KEY_FILE`, `_CA_FILE` | unset | mutual TLS: incoming calls need a certificate of an allowed caller (the gateway, `ops`), calls to the engines present this one; reloaded on change (`barb_common::tls`) |
//! | `HEALTH_ADDR` | unset | plaintext `grpc.health.v1` only, for probes |
//! | `USER_ASSERTION_PUBLIC_KEYS[_FILE]` | required | the gateway's Ed25519 public key(s): every StartTurn/StreamTurn/CancelTurn must carry a user assertion for this turn (`barb_common::assertion`) |
//! | `MAX_TURNS_PER_USER` / `MAX_TURNS_TOTAL` | `4` / `256` | turns in flight per user and in total on this instance; more is RESOURCE_EXHAUSTED (`too_many_turns` / `overloaded`, with RetryInfo) |
//! | `NATS_USER`, `NATS_PASSWORD[_FILE]` | required | this service's NATS login (user `orchestrator` in `deploy/nats/nats.conf`: may publish chat events, nothing else); `NATS_TLS_CA_FILE`, `NATS_TLS_CERT_FILE`/`NATS_TLS_KEY_FILE` for TLS |
//! | `GRPC_MAX_DECODE_BYTES` / `GRPC_MAX_ENCODE_BYTES` | 16 MiB / 64 MiB | message size limits |
//! | `SHUTDOWN_GRACE_MS` | `10000` | drain time after SIGTERM |
//! | `LOG_FORMAT`, `RUST_LOG`, `OTEL_EXPORTER_OTLP_ENDPOINT` | `json`, `info`, unset | logging and tracing |
//! | `NATS_URL` | `nats://127.0.0.1:4222` | NATS server with JetStream |
//! | `CHAT_EVENTS_MAX_AGE_SECS` | `86400` | retention of the `CHAT_EVENTS` stream (when this process creates it) |
//! | `LLM_PROVIDER` | `mock` | `anthropic`, `openai` (any OpenAI-compatible server) or `mock` |
//! | `LLM_MODEL` | `claude-sonnet-4-5` / `gpt-4o-mini` / `mock` | model name (per provider) |
//! | `LLM_MAX_TOKENS` | `4096` | output token limit per model round |
//! | `ANTHROPIC_API_KEY` | — | required with `LLM_PROVIDER=anthropic` |
//! | `ANTHROPIC_BASE_URL` | `https://api.anthropic.com` | Anthropic endpoint (without `/v1`) |
//! | `OPENAI_API_KEY` | unset | sent as bearer token when set (local servers need none) |
//! | `OPENAI_BASE_URL` | `https://api.openai.com/v1` | OpenAI-compatible endpoint (with `/v1`) |
//! | `MOCK_SCRIPT` | built-in script | mock script file, `.json` or `.toml` (format in [`provider::mock`]) |
//! | `PROVIDER_CONNECT_TIMEOUT_MS` | `10000` | connect timeout to the provider |
//! | `PROVIDER_IDLE_TIMEOUT_MS` | `60000` | longest wait for response headers or the next stream chunk |
//! | `PROVIDER_MAX_RETRIES` | `3` | retries on 429, 5xx and connection errors (exponential backoff, `Retry-After` honoured) |
//! | `PROVIDER_RETRY_BASE_MS` / `PROVIDER_RETRY_MAX_MS` | `500` / `20000` | first and longest backoff delay |
//! | `LLM_ROUND_RETRIES` | `2` | retries of a model round whose stream broke (connection lost, `error` event, idle timeout), with growing pauses; text already streamed is voided with `superseded {reason: "model_retry"}`; then the provider's typed error |
//! | `LLM_PRICES` | built-in table | price overrides, `model=input/output/cache_read/cache_write;…` in USD per million tokens |
//! | `QUERY_ENGINE_ADDR` | `http://127.0.0.1:50051` | query-engine; like the other engine addresses, a name resolving to every replica or a comma-separated list of replicas (an idempotent call whose replica went away is retried on another within `TOOL_TIMEOUT_MS`) |
//! | `BACKTEST_ADDR` | `http://127.0.0.1:50052` | backtest |
//! | `RECEIPTS_ADDR` | `http://127.0.0.1:50053` | receipts-query |
//! | `MAX_TOOL_ROUNDS` | `5` | tool rounds per turn before the model must answer |
//! | `TOOL_TIMEOUT_MS` | `30000` | deadline of one tool call |
//! | `HISTORY_WINDOW` | `20` | recent history messages replayed; older ones are summarised |
//! | `HISTORY_SUMMARY_AFTER` | `40` | a turn whose history holds this many messages ends with a model-written summary of the part before the window, returned in `done.context` and stored by the gateway (`0` = never by count; keep the gateway's `HISTORY_MAX_MESSAGES` ≥ this) |
//! | `HISTORY_BUDGET_TOKENS` | `8000` | ... or whose prompt is estimated above this many tokens (4 characters a token; `0` = no budget) |
//! | `HISTORY_SUMMARY_MAX_TOKENS` | `1024` | output limit of the summary call |
//! | `GROUNDING_REWRITE` | `true` | ask for one rewrite when typed numbers fail the check |
//! | `GROUNDING_SMALL_INT_MAX` | `10` | plain integers up to this with no counting noun after them ("top 3") are not checked |
//! | `DURABLE_TURNS` | `true` | shared turn state and takeover (needs JetStream); `false` keeps turns in this process |
//! | `TURN_LEASE_TTL_MS` | `3000` | an instance whose lease is not refreshed for this long is dead; its turns are taken over (the same for every instance) |
//! | `TURN_HEARTBEAT_MS` | `1000` | lease refresh interval (at most half the TTL) |
//! | `TURN_SCAN_MS` | `500` | how often survivors look for orphaned turns |
//! | `TURN_MAX_TAKEOVERS` | `3` | takeovers a turn may have; then it ends with a retryable `takeover_limit` error |
//! | `TURN_DRAIN_MS` | `20000` | on SIGTERM, how long running turns may finish before they are handed over |
//! | `EVENT_PUBLISH_GIVE_UP_MS` | `300000` | how long an event keeps being retried while NATS is away |

/// The allocator the orchestrator's binary (and its grounding benchmark)
/// runs on: mimalloc instead of glibc's malloc.
///
/// Why: the grounding check of an answer builds and drops thousands of small
/// strings and lists (words lower-cased, pieces, clauses, candidate
/// derivations); in its worst case (every number wrong) allocation was about
/// a seventh of its instructions (callgrind, `bench_grounding`), and
/// mimalloc's thread-local free lists serve them for a fraction of glibc's
/// cost: about a tenth less time per failing answer (README, "Cost").
/// Declared here once and named by both `#[global_allocator]`s, so the
/// benchmark measures what the service runs.
pub use mimalloc::MiMalloc as Allocator;

pub mod calendar;
pub mod config;
pub mod events;
pub mod grounding;
pub mod history;
pub mod journal;
pub mod lease;
pub mod metrics;
pub mod prompt;
pub mod provider;
pub mod references;
pub mod registry;
pub mod result_view;
pub mod service;
pub mod summary;
pub mod takeover;
pub mod tools;
pub mod turn;
pub mod usage;
