"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ROWS = "R.summary.rows"


def rsi(day):
    return f"row('{day}').rsi"


def cl(day):
    return f"row('{day}').close"


def qm(q):
    return f"row({q}).mean_range"


def qx(q):
    return f"row({q}).max_range"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'zh-CN searake',
  "海盐耙盐账 — SR2 号盐田，莺歌海\n"
  "耙盐 · 滩上沥干 · 挑上盐垛\n"
  "盐工记：2024 年 RSI(14) 低于 30 的共 ⟦63@" + ROWS + "⟧ 天，最低 ⟦19.49@stats.rsi.min⟧，平均 "
  "⟦26.12@stats.rsi.mean⟧；第一天是 ⟦1月24日@D:2024-01-24⟧，最后一天是 ⟦12月20日@D:2024-12-20⟧。\n"
  "18:20 收耙。"),
E('q_rsi_oversold_2024', 'faithful', 'en-US balloonpermit',
  "STREET VENDOR PERMIT — balloon seller, pitch BP1, Navy Pier\n"
  "Helium tank chained · no releases · walkway kept clear\n"
  "Remarks: RSI(14) sat below 30 on ⟦63@" + ROWS + "⟧ days of 2024, first on ⟦Jan 24@D:2024-01-24⟧ "
  "(⟦25.14@" + rsi('2024-01-24') + "⟧), last on ⟦Dec 20@D:2024-12-20⟧ (⟦29.09@R.summary.last.rsi⟧); the low "
  "was ⟦19.49@stats.rsi.min⟧.\n"
  "Valid until 19:00."),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL weir',
  "DZIENNIK WODOWSKAZU JAZU — śluza W7, Wisła, Włocławek\n"
  "Łata odczytana · zasuwy ustawione · krata czysta\n"
  "Wpis jazowego: w 2024 r. RSI(14) poniżej 30 przez ⟦63@" + ROWS + "⟧ sesje; ⟦30 stycznia@D:2024-01-30⟧ "
  "RSI wynosił ⟦23,67@" + rsi('2024-01-30') + "⟧ przy zamknięciu ⟦16\u00a0339,75@" + cl('2024-01-30') + "⟧, minimum roku "
  "⟦19,49@stats.rsi.min⟧.\n"
  "Zasuwy sprawdzone 06:45."),
E('q_rsi_oversold_2024', 'wrong_row', 'nl-NL saddlestitch',
  "BINDERIJBON — GENIETE BROCHURE, order SS0314, parochieblad\n"
  "Gevouwen ✓ Vergaard ✓ Geniet ✓ Afgesneden ✓\n"
  "Notitie van de binder: op ⟦14 maart@D:2024-03-14⟧ stond de RSI(14) op ⟦24,55@" + rsi('2024-03-14') + "~" +
  rsi('2024-03-18') + "!⟧ bij een slot van ⟦15.067@" + cl('2024-03-14') + "⟧; het jaarminimum was "
  "⟦19,49@stats.rsi.min⟧.\n"
  "In dozen voor verzending 15:30."),
E('q_rsi_oversold_2024', 'coincidental', 'pt-BR icehole',
  "CLUBE DE NADO NO GELO — REGISTRO, buraco IH6, lago Inari\n"
  "Gelo cortado · escada na água · sauna acesa\n"
  "Anotação do sócio: em ⟦09/02/2024@D:2024-02-09⟧ o NQ fechou a ⟦16.064,25@" + cl('2024-02-09') + "⟧ com "
  "RSI(14) de ⟦29,03@" + rsi('2024-02-09') + "!⟧, ainda abaixo de 30.\n"
  "Buraco fechado às 08:00."),
E('q_rsi_oversold_2024', 'misrounded', 'ja-JP marbletag',
  "大理石ブロック荷札 ― ブロックMB-H0124・寒水石\n"
  "等級：白・面：挽き・石目：記入済\n"
  "石切り職人メモ：2024年、RSI(14)が30を割った初日は⟦1月24日@D:2024-01-24⟧、RSIは"
  "⟦25.13@" + rsi('2024-01-24') + "!⟧、終値は⟦16,672.75@" + cl('2024-01-24') + "⟧。\n"
  "11:25 荷札付け、積込場へ。"),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'pt-BR saddlestitch',
  "GUIA DE ENCADERNAÇÃO — GRAMPO A CAVALO, serviço SS0402, boletim da paróquia\n"
  "Dobrado ✓ Alceado ✓ Grampeado ✓ Refilado ✓\n"
  "Nota do encadernador: amplitude média por trimestre em 2024 — ⟦320,6@" + qm(1) + "⟧, ⟦314,9@" + qm(2) +
  "⟧, ⟦263,4@" + qm(3) + "⟧ e ⟦201,6@" + qm(4) + "⟧ pontos, caindo a cada trimestre.\n"
  "Embalado às 15:30."),
