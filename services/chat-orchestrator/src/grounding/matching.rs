//! Matching one written number to the values it could quote, and judging
//! whether the sentence says what the value is.
//!
//! A candidate is a value within the number's rounding tolerance. It fits when
//! the words around the number agree with its labels: the row the sentence
//! names (a weekday, a date, a shop) is the value's row; the period it names
//! overlaps the value's dates; the column or metric it names is the value's
//! (a column is named when the number's own words name one of its word groups
//! and the sentence names the rest); the direction it states ("lost", `+`)
//! is the value's sign; the unit it writes (`%`, "points", "trades", `₽`) is
//! what the value measures. The number is supported when any candidate fits;
//! otherwise the most telling misfit is reported with the value the sentence
//! should have quoted, when the evidence has it.

pub use super::rows::named_rows;
mod columns;

use super::rows::named_text_keys;
use super::{
    IssueKind,
    context::{self, Piece},
    evidence::{Column, Evidence, Fact, Origin},
    lexicon::Unit,
    scan::{Mention, Reading, Sign},
};
use crate::result_view::{Currency, KeyKind, Measure, Sample};
use columns::other_column;
use foldhash::HashSet;
use std::{
    cell::{OnceCell, RefCell},
    rc::Rc,
};

/// Why a candidate does not fit, and what would. Only the misfit reported
/// is put in words ([`Misfit::found`], [`super::explain::mismatch`]): a
/// number's losing candidates are many, so they hold the values, not text.
#[derive(Debug, Clone)]
pub struct Misfit<'e> {
    /// The kind of mismatch.
    pub kind: IssueKind,
    /// The candidate value.
    pub fact: &'e Fact,
    /// What the sentence says instead.
    pub said: String,
    /// The value the sentence should have quoted, when the evidence has it.
    pub instead: Option<&'e Fact>,
    /// How many of the candidate's labels disagree with the sentence (its
    /// unit and sign besides the reported one): the fewest explain the number best.
    pub severity: u8,
}

impl Misfit<'_> {
    /// What the candidate is (`r1.Wednesday.mean_range = 278.675`).
    pub fn found(&self, e: &Evidence) -> String {
        describe(e, self.fact)
    }
}

/// The words a number's column is judged by, for all of its candidates:
/// the sets are built once per number, not per candidate and column.
pub struct Words<'a> {
    /// The number's own words (between its neighbouring numbers, within its
    /// piece), nearest first.
    pub near: &'a [String],
    /// The same as a set.
    near_set: HashSet<&'a str>,
    /// Its piece (whose words and the previous piece's are its wide words).
    piece: &'a Piece,
    /// The wide words as a set, built on first use (only a column named by
    /// a verb alone asks).
    wide: OnceCell<HashSet<&'a str>>,
    /// The sample (in/out) the sentence says the number was measured on.
    pub sample: Option<Sample>,
    /// How many numbers of its piece come before it (a comparison's k-th
    /// figure is set against the k-th of the clause it continues).
    figure: usize,
    /// The direction the words around the number give it, read on first use
    /// (it depends on the number and its piece, not on the candidate).
    direction: OnceCell<Option<Sign>>,
    /// Columns a candidate names that are not its result's (a parameter, a
    /// value of the question), built once per number, not per result.
    computed: RefCell<Vec<Rc<Column>>>,
}

impl<'a> Words<'a> {
    /// The words of a number: its own (`near`, nearest first), its piece's
    /// and the previous piece's (`wide`), and the sample its sentence names.
    pub fn new(near: &'a [String], piece: &'a Piece, sample: Option<Sample>, figure: usize) -> Self {
        Self {
            figure,
            near,
            near_set: near.iter().map(String::as_str).collect(),
            piece,
            wide: OnceCell::new(),
            sample,
            direction: OnceCell::new(),
            computed: RefCell::new(Vec::new()),
        }
    }

    /// The words of the number's piece and of the previous piece of its sentence.
    fn wide(&self) -> &HashSet<&'a str> {
        self.wide.get_or_init(|| self.piece.words.iter().chain(self.piece.previous_words.iter()).collect())
    }

    /// [`super::direction::direction`] of the number at `span` in `piece`.
    fn direction(&self, answer: &str, span: (usize, usize), piece: &Piece) -> Option<Sign> {
        *self.direction.get_or_init(|| super::direction::direction(answer, span, piece))
    }

    /// The column `name` built from its name alone.
    fn computed_column(&self, name: &str) -> Rc<Column> {
        if let Some(c) = self.computed.borrow().iter().find(|c| c.name == name) {
            return c.clone();
        }
        let c = Rc::new(Column::new(name, Measure::Unknown));
        self.computed.borrow_mut().push(c.clone());
        c
    }
}

