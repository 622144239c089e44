//! In-sample or out-of-sample: which part of a validated search a sentence
//! says a number was measured on.
//!
//! A parameter sweep ranks configurations on in-sample data and reports the
//! same configurations out-of-sample; the in-sample figure of the best is
//! biased upwards by the search itself. Quoting it as out-of-sample (or the
//! other way round) misstates exactly what the sweep guards against, so every
//! sweep figure carries its sample ([`Sample`]) and the words around a typed
//! number are read for one: "in-sample", "IS", "training" / "out-of-sample",
//! "OOS", "test", "hold-out", "walk-forward", in the answer's languages.
//!
//! A number's cue is one right after it ("−3.52 out of sample"), else the
//! nearest since the previous number that does not qualify that number; a
//! number with none takes the cue of the number before it in the same clause
//! ("in-sample: Sharpe 1.68 on 25 trades" — the 25 is in-sample too), never
//! across a comma, parenthesis or contrast: a figure whose sample the words
//! do not settle is not judged on it. Numbers in an aside that closes before
//! the figure ("in-sample the best (level 40, hold 3) lost …") are skipped
//! in that search: they neither carry the cue nor block it.

use std::sync::OnceLock;

use foldhash::HashMap;

use super::{
    context::{self, Piece},
    lexicon::{self, Unit},
    scan::Mention,
};
use crate::result_view::Sample;

/// A sample named in the answer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cue {
    /// Byte range in the text.
    pub span: (usize, usize),
    /// The sample it names.
    pub sample: Sample,
}

/// Single words naming a sample (lower case), hyphenated forms included.
const OUT_WORDS: &[&str] = &[
    "out-of-sample",
    "out-sample",
    "oos",
    "test",
    "testing",
    "holdout",
    "hold-out",
    "unseen",
    "walk-forward",
    "validation",
    "hors-échantillon",
    "testdaten",
    "testzeitraum",
    "testphase",
    "teste",
    "testperiode",
    "testowym",
    "testowej",
];
const IN_WORDS: &[&str] = &[
    "in-sample",
    "training",
    "train",
    "trained",
    "fitted",
    "backfitted",
    "trainingsdaten",
    "trainingszeitraum",
    "обучающей",
    "обучающая",
    "обучающих",
    "обучении",
    "treino",
    "treinamento",
    "addestramento",
    "trainingsperiode",
    "treningowym",
    "treningowej",
    "eğitim",
];
/// Word sequences naming a sample.
const OUT_PHRASES: &[&[&str]] = &[
    &["out", "of", "sample"],
    &["hors", "échantillon"],
    &["hors", "de", "l", "échantillon"],
    &["fuera", "de", "muestra"],
    &["fuera", "de", "la", "muestra"],
    &["вне", "выборки"],
    &["на", "тестовом"],
    &["на", "тестовых"],
    &["fuori", "campione"],
    &["fuori", "dal", "campione"],
    &["fora", "da", "amostra"],
    &["fora", "de", "amostra"],
    &["buiten", "de", "steekproef"],
    &["poza", "próbą"],
    &["poza", "próbką"],
    &["örneklem", "dışı"],
];
const IN_PHRASES: &[&[&str]] = &[
    &["in", "sample"],
    &["dans", "l", "échantillon"],
    &["en", "échantillon"],
    &["en", "muestra"],
    &["en", "la", "muestra"],
    &["dentro", "de", "la", "muestra"],
    &["dentro", "de", "muestra"],
    &["в", "выборке"],
    &["внутри", "выборки"],
    &["nel", "campione"],
    &["dentro", "da", "amostra"],
    &["na", "amostra"],
    &["amostra", "de", "otimização"],
    &["amostra", "de", "treino"],
    &["muestra", "de", "optimización"],
    &["campione", "di", "ottimizzazione"],
    &["échantillon", "d", "optimisation"],
    &["dentro", "do", "treino"],
    &["binnen", "de", "steekproef"],
    &["w", "próbie"],
    &["örneklem", "içi"],
];

/// Chinese and Japanese sample words, found inside runs written without spaces
/// ("样本内胜率", "サンプル外では").
const CJK_CUES: &[(&str, Sample)] = &[
    ("样本外", Sample::Out),
    ("样本内", Sample::In),
    ("测试集", Sample::Out),
    ("训练集", Sample::In),
    ("アウトオブサンプル", Sample::Out),
    ("サンプル外", Sample::Out),
    ("インサンプル", Sample::In),
    ("サンプル内", Sample::In),
];

