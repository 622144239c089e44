//! The JSON shape of a Barb Script query, parsed and schema-checked into
//! [`Query`] before anything else happens (through the platform's one input
//! reader, [`barb_common::input`]). Expressions stay text here; the
//! [`crate::plan()`] step compiles them.

use barb_common::input::{self, Object, Problem};
use serde_json::Value;

use crate::error::{BarbError, ErrorCode, Result};
use crate::market::{Period, Timeframe};

/// Keys of a flat query.
pub const QUERY_KEYS: [&str; 11] =
    ["columns", "from", "group_by", "limit", "map", "period", "select", "session", "sort", "steps", "where"];
/// Keys of a step.
const STEP_KEYS: [&str; 9] = ["from", "group_by", "limit", "map", "period", "select", "session", "sort", "where"];
/// Largest `limit` accepted.
pub const MAX_LIMIT: u64 = 1_000_000;
/// Most `steps` accepted.
pub const MAX_STEPS: usize = 16;
/// Most `map` entries accepted per step.
pub const MAX_MAP: usize = 64;

/// A parsed query.
#[derive(Debug, Clone)]
pub struct Query {
    /// Session name as given (first step).
    pub session: Option<String>,
    /// Target timeframe (`1m` when absent).
    pub from: Timeframe,
    /// Period as given and parsed.
    pub period: Option<(String, Period)>,
    /// The steps (a flat query is one step).
    pub steps: Vec<Step>,
    /// Output projection.
    pub columns: Option<Vec<String>>,
    /// True when the query used `steps`.
    pub multi_step: bool,
    /// Non-fatal remarks found while parsing.
    pub warnings: Vec<String>,
}

/// One pipeline step: map → where → group_by/select → sort → limit.
#[derive(Debug, Clone, Default)]
pub struct Step {
    /// Derived columns in declaration order: (name, expression text).
    pub map: Vec<(String, String)>,
    /// Row filter.
    pub where_: Option<String>,
    /// Group keys.
    pub group_by: Vec<String>,
    /// Aggregates.
    pub select: Option<Select>,
    /// Sort order.
    pub sort: Option<Sort>,
    /// Row limit.
    pub limit: Option<usize>,
}

/// The `select` field.
#[derive(Debug, Clone)]
pub struct Select {
    /// Each aggregate's source text.
    pub items: Vec<String>,
    /// True when the result is a dict (a list, or several items).
    pub dict: bool,
}

/// The `sort` field.
#[derive(Debug, Clone, PartialEq)]
pub struct Sort {
    /// Column.
    pub column: String,
    /// Descending order.
    pub descending: bool,
}

fn invalid(code: ErrorCode, msg: impl Into<String>, at: String) -> BarbError {
    BarbError::new(code, msg).at(at)
}

/// Unknown keys, with a pointed hint for the tool-call field models most
/// often put inside the query.
fn check_keys(o: &Object, allowed: &[&str]) -> Result<()> {
    o.check_keys(allowed).map_err(|e| {
        let title = matches!(&e.problem, Problem::UnknownFields(keys) if keys[0] == "title");
        let mut e = BarbError::from(e);
        if title {
            e.hint = format!(
                "'title' belongs next to the query in the tool call, not inside it (allowed: {})",
                allowed.join(", ")
            );
        }
        e
    })
}

impl Query {
    /// Parses query JSON text.
    pub fn parse_text(text: &str) -> Result<Query> {
        let v = input::parse_json(text, "the query").map_err(|e| {
            BarbError::from(e).hint("send a JSON object such as {\"from\": \"daily\", \"select\": \"count()\"}")
        })?;
        Self::parse(&v)
    }

    /// Parses a query object.
    pub fn parse(v: &Value) -> Result<Query> {
        Self::parse_object(v).map_err(BarbError::or_default_hint)
    }

