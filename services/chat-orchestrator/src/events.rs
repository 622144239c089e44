//! Chat events on NATS JetStream.
//!
//! Every event of a turn is a protobuf `barb.chat.v1.ChatEvent` published to
//! stream `CHAT_EVENTS` on `chat.events.<conversation_id>.<turn_id>` with
//! headers `Nats-Msg-Id: <turn_id>:<seq>` (JetStream drops a retried publish
//! as a duplicate) and `traceparent` (the turn's trace). `seq` runs 1, 2, …
//! without gaps: one publisher task per turn assigns it and awaits each publish
//! ack before the next, so stream order is turn order.
//!
//! Every publish carries `Nats-Expected-Last-Subject-Sequence` (the stream
//! sequence of the turn's previous event): when another instance has taken
//! the turn over, JetStream refuses our next event and the publisher stops
//! the turn ([`barb_common::turn_state`]). A publisher started by a takeover
//! continues the seq of the stored events.
//!
//! The loop hands payloads to the publisher through an unbounded queue and
//! never waits for NATS; text deltas that queue up behind a slow publish are
//! merged into one event, which bounds the event count under load without
//! adding latency when NATS keeps up.
//!
//! The stream, subjects, headers and limits are the shared contract in
//! [`barb_common::chat_events`] (the gateway reads them from there too).

