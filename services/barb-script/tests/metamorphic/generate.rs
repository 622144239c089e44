//! Random Barb Script queries from the grammar: expressions are built from
//! the function registry (every function, with arguments of the kinds its
//! signature asks for), queries from the fields of the language, and invalid
//! queries by one mutation of a valid one.

use barb_script::functions::{Parameter, REGISTRY, Returns};
use serde_json::{Value, json};

use super::Rng;

/// Which functions expressions may call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    /// Every function of the registry.
    Any,
    /// Functions whose value at a bar depends only on that bar and earlier
    /// ones (no look-ahead, nothing frame-global).
    Causal,
    /// Causal functions whose declared warm-up is exact (finite windows,
    /// whole-history state, `vwap_day`): a period's values are bit-identical
    /// to the whole history's.
    ExactWarmup,
    /// Causal numeric functions combined by `+ - *` only: continuous, so a
    /// value within the convergence bound of recursive smoothing stays
    /// within a bound (division, modulo, comparisons and rounding can turn
    /// a 10⁻¹² difference into any difference).
    Smooth,
}

/// Functions whose value jumps: excluded from [`Flavour::Smooth`].
const JUMPS: [&str; 5] = ["sign", "round", "streak", "bars_since", "supertrend_dir"];

/// Look-ahead functions (they read later bars of the frame).
const LOOK_AHEAD: [&str; 6] = ["next", "session_high", "session_low", "session_close", "rank", "session_open"];

/// Functions with an exact warm-up, besides bar-local ones (time, core, convenience).
const EXACT: [&str; 37] = [
    "sma",
    "rolling_mean",
    "rolling_sum",
    "rolling_max",
    "rolling_min",
    "rolling_count",
    "rolling_std",
    "bbands_upper",
    "bbands_middle",
    "bbands_lower",
    "bbands_width",
    "bbands_pctb",
    "wma",
    "hma",
    "vwma",
    "stoch_k",
    "stoch_d",
    "williams_r",
    "cci",
    "mfi",
    "roc",
    "momentum",
    "prev",
    "rising",
    "falling",
    "donchian_lower",
    "donchian_upper",
    "volume_sma",
    "volume_ratio",
    "tr",
    "pivothigh",
    "pivotlow",
    "vwap_day",
    "cumsum",
    "obv",
    "ad_line",
    "bars_since",
];

fn allowed(name: &str, category: &str, flavour: Flavour) -> bool {
    match flavour {
        Flavour::Any => true,
        Flavour::Causal => !LOOK_AHEAD.contains(&name),
        Flavour::ExactWarmup => EXACT.contains(&name) || (matches!(category, "time" | "core" | "convenience")),
        Flavour::Smooth => {
            let f = REGISTRY.get(name).expect("registered");
            !LOOK_AHEAD.contains(&name)
                && !JUMPS.contains(&name)
                && matches!(f.returns, Returns::Num)
                && f.params
                    .iter()
                    .all(|p| matches!(p, Parameter::Series(_) | Parameter::Int(..) | Parameter::Float(..)))
                && !matches!(name, "log" | "sqrt" | "change_pct" | "roc" | "gap_pct" | "range_pct" | "body_pct")
        }
    }
}

/// An expression's text and the bars of history it reads (sum of windows and lags).
pub struct Expr {
    /// Source text.
    pub text: String,
    /// Warm-up bars it needs.
    pub window: usize,
}

/// Generates expressions over `columns` (numeric map columns so far).
pub struct Exprs<'a> {
    /// Which functions may be called.
    pub flavour: Flavour,
    /// Numeric columns in scope besides the bar columns.
    pub columns: &'a [String],
}

const BARS: [&str; 5] = ["open", "high", "low", "close", "volume"];

