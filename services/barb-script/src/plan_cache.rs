//! Compile once: validated plans keyed by the normalised query, so a question
//! asked again (a dashboard, a load test, a model retrying) skips parsing,
//! validation and lowering.
//!
//! The key is the query JSON re-serialised compactly (whitespace and number
//! spelling do not matter; key order does, because `map` columns are
//! declared in order). Only valid queries are cached; an invalid one takes
//! the normal path every time, with the same typed error. The cache holds at
//! most [`PLAN_CACHE_ENTRIES`] plans and drops the least recently used.
//! Prometheus: `barb_plan_cache_requests_total{result="hit"|"miss"}`.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use prometheus::{IntCounterVec, Opts};
use serde_json::Value;

use crate::error::Result;
use crate::plan::{QueryPlan, plan};
use crate::query::Query;

/// Most plans kept.
pub const PLAN_CACHE_ENTRIES: usize = 1024;

struct Inner {
    map: HashMap<String, (Arc<QueryPlan>, u64)>,
    tick: u64,
}

static CACHE: LazyLock<Mutex<Inner>> = LazyLock::new(|| Mutex::new(Inner { map: HashMap::new(), tick: 0 }));

static REQUESTS: LazyLock<IntCounterVec> = LazyLock::new(|| {
    let c = IntCounterVec::new(
        Opts::new("barb_plan_cache_requests_total", "Query plan cache lookups, by result (hit or miss)"),
        &["result"],
    )
    .expect("valid metric");
    barb_common::metrics::register(Box::new(c.clone()));
    c
});

/// The plan of query JSON text, from the cache when the same (normalised)
/// query was planned before.
pub fn plan_text(text: &str) -> Result<Arc<QueryPlan>> {
    let Ok(value) = serde_json::from_str::<Value>(text) else {
        // Not JSON: the normal path reports it.
        return Ok(Arc::new(plan(Query::parse_text(text)?)?));
    };
    plan_value(&value)
}

/// The plan of a query object, from the cache when planned before.
pub fn plan_value(query: &Value) -> Result<Arc<QueryPlan>> {
    let key = query.to_string();
    {
        let mut inner = CACHE.lock().unwrap_or_else(|e| e.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        if let Some((p, used)) = inner.map.get_mut(&key) {
            *used = tick;
            let p = p.clone();
            drop(inner);
            REQUESTS.with_label_values(&["hit"]).inc();
            return Ok(p);
        }
    }
    REQUESTS.with_label_values(&["miss"]).inc();
    let p = Arc::new(plan(Query::parse(query)?)?);
    let mut inner = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    if inner.map.len() >= PLAN_CACHE_ENTRIES {
        // Drop the least recently used eighth at once: the scan is paid rarely.
        let mut ages: Vec<u64> = inner.map.values().map(|(_, u)| *u).collect();
        ages.sort_unstable();
        let cut = ages[PLAN_CACHE_ENTRIES / 8];
        inner.map.retain(|_, (_, u)| *u > cut);
    }
    inner.tick += 1;
    let tick = inner.tick;
    inner.map.insert(key, (p.clone(), tick));
    Ok(p)
}

/// Plans currently cached.
pub fn cached_plans() -> usize {
    CACHE.lock().unwrap_or_else(|e| e.into_inner()).map.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_query_same_plan_invalid_not_cached() {
        let a = plan_text(r#"{"from": "daily", "select": "mean(close)"}"#).unwrap();
        let b = plan_text(r#"{ "from":"daily",   "select":"mean(close)" }"#).unwrap();
        assert!(Arc::ptr_eq(&a, &b), "whitespace does not matter");
        let c = plan_text(r#"{"select": "mean(close)", "from": "daily"}"#).unwrap();
        assert!(!Arc::ptr_eq(&a, &c), "key order is part of the query");
        let before = cached_plans();
        let e = plan_text(r#"{"from": "daily", "select": "mean(clsoe)"}"#).unwrap_err();
        assert_eq!(e.code, crate::ErrorCode::UnknownColumn);
        assert_eq!(cached_plans(), before);
        assert!(plan_text("{not json").is_err());
    }
}
