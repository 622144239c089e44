//! Which rows of a result a piece of an answer names: by date (or "the most
//! recent"), weekday, month, year, quarter, hour, or name — a key, a word
//! only that key has, a short code written as given (`ES`), or a row's text
//! value (a listing's shop, a sweep configuration's parameters).

use std::{cell::RefCell, rc::Rc};

use super::{
    context::Piece,
    evidence::{Evidence, ResultInfo},
    lexicon,
};
use crate::{
    calendar::{self, DateParts},
    result_view::KeyKind,
};

/// The rows each result names in one piece, computed on first use: every
/// candidate value of every number in the piece asks, and the answer depends
/// only on the piece and the result. Keyed by the result's `K` (a piece is
/// checked against one turn's evidence).
#[derive(Debug, Clone, Default)]
pub struct NamedRows(RefCell<Vec<(usize, Rc<[usize]>)>>);

/// Rows of a result the piece names (by date, weekday, month, year, quarter,
/// hour or name).
pub fn named_rows(info: &ResultInfo, piece: &Piece) -> Rc<[usize]> {
    if let Some((_, rows)) = piece.named.0.borrow().iter().find(|(k, _)| *k == info.index) {
        return rows.clone();
    }
    let rows: Rc<[usize]> = find_named_rows(info, piece).into();
    piece.named.0.borrow_mut().push((info.index, rows.clone()));
    rows
}