use std::{
    collections::HashMap,
    sync::{
        Arc, LazyLock, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use async_nats::jetstream;
use barb_common::{
    chat_events::publish_span,
    proto::chat::v1::{ChatEvent, TextDelta, chat_event::Payload},
    telemetry,
    turn_state::fence::{self, PublishError},
};
use tokio::sync::{mpsc, oneshot};

// Nearly every item is an event; a flush is rare, so its smaller size is no waste worth a box per event.
#[allow(clippy::large_enum_variant)]
enum Item {
    /// An event and when it was queued.
    Event(Payload, Instant),
    /// Answered with the seq of the last stored event once everything queued
    /// before it is stored (`None`: the turn's events no longer reach NATS).
    Flush(oneshot::Sender<Option<u64>>),
    /// Answered with the seq given to the last event queued before it
    /// (0 before the first), stored or not.
    Mark(oneshot::Sender<u64>),
}

/// Whether events reach clients yet: a turn taken over replays its committed
/// steps muted, then announces `superseded` and goes live.
#[derive(Default)]
struct Gate {
    muted: AtomicBool,
    announce: Mutex<Option<Payload>>,
}

/// Sink for a turn's events (the loop's side).
#[derive(Clone)]
pub struct TurnEvents {
    tx: mpsc::UnboundedSender<Item>,
    gate: Arc<Gate>,
}

impl TurnEvents {
    /// Queues an event (dropped while replaying). Never blocks; a closed
    /// publisher drops it.
    pub fn send(&self, payload: Payload) {
        if !self.gate.muted.load(Ordering::Acquire) {
            let _ = self.tx.send(Item::Event(payload, Instant::now()));
        }
    }

    /// Queues a text chunk.
    pub fn text(&self, delta: &str, reset: bool) {
        if !delta.is_empty() || reset {
            self.send(Payload::TextDelta(TextDelta { delta: delta.to_string(), reset }));
        }
    }

    /// Waits until every event queued so far is stored; returns the seq of
    /// the last one (0 before the first), or `None` when events no longer
    /// reach NATS (superseded, NATS refused, or no NATS at all).
    pub async fn flush(&self) -> Option<u64> {
        self.flush_point().await.ok().flatten()
    }

    /// [`TurnEvents::flush`] for the events queued so far, without waiting:
    /// the receiver answers once they are stored, whatever is queued later.
    pub fn flush_point(&self) -> oneshot::Receiver<Option<u64>> {
        let (tx, rx) = oneshot::channel();
        let _ = self.tx.send(Item::Flush(tx));
        rx
    }

    /// The seq of the last event queued so far, once the publisher has
    /// numbered it. Costs nothing until awaited (the loop marks the start of
    /// each model round and awaits the mark only if the round is retried).
    pub fn mark(&self) -> oneshot::Receiver<u64> {
        let (tx, rx) = oneshot::channel();
        let _ = self.tx.send(Item::Mark(tx));
        rx
    }

    /// Drops events until [`TurnEvents::go_live`], which sends `announce` first.
    pub fn mute_until_live(&self, announce: Payload) {
        *self.gate.announce.lock().unwrap_or_else(|e| e.into_inner()) = Some(announce);
        self.gate.muted.store(true, Ordering::Release);
    }

    /// Ends the replay: sends the announcement, then lets events through.
    /// Idempotent.
    pub fn go_live(&self) {
        let announce = self.gate.announce.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(p) = announce {
            let _ = self.tx.send(Item::Event(p, Instant::now()));
        }
        self.gate.muted.store(false, Ordering::Release);
    }

    /// True while replaying.
    pub fn is_muted(&self) -> bool {
        self.gate.muted.load(Ordering::Acquire)
    }
}

static PUBLISH_QUEUED: LazyLock<prometheus::Histogram> =
    LazyLock::new(|| crate::metrics::EVENT_PUBLISH_SECONDS.with_label_values(&["queued"]));
static PUBLISH_ACKED: LazyLock<prometheus::Histogram> =
    LazyLock::new(|| crate::metrics::EVENT_PUBLISH_SECONDS.with_label_values(&["acked"]));

/// Where the turn's stream stands when a publisher starts: after the turn's
/// last stored event (seq and stream sequence), owned at `epoch`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fence {
    /// Ownership generation (0 for the first owner).
    pub epoch: u64,
    /// `seq` of the last stored event of the turn (0: none).
    pub last_seq: u64,
    /// Its stream sequence (0: none).
    pub last_stream_seq: u64,
}

/// Called once when a publish finds that another instance owns the turn.
pub type OnSuperseded = Arc<dyn Fn() + Send + Sync>;

/// Where a turn's events go.
#[derive(Clone)]
pub struct Destination {
    /// JetStream context (`None` publishes nowhere but the subscriber; tests).
    pub jetstream: Option<jetstream::Context>,
    /// Conversation id.
    pub conversation_id: String,
    /// Turn id.
    pub turn_id: String,
    /// Trace context headers of the turn (`traceparent`, `tracestate`).
    pub trace_headers: HashMap<String, String>,
    /// Where the stream stands.
    pub fence: Fence,
    /// How long one event may keep failing to publish (NATS down) before
    /// the turn's remaining events are given up.
    pub give_up: Duration,
    /// Told when the turn turns out to be owned by another instance.
    pub on_superseded: Option<OnSuperseded>,
    /// A turn taken over: when it lost its owner (its last heartbeat, or its
    /// release) and why; the first stored event (the `superseded`
    /// announcement) observes the takeover latency from it.
    pub orphaned_since: Option<(std::time::SystemTime, &'static str)>,
}

impl Destination {
    /// A destination for a new turn (nothing stored yet).
    pub fn new(jetstream: Option<jetstream::Context>, conversation_id: &str, turn_id: &str) -> Self {
        Self {
            jetstream,
            conversation_id: conversation_id.to_string(),
            turn_id: turn_id.to_string(),
            trace_headers: HashMap::new(),
            fence: Fence::default(),
            give_up: Duration::from_secs(10),
            on_superseded: None,
            orphaned_since: None,
        }
    }
}

/// What the publisher did, for logs and tests.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublishStats {
    /// `seq` of the last event produced.
    pub events: u64,
    /// True when JetStream refused an event after retries; later events of the
    /// turn were then not published (so the stream never has a gap).
    pub nats_failed: bool,
    /// True when another instance took the turn over: our later events were dropped.
    pub superseded: bool,
}

/// Starts the publisher task of one turn. Events also go to `subscriber`
/// (a `StreamTurn` call) while it listens.
pub fn spawn_publisher(
    dest: Destination,
    subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
) -> (TurnEvents, tokio::task::JoinHandle<PublishStats>) {
    let (tx, rx) = mpsc::unbounded_channel();
    let handle = tokio::spawn(publish_loop(dest, rx, subscriber));
    (TurnEvents { tx, gate: Arc::new(Gate::default()) }, handle)
}

/// Merges queued text deltas behind `first` (a reset discards what it follows).
fn coalesce(first: Item, rx: &mut mpsc::UnboundedReceiver<Item>, held: &mut Option<Item>) -> Item {
    let Item::Event(Payload::TextDelta(mut acc), queued) = first else { return first };
    while let Ok(next) = rx.try_recv() {
        match next {
            Item::Event(Payload::TextDelta(d), _) if d.reset => acc = d,
            Item::Event(Payload::TextDelta(d), _) => acc.delta.push_str(&d.delta),
            other => {
                *held = Some(other);
                break;
            }
        }
    }
    Item::Event(Payload::TextDelta(acc), queued)
}

async fn publish_loop(
    dest: Destination,
    mut rx: mpsc::UnboundedReceiver<Item>,
    mut subscriber: Option<mpsc::Sender<Result<ChatEvent, tonic::Status>>>,
) -> PublishStats {
    let mut stats = PublishStats { events: dest.fence.last_seq, ..Default::default() };
    let mut expected = dest.fence.last_stream_seq;
    let mut orphaned_since = dest.orphaned_since;
    // The first event published as a new owner (epoch > 0) may find the old
    // owner's late events before it ([`catch_up`]).
    let mut first_of_epoch = dest.fence.epoch > 0;
    let mut held: Option<Item> = None;
    loop {
        let next = match held.take() {
            Some(p) => p,
            None => match rx.recv().await {
                Some(p) => p,
                None => break,
            },
        };
        let payload = match coalesce(next, &mut rx, &mut held) {
            Item::Flush(reply) => {
                let reachable = dest.jetstream.is_some() && !stats.nats_failed && !stats.superseded;
                let _ = reply.send(reachable.then_some(stats.events));
                continue;
            }
            Item::Mark(reply) => {
                let _ = reply.send(stats.events);
                continue;
            }
            Item::Event(p, queued) => {
                PUBLISH_QUEUED.observe(queued.elapsed().as_secs_f64());
                p
            }
        };
        if stats.superseded {
            continue; // another instance owns the turn: nothing of ours goes out any more
        }
        stats.events += 1;
        let mut event = ChatEvent {
            conversation_id: dest.conversation_id.clone(),
            turn_id: dest.turn_id.clone(),
            seq: stats.events,
            time: Some(barb_common::turn_state::now()),
            payload: Some(payload),
        };
        if let (Some(js), false) = (&dest.jetstream, stats.nats_failed) {
            // The publish is a PRODUCER span of the turn's trace; the event
            // carries that span's context (or the turn's, when spans are not
            // exported) so the gateway's handling of it joins the trace.
            let span = publish_span(&dest.conversation_id, &dest.turn_id, event.seq, &dest.trace_headers);
            let mut trace = span.in_scope(telemetry::current_context_headers);
            if trace.is_empty() {
                trace = dest.trace_headers.clone();
            }
            let publishing = Instant::now();
            let mut published =
                fence::publish_retrying(js, &event, dest.fence.epoch, expected, &trace, dest.give_up).await;
            PUBLISH_ACKED.observe(publishing.elapsed().as_secs_f64());
            // A new owner's first event refused: the old owner, paused while we
            // claimed the turn and awake again, published after we read the
            // stream (the claim already fenced its commits, not its events).
            // We own the turn: catch up with the stream and publish again; our
            // `superseded` voids what it added. Its next publish then fails.
            let mut catch_ups = 0;
            while published == Err(PublishError::Superseded) && first_of_epoch && catch_ups < 5 {
                catch_ups += 1;
                match catch_up(js, &dest).await {
                    Some(at) => {
                        tracing::warn!(turn_id = %dest.turn_id, old_seq = event.seq, seq = at.last_seq + 1, "the previous owner published after the claim; publishing after its events");
                        expected = at.last_stream_seq;
                        stats.events = at.last_seq + 1;
                        event.seq = stats.events;
                        published =
                            fence::publish_retrying(js, &event, dest.fence.epoch, expected, &trace, dest.give_up).await;
                    }
                    None => break,
                }
            }
            first_of_epoch = false;
            if published.is_err() {
                span.record("otel.status_code", "error");
            }
            match published {
                Ok(stream_seq) => {
                    expected = stream_seq;
                    if let Some((since, reason)) = orphaned_since.take() {
                        let took = std::time::SystemTime::now().duration_since(since).unwrap_or_default();
                        crate::metrics::TAKEOVER_LATENCY.with_label_values(&[reason]).observe(took.as_secs_f64());
                        tracing::info!(turn_id = %dest.turn_id, ?took, reason, "taken-over turn is live again");
                    }
                }
                Err(PublishError::Superseded) => {
                    crate::metrics::SUPERSEDED.with_label_values(&["publish"]).inc();
                    stats.superseded = true;
                    tracing::warn!(turn_id = %dest.turn_id, seq = event.seq, "another instance owns this turn now; stopping");
                    if let Some(f) = &dest.on_superseded {
                        f();
                    }
                    continue;
                }
                Err(PublishError::Failed(e)) => {
                    stats.nats_failed = true;
                    tracing::error!(error = %e, turn_id = %dest.turn_id, seq = event.seq, "cannot publish chat event; the turn's remaining events stay off NATS");
                }
            }
        }
        if let Some(sub) = &subscriber
            && sub.send(Ok(event)).await.is_err()
        {
            subscriber = None; // the StreamTurn caller went away; the turn goes on
        }
    }
    stats
}

/// Where the turn's stream stands now, unless it already ended (the old
/// owner finished the turn: nothing of ours goes out then).
async fn catch_up(js: &jetstream::Context, dest: &Destination) -> Option<Fence> {
    let stream = js.get_stream(barb_common::chat_events::STREAM_NAME).await.ok()?;
    let (stream_seq, last) = fence::last_event(&stream, &dest.conversation_id, &dest.turn_id).await.ok()??;
    if matches!(last.payload, Some(Payload::Done(_) | Payload::Error(_))) {
        return None;
    }
    Some(Fence { epoch: dest.fence.epoch, last_seq: last.seq, last_stream_seq: stream_seq })
}

#[cfg(test)]
mod tests {
    use super::*;
    use barb_common::proto::chat::v1::TitleUpdate;

    #[tokio::test]
    async fn queued_text_deltas_merge_and_reset_discards() {
        let (sub_tx, mut sub_rx) = mpsc::channel(16);
        let dest = Destination::new(None, "c", "t");
        let (events, handle) = spawn_publisher(dest, Some(sub_tx));
        // Queue everything before the publisher runs (current-thread runtime).
        events.text("a", false);
        events.text("b", false);
        events.text("X", true);
        events.text("c", false);
        events.send(Payload::TitleUpdate(TitleUpdate { title: "t".into() }));
        events.text("d", false);
        drop(events);
        let stats = handle.await.unwrap();
        let mut got = Vec::new();
        while let Some(Ok(ev)) = sub_rx.recv().await {
            got.push((ev.seq, ev.payload.unwrap()));
        }
        assert_eq!(stats.events, 3);
        assert_eq!(got[0], (1, Payload::TextDelta(TextDelta { delta: "Xc".into(), reset: true })));
        assert_eq!(got[1], (2, Payload::TitleUpdate(TitleUpdate { title: "t".into() })));
        assert_eq!(got[2], (3, Payload::TextDelta(TextDelta { delta: "d".into(), reset: false })));
    }
}
