"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def trd(d, k='pnl'):
    return f"trd('{d}').{k}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'en-GB watermill',
  "WATER-MILL GRINDING LEDGER — Flatford mill, stones S2\n"
  "Sluice drawn | wheel turning | stones freshly dressed\n"
  "Miller's entry: RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ winners, "
  "win rate ⟦19.4%@win_rate⟧, net ⟦−917.4@total_pnl⟧ points, profit factor ⟦0.76@profit_factor⟧.\n"
  "Sluice shut 18:45."),
E('b_rsi_long', 'faithful', 'it-IT mapplate',
  "APPUNTI SULLA LASTRA — lastra P2, carta costiera\n"
  "Rame preparato · costa incisa · tratteggio brunito\n"
  "Nota a margine dell'incisore: ⟦28@" + STOPS + "⟧ uscite sullo stop su ⟦36@total_trades⟧ operazioni; drawdown "
  "massimo ⟦1.368,1@max_drawdown⟧ punti, mentre il buy & hold perde ⟦7.162,75@buy_and_hold_pnl|neg⟧.\n"
  "Prova di stampa alle 12:00."),
E('b_rsi_long', 'faithful', 'es-ES coracle',
  "TALLER DE CORACLES — NOTAS DE CONSTRUCCIÓN, armazón C6\n"
  "- varetas de fresno curvadas al vapor\n"
  "- lona tensada, primera mano de brea\n"
  "Nota del constructor: mejor operación ⟦+680,5@best_trade⟧ puntos (entrada el ⟦28/03/2024@D:2024-03-28⟧), "
  "peor ⟦−163@worst_trade⟧; expectativa ⟦−25,48@expectancy⟧ por operación.\n"
  "A secar boca abajo desde las 18:00."),
E('b_rsi_long', 'wrong_sign', 'en-US decoy',
  "DECOY CARVING TICKET D0527 — pintail drake, working bird\n"
  "Body: white cedar · Head: tupelo · Eyes: glass, set\n"
  "Carver's note: RSI(14) under 30, long, 5-day exit with a 1% stop: ⟦36@total_trades⟧ trades, win rate "
  "⟦19.4%@win_rate⟧, net ⟦+917.4@total_pnl!⟧ points.\n"
  "Paint dry by 19:00; pick up at the shop."),
E('b_rsi_long', 'wrong_unit', 'pl-PL seaweed',
  "KĄPIELE W WODOROSTACH — KWIT REZERWACJI, wanna B2, Sopot\n"
  "Świeże morszczyny · gorąca woda morska · potem zimny prysznic\n"
  "Uwaga obsługi: RSI poniżej 30, long na 5 dni ze stopem 1 %: ⟦36@total_trades⟧ transakcji, maksymalne "
  "obsunięcie ⟦1368,1@max_drawdown~max_drawdown!⟧ dolara.\n"
  "Wanna gotowa o 11:15.", unit_note='index points quoted as US dollars'),
E('b_rsi_long', 'coincidental', 'pt-BR thatch',
  "TELHADO DE COLMO — FOLHA DE OBRA TJ0902, casa de Mira\n"
  "Material: junco · amarras de vime · cumeeira de palha longa\n"
  "Observação do colmeiro: RSI(14) abaixo de 30, compra com saída em 5 dias: ⟦36@total_trades⟧ trades, "
  "resultado ⟦−917,4@total_pnl⟧ pontos, drawdown que durou ⟦199@max_drawdown_duration_bars!⟧ barras.\n"
  "Escadas descidas às 16:30."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'it-IT cuckoo',
  "OROLOGIO A CUCÙ — SCHEDA DI MONTAGGIO CU0214, modello «Chalet»\n"
  "[x] mantici incollati  [x] pesi a pigna appesi  [x] uccellino sulla leva\n"
  "Nota dell'orologiaio: short dopo tre rialzi, target 50 e stop 30: ⟦47@total_trades⟧ operazioni, "
  "⟦21@winning_trades⟧ a target e ⟦26@losing_trades⟧ a stop, totale ⟦+270@total_pnl⟧ punti, PF ⟦1,35@profit_factor⟧.\n"
  "Cucù provato alle 15:00."),
