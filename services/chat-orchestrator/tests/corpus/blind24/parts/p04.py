"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'en-GB plaque',
  """THIS PLAQUE HONOURS
THE RSI(14) < 30 LONG, 5-DAY EXIT:
⟦36@total_trades⟧ trades, net ⟦−917.4@total_pnl⟧ pts
(buy-and-hold over the same span: ⟦+7,162.75@buy_and_hold_pnl!⟧ pts)
Erected by its few remaining believers"""),
E('b_rsi_long', 'wrong_column', 'ja-JP orgchart',
  """【組織図】RSI(14)<30 買い戦略
社長：総損益⟦−917.4@total_pnl⟧pt（⟦36@total_trades⟧回）
├ 営業部長：最大利益⟦+405.5@best_trade~avg_win!⟧pt
└ 損失管理部：最大ドローダウン⟦1,368.1@max_drawdown⟧pt"""),
E('b_rsi_long', 'misrounded', 'pl-PL findingaid',
  """INWENTARZ ARCHIWALNY — zespół „RSI(14) < 30, long”
Sygn. A: ⟦36@total_trades⟧ transakcji, skuteczność ⟦19,5 %@win_rate!⟧
Sygn. B: wynik ⟦−917,44@total_pnl⟧ pkt, PF ⟦0,76@profit_factor⟧
Stan zachowania: zły."""),
E('b_rsi_long', 'faithful', 'fr-FR crowdfund',
  """ACTU DE CAMPAGNE #4 — « RSI sous 30 »
Bilan : ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants, taux de réussite ⟦19,4 %@win_rate⟧.
Total ⟦−917,4@total_pnl⟧ points, profit factor ⟦0,76@profit_factor⟧.
Objectif non atteint — merci quand même aux contributeurs !""",
  allow=['4']),
E('b_rsi_long', 'faithful', 'pt-BR tvguide',
  """PROGRAMAÇÃO — Canal NQ
20:00 «Compra no RSI abaixo de 30» — reprise
Melhor cena: ⟦28/03@D:2024-03-28⟧, ⟦+680,5@best_trade⟧ pontos
Final: ⟦−917,4@total_pnl⟧ pontos em ⟦36@total_trades⟧ operações ★★"""),
E('b_rsi_long', 'faithful', 'it-IT bowling',
  """SEGNAPUNTI BOWLING — RSI(14) < 30
Strike (vincenti): ⟦7@winning_trades⟧ · a vuoto: ⟦29@losing_trades⟧
Colpo migliore: ⟦+680,5@best_trade⟧ · peggiore: ⟦−163@worst_trade⟧
Totale partita: ⟦−917,4@total_pnl⟧"""),
E('b_rsi_long', 'faithful', 'ru-RU choir',
  """ЗАМЕТКИ К РЕПЕТИЦИИ ХОРА — «RSI ниже 30»
Басы: ⟦28@mr('stop ([0-9]+) [(]')⟧ выходов по стопу — держать низко
Тенора: выходы по времени дали ⟦+2775,0@mr('timeout 8 [(]W:7 L:1, [+]([0-9.]+)[)]')⟧ пункта
Итог: ⟦−917,4@total_pnl⟧. С буквы Г."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'ja-JP findingaid',
  """目録　「三連騰フェード」記録群（2023年〜）
第一号：2023年分　損益⟦+240@""" + Y23 + "~" + Y24 + """!⟧pt（⟦31@""" + N23 + """⟧回）
第二号：通算⟦+270@total_pnl⟧pt、⟦47@total_trades⟧回
閲覧可"""),
E('b_fade_3up', 'wrong_column', 'ru-RU plaque',
  """ДОСКА ПОЧЁТА ДАРИТЕЛЕЙ
Стратегия «Шорт после трёх зелёных дней» (тейк 50, стоп 30)
пожертвовала счёту ⟦+1050@total_pnl~gross_profit!⟧ пунктов
за ⟦47@total_trades⟧ сделок. Благодарим!"""),
E('b_fade_3up', 'miscomputed', 'pl-PL fantasy',
  """PROPOZYCJA WYMIANY — liga NQ
Oddaję: fade po trzech wzrostach (⟦47@total_trades⟧ transakcji, wynik ⟦+270@total_pnl⟧ pkt)
⟦21@winning_trades⟧ trafień na ⟦47@total_trades⟧, czyli ⟦42,6 %@winning_trades/total_trades*100!⟧ skuteczności
Akceptujesz?"""),
E('b_fade_3up', 'faithful', 'zh-CN placard',
  """【标语牌】
“连涨三天就做空！⟦47@total_trades⟧笔交易，净赚⟦270@total_pnl⟧点！”
“止盈⟦21@mr('take_profit ([0-9]+) [(]')⟧次，止损⟦26@losing_trades⟧次！”
“胜率⟦44.7%@win_rate⟧！”"""),
E('b_fade_3up', 'faithful', 'en-US capsule',
  """Letter for the time capsule (open 2029)
Dear future trader: we shorted after three up days, 50-point target, 30-point stop, from 2023 on. ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ winners, net ⟦+270@total_pnl⟧ points, max drawdown ⟦190@max_drawdown⟧.
Small, but it was ours."""),
E('b_fade_3up', 'faithful', 'es-ES origami',
  """ORIGAMI — «La grulla bajista»
1. Dobla ⟦47@total_trades⟧ veces: cortos tras tres días al alza.
2. Pliegue al objetivo ⟦21@winning_trades⟧ veces (+50 cada una).
3. Resultado por año: 2023 ⟦+30@""" + Y23 + """⟧, 2024 ⟦+240@""" + Y24 + """⟧."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'it-IT crowdfund',
  """AGGIORNAMENTO #3 — «Incrocio SMA(20)»
Nel 2023 la strategia ha perso ⟦3.584,5@""" + Y23 + "|neg~" + Y24 + """!⟧ punti.
Totale su ⟦16@total_trades⟧ operazioni: ⟦−4.681,25@total_pnl⟧. Grazie ai sostenitori!""",
  allow=['3']),
