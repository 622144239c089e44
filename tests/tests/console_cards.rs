//! The console's cards in a real headless Chromium against a real stack
//! (NATS, Postgres, query-engine and backtest on generated NQ and ES bars,
//! the chat-orchestrator with a scripted mock model calling the real tools,
//! the gateway serving the console):
//!
//! - research cards from the real backtest tools: a comparison table, a
//!   portfolio (equity with its drawdown pane, each leg's contribution) and a
//!   sweep (heat maps of the 2-parameter grid in and out of sample, paired
//!   in/out-of-sample bars, the configurations tried and the caveat);
//! - bound numbers (issue 20): each number the answer rendered from a cell
//!   links to that cell (hover highlights it, click or Enter opens and shows it);
//! - card details: a line chart, copy as TSV (read back from the clipboard), a
//!   failed tool call (error and duration), the "unsupported" grounding badge,
//!   cost per answer and per conversation from a configured price.
//!
//! Expected values: hand computations on the stored message (sums, shares,
//! prices × tokens, the grid size of the sweep that was asked for), and the
//! stored blocks for what the page must show of them.

mod console_support;
mod gateway_support;

use console_support::{Chromium, Stack, StackOptions, Tab, js};
use gateway_support::{Api, token};
use serde_json::{Value, json};

/// The mock model's price in `LLM_PRICES` form: USD per million input/output/cache tokens.
const PRICE_IN: f64 = 1500.0;
const PRICE_OUT: f64 = 6000.0;

