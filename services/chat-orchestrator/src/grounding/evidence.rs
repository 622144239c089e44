//! The evidence: numeric values the model was shown, each with the labels it
//! carries — the result it came from, its column or metric name, its row key,
//! what it measures and the dates it covers.
//!
//! Values come from the listed cells of each result view (see
//! [`crate::result_view`]), from the engine's own text (read line by line, so
//! "Exits: stop 28 (… -3692.4)" yields -3692.4 labelled `exits`/`stop`), from
//! the tool inputs the model wrote ("rsi(close, 14) < 30", `last_20`) and from
//! the user's message. Digits inside dates and identifiers are never values:
//! "2024-03-15" does not make 3 or 15 look supported. Numbers inside row keys
//! (a product called "Сыр 50% 200 г") are values only for a sentence that
//! names that row.

use std::sync::OnceLock;

use foldhash::HashSet;
use serde_json::Value;

use super::{lexicon, scan};
use crate::{
    calendar::DateParts,
    result_view::{Coverage, Currency, KeyKind, Measure, ResultView, Sample, alias, alias_is},
};

/// Where a value came from.
#[derive(Debug, Clone, PartialEq)]
pub enum Origin {
    /// A cell of a result view, by path.
    Cell(String),
    /// A number in the engine's text.
    Text,
    /// A number in a tool input.
    Input,
    /// A number in the user's message.
    User,
    /// Digits inside a row key.
    KeyFragment,
}

/// One labelled value.
#[derive(Debug, Clone)]
pub struct Fact {
    /// The value, signed.
    pub value: f64,
    /// Index into [`Evidence::results`], for values of a result.
    pub result: Option<usize>,
    /// Where it came from.
    pub origin: Origin,
    /// Column or metric name; for engine text, the words labelling the number.
    pub column: String,
    /// Row index in the result's table.
    pub row: Option<usize>,
    /// Row key from the engine's text (`2023` in "By year: 2023 +30.0").
    pub text_key: Option<String>,
    /// What it measures.
    pub measure: Measure,
    /// The sign carries no meaning.
    pub magnitude_only: bool,
    /// In- or out-of-sample (figures of a parameter sweep).
    pub sample: Option<Sample>,
    /// The currency of a money value, when its result names it.
    pub currency: Option<Currency>,
    /// The dates the value covers when narrower than its result's (a
    /// walk-forward fold's window).
    pub window: Option<Coverage>,
}

impl Fact {
    /// The fact a result's cell states (result `r` of the evidence).
    fn of_cell(c: &crate::result_view::Cell, r: usize) -> Self {
        Fact {
            value: c.value,
            result: Some(r),
            origin: Origin::Cell(c.path.clone()),
            column: c.column.clone(),
            row: c.row.as_ref().map(|x| x.index),
            text_key: None,
            measure: c.measure,
            magnitude_only: c.magnitude_only,
            sample: c.sample,
            currency: c.currency,
            window: c.window,
        }
    }
}

/// What the checker knows about one result besides its values.
#[derive(Debug, Clone)]
pub struct ResultInfo {
    /// K of `rK`.
    pub index: usize,
    /// Tool name.
    pub tool: String,
    /// Row keys.
    pub keys: Vec<String>,
    /// The keys lower-cased with `ё` read as `е`.
    pub normalised_keys: Vec<String>,
    /// What the keys are.
    pub key_kind: KeyKind,
    /// Dates covered.
    pub coverage: Coverage,
    /// Column and metric names, each with the word groups that name it.
    pub columns: Vec<Column>,
    /// The tool input, for rewrite hints.
    pub input: Value,
    /// For text keys: per row, the words of its key no other key has
    /// ("Останкино" names the sausages row).
    pub key_tokens: Vec<Vec<String>>,
    /// The normalised keys in Latin letters, for those in Cyrillic
    /// ([`super::scripts::latin`]).
    pub latin_keys: Vec<Option<String>>,
    /// Per row, its text values (see [`ResultView::labels`]).
    pub labels: Vec<Vec<String>>,
    /// The same, lower-cased with `ё` read as `е` (rows are named by them).
    pub normalised_labels: Vec<Vec<String>>,
    /// The normalised labels in Latin letters, for those in Cyrillic.
    pub latin_labels: Vec<Vec<Option<String>>>,
    /// Row keys of the engine's text that are not years (`stop`, `take_profit`).
    pub text_keys: Vec<String>,
    /// The caveat the engine asks the model to pass on (a sweep's `Caveat:` line).
    pub caveat: Option<String>,
}

