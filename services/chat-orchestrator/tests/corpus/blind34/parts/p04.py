"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'pl-PL chandler',
  """ZAMÓWIENIE — zaopatrzenie statków „Nabrzeże” · m/s Rybitwa, nabrzeże N4
Pozycja: test NQ, kupno przy RSI(14) < 30, wyjście po 5 dniach, stop 1%
⟦36@total_trades⟧ transakcji, trafność ⟦19,4%@win_rate⟧, wynik ⟦−917,44@total_pnl⟧ pkt, PF ⟦0,76@profit_factor⟧; kup-i-trzymaj ⟦−7162,75@buy_and_hold_pnl⟧
Dostawa na burtę do 06:00."""),
E('b_rsi_long', 'faithful', 'en-GB puppet',
  """PROMPT BOOK — Quay Puppet Theatre, 'Oversold', Act I
LX Q3 GO
PUNCH: "⟦36@total_trades⟧ trades, only ⟦7@winning_trades⟧ winners — ⟦−917.4@total_pnl⟧ points!"
JUDY: "The best was bought on ⟦28 Mar@D:2024-03-28⟧: ⟦+680.5@trd('2024-03-28').pnl⟧. Max drawdown ⟦1,368.1@max_drawdown⟧."
SQ C · curtain"""),
E('b_rsi_long', 'faithful', 'de-DE apothecary',
  """REZEPTBUCH — Hof-Apotheke am Kai
Rp. R2031 · für: Frau Lenz
Abgabe: RSI(14)-Long, 5 Tage Haltedauer, 1 % Stopp — ⟦36@total_trades⟧ Trades, Sharpe ⟦−0,46@sharpe⟧, Ø-Verlust ⟦−129,52@avg_loss⟧, schlechtester Trade ⟦−163,0@worst_trade⟧
Signatur: nicht einnehmen. Apotheker: K. Brandt"""),
E('b_rsi_long', 'wrong_sign', 'pt-BR sommelier',
  """NOTAS DE HARMONIZAÇÃO — sommelier, salão do Cais
Prato: compra com RSI(14) abaixo de 30, NQ
⟦36@total_trades⟧ operações, acerto ⟦19,4%@win_rate⟧, expectativa ⟦+25,48@expectancy!⟧ pontos por operação
Vinho: Alvarinho 2022 — para suavizar o amargo.
Servir gelado."""),
E('b_rsi_long', 'wrong_unit', 'ru-RU clock',
  """КВИТАНЦИЯ-ЗАКАЗ K0611 — часовая мастерская «У причала»
Изделие: бэктест NQ, покупка при RSI(14) < 30, выход через 5 дней
Неисправность: итог ⟦−917,4@total_pnl⟧ пункта, макс. просадка ⟦1368,1@max_drawdown~max_drawdown!⟧ руб.
Готово в пятницу после 14:00.""", unit_note='points quoted as roubles'),
E('b_rsi_long', 'misrounded', 'es-ES trapeze',
  """PIZARRA DE ENSAYO — trapecio, carpa, aparejo R3
Volantes: RSI(14) bajo 30, largo, salida a 5 días, stop del 1 %
Operaciones ⟦36@total_trades⟧ · aciertos ⟦19,5 %@win_rate!⟧ · resultado ⟦−917,4@total_pnl⟧ puntos · mejor ⟦+680,5@best_trade⟧
Red revisada a las 13:30."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'nl-NL apothecary',
  f"""RECEPTENBOEK — Apotheek aan de Kade
Recept R0903 · voor: dhr. Smit
Afgeleverd: short na drie stijgdagen, doel 50, stop 30 — ⟦47@total_trades⟧ trades, winstpercentage ⟦44,7 %@win_rate⟧, totaal ⟦+270@total_pnl⟧ punten; daarvan 2024 ⟦+240@{Y24}⟧
Apotheker: H. Bos"""),
E('b_fade_3up', 'faithful', 'zh-CN trapeze',
  f"""空中飞人排练板 · 大篷 · 吊架 R3
飞人：连涨三天后做空 NQ，止盈 50、止损 30
交易 ⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，总盈亏 ⟦+270.0@total_pnl⟧ 点，最大回撤 ⟦190.0@max_drawdown⟧；2023 年 ⟦31@{N23}⟧ 笔、2024 年 ⟦16@{N24}⟧ 笔
13:30 查网。"""),
E('b_fade_3up', 'faithful', 'fr-FR tram',
  """TABLEAU DE SERVICE — dépôt de tramway NQ · jeudi
Service S07 · ligne T1 · rame R15 · prise 05:48 · fin 13:30
Note : vente après trois hausses, objectif 50, stop 30 — facteur de profit ⟦1,35@profit_factor⟧, Sharpe ⟦0,69@sharpe⟧, Sortino ⟦1,25@sortino⟧ ; gain moyen ⟦50@avg_win⟧, perte moyenne ⟦−30@avg_loss⟧
Chef de dépôt : P. Lenoir"""),
E('b_fade_3up', 'wrong_year', 'pl-PL kite',
  f"""KARTA LOTU — Festiwal Latawców NQ · pole F3, linka L2
Latawiec: „Trzy wzrosty, short” (cel 50, stop 30)
Razem ⟦+270@total_pnl⟧ pkt z ⟦47@total_trades⟧ transakcji; sam 2023: ⟦+240@{Y23}~{Y24}!⟧ pkt
Start 11:20 · lądowanie 11:44"""),
E('b_fade_3up', 'coincidental', 'ru-RU lostproperty',
  """КНИГА УЧЁТА НАХОДОК — вокзал NQ
Запись N0520 · найдено: путь P1, вагон V2
Предмет: шорт после трёх дней роста (цель 50, стоп 30) — ⟦47@total_trades⟧ сделок, фактор прибыли ⟦1,35@profit_factor⟧, SQN ⟦1,40@sqn!⟧
Владелец не явился."""),
E('b_fade_3up', 'wrong_column', 'de-DE sommelier',
  """WEINBEGLEITUNG — Sommelière-Notizen, Restaurant Kai
Gang: Short nach drei Aufwärtstagen, Ziel 50, Stopp 30
⟦47@total_trades⟧ Trades, Trefferquote ⟦44,7 %@win_rate⟧, Sharpe ⟦1,25@sharpe~sortino!⟧
Wein: Spätburgunder, Ahr 2020 — passt zur knappen Marge.
Leicht gekühlt servieren."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'ru-RU topo',
  """ТОПО МАРШРУТА — скалы NQ, сектор S2 · «Пересечение SMA(20)»
R1: ⟦16@total_trades⟧ сделок по 10 дней, прибыльных ⟦4@winning_trades⟧ — доля ⟦25%@win_rate⟧
R2: итог ⟦−4681,25@total_pnl⟧, макс. просадка ⟦4864,5@max_drawdown⟧
R3: лучшая сделка ⟦+1270@best_trade⟧, вход ⟦12 сентября 2023@D:2023-09-12⟧
Спуск дюльфером."""),
E('b_sma_cross', 'faithful', 'de-DE apothecary',
  f"""REZEPTBUCH — Hof-Apotheke am Kai
Rp. R2044 · für: Herrn Vogel
Abgabe: Long bei Kreuzung über SMA(20), 10 Tage halten — Trefferquote ⟦25 %@win_rate⟧, PF ⟦0,37@profit_factor⟧, gesamt ⟦−4.681,25@total_pnl⟧; 2023 ⟦−1.096,8@{Y23}⟧, 2024 ⟦−3.584,5@{Y24}⟧
Apotheker: K. Brandt"""),
E('b_sma_cross', 'faithful', 'en-US sommelier',
  """PAIRING NOTES — Sommelier, The Quay Room
Course: NQ close crossing above SMA(20), long, 10-day hold
⟦16@total_trades⟧ trades, average win ⟦+686.4@avg_win⟧ vs average loss ⟦−618.9@avg_loss⟧; worst ⟦−1,800.75@worst_trade⟧
Wine: Malbec 2021 — sturdy, for a bruising test.
Decant an hour ahead."""),
E('b_sma_cross', 'wrong_year', 'fr-FR lostproperty',
  f"""REGISTRE DES OBJETS TROUVÉS — gare NQ
Fiche OT0912 · trouvé : voie V1
Objet : croisement SMA(20), long 10 jours — total ⟦−4\u202f681,25@total_pnl⟧ ; dont 2023 : ⟦−3\u202f584,5@{Y23}~{Y24}!⟧
Non réclamé."""),
E('b_sma_cross', 'wrong_row', 'ja-JP clock',
  """修理伝票 J0308 ― 岸壁時計店
品名：SMA(20)上抜け買い・10日保有
症状：⟦2023年5月17日@D:2023-05-17⟧エントリーの取引が ⟦+322.75@trd('2023-05-17').pnl~trd('2023-03-21').pnl!⟧ポイント、⟦2023年9月12日@D:2023-09-12⟧は ⟦+1,270@trd('2023-09-12').pnl⟧
仕上がり：金曜 14:00以降"""),
E('b_sma_cross', 'misrounded', 'zh-CN kite',
  """放飞卡 · NQ 风筝节 · 场地 F1 · 线位 L2
风筝：三角「SMA(20) 上穿」
持有 10 天，交易 ⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，盈利因子 ⟦0.36@profit_factor!⟧，总计 ⟦−4,681.25@total_pnl⟧ 点
起飞 11:20 · 落地 11:46"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'zh-CN lostproperty',
  """失物招领登记簿 · NQ 站
编号 SW0311 · 拾获地点：站台 P2
物品：2024 年跌破前低做空（止盈 1%、止损 0.5%、3 天离场）—— ⟦79@total_trades⟧ 笔，胜率 ⟦40.5%@win_rate⟧，总盈亏 ⟦+1,183.1@total_pnl⟧ 点；买入持有 ⟦−8,634.75@buy_and_hold_pnl⟧
待认领。"""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP chandler',
  """船用品注文票 ― 岸壁シップチャンドラー・本船「はやぶさ」・岸壁B1
品目：2024年 前日安値割れショート
取引 ⟦79@total_trades⟧回、シャープ ⟦1.35@sharpe⟧、ソルティノ ⟦2.62@sortino⟧、最大DD ⟦316.3@max_drawdown⟧ポイント、最良 ⟦+171.7@best_trade⟧（⟦1月11日@D:2024-01-11⟧）
本船渡し 06:00まで。"""),
E('b_breakdown_short_2024', 'faithful', 'en-US allotment',
  """NORTHQUAY ALLOTMENT SOCIETY — committee minutes, Thursday
Present: chair, treasurer, eight plot holders
Treasurer: the 2024 breakdown short (1% target, 0.5% stop, 3-day exit) made ⟦+1,183.11@total_pnl⟧ pts on ⟦79@total_trades⟧ trades while buy-and-hold lost ⟦8,634.75@buy_and_hold_pnl|neg⟧. Noted.
Next meeting 19:30."""),
E('b_breakdown_short_2024', 'wrong_sign', 'it-IT letterpress',
  """BOLLA DI LAVORAZIONE BL0204 — tipografia a caratteri mobili del Molo
Cliente: scheda short NQ 2024
Carattere: Bodoni, corpo filosofia
Testo: «⟦79@total_trades⟧ operazioni, profitto ⟦+1.183,1@total_pnl⟧ punti; il buy & hold nello stesso anno: ⟦+49,1 %@buy_and_hold_pct!⟧»
Bozza alle 16:00."""),
E('b_breakdown_short_2024', 'wrong_column', 'fr-FR kite',
  """CARTE DE VOL — Fête du cerf-volant NQ · terrain F1, ligne L3
Cerf-volant : « Cassure 2024 », vente à découvert
⟦79@total_trades⟧ trades, gain moyen ⟦171,7@avg_win~best_trade!⟧, perte moyenne ⟦−64,6@avg_loss⟧ points
Décollage 11:20 · posé 11:40"""),
E('b_breakdown_short_2024', 'invented', 'nl-NL clock',
  """WERKBON W0430 — klokkenmakerij De Kade
Uurwerk: Friese staartklok „Breakdown short 2024”
Klacht: ⟦79@total_trades⟧ trades, winstpercentage ⟦36,4 %@win_rate!⟧, totaal ⟦+1.183,1@total_pnl⟧ punten
Klaar vrijdag na 14:00."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR lostproperty',
  """LIVRO DE ACHADOS E PERDIDOS — estação NQ
Registro AP0512 · encontrado: plataforma P1
Objeto: venda após três altas, saída em 2 dias — 2023: ⟦18@A.total_trades⟧ operações, ⟦+61,75@A.total_pnl⟧ pts; 2024: ⟦10@B.total_trades⟧ operações, ⟦+1.202@B.total_pnl⟧ pts, acerto ⟦70%@B.win_rate⟧
Sem reclamação."""),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP tram',
  """乗務表 ― NQ電車営業所・木曜
仕業D05・系統K1・車両T112・出庫 05:40・入庫 13:52
掲示：3日続伸の翌日売り（2日で手仕舞い）。2023年 勝率 ⟦55.6%@A.win_rate⟧・PF ⟦1.02@A.profit_factor⟧、2024年 勝率 ⟦70.0%@B.win_rate⟧・PF ⟦2.82@B.profit_factor⟧。2024年が優位。"""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU puppet',
  """СУФЛЁРСКИЙ ЭКЗЕМПЛЯР — кукольный театр «Причал», «Два года», действие I
Свет L5
ПЕТРУШКА: «В 2023-м итог ⟦+61,75@A.total_pnl⟧, просадка ⟦1685,25@A.max_drawdown⟧!»
ЦЫГАН: «А в 2024-м ⟦+1202@B.total_pnl⟧ при просадке ⟦603,5@B.max_drawdown⟧ — куда лучше.»
Занавес."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT chandler',
  """BUONO D'ORDINE — Provveditoria Navale del Molo · M/N Gabbiano, banchina B2
