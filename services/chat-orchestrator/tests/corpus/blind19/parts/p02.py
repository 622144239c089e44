"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'de-DE boxing',
  """Meine Damen und Herren! In der roten Ecke: das Börsenjahr 2024!
Bilanz: ⟦252@R.source_row_count⟧ Runden, davon nur ⟦0,40 %@value~value!⟧ im Plus beendet!
Ein Schwergewicht mit Abwärtsdrang! Ring frei!""",
  unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'invented', 'pt-BR bars',
  """NQ 2024 · pregões que fecharam em alta
███████████████▌░░░░░░░░░░░░░░░░ ⟦43,7%@value*100!⟧
base: ⟦252@R.source_row_count⟧ pregões"""),
E('q_up_pct_2024', 'miscomputed', 'ru-RU gossip',
  """СЕНСАЦИЯ! Источники сообщают: в 2024 году NQ закрывался ростом лишь в ⟦40,5\u00a0%@value*100⟧ сессий — а значит, падал в целых ⟦60,5\u00a0%@100-value*100!⟧! Аналитики в шоке, трейдеры пьют валерьянку."""),
E('q_up_pct_2024', 'faithful', 'ja-JP shanty',
  """🎵 ヨーホー、2024年の航海で
上げて終わった日は ⟦40.5%@value*100⟧
⟦252@R.source_row_count⟧日の波を越え
ヘイ、ホー、錨を上げろ！"""),
E('q_up_pct_2024', 'faithful', 'nl-NL yoda',
  """Omhoog gesloten, in 2024 slechts ⟦40,5%@value*100⟧ van de dagen zijn. Over ⟦252@R.source_row_count⟧ sessies gemeten, dat is. Meer dalers dan stijgers, hmm, ja."""),
