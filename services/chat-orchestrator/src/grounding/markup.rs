//! Markup that carries digits but states no quantity, masked before the
//! scan: a unified diff's hunk headers (`@@ -20 +20 @@` are line numbers)
//! and the `+`/`-` that mark its added and removed lines (not signs: "-2025
//! 年支出" is a removed line about 2025, not minus 2025), an XML
//! declaration (`<?xml version="1.0"?>`), an HTTP status line (`HTTP/1.1
//! 200 OK`: a protocol version and a status code), a printout's column
//! ruler (`----+----1----+----2`: the digits count tens of columns) and a
//! notebook's cell prompt (`In [12]:`, `Out[12]:`: an execution count).

/// Byte ranges of `answer` that are markup (sorted, not overlapping).
pub(super) fn masks(answer: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let diff = is_diff(answer);
    let mut at = 0;
    for line in answer.split_inclusive('\n') {
        let text = line.trim_end_matches(['\n', '\r']);
        if let Some(end) = xml_declaration(text)
            .or_else(|| http_status(text))
            .or_else(|| ruler(text))
            .or_else(|| notebook_prompt(text))
        {
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

/// The end of a notebook's cell prompt (`In [12]:`, `Out[12]:`, `In[3]:`)
/// at the start of `line`: the number counts executions, it states nothing.
fn notebook_prompt(line: &str) -> Option<usize> {
    let rest = line.strip_prefix("In").or_else(|| line.strip_prefix("Out"))?;
    let lead = line.len() - rest.len();
    let spaced = rest.strip_prefix(' ').unwrap_or(rest);
    let digits = spaced.strip_prefix('[')?;
    let n = digits.bytes().take_while(u8::is_ascii_digit).count();
    digits[n..].starts_with("]:").then(|| lead + (rest.len() - spaced.len()) + 1 + n + 2)
}

/// The end of `<?xml … ?>` at the start of `line` (after indentation).
fn xml_declaration(line: &str) -> Option<usize> {
    let start = line.len() - line.trim_start().len();
    let rest = line[start..].strip_prefix("<?xml")?;
    Some(start + "<?xml".len() + rest.find("?>")? + 2)
}

/// The end of an HTTP status line (`HTTP/2 200`, `HTTP/1.1 404 Not
/// Found`) that is the whole of `line`.
fn http_status(line: &str) -> Option<usize> {
    let rest = line.strip_prefix("HTTP/")?;
    let (version, rest) = rest.split_once(' ')?;
    let status = rest.get(..3)?;
    let version_ok = !version.is_empty() && version.bytes().all(|c| c.is_ascii_digit() || c == b'.');
    let status_ok = status.bytes().all(|c| c.is_ascii_digit()) && !rest[3..].starts_with(|c: char| c.is_ascii_digit());
    (version_ok && status_ok).then_some(line.len())
}

/// The end of a column ruler (`....+....1....+....2`, `----+----1----+`)
/// that is the whole of `line` (after indentation): dashes or dots with a
/// `+` at each fifth column and the tens counted 1, 2, 3… at each tenth.
fn ruler(line: &str) -> Option<usize> {
    let body = line.trim();
    let fill = body.chars().find(|c| matches!(c, '-' | '.'))?;
    let mut tens = 0;
    for (i, c) in body.chars().enumerate() {
        let ok = match (i + 1) % 10 {
            5 => c == '+',
            0 => {
                c.to_digit(10) == Some((tens + 1) % 10) && {
                    tens += 1;
                    true
                }
            }
            _ => c == fill,
        };
        if !ok {
            return None;
        }
    }
    (tens > 0).then_some(line.trim_end().len())
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
    fn http_status_lines_and_column_rulers_are_masked() {
        let http = "HTTP/1.1 200 OK\ncontent-type: text/plain\nx-trades: 79\n\nTotal 1,183.11";
        assert_eq!(masked(http), ["HTTP/1.1 200 OK"]);
        assert_eq!(masked("HTTP/2 200\n\n+48,758.95"), ["HTTP/2 200"]);
        // Not a status line: prose about HTTP, a status of four digits.
        assert!(masks("HTTP/2 is faster: 200 requests").is_empty());
        assert!(masks("HTTP/2 2000").is_empty());
        let ruler = " ----+----1----+----2----+----3\n QTR  MEAN\n  1   320.64";
        assert_eq!(masked(ruler), [" ----+----1----+----2----+----3"]);
        assert_eq!(masked("....+....1....+"), ["....+....1....+"]);
        // A line of dashes with numbers that do not count tens is data.
        assert!(masks("----+----7----+").is_empty());
        assert!(masks("-----").is_empty());
    }

    #[test]
    fn notebook_prompts_are_masked() {
        let cells = "In [12]: len(big)\nOut[12]: 14\nIn[3]: x";
        assert_eq!(masked(cells), ["In [12]:", "Out[12]:", "In[3]:"]);
        // Prose that starts with "In": no prompt.
        assert!(masks("In 2024 [12 trades]: +240").is_empty());
        assert!(masks("Out [of 16]: 4 winners").is_empty());
    }

    #[test]
    fn an_xml_declaration_is_masked() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<week change=\"-381.75\"/>";
        assert_eq!(masked(xml), ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]);
        assert!(masks("version 1.0 of <xml").is_empty());
    }
}
