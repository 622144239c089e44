//! The query-engine client for what the console shows outside a chat: the
//! instruments with data and OHLCV bars for a chart. The channel connects
//! lazily (the gateway starts while the engine is down) and every call
//! carries `traceparent`, the internal token and a deadline.
//!
//! The instrument list changes only when the engine reloads its data, so it
//! is cached for [`INSTRUMENTS_TTL`]; a failed refresh serves nothing stale
//! beyond that (the caller gets a 503 and retries).

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use barb_common::{
    client::ContextInterceptor,
    client_lb::{BalanceError, DEFAULT_REFRESH, service_channel},
    error::detail_of,
    proto::query::v1::{
        GetBarsRequest, GetBarsResponse, Instrument, ListInstrumentsRequest, query_engine_client::QueryEngineClient,
    },
    tls::InternalTls,
};
use tonic::{Code, codegen::InterceptedService, transport::Channel};

use crate::{error::ApiError, metrics};

type Client = QueryEngineClient<InterceptedService<Channel, ContextInterceptor>>;

/// How long a fetched instrument list is served before it is fetched again.
pub const INSTRUMENTS_TTL: Duration = Duration::from_secs(60);

/// Why the engine did not answer with data.
#[derive(Debug, thiserror::Error)]
pub enum MarketError {
    /// The request was refused as invalid (bad timeframe, period, session).
    #[error("{0}")]
    Invalid(String),
    /// No such instrument.
    #[error("{0}")]
    NotFound(String),
    /// Down, overloaded or too slow.
    #[error("the query engine is unavailable: {0}")]
    Unavailable(String),
    /// Anything else.
    #[error("the query engine failed: {0}")]
    Failed(String),
}

impl From<tonic::Status> for MarketError {
    fn from(s: tonic::Status) -> Self {
        // The engine's ErrorDetail carries a hint; the HTTP error has one text field, so it goes there.
        let message = match detail_of(&s) {
            Some(d) if !d.hint.is_empty() => format!("{} (hint: {})", d.message, d.hint),
            Some(d) => d.message,
            None => s.message().to_string(),
        };
        match s.code() {
            Code::InvalidArgument | Code::FailedPrecondition | Code::OutOfRange => Self::Invalid(message),
            Code::NotFound => Self::NotFound(message),
            Code::Unavailable | Code::DeadlineExceeded | Code::ResourceExhausted | Code::Cancelled => {
                Self::Unavailable(message)
            }
            code => Self::Failed(format!("{code:?}: {message}")),
        }
    }
}

impl From<MarketError> for ApiError {
    fn from(e: MarketError) -> Self {
        match e {
            MarketError::Invalid(m) => ApiError::validation(m),
            MarketError::NotFound(m) => ApiError::not_found_because(m),
            MarketError::Unavailable(m) => {
                tracing::warn!(cause = %m, "query-engine unavailable");
                ApiError::unavailable("market data is unavailable; retry later")
            }
            MarketError::Failed(m) => ApiError::internal("reading market data", &m),
        }
    }
}

type Cached = Option<(Instant, Arc<Vec<Instrument>>)>;

/// A client of the QueryEngine service.
#[derive(Clone)]
pub struct Market {
    client: Client,
    timeout: Duration,
    instruments: Arc<Mutex<Cached>>,
}

impl Market {
    /// A lazily connecting client of `addr` (`http://host:port`), balanced over
    /// every address the host resolves to.
    pub fn new(
        addr: &str,
        token: Option<&str>,
        tls: Option<&InternalTls>,
        timeout: Duration,
    ) -> Result<Self, BalanceError> {
        let channel = service_channel(addr, Duration::from_secs(5), DEFAULT_REFRESH, tls)?;
        Ok(Self {
            client: QueryEngineClient::with_interceptor(channel, ContextInterceptor::new(token)),
            timeout,
            instruments: Arc::new(Mutex::new(None)),
        })
    }

    /// Every instrument with data, sorted by symbol (cached for [`INSTRUMENTS_TTL`]).
    pub async fn instruments(&self) -> Result<Arc<Vec<Instrument>>, MarketError> {
        if let Some((at, list)) = self.instruments.lock().expect("not poisoned").as_ref()
            && at.elapsed() < INSTRUMENTS_TTL
        {
            return Ok(list.clone());
        }
        let mut req = tonic::Request::new(ListInstrumentsRequest {});
        req.set_timeout(self.timeout);
        let resp = observe("list_instruments", self.client.clone().list_instruments(req).await)?;
        let list = Arc::new(resp.into_inner().instruments);
        *self.instruments.lock().expect("not poisoned") = Some((Instant::now(), list.clone()));
        Ok(list)
    }

    /// OHLCV bars, oldest first.
    pub async fn bars(&self, request: GetBarsRequest) -> Result<GetBarsResponse, MarketError> {
        let mut req = tonic::Request::new(request);
        req.set_timeout(self.timeout);
        Ok(observe("get_bars", self.client.clone().get_bars(req).await)?.into_inner())
    }
}

/// Counts the call's outcome; a refused request is the caller's fault, not an outage.
fn observe<T>(call: &str, result: Result<T, tonic::Status>) -> Result<T, MarketError> {
    let outcome = match &result {
        Ok(_) => "ok",
        Err(s) if matches!(s.code(), Code::InvalidArgument | Code::NotFound | Code::OutOfRange) => "rejected",
        Err(_) => "error",
    };
    metrics::MARKET_CALLS.with_label_values(&[call, outcome]).inc();
    result.map_err(MarketError::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::error::{detail, status};

    #[test]
    fn engine_errors_map_to_http_with_their_hint() {
        let d = detail("bad_timeframe", "unknown timeframe 'x'", "use 1h");
        let e = ApiError::from(MarketError::from(status(Code::InvalidArgument, d)));
        assert_eq!((e.status.as_u16(), e.code), (422, "VALIDATION_ERROR"));
        assert_eq!(e.message, "unknown timeframe 'x' (hint: use 1h)");
        let e = ApiError::from(MarketError::from(tonic::Status::not_found("no data for instrument 'ZZ'")));
        assert_eq!((e.status.as_u16(), e.code), (404, "NOT_FOUND"));
        assert!(e.message.contains("ZZ"), "{}", e.message);
        let e = ApiError::from(MarketError::from(tonic::Status::unavailable("connection refused")));
        assert_eq!(e.status.as_u16(), 503);
        assert!(!e.message.contains("refused"), "internal causes are not sent: {}", e.message);
    }
}
