//! A Server-Sent Events decoder that accepts the byte stream in arbitrary
//! chunks: a line, a UTF-8 character or an event may be split anywhere, which
//! is what real networks and proxies do.

/// One SSE event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SseEvent {
    /// The `event:` field; `None` for the default `message` type.
    pub event: Option<String>,
    /// The `data:` lines joined with `\n`.
    pub data: String,
}

/// Incremental decoder: feed chunks with [`SseDecoder::push`], call
/// [`SseDecoder::finish`] at end of stream.
#[derive(Debug, Default)]
pub struct SseDecoder {
    buf: Vec<u8>,
    event: Option<String>,
    data: Vec<String>,
}

/// The stream carried bytes that are not UTF-8 text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("event stream is not valid UTF-8 text")]
pub struct NotUtf8;

impl SseDecoder {
    /// A decoder with nothing buffered.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a chunk and returns every event it completes.
    pub fn push(&mut self, chunk: &[u8]) -> Result<Vec<SseEvent>, NotUtf8> {
        self.buf.extend_from_slice(chunk);
        let mut out = Vec::new();
        let mut start = 0;
        while let Some(pos) = self.buf[start..].iter().position(|b| *b == b'\n') {
            let end = start + pos;
            let mut line = &self.buf[start..end];
            if line.last() == Some(&b'\r') {
                line = &line[..line.len() - 1];
            }
            let line = std::str::from_utf8(line).map_err(|_| NotUtf8)?.to_string();
            start = end + 1;
            if let Some(ev) = self.line(&line) {
                out.push(ev);
            }
        }
        self.buf.drain(..start);
        Ok(out)
    }

    /// Ends the stream: a final event not followed by a blank line is still returned.
    pub fn finish(&mut self) -> Result<Option<SseEvent>, NotUtf8> {
        let rest = std::mem::take(&mut self.buf);
        if !rest.is_empty() {
            let line = std::str::from_utf8(&rest).map_err(|_| NotUtf8)?.trim_end_matches('\r').to_string();
            if let Some(ev) = self.line(&line) {
                return Ok(Some(ev));
            }
        }
        Ok(self.dispatch())
    }

    fn line(&mut self, line: &str) -> Option<SseEvent> {
        if line.is_empty() {
            return self.dispatch();
        }
        if line.starts_with(':') {
            return None; // comment / keep-alive
        }
        let (field, value) = match line.split_once(':') {
            Some((f, v)) => (f, v.strip_prefix(' ').unwrap_or(v)),
            None => (line, ""),
        };
        match field {
            "event" => self.event = Some(value.to_string()),
            "data" => self.data.push(value.to_string()),
            _ => {} // id, retry and unknown fields do not matter here
        }
        None
    }

    fn dispatch(&mut self) -> Option<SseEvent> {
        let event = self.event.take();
        if self.data.is_empty() {
            return None;
        }
        let data = std::mem::take(&mut self.data).join("\n");
        Some(SseEvent { event, data })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_in_chunks(input: &[u8], size: usize) -> Vec<SseEvent> {
        let mut d = SseDecoder::new();
        let mut out = Vec::new();
        for chunk in input.chunks(size) {
            out.extend(d.push(chunk).unwrap());
        }
        out.extend(d.finish().unwrap());
        out
    }

    #[test]
    fn decodes_events_regardless_of_chunking() {
        let input =
            "event: message_start\ndata: {\"a\":1}\n\n: ping\n\ndata: x\ndata: y\n\nevent: é\r\ndata: ü\r\n\r\n";
        let expected = vec![
            SseEvent { event: Some("message_start".into()), data: "{\"a\":1}".into() },
            SseEvent { event: None, data: "x\ny".into() },
            SseEvent { event: Some("é".into()), data: "ü".into() },
        ];
        for size in 1..=input.len() {
            assert_eq!(decode_in_chunks(input.as_bytes(), size), expected, "chunk size {size}");
        }
    }

    #[test]
    fn final_event_without_blank_line_is_kept() {
        assert_eq!(decode_in_chunks(b"data: [DONE]", 3), vec![SseEvent { event: None, data: "[DONE]".into() }]);
        assert_eq!(decode_in_chunks(b"data: [DONE]\n", 3), vec![SseEvent { event: None, data: "[DONE]".into() }]);
    }

    #[test]
    fn event_without_data_is_ignored() {
        assert!(decode_in_chunks(b"event: ping\n\nretry: 5\n\n", 4).is_empty());
    }

    #[test]
    fn invalid_utf8_is_an_error() {
        let mut d = SseDecoder::new();
        assert_eq!(d.push(b"data: \xff\xfe\n"), Err(NotUtf8));
    }
}
