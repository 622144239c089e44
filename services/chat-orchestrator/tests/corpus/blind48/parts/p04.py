"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOP = "mr('stop ([0-9]+) ')"
TOUT = "mr('timeout ([0-9]+) ')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'fr-FR ostrich',
  "ÉLEVAGE D'AUTRUCHES — REGISTRE DES ŒUFS, parc O2\n"
  "Œufs mirés · couveuse retournée · nid clôturé\n"
  "Note de l'éleveur : RSI(14) sous 30, achat, sortie à 5 jours, stop 1\u202f% — ⟦36@total_trades⟧ trades, "
  "⟦7@winning_trades⟧ gagnants (⟦19,4\u202f%@win_rate⟧) ; total ⟦−917,4@total_pnl⟧ points, drawdown max "
  "⟦1\u202f368,1@max_drawdown⟧.\n"
  "Registre clos à 18:00."),
E('b_rsi_long', 'faithful', 'zh-CN bellows',
  "风箱铺 · 订货簿 — 单号 BW0426 · 锻炉风箱\n"
  "皮已裁 · 板已刨 · 铜嘴已装\n"
  "匠人备注：RSI(14) 低于 30 做多的回测，盈亏比 ⟦0.76@profit_factor⟧，夏普 ⟦−0.46@sharpe⟧；最好一笔 "
  "⟦+680.5@best_trade⟧（⟦3月28日@D:2024-03-28⟧入场），最差 ⟦−163.0@worst_trade⟧ 点。\n"
  "12:00 后取货。"),
E('b_rsi_long', 'faithful', 'pl-PL icehouse',
  "LODOWNIA — KSIĘGA SKŁADOWANIA, browar Żywiec, komora I2\n"
  "Bloki ułożone · słoma upchnięta · odpływ drożny\n"
  "Wpis lodziarza: z ⟦36@total_trades⟧ transakcji ⟦28@" + STOP + "⟧ wyszło na stopie (razem ⟦−3692,4@mr('stop [0-9]+ .W:0 L:28, ([+-][0-9.]+)')⟧ pkt), "
  "⟦8@" + TOUT + "⟧ po czasie (⟦+2775@mr('timeout [0-9]+ .W:7 L:1, ([+-][0-9.]+)')⟧ pkt).\n"
  "Drzwi zaplombowane 06:30."),
E('b_rsi_long', 'wrong_column', 'de-DE peatcore',
  "MOORBOHRUNG — KERNPROTOKOLL, Federsee, Kern C4\n"
  "Russischer Torfbohrer · Sphagnum über Niedermoortorf · Kern in Folie\n"
  "Notiz der Bearbeiterin: RSI-Long mit 5 Tagen Haltedauer — ⟦7@winning_trades⟧ Gewinner mit im Schnitt "
  "⟦+405,5@avg_win⟧, die Verlierer im Schnitt ⟦163@avg_loss~worst_trade|neg!⟧ Punkte minus.\n"
  "Kern verpackt 15:20."),
E('b_rsi_long', 'wrong_sign', 'es-ES whistle',
  "TALLER DE FLAUTAS DE LATA — FICHA DE AFINACIÓN, flauta TW0427 en re\n"
  "Bisel voceado · canal limpio · agujeros rebajados\n"
  "Nota del afinador: comprar con RSI(14) bajo 30 y salir a los 5 días deja una esperanza de "
  "⟦+25,48@expectancy!⟧ puntos por operación en ⟦36@total_trades⟧ operaciones.\n"
  "Embalada a las 16:45."),
E('b_rsi_long', 'coincidental', 'ru-RU ropewalk',
  "КАНАТНАЯ ДОРОЖКА — ПРЯДИЛЬНЫЙ УЧЁТ, Кронштадт, дорожка R2\n"
  "Пенька вычесана · каболка спрядена · пряди свиты\n"
  "Запись мастера: покупка при RSI(14) ниже 30 дала ⟦31@total_trades!⟧ сделку, доля прибыльных "
  "⟦19,4\u00a0%@win_rate⟧, итог ⟦−917,4@total_pnl⟧ пункта.\n"
  "Дорожка свободна в 17:30."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'pl-PL millstone',
  "KUCIE KAMIENI MŁYŃSKICH — KARTA ZLECENIA MS0113, wiatrak w Bęsi\n"
  "Bruzdy nacięte · pola skute · biegun wyważony\n"
  "Notatka młynarza: ⟦47@total_trades⟧ transakcji na krótko — ⟦21@winning_trades⟧ po ⟦+50@avg_win⟧, "
  "⟦26@losing_trades⟧ po ⟦−30@avg_loss⟧; razem ⟦+270@total_pnl⟧ pkt, skuteczność ⟦44,7\u00a0%@win_rate⟧.\n"
  "Kamień opuszczony 15:30."),
