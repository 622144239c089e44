//! The rows and periods a piece names: dates, months, weekdays, years,
//! hours, quarters, halves and "the latest", read from the scan's dates,
//! hours and identifiers and from the piece's words.
//!
//! Naming a month or weekday is looked up in a dozen languages, per word,
//! and was the dearest part of cutting an answer into pieces; a table
//! repeats its header and row label in every cell's context, and prose its
//! words. [`WordBook`] keeps what each distinct word of one answer names,
//! and its lower case, so each is looked up once.

use std::borrow::Cow;

use foldhash::{HashMap, HashMapExt};

mod traits;

pub(super) use traits::ordinal;
use traits::{HALF_JOINS, Part, Traits};

use super::{lexicon, lower_word, scan::Scan};
use crate::calendar::{self, DateParts};

/// Rows and periods a piece names.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Keys {
    /// Years (`2023`, or the year of a date).
    pub years: Vec<i32>,
    /// Dates with a day (`24 Jan`, `2024-01-24`).
    pub dates: Vec<DateParts>,
    /// Months named without a day.
    pub months: Vec<u32>,
    /// Weekdays (Monday = 0).
    pub weekdays: Vec<u32>,
    /// Clock hours.
    pub hours: Vec<u32>,
    /// Quarters 1–4.
    pub quarters: Vec<u32>,
    /// Half years 1–2.
    pub halves: Vec<u32>,
    /// The halves were read only from codes "S1", "S2" (or "H1", "H2" with
    /// no year beside them): French, Spanish and Portuguese name semesters
    /// so, but a station, bay, heat or series is coded so as often
    /// ("station NQ-S2", "Base S1", "heat H2"). Such a half counts only
    /// where a result covers a half (see `matching`).
    pub coded_halves: bool,
    /// "the latest", "the most recent": the last row of a dated table.
    pub latest: bool,
    /// "the opening hour", "die erste Stunde": the first row of an hours table.
    pub first_hour: bool,
    /// "the closing hour", "la dernière heure": the last row of an hours table.
    pub last_hour: bool,
    /// A list "respectively" walks ("… en el primer semestre y … en el
    /// segundo, con 124 y 128 sesiones respectivamente"), or a question
    /// naming both halves: each number may be any of its halves (elsewhere
    /// a number is the first half named).
    pub walked: bool,
}

impl Keys {
    /// Adds the keys of `other` not already named.
    pub(super) fn extend(&mut self, other: &Keys) {
        fn add<T: PartialEq + Copy>(to: &mut Vec<T>, from: &[T]) {
            for x in from {
                if !to.contains(x) {
                    to.push(*x);
                }
            }
        }
        let coded = (self.halves.is_empty() || self.coded_halves) && (other.halves.is_empty() || other.coded_halves);
        add(&mut self.years, &other.years);
        add(&mut self.dates, &other.dates);
        add(&mut self.months, &other.months);
        add(&mut self.weekdays, &other.weekdays);
        add(&mut self.hours, &other.hours);
        add(&mut self.quarters, &other.quarters);
        add(&mut self.halves, &other.halves);
        self.coded_halves = coded && !self.halves.is_empty();
        self.latest |= other.latest;
        self.first_hour |= other.first_hour;
        self.last_hour |= other.last_hour;
    }

    /// Names several rows or periods of one kind (a list "respectively" walks).
    pub(super) fn is_list(&self) -> bool {
        [
            self.years.len(),
            self.dates.len(),
            self.months.len(),
            self.weekdays.len(),
            self.hours.len(),
            self.quarters.len(),
            self.halves.len(),
        ]
        .into_iter()
        .any(|n| n > 1)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.years.is_empty()
            && self.dates.is_empty()
            && self.months.is_empty()
            && self.weekdays.is_empty()
            && self.hours.is_empty()
            && self.quarters.is_empty()
            && self.halves.is_empty()
            && !self.latest
            && !self.first_hour
            && !self.last_hour
    }
}

/// True when the word right before byte `at` of `text` is "since" ("seit",
/// "depuis", "sinds"). Not "from" ("с", "od", "desde"): "Неделя с 15
/// декабря", "tydzień od 8 grudnia" name a week by its first day.
fn since_before(text: &str, at: usize) -> bool {
    let word = lexicon::word_at_end(text[..at].trim_end(), char::is_alphabetic);
    matches!(lexicon::lowercase(word).as_ref(), "since" | "seit" | "depuis" | "sinds")
}