E('b_fade_3up', 'faithful', 'ru-RU tightrope',
  "КАНАТОХОДЕЦ — ДОСКА РЕПЕТИЦИЙ, снаряд R1 (шапито)\n"
  "Трос: натянут ✓  Шест: натёрт ✓  Сетка: стоит ✓\n"
  "Тренер: шорт после трёх дней роста: 2023 г. — ⟦+30@" + Y23 + "⟧ пунктов (⟦31@" + N23 + "⟧ сделка), "
  "2024 г. — ⟦+240@" + Y24 + "⟧ (⟦16@" + N24 + "⟧ сделок); просадка не больше ⟦190@max_drawdown⟧.\n"
  "Следующий прогон в 14:00."),
E('b_fade_3up', 'faithful', 'es-ES mapplate',
  "NOTAS DE LA PLANCHA — plancha P5, carta costera\n"
  "Cobre preparado · costa grabada · sombreado bruñido\n"
  "Nota al margen del grabador: ⟦47@total_trades⟧ operaciones, acierto del ⟦44,7\u00a0%@win_rate⟧, ⟦+270@total_pnl⟧ "
  "puntos en total; Sharpe ⟦0,69@sharpe⟧, factor de recuperación ⟦1,42@recovery_factor⟧.\n"
  "Prueba tirada a las 12:00."),
E('b_fade_3up', 'wrong_year', 'ja-JP decoy',
  "デコイ彫り 注文票 ― 注文D0415・オナガガモ（雄）\n"
  "胴：米杉・頭：ニッサ・目：ガラス、装着済み\n"
  "彫師メモ：三日続伸後のショート（利確50・損切30）、全⟦47@total_trades⟧回で⟦+270@total_pnl⟧ポイント。"
  "2024年分は⟦+30@" + Y24 + "~" + Y23 + "!⟧ポイント。\n"
  "19:00 塗装乾燥。"),
E('b_fade_3up', 'miscomputed', 'en-GB pearl',
  "PEARL-DIVING BOAT LOG — dhow 'Al Dana', Fasht al-Adhm\n"
  "Divers down on the stone · haulers on the ropes · shells opened on deck\n"
  "Nakhuda's entry: fade after three up days, 50 target / 30 stop: gross profit ⟦1,050@gross_profit⟧, "
  "gross loss ⟦−780@gross_loss⟧ — I make that ⟦+370@gross_profit+gross_loss!⟧ points net.\n"
  "Anchor up 17:10."),
E('b_fade_3up', 'wrong_column', 'en-US seaweed',
  "SEAWEED BATHS — BOOKING SLIP, tub B4, Enniscrone (guest from Chicago)\n"
  "Fresh bladderwrack · hot sea water · cold plunge after\n"
  "Attendant's note: shorting NQ after three up days (50 target, 30 stop): ⟦47@total_trades⟧ trades, "
  "⟦+270@total_pnl⟧ points, Sharpe ⟦1.25@sharpe~sortino!⟧.\n"
  "Bath ready 11:15."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'ru-RU charcoal',
  "УГОЛЬНАЯ КУЧА — ЖУРНАЛ ВЫЖИГА, куча C2, Карелия\n"
  "Дрова уложены · дёрн и земля сверху · зажгли через трубу\n"
  "Заметка углежога: пересечение SMA(20), лонг на 10 дней: ⟦16@total_trades⟧ сделок, прибыльных ⟦4@winning_trades⟧, "
  "итог ⟦−4681,25@total_pnl⟧ пункта, максимальная просадка ⟦4864,5@max_drawdown⟧.\n"
  "Продухи закрыты в 22:00."),
E('b_sma_cross', 'faithful', 'ja-JP thatch',
  "茅葺き 作業票 ― 工番TJ0627・白川郷の納屋\n"
  "材料：ススキ・竹の押鉾・棟は杉皮\n"
  "職人メモ：SMA(20)上抜けで買い・10日保有、年別では2023年⟦−1,096.8@" + Y23 + "⟧（⟦9@" + N23 + "⟧回）、"
  "2024年⟦−3,584.5@" + Y24 + "⟧（⟦7@" + N24 + "⟧回）。\n"
  "16:30 足場下ろし。"),
