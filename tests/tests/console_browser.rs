//! The web console in a real headless Chromium against a real stack (NATS,
//! Postgres, query-engine and backtest on generated bars, receipts-query on
//! seeded receipts, the chat-orchestrator with a scripted mock model calling
//! the real tools, the gateway serving the console).
//!
//! Screenshots (light/dark, desktop/375 px) and measurements (page weight,
//! time to first streamed token) are written to
//! `$CARGO_TARGET_DIR/console-screenshots/`.
//!
//! Why one file (~670 lines): starting the whole stack and a browser is the
//! expensive part, so each of the two tests starts them once and walks the
//! console through a long scenario (answers, cards, charts, evidence, XSS;
//! then stop, reload, isolation, sessions, instruments); the browser and
//! stack helpers live in `console_support`.

mod console_support;
mod gateway_support;

use std::time::Duration;

use console_support::{Chromium, Stack, StackOptions, Tab, artifacts_dir, js};
use gateway_support::{Api, SERVICE_KEY, SERVICE_USER, WAIT, token};
use serde_json::{Value, json};

/// Fast answers with real tool calls: an overview turn with four cards, a
/// receipts turn, and a turn whose answer carries XSS payloads.
const CHAT_SCRIPT: &str = r#"{
  "latency_ms": 20,
  "tokens_per_second": 400,
  "chars_per_token": 4,
  "rules": [
    {"name": "overview", "any": ["overview"], "rounds": [
      {"text": "Let me look at the market.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average daily range, last 20 days"}},
        {"name": "run_query", "input": {"query": {"from": "daily", "map": {"wd": "dayofweek()", "ch": "close - open"}, "group_by": "wd", "select": "mean(ch)"}, "title": "Mean change by weekday <img src=x onerror=\"document.body.dataset.xss='title'\">"}},
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20", "map": {"change": "close - open"}}, "title": "Last 20 daily bars"}},
        {"name": "run_backtest", "input": {"strategy": {"entry": "close > open", "direction": "long", "exit_bars": 2}, "from": "daily", "title": "Long after a green day, 2-day exit"}}
      ]},
      {"text": "The average daily range over the last 20 trading days was {{after.0.Result:}} points."}
    ]},
    {"name": "receipts", "any": ["receipts"], "rounds": [
      {"text": "Let me look.", "tool_calls": [{"name": "query_receipts", "input": {"query": {"table": "receipts", "limit": 10}, "title": "Latest receipts"}}]},
      {"text": "Here are your latest receipts."}
    ]},
    {"name": "xss", "any": ["xss"], "rounds": [
      {"text": "Here is **bold** text.\n\n<img src=x onerror=\"document.body.dataset.xss='img'\">\n\n<script>document.body.dataset.xss='script'</script>\n\n[click me](javascript:document.body.dataset.xss='link')\n\n<a href=\"javascript:document.body.dataset.xss='anchor'\">anchor</a>\n\n<iframe src=\"javascript:document.body.dataset.xss='iframe'\"></iframe>\n\n<svg><script>document.body.dataset.xss='svg'</script></svg>\n\n<p style=\"color:red\" onclick=\"document.body.dataset.xss='p'\">styled</p>\n\nDone."}
    ]}
  ]
}"#;

/// A slow story (about 150 tokens at 25/s = 6 s), to stop and to reload mid-turn.
const SLOW_SCRIPT: &str = r#"{
  "latency_ms": 50,
  "tokens_per_second": 25,
  "chars_per_token": 4,
  "rules": [{"name": "story", "any": ["story"], "rounds": [{"text": "Once upon a time a trader watched the market open quietly. The morning drifted higher while volume faded, and by lunch the tape had gone still. In the afternoon a burst of selling came out of nowhere, took out the morning lows, and then reversed just as quickly. The close came in near the middle of the range, calm and unremarkable, as most days are. The trader wrote it all down anyway, because the quiet days teach patience and the loud days teach humility, and both lessons fade fast."}]}]
}"#;

const STORY: &str = "Once upon a time a trader watched the market open quietly. The morning drifted higher while volume faded, and by lunch the tape had gone still. In the afternoon a burst of selling came out of nowhere, took out the morning lows, and then reversed just as quickly. The close came in near the middle of the range, calm and unremarkable, as most days are. The trader wrote it all down anyway, because the quiet days teach patience and the loud days teach humility, and both lessons fade fast.";

const LAST_ASSISTANT: &str = "[...document.querySelectorAll('.msg.assistant')].at(-1)";

