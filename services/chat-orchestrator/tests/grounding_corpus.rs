//! Evaluation of the grounding check on labelled answers about real tool
//! results (`tests/corpus`, see its README): recall per class of wrong
//! number, the precision of each kind of report, and the false-positive rate
//! on faithful answers — on the corpus the checker was developed against
//! (thresholds asserted) and on the held-out answers written before it
//! (figures printed; floors asserted at the measured level so they cannot
//! silently regress). Also: bound numbers render exactly as the corpus
//! generator (an independent implementation) formats them, and how often one
//! rewrite with the mock provider fixes a wrong answer.
//!
//! Figures: `cargo test -p chat-orchestrator --test grounding_corpus -- --nocapture`.

use std::{collections::BTreeMap, process::Command};

use chat_orchestrator::{
    grounding::{self, Evidence, IssueKind, Report, feedback},
    provider::mock,
    references::{
        Locale,
        stream::{Piece, Renderer},
    },
    result_view::ResultView,
};
use serde_json::Value;

const RESULTS: &str = include_str!("corpus/tool_results.json");
const ANSWERS: &str = include_str!("corpus/answers.jsonl");
const HELDOUT: &str = include_str!("corpus/heldout.jsonl");
const BLIND: &str = include_str!("corpus/blind.jsonl");
const BLIND2: &str = include_str!("corpus/blind2.jsonl");
const BLIND3: &str = include_str!("corpus/blind3.jsonl");
const BLIND4: &str = include_str!("corpus/blind4.jsonl");
const BLIND5: &str = include_str!("corpus/blind5.jsonl");
const BLIND6: &str = include_str!("corpus/blind6.jsonl");
const BLIND7: &str = include_str!("corpus/blind7.jsonl");
const BLIND8: &str = include_str!("corpus/blind8.jsonl");
const BLIND9: &str = include_str!("corpus/blind9.jsonl");
const BLIND10: &str = include_str!("corpus/blind10.jsonl");
const BLIND11: &str = include_str!("corpus/blind11.jsonl");
const BLIND12: &str = include_str!("corpus/blind12.jsonl");
const BLIND13: &str = include_str!("corpus/blind13.jsonl");
const BLIND14: &str = include_str!("corpus/blind14.jsonl");
const BLIND15: &str = include_str!("corpus/blind15.jsonl");
const BLIND16: &str = include_str!("corpus/blind16.jsonl");
const BLIND17: &str = include_str!("corpus/blind17.jsonl");
const BLIND18: &str = include_str!("corpus/blind18.jsonl");
const BLIND19: &str = include_str!("corpus/blind19.jsonl");
const BLIND20: &str = include_str!("corpus/blind20.jsonl");
const BLIND21: &str = include_str!("corpus/blind21.jsonl");
const BLIND22: &str = include_str!("corpus/blind22.jsonl");
const BLIND23: &str = include_str!("corpus/blind23.jsonl");
const BLIND24: &str = include_str!("corpus/blind24.jsonl");
const BLIND25: &str = include_str!("corpus/blind25.jsonl");
const BLIND26: &str = include_str!("corpus/blind26.jsonl");
const BLIND27: &str = include_str!("corpus/blind27.jsonl");
const BLIND28: &str = include_str!("corpus/blind28.jsonl");
const BLIND29: &str = include_str!("corpus/blind29.jsonl");
const BLIND30: &str = include_str!("corpus/blind30.jsonl");
const BLIND31: &str = include_str!("corpus/blind31.jsonl");
const BLIND32: &str = include_str!("corpus/blind32.jsonl");
const BLIND33: &str = include_str!("corpus/blind33.jsonl");
const BLIND34: &str = include_str!("corpus/blind34.jsonl");
const BLIND35: &str = include_str!("corpus/blind35.jsonl");
const BLIND36: &str = include_str!("corpus/blind36.jsonl");
const BLIND37: &str = include_str!("corpus/blind37.jsonl");
const BLIND38: &str = include_str!("corpus/blind38.jsonl");
const BLIND39: &str = include_str!("corpus/blind39.jsonl");
const BLIND40: &str = include_str!("corpus/blind40.jsonl");
const BLIND41: &str = include_str!("corpus/blind41.jsonl");
const BLIND42: &str = include_str!("corpus/blind42.jsonl");
const BLIND43: &str = include_str!("corpus/blind43.jsonl");
const BLIND44: &str = include_str!("corpus/blind44.jsonl");
const BLIND45: &str = include_str!("corpus/blind45.jsonl");
const BLIND46: &str = include_str!("corpus/blind46.jsonl");
const BLIND47: &str = include_str!("corpus/blind47.jsonl");
const BLIND48: &str = include_str!("corpus/blind48.jsonl");
const BLIND49: &str = include_str!("corpus/blind49.jsonl");
const BLIND50: &str = include_str!("corpus/blind50.jsonl");
const BLIND51: &str = include_str!("corpus/blind51.jsonl");
const BLIND52: &str = include_str!("corpus/blind52.jsonl");
const BLIND53: &str = include_str!("corpus/blind53.jsonl");
const BLIND54: &str = include_str!("corpus/blind54.jsonl");
const BLIND55: &str = include_str!("corpus/blind55.jsonl");
const BLIND56: &str = include_str!("corpus/blind56.jsonl");
const BLIND57: &str = include_str!("corpus/blind57.jsonl");
const BLIND58: &str = include_str!("corpus/blind58.jsonl");
const BLIND59: &str = include_str!("corpus/blind59.jsonl");
const BLIND60: &str = include_str!("corpus/blind60.jsonl");
const BLIND61: &str = include_str!("corpus/blind61.jsonl");
const BLIND62: &str = include_str!("corpus/blind62.jsonl");
const BLIND63: &str = include_str!("corpus/blind63.jsonl");
const BLIND64: &str = include_str!("corpus/blind64.jsonl");
const BLIND65: &str = include_str!("corpus/blind65.jsonl");
const BLIND66: &str = include_str!("corpus/blind66.jsonl");
const BLIND67: &str = include_str!("corpus/blind67.jsonl");
const BLIND68: &str = include_str!("corpus/blind68.jsonl");
const BLIND69: &str = include_str!("corpus/blind69.jsonl");
const BLIND70: &str = include_str!("corpus/blind70.jsonl");
const BLIND71: &str = include_str!("corpus/blind71.jsonl");
const BLIND72: &str = include_str!("corpus/blind72.jsonl");
const BLIND73: &str = include_str!("corpus/blind73.jsonl");
const BLIND74: &str = include_str!("corpus/blind74.jsonl");
const BLIND75: &str = include_str!("corpus/blind75.jsonl");
/// The number of the latest blind set (`corpus/blind{N}.jsonl`).
const LAST_BLIND_SET: u32 = 75;
/// The results the hand-written sets were written about, where the engines'
/// answers changed since (see the file's `about`).
const AT_WRITING: &str = include_str!("corpus/tool_results_at_writing.json");

struct Turn {
    views: Vec<ResultView>,
    evidence: Evidence,
}

fn turns() -> BTreeMap<String, Turn> {
    turns_from(serde_json::from_str(RESULTS).expect("tool_results.json"))
}

/// The turns as they were when the held-out and blind sets were written: an
/// answer is faithful or not to the result its author read.
fn turns_at_writing() -> BTreeMap<String, Turn> {
    let mut all: Value = serde_json::from_str(RESULTS).expect("tool_results.json");
    let then: Value = serde_json::from_str(AT_WRITING).expect("tool_results_at_writing.json");
    let cases = all["cases"].as_array_mut().expect("cases");
    for old in then["cases"].as_array().expect("cases at writing") {
        let slot = cases.iter_mut().find(|c| c["id"] == old["id"]).expect("a case at writing is still a case");
        *slot = old.clone();
    }
    turns_from(all)
}

fn turns_from(all: Value) -> BTreeMap<String, Turn> {
    let mut out = BTreeMap::new();
    for c in all["cases"].as_array().expect("cases") {
        let mut evidence = Evidence::new();
        evidence.add_user(c["question"].as_str().unwrap_or(""));
        let mut views = Vec::new();
        for (i, call) in c["calls"].as_array().expect("calls").iter().enumerate() {
            let r = &call["result"];
            let v = ResultView::build(
                i + 1,
                &format!("call_{}", i + 1),
                call["tool"].as_str().unwrap_or(""),
                &call["input"],
                Some(r),
                r["model_response"].as_str().unwrap_or(""),
            );
            evidence.add_view(&v, &call["input"]);
            views.push(v);
        }
        out.insert(c["id"].as_str().unwrap_or("").to_string(), Turn { views, evidence });
    }
    out
}

struct Answer {
    id: String,
    case: String,
    label: String,
    answer: String,
    /// Byte range of the wrong number.
    target: Option<(usize, usize)>,
    expected: Option<f64>,
    template: Option<String>,
    locale: String,
}

fn load(text: &str) -> Vec<Answer> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("answer line");
            let answer = v["answer"].as_str().expect("answer").to_string();
            let target = v["target"].as_str().map(|t| {
                let at = match v["target_at"].as_u64() {
                    // The generator counts characters.
                    Some(c) => answer.char_indices().nth(c as usize).map_or(answer.len(), |(b, _)| b),
                    None => {
                        // The n-th occurrence as a whole number ("5" is not the 5 in "585.5").
                        let nth = v["occurrence"].as_u64().unwrap_or(1) as usize;
                        let whole = |at: usize| {
                            let before = answer[..at].chars().next_back();
                            let after = answer[at + t.len()..].chars().next();
                            !before.is_some_and(|c| c.is_ascii_digit() || c == '.' || c == ',')
                                && !after.is_some_and(|c| {
                                    c.is_ascii_digit()
                                        || (matches!(c, '.' | ',')
                                            && answer[at + t.len() + 1..].starts_with(|d: char| d.is_ascii_digit()))
                                })
                        };
                        answer
                            .match_indices(t)
                            .map(|(at, _)| at)
                            .filter(|at| whole(*at))
                            .nth(nth - 1)
                            .unwrap_or_else(|| panic!("{t:?} not in {answer:?}"))
                    }
                };
                assert_eq!(&answer[at..at + t.len()], t, "{}: target position", v["id"]);
                (at, at + t.len())
            });
            Answer {
                id: v["id"].as_str().unwrap_or("").to_string(),
                case: v["case"].as_str().unwrap_or("").to_string(),
                label: v["label"].as_str().unwrap_or("").to_string(),
                answer,
                target,
                expected: v["expected"].as_f64(),
                template: v["text"].as_str().map(str::to_string),
                locale: v["locale"].as_str().unwrap_or("en").to_string(),
            }
        })
        .collect()
}

/// The kind of report a class of wrong number should get.
fn expected_kind(label: &str) -> Option<IssueKind> {
    Some(match label {
        "invented" | "coincidental" | "miscomputed" | "misrounded" => IssueKind::Unsupported,
        "derived" => IssueKind::Computed,
        "wrong_row" => IssueKind::WrongRow,
        "wrong_column" => IssueKind::WrongColumn,
        "wrong_year" => IssueKind::WrongPeriod,
        "wrong_sign" => IssueKind::WrongSign,
        "wrong_unit" => IssueKind::WrongUnit,
        "wrong_sample" => IssueKind::WrongSample,
        "undisclosed" => IssueKind::SweepDisclosure,
        _ => return None,
    })
}

fn overlaps(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 < b.1 && b.0 < a.1
}

#[derive(Default, Debug, Clone, Copy)]
struct Count {
    n: usize,
    caught: usize,
    right_kind: usize,
    /// Reports on numbers that were not wrong (faithful answers: any; others: off-target).
    stray: usize,
    /// Answers with at least one such report.
    flagged: usize,
}

/// Wrong numbers that are no value at all (invented, including ones close to
/// an unrelated value, miscomputed, misrounded): the issue's recall target.
const SYNTACTIC: &[&str] = &["invented", "coincidental", "miscomputed", "misrounded"];
/// Real values quoted for the wrong thing.
const SEMANTIC: &[&str] = &["wrong_row", "wrong_column", "wrong_year", "wrong_sign", "wrong_unit", "wrong_sample"];

