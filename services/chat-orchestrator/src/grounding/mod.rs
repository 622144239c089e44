//! The grounding check: every number an answer types must be a value a tool
//! returned, quoted for the right thing.
//!
//! The model translates and presents; the engines compute. Numbers the model
//! cites as references (`{{r1.win_rate}}`, see [`crate::references`]) are
//! rendered from the exact value and are right by construction; the check
//! skips them. A number it types is a claim, checked here at three levels:
//!
//! 1. **Exists** — some value the model was shown lies within the number's
//!    rounding (half a unit of its last digit; a unit after "about"). Evidence
//!    is values with their labels ([`evidence`]), never every digit run, so the
//!    parts of dates and identifiers support nothing. Numbers are read in the
//!    styles people write them ([`scan`]).
//! 2. **Right thing** — the value's labels agree with what the sentence says
//!    about it: row, period, column, direction, unit ([`context`],
//!    [`matching`]). A mismatch names the value the sentence should have quoted.
//! 3. **Not computed** — a number no value supports but a difference, sum,
//!    ratio or percentage of two related values gives was computed by the
//!    model; the engines must compute it ([`derived`]).
//!
//! Small plain integers without a counting noun ("the 3 best", "top 5") are
//! counting words and skipped; with one ("7 winning trades") they are claims.
//! The report feeds the rewrite request ([`feedback`]).

pub mod context;
pub mod derived;
pub mod direction;
pub mod disclosure;
pub mod evidence;
mod explain;
pub mod feedback;
mod headings;
mod layout;
pub mod lexicon;
mod markup;
pub mod matching;
mod near;
pub mod numerals;
mod parameters;
mod rows;
pub mod sample;
pub mod scan;
mod scripts;

pub use evidence::Evidence;

use evidence::{Fact, Origin};
use matching::{Misfit, Words};
use near::near_words;
use scan::Mention;

/// Most unsupported numbers of one answer searched for a computation or a
/// misrounding.
const MAX_EXPLAINED: usize = 24;

/// Options of the check.
#[derive(Debug, Clone)]
pub struct GroundingOptions {
    /// Plain integers up to this value with no counting noun after them are
    /// counting words, not claims (`GROUNDING_SMALL_INT_MAX`).
    pub small_integer_max: u32,
}

impl Default for GroundingOptions {
    fn default() -> Self {
        Self { small_integer_max: 10 }
    }
}

/// Why a number failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IssueKind {
    /// No value the tools returned is this number (invented, miscomputed or misrounded).
    Unsupported,
    /// The value belongs to another row than the one the sentence names.
    WrongRow,
    /// The value is another column or metric than the one the sentence names.
    WrongColumn,
    /// The value covers another period than the one the sentence names.
    WrongPeriod,
    /// The sentence states the opposite direction (gain vs loss).
    WrongSign,
    /// The value is a sweep's in-sample figure and the sentence says
    /// out-of-sample, or the other way round.
    WrongSample,
    /// The sentence writes it in another unit than the value measures.
    WrongUnit,
    /// The model computed it from tool values.
    Computed,
    /// A reference that names no value.
    UnresolvedReference,
    /// Sweep results stated without what must come with them: the
    /// out-of-sample figure, the number of configurations tried, the caveat.
    SweepDisclosure,
}

impl IssueKind {
    /// Stable name (events, metrics, the rewrite request).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Unsupported => "unsupported",
            Self::WrongRow => "wrong_row",
            Self::WrongColumn => "wrong_column",
            Self::WrongPeriod => "wrong_period",
            Self::WrongSign => "wrong_sign",
            Self::WrongSample => "wrong_sample",
            Self::WrongUnit => "wrong_unit",
            Self::Computed => "computed",
            Self::UnresolvedReference => "unresolved_reference",
            Self::SweepDisclosure => "sweep_disclosure",
        }
    }

    /// Order in which misfits are reported when several candidates fail.
    fn rank(self) -> u8 {
        match self {
            Self::WrongRow => 0,
            Self::WrongSample => 1,
            Self::WrongPeriod => 2,
            Self::WrongColumn => 3,
            Self::WrongSign => 4,
            Self::WrongUnit => 5,
            _ => 6,
        }
    }
}

/// One failed number.
#[derive(Debug, Clone, PartialEq)]
pub struct Issue {
    /// The number as written.
    pub text: String,
    /// Byte range in the answer.
    pub span: (usize, usize),
    /// Why it failed.
    pub kind: IssueKind,
    /// Explanation for people and for the model.
    pub message: String,
    /// Reference to cite instead (`r1.Tuesday.mean_range`), when known.
    pub suggestion: Option<String>,
    /// The value it should have been, when known.
    pub expected: Option<f64>,
    /// The tool call that computes it (computed numbers).
    pub hint: Option<String>,
}

