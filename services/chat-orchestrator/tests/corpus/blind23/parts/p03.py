"""Market-data queries, part 3 (q_rsi_oversold_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_column', 'ja-JP bulletin',
  """教会だより　NQ 2024年「売られすぎ」の記録
RSI(14) が30を下回った日：⟦63@R.summary.rows⟧日
平均 RSI：⟦19.49@stats.rsi.mean~stats.rsi.min!⟧
初日 ⟦1月24日@D:2024-01-24⟧（⟦25.14@row('2024-01-24').rsi⟧）、最終日 ⟦12月20日@D:2024-12-20⟧（⟦29.09@row('2024-12-20').rsi⟧）
主の平安がありますように。"""),
E('q_rsi_oversold_2024', 'invented', 'de-DE karaoke',
  """♪ KARAOKE „Überverkauft“ (NQ, RSI 14, 2024)
▶ Am ⟦14. März@D:2024-03-14⟧ sank die Kurve …
▶ auf ⟦27,12@row('2024-03-14').rsi!⟧, unter die 30 …
▶ Schlusskurs ⟦15.067@row('2024-03-14').close⟧ – yeah!
[ 01:45 ]"""),
E('q_rsi_oversold_2024', 'coincidental', 'nl-NL pivot',
  """Rijlabels | Slot | Gem. van RSI(14)