E('q_up_pct_2024', 'faithful', 'zh-CN ticker',
  """NQ 2024 ▲ 上涨日占比 ⟦40.48%@value*100⟧ ▼ 下跌日居多 ｜ 样本 ⟦252@R.source_row_count⟧ 个交易日 ▲ 收阳不到一半 ▼"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL bars',
  """NQ, gemiddelde per handelsdag
range 2024   ████████████████▌ ⟦363,2@B.mean_range~A.mean_range!⟧ pt
volume 2023  ██████████████ ⟦201.034@A.mean_volume⟧
volume 2024  ██████████████ ⟦201.006@B.mean_volume⟧
(⟦250@A.count⟧ vs ⟦252@B.count⟧ dagen)"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN receipt',
  """收银小票 · NQ 年度对比
2023 日均振幅 ........ ⟦274.44@A.mean_range~B.mean_range!⟧ 点
2023 日均成交 ...... ⟦201,034@A.mean_volume⟧ 手
2024 日均成交 ...... ⟦201,006@B.mean_volume⟧ 手
交易日 ⟦250@A.count⟧ + ⟦252@B.count⟧
谢谢惠顾 15:30"""),
E('q_stats_2023_vs_2024', 'derived', 'pt-BR ticker',
  """▲ NQ 2023 amplitude média ⟦363,24@A.mean_range⟧ ▼ 2024: ⟦274,44@B.mean_range⟧ ▲ volume 2023 ⟦201.034@A.mean_volume⟧ ▼ 2024 ⟦201.006@B.mean_volume⟧ ▲ diferença: ⟦27,6@A.mean_volume-B.mean_volume!⟧ contratos/dia a mais em 2023 (cálculo meu) ▲"""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES dating',
  """Perfil: NQ · 2023 y 2024
Sobre mí: en 2023 era más intenso, rango medio de ⟦363,24@A.mean_range⟧ puntos; en 2024 me calmé a ⟦274,44@B.mean_range⟧. Volumen, el de siempre: ⟦201.034@A.mean_volume⟧ y ⟦201.006@B.mean_volume⟧ contratos al día.
Busco: alguien que me quiera en ambos años."""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB pycode',
  """# 2023 vs 2024, daily averages
# range:  ⟦363.24@A.mean_range⟧ -> ⟦274.44@B.mean_range⟧ pts (2024 calmer)
# volume: ⟦201,034@A.mean_volume⟧ -> ⟦201,006@B.mean_volume⟧ contracts (flat)
# sessions: ⟦250@A.count⟧ and ⟦252@B.count⟧
summary = {y: stats(df.loc[str(y)]) for y in (2023, 2024)}"""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL flashcard',
  """FISZKA — przód: 2023 czy 2024, kiedy NQ był bardziej zmienny?
tył: w 2023 — średni zasięg ⟦363,24@A.mean_range⟧ pkt wobec ⟦274,44@B.mean_range⟧ w 2024; wolumen prawie równy (⟦201\u00a0034@A.mean_volume⟧ i ⟦201\u00a0006@B.mean_volume⟧)."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'fr-FR shanty',
  """🎵 Hissez haut, matelots ! En 2023, ⟦14@R.summary.rows⟧ jours ont bondi de plus de 2 %,
le ⟦6 décembre@D:2023-12-06⟧ en tête : ⟦+3,32\u202f%@row('2023-12-06').chg⟧ !
Le ⟦15 juin@D:2023-06-15⟧, ⟦+2,98\u202f%@row('2023-06-15').chg~row('2023-06-06').chg!⟧, oh !
Et la moyenne, ⟦2,44\u202f%@R.summary.stats.chg.mean⟧, hissez haut !"""),
E('q_big_up_days_2023', 'wrong_sign', 'zh-CN ticker',
  """2023 收盘较开盘涨超2%的日子 ▲ 共⟦14@R.summary.rows⟧天 ▲ 最大 ⟦12月6日@D:2023-12-06⟧ ⟦−3.32%@row('2023-12-06').chg!⟧ ▲ 均值 ⟦+2.44%@R.summary.stats.chg.mean⟧ ▲ 首个 ⟦1月18日@D:2023-01-18⟧ ⟦+2.50%@row('2023-01-18').chg⟧ ▲"""),
E('q_big_up_days_2023', 'coincidental', 'en-US bars',
  """Biggest up days of 2023 (% close vs open)
⟦Dec 6@D:2023-12-06⟧  ████████████████▌ ⟦3.32%@row('2023-12-06').chg⟧
⟦Nov 7@D:2023-11-07⟧  ████████████████▍ ⟦3.30%@row('2023-11-07').chg!⟧
⟦Jun 6@D:2023-06-06⟧  ███████████████ ⟦2.98%@row('2023-06-06').chg⟧
mean of all ⟦14@R.summary.rows⟧: ⟦2.44%@R.summary.stats.chg.mean⟧"""),
E('q_big_up_days_2023', 'faithful', 'pt-BR http',
  """content-type: text/plain
x-linhas: ⟦14@R.summary.rows⟧

Dias de 2023 com alta > 2%: ⟦14@R.summary.rows⟧. Maior: ⟦06/12@D:2023-12-06⟧, ⟦+3,32%@row('2023-12-06').chg⟧. Primeiro: ⟦18/01@D:2023-01-18⟧, ⟦+2,50%@row('2023-01-18').chg⟧. Média: ⟦+2,44%@R.summary.stats.chg.mean⟧."""),
E('q_big_up_days_2023', 'faithful', 'es-ES tasklist',
  """- [x] Días de 2023 con cierre > 2 % sobre la apertura: ⟦14@R.summary.rows⟧
- [x] Mayor subida: ⟦6 de diciembre@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧[^1]
- [x] Media: ⟦+2,44 %@R.summary.stats.chg.mean⟧
- [ ] Revisar el ⟦7 de noviembre@D:2023-11-07⟧ (⟦+3,12 %@row('2023-11-07').chg⟧)

[^1]: de ⟦17.263@row('2023-12-06').open⟧ a ⟦17.836@row('2023-12-06').close⟧.""", allow=['1']),
E('q_big_up_days_2023', 'faithful', 'en-GB gossip',
  """EXCLUSIVE! Insiders whisper that the NQ had ⟦14@R.summary.rows⟧ days in 2023 when it closed more than 2% above the open — and the wildest, on ⟦6 December@D:2023-12-06⟧, jumped ⟦3.32%@row('2023-12-06').chg⟧! The average fling? A cheeky ⟦2.44%@R.summary.stats.chg.mean⟧."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_unit', 'it-IT yoda',
  """Correlati, volume e range non sono. ⟦0,051%@value~value!⟧ soltanto, la correlazione è. Su ⟦252@R.source_row_count⟧ sedute del 2024 misurato l'ho. Hmm.""",
  unit_note='a correlation coefficient quoted as a percent'),