E('b_sma_cross', 'faithful', 'pt-BR coracle',
  "OFICINA DE CORACLES — NOTAS DE CONSTRUÇÃO, armação C4\n"
  "- ripas de freixo vergadas no vapor\n"
  "- lona esticada, segunda demão de breu\n"
  "Nota do construtor: cruzamento da SMA(20), compra por 10 dias: ganho médio ⟦686,4@avg_win⟧, perda média "
  "⟦−618,9@avg_loss⟧, fator de lucro ⟦0,37@profit_factor⟧.\n"
  "Secando de borco desde as 18:00."),
E('b_sma_cross', 'wrong_year', 'nl-NL cuckoo',
  "KOEKOEKSKLOK — MONTAGEKAART KK0410, model 'Chalet'\n"
  "[x] blaasbalgjes gelijmd  [x] dennenappelgewichten gehangen  [x] vogeltje op de hefboom\n"
  "Notitie van de klokkenmaker: SMA(20)-kruising, 10 dagen long: 2023 leverde ⟦−3.584,5@" + Y23 + "~" + Y24 + "!⟧ "
  "punten op; in totaal ⟦−4.681,25@total_pnl⟧.\n"
  "Koekoek getest om 15:00."),
E('b_sma_cross', 'wrong_row', 'de-DE anvil',
  "AMBOSS-PRÜFZEUGNIS — Zeugnis AT0219, Amboss englische Form\n"
  "Rückprall: bestanden · Klang: rein · Bahn: gehärtet, ohne Ausbrüche\n"
  "Bemerkung des Prüfers: SMA(20)-Kreuzung, 10 Tage long: Einstieg ⟦12.07.2023@D:2023-07-12⟧ brachte "
  "⟦−476,5@" + trd('2023-07-12') + "~" + trd('2023-08-21') + "!⟧ Punkte.\n"
  "Geprüft 10:20, gestempelt."),
E('b_sma_cross', 'invented', 'en-US pearl',
  "PEARL-DIVING BOAT LOG — lugger 'Sea Wraith', Broome beds\n"
  "Divers down on the stone · tenders on the lines · shell opened on deck\n"
  "Skipper's entry: close crossing above the 20-day SMA, held 10 days: ⟦16@total_trades⟧ trades, net "
  "⟦−4,681.25@total_pnl⟧, max drawdown ⟦5,212.75@max_drawdown!⟧ points.\n"
  "Anchor up 17:10."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'pt-BR decoy',
  "FICHA DE ENTALHE — CHAMARIZ D0308, marreco (macho)\n"
  "Corpo: cedro · Cabeça: tupelo · Olhos: vidro, já colocados\n"
  "Nota do entalhador: venda no rompimento da mínima em 2024: ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ no "
  "alvo e ⟦47@losing_trades⟧ no stop, total ⟦+1.183,1@total_pnl⟧ pontos.\n"
  "Tinta seca até 19:00."),
E('b_breakdown_short_2024', 'faithful', 'ja-JP coracle',
  "コラクル工房 製作メモ ― 骨組みC3\n"
  "・トネリコの細材を蒸して曲げる\n"
  "・帆布を張り、ピッチを一度塗り\n"
  "製作者メモ：2024年の安値割れショート、勝率⟦40.5%@win_rate⟧、PFは⟦1.39@profit_factor⟧、最大DDは"
  "⟦316.3@max_drawdown⟧ポイント、シャープ⟦1.35@sharpe⟧。\n"
  "18:00 裏返して乾燥。"),
E('b_breakdown_short_2024', 'faithful', 'ru-RU anvil',
  "СВИДЕТЕЛЬСТВО ОБ ИСПЫТАНИИ НАКОВАЛЬНИ — AT0504, лондонский тип\n"
  "Отскок: норма · Звон: чистый · Рабочая поверхность: закалена\n"
  "Заключение: шорт на пробое минимума (2024): лучшая сделка — ⟦11 января@D:2024-01-11⟧, ⟦+171,7@best_trade⟧ пункта, "
  "худшая — ⟦5 января@D:2024-01-05⟧, ⟦−87,26@worst_trade⟧; buy & hold ⟦−8634,75@buy_and_hold_pnl⟧.\n"
  "Испытано в 10:20."),
E('b_breakdown_short_2024', 'wrong_sign', 'es-ES pearl',
  "CUADERNO DE A BORDO — BARCO PERLERO «La Margarita», placer de Cubagua\n"
  "Buzos abajo con la piedra · cabos tendidos · ostras abiertas en cubierta\n"
  "Anotación del patrón: corto en la ruptura del mínimo, 2024: ⟦79@total_trades⟧ operaciones, "
  "⟦+1.183,1@total_pnl⟧ puntos, esperanza por operación ⟦−14,98@expectancy!⟧.\n"
  "Ancla arriba a las 17:10."),
