//! Reading JSON input written by a person or a language model: Barb Script
//! queries, backtest strategies and receipts plans all go through here, so
//! they reject unknown keys, name wrong types and suggest close names in one
//! wording.
//!
//! An [`Object`] is a JSON object together with its location in the input
//! (`""` for the top level, `strategy`, `steps[1]`, `where[0]`); every error it
//! produces carries the location of the offending field (`strategy.stop_loss`,
//! `map.range`), so a caller can point at it. Errors are [`InputError`]s with a
//! [`Problem`] that each service maps onto its own error codes.
//!
//! Missing and `null` fields are the same thing: models often send `null` for
//! an optional field they do not use.
//!
//! ```
//! use barb_common::input::{Object, Problem};
//! use serde_json::json;
//!
//! let v = json!({"strategy": {"entry": "close > open", "stoploss": 5}});
//! let top = Object::new(&v, "", "the input").unwrap();
//! let strategy = Object::new(top.get("strategy").unwrap(), top.location("strategy"), "strategy").unwrap();
//! let e = strategy.check_keys(&["entry", "stop_loss"]).unwrap_err();
//! assert_eq!(e.problem, Problem::UnknownFields(vec!["stoploss".into()]));
//! assert_eq!(e.location, "strategy.stoploss");
//! assert_eq!(e.hint, "did you mean 'stop_loss'? allowed: entry, stop_loss");
//! ```

use serde_json::{Map, Value};

/// Longest name that still gets a "did you mean" suggestion (keeps huge
/// inputs cheap: the edit distance is quadratic).
pub const MAX_SUGGEST_CHARS: usize = 64;
/// Longest piece of user text quoted back in a message.
pub const MAX_QUOTE_CHARS: usize = 80;

/// What kind of mistake the input has.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The text is not JSON.
    NotJson,
    /// A value has the wrong JSON type (an object expected, a string, …).
    WrongType,
    /// A required field is absent or `null`.
    Missing,
    /// Keys the object does not have, in input order.
    UnknownFields(Vec<String>),
}

/// A rejected input: what, where and how to fix it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct InputError {
    /// The kind of mistake (services map it to their error codes).
    pub problem: Problem,
    /// One sentence.
    pub message: String,
    /// How to fix it; may be empty.
    pub hint: String,
    /// Where in the input (`strategy.stop_loss`, `steps[1].map`); empty for
    /// the whole input.
    pub location: String,
}

impl InputError {
    /// A new error.
    pub fn new(problem: Problem, location: impl Into<String>, message: impl Into<String>) -> Self {
        Self { problem, message: message.into(), hint: String::new(), location: location.into() }
    }

    /// Sets the hint.
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = hint.into();
        self
    }
}

/// Parses JSON text; `what` names the input in the message (`the query`).
pub fn parse_json(text: &str, what: &str) -> Result<Value, InputError> {
    serde_json::from_str(text)
        .map_err(|e| InputError::new(Problem::NotJson, "", format!("{what} is not valid JSON: {e}")))
}

/// A JSON object being read, with its location in the input.
#[derive(Debug, Clone)]
pub struct Object<'a> {
    map: &'a Map<String, Value>,
    location: String,
}

impl<'a> Object<'a> {
    /// `value` as an object at `location`; `what` names it in the error
    /// (`the query`, `strategy`, `each step`).
    pub fn new(value: &'a Value, location: impl Into<String>, what: &str) -> Result<Self, InputError> {
        let location = location.into();
        match value {
            Value::Object(map) => Ok(Object { map, location }),
            other => Err(InputError::new(
                Problem::WrongType,
                location,
                format!("{what} must be a JSON object, got {}", kind_of(other)),
            )),
        }
    }

    /// An object already known to be one (e.g. an item of a list that was
    /// checked), at `location`.
    pub fn from_map(map: &'a Map<String, Value>, location: impl Into<String>) -> Self {
        Object { map, location: location.into() }
    }

    /// The location of this object.
    pub fn at(&self) -> &str {
        &self.location
    }

    /// The location of field `key` of this object.
    pub fn location(&self, key: &str) -> String {
        join(&self.location, key)
    }

