//! Fuzz target: the expression parser and the lowering after it.
//!
//! Inputs are token soup (every token of the grammar and some that are not,
//! in any order), grammatical expressions, arbitrary Unicode text, and
//! hostile shapes: flat chains of every operator up to thousands of operands,
//! nests of every kind (parentheses, calls, lists, unary `-`, `not`, `**`,
//! comparisons) up to hundreds deep, and mixes of both built to sit exactly
//! at and just past the limits. Each input is parsed; what parses is lowered
//! against the bar columns; what lowers is evaluated by polars on daily bars.
//! The property: every stage answers — a value or a typed error — and nothing
//! panics or overflows the stack. The whole run happens on a thread with a
//! quarter of the stack the engines' compute threads have
//! (`barb_common::compute`, 8 MiB), so passing here leaves a 4× margin.
//!
//! polars evaluates on its own threads, which keep the default 2 MiB stack
//! here (the services raise it, see `barb_common::compute`), so the lowered
//! depth limit is checked at the smaller size.
//!
//! Case count: `EXPR_FUZZ_CASES` (default 1000); `EXPR_FUZZ_EVALUATE_EVERY`
//! (default 1) evaluates every n-th lowered input only. The long run of 10M
//! inputs is `deploy/fuzz.sh --only expr` (SECURITY.md, "Fuzzing"); by hand:
//!
//! ```sh
//! EXPR_FUZZ_CASES=10000000 EXPR_FUZZ_EVALUATE_EVERY=20 \
//!     cargo test --release -p barb-script --test fuzz_expr -- --nocapture
//! ```

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

use barb_fuzz::FUZZ_STACK;
use barb_script::expr::{ColumnScope, MAX_DEPTH, MAX_HEIGHT, compile, parse_list};
use barb_script::market::Timeframe;
use barb_script::{ErrorCode, Market, evaluate};
use chrono::NaiveDate;
use polars::prelude::DataFrame;
use proptest::prelude::*;

/// Daily bars of a short generated sample (hidden columns included).
static DAILY: LazyLock<DataFrame> = LazyLock::new(|| {
    let market =
        Market::nq_sample(NaiveDate::from_ymd_opt(2024, 1, 2).unwrap(), NaiveDate::from_ymd_opt(2024, 3, 29).unwrap())
            .unwrap();
    market.bars(None, Timeframe::Daily, None).unwrap()
});

const NAMES: &[&str] = &["close", "open", "high", "low", "volume", "x", "clsoe", "date", "_", "é"];
const FUNCTIONS: &[&str] = &[
    "rsi",
    "sma",
    "ema",
    "prev",
    "abs",
    "if",
    "rolling_mean",
    "rolling_max",
    "count",
    "mean",
    "sum",
    "percentile",
    "crossover",
    "atr",
    "dayofweek",
    "hour",
    "session_high",
    "change_pct",
    "cumsum",
    "log",
    "sqrt",
    "pct",
    "nope",
];
const LITERALS: &[&str] = &[
    "0",
    "1",
    "14",
    "-1",
    "1.5",
    "1e308",
    "1e-320",
    "9223372036854775807",
    "99999999999999999999",
    "0.0",
    "'a'",
    "'2024-01-02'",
    "\"x\"",
    "''",
    "None",
    "True",
    "false",
    "nan",
];
const OPERATORS: &[&str] = &[
    "+", "-", "*", "/", "//", "%", "**", "==", "!=", "<", "<=", ">", ">=", "=", "(", ")", "[", "]", ",", ".", "~", "@",
    "&", "|", "'", "\"",
];
const KEYWORDS: &[&str] = &["and", "or", "not", "in", "not in", "is", "lambda", "if", "for", "else"];
const BINARY: &[&str] = &["+", "-", "*", "/", "//", "%", "**"];
const CHAINS: &[&str] = &["+", "-", "*", "/", "//", "%", " and ", " or ", " < ", " == ", ","];

fn pick(words: &'static [&'static str]) -> BoxedStrategy<String> {
    prop::sample::select(words).prop_map(str::to_string).boxed()
}

fn token() -> BoxedStrategy<String> {
    prop_oneof![
        3 => pick(NAMES),
        2 => pick(FUNCTIONS),
        2 => pick(LITERALS),
        4 => pick(OPERATORS),
        1 => pick(KEYWORDS),
    ]
    .boxed()
}

/// Tokens in any order, with or without spaces.
fn soup() -> BoxedStrategy<String> {
    (prop::collection::vec(token(), 0..40), any::<bool>())
        .prop_map(|(t, spaced)| t.join(if spaced { " " } else { "" }))
        .boxed()
}

