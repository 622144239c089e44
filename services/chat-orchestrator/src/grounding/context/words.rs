//! A piece's words, lower case, in one string: a piece and the piece it
//! continues each hold their words (`Piece::words`, `Piece::previous_words`),
//! and every piece of an answer is cut on every check, so the words are
//! stored end to end with their ends rather than one allocation each.
//!
//! Also how a text becomes words: lower case with `ё` read as `е`, and the
//! words a notation stands for (a Romance superlative, a formula, LaTeX).

use std::borrow::Cow;

use crate::grounding::lexicon;

/// Words in order, stored end to end.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WordList {
    text: String,
    ends: Vec<usize>,
}

impl WordList {
    /// The words of `lower` (a text lower-cased by [`super::lower`]), as
    /// [`lexicon::words_of`] splits them with `&` and `%` joining.
    pub(super) fn of(lower: &str) -> Self {
        let mut list = Self { text: String::with_capacity(lower.len()), ends: Vec::new() };
        let mut previous = "";
        lexicon::words_in(lower, &['&', '%'], |w| {
            list.push(if strategy_days(previous, w) { STRATEGY_DAYS } else { w });
            previous = w;
        });
        list
    }

    fn push(&mut self, w: &str) {
        self.text.push_str(w);
        self.ends.push(self.text.len());
    }

    /// Appends the words of `other`.
    pub(super) fn extend(&mut self, other: &WordList) {
        for w in other.iter() {
            self.push(w);
        }
    }

    /// The words in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator + Clone + '_ {
        (0..self.ends.len()).map(|i| &self.text[i.checked_sub(1).map_or(0, |p| self.ends[p])..self.ends[i]])
    }

    /// The first word.
    pub fn first(&self) -> Option<&str> {
        self.iter().next()
    }

    /// True when `w` is one of the words.
    pub fn contains(&self, w: &str) -> bool {
        self.iter().any(|x| x == w)
    }

    /// How many words.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The words as owned strings (a table cell's words are its numbers' own).
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_string).collect()
    }
}

/// Lower case with `ё` read as `е` (see [`super::evidence::normalise`]),
/// without Unicode tables or a second copy for the usual ASCII text.
pub(in crate::grounding) fn lower(text: &str) -> String {
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    let t = text.to_lowercase();
    if t.contains('ё') { t.replace('ё', "е") } else { t }
}

/// `str::to_lowercase` of a whole answer, ASCII runs lowered byte by byte:
/// an answer is mostly ASCII with a few accented, Cyrillic or CJK words,
/// and std lowers every char after the first non-ASCII one through its
/// tables (callgrind: a third of std's instructions on the benchmark's
/// answer; on a short clause std is cheaper, so clauses keep it). A text with a
/// capital sigma (whose lower case depends on its place in the word) is
/// std's.
pub(in crate::grounding) fn to_lower(text: &str) -> String {
    if text.is_ascii() {
        return text.to_ascii_lowercase();
    }
    if text.contains('Σ') {
        return text.to_lowercase();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let ascii = rest.bytes().position(|b| !b.is_ascii()).unwrap_or(rest.len());
        if ascii > 0 {
            let from = out.len();
            out.push_str(&rest[..ascii]);
            out[from..].make_ascii_lowercase();
            rest = &rest[ascii..];
        }
        let other = rest.bytes().position(|b| b.is_ascii()).unwrap_or(rest.len());
        for c in rest[..other].chars() {
            // Kana and CJK ideographs have no case.
            if ('\u{3040}'..='\u{9fff}').contains(&c) {
                out.push(c);
                continue;
            }
            let mut lower = c.to_lowercase();
            match (lower.next(), lower.len()) {
                (Some(l), 0) => out.push(l),
                (first, _) => out.extend(first.into_iter().chain(lower)),
            }
        }
        rest = &rest[other..];
    }
    out
}

/// [`lower`] of one word, borrowed when it is ASCII and already lower case
/// (most words of an answer: no allocation).
pub(in crate::grounding) fn lower_word(word: &str) -> Cow<'_, str> {
    if word.is_ascii() && !word.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Borrowed(word)
    } else {
        Cow::Owned(lower(word))
    }
}

/// `f` of [`lower_word`]`(word)`, lowering a short word on the stack (no
/// allocation, and none of `str::to_lowercase`'s copying for a capitalised
/// or non-ASCII word). `str::to_lowercase` is each char's lower case but
/// for `Σ` (final sigma, read in context): a word with one is lowered the
/// usual way, as is a word too long for the buffer.
pub(in crate::grounding) fn with_lower_word<R>(word: &str, f: impl FnOnce(&str) -> R) -> R {
    // Most words of an answer are ASCII and already lower case: no copy.
    if word.bytes().all(|b| b.is_ascii() && !b.is_ascii_uppercase()) {
        return f(word);
    }
    let mut buf = [0u8; 64];
    if word.is_ascii() {
        if let Some(b) = buf.get_mut(..word.len()) {
            b.copy_from_slice(word.as_bytes());
            b.make_ascii_lowercase();
            return f(std::str::from_utf8(b).unwrap_or(word));
        }
        return f(&lower_word(word));
    }
    let mut n = 0;
    for c in word.chars() {
        if c == 'Σ' {
            return f(&lower_word(word));
        }
        for l in c.to_lowercase() {
            let l = if l == 'ё' { 'е' } else { l };
            let Some(slot) = buf.get_mut(n..n + l.len_utf8()) else { return f(&lower_word(word)) };
            l.encode_utf8(slot);
            n += l.len_utf8();
        }
    }
    f(std::str::from_utf8(&buf[..n]).unwrap_or(word))
}

