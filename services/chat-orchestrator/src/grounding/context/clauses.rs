//! Where an answer is cut: the ends of sentences (not the dot of a decimal
//! or an abbreviation), the boundaries of clauses (commas, semicolons,
//! parentheses, dashes, conjunctions) and the cells of a Markdown table.
//! Only byte ranges and a cell's labels: what the words of a piece name is
//! read in [`super::keys`], and how pieces share it in [`super::pieces`].

use std::sync::OnceLock;

use foldhash::HashSet;

use super::{Cell, with_lower_word};
use crate::calendar;
use crate::grounding::{layout, lexicon, scan::Mention};

/// Conjunctions that start a new clause.
const CONJUNCTIONS: &[&str] = &[
    "and",
    "while",
    "but",
    "whereas",
    "vs",
    "vs.",
    "versus",
    "against",
    "than",
    "compared",
    // "the year finished at 8,944 after January opened at 17,578.75": a
    // clause of its own, with its own month.
    "after",
    "и",
    "а",
    "но",
    "против",
    "und",
    "aber",
    "gegenüber",
    "gegen",
    "et",
    "mais",
    "contre",
    "y",
    "pero",
    "frente",
    // Italian, Portuguese, Dutch, Polish, Turkish, Greek, Swedish, Czech, Hindi
    "e",
    "ma",
    "mentre",
    "mas",
    "enquanto",
    "maar",
    "terwijl",
    "tegen",
    "oraz",
    "ale",
    "natomiast",
    "statt",
    "anstatt",
    "zamiast",
    "вместо",
    // "317,71 pkt wobec 232,52 w drugim": what follows is the other figure's.
    "wobec",
    "tegenover",
    "contro",
    "rispetto",
    "ama",
    "και",
    "ενώ",
    "αλλά",
    "och",
    "men",
    "medan",
    "zatímco",
    "और",
    "जबकि",
    "लेकिन",
];

/// True when `word` is Portuguese "mais" (more, most) after an article or
/// a verb ("é a mais agitada, 278,26"), not French "mais" (but), which
/// starts a clause: `before` is the text before it.
fn portuguese_most(before: &str, word: &str) -> bool {
    word.eq_ignore_ascii_case("mais")
        && matches!(
            lexicon::word_at_end(before, lexicon::letter).to_lowercase().as_str(),
            "a" | "o" | "as" | "os" | "é" | "da" | "do" | "das" | "dos" | "bem"
        )
}

/// True when `word` is French "y" (there: "le ticket moyen y atteint"),
/// not Spanish "y" (and): the line has words only French writes.
fn french_there(line: &str, word: &str) -> bool {
    word == "y" && [" du ", " une ", " est ", " ne ", " avec ", " pour ", " été "].iter().any(|w| line.contains(w))
}

/// True for a word of [`CONJUNCTIONS`] (lower case): one lookup, as every
/// word of an answer is asked.
fn is_conjunction(word: &str) -> bool {
    static SET: OnceLock<HashSet<&'static str>> = OnceLock::new();
    SET.get_or_init(|| CONJUNCTIONS.iter().copied().collect()).contains(word)
}