#[derive(Default)]
struct Figures {
    by_class: BTreeMap<String, Count>,
    /// Per report kind: (reports, reports on a target whose class expects that kind).
    by_kind: BTreeMap<&'static str, (usize, usize)>,
    misses: Vec<String>,
    /// In a set whose labels judge numbers only (no `undisclosed` class):
    /// faithful answers whose only reports are the sweep-disclosure policy
    /// (they state a sweep's result without the number of configurations
    /// tried or the caveat). The check is right to send them back; the set
    /// cannot say so, so they are counted here, not as false positives.
    policy_flagged: usize,
}

impl Figures {
    fn class(&self, c: &str) -> Count {
        self.by_class.get(c).copied().unwrap_or_default()
    }

    fn recall(&self, classes: &[&str]) -> f64 {
        let (n, c) = classes.iter().map(|k| self.class(k)).fold((0, 0), |(n, c), x| (n + x.n, c + x.caught));
        if n == 0 { 1.0 } else { c as f64 / n as f64 }
    }

    /// Share of faithful answers with any report.
    fn false_positive_rate(&self) -> f64 {
        let f = self.class("faithful");
        if f.n == 0 { 0.0 } else { f.flagged as f64 / f.n as f64 }
    }

    /// Reports per faithful answer (stricter: an answer flagged twice counts twice).
    fn false_reports_per_answer(&self) -> f64 {
        let f = self.class("faithful");
        if f.n == 0 { 0.0 } else { f.stray as f64 / f.n as f64 }
    }

    /// Share of the classes' wrong numbers reported with the kind their class expects.
    fn kind_ok(&self, classes: &[&str]) -> f64 {
        let (n, c) = classes.iter().map(|k| self.class(k)).fold((0, 0), |(n, c), x| (n + x.n, c + x.right_kind));
        if n == 0 { 1.0 } else { c as f64 / n as f64 }
    }

    fn print(&self, title: &str) {
        println!("\n{title}");
        println!("{:<14} {:>5} {:>8} {:>10} {:>10}", "class", "n", "recall", "kind ok", "precision");
        for (class, c) in &self.by_class {
            if class.starts_with("faithful") {
                continue;
            }
            let kind = expected_kind(class).map(IssueKind::as_str).unwrap_or("");
            let (reports, right) = self.by_kind.get(kind).copied().unwrap_or((0, 0));
            let precision = if reports == 0 { 1.0 } else { right as f64 / reports as f64 };
            println!(
                "{:<14} {:>5} {:>8.3} {:>10.3} {:>10.3}",
                class,
                c.n,
                c.caught as f64 / c.n as f64,
                c.right_kind as f64 / c.n as f64,
                precision
            );
        }
        let f = self.class("faithful");
        println!(
            "{:<14} {:>5}   false-positive rate {:.3} ({} answers flagged; {} reports, {:.3} per answer)",
            "faithful",
            f.n,
            self.false_positive_rate(),
            f.flagged,
            f.stray,
            self.false_reports_per_answer()
        );
        if self.policy_flagged > 0 {
            println!(
                "{:<14} {:>5}   sent back for a missing sweep disclosure (policy; this set's labels do not judge it)",
                "  disclosure", self.policy_flagged
            );
        }
        for (name, c) in
            [("  hand-written", self.class("faithful:template")), ("  variants", self.class("faithful:variant"))]
        {
            if c.n > 0 {
                println!("{name:<14} {:>5}   {} flagged ({:.3})", c.n, c.flagged, c.flagged as f64 / c.n as f64);
            }
        }
        let all: (usize, usize) = self.by_kind.values().fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
        let on_target: usize = self.by_class.values().map(|c| c.caught).sum();
        let stray: usize = self.by_class.values().map(|c| c.stray).sum();
        println!(
            "reports: {} ({} on a wrong number, {} on a right one: precision {:.3}); kinds: {}",
            all.0,
            on_target,
            stray,
            on_target as f64 / (on_target + stray).max(1) as f64,
            self.by_kind.iter().map(|(k, (n, r))| format!("{k} {r}/{n}")).collect::<Vec<_>>().join(", ")
        );
        println!(
            "recall: invented/coincidental/miscomputed/misrounded {:.3} (invented/miscomputed/misrounded {:.3}), semantic (row, column, period, sign, unit, sample) {:.3} (right kind {:.3}), computed {:.3}, sweep disclosure {:.3}",
            self.recall(SYNTACTIC),
            self.recall(&["invented", "miscomputed", "misrounded"]),
            self.recall(SEMANTIC),
            self.kind_ok(SEMANTIC),
            self.recall(&["derived"]),
            self.recall(&["undisclosed"]),
        );
        for m in
            self.misses.iter().take(if std::env::var_os("BARB_CORPUS_ALL_MISSES").is_some() { usize::MAX } else { 40 })
        {
            println!("  miss: {m}");
        }
    }
}

/// The reports on one answer as `kind text`, with each report's message
/// when `BARB_CORPUS_MESSAGES` is set (to see why a number failed).
fn described(issues: &[grounding::Issue]) -> Vec<String> {
    let messages = std::env::var_os("BARB_CORPUS_MESSAGES").is_some();
    issues
        .iter()
        .map(|i| match messages {
            true => format!("{} {}: {}", i.kind.as_str(), i.text, i.message),
            false => format!("{} {}", i.kind.as_str(), i.text),
        })
        .collect()
}

fn evaluate(answers: &[Answer], turns: &BTreeMap<String, Turn>) -> Figures {
    let opts = grounding::GroundingOptions::default();
    let mut f = Figures::default();
    let judges_disclosure = answers.iter().any(|a| a.label == "undisclosed");
    for a in answers {
        let t = &turns[&a.case];
        let mut report = grounding::check(&a.answer, &[], &t.evidence, &opts);
        if !judges_disclosure && a.label == "faithful" {
            let before = report.issues.len();
            report.issues.retain(|i| i.kind != IssueKind::SweepDisclosure);
            f.policy_flagged += usize::from(report.issues.len() < before && report.issues.is_empty());
        }
        let want = expected_kind(&a.label);
        let (mut caught, mut right, mut stray) = (false, false, 0);
        for i in &report.issues {
            let on_target = a.target.is_some_and(|t| overlaps(t, i.span));
            let e = f.by_kind.entry(i.kind.as_str()).or_default();
            e.0 += 1;
            if on_target && Some(i.kind) == want {
                e.1 += 1;
            }
            if on_target {
                caught = true;
                right |= Some(i.kind) == want;
            } else {
                stray += 1;
            }
        }
        let mut classes = vec![a.label.clone()];
        if a.label == "faithful" {
            classes.push(if a.id.contains('~') { "faithful:variant" } else { "faithful:template" }.to_string());
        }
        for class in classes {
            let c = f.by_class.entry(class).or_default();
            c.n += 1;
            c.caught += usize::from(caught);
            c.right_kind += usize::from(right);
            c.stray += stray;
            c.flagged += usize::from(stray > 0);
        }
        if caught && !right && SEMANTIC.contains(&a.label.as_str()) {
            let issues = described(&report.issues);
            f.misses.push(format!("{} (wrong kind for {}): {:?} → {:?}", a.id, a.label, a.answer, issues));
        }
        let missed = a.target.is_some() && !caught;
        if missed || (a.label == "faithful" && !report.issues.is_empty()) {
            let what = if missed { format!("missed {}", a.label) } else { "flagged a faithful answer".to_string() };
            let issues = described(&report.issues);
            f.misses.push(format!("{} ({what}): {:?} → {:?}", a.id, a.answer, issues));
        }
    }
    f
}

#[test]
fn corpus_meets_the_targets() {
    let turns = turns();
    let answers = load(ANSWERS);
    assert!(answers.len() >= 300, "the corpus has {} answers", answers.len());
    let f = evaluate(&answers, &turns);
    f.print(&format!("grounding corpus ({} answers)", answers.len()));
    assert!(f.class("faithful").n >= 300, "at least 300 faithful answers");
    assert!(f.recall(SYNTACTIC) >= 0.99, "syntactic recall");
    assert!(f.recall(&["derived"]) >= 0.99, "computed numbers must be flagged");
    assert!(f.recall(SEMANTIC) >= 0.9, "semantic recall");
    assert!(f.kind_ok(SEMANTIC) >= 0.9, "semantic mismatches reported with the right kind");
    assert!(f.recall(&["undisclosed"]) >= 0.99, "sweep results without their disclosures");
    assert!(f.false_positive_rate() <= 0.02, "false positives on faithful answers");
    assert!(f.false_reports_per_answer() <= 0.02, "false reports per faithful answer");
}

/// Measured when the held-out set was first evaluated (see the README);
/// these floors only stop silent regressions.
#[test]
fn heldout_figures() {
    let turns = turns_at_writing();
    let answers = load(HELDOUT);
    let f = evaluate(&answers, &turns);
    f.print(&format!("held-out answers ({}), written before the checker", answers.len()));
    assert!(f.recall(SYNTACTIC) >= HELDOUT_FLOOR.0);
    assert!(f.recall(SEMANTIC) >= HELDOUT_FLOOR.1);
    assert!(f.false_reports_per_answer() <= HELDOUT_FLOOR.2);
}

/// The blind set: answers by another author who never read the checker
/// (`corpus/blind.jsonl`). Its first-run figures (before any change to the
/// checker) missed every target and are recorded in the corpus README; its
/// misses were then fixed as classes, so it is no longer blind, and the
/// targets are asserted here only so the fixes cannot silently regress.
#[test]
fn blind_figures() {
    let turns = turns_at_writing();
    let answers = load(BLIND);
    let f = evaluate(&answers, &turns);
    f.print(&format!("blind answers ({}), by an author who never read the checker", answers.len()));
    assert!(f.recall(SYNTACTIC) >= 0.99, "syntactic recall");
    assert!(f.recall(SEMANTIC) >= 0.9 && f.kind_ok(SEMANTIC) >= 0.9, "semantic recall and kind");
    assert!(f.false_positive_rate() <= 0.02 && f.false_reports_per_answer() <= 0.02, "false positives");
}

/// The second blind set (`corpus/blind2.jsonl`): another author, who read
/// only the cases, their results and the label definitions, in styles
/// neither the checker nor the first blind set was written for. Evaluated
/// before any change to the checker; the figures are printed.
#[test]
fn blind2_figures() {
    blind_set_meets_its_floor(BLIND2, 240, "second blind set ({}), styles nobody designed for", BLIND2_FLOOR);
}

/// The third blind set (`corpus/blind3.jsonl`): a fourth author who read
/// only the cases, their results, the label definitions and the second
/// author's tooling, writing in fifteen locales none of the earlier sets
/// used (Australian, Indian, Singaporean English, Korean, Russian, Spanish,
/// Mexican, German, French, Swedish, Czech, Greek, Arabic-Indic and
/// Devanagari digits, Swiss). Its first run was recorded before any change
/// to the checker; the figures are printed and asserted as a floor.
#[test]
fn blind3_figures() {
    blind_set_meets_its_floor(BLIND3, 200, "third blind set ({}), fifteen locales nobody designed for", BLIND3_FLOOR);
}

/// The fourth blind set (`corpus/blind4.jsonl`): a fifth author who read
/// only the cases, their results, the label definitions and the third
/// author's tooling, writing in the languages the checker was taught
/// (English, German, French, Spanish, Italian, Portuguese, Russian, Dutch,
/// Polish, Japanese, Chinese), with every label including in/out-of-sample
/// swaps and undisclosed sweeps. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind4_figures() {
    blind_set_meets_its_floor(BLIND4, 300, "fourth blind set ({}), taught languages, a new author", BLIND4_FLOOR);
}

/// The fifth blind set (`corpus/blind5.jsonl`): a sixth author who read
/// only the cases, their results, the label definitions and the fourth
/// author's tooling, writing in the taught languages in styles no earlier
/// set used (reports with headings, emails, chat one-liners, tables with
/// totals rows and footnotes, number words, ranges, basis points, heavy
/// hedging). Its first run was recorded before any change to the checker.
#[test]
fn blind5_figures() {
    blind_set_meets_its_floor(BLIND5, 240, "fifth blind set ({}), new styles, a new author", BLIND5_FLOOR);
}

