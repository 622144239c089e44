//! Calendar words in the languages answers are written in: month and weekday
//! names (English, German, French, Spanish, Italian, Portuguese, Dutch,
//! Polish, Turkish, Russian, Swedish, Czech, Greek, Arabic and Hindi, with
//! the inflected forms a sentence uses),
//! and parsing of written dates and clock times. Chinese and Japanese dates
//! ("12月18日") are read by the grounding scanner from their characters.
//!
//! Its own module because two sides use it: the result views
//! ([`crate::result_view`]) read row keys with it (a table keyed by weekday
//! names, the dates a result covers), and the grounding check
//! ([`crate::grounding`]) reads answers with it. Neither owns the other's
//! vocabulary, so neither depends on the other for it.
//!
//! Dates and times are context, not quantities: "the range on 24 Jan was
//! 585.5" is a claim about the row dated 2024-01-24. The scanner skips their
//! digits and hands them to the claim context.

/// A date as written: any part may be missing ("March 15" has no year,
/// "2024-03" no day).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DateParts {
    /// Year.
    pub year: Option<i32>,
    /// Month 1–12.
    pub month: Option<u32>,
    /// Day of month 1–31.
    pub day: Option<u32>,
}

impl DateParts {
    /// Parses an ISO date `YYYY-MM-DD` or `YYYY-MM` (the engines' row keys),
    /// with or without a time part after it.
    pub fn iso(s: &str) -> Option<Self> {
        let b = s.as_bytes();
        if b.len() < 7 || !b[..4].iter().all(u8::is_ascii_digit) || b[4] != b'-' {
            return None;
        }
        let year = s[..4].parse().ok()?;
        let month: u32 = s.get(5..7)?.parse().ok()?;
        let day = match (b.get(7), s.get(8..10)) {
            (Some(b'-'), Some(d)) => Some(d.parse().ok()?),
            _ => None,
        };
        let valid = (1..=12).contains(&month) && day.is_none_or(|d| (1..=31).contains(&d));
        valid.then_some(Self { year: Some(year), month: Some(month), day })
    }

    /// True when every part both sides give agrees.
    pub fn agrees(&self, other: &DateParts) -> bool {
        let same = |a: Option<u32>, b: Option<u32>| a.is_none() || b.is_none() || a == b;
        (self.year.is_none() || other.year.is_none() || self.year == other.year)
            && same(self.month, other.month)
            && same(self.day, other.day)
    }
}