/// The rows and periods named inside `span` of `text`.
pub(super) fn keys_in<'t>(text: &'t str, span: (usize, usize), scan: &Scan, book: &mut WordBook<'t>) -> Keys {
    let inside = |s: &(usize, usize)| s.0 >= span.0 && s.1 <= span.1;
    let mut k = Keys::default();
    for (d, at) in scan.dates.iter().filter(|(_, s)| inside(s)) {
        if let Some(y) = d.year {
            k.years.push(y);
        }
        match (d.month, d.day) {
            // "Weekly bars since Dec 8: −381.75, −16, …": a day after "since"
            // starts a span of rows; it is none of them.
            (Some(_), Some(_)) if since_before(text, at.0) => {}
            (Some(_), Some(_)) => k.dates.push(*d),
            (Some(m), None) => k.months.push(m),
            _ => {}
        }
    }
    k.hours = scan.hours.iter().filter(|(_, s)| inside(s)).map(|(h, _)| *h).collect();
    let mut coded = 0;
    for (ident, _) in scan.identifiers.iter().filter(|(_, s)| inside(s)) {
        if let Some(q) = calendar::quarter(ident) {
            k.quarters.push(q);
        } else if let Some(h) = calendar::half(ident) {
            // "H2" with no year beside it is as often a heat, a hook or a
            // sheet ("heat H2", "haak H2"); "2024 H2" is a half.
            coded += usize::from(ident.starts_with(['S', 's']) || k.years.is_empty());
            k.halves.push(h);
        }
    }
    let piece = &text[span.0..span.1];
    // Chinese and Japanese halves, glued to the clause ("上半年日均振幅…").
    if piece.contains(['半', '期']) {
        for (names, h) in [(["上半年", "上半期", "上期"], 1), (["下半年", "下半期", "下期"], 2)] {
            if names.iter().any(|n| piece.contains(n)) {
                k.halves.push(h);
            }
        }
    }
    // Japanese and Chinese session hours, glued to the clause ("寄り付き直後の
    // 17,542.25枚": the hour right after the open).
    // (Most pieces hold none of their characters: one search rules them out.)
    if piece.contains(['寄', '开', '引', '收']) {
        k.first_hour |= ["寄り付き直後", "寄付き直後", "开盘后第一", "开盘第一小时"].iter().any(|n| piece.contains(n));
        k.last_hour |= ["大引け前", "引け前の1時間", "收盘前最后"].iter().any(|n| piece.contains(n));
    }
    // Chinese and Japanese quarters, glued to the clause ("第一季度日均振幅…",
    // "第1四半期の…").
    if piece.contains(['季', '四']) {
        for (q, names) in [
            (1, ["一季度", "1季度", "第1四半期", "第一四半期"]),
            (2, ["二季度", "2季度", "第2四半期", "第二四半期"]),
            (3, ["三季度", "3季度", "第3四半期", "第三四半期"]),
            (4, ["四季度", "4季度", "第4四半期", "第四四半期"]),
        ] {
            if names.iter().any(|n| piece.contains(n)) {
                k.quarters.push(q);
            }
        }
    }
    // Chinese and Japanese "the last week (day)" glued to the clause
    // ("最終週の終値は 8,837.25"): the last row.
    if piece.contains('最')
        && ["最終週", "最終日", "最后一周", "最后一天", "最后一个交易日"].iter().any(|n| piece.contains(n))
    {
        k.latest = true;
    }
    // Chinese and Japanese months written in numerals ("四月 +1,008 点",
    // "十二月"); a month in digits ("4月") is one of the scan's dates.
    if piece.contains('月') {
        k.months.extend(piece.match_indices('月').filter_map(|(at, _)| numeral_month(&piece[..at])));
    }
    // The piece's words and their numbers in the book, in buffers the book
    // keeps between pieces; each word is looked up once (it is also the
    // next word's `following`).
    let mut ws = std::mem::take(&mut book.positions);
    let mut ids = std::mem::take(&mut book.ids_buf);
    ws.clear();
    ids.clear();
    word_positions(piece, &mut ws);
    ids.extend(ws.iter().map(|(_, w)| book.id(w)));
    let mut named_part: Option<Part> = None;
    for (j, (pos, w)) in ws.iter().enumerate() {
        let (at, end) = (span.0 + pos, span.0 + pos + w.len());
        // The month of a date is already counted; a Chinese or Japanese run
        // that only starts with a date goes on ("2024年に…曜日は水曜日で").
        if scan.dates.iter().any(|(_, s)| s.0 <= at && at < s.1 && (end <= s.1 || !w.contains(lexicon::is_cjk))) {
            continue;
        }
        match book.names(ids[j]) {
            Named::Weekdays(days) => k.weekdays.extend_from_slice(days),
            Named::Weekday(d) => k.weekdays.push(*d),
            Named::Month(m) => k.months.push(*m),
            // "A quarta-feira … seguida de perto pela sexta": once an answer
            // writes a Portuguese weekday in full, the short forms are
            // weekdays too (alone they are ordinals: "a segunda metade").
            Named::Nothing
                if let Some(d) = portuguese_short_weekday(w)
                    && text.contains("-feira") =>
            {
                k.weekdays.push(d);
            }
            Named::Nothing => {
                // A short lower-case month after a word that leads one
                // ("début mai", "en mai", "fin jul."), or as a field's label
                // ("januari: 60 %, mei: 50 %"): "mai" alone is also Italian
                // for "never".
                let lead = j.checked_sub(1).map(|p| book.traits(ids[p]));
                let label = text[end..].starts_with(':');
                if (label || lead.is_some_and(|l| l.month_lead))
                    && let Some(m) = book.lower_month(ids[j])
                {
                    k.months.push(m);
                }
            }
        }
        let word = book.traits(ids[j]);
        let following = ids.get(j + 1).map(|&i| book.traits(i));
        if word.latest || (word.last && following.is_some_and(|n| n.latest_noun)) {
            k.latest = true;
        }
        if following.is_some_and(|n| n.hour_noun) {
            k.first_hour |= word.first_of_session;
            k.last_hour |= word.last_of_session;
        }
        // "Eerste → tweede helft", "first and second half": two ordinals
        // sharing one half's noun name both halves.
        if let Some(h) = word.half_ordinal
            && following.is_some_and(|n| n.part.is_none())
        {
            let traits_at = |k: usize| ids.get(k).map(|&i| book.traits(i));
            let shares = |k: usize| {
                traits_at(k).is_some_and(|n| n.half_ordinal.is_some())
                    && traits_at(k + 1).is_some_and(|n| n.part == Some(Part::Half))
            };
            let joined = || ws.get(j + 1).is_some_and(|(_, w)| HALF_JOINS.contains(&lexicon::lowercase(w).as_ref()));
            if (shares(j + 1) || (joined() && shares(j + 2))) && !k.halves.contains(&h) {
                k.halves.push(h);
            }
        }
        // "first quarter", "second half", "ersten Halbjahr", "II кв.",
        // "втором квартале"; after one, an ordinal alone names another of
        // the same kind ("nel primo trimestre … nel quarto", "en el primer
        // semestre y … en el segundo").
        match following.and_then(|n| n.part) {
            Some(Part::QuarterAbbreviation) => {
                if let Some(q) = word.roman.or(word.ordinal) {
                    k.quarters.push(q);
                    named_part = Some(Part::Quarter);
                }
            }
            Some(Part::Quarter) => {
                if let Some(q) = word.ordinal {
                    k.quarters.push(q);
                    named_part = Some(Part::Quarter);
                }
            }
            Some(Part::Half) => {
                if let Some(h) = word.half_ordinal {
                    k.halves.push(h);
                    named_part = Some(Part::Half);
                }
            }
            // An ordinal standing alone before a colon or comma names one
            // of the kind an earlier piece named ("das erste Halbjahr: … .
            // Rechts das zweite: 232,5").
            None if word.part.is_none() && !word.last => match named_part.or_else(|| {
                let after = piece[pos + w.len()..].trim_start();
                book.part_named.filter(|_| after.is_empty() || after.starts_with([':', ',', ';', '：', '，']))
            }) {
                Some(Part::Quarter) if word.ordinal.is_some_and(|q| !k.quarters.contains(&q)) => {
                    k.quarters.extend(word.ordinal);
                }
                Some(Part::Half) if word.half_ordinal.is_some_and(|h| !k.halves.contains(&h)) => {
                    k.halves.extend(word.half_ordinal);
                }
                _ => {}
            },
            None => {}
        }
    }
    book.positions = ws;
    book.ids_buf = ids;
    if named_part.is_some() {
        book.part_named = named_part;
    }
    k.coded_halves = coded > 0 && coded == k.halves.len();
    k
}