/// A column or metric of a result and the words that name it.
#[derive(Debug, Clone)]
pub struct Column {
    /// Its name (`mean_range`).
    pub name: String,
    /// What it measures.
    pub measure: Measure,
    /// The groups of words that name it ([`lexicon::name_groups`]).
    pub groups: Vec<Vec<String>>,
    /// Every word of its groups. The checker asks, per candidate value and
    /// per other column, whether a group shares a word with a column: a
    /// group's words looked up here, not compared pairwise with every word
    /// of every group (groups hold dozens of words across languages).
    pub words: HashSet<String>,
}

impl Column {
    /// The column `name` measuring `measure`.
    pub fn new(name: &str, measure: Measure) -> Self {
        let groups = lexicon::name_groups(name);
        let words = groups.iter().flatten().cloned().collect();
        Self { name: name.to_string(), measure, groups, words }
    }

    /// True when `group` shares a word with this column's groups.
    pub fn shares(&self, group: &[String]) -> bool {
        group.iter().any(|w| self.words.contains(w))
    }
}

/// Upper bound on stored values.
const MAX_FACTS: usize = 200_000;

/// The values of a turn.
#[derive(Debug, Clone, Default)]
pub struct Evidence {
    facts: Vec<Fact>,
    /// Cells of table rows not listed in the model text, sorted by magnitude:
    /// they support a number only in a sentence that names their row.
    unlisted: Vec<Fact>,
    /// Results in the order they were added.
    pub results: Vec<ResultInfo>,
    sorted: bool,
    /// Groups of related values, built on the first check that searches for
    /// a computation ([`super::derived::related`]); reset by every `add_*`.
    related: OnceLock<Vec<Vec<usize>>>,
    /// Every word naming a column of some result, built on first use
    /// ([`Self::names_a_column`]); reset by every `add_*`.
    column_words: OnceLock<HashSet<String>>,
    /// Every (month, day) a row key or label of some result is dated, built
    /// on first use ([`Self::days`]); reset by every `add_*`.
    days: OnceLock<Vec<(u32, u32)>>,
    /// Per result, its values (indices into `facts`, in order): a cell is
    /// looked up among them, not among every value.
    by_result: Vec<Vec<usize>>,
    /// The text inputs of the tool calls, lower case (a backtest's title
    /// "Fade 3 up days, 2023", an entry rule): an answer quoting a phrase of
    /// them restates the request.
    request_texts: Vec<String>,
}

impl Evidence {
    /// Empty evidence.
    pub fn new() -> Self {
        Self::default()
    }

    /// True when some value is a sweep's in- or out-of-sample figure.
    pub fn has_samples(&self) -> bool {
        self.results.iter().any(|r| r.tool == "backtest_sweep")
    }

    /// The text inputs of the tool calls, lower case.
    pub fn request_texts(&self) -> impl Iterator<Item = &str> {
        self.request_texts.iter().map(String::as_str)
    }

    /// Number of values held.
    pub fn len(&self) -> usize {
        self.facts.len()
    }

    /// True when no value is held.
    pub fn is_empty(&self) -> bool {
        self.facts.is_empty()
    }

    fn push(&mut self, f: Fact) {
        if f.value.is_finite() && self.facts.len() < MAX_FACTS {
            self.facts.push(f);
            self.sorted = false;
        }
    }

    /// Adds a result: its listed cells, the numbers of its engine text and of
    /// its input.
    pub fn add_view(&mut self, view: &ResultView, input: &Value) {
        let r = self.results.len();
        let mut columns: Vec<Column> = Vec::new();
        for c in &view.cells {
            if !columns.iter().any(|x| x.name == c.column) {
                columns.push(Column::new(&c.column, c.measure));
            }
        }
        self.results.push(ResultInfo {
            index: view.index,
            tool: view.tool.clone(),
            keys: view.keys.clone(),
            normalised_keys: view.keys.iter().map(|k| normalise(k)).collect(),
            latin_keys: view.keys.iter().map(|k| super::scripts::latin(&normalise(k))).collect(),
            key_kind: view.key_kind,
            coverage: view.coverage,
            columns,
            input: input.clone(),
            key_tokens: distinctive_tokens(&view.keys, view.key_kind),
            labels: view.labels.clone(),
            normalised_labels: view.labels.iter().map(|ls| ls.iter().map(|l| normalise(l)).collect()).collect(),
            latin_labels: view
                .labels
                .iter()
                .map(|ls| ls.iter().map(|l| super::scripts::latin(&normalise(l))).collect())
                .collect(),
            text_keys: Vec::new(),
            caveat: view.engine_text.lines().find_map(|l| l.strip_prefix("Caveat:")).map(|c| c.trim().to_string()),
        });
        for c in view.cells.iter().filter(|c| !c.listed && c.row.is_some()) {
            if c.value.is_finite() && self.unlisted.len() < MAX_FACTS {
                self.unlisted.push(Fact::of_cell(c, r));
            }
        }
        self.unlisted.sort_by(|a, b| a.value.abs().total_cmp(&b.value.abs()));
        for c in view.cells.iter().filter(|c| c.listed) {
            self.push(Fact::of_cell(c, r));
        }
        if view.key_kind == KeyKind::Text {
            for (i, key) in view.keys.iter().enumerate() {
                for m in scan::scan(key, &[]).numbers {
                    for rd in m.readings.iter().filter(|x| !x.fraction) {
                        self.push(Fact {
                            value: rd.value,
                            result: Some(r),
                            origin: Origin::KeyFragment,
                            column: String::new(),
                            row: Some(i),
                            text_key: None,
                            measure: Measure::Unknown,
                            magnitude_only: true,
                            sample: None,
                            currency: None,
                            window: None,
                        });
                    }
                }
            }
        }
        // A research result's cells hold every figure its text shows, with
        // better labels (instrument, leg, sample): its text repeats them.
        let research = matches!(view.tool.as_str(), "backtest_compare" | "backtest_portfolio" | "backtest_sweep");
        self.add_engine_text(&view.engine_text, r, research);
        let mut keys: Vec<String> = self
            .facts
            .iter()
            .filter(|f| f.result == Some(r))
            .filter_map(|f| f.text_key.clone())
            .filter(|k| k.parse::<i32>().is_err())
            .collect();
        keys.sort();
        keys.dedup();
        self.results[r].text_keys = keys;
        self.add_input_json(input, Some(r));
        self.sort();
    }