/// Month names and abbreviations with their number, lower case.
const MONTHS: &[(&str, u32)] = &[
    ("january", 1),
    ("jan", 1),
    ("february", 2),
    ("feb", 2),
    ("march", 3),
    ("mar", 3),
    ("april", 4),
    ("apr", 4),
    ("may", 5),
    ("june", 6),
    ("jun", 6),
    ("july", 7),
    ("jul", 7),
    ("august", 8),
    ("aug", 8),
    ("september", 9),
    ("sep", 9),
    ("sept", 9),
    ("october", 10),
    ("oct", 10),
    ("november", 11),
    ("nov", 11),
    ("december", 12),
    ("dec", 12),
    // German
    ("januar", 1),
    ("jänner", 1),
    ("februar", 2),
    ("märz", 3),
    ("mai", 5),
    ("juni", 6),
    ("juli", 7),
    ("oktober", 10),
    ("okt", 10),
    ("dezember", 12),
    ("dez", 12),
    // French
    ("janvier", 1),
    ("février", 2),
    ("fevrier", 2),
    ("mars", 3),
    ("avril", 4),
    ("juin", 6),
    ("juillet", 7),
    ("août", 8),
    ("aout", 8),
    ("septembre", 9),
    ("octobre", 10),
    ("novembre", 11),
    ("décembre", 12),
    ("decembre", 12),
    // Spanish
    ("enero", 1),
    ("febrero", 2),
    ("marzo", 3),
    ("abril", 4),
    ("mayo", 5),
    ("junio", 6),
    ("julio", 7),
    ("agosto", 8),
    ("septiembre", 9),
    ("octubre", 10),
    ("noviembre", 11),
    ("diciembre", 12),
    // Italian
    ("gennaio", 1),
    ("febbraio", 2),
    ("aprile", 4),
    ("maggio", 5),
    ("giugno", 6),
    ("luglio", 7),
    ("settembre", 9),
    ("ottobre", 10),
    ("dicembre", 12),
    // Portuguese
    ("janeiro", 1),
    ("fevereiro", 2),
    ("março", 3),
    ("maio", 5),
    ("junho", 6),
    ("julho", 7),
    ("setembro", 9),
    ("outubro", 10),
    ("novembro", 11),
    ("dezembro", 12),
    // Dutch
    ("januari", 1),
    ("februari", 2),
    ("maart", 3),
    ("mei", 5),
    ("juni", 6),
    ("juli", 7),
    ("augustus", 8),
    ("oktober", 10),
    ("december", 12),
    // Polish, in the cases a date uses ("24 stycznia", "w grudniu")
    ("styczeń", 1),
    ("stycznia", 1),
    ("styczniu", 1),
    ("luty", 2),
    ("lutego", 2),
    ("lutym", 2),
    ("marzec", 3),
    ("marca", 3),
    ("marcu", 3),
    ("kwiecień", 4),
    ("kwietnia", 4),
    ("kwietniu", 4),
    ("maj", 5),
    ("maja", 5),
    ("maju", 5),
    ("czerwiec", 6),
    ("czerwca", 6),
    ("czerwcu", 6),
    ("lipiec", 7),
    ("lipca", 7),
    ("lipcu", 7),
    ("sierpień", 8),
    ("sierpnia", 8),
    ("sierpniu", 8),
    ("wrzesień", 9),
    ("września", 9),
    ("wrześniu", 9),
    ("październik", 10),
    ("października", 10),
    ("październiku", 10),
    ("listopad", 11),
    ("listopada", 11),
    ("listopadzie", 11),
    ("grudzień", 12),
    ("grudnia", 12),
    ("grudniu", 12),
    // Swedish
    ("augusti", 8),
    // Czech, in the cases a date uses ("24. ledna", "v květnu")
    ("leden", 1),
    ("ledna", 1),
    ("lednu", 1),
    ("únor", 2),
    ("února", 2),
    ("únoru", 2),
    ("březen", 3),
    ("března", 3),
    ("březnu", 3),
    ("duben", 4),
    ("dubna", 4),
    ("dubnu", 4),
    ("květen", 5),
    ("května", 5),
    ("květnu", 5),
    ("červen", 6),
    ("června", 6),
    ("červnu", 6),
    ("červenec", 7),
    ("července", 7),
    ("červenci", 7),
    ("srpen", 8),
    ("srpna", 8),
    ("srpnu", 8),
    ("září", 9),
    ("říjen", 10),
    ("října", 10),
    ("říjnu", 10),
    ("listopadu", 11),
    ("prosinec", 12),
    ("prosince", 12),
    ("prosinci", 12),
    // Arabic
    ("يناير", 1),
    ("فبراير", 2),
    ("مارس", 3),
    ("أبريل", 4),
    ("ابريل", 4),
    ("مايو", 5),
    ("يونيو", 6),
    ("يوليو", 7),
    ("أغسطس", 8),
    ("اغسطس", 8),
    ("سبتمبر", 9),
    ("أكتوبر", 10),
    ("اكتوبر", 10),
    ("نوفمبر", 11),
    ("ديسمبر", 12),
    // Hindi
    ("जनवरी", 1),
    ("फ़रवरी", 2),
    ("फरवरी", 2),
    ("मार्च", 3),
    ("अप्रैल", 4),
    ("मई", 5),
    ("जून", 6),
    ("जुलाई", 7),
    ("अगस्त", 8),
    ("सितंबर", 9),
    ("सितम्बर", 9),
    ("अक्टूबर", 10),
    ("नवंबर", 11),
    ("नवम्बर", 11),
    ("दिसंबर", 12),
    ("दिसम्बर", 12),
];

/// Greek month stems (nominative "Ιανουάριος", genitive "Ιανουαρίου"),
/// matched without accents.
const EL_MONTHS: &[(&str, u32)] = &[
    ("ιανουαρ", 1),
    ("φεβρουαρ", 2),
    ("μαρτ", 3),
    ("απριλ", 4),
    ("μαι", 5),
    ("μαϊ", 5),
    ("ιουν", 6),
    ("ιουλ", 7),
    ("αυγουστ", 8),
    ("σεπτεμβρ", 9),
    ("οκτωβρ", 10),
    ("νοεμβρ", 11),
    ("δεκεμβρ", 12),
];

