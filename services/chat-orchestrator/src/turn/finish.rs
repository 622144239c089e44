//! How a turn ends: the grounding check of the answer and its rewrite round,
//! the conversation summary, and the `done` or `error` event with usage.

use barb_common::proto::chat::v1::{Error as ErrorEvent, GroundingIssue, NumberBinding};

use super::*;
use crate::grounding::{Issue, IssueKind};

impl Turn<'_> {
    /// Checks the typed numbers of the answer; references that named no value fail too.
    pub(super) fn check(&self) -> grounding::Report {
        let bound: Vec<grounding::Cited> = self.bindings.iter().map(grounding::Cited::from).collect();
        let mut report = grounding::check(&self.answer, &bound, &self.evidence, &self.engine.settings.grounding);
        for (span, reference, why) in &self.unresolved {
            report.issues.push(Issue {
                text: format!("{{{{{reference}}}}}"),
                span: *span,
                kind: IssueKind::UnresolvedReference,
                message: why.clone(),
                suggestion: None,
                expected: None,
                hint: None,
            });
        }
        report.issues.sort_by_key(|i| i.span.0);
        report
    }

    /// Starts the rewrite: the answer text is replaced (the cards stay, their
    /// markers first); clients get `reset` with the next text.
    pub(super) fn begin_rewrite(&mut self) {
        self.answer = self.blocks.iter().map(|b| format!("{{{{data:{}}}}}\n\n", b.index)).collect();
        self.bindings.clear();
        self.unresolved.clear();
        self.reset_pending = true;
    }

    /// Folds the conversation's older part into a stored summary when the
    /// history is over budget ([`crate::summary`]). Its tokens count towards
    /// this turn's usage; a failure or a cancel only skips the summary.
    pub(super) async fn summarise(&mut self, input: &TurnInput, settings: &LoopSettings) {
        let Some(older) = summary::due(
            &settings.summary,
            &input.history,
            &input.context_summary,
            &input.message,
            &self.answer,
            settings.history.window,
        ) else {
            return;
        };
        let call = summary::summarise(&*self.engine.provider, &settings.summary, &input.context_summary, older);
        let outcome = tokio::select! {
            biased;
            _ = self.cancel.cancelled() => "cancelled",
            r = call => match r {
                Ok((context, usage)) => {
                    self.usage.add(&usage);
                    self.rounds += 1;
                    self.context = Some(context);
                    "ok"
                }
                Err(e) => {
                    tracing::warn!(error = %e, "no conversation summary this turn");
                    "failed"
                }
            },
        };
        metrics::SUMMARIES.with_label_values(&[outcome]).inc();
    }

    pub(super) fn usage(&self) -> Usage {
        let u = &self.usage;
        Usage {
            input_tokens: u.input_tokens,
            output_tokens: u.output_tokens,
            cache_read_tokens: u.cache_read_tokens,
            cache_write_tokens: u.cache_write_tokens,
            cost_usd: self.engine.prices.cost(self.engine.provider.model(), u),
            rounds: self.rounds,
        }
    }

    pub(super) fn done(&mut self, cancelled: bool, rewritten: bool) -> Payload {
        self.done_checked(cancelled, rewritten, None)
    }

    /// [`Self::done`] with the answer's grounding report when the caller has
    /// just made it (the check is the costliest CPU step of a turn's end).
    pub(super) fn done_checked(
        &mut self,
        cancelled: bool,
        rewritten: bool,
        report: Option<grounding::Report>,
    ) -> Payload {
        if cancelled && self.cancel.reason() == Some(CancelReason::Shutdown) {
            return Payload::Error(ErrorEvent {
                code: "shutdown".into(),
                message: "the orchestrator shut down during this turn; send the message again".into(),
                partial_answer: self.answer.trim().to_string(),
                usage: Some(self.usage()),
                retryable: true,
            });
        }
        if std::mem::take(&mut self.reset_pending) {
            self.shown.clear();
            self.events.text("", true);
        }
        let report = report.unwrap_or_else(|| self.check());
        if !cancelled {
            for i in &report.issues {
                metrics::GROUNDING_ISSUES.with_label_values(&[i.kind.as_str()]).inc();
            }
            metrics::ANSWER_NUMBERS.with_label_values(&["bound"]).inc_by(report.bound as u64);
            metrics::ANSWER_NUMBERS.with_label_values(&["typed"]).inc_by(report.checked as u64);
        }
        // The answer is sent trimmed; bindings keep pointing at their numbers.
        let lead = self.answer.len() - self.answer.trim_start().len();
        let answer = self.answer.trim().to_string();
        let bindings = self.bindings.iter().map(|b| binding_proto(b, lead)).collect();
        Payload::Done(Done {
            answer,
            tool_calls: std::mem::take(&mut self.tool_calls),
            data_blocks: std::mem::take(&mut self.blocks),
            usage: Some(self.usage()),
            grounding: Some(Grounding {
                grounded: report.grounded(),
                unsupported: report.unsupported(),
                rewritten,
                issues: report.issues.iter().map(issue_proto).collect(),
                checked: report.checked as u32,
                bound: report.bound as u32,
            }),
            cancelled,
            bindings,
            context: self.context.take(),
        })
    }

    pub(super) fn error(&mut self, e: ProviderError, attempts: u32) -> Payload {
        tracing::warn!(code = e.code(), error = %e, attempts, "turn failed");
        let retryable = !matches!(
            e,
            ProviderError::Auth { .. } | ProviderError::BadRequest { .. } | ProviderError::Protocol { .. }
        );
        Payload::Error(ErrorEvent {
            code: e.code().to_string(),
            message: if attempts > 1 { format!("{e} (the round was tried {attempts} times)") } else { e.to_string() },
            partial_answer: self.answer.trim().to_string(),
            usage: Some(self.usage()),
            retryable,
        })
    }
}

fn binding_proto(b: &Binding, lead: usize) -> NumberBinding {
    NumberBinding {
        start: (b.start - lead) as u32,
        end: (b.end - lead) as u32,
        text: b.text.clone(),
        reference: b.reference.clone(),
        call_id: b.call_id.clone(),
        result: b.result as u32,
        data_block: b.block,
        row: b.row.clone(),
        row_index: b.row_index.map(|i| i as u32),
        column: b.column.clone(),
        value: b.value,
    }
}

fn issue_proto(i: &Issue) -> GroundingIssue {
    GroundingIssue {
        text: i.text.clone(),
        kind: i.kind.as_str().to_string(),
        message: i.message.clone(),
        suggestion: i.suggestion.clone().unwrap_or_default(),
        hint: i.hint.clone().unwrap_or_default(),
    }
}
