"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(date):
    return f"trd('{date}').pnl"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_sign', 'en-GB curling',
  """CURLING SCORE SHEET — Sheet A, Perth v Stirling
Ends E1–E8 · hammer: Stirling
Skip's note: RSI(14) < 30 long, 5-day exit, 1% stop — ⟦36@total_trades⟧ trades, win rate ⟦19.4%@win_rate⟧, total ⟦−917.4@total_pnl⟧ pts, expectancy ⟦+25.48@expectancy!⟧ a trade.
Blank end E4; handshakes 21:05."""),
E('b_rsi_long', 'wrong_row', 'fr-FR piste',
  f"""JOURNAL DE DAMEUSE — PistenBully PB600, nuit 22:00–06:00
Pistes : rouge R2, noire N1 (treuil T1)
Note du conducteur : RSI(14) < 30, sortie à 5 jours, stop 1 % — ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ gagnants ; meilleur trade, entré le ⟦28 mars@D:2024-03-28⟧ : ⟦+369,25@{t('2024-03-28')}~{t('2024-02-09')}!⟧ pts.
Lame vérifiée."""),
E('b_rsi_long', 'wrong_unit', 'nl-NL hatblock',
  """HOEDENMAKERIJ — WERKBON W0716
Blok: bolhoed, linde, blok HB08
Vilt: konijn, zwart
Notitie: RSI(14) onder 30, long, 5 dagen, stop 1% — ⟦36@total_trades⟧ trades, winstpercentage ⟦19,4@win_rate⟧ %, totaal ⟦−917,4@total_pnl~total_pnl!⟧ euro.
Gestoomd en opgezet.""", unit_note='points quoted as euros'),
E('b_rsi_long', 'faithful', 'it-IT interpreter',
  """SCHEDA PRENOTAZIONE INTERPRETE LIS — rif. PR0822
Cliente: studio Ferraris · venerdì 15:00–16:30, sala S4
Nota di preparazione: RSI(14) sotto 30, long, uscita a 5 giorni, stop 1% — ⟦36@total_trades⟧ operazioni, ⟦7@winning_trades⟧ vincenti (⟦19,4@win_rate⟧ %), totale ⟦−917,4@total_pnl⟧ punti, drawdown massimo ⟦1.368,1@max_drawdown⟧.
Collega confermata."""),
E('b_rsi_long', 'faithful', 'ja-JP saltmarsh',
  f"""塩性湿地調査メモ ― 測線L1・盤洲干潟
満潮 10:20・方形区 Q1〜Q5
記録：RSI(14)が30未満で買い、5日決済・損切1% ― ⟦36@total_trades⟧回、勝率⟦19.4@win_rate⟧%、損益⟦−917.4@total_pnl⟧ポイント。最良は⟦3月28日@D:2024-03-28⟧エントリーの⟦+680.5@{t('2024-03-28')}⟧。
アッケシソウ良好。"""),
E('b_rsi_long', 'faithful', 'en-US foundry',
  """BELL FOUNDRY — CASTING LOG, pour P22
Bell: tenor, strike note C
Furnace F1 charged 05:30 · poured 08:55
Founder's note: RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, PF ⟦0.76@profit_factor⟧, net ⟦−917.4@total_pnl⟧ pts vs buy & hold ⟦−7,162.75@buy_and_hold_pnl⟧; Sharpe ⟦−0.46@sharpe⟧.
Mould cooling."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'pt-BR forge',
  f"""LIVRO DA FORJA — bigorna B1, fogo aceso 06:30
Peça: dobradiças de portão, aço doce
Nota do ferreiro: venda após três altas, alvo 50 e stop 30, desde 2023 — ⟦47@total_trades⟧ trades, total ⟦+270@total_pnl⟧ pts; 2024: ⟦+30@{Y24}~{Y23}!⟧ pts em ⟦16@{N24}⟧ trades.
Temperado."""),
E('b_fade_3up', 'coincidental', 'nl-NL piste',
  """DIENSTLOG SNEEUWRUPS — PistenBully PB600, nacht 21:00–05:00
Pistes: rood R3, zwart Z1 (lier L2)
Notitie chauffeur: short na drie stijgende dagen, doel 50 / stop 30 — ⟦47@total_trades⟧ trades, totaal ⟦+270@total_pnl⟧ punten, max. drawdown ⟦190@max_drawdown⟧, herstelfactor ⟦1,37@recovery_factor!⟧.
Getankt."""),
E('b_fade_3up', 'invented', 'it-IT saltmarsh',
  """RILIEVO DI BARENA — transetto T3, valli di Comacchio
Alta marea 09:30 · quadrati Q1–Q4
Nota: short dopo tre rialzi, target 50 e stop 30, dal 2023 — ⟦47@total_trades⟧ operazioni, percentuale vincente ⟦51,2 %@win_rate!⟧, risultato ⟦+270@total_pnl⟧ punti.
Salicornia fitta."""),
E('b_fade_3up', 'faithful', 'en-US wig',
  f"""WIG STUDIO — ORDER CARD W0604
Client: Mr. Abbott · hairpiece, lace base
Shade B3 · base C1
Fitting note: fade 3 up days, 50-pt target / 30-pt stop since 2023: ⟦47@total_trades⟧ trades, ⟦21@winning_trades⟧ winners, +⟦270@total_pnl⟧ pts; 2023 ⟦+30@{Y23}⟧ on ⟦31@{N23}⟧, 2024 ⟦+240@{Y24}⟧ on ⟦16@{N24}⟧.
Knotting done."""),
E('b_fade_3up', 'faithful', 'fr-FR bottling',
  """EMBOUTEILLAGE — CAHIER DE LIGNE, source S1, ligne L4
Poste B, début 14:00 · eau plate, verre
Note qualité : vente après trois hausses, objectif 50, stop 30 — ⟦47@total_trades⟧ trades, taux de réussite ⟦44,7@win_rate⟧ %, facteur de profit ⟦1,35@profit_factor⟧, total ⟦+270@total_pnl⟧ pts, drawdown ⟦190@max_drawdown⟧.
Lot libéré."""),
E('b_fade_3up', 'faithful', 'pl-PL hatblock',
  f"""PRACOWNIA KAPELUSZNICZA — BILET WARSZTATOWY K0903
Kopyto: melonik, olcha, nr HB02
Filc: zając, czerń
Notatka: short po trzech wzrostach, cel 50 / stop 30, od 2023 — ⟦47@total_trades⟧ transakcji, wynik ⟦+270@total_pnl⟧ pkt; 2023 ⟦+30@{Y23}⟧ (⟦31@{N23}⟧), 2024 ⟦+240@{Y24}⟧ (⟦16@{N24}⟧).
Parowane."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'de-DE interpreter',
  f"""BUCHUNGSBOGEN GEBÄRDENSPRACHDOLMETSCHEN — DGS/Deutsch, Nr. GB0510
Auftraggeber: Landratsamt · Mi 09:00–11:00, Raum R3
Vorbereitungsnotiz: SMA(20)-Kreuzung, long, 10 Tage — ⟦16@total_trades⟧ Trades, ⟦−4.681,25@total_pnl⟧ Punkte; 2023 ⟦−1.096,8@{Y23}⟧ bei ⟦7@{N23}~{N24}!⟧ Trades, 2024 ⟦−3.584,5@{Y24}⟧.
Teamkollegin bestätigt."""),
E('b_sma_cross', 'wrong_sign', 'fr-FR derby',
  """FEUILLE DE MATCH ROLLER DERBY — Lyon Roller Girls c. Nantes Derby Girls
Période P2 · jammeuse #L7 « Lynx »
Note du banc : croisement au-dessus de la SMA(20), long 10 jours — ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants, total ⟦+4\u202f681,25@total_pnl!⟧ pts, drawdown max ⟦4\u202f864,5@max_drawdown⟧.
Banc des pénalités vide."""),
E('b_sma_cross', 'misrounded', 'it-IT foundry',
  """FONDERIA DI CAMPANE — REGISTRO DI COLATA, getto G19
Campana: grossa, nota di tono Do
Forno F1 caricato 05:20 · colata 08:40
Nota del fonditore: incrocio sopra la SMA(20), long 10 giorni — ⟦16@total_trades⟧ operazioni, totale ⟦−4.681,25@total_pnl⟧ punti, aspettativa ⟦−292,57@expectancy!⟧ a operazione.
Forma lasciata raffreddare."""),
E('b_sma_cross', 'faithful', 'zh-CN maple',
  f"""枫糖屋 · 熬糖记录 — 蒸发锅 E1，06:10 生火
树液：北坡，流量好
备注：收盘上穿 SMA(20) 做多、持有 10 天 — 共 ⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，合计 ⟦−4,681.25@total_pnl⟧ 点；最好一笔 ⟦+1,270@best_trade⟧（⟦2023年9月12日@D:2023-09-12⟧ 入场）。
11:40 出锅，琥珀色。"""),
E('b_sma_cross', 'faithful', 'en-US curling',
  f"""CURLING SCORE SHEET — Sheet D, Duluth v Bemidji
Ends E1–E10 · hammer: Duluth
Skip's note: close over SMA(20), long, 10-day hold — ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, ⟦−4,681.25@total_pnl⟧ pts; 2023 ⟦−1,096.8@{Y23}⟧ over ⟦9@{N23}⟧, 2024 ⟦−3,584.5@{Y24}⟧ over ⟦7@{N24}⟧.
Blank end E7."""),
E('b_sma_cross', 'faithful', 'es-ES piste',
  """PARTE DE TURNO DE PISTERA — PistenBully PB600, noche 22:00–06:00
Pistas: azul A3, roja R5 (cabrestante C1)
Nota del maquinista: cruce del cierre sobre la SMA(20), largo, 10 días — ⟦16@total_trades⟧ operaciones, factor de beneficio ⟦0,37@profit_factor⟧, resultado ⟦−4681,25@total_pnl⟧ puntos, peor operación ⟦−1800,75@worst_trade⟧.
Repostado."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_sign', 'zh-CN icebreaker',
  """破冰船「雪龙」 · 驾驶台日志
04:00–08:00 值班 · 密集浮冰
值班驾驶员备注：2024 年收盘跌破前日低点做空（止盈 1%、止损 0.5%、3 天离场）— ⟦79@total_trades⟧ 笔，胜率 ⟦40.5%@win_rate⟧，平均亏损 ⟦+64.59@avg_loss!⟧ 点，合计 ⟦+1,183.1@total_pnl⟧。
双车半速前进。"""),
E('b_breakdown_short_2024', 'invented', 'pl-PL interpreter',
  """KARTA REZERWACJI TŁUMACZA PJM — nr RZ0603
Zleceniodawca: sąd rejonowy · czwartek 13:00–15:00, sala S7
Notatka przygotowawcza: short po zamknięciu poniżej poprzedniego minimum, 2024, cel 1%, stop pół procenta, 3 dni — ⟦79@total_trades⟧ transakcji, wynik ⟦+1402,6@total_pnl!⟧ pkt.
Drugi tłumacz potwierdzony."""),
E('b_breakdown_short_2024', 'faithful', 'es-ES saltmarsh',
  f"""MUESTREO DE MARISMA — transecto T4, marismas del Odiel
Pleamar 12:40 · cuadrados Q1–Q5
Nota: corto tras cierre bajo el mínimo previo, 2024 — ⟦79@total_trades⟧ operaciones, ⟦32@winning_trades⟧ ganadoras, total ⟦+1183,1@total_pnl⟧ puntos; la mejor el ⟦11/01@D:2024-01-11⟧ (⟦+171,7@{t('2024-01-11')}⟧), la peor el ⟦5/01@D:2024-01-05⟧.
Espartina densa."""),
E('b_breakdown_short_2024', 'faithful', 'de-DE piste',
  """PISTENRAUPEN-SCHICHTBUCH — PistenBully PB600, Nacht 22:00–06:00
Pisten: blau B5, rot R2 (Winde W1)
Fahrernotiz: Breakdown-Short 2024 (Ziel 1%, Stopp ein halbes Prozent, 3 Tage) — ⟦79@total_trades⟧ Trades, Trefferquote ⟦40,5@win_rate⟧ %, Profitfaktor ⟦1,39@profit_factor⟧, Ergebnis ⟦+1.183,1@total_pnl⟧ Punkte, Sharpe ⟦1,35@sharpe⟧.
Getankt."""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU bottling',
  """РОЗЛИВ МИНЕРАЛЬНОЙ ВОДЫ — ЖУРНАЛ ЛИНИИ, источник S1, линия L4
Смена B, начало 14:00 · негазированная, ПЭТ
Заметка ОТК: шорт на пробое вчерашнего минимума, 2024 г. — ⟦79@total_trades⟧ сделок, прибыль ⟦+1183,1@total_pnl⟧ п. при buy & hold ⟦−8634,75@buy_and_hold_pnl⟧; макс. просадка ⟦316,3@max_drawdown⟧.
Паллеты обмотаны."""),
E('b_breakdown_short_2024', 'faithful', 'fr-FR curling',
  f"""FEUILLE DE MARQUE CURLING — piste B, Chamonix c. Megève
Manches M1–M8 · marteau : Megève
Note du skip : vente à découvert sous le plus bas de la veille, 2024 — ⟦79@total_trades⟧ trades, gain moyen ⟦+131,8@avg_win⟧, perte moyenne ⟦−64,6@avg_loss⟧, total ⟦+1\u202f183,1@total_pnl⟧ pts.
M5 blanche."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE bottling',
  """ABFÜLLPROTOKOLL — Quelle Q2, Linie L3
Schicht A, Start 06:00 · spritzig, Glas
QS-Notiz: drei Plustage shorten, 2 Tage halten — 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte; 2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Punkte bei Profitfaktor ⟦1,02@B.profit_factor~A.profit_factor!⟧.
Paletten gewickelt."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL derby',
  """ARKUSZ MECZU ROLLER DERBY — Poznań Rollers v Kraków Cracovia Derby
Okres P2 · jammerka #P4 „Petarda”
Notatka z ławki: short po trzech wzrostach, wyjście po 2 dniach — 2023: ⟦+61,75@A.total_pnl⟧ pkt, najlepsza transakcja ⟦465,75@A.best_trade~B.best_trade!⟧; 2024: ⟦+1202@B.total_pnl⟧ pkt, ⟦70@B.win_rate⟧ % trafień.
Ławka kar pusta."""),
E('b_fade_2023_vs_2024', 'derived', 'en-US saltmarsh',
  """SALT-MARSH SURVEY — Transect T1, Barnstable Great Marsh
HW 08:15 · quadrats Q1–Q4
Notes: fade after three up days, 2-day exit — 2023 ⟦+61.75@A.total_pnl⟧ pts on ⟦18@A.total_trades⟧ trades, 2024 ⟦+1,202@B.total_pnl⟧ on ⟦10@B.total_trades⟧; 2024 ahead by ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ pts (my own subtraction).
Spartina dense."""),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR forge',
  """CARNET DE FORGE — enclume E1, feu allumé à 06:55
Ouvrage : chenets, fer forgé
Note du forgeron : vente après trois hausses, sortie à 2 jours — 2023 : ⟦18@A.total_trades⟧ trades, ⟦+61,75@A.total_pnl⟧ pts, ⟦55,6@A.win_rate⟧ % ; 2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ pts, ⟦70@B.win_rate⟧ %. 2024 nettement meilleur.
Trempé."""),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN maple',
  """枫糖屋 · 熬糖记录 — 蒸发锅 E2，05:50 生火
树液：南坡，流量一般
备注：连涨三天后做空、2 天离场 — 2023 年 ⟦18@A.total_trades⟧ 笔，合计 ⟦+61.75@A.total_pnl⟧ 点，最大回撤 ⟦1,685.25@A.max_drawdown⟧；2024 年 ⟦10@B.total_trades⟧ 笔，⟦+1,202@B.total_pnl⟧ 点，回撤 ⟦603.5@B.max_drawdown⟧。2024 年更好。
已出锅。"""),
E('b_fade_2023_vs_2024', 'faithful', 'nl-NL hatblock',
  """HOEDENMAKERIJ — WERKBON W0920
Blok: trilby, els, blok HB13
Vilt: haarvilt, olijf
Notitie: short na drie stijgende dagen, 2 dagen vasthouden — 2023 profitfactor ⟦1,02@A.profit_factor⟧ en ⟦+61,75@A.total_pnl⟧ punten, 2024 profitfactor ⟦2,82@B.profit_factor⟧ en ⟦+1.202@B.total_pnl⟧ punten.
Gestoomd."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'it-IT hatblock',
  """MODISTERIA — BIGLIETTO DI LABORATORIO B0314
Forma: cloche, tiglio, forma HB06
Feltro: coniglio, cammello
Nota: due ribassi e poi long, uscita 3 giorni, stop 2% — NQ ⟦97@row('NQ').trades⟧ operazioni, vincenti ⟦54,7 %@row('NQ').win_rate~row('ES').win_rate!⟧, totale ⟦−3060,8@row('NQ').total_pnl⟧ punti; ES ⟦+2615,0@row('ES').total_pnl⟧.
Vaporizzato."""),
E('x_compare_two_down', 'wrong_unit', 'de-DE foundry',
  """GLOCKENGIESSEREI — GUSSBUCH, Guss G23
Glocke: Betglocke, Schlagton E
Ofen O2 beschickt 05:45 · Guss 09:05
Notiz: zwei Minustage kaufen, 3 Tage, Stopp 2% — NQ ⟦97@row('NQ').trades⟧ Trades, ⟦−3.060,77@row('NQ').total_pnl~row('NQ').total_pnl!⟧ USD; ES ⟦64@row('ES').trades⟧ Trades, Sharpe ⟦1,67@row('ES').sharpe⟧.
Form kühlt.""", unit_note='points quoted as US dollars'),
E('x_compare_two_down', 'miscomputed', 'pt-BR derby',
  """SÚMULA DE ROLLER DERBY — Curitiba Roller Derby x Rio Rollergirls
Período P2 · jammer #T9 «Tempestade»
Nota do banco: compra após duas quedas, saída em 3 dias, stop 2% — NQ ⟦−61.215,4@row('NQ').total_pnl_currency⟧ por contrato, ES ⟦+130.751,25@row('ES').total_pnl_currency⟧; somados, ⟦+69.353,85@row('ES').total_pnl_currency+row('NQ').total_pnl_currency!⟧.
Banco vazio."""),
E('x_compare_two_down', 'faithful', 'es-ES interpreter',
  """HOJA DE RESERVA DE INTÉRPRETE LSE — ref. RE0711
Cliente: ayuntamiento · jueves 10:00–12:00, sala S5
Nota de preparación: compra tras dos días bajistas, salida a 3 días, stop 2 % — NQ: ⟦97@row('NQ').trades⟧ operaciones, acierto ⟦39,2@row('NQ').win_rate⟧ %, Sharpe ⟦−0,69@row('NQ').sharpe⟧; ES: ⟦64@row('ES').trades⟧, ⟦54,7@row('ES').win_rate⟧ %, Sharpe ⟦1,67@row('ES').sharpe⟧. Solo aguanta el ES.
Compañera confirmada."""),
E('x_compare_two_down', 'faithful', 'nl-NL bottling',
  """BOTTELARIJ — LIJNLOGBOEK, bron B1, lijn L2
Ploeg B, start 14:00 · bruisend, glas
QC-notitie: kopen na twee dalende dagen, 3 dagen, stop 2% — NQ ⟦−61.215,4@row('NQ').total_pnl_currency⟧ per contract (PF ⟦0,79@row('NQ').profit_factor⟧), ES ⟦+130.751,25@row('ES').total_pnl_currency⟧ (PF ⟦2,09@row('ES').profit_factor⟧).
Pallets gewikkeld."""),
E('x_compare_two_down', 'faithful', 'pl-PL saltmarsh',
  """KARTOWANIE SOLNISKA — transekt T5, ujście Świny
Wysoka woda 07:55 · poletka Q1–Q4
Notatka: kupno po dwóch spadkach, wyjście po 3 dniach, stop 2% — NQ ⟦97@row('NQ').trades⟧ transakcji, ⟦−3060,77@row('NQ').total_pnl⟧ pkt, obsunięcie ⟦4632,89@row('NQ').max_drawdown⟧; ES ⟦64@row('ES').trades⟧, ⟦+2615,0@row('ES').total_pnl⟧ pkt.
Soliród gęsty."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_sign', 'it-IT curling',
  """REFERTO CURLING — pista C, Cortina v Pinerolo
End E1–E8 · martello: Cortina
Nota dello skip: due ribassi e long su NQ + ES, rischio 1% su ⟦1.000.000@capital⟧ — totale ⟦+48.758,95@total_pnl⟧, gamba NQ ⟦+86.112,3@leg('NQ').pnl!⟧, gamba ES ⟦+134.871,25@leg('ES').pnl⟧.
E6 vuoto."""),
E('x_portfolio_two_down', 'wrong_unit', 'nl-NL interpreter',
  """BOEKINGSFORMULIER TOLK NGT — ref. TB0408
Opdrachtgever: gemeente Utrecht · di 13:30–15:00, zaal Z2
Voorbereiding: NQ + ES dip-portefeuille, 1% risico per trade — ⟦161@trades⟧ trades, resultaat ⟦+48.758,95@total_pnl~total_pnl!⟧ punten, max. drawdown ⟦7,2@max_drawdown_pct⟧ %.
Collega bevestigd.""", unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'derived', 'ru-RU saltmarsh',
  """ОПИСАНИЕ ПРИМОРСКОГО ЛУГА — трансекта T3, Кандалакшский залив
Полная вода 12:10 · площадки Q1–Q6
Заметка: портфель NQ + ES, риск 1%, капитал ⟦1\u00a0000\u00a0000@capital⟧ — итог ⟦+48\u00a0758,95@total_pnl⟧ за ⟦161@trades⟧ сделку, то есть около ⟦302,85@total_pnl/trades!⟧ на сделку (мой подсчёт, в отчёте этого нет).
Солерос густой."""),
E('x_portfolio_two_down', 'faithful', 'de-DE derby',
  """BOUT-BOGEN — Stuttgart Valley Rollergirlz vs. Bear City Roller Derby
Periode P2 · Jammerin #M8 „Mauer“
Bankzettel: NQ + ES, 1% Risiko auf ⟦1.000.000@capital⟧ — Endkapital ⟦1.048.758,95@final_equity⟧ (⟦+4,88@return_pct⟧ %), NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧, ES-Bein ⟦+134.871,25@leg('ES').pnl⟧.
Strafbank leer."""),
E('x_portfolio_two_down', 'faithful', 'zh-CN forge',
  """铁匠铺 · 炉火日志 — 铁砧 A1，07:00 生火
活计：壁炉柴架，熟铁
师傅备注：NQ + ES 组合，每笔风险 1%，本金 ⟦1,000,000@capital⟧ — 共 ⟦161@trades⟧ 笔，盈利 ⟦+48,758.95@total_pnl⟧（⟦+4.88%@return_pct⟧），最大回撤 ⟦78,853.15@max_drawdown⟧；NQ 腿亏 ⟦−86,112.3@leg('NQ').pnl⟧。
已淬火。"""),
E('x_portfolio_two_down', 'faithful', 'en-GB maple',
  """SUGARHOUSE BOILING LOG — evaporator E2, fire lit 06:20
Sap: north bush, strong run
Note: two-down-days dip on NQ + ES, 1% risk on ⟦1,000,000@capital⟧ — total ⟦+48,758.95@total_pnl⟧ (⟦+4.88%@return_pct⟧), max drawdown ⟦78,853.15@max_drawdown⟧ (⟦7.2%@max_drawdown_pct⟧); ES carried it, NQ lost ⟦86,112.30@leg('NQ').pnl|neg⟧.
Drew off 11:40, amber."""),
]