/// Splits one line into clause ranges.
/// `date_ends`: where the scanner's dates end in the answer (a German
/// "23.12." ends after its dot); `numbers`: the spans of its quantities.
pub(super) fn split_line(
    line: &str,
    offset: usize,
    date_ends: &[usize],
    numbers: &[Mention],
    sentence: &mut usize,
    out: &mut Vec<(usize, usize, usize)>,
) {
    let mut start = 0;
    let cut = |out: &mut Vec<(usize, usize, usize)>, s: usize, e: usize, sent: usize| {
        if line[s..e].trim().chars().any(lexicon::alphanumeric) {
            out.push((offset + s, offset + e, sent));
        }
    };
    let mut prev: Option<char> = None;
    let mut call_depth = 0usize;
    for (i, c) in line.char_indices() {
        // Most characters can end nothing: only marks, brackets, dashes,
        // slashes and spaces are read further.
        let mark = matches!(
            c,
            '.' | '!'
                | '?'
                | '。'
                | '！'
                | '？'
                | '।'
                | '؟'
                | ';'
                | '('
                | ')'
                | '['
                | ']'
                | '、'
                | '，'
                | '；'
                | '（'
                | '）'
                | '،'
                | '؛'
                | ','
                | '—'
                | '–'
                | '-'
                | '/'
                | ' '
                | '\t'
                | '\u{3000}'
                | '·'
                | '•'
                | '▲'
                | '▼'
                | '|'
                | '‖'
                | '▸'
                | '…'
                | '>'
                | '<'
                | ':'
                | 'に'
        ) || emoji(c);
        if !mark {
            prev = Some(c);
            continue;
        }
        let rest = &line[i..];
        let next = rest[c.len_utf8()..].chars().next();
        let digit_around = prev.is_some_and(|p| p.is_ascii_digit()) && next.is_some_and(|n| n.is_ascii_digit());
        // Chinese and Japanese full stops need no space after them; an emoji
        // ends a chat line's sentence when a new one follows ("−178,25 😬
        // Mejor: …"); inside one ("ES 🚀 made 2,615") it only cuts a clause.
        let emoji_end = emoji(c) && {
            let after = rest[c.len_utf8()..].trim_start();
            after.chars().next().is_none_or(|n| n.is_uppercase() || lexicon::is_cjk(n) || emoji(n))
        };
        // A dot leader ("Average daily range ........ 267.25 pts") joins a
        // label to its value on one line: no dot of it ends anything.
        let leader = c == '.' && (prev == Some('.') || next == Some('.'));
        let end_of_sentence = !leader && matches!(c, '。' | '！' | '？')
            || emoji_end
            || (!leader
                && matches!(c, '.' | '!' | '?' | '।' | '؟')
                && !digit_around
                && next.is_none_or(|n| n.is_whitespace() || n == '*' || n == ')')
                && !(c == '.' && abbreviation(&line[..i], rest))
                // The dot closing a date ("23.12. mit +91 Punkten") ends the
                // sentence only when a capital follows ("… am 29.06. Danach"),
                // unless the date opens its clause: it then labels what
                // follows ("Kassenbons: 29.06. Азбука вкуса 13.153,34 ₽; 23.06. АШАН …").
                && !(c == '.'
                    && date_ends.contains(&(offset + i + 1))
                    && (!rest[1..].trim_start().starts_with(char::is_uppercase) || opens_clause(&line[..i]))));
        // Chinese, Japanese and Arabic commas and brackets cut clauses too ("201,006枚、2024年も…").
        // A parenthesis glued to a word is a call ("avg(total)"), not an aside.
        if c == '(' && prev.is_some_and(|p| p.is_alphanumeric() || p == '_') {
            call_depth += 1;
            prev = Some(c);
            continue;
        }
        if c == ')' && call_depth > 0 {
            call_depth -= 1;
            prev = Some(c);
            continue;
        }
        let boundary = matches!(c, ';' | '(' | ')' | '[' | ']' | '、' | '，' | '；' | '（' | '）' | '،' | '؛')
            // "上期585.5に対し下期507.5": Japanese "against" after a number
            // starts the figure set against it.
            || (c == 'に' && prev.is_some_and(|p| p.is_ascii_digit()) && rest.starts_with("に対し"))
            || emoji(c)
            // "ES.pnl = −86.112,3 · NQ.trades = 97": a separator between
            // assignments (in "2023 H2 +985.0 · 2024 H1 +767.8" it only
            // separates the items of one list).
            || (matches!(c, '·' | '•') && prev == Some(' ') && line[start..i].contains('='))
            // "Q1: media 320,64 / máx. 585,5 · Q2: 314,87": before a "label:"
            // a dot starts the next group.
            || (matches!(c, '·' | '•') && prev == Some(' ') && labelled_group(&rest[c.len_utf8()..]))
            // "range medio ▲ 317,71 · max 585,5": after a number, a dot
            // before a word and its number starts that number's label; so
            // does a ticker's arrow ("最大 12月6日 −3.32% ▲ 均值 +2.44%").
            || (matches!(c, '·' | '•' | '▲' | '▼')
                && prev == Some(' ')
                && line[start..i].contains(|d: char| d.is_ascii_digit())
                && word_then_number(&rest[c.len_utf8()..]))
            // A dashboard line outside a table: "сделок 16 | итог −4 681,25 п. | PF 0,37",
            // "Barrido RSI ▸ configuraciones 12".
            || (matches!(c, '|' | '‖' | '▸' | '…') && prev == Some(' ') && next == Some(' '))
            || (c == ',' && next.is_none_or(char::is_whitespace) && !parameters_go_on(&line[start..i], &rest[1..]))
            // A colon right after a labelled quantity ends its clause: the
            // label after it is the next number's ("on 1,000,000: net
            // +48,758.95"). A number opening its clause is labelled after
            // the colon ("14,523: the opening hour"), and a parameter's
            // ("sl=1: Sharpe …") is part of the label before.
            // (Also after the number's unit: "con 585,5 punti: apertura 17.188,75".)
            || (c == ':' && next.is_none_or(char::is_whitespace) && {
                let head = line[start..i].trim_end();
                let unit = lexicon::word_at_end(head, char::is_alphabetic);
                let unit_len = if !unit.is_empty() && lexicon::unit_word(unit) != lexicon::Unit::None { unit.len() } else { 0 };
                let number_end = offset + head[..head.len() - unit_len].trim_end().len() + start;
                let number = numbers.iter().find(|n| n.span.1 == offset + i || (unit_len > 0 && n.span.1 == number_end));
                number.is_some_and(|n| {
                    let before = line[start..(n.span.0 - offset).max(start)].trim_end();
                    before.chars().any(char::is_alphabetic) && !before.ends_with('=')
                })
            })
            // LaTeX spacing after a comma: "E_T = 1.048.758,95,\ \text{PnL} = …".
            // (Inside parentheses it separates a call's parameters: "(\text{level}=40,\ \text{hold}=3)".)
            || (c == ',' && next == Some('\\') && line[..i].rfind('(') <= line[..i].rfind(')'))
            // "\bar{R}_{H1} = 317,71 > \bar{R}_{H2} = 232,52": a comparison
            // between two assignments.
            || (matches!(c, '>' | '<') && prev == Some(' ') && next == Some(' ') && line[start..i].contains('='))
            // A dash after words and before a number labels the number, as
            // a colon would ("средний гэп в 2024 г. — 34,54 п."); after a
            // number it ends the clause.
            || (matches!(c, '—' | '–') && prev.is_some_and(char::is_whitespace) && !{
                let after = rest[c.len_utf8()..].trim_start();
                let next_at = offset + line.len() - after.len();
                let (from, to) = (offset + start, offset + i);
                line[start..i].chars().any(char::is_alphabetic)
                    && !numbers.iter().any(|n| n.span.0 >= from && n.span.0 < to)
                    && numbers.iter().any(|n| n.span.0 == next_at)
            })
            || (c == '-' && prev == Some(' ') && next == Some(' '))
            // Fields of a line aligned with spaces ("Q1    320,6    max 585,5")
            // or apart by an ideographic space ("出走：16回　勝ち：4回"): a
            // field gap after a word or a number ends its field.
            || (prev.is_some_and(|p| !p.is_whitespace()) && aligned_after(rest))
            // "gain moyen 131,8 / perte moyenne −64,6"; not "avg win / avg loss: …".
            || (c == '/'
                && prev == Some(' ')
                && next == Some(' ')
                && line[..i].trim_end().ends_with(|c: char| c.is_ascii_digit() || c == '%'));
        if end_of_sentence {
            cut(out, start, i, *sentence);
            *sentence += 1;
            // After the mark, whatever its width ('。' is three bytes).
            start = i + c.len_utf8();
        } else if boundary {
            cut(out, start, i, *sentence);
            start = i + c.len_utf8();
        } else if c == ' ' {
            let after = &rest[1..];
            let len = after.find(|c: char| !(lexicon::letter(c) || c == '.')).unwrap_or(after.len());
            // Italian and Portuguese "e" (and) cuts before a name only ("… e
            // Auchan con 106.458,44"): elsewhere it joins what shares a
            // subject ("ela fez 33 trades e lucro de …").
            let named_next = || after[len..].trim_start().starts_with(|c: char| c.is_uppercase());
            if telegram_stop(&after[..len])
                && (after[len..].is_empty() || after[len..].starts_with(char::is_whitespace))
            {
                // "PEAK HOUR 15:00 AVG 19,373 STOP OPEN HOUR 17,542.25 STOP":
                // a telegram's full stop, a word of its own.
                cut(out, start, i, *sentence);
                *sentence += 1;
                start = i + 1 + len;
            } else if (with_lower_word(&after[..len], is_conjunction)
                && !portuguese_most(&line[..i], &after[..len])
                && !dutch_only(&after[..len], &after[len..])
                && !french_there(line, &after[..len]))
                || (&after[..len] == "e" && named_next())
                || (&after[..len] == "en" && dutch_verb_next(&after[len..]))
            {
                cut(out, start, i, *sentence);
                start = i + 1;
            } else if prev.is_some_and(unspaced) && next.is_some_and(unspaced) {
                // Chinese and Japanese need no spaces between words: one
                // between two phrases is a pause ("上半年均 317.7 点 下半年均
                // 232.5 点").
                cut(out, start, i, *sentence);
                start = i + 1;
            } else if len > 0
                && after[len..].starts_with('=')
                && line[start..i].contains(|c: char| c.is_ascii_digit())
                && !parameters_go_on(line[start..i].trim_end_matches(','), after)
            {
                // Log fields: "last=2024-12-20 rsi=29.09 min=19.49", a
                // "key=value" after a value starts the next field.
                cut(out, start, i, *sentence);
                start = i + 1;
            }
        }
        prev = Some(c);
    }
    cut(out, start, line.len(), *sentence);
}

