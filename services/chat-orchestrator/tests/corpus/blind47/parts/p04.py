"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
By-year lines exist only in model_response and are read with mr(). Group separators: U+202F in fr,
U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"
NQ = "row('NQ')"
ES = "row('ES')"
LNQ = "leg('NQ')"
LES = "leg('ES')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'de-DE scarecrow',
  "VOGELSCHEUCHENFEST — WERTUNGSKARTE, Startnummer S0319 „Bauer Hinnerk“\n"
  "Kategorie: traditionell · Stroh gestopft · Hut festgenäht\n"
  "Kommentar der Jury: RSI(14) unter 30 kaufen, 5 Tage halten, 1 % Stopp: ⟦36@total_trades⟧ Trades, nur "
  "⟦7@winning_trades⟧ Gewinner (⟦19,4@win_rate⟧ %), gesamt ⟦−917,44@total_pnl⟧ Punkte, Profitfaktor "
  "⟦0,76@profit_factor⟧.\n"
  "Karte abgegeben 14:30."),
E('b_rsi_long', 'faithful', 'fr-FR indigo',
  "CUVE D'INDIGO — JOURNAL DE CUVE, cuve V1, teinturerie du Pastel\n"
  "Cuve nourrie au son · fleur levée · toile plongée\n"
  "Note du teinturier : achat quand le RSI(14) passe sous 30 — ⟦36@total_trades⟧ trades, "
  "⟦19,4\u202f%@win_rate⟧ de gagnants, total ⟦−917,4@total_pnl⟧ points ; ⟦28@" + STOPS + "⟧ sorties au stop, "
  "meilleur trade ⟦+680,5@best_trade⟧.\n"
  "Toile à l'air à 15:00."),
E('b_rsi_long', 'faithful', 'pl-PL hurdy',
  "LIRA KORBOWA — NOTATKI ZE STROJENIA, instrument LK0822, klientka: p. Wiśniewska\n"
  "Struny nowe · koło oczyszczone · piesek wyregulowany\n"
  "Notatka lutnika: long po RSI(14) < 30, wyjście po 5 dniach, stop 1 %: ⟦36@total_trades⟧ transakcji, "
  "obsunięcie ⟦1368,1@max_drawdown⟧ pkt, Sharpe ⟦−0,46@sharpe⟧; kupno i trzymanie: ⟦−7162,75@buy_and_hold_pnl⟧.\n"
  "Odbiór po 11:00."),
E('b_rsi_long', 'wrong_sign', 'es-ES belltent',
  "CAMPING DE TIENDAS CAMPANA — HOJA DE RESERVAS, Prado Alto, parcela P2\n"
  "Tienda montada · estufa cargada · guirnaldas encendidas\n"
  "Nota del guarda: comprar con el RSI(14) por debajo de 30 dio ⟦36@total_trades⟧ operaciones y un Sharpe de "
  "⟦+0,46@sharpe!⟧; el total quedó en ⟦−917,4@total_pnl⟧ puntos.\n"
  "Salida antes de las 10:30."),
E('b_rsi_long', 'wrong_row', 'it-IT zeppelin',
  "MUSEO DELLO ZEPPELIN — MATRICE DEL BIGLIETTO Z0704\n"
  "Intero · audioguida · sala LZ129\n"
  "Nota di cassa: long con RSI(14) sotto 30 — l'operazione del ⟦9 febbraio@D:2024-02-09⟧ ha reso "
  "⟦+680,5@trd('2024-02-09').pnl~trd('2024-03-28').pnl!⟧ punti; in tutto ⟦36@total_trades⟧ operazioni e "
  "⟦−917,4@total_pnl⟧ punti.\n"
  "Valido fino alle 17:00."),
E('b_rsi_long', 'miscomputed', 'ja-JP tollpass',
  "峠の通行料台帳 ― 碓氷峠・料金所T1\n"
  "遮断機上げ・チェーン点検済・当番：小林\n"
  "係員記入：RSI(14)が30を下回ったら買い、5日で手仕舞い。トレード⟦36@total_trades⟧回のうち勝ちは"
  "⟦7@winning_trades⟧回、勝率を計算すると⟦21.4@winning_trades/total_trades*100!⟧%。\n"
  "20:00遮断機下ろし。"),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'pt-BR cormorant',
  "PESCA COM CORMORÕES — DIÁRIO DO BARCO U2, rio Nagara\n"
  "Tochas acesas · aves na guia · mestre: Yamashita\n"
  "Nota do mestre: vender após três altas seguidas, alvo 50 e stop 30 pontos — ⟦47@total_trades⟧ operações, "
  "⟦21@winning_trades⟧ no alvo, acerto de ⟦44,7@win_rate⟧ % e total de ⟦+270@total_pnl⟧ pontos.\n"
  "Barcos atracados às 21:15."),