/// The sixth blind set (`corpus/blind6.jsonl`): a seventh author who read
/// only the cases, their results, the label definitions and the fifth
/// author's tooling, writing answers the way an assistant model shapes them
/// (a direct first sentence and bullets, bold figures, compact tables,
/// "respectively", asides), with the semantic labels spread over the
/// languages. Its first run was recorded before any change to the checker.
#[test]
fn blind6_figures() {
    blind_set_meets_its_floor(
        BLIND6,
        240,
        "sixth blind set ({}), assistant-shaped answers, a new author",
        BLIND6_FLOOR,
    );
}

/// The seventh blind set (`corpus/blind7.jsonl`): an eighth author who read
/// only the cases, their results, the label definitions and the sixth
/// author's tooling, writing in registers no earlier set used (desk
/// shorthand, spoken answers with numbers in words, inline code and LaTeX,
/// footnotes, plain-text tables, key: value blocks, numbered steps,
/// non-native conventions, emoji chat, long answers with many figures).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind7_figures() {
    blind_set_meets_its_floor(BLIND7, 240, "seventh blind set ({}), new registers, a new author", BLIND7_FLOOR);
}

/// The eighth blind set (`corpus/blind8.jsonl`): a ninth author who read
/// only the cases, their results, the label definitions and the seventh
/// author's tooling, writing in registers no earlier set used (chained
/// comparisons, SMS-short answers, fractions and ratios in words, heavy
/// unit restating, headline and dek, mixed languages, pros and cons,
/// self-corrections, academic citations, narratives, timelines, CSV, HTML
/// and JSON), 85 % outside English. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind8_figures() {
    blind_set_meets_its_floor(BLIND8, 240, "eighth blind set ({}), new registers, a new author", BLIND8_FLOOR);
}

/// The ninth blind set (`corpus/blind9.jsonl`): a tenth author who read
/// only the cases, their results, the label definitions and the eighth
/// author's tooling, writing in registers no earlier set used (number-first
/// sentences, KPI dashboard lines, TL;DR first, explainers, support tone,
/// ranks and ordinals, investment memos, threads, "you expected…", meeting
/// minutes, nested Markdown), 84 % outside English. Its first run was
/// recorded before any change to the checker.
#[test]
fn blind9_figures() {
    blind_set_meets_its_floor(BLIND9, 220, "ninth blind set ({}), new registers, a new author", BLIND9_FLOOR);
}

/// The tenth blind set (`corpus/blind10.jsonl`): an eleventh author who
/// read only the cases, their results, the label definitions and the ninth
/// author's tooling, writing in registers no earlier set used (Q&A pairs,
/// timestamped chat logs, sports commentary, e-mail replies with quotes,
/// figure captions, news-wire leads, changelogs, voice transcripts,
/// textbook exercises, YAML, full-width digits, 万 magnitudes, REPL
/// transcripts), 83 % outside English. Its first run was recorded before
/// any change to the checker.
#[test]
fn blind10_figures() {
    blind_set_meets_its_floor(BLIND10, 220, "tenth blind set ({}), new registers, a new author", BLIND10_FLOOR);
}

/// The eleventh blind set (`corpus/blind11.jsonl`): a twelfth author who
/// read only the cases, their results, the label definitions and the tenth
/// author's tooling, writing in registers no earlier set used (tweets, desk
/// morning notes, radio wraps, shorthand, spreadsheet formulas, scorecards,
/// interviews, unit-first lines, reviews, audit findings, diaries, recipes,
/// quizzes, lyrical summaries, legal recitals), 84 % outside English. Its
/// first run was recorded before any change to the checker.
#[test]
fn blind11_figures() {
    blind_set_meets_its_floor(BLIND11, 200, "eleventh blind set ({}), new registers, a new author", BLIND11_FLOOR);
}

/// The twelfth blind set (`corpus/blind12.jsonl`): a thirteenth author who
/// read only the cases, their results, the label definitions and the
/// eleventh author's tooling, writing in registers no earlier set used
/// (push alerts, doctor's reports, myth vs fact, weather metaphors, letters
/// to shareholders, teacher's feedback, travel stories, riddles, betting
/// slips, dashboard changelogs, commit messages, bilingual answers), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind12_figures() {
    blind_set_meets_its_floor(BLIND12, 200, "twelfth blind set ({}), new registers, a new author", BLIND12_FLOOR);
}

/// The thirteenth blind set (`corpus/blind13.jsonl`): a fourteenth author
/// who read only the cases, their results, the label definitions and the
/// twelfth author's tooling, writing in registers no earlier set used
/// (issue tickets, telegram style, screenplay dialogue, log lines, podcast
/// show notes, horoscopes, speaker notes, stand-up updates, auction lots,
/// lab notebooks, incident postmortems, LaTeX), 84 % outside English. Its
/// first run was recorded before any change to the checker.
#[test]
fn blind13_figures() {
    blind_set_meets_its_floor(BLIND13, 200, "thirteenth blind set ({}), new registers, a new author", BLIND13_FLOOR);
}

/// The fourteenth blind set (`corpus/blind14.jsonl`): a fifteenth author
/// who read only the cases, their results, the label definitions and the
/// thirteenth author's tooling, writing in registers no earlier set used
/// (museum labels, ship's logs, dictionary entries, spec sheets, SQL with
/// its terminal output, classified ads, property listings, text-adventure
/// narration, phone calls, invoices, sticky notes, press conferences), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind14_figures() {
    blind_set_meets_its_floor(BLIND14, 200, "fourteenth blind set ({}), new registers, a new author", BLIND14_FLOOR);
}

/// The fifteenth blind set (`corpus/blind15.jsonl`): a sixteenth author
/// who read only the cases, their results, the label definitions and the
/// fourteenth author's tooling, writing in registers no earlier set used
/// (greeting cards, translator's notes, meeting agendas, recall notices,
/// crossword clues, exam answer keys, knitting patterns, tasting notes,
/// lost-and-found notices, theatre programmes, treasure-map captions, tarot
/// readings), 84 % outside English. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind15_figures() {
    blind_set_meets_its_floor(BLIND15, 200, "fifteenth blind set ({}), new registers, a new author", BLIND15_FLOOR);
}

/// The sixteenth blind set (`corpus/blind16.jsonl`): a seventeenth author
/// who read only the cases, their results, the label definitions and the
/// fifteenth author's tooling, writing in registers no earlier set used
/// (film subtitles, parliamentary debates, police reports, nutrition labels,
/// departure boards, chess annotations, fairy tales, haiku, INI/TOML
/// configuration files, bank statements, election nights, sermons), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind16_figures() {
    blind_set_meets_its_floor(BLIND16, 200, "sixteenth blind set ({}), new registers, a new author", BLIND16_FLOOR);
}

/// The seventeenth blind set (`corpus/blind17.jsonl`): an eighteenth author,
/// writing at the same time as the seventeenth and reading the same things,
/// in registers no earlier set used (courtroom transcripts, navigation
/// directions, restaurant menus, fortune cookies, trading cards,
/// prescription labels, surveys, XML, unified diffs, pirate speak, wedding
/// toasts, movie-trailer voiceovers), 84 % outside English. Its first run
/// was recorded before any change to the checker.
#[test]
fn blind17_figures() {
    blind_set_meets_its_floor(BLIND17, 200, "seventeenth blind set ({}), new registers, a new author", BLIND17_FLOOR);
}

/// The eighteenth blind set (`corpus/blind18.jsonl`): a nineteenth author
/// who read only the cases, their results, the label definitions and the
/// seventeenth author's tooling, writing in registers no earlier set used
/// (air-traffic-control radio, R console output, mainframe printouts,
/// limericks, job adverts, flat-pack instructions, shipping forecasts, game
/// shows, box-drawing tables, boarding passes, customs forms, Shakespearean
/// English), 84 % outside English. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind18_figures() {
    blind_set_meets_its_floor(BLIND18, 200, "eighteenth blind set ({}), new registers, a new author", BLIND18_FLOOR);
}

/// The nineteenth blind set (`corpus/blind19.jsonl`): a twentieth author,
/// writing at the same time as the nineteenth and reading the same things,
/// in registers no earlier set used (ASCII bar charts, HTTP responses,
/// Markdown task lists, till receipts, boxing announcers, sea shanties,
/// dating profiles, Python docstrings, ticker tapes, flash cards, Yoda-style
/// syntax, gossip columns), 84 % outside English. Its first run was
/// recorded before any change to the checker.
#[test]
fn blind19_figures() {
    blind_set_meets_its_floor(BLIND19, 200, "nineteenth blind set ({}), new registers, a new author", BLIND19_FLOOR);
}

/// The twentieth blind set (`corpus/blind20.jsonl`): a twenty-first author
/// who read only the cases, their results, the label definitions and the
/// nineteenth author's tooling, writing in registers no earlier set used
/// (horse-racing form guides, military SITREPs, RPG character sheets,
/// mathematical proofs, double-entry journal entries, Wikipedia-style
/// infoboxes, mission-control countdowns, bingo callers, patent claims,
/// lottery draws, Instagram captions, train conductor announcements), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind20_figures() {
    blind_set_meets_its_floor(BLIND20, 200, "twentieth blind set ({}), new registers, a new author", BLIND20_FLOOR);
}

/// The twenty-first blind set (`corpus/blind21.jsonl`): a twenty-second
/// author, writing at the same time as the twenty-first and reading the same
/// things, in registers no earlier set used (METAR-style weather reports,
/// hiking trail guides, concert setlists, kanban boards, astronomy observing
/// logs, opera librettos, tax-return forms, vending-machine displays,
/// Socratic dialogues, nursery rhymes, parcel tracking updates, league
/// standings), 84 % outside English. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind21_figures() {
    blind_set_meets_its_floor(BLIND21, 200, "twenty-first blind set ({}), new registers, a new author", BLIND21_FLOOR);
}

/// The twenty-second blind set (`corpus/blind22.jsonl`): a twenty-third
/// author who read only the cases, their results, the label definitions and
/// the twenty-first author's tooling, writing in registers no earlier set
/// used (Jupyter notebook cells, library catalogue cards, wargame stat
/// blocks, judges' score sheets, medieval chronicles, rap verses, airline
/// safety cards, draft announcements, terminal progress bars, warranty
/// cards, epitaphs, escape-room clues), 84 % outside English. Its first run
/// was recorded before any change to the checker.
#[test]
fn blind22_figures() {
    blind_set_meets_its_floor(BLIND22, 200, "twenty-second blind set ({}), new registers, a new author", BLIND22_FLOOR);
}

/// The twenty-third blind set (`corpus/blind23.jsonl`): a twenty-fourth
/// author, writing at the same time as the twenty-third and reading the
/// same things, in registers no earlier set used (pivot-table exports,
/// church bulletins, zoo feeding schedules, radio dedications, tide tables,
/// fitness-tracker summaries, shelf labels, yearbook entries, elevator
/// certificates, karaoke screens, parking tickets, cheat sheets), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind23_figures() {
    blind_set_meets_its_floor(BLIND23, 200, "twenty-third blind set ({}), new registers, a new author", BLIND23_FLOOR);
}

/// The twenty-fourth blind set (`corpus/blind24.jsonl`): a twenty-fifth
/// author who read only the cases, their results, the label definitions and
/// the twenty-third author's tooling, writing in registers no earlier set
/// used (crowdfunding updates, seed packets, origami instructions,
/// fantasy-sports trade proposals, archival finding aids, donation plaques,
/// TV guide listings, org charts, bowling score sheets, protest placards,
/// choir rehearsal notes, time-capsule letters), 84 % outside English. Its
/// first run was recorded before any change to the checker.
#[test]
fn blind24_figures() {
    blind_set_meets_its_floor(BLIND24, 200, "twenty-fourth blind set ({}), new registers, a new author", BLIND24_FLOOR);
}