fn find_named_rows(info: &ResultInfo, piece: &Piece) -> Vec<usize> {
    let k = &piece.keys;
    let rows = info.keys.iter().enumerate();
    let nothing = match info.key_kind {
        KeyKind::Date => k.dates.is_empty() && k.months.is_empty() && !k.latest,
        KeyKind::Weekday => k.weekdays.is_empty(),
        KeyKind::Month => k.months.is_empty() && k.dates.is_empty(),
        KeyKind::Year => k.years.is_empty(),
        KeyKind::Quarter => k.quarters.is_empty(),
        KeyKind::Hour => k.hours.is_empty() && !k.first_hour && !k.last_hour,
        KeyKind::Text | KeyKind::Number => false,
    };
    if nothing {
        return Vec::new();
    }
    match info.key_kind {
        KeyKind::Date => {
            if !k.dates.is_empty() {
                // A row is also named by a date among its labels (a trade's exit day).
                let agrees = |s: &str| DateParts::iso(s).is_some_and(|d| k.dates.iter().any(|x| x.agrees(&d)));
                rows.filter(|(i, key)| {
                    agrees(key) || info.labels.get(*i).is_some_and(|ls| ls.iter().any(|l| agrees(l)))
                })
                .map(|(i, _)| i)
                .collect()
            } else if k.months.is_empty() {
                // "the most recent week": the last row.
                info.keys.len().checked_sub(1).into_iter().collect()
            } else if !k.months.is_empty() {
                rows.filter(|(_, key)| {
                    DateParts::iso(key).is_some_and(|d| {
                        d.month.is_some_and(|m| k.months.contains(&m))
                            && (k.years.is_empty() || d.year.is_some_and(|y| k.years.contains(&y)))
                    })
                })
                .map(|(i, _)| i)
                .collect()
            } else {
                Vec::new()
            }
        }
        KeyKind::Weekday => rows
            .filter(|(_, key)| calendar::weekday(key).is_some_and(|d| k.weekdays.contains(&d)))
            .map(|(i, _)| i)
            .collect(),
        KeyKind::Month => {
            let months: Vec<u32> = k.months.iter().copied().chain(k.dates.iter().filter_map(|d| d.month)).collect();
            rows.filter(|(_, key)| calendar::month(key).is_some_and(|m| months.contains(&m))).map(|(i, _)| i).collect()
        }
        KeyKind::Year => {
            rows.filter(|(_, key)| key.parse::<i32>().is_ok_and(|y| k.years.contains(&y))).map(|(i, _)| i).collect()
        }
        KeyKind::Quarter => {
            rows.filter(|(_, key)| key.parse::<u32>().is_ok_and(|q| k.quarters.contains(&q))).map(|(i, _)| i).collect()
        }
        // "the opening hour", "the closing hour": the first or last row.
        KeyKind::Hour if k.hours.is_empty() => {
            let last = info.keys.len().checked_sub(1);
            [k.first_hour.then_some(0), k.last_hour.then_some(last).flatten()].into_iter().flatten().collect()
        }
        KeyKind::Hour => rows
            .filter(|(_, key)| key.get(..2).and_then(|h| h.parse::<u32>().ok()).is_some_and(|h| k.hours.contains(&h)))
            .map(|(i, _)| i)
            .collect(),
        KeyKind::Text => {
            // A row is named by its key, else by one of its text values (a
            // portfolio leg by its instrument).
            let by_key = |text: &str, raw: &str| -> Vec<usize> {
                let text = Text::new(text);
                let keys = info.normalised_keys.iter().enumerate();
                let own: Vec<usize> = keys
                    .filter(|(i, key)| match info.keys.get(*i) {
                        Some(k) if is_code(k) => names_code(raw, k),
                        _ => names_key(
                            &text,
                            key,
                            info.latin_keys.get(*i).and_then(Option::as_deref),
                            info.key_tokens.get(*i),
                        ),
                    })
                    .map(|(i, _)| i)
                    .collect();
                if !own.is_empty() {
                    return own;
                }
                info.labels
                    .iter()
                    .zip(&info.normalised_labels)
                    .zip(&info.latin_labels)
                    .enumerate()
                    .filter(|(_, ((labels, normalised), latin))| {
                        labels.iter().zip(normalised.iter()).zip(latin.iter()).any(|((l, n), lat)| {
                            if is_code(l) { names_code(raw, l) } else { names_key(&text, n, lat.as_deref(), None) }
                        })
                    })
                    .map(|(i, _)| i)
                    .collect()
            };
            let mut own = by_key(&piece.text, &piece.raw);
            if let Some((text, raw)) = piece.list_tail.as_ref().filter(|_| own.is_empty()) {
                own = by_key(text, raw);
            }
            if let Some((text, raw)) = &piece.list_head {
                for i in by_key(text, raw) {
                    if !own.contains(&i) {
                        own.push(i);
                    }
                }
            }
            // "… VkusVill con 145.619,56 ₽ e Auchan con 106.458,44 ₽": a
            // piece naming a name the result does not know speaks of that
            // name, not of the rows named before it.
            // "ES draagt het: +134.871,25 tegen −86.112,30": a compared figure
            // naming no row of its own may be another row's.
            if own.is_empty()
                && !piece.earlier_text.is_empty()
                && !piece.led_by(super::context::COMPARISONS)
                && !names_another(&piece.raw)
                && !piece.item_before.as_ref().is_some_and(|(text, raw)| {
                    led_by_own_name(info, &piece.raw) && (!by_key(text, raw).is_empty() || led_by_own_name(info, raw))
                })
            {
                by_key(&piece.earlier_text, &piece.earlier_raw)
            } else {
                own
            }
        }
        // A listing's rows are named by their text values ("the receipt from Дикси").
        KeyKind::Number => {
            // A row's first label names it alone (a sweep configuration's full
            // "level=40, hold=3"); its other labels may name several rows ("level=40").
            let by_label = |text: &str| -> Vec<usize> {
                let text = Text::new(text);
                let named = |skip: usize| -> Vec<usize> {
                    info.normalised_labels
                        .iter()
                        .zip(&info.latin_labels)
                        .enumerate()
                        .filter(|(_, (labels, latin))| {
                            labels
                                .iter()
                                .zip(latin.iter())
                                .skip(skip)
                                .take(if skip == 0 { 1 } else { usize::MAX })
                                .any(|(l, lat)| names_key(&text, l, lat.as_deref(), None))
                        })
                        .map(|(i, _)| i)
                        .collect()
                };
                let first = named(0);
                if first.is_empty() { named(1) } else { first }
            };
            let own = by_label(&piece.text);
            let own =
                if own.is_empty() && !piece.earlier_text.is_empty() { by_label(&piece.earlier_text) } else { own };
            // A dated listing's rows are named by their day as well ("15 jun
            // Перекрёсток 934,93": of the shop's receipts, the one of 15 June).
            let dated: Vec<usize> = if k.dates.is_empty() {
                Vec::new()
            } else {
                let agrees = |l: &String| DateParts::iso(l).is_some_and(|d| k.dates.iter().any(|x| x.agrees(&d)));
                (0..info.labels.len()).filter(|&i| info.labels[i].iter().any(agrees)).collect()
            };
            match (own.is_empty(), dated.is_empty()) {
                (_, true) => own,
                (true, false) => dated,
                (false, false) => {
                    let both: Vec<usize> = own.iter().copied().filter(|i| dated.contains(i)).collect();
                    if both.is_empty() { own.into_iter().chain(dated).collect() } else { both }
                }
            }
        }
    }
}

/// A name the rows' keys do not spell: a capitalised Latin word inside the
/// piece, not its first ("Auchan", "Dixy"), or a word in katakana, as
/// Japanese writes foreign names ("ソーセージ"), that no word list knows
/// ("シャープレシオ" names a column).
fn names_another(raw: &str) -> bool {
    let latin = raw.split(|c: char| !lexicon::alphanumeric(c)).filter(|w| !w.is_empty()).skip(1).any(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(|c| c.is_ascii_uppercase()) && w.len() >= 4 && cs.all(|c| c.is_ascii_lowercase())
    });
    let katakana = |c: char| matches!(c, '\u{30a1}'..='\u{30fa}' | 'ー');
    latin || raw.split(|c: char| !katakana(c)).any(|run| run.chars().count() >= 3 && !lexicon::holds_term(run))
}

