//! A tool round of a turn: the model's calls run in parallel (each within its
//! deadline), or are replayed from the journal of a turn taken over, and
//! become numbered results the model can cite.

use barb_common::proto::chat::v1::ToolEnd;
use futures::stream::FuturesUnordered;
use serde_json::Value;

use super::*;
use crate::{provider::ToolResult, tools::ToolOutcome};

impl Turn<'_> {
    /// Runs the calls in parallel; `None` when the turn was cancelled. A
    /// committed round of results is replayed instead; a live one is committed.
    pub(super) async fn run_tools(&mut self, calls: &[ToolCallRequest]) -> Option<Vec<ToolResult>> {
        if let Some(recorded) = self.journal.and_then(Journal::next_tool_round) {
            let outcomes = calls
                .iter()
                .map(|c| {
                    let r = recorded.outcomes.iter().find(|o| o.call_id == c.id)?;
                    let (out, took) = journal::outcome(r);
                    self.events.send(Payload::ToolEnd(ToolEnd {
                        call_id: c.id.clone(),
                        tool_name: c.name.clone(),
                        duration_ms: took.as_millis() as u64,
                        error: error_text(&out),
                    }));
                    Some((out, took))
                })
                .collect();
            let results = self.record(calls, outcomes);
            if let Some(j) = self.journal {
                j.live_if_replayed();
            }
            return Some(results);
        }
        let tools = self.engine.tools.clone();
        let ctx = &self.ctx;
        let round_start = Instant::now();
        let mut pending: FuturesUnordered<_> = calls
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let tools = tools.clone();
                async move {
                    let start = Instant::now();
                    let out = tools.execute(c, ctx).await;
                    (i, out, start.elapsed())
                }
            })
            .collect();
        let mut outcomes: Vec<Option<(ToolOutcome, Duration)>> = vec![None; calls.len()];
        let mut cancelled = false;
        while !pending.is_empty() {
            tokio::select! {
                biased;
                _ = self.cancel.cancelled() => {
                    cancelled = true;
                    break;
                }
                Some((i, out, took)) = pending.next() => {
                    let c = &calls[i];
                    self.events.send(Payload::ToolEnd(ToolEnd {
                        call_id: c.id.clone(),
                        tool_name: c.name.clone(),
                        duration_ms: took.as_millis() as u64,
                        error: error_text(&out),
                    }));
                    outcomes[i] = Some((out, took));
                }
            }
        }
        drop(pending); // cancels whatever is still running
        metrics::TURN_STAGE_SECONDS.with_label_values(&["tools"]).observe(round_start.elapsed().as_secs_f64());
        let committed: Vec<_> = if cancelled || self.journal.is_none() {
            Vec::new()
        } else {
            calls
                .iter()
                .zip(&outcomes)
                .filter_map(|(c, o)| o.as_ref().map(|(out, took)| journal::recorded(&c.id, out, *took)))
                .collect()
        };
        let results = self.record(calls, outcomes);
        if let (Some(j), false) = (self.journal, cancelled) {
            j.commit_tool_round(committed);
        }
        (!cancelled).then_some(results)
    }

    /// Records finished (and cancelled) calls, emits their cards in call order,
    /// and feeds the grounding evidence.
    fn record(&mut self, calls: &[ToolCallRequest], outcomes: Vec<Option<(ToolOutcome, Duration)>>) -> Vec<ToolResult> {
        let mut results = Vec::with_capacity(calls.len());
        for (c, outcome) in calls.iter().zip(outcomes) {
            let (out, took) = outcome.unwrap_or_else(|| {
                (
                    ToolOutcome { output: "Error: cancelled".into(), is_error: true, ..Default::default() },
                    Duration::ZERO,
                )
            });
            let input: Value = serde_json::from_str(&c.input_json).unwrap_or(Value::Null);
            // A successful call with a result becomes `rK`; the model sees its
            // summary with the values it can cite.
            let content = if out.is_error || out.result.is_none() {
                self.evidence.add_input_json(&input, None);
                out.output.clone()
            } else {
                let view =
                    ResultView::build(self.views.len() + 1, &c.id, &c.name, &input, out.result.as_ref(), &out.output);
                self.evidence.add_view(&view, &input);
                let text = view.model_text();
                self.views.push(view);
                text
            };
            if let Some(block) = &out.block {
                let index = self.blocks.len() as u32;
                if let Some(v) = self.views.last_mut().filter(|v| v.call_id == c.id) {
                    v.block = Some(index);
                }
                let b = DataBlock { index, call_id: c.id.clone(), json: block.to_string() };
                self.events.send(Payload::DataBlock(b.clone()));
                self.blocks.push(b);
                if !self.answer.is_empty() && !self.answer.ends_with("\n\n") {
                    self.answer.push_str("\n\n");
                }
                self.answer.push_str(&format!("{{{{data:{index}}}}}\n\n"));
            }
            let outcome = if out.is_error { "error" } else { "ok" };
            metrics::TOOL_CALLS.with_label_values(&[c.name.as_str(), outcome]).inc();
            self.tool_calls.push(ToolCall {
                call_id: c.id.clone(),
                tool_name: c.name.clone(),
                input_json: c.input_json.clone(),
                output: content.clone(),
                error: error_text(&out),
                duration_ms: took.as_millis() as u64,
            });
            results.push(ToolResult { call_id: c.id.clone(), content, is_error: out.is_error });
        }
        results
    }
}

fn error_text(out: &ToolOutcome) -> String {
    if out.is_error { out.output.strip_prefix("Error: ").unwrap_or(&out.output).to_string() } else { String::new() }
}
