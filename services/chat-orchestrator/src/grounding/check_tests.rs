use serde_json::Value;

use super::*;
use crate::result_view::ResultView;

/// Real engine results (see tests/corpus).
const RESULTS: &str = include_str!("../../tests/corpus/tool_results.json");

/// The evidence of a corpus case, built the way a turn builds it.
fn evidence(case: &str) -> Evidence {
    let all: Value = serde_json::from_str(RESULTS).unwrap();
    let c = all["cases"].as_array().unwrap().iter().find(|c| c["id"] == case).unwrap();
    let mut e = Evidence::new();
    e.add_user(c["question"].as_str().unwrap());
    for (i, call) in c["calls"].as_array().unwrap().iter().enumerate() {
        let r = &call["result"];
        let v = ResultView::build(
            i + 1,
            "c",
            call["tool"].as_str().unwrap(),
            &call["input"],
            Some(r),
            r["model_response"].as_str().unwrap(),
        );
        e.add_view(&v, &call["input"]);
    }
    e
}

pub(super) fn check_case(case: &str, answer: &str) -> Report {
    check(answer, &[], &evidence(case), &GroundingOptions::default())
}

pub(super) fn only(r: &Report) -> &Issue {
    assert_eq!(r.issues.len(), 1, "{:#?}", r.issues);
    &r.issues[0]
}

#[test]
fn faithful_answers_in_several_styles_are_grounded() {
    for (case, answer) in [
        ("q_dow_range_2024", "Wednesday had the widest average range at 278.7 points; Monday the narrowest (269.4)."),
        ("q_dow_range_2024", "- Mon: 269.41\n- Wed: 278.68\n- Fri: 278.26"),
        ("q_dow_range_2024", "Am Mittwoch lag die Spanne bei 278,7 Punkten, am Montag bei 269,4."),
        ("b_rsi_long", "36 trades, 7 winners (19.4% win rate), profit factor 0.76 and a net loss of 917.4 points."),
        ("b_rsi_long", "28 stop-outs cost 3,692.4 points, while the 8 time exits made +2,775."),
        (
            "q_stats_2023_vs_2024",
            "| | 2023 | 2024 |\n|---|---|---|\n| Avg range | 363.2 | 274.4 |\n| Sessions | 250 | 252 |",
        ),
        ("r_by_shop", "Больше всего — «Перекрёсток»: 216 136,08 ₽ за 95 чеков."),
        ("r_top_items", "Сыр Российский 50% Ламбер 200 г — 16 036,41 ₽ за 39 покупок."),
        (
            "q_last10_change",
            "The worst day was Dec 20 (−178.25), the best Dec 23 (+91); on 2 Jan it fell 96.25 points.",
        ),
    ] {
        let r = check_case(case, answer);
        assert!(r.grounded(), "{case}: {answer}\n{:#?}", r.issues);
        assert!(r.checked >= 2, "{case}: {answer}: checked {}", r.checked);
    }
}

#[test]
fn a_value_from_another_row_is_caught_with_the_right_one() {
    let r = check_case("q_dow_range_2024", "Tuesdays were the widest at 278.7 points on average.");
    let i = only(&r);
    assert_eq!(i.kind, IssueKind::WrongRow);
    assert_eq!(i.suggestion.as_deref(), Some("r1.Tuesday.mean_range"));
    assert_eq!(i.expected, Some(272.1698));
}

#[test]
fn roubles_quoted_in_another_currency_are_the_wrong_unit() {
    // The receipts service says its money columns are in RUB.
    for faithful in ["You spent 246 665,21 ₽ in 2025.", "Spending in 2025: RUB 246,665.21.", "Spent 246,665.21 so far."]
    {
        assert!(check_case("r_total_2025", faithful).issues.is_empty(), "{faithful}");
    }
    for wrong in ["You spent $246,665.21 in 2025.", "Vous avez dépensé 246 665,21 € en 2025."] {
        let r = check_case("r_total_2025", wrong);
        assert_eq!(only(&r).kind, IssueKind::WrongUnit, "{wrong}");
    }
}

