//! Pairs read in order: "(201,034 vs 201,006)" after "2023 vs 2024" quotes
//! 2023's figure first and 2024's second. The pieces around a pair of
//! numbers inherit one period (the last one named), which would make the
//! first number of a faithful pair look like the other year's; here each
//! number takes its own year from a pair of years the sentence names, or
//! else the answer's first line ("Quick poll: 2023 vs 2024", "棋局评注：2023
//! 对 2024"), or else the two lines before it that each name one year.

use super::Piece;
use crate::grounding::{
    lexicon,
    scan::{Mention, Scan},
};

/// Words that set the two halves of a pair against each other
/// ("2023 vs 2024", "363.24 -> 274.44"): they give the order of a pair of
/// periods and of the numbers after it.
const CONTRASTS: &[&str] = &[
    "vs",
    "vs.",
    "versus",
    "对",
    "対",
    "比",
    "против",
    "contre",
    "gegen",
    "gegenüber",
    "tegen",
    "tegenover",
    "contro",
    "contra",
    "kontra",
    "frente a",
    "wobec",
    "->",
    "→",
    "=>",
    "⇒",
];

/// Words that only list two numbers ("250 and 252", "201 034 i 201
/// 006"): in order after a pair of periods, but a pair of periods joined
/// so ("2023 or 2024?") says nothing of an order.
const LISTS: &[&str] = lexicon::AND;

/// Whether `text` (between two years) sets them against each other.
fn contrasts(text: &str) -> bool {
    CONTRASTS.contains(&text.trim().to_lowercase().as_str())
}

/// Whether `text` (between two numbers) only joins them as a pair: a
/// contrast (after the first one's unit: "363,24 pkt wobec 274,44") or a
/// list.
pub(in crate::grounding) fn joins(text: &str) -> bool {
    // The longest joiner with a unit before it ("contracts versus") is far
    // shorter: the text between most numbers is not lowered at all.
    if text.trim().len() > 32 {
        return false;
    }
    let text = text.trim().to_lowercase();
    CONTRASTS.contains(&text.as_str())
        || LISTS.contains(&text.as_str())
        // "Then" lists them in order ("201 034 puis 201 006").
        || lexicon::THEN.contains(&text.as_str())
        || text.split_once(' ').is_some_and(|(unit, joiner)| {
            crate::grounding::lexicon::unit_word(unit) != crate::grounding::lexicon::Unit::None
                && CONTRASTS.contains(&joiner.trim())
        })
}

/// Gives the numbers of each "N1 vs N2" pair whose clauses name no year of
/// their own (`own_years`, before inheritance) the years of a "Y1 vs Y2"
/// pair the sentence names before it (or the answer's first line), in
/// order. A pair in one clause that does name a year ("w 2023 — 363,24 pkt
/// wobec 274,44 w 2024") takes either of the sentence's two years: the
/// order cannot be told there.
pub(super) fn in_order(out: &mut [Piece], answer: &str, scan: &Scan, own_years: &[Vec<i32>], own_halves: &[bool]) {
    let numbers = &scan.numbers;
    for w in numbers.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let Some(between) = answer.get(a.span.1..b.span.0) else { continue };
        let tuple = between.trim() == ","
            && answer[..a.span.0].trim_end().ends_with('(')
            && answer[b.span.1..].trim_start().starts_with(')');
        if !joins(between) && !tuple {
            continue;
        }
        let piece_of = |pos: usize| out.iter().position(|p| p.span.0 <= pos && pos < p.span.1);
        let (Some(i), Some(j)) = (piece_of(a.span.0), piece_of(b.span.0)) else { continue };
        let sentence = out[i].sentence;
        if sentence == usize::MAX {
            continue;
        }
        // "H1 and H2: 124 and 128", "len(h1), len(h2)" over "(124, 128)":
        // halves named as a pair before it, in order.
        let start = out.iter().find(|p| p.sentence == sentence).map_or(a.span.0, |p| p.span.0);
        if let Some((h1, h2)) = half_pair(answer, scan, start, a.span.0) {
            if i == j {
                // Both in one clause: which is which cannot be told there.
                out[i].keys.halves.clear();
            } else if numbers.iter().any(|m| m.span.0 >= out[i].span.0 && m.span.0 < a.span.0) {
                // The first number shares its clause with a figure of the
                // other half ("vs 232.52 in H2 (124"): the clause may be either.
                if !out[i].keys.halves.contains(&h1) {
                    out[i].keys.halves.push(h1);
                }
                out[i].keys.walked = true;
                out[j].keys.halves = vec![h2];
            } else {
                out[i].keys.halves = vec![h1];
                out[j].keys.halves = vec![h2];
            }
            continue;
        }
        // "le premier semestre … 317,7 points contre 232,5 au second, et
        // journée la plus large à 585,5 contre 507,5": a pair naming no half
        // after a pair of clauses naming one each takes them in order.
        if i != j
            && !own_halves[i]
            && !own_halves[j]
            && sets_against(between)
            && let Some((h1, h2)) =
                clause_half_pair(out, own_halves, sentence, i).or_else(|| title_half_pair(out, own_halves))
        {
            out[i].keys.halves = vec![h1];
            out[j].keys.halves = vec![h2];
            continue;
        }
        // "上半期…、下半期は232.5。最大値幅も585.5対507.5で、上半期の方が荒い":
        // a contrast in one clause naming no half, after a sentence naming
        // both, sets the halves against each other; a half a later clause
        // names is its conclusion, not the pair's.
        // (So does a title naming both: "Eerste → tweede helft 2024:".)
        if i == j
            && !own_halves[i]
            && sets_against(between)
            && (halves_before(out, sentence) || title_half_pair(out, own_halves).is_some())
        {
            out[i].keys.halves.clear();
            continue;
        }
        if tuple {
            continue;
        }
        let end = out.iter().rev().find(|p| p.sentence == sentence).map_or(b.span.1, |p| p.span.1);
        let own = !own_years[i].is_empty() || !own_years[j].is_empty();
        let years = match (own, i == j) {
            (false, _) => year_pair(answer, scan, start, a.span.0).or_else(|| {
                let pair = title_pair(answer, scan).or_else(|| lines_before(answer, scan, a.span.0))?;
                // "2024 l'emporte, facteur de profit 2,82 contre 1,02": one
                // year of the pair named before it in the sentence comes first.
                match years_in(scan, start, a.span.0).as_slice() {
                    [] => Some(pair),
                    [(y, _)] if *y == pair.0 => Some(pair),
                    [(y, _)] if *y == pair.1 => Some((pair.1, pair.0)),
                    _ => None,
                }
            }),
            (true, true) => year_pair(answer, scan, start, end),
            // "2023 y 2024 casi empatan, 201.034 frente a 201.006": the
            // first number's clause names only the second year of a pair
            // joined just before it (the clause was cut at "y").
            (true, false) => joined_year_pair(answer, scan, start, a.span.0)
                .filter(|&(_, y2)| own_years[i] == [y2] && own_years[j].is_empty()),
        };
        let Some((y1, y2)) = years else { continue };
        if i == j {
            out[i].keys.years = vec![y1, y2];
        } else {
            out[i].keys.years = vec![y1];
            out[j].keys.years = vec![y2];
        }
    }
}