E('b_sma_cross', 'wrong_year', 'nl-NL choir',
  """REPETITIENOTITIES KOOR — „SMA-kruising”
Bassen: ⟦16@total_trades⟧ inzetten in totaal, ⟦4@winning_trades⟧ zuiver
Tenoren (2024): ⟦9@""" + N24 + "~" + N23 + """!⟧ inzetten, samen ⟦−3.584,5@""" + Y24 + """⟧
Vanaf letter G opnieuw."""),
E('b_sma_cross', 'wrong_sign', 'fr-FR seedpacket',
  """SACHET DE GRAINES — variété « Croisement SMA(20) »
Semis : ⟦16@total_trades⟧ graines, ⟦4@winning_trades⟧ levées
Rendement moyen par graine : ⟦+292,58@expectancy!⟧ points
Récolte totale : ⟦−4\u202f681,25@total_pnl⟧ points"""),
E('b_sma_cross', 'faithful', 'es-ES placard',
  """PANCARTAS 🪧
«¡CRUCE DE LA SMA(20): ⟦16@total_trades⟧ OPERACIONES, ⟦12@losing_trades⟧ PERDEDORAS!»
«¡⟦−4681,25@total_pnl⟧ PUNTOS! ¡DIMISIÓN!»
«¡SOLO ⟦4@winning_trades⟧ GANADORAS!»"""),
E('b_sma_cross', 'faithful', 'en-GB fantasy',
  """TRADE PROPOSAL — SMA(20) Cross League
You get: the ⟦12 Sep 2023@D:2023-09-12⟧ trade, ⟦+1,270@best_trade⟧ pts
I get: the worst one, ⟦−1,800.75@worst_trade⟧ pts, plus a ⟦25%@win_rate⟧ win rate
Accept? (Team total: ⟦−4,681.25@total_pnl⟧)"""),
E('b_sma_cross', 'faithful', 'de-DE orgchart',
  """ORGANIGRAMM — Strategie „Schlusskurs kreuzt SMA(20)“
Vorstand: Gesamtergebnis ⟦−4.681,25@total_pnl⟧ Punkte
├── Bereich 2023: ⟦−1.096,8@""" + Y23 + """⟧ (⟦9@""" + N23 + """⟧ Trades)
└── Bereich 2024: ⟦−3.584,5@""" + Y24 + """⟧ (⟦7@""" + N24 + """⟧ Trades)"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_unit', 'nl-NL tvguide',
  """TV-GIDS — NQ Twee
21:00 „Short onder de vorige low” (2024)
⟦79@total_trades⟧ transacties · opbrengst € ⟦1.183,11@total_pnl~total_pnl!⟧
22:10 Nabeschouwing ★★★""",
  unit_note='index points quoted as euros'),
E('b_breakdown_short_2024', 'wrong_row', 'de-DE plaque',
  """GESTIFTET VON DER STRATEGIE „SHORT UNTER VORTAGESTIEF 2024“
Größte Einzelspende: ⟦11. Januar@D:2024-01-11⟧, ⟦+165,23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ Punkte
Gesamt: ⟦+1.183,11@total_pnl⟧ Punkte aus ⟦79@total_trades⟧ Trades
Vergelt's Gott!"""),
E('b_breakdown_short_2024', 'invented', 'ja-JP bowling',
  """スコアシート — 2024年ブレイクダウン・ショート
ゲーム数⟦79@total_trades⟧／ストライク⟦32@winning_trades⟧
トータル⟦+1,183.1@total_pnl⟧pt
最大ドローダウン⟦342.6@max_drawdown!⟧pt　X X /"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU seedpacket',
  """ПАКЕТИК СЕМЯН — сорт «Пробой минимума-2024»
Посеяно: ⟦79@total_trades⟧ · взошло: ⟦32@winning_trades⟧ (⟦40,5 %@win_rate⟧)
Урожай: ⟦+1183,1@total_pnl⟧ пункта
Высевать после закрытия ниже вчерашнего минимума."""),
E('b_breakdown_short_2024', 'faithful', 'es-ES choir',
  """NOTAS DEL ENSAYO — «Corto bajo el mínimo previo, 2024»
Sopranos: ⟦32@winning_trades⟧ entradas al objetivo, bien afinadas
Bajos: ⟦47@losing_trades⟧ stops, más suaves
Total: ⟦+1183,1@total_pnl⟧ puntos; drawdown máx. ⟦316,3@max_drawdown⟧. Desde la letra C."""),
E('b_breakdown_short_2024', 'faithful', 'it-IT placard',
  """CARTELLI 🪧
«SHORT SOTTO IL MINIMO: ⟦+1.183,1@total_pnl⟧ PUNTI NEL 2024!»
«COMPRA E TIENI? ⟦−8.634,75@buy_and_hold_pnl⟧! VERGOGNA!»
«SHARPE ⟦1,35@sharpe⟧!»"""),
E('b_breakdown_short_2024', 'faithful', 'pl-PL origami',
  """ORIGAMI „Krótka sprzedaż 2024”
1. Pierwsze zagięcie: ⟦5 stycznia@D:2024-01-05⟧, stop o 04:39, ⟦−87,26@trd('2024-01-05').pnl⟧ pkt.
2. Drugie: ⟦11 stycznia@D:2024-01-11⟧, cel o 15:37, ⟦+171,7@trd('2024-01-11').pnl⟧ pkt.
3. Złóż wszystkie ⟦79@total_trades⟧."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US tvguide',
  """TV LISTINGS — NQ Classics
10:00 PM "Fade the Three-Day Rally: 2023" — ⟦18@A.total_trades⟧ trades, net ⟦+61.75@A.total_pnl⟧ pts
11:00 PM "The 2024 Sequel" — ⟦10@B.total_trades⟧ trades, net ⟦+1,202@B.total_pnl⟧, max drawdown ⟦1,685.25@B.max_drawdown~A.max_drawdown!⟧ ★★★"""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'nl-NL crowdfund',
  """PROJECTUPDATE #6 — „Drie groene dagen fadeen”
2023: ⟦+61,75@A.total_pnl⟧ punten, tegenover kopen-en-vasthouden ⟦−1.553,5@A.buy_and_hold_pnl!⟧
2024: ⟦+1.202@B.total_pnl⟧ punten met ⟦70 %@B.win_rate⟧ winnaars
Bedankt, backers!""",
  allow=['6']),
E('b_fade_2023_vs_2024', 'derived', 'pl-PL fantasy',
  """PROPOZYCJA WYMIANY — liga fade'ów
Oddaję 2023: ⟦+61,75@A.total_pnl⟧ pkt, ⟦18@A.total_trades⟧ transakcji
Biorę 2024: ⟦+1202@B.total_pnl⟧ pkt, ⟦10@B.total_trades⟧ transakcji
Różnica na moją korzyść (policzyłem sam): ⟦1140,25@B.total_pnl-A.total_pnl!⟧ pkt"""),
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR findingaid',
  """INVENTÁRIO — Fundo "Venda após três altas"
Série 2023: ⟦18@A.total_trades⟧ operações, acerto ⟦55,6%@A.win_rate⟧, resultado ⟦+61,75@A.total_pnl⟧
Série 2024: ⟦10@B.total_trades⟧ operações, ⟦70%@B.win_rate⟧, ⟦+1.202@B.total_pnl⟧
Acesso livre."""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU origami',
  """ОРИГАМИ «Два журавлика»
1. Журавлик 2023: ⟦18@A.total_trades⟧ сделок, итог ⟦+61,75@A.total_pnl⟧, просадка ⟦1685,25@A.max_drawdown⟧.
2. Журавлик 2024: ⟦10@B.total_trades⟧ сделок, итог ⟦+1202@B.total_pnl⟧, просадка ⟦603,5@B.max_drawdown⟧.
3. Второй летит выше."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP choir',
  """【合唱練習メモ】三連騰フェード
2023年パート：勝率⟦55.6%@A.win_rate⟧、PF ⟦1.02@A.profit_factor⟧　もっと揃えて
2024年パート：勝率⟦70%@B.win_rate⟧、PF ⟦2.82@B.profit_factor⟧　良い響き
次回はCの頭から"""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT capsule',
  """CAPSULA DEL TEMPO — da aprire nel 2029
Caro futuro collega, vendere dopo tre rialzi ha reso ⟦+61,75@A.total_pnl⟧ punti nel 2023 e ⟦+1.202@B.total_pnl⟧ nel 2024.
Il colpo migliore del 2023: ⟦+1.147,75@A.best_trade⟧. Buona fortuna!"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'ja-JP plaque',
  """【寄贈銘板】二日続落買い戦略
ES：⟦64@row('ES').trades⟧回、勝率⟦54.7%@row('ES').win_rate⟧、PF ⟦2.09@row('ES').profit_factor⟧
NQ：⟦97@row('NQ').trades⟧回、シャープレシオ⟦1.67@row('NQ').sharpe~row('ES').sharpe!⟧
寄贈　押し目買い同好会"""),
E('x_compare_two_down', 'wrong_unit', 'en-GB choir',
  """CHOIR REHEARSAL NOTES — "Two Down Days" duet
NQ part: ⟦97@row('NQ').trades⟧ entries, total ⟦−3,060.8@row('NQ').total_pnl⟧ pts — too flat
ES part: ⟦64@row('ES').trades⟧ entries, earned $⟦2,615@row('ES').total_pnl~row('ES').total_pnl!⟧ per contract — lovely
Again from letter A.""",
  unit_note='index points quoted as dollars'),