E('q_quarter_range_2024', 'faithful', 'nl-NL candlestick',
  "ORDERBON — KANDELAARS, order CS0930, paar in gedraaid messing\n"
  "Metaal: messing · Afwerking: gepolijst · Kaarshouders: geboord\n"
  "Notitie van de maker: gemiddelde dagrange 2024 per kwartaal — Q1 ⟦320,6@" + qm(1) + "⟧, Q2 ⟦314,9@" + qm(2) +
  "⟧, Q3 ⟦263,4@" + qm(3) + "⟧, Q4 ⟦201,6@" + qm(4) + "⟧; de wijdste dag viel in Q1 (⟦585,5@" + qx(1) + "⟧).\n"
  "Af te halen vanaf 16:00."),
E('q_quarter_range_2024', 'faithful', 'ru-RU bellbuoy',
  "ЛИСТ ОБСЛУЖИВАНИЯ БУЯ С КОЛОКОЛОМ — буй BB2, Кольский залив\n"
  "Язык: свободен | Цепь: осмотрена | Окраска: свежая\n"
  "Заметка шкипера: средний дневной диапазон 2024 г. по кварталам падал — с ⟦320,6@" + qm(1) + "⟧ в Q1 до "
  "⟦201,6@" + qm(4) + "⟧ в Q4; самый широкий день Q4 — ⟦389@" + qx(4) + "⟧ пунктов.\n"
  "На позиции с 14:10."),
E('q_quarter_range_2024', 'wrong_column', 'de-DE ropebridge',
  "SEILBRÜCKEN-PRÜFKARTE — Brücke RB4, Höllental\n"
  "Handseile ✓  Laufseile ✓  Verankerung ✓\n"
  "Prüfer: durchschnittliche Tagesspanne im ersten Quartal 2024 ⟦320,6@" + qm(1) + "⟧ Punkte, im zweiten "
  "⟦555,25@" + qm(2) + "~" + qx(2) + "!⟧, im vierten nur ⟦201,6@" + qm(4) + "⟧.\n"
  "Freigegeben 09:30."),
E('q_quarter_range_2024', 'miscomputed', 'fr-FR weir',
  "CARNET DE L'ÉCHELLE DU BARRAGE — écluse W8, Marne\n"
  "Échelle lue · vannes réglées · grille dégagée\n"
  "Note de l'éclusier : amplitude moyenne ⟦320,6@" + qm(1) + "⟧ au premier trimestre 2024, ⟦201,6@" + qm(4) +
  "⟧ au quatrième ; d'après mon calcul, ⟦191,0@" + qm(1) + "-" + qm(4) + "!⟧ points d'écart.\n"
  "Vannes vérifiées à 06:45."),
E('q_quarter_range_2024', 'invented', 'en-US yak',
  "YAK CARAVAN TALLY BOOK — caravan YK8, Zanskar route\n"
  "Loads lashed · lead yak belled · pass clear\n"
  "Caravan boss's tally: Q4 2024 was the calmest quarter, ⟦201.6@" + qm(4) + "⟧ points a day on average, "
  "with its widest session at ⟦412.25@" + qx(4) + "!⟧.\n"
  "Camp struck 05:15."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'pl-PL bellbuoy',
  "KARTA KONSERWACJI PŁAWY DZWONOWEJ — pława BB8, tor wodny Świnoujście\n"
  "Serce dzwonu: wolne | Łańcuch: sprawdzony | Farba: świeża\n"
  "Notatka szypra: 2023 r. — najwyższe zamknięcie NQ ⟦18\u00a0946@max_close⟧, najniższe "
  "⟦15\u00a0875,25@min_close⟧, na koniec roku ⟦17\u00a0553,5@last_close⟧.\n"
  "Z powrotem na pozycji 14:10."),
E('q_close_extremes_2023', 'faithful', 'pt-BR saddlestitch',
  "GUIA DE ENCADERNAÇÃO — GRAMPO A CAVALO, serviço SS1229, almanaque\n"
  "Dobrado ✓ Alceado ✓ Grampeado ✓ Refilado ✓\n"
  "Nota do encadernador: fechamentos de 2023 — máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧, "
  "último do ano ⟦17.553,5@last_close⟧.\n"
  "Embalado às 15:30."),
E('q_close_extremes_2023', 'faithful', 'es-ES candlestick',
  "HOJA DE PEDIDO — CANDELEROS, pedido CS0512, pareja en latón torneado\n"
  "Metal: latón · Acabado: pulido · Mecheros: taladrados\n"
  "Nota del artesano: en 2023 el NQ cerró como máximo en ⟦18.946@max_close⟧, como mínimo en "
  "⟦15.875,25@min_close⟧ y terminó el año en ⟦17.553,50@last_close⟧.\n"
  "Listo para recoger a las 16:00."),
