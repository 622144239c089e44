//! Live fan-out: one ordered JetStream consumer per gateway instance reads
//! every new chat event and hands it to the clients of that conversation
//! connected to this instance.
//!
//! Each client has a bounded buffer. Delivery never waits: a client whose
//! buffer is full is dropped on the spot (its stream ends after the events it
//! already holds, and it resumes with `Last-Event-ID`), so one slow reader can
//! never delay the others or the consumer.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::Duration,
};

use async_nats::jetstream::{
    self,
    consumer::{DeliverPolicy, push},
    stream::Stream,
};
use barb_common::chat_events;
use futures::StreamExt;
use tokio::sync::{mpsc, watch};

use crate::{
    chat_stream,
    events::{self, RenderedEvent},
    metrics,
};

/// The fan-out hub of one instance.
#[derive(Clone)]
pub struct Hub {
    inner: Arc<HubInner>,
}

struct HubInner {
    subscribers: Mutex<HashMap<String, Vec<Slot>>>,
    next_id: AtomicU64,
    buffer: usize,
    closed: AtomicBool,
    live: AtomicBool,
}

struct Slot {
    id: u64,
    tx: mpsc::Sender<Arc<RenderedEvent>>,
}

/// The hub is shutting down.
#[derive(Debug, thiserror::Error)]
#[error("the gateway is shutting down")]
pub struct HubClosed;

/// Live events of one conversation for one client. Dropping it unsubscribes.
pub struct Subscription {
    /// Events in stream order; ends when the client was too slow or the hub closed.
    pub rx: mpsc::Receiver<Arc<RenderedEvent>>,
    _guard: SlotGuard,
}

struct SlotGuard {
    hub: Arc<HubInner>,
    conversation_id: String,
    id: u64,
}

impl Drop for SlotGuard {
    fn drop(&mut self) {
        let mut subs = self.hub.subscribers.lock().expect("not poisoned");
        if let Some(slots) = subs.get_mut(&self.conversation_id) {
            slots.retain(|s| s.id != self.id);
            if slots.is_empty() {
                subs.remove(&self.conversation_id);
            }
        }
    }
}

impl Hub {
    /// A hub giving each client a buffer of `buffer` events.
    pub fn new(buffer: usize) -> Self {
        Self {
            inner: Arc::new(HubInner {
                subscribers: Mutex::new(HashMap::new()),
                next_id: AtomicU64::new(1),
                buffer: buffer.max(1),
                closed: AtomicBool::new(false),
                live: AtomicBool::new(false),
            }),
        }
    }

    /// True once the consumer is reading: only then is every event published
    /// after a [`Hub::subscribe`] guaranteed to reach the subscription.
    pub fn is_live(&self) -> bool {
        self.inner.live.load(Ordering::Acquire)
    }

    /// Registers a client of `conversation_id`. Every event the hub handles
    /// after this returns is offered to the subscription.
    pub fn subscribe(&self, conversation_id: &str) -> Result<Subscription, HubClosed> {
        if self.inner.closed.load(Ordering::Acquire) {
            return Err(HubClosed);
        }
        let (tx, rx) = mpsc::channel(self.inner.buffer);
        let id = self.inner.next_id.fetch_add(1, Ordering::Relaxed);
        self.inner
            .subscribers
            .lock()
            .expect("not poisoned")
            .entry(conversation_id.to_string())
            .or_default()
            .push(Slot { id, tx });
        Ok(Subscription {
            rx,
            _guard: SlotGuard { hub: self.inner.clone(), conversation_id: conversation_id.to_string(), id },
        })
    }

    /// True when a client of `conversation_id` is connected here.
    pub fn has_subscribers(&self, conversation_id: &str) -> bool {
        self.inner.subscribers.lock().expect("not poisoned").contains_key(conversation_id)
    }