E('b_fade_3up', 'faithful', 'de-DE gaslamp',
  "GASLATERNENANZÜNDER — RUNDENZETTEL, Charlottenburg, Runde L4\n"
  "Glühstrümpfe geprüft · Zündflammen an · Leiter auf dem Karren\n"
  "Notiz des Anzünders: Short nach drei Plustagen — Profitfaktor ⟦1,35@profit_factor⟧, Sharpe ⟦0,69@sharpe⟧, "
  "maximaler Drawdown ⟦190@max_drawdown⟧ Punkte; 2024 allein ⟦+240@" + Y24 + "⟧ aus ⟦16@" + N24 + "⟧ Trades.\n"
  "Runde beendet 17:50."),
E('b_fade_3up', 'faithful', 'ru-RU glasseye',
  "ГЛАЗНОЕ ПРОТЕЗИРОВАНИЕ — КАРТОЧКА ЗАКАЗА, GE0133, левый глаз\n"
  "Радужка расписана · сосудики проложены · скорлупа отполирована\n"
  "Запись окулиста: шорт после трёх дней роста — итого ⟦+270@total_pnl⟧ пунктов; 2023 г.: ⟦+30@" + Y23 + "⟧ "
  "на ⟦31@" + N23 + "⟧ сделке, 2024 г.: ⟦+240@" + Y24 + "⟧ на ⟦16@" + N24 + "⟧.\n"
  "Примерка в 14:00."),
E('b_fade_3up', 'wrong_year', 'en-GB bellows',
  "BELLOWS MAKER — ORDER BOOK, order BW0526, forge bellows\n"
  "Leather cut · boards planed · brass nozzle fitted\n"
  "Maker's note: fading three up days with the 50-point target and 30-point stop made "
  "⟦+240@" + Y23 + "~" + Y24 + "!⟧ points in 2023 out of ⟦+270@total_pnl⟧ overall.\n"
  "Ready for collection 12:00."),
E('b_fade_3up', 'wrong_unit', 'fr-FR ropewalk',
  "CORDERIE — POINTAGE DE FILAGE, Rochefort, allée R1\n"
  "Chanvre peigné · fils filés · torons commis\n"
  "Note du contremaître : vente après trois hausses, objectif 50, stop 30 — gain total ⟦+270@total_pnl~total_pnl!⟧ € "
  "sur ⟦47@total_trades⟧ trades.\n"
  "Allée dégagée à 17:30.", unit_note='index points quoted as euros'),
E('b_fade_3up', 'miscomputed', 'nl-NL sheepdip',
  "SCHAPENDIPBAD — LOGBOEK, Texel, kraal D2\n"
  "Bad bijgevuld · kudde erdoor · uitlekkraal vol\n"
  "Notitie herder: short na drie stijgdagen, 2023 gaf ⟦+30@" + Y23 + "⟧ en 2024 ⟦+240@" + Y24 + "⟧ punten; "
  "samen reken ik ⟦+207@" + Y23 + "+" + Y24 + "!⟧.\n"
  "Hek dicht 13:15."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'de-DE icehouse',
  "EISKELLER — LAGERBUCH, Brauerei Kulmbach, Kammer I2\n"
  "Blöcke gestapelt · Stroh gestopft · Abfluss frei\n"
  "Eintrag des Kellermeisters: SMA(20)-Kreuzung long, 10 Tage — ⟦16@total_trades⟧ Trades, nur ⟦4@winning_trades⟧ "
  "Gewinner, gesamt ⟦−4.681,25@total_pnl⟧ Punkte; bester Trade ⟦+1.270@best_trade⟧ (Einstieg ⟦12.09.2023@D:2023-09-12⟧).\n"
  "Tür versiegelt 06:30."),