    /// Adds the numbers of a tool input (all of them, parameters included),
    /// each labelled with its key (`stop_loss`, `exit_bars`, `entry`).
    pub fn add_input_json(&mut self, input: &Value, result: Option<usize>) {
        self.add_input_values(input, result, "");
        self.sort();
    }

    fn add_input_values(&mut self, input: &Value, result: Option<usize>, key: &str) {
        let start = self.facts.len();
        match input {
            Value::Number(n) => {
                if let Some(v) = n.as_f64() {
                    self.push(plain(v, result, Origin::Input));
                }
            }
            Value::String(s) => {
                self.request_texts.push(super::context::lower(s));
                self.add_text_values(s, result, Origin::Input);
            }
            Value::Array(a) => a.iter().for_each(|v| self.add_input_values(v, result, key)),
            Value::Object(o) => o.iter().for_each(|(k, v)| self.add_input_values(v, result, k)),
            Value::Bool(_) | Value::Null => {}
        }
        if !matches!(input, Value::Object(_) | Value::Array(_)) {
            for f in &mut self.facts[start..] {
                f.column = key.to_string();
            }
        }
    }

    /// Adds the numbers of the user's message.
    pub fn add_user(&mut self, text: &str) {
        self.add_text_values(text, None, Origin::User);
        self.sort();
    }

    /// Sorts the values for lookups; every `add_*` leaves them sorted (and
    /// ends here, so the related groups are rebuilt on next use).
    fn sort(&mut self) {
        self.related.take();
        self.column_words.take();
        self.days.take();
        if !self.sorted {
            self.facts.sort_by(|a, b| a.value.abs().total_cmp(&b.value.abs()));
            self.sorted = true;
        }
        self.by_result = vec![Vec::new(); self.results.len()];
        for (i, f) in self.facts.iter().enumerate() {
            if let Some(ids) = f.result.and_then(|r| self.by_result.get_mut(r)) {
                ids.push(i);
            }
        }
    }

    /// Values whose magnitude lies within `tolerance` of `magnitude`.
    pub fn near(&self, magnitude: f64, tolerance: f64) -> &[Fact] {
        debug_assert!(self.sorted, "evidence is sorted after every add");
        let (lo, hi) = (magnitude - tolerance, magnitude + tolerance);
        let a = self.facts.partition_point(|f| f.value.abs() < lo);
        let b = self.facts.partition_point(|f| f.value.abs() <= hi);
        &self.facts[a..b.max(a)]
    }

    /// Unlisted row cells whose magnitude lies within `tolerance` of `magnitude`.
    pub fn near_unlisted(&self, magnitude: f64, tolerance: f64) -> &[Fact] {
        let (lo, hi) = (magnitude - tolerance, magnitude + tolerance);
        let a = self.unlisted.partition_point(|f| f.value.abs() < lo);
        let b = self.unlisted.partition_point(|f| f.value.abs() <= hi);
        &self.unlisted[a..b.max(a)]
    }

    /// True when some result covers `year` (its period or a row key).
    pub fn covers_year(&self, year: i32) -> bool {
        self.results.iter().any(|r| {
            let (a, b) = (r.coverage.from.and_then(|d| d.year), r.coverage.to.and_then(|d| d.year));
            (a.is_some() || b.is_some()) && a.is_none_or(|a| a <= year) && b.is_none_or(|b| year <= b)
                || r.keys.iter().any(|k| k.starts_with(&year.to_string()))
        })
    }