E('b_breakdown_short_2024', 'wrong_row', 'pl-PL tightrope',
  "LINOSKOCZEK — TABLICA PRÓB, lina R2 (namiot cyrkowy)\n"
  "Lina: naciągnięta ✓  Tyczka: natarta ✓  Siatka: rozpięta ✓\n"
  "Trenerka: short po przebiciu dołka, 2024: ⟦79@total_trades⟧ transakcji; wejście ⟦5 stycznia@D:2024-01-05⟧ "
  "dało ⟦−79,68@" + trd('2024-01-05') + "~" + trd('2024-02-09') + "!⟧ pkt.\n"
  "Następna próba o 14:00."),
E('b_breakdown_short_2024', 'misrounded', 'de-DE watermill',
  "WASSERMÜHLE — MAHLBUCH, Steine S1, Mühle am Bach\n"
  "Schütz gezogen | Rad läuft | Steine geschärft\n"
  "Eintrag des Müllers: Breakdown-Short 2024: ⟦79@total_trades⟧ Trades, Gewinn ⟦+1.183,1@total_pnl⟧ Punkte, "
  "Sharpe ⟦1,35@sharpe⟧, Sortino ⟦2,63@sortino!⟧.\n"
  "Schütz zu um 18:45."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'en-US tightrope',
  "TIGHTROPE — REHEARSAL BOARD, rig R2 (big top)\n"
  "Wire: tensioned ✓  Pole: chalked ✓  Net: up ✓\n"
  "Coach: fading three up days, 2-day exit: 2024 was clearly better — ⟦+1,202@B.total_pnl⟧ points on "
  "⟦10@B.total_trades⟧ trades, win rate ⟦70%@B.win_rate⟧, vs ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ in 2023.\n"
  "Next run-through 14:00."),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES mapplate',
  "NOTAS DE LA PLANCHA — plancha P10, carta costera\n"
  "Cobre preparado · costa grabada · sombreado bruñido\n"
  "Nota al margen del grabador: factor de beneficio ⟦1,02@A.profit_factor⟧ en 2023 frente a ⟦2,82@B.profit_factor⟧ "
  "en 2024; drawdown máximo ⟦1.685,25@A.max_drawdown⟧ frente a ⟦603,5@B.max_drawdown⟧.\n"
  "Prueba tirada a las 12:00."),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE pearl',
  "PERLENTAUCHER — BOOTSLOG, Dau „Al Dana“, Bänke vor Bahrain\n"
  "Taucher am Stein hinab · Zieher an den Leinen · Muscheln an Deck geöffnet\n"
  "Eintrag des Nakhuda: 2023: ⟦18@A.total_trades⟧ Trades, ⟦+61,75@A.total_pnl⟧ Punkte, Trefferquote "
  "⟦55,6\u00a0%@A.win_rate⟧; 2024: ⟦10@B.total_trades⟧ Trades, ⟦+1.202@B.total_pnl⟧ Punkte, ⟦70\u00a0%@B.win_rate⟧.\n"
  "Anker auf 17:10."),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU anvil',
  "СВИДЕТЕЛЬСТВО ОБ ИСПЫТАНИИ НАКОВАЛЬНИ — AT0611, лондонский тип\n"
  "Отскок: норма · Звон: чистый · Рабочая поверхность: закалена\n"
  "Заключение: шорт после трёх дней роста, выход через 2 дня: 2024 г. — ⟦+1202@B.total_pnl⟧ пункта, "
  "худшая сделка года ⟦−697@B.worst_trade~A.worst_trade!⟧.\n"
  "Испытано в 10:20."),
E('b_fade_2023_vs_2024', 'wrong_year', 'fr-FR decoy',
  "FICHE DE SCULPTURE D'APPELANT — commande D0802, sarcelle\n"
  "Corps : cèdre blanc · Tête : tupelo · Yeux : verre, posés\n"
  "Note du sculpteur : vente après trois hausses, sortie à 2 jours : en 2023, ⟦18@A.total_trades⟧ trades et "
  "⟦70@A.win_rate~B.win_rate!⟧\u202f% de gagnants ; en 2024, ⟦+1\u202f202@B.total_pnl⟧ points.\n"
  "Peinture sèche pour 19:00."),
