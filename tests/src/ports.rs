//! Free loopback ports.

use std::net::TcpListener;

/// A port that was free a moment ago on 127.0.0.1. The OS hands out ports
/// sequentially from its ephemeral range, so two calls in a row do not return
/// the same port; a rare race with another process is possible.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("loopback is available")
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
