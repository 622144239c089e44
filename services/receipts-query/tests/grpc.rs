//! The `receipts-query` binary end to end: it migrates an empty database at
//! start-up, requires the caller's user id in metadata, answers Query and
//! DescribeData with typed tables, JSON and model text, reports invalid
//! queries as INVALID_ARGUMENT with the standard error details (code, hint,
//! location), and stops on SIGTERM. Run as a read-only login it migrates with
//! MIGRATION_DATABASE_URL, or says it cannot.

mod common;

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use barb_common::error::detail_of;
use barb_common::proto::common::v1::{ColumnType, value::Kind};
use barb_common::proto::receipts::v1::{DescribeDataRequest, QueryRequest, receipts_query_client::ReceiptsQueryClient};
use barb_common::{assertion::AUD_RECEIPTS, client::ContextInterceptor};
use barb_tests::{ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use common::fixture::{self, USER_A, USER_B};
use serde_json::{Value, json};
use tonic::{service::interceptor::InterceptedService, transport::Channel};

/// A request acting for `user` with the gateway-signed assertion receipts-query requires.
fn request<T>(msg: T, user: Option<&str>) -> tonic::Request<T> {
    let mut req = tonic::Request::new(msg);
    if let Some(u) = user {
        let token = barb_tests::identity::assertion_for(u, "c", "t", &[AUD_RECEIPTS]);
        barb_common::assertion::attach(&mut req, &token).expect("ascii");
    }
    req
}

/// A client sending the internal token.
async fn connect_client(
    addr: &str,
) -> anyhow::Result<ReceiptsQueryClient<InterceptedService<Channel, ContextInterceptor>>> {
    let channel = Channel::from_shared(addr.to_string())?.connect().await?;
    Ok(ReceiptsQueryClient::with_interceptor(channel, barb_tests::identity::internal_auth()))
}

fn query(q: Value, user: Option<&str>) -> tonic::Request<QueryRequest> {
    request(QueryRequest { query_json: q.to_string() }, user)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn service_migrates_authenticates_and_answers() -> anyhow::Result<()> {
    let (url, _guard) = common::empty_database().await?;
    let port = free_port();
    let addr = format!("http://127.0.0.1:{port}");
    let mut svc = ServiceProcess::spawn(
        "receipts-query",
        &[
            ("DATABASE_URL", url.clone()),
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".to_string()),
        ],
    )?;
    wait_for_grpc_health(&addr, "barb.receipts.v1.ReceiptsQuery", Duration::from_secs(60)).await?;

    // Start-up applied the migrations: the fixture loads into the new tables.
    let pool = sqlx::PgPool::connect(&url).await?;
    fixture::load(&pool).await?;
    let mut client = connect_client(&addr).await?;

    for (user, code) in [
        (None, "assertion_missing"),
        (Some("not-a-uuid"), "unauthenticated"),
        (Some("00000000-0000-0000-0000-000000000000"), "unauthenticated"),
    ] {
        let st = client.query(query(json!({"table": "receipts"}), user)).await.unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated, "{user:?}");
        let d = detail_of(&st).expect("detail");
        assert_eq!(d.code, code, "{user:?}");
        assert!(!d.hint.is_empty());
        let st = client.describe_data(request(DescribeDataRequest {}, user)).await.unwrap_err();
        assert_eq!(st.code(), tonic::Code::Unauthenticated);
    }

    let q = json!({"table": "receipts", "columns": ["date", "shop", "total", "receipt_number", "items_count"],
                   "order_by": [{"column": "date"}], "limit": 2});
    let resp = client.query(query(q, Some(USER_A))).await?.into_inner();
    assert_eq!((resp.table.as_str(), resp.total_rows, resp.truncated), ("receipts", 3, true));
    let table = resp.rows.expect("typed rows");
    let types: Vec<i32> = table.columns.iter().map(|c| c.r#type).collect();
    assert_eq!(
        types,
        [ColumnType::Timestamp, ColumnType::String, ColumnType::Decimal, ColumnType::String, ColumnType::Int]
            .map(|t| t as i32)
    );
    let first: Vec<Kind> = table.rows[0].values.iter().map(|v| v.kind.clone().expect("set")).collect();
    assert_eq!(
        first,
        [
            Kind::StringValue("2024-10-15T12:00:00+03:00".into()),
            Kind::StringValue("ВкусВилл".into()),
            Kind::StringValue("1000.00".into()),
            Kind::StringValue("0002/00042".into()),
            Kind::IntValue(1),
        ]
    );
    let second_number = table.rows[1].values[3].kind.clone();
    assert_eq!(second_number, Some(Kind::StringValue("0001/00001".into())));
    let result: Value = serde_json::from_str(&resp.result_json)?;
    assert_eq!(result["columns"], json!(["date", "shop", "total", "receipt_number", "items_count"]));
    assert_eq!(result["rows"][0]["total"], json!(1000));
    assert_eq!((result["total_rows"].clone(), result["truncated"].clone()), (json!(3), json!(true)));
    // The money column says its currency, in the JSON, the typed field and the model's header.
    assert_eq!(result["currency"], json!({"total": "RUB"}));
    assert_eq!(resp.currency, [("total".to_string(), "RUB".to_string())].into());
    assert!(resp.model_response.contains("| total (RUB) |"), "{}", resp.model_response);
    assert!(resp.model_response.starts_with("receipts: 2 of 3 matching rows"), "{}", resp.model_response);

    let spent = json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}]});
    let a = client.query(query(spent.clone(), Some(USER_A))).await?.into_inner();
    let b = client.query(query(spent, Some(USER_B))).await?.into_inner();
    assert_eq!(a.model_response, "receipts aggregate: sum(total) = 1324.70 RUB");
    assert_eq!(b.model_response, "receipts aggregate: sum(total) = 949.00 RUB");

    let st = client.query(query(json!({"table": "recipts"}), Some(USER_A))).await.unwrap_err();
    assert_eq!(st.code(), tonic::Code::InvalidArgument);
    let d = detail_of(&st).expect("detail");
    assert_eq!((d.code.as_str(), d.location.as_str()), ("unknown_table", "table"));
    assert!(d.hint.starts_with("did you mean 'receipts'?"), "{}", d.hint);
    let st = client.query(request(QueryRequest { query_json: "{".into() }, Some(USER_A))).await.unwrap_err();
    assert_eq!(detail_of(&st).expect("detail").code, "invalid_query");

    let desc = client.describe_data(request(DescribeDataRequest {}, Some(USER_A))).await?.into_inner();
    let json: Value = serde_json::from_str(&desc.description_json)?;
    assert_eq!(json["statistics"]["counts"]["receipts"], json!(3));
    assert!(desc.model_response.contains("Shops (receipts): "), "{}", desc.model_response);

    let status = svc.terminate(Duration::from_secs(30))?;
    assert!(status.success(), "clean exit on SIGTERM: {status:?}");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn start_up_fails_clearly_without_a_database() -> anyhow::Result<()> {
    let port = free_port();
    let dead = free_port();
    let mut svc = ServiceProcess::spawn(
        "receipts-query",
        &[
            ("DATABASE_URL", format!("postgres://postgres@127.0.0.1:{dead}/none")),
            ("LISTEN_ADDR", format!("127.0.0.1:{port}")),
            ("METRICS_ADDR", "off".to_string()),
            ("DATABASE_STARTUP_TIMEOUT_MS", "500".to_string()),
            ("DATABASE_ACQUIRE_TIMEOUT_MS", "300".to_string()),
        ],
    )?;
    let status = svc.wait(Duration::from_secs(60))?;
    assert!(!status.success(), "no database, no service");
    Ok(())
}