/// Two different halves (`H1`, `h2`) named in the sentence before the pair
/// (`answer[from..to]`), else on the line before it, in order, with no
/// number between the first of them and the pair but another pair in the
/// same order ("317.71 in H1 vs 232.52 in H2 (124 vs 128)", "H1: 317.71 vs
/// H2: 232.52 (124 vs 128)", "H1 averaged 317.7 vs 232.5 in H2; widest day
/// 585.5 vs 507.5": 124 sessions in H1, 128 in H2).
fn half_pair(answer: &str, scan: &Scan, from: usize, to: usize) -> Option<(u32, u32)> {
    let halves = |from: usize, to: usize| -> Vec<(u32, usize)> {
        scan.identifiers
            .iter()
            .filter(|(_, s)| s.0 >= from && s.1 <= to)
            .filter_map(|(id, s)| crate::calendar::half(id).map(|h| (h, s.0)))
            .collect()
    };
    // Numbers between the first half and the pair may only be a pair of
    // their own in the same order, one on each side of the second half.
    // (Two between the halves only when set against each other: "H1 averaged
    // 317.7 vs 232.5 in H2", not "S1 : 317,7, pic à 585,5 ; S2 : …".)
    let parallel = |first: usize, second: usize| {
        let inside: Vec<&Mention> = scan.numbers.iter().filter(|m| m.span.0 > first && m.span.0 < second).collect();
        let after = scan.numbers.iter().filter(|m| m.span.0 > second && m.span.0 < to).count();
        let contrasted = |a: &Mention, b: &Mention| answer.get(a.span.1..b.span.0).is_some_and(sets_against);
        match (inside.as_slice(), after) {
            ([], 0) | ([_], 0 | 1) => true,
            ([a, b], 0) => contrasted(a, b),
            _ => false,
        }
    };
    let pair = |h: Vec<(u32, usize)>| match h.as_slice() {
        [(a, at), (b, bt)] if a != b && parallel(*at, *bt) => Some((*a, *b)),
        _ => None,
    };
    pair(halves(from, to)).or_else(|| {
        let line_start = answer[..to].rfind('\n')?;
        let previous = answer[..line_start].rfind('\n').map_or(0, |p| p + 1);
        (halves(line_start, to).is_empty()).then(|| pair(halves(previous, line_start))).flatten()
    })
}