/// Grammatical expressions (most of them also type-check).
fn grammatical() -> BoxedStrategy<String> {
    let leaf = prop_oneof![pick(NAMES), pick(LITERALS), Just("range()".to_string()), Just("dayofweek()".to_string())];
    leaf.prop_recursive(6, 40, 4, |inner| {
        prop_oneof![
            (inner.clone(), pick(BINARY), inner.clone()).prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            inner.clone().prop_map(|a| format!("({a})")),
            inner.clone().prop_map(|a| format!("-{a}")),
            inner.clone().prop_map(|a| format!("not {a}")),
            (inner.clone(), pick(&["<", ">=", "==", "!="]), inner.clone())
                .prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            (inner.clone(), pick(&["and", "or"]), inner.clone()).prop_map(|(a, op, b)| format!("{a} {op} {b}")),
            (pick(FUNCTIONS), prop::collection::vec(inner.clone(), 0..4))
                .prop_map(|(f, args)| format!("{f}({})", args.join(", "))),
            (inner.clone(), prop::collection::vec(pick(LITERALS), 0..5))
                .prop_map(|(a, items)| format!("{a} in [{}]", items.join(", "))),
        ]
    })
    .boxed()
}

/// One level of nesting around `inner`.
fn wrap(kind: u8, inner: &str) -> String {
    match kind % 8 {
        0 => format!("({inner})"),
        1 => format!("abs({inner})"),
        2 => format!("-{inner}"),
        3 => format!("not {inner}"),
        4 => format!("[{inner}]"),
        5 => format!("2 ** {inner}"),
        6 => format!("if({inner} > 0, 1, 0)"),
        _ => format!("prev({inner}, 1)"),
    }
}

/// Flat chains, deep nests and mixes, around the limits.
fn hostile() -> BoxedStrategy<String> {
    let chain = (pick(CHAINS), 1usize..3000, pick(&["a", "close", "1", "(a)", "f(a)"]))
        .prop_map(|(op, n, operand)| vec![operand; n].join(&op));
    let nest =
        (any::<u8>(), 1usize..400).prop_map(|(kind, n)| (0..n).fold("close".to_string(), |acc, _| wrap(kind, &acc)));
    let mixed_nest = (prop::collection::vec(any::<u8>(), 1..120), pick(NAMES))
        .prop_map(|(kinds, leaf)| kinds.iter().fold(leaf, |acc, k| wrap(*k, &acc)));
    // Nesting levels with a chain inside each: height near the limit.
    let tall = (0usize..MAX_DEPTH + 4, 1usize..8, pick(BINARY)).prop_map(|(levels, per_level, op)| {
        (0..levels).fold("close".to_string(), |acc, _| {
            let tail = vec!["close"; per_level].join(&format!(" {op} "));
            format!("abs({acc} {op} {tail})")
        })
    });
    let at_limit = (pick(CHAINS), MAX_HEIGHT - 2..MAX_HEIGHT + 3).prop_map(|(op, n)| vec!["close"; n].join(&op));
    prop_oneof![chain, nest, mixed_nest, tall, at_limit].boxed()
}

fn input() -> BoxedStrategy<String> {
    prop_oneof![
        4 => soup(),
        4 => grammatical(),
        2 => "\\PC{0,200}".boxed(),
        3 => hostile(),
    ]
    .boxed()
}

static PARSED: AtomicU64 = AtomicU64::new(0);
static LOWERED: AtomicU64 = AtomicU64::new(0);
static EVALUATED: AtomicU64 = AtomicU64::new(0);
static TOO_COMPLEX: AtomicU64 = AtomicU64::new(0);

fn check(text: &str, evaluate_every: u64) -> Result<(), TestCaseError> {
    let exprs = match parse_list(text) {
        Ok(e) => e,
        Err(e) => {
            prop_assert!(!e.message.is_empty() && e.code != ErrorCode::Internal, "{e:?}");
            if e.code == ErrorCode::TooComplex {
                TOO_COMPLEX.fetch_add(1, Ordering::Relaxed);
            }
            return Ok(());
        }
    };
    PARSED.fetch_add(1, Ordering::Relaxed);
    let scope = ColumnScope::bars();
    for e in &exprs {
        let typed = match compile(e, &scope) {
            Ok(t) => t,
            Err(err) => {
                prop_assert!(!err.message.is_empty(), "{err:?}");
                prop_assert!(err.code != ErrorCode::Internal, "{err:?} for {text}");
                continue;
            }
        };
        let lowered = LOWERED.fetch_add(1, Ordering::Relaxed);
        if !lowered.is_multiple_of(evaluate_every) {
            continue;
        }
        // polars may reject what the types allowed (e.g. an overflow); it must answer.
        if evaluate(&DAILY, &typed.expr).is_ok() {
            EVALUATED.fetch_add(1, Ordering::Relaxed);
        }
    }
    Ok(())
}

