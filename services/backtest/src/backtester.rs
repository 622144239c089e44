//! One backtest from validated input to report: bars from the market →
//! entry signals (the compiled Barb expression) → minute rows (cached) →
//! simulation → trades, statistics, equity curve and model text.

use std::sync::Arc;
use std::time::Instant;

use barb_script::market::Timeframe;
use barb_script::{Market, Markets};
use serde_json::{Value, json};

use crate::cache::{BarsKey, DataCache};
use crate::error::Result;
use crate::market::Bars;
use crate::report::{self, EquityPoint};
use crate::simulate::{self, Fill, Resolution};
use crate::stats::{self, Performance, Span};
use crate::strategy::{BacktestInput, Compiled, ExitResolution};
use crate::trade::{Trade, round4, time_text};
use barb_common::deadline::Guard;

/// Bars an `exit_target` sees, ending at the signal bar (the reference's window).
pub const TARGET_WINDOW: usize = 200;

/// Runs backtests on the loaded markets; the bars, minute maps and entry
/// signals of runs are kept in barb-script's bar cache ([`DataCache`]),
/// shared with queries and bounded by bytes.
#[derive(Debug)]
pub struct Backtester {
    markets: Arc<Markets>,
    data: DataCache,
    max_trades: usize,
}

/// The result of one run.
#[derive(Debug, Clone)]
pub struct BacktestOutput {
    /// Card title (`<title> · <n> trades`).
    pub title: String,
    /// The title as given.
    pub input_title: String,
    /// Instrument symbol.
    pub instrument: String,
    /// Timeframe.
    pub timeframe: Timeframe,
    /// Session as requested.
    pub session: Option<String>,
    /// Period as requested.
    pub period: Option<String>,
    /// How exits inside bars were resolved.
    pub resolution: ExitResolution,
    /// Bars simulated.
    pub bars: usize,
    /// First and last bar dates.
    pub dates: Option<(String, String)>,
    /// Trades in order.
    pub trades: Vec<Trade>,
    /// Trading statistics (`metrics` in JSON and protobuf).
    pub performance: Performance,
    /// Equity after each trade.
    pub equity_curve: Vec<EquityPoint>,
    /// The text the model sees.
    pub model_response: String,
    /// Notes about the data (e.g. no bars in the period).
    pub warnings: Vec<String>,
    /// Wall time of the run.
    pub elapsed_ms: f64,
}

impl BacktestOutput {
    /// The UI card of spec §6.6 (metrics grid, equity chart, exits, trade
    /// table). Not part of [`BacktestOutput::to_json`]: it repeats every trade,
    /// and the chat layer builds its block from the fields above.
    pub fn card(&self) -> Value {
        report::card(&self.input_title, &self.performance, &self.trades, &self.equity_curve)
    }

    /// The JSON shape of the CLI and of gRPC `result_json`.
    pub fn to_json(&self) -> Value {
        json!({
            "ok": true,
            "title": self.title,
            "metrics": self.performance.to_json(),
            "trades": self.trades.iter().map(Trade::to_json).collect::<Vec<_>>(),
            "equity_curve": self.equity_curve.iter()
                .map(|p| json!({"date": p.date, "equity": stats::num(p.equity), "drawdown": stats::num(p.drawdown)}))
                .collect::<Vec<_>>(),
            "model_response": self.model_response,
            "metadata": {
                "instrument": self.instrument,
                "from": self.timeframe.name(),
                "session": self.session,
                "period": self.period,
                "exit_resolution": self.resolution.as_str(),
                "bars": self.bars,
                "first_date": self.dates.as_ref().map(|d| d.0.clone()),
                "last_date": self.dates.as_ref().map(|d| d.1.clone()),
                "warnings": self.warnings,
            },
        })
    }
}

/// The trade record of a fill.
pub fn trade_of(f: &Fill, bars: &Bars, input: &BacktestInput) -> Trade {
    Trade {
        entry_bar: f.entry_bar,
        exit_bar: f.exit_bar,
        entry_date: bars.date(f.entry_bar),
        entry_time: bars.time(f.entry_bar),
        entry_price: round4(f.entry_price),
        exit_date: bars.date(f.exit_bar),
        exit_time: f.exit_ts.map(time_text),
        exit_price: round4(f.exit_price),
        direction: input.strategy.rules.direction,
        pnl: round4(f.pnl),
        exit_reason: f.reason,
        bars_held: f.exit_bar - f.entry_bar,
    }
}