/// True when a comma stands between two parameters of one configuration
/// ("Beste In-Sample hold=5, sl=1: +2.374,13"): `before` ends with a name, `=`
/// and a small whole number, `after` starts with another name and `=`. The
/// configuration labels the numbers after it as one clause; fields of a log
/// line ("rsi=29.09, min=19.49") carry decimals and stay apart.
fn parameters_go_on(before: &str, after: &str) -> bool {
    let Some((name, value)) = before.rsplit_once('=') else { return false };
    let value = value.trim().trim_end_matches('%');
    let named = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphabetic() || c == '_');
    let after = after.trim_start();
    (1..=3).contains(&value.len())
        && value.bytes().all(|b| b.is_ascii_digit())
        && named(name.trim_end().rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).next().unwrap_or(""))
        && after.split_once('=').is_some_and(|(n, _)| named(n.trim_end()))
}

/// A Chinese character or Japanese kana: scripts written without spaces
/// between words (Korean, whose Hangul is CJK too, spaces its words).
fn unspaced(c: char) -> bool {
    lexicon::is_cjk(c) && !matches!(c as u32, 0xAC00..=0xD7AF)
}

/// The words a telegram writes for its full stops ("STOP", "ТЧК",
/// "ストップ"), in capitals.
/// Dutch "en" (and) before the verb of a new clause ("opende op 17.446,75
/// en sloot hij 2,01% hoger"): elsewhere "en" is Spanish or French "in".
fn dutch_verb_next(rest: &str) -> bool {
    let rest = rest.trim_start();
    let word = lexicon::word_at_start(rest, lexicon::letter);
    // Or a period of its own: "… over 31 trades en in 2024 +240 over 16".
    // (Or a month: "… in augustus maar 39,13 % en in november, …".)
    let after = rest[word.len()..].trim_start();
    let period_next = matches!(word, "in" | "op")
        && (after.starts_with(|c: char| c.is_ascii_digit())
            || calendar::month(&lexicon::word_at_start(after, lexicon::letter).to_lowercase()).is_some());
    period_next || matches!(word, "sloot" | "opende" | "steeg" | "daalde" | "eindigde")
}

