//! Tests of [`super`]'s helpers that need a reference implementation.

/// [`super::label_end`] as first written, one char at a time from the end.
fn label_end_by_chars(line: &str) -> Option<usize> {
    let colon = line.char_indices().rev().find(|(_, c)| matches!(c, ':' | '：')).map(|(p, c)| p + c.len_utf8());
    let leader = ["..", "…"]
        .iter()
        .filter_map(|d| line.rfind(d).map(|p| p + d.len()))
        .filter(|&p| {
            line[p..]
                .trim_start_matches(['.', '…', ' ', '\u{a0}'])
                .starts_with(|c: char| c.is_ascii_digit() || matches!(c, '+' | '-' | '−' | '$' | '€' | '₽'))
        })
        .max();
    let key = line.trim_start();
    let assignment = key.split_once('=').filter(|(k, _)| {
        let k = k.trim_end();
        !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
    });
    let equals = assignment.map(|(k, _)| line.len() - key.len() + k.len() + 1);
    colon.max(leader).max(equals)
}

/// The same label end on every line of the tuning corpus and on lines
/// with every mark in several places.
#[test]
fn label_end_reads_the_marks_from_the_end() {
    let corpus = include_str!("../../../../tests/corpus/answers.jsonl");
    let made = [
        "Operaciones ........ 10",
        "年末終値 ……… 18,946",
        "a: b：c ... 5",
        "seulement… » et 5",
        "x = 1: y ..... 2 … +3",
        "...",
        "..",
        "：",
        "bereik_gem = 317,71",
        "",
    ];
    let mut marked = 0;
    for line in corpus.split("\\n").chain(corpus.lines()).chain(made) {
        assert_eq!(super::label_end(line), label_end_by_chars(line), "{line}");
        marked += usize::from(super::label_end(line).is_some());
    }
    assert!(marked > 100, "too few lines with a label ({marked})");
}
