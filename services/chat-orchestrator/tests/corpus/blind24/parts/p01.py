"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'wrong_unit', 'pt-BR crowdfund',
  """📣 ATUALIZAÇÃO #2 — campanha "Amplitude NQ"
Amplitude média diária dos últimos 20 pregões: ⟦187,6%@value~value!⟧ 🎉
Meta batida! Obrigado a todos os apoiadores.""",
  allow=['2'], unit_note='index points quoted as a percent'),
E('q_range_last20', 'invented', 'de-DE orgchart',
  """ORGANIGRAMM — Abteilung Tagesspanne
Leitung: Ø Spanne (Hoch − Tief) der letzten 20 Sitzungen
├── Wert: ⟦193,4@value!⟧ Punkte
└── Datenbasis: ⟦20@R.source_row_count⟧ Tage"""),
E('q_range_last20', 'misrounded', 'it-IT capsule',
  """Capsula del tempo — da aprire nel 2029
Caro lettore, negli ultimi 20 giorni di contrattazione il NQ si è mosso in media di ⟦187@value!⟧ punti al giorno tra massimo e minimo.
Chissà se oggi ti sembra tanto. Un abbraccio!"""),
E('q_range_last20', 'faithful', 'nl-NL seedpacket',
  """ZAADZAKJE — NQ „Dagbereik” (ras: laatste 20)
Gemiddelde hoogte (hoog − laag): ⟦187,6@value⟧ punten
Aantal planten in de proef: ⟦20@R.source_row_count⟧
Zaaien: direct in de markt. Kiemtijd: onbekend."""),
E('q_range_last20', 'faithful', 'es-ES plaque',
  """ESTE BANCO FUE DONADO POR
LAS ÚLTIMAS 20 SESIONES DEL NQ,
con un rango diario medio de ⟦187,6@value⟧ puntos.
¡Gracias por su generosidad!"""),
E('q_range_last20', 'faithful', 'fr-FR tvguide',
  """PROGRAMME TV — NQ Direct
20:50 « Vingt séances » (documentaire)
Au menu : une amplitude moyenne de ⟦187,6@value⟧ points par jour, du plus haut au plus bas.
22:30 Débat. ★★★"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'fr-FR tvguide',
  """PROGRAMME TV — Ce soir sur NQ Direct
20:50 « Une année d'amplitudes » (2024, ⟦252@count⟧ séances)
La séance médiane : ⟦274,44@median_range~mean_range!⟧ points ; record à ⟦585,5@max_range⟧.
22:40 Rediffusion."""),
E('q_range_stats_2024', 'derived', 'zh-CN orgchart',
  """【2024 日内波幅 · 组织架构图】
总负责：均值 ⟦274.44@mean_range⟧ 点
├─ 最大：⟦585.5@max_range⟧ 点
├─ 最小：⟦116.5@min_range⟧ 点
└─ 极差（自己算的）：⟦469@max_range-min_range!⟧ 点"""),
E('q_range_stats_2024', 'coincidental', 'en-US origami',
  """ORIGAMI: THE 2024 RANGE CRANE
1. Start with ⟦252@count⟧ sheets, one per session.
2. Valley-fold at the median: ⟦272@median_range!⟧ pts.
3. Stretch the wings to the max, ⟦585.5@max_range⟧ pts.
4. Tuck the tail at the min, ⟦116.5@min_range⟧ pts."""),
E('q_range_stats_2024', 'faithful', 'ja-JP capsule',
  """タイムカプセルの手紙 — 2029年の自分へ
2024年のNQは、一日の値幅が平均⟦274.44@mean_range⟧ポイント、中央値⟦267.25@median_range⟧ポイントだったよ。
いちばん荒れた日は⟦585.5@max_range⟧ポイント。覚えてる？"""),
E('q_range_stats_2024', 'faithful', 'es-ES seedpacket',
  """SOBRE DE SEMILLAS — Variedad «Rango 2024»
Altura media: ⟦274,44@mean_range⟧ pts · Mediana: ⟦267,25@median_range⟧ pts
Planta más alta: ⟦585,5@max_range⟧ · más baja: ⟦116,5@min_range⟧
Germinación: ⟦252@count⟧ sesiones"""),
E('q_range_stats_2024', 'faithful', 'pt-BR crowdfund',
  """📣 ATUALIZAÇÃO #5 — Amplitude 2024
Apoiadores (pregões): ⟦252@count⟧
Média: ⟦274,44@mean_range⟧ pts | Mediana: ⟦267,25@median_range⟧ pts
Recorde: ⟦585,5@max_range⟧ pts 🚀 Obrigado!""",
  allow=['5']),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pl-PL crowdfund',
  """AKTUALIZACJA #4 — zbiórka „Zmienność dni tygodnia 2024”
🏆 Lider: środa, ⟦278,675@row('Wednesday').mean_range⟧ pkt średniego zakresu
Najspokojniej: poniedziałek, ⟦272,17@row('Monday').mean_range~row('Tuesday').mean_range!⟧ pkt
Dziękujemy wspierającym!""",
  allow=['4']),
E('q_dow_range_2024', 'misrounded', 'en-GB seedpacket',
  """SEED PACKET — "Weekday Range" mix, 2024 season
Tallest variety: Wednesday, ⟦278.675@row('Wednesday').mean_range⟧ pts
Runner-up: Friday, ⟦278.25@row('Friday').mean_range!⟧ pts
Shortest: Monday, ⟦269.41@row('Monday').mean_range⟧ pts
Sow in full sun."""),
E('q_dow_range_2024', 'miscomputed', 'ru-RU origami',
  """ОРИГАМИ «Неделя 2024»
1. Сложите лист по средам: ⟦278,675@row('Wednesday').mean_range⟧ пункта.
2. Отогните понедельник: ⟦269,41@row('Monday').mean_range⟧.
3. Разница между складками — ⟦10,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ пункта."""),
E('q_dow_range_2024', 'faithful', 'ja-JP findingaid',
  """目録　NQ曜日別値幅資料（2024年）
第一系列：水曜日　平均値幅⟦278.675@row('Wednesday').mean_range⟧pt（最大）
第五系列：月曜日　⟦269.41@row('Monday').mean_range⟧pt（最小）
閲覧：制限なし"""),
E('q_dow_range_2024', 'faithful', 'de-DE placard',
  """DEMO-SCHILDER 🪧
„MITTWOCH IST KEIN RUHETAG!“ — Ø-Spanne ⟦278,675@row('Wednesday').mean_range⟧ Punkte
„MONTAGE SIND ZAHM“ — nur ⟦269,41@row('Monday').mean_range⟧
„FREITAG DICHT DRAN: ⟦278,26@row('Friday').mean_range⟧!“"""),
E('q_dow_range_2024', 'faithful', 'zh-CN orgchart',
  """【2024 星期波幅组织图】
董事长：周三 ⟦278.7@row('Wednesday').mean_range⟧ 点
├─ 副手：周五 ⟦278.26@row('Friday').mean_range⟧ 点
├─ 周四 ⟦273.53@row('Thursday').mean_range⟧ · 周二 ⟦272.17@row('Tuesday').mean_range⟧
└─ 末位：周一 ⟦269.41@row('Monday').mean_range⟧ 点"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'nl-NL bowling',
  """BOWLING — SCOREBLAD NQ 2023 (baan B)
Speler     | stijgdagen
September  | ⟦70 %@row('September').pct_up*100⟧  X X X
Januari    | ⟦68 %@row('January').pct_up*100~row('October').pct_up*100!⟧  X /
November   | ⟦38,1 %@row('November').pct_up*100⟧  – –"""),
E('q_month_up_2023', 'invented', 'en-GB placard',
  """PLACARDS FOR THE 2023 BULL RALLY
"SEPTEMBER: ⟦70%@row('September').pct_up*100⟧ UP DAYS — BEST MONTH!"
"OCTOBER: ⟦62.9%@row('October').pct_up*100!⟧ AND PROUD"
"NOVEMBER, ONLY ⟦38.1%@row('November').pct_up*100⟧? SHAME!\""""),
E('q_month_up_2023', 'derived', 'en-US crowdfund',
  """📣 Update #7: 2023 up-day tracker
Best month: September, ⟦70%@row('September').pct_up*100⟧ of sessions closed green.
Worst: November at ⟦38.1%@row('November').pct_up*100⟧.
Gap between them (my own subtraction): ⟦31.9@row('September').pct_up*100-row('November').pct_up*100!⟧ points. Thanks, backers!""",
  allow=['7']),