/// The twenty-fifth blind set (`corpus/blind25.jsonl`): a twenty-sixth
/// author, writing at the same time as the twenty-fifth and reading the
/// same things, in registers no earlier set used (spacecraft telemetry,
/// beekeeping logs, pet adoption profiles, spell books, ski snow reports,
/// stock-take sheets, carpool sign-ups, bird-watching checklists, theme-park
/// queue boards, planting calendars, seating charts, poker hand histories),
/// 84 % outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind25_figures() {
    blind_set_meets_its_floor(BLIND25, 200, "twenty-fifth blind set ({}), new registers, a new author", BLIND25_FLOOR);
}

/// The twenty-sixth blind set (`corpus/blind26.jsonl`): a twenty-seventh
/// author who read only the cases, their results, the label definitions and
/// the twenty-fifth author's tooling, writing in registers no earlier set
/// used (pilot logbooks, ham-radio QSL cards, museum audio guides, sewing
/// patterns, magic-trick patter, obituaries, board-game rulebooks, record
/// sleeve notes, fire-drill reports, summit registers, laundry care labels,
/// rally pace notes), 84 % outside English. Its first run was recorded
/// before any change to the checker.
#[test]
fn blind26_figures() {
    blind_set_meets_its_floor(BLIND26, 200, "twenty-sixth blind set ({}), new registers, a new author", BLIND26_FLOOR);
}

/// The twenty-seventh blind set (`corpus/blind27.jsonl`): a twenty-eighth
/// author, writing at the same time as the twenty-seventh and reading the
/// same things, in registers no earlier set used (ferry manifests, gym
/// whiteboards, radiosonde soundings, minibar checklists, veterinary charts,
/// marathon split sheets, sheet-music margin notes, safety data sheets,
/// school report cards, jury ballots, harbour-master notices, stamp album
/// pages), 84 % outside English. Its first run was recorded before any
/// change to the checker.
#[test]
fn blind27_figures() {
    blind_set_meets_its_floor(
        BLIND27,
        200,
        "twenty-seventh blind set ({}), new registers, a new author",
        BLIND27_FLOOR,
    );
}

/// The twenty-eighth blind set (`corpus/blind28.jsonl`): a twenty-ninth
/// author who read only the cases, their results, the label definitions and
/// the twenty-seventh author's tooling, writing in registers no earlier set
/// used (archaeological dig reports, farmers' almanacs, comic-book balloons,
/// hotel guest books, hymn boards, specimen labels, cross-stitch samplers,
/// dance cards, wine-cellar cards, courier waybills, skydiving jump logs,
/// kindergarten newsletters), 84 % outside English. Its first run was
/// recorded before any change to the checker.
#[test]
fn blind28_figures() {
    blind_set_meets_its_floor(BLIND28, 200, "twenty-eighth blind set ({}), new registers, a new author", BLIND28_FLOOR);
}

/// The twenty-ninth blind set (`corpus/blind29.jsonl`): a thirtieth
/// author, writing at the same time as the twenty-ninth and reading the
/// same things, in registers no earlier set used (sonar logs, florist order
/// tickets, contract-bridge bidding, tattoo flash sheets, park-ranger
/// reports, laundromat notices, falconry journals, kiln logs, barbershop
/// price boards, carnival ride signs, tailor measurement cards, dive logs),
/// 84 % outside English. Its first run was recorded before any change to
/// the checker.
#[test]
fn blind29_figures() {
    blind_set_meets_its_floor(BLIND29, 200, "twenty-ninth blind set ({}), new registers, a new author", BLIND29_FLOOR);
}

/// The thirtieth blind set (`corpus/blind30.jsonl`): a thirty-first author
/// who read only the cases, their results, the label definitions and the
/// twenty-ninth author's tooling, writing in registers no earlier set used
/// (home-brewing logs, bakery production sheets, dance counts, insurance
/// claim forms, signal-box registers, karate grading sheets, regatta
/// results, spelling-bee transcripts, pigeon-racing results, mountain-rescue
/// call logs, perfume formula cards, model-railway timetables), 84 %
/// outside English. Its first run was recorded before any change to the
/// checker.
#[test]
fn blind30_figures() {
    blind_set_meets_its_floor(BLIND30, 200, "thirtieth blind set ({}), new registers, a new author", BLIND30_FLOOR);
}

/// The thirty-first blind set (`corpus/blind31.jsonl`): a thirty-second
/// author, writing at the same time as the thirty-first and reading the
/// same things, in registers no earlier set used (glacier survey notes,
/// triage boards, clapperboard slates, drum tablature, holiday postcards,
/// wind-tunnel test sheets, cocktail spec cards, bonsai journals, rowing
/// logs, ringmaster announcements, library overdue notices, pawn tickets),
/// 84 % outside English. Its first run was recorded before any change to
/// the checker.
#[test]
fn blind31_figures() {
    blind_set_meets_its_floor(BLIND31, 200, "thirty-first blind set ({}), new registers, a new author", BLIND31_FLOOR);
}

/// The thirty-second blind set (`corpus/blind32.jsonl`): a thirty-third
/// author, reading what the thirtieth and thirty-first read with their pair's
/// tooling as the previous set's, in registers no earlier set used
/// (lighthouse keepers' logs, vineyard harvest records, blood-donor cards,
/// crane pre-lift checklists, ice-rink resurfacing schedules, carbon-copy
/// memos, sumo banzuke sheets, sheepdog-trial score sheets, locksmith job
/// cards, balloon flight logs, seismograph readings, angling weigh-in
/// sheets). Its first run was recorded before any change to the checker.
#[test]
fn blind32_figures() {
    blind_set_meets_its_floor(BLIND32, 200, "thirty-second blind set ({}), new registers, a new author", BLIND32_FLOOR);
}

/// The thirty-third blind set (`corpus/blind33.jsonl`): a thirty-fourth
/// author, writing at the same time as the thirty-second and reading the
/// same things, in registers no earlier set used (ballet rehearsal call
/// sheets, tea-tasting ledgers, fencing score sheets, cave survey notebooks,
/// orchestra-pit cue sheets, glassblowing logs, mushroom-foraging journals,
/// snowplough route logs, assay certificates, quilting-bee minutes, rally
/// time cards, archery score cards). Its first run was recorded before any
/// change to the checker.
#[test]
fn blind33_figures() {
    blind_set_meets_its_floor(BLIND33, 200, "thirty-third blind set ({}), new registers, a new author", BLIND33_FLOOR);
}

/// The thirty-fourth blind set (`corpus/blind34.jsonl`): a thirty-fifth
/// author, reading what the thirty-second and thirty-third read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (ship chandler order slips, lost-property ledgers, sommelier pairing
/// notes, climbing topos, apothecary dispensing books, trapeze rehearsal
/// boards, tram duty rosters, clock-repair tickets, allotment minutes,
/// puppet-theatre prompt books, letterpress dockets, kite-festival cards).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind34_figures() {
    blind_set_meets_its_floor(BLIND34, 200, "thirty-fourth blind set ({}), new registers, a new author", BLIND34_FLOOR);
}

/// The thirty-fifth blind set (`corpus/blind35.jsonl`): a thirty-sixth
/// author, writing at the same time as the thirty-fourth and reading the
/// same things, in registers no earlier set used (observatory dome logs,
/// cheese-cave turning charts, bell-ringing peal boards, hydrographic survey
/// sheets, fete raffle sheets, organ-tuning reports, ice-cream flavour
/// boards, saddlery order books, parachute packing cards, lock-keeper logs,
/// violin-maker notes, orienteering control cards). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind35_figures() {
    blind_set_meets_its_floor(BLIND35, 200, "thirty-fifth blind set ({}), new registers, a new author", BLIND35_FLOOR);
}

/// The thirty-sixth blind set (`corpus/blind36.jsonl`): a thirty-seventh
/// author, reading what the thirty-fourth and thirty-fifth read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (motorcycle-courier run sheets, greenhouse climate logs, fishmonger
/// slates, projectionist reel logs, rodeo score sheets, chimney-sweep job
/// cards, radio repair cards, brass-band programmes, stud-farm records,
/// penalty-box sheets, cable-laying logs, model-rocketry launch logs). Its
/// first run was recorded before any change to the checker.
#[test]
fn blind36_figures() {
    blind_set_meets_its_floor(BLIND36, 200, "thirty-sixth blind set ({}), new registers, a new author", BLIND36_FLOOR);
}

/// The thirty-seventh blind set (`corpus/blind37.jsonl`): a thirty-eighth
/// author, writing at the same time as the thirty-sixth and reading the
/// same things, in registers no earlier set used (taxidermy tickets,
/// cider-press yield sheets, fire-lookout logs, pasta-factory batch sheets,
/// stained-glass commission cards, dog-grooming cards, spa treatment cards,
/// coal-mine shift logs, bookbinding job sheets, carillon practice sheets,
/// locomotive shed duty cards, geology field notebooks). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind37_figures() {
    blind_set_meets_its_floor(
        BLIND37,
        200,
        "thirty-seventh blind set ({}), new registers, a new author",
        BLIND37_FLOOR,
    );
}

/// The thirty-eighth blind set (`corpus/blind38.jsonl`): a thirty-ninth
/// author, reading what the thirty-sixth and thirty-seventh read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (ice-road trucker logs, sushi order slips, opera prop lists, shearing
/// tallies, hearing-aid fitting reports, tugboat logs, arcade score boards,
/// dental lab tickets, kayak rental sheets, planetarium scripts,
/// shooting-gallery cards, typewriter restoration notes). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind38_figures() {
    blind_set_meets_its_floor(BLIND38, 200, "thirty-eighth blind set ({}), new registers, a new author", BLIND38_FLOOR);
}

/// The thirty-ninth blind set (`corpus/blind39.jsonl`): a fortieth author,
/// writing at the same time as the thirty-eighth and reading the same
/// things, in registers no earlier set used (salt-marsh survey notes,
/// roller-derby bout sheets, forge logs, interpreter booking sheets,
/// maple-syrup logs, bell-foundry logs, icebreaker bridge logs, curling
/// score sheets, wig-maker cards, hat-block tickets, bottling logs,
/// snow-groomer shift logs). Its first run was recorded before any change
/// to the checker.
#[test]
fn blind39_figures() {
    blind_set_meets_its_floor(BLIND39, 200, "thirty-ninth blind set ({}), new registers, a new author", BLIND39_FLOOR);
}

/// The fortieth blind set (`corpus/blind40.jsonl`): a forty-first author,
/// reading what the thirty-eighth and thirty-ninth read with their pair's
/// tooling as the previous set's, in registers no earlier set used
/// (dog-sled checkpoint logs, tapestry-weaving notes, bee-removal job
/// cards, steeplejack reports, pipe-organ stop lists, hovercraft crossing
/// logs, gelato batch cards, tuning-fork calibration sheets, rickshaw fare
/// cards, speedway heat sheets, mosaic tickets, peat-cutting tally books).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind40_figures() {
    blind_set_meets_its_floor(BLIND40, 200, "fortieth blind set ({}), new registers, a new author", BLIND40_FLOOR);
}

/// The forty-first blind set (`corpus/blind41.jsonl`): a forty-second
/// author, writing at the same time as the fortieth and reading the same
/// things, in registers no earlier set used (polo chukka score sheets,
/// airship mooring logs, gondola booking slips, chess pairing cards,
/// snuff-mill ledgers, lace-making pricking cards, farrier cards, lifeguard
/// tower logs, cricket scorebooks, fountain-pen repair tickets,
/// radio-telescope observing requests, sandcastle judging cards). Its first
/// run was recorded before any change to the checker.
#[test]
fn blind41_figures() {
    blind_set_meets_its_floor(BLIND41, 200, "forty-first blind set ({}), new registers, a new author", BLIND41_FLOOR);
}

/// The forty-second blind set (`corpus/blind42.jsonl`): a forty-third
/// author, reading what the fortieth and forty-first read with their pair's
/// tooling as the previous set's, in registers no earlier set used
/// (wool-auction catalogues, lifeboat launch logs, cartographers' field
/// books, pipe-band sheets, oyster-farm logs, clock-tower winding logs,
/// toy-hospital tickets, ski-jump judges' cards, ferry-ticket tallies,
/// stonemasons' banker-mark ledgers, aquarium water-test logs, darts score
/// sheets). Its first run was recorded before any change to the checker.
#[test]
fn blind42_figures() {
    blind_set_meets_its_floor(BLIND42, 200, "forty-second blind set ({}), new registers, a new author", BLIND42_FLOOR);
}

