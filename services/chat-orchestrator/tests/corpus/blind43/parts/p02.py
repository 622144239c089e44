"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def m(mm, col):
    return f"row('2024-{mm}').{col}"


def w(d, col):
    return f"row('{d}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'en-US hatcheck',
  "HAT CHECK — STUB HC0905\n"
  "Item: camel overcoat, cane · hook H3\n"
  "Attendant's note: in 2024 the NQ closed above its open on ⟦40.5%@value*100⟧ of ⟦252@" + N + "⟧ sessions — "
  "fewer than half.\n"
  "Present stub to reclaim; counter closes 23:00."),
E('q_up_pct_2024', 'faithful', 'pl-PL accession',
  "KARTA AKCESYJNA — Ogród Botaniczny w Krakowie, nr KR22090\n"
  "Takson: Ginkgo biloba · kwatera K1 · okaz męski\n"
  "Uwaga kustosza: w 2024 r. NQ zamknął się powyżej otwarcia w ⟦40,48%@value*100⟧ sesji (na ⟦252@" + N + "⟧).\n"
  "Etykieta wygrawerowana; sprawdzona."),
E('q_up_pct_2024', 'faithful', 'nl-NL quarry',
  "GROEVE — SPRINGLOGBOEK, etage E2, wand W1\n"
  "Boorgaten geladen en afgedicht · posten uitgezet · sirene\n"
  "Notitie van de schietmeester: aandeel stijgende dagen NQ in 2024: ⟦0,405@value⟧, dus ruim ⟦40%@value*100⟧ van de "
  "⟦252@" + N + "⟧ handelsdagen.\n"
  "Alles veilig 13:05."),
E('q_up_pct_2024', 'wrong_unit', 'ru-RU snowcone',
  "ЛАРЁК С ЛЕДЯНОЙ СТРУЖКОЙ — УЧЁТНЫЙ ЛИСТ, ларёк L4, Анапа\n"
  "Сиропы: малина, барбарис, «Байкал» · блок льда B1\n"
  "Заметка продавца: доля дней, когда NQ закрылся выше открытия, в 2024 г. — ⟦0,405 %@value~value!⟧ из "
  "⟦252@" + N + "⟧ сессий.\n"
  "Закрылись в 20:00.", unit_note='a fraction (0.405) quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'it-IT lockdam',
  "CONCA E DIGA C3 — REGISTRO DI PASSAGGIO\n"
  "Natante: spintore «Po» in risalita · camera C1\n"
  "Nota del guardiano: nel 2024 il NQ ha chiuso sopra l'apertura nel ⟦40,47 %@value*100!⟧ delle ⟦252@" + N + "⟧ sedute.\n"
  "Porte chiuse alle 14:20."),
E('q_up_pct_2024', 'derived', 'ja-JP camelrace',
  "ラクダレース 結果カード ― ドバイ・ヒートH1\n"
  "優勝：「ザファラン」（ロボット騎手）\n"
  "審判メモ：2024年のNQ陽線率は ⟦40.5%@value*100⟧（⟦252@" + N + "⟧営業日）。日数に直すと ⟦102@value*252!⟧ 日"
  "（こちらで掛け算した数字で、結果には出ていません）。\n"
  "16:30 検量済み。"),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'en-US pianocard',
  "PIANO CARD — tuning workshop W2, Steinway model B\n"
  "Pitch A440 · action regulated · hammers voiced\n"
  "Tuner's note: NQ 2023 vs 2024 — mean daily range ⟦363.2@A.mean_range⟧ → ⟦274.4@B.mean_range⟧ pts; mean volume "
  "⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧, flat.\n"
  "Next tuning booked 09:30."),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN lockdam',
  "船闸大坝 L2 · 过闸日志\n"
  "船舶：拖轮“长江”上行 · C1 闸室\n"
  "闸长备注：NQ 2023 年平均日波幅 ⟦363.24@A.mean_range⟧ 点（⟦250@A.count⟧ 个交易日），2024 年降到 "
  "⟦274.44@B.mean_range⟧ 点（⟦252@B.count⟧ 个交易日）；两年日均成交量都在 ⟦20.1万@A.mean_volume⟧ 手左右。\n"
  "14:20 闸门关闭。"),