    fn parse_object(v: &Value) -> Result<Query> {
        let obj = Object::new(v, "", "the query").map_err(|e| {
            BarbError::from(e).hint("e.g. {\"from\": \"daily\", \"period\": \"2024\", \"select\": \"mean(close)\"}")
        })?;
        check_keys(&obj, &QUERY_KEYS)?;
        let columns = obj.string_list("columns")?;
        let mut warnings = Vec::new();
        if let Some(steps) = obj.get("steps") {
            let arr = steps.as_array().filter(|a| !a.is_empty()).ok_or_else(|| {
                invalid(
                    ErrorCode::InvalidQuery,
                    "'steps' must be a non-empty array of step objects",
                    obj.location("steps"),
                )
            })?;
            if arr.len() > MAX_STEPS {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("at most {MAX_STEPS} steps are allowed"),
                    obj.location("steps"),
                ));
            }
            let stray: Vec<&str> =
                obj.map().keys().map(String::as_str).filter(|k| *k != "steps" && *k != "columns").collect();
            if !stray.is_empty() {
                return Err(invalid(
                    ErrorCode::InvalidField,
                    format!(
                        "with 'steps', the top level may only have 'steps' and 'columns' (found {})",
                        stray.join(", ")
                    ),
                    input::quote(stray[0]),
                )
                .hint("move session/from/period into the first step and map/where/... into the steps"));
            }
            let mut steps = Vec::with_capacity(arr.len());
            let mut head = Head::default();
            for (i, s) in arr.iter().enumerate() {
                let so = Object::new(s, input::item(&obj.location("steps"), i), "each step")?;
                check_keys(&so, &STEP_KEYS)?;
                if i == 0 {
                    head = Head::parse(&so)?;
                } else if ["session", "from", "period"].iter().any(|k| so.has(k)) {
                    warnings.push(format!(
                        "{}: session/from/period only apply in the first step and were ignored",
                        so.at()
                    ));
                }
                steps.push(Step::parse(&so)?);
            }
            return Ok(Query {
                session: head.session,
                from: head.from.unwrap_or(Timeframe::M1),
                period: head.period,
                steps,
                columns,
                multi_step: true,
                warnings,
            });
        }
        let head = Head::parse(&obj)?;
        let step = Step::parse(&obj)?;
        Ok(Query {
            session: head.session,
            from: head.from.unwrap_or(Timeframe::M1),
            period: head.period,
            steps: vec![step],
            columns,
            multi_step: false,
            warnings,
        })
    }
}

#[derive(Default)]
struct Head {
    session: Option<String>,
    from: Option<Timeframe>,
    period: Option<(String, Period)>,
}

impl Head {
    fn parse(o: &Object) -> Result<Head> {
        let session = o.str("session")?.map(str::to_string);
        let from = o.str("from")?.map(|s| Timeframe::parse(s).map_err(|e| e.at(o.location("from")))).transpose()?;
        let period = o
            .str("period")?
            .map(|s| Ok::<_, BarbError>((s.to_string(), Period::parse(s).map_err(|e| e.at(o.location("period")))?)))
            .transpose()?;
        Ok(Head { session, from, period })
    }
}

impl Step {
    fn parse(o: &Object) -> Result<Step> {
        let mut step = Step::default();
        if let Some(m) = o.get("map") {
            let obj = m.as_object().ok_or_else(|| {
                invalid(ErrorCode::InvalidQuery, "'map' must be an object {name: expression}", o.location("map"))
                    .hint("e.g. {\"range\": \"high - low\"}")
            })?;
            if obj.len() > MAX_MAP {
                return Err(invalid(
                    ErrorCode::InvalidValue,
                    format!("at most {MAX_MAP} map columns are allowed"),
                    o.location("map"),
                ));
            }
            for (name, expr) in obj {
                let at = input::join(&o.location("map"), name);
                let text = expr.as_str().ok_or_else(|| {
                    invalid(
                        ErrorCode::InvalidQuery,
                        format!("map['{}'] must be a string expression", input::quote(name)),
                        at.clone(),
                    )
                })?;
                if !valid_name(name) {
                    return Err(invalid(
                        ErrorCode::InvalidValue,
                        format!(
                            "map column name '{}' must start with a letter and contain only letters, digits and '_'",
                            input::quote(name)
                        ),
                        at,
                    ));
                }
                step.map.push((name.clone(), text.to_string()));
            }
        }
        step.where_ = o.str("where")?.map(str::to_string);
        if let Some(g) = o.get("group_by") {
            step.group_by = match g {
                Value::String(s) => vec![s.clone()],
                _ => o.string_list("group_by")?.unwrap_or_default(),
            };
            for key in &step.group_by {
                if key.contains('(') {
                    let name = match key.split('(').next().unwrap_or("") {
                        "dayofweek" => "weekday",
                        "day_of_month" => "dom",
                        "month" => "mo",
                        other => other,
                    };
                    return Err(invalid(
                        ErrorCode::InvalidValue,
                        "group_by must be column names, not expressions; create the column in 'map' first",
                        o.location("group_by"),
                    )
                    .hint(format!("use map: {{\"{name}\": \"{key}\"}}, then group_by: \"{name}\"")));
                }
            }
        }
        if let Some(s) = o.get("select") {
            step.select = Some(match s {
                Value::String(text) => {
                    let items = split_top_level(text);
                    let dict = items.len() > 1;
                    Select { items, dict }
                }
                Value::Array(_) => Select { items: o.string_list("select")?.unwrap_or_default(), dict: true },
                other => return Err(o.wrong_type("select", "a string or a list of strings", other).into()),
            });
            if step.select.as_ref().is_some_and(|s| s.items.is_empty()) {
                return Err(invalid(ErrorCode::InvalidQuery, "'select' is empty", o.location("select")));
            }
        }
        if let Some(text) = o.str("sort")? {
            let at = o.location("sort");
            let mut words = text.split_whitespace();
            let column = words
                .next()
                .ok_or_else(|| invalid(ErrorCode::InvalidQuery, "'sort' is empty", at.clone()))?
                .to_string();
            let descending = match words.next() {
                None => false,
                Some(w) if w.eq_ignore_ascii_case("desc") => true,
                Some(w) if w.eq_ignore_ascii_case("asc") => false,
                Some(w) => {
                    return Err(invalid(
                        ErrorCode::InvalidValue,
                        format!("sort direction '{}' must be 'asc' or 'desc'", input::quote(w)),
                        at,
                    ));
                }
            };
            step.sort = Some(Sort { column, descending });
        }
        if let Some(l) = o.get("limit") {
            let n = l.as_u64().filter(|n| (1..=MAX_LIMIT).contains(n)).ok_or_else(|| {
                invalid(
                    ErrorCode::InvalidValue,
                    format!("limit must be a positive integer (at most {MAX_LIMIT})"),
                    o.location("limit"),
                )
            })?;
            step.limit = Some(n as usize);
        }
        Ok(step)
    }
}

