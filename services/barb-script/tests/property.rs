//! Property test: random queries — valid ones built from the language's
//! pieces, and arbitrary text in expression positions — never panic; they
//! either answer or return a typed error.

use std::sync::{Arc, LazyLock};

use barb_script::Market;
use barb_script::market::Instrument;
use barb_script::market::sample::{SampleSpec, generate};
use chrono::NaiveDate;
use proptest::prelude::*;
use query_engine::{DEFAULT_SOURCE_ROWS, answer};
use serde_json::{Value, json};

static MARKET: LazyLock<Arc<Market>> = LazyLock::new(|| {
    let nq = Instrument::builtins().remove(0);
    let spec = SampleSpec {
        start: NaiveDate::from_ymd_opt(2024, 2, 1).unwrap(),
        end: NaiveDate::from_ymd_opt(2024, 3, 15).unwrap(),
        ..SampleSpec::default_nq()
    };
    Market::from_frame(nq.clone(), generate(&nq, &spec).unwrap()).unwrap()
});

fn timeframe() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "1m",
        "5m",
        "15m",
        "30m",
        "1h",
        "2h",
        "4h",
        "daily",
        "weekly",
        "monthly",
        "quarterly",
        "yearly",
    ])
}

fn column() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["open", "high", "low", "close", "volume"])
}

fn series() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        column().prop_map(str::to_string),
        (1i32..50).prop_map(|n| n.to_string()),
        Just("range()".to_string()),
        Just("gap()".to_string()),
        Just("hour()".to_string()),
        Just("dayofweek()".to_string()),
        Just("session_high()".to_string()),
        Just("atr(5)".to_string()),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            (inner.clone(), prop::sample::select(vec!["+", "-", "*", "/", "//", "%", "**"]), inner.clone())
                .prop_map(|(a, op, b)| format!("({a} {op} {b})")),
            (
                prop::sample::select(vec![
                    "sma",
                    "ema",
                    "rsi",
                    "rolling_max",
                    "rolling_std",
                    "wma",
                    "hma",
                    "rma",
                    "prev",
                    "change_pct"
                ]),
                inner.clone(),
                1i32..30
            )
                .prop_map(|(f, a, n)| format!("{f}({a}, {n})")),
            (prop::sample::select(vec!["abs", "sqrt", "log", "sign", "cumsum", "cummax"]), inner.clone())
                .prop_map(|(f, a)| format!("{f}({a})")),
            inner.clone().prop_map(|a| format!("-{a}")),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("if({a} > {b}, {a}, {b})")),
        ]
    })
}

fn condition() -> impl Strategy<Value = String> {
    (series(), prop::sample::select(vec![">", "<", ">=", "<=", "==", "!="]), series(), any::<bool>()).prop_map(
        |(a, op, b, neg)| if neg { format!("not ({a} {op} {b})") } else { format!("{a} {op} {b} or green()") },
    )
}

fn query() -> impl Strategy<Value = Value> {
    (
        timeframe(),
        prop::option::of(prop::sample::select(vec!["RTH", "ETH", "rth"])),
        prop::option::of(prop::sample::select(vec![
            "2024-02",
            "2024-02-05:2024-03-01",
            "last_3",
            "last_week",
            "2024",
            ":2024-02-10",
        ])),
        series(),
        prop::option::of(condition()),
        prop::option::of(prop::sample::select(vec![
            "mean(x)",
            "count()",
            "sum(x), max(x)",
            "pct(x > 0)",
            "percentile(x, 0.5)",
            "std(x)",
        ])),
        any::<bool>(),
        prop::option::of(1usize..20),
    )
        .prop_map(|(from, session, period, x, filter, select, group, limit)| {
            let mut q = json!({"from": from, "map": {"x": x, "wd": "dayofweek()"}});
            let o = q.as_object_mut().unwrap();
            if let Some(s) = session {
                o.insert("session".into(), json!(s));
            }
            if let Some(p) = period {
                o.insert("period".into(), json!(p));
            }
            if let Some(f) = filter {
                o.insert("where".into(), json!(f));
            }
            if let Some(s) = select {
                o.insert("select".into(), json!(s));
            }
            if group {
                o.insert("group_by".into(), json!("wd"));
            }
            if let Some(l) = limit {
                o.insert("limit".into(), json!(l));
                o.insert("sort".into(), json!("x desc"));
            }
            q
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, max_shrink_iters: 64, ..ProptestConfig::default() })]

    #[test]
    fn valid_queries_never_panic(q in query()) {
        match answer(&MARKET, &q, DEFAULT_SOURCE_ROWS) {
            Ok(out) => {
                let j = out.to_json();
                prop_assert_eq!(&j["ok"], &json!(true));
                prop_assert!(!out.model_response.is_empty());
            }
            // A valid-looking query may still be rejected (e.g. a string where a number is needed); it must be typed.
            Err(e) => prop_assert!(!e.message.is_empty() && e.code != barb_script::ErrorCode::Internal, "{:?} for {}", e, q),
        }
    }

    #[test]
    fn arbitrary_expression_text_never_panics(text in "\\PC{0,60}", field in prop::sample::select(vec!["where", "select", "map"])) {
        let q = match field {
            "map" => json!({"from": "daily", "map": {"x": text}}),
            f => json!({"from": "daily", f: text}),
        };
        if let Err(e) = answer(&MARKET, &q, DEFAULT_SOURCE_ROWS) {
            prop_assert!(!e.message.is_empty());
        }
    }
}