/// Bytes of the console's files as the browser fetched them so far (Resource
/// Timing): the document plus every `/assets/` file; `encoded` is the body as
/// sent (gzip), `transfer` adds headers, `decoded` is the unpacked size.
const PAGE_WEIGHT: &str = "(() => { const nav = performance.getEntriesByType('navigation')[0];
   const res = performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/'));
   const sum = (xs, k) => xs.reduce((s, r) => s + r[k], 0);
   const charts = res.filter((r) => r.name.includes('lightweight-charts'));
   const shell = res.filter((r) => !r.name.includes('lightweight-charts'));
   return { files: res.length + 1,
            transfer_all: nav.transferSize + sum(res, 'transferSize'),
            encoded_all: nav.encodedBodySize + sum(res, 'encodedBodySize'),
            decoded_all: nav.decodedBodySize + sum(res, 'decodedBodySize'),
            transfer_without_charts: nav.transferSize + sum(shell, 'transferSize'),
            encoded_charts: sum(charts, 'encodedBodySize') }; })()";

/// Signs in through the form and waits for the app.
async fn sign_in(tab: &Tab, credential: &str) -> anyhow::Result<()> {
    tab.wait("document.querySelector('#token')", "the sign-in form").await?;
    tab.type_into("#token", credential).await?;
    tab.click("#signin").await?;
    tab.wait("document.querySelector('#new-conversation')", "the app after sign-in").await
}

/// Asks `text` with the prompt box and Enter; waits for the answer to end.
async fn ask(tab: &Tab, text: &str) -> anyhow::Result<()> {
    let before: u64 = tab.eval("document.querySelectorAll('.msg.assistant').length").await?;
    tab.type_into("#prompt", text).await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(
        &format!("document.querySelectorAll('.msg.assistant').length > {before} && {LAST_ASSISTANT}.dataset.state !== 'streaming'"),
        "the answer to finish",
    )
    .await?;
    let state: String = tab.eval(&format!("{LAST_ASSISTANT}.dataset.state")).await?;
    anyhow::ensure!(
        state == "complete",
        "answer ended {state}: {}",
        tab.eval::<String>(&format!("{LAST_ASSISTANT}.innerText")).await?
    );
    Ok(())
}

/// True when a canvas inside `selector` has pixels of more than one colour (something was drawn).
fn canvas_drawn(selector: &str) -> String {
    format!(
        "[...document.querySelectorAll({sel} + ' canvas')].some((c) => {{
            if (!c.width || !c.height) return false;
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            for (let i = 4; i < d.length; i += 4 * 7) {{
                if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return true;
            }}
            return false;
        }})",
        sel = js(selector)
    )
}

/// RFC 4180 CSV of row objects, in `columns` order, values as JSON writes them.
fn csv(columns: &[&str], rows: &[Value]) -> String {
    let field = |v: &Value| match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    let quote =
        |s: String| if s.contains([',', '"', '\n', '\r']) { format!("\"{}\"", s.replace('"', "\"\"")) } else { s };
    let mut out = columns.iter().map(|c| quote(c.to_string())).collect::<Vec<_>>().join(",") + "\r\n";
    for r in rows {
        out += &(columns.iter().map(|c| quote(field(&r[*c]))).collect::<Vec<_>>().join(",") + "\r\n");
    }
    out
}

/// An integer with thousands separators, as the page shows it (en-US).
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