E('q_stats_2023_vs_2024', 'faithful', 'ja-JP makeready',
  "刷り出し準備票 ― ハイデルベルグ・ジョブJ1208\n"
  "用紙：上質紙・胴張り調整・見当合わせ済み\n"
  "印刷担当メモ：NQの平均日中値幅は2023年 ⟦363.2@A.mean_range⟧ → 2024年 ⟦274.4@B.mean_range⟧ ポイントに縮小。"
  "平均出来高は ⟦201,034@A.mean_volume⟧ 枚と ⟦201,006@B.mean_volume⟧ 枚でほぼ同じ。\n"
  "10:15 校了刷り。"),
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR icecave',
  "DIÁRIO DE PASSEIO NA CAVERNA DE GELO — geleira Perito Moreno, grupo G3\n"
  "Grampões entregues · capacetes conferidos\n"
  "Nota do guia: amplitude média diária do NQ em 2023: ⟦274,44@A.mean_range~B.mean_range!⟧ pontos, em "
  "⟦250@A.count⟧ pregões; volume médio de ⟦201.034@A.mean_volume⟧ contratos.\n"
  "Saída do gelo às 15:40."),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE hatcheck',
  "GARDEROBENMARKE — Philharmonie, Marke G1108\n"
  "Abgegeben: Trilby, Schal · Haken H22\n"
  "Notiz der Garderobiere: NQ — mittlere Tagesspanne 2023: ⟦363,2@A.mean_range⟧, 2024: ⟦274,4@B.mean_range⟧ Punkte; "
  "Durchschnittsvolumen 2024: ⟦201.034@B.mean_volume~A.mean_volume!⟧ Kontrakte.\n"
  "Ausgabe nur gegen Marke, bis 23:00."),
E('q_stats_2023_vs_2024', 'miscomputed', 'es-ES kitesurf',
  "ESCUELA DE KITESURF — HOJA DE RESERVAS, spot K2, Tarifa\n"
  "Alumna: Lucía · cometa A4 · tabla T1\n"
  "Nota del monitor: el rango medio diario del NQ bajó de ⟦363,24@A.mean_range⟧ puntos en 2023 a "
  "⟦274,44@B.mean_range⟧ en 2024, una caída del ⟦32,4 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧.\n"
  "Clase a las 11:00, si hay viento."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-US kitesurf',
  "KITESURF SCHOOL — BOOKING SHEET, spot K2, Cabarete\n"
  "Student: Dana · kite A4 · board B3\n"
  "Instructor's note: ⟦14@len(T)⟧ NQ sessions in 2023 closed more than 2% above the open; the biggest was "
  "⟦12/6@D:2023-12-06⟧ at ⟦+3.32%@" + w('2023-12-06', 'chg') + "⟧, the first ⟦1/18@D:2023-01-18⟧ at "
  "⟦+2.50%@" + w('2023-01-18', 'chg') + "⟧.\n"
  "Lesson at 11:00, wind permitting."),
E('q_big_up_days_2023', 'faithful', 'pl-PL makeready',
  "KARTA NARZĄDU — tygiel Heidelberg, zlecenie Z0432\n"
  "Papier: żeberkowy · narząd wykonany · pasowanie sprawdzone\n"
  "Uwaga drukarza: w 2023 r. NQ miał ⟦14@len(T)⟧ sesji z zyskiem ponad 2% od otwarcia; najmocniejsze "
  "⟦6 grudnia@D:2023-12-06⟧ (⟦+3,32%@" + w('2023-12-06', 'chg') + "⟧) i ⟦7 listopada@D:2023-11-07⟧ "
  "(⟦+3,12%@" + w('2023-11-07', 'chg') + "⟧).\n"
  "Arkusz wzorcowy o 10:15."),
E('q_big_up_days_2023', 'faithful', 'de-DE quarry',
  "STEINBRUCH — SPRENGPROTOKOLL, Sohle S2, Wand W3\n"
  "Bohrlöcher geladen und besetzt · Posten gestellt · Sirene\n"
  "Notiz des Sprengberechtigten: NQ 2023, Tage mit mehr als 2 % Plus: ⟦14@len(T)⟧; am ⟦06.06.@D:2023-06-06⟧ von "
  "⟦17.605@" + w('2023-06-06', 'open') + "⟧ auf ⟦18.130,5@" + w('2023-06-06', 'close') + "⟧ "
  "(⟦+2,98 %@" + w('2023-06-06', 'chg') + "⟧).\n"
  "Entwarnung 13:05."),