impl Exprs<'_> {
    fn leaf(&self, rng: &mut Rng) -> Expr {
        let text = match rng.below(10) {
            0..=5 => rng.pick(&BARS).to_string(),
            6 if !self.columns.is_empty() => rng.pick(self.columns).clone(),
            7 => format!("{}", rng.below(40)),
            8 => format!("{:.2}", rng.below(10_000) as f64 / 100.0),
            _ => ["0", "1", "100", "-1", "0.5"][rng.below(5)].to_string(),
        };
        Expr { text, window: 0 }
    }

    /// A numeric expression of at most `depth` levels.
    pub fn num(&self, rng: &mut Rng, depth: usize) -> Expr {
        if depth == 0 || rng.chance(0.25) {
            return self.leaf(rng);
        }
        match rng.below(6) {
            0..=1 => {
                let (a, b) = (self.num(rng, depth - 1), self.num(rng, depth - 1));
                let ops: &[&str] = if self.flavour == Flavour::Smooth {
                    &["+", "-", "*"]
                } else {
                    &["+", "-", "*", "/", "//", "%", "**"]
                };
                let op = rng.pick(ops);
                let b_text = if *op == "**" { format!("{}", rng.below(3)) } else { b.text };
                Expr { text: format!("({} {op} {b_text})", a.text), window: a.window.max(b.window) }
            }
            2 => {
                let a = self.num(rng, depth - 1);
                Expr { text: format!("-{}", a.text), window: a.window }
            }
            _ => self.call(rng, depth, &[Returns::Num, Returns::Int]).unwrap_or_else(|| self.leaf(rng)),
        }
    }

    /// A condition of at most `depth` levels.
    pub fn cond(&self, rng: &mut Rng, depth: usize) -> Expr {
        match rng.below(if depth == 0 { 2 } else { 6 }) {
            0..=2 => {
                let (a, b) = (self.num(rng, depth.saturating_sub(1)), self.num(rng, depth.saturating_sub(1)));
                let op = rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                Expr { text: format!("{} {op} {}", a.text, b.text), window: a.window.max(b.window) }
            }
            3 => {
                let (a, b) = (self.cond(rng, depth - 1), self.cond(rng, depth - 1));
                let op = rng.pick(&["and", "or"]);
                Expr { text: format!("({}) {op} ({})", a.text, b.text), window: a.window.max(b.window) }
            }
            4 => {
                let a = self.num(rng, depth - 1);
                let neg = if rng.chance(0.5) { "not in" } else { "in" };
                Expr { text: format!("{} {neg} [0, 1, 2]", a.text), window: a.window }
            }
            _ => self.call(rng, depth, &[Returns::Bool]).unwrap_or_else(|| self.cond(rng, 0)),
        }
    }

    /// A call of a registered function returning one of `returns`.
    pub fn call(&self, rng: &mut Rng, depth: usize, returns: &[Returns]) -> Option<Expr> {
        let fits: Vec<_> = REGISTRY
            .all()
            .filter(|f| returns.contains(&f.returns) && allowed(f.name, f.category, self.flavour))
            .collect();
        if fits.is_empty() {
            return None;
        }
        let f = fits[rng.below(fits.len())];
        let mut args = Vec::new();
        let mut window = 0;
        for p in f.params {
            if p.optional() && rng.chance(0.4) {
                window += match p {
                    Parameter::Int(_, Some(d)) => *d as usize,
                    _ => 0,
                };
                break; // later optional arguments must be omitted too
            }
            let arg = match p {
                Parameter::Series(_) | Parameter::Any(_) => {
                    let e = self.num(rng, depth.saturating_sub(1));
                    window += e.window;
                    e.text
                }
                Parameter::Cond(_) => {
                    let e = self.cond(rng, depth.saturating_sub(1));
                    window += e.window;
                    e.text
                }
                Parameter::Int(name, _) => {
                    let v = if f.category == "core" {
                        rng.below(5)
                    } else if name.starts_with("n_") || (f.name == "valuewhen") {
                        rng.below(4)
                    } else {
                        1 + rng.below(if f.category == "lag" { 5 } else { 25 })
                    };
                    window += v;
                    v.to_string()
                }
                Parameter::Float(..) => format!("{:.2}", 0.5 + rng.below(250) as f64 / 100.0),
                Parameter::DateStr(_) => "'2024-02-01'".to_string(),
            };
            args.push(arg);
        }
        Some(Expr { text: format!("{}({})", f.name, args.join(", ")), window: window + 1 })
    }

    /// A select item: an aggregate of an expression, or occasionally a constant.
    pub fn aggregate(&self, rng: &mut Rng) -> String {
        if rng.chance(0.05) {
            return "7 // 2".into();
        }
        self.call(rng, 1, &[Returns::Agg, Returns::AggInt]).map_or_else(|| "count()".into(), |e| e.text)
    }
}

