//! How the pieces of a sentence share the rows and periods they name: a
//! piece that names none takes them from the piece it continues, from the
//! "label: key" line above it, from a list "respectively" walks, or from
//! the question it answers. [`super::pieces`] cuts the answer first; the
//! words of each piece are read in [`super::keys`].

use super::keys::{self, Keys};
use super::{Piece, Scan, joined, labels_a_number};
use crate::grounding::lexicon;

/// Definite articles that may stand before a clause's leading statistic
/// (and the Russian superlative's "самый": "самый мелкий 738,76").
const ARTICLES: &[&str] =
    &["the", "der", "die", "das", "le", "la", "el", "il", "lo", "o", "a", "het", "de", "самый", "самая", "самое"];

/// Words that point back to something already named ("the day", "that week").
const ANAPHORA: &[&str] = &[
    "it", "its", "that", "this", "same", "day", "session", "week", "month", "year", "quarter",
    // Possessives: "; la sua giornata più ampia: 507,5", "; sein weitester Tag".
    "sua", "suo", "su", "seu", "sein", "seine", "seinen", "son", "sa",
];

/// "That year" in the product's languages (matched in a piece's lower-case
/// text): the year named before.
const THAT_YEAR: &[&str] = &[
    "that year",
    "that same year",
    "the same year",
    "dat jaar",
    "datzelfde jaar",
    "hetzelfde jaar",
    "in jenem jahr",
    "in dem jahr",
    "im selben jahr",
    "im gleichen jahr",
    "cette année-là",
    "la même année",
    "ese año",
    "aquel año",
    "el mismo año",
    "quell'anno",
    "nello stesso anno",
    "naquele ano",
    "nesse ano",
    "no mesmo ano",
    "в тот год",
    "в том году",
    "в том же году",
    "tego samego roku",
    "w tamtym roku",
    "その年",
    "同年",
    "那一年",
    "那年",
    "该年",
    "当年",
];

/// "The year" in the product's languages: a piece about the year as a whole.
const YEAR_NOUNS: &[&str] = &["year", "jahr", "année", "año", "anno", "ano", "год", "jaar", "rok", "yıl", "år", "έτος"];

/// "Respectively" in the product's languages (matched in a piece's lower-case text).
const RESPECTIVELY: &[&str] = &[
    "respectively",
    "respectivement",
    "respectivamente",
    "rispettivamente",
    "jeweils",
    "соответственно",
    "respectievelijk",
    "odpowiednio",
    "それぞれ",
    "分别",
    "分別",
];

/// Words joining two asks in one question ("and", "et", "und", "и").
const TWO_ASKS: &[&str] = &["and", "et", "und", "e", "ed", "y", "и", "i", "oraz", "和", "以及", "及"];

/// Possessives that open a sentence about the previous one's subject
/// ("… the August bar. Its change …").
const POINTING_BACK: &[&str] = &["its", "their", "его", "её", "их", "sein", "seine", "seinen", "ihre", "ihren"];

/// Pronouns that point back to the sentence's subject.
const PRONOUNS: &[&str] = &[
    "it", "its", "their", "they", "his", "her", "он", "она", "его", "её", "es", "sein", "ihr", "il", "elle", "son",
    "sa",
];