const SCRIPT: &str = r#"{
  "latency_ms": 20,
  "tokens_per_second": 400,
  "chars_per_token": 4,
  "rules": [
    {"name": "research", "any": ["research"], "rounds": [
      {"text": "Let me run the research tools.", "tool_calls": [
        {"name": "backtest_compare", "input": {"strategy": {"entry": "close < prev(close)", "direction": "long", "stop_loss": "1%", "exit_bars": 3}, "instruments": ["NQ", "ES"], "from": "daily", "title": "Down day on NQ and ES"}},
        {"name": "backtest_portfolio", "input": {"capital": 500000, "from": "daily", "legs": [
          {"instrument": "NQ", "name": "NQ dip", "strategy": {"entry": "close < prev(close)", "direction": "long", "stop_loss": "1%", "exit_bars": 3}, "sizing": {"method": "fixed", "units": 1}},
          {"instrument": "ES", "name": "ES fade", "strategy": {"entry": "close > prev(high)", "direction": "short", "stop_loss": "1%", "exit_bars": 2}, "sizing": {"method": "fixed", "units": 2}}
        ], "title": "NQ dip and ES fade"}},
        {"name": "backtest_sweep", "input": {"strategy": {"entry": "close < prev(close)", "direction": "long", "stop_loss": "{sl}", "exit_bars": "{hold}"}, "from": "daily", "parameters": {"sl": [100, 200, 300], "hold": [1, 2, 4]}, "min_trades": 2, "title": "Stop and hold sweep"}}
      ]},
      {"text": "The comparison, the portfolio and the sweep are above."}
    ]},
    {"name": "cite", "any": ["cite"], "rounds": [
      {"text": "Let me compute that.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "2024", "map": {"range": "high - low", "dow": "dayofweek()"}, "group_by": "dow", "select": "mean(range)"}, "title": "Range by weekday"}},
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Range, last 20 days"}},
        {"name": "run_backtest", "input": {"strategy": {"entry": "close > open", "direction": "long", "exit_bars": 2}, "from": "daily", "title": "Long after a green day"}}
      ]},
      {"text": "Wednesday's average range was {{r1.Wednesday.mean_range|1}} points; over the last 20 sessions it averaged {{r2.value|1}} points, and the backtest won {{r3.win_rate|1}}% of its trades."}
    ]},
    {"name": "line", "any": ["line"], "rounds": [
      {"text": "Here is the range.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_30", "map": {"range": "high - low"}, "columns": ["date", "range"]}, "title": "Daily range, last 30 days"}}
      ]},
      {"text": "The daily range is charted above."}
    ]},
    {"name": "fail", "any": ["fail"], "rounds": [
      {"text": "Let me try.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "select": "mean(no_such_column)"}, "title": "A query that fails"}}
      ]},
      {"text": "That query failed: the column does not exist."}
    ]},
    {"name": "invent", "any": ["invent"], "rounds": [
      {"text": "Let me look.", "tool_calls": [
        {"name": "run_query", "input": {"query": {"from": "daily", "period": "last_20", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Range, last 20 days"}}
      ]},
      {"text": "The average range was 987654.3 points."}
    ],
     "rewrite": "It really was 987654.3 points."}
  ]
}"#;

const LAST: &str = "[...document.querySelectorAll('.msg.assistant')].at(-1)";

async fn sign_in(tab: &Tab, credential: &str) -> anyhow::Result<()> {
    tab.wait("document.querySelector('#token')", "the sign-in form").await?;
    tab.type_into("#token", credential).await?;
    tab.click("#signin").await?;
    tab.wait("document.querySelector('#new-conversation')", "the app after sign-in").await
}

/// Asks `text`; waits for the answer to end (any state) and returns its state.
async fn ask(tab: &Tab, text: &str) -> anyhow::Result<String> {
    let before: u64 = tab.eval("document.querySelectorAll('.msg.assistant').length").await?;
    tab.type_into("#prompt", text).await?;
    tab.press("#prompt", "Enter").await?;
    tab.wait(
        &format!(
            "document.querySelectorAll('.msg.assistant').length > {before} && {LAST}.dataset.state !== 'streaming'"
        ),
        "the answer to finish",
    )
    .await?;
    tab.eval(&format!("{LAST}.dataset.state")).await
}

/// The number a cell shows, read back (en-US grouping removed).
fn shown_number(text: &str) -> f64 {
    text.trim().trim_end_matches('%').replace(',', "").parse().unwrap_or(f64::NAN)
}

/// Duration as the tool card writes it.
fn duration(ms: u64) -> String {
    if ms < 1000 { format!("{ms} ms") } else { format!("{:.1} s", ms as f64 / 1000.0) }
}

/// Cost as the console writes it: cents above a dollar, 4 decimals below.
fn usd(x: f64) -> String {
    if x >= 1.0 { format!("${x:.2}") } else { format!("${x:.4}") }
}

/// A canvas of the chart in `box_sel` that is in its lower part (the second
/// pane), wide (the plot, not an axis) and has pixels of more than one colour.
fn lower_pane_drawn(box_sel: &str) -> String {
    format!(
        "(() => {{ const box = document.querySelector({sel}); const b = box.getBoundingClientRect();
            return [...box.querySelectorAll('canvas')].some((c) => {{
              const r = c.getBoundingClientRect();
              if (r.top < b.top + b.height * 0.45 || r.height < 40 || r.width < b.width / 2 || !c.width) return false;
              const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
              for (let i = 4; i < d.length; i += 4 * 7) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return true;
              return false; }}); }})()",
        sel = js(box_sel)
    )
}

/// True when some canvas inside `selector` has pixels of more than one colour.
fn canvas_drawn(selector: &str) -> String {
    format!(
        "[...document.querySelectorAll({sel} + ' canvas')].some((c) => {{
            if (!c.width || !c.height) return false;
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            for (let i = 4; i < d.length; i += 4 * 7) if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2]) return true;
            return false; }})",
        sel = js(selector)
    )
}

