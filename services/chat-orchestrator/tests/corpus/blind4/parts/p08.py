from lib import E
N = '\u202f'
C = 'x_sweep_hold_stop_wf'
T1 = 'top(1).in_sample'
O1 = 'top(1).out_of_sample'
WF = 'walk_forward_out_of_sample'
F = lambda i, s, k: f'folds[{i}].chosen.{s}.{k}'
ENTRIES = [
# ---------------- faithful
E(C, 'faithful', 'en-US report table',
  f"## ES two-down-days dip: hold × stop sweep (walk-forward)\n\n⟦9@configurations.tried⟧ configurations (hold 2/3/5 days × stop 1/2/3%), objective total P&L, 3 anchored walk-forward folds.\n\n**Best in-sample:** hold 5 days, 1% stop — ⟦+2,374.13@{T1}.total_pnl⟧ pts in-sample (⟦59@{T1}.trades⟧ trades) and ⟦+767.82@{O1}.total_pnl⟧ pts out-of-sample (⟦21@{O1}.trades⟧ trades).\n\n**Fold by fold:**\n\n| Test window | Chosen | IS (pts) | OOS (pts) |\n|---|---|---:|---:|\n| ⟦2023-07-05@D:2023-07-05⟧ → ⟦2024-01-02@D:2024-01-02⟧ | hold=5, sl=3 | ⟦+678.80@{F(0,'in_sample','total_pnl')}⟧ | ⟦+985.01@{F(0,'out_of_sample','total_pnl')}⟧ |\n| ⟦2024-01-03@D:2024-01-03⟧ → ⟦2024-07-03@D:2024-07-03⟧ | hold=5, sl=1 | ⟦+1,956.59@{F(1,'in_sample','total_pnl')}⟧ | ⟦+417.54@{F(1,'out_of_sample','total_pnl')}⟧ |\n| ⟦2024-07-05@D:2024-07-05⟧ → ⟦2025-01-02@D:2025-01-02⟧ | hold=5, sl=1 | ⟦+2,374.13@{F(2,'in_sample','total_pnl')}⟧ | ⟦+767.82@{F(2,'out_of_sample','total_pnl')}⟧ |\n\nStitched out-of-sample: **⟦+2,170.37@{WF}.total_pnl⟧ pts** over ⟦54@{WF}.trades⟧ trades (Sharpe ⟦1.45@{WF}.sharpe⟧).\n\n**Caveats:** the winner was picked in-sample out of ⟦9@configurations.tried⟧, so its in-sample figure is inflated by selection bias; the deflated Sharpe (⟦0.97@deflated_sharpe.value⟧) says the edge survives the number of tries, but ⟦21@{O1}.trades⟧ out-of-sample trades is a small sample."),
E(C, 'faithful', 'de-DE prose',
  f'⟦9@configurations.tried⟧ Kombinationen getestet, Walk-Forward mit 3 Folds. Am besten: Haltedauer 5 Tage, Stopp 1 % – in-sample ⟦+2.374,13@{T1}.total_pnl⟧ Punkte, out-of-sample ⟦+767,82@{O1}.total_pnl⟧ Punkte. Über alle drei Testfenster zusammen ergibt sich out-of-sample ⟦+2.170,37@{WF}.total_pnl⟧ Punkte aus ⟦54@{WF}.trades⟧ Trades. Da die Auswahl in-sample erfolgte, ist eine gewisse Überanpassung einzupreisen; der deflationierte Sharpe von ⟦0,97@deflated_sharpe.value⟧ spricht aber für einen echten Effekt.'),
E(C, 'faithful', 'ja-JP prose',
  f'⟦9@configurations.tried⟧通りを検証しました（ウォークフォワード3分割）。最良は保有5日・ストップ1%で、インサンプル⟦+2,374.13@{T1}.total_pnl⟧ポイント、サンプル外⟦+767.82@{O1}.total_pnl⟧ポイント（⟦21@{O1}.trades⟧回）。ウォークフォワード全体のサンプル外損益は⟦+2,170.37@{WF}.total_pnl⟧ポイントです。インサンプルで選んだ結果なので、過剰適合による上振れに注意してください。'),
E(C, 'faithful', 'pl-PL prose',
  f'Przetestowano ⟦9@configurations.tried⟧ konfiguracji. Najlepsza: trzymanie 5 dni, stop 1% — w próbie ⟦+2374,13@{T1}.total_pnl⟧ pkt, poza próbą ⟦+767,82@{O1}.total_pnl⟧ pkt. Łączny wynik walk-forward poza próbą: ⟦+2170,37@{WF}.total_pnl⟧ pkt (⟦54@{WF}.trades⟧ transakcje). Ponieważ wybór nastąpił na danych uczących, istnieje ryzyko przeuczenia.'),
E(C, 'faithful', 'en-GB prose',
  f'Short version: hold 5 days with a 1% stop. Of ⟦9@configurations.tried⟧ combinations it had the best in-sample total (⟦+2,374.1@{T1}.total_pnl⟧ pts) and still made ⟦+767.8@{O1}.total_pnl⟧ pts out-of-sample. The runner-up, hold 3 / stop 3%, was nearly as good out-of-sample (⟦+757.4@top(2).out_of_sample.total_pnl⟧). The whole walk-forward run netted ⟦+2,170.4@{WF}.total_pnl⟧ pts out-of-sample. Usual warning: picking the best of nine in-sample flatters it — that is selection bias — so size down.'),
E(C, 'faithful', 'it-IT prose',
  f"Su ⟦9@configurations.tried⟧ combinazioni, la migliore è 5 giorni di holding con stop all'1%: ⟦+2.374,13@{T1}.total_pnl⟧ punti in campione e ⟦+767,82@{O1}.total_pnl⟧ fuori campione. Nei tre fold walk-forward il risultato fuori campione è stato di ⟦+985,01@{F(0,'out_of_sample','total_pnl')}⟧, ⟦+417,54@{F(1,'out_of_sample','total_pnl')}⟧ e ⟦+767,82@{F(2,'out_of_sample','total_pnl')}⟧ punti. Occhio al sovradattamento: la scelta è avvenuta in campione."),
E(C, 'faithful', 'ru-RU prose',
  f'Из ⟦9@configurations.tried⟧ конфигураций лучшая — удержание 5 дней и стоп 1 %: на обучающей выборке ⟦+2{N}374,13@{T1}.total_pnl⟧ пункта, вне выборки ⟦+767,82@{O1}.total_pnl⟧. Сводный walk-forward результат вне выборки — ⟦+2{N}170,37@{WF}.total_pnl⟧ пункта по ⟦54@{WF}.trades⟧ сделкам. Выбор сделан по обучающим данным, поэтому возможна подгонка.'),
# ---------------- wrong_sample
E(C, 'wrong_sample', 'en-US short',
  f'Hold 5 / 1% stop wins out of ⟦9@configurations.tried⟧: ⟦+2,374.13@{O1}.total_pnl~{T1}.total_pnl!⟧ pts out-of-sample on ⟦21@{O1}.trades⟧ trades. It was picked in-sample, so some overfitting is baked in.'),
E(C, 'wrong_sample', 'de-DE prose',
  f'⟦9@configurations.tried⟧ Kombinationen, alle in-sample positiv. Out-of-sample lagen sie im Mittel bei ⟦+1.987,68@mean_objective.out_of_sample~mean_objective.in_sample!⟧ Punkten; die beste (5 Tage, Stopp 1 %) bei ⟦+767,82@{O1}.total_pnl⟧. Wegen der Auswahl in-sample ist mit Überanpassung zu rechnen.'),
E(C, 'wrong_sample', 'fr-FR prose',
  f"⟦9@configurations.tried⟧ configurations testées. Dans la deuxième fenêtre de test (⟦2024-01-03@D:2024-01-03⟧ → ⟦2024-07-03@D:2024-07-03⟧), le réglage retenu (5 jours, stop 1 %) a gagné ⟦1{N}956,59@{F(1,'out_of_sample','total_pnl')}~{F(1,'in_sample','total_pnl')}!⟧ points hors échantillon. Le choix étant fait en échantillon, gare au biais de sélection."),
E(C, 'wrong_sample', 'es-ES prose',
  f'De ⟦9@configurations.tried⟧ combinaciones, la mejor (5 días, stop del 1 %) tuvo ⟦21@{T1}.trades~{O1}.trades!⟧ operaciones dentro de muestra y ⟦+767,82@{O1}.total_pnl⟧ puntos fuera de muestra. Ojo con el sobreajuste: se eligió dentro de muestra.'),
E(C, 'wrong_sample', 'zh-CN prose',
  f'在⟦9@configurations.tried⟧组参数中，持有5天、止损1%最优：样本内胜率⟦33.3%@{T1}.win_rate~{O1}.win_rate!⟧，样本外收益⟦+767.82@{O1}.total_pnl⟧点。参数按样本内挑选，需注意过拟合风险。'),
E(C, 'wrong_sample', 'nl-NL prose',
  f'Van de ⟦9@configurations.tried⟧ combinaties haalt hold 3 / stop 3% out-of-sample een Sharpe van ⟦1,89@top(2).out_of_sample.sharpe~top(2).in_sample.sharpe!⟧ en ⟦+757,4@top(2).out_of_sample.total_pnl⟧ punten. Denk wel aan selectiebias: er is in-sample gekozen.'),
# ---------------- wrong_year (fold windows)
E(C, 'wrong_year', 'en-US prose',
  f"Walk-forward, fold by fold: the 2023 test window (from ⟦2023-07-05@D:2023-07-05⟧) made ⟦+417.54@{F(0,'out_of_sample','total_pnl')}~{F(1,'out_of_sample','total_pnl')}!⟧ pts out-of-sample with hold=5, sl=3. Across the ⟦9@configurations.tried⟧ configurations the choice was made in-sample each time, so mind the selection bias."),
E(C, 'wrong_year', 'es-ES prose',
  f"En la ventana de prueba de ⟦2024-07-05@D:2024-07-05⟧ a ⟦2025-01-02@D:2025-01-02⟧, la configuración elegida obtuvo ⟦+985,01@{F(2,'out_of_sample','total_pnl')}~{F(0,'out_of_sample','total_pnl')}!⟧ puntos fuera de muestra. Se probaron ⟦9@configurations.tried⟧ combinaciones, así que hay riesgo de sobreajuste."),
# ---------------- undisclosed
E(C, 'undisclosed', 'en-US prose omit=n',
  f'Best setup: hold 5 days with a 1% stop — ⟦+2,374.13@{T1}.total_pnl!⟧ pts in-sample and ⟦+767.82@{O1}.total_pnl⟧ pts out-of-sample over ⟦21@{O1}.trades⟧ trades; the walk-forward as a whole made ⟦+2,170.37@{WF}.total_pnl⟧ pts out-of-sample. It was chosen on in-sample data, so expect some overfitting.', omit='n'),
E(C, 'undisclosed', 'pt-BR prose omit=n',
  f'A melhor combinação foi manter 5 dias com stop de 1%: ⟦+2.374,13@{T1}.total_pnl!⟧ pontos dentro da amostra e ⟦+767,82@{O1}.total_pnl⟧ fora da amostra. Como a escolha foi feita dentro da amostra, há risco de sobreajuste.', omit='n'),
E(C, 'undisclosed', 'en-GB bullets omit=oos',
  f'⟦9@configurations.tried⟧ combinations tested. Top of the in-sample table:\n- hold 5, stop 1%: ⟦+2,374.13@{T1}.total_pnl!⟧ pts (⟦59@{T1}.trades⟧ trades)\n- hold 3, stop 3%: ⟦+2,180.6@top(2).in_sample.total_pnl⟧ pts\n- hold 5, stop 2%: ⟦+2,141.4@top(3).in_sample.total_pnl⟧ pts\n\nWith this many variants, part of that edge is overfitting.', omit='oos'),
E(C, 'undisclosed', 'ja-JP prose omit=oos',
  f'⟦9@configurations.tried⟧通りの組み合わせのうち、インサンプル損益が最大だったのは保有5日・ストップ1%で⟦+2,374.13@{T1}.total_pnl!⟧ポイント（⟦59@{T1}.trades⟧回）でした。すべての組み合わせがインサンプルでプラスでしたが、過剰適合の可能性は残ります。', omit='oos'),
E(C, 'undisclosed', 'it-IT prose omit=caveat',
  f'Testate ⟦9@configurations.tried⟧ combinazioni. Migliore: 5 giorni, stop 1% — in campione ⟦+2.374,13@{T1}.total_pnl!⟧ punti, fuori campione ⟦+767,82@{O1}.total_pnl⟧ su ⟦21@{O1}.trades⟧ operazioni; walk-forward complessivo fuori campione ⟦+2.170,37@{WF}.total_pnl⟧ punti.', omit='caveat'),
E(C, 'undisclosed', 'de-DE prose omit=caveat',
  f'⟦9@configurations.tried⟧ Kombinationen, Walk-Forward mit 3 Folds. Beste Einstellung: Haltedauer 5 Tage, Stopp 1 % – in-sample ⟦+2.374,13@{T1}.total_pnl!⟧ Punkte, out-of-sample ⟦+767,82@{O1}.total_pnl⟧ Punkte. Gesamtergebnis out-of-sample über alle Folds: ⟦+2.170,37@{WF}.total_pnl⟧ Punkte (⟦54@{WF}.trades⟧ Trades).', omit='caveat'),
]
