//! The gRPC service on a real server (the shared bootstrap, on a loopback
//! port) over two generated years of NQ minute bars: typed fields agree with
//! `result_json`, errors carry typed details, and a deadline that expires
//! mid-run comes back as DEADLINE_EXCEEDED without hurting later calls; the
//! server's own bounds (default and maximum deadline, trade and response
//! caps, a full compute queue) answer with typed errors.

use std::sync::Arc;
use std::time::{Duration, Instant};

use backtest::Backtester;
use backtest::limits::Limits;
use backtest::service::BacktestService;
use barb_common::compute::{ComputePool, PoolConfig};
use barb_common::deadline::Deadlines;
use barb_common::error::detail_of;
use barb_common::proto::backtest::v1::{RunRequest, backtest_client::BacktestClient, backtest_server::BacktestServer};
use barb_common::server::GrpcServer;
use barb_common::server::ServerConfig;
use barb_script::market::Instrument;
use barb_script::{Market, Markets};
use serde_json::{Value, json};
use tonic::transport::Channel;

struct Server {
    client: BacktestClient<Channel>,
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

/// Two years of generated NQ minutes, loaded once per test binary.
fn markets() -> Arc<Markets> {
    static MARKETS: std::sync::OnceLock<Arc<Markets>> = std::sync::OnceLock::new();
    MARKETS
        .get_or_init(|| {
            let nq = Instrument::builtins().into_iter().find(|i| i.symbol == "NQ").unwrap();
            let market =
                Market::load(nq, &barb_tests::data::dataset(barb_tests::data::NQ_2Y)).expect("generated data loads");
            Arc::new(Markets::new(vec![market]).unwrap())
        })
        .clone()
}

async fn start() -> Server {
    start_with("backtest-grpc", PoolConfig { threads: 2, queue: 64, stack_bytes: 8 << 20 }, Limits::default()).await
}

/// A server whose compute pool is called `pool` (metrics are per process:
/// each test its own name) with `limits`.
async fn start_with(pool: &'static str, config: PoolConfig, limits: Limits) -> Server {
    let markets = tokio::task::spawn_blocking(markets).await.unwrap();
    let backtester = Backtester::new(markets).with_max_trades(limits.max_trades);
    let pool = ComputePool::start(pool, config).unwrap();
    let svc = BacktestServer::new(BacktestService::new(Arc::new(backtester), pool, limits));
    serve(svc).await
}

async fn serve(svc: BacktestServer<BacktestService>) -> Server {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let config = ServerConfig { shutdown_grace: Duration::from_secs(5), ..ServerConfig::for_tests(addr) };
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(GrpcServer::new("backtest", config).add_service(svc).serve_on(listener, async move {
        let _ = rx.await;
    }));
    let channel = tonic::transport::Endpoint::from_shared(format!("http://{addr}"))
        .unwrap()
        .connect_timeout(Duration::from_secs(10))
        .connect()
        .await
        .unwrap();
    // A 5-minute run over two years returns tens of thousands of trades.
    Server {
        client: BacktestClient::new(channel).max_decoding_message_size(64 << 20),
        addr: format!("http://{addr}"),
        stop: Some(tx),
    }
}

fn request(input: Value, instrument: &str) -> RunRequest {
    RunRequest { input_json: input.to_string(), instrument: instrument.into() }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn run_over_grpc_errors_and_deadlines() {
    let mut s = start().await;

    // A daily strategy: typed fields and the JSON shape agree.
    let input = json!({"strategy": {"entry": "close < prev(close) and prev(close) < prev(close, 2)", "direction": "long",
                                    "stop_loss": 150, "take_profit": 200}, "from": "daily", "title": "Dip"});
    let r = s.client.run(request(input, "")).await.expect("run").into_inner();
    let m = r.metrics.as_ref().unwrap();
    assert_eq!(r.bars, 502);
    assert!(m.total_trades >= 10, "{m:?}");
    assert_eq!(m.total_trades as usize, r.trades.len());
    assert_eq!(r.equity_curve.len(), r.trades.len());
    assert_eq!(r.title, format!("Dip · {} trades", r.trades.len()));
    let total: f64 = r.trades.iter().map(|t| t.pnl).sum();
    assert!((m.total_pnl - total).abs() < 1e-6);
    assert!((r.equity_curve.last().unwrap().equity - total).abs() < 1e-6);
    assert!(r.model_response.starts_with(&format!("Backtest: {} trades | Win Rate", r.trades.len())));
    let j: Value = serde_json::from_str(&r.result_json).unwrap();
    assert_eq!(j["ok"], true);
    assert_eq!(j["model_response"], r.model_response);
    assert_eq!(j["trades"].as_array().unwrap().len(), r.trades.len());
    assert_eq!(j["trades"][0]["entry_price"].as_f64(), Some(r.trades[0].entry_price));
    assert_eq!(j["metrics"]["total_trades"], m.total_trades);
    assert!(r.trades.iter().all(|t| t.direction == "long" && !t.exit_reason.is_empty()));

    // Typed errors.
    let e = s
        .client
        .run(request(json!({"strategy": {"entry": "clsoe > open", "direction": "long"}}), ""))
        .await
        .unwrap_err();
    assert_eq!(e.code(), tonic::Code::InvalidArgument);
    let d = detail_of(&e).expect("detail");
    assert_eq!((d.code.as_str(), d.hint.as_str()), ("unknown_column", "did you mean 'close'?"));
    let e = s.client.run(request(json!({"strategy": {"entry": "true", "direction": "long"}}), "ZZ")).await.unwrap_err();
    assert_eq!((e.code(), detail_of(&e).unwrap().code.as_str()), (tonic::Code::NotFound, "unknown_instrument"));
    let e = s.client.run(RunRequest { input_json: "x".repeat(100_000), instrument: String::new() }).await.unwrap_err();
    assert_eq!((e.code(), detail_of(&e).unwrap().code.as_str()), (tonic::Code::InvalidArgument, "too_complex"));
    let e = s.client.run(request(json!({"strategy": {"entry": "true", "direction": "up"}}), "")).await.unwrap_err();
    assert_eq!((e.code(), detail_of(&e).unwrap().code.as_str()), (tonic::Code::InvalidArgument, "invalid_value"));
    // The location travels as the standard BadRequest field violation.
    let e = s
        .client
        .run(request(json!({"strategy": {"entry": "true", "direction": "long", "stop_loss": "abc"}}), ""))
        .await
        .unwrap_err();
    let d = detail_of(&e).unwrap();
    assert_eq!((d.code.as_str(), d.location.as_str()), ("invalid_value", "strategy.stop_loss"));
    assert_eq!(d.retry_after, None, "bad input is not worth retrying");

    // A deadline far shorter than a 5-minute-bar run over two years of minutes.
    let heavy = json!({"strategy": {"entry": "close > open", "direction": "long", "trailing_stop": 5,
                                    "take_profit": 40}, "from": "5m"});
    let mut req = tonic::Request::new(request(heavy.clone(), ""));
    req.set_timeout(Duration::from_millis(300));
    let started = Instant::now();
    let e = s.client.run(req).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::DeadlineExceeded, "{e:?}");
    assert_eq!(detail_of(&e).unwrap().code, "deadline_exceeded");
    assert_eq!(detail_of(&e).unwrap().retry_after, Some(Duration::ZERO), "retry at once with more time");
    assert!(started.elapsed() < Duration::from_secs(5), "answered after {:?}", started.elapsed());

    // The service still answers; with a generous deadline the same run completes.
    let mut req = tonic::Request::new(request(heavy, ""));
    req.set_timeout(Duration::from_secs(300));
    let r = s.client.run(req).await.expect("run with a generous deadline").into_inner();
    assert!(r.bars > 50_000, "{}", r.bars);
    assert!(!r.trades.is_empty());
}

/// Sweep, comparison and portfolio over gRPC: typed fields agree with
/// `result_json`, cards come with their kinds, bad input is a typed error,
/// and a deadline that expires mid-sweep says how many configurations were done.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn research_calls_over_grpc() {
    use barb_common::proto::backtest::v1::{CompareRequest, PortfolioRequest, SweepRequest};
    let mut s = start().await;
    let sweep = json!({"strategy": {"entry": "close < sma(close, {n})", "direction": "long", "stop_loss": "{sl}", "exit_bars": 5},
                       "parameters": {"n": [5, 10, 20], "sl": [100, 200]}, "title": "SMA sweep"});
    let r = s
        .client
        .sweep(SweepRequest { input_json: sweep.to_string(), instrument: String::new() })
        .await
        .expect("sweep")
        .into_inner();
    let j: Value = serde_json::from_str(&r.result_json).unwrap();
    assert_eq!(r.configurations_tried, 6);
    assert_eq!(j["configurations"]["tried"], 6);
    assert_eq!(j["model_response"], r.model_response);
    assert_eq!(j["deflated_sharpe"]["value"].as_f64(), Some(r.deflated_sharpe));
    let card: Value = serde_json::from_str(&r.card_json).unwrap();
    assert_eq!(card["type"], "sweep");
    assert!(r.model_response.contains("Caveat:"));
    // The guard rails as typed fields, the same figures as in the JSON and the card.
    assert!(!r.caveat.is_empty() && r.model_response.ends_with(&r.caveat), "{}", r.caveat);
    assert_eq!((j["caveat"].as_str(), card["caveat"].as_str()), (Some(r.caveat.as_str()), Some(r.caveat.as_str())));
    assert_eq!(r.objective, "sharpe");
    let best = &j["top"][0];
    assert_eq!(r.best_in_sample, best["in_sample"]["objective"].as_f64());
    assert_eq!(r.best_out_of_sample, best["out_of_sample"]["objective"].as_f64());
    assert_eq!(Some(r.best_out_of_sample_trades), best["out_of_sample"]["trades"].as_u64());
    for g in [&j["guard_rails"], &card["guard_rails"]] {
        assert_eq!(g["configurations_tried"], 6);
        assert_eq!(g["caveat"].as_str(), Some(r.caveat.as_str()));
        assert_eq!(g["best"]["in_sample"].as_f64(), r.best_in_sample);
        assert_eq!(g["best"]["out_of_sample"].as_f64(), r.best_out_of_sample);
    }