E('b_sma_cross', 'faithful', 'pl-PL ostrich',
  "FERMA STRUSI — KSIĘGA JAJ, wybieg O4\n"
  "Jaja prześwietlone · inkubator obrócony · gniazdo ogrodzone\n"
  "Notatka hodowcy: przecięcie SMA(20), 10 dni — rok 2023: ⟦−1096,8@" + Y23 + "⟧ pkt w ⟦9@" + N23 + "⟧ transakcjach, "
  "2024: ⟦−3584,5@" + Y24 + "⟧ w ⟦7@" + N24 + "⟧; Sharpe ⟦−1,11@sharpe⟧.\n"
  "Księga zamknięta 18:00."),
E('b_sma_cross', 'faithful', 'fr-FR ropewalk',
  "CORDERIE — POINTAGE DE FILAGE, Rochefort, allée R2\n"
  "Chanvre peigné · fils filés · torons commis\n"
  "Note du contremaître : croisement de la SMA(20), 10 jours — profit factor ⟦0,37@profit_factor⟧, gain moyen "
  "⟦686,4@avg_win⟧ contre perte moyenne ⟦−618,9@avg_loss⟧ ; pire trade ⟦−1\u202f800,75@worst_trade⟧.\n"
  "Allée dégagée à 17:30."),
E('b_sma_cross', 'wrong_year', 'en-US gaslamp',
  "GAS-LAMP LIGHTER — ROUND SHEET, Beacon Hill, round L2\n"
  "Mantles checked · pilots lit · ladder back on the barrow\n"
  "Lighter's note: the 20-day SMA cross held 10 days lost ⟦4,681.25@total_pnl|neg⟧ points overall; 2024 alone "
  "lost ⟦1,096.8@" + Y24 + "~" + Y23 + "|neg!⟧.\n"
  "Round finished 17:50."),
E('b_sma_cross', 'wrong_sign', 'ru-RU avalanche',
  "ПРОТИВОЛАВИННАЯ СЛУЖБА — ЖУРНАЛ ПОДРЫВОВ, Эльбрус, лоток A2\n"
  "Дорога закрыта · заряды заброшены · отбой тревоги\n"
  "Запись взрывника: пересечение SMA(20), удержание 10 дней — ⟦16@total_trades⟧ сделок, коэффициент Шарпа "
  "⟦+1,11@sharpe!⟧, итог ⟦−4681,25@total_pnl⟧ пункта.\n"
  "Дорога открыта в 10:20."),
E('b_sma_cross', 'misrounded', 'pt-BR millstone',
  "PICAGEM DE MÓS — FICHA DE SERVIÇO MS0809, moinho de Palmela\n"
  "Regos repicados · faces picadas · andadeira equilibrada\n"
  "Nota do picador: cruzamento da SMA(20) com saída em 10 dias — ganho médio ⟦686,4@avg_win⟧ e perda média "
  "⟦−618,8@avg_loss!⟧ pontos.\n"
  "Mó baixada às 15:30."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'ru-RU saltcod',
  "СУШКА СОЛЁНОЙ ТРЕСКИ — УЧЁТ ВЕШАЛ, Териберка, вешала F1\n"
  "Распластана · просолена · перевёрнута на вешалах\n"
  "Запись учётчика: шорт пробоя 2024 г. — ⟦79@total_trades⟧ сделок, ⟦32@winning_trades⟧ по тейку, "
  "⟦47@losing_trades⟧ по стопу; итог ⟦+1183,1@total_pnl⟧ пункта, PF ⟦1,39@profit_factor⟧.\n"
  "Рыба укрыта в 19:00."),
E('b_breakdown_short_2024', 'faithful', 'pt-BR whistle',
  "OFICINA DE PÍFAROS DE LATA — FICHA DE AFINAÇÃO, pífaro TW0703 em ré\n"
  "Bisel ajustado · canal limpo · furos rebaixados\n"
  "Nota do afinador: venda no rompimento em 2024 — melhor operação em ⟦11/01@D:2024-01-11⟧, ⟦+171,7@best_trade⟧ "
  "pontos; pior em ⟦05/01@D:2024-01-05⟧, ⟦−87,26@worst_trade⟧.\n"
  "Embalado às 16:45."),
