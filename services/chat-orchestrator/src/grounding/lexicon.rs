//! Words that change what a written number claims: approximation ("about"),
//! units after it ("points", "%", "trades", "₽"), direction ("lost", "gained")
//! and the names people use for the engines' columns and metrics.
//!
//! Lists cover English plus the common German, French, Spanish and Russian
//! forms; every lookup is on a lower-cased word.

/// What a number is written as, from the words right after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// No unit word.
    None,
    /// `%`, "percent", "per cent", "Prozent", "процентов".
    Percent,
    /// "points", "pts", "-point", "Punkte".
    Points,
    /// A currency sign or word.
    Money,
    /// A counting noun: "trades", "days", "sessions", "receipts".
    Count,
    /// A multiple: `0.76x`, `2.8×`, "times".
    Ratio,
}

/// Words that mark a number as approximate.
pub const APPROX: &[&str] = &[
    "about",
    "approximately",
    "approx",
    "roughly",
    "around",
    "nearly",
    "almost",
    "circa",
    "ca",
    "some",
    "approx.",
    "etwa",
    "rund",
    "ungefähr",
    "fast",
    "environ",
    "presque",
    "aproximadamente",
    "casi",
    "около",
    "примерно",
    "почти",
    "порядка",
];

/// Currency words written after a number.
const MONEY_WORDS: &[&str] = &[
    "₽",
    "руб",
    "руб.",
    "рублей",
    "рубля",
    "рубль",
    "р.",
    "rub",
    "rubles",
    "roubles",
    "usd",
    "eur",
    "dollars",
    "dollar",
    "euros",
    "euro",
    "€",
    "$",
    "£",
    "¥",
    "₹",
];

/// Point words written after a number.
const POINT_WORDS: &[&str] = &[
    "points",
    "point",
    "pts",
    "pt",
    "handles",
    "handle",
    "ticks",
    "punkte",
    "punkten",
    "punkt",
    "pkt",
    "пункта",
    "пунктов",
    "пункт",
    "пункты",
    "puntos",
];

/// Percent words written after a number.
const PERCENT_WORDS: &[&str] =
    &["percent", "pct", "prozent", "процентов", "процента", "процент", "pp", "п.п.", "porcentaje"];

/// Counting nouns: a number before one is a count ("36 trades").
const COUNT_WORDS: &[&str] = &[
    "trades",
    "trade",
    "sessions",
    "session",
    "days",
    "day",
    "times",
    "receipts",
    "receipt",
    "purchases",
    "purchase",
    "visits",
    "visit",
    "groups",
    "rows",
    "bars",
    "weeks",
    "months",
    "winners",
    "losers",
    "wins",
    "losses",
    "stops",
    "stop-outs",
    "targets",
    "take-profits",
    "exits",
    "contracts",
    "shares",
    "orders",
    "items",
    "transactions",
    "hours",
    "configurations",
    "configs",
    "combinations",
    "legs",
    "folds",
    "occasions",
    "tage",
    "sitzungen",
    "handelstage",
    "séances",
    "jours",
    "sesiones",
    "días",
    "operaciones",
    "сделок",
    "сделки",
    "сделка",
    "чеков",
    "чека",
    "чек",
    "покупок",
    "покупки",
    "покупка",
    "дней",
    "дня",
    "сессий",
    "сессии",
    "раз",
    "раза",
    "визитов",
    "контрактов",
];

/// Words that say a value went down or is a loss ("lost 917 points").
pub const NEGATIVE_CUES: &[&str] = &[
    "lost",
    "lose",
    "loses",
    "loss",
    "losing",
    "down",
    "fell",
    "fall",
    "falls",
    "dropped",
    "drop",
    "drops",
    "declined",
    "decline",
    "declines",
    "negative",
    "minus",
    "lower",
    "below",
    "shed",
    "slid",
    "sank",
    "cost",
    "убыток",
    "потеря",
    "упал",
    "упала",
    "снизился",
    "verlust",
    "verlor",
    "perte",
    "pérdida",
    "slipped",
    "slip",
    "slips",
    "dipped",
    "dip",
    "dips",
    "eased",
    "eases",
    "tumbled",
    "plunged",
    "plunge",
    "slumped",
    "retreated",
    "retreat",
    "sagged",
    "weakened",
    "red",
    "потерял",
    "потеряла",
    "снизилась",
    "упали",
    "fiel",
    "perdu",
    "baisse",
    "cayó",
    "perdió",
];