    let strategy = json!({"entry": "close > open", "direction": "long", "exit_bars": 2});
    let c = s
        .client
        .compare(CompareRequest { input_json: json!({"strategy": strategy, "instruments": ["NQ"]}).to_string() })
        .await
        .expect("compare")
        .into_inner();
    assert_eq!(serde_json::from_str::<Value>(&c.card_json).unwrap()["type"], "comparison");
    let p = s
        .client
        .portfolio(PortfolioRequest {
            input_json: json!({"capital": 100000, "legs": [{"instrument": "NQ", "strategy": strategy}]}).to_string(),
        })
        .await
        .expect("portfolio")
        .into_inner();
    assert_eq!(serde_json::from_str::<Value>(&p.card_json).unwrap()["type"], "portfolio");

    let e = s
        .client
        .sweep(SweepRequest {
            input_json: json!({"strategy": strategy, "parameters": {"x": [1]}}).to_string(),
            instrument: String::new(),
        })
        .await
        .unwrap_err();
    assert_eq!((e.code(), detail_of(&e).unwrap().code.as_str()), (tonic::Code::InvalidArgument, "invalid_value"));

    // A big minute-resolved sweep on 5-minute bars cannot finish in 300 ms.
    let heavy = json!({"strategy": {"entry": "close > sma(close, {n})", "direction": "long", "trailing_stop": "{t}", "take_profit": 40},
                       "parameters": {"n": {"from": 2, "to": 40, "step": 1}, "t": {"from": 2, "to": 40, "step": 2}}, "from": "5m"});
    let mut req = tonic::Request::new(SweepRequest { input_json: heavy.to_string(), instrument: String::new() });
    req.set_timeout(Duration::from_millis(300));
    let started = Instant::now();
    let e = s.client.sweep(req).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::DeadlineExceeded, "{e:?}");
    assert_eq!(detail_of(&e).unwrap().code, "deadline_exceeded");
    assert!(e.message().contains("configurations"), "{}", e.message());
    assert!(started.elapsed() < Duration::from_secs(5), "answered after {:?}", started.elapsed());
}