/// Turkish month names: a case suffix follows, glued ("eylülde") or after
/// an apostrophe ("Kasım'da"), so a word starting with one is the month.
const TR_MONTHS: &[(&str, u32)] = &[
    ("ocak", 1),
    ("şubat", 2),
    ("mart", 3),
    ("nisan", 4),
    ("mayıs", 5),
    ("haziran", 6),
    ("temmuz", 7),
    ("ağustos", 8),
    ("eylül", 9),
    ("ekim", 10),
    ("kasım", 11),
    ("aralık", 12),
];

/// Russian month stems (every case form starts with one).
const RU_MONTHS: &[(&str, u32)] = &[
    ("январ", 1),
    ("феврал", 2),
    ("март", 3),
    ("апрел", 4),
    ("май", 5),
    ("мая", 5),
    ("мае", 5),
    ("июн", 6),
    ("июл", 7),
    ("август", 8),
    ("сентябр", 9),
    ("октябр", 10),
    ("ноябр", 11),
    ("декабр", 12),
];

/// Russian month abbreviations ("8 дек.", "5 янв.").
const RU_ABBREVIATIONS: &[(&str, u32)] = &[
    ("янв", 1),
    ("фев", 2),
    ("февр", 2),
    ("мар", 3),
    ("апр", 4),
    ("июн", 6),
    ("июл", 7),
    ("авг", 8),
    ("сен", 9),
    ("сент", 9),
    ("окт", 10),
    ("ноя", 11),
    ("нояб", 11),
    ("дек", 12),
];

/// Weekday names (Monday = 0), lower case, with plurals and abbreviations.
const WEEKDAYS: &[(&str, u32)] = &[
    ("monday", 0),
    ("mon", 0),
    ("tuesday", 1),
    ("tue", 1),
    ("tues", 1),
    ("wednesday", 2),
    ("wed", 2),
    ("thursday", 3),
    ("thu", 3),
    ("thur", 3),
    ("thurs", 3),
    ("friday", 4),
    ("fri", 4),
    ("saturday", 5),
    ("sat", 5),
    ("sunday", 6),
    ("sun", 6),
    ("montag", 0),
    ("dienstag", 1),
    ("mittwoch", 2),
    ("donnerstag", 3),
    ("freitag", 4),
    ("samstag", 5),
    ("sonntag", 6),
    ("lundi", 0),
    ("mardi", 1),
    ("mercredi", 2),
    ("jeudi", 3),
    ("vendredi", 4),
    ("samedi", 5),
    ("dimanche", 6),
    ("lunes", 0),
    ("martes", 1),
    ("miércoles", 2),
    ("jueves", 3),
    ("viernes", 4),
    ("sábado", 5),
    ("domingo", 6),
    ("понедельник", 0),
    ("вторник", 1),
    ("сред", 2),
    ("четверг", 3),
    ("пятниц", 4),
    ("суббот", 5),
    ("воскресень", 6),
    ("lunedì", 0),
    ("lunedi", 0),
    ("martedì", 1),
    ("martedi", 1),
    ("mercoledì", 2),
    ("mercoledi", 2),
    ("giovedì", 3),
    ("giovedi", 3),
    ("venerdì", 4),
    ("venerdi", 4),
    ("segunda-feira", 0),
    ("terça-feira", 1),
    ("quarta-feira", 2),
    ("quinta-feira", 3),
    ("sexta-feira", 4),
    ("maandag", 0),
    ("dinsdag", 1),
    ("woensdag", 2),
    ("donderdag", 3),
    ("vrijdag", 4),
    ("zaterdag", 5),
    ("zondag", 6),
    ("poniedział", 0),
    ("wtorek", 1),
    ("wtorki", 1),
    ("wtorku", 1),
    ("środ", 2),
    ("czwartek", 3),
    ("czwartki", 3),
    ("czwartku", 3),
    ("piąt", 4),
    ("sobota", 5),
    ("soboty", 5),
    ("niedziela", 6),
    ("niedzieli", 6),
    ("pazartesi", 0),
    ("salı", 1),
    ("çarşamba", 2),
    ("perşembe", 3),
    ("cuma", 4),
    ("월요일", 0),
    ("화요일", 1),
    ("수요일", 2),
    ("목요일", 3),
    ("금요일", 4),
    ("δευτέρα", 0),
    ("τρίτη", 1),
    ("τετάρτη", 2),
    ("πέμπτη", 3),
    ("παρασκευή", 4),
    ("pondělí", 0),
    ("úterý", 1),
    ("středa", 2),
    ("středu", 2),
    ("středy", 2),
    ("čtvrtek", 3),
    ("pátek", 4),
    ("måndag", 0),
    ("tisdag", 1),
    ("onsdag", 2),
    ("torsdag", 3),
    ("fredag", 4),
    ("الاثنين", 0),
    ("الثلاثاء", 1),
    ("الأربعاء", 2),
    ("الخميس", 3),
    ("الجمعة", 4),
    ("सोमवार", 0),
    ("मंगलवार", 1),
    ("बुधवार", 2),
    ("गुरुवार", 3),
    ("शुक्रवार", 4),
    ("月曜日", 0),
    ("火曜日", 1),
    ("水曜日", 2),
    ("木曜日", 3),
    ("金曜日", 4),
    ("月曜", 0),
    ("火曜", 1),
    ("水曜", 2),
    ("木曜", 3),
    ("金曜", 4),
    ("星期一", 0),
    ("星期二", 1),
    ("星期三", 2),
    ("星期四", 3),
    ("星期五", 4),
    ("周一", 0),
    ("周二", 1),
    ("周三", 2),
    ("周四", 3),
    ("周五", 4),
];

