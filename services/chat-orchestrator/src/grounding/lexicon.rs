//! Words that change what a written number claims: approximation ("about"),
//! units after it ("points", "%", "trades", "₽"), direction ("lost", "gained")
//! and the names people use for the engines' columns and metrics.
//!
//! The word lists live in [`units`], [`cues`] and [`names`] and cover
//! English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
//! Turkish, Russian, Swedish, Czech, Greek, Arabic, Hindi, Chinese, Japanese
//! and Korean; every lookup is on a lower-cased word. Chinese, Japanese and
//! Korean are written without spaces between words (Korean glues its
//! particles on), so their words are found inside a run of characters
//! ([`words_of`], [`cjk_unit`]).

mod cues;
mod measures;
mod names;
mod units;

/// "With" in the product's languages: after a number, it opens what comes
/// next ("23,71 con chiusura a 15.921").
pub const WITH: &[&str] = &["with", "mit", "avec", "con", "com", "met", "z", "с"];

/// "And" in the product's languages: it lists two numbers ("250 and 252",
/// "201 034 i 201 006") or two figures of one subject ("fez 33 trades e
/// lucro de +3.378").
pub const AND: &[&str] = &["and", "und", "et", "e", "y", "i", "и", "en", "和", "与"];

/// Marks that part a list's items ("Q1 320,6, Q2 314,9", "… · sausages …", "、").
pub const LIST_MARKS: &[char] = &[',', ';', '·', '•', '|', '，', '；', '、'];

/// "Then": it orders a list's items ("201 034 puis 201 006") and names
/// nothing itself.
pub const THEN: &[&str] = &["then", "puis", "dann", "затем", "потом", "poi", "depois", "luego", "daarna", "potem"];

pub use cues::{NEGATIVE_CUES, POSITIVE_CUES};
pub use units::{APPROX, COMPARING, SIGN_WORD_BLOCKERS, SIGN_WORDS, TIMES};

use foldhash::{HashMap, HashSet};
use measures::{BASIS_POINT_WORDS, MEASURE_WORDS, PER_MILLE_WORDS, TICK_WORDS};
use names::{MEAN, METRICS, PARAMETERS, SYNONYMS};
use std::{borrow::Cow, sync::OnceLock};
use units::{COUNT_WORDS, MONEY, PERCENT_WORDS, POINT_WORDS};

use crate::result_view::Currency;

/// What a number is written as, from the words right after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// No unit word.
    None,
    /// `%`, "percent", "per cent", "Prozent", "процентов".
    Percent,
    /// "points", "pts", "-point", "Punkte".
    Points,
    /// A currency sign or word.
    Money,
    /// A counting noun: "trades", "days", "sessions", "receipts".
    Count,
    /// A multiple: `0.76x`, `2.8×`, "times".
    Ratio,
    /// "ticks": a contract's minimum price step (a quarter point on NQ and
    /// ES). No result is measured in ticks, so a tool value written in them
    /// is in the wrong unit.
    Ticks,
    /// Basis points ("32.1 bp"): hundredths of a percent. No result is
    /// measured in them, so a tool value written in them is in the wrong unit.
    BasisPoints,
    /// Per mille ("40,5 ‰", "44,7 Promille"): tenths of a percent. No
    /// result is measured in them, so a tool value written in them is in
    /// the wrong unit.
    PerMille,
    /// A physical measure ("187.6 yards", "17.794,42 kg"): no result is
    /// measured in one either.
    Measure,
}

/// The direction a word gives a number: `Some(true)` for a gain ("rose",
/// "rialzo"), `Some(false)` for a loss ("lost", "spadek"), by set lookup
/// (the lists hold hundreds of words).
pub fn cue(word: &str) -> Option<bool> {
    static SETS: OnceLock<(HashSet<&'static str>, HashSet<&'static str>)> = OnceLock::new();
    let (negative, positive) =
        SETS.get_or_init(|| (NEGATIVE_CUES.iter().copied().collect(), POSITIVE_CUES.iter().copied().collect()));
    if negative.contains(word) {
        Some(false)
    } else if positive.contains(word) {
        Some(true)
    } else {
        None
    }
}

