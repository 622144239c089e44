//! The public listener: accepts TCP connections and serves HTTP/1.1 on them
//! with hyper, upgrades (WebSocket) included, until shutdown.
//!
//! Why not `axum::serve`: most of the gateway's connections are idle SSE
//! streams held for hours, so what each connection costs is most of the
//! gateway's memory. `axum::serve` (axum 0.8) spends more than it must:
//!
//! - it serves the `Router` by calling `with_state(())` per connection — a
//!   deep copy of every route and its middleware, held for the life of the
//!   connection (~60 KiB in a debug build); here each connection gets a
//!   clone of the router (a reference count);
//! - it sniffs every connection for the HTTP/2 preface first, and replaying
//!   those bytes makes hyper's read buffer grow from 8 to 16 KiB on each
//!   connection (the second read reallocates and copies the first 8 KiB),
//!   ~8 KiB more resident per stream, for HTTP/2 cleartext that no browser
//!   speaks (HTTP/2 ends at the TLS-terminating ingress).
//!
//! What is left per connection is mostly hyper's two 8 KiB buffers; the
//! gateway's allocator keeps their unwritten pages out of RSS
//! ([`crate::memory`]).
//!
//! Sockets get `TCP_NODELAY`: an SSE frame is small and written alone, and
//! Nagle's algorithm would hold it back until the previous one is
//! acknowledged (up to a delayed-ACK timeout, 40 ms on Linux).
//!
//! Shutdown stops accepting, asks every connection to finish gracefully
//! (hyper answers in-flight requests; streams end when the gateway's shutdown
//! signal ends their bodies) and returns once all have closed.

use std::{future::Future, time::Duration};

use axum::{Router, body::Body, extract::Request};
use hyper::{body::Incoming, server::conn::http1};
use hyper_util::{rt::TokioIo, service::TowerToHyperService};
use tokio::{net::TcpListener, sync::watch};
use tower::ServiceExt as _;

/// Serves `router` on `listener` until `shutdown` resolves, then drains the
/// open connections (the caller bounds how long with a timeout).
pub async fn serve(listener: TcpListener, router: Router, shutdown: impl Future<Output = ()>) {
    let (stop_tx, stop_rx) = watch::channel(false);
    let (open_tx, open_rx) = watch::channel(());
    // hyper's HTTP/1 server directly: hyper-util's `auto` builder sniffs for
    // the HTTP/2 preface even when told `http1_only`.
    let builder = http1::Builder::new();
    tokio::pin!(shutdown);
    loop {
        let (stream, _peer) = tokio::select! {
            _ = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(conn) => conn,
                Err(e) => {
                    // EMFILE/ENFILE and friends: back off instead of spinning; the
                    // connections that hold the descriptors will close.
                    tracing::warn!(error = %e, "accepting a connection failed; retrying in 1 s");
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
            },
        };
        if let Err(e) = stream.set_nodelay(true) {
            tracing::debug!(error = %e, "TCP_NODELAY not set");
        }
        let service = TowerToHyperService::new(router.clone().map_request(|req: Request<Incoming>| req.map(Body::new)));
        let builder = builder.clone();
        let mut stop = stop_rx.clone();
        let open = open_rx.clone();
        tokio::spawn(async move {
            let conn = builder.serve_connection(TokioIo::new(stream), service).with_upgrades();
            tokio::pin!(conn);
            let mut stopping = false;
            loop {
                tokio::select! {
                    result = conn.as_mut() => {
                        if let Err(e) = result {
                            tracing::trace!(error = %e, "connection ended with an error");
                        }
                        break;
                    }
                    _ = stop.wait_for(|s| *s), if !stopping => {
                        stopping = true;
                        conn.as_mut().graceful_shutdown();
                    }
                }
            }
            drop(open);
        });
    }
    drop(listener);
    let _ = stop_tx.send(true);
    drop(open_rx);
    // Every connection task holds a receiver; `closed` resolves when the last one is gone.
    open_tx.closed().await;
}
