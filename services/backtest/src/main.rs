//! `backtest`: the Backtest gRPC service.

use barb_common::{
    config::ServerConfig, proto::backtest::v1::backtest_server::BacktestServer, server::GrpcServer, telemetry,
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = telemetry::init("backtest")?;
    let config = ServerConfig::from_env(50052, 9152)?;
    let svc = BacktestServer::new(backtest::service::BacktestService)
        .max_decoding_message_size(config.max_decode_bytes)
        .max_encoding_message_size(config.max_encode_bytes);
    GrpcServer::new("backtest", config).add_service(svc).serve().await?;
    Ok(())
}
