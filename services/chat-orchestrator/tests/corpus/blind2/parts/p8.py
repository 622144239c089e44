from lib import E
def r(d, c): return f"row('{d}').{c}"
ENTRIES = [
E('q_up_pct_2024', 'faithful', 'en restate', """You asked what share of 2024 sessions closed above the open (up = close > open, period 2024). Answer: **⟦40.48%@value*100⟧** of ⟦252@R.summary.rows_scanned⟧ sessions."""),
E('q_up_pct_2024', 'faithful', 'nl approx', """Iets meer dan ⟦40@value*100⟧% — precies ⟦40,5@value*100⟧% van de handelsdagen in 2024 sloot hoger dan de opening."""),
E('q_up_pct_2024', 'faithful', 'pl short', """Udział sesji wzrostowych w 2024 r.: ⟦40,5%@value*100⟧."""),
E('q_up_pct_2024', 'faithful', 'zh short', """2024年共⟦252@R.summary.rows_scanned⟧个交易日，其中收涨（收盘高于开盘）的比例为⟦40.48%@value*100⟧。"""),
E('q_gap_2024', 'faithful', 'pt range', """Em 2024 os gaps de abertura variaram entre ⟦−128,5@min_g⟧ e ⟦+147,25@max_g⟧ pontos; a média foi de apenas ⟦1,51@mean_g⟧ e o desvio-padrão de ⟦34,5@std_g⟧."""),
E('q_gap_2024', 'faithful', 'pl exec', """**Podsumowanie:** luki otwarcia w 2024 r. są małe — średnio ⟦+1,51@mean_g⟧ pkt, odchylenie ⟦34,54@std_g⟧ pkt, skrajności ⟦+147,25@max_g⟧ / ⟦−128,5@min_g⟧ pkt."""),
E('q_range_stats_2024', 'faithful', 'it bullets bold', """**Range giornaliero 2024**
- media: **⟦274,44@mean_range⟧** punti
- mediana: ⟦267,25@median_range⟧
- massimo: ⟦585,5@max_range⟧ — minimo: ⟦116,5@min_range⟧
- sedute: ⟦252@count⟧"""),
E('q_close_extremes_2023', 'faithful', 'it range', """Nel 2023 le chiusure sono oscillate tra ⟦15.875,25@min_close⟧ e ⟦18.946@max_close⟧ punti; l'anno si è chiuso a ⟦17.553,5@last_close⟧."""),
E('q_close_extremes_2023', 'faithful', 'pt approx', """Em 2023 o fechamento máximo foi de cerca de ⟦18,9 mil@max_close⟧ pontos (⟦18.946@max_close⟧), o mínimo ⟦15.875,25@min_close⟧ e o último ⟦17.553,5@last_close⟧."""),
E('r_total_2025', 'faithful', 'pt prose', """Em 2025 você gastou até agora ⟦246.665,21@sum⟧ ₽ em ⟦86@n⟧ compras; o ticket médio é de ⟦2.868,20@avg⟧ ₽ e o maior recibo, ⟦13.153,34@max⟧ ₽."""),
E('r_total_2025', 'faithful', 'gb exec k', """2025 YTD: ⟦246.7k@sum⟧ ₽ over ⟦86@n⟧ receipts; avg ⟦2.87k@avg⟧ ₽; max ⟦13.2k@max⟧ ₽."""),
E('q_range_last20', 'faithful', 'nl colon', """Gemiddelde dagrange (high − low), laatste 20 handelsdagen: ⟦187,6@value⟧ punten."""),
E('q_dow_range_2024', 'faithful', 'pt prose', f"""A quarta-feira teve a maior amplitude média em 2024 (⟦278,7@row('Wednesday').mean_range⟧ pontos), seguida de perto pela sexta (⟦278,3@row('Friday').mean_range⟧); a segunda foi a mais calma (⟦269,4@row('Monday').mean_range⟧)."""),
E('q_month_up_2023', 'faithful', 'nl bullets', f"""Maanden met het hoogste aandeel stijgende dagen in 2023:
- september: ⟦70%@row('September').pct_up*100⟧
- oktober: ⟦68,2%@row('October').pct_up*100⟧
- januari: ⟦60%@row('January').pct_up*100⟧
Laagste: november met ⟦38,1%@row('November').pct_up*100⟧."""),
E('q_widest_2024', 'faithful', 'it short', f"""Il giorno più ampio del 2024: ⟦24 gennaio@D:2024-01-24⟧, ⟦585,5@{r('2024-01-24','range')}⟧ punti (apertura ⟦17.188,75@{r('2024-01-24','open')}⟧, chiusura ⟦16.672,75@{r('2024-01-24','close')}⟧)."""),
E('q_year_volume', 'faithful', 'ja wan', """年別の一日平均出来高は、2023年が約⟦20.1万@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧日）、2024年も約⟦20.1万@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧日）で、ほぼ横ばいです。"""),
E('q_rth_hour_volume', 'faithful', 'it prose', """Nelle ultime 20 sedute l'ora 15:00–15:59 è la più liquida, con ⟦19.373@row('15:00').mean_volume⟧ contratti medi; segue l'apertura 09:00–09:59 con ⟦17.542@row('09:00').mean_volume⟧."""),
E('q_corr_2024', 'faithful', 'tr prose', """Hayır: 2024'te hacim ile günlük aralık arasındaki korelasyon yalnızca ⟦0,05@value⟧."""),
E('q_big_up_days_2023', 'faithful', 'nl range', """In 2023 waren er ⟦14@R.summary.rows⟧ dagen met een slot ruim 2% boven de opening, met stijgingen tussen ⟦2,01@stats.chg.min⟧% en ⟦3,32@stats.chg.max⟧% (gemiddeld ⟦2,44@stats.chg.mean⟧%)."""),
E('q_weekly_recent', 'faithful', 'pt prose', f"""Semanas recentes fracas: a de ⟦8 de dezembro@D:2024-12-08⟧ caiu ⟦381,75@{r('2024-12-08','change')}|neg⟧ pontos e a de ⟦22 de dezembro@D:2024-12-22⟧, ⟦352,75@{r('2024-12-22','change')}|neg⟧. Só a de ⟦29 de dezembro@D:2024-12-29⟧ subiu (⟦+57,5@{r('2024-12-29','change')}⟧)."""),
E('q_rsi_oversold_2024', 'faithful', 'it range', """Nel 2024 l'RSI(14) è stato sotto 30 in ⟦63@R.summary.rows⟧ sedute, con valori compresi tra ⟦19,49@stats.rsi.min⟧ e ⟦29,81@stats.rsi.max⟧."""),
E('q_quarter_range_2024', 'faithful', 'nl bullets', """Gemiddelde dagrange per kwartaal (2024):
- Q1: ⟦320,6@row(1).mean_range⟧
- Q2: ⟦314,9@row(2).mean_range⟧
- Q3: ⟦263,4@row(3).mean_range⟧
- Q4: ⟦201,6@row(4).mean_range⟧"""),
E('q_h1_vs_h2_2024', 'faithful', 'pt prose', """Sim. No 1º semestre de 2024 a amplitude média foi de ⟦317,7@A.mean_range⟧ pontos, contra ⟦232,5@B.mean_range⟧ no 2º; o dia mais amplo do 1º semestre teve ⟦585,5@A.max_range⟧ pontos.""", allow=['1', '2']),
E('b_rsi_long', 'faithful', 'pl exec', """**Wniosek:** strategia RSI(14) < 30 traci — ⟦36@total_trades⟧ transakcji, skuteczność ⟦19,4%@win_rate⟧, wynik ⟦−917,4@total_pnl⟧ pkt, profit factor ⟦0,76@profit_factor⟧."""),
E('b_fade_3up', 'faithful', 'pt prose', """Desde 2023: ⟦47@total_trades⟧ operações, ⟦21@winning_trades⟧ no alvo de 50 pontos e ⟦26@losing_trades⟧ no stop de 30; resultado de ⟦+270@total_pnl⟧ pontos e drawdown máximo de ⟦190@max_drawdown⟧."""),
E('b_sma_cross', 'faithful', 'it prose', """No: ⟦16@total_trades⟧ operazioni, solo ⟦4@winning_trades⟧ in utile, P&L totale ⟦−4.681,25@total_pnl⟧ punti e drawdown massimo di ⟦4.864,5@max_drawdown⟧."""),
E('b_breakdown_short_2024', 'faithful', 'pt exec', """Resumo 2024: ⟦79@total_trades⟧ trades, acerto de ⟦40,5%@win_rate⟧, fator de lucro ⟦1,39@profit_factor⟧, resultado ⟦+1.183,1@total_pnl⟧ pts, drawdown ⟦316,3@max_drawdown⟧ pts."""),
E('b_fade_2023_vs_2024', 'faithful', 'nl prose', """2024 was duidelijk beter: ⟦+1.202@B.total_pnl⟧ punten op ⟦10@B.total_trades⟧ trades (profit factor ⟦2,82@B.profit_factor⟧), tegen ⟦+61,75@A.total_pnl⟧ punten op ⟦18@A.total_trades⟧ trades in 2023 (profit factor ⟦1,02@A.profit_factor⟧)."""),
E('x_compare_two_down', 'faithful', 'nl prose', """Alleen op ES: ⟦64@row('ES').trades⟧ trades, winstpercentage ⟦54,7@row('ES').win_rate⟧%, profit factor ⟦2,09@row('ES').profit_factor⟧. Op NQ verliest de strategie ⟦3.060,8@row('NQ').total_pnl|neg⟧ punten (profit factor ⟦0,79@row('NQ').profit_factor⟧)."""),
E('x_portfolio_two_down', 'faithful', 'it prose', """Con ⟦1.000.000@capital⟧ di capitale e rischio dell'1% per trade, il portafoglio chiude a ⟦1.048.758,95@final_equity⟧ (⟦+4,88%@return_pct⟧), con drawdown massimo del ⟦7,20%@max_drawdown_pct⟧. Il merito è tutto di ES (⟦+134.871,25@leg('ES').pnl⟧); NQ perde ⟦86.112,30@leg('NQ').pnl|neg⟧."""),
E('x_sweep_rsi_level', 'faithful', 'nl prose', """De beste combinatie in-sample is level=40, hold=3 (Sharpe ⟦1,68@top(1).in_sample.sharpe⟧), maar out-of-sample zakt die naar ⟦−3,52@top(1).out_of_sample.sharpe⟧. Met een deflated Sharpe van ⟦0,71@deflated_sharpe.value⟧ is het resultaat niet van toeval te onderscheiden."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it prose', """La combinazione migliore è hold=5, sl=1: ⟦+2.374,1@top(1).in_sample.total_pnl⟧ punti in-sample e ⟦+767,8@top(1).out_of_sample.total_pnl⟧ out-of-sample. Il walk-forward complessivo fuori campione dà ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ punti su ⟦54@walk_forward_out_of_sample.trades⟧ trade."""),
E('r_latest', 'faithful', 'nl bullets', f"""Laatste bonnen:
- ⟦29 juni@D:2025-06-29⟧ — Азбука вкуса: ⟦13.153,34@T[0].total⟧ ₽
- ⟦26 juni@D:2025-06-26⟧ — Дикси: ⟦984,21@T[1].total⟧ ₽
- ⟦26 juni@D:2025-06-26⟧ — Перекрёсток: ⟦738,76@T[2].total⟧ ₽
- ⟦23 juni@D:2025-06-23⟧ — АШАН: ⟦1.782,97@T[3].total⟧ ₽"""),
E('r_by_shop', 'faithful', 'zh wan', """花费最多的是Перекрёсток，约⟦21.6万@row('Перекрёсток').sum⟧卢布（⟦95@row('Перекрёсток').n⟧张小票），其次是ВкусВилл约⟦14.6万@row('ВкусВилл').sum⟧卢布。"""),
E('r_top_items', 'faithful', 'it prose', """Il prodotto su cui spendi di più sono i cioccolatini Красный Октябрь (⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ in ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ acquisti), seguiti dai pannolini Merries (⟦20.886,90@row('Подгузники').sum⟧ ₽)."""),
]
