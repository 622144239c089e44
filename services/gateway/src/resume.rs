//! A client's view of a conversation: stored events after its last seen
//! event id, then live ones, with no gap and no duplicate, on any instance.
//!
//! How the hand-over stays exact:
//! 1. subscribe to the live hub first (everything the hub handles from now on
//!    is buffered for this client);
//! 2. read stored events from the first event of the cursor's turn, skipping
//!    what the client already has, until the read catches up (the server
//!    reports nothing pending) — anything stored later was published after
//!    step 1, so the hub delivers it;
//! 3. then pass live events on, skipping those whose stream sequence the
//!    stored read already covered.
//!
//! Stream sequences give one total order, so "skip ≤ last replayed" is exact.

use std::sync::Arc;

use async_nats::jetstream::{self, stream::Stream};
use barb_common::chat_events;
use futures::stream::BoxStream;

use crate::{
    chat_stream::{self, Stored, StoredEvents, StreamError},
    events::{EventId, RenderedEvent},
    fanout::{Hub, HubClosed, Subscription},
    metrics,
};

/// Why a conversation's events cannot be streamed right now.
#[derive(Debug, thiserror::Error)]
pub enum ResumeError {
    /// The live consumer is not reading yet (start-up, NATS down).
    #[error("live chat events are not available yet")]
    NotLive,
    /// Shutting down.
    #[error(transparent)]
    Closed(#[from] HubClosed),
    /// Reading stored events failed.
    #[error(transparent)]
    Stream(#[from] StreamError),
}

/// Opens conversation event streams.
#[derive(Clone)]
pub struct EventSource {
    hub: Hub,
    js: jetstream::Context,
    stream: Stream,
}

impl EventSource {
    /// An event source over `stream` with live events from `hub`.
    pub fn new(hub: Hub, js: jetstream::Context, stream: Stream) -> Self {
        Self { hub, js, stream }
    }

    /// True once the live fan-out is reading.
    pub fn is_live(&self) -> bool {
        self.hub.is_live()
    }

    /// Events of `conversation_id` after `cursor` (or from now on without one).
    /// The stream ends when the client is too slow, the live read stops or the
    /// gateway shuts down; the client then resumes from its last event id.
    pub async fn open(
        &self,
        conversation_id: &str,
        cursor: Option<EventId>,
    ) -> Result<BoxStream<'static, Arc<RenderedEvent>>, ResumeError> {
        if !self.hub.is_live() {
            return Err(ResumeError::NotLive);
        }
        let live = self.hub.subscribe(conversation_id)?;
        let replay = match cursor {
            Some(cursor) => self.open_replay(conversation_id, cursor).await?,
            None => None,
        };
        Ok(stream(replay, live))
    }

    async fn open_replay(&self, conversation_id: &str, cursor: EventId) -> Result<Option<Box<Replay>>, ResumeError> {
        let Some(first) = chat_stream::first_seq_of_turn(&self.stream, conversation_id, &cursor.turn_id).await? else {
            // The turn has not published yet (or expired): everything from now on is live.
            return Ok(None);
        };
        let filter = chat_events::conversation_filter(conversation_id);
        let read = StoredEvents::open(&self.js, &self.stream, filter, first).await?;
        Ok(Some(Box::new(Replay { read, cursor })))
    }
}

/// Live events of a subscription, from now on (what a client without a
/// cursor gets; also what each stream holds while idle).
pub fn live(subscription: Subscription) -> BoxStream<'static, Arc<RenderedEvent>> {
    stream(None, subscription)
}

fn stream(replay: Option<Box<Replay>>, live: Subscription) -> BoxStream<'static, Arc<RenderedEvent>> {
    Box::pin(futures::stream::unfold(Resume { replay, live, last_replayed: 0 }, |mut state| async move {
        state.next().await.map(|ev| (ev, state))
    }))
}

struct Replay {
    read: StoredEvents,
    cursor: EventId,
}

struct Resume {
    /// Boxed: a stream spends its life on live events, and the stored read
    /// (a JetStream consumer's state) is large; an idle stream then holds a
    /// pointer, not the read.
    replay: Option<Box<Replay>>,
    live: Subscription,
    last_replayed: u64,
}

impl Resume {
    async fn next(&mut self) -> Option<Arc<RenderedEvent>> {
        while let Some(replay) = &mut self.replay {
            match replay.read.next().await {
                None => self.replay = None,
                Some(Err(e)) => {
                    // Without the stored events the client would see a gap: end, it resumes.
                    tracing::warn!(error = %e, "resume: stored read failed; ending the stream");
                    return None;
                }
                Some(Ok(Stored::Corrupt(seq, e))) => {
                    tracing::warn!(error = %e, seq, "resume: skipping undecodable event");
                    self.last_replayed = seq;
                }
                Some(Ok(Stored::Event(seq, ev))) => {
                    self.last_replayed = seq;
                    let seen = ev.turn_id == replay.cursor.turn_id && ev.seq <= replay.cursor.seq;
                    if seen {
                        continue;
                    }
                    if let Some(rendered) = chat_stream::render(seq, ev.as_ref()) {
                        metrics::EVENTS_REPLAYED.inc();
                        return Some(Arc::new(rendered));
                    }
                }
            }
        }
        loop {
            let ev = self.live.rx.recv().await?;
            if ev.stream_seq > self.last_replayed {
                if let Some(age) = ev.age() {
                    metrics::EVENT_DELIVERY.observe(age.as_secs_f64());
                }
                return Some(ev);
            }
        }
    }
}