/// Words with their byte ranges; a word is letters, digits and inner hyphens.
fn words(text: &str) -> Vec<((usize, usize), &str)> {
    let mut out = Vec::with_capacity(text.len() / 4);
    let mut start: Option<usize> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let inner_hyphen = c == '-' && start.is_some() && chars.peek().is_some_and(|(_, n)| lexicon::alphanumeric(*n));
        if lexicon::alphanumeric(c) || inner_hyphen {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            out.push(((s, i), &text[s..i]));
        }
    }
    if let Some(s) = start {
        out.push(((s, text.len()), &text[s..]));
    }
    out
}

/// What a word may start: phrases of each sample that begin with it, and
/// the sample it names alone.
#[derive(Default)]
struct Entry {
    out_phrases: Vec<&'static [&'static str]>,
    in_phrases: Vec<&'static [&'static str]>,
    alone: Option<Sample>,
}

/// The cue lists indexed by word: [`cues`] reads every word of an answer
/// with one lookup.
fn index() -> &'static HashMap<&'static str, Entry> {
    static INDEX: OnceLock<HashMap<&'static str, Entry>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut map: HashMap<&'static str, Entry> = HashMap::default();
        for p in OUT_PHRASES {
            map.entry(p[0]).or_default().out_phrases.push(p);
        }
        for p in IN_PHRASES {
            map.entry(p[0]).or_default().in_phrases.push(p);
        }
        for w in OUT_WORDS {
            map.entry(w).or_default().alone.get_or_insert(Sample::Out);
        }
        for w in IN_WORDS {
            map.entry(w).or_default().alone.get_or_insert(Sample::In);
        }
        map
    })
}

/// False when `word` (as written) cannot lower-case to a word of [`index`]:
/// its first letter lower-cased starts none of them. Lower-casing a whole
/// non-ASCII word is the dear part of reading an answer for cues (an ASCII
/// one is lowered on the stack and looked up).
fn may_start_cue(word: &str) -> bool {
    static FIRST: OnceLock<Vec<char>> = OnceLock::new();
    if word.is_ascii() {
        return true;
    }
    let first = FIRST.get_or_init(|| {
        let mut v: Vec<char> = index().keys().filter_map(|k| k.chars().next()).collect();
        v.sort_unstable();
        v.dedup();
        v
    });
    // The first char of `lower_word(word)`: `str::to_lowercase` lowers a
    // leading `Σ` to `σ`, like `char::to_lowercase`; `ё` is read as `е`.
    let lower = word.chars().next().and_then(|c| c.to_lowercase().next()).map(|c| if c == 'ё' { 'е' } else { c });
    lower.is_some_and(|c| first.binary_search(&c).is_ok())
}

/// Every sample cue in `text`, in order.
pub fn cues(text: &str) -> Vec<Cue> {
    let index = index();
    let ws = words(text);
    let mut out = Vec::new();
    let mut k = 0;
    while k < ws.len() {
        // Each word lower-cased on the stack when short and ASCII (most are);
        // the words after it only when a phrase starts with it.
        let entry = may_start_cue(ws[k].1).then(|| context::with_lower_word(ws[k].1, |w| index.get(w))).flatten();
        // A phrase starting with this word: only those are compared.
        let phrase = |list: &[&[&str]]| {
            list.iter()
                .find(|p| {
                    p.len() <= ws.len() - k
                        && p.iter().zip(&ws[k..]).all(|(a, (_, b))| context::with_lower_word(b, |b| *a == b))
                })
                .map(|p| p.len())
        };
        let (sample, n) = if let Some(n) = entry.and_then(|e| phrase(&e.out_phrases)) {
            (Some(Sample::Out), n)
        } else if let Some(n) = entry.and_then(|e| phrase(&e.in_phrases)) {
            (Some(Sample::In), n)
        } else if entry.is_some_and(|e| e.alone == Some(Sample::Out)) || ws[k].1 == "OOS" {
            (Some(Sample::Out), 1)
        } else if entry.is_some_and(|e| e.alone == Some(Sample::In)) || ws[k].1 == "IS" {
            // "IS" only in capitals: "is" is a verb.
            (Some(Sample::In), 1)
        } else if let Some((len, sample)) = hyphen_head(ws[k].1, index) {
            // A compound led by a cue ("In-Sample-Sharpe") names its sample.
            out.push(Cue { span: (ws[k].0.0, ws[k].0.0 + len), sample });
            (None, 1)
        } else if !ws[k].1.is_ascii() && ws[k].1.chars().any(lexicon::is_cjk) {
            let (start, word) = (ws[k].0.0, ws[k].1);
            let mut found: Vec<Cue> = CJK_CUES
                .iter()
                .flat_map(|(w, sample)| {
                    word.match_indices(w)
                        .map(move |(at, _)| Cue { span: (start + at, start + at + w.len()), sample: *sample })
                })
                .collect();
            found.sort_by_key(|c| c.span.0);
            out.extend(found);
            (None, 1)
        } else {
            (None, 1)
        };
        if let Some(sample) = sample {
            out.push(Cue { span: (ws[k].0.0, ws[k + n - 1].0.1), sample });
        }
        k += n;
    }
    elided(text, &ws, &mut out);
    out
}

