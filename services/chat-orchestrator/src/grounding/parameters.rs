//! Numbers that restate the request rather than report a result: a
//! condition's threshold ("RSI < 40"), a parameter after its name ("level=40",
//! "RSI（14）"), the requested period ("the last 20 days") or a window
//! length used as a name ("the 50-day average"). They are not checked as
//! claims: the model only repeats what the user or the tool call said.

use super::evidence::{Evidence, Fact, Origin};
use super::scan::Mention;
use super::{direction, lexicon};

/// A number that restates the request rather than a result: a threshold
/// of its condition ("RSI < 40", "below 30"), a parameter after its name
/// ("nivel 40", "保有3日"), the period ("over the last 20 days", when the call
/// asked for `last_20`) or a window length used as a name ("the 50-day
/// window", "a 200-day average").
pub(super) fn parameter_phrase(answer: &str, m: &Mention, e: &Evidence) -> bool {
    let requested = |f: &&Fact| f.origin == Origin::Input || f.origin == Origin::User;
    // The values of the request this number could be (a lookup on the sorted
    // values): the text around it is read only when there is one.
    let inputs = || m.readings.iter().flat_map(|r| e.near(r.value, 1e-9)).filter(requested);
    if inputs().next().is_some() {
        // "RSI < 40", "closes below 30": the request's own condition.
        if direction::threshold(answer, m.span) {
            return true;
        }
        // "nivel 40", "level=40", "保有3日", "RSI(14)": a parameter's value after its name.
        let mut lead = answer[..m.span.0].trim_end_matches([' ', '\u{a0}', '=', ':', '(', '（']);
        // A list of the values tried ("level 30/35/40/45"): the name is before the first.
        if lead.ends_with('/') {
            lead = lead.trim_end_matches(|c: char| c.is_ascii_digit() || c == '/').trim_end();
        }
        let name = lexicon::word_at_end(lead, |c| c.is_alphabetic() || c == '-').to_lowercase();
        // A Latin name glued to a Japanese or Chinese clause ("最良はlevel=40").
        let latin =
            lexicon::word_at_end(lead, |c| (c.is_alphabetic() && !lexicon::is_cjk(c)) || c == '-').to_lowercase();
        let named = |f: &Fact| {
            f.origin == Origin::Input
                && [&name, &latin].iter().any(|n| !n.is_empty() && lexicon::names_parameter(&f.column, n))
        };
        if inputs().any(named) {
            return true;
        }
        // "DRAW RESULTS · Fade 3 Up Days" when the call's title was "Fade 3
        // up days, 2023": the number inside a phrase of the request's own text.
        if quotes_request_text(answer, m, e) || quotes_request_call(answer, m, e) {
            return true;
        }
    }
    if !m.plain_integer {
        return false;
    }
    let before = lexicon::word_at_end(answer[..m.span.0].trim_end(), char::is_alphabetic).to_lowercase();
    let after = &answer[m.span.1..];
    let next: String = after.trim_start().chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
    let value = m.readings.first().map_or(f64::NAN, |r| r.value);
    // Chinese and Japanese glue the lead and the unit to the clause ("は直近20営業日の").
    let cjk = |w: &str| w.chars().any(lexicon::is_cjk);
    let period_word = PERIOD_UNITS.contains(&next.as_str())
        || cjk(&next) && PERIOD_UNITS.iter().any(|u| cjk(u) && next.starts_with(u));
    let lead = PERIOD_LEADS.contains(&before.as_str())
        || cjk(&before) && PERIOD_LEADS.iter().any(|l| cjk(l) && before.ends_with(l));
    let restated = e.near(value, 1e-9).iter().any(|f| requested(&f));
    if lead && period_word && restated {
        return true;
    }
    // A title restates the request without a lead: "Opaska NQ · tętno obrotu
    // (sesja RTH, 20 dni)" over the answer's lines.
    let title = !answer[..m.span.0].contains('\n') && answer[m.span.1..].contains('\n');
    if title && period_word && restated {
        return true;
    }
    // "20 ostatnich dni", "les 20 derniers jours": the lead after the number.
    if restated && PERIOD_LEADS.contains(&next.as_str()) {
        let head = after.trim_start();
        let lead_len: usize = head.chars().take_while(|c| c.is_alphabetic()).map(char::len_utf8).sum();
        let rest = head[lead_len..].trim_start();
        let unit: String = rest.chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
        if PERIOD_UNITS.contains(&unit.as_str()) {
            return true;
        }
    }
    // "50-day window": the hyphenated length names a window.
    if let Some(rest) = after.strip_prefix(['-', '‑']) {
        let unit: String = rest.chars().take_while(|c| c.is_alphabetic()).collect::<String>().to_lowercase();
        let noun: String = rest[unit.len()..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphabetic())
            .collect::<String>()
            .to_lowercase();
        return PERIOD_UNITS.contains(&unit.as_str()) && WINDOW_NOUNS.contains(&noun.as_str());
    }
    false
}