#[test]
fn a_value_from_another_column_year_sign_or_unit_is_caught() {
    let r = check_case("b_rsi_long", "The strategy made 36 trades with a win rate of 0.76.");
    assert_eq!((only(&r).kind, only(&r).suggestion.as_deref()), (IssueKind::WrongColumn, Some("r1.win_rate")));
    let r = check_case("q_stats_2023_vs_2024", "The average daily range was 274.4 points in 2023.");
    assert_eq!((only(&r).kind, only(&r).suggestion.as_deref()), (IssueKind::WrongPeriod, Some("r1.mean_range")));
    let r = check_case("b_rsi_long", "The strategy gained 917.4 points.");
    assert_eq!(only(&r).kind, IssueKind::WrongSign);
    // Another year's result that equals a parameter of the request (the
    // 30 point stop) is still another year's result when written as a gain.
    let r = check_case("b_fade_3up", "2024 contributed just +30 pts of the +270 total.");
    assert_eq!(only(&r).kind, IssueKind::WrongPeriod);
    assert!(
        check_case("b_fade_3up", "With a 30 point stop and a 50 point target it made +270 points.").issues.is_empty()
    );
    let r = check_case("b_rsi_long", "Max drawdown: 1,368.1% of capital.");
    assert_eq!(only(&r).kind, IssueKind::WrongUnit);
    let r = check_case("q_month_up_2023", "In September, 70 sessions closed up.");
    assert_eq!(only(&r).kind, IssueKind::WrongUnit);
}

#[test]
fn invented_misrounded_and_computed_numbers_are_caught() {
    let r = check_case("q_dow_range_2024", "Wednesday led with 278.7 points; its busiest hour contributed 61.5.");
    assert_eq!((only(&r).text.as_str(), only(&r).kind), ("61.5", IssueKind::Unsupported));
    let r = check_case("b_rsi_long", "Win rate 19.5%.");
    assert_eq!((only(&r).kind, only(&r).suggestion.as_deref()), (IssueKind::Unsupported, Some("r1.win_rate")));
    let r = check_case("q_dow_range_2024", "Wednesday's range was 9.3 points wider than Monday's.");
    let i = only(&r);
    assert_eq!(i.kind, IssueKind::Computed);
    let hint = i.hint.as_deref().unwrap();
    assert!(hint.contains("r1.Wednesday.mean_range") && hint.contains("run_query"), "{hint}");
}

#[test]
fn counting_words_dates_and_bound_numbers_are_not_claims() {
    let r = check_case("q_widest_2024", "The 3 widest days of the top 5 were on 24 Jan 2024, 17 May and 31 May.");
    assert!(r.grounded(), "{:#?}", r.issues);
    assert_eq!(r.checked, 0);
    let r = check_case("q_rsi_oversold_2024", "RSI was below 30 on 7 days in March.");
    assert_eq!(only(&r).text, "7", "a count next to a month is checked");
    let answer = "Wednesday averaged 278.68 points and 12.5 more.";
    let at = answer.find("278.68").unwrap();
    let cited = Cited { span: (at, at + 6), result: 1, row: Some(2), column: "mean_range".into() };
    let r = check(answer, &[cited], &evidence("q_dow_range_2024"), &GroundingOptions::default());
    assert_eq!((r.bound, r.checked, only(&r).text.as_str()), (1, 1, "12.5"));
}

#[test]
fn date_fragments_support_nothing() {
    let r = check_case("q_last10_change", "On 2024-12-23 the market moved 12 points and then 18.");
    assert_eq!(r.unsupported(), ["12", "18"], "{:#?}", r.issues);
}

#[test]
fn research_values_are_checked_with_their_instrument_and_sample() {
    let r = check_case("x_compare_two_down", "ES made 2,615.0 points with a Sharpe of 1.67; NQ lost 3,060.8.");
    assert!(r.grounded(), "{:#?}", r.issues);
    let r = check_case("x_compare_two_down", "On NQ the Sharpe ratio was 1.67.");
    assert_eq!((only(&r).kind, only(&r).suggestion.as_deref()), (IssueKind::WrongRow, Some("r1.NQ.sharpe")));
    let honest = "12 configurations were tried; the best in-sample Sharpe was 1.68, but out of sample it was -3.52, \
                  so the result is most likely luck.";
    assert!(check_case("x_sweep_rsi_level", honest).grounded());
    let r = check_case("x_sweep_rsi_level", &honest.replace("-3.52", "1.68"));
    assert_eq!((only(&r).kind, only(&r).suggestion.as_deref()), (IssueKind::WrongSample, Some("r1.#1.oos_sharpe")));
}

