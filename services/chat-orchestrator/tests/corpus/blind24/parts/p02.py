"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'de-DE capsule',
  """ZEITKAPSEL — bitte erst 2029 öffnen
Hallo Zukunft! 2024 schloss der NQ an ⟦40,48@value*100~value*100!⟧ ‰ der ⟦252@R.source_row_count⟧ Handelstage über der Eröffnung.
Wir fanden das wenig. Und ihr?""",
  unit_note='percent quoted as per mille'),
E('q_up_pct_2024', 'miscomputed', 'fr-FR findingaid',
  """INSTRUMENT DE RECHERCHE — Fonds NQ, séances 2024
Sous-série « hausses » : ⟦40,5 %@value*100⟧ des ⟦252@R.source_row_count⟧ séances,
soit ⟦104@value*R.source_row_count!⟧ pièces (décompte de l'archiviste)
Communicabilité : libre"""),
E('q_up_pct_2024', 'misrounded', 'pt-BR placard',
  """CARTAZES DO PROTESTO 🪧
"SÓ ⟦41%@value*100!⟧ DE DIAS DE ALTA EM 2024? QUEREMOS MAIS!"
"⟦252@R.source_row_count⟧ PREGÕES E A MAIORIA SEM ALTA!\""""),
E('q_up_pct_2024', 'faithful', 'nl-NL seedpacket',
  """ZAADZAKJE — ras „Groene Dag 2024”
Kiemkracht: ⟦40,5 %@value*100⟧ (dagen met slot boven opening)
Getest op ⟦252@R.source_row_count⟧ handelsdagen
Zaaien in het voorjaar; geduld vereist."""),
E('q_up_pct_2024', 'faithful', 'zh-CN plaque',
  """【鸣谢牌】
感谢2024年的⟦252@R.source_row_count⟧个交易日，
其中⟦40.48%@value*100⟧收阳（收盘高于开盘）。
——NQ多头之友 敬立"""),
E('q_up_pct_2024', 'faithful', 'en-GB fantasy',
  """TRADE PROPOSAL — NQ Fantasy League
You receive: 2024's up days, a share of ⟦0.405@value⟧ across ⟦252@R.source_row_count⟧ sessions
You send: your bullish bias
Scout's note: under half the days closed up. Accept / Decline"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU fantasy',
  """ПРЕДЛОЖЕНИЕ ОБМЕНА — лига NQ
Отдаю: 2023 год (средний дневной диапазон ⟦274,44@A.mean_range~B.mean_range!⟧ п., объём ⟦201\u00a0034@A.mean_volume⟧)
Получаю: 2024 год (объём ⟦201\u00a0006@B.mean_volume⟧, ⟦252@B.count⟧ сессии)
Принять / Отклонить"""),
E('q_stats_2023_vs_2024', 'derived', 'es-ES choir',
  """NOTAS DEL ENSAYO DEL CORO — «2023 frente a 2024»
Tenores (2023): rango medio ⟦363,24@A.mean_range⟧, muy forte
Bajos (2024): ⟦274,44@B.mean_range⟧, más piano
Diferencia, cuenta mía: ⟦88,8@A.mean_range-B.mean_range!⟧ puntos. Desde la letra B."""),
E('q_stats_2023_vs_2024', 'coincidental', 'de-DE seedpacket',
  """SAATTÜTE — Sorte „Jahrgangsvergleich“
Jahrgang 2023: Wuchshöhe Ø ⟦363,2@A.mean_range⟧ Punkte, Ertrag Ø ⟦201.034@A.mean_volume⟧ Kontrakte
Jahrgang 2024: Wuchshöhe Ø ⟦274,4@B.mean_range⟧, Ertrag Ø ⟦201.031@B.mean_volume!⟧
Standort: sonnig, windgeschützt."""),
E('q_stats_2023_vs_2024', 'faithful', 'en-US bowling',
  """SCORE SHEET — NQ League, 2023 vs 2024
Bowler 2023 | avg range ⟦363.24@A.mean_range⟧ | avg vol ⟦201,034@A.mean_volume⟧ | ⟦250@A.count⟧ games
Bowler 2024 | avg range ⟦274.44@B.mean_range⟧ | avg vol ⟦201,006@B.mean_volume⟧ | ⟦252@B.count⟧ games"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB origami',
  """ORIGAMI: TWO-YEAR FAN
1. Pleat the 2023 panel to ⟦363.2@A.mean_range⟧ points of average range.
2. Pleat the 2024 panel narrower, ⟦274.4@B.mean_range⟧ points.
3. Volume stays level: ⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ a day."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL placard',
  """TRANSPARENTY 🪧
„2023: ⟦363,24@A.mean_range⟧ PKT ZAKRESU — ODDAJCIE NAM ZMIENNOŚĆ!”
„2024: TYLKO ⟦274,44@B.mean_range⟧!”
„WOLUMEN BEZ ZMIAN: ⟦201\u00a0006@B.mean_volume⟧ DZIENNIE”"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'pt-BR capsule',
  """CÁPSULA DO TEMPO — abrir em 2029
Querido futuro: em 2023 houve ⟦14@R.summary.rows⟧ dias com alta acima de 2%.
O maior foi ⟦6 de dezembro@D:2023-12-06⟧ (⟦+3,32%@row('2023-12-06').chg⟧); em ⟦4 de maio@D:2023-05-04⟧ a alta foi de ⟦2,98%@row('2023-05-04').chg~row('2023-06-06').chg!⟧."""),
E('q_big_up_days_2023', 'wrong_column', 'es-ES seedpacket',
  """SOBRE DE SEMILLAS — «Subidón de noviembre» (2023)
Siembra: ⟦7 de noviembre@D:2023-11-07⟧
Cosecha (cierre): ⟦17.632@row('2023-11-07').close~row('2023-11-07').open!⟧ puntos
Crecimiento en el día: ⟦+3,12 %@row('2023-11-07').chg⟧"""),
E('q_big_up_days_2023', 'wrong_unit', 'nl-NL plaque',
  """GESCHONKEN DOOR DE STIERENCLUB
Ter herinnering aan ⟦6 december 2023@D:2023-12-06⟧,
de sterkste stijgdag van het jaar: ⟦+3,32@row('2023-12-06').chg~row('2023-12-06').chg!⟧ punten
(opening ⟦17.263@row('2023-12-06').open⟧, slot ⟦17.836@row('2023-12-06').close⟧)""",
  unit_note='percent quoted as index points'),