/// The unit a word after a number names.
pub fn unit_word(word: &str) -> Unit {
    static UNITS: OnceLock<HashMap<&'static str, Unit>> = OnceLock::new();
    let units = UNITS.get_or_init(|| {
        let mut map = HashMap::default();
        // A word in two lists takes the first of money, points, percent, count
        // (inserted last, so it overrides).
        for (list, unit) in [
            (COUNT_WORDS, Unit::Count),
            (PERCENT_WORDS, Unit::Percent),
            (POINT_WORDS, Unit::Points),
            (MEASURE_WORDS, Unit::Measure),
            (TICK_WORDS, Unit::Ticks),
            (BASIS_POINT_WORDS, Unit::BasisPoints),
            (PER_MILLE_WORDS, Unit::PerMille),
            (money_words(), Unit::Money),
        ] {
            map.extend(list.iter().map(|w| (*w, unit)));
        }
        map
    });
    // Lower-cased only when a letter is upper case (a title-case letter is
    // left as written); an ASCII word in a buffer on the stack.
    let mut buf = [0u8; 32];
    let lower;
    let w = if word.is_ascii() {
        if !word.bytes().any(|b| b.is_ascii_uppercase()) {
            word
        } else if let Some(b) = buf.get_mut(..word.len()) {
            b.copy_from_slice(word.as_bytes());
            b.make_ascii_lowercase();
            std::str::from_utf8(b).unwrap_or(word)
        } else {
            lower = word.to_ascii_lowercase();
            lower.as_str()
        }
    } else if word.chars().any(char::is_uppercase) {
        lower = word.to_lowercase();
        lower.as_str()
    } else {
        word
    };
    if let Some(unit) = units.get(w) {
        *unit
    } else if matches!(w, "x" | "×" | "times" | "fold" | "mal" | "fois" | "veces" | "раза") {
        Unit::Ratio
    } else {
        Unit::None
    }
}

/// Every currency sign and word ([`units::MONEY`]'s words).
fn money_words() -> &'static [&'static str] {
    static WORDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    WORDS.get_or_init(|| MONEY.iter().map(|(w, _)| *w).collect())
}

/// The currency a sign or word names ("₽", "руб.", "dollari", "€"; any
/// case; "¥" is the yen or the yuan); `None` when it names none.
pub fn currency_of(word: &str) -> Option<Currency> {
    let lower = word.to_lowercase();
    MONEY.iter().find(|(w, _)| *w == lower).map(|(_, c)| *c)
}

/// True when `word` (lower case, right before a number) names the input
/// parameter `key`: "nivel" names `level`. A Chinese or Japanese word may
/// end a longer run ("最良は保有").
pub fn names_parameter(key: &str, word: &str) -> bool {
    let words = PARAMETERS.iter().find(|(k, _)| *k == key).map_or(&[][..], |(_, w)| *w);
    word == key || listed(words, word)
}

/// True when `word` is in `list`, or ends with one of its Chinese or
/// Japanese entries (those are written glued to the words before them).
fn listed(list: &[&str], word: &str) -> bool {
    list.iter().any(|w| *w == word || (w.starts_with(is_cjk) && word.ends_with(w)))
}

/// Words naming a place by a code of digits and a letter ("seat 15A",
/// "gate 2B", "assento 2B", "座席 15A"): after one, even a magnitude
/// letter ("2B") is part of the code.
const CODE_WORDS: &[&str] = &[
    "seat",
    "gate",
    "row",
    "platform",
    "berth",
    "cabin",
    "assento",
    "portão",
    "poltrona",
    "asiento",
    "puerta",
    "fila",
    "posto",
    "sitz",
    "sitzplatz",
    "platz",
    "gleis",
    "siège",
    "place",
    "porte",
    "voie",
    "miejsce",
    "bramka",
    "место",
    "выход",
    "ряд",
    "stoel",
    "zitplaats",
    "座席",
    "座位",
    "登机口",
    "搭乗口",
    "ゲート",
    "席",
];

/// True when `word` (lower case) names a place by a code ([`CODE_WORDS`]).
pub fn names_code(word: &str) -> bool {
    listed(CODE_WORDS, word)
}

/// The unit a Chinese or Japanese text right after a number names: its
/// first word, glued to the rest of the clause ("点，周收盘", "枚でした").
pub fn cjk_unit(rest: &str) -> Option<Unit> {
    if !rest.starts_with(is_cjk) {
        return None;
    }
    // A measure word before a unit: "187.6 个最小跳动点", "201.62 个基点".
    let rest = match rest.strip_prefix('个') {
        Some(unit) if [TICK_WORDS, BASIS_POINT_WORDS].iter().any(|l| l.iter().any(|w| unit.starts_with(w))) => unit,
        _ => rest,
    };
    let lists: [(&[&str], Unit); 8] = [
        (money_words(), Unit::Money),
        (POINT_WORDS, Unit::Points),
        (TICK_WORDS, Unit::Ticks),
        (BASIS_POINT_WORDS, Unit::BasisPoints),
        (PERCENT_WORDS, Unit::Percent),
        (COUNT_WORDS, Unit::Count),
        (MEASURE_WORDS, Unit::Measure),
        // "4.88倍": a multiple.
        (&["倍"], Unit::Ratio),
    ];
    lists.iter().find(|(words, _)| words.iter().any(|w| w.starts_with(is_cjk) && rest.starts_with(w))).map(|(_, u)| *u)
}

