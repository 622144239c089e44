//! Rendering references in streamed text.
//!
//! The model's text arrives in small deltas, and a reference may be split
//! across them (`{{r1.Wed` + `nesday.mean_range}}`). The renderer passes text
//! through as it comes and holds back only from an opening `{{` (or a
//! trailing `{`) until the reference is complete, so a reference is rendered
//! the moment its `}}` arrives. What cannot become a reference — more than
//! [`MAX_REFERENCE_BYTES`](super::MAX_REFERENCE_BYTES) without `}}`, a line
//! break, or braces around something else — is released as typed.

use super::{Binding, Locale, MAX_REFERENCE_BYTES, UNRESOLVED, parse, resolve};
use crate::result_view::ResultView;

/// A piece of rendered text.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    /// Text to show as is.
    Text(String),
    /// A rendered number (its offsets are set by the caller).
    Bound(Binding),
    /// A reference that names no value, shown as `[?]`.
    Unresolved {
        /// The reference as written.
        reference: String,
        /// Why it names no value.
        why: String,
    },
}

impl Piece {
    /// The text this piece shows.
    pub fn text(&self) -> &str {
        match self {
            Piece::Text(t) => t,
            Piece::Bound(b) => &b.text,
            Piece::Unresolved { .. } => UNRESOLVED,
        }
    }
}

/// The renderer of one model round's text.
#[derive(Debug, Default)]
pub struct Renderer {
    pending: String,
    locale: Locale,
}

impl Renderer {
    /// A renderer for `locale`.
    pub fn new(locale: Locale) -> Self {
        Self { pending: String::new(), locale }
    }

    /// Adds a delta; returns what can be shown now.
    pub fn push(&mut self, delta: &str, views: &[ResultView]) -> Vec<Piece> {
        self.pending.push_str(delta);
        self.drain(views, false)
    }

    /// Ends the round: releases what is held (an unfinished reference as typed).
    pub fn finish(&mut self, views: &[ResultView]) -> Vec<Piece> {
        self.drain(views, true)
    }

    fn drain(&mut self, views: &[ResultView], end: bool) -> Vec<Piece> {
        let mut out = Vec::new();
        let mut text = String::new();
        loop {
            let Some(open) = self.pending.find("{{") else {
                let hold = !end && self.pending.ends_with('{');
                let cut = if hold { self.pending.len() - 1 } else { self.pending.len() };
                text.push_str(&self.pending[..cut]);
                self.pending.drain(..cut);
                break;
            };
            text.push_str(&self.pending[..open]);
            let after = open + 2;
            match self.pending[after..].find("}}") {
                Some(close) => {
                    let inner = &self.pending[after..after + close];
                    match parse(inner) {
                        Some(r) => {
                            flush(&mut out, &mut text);
                            out.push(match resolve(&r, views, self.locale) {
                                Ok(b) => Piece::Bound(b),
                                Err(why) => Piece::Unresolved { reference: r.raw, why },
                            });
                        }
                        None => text.push_str(&self.pending[open..after + close + 2]),
                    }
                    self.pending.drain(..after + close + 2);
                }
                None => {
                    let waiting = &self.pending[after..];
                    if end || waiting.len() > MAX_REFERENCE_BYTES || waiting.contains('\n') {
                        text.push_str("{{");
                        self.pending.drain(..after);
                        continue;
                    }
                    self.pending.drain(..open);
                    break;
                }
            }
        }
        flush(&mut out, &mut text);
        out
    }
}

fn flush(out: &mut Vec<Piece>, text: &mut String) {
    if !text.is_empty() {
        out.push(Piece::Text(std::mem::take(text)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn views() -> Vec<ResultView> {
        let result = json!({"summary": {"type": "scalar", "value": 187.6, "rows_scanned": 20}});
        let input = json!({"query": {"select": "mean(range)", "map": {"range": "high - low"}}});
        vec![ResultView::build(1, "c1", "run_query", &input, Some(&result), "Result: 187.6 (from 20 rows)")]
    }

    fn render_all(deltas: &[&str]) -> (String, Vec<Piece>) {
        let v = views();
        let mut r = Renderer::new(Locale::En);
        let mut pieces = Vec::new();
        for d in deltas {
            pieces.extend(r.push(d, &v));
        }
        pieces.extend(r.finish(&v));
        (pieces.iter().map(Piece::text).collect(), pieces)
    }

    #[test]
    fn references_split_across_deltas_resolve_when_complete() {
        let v = views();
        let mut r = Renderer::new(Locale::En);
        assert_eq!(r.push("The range was {", &v), vec![Piece::Text("The range was ".into())]);
        assert!(r.push("{r1.val", &v).is_empty(), "held until complete");
        let out = r.push("ue|1}", &v);
        assert!(out.is_empty(), "still one brace short");
        let out = r.push("} points.", &v);
        assert!(matches!(&out[0], Piece::Bound(b) if b.text == "187.6" && b.value == 187.6), "{out:?}");
        assert_eq!(out[1], Piece::Text(" points.".into()));
        assert!(r.finish(&v).is_empty());
    }

    #[test]
    fn every_split_point_gives_the_same_text() {
        let text = "Range {{r1.value}} over {{r1.rows_scanned}} days; {{data:0}} and {braces} {{r9.x}} end {";
        let whole = render_all(&[text]).0;
        assert_eq!(whole, "Range 187.6 over 20 days; {{data:0}} and {braces} [?] end {");
        for i in 1..text.len() {
            if text.is_char_boundary(i) {
                assert_eq!(render_all(&[&text[..i], &text[i..]]).0, whole, "split at {i}");
            }
        }
        let chars: Vec<String> = text.chars().map(String::from).collect();
        let refs: Vec<&str> = chars.iter().map(String::as_str).collect();
        assert_eq!(render_all(&refs).0, whole, "one character per delta");
    }

    #[test]
    fn unfinished_or_overlong_braces_are_released_as_typed() {
        assert_eq!(render_all(&["a {{r1.value", " and more"]).0, "a {{r1.value and more");
        let long = format!("{{{{{}", "x".repeat(300));
        let v = views();
        let mut r = Renderer::new(Locale::En);
        let out: String = r.push(&long, &v).iter().map(Piece::text).collect();
        assert_eq!(out, long, "released without waiting for the end of the round");
        assert_eq!(render_all(&["{{r1.va", "\nlue}}"]).0, "{{r1.va\nlue}}");
    }

    #[test]
    fn unresolved_references_carry_the_reason() {
        let (_, pieces) = render_all(&["{{r1.nope}}"]);
        assert!(
            matches!(&pieces[0], Piece::Unresolved { reference, why } if reference == "r1.nope" && why.contains("no value"))
        );
    }
}
