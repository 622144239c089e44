//! What the words around a number say about it: which row (date, weekday,
//! month, year, hour, quarter, group name), which column or metric, which
//! period, and which direction.
//!
//! An answer is cut into pieces: sentences, then clauses at commas,
//! semicolons, parentheses, dashes and conjunctions ("and", "while", "vs").
//! A piece with no words of its own (`(269.41)`, `pts`) belongs to the piece
//! before it; a piece that names no row or period takes them from the previous
//! piece of its sentence ("On 24 January the range was 585.5; the day opened
//! at 16,672.75" — the open is still 24 January's). In a Markdown table a
//! cell's context is its row's first cell and its column's header; a list
//! item is its own sentence. The direction words give a number are read in
//! [`super::direction`].

mod aligned;
mod clauses;
mod comparison;
mod keys;
mod pairs;
mod sharing;
mod words;
use clauses::{split_line, table_cells, table_line};
pub use comparison::Form;
pub use keys::Keys;
use keys::{WordBook, keys_in};
pub(super) use pairs::joins;
pub use words::WordList;
pub(super) use words::{lower, lower_word, notation_words, to_lower, with_lower_word, words};

use super::{
    lexicon::{self, Unit},
    scan::{self, Scan},
};

/// One piece of an answer.
#[derive(Debug, Clone)]
pub struct Piece {
    /// Byte range in the answer.
    pub span: (usize, usize),
    /// Sentence number (`usize::MAX` for a table cell).
    pub sentence: usize,
    /// A table's rank column (`#`, `Rank`, `No.`): its numbers count rows.
    pub rank: bool,
    /// Part of the sentence: a contrast ("versus", "against", "while")
    /// starts a new one; rows and periods are only shared within a part.
    pub part: usize,
    /// Rows and periods it names (inherited when it names none).
    pub keys: Keys,
    /// Its words, lower case (`ё` read as `е`).
    pub words: WordList,
    /// Its text, lower case, for finding names (shops, products).
    pub text: String,
    /// Its text as written (case matters for codes: `ES` the instrument, `IS` in-sample).
    pub raw: String,
    /// Words of the previous piece of the sentence (for naming a column).
    pub previous_words: WordList,
    /// For a comparison ("vs +61.75 on 18"), the words around each figure
    /// of the clause it continues (with the clauses before it that list
    /// figures of the same subject, joined by commas), in order, when there
    /// are two or more, with each figure's [`Form`]: its k-th figure of a
    /// form is set against their k-th of that form.
    pub previous_figures: Vec<(Form, WordList)>,
    /// Text of every earlier piece of the sentence (lower case), and as written:
    /// "ES made 2,615 and NQ lost 3,061; the Sharpe ratios were 1.67 and
    /// −0.69" names both rows for the last clause.
    pub earlier_text: String,
    /// The same, as written.
    pub earlier_raw: String,
    /// When this piece only ends a list ("ES vs | NQ: Sharpe 1.67 vs
    /// −0.69"), the list's previous item (lower case, as written): its rows
    /// are named here too.
    pub list_head: Option<(String, String)>,
    /// For a comparison whose next piece, joined by "and", names a row
    /// ("contre 97 trades | et 0,79 sur le NQ"), that piece's text (lower
    /// case, as written): the list it begins is about that row.
    pub list_tail: Option<(String, String)>,
    /// When the piece before in the sentence is a list item, a name and
    /// then its number ("Käse Ламбер 16.036,41 (39)", "nappies Merries
    /// 20,886.90"; not "NQ: 97 trades", whose name introduces what follows),
    /// its text (lower case, as written): a piece after it led by a name of
    /// its own is the next item, not more of that one.
    pub item_before: Option<(String, String)>,
    /// The words of the question this piece's sentence answers ("HOST:
    /// where did NQ open? CONTESTANT: 14,601.5"), nearest first; empty when
    /// it answers none. They name the column of the answer's first number.
    pub asked: Vec<String>,
    /// The rows each result names here, computed on first use.
    pub(super) named: super::rows::NamedRows,
}

impl Piece {
    /// Whether the piece's first word is one of `list` ("vs", "and" …).
    pub fn led_by(&self, list: &[&str]) -> bool {
        self.words.first().is_some_and(|w| list.contains(&w))
    }
}

/// Words that carry no content: a piece of only these belongs to the piece before.
const FILLER: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "on",
    "at",
    "in",
    "is",
    "was",
    "were",
    "to",
    "by",
    "for",
    "from",
    "with",
    "it",
    "its",
    "and",
    "or",
    "about",
    "around",
    "roughly",
    "approximately",
    "nearly",
    "just",
    "only",
    "per",
    "day",
    "each",
    "x",
];

