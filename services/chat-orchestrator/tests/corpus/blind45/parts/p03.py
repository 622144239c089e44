"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
ROWS = "R.summary.rows"


def q(n, col='mean_range'):
    return f"row({n}).{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'faithful', 'de-DE orchid',
  "ORCHIDEENSCHAU — BEWERTUNGSBOGEN, Klasse C7, Exponat E0214\n"
  "Gattung: Paphiopedilum · Aussteller: Frau Brandt\n"
  "Bemerkung des Preisrichters: 2024 lag der RSI(14) des NQ an ⟦63@" + ROWS + "⟧ Tagen unter 30 — zuerst am "
  "⟦24.01.@D:2024-01-24⟧ (⟦25,14@row('2024-01-24').rsi⟧), zuletzt am ⟦20.12.@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧).\n"
  "Preis: HCC; Schleife 12:30."),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN candlepour',
  "蜡烛厂 · 浇注单 — L2 线 · 批号 CP0124\n"
  "大豆蜡 · 烛芯 W3 · 模具 M6 已灌满\n"
  "浇注主管备注：2024 年 NQ 的 RSI(14) 低于 30 的日子共 ⟦63@" + ROWS + "⟧ 天，这些天 RSI 平均 "
  "⟦26.12@stats.rsi.mean⟧，最低 ⟦19.49@stats.rsi.min⟧。\n"
  "15:10 脱模。"),
E('q_rsi_oversold_2024', 'faithful', 'ja-JP drystone',
  "空積み石垣 作業票 ― 現場DS0124・穴太衆積み\n"
  "区画S3・根石据え付け済・勾配確認\n"
  "石工メモ：2024年、NQのRSI(14)が30を初めて下回ったのは⟦1月24日@D:2024-01-24⟧、RSI⟦25.14@row('2024-01-24').rsi⟧、"
  "終値⟦16,672.75@row('2024-01-24').close⟧。\n"
  "16:00 天端完了予定。"),
E('q_rsi_oversold_2024', 'faithful', 'en-US marionette',
  "CUE CARD — Marionette Theater, 'The Magic Flute', Act II, cue Q14\n"
  "Bridge: Papageno on leader strings · LX fade on GO\n"
  "Prompter's note: NQ's RSI(14) sat below 30 on ⟦63@" + ROWS + "⟧ days of 2024; on ⟦Feb 8@D:2024-02-08⟧ it read "
  "⟦23.71@row('2024-02-08').rsi⟧ with the close at ⟦15,921@row('2024-02-08').close⟧.\n"
  "Curtain 21:50."),
E('q_rsi_oversold_2024', 'wrong_column', 'ru-RU harpcard',
  "КАРТОЧКА ОБСЛУЖИВАНИЯ АРФЫ — арфа Lyon & Healy, клиент K0314\n"
  "Камертон A440 · педали отрегулированы · жильная струна заменена\n"
  "Заметка настройщика: в 2024 г. RSI(14) NQ опускался ниже 30 в ⟦63@" + ROWS + "⟧ сессиях; самый низкий RSI — "
  "⟦26,12@stats.rsi.min~stats.rsi.mean!⟧.\n"
  "Следующая настройка в 10:00."),
E('q_rsi_oversold_2024', 'coincidental', 'en-GB rivercross',
  "RIVER FERRY — TIDE CROSSING LOG, King Harry Ferry, Fal\n"
  "Slip S1 · flood tide · crossing C4\n"
  "Skipper's entry: NQ oversold days, 2024: RSI(14) read ⟦25.16@row('2024-02-07').rsi!⟧ on ⟦7 Feb@D:2024-02-07⟧ and "
  "⟦23.71@row('2024-02-08').rsi⟧ on ⟦8 Feb@D:2024-02-08⟧.\n"
  "Last crossing 22:45; ramp up."),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'faithful', 'ja-JP orchid',
  "洋蘭展 審査票 ― クラスC7・出品番号E0311\n"
  "属：パフィオペディルム・出品者 山田様\n"
  "審査員所見：2024年NQの平均値幅は四半期ごとに縮小、Q1は⟦320.64@" + q(1) + "⟧ポイント、Q4は"
  "⟦201.62@" + q(4) + "⟧ポイント。\n"
  "受賞 HCC；12:30 リボン掛け。"),