/// The weekdays named inside a run of Chinese or Japanese text, which has no
/// spaces between words ("最小は月曜日の" names Monday).
pub fn weekdays_in(run: &str) -> Vec<u32> {
    let mut days: Vec<u32> = WEEKDAYS
        .iter()
        .filter(|(name, _)| !name.is_ascii() && name.chars().all(|c| c as u32 >= 0x3000) && run.contains(name))
        .map(|(_, d)| *d)
        .collect();
    days.sort_unstable();
    days.dedup();
    days
}

use foldhash::HashMap;
use std::sync::OnceLock;

/// Weekday and month names exactly as the query engine prints them.
pub use barb_common::calendar::{MONTH_NAMES, WEEKDAY_NAMES};

/// A word lower-cased, `ё` read as `е`, a trailing `.` dropped.
///
/// Names are at most 32 bytes as written (see [`impossible`]: an inflected
/// Russian weekday, "понедельникам", is 26); lower-cased they fit 64 (no
/// lower-case letter is more than twice as long as its
/// capital in UTF-8), so every word is normalised on the stack: this runs
/// for every word of an answer, twice.
struct Normalised {
    buf: [u8; 64],
    len: usize,
}

impl std::ops::Deref for Normalised {
    type Target = str;

    fn deref(&self) -> &str {
        // Only whole UTF-8 encodings of chars were copied in.
        std::str::from_utf8(&self.buf[..self.len]).unwrap_or_default()
    }
}

fn normalise(word: &str) -> Normalised {
    let w = word.trim_end_matches('.');
    let mut out = Normalised { buf: [0u8; 64], len: 0 };
    if w.is_ascii() {
        let n = w.len().min(32);
        out.buf[..n].copy_from_slice(&w.as_bytes()[..n]);
        out.buf[..n].make_ascii_lowercase();
        out.len = n;
        return out;
    }
    for c in w.chars().flat_map(char::to_lowercase) {
        let c = if c == 'ё' { 'е' } else { c };
        let n = c.len_utf8();
        if out.len + n > out.buf.len() {
            break;
        }
        c.encode_utf8(&mut out.buf[out.len..]);
        out.len += n;
    }
    out
}

/// Names by their first letter: (name, its length in chars, its number).
type Stems = HashMap<char, Vec<(&'static str, usize, u32)>>;

/// The non-ASCII names of `names` by their first letter, with their length
/// in chars: a word is compared with the few that start like it.
fn by_first_letter(names: &'static [(&'static str, u32)]) -> Stems {
    let mut out: Stems = HashMap::default();
    for (name, n) in names.iter().filter(|(name, _)| !name.is_ascii()) {
        if let Some(first) = name.chars().next() {
            out.entry(first).or_default().push((name, name.chars().count(), *n));
        }
    }
    out
}