/// The forty-third blind set (`corpus/blind43.jsonl`): a forty-fourth
/// author, writing at the same time as the forty-second and reading the
/// same things, in registers no earlier set used (hat-check stubs,
/// glacier-cave tour logs, make-ready sheets, bagpipe reed notes, camel-race
/// cards, snow-cone tallies, lock-and-dam logs, kite-surfing booking sheets,
/// piano-workshop cards, quarry blasting logs, botanical accession cards,
/// drive-in projection logs). Its first run was recorded before any change
/// to the checker.
#[test]
fn blind43_figures() {
    blind_set_meets_its_floor(BLIND43, 200, "forty-third blind set ({}), new registers, a new author", BLIND43_FLOOR);
}

/// The forty-fourth blind set (`corpus/blind44.jsonl`): a forty-fifth
/// author, reading what the forty-second and forty-third read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (llama-trekking route cards, windmill-restoration logs, ice-sculpture
/// cards, bathhouse token ledgers, cable-car inspection logs, fireworks
/// firing scripts, honey-extraction cards, mountain-hut ledgers,
/// calligraphy marking sheets, velodrome lap charts, salt-works logs,
/// puppet-repair tickets). Its first run was recorded before any change to
/// the checker.
#[test]
fn blind44_figures() {
    blind_set_meets_its_floor(BLIND44, 200, "forty-fourth blind set ({}), new registers, a new author", BLIND44_FLOOR);
}

/// The forty-fifth blind set (`corpus/blind45.jsonl`): a forty-sixth
/// author, writing at the same time as the forty-fourth and reading the
/// same things, in registers no earlier set used (harp-tuning cards,
/// dry-stone walling sheets, sauna-club ledgers, river-ferry crossing logs,
/// candle pour sheets, orchid-show judging sheets, bobsleigh timing sheets,
/// tea-plucking tallies, marionette cue cards, beach-hut rental ledgers,
/// glacier-hiking permit stubs, chocolate-tempering logs). Its first run
/// was recorded before any change to the checker.
#[test]
fn blind45_figures() {
    blind_set_meets_its_floor(BLIND45, 200, "forty-fifth blind set ({}), new registers, a new author", BLIND45_FLOOR);
}

/// The forty-sixth blind set (`corpus/blind46.jsonl`): a forty-seventh
/// author, reading what the forty-fourth and forty-fifth read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (sugar-beet weighbridge tickets, organ-grinder permits, ice-fishing
/// shanty logs, porcelain-kiln cards, wind-turbine service sheets,
/// lantern-float cards, cooperage tallies, silk-cocoon ledgers, hedge-laying
/// cards, pneumatic-tube post logs, reptile-house feeding boards,
/// automaton repair notes). Its first run was recorded before any change
/// to the checker.
#[test]
fn blind46_figures() {
    blind_set_meets_its_floor(BLIND46, 200, "forty-sixth blind set ({}), new registers, a new author", BLIND46_FLOOR);
}

/// The forty-seventh blind set (`corpus/blind47.jsonl`): a forty-eighth
/// author, writing at the same time as the forty-sixth and reading the
/// same things, in registers no earlier set used (fog-signal station logs,
/// scarecrow judging cards, sleeper-train berth charts, amber appraisal
/// slips, cormorant-fishing logs, carousel-restoration sheets, kelp tally
/// books, hurdy-gurdy tuning notes, mountain-pass toll ledgers,
/// zeppelin-museum ticket stubs, indigo-vat logs, bell-tent booking
/// sheets). Its first run was recorded before any change to the checker.
#[test]
fn blind47_figures() {
    blind_set_meets_its_floor(BLIND47, 200, "forty-seventh blind set ({}), new registers, a new author", BLIND47_FLOOR);
}

/// The forty-eighth blind set (`corpus/blind48.jsonl`): a forty-ninth
/// author, reading what the forty-sixth and forty-seventh read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (peat-bog core-sample logs, rope-walk spinning tallies, ostrich-farm egg
/// ledgers, tin-whistle tuning cards, avalanche-control blasting logs,
/// glass-eye order cards, bellows-maker order books, salt-cod drying-rack
/// tallies, gas-lamp lighter rounds, millstone-dressing job cards, ice-house
/// storage ledgers, sheep-dip station logs). Its first run was recorded
/// before any change to the checker.
#[test]
fn blind48_figures() {
    blind_set_meets_its_floor(BLIND48, 200, "forty-eighth blind set ({}), new registers, a new author", BLIND48_FLOOR);
}

/// The forty-ninth blind set (`corpus/blind49.jsonl`): a fiftieth author,
/// writing at the same time as the forty-eighth and reading the same
/// things, in registers no earlier set used (coracle-building notes,
/// thatching job sheets, pearl-diving boat logs, cuckoo-clock assembly
/// cards, hop-kiln drying logs, engraving-plate notes, duck-decoy carving
/// tickets, water-mill grinding ledgers, tightrope rehearsal boards,
/// seaweed-bath booking slips, anvil-testing certificates, charcoal-burner
/// clamp logs). Its first run was recorded before any change to the
/// checker.
#[test]
fn blind49_figures() {
    blind_set_meets_its_floor(BLIND49, 200, "forty-ninth blind set ({}), new registers, a new author", BLIND49_FLOOR);
}

/// The fiftieth blind set (`corpus/blind50.jsonl`): a fifty-first author,
/// reading what the forty-eighth and forty-ninth read with their pair's
/// tooling as the previous set's, in registers no earlier set used (weir
/// gauge logs, rope-bridge inspection cards, candlestick order slips,
/// yak-caravan tallies, chimney-pot kiln tickets, cranberry-bog flood logs,
/// balloon-seller permits, sea-salt rake ledgers, bell-buoy sheets,
/// saddle-stitch dockets, ice-hole swimming registers, marble block tags).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind50_figures() {
    blind_set_meets_its_floor(BLIND50, 200, "fiftieth blind set ({}), new registers, a new author", BLIND50_FLOOR);
}

/// The fifty-first blind set (`corpus/blind51.jsonl`): a fifty-second
/// author, writing at the same time as the fiftieth and reading the same
/// things, in registers no earlier set used (oyster-shucking contest
/// cards, lamp-oil depot ledgers, tin-mine shift tallies, hand-bell
/// practice sheets, kennel feeding charts, cobbler's fitting cards,
/// rice-terrace irrigation logs, weathervane forge tickets, fairground-organ
/// book lists, turf-cutting rotas, quayside crane tally slips, bee-skep
/// weaving notes). Its first run was recorded before any change to the
/// checker.
#[test]
fn blind51_figures() {
    blind_set_meets_its_floor(BLIND51, 200, "fifty-first blind set ({}), new registers, a new author", BLIND51_FLOOR);
}

/// The fifty-second blind set (`corpus/blind52.jsonl`): a fifty-third
/// author, reading what the fiftieth and fifty-first read with their pair's
/// tooling as the previous set's, in registers no earlier set used
/// (clay-pigeon score cards, wax-seal order books, snow-chain station logs,
/// lavender-distillery batch sheets, pit-pony ledgers, church-roof lead
/// surveys, ice-cream van rounds, slate splitting tallies, barge tow logs,
/// pickle-cannery jar tallies, rack-railway inspection cards, ferry bell
/// logs). Its first run was recorded before any change to the checker.
#[test]
fn blind52_figures() {
    blind_set_meets_its_floor(BLIND52, 200, "fifty-second blind set ({}), new registers, a new author", BLIND52_FLOOR);
}

/// The fifty-third blind set (`corpus/blind53.jsonl`): a fifty-fourth
/// author, writing at the same time as the fifty-second and reading the
/// same things, in registers no earlier set used (goat-dairy milking
/// ledgers, cable-tram gripman logs, hatter's felt-steaming cards,
/// sugar-cane crushing tallies, tide-mill sluice logs, wreck-diving salvage
/// tags, stilt-walker rehearsal cards, hay-baling contract sheets, brewery
/// cask-return slips, mountain-goat census cards, loom-tuner service
/// tickets, saltpan brine-density logs). Its first run was recorded before
/// any change to the checker.
#[test]
fn blind53_figures() {
    blind_set_meets_its_floor(BLIND53, 200, "fifty-third blind set ({}), new registers, a new author", BLIND53_FLOOR);
}

/// The fifty-fourth blind set (`corpus/blind54.jsonl`): a fifty-fifth
/// author, reading what the fifty-second and fifty-third read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (sundial order cards, drill hire slips, heather-honey logs, quill-cutting
/// notes, lighthouse-lens sheets, barrel-organ tickets, cormorant-roost
/// cards, chalk-figure rotas, smokehouse tallies, clock oiling logs,
/// ford depth boards, glass-float net tallies). Its first run was recorded
/// before any change to the checker.
#[test]
fn blind54_figures() {
    blind_set_meets_its_floor(BLIND54, 200, "fifty-fourth blind set ({}), new registers, a new author", BLIND54_FLOOR);
}

/// The fifty-fifth blind set (`corpus/blind55.jsonl`): a fifty-sixth
/// author, writing at the same time as the fifty-fourth and reading the
/// same things, in registers no earlier set used (coal-barge tallies,
/// wool-dyeing vat cards, sand-dune fencing sheets, well-digger depth
/// sheets, mead-hall cask ledgers, shoe-shine tallies, lantern-slide cues,
/// paddle-steamer coal logs, rope-swing bridge permits, hedgehog-rescue
/// cards, button-sorting tallies, taxi-rank chits). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind55_figures() {
    blind_set_meets_its_floor(BLIND55, 200, "fifty-fifth blind set ({}), new registers, a new author", BLIND55_FLOOR);
}

/// The fifty-sixth blind set (`corpus/blind56.jsonl`): a fifty-seventh
/// author, reading what the fifty-fourth and fifty-fifth read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (umbrella-repair tickets, gold-panning claim logs, marbling batch cards,
/// falafel prep tallies, sail-loft cutting sheets, punch-cutting notes,
/// snowshoe-lacing cards, copper-still logs, rain-gauge sheets, tin-can
/// weigh slips, river-taxi fare logs, rug-knotting cards). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind56_figures() {
    blind_set_meets_its_floor(BLIND56, 200, "fifty-sixth blind set ({}), new registers, a new author", BLIND56_FLOOR);
}

/// The fifty-seventh blind set (`corpus/blind57.jsonl`): a fifty-eighth
/// author, writing at the same time as the fifty-sixth and reading the
/// same things, in registers no earlier set used (windsurf rental slips,
/// tortoise weigh-in cards, pulp-vat logs, clog-carving tickets, neon-sign
/// tickets, dog-agility cards, beach-cleanup haul sheets, accordion-repair
/// notes, saffron drying logs, mule-train packing lists, wafer batch cards,
/// mirror-grinding logs). Its first run was recorded before any change to
/// the checker.
#[test]
fn blind57_figures() {
    blind_set_meets_its_floor(BLIND57, 200, "fifty-seventh blind set ({}), new registers, a new author", BLIND57_FLOOR);
}

/// The fifty-eighth blind set (`corpus/blind58.jsonl`): a fifty-ninth
/// author, reading what the fifty-sixth and fifty-seventh read with their
/// pair's tooling as the previous set's, in registers no earlier set used
/// (trampoline-park wristband logs, seed-bank germination cards,
/// barometer-repair tickets, yoga-studio rosters, koi-pond logs, galley
/// proof notes, alpaca fleece tags, ferris-wheel cards, bookshop stocktake
/// slips, aquaponics tank logs, dumpling steamer tallies, harpsichord-quill
/// cards). Its first run was recorded before any change to the checker.
#[test]
fn blind58_figures() {
    blind_set_meets_its_floor(BLIND58, 200, "fifty-eighth blind set ({}), new registers, a new author", BLIND58_FLOOR);
}

