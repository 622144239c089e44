"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). By-year lines exist only in
model_response and are read with mr()."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'en-GB peat',
  """PEAT-CUTTING TALLY BOOK — bank B5, Barvas moor
Cutter: Murdo · tuskar, second spit
Tally note: RSI(14) < 30 long, 5-day exit, 1% stop — ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners (⟦19.4%@win_rate⟧), net ⟦−917.4@total_pnl⟧ points, PF ⟦0.76@profit_factor⟧.
Turfs footed; stack thatched."""),
E('b_rsi_long', 'faithful', 'ja-JP hovercraft',
  """ホバークラフト 運航記録 ― 「しおかぜ」便H0902
出航 09:20・到着 09:45・うねり小
船長記事：RSI(14)<30で買い・5日決済・損切1%。最大ドローダウン⟦1,368.1@max_drawdown⟧ポイント、最大の勝ちは⟦3月28日@D:2024-03-28⟧エントリーの⟦+680.5@trd('2024-03-28').pnl⟧ポイント。
スカート点検済み。"""),
E('b_rsi_long', 'faithful', 'nl-NL gelato',
  """IJSLAB — BATCHKAART B0914
Smaak: speculoos · basis B2 (room)
Draaien 14:05 · uitgenomen 14:18
Labnotitie: RSI-long — gemiddelde winst ⟦+405,5@avg_win⟧, gemiddeld verlies ⟦−129,5@avg_loss⟧, ⟦29@losing_trades⟧ verliezers; kopen en vasthouden gaf ⟦−7.162,75@buy_and_hold_pnl⟧.
Bak naar de vitrine."""),
E('b_rsi_long', 'wrong_sign', 'en-US sled',
  """CHECKPOINT LOG — Finger Lake, bib B22
In 05:48 · out 11:30 · eleven dogs in harness
Musher's note: the RSI(14) < 30 dip-buy with a 5-day exit netted ⟦+917.4@total_pnl!⟧ points over ⟦36@total_trades⟧ trades, win rate ⟦19.4%@win_rate⟧.
Vet check clear; booties changed."""),
E('b_rsi_long', 'wrong_row', 'fr-FR fork',
  """FICHE D'ÉTALONNAGE DE DIAPASON — diapason A440, série S2290
Référence : stroboscope R1
Note du technicien : le trade entré le ⟦31 janvier@D:2024-01-31⟧ a perdu ⟦161,21@trd('2024-01-31').pnl|neg~trd('2024-02-07').pnl!⟧ points, sorti au stop.
Dans la tolérance."""),
E('b_rsi_long', 'miscomputed', 'de-DE stoplist',
  """DISPOSITION — Orgel der Stadtkirche, Opus O318
Hauptwerk (I): Prinzipal · Rohrflöte · Oktave · Mixtur IV
Notiz des Organisten: RSI-Long — Ø-Gewinn ⟦405,54@avg_win⟧, Ø-Verlust ⟦−129,52@avg_loss⟧; Verhältnis ⟦3,31@avg_win/abs(avg_loss)!⟧ zu eins.
Tremulant aus; Schwellwerk geschlossen."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'ru-RU fork',
  """ПРОТОКОЛ ПОВЕРКИ КАМЕРТОНА — камертон A440, зав. номер S3307
Эталон: стробоскоп R1
Заметка поверителя: шорт после трёх растущих дней, цель 50, стоп 30 — ⟦47@total_trades⟧ сделок, ⟦21@winning_trades⟧ по цели, итог ⟦+270@total_pnl⟧ п., PF ⟦1,35@profit_factor⟧.
В допуске."""),
E('b_fade_3up', 'faithful', 'de-DE gelato',
  f"""GELATO-LABOR — CHARGENKARTE C0521
Sorte: Haselnuss Piemont · Basis B1 (Milch)
Notiz: Fade nach drei Plustagen, nach Jahren — 2023 ⟦+30@{Y23}⟧ Punkte aus ⟦31@{N23}⟧ Trades, 2024 ⟦+240@{Y24}⟧ aus ⟦16@{N24}⟧.
Wanne in die Vitrine."""),
E('b_fade_3up', 'faithful', 'pt-BR mosaic',
  """OFICINA DE MOSAICO — TALÃO M0412
Painel: calçada portuguesa, ondas pretas e brancas
Nota: vender após três altas (alvo 50, stop 30): taxa de acerto ⟦44,7 %@win_rate⟧, drawdown máximo ⟦190@max_drawdown⟧ pontos, expectativa ⟦+5,74@expectancy⟧ por trade.
Rejuntado."""),
E('b_fade_3up', 'wrong_year', 'ja-JP rickshaw',
  f"""人力車 料金カード ― 車両R2・浅草乗り場A
車夫：健太・勤務 09:00〜17:00
車夫のひとこと：年別では2023年が⟦+30@{Y23}⟧ポイント、2024年は⟦31@{N24}~{N23}!⟧回のトレードで⟦+240@{Y24}⟧ポイント。
幌を下ろした。"""),
E('b_fade_3up', 'coincidental', 'zh-CN peat',
  """泥炭采掘 · 计数簿 — 采区 B2 · 红原
采掘工：扎西 · 泥炭铲
计数备注：连涨三天后做空（止盈 50、止损 30）：盈亏比 ⟦1.40@profit_factor!⟧，⟦47@total_trades⟧ 笔合计 ⟦+270@total_pnl⟧ 点。
泥炭块已码垛。"""),
E('b_fade_3up', 'invented', 'en-US tapestry',
  """TAPESTRY WORKSHOP — notes, loom L1 (high-warp)
Cartoon: 'Prairie storm', wool weft
Weaver's note: shorting after three up days (50 target, 30 stop) made ⟦+8.9@expectancy!⟧ points a trade on average across ⟦47@total_trades⟧ trades.
Bobbins wound."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'zh-CN speedway',
  """摩托车速度赛 · 预赛单 — 组别 H5
起跑位 A–D，红、蓝、白、黄头盔
裁判备注：收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，合计 ⟦−4,681.25@total_pnl⟧ 点，最大回撤 ⟦4,864.5@max_drawdown⟧ 点。
起跑带已升起。"""),
E('b_sma_cross', 'faithful', 'ja-JP steeplejack',
  """尖塔点検報告書 ― 聖マリア教会・報告番号S0405
昇降：はしごL1〜L3、ボースンチェア
所見：SMA(20)上抜けの買い（10日保有）で最良のトレードは⟦2023年9月12日@D:2023-09-12⟧エントリーの⟦+1,270@best_trade⟧ポイント、最悪は⟦−1,800.75@worst_trade⟧ポイント。
風見鶏に給脂。"""),
E('b_sma_cross', 'faithful', 'en-GB mosaic',
  f"""MOSAIC WORKSHOP — TICKET M0709
Panel: Roman guilloche, marble tesserae
Note: SMA(20) cross, 10-day hold, by year — 2023 ⟦−1,096.8@{Y23}⟧ points on ⟦9@{N23}⟧ trades, 2024 ⟦−3,584.5@{Y24}⟧ on ⟦7@{N24}⟧.
Grouted."""),
E('b_sma_cross', 'wrong_year', 'nl-NL tapestry',
  f"""WANDTAPIJTATELIER — werkaantekeningen, getouw G3
Karton: polderlandschap, inslag in wol
Notitie van de weefster: SMA(20)-kruising, 10 dagen vasthouden — 2024 kostte ⟦−1.096,8@{Y24}~{Y23}!⟧ punten over ⟦7@{N24}⟧ trades.
Spoelen gewonden."""),
E('b_sma_cross', 'wrong_year', 'pt-BR fork',
  f"""FICHA DE CALIBRAÇÃO DE DIAPASÃO — diapasão A440, série S7710
Referência: estroboscópio R1
Nota do técnico: cruzamento da SMA(20), 10 dias — em 2023, ⟦7@{N23}~{N24}!⟧ operações somaram ⟦−1.096,8@{Y23}⟧ pontos.
Dentro da tolerância."""),
E('b_sma_cross', 'wrong_sign', 'fr-FR gelato',
  """LABO GLACE — FICHE DE LOT L0719
Parfum : caramel beurre salé · base B1
Note du labo : croisement de la SMA(20), 10 jours : espérance de ⟦+292,58@expectancy!⟧ points par trade sur ⟦16@total_trades⟧ trades.
Bac en vitrine."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'de-DE hovercraft',
  """LUFTKISSENBOOT — ÜBERFAHRTSLOG, Fahrzeug „Seeschwalbe“, Fahrt F0815
Abfahrt 11:10 · Ankunft 11:32 · leichte Dünung
Bemerkung des Kommandanten: Breakdown-Short 2024 (Ziel 1 %, Stopp ein halbes Prozent, raus nach 3 Tagen): ⟦79@total_trades⟧ Trades, Trefferquote ⟦40,5 %@win_rate⟧, Ergebnis ⟦+1.183,1@total_pnl⟧ Punkte.
Hubgebläse normal."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB gelato',
  """GELATO LAB — BATCH CARD G0603
Flavour: blood orange sorbetto · base B3 (water)
Lab note: breakdown short 2024 — best trade ⟦+171.7@best_trade⟧ on ⟦11 Jan@D:2024-01-11⟧, worst ⟦−87.26@worst_trade⟧ on ⟦5 Jan@D:2024-01-05⟧; max drawdown ⟦316.3@max_drawdown⟧ points.
Pan to the case."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP speedway',
  """スピードウェイ ヒート表 ― ヒートH4・飯塚
ゲートG1 赤・G2 青・G3 白・G4 黄
審判メモ：2024年のブレイクダウン売り、プロフィットファクター⟦1.39@profit_factor⟧、シャープ⟦1.35@sharpe⟧。同じ期間の買い持ちは⟦−8,634.75@buy_and_hold_pnl⟧ポイント。
走路整地済み。"""),
E('b_breakdown_short_2024', 'faithful', 'pt-BR tapestry',
  """ATELIÊ DE TAPEÇARIA — notas de trabalho, tear T2
Cartão: «Ipês em flor», trama de lã
Nota da tecelã: venda no rompimento, 2024 — ⟦32@winning_trades⟧ ganhos e ⟦47@losing_trades⟧ perdas; ganho médio ⟦131,84@avg_win⟧, perda média ⟦−64,59@avg_loss⟧, expectativa ⟦+14,98@expectancy⟧ por trade.
Bobinas enchidas."""),
E('b_breakdown_short_2024', 'wrong_unit', 'en-US peat',
  """PEAT-CUTTING TALLY BOOK — bank B1, Glen Dhu moss
Cutter: Ewan · tuskar, top spit off
Tally note: 2024 breakdown short netted ⟦1,183.11@total_pnl~total_pnl!⟧ dollars over ⟦79@total_trades⟧ trades.
Stack thatched.""", unit_note='points quoted as dollars'),
E('b_breakdown_short_2024', 'wrong_sign', 'es-ES stoplist',
  """DISPOSICIÓN DEL ÓRGANO — catedral, opus O207
Órgano mayor (I): Flautado · Octava · Lleno · Trompeta real
Nota del organista: en 2024, comprar y mantener habría dado ⟦+8634,75@buy_and_hold_pnl!⟧ puntos; la venta en ruptura, ⟦+1183,1@total_pnl⟧.
Trémolo quitado."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR speedway',
  """FEUILLE DE MANCHE — speedway, manche M9, Mâcon c. Lamothe
Grilles A–D, casques rouge, bleu, blanc, jaune
Note du juge-arbitre : 2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ points, PF ⟦1,02@A.profit_factor⟧ ; 2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ points, PF ⟦2,82@B.profit_factor⟧. 2024 nettement meilleur.
Élastique levé."""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT rickshaw',
  """CARTELLINO TARIFFE — risciò R08, posteggio P2 (Campo de' Fiori)
Conducente: Marta · turno 09:00–17:00
Consiglio: nel 2024 ⟦7@B.winning_trades⟧ vincenti su ⟦10@B.total_trades⟧ (⟦70 %@B.win_rate⟧), drawdown massimo ⟦603,5@B.max_drawdown⟧; nel 2023 ⟦55,6 %@A.win_rate⟧ e drawdown ⟦1.685,25@A.max_drawdown⟧.
Tassametro spento."""),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN sled',
  """狗拉雪橇赛 · 检查站记录 — 北极村站，号码布 H2
到达 03:05 · 出发 09:20 · 八只犬
赶橇人备注：2023 年最好一笔 ⟦+1,147.75@A.best_trade⟧ 点（⟦7月20日@D:2023-07-20⟧入场），最差 ⟦−697@A.worst_trade⟧ 点；2024 年最好 ⟦+465.75@B.best_trade⟧，最差 ⟦−381.75@B.worst_trade⟧。
兽医检查无异常。"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-GB stoplist',
  """STOP LIST — St Giles', builder's opus O145