const FROM: [&str; 10] = ["1m", "5m", "15m", "30m", "1h", "4h", "daily", "daily", "weekly", "monthly"];

/// A period `start:end` inside the first quarter of 2024 (the test data),
/// short for fine timeframes; `min_start` leaves room for warm-up history.
pub fn period(rng: &mut Rng, from: &str, min_start: u32) -> (String, String) {
    let span = match from {
        "1m" => rng.below(2),
        "5m" | "15m" | "30m" => rng.below(6),
        "1h" | "4h" => rng.below(15),
        _ => 5 + rng.below(60),
    } as u32;
    let start = min_start + rng.below(80usize.saturating_sub(min_start as usize + span as usize).max(1)) as u32;
    let d = |k: u32| {
        let date = chrono::NaiveDate::from_ymd_opt(2024, 1, 2).unwrap() + chrono::Days::new(k as u64);
        date.format("%Y-%m-%d").to_string()
    };
    (d(start), d(start + span))
}

/// A valid-looking random query (it may still be rejected, e.g. a type error).
pub fn query(rng: &mut Rng, flavour: Flavour) -> Value {
    let from = *rng.pick(&FROM);
    let mut q = json!({"from": from});
    if rng.chance(0.4) {
        q["session"] = json!(rng.pick(&["RTH", "ETH", "rth"]));
    }
    let (a, b) = period(rng, from, 0);
    q["period"] = json!(match rng.below(10) {
        0 => "2024-02".to_string(),
        1 => period_form(rng, from),
        _ => format!("{a}:{b}"),
    });
    let mut columns: Vec<String> = Vec::new();
    let mut map = serde_json::Map::new();
    for i in 0..rng.below(4) {
        let exprs = Exprs { flavour, columns: &columns };
        let e = if rng.chance(0.25) { exprs.cond(rng, 2) } else { exprs.num(rng, 3) };
        let name = format!("c{i}");
        map.insert(name.clone(), json!(e.text));
        columns.push(name);
    }
    let grouped = rng.chance(0.2);
    if grouped {
        // Integer keys of small range take the direct pass's counting
        // group-by (execute.rs); booleans the lazy engine's.
        let keys = ["dayofweek()", "hour()", "month()", "close > open", "minute()", "volume % 7", "high - low"];
        map.insert("g".into(), json!(rng.pick(&keys)));
    }
    if !map.is_empty() {
        q["map"] = Value::Object(map);
    }
    let exprs = Exprs { flavour, columns: &columns };
    if rng.chance(0.35) {
        q["where"] = json!(exprs.cond(rng, 2).text);
    }
    if grouped {
        q["group_by"] = json!("g");
        q["select"] = if rng.chance(0.3) {
            json!((0..2 + rng.below(2)).map(|_| exprs.aggregate(rng)).collect::<Vec<_>>())
        } else {
            json!(exprs.aggregate(rng))
        };
    } else if rng.chance(0.25) {
        let items: Vec<String> = (0..1 + rng.below(3)).map(|_| exprs.aggregate(rng)).collect();
        q["select"] = if items.len() == 1 { json!(items[0]) } else { json!(items) };
    }
    if q.get("select").is_none() || grouped {
        if rng.chance(0.25) {
            let mut keys = vec!["close".to_string(), "date".to_string()];
            keys.extend(columns.iter().cloned());
            let col = rng.pick(&keys).clone();
            q["sort"] = json!(if rng.chance(0.5) { format!("{col} desc") } else { col });
        }
        if rng.chance(0.25) {
            q["limit"] = json!(1 + rng.below(50));
        }
    }
    q
}

