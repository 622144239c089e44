//! Which other column a number's own words name: the judge's column check.
//! A column is named when every word group that sets it apart from the
//! candidate's column is among the number's words and none of the
//! candidate's own is; units, magnitudes, directions and the verbs that
//! only carry a clause on ("made", "lost") rule columns out first.

use foldhash::HashSet;

use super::{Words, unit_fits};
use crate::grounding::{
    context::{self, Piece},
    evidence::{Column, Evidence, Fact},
    lexicon::{self, Unit},
    scan::{Mention, Sign},
};
use crate::result_view::Measure;

/// Another column of the result the number's own words clearly name while
/// they do not name the candidate's column: every word group that sets it
/// apart from the candidate's column is among the number's words, and none
/// of the groups that set the candidate's column apart is in its sentence.
/// Columns the number cannot be (a count for a decimal, another unit) and
/// min/max distinctions next to a direction ("the largest gap down") are
/// left out.
pub(super) fn other_column(
    e: &Evidence,
    ri: usize,
    f: &Fact,
    m: &Mention,
    words: &Words<'_>,
    piece: &Piece,
) -> Option<String> {
    let info = &e.results[ri];
    let has = |set: &HashSet<&str>, group: &[String]| group.iter().any(|g| set.contains(g.as_str()));
    let computed;
    let own: &Column = match info.columns.iter().find(|c| c.name == f.column) {
        Some(c) => c,
        None => {
            computed = words.computed_column(&f.column);
            &computed
        }
    };
    // A comparison that names no column ("… against 252 in 2024") speaks of
    // the previous piece's.
    let contrast = piece.led_by(context::COMPARISONS);
    // In order (nearest first decides between columns), and as a set.
    let previous: HashSet<&str>;
    let mut previous_list: Vec<&str> = Vec::new();
    let (near_list, near): (Option<&[String]>, &HashSet<&str>) =
        if !contrast || info.columns.iter().any(|c| words.near.iter().any(|w| c.words.contains(w))) {
            (Some(words.near), &words.near_set)
        } else {
            let theirs = piece.previous_figures.get(words.figure).map_or(&piece.previous_words, |(_, w)| w);
            previous = theirs.iter().collect();
            previous_list = theirs.iter().collect();
            (None, &previous)
        };

    // (A count is written without decimals: "+91.00" is no count of sessions.)
    let integer = m.readings.first().is_some_and(|r| (r.tolerance - 0.5).abs() <= 1e-6 && r.value.fract() == 0.0);
    let cued = piece.words.iter().any(|w| lexicon::cue(w).is_some());
    let directed = cued || m.sign == Sign::Minus || f.value < 0.0;
    // Points written signed or with a direction ("closed up 96.25 points",
    // "chiuso a −57,5 punti") are a move, whatever price verb the sentence
    // uses: such a number does not name a price level.
    // Unitless and signed too ("abril cerró en verde (+1.008)"), unless a
    // level word puts it at a price ("opened at -1,186.50" claims the open).
    let before = piece.raw.get(..m.span.0.saturating_sub(piece.span.0)).unwrap_or("");
    let at_level = crate::grounding::direction::is_to_word(
        &lexicon::word_at_end(before.trim_end(), char::is_alphabetic).to_lowercase(),
    );
    let a_move = (m.unit == Unit::Points && (m.sign != Sign::None || cued))
        || (m.unit == Unit::None && m.sign != Sign::None && !at_level);
    let mut best: Option<(usize, &str)> = None;
    for other in &info.columns {
        let (name, groups) = (&other.name, &other.groups);
        if *name == f.column || groups.is_empty() {
            continue;
        }
        if a_move && matches!(name.as_str(), "open" | "high" | "low" | "close") {
            continue;
        }
        let measure = other.measure;
        let plausible = unit_fits(m.unit, false, measure)
            && (measure != Measure::Count || (integer && matches!(m.unit, Unit::None | Unit::Count)));
        if !plausible {
            continue;
        }
        // A count of rows is no price: "days closing above the open: 14"
        // counts days. A points column whose values are of another order of
        // magnitude than the number is not what the number claims to be (a
        // volume quoted as the close still is: volume is a column, not a count
        // of rows).
        // "63 天 RSI(14) 低于 30": a number with its counting noun counts rows,
        // whatever column follows the noun.
        if matches!(f.column.as_str(), "rows" | "count") && m.counted && measure != Measure::Count {
            continue;
        }
        // The number and the other column's value, more than 20 times apart.
        let orders_apart = || {
            let x = m.readings.first().map(|r| r.value.abs());
            let v = e.of_result(ri).find(|g| g.column == *name).map(|g| g.value.abs());
            x.zip(v).is_some_and(|(x, v)| x.max(v) > 20.0 * x.min(v).max(1e-9))
        };
        if matches!(f.column.as_str(), "rows" | "count") && measure == Measure::Points && orders_apart() {
            continue;
        }
        // Nor is a number written without "%" the percentage a shared word
        // names when it is of another order ("+48 758,95 de gain": the P&L,
        // not the 4.88 % return).
        // (A small one may still be a share written as a fraction: "a win
        // rate of 0.76".)
        let beyond_percent = m.readings.first().is_some_and(|r| r.value.abs() > 100.0);
        if measure == Measure::Percent && m.unit == Unit::None && beyond_percent && orders_apart() {
            continue;
        }
        // Nor is a count of rows what a number of another order of magnitude
        // claims to be ("2025年は1営業日のみで 201,902枚": one session, and the
        // volume of it), unless its own noun names them ("201,006 trading
        // sessions").
        let own_noun = || {
            let after = piece.raw.get(m.span.1.saturating_sub(piece.span.0)..).unwrap_or("");
            after.split_whitespace().take(2).any(|w| {
                let w = lexicon::word_at_start(w, char::is_alphabetic).to_lowercase();
                other.words.contains(w.as_str())
            })
        };
        if matches!(name.as_str(), "rows" | "count" | "rows_scanned" | "total_rows") && !own_noun() && orders_apart() {
            continue;
        }
        // Nor is a number written with a minus a count, unless its noun says
        // so: "ended at −697" is no count of trades, "-30 Trades" claims one.
        if measure == Measure::Count && m.sign == Sign::Minus && !own_noun() {
            continue;
        }
        // Every group that sets the column apart must be among the number's
        // words, so some word of them is one of its words: most columns are
        // ruled out by that before their groups are compared.
        if !near.iter().any(|w| other.words.contains(*w)) {
            continue;
        }
        // Groups sharing a word name the same thing ("profit" in profit factor and gross profit).
        let mut theirs = groups.iter().filter(|g| !own.shares(g)).peekable();
        let mut ours = own.groups.iter().filter(|g| !other.shares(g));
        if theirs.peek().is_none() || !theirs.clone().all(|g| has(near, g)) {
            continue;
        }
        if ours.clone().any(|g| has(near, g)) {
            continue;
        }
        // Named only by a verb ("lost 31.6 on NQ" after "the average trade
        // made 40.9 on ES"): the clause may continue the previous one's column.
        let weak = near.iter().filter(|w| theirs.clone().any(|g| g.iter().any(|x| x == *w))).all(|w| WEAK.contains(w));
        if weak && (ours.clone().any(|g| has(words.wide(), g)) || named_earlier(piece, ours.clone())) {
            continue;
        }
        let aggregate_only = theirs.clone().all(|g| is_aggregator(g)) && ours.all(|g| is_aggregator(g));
        if aggregate_only && directed {
            continue;
        }
        let named = |w: &str| theirs.clone().any(|g| g.iter().any(|x| x == w));
        let distance = match near_list {
            Some(list) => list.iter().position(|w| named(w)),
            None => previous_list.iter().position(|w| named(w)),
        }
        .unwrap_or(usize::MAX);
        // "ИТОГ +270 PF 1,35": a word naming the number's own column alone
        // (not one both share, as "profit" in net profit and profit factor)
        // stands nearer than the other's: the next number's label is not this one's.
        let own_distance = near_list.and_then(|list| {
            list.iter().position(|w| own.words.contains(w.as_str()) && !other.words.contains(w.as_str()))
        });
        if own_distance.is_some_and(|d| d < distance) {
            continue;
        }
        if best.as_ref().is_none_or(|(d, _)| distance < *d) {
            best = Some((distance, name));
        }
    }
    best.map(|(_, n)| n.to_string())
}

/// True when an earlier clause of the sentence names one of `groups` ("The
/// worst single trade (entered Jul 1) lost 1,800.75": the subject is two
/// clauses back). Read only when a verb alone names another column.
fn named_earlier<'g>(piece: &Piece, mut groups: impl Iterator<Item = &'g Vec<String>>) -> bool {
    let earlier = context::words(&piece.earlier_text);
    groups.any(|g| g.iter().any(|w| earlier.contains(w)))
}

/// Verbs that name a column only weakly ("made", "lost"): they also carry
/// an earlier clause's quantity on.
const WEAK: &[&str] = &["made", "lost", "gained", "earned", "fell", "rose", "dropped", "won"];

/// True for a word group of an aggregate (mean, max, min, median, sum).
fn is_aggregator(group: &[String]) -> bool {
    group.iter().any(|w| {
        matches!(w.as_str(), "mean" | "max" | "min" | "median" | "sum" | "std" | "average" | "maximum" | "minimum")
    })
}
