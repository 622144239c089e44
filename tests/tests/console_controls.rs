//! Console controls in a real headless Chromium against a real stack (NATS,
//! Postgres, query-engine on generated NQ and ES bars, the chat-orchestrator
//! with a scripted mock model, the gateway): Escape stops a running answer
//! on the server, the system theme follows the operating system's colour
//! scheme live, and a conversation started on the instrument not picked by
//! default asks its questions about that instrument (its cards hold that
//! instrument's bars, checked against the gateway's bars endpoint).

mod console_support;
mod gateway_support;

use console_support::{Chromium, Stack, StackOptions, Tab};
use gateway_support::{Api, token};
use serde_json::Value;

const SCRIPT: &str = r#"{
  "latency_ms": 50,
  "tokens_per_second": 20,
  "chars_per_token": 4,
  "rules": [
    {"name": "story", "any": ["story"], "rounds": [{"text": "Once upon a time a trader watched the market open quietly. The morning drifted higher while volume faded, and by lunch the tape had gone still. In the afternoon a burst of selling came out of nowhere and took out the morning lows."}]},
    {"name": "bars", "any": ["bars"], "rounds": [
      {"text": "Here are the bars.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_10"}, "title": "Last 10 daily bars"}}
      ]},
      {"text": "Done."}
    ]}
  ]
}"#;

const LAST: &str = "[...document.querySelectorAll('.msg.assistant')].at(-1)";