#[test]
fn sweep_results_need_out_of_sample_figures_the_count_and_the_caveat() {
    let r =
        check_case("x_sweep_rsi_level", "The best configuration, level=40, hold=3, had an in-sample Sharpe of 1.68.");
    let i = only(&r);
    assert_eq!((i.kind, i.text.as_str()), (IssueKind::SweepDisclosure, "1.68"));
    for missing in [
        "out-of-sample figure ({{r1.#1.oos_sharpe}} = -3.5165)",
        "configurations tried ({{r1.configurations}} = 12)",
        "caveat",
    ] {
        assert!(i.message.contains(missing), "{missing}: {}", i.message);
    }
    // Only what is missing is named.
    let r = check_case(
        "x_sweep_rsi_level",
        "Of 12 configurations, level=40, hold=3 did best in-sample (Sharpe 1.68) and -3.52 out of sample.",
    );
    let i = only(&r);
    assert!(
        i.message.contains("caveat")
            && !i.message.contains("configurations tried (")
            && !i.message.contains("out-of-sample figure ("),
        "{}",
        i.message
    );
    // Cited figures count as stated.
    let answer = "In-sample Sharpe 1.68, out of sample -3.52.";
    let cite = |s: &str, column: &str| {
        let at = answer.find(s).unwrap();
        Cited { span: (at, at + s.len()), result: 1, row: Some(0), column: column.into() }
    };
    let cited = [cite("1.68", "is_sharpe"), cite("-3.52", "oos_sharpe")];
    let r = check(answer, &cited, &evidence("x_sweep_rsi_level"), &GroundingOptions::default());
    let i = only(&r);
    assert!(
        i.message.contains("configurations tried (")
            && i.message.contains("caveat")
            && !i.message.contains("out-of-sample figure ("),
        "{}",
        i.message
    );
}

#[test]
fn the_rewrite_request_names_what_a_sweep_answer_left_out() {
    let r = check_case("x_sweep_rsi_level", "level=40, hold=3 had an in-sample Sharpe of 1.68.");
    let request = feedback::rewrite_request(&r, &[]);
    assert!(
        request.contains("- \"1.68\" (sweep_disclosure): ")
            && request.contains("→ keep it and state the out-of-sample figure ({{r1.#1.oos_sharpe}} = -3.5165), the number of configurations tried ({{r1.configurations}} = 12) and the caveat in plain words"),
        "{request}"
    );
}

#[test]
fn points_a_price_moved_by_are_judged_by_their_sign_not_the_price_verb() {
    // "closing 175.5 points above its open" on a day that fell 175.5 is a
    // sign error, not the close column quoted wrongly (the second blind set
    // wrote it in Italian: "ha chiuso in rialzo di 96,25 punti").
    let r = check_case("q_last10_change", "Dec 31 was a strong day, closing 175.5 points above its open.");
    assert_eq!(only(&r).kind, IssueKind::WrongSign, "{:#?}", r.issues);
    let r = check_case("q_last10_change", "Il 2 gennaio il contratto ha chiuso in rialzo di 96,25 punti, a 8.837,25.");
    assert_eq!(only(&r).kind, IssueKind::WrongSign, "{:#?}", r.issues);
    let r = check_case("q_last10_change", "Dec 31 was a weak day, closing 175.5 points below its open.");
    assert!(r.grounded(), "{:#?}", r.issues);
}

#[test]
fn signs_written_the_ways_the_third_blind_set_wrote_them() {
    // An accounting negative alone in a table cell is negative; in prose a
    // parenthesis is an aside.
    let table = "| Metric | Value |\n|---|---|\n| Net P&L (pts) | (917.4) |\n| Sharpe | (0.46) |";
    let r = check_case("b_rsi_long", table);
    assert!(r.grounded(), "{:#?}", r.issues);
    // A negative ratio written unsigned, with no word for the fall, claims a positive one.
    let r = check_case("b_rsi_long", "36 trades and a Sharpe of 0.46.");
    assert_eq!(only(&r).kind, IssueKind::WrongSign, "{:#?}", r.issues);
    assert!(check_case("b_rsi_long", "36 trades and a Sharpe of −0.46.").grounded());
    // Two figures on one line split at " / ": each keeps its own words.
    let r = check_case("b_breakdown_short_2024", "gain moyen 131,8 / perte moyenne −64,6");
    assert!(r.grounded(), "{:#?}", r.issues);
}

