//! What the model is told about the tools this service implements:
//! `run_query` (a Barb Script query) and `function_reference` (look up
//! expression functions). The chat orchestrator fetches these definitions over
//! `barb.tools.v1.ToolCatalogService` and sends them to the model unchanged,
//! so the text lives beside the code that executes the tool and the function
//! list in it is the registry of this very build.

use barb_common::{
    proto::{query::v1::FunctionInfo, query::v1::FunctionParam, tools::v1::ToolDefinition},
    tool_catalog::definition,
};
use serde_json::json;

use barb_script::functions::REGISTRY;

/// Tool name of the query call.
pub const RUN_QUERY: &str = "run_query";
/// Tool name of the function lookup.
pub const FUNCTION_REFERENCE: &str = "function_reference";

const RUN_QUERY_DESCRIPTION: &str = r#"Run a Barb Script query over the instrument's 1-minute OHLCV bars and get a compact summary of the result. The engine computes; you never do arithmetic yourself. Input: {"query": {...}, "title": "short card title"}.

<language>
A query is a JSON object with these keys (all optional; nothing else is allowed):
- "session": session name, e.g. "RTH" (regular hours) or "ETH" (full Globex session). Omit for all bars.
- "from": timeframe: 1m 5m 15m 30m 1h 2h 4h daily weekly monthly quarterly yearly. Omitted = 1m (no resampling). Use "daily" for day-level questions.
- "period": "2024", "2024-03", "2024-03-15", a range "2024-01:2024-06" (inclusive; open ends allowed: "2023:"), "last_year", "last_month", "last_week", or "last_N" (the last N trading days, e.g. "last_20"). Not supported: "2024-Q1", "ytd", "today".
- "map": {"name": "expression", ...} derived columns, evaluated in order; later ones may use earlier ones.
- "where": boolean expression filtering rows (e.g. "close > open and volume > 1000").
- "group_by": column name or list of names (create them in "map" first, e.g. "dow": "dayofweek()").
- "select": aggregate expression or list of them: count(), mean(x), sum(x), min(x), max(x), std(x), median(x), pct(x) (share of true values), percentile(x, 0.9), correlation(a, b).
- "sort": "column" or "column desc"; "limit": first N rows after sorting; "columns": output columns in order.
- "steps": [step, step, ...] for multi-stage pipelines (e.g. aggregate per day, then filter days); the first step may hold session/period/from.
Pipeline order: session → period → resample (from) → map → where → group_by/select → sort → limit.
Expressions: arithmetic + - * / // % **, comparisons (chainable: 1 < x < 2), and/or/not, in [..], literals, column names (open high low close volume and map columns), and function calls with positional arguments (see the reference below). Indicators warm up inside the period: an sma(close, 20) is empty for the first 19 bars of the period.
</language>

<examples>
Average daily range in 2024: {"query": {"from": "daily", "period": "2024", "map": {"range": "high - low"}, "select": "mean(range)"}, "title": "Average daily range 2024"}
Days that closed up more than 2% last year: {"query": {"from": "daily", "period": "last_year", "map": {"chg": "(close - open) / open * 100"}, "where": "chg > 2", "columns": ["date", "open", "close", "chg"]}, "title": "Up days > 2%"}
Mean range by weekday: {"query": {"from": "daily", "map": {"range": "high - low", "dow": "dayofweek()"}, "group_by": "dow", "select": "mean(range)"}, "title": "Range by weekday"}
Share of up days per month in 2023: {"query": {"from": "daily", "period": "2023", "map": {"up": "close > open", "m": "month()"}, "group_by": "m", "select": "pct(up)"}, "title": "Up-day share by month"}
RTH opening hour volume, last 20 days: {"query": {"session": "RTH", "from": "1h", "period": "last_20", "map": {"h": "hour()"}, "where": "h == 9", "select": ["mean(volume)", "max(volume)"]}, "title": "Opening hour volume"}
Top 5 widest days of 2024: {"query": {"from": "daily", "period": "2024", "map": {"range": "high - low"}, "sort": "range desc", "limit": 5}, "title": "Widest days 2024"}
RSI below 30 on daily bars: {"query": {"from": "daily", "period": "last_year", "map": {"rsi": "rsi(close, 14)"}, "where": "rsi < 30"}, "title": "Oversold days"}
Days whose high broke the previous day's high: {"query": {"from": "daily", "period": "2024", "map": {"hh": "high > prev(high)"}, "select": "pct(hh)"}, "title": "Higher highs 2024"}
</examples>

<data-protocol>
You receive a compact summary: row count, min/max/mean of computed columns, the first and last row, the min and max group, or the scalar value, then the result's citable values (result rK; rows by their key, up to 25 rows, larger tables sampled). The user sees the full table, chart and the rows behind an aggregate as a card placed in your answer. So: do not repeat tables; comment on the result in one to three sentences, citing values as {{rK.NAME}} / {{rK.ROW.COLUMN}} or quoting them as given (rounding is fine). Never compute new numbers yourself (no differences, ratios or percentages of your own): if you need one, run another query that computes it (e.g. a second step with "map": {"change": "mean_range - prev(mean_range)"}). Errors come back as "Error: <message> (hint: <hint>)": fix the query and try again.
</data-protocol>"#;