/// A number rendered from a reference: where it stands and which cell it
/// came from (what [`crate::references::Binding`] records).
#[derive(Debug, Clone, PartialEq)]
pub struct Cited {
    /// Byte range in the answer.
    pub span: (usize, usize),
    /// K of `rK`.
    pub result: usize,
    /// Row position, for a table cell.
    pub row: Option<usize>,
    /// Column or metric name.
    pub column: String,
}

impl From<&crate::references::Binding> for Cited {
    fn from(b: &crate::references::Binding) -> Self {
        Self { span: (b.start, b.end), result: b.result, row: b.row_index, column: b.column.clone() }
    }
}

/// Result of checking an answer.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Report {
    /// Typed numbers checked.
    pub checked: usize,
    /// Numbers rendered from references.
    pub bound: usize,
    /// Failed numbers, in order.
    pub issues: Vec<Issue>,
}

impl Report {
    /// True when no number failed.
    pub fn grounded(&self) -> bool {
        self.issues.is_empty()
    }

    /// The failed numbers as written, deduplicated, in order.
    pub fn unsupported(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for i in &self.issues {
            if !out.contains(&i.text) {
                out.push(i.text.clone());
            }
        }
        out
    }
}

/// Checks the numbers `answer` types against `evidence`; `bound` are the
/// numbers rendered from references (skipped, counted as bound; they count
/// as stated for the sweep disclosure, see [`disclosure`]).
pub fn check(answer: &str, bound: &[Cited], evidence: &Evidence, opts: &GroundingOptions) -> Report {
    let mut masks: Vec<(usize, usize)> = bound.iter().map(|c| c.span).collect();
    masks.extend(key_masks(answer, evidence));
    masks.extend(markup::masks(answer));
    masks.sort_unstable();
    let masks = merge(masks);
    let scan = scan::scan_knowing(answer, &masks, evidence.days());
    let pieces = context::pieces(answer, &scan);
    let empty = empty_piece();
    let mut report = Report { bound: bound.len(), ..Default::default() };
    let mut stated: Vec<(usize, Fact)> = Vec::new();
    // What each typed number was read as quoting, and the sample its words
    // name (for the sweep disclosure).
    let mut quoted: Vec<disclosure::Quoted> = Vec::new();
    let mut pending: Vec<(usize, &Mention, usize)> = Vec::new();
    let cues = if evidence.has_samples() { sample::cues(answer) } else { Vec::new() };
    let headings = std::cell::OnceCell::new();
    for (i, m) in scan.numbers.iter().enumerate() {
        let piece = pieces.iter().find(|p| p.span.0 <= m.span.0 && m.span.0 < p.span.1).unwrap_or(&empty);
        let in_table = piece.sentence == usize::MAX;
        // In a table every cell is a value (but a rank column's); in prose a
        // small bare integer is a counting word.
        if (in_table && piece.rank && m.plain_integer)
            || (!in_table && matching::counting_word(m, opts.small_integer_max, answer))
        {
            continue;
        }
        if !in_table && parameters::parameter_phrase(answer, m, evidence) {
            continue;
        }
        report.checked += 1;
        // A number with its own counting noun in a cell ("201,006枚（252営業日）")
        // counts that noun, not the column its header names.
        let mut near =
            if in_table && !m.counted { piece.words.to_vec() } else { near_words(answer, &scan.numbers, i, piece) };
        // The first number answering a question is about what it asked,
        // after the number's own words: a bare number ("CONTESTANT:
        // 14,601.5!"), not a count ("An 63 Tagen" answers "when?") or an
        // amount with its unit, and not one of a quiz's options.
        if !piece.asked.is_empty()
            && !m.counted
            && !m.plain_integer
            && m.unit == lexicon::Unit::None
            && i.checked_sub(1).is_none_or(|p| scan.numbers[p].span.1 <= sentence_of(&pieces, piece).0)
            && !context::option_line(answer, m.span.0)
        {
            near.extend(piece.asked.iter().cloned());
        }
        // A list item ("Q4　389.00pt") names its row; the heading over the
        // list names the column.
        if !in_table
            && let Some(h) = headings
                .get_or_init(|| headings::Headings::new(answer, &scan.numbers, &pieces, evidence))
                .over(m.span.0)
        {
            near.extend(h.iter().cloned());
        }
        let sample = if cues.is_empty() {
            None
        } else {
            sample::named(answer, &cues, &scan.numbers, i, piece, sentence_of(&pieces, piece))
        };
        // Which figure of the clause a comparison continues this one is set
        // against: the k-th of its form (the k-th overall when the clause
        // has none of its form). Counted only where there are figures.
        let figure = if piece.previous_figures.is_empty() {
            0
        } else {
            let form = context::Form::of(m);
            let before = scan.numbers[..i].iter().filter(|n| n.span.0 >= piece.span.0);
            let (k, all) = before.fold((0, 0), |(k, all), n| (k + usize::from(context::Form::of(n) == form), all + 1));
            let mut of_form = (0..piece.previous_figures.len()).filter(|&j| piece.previous_figures[j].0 == form);
            match (of_form.next(), k) {
                (None, _) => all,
                (Some(j), 0) => j,
                (Some(_), k) => of_form.nth(k - 1).unwrap_or(usize::MAX),
            }
        };
        let words = Words::new(&near, piece, sample, figure);
        let mut misfits: Vec<Misfit> = Vec::new();
        let mut fit: Option<Fact> = None;
        let mut candidate: Option<&Fact> = None;
        'readings: for r in &m.readings {
            for f in evidence.near(r.value, r.tolerance) {
                let cell = matches!(f.origin, Origin::Cell(_));
                if candidate.is_none() && cell {
                    candidate = Some(f);
                }
                // A fitting cell is the better reading of what the number
                // quotes than a fitting line of engine text.
                if fit.as_ref().is_some_and(|x| matches!(x.origin, Origin::Cell(_))) || (fit.is_some() && !cell) {
                    continue;
                }
                match matching::judge(answer, evidence, m, r, f, piece, &words) {
                    Ok(()) => fit = Some(f.clone()),
                    // The row, column or period the sentence should have
                    // quoted is the value found: the words were misread.
                    Err(x)
                        if matches!(x.kind, IssueKind::WrongRow | IssueKind::WrongColumn | IssueKind::WrongPeriod)
                            && x.instead.is_some_and(|i| std::ptr::eq(i, f)) =>
                    {
                        fit = Some(f.clone())
                    }
                    Err(x) => misfits.push(x),
                }
            }
            if fit.is_some() {
                break 'readings;
            }
        }
        // A value of a row the model was not shown, in a sentence naming that
        // row ("on Mar 18 at 24.55"), or right after one that does and
        // naming none itself ("11 января — точный удар! Шорт от 17 166,5"):
        // the row and the value both agree.
        if fit.is_none() {
            let lead = lead_statement(&pieces, piece);
            fit = m
                .readings
                .iter()
                .find_map(|r| {
                    evidence.near_unlisted(r.value, r.tolerance).iter().find(|f| {
                        let named = f.result.zip(f.row).is_some_and(|(ri, row)| {
                            let info = &evidence.results[ri];
                            let here = matching::named_rows(info, piece);
                            here.contains(&row)
                                || (here.is_empty()
                                    && lead.is_some_and(|p| matching::named_rows(info, p).contains(&row)))
                        });
                        named && matching::judge(answer, evidence, m, r, f, piece, &words).is_ok()
                    })
                })
                .cloned();
        }
        // A value of a row the model was not shown, in a sentence naming
        // another row ("on 18 July RSI dropped to 20.02", another day's): the
        // row is what is wrong, not the value.
        if fit.is_none() && misfits.is_empty() {
            misfits.extend(m.readings.iter().find_map(|r| {
                evidence.near_unlisted(r.value, r.tolerance).iter().find_map(|f| {
                    let (ri, row) = f.result.zip(f.row)?;
                    let named = matching::named_rows(&evidence.results[ri], piece);
                    (!named.is_empty() && !named.contains(&row)).then(|| matching::other_row(evidence, f, named[0]))
                })
            }));
        }
        if let Some(f) = fit {
            quoted.push(disclosure::Quoted { span: m.span, fact: f.clone(), said: words.sample });
            stated.push((piece.sentence, f));
            continue;
        }
        if let Some(f) = candidate {
            quoted.push(disclosure::Quoted { span: m.span, fact: f.clone(), said: words.sample });
        }
        misfits.retain(|x| x.kind != IssueKind::Unsupported);
        match explain::best(misfits) {
            Some(x) => report.issues.push(explain::mismatch(evidence, m, x)),
            // "2024 sessions": a year of the results before a counting noun.
            None if m.plain_integer
                && m.readings
                    .first()
                    .is_some_and(|r| (1900.0..=2100.0).contains(&r.value) && evidence.covers_year(r.value as i32)) =>
            {
                report.checked -= 1;
            }
            None => pending.push((i, m, piece.sentence)),
        }
    }
    // Unsupported numbers last: the sentence's quoted values may explain them.
    // Explaining is bounded: an answer with dozens of wrong numbers gets the
    // first ones explained and the rest listed.
    if !pending.is_empty() {
        let operands = derived::Operands::new(evidence);
        for (n, (_, m, sentence)) in pending.into_iter().enumerate() {
            if n >= MAX_EXPLAINED {
                report.issues.push(Issue {
                    text: m.text.clone(),
                    span: m.span,
                    kind: IssueKind::Unsupported,
                    message: format!("{} is not a value any tool returned in this turn", m.text),
                    suggestion: None,
                    expected: None,
                    hint: None,
                });
                continue;
            }
            let same: Vec<Fact> = stated.iter().filter(|(s, _)| *s == sentence).map(|(_, f)| f.clone()).collect();
            report.issues.push(explain::unsupported(evidence, &operands, m, &same));
        }
    }
    report.issues.extend(disclosure::check(answer, &scan.numbers, &quoted, bound, evidence));
    report.issues.sort_by_key(|i| i.span.0);
    report
}

