//! "Did you mean …?" suggestions for misspelled names.
//!
//! Models misspell table and column names in predictable ways (a dropped
//! letter, swapped letters, another case), so a close whitelisted name is
//! almost always the intended one; naming it in the hint lets the model fix
//! the query in one retry.

/// Names longer than this get no suggestion (keeps huge inputs cheap).
const MAX_SUGGEST_LEN: usize = 64;

/// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), on chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let (n, m) = (a.len(), b.len());
    // Three rolling rows: i-2, i-1, i.
    let mut prev2 = vec![0usize; m + 1];
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut cur = vec![0usize; m + 1];
    for i in 1..=n {
        cur[0] = i;
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(prev2[j - 2] + 1);
            }
            cur[j] = d;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[m]
}

/// The candidate closest to `input` (case-insensitive), if it is close enough
/// to be a plausible typo. Ties go to the earlier candidate.
pub fn did_you_mean<'a>(input: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    if input.is_empty() || input.chars().count() > MAX_SUGGEST_LEN {
        return None;
    }
    let lower = input.to_lowercase();
    let max = (lower.chars().count() / 3).clamp(1, 3);
    candidates
        .into_iter()
        .map(|c| (edit_distance(&lower, &c.to_lowercase()), c))
        .filter(|(d, _)| *d <= max)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `did you mean 'x'? ` or nothing, to prefix a hint.
pub fn did_you_mean_prefix<'a>(input: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    did_you_mean(input, candidates).map(|c| format!("did you mean '{c}'? ")).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("receipts", "receipts"), 0);
        assert_eq!(edit_distance("recipts", "receipts"), 1);
        assert_eq!(edit_distance("reciepts", "receipts"), 1, "a transposition costs one");
        assert_eq!(edit_distance("магазин", "магазны"), 2);
    }

    #[test]
    fn suggestions_are_close_and_case_insensitive() {
        let tables = ["receipts", "receipt_items", "items", "products", "labels", "item_labels"];
        assert_eq!(did_you_mean("recipts", tables), Some("receipts"));
        assert_eq!(did_you_mean("Receipts", tables), Some("receipts"));
        assert_eq!(did_you_mean("reciept_items", tables), Some("receipt_items"));
        assert_eq!(did_you_mean("prodcts", tables), Some("products"));
        assert_eq!(did_you_mean("users", tables), None);
        assert_eq!(did_you_mean(&"x".repeat(10_000), tables), None);
    }
}
