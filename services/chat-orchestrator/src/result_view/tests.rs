use super::*;

/// Real engine results (see tests/corpus).
const RESULTS: &str = include_str!("../../tests/corpus/tool_results.json");

fn view(case: &str, call: usize) -> ResultView {
    let all: Value = serde_json::from_str(RESULTS).unwrap();
    let c = all["cases"].as_array().unwrap().iter().find(|c| c["id"] == case).unwrap();
    let call_json = &c["calls"][call];
    let r = &call_json["result"];
    ResultView::build(
        call + 1,
        "call_1",
        call_json["tool"].as_str().unwrap(),
        &call_json["input"],
        Some(r),
        r["model_response"].as_str().unwrap(),
    )
}

fn value(v: &ResultView, path: &str) -> f64 {
    v.resolve(path)
        .unwrap_or_else(|| panic!("{path} not in {:?}", v.cells.iter().map(|c| &c.path).collect::<Vec<_>>()))
        .value
}

#[test]
fn grouped_rows_are_addressed_by_their_key() {
    let v = view("q_dow_range_2024", 0);
    assert_eq!(v.key_kind, KeyKind::Weekday);
    assert_eq!(v.keys, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    assert_eq!(value(&v, "Wednesday.mean_range"), 278.675);
    assert_eq!(value(&v, "wednesday.mean_range"), 278.675, "keys match case-insensitively");
    assert_eq!(value(&v, "#1.mean_range"), 269.4062);
    let c = v.resolve("Friday.mean_range").unwrap();
    assert_eq!((c.measure, c.row.as_ref().unwrap().index), (Measure::Points, 4));
    assert!(v.resolve("Saturday.mean_range").is_none());
    assert!(v.resolve("Monday.nope").is_none());
    assert_eq!(v.coverage.from.unwrap().year, Some(2024));
    let text = v.model_text();
    assert!(text.starts_with("Result r1 (Average range by weekday, 2024):\nResult: 5 groups by dow"), "{text}");
    assert!(text.contains("\nWednesday: mean_range=278.675"), "{text}");
    assert!(text.contains("{{r1.ROW.COLUMN}}"), "{text}");
}

#[test]
fn scalars_dicts_and_measures() {
    let v = view("q_range_last20", 0);
    let c = v.resolve("value").unwrap();
    assert_eq!((c.value, c.measure, c.column.as_str()), (187.6, Measure::Points, "mean_range"));
    assert_eq!(v.resolve("rows_scanned").unwrap().measure, Measure::Count);
    assert!(v.model_text().contains("Cite as {{r1.NAME}}: value=187.6, rows_scanned=20"), "{}", v.model_text());
    let v = view("q_up_pct_2024", 0);
    assert_eq!(v.resolve("value").unwrap().measure, Measure::Share);
    let v = view("q_range_stats_2024", 0);
    assert_eq!(value(&v, "median_range"), 267.25);
    assert_eq!(v.resolve("count").unwrap().measure, Measure::Count);
    assert_eq!(v.resolve("max_range").unwrap().measure, Measure::Points);
    let v = view("q_corr_2024", 0);
    assert_eq!(v.resolve("value").unwrap().measure, Measure::Ratio);
    let v = view("q_big_up_days_2023", 0);
    assert_eq!(v.resolve("2023-12-06.chg").unwrap().measure, Measure::Percent, "(close - open) / open * 100");
    assert_eq!(v.resolve("2023-12-06.close").unwrap().measure, Measure::Points);
    assert_eq!(value(&v, "chg.max"), 3.3192);
}

#[test]
fn large_tables_list_a_sample_but_resolve_every_row() {
    let v = view("q_rsi_oversold_2024", 0);
    assert_eq!(v.keys.len(), 57);
    let listed: std::collections::BTreeSet<usize> =
        v.cells.iter().filter(|c| c.listed).filter_map(|c| c.row.as_ref().map(|r| r.index)).collect();
    assert!(listed.len() < 25 && listed.contains(&0) && listed.contains(&56), "{listed:?}");
    let text = v.model_text();
    assert!(text.contains("more rows are in the user's card"), "{text}");
    // The minimum RSI row is listed; a row in the middle is citable but not listed.
    let min_row = v.cells.iter().find(|c| c.column == "rsi" && c.value == 19.494).unwrap();
    assert!(min_row.listed);
    let hidden = v.cells.iter().find(|c| c.row.as_ref().is_some_and(|r| r.index == 30)).unwrap();
    assert!(!hidden.listed);
    assert!(v.resolve(&hidden.path).is_some());
}

#[test]
fn date_tables_know_their_coverage() {
    let v = view("q_last10_change", 0);
    assert_eq!(v.key_kind, KeyKind::Date);
    assert_eq!(value(&v, "2024-12-20.change"), -178.25);
    assert_eq!(v.coverage.from, DateParts::iso("2024-12-18"));
    assert_eq!(v.coverage.to, DateParts::iso("2025-01-02"));
    let v = view("q_quarter_range_2024", 0);
    assert_eq!(v.key_kind, KeyKind::Quarter);
    assert_eq!(value(&v, "1.max_range"), 585.5);
    let v = view("q_rth_hour_volume", 0);
    assert_eq!(v.key_kind, KeyKind::Hour);
    assert_eq!(value(&v, "15:00-15:59.mean_volume"), 19373.2222);
}

#[test]
fn backtest_metrics_are_named_values() {
    let v = view("b_rsi_long", 0);
    assert_eq!(v.resolve("win_rate").unwrap().measure, Measure::Percent);
    // The engine sums fills in f64: the last digit is rounding, not meaning.
    assert!((value(&v, "total_pnl") + 917.4425).abs() < 1e-9);
    assert!(v.resolve("avg_loss").unwrap().magnitude_only);
    assert!(!v.resolve("worst_trade").unwrap().magnitude_only);
    assert_eq!(v.resolve("profit_factor").unwrap().measure, Measure::Ratio);
    assert_eq!(v.coverage.from.unwrap().year, Some(2023));
    let v = view("b_fade_2023_vs_2024", 1);
    assert_eq!((v.index, v.coverage.from.unwrap().year), (2, Some(2024)));
    // Every trade is a row named by its entry date, with its P&L and prices
    // (expected: the corpus file's trade list), none listed in the model text.
    let v = view("b_breakdown_short_2024", 0);
    let all: Value = serde_json::from_str(RESULTS).unwrap();
    let case = all["cases"].as_array().unwrap().iter().find(|c| c["id"] == "b_breakdown_short_2024").unwrap();
    let trades = case["calls"][0]["result"]["trades"].as_array().unwrap();
    assert_eq!((v.keys.len(), v.key_kind), (trades.len(), KeyKind::Date));
    let third = &trades[2];
    let cell = v.resolve("#3.pnl").unwrap();
    assert_eq!((cell.value, cell.listed), (third["pnl"].as_f64().unwrap(), false));
    assert_eq!(v.keys[2], third["entry_date"].as_str().unwrap());
    assert!(!v.model_text().contains("Rows, cite as"), "{}", v.model_text());
    assert_eq!(v.coverage.from.unwrap().year, Some(2024), "the run's dates, not the trades'");
}

#[test]
fn receipts_groups_listings_and_totals() {
    let v = view("r_by_shop", 0);
    assert_eq!(v.key_kind, KeyKind::Text);
    let c = v.resolve("Перекрёсток.sum_total").unwrap();
    assert_eq!((c.value, c.measure), (216136.08, Measure::Money));
    assert_eq!(value(&v, "Перекрёсток.sum(total)"), 216136.08);
    assert_eq!(value(&v, "#2.count"), 61.0);
    let v = view("r_total_2025", 0);
    assert_eq!(value(&v, "avg_total"), 2868.2001);
    assert_eq!(v.resolve("count").unwrap().measure, Measure::Count);
    let v = view("r_latest", 0);
    assert_eq!(v.key_kind, KeyKind::Number);
    assert_eq!(value(&v, "#1.total"), 13153.34);
    assert!(v.model_text().contains("\n#1: total=13153.34"), "{}", v.model_text());
}

#[test]
fn aliases_and_shown_values() {
    assert_eq!(alias("sum(total)"), "sum_total");
    assert_eq!(alias("count(*)"), "count");
    assert_eq!(alias("Mean Range"), "mean_range");
    // alias_is agrees with alias on every pair, matching or not.
    let names =
        ["sum(total)", "count(*)", "Mean Range", "_a__b_", "mean_range", "ÉCART moyen", "a", "", "is_fold1_x", "x("];
    for a in names {
        for b in names {
            assert_eq!(alias_is(a, &alias(b)), alias(a) == alias(b), "{a} / {b}");
        }
    }
    assert_eq!(shown(274.43650793650795), "274.4365");
    assert_eq!(shown(252.0), "252");
    assert_eq!(shown(-0.0512), "-0.0512");
}

#[test]
fn failed_or_unknown_results_have_no_cells() {
    let v = ResultView::build(1, "c", "function_reference", &Value::Null, None, "rsi(col, n=14)");
    assert!(v.cells.is_empty());
    assert!(v.model_text().contains("rsi(col, n=14)"));
}

#[test]
fn comparison_rows_are_addressed_by_instrument() {
    let v = view("x_compare_two_down", 0);
    assert_eq!((v.key_kind, v.keys.clone()), (KeyKind::Text, vec!["NQ".to_string(), "ES".to_string()]));
    // Expected values: the engine's comparison rows in the corpus file.
    let all: Value = serde_json::from_str(RESULTS).unwrap();
    let case = all["cases"].as_array().unwrap().iter().find(|c| c["id"] == "x_compare_two_down").unwrap();
    let rows = &case["calls"][0]["result"]["rows"];
    for (i, key) in ["NQ", "ES"].iter().enumerate() {
        for col in ["trades", "win_rate", "total_pnl", "total_pnl_currency", "max_drawdown", "sharpe"] {
            assert_eq!(value(&v, &format!("{key}.{col}")), rows[i][col].as_f64().unwrap(), "{key}.{col}");
        }
    }
    assert_eq!(v.resolve("ES.total_pnl_currency").unwrap().measure, Measure::Money);
    assert_eq!(v.resolve("NQ.win_rate").unwrap().measure, Measure::Percent);
    assert!(v.resolve("NQ.max_drawdown").unwrap().magnitude_only);
    let text = v.model_text();
    assert!(text.contains("\nES: trades=64, win_rate=54.6875"), "{text}");
}

#[test]
fn portfolio_totals_and_legs_are_citable() {
    let v = view("x_portfolio_two_down", 0);
    assert_eq!(value(&v, "total_pnl"), 47845.45);
    assert_eq!(v.resolve("return_pct").unwrap().measure, Measure::Percent);
    assert_eq!(v.resolve("total_pnl").unwrap().measure, Measure::Money);
    assert_eq!(value(&v, "NQ.pnl"), -86674.8);
    assert_eq!(value(&v, "ES.trades"), 64.0);
    assert_eq!(value(&v, "NQ.unit_total_pnl"), -3060.77);
    assert_eq!(v.resolve("NQ.unit_total_pnl").unwrap().measure, Measure::Points);
    // The legs' scale-free figures, as the leg cards show them (expected
    // values: the legs' unit_metrics in the corpus file).
    let all: Value = serde_json::from_str(RESULTS).unwrap();
    let case = all["cases"].as_array().unwrap().iter().find(|c| c["id"] == "x_portfolio_two_down").unwrap();
    let legs = &case["calls"][0]["result"]["legs"];
    for (i, key) in ["NQ", "ES"].iter().enumerate() {
        for col in ["win_rate", "profit_factor", "sharpe", "winning_trades", "losing_trades"] {
            assert_eq!(
                value(&v, &format!("{key}.{col}")),
                legs[i]["unit_metrics"][col].as_f64().unwrap(),
                "{key}.{col}"
            );
        }
    }
    assert_eq!(v.resolve("ES.win_rate").unwrap().measure, Measure::Percent);
    assert_eq!(v.labels[1], ["ES"], "a leg is named by its instrument");
    assert!(v.model_text().contains("Cite as {{r1.NAME}}: capital=1000000"), "{}", v.model_text());
}

#[test]
fn sweep_figures_come_in_sample_pairs() {
    let v = view("x_sweep_rsi_level", 0);
    assert_eq!(value(&v, "configurations"), 12.0);
    let is = v.resolve("#1.is_sharpe").unwrap();
    let oos = v.resolve("#1.oos_sharpe").unwrap();
    assert_eq!((is.sample, oos.sample), (Some(Sample::In), Some(Sample::Out)));
    assert!((is.value - 1.6814668282493288).abs() < 1e-12 && (oos.value + 3.5164517876007935).abs() < 1e-12);
    assert_eq!(value(&v, "#1.oos_trades"), 33.0);
    assert_eq!(v.resolve("deflated_sharpe").unwrap().measure, Measure::Share);
    assert_eq!(v.resolve("oos_mean_sharpe").unwrap().sample, Some(Sample::Out));
    assert!(v.labels[0].contains(&"level 40".to_string()), "{:?}", v.labels[0]);
    let text = v.model_text();
    assert!(text.contains("\n#1 (level=40, hold=3): is_sharpe=1.6815"), "{text}");
    assert!(v.resolve("#6.is_sharpe").is_some_and(|c| !c.listed), "ranked rows past the fifth are citable, not listed");
    let wf = view("x_sweep_hold_stop_wf", 0);
    assert_eq!(value(&wf, "oos_walk_forward_total_pnl"), 2170.37);
    assert_eq!(value(&wf, "oos_fold1_total_pnl"), 985.01);
    assert_eq!(wf.resolve("is_fold1_total_pnl").unwrap().sample, Some(Sample::In));
}
