//! The figures a comparison sets its own against: "+1,202 points on 10
//! trades, win rate 70%, vs +61.75 on 18" continues the clauses before
//! "vs", and each of its figures stands against the one of the same
//! [`Form`] in the same place among them (the signed against the signed,
//! the count against the count), with the words around that figure.

use super::{WordList, lower};
use crate::grounding::{
    lexicon,
    scan::{Mention, Scan, Sign},
};

/// How a figure is written, as far as a comparison pairs figures: "+1,202
/// points on 10 trades, win rate 70%, vs +61.75 on 18" sets the signed
/// figure against the signed one and the count against the count, not
/// +61.75 against the percent written just before "vs".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Percent,
    Signed,
    Plain,
}

impl Form {
    pub fn of(m: &Mention) -> Form {
        if m.unit == lexicon::Unit::Percent {
            Form::Percent
        } else if m.sign != Sign::None {
            Form::Signed
        } else {
            Form::Plain
        }
    }
}

/// The figures of `answer[from..to]` (the clauses a comparison continues),
/// in order, each with its form and the words around it (from the figure
/// before it to the one after).
pub(super) fn figures(answer: &str, scan: &Scan, (from, to): (usize, usize)) -> Vec<(Form, WordList)> {
    let numbers: Vec<&Mention> = scan.numbers.iter().filter(|n| n.span.0 >= from && n.span.1 <= to).collect();
    // A number glued into a compound is a setting, not a figure
    // ("a 2-day exit"): it only bounds its neighbours' words.
    // (The compound's end: after its word.)
    let compound_end = |n: &Mention| {
        let word = answer.get(n.span.1..)?.strip_prefix('-')?;
        let len = word.find(|c: char| !c.is_alphabetic()).unwrap_or(word.len());
        (len > 0).then_some(n.span.1 + 1 + len)
    };
    (0..numbers.len())
        .filter(|&k| compound_end(numbers[k]).is_none())
        .map(|k| {
            let a = k.checked_sub(1).map_or(from, |p| compound_end(numbers[p]).unwrap_or(numbers[p].span.1));
            let b = numbers.get(k + 1).map_or(to, |n| n.span.0);
            // (Spans that meet or overlap, as a scan of odd text can give, name nothing.)
            (Form::of(numbers[k]), WordList::of(&lower(answer.get(a..b).unwrap_or(""))))
        })
        .collect()
}