/// True for a character of a script written without spaces between words
/// (Chinese, Japanese, Korean, their punctuation and full-width forms).
/// (Asked of most chars of an answer, nearly all below U+3000: one
/// comparison rules those out.)
#[inline]
pub fn is_cjk(c: char) -> bool {
    let c = c as u32;
    c >= 0x3000
        && matches!(c,
            0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// True when `run` (Chinese or Japanese) holds an entry of the word lists:
/// a unit, a cue or a column's name ("シャープレシオ" holds "シャープ").
pub fn holds_term(run: &str) -> bool {
    cjk_terms().iter().any(|t| run.contains(t))
}

/// Every Chinese or Japanese entry of the word lists, longest first.
fn cjk_terms() -> &'static [&'static str] {
    static TERMS: OnceLock<Vec<&'static str>> = OnceLock::new();
    TERMS.get_or_init(|| {
        let mut all: Vec<&'static str> = Vec::new();
        for list in [APPROX, money_words(), POINT_WORDS, PERCENT_WORDS, COUNT_WORDS, NEGATIVE_CUES, POSITIVE_CUES, MEAN]
        {
            all.extend_from_slice(list);
        }
        for (_, words) in SYNONYMS {
            all.extend_from_slice(words);
        }
        for (_, groups) in METRICS {
            for g in *groups {
                all.extend_from_slice(g);
            }
        }
        all.retain(|w| w.chars().any(is_cjk));
        all.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        all.dedup();
        all
    })
}

/// The words of `text` (already lower case): runs of letters, digits and
/// the `joins` characters, without those holding an ASCII digit (`rsi14`,
/// `sma_200` are identifiers). Chinese and Japanese are written without
/// spaces, so a run of their characters is cut at digits ("年の平均1.51" →
/// "年の平均") and followed by the list entries found inside it: "周收盘"
/// also reads as "收盘" (close), "一日平均出来高は" as "平均" and "出来高".
/// Without a segmenter, the lists are the dictionary.
pub fn words_of(text: &str, joins: &[char]) -> Vec<String> {
    let mut out = Vec::new();
    words_in(text, joins, |w| out.push(w.to_string()));
    out
}

/// [`words_of`], each word handed to `f` as borrowed (a slice of `text` or
/// a word list's entry): for callers that only read the words.
pub fn words_in<'t>(text: &'t str, joins: &[char], mut f: impl FnMut(&'t str)) {
    for token in text.split(|c: char| !(alphanumeric(c) || joins.contains(&c))).filter(|w| !w.is_empty()) {
        if !token.chars().any(is_cjk) {
            if !token.chars().any(numeric) {
                f(token);
                // A German compound led by "Durchschnitts-" ("Durchschnittsbon",
                // the average receipt) names the average too.
                if token.len() > "durchschnitts".len() && token.starts_with("durchschnitts") {
                    f("durchschnitt");
                }
            }
            continue;
        }
        for part in token.split(char::is_numeric).filter(|p| !p.is_empty()) {
            f(part);
            // The terms inside a run of Chinese or Japanese; a term inside a
            // longer one found there is part of it ("亏" in "盈亏", profit and
            // loss, is no loss).
            let mut found: [&str; 16] = [""; 16];
            let mut n = 0;
            for t in cjk_terms().iter().filter(|t| part.contains(*t) && part != **t) {
                if n < found.len() {
                    found[n] = t;
                    n += 1;
                }
            }
            for (i, t) in found[..n].iter().enumerate() {
                if !found[..n].iter().enumerate().any(|(j, u)| j != i && u.len() > t.len() && u.contains(t)) {
                    f(t);
                }
            }
        }
    }
}

/// `c.is_alphabetic()`, answered without Unicode tables for the scripts
/// answers are mostly written in (ASCII, Latin-1 and Latin Extended,
/// basic Cyrillic, CJK ideographs, Hangul): the checker asks it of every
/// character. Equal to `char::is_alphabetic` for every char (tested
/// exhaustively).
#[inline]
pub fn letter(c: char) -> bool {
    match c as u32 {
        0x41..=0x5A | 0x61..=0x7A => true,
        0..=0x7F => false,
        0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0x24F | 0x400..=0x45F | 0x4E00..=0x9FFF | 0xAC00..=0xD7A3 => true,
        _ => c.is_alphabetic(),
    }
}

/// `c.is_numeric()`, the same way ([`letter`]).
#[inline]
pub fn numeric(c: char) -> bool {
    match c as u32 {
        0x30..=0x39 => true,
        0..=0x7F | 0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0x24F | 0x400..=0x45F | 0x4E00..=0x9FFF | 0xAC00..=0xD7A3 => {
            false
        }
        _ => c.is_numeric(),
    }
}

/// `c.is_alphanumeric()`, the same way ([`letter`]).
#[inline]
pub fn alphanumeric(c: char) -> bool {
    letter(c) || numeric(c)
}

/// `word.to_lowercase()`, borrowed when that is `word` itself: an ASCII
/// word without capitals (most words of an answer) costs no allocation,
/// and an ASCII one needs no Unicode tables.
pub fn lowercase(word: &str) -> Cow<'_, str> {
    if !word.is_ascii() {
        Cow::Owned(word.to_lowercase())
    } else if word.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(word.to_ascii_lowercase())
    } else {
        Cow::Borrowed(word)
    }
}