async fn wait_file(dir: &std::path::Path, suffix: &str) -> anyhow::Result<String> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            if path.to_string_lossy().ends_with(suffix) {
                return Ok(std::fs::read_to_string(path)?);
            }
        }
        anyhow::ensure!(tokio::time::Instant::now() < deadline, "no download ending in {suffix} in {}", dir.display());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_chat_shows_streamed_answers_with_cards_charts_evidence_and_is_xss_safe() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions { backtest: true, receipts: true, ..StackOptions::new(CHAT_SCRIPT) }).await?;
    let user = stack.receipts_user.clone().expect("receipts seeded");
    let jwt = token(&user);
    let api = Api::new(&stack.gateway.base, &jwt);
    let chrome = Chromium::launch().await?;
    let tab = chrome.open(&stack.gateway.url("/")).await?;
    sign_in(&tab, &jwt).await?;

    let cookies = tab.page.get_cookies().await?;
    let session = cookies.iter().find(|c| c.name == "barb_session").expect("session cookie set");
    assert!(session.http_only, "HttpOnly");
    assert_eq!(format!("{:?}", session.same_site), "Some(Strict)");
    let script_sees: bool = tab.eval("document.cookie.includes('barb_session')").await?;
    assert!(!script_sees, "scripts cannot read the session cookie");

    // First load: what a cold browser fetched to reach the signed-in app. The
    // chart library is not part of it: it loads with the first chart.
    let first_load: Value = tab.eval(PAGE_WEIGHT).await?;
    assert_eq!(first_load["encoded_charts"], 0, "the chart library loads lazily: {first_load}");

    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;

    // Every control has an accessible name; keyboard focus is visible.
    let unlabelled: Vec<String> = tab
        .eval(
            "[...document.querySelectorAll('input, select, textarea, button, a[href]')]
               .filter((e) => e.offsetParent !== null)
               .filter((e) => !((e.labels && e.labels.length) || e.getAttribute('aria-label') || e.textContent.trim()))
               .map((e) => e.outerHTML.slice(0, 80))",
        )
        .await?;
    assert!(unlabelled.is_empty(), "controls without a name: {unlabelled:?}");
    tab.page.find_element("#prompt").await?.focus().await?;
    tab.press("#prompt", "Tab").await?;
    let focus: Value = tab
        .eval("(() => { const e = document.activeElement; return [e.id, e.matches(':focus-visible'), getComputedStyle(e).outlineStyle]; })()")
        .await?;
    assert_eq!(focus, json!(["send", true, "solid"]), "Tab moves to Send and shows where focus is");

    ask(&tab, "Give me an overview").await?;

    let conv: String = tab.eval("location.hash.split('/')[2]").await?;
    let messages = api.wait_messages(&conv, "the stored overview", |m| m.len() == 2).await?;
    let answer = &messages[1];
    let data = answer["data"].as_array().expect("data blocks");
    assert_eq!(data.len(), 4, "{answer}");

    // Cards in answer order, by kind.
    let kinds: Vec<String> = tab
        .eval(&format!("[...{LAST_ASSISTANT}.querySelectorAll('.answer .card')].map((c) => c.dataset.kind)"))
        .await?;
    assert_eq!(kinds, ["query", "query", "query", "backtest"]);
    let card = |i: usize| format!("{LAST_ASSISTANT}.querySelectorAll('.answer .card')[{i}]");

    // Scalar with its evidence: the rows behind the mean, expandable.
    let evidence = data[0]["source_rows"].as_array().expect("evidence rows");
    tab.click(".msg.assistant:last-of-type .card .evidence > summary").await?;
    let shown: Value = tab
        .eval(&format!(
            "(() => {{ const t = {c}.querySelector('.evidence .data-table');
               return {{open: {c}.querySelector('.evidence').open, rows: Number(t.dataset.rows),
                        first: t.querySelector('tbody tr td').textContent, visible: t.getBoundingClientRect().height > 0}}; }})()",
            c = card(0)
        ))
        .await?;
    assert_eq!(shown, json!({"open": true, "rows": evidence.len(), "first": evidence[0]["date"], "visible": true}));
    let number = format!("{:.2}", data[0]["summary"]["value"].as_f64().unwrap());
    let answer_text: String = tab.eval(&format!("{LAST_ASSISTANT}.querySelector('.answer').innerText")).await?;
    let stored_number =
        answer["content"].as_str().unwrap().split("was ").nth(1).unwrap().split(' ').next().unwrap().to_string();
    assert!(answer_text.contains(&stored_number), "{answer_text:?} lacks {stored_number}");
    assert!((stored_number.parse::<f64>()? - number.parse::<f64>()?).abs() < 0.01, "{stored_number} vs {number}");

    // Grouped: bars from the chart hint, one per group; the table sorts; the title is text.
    let groups = data[1]["table"].as_array().unwrap();
    let bars: u64 = tab.eval(&format!("{}.querySelectorAll('svg.bar-chart rect.bar').length", card(1))).await?;
    assert_eq!(bars as usize, groups.len());
    let title: String = tab.eval(&format!("{}.querySelector('.card-title').textContent", card(1))).await?;
    assert!(title.contains("<img src=x"), "the tool's title is shown as text: {title}");
    let imgs: u64 = tab.eval(&format!("{}.querySelectorAll('img').length", card(1))).await?;
    assert_eq!(imgs, 0);
    let value_col = data[1]["chart"]["value"].as_str().unwrap().to_string();
    let lowest =
        groups.iter().min_by(|a, b| a[&value_col].as_f64().partial_cmp(&b[&value_col].as_f64()).unwrap()).unwrap();
    let cat_col = data[1]["chart"]["category"].as_str().unwrap();
    // The sort button of the value column.
    tab.eval::<Value>(&format!(
        "[...{}.querySelectorAll('th button.sort')].find((b) => b.textContent === {}).click()",
        card(1),
        js(&value_col)
    ))
    .await?;
    let sorted: Value = tab
        .eval(&format!(
            "(() => {{ const th = [...{c}.querySelectorAll('th')].find((t) => t.textContent === {v});
               return {{sort: th.getAttribute('aria-sort'), first: {c}.querySelector('tbody tr td').textContent}}; }})()",
            c = card(1),
            v = js(&value_col)
        ))
        .await?;
    assert_eq!(sorted["first"], lowest[cat_col], "ascending sort puts the lowest {value_col} first: {sorted}");
    assert!(sorted["sort"] == "ascending" || sorted["sort"] == "descending", "{sorted}");

    // Copy as CSV and download: exactly the table's rows.
    let columns: Vec<&str> = vec![cat_col, &value_col];
    let expected_csv = csv(&columns, groups);
    tab.eval::<Value>(&format!(
        "[...{}.querySelectorAll('.table-tools button')].find((b) => b.textContent === 'Download CSV').click()",
        card(1)
    ))
    .await?;
    let downloaded = wait_file(chrome.downloads.path(), ".csv").await?;
    assert_eq!(downloaded, expected_csv);
    tab.eval::<Value>(&format!(
        "[...{}.querySelectorAll('.table-tools button')].find((b) => b.textContent === 'Copy CSV').click()",
        card(1)
    ))
    .await?;
    tab.wait(
        &format!("{}.querySelector('.table-status').textContent.startsWith('Copied')", card(1)),
        "the copy to finish",
    )
    .await?;
    let status: String = tab.eval(&format!("{}.querySelector('.table-status').textContent", card(1))).await?;
    assert_eq!(status, format!("Copied {} rows as CSV", groups.len()));

    // OHLC rows: candlesticks drawn on a canvas.
    tab.wait(
        &format!("{}.querySelector('.chart-box[data-chart=candles]')?.dataset.points > 0", card(2)),
        "the candlestick chart",
    )
    .await?;
    tab.wait(&canvas_drawn(".msg.assistant .card-query .chart-box[data-chart=candles]"), "candles on the canvas")
        .await?;
    let rows: u64 = tab.eval(&format!("Number({}.querySelector('.data-table').dataset.rows)", card(2))).await?;
    assert_eq!(rows as usize, data[2]["table"].as_array().unwrap().len());

    // Backtest: metrics, equity + drawdown chart, trades.
    let bt = &data[3];
    let trades_metric: String = tab
        .eval(&format!("[...{}.querySelectorAll('.metric')].find((m) => m.querySelector('dt').textContent === 'Trades').querySelector('dd').textContent", card(3)))
        .await?;
    assert_eq!(trades_metric, bt["metrics"]["total_trades"].to_string());
    tab.wait(&canvas_drawn(".card-backtest .chart-box[data-chart=equity]"), "the equity chart").await?;
    let trade_rows: u64 = tab.eval(&format!("Number({}.querySelector('.data-table').dataset.rows)", card(3))).await?;
    assert_eq!(trade_rows as usize, bt["trades"].as_array().unwrap().len());

    // Tool calls: collapsible, with name, arguments, status and duration.
    let tools: Value = tab
        .eval(&format!("[...{LAST_ASSISTANT}.querySelectorAll('details.tool')].map((t) => [t.querySelector('.tool-name').textContent, t.dataset.status])"))
        .await?;
    assert_eq!(tools, json!([["run_query", "ok"], ["run_query", "ok"], ["run_query", "ok"], ["run_backtest", "ok"]]));
    tab.click(".msg.assistant details.tool > summary").await?;
    let args: String =
        tab.eval(&format!("{LAST_ASSISTANT}.querySelector('details.tool .tool-part pre').textContent")).await?;
    assert!(args.contains("mean(range)"), "{args}");

    // Grounding and usage of the turn; usage of the conversation.
    let foot: String = tab.eval(&format!("{LAST_ASSISTANT}.querySelector('.msg-foot').innerText")).await?;
    assert!(foot.contains("Numbers verified"), "{foot}");
    let usage = &answer["usage"];
    let tokens = format!(
        "{} in · {} out",
        grouped(usage["input_tokens"].as_u64().unwrap()),
        grouped(usage["output_tokens"].as_u64().unwrap())
    );
    assert!(foot.contains(&tokens), "{foot} vs {usage}");
    tab.wait("document.querySelector('.conv-usage').textContent.startsWith('1 answer ·')", "the conversation usage")
        .await?;

    // The title streamed in updates the header and the list.
    let (head, listed): (String, String) = tab
        .eval("[document.querySelector('#chat-title').textContent, document.querySelector('.conv[aria-current=page] .conv-title').textContent]")
        .await?;
    assert_eq!(head, listed);
    assert_ne!(head, "New conversation");

    // Time to first streamed token, as the page measured it.
    let ttft: f64 = tab.eval("performance.getEntriesByName('barb:ttft')[0].duration").await?;

    // Screenshots: light and dark, desktop and narrow, showing the answer's cards.
    tab.eval::<Value>(&format!(
        "(() => {{ document.querySelectorAll('details.tool').forEach((d) => d.open = false);
           {LAST_ASSISTANT}.querySelector('.answer').scrollIntoView({{block: 'start'}}); }})()"
    ))
    .await?;
    let fits: bool = tab.eval("document.scrollingElement.scrollHeight <= innerHeight + 1").await?;
    assert!(fits, "the page itself never scrolls: the message list does");
    let mut shots = vec![tab.screenshot("chat-light-desktop").await?];
    let show = |i: usize| format!("{}.scrollIntoView({{block: 'start'}})", card(i));
    tab.eval::<Value>(&show(1)).await?;
    shots.push(tab.screenshot("chat-light-desktop-bars").await?);
    tab.eval::<Value>(&show(2)).await?;
    shots.push(tab.screenshot("chat-light-desktop-candles").await?);
    tab.eval::<Value>(&show(3)).await?;
    shots.push(tab.screenshot("chat-light-desktop-backtest").await?);
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'dark'; s.dispatchEvent(new Event('change')); })()").await?;
    tab.wait("document.documentElement.dataset.theme === 'dark'", "the dark theme").await?;
    shots.push(tab.screenshot("chat-dark-desktop").await?);
    tab.viewport(Some((375, 812))).await?;
    tab.wait("document.querySelector('.menu').offsetWidth > 0 && document.querySelector('#sidebar').getBoundingClientRect().right <= 0", "the narrow layout, drawer closed").await?;
    let overflow: bool = tab
        .eval("document.documentElement.scrollWidth > innerWidth + 1 || document.scrollingElement.scrollHeight > innerHeight + 1")
        .await?;
    assert!(!overflow, "the page itself scrolls at 375 px");
    shots.push(tab.screenshot("chat-dark-narrow").await?);
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'light'; s.dispatchEvent(new Event('change')); })()").await?;
    tab.wait("document.documentElement.dataset.theme === 'light'", "the light theme").await?;
    shots.push(tab.screenshot("chat-light-narrow").await?);
    tab.click(".menu").await?;
    tab.wait("document.querySelector('#sidebar').getBoundingClientRect().left >= 0", "the conversation drawer open")
        .await?;
    shots.push(tab.screenshot("chat-light-narrow-drawer").await?);
    tab.click(".menu").await?;
    tab.viewport(None).await?;

    // Receipts, asked over two lines (Shift+Enter is a new line, Enter sends). Only
    // the new message renders: the overview's nodes (and drawn charts) stay as they are.
    tab.eval::<Value>(
        "window.__kept = [...document.querySelectorAll('.msg.assistant')[0].querySelectorAll('.answer > *, canvas')]",
    )
    .await?;
    tab.type_into("#prompt", "Show my receipts").await?;
    tab.shift_enter().await?;
    tab.page.find_element("#prompt").await?.type_str("please").await?;
    let before: u64 = tab.eval("document.querySelectorAll('.msg.assistant').length").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(
        &format!("document.querySelectorAll('.msg.assistant').length > {before} && {LAST_ASSISTANT}.dataset.state === 'complete'"),
        "the receipts answer",
    )
    .await?;
    let asked: String = tab.eval("[...document.querySelectorAll('.msg.user')].at(-1).innerText").await?;
    assert_eq!(asked, "Show my receipts\nplease");
    let kept: Value = tab
        .eval(
            "(() => { const now = [...document.querySelectorAll('.msg.assistant')[0].querySelectorAll('.answer > *, canvas')];
               return [now.length === window.__kept.length, now.every((n, i) => n === window.__kept[i])]; })()",
        )
        .await?;
    assert_eq!(kept, json!([true, true]), "the earlier answer was not rebuilt");
    let messages = api.wait_messages(&conv, "the stored receipts answer", |m| m.len() == 4).await?;
    let receipts = &messages[3]["data"][0];
    assert_eq!(receipts["type"], "receipts", "{}", messages[3]);
    let shown_rows: u64 =
        tab.eval(&format!("Number({LAST_ASSISTANT}.querySelector('.card-receipts .data-table').dataset.rows)")).await?;
    assert_eq!(shown_rows as usize, receipts["rows"].as_array().unwrap().len());
    assert!(shown_rows > 0);

    // XSS: payloads in the user's message and in the model's markdown stay inert.
    ask(&tab, "xss <img src=x onerror=\"document.body.dataset.xss='user'\"> <b>bold?</b>").await?;
    let probe: Value = tab
        .eval(&format!(
            "(() => {{ const a = {LAST_ASSISTANT}.querySelector('.answer');
               const u = [...document.querySelectorAll('.msg.user')].at(-1);
               return {{
                 xss: document.body.dataset.xss ?? null,
                 bold: a.querySelector('strong')?.textContent ?? null,
                 active: [...a.querySelectorAll('script, iframe, svg, img, object, embed, [style], [onclick], [onerror]')].map((e) => e.outerHTML),
                 js_links: [...a.querySelectorAll('a')].filter((l) => (l.getAttribute('href') || '').toLowerCase().includes('javascript')).length,
                 user_text: u.innerText, user_elements: u.querySelectorAll('img, b').length,
                 as_text: a.innerText.includes(\"<script>document.body.dataset.xss='script'</script>\"),
                 done: a.innerText.includes('Done.') }}; }})()"
        ))
        .await?;
    assert_eq!(
        probe,
        json!({"xss": null, "bold": "bold", "active": [], "js_links": 0,
               "user_text": "xss <img src=x onerror=\"document.body.dataset.xss='user'\"> <b>bold?</b>", "user_elements": 0,
               "as_text": true, "done": true}),
    );
    // Clicking the neutralised links does nothing either.
    tab.eval::<Value>(&format!("[...{LAST_ASSISTANT}.querySelectorAll('.answer a')].forEach((a) => a.click())"))
        .await?;
    let xss: Option<String> = tab.eval("document.body.dataset.xss ?? null").await?;
    assert_eq!(xss, None);

    // Page weight of the whole session: every console file the browser fetched
    // (compressed, as transferred), the chart library included.
    let weight: Value = tab.eval(PAGE_WEIGHT).await?;
    let report = json!({"time_to_first_token_ms": ttft, "first_load_bytes": first_load, "page_weight_bytes": weight, "screenshots": shots});
    std::fs::write(artifacts_dir().join("console-metrics.json"), serde_json::to_string_pretty(&report)?)?;
    eprintln!("console metrics: {report}");
    assert!(
        weight["encoded_all"].as_f64().unwrap() < weight["decoded_all"].as_f64().unwrap() * 0.6,
        "assets are served compressed: {weight}"
    );

    tab.assert_clean().await?;
    chrome.close().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_stop_reload_isolation_session_and_instruments() -> anyhow::Result<()> {
    let mut stack = Stack::start(StackOptions::new(SLOW_SCRIPT)).await?;
    let alice = Api::new(&stack.gateway.base, SERVICE_KEY);
    let chrome = Chromium::launch().await?;
    let tab = chrome.open(&stack.gateway.url("/")).await?;
    sign_in(&tab, SERVICE_KEY).await?;
    let who: String = tab.eval("document.querySelector('.user').textContent").await?;
    assert_eq!(who, SERVICE_USER);
    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;
    let conv: String = tab.eval("location.hash.split('/')[2]").await?;

    // Stop: the turn is cancelled on the server and its partial answer kept.
    tab.type_into("#prompt", "Tell me a story").await?;
    tab.click("#send").await?;
    tab.wait(&format!("{LAST_ASSISTANT}?.querySelector('.answer').innerText.length > 20"), "some streamed text")
        .await?;
    tab.click("#stop").await?;
    tab.wait(&format!("{LAST_ASSISTANT}.dataset.state === 'cancelled'"), "the stopped answer").await?;
    let shown: String = tab.eval(&format!("{LAST_ASSISTANT}.querySelector('.answer').innerText.trim()")).await?;
    let badge: String = tab.eval(&format!("{LAST_ASSISTANT}.querySelector('.msg-foot').innerText")).await?;
    assert!(badge.contains("Stopped"), "{badge}");
    let stored = alice.wait_messages(&conv, "the cancelled answer", |m| m.len() == 2).await?;
    assert_eq!(stored[1]["status"], "cancelled", "the server cancelled the turn");
    assert_eq!(stored[1]["content"].as_str().unwrap(), shown, "the page shows exactly the kept partial answer");
    assert!(shown.len() < STORY.len() && STORY.starts_with(&shown), "{shown}");
    let stopped_shot = tab.screenshot("chat-stopped").await?;

    // Reload mid-turn: the turn is replayed from its start and continues, once.
    tab.wait("!document.querySelector('#send').hidden", "the prompt to accept a new message").await?;
    tab.type_into("#prompt", "Another story please").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(&format!("{LAST_ASSISTANT}?.dataset.state === 'streaming' && {LAST_ASSISTANT}.querySelector('.answer').innerText.length > 20"), "the second answer streaming").await?;
    let turn: String = tab.eval(&format!("{LAST_ASSISTANT}.dataset.turnId")).await?;
    tab.reload().await?;
    let sel = format!("document.querySelector('.msg.assistant[data-turn-id=\"{turn}\"]')");
    tab.wait(&sel, "the running turn after the reload").await?;
    let state_after_reload: String = tab.eval(&format!("{sel}.dataset.state")).await?;
    assert_eq!(state_after_reload, "streaming", "the reload happened mid-turn");

    // Scrolled up, the reader stays where they are while text arrives; "Jump to latest" brings them back.
    tab.viewport(Some((1000, 420))).await?;
    tab.wait(
        "(() => { const l = document.querySelector('.messages'); return l.scrollTop > 0 && l.scrollTop + l.clientHeight >= l.scrollHeight - 2; })()",
        "the view following the text at the bottom of a list taller than it",
    )
    .await?;
    tab.eval::<Value>("document.querySelector('.messages').scrollTop = 0").await?;
    let grown = format!("{sel}.querySelector('.answer').innerText.length");
    let len: u64 = tab.eval(&grown).await?;
    tab.wait(
        &format!("{grown} > {len} + 12 && !document.querySelector('.jump').hidden"),
        "more text while scrolled up",
    )
    .await?;
    let top: f64 = tab.eval("document.querySelector('.messages').scrollTop").await?;
    assert!(top < 5.0, "the view did not follow the text while scrolled up ({top})");
    tab.click(".jump").await?;
    tab.wait("(() => { const l = document.querySelector('.messages'); return l.scrollTop + l.clientHeight >= l.scrollHeight - 45; })()", "the view back at the latest text").await?;
    tab.viewport(None).await?;
    tab.wait(&format!("{sel}.dataset.state === 'complete'"), "the resumed answer to finish").await?;
    let (copies, text): (u64, String) = tab
        .eval(&format!("[document.querySelectorAll('.msg.assistant[data-turn-id=\"{turn}\"]').length, {sel}.querySelector('.answer').innerText.trim()]"))
        .await?;
    assert_eq!(copies, 1);
    assert_eq!(text, STORY, "no duplicated or lost text across the reload");
    let stored = alice.wait_messages(&conv, "the resumed answer", |m| m.len() == 4).await?;
    assert_eq!(stored[3]["content"], STORY);

    // The gateway dies mid-answer and comes back: the page's stream reconnects with
    // Last-Event-ID by itself and the answer completes, once.
    tab.type_into("#prompt", "One more story").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(&format!("{LAST_ASSISTANT}?.dataset.state === 'streaming' && {LAST_ASSISTANT}.querySelector('.answer').innerText.length > 10 && {LAST_ASSISTANT}.dataset.turnId !== {}", js(&turn)), "the answer before the gateway restart").await?;
    let restarted: String = tab.eval(&format!("{LAST_ASSISTANT}.dataset.turnId")).await?;
    stack.gateway.restart().await?;
    let sel = format!("document.querySelector('.msg.assistant[data-turn-id=\"{restarted}\"]')");
    tab.wait(&format!("{sel}.dataset.state === 'complete'"), "the answer after the gateway restart").await?;
    let text: String = tab.eval(&format!("{sel}.querySelector('.answer').innerText.trim()")).await?;
    assert_eq!(text, STORY, "no duplicated or lost text across a gateway restart");
    alice.wait_messages(&conv, "the answer across the restart", |m| m.len() == 6).await?;

    // The orchestrator shuts down mid-answer: the error shows with its hint and a Retry that works once it is back.
    tab.type_into("#prompt", "A story to interrupt").await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(&format!("{LAST_ASSISTANT}?.dataset.state === 'streaming' && {LAST_ASSISTANT}.querySelector('.answer').innerText.length > 10 && {LAST_ASSISTANT}.dataset.turnId !== {}", js(&turn)), "the third answer streaming").await?;
    stack.terminate("chat-orchestrator")?;
    tab.wait(&format!("{LAST_ASSISTANT}.dataset.state === 'error'"), "the interrupted answer").await?;
    let alert: String = tab.eval(&format!("{LAST_ASSISTANT}.querySelector('[role=alert]').innerText")).await?;
    assert!(alert.contains("shutdown") && alert.contains("Retry to ask again"), "{alert}");
    let errored_shot = tab.screenshot("chat-error-light-desktop").await?;
    let heights: Vec<f64> =
        tab.eval("[...document.querySelectorAll('.msg')].map((e) => e.getBoundingClientRect().height)").await?;
    assert!(heights.iter().all(|h| *h > 20.0), "every message keeps its height in a scrolled list: {heights:?}");
    stack.restart("chat-orchestrator").await?;
    tab.eval::<Value>(&format!(
        "[...{LAST_ASSISTANT}.querySelectorAll('button')].find((b) => b.textContent === 'Retry').click()"
    ))
    .await?;
    tab.wait(&format!("{LAST_ASSISTANT}.dataset.state === 'complete' && {LAST_ASSISTANT}.querySelector('.answer').innerText.trim() === {}", js(STORY)), "the retried answer").await?;
    let stored = alice.wait_messages(&conv, "the failed and the retried turn", |m| m.len() == 10).await?;
    assert_eq!(
        (stored[7]["status"].as_str(), stored[7]["error"]["code"].as_str()),
        (Some("error"), Some("shutdown")),
        "{}",
        stored[7]
    );
    assert_eq!(
        (stored[8]["content"].as_str(), stored[9]["status"].as_str()),
        (Some("A story to interrupt"), Some("complete"))
    );

    // Another user cannot open it.
    let chrome_b = Chromium::launch().await?;
    let bob = chrome_b.open(&stack.gateway.url("/")).await?;
    sign_in(&bob, &token("bob")).await?;
    let listed: u64 = bob.eval("document.querySelectorAll('a.conv').length").await?;
    assert_eq!(listed, 0, "bob sees none of alice's conversations");
    bob.eval::<Value>(&format!("location.hash = '#/c/{conv}'")).await?;
    bob.wait("document.querySelector('#chat-missing')", "not found").await?;
    let missing: String = bob.eval("document.querySelector('#chat-missing').innerText").await?;
    assert!(missing.contains("Conversation not found"), "{missing}");
    let statuses: Vec<u16> = bob
        .eval(&format!(
            "Promise.all(['/v1/conversations/{conv}', '/v1/conversations/{conv}/messages', '/v1/conversations/{conv}/events']
               .map((u) => fetch(u).then((r) => r.status)))"
        ))
        .await?;
    assert_eq!(statuses, [404, 404, 404]);
    let page_text: String = bob.eval("document.body.innerText").await?;
    assert!(!page_text.contains("trader"), "nothing of alice's answer leaks");

    // CSRF: a write with the cookie but without the token is refused; with it, accepted.
    let csrf: Vec<u16> = bob
        .eval(
            "(async () => {
               const body = JSON.stringify({});
               const headers = {'content-type': 'application/json'};
               const bare = await fetch('/v1/conversations', {method: 'POST', headers, body});
               const s = await (await fetch('/v1/session')).json();
               const ok = await fetch('/v1/conversations', {method: 'POST', headers: {...headers, 'x-csrf-token': s.csrf_token}, body});
               return [bare.status, ok.status]; })()",
        )
        .await?;
    assert_eq!(csrf, [403, 201]);

    // A session ended on the server sends the page back to sign-in; signing in continues.
    let db = stack.sql().await?;
    sqlx::query("UPDATE console_sessions SET revoked_at = now() WHERE user_id = 'bob'").execute(&db).await?;
    bob.click("nav a[data-nav=usage]").await?;
    bob.wait("document.querySelector('#token')", "the sign-in form after the session ended").await?;
    let notice: String = bob.eval("document.querySelector('#signin-error').textContent").await?;
    assert!(notice.contains("session has ended"), "{notice}");
    sign_in(&bob, &token("bob")).await?;
    bob.wait("document.querySelector('.usage-view')", "the usage view after signing in again").await?;

    // Instruments: search, pick, candlesticks with volume.
    bob.click("nav a[data-nav=instruments]").await?;
    bob.wait("document.querySelector('#instrument-search')", "the instrument view").await?;
    bob.type_into("#instrument-search", "nasdaq").await?;
    bob.wait("document.querySelectorAll('a.instrument').length === 1", "the search result").await?;
    bob.click("a.instrument[data-symbol=NQ]").await?;
    bob.wait("document.querySelector('#instrument-chart')?.dataset.points > 0", "the instrument chart").await?;
    bob.wait(&canvas_drawn("#instrument-chart"), "candles drawn").await?;
    let api_bob = Api::new(&stack.gateway.base, &token("bob"));
    let (status, bars) = api_bob.get("/v1/instruments/NQ/bars?timeframe=daily&limit=500").await?;
    assert_eq!(status, 200);
    let drawn: u64 = bob.eval("Number(document.querySelector('#instrument-chart').dataset.bars)").await?;
    assert_eq!(drawn as usize, bars["bars"].as_array().unwrap().len());
    bob.eval::<Value>("(() => { const t = document.querySelector('#timeframe'); t.value = '1h'; })()").await?;
    bob.type_into("#period", "2024-03-01").await?;
    bob.click("#show-bars").await?;
    let (_, hourly) = api_bob.get("/v1/instruments/NQ/bars?timeframe=1h&period=2024-03-01&limit=1000").await?;
    let n = hourly["bars"].as_array().unwrap().len();
    assert!(n > 10, "{hourly}");
    bob.wait(&format!("document.querySelector('#instrument-chart')?.dataset.bars === '{n}'"), "the hourly chart")
        .await?;
    let instruments_shot = bob.screenshot("instruments-light-desktop").await?;

    // Paging and deleting: 21 more conversations need "Load more"; one is deleted from its page.
    for _ in 0..21 {
        api_bob.create_conversation().await?;
    }
    bob.click("nav a[data-nav=chat]").await?;
    bob.reload().await?;
    bob.wait("document.querySelectorAll('a.conv').length === 20", "the first page of conversations").await?;
    bob.click(".sidebar button.link").await?;
    bob.wait("document.querySelectorAll('a.conv').length === 22", "the second page").await?;
    let doomed: String = bob.eval("location.hash.split('/')[2]").await?;
    bob.click("button[aria-label='Delete conversation']").await?;
    bob.click(".chat-actions button.danger").await?;
    bob.wait(
        &format!("!document.querySelector('a.conv[data-id=\"{doomed}\"]') && location.hash !== '#/c/{doomed}'"),
        "the deleted conversation gone",
    )
    .await?;
    let (status, _) = api_bob.get(&format!("/v1/conversations/{doomed}")).await?;
    assert_eq!(status, 404);

    // Sign out: the cookie goes and the session is revoked.
    bob.click("#signout").await?;
    bob.wait("document.querySelector('#token')", "the sign-in form after signing out").await?;
    let cookies = bob.page.get_cookies().await?;
    assert!(!cookies.iter().any(|c| c.name == "barb_session" && !c.value.is_empty()), "{cookies:?}");
    let live: i64 =
        sqlx::query_scalar("SELECT count(*) FROM console_sessions WHERE user_id = 'bob' AND revoked_at IS NULL")
            .fetch_one(&db)
            .await?;
    assert_eq!(live, 0);

    eprintln!("screenshots: {} {} {}", stopped_shot.display(), errored_shot.display(), instruments_shot.display());
    tab.assert_clean().await?;
    bob.assert_clean().await?;
    chrome_b.close().await?;
    chrome.close().await?;
    Ok(())
}
