//! The rewrite request: which numbers failed, why, what to write instead, and
//! which values exist.
//!
//! One line per failed number, `- "TEXT" (kind): why → use {{ref}}` when the
//! evidence has the value the sentence meant, `→ remove it …` otherwise (and
//! for computed numbers, the tool call that computes them). A model can act on
//! every line; the mock provider does, mechanically, which is how the rewrite
//! loop is measured.

use std::fmt::Write as _;

use super::{IssueKind, Report};
use crate::tools::view::{ResultView, shown};

/// Text that starts the rewrite request; the mock provider recognises it.
pub const PREFIX: &str = "[grounding check]";

/// Most values listed per result.
const MAX_LISTED_VALUES: usize = 40;

/// The rewrite request for `report` given the turn's results.
pub fn rewrite_request(report: &Report, views: &[ResultView]) -> String {
    let mut out = format!("{PREFIX} Some numbers in your answer are not backed by this turn's tool results:\n");
    let mut seen: Vec<&str> = Vec::new();
    for i in &report.issues {
        if seen.contains(&i.text.as_str()) {
            continue;
        }
        seen.push(&i.text);
        let _ = write!(out, "- \"{}\" ({}): {}", i.text, i.kind.as_str(), i.message);
        match (&i.suggestion, i.kind) {
            (Some(r), _) => {
                let _ = write!(out, " → use {{{{{r}}}}}");
            }
            (None, IssueKind::Computed) => {
                out.push_str(" → remove it, or make the tool call above and cite its result")
            }
            (None, IssueKind::UnresolvedReference) => out.push_str(" → cite a value that exists (listed below)"),
            (None, IssueKind::SweepDisclosure) => {
                let _ =
                    write!(out, " → keep it and {}", i.hint.as_deref().unwrap_or("state what is missing beside it"));
            }
            (None, _) => out.push_str(" → remove it, or call a tool that returns it"),
        }
        out.push('\n');
    }
    out.push_str(
        "Rewrite the whole answer. Cite values as {{rK.NAME}} or {{rK.ROW.COLUMN}} (add |1 for one decimal, |% to show a \
         fraction as a percentage): they are replaced by the exact numbers. Every number you type must be a value a tool \
         returned, quoted for what it is; never compute differences, ratios or percentages yourself.",
    );
    let listed: Vec<&ResultView> = views.iter().filter(|v| v.cells.iter().any(|c| c.listed)).collect();
    if !listed.is_empty() {
        out.push_str("\nValues you can cite:");
        for v in listed {
            let cells: Vec<String> = v
                .cells
                .iter()
                .filter(|c| c.listed)
                .take(MAX_LISTED_VALUES)
                .map(|c| format!("r{}.{}={}", v.index, c.path, shown(c.value)))
                .collect();
            let more = v.cells.iter().filter(|c| c.listed).count().saturating_sub(MAX_LISTED_VALUES);
            let _ = write!(out, "\n{}", cells.join(", "));
            if more > 0 {
                let _ = write!(out, " (and {more} more in r{})", v.index);
            }
        }
    }
    out
}

/// One line of a rewrite request, as the mock provider reads it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Instruction {
    /// The number as written in the answer.
    pub text: String,
    /// The reference to write instead, or `None` to remove the number's sentence.
    pub reference: Option<String>,
}

/// Reads the instructions of a rewrite request.
pub fn instructions(request: &str) -> Vec<Instruction> {
    request
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("- \"")?;
            let (text, rest) = rest.split_once("\" (")?;
            let reference = rest.rsplit_once("→ use {{").and_then(|(_, r)| r.strip_suffix("}}")).map(str::to_string);
            Some(Instruction { text: text.to_string(), reference })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grounding::Issue;

    fn issue(text: &str, kind: IssueKind, suggestion: Option<&str>) -> Issue {
        Issue {
            text: text.into(),
            span: (0, 0),
            kind,
            message: format!("{text} is wrong"),
            suggestion: suggestion.map(str::to_string),
            expected: None,
            hint: None,
        }
    }

    #[test]
    fn request_lists_each_number_with_what_to_do_and_round_trips() {
        let report = Report {
            checked: 3,
            bound: 0,
            issues: vec![
                issue("278.7", IssueKind::WrongRow, Some("r1.Tuesday.mean_range")),
                issue("61.5", IssueKind::Unsupported, None),
                issue("61.5", IssueKind::Unsupported, None),
                issue("9.3", IssueKind::Computed, None),
            ],
        };
        let text = rewrite_request(&report, &[]);
        assert!(text.starts_with(PREFIX));
        assert!(text.contains("- \"278.7\" (wrong_row): 278.7 is wrong → use {{r1.Tuesday.mean_range}}\n"), "{text}");
        assert_eq!(text.matches("\"61.5\"").count(), 1, "deduplicated");
        assert_eq!(
            instructions(&text),
            vec![
                Instruction { text: "278.7".into(), reference: Some("r1.Tuesday.mean_range".into()) },
                Instruction { text: "61.5".into(), reference: None },
                Instruction { text: "9.3".into(), reference: None },
            ]
        );
    }
}
