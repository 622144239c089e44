//! Markup that carries digits but states no quantity, masked before the
//! scan: a unified diff's hunk headers (`@@ -20 +20 @@` are line numbers)
//! and the `+`/`-` that mark its added and removed lines (not signs: "-2025
//! 年支出" is a removed line about 2025, not minus 2025), and an XML
//! declaration (`<?xml version="1.0"?>`).

/// Byte ranges of `answer` that are markup (sorted, not overlapping).
pub(super) fn masks(answer: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let diff = is_diff(answer);
    let mut at = 0;
    for line in answer.split_inclusive('\n') {
        let text = line.trim_end_matches(['\n', '\r']);
        if let Some(end) = xml_declaration(text) {
            out.push((at, at + end));
        } else if diff {
            if let Some(end) = hunk_header(text) {
                out.push((at, at + end));
            } else if (text.starts_with('+') && !text.starts_with("+++"))
                || (text.starts_with('-') && !text.starts_with("---"))
            {
                out.push((at, at + 1));
            }
        }
        at += line.len();
    }
    out
}

/// A unified diff: a `--- ` line followed by a `+++ ` line, or a hunk header.
fn is_diff(answer: &str) -> bool {
    let lines: Vec<&str> = answer.lines().map(str::trim_end).collect();
    lines.windows(2).any(|w| w[0].starts_with("--- ") && w[1].starts_with("+++ "))
        || lines.iter().any(|l| hunk_header(l).is_some())
}

/// The end of `@@ -a[,b] +c[,d] @@` at the start of `line`.
fn hunk_header(line: &str) -> Option<usize> {
    let rest = line.strip_prefix("@@ -")?;
    let (old, rest) = rest.split_once(" +")?;
    let (new, _) = rest.split_once(" @@")?;
    let range = |r: &str| {
        let (a, b) = r.split_once(',').unwrap_or((r, "0"));
        !a.is_empty() && a.bytes().all(|c| c.is_ascii_digit()) && !b.is_empty() && b.bytes().all(|c| c.is_ascii_digit())
    };
    (range(old) && range(new)).then(|| "@@ -".len() + old.len() + " +".len() + new.len() + " @@".len())
}

/// The end of `<?xml … ?>` at the start of `line` (after indentation).
fn xml_declaration(line: &str) -> Option<usize> {
    let start = line.len() - line.trim_start().len();
    let rest = line[start..].strip_prefix("<?xml")?;
    Some(start + "<?xml".len() + rest.find("?>")? + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn masked(answer: &str) -> Vec<&str> {
        masks(answer).into_iter().map(|(a, b)| &answer[a..b]).collect()
    }

    #[test]
    fn a_diff_masks_its_hunk_headers_and_line_markers() {
        let diff = "--- a/2025.md\n+++ b/2025.md\n@@ -1,3 +1 @@\n-2025: open\n+2025: 246,665.21 RUB\n context -5\n";
        assert_eq!(masked(diff), ["@@ -1,3 +1 @@", "-", "+"]);
        // A hunk header alone makes a diff.
        assert_eq!(masked("@@ -20 +20 @@\n-x\n+y −381.75"), ["@@ -20 +20 @@", "-", "+"]);
    }

    #[test]
    fn signs_outside_a_diff_are_signs() {
        assert!(masks("-381.75 on the week\n+57.5 the week after").is_empty());
        // Not a hunk header: words where the ranges go.
        assert!(masks("@@ -a +b @@\n-5").is_empty());
    }

    #[test]
    fn an_xml_declaration_is_masked() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<week change=\"-381.75\"/>";
        assert_eq!(masked(xml), ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]);
        assert!(masks("version 1.0 of <xml").is_empty());
    }
}
