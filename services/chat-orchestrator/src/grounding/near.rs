//! The words around a number that say what it is: those between its
//! neighbours within its piece, nearest first, with the rules that give a
//! word to one number of a pair rather than the other ("20 trading days,
//! +2615", "passé de 9 611,25 à l'ouverture à 8 837,25", "(124 vs 128
//! sessions)").

use super::{context, direction, evidence::normalise, lexicon, scan::Mention};

/// "Largest", "smallest", "highest", "lowest" as Chinese and Japanese write
/// them glued to a clause ("Q1が最大で", "点最高").
const CJK_EXTREMES: [&str; 4] = ["最大", "最小", "最高", "最低"];

/// The words between a number's neighbours, within its piece, nearest first;
/// a percentage adds `%` (it names a rate).
pub(super) fn near_words(answer: &str, numbers: &[Mention], i: usize, piece: &context::Piece) -> Vec<String> {
    let m = &numbers[i];
    let left = i.checked_sub(1).map_or(piece.span.0, |p| numbers[p].span.1.max(piece.span.0)).min(m.span.0);
    let right = numbers.get(i + 1).map_or(piece.span.1, |n| n.span.0.min(piece.span.1)).max(m.span.1);
    // The words right after the previous number name it ("20 trading days"), not this one.
    let owned_by_previous = i
        .checked_sub(1)
        .is_some_and(|p| numbers[p].span.1 >= left && (numbers[p].counted || numbers[p].unit != lexicon::Unit::None));
    let split = |t: &str| -> Vec<String> {
        let mut words = lexicon::words_of(&normalise(t), &['&']);
        context::notation_words(t, &mut words);
        words
    };
    // "64 сделки, +2615": a comma after the previous number's noun ends
    // what it owns; only the words after the comma are this number's.
    // (A colon too: "+3,32 %: abrió en 17.836".)
    let comma = answer[left..m.span.0]
        .char_indices()
        .rev()
        .find(|(_, c)| matches!(c, ',' | ';' | ':' | '：'))
        .map(|(at, c)| left + at + c.len_utf8())
        .filter(|_| owned_by_previous);
    let before_text = &answer[comma.unwrap_or(left)..m.span.0];
    let mut before_words = match before_text.rfind([':', '：']) {
        Some(colon) => {
            let mut words = without_comparison(split(&before_text[..colon]));
            words.extend(split(&before_text[colon..]));
            words
        }
        None => split(before_text),
    };
    if owned_by_previous && comma.is_none() {
        let n = before_words.len().min(2).min(before_words.len().saturating_sub(1));
        before_words.drain(..n);
    }
    // "passé de 9 611,25 à l'ouverture à 8 837,25": in a from–to pair the
    // words before the "to" label the first number.
    let from_previous = i.checked_sub(1).is_some_and(|p| {
        numbers[p].span.1 == left && {
            let lead = lexicon::word_at_end(answer[..numbers[p].span.0].trim_end(), char::is_alphabetic);
            direction::is_from_word(&lead.to_lowercase())
        }
    });
    if from_previous && let Some(to) = before_words.iter().rposition(|w| direction::is_to_word(w)) {
        before_words.drain(..=to);
    }
    // "Q1が最大で320.6": "Q1 being the largest, at 320.6" ranks the row;
    // the number is its value of the sentence's column, not the statistic.
    if let Some(lead) = answer[left..m.span.0].trim_end().strip_suffix('で')
        && let Some(stat) = CJK_EXTREMES.into_iter().find(|s| lead.strip_suffix(s).is_some_and(|l| l.ends_with('が')))
    {
        before_words.retain(|w| !w.contains(stat));
    }
    let before: Vec<String> = before_words.into_iter().rev().collect();
    // Two words after the number: its unit and noun ("points net", "were
    // winners"); after "of", the two words it names ("1.5 points of standard deviation").
    let all_after = split(&answer[m.span.1..right]);
    let take = match all_after.iter().position(|w| w == "of") {
        Some(p) if p <= 1 => p + 3,
        _ => 2,
    };
    // "toccava 23,71 con chiusura a 15.921": "with" opens the next number's label.
    let next_in_piece = numbers.get(i + 1).is_some_and(|n| n.span.0 < piece.span.1);
    let take = match all_after.iter().position(|w| lexicon::WITH.contains(&w.as_str())) {
        Some(p) if next_in_piece && p <= 1 => take.min(p),
        _ => take,
    };
    let mut after: Vec<String> = all_after.into_iter().take(take).collect();
    // "(124 vs 128 sessions)", "250 and 252 sessions": the first of a pair
    // of one form, joined only by a list or contrast word and naming
    // nothing itself, shares the noun after the second.
    if after.is_empty()
        && let Some(next) = numbers.get(i + 1)
        && context::Form::of(m) == context::Form::of(next)
        && answer.get(m.span.1..next.span.0).is_some_and(context::joins)
    {
        // (Up to a mark: "585,5 pontos (média …", "−381,75. Total …".)
        let end = numbers.get(i + 2).map_or(answer.len(), |n| n.span.0);
        let tail = &answer[next.span.1..end];
        let tail = &tail[..tail.find(['\n', '.', ',', ';', ':', '(', ')', '[', '—']).unwrap_or(tail.len())];
        after = split(tail).into_iter().take(2).collect();
    }
    // "一季度 320.64 点最高，": a statistic closing the clause right after
    // the number (and its unit) ranks the clause's row among the others;
    // it does not say the number is that statistic.
    let rest = answer[m.span.1..].trim_start().trim_start_matches(['点', '點']);
    if let Some(stat) = CJK_EXTREMES.into_iter().find(|s| rest.starts_with(s))
        && rest[stat.len()..].trim_start().chars().next().is_none_or(|c| matches!(c, '，' | '。' | '；' | '、' | '\n'))
    {
        after.retain(|w| !w.contains(stat));
    }
    // "16回中勝ちは4回": "out of 16", the total; what follows "中" is the
    // next number's.
    let rest = answer[m.span.1..].trim_start();
    if ["回中", "次中", "笔中", "筆中", "件中", "中"].iter().any(|c| rest.starts_with(c)) {
        after.clear();
    }
    // Nearest first, alternating sides: "win rate of 0.76" puts "of", "rate", "win" first.
    let mut words = Vec::with_capacity(before.len() + after.len() + 1);
    if m.unit == lexicon::Unit::Percent {
        words.push("%".to_string());
    }
    let n = before.len().max(after.len());
    let (mut before, mut after) = (before.into_iter(), after.into_iter());
    for _ in 0..n {
        words.extend(before.next());
        words.extend(after.next());
    }
    words
}

/// The words of a list's heading (before its colon) without a comparison
/// of two quantities it makes: "all closing below the open: 24 Jan at
/// 585.5" says what the listed days have in common, not that 585.5 is a
/// close or an open.
pub(super) fn without_comparison(mut head: Vec<String>) -> Vec<String> {
    // (A word on each side: "RSI below 30:" names a threshold, not a comparison.)
    let word = |w: &String| w.starts_with(char::is_alphabetic);
    let compared = head
        .iter()
        .position(|w| direction::is_threshold_word(w))
        .filter(|&p| p >= 1 && word(&head[p - 1]) && head.get(p + 1).is_some_and(word));
    if let Some(p) = compared {
        let article = matches!(
            head[p + 1].as_str(),
            "the"
                | "a"
                | "an"
                | "le"
                | "la"
                | "l"
                | "der"
                | "die"
                | "dem"
                | "den"
                | "das"
                | "el"
                | "il"
                | "lo"
                | "o"
                | "het"
                | "de"
        );
        let end = if article { p + 3 } else { p + 2 };
        head.drain(p - 1..end.min(head.len()));
    }
    head
}
