//! JSON noise for the targets whose input is JSON (queries, strategies):
//! arbitrary values, deep nesting past serde_json's recursion limit, and the
//! "mostly right, sometimes anything" mix every field is drawn from.

use proptest::prelude::*;
use serde_json::{Map, Value, json};

/// One of `words`, as a JSON string.
pub fn pick(words: &'static [&'static str]) -> BoxedStrategy<Value> {
    prop::sample::select(words).prop_map(|w| json!(w)).boxed()
}

/// Any JSON value: scalars (any float, any text), arrays and objects nested
/// up to `depth` levels with about `size` nodes at most.
pub fn any_value(depth: u32, size: u32) -> BoxedStrategy<Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        "\\PC{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(depth, size, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::vec(("[a-z_]{1,8}", inner), 0..4)
                .prop_map(|kv| Value::Object(kv.into_iter().collect::<Map<_, _>>())),
        ]
    })
    .boxed()
}

/// [`any_value`], a fifth of the time replaced by a chain of arrays or of
/// `{"map": …}` objects 1 to 199 levels deep (past serde_json's 128).
pub fn any_value_or_deep(depth: u32, size: u32) -> BoxedStrategy<Value> {
    let deep = (1usize..200, any::<bool>()).prop_map(|(n, arrays)| {
        (0..n).fold(json!(1), |acc, _| if arrays { json!([acc]) } else { json!({"map": acc}) })
    });
    prop_oneof![4 => any_value(depth, size), 1 => deep].boxed()
}

/// `good`, drawn `odds` times as often as `noise`.
pub fn or_noise(good: BoxedStrategy<Value>, odds: u32, noise: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    prop_oneof![odds => good, 1 => noise].boxed()
}
