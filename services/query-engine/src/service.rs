//! gRPC adapter: validates requests, runs queries on the bounded compute pool
//! (they are CPU-bound; tokio's workers only wait) under the call's
//! server-side deadline, bounds what comes back ([`Limits`]) and converts
//! answers to the typed protobuf shape.

use std::sync::Arc;
use std::time::Instant;

use barb_common::ServiceError;
use barb_common::compute::{ComputePool, PoolError};
use barb_common::deadline::Guard;
use barb_common::error::{detail, status};
use barb_common::proto::common::v1::{self as pc, value::Kind as VKind};
use barb_common::proto::query::v1::{self as pq, query_engine_server::QueryEngine};
use barb_script::dates::datetime_from_micros;
use barb_script::market::{Listing, Period, TS, Timeframe};
use barb_script::{BarbError, ErrorCode, Markets};
use serde_json::Value;
use tonic::codegen::Bytes;

use crate::answer::table::{INFINITY, NEG_INFINITY};
use crate::answer::{self, Answer, ColType, ColumnStats, DEFAULT_SOURCE_ROWS, OutTable, Record, Summary, cell_f64};
use crate::limits::Limits;
use crate::tool;

/// Largest accepted query text.
const MAX_QUERY_BYTES: usize = 64 * 1024;
/// `GetBars` bars when the request says 0.
const DEFAULT_BARS: usize = 5000;

/// Metadata key of the admin token `ReloadData` needs.
pub const ADMIN_TOKEN_HEADER: &str = "x-barb-admin-token";

/// The QueryEngine gRPC service.
#[derive(Clone)]
pub struct QueryEngineService {
    markets: Markets,
    pool: ComputePool,
    limits: Limits,
    /// The admin token of `ReloadData` (`QUERY_ENGINE_ADMIN_TOKEN`); `None`
    /// refuses every reload over gRPC (SIGHUP still reloads).
    admin_token: Option<Arc<str>>,
}

impl QueryEngineService {
    /// Serves `markets`, computing on `pool` within `limits`.
    pub fn new(markets: Markets, pool: ComputePool, limits: Limits) -> Self {
        Self { markets, pool, limits, admin_token: None }
    }

    /// Accepts `ReloadData` calls that carry `token` in [`ADMIN_TOKEN_HEADER`].
    pub fn with_admin_token(mut self, token: Option<String>) -> Self {
        self.admin_token = token.map(Arc::from);
        self
    }

    /// The guard of a call: its deadline from `grpc-timeout` within the limits.
    fn guard<T>(&self, req: &tonic::Request<T>) -> Guard {
        let timeout = req.metadata().get("grpc-timeout").and_then(|v| v.to_str().ok());
        self.limits.deadlines.guard(Instant::now(), timeout)
    }

    /// Runs `f` on the compute pool in the request's span; maps every way it
    /// can fail to a typed status.
    async fn compute<T: Send + 'static>(
        &self,
        guard: Guard,
        f: impl FnOnce() -> Result<T, BarbError> + Send + 'static,
    ) -> Result<T, tonic::Status> {
        let span = tracing::Span::current();
        match self.pool.run(guard, move || span.in_scope(f)).await {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(e)) => Err(failed(&e)),
            Err(PoolError::DeadlineExceeded { .. }) => Err(failed(&BarbError::deadline_exceeded())),
            Err(PoolError::Cancelled) => Err(failed(&BarbError::from(barb_common::deadline::Stop::Cancelled))),
            Err(e) => {
                tracing::warn!(error = %e, "query not run");
                Err(e.to_status())
            }
        }
    }
}

impl QueryEngineService {
    /// `Execute` as the server answers it ([`crate::route`]): the response
    /// encoded on the compute thread, so the tokio worker only copies bytes
    /// out. The same bytes as encoding [`QueryEngine::execute`]'s response.
    pub async fn execute_encoded(
        &self,
        req: tonic::Request<pq::ExecuteRequest>,
    ) -> Result<tonic::Response<Bytes>, tonic::Status> {
        let bytes = self
            .run_execute(req, |resp, max| {
                // One pass into a buffer of the exact size; its length is the
                // size check. An oversized answer is encoded before it is
                // refused (its rows are already bounded by MAX_TABLE_ROWS and
                // MAX_SOURCE_ROWS), with the same error as the typed path.
                let encoded = prost::Message::encode_to_vec(&resp);
                drop(resp);
                check_response_size(encoded.len(), max, EXECUTE_SIZE_HINT)?;
                Ok(Bytes::from(encoded))
            })
            .await?;
        Ok(tonic::Response::new(bytes))
    }

