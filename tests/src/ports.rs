//! Free loopback ports.

use std::net::TcpListener;

/// A port that was free a moment ago on 127.0.0.1. The OS hands out ports
/// sequentially from its ephemeral range, so two calls in a row do not return
/// the same port; a rare race with another process is possible.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("loopback is available")
}

/// `n` different ports that were free a moment ago on 127.0.0.1: all are
/// held at once while they are picked, so none is handed out twice. Ports
/// picked one at a time are released at once and can come back from a
/// later call before the first process binds its own: one smoke run found
/// an HTTP server answering 404 on the port it had given backtest's gRPC,
/// which is what another of its services' metrics port landing there looks
/// like.
pub fn free_ports<const N: usize>() -> [u16; N] {
    let held: Vec<TcpListener> =
        (0..N).map(|_| TcpListener::bind("127.0.0.1:0").expect("loopback is available")).collect();
    std::array::from_fn(|i| held[i].local_addr().expect("a bound listener has an address").port())
}

/// Waits until something accepts TCP connections on `port`.
pub(crate) fn wait_for_port(port: u16, timeout: std::time::Duration) -> bool {
    let deadline = std::time::Instant::now() + timeout;
    while std::time::Instant::now() < deadline {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    false
}
