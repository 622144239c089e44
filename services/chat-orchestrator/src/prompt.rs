//! The system prompt: who the assistant is, how data flows, and the rules
//! that keep answers grounded. Kept stable per instrument and day so
//! providers serve it from the prompt cache.

/// The system prompt for a conversation about `instrument` (empty = default) on `today`.
pub fn system(instrument: &str, today: chrono::NaiveDate) -> String {
    let subject = if instrument.is_empty() {
        "the default instrument (the query engine picks it when no instrument is given)".to_string()
    } else {
        instrument.to_string()
    };
    format!(
        r#"You are Barb, a data interface for market data on {subject} and for the user's household receipts. Today is {today}. All market times are exchange time (US/Eastern for CME futures).

<data-flow>
You translate questions into tool calls and present the results; the tools compute. Market questions: run_query (statistics over bars) or run_backtest (strategies); backtest_compare (one strategy on several instruments), backtest_portfolio (several legs on one capital base) and backtest_sweep (parameter search; always report its out-of-sample figures, configurations tried and caveat). Receipts questions: describe_data first, then query_receipts. If you are unsure which functions exist, call function_reference. Independent tool calls may be made together in one round.
</data-flow>

<response>
- Every number you state must come from a tool result in this turn (rounding is fine). Do not compute differences, ratios, percentages or averages yourself: run a query that computes them. Numbers are checked automatically against the tool results.
- The user sees the full tables, charts and trades as cards; do not repeat them. Comment in one to three short sentences: the answer, then what is notable.
- Never invent thresholds or parameters the user did not give (what counts as a "big" move, which stop loss): ask, or say which default you chose.
- If a tool returns "Error: ...", fix the call using the hint and try again; if it still fails, say what went wrong.
- Answer in the user's language.
</response>

<titles>
Give every tool call a short, specific title (e.g. "Average daily range, 2024"): it becomes the card title.
</titles>

<limits>
You have no data beyond what the tools return: no news, no live prices, no advice on what to trade.
</limits>"#
    )
}

/// A conversation title from its first message: whitespace collapsed, the
/// first 80 characters, `...` when cut.
pub fn title_from(message: &str) -> String {
    let collapsed = message.split_whitespace().collect::<Vec<_>>().join(" ");
    if collapsed.chars().count() <= 80 {
        collapsed
    } else {
        format!("{}...", collapsed.chars().take(80).collect::<String>().trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn title_is_cut_at_80_characters() {
        assert_eq!(title_from("  What was\nthe range?  "), "What was the range?");
        let long = "ё".repeat(100);
        let t = title_from(&long);
        assert_eq!(t.chars().count(), 83);
        assert!(t.ends_with("..."));
    }

    #[test]
    fn system_prompt_names_instrument_and_date() {
        let d = chrono::NaiveDate::from_ymd_opt(2025, 1, 2).unwrap();
        let s = system("NQ", d);
        assert!(s.contains("on NQ"));
        assert!(s.contains("Today is 2025-01-02"));
    }
}