E('q_month_up_2023', 'faithful', 'ru-RU tvguide',
  """ТЕЛЕПРОГРАММА · канал «NQ ТВ»
19:00 «Сентябрь — месяц быков»: ⟦70 %@row('September').pct_up*100⟧ дней роста
20:30 «Октябрь не отстаёт»: ⟦68,2 %@row('October').pct_up*100⟧
22:00 «Ноябрьская хандра»: ⟦38,1 %@row('November').pct_up*100⟧"""),
E('q_month_up_2023', 'faithful', 'de-DE findingaid',
  """FINDBUCH — Bestand NQ, Aufwärtstage 2023
Serie A: September, Anteil ⟦70 %@row('September').pct_up*100⟧ (höchster Wert)
Serie B: Oktober, ⟦68,18 %@row('October').pct_up*100⟧
Serie K: November, ⟦38,1 %@row('November').pct_up*100⟧ (niedrigster)
Umfang: ⟦250@R.source_row_count⟧ Sitzungen"""),
E('q_month_up_2023', 'faithful', 'ja-JP fantasy',
  """【トレード提案】NQリーグ2023
あなたが受け取る：9月（上昇日比率⟦70%@row('September').pct_up*100⟧）
あなたが出す：11月（⟦38.1%@row('November').pct_up*100⟧）
おまけに10月（⟦68.18%@row('October').pct_up*100⟧）も付けます！　承認／拒否"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'es-ES fantasy',
  """PROPUESTA DE TRASPASO — Liga NQ 2024
Recibes: el ⟦24/01@D:2024-01-24⟧ (rango ⟦585,5@row('2024-01-24').range⟧ pts), el día más ancho
Entregas: el ⟦31/05@D:2024-05-31⟧ (rango ⟦541,5@row('2024-05-31').range⟧; apertura ⟦14.601,5@row('2024-05-31').open~row('2024-05-31').close!⟧)
¿Aceptas? ✅ / ❌"""),
E('q_widest_2024', 'coincidental', 'en-GB plaque',
  """THIS BENCH IS DEDICATED TO
THE FIVE WIDEST SESSIONS OF 2024,
led by ⟦24 January@D:2024-01-24⟧ (⟦585.5@row('2024-01-24').range⟧ pts)
and closed by ⟦1 May@D:2024-05-01⟧ (⟦543@row('2024-05-01').range!⟧ pts)
— donated by the Volatility Society"""),
E('q_widest_2024', 'misrounded', 'ja-JP seedpacket',
  """【種袋】NQ 2024年「大振り」品種
最大草丈：⟦585.5@row('2024-01-24').range⟧pt（⟦1月24日@D:2024-01-24⟧）
上位五株の平均草丈：⟦534@stats.range.mean!⟧pt
まき時：荒れ相場の日"""),
E('q_widest_2024', 'faithful', 'en-US findingaid',
  """FINDING AID — NQ Widest Sessions, 2024
Series I: ⟦Jan 24@D:2024-01-24⟧ (range ⟦585.5@row('2024-01-24').range⟧; open ⟦17,188.75@row('2024-01-24').open⟧, close ⟦16,672.75@row('2024-01-24').close⟧)
Series V: ⟦May 1@D:2024-05-01⟧ (range ⟦484.5@row('2024-05-01').range⟧)
Extent: ⟦5@R.summary.rows⟧ folders."""),
E('q_widest_2024', 'faithful', 'fr-FR orgchart',
  """ORGANIGRAMME — Séances les plus larges 2024
Direction : ⟦24 janvier@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ points
├─ ⟦17 mai@D:2024-05-17⟧ : ⟦555,25@row('2024-05-17').range⟧
├─ ⟦31 mai@D:2024-05-31⟧ : ⟦541,5@row('2024-05-31').range⟧
└─ moyenne du bureau : ⟦534,85@stats.range.mean⟧"""),
E('q_widest_2024', 'faithful', 'ru-RU bowling',
  """БОУЛИНГ · протокол «Самые широкие дни 2024»
⟦24 января@D:2024-01-24⟧ — ⟦585,5@row('2024-01-24').range⟧  X X X
⟦5 июля@D:2024-07-05⟧ — ⟦507,5@row('2024-07-05').range⟧  X /
⟦1 мая@D:2024-05-01⟧ — ⟦484,5@row('2024-05-01').range⟧  –
Игроков в протоколе: ⟦5@R.summary.rows⟧"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'es-ES bowling',
  """HOJA DE PUNTUACIÓN · BOLERA NQ (últimas 10 sesiones)
Peor tirada: ⟦20/12@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧  –
Mejor tirada: ⟦23/12@D:2024-12-23⟧, ⟦−91@row('2024-12-23').change!⟧  X
Media: ⟦−57,8@stats.change.mean⟧ por sesión"""),
E('q_last10_change', 'coincidental', 'nl-NL placard',
  """SPANDOEKEN OP HET DAMRAK 🪧
„⟦24 DECEMBER@D:2024-12-24⟧: MAAR ⟦150.338@row('2024-12-24').volume!⟧ CONTRACTEN — IEDEREEN MET KERSTVAKANTIE?”
„⟦20 DECEMBER@D:2024-12-20⟧: ⟦−178,25@row('2024-12-20').change⟧ — WIJ PROTESTEREN!”"""),
E('q_last10_change', 'wrong_column', 'it-IT fantasy',
  """PROPOSTA DI SCAMBIO — Fantaborsa NQ
Ricevi: ⟦23 dicembre@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧ punti, il migliore)
Cedi: ⟦31 dicembre@D:2024-12-31⟧ (⟦−175,5@row('2024-12-31').change⟧, minimo a ⟦8.944@row('2024-12-31').low~row('2024-12-31').close!⟧)
Accetti? Sì / No"""),
E('q_last10_change', 'faithful', 'de-DE plaque',
  """GESTIFTET VON DEN LETZTEN ZEHN HANDELSTAGEN
Bester Spender: ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@row('2024-12-23').change⟧ Punkten
Größter Verlust am ⟦20.12.@D:2024-12-20⟧: ⟦−178,25@row('2024-12-20').change⟧
Im Schnitt ⟦−57,8@stats.change.mean⟧ — trotzdem herzlichen Dank!"""),
E('q_last10_change', 'faithful', 'pl-PL origami',
  """ORIGAMI „Dziesięć sesji”
1. Zegnij kartkę w dół o ⟦173@row('2024-12-18').change|neg⟧ pkt (⟦18 grudnia@D:2024-12-18⟧).
2. Zagięcie w górę: ⟦+91@row('2024-12-23').change⟧ (⟦23 grudnia@D:2024-12-23⟧).
3. Zamknięcie ⟦2 stycznia@D:2025-01-02⟧: ⟦8837,25@row('2025-01-02').close⟧."""),
E('q_last10_change', 'faithful', 'en-US orgchart',
  """ORG CHART — Last 10 Sessions
Head of Gains: ⟦Dec 23@D:2024-12-23⟧, ⟦+91.00@row('2024-12-23').change⟧
├── Deputy: ⟦Dec 30@D:2024-12-30⟧, ⟦+69.25@row('2024-12-30').change⟧
└── Head of Losses: ⟦Dec 20@D:2024-12-20⟧, ⟦−178.25@row('2024-12-20').change⟧
Team average: ⟦−57.80@stats.change.mean⟧/day"""),
E('q_last10_change', 'faithful', 'en-GB capsule',
  """Time-capsule letter, sealed 2025 — open in 2029
Dear whoever you are,
The year ended on a sour note: ⟦31 December@D:2024-12-31⟧ lost ⟦175.5@row('2024-12-31').change|neg⟧ points, and the last close we saw was ⟦8,837.25@row('2025-01-02').close⟧ on ⟦2 January@D:2025-01-02⟧.
Hope it's higher where you are."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'zh-CN origami',
  """【折纸 · 年度成交量】
1. 先折 2024 年：日均 ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ 手（⟦252@row(2024).count⟧ 天）
2. 再折 2025 年：只有 ⟦1@row(2025).count⟧ 天，⟦201,902@row(2025).mean_volume⟧ 手
3. 对齐边角即成。"""),
E('q_year_volume', 'wrong_year', 'ru-RU orgchart',
  """ОРГСТРУКТУРА «Объём по годам»
Руководитель: 2025 — ⟦201\u00a0902@row(2025).mean_volume⟧ (одна сессия)
├── 2023 — ⟦201\u00a0006@row(2023).mean_volume~row(2024).mean_volume!⟧ контрактов в среднем за день
└── 2024 — почти столько же, ⟦252@row(2024).count⟧ сессии"""),
E('q_year_volume', 'derived', 'de-DE capsule',
  """ZEITKAPSEL — Brief an 2029
Liebe Finderin, lieber Finder,
2023 liefen im Schnitt ⟦201.034@row(2023).mean_volume⟧ Kontrakte pro Tag, an ⟦250@row(2023).count⟧ Tagen — zusammen also rund ⟦50,26 Mio.@row(2023).mean_volume*row(2023).count!⟧ (selbst ausgerechnet).
2024 war fast genauso."""),
E('q_year_volume', 'faithful', 'en-GB bowling',
  """BOWLING SCORE SHEET — Lane C, "Average Daily Volume"
2023 | X X / | ⟦201,034@row(2023).mean_volume⟧
2024 | X / – | ⟦201,006@row(2024).mean_volume⟧
2025 | X     | ⟦201,902@row(2025).mean_volume⟧ (just ⟦1@row(2025).count⟧ frame so far)"""),
E('q_year_volume', 'faithful', 'nl-NL findingaid',
  """ARCHIEFINVENTARIS — NQ-volumes per jaar
Inv.nr. A: 2023, gemiddeld ⟦201.034@row(2023).mean_volume⟧ contracten/dag (⟦250@row(2023).count⟧ dagen)
Inv.nr. B: 2024, ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ dagen)
Inv.nr. C: 2025, ⟦201.902@row(2025).mean_volume⟧ — één dag"""),
E('q_year_volume', 'faithful', 'ja-JP crowdfund',
  """【活動報告 #3】年別の平均出来高
