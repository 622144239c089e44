//! Shared pieces of the console tests: a whole stack (NATS, Postgres,
//! query-engine and backtest on a quarter of `barb gen-data` bars, receipts-query on
//! seeded receipts, the chat-orchestrator with a scripted mock model, the
//! gateway) and a real headless Chromium driven over CDP.

#![allow(dead_code)]

use std::{
    path::{Path, PathBuf},
    process::Command,
    sync::{Arc, Mutex},
    time::Duration,
};

use anyhow::{Context, bail};
use barb_tests::{Nats, Postgres, ServiceProcess, binary_path, free_port, wait_for_grpc_health};
use chromiumoxide::{
    Browser, BrowserConfig, Page,
    cdp::{
        browser_protocol::{
            browser::{SetDownloadBehaviorBehavior, SetDownloadBehaviorParams},
            emulation::{ClearDeviceMetricsOverrideParams, SetDeviceMetricsOverrideParams},
            page::CaptureScreenshotFormat,
        },
        js_protocol::runtime::EventExceptionThrown,
    },
    page::ScreenshotParams,
};
use futures::StreamExt;
use serde::de::DeserializeOwned;
use serde_json::Value;

use reqwest::{Method, header};

use crate::gateway_support::{Gateway, WAIT, http};

/// Where Debian's `chromium` package puts the browser binary.
pub const CHROMIUM: &str = "/usr/lib/chromium/chromium";

/// First day of the market data (`barb_tests::data::NQ_Q1_2024`, small and quick).
pub const DATA_START: &str = "2024-01-02";
/// Last day of the market data.
pub const DATA_END: &str = "2024-03-28";

/// One quarter of ES minute bars over the same dates as
/// `barb_tests::data::NQ_Q1_2024` (its own seed and price level): the
/// second instrument of the console tests (picker, comparisons, portfolios).
pub const ES_Q1_2024: barb_tests::data::Dataset = barb_tests::data::Dataset {
    name: "es_1m_2024q1",
    args: &["--instrument", "ES", "--start", "2024-01-02", "--end", "2024-03-28", "--seed", "8", "--price", "4800"],
};