/// The heads of a sample phrase, in and out, that stand for the whole
/// phrase when its other half follows ("+678,8 dentro, +985,0 fora da
/// amostra", "binnen …, buiten de steekproef").
const ELIDED: &[(&str, &str)] =
    &[("dentro", "fora"), ("dentro", "fuera"), ("dentro", "fuori"), ("binnen", "buiten"), ("innerhalb", "außerhalb")];

/// Adds the cue a head stands for ("dentro,") when the phrase of the other
/// sample follows within six words, led by its pair ("fora da amostra").
fn elided(text: &str, ws: &[((usize, usize), &str)], out: &mut Vec<Cue>) {
    let mut found = Vec::new();
    for (k, ((_, end), w)) in ws.iter().enumerate() {
        // A word whose first letter starts no head (in ASCII, whatever its
        // case) is ruled out without lowering it: most words are.
        let first = w.as_bytes().first().map(u8::to_ascii_lowercase);
        if !ELIDED.iter().any(|(i, o)| first == i.as_bytes().first().copied() || first == o.as_bytes().first().copied())
        {
            continue;
        }
        // A head alone, closed by a mark, and not inside a cue already read.
        let head = context::with_lower_word(w, |w| {
            ELIDED.iter().find_map(|(inside, outside)| {
                if w == *inside {
                    Some((*outside, Sample::Out, Sample::In))
                } else if w == *outside {
                    Some((*inside, Sample::In, Sample::Out))
                } else {
                    None
                }
            })
        });
        let Some((pair, pair_sample, sample)) = head else { continue };
        let closed = text[*end..].trim_start().starts_with([',', ')', ';']);
        if !closed || out.iter().any(|c| c.span.0 <= *end && *end <= c.span.1) {
            continue;
        }
        let paired = ws[k + 1..].iter().take(6).any(|((at, _), x)| {
            context::with_lower_word(x, |x| x == pair) && out.iter().any(|c| c.span.0 == *at && c.sample == pair_sample)
        });
        if paired {
            found.push(Cue { span: ws[k].0, sample });
        }
    }
    if !found.is_empty() {
        out.extend(found);
        out.sort_by_key(|c| c.span.0);
    }
}

/// The longest head of a hyphenated compound, cut at a hyphen, that names a
/// sample alone ("In-Sample" of "In-Sample-Sharpe"): its length and sample.
fn hyphen_head(word: &str, index: &HashMap<&'static str, Entry>) -> Option<(usize, Sample)> {
    if !word.contains('-') {
        return None;
    }
    word.rmatch_indices('-').find_map(|(at, _)| {
        let alone = context::with_lower_word(&word[..at], |w| index.get(w).and_then(|e| e.alone));
        alone.map(|sample| (at, sample))
    })
}

/// True when only a unit, `%`, an opening parenthesis or a few linking words
/// stand between a number ending at `from` and a cue starting at `to`: the
/// cue qualifies that number ("−3.52 out of sample", "1.68 (in-sample)",
/// "25 trades in-sample", "68% of its in-sample trades", "+2 108,05 en
/// moyenne hors échantillon").
fn attached(answer: &str, from: usize, to: usize) -> bool {
    let Some(gap) = answer.get(from..to) else { return false };
    if gap.contains([',', ';', ':', '.', ')', '|', '\n']) {
        return false;
    }
    let words: Vec<&str> = gap
        .split(|c: char| c.is_whitespace() || c == '(')
        .map(|w| w.trim_matches(['*', '_']))
        .filter(|w| !w.is_empty())
        .collect();
    words.len() <= 4
        && words
            .iter()
            .all(|w| *w == "%" || lexicon::unit_word(w) != Unit::None || LINKS.contains(&w.to_lowercase().as_str()))
}

