//! The four key-value buckets and the events stream, created or bound at
//! start-up (directly as streams: the client's own `create_key_value` asks
//! for account info in a shape NATS 2.9 does not answer).

use std::time::Duration;

use async_nats::jetstream::{self, kv, stream::StorageType};

use super::{CONVERSATIONS_BUCKET, DATA_BUCKET, INSTANCES_BUCKET, LeaseSettings, TURNS_BUCKET, TurnStateError, nats};

/// The four buckets and the events stream.
#[derive(Clone)]
pub struct Buckets {
    /// JetStream context.
    pub js: jetstream::Context,
    /// `CHAT_INSTANCES`.
    pub instances: kv::Store,
    /// `CHAT_CONVERSATIONS`.
    pub conversations: kv::Store,
    /// `CHAT_TURNS`.
    pub turns: kv::Store,
    /// `CHAT_TURN_DATA`.
    pub data: kv::Store,
    /// `CHAT_EVENTS`.
    pub events: jetstream::stream::Stream,
}

/// The stream behind a key-value bucket, as the KV API defines it (the
/// client's own `create_key_value` first queries account info in a shape
/// NATS 2.9 does not answer, so the stream is created directly).
fn bucket_stream(name: &str, description: &str, max_age: Duration, storage: StorageType) -> jetstream::stream::Config {
    jetstream::stream::Config {
        name: format!("KV_{name}"),
        description: Some(description.to_string()),
        subjects: vec![format!("$KV.{name}.>")],
        max_messages_per_subject: 1,
        max_age,
        storage,
        allow_rollup: true,
        deny_delete: true,
        allow_direct: true,
        discard: jetstream::stream::DiscardPolicy::New,
        duplicate_window: max_age.min(Duration::from_secs(120)),
        ..Default::default()
    }
}

async fn bucket(
    js: &jetstream::Context,
    name: &str,
    description: &str,
    max_age: Duration,
    storage: StorageType,
    set_max_age: bool,
) -> Result<kv::Store, TurnStateError> {
    let cfg = bucket_stream(name, description, max_age, storage);
    match js.get_stream(&cfg.name).await {
        Ok(mut stream) => {
            // The lease TTL is the bucket's max_age: the last owner to start sets it.
            let current = stream.info().await.map_err(nats("reading a bucket"))?.config.max_age;
            if set_max_age && current != max_age {
                tracing::warn!(bucket = name, from = ?current, to = ?max_age, "changing the bucket's max_age");
                js.update_stream(cfg).await.map_err(nats("updating a bucket"))?;
            }
        }
        Err(_) => {
            if let Err(create) = js.create_stream(cfg).await {
                // Another instance may have created it in between; binding below tells.
                tracing::debug!(error = %create, bucket = name, "bucket not created here");
            }
        }
    }
    js.get_key_value(name).await.map_err(nats("binding a bucket"))
}

impl Buckets {
    /// Creates or binds the buckets (and the events stream). Owners
    /// (orchestrators, `owner = true`) also set the lease TTL of an existing
    /// `CHAT_INSTANCES`; others leave it as it is.
    pub async fn ensure(js: &jetstream::Context, lease: &LeaseSettings, owner: bool) -> Result<Self, TurnStateError> {
        let keep = lease.retention;
        let file = StorageType::File;
        Ok(Self {
            js: js.clone(),
            instances: bucket(js, INSTANCES_BUCKET, "live instances (leases)", lease.ttl, file, owner).await?,
            conversations: bucket(js, CONVERSATIONS_BUCKET, "running turn per conversation", keep, file, false).await?,
            turns: bucket(js, TURNS_BUCKET, "running turns: owner, epoch, steps", keep, file, false).await?,
            data: bucket(js, DATA_BUCKET, "requests and committed steps of running turns", keep, file, false).await?,
            events: crate::chat_events::ensure_stream(js, keep).await.map_err(nats("binding CHAT_EVENTS"))?,
        })
    }
}
