//! The model's share of a turn, reconstructed from what the client saw, so
//! a run can report the platform's overhead: post → `done` minus the time
//! the (mock) model spends by script.
//!
//! The mock provider (`chat-orchestrator`'s `provider::mock`) paces every
//! model round against one clock: its first event is due `latency_ms` after
//! the round starts, each further text chunk of `chars_per_token` characters
//! `1 / tokens_per_second` later, and tool calls follow the last chunk at
//! once. So a round that streams `c` characters takes
//! `latency + (ceil(c / chars_per_token) - 1) / tokens_per_second` (just
//! `latency` with no text), and a turn is one round plus one per tool round.
//! The client sees the rounds as text deltas separated by tool events
//! (`tool_start`, `tool_end`, `data_block`): text after a group of tool
//! events belongs to the next round.

use std::time::Duration;

/// The mock's pacing (`--model-pacing LATENCY_MS,TOKENS_PER_SECOND,CHARS_PER_TOKEN`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ModelPacing {
    /// Wait before each round's first event.
    pub latency: Duration,
    /// Text streaming rate; 0 = all text at once.
    pub tokens_per_second: f64,
    /// Characters per streamed chunk.
    pub chars_per_token: usize,
}

impl std::str::FromStr for ModelPacing {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let want = || format!("--model-pacing must be LATENCY_MS,TOKENS_PER_SECOND,CHARS_PER_TOKEN, got {s:?}");
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        let [ms, tps, cpt] = parts[..] else { return Err(want()) };
        let ms: u64 = ms.parse().map_err(|_| want())?;
        let tps: f64 = tps.parse().map_err(|_| want())?;
        let cpt: usize = cpt.parse().map_err(|_| want())?;
        if ms > 600_000 || !tps.is_finite() || tps < 0.0 || !(1..=1_000).contains(&cpt) {
            return Err(want());
        }
        Ok(Self { latency: Duration::from_millis(ms), tokens_per_second: tps, chars_per_token: cpt })
    }
}

/// The rounds of one turn as its events arrive.
#[derive(Debug, Clone, Default)]
pub struct ModelRounds {
    /// Characters streamed per round (the last entry is the current round).
    chars: Vec<usize>,
    /// The last event was a tool event: the next text starts a new round.
    after_tools: bool,
}

impl ModelRounds {
    /// Takes the next event of the turn (`name`, and the characters of a `text_delta`).
    pub fn feed(&mut self, name: &str, text_chars: usize) {
        if self.chars.is_empty() {
            self.chars.push(0);
        }
        match name {
            "text_delta" => {
                if self.after_tools {
                    self.chars.push(0);
                    self.after_tools = false;
                }
                *self.chars.last_mut().expect("one round at least") += text_chars;
            }
            "tool_start" | "tool_end" | "data_block" => self.after_tools = true,
            _ => {}
        }
    }

    /// The scripted model time of the turn so far, once it has ended: a
    /// trailing group of tool events is followed by a (text-less) final round.
    pub fn scripted(&self, p: &ModelPacing) -> Duration {
        let per_chunk = if p.tokens_per_second > 0.0 { 1.0 / p.tokens_per_second } else { 0.0 };
        let round = |c: usize| {
            let chunks = c.div_ceil(p.chars_per_token);
            p.latency + Duration::from_secs_f64(chunks.saturating_sub(1) as f64 * per_chunk)
        };
        let mut total: Duration = self.chars.iter().map(|&c| round(c)).sum();
        if self.after_tools {
            total += round(0);
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pacing_parses_and_is_bounded() {
        let p: ModelPacing = "400,30,4".parse().unwrap();
        assert_eq!(p, ModelPacing { latency: Duration::from_millis(400), tokens_per_second: 30.0, chars_per_token: 4 });
        for bad in ["400,30", "x,30,4", "400,-1,4", "400,30,0", "400,NaN,4", "9999999,1,1"] {
            assert!(bad.parse::<ModelPacing>().is_err(), "{bad}");
        }
    }

    #[test]
    fn rounds_follow_the_mock_pacing() {
        let p: ModelPacing = "400,30,4".parse().unwrap();
        // Round 1: 10 chars (3 chunks) then a tool; round 2: 41 chars (11 chunks).
        let mut r = ModelRounds::default();
        for (name, chars) in [("text_delta", 4), ("text_delta", 6), ("tool_start", 0), ("tool_end", 0)] {
            r.feed(name, chars);
        }
        for _ in 0..10 {
            r.feed("text_delta", 4);
        }
        r.feed("text_delta", 1);
        r.feed("done", 0);
        // Hand computation: (0.4 + 2/30) + (0.4 + 10/30) = 0.8 + 12/30 = 1.2 s.
        assert!((r.scripted(&p).as_secs_f64() - 1.2).abs() < 1e-9, "{:?}", r.scripted(&p));
    }

    #[test]
    fn tool_only_rounds_and_instant_scripts() {
        let slow: ModelPacing = "100,0,4".parse().unwrap();
        let mut r = ModelRounds::default();
        r.feed("tool_start", 0);
        r.feed("data_block", 0);
        r.feed("tool_end", 0);
        // The tool round, then a final round that streamed nothing yet.
        assert_eq!(r.scripted(&slow), Duration::from_millis(200));
        r.feed("text_delta", 500);
        assert_eq!(r.scripted(&slow), Duration::from_millis(200), "tps 0: all text at once");
        let instant: ModelPacing = "0,0,4".parse().unwrap();
        assert_eq!(r.scripted(&instant), Duration::ZERO);
    }
}
