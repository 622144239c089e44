//! `Execute` as the server mounts it ([`QueryEngineRoutes`]: the response
//! encoded on the compute thread) on a real server (the shared bootstrap, on a
//! loopback port): every answer and every error is what the typed
//! `QueryEngine::execute` gives for the same request, and a full compute
//! queue is still RESOURCE_EXHAUSTED with retry advice while health answers.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use barb_common::compute::{ComputePool, PoolConfig};
use barb_common::deadline::Guard;
use barb_common::error::detail_of;
use barb_common::proto::query::v1::query_engine_server::QueryEngine;
use barb_common::proto::query::v1::{
    ExecuteOptions, ExecuteRequest, ExecuteResponse, ResultFormat, query_engine_client::QueryEngineClient,
};
use barb_common::server::{GrpcServer, ServerConfig};
use barb_script::{Market, Markets};
use chrono::NaiveDate;
use query_engine::limits::Limits;
use query_engine::route::QueryEngineRoutes;
use query_engine::service::QueryEngineService;
use tonic::transport::Channel;

struct Server {
    client: QueryEngineClient<Channel>,
    service: QueryEngineService,
    pool: ComputePool,
    addr: String,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
    }
}

/// Three months of the synthetic NQ sample, built once per test binary.
fn markets() -> Markets {
    static MARKETS: OnceLock<Markets> = OnceLock::new();
    MARKETS
        .get_or_init(|| {
            let day = |m, d| NaiveDate::from_ymd_opt(2024, m, d).unwrap();
            Markets::new(vec![Market::nq_sample(day(1, 2), day(3, 28)).unwrap()]).unwrap()
        })
        .clone()
}

/// A server whose compute pool is called `pool` (metrics are per process:
/// each test its own name), with `limits`.
async fn start(pool: &'static str, config: PoolConfig, limits: Limits) -> Server {
    let markets = tokio::task::spawn_blocking(markets).await.unwrap();
    let pool = ComputePool::start(pool, config).unwrap();
    let service = QueryEngineService::new(markets, pool.clone(), limits);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let config = ServerConfig { shutdown_grace: Duration::from_secs(5), ..ServerConfig::for_tests(addr) };
    let routes = QueryEngineRoutes::new(service.clone(), config.max_decode_bytes, config.max_encode_bytes);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(GrpcServer::new("query-engine", config).add_service(routes).serve_on(listener, async move {
        let _ = rx.await;
    }));
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{addr}"))
        .unwrap()
        .connect_timeout(Duration::from_secs(10))
        .connect()
        .await
        .unwrap();
    Server {
        client: QueryEngineClient::new(channel).max_decoding_message_size(64 << 20),
        service,
        pool,
        addr: format!("http://{addr}"),
        stop: Some(tx),
    }
}

fn request(query: &str, options: Option<ExecuteOptions>) -> ExecuteRequest {
    ExecuteRequest { instrument: "NQ".into(), query_json: query.into(), options }
}

/// The response without its timing (the one field two runs never share).
fn untimed(mut r: ExecuteResponse) -> ExecuteResponse {
    if let Some(m) = r.result.as_mut().and_then(|q| q.metadata.as_mut()) {
        m.elapsed_ms = 0.0;
    }
    r
}