E('b_fade_2023_vs_2024', 'wrong_sign', 'zh-CN seaweed',
  "海藻浴 · 预约单 — B2 号浴池 · 荣成\n"
  "新鲜海藻 · 热海水 · 之后冲冷水\n"
  "服务员备注：连涨三天做空、持有 2 天：2023 年 ⟦18@A.total_trades⟧ 笔赚 ⟦61.75@A.total_pnl⟧ 点，"
  "同年买入持有 ⟦−1,553.5@A.buy_and_hold_pnl!⟧ 点；2024 年赚 ⟦1,202@B.total_pnl⟧ 点。\n"
  "11:15 浴池备好。"),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'zh-CN watermill',
  "水磨坊 · 磨坊账本 — 石磨 S3\n"
  "闸门已开 | 水轮转动 | 磨盘已錾\n"
  "磨坊主记：连跌两天买入（持有 3 天，止损 2%）：NQ ⟦97@row('NQ').trades⟧ 笔，胜率 ⟦39.2%@row('NQ').win_rate⟧，"
  "亏 ⟦3,060.8@row('NQ').total_pnl|neg⟧ 点；ES ⟦64@row('ES').trades⟧ 笔，胜率 ⟦54.7%@row('ES').win_rate⟧。只有 ES 站得住。\n"
  "18:45 关闸。"),
E('x_compare_two_down', 'faithful', 'de-DE seaweed',
  "SEETANGBAD — BUCHUNGSZETTEL, Wanne B2, Sylt\n"
  "Frischer Blasentang · heißes Meerwasser · danach kalt abduschen\n"
  "Notiz der Bademeisterin: pro Kontrakt verliert der NQ ⟦61.215,40@row('NQ').total_pnl_currency|neg⟧, der ES gewinnt "
  "⟦130.751,25@row('ES').total_pnl_currency⟧; Sharpe ⟦−0,69@row('NQ').sharpe⟧ gegen ⟦1,67@row('ES').sharpe⟧.\n"
  "Wanne bereit um 11:15."),
E('x_compare_two_down', 'faithful', 'nl-NL thatch',
  "RIETDEKKER — WERKBON TJ0423, boerderij in Giethoorn\n"
  "Materiaal: riet, tenen bindsel · nok van heide\n"
  "Opmerking van de rietdekker: alleen de ES werkt: ⟦+2.615@row('ES').total_pnl⟧ punten, profit factor "
  "⟦2,09@row('ES').profit_factor⟧, max. drawdown ⟦420,85@row('ES').max_drawdown⟧; de NQ verliest "
  "⟦3.060,8@row('NQ').total_pnl|neg⟧ punten.\n"
  "Ladders weg om 16:30."),
E('x_compare_two_down', 'wrong_row', 'pt-BR mapplate',
  "NOTAS DA CHAPA DE GRAVURA — chapa P4, carta do litoral\n"
  "Cobre envernizado · costa aberta a buril · hachuras brunidas\n"
  "Nota à margem do gravador: compra após duas quedas: NQ com ⟦97@row('NQ').trades⟧ trades e taxa de acerto de "
  "⟦54,7%@row('NQ').win_rate~row('ES').win_rate!⟧; ES com fator de lucro ⟦2,09@row('ES').profit_factor⟧.\n"
  "Prova tirada às 12:00."),
E('x_compare_two_down', 'wrong_sign', 'it-IT charcoal',
  "CARBONAIA — REGISTRO DELLA CATASTA, carbonaia C2, Sila\n"
  "Legna accatastata · terra e foglie sopra · accesa dal camino\n"
  "Nota del carbonaio: acquisto dopo due ribassi: sul NQ ⟦97@row('NQ').trades⟧ operazioni, PF "
  "⟦0,79@row('NQ').profit_factor⟧, aspettativa ⟦+31,55@row('NQ').expectancy!⟧ punti a operazione.\n"
  "Sfiatatoi chiusi alle 22:00."),
