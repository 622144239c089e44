"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'en-US dive',
  """DIVE LOG — reef "RSI(14) < 30", long, 5-day exit, 1% stop
Dives (trades): ⟦36@total_trades⟧ · surfaced happy: ⟦7@winning_trades⟧
Win rate ⟦19.4%@win_rate⟧, PF ⟦0.76@profit_factor⟧
Net result: ⟦+917.4@total_pnl!⟧ pts
Max drawdown ⟦1,368.1@max_drawdown⟧ pts. Buddy check: not again."""),
E('b_rsi_long', 'wrong_row', 'pt-BR carnival',
  """BRINQUEDO «RSI ABAIXO DE 30» — compra, saída em 5 dias, stop 1%
Voltas: ⟦36@total_trades⟧ · premiadas: ⟦7@winning_trades⟧ (⟦19,4%@win_rate⟧)
Melhor volta: entrada em ⟦28/03@D:2024-03-28⟧, ⟦+680,5@trd('2024-03-28').pnl⟧ pts
Volta de ⟦14/03@D:2024-03-14⟧: stop, ⟦−151,14@trd('2024-03-14').pnl~trd('2024-03-15').pnl!⟧
Proibido descer com o brinquedo em movimento."""),
E('b_rsi_long', 'wrong_column', 'es-ES laundromat',
  """AVISO — LAVANDERÍA NQ, programa «RSI(14) < 30», largo
Lavados: ⟦36@total_trades⟧ · salieron limpios: ⟦7@winning_trades⟧
Ganancia media ⟦+405,5@avg_win⟧ pts · pérdida media ⟦−163@avg_loss~worst_trade!⟧ pts
Resultado total: ⟦−917,4@total_pnl⟧ pts
No sobrecargue el tambor."""),
E('b_rsi_long', 'faithful', 'pl-PL falconry',
  """DZIENNIK SOKOLNIKA — sokół „RSI(14) < 30”, long, wyjście po 5 dniach, stop 1%
Wyloty: ⟦36@total_trades⟧, udane ⟦7@winning_trades⟧ (⟦19,4%@win_rate⟧)
Wynik: ⟦−917,4@total_pnl⟧ pkt, obsunięcie ⟦1368,1@max_drawdown⟧
Stop zadziałał ⟦28@mr('stop ([0-9]+) [(]')⟧ razy. Ptak niechętny."""),
E('b_rsi_long', 'faithful', 'de-DE tattoo',
  """FLASH-BOGEN — Studio NQ, Motiv „RSI(14) unter 30, long“
✧ ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4 %@win_rate⟧
✧ Profitfaktor ⟦0,76@profit_factor⟧, Sharpe ⟦−0,46@sharpe⟧
✧ Bester Trade: Einstieg ⟦28.03.2024@D:2024-03-28⟧, ⟦+680,5@best_trade⟧ Punkte
Termine nur nach Absprache."""),
E('b_rsi_long', 'faithful', 'ru-RU tailor',
  """МЕРКА — заказчик NQ, изделие «RSI(14) < 30», лонг, выход через 5 дней, стоп 1%
Сделок: ⟦36@total_trades⟧, прибыльных ⟦7@winning_trades⟧
Итог: ⟦−917,44@total_pnl⟧ пункта; buy & hold: ⟦−7162,75@buy_and_hold_pnl⟧
Средний убыток ⟦−129,5@avg_loss⟧
Примерку отложить."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'de-DE tailor',
  """MASSKARTE — Kunde NQ, Modell „3 Tage hoch → short“, Ziel 50, Stopp 30
Trades gesamt: ⟦47@total_trades⟧ (⟦21@winning_trades⟧ am Ziel, ⟦26@losing_trades⟧ gestoppt)
Davon 2023: ⟦16@mr('2023 [+][0-9.]+ [(]([0-9]+)')~mr('2024 [+][0-9.]+ [(]([0-9]+)')!⟧ Trades, Ergebnis ⟦+30@""" + Y23 + """⟧ Punkte
Gesamt: ⟦+270@total_pnl⟧ Punkte. Schneider: H. Brandt"""),
E('b_fade_3up', 'wrong_unit', 'en-GB tattoo',
  """FLASH SHEET — Studio NQ, design "Three Up, Then Short"
★ Target 50 pts, stop 30 pts, since 2023
★ ⟦47@total_trades⟧ trades, win rate ⟦44.7%@win_rate⟧
★ Net takings: £⟦270@total_pnl~total_pnl!⟧
Deposit required to book.""", unit_note='points quoted as pounds'),
E('b_fade_3up', 'coincidental', 'en-US kiln',
  """KILN LOG — kiln K2, firing "Fade 3 up days" (short, target 50, stop 30, since 2023)
08:00 ⟦47@total_trades⟧ pieces in: ⟦21@winning_trades⟧ came out clean, ⟦26@losing_trades⟧ cracked
13:10 net ⟦+270@total_pnl⟧ pts, max drawdown ⟦190@max_drawdown⟧ pts
17:20 longest cool-down: ⟦192@max_drawdown_duration_bars!⟧ bars"""),
E('b_fade_3up', 'faithful', 'it-IT ranger',
  """RAPPORTO DEL GUARDAPARCO — rif. IR0423, sentiero «3 rialzi → short», target 50, stop 30
Eventi: ⟦47@total_trades⟧ operazioni, ⟦21@winning_trades⟧ a target e ⟦26@losing_trades⟧ stoppate
Per anno: 2023 ⟦+30@""" + Y23 + """⟧ punti, 2024 ⟦+240@""" + Y24 + """⟧
Totale ⟦+270@total_pnl⟧. Nessun ferito."""),
E('b_fade_3up', 'faithful', 'nl-NL florist',
  """BESTELBON BLOEMIST — ref. BB47, klant NQ
Boeket: short na drie stijgdagen, doel 50, stop 30
⟦47@total_trades⟧ stelen, trefkans ⟦44,7%@win_rate⟧, profit factor ⟦1,35@profit_factor⟧
Resultaat ⟦+270@total_pnl⟧ punten; 2024 leverde ⟦+240@""" + Y24 + """⟧ daarvan
Bezorgen vóór 17:00."""),
E('b_fade_3up', 'faithful', 'pt-BR barber',
  """BARBEARIA NQ — TABELA «3 ALTAS → VENDA» (alvo 50, stop 30)
Operações ........ ⟦47@total_trades⟧
Acertos .......... ⟦21@winning_trades⟧ (⟦44,7%@win_rate⟧)
Resultado ........ ⟦+270@total_pnl⟧ pts
Rebaixamento máx.  ⟦190@max_drawdown⟧ pts
Corte só com hora marcada."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'it-IT kiln',
  """REGISTRO DEL FORNO — forno F3, cottura «incrocio SMA(20), long 10 giorni»
07:10 infornati ⟦16@total_trades⟧ pezzi, ⟦4@winning_trades⟧ riusciti
12:40 cottura 2023: ⟦−3.584,5@""" + Y23 + "~" + Y24 + """!⟧ punti
16:50 risultato totale ⟦−4.681,25@total_pnl⟧. Crepe ovunque."""),
E('b_sma_cross', 'wrong_row', 'nl-NL florist',
  """BESTELBON BLOEMIST — ref. SMA20, klant NQ
Boeket: long bij kruising boven SMA(20), 10 dagen vasthouden
Mooiste bloem: ⟦12 sep 2023@D:2023-09-12⟧, ⟦+1.270@trd('2023-09-12').pnl⟧
Verwelkt: instap ⟦12 juli 2023@D:2023-07-12⟧, ⟦−476,5@trd('2023-07-12').pnl~trd('2023-08-21').pnl!⟧
Totaal ⟦−4.681,25@total_pnl⟧ punten."""),
E('b_sma_cross', 'misrounded', 'ja-JP dive',
  """ダイブログ ― ポイント「SMA(20)上抜け」、ロング10日保有
エントリー 09:20 ／ エグジット 10:05
本数：⟦16@total_trades⟧本、勝ち ⟦4@winning_trades⟧本
平均利益 ⟦+686.3@avg_win!⟧ ／ 平均損失 ⟦−618.9@avg_loss⟧
合計 ⟦−4,681.25@total_pnl⟧ポイント。バディ：中村"""),
E('b_sma_cross', 'faithful', 'pt-BR ranger',
  """RELATÓRIO DE OCORRÊNCIA — guarda-parque, ref. IR1270
Trilha: compra no cruzamento da SMA(20), 10 dias
⟦16@total_trades⟧ operações, ⟦4@winning_trades⟧ ganhadoras, ⟦12@losing_trades⟧ perdedoras
Melhor: entrada ⟦12/09/2023@D:2023-09-12⟧, ⟦+1.270@best_trade⟧ pts; pior ⟦−1.800,75@worst_trade⟧
Total ⟦−4.681,25@total_pnl⟧. Sem feridos."""),
E('b_sma_cross', 'faithful', 'pl-PL falconry',
  """DZIENNIK SOKOLNIKA — jastrząb „SMA(20)”, long, 10 dni
Lotów: ⟦16@total_trades⟧, udanych ⟦4@winning_trades⟧ (⟦25%@win_rate⟧)
2023: ⟦−1096,8@""" + Y23 + """⟧ pkt · 2024: ⟦−3584,5@""" + Y24 + """⟧ pkt
Razem ⟦−4681,25@total_pnl⟧. Ptak wraca bez zdobyczy."""),
E('b_sma_cross', 'faithful', 'en-GB laundromat',
  """LAUNDERETTE NOTICE — programme "Close over SMA(20), long, 10 days"
Loads: ⟦16@total_trades⟧ · clean: ⟦4@winning_trades⟧ · still dirty: ⟦12@losing_trades⟧
Profit factor ⟦0.37@profit_factor⟧, Sharpe ⟦−1.11@sharpe⟧
Max drawdown ⟦4,864.5@max_drawdown⟧ pts
Please remove your washing promptly."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_column', 'pt-BR bridge',
  """FOLHA DE LEILÃO — mão «Rompimento vendido 2024», carteador Sul
Sul: 1♣ · Oeste: passo · Norte: 1♥ · Leste: passo
Resultado: ⟦79@total_trades⟧ vazas jogadas, ⟦32@winning_trades⟧ ganhas
Ganho médio ⟦+171,7@avg_win~best_trade!⟧ pts · perda média ⟦−64,59@avg_loss⟧
Total ⟦+1.183,11@total_pnl⟧ pts"""),
E('b_breakdown_short_2024', 'wrong_sign', 'es-ES florist',
  """PEDIDO FLORISTERÍA — ref. RS2024, cliente NQ
Ramo: corto bajo el mínimo previo, objetivo 1%, salida a 3 días
⟦79@total_trades⟧ flores: ⟦32@winning_trades⟧ a objetivo, ⟦47@losing_trades⟧ al stop
Ganancia media ⟦+131,8@avg_win⟧ · pérdida media ⟦+64,6@avg_loss!⟧ puntos
Entregar en recepción."""),
E('b_breakdown_short_2024', 'derived', 'en-US tattoo',
  """FLASH SHEET — Studio NQ, design "Breakdown Short 2024"
✶ Short a close below the prior low · target 1% · 3-day exit
✶ ⟦79@total_trades⟧ trades, ⟦40.5%@win_rate⟧ hit the target
✶ Net ⟦+1,183.1@total_pnl⟧ pts, which works out to ⟦98.59@total_pnl/12!⟧ pts a month (my own division, not in the report)
Deposit secures your slot."""),
E('b_breakdown_short_2024', 'invented', 'fr-FR falconry',
  """CARNET DE FAUCONNERIE — faucon « Cassure 2024 », vente à découvert
Vols : ⟦79@total_trades⟧, dont ⟦32@winning_trades⟧ réussis
Ratio de Sharpe : ⟦1,86@sharpe!⟧
Gain total ⟦+1\u202f183,1@total_pnl⟧ pts
Oiseau vif, revenu au leurre."""),
E('b_breakdown_short_2024', 'faithful', 'it-IT ranger',
  """RAPPORTO DEL GUARDAPARCO — rif. IR0105, «rottura del minimo, short 2024»
⟦79@total_trades⟧ operazioni: ⟦32@mr('take_profit ([0-9]+) [(]')⟧ a target, ⟦47@mr('stop ([0-9]+) [(]')⟧ allo stop
Primo intervento ⟦05/01@D:2024-01-05⟧: stop, ⟦−87,26@trd('2024-01-05').pnl⟧
Totale ⟦+1.183,11@total_pnl⟧ punti. Nessun ferito."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB carnival',
  """RIDE SIGN — THE BREAKDOWN DROP (short, 2024)
Riders: ⟦79@total_trades⟧ · made it to target: ⟦32@winning_trades⟧
Profit factor ⟦1.39@profit_factor⟧ · Sharpe ⟦1.35@sharpe⟧
Buy-and-hold riders lost ⟦8,634.75@buy_and_hold_pnl|neg⟧ pts
Hold on tight!"""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP carnival',
  """遊具のご案内「3日続伸ショート」― 2日で降車
2023年コース：⟦18@A.total_trades⟧回、勝率 ⟦70%@A.win_rate~B.win_rate!⟧、合計 ⟦+61.75@A.total_pnl⟧
2024年コース：⟦10@B.total_trades⟧回、合計 ⟦+1,202@B.total_pnl⟧
身長制限あり。"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL bridge',
  """ZAPIS LICYTACJI — rozdanie „Trzy wzrosty, short”, rozdaje N
N: 2♣ · E: pas · S: 3BA · wszyscy pas
2023: ⟦18@A.total_trades⟧ transakcji, wynik ⟦+61,75@A.total_pnl⟧ pkt
2024: ⟦10@B.total_trades⟧ transakcji, wynik ⟦+1202@B.total_pnl⟧ pkt, profit factor ⟦1,02@B.profit_factor~A.profit_factor!⟧
Lepiej w 2024."""),
E('b_fade_2023_vs_2024', 'miscomputed', 'zh-CN dive',
  """潜水日志 · 潜点「连涨三日做空」，持有2天
入水 08:15 · 出水 09:02
2023年：⟦18@A.total_trades⟧笔，合计 ⟦+61.75@A.total_pnl⟧ 点
2024年：⟦10@B.total_trades⟧笔，合计 ⟦+1,202@B.total_pnl⟧ 点
2024年比2023年多赚 ⟦1,104.25@B.total_pnl-A.total_pnl!⟧ 点。潜伴：小李"""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU sonar',
  """ЖУРНАЛ ГИДРОАКУСТИКА — ПЛ «NQ», шорт после трёх дней роста, выход через 2 дня
02:10 контакт «2023»: ⟦18@A.total_trades⟧ сделок, прибыльных ⟦55,6%@A.win_rate⟧, итог ⟦+61,75@A.total_pnl⟧
02:30 контакт «2024»: ⟦10@B.total_trades⟧ сделок, ⟦70%@B.win_rate⟧, итог ⟦+1202@B.total_pnl⟧
В 2024 лучше."""),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES laundromat',
  """AVISO — LAVANDERÍA NQ, programa «vender tras tres alzas», 2 días
Ciclo 2023: ⟦18@A.total_trades⟧ lavados, factor de beneficio ⟦1,02@A.profit_factor⟧
Ciclo 2024: ⟦10@B.total_trades⟧ lavados, factor ⟦2,82@B.profit_factor⟧, acierto ⟦70 %@B.win_rate⟧
2024 lavó mucho mejor. Recoja su ropa al terminar."""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL tattoo',
  """FLASHVEL — Studio NQ, ontwerp „Drie groen, dan short”
✧ 2023: ⟦18@A.total_trades⟧ trades, totaal ⟦+61,75@A.total_pnl⟧ punten, Sharpe ⟦0,03@A.sharpe⟧
✧ 2024: ⟦10@B.total_trades⟧ trades, totaal ⟦+1.202@B.total_pnl⟧, Sharpe ⟦1,33@B.sharpe⟧
2024 duidelijk beter. Alleen op afspraak."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'it-IT bridge',
  """FOGLIO DI LICITAZIONE — smazzata «Due ribassi, long», dichiarante Nord
Nord: 2♣ · Est: passo · Sud: 3SA · tutti passano
NQ: ⟦97@row('NQ').trades⟧ prese, percentuale ⟦39,2%@row('NQ').win_rate⟧, totale ⟦−3.060,77@row('NQ').total_pnl⟧ punti
ES: ⟦64@row('ES').trades⟧ prese, percentuale ⟦39,2%@row('ES').win_rate~row('NQ').win_rate!⟧, profit factor ⟦2,09@row('ES').profit_factor⟧"""),
E('x_compare_two_down', 'wrong_unit', 'es-ES dive',
  """DIARIO DE INMERSIÓN — punto «Dos bajadas», largo, NQ frente a ES
Entrada 10:20 · salida 11:05
NQ: ⟦97@row('NQ').trades⟧ operaciones, resultado ⟦−3060,77@row('NQ').total_pnl~row('NQ').total_pnl!⟧ $ por contrato
ES: ⟦64@row('ES').trades⟧ operaciones, ⟦+2615@row('ES').total_pnl⟧ puntos, Sharpe ⟦1,67@row('ES').sharpe⟧
Compañero: Álex""", unit_note='points quoted as dollars per contract'),
E('x_compare_two_down', 'wrong_sign', 'nl-NL ranger',
  """INCIDENTRAPPORT BOSWACHTER — ref. IR0097, „twee daaldagen, long”
NQ: ⟦97@row('NQ').trades⟧ trades, trefkans ⟦39,2%@row('NQ').win_rate⟧, Sharpe ⟦+0,69@row('NQ').sharpe!⟧
ES: ⟦64@row('ES').trades⟧ trades, trefkans ⟦54,7%@row('ES').win_rate⟧, Sharpe ⟦1,67@row('ES').sharpe⟧
Alleen ES houdt stand. Geen gewonden."""),
E('x_compare_two_down', 'faithful', 'fr-FR florist',
  """BON DE COMMANDE — Fleuriste NQ, réf. FL0097
Bouquet « deux baisses, achat » : NQ contre ES
NQ : ⟦97@row('NQ').trades⟧ tiges, ⟦−61\u202f215@row('NQ').total_pnl_currency⟧ par contrat (⟦20@row('NQ').point_value⟧ par point)
ES : ⟦64@row('ES').trades⟧ tiges, ⟦+130\u202f751@row('ES').total_pnl_currency⟧ par contrat
Seul ES tient la route."""),
E('x_compare_two_down', 'faithful', 'pt-BR kiln',
  """DIÁRIO DO FORNO — forno F4, queima «duas quedas, compra», NQ × ES
08:30 NQ: ⟦97@row('NQ').trades⟧ peças, profit factor ⟦0,79@row('NQ').profit_factor⟧, drawdown ⟦4.632,9@row('NQ').max_drawdown⟧ pts
14:10 ES: ⟦64@row('ES').trades⟧ peças, profit factor ⟦2,09@row('ES').profit_factor⟧, drawdown ⟦420,85@row('ES').max_drawdown⟧ pts
Só o ES saiu inteiro."""),
E('x_compare_two_down', 'faithful', 'en-US carnival',
  """RIDE SIGN — TWO-DOWN-DAYS DIP (long, 3-day ride, 2% stop)
NQ car: ⟦97@row('NQ').trades⟧ rides, win rate ⟦39.2%@row('NQ').win_rate⟧, total ⟦−3,060.8@row('NQ').total_pnl⟧ pts
ES car: ⟦64@row('ES').trades⟧ rides, win rate ⟦54.7%@row('ES').win_rate⟧, total ⟦+2,615@row('ES').total_pnl⟧ pts
Points don't compare across cars; Sharpe does: ES ⟦1.67@row('ES').sharpe⟧."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_unit', 'zh-CN ranger',
  """护林员事件报告 · 编号 IR0161
地点：NQ + ES 组合，资金 ⟦100万@capital⟧，每笔风险1%
总盈亏 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88%@return_pct⟧
ES 腿：⟦64@leg('ES').trades⟧ 笔，盈利 ⟦134,871.25@leg('ES').pnl~leg('ES').pnl!⟧ 点
无人员受伤。""", unit_note='currency quoted as points'),
E('x_portfolio_two_down', 'miscomputed', 'pt-BR laundromat',
  """AVISO DA LAVANDERIA NQ + ES — carteira «duas quedas», risco de 1% por operação
Capital ⟦1.000.000@capital⟧ → patrimônio final ⟦1.048.758,95@final_equity⟧
Lucro de ⟦48.758,95@total_pnl⟧, ou seja ⟦4,48%@total_pnl/capital*100!⟧ sobre o capital
Máquinas M1–M6 livres."""),
E('x_portfolio_two_down', 'wrong_sign', 'fr-FR barber',
  """SALON DE COIFFURE NQ + ES — TARIFS « PORTEFEUILLE »
Jambe NQ ........ ⟦97@leg('NQ').trades⟧ coupes, ⟦+177\u202f%@leg('NQ').contribution_pct!⟧ du total
Jambe ES ........ ⟦64@leg('ES').trades⟧ coupes, ⟦+134\u202f871,25@leg('ES').pnl⟧
Total ........... ⟦+48\u202f758,95@total_pnl⟧ (⟦+4,88\u202f%@return_pct⟧)
Sans rendez-vous."""),
E('x_portfolio_two_down', 'faithful', 'en-GB bridge',
  """BIDDING RECORD — Board "NQ + ES portfolio", Dealer West
W: Pass · N: 1♠ · E: Pass · S: 2♠ · all pass
Result: ⟦161@trades⟧ trades on ⟦1,000,000@capital⟧, total ⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧)
NQ leg ⟦−86,112.30@leg('NQ').pnl⟧, ES leg ⟦+134,871.25@leg('ES').pnl⟧
Max drawdown ⟦78,853.15@max_drawdown⟧ (⟦7.20%@max_drawdown_pct⟧)"""),
E('x_portfolio_two_down', 'faithful', 'es-ES falconry',
  """DIARIO DE CETRERÍA — halcón «Cartera NQ + ES», riesgo 1% por lance
Lances: ⟦161@trades⟧ (NQ ⟦97@leg('NQ').trades⟧, ES ⟦64@leg('ES').trades⟧)
Presa total: ⟦+48.758,95@total_pnl⟧ sobre ⟦1.000.000@capital⟧
NQ volvió con ⟦−86.112,3@leg('NQ').pnl⟧; ES cargó con todo: ⟦+134.871,25@leg('ES').pnl⟧
Peso estable."""),
E('x_portfolio_two_down', 'faithful', 'de-DE carnival',
  """FAHRGESCHÄFT „DOPPELDIP NQ + ES“ — Startkapital ⟦1 Mio.@capital⟧
Fahrten: ⟦161@trades⟧ · Gewinn gesamt ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧)
Größter Absturz: ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧)
ES zieht, NQ bremst. Bitte angeschnallt bleiben!"""),
]