/// What to start besides NATS, Postgres, the orchestrator and the gateway.
pub struct StackOptions<'a> {
    /// The mock model's script (JSON).
    pub script: &'a str,
    /// Start backtest.
    pub backtest: bool,
    /// Start receipts-query on seeded receipts.
    pub receipts: bool,
    /// Extra gateway environment.
    pub gateway_env: Vec<(&'a str, String)>,
    /// Start a Postgres of its own even when `DATABASE_URL` names one (the test stops it).
    pub own_postgres: bool,
    /// Load ES (`ES_Q1_2024`) next to NQ.
    pub es: bool,
    /// Extra orchestrator environment (e.g. `LLM_PRICES`).
    pub orchestrator_env: Vec<(&'a str, String)>,
}

impl<'a> StackOptions<'a> {
    /// The query-engine and the orchestrator playing `script`; nothing else.
    pub fn new(script: &'a str) -> Self {
        Self {
            script,
            backtest: false,
            receipts: false,
            gateway_env: Vec::new(),
            own_postgres: false,
            es: false,
            orchestrator_env: Vec::new(),
        }
    }
}

/// A running platform.
pub struct Stack {
    pub nats: Nats,
    pub pg: Postgres,
    /// The gateway's database.
    pub db: String,
    /// A user with seeded receipts (a UUID), when receipts were asked for.
    pub receipts_user: Option<String>,
    pub gateway: Gateway,
    /// query-engine gRPC address.
    pub query_engine: String,
    services: Vec<Service>,
    pub dir: tempfile::TempDir,
    _data: tempfile::TempDir,
}

/// A started gRPC service and how to start it again.
struct Service {
    process: ServiceProcess,
    env: Vec<(String, String)>,
    health: String,
    addr: String,
}

impl Service {
    fn spawn(&mut self) -> anyhow::Result<()> {
        let env: Vec<(&str, String)> = self.env.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        let name = self.process.name.clone();
        self.process = ServiceProcess::spawn(&name, &env)?;
        Ok(())
    }
}

async fn grpc(
    services: &mut Vec<Service>,
    bin: &str,
    health: &str,
    env: Vec<(&str, String)>,
) -> anyhow::Result<String> {
    let port = free_port();
    let mut env: Vec<(String, String)> = env.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    env.push(("LISTEN_ADDR".into(), format!("127.0.0.1:{port}")));
    env.push(("METRICS_ADDR".into(), "off".into()));
    let pairs: Vec<(&str, String)> = env.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let process = ServiceProcess::spawn(bin, &pairs)?;
    let addr = format!("http://127.0.0.1:{port}");
    wait_for_grpc_health(&addr, health, WAIT).await?;
    services.push(Service { process, env, health: health.to_string(), addr: addr.clone() });
    Ok(addr)
}

fn barb(args: &[&str]) -> anyhow::Result<String> {
    let out = Command::new(binary_path("barb")?).args(args).output().context("running barb")?;
    if !out.status.success() {
        bail!("barb {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    Ok(String::from_utf8(out.stdout)?)
}

impl Stack {
    /// Starts everything and waits until the gateway is ready.
    pub async fn start(opts: StackOptions<'_>) -> anyhow::Result<Self> {
        let dir = tempfile::tempdir()?;
        let data = barb_tests::data::data_dir("NQ", barb_tests::data::NQ_Q1_2024)?;
        if opts.es {
            std::os::unix::fs::symlink(barb_tests::data::generated(ES_Q1_2024)?, data.path().join("ES.parquet"))?;
        }
        let script = dir.path().join("mock.json");
        std::fs::write(&script, opts.script)?;
        let nats = Nats::start()?;
        let pg = if opts.own_postgres { Postgres::start_own()? } else { Postgres::start()? };
        let db = pg.fresh_database().await?;
        let mut services = Vec::new();
        let data_env = ("BARB_DATA_DIR", data.path().display().to_string());
        let query_engine =
            grpc(&mut services, "query-engine", "barb.query.v1.QueryEngine", vec![data_env.clone()]).await?;
        let unused = format!("http://127.0.0.1:{}", free_port());
        let backtest = if opts.backtest {
            grpc(&mut services, "backtest", "barb.backtest.v1.Backtest", vec![data_env.clone()]).await?
        } else {
            unused.clone()
        };
        let (receipts, receipts_user) = if opts.receipts {
            let rdb = pg.fresh_database().await?;
            let seeded: Value = serde_json::from_str(&barb(&[
                "receipts",
                "seed",
                "--users",
                "2",
                "--receipts-per-user",
                "20",
                "--database-url",
                &rdb,
            ])?)?;
            let user = seeded["users"][0].as_str().context("seeded user id")?.to_string();
            let addr =
                grpc(&mut services, "receipts-query", "barb.receipts.v1.ReceiptsQuery", vec![("DATABASE_URL", rdb)])
                    .await?;
            (addr, Some(user))
        } else {
            (unused.clone(), None)
        };
        let mut orchestrator_env = vec![
            ("NATS_URL", nats.url.clone()),
            ("LLM_PROVIDER", "mock".into()),
            ("MOCK_SCRIPT", script.display().to_string()),
            ("QUERY_ENGINE_ADDR", query_engine.clone()),
            ("BACKTEST_ADDR", backtest),
            ("RECEIPTS_ADDR", receipts),
            ("SHUTDOWN_GRACE_MS", "500".into()),
            // Turns end at once with a `shutdown` error when this one instance stops, so the
            // console's error path (hint, Retry) is what the browser test sees; takeover
            // by another instance is tested in durable_turns.rs and console_takeover.rs.
            ("DURABLE_TURNS", "false".into()),
            ("TURN_DRAIN_MS", "0".into()),
        ];
        // The test's own settings come last and win.
        orchestrator_env.extend(opts.orchestrator_env);
        let orchestrator =
            grpc(&mut services, "chat-orchestrator", "barb.chat.v1.ChatOrchestrator", orchestrator_env).await?;
        let mut gateway_env = opts.gateway_env;
        gateway_env.push(("QUERY_ENGINE_ADDR", query_engine.clone()));
        let gateway = Gateway::start(&nats.url, &db, &orchestrator, &gateway_env).await?;
        Ok(Self { nats, pg, db, receipts_user, gateway, query_engine, services, dir, _data: data })
    }

    fn service(&mut self, name: &str) -> anyhow::Result<&mut Service> {
        self.services.iter_mut().find(|s| s.process.name == name).with_context(|| format!("{name} was not started"))
    }

    /// Kills a service (`query-engine`, `chat-orchestrator`, …) and waits for it to exit.
    pub fn kill(&mut self, name: &str) -> anyhow::Result<()> {
        let p = &mut self.service(name)?.process;
        p.signal("KILL")?;
        p.wait(WAIT)?;
        Ok(())
    }

    /// Stops a service with SIGTERM (its graceful shutdown) and waits for it to exit.
    pub fn terminate(&mut self, name: &str) -> anyhow::Result<()> {
        self.service(name)?.process.terminate(WAIT)?;
        Ok(())
    }

    /// Starts a stopped service again on the same address and waits until it serves.
    pub async fn restart(&mut self, name: &str) -> anyhow::Result<()> {
        let s = self.service(name)?;
        s.spawn()?;
        let (addr, health) = (s.addr.clone(), s.health.clone());
        wait_for_grpc_health(&addr, &health, WAIT).await
    }

    /// A direct connection to the gateway's database (for checks the API cannot make).
    pub async fn sql(&self) -> anyhow::Result<sqlx::PgPool> {
        Ok(sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(&self.db).await?)
    }
}

/// An HTTP request with optional cookie, CSRF token, origin and bearer credential.
pub struct Call<'a> {
    pub method: Method,
    pub path: &'a str,
    pub cookie: Option<&'a str>,
    pub csrf: Option<&'a str>,
    pub origin: Option<&'a str>,
    pub bearer: Option<&'a str>,
    pub body: Option<Value>,
    pub headers: Vec<(&'a str, &'a str)>,
}

impl<'a> Call<'a> {
    pub fn new(method: Method, path: &'a str) -> Self {
        Self { method, path, cookie: None, csrf: None, origin: None, bearer: None, body: None, headers: vec![] }
    }
}

pub struct Reply {
    pub status: u16,
    pub headers: header::HeaderMap,
    pub body: Value,
}

pub async fn send(base: &str, c: Call<'_>) -> anyhow::Result<Reply> {
    let mut req = http().request(c.method, format!("{base}{}", c.path));
    if let Some(v) = c.cookie {
        req = req.header(header::COOKIE, format!("theme=dark; barb_session={v}"));
    }
    if let Some(v) = c.csrf {
        req = req.header("x-csrf-token", v);
    }
    if let Some(v) = c.origin {
        req = req.header(header::ORIGIN, v);
    }
    if let Some(v) = c.bearer {
        req = req.bearer_auth(v);
    }
    for (k, v) in c.headers {
        req = req.header(k, v);
    }
    if let Some(b) = c.body {
        req = req.json(&b);
    }
    let resp = req.send().await?;
    let status = resp.status().as_u16();
    let headers = resp.headers().clone();
    let text = resp.text().await?;
    let body = if text.is_empty() { Value::Null } else { serde_json::from_str(&text).unwrap_or(Value::String(text)) };
    Ok(Reply { status, headers, body })
}

/// The cargo target dir the tests run from (`target/<profile>/deps/<exe>`).
pub fn target_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    let exe = std::env::current_exe().expect("test executable path");
    exe.ancestors().nth(3).expect("inside a target dir").to_path_buf()
}

/// `<target>/console-screenshots/`, created.
pub fn artifacts_dir() -> PathBuf {
    let dir = target_dir().join("console-screenshots");
    std::fs::create_dir_all(&dir).expect("artifact dir");
    dir
}

fn running_as_root() -> bool {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("Uid:")).map(|l| l.split_whitespace().nth(1) == Some("0")))
        .unwrap_or(false)
}