Voce: short dopo tre rialzi, uscita a 2 giorni
2023: ⟦18@A.total_trades⟧ operazioni, profit factor ⟦2,82@A.profit_factor~B.profit_factor!⟧; 2024: ⟦10@B.total_trades⟧ operazioni, totale ⟦+1.202@B.total_pnl⟧
Consegna sottobordo entro le 06:00."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US kite',
  """FLIGHT CARD — Northquay Kite Festival · Field F1, line L2
Kite: 'Fade three up days'
2023: ⟦+61.75@A.total_pnl⟧ pts on ⟦18@A.total_trades⟧ trades · 2024: ⟦+1,202@B.total_pnl⟧ on ⟦10@B.total_trades⟧, while buy-and-hold in 2024 made ⟦+1,553.5@B.buy_and_hold_pnl~A.buy_and_hold_pnl!⟧
Launch 11:20 · Down 11:52"""),
E('b_fade_2023_vs_2024', 'miscomputed', 'pl-PL trapeze',
  """TABLICA PRÓB — trapez, namiot, takielunek R1
Woltyżerzy: short po trzech wzrostach, wyjście po 2 dniach
Trafność 2023 ⟦55,56%@A.win_rate⟧, 2024 ⟦70%@B.win_rate⟧ — poprawa o ⟦15,44@B.win_rate-A.win_rate!⟧ pkt proc.
Siatka sprawdzona 13:30."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'de-DE puppet',
  """SOUFFLIERBUCH — Marionettentheater am Kai, „Zwei Märkte“, I. Akt
Licht LQ4 — GO
KASPERL: „NQ: ⟦97@row('NQ').trades⟧ Trades, Trefferquote ⟦39,2 %@row('NQ').win_rate⟧, PF ⟦0,79@row('NQ').profit_factor⟧, Sharpe ⟦−0,69@row('NQ').sharpe⟧!“
GRETEL: „ES: ⟦64@row('ES').trades⟧ Trades, PF ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦1,67@row('ES').sharpe⟧ — nur ES trägt.“
Vorhang."""),
E('x_compare_two_down', 'faithful', 'en-GB sommelier',
  """PAIRING NOTES — Sommelier, The Quay Room
Course: buy after two down days, 3-day exit, 2% stop
NQ: ⟦−61,215.4@row('NQ').total_pnl_currency⟧ per contract — wants a stern Rioja 2019
ES: ⟦+130,751.25@row('ES').total_pnl_currency⟧ per contract, win rate ⟦54.7%@row('ES').win_rate⟧ — open the Champagne
Points don't compare across the two."""),
E('x_compare_two_down', 'faithful', 'zh-CN kite',
  """放飞卡 · NQ 风筝节 · 场地 F3 · 线位 L1
风筝：「连跌两天买入」NQ 对 ES
NQ 总计 ⟦−3,060.77@row('NQ').total_pnl⟧ 点，最大回撤 ⟦4,632.9@row('NQ').max_drawdown⟧；ES ⟦+2,615.0@row('ES').total_pnl⟧ 点，回撤 ⟦420.85@row('ES').max_drawdown⟧；按合约货币计 ES ⟦+130,751.25@row('ES').total_pnl_currency⟧
起飞 11:20 · 落地 11:50"""),
E('x_compare_two_down', 'wrong_sign', 'ja-JP apothecary',
  """調剤録 ― 岸壁薬局
処方 R0618・患者：田中様
調剤：2日続落で買い、NQとES。NQ 期待値 ⟦+31.55@row('NQ').expectancy!⟧ポイント/回、ES 期待値 ⟦+40.86@row('ES').expectancy⟧
用法：ES のみ服用。薬剤師：佐藤"""),
E('x_compare_two_down', 'wrong_column', 'fr-FR clock',
  """FICHE D'ATELIER F0225 — horlogerie du Quai
Pièce : comparateur « Deux baisses, NQ contre ES »
Constat : ES ⟦64@row('ES').trades⟧ trades, facteur de profit ⟦2,09@row('ES').profit_factor⟧, Sharpe ⟦2,09@row('ES').sharpe~row('ES').profit_factor!⟧ ; NQ en perte
Prête vendredi après 14:00."""),
E('x_compare_two_down', 'wrong_unit', 'ru-RU chandler',
  """ЗАКАЗ-НАРЯД — шипчандлер «Причал» · т/х «Чайка», причал P3
Позиция: покупка после двух падений, NQ против ES
NQ: итог ⟦−61\u00a0215,4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ пункта; ES: ⟦+2615,0@row('ES').total_pnl⟧ пункта
Доставка к борту до 06:00.""", unit_note='currency per contract quoted as points'),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'en-US apothecary',
  """DISPENSING BOOK — Quay Street Apothecary
Rx R0519 · for: Ms Dale
Dispensed: two-down-days dip, NQ + ES, 1% risk on $⟦1,000,000@capital⟧ — final equity $⟦1,048,758.95@final_equity⟧, return ⟦+4.88%@return_pct⟧, max drawdown ⟦7.20%@max_drawdown_pct⟧
Checked: A.P., MPS"""),
E('x_portfolio_two_down', 'faithful', 'nl-NL chandler',
  """BESTELBON — Scheepsleverancier De Kade · mv Stern, ligplaats L2
Post: portefeuille NQ + ES, dip na twee dalingen, 1% risico
Totaal ⟦+48.758,95@total_pnl⟧ op ⟦1.000.000@capital⟧; NQ-poot ⟦−86.112,30@leg('NQ').pnl⟧, ES-poot ⟦+134.871,25@leg('ES').pnl⟧; ⟦161@trades⟧ trades
Levering langszij vóór 06:00."""),
E('x_portfolio_two_down', 'faithful', 'en-GB tram',
  """DUTY ROSTER — Northquay Tram Depot · Friday
Duty D03 · Route R9 · car T317 · on 05:58 · off 14:12
Notice: NQ + ES dip portfolio — ⟦161@trades⟧ trades, P&L ⟦+48,758.95@total_pnl⟧, max drawdown ⟦78,853.15@max_drawdown⟧; ES carried it (⟦277%@leg('ES').contribution_pct⟧ of the total), NQ ⟦−177%@leg('NQ').contribution_pct⟧
Depot inspector: ______"""),
E('x_portfolio_two_down', 'wrong_sign', 'zh-CN sommelier',
  """配酒笔记 · 侍酒师 · 码头餐厅
菜品：NQ + ES 连跌两天组合（每笔风险 1%）
总盈亏 ⟦+48,758.95@total_pnl⟧，收益率 ⟦4.88%@return_pct⟧；NQ 腿贡献 ⟦+177%@leg('NQ').contribution_pct!⟧
酒款：宁夏赤霞珠 2020，醒酒一小时。"""),
E('x_portfolio_two_down', 'miscomputed', 'de-DE lostproperty',
  """FUNDBUCH — Hauptbahnhof NQ, Fundbüro
Eintrag FB0318 · Fundort: Zug ICE, Wagen W7
Gegenstand: Portfolio NQ + ES — NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧ aus ⟦97@leg('NQ').trades⟧ Trades, also ⟦−878,76@leg('NQ').pnl/leg('NQ').trades!⟧ je Trade
Nicht abgeholt."""),
E('x_portfolio_two_down', 'wrong_unit', 'es-ES allotment',
  """SOCIEDAD DE HUERTOS URBANOS NQ — acta de la junta
Asistentes: presidenta, tesorera, hortelanos
Punto: cartera NQ + ES con 1 % de riesgo — resultado ⟦+48.758,95@total_pnl⟧, caída máxima ⟦78.853,15@max_drawdown~max_drawdown!⟧ puntos
Próxima reunión: martes 19:30.""", unit_note='currency quoted as points'),
]