/// A stem of `stems` that `w` starts with, followed by at most `ending` more letters.
fn stem_of(stems: &Stems, w: &str, ending: usize) -> Option<u32> {
    let first = w.chars().next()?;
    let candidates = stems.get(&first)?;
    let n = w.chars().count();
    candidates.iter().find(|(stem, len, _)| w.starts_with(stem) && n <= len + ending).map(|(_, _, m)| *m)
}

/// True when `word` cannot be a month or weekday name (checked before any allocation).
fn impossible(word: &str) -> bool {
    let n = word.len();
    !(3..=32).contains(&n) || !word.starts_with(char::is_alphabetic)
}

/// The month a word names (`March`, `Sept.`, `März`, `июня`).
pub fn month(word: &str) -> Option<u32> {
    if impossible(word) {
        return None;
    }
    month_of(&normalise(word))
}

/// [`month`] of a word already normalised.
fn month_of(w: &str) -> Option<u32> {
    // Called for every word of an answer: whole names by one lookup.
    static NAMES: OnceLock<HashMap<&'static str, u32>> = OnceLock::new();
    let names = NAMES.get_or_init(|| MONTHS.iter().chain(RU_ABBREVIATIONS).copied().collect());
    if let Some(m) = names.get(w) {
        return Some(*m);
    }
    // Turkish: the name plus a case suffix of at most four letters ("eylülde",
    // "kasım'da"); four of the names are ASCII ("mart", "ekim").
    let base = w.split(['\'', '’']).next().unwrap_or(w);
    let tr = || {
        TR_MONTHS.iter().find(|(name, _)| base.starts_with(name) && base.chars().count() <= name.chars().count() + 4)
    };
    if w.is_ascii() {
        return tr().map(|(_, m)| *m);
    }
    // Russian: stem plus a case ending of at most two letters ("мая", "июня").
    static RU: OnceLock<Stems> = OnceLock::new();
    if let Some(m) = stem_of(RU.get_or_init(|| by_first_letter(RU_MONTHS)), w, 2) {
        return Some(m);
    }
    if let Some((_, m)) = tr() {
        return Some(*m);
    }
    // Greek: a stem and an ending of at most three letters, accents ignored.
    if !w.starts_with(|c: char| ('\u{370}'..='\u{3ff}').contains(&c) || ('\u{1f00}'..='\u{1fff}').contains(&c)) {
        return None;
    }
    let plain: String = w.chars().map(greek_base).collect();
    EL_MONTHS
        .iter()
        .find(|(stem, _)| plain.starts_with(stem) && plain.chars().count() <= stem.chars().count() + 3)
        .map(|(_, m)| *m)
}

/// A Greek letter without its accent (`ά` → `α`, `ΐ` → `ι`), final sigma as `σ`.
fn greek_base(c: char) -> char {
    match c {
        'ά' => 'α',
        'έ' => 'ε',
        'ή' => 'η',
        'ί' | 'ΐ' | 'ϊ' => 'ι',
        'ό' => 'ο',
        'ύ' | 'ΰ' | 'ϋ' => 'υ',
        'ώ' => 'ω',
        'ς' => 'σ',
        c => c,
    }
}

/// The weekday a word names (Monday = 0), plurals included (`Mondays`).
pub fn weekday(word: &str) -> Option<u32> {
    if impossible(word) {
        return None;
    }
    weekday_of(&normalise(word))
}

/// What a word names on the calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayOrMonth {
    /// A weekday (Monday = 0), as [`weekday`] reads it.
    Weekday(u32),
    /// A month (January = 1), as [`month`] reads it.
    Month(u32),
}

/// [`weekday`] of a word, else its [`month`], normalising the word once
/// (read for every distinct word of an answer).
pub fn weekday_or_month(word: &str) -> Option<DayOrMonth> {
    if impossible(word) {
        return None;
    }
    let normalised = normalise(word);
    weekday_of(&normalised).map(DayOrMonth::Weekday).or_else(|| month_of(&normalised).map(DayOrMonth::Month))
}

/// [`weekday`] of a word already normalised.
fn weekday_of(w: &str) -> Option<u32> {
    let singular = w.strip_suffix('s').unwrap_or(w);
    static NAMES: OnceLock<HashMap<&'static str, u32>> = OnceLock::new();
    let names = NAMES.get_or_init(|| WEEKDAYS.iter().copied().collect());
    if let Some(d) = names.get(w).or_else(|| names.get(singular)) {
        return Some(*d);
    }
    // Inflected stems ("среду", "piątki") are not ASCII.
    if w.is_ascii() {
        return None;
    }
    static STEMS: OnceLock<Stems> = OnceLock::new();
    stem_of(STEMS.get_or_init(|| by_first_letter(WEEKDAYS)), w, 2)
}