E('b_breakdown_short_2024', 'faithful', 'de-DE millstone',
  "MÜHLSTEINSCHÄRFEN — ARBEITSKARTE MS0608, Bockwindmühle Pahlhude\n"
  "Furchen nachgehauen · Felder geschärft · Läufer ausgewuchtet\n"
  "Notiz des Mühlenbauers: Breakdown-Short 2024 — Sharpe ⟦1,35@sharpe⟧, Sortino ⟦2,62@sortino⟧, maximaler "
  "Drawdown ⟦316,3@max_drawdown⟧ Punkte; Buy & Hold im selben Jahr ⟦−8.634,75@buy_and_hold_pnl⟧.\n"
  "Läufer abgesenkt 15:30."),
E('b_breakdown_short_2024', 'invented', 'ja-JP bellows',
  "ふいご職人 注文帳 ― 注文BW0518・炉用ふいご\n"
  "革裁ち・板削り・真鍮口金取付\n"
  "職人メモ：2024年の安値割れショートは⟦79@total_trades⟧回、勝率⟦40.5%@win_rate⟧、平均利益は"
  "⟦118.6@avg_win!⟧ポイント。\n"
  "12:00 以降お渡し。"),
E('b_breakdown_short_2024', 'wrong_unit', 'it-IT avalanche',
  "DISTACCO ARTIFICIALE — REGISTRO DI BRILLAMENTO, Cervinia, canale A2\n"
  "Strada chiusa · cariche lanciate · cessato allarme\n"
  "Nota del fochino: short sulla rottura del minimo, 2024 — ⟦79@total_trades⟧ operazioni, utile complessivo "
  "⟦+1.183,1@total_pnl~total_pnl!⟧ dollari.\n"
  "Strada riaperta alle 10:20.", unit_note='index points quoted as US dollars'),
E('b_breakdown_short_2024', 'coincidental', 'fr-FR sheepdip',
  "BAIN DÉTIQUEUR — REGISTRE, Causse Méjean, parc D1\n"
  "Bain complété · troupeau passé · égouttoir plein\n"
  "Note du berger : vente sur cassure du plus bas, 2024 — gain moyen ⟦131,8@avg_win⟧ points, perte moyenne "
  "⟦−84@avg_loss!⟧.\n"
  "Barrière fermée à 13:15."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU glasseye',
  "ГЛАЗНОЕ ПРОТЕЗИРОВАНИЕ — КАРТОЧКА ЗАКАЗА, GE0227, правый глаз\n"
  "Радужка расписана · сосудики проложены · скорлупа отполирована\n"
  "Запись окулиста: 2023 г. — ⟦18@A.total_trades⟧ сделок, ⟦+61,75@A.total_pnl⟧ пункта, PF ⟦1,02@A.profit_factor⟧; "
  "2024 г. — ⟦10@B.total_trades⟧ сделок, ⟦+1202@B.total_pnl⟧, PF ⟦2,82@B.profit_factor⟧. 2024-й лучше.\n"
  "Примерка в 14:00."),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT ropewalk',
  "CORDERIA — FOGLIO DI FILATURA, Arsenale di Venezia, corsia R2\n"
  "Canapa pettinata · filati torti · legnoli commessi\n"
  "Nota del capo corderia: short dopo tre rialzi, uscita a 2 giorni — win rate ⟦55,6 %@A.win_rate⟧ nel 2023 contro "
  "⟦70 %@B.win_rate⟧ nel 2024; drawdown ⟦1.685,25@A.max_drawdown⟧ contro ⟦603,5@B.max_drawdown⟧.\n"
  "Corsia libera alle 17:30."),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP saltcod',
  "塩鱈干し場 棚集計 ― 羅臼・干し棚F3\n"
  "開き・塩漬け・棚で返し\n"
  "計数係メモ：三日続伸後のショート（2日で手仕舞い）。2024年は⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント、"
  "シャープ⟦1.33@B.sharpe⟧。2023年は⟦18@A.total_trades⟧回で⟦+61.75@A.total_pnl⟧、シャープ⟦0.03@A.sharpe⟧。\n"
  "19:00 覆い掛け。"),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR ostrich',
  "FAZENDA DE AVESTRUZES — LIVRO DE OVOS, piquete O3\n"
  "Ovos ovoscopiados · chocadeira virada · ninho cercado\n"
  "Nota do tratador: vendendo após três altas e saindo em 2 dias, a taxa de acerto em 2023 foi de "
  "⟦70@A.win_rate~B.win_rate!⟧ %, com ⟦18@A.total_trades⟧ operações.\n"
  "Livro fechado às 18:00."),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL avalanche',
  "KONTROLA LAWIN — DZIENNIK ODSTRZAŁU, Kasprowy, żleb A1\n"
  "Droga zamknięta · ładunki rzucone · koniec alarmu\n"
  "Wpis strzałowego: krótko po trzech wzrostach, wyjście po 2 dniach — najlepsza transakcja 2024 r.: "
  "⟦+1147,75@B.best_trade~A.best_trade!⟧ pkt, cały rok ⟦+1202@B.total_pnl⟧.\n"
  "Droga otwarta o 10:20."),