/// Both paths' answer to `req`: over the wire (encoded on the pool) and the
/// typed handler called directly.
async fn both(
    s: &Server,
    req: ExecuteRequest,
) -> (Result<ExecuteResponse, tonic::Status>, Result<ExecuteResponse, tonic::Status>) {
    let wire = s.client.clone().execute(req.clone()).await.map(|r| untimed(r.into_inner()));
    let typed = QueryEngine::execute(&s.service, tonic::Request::new(req)).await.map(|r| untimed(r.into_inner()));
    (wire, typed)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn encoded_answers_and_errors_are_the_typed_ones() {
    let s = start("qe-route", PoolConfig { threads: 2, queue: 64, stack_bytes: 8 << 20 }, Limits::default()).await;
    let opts = |format: ResultFormat, table_row_limit, source_row_limit| {
        Some(ExecuteOptions { format: format as i32, table_row_limit, source_row_limit })
    };
    let cases = [
        (r#"{"select":"count()"}"#, None),
        (r#"{"from":"daily","period":"last_20","select":"mean(close)"}"#, None),
        (r#"{"from":"daily","period":"last_20","select":"mean(close)"}"#, opts(ResultFormat::Json, 0, 0)),
        (r#"{"from":"daily","period":"last_20","select":"mean(close)"}"#, opts(ResultFormat::Typed, 0, 5)),
        (r#"{"from":"daily","select":"mean(close), max(high)"}"#, None),
        (r#"{"from":"1h","period":"last_week","limit":30}"#, opts(ResultFormat::Unspecified, 7, 0)),
        (r#"{"from":"daily","map":{"wd":"dayofweek()"},"group_by":"wd","select":"mean(high - low)"}"#, None),
        (r#"{"from":"daily","map":{"r":"log(close - close)"},"sort":"r desc","limit":3}"#, None),
    ];
    for (query, options) in cases {
        let (wire, typed) = both(&s, request(query, options)).await;
        let wire = wire.unwrap_or_else(|e| panic!("{query}: {e:?}"));
        let typed = typed.unwrap_or_else(|e| panic!("{query}: {e:?}"));
        assert_eq!(wire, typed, "{query} {options:?}");
        assert!(wire.result.is_some_and(|r| !r.model_response.is_empty()), "{query}");
    }
    // Errors: from the query, from the request, from the instrument.
    for req in [
        request(r#"{"from":"daily","select":"mean(closing)"}"#, None),
        request("not json", None),
        request(r#"{"select":"count()"}"#, opts(ResultFormat::Unspecified, 0, 1_000_000)),
        ExecuteRequest { instrument: "ZZ".into(), ..request(r#"{"select":"count()"}"#, None) },
    ] {
        let (wire, typed) = both(&s, req.clone()).await;
        let (wire, typed) = (wire.unwrap_err(), typed.unwrap_err());
        assert_eq!((wire.code(), wire.message()), (typed.code(), typed.message()), "{req:?}");
        assert_eq!(detail_of(&wire), detail_of(&typed), "{req:?}");
        assert!(detail_of(&wire).is_some(), "{req:?}: {wire:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_answer_is_refused_alike() {
    let limits = Limits { max_response_bytes: 4000, ..Limits::default() };
    let s = start("qe-route-size", PoolConfig { threads: 2, queue: 8, stack_bytes: 8 << 20 }, limits).await;
    // 200 evidence minute rows are far above 4000 bytes; 20 daily rows in JSON only are not.
    let (wire, typed) = both(&s, request(r#"{"select":"count()"}"#, None)).await;
    let (wire, typed) = (wire.unwrap_err(), typed.unwrap_err());
    let d = detail_of(&wire).unwrap();
    assert_eq!((wire.code(), d.code.as_str()), (tonic::Code::InvalidArgument, "result_too_large"));
    assert!(d.message.contains("bytes; this server sends at most 4000"), "{}", d.message);
    assert_eq!((wire.message(), Some(d)), (typed.message(), detail_of(&typed)));
    let small = request(
        r#"{"from":"daily","period":"last_20","select":"mean(close)"}"#,
        Some(ExecuteOptions { format: ResultFormat::Json as i32, ..Default::default() }),
    );
    let (wire, typed) = both(&s, small).await;
    assert_eq!(wire.unwrap(), typed.unwrap());
}

/// Waits (polling the metric, bounded) until gauge `name` of `pool` is `value`.
async fn until_gauge(name: &str, pool: &str, value: i64) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while barb_common::metrics::sample(name, &[("pool", pool)]).unwrap_or(0.0) != value as f64 {
        assert!(Instant::now() < deadline, "{name}{{pool={pool}}} never reached {value}");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_compute_queue_is_resource_exhausted_on_the_encoded_path() {
    const POOL: &str = "qe-route-queue";
    let s = start(POOL, PoolConfig { threads: 1, queue: 1, stack_bytes: 8 << 20 }, Limits::default()).await;
    // One job on the only thread, one waiting in the queue, both held until released.
    let (release, hold) = std::sync::mpsc::channel::<()>();
    let hold = Arc::new(std::sync::Mutex::new(hold));
    let block = |pool: &ComputePool| {
        let (pool, hold) = (pool.clone(), hold.clone());
        tokio::spawn(async move { pool.run(Guard::none(), move || hold.lock().unwrap().recv()).await })
    };
    let running = block(&s.pool);
    until_gauge("compute_busy_threads", POOL, 1).await;
    let waiting = block(&s.pool);
    until_gauge("compute_queue_depth", POOL, 1).await;
    // The next Execute is refused at once, with a delay to retry after.
    let started = Instant::now();
    let e = s.client.clone().execute(request(r#"{"select":"count()"}"#, None)).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::ResourceExhausted, "{e:?}");
    let d = detail_of(&e).unwrap();
    assert_eq!(d.code, "overloaded");
    assert!(d.retry_after.is_some_and(|r| r >= Duration::from_millis(10)), "{d:?}");
    assert!(started.elapsed() < Duration::from_secs(2), "refusal took {:?}", started.elapsed());
    // Health answers while the pool is saturated.
    let mut health = tonic_health::pb::health_client::HealthClient::new(
        tonic::transport::Endpoint::from_shared(s.addr.clone()).unwrap().connect().await.unwrap(),
    );
    let h = health.check(tonic_health::pb::HealthCheckRequest { service: String::new() }).await.unwrap();
    assert_eq!(h.into_inner().status, tonic_health::pb::health_check_response::ServingStatus::Serving as i32);
    // Released, both jobs finish and the queue takes calls again.
    release.send(()).unwrap();
    release.send(()).unwrap();
    assert!(running.await.unwrap().is_ok());
    assert!(waiting.await.unwrap().is_ok());
    let ok = s.client.clone().execute(request(r#"{"select":"count()"}"#, None)).await.expect("answered after release");
    assert!(ok.into_inner().result.is_some());
}