E('b_fade_3up', 'faithful', 'en-US hurdy',
  "HURDY-GURDY TUNING NOTES — instrument HG0530, client: Mr. Delacroix\n"
  "Chanterelles re-cottoned · wheel rosined · dog adjusted\n"
  "Luthier's note: fading three up days (target 50, stop 30): ⟦47@total_trades⟧ trades, profit factor "
  "⟦1.35@profit_factor⟧, total ⟦+270@total_pnl⟧ points — ⟦+30@" + Y23 + "⟧ in 2023, ⟦+240@" + Y24 + "⟧ in 2024.\n"
  "Pick-up after 11:00."),
E('b_fade_3up', 'faithful', 'en-GB tollpass',
  "MOUNTAIN PASS TOLL LEDGER — Kirkstone Pass, booth T2\n"
  "Barrier up · grit bin full · shift: Hartley\n"
  "Clerk's entry: short after three up closes, 50-point target, 30-point stop — ⟦47@total_trades⟧ trades, "
  "win rate ⟦44.7%@win_rate⟧, max drawdown ⟦190@max_drawdown⟧ points, Sharpe ⟦0.69@sharpe⟧.\n"
  "Barrier down 20:00."),
E('b_fade_3up', 'wrong_year', 'es-ES sleeper',
  "TREN NOCTURNO — PLANO DE LITERAS, Madrid–Lisboa, coche K, litera B23\n"
  "Litera baja · sábanas puestas · desayuno pedido\n"
  "Nota del revisor: vender tras tres subidas (objetivo 50, stop 30) suma ⟦+270@total_pnl⟧ puntos; en 2024 hubo "
  "⟦31@" + N24 + "~" + N23 + "!⟧ operaciones y ⟦+240@" + Y24 + "⟧ puntos.\n"
  "Despertador a las 06:45."),
E('b_fade_3up', 'coincidental', 'ja-JP fogsignal',
  "霧笛信号所 当直日誌 ― 潮岬・当直W3\n"
  "04:10濃霧・霧笛吹鳴・灯火点灯\n"
  "当直員記入：三日続伸の翌日に売り（利確50・損切30）。⟦47@total_trades⟧回、プロフィットファクター"
  "⟦1.35@profit_factor⟧、シャープレシオ⟦1.33@sharpe!⟧、合計⟦+270@total_pnl⟧ポイント。\n"
  "09:35霧笛停止。"),
E('b_fade_3up', 'miscomputed', 'zh-CN kelp',
  "海带收割计数簿 — 长岛 · K1 海区 · 「海燕号」\n"
  "叶片割下 · 茎秆码好 · 晾晒架满\n"
  "计数员记录：连涨三天后做空（止盈 50、止损 30）：盈利 ⟦21@winning_trades⟧ 笔各赚 50 点，亏损 "
  "⟦26@losing_trades⟧ 笔各亏 30 点，我算净值是 ⟦+320@winning_trades*50-losing_trades*30!⟧ 点。\n"
  "19:40 收簿。"),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'nl-NL carousel',
  "DRAAIMOLENRESTAURATIE — WERKBLAD DR0408, paard P6 (buitenring)\n"
  "Grondlaag verwijderd · bladgoud · glasstenen opnieuw gezet\n"
  "Notitie van de restaurateur: long bij kruising boven SMA(20), 10 dagen vasthouden: ⟦16@total_trades⟧ trades, "
  "⟦4@winning_trades⟧ winnaars, totaal ⟦−4.681,25@total_pnl⟧ punten; buy & hold ⟦−7.162,75@buy_and_hold_pnl⟧.\n"
  "Vernis om 17:00."),
E('b_sma_cross', 'faithful', 'es-ES scarecrow',
  "FESTIVAL DE ESPANTAPÁJAROS — FICHA DEL JURADO, participante E1102 «La Tía Juana»\n"
  "Categoría: cómica · paja prensada · pañuelo cosido\n"
  "Comentario del jurado: cruce sobre la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, ⟦25@win_rate⟧ % "
  "de aciertos, ⟦−4681,25@total_pnl⟧ puntos; mejor operación ⟦+1270@best_trade⟧, entrada ⟦12/09/2023@D:2023-09-12⟧.\n"
  "Ficha entregada a las 14:30."),