/// Judges one candidate. `Ok` when it fits.
pub fn judge<'e>(
    answer: &str,
    e: &'e Evidence,
    m: &Mention,
    r: &Reading,
    f: &'e Fact,
    piece: &Piece,
    words: &Words<'_>,
) -> Result<(), Misfit<'e>> {
    judge_labels(answer, e, m, r, f, piece, words).map_err(|mut x| {
        // The unit and sign of the candidate count against it besides the
        // reported mismatch (a value of another row that is also in another
        // unit explains the number worse than the same row's value in another unit).
        if !matches!(x.kind, IssueKind::WrongUnit | IssueKind::WrongSign) {
            x.severity += u8::from(!unit_fits(m.unit, r.fraction, f.measure) || other_currency(m, f).is_some());
        }
        x
    })
}

fn judge_labels<'e>(
    answer: &str,
    e: &'e Evidence,
    m: &Mention,
    r: &Reading,
    f: &'e Fact,
    piece: &Piece,
    words: &Words<'_>,
) -> Result<(), Misfit<'e>> {
    // A value of the request (the user's "30 point stop", the call's
    // `stop_loss: 30`) written with a plus is a result ("2024 contributed
    // +30 pts"), not the parameter restated.
    if matches!(f.origin, Origin::User | Origin::Input) && m.sign == Sign::Plus {
        return Err(misfit(f, IssueKind::Unsupported, "a gain, not the request's value", None));
    }
    match f.origin {
        Origin::User => {
            // A number the user wrote ("a 1% stop") fits unless the sentence
            // clearly names a result column instead.
            for ri in 0..e.results.len() {
                if let Some(x) = other_column(e, ri, f, m, words, piece) {
                    let instead = e.cell(ri, None, &x);
                    return Err(misfit(f, IssueKind::WrongColumn, &format!("about {x}"), instead));
                }
            }
            return Ok(());
        }
        Origin::KeyFragment => {
            let info = f.result.map(|x| &e.results[x]);
            let named = info.is_some_and(|i| named_rows(i, piece).contains(&f.row.unwrap_or(usize::MAX)));
            return if named { Ok(()) } else { Err(misfit(f, IssueKind::Unsupported, "part of a name", None)) };
        }
        _ => {}
    }
    // Unit and sign are judged last: when the sentence also names another
    // row, period, sample or column, that is the more telling mismatch (and
    // names the value it meant).
    let currency_misfit = other_currency(m, f).map(|(said, is)| {
        misfit(f, IssueKind::WrongUnit, &format!("in {said:?}, but it is in {is:?}"), citable(f).then_some(f))
    });
    let unit_misfit = (!unit_fits(m.unit, r.fraction, f.measure)).then(|| {
        let said = match m.unit {
            Unit::Percent => "a percentage",
            Unit::Points => "points",
            Unit::Money => "money",
            Unit::Count => "a count",
            Unit::Ratio => "a multiple",
            Unit::Ticks => "ticks",
            Unit::BasisPoints => "basis points",
            Unit::PerMille => "per mille",
            Unit::Measure => "a physical measure",
            Unit::None => "a plain number",
        };
        let what = measure_name(f.measure);
        // The value is right, its unit wrong: citing it lets the reader see the value alone.
        misfit(f, IssueKind::WrongUnit, &format!("{said}, but it measures {what}"), citable(f).then_some(f))
    });
    let signed = !matches!(f.measure, Measure::Count | Measure::Share) && f.value != 0.0 && f.origin != Origin::Input;
    let sign_misfit = if signed {
        let claimed = match m.sign {
            Sign::None if f.magnitude_only => None,
            // A count written with its noun ("(9 trades)") takes no direction
            // from the words around it.
            Sign::None if m.unit == Unit::Count => None,
            // A negative ratio (a Sharpe of −3.52) has no magnitude reading:
            // written unsigned without a word for the fall, it claims a positive one.
            Sign::None if f.measure == Measure::Ratio && f.value < 0.0 => {
                words.direction(answer, m.span, piece).or(Some(Sign::Plus))
            }
            // A positive ratio (a profit factor of 0.79 in a sentence about a
            // loss) is a level: the words' direction is the result's, not its.
            Sign::None if f.measure == Measure::Ratio => None,
            // A rate ("(20 per point)", "at 20 dollars per point") is a level too.
            Sign::None if per_unit(answer, m.span) => None,
            Sign::None => words.direction(answer, m.span, piece),
            // A loss written as a negative number or as a magnitude is fine; as a gain it is not.
            Sign::Minus if f.magnitude_only => None,
            s => Some(s),
        };
        let actual = if f.value < 0.0 { Sign::Minus } else { Sign::Plus };
        claimed.filter(|c| *c != actual).map(|c| {
            let said = if c == Sign::Minus { "a fall or loss" } else { "a rise or gain" };
            misfit(f, IssueKind::WrongSign, said, Some(f))
        })
    } else {
        None
    };
    let unit_or_sign = || match unit_misfit.clone().or_else(|| currency_misfit.clone()).or_else(|| sign_misfit.clone())
    {
        Some(x) => Err(x),
        None => Ok(()),
    };
    let Some(ri) = f.result else { return unit_or_sign() };
    let info = &e.results[ri];
    if f.origin == Origin::Input {
        // A parameter the model chose ("1%" stop, `exit_bars: 5`): it fits unless
        // the sentence clearly names a result's column instead.
        return match other_column(e, ri, f, m, words, piece) {
            Some(x) => {
                let instead = e.cell(ri, None, &x);
                Err(misfit(f, IssueKind::WrongColumn, &format!("about {x}"), instead))
            }
            None => unit_or_sign(),
        };
    }
    // Rows.
    if let Some(row) = f.row {
        let named = named_rows(info, piece);
        if !named.is_empty() && !named.contains(&row) {
            return Err(other_row(e, f, named[0]));
        }
    }
    if let Some(key) = f.text_key.as_ref().filter(|k| k.parse::<i32>().is_err()) {
        let named = named_text_keys(e, ri, piece);
        if !named.is_empty() && !named.iter().any(|k| k == key) {
            let instead = e
                .of_result(ri)
                .find(|g| g.text_key.as_ref() == Some(&named[0]) && g.origin == Origin::Text && g.measure == f.measure);
            return Err(misfit(f, IssueKind::WrongRow, &format!("about {}", named[0]), instead));
        }
    }
    // Period. A year after every result's data ("a letter to open in
    // 2029") names no period a result could be about.
    let last_year = e.results.iter().filter_map(|r| r.coverage.to.and_then(|d| d.year)).max();
    let years: Vec<i32> = piece.keys.years.iter().copied().filter(|y| last_year.is_none_or(|l| *y <= l)).collect();
    if !years.is_empty() {
        let (from, to) = match e.fact_date(f) {
            Some(d) => (Some(d), Some(d)),
            None => (info.coverage.from, info.coverage.to),
        };
        let inside =
            |y: i32| from.and_then(|d| d.year).is_none_or(|a| y >= a) && to.and_then(|d| d.year).is_none_or(|b| y <= b);
        let known = from.is_some() || to.is_some();
        if known && !years.iter().any(|y| inside(*y)) {
            let instead = other_period(e, f, years[0]);
            return Err(misfit(f, IssueKind::WrongPeriod, &format!("about {}", years[0]), instead));
        }
    }
    // A walk-forward fold is named by a day of its window ("the fold from
    // 3 January 2024"): a day outside it names another fold.
    if let Some(window) = f.window
        && let Some(day) = piece.keys.dates.first()
        && !piece.keys.dates.iter().any(|d| window.contains_day(d))
    {
        let instead = e
            .of_result(ri)
            .filter(|g| g.sample == f.sample && g.measure == f.measure && g.origin != Origin::Text)
            .filter(|g| g.window.is_some_and(|w| w.contains_day(day)))
            .min_by_key(|g| g.window.and_then(|w| w.to).map(|d| (d.year, d.month, d.day)));
        let named = format!("{}-{:02}-{:02}", day.year.unwrap_or(0), day.month.unwrap_or(0), day.day.unwrap_or(0));
        return Err(misfit(f, IssueKind::WrongPeriod, &format!("about the window of {named}"), instead));
    }
    // (A list of halves, as "respectively" walks, fits any of them.)
    if let (Some(h), Some(from), Some(to)) = (piece.keys.halves.first(), info.coverage.from, info.coverage.to)
        && let (Some(a), Some(b)) = (from.month, to.month)
        && (!piece.keys.coded_halves || e.results.iter().any(|r| r.coverage.is_a_half()))
    {
        let outside = |h: u32| {
            let (lo, hi) = if h == 1 { (1, 6) } else { (7, 12) };
            b < lo || a > hi
        };
        let fits_none = if piece.keys.walked { piece.keys.halves.iter().all(|h| outside(*h)) } else { outside(*h) };
        if fits_none {
            let label = if *h == 1 { "the first half" } else { "the second half" };
            let instead = other_half(e, f, *h);
            return Err(misfit(f, IssueKind::WrongPeriod, &format!("about {label}"), instead));
        }
    }
    // An aggregate the sentence names ("average RSI", "the lowest close")
    // that the value is not: a row's value or another statistic of its column.
    if let Origin::Cell(path) = &f.origin
        && let Some(stat) = aggregate_named(words.near)
        && !path.ends_with(&format!(".{stat}"))
        && !AGGREGATE_PREFIXES.iter().any(|p| f.column.starts_with(p))
        && let Some(c) = e.cell_at(ri, &format!("{}.{stat}", f.column))
    {
        return Err(misfit(f, IssueKind::WrongColumn, &format!("about the {stat} of {}", f.column), Some(c)));
    }
    // "el RSI medio de dichos días es 19,49" where 19,49 is the lowest: a
    // column's extreme is not its mean (unless every value is the same),
    // even when the result states no mean to offer instead.
    // (Named before the number, in its clause: in "最大 12月6日 −3.32% ▲
    // 均值 +2.44%" the mean is the next number's statistic.)
    let before = piece.raw.get(..m.span.0.saturating_sub(piece.span.0)).unwrap_or("");
    if let Origin::Cell(_) = &f.origin
        && aggregate_named(words.near) == Some("mean")
        && aggregate_named(&context::words(before)) == Some("mean")
        && !AGGREGATE_PREFIXES.iter().any(|p| f.column.starts_with(p))
        && let (Some(lo), Some(hi)) =
            (e.cell_at(ri, &format!("{}.min", f.column)), e.cell_at(ri, &format!("{}.max", f.column)))
        && lo.value != hi.value
        && (f.value == lo.value || f.value == hi.value)
    {
        let mean = e.cell_at(ri, &format!("{}.mean", f.column));
        return Err(misfit(f, IssueKind::WrongColumn, &format!("about the mean of {}", f.column), mean));
    }
    // "le ticket moyen y atteint 35 712,98 ₽" where 35 712,98 is the shop's
    // `sum(total)`: a total is not a mean (named before the number, as above).
    // (Not a label's word: "Marea media: АШАН 106.458,44 ₽" names a tide.)
    let unlabelled = before.rsplit([':', '：']).next().unwrap_or(before);
    if let Origin::Cell(_) = &f.origin
        && (f.column.starts_with("sum(") || f.column.starts_with("sum_"))
        && aggregate_named(words.near) == Some("mean")
        && aggregate_named(&context::words(unlabelled)) == Some("mean")
    {
        let what = f.column.trim_start_matches("sum").trim_matches(['(', ')', '_']);
        return Err(misfit(f, IssueKind::WrongColumn, &format!("about the mean of {what}"), None));
    }
    // Columns (cells only: the engine's text labels are too loose to judge).
    if matches!(f.origin, Origin::Cell(_))
        && let Some(x) = other_column(e, ri, f, m, words, piece)
    {
        // "итог +130 751,25 пункта": the dollar total written in points
        // names the points total only by its unit. The figure is right; its
        // unit is what is wrong.
        if in_other_unit(&f.column, &x)
            && let Some(u) = unit_misfit
        {
            return Err(u);
        }
        let instead = e.cell(ri, f.row, &x).or_else(|| e.cell(ri, None, &x));
        return Err(misfit(f, IssueKind::WrongColumn, &format!("about {x}"), instead));
    }
    // Sample: a sweep's in-sample figure quoted as out-of-sample, or the reverse.
    if let (Some(own), Some(said)) = (f.sample, words.sample)
        && own != said
    {
        let instead = counterpart(&f.column).and_then(|c| e.cell(ri, f.row, &c));
        return Err(misfit(f, IssueKind::WrongSample, said.as_str(), instead));
    }
    unit_or_sign()
}

