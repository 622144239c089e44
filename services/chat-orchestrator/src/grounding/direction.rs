//! The direction the words around a number give it ("lost 917", "fell 12",
//! "175.5 points above"), as opposed to a level ("fell to 8,944") or a
//! threshold ("below 0.95").

use super::{
    context::{Piece, lower, words},
    lexicon::{self, Unit},
    scan::Sign,
};

/// The direction the words around a number give it: "lost 917", "fell 12",
/// "175.5 points above", "gained 57.8". `None` when no such word is near.
pub fn direction(answer: &str, span: (usize, usize), piece: &Piece) -> Option<Sign> {
    // Only the few words next to the number matter.
    let from = floor_boundary(answer, span.0.saturating_sub(48)).max(piece.span.0.min(span.0));
    let to = floor_boundary(answer, (span.1 + 40).min(answer.len())).min(piece.span.1.max(span.1)).max(span.1);
    // Borrowed from one lower-cased copy per side (this runs for every
    // number with a candidate).
    // A colon starts a list of levels: "the range fell every quarter: Q1
    // 320,64, Q2 314,87" reports Q1's level, not a fall.
    let from = match answer[from..span.0].char_indices().rev().find(|(_, c)| matches!(c, ':' | '：')) {
        Some((p, c)) => from + p + c.len_utf8(),
        None => from,
    };
    // An aside closed before the number says nothing of its direction:
    // "mittlere Tagesspanne (Hoch minus Tief) 187,6" is a formula.
    let before = &answer[from..span.0];
    // (Its "(" may be before the piece: then everything up to the ")" goes.)
    let before_text = match before.rfind(')').map(|close| (before[..close].rfind('(').unwrap_or(0), close)) {
        Some((open, close)) => lower(&format!("{} {}", &before[..open], &before[close + 1..])),
        None => lower(before),
    };
    let after_text = lower(&answer[span.1..to]);
    let mut before_words: Vec<&str> = Vec::new();
    lexicon::words_in(&before_text, &['&', '%'], |w| before_words.push(w));
    let mut after_words: Vec<&str> = Vec::with_capacity(3);
    lexicon::words_in(&after_text, &['&', '%'], |w| {
        if after_words.len() < 3 {
            after_words.push(w)
        }
    });
    let cue = |w: &str| {
        if matches!(w, "up" | "down") {
            None
        } else {
            lexicon::cue(w).map(|gain| if gain { Sign::Plus } else { Sign::Minus })
        }
    };
    // "fell to 8,944" states a level (also when the verb follows, as German
    // puts it: "auf 232,5 fiel"), not a change; "below 0.95" a threshold.
    // "below the 0.95 bar": an article between the comparison and the number.
    let last = before_words.iter().rev().find(|w| !matches!(**w, "the" | "a" | "an"));
    if last.is_some_and(|w| LEVEL_WORDS.contains(w) || THRESHOLD_WORDS.contains(w)) {
        return None;
    }
    // Chinese and Japanese glue the "to" to the verb ("跌到8,944点", "下落至")
    // or put it after the number and its unit ("8,944ポイントまで下落").
    let unit_then_made = after_text.trim_start().trim_start_matches(|c: char| c.is_alphabetic() && c != 'ま');
    if before_text.trim_end().ends_with(['到', '至']) || unit_then_made.starts_with("まで") {
        return None;
    }
    // Words right after the number and its unit: "points lower", "down".
    for w in after_words.iter().skip_while(|w| lexicon::unit_word(w) != Unit::None).take(1) {
        if let Some(s) = cue(w) {
            return Some(s);
        }
    }
    // "fell from 363.2 to 274.4", "spadł z 363,2 … do 274,4": the first of
    // a from–to pair is a level too.
    if last.is_some_and(|w| FROM_WORDS.contains(w)) && goes_to(answer, span.1) {
        return None;
    }
    // "gave back 91 points", "gave up 40": a loss, whatever "up" says alone.
    let n = before_words.len();
    if n >= 2
        && matches!(before_words[n - 1], "back" | "up")
        && matches!(before_words[n - 2], "gave" | "give" | "gives" | "giving" | "given")
    {
        return Some(Sign::Minus);
    }
    // "up" and "down" state a direction only right before the number ("down
    // 96.25"); elsewhere they are part of a phrase ("closed up on 56% of days").
    match before_words.last().copied() {
        Some("up") => return Some(Sign::Plus),
        Some("down") => return Some(Sign::Minus),
        _ => {}
    }
    // (A verb of falling followed by a month, quarter, half or year says
    // when something happened: "el mínimo del año cayó en diciembre,
    // 8.926,25", "the widest single day fell in Q1 (585.5)".)
    // (Quarters, halves and years hold digits, so they are no words: the
    // text's last token before the number is read, only when needed.)
    let coded_period = || {
        let text = before_text.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, '(' | ',' | '：' | ':'));
        let token = text.rsplit(char::is_whitespace).next().unwrap_or("");
        let year = token.len() == 4 && token.starts_with(['1', '2']) && token.bytes().all(|b| b.is_ascii_digit());
        year || crate::calendar::quarter(token).is_some() || crate::calendar::half(token).is_some()
    };
    let when = |k: usize| {
        before_words.get(k + 1).is_some_and(|p| matches!(*p, "en" | "em" | "in" | "im" | "am" | "on" | "w" | "в"))
            && match before_words.get(k + 2) {
                Some(m) => crate::calendar::month(m).is_some(),
                None => coded_period(),
            }
    };
    for (k, w) in before_words.iter().enumerate().rev().take(3) {
        if let Some(s) = cue(w).filter(|_| !when(k)) {
            return Some(s);
        }
    }
    None
}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// True for a comparison that makes a number a threshold ("below",
/// "über", "powyżej"): between two words it relates two quantities
/// ("closing below the open").
pub fn is_threshold_word(w: &str) -> bool {
    THRESHOLD_WORDS.contains(&w)
}