#[test]
fn a_parenthesised_aside_does_not_hide_the_sentences_sample() {
    // The parameters in parentheses stand between the cue and the figure.
    let swapped = "12 configurations testées. En échantillon, la meilleure (niveau 40, détention 3) a perdu \
                   4\u{202f}759,75 points ; hors échantillon, son Sharpe tombe à −3,52. Biais de sélection probable.";
    let r = check_case("x_sweep_rsi_level", swapped);
    assert!(r.issues.iter().any(|i| i.kind == IssueKind::WrongSample && i.text.starts_with("4")), "{:#?}", r.issues);
}

#[test]
fn giving_back_is_a_loss() {
    // Dec 23 closed 91 points up.
    let r = check_case("q_last10_change", "Even Dec 23 gave back 91 points.");
    assert_eq!(only(&r).kind, IssueKind::WrongSign);
    assert!(check_case("q_last10_change", "Dec 23 gained 91 points.").issues.is_empty());
}

#[test]
fn a_parenthesis_after_a_numbers_unit_labels_that_number() {
    let faithful = "En 2024, l'amplitude moyenne va de 269,4 points (lundi) à 278,7 points (mercredi).";
    assert!(check_case("q_dow_range_2024", faithful).issues.is_empty());
    let swapped = "En 2024, l'amplitude moyenne va de 278,7 points (lundi) à 269,4 points (mercredi).";
    let r = check_case("q_dow_range_2024", swapped);
    assert!(!r.issues.is_empty() && r.issues.iter().all(|i| i.kind == IssueKind::WrongRow), "{:#?}", r.issues);
}

#[test]
fn a_comparison_continues_the_clause_before_the_whole_aside() {
    // "PF 2.82" is the second piece of the aside: the comparison continues the points.
    let t = "2024, clearly: +1,202 pts from 10 trades (70% winners, PF 2.82), against +61.75 from 18 in 2023, \
             which was essentially breakeven (PF 1.02).";
    assert!(check_case("b_fade_2023_vs_2024", t).issues.is_empty());
}

#[test]
fn a_list_of_years_names_both_for_the_figures_after_it() {
    // "respectively": 201,034 is 2023's, 201,006 is 2024's.
    for t in [
        "Essentially unchanged: about 201k contracts a day in both 2023 and 2024 (201,034 vs 201,006).",
        "Praktisch unverändert: rund 201 Tsd. Kontrakte pro Tag in 2023 und 2024 (201.034 bzw. 201.006).",
        "2023 vs 2024: 201,033.96 vs 201,006.37 contracts a day — practically identical.",
    ] {
        assert!(check_case("q_year_volume", t).issues.is_empty(), "{t}");
    }
    // A year named alone still decides.
    let r = check_case("q_year_volume", "In 2024 the average was 201,034 contracts a day.");
    assert_eq!(only(&r).kind, IssueKind::WrongPeriod);
}

#[test]
fn a_weekday_in_a_japanese_run_that_starts_with_a_year_is_named() {
    let t = "2024年に平均値幅が最も大きかった曜日は水曜日で、278.7ポイントでした。";
    assert!(check_case("q_dow_range_2024", t).issues.is_empty());
    // Monday's 269.4 for Wednesday.
    let r = check_case("q_dow_range_2024", "2024年に平均値幅が最も大きかった曜日は水曜日で、269.4ポイントでした。");
    assert_eq!(only(&r).kind, IssueKind::WrongRow);
}

#[test]
fn a_walk_forward_fold_is_named_by_a_day_of_its_window() {
    // +985.0 is the fold tested from 2023-07-05; the fold tested from 2024-01-03 made +417.5.
    let wrong = "9 configurations tried. In the test window from 3 January 2024 the walk-forward pick made +985.0 pts \
                 out-of-sample. Watch for overfitting: each fold's pick is the best of nine in-sample.";
    let r = check_case("x_sweep_hold_stop_wf", wrong);
    let i = only(&r);
    assert_eq!((i.kind, i.expected), (IssueKind::WrongPeriod, Some(417.5375)), "{i:#?}");
    let right = wrong.replace("+985.0", "+417.5");
    assert!(
        check_case("x_sweep_hold_stop_wf", &right).issues.is_empty(),
        "{:#?}",
        check_case("x_sweep_hold_stop_wf", &right).issues
    );
}

#[test]
fn in_a_from_to_pair_the_words_before_to_label_the_first_number() {
    let t = "Sur les cinq dernières semaines, le contrat est passé de 9\u{202f}611,25 à l'ouverture à 8\u{202f}837,25.";
    assert!(check_case("q_weekly_recent", t).issues.is_empty());
    // The same words right before the second number still name its column.
    let r = check_case("q_weekly_recent", "Sur les cinq dernières semaines, à l'ouverture 8\u{202f}837,25.");
    assert_eq!(only(&r).kind, IssueKind::WrongColumn);
}