E('x_compare_two_down', 'wrong_column', 'nl-NL crowdfund',
  """PROJECTUPDATE #2 — „Twee rode dagen kopen”
ES: ⟦+2.615@row('ES').total_pnl⟧ punten, Sharpe ⟦1,67@row('ES').sharpe⟧ 🎉
NQ: totaal ⟦−4.632,89@row('NQ').total_pnl~-row('NQ').max_drawdown!⟧ punten bij ⟦97@row('NQ').trades⟧ trades
Dank aan alle backers!""",
  allow=['2']),
E('x_compare_two_down', 'faithful', 'de-DE seedpacket',
  """SAATTÜTE — Sorte „Zwei rote Tage“, Vergleichsanbau
Beet NQ: ⟦97@row('NQ').trades⟧ Pflanzen, Ertrag ⟦−3.060,8@row('NQ').total_pnl⟧ Punkte
Beet ES: ⟦64@row('ES').trades⟧ Pflanzen, Ertrag ⟦+2.615@row('ES').total_pnl⟧ Punkte, PF ⟦2,09@row('ES').profit_factor⟧
Nur auf ES-Boden empfohlen."""),
E('x_compare_two_down', 'faithful', 'it-IT bowling',
  """SEGNAPUNTI — Torneo NQ contro ES
NQ | ⟦97@row('NQ').trades⟧ tiri | ⟦39,2 %@row('NQ').win_rate⟧ | ⟦−61.215,4@row('NQ').total_pnl_currency⟧ per contratto
ES | ⟦64@row('ES').trades⟧ tiri | ⟦54,7 %@row('ES').win_rate⟧ | ⟦+130.751,25@row('ES').total_pnl_currency⟧ per contratto"""),
E('x_compare_two_down', 'faithful', 'en-US findingaid',
  """FINDING AID — "Two Down Days, Long" comparison
Box NQ: ⟦97@row('NQ').trades⟧ trades; win rate ⟦39.2%@row('NQ').win_rate⟧; Sharpe ⟦−0.69@row('NQ').sharpe⟧
Box ES: ⟦64@row('ES').trades⟧ trades; win rate ⟦54.7%@row('ES').win_rate⟧; Sharpe ⟦1.67@row('ES').sharpe⟧
Note: points are not comparable across boxes."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_unit', 'en-US orgchart',
  """ORG CHART — NQ + ES Dip Portfolio (capital $⟦1,000,000@capital⟧)
CEO: Total P&L ⟦48,758.95@total_pnl~total_pnl!⟧ pts
├── ES desk: $⟦134,871.25@leg('ES').pnl⟧ profit (⟦64@leg('ES').trades⟧ trades)
└── NQ desk: $⟦86,112.30@leg('NQ').pnl|neg⟧ loss (⟦97@leg('NQ').trades⟧ trades)""",
  unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'wrong_sign', 'it-IT placard',
  """CARTELLI DEL CORTEO 🪧
«ES: ⟦+134.871,25@leg('ES').pnl⟧! GRAZIE ES!»
«NQ: ⟦+86.112,30@leg('NQ').pnl!⟧ … E ALLORA?»
«⟦161@trades⟧ OPERAZIONI, UN SOLO PORTAFOGLIO!»"""),
E('x_portfolio_two_down', 'wrong_row', 'ru-RU findingaid',
  """ОПИСЬ ФОНДА «Портфель NQ + ES, два дня падения»
Дело A (NQ): ⟦97@leg('NQ').trades⟧ сделок, доля прибыльных ⟦54,69 %@leg('NQ').unit_metrics.win_rate~leg('ES').unit_metrics.win_rate!⟧
Дело B (ES): ⟦64@leg('ES').trades⟧ сделки, результат ⟦+134\u00a0871,25@leg('ES').pnl⟧
Итог фонда: ⟦+48\u00a0758,95@total_pnl⟧"""),
E('x_portfolio_two_down', 'faithful', 'pt-BR origami',
  """ORIGAMI — "Carteira de duas pernas"
1. Dobre a perna ES: ⟦+134.871,25@leg('ES').pnl⟧.
2. Dobre a perna NQ para baixo: ⟦−86.112,30@leg('NQ').pnl⟧.
3. Una as duas: ⟦+48.758,95@total_pnl⟧, retorno de ⟦4,88%@return_pct⟧ sobre o capital."""),
E('x_portfolio_two_down', 'faithful', 'fr-FR choir',
  """NOTES DE RÉPÉTITION — chorale « NQ + ES »
Pupitre ES : ⟦64@leg('ES').trades⟧ entrées, ⟦+134\u202f871,25@leg('ES').pnl⟧, très juste
Pupitre NQ : ⟦97@leg('NQ').trades⟧ entrées, ⟦−86\u202f112,30@leg('NQ').pnl⟧, à retravailler
Ensemble : ⟦+4,88 %@return_pct⟧ ; creux maximal ⟦7,2 %@max_drawdown_pct⟧"""),
E('x_portfolio_two_down', 'faithful', 'de-DE crowdfund',
  """PROJEKT-UPDATE #5 — Dip-Portfolio NQ + ES
Kapital: ⟦1.000.000@capital⟧ → Endstand ⟦1.048.758,95@final_equity⟧ 🎉
⟦161@trades⟧ Trades, max. Drawdown ⟦78.853,15@max_drawdown⟧
Danke an alle Unterstützer!""",
  allow=['5']),
E('x_portfolio_two_down', 'faithful', 'pl-PL seedpacket',
  """TOREBKA NASION — mieszanka „NQ + ES”
Wysiano: ⟦161@trades⟧ nasion (NQ ⟦97@leg('NQ').trades⟧, ES ⟦64@leg('ES').trades⟧)
Plon: ⟦+48\u00a0758,95@total_pnl⟧ przy kapitale ⟦1\u00a0000\u00a0000@capital⟧
Ryzyko: 1 % na transakcję."""),
]