/// "il 70 %": "il" right before a number (or its sign) is the Italian
/// article, not the French pronoun.
fn italian_article(raw: &str) -> bool {
    let lower = raw.to_lowercase();
    lower.match_indices("il ").any(|(at, _)| {
        let word_start = lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let next = lower[at + 3..].trim_start_matches(['+', '-', '−']);
        word_start && next.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// A sentence right after a question, naming no row or period itself,
/// answers it: it names what the question named ("[14:10] Dan: how much
/// came in 2024? [14:11] Kim: −1,096.8 points", "Q: … on ES? A: −0,69").
pub(super) fn answer_question(out: &mut [Piece], answer: &str) {
    // Pieces are in text order, so a sentence's pieces are one run; table
    // cells (sentence `usize::MAX`) are no sentence.
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (j, p) in out.iter().enumerate() {
        match runs.last_mut() {
            Some(run) if out[run.0].sentence == p.sentence => run.1 = j + 1,
            _ => runs.push((j, j + 1)),
        }
    }
    runs.retain(|&(j, _)| out[j].sentence != usize::MAX);
    for w in 1..runs.len() {
        let (asked, here) = (runs[w - 1].0..runs[w - 1].1, runs[w].0..runs[w].1);
        let question = answer[out[asked.end - 1].span.1..out[here.start].span.0].trim_start().starts_with(['?', '？']);
        if !question {
            continue;
        }
        // What the question asked, nearest first: it names the column of
        // the answer's first number, whatever rows the answer names — when
        // it asks one thing ("… in 2025, and what is the average receipt?"
        // asks two).
        let words: Vec<String> =
            asked.clone().rev().flat_map(|j| out[j].words.iter().rev().map(str::to_string)).collect();
        let words = if words.iter().any(|w| TWO_ASKS.contains(&w.as_str())) { Vec::new() } else { words };
        for j in here.clone() {
            out[j].asked.clone_from(&words);
        }
        if here.clone().any(|j| !out[j].keys.is_empty()) {
            continue;
        }
        let mut keys = Keys::default();
        let (mut text, mut raw) = (String::new(), String::new());
        for j in asked {
            let k = out[j].keys.clone();
            keys.extend(&k);
            text = joined(&text, &out[j].text);
            raw = joined(&raw, &out[j].raw);
        }
        // A question naming both halves ("il primo semestre … più volatile
        // del secondo?") is answered with figures of either.
        keys.walked |= keys.halves.len() > 1;
        for j in here {
            out[j].keys = keys.clone();
            out[j].earlier_text = joined(&text, &out[j].earlier_text);
            out[j].earlier_raw = joined(&raw, &out[j].earlier_raw);
        }
    }
}

/// A piece that names no row or period takes them from its sentence: a
/// pronoun ("its widest day") points to the sentence's first piece that names
/// one; otherwise the nearest piece of the same part, before it or else after
/// it ("against 18 trades, 55.6% and +61.75 in 2023"). After a semicolon a
/// piece starts a new statement and inherits only when it points back ("; the
/// day opened at …").
pub(super) fn inherit(out: &mut [Piece], answer: &str, scan: &Scan) {
    let mut own: Vec<bool> = out.iter().map(|p| !p.keys.is_empty()).collect();
    // A parenthesis right after a number labels that number ("17,578.75
    // (January open) to 8,944 (December close)"): the number's piece takes
    // its rows, and no later piece does. One that states a number of its
    // own is a statement, not a label ("19 373 kontraktów (otwarcie 09:00:
    // 17 542)").
    let states = |p: &Piece| scan.numbers.iter().any(|m| m.span.0 >= p.span.0 && m.span.1 <= p.span.1);
    let label: Vec<bool> = out.iter().map(|p| labels_a_number(answer, p.span) && !states(p)).collect();
    // "in 2023 und 2024 (201.034 bzw. 201.006)", "in both 2023 and 2024
    // (201,034 vs 201,006)": a piece that only ends a list ("… 2023 | and
    // 2024") names the whole list, and so does a piece inheriting from it.
    for i in 1..out.len() {
        let sentence = out[i].sentence;
        if own[i]
            && own[i - 1]
            && sentence != usize::MAX
            && out[i - 1].sentence == sentence
            && out[i].list_head.is_some()
        {
            let earlier = out[i - 1].keys.clone();
            out[i].keys.extend(&earlier);
        }
    }
    for i in 0..out.len() {
        if own[i] || out[i].sentence == usize::MAX {
            continue;
        }
        let after_semicolon = answer[..out[i].span.0].trim_end().ends_with(';');
        if after_semicolon && !out[i].words.iter().any(|w| ANAPHORA.contains(&w)) {
            continue;
        }
        let same = |j: usize| out[j].sentence == out[i].sentence;
        // (Italian "il" before a number is an article: "e il 70 % di vincenti".)
        let article = |w: &str| w == "il" && italian_article(&out[i].raw);
        let pronoun = out[i].words.iter().any(|w| PRONOUNS.contains(&w) && !article(w));
        // "測点A2（2024年）：平均値幅 274.4": a parenthesis closed right before
        // a colon names what the colon introduces, when what it follows
        // names nothing itself ("H2 (Jul–Dez): …" is about H2).
        let introduced = i > 0
            && same(i - 1)
            && own[i - 1]
            && (i < 2 || !same(i - 2) || !own[i - 2])
            && matches!(answer[out[i - 1].span.1..out[i].span.0].trim(), ")" | "）")
            && answer[out[i].span.0..].trim_start().starts_with([':', '：']);
        if introduced {
            out[i].keys = out[i - 1].keys.clone();
            continue;
        }
        // "363,24 pontos (2023, 250 pregões)": what a parenthesis opens
        // with names the rest of it.
        let in_parenthesis = i > 0
            && same(i - 1)
            && own[i - 1]
            && answer[..out[i - 1].span.0].trim_end().ends_with(['(', '（'])
            && matches!(answer[out[i - 1].span.1..out[i].span.0].trim(), "," | "，" | "、")
            && !answer[out[i].span.0..out[i].span.1].trim_end().trim_end_matches([')', '）']).contains([')', '）']);
        if in_parenthesis {
            out[i].keys = out[i - 1].keys.clone();
            continue;
        }
        let labelled = i + 1 < out.len() && same(i + 1) && label[i + 1] && own[i + 1];
        if labelled {
            out[i].keys = out[i + 1].keys.clone();
            continue;
        }
        // An aside after a subject that names nothing, continued by its
        // verb: "the single widest day (585.5) also fell in H1" is about H1,
        // not the period of an earlier clause.
        // ("its widest day (585.5) beat H2's" points back with its pronoun.)
        // (Not across a contrast: "+1,202 points on 10 trades (70% winners)
        // versus +61.75 on 18 in 2023" is two subjects.)
        let continued = !out[i].words.iter().any(|w| PRONOUNS.contains(&w))
            && i + 1 < out.len()
            && same(i + 1)
            && out[i + 1].part == out[i].part
            && own[i + 1]
            && answer[out[i].span.0..out[i].span.1].contains(['(', '（'])
            && matches!(answer[out[i].span.1..out[i + 1].span.0].trim(), ")" | "）")
            // (Not into the next item of a list: "…201,034枚（250日）／2024年: …".)
            && !out[i + 1].raw.trim_start().starts_with(['／', '/', '|', '·', '•', ';', '；']);
        // The same between commas: "the widest day, 585.5, came in Q1" (one
        // number closing a subject that names nothing, continued by its verb).
        // (The numbers are in text order: the piece's are found by search.)
        // (Not with a pronoun pointing back: "and its widest day, 585.5,
        // beat H2's 507.5" is H1's.)
        let span = out[i].span;
        let comma_aside = !pronoun
            && i + 1 < out.len()
            && same(i + 1)
            && out[i + 1].part == out[i].part
            && own[i + 1]
            && answer[span.1..out[i + 1].span.0].trim() == ","
            && {
                let at = scan.numbers.partition_point(|m| m.span.0 < span.0);
                let mut inside = scan.numbers[at..].iter().take_while(|m| m.span.1 <= span.1);
                matches!((inside.next(), inside.next()), (Some(m), None)
                    if answer[span.0..m.span.0].trim_end().ends_with(',') && answer[m.span.1..span.1].trim().is_empty())
            };
        if continued || comma_aside {
            out[i].keys = out[i + 1].keys.clone();
            continue;
        }
        // "…2023年は250営業日、2024年は252営業日で、平均出来高はそれぞれ201,034枚と
        // 201,006枚": "respectively" names every row and period the sentence
        // named before it (the list, not the pairing: each number may be any of them).
        if RESPECTIVELY.iter().any(|w| out[i].text.contains(w)) {
            let mut keys = Keys::default();
            for j in (0..i).filter(|&j| same(j) && !out[j].keys.is_empty()) {
                let earlier = out[j].keys.clone();
                keys.extend(&earlier);
            }
            if keys.is_list() {
                // The list's earlier members name the same list ("con 124 | y
                // 128 sesiones respectivamente": 124 is not the last key's).
                let mut members = Vec::new();
                let mut j = i;
                while j > 0 && same(j - 1) && !own[j - 1] && states(&out[j - 1]) && out[j].led_by(lexicon::AND) {
                    members.push(j - 1);
                    j -= 1;
                }
                keys.walked = true;
                for j in members {
                    out[j].keys = keys.clone();
                }
                out[i].keys = keys;
                continue;
            }
        }
        // A semicolon starts a new statement: in "… 363,24 Punkte 2023,
        // 274,44 2024; Volumen fast gleich, 201.034 zu 201.006" the volumes
        // are not 2024's (unless the clause points back: "; its widest day").
        let statement = {
            let first = (0..i).rev().take_while(|&j| same(j)).last().unwrap_or(i);
            let from = out[first].span.0.min(out[i].span.0);
            answer[from..out[i].span.0].rfind([';', '；']).map_or(0, |p| from + p)
        };
        let anaphora = statement > 0 && out[i].words.iter().any(|w| ANAPHORA.contains(&w));
        let in_statement = |j: usize| anaphora || out[j].span.0 >= statement;
        let backward = if pronoun {
            (0..i).find(|&j| same(j) && own[j] && !label[j])
        } else {
            (0..i).rev().find(|&j| same(j) && out[j].part == out[i].part && own[j] && !label[j] && in_statement(j))
        };
        // From a later clause only its period ("…, 55.6% and +61.75 in 2023"):
        // its rows belong to its own subject ("… opened at X and the December bar closed at Y").
        // (Not from a parenthesis labelling a later number: "… (2023, 250
        // pregões) para 274,44 (2024, …)".)
        // (Nor into a comparison, whose figure stands against the clause
        // before it, from a clause stating no figure of its own: "317,7
        // frente a 232,5 …, y el día más amplio cayó en el primer semestre"
        // does not make 232,5 the first half's; "against 18 trades, 70.0%
        // and +61.75 in 2023" lists the comparison's figures up to its year.)
        let comparison = out[i].led_by(super::COMPARISONS);
        // (Nor past a semicolon: "… o ano fechou só em +61,75; 2024 somou
        // +1.202" is not 2024's.)
        let before_semicolon =
            |j: usize| !answer.get(out[i].span.1..out[j].span.0).is_some_and(|g| g.contains([';', '；']));
        let forward = || {
            (i + 1..out.len()).find(|&j| {
                same(j)
                    && out[j].part == out[i].part
                    && own[j]
                    && !label[j]
                    && (!comparison || states(&out[j]))
                    && before_semicolon(j)
            })
        };
        // "Beter in 2024. Dat jaar 70% winnaars …; in 2023 55,6%": "that
        // year" points back to the year named before, not on to a later one.
        // (Looked for only in a piece naming a year by its noun.)
        let year_noun = || {
            out[i].words.iter().any(|w| YEAR_NOUNS.contains(&w) || matches!(w, "году" | "roku" | "année-là"))
                || out[i].text.contains('年')
        };
        let that_year = || {
            (year_noun() && THAT_YEAR.iter().any(|d| out[i].text.contains(d))).then(|| {
                (0..i).rev().find(|&j| own[j] && out[j].sentence < out[i].sentence && !out[j].keys.years.is_empty())
            })?
        };
        // "証人：上半期です。平均値幅 317.71、下半期は 232.52": the answer of
        // the sentence before (a bare row, see below) comes before a later
        // clause's period.
        let from = backward
            .map(|j| (j, false))
            .or_else(|| bare_sentence_before(out, i).map(|j| (j, false)))
            .or_else(|| that_year().map(|j| (j, true)))
            .or_else(|| forward().map(|j| (j, true)));
        if let Some((j, later)) = from {
            let mut keys = out[j].keys.clone();
            // "nel 2023, ad agosto, solo il 45 %": clauses that only name
            // keys, one after the other, name them together.
            if !later && !states(&out[j]) {
                let adjunct =
                    |k: usize| same(k) && own[k] && !label[k] && !states(&out[k]) && out[k].part == out[i].part;
                let (mut lo, mut hi) = (j, j);
                while lo > 0 && adjunct(lo - 1) {
                    lo -= 1;
                }
                while hi + 1 < i && adjunct(hi + 1) {
                    hi += 1;
                }
                for k in (lo..=hi).filter(|&k| k != j) {
                    let more = out[k].keys.clone();
                    keys.extend(&more);
                }
            }
            // "…, and the year finished at 8,944": a piece about the whole
            // year takes the year, not the month of the clause before.
            let whole_year = out[i].words.iter().any(|w| YEAR_NOUNS.contains(&w))
                || ["全年", "整年", "年間", "通年", "年末"].iter().any(|y| out[i].text.contains(y));
            // "last=2024-12-20 rsi=29.09 min=19.49": a log field naming a
            // statistic is over every row, not the row of the field before.
            let statistic_field = out[i].raw.trim_start().split_once('=').is_some_and(|(field, _)| {
                ["min", "max", "mean", "avg", "median", "std", "sum"].iter().any(|s| field.eq_ignore_ascii_case(s))
            });
            // "最初は1月24日（25.14）、最低 19.49": a clause led by a statistic
            // is over every row, not the day of the clause before (a month
            // or year named on its own stays; the month of that day goes
            // with it: "8 февраля: 23,71; …, максимум 29,81").
            // Chinese and Japanese glue the statistic to the clause ("最も低いRSIは19.49").
            let led = |w: &str| crate::grounding::matching::statistic(w).is_some();
            let cjk_statistic =
                ["最低", "最高", "最も低い", "最も高い"].iter().any(|s| out[i].text.trim_start().starts_with(s));
            // (After an article: "der Tiefstwert war 19,49", "the lowest was …".)
            let mut first_words = out[i].words.iter();
            let first = first_words.next();
            let after_article = first.is_some_and(|w| ARTICLES.contains(&w)).then(|| first_words.next()).flatten();
            if first.is_some_and(led) || after_article.is_some_and(led) || cjk_statistic {
                let dates = std::mem::take(&mut keys.dates);
                keys.months.retain(|m| !dates.iter().any(|d| d.month == Some(*m)));
                // (Nor the last row: "zuletzt am 20.12. mit 29,09, der Tiefstwert war 19,49".)
                keys.latest = false;
            }
            if later || whole_year || statistic_field {
                keys = Keys {
                    years: keys.years,
                    quarters: keys.quarters,
                    halves: keys.halves,
                    coded_halves: keys.coded_halves,
                    ..Keys::default()
                };
            }
            // "… in the first half …, in the second 232.5": the ordinal alone
            // names the other half (or quarter) of the same kind.
            let ordinal = out[i].words.iter().find_map(keys::ordinal);
            let mut named = false;
            if let Some(n) = ordinal {
                if !keys.halves.is_empty() && n <= 2 {
                    keys.halves = vec![n];
                    named = true;
                } else if !keys.quarters.is_empty() {
                    keys.quarters = vec![n];
                    named = true;
                }
            }
            // "rango medio 317,7 frente a 232,5": a compared figure naming no
            // half of its own may be the other half.
            if !named && comparison && keys.halves.len() == 1 {
                keys.halves.push(if keys.halves[0] == 1 { 2 } else { 1 });
                keys.walked = true;
            }
            out[i].keys = keys;
            // "als das zweite (232,5, Spitzenböe 507,5)": the ordinal names
            // its half for the pieces after it as a key would.
            own[i] |= named;
        }
    }
    for i in 0..out.len() {
        if out[i].keys.is_empty()
            && out[i].sentence != usize::MAX
            && let Some(j) = key_line_above(out, answer, scan, &own, i)
        {
            out[i].keys = out[j].keys.clone();
        }
    }
    // "CARLA: Quarta-feira. Média de 273,53 pontos.": a sentence that only
    // names a row (the answer to a question, a heading word) is the subject
    // of the sentence after it, when that one names none.
    for i in 0..out.len() {
        let sentence = out[i].sentence;
        if !out[i].keys.is_empty() || sentence == usize::MAX || sentence == 0 {
            continue;
        }
        if out.iter().any(|p| p.sentence == sentence && !p.keys.is_empty()) {
            continue;
        }
        if let Some(j) = bare_sentence_before(out, i) {
            out[i].keys = out[j].keys.clone();
            continue;
        }
        // "Clue #7: the August bar is the key. Its change reads −1,049": a
        // sentence that opens with a pronoun speaks of the sentence before.
        let first = (0..=i).rev().take_while(|&j| out[j].sentence == sentence).last();
        // (Possessives only: "il", "son" open Italian and French sentences
        // as articles and nouns.)
        let opens_with_pronoun = first.and_then(|j| out[j].words.first()).is_some_and(|w| POINTING_BACK.contains(&w));
        if opens_with_pronoun
            && let Some(j) = (0..i).rev().find(|&j| out[j].sentence == sentence - 1 && !out[j].keys.is_empty())
        {
            out[i].keys = out[j].keys.clone();
        }
    }
}

/// The piece of the sentence before `i`'s when that sentence only names a
/// row: one piece, keys, at most three words, no digits ("CARLA:
/// Quarta-feira.", "証人：上半期です。").
fn bare_sentence_before(out: &[Piece], i: usize) -> Option<usize> {
    let sentence = out[i].sentence;
    if sentence == usize::MAX || sentence == 0 {
        return None;
    }
    let mut before = (0..i).filter(|&j| out[j].sentence == sentence - 1);
    let (Some(j), None) = (before.next(), before.next()) else { return None };
    (!out[j].keys.is_empty() && out[j].words.iter().count() <= 3 && !out[j].raw.contains(|c: char| c.is_ascii_digit()))
        .then_some(j)
}

/// A "label: value" line (or "label ........ value") under a "label: key"
/// line names that key:
/// "Лучший месяц: сентябрь⏎Доля растущих дней: 68,2%", "trimestre más
/// volátil: T1⏎rango medio: 314,87⏎rango máximo: 585,5". Walks up over
/// such value lines (no blank line between) to the key line: one with its
/// own rows or periods and no number after its colon, an INI section
/// ("[H2]" over "bereik_max = 507,5"), or the answer's title, whose rows
/// and periods a labelled line takes across the value lines between and an
/// unlabelled one (a haiku's "振幅541.5点，") only right under it. The piece
/// that names them, if any.
fn key_line_above(out: &[Piece], answer: &str, scan: &Scan, own: &[bool], i: usize) -> Option<usize> {
    let line_start = |pos: usize| answer[..pos].rfind('\n').map_or(0, |p| p + 1);
    let start = line_start(out[i].span.0);
    let labelled = label_end(&answer[start..out[i].span.1]).is_some();
    let mut line_end = start.checked_sub(1)?;
    for _ in 0..6 {
        let from = line_start(line_end);
        let line = &answer[from..line_end];
        let on_line: Vec<usize> = (0..i).filter(|&j| out[j].span.0 >= from && out[j].span.0 < line_end).collect();
        let keyed = || on_line.iter().rev().find(|&&j| own[j]).copied();
        // "[H2]": an INI section names the "key = value" lines under it.
        let trimmed = line.trim();
        if labelled && trimmed.starts_with('[') && trimmed.ends_with(']') {
            return keyed();
        }
        // The answer's title, without a label ("Datenblatt — NQ, H2
        // 2024", "三行诗 · 2024年5月17日"): its rows and periods are the
        // lines' under it when it states no quantity.
        // (One piece of it names them: ">>> h1.mean_range, h2.mean_range"
        // names two things, not one for every line.)
        let quantity = scan.numbers.iter().any(|m| m.span.0 >= from && m.span.1 <= line_end);
        if from == 0 && label_end(line).is_none() && !quantity {
            let mut keyed_pieces = on_line.iter().filter(|&&j| own[j]);
            return match (keyed_pieces.next(), keyed_pieces.next()) {
                (Some(&j), None) => Some(j),
                _ => None,
            };
        }
        if !labelled {
            return None;
        }
        // A digit that starts a number (not the 1 of "T1" or "Q3").
        let free_digit = |t: &str| {
            let mut prev = ' ';
            t.chars().any(|c| {
                let starts = c.is_ascii_digit() && !prev.is_alphanumeric();
                prev = c;
                starts
            })
        };
        let after = label_end(line)?;
        if let Some(&j) = on_line.iter().rev().find(|&&j| own[j]) {
            // "Year: 2024", "Ano: 2024": a year after the colon is a key.
            let year = line[after..].trim().parse::<u32>().is_ok_and(|y| (1900..=2100).contains(&y));
            return (!free_digit(&line[after..]) || year).then_some(j);
        }
        // A value line without rows of its own: keep walking up.
        line_end = from.checked_sub(1)?;
    }
    None
}

/// Where the label of a "label: value" line ends: after its colon or its
/// dot leader ("Operaciones ........ 10", "年末終値 ……… 18,946").
fn label_end(line: &str) -> Option<usize> {
    // (Each mark found by a search from the end: this is read for every
    // line of an answer.)
    let colon = line.rfind(':').map(|p| p + 1).max(line.rfind('：').map(|p| p + '：'.len_utf8()));
    // A leader leads to a value: "seulement… »" ends prose with an ellipsis.
    let dots = line.as_bytes().windows(2).rposition(|w| w == b"..").map(|p| p + 2);
    let leader = [dots, line.rfind('…').map(|p| p + '…'.len_utf8())]
        .into_iter()
        .flatten()
        .filter(|&p| {
            line[p..]
                .trim_start_matches(['.', '…', ' ', '\u{a0}'])
                .starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '−' | '$' | '€' | '₽'))
        })
        .max();
    // "bereik_gem = 317,71": an INI or TOML assignment.
    let key = line.trim_start();
    let assignment = key.split_once('=').filter(|(k, _)| {
        let k = k.trim_end();
        !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
    });
    let equals = assignment.map(|(k, _)| line.len() - key.len() + k.len() + 1);
    colon.max(leader).max(equals)
}

#[cfg(test)]
mod tests;