/// A headless Chromium with its own profile; killed on drop.
pub struct Chromium {
    pub browser: Browser,
    handler: tokio::task::JoinHandle<()>,
    _profile: tempfile::TempDir,
    pub downloads: tempfile::TempDir,
}

impl Chromium {
    /// Launches the system Chromium. A missing browser fails the test: the
    /// console is not tested without one.
    pub async fn launch() -> anyhow::Result<Self> {
        if !Path::new(CHROMIUM).exists() {
            bail!(
                "Chromium is not installed at {CHROMIUM}: the console's browser tests need it \
                 (deploy/test.sh installs it; by hand: apt-get install -y chromium)"
            );
        }
        let profile = tempfile::tempdir()?;
        let downloads = tempfile::tempdir()?;
        let mut config = BrowserConfig::builder()
            .chrome_executable(CHROMIUM)
            .user_data_dir(profile.path())
            .viewport(None)
            .window_size(1280, 860)
            .launch_timeout(Duration::from_secs(60))
            .request_timeout(Duration::from_secs(60))
            .args(["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--lang=en-US"]);
        if running_as_root() {
            config = config.no_sandbox();
        }
        let (browser, mut handler) = Browser::launch(config.build().map_err(anyhow::Error::msg)?).await?;
        let handler = tokio::spawn(async move { while handler.next().await.is_some() {} });
        browser
            .execute(
                SetDownloadBehaviorParams::builder()
                    .behavior(SetDownloadBehaviorBehavior::Allow)
                    .download_path(downloads.path().display().to_string())
                    .build()
                    .map_err(anyhow::Error::msg)?,
            )
            .await?;
        Ok(Self { browser, handler, _profile: profile, downloads })
    }