/// Words that say a value went up or is a gain ("gained 57.8 points").
pub const POSITIVE_CUES: &[&str] = &[
    "gained",
    "gain",
    "gains",
    "rose",
    "rise",
    "rises",
    "rallied",
    "made",
    "earned",
    "earning",
    "positive",
    "higher",
    "above",
    "plus",
    "won",
    "profit",
    "profits",
    "climbed",
    "jumped",
    "прибыль",
    "вырос",
    "выросла",
    "gewinn",
    "gagné",
    "ganancia",
    "advanced",
    "added",
    "surged",
    "soared",
    "rebounded",
    "bounced",
    "recovered",
    "firmed",
    "green",
    "прибавил",
    "прибавила",
    "stieg",
    "gewann",
    "hausse",
    "subió",
    "ganó",
];

/// The unit a word after a number names.
pub fn unit_word(word: &str) -> Unit {
    let w = word.to_lowercase();
    let w = w.as_str();
    if MONEY_WORDS.contains(&w) {
        Unit::Money
    } else if POINT_WORDS.contains(&w) {
        Unit::Points
    } else if PERCENT_WORDS.contains(&w) {
        Unit::Percent
    } else if COUNT_WORDS.contains(&w) {
        Unit::Count
    } else if matches!(w, "x" | "×" | "times" | "fold" | "mal" | "fois" | "veces" | "раза") {
        Unit::Ratio
    } else {
        Unit::None
    }
}

/// True for a currency sign written before a number.
pub fn currency_sign(c: char) -> bool {
    matches!(c, '$' | '€' | '£' | '₽' | '¥' | '₹')
}

/// A column or metric name split into the groups of words that name it: a
/// group is satisfied when a sentence contains one of its words. `mean_range`
/// → `[[mean, average, avg, typical], [range]]`.
pub fn name_groups(name: &str) -> Vec<Vec<String>> {
    let lower = name.to_lowercase();
    // A sweep's figures: `is_`/`oos_` is the sample (judged on its own, see
    // `grounding::sample`), then qualifiers (`walk_forward_`, `fold2_`,
    // `neighbours_`, `mean_`) before a metric name.
    if let Some(rest) = lower.strip_prefix("is_").or_else(|| lower.strip_prefix("oos_")) {
        let mut groups: Vec<Vec<String>> = Vec::new();
        let mut rest = rest;
        loop {
            let (group, tail): (&[&str], &str) = if let Some(t) = rest.strip_prefix("walk_forward_") {
                (&["walk", "walk-forward", "forward", "folds"], t)
            } else if let Some(t) = rest.strip_prefix("neighbours_") {
                (&["neighbours", "neighbors", "neighbouring", "neighboring", "adjacent", "nearby"], t)
            } else if let Some(t) = rest.strip_prefix("mean_") {
                (MEAN, t)
            } else if rest.starts_with("fold") && rest.contains('_') {
                let (_, t) = rest.split_once('_').unwrap_or((rest, ""));
                (&["fold", "folds", "window", "windows"], t)
            } else {
                break;
            };
            groups.push(group.iter().map(|w| (*w).to_string()).collect());
            rest = tail;
        }
        groups.extend(name_groups(rest));
        return groups;
    }
    if let Some(groups) = METRICS.iter().find(|(n, _)| *n == lower).map(|(_, g)| g) {
        return groups.iter().map(|g| g.iter().map(|w| (*w).to_string()).collect()).collect();
    }
    let cleaned: String = lower.chars().map(|c| if c.is_alphanumeric() { c } else { ' ' }).collect();
    cleaned
        .split_whitespace()
        .filter(|t| !t.chars().all(|c| c.is_ascii_digit()))
        .map(|token| {
            let syn = SYNONYMS.iter().find(|(t, _)| *t == token).map(|(_, s)| *s);
            match syn {
                Some(words) => words.iter().map(|w| (*w).to_string()).collect(),
                None => vec![token.to_string()],
            }
        })
        .collect()
}