/// The misfit of `f`, a cell of a row the sentence does not name, when the
/// sentence names row `other` of the same result instead.
pub fn other_row<'e>(e: &'e Evidence, f: &'e Fact, other: usize) -> Misfit<'e> {
    let ri = f.result.unwrap_or_default();
    let info = &e.results[ri];
    let instead = e.cell(ri, Some(other), &f.column);
    let said = info.keys.get(other).cloned().unwrap_or_default();
    // A table of years: another row is another period.
    let kind = if info.key_kind == KeyKind::Year { IssueKind::WrongPeriod } else { IssueKind::WrongRow };
    misfit(f, kind, &format!("about {said}"), instead)
}

/// The same figure in points and in money: `total_pnl` ↔ `total_pnl_currency`.
fn in_other_unit(a: &str, b: &str) -> bool {
    a.strip_suffix("_currency") == Some(b) || b.strip_suffix("_currency") == Some(a)
}

/// The same figure on the other sample: `is_sharpe` ↔ `oos_sharpe`.
fn counterpart(column: &str) -> Option<String> {
    if let Some(rest) = column.strip_prefix("is_") {
        Some(format!("oos_{rest}"))
    } else {
        column.strip_prefix("oos_").map(|rest| format!("is_{rest}"))
    }
}

/// Column names that already say which aggregate they are (`mean_range`).
const AGGREGATE_PREFIXES: &[&str] = &["mean", "avg", "max", "min", "median", "sum", "count", "pct", "std"];

