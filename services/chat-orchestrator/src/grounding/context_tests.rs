use super::*;
use crate::grounding::{direction::direction, scan::Sign};

fn piece_of<'a>(ps: &'a [Piece], text: &str, needle: &str) -> &'a Piece {
    let at = text.find(needle).unwrap_or_else(|| panic!("{needle} not in {text}"));
    ps.iter().find(|p| p.span.0 <= at && at < p.span.1).unwrap_or_else(|| panic!("no piece for {needle}: {ps:#?}"))
}

fn cut(text: &str) -> Vec<Piece> {
    pieces(text, &scan::scan(text, &[]))
}

#[test]
fn clauses_split_at_commas_conjunctions_and_parentheses() {
    let t = "Tuesdays were the widest at 278.7 points on average, Mondays the narrowest at 269.4.";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "278.7").keys.weekdays, [1]);
    assert_eq!(piece_of(&ps, t, "269.4").keys.weekdays, [0]);
    let t = "The average daily range was 274.4 points in 2023 and 363.2 in 2024.";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "274.4").keys.years, [2023]);
    assert!(piece_of(&ps, t, "363.2").span.1 <= t.len());
}

#[test]
fn bare_parentheses_belong_to_the_words_before() {
    let t = "Monday is the quietest (269.41). The worst was Dec 20 (−178.25), the best Dec 23 (+91).";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "269.41").keys.weekdays, [0]);
    let p = piece_of(&ps, t, "178.25");
    assert_eq!(p.keys.dates[0].day, Some(20));
    assert_eq!(piece_of(&ps, t, "+91").keys.dates[0].day, Some(23));
}

#[test]
fn pieces_without_rows_inherit_them_within_the_sentence() {
    let t = "On 24 January the range was 585.5 points; the day opened at 16,672.75. It closed at 9,000.";
    let ps = cut(t);
    let p = piece_of(&ps, t, "16,672.75");
    assert_eq!(p.keys.dates[0].month, Some(1));
    assert!(p.words.contains("opened"));
    assert!(p.previous_words.contains("range"));
    assert!(piece_of(&ps, t, "9,000").keys.dates.is_empty(), "not across sentences");
}

#[test]
fn abbreviations_do_not_end_sentences() {
    let t = "On Dec. 20 it fell 178.25 points vs. 64.75 a day earlier.";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "178.25").keys.dates[0].day, Some(20));
}

#[test]
fn tables_give_cells_their_header_and_row_label() {
    let t = "Compare:\n\n| | 2023 | 2024 |\n|---|---|---|\n| Avg range | 363.2 | 274.4 |\n| Sessions | 250 | 252 |\n";
    let ps = cut(t);
    let p = piece_of(&ps, t, "274.4");
    assert_eq!(p.keys.years, [2024]);
    assert!(p.words.contains("range"));
    let p = piece_of(&ps, t, "250");
    assert_eq!(p.keys.years, [2023]);
    assert!(p.words.contains("sessions"));
}

#[test]
fn lists_quarters_halves_and_hours() {
    let t = "- Mon: 269.4\n- Wed: 278.7\nQ1 was widest; the second half averaged 232.5; the 15:00 hour 19.4k.";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "269.4").keys.weekdays, [0]);
    assert_eq!(piece_of(&ps, t, "278.7").keys.weekdays, [2]);
    assert_eq!(piece_of(&ps, t, "232.5").keys.halves, [2]);
    assert_eq!(piece_of(&ps, t, "19.4k").keys.hours, [15]);
    assert_eq!(piece_of(&ps, t, "Q1").keys.quarters, [1]);
    let t = "RSI sat below 30 on the first quarter's days";
    assert!(piece_of(&cut(t), t, "30").keys.weekdays.is_empty());
}

#[test]
fn directions_from_nearby_words() {
    let check = |t: &str, needle: &str| {
        let ps = cut(t);
        let at = t.find(needle).unwrap();
        let p = piece_of(&ps, t, needle);
        direction(t, (at, at + needle.len()), p)
    };
    assert_eq!(check("The strategy lost 917.4 points overall.", "917.4"), Some(Sign::Minus));
    assert_eq!(check("a net loss of 917.4 points", "917.4"), Some(Sign::Minus));
    assert_eq!(check("closing 175.5 points above its open", "175.5"), Some(Sign::Plus));
    assert_eq!(check("The average session gained 57.8 points.", "57.8"), Some(Sign::Plus));
    assert_eq!(check("The average range was 57.8 points.", "57.8"), None);
}