E('q_big_up_days_2023', 'faithful', 'zh-CN placard',
  """【标语牌】
“2023年涨超2%的日子：⟦14@R.summary.rows⟧天！”
“最猛一天：⟦12月6日@D:2023-12-06⟧，⟦+3.32%@row('2023-12-06').chg⟧！”
“平均涨幅⟦2.44%@stats.chg.mean⟧，牛气冲天！”"""),
E('q_big_up_days_2023', 'faithful', 'ru-RU orgchart',
  """ОРГСТРУКТУРА «Рост > 2 %, 2023»
Председатель: ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧
├── Заместитель: ⟦7 ноября@D:2023-11-07⟧, ⟦+3,12 %@row('2023-11-07').chg⟧
└── Стажёр: ⟦27 марта@D:2023-03-27⟧, ⟦+2,01 %@row('2023-03-27').chg⟧ (минимум)"""),
E('q_big_up_days_2023', 'faithful', 'pl-PL tvguide',
  """PROGRAM TV — NQ Rozrywka
20:00 „Wielkie wzrosty 2023” (⟦14@R.summary.rows⟧ odcinków)
Odcinek pilotowy: ⟦18 stycznia@D:2023-01-18⟧, ⟦+2,5 %@row('2023-01-18').chg⟧
Finał sezonu: ⟦6 grudnia@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧ ★★★★"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'pl-PL bowling',
  """PROTOKÓŁ GRY — tor C, korelacja 2024
Gracz: wolumen kontra zakres dzienny
Wynik: ⟦−0,051@value!⟧   – – /
Rzutów: ⟦252@R.source_row_count⟧. Praktycznie brak związku."""),
E('q_corr_2024', 'misrounded', 'zh-CN tvguide',
  """【电视节目表】NQ财经频道
20:00《量与幅》：2024年成交量与日内波幅的相关系数 ⟦0.0511@value!⟧
21:00《几乎无关》重播"""),
E('q_corr_2024', 'invented', 'en-GB placard',
  """PLACARDS OUTSIDE THE EXCHANGE
"VOLUME AND RANGE: CORRELATION ⟦0.19@value!⟧ — STOP PRETENDING THEY'RE LINKED!"
"⟦252@R.source_row_count⟧ SESSIONS OF EVIDENCE!\""""),
E('q_corr_2024', 'faithful', 'en-US crowdfund',
  """📣 Update #6 — "Does Volume Move NQ?"
Result is in: the correlation of daily volume with daily range in 2024 was ⟦0.051@value⟧ over ⟦252@R.source_row_count⟧ sessions.
Basically no link. Thanks, backers!""",
  allow=['6']),