#[test]
fn the_year_as_a_whole_and_a_clause_after_after() {
    let t = "July was the heaviest fall at −1,374, and the year finished at 8,944 after January opened at 17,578.75.";
    assert!(check_case("q_monthly_2024", t).issues.is_empty(), "{:#?}", check_case("q_monthly_2024", t).issues);
    let swapped =
        "July was the heaviest fall at −1,374, and the year finished at 8,944 after January opened at 15,781.5.";
    let r = check_case("q_monthly_2024", swapped);
    assert_eq!(only(&r).kind, IssueKind::WrongRow);
}

#[test]
fn sweep_answers_of_the_sixth_blind_set_are_grounded() {
    for (case, t) in [
        // "deflactado" names the deflated Sharpe.
        (
            "x_sweep_rsi_level",
            "Se probaron 12 configuraciones; la mejor dentro de la muestra (nivel 40, 3 días) logró un \
                               Sharpe de 1,68, pero fuera de la muestra cayó a −3,52. Es un caso claro de sobreajuste \
                               (Sharpe deflactado 0,71).",
        ),
        // "选择偏差" (selection bias) is the caveat.
        (
            "x_sweep_hold_stop_wf",
            "共测试9种组合。样本内最优：持有5天、止损1%（+2,374.1点）；walk-forward样本外合计+2,170.4点（54笔）。需注意选择偏差。",
        ),
        // A Latin parameter name glued to a Japanese clause.
        (
            "x_sweep_rsi_level",
            "12通りの組み合わせを検証しました。インサンプル最良はlevel=40, hold=3（シャープ1.68）ですが、\
                               サンプル外では-3.52に悪化しており、過剰適合の可能性が高いです。",
        ),
    ] {
        let r = check_case(case, t);
        assert!(r.issues.is_empty(), "{t}: {:#?}", r.issues);
    }
}

#[test]
fn a_short_lower_case_month_after_a_lead_is_a_month() {
    let t = "Les cinq séances les plus larges de 2024 : 24 janvier (585,5 pts), 17 mai (555,25), 31 mai (541,5), \
             5 juillet (507,5), puis une cinquième début mai à 484,5 points.";
    assert!(check_case("q_widest_2024", t).issues.is_empty());
    // July 5th's range for "early May".
    let r = check_case("q_widest_2024", "La cinquième séance, début mai, a couvert 507,5 points.");
    assert_eq!(only(&r).kind, IssueKind::WrongRow);
}

#[test]
fn the_sixth_blind_sets_words_name_their_columns() {
    // 34.51 is the gaps' standard deviation, not their mean ("im Schnitt").
    let r = check_case("q_gap_2024", "Die Eröffnungslücken 2024 lagen im Schnitt bei 34,51 Punkten.");
    assert_eq!(only(&r).kind, IssueKind::WrongColumn);
    // 131.8 is the average win, not the best trade ("лучшая сделка").
    let r = check_case("b_breakdown_short_2024", "Лучшая сделка принесла 131,8 пункта.");
    assert_eq!(only(&r).kind, IssueKind::WrongColumn);
    // In-sample, named after the figure ("na amostra de otimização").
    let t = "Foram testadas 12 configurações; a vencedora (nível 40, 3 dias) teve −4.759,75 pontos na amostra de \
             otimização e Sharpe fora da amostra de −3,52. Há viés de seleção evidente.";
    let r = check_case("x_sweep_rsi_level", t);
    assert!(r.issues.iter().any(|i| i.kind == IssueKind::WrongSample), "{:#?}", r.issues);
}

#[test]
fn rows_in_a_vs_list_are_named_for_the_figures_after_it() {
    let t = "ES vs NQ: Sharpe 1.67 vs −0.69, profit factor 2.09 vs 0.79.";
    assert!(check_case("x_compare_two_down", t).issues.is_empty(), "{:#?}", check_case("x_compare_two_down", t).issues);
    // A row named alone still decides.
    let r = check_case("x_compare_two_down", "NQ: Sharpe 1.67.");
    assert_eq!(only(&r).kind, IssueKind::WrongRow);
}

