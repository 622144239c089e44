//! Sweep honesty: an answer that states a parameter sweep's results must
//! also state what keeps them honest.
//!
//! A sweep picks the best of many configurations on in-sample data, so the
//! best in-sample figure is biased upwards by the search itself. The backtest
//! service therefore always returns the out-of-sample figures, the number of
//! configurations tried and a plain-language caveat, and its tool description
//! tells the model to pass them on. This check enforces it: when an answer
//! states a figure of a `backtest_sweep` result (typed and matched to one of
//! its values, or cited), it must also state
//!
//! 1. an **out-of-sample** figure of that sweep,
//! 2. the **number of configurations tried** (typed, spelled out for small
//!    counts, or cited as `{{rK.configurations}}`), and
//! 3. the **caveat** in plain words — that the result may be luck, overfitted
//!    or biased by the search, or that it guarantees nothing (in the
//!    languages answers are written in).
//!
//! Otherwise it is one failed claim, `sweep_disclosure`, on the first
//! in-sample figure stated (else the first figure), whose message names what
//! is missing and which values to cite for it.

use super::{
    Cited, Issue, IssueKind,
    evidence::{Evidence, Fact},
    scan::Mention,
};
use crate::result_view::{Sample, shown};

/// Columns that say how big the search was rather than how it did: stating
/// them alone presents no result.
const COUNTS: &[&str] = &["configurations", "grid", "eligible", "neighbours"];

/// Words (lower case, matched as substrings) that pass on the caveat: the
/// best of many tries may be luck, overfitted or biased; past results
/// guarantee nothing.
const CAVEAT_MARKERS: &[&str] = &[
    "overfit",
    "over-fit",
    "curve-fit",
    "curve fit",
    "data-min",
    "data min",
    "snooping",
    "selection bias",
    "biased",
    "bias",
    "luck",
    "lucky",
    "chance",
    "guarantee",
    "not proven",
    "isn't proven",
    "no proof",
    "optimistic",
    "inflated",
    "flatter",
    "cherry-pick",
    "may not hold",
    "may not persist",
    "fragile",
    // German
    "überanpass",
    "überoptimi",
    "zufall",
    "garantie",
    "garantiert",
    "verzerrt",
    "verzerrung",
    // French
    "surapprentissage",
    "sur-optimis",
    "suroptimis",
    "hasard",
    "garanti",
    "biais",
    // Spanish
    "sobreajuste",
    "sesgo",
    "sobreoptimiz",
    "azar",
    "suerte",
    "garantiza",
    "sesgad",
    // Russian
    "переобуч",
    "подгон",
    "случайн",
    "удач",
    "гарантир",
    "смещ",
    // Italian
    "sovradattament",
    "fortuna",
    "casual",
    "garanzi",
    "distort",
    "distorsion",
    // Portuguese
    "sorte",
    "acaso",
    "garanti",
    "viés",
    "enviesad",
    // Dutch
    "toeval",
    "geluk",
    "vertekend",
    // Polish
    "przeuczeni",
    "przypadk",
    "przypadek",
    "szczęści",
    "gwarancj",
    "gwarantuj",
    // Turkish
    "aşırı uyum",
    "şans",
    "tesadüf",
    "yanlılık",
    // Chinese
    "过拟合",
    "运气",
    "偶然",
    "不保证",
    "偏差",
    "偏误",
    "过度优化",
    "数据挖掘",
    // Japanese
    "過学習",
    "過剰適合",
    "上振れ",
    "過剰最適化",
    "運が",
    "保証",
    "バイアス",
    "偶然",
    "カーブフィッティング",
    "オーバーフィット",
];

/// Small counts written as words ("twelve configurations", "douze
/// combinaisons", "nove configurazioni", "dziewięć konfiguracji"), in the
/// taught languages; Chinese and Japanese numerals count only before a
/// counter ("九组", "12通り").
const NUMBER_WORDS: &[(&str, u64)] = &[
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("fifteen", 15),
    ("sixteen", 16),
    ("twenty", 20),
    // German, French, Spanish, Italian, Portuguese, Dutch
    ("neun", 9),
    ("zwölf", 12),
    ("sechs", 6),
    ("neuf", 9),
    ("douze", 12),
    ("nueve", 9),
    ("doce", 12),
    ("seis", 6),
    ("nove", 9),
    ("dodici", 12),
    ("sei", 6),
    ("doze", 12),
    ("negen", 9),
    ("twaalf", 12),
    ("zes", 6),
    // Polish, Russian
    ("dziewięć", 9),
    ("dziewięciu", 9),
    ("dwanaście", 12),
    ("dwunastu", 12),
    ("sześć", 6),
    ("девять", 9),
    ("девяти", 9),
    ("двенадцать", 12),
    ("двенадцати", 12),
    ("шесть", 6),
];

/// Chinese and Japanese numerals, counted only before a counter.
const CJK_NUMBERS: &[(&str, u64)] = &[("六", 6), ("九", 9), ("十二", 12)];
const CJK_COUNTERS: &[char] = &['组', '組', '种', '種', '个', '個', '套', '通', 'つ', '件'];

/// True when an answer (`lower`, lower-cased) passes on the caveat in plain words.
fn has_caveat(lower: &str) -> bool {
    CAVEAT_MARKERS.iter().any(|m| lower.contains(m))
}