/// A period in any of the language's forms, sized for `from` (the test
/// data is the first quarter of 2024): years, months, days, open ranges,
/// `last_N`, `last_week` / `last_month` / `last_year`, and periods with no data.
pub fn period_form(rng: &mut Rng, from: &str) -> String {
    let fine = matches!(from, "1m" | "5m" | "15m");
    let forms: &[&str] = if fine {
        &[
            "2024-02-14",
            "2024-03-28",
            "2024-01-02",
            "last_1",
            "last_2",
            "last_3",
            "last_week",
            "2024-03-27:",
            "2023-12-31:2024-01-03",
            "2023",
        ]
    } else {
        &[
            "2024",
            "2024-01",
            "2024-03",
            "2024-02-14",
            ":2024-01-20",
            "2024-03-01:",
            "2024-02:2024-03",
            "last_1",
            "last_5",
            "last_20",
            "last_500",
            "last_week",
            "last_month",
            "last_year",
            "2023",
            "2025",
        ]
    };
    rng.pick(forms).to_string()
}

/// A query made of what the direct pass covers (arithmetic `+ - *`,
/// comparisons, `and`/`or`/`not`, `if`, count/mean/sum/min/max/median; std is
/// generated too, to check it falls back)
/// over any timeframe, session and period form.
pub fn simple_query(rng: &mut Rng) -> Value {
    let from = *rng.pick(&FROM);
    let mut q = json!({"from": from, "period": period_form(rng, from)});
    if rng.chance(0.4) {
        q["session"] = json!(rng.pick(&["RTH", "ETH"]));
    }
    let num = |rng: &mut Rng| -> String {
        let a = *rng.pick(&["open", "high", "low", "close"]);
        let b = *rng.pick(&["open", "high", "low", "close", "1.5", "100.0"]);
        format!("{a} {} {b}", rng.pick(&["+", "-", "*"]))
    };
    let cond = |rng: &mut Rng| -> String {
        let c = format!(
            "{} {} {}",
            rng.pick(&["close", "open", "high"]),
            rng.pick(&["<", "<=", ">", ">=", "==", "!="]),
            rng.pick(&["open", "low", "close", "17000.0"])
        );
        match rng.below(4) {
            0 => format!("not ({c})"),
            1 => format!("({c}) and volume > 100"),
            2 => format!("({c}) or close == open"),
            _ => c,
        }
    };
    if rng.chance(0.5) {
        let mut map = serde_json::Map::new();
        map.insert("r".into(), json!(num(rng)));
        if rng.chance(0.3) {
            map.insert("u".into(), json!(format!("if({}, r, 0.0)", cond(rng))));
        }
        q["map"] = Value::Object(map);
    }
    if rng.chance(0.4) {
        q["where"] = json!(cond(rng));
    }
    let arg = if q.get("map").is_some() && rng.chance(0.5) { "r".to_string() } else { num(rng) };
    match rng.below(4) {
        0 => q["select"] = json!("count()"),
        1 => q["select"] = json!(format!("{}({arg})", rng.pick(&["mean", "sum", "min", "max", "std", "median"]))),
        2 => q["select"] = json!(["count()", format!("mean({arg})"), format!("max({arg})")]),
        _ => {
            if rng.chance(0.5) {
                q["sort"] = json!(rng.pick(&["close desc", "date", "volume"]));
            }
            q["limit"] = json!(1 + rng.below(30));
        }
    }
    q
}