E('b_sma_cross', 'faithful', 'de-DE kelp',
  "TANGERNTE — ZÄHLBUCH, Feld K1, Boot „Seeschwalbe“\n"
  "Stiele geschnitten · Blätter gestapelt\n"
  "Notiz des Zählers: SMA(20)-Kreuzung long, 10 Tage halten: ⟦16@total_trades⟧ Trades; 2023 "
  "⟦−1.096,8@" + Y23 + "⟧ Punkte, 2024 ⟦−3.584,5@" + Y24 + "⟧; maximaler Drawdown ⟦4.864,5@max_drawdown⟧.\n"
  "Zählung geschlossen 19:40."),
E('b_sma_cross', 'wrong_year', 'fr-FR tollpass',
  "PÉAGE DU COL — REGISTRE, col du Galibier, guérite T2\n"
  "Barrière levée · chaînes vérifiées · équipe : Favre\n"
  "Note du péager : croisement au-dessus de la SMA(20), 10 jours de détention — en 2024 la stratégie a pris "
  "⟦9@" + N24 + "~" + N23 + "!⟧ trades pour ⟦−3\u202f584,5@" + Y24 + "⟧ points.\n"
  "Barrière baissée à 20:00."),
E('b_sma_cross', 'invented', 'en-GB cormorant',
  "CORMORANT FISHING — BOAT LOG, boat U1, River Li at Yangshuo\n"
  "Lanterns lit · neck-rings on · master: Huang\n"
  "Master's entry: long on a close above the 20-day SMA, held 10 days — ⟦16@total_trades⟧ trades, total "
  "⟦−4,681.25@total_pnl⟧ points, worst trade ⟦−2,215.5@worst_trade!⟧.\n"
  "Boats in at 21:15."),
E('b_sma_cross', 'wrong_sign', 'ja-JP amber',
  "琥珀工房 鑑定票 ― ロットA1120\n"
  "バルト産琥珀・植物片入り・手磨き\n"
  "鑑定士メモ：終値がSMA(20)を上抜けたら買い、10日保有。⟦16@total_trades⟧回で勝率⟦25@win_rate⟧%、"
  "一回あたりの期待値は⟦+292.58@expectancy!⟧ポイント。\n"
  "16:20署名。"),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'fr-FR cormorant',
  "PÊCHE AU CORMORAN — JOURNAL DE BARQUE U1, rivière Li\n"
  "Lanternes allumées · anneaux au cou · patron : Huang\n"
  "Note du patron : vente à découvert sous le plus bas de la veille, 2024 — ⟦79@total_trades⟧ trades, "
  "⟦40,5\u202f%@win_rate⟧ de gagnants, total ⟦+1\u202f183,1@total_pnl⟧ points, facteur de profit "
  "⟦1,39@profit_factor⟧.\n"
  "Barques rentrées à 21:15."),
E('b_breakdown_short_2024', 'faithful', 'en-GB fogsignal',
  "FOG SIGNAL STATION — LOG, Beachy Head, watch W3\n"
  "Fog bank from 04:10 · horn sounding\n"
  "Keeper's entry: the 2024 breakdown short (1% target, 0.5% stop, 3-day exit) took ⟦79@total_trades⟧ trades for "
  "⟦+1,183.1@total_pnl⟧ points; best trade ⟦11 Jan@D:2024-01-11⟧, ⟦+171.7@best_trade⟧; max drawdown "
  "⟦316.3@max_drawdown⟧.\n"
  "Horn off 09:35."),
E('b_breakdown_short_2024', 'faithful', 'ja-JP hurdy',
  "ハーディ・ガーディ調律メモ ― 楽器HG0127・お客様：佐藤様\n"
  "メロディ弦に綿巻き・ホイールに松脂\n"
  "職人メモ：2024年、前日安値割れで売り（利確1%・損切0.5%・3日で手仕舞い）。⟦79@total_trades⟧回、勝ち"
  "⟦32@winning_trades⟧回、合計⟦+1,183.1@total_pnl⟧ポイント、シャープ⟦1.35@sharpe⟧。\n"
  "11:00以降お渡し。"),