/// The statistic (`mean`, `min`, `max`) a number's own words name, if any
/// (a Romance superlative is read as one where words are read:
/// [`context::notation_words`]).
fn aggregate_named(near: &[String]) -> Option<&'static str> {
    near.iter().find_map(|w| statistic(w))
}

/// True when "per" (or its word in the product's languages) follows the
/// number at `span`, at most one word (its unit) after it: a rate.
fn per_unit(answer: &str, span: (usize, usize)) -> bool {
    let Some(after) = answer.get(span.1..) else { return false };
    let words: Vec<&str> = after.split_whitespace().take(3).collect();
    // ("per cent", "por ciento" and "par rapport à" are no rates.)
    let rate = |k: usize| {
        matches!(words[k], "per" | "pro" | "par" | "por" | "за")
            && words.get(k + 1).is_some_and(|n| {
                let n = n.trim_end_matches(|c: char| !c.is_alphanumeric());
                !n.is_empty() && !matches!(n, "cent" | "cento" | "ciento" | "rapport")
            })
    };
    (0..words.len().min(2)).any(rate)
}

/// The statistic (`mean`, `min`, `max`) a word names, if any.
pub(super) fn statistic(w: &str) -> Option<&'static str> {
    match w {
        "average" | "averaged" | "averaging" | "mean" | "avg" | "средний" | "средняя" | "среднее" | "durchschnitt"
        | "durchschnittlich" | "mittlere" | "moyenne" | "moyen" | "promedio" | "media" | "medio" | "média"
        | "médio" | "medie" | "gemiddeld" | "gemiddelde" | "średni" | "średnia" | "średnie" | "平均" | "平均值"
        | "平均値" | "均值" | "日均" => Some("mean"),
        "lowest"
        | "minimum"
        | "min"
        | "bottoming"
        | "минимальный"
        | "минимум"
        | "niedrigste"
        | "tiefste"
        | "tiefstwert"
        | "глубокое"
        | "глубокий"
        | "глубокая"
        | "глубже"
        | "мелкий"
        | "низкий"
        | "najniżej"
        | "najniższy"
        | "najniższa"
        | "mínimo"
        | "bas"
        | "basse"
        | "最低"
        | "最も低い" => Some("min"),
        "highest"
        | "maximum"
        | "max"
        | "peak"
        | "peaked"
        | "максимальный"
        | "максимум"
        | "höchste"
        | "höchstwert"
        | "máximo"
        | "haut"
        | "haute"
        | "最高"
        | "最も高い" => Some("max"),
        _ => None,
    }
}