fn valid_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with("__")
}

/// Splits `a(x, y), b` at top-level commas (never inside parentheses,
/// brackets or quotes).
fn split_top_level(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut quote, mut start) = (0i32, None::<char>, 0usize);
    for (i, ch) in s.char_indices() {
        match (quote, ch) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(ch),
            (None, '(' | '[') => depth += 1,
            (None, ')' | ']') => depth -= 1,
            (None, ',') if depth == 0 => {
                out.push(s[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(s[start..].trim().to_string());
    out.retain(|x| !x.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn flat_query_parses() {
        let q = Query::parse(&json!({"from": "daily", "period": "2024", "map": {"r": "high - low"}, "select": "mean(r), percentile(r, 0.9)", "sort": "r desc", "limit": 5})).unwrap();
        assert_eq!(q.from, Timeframe::Daily);
        assert_eq!(q.steps[0].select.as_ref().unwrap().items, vec!["mean(r)", "percentile(r, 0.9)"]);
        assert!(q.steps[0].select.as_ref().unwrap().dict);
        assert_eq!(q.steps[0].sort, Some(Sort { column: "r".into(), descending: true }));
    }

    #[test]
    fn schema_errors() {
        let e = Query::parse(&json!({"form": "daily"})).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidField);
        assert!(e.hint.starts_with("did you mean 'from'?"), "{}", e.hint);
        assert_eq!(Query::parse(&json!({"from": "3m"})).unwrap_err().code, ErrorCode::InvalidTimeframe);
        assert_eq!(Query::parse(&json!({"limit": 0})).unwrap_err().code, ErrorCode::InvalidValue);
        assert_eq!(Query::parse(&json!({"limit": "5"})).unwrap_err().code, ErrorCode::InvalidValue);
        assert_eq!(Query::parse(&json!({"map": {"x": 1}})).unwrap_err().code, ErrorCode::InvalidQuery);
        assert_eq!(Query::parse(&json!({"map": ["x"]})).unwrap_err().code, ErrorCode::InvalidQuery);
        assert_eq!(Query::parse(&json!({"steps": []})).unwrap_err().code, ErrorCode::InvalidQuery);
        assert_eq!(Query::parse(&json!([1])).unwrap_err().code, ErrorCode::InvalidQuery);
        let e = Query::parse(&json!({"group_by": "dayofweek()"})).unwrap_err();
        assert!(e.hint.contains("\"weekday\": \"dayofweek()\""), "{}", e.hint);
        assert!(Query::parse_text("{not json").is_err());
        assert!(Query::parse(&json!({"title": "x"})).unwrap_err().hint.contains("next to the query"));
    }

    #[test]
    fn select_split_respects_parentheses() {
        assert_eq!(
            split_top_level("count(), correlation(a, b), if(x, 'a,b', 'c')"),
            vec!["count()", "correlation(a, b)", "if(x, 'a,b', 'c')"]
        );
    }
}