E('q_quarter_range_2024', 'faithful', 'nl-NL bobsleigh',
  "BOBSLEE — TIJDWAARNEMINGSBLAD, baan Winterberg, run H2\n"
  "Slee NED1 · piloot De Bruin · remmer Visser\n"
  "Notitie van de tijdwaarnemer: gemiddelde NQ-range per kwartaal 2024: Q1 ⟦320,64@" + q(1) + "⟧, Q2 ⟦314,87@" + q(2) +
  "⟧, Q3 ⟦263,41@" + q(3) + "⟧, Q4 ⟦201,62@" + q(4) + "⟧.\n"
  "Start 10:42."),
E('q_quarter_range_2024', 'faithful', 'ru-RU drystone',
  "СУХАЯ КЛАДКА — НАРЯД, объект DS0417, Карелия\n"
  "Участок S3 · основание уложено · тычки поставлены\n"
  "Заметка каменщика: средний дневной диапазон NQ в 2024 г. падал от квартала к кварталу: Q1 — ⟦320,6@" + q(1) +
  "⟧, Q4 — ⟦201,6@" + q(4) + "⟧; самый широкий день Q4 — ⟦389@" + q(4, 'max_range') + "⟧.\n"
  "Покрытие к 16:00."),
E('q_quarter_range_2024', 'wrong_row', 'es-ES candlepour',
  "FÁBRICA DE VELAS — HOJA DE VERTIDO, línea L2, lote VE0614\n"
  "Cera de soja · mechas W3 · moldes M6 llenos\n"
  "Nota del encargado: rango medio diario del NQ en 2024 por trimestre: T1 ⟦320,64@" + q(1) + "⟧, T2 "
  "⟦263,41@" + q(2) + "~" + q(3) + "!⟧, T4 ⟦201,62@" + q(4) + "⟧.\n"
  "Desmoldado a las 15:10."),
E('q_quarter_range_2024', 'wrong_column', 'zh-CN plucking',
  "采茶计数单 — 龙井茶园 · F7 地块 · G2 组\n"
  "一芽二叶 · 茶篮送过磅房\n"
  "记数员备注：2024 年 NQ 一季度日均波幅 ⟦320.64@" + q(1) + "⟧ 点，四季度日均波幅 "
  "⟦389@" + q(4) + "~" + q(4, 'max_range') + "!⟧ 点。\n"
  "11:30 过磅。"),
E('q_quarter_range_2024', 'miscomputed', 'en-GB icehike',
  "GLACIER WALK PERMIT — stub GP1012, Franz Josef Glacier\n"
  "Party P2 · crampons and helmets issued · guide: Aroha\n"
  "Guide's remark: NQ's mean daily range fell from ⟦320.64@" + q(1) + "⟧ in Q1 2024 to ⟦201.62@" + q(4) + "⟧ in Q4, "
  "a drop of ⟦109.02@" + q(1) + "-" + q(4) + "!⟧ points.\n"
  "Back at the hut by 16:00."),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'faithful', 'en-US marionette',
  "CUE CARD — Marionette Theater, 'Pinocchio', Act I, cue Q7\n"
  "Bridge: Geppetto on the main control · LX fade on GO\n"
  "Prompter's note: NQ's 2023 closes ranged from ⟦15,875.25@min_close⟧ to ⟦18,946@max_close⟧; the year ended at "
  "⟦17,553.5@last_close⟧.\n"
  "Curtain 21:50."),
E('q_close_extremes_2023', 'faithful', 'es-ES temper',
  "REGISTRO DE ATEMPERADO — lote TB0705, cobertura negra\n"
  "Sembrado · tableado en mármol · prueba de rotura superada\n"
  "Nota del chocolatero: cierres del NQ en 2023: máximo ⟦18.946@max_close⟧, mínimo ⟦15.875,25@min_close⟧ y "
  "último del año ⟦17.553,5@last_close⟧.\n"
  "Moldeado a las 11:20."),
E('q_close_extremes_2023', 'faithful', 'zh-CN harpcard',
  "竖琴调音服务卡 — 客户 H0826 · 莱昂希利\n"
  "标准音 A440 · 踏板已调 · 换了一根羊肠弦\n"
  "调音师备注：2023 年 NQ 最高收盘 ⟦18,946@max_close⟧ 点，最低收盘 ⟦15,875.25@min_close⟧ 点，"
  "年末收于 ⟦17,553.5@last_close⟧ 点。\n"
  "下次调音 10:00。"),
E('q_close_extremes_2023', 'coincidental', 'pt-BR rivercross',
  "BALSA DO RIO — DIÁRIO DE TRAVESSIAS COM MARÉ, balsa B2, Rio Pará\n"
  "Rampa S1 · maré enchente · travessia C4\n"
  "Registro do balseiro: em 2023 o NQ teve fechamento máximo de ⟦17.551@max_close!⟧ e mínimo de "
  "⟦15.875,25@min_close⟧.\n"
  "Última travessia 22:45."),