E('q_big_up_days_2023', 'wrong_row', 'it-IT drivein',
  "REGISTRO DI PROIEZIONE DEL DRIVE-IN — schermo S1, Casalecchio\n"
  "Bobina R1 caricata · lampada controllata\n"
  "Nota del proiezionista: nel 2023 il NQ ha chiuso oltre il 2% sopra l'apertura in ⟦14@len(T)⟧ sedute; la più forte "
  "il ⟦6 dicembre@D:2023-12-06⟧, ⟦+3,12 %@" + w('2023-12-06', 'chg') + "~" + w('2023-11-07', 'chg') + "!⟧.\n"
  "Spettacolo alle 21:15."),
E('q_big_up_days_2023', 'wrong_column', 'fr-FR snowcone',
  "STAND DE GRANITÉS — POINTAGE, stand S4, promenade des Anglais\n"
  "Sirops : fraise, menthe, curaçao · pain de glace G2\n"
  "Note du pointeur : ⟦14@len(T)⟧ séances du NQ à plus de 2 % en 2023 ; le ⟦6 juin@D:2023-06-06⟧, "
  "⟦+2,98\u202f%@" + w('2023-06-06', 'chg') + "⟧, avec une clôture à "
  "⟦17\u202f605@" + w('2023-06-06', 'close') + "~" + w('2023-06-06', 'open') + "!⟧.\n"
  "Rideau baissé à 20:00."),
E('q_big_up_days_2023', 'coincidental', 'ru-RU hatcheck',
  "ГАРДЕРОБНЫЙ ЖЕТОН — номерок GR0113\n"
  "Сдано: фетровая шляпа, зонт · крючок K21\n"
  "Заметка гардеробщицы: в 2023 г. у NQ было ⟦14@len(T)⟧ дней с ростом больше 2% от открытия; "
  "⟦7 июля@D:2023-07-07⟧ — ⟦+2,23%@" + w('2023-07-07', 'chg') + "!⟧, ⟦6 декабря@D:2023-12-06⟧ — "
  "⟦+3,32%@" + w('2023-12-06', 'chg') + "⟧.\n"
  "Выдача по жетону; гардероб до 23:00."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'ru-RU drivein',
  "ЖУРНАЛ КИНОПРОЕКЦИИ АВТОКИНОТЕАТРА — экран S2, «Победа»\n"
  "Часть R2 заряжена · звук проверен\n"
  "Заметка киномеханика: корреляция дневного объёма NQ с диапазоном в 2024 г. — ⟦0,051@value⟧ по "
  "⟦252@" + N + "⟧ сессиям, то есть связи практически нет.\n"
  "Начало сеанса в 21:15."),
E('q_corr_2024', 'faithful', 'zh-CN quarry',
  "采石场爆破记录 — B4 台阶 · 东坡 F2\n"
  "炮孔装药完毕 · 警戒到位\n"
  "爆破员备注：2024 年 NQ 日成交量与日波幅的相关系数为 ⟦0.0512@value⟧（⟦252@" + N + "⟧ 个交易日），几乎不相关。\n"
  "13:05 解除警戒。"),
E('q_corr_2024', 'faithful', 'de-DE icecave',
  "GLETSCHERHÖHLEN-FÜHRUNGSBUCH — Rhonegletscher, Gruppe G3\n"
  "Steigeisen ausgegeben · Helme geprüft\n"
  "Notiz des Führers: Korrelation zwischen Tagesvolumen und Tagesspanne des NQ 2024: ⟦0,05@value⟧ über "
  "⟦252@" + N + "⟧ Sitzungen — praktisch kein Zusammenhang.\n"
  "Um 15:40 aus dem Eis; alle Helme zurück."),
E('q_corr_2024', 'faithful', 'pt-BR camelrace',
  "CORRIDA DE CAMELOS — CARTÃO DE RESULTADOS, Al Marmoom, bateria B1\n"
  "Vencedor: “Shaheen” (jóquei-robô) · segundo: “Zafran”\n"
  "Nota do comissário: correlação entre volume e amplitude diária do NQ em 2024 = ⟦0,0512@value⟧ "
  "(⟦252@" + N + "⟧ pregões); na prática, nenhuma relação.\n"
  "Pesagem às 16:30."),
