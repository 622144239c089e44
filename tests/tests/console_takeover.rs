//! The console through a turn taken over by another orchestrator (issue 14):
//! real NATS, Postgres, query-engine, two real `chat-orchestrator` replicas
//! with durable turns and short leases, the gateway serving the console, and
//! a real headless Chromium. The orchestrator running the turn is killed
//! (SIGKILL) while the answer's second model round streams; the survivor
//! takes the turn over and announces `superseded`, voiding the text streamed
//! after the last checkpoint, then streams that round again.
//!
//! The page must drop the voided text at once (it shows exactly the text and
//! card that stand, as `barb_common::transcript` folds them), never show
//! text twice, and end with what is stored. Every state the page rendered is
//! recorded in the page by a MutationObserver; the event stream is read
//! independently over SSE to know what was voided.

mod console_support;
mod durable_support;

// console_support reaches the gateway helpers as `crate::gateway_support`.
use durable_support::gateway as gateway_support;

use console_support::{Chromium, Tab};
use durable_support::{Cluster, Publisher, Sse, WAIT, client_text, stored_answer, token};
use serde_json::Value;

const LAST: &str = "[...document.querySelectorAll('.msg.assistant')].at(-1)";

/// Records every state of the last assistant message: its state, takeovers
/// seen, text segments (joined by `|`), cards and tool cards.
const RECORDER: &str = "(() => { window.__snaps = [];
  const take = () => { const m = [...document.querySelectorAll('.msg.assistant')].at(-1); if (!m) return;
    const s = { state: m.dataset.state, sup: m.dataset.superseded || '0',
      md: [...m.querySelectorAll('.answer .md')].map((e) => e.textContent.trim()).join('|'),
      cards: m.querySelectorAll('.answer .card').length, tools: m.querySelectorAll('details.tool').length };
    const last = window.__snaps.at(-1);
    if (!last || JSON.stringify(last) !== JSON.stringify(s)) window.__snaps.push(s); };
  new MutationObserver(take).observe(document.querySelector('.messages'), { subtree: true, childList: true, characterData: true, attributes: true });
  return true; })()";