2023年：⟦201,034@row(2023).mean_volume⟧枚／日
2024年：⟦201,006@row(2024).mean_volume⟧枚／日（ほぼ横ばい）
2025年：⟦201,902@row(2025).mean_volume⟧枚（まだ一日分）
ご支援ありがとうございます！""",
  allow=['3']),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'miscomputed', 'en-US seedpacket',
  """SEED PACKET — "Closing Hour" Sunflower (RTH, last 20 days)
Tallest bloom: 15:00–15:59, ⟦19,373@row('15:00').mean_volume⟧ contracts/hr
Opening bloom: 09:00–09:59, ⟦17,542@row('09:00').mean_volume⟧
Height advantage: ⟦2,831@row('15:00').mean_volume-row('09:00').mean_volume!⟧ contracts. Plant in full sun."""),
E('q_rth_hour_volume', 'derived', 'es-ES findingaid',
  """INVENTARIO — Fondo «Volumen RTH por horas»
Serie A: franja 15:00–15:59, media ⟦19.373,22@row('15:00').mean_volume⟧
Serie H: franja 16:00–16:59, media ⟦5808,33@row('16:00').mean_volume⟧
Nota del archivero (cálculo propio): diferencia ⟦13.564,89@row('15:00').mean_volume-row('16:00').mean_volume!⟧
Registros: ⟦154@R.source_row_count⟧"""),
E('q_rth_hour_volume', 'invented', 'zh-CN capsule',
  """【时间胶囊 · 写给2029年的你】