    /// Offers `event` to every client of its conversation; drops clients whose
    /// buffer is full. Returns how many clients got it.
    pub fn dispatch(&self, event: Arc<RenderedEvent>) -> usize {
        let mut subs = self.inner.subscribers.lock().expect("not poisoned");
        let Some(slots) = subs.get_mut(&event.conversation_id) else { return 0 };
        let mut delivered = 0;
        slots.retain(|slot| match slot.tx.try_send(event.clone()) {
            Ok(()) => {
                delivered += 1;
                true
            }
            Err(mpsc::error::TrySendError::Full(_)) => {
                metrics::SLOW_CLIENT_DISCONNECTS.inc();
                tracing::info!(conversation_id = %event.conversation_id, "client too slow: buffer full, disconnecting");
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => false,
        });
        if slots.is_empty() {
            subs.remove(&event.conversation_id);
        }
        metrics::EVENTS_FANNED_OUT.inc_by(delivered as u64);
        delivered
    }

    /// Ends every subscription (shutdown); later subscribes fail.
    pub fn close(&self) {
        self.inner.closed.store(true, Ordering::Release);
        self.inner.subscribers.lock().expect("not poisoned").clear();
    }

    /// Reads new events from `stream` and dispatches them until `shutdown`.
    /// Starts after the newest stored event (older ones are served by resume)
    /// and, if the read ever breaks, continues exactly where it stopped.
    pub async fn run(self, js: jetstream::Context, stream: Stream, mut shutdown: watch::Receiver<bool>) {
        let mut next_seq = loop {
            match stream.get_info().await {
                Ok(info) => break info.state.last_sequence + 1,
                Err(e) => {
                    tracing::warn!(error = %e, "fan-out: cannot read CHAT_EVENTS info; retrying");
                    if wait_or_shutdown(&mut shutdown, Duration::from_secs(1)).await {
                        return;
                    }
                }
            }
        };
        while !*shutdown.borrow() {
            // Start one event early (an event already handled, skipped below): the ordered
            // consumer then knows a stream position at once, so if it ever has to recreate
            // itself it resumes from there instead of replaying the whole stream.
            let messages = match open_live(&js, &stream, next_seq.saturating_sub(1).max(1)).await {
                Ok(m) => m,
                Err(e) => {
                    tracing::warn!(error = %e, next_seq, "fan-out: cannot open the live read; retrying");
                    if wait_or_shutdown(&mut shutdown, Duration::from_secs(1)).await {
                        return;
                    }
                    continue;
                }
            };
            self.inner.live.store(true, Ordering::Release);
            tracing::info!(next_seq, "fan-out: reading live chat events");
            next_seq = self.pump(messages, next_seq, &mut shutdown).await;
        }
    }

    /// Dispatches messages until the read ends; returns the next sequence to read.
    async fn pump(&self, mut messages: push::Ordered, mut next_seq: u64, shutdown: &mut watch::Receiver<bool>) -> u64 {
        loop {
            let msg = tokio::select! {
                _ = shutdown.wait_for(|s| *s) => return next_seq,
                msg = messages.next() => msg,
            };
            let msg = match msg {
                Some(Ok(m)) => m,
                Some(Err(e)) => {
                    tracing::warn!(error = %e, "fan-out: read error");
                    continue;
                }
                None => {
                    tracing::warn!("fan-out: live read ended; reopening");
                    return next_seq;
                }
            };
            let Ok(info) = msg.info() else { continue };
            let seq = info.stream_sequence;
            if seq < next_seq {
                continue;
            }
            next_seq = seq + 1;
            metrics::EVENTS_RECEIVED.inc();
            let Some((conversation_id, _)) = chat_events::parse_subject(msg.subject.as_str()) else { continue };
            if !self.has_subscribers(conversation_id) {
                continue;
            }
            // The handling joins the turn's trace as a CONSUMER span (events nobody here
            // listens to cost no span).
            let span = chat_events::process_span("fanout", msg.subject.as_str(), msg.headers.as_ref());
            let _entered = span.enter();
            match events::decode(&msg.payload) {
                Ok(ev) => {
                    if let Some(rendered) = chat_stream::render(seq, &ev) {
                        self.dispatch(Arc::new(rendered));
                    }
                }
                Err(e) => {
                    span.record("otel.status_code", "error");
                    tracing::warn!(error = %e, seq, "fan-out: skipping undecodable chat event");
                }
            }
        }
    }
}

async fn open_live(js: &jetstream::Context, stream: &Stream, start: u64) -> Result<push::Ordered, String> {
    let consumer = stream
        .create_consumer(push::OrderedConfig {
            deliver_subject: js.client().new_inbox(),
            filter_subject: chat_events::all_events_filter(),
            deliver_policy: DeliverPolicy::ByStartSequence { start_sequence: start },
            ..Default::default()
        })
        .await
        .map_err(|e| e.to_string())?;
    consumer.messages().await.map_err(|e| e.to_string())
}

/// Sleeps `d`; true when shutdown started meanwhile.
async fn wait_or_shutdown(shutdown: &mut watch::Receiver<bool>, d: Duration) -> bool {
    let stopped = tokio::select! {
        _ = shutdown.wait_for(|s| *s) => true,
        _ = tokio::time::sleep(d) => false,
    };
    stopped || *shutdown.borrow()
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::chat::v1::{ChatEvent, TextDelta, chat_event::Payload};

    fn event(conv: &str, seq: u64) -> Arc<RenderedEvent> {
        let ev = ChatEvent {
            conversation_id: conv.into(),
            turn_id: "t".into(),
            seq,
            time: None,
            payload: Some(Payload::TextDelta(TextDelta { delta: "x".into(), reset: false })),
        };
        Arc::new(RenderedEvent::new(&ev, seq).unwrap())
    }

    #[tokio::test]
    async fn events_reach_only_their_conversation() {
        let hub = Hub::new(8);
        let mut a = hub.subscribe("a").unwrap();
        let mut b = hub.subscribe("b").unwrap();
        assert_eq!(hub.dispatch(event("a", 1)), 1);
        assert_eq!(a.rx.recv().await.unwrap().id.seq, 1);
        assert!(b.rx.try_recv().is_err());
        assert_eq!(hub.dispatch(event("zzz", 1)), 0);
    }

    #[tokio::test]
    async fn a_full_client_is_dropped_without_affecting_others() {
        let hub = Hub::new(2);
        let mut slow = hub.subscribe("c").unwrap();
        let mut fast = hub.subscribe("c").unwrap();
        for seq in 1..=5 {
            hub.dispatch(event("c", seq));
            assert_eq!(fast.rx.recv().await.unwrap().id.seq, seq);
        }
        // The slow one keeps what fitted, then its stream ends.
        assert_eq!(slow.rx.recv().await.unwrap().id.seq, 1);
        assert_eq!(slow.rx.recv().await.unwrap().id.seq, 2);
        assert!(slow.rx.recv().await.is_none());
    }

    #[tokio::test]
    async fn dropping_a_subscription_unregisters_it_and_close_ends_all() {
        let hub = Hub::new(4);
        let sub = hub.subscribe("d").unwrap();
        assert!(hub.has_subscribers("d"));
        drop(sub);
        assert!(!hub.has_subscribers("d"));
        let mut sub = hub.subscribe("d").unwrap();
        hub.close();
        assert!(sub.rx.recv().await.is_none());
        assert!(hub.subscribe("d").is_err());
    }
}