/// The run of characters `keep` accepts at the end of `text` ("over the
/// last" → "last"): the word right before a number, as written.
pub fn word_at_end(text: &str, keep: impl Fn(char) -> bool) -> &str {
    let start = text.char_indices().rev().take_while(|(_, c)| keep(*c)).last().map_or(text.len(), |(i, _)| i);
    &text[start..]
}

/// The run of characters `keep` accepts at the start of `text`: the word
/// right after a number, as written.
pub fn word_at_start(text: &str, keep: impl Fn(char) -> bool) -> &str {
    let end = text.char_indices().find(|(_, c)| !keep(*c)).map_or(text.len(), |(i, _)| i);
    &text[..end]
}

/// True for a currency sign written before a number.
pub fn currency_sign(c: char) -> bool {
    matches!(c, '$' | '€' | '£' | '₽' | '¥' | '₹')
}

/// A column or metric name split into the groups of words that name it: a
/// group is satisfied when a sentence contains one of its words. `mean_range`
/// → `[[mean, average, avg, typical], [range]]`.
pub fn name_groups(name: &str) -> Vec<Vec<String>> {
    let lower = name.to_lowercase();
    // A sweep's figures: `is_`/`oos_` is the sample (judged on its own, see
    // `grounding::sample`), then qualifiers (`walk_forward_`, `fold2_`,
    // `neighbours_`, `mean_`) before a metric name.
    if let Some(rest) = lower.strip_prefix("is_").or_else(|| lower.strip_prefix("oos_")) {
        let mut groups: Vec<Vec<String>> = Vec::new();
        let mut rest = rest;
        loop {
            let (group, tail): (&[&str], &str) = if let Some(t) = rest.strip_prefix("walk_forward_") {
                (&["walk", "walk-forward", "forward", "folds"], t)
            } else if let Some(t) = rest.strip_prefix("neighbours_") {
                (&["neighbours", "neighbors", "neighbouring", "neighboring", "adjacent", "nearby"], t)
            } else if let Some(t) = rest.strip_prefix("mean_") {
                (MEAN, t)
            } else if rest.starts_with("fold") && rest.contains('_') {
                let (_, t) = rest.split_once('_').unwrap_or((rest, ""));
                (&["fold", "folds", "window", "windows"], t)
            } else {
                break;
            };
            groups.push(group.iter().map(|w| (*w).to_string()).collect());
            rest = tail;
        }
        groups.extend(name_groups(rest));
        return groups;
    }
    if let Some(groups) = METRICS.iter().find(|(n, _)| *n == lower).map(|(_, g)| g) {
        return groups.iter().map(|g| g.iter().map(|w| (*w).to_string()).collect()).collect();
    }
    let cleaned: String = lower.chars().map(|c| if c.is_alphanumeric() { c } else { ' ' }).collect();
    let tokens: Vec<&str> = cleaned.split_whitespace().filter(|t| !t.chars().all(|c| c.is_ascii_digit())).collect();
    // A token's synonyms leave out the name's other tokens: in "sum(total)"
    // the sum's words ("total", "合计") would otherwise include the argument
    // every aggregate of the column shares, and "sum" could not tell the
    // sum from "avg(total)".
    let synonyms = |token: &str| SYNONYMS.iter().find(|(t, _)| *t == token).map(|(_, s)| *s);
    let group = |token: &str, keep: &dyn Fn(&str) -> bool| -> Vec<String> {
        match synonyms(token) {
            Some(words) => words.iter().filter(|w| **w == token || keep(w)).map(|w| (*w).to_string()).collect(),
            None => vec![token.to_string()],
        }
    };
    let call = tokens.len() >= 2 && matches!(tokens[0], "sum" | "avg" | "mean" | "max" | "min" | "count" | "median");
    if !call {
        return tokens.iter().map(|&t| group(t, &|w| !tokens.contains(&w))).collect();
    }
    // An aggregate call ("sum(total)", "avg(total)"): the argument is named
    // by its words but not by a noun for the sum ("sum", "合计", which names
    // the sum, not the average's amount), and the aggregate by its words
    // but not by the argument's ("spent" names the amount of every
    // aggregate of it, so it tells none apart).
    let arguments: Vec<Vec<String>> =
        tokens[1..].iter().map(|&t| group(t, &|w| !tokens.contains(&w) && !SUM_NOUNS.contains(&w))).collect();
    let function = group(tokens[0], &|w| !tokens.contains(&w) && !arguments.iter().flatten().any(|a| a == w));
    std::iter::once(function).chain(arguments).collect()
}