Choir (III): Stopped Diapason · Dulciana · Clarinet
Organist's note: fading three up days, 2-day exit — 2024's max drawdown was ⟦1,685.25@B.max_drawdown~A.max_drawdown!⟧ points, on ⟦10@B.total_trades⟧ trades netting ⟦+1,202@B.total_pnl⟧.
Tremulant off."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU hovercraft',
  """СУДНО НА ВОЗДУШНОЙ ПОДУШКЕ — ЖУРНАЛ ПЕРЕПРАВЫ, «Барс», рейс R0714
Отход 08:40 · приход 09:05 · волнение слабое
Замечание командира: в 2023 г. доля прибыльных сделок ⟦70 %@A.win_rate~B.win_rate!⟧, итог ⟦+61,75@A.total_pnl⟧ п. за ⟦18@A.total_trades⟧ сделок.
Гибкое ограждение осмотрено."""),
E('b_fade_2023_vs_2024', 'miscomputed', 'nl-NL swarm',
  """BIJENZWERM VERWIJDEREN — WERKBON W0611
Locatie: rolluikkast, Kerkstraat · zwerm uitgesneden
Notitie: fade na drie stijgende dagen — 2024 ⟦+1.202@B.total_pnl⟧ punten tegen ⟦+61,75@A.total_pnl⟧ in 2023, ⟦17,5@B.total_pnl/A.total_pnl!⟧ keer zoveel.
Raat overgezet."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'nl-NL peat',
  """TURFSTEKERIJ — TURFBOEKJE, veld V4, Peel
Steker: Harm · turfspade
Notitie: na twee dalende dagen kopen — NQ ⟦97@row('NQ').trades⟧ trades, winstkans ⟦39,2 %@row('NQ').win_rate⟧, PF ⟦0,79@row('NQ').profit_factor⟧; ES ⟦64@row('ES').trades⟧ trades, ⟦54,7 %@row('ES').win_rate⟧, PF ⟦2,09@row('ES').profit_factor⟧. Alleen ES werkt.
Turf op hopen."""),
E('x_compare_two_down', 'faithful', 'ru-RU mosaic',
  """МОЗАИЧНАЯ МАСТЕРСКАЯ — КВИТАНЦИЯ M0427
Панно: бордюр, смальта
Заметка: в валюте на контракт NQ ⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧, ES ⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧; Шарп ⟦−0,69@row('NQ').sharpe⟧ против ⟦1,67@row('ES').sharpe⟧. Работает только на ES.
Затирка швов."""),
E('x_compare_two_down', 'faithful', 'pl-PL stoplist',
  """DYSPOZYCJA ORGANÓW — bazylika, opus O244
Manuał II: Gedakt · Salicjonał · Obój
Notatka organisty: maks. obsunięcie NQ ⟦4632,89@row('NQ').max_drawdown⟧ pkt, ES ⟦420,85@row('ES').max_drawdown⟧ pkt; średnio na transakcję NQ ⟦−31,55@row('NQ').expectancy⟧, ES ⟦+40,86@row('ES').expectancy⟧.
Żaluzje zamknięte."""),
E('x_compare_two_down', 'wrong_row', 'de-DE rickshaw',
  """RIKSCHA-FAHRKARTE — Fahrradrikscha R07, Stand S2 (Brandenburger Tor)
Fahrer: Jonas · Schicht 11:00–19:00
Tipp des Fahrers: NQ nach zwei Minustagen gekauft — Sharpe ⟦1,67@row('NQ').sharpe~row('ES').sharpe!⟧, Ergebnis ⟦−3.060,77@row('NQ').total_pnl⟧ Punkte.
Taxameter aus."""),
E('x_compare_two_down', 'wrong_unit', 'fr-FR swarm',
  """ENLÈVEMENT D'ESSAIM — FICHE D'INTERVENTION E0704
Lieu : cheminée désaffectée, impasse des Vignes · essaim
Note du technicien : achat après deux baisses — ES : ⟦+130\u202f751,25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ points ; NQ : ⟦−3\u202f060,77@row('NQ').total_pnl⟧ points.
Conduit obturé.""", unit_note='currency per contract quoted as points'),
E('x_compare_two_down', 'coincidental', 'ja-JP sled',
  """犬ぞりレース チェックポイント記録 ― 上川CP・ゼッケンK3
到着 03:40・出発 09:10・犬十頭
マッシャーのメモ：二日続落の翌日に買う戦略、ESのシャープレシオは⟦2.07@row('ES').sharpe!⟧、勝率⟦54.7%@row('ES').win_rate⟧。NQは赤字。
獣医チェック異常なし。"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'de-DE stoplist',
  """DISPOSITION — Orgel St. Jakobi, Opus O402
Schwellwerk (II): Gedackt · Gambe · Vox coelestis · Oboe
Notiz des Organisten: Portfolio auf ⟦1.000.000@capital⟧ — Endkapital ⟦1.048.758,95@final_equity⟧, also ⟦+4,88 %@return_pct⟧; max. Drawdown ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧).
Schwellwerk geschlossen."""),
E('x_portfolio_two_down', 'faithful', 'it-IT sled',
  """REGISTRO DI CHECKPOINT — gara di slitte, Passo San Pellegrino, pettorale P9
Arrivo 04:30 · ripartenza 10:15 · nove cani
Nota del musher: gamba NQ ⟦−86.112,3@leg('NQ').pnl⟧, gamba ES ⟦+134.871,25@leg('ES').pnl⟧; totale ⟦+48.758,95@total_pnl⟧ su ⟦161@trades⟧ operazioni.
Visita veterinaria regolare."""),
E('x_portfolio_two_down', 'faithful', 'es-ES swarm',
  """RETIRADA DE ENJAMBRE — PARTE DE TRABAJO R0719
Lugar: cajón de persiana, calle Mayor · enjambre
Nota del técnico: NQ aporta el ⟦−176,6 %@leg('NQ').contribution_pct⟧ del resultado y ES el ⟦276,6 %@leg('ES').contribution_pct⟧, con ⟦97@leg('NQ').trades⟧ y ⟦64@leg('ES').trades⟧ operaciones.
Hueco sellado."""),
E('x_portfolio_two_down', 'wrong_sign', 'ru-RU speedway',
  """ПРОТОКОЛ ЗАЕЗДА — спидвей, заезд Z8, «Турбина» против «Востока»
Стартовые позиции A–D
Заметка судьи: итог портфеля ⟦−48\u00a0758,95@total_pnl!⟧ при капитале ⟦1\u00a0000\u00a0000@capital⟧; нога ES дала ⟦+134\u00a0871,25@leg('ES').pnl⟧.
Стартовая лента поднята."""),
E('x_portfolio_two_down', 'wrong_unit', 'pl-PL fork',
  """KARTA WZORCOWANIA KAMERTONU — kamerton A440, nr seryjny S9920
Wzorzec: stroboskop R2
Notatka technika: portfel NQ + ES, ryzyko 1% na transakcję — zysk łączny ⟦48\u00a0758,95@total_pnl~total_pnl!⟧ punktów, zwrot ⟦4,88%@return_pct⟧.
W tolerancji.""", unit_note='currency quoted as points'),
E('x_portfolio_two_down', 'miscomputed', 'ja-JP rickshaw',
  """人力車 料金カード ― 車両R5・嵐山乗り場B
車夫：翔・勤務 10:00〜18:00
車夫のひとこと：ES側は⟦64@leg('ES').trades⟧回で⟦+134,871.25@leg('ES').pnl⟧、1回あたり⟦2,017.36@leg('ES').pnl/leg('ES').trades!⟧。
幌を下ろした。"""),
]