/// Dutch "maar" before a number is "only", no "but": "in augustus maar
/// 39,13 %" is one clause.
fn dutch_only(word: &str, rest: &str) -> bool {
    word == "maar" && rest.trim_start().starts_with(|c: char| c.is_ascii_digit())
}

fn telegram_stop(word: &str) -> bool {
    matches!(word, "STOP" | "ТЧК" | "ストップ")
}

/// True when `rest` starts with a short label and its colon ("Q2: …",
/// "ES leg: …"): a group of its own.
fn labelled_group(rest: &str) -> bool {
    let rest = rest.trim_start();
    rest.find(':').is_some_and(|p| p > 0 && p <= 16 && rest[..p].split_whitespace().count() <= 2)
}

/// True when `rest` starts with a field gap ([`layout::starts_gap`]) and
/// goes on with another field: text, not the end of the line.
fn aligned_after(rest: &str) -> bool {
    let after = rest.trim_start_matches([' ', '\t', '\u{3000}']);
    layout::starts_gap(rest) && !after.is_empty() && !after.starts_with(['\n', '\r'])
}

/// True when `rest` starts with a word, or two ("max 585,5", "drawdown max
/// 4.864,5", "minimo dell'anno 19,49": an elided article is part of its
/// word), and then a number.
pub(super) fn word_then_number(rest: &str) -> bool {
    let number =
        |r: &str| r.trim_start_matches(['+', '-', '−', '$', '€', '₽']).starts_with(|d: char| d.is_ascii_digit());
    let mut rest = rest.trim_start();
    for _ in 0..2 {
        let word = lexicon::word_at_start(rest, |c| lexicon::letter(c) || matches!(c, '\'' | '’'));
        let Some(after) = (!word.is_empty()).then(|| rest[word.len()..].strip_prefix([' ', '\u{a0}'])).flatten() else {
            return false;
        };
        if number(after) {
            return true;
        }
        rest = after;
    }
    false
}