fn misfit<'e>(f: &'e Fact, kind: IssueKind, said: &str, instead: Option<&'e Fact>) -> Misfit<'e> {
    Misfit { kind, fact: f, said: said.to_string(), instead, severity: 1 }
}

/// True when `f` has a reference ([`Evidence::reference`]): a result's cell.
fn citable(f: &Fact) -> bool {
    matches!(f.origin, Origin::Cell(_)) && f.result.is_some()
}

/// `r1.Wednesday.mean_range = 278.675`, or the engine text's label.
pub fn describe(e: &Evidence, f: &Fact) -> String {
    let v = crate::result_view::shown(f.value);
    match (e.reference(f), f.result) {
        (Some(r), _) => format!("{r} = {v}"),
        (None, Some(r)) => {
            let label = f.column.split_whitespace().collect::<Vec<_>>().join(" ");
            let key = f.text_key.as_deref().map(|k| format!(" {k}")).unwrap_or_default();
            format!("r{}{key} \"{}\" = {v}", e.results[r].index, label.trim_end_matches([':', '=', '(']))
        }
        (None, None) => v,
    }
}

fn measure_name(m: Measure) -> &'static str {
    match m {
        Measure::Points => "points",
        Measure::Money => "money",
        Measure::Count => "a count",
        Measure::Share => "a fraction",
        Measure::Percent => "a percentage",
        Measure::Ratio => "a ratio",
        Measure::Unknown => "something else",
    }
}

