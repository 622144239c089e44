//! Digits of other scripts: Devanagari "२१४.३", Arabic-Indic "٥٨٥٫٥",
//! full-width "２７８", Bengali, Thai… are the same numbers as ASCII ones.
//!
//! The scanner reads ASCII digits; rather than teach every recogniser every
//! script, an answer that writes another script's digits (or the Arabic
//! decimal and thousands marks) is scanned as a copy with those characters
//! replaced by their ASCII forms, and every span found is mapped back to the
//! answer's own bytes. Answers in ASCII digits (nearly all) are scanned as
//! they are, without a copy.
//!
//! Names go the other way: a Russian shop or product ("Азбука вкуса",
//! "Останкино") is written in Latin letters by answers in other languages
//! ("Azbuka Vkusa", "Ostankino"); [`latin`] spells a Cyrillic name the way
//! those answers do, so the rows can be named either way.

/// The zero of every Unicode block of decimal digits an answer may use.
const ZEROS: &[u32] = &[
    0x0660, // Arabic-Indic
    0x06F0, // Extended Arabic-Indic (Persian, Urdu)
    0x0966, // Devanagari
    0x09E6, // Bengali
    0x0A66, // Gurmukhi
    0x0AE6, // Gujarati
    0x0B66, // Oriya
    0x0BE6, // Tamil
    0x0C66, // Telugu
    0x0CE6, // Kannada
    0x0D66, // Malayalam
    0x0E50, // Thai
    0x0ED0, // Lao
    0x1040, // Myanmar
    0x17E0, // Khmer
    0xFF10, // full-width
];

/// The ASCII form of a digit or number mark of another script.
pub fn ascii(c: char) -> Option<char> {
    let u = c as u32;
    if let Some(zero) = ZEROS.iter().find(|z| (**z..**z + 10).contains(&u)) {
        return char::from_digit(u - zero, 10);
    }
    match c {
        '\u{066B}' => Some('.'), // Arabic decimal separator
        '\u{066C}' => Some(','), // Arabic thousands separator
        '\u{066A}' => Some('%'), // Arabic percent sign
        // Full-width marks written with full-width digits ("２７４．４", "４０．５％").
        '．' => Some('.'),
        '，' => Some(','),
        '％' => Some('%'),
        '＋' => Some('+'),
        '－' => Some('-'),
        _ => None,
    }
}

/// A copy of an answer with other scripts' digits in ASCII, and the byte
/// maps between the two.
pub struct Transliterated {
    /// The copy.
    pub text: String,
    /// For each byte offset of the copy (and its end), the answer's offset.
    to_answer: Vec<usize>,
}

impl Transliterated {
    /// `None` when the answer has nothing to replace (scan it as it is).
    pub fn of(answer: &str) -> Option<Self> {
        // Only digits make a copy worth it; marks alone ("点，周") change nothing.
        if !answer.chars().any(|c| !c.is_ascii() && ascii(c).is_some_and(|a| a.is_ascii_digit())) {
            return None;
        }
        let mut text = String::with_capacity(answer.len());
        let mut to_answer = Vec::with_capacity(answer.len() + 1);
        for (b, c) in answer.char_indices() {
            let out = ascii(c).unwrap_or(c);
            for _ in 0..out.len_utf8() {
                to_answer.push(b);
            }
            text.push(out);
        }
        to_answer.push(answer.len());
        Some(Self { text, to_answer })
    }

    /// The answer's byte offset of a copy's offset.
    pub fn answer_offset(&self, b: usize) -> usize {
        self.to_answer[b.min(self.to_answer.len() - 1)]
    }

    /// The copy's byte offset of an answer's offset (the first copy byte at or after it).
    pub fn copy_offset(&self, b: usize) -> usize {
        self.to_answer.partition_point(|x| *x < b)
    }
}

/// `name` (lower case) in Latin letters when it has Cyrillic ones: the
/// common romanisation of brands and places ("азбука вкуса" → "azbuka
/// vkusa", "перекресток" → "perekrestok", "щ" → "shch"); `None` without
/// Cyrillic.
pub fn latin(name: &str) -> Option<String> {
    if !name.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)) {
        return None;
    }
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        let l: &str = match c {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'е' | 'ё' | 'э' => "e",
            'ж' => "zh",
            'з' => "z",
            'и' => "i",
            'й' | 'ы' => "y",
            'к' => "k",
            'л' => "l",
            'м' => "m",
            'н' => "n",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'с' => "s",
            'т' => "t",
            'у' => "u",
            'ф' => "f",
            'х' => "kh",
            'ц' => "ts",
            'ч' => "ch",
            'ш' => "sh",
            'щ' => "shch",
            'ъ' | 'ь' => "",
            'ю' => "yu",
            'я' => "ya",
            other => {
                out.push(other);
                continue;
            }
        };
        out.push_str(l);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_of_other_scripts_map_to_ascii_and_back() {
        assert_eq!(ascii('२'), Some('2'));
        assert_eq!(ascii('٥'), Some('5'));
        assert_eq!(ascii('٫'), Some('.'));
        assert_eq!(ascii('７'), Some('7'));
        assert_eq!(ascii('a'), None);
        assert!(Transliterated::of("plain 214.3").is_none());
        let answer = "औसत लगभग २१४.३ अंक";
        let t = Transliterated::of(answer).unwrap();
        let at = t.text.find("214.3").unwrap();
        let (a, b) = (t.answer_offset(at), t.answer_offset(at + 5));
        assert_eq!(&answer[a..b], "२१४.३");
        assert_eq!(t.copy_offset(a), at);
    }
}
