//! What a number's neighbours make of it: a percent sign or word, a
//! magnitude ("k", "Mio.", "lakh", "万"), a currency before or after it, a
//! unit word after it, an approximation before it, and the readings (value
//! and tolerance) that follow.

use super::*;

/// What follows the digits.
pub(super) struct Suffix {
    pub(super) percent: bool,
    pub(super) scale: f64,
    pub(super) skip: bool,
    pub(super) end: usize,
}

impl Scanner<'_> {
    pub(super) fn suffix(&mut self, token: &Token, end: usize) -> Suffix {
        let text = self.text;
        // Markdown emphasis closing before the suffix ("**44.7**%").
        let emphasis = text[self.byte(end)..].chars().take_while(|c| matches!(c, '*' | '_')).count();
        let base = self.byte(end) + emphasis;
        let rest = &text[base..];
        let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}', '\u{2009}']);
        let ws = rest.len() - trimmed.len();
        let word = lexicon::word_at_start(trimmed, |c| c.is_alphabetic() || c == '.').trim_end_matches('.');
        let attached = lexicon::word_at_start(rest, char::is_alphabetic);
        let plain = token.seps.is_empty();
        // LaTeX: "40,5\,\%", "4.88\%".
        let latex = trimmed.strip_prefix("\\,").or_else(|| trimmed.strip_prefix("\\;")).unwrap_or(trimmed);
        if let Some(after) = latex
            .strip_prefix("\\%")
            .or_else(|| (latex.len() < trimmed.len()).then(|| latex.strip_prefix('%')).flatten())
        {
            let len = trimmed.len() - after.len();
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + len) };
        }
        if trimmed.starts_with('%') {
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + 1) };
        }
        if trimmed.starts_with('％') {
            return Suffix {
                percent: true,
                scale: 1.0,
                skip: false,
                end: self.index_of_byte(base + ws + '％'.len_utf8()),
            };
        }
        let lower = lexicon::lowercase(word);
        let next_word = || {
            let after = &trimmed[word.len()..];
            lexicon::lowercase(lexicon::word_at_start(after.trim_start(), char::is_alphabetic))
        };
        let cent = || matches!(next_word().as_ref(), "cent" | "cento" | "ciento");
        if matches!(lower.as_ref(), "per" | "pour" | "por") && cent() {
            let after = &trimmed[word.len()..];
            let two = word.len() + (after.len() - after.trim_start().len()) + next_word().len();
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + two) };
        }
        if lexicon::unit_word(&lower) == Unit::Percent {
            return Suffix { percent: true, scale: 1.0, skip: false, end: self.index_of_byte(base + ws + word.len()) };
        }
        let v: u32 = token.groups[0].parse().unwrap_or(0);
        // Ordinals: "3rd", French "1er", Greek "17η", Spanish "1º"; before a
        // month name the ordinal is a day ("17η Μαΐου").
        let ordinal =
            matches!(lexicon::lowercase(attached).as_ref(), "st" | "nd" | "rd" | "th" | "er" | "η" | "ης" | "ος")
                || (attached.is_empty() && rest.starts_with(['º', 'ª']));
        if ordinal && plain && ws == 0 {
            let len = if attached.is_empty() { rest.chars().next().map_or(0, char::len_utf8) } else { attached.len() };
            let after = self.index_of_byte(base + len);
            let start = end - token.groups[0].len();
            if let Some(next) = self.day_of_month(start, after, v) {
                return Suffix { percent: false, scale: 1.0, skip: true, end: next };
            }
            return Suffix { percent: false, scale: 1.0, skip: true, end: after };
        }
        if plain && matches!(lower.as_ref(), "am" | "pm" | "a.m" | "p.m") {
            let h: u32 = token.groups[0].parse().unwrap_or(99);
            let hour = if lower.starts_with('p') && h < 12 { h + 12 } else { h };
            if hour < 24 {
                let from = self.byte(end) - token.groups[0].len();
                self.out.hours.push((hour, (from, self.byte(end) + ws + word.len())));
            }
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + ws + word.len()) };
        }
        // A clock hour in words: French "l'heure de 15 h" (written apart
        // from the number), German "15 Uhr", Dutch "15 uur", "3 o'clock".
        let oclock = lower == "o" && trimmed[word.len()..].starts_with(['\'', '’']) && next_word() == "clock";
        let word = if oclock { &trimmed[..word.len() + 1 + "clock".len()] } else { word };
        // Also in German and Dutch compounds: "die 15-Uhr-Stunde", "het 15-uur-blok".
        let clock_word = |w: &str| matches!(lexicon::lowercase(w).as_ref(), "uhr" | "uur");
        let compound = rest.strip_prefix('-').map(|after| lexicon::word_at_start(after, char::is_alphabetic));
        // (The hour's span ends, and where scanning goes on.)
        let clock = match compound {
            Some(w) if clock_word(w) => Some((base + 1 + w.len(), base + 1 + w.len())),
            _ if ws > 0 && (word == "h" || clock_word(word) || oclock) => {
                Some((self.byte(end) + ws + word.len(), base + ws + word.len()))
            }
            _ => None,
        };
        if let Some((span_end, next)) = clock.filter(|_| plain && v < 24) {
            let from = self.byte(end) - token.groups[0].len();
            self.out.hours.push((v, (from, span_end)));
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(next) };
        }
        // Bar sizes: 15m, 4h, 1d, 5min, 1w.
        let a = attached;
        if plain && matches!(a, "h" | "d" | "w" | "mo" | "min" | "mins" | "H" | "D") {
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + a.len()) };
        }
        if plain && a == "m" && TIMEFRAMES.contains(&v) && !self.money_context(end) {
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + 1) };
        }
        // Scientific notation: "5,1e-2", "1.2E+3".
        if ws == 0 && emphasis == 0 && matches!(rest.chars().next(), Some('e' | 'E')) {
            let after_e = &rest[1..];
            let unsigned = after_e.trim_start_matches(['-', '−', '+']);
            let digits: String = unsigned.chars().take_while(char::is_ascii_digit).collect();
            let ends = !unsigned[digits.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_');
            if !digits.is_empty() && digits.len() <= 3 && ends {
                let negative = after_e.starts_with(['-', '−']);
                let exp: i32 = digits.parse().unwrap_or(0);
                let scale = 10f64.powi(if negative { -exp } else { exp });
                let len = 1 + (after_e.len() - unsigned.len()) + digits.len();
                return Suffix { percent: false, scale, skip: false, end: self.index_of_byte(base + len) };
            }
        }
        // A Japanese or Chinese clock hour: "15時" ("15時台", the three
        // o'clock hour), "15时", "15点档" (the 15 o'clock slot), "15点钟" —
        // not "278.6点" (points).
        // ("15 点档", with a space, too: "点" alone is points.)
        let glued = ["時", "时", "点档", "点钟", "点时段"].into_iter().find(|m| rest.starts_with(m)).map(|m| (0, m));
        let spaced = || ["点档", "点钟", "点时段"].into_iter().find(|m| trimmed.starts_with(m)).map(|m| (ws, m));
        if let Some((gap, mark)) = glued.or_else(spaced).filter(|_| ws <= 1 && plain && v < 24) {
            let from = self.byte(end) - token.groups[0].len();
            self.out.hours.push((v, (from, base + gap + mark.len())));
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + gap + mark.len()) };
        }
        // Chinese and Japanese myriads, attached: "20.1万" is 201,000.
        if ws == 0 && emphasis == 0 {
            let myriad = match rest.chars().next() {
                Some(c @ ('万' | '萬' | '만')) => Some((1e4, c.len_utf8())),
                Some(c @ ('亿' | '億' | '억')) => Some((1e8, c.len_utf8())),
                _ => None,
            };
            if let Some((scale, len)) = myriad {
                return Suffix { percent: false, scale, skip: false, end: self.index_of_byte(base + len) };
            }
        }
        // A code of a few digits and one capital letter ("SEAT 12A", "座席
        // 15A"): a seat, a gate, not a quantity. A magnitude letter ("2B",
        // "5M") is one only after a word naming such a place.
        let mut code = rest.chars();
        if let (true, Some(letter)) = (plain && emphasis == 0 && token.groups[0].len() <= 3, code.next())
            && letter.is_ascii_uppercase()
            && code.next().is_none_or(|c| !c.is_alphanumeric() && c != '.')
            && (!matches!(letter, 'K' | 'M' | 'B' | 'X' | 'H' | 'D' | 'W')
                || lexicon::names_code(&lexicon::lowercase(self.word_before(end - token.groups[0].len()))))
        {
            let from = self.byte(end) - token.groups[0].len();
            self.out.identifiers.push((text[from..base + 1].to_string(), (from, base + 1)));
            return Suffix { percent: false, scale: 1.0, skip: true, end: self.index_of_byte(base + 1) };
        }
        let scale = match (word, lower.as_ref()) {
            ("k" | "K", _) | (_, "thousand" | "thousands" | "тыс" | "tsd" | "tausend" | "mille") => 1e3,
            (_, "tys" | "mila" | "mil" | "duizend" | "bin" | "tis" | "tusen") => 1e3,
            // Indian English: a lakh is 10^5, a crore 10^7.
            (_, "lakh" | "lakhs" | "lac" | "lacs") => 1e5,
            (_, "crore" | "crores" | "cr") => 1e7,
            ("M" | "m", _) | (_, "mn" | "mln" | "million" | "millions" | "млн" | "mio" | "millionen" | "millones") => {
                1e6
            }
            (_, "milioni" | "milione" | "milhões" | "milhão" | "miljoen" | "milyon" | "miliona" | "milionów") => 1e6,
            ("B" | "b", _) | (_, "bn" | "billion" | "billions" | "млрд" | "mrd" | "milliarden" | "milliards") => {
                1e9
            }
            (_, "mld" | "miliardi" | "miliardo" | "bilhões" | "miljard" | "milyar" | "miliarda" | "miliardów") => 1e9,
            _ => 1.0,
        };
        // A magnitude letter must be attached or be the whole word; a lone
        // `k` may stand after a space ("201 k contrats").
        let lone_k = ws > 0 && matches!(word, "k" | "K") && token.groups[0].len() <= 3;
        if scale > 1.0 && (ws == 0 || word.chars().count() > 1 || lone_k) {
            let dot = usize::from(trimmed[word.len()..].starts_with('.') && word.chars().count() > 1);
            return Suffix {
                percent: false,
                scale,
                skip: false,
                end: self.index_of_byte(base + ws + word.len() + dot),
            };
        }
        Suffix { percent: false, scale: 1.0, skip: false, end }
    }

    pub(super) fn money_context(&self, end: usize) -> bool {
        let before = &self.text[..self.byte(end)];
        let head = before.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ',');
        head.ends_with(lexicon::currency_sign) && !(head.ends_with('$') && self.math_dollar(head.len() - 1))
    }

    pub(super) fn currency_before(&self, sign_at: usize) -> bool {
        self.money_before(sign_at).is_some()
    }

    /// A currency sign or code right before the number at `sign_at` ("$",
    /// "US$", "R$" — the Brazilian real —, "RUB", "руб"): `Some` of the
    /// currency it names, when it names one ("¥" names the yen or the yuan).
    fn money_before(&self, sign_at: usize) -> Option<Option<Currency>> {
        let before = self.text[..self.byte(sign_at)].trim_end_matches([' ', '\u{a0}', '*', '_']);
        if let Some(sign) = before
            .chars()
            .next_back()
            .filter(|c| lexicon::currency_sign(*c) && !(*c == '$' && self.math_dollar(before.len() - 1)))
        {
            let prefix = lexicon::word_at_end(&before[..before.len() - sign.len_utf8()], char::is_alphabetic);
            if sign == '$' && prefix == "R" {
                return Some(Some(Currency::Real));
            }
            if after_number(&before[..before.len() - sign.len_utf8()]) {
                return None;
            }
            return Some(lexicon::currency_of(sign.encode_utf8(&mut [0; 4])));
        }
        // Only the last word matters (lower-casing the whole prefix would be quadratic).
        let start = before.char_indices().rev().take_while(|(_, c)| c.is_alphabetic()).take(4).last();
        let word = lexicon::lowercase(start.map_or("", |(i, _)| &before[i..]));
        let code_start = start.map_or(before.len(), |(i, _)| i);
        (matches!(word.as_ref(), "usd" | "eur" | "rub" | "руб") && !after_number(&before[..code_start]))
            .then(|| lexicon::currency_of(&word))
    }

    /// The currency a money number is written in: the sign or code before
    /// it ([`Self::money_before`]), else the sign or word after it ("₽",
    /// "руб.", "dollari", "卢布"). `None` when the text names no currency.
    pub(super) fn currency_named(&self, sign_at: usize, end: usize) -> Option<Currency> {
        if let Some(named) = self.money_before(sign_at) {
            return named;
        }
        let rest = self.text[self.byte(end)..].trim_start_matches([' ', '\u{a0}', '\u{202f}', '-', '*', '_']);
        if rest.starts_with(lexicon::is_cjk) {
            let glued = rest.char_indices().take_while(|(_, c)| lexicon::is_cjk(*c)).last();
            let run = glued.map_or("", |(i, c)| &rest[..i + c.len_utf8()]);
            return (1..=run.chars().count())
                .rev()
                .find_map(|n| lexicon::currency_of(&run.chars().take(n).collect::<String>()));
        }
        let word = rest.split(char::is_whitespace).next().unwrap_or("");
        let word = word.trim_end_matches([',', ';', ':', ')', '!', '?', '*', '_']);
        lexicon::currency_of(word).or_else(|| lexicon::currency_of(word.trim_end_matches('.')))
    }

    /// Unit named right after the number and whether a counting noun follows
    /// within two words.
    pub(super) fn unit_after(&self, end: usize, percent: bool) -> (Unit, bool) {
        let rest = &self.text[self.byte(end)..];
        if let Some(unit) = lexicon::cjk_unit(rest) {
            return (unit, unit == Unit::Count);
        }
        // After a space a classifier still opens the noun it counts ("共 10
        // 张小票"), when it counts a whole number and is no field's label
        // ("最小=116.5 件数=252").
        // So is a unit no result has: "187.6 个最小跳动点", "201.62 个基点".
        let spaced = rest.trim_start_matches([' ', '\u{a0}']);
        match (spaced.len() < rest.len()).then(|| lexicon::cjk_unit(spaced)).flatten() {
            Some(Unit::Count)
                if !self.decimal_before(end)
                    && !spaced.trim_start_matches(lexicon::is_cjk).starts_with(['=', ':', '：']) =>
            {
                return (Unit::Count, true);
            }
            Some(unit @ (Unit::Ticks | Unit::BasisPoints)) => return (unit, false),
            _ => {}
        }
        let rest = rest.strip_prefix(['-', '‑']).unwrap_or(rest);
        // A field gap ends the number's field ("585,5  X X X": a bowling
        // card's strikes, not a multiple): what stands after it is not the unit.
        if layout::starts_gap(rest) {
            return (Unit::None, false);
        }
        let trimmed = rest.trim_start_matches([' ', '\u{a0}', '\u{202f}']);
        // A list mark ends the number's words: "+985.01、fold 2" is no multiple.
        if trimmed.starts_with(['、', '，', '；']) {
            return (Unit::None, false);
        }
        let sign_at = self.text.len() - trimmed.len();
        // The next line's words are not this number's ("−57,80⏎Volte sempre").
        let (rest, trimmed) = match rest.find('\n') {
            Some(n) => (&rest[..n], trimmed.get(..n.saturating_sub(rest.len() - trimmed.len())).unwrap_or("")),
            None => (rest, trimmed),
        };
        if trimmed.starts_with(lexicon::currency_sign) && !(trimmed.starts_with('$') && self.math_dollar(sign_at)) {
            return (Unit::Money, false);
        }
        // "44,7‰", "40,5 ‰": per mille.
        if trimmed.starts_with('‰') {
            return (Unit::PerMille, false);
        }
        // "−57.8/day", "12 pts/session": a rate, not a count of days.
        if rest.starts_with('/') && rest[1..].starts_with(char::is_alphabetic) {
            return (Unit::None, false);
        }
        let mut cs = rest.chars();
        if matches!(cs.next(), Some('x' | '×')) && !cs.next().is_some_and(char::is_alphabetic) {
            // "1,67x" is a multiple; a whole "(95×)" on a receipt line is as
            // often a count (95 purchases): either.
            return (if self.decimal_before(end) { Unit::Ratio } else { Unit::None }, false);
        }
        // The next three words, borrowed ("" past the end: it names nothing),
        // each lower-cased and looked up at most once: this runs for every number.
        let mut words = [""; 3];
        for (slot, w) in words.iter_mut().zip(trimmed.split(|c: char| c.is_whitespace())) {
            let w = w.trim_matches(|c: char| !lexicon::alphanumeric(c) && c != '-' && c != '&' && c != '₽');
            // Chinese and Japanese glue punctuation to the word ("ドル）[a]、").
            *slot = if w.starts_with(cjk) { lexicon::word_at_start(w, lexicon::letter) } else { w };
        }
        let first = lexicon::lowercase(words[0]);
        // "41 times", "touché 47 fois" count; "2.8 times the 2023 one",
        // "3 fois plus" are multiples. A comma after the word ends the
        // phrase: "compradas 41 vezes, o item mais frequente" counts.
        if lexicon::TIMES.contains(&first.as_ref()) {
            let ended = trimmed.split(char::is_whitespace).next().is_some_and(|w| w.ends_with([',', ';', '，', '、']));
            return if self.decimal_before(end)
                || !ended && lexicon::COMPARING.contains(&lexicon::lowercase(words[1]).as_ref())
            {
                (Unit::Ratio, false)
            } else {
                (Unit::Count, true)
            };
        }
        // "0.05 (252 days)": the noun counts the next number, not this one.
        if words[0].chars().any(|c| c.is_ascii_digit()) {
            return (Unit::None, false);
        }
        // "2.87k per receipt", "2,9 mil por ticket" are rates, not counts.
        if matches!(first.as_ref(), "per" | "pro" | "par" | "each" | "por" | "pour" | "je") {
            return (Unit::None, false);
        }
        // "+48,758.95 index points": points of an index are points.
        let index = matches!(first.as_ref(), "index" | "indice" | "índice" | "indeks" | "индекса");
        let first_unit = if index && lexicon::unit_word(words[1]) == Unit::Points {
            Unit::Points
        } else {
            lexicon::unit_word(words[0])
        };
        // "7 of them", "32 of the 79", "7 out of 10": a count of things named before.
        // "−3.52 out of sample" names a sample, not a part.
        let part_of = match first.as_ref() {
            "of" => matches!(
                lexicon::lowercase(words[1]).as_ref(),
                "them" | "which" | "these" | "those" | "the" | "its" | "their"
            ),
            "out" => lexicon::lowercase(words[1]) == "of",
            // "300 in total", "14 en total", "su 300 in totale": a count;
            // "+48.758,95 en total", with decimals, is an amount in all.
            "in" | "en" | "au" | "no" => {
                matches!(lexicon::lowercase(words[1]).as_ref(), "total" | "totale" | "totaal" | "totali")
                    && !self.decimal_before(end)
            }
            "insgesamt" | "всего" | "łącznie" | "overall" => !self.decimal_before(end),
            _ => false,
        } && !lexicon::lowercase(words[2]).starts_with("sample");
        // A number with decimals counts only the noun right after it ("40,51
        // trades"): "4.681,25 em perdas" is an amount lost, not a count of losses.
        // (Not across a mark right after the number: "+1.202, vincenti 70 %"
        // is a total, then the winners' share.)
        // (Nor after a month: "the quiet 24 Dec session" is a day's session.)
        let second_counts = !words[0].is_empty()
            && lexicon::unit_word(words[1]) == Unit::Count
            && !self.decimal_before(end)
            && crate::calendar::month(&first).is_none();
        let counted = part_of || (first_unit == Unit::Count || second_counts) && first_unit != Unit::Points;
        let unit = if percent {
            Unit::Percent
        } else if first_unit != Unit::None {
            first_unit
        } else if counted {
            Unit::Count
        } else {
            Unit::None
        };
        (unit, counted)
    }

    pub(super) fn approximate(&self, from: usize) -> bool {
        let before = self.text[..self.byte(from)].trim_end_matches([' ', '\u{a0}', '$', '€', '£', '₽', '*']);
        if before.ends_with(['~', '≈', '∼']) {
            return true;
        }
        let last_word = |text| lexicon::word_at_end(text, |c| c.is_alphabetic() || c == '.');
        let word = last_word(before);
        // Chinese and Japanese glue the word to the clause before it ("レンジは約").
        if word.ends_with(cjk) {
            return lexicon::APPROX.iter().any(|a| a.starts_with(cjk) && word.ends_with(a));
        }
        let approx = |w: &str| lexicon::APPROX.contains(&lexicon::lowercase(w.trim_end_matches('.')).as_ref());
        // "just over 40%", "just under ₽247k", "slightly above 1.3": a rounding
        // that says which side the value is on.
        let bound = matches!(lexicon::lowercase(word).as_ref(), "over" | "under" | "above" | "below")
            && matches!(
                lexicon::lowercase(last_word(before[..before.len() - word.len()].trim_end())).as_ref(),
                "just" | "slightly"
            );
        // "en torno a", "alrededor de", "près de": the word before a linking one.
        let linked =
            matches!(lexicon::lowercase(word).as_ref(), "a" | "de" | "di" | "à" | "von" | "van" | "of" | "da" | "do")
                && approx(last_word(before[..before.len() - word.len()].trim_end()));
        approx(word) || linked || bound
    }
}