/// The halves of the last two clauses before piece `i` of `sentence` that
/// name one each of their own (`own_halves`), when they differ, follow each
/// other and the second is a comparison ("… 317,7 points | contre 232,5 au
/// second"): the order a later pair of the sentence follows.
fn clause_half_pair(out: &[Piece], own_halves: &[bool], sentence: usize, i: usize) -> Option<(u32, u32)> {
    let mut named = (0..i).rev().filter(|&k| out[k].sentence == sentence && own_halves[k]);
    let (second, first) = (named.next()?, named.next()?);
    let one = |k: usize| match out[k].keys.halves.as_slice() {
        [h] => Some(*h),
        _ => None,
    };
    let (h1, h2) = (one(first)?, one(second)?);
    (h1 != h2 && second == first + 1 && out[second].led_by(super::COMPARISONS)).then_some((h1, h2))
}

/// The two halves the answer's first line names in order ("Eerste →
/// tweede helft 2024:"), when it names only them.
fn title_half_pair(out: &[Piece], own_halves: &[bool]) -> Option<(u32, u32)> {
    let first = out.first().filter(|p| p.sentence == 0 && own_halves[0])?;
    match first.keys.halves.as_slice() {
        [h1, h2] if h1 != h2 => Some((*h1, *h2)),
        _ => None,
    }
}

/// Whether `between` (the text between two numbers) sets them against each
/// other: it is a contrast ("frente a") or holds one ("pts vs", "-point
/// daily range vs").
fn sets_against(between: &str) -> bool {
    contrasts(between) || between.split_whitespace().any(contrasts)
}

/// Whether the sentence before `sentence` names both halves.
fn halves_before(out: &[Piece], sentence: usize) -> bool {
    let Some(before) = sentence.checked_sub(1) else { return false };
    let halves = out.iter().filter(|p| p.sentence == before).flat_map(|p| p.keys.halves.iter());
    let (mut first, mut second) = (false, false);
    for h in halves {
        first |= *h == 1;
        second |= *h == 2;
    }
    first && second
}

/// Years named (alone, without a month) in `answer[from..to]`, in order.
fn years_in(scan: &Scan, from: usize, to: usize) -> Vec<(i32, (usize, usize))> {
    scan.dates
        .iter()
        .filter(|(d, s)| d.month.is_none() && d.day.is_none() && s.0 >= from && s.1 <= to)
        .filter_map(|(d, s)| d.year.map(|y| (y, *s)))
        .collect()
}

/// Exactly two different years named in the sentence before the pair, or
/// its last two years when they are joined as a pair ("2025 encabeza con
/// 201.902; 2023 y 2024 casi empatan, 201.034 frente a 201.006").
fn year_pair(answer: &str, scan: &Scan, from: usize, to: usize) -> Option<(i32, i32)> {
    let years = years_in(scan, from, to);
    match years.as_slice() {
        [(y1, _), (y2, _)] if y1 != y2 => Some((*y1, *y2)),
        _ => joined_year_pair(answer, scan, from, to),
    }
}

/// The last two years named before the pair (`answer[from..to]`) when they
/// differ and only a list or contrast word comes between them.
fn joined_year_pair(answer: &str, scan: &Scan, from: usize, to: usize) -> Option<(i32, i32)> {
    let years = years_in(scan, from, to);
    let [.., (y1, s1), (y2, s2)] = years.as_slice() else { return None };
    (y1 != y2 && joins(answer.get(s1.1..s2.0)?)).then_some((*y1, *y2))
}

/// The answer's first line naming two years joined as a pair ("2023 vs 2024").
fn title_pair(answer: &str, scan: &Scan) -> Option<(i32, i32)> {
    let end = answer.find('\n')?;
    let years = years_in(scan, 0, end);
    let [(y1, s1), (y2, s2)] = years.as_slice() else { return None };
    (y1 != y2 && contrasts(answer.get(s1.1..s2.0)?)).then_some((*y1, *y2))
}

/// The years of the two nearest lines before the line at `at` that name
/// years, when each names one year and the two differ, in order: lines
/// that each speak of one year ("2023 (soprano): …", "zakres 2024 → …")
/// and then a line pairing their figures ("201.034 en 201.006"). A line
/// naming two years ("better in 2023 or 2024?", a diff's "- 2024 … 2023")
/// says nothing of an order.
fn lines_before(answer: &str, scan: &Scan, at: usize) -> Option<(i32, i32)> {
    let mut end = answer[..at].rfind('\n')?;
    let mut found: Vec<i32> = Vec::with_capacity(2);
    while found.len() < 2 {
        let start = answer[..end].rfind('\n').map_or(0, |p| p + 1);
        let years = years_in(scan, start, end);
        if let Some((first, _)) = years.first() {
            if years.iter().any(|(y, _)| y != first) {
                return None;
            }
            found.push(*first);
        }
        if start == 0 {
            break;
        }
        end = start - 1;
    }
    match found.as_slice() {
        [later, earlier] if later != earlier => Some((*earlier, *later)),
        _ => None,
    }
}
