//! Compile once: validated plans keyed by the query, so a question asked
//! again (a dashboard, a load test, a model retrying) skips parsing,
//! validation and lowering.
//!
//! Two keys lead to a plan: the query text exactly as received (so a query
//! sent again costs one hash lookup, no JSON parsing) and the normalised
//! query — the JSON re-serialised compactly, so whitespace and number
//! spelling do not matter; key order does, because `map` columns are
//! declared in order. Only valid queries are cached; an invalid one takes the
//! normal path every time, with the same typed error. The cache holds at
//! most [`PLAN_CACHE_ENTRIES`] keys and drops the least recently used eighth
//! when full.
//!
//! Lookups share a read lock (recency is an atomic stamp), so concurrent
//! requests never wait for each other on a hit; only inserting a new plan
//! takes the write lock. Prometheus:
//! `barb_plan_cache_requests_total{result="hit"|"miss"}`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, RwLock};

use prometheus::{IntCounter, IntCounterVec, Opts};
use serde_json::Value;

use crate::error::Result;
use crate::plan::{QueryPlan, plan};
use crate::query::Query;

/// Most keys kept.
pub const PLAN_CACHE_ENTRIES: usize = 1024;

struct Entry {
    plan: Arc<QueryPlan>,
    used: AtomicU64,
}

static CACHE: LazyLock<RwLock<HashMap<String, Entry>>> = LazyLock::new(|| RwLock::new(HashMap::new()));
static TICK: AtomicU64 = AtomicU64::new(0);

/// The hit and miss counters, resolved once (a labelled lookup per request
/// would hash the label and take the vector's lock).
static REQUESTS: LazyLock<(IntCounter, IntCounter)> = LazyLock::new(|| {
    let c = IntCounterVec::new(
        Opts::new("barb_plan_cache_requests_total", "Query plan cache lookups, by result (hit or miss)"),
        &["result"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    (c.with_label_values(&["hit"]), c.with_label_values(&["miss"]))
});

fn lookup(key: &str) -> Option<Arc<QueryPlan>> {
    let map = CACHE.read().unwrap_or_else(|e| e.into_inner());
    let e = map.get(key)?;
    e.used.store(TICK.fetch_add(1, Ordering::Relaxed), Ordering::Relaxed);
    Some(e.plan.clone())
}

fn insert(keys: &[&str], plan: &Arc<QueryPlan>) {
    let mut map = CACHE.write().unwrap_or_else(|e| e.into_inner());
    if map.len() + keys.len() > PLAN_CACHE_ENTRIES {
        // Drop the least recently used eighth at once: the scan is paid rarely.
        let mut ages: Vec<u64> = map.values().map(|e| e.used.load(Ordering::Relaxed)).collect();
        ages.sort_unstable();
        let cut = ages[(PLAN_CACHE_ENTRIES / 8).min(ages.len() - 1)];
        map.retain(|_, e| e.used.load(Ordering::Relaxed) > cut);
    }
    for key in keys {
        let used = AtomicU64::new(TICK.fetch_add(1, Ordering::Relaxed));
        map.insert((*key).to_string(), Entry { plan: plan.clone(), used });
    }
}

/// The plan of query JSON text, from the cache when the same text (or the
/// same normalised query) was planned before.
pub fn plan_text(text: &str) -> Result<Arc<QueryPlan>> {
    if let Some(p) = lookup(text) {
        REQUESTS.0.inc();
        return Ok(p);
    }
    let Ok(value) = serde_json::from_str::<Value>(text) else {
        // Not JSON: the normal path reports it.
        REQUESTS.1.inc();
        return Ok(Arc::new(plan(Query::parse_text(text)?)?));
    };
    let normalised = value.to_string();
    if let Some(p) = lookup(&normalised) {
        REQUESTS.0.inc();
        insert(&[text], &p);
        return Ok(p);
    }
    REQUESTS.1.inc();
    let p = Arc::new(plan(Query::parse(&value)?)?);
    if normalised == text {
        insert(&[text], &p)
    } else {
        insert(&[text, &normalised], &p)
    }
    Ok(p)
}

/// The plan of a query object, from the cache when planned before.
pub fn plan_value(query: &Value) -> Result<Arc<QueryPlan>> {
    let key = query.to_string();
    if let Some(p) = lookup(&key) {
        REQUESTS.0.inc();
        return Ok(p);
    }
    REQUESTS.1.inc();
    let p = Arc::new(plan(Query::parse(query)?)?);
    insert(&[&key], &p);
    Ok(p)
}

/// Keys currently cached.
pub fn cached_plans() -> usize {
    CACHE.read().unwrap_or_else(|e| e.into_inner()).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_query_same_plan_invalid_not_cached() {
        let a = plan_text(r#"{"from": "daily", "select": "mean(close)"}"#).unwrap();
        let b = plan_text(r#"{ "from":"daily",   "select":"mean(close)" }"#).unwrap();
        assert!(Arc::ptr_eq(&a, &b), "whitespace does not matter");
        let again = plan_text(r#"{ "from":"daily",   "select":"mean(close)" }"#).unwrap();
        assert!(Arc::ptr_eq(&a, &again), "the text itself is a key now");
        let c = plan_text(r#"{"select": "mean(close)", "from": "daily"}"#).unwrap();
        assert!(!Arc::ptr_eq(&a, &c), "key order is part of the query");
        let v = plan_value(&serde_json::json!({"from": "daily", "select": "mean(close)"})).unwrap();
        assert!(Arc::ptr_eq(&a, &v), "a query object finds the plan of the same text");
        let before = cached_plans();
        let e = plan_text(r#"{"from": "daily", "select": "mean(clsoe)"}"#).unwrap_err();
        assert_eq!(e.code, crate::ErrorCode::UnknownColumn);
        assert_eq!(cached_plans(), before);
        assert!(plan_text("{not json").is_err());
    }

    #[test]
    fn the_cache_stays_bounded() {
        for i in 0..PLAN_CACHE_ENTRIES + 50 {
            plan_text(&format!(r#"{{"from": "daily", "limit": {}}}"#, i + 1)).unwrap();
        }
        assert!(cached_plans() <= PLAN_CACHE_ENTRIES, "{}", cached_plans());
    }
}