E('q_corr_2024', 'misrounded', 'pt-BR boxing',
  """Senhoras e senhores! No corner azul, o VOLUME! No corner vermelho, a AMPLITUDE!
⟦252@R.source_row_count⟧ assaltos em 2024 e a correlação entre os dois… ⟦0,052@value!⟧!
Praticamente nenhuma! Empate técnico!"""),
E('q_corr_2024', 'invented', 'en-GB flashcard',
  """FRONT: Volume vs range correlation, 2024?
BACK: ⟦0.21@value!⟧ — weak but positive, over ⟦252@R.source_row_count⟧ sessions. Busier days are only slightly wider."""),
E('q_corr_2024', 'faithful', 'nl-NL http',
  """content-type: application/json
x-rijen: ⟦252@R.source_row_count⟧

{"correlatie": "⟦0,05@value⟧", "periode": "2024", "oordeel": "nauwelijks verband tussen volume en range"}"""),
E('q_corr_2024', 'faithful', 'es-ES dating',
  """Perfil: Volumen, 2024 💘
Busco: un rango que me corresponda.
Realidad: correlación de ⟦0,051@value⟧ en ⟦252@R.source_row_count⟧ sesiones. Casi nada.
Sigo buscando."""),
E('q_corr_2024', 'faithful', 'pl-PL receipt',
  """PARAGON NIEFISKALNY
Korelacja wolumen/zasięg 2024
SESJE ............ ⟦252@R.source_row_count⟧
KORELACJA ...... ⟦0,0512@value⟧
OCENA .... brak związku
Dziękujemy! 16:45"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'ru-RU ticker',
  """NQ 2024 · МЕСЯЧНЫЕ БАРЫ ▸ ЯНВ ▲ ⟦+1186,5@row('2024-01-31').change!⟧ ▸ АПР ▲ ⟦+1008@row('2024-04-30').change⟧ ▸ ИЮЛ ▼ ⟦−1374@row('2024-07-31').change⟧ ▸ ДЕК ▼ ⟦−621@row('2024-12-31').change⟧ ▸ ЗАКРЫТИЕ ГОДА ⟦8944@row('2024-12-31').close⟧ ▸"""),
E('q_monthly_2024', 'wrong_row', 'es-ES yoda',
  """Solo abril en positivo cerró: ⟦+1008@row('2024-04-30').change⟧ puntos. El peor, julio fue: ⟦−1374@row('2024-07-31').change⟧. En ⟦11.905@row('2024-09-30').close~row('2024-08-31').close!⟧ septiembre terminó, sí. Mucho que aprender, 2024 tiene."""),
E('q_monthly_2024', 'wrong_column', 'zh-CN boxing',
  """女士们先生们！红角：2024年的NQ！
全年只有4月赢下一回合，⟦+1,008@row('2024-04-30').change⟧点！
7月被重拳击倒，⟦−1,374@row('2024-07-31').change⟧点！
10月挣扎着收在 ⟦11,343.25@row('2024-10-31').close~row('2024-10-31').high!⟧！"""),
E('q_monthly_2024', 'faithful', 'it-IT gossip',
  """ESCLUSIVO! Il NQ ha passato un 2024 da dimenticare: undici mesi in rosso su dodici! Solo aprile ha sorriso (⟦+1.008@row('2024-04-30').change⟧ punti), mentre a luglio il crollo: ⟦−1.374@row('2024-07-31').change⟧. Chiusura di dicembre a ⟦8.944@row('2024-12-31').close⟧, sussurrano i ben informati."""),
E('q_monthly_2024', 'faithful', 'en-US tasklist',
  """- [x] Jan: opened ⟦17,578.75@row('2024-01-31').open⟧, closed ⟦16,392.25@row('2024-01-31').close⟧ (⟦−1,186.5@row('2024-01-31').change⟧)
- [x] Apr: the only up month, ⟦+1,008@row('2024-04-30').change⟧[^up]
- [x] Jul: worst, ⟦−1,374@row('2024-07-31').change⟧
- [x] Dec: year closed at ⟦8,944@row('2024-12-31').close⟧

[^up]: every other month of 2024 closed below its open."""),
E('q_monthly_2024', 'faithful', 'de-DE shanty',
  """🎵 Im Jahr 2024, o weh, da ging's bergab,
nur im April ein Plus von ⟦1.008@row('2024-04-30').change⟧,
im Juli fiel der Kurs um ⟦1.374@row('2024-07-31').change|neg⟧ — hol die Leine, Bootsmann! —
und im Dezember schloss er bei ⟦8.944@row('2024-12-31').close⟧, ahoi!"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_column', 'de-DE flashcard',
  """VORDERSEITE: Wie schloss die Woche vom ⟦22. Dezember@D:2024-12-22⟧?
RÜCKSEITE: bei ⟦8.926,25@row('2024-12-22').close~row('2024-12-22').low!⟧ Punkten, nach ⟦−352,75@row('2024-12-22').change⟧ in der Woche. Schwächste Woche bleibt die vom ⟦8. Dezember@D:2024-12-08⟧ (⟦−381,75@row('2024-12-08').change⟧)."""),
E('q_weekly_recent', 'wrong_sign', 'en-US yoda',
  """Red, most of the ⟦5@R.summary.rows⟧ weeks were, hmm. Worst, the week of ⟦Dec 8@D:2024-12-08⟧: ⟦−381.75@row('2024-12-08').change⟧. Even the ⟦Dec 29@D:2024-12-29⟧ week, ⟦−57.5@row('2024-12-29').change!⟧ it closed. Average ⟦−179.7@R.summary.stats.change.mean⟧, it is."""),