/// Words that contrast what follows with what came before.
pub const CONTRASTS: &[&str] = &[
    "vs",
    "vs.",
    "versus",
    "against",
    "while",
    "whereas",
    "but",
    "than",
    "compared",
    "против",
    "а",
    "но",
    "gegenüber",
    "gegen",
    "aber",
    "während",
    "contre",
    "mais",
    "alors",
    "frente",
    "pero",
    "mientras",
    "statt",
    "anstatt",
    "instead",
    "contro",
    "rispetto",
    "invece",
    "contra",
    "tegenover",
    "tegen",
    "wobec",
    "zamiast",
    "вместо",
    // "But" in Polish, Italian and Portuguese (not Dutch "maar": as often
    // "only", "won maar +30 punten").
    "ale",
    "natomiast",
    "ma",
    "mas",
];

/// Prepositions that compare with what came before: the quantity carries over.
pub const COMPARISONS: &[&str] = &[
    "vs",
    "vs.",
    "versus",
    "against",
    "than",
    "compared",
    "против",
    "gegenüber",
    "gegen",
    "contre",
    "frente",
    "statt",
    "anstatt",
    "contro",
    "rispetto",
    "contra",
    "tegenover",
    "tegen",
    "wobec",
    "zamiast",
    "вместо",
];

/// True when the line holding byte `at` of `answer` is a quiz's option
/// ("A. 267.25", "(b) −128.5 points", "(ア) 18,946").
pub fn option_line(answer: &str, at: usize) -> bool {
    let start = answer[..at].rfind('\n').map_or(0, |p| p + 1);
    let line = answer[start..].trim_start();
    let mut chars = line.chars();
    let (first, second, third) = (chars.next(), chars.next(), chars.next());
    let letter = |c: Option<char>| c.is_some_and(|c| matches!(c, 'A'..='E' | 'a'..='e' | 'ア' | 'イ' | 'ウ' | 'エ'));
    (first == Some('(') && letter(second) && matches!(third, Some(')')))
        || (letter(first) && matches!(second, Some('.' | ')')) && third.is_some_and(char::is_whitespace))
}

/// A table's cell, before it becomes a [`Piece`]: its span in the answer,
/// the context it is read in (its header and the row's labels), how much of
/// that context may name its column (the rest names its row only), and
/// whether its column counts rows (a rank).
#[derive(Debug)]
pub(super) struct Cell {
    span: (usize, usize),
    context: String,
    columns: usize,
    rank: bool,
}