/// The fifty-ninth blind set (`corpus/blind59.jsonl`): a sixtieth author,
/// writing at the same time as the fifty-eighth and reading the same
/// things, in registers no earlier set used (escalator shift cards,
/// tulip-bulb tallies, gramophone-needle cards, hammock order slips,
/// snail-farm ledgers, frost-candle logs, hot-dog cart tallies, vitrine
/// humidity logs, rope-access sheets, tea-clipper manifests, bagel boil
/// tallies, chess-clock tickets). Its first run was recorded before any
/// change to the checker.
#[test]
fn blind59_figures() {
    blind_set_meets_its_floor(BLIND59, 200, "fifty-ninth blind set ({}), new registers, a new author", BLIND59_FLOOR);
}

/// The sixtieth blind set (`corpus/blind60.jsonl`): a sixty-first author,
/// reading the fifty-eighth set's tooling as the previous set's, under
/// working rules rewritten from the earlier sets' READMEs, in registers no
/// earlier set used (kombucha brewing logs, bonfire-night marshal sheets,
/// mushroom-foraging tallies, forge tickets, gritter route sheets, luthier
/// repair cards, funicular inspection logs, soap batch cards, coffee-roast
/// profile cards, tannery vat logs, reindeer-herding tallies, sawmill cut
/// lists). Its first run was recorded before any change to the checker.
#[test]
fn blind60_figures() {
    blind_set_meets_its_floor(BLIND60, 200, "sixtieth blind set ({}), new registers, a new author", BLIND60_FLOOR);
}

/// The sixty-first blind set (`corpus/blind61.jsonl`): a sixty-second
/// author, writing at the same time as the sixtieth and reading the
/// fifty-ninth set's tooling, in registers no earlier set used (canal lock
/// logs, cable-car cabin checks, pretzel twisting tallies, ramen broth logs,
/// watermill grinding logs, dry-cleaning tickets, roofer job sheets,
/// zip-line harness logs, telegraph message forms, husky-kennel feeding
/// sheets, yurt rental slips, bell-foundry pour cards). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind61_figures() {
    blind_set_meets_its_floor(BLIND61, 200, "sixty-first blind set ({}), new registers, a new author", BLIND61_FLOOR);
}

/// The sixty-second blind set (`corpus/blind62.jsonl`): a sixty-third
/// author, reading the sixtieth set's tooling as the previous set's, in
/// registers no earlier set used (sail-loft repair tickets, ice-fishing hut
/// logs, canoe livery slips, fresco restoration logs, fireworks firing
/// sheets, glove-cutting tickets, pizza-oven shift logs, spice-stall slips,
/// distillery still logs, coin-mint press logs, weather-vane restoration
/// cards, thimble batch cards). Its first run was recorded before any change
/// to the checker.
#[test]
fn blind62_figures() {
    blind_set_meets_its_floor(BLIND62, 200, "sixty-second blind set ({}), new registers, a new author", BLIND62_FLOOR);
}

/// The sixty-third blind set (`corpus/blind63.jsonl`): a sixty-fourth
/// author, writing at the same time as the sixty-second and reading the
/// sixty-first set's tooling, in registers no earlier set used
/// (bouldering route cards, plumber call-out sheets, tuk-tuk dispatch
/// sheets, hand-pulled noodle tallies, bento delivery slips, dim-sum trolley
/// tallies, waffle-stand tallies, crêpe-stand tallies, donut-fryer logs,
/// churro-cart tallies, zipper QC sheets, clockwork-automaton service cards).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind63_figures() {
    blind_set_meets_its_floor(BLIND63, 200, "sixty-third blind set ({}), new registers, a new author", BLIND63_FLOOR);
}

/// The sixty-fourth blind set (`corpus/blind64.jsonl`): a sixty-fifth
/// author, reading the sixty-second set's tooling as the previous set's, in
/// registers no earlier set used (trebuchet firing cards, hammam attendant
/// sheets, ice-cream churn logs, popcorn-machine tallies, pinball repair
/// tickets, go-kart marshal sheets, snooker table slips, chairlift operator
/// logs, geyser-watch logs, olive-press batch cards, cheese-cave turning
/// logs, shoe-repair tickets). Its first run was recorded before any change
/// to the checker.
#[test]
fn blind64_figures() {
    blind_set_meets_its_floor(BLIND64, 200, "sixty-fourth blind set ({}), new registers, a new author", BLIND64_FLOOR);
}

/// The sixty-fifth blind set (`corpus/blind65.jsonl`): a sixty-sixth
/// author, writing at the same time as the sixty-fourth and reading the
/// sixty-third set's tooling, in registers no earlier set used (butcher
/// cutting sheets, greengrocer crate tallies, terrarium build cards,
/// piercing aftercare cards, nail-salon slips, key-cutting tickets,
/// watch-repair envelopes, moped rental slips, dredger shift logs,
/// harbour-pilot boarding cards, glider winch logs, lobster-pot tallies).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind65_figures() {
    blind_set_meets_its_floor(BLIND65, 200, "sixty-fifth blind set ({}), new registers, a new author", BLIND65_FLOOR);
}

/// The sixty-sixth blind set (`corpus/blind66.jsonl`): a sixty-seventh
/// author, reading the sixty-fourth set's tooling as the previous set's, in
/// registers no earlier set used (shaved-ice tallies, candyfloss tallies,
/// laser-tag arena sheets, paintball marshal sheets, billiard table slips,
/// skate-sharpening tickets, caving trip logs, salt-pan raking logs,
/// rice-paddy water logs, tea-plucking tallies, cocoa fermentation logs,
/// vanilla curing logs). Its first run was recorded before any change to
/// the checker.
#[test]
fn blind66_figures() {
    blind_set_meets_its_floor(BLIND66, 200, "sixty-sixth blind set ({}), new registers, a new author", BLIND66_FLOOR);
}

/// The sixty-seventh blind set (`corpus/blind67.jsonl`): a sixty-eighth
/// author, writing at the same time as the sixty-sixth and reading the
/// sixty-fifth set's tooling, in registers no earlier set used (cider-press
/// cards, creamery churn sheets, pet-shop feeding charts, TV-repair
/// tickets, bicycle-repair tags, limousine dispatch sheets,
/// ambulance-station checklists, fire-engine pump checks, seaplane dock
/// logs, blimp mooring logs, observatory dome logs, whale-watching logs).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind67_figures() {
    blind_set_meets_its_floor(BLIND67, 200, "sixty-seventh blind set ({}), new registers, a new author", BLIND67_FLOOR);
}

/// The sixty-eighth blind set (`corpus/blind68.jsonl`): a sixty-ninth author,
/// one of four writing at the same time, reading the sixty-sixth set's tooling,
/// in registers no earlier set used (bookbinding job tickets, stained-glass
/// workshop cards, apiary inspection cards, zookeeper round sheets, hop-yard
/// picking logs, malt-floor logs, stonemason banker slips, millinery block
/// slips, hot-air balloon flight logs, skydive manifests, dive-boat logs,
/// orchard picking tallies). Its first run was recorded before any change to
/// the checker.
#[test]
fn blind68_figures() {
    blind_set_meets_its_floor(BLIND68, 200, "sixty-eighth blind set ({}), new registers, a new author", BLIND68_FLOOR);
}

/// The sixty-ninth blind set (`corpus/blind69.jsonl`): a seventieth author, one
/// of four writing at the same time, reading the sixty-seventh set's tooling,
/// in registers no earlier set used (chocolate tempering logs, sake brewery
/// logs, soy-sauce brewery logs, car-wash bay sheets, tyre-fitting tickets,
/// forklift pre-use checklists, scaffold inspection tags, boiler-room logs,
/// seedling sheets, compost windrow logs, recycling-sort line sheets,
/// sign-painting job cards). Its first run was recorded before any change to
/// the checker.
#[test]
fn blind69_figures() {
    blind_set_meets_its_floor(BLIND69, 200, "sixty-ninth blind set ({}), new registers, a new author", BLIND69_FLOOR);
}

/// The seventieth blind set (`corpus/blind70.jsonl`): a seventy-first author,
/// one of four writing at the same time, reading the sixty-fourth set's
/// tooling, in registers no earlier set used (picture-framing tickets,
/// spectacle-fitting slips, library returns-cart sheets, archive search-room
/// logs, casino table sheets, circus ring-crew logs, conjuror's prop lists,
/// snow-making gun logs, gondola mooring logs, punting-station logs,
/// massage-room sheets, pilates studio sheets). Its first run was recorded
/// before any change to the checker.
#[test]
fn blind70_figures() {
    blind_set_meets_its_floor(BLIND70, 200, "seventieth blind set ({}), new registers, a new author", BLIND70_FLOOR);
}

/// The seventy-first blind set (`corpus/blind71.jsonl`): a seventy-second
/// author, one of four writing at the same time, reading the sixty-fifth set's
/// tooling, in registers no earlier set used (climbing-wall sheets,
/// trampoline-park sheets, minigolf course sheets, caddie-shack sheets,
/// tennis-court sheets, badminton-hall sheets, antique restoration tickets,
/// haberdashery counter sheets, goldsmith bench slips, engraving tickets,
/// ikebana school sheets, mahjong-parlour table sheets). Its first run was
/// recorded before any change to the checker.
#[test]
fn blind71_figures() {
    blind_set_meets_its_floor(BLIND71, 200, "seventy-first blind set ({}), new registers, a new author", BLIND71_FLOOR);
}

/// The seventy-second blind set (`corpus/blind72.jsonl`): a seventy-third
/// author, one of four writing at the same time, reading the sixty-eighth set's
/// tooling, in registers no earlier set used (charity-shop sorting sheets,
/// flea-market stall sheets, handloom weaving cards, dye-house vat logs,
/// spinning-guild sheets, pottery studio sheets, hobby-shop counter sheets,
/// toy-shop repair tags, dollhouse workshop cards, jigsaw café sheets,
/// stamp-club sheets, gas-lamp round sheets). Its first run was recorded before
/// any change to the checker.
#[test]
fn blind72_figures() {
    blind_set_meets_its_floor(
        BLIND72,
        200,
        "seventy-second blind set ({}), new registers, a new author",
        BLIND72_FLOOR,
    );
}

/// The seventy-third blind set (`corpus/blind73.jsonl`): a seventy-fourth
/// author, one of four writing at the same time, reading the sixty-ninth set's
/// tooling, in registers no earlier set used (coin-club sheets, kimono-dressing
/// salon sheets, karate dojo sheets, sumo stable logs, kendo hall sheets, judo
/// club sheets, izakaya counter sheets, teahouse ceremony sheets, abacus school
/// sheets, squash-court sheets, table-tennis club sheets, gym floor sheets).
/// Its first run was recorded before any change to the checker.
#[test]
fn blind73_figures() {
    blind_set_meets_its_floor(BLIND73, 200, "seventy-third blind set ({}), new registers, a new author", BLIND73_FLOOR);
}

/// The seventy-fourth blind set (`corpus/blind74.jsonl`): a seventy-fifth
/// author, one of four writing at the same time, reading the seventieth set's
/// tooling, in registers no earlier set used (water-park lifeguard sheets, lido
/// poolside sheets, bouncy-castle hire sheets, covered-market warden sheets,
/// fabric-shop cutting sheets, paper-lantern workshop sheets, fish-hatchery
/// sheets, fish-farm pen logs, mussel-raft logs, cattle-market sheets,
/// lambing-shed sheets, piggery round sheets). Its first run was recorded
/// before any change to the checker.
#[test]
fn blind74_figures() {
    blind_set_meets_its_floor(
        BLIND74,
        200,
        "seventy-fourth blind set ({}), new registers, a new author",
        BLIND74_FLOOR,
    );
}

/// The seventy-fifth blind set (`corpus/blind75.jsonl`): a seventy-sixth
/// author, one of four writing at the same time, reading the seventy-first
/// set's tooling, in registers no earlier set used (poultry-house sheets,
/// egg-packing sheets, brewpub cellar sheets, vinegar-works logs, kimchi
/// kitchen sheets, tofu-shop sheets, miso-brewery logs, tortillería sheets,
/// sausage-kitchen sheets, jerky drying logs, wheelwright cards, glazier job
/// sheets). Its first run was recorded before any change to the checker.
#[test]
fn blind75_figures() {
    blind_set_meets_its_floor(BLIND75, 200, "seventy-fifth blind set ({}), new registers, a new author", BLIND75_FLOOR);
}