const FUNCTION_REFERENCE_DESCRIPTION: &str = "Look up expression functions of the query language: signature, description, example. Input: {\"name\"?: \"rsi\", \"category\"?: \"oscillators\"}; with neither, lists every function briefly.";

/// The tools of this service, in the order the model sees them: `run_query`
/// (its description ends with every function, one line each) and
/// `function_reference`.
pub fn definitions() -> Vec<ToolDefinition> {
    let run_query = format!(
        "{RUN_QUERY_DESCRIPTION}\n\n<functions>\n{}</functions>",
        reference_text(&function_infos("", ""), true)
    );
    vec![
        definition(
            RUN_QUERY,
            run_query,
            &json!({
                "type": "object",
                "properties": {
                    "query": {"type": "object", "description": "The Barb Script query object."},
                    "title": {"type": "string", "description": "Short title for the result card."}
                },
                "required": ["query", "title"]
            }),
        ),
        definition(
            FUNCTION_REFERENCE,
            FUNCTION_REFERENCE_DESCRIPTION,
            &json!({
                "type": "object",
                "properties": {
                    "name": {"type": "string", "description": "Function name."},
                    "category": {"type": "string", "description": "Category, e.g. oscillators."}
                }
            }),
        ),
    ]
}

/// The registry's functions matching `category` and `name` (each ignored when
/// empty; case and surrounding spaces do not matter), sorted by category then name.
pub fn function_infos(category: &str, name: &str) -> Vec<FunctionInfo> {
    let (category, name) = (category.trim(), name.trim());
    let mut functions: Vec<FunctionInfo> = REGISTRY
        .all()
        .filter(|f| category.is_empty() || f.category.eq_ignore_ascii_case(category))
        .filter(|f| name.is_empty() || f.name.eq_ignore_ascii_case(name))
        .map(|f| FunctionInfo {
            name: f.name.into(),
            signature: f.signature(),
            description: f.description.into(),
            category: f.category.into(),
            example: f.example.into(),
            params: f
                .params
                .iter()
                .map(|p| FunctionParam {
                    name: p.name().into(),
                    kind: p.kind().into(),
                    default_value: p.default_text(),
                })
                .collect(),
            returns: format!("{:?}", f.returns).to_lowercase(),
        })
        .collect();
    functions.sort_by(|a, b| (&a.category, &a.name).cmp(&(&b.category, &b.name)));
    functions
}

/// Every category, in order (for hints).
pub fn categories() -> Vec<&'static str> {
    let mut cats: Vec<&str> = REGISTRY.all().map(|f| f.category).collect();
    cats.sort();
    cats.dedup();
    cats
}

/// Functions grouped by category; `brief` gives one line per function.
pub fn reference_text(functions: &[FunctionInfo], brief: bool) -> String {
    let mut out = String::new();
    let mut category = "";
    for f in functions {
        if f.category != category {
            category = &f.category;
            out.push_str(&format!("{category}:\n"));
        }
        let desc = f.description.lines().next().unwrap_or("");
        if brief {
            out.push_str(&format!("  {} — {}\n", f.signature, desc));
        } else {
            out.push_str(&format!(
                "  {} → {}\n    {}\n",
                f.signature,
                f.returns,
                f.description.replace('\n', "\n    ")
            ));
            if !f.example.is_empty() {
                out.push_str(&format!("    example: {}\n", f.example));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_query_lists_every_registry_function() {
        let defs = definitions();
        let names: Vec<&str> = defs.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, [RUN_QUERY, FUNCTION_REFERENCE]);
        let all = function_infos("", "");
        assert_eq!(all.len(), REGISTRY.all().count());
        for f in &all {
            assert!(defs[0].description.contains(&format!("  {} — ", f.signature)), "{} missing", f.signature);
        }
        for d in &defs {
            let schema: serde_json::Value = serde_json::from_str(&d.input_schema_json).unwrap();
            assert_eq!(schema["type"], "object");
        }
    }

    #[test]
    fn filters_ignore_case_and_spaces() {
        let rsi = function_infos(" Oscillators ", "RSI");
        assert_eq!(rsi.len(), 1);
        assert_eq!((rsi[0].name.as_str(), rsi[0].category.as_str()), ("rsi", "oscillators"));
        assert!(function_infos("", "no_such_function").is_empty());
        assert!(categories().contains(&"oscillators"));
    }

    #[test]
    fn reference_text_brief_and_full() {
        let f = FunctionInfo {
            name: "rsi".into(),
            signature: "rsi(col, n=14)".into(),
            description: "Wilder RSI.\nMore.".into(),
            category: "oscillators".into(),
            example: "rsi(close, 14)".into(),
            returns: "series".into(),
            ..Default::default()
        };
        let brief = reference_text(std::slice::from_ref(&f), true);
        assert_eq!(brief, "oscillators:\n  rsi(col, n=14) — Wilder RSI.\n");
        let full = reference_text(&[f], false);
        assert_eq!(
            full,
            "oscillators:\n  rsi(col, n=14) → series\n    Wilder RSI.\n    More.\n    example: rsi(close, 14)\n"
        );
    }
}