/// The statement a sentence that names no row or period continues: the
/// previous sentence's last piece that names one ("11 января — точный удар!
/// Шорт от 17 166,5": the short is the 11 January trade).
fn lead_statement<'p>(pieces: &'p [context::Piece], piece: &context::Piece) -> Option<&'p context::Piece> {
    if piece.sentence == usize::MAX || piece.sentence == 0 || !piece.keys.is_empty() {
        return None;
    }
    if pieces.iter().any(|p| p.sentence == piece.sentence && !p.keys.is_empty()) {
        return None;
    }
    pieces.iter().rev().find(|p| p.sentence == piece.sentence - 1 && !p.keys.is_empty())
}

/// The byte range of `piece`'s sentence.
fn sentence_of(pieces: &[context::Piece], piece: &context::Piece) -> (usize, usize) {
    let same = pieces.iter().filter(|p| p.sentence == piece.sentence);
    let start = same.clone().map(|p| p.span.0).min().unwrap_or(piece.span.0);
    let end = same.map(|p| p.span.1).max().unwrap_or(piece.span.1);
    (start, end)
}

fn empty_piece() -> context::Piece {
    context::Piece {
        span: (0, 0),
        sentence: usize::MAX - 1,
        rank: false,
        part: 0,
        keys: context::Keys::default(),
        words: Default::default(),
        text: String::new(),
        raw: String::new(),
        previous_words: Default::default(),
        previous_figures: Vec::new(),
        earlier_text: String::new(),
        earlier_raw: String::new(),
        list_head: None,
        item_before: None,
        list_tail: None,
        asked: Vec::new(),
        named: Default::default(),
    }
}

