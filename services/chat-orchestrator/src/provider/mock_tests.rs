use super::*;
use crate::provider::ToolResult;

fn req(messages: Vec<Message>, choice: ToolChoice) -> ModelRequest {
    ModelRequest { system: "s".into(), tools: Arc::new(vec![]), messages, tool_choice: choice, max_tokens: 10 }
}

fn text_of(events: &[ProviderEvent]) -> String {
    events.iter().filter_map(|e| if let ProviderEvent::TextDelta(t) = e { Some(t.as_str()) } else { None }).collect()
}

#[test]
fn builtin_script_is_valid_and_has_a_fallback() {
    let s = Script::builtin();
    s.validate().unwrap();
    assert!(s.rules.last().unwrap().any.is_empty());
}

#[test]
fn plays_rounds_and_quotes_results() {
    let s = Script::builtin();
    let r0 = plan(&s, &req(vec![Message::User("What was the average range?".into())], ToolChoice::Auto));
    let call = r0.iter().find_map(|e| if let ProviderEvent::ToolCall(c) = e { Some(c.clone()) } else { None }).unwrap();
    assert_eq!(call.name, "run_query");
    let msgs = vec![
        Message::User("What was the average range?".into()),
        Message::Assistant { text: String::new(), tool_calls: vec![call.clone()] },
        Message::ToolResults(vec![ToolResult {
            call_id: call.id,
            content: "Result: 245.3127 (from 20 rows)".into(),
            is_error: false,
        }]),
    ];
    let r1 = plan(&s, &req(msgs, ToolChoice::Auto));
    assert!(text_of(&r1).contains("was {{r1.value|1}} points"), "{}", text_of(&r1));
    assert!(matches!(r1.last(), Some(ProviderEvent::Finished { stop_reason }) if stop_reason == "end_turn"));
}

#[test]
fn placeholders() {
    let v = TurnView {
        user: "q",
        results: vec!["Backtest: 42 trades | Win Rate 57.1% | Total -12.5 pts", "x=1"],
        rounds_done: 0,
        rewrite: false,
    };
    assert_eq!(render("{{after.0.Win Rate}}% {{num.0.0}} {{num.-1.0}}", &v), "57.1% 42 1");
    assert_eq!(render("{{after.0.Total}} {{data:0}} {{num.5.0}} {{user}}", &v), "-12.5 {{data:0}} n/a q");
    assert_eq!(render("open {{ end", &v), "open {{ end");
}

#[test]
fn tool_choice_none_answers_without_calls() {
    let s = Script::builtin();
    let out = plan(&s, &req(vec![Message::User("backtest it".into())], ToolChoice::None));
    assert!(!out.iter().any(|e| matches!(e, ProviderEvent::ToolCall(_))));
}

#[test]
fn rewrite_request_uses_rewrite_template() {
    let mut s = Script::builtin();
    s.rules[2].rewrite = Some("Rewritten: {{num.0.0}}".into());
    let msgs = vec![
        Message::User("range?".into()),
        Message::Assistant { text: "x".into(), tool_calls: vec![] },
        Message::User(format!("{} fix 99", feedback::PREFIX)),
    ];
    let out = plan(&s, &req(msgs, ToolChoice::Auto));
    assert_eq!(text_of(&out), "Rewritten: n/a");
}

#[test]
fn follow_replaces_cited_numbers_and_drops_sentences_of_the_rest() {
    let answer = "Wednesday led at 278.7 points. Its busiest hour added 61.5 points. Monday was 269.4.";
    let request = format!(
        "{} Some numbers…:\n- \"278.7\" (wrong_row): … → use {{{{r1.Tuesday.mean_range}}}}\n- \"61.5\" (unsupported): … → remove it\nRewrite…",
        feedback::PREFIX
    );
    assert_eq!(follow(answer, &request), "Wednesday led at {{r1.Tuesday.mean_range}} points. Monday was 269.4.");
    assert_eq!(
        follow("- Mon: 1.5\n- Tue: 2.5\n- Wed: 3.5", &request.replace("61.5", "2.5")),
        "- Mon: 1.5\n\n- Wed: 3.5"
    );
    assert_eq!(follow("nothing to do", "no instructions"), "nothing to do");
}

#[test]
fn follow_feedback_rule_rewrites_the_previous_answer() {
    let mut s = Script::builtin();
    s.rules[2].follow_feedback = true;
    let msgs = vec![
        Message::User("range?".into()),
        Message::Assistant { text: "The range was 99.5 points. It is calm.".into(), tool_calls: vec![] },
        Message::User(format!("{} x\n- \"99.5\" (unsupported): no → use {{{{r1.value|1}}}}\n", feedback::PREFIX)),
    ];
    let out = plan(&s, &req(msgs, ToolChoice::Auto));
    assert_eq!(text_of(&out), "The range was {{r1.value|1}} points. It is calm.");
}

#[test]
fn loads_json_and_toml_and_rejects_bad_scripts() {
    let dir = tempfile::tempdir().unwrap();
    let j = dir.path().join("s.json");
    std::fs::write(&j, r#"{"rules":[{"any":["x"],"rounds":[{"text":"hi"}]}]}"#).unwrap();
    assert_eq!(Script::load(&j).unwrap().rules.len(), 1);
    let t = dir.path().join("s.toml");
    std::fs::write(&t, "latency_ms = 5\n[[rules]]\nname = \"a\"\n[[rules.rounds]]\ntext = \"hi\"\n").unwrap();
    assert_eq!(Script::load(&t).unwrap().latency_ms, 5);
    std::fs::write(&j, r#"{"rules":[{"rounds":[]}]}"#).unwrap();
    assert!(Script::load(&j).unwrap_err().to_string().contains("has no rounds"));
    std::fs::write(&j, r#"{"bogus": 1}"#).unwrap();
    assert!(matches!(Script::load(&j), Err(ScriptError::Invalid { .. })));
    assert!(matches!(Script::load(&dir.path().join("missing.json")), Err(ScriptError::Read { .. })));
}