/// What the statistics need to know about `bars`.
pub fn span_of(bars: &Bars) -> Span {
    let n = bars.len();
    if n == 0 {
        return Span::default();
    }
    let micros_per_year = 365.25 * 86_400.0 * 1e6;
    Span {
        bars: n,
        years: (bars.ts[n - 1] - bars.ts[0]) as f64 / micros_per_year,
        first_open: bars.open[0],
        last_close: bars.close[n - 1],
    }
}

impl Backtester {
    /// Backtests on `markets`.
    pub fn new(markets: Arc<Markets>) -> Self {
        Self { markets, data: DataCache::default(), max_trades: usize::MAX }
    }

    /// Fails runs with more than `max` trades (`result_too_large`), stopping
    /// the simulation as soon as it passes the cap. Unbounded by default.
    pub fn with_max_trades(mut self, max: usize) -> Self {
        self.max_trades = max;
        self
    }

    /// The markets.
    pub fn markets(&self) -> &Arc<Markets> {
        &self.markets
    }

    /// The shared bars, minute maps and signals.
    pub fn data(&self) -> &DataCache {
        &self.data
    }

    /// The entry signal of `entry` on `bars` (cached by text with the bars).
    pub fn entry_signal(
        &self,
        market: &Market,
        key: &BarsKey,
        bars: &Bars,
        entry: &Compiled,
    ) -> Result<Arc<Vec<bool>>> {
        self.data.entry(market, key, &entry.text, || bars.condition(&entry.expr, "strategy.entry"))
    }

    /// Parses input JSON text and runs it on `symbol` (empty = default instrument).
    pub fn run_text(&self, symbol: &str, input_json: &str, guard: &Guard) -> Result<BacktestOutput> {
        self.run(symbol, &BacktestInput::parse_text(input_json)?, guard)
    }

    /// Runs validated input on `symbol` (empty = default instrument).
    pub fn run(&self, symbol: &str, input: &BacktestInput, guard: &Guard) -> Result<BacktestOutput> {
        let started = Instant::now();
        let market = self.markets.market(symbol)?;
        let session = input.session.as_deref();
        let key = BarsKey::new(&market, session, input.timeframe, input.period.as_ref())?;
        let bars = self.data.bars(&market, &key)?;
        let n = bars.len();
        guard.check(0, n)?;
        let mut warnings = Vec::new();
        let mut trades = Vec::new();
        if n == 0 {
            warnings.push("no bars match the session and period".to_string());
        } else if n == 1 {
            warnings.push("only one bar matches the session and period; a backtest needs at least two".to_string());
        } else {
            let entry = self.entry_signal(&market, &key, &bars, &input.strategy.entry)?;
            guard.check(0, n)?;
            let map = match input.resolution {
                ExitResolution::Minutes => Some(self.data.minute_map(&market, &key)?),
                ExitResolution::Bars => None,
            };
            let res = Resolution::new(input.resolution, map.as_ref().map(|m| m.intrabar()).transpose()?);
            let mut target = |i: usize| match &input.strategy.exit_target {
                Some(t) => bars.value_at(&t.expr, i, TARGET_WINDOW, "strategy.exit_target"),
                None => Ok(None),
            };
            let fills =
                simulate::run(&bars.ohlc(), &res, &entry, &input.strategy.rules, &mut target, guard, self.max_trades)?;
            trades = fills.iter().map(|f| trade_of(f, &bars, input)).collect();
        }
        let performance = stats::compute(&trades, &span_of(&bars));
        let equity_curve = report::equity_curve(&trades);
        let model_response = report::model_response(&performance, &trades);
        let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        tracing::debug!(instrument = %market.instrument.symbol, bars = n, trades = trades.len(), elapsed_ms, "backtest finished");
        Ok(BacktestOutput {
            title: report::card_title(&input.title, trades.len()),
            input_title: input.title.clone(),
            instrument: market.instrument.symbol.clone(),
            timeframe: input.timeframe,
            session: input.session.clone(),
            period: input.period.as_ref().map(|p| p.0.clone()),
            resolution: input.resolution,
            bars: n,
            dates: (n > 0).then(|| (bars.date(0), bars.date(n - 1))),
            trades,
            performance,
            equity_curve,
            model_response,
            warnings,
            elapsed_ms,
        })
    }
}