    /// `Execute` up to what is sent: validates the request, answers the query
    /// on the compute pool under the call's deadline and, still there, turns
    /// the response into what is sent with `finish` (given the response-size
    /// bound).
    async fn run_execute<R: Send + 'static>(
        &self,
        req: tonic::Request<pq::ExecuteRequest>,
        finish: fn(pq::ExecuteResponse, usize) -> Result<R, BarbError>,
    ) -> Result<R, tonic::Status> {
        let guard = self.guard(&req);
        let r = req.into_inner();
        if r.query_json.len() > MAX_QUERY_BYTES {
            return Err(status(
                tonic::Code::InvalidArgument,
                detail(
                    "too_complex",
                    format!("query is {} bytes; the limit is {MAX_QUERY_BYTES}", r.query_json.len()),
                    "split it into steps",
                )
                .at("query_json"),
            ));
        }
        let opts = r.options.unwrap_or_default();
        let format = opts.format();
        let limits = self.limits;
        let source_rows = match opts.source_row_limit as usize {
            0 => DEFAULT_SOURCE_ROWS.min(limits.max_source_rows),
            n if n > limits.max_source_rows => {
                return Err(invalid_field(
                    "options.source_row_limit",
                    format!("source_row_limit {n} is above this server's maximum of {}", limits.max_source_rows),
                    format!("ask for at most {} evidence rows", limits.max_source_rows),
                ));
            }
            n => n,
        };
        let markets = self.markets.clone();
        let instrument = r.instrument;
        let query_json = r.query_json;
        tracing::debug!(instrument = %instrument, query = %query_json, "execute");
        self.compute(guard, move || {
            let market = markets.market(&instrument)?;
            let out = answer::answer_text_capped(&market, &query_json, source_rows, limits.row_cap())?;
            let result = into_proto_as(out, &market.instrument.symbol, opts.table_row_limit as usize, format);
            finish(pq::ExecuteResponse { result: Some(result) }, limits.max_response_bytes)
        })
        .await
    }
}

/// What to do when an `ExecuteResponse` is over the limit.
const EXECUTE_SIZE_HINT: &str = "ask for fewer rows or columns: lower `limit`, project with `columns`, or lower \
                                 options.source_row_limit / options.table_row_limit";

fn failed(e: &BarbError) -> tonic::Status {
    match e.code {
        ErrorCode::Internal | ErrorCode::Data => tracing::error!(error = %e, "query failed internally"),
        ErrorCode::DeadlineExceeded | ErrorCode::Cancelled => tracing::info!(error = %e, "query stopped"),
        _ => tracing::debug!(error = %e, "query rejected"),
    }
    e.to_status()
}

/// A bad value of a request field (`invalid_value` at `field`).
fn invalid_field(field: &str, message: String, hint: String) -> tonic::Status {
    status(tonic::Code::InvalidArgument, detail("invalid_value", message, hint).at(field))
}

/// Fails when the encoded response is over the limit.
fn check_response_size(encoded: usize, max: usize, hint: &str) -> Result<(), BarbError> {
    if encoded > max {
        return Err(BarbError::new(
            ErrorCode::ResultTooLarge,
            format!("the answer is {encoded} bytes; this server sends at most {max}"),
        )
        .hint(hint));
    }
    Ok(())
}

/// A typed cell from a JSON cell; ±inf (written as `"Infinity"` /
/// `"-Infinity"` in JSON) travel as the f64 they are.
pub fn value(v: &Value) -> pc::Value {
    let kind = match (v, cell_f64(v)) {
        (Value::String(_), Some(x)) => VKind::FloatValue(x),
        _ => plain_value(v),
    };
    pc::Value { kind: Some(kind) }
}

/// [`value`] of a cell the answer no longer needs: text moves instead of
/// being copied.
fn value_owned(v: Value) -> pc::Value {
    match v {
        Value::String(s) => {
            let kind = match s.as_str() {
                INFINITY => VKind::FloatValue(f64::INFINITY),
                NEG_INFINITY => VKind::FloatValue(f64::NEG_INFINITY),
                _ => VKind::StringValue(s),
            };
            pc::Value { kind: Some(kind) }
        }
        other => value(&other),
    }
}

