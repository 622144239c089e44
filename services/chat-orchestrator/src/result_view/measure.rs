//! What a tool value measures — points, money, a count, a share, a
//! percentage, a ratio — read from the engines' column names and from the
//! query's own expressions (`high - low` is points, `pct(up)` a share,
//! `(close - open) / open * 100` a percentage). The grounding check compares
//! it with the unit a sentence writes.

/// What a value measures, as far as the engines tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Measure {
    /// Index points (prices, ranges, P&L).
    Points,
    /// Currency amounts (receipts).
    Money,
    /// Counts (rows, trades, contracts).
    Count,
    /// A fraction 0–1 (`pct()`).
    Share,
    /// A percentage 0–100 (win rate, exposure) or a percent change.
    Percent,
    /// A dimensionless ratio (profit factor, Sharpe, correlation).
    Ratio,
    /// Not known (a computed column such as `(close - open) / open * 100`).
    Unknown,
}

/// A currency, as far as an answer can name one. Results name it by its ISO
/// 4217 code (the receipts service's `currency`); text by a sign or a word
/// ("₽", "руб.", "US$", "dollari"), which rarely tells one dollar from
/// another, so every dollar is one currency here: "$1,234" for roubles is
/// the wrong unit, for US or Australian dollars it is not judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Currency {
    /// Any dollar (USD, AUD, CAD, …).
    Dollar,
    /// EUR.
    Euro,
    /// GBP.
    Pound,
    /// RUB.
    Rouble,
    /// JPY.
    Yen,
    /// CNY.
    Yuan,
    /// INR.
    Rupee,
    /// PLN.
    Zloty,
    /// BRL.
    Real,
    /// TRY.
    Lira,
    /// SEK, NOK, DKK.
    Krona,
    /// CZK.
    Koruna,
    /// CHF (and the other francs: a text rarely says which).
    Franc,
    /// The guilder (NLG, ANG, AWG; a historical currency still written).
    Guilder,
    /// "¥" alone: the yen or the yuan, the sign does not say which.
    YenOrYuan,
}

impl Currency {
    /// The currency of an ISO 4217 code; `None` for a code not listed.
    pub fn from_code(code: &str) -> Option<Self> {
        use Currency::*;
        Some(match code.trim().to_ascii_uppercase().as_str() {
            "USD" | "AUD" | "CAD" | "NZD" | "HKD" | "SGD" => Dollar,
            "EUR" => Euro,
            "GBP" => Pound,
            "RUB" | "RUR" => Rouble,
            "JPY" => Yen,
            "CNY" | "RMB" => Yuan,
            "INR" => Rupee,
            "PLN" => Zloty,
            "BRL" => Real,
            "TRY" => Lira,
            "SEK" | "NOK" | "DKK" => Krona,
            "CZK" => Koruna,
            "CHF" => Franc,
            "NLG" | "ANG" | "AWG" => Guilder,
            _ => return None,
        })
    }

    /// True when a number written in `self` may be a value in `is`: the
    /// same currency, or "¥" for the yen or the yuan.
    pub fn fits(self, is: Currency) -> bool {
        use Currency::*;
        self == is || matches!((self, is), (YenOrYuan, Yen | Yuan) | (Yen | Yuan, YenOrYuan))
    }
}

/// What an expression measures: price columns combined by `+`/`-` are points.
pub(crate) fn expression_measure(expr: &str, maps: &[(String, String)]) -> Measure {
    let e = expr.trim();
    if let Some((_, inner)) = maps.iter().find(|(n, _)| n == e) {
        return expression_measure(inner, &[]);
    }
    match e {
        "open" | "high" | "low" | "close" => return Measure::Points,
        "volume" => return Measure::Count,
        _ => {}
    }
    if e.contains(['<', '>', '=']) || e.starts_with("not ") {
        return Measure::Share;
    }
    let compact: String = e.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.ends_with("*100") || compact.starts_with("100*") {
        return Measure::Percent;
    }
    let price_fns = ["gap()", "range()", "body()", "atr(", "tr()", "sma(", "ema(", "prev("];
    let words: Vec<&str> = e.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect();
    let only_prices = words.iter().all(|w| {
        matches!(
            *w,
            "open"
                | "high"
                | "low"
                | "close"
                | "prev"
                | "abs"
                | "sma"
                | "ema"
                | "gap"
                | "range"
                | "body"
                | "atr"
                | "tr"
        ) || w.chars().all(|c| c.is_ascii_digit())
    });
    if only_prices
        && !e.contains(['*', '/'])
        && (words.iter().any(|w| matches!(*w, "open" | "high" | "low" | "close"))
            || price_fns.iter().any(|f| e.contains(f)))
    {
        return Measure::Points;
    }
    Measure::Unknown
}

/// What an aggregate (`mean(range)`) or column measures.
pub(crate) fn aggregate_measure(expr: &str, maps: &[(String, String)]) -> Measure {
    let e = expr.trim();
    let (func, arg) = match e.split_once('(') {
        Some((f, rest)) => (f.trim(), rest.trim_end_matches(')').split(',').next().unwrap_or("").trim()),
        None => ("", e),
    };
    match func {
        "count" => Measure::Count,
        "pct" => Measure::Share,
        "correlation" => Measure::Ratio,
        "mean" | "sum" | "min" | "max" | "median" | "std" | "percentile" | "first" | "last" => {
            expression_measure(arg, maps)
        }
        _ => match maps.iter().find(|(n, _)| n == e) {
            Some((_, inner)) => expression_measure(inner, &[]),
            None => match e.split_once('_') {
                // A dict or table column named by the engine: `mean_range`, `pct_up`.
                Some((f, arg)) if matches!(f, "mean" | "sum" | "min" | "max" | "median" | "std" | "pct" | "count") => {
                    aggregate_measure(&format!("{f}({arg})"), maps)
                }
                _ => expression_measure(e, maps),
            },
        },
    }
}

pub(crate) fn metric_measure(name: &str) -> Measure {
    match name {
        "total_trades"
        | "winning_trades"
        | "losing_trades"
        | "max_consecutive_wins"
        | "max_consecutive_losses"
        | "max_drawdown_duration_bars" => Measure::Count,
        "win_rate" | "exposure_pct" | "buy_and_hold_pct" => Measure::Percent,
        "profit_factor" | "recovery_factor" | "sharpe" | "sortino" | "sqn" => Measure::Ratio,
        "avg_bars_held" => Measure::Unknown,
        _ => Measure::Points,
    }
}

pub(crate) fn receipts_measure(column: &str) -> Measure {
    let c = column.to_lowercase();
    if c.starts_with("count") {
        Measure::Count
    } else if ["total", "amount", "price", "sum"].iter().any(|w| c.contains(w)) {
        Measure::Money
    } else {
        Measure::Unknown
    }
}