E('b_breakdown_short_2024', 'wrong_row', 'ru-RU amber',
  "ЯНТАРНАЯ МАСТЕРСКАЯ — ОЦЕНОЧНЫЙ ЛИСТОК, лот A0219\n"
  "Балтийский янтарь · инклюзия: мошка · полировка\n"
  "Заметка оценщика: шорт на пробое вчерашнего минимума, 2024 г. — лучшая сделка, ⟦11 января@D:2024-01-11⟧, дала "
  "⟦+165,23@trd('2024-01-11').pnl~trd('2024-01-30').pnl!⟧ пункта; всего ⟦79@total_trades⟧ сделок.\n"
  "Листок подписан в 16:20."),
E('b_breakdown_short_2024', 'wrong_column', 'zh-CN sleeper',
  "卧铺列车 · 铺位表 — 京沪夜车 · K 车厢 · B15 铺\n"
  "下铺 · 被褥铺好 · 早餐已订\n"
  "列车员记录：2024 年跌破前日低点做空：⟦79@total_trades⟧ 笔，胜率 ⟦40.5%@win_rate⟧，"
  "最好的一笔赚了 ⟦131.84@best_trade~avg_win!⟧ 点。\n"
  "06:45 叫醒。"),
E('b_breakdown_short_2024', 'misrounded', 'pl-PL indigo',
  "KADŹ INDYGO — DZIENNIK KADZI, kadź V1, farbiarnia Modra\n"
  "Kadź dokarmiona · kwiat na wierzchu · płótno zanurzone\n"
  "Notatka farbiarza: short po zamknięciu pod wczorajszym dołkiem, 2024 r.: ⟦79@total_trades⟧ transakcji, "
  "skuteczność ⟦40,6@win_rate!⟧ %, wynik ⟦+1183,11@total_pnl⟧ pkt.\n"
  "Płótno na powietrze o 15:00."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'en-GB amber',
  "AMBER WORKSHOP — APPRAISAL SLIP, lot A0402\n"
  "Baltic amber · fern inclusion · hand-polished\n"
  "Appraiser's note: fading three up days with a 2-day exit did better in 2024 — ⟦+1,202@B.total_pnl⟧ points "
  "on ⟦10@B.total_trades⟧ trades, ⟦70%@B.win_rate⟧ winners — against ⟦+61.75@A.total_pnl⟧ on "
  "⟦18@A.total_trades⟧ trades in 2023.\n"
  "Slip signed 16:20."),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN hurdy',
  "手摇弦琴调音笔记 — 琴号 HG0618 · 客户：王女士\n"
  "旋律弦缠棉 · 轮子上松香 · 蜂鸣桥调好\n"
  "琴师记录：连涨三天后做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔，共 ⟦+61.75@A.total_pnl⟧ 点，"
  "胜率 ⟦55.6%@A.win_rate⟧；2024 年 ⟦10@B.total_trades⟧ 笔，共 ⟦+1,202@B.total_pnl⟧ 点，胜率 "
  "⟦70%@B.win_rate⟧。2024 年更好。\n"
  "11:00 后取琴。"),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU fogsignal',
  "ТУМАННАЯ СИГНАЛЬНАЯ СТАНЦИЯ — ВАХТЕННЫЙ ЖУРНАЛ, вахта W2\n"
  "Туман с 04:10 · ревун работает · огонь зажжён\n"
  "Запись смотрителя: шорт после трёх растущих дней с выходом через 2 дня — в 2024 г. лучше: "
  "⟦+1202@B.total_pnl⟧ пункта, фактор прибыли ⟦2,82@B.profit_factor⟧; в 2023 г. ⟦+61,75@A.total_pnl⟧ и "
  "⟦1,02@A.profit_factor⟧.\n"
  "Ревун выключен в 09:35."),
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP kelp',
  "昆布漁 集計帳 ― 羅臼・漁場K2・「北斗丸」\n"
  "昆布刈り取り・浜の干し場いっぱい\n"
  "集計係メモ：三日続伸の翌日に売り、2日で手仕舞い。2024年は合計⟦+1,202@B.total_pnl⟧ポイント、"
  "いちばん大きな勝ちトレードは⟦1,147.75@B.best_trade~A.best_trade!⟧ポイント。\n"
  "19:40締め。"),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR sleeper',
  "TREM NOTURNO — MAPA DE LEITOS, carro K, leito B08\n"
  "Leito de cima · lençóis feitos · café às 06:30\n"
  "Nota do comissário: vender após três altas, saída em 2 dias — em 2023 o fator de lucro foi "
  "⟦2,82@A.profit_factor~B.profit_factor!⟧ e o total, ⟦+61,75@A.total_pnl⟧ pontos.\n"
  "Despertar às 06:45."),