/// True when the number and the words on both sides of it ("Fade 3 Up")
/// stand so in a text input of a tool call.
fn quotes_request_text(answer: &str, m: &Mention, e: &Evidence) -> bool {
    let (Some(lead), Some(tail)) = (answer[..m.span.0].strip_suffix(' '), answer[m.span.1..].strip_prefix(' ')) else {
        return false;
    };
    let before = lexicon::word_at_end(lead, char::is_alphabetic);
    let after = lexicon::word_at_start(tail, char::is_alphabetic);
    if before.is_empty() || after.is_empty() {
        return false;
    }
    let phrase = super::context::lower(&format!("{before} {} {after}", &answer[m.span.0..m.span.1]));
    e.request_texts().any(|t| t.contains(&phrase))
}

/// True when the number is an argument of a call the request's own text
/// makes: "RSI(14)" when an input reads "rsi(close, 14) < level".
fn quotes_request_call(answer: &str, m: &Mention, e: &Evidence) -> bool {
    let Some(open) = answer[..m.span.0].trim_end().strip_suffix(['(', '（']) else { return false };
    let name = lexicon::word_at_end(open.trim_end(), |c| c.is_alphanumeric() || c == '_');
    if name.is_empty() {
        return false;
    }
    let number = &answer[m.span.0..m.span.1];
    let call = format!("{}(", super::context::lower(name));
    e.request_texts().any(|t| {
        t.match_indices(&call).any(|(at, _)| {
            let args = &t[at + call.len()..];
            args[..args.find(')').unwrap_or(args.len())].split([',', ' ']).any(|a| a == number)
        })
    })
}

/// Words before a period length ("the last 20 days").
const PERIOD_LEADS: &[&str] = &[
    "last",
    "past",
    "previous",
    "prior",
    "trailing",
    "recent",
    "letzten",
    "derniers",
    "dernières",
    "последние",
    "últimos",
    "últimas",
    "ultime",
    "ultimi",
    "laatste",
    "afgelopen",
    "ostatnich",
    "ostatnie",
    "son",
    "最近",
    "直近",
    "近",
    "过去",
    "過去",
];
/// Units of a period length.
const PERIOD_UNITS: &[&str] = &[
    "day",
    "days",
    "session",
    "sessions",
    "week",
    "weeks",
    "month",
    "months",
    "bar",
    "bars",
    "trading",
    "year",
    "years",
    "tage",
    "handelstage",
    "jours",
    "séances",
    "дней",
    "дня",
    "сессий",
    "días",
    "sesiones",
    "giorni",
    "sedute",
    "sessioni",
    "settimane",
    "mesi",
    "dias",
    "sessões",
    "pregões",
    "semanas",
    "meses",
    "dagen",
    "handelsdagen",
    "sessies",
    "weken",
    "maanden",
    "dni",
    "sesji",
    "sesje",
    "tygodni",
    "miesięcy",
    "gün",
    "seans",
    "hafta",
    "ay",
    "天",
    "个交易日",
    "交易日",
    "営業日",
    "日間",
    "周",
    "週",
];
/// Nouns a hyphenated length names ("50-day window", "20-day SMA").
const WINDOW_NOUNS: &[&str] = &[
    "window", "average", "moving", "lookback", "sma", "ema", "high", "low", "range", "period", "hold", "holding",
    "horizon", "rolling", "mean", "breakout", "channel",
];