/// Pictographs and symbols chat answers put between statements (📉, 😬,
/// 🚀, ✅, ⚠️).
fn emoji(c: char) -> bool {
    matches!(c as u32, 0x1F300..=0x1FAFF | 0x2600..=0x27BF | 0x2B50 | 0x2B55)
}

/// True when the day and month `before` ends with ("… 29.06") open their
/// clause: only a colon, semicolon, dash or the line's start comes before.
fn opens_clause(before: &str) -> bool {
    let date = before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
    let ahead = date.trim_end();
    ahead.is_empty() || ahead.ends_with([':', ';', '—', '–', '：', '；']) || ahead.ends_with('\n')
}

/// Units abbreviated after a number ("−381,75 pkt.", "5 тыс.").
const UNITS_AFTER_NUMBERS: &[&str] =
    &["mio", "mrd", "tsd", "тыс", "руб", "млн", "млрд", "pp", "tys", "mln", "mld", "pkt", "zł"];

/// True when `before` ends with an abbreviation whose dot ends no sentence
/// (`Dec.`, `vs.`, `Mio.`, `руб.`). A unit or a month after a number is the
/// exception when a capitalised word follows (`after`, from the dot on): its
/// dot ends the sentence too ("−381,75 pkt. Jedyny wzrost: +57,5", "20 Dec.
/// Deepest …"), where before a lower-case word ("1,2 mln. zł") it ends nothing.
fn abbreviation(before: &str, after: &str) -> bool {
    let written = lexicon::word_at_end(before, lexicon::letter);
    let word = lexicon::lowercase(written);
    let ahead = before[..before.len() - written.len()].trim_end_matches([' ', '\u{a0}', '\u{202f}']);
    // After a number and before a capitalised word, the dot of a unit or
    // of a month closing a date ends the sentence ("Last: 20 Dec. Deepest
    // reading 19.49").
    let rest = &after[1..];
    let sentence_ends = ahead.ends_with(|c: char| c.is_ascii_digit())
        && rest.starts_with(char::is_whitespace)
        && rest.trim_start().chars().next().is_some_and(char::is_uppercase);
    if UNITS_AFTER_NUMBERS.contains(&word.as_ref()) {
        return !sentence_ends;
    }
    // Dutch "zes min. Grootste winst …": "min" (minus) ends the sentence
    // before a capital; as an abbreviation a number follows it ("min. 19,49").
    if word == "min" && rest.starts_with(char::is_whitespace) && rest.trim_start().starts_with(char::is_uppercase) {
        return false;
    }
    if sentence_ends && calendar::month(&word).is_some() {
        return false;
    }
    // "17.5k." ends a sentence: a magnitude letter after digits is no initial.
    let after_digit = before[..before.len() - written.len()].ends_with(|c: char| c.is_ascii_digit());
    (calendar::month(&word).is_some() && word.chars().count() <= 4)
        || (word.chars().count() == 1 && !after_digit)
        || [
            "vs", "approx", "ca", "etc", "avg", "max", "min", "no", "ok", "кв", "máx", "mín", "méd", "med", "mean",
            "макс", "мин", "ср", "maks", "śr", "bzw", "resp", "inkl", "ggf", "vgl", "bspw",
        ]
        .contains(&word.as_ref())
}

/// Column separators of a table: Markdown's `|` and box drawing's `│`, `┃`.
fn separator(c: char) -> bool {
    matches!(c, '|' | '│' | '┃')
}