/// Waits (polling the metric, bounded) until gauge `name` of `pool` is `value`.
async fn until_gauge(name: &str, pool: &str, value: i64) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while barb_common::metrics::sample(name, &[("pool", pool)]).unwrap_or(0.0) != value as f64 {
        assert!(Instant::now() < deadline, "{name}{{pool={pool}}} never reached {value}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

fn heavy() -> Value {
    json!({"strategy": {"entry": "close > open", "direction": "long", "trailing_stop": 5, "take_profit": 40},
           "from": "5m"})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_deadline_applies_without_and_caps_a_callers_timeout() {
    let limits = Limits {
        deadlines: Deadlines { default: Duration::from_millis(300), max: Duration::from_millis(600) },
        ..Limits::default()
    };
    let mut s = start_with("bt-deadline", PoolConfig { threads: 2, queue: 8, stack_bytes: 8 << 20 }, limits).await;
    // No grpc-timeout: the default applies.
    let started = Instant::now();
    let e = s.client.run(request(heavy(), "")).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::DeadlineExceeded, "{e:?}");
    assert_eq!(detail_of(&e).unwrap().code, "deadline_exceeded");
    assert!(started.elapsed() < Duration::from_secs(10), "answered after {:?}", started.elapsed());
    // An hour asked for: the maximum applies.
    let mut req = tonic::Request::new(request(heavy(), ""));
    req.set_timeout(Duration::from_secs(3600));
    let started = Instant::now();
    let e = s.client.run(req).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::DeadlineExceeded, "{e:?}");
    assert!(started.elapsed() < Duration::from_secs(10), "answered after {:?}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trade_and_response_caps_are_typed_errors() {
    let limits = Limits { max_trades: 50, max_response_bytes: 4_000, ..Limits::default() };
    let mut s = start_with("bt-caps", PoolConfig { threads: 2, queue: 8, stack_bytes: 8 << 20 }, limits).await;
    // Enter on every daily bar, hold one bar: ~250 trades over two years.
    let many = json!({"strategy": {"entry": "true", "direction": "long", "exit_bars": 1}, "from": "daily"});
    let e = s.client.run(request(many, "")).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::InvalidArgument, "{e:?}");
    let d = detail_of(&e).unwrap();
    assert_eq!(d.code, "result_too_large");
    assert!(d.message.contains("more than 50 trades"), "{}", d.message);
    assert!(d.hint.contains("stricter entry"), "{}", d.hint);
    // Under 50 trades (one month) but a report over 4,000 bytes.
    let month = json!({"strategy": {"entry": "true", "direction": "long", "exit_bars": 1}, "from": "daily",
                       "period": "2024-03"});
    let e = s.client.run(request(month, "")).await.unwrap_err();
    let d = detail_of(&e).unwrap();
    assert_eq!((e.code(), d.code.as_str()), (tonic::Code::InvalidArgument, "result_too_large"));
    assert!(d.message.contains("bytes; this server sends at most 4000"), "{}", d.message);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_compute_queue_is_resource_exhausted_with_retry_advice() {
    const POOL: &str = "bt-queue";
    let s = start_with(POOL, PoolConfig { threads: 1, queue: 1, stack_bytes: 8 << 20 }, Limits::default()).await;
    let call = |client: &BacktestClient<Channel>| {
        let mut client = client.clone();
        tokio::spawn(async move {
            let mut req = tonic::Request::new(request(heavy(), ""));
            req.set_timeout(Duration::from_secs(100));
            client.run(req).await
        })
    };
    // One run on the only thread, one waiting in the queue …
    let running = call(&s.client);
    until_gauge("compute_busy_threads", POOL, 1).await;
    let waiting = call(&s.client);
    until_gauge("compute_queue_depth", POOL, 1).await;
    // … and the next call is refused at once, with a delay to retry after.
    let started = Instant::now();
    let e = s.client.clone().run(request(heavy(), "")).await.unwrap_err();
    assert_eq!(e.code(), tonic::Code::ResourceExhausted, "{e:?}");
    let d = detail_of(&e).unwrap();
    assert_eq!(d.code, "overloaded");
    assert!(d.retry_after.is_some_and(|r| r >= Duration::from_millis(10)), "{d:?}");
    assert!(started.elapsed() < Duration::from_secs(2), "refusal took {:?}", started.elapsed());
    // Health is still answered while the pool is saturated (tokio's workers are free).
    barb_tests::wait_for_grpc_health(&s.addr, "barb.backtest.v1.Backtest", Duration::from_secs(2))
        .await
        .expect("health answers while every compute thread is busy");
    assert_eq!(
        barb_common::metrics::sample("compute_busy_threads", &[("pool", POOL)]),
        Some(1.0),
        "still saturated while health answered"
    );
    // Callers going away cancel their runs: the thread and the queue empty.
    running.abort();
    waiting.abort();
    until_gauge("compute_queue_depth", POOL, 0).await;
    until_gauge("compute_busy_threads", POOL, 0).await;
}