#[test]
fn final_equity_is_named_in_the_taught_languages() {
    for t in [
        "Das Endkapital lag bei 1.047.845,45.",
        "Итоговый капитал портфеля: 1 047 845,45 при стартовых 1 000 000.",
        "El capital final fue de 1.047.845,45.",
        "Kapitał końcowy: 1 047 845,45.",
        "组合期末权益为1,047,845.45。",
    ] {
        let r = check_case("x_portfolio_two_down", t);
        assert!(r.issues.is_empty(), "{t}: {:#?}", r.issues);
    }
    // The ending value quoted as the result (the P&L) is still another column.
    let r = check_case("x_portfolio_two_down", "Das Ergebnis des Portfolios: 1.047.845,45.");
    assert_eq!(only(&r).kind, IssueKind::WrongColumn);
}

#[test]
fn the_seventh_blind_sets_registers_are_read_in_context() {
    for (case, t) in [
        // A Japanese full stop ends a sentence without a space after it.
        (
            "q_last10_change",
            "いちばん大きく下げたのは12月20日で、マイナス178.25ポイント。反対に12月23日はプラス91ポイントでした。",
        ),
        // An emoji ends a chat line's statement.
        ("q_last10_change", "Peor: 20 de diciembre, −178,25 😬 Mejor: 23 de diciembre, +91 🚀"),
        // Counts of configurations in words, in the taught languages.
        (
            "x_sweep_rsi_level",
            "Sur douze combinaisons testées, la meilleure : Sharpe 1,68 sur l'échantillon d'apprentissage, mais −3,52 \
             hors échantillon. C'est de la sur-optimisation.",
        ),
        // A quarter as the Romance languages write it.
        ("q_quarter_range_2024", "rango medio del T1: 320,6 puntos"),
        // A trade named by its date: its P&L, from the card's trade table.
        ("b_breakdown_short_2024", "The first trades: Jan 5 −87.3 (stop), Jan 11 +171.7, Jan 25 −83.4 (stop)."),
    ] {
        let r = check_case(case, t);
        assert!(r.issues.is_empty(), "{t}: {:#?}", r.issues);
    }
    for (case, t, kind) in [
        // Another quarter's row under a Roman-numeral quarter ("II кв.").
        ("q_quarter_range_2024", "II кв. — 263,4", IssueKind::WrongRow),
        // A "label: value" line takes the key of the "label: key" line above it.
        ("q_quarter_range_2024", "trimestre más volátil: T1\nrango medio: 314,87 puntos", IssueKind::WrongRow),
        // "S2" is the second half (semestre).
        ("q_h1_vs_h2_2024", "Range moyen S2 : 317,7 pts.", IssueKind::WrongPeriod),
        // A call's parenthesis is no aside: "avg(total)" names the average.
        ("r_total_2025", "`avg(total)` = 13.153,34 ₽", IssueKind::WrongColumn),
        // LaTeX's \bar is a mean: the median quoted as the mean.
        ("q_range_stats_2024", "Per il 2024: $\\bar{r} = 267,25$ punti.", IssueKind::WrongColumn),
        // Points quoted as dollars, the unit glued to Japanese punctuation.
        ("x_compare_two_down", "NQ では無効（PF 0.79、合計 −3,060.8 ドル）[a]。", IssueKind::WrongUnit),
        // A trade's P&L without its date grounds nothing: a run has hundreds.
        ("b_breakdown_short_2024", "One trade lost 83.4 points.", IssueKind::Unsupported),
        // "·" between assignments separates them: NQ's P&L quoted as ES's.
        ("x_portfolio_two_down", "`ES.pnl` = −86.674,8 · `NQ.trades` = 97", IssueKind::WrongRow),
    ] {
        let r = check_case(case, t);
        assert_eq!(r.issues.iter().map(|i| i.kind).collect::<Vec<_>>(), [kind], "{t}: {:#?}", r.issues);
    }
}

#[test]
fn a_count_of_rows_is_no_price() {
    // The days counted under a condition that names the open.
    let t = "Días de 2023 con cierre más de un 2 % por encima de la apertura: 14 en total.";
    assert!(check_case("q_big_up_days_2023", t).issues.is_empty(), "{:#?}", check_case("q_big_up_days_2023", t).issues);
    // A volume (a column, not a count of rows) quoted as the close still is one.
    let t = "On January 2 the market opened at 8,933.5 and closed at 201,902.00, down 96.25 points.";
    assert_eq!(only(&check_case("q_last10_change", t)).kind, IssueKind::WrongColumn);
}