/// A written quarter: `Q1`, `1Q`, and `T1` (the Romance languages'
/// *trimestre*); `None` otherwise.
pub fn quarter(word: &str) -> Option<u32> {
    let w = word.to_ascii_lowercase();
    let digit = w.strip_prefix(['q', 't']).or_else(|| w.strip_suffix('q'))?;
    digit.parse().ok().filter(|q| (1..=4).contains(q))
}

/// A written half year: `H1`, `H2`, and `S1`, `S2` (French and Italian
/// *semestre*); `None` otherwise.
pub fn half(word: &str) -> Option<u32> {
    let w = word.to_ascii_lowercase();
    w.strip_prefix(['h', 's'])?.parse().ok().filter(|h| (1..=2).contains(h))
}

/// A quarter in Roman numerals, as Russian writes it before "кв." ("II кв.").
pub fn roman_quarter(word: &str) -> Option<u32> {
    match word {
        "i" => Some(1),
        "ii" => Some(2),
        "iii" => Some(3),
        "iv" => Some(4),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_in_several_languages() {
        assert_eq!(month("March"), Some(3));
        assert_eq!(month("Sept."), Some(9));
        assert_eq!(month("März"), Some(3));
        assert_eq!(month("juillet"), Some(7));
        assert_eq!(month("июня"), Some(6));
        assert_eq!(month("мая"), Some(5));
        assert_eq!(month("марта"), Some(3));
        assert_eq!(month("мало"), None);
        assert_eq!(month("make"), None);
        assert_eq!(month("mark"), None);
        assert_eq!(month("gennaio"), Some(1));
        assert_eq!(month("dezembro"), Some(12));
        assert_eq!(month("maart"), Some(3));
        assert_eq!(month("grudnia"), Some(12));
        assert_eq!(month("eylülde"), Some(9));
        assert_eq!(month("Kasım'da"), Some(11));
        assert_eq!(month("martingale"), None);
        assert_eq!(month("Μαΐου"), Some(5));
        assert_eq!(month("Ιανουαρίου"), Some(1));
        assert_eq!(month("prosince"), Some(12));
        assert_eq!(month("augusti"), Some(8));
        assert_eq!(month(""), None);
        // Capitals outside ASCII are lower-cased on the stack too.
        assert_eq!(month("СЕНТЯБРЯ"), Some(9));
        assert_eq!(month("ΜΑΐΟΥ"), Some(5));
    }

    #[test]
    fn weekdays_and_plurals() {
        assert_eq!(weekday("Mondays"), Some(0));
        assert_eq!(weekday("Wed"), Some(2));
        assert_eq!(weekday("Mittwoch"), Some(2));
        assert_eq!(weekday("среду"), Some(2));
        assert_eq!(weekday("sunny"), None);
        assert_eq!(weekday("mercoledì"), Some(2));
        assert_eq!(weekday("piątki"), Some(4));
        assert_eq!(weekday("ПЯТНИЦУ"), Some(4));
        assert_eq!(weekday("woensdag"), Some(2));
        assert_eq!(quarter("Q3"), Some(3));
        assert_eq!(quarter("Q5"), None);
        assert_eq!(half("H2"), Some(2));
        assert_eq!((quarter("T1"), half("S2"), half("S3")), (Some(1), Some(2), None));
    }

    #[test]
    fn iso_dates_and_agreement() {
        let d = DateParts::iso("2024-01-24").unwrap();
        assert_eq!((d.year, d.month, d.day), (Some(2024), Some(1), Some(24)));
        assert_eq!(DateParts::iso("2025-06-29T08:12:21+03:00").unwrap().day, Some(29));
        assert_eq!(DateParts::iso("2024-03").unwrap().day, None);
        assert!(DateParts::iso("2024-13-01").is_none());
        assert!(DateParts::iso("Monday").is_none());
        let jan24 = DateParts { year: None, month: Some(1), day: Some(24) };
        assert!(jan24.agrees(&d));
        assert!(!DateParts { year: Some(2023), ..jan24 }.agrees(&d));
    }
}