/// Comparisons that make the number a threshold ("below 0.95", "above 30").
const THRESHOLD_WORDS: &[&str] = &[
    "below",
    "above",
    "under",
    "over",
    "unter",
    "über",
    "unterhalb",
    "oberhalb",
    "sous",
    "au-dessus",
    "au-dessous",
    "dessous",
    "dessus",
    "ниже",
    "выше",
    "debajo",
    "encima",
    "sotto",
    "sopra",
    "abaixo",
    "acima",
    "onder",
    "boven",
    "poniżej",
    "powyżej",
    "altında",
    "üstünde",
];

/// Comparison glyphs before a threshold (`RSI < 40`, `≥ 30`).
const THRESHOLD_GLYPHS: &[char] = &['<', '>', '≤', '≥', '＜', '＞', '⩽', '⩾'];

/// Chinese and Japanese comparisons glued to the number: before it
/// ("低于30") or after it ("30未満", "30以下").
const CJK_THRESHOLD_BEFORE: &[&str] = &["低于", "高于", "小于", "大于", "不足", "超过"];
const CJK_THRESHOLD_AFTER: &[&str] = &["未満", "以下", "以上", "を下回", "を上回", "超"];

/// True when a comparison makes the number at `span` a threshold rather than
/// a result: a glyph (`RSI < 40`), a word right before it ("below 30",
/// "poniżej 30", "por debajo de 30", "低于30") or a Chinese or Japanese one
/// right after it ("30未満"). Such a number restates the request's condition.
pub fn threshold(answer: &str, span: (usize, usize)) -> bool {
    let before = answer[..span.0].trim_end_matches([' ', '\u{a0}', '\u{202f}', '*', '_']);
    if before.ends_with(THRESHOLD_GLYPHS) || CJK_THRESHOLD_BEFORE.iter().any(|w| before.ends_with(w)) {
        return true;
    }
    if CJK_THRESHOLD_AFTER.iter().any(|w| answer[span.1..].trim_start_matches(['%', '％']).starts_with(w)) {
        return true;
    }
    // The last words before the number, a linking "de"/"di"/"of" skipped
    // ("por debajo de 30", "al di sotto di 30").
    let ws = words(&before[floor_boundary(before, before.len().saturating_sub(40))..]);
    let mut last = ws.iter().rev().filter(|w| !matches!(w.as_str(), "the" | "a" | "an"));
    match last.next().map(String::as_str) {
        Some("de" | "di" | "of" | "do" | "da") => last.next().is_some_and(|w| THRESHOLD_WORDS.contains(&w.as_str())),
        Some(w) => THRESHOLD_WORDS.contains(&w),
        None => false,
    }
}

/// Prepositions that make the number a level ("fell to", "closed at").
const LEVEL_WORDS: &[&str] = &[
    "to", "at", "до", "auf", "bei", "à", "a", "hasta", "do", "naar", "para", "fino", "στις", "στα", "στο", "στη",
    "στην",
];

/// Prepositions that start a from–to pair ("from 363.2 to 274.4").
const FROM_WORDS: &[&str] = &["from", "von", "de", "desde", "du", "z", "ze", "с", "со", "da", "dal", "van", "od"];

/// True for a word that opens a from–to pair ("from", "de", "von", "z").
pub(super) fn is_from_word(w: &str) -> bool {
    FROM_WORDS.contains(&w)
}

/// True for a word that leads to a level ("to", "à", "bis"… "at").
pub(super) fn is_to_word(w: &str) -> bool {
    LEVEL_WORDS.contains(&w)
}

/// True when a "to" and another number follow the number ending at `end`
/// within its sentence ("… 363,2 pkt w 2023 r. do 274,4").
fn goes_to(answer: &str, end: usize) -> bool {
    let rest = &answer[end..floor_boundary(answer, (end + 60).min(answer.len()))];
    let rest = rest.split(['\n', ';']).next().unwrap_or("");
    let mut ws = rest.split(|c: char| c.is_whitespace()).filter(|w| !w.is_empty()).peekable();
    while let Some(w) = ws.next() {
        let w = w.to_lowercase();
        if LEVEL_WORDS.contains(&w.as_str()) && ws.peek().is_some_and(|n| n.starts_with(|c: char| c.is_ascii_digit())) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::threshold;

    /// The span of `number` in `text`.
    fn at(text: &str, number: &str) -> (usize, usize) {
        let i = text.find(number).expect("number in text");
        (i, i + number.len())
    }

    #[test]
    fn comparisons_make_thresholds() {
        for (text, n) in [
            ("entries when RSI < 40 on the close", "40"),
            ("RSI<40・保有3日", "40"),
            ("days with RSI ≥ 70", "70"),
            ("closes below 30", "30"),
            ("RSI przez większość miesiąca było poniżej 30", "30"),
            ("con el RSI por debajo de 30", "30"),
            ("RSI(14)低于30的交易日", "30"),
            ("RSIが30未満の日", "30"),
        ] {
            assert!(threshold(text, at(text, n)), "{text}");
        }
        for (text, n) in [("RSI dropped to 20.02", "20.02"), ("fell 30 points", "30"), ("30 trades", "30")] {
            assert!(!threshold(text, at(text, n)), "{text}");
        }
    }
}