E('q_close_extremes_2023', 'miscomputed', 'en-GB beachhut',
  "BEACH HUT LEDGER — Southwold promenade, hut H23 ('Seaspray')\n"
  "Keys out · deckchairs counted\n"
  "Warden's entry: NQ's 2023 closing high of ⟦18,946@max_close⟧ sat ⟦3,007.75@max_close-min_close!⟧ points above "
  "the closing low of ⟦15,875.25@min_close⟧.\n"
  "Keys back by 18:00."),
E('q_close_extremes_2023', 'derived', 'ru-RU sauna',
  "САУННЫЙ КЛУБ — ЖУРНАЛ ПОСЕЩЕНИЙ, общество «Лёйлю», Петрозаводск\n"
  "Печь затоплена 17:00 · полки вымыты · веники готовы\n"
  "Запись старосты: NQ закрыл 2023 г. на ⟦17\u00a0553,5@last_close⟧, это ⟦1392,5@max_close-last_close!⟧ пункта ниже "
  "годового максимума закрытия (вычитал сам).\n"
  "Последний заход 21:30."),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL icehike',
  "PRZEPUSTKA NA LODOWIEC — odcinek GP0717, lodowiec Morteratsch\n"
  "Zespół P3 · raki i kaski wydane · przewodnik: Janek\n"
  "Uwaga przewodnika: w H1 2024 średni dzienny zakres NQ wyniósł ⟦317,71@A.mean_range⟧ pkt, w H2 "
  "⟦232,52@B.mean_range⟧ — pierwsze półrocze było zmienniejsze.\n"
  "Powrót do schroniska do 16:00."),
E('q_h1_vs_h2_2024', 'faithful', 'zh-CN drystone',
  "干砌石墙 · 施工单 — 工单 DS0806 · 区段 S3\n"
  "基石已铺 · 拉结石已放 · 收分已查\n"
  "石匠备注：2024 年上半年 NQ 平均日波幅 ⟦317.71@A.mean_range⟧ 点（⟦124@A.R.source_row_count⟧ 天），"
  "下半年 ⟦232.52@B.mean_range⟧ 点（⟦128@B.R.source_row_count⟧ 天）。\n"
  "16:00 压顶。"),
E('q_h1_vs_h2_2024', 'faithful', 'nl-NL candlepour',
  "KAARSENFABRIEK — GIETBLAD, lijn L2, charge KF0614\n"
  "Koolzaadwas · lonten W3 · mallen M6 gevuld\n"
  "Notitie van de ploegleider: NQ-range 2024, eerste helft gemiddeld ⟦317,7@A.mean_range⟧ (max ⟦585,5@A.max_range⟧), "
  "tweede helft ⟦232,5@B.mean_range⟧ (max ⟦507,5@B.max_range⟧).\n"
  "Ontvormd om 15:10."),
E('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR orchid',
  "EXPOSIÇÃO DE ORQUÍDEAS — FICHA DE JULGAMENTO, classe C2, inscrição E0927\n"
  "Gênero: Oncidium · expositor: seu Antônio\n"
  "Observação do juiz: no primeiro semestre de 2024 o range médio do NQ foi ⟦317,71@A.mean_range⟧ e o maior dia do "
  "semestre chegou a ⟦507,5@A.max_range~B.max_range!⟧ pontos.\n"
  "Prêmio: HCC; fita às 12:30."),
E('q_h1_vs_h2_2024', 'misrounded', 'it-IT rivercross',
  "TRAGHETTO FLUVIALE — REGISTRO TRAVERSATE CON MAREA, traghetto T1, Adige\n"
  "Scivolo S2 · marea calante · corsa C1\n"
  "Annotazione del traghettatore: range medio del NQ nel primo semestre 2024 ⟦317,70@A.mean_range!⟧ punti, "
  "nel secondo ⟦232,52@B.mean_range⟧.\n"
  "Ultima corsa 22:45."),
E('q_h1_vs_h2_2024', 'derived', 'ja-JP harpcard',
  "ハープ調律サービスカード ― 青山ハープ・顧客番号H0712\n"
  "ピッチA440・ペダル調整済・ガット弦一本交換\n"
  "調律師メモ：2024年NQの平均値幅、H1は⟦317.71@A.mean_range⟧、H2は⟦232.52@B.mean_range⟧。H1はH2の約"
  "⟦1.37@A.mean_range/B.mean_range!⟧倍（当方で割り算した数字）。\n"
  "次回調律 10:00。"),
]
