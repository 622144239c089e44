//! What one word says about the calendar around it, read once per distinct
//! word of an answer (see [`super::WordBook`]): whether it leads a month,
//! names the last row, an hour of the session, a part of a year ("quarter",
//! "Halbjahr", "helft") or the ordinal numbering one.

use crate::calendar;

/// Words before a month that make a short one a month ("début mai").
const MONTH_LEADS: &[&str] = &[
    "début",
    "fin",
    "mi",
    "en",
    "courant",
    "early",
    "late",
    "mid",
    "inizio",
    "fine",
    "metà",
    "principios",
    "finales",
    "mediados",
    "início",
    "meados",
    "anfang",
    "ende",
    "mitte",
    "begin",
    "eind",
    "początek",
    "koniec",
];

/// Words that name the last row of a dated table.
const LATEST: &[&str] = &[
    "latest",
    "recent",
    "newest",
    "current",
    "последняя",
    "последний",
    "последней",
    "letzte",
    "letzten",
    "zuletzt",
    "dernière",
];
/// Nouns after "last" that name the last row ("the last week"), not a period ("last 20").
const LATEST_NOUNS: &[&str] = &["week", "day", "session", "bar", "month", "trading"];

/// A lower-case ordinal of the product's languages, 1 to 4: what numbers a
/// quarter or half before its noun ("deuxième trimestre", "zweiten
/// Quartal", "втором квартале") or alone after one ("… nel quarto").
pub(in crate::grounding::context) fn ordinal(w: &str) -> Option<u32> {
    match w {
        "first" | "1st" | "premier" | "première" | "primer" | "primera" | "primero" | "primo" | "prima"
        | "primeiro" | "primeira" | "erste" | "ersten" | "erstes" | "eerste" | "pierwszy" | "pierwszym"
        | "pierwsze" | "первый" | "первом" | "первое" | "первого" => Some(1),
        "second" | "2nd" | "deuxième" | "seconde" | "segundo" | "segunda" | "secondo" | "seconda" | "zweite"
        | "zweiten" | "zweites" | "tweede" | "drugi" | "drugim" | "drugie" | "второй" | "втором" | "второе"
        | "второго" => Some(2),
        "third" | "3rd" | "troisième" | "tercer" | "tercero" | "tercera" | "terzo" | "terza" | "terceiro"
        | "terceira" | "dritte" | "dritten" | "drittes" | "derde" | "trzeci" | "trzecim" | "третий" | "третьем"
        | "третьего" => Some(3),
        "fourth" | "4th" | "quatrième" | "cuarto" | "cuarta" | "quarto" | "quarta" | "vierte" | "vierten"
        | "viertes" | "vierde" | "czwarty" | "czwartym" | "четвертый" | "четвертом" => Some(4),
        _ => None,
    }
}

/// Words joining two ordinals that share one half's noun ("first and second
/// half", "de la première à la seconde moitié").
pub(super) const HALF_JOINS: &[&str] = &[
    "and", "to", "vs", "und", "bis", "et", "à", "y", "a", "e", "en", "naar", "tot", "i", "и", "до", "do", "or", "oder",
    "ou", "o", "of", "или", "lub",
];

/// What one lower-case word does to a neighbour naming a part of a period.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Part {
    /// "quarter".
    Quarter,
    /// "кв." (Russian), after a Roman numeral ("II кв.").
    QuarterAbbreviation,
    /// "half", "Halbjahr", "semestre", "полугодие".
    Half,
}

/// What a distinct word says about the last row and parts of a year, read
/// once per answer from its lower case (see [`super::keys_in`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct Traits {
    /// Leads a month ("début", "en", "mid").
    pub(super) month_lead: bool,
    /// Names the last row alone ("latest", "recent").
    pub(super) latest: bool,
    /// "last": names the last row before one of [`LATEST_NOUNS`].
    pub(super) last: bool,
    /// One of [`LATEST_NOUNS`].
    pub(super) latest_noun: bool,
    /// "hour", "Stunde", "heure", "hora", "ora", "час", "uur", "godzina".
    pub(super) hour_noun: bool,
    /// Before an hour noun, the session's first ("opening", "erste", "première").
    pub(super) first_of_session: bool,
    /// Before an hour noun, the session's last ("closing", "letzte", "dernière").
    pub(super) last_of_session: bool,
    /// The part of a year it names.
    pub(super) part: Option<Part>,
    /// The quarter it numbers before "quarter".
    pub(super) ordinal: Option<u32>,
    /// The half it numbers before "half".
    pub(super) half_ordinal: Option<u32>,
    /// The quarter it numbers in Roman numerals, before "кв." ("II кв.").
    pub(super) roman: Option<u32>,
}