#[test]
fn a_wide_sentence_mark_never_splits_a_character() {
    // '。' is three bytes: a clause after it starts after all of them (this panicked).
    let t = "直近20営業日の平均日中レンジは約188ポイントです。最大は2024年の363.2ポイントでした。";
    let ps = cut(t);
    assert!(!ps.is_empty());
    assert!(ps.iter().all(|p| t.is_char_boundary(p.span.0) && t.is_char_boundary(p.span.1)));
    assert!(piece_of(&ps, t, "363.2").span.1 <= t.len());
}

#[test]
fn a_parenthesis_after_a_number_labels_that_number_only() {
    // From the second blind set: "(January open)" named the next number's row.
    let t = "The contract went from 17,578.75 (January open) to 8,944 (December close).";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "17,578.75").keys.months, [1]);
    assert_eq!(piece_of(&ps, t, "8,944").keys.months, [12]);
    // Chinese and Japanese commas cut clauses: each year keeps its own number.
    let t = "2023年の一日平均出来高は201,006枚、2024年もほぼ同水準でした。";
    let ps = cut(t);
    assert_eq!(piece_of(&ps, t, "201,006").keys.years, [2023]);
}

#[test]
fn weekdays_inside_chinese_and_japanese_runs() {
    for (text, day) in [("最小は月曜日の272.2ポイントです。", 0), ("周三的平均波幅为278.7点。", 2)]
    {
        let p = cut(text);
        assert!(
            p.iter().any(|p| p.keys.weekdays == vec![day]),
            "{text}: {:?}",
            p.iter().map(|p| &p.keys).collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_comparison_continues_the_clause_not_an_aside() {
    let t = "2024, clearly: +1,202 pts on 10 trades (PF 2.82) versus +61.75 on 18 trades (PF 1.02) in 2023.";
    let ps = cut(t);
    let p = piece_of(&ps, t, "versus");
    assert!(p.previous_words.contains("pts") && !p.previous_words.contains("pf"), "{p:?}");
}

#[test]
fn an_aside_continued_by_its_verb_takes_the_verbs_period() {
    let t = "H1 2024 averaged 317.7 points versus 232.5 in H2, and the single widest day (585.5) also fell in H1.";
    assert_eq!(piece_of(&cut(t), t, "585.5").keys.halves, [1]);
    // A pronoun points back instead: "its" is H1's.
    let t = "H1 2024 averaged 317.7 points vs 232.5 in H2, and its widest day (585.5) beat H2's (507.5).";
    assert_eq!(piece_of(&cut(t), t, "585.5").keys.halves, [1]);
}

/// The stack lowering is `lower_word` exactly: ASCII, capitals, Cyrillic
/// `Ё`, the Greek final sigma, a char that lowers to two (`İ`), a title-case
/// digraph, and words too long for the buffer.
#[test]
fn lowering_on_the_stack_is_lower_word() {
    let long = "Überdurchschnittlich".repeat(4);
    let words = [
        "and",
        "And",
        "AND",
        "",
        "Ёлка",
        "ВСЁ",
        "ΟΔΟΣ",
        "Σας",
        "İstanbul",
        "ǅemal",
        "GEGENÜBER",
        "Während",
        "日本語",
        "ß",
        "ẞ",
        long.as_str(),
        "ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJKLMNOPQRSTUVWXYZ",
    ];
    for w in words {
        assert_eq!(with_lower_word(w, str::to_string), lower_word(w), "{w}");
    }
    // Every char alone and inside a word.
    for c in (0..0x3_0000).filter_map(char::from_u32) {
        let w = format!("{c}x{c}");
        assert_eq!(with_lower_word(&w, str::to_string), lower_word(&w), "{c:?}");
    }
}

/// `lexicon::lowercase` is `str::to_lowercase`, for every char alone and in
/// a word, borrowed or not.
#[test]
fn lexicon_lowercase_is_to_lowercase() {
    for c in (0..0x3_0000).filter_map(char::from_u32) {
        let w = format!("{c}ab{c}");
        assert_eq!(lexicon::lowercase(&w), w.to_lowercase(), "{c:?}");
    }
}

#[test]
fn an_emoji_ends_a_sentence_only_before_a_new_one() {
    let t = "Peor: 20 de diciembre, −178,25 😬 Mejor: 23 de diciembre, +91 🚀";
    let ps = cut(t);
    assert_ne!(piece_of(&ps, t, "178,25").sentence, piece_of(&ps, t, "+91").sentence);
    assert_eq!(piece_of(&ps, t, "+91").keys.dates[0].day, Some(23));
    let t = "ES 🚀 made 2,615 points.";
    let ps = cut(t);
    let p = piece_of(&ps, t, "2,615");
    assert!(p.earlier_raw.contains("ES"), "{p:?}");
}