    /// A new tab that records CSP violations and uncaught exceptions from
    /// its very first script, then loads `url`.
    pub async fn open(&self, url: &str) -> anyhow::Result<Tab> {
        let page = self.browser.new_page("about:blank").await?;
        page.evaluate_on_new_document(
            "window.__csp = []; document.addEventListener('securitypolicyviolation', \
             (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));",
        )
        .await?;
        let exceptions = Arc::new(Mutex::new(Vec::new()));
        let mut thrown = page.event_listener::<EventExceptionThrown>().await?;
        let sink = exceptions.clone();
        tokio::spawn(async move {
            while let Some(ev) = thrown.next().await {
                let d = &ev.exception_details;
                let text = d.exception.as_ref().and_then(|e| e.description.clone()).unwrap_or_else(|| d.text.clone());
                sink.lock().unwrap().push(text);
            }
        });
        page.goto(url).await?;
        Ok(Tab { page, exceptions })
    }
}

impl Chromium {
    /// Lets pages of `origin` read and write the clipboard, so a test can read
    /// what a copy button wrote.
    pub async fn allow_clipboard(&self, origin: &str) -> anyhow::Result<()> {
        use chromiumoxide::cdp::browser_protocol::browser::{
            PermissionDescriptor, PermissionSetting, SetPermissionParams,
        };
        for name in ["clipboard-read", "clipboard-write"] {
            let params = SetPermissionParams::builder()
                .permission(PermissionDescriptor::new(name))
                .setting(PermissionSetting::Granted)
                .origin(origin)
                .build()
                .map_err(anyhow::Error::msg)?;
            self.browser.execute(params).await?;
        }
        Ok(())
    }

    /// Closes the browser and waits for its process to exit.
    pub async fn close(mut self) -> anyhow::Result<()> {
        self.browser.close().await?;
        self.browser.wait().await?;
        Ok(())
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        // The process itself is killed on drop by chromiumoxide (kill_on_drop).
        self.handler.abort();
    }
}

/// A browser tab.
pub struct Tab {
    pub page: Page,
    exceptions: Arc<Mutex<Vec<String>>>,
}

/// Quotes a string for a JS expression.
pub fn js(s: &str) -> String {
    serde_json::to_string(s).expect("string")
}

impl Tab {
    /// Evaluates a JS expression (promises are awaited) and decodes its value.
    pub async fn eval<T: DeserializeOwned>(&self, expr: &str) -> anyhow::Result<T> {
        let result = self.page.evaluate_expression(expr).await.with_context(|| format!("evaluating {expr}"))?;
        let value: Value = result.value().cloned().unwrap_or(Value::Null);
        serde_json::from_value(value).with_context(|| format!("decoding the value of {expr}"))
    }

    /// Polls `condition` (a JS expression) every 50 ms until it is truthy.
    pub async fn wait(&self, condition: &str, what: &str) -> anyhow::Result<()> {
        self.wait_for(condition, what, WAIT).await
    }