async fn sign_in(tab: &Tab, credential: &str) -> anyhow::Result<()> {
    tab.wait("document.querySelector('#token')", "the sign-in form").await?;
    tab.type_into("#token", credential).await?;
    tab.click("#signin").await?;
    tab.wait("document.querySelector('#new-conversation')", "the app after sign-in").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_drops_voided_text_when_a_turn_is_taken_over() -> anyhow::Result<()> {
    let mut c = Cluster::start(2, &[]).await?;
    c.add_gateway(0, &[]).await?;
    let user = "erin";
    let jwt = token(user);
    let api = c.api(0, user);
    let chrome = Chromium::launch().await?;
    let tab = chrome.open(&c.gateways[0].url("/")).await?;
    sign_in(&tab, &jwt).await?;
    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;
    let conv: String = tab.eval("location.hash.split('/')[2]").await?;
    let _: bool = tab.eval(RECORDER).await?;

    tab.type_into("#prompt", "Tell me about the recent days").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(&format!("{LAST}?.dataset.turnId"), "the turn").await?;
    let turn: String = tab.eval(&format!("{LAST}.dataset.turnId")).await?;
    // The test's own reader of the same events, from the turn's first one.
    let url = format!("{}/v1/conversations/{conv}/events", c.gateways[0].base);
    let mut sse = Sse::connect(&url, &jwt, Some(&format!("{turn}:0"))).await?;

    // Mid text of the second model round: after the card, with text after it.
    tab.wait(
        &format!(
            "{LAST}.dataset.state === 'streaming' && {LAST}.querySelector('.answer .card') && \
             [...{LAST}.querySelectorAll('.answer .md')].length === 2 && \
             [...{LAST}.querySelectorAll('.answer .md')][1].textContent.trim().length > 20"
        ),
        "the second round streaming",
    )
    .await?;
    c.orchestrators[0].process.signal("KILL")?;
    tab.wait(&format!("{LAST}.dataset.state !== 'streaming'"), "the answer after the takeover").await?;
    let events = sse.until_terminal(WAIT).await?;

    // What the stream says happened: a takeover that voided streamed text.
    let sup = events.iter().find(|e| e.event == "superseded").expect("the turn was taken over");
    assert_eq!(sup.data["reason"], "owner_lost", "{:?}", sup.data);
    let after = sup.data["after_seq"].as_u64().unwrap();
    let voided: String = events
        .iter()
        .filter(|e| e.event == "text_delta" && e.seq() > after && e.seq() < sup.seq())
        .map(|e| e.data["delta"].as_str().unwrap_or(""))
        .collect();
    // The page showed more than 20 characters of it before the kill.
    assert!(voided.trim().len() > 20, "text was streamed after the checkpoint and voided: {voided:?}");
    let done = events.last().unwrap();
    assert_eq!(done.event, "done", "{:?}", done.data);
    let standing = sup.data["text"].as_str().unwrap().trim().to_string();

    // What the page showed, state by state.
    let snaps: Vec<Value> = tab.eval("window.__snaps").await?;
    let last = snaps.last().expect("states recorded");
    assert_eq!((last["state"].as_str(), last["sup"].as_str()), (Some("complete"), Some("1")), "{last}");
    let shown = last["md"].as_str().unwrap().to_string();
    // The final answer's text segments: the parts between its card markers.
    let answer = done.data["answer"].as_str().unwrap();
    let parts: Vec<&str> = answer
        .split("{{data:")
        .enumerate()
        .map(|(i, p)| if i == 0 { p } else { p.split_once("}}").map_or(p, |(_, rest)| rest) })
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    assert_eq!(shown, parts.join("|"), "the page ends with the answer's text");
    let squeeze = |t: &str| t.chars().filter(|c| !c.is_whitespace() && *c != '|').collect::<String>();
    assert_eq!(
        squeeze(&shown),
        squeeze(&client_text(&events)),
        "the text a client following the contract shows (whitespace aside)"
    );
    for s in &snaps {
        let md = s["md"].as_str().unwrap();
        assert!(shown.starts_with(md), "the page never showed text the answer does not have: {md:?} (final {shown:?})");
        assert!(s["cards"].as_u64() <= Some(1) && s["tools"].as_u64() <= Some(1), "no card or tool call twice: {s}");
    }
    assert!(
        snaps.iter().any(|s| s["sup"] == "0" && s["md"].as_str().unwrap().contains(voided.trim())),
        "the page showed the text that was later voided: {snaps:?}"
    );
    assert!(
        snaps.iter().any(|s| s["sup"] == "1" && s["md"] == standing.as_str() && s["cards"] == 1),
        "after `superseded` the page showed exactly what stands ({standing:?} and the card): {snaps:?}"
    );

    // Stored: what the page shows, and the same after a reload.
    let stored = stored_answer(&api, &conv, &turn).await?;
    assert_eq!(stored["status"], "complete");
    assert_eq!(stored["content"], done.data["answer"]);
    let live: String = tab.eval(&format!("{LAST}.querySelector('.answer').innerText")).await?;
    tab.reload().await?;
    tab.wait(&format!("{LAST}?.dataset.state === 'complete'"), "the stored answer").await?;
    let reloaded: String = tab.eval(&format!("{LAST}.querySelector('.answer').innerText")).await?;
    assert_eq!(reloaded, live, "the stored answer renders as the live one ended");
    let tools: u64 = tab.eval(&format!("{LAST}.querySelectorAll('details.tool').length")).await?;
    assert_eq!(tools as usize, stored["tool_calls"].as_array().unwrap().len());
    // The stream as stored in JetStream holds the takeover the page went through.
    let stored_events = Publisher::connect(&c.nats.url).await?.stored(&conv).await?;
    assert_eq!(stored_events.len(), events.len());

    tab.screenshot("chat-after-takeover-light-desktop").await?;
    tab.assert_clean().await?;
    chrome.close().await?;
    Ok(())
}