impl Traits {
    pub(super) fn of(lw: &str) -> Self {
        let part = match lw {
            "quarter" | "trimestre" | "quartal" | "quartals" | "kwartaal" | "kwartał" | "kwartale" | "kwartału" => {
                Some(Part::Quarter)
            }
            _ if lw.starts_with("кв") => Some(Part::QuarterAbbreviation),
            "half" | "halves" | "halbjahr" | "halbjahres" | "semestre" | "полугодие" | "полугодии" | "полугодия"
            | "halfjaar" | "półrocze" | "półroczu" => Some(Part::Half),
            // "eerste helft", "erste Hälfte", "primera mitad", "prima metà",
            // "première moitié", "primeira metade", "первая половина",
            // "pierwsza połowa": a half, when an ordinal numbers it.
            "helft" | "hälfte" | "mitad" | "metà" | "moitié" | "metade" | "половина" | "половине" | "половины"
            | "połowa" | "połowie" | "połowy" => Some(Part::Half),
            _ => None,
        };
        // "last quarter", "ultimo trimestre", "letztes Quartal": the fourth
        // (before a half's noun, the second).
        let last = matches!(
            lw,
            "last"
                | "ultimo"
                | "ultima"
                | "último"
                | "última"
                | "dernier"
                | "letztes"
                | "letzten"
                | "letzte"
                | "последний"
                | "последнем"
                | "laatste"
                | "ostatni"
                | "ostatnim"
        );
        let ordinal = |x: &str| if last { Some(4) } else { ordinal(x) };
        let half_ordinal = match lw {
            "erste" | "ersten" | "erstes" | "premier" | "первое" | "первом" | "первого" | "eerste" | "pierwsze"
            | "pierwszym" => Some(1),
            "zweite" | "zweiten" | "zweites" | "second" | "deuxième" | "второе" | "втором" | "второго" | "tweede"
            | "drugie" | "drugim" => Some(2),
            "first" | "1st" | "primer" | "primero" | "primo" | "primeiro" => Some(1),
            "2nd" | "segundo" | "secondo" => Some(2),
            // (Feminine, before "mitad", "metà", "moitié", "metade", "половина", "połowa".)
            "primera" | "prima" | "première" | "primeira" | "первая" | "первой" | "pierwsza" | "pierwszej" => {
                Some(1)
            }
            "segunda" | "seconda" | "seconde" | "вторая" | "второй" | "druga" | "drugiej" => Some(2),
            _ if last => Some(2),
            _ => None,
        };
        Self {
            month_lead: MONTH_LEADS.contains(&lw),
            latest: LATEST.contains(&lw),
            last: lw == "last",
            latest_noun: LATEST_NOUNS.contains(&lw),
            hour_noun: matches!(lw, "hour" | "stunde" | "heure" | "hora" | "ora" | "час" | "uur" | "godzina"),
            first_of_session: matches!(
                lw,
                "opening"
                    | "open"
                    | "first"
                    | "erste"
                    | "ersten"
                    | "première"
                    | "primera"
                    | "prima"
                    | "первый"
                    | "eerste"
                    | "pierwsza"
            ),
            last_of_session: matches!(
                lw,
                "closing"
                    | "close"
                    | "last"
                    | "final"
                    | "letzte"
                    | "letzten"
                    | "dernière"
                    | "última"
                    | "ultima"
                    | "последний"
                    | "laatste"
                    | "ostatnia"
            ),
            part,
            ordinal: ordinal(lw),
            half_ordinal,
            roman: calendar::roman_quarter(lw),
        }
    }
}
