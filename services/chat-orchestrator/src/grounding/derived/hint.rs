//! The rewrite hint of a computed number: what the model computed, and the
//! tool call that computes it instead (the engines compute; the model
//! quotes).

use serde_json::json;

use super::{Derivation, Op};
use crate::grounding::evidence::{Evidence, Fact, Origin};
use crate::result_view::{KeyKind, alias, shown};

/// What the model computed and which tool call computes it instead.
pub fn hint(e: &Evidence, d: &Derivation) -> String {
    let name = |f: &Fact| e.reference(f).unwrap_or_else(|| crate::grounding::matching::describe(e, f));
    let cite = |f: &Fact| e.reference(f).map(|r| format!("{{{{{r}}}}}")).unwrap_or_else(|| shown(f.value));
    let what =
        format!("{} of {} ({}) and {} ({})", d.op.name(), name(&d.a), shown(d.a.value), name(&d.b), shown(d.b.value));
    let call = suggest_call(e, d);
    match call {
        Some(c) => format!(
            "{what}: the engines must compute it — call {c}, or state both values ({} and {})",
            cite(&d.a),
            cite(&d.b)
        ),
        None => format!(
            "{what}: the engines must compute it — state both values instead ({} and {})",
            cite(&d.a),
            cite(&d.b)
        ),
    }
}

/// A tool call that computes the derivation, when one can be built.
///
/// For query results the call is a `run_query` whose result is the number:
/// the turn's query as the first step, then a step that picks the two values
/// out of its rows (`sum(if(dow == 2, mean_range, 0))` is Wednesday's) and
/// combines them; two periods of the same query become one query grouped by
/// period. Backtest figures have no engine arithmetic: the call returns both
/// values in one result, to be cited side by side. The corpus test runs each
/// suggested `run_query` on the generated data and checks it returns the number.
fn suggest_call(e: &Evidence, d: &Derivation) -> Option<String> {
    let (ra, rb) = (d.a.result?, d.b.result?);
    let (ia, ib) = (&e.results[ra], &e.results[rb]);
    match (ia.tool.as_str(), ib.tool.as_str()) {
        ("run_query", "run_query") => {
            let query = query_call(e, d)?;
            let call = json!({"query": query, "title": "Computed comparison"});
            Some(format!("run_query {call}"))
        }
        ("query_receipts", "query_receipts") => Some(
            "query_receipts with an \"aggregate\" (sum, avg, count) and \"group_by\" that returns the figure"
                .to_string(),
        ),
        ("run_backtest", "run_backtest") => {
            let (pa, pb) = (year_of(&ia.input["period"])?, year_of(&ib.input["period"])?);
            if ra == rb || ia.input["strategy"] != ib.input["strategy"] || pa == pb {
                return None;
            }
            let mut input = ia.input.clone();
            input["period"] = json!(format!("{}:{}", pa.min(pb), pa.max(pb)));
            input["title"] = json!("Both periods");
            Some(format!("run_backtest {input} (its By-year line lists both years' figures)"))
        }
        // One backtest's or research result's figures: no engine does
        // arithmetic on them; both values are citable as they are.
        _ => None,
    }
}

fn year_of(period: &serde_json::Value) -> Option<i32> {
    period.as_str().filter(|p| p.len() == 4).and_then(|p| p.parse().ok())
}

