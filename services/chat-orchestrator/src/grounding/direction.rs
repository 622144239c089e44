//! The direction the words around a number give it ("lost 917", "fell 12",
//! "175.5 points above"), as opposed to a level ("fell to 8,944") or a
//! threshold ("below 0.95").

use super::{
    context::{Piece, words},
    lexicon::{self, Unit},
    scan::Sign,
};

/// The direction the words around a number give it: "lost 917", "fell 12",
/// "175.5 points above", "gained 57.8". `None` when no such word is near.
pub fn direction(answer: &str, span: (usize, usize), piece: &Piece) -> Option<Sign> {
    // Only the few words next to the number matter.
    let from = floor_boundary(answer, span.0.saturating_sub(48)).max(piece.span.0.min(span.0));
    let to = floor_boundary(answer, (span.1 + 40).min(answer.len())).min(piece.span.1.max(span.1)).max(span.1);
    let before_words: Vec<String> = words(&answer[from..span.0]);
    let after_words: Vec<String> = words(&answer[span.1..to]).into_iter().take(3).collect();
    let cue = |w: &str| {
        if matches!(w, "up" | "down") {
            None
        } else {
            lexicon::cue(w).map(|gain| if gain { Sign::Plus } else { Sign::Minus })
        }
    };
    // Words right after the number and its unit: "points lower", "down".
    for w in after_words.iter().skip_while(|w| lexicon::unit_word(w) != Unit::None).take(1) {
        if let Some(s) = cue(w) {
            return Some(s);
        }
    }
    // "fell to 8,944" states a level, not a change; "below 0.95" a threshold.
    // "below the 0.95 bar": an article between the comparison and the number.
    let last = before_words.iter().rev().find(|w| !matches!(w.as_str(), "the" | "a" | "an"));
    if last.is_some_and(|w| LEVEL_WORDS.contains(&w.as_str()) || THRESHOLD_WORDS.contains(&w.as_str())) {
        return None;
    }
    // "up" and "down" state a direction only right before the number ("down
    // 96.25"); elsewhere they are part of a phrase ("closed up on 56% of days").
    match before_words.last().map(String::as_str) {
        Some("up") => return Some(Sign::Plus),
        Some("down") => return Some(Sign::Minus),
        _ => {}
    }
    for w in before_words.iter().rev().take(3) {
        if let Some(s) = cue(w) {
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

/// Comparisons that make the number a threshold ("below 0.95", "above 30").
const THRESHOLD_WORDS: &[&str] =
    &["below", "above", "under", "over", "unter", "über", "sous", "au-dessus", "ниже", "выше"];

/// Prepositions that make the number a level ("fell to", "closed at").
const LEVEL_WORDS: &[&str] = &["to", "at", "до", "auf", "bei", "à", "a", "hasta"];