pub(super) fn readings(bases: &[Base], suffix: &Suffix, approx: bool) -> Vec<Reading> {
    let mut out = Vec::new();
    for b in bases {
        let unit = 10f64.powi(-(b.decimals as i32)) * suffix.scale;
        let value = b.value * suffix.scale;
        // "About" never excuses a wrong rounding ("~186" is not 187.6): it
        // only says that trailing zeros are rounding ("about 200").
        let mut tol = 0.5 * unit;
        if approx && b.trailing_zeros > 0 {
            tol = tol.max(0.5 * 10f64.powi(b.trailing_zeros as i32) * suffix.scale);
        }
        // Float slack so representation errors never decide a match.
        let tol = tol * (1.0 + 1e-6) + value.abs() * 1e-12;
        out.push(Reading { value, tolerance: tol, fraction: false });
        if suffix.percent {
            out.push(Reading { value: value / 100.0, tolerance: tol / 100.0, fraction: true });
        }
    }
    out
}

/// Whether `text` ends with a number (and spaces): a currency after it is
/// that number's ("17.794,42 RUB   41 compras" — the 41 is no money).
/// Digits glued to a word ("Q1 $1,200") are a name, not a number.
fn after_number(text: &str) -> bool {
    let t = text.trim_end_matches([' ', '\u{a0}', '\u{202f}']);
    let run = t
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_digit() || matches!(c, '.' | ',' | '\'' | '\u{a0}' | '\u{202f}'));
    let Some((start, _)) = run.last() else { return false };
    t[start..].contains(|c: char| c.is_ascii_digit()) && !t[..start].ends_with(|c: char| c.is_alphabetic() || c == '_')
}