/// Words for the parts of generated column names (`mean_range`, `pct_up`,
/// `sum(total)`).
const SYNONYMS: &[(&str, &[&str])] = &[
    ("mean", MEAN),
    ("avg", MEAN),
    (
        "max",
        &[
            "max",
            "maximum",
            "highest",
            "largest",
            "biggest",
            "widest",
            "top",
            "peak",
            "record",
            "максимум",
            "максимальный",
            "крупный",
            "крупнейший",
            "höchste",
            "höchster",
            "größte",
            "größter",
            "high",
        ],
    ),
    (
        "min",
        &[
            "min",
            "minimum",
            "lowest",
            "smallest",
            "narrowest",
            "least",
            "минимум",
            "минимальный",
            "niedrigste",
            "tiefste",
            "tiefster",
            "kleinste",
            "low",
        ],
    ),
    ("last", &["last", "ended", "end", "final", "latest", "year-end"]),
    ("first", &["first", "opened", "start", "began"]),
    ("median", &["median", "медиана", "медианный"]),
    ("sum", &["sum", "total", "spent", "spend", "spending", "сумма", "итого", "потратили"]),
    (
        "count",
        &[
            "count",
            "number",
            "times",
            "visits",
            "receipts",
            "purchases",
            "sessions",
            "days",
            "trades",
            "rows",
            "раз",
            "чеков",
            "покупок",
        ],
    ),
    ("std", &["std", "deviation", "stdev", "volatility", "отклонение"]),
    ("pct", &["share", "percent", "percentage", "%", "proportion", "fraction", "доля"]),
    ("range", &["range", "ranges", "spanned", "span", "диапазон", "spanne", "amplitude"]),
    ("volume", &["volume", "contracts", "объём", "объем", "volumen"]),
    ("close", &["close", "closed", "closing", "closes", "settled", "закрытие", "schluss", "schlusskurs", "clôture"]),
    ("open", &["open", "opened", "opening", "opens", "открытие", "eröffnung", "ouverture"]),
    ("high", &["high", "highs", "максимум"]),
    ("low", &["low", "lows", "минимум"]),
    ("change", &["change", "changed", "move", "moved", "gained", "lost", "rose", "fell", "down", "up", "изменение"]),
    ("chg", &["change", "gain", "rose", "jump", "move", "%"]),
    ("g", &["gap", "gaps"]),
    ("gap", &["gap", "gaps"]),
    ("rsi", &["rsi"]),
    ("total", &["total", "spent", "spend", "sum", "amount", "сумма", "итого"]),
    ("amount", &["amount", "spent", "spend", "cost", "сумма"]),
    ("rows", &["rows", "sessions", "days"]),
    ("scanned", &["sessions", "days", "rows", "bars"]),
    ("up", &["up", "higher", "green", "gain", "closed"]),
    ("correlation", &["correlation", "correlated", "r", "корреляция"]),
];

/// Words for an average.
const MEAN: &[&str] = &[
    "mean",
    "average",
    "averaged",
    "averages",
    "avg",
    "typical",
    "typically",
    "средний",
    "средняя",
    "durchschnitt",
    "durchschnittlich",
    "durchschnittliche",
    "durchschnittlichen",
    "moyenne",
    "promedio",
];