E('q_weekly_recent', 'misrounded', 'en-GB ticker',
  """NQ WEEKLY ▼ w/c ⟦8 Dec@D:2024-12-08⟧ ⟦−381.75@row('2024-12-08').change⟧ ▼ w/c ⟦22 Dec@D:2024-12-22⟧ ⟦−352.75@row('2024-12-22').change⟧, vol ⟦1,007k@row('2024-12-22').volume!⟧ ▲ w/c ⟦29 Dec@D:2024-12-29⟧ ⟦+57.50@row('2024-12-29').change⟧ ▼ w/c ⟦5 Jan@D:2025-01-05⟧ ⟦−205.50@row('2025-01-05').change⟧ · last ⟦8,837.25@row('2025-01-05').close⟧"""),
E('q_weekly_recent', 'faithful', 'es-ES http',
  """content-type: text/plain; charset=utf-8
x-filas: ⟦5@R.summary.rows⟧

Semanas recientes del NQ: cuatro de cinco en rojo. Peor: la del ⟦8 de diciembre@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧. Única verde: la del ⟦29 de diciembre@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧. Media semanal: ⟦−179,7@R.summary.stats.change.mean⟧.""",
  allow=['8']),
E('q_weekly_recent', 'faithful', 'pl-PL receipt',
  """PARAGON · NQ tygodniowo
⟦08.12@D:2024-12-08⟧  ⟦−381,75@row('2024-12-08').change⟧
⟦15.12@D:2024-12-15⟧   ⟦−16,00@row('2024-12-15').change⟧
⟦22.12@D:2024-12-22⟧  ⟦−352,75@row('2024-12-22').change⟧
⟦29.12@D:2024-12-29⟧   ⟦+57,50@row('2024-12-29').change⟧
⟦05.01@D:2025-01-05⟧  ⟦−205,50@row('2025-01-05').change⟧
ŚREDNIO ⟦−179,70@R.summary.stats.change.mean⟧
ZAMKNIĘCIE ⟦8837,25@row('2025-01-05').close⟧"""),
E('q_weekly_recent', 'faithful', 'ja-JP gossip',
  """【独占スクープ】NQ、ここ⟦5@R.summary.rows⟧週はほぼ下げっぱなしと関係者！⟦12月8日@D:2024-12-08⟧の週は⟦−381.75@row('2024-12-08').change⟧、唯一の上げは⟦12月29日@D:2024-12-29⟧の週（⟦+57.5@row('2024-12-29').change⟧）。週平均は⟦−179.7@R.summary.stats.change.mean⟧だとか…。"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'it-IT pycode',
  '''def gap_apertura_2024(df):
    """Gap di apertura del NQ nel 2024.

    media ⟦1,51@mean_g⟧ pt; minimo ⟦−128,5@min_g⟧;
    deviazione standard ⟦147,25@std_g~max_g!⟧ pt.
    """
    return df.open - df.close.shift()'''),
E('q_gap_2024', 'wrong_sign', 'en-US gossip',
  """Psst — the 2024 opens were pure drama! Biggest gap up ⟦+147.25@max_g⟧, biggest gap down ⟦−128.5@min_g⟧, and on average the NQ opened ⟦−1.51@mean_g!⟧ points below the prior close, insiders whisper. Typical swing (std): ⟦34.54@std_g⟧."""),
E('q_gap_2024', 'wrong_unit', 'fr-FR shanty',
  """🎵 Oh, les matins de 2024, les gaps dansaient sur l'eau,
en moyenne à peine ⟦1,51@mean_g⟧ point,
le plus haut bondit de ⟦147,25\u202f%@max_g~max_g!⟧, ho !
le plus bas plongea de ⟦128,5@min_g|neg⟧ — hissez, matelots !""",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'faithful', 'zh-CN yoda',
  """平均开盘跳空，仅 ⟦+1.51@mean_g⟧ 点，是。最大向上，⟦147.25@max_g⟧；最大向下，⟦−128.5@min_g⟧。标准差 ⟦34.54@std_g⟧，嗯。2024年，跳空不大也。"""),
E('q_gap_2024', 'faithful', 'pt-BR tasklist',
  """- [x] Gap médio de abertura em 2024: ⟦+1,51@mean_g⟧ pt
- [x] Maior gap de alta: ⟦+147,25@max_g⟧
- [x] Maior gap de baixa: ⟦−128,5@min_g⟧
- [x] Desvio-padrão: ⟦34,54@std_g⟧[^g]

[^g]: abertura menos fechamento anterior."""),
E('q_gap_2024', 'faithful', 'es-ES boxing',
  """¡Damas y caballeros! ¡En esta esquina, el GAP AL ALZA más grande de 2024: ⟦+147,25@max_g⟧ puntos! ¡Y en la otra, el GAP A LA BAJA: ⟦−128,5@min_g⟧! Media de la temporada: apenas ⟦1,51@mean_g⟧. Desviación típica: ⟦34,54@std_g⟧. ¡Que empiece el combate!"""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'de-DE http',
  """content-type: text/plain
x-treffer: ⟦63@R.summary.rows⟧

RSI(14) < 30 an ⟦63@R.summary.rows⟧ Tagen 2024. Erster Treffer: ⟦24.01.@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧). Am ⟦29.01.@D:2024-01-29⟧ lag der RSI bei ⟦23,67@row('2024-01-29').rsi~row('2024-01-30').rsi!⟧."""),
E('q_rsi_oversold_2024', 'wrong_column', 'en-GB bars',
  """Oversold days 2024, RSI(14)
