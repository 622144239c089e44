//! A piece's words, lower case, in one string: a piece and the piece it
//! continues each hold their words (`Piece::words`, `Piece::previous_words`),
//! and every piece of an answer is cut on every check, so the words are
//! stored end to end with their ends rather than one allocation each.

use crate::grounding::lexicon;

/// Words in order, stored end to end.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WordList {
    text: String,
    ends: Vec<usize>,
}

impl WordList {
    /// The words of `lower` (a text lower-cased by [`super::lower`]), as
    /// [`lexicon::words_of`] splits them with `&` and `%` joining.
    pub(super) fn of(lower: &str) -> Self {
        let mut list = Self { text: String::with_capacity(lower.len()), ends: Vec::new() };
        lexicon::words_in(lower, &['&', '%'], |w| list.push(w));
        list
    }

    fn push(&mut self, w: &str) {
        self.text.push_str(w);
        self.ends.push(self.text.len());
    }

    /// Appends the words of `other`.
    pub(super) fn extend(&mut self, other: &WordList) {
        for w in other.iter() {
            self.push(w);
        }
    }

    /// The words in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator + Clone + '_ {
        (0..self.ends.len()).map(|i| &self.text[i.checked_sub(1).map_or(0, |p| self.ends[p])..self.ends[i]])
    }

    /// The first word.
    pub fn first(&self) -> Option<&str> {
        self.iter().next()
    }

    /// True when `w` is one of the words.
    pub fn contains(&self, w: &str) -> bool {
        self.iter().any(|x| x == w)
    }

    /// How many words.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The words as owned strings (a table cell's words are its numbers' own).
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_string).collect()
    }
}