    /// The underlying map, in input order.
    pub fn map(&self) -> &'a Map<String, Value> {
        self.map
    }

    /// Rejects keys outside `allowed`, naming all of them and suggesting the
    /// closest allowed key for the first.
    pub fn check_keys(&self, allowed: &[&str]) -> Result<(), InputError> {
        let unknown: Vec<&String> = self.map.keys().filter(|k| !allowed.contains(&k.as_str())).collect();
        let Some(first) = unknown.first() else { return Ok(()) };
        let quoted: Vec<String> = unknown.iter().map(|k| format!("'{}'", quote(k))).collect();
        let message = match quoted.as_slice() {
            [one] => format!("unknown field {one}"),
            many => format!("unknown fields {}", many.join(", ")),
        };
        let hint = format!("{}allowed: {}", did_you_mean_prefix(first, allowed.iter().copied()), allowed.join(", "));
        Err(InputError::new(
            Problem::UnknownFields(unknown.iter().map(|k| k.to_string()).collect()),
            self.location(first),
            message,
        )
        .hint(hint))
    }

    /// Field `key`, unless absent or `null`.
    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.map.get(key).filter(|v| !v.is_null())
    }

    /// True when field `key` is present and not `null`.
    pub fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Field `key` as a required value.
    pub fn require(&self, key: &str) -> Result<&'a Value, InputError> {
        self.get(key)
            .ok_or_else(|| InputError::new(Problem::Missing, self.location(key), format!("'{key}' is required")))
    }

    /// Field `key` as a string.
    pub fn str(&self, key: &str) -> Result<Option<&'a str>, InputError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(other) => Err(self.wrong_type(key, "a string", other)),
        }
    }

    /// Field `key` as a list of strings.
    pub fn string_list(&self, key: &str) -> Result<Option<Vec<String>>, InputError> {
        let Some(v) = self.get(key) else { return Ok(None) };
        let items = v.as_array().ok_or_else(|| self.wrong_type(key, "a list of strings", v))?;
        items
            .iter()
            .enumerate()
            .map(|(i, x)| {
                x.as_str().map(str::to_string).ok_or_else(|| {
                    let at = item(&self.location(key), i);
                    InputError::new(
                        Problem::WrongType,
                        at,
                        format!("'{key}' must be a list of strings, but item {i} is {}", kind_of(x)),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// Field `key` as an object.
    pub fn object(&self, key: &str) -> Result<Option<Object<'a>>, InputError> {
        self.get(key).map(|v| Object::new(v, self.location(key), &format!("'{key}'"))).transpose()
    }

    /// The error for field `key` holding `got` where `expected` (`a string`,
    /// `a list of strings`) belongs.
    pub fn wrong_type(&self, key: &str, expected: &str, got: &Value) -> InputError {
        InputError::new(
            Problem::WrongType,
            self.location(key),
            format!("'{key}' must be {expected}, got {}", kind_of(got)),
        )
    }
}

/// The location of `key` inside `location` (`strategy` + `entry` →
/// `strategy.entry`; the top level has no prefix).
pub fn join(location: &str, key: &str) -> String {
    if location.is_empty() { key.to_string() } else { format!("{location}.{key}") }
}

/// The location of item `index` of the list at `location` (`steps[1]`).
pub fn item(location: &str, index: usize) -> String {
    format!("{location}[{index}]")
}

/// The JSON type of a value as a message says it: `a string`, `a list`, …
pub fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// User text shortened for a message, so huge inputs do not make huge errors.
pub fn quote(text: &str) -> String {
    if text.chars().count() <= MAX_QUOTE_CHARS {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(MAX_QUOTE_CHARS).collect::<String>())
    }
}

/// Optimal-string-alignment distance (Levenshtein plus adjacent
/// transpositions, so "clsoe" is one edit from "close"), on chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let m = b.len();
    // Three rolling rows: i-2, i-1, i.
    let mut before = vec![0usize; m + 1];
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut cur = vec![0usize; m + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            cur[j] = d;
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[m]
}

/// The candidate closest to `name` (case-insensitive) when it is a plausible
/// typo: at most one edit per three characters, at least one and at most
/// three. Ties go to the earlier candidate.
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_SUGGEST_CHARS {
        return None;
    }
    let lower = name.to_lowercase();
    let max = (chars / 3).clamp(1, 3);
    candidates
        .into_iter()
        .map(|c| (edit_distance(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= max)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `did you mean 'x'? ` to start a hint that goes on to list what is
/// allowed, or nothing when no candidate is close.
pub fn did_you_mean_prefix<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    did_you_mean(name, candidates).map(|c| format!("did you mean '{c}'? ")).unwrap_or_default()
}

/// A hint naming the closest candidate (`did you mean 'close'?`), or listing
/// all of them (`available: a, b`) when none is close.
pub fn suggestion<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str> + Clone) -> String {
    match did_you_mean(name, candidates.clone()) {
        Some(c) => format!("did you mean '{c}'?"),
        None => format!("available: {}", candidates.into_iter().collect::<Vec<_>>().join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn distances_count_transpositions_once() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("receipts", "receipts"), 0);
        assert_eq!(edit_distance("recipts", "receipts"), 1);
        assert_eq!(edit_distance("clsoe", "close"), 1);
        assert_eq!(edit_distance("магазин", "магазны"), 2);
    }

    #[test]
    fn suggestions_are_close_case_insensitive_and_bounded() {
        let cols = ["open", "high", "low", "close", "volume"];
        assert_eq!(did_you_mean("clsoe", cols), Some("close"));
        assert_eq!(did_you_mean("CLOSE", cols), Some("close"));
        assert_eq!(did_you_mean("volum", cols), Some("volume"));
        assert_eq!(did_you_mean("zzzzzz", cols), None);
        let tables = ["receipts", "receipt_items", "items", "products", "labels", "item_labels"];
        assert_eq!(did_you_mean("reciept_items", tables), Some("receipt_items"));
        assert_eq!(did_you_mean("users", tables), None);
        assert_eq!(did_you_mean("", tables), None);
        assert_eq!(did_you_mean(&"x".repeat(10_000), tables), None);
        // A third of the name, at least one edit and at most three.
        assert_eq!(did_you_mean("ab", ["xy"]), None);
        assert_eq!(did_you_mean("ab", ["ax"]), Some("ax"));
        assert_eq!(did_you_mean("abcdefghijklmn", ["abcdefghijkxyz"]), Some("abcdefghijkxyz"));
        assert_eq!(did_you_mean("abcdefghijklmn", ["abcdefghijwxyz"]), None);
        // Ties go to the earlier candidate.
        assert_eq!(did_you_mean("3m", ["1m", "5m"]), Some("1m"));
        assert_eq!(suggestion("clsoe", cols), "did you mean 'close'?");
        assert_eq!(did_you_mean_prefix("clsoe", cols), "did you mean 'close'? ");
        assert_eq!(did_you_mean_prefix("zzzzzz", cols), "");
        assert_eq!(suggestion("zzzzzz", ["a", "b"]), "available: a, b");
    }

    #[test]
    fn unknown_keys_are_named_with_their_location_and_a_suggestion() {
        let v = json!({"form": "daily", "stoploss": 1, "period": "2024"});
        let o = Object::new(&v, "steps[0]", "each step").unwrap();
        let e = o.check_keys(&["from", "period", "stop_loss"]).unwrap_err();
        assert_eq!(e.problem, Problem::UnknownFields(vec!["form".into(), "stoploss".into()]));
        assert_eq!(e.message, "unknown fields 'form', 'stoploss'");
        assert_eq!(e.location, "steps[0].form");
        assert_eq!(e.hint, "did you mean 'from'? allowed: from, period, stop_loss");
        let top = Object::new(&v, "", "the query").unwrap();
        let e = top.check_keys(&["period", "stoploss"]).unwrap_err();
        assert_eq!((e.message.as_str(), e.location.as_str()), ("unknown field 'form'", "form"));
        assert_eq!(e.hint, "allowed: period, stoploss");
        assert!(top.check_keys(&["form", "stoploss", "period"]).is_ok());
        let long = json!({"x".repeat(500): 1});
        let e = Object::new(&long, "", "q").unwrap().check_keys(&["a"]).unwrap_err();
        assert!(e.message.chars().count() < 120, "{}", e.message);
    }

    #[test]
    fn fields_are_typed_and_null_is_absent() {
        let v = json!({"s": "x", "n": 1, "z": null, "l": ["a", "b"], "bad": ["a", 1], "o": {"k": 1}});
        let o = Object::new(&v, "strategy", "strategy").unwrap();
        assert_eq!(o.str("s").unwrap(), Some("x"));
        assert_eq!(o.str("z").unwrap(), None);
        assert_eq!(o.str("missing").unwrap(), None);
        assert!(!o.has("z") && o.has("n"));
        let e = o.str("n").unwrap_err();
        assert_eq!(
            (e.problem, e.message.as_str(), e.location.as_str()),
            (Problem::WrongType, "'n' must be a string, got a number", "strategy.n")
        );
        assert_eq!(o.string_list("l").unwrap(), Some(vec!["a".to_string(), "b".to_string()]));
        let e = o.string_list("bad").unwrap_err();
        assert_eq!(e.message, "'bad' must be a list of strings, but item 1 is a number");
        assert_eq!(e.location, "strategy.bad[1]");
        assert_eq!(o.string_list("s").unwrap_err().message, "'s' must be a list of strings, got a string");
        assert_eq!(o.object("o").unwrap().unwrap().at(), "strategy.o");
        let e = o.object("s").unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.location.as_str()),
            ("'s' must be a JSON object, got a string", "strategy.s")
        );
        let e = o.require("z").unwrap_err();
        assert_eq!((e.problem, e.location.as_str()), (Problem::Missing, "strategy.z"));
        assert_eq!(item("steps", 2), "steps[2]");
    }

    #[test]
    fn bad_text_and_non_objects_are_typed() {
        let e = parse_json("{nope", "the query").unwrap_err();
        assert_eq!(e.problem, Problem::NotJson);
        assert!(e.message.starts_with("the query is not valid JSON: "), "{}", e.message);
        let e = Object::new(&json!([1]), "", "the query").unwrap_err();
        assert_eq!(
            (e.problem, e.message.as_str()),
            (Problem::WrongType, "the query must be a JSON object, got a list")
        );
    }
}