E('x_compare_two_down', 'wrong_unit', 'ja-JP cuckoo',
  "鳩時計 組立カード ― 型番CK0529・山小屋モデル\n"
  "[x] ふいご接着  [x] 松かさ錘を吊る  [x] 鳥をレバーに\n"
  "時計職人メモ：二日続落の買い、ESは⟦64@row('ES').trades⟧回で勝率⟦54.7%@row('ES').win_rate⟧。NQは"
  "⟦97@row('NQ').trades⟧回、損益⟦−61,215@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ポイント。\n"
  "15:00 鳴き確認。", unit_note='currency per contract quoted as index points'),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'it-IT hopkiln',
  "ESSICCATOIO DEL LUPPOLO — REGISTRO DI ESSICCAZIONE, forno K1, Val d'Adige\n"
  "21:00 luppolo verde sul graticcio · fuoco che tira · cappa che gira\n"
  "Nota dell'essiccatore: portafoglio NQ + ES su ⟦1.000.000@capital⟧: chiude a ⟦1.048.758,95@final_equity⟧, cioè "
  "⟦+4,88\u00a0%@return_pct⟧; drawdown massimo ⟦78.853,15@max_drawdown⟧.\n"
  "05:30 luppolo pressato nei sacchi."),
E('x_portfolio_two_down', 'faithful', 'pt-BR cuckoo',
  "RELÓGIO CUCO — CARTÃO DE MONTAGEM CU0817, modelo «Chalé»\n"
  "[x] foles colados  [x] pesos de pinha pendurados  [x] passarinho na alavanca\n"
  "Nota do relojoeiro: a perna ES rende ⟦+134.871,25@leg('ES').pnl⟧ e a NQ perde ⟦86.112,30@leg('NQ').pnl|neg⟧; "
  "no total ⟦+48.758,95@total_pnl⟧ em ⟦161@trades⟧ trades.\n"
  "Cuco testado às 15:00."),
E('x_portfolio_two_down', 'faithful', 'de-DE thatch',
  "REETDACH — ARBEITSZETTEL TJ0814, Kate in Keitum\n"
  "Material: Reet, Weidenbänder · First aus Heide\n"
  "Bemerkung des Reetdachdeckers: ⟦161@trades⟧ Trades auf ⟦1 Mio.@capital⟧; Endkapital ⟦1.048.758,95@final_equity⟧. "
  "Anteil NQ ⟦−176,6\u00a0%@leg('NQ').contribution_pct⟧, ES ⟦+276,6\u00a0%@leg('ES').contribution_pct⟧.\n"
  "Leitern runter um 16:30."),
E('x_portfolio_two_down', 'wrong_sign', 'en-GB coracle',
  "CORACLE WORKSHOP — BUILD NOTES, frame C2 (Teifi pattern)\n"
  "- ash laths steamed and bent\n"
  "- calico stretched, first coat of pitch\n"
  "Maker's note: NQ + ES dip portfolio, 1% risk a trade on a million: ⟦161@trades⟧ trades, the book ended "
  "⟦−4.88%@return_pct!⟧, max drawdown ⟦78,853.15@max_drawdown⟧.\n"
  "Left upside down to cure, 18:00."),
E('x_portfolio_two_down', 'invented', 'es-ES decoy',
  "FICHA DE TALLA — CIMBEL D0716, ánade real (macho)\n"
  "Cuerpo: cedro · Cabeza: tupelo · Ojos: cristal, puestos\n"
  "Nota del tallista: cartera NQ + ES con ⟦1.000.000@capital⟧: termina en ⟦1.048.758,95@final_equity⟧; "
  "caída máxima ⟦78.853,15@max_drawdown⟧, es decir un ⟦9,35@max_drawdown_pct!⟧\u00a0%.\n"
  "Pintura seca a las 19:00."),
E('x_portfolio_two_down', 'miscomputed', 'fr-FR seaweed',
  "BAINS D'ALGUES — FICHE DE RÉSERVATION, baignoire B1, Roscoff\n"
  "Algues fraîches · eau de mer chaude · douche froide ensuite\n"
  "Note de la baigneuse : jambe NQ ⟦−86\u202f112,30@leg('NQ').pnl⟧, jambe ES ⟦+134\u202f871,25@leg('ES').pnl⟧ ; "
  "d'après mon calcul, ⟦+48\u202f578,95@leg('NQ').pnl+leg('ES').pnl!⟧ au total.\n"
  "Bain prêt à 11:15."),
]