最近二十个交易日，常规时段里成交最旺的是15:00这一小时，平均⟦21,460@row('15:00').mean_volume!⟧手；
最冷清的是16:00，只有⟦5,808@row('16:00').mean_volume⟧手。"""),
E('q_rth_hour_volume', 'faithful', 'de-DE choir',
  """CHORPROBE — Notizen (RTH-Stunden, letzte 20 Tage)
Sopran (15:00): forte, ⟦19.373@row('15:00').mean_volume⟧ Kontrakte
Alt (09:00): ⟦17.542@row('09:00').mean_volume⟧
Bass (16:00): nur ⟦5.808@row('16:00').mean_volume⟧ — bitte lauter!
Nächste Probe ab Buchstabe C."""),
E('q_rth_hour_volume', 'faithful', 'pt-BR plaque',
  """PLACA DE AGRADECIMENTO
À hora das 15:00, maior doadora de volume do pregão regular:
média de ⟦19.373,22@row('15:00').mean_volume⟧ contratos nos últimos 20 dias.
Menção honrosa às 16:00: ⟦5.808,33@row('16:00').mean_volume⟧."""),
E('q_rth_hour_volume', 'faithful', 'ja-JP tvguide',
  """【番組表】NQチャンネル
15:00 「大引け前の熱狂」 平均出来高⟦19,373@row('15:00').mean_volume⟧枚
09:00 「寄り付き」 ⟦17,542@row('09:00').mean_volume⟧枚
16:00 「静かな延長戦」 ⟦5,808@row('16:00').mean_volume⟧枚"""),
]