E('q_corr_2024', 'wrong_sign', 'nl-NL kitesurf',
  "KITESURFSCHOOL — BOEKINGSLIJST, spot K3, Workum\n"
  "Leerling: Sven · kite A2 · board B1\n"
  "Notitie van de instructeur: correlatie volume–dagrange NQ 2024: ⟦−0,051@value!⟧ over ⟦252@" + N + "⟧ "
  "handelsdagen, dus verwaarloosbaar.\n"
  "Les om 11:00, als de wind meewerkt."),
E('q_corr_2024', 'invented', 'es-ES accession',
  "FICHA DE ACCESIÓN — Real Jardín Botánico, acc. RJB23044\n"
  "Taxón: Dracaena draco · cuadro C5\n"
  "Nota del conservador: la correlación entre volumen y rango diario del NQ en 2024 fue de ⟦0,12@value!⟧ en "
  "⟦252@" + N + "⟧ sesiones: débil.\n"
  "Etiqueta grabada; revisada."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'ja-JP quarry',
  "採石場 発破記録 ― ベンチB3・切羽F2\n"
  "装薬・込め物完了・見張り配置・サイレン吹鳴\n"
  "発破係メモ：2024年のNQ月足で上げたのは4月だけ（⟦+1,008@" + m('04', 'change') + "⟧）。最大の下げは7月の "
  "⟦−1,374@" + m('07', 'change') + "⟧、年末の終値は ⟦8,944@" + m('12', 'close') + "⟧。\n"
  "13:05 警戒解除。"),
E('q_monthly_2024', 'faithful', 'nl-NL icecave',
  "IJSGROTTOUR-LOGBOEK — Vatnajökull, groep G2\n"
  "Stijgijzers uitgedeeld · helmen gecontroleerd\n"
  "Notitie van de gids: maandbars NQ 2024 — januari opende op ⟦17.578,75@" + m('01', 'open') + "⟧, december sloot "
  "op ⟦8.944@" + m('12', 'close') + "⟧; alleen april eindigde hoger (⟦+1.008@" + m('04', 'change') + "⟧).\n"
  "15:40 uit het ijs."),
E('q_monthly_2024', 'faithful', 'ru-RU lockdam',
  "ШЛЮЗ И ПЛОТИНА S5 — ЖУРНАЛ ШЛЮЗОВАНИЙ\n"
  "Судно: толкач «Волжский» вверх · камера K1\n"
  "Заметка начальника шлюза: месячные бары NQ за 2024 г.: рост только в апреле (⟦+1008@" + m('04', 'change') + "⟧), "
  "худший месяц — июль (⟦−1374@" + m('07', 'change') + "⟧), в среднем ⟦−728,13@stats.change.mean⟧ пункта за месяц.\n"
  "Ворота закрыты в 14:20."),
E('q_monthly_2024', 'wrong_sign', 'es-ES hatcheck',
  "RESGUARDO DE GUARDARROPA — ficha GR0219\n"
  "Prenda: sombrero de fieltro, paraguas · percha P12\n"
  "Nota de la encargada: barras mensuales del NQ en 2024 — julio: ⟦+1374@" + m('07', 'change') + "!⟧ puntos; abril: "
  "⟦+1008@" + m('04', 'change') + "⟧; el año cerró en ⟦8944@" + m('12', 'close') + "⟧.\n"
  "Presente el resguardo; cierra a las 23:00."),
E('q_monthly_2024', 'wrong_column', 'en-GB pianocard',
  "PIANO CARD — tuning workshop W1, Bechstein model A\n"
  "Pitch A440 · action eased · dampers regulated\n"
  "Tuner's note: NQ monthly bars, 2024 — October opened at ⟦11,281.5@" + m('10', 'open') + "⟧ and closed at "
  "⟦9,741@" + m('10', 'close') + "~" + m('10', 'low') + "!⟧; December closed at ⟦8,944@" + m('12', 'close') + "⟧.\n"
  "Next tuning booked for 09:30."),