⟦24 Jan@D:2024-01-24⟧    ████████▍ ⟦25.14@row('2024-01-24').rsi⟧
⟦30 Jan@D:2024-01-30⟧    ███████▉ ⟦23.67@row('2024-01-30').rsi⟧
⟦8 Feb@D:2024-02-08⟧     ███████▉ ⟦23.71@row('2024-02-08').rsi⟧
average of ⟦63@R.summary.rows⟧ ██████▌ ⟦19.49@R.summary.stats.rsi.mean~R.summary.stats.rsi.min!⟧"""),
E('q_rsi_oversold_2024', 'invented', 'ja-JP gossip',
  """【独占スクープ】関係者によると、NQは2024年にRSI(14)が30を割った日が⟦63@R.summary.rows⟧日も！最初は⟦1月24日@D:2024-01-24⟧、そして⟦2月8日@D:2024-02-08⟧にはRSIが⟦21.35@row('2024-02-08').rsi!⟧まで沈んだという…。"""),
E('q_rsi_oversold_2024', 'coincidental', 'nl-NL shanty',
  """🎵 Hijs de zeilen, jongens, de RSI zakt weg!
Op ⟦24 januari@D:2024-01-24⟧: ⟦25,14@row('2024-01-24').rsi⟧ — hou je vast!
Op ⟦8 februari@D:2024-02-08⟧: ⟦25,28@row('2024-02-08').rsi!⟧, jo-ho,
drieënzestig dagen onder de 30, hijs op!"""),
E('q_rsi_oversold_2024', 'faithful', 'en-US pycode',
  """# RSI(14) < 30 in 2024: ⟦63@R.summary.rows⟧ days