/// Nouns for a sum (not for an amount or for spending): "sum", "итого", "合计".
const SUM_NOUNS: &[&str] = &[
    "sum",
    "итого",
    "somma",
    "soma",
    "suma",
    "toplam",
    "合计",
    "总计",
    "合計",
    "σύνολο",
    "celkem",
    "łącznie",
    "razem",
];

#[cfg(test)]
mod tests {
    #[test]
    fn letters_and_digits_agree_with_unicode_for_every_char() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            assert_eq!(letter(c), c.is_alphabetic(), "{c:?}");
            assert_eq!(numeric(c), c.is_numeric(), "{c:?}");
            assert_eq!(alphanumeric(c), c.is_alphanumeric(), "{c:?}");
        }
    }

    use super::*;

    #[test]
    fn parameters_named_before_their_values() {
        assert!(names_parameter("level", "nivel") && names_parameter("level", "уровень"));
        assert!(names_parameter("hold", "最良は保有") && names_parameter("sl", "sl"));
        assert!(!names_parameter("level", "sharpe") && !names_parameter("hold", "level"));
    }

    #[test]
    fn units_after_numbers() {
        assert_eq!(unit_word("Points"), Unit::Points);
        assert_eq!(unit_word("₽"), Unit::Money);
        assert_eq!(unit_word("trades"), Unit::Count);
        assert_eq!(unit_word("percent"), Unit::Percent);
        assert_eq!(unit_word("x"), Unit::Ratio);
        assert_eq!(unit_word("weekday"), Unit::None);
    }

    #[test]
    fn chinese_and_japanese_words_are_found_inside_runs() {
        let w = words_of("周收盘8,926.25点 week rsi14", &[]);
        assert_eq!(w, ["周收盘", "收盘", "点", "week"]);
        let w = words_of("2023年の一日平均出来高は201,006枚", &[]);
        assert!(w.contains(&"平均".to_string()) && w.contains(&"出来高".to_string()), "{w:?}");
        assert!(w.iter().all(|w| !w.contains('2')), "{w:?}");
        assert_eq!(cjk_unit("点，周收盘"), Some(Unit::Points));
        assert_eq!(cjk_unit("枚でした"), Some(Unit::Count));
        assert_eq!(cjk_unit("卢布。"), Some(Unit::Money));
        assert_eq!(cjk_unit("平均"), None);
        assert_eq!(cjk_unit("points"), None);
    }

    #[test]
    fn units_in_the_added_languages() {
        assert_eq!(unit_word("punti"), Unit::Points);
        assert_eq!(unit_word("pontos"), Unit::Points);
        assert_eq!(unit_word("sesji"), Unit::Count);
        assert_eq!(unit_word("zł"), Unit::Money);
        assert_eq!(currency_of("¥"), Some(Currency::YenOrYuan));
        assert_eq!(currency_of("Franken"), Some(Currency::Franc));
        assert_eq!(currency_of("Рублей"), Some(Currency::Rouble));
        assert_eq!(currency_of("trades"), None);
        assert_eq!(unit_word("procent"), Unit::Percent);
    }

    #[test]
    fn names_split_into_word_groups() {
        let g = name_groups("mean_range");
        assert!(
            g[0].contains(&"average".to_string())
                && g[1][..7] == ["range", "ranges", "spanned", "span", "диапазон", "spanne", "amplitude"]
        );
        assert_eq!(name_groups("win_rate").len(), 2);
        assert_eq!(name_groups("sum(total)").len(), 2);
        assert_eq!(name_groups("count(*)"), name_groups("count"));
        assert_eq!(name_groups("sma_200"), vec![vec!["sma".to_string()]]);
    }
}