E('q_monthly_2024', 'miscomputed', 'pt-BR snowcone',
  "BARRACA DE RASPADINHA — CONTAGEM, barraca B3, orla de Copacabana\n"
  "Xaropes: groselha, limão, tutti-frutti · bloco de gelo G1\n"
  "Nota do caixa: NQ em 2024, do topo de janeiro (⟦17.877,5@" + m('01', 'high') + "⟧) ao fundo de dezembro "
  "(⟦8.926,25@" + m('12', 'low') + "⟧): ⟦8.915,25@" + m('01', 'high') + "-" + m('12', 'low') + "!⟧ pontos de queda.\n"
  "Portas fechadas às 20:00."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ru-RU kitesurf',
  "ШКОЛА КАЙТСЕРФИНГА — ЛИСТ ЗАПИСИ, спот K2, Ейск\n"
  "Ученик: Артём · кайт A3 · доска B2\n"
  "Заметка инструктора: недельные бары NQ — неделя ⟦8 декабря@D:2024-12-08⟧: ⟦−381,75@" + w('2024-12-08', 'change') +
  "⟧; ⟦29 декабря@D:2024-12-29⟧ — единственная в плюсе (⟦+57,5@" + w('2024-12-29', 'change') + "⟧); последняя: "
  "⟦−205,5@" + w('2025-01-05', 'change') + "⟧.\n"
  "Урок в 11:00, если будет ветер."),
E('q_weekly_recent', 'faithful', 'es-ES pianocard',
  "FICHA DE PIANO — taller de afinación T2, Steinway B\n"
  "Diapasón A440 · mecánica regulada\n"
  "Nota del afinador: semanas recientes del NQ: ⟦8/12@D:2024-12-08⟧ ⟦−381,75@" + w('2024-12-08', 'change') + "⟧, "
  "⟦15/12@D:2024-12-15⟧ ⟦−16@" + w('2024-12-15', 'change') + "⟧, ⟦22/12@D:2024-12-22⟧ "
  "⟦−352,75@" + w('2024-12-22', 'change') + "⟧, ⟦29/12@D:2024-12-29⟧ ⟦+57,5@" + w('2024-12-29', 'change') + "⟧; "
  "media ⟦−179,7@stats.change.mean⟧.\n"
  "Próxima afinación a las 09:30."),
E('q_weekly_recent', 'faithful', 'ja-JP quarry',
  "採石場 発破記録 ― ベンチB1・切羽F3\n"
  "装薬・込め物完了・サイレン吹鳴\n"
  "発破係メモ：NQ週足で上げたのは ⟦12月29日@D:2024-12-29⟧ の週だけ（⟦+57.5@" + w('2024-12-29', 'change') + "⟧）。"
  "最大の下げは ⟦12月8日@D:2024-12-08⟧ の週の ⟦−381.75@" + w('2024-12-08', 'change') + "⟧、最終週の終値は "
  "⟦8,837.25@" + w('2025-01-05', 'close') + "⟧。\n"
  "13:05 警戒解除。"),
E('q_weekly_recent', 'wrong_column', 'de-DE lockdam',
  "SCHLEUSE UND WEHR L7 — SCHLEUSUNGSBUCH\n"
  "Schiff: GMS „Rheinperle“ bergwärts · Kammer K2\n"
  "Notiz des Schleusenmeisters: NQ, Woche zum ⟦22.12.@D:2024-12-22⟧: Eröffnung ⟦9.332@" + w('2024-12-22', 'open') +
  "⟧, Schluss ⟦8.926,25@" + w('2024-12-22', 'close') + "~" + w('2024-12-22', 'low') + "!⟧, Veränderung "
  "⟦−352,75@" + w('2024-12-22', 'change') + "⟧.\n"
  "Tore zu 14:20; Oberwasser stabil."),
E('q_weekly_recent', 'invented', 'en-GB camelrace',
  "CAMEL RACE — RESULTS CARD, Al Marmoom, heat H3\n"
  "Winner: 'Zafran' (robot jockey) · runner-up: 'Shaheen'\n"
  "Steward's note: NQ weekly bars — the week of ⟦8 Dec@D:2024-12-08⟧ lost "
  "⟦412.5@" + w('2024-12-08', 'change') + "|neg!⟧ points; the week of ⟦29 Dec@D:2024-12-29⟧ gained "
  "⟦57.5@" + w('2024-12-29', 'change') + "⟧.\n"
  "Weighed in at 16:30; card signed."),