fn merge(masks: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    for m in masks {
        match out.last_mut() {
            Some(last) if m.0 <= last.1 => last.1 = last.1.max(m.1),
            _ => out.push(m),
        }
    }
    out
}

/// Occurrences of row keys with digits in them ("Сыр Российский 50% Ламбер
/// 200 г"): quoting a name is not stating its numbers.
fn key_masks(answer: &str, e: &Evidence) -> Vec<(usize, usize)> {
    let with_digits = |k: &&String| k.chars().any(|c| c.is_ascii_digit()) && k.chars().any(char::is_alphabetic);
    if !e.results.iter().any(|info| info.keys.iter().any(|k| with_digits(&k))) {
        return Vec::new();
    }
    let lower = answer.to_lowercase();
    if lower.len() != answer.len() {
        // Lower-casing changed byte offsets; match the original case only.
        return exact_key_masks(answer, e);
    }
    let mut out = Vec::new();
    for info in &e.results {
        for key in
            info.keys.iter().filter(|k| k.chars().any(|c| c.is_ascii_digit()) && k.chars().any(char::is_alphabetic))
        {
            let k = key.to_lowercase();
            let mut from = 0;
            while let Some(p) = lower[from..].find(&k) {
                out.push((from + p, from + p + k.len()));
                from += p + k.len();
            }
        }
    }
    out
}

fn exact_key_masks(answer: &str, e: &Evidence) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for info in &e.results {
        for key in
            info.keys.iter().filter(|k| k.chars().any(|c| c.is_ascii_digit()) && k.chars().any(char::is_alphabetic))
        {
            let mut from = 0;
            while let Some(p) = answer[from..].find(key.as_str()) {
                out.push((from + p, from + p + key.len()));
                from += p + key.len();
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "blind_classes_tests.rs"]
mod blind_classes_tests;

#[cfg(test)]
#[path = "robustness_tests.rs"]
mod robustness_tests;