/// True when `n` stands inside parentheses, opened in its sentence (from
/// `start`), that close before `m` starts.
fn aside(answer: &str, start: usize, n: &Mention, m: &Mention) -> bool {
    let (Some(before), Some(between)) = (answer.get(start.min(n.span.0)..n.span.0), answer.get(n.span.1..m.span.0))
    else {
        return false;
    };
    let opened = before.rfind('(').is_some_and(|o| !before[o..].contains(')'));
    opened && between.contains(')')
}

/// Words that link a number to the sample named after it ("of its in-sample trades").
const LINKS: &[&str] = &[
    "of",
    "its",
    "their",
    "the",
    "a",
    "on",
    "in",
    "for",
    "per",
    "over",
    "all",
    "von",
    "sur",
    "на",
    "na",
    "no",
    "nel",
    "nella",
    "dans",
    "en",
    "la",
    "le",
    "l",
    "im",
    "der",
    "в",
    "w",
    "op",
    "de",
    // "on average" ("+2 108,05 en moyenne hors échantillon").
    "average",
    "moyenne",
    "media",
    "média",
    "mittel",
    "gemiddeld",
    "średnio",
    "среднем",
];

/// The sample the words around number `i` name: a cue right after it; else
/// the cues since the previous number (not those that qualify that number);
/// else the previous number's, within the same clause. `sentence` is the
/// byte range of the number's sentence. Adjacent cues of both kinds
/// ("IS/OOS") name neither.
pub fn named(
    answer: &str,
    cues: &[Cue],
    numbers: &[Mention],
    i: usize,
    piece: &Piece,
    sentence: (usize, usize),
) -> Option<Sample> {
    if piece.sentence == usize::MAX {
        // A table cell: its column header and row label.
        let found = self::cues(&piece.raw);
        let first = found.first()?.sample;
        return found.iter().all(|c| c.sample == first).then_some(first);
    }
    let m = &numbers[i];
    let next = numbers.get(i + 1).filter(|x| x.span.0 < sentence.1);
    let right = next.map_or(sentence.1, |x| x.span.0);
    // A cue right before a number ("out of sample −3.52") is that number's.
    let leads = |c: &Cue, n: &Mention| {
        answer
            .get(c.span.1..n.span.0)
            .is_some_and(|g| g.chars().all(|x| x.is_whitespace() || matches!(x, ':' | '=' | '*' | '_')))
    };
    if let Some(c) = cues.iter().find(|c| {
        c.span.0 >= m.span.1
            && c.span.1 <= right
            && attached(answer, m.span.1, c.span.0)
            && !next.is_some_and(|n| leads(c, n))
    }) {
        return Some(c.sample);
    }
    // Numbers in an aside closed before this one ("la meilleure (niveau 40,
    // détention 3) a perdu …") neither carry nor block the sentence's cue.
    // Nor do a configuration's settings ("la mejor dentro de muestra, hold=5,
    // sl=1, +2374,13 …"): they are the configuration's name, not a figure.
    let setting = |n: &Mention| answer[..n.span.0].trim_end().ends_with('=');
    let prev = (0..i)
        .rev()
        .take_while(|&p| numbers[p].span.1 > sentence.0)
        .find(|&p| !aside(answer, sentence.0, &numbers[p], m) && !setting(&numbers[p]));
    let left = prev.map_or(sentence.0, |p| numbers[p].span.1);
    let before: Vec<&Cue> = cues
        .iter()
        .filter(|c| c.span.0 >= left && c.span.1 <= m.span.0)
        .filter(|c| leads(c, m) || !prev.is_some_and(|p| attached(answer, numbers[p].span.1, c.span.0)))
        .collect();
    if let Some(nearest) = before.last() {
        let ambiguous = before.len() >= 2 && {
            let other = before[before.len() - 2];
            let gap = answer.get(other.span.1..nearest.span.0).unwrap_or("");
            other.sample != nearest.sample
                && gap
                    .split(|c: char| !c.is_alphanumeric())
                    .all(|w| w.is_empty() || matches!(w, "vs" | "and" | "or" | "und" | "et" | "и"))
        };
        return (!ambiguous).then_some(nearest.sample);
    }
    // A clause that starts with "and" goes on with the previous one's
    // subject ("out of sample it made 33 trades and a profit of +3,378"),
    // unless a cue after the previous number was that number's alone
    // ("fell to −3.52 out-of-sample, and the average went from 0.52").
    let and_led = |p: usize| {
        piece.led_by(lexicon::AND) && !cues.iter().any(|c| c.span.0 >= numbers[p].span.1 && c.span.1 <= piece.span.0)
    };
    match prev {
        Some(p) if numbers[p].span.0 >= piece.span.0 || and_led(p) => named(answer, cues, numbers, p, piece, sentence),
        _ => heading(answer, cues, m, sentence),
    }
}