E('q_close_extremes_2023', 'wrong_column', 'ja-JP balloonpermit',
  "路上販売許可証 ― 風船売り・区画BP8・浅草\n"
  "ヘリウムボンベ固定・風船の放出禁止・通路確保\n"
  "備考：2023年のNQ終値、最安値は⟦15,875.25@min_close⟧、年末の終値は⟦18,946@last_close~max_close!⟧。\n"
  "19:00まで有効。"),
E('q_close_extremes_2023', 'derived', 'fr-FR chimneypot',
  "TICKET DE FOUR — MITRONS DE CHEMINÉE, four CP7, Vallauris\n"
  "[x] tournés [x] séchés [x] enfournés\n"
  "Note du cuiseur : clôtures 2023 entre ⟦15\u202f875,25@min_close⟧ et ⟦18\u202f946@max_close⟧ ; à ma "
  "soustraction, ⟦3\u202f070,75@max_close-min_close!⟧ points entre le plus haut et le plus bas.\n"
  "Porte murée à 20:00."),
E('q_close_extremes_2023', 'misrounded', 'ru-RU ropebridge',
  "КАРТОЧКА ОСМОТРА ВЕРЁВОЧНОГО МОСТА — пролёт RB5, Чегем\n"
  "Поручни ✓  Настил ✓  Анкеры ✓\n"
  "Инспектор: в 2023 г. самое низкое закрытие NQ — ⟦15\u00a0876@min_close!⟧, самое высокое — "
  "⟦18\u00a0946@max_close⟧.\n"
  "Открыт для прохода в 09:30."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'en-US cranberry',
  "CRANBERRY BOG FLOOD LOG — bog CB9, Carver\n"
  "Flume boards out | water on | berries corralled\n"
  "Grower's entry: yes — H1 2024 averaged ⟦317.7@A.mean_range⟧ points a day over ⟦124@A.R.source_row_count⟧ "
  "sessions vs ⟦232.5@B.mean_range⟧ in H2 (⟦128@B.R.source_row_count⟧); widest days ⟦585.5@A.max_range⟧ "
  "and ⟦507.5@B.max_range⟧.\n"
  "Boards back in 17:40."),
E('q_h1_vs_h2_2024', 'faithful', 'en-GB saddlestitch',
  "SADDLE-STITCH BINDERY DOCKET — job SS0630, parish magazine\n"
  "Folded ✓ Gathered ✓ Stitched ✓ Trimmed ✓\n"
  "Binder's note: the first half of 2024 was the rougher one — average range ⟦317.71@A.mean_range⟧ points "
  "against ⟦232.52@B.mean_range⟧ in the second.\n"
  "Boxed for dispatch 15:30."),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR yak',
  "LIVRO DE CONTAGEM — CARAVANA DE IAQUES YK3, rota de Lo Manthang\n"
  "Cargas amarradas · sino no iaque da frente · passo livre\n"
  "Contagem do tropeiro: 1º semestre de 2024, amplitude média ⟦317,7@A.mean_range⟧ pontos e dia mais largo "
  "⟦585,5@A.max_range⟧; 2º semestre, ⟦232,5@B.mean_range⟧ e ⟦507,5@B.max_range⟧.\n"
  "Acampamento desfeito às 05:15."),
E('q_h1_vs_h2_2024', 'wrong_year', 'es-ES candlestick',
  "HOJA DE PEDIDO — CANDELEROS, pedido CS0701, pareja en latón torneado\n"
  "Metal: latón · Acabado: pulido · Mecheros: taladrados\n"
  "Nota del artesano: segundo semestre de 2024, rango medio ⟦232,5@B.mean_range⟧ puntos y día más amplio de "
  "⟦585,5@B.max_range~A.max_range!⟧.\n"
  "Listo para recoger a las 16:00."),
E('q_h1_vs_h2_2024', 'wrong_year', 'fr-FR icehole',
  "CLUB DE NAGE EN EAU GLACÉE — REGISTRE, trou IH7, lac de Joux\n"
  "Glace découpée · échelle posée · sauna allumé\n"
  "Mot d'un membre : premier semestre 2024, amplitude moyenne ⟦232,5@A.mean_range~B.mean_range!⟧ points sur "
  "⟦124@A.R.source_row_count⟧ séances, jour le plus large ⟦585,5@A.max_range⟧.\n"
  "Trou refermé à 08:00."),
E('q_h1_vs_h2_2024', 'miscomputed', 'de-DE marbletag',
  "MARMORBLOCK — ANHÄNGER, Block MB-J0701, Sterzing\n"
  "Güte: weiß · Fläche: gesägt · Adern: markiert\n"
  "Notiz des Steinbrechers: H1 2024 im Schnitt ⟦317,7@A.mean_range⟧ Punkte Tagesspanne, H2 "
  "⟦232,5@B.mean_range⟧ — nach meiner Rechnung ⟦58,2@A.mean_range-B.mean_range!⟧ Punkte weniger im zweiten "
  "Halbjahr.\n"
  "Gekennzeichnet 11:25, ab zur Verladerampe."),
]