E('b_fade_2023_vs_2024', 'derived', 'de-DE whistle',
  "BLECHFLÖTEN-WERKSTATT — STIMMKARTE, Flöte TW0916 in D\n"
  "Kernspalt intoniert · Windkanal frei · Grifflöcher unterschnitten\n"
  "Notiz des Stimmers: Fade nach drei Plustagen — 2023 ⟦+61,75@A.total_pnl⟧, 2024 ⟦+1.202@B.total_pnl⟧ Punkte; "
  "selbst gerechnet ist 2024 um ⟦1.140,25@B.total_pnl-A.total_pnl!⟧ Punkte besser.\n"
  "Verpackt 16:45."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'en-US bellows',
  "BELLOWS MAKER — ORDER BOOK, order BW0902, accordion bellows\n"
  "Leather cut · folds glued · valve tested\n"
  "Maker's note: NQ ⟦97@row('NQ').trades⟧ trades, ⟦39.2%@row('NQ').win_rate⟧ winners, PF ⟦0.79@row('NQ').profit_factor⟧, "
  "−$⟦61,215.40@row('NQ').total_pnl_currency|neg⟧ per contract; ES ⟦64@row('ES').trades⟧ trades, PF ⟦2.09@row('ES').profit_factor⟧, "
  "⟦+2,615@row('ES').total_pnl⟧ pts.\n"
  "Ready for collection 12:00."),
E('x_compare_two_down', 'faithful', 'ja-JP ostrich',
  "ダチョウ牧場 卵台帳 ― 放牧区O2\n"
  "検卵済み・孵卵器転卵・巣に柵\n"
  "飼育係メモ：二日続落後の買い、ESは⟦64@row('ES').trades⟧回、勝率⟦54.7%@row('ES').win_rate⟧、シャープ"
  "⟦1.67@row('ES').sharpe⟧、最大DD⟦420.85@row('ES').max_drawdown⟧ポイント。NQはシャープ⟦−0.69@row('NQ').sharpe⟧。\n"
  "18:00 台帳締め。"),
E('x_compare_two_down', 'faithful', 'es-ES peatcore',
  "TURBERA — REGISTRO DE TESTIGOS, Padul, testigo C1\n"
  "Sonda rusa · esfagno sobre turba · testigo envuelto\n"
  "Nota de campo: comprar tras dos días bajistas — NQ pierde ⟦3.060,77@row('NQ').total_pnl|neg⟧ puntos "
  "(⟦−61.215,4@row('NQ').total_pnl_currency⟧ por contrato); ES gana ⟦+130.751,25@row('ES').total_pnl_currency⟧ por contrato.\n"
  "Testigo embalado a las 15:20."),
E('x_compare_two_down', 'wrong_row', 'it-IT icehouse',
  "GHIACCIAIA — REGISTRO DI MAGAZZINO, Valsassina, camera I3\n"
  "Blocchi impilati · paglia pressata · scolo libero\n"
  "Nota del custode: acquisto dopo due ribassi — l'ES chiude a ⟦+2.615@row('ES').total_pnl⟧ punti con un drawdown "
  "massimo di ⟦4.632,89@row('ES').max_drawdown~row('NQ').max_drawdown!⟧.\n"
  "Porta sigillata alle 06:30."),