/// TSV of row objects in `columns` order, as JSON writes the values.
fn tsv(columns: &[&str], rows: &[Value]) -> String {
    let field = |v: &Value| match v {
        Value::Null => String::new(),
        Value::String(s) => s.replace(['\t', '\n', '\r'], " "),
        other => other.to_string(),
    };
    let mut out = columns.join("\t") + "\r\n";
    for r in rows {
        out += &(columns.iter().map(|c| field(&r[*c])).collect::<Vec<_>>().join("\t") + "\r\n");
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn console_research_cards_bound_numbers_and_card_details() -> anyhow::Result<()> {
    let stack = Stack::start(StackOptions {
        backtest: true,
        es: true,
        orchestrator_env: vec![("LLM_PRICES", format!("mock={PRICE_IN}/{PRICE_OUT}/0/0"))],
        ..StackOptions::new(SCRIPT)
    })
    .await?;
    let jwt = token("carol");
    let api = Api::new(&stack.gateway.base, &jwt);
    let chrome = Chromium::launch().await?;
    chrome.allow_clipboard(&stack.gateway.url("")).await?;
    let tab = chrome.open(&stack.gateway.url("/")).await?;
    tab.emulate_focus().await?;
    sign_in(&tab, &jwt).await?;
    tab.click("#new-conversation").await?;
    tab.wait("document.querySelector('#prompt')", "the new conversation").await?;
    let conv: String = tab.eval("location.hash.split('/')[2]").await?;
    let card = |i: usize| format!("{LAST}.querySelectorAll('.answer .card')[{i}]");

    // ---- Research cards from the real backtest tools.
    assert_eq!(ask(&tab, "Some research please").await?, "complete");
    let stored = api.wait_messages(&conv, "the research answer", |m| m.len() == 2).await?;
    let data = stored[1]["data"].as_array().expect("cards").clone();
    for call in stored[1]["tool_calls"].as_array().unwrap() {
        assert!(call["error"].is_null(), "{call}");
    }
    let kinds: Vec<String> =
        tab.eval(&format!("[...{LAST}.querySelectorAll('.answer .card')].map((c) => c.dataset.kind)")).await?;
    assert_eq!(kinds, ["comparison", "portfolio", "sweep"]);

    // Comparison: a row per instrument asked for, P&L bars.
    let cmp = &data[0];
    let shown: Value = tab
        .eval(&format!(
            "(() => {{ const c = {c}; return {{rows: Number(c.querySelector('.data-table').dataset.rows),
                 instruments: [...c.querySelectorAll('tbody td[data-column=instrument]')].map((td) => td.textContent),
                 bars: c.querySelectorAll('svg.bar-chart rect.bar').length}}; }})()",
            c = card(0)
        ))
        .await?;
    assert_eq!(shown, json!({"rows": 2, "instruments": ["NQ", "ES"], "bars": 2}), "{cmp}");

    // Portfolio: figures, equity with a drawdown pane, each leg's share of the P&L.
    let pf = &data[1];
    let legs = pf["legs"].as_array().unwrap();
    let total = pf["metrics"]["total_pnl"].as_f64().unwrap();
    let leg_sum: f64 = legs.iter().map(|l| l["pnl"].as_f64().unwrap()).sum();
    assert!((leg_sum - total).abs() < 0.01, "the legs add up to the total: {leg_sum} vs {total}");
    let shown_total: String =
        tab.eval(&format!("{}.querySelector('.metric[data-key=total_pnl] dd').textContent", card(1))).await?;
    assert!((shown_number(&shown_total) - total).abs() < 0.006, "{shown_total} vs {total}");
    let shares: Vec<(String, f64)> = tab
        .eval(&format!(
            "[...{}.querySelectorAll('svg.hbars rect.bar')].map((r) => [r.dataset.label, Number(r.dataset.value)])",
            card(1)
        ))
        .await?;
    assert_eq!(shares.len(), 2);
    for ((name, share), leg) in shares.iter().zip(legs) {
        assert_eq!(name, leg["name"].as_str().unwrap());
        let expected = leg["pnl"].as_f64().unwrap() / total * 100.0;
        assert!((share - expected).abs() < 1e-6, "{name}: {share}% vs {expected}%");
    }
    let equity = ".card-portfolio .chart-box[data-chart=equity]";
    tab.wait(&format!("document.querySelector({})?.dataset.panes === '2'", js(equity)), "the portfolio chart").await?;
    let n = pf["equity_curve"].as_array().unwrap().len();
    let series: String = tab.eval(&format!("document.querySelector({}).dataset.series", js(equity))).await?;
    assert_eq!(series, format!("{n},{n}"), "equity and drawdown, a point per curve point");
    tab.eval::<Value>(&format!("{}.scrollIntoView({{block: 'start'}})", card(1))).await?;
    tab.wait(&canvas_drawn(equity), "the equity line").await?;
    tab.wait(&lower_pane_drawn(equity), "the drawdown pane").await?;

    // Sweep: the number tried, the caveat, both heat maps, in/out bars, the ranking.
    let sw = &data[2];
    let hm = &sw["heatmap"];
    let (xs, ys) = (hm["x_values"].as_array().unwrap().len(), hm["y_values"].as_array().unwrap().len());
    assert_eq!(xs * ys, 9, "the 3 × 3 grid that was asked for: {hm}");
    let sweep: Value = tab
        .eval(&format!(
            "(() => {{ const c = {c};
               const cells = (s) => [...c.querySelectorAll(`figure.heat[data-sample=${{s}}] rect.cell`)].map((r) => r.dataset.value === '' ? null : Number(r.dataset.value));
               return {{tried: c.querySelector('.metric[data-key=configurations] dd').textContent,
                        caveat: c.querySelector('.caveat').textContent,
                        in_cells: cells('in'), out_cells: cells('out'),
                        in_bars: c.querySelectorAll('svg.paired-bars rect.bar.in').length,
                        out_bars: c.querySelectorAll('svg.paired-bars rect.bar.out').length,
                        ranked: Number(c.querySelector('.data-table').dataset.rows),
                        out_column: !!c.querySelector('th button.sort') && [...c.querySelectorAll('th')].some((t) => t.textContent === 'out_objective'),
                        best_out: c.querySelector('.metric[data-key=out_of_sample] dd').textContent}}; }})()",
            c = card(2)
        ))
        .await?;
    assert_eq!(sweep["tried"], "9", "{sweep}");
    assert_eq!(sw["configurations"], 9);
    assert_eq!(sweep["caveat"], format!("Caveat: {}", sw["caveat"].as_str().unwrap()));
    assert!(sw["caveat"].as_str().unwrap().contains("9 configurations were tried"), "{}", sw["caveat"]);
    let flat = |g: &Value| -> Vec<Value> {
        g.as_array().unwrap().iter().flat_map(|r| r.as_array().unwrap().clone()).collect()
    };
    assert_eq!(sweep["in_cells"], Value::Array(flat(&hm["in_sample"])));
    assert_eq!(sweep["out_cells"], Value::Array(flat(&hm["out_of_sample"])));
    let bars = sw["in_out_sample"].as_array().unwrap();
    let finite = |k: &str| bars.iter().filter(|b| b[k].is_number()).count() as u64;
    assert_eq!(
        (sweep["in_bars"].as_u64(), sweep["out_bars"].as_u64()),
        (Some(finite("in_sample")), Some(finite("out_of_sample")))
    );
    assert!(finite("out_of_sample") > 0, "{sw}");
    assert_eq!(sweep["ranked"].as_u64(), Some(sw["top"].as_array().unwrap().len() as u64));
    assert_eq!(sweep["out_column"], true);
    let best_out = sw["top"][0]["out_of_sample"]["objective"].as_f64().unwrap();
    assert!((shown_number(sweep["best_out"].as_str().unwrap()) - best_out).abs() < 0.006, "{sweep}");
    tab.eval::<Value>(&format!("{}.scrollIntoView({{block: 'start'}})", card(2))).await?;
    let mut shots = vec![tab.screenshot("research-sweep-light-desktop").await?];
    tab.eval::<Value>(&format!("{}.scrollIntoView({{block: 'start'}})", card(1))).await?;
    shots.push(tab.screenshot("research-portfolio-light-desktop").await?);
    tab.eval::<Value>(&format!("{}.querySelector('.heat-maps').scrollIntoView({{block: 'start'}})", card(2))).await?;
    shots.push(tab.screenshot("research-sweep-heatmaps-light-desktop").await?);
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'dark'; s.dispatchEvent(new Event('change')); })()").await?;
    tab.viewport(Some((375, 812))).await?;
    tab.wait(
        "document.querySelector('.menu').offsetWidth > 0 && document.querySelector('#sidebar').getBoundingClientRect().right <= 0",
        "the narrow layout, drawer closed",
    )
    .await?;
    tab.eval::<Value>(&format!("{}.querySelector('.heat-maps').scrollIntoView({{block: 'start'}})", card(2))).await?;
    let overflow: bool = tab
        .eval("document.documentElement.scrollWidth > innerWidth + 1 || document.scrollingElement.scrollHeight > innerHeight + 1")
        .await?;
    assert!(!overflow, "the research cards fit 375 px");
    shots.push(tab.screenshot("research-sweep-dark-narrow").await?);
    tab.viewport(None).await?;
    tab.eval::<Value>("(() => { const s = document.querySelector('#theme'); s.value = 'light'; s.dispatchEvent(new Event('change')); })()").await?;

    // ---- Bound numbers: each links to the cell it came from.
    assert_eq!(ask(&tab, "Cite the numbers").await?, "complete");
    let stored = api.wait_messages(&conv, "the cited answer", |m| m.len() == 4).await?;
    let answer = &stored[3];
    let bindings = answer["bindings"].as_array().expect("bindings").clone();
    assert_eq!(bindings.len(), 3, "{answer}");
    let buttons: Vec<String> =
        tab.eval(&format!("[...{LAST}.querySelectorAll('.answer button.bound')].map((b) => b.textContent)")).await?;
    let texts: Vec<&str> = bindings.iter().map(|b| b["text"].as_str().unwrap()).collect();
    assert_eq!(buttons, texts);
    let wed = &bindings[0];
    assert_eq!(
        (wed["row"].as_str(), wed["column"].as_str(), wed["data_block"].as_u64()),
        (Some("Wednesday"), Some("mean_range"), Some(0))
    );
    let row = wed["row_index"].as_u64().unwrap();
    let cell = format!("{}.querySelector('tr[data-row=\"{row}\"] td[data-column=mean_range]')", card(0));
    // Hover: the source cell is highlighted, and only while the pointer is on the number.
    tab.hover(".msg.assistant:last-of-type .answer button.bound").await?;
    tab.wait(&format!("{cell}.classList.contains('bound-source')"), "the hovered number's cell highlighted").await?;
    let row_key: String =
        tab.eval(&format!("{cell}.parentElement.querySelector('td[data-column=dow]').textContent")).await?;
    assert_eq!(row_key, "Wednesday", "the highlighted cell is in Wednesday's row");
    let cell_value: String = tab.eval(&format!("{cell}.textContent")).await?;
    assert!((shown_number(&cell_value) - wed["value"].as_f64().unwrap()).abs() < 0.006, "{cell_value} vs {wed}");
    tab.hover("#prompt").await?;
    tab.wait(&format!("!{LAST}.querySelector('.bound-source')"), "the highlight gone with the pointer").await?;
    // Click: the cell is scrolled into view and flashes.
    tab.eval::<Value>(&format!("{LAST}.querySelector('.answer').scrollIntoView({{block: 'end'}})")).await?;
    tab.eval::<Value>(
        "document.querySelector('.messages').scrollTop = document.querySelector('.messages').scrollHeight",
    )
    .await?;
    shots.push(tab.screenshot("bound-numbers-answer-light-desktop").await?);
    tab.click(".msg.assistant:last-of-type .answer button.bound").await?;
    tab.wait(&format!("{cell}.classList.contains('bound-hit')"), "the clicked number's cell").await?;
    let visible: bool = tab
        .eval(&format!(
            "(() => {{ const r = {cell}.getBoundingClientRect(); const l = document.querySelector('.messages').getBoundingClientRect();
               return r.top >= l.top - 1 && r.bottom <= l.bottom + 1; }})()"
        ))
        .await?;
    assert!(visible, "the source cell is scrolled into view");
    shots.push(tab.screenshot("bound-number-cell-light-desktop").await?);
    // Keyboard: Enter on the scalar's number shows the scalar; the win rate shows its metric.
    let scalar = format!("{}.querySelector('.scalar')", card(1));
    tab.hover("#prompt").await?;
    tab.eval::<Value>(&format!("{LAST}.querySelectorAll('.answer button.bound')[1].focus()")).await?;
    tab.wait(&format!("{scalar}.classList.contains('bound-source')"), "the focused number's source").await?;
    tab.key("Enter").await?;
    tab.wait(&format!("{scalar}.classList.contains('bound-hit')"), "the scalar revealed with Enter").await?;
    assert_eq!((bindings[1]["data_block"].as_u64(), bindings[1]["row"].as_str()), (Some(1), None));
    assert_eq!((bindings[2]["column"].as_str(), bindings[2]["data_block"].as_u64()), (Some("win_rate"), Some(2)));
    tab.eval::<Value>(&format!("{LAST}.querySelectorAll('.answer button.bound')[2].click()")).await?;
    let metric = format!("{}.querySelector('.metric[data-key=win_rate]')", card(2));
    tab.wait(&format!("{metric}.classList.contains('bound-hit')"), "the win-rate metric").await?;
    let win_rate: String = tab.eval(&format!("{metric}.querySelector('dd').textContent")).await?;
    assert!((shown_number(&win_rate) - bindings[2]["value"].as_f64().unwrap()).abs() < 0.006, "{win_rate}");
    shots.push(tab.screenshot("bound-number-metric-light-desktop").await?);
    // The backtest's chart has its drawdown pane too.
    let bt_equity = ".msg.assistant:last-of-type .card-backtest .chart-box[data-chart=equity]";
    let points = stored[3]["data"][2]["equity_curve"].as_array().unwrap().len();
    tab.wait(
        &format!("document.querySelector({})?.dataset.series === '{points},{points}'", js(bt_equity)),
        "the backtest's equity and drawdown series",
    )
    .await?;
    tab.wait(&lower_pane_drawn(bt_equity), "the backtest's drawdown pane").await?;

    // ---- Copy as TSV: exactly the table, read back from the clipboard.
    let groups = stored[3]["data"][0]["table"].as_array().unwrap().clone();
    let chart = &stored[3]["data"][0]["chart"];
    let columns = [chart["category"].as_str().unwrap(), chart["value"].as_str().unwrap()];
    tab.eval::<Value>(&format!(
        "[...{}.querySelectorAll('.table-tools button')].find((b) => b.textContent === 'Copy TSV').click()",
        card(0)
    ))
    .await?;
    tab.wait(&format!("{}.querySelector('.table-status').textContent.startsWith('Copied')", card(0)), "the copy")
        .await?;
    let status: String = tab.eval(&format!("{}.querySelector('.table-status').textContent", card(0))).await?;
    assert_eq!(status, format!("Copied {} rows as TSV", groups.len()));
    assert_eq!(tab.clipboard().await?, tsv(&columns, &groups));

    // ---- A line chart for one value over dates.
    assert_eq!(ask(&tab, "Draw the range as a line").await?, "complete");
    let stored = api.wait_messages(&conv, "the line answer", |m| m.len() == 6).await?;
    let rows = stored[5]["data"][0]["table"].as_array().unwrap().len();
    assert!(rows >= 20, "{}", stored[5]);
    tab.wait(
        &format!("{}.querySelector('.chart-box[data-chart=line]')?.dataset.points === '{rows}'", card(0)),
        "the line chart",
    )
    .await?;
    tab.wait(&canvas_drawn(".msg.assistant:last-of-type .chart-box[data-chart=line]"), "the line drawn").await?;

    // ---- A failed tool call: its error and duration.
    assert_eq!(ask(&tab, "This will fail").await?, "complete");
    let stored = api.wait_messages(&conv, "the failed-tool answer", |m| m.len() == 8).await?;
    let call = &stored[7]["tool_calls"][0];
    let error = call["error"].as_str().expect("the call failed").to_string();
    assert!(error.contains("no_such_column"), "{call}");
    tab.click(".msg.assistant:last-of-type details.tool > summary").await?;
    let tool: Value = tab
        .eval(&format!(
            "(() => {{ const t = {LAST}.querySelector('details.tool');
               const part = (name) => [...t.querySelectorAll('.tool-part')].find((p) => p.querySelector('h4').textContent === name)?.querySelector('pre').textContent;
               return {{status: t.dataset.status, label: t.querySelector('.tool-status').textContent,
                        took: t.querySelector('.tool-duration').textContent, error: part('Error')}}; }})()"
        ))
        .await?;
    assert_eq!(
        tool,
        json!({"status": "error", "label": "failed", "took": duration(call["duration_ms"].as_u64().unwrap()), "error": error})
    );
    tab.eval::<Value>(&format!("{LAST}.querySelector('details.tool').scrollIntoView({{block: 'start'}})")).await?;
    shots.push(tab.screenshot("tool-failed-light-desktop").await?);

    // ---- Unsupported numbers: the badge names them.
    assert_eq!(ask(&tab, "Invent a number").await?, "complete");
    let stored = api.wait_messages(&conv, "the unsupported answer", |m| m.len() == 10).await?;
    let g = &stored[9]["grounding"];
    assert_eq!(g["grounded"], false, "{g}");
    let unsupported: Vec<&str> = g["unsupported"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert!(unsupported.contains(&"987654.3"), "{g}");
    let foot: String = tab.eval(&format!("{LAST}.querySelector('.msg-foot').innerText")).await?;
    assert!(foot.contains(&format!("⚠ Unsupported: {}", unsupported.join(", "))), "{foot}");
    assert!(foot.contains("rewritten after check"), "{foot}");

    // ---- Cost: per answer from the price and the tokens, per conversation the sum.
    let all = api.messages(&conv).await?;
    let mut total_cost = 0.0;
    let mut total_tokens = 0;
    for m in all.iter().filter(|m| m["role"] == "assistant") {
        let u = &m["usage"];
        let (i, o) = (u["input_tokens"].as_u64().unwrap(), u["output_tokens"].as_u64().unwrap());
        let cost = i as f64 * PRICE_IN / 1e6 + o as f64 * PRICE_OUT / 1e6;
        assert!((u["cost_usd"].as_f64().unwrap() - cost).abs() < 1e-9, "price × tokens: {u}");
        total_cost += cost;
        total_tokens += i + o;
    }
    let cost = stored[9]["usage"]["cost_usd"].as_f64().unwrap();
    assert!(foot.ends_with(&format!("· {}", usd(cost))), "{foot} vs {}", usd(cost));
    let conv_usage = format!("5 answers · {} tokens · {}", grouped(total_tokens), usd(total_cost));
    tab.wait(
        &format!("document.querySelector('.conv-usage').textContent === {}", js(&conv_usage)),
        "the conversation's usage",
    )
    .await?;

    // ---- Reloaded, the stored answers show the same: bound numbers, cards, badges.
    tab.reload().await?;
    tab.wait("document.querySelectorAll('.msg.assistant').length === 5", "the stored answers").await?;
    let again: Value = tab
        .eval(
            "(() => { const m = [...document.querySelectorAll('.msg.assistant')];
               return {bound: [...m[1].querySelectorAll('.answer button.bound')].map((b) => b.textContent),
                       kinds: [...m[0].querySelectorAll('.answer .card')].map((c) => c.dataset.kind),
                       failed: m[3].querySelector('details.tool').dataset.status,
                       unsupported: m[4].querySelector('.badge.warn').textContent}; })()",
        )
        .await?;
    assert_eq!(
        again,
        json!({"bound": texts, "kinds": ["comparison", "portfolio", "sweep"], "failed": "error",
               "unsupported": format!("⚠ Unsupported: {}", unsupported.join(", "))})
    );

    eprintln!("screenshots: {}", shots.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(" "));
    tab.assert_clean().await?;
    chrome.close().await?;
    Ok(())
}

/// An integer with thousands separators (en-US).
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
