//! Test harness: real dependencies for every test run.
//!
//! - [`Nats`] starts `nats-server -js` with `deploy/nats/nats.conf` (no
//!   anonymous clients, a user per service) on a free loopback port in a temp dir.
//! - [`Postgres`] starts a throwaway PostgreSQL cluster (`initdb` + `postgres`,
//!   found on PATH or via `pg_config --bindir`) with trust auth on loopback.
//! - [`ServiceProcess`] starts one of the workspace's service binaries with a
//!   given environment and stops it with SIGTERM. Unless the test overrides
//!   them, every service gets the harness's internal token and user assertion
//!   keys ([`identity`]) and, for the orchestrator and the gateway, its NATS
//!   login ([`NatsRole`]): tests run with every internal check on.
//!
//! - [`fault_proxy::FaultProxy`] sits between two services and loses
//!   replies or swallows connections on demand.
//!
//! Everything is torn down on drop. When `NATS_URL` / `DATABASE_URL` are set the
//! harness uses those servers instead of starting its own; [`Postgres`] then
//! still hands each test a fresh database so parallel tests never collide.

mod bins;
pub mod data;
pub mod fault_proxy;
pub mod identity;
mod nats;
mod ports;
mod postgres;

pub use bins::{ServiceProcess, binary_path, wait_for_grpc_health};
pub use nats::{Nats, NatsRole};
pub use ports::{free_port, free_ports};
pub use postgres::Postgres;

/// An HTTP client for tests (installs rustls' ring provider once; reqwest is
/// built without a default provider to avoid a heavy C build).
pub fn http_client() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::new()
}