/// Runs the binary until it exits (at most 60 s) and returns its stderr.
fn run_to_exit(env: &[(&str, String)]) -> anyhow::Result<(std::process::ExitStatus, String)> {
    let mut cmd = Command::new(binary_path("receipts-query")?);
    cmd.env_remove("MIGRATION_DATABASE_URL").env("LOG_FORMAT", "pretty").stdin(Stdio::null()).stdout(Stdio::null());
    for (k, v) in barb_tests::identity::default_env() {
        cmd.env(k, v);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.stderr(Stdio::piped()).spawn()?;
    let deadline = Instant::now() + Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if Instant::now() > deadline {
            child.kill()?;
            anyhow::bail!("receipts-query did not exit within 60 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut err = String::new();
    child.stderr.take().expect("stderr").read_to_string(&mut err)?;
    Ok((status, err))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn read_only_login_serves_after_the_owner_migrates() -> anyhow::Result<()> {
    let (url, _guard) = common::empty_database().await?;
    let admin = sqlx::PgPool::connect(&url).await?;
    common::ensure_reader_role(&admin).await?;
    let login = common::ensure_query_login(&admin, &url).await?;
    let port = free_port();
    let base = [("LISTEN_ADDR", format!("127.0.0.1:{port}")), ("METRICS_ADDR", "off".to_string())];

    // Only the read-only login on an unmigrated database: it cannot migrate and says what to do.
    let mut env = base.to_vec();
    env.push(("DATABASE_URL", login.clone()));
    let (status, err) = tokio::task::block_in_place(|| run_to_exit(&env))?;
    assert!(!status.success());
    assert!(err.contains("MIGRATION_DATABASE_URL"), "{err}");
    assert!(err.contains("permission denied"), "{err}");

    // With the owner's URL for migrations it starts, and serves as the login.
    env.push(("MIGRATION_DATABASE_URL", url.clone()));
    let addr = format!("http://127.0.0.1:{port}");
    let mut svc = ServiceProcess::spawn("receipts-query", &env)?;
    wait_for_grpc_health(&addr, "barb.receipts.v1.ReceiptsQuery", Duration::from_secs(60)).await?;
    fixture::load(&admin).await?;
    let backends: i64 =
        sqlx::query_scalar("SELECT count(*) FROM pg_stat_activity WHERE usename = $1 AND datname = current_database()")
            .bind(common::QUERY_LOGIN)
            .fetch_one(&admin)
            .await?;
    assert!(backends >= 1, "the service holds connections as the read-only login");
    let mut client = connect_client(&addr).await?;
    let spent = json!({"table": "receipts", "aggregate": [{"fn": "sum", "column": "total"}]});
    let a = client.query(query(spent.clone(), Some(USER_A))).await?.into_inner();
    assert_eq!(a.model_response, "receipts aggregate: sum(total) = 1324.70 RUB");
    svc.terminate(Duration::from_secs(30))?;

    // The schema is current now: the login alone starts without migrating.
    env.retain(|(k, _)| *k != "MIGRATION_DATABASE_URL");
    let mut svc = ServiceProcess::spawn("receipts-query", &env)?;
    wait_for_grpc_health(&addr, "barb.receipts.v1.ReceiptsQuery", Duration::from_secs(60)).await?;
    let mut client = connect_client(&addr).await?;
    let b = client.query(query(spent, Some(USER_B))).await?.into_inner();
    assert_eq!(b.model_response, "receipts aggregate: sum(total) = 949.00 RUB");
    svc.terminate(Duration::from_secs(30))?;
    Ok(())
}