/// Backtest metrics by name: the groups of words that name each.
const METRICS: &[(&str, &[&[&str]])] = &[
    ("total_trades", &[&["trades", "trade", "сделок", "сделки"]]),
    ("winning_trades", &[&["winners", "winning", "wins", "won", "прибыльных"]]),
    ("losing_trades", &[&["losers", "losing", "losses", "lost", "убыточных"]]),
    (
        "win_rate",
        &[
            &["win", "winners", "hit", "winning", "прибыльных", "trefferquote"],
            &["rate", "ratio", "percentage", "%", "доля", "quote"],
        ],
    ),
    ("gross_profit", &[&["gross"], &["profit", "profits", "gains", "won"]]),
    ("gross_loss", &[&["gross"], &["loss", "losses", "lost"]]),
    ("profit_factor", &[&["profit", "pf", "фактор", "profitfaktor"], &["factor", "pf", "прибыли", "profitfaktor"]]),
    (
        "avg_win",
        &[
            &["average", "avg", "mean", "typical", "средний", "средняя"],
            &["win", "winner", "winners", "winning", "gain"],
        ],
    ),
    (
        "avg_loss",
        &[&["average", "avg", "mean", "typical", "средний", "средняя"], &["loss", "loser", "losers", "losing"]],
    ),
    ("max_drawdown", &[&["drawdown", "dd", "просадка", "drawdowns"]]),
    (
        "total_pnl",
        &[&[
            "total",
            "net",
            "pnl",
            "p&l",
            "result",
            "overall",
            "made",
            "lost",
            "profit",
            "итог",
            "итого",
            "убыток",
            "gesamt",
        ]],
    ),
    ("expectancy", &[&["expectancy", "per", "expected", "ожидание", "average", "avg", "typical", "mean"]]),
    ("avg_bars_held", &[&["bars", "hold", "held", "holding", "days"]]),
    ("max_consecutive_wins", &[&["consecutive", "streak", "row"], &["wins", "winners", "winning"]]),
    ("max_consecutive_losses", &[&["consecutive", "streak", "row"], &["losses", "losers", "losing"]]),
    ("recovery_factor", &[&["recovery"]]),
    ("sharpe", &[&["sharpe", "шарп"]]),
    ("sortino", &[&["sortino", "сортино"]]),
    ("sqn", &[&["sqn"]]),
    ("exposure_pct", &[&["exposure", "exposed", "market", "invested"]]),
    ("max_drawdown_duration_bars", &[&["drawdown", "dd"], &["duration", "bars", "lasted", "long"]]),
    ("buy_and_hold_pnl", &[&["buy", "hold", "holding", "b&h", "passive"]]),
    ("buy_and_hold_pct", &[&["buy", "hold", "holding", "b&h", "passive"]]),
    ("best_trade", &[&["best", "biggest", "largest", "top"]]),
    ("total_rows", &[&["rows", "listed", "shown", "results"]]),
    // Research results (comparisons, portfolios, sweeps).
    ("trades", &[&["trades", "trade", "сделок", "сделки"]]),
    ("total_pnl_currency", &[&["currency", "dollars", "usd", "$", "per", "contract", "money"]]),
    ("point_value", &[&["point", "multiplier", "value"]]),
    ("pnl", &[&["pnl", "p&l", "profit", "made", "lost", "loss", "result", "net", "earned", "contributed"]]),
    ("contribution_pct", &[&["contribution", "contributed", "share", "accounted"]]),
    ("skipped", &[&["skipped", "skip", "skips", "zero", "size"]]),
    ("commission_per_contract", &[&["commission", "commissions", "costs", "cost"]]),
    ("unit_total_pnl", &[&["unit", "one-unit", "single", "contract"]]),
    ("capital", &[&["capital", "starting", "initial", "start"]]),
    ("final_equity", &[&["final", "equity"]]),
    ("return_pct", &[&["return", "returned", "roi", "gain"]]),
    ("max_drawdown_pct", &[&["drawdown", "dd", "просадка", "drawdowns"]]),
    ("configurations", &[&["configurations", "configs", "combinations", "tried", "tested", "parameter", "sets"]]),
    ("grid", &[&["grid"]]),
    ("eligible", &[&["eligible", "enough", "ranked", "qualified"]]),
    ("positive_in_sample", &[&["positive", "profitable"]]),
    ("deflated_sharpe", &[&["deflated", "dsr", "probability"]]),
    ("sharpe_per_trade", &[&["per-trade", "per"], &["sharpe", "шарп"]]),
    ("expected_max_sharpe", &[&["expected", "luck", "random"]]),
    ("neighbours", &[&["neighbours", "neighbors", "neighbouring", "neighboring", "adjacent", "nearby"]]),
    ("neighbours_holding", &[&["hold", "held", "holding", "half"]]),
    (
        "neighbours_ratio",
        &[
            &["neighbours", "neighbors", "neighbouring", "neighboring", "adjacent", "nearby"],
            &["ratio", "share", "%", "percent"],
        ],
    ),
    ("worst_trade", &[&["worst", "biggest", "largest"]]),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_after_numbers() {
        assert_eq!(unit_word("Points"), Unit::Points);
        assert_eq!(unit_word("₽"), Unit::Money);
        assert_eq!(unit_word("trades"), Unit::Count);
        assert_eq!(unit_word("percent"), Unit::Percent);
        assert_eq!(unit_word("x"), Unit::Ratio);
        assert_eq!(unit_word("weekday"), Unit::None);
    }

    #[test]
    fn names_split_into_word_groups() {
        let g = name_groups("mean_range");
        assert!(
            g[0].contains(&"average".to_string())
                && g[1] == ["range", "ranges", "spanned", "span", "диапазон", "spanne", "amplitude"]
        );
        assert_eq!(name_groups("win_rate").len(), 2);
        assert_eq!(name_groups("sum(total)").len(), 2);
        assert_eq!(name_groups("count(*)"), name_groups("count"));
        assert_eq!(name_groups("sma_200"), vec![vec!["sma".to_string()]]);
    }
}