E('q_corr_2024', 'faithful', 'es-ES capsule',
  """CÁPSULA DEL TIEMPO · para abrir en 2029
Querido yo del futuro: en 2024 la correlación entre volumen y rango diario del NQ fue de ⟦0,05@value⟧. Nada de nada.
¿Ha cambiado algo?"""),
E('q_corr_2024', 'faithful', 'it-IT plaque',
  """TARGA COMMEMORATIVA
Dono delle ⟦252@R.source_row_count⟧ sedute del 2024
alla scienza dei mercati:
correlazione volume–escursione pari a ⟦0,0512@value⟧"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_row', 'pt-BR choir',
  """NOTAS DO ENSAIO DO CORAL — "Barras mensais 2024"
Sopranos: abril é o único agudo, ⟦+1.008@row('2024-04').change⟧ pontos 🎶
Contraltos: julho desce ⟦1.374@row('2024-07').change|neg⟧, o grave mais fundo
Baixos: maio cai ⟦1.238@row('2024-05').change|neg~row('2024-10').change!⟧ — respirar antes!"""),
E('q_monthly_2024', 'wrong_column', 'en-GB bowling',
  """SCORE SHEET — NQ Monthly League 2024
April    | X X X | ⟦+1,008@row('2024-04').change⟧ (the only strike month)
July     | – – – | ⟦−1,374@row('2024-07').change⟧, closed at ⟦12,192.75@row('2024-07').close~row('2024-07').low!⟧
December | closed at ⟦8,944@row('2024-12').close⟧"""),
E('q_monthly_2024', 'wrong_sign', 'it-IT findingaid',
  """INVENTARIO D'ARCHIVIO — Fondo NQ, barre mensili 2024
Busta I: gennaio, variazione ⟦−1.186,5@row('2024-01').change⟧
Busta IV: aprile, variazione ⟦−1.008@row('2024-04').change!⟧
Busta VII: luglio, ⟦−1.374@row('2024-07').change⟧ (la peggiore)
Consultabile in sala studio."""),
E('q_monthly_2024', 'miscomputed', 'nl-NL tvguide',
  """TV-GIDS — NQ Eén
20:30 „Elf maanden rood” (herhaling)
Begin van het jaar: ⟦17.578,75@row('2024-01').open⟧ · einde: ⟦8.944@row('2024-12').close⟧
Verschil over het jaar: ⟦−7.634,75@row('2024-12').close-row('2024-01').open!⟧ punten ★★"""),
E('q_monthly_2024', 'faithful', 'ru-RU crowdfund',
  """НОВОСТИ ПРОЕКТА #8 · «Месячные бары 2024»
Единственный зелёный месяц — апрель: ⟦+1008@row('2024-04').change⟧ пунктов.
Худший — июль: ⟦−1374@row('2024-07').change⟧.
В среднем ⟦−728,13@stats.change.mean⟧ в месяц. Спасибо спонсорам!""",
  allow=['8']),
E('q_monthly_2024', 'faithful', 'en-US fantasy',
  """TRADE OFFER — 2024 Monthly Bars Dynasty
You get: April (⟦+1,008@row('2024-04').change⟧ pts, the lone green month)
I get: July (⟦−1,374@row('2024-07').change⟧) + October (⟦−1,238@row('2024-10').change⟧)
Why? Rebuilding. Accept / Counter / Decline"""),
E('q_monthly_2024', 'faithful', 'pl-PL capsule',
  """KAPSUŁA CZASU — otworzyć w 2029
Drogi czytelniku, rok 2024 na NQ: zaczęliśmy od ⟦17\u00a0578,75@row('2024-01').open⟧, skończyliśmy na ⟦8944@row('2024-12').close⟧.
Tylko kwiecień był na plusie (⟦+1008@row('2024-04').change⟧ pkt). Trzymaj się!"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_row', 'it-IT seedpacket',
  """BUSTINA DI SEMI — varietà «Settimane NQ»
Unica pianta verde: settimana del ⟦29 dicembre@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧
Ultima semina (⟦5 gennaio@D:2025-01-05⟧): ⟦−352,75@row('2025-01-05').change~row('2024-12-22').change!⟧
Germinazione: scarsa."""),
E('q_weekly_recent', 'wrong_sign', 'de-DE choir',
  """CHORPROBE — Notizen zu den letzten fünf Wochen
Einsatz Woche ⟦8.12.@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧, fortissimo abwärts
Woche ⟦29.12.@D:2024-12-29⟧: ⟦−57,5@row('2024-12-29').change!⟧ — hier bitte heller klingen
Schluss ab Buchstabe E."""),
E('q_weekly_recent', 'coincidental', 'pl-PL capsule',
  """KAPSUŁA CZASU — do otwarcia w 2029
Piszę to w styczniu 2025. Tydzień od ⟦22 grudnia@D:2024-12-22⟧: spadek o ⟦352,75@row('2024-12-22').change|neg⟧ pkt przy wolumenie ⟦1\u00a0002\u00a0090@row('2024-12-22').volume!⟧.
Ciekawe, czy pamiętasz."""),
E('q_weekly_recent', 'faithful', 'ja-JP orgchart',
  """【組織図】直近⟦5@R.summary.rows⟧週
部長：⟦12月29日@D:2024-12-29⟧週 ⟦+57.5@row('2024-12-29').change⟧（唯一のプラス）
├ 課長：⟦12月15日@D:2024-12-15⟧週 ⟦−16@row('2024-12-15').change⟧
└ 最下位：⟦12月8日@D:2024-12-08⟧週 ⟦−381.75@row('2024-12-08').change⟧"""),
E('q_weekly_recent', 'faithful', 'ru-RU placard',
  """ПЛАКАТЫ 🪧
«НЕДЕЛЯ С ⟦8 ДЕКАБРЯ@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧! ХВАТИТ!»
«ЕДИНСТВЕННЫЙ ПЛЮС — ⟦+57,5@row('2024-12-29').change⟧. МАЛО!»
«СРЕДНЯЯ НЕДЕЛЯ: ⟦−179,7@stats.change.mean⟧»"""),
E('q_weekly_recent', 'faithful', 'fr-FR origami',
  """ORIGAMI « Cinq semaines »
1. Pliez vers le bas de ⟦381,75@row('2024-12-08').change|neg⟧ points (semaine du ⟦8 décembre@D:2024-12-08⟧).
2. Petit pli vers le haut : ⟦+57,5@row('2024-12-29').change⟧.
3. Finissez à ⟦8\u202f837,25@row('2025-01-05').close⟧."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'de-DE bowling',
  """SPIELBERICHT — Bahn D, Eröffnungslücken 2024
Ø Gap pro Spiel: ⟦34,54@mean_g~std_g!⟧ Punkte
Bester Wurf: ⟦+147,25@max_g⟧ · schlechtester: ⟦−128,5@min_g⟧
X X / – X"""),
E('q_gap_2024', 'wrong_sign', 'es-ES tvguide',
  """PROGRAMACIÓN — Canal NQ
21:00 «Huecos de apertura 2024»
El mayor salto al alza: ⟦+147,25@max_g⟧ puntos. El mayor hueco a la baja: ⟦+128,5@min_g!⟧.
Media del año: ⟦1,51@mean_g⟧. ★★★"""),
E('q_gap_2024', 'wrong_unit', 'zh-CN crowdfund',
  """【项目更新 #2】2024开盘跳空统计
平均跳空：⟦1.51%@mean_g~mean_g!⟧
最大向上跳空：⟦147.25@max_g⟧点；最大向下：⟦−128.5@min_g⟧点
感谢各位支持者！""",
  allow=['2'], unit_note='index points quoted as a percent'),
E('q_gap_2024', 'faithful', 'pt-BR choir',
  """NOTAS DO ENSAIO — Coral dos Gaps 2024
Abertura média: ⟦1,51@mean_g⟧ ponto (quase uníssono)
Desvio-padrão: ⟦34,54@std_g⟧ — atenção à afinação
Nota mais aguda: ⟦+147,25@max_g⟧; mais grave: ⟦−128,5@min_g⟧"""),
E('q_gap_2024', 'faithful', 'ja-JP placard',
  """【プラカード】
「窓開け平均たった⟦1.51@mean_g⟧ポイント！」
「最大⟦147.25@max_g⟧の窓を忘れるな！」
「標準偏差⟦34.54@std_g⟧、これが現実だ！」"""),
E('q_gap_2024', 'faithful', 'fr-FR findingaid',
  """INVENTAIRE — Fonds « Gaps d'ouverture 2024 »
Dossier A : écart moyen ⟦1,51@mean_g⟧ point
Dossier B : écart-type ⟦34,54@std_g⟧
Dossier C : extrêmes ⟦+147,25@max_g⟧ / ⟦−128,5@min_g⟧
Séances décrites : ⟦252@R.summary.rows_scanned⟧"""),
]