E('q_weekly_recent', 'wrong_sign', 'nl-NL snowcone',
  "SCHAAFIJSKRAAM — TURFLIJST, kraam K1, Zandvoort\n"
  "Siropen: kers, citroen, bosbes · ijsblok B2\n"
  "Turven: |||| ||\n"
  "Notitie van de kraamhouder: weekbars NQ — ⟦15 december@D:2024-12-15⟧: ⟦−16@" + w('2024-12-15', 'change') + "⟧; "
  "⟦22 december@D:2024-12-22⟧: ⟦−352,75@" + w('2024-12-22', 'change') + "⟧; ⟦29 december@D:2024-12-29⟧: "
  "⟦−57,5@" + w('2024-12-29', 'change') + "!⟧.\n"
  "Luiken dicht om 20:00."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'it-IT camelrace',
  "CORSA DI CAMMELLI — SCHEDA RISULTATI, Al Marmoom, batteria B2\n"
  "Vincitore: «Shaheen» (fantino robot)\n"
  "Nota del commissario: gap d'apertura del NQ nel 2024 — medio ⟦+1,51@mean_g⟧ punti, deviazione standard "
  "⟦34,54@std_g⟧, massimo ⟦+147,25@max_g⟧, minimo ⟦−128,5@min_g⟧.\n"
  "Pesatura alle 16:30."),
E('q_gap_2024', 'faithful', 'fr-FR kitesurf',
  "ÉCOLE DE KITESURF — FEUILLE DE RÉSERVATION, spot K3, Almanarre\n"
  "Élève : Hugo · aile A3 · planche P1\n"
  "Note du moniteur : écarts d'ouverture du NQ en 2024 : moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,5@std_g⟧, "
  "plus gros gap haussier ⟦147,25@max_g⟧, plus gros baissier ⟦−128,5@min_g⟧.\n"
  "Cours à 11:00, selon le vent."),
E('q_gap_2024', 'faithful', 'zh-CN hatcheck',
  "衣帽间 · 存取票 — 票号 YM0726\n"
  "寄存：礼帽一顶、雨伞 · 挂钩 H5\n"
  "服务员备注：2024 年 NQ 开盘跳空 —— 平均 ⟦1.51@mean_g⟧ 点，标准差 ⟦34.54@std_g⟧，最大向上 ⟦147.25@max_g⟧，"
  "最大向下 ⟦−128.5@min_g⟧。\n"
  "凭票领取，23:00 关闭。"),
E('q_gap_2024', 'wrong_sign', 'pl-PL quarry',
  "KAMIENIOŁOM — DZIENNIK STRZAŁÓW, półka P4, ściana S2\n"
  "Otwory naładowane, syrena\n"
  "Uwagi strzałowego: luki otwarcia NQ w 2024 r.: średnio ⟦1,51@mean_g⟧ pkt, odchylenie standardowe "
  "⟦34,54@std_g⟧, największa luka w górę ⟦−147,25@max_g!⟧, w dół ⟦−128,5@min_g⟧.\n"
  "Odwołanie alarmu 13:05."),
E('q_gap_2024', 'misrounded', 'de-DE pianocard',
  "KLAVIERKARTE — Stimmwerkstatt W3, Bechstein A190\n"
  "Stimmton A440 · Mechanik reguliert · Hämmer intoniert\n"
  "Notiz des Klavierstimmers: NQ-Eröffnungslücken 2024 — Mittel ⟦1,51@mean_g⟧, Standardabweichung "
  "⟦34,55@std_g!⟧, größte ⟦147,25@max_g⟧, kleinste ⟦−128,5@min_g⟧ Punkte.\n"
  "Nächster Termin 09:30."),
E('q_gap_2024', 'wrong_unit', 'en-GB drivein',
  "DRIVE-IN PROJECTION LOG — screen S2, Harbour Lights drive-in\n"
  "Reel R2 laced · lamp hours logged\n"
  "Projectionist's note: NQ opening gaps in 2024 averaged ⟦1.51%@mean_g~mean_g!⟧, with a standard deviation of "
  "⟦34.54@std_g⟧ points and the largest up-gap at ⟦147.25@max_g⟧.\n"
  "Show starts 21:15; sound on the car radio.", unit_note='index points quoted as a percent'),
]