E('b_fade_2023_vs_2024', 'miscomputed', 'fr-FR scarecrow',
  "FÊTE DES ÉPOUVANTAILS — FICHE DU JURY, candidat S0527 « Père Mathurin »\n"
  "Catégorie : traditionnel · paille tassée · chapeau cousu\n"
  "Commentaire du juré : vendre après trois hausses, sortie à 2 jours — ⟦+1\u202f202@B.total_pnl⟧ points en 2024 "
  "contre ⟦+61,75@A.total_pnl⟧ en 2023, soit d'après mon calcul ⟦1\u202f240,25@B.total_pnl-A.total_pnl!⟧ points d'écart.\n"
  "Fiche remise à 14:30."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'ja-JP indigo',
  "藍甕日誌 ― 甕V2・紺屋\n"
  "ふすま投入・藍の華立つ・布を浸す\n"
  "染め師メモ：二日続落で買い（3日保有・損切2%）。NQは⟦97@" + NQ + ".trades⟧回でPF ⟦0.79@" + NQ + ".profit_factor⟧、"
  "合計⟦−3,060.77@" + NQ + ".total_pnl⟧ポイント。ESは⟦64@" + ES + ".trades⟧回、PF ⟦2.09@" + ES + ".profit_factor⟧、"
  "⟦+2,615@" + ES + ".total_pnl⟧ポイント。機能するのはESだけ。\n"
  "15:00布を干す。"),
E('x_compare_two_down', 'faithful', 'pl-PL cormorant',
  "POŁÓW Z KORMORANAMI — DZIENNIK ŁODZI U3, rzeka Li\n"
  "Latarnie zapalone · obroże założone · szyper: Huang\n"
  "Wpis szypra: kupno po dwóch spadkach (3 dni, stop 2 %) — NQ: ⟦97@" + NQ + ".trades⟧ transakcji, "
  "⟦-3060,8@" + NQ + ".total_pnl⟧ pkt, Sharpe ⟦−0,69@" + NQ + ".sharpe⟧; ES: ⟦64@" + ES + ".trades⟧, "
  "⟦+2615@" + ES + ".total_pnl⟧ pkt, Sharpe ⟦1,67@" + ES + ".sharpe⟧.\n"
  "Łodzie przy brzegu o 21:15."),
E('x_compare_two_down', 'faithful', 'pt-BR belltent',
  "BARRACAS DE LONA — FICHA DE RESERVAS, Campo do Prado, lote P4\n"
  "Barraca armada · fogareiro pronto · luzinhas acesas\n"
  "Nota do guarda: comprar após duas quedas funciona no ES, não no NQ — ES: ⟦54,7@" + ES + ".win_rate⟧ % de acerto e "
  "⟦+130.751,25@" + ES + ".total_pnl_currency⟧ por contrato; NQ: ⟦39,2@" + NQ + ".win_rate⟧ % e "
  "⟦−61.215,40@" + NQ + ".total_pnl_currency⟧.\n"
  "Saída até 10:30."),
E('x_compare_two_down', 'wrong_row', 'en-US carousel',
  "CAROUSEL RESTORATION — JOB SHEET CR1017, jumper H2 (outer row)\n"
  "Old gesso off · gold leaf · glass jewels reset\n"
  "Restorer's note: buying after two down days — NQ: ⟦97@" + NQ + ".trades⟧ trades, profit factor "
  "⟦2.09@" + NQ + ".profit_factor~" + ES + ".profit_factor!⟧, total ⟦−3,060.8@" + NQ + ".total_pnl⟧ points.\n"
  "Varnish at 17:00."),
E('x_compare_two_down', 'wrong_unit', 'fr-FR scarecrow',
  "FÊTE DES ÉPOUVANTAILS — FICHE DU JURY, candidate S0903 « Mère Lison »\n"
  "Catégorie : comique · tablier à carreaux · paille tassée\n"
  "Commentaire du juré : achat après deux baisses — l'ES gagne ⟦+2\u202f615@" + ES + ".total_pnl~" + ES + ".total_pnl!⟧ €, "
  "le NQ perd ⟦3\u202f060,8@" + NQ + ".total_pnl|neg⟧ points.\n"
  "Fiche remise à 14:30.", unit_note='index points quoted as euros'),