⟦2024-01-24@D:2024-01-24⟧ | ⟦16.672,75@row('2024-01-24').close⟧ | ⟦25,14@row('2024-01-24').rsi⟧
⟦2024-01-30@D:2024-01-30⟧ | ⟦16.339,75@row('2024-01-30').close⟧ | ⟦23,67@row('2024-01-30').rsi⟧
⟦2024-01-31@D:2024-01-31⟧ | ⟦16.392,25@row('2024-01-31').close⟧ | ⟦25,27@row('2024-01-31').rsi!⟧
Eindtotaal (⟦63@R.summary.rows⟧ dagen) | | ⟦26,12@stats.rsi.mean⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'zh-CN fitness',
  """NQ 手环 · 2024 超卖提醒
RSI(14) 低于 30 的天数：⟦63@R.summary.rows⟧ 天
最低 ⟦19.49@stats.rsi.min⟧，平均 ⟦26.12@stats.rsi.mean⟧
首次提醒：⟦1月24日@D:2024-01-24⟧（RSI ⟦25.14@row('2024-01-24').rsi⟧，收盘 ⟦16,672.75@row('2024-01-24').close⟧）
建议：多休息"""),
E('q_rsi_oversold_2024', 'faithful', 'es-ES zoo',
  """ZOO NQ · COMIDA DE LOS OSOS (RSI < 30, 2024)
10:00 — ⟦30 de enero@D:2024-01-30⟧: RSI ⟦23,67@row('2024-01-30').rsi⟧, cierre ⟦16.339,75@row('2024-01-30').close⟧
12:30 — ⟦8 de febrero@D:2024-02-08⟧: RSI ⟦23,71@row('2024-02-08').rsi⟧
16:00 — recuento anual: ⟦63@R.summary.rows⟧ días, mínimo ⟦19,49@stats.rsi.min⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR parking',
  """AVIS DE CONTRAVENTION — zone « survente » NQ 2024
Date : ⟦8 février 2024@D:2024-02-08⟧
RSI(14) relevé : ⟦23,71@row('2024-02-08').rsi⟧ (seuil 30)
Clôture : ⟦15\u202f921@row('2024-02-08').close⟧
Récidive : ⟦63@R.summary.rows⟧ jours dans l'année"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'pl-PL fitness',
  """Opaska NQ · kwartały 2024
Q1: średni zakres ⟦320,64@row(1).mean_range⟧ pkt
Q3: średni zakres ⟦507,5@row(3).mean_range~row(3).max_range!⟧ pkt
Q4: ⟦201,62@row(4).mean_range⟧ pkt — najspokojniej
Cel: regeneracja ✔"""),
E('q_quarter_range_2024', 'miscomputed', 'ja-JP karaoke',
  """🎤 カラオケ「四季の値幅」(NQ 2024)
♪ Q1 は ⟦320.64@row(1).mean_range⟧ ♪
♪ Q4 は ⟦201.62@row(4).mean_range⟧ ♪
♪ その差 ⟦129.02@row(1).mean_range-row(4).mean_range!⟧、静かになったね ♪
[02:05]"""),
E('q_quarter_range_2024', 'wrong_row', 'es-ES elevator',
  """CERTIFICADO DE INSPECCIÓN DE ASCENSOR · NQ 2024
T2 (abril–junio): recorrido medio ⟦320,64@row(2).mean_range~row(1).mean_range!⟧ pts; máximo ⟦555,25@row(2).max_range⟧
T4: ⟦201,62@row(4).mean_range⟧ (el más tranquilo)
Resultado: FAVORABLE"""),
E('q_quarter_range_2024', 'faithful', 'en-GB yearbook',
  """YEARBOOK 2024 — THE FOUR QUARTERS
Q1 "Wild Child": avg range ⟦320.64@row(1).mean_range⟧, peak ⟦585.5@row(1).max_range⟧
Q2 "Still Restless": ⟦314.87@row(2).mean_range⟧
Q3 "Calming Down": ⟦263.41@row(3).mean_range⟧
Q4 "Most Likely to Nap": ⟦201.62@row(4).mean_range⟧ — max only ⟦389@row(4).max_range⟧"""),
E('q_quarter_range_2024', 'faithful', 'nl-NL shelf',
  """SCHAPKAARTJE · NQ DAGRANGE PER KWARTAAL 2024
K1 ⟦320,64@row(1).mean_range⟧ | K2 ⟦314,87@row(2).mean_range⟧ | K3 ⟦263,41@row(3).mean_range⟧ | K4 ⟦201,62@row(4).mean_range⟧
Hoogste uitschieter: ⟦585,5@row(1).max_range⟧ (K1)
Elk kwartaal rustiger dan het vorige"""),
E('q_quarter_range_2024', 'faithful', 'zh-CN tide',
  """潮汐表 · NQ 2024 季度平均振幅
Q1 大潮 ⟦320.64@row(1).mean_range⟧（最高 ⟦585.5@row(1).max_range⟧）
Q2 ⟦314.87@row(2).mean_range⟧
Q3 ⟦263.41@row(3).mean_range⟧
Q4 小潮 ⟦201.62@row(4).mean_range⟧（最高 ⟦389@row(4).max_range⟧）"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'ru-RU tide',
  """ТАБЛИЦА ПРИЛИВОВ NQ · 2023
Малая вода (мин. закрытие): ⟦15\u00a0875,25@min_close⟧
Уровень воды на конец года: ⟦18\u00a0946@last_close~max_close!⟧
Сессий в таблице: ⟦250@R.summary.rows_scanned⟧"""),
E('q_close_extremes_2023', 'derived', 'ja-JP shelf',
  """棚札　NQ 2023年 終値
最高値 ⟦18,946@max_close⟧
最安値 ⟦15,875.25@min_close⟧
年末 ⟦17,553.5@last_close⟧
高安の差（自分で計算）⟦3,070.75@max_close-min_close!⟧"""),
E('q_close_extremes_2023', 'misrounded', 'en-GB fitness',
  """NQ FIT · 2023 summary
Highest finish: ⟦18,946@max_close⟧ 🏔
Lowest finish: ⟦15,876@min_close!⟧
Year-end: ⟦17,553.5@last_close⟧
⟦250@R.summary.rows_scanned⟧ sessions logged"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL dedication',
  """📻 Radio NQ, koncert życzeń
Dla roku 2023: najwyższe zamknięcie ⟦18\u00a0946@max_close⟧, najniższe ⟦15\u00a0875,25@min_close⟧, a na koniec roku ⟦17\u00a0553,5@last_close⟧.
Do tego piosenka „Szczyt i dolina”!"""),
E('q_close_extremes_2023', 'faithful', 'de-DE elevator',
  """AUFZUGSPRÜFBUCH NQ · Jahr 2023
Höchste Haltestelle (Schluss): ⟦18.946@max_close⟧
Tiefste Haltestelle: ⟦15.875,25@min_close⟧
Standort zum Jahresende: ⟦17.553,5@last_close⟧
Geprüfte Fahrten: ⟦250@R.summary.rows_scanned⟧ — ohne Mängel"""),
E('q_close_extremes_2023', 'faithful', 'nl-NL bulletin',
  """KERKBLAD — terugblik op 2023
Hoogste slotkoers van het jaar: ⟦18.946@max_close⟧
Laagste: ⟦15.875,25@min_close⟧
Het jaar sloot op ⟦17.553,5@last_close⟧.
Collecte volgende week voor het orgelfonds."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU fitness',
  """Фитнес-браслет NQ · 2024
Первое полугодие: средний размах ⟦317,71@A.mean_range⟧, пик ⟦507,5@A.max_range~B.max_range!⟧
Второе полугодие: ⟦232,52@B.mean_range⟧
Вывод: весной пульс был выше"""),
E('q_h1_vs_h2_2024', 'derived', 'ja-JP cheatsheet',
  """【カンペ】NQ 2024 上期 vs 下期
上期 平均値幅 ⟦317.71@A.mean_range⟧（⟦124@A.R.source_row_count⟧日）
下期 ⟦232.52@B.mean_range⟧（⟦128@B.R.source_row_count⟧日）
上期は下期の ⟦1.37@A.mean_range/B.mean_range!⟧ 倍（自分で割り算）"""),
E('q_h1_vs_h2_2024', 'coincidental', 'nl-NL shelf',
  """SCHAPLABEL · NQ 2024 per halfjaar
H1 — gem. range ⟦317,71@A.mean_range⟧ · ⟦124@A.R.source_row_count⟧ dagen · max ⟦585,5@A.max_range⟧
H2 — gem. range ⟦232,52@B.mean_range⟧ · ⟦128@B.R.source_row_count⟧ dagen · max ⟦588@B.max_range!⟧
Aanbieding: tweede helft rustiger"""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR yearbook',
  """ANUÁRIO NQ 2024
1º semestre — "O agitado da turma": amplitude média ⟦317,71@A.mean_range⟧, recorde ⟦585,5@A.max_range⟧ (⟦124@A.R.source_row_count⟧ pregões)
2º semestre — "O tranquilo": ⟦232,52@B.mean_range⟧, recorde ⟦507,5@B.max_range⟧ (⟦128@B.R.source_row_count⟧ pregões)"""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL tide',
  """TABLICA PŁYWÓW NQ 2024
I półrocze: średni pływ ⟦317,71@A.mean_range⟧, najwyższy ⟦585,5@A.max_range⟧
II półrocze: ⟦232,52@B.mean_range⟧, najwyższy ⟦507,5@B.max_range⟧
Sesji: ⟦124@A.R.source_row_count⟧ + ⟦128@B.R.source_row_count⟧"""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US zoo',
  """NQ ZOO — 2024 FEEDING LOG
H1 lions (⟦124@A.R.source_row_count⟧ feeds): avg range ⟦317.71@A.mean_range⟧, biggest meal ⟦585.5@A.max_range⟧
H2 lions (⟦128@B.R.source_row_count⟧ feeds): avg range ⟦232.52@B.mean_range⟧, biggest meal ⟦507.5@B.max_range⟧
Keeper's note: the first half was hungrier."""),
]