fn plain_value(v: &Value) -> VKind {
    match v {
        Value::Null => VKind::NullValue(true),
        Value::Bool(b) => VKind::BoolValue(*b),
        Value::Number(n) if n.is_i64() => VKind::IntValue(n.as_i64().unwrap_or_default()),
        Value::Number(n) => VKind::FloatValue(n.as_f64().unwrap_or_default()),
        Value::String(s) => VKind::StringValue(s.clone()),
        other => VKind::StringValue(other.to_string()),
    }
}

fn column_type(t: ColType) -> pc::ColumnType {
    match t {
        ColType::Bool => pc::ColumnType::Bool,
        ColType::Int => pc::ColumnType::Int,
        ColType::Float => pc::ColumnType::Float,
        ColType::Str => pc::ColumnType::String,
        ColType::Date => pc::ColumnType::Date,
        ColType::Time => pc::ColumnType::Time,
    }
}

/// The typed protobuf table of an output table, with at most `row_limit`
/// rows (0: all).
fn table_owned(t: OutTable, row_limit: usize) -> pc::Table {
    let rows = if row_limit > 0 { t.len().min(row_limit) } else { t.len() };
    pc::Table {
        columns: t
            .columns
            .iter()
            .map(|c| pc::Column { r#type: column_type(c.kind) as i32, name: c.name.clone() })
            .collect(),
        rows: (0..rows)
            .map(|i| pc::Row { values: (0..t.columns.len()).map(|j| value_owned(t.value(i, j))).collect() })
            .collect(),
    }
}

fn record(r: &Record) -> pc::Record {
    pc::Record { fields: r.iter().map(|f| pc::Field { name: f.name.clone(), value: Some(value(&f.value)) }).collect() }
}

fn stats(stats: &[ColumnStats]) -> Vec<pq::ColumnStats> {
    stats
        .iter()
        .map(|s| pq::ColumnStats {
            column: s.column.clone(),
            min: cell_f64(&s.min).unwrap_or_default(),
            max: cell_f64(&s.max).unwrap_or_default(),
            mean: s.mean.unwrap_or_default(),
        })
        .collect()
}

fn summary(s: &Summary) -> pq::Summary {
    use pq::summary::Kind;
    let kind = match s {
        Summary::Scalar { value: v, rows_scanned } => {
            Kind::Scalar(pq::ScalarSummary { value: Some(value(v)), rows_scanned: *rows_scanned as u64 })
        }
        Summary::Dict { values, rows_scanned } => {
            Kind::Dict(pq::DictSummary { values: record(values).fields, rows_scanned: *rows_scanned as u64 })
        }
        Summary::Grouped { rows, by, stats: st, first, last, min_row, max_row } => Kind::Grouped(pq::GroupedSummary {
            rows: *rows as u64,
            by: by.clone(),
            stats: stats(st),
            first: first.as_ref().map(record),
            last: last.as_ref().map(record),
            min_row: min_row.as_ref().map(record),
            max_row: max_row.as_ref().map(record),
        }),
        Summary::Table { rows, stats: st, first, last } => Kind::Table(pq::TableSummary {
            rows: *rows as u64,
            stats: stats(st),
            first: first.as_ref().map(record),
            last: last.as_ref().map(record),
        }),
    };
    pq::Summary { kind: Some(kind) }
}

/// Converts an answer to the protobuf result (typed fields and `result_json`).
pub fn to_proto(out: &Answer, instrument: &str, table_row_limit: usize) -> pq::QueryResult {
    to_proto_as(out, instrument, table_row_limit, pq::ResultFormat::Unspecified)
}

/// Converts an answer to the protobuf result in `format`: the typed fields,
/// `result_json`, or both. Each form is serialised only when asked for.
pub fn to_proto_as(
    out: &Answer,
    instrument: &str,
    table_row_limit: usize,
    format: pq::ResultFormat,
) -> pq::QueryResult {
    into_proto_as(out.clone(), instrument, table_row_limit, format)
}

/// [`to_proto_as`] of an answer that is not needed afterwards (what a call
/// does): the JSON text is written from it first, then its summary and
/// text move into the typed fields (table cells are built from their typed
/// columns, [`OutTable::value`]).
pub fn into_proto_as(
    out: Answer,
    instrument: &str,
    table_row_limit: usize,
    format: pq::ResultFormat,
) -> pq::QueryResult {
    let (typed, json) = match format {
        pq::ResultFormat::Unspecified => (true, true),
        pq::ResultFormat::Typed => (true, false),
        pq::ResultFormat::Json => (false, true),
    };
    let result_json = if json { out.to_json_text() } else { String::new() };
    if !typed {
        return pq::QueryResult { model_response: out.model_response, result_json, ..Default::default() };
    }
    let Answer { summary: s, table: t, source_rows, source_row_count, chart, metadata: m, model_response, elapsed_ms } =
        out;
    pq::QueryResult {
        summary: Some(summary(&s)),
        table: t.map(|t| table_owned(t, table_row_limit)),
        source_rows: source_rows.map(|t| table_owned(t, 0)),
        source_row_count: source_row_count.map(|n| n as u64),
        chart: chart.map(|c| pq::ChartHint { category: c.category, value: c.value }),
        metadata: Some(pq::Metadata {
            rows: m.rows as u64,
            session: m.session,
            from: m.from.to_string(),
            warnings: m.warnings,
            elapsed_ms,
            instrument: instrument.to_string(),
        }),
        model_response,
        result_json,
    }
}

/// The protobuf listing of an instrument.
fn instrument(l: &Listing) -> pq::Instrument {
    let i = &l.instrument;
    pq::Instrument {
        symbol: i.symbol.clone(),
        name: i.name.clone(),
        exchange: i.exchange.clone(),
        timezone: i.timezone.name().to_string(),
        tick_size: i.tick_size,
        point_value: i.point_value,
        sessions: i
            .sessions
            .iter()
            .map(|s| pq::Session {
                name: s.name.clone(),
                start: s.start.format("%H:%M").to_string(),
                end: s.end.format("%H:%M").to_string(),
            })
            .collect(),
        default_session: i.default_session.clone(),
        data_start: l.data_start.clone(),
        data_end: l.data_end.clone(),
        bar_count: l.bar_count,
        loaded: l.loaded,
        resident_bytes: l.resident_bytes,
        file_bytes: l.file_bytes,
    }
}

/// Compares secrets without an early exit.
fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[tonic::async_trait]
impl QueryEngine for QueryEngineService {
    async fn execute(
        &self,
        req: tonic::Request<pq::ExecuteRequest>,
    ) -> Result<tonic::Response<pq::ExecuteResponse>, tonic::Status> {
        let resp = self
            .run_execute(req, |resp, max| {
                check_response_size(prost::Message::encoded_len(&resp), max, EXECUTE_SIZE_HINT)?;
                Ok(resp)
            })
            .await?;
        Ok(tonic::Response::new(resp))
    }

    async fn list_instruments(
        &self,
        _req: tonic::Request<pq::ListInstrumentsRequest>,
    ) -> Result<tonic::Response<pq::ListInstrumentsResponse>, tonic::Status> {
        let instruments = self.markets.list().iter().map(instrument).collect();
        Ok(tonic::Response::new(pq::ListInstrumentsResponse { instruments }))
    }

    async fn get_function_reference(
        &self,
        req: tonic::Request<pq::GetFunctionReferenceRequest>,
    ) -> Result<tonic::Response<pq::GetFunctionReferenceResponse>, tonic::Status> {
        let r = req.into_inner();
        let functions = tool::function_infos(&r.category, &r.name);
        if functions.is_empty() {
            let categories = tool::categories().join(", ");
            let detail = if r.name.trim().is_empty() {
                detail(
                    "unknown_category",
                    format!("no functions in category '{}'", r.category),
                    format!("categories are {categories}; leave category empty to list all"),
                )
                .at("category")
            } else {
                detail(
                    "unknown_function",
                    "no function matches",
                    format!("categories are {categories}; names are lower case, e.g. rsi"),
                )
                .at("name")
            };
            return Err(status(tonic::Code::NotFound, detail));
        }
        let brief = r.name.trim().is_empty() && r.category.trim().is_empty();
        let model_response = tool::reference_text(&functions, brief);
        Ok(tonic::Response::new(pq::GetFunctionReferenceResponse { functions, model_response }))
    }

    async fn get_bars(
        &self,
        req: tonic::Request<pq::GetBarsRequest>,
    ) -> Result<tonic::Response<pq::GetBarsResponse>, tonic::Status> {
        let guard = self.guard(&req);
        let r = req.into_inner();
        let limits = self.limits;
        if r.limit as usize > limits.max_bars {
            return Err(invalid_field(
                "limit",
                format!("limit {} is above this server's maximum of {} bars", r.limit, limits.max_bars),
                format!("ask for at most {} bars (0 means 5000), or use a longer timeframe", limits.max_bars),
            ));
        }
        let markets = self.markets.clone();
        let resp = self
            .compute(guard, move || {
                let market = markets.market(&r.instrument)?;
                let tf = if r.timeframe.is_empty() { Timeframe::Daily } else { Timeframe::parse(&r.timeframe)? };
                let period = if r.period.is_empty() { None } else { Some(Period::parse(&r.period)?) };
                let session = (!r.session.is_empty()).then_some(r.session.as_str());
                let df = market.bars(session, tf, period.as_ref())?;
                let limit = if r.limit == 0 { DEFAULT_BARS.min(limits.max_bars) } else { r.limit as usize };
                let truncated = df.height() > limit;
                let df = df.tail(Some(limit));
                let col = |n: &str| -> Result<Vec<f64>, BarbError> {
                    Ok(df
                        .column(n)?
                        .cast(&polars::prelude::DataType::Float64)?
                        .f64()?
                        .iter()
                        .map(|v| v.unwrap_or(f64::NAN))
                        .collect())
                };
                let (o, h, l, c, v) = (col("open")?, col("high")?, col("low")?, col("close")?, col("volume")?);
                let ts = df.column(TS)?.datetime()?.physical().clone();
                let bars = ts
                    .iter()
                    .enumerate()
                    .map(|(i, t)| {
                        let dt = t.map(datetime_from_micros).unwrap_or_default();
                        pq::Bar {
                            date: dt.format("%Y-%m-%d").to_string(),
                            time: if tf.intraday() { dt.format("%H:%M").to_string() } else { String::new() },
                            open: o[i],
                            high: h[i],
                            low: l[i],
                            close: c[i],
                            volume: v[i],
                        }
                    })
                    .collect();
                let resp = pq::GetBarsResponse { bars, truncated };
                check_response_size(
                    prost::Message::encoded_len(&resp),
                    limits.max_response_bytes,
                    "ask for fewer bars: a lower `limit` or a shorter `period`",
                )?;
                Ok(resp)
            })
            .await?;
        Ok(tonic::Response::new(resp))
    }

    async fn reload_data(
        &self,
        req: tonic::Request<pq::ReloadDataRequest>,
    ) -> Result<tonic::Response<pq::ReloadDataResponse>, tonic::Status> {
        let given = req.metadata().get(ADMIN_TOKEN_HEADER).and_then(|v| v.to_str().ok()).unwrap_or("");
        let allowed = self.admin_token.as_deref().is_some_and(|t| same_secret(t.as_bytes(), given.as_bytes()));
        if !allowed {
            let hint = if self.admin_token.is_none() {
                "reloads over gRPC are off: set QUERY_ENGINE_ADMIN_TOKEN on the service (or send it SIGHUP)"
            } else {
                "send the admin token in `x-barb-admin-token` metadata"
            };
            return Err(status(
                tonic::Code::PermissionDenied,
                detail("permission_denied", "ReloadData needs the admin token", hint),
            ));
        }
        let markets = self.markets.clone();
        let report = tokio::task::spawn_blocking(move || markets.reload())
            .await
            .map_err(|e| tonic::Status::internal(format!("reload task: {e}")))?;
        match report {
            Ok(r) => {
                tracing::info!(added = ?r.added, changed = ?r.changed, removed = ?r.removed, "data reloaded over gRPC");
                Ok(tonic::Response::new(pq::ReloadDataResponse {
                    added: r.added,
                    changed: r.changed,
                    removed: r.removed,
                    unchanged: r.unchanged,
                }))
            }
            Err(e) if e.code == ErrorCode::InvalidValue => Err(status(
                tonic::Code::FailedPrecondition,
                detail("no_data_directory", e.message.clone(), e.hint.clone()),
            )),
            Err(e) => Err(failed(&e)),
        }
    }
}