/// The query whose result is the derivation's value.
fn query_call(e: &Evidence, d: &Derivation) -> Option<serde_json::Value> {
    let (ra, rb) = (d.a.result?, d.b.result?);
    let combine = |a: &str, b: &str| match d.op {
        Op::Difference if d.of_magnitudes => format!("abs({a}) - abs({b})"),
        Op::Difference => format!("{a} - {b}"),
        Op::Sum => format!("{a} + {b}"),
        Op::Ratio => format!("abs({a}) / abs({b})"),
        Op::PercentChange => format!("(abs({a}) - abs({b})) / abs({b}) * 100"),
        Op::PercentOf => format!("abs({a}) / abs({b}) * 100"),
    };
    let query = e.results[ra].input.get("query")?;
    if ra == rb {
        match (picked(e, &d.a)?, picked(e, &d.b)?) {
            // Two aggregates of one query: the query with both in one select.
            (Pick::Aggregate(a), Pick::Aggregate(b)) => {
                let mut q = query.clone();
                let last = match q.get_mut("steps").and_then(serde_json::Value::as_array_mut) {
                    Some(steps) => steps.last_mut()?,
                    None => &mut q,
                };
                last.as_object_mut()?.insert("select".into(), json!(combine(&a, &b)));
                Some(q)
            }
            // Values of its rows: pick them out in a second step (the rows
            // unprojected, so each keeps its date).
            (Pick::Row(a), Pick::Row(b)) => {
                let mut first = query.clone();
                let last = match first.get_mut("steps").and_then(serde_json::Value::as_array_mut) {
                    Some(steps) => steps.last_mut()?,
                    None => &mut first,
                };
                last.as_object_mut()?.remove("columns");
                let steps = match first.get("steps").and_then(serde_json::Value::as_array) {
                    Some(steps) => steps.iter().cloned().chain([json!({"select": combine(&a, &b)})]).collect(),
                    None => vec![first, json!({"select": combine(&a, &b)})],
                };
                Some(json!({"steps": steps}))
            }
            _ => None,
        }
    } else {
        // The same query over two periods: one query grouped by period.
        let qb = e.results[rb].input.get("query")?;
        let strip = |q: &serde_json::Value| {
            let mut q = q.clone();
            q.as_object_mut().map(|o| o.remove("period"));
            q
        };
        if strip(query) != strip(qb) || query.get("steps").is_some() || query.get("group_by").is_some() {
            return None;
        }
        let (Pick::Aggregate(_), Pick::Aggregate(_)) = (picked(e, &d.a)?, picked(e, &d.b)?) else { return None };
        let (pa, pb) = (period_bounds(query.get("period")?.as_str()?)?, period_bounds(qb.get("period")?.as_str()?)?);
        let (first, second) = if pa.0 <= pb.0 { (pa.clone(), pb.clone()) } else { (pb.clone(), pa.clone()) };
        if first.1 >= second.0 {
            return None; // overlapping periods
        }
        let mut q = query.clone();
        let o = q.as_object_mut()?;
        o.insert("period".into(), json!(format!("{}:{}", first.2, second.3)));
        let map = o.entry("map").or_insert_with(|| json!({}));
        map.as_object_mut()?.insert("period_part".into(), json!(format!("if(date() >= date('{}'), 2, 1)", second.0)));
        o.insert("group_by".into(), json!("period_part"));
        let part = |f: &Fact| if e.results[f.result.unwrap_or(ra)].input["query"]["period"] == first.4 { 1 } else { 2 };
        let column = |f: &Fact| alias(&f.column);
        let a = format!("sum(if(period_part == {}, {}, 0))", part(&d.a), column(&d.a));
        let b = format!("sum(if(period_part == {}, {}, 0))", part(&d.b), column(&d.b));
        Some(json!({"steps": [q, {"select": combine(&a, &b)}]}))
    }
}

/// How a value is picked out of its query's result.
enum Pick {
    /// An aggregate of the query itself (a scalar or dict value): its expression.
    Aggregate(String),
    /// A value of the result's rows, as an aggregate over them.
    Row(String),
}

fn picked(e: &Evidence, f: &Fact) -> Option<Pick> {
    let info = &e.results[f.result?];
    let Origin::Cell(path) = &f.origin else { return None };
    let query = info.input.get("query")?;
    let last = query.get("steps").and_then(|s| s.as_array()).and_then(|s| s.last()).unwrap_or(query);
    let column = alias(&f.column);
    if let Some(stat) = path.strip_prefix(&format!("{column}.")).filter(|s| matches!(*s, "min" | "max" | "mean")) {
        return Some(Pick::Row(format!("{stat}({column})")));
    }
    let Some(row) = f.row else {
        // A scalar or dict value: the select item it is.
        let selects: Vec<String> = match last.get("select") {
            Some(serde_json::Value::String(s)) => vec![s.clone()],
            Some(serde_json::Value::Array(a)) => a.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
            _ => Vec::new(),
        };
        let expr = if selects.len() == 1 && path == "value" {
            selects[0].clone()
        } else {
            selects.into_iter().find(|s| alias(s) == column)?
        };
        return Some(Pick::Aggregate(expr));
    };
    let key = info.keys.get(row)?;
    let condition = match info.key_kind {
        KeyKind::Date => format!("date() == date('{}')", key.get(..10)?),
        _ => {
            let by = match last.get("group_by") {
                Some(serde_json::Value::String(s)) => s.clone(),
                Some(serde_json::Value::Array(a)) if a.len() == 1 => a[0].as_str()?.to_string(),
                _ => return None,
            };
            let value = match info.key_kind {
                KeyKind::Weekday => crate::calendar::weekday(key)?.to_string(),
                KeyKind::Month => crate::calendar::month(key)?.to_string(),
                KeyKind::Hour => key.get(..2)?.parse::<u32>().ok()?.to_string(),
                KeyKind::Year | KeyKind::Quarter => key.parse::<i64>().ok()?.to_string(),
                KeyKind::Text => format!("'{}'", key.replace('\'', "")),
                KeyKind::Date | KeyKind::Number => return None,
            };
            format!("{by} == {value}")
        }
    };
    Some(Pick::Row(format!("sum(if({condition}, {column}, 0))")))
}

/// `(first date, last date, period start text, period end text, the period as given)`.
fn period_bounds(p: &str) -> Option<(String, String, String, String, serde_json::Value)> {
    let bound = |s: &str, end: bool| -> Option<String> {
        let s = s.trim();
        match s.len() {
            4 => Some(if end { format!("{s}-12-31") } else { format!("{s}-01-01") }),
            7 => Some(if end { format!("{s}-31") } else { format!("{s}-01") }),
            10 => Some(s.to_string()),
            _ => None,
        }
    };
    let (a, b) = p.split_once(':').unwrap_or((p, p));
    Some((bound(a, false)?, bound(b, true)?, a.trim().to_string(), b.trim().to_string(), json!(p)))
}