/// The sample of a cue that heads its sentence as a label ("Out-of-sample:
/// Sharpe −3,52, verwachting per trade 135,12"): every number of the
/// sentence that words do not settle otherwise is on it, across commas,
/// when no cue of the other sample comes between. A word or two may name
/// what the label heads ("Winnaar in-sample: level=40, hold=3 — trefkans
/// 27,3%"), a list marker or clock time may stand before it ("09:30
/// out-of-sample: …"), and a cue that opens its sentence right before a
/// number heads it without a colon ("サンプル外 +767.82、勝率 33.9%").
fn heading(answer: &str, cues: &[Cue], m: &Mention, sentence: (usize, usize)) -> Option<Sample> {
    let mut within = cues.iter().filter(|c| c.span.0 >= sentence.0 && c.span.1 <= m.span.0);
    let first = within.next()?;
    let lead = answer.get(sentence.0..first.span.0)?;
    let after = answer.get(first.span.1..)?.trim_start_matches([' ', '*', '_']);
    let markup = |c: char| c.is_whitespace() || matches!(c, '*' | '_' | '#' | '-' | '•' | '>');
    // A list marker ("2)", "3.") or a clock time ("09:30") before the cue
    // is layout, as markup is.
    let layout = |t: &str| {
        t.chars().all(markup)
            || (t.starts_with(|c: char| c.is_ascii_digit())
                && t.chars().all(|c| c.is_ascii_digit() || matches!(c, ')' | '.' | ':')))
    };
    let few = lead.split_whitespace().count() <= 2;
    let bare = few && lead.split_whitespace().all(layout);
    let named = few && lead.split_whitespace().all(|t| layout(t) || t.chars().all(lexicon::letter));
    let labels = after.starts_with([':', '：']) && named;
    let opens = bare && after.trim_start_matches(['+', '-', '−']).starts_with(|d: char| d.is_ascii_digit());
    ((labels || opens) && within.all(|c| c.sample == first.sample)).then_some(first.sample)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(String, Sample)> {
        cues(text).iter().map(|c| (text[c.span.0..c.span.1].to_string(), c.sample)).collect()
    }

    /// The first-letter test never turns away a word that lower-cases to a
    /// cue word, whatever its case.
    #[test]
    fn every_spelling_of_a_cue_word_may_start_a_cue() {
        for key in index().keys() {
            let mut capital = key.chars();
            let capitalised: String = capital.next().into_iter().flat_map(char::to_uppercase).chain(capital).collect();
            for w in [key.to_string(), key.to_uppercase(), capitalised] {
                if context::lower_word(&w) == *key {
                    assert!(may_start_cue(&w), "{w}");
                }
            }
        }
    }

    #[test]
    fn cues_in_several_spellings() {
        use Sample::{In, Out};
        assert_eq!(
            kinds("In-sample 1.68, out of sample −3.52 (OOS); IS 0.9 is what training saw"),
            [
                ("In-sample".to_string(), In),
                ("out of sample".to_string(), Out),
                ("OOS".to_string(), Out),
                ("IS".to_string(), In),
                ("training".to_string(), In)
            ]
        );
        assert_eq!(
            kinds("hors échantillon, вне выборки, в выборке"),
            [("hors échantillon".to_string(), Out), ("вне выборки".to_string(), Out), ("в выборке".to_string(), In)]
        );
        assert!(kinds("it is a sample of days in March").is_empty());
        // Inside Chinese and Japanese runs.
        assert_eq!(
            kinds("样本内胜率33.3%，样本外收益+767.82点；サンプル外ではシャープ−3.52"),
            [("样本内".to_string(), In), ("样本外".to_string(), Out), ("サンプル外".to_string(), Out)]
        );
    }
}