/// Cuts `answer` into pieces; `scan` is its scan (dates, hours, identifiers).
pub fn pieces(answer: &str, scan: &Scan) -> Vec<Piece> {
    let mut raw: Vec<(usize, usize, usize)> = Vec::new(); // (start, end, sentence)
    let mut tables: Vec<Cell> = Vec::new();
    let mut sentence = 0;
    let mut offset = 0;
    let lines: Vec<&str> = answer.split_inclusive('\n').collect();
    let date_ends: Vec<usize> = scan.dates.iter().map(|(_, span)| span.1).collect();
    let mut li = 0;
    while li < lines.len() {
        let line = lines[li];
        let title = if li > 0 { lines[li - 1] } else { "" };
        if let Some((n, cells)) = aligned::table(&lines[li..], offset, title) {
            tables.extend(cells);
            sentence += 1;
            offset += lines[li..li + n].iter().map(|l| l.len()).sum::<usize>();
            li += n;
            continue;
        }
        let bare = clauses::bare_table_lines(&lines[li..]);
        if bare > 0 || table_line(line) {
            let mut table_lines = Vec::new();
            let mut o = offset;
            let end = li + bare;
            while li < lines.len() && (li < end || (bare == 0 && table_line(lines[li]))) {
                table_lines.push((o, lines[li]));
                o += lines[li].len();
                li += 1;
            }
            let holds_number = |(s, e): (usize, usize)| {
                let i = scan.numbers.partition_point(|m| m.span.0 < s);
                scan.numbers.get(i).is_some_and(|m| m.span.1 <= e)
            };
            tables.extend(table_cells(&table_lines, holds_number));
            sentence += 1;
            offset = o;
            continue;
        }
        split_line(line, offset, &date_ends, &scan.numbers, &mut sentence, &mut raw);
        sentence += 1;
        offset += line.len();
        li += 1;
    }
    // The words of the answer and of the tables' labels, each looked up once.
    let mut book = WordBook::new();
    let mut out: Vec<Piece> = Vec::new();
    for (start, end, sent) in raw {
        let text = &answer[start..end];
        let lowered = lower(text);
        let words = WordList::of(&lowered);
        let keys = keys_in(answer, (start, end), scan, &mut book);
        // A counting noun before its own number ("…, sesje 250 → 252") labels
        // that number: a clause of its own, not words after the previous one.
        let has_content = words.iter().any(|w| !FILLER.contains(&w) && lexicon::unit_word(w) == Unit::None)
            || !keys.is_empty()
            || (words.first().is_some_and(|w| lexicon::unit_word(w) != Unit::None) && clauses::word_then_number(text));
        // Words after a number's label ("(January open) to 8,944"), or after
        // an aside stating a number ("(2023, 250 sessions) to 274.44"), are
        // not the aside's (a label's colon and value are: "Cosecha (cierre):
        // 17.632"; so are the words after a word in parentheses: "delivered
        // (closed) at 9,214.75").
        if !has_content
            && let Some(prev) = out.last_mut()
            && prev.sentence == sent
            && !labels_a_number(answer, prev.span)
            && !(answer[prev.span.1..start].contains([')', '）'])
                && text.trim_start().starts_with(char::is_alphabetic)
                && scan.numbers.iter().any(|m| m.span.0 >= prev.span.0 && m.span.1 <= prev.span.1))
        {
            prev.span.1 = end;
            prev.words.extend(&words);
            prev.text = lower(&answer[prev.span.0..end]);
            prev.raw = answer[prev.span.0..end].to_string();
            prev.keys = keys_in(answer, prev.span, scan, &mut book);
            continue;
        }
        out.push(Piece {
            span: (start, end),
            sentence: sent,
            rank: false,
            part: 0,
            keys,
            words,
            text: lowered,
            raw: text.to_string(),
            previous_words: WordList::default(),
            previous_figures: Vec::new(),
            earlier_text: String::new(),
            earlier_raw: String::new(),
            list_head: None,
            item_before: None,
            list_tail: None,
            asked: Vec::new(),
            named: Default::default(),
        });
    }
    // Prose pieces and table cells are each in text order: merged, not sorted.
    let prose = std::mem::take(&mut out);
    let mut cells = Vec::with_capacity(tables.len());
    for Cell { span, context, columns, rank } in &tables {
        let s = scan::scan(context, &[]);
        let lowered = lower(context);
        cells.push(Piece {
            span: *span,
            sentence: usize::MAX,
            rank: *rank,
            part: 0,
            keys: keys_in(context, (0, context.len()), &s, &mut book),
            words: WordList::of(&lower(&context[..*columns])),
            text: lowered,
            raw: context.clone(),
            previous_words: WordList::default(),
            previous_figures: Vec::new(),
            earlier_text: String::new(),
            earlier_raw: String::new(),
            list_head: None,
            item_before: None,
            list_tail: None,
            asked: Vec::new(),
            named: Default::default(),
        });
    }
    out = merge_in_order(prose, cells);
    for i in 1..out.len() {
        if out[i].sentence == out[i - 1].sentence && out[i].sentence != usize::MAX {
            let contrast = out[i].led_by(CONTRASTS);
            // A clause joined by "and" after a comparison goes back to what
            // the comparison was set against: "317,7 punti contro 232,5 nel
            // secondo, e la seduta più ampia (585,5) …" is the first half's.
            let back = !contrast
                && out[i - 1].part > 0
                && out[i - 1].led_by(COMPARISONS)
                && out[i].keys.is_empty()
                && out[i].led_by(lexicon::AND)
                && subject_first(&out[i].raw);
            out[i].part = if back { out[i - 1].part - 1 } else { out[i - 1].part + usize::from(contrast) };
            // The clause a piece continues is the nearest one that is not an
            // aside in parentheses: in "+1,202 pts on 10 trades (70% winners,
            // PF 2.82) versus +61.75" the comparison continues the points.
            let same = |j: &usize| out[*j].sentence == out[i].sentence;
            let sentence_start = (0..i).rev().take_while(same).last().map_or(out[i].span.0, |j| out[j].span.0);
            let aside = |j: &usize| {
                let before = &answer[sentence_start.min(out[*j].span.0)..out[*j].span.0];
                let open = before.rfind(['(', '（']);
                open.is_some_and(|o| !before[o..].contains([')', '）']))
            };
            let continued = (0..i).rev().take_while(same).find(|j| !aside(j)).unwrap_or(i - 1);
            // For a comparison: the clause continued, and the clauses of its
            // part before it that list the same subject's figures ("+1,202
            // points on 10 trades, win rate 70%, vs …"): joined by commas only.
            let mut first = continued;
            while first > 0
                && same(&(first - 1))
                && out[first - 1].part == out[continued].part
                && !aside(&(first - 1))
                // ("…, and the widest Q4 day was 389 points against 585.5":
                // a clause led by "and" starts its own subject.)
                && !out[first].led_by(lexicon::AND)
                && answer.get(out[first - 1].span.1..out[first].span.0).is_some_and(|g| g.trim() == ",")
            {
                first -= 1;
            }
            // A comparison ("vs", "than") continues the clause before it,
            // unless its next clause names again what that one named ("… PF
            // 2.82 — than in 2023: +61.75 over 18, PF 1.02"): it then lists
            // its own figures. Otherwise it sets its figures against the
            // clause's in order ("+1,202 pts on 10 trades at a 70% win
            // rate, vs +61.75 on 18": the points against the points), so the
            // words around each of the clause's figures are kept (from the
            // figure before it to the one after).
            let comparison = out[i].led_by(COMPARISONS);
            let restated = comparison
                && out.get(i + 1).is_some_and(|next| {
                    next.sentence == out[i].sentence && next.words.iter().any(|w| out[continued].words.contains(w))
                });
            if !restated {
                out[i].previous_words = out[continued].words.clone();
            }
            if comparison && !restated {
                let figures = comparison::figures(answer, scan, (out[first].span.0, out[continued].span.1));
                if figures.len() >= 2 {
                    out[i].previous_figures = figures;
                }
            }
            out[i].earlier_text = joined(&out[i - 1].earlier_text, &out[i - 1].text);
            out[i].earlier_raw = joined(&out[i - 1].earlier_raw, &out[i - 1].raw);
            if list_end(answer, &out[i - 1], &out[i]) {
                out[i].list_head = Some((out[i - 1].text.clone(), out[i - 1].raw.clone()));
            }
            // (The next item after a separator or "and": "Coffee (Lavazza 250
            // g) sits at #8" is what the item in parentheses names.)
            let gap = answer.get(out[i - 1].span.1..out[i].span.0).unwrap_or("");
            let separated = gap.trim().trim_matches([')', '）']).trim_start().starts_with(lexicon::LIST_MARKS);
            let joined = out[i].led_by(lexicon::AND) || out[i].led_by(lexicon::THEN);
            // (Past an aside: "Käse Ламбер 16.036,41 RUB (39 Käufe), Putenhack …".)
            let item = [i - 1, continued].into_iter().find(|&j| named_item(&out[j].raw));
            if let Some(j) = item.filter(|_| separated || joined) {
                out[i].item_before = Some((out[j].text.clone(), out[j].raw.clone()));
            }
            // A comparison whose next piece, joined by "and", names the row
            // closing its list ("contre 97 trades | et 0,79 sur le NQ").
            if out[i - 1].part == out[i].part && out[i - 1].led_by(COMPARISONS) && out[i].led_by(lexicon::AND) {
                out[i - 1].list_tail = Some((out[i].text.clone(), out[i].raw.clone()));
            }
        }
    }
    let own_years: Vec<Vec<i32>> = out.iter().map(|p| p.keys.years.clone()).collect();
    let own_halves: Vec<bool> = out.iter().map(|p| !p.keys.halves.is_empty()).collect();
    sharing::inherit(&mut out, answer, scan);
    pairs::in_order(&mut out, answer, scan, &own_years, &own_halves);
    sharing::answer_question(&mut out, answer);
    out
}