/// A line of a table: a row (`| a | b |`, `│ a │ b │`) or a box-drawing
/// border (`┌───┬───┐`, `├───┼───┤`).
pub(super) fn table_line(line: &str) -> bool {
    let t = line.trim();
    // A row has cells between separators: a wiki infobox's "| days = 63"
    // has one separator and is a labelled line, not a table.
    (t.starts_with(separator) && t.chars().filter(|&c| separator(c)).count() >= 2)
        || (t.starts_with(['┌', '├', '└', '┏', '┣', '┗', '╔', '╠', '╚']) && layout::drawn(t))
}

/// How many lines from the first make a table written without outer pipes
/// (a pivot table pasted as text: "Row Labels | Count of trades | Sum of
/// P&L" over "2023 | 9 | −1,096.8"): a header with no digit and two
/// separators or more, and the rows under it with as many. 0 when there is
/// no such table (a dashboard line "сделок 16 | итог −4 681,25" is prose).
pub(super) fn bare_table_lines(lines: &[&str]) -> usize {
    let count = |l: &str| l.chars().filter(|&c| separator(c)).count();
    let Some(header) = lines.first() else { return 0 };
    let n = count(header);
    if n < 2 || header.trim_start().starts_with(separator) || header.contains(|c: char| c.is_ascii_digit()) {
        return 0;
    }
    let rows = lines[1..].iter().take_while(|l| count(l) == n && !l.trim_start().starts_with(separator)).count();
    if rows == 0 { 0 } else { rows + 1 }
}

/// Markdown table (or one drawn with boxes): each cell's context is its
/// column header and its row's first cell, then the row's other cells that
/// hold no number to check (`holds_number` of a cell's span in the answer
/// says whether one does). A triage board keys its rows in a later column
/// ("B8 | 16:00–16:59 | P4 | 12 326,8"): the hour names the row as much as
/// the bay. Those cells name rows only: "L5 | gap médio | P5 | +1,51,
/// desvio 34,54" keeps "desvio" for the deviation.
pub(super) fn table_cells(lines: &[(usize, &str)], holds_number: impl Fn((usize, usize)) -> bool) -> Vec<Cell> {
    // The cells between separators, and the first and last ones of a row
    // written without outer pipes ("2023 | 9 | −1,096.8").
    let cells = |line: &str, base: usize| -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let lead = line.len() - line.trim_start().len();
        let end = line.trim_end().len();
        let mut start = (!line[lead..].starts_with(separator)).then_some(lead);
        for (i, c) in line.char_indices() {
            if separator(c) {
                if let Some(s) = start {
                    out.push((base + s, base + i));
                }
                start = Some(i + c.len_utf8());
            }
        }
        if let Some(s) = start.filter(|&s| s < end && !line[s..end].trim().is_empty()) {
            out.push((base + s, base + end));
        }
        out
    };
    let mut rows = lines.iter().filter(|(_, line)| !layout::drawn(line));
    let Some(&(_, header)) = rows.next() else { return Vec::new() };
    let head: Vec<String> = cells(header, 0).iter().map(|(s, e)| header[*s..*e].trim().to_string()).collect();
    let mut out = Vec::new();
    for &(off, line) in rows {
        let row = cells(line, 0);
        let first = row.first().map(|(s, e)| line[*s..*e].trim()).unwrap_or("");
        let labels: Vec<(usize, &str)> = (row.iter().enumerate().skip(1))
            .map(|(k, &(s, e))| (k, (s, e), line[s..e].trim()))
            .filter(|&(_, (s, e), cell)| !cell.is_empty() && !holds_number((off + s, off + e)))
            .map(|(k, _, cell)| (k, cell))
            .collect();
        for (j, (s, e)) in row.iter().enumerate() {
            let header = head.get(j).map(String::as_str).unwrap_or("");
            let mut context = if j == 0 { first.to_string() } else { format!("{header} | {first}") };
            let columns = context.len();
            for &(_, cell) in labels.iter().filter(|&&(k, _)| j > 0 && k != j) {
                context.push_str(" | ");
                context.push_str(cell);
            }
            let rank = j == 0 && RANK_HEADERS.contains(&header.to_lowercase().as_str());
            out.push(Cell { span: (off + s, off + e), context, columns, rank });
        }
    }
    out
}

/// Headers of a table column that numbers its rows.
pub(super) const RANK_HEADERS: &[&str] =
    &["", "#", "rank", "no", "no.", "nr", "nr.", "№", "place", "n", "rang", "rango", "место"];
