//! gRPC adapter: validates requests, runs the engine on the blocking pool
//! (queries are CPU-bound) and converts results to the typed protobuf shape.

use std::sync::Arc;

use barb_common::ServiceError;
use barb_common::error::{detail, status};
use barb_common::proto::common::v1::{self as pc, value::Kind as VKind};
use barb_common::proto::query::v1::{self as pq, query_engine_server::QueryEngine};
use serde_json::Value;

use crate::engine::Engine;
use crate::error::{ErrorCode, QueryError};
use crate::period::Period;
use crate::pipeline::{self, Options};
use crate::resample::Timeframe;
use crate::result::{ColType, OutTable, QueryOutput};
use crate::tool;

/// Largest accepted query text.
const MAX_QUERY_BYTES: usize = 64 * 1024;

/// The QueryEngine gRPC service.
#[derive(Clone)]
pub struct QueryEngineService {
    engine: Arc<Engine>,
}

impl QueryEngineService {
    /// Serves `engine`.
    pub fn new(engine: Arc<Engine>) -> Self {
        Self { engine }
    }
}

/// A typed cell from a JSON cell.
pub fn value(v: &Value) -> pc::Value {
    let kind = match v {
        Value::Null => VKind::NullValue(true),
        Value::Bool(b) => VKind::BoolValue(*b),
        Value::Number(n) if n.is_i64() => VKind::IntValue(n.as_i64().unwrap_or_default()),
        Value::Number(n) => VKind::FloatValue(n.as_f64().unwrap_or_default()),
        Value::String(s) => VKind::StringValue(s.clone()),
        other => VKind::StringValue(other.to_string()),
    };
    pc::Value { kind: Some(kind) }
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

/// The typed protobuf table of an output table.
pub fn table(t: &OutTable) -> pc::Table {
    pc::Table {
        columns: t
            .columns
            .iter()
            .map(|(n, ty)| pc::Column { name: n.clone(), r#type: column_type(*ty) as i32 })
            .collect(),
        rows: t.rows.iter().map(|r| pc::Row { values: r.iter().map(value).collect() }).collect(),
    }
}

fn record(v: &Value) -> Option<pc::Record> {
    v.as_object().map(|m| pc::Record {
        fields: m.iter().map(|(k, x)| pc::Field { name: k.clone(), value: Some(value(x)) }).collect(),
    })
}

fn stats(v: &Value) -> Vec<pq::ColumnStats> {
    v.as_object()
        .map(|m| {
            m.iter()
                .map(|(k, s)| pq::ColumnStats {
                    column: k.clone(),
                    min: s["min"].as_f64().unwrap_or_default(),
                    max: s["max"].as_f64().unwrap_or_default(),
                    mean: s["mean"].as_f64().unwrap_or_default(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn summary(s: &Value) -> pq::Summary {
    use pq::summary::Kind;
    let rows = s["rows"].as_u64().unwrap_or_default();
    let kind = match s["type"].as_str() {
        Some("scalar") => Kind::Scalar(pq::ScalarSummary {
            value: Some(value(&s["value"])),
            rows_scanned: s["rows_scanned"].as_u64().unwrap_or_default(),
        }),
        Some("dict") => Kind::Dict(pq::DictSummary {
            values: record(&s["values"]).map(|r| r.fields).unwrap_or_default(),
            rows_scanned: s["rows_scanned"].as_u64().unwrap_or_default(),
        }),
        Some("grouped") => Kind::Grouped(pq::GroupedSummary {
            rows,
            by: s["by"].as_str().unwrap_or_default().to_string(),
            stats: stats(&s["stats"]),
            first: record(&s["first"]),
            last: record(&s["last"]),
            min_row: record(&s["min_row"]),
            max_row: record(&s["max_row"]),
        }),
        _ => Kind::Table(pq::TableSummary {
            rows,
            stats: stats(&s["stats"]),
            first: record(&s["first"]),
            last: record(&s["last"]),
        }),
    };
    pq::Summary { kind: Some(kind) }
}

/// Converts an engine output to the protobuf result.
pub fn to_proto(out: &QueryOutput, instrument: &str, table_row_limit: usize) -> pq::QueryResult {
    let mut t = out.table.clone();
    if let Some(t) = t.as_mut()
        && table_row_limit > 0
    {
        t.rows.truncate(table_row_limit);
    }
    let m = &out.metadata;
    pq::QueryResult {
        summary: Some(summary(&out.summary)),
        table: t.as_ref().map(table),
        source_rows: out.source_rows.as_ref().map(table),
        source_row_count: out.source_row_count as u64,
        chart: out.chart.as_ref().map(|c| pq::ChartHint {
            category: c["category"].as_str().unwrap_or_default().into(),
            value: c["value"].as_str().unwrap_or_default().into(),
        }),
        metadata: Some(pq::Metadata {
            rows: m["rows"].as_u64().unwrap_or_default(),
            session: m["session"].as_str().map(str::to_string),
            from: m["from"].as_str().unwrap_or_default().into(),
            warnings: m["warnings"]
                .as_array()
                .map(|w| w.iter().filter_map(|x| x.as_str().map(str::to_string)).collect())
                .unwrap_or_default(),
            elapsed_ms: out.elapsed_ms,
            instrument: instrument.to_string(),
        }),
        model_response: out.model_response.clone(),
        result_json: out.to_json().to_string(),
    }
}

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, QueryError> + Send + 'static,
) -> Result<T, tonic::Status> {
    match tokio::task::spawn_blocking(f).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => {
            if matches!(e.code, ErrorCode::Internal | ErrorCode::Data) {
                tracing::error!(error = %e, "query failed internally");
            }
            Err(e.to_status())
        }
        Err(join) => Err(barb_common::error::internal("query execution", &join)),
    }
}

#[tonic::async_trait]
impl QueryEngine for QueryEngineService {
    async fn execute(
        &self,
        req: tonic::Request<pq::ExecuteRequest>,
    ) -> Result<tonic::Response<pq::ExecuteResponse>, tonic::Status> {
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
        let source_limit = if opts.source_row_limit == 0 { 200 } else { opts.source_row_limit as usize };
        let engine = self.engine.clone();
        let instrument = r.instrument.clone();
        tracing::debug!(instrument = %instrument, query = %r.query_json, "execute");
        let result = blocking(move || {
            let symbol = engine.market(&instrument)?.instrument.symbol.clone();
            let out = engine.execute(&instrument, &r.query_json, Options { source_row_limit: source_limit })?;
            Ok(to_proto(&out, &symbol, opts.table_row_limit as usize))
        })
        .await?;
        Ok(tonic::Response::new(pq::ExecuteResponse { result: Some(result) }))
    }

    async fn list_instruments(
        &self,
        _req: tonic::Request<pq::ListInstrumentsRequest>,
    ) -> Result<tonic::Response<pq::ListInstrumentsResponse>, tonic::Status> {
        let instruments = self
            .engine
            .markets()
            .map(|m| {
                let i = &m.instrument;
                let (start, end) = m.date_range();
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
                    data_start: start,
                    data_end: end,
                    bar_count: m.minutes.height() as u64,
                }
            })
            .collect();
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
        let r = req.into_inner();
        let engine = self.engine.clone();
        let resp = blocking(move || {
            let market = engine.market(&r.instrument)?.clone();
            let tf = if r.timeframe.is_empty() { Timeframe::Daily } else { Timeframe::parse(&r.timeframe)? };
            let period = if r.period.is_empty() { None } else { Some(Period::parse(&r.period)?) };
            let session = (!r.session.is_empty()).then_some(r.session.as_str());
            let df = pipeline::bars(&market, session, tf, period.as_ref())?;
            let limit = if r.limit == 0 { 5000 } else { r.limit as usize };
            let truncated = df.height() > limit;
            let df = df.tail(Some(limit));
            let col = |n: &str| -> Result<Vec<f64>, QueryError> {
                Ok(df
                    .column(n)?
                    .cast(&polars::prelude::DataType::Float64)?
                    .f64()?
                    .iter()
                    .map(|v| v.unwrap_or(f64::NAN))
                    .collect())
            };
            let (o, h, l, c, v) = (col("open")?, col("high")?, col("low")?, col("close")?, col("volume")?);
            let ts = df.column(crate::functions::TS)?.datetime()?.physical().clone();
            let bars = ts
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let dt =
                        t.and_then(chrono::DateTime::from_timestamp_micros).map(|d| d.naive_utc()).unwrap_or_default();
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
            Ok(pq::GetBarsResponse { bars, truncated })
        })
        .await?;
        Ok(tonic::Response::new(resp))
    }
}