# first hit ⟦2024-01-24@D:2024-01-24⟧ (RSI ⟦25.14@row('2024-01-24').rsi⟧, close ⟦16,672.75@row('2024-01-24').close⟧)
# deepest ⟦19.49@R.summary.stats.rsi.min⟧; last hit ⟦2024-12-20@D:2024-12-20⟧ (⟦29.09@R.summary.last.rsi⟧)
oversold = df[df.rsi < 30]"""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES tasklist',
  """- [x] Días con RSI(14) < 30 en 2024: ⟦63@R.summary.rows⟧
- [x] Primero: ⟦24 de enero@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧)
- [x] Mínimo del año: ⟦19,49@R.summary.stats.rsi.min⟧
- [x] Último: ⟦20 de diciembre@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧)[^rsi]
- [ ] Backtest de compra

[^rsi]: RSI sobre el cierre diario."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_row', 'fr-FR ticker',
  """NQ 2024 · AMPLITUDE MOYENNE PAR TRIMESTRE ▸ T1 ▲ ⟦320,64@row(1).mean_range⟧ pts ▸ T3 ▼ ⟦314,87@row(3).mean_range~row(2).mean_range!⟧ ▸ T4 ▼ ⟦201,62@row(4).mean_range⟧ ▸ le marché se calme ▸"""),
E('q_quarter_range_2024', 'wrong_column', 'en-US gossip',
  """Sources say Q4 was the shy one of 2024: an average daily range of just ⟦389@row(4).mean_range~row(4).max_range!⟧ points, while Q1 ran hot at ⟦320.64@row(1).mean_range⟧ and partied up to ⟦585.5@row(1).max_range⟧. Who cooled the NQ down? We're on it."""),