/// The month whose Chinese numerals end `before` (the text before a `月`):
/// 一 to 九, 十, 十一, 十二. `None` for any other number ("二十月" is none,
/// "三个月" counts months).
fn numeral_month(before: &str) -> Option<u32> {
    let digit = |c: char| "一二三四五六七八九".chars().position(|d| d == c).map(|i| i as u32 + 1);
    let numeral = |c: Option<char>| c.is_some_and(|c| digit(c).is_some() || c == '十' || c.is_ascii_digit());
    let mut back = before.chars().rev();
    let last = back.next()?;
    let month = match (last, digit(last)) {
        ('十', _) => 10,
        (_, Some(d)) => {
            let mut ahead = back.clone();
            if ahead.next() == Some('十') {
                back = ahead;
                10 + d
            } else {
                d
            }
        }
        _ => return None,
    };
    ((1..=12).contains(&month) && !numeral(back.next())).then_some(month)
}

/// Monday to Friday as Portuguese writes them without "-feira".
fn portuguese_short_weekday(w: &str) -> Option<u32> {
    ["segunda", "terça", "quarta", "quinta", "sexta"].iter().position(|d| w.eq_ignore_ascii_case(d)).map(|d| d as u32)
}

fn word_positions<'t>(text: &'t str, out: &mut Vec<(usize, &'t str)>) {
    let mut start = None;
    for (i, c) in text.char_indices() {
        // Portuguese weekdays are one hyphenated word ("quarta-feira"):
        // "quarta" alone is "fourth".
        let feira = || text[i + 1..].get(..5).is_some_and(|f| f.eq_ignore_ascii_case("feira"));
        let part = lexicon::alphanumeric(c) || (c == '-' && start.is_some() && feira());
        match (part, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
}

/// What a word names on the calendar.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Named {
    /// Weekdays inside a Chinese or Japanese run ("最小は月曜日の").
    Weekdays(Vec<u32>),
    /// A weekday (Monday = 0).
    Weekday(u32),
    /// A month named without a day.
    Month(u32),
    /// Neither.
    Nothing,
}

impl Named {
    /// What `w` names: weekdays inside a CJK run; otherwise, for a word long
    /// or capitalised enough to be a name ("sat below 30" is no Saturday), a
    /// weekday, else a month.
    fn of(w: &str) -> Self {
        let inside = if w.chars().any(lexicon::is_cjk) { calendar::weekdays_in(w) } else { Vec::new() };
        if !inside.is_empty() {
            return Named::Weekdays(inside);
        }
        // (Short lower-case words are mostly not names: "may", "mar", "mai"
        // ("never" in Italian). Dutch and Polish write May "mei", "maj".)
        let name_like =
            w.chars().count() > 3 || w.chars().next().is_some_and(char::is_uppercase) || matches!(w, "mei" | "maj");
        if !name_like {
            return Named::Nothing;
        }
        match calendar::weekday_or_month(w) {
            Some(calendar::DayOrMonth::Weekday(d)) => Named::Weekday(d),
            Some(calendar::DayOrMonth::Month(m)) => Named::Month(m),
            None => Named::Nothing,
        }
    }
}

/// The distinct words of one answer (as written): their lower case, and
/// what they name on the calendar, looked up on first use.
pub(super) struct WordBook<'t> {
    ids: HashMap<&'t str, usize>,
    words: Vec<Entry<'t>>,
    /// Buffers of [`keys_in`], kept between pieces.
    positions: Vec<(usize, &'t str)>,
    ids_buf: Vec<usize>,
    /// The kind of part (quarter, half) the last piece naming one named.
    part_named: Option<Part>,
}

/// One distinct word: as written, its lower case and what it names.
struct Entry<'t> {
    written: &'t str,
    lower: Cow<'t, str>,
    traits: Traits,
    named: Option<Named>,
    lower_month: Option<Option<u32>>,
}

impl<'t> WordBook<'t> {
    pub(super) fn new() -> Self {
        Self { ids: HashMap::new(), words: Vec::new(), positions: Vec::new(), ids_buf: Vec::new(), part_named: None }
    }

    /// The word's number in the book, added with its lower case when new.
    fn id(&mut self, w: &'t str) -> usize {
        if let Some(&i) = self.ids.get(w) {
            return i;
        }
        let i = self.words.len();
        let lower = lower_word(w);
        let traits = Traits::of(&lower);
        self.words.push(Entry { written: w, lower, traits, named: None, lower_month: None });
        self.ids.insert(w, i);
        i
    }

    /// What the word's lower case says about the last row and parts of a year.
    fn traits(&self, id: usize) -> Traits {
        self.words[id].traits
    }

    /// The month the word's lower case names, looked up on first use.
    fn lower_month(&mut self, id: usize) -> Option<u32> {
        let e = &mut self.words[id];
        *e.lower_month.get_or_insert_with(|| calendar::month(&e.lower))
    }

    /// What the word names, looked up on first use.
    fn names(&mut self, id: usize) -> &Named {
        let e = &mut self.words[id];
        e.named.get_or_insert_with(|| Named::of(e.written))
    }
}