async fn sign_in(tab: &Tab, credential: &str) -> anyhow::Result<()> {
    tab.wait("document.querySelector('#token')", "the sign-in form").await?;
    tab.type_into("#token", credential).await?;
    tab.click("#signin").await?;
    tab.wait("document.querySelector('#new-conversation')", "the app after sign-in").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_escape_stops_system_theme_follows_and_instrument_is_chosen() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions { es: true, ..StackOptions::new(SCRIPT) }).await?;
    let jwt = token("dave");
    let api = Api::new(&stack.gateway.base, &jwt);
    let chrome = Chromium::launch().await?;
    let tab = chrome.open(&stack.gateway.url("/")).await?;

    // System theme: with no choice stored the page follows the OS, live.
    tab.color_scheme("dark").await?;
    sign_in(&tab, &jwt).await?;
    let (choice, theme): (String, String) =
        tab.eval("[document.querySelector('#theme').value, document.documentElement.dataset.theme]").await?;
    assert_eq!((choice.as_str(), theme.as_str()), ("system", "dark"));
    tab.color_scheme("light").await?;
    tab.wait("document.documentElement.dataset.theme === 'light'", "the page following the OS to light").await?;
    let bg: String = tab.eval("getComputedStyle(document.body).backgroundColor").await?;
    assert_eq!(bg, "rgb(246, 247, 249)", "the light palette applies");
    tab.color_scheme("dark").await?;
    tab.wait("document.documentElement.dataset.theme === 'dark'", "the page following the OS back to dark").await?;
    // An explicit choice wins over the OS, and survives a reload; "System theme" follows it again.
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'light'; s.dispatchEvent(new Event('change')); })()").await?;
    tab.reload().await?;
    tab.wait(
        "document.querySelector('#theme')?.value === 'light' && document.querySelector('#new-conversation')",
        "the app with the stored choice after a reload",
    )
    .await?;
    let theme: String = tab.eval("document.documentElement.dataset.theme").await?;
    assert_eq!(theme, "light", "the choice wins over a dark OS");
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'system'; s.dispatchEvent(new Event('change')); })()").await?;
    tab.wait("document.documentElement.dataset.theme === 'dark'", "system theme again").await?;

    // The instrument picker: every instrument with data, and a non-default one chosen.
    let options: Vec<String> =
        tab.eval("[...document.querySelectorAll('#new-instrument option')].map((o) => o.value)").await?;
    let mut sorted = options.clone();
    sorted.sort();
    assert_eq!(sorted, ["ES", "NQ"], "the instruments with data");
    let default: String = tab.eval("document.querySelector('#new-instrument').value").await?;
    // The one not selected by default.
    let (pick, other) = if default == "ES" { ("NQ", "ES") } else { ("ES", "NQ") };
    tab.eval::<Value>(&format!("(() => {{ const s = document.querySelector('#new-instrument'); s.value = '{pick}'; s.dispatchEvent(new Event('change')); }})()")).await?;
    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;
    let conv: String = tab.eval("location.hash.split('/')[2]").await?;
    let (_, stored_conv) = api.get(&format!("/v1/conversations/{conv}")).await?;
    assert_eq!(stored_conv["instrument"], pick);
    let (badge, placeholder, listed): (String, String, String) = tab
        .eval("[document.querySelector('.chat-meta .badge').textContent, document.querySelector('#prompt').placeholder, document.querySelector('.conv[aria-current=page] .conv-meta').textContent]")
        .await?;
    assert_eq!(badge, pick);
    assert!(placeholder.starts_with(&format!("Ask about {pick}")), "{placeholder}");
    assert_eq!(listed, pick);
    tab.type_into("#prompt", "Show the daily bars").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(&format!("{LAST}?.dataset.state === 'complete'"), "the answer").await?;
    let stored = api.wait_messages(&conv, "the answer", |m| m.len() == 2).await?;
    let table = stored[1]["data"][0]["table"].as_array().expect("the bars card").clone();
    let (_, bars) = api.get(&format!("/v1/instruments/{pick}/bars?timeframe=daily&limit=10")).await?;
    let bars = bars["bars"].as_array().unwrap();
    let closes =
        |rows: &[Value], date: &str| rows.iter().map(|r| (r[date].clone(), r["close"].clone())).collect::<Vec<_>>();
    assert_eq!(closes(&table, "date"), closes(bars, "date"), "the card holds {pick}'s last 10 daily bars");
    let (_, theirs) = api.get(&format!("/v1/instruments/{other}/bars?timeframe=daily&limit=1")).await?;
    assert_ne!(
        theirs["bars"][0]["close"],
        bars.last().unwrap()["close"],
        "the instruments differ, so the check can fail"
    );
    let first_close: String = tab
        .eval(&format!("{LAST}.querySelector('.card .data-table tbody tr td[data-column=close]').textContent"))
        .await?;
    let expected = table[0]["close"].as_f64().unwrap();
    assert!((first_close.replace(',', "").parse::<f64>()? - expected).abs() < 0.006, "{first_close} vs {expected}");
    let subtitle: String = tab.eval(&format!("{LAST}.querySelector('.card .card-sub').textContent")).await?;
    assert_eq!(subtitle, pick);

    // Escape stops a running answer: the turn is cancelled on the server.
    tab.type_into("#prompt", "Tell me a story").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(
        &format!("{LAST}?.dataset.state === 'streaming' && {LAST}.querySelector('.answer').innerText.length > 20"),
        "the story streaming",
    )
    .await?;
    let focused: String = tab.eval("document.activeElement.id").await?;
    assert_eq!(focused, "prompt", "the prompt keeps the focus while the answer streams");
    tab.key("Escape").await?;
    tab.wait(&format!("{LAST}.dataset.state === 'cancelled'"), "the stopped answer").await?;
    let shown: String = tab.eval(&format!("{LAST}.querySelector('.answer').innerText.trim()")).await?;
    let stored = api.wait_messages(&conv, "the cancelled story", |m| m.len() == 4).await?;
    assert_eq!(stored[3]["status"], "cancelled", "Escape cancelled the turn on the server");
    assert_eq!(stored[3]["content"].as_str().unwrap(), shown);
    let send_back: bool =
        tab.eval("!document.querySelector('#send').hidden && document.querySelector('#stop').hidden").await?;
    assert!(send_back, "Send is back once the answer stopped");
    tab.screenshot("chat-stopped-escape-dark-desktop").await?;

    tab.assert_clean().await?;
    chrome.close().await?;
    Ok(())
}