/// True when a clause led by a joining word names a subject before its
/// first number ("e la seduta più ampia (585,5"): a clause of its own, not
/// the next item of a list ("and 0.79 on NQ").
fn subject_first(raw: &str) -> bool {
    let rest = raw.trim_start();
    let rest = rest.find(char::is_whitespace).map_or("", |p| &rest[p..]);
    let head = rest.split(|c: char| c.is_ascii_digit()).next().unwrap_or("");
    head.chars().any(char::is_alphabetic)
}

/// Two lists of pieces, each in text order, as one: what a stable sort by
/// start gives (a prose piece before a cell starting at the same byte).
fn merge_in_order(a: Vec<Piece>, b: Vec<Piece>) -> Vec<Piece> {
    debug_assert!(a.is_sorted_by_key(|p| p.span.0) && b.is_sorted_by_key(|p| p.span.0));
    if b.is_empty() {
        return a;
    }
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let from_b = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => y.span.0 < x.span.0,
            (Some(_), None) => false,
            (None, Some(_)) => true,
            (None, None) => break,
        };
        out.extend(if from_b { b.next() } else { a.next() });
    }
    out
}

/// `earlier` and `text` joined by a space.
fn joined(earlier: &str, text: &str) -> String {
    let mut s = String::with_capacity(earlier.len() + 1 + text.len());
    s.push_str(earlier);
    s.push(' ');
    s.push_str(text);
    s
}

