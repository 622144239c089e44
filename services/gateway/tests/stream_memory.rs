//! What an idle SSE stream holds of the gateway's own state, counted with a
//! counting allocator (deterministic, no timing): its fan-out subscription
//! (bounded buffer), the live event stream, the session watch that ends it
//! when the credential or the conversation goes, and the SSE body with its
//! heartbeat — each built by the same functions the `/events` handler uses
//! and polled to where an idle stream waits.
//!
//! hyper's connection (an 8 KiB read and an 8 KiB write buffer, ~2.5 KiB of
//! connection task and state per HTTP/1.1 connection) is not in this count;
//! the buffers' residency is `connection_buffers.rs`'s subject, and
//! `deploy/loadtest/chat-load.sh` measures the whole process (RSS per open
//! stream); the loadtest README records all three. This test guards the part the gateway's code decides: a buffer
//! pre-allocated per client, a large future kept inline, or a per-stream
//! copy of shared state would show up here as kilobytes per stream.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Arc;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::Duration;

use futures::{FutureExt, StreamExt};
use gateway::auth::config::AuthConfig;
use gateway::auth::{AuthMethod, Authenticator, CredentialKind, PresentedCredential, Principal};
use gateway::fanout::Hub;
use gateway::http::sse::sse_body;
use gateway::resume;
use gateway::session_end::Sessions;

struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: forwards to the system allocator and only counts sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: same layout as asked.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        // SAFETY: allocated by `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size as isize - layout.size() as isize, Ordering::Relaxed);
        // SAFETY: as GlobalAlloc::realloc requires of the caller.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Streams opened in the measurement.
const STREAMS: usize = 2000;
/// What one idle stream may hold of the gateway's own state. Measured about
/// 2.4 KiB in a debug build (release is smaller); the bound leaves room for
/// the compiler, not for a per-stream buffer.
const BOUND_BYTES: isize = 4096;

#[tokio::test(flavor = "current_thread")]
async fn an_idle_stream_holds_a_few_kilobytes_of_gateway_state() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    // Nothing here connects: the pool is lazy and the watch's first check is 15 s away.
    let db = sqlx::postgres::PgPoolOptions::new().connect_lazy("postgres://nobody@127.0.0.1:1/none").unwrap();
    let auth = Arc::new(Authenticator::from_config(&AuthConfig::default(), db.clone(), reqwest::Client::new()));
    let sessions = Sessions::new(auth, db, Duration::from_secs(15));
    let hub = Hub::new(1024);
    let (_shutdown_tx, shutdown_rx) = tokio::sync::watch::channel(false);
    let conversations: Vec<uuid::Uuid> = (0..STREAMS + 16).map(|_| uuid::Uuid::new_v4()).collect();
    let names: Vec<String> = conversations.iter().map(|c| c.to_string()).collect();
    let credential = PresentedCredential {
        token: "x".repeat(180), // about a JWT's length
        kind: CredentialKind::Bearer,
        expires_at: Some(u64::MAX / 2),
    };
    let principal = Principal { user_id: "user-1".into(), method: AuthMethod::Jwt };
    let mut bodies = Vec::with_capacity(STREAMS + 16);

    let open = |i: usize| {
        let events = resume::live(hub.subscribe(&names[i]).unwrap());
        let ended = sessions.session(&principal, &credential).watch(Some(conversations[i])).ended().boxed();
        sse_body(events, Duration::from_secs(15), shutdown_rx.clone(), ended)
    };
    // Warm-up: lazily built runtime and timer structures are not per stream.
    for i in STREAMS..STREAMS + 16 {
        let mut body = open(i);
        assert!(body.next().await.is_some(), "the hello frame");
        assert!(body.next().now_or_never().is_none(), "idle");
        bodies.push(body);
    }
    let before = LIVE.load(Ordering::Relaxed);
    for i in 0..STREAMS {
        let mut body = open(i);
        body.next().await.expect("the hello frame").unwrap();
        // Polled once more: waiting on events, the heartbeat, the session watch and shutdown.
        assert!(body.next().now_or_never().is_none(), "an idle stream has nothing to send");
        bodies.push(body);
    }
    let per_stream = (LIVE.load(Ordering::Relaxed) - before) / STREAMS as isize;
    eprintln!("gateway state per idle SSE stream: {per_stream} bytes");
    assert!(per_stream > 200, "the count sees the stream's state ({per_stream} bytes)");
    assert!(
        per_stream <= BOUND_BYTES,
        "an idle stream holds {per_stream} bytes of gateway state (bound {BOUND_BYTES})"
    );
    assert!(hub.has_subscribers(&names[0]) && hub.has_subscribers(&names[STREAMS - 1]), "every stream is subscribed");
}