pub(in crate::grounding) fn words(text: &str) -> Vec<String> {
    words_of_lower(&lower(text))
}

/// [`words`] of a text already lower-cased by [`lower`].
fn words_of_lower(lower: &str) -> Vec<String> {
    let mut words = lexicon::words_of(lower, &['&', '%']);
    notation_words(lower, &mut words);
    words
}

/// Reads notation in `text` as the words it stands for, in place in
/// `words` (the words of `text`, in order): LaTeX's statistics
/// ([`latex_words`]) and a range written as its formula.
pub(in crate::grounding) fn notation_words(text: &str, words: &mut [String]) {
    latex_words(text, words);
    formula_words(text, words);
    superlative_words(words);
    for i in 1..words.len() {
        if strategy_days(&words[i - 1], &words[i]) {
            words[i] = STRATEGY_DAYS.to_string();
        }
    }
}

/// What "days" reads as after "up" or "down": a strategy's entry ("fade
/// three up days", "two down days"), not the days a trade is held.
const STRATEGY_DAYS: &str = "up-or-down-days";

/// True for "days" (or "day") right after "up" or "down".
fn strategy_days(previous: &str, word: &str) -> bool {
    matches!(previous, "up" | "down") && matches!(word, "days" | "day")
}

/// A Romance superlative ("la lectura más baja", "a leitura mais baixa",
/// "la più bassa") reads as the statistic it names, in place of its
/// adjective: the adjective alone is only "low", or "under" in "bajo 30".
fn superlative_words(words: &mut [String]) {
    for i in 1..words.len() {
        if !matches!(words[i - 1].as_str(), "más" | "mais" | "più") {
            continue;
        }
        let stat = match words[i].as_str() {
            "baja" | "bajo" | "baixa" | "baixo" | "bassa" | "basso" => "min",
            "alta" | "alto" => "max",
            // "il giorno più largo", "el día más amplio": the widest.
            "largo" | "larga" | "ampio" | "ampia" | "amplio" | "amplia" | "amplo" | "ampla" => "max",
            // "lo scontrino più grosso", "el ticket más grande": the largest.
            "grosso" | "grossa" | "grande" => "max",
            "piccolo" | "piccola" | "pequeño" | "pequeña" | "pequeno" | "pequena" => "min",
            _ => continue,
        };
        words[i] = stat.to_string();
    }
}

/// A range written as its formula, "high − low" or "max − min" (a pattern's
/// "Average width (high − low)"), names the range: its two words are not the
/// day's high and the column's minimum.
fn formula_words(text: &str, words: &mut [String]) {
    let mut lowered: Option<String> = None;
    for (a, b) in [("high", "low"), ("max", "min")] {
        let pairs = words.windows(2).filter(|w| w[0] == a && w[1] == b).count();
        if pairs == 0 || pairs != differences(lowered.get_or_insert_with(|| lower(text)), a, b) {
            continue;
        }
        for i in 1..words.len() {
            if words[i - 1] == a && words[i] == b {
                words[i - 1] = "range".to_string();
                words[i] = "range".to_string();
            }
        }
    }
}

/// How many times `text` (lower case) writes `a − b`: the two words with a
/// minus, hyphen or dash between them, spaces allowed around it.
fn differences(text: &str, a: &str, b: &str) -> usize {
    text.match_indices(a)
        .filter(|(at, _)| {
            let rest = text[at + a.len()..].trim_start();
            rest.strip_prefix(['-', '−', '–']).is_some_and(|r| r.trim_start().starts_with(b))
        })
        .count()
}

/// Reads LaTeX's statistics in `text` as the words they stand for, in
/// place in `words`: `\bar{r}` is a mean, `\sigma` a standard deviation,
/// `\rho` a correlation.
fn latex_words(text: &str, words: &mut [String]) {
    if !text.contains('\\') {
        return;
    }
    for (command, word) in LATEX_WORDS {
        if text.contains(&format!("\\{command}")) {
            for w in words.iter_mut().filter(|w| w.as_str() == *command) {
                *w = (*word).to_string();
            }
        }
    }
}

/// LaTeX commands (without the backslash) and the word each stands for.
const LATEX_WORDS: &[(&str, &str)] =
    &[("bar", "mean"), ("overline", "mean"), ("mu", "mean"), ("sigma", "std"), ("rho", "correlation")];

#[cfg(test)]
mod tests {
    /// The same as `str::to_lowercase` on texts of every script the
    /// corpus writes, with capitals, marks and sigmas in every place.
    #[test]
    fn to_lower_is_std_lower_case() {
        let texts = [
            "",
            "Plain ASCII, Mixed CASE 1,234.5",
            "Ü-Bahn ÄÖÜ straße İstanbul ÇAĞ Ёлка ЁЖ Перекрёсток",
            "ΟΔΟΣ Σ ΣΑΣ σοφός ΣΟΦΟΣ.",
            "上半年日均振幅 317.71 点 Merries纸尿裤 ＡＢＣ Ⅻ",
            "K Å ǅ ẞ ﬁ Ω ΐ",
            "Rendement — «Hors Échantillon» : +767,8 PTS",
        ];
        for t in texts {
            assert_eq!(super::to_lower(t), t.to_lowercase(), "{t}");
        }
        // Every char up to U+2FFFF between ASCII letters.
        let all: String = (0..0x3_0000u32).filter_map(char::from_u32).flat_map(|c| ['A', c, 'b']).collect();
        assert_eq!(super::to_lower(&all), all.to_lowercase());
    }
}