/// The currencies of a money number and of the value it matched, when both
/// are named and differ ("$246,665.21" for a total in roubles; "¥" differs
/// from neither the yen nor the yuan).
fn other_currency(m: &Mention, f: &Fact) -> Option<(Currency, Currency)> {
    m.currency.zip(f.currency).filter(|(said, is)| !said.fits(*is))
}

/// Can a number written with `unit` quote a value measuring `measure`?
pub fn unit_fits(unit: Unit, fraction_reading: bool, measure: Measure) -> bool {
    use Measure as M;
    if fraction_reading {
        return matches!(measure, M::Share | M::Unknown);
    }
    match unit {
        Unit::None => true,
        Unit::Percent => matches!(measure, M::Percent | M::Unknown),
        Unit::Points => matches!(measure, M::Points | M::Unknown),
        Unit::Money => matches!(measure, M::Money | M::Unknown),
        Unit::Count => matches!(measure, M::Count | M::Unknown),
        Unit::Ratio => matches!(measure, M::Ratio | M::Unknown),
        Unit::Ticks | Unit::BasisPoints | Unit::PerMille | Unit::Measure => measure == M::Unknown,
    }
}

/// The same column in another result covering `year`, or the engine text's
/// value for that year.
fn other_period<'e>(e: &'e Evidence, f: &Fact, year: i32) -> Option<&'e Fact> {
    for (ri, info) in e.results.iter().enumerate() {
        if Some(ri) == f.result {
            continue;
        }
        let covers = info.coverage.from.and_then(|d| d.year).is_some_and(|a| year >= a)
            && info.coverage.to.and_then(|d| d.year).is_none_or(|b| year <= b);
        if covers && let Some(c) = e.cell(ri, f.row, &f.column) {
            return Some(c);
        }
    }
    let r = f.result?;
    e.of_result(r).find(|g| {
        g.text_key.as_deref() == Some(&year.to_string()) && g.measure == f.measure && g.origin == Origin::Text
    })
}

fn other_half<'e>(e: &'e Evidence, f: &Fact, half: u32) -> Option<&'e Fact> {
    let (lo, hi) = if half == 1 { (1, 6) } else { (7, 12) };
    e.results.iter().enumerate().find_map(|(ri, info)| {
        let (a, b) = (info.coverage.from?.month?, info.coverage.to?.month?);
        (Some(ri) != f.result && a >= lo && b <= hi).then(|| e.cell(ri, f.row, &f.column)).flatten()
    })
}

/// True when a plain integer is a counting word, not a claim: small, and
/// with no counting noun after it ("top 3") or selecting ("the 3 widest
/// days"); "7 winning trades" is a claim.
pub fn counting_word(m: &Mention, small_integer_max: u32, answer: &str) -> bool {
    let small = m.plain_integer && m.readings.first().is_some_and(|r| r.value <= f64::from(small_integer_max));
    if !small {
        return false;
    }
    if !m.counted && m.unit == Unit::None {
        return true;
    }
    // A selection, not a claim: "the 3 widest days", "the 5 best trades".
    let next: String = answer[m.span.1..].trim_start().chars().take_while(|c| c.is_alphabetic()).collect();
    let next = next.to_lowercase();
    next.ends_with("est")
        || matches!(next.as_str(), "best" | "worst" | "most" | "least" | "top" | "largest" | "biggest")
}