E('x_compare_two_down', 'wrong_sign', 'ru-RU fogsignal',
  "ТУМАННАЯ СИГНАЛЬНАЯ СТАНЦИЯ — ВАХТЕННЫЙ ЖУРНАЛ, маяк Шепелёвский, вахта W1\n"
  "Туман с 04:10 · ревун работает\n"
  "Запись смотрителя: покупка после двух падений — ES: ⟦64@" + ES + ".trades⟧ сделки, Sharpe "
  "⟦1,67@" + ES + ".sharpe⟧; NQ: ⟦97@" + NQ + ".trades⟧ сделок, Sharpe ⟦+0,69@" + NQ + ".sharpe!⟧.\n"
  "Ревун выключен в 09:35."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'nl-NL carousel',
  "DRAAIMOLENRESTAURATIE — WERKBLAD DR1105, paard P1 (binnenring)\n"
  "Grondlaag eraf · bladgoud · spiegeltjes vernieuwd\n"
  "Notitie: portefeuille NQ + ES, 1 % risico per trade op ⟦1.000.000@capital⟧ — eindvermogen "
  "⟦1.048.758,95@final_equity⟧, winst ⟦48.758,95@total_pnl⟧ (⟦4,88@return_pct⟧ %), max. drawdown "
  "⟦78.853,15@max_drawdown⟧.\n"
  "Vernis om 17:00."),
E('x_portfolio_two_down', 'faithful', 'ru-RU tollpass',
  "ПЕРЕВАЛ — КНИГА СБОРА ПОШЛИНЫ, Рокский перевал, будка T2\n"
  "Шлагбаум поднят · цепи проверены\n"
  "Запись сборщика: портфель NQ + ES, риск 1 % на сделку — итог ⟦+48\u00a0758,95@total_pnl⟧, ⟦161@trades⟧ сделка; "
  "нога NQ ⟦−86\u00a0112,30@" + LNQ + ".pnl⟧, нога ES ⟦+134\u00a0871,25@" + LES + ".pnl⟧.\n"
  "Шлагбаум опущен в 20:00."),
E('x_portfolio_two_down', 'faithful', 'zh-CN sleeper',
  "卧铺列车 · 铺位表 — 沪昆夜车 · K 车厢 · B07 铺\n"
  "上铺 · 被褥铺好 · 热水已备\n"
  "列车员记录：NQ 和 ES 组合、每笔风险 1%、本金 ⟦100万@capital⟧：最终权益 ⟦1,048,758.95@final_equity⟧，"
  "收益 ⟦4.88%@return_pct⟧，最大回撤 ⟦7.20%@max_drawdown_pct⟧。\n"
  "06:45 叫醒。"),
E('x_portfolio_two_down', 'wrong_sign', 'it-IT hurdy',
  "GHIRONDA — APPUNTI DI ACCORDATURA, strumento GH0905, cliente: sig. Ferraro\n"
  "Cantini nuovi · ruota pulita · cagnolo regolato\n"
  "Nota del liutaio: portafoglio NQ + ES con rischio dell'1 % — utile totale ⟦+48.758,95@total_pnl⟧; la gamba NQ "
  "segna ⟦+86.112,30@" + LNQ + ".pnl!⟧, quella ES ⟦+134.871,25@" + LES + ".pnl⟧.\n"
  "Ritiro dopo le 11:00."),
E('x_portfolio_two_down', 'wrong_unit', 'de-DE indigo',
  "INDIGOKÜPE — KÜPENBUCH, Küpe V2, Blaudruckerei am Kanal\n"
  "Küpe mit Kleie gefüttert · Blume steht · Tuch getaucht\n"
  "Notiz des Färbers: Portfolio NQ + ES, 1 % Risiko — der NQ-Zweig allein: "
  "⟦−3.060,8@" + LNQ + ".unit_metrics.total_pnl~" + LNQ + ".unit_metrics.total_pnl!⟧ Euro je Kontrakt, der ES-Zweig "
  "⟦+2.615@" + LES + ".unit_metrics.total_pnl⟧ Punkte.\n"
  "Tuch an die Luft um 15:00.", unit_note='index points quoted as euros'),
E('x_portfolio_two_down', 'invented', 'en-US amber',
  "AMBER WORKSHOP — APPRAISAL SLIP, lot A0829\n"
  "Baltic amber · beetle inclusion · hand-polished\n"
  "Appraiser's note: the NQ + ES dip portfolio, 1% risk per trade on $⟦1,000,000@capital⟧, ended at "
  "$⟦1,048,758.95@final_equity⟧; max drawdown $⟦64,210.40@max_drawdown!⟧.\n"
  "Slip signed 16:20."),
]