/// "Käse Ламбер 16.036,41 (39), Putenhack 16.001,43 (33)", "nappies Merries
/// 20,886.90 · sausages 17,794.42", "Останкино sausages (₽17,794.42) and
/// pork loin (₽16,536.40)": after an item naming its row (or led by such a
/// name itself: "…, diapers ₽20,886.90, sausages ₽17,794.42"), a piece led,
/// before its first number, by one to three words that no column,
/// statistic, unit, cue or comparison names (after the words that join a
/// list) is the next item, a row the keys spell in another language, not
/// more of the row the item before named.
fn led_by_own_name(info: &ResultInfo, raw: &str) -> bool {
    let Some(first) = raw.find(|c: char| c.is_ascii_digit()) else { return false };
    let head = &raw[..first];
    if head.chars().any(lexicon::is_cjk) {
        return false;
    }
    let words = lexicon::words_of(&head.to_lowercase(), &['-']);
    let mut words = words.iter().map(String::as_str).peekable();
    while words.next_if(|w| lexicon::AND.contains(w) || lexicon::THEN.contains(w)).is_some() {}
    let words: Vec<&str> = words.collect();
    let known = |w: &str| {
        info.columns.iter().any(|c| c.words.contains(w))
            || super::matching::statistic(w).is_some()
            || lexicon::unit_word(w) != lexicon::Unit::None
            || lexicon::cue(w).is_some()
            || lexicon::currency_of(w).is_some()
            || super::context::COMPARISONS.contains(&w)
    };
    (1..=3).contains(&words.len())
        && words[0].chars().count() >= 4
        && words.iter().all(|w| w.chars().all(lexicon::letter) && !known(w))
}

/// A short code (`NQ`, `ES`): named only as a whole word written as given
/// ("es" is a Spanish word, "ES" the instrument).
fn is_code(key: &str) -> bool {
    let n = key.chars().count();
    (1..3).contains(&n) && key.chars().all(char::is_alphanumeric)
}

/// Does `raw` (as written) hold `code` as a whole word? (A code glued to
/// Chinese or Japanese is a word of its own: "ESの脚は".)
fn names_code(raw: &str, code: &str) -> bool {
    let mut found = false;
    script_words(raw, |w| found |= w == code);
    found
}

/// The words of `text` (split at what is not a letter or digit), each
/// split again where Latin or Cyrillic meets Chinese or Japanese.
fn script_words<'a>(text: &'a str, mut each: impl FnMut(&'a str)) {
    for w in text.split(|c: char| !lexicon::alphanumeric(c)) {
        let mut start = 0;
        let mut cjk = None;
        for (i, c) in w.char_indices() {
            let now = lexicon::is_cjk(c);
            if cjk.is_some_and(|was| was != now) {
                each(&w[start..i]);
                start = i;
            }
            cjk = Some(now);
        }
        each(&w[start..]);
    }
}

/// A piece's text (lower case) and its words, split once for all the keys
/// and labels it is compared with.
struct Text<'a> {
    text: &'a str,
    words: Vec<&'a str>,
}

impl<'a> Text<'a> {
    /// A Latin or Cyrillic name glued to Chinese or Japanese ("其次是Merries纸尿裤")
    /// is a word of its own.
    fn new(text: &'a str) -> Self {
        let mut words = Vec::new();
        script_words(text, |w| words.push(w));
        Self { text, words }
    }
}

/// Does `text` (lower case) name the row `key` (normalised), or the same key
/// in Latin letters (`latin`, for a Cyrillic key: "Ostankino")? The whole
/// key, a word of it with a different ending ("Перекрёстке"), or a word only
/// this key has.
fn names_key(text: &Text<'_>, key: &str, latin: Option<&str>, tokens: Option<&Vec<String>>) -> bool {
    names_spelling(text, key, tokens) || latin.is_some_and(|l| names_spelling(text, l, None))
}

/// [`names_key`] for one spelling of the key.
fn names_spelling(text: &Text<'_>, key: &str, tokens: Option<&Vec<String>>) -> bool {
    let chars = key.chars().count();
    if chars >= 3 && text.text.contains(key) {
        return true;
    }
    let single = !key.contains(char::is_whitespace);
    if single && chars >= 5 {
        // All but the last two letters.
        let stem = key.char_indices().nth(chars - 2).map_or(key, |(i, _)| &key[..i]);
        if text.words.iter().any(|w| w.starts_with(stem)) {
            return true;
        }
    }
    tokens.is_some_and(|t| t.iter().any(|tok| text.words.iter().any(|w| w == tok)))
}

/// Row keys from the engine's text (`stop`, `take_profit`) the piece names.
pub(super) fn named_text_keys(e: &Evidence, r: usize, piece: &Piece) -> Vec<String> {
    e.results[r]
        .text_keys
        .iter()
        .filter(|k| {
            let synonyms: &[&str] = match k.as_str() {
                "take_profit" => &["take", "target", "targets", "profit-taking"],
                "timeout" => &["time", "timeout", "timed", "timeouts"],
                "stop" => &["stop", "stops", "stopped", "stop-outs", "stop-loss"],
                "trailing_stop" => &["trailing"],
                "breakeven" => &["breakeven", "break-even"],
                "target" => &["target", "targets"],
                _ => &[],
            };
            piece.words.iter().any(|w| synonyms.contains(&w) || w == k.as_str())
        })
        .cloned()
        .collect()
}