/// Evaluates a blind set (at least `min_answers`), prints its figures under
/// `title` (`{}` is the number of answers) and asserts the level last
/// measured, `floor` = (syntactic recall, semantic recall, right kind,
/// false-positive rate): the checker may only get better on it.
fn blind_set_meets_its_floor(text: &str, min_answers: usize, title: &str, floor: (f64, f64, f64, f64)) {
    let turns = turns_at_writing();
    let answers = load(text);
    assert!(answers.len() >= min_answers, "{} answers", answers.len());
    let f = evaluate(&answers, &turns);
    f.print(&title.replace("{}", &answers.len().to_string()));
    let (syntactic, semantic, kind, fp) = floor;
    assert!(f.recall(SYNTACTIC) >= syntactic - 1e-9, "syntactic recall");
    assert!(f.recall(SEMANTIC) >= semantic - 1e-9 && f.kind_ok(SEMANTIC) >= kind - 1e-9, "semantic recall and kind");
    assert!(f.false_positive_rate() <= fp + 1e-9, "false positives");
}

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventeenth blind set at the level last measured; its first run,
/// before any change, was (31/32, 47/59, 46/59, 9/101), see the corpus README.
const BLIND17_FLOOR: (f64, f64, f64, f64) = (31.0 / 32.0, 50.0 / 59.0, 49.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixteenth blind set at the level last measured; its first run, before
/// any change, was (32/32, 40/58, 37/58, 5/102), see the corpus README.
const BLIND16_FLOOR: (f64, f64, f64, f64) = (1.0, 49.0 / 58.0, 48.0 / 58.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the eighteenth blind set at the level last measured; its first run,
/// before any change, was (32/32, 39/57, 39/57, 12/103), see the corpus README.
const BLIND18_FLOOR: (f64, f64, f64, f64) = (1.0, 46.0 / 57.0, 46.0 / 57.0, 1.0 / 103.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the nineteenth blind set at the level last measured; its first run,
/// before any change, was (32/32, 47/59, 45/59, 16/101), see the corpus README.
const BLIND19_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 59.0, 53.0 / 59.0, 1.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twentieth blind set at the level last measured; its first run,
/// before any change, was (30/32, 48/59, 48/59, 5/101), see the corpus README.
const BLIND20_FLOOR: (f64, f64, f64, f64) = (1.0, 57.0 / 59.0, 57.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-first blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/59, 51/59, 10/101), see the corpus README.
const BLIND21_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 59.0, 56.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-second blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/59, 50/59, 3/101), see the corpus README.
const BLIND22_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 59.0, 51.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-third blind set at the level last measured; its first run,
/// before any change, was (32/32, 49/59, 49/59, 7/101), see the corpus README.
const BLIND23_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 59.0, 52.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-fourth blind set at the level last measured; its first run,
/// before any change, was (32/32, 48/59, 45/59, 6/107), see the corpus README.
const BLIND24_FLOOR: (f64, f64, f64, f64) = (1.0, 51.0 / 59.0, 50.0 / 59.0, 0.0 / 107.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-fifth blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/59, 51/59, 2/101), see the corpus README.
const BLIND25_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 59.0, 55.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-sixth blind set at the level last measured; its first run,
/// before any change, was (32/32, 53/59, 53/59, 1/103), see the corpus README.
const BLIND26_FLOOR: (f64, f64, f64, f64) = (1.0, 58.0 / 59.0, 58.0 / 59.0, 0.0 / 103.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-seventh blind set at the level last measured; its first run,
/// before any change, was (32/32, 54/59, 53/59, 3/101), see the corpus README.
const BLIND27_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-eighth blind set at the level last measured; its first run,
/// before any change, was (32/32, 55/59, 55/59, 3/101), see the corpus README.
const BLIND28_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 59.0, 56.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twenty-ninth blind set at the level last measured; its first run,
/// before any change, was (32/32, 53/59, 52/59, 1/101), see the corpus README.
const BLIND29_FLOOR: (f64, f64, f64, f64) = (1.0, 57.0 / 59.0, 56.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirtieth blind set at the level last measured; its first run,
/// before any change, was (32/32, 50/59, 48/59, 0/101), see the corpus README.
const BLIND30_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 59.0, 53.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-first blind set at the level last measured; its first run,
/// before any change, was (32/32, 48/59, 47/59, 1/101), see the corpus README.
const BLIND31_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 59.0, 55.0 / 59.0, 0.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-second blind set at the level last measured; its first run,
/// before any change, was (32/32, 49/58, 49/58, 5/102), see the corpus README.
const BLIND32_FLOOR: (f64, f64, f64, f64) = (1.0, 57.0 / 58.0, 57.0 / 58.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-third blind set at the level last measured; its first run,
/// before any change, was (32/32, 50/57, 49/57, 2/102), see the corpus README.
const BLIND33_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 57.0, 56.0 / 57.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-fourth blind set at the level last measured; its first run,
/// before any change, was (32/32, 52/57, 52/57, 6/102), see the corpus README.
const BLIND34_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 57.0, 54.0 / 57.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-fifth blind set at the level last measured; its first run,
/// before any change, was (33/33, 52/57, 51/57, 3/102), see the corpus README.
const BLIND35_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 57.0, 54.0 / 57.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-sixth blind set at the level last measured; its first run,
/// before any change, was (33/34, 53/56, 53/56, 3/102), see the corpus README.
const BLIND36_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 2.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-seventh blind set at the level last measured; its first run,
/// before any change, was (33/33, 55/57, 55/57, 0/102), see the corpus README.
const BLIND37_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-eighth blind set at the level last measured; its first run,
/// before any change, was (32/32, 56/58, 56/58, 4/102), see the corpus README.
const BLIND38_FLOOR: (f64, f64, f64, f64) = (1.0, 57.0 / 58.0, 57.0 / 58.0, 2.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirty-ninth blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/56, 51/56, 1/104), see the corpus README.
const BLIND39_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 56.0, 55.0 / 56.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fortieth blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/56, 50/56, 0/104), see the corpus README.
const BLIND40_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 56.0, 53.0 / 56.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-first blind set at the level last measured; its first run,
/// before any change, was (32/33, 52/55, 52/55, 4/104), see the corpus README.
const BLIND41_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 55.0, 54.0 / 55.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-second blind set at the level last measured; its first run,
/// before any change, was (33/33, 57/57, 55/57, 1/106), see the corpus README.
const BLIND42_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 55.0 / 57.0, 0.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-third blind set at the level last measured; its first run,
/// before any change, was (32/33, 53/55, 52/55, 4/104), see the corpus README.
const BLIND43_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 55.0, 54.0 / 55.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-fourth blind set at the level last measured; its first run,
/// before any change, was (33/33, 53/54, 52/54, 4/104), see the corpus README.
const BLIND44_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-fifth blind set at the level last measured; its first run,
/// before any change, was (33/33, 48/55, 47/55, 7/104), see the corpus README.
const BLIND45_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 55.0, 53.0 / 55.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-sixth blind set at the level last measured; its first run,
/// before any change, was (32/32, 51/56, 49/56, 4/104), see the corpus README.
const BLIND46_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 54.0 / 56.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-seventh blind set at the level last measured; its first run,
/// before any change, was (34/34, 49/54, 49/54, 3/104), see the corpus README.
const BLIND47_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 54.0, 53.0 / 54.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-eighth blind set at the level last measured; its first run,
/// before any change, was (34/34, 50/54, 50/54, 3/104), see the corpus README.
const BLIND48_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the forty-ninth blind set at the level last measured; its first run,
/// before any change, was (34/34, 49/54, 49/54, 4/104), see the corpus README.
const BLIND49_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fiftieth blind set at the level last measured; its first run,
/// before any change, was (33/33, 48/54, 46/54, 3/104), see the corpus README.
const BLIND50_FLOOR: (f64, f64, f64, f64) = (1.0, 50.0 / 54.0, 48.0 / 54.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-first blind set at the level last measured; its first run,
/// before any change, was (34/34, 53/54, 52/54, 4/104), see the corpus README.
const BLIND51_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 53.0 / 54.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-second blind set at the level last measured; its first run,
/// before any change, was (34/34, 50/54, 50/54, 4/104), see the corpus README.
const BLIND52_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 54.0, 53.0 / 54.0, 0.0 / 104.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-third blind set at the level last measured; its first run,
/// before any change, was (33/33, 54/56, 54/56, 3/106), see the corpus README.
const BLIND53_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-fourth blind set at the level last measured; its first run,
/// before any change, was (35/36, 51/57, 50/57, 4/111), see the corpus README.
const BLIND54_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 57.0, 54.0 / 57.0, 0.0 / 111.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-fifth blind set at the level last measured; its first run,
/// before any change, was (33/33, 48/56, 48/56, 6/106), see the corpus README.
const BLIND55_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 56.0, 52.0 / 56.0, 0.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-sixth blind set at the level last measured; its first run,
/// before any change, was (32/32, 53/58, 51/58, 5/106), see the corpus README.
const BLIND56_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 58.0, 54.0 / 58.0, 1.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-seventh blind set at the level last measured; its first run,
/// before any change, was (33/33, 53/56, 52/56, 5/106), see the corpus README.
const BLIND57_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 56.0, 53.0 / 56.0, 2.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-eighth blind set at the level last measured; its first run,
/// before any change, was (33/33, 51/56, 51/56, 2/108), see the corpus README.
const BLIND58_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 56.0, 53.0 / 56.0, 0.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifty-ninth blind set at the level last measured; its first run,
/// before any change, was (34/34, 56/57, 56/57, 1/108), see the corpus README.
const BLIND59_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 57.0, 56.0 / 57.0, 0.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixtieth blind set at the level last measured; its first run, before
/// any change, was (36/36, 53/55, 53/55, 5/108), see the corpus README.
const BLIND60_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 55.0, 54.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-first blind set at the level last measured; its first run,
/// before any change, was (34/34, 56/57, 56/57, 1/108), see the corpus README.
const BLIND61_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 0.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-second blind set at the level last measured; its first run,
/// before any change, was (36/36, 51/55, 51/55, 3/108), see the corpus README.
const BLIND62_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 55.0, 53.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-third blind set at the level last measured; its first run,
/// before any change, was (34/34, 54/57, 54/57, 4/108), see the corpus README.
const BLIND63_FLOOR: (f64, f64, f64, f64) = (1.0, 56.0 / 57.0, 56.0 / 57.0, 0.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-fourth blind set at the level last measured; its first run,
/// before any change, was (36/36, 54/55, 52/55, 2/108), see the corpus README.
const BLIND64_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 53.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-fifth blind set at the level last measured; its first run,
/// before any change, was (35/35, 53/56, 53/56, 1/108), see the corpus README.
const BLIND65_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 56.0, 53.0 / 56.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-sixth blind set at the level last measured; its first run,
/// before any change, was (36/36, 53/55, 53/55, 2/108), see the corpus README.
const BLIND66_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 55.0, 53.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-seventh blind set at the level last measured; its first run,
/// before any change, was (35/35, 53/56, 53/56, 4/108), see the corpus README.
const BLIND67_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 56.0, 53.0 / 56.0, 2.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-eighth blind set at the level last measured; its first run, before
/// any change, was (36/36, 52/55, 51/55, 1/108), see the corpus README.
const BLIND68_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 55.0, 51.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixty-ninth blind set at the level last measured; its first run, before
/// any change, was (35/35, 51/56, 49/56, 1/108), see the corpus README.
const BLIND69_FLOOR: (f64, f64, f64, f64) = (1.0, 51.0 / 56.0, 49.0 / 56.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventieth blind set at the level last measured; its first run, before
/// any change, was (36/36, 55/55, 55/55, 2/108), see the corpus README.
const BLIND70_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 1.0, 2.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventy-first blind set at the level last measured; its first run, before
/// any change, was (36/36, 50/55, 50/55, 1/108), see the corpus README.
const BLIND71_FLOOR: (f64, f64, f64, f64) = (1.0, 50.0 / 55.0, 50.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventy-second blind set at the level last measured; its first run, before
/// any change, was (36/36, 51/55, 51/55, 1/108), see the corpus README.
const BLIND72_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 55.0, 54.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventy-third blind set at the level last measured; its first run, before
/// any change, was (36/36, 47/55, 47/55, 3/108), see the corpus README.
const BLIND73_FLOOR: (f64, f64, f64, f64) = (1.0, 48.0 / 55.0, 48.0 / 55.0, 3.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventy-fourth blind set at the level last measured; its first run, before
/// any change, was (36/36, 54/55, 54/55, 1/108), see the corpus README.
const BLIND74_FLOOR: (f64, f64, f64, f64) = (1.0, 54.0 / 55.0, 54.0 / 55.0, 1.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventy-fifth blind set at the level last measured; its first run, before
/// any change, was (36/36, 51/54, 51/54, 2/108), see the corpus README.
const BLIND75_FLOOR: (f64, f64, f64, f64) = (1.0, 51.0 / 54.0, 51.0 / 54.0, 2.0 / 108.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifteenth blind set at the level last measured; its first run, before
/// any change, was (32/32, 53/58, 52/58, 7/101), see the corpus README.
const BLIND15_FLOOR: (f64, f64, f64, f64) = (1.0, 53.0 / 58.0, 52.0 / 58.0, 5.0 / 101.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fourteenth blind set at the level last measured; its first run, before
/// any change, was (32/32, 30/55, 30/55, 0/103), see the corpus README.
const BLIND14_FLOOR: (f64, f64, f64, f64) = (1.0, 45.0 / 55.0, 45.0 / 55.0, 0.0 / 103.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the thirteenth blind set at the level last measured; its first run, before
/// any change, was (32/32, 42/55, 39/55, 10/102), see the corpus README.
const BLIND13_FLOOR: (f64, f64, f64, f64) = (1.0, 48.0 / 55.0, 47.0 / 55.0, 0.0 / 102.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the twelfth blind set at the level last measured; its first run, before
/// any change, was (32/32, 51/55, 50/55, 8/103), see the corpus README.
const BLIND12_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 55.0, 51.0 / 55.0, 1.0 / 103.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the eleventh blind set at the level last measured; its first run, before
/// any change, was (35/35, 39/55, 37/55, 5/106), see the corpus README.
const BLIND11_FLOOR: (f64, f64, f64, f64) = (1.0, 46.0 / 55.0, 44.0 / 55.0, 1.0 / 106.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the tenth blind set at the level last measured; its first run, before
/// any change, was (36/36, 48/63, 44/63, 5/115), see the corpus README.
const BLIND10_FLOOR: (f64, f64, f64, f64) = (1.0, 55.0 / 63.0, 52.0 / 63.0, 1.0 / 115.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the ninth blind set at the level last measured; its first run, before
/// any change, was (39/39, 47/63, 46/63, 7/114), see the corpus README.
const BLIND9_FLOOR: (f64, f64, f64, f64) = (1.0, 52.0 / 63.0, 50.0 / 63.0, 0.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the eighth blind set at the level last measured; its first run, before
/// any change, was (45/45, 63/69, 57/69, 12/116), see the corpus README.
/// Semantic recall was 64/69 until "Auswahlverzerrung" was read as the
/// caveat: b8-201's wrong fold year had been "caught" only as a missing
/// caveat, which the answer does state.
const BLIND8_FLOOR: (f64, f64, f64, f64) = (1.0, 67.0 / 69.0, 63.0 / 69.0, 1.0 / 116.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the seventh blind set at the level last measured; its first run, before
/// any change, was (42/42, 54/69, 50/69, 15/121), see the corpus README.
const BLIND7_FLOOR: (f64, f64, f64, f64) = (1.0, 66.0 / 69.0, 64.0 / 69.0, 0.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the sixth blind set at the level last measured; its first run, before
/// any change, was (40/40, 58/64, 55/64, 7/126), see the corpus README.
const BLIND6_FLOOR: (f64, f64, f64, f64) = (1.0, 1.0, 61.0 / 64.0, 1.0 / 126.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fifth blind set at the level last measured; its first run, before
/// any change, was (41/43, 54/65, 53/65, 9/122), see the corpus README.
const BLIND5_FLOOR: (f64, f64, f64, f64) = (1.0, 64.0 / 65.0, 63.0 / 65.0, 0.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the fourth blind set at the level last measured; its first run, before
/// any change, was (54/54, 78/96, 75/96, 21/163), see the corpus README.
const BLIND4_FLOOR: (f64, f64, f64, f64) = (1.0, 94.0 / 96.0, 94.0 / 96.0, 0.0 / 163.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the third blind set at the level last measured; its first run (before any
/// change) was (36/40, 44/71, 39/71, 21/119), see the corpus README.
const BLIND3_FLOOR: (f64, f64, f64, f64) = (1.0, 62.0 / 71.0, 57.0 / 71.0, 2.0 / 119.0);

/// (syntactic recall, semantic recall, right kind, false-positive rate) on
/// the second blind set after its fixes (numbers in CJK text, then the
/// vocabulary and number styles of its seven languages). The first run
/// (after only a crash fix) was (37/45, 44/75, 34/75, 33/144); see the
/// corpus README.
const BLIND2_FLOOR: (f64, f64, f64, f64) = (1.0, 73.0 / 75.0, 66.0 / 75.0, 0.0);

/// (syntactic recall, semantic recall, false-positive rate) on the held-out
/// set, at the level last measured (see the corpus README for the history).
const HELDOUT_FLOOR: (f64, f64, f64) = (0.99, 0.97, 0.02);

fn locale(tag: &str) -> Locale {
    match tag {
        "ch" => Locale::Ch,
        "in" => Locale::In,
        t => Locale::from_tag(t),
    }
}

#[test]
fn bound_numbers_render_as_the_generator_formats_them() {
    let turns = turns();
    let mut n = 0;
    for a in load(ANSWERS).iter().filter(|a| a.template.as_deref().is_some_and(|t| !t.contains("calc:"))) {
        let t = &turns[&a.case];
        let mut r = Renderer::new(locale(&a.locale));
        let template = a.template.as_deref().unwrap_or("");
        // Streamed three characters at a time, as a model would.
        let chars: Vec<char> = template.chars().collect();
        let mut out = String::new();
        for chunk in chars.chunks(3) {
            let delta: String = chunk.iter().collect();
            out.extend(r.push(&delta, &t.views).iter().map(|p| p.text().to_string()));
        }
        out.extend(r.finish(&t.views).iter().map(|p| p.text().to_string()));
        assert_eq!(out, a.answer, "{}", a.id);
        n += 1;
    }
    assert!(n >= 90, "{n} templates rendered");
}

/// Renders references in `text` and checks the result; returns (rendered, report, bound values).
fn render_and_check(text: &str, t: &Turn, loc: Locale) -> (String, Report, Vec<f64>) {
    let mut r = Renderer::new(loc);
    let mut pieces = r.push(text, &t.views);
    pieces.extend(r.finish(&t.views));
    let mut out = String::new();
    let mut bound = Vec::new();
    let mut spans = Vec::new();
    let mut unresolved = false;
    for p in &pieces {
        let start = out.len();
        out.push_str(p.text());
        match p {
            Piece::Bound(b) => {
                let mut b = b.clone();
                (b.start, b.end) = (start, out.len());
                spans.push(grounding::Cited::from(&b));
                bound.push(b.value);
            }
            Piece::Unresolved { .. } => unresolved = true,
            Piece::Text(_) => {}
        }
    }
    let mut report = grounding::check(&out, &spans, &t.evidence, &grounding::GroundingOptions::default());
    if unresolved {
        report.issues.push(grounding::Issue {
            text: "[?]".into(),
            span: (0, 0),
            kind: IssueKind::UnresolvedReference,
            message: String::new(),
            suggestion: None,
            expected: None,
            hint: None,
        });
    }
    (out, report, bound)
}

#[test]
fn one_rewrite_with_the_mock_fixes_most_wrong_answers() {
    let turns = turns();
    let answers = load(ANSWERS);
    let mut by_class: BTreeMap<String, [usize; 4]> = BTreeMap::new(); // [n, fixed with the right value, fixed by dropping, still wrong]
    for a in answers.iter().filter(|a| a.target.is_some()) {
        let t = &turns[&a.case];
        let loc = locale(&a.locale);
        let report = grounding::check(&a.answer, &[], &t.evidence, &grounding::GroundingOptions::default());
        let e = by_class.entry(a.label.clone()).or_default();
        e[0] += 1;
        if report.grounded() {
            e[3] += 1;
            continue;
        }
        let request = feedback::rewrite_request(&report, &t.views);
        let rewritten = mock::follow(&a.answer, &request);
        let (_, after, bound) = render_and_check(&rewritten, t, loc);
        let target = a.target.map(|(s, e)| &a.answer[s..e]).unwrap_or("");
        let typed_target_left = rewritten.contains(target) && !a.answer.matches(target).count().eq(&0) && {
            // The target's own occurrence survives if the text before it is unchanged.
            let (s, _) = a.target.unwrap_or((0, 0));
            rewritten.get(..s) == a.answer.get(..s) && rewritten[s..].starts_with(target)
        };
        let cited_right = a.expected.is_some_and(|x| bound.iter().any(|v| (v - x).abs() < 1e-9));
        if after.grounded() && !typed_target_left {
            if cited_right { e[1] += 1 } else { e[2] += 1 }
        } else {
            e[3] += 1;
        }
    }
    println!("\none rewrite with the mock provider (it follows the rewrite request)");
    println!("{:<14} {:>5} {:>12} {:>12} {:>10} {:>8}", "class", "n", "right value", "dropped", "not fixed", "fixed");
    let mut total = [0usize; 4];
    for (class, c) in &by_class {
        println!(
            "{:<14} {:>5} {:>12} {:>12} {:>10} {:>8.3}",
            class,
            c[0],
            c[1],
            c[2],
            c[3],
            (c[1] + c[2]) as f64 / c[0] as f64
        );
        for i in 0..4 {
            total[i] += c[i];
        }
    }
    let fixed = (total[1] + total[2]) as f64 / total[0] as f64;
    println!(
        "{:<14} {:>5} {:>12} {:>12} {:>10} {:>8.3} (with the value the sentence meant: {:.3})",
        "all",
        total[0],
        total[1],
        total[2],
        total[3],
        fixed,
        total[1] as f64 / total[0] as f64
    );
    assert!(fixed >= 0.9, "one rewrite fixes {fixed:.3} of wrong answers");
}

/// The corpus is what its generator writes from the templates and the
/// engines' results (stdlib-only Python; `BARB_PYTHON` or `python3`).
#[test]
fn corpus_is_what_the_generator_writes() {
    let python = std::env::var("BARB_PYTHON").unwrap_or_else(|_| "python3".into());
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/gen_corpus.py");
    let out = Command::new(&python)
        .args([script, "--check"])
        .output()
        .unwrap_or_else(|e| panic!("{python} is needed to check the corpus generator ({e}); set BARB_PYTHON"));
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

/// Each blind set passes its author's own independent verifier (no markers,
/// stdlib-only Python): every unlabelled number is a tool value or plainly
/// not data, every target is wrong in the labelled way.
#[test]
fn blind_sets_pass_their_authors_verifiers() {
    let python = std::env::var("BARB_PYTHON").unwrap_or_else(|_| "python3".into());
    // Every blind set from the second (the first has no verifier of its own).
    for set in (2..=LAST_BLIND_SET).map(|n| format!("blind{n}")) {
        let script = format!("{}/tests/corpus/{set}/verify.py", env!("CARGO_MANIFEST_DIR"));
        let out = Command::new(&python)
            .arg(&script)
            .output()
            .unwrap_or_else(|e| panic!("{python} is needed to verify {set} ({e}); set BARB_PYTHON"));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.lines().any(|l| l.trim() == "errors 0"),
            "{set}: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // A newer set is not left out of the loop above.
    let next = format!("{}/tests/corpus/blind{}", env!("CARGO_MANIFEST_DIR"), LAST_BLIND_SET + 1);
    assert!(!std::path::Path::new(&next).exists(), "{next} exists: raise LAST_BLIND_SET");
}