/// A typed number and the value it was read as quoting.
#[derive(Debug, Clone)]
pub struct Quoted {
    /// Byte range in the answer.
    pub span: (usize, usize),
    /// The value (the fitting one, or the nearest cell when none fits).
    pub fact: Fact,
    /// The sample the sentence says it was measured on.
    pub said: Option<Sample>,
}

/// The disclosure issues of `answer`. `numbers` are all numbers it types
/// (counting words included); `quoted` the values typed numbers were read as;
/// `bound` the cited numbers.
pub fn check(answer: &str, numbers: &[Mention], quoted: &[Quoted], bound: &[Cited], e: &Evidence) -> Vec<Issue> {
    let mut out = Vec::new();
    // The answer in lower case, made once for every sweep (and only for one
    // whose figures the answer states).
    let lowered = std::cell::OnceCell::new();
    let lower = || lowered.get_or_init(|| super::context::to_lower(answer)).as_str();
    for (ri, info) in e.results.iter().enumerate().filter(|(_, r)| r.tool == "backtest_sweep") {
        // The sweep's values the answer states, typed or cited, in order; a
        // typed number quoted as out-of-sample counts as stating one (if it
        // is not, it fails as `wrong_sample`).
        let mut stated: Vec<((usize, usize), Fact)> = Vec::new();
        let mut said_out = false;
        for q in quoted.iter().filter(|q| q.fact.result == Some(ri)) {
            said_out |= q.said == Some(Sample::Out);
            stated.push((q.span, q.fact.clone()));
        }
        for c in bound.iter().filter(|c| c.result == info.index) {
            if let Some(f) = e.cell(ri, c.row, &c.column) {
                stated.push((c.span, f.clone()));
            }
        }
        stated.sort_by_key(|(s, _)| s.0);
        let figures: Vec<&((usize, usize), Fact)> =
            stated.iter().filter(|(_, f)| !COUNTS.contains(&f.column.as_str())).collect();
        let Some(first) = figures.iter().find(|(_, f)| f.sample == Some(Sample::In)).or(figures.first()) else {
            continue;
        };
        let tried = e.cell(ri, None, "configurations").map(|f| f.value);
        let mut missing: Vec<String> = Vec::new();
        if !said_out && !figures.iter().any(|(_, f)| f.sample == Some(Sample::Out)) {
            let (_, f) = first;
            let oos = f
                .column
                .strip_prefix("is_")
                .and_then(|rest| e.cell(ri, f.row, &format!("oos_{rest}")))
                .or_else(|| best_out_of_sample(e, ri));
            missing.push(match oos {
                Some(o) => format!(
                    "the out-of-sample figure ({} = {})",
                    e.reference(o).map(|r| format!("{{{{{r}}}}}")).unwrap_or_default(),
                    shown(o.value)
                ),
                None => "the out-of-sample figures".to_string(),
            });
        }
        let count_stated = tried.is_some_and(|n| {
            stated.iter().any(|(_, f)| f.column == "configurations")
                || numbers.iter().any(|m| m.readings.iter().any(|r| (r.value - n).abs() < 1e-9 && !r.fraction))
                || spelled(lower(), n)
        });
        if !count_stated {
            missing.push(match tried {
                Some(n) => format!(
                    "the number of configurations tried ({{{{r{}.configurations}}}} = {})",
                    info.index,
                    shown(n)
                ),
                None => "the number of configurations tried".to_string(),
            });
        }
        if !has_caveat(lower()) {
            missing.push(match &info.caveat {
                Some(c) => format!("the caveat in plain words (\"{c}\")"),
                None => "the caveat in plain words".to_string(),
            });
        }
        if missing.is_empty() {
            continue;
        }
        let ((a, b), f) = first;
        let text = answer[*a..*b].to_string();
        let what = match f.sample {
            Some(s) => format!("{} figure of r{}", s.as_str(), info.index),
            None => format!("figure of r{}", info.index),
        };
        let hint = format!("state {} beside it", join(&missing));
        out.push(Issue {
            text: text.clone(),
            span: (*a, *b),
            kind: IssueKind::SweepDisclosure,
            message: format!(
                "{text} is a sweep's {what}, stated without {}: a sweep's best in-sample result is biased by the search",
                join(&missing)
            ),
            suggestion: None,
            expected: None,
            hint: Some(hint),
        });
    }
    out
}

/// The best configuration's out-of-sample objective (row `#1`).
fn best_out_of_sample(e: &Evidence, ri: usize) -> Option<&Fact> {
    e.of_result(ri)
        .find(|f| f.row == Some(0) && f.sample == Some(Sample::Out) && f.column.ends_with("sharpe"))
        .or_else(|| e.of_result(ri).find(|f| f.row == Some(0) && f.sample == Some(Sample::Out)))
}

/// True when an answer (`lower`, lower-cased) spells `n` in words.
fn spelled(lower: &str, n: f64) -> bool {
    let words = NUMBER_WORDS
        .iter()
        .filter(|(_, v)| *v as f64 == n)
        .any(|(w, _)| lower.split(|c: char| !c.is_alphabetic()).any(|x| x == *w));
    words
        || CJK_NUMBERS.iter().filter(|(_, v)| *v as f64 == n).any(|(w, _)| {
            lower.match_indices(w).any(|(i, _)| {
                let before = lower[..i].chars().next_back();
                let after = lower[i + w.len()..].trim_start().chars().next();
                // "十二" is not the end of "二十二", nor "九" of "十九".
                !before.is_some_and(|c| "一二三四五六七八九十百".contains(c))
                    && after.is_some_and(|c| CJK_COUNTERS.contains(&c))
            })
        })
}

fn join(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