#[test]
fn expressions_never_panic_or_overflow_the_stack() {
    let n = barb_fuzz::env_u32("EXPR_FUZZ_CASES", 1000);
    let evaluate_every = barb_fuzz::every("EXPR_FUZZ_EVALUATE_EVERY");
    let elapsed = barb_fuzz::run(
        "fuzz-expr",
        n,
        || {
            LazyLock::force(&DAILY);
        },
        input,
        move |_, text| check(&text, evaluate_every),
    );
    let (parsed, lowered, evaluated, too_complex) = (
        PARSED.load(Ordering::Relaxed),
        LOWERED.load(Ordering::Relaxed),
        EVALUATED.load(Ordering::Relaxed),
        TOO_COMPLEX.load(Ordering::Relaxed),
    );
    println!(
        "fuzz_expr: {n} inputs in {:.1} s on a {} KiB stack: {parsed} parsed, {lowered} lowered, {evaluated} \
         evaluated, {too_complex} refused as too complex; 0 panics, 0 stack overflows",
        elapsed.as_secs_f64(),
        FUZZ_STACK >> 10
    );
    // The generator must reach every stage, or the property says little.
    assert!(parsed * 10 >= u64::from(n), "only {parsed} of {n} inputs parsed");
    assert!(lowered * 20 >= u64::from(n), "only {lowered} of {n} inputs lowered");
    assert!(evaluated * 40 * evaluate_every >= u64::from(n), "only {evaluated} of {n} inputs evaluated");
    assert!(too_complex * 40 >= u64::from(n), "only {too_complex} of {n} inputs hit a limit");
}

/// The tallest expressions the limits allow, of every shape, go through
/// lowering and polars on the same small stack.
#[test]
fn the_tallest_accepted_expressions_evaluate() {
    let (evaluated, refused) = barb_fuzz::on_fuzz_stack("tallest-expressions", || {
        let chain = |op: &str| vec!["close"; MAX_HEIGHT].join(op);
        let mut texts: Vec<String> = ["+", "-", "*", "/", "//", "%"].iter().map(|op| chain(op)).collect();
        texts.push(vec!["close > 1"; MAX_HEIGHT / 2].join(" and "));
        texts.push(vec!["close < 1"; MAX_HEIGHT / 2].join(" or "));
        texts.push(vec!["close"; MAX_HEIGHT / 2].join(" < "));
        // The deepest nest, a chain inside it up to the height limit.
        let inner = vec!["close"; MAX_HEIGHT - MAX_DEPTH].join(" + ");
        texts.push((1..MAX_DEPTH).fold(inner.clone(), |acc, _| format!("abs({acc})")));
        // `-(…)` and `not (…)` nest twice per level (the operator and the parentheses).
        texts.push((1..MAX_DEPTH / 2).fold(inner.clone(), |acc, _| format!("-({acc})")));
        texts.push((1..MAX_DEPTH).fold(inner, |acc, _| format!("prev({acc}, 1)")));
        texts.push((1..MAX_DEPTH / 2).fold("close > 1".to_string(), |acc, _| format!("not ({acc})")));
        let (mut evaluated, mut refused) = (Vec::new(), Vec::new());
        for text in &texts {
            let e = parse_list(text).unwrap_or_else(|e| panic!("{}…: {e}", &text[..40.min(text.len())]));
            match compile(&e[0], &ColumnScope::bars()) {
                Ok(typed) => {
                    // The property: a deep expression that compiled evaluates without an error or a stack overflow.
                    let _series = evaluate(&DAILY, &typed.expr).unwrap_or_else(|e| panic!("{text}: {e}"));
                    evaluated.push(text.clone());
                }
                // Lowering may be deeper than the expression (see `compile`): refused, typed.
                Err(e) if e.code == ErrorCode::TooComplex => refused.push(text.clone()),
                Err(e) => panic!("{text}: {e}"),
            }
        }
        (evaluated, refused)
    });
    let short = |v: &[String]| v.iter().map(|t| t[..24.min(t.len())].to_string()).collect::<Vec<_>>();
    println!(
        "at the limits: evaluated {:?}; refused as too complex once lowered {:?}",
        short(&evaluated),
        short(&refused)
    );
    // The common shapes stay usable right up to the parser's limits.
    for common in ["close+close", "close-close", "close*close", "close > 1 and", "close < 1 or", "abs(abs("] {
        assert!(evaluated.iter().any(|t| t.starts_with(common)), "{common}… was refused");
    }
}