/// A name and then its number: words before the first digit, with nothing
/// but spaces, parentheses or a currency sign between the last
/// of them and the digit (no colon or dash: "NQ: 97 trades" introduces).
fn named_item(raw: &str) -> bool {
    let Some(first) = raw.find(|c: char| c.is_ascii_digit()) else { return false };
    let head = &raw[..first];
    let Some(last) = head.rfind(lexicon::letter) else { return false };
    head[last..]
        .chars()
        .skip(1)
        .all(|c| c.is_whitespace() || matches!(c, '(' | ')' | '（' | '）') || lexicon::currency_sign(c))
}

/// True when `piece` is only the last item of a list started in `before`:
/// a short piece ("2024", "le mercredi") after "and" ("und", "et", "y", "e",
/// "i", "и", "en", "oraz") or "vs" ("2023 vs 2024: 201,033.96 vs …").
fn list_end(answer: &str, before: &Piece, piece: &Piece) -> bool {
    let gap = answer.get(before.span.1..piece.span.0).unwrap_or("").trim();
    let text = answer.get(piece.span.0..piece.span.1).unwrap_or("");
    let (word, rest) = match gap {
        "" => text.trim_start().split_once(' ').unwrap_or((text, "")),
        g => (g, text),
    };
    // The item, and at most what opens or follows a colon after it ("2024
    // (201,034", "2024: 201,033.96").
    let item = rest.split(['(', '（', ':', '：']).next().unwrap_or("");
    matches!(
        lower_word(word).as_ref(),
        "and" | "und" | "et" | "y" | "e" | "i" | "и" | "en" | "oraz" | "och" | "και" | "vs" | "vs." | "versus"
    ) && item.split_whitespace().count() <= 2
}

/// True for a parenthesis right after a number, its unit or its magnitude:
/// "(January open)" in "17,578.75 (January open)", "(lundi)" in "269,4
/// points (lundi)", "(15:00–15:59)" in "~19.4k (15:00–15:59)".
fn labels_a_number(answer: &str, span: (usize, usize)) -> bool {
    let ends_number = |t: &str| t.ends_with(|c: char| c.is_ascii_digit() || c == '%');
    // A statement that starts with its number: "2,19% — рост 18 января",
    // "−352,75 pkt — tydzień 8 grudnia".
    if let Some(head) = answer[..span.0].trim_end().strip_suffix(['—', '–']).map(str::trim_end) {
        // The statement: from the last sentence end (not a decimal point).
        let cut = ["\n", ". ", "! ", "? ", "。"].iter().filter_map(|m| head.rfind(m).map(|p| p + m.len())).max();
        let line = &head[cut.unwrap_or(0)..];
        let mut words = line.split_whitespace();
        let first = words.next().unwrap_or("");
        let starts_with_number =
            first.trim_start_matches(['-', '−', '+', '*', '~', '≈']).starts_with(|c: char| c.is_ascii_digit());
        if starts_with_number && line.split_whitespace().count() <= 4 {
            return true;
        }
    }
    let Some(before) = answer[..span.0].trim_end().strip_suffix(['(', '（']).map(str::trim_end) else {
        return false;
    };
    // "$\max \Delta = +91$ (23.12.2024)": LaTeX math closed after the
    // number (or a dollar sign written after it).
    let before = before.strip_suffix('$').unwrap_or(before);
    if ends_number(before) {
        return true;
    }
    let word = lexicon::word_at_end(before, |c| c.is_alphabetic() || c == '.');
    let unit = lexicon::unit_word(word.trim_end_matches('.')) != Unit::None
        || matches!(word, "k" | "K" | "M" | "Mio." | "Mrd." | "Tsd." | "mil" | "тыс." | "млн");
    !word.is_empty() && unit && ends_number(before[..before.len() - word.len()].trim_end())
}

#[cfg(test)]
#[path = "context_tests.rs"]
mod tests;
