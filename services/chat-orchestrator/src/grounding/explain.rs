//! Why a typed number failed, in words the rewrite request can use: the
//! most telling mismatch of its candidates, or — when no value is near — a
//! computation of two values, a share written as a count, a magnitude off
//! by a thousand, or a misrounding of a close value.

use super::{
    Issue, IssueKind, derived,
    evidence::{Evidence, Fact, Origin},
    lexicon,
    matching::{self, Misfit},
    scan::Mention,
};

/// The most telling misfit: the least severe, then one that names the value
/// meant, then by kind. A misfit whose value meant equals the one found
/// ("21 is #4's trades, but the sentence says #1, whose trades are 21")
/// tells nothing: another candidate, the named row's own value, failed for
/// a reason the reader can act on.
pub(super) fn best(mut misfits: Vec<Misfit<'_>>) -> Option<Misfit<'_>> {
    misfits.sort_by_key(|x| {
        let same = x.instead.is_some_and(|i| i.value == x.fact.value);
        (x.severity, same, x.instead.is_none(), x.kind.rank())
    });
    misfits.into_iter().next()
}

/// The issue of the misfit reported, put in words here (and only here).
pub(super) fn mismatch(e: &Evidence, m: &Mention, x: Misfit<'_>) -> Issue {
    let reference = x.instead.and_then(|i| e.reference(i));
    let instead = x.instead.map(|i| match &reference {
        Some(r) => format!("; the sentence's value is {r} = {}", crate::result_view::shown(i.value)),
        None => format!("; the sentence's value is {}", crate::result_view::shown(i.value)),
    });
    Issue {
        text: m.text.clone(),
        span: m.span,
        kind: x.kind,
        message: format!(
            "{} is {}, but the sentence says it is {}{}",
            m.text,
            x.found(e),
            x.said,
            instead.unwrap_or_default()
        ),
        suggestion: reference,
        expected: x.instead.map(|i| i.value),
        hint: None,
    }
}

pub(super) fn unsupported(e: &Evidence, operands: &derived::Operands<'_>, m: &Mention, stated: &[Fact]) -> Issue {
    let base = Issue {
        text: m.text.clone(),
        span: m.span,
        kind: IssueKind::Unsupported,
        message: String::new(),
        suggestion: None,
        expected: None,
        hint: None,
    };
    if let Some(d) = operands.explain(m, stated) {
        let hint = derived::hint(e, &d);
        return Issue {
            kind: IssueKind::Computed,
            message: format!("{} is {hint}", m.text),
            hint: Some(hint),
            expected: Some(d.value),
            ..base
        };
    }
    // A share written as a count or plain number: "70 sessions" for 70 %.
    if let Some(r) = m.readings.first().filter(|_| m.unit != lexicon::Unit::Percent) {
        let as_share = e
            .near(r.value / 100.0, r.tolerance / 100.0)
            .iter()
            .find(|f| f.measure == crate::result_view::Measure::Share);
        if let Some(f) = as_share {
            return Issue {
                kind: IssueKind::WrongUnit,
                message: format!(
                    "{} is {} as a percentage, but the sentence does not write it as one",
                    m.text,
                    matching::describe(e, f)
                ),
                suggestion: e.reference(f).map(|r| format!("{r}|%")),
                expected: Some(f.value),
                ..base
            };
        }
    }
    // Off by a magnitude: "201 contracts" for 201,034, "216,1 млн" for 216,136.08.
    // (A count is no amount of money: "共 10 张小票" is not 10,029.92 roubles.)
    for (factor, what) in [(1e3, "thousands"), (1e6, "millions"), (1e-3, "a thousandth"), (1e-6, "a millionth")] {
        let found = m.readings.iter().filter(|r| !r.fraction).find_map(|r| {
            e.near(r.value * factor, r.tolerance * factor).iter().find(|f| {
                matches!(f.origin, Origin::Cell(_))
                    && f.value.abs() >= 100.0 * factor.min(1.0)
                    && !(m.counted && f.measure == crate::result_view::Measure::Money)
            })
        });
        if let Some(f) = found {
            let scale = if factor > 1.0 { format!("in {what}") } else { format!("{what} of it") };
            return Issue {
                kind: IssueKind::WrongUnit,
                message: format!("{} is {} written {scale}: the magnitude is wrong", m.text, matching::describe(e, f)),
                suggestion: e.reference(f),
                expected: Some(f.value),
                ..base
            };
        }
    }
    // Misrounded: a value within three units of the last written digit.
    let close = m.readings.iter().find_map(|r| {
        let unit = r.tolerance * 2.0;
        let near = e.near(r.value, unit * 3.0);
        near.iter()
            .filter(|f| matches!(f.origin, Origin::Cell(_) | Origin::Text))
            .min_by(|a, b| (a.value.abs() - r.value).abs().total_cmp(&(b.value.abs() - r.value).abs()))
            .cloned()
    });
    if let Some(f) = close {
        return Issue {
            message: format!(
                "{} is not a value any tool returned; {} is close — misrounded?",
                m.text,
                matching::describe(e, &f)
            ),
            suggestion: e.reference(&f),
            expected: Some(f.value),
            ..base
        };
    }
    Issue { message: format!("{} is not a value any tool returned in this turn", m.text), ..base }
}