E('x_compare_two_down', 'wrong_unit', 'nl-NL millstone',
  "MOLENSTEEN SCHERPEN — WERKKAART MS0311, molen De Vlijt\n"
  "Jaren bijgekapt · velden gebild · loper uitgebalanceerd\n"
  "Notitie van de molenmaker: kopen na twee daaldagen — de NQ verloor ⟦61.215,4@row('NQ').total_pnl_currency~"
  "row('NQ').total_pnl_currency|neg!⟧ punten over ⟦97@row('NQ').trades⟧ trades.\n"
  "Loper neergelaten 15:30.", unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'wrong_sign', 'zh-CN ropewalk',
  "制绳工坊 · 纺纱计数单 — 宁波 · R1 绳道\n"
  "麻已梳 · 纱已纺 · 股已合\n"
  "工头备注：连跌两天后买入，NQ 共 ⟦97@row('NQ').trades⟧ 笔，每笔期望 ⟦+31.55@row('NQ').expectancy!⟧ 点；"
  "ES 夏普 ⟦1.67@row('ES').sharpe⟧。\n"
  "17:30 绳道清场。"),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'it-IT gaslamp',
  "LAMPIONAIO — FOGLIO DI GIRO, Torino, giro L2\n"
  "Reticelle controllate · fiammelle accese · scala sul carretto\n"
  "Nota del lampionaio: capitale ⟦1.000.000@capital⟧, equity finale ⟦1.048.758,95@final_equity⟧, cioè "
  "⟦+4,88 %@return_pct⟧; drawdown massimo ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧).\n"
  "Giro finito alle 17:50."),
E('x_portfolio_two_down', 'faithful', 'es-ES millstone',
  "PICADO DE PIEDRAS DE MOLINO — PARTE MS0307, molino de Consuegra\n"
  "Rayones repicados · caras picadas · volandera equilibrada\n"
  "Nota del picapedrero: cartera NQ + ES, riesgo 1 % — la pata NQ resta ⟦−86.112,3@leg('NQ').pnl⟧ y la ES suma "
  "⟦+134.871,25@leg('ES').pnl⟧; ⟦161@trades⟧ operaciones en total.\n"
  "Volandera bajada a las 15:30."),
E('x_portfolio_two_down', 'faithful', 'zh-CN saltcod',
  "咸鳕鱼晾架 · 计数单 — 舟山 · F1 号架\n"
  "剖开 · 腌盐 · 架上翻面\n"
  "计数员备注：组合以 ⟦100万@capital⟧ 起步，净赚 ⟦48,758.95@total_pnl⟧，收益率 ⟦4.88%@return_pct⟧；"
  "ES 腿贡献 ⟦277%@leg('ES').contribution_pct⟧，NQ 腿 ⟦−177%@leg('NQ').contribution_pct⟧。\n"
  "19:00 盖上篷布。"),
E('x_portfolio_two_down', 'miscomputed', 'de-DE sheepdip',
  "SCHAFBAD-STATION — PROTOKOLL, Lüneburger Heide, Pferch D2\n"
  "Wanne aufgefüllt · Herde durch · Abtropfpferch voll\n"
  "Notiz des Schäfers: NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧, ES-Bein ⟦+134.871,25@leg('ES').pnl⟧; nachgerechnet "
  "zusammen ⟦+48.578,95@leg('ES').pnl+leg('NQ').pnl!⟧.\n"
  "Gatter zu 13:15."),
E('x_portfolio_two_down', 'wrong_unit', 'pt-BR bellows',
  "FOLEIRO — LIVRO DE ENCOMENDAS, encomenda BW0611, fole de órgão\n"
  "Couro cortado · pregas coladas · válvula testada\n"
  "Nota do mestre: carteira NQ + ES com 1 % de risco por operação — resultado total de "
  "⟦+48.758,95@total_pnl~total_pnl!⟧ pontos em ⟦161@trades⟧ operações.\n"
  "Pronto para retirar depois das 12:00.", unit_note='account currency quoted as index points'),
E('x_portfolio_two_down', 'misrounded', 'en-US peatcore',
  "PEAT BOG CORE LOG — Great Dismal Swamp, core C1\n"
  "Russian corer · sphagnum over fen peat · core wrapped in film\n"
  "Surveyor's note: the NQ + ES dip portfolio on $⟦1,000,000@capital⟧ ended at $⟦1,048,758.95@final_equity⟧; "
  "its max drawdown was ⟦7.19%@max_drawdown_pct!⟧.\n"
  "Core boxed 15:20."),
]