    /// [`Tab::wait`] with a limit.
    pub async fn wait_for(&self, condition: &str, what: &str, limit: Duration) -> anyhow::Result<()> {
        let deadline = tokio::time::Instant::now() + limit;
        let expr = format!("(() => {{ try {{ return !!({condition}); }} catch (e) {{ return false; }} }})()");
        loop {
            if let Ok(true) = self.eval::<bool>(&expr).await {
                return Ok(());
            }
            if tokio::time::Instant::now() > deadline {
                let main: String = self
                    .eval("`${location.href} (${document.readyState}): ${(document.querySelector('#app')?.innerText || document.body?.innerText || '').slice(0, 1500)}`")
                    .await
                    .unwrap_or_else(|e| format!("<cannot read the page: {e}>"));
                bail!(
                    "timed out waiting for {what} ({condition}); page shows:\n{main}\nexceptions: {:?}",
                    self.exceptions()
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Clicks the first element matching `selector` (a real mouse click at its centre).
    pub async fn click(&self, selector: &str) -> anyhow::Result<()> {
        self.wait(&format!("document.querySelector({})", js(selector)), &format!("{selector} to exist")).await?;
        self.page.find_element(selector).await?.scroll_into_view().await?.click().await?;
        Ok(())
    }

    /// Focuses `selector` and types `text` key by key.
    pub async fn type_into(&self, selector: &str, text: &str) -> anyhow::Result<()> {
        let el = self.page.find_element(selector).await?;
        el.click().await?;
        el.type_str(text).await?;
        Ok(())
    }

    /// Presses a key (e.g. `Enter`) on `selector`.
    pub async fn press(&self, selector: &str, key: &str) -> anyhow::Result<()> {
        self.page.find_element(selector).await?.press_key(key).await?;
        Ok(())
    }

    /// Presses a key in whatever element has the focus.
    pub async fn key(&self, key: &str) -> anyhow::Result<()> {
        self.page.find_element(":focus").await?.press_key(key).await?;
        Ok(())
    }

    /// Presses Shift+Enter in the focused element (a real key event, as a keyboard sends it).
    pub async fn shift_enter(&self) -> anyhow::Result<()> {
        use chromiumoxide::cdp::browser_protocol::input::{DispatchKeyEventParams, DispatchKeyEventType};
        for (kind, text) in [(DispatchKeyEventType::KeyDown, Some("\r")), (DispatchKeyEventType::KeyUp, None)] {
            let mut b = DispatchKeyEventParams::builder()
                .r#type(kind)
                .key("Enter")
                .code("Enter")
                .windows_virtual_key_code(13)
                .native_virtual_key_code(13)
                .modifiers(8);
            if let Some(t) = text {
                b = b.text(t);
            }
            self.page.execute(b.build().map_err(anyhow::Error::msg)?).await?;
        }
        Ok(())
    }

    /// Reloads the page.
    pub async fn reload(&self) -> anyhow::Result<()> {
        self.page.reload().await?;
        Ok(())
    }

    /// Uncaught exceptions so far.
    pub fn exceptions(&self) -> Vec<String> {
        self.exceptions.lock().unwrap().clone()
    }

    /// Fails when a script threw or the CSP blocked something.
    pub async fn assert_clean(&self) -> anyhow::Result<()> {
        let csp: Vec<String> = self.eval("window.__csp || []").await?;
        anyhow::ensure!(csp.is_empty(), "Content-Security-Policy violations: {csp:?}");
        let ex = self.exceptions();
        anyhow::ensure!(ex.is_empty(), "uncaught exceptions: {ex:?}");
        Ok(())
    }

    /// Emulates a viewport (`None` restores the window's).
    pub async fn viewport(&self, size: Option<(i64, i64)>) -> anyhow::Result<()> {
        match size {
            Some((w, h)) => {
                self.page.execute(SetDeviceMetricsOverrideParams::new(w, h, 2.0, w < 600)).await?;
            }
            None => {
                self.page.execute(ClearDeviceMetricsOverrideParams::default()).await?;
            }
        }
        Ok(())
    }

    /// Moves the mouse over the first element matching `selector` (a real pointer event).
    pub async fn hover(&self, selector: &str) -> anyhow::Result<()> {
        self.wait(&format!("document.querySelector({})", js(selector)), &format!("{selector} to exist")).await?;
        self.page.find_element(selector).await?.hover().await?;
        Ok(())
    }

    /// Emulates the system colour scheme (`prefers-color-scheme`: `light` or `dark`).
    pub async fn color_scheme(&self, scheme: &str) -> anyhow::Result<()> {
        use chromiumoxide::cdp::browser_protocol::emulation::{MediaFeature, SetEmulatedMediaParams};
        let params =
            SetEmulatedMediaParams::builder().features(vec![MediaFeature::new("prefers-color-scheme", scheme)]).build();
        self.page.execute(params).await?;
        Ok(())
    }

    /// Makes the tab behave as the focused one (the clipboard API needs a focused document).
    pub async fn emulate_focus(&self) -> anyhow::Result<()> {
        use chromiumoxide::cdp::browser_protocol::emulation::SetFocusEmulationEnabledParams;
        self.page.execute(SetFocusEmulationEnabledParams::new(true)).await?;
        Ok(())
    }

    /// The clipboard's text.
    pub async fn clipboard(&self) -> anyhow::Result<String> {
        self.eval("navigator.clipboard.readText()").await
    }

    /// Saves a PNG screenshot of the viewport to `<target>/console-screenshots/<name>.png`.
    pub async fn screenshot(&self, name: &str) -> anyhow::Result<PathBuf> {
        let path = artifacts_dir().join(format!("{name}.png"));
        let params = ScreenshotParams::builder().format(CaptureScreenshotFormat::Png).build();
        self.page.save_screenshot(params, &path).await?;
        Ok(path)
    }
}