E('q_quarter_range_2024', 'miscomputed', 'it-IT receipt',
  """SCONTRINO · NQ 2024
range medio per trimestre
Q1 .............. ⟦320,64@row(1).mean_range⟧
Q2 .............. ⟦314,87@row(2).mean_range⟧
Q3 .............. ⟦263,41@row(3).mean_range⟧
Q4 .............. ⟦201,62@row(4).mean_range⟧
DIFF. Q1−Q4 ..... ⟦129,02@row(1).mean_range-row(4).mean_range!⟧
Grazie e arrivederci 18:04"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL boxing',
  """Dames en heren! In de rode hoek: het eerste kwartaal, gemiddeld ⟦320,64@row(1).mean_range⟧ punten range! In de blauwe hoek: het vierde kwartaal, amper ⟦201,62@row(4).mean_range⟧! Elk kwartaal rustiger dan het vorige. Let's get ready to rumble!"""),
E('q_quarter_range_2024', 'faithful', 'ja-JP flashcard',
  """【表】2024年、四半期ごとの平均値幅は？
【裏】第1四半期 ⟦320.64@row(1).mean_range⟧ → 第2四半期 ⟦314.87@row(2).mean_range⟧ → 第3四半期 ⟦263.41@row(3).mean_range⟧ → 第4四半期 ⟦201.62@row(4).mean_range⟧（ポイント）。四半期ごとに縮小。""",
  allow=['1', '2', '3', '4']),
E('q_quarter_range_2024', 'faithful', 'de-DE yoda',
  """Am wildesten das erste Quartal war: ⟦320,64@row(1).mean_range⟧ Punkte Spanne im Schnitt. Ruhiger jedes Quartal wurde, bis ⟦201,62@row(4).mean_range⟧ im vierten. Beruhigt sich der Markt, hmm, ja."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'nl-NL yoda',
  """Het hoogst, de slotkoers op ⟦18.946@max_close⟧ stond. Het laagst, ⟦17.553,5@min_close~last_close!⟧ was het. Een sterk jaar, 2023 lijkt, hmm."""),
E('q_close_extremes_2023', 'derived', 'ru-RU shanty',
  """🎵 Йо-хо-хо, в двадцать третьем году
выше всех закрылись на ⟦18\u00a0946@max_close⟧,
ниже всех — ⟦15\u00a0875,25@min_close⟧,
а разброс, по моему счёту, ⟦3070,75@max_close-min_close!⟧ — эх, поднимай паруса!"""),
E('q_close_extremes_2023', 'misrounded', 'de-DE http',
  """content-type: text/plain
content-language: de

NQ Schlusskurse 2023
Hoch: ⟦18.946@max_close⟧
Tief: ⟦15.876@min_close!⟧
Jahresende: ⟦17.553,5@last_close⟧"""),
E('q_close_extremes_2023', 'faithful', 'ja-JP pycode',
  """# 2023年の終値（日足）
# 最高値: ⟦18,946.00@max_close⟧
# 最安値: ⟦15,875.25@min_close⟧
# 年末: ⟦17,553.50@last_close⟧
closes = df.loc["2023", "close"]"""),
E('q_close_extremes_2023', 'faithful', 'it-IT flashcard',
  """FRONTE: Chiusure estreme del NQ nel 2023?
RETRO: massima ⟦18.946@max_close⟧, minima ⟦15.875,25@min_close⟧; ultima chiusura dell'anno ⟦17.553,5@last_close⟧."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR receipt',
  """TICKET DE CAISSE — NQ 2023
Clôture la plus haute ..... ⟦18\u202f946,00@max_close⟧
Clôture la plus basse ..... ⟦15\u202f875,25@min_close⟧
Dernière clôture .......... ⟦17\u202f553,50@last_close⟧
Merci de votre visite ! 17:30"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE pycode',
  """# Volatilität 2024: H1 vs H2
# H1: Spanne Ø ⟦317,71@A.mean_range⟧ Pkt, max ⟦585,5@A.max_range⟧
# H2: Spanne Ø ⟦232,52@B.mean_range⟧ Pkt, max ⟦585,5@B.max_range~A.max_range!⟧
h1, h2 = df["2024-01":"2024-06"], df["2024-07":"2024-12"]"""),
E('q_h1_vs_h2_2024', 'derived', 'fr-FR http',
  """content-type: text/plain
content-language: fr

S1 2024 : amplitude moyenne ⟦317,71@A.mean_range⟧ points (⟦124@A.R.source_row_count⟧ séances) ; S2 : ⟦232,52@B.mean_range⟧ (⟦128@B.R.source_row_count⟧). Le premier semestre était plus agité : ⟦+85,19@A.mean_range-B.mean_range!⟧ points de plus en moyenne, calcul maison."""),
E('q_h1_vs_h2_2024', 'coincidental', 'pl-PL gossip',
  """PLOTKI Z PARKIETU! Pierwsze półrocze 2024 było dzikie: średni zasięg ⟦317,71@A.mean_range⟧ pkt w ⟦131@A.R.source_row_count!⟧ sesjach, a rekord — ⟦585,5@A.max_range⟧! Drugie półrocze uspokoiło się do ⟦232,52@B.mean_range⟧, szepczą nasi informatorzy."""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT ticker',
  """NQ 2024 ▸ 1° SEMESTRE range medio ▲ ⟦317,71@A.mean_range⟧ · max ⟦585,5@A.max_range⟧ ▸ 2° SEMESTRE ▼ ⟦232,52@B.mean_range⟧ · max ⟦507,5@B.max_range⟧ ▸ più volatile il primo ▸"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US flashcard',
  """FRONT: Was H1 2024 more volatile than H2?
BACK: Yes. Average daily range ⟦317.71@A.mean_range⟧ pts in H1 vs ⟦232.52@B.mean_range⟧ in H2 (⟦124@A.R.source_row_count⟧ vs ⟦128@B.R.source_row_count⟧ sessions)."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR shanty',
  """🎵 No primeiro semestre o mar bateu forte,
⟦317,71@A.mean_range⟧ de amplitude, ê-ô!
No segundo acalmou, ⟦232,52@B.mean_range⟧ só,
e a maior onda foi de ⟦585,5@A.max_range⟧ — iça a vela!"""),
]
