//! A TCP proxy for the network faults a process signal cannot make: a
//! request that arrives but whose answer is lost, or a peer that accepts
//! connections and never answers. Tests put it between two services (e.g.
//! the gateway's `ORCHESTRATOR_ADDR`) and switch its [`Fault`] while they run.
//!
//! Switching the fault closes every open connection, so the client's next
//! call starts on a fresh one under the new rule (an HTTP/2 connection whose
//! replies were swallowed cannot be resumed).

use std::{net::SocketAddr, sync::Arc};

use anyhow::Context;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpListener, TcpStream},
    sync::watch,
};

/// What the proxy does to the connections it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// Pass bytes both ways.
    None,
    /// Deliver the client's bytes to the upstream, drop everything it answers.
    LoseReplies,
    /// Accept and read the client's bytes; never connect upstream, never answer.
    Blackhole,
}

/// A running proxy; stops when dropped.
pub struct FaultProxy {
    /// `http://127.0.0.1:<port>` (what the client is given).
    pub url: String,
    fault: Arc<watch::Sender<Fault>>,
    task: tokio::task::JoinHandle<()>,
}

impl FaultProxy {
    /// Listens on a free loopback port and forwards to `upstream` (`host:port`).
    pub async fn start(upstream: &str) -> anyhow::Result<Self> {
        let upstream: SocketAddr = upstream.parse().with_context(|| format!("upstream {upstream}"))?;
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let url = format!("http://{}", listener.local_addr()?);
        let (fault, _) = watch::channel(Fault::None);
        let fault = Arc::new(fault);
        let rules = fault.clone();
        let task = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                tokio::spawn(serve(client, upstream, rules.subscribe()));
            }
        });
        Ok(Self { url, fault, task })
    }

    /// Applies `fault` from now on, closing the connections open under the old one.
    pub fn set(&self, fault: Fault) {
        self.fault.send_replace(fault);
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// One client connection, until either side closes or the fault changes.
async fn serve(mut client: TcpStream, upstream: SocketAddr, mut rules: watch::Receiver<Fault>) {
    let fault = *rules.borrow_and_update();
    let changed = async move {
        let _ = rules.changed().await;
    };
    if fault == Fault::Blackhole {
        let mut sink = [0u8; 16 * 1024];
        tokio::select! {
            _ = changed => {}
            _ = async { while matches!(client.read(&mut sink).await, Ok(n) if n > 0) {} } => {}
        }
        return;
    }
    let Ok(mut server) = TcpStream::connect(upstream).await else { return };
    let (mut client_rx, mut client_tx) = client.split();
    let (mut server_rx, mut server_tx) = server.split();
    let up = async {
        let _ = tokio::io::copy(&mut client_rx, &mut server_tx).await;
    };
    let down = async {
        if fault == Fault::LoseReplies {
            let _ = tokio::io::copy(&mut server_rx, &mut tokio::io::sink()).await;
        } else {
            let _ = tokio::io::copy(&mut server_rx, &mut client_tx).await;
            let _ = client_tx.shutdown().await;
        }
    };
    tokio::select! {
        _ = changed => {}
        _ = async { tokio::join!(up, down) } => {}
    }
}