/// A grouped question of the kind asked most (a small integer key from the
/// bar time, counts, sums and means of bar prices or their differences,
/// sometimes over a short window or after a `where`), on intraday bars over
/// a short period: frames of tens to hundreds of rows, so blocks of 8 and 64
/// rows group them block by block (`execute/blocks.rs`); windowed and
/// smoothed values whose sums are not exact make the blocks decline.
pub fn grouped_query(rng: &mut Rng) -> Value {
    let from = *rng.pick(&["1m", "5m", "15m", "30m", "1h"]);
    let mut q = json!({"from": from, "period": period_form(rng, from)});
    if rng.chance(0.4) {
        q["session"] = json!(rng.pick(&["RTH", "ETH"]));
    }
    let key = *rng.pick(&["hour()", "dayofweek()", "month()", "hour()"]);
    let value = *rng.pick(&[
        "high - low",
        "close - open",
        "close",
        "high - open",
        "rolling_max(high, 3) - low",
        "close - lag(close, 2)",
        "sma(close, 4)",
    ]);
    q["map"] = json!({"k": key, "r": value});
    if rng.chance(0.4) {
        q["where"] = json!(rng.pick(&["close > open", "r > 1.0", "close > sma(close, 5)", "volume > 100"]));
    }
    q["group_by"] = json!("k");
    let aggs = ["count()", "mean(r)", "sum(r)", "mean(high - low)", "sum(close)"];
    let first = rng.below(aggs.len());
    q["select"] = if rng.chance(0.5) {
        json!(aggs[first])
    } else {
        json!([aggs[first], aggs[(first + 1 + rng.below(aggs.len() - 1)) % aggs.len()]])
    };
    if rng.chance(0.3) {
        q["sort"] = json!(rng.pick(&["k desc", "k"]));
    }
    q
}

/// A table query for the period properties: map columns of the flavour's
/// functions (and an optional `where`), daily or finer bars, no aggregation.
/// Returns the query without `period` and the period's bounds.
pub fn table_query(rng: &mut Rng, flavour: Flavour, with_where: bool, min_start: u32) -> (Value, (String, String)) {
    let from = *rng.pick(&["1m", "5m", "15m", "30m", "1h", "4h", "daily", "daily"]);
    let mut q = json!({"from": from});
    if rng.chance(0.4) {
        q["session"] = json!(rng.pick(&["RTH", "ETH"]));
    }
    let mut columns: Vec<String> = Vec::new();
    let mut map = serde_json::Map::new();
    for i in 0..1 + rng.below(3) {
        let exprs = Exprs { flavour, columns: &columns };
        let cond = flavour != Flavour::Smooth && rng.chance(0.3);
        let e = if cond { exprs.cond(rng, 2) } else { exprs.num(rng, 3) };
        map.insert(format!("c{i}"), json!(e.text));
        columns.push(format!("c{i}"));
    }
    q["map"] = Value::Object(map);
    if with_where && rng.chance(0.5) {
        q["where"] = json!(Exprs { flavour, columns: &columns }.cond(rng, 1).text);
    }
    (q, period(rng, from, min_start))
}

/// One mutation that makes a valid query invalid; `None` when it does not apply.
pub fn break_query(rng: &mut Rng, mut q: Value) -> Option<Value> {
    let expr_field = ["where", "select"].into_iter().find(|k| q.get(*k).is_some_and(Value::is_string));
    match rng.below(10) {
        0 => q["form"] = json!("daily"),
        1 => q["from"] = json!(rng.pick(&["7m", "hourly", "", "1 m"])),
        2 => q["period"] = json!(rng.pick(&["2024-13", "yesterday", "2024-02-30", "last_x", "2024-03-01:2024-02-01x"])),
        3 => q["where"] = json!(rng.pick(&["true", "1 > 0", "count() > 5", "None == None"])),
        4 => {
            q["map"] = json!({"x": rng.pick(&["clsoe + 1", "rsii(close)", "sma(close, 0)", "'a' + 1", "(close", "close +", "rsi(close, 14, 3)", "sma(close, high)"])})
        }
        5 => q["select"] = json!(rng.pick(&["close", "mean(clsoe)", "count(", "mean()"])),
        6 => q["session"] = json!("NIGHT"),
        7 => {
            // On rows (a scalar select ignores sort).
            let o = q.as_object_mut()?;
            o.remove("select");
            o.remove("group_by");
            o.insert("sort".into(), json!("nonexistent desc"));
        }
        8 => q["limit"] = json!(-1),
        _ => {
            let field = expr_field?;
            let text = q[field].as_str()?.to_string();
            let cut = text.rfind(')')?;
            q[field] = json!(format!("{}{}", &text[..cut], &text[cut + 1..]));
        }
    }
    Some(q)
}