    /// The groups of related values (indices into [`Self::facts`]) that a
    /// number no value supports is searched for as a computation of.
    pub fn related(&self) -> &[Vec<usize>] {
        self.related.get_or_init(|| super::derived::related(self))
    }

    /// True when `word` (lower case) names a column of some result: one
    /// lookup, not one per column.
    pub fn names_a_column(&self, word: &str) -> bool {
        self.column_words
            .get_or_init(|| {
                self.results.iter().flat_map(|r| &r.columns).flat_map(|c| c.words.iter().cloned()).collect()
            })
            .contains(word)
    }

    /// Every (month, day) on which some row of a result is dated, by its key
    /// or a label (a trade's entry): the days an answer's `12/6` may name.
    pub fn days(&self) -> &[(u32, u32)] {
        self.days.get_or_init(|| {
            let labels = self.results.iter().flat_map(|r| r.keys.iter().chain(r.labels.iter().flatten()));
            let mut days: Vec<(u32, u32)> =
                labels.filter_map(|k| DateParts::iso(k)).filter_map(|d| d.month.zip(d.day)).collect();
            days.sort_unstable();
            days.dedup();
            days
        })
    }

    /// Every value, sorted by magnitude.
    pub fn facts(&self) -> &[Fact] {
        &self.facts
    }

    /// The values of result `r` (unsorted order is fine for lookups by label).
    pub fn of_result(&self, r: usize) -> impl Iterator<Item = &Fact> {
        self.by_result.get(r).into_iter().flatten().map(|&i| &self.facts[i])
    }

    /// The date a fact refers to: its row's date, or the year of its text key.
    pub fn fact_date(&self, f: &Fact) -> Option<DateParts> {
        let info = &self.results[f.result?];
        if let (Some(row), KeyKind::Date) = (f.row, info.key_kind) {
            return info.keys.get(row).and_then(|k| DateParts::iso(k));
        }
        if let (Some(row), KeyKind::Year) = (f.row, info.key_kind) {
            return info
                .keys
                .get(row)
                .and_then(|k| k.parse().ok())
                .map(|y| DateParts { year: Some(y), ..Default::default() });
        }
        f.text_key.as_ref().and_then(|k| k.parse().ok()).map(|y| DateParts { year: Some(y), ..Default::default() })
    }

    /// A fact's citation path (`r1.Monday.mean_range`), when it is a cell.
    pub fn reference(&self, f: &Fact) -> Option<String> {
        match (&f.origin, f.result) {
            (Origin::Cell(path), Some(r)) => Some(format!("r{}.{}", self.results[r].index, path)),
            _ => None,
        }
    }

    /// The cell of result `r` at `path` (`rsi.mean`).
    pub fn cell_at(&self, r: usize, path: &str) -> Option<&Fact> {
        self.of_result(r).find(|f| matches!(&f.origin, Origin::Cell(p) if p == path))
    }

    /// The cell of result `r` in `row` (or without a row) whose column is `column`.
    pub fn cell(&self, r: usize, row: Option<usize>, column: &str) -> Option<&Fact> {
        let column = alias(column);
        self.of_result(r).find(|f| f.row == row && matches!(f.origin, Origin::Cell(_)) && alias_is(&f.column, &column))
    }
}

/// Lower-cased words with `ё` read as `е`, for matching names in answers.
pub fn normalise(text: &str) -> String {
    let lower = text.to_lowercase();
    if lower.contains('ё') { lower.replace('ё', "е") } else { lower }
}

fn words(text: &str) -> Vec<String> {
    normalise(text).split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_string).collect()
}

/// Per key, its words of four or more letters that no other key contains.
fn distinctive_tokens(keys: &[String], kind: KeyKind) -> Vec<Vec<String>> {
    if kind != KeyKind::Text {
        return Vec::new();
    }
    let all: Vec<Vec<String>> = keys.iter().map(|k| words(k)).collect();
    all.iter()
        .enumerate()
        .map(|(i, ws)| {
            let own: Vec<String> = ws
                .iter()
                .filter(|w| w.chars().count() >= 4 && w.chars().all(char::is_alphabetic))
                .filter(|w| all.iter().enumerate().all(|(j, other)| j == i || !other.contains(w)))
                .cloned()
                .collect();
            // "Ostankino" names the row "Останкино" names.
            let latin: Vec<String> = own.iter().filter_map(|w| super::scripts::latin(w)).collect();
            own.into_iter().chain(latin).collect()
        })
        .collect()
}

fn plain(value: f64, result: Option<usize>, origin: Origin) -> Fact {
    Fact {
        value,
        result,
        origin,
        column: String::new(),
        row: None,
        text_key: None,
        measure: Measure::Unknown,
        magnitude_only: true,
        sample: None,
        currency: None,
        window: None,
    }
}

mod text;

#[cfg(test)]
mod tests;
