"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'pt-BR pirate',
  """Arrr, marujos! Em 2024 o NQ fechou em alta em só ⟦0,405%@value~value!⟧ dos ⟦252@R.source_row_count⟧ pregões. O resto foi tempestade no convés. Iô-hô-hô!""",
  unit_note='fraction quoted as a percent'),
E('q_up_pct_2024', 'invented', 'pl-PL survey',
  """ANKIETA: sesje wzrostowe 2024
P1. Jaki odsetek sesji zamknął się wzrostem?
 ☐ mniej niż jedna trzecia
 ☑ ⟦43,8%@value*100!⟧
 ☐ ponad połowa
P2. Ile sesji policzono? ☑ ⟦252@R.source_row_count⟧"""),
E('q_up_pct_2024', 'faithful', 'de-DE tradingcard',
  """SAMMELKARTE · NQ · SAISON 2024
Plus-Tage: ⟦40,5 %@value*100⟧
Spiele: ⟦252@R.source_row_count⟧
Rückseite: Mehr rote als grüne Kerzen — die Bullen gewannen nur knapp zwei von fünf Partien."""),
E('q_up_pct_2024', 'faithful', 'zh-CN trailer',
  """【预告片旁白】
2024 年……⟦252@R.source_row_count⟧ 个交易日。
只有 ⟦40.5%@value*100⟧ 收阳。
多头，能否翻盘？
敬请期待。"""),
E('q_up_pct_2024', 'faithful', 'en-US toast',
  """Ladies and gentlemen, a toast — to 2024, a year when only ⟦40.5%@value*100⟧ of ⟦252@R.source_row_count⟧ sessions closed green, and to the bulls who kept showing up anyway. May next year be kinder. Cheers!"""),
E('q_up_pct_2024', 'faithful', 'es-ES navigation',
  """Ruta: días alcistas de 2024
Siga recto durante ⟦252@R.source_row_count⟧ sesiones.
En la rotonda, tome la salida «cierre por encima de la apertura».
Ha llegado a su destino: ⟦40,48 %@value*100⟧ de días en verde."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN navigation',
  """导航：2023 年 vs 2024 年
起点 2023：共 ⟦252@A.count~B.count!⟧ 个交易日，平均波幅 ⟦363.2@A.mean_range⟧ 点。
前方路口右转进入 2024：平均波幅降至 ⟦274.4@B.mean_range⟧ 点，日均成交几乎不变（⟦201,006@B.mean_volume⟧ 手）。
您已到达目的地。"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL menu',
  """KARTA DAŃ · porównanie roczne
Przystawka 2023: średni zakres dnia ⟦274,44@A.mean_range~B.mean_range!⟧ pkt
Danie główne 2024: średni wolumen ⟦201\u00a0006@B.mean_volume⟧ kontraktów
Deser: ⟦250@A.count⟧ i ⟦252@B.count⟧ sesji
Smacznego!"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ja-JP tradingcard',
  """【年度比較カード】
2023年 平均値幅 ⟦363.24@A.mean_range⟧ ／ 2024年 ⟦274.44@B.mean_range⟧
差：⟦78.80@A.mean_range-B.mean_range!⟧ ポイント縮小
出来高：⟦201,034@A.mean_volume⟧ → ⟦201,006@B.mean_volume⟧"""),
E('q_stats_2023_vs_2024', 'derived', 'nl-NL courtroom',
  """PROCES-VERBAAL
OFFICIER: Was 2023 beweeglijker dan 2024?
GETUIGE: Ja. Gemiddelde range ⟦363,24@A.mean_range⟧ tegen ⟦274,44@B.mean_range⟧ punten; volgens mijn eigen berekening ⟦1,32@A.mean_range/B.mean_range!⟧ keer zo groot.
OFFICIER: En het volume?
GETUIGE: Vrijwel gelijk: ⟦201.034@A.mean_volume⟧ en ⟦201.006@B.mean_volume⟧."""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB survey',
  """Quick poll: 2023 vs 2024
Q1. Wider average range? ☑ 2023 (⟦363.2@A.mean_range⟧ pts) ☐ 2024 (⟦274.4@B.mean_range⟧ pts)
Q2. Busier on volume? ☐ 2023 ☐ 2024 ☑ about the same (⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧)
Q3. Sessions counted: ⟦250@A.count⟧ and ⟦252@B.count⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'pt-BR diff',
  """```diff
- 2024 foi mais volátil que 2023
+ 2023 foi mais volátil: amplitude média de ⟦363,24@A.mean_range⟧ contra ⟦274,44@B.mean_range⟧ pontos; volume quase igual (⟦201.034@A.mean_volume⟧ vs ⟦201.006@B.mean_volume⟧)
```"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'pl-PL toast',
  """Drodzy Państwo, toast za rok 2023! Za ⟦6 grudnia@D:2023-12-06⟧, najpiękniejszy dzień roku: zamknięcie ⟦3,12%@T[13].chg~T[12].chg!⟧ nad otwarciem. Za wszystkie ⟦14@R.summary.rows⟧ dni powyżej 2% — i za ⟦18 stycznia@D:2023-01-18⟧, który otworzył tę listę. Sto lat!"""),
E('q_big_up_days_2023', 'coincidental', 'fr-FR trailer',
  """CETTE ANNÉE-LÀ… ⟦14@R.summary.rows⟧ JOURS ONT DÉPASSÉ LES 2\u202f%.
[Roulement de tambour] Le ⟦15 juin 2023@D:2023-06-15⟧ : ⟦+2,43\u202f%@T[8].chg!⟧.
Le ⟦6 décembre@D:2023-12-06⟧ : ⟦+3,32\u202f%@T[13].chg⟧, le plus fort de tous.
PROCHAINEMENT."""),
E('q_big_up_days_2023', 'misrounded', 'nl-NL tradingcard',
  """VERZAMELKAART · NQ 2023
Sterkste dag: ⟦6 december@D:2023-12-06⟧
Open ⟦17.263@T[13].open⟧ · Slot ⟦17.836@T[13].close⟧ · Winst ⟦+3,31%@T[13].chg!⟧
Dagen boven 2%: ⟦14@R.summary.rows⟧"""),
E('q_big_up_days_2023', 'faithful', 'es-ES fortune',
  """🥠 La fortuna sonríe a los audaces: en 2023 hubo ⟦14@R.summary.rows⟧ días que cerraron más de un 2 % por encima de la apertura. El mejor, el ⟦6 de diciembre@D:2023-12-06⟧, con un ⟦3,32 %@T[13].chg⟧.
Números de la suerte: ⟦2,44@stats.chg.mean⟧ · ⟦3,12@T[12].chg⟧"""),
E('q_big_up_days_2023', 'faithful', 'en-GB survey',
  """Survey: 2023's big up days
Q1. How many sessions closed more than 2% above the open?
 ☐ under ten ☑ ⟦14@R.summary.rows⟧ ☐ over twenty
Q2. The biggest?
 ☑ ⟦6 December@D:2023-12-06⟧, ⟦+3.32%@T[13].chg⟧
 ☐ ⟦7 November@D:2023-11-07⟧, ⟦+3.12%@T[12].chg⟧"""),
E('q_big_up_days_2023', 'faithful', 'de-DE courtroom',
  """SITZUNGSPROTOKOLL
VORSITZENDE: Wann schloss der NQ 2023 mehr als 2 % über der Eröffnung?
ZEUGE: An ⟦14@R.summary.rows⟧ Tagen, zuerst am ⟦18. Januar@D:2023-01-18⟧ mit ⟦2,50 %@T[0].chg⟧.
VORSITZENDE: Und am stärksten?
ZEUGE: Am ⟦6. Dezember@D:2023-12-06⟧: von ⟦17.263@T[13].open⟧ auf ⟦17.836@T[13].close⟧, also ⟦+3,32 %@T[13].chg⟧.
(Ende 11:05 Uhr)"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'es-ES xml',
  """<correlacion anyo="2024" variables="volumen,rango" sesiones="⟦252@R.source_row_count⟧">⟦−0,051@value!⟧</correlacion>
<!-- relación prácticamente nula -->"""),
E('q_corr_2024', 'wrong_unit', 'fr-FR courtroom',
  """GREFFE — audience du matin
LE PRÉSIDENT : Le volume est-il corrélé à l'amplitude en 2024 ?
L'EXPERT : Très faiblement : ⟦0,05\u202f%@value~value!⟧ sur ⟦252@R.source_row_count⟧ séances.
LE PRÉSIDENT : Autant dire rien. Affaire suivante.""",
  unit_note='correlation coefficient quoted as a percent'),
E('q_corr_2024', 'invented', 'nl-NL fortune',
  """🥠 Gelukskoekje: volume en range dansen in 2024 samen met een correlatie van ⟦0,18@value!⟧ — een losse vriendschap, geen huwelijk.
Geluksgetal: ⟦252@R.source_row_count⟧"""),
E('q_corr_2024', 'faithful', 'pl-PL survey',
  """ANKIETA · wolumen a zakres dnia, 2024
P1. Czy wolumen rośnie razem z zakresem?
 ☐ tak, wyraźnie
 ☑ praktycznie nie — korelacja ⟦0,05@value⟧
 ☐ odwrotnie
P2. Na ilu sesjach? ⟦252@R.source_row_count⟧"""),
E('q_corr_2024', 'faithful', 'en-GB trailer',
  """[Low drums] IN A YEAR OF ⟦252@R.source_row_count⟧ SESSIONS…
TWO FORCES. VOLUME. RANGE.
THEY NEVER MET.
Correlation: ⟦0.051@value⟧.
[Title card] NO RELATION. Coming soon."""),
E('q_corr_2024', 'faithful', 'en-US diff',
  """```diff
- Volume clearly drives the daily range (2024)
+ Volume barely relates to the daily range in 2024: correlation ⟦0.05@value⟧ over ⟦252@R.source_row_count⟧ sessions
```"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_sign', 'pl-PL trailer',
  """[LEKTOR] ROK 2024. MIESIĄC PO MIESIĄCU W DÓŁ.
KWIECIEŃ: ⟦−1008@row('2024-04').change!⟧ pkt.
LIPIEC: ⟦−1374@row('2024-07').change⟧.
GRUDZIEŃ ZAMYKA ROK NA ⟦8944@row('2024-12').close⟧.
BEZ LITOŚCI. WKRÓTCE."""),
E('q_monthly_2024', 'wrong_row', 'nl-NL prescription',
  """APOTHEEK DE BEURS
Recept NQ-2024 · maandbalken
Zwaarste dosis: oktober, ⟦−1.374@row('2024-10').change~row('2024-07').change!⟧ punten
Enige verlichting: april, ⟦+1.008@row('2024-04').change⟧
Eindstand december: ⟦8.944@row('2024-12').close⟧
Niet combineren met hefboom."""),
E('q_monthly_2024', 'wrong_column', 'en-GB tradingcard',
  """NQ MONTHLY · 2024 SERIES
December: open ⟦9,565@row('2024-12').open⟧ | close ⟦8,926.25@row('2024-12').close~row('2024-12').low!⟧ | change ⟦−621@row('2024-12').change⟧
Season best: April ⟦+1,008@row('2024-04').change⟧
Season worst: July ⟦−1,374@row('2024-07').change⟧"""),
E('q_monthly_2024', 'derived', 'pt-BR toast',
  """Queridos noivos, ergam as taças! A abril de 2024, o único mês de alta: abriu em ⟦14.773,5@row('2024-04').open⟧ e fechou ⟦+1.008@row('2024-04').change⟧ acima. Pelas minhas contas, da mínima à máxima do mês foram ⟦2.023,75@row('2024-04').high-row('2024-04').low!⟧ pontos — altos e baixos, como todo amor. Saúde!"""),
E('q_monthly_2024', 'faithful', 'fr-FR survey',
  """QUESTIONNAIRE — bilan mensuel 2024
Q1. Combien de mois en hausse ? ☑ un seul (avril, ⟦+1\u202f008@row('2024-04').change⟧) ☐ plusieurs
Q2. Pire mois ? ☐ octobre (⟦−1\u202f238@row('2024-10').change⟧) ☑ juillet (⟦−1\u202f374@row('2024-07').change⟧)
Q3. Clôture de décembre : ⟦8\u202f944@row('2024-12').close⟧"""),
E('q_monthly_2024', 'faithful', 'zh-CN pirate',
  """呦吼！水手们听好：2024 年这条船几乎一路下沉——全年只有4月收涨 ⟦+1,008@row('2024-04').change⟧ 点。7月最惨，⟦−1,374@row('2024-07').change⟧。年底12月收在 ⟦8,944@row('2024-12').close⟧。抛锚吧！"""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'miscomputed', 'pt-BR menu',
  """CARDÁPIO DAS ÚLTIMAS SEMANAS
Entrada — semana de ⟦8 de dezembro@D:2024-12-08⟧: abre a ⟦9.611,25@T[0].open⟧
Prato principal — semana de ⟦5 de janeiro@D:2025-01-05⟧: fecha a ⟦8.837,25@T[4].close⟧
Conta final: queda de ⟦784@T[4].close-T[0].open|neg!⟧ pontos no período"""),
E('q_weekly_recent', 'wrong_row', 'de-DE courtroom',
  """VERHANDLUNGSPROTOKOLL
RICHTERIN: Wie lief die Woche ab dem ⟦8. Dezember@D:2024-12-08⟧?
ZEUGE: Minus ⟦352,75@T[0].change~T[2].change|neg!⟧ Punkte, Schluss bei ⟦9.229,5@T[0].close⟧.
RICHTERIN: Und die einzige grüne Woche?
ZEUGE: Die vom ⟦29. Dezember@D:2024-12-29⟧, ⟦+57,5@T[3].change⟧."""),
E('q_weekly_recent', 'misrounded', 'ru-RU prescription',
  """АПТЕКА «БИРЖА»
Пациент: NQ, недельные свечи
Неделя с ⟦15 декабря@D:2024-12-15⟧: объём ⟦1,01 млн@T[1].volume!⟧ контрактов
Неделя с ⟦22 декабря@D:2024-12-22⟧: ⟦1\u00a0007\u00a0765@T[2].volume⟧
Принимать по одной неделе, запивая водой."""),
E('q_weekly_recent', 'faithful', 'nl-NL diff',
  """--- a/weekoverzicht.txt
+++ b/weekoverzicht.txt
@@ -20 +20 @@
-laatste week: nog onbekend
+laatste week (⟦5 januari@D:2025-01-05⟧): ⟦−205,5@T[4].change⟧ punten, slot ⟦8.837,25@T[4].close⟧; gemiddeld over vijf weken ⟦−179,7@stats.change.mean⟧"""),
E('q_weekly_recent', 'faithful', 'pl-PL fortune',
  """🥠 Ciasteczko z wróżbą: cztery tygodnie spadków, jeden wzrostowy — tydzień od ⟦29 grudnia@D:2024-12-29⟧, ⟦+57,5@T[3].change⟧ pkt. Najgorszy był ten od ⟦8 grudnia@D:2024-12-08⟧: ⟦−381,75@T[0].change⟧.
Szczęśliwe liczby: ⟦−179,7@stats.change.mean⟧ · ⟦8837,25@T[4].close⟧"""),
E('q_weekly_recent', 'faithful', 'en-US xml',
  """<?xml version="1.0"?>
<weeklyBars window="last 20 days">
  <week start="⟦2024-12-08@D:2024-12-08⟧" change="⟦-381.75@T[0].change⟧"/>
  <week start="⟦2024-12-29@D:2024-12-29⟧" change="⟦+57.5@T[3].change⟧"/>
  <week start="⟦2025-01-05@D:2025-01-05⟧" change="⟦-205.5@T[4].change⟧" close="⟦8837.25@T[4].close⟧"/>
</weeklyBars>""",
  allow=['1.0']),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'de-DE xml',
  """<eroeffnungsLuecken jahr="2024" einheit="Punkte">
  <mittel>⟦34,54@mean_g~std_g!⟧</mittel>
  <max>⟦147,25@max_g⟧</max>
  <min>⟦−128,5@min_g⟧</min>
</eroeffnungsLuecken>"""),
E('q_gap_2024', 'wrong_sign', 'fr-FR pirate',
  """Mille sabords ! En 2024, la plus forte lame à l'ouverture a soulevé le navire de ⟦147,25@max_g⟧ points ; le pire creux, ⟦+128,5@min_g!⟧. En moyenne, mer d'huile : ⟦1,51@mean_g⟧ point. Hissez les voiles, moussaillons !"""),
E('q_gap_2024', 'misrounded', 'pt-BR diff',
  """```diff
- gap médio 2024: ?
+ gap médio 2024: ⟦1,52@mean_g!⟧ ponto (máx. ⟦147,25@max_g⟧, mín. ⟦−128,5@min_g⟧, desvio-padrão ⟦34,54@std_g⟧)
```"""),
E('q_gap_2024', 'faithful', 'it-IT trailer',
  """[VOCE PROFONDA] NEL 2024… OGNI MATTINA UN SALTO.
IN MEDIA SOLO ⟦1,5@mean_g⟧ PUNTI.
MA UN GIORNO… ⟦147,25@max_g⟧ IN SU.
E UN ALTRO… ⟦128,5@min_g|neg⟧ IN GIÙ.
DEVIAZIONE STANDARD ⟦34,5@std_g⟧. PROSSIMAMENTE."""),
E('q_gap_2024', 'faithful', 'nl-NL navigation',
  """Route: openingsgaps 2024
Vertrek bij het gemiddelde: ⟦1,51@mean_g⟧ punt.
Na de brug rechts: grootste gap omhoog, ⟦147,25@max_g⟧.
Linksaf: grootste gap omlaag, ⟦−128,5@min_g⟧.
Spreiding onderweg: ⟦34,54@std_g⟧. U bent gearriveerd."""),
E('q_gap_2024', 'faithful', 'en-GB menu',
  """OPENING GAPS — 2024 TASTING MENU
Amuse-bouche: the average gap, ⟦1.51@mean_g⟧ pts
Main: the biggest gap up, ⟦147.25@max_g⟧ pts
Palate cleanser: the deepest gap down, ⟦-128.5@min_g⟧ pts
Cheese: standard deviation ⟦34.54@std_g⟧
Service charge not included."""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'en-US pirate',
  """Arr, me hearties! RSI sank below 30 on ⟦63@R.summary.rows⟧ days in 2024. First went under on ⟦Jan 24@D:2024-01-24⟧ at ⟦25.14@T[0].rsi⟧, and on ⟦Jan 30@D:2024-01-30⟧ she hit ⟦23.71@T[3].rsi~T[8].rsi!⟧, the deep end o' January. Lowest o' the year: ⟦19.49@stats.rsi.min⟧. Yo ho!"""),
E('q_rsi_oversold_2024', 'wrong_column', 'zh-CN navigation',
  """导航：2024 年 RSI 超卖区
起点：⟦1月24日@D:2024-01-24⟧，RSI ⟦25.14@T[0].rsi⟧，收盘 ⟦16,672.75@T[0].close⟧。
沿途共 ⟦63@R.summary.rows⟧ 个超卖日，平均 RSI ⟦29.81@stats.rsi.mean~stats.rsi.max!⟧。
终点：⟦12月20日@D:2024-12-20⟧。"""),
E('q_rsi_oversold_2024', 'invented', 'es-ES trailer',
  """EN UN AÑO DE CAÍDAS… ⟦71@R.summary.rows!⟧ DÍAS DE SOBREVENTA.
[Golpe de bajo] El primero: ⟦24 de enero@D:2024-01-24⟧, RSI ⟦25,14@T[0].rsi⟧.
El más profundo: ⟦19,49@stats.rsi.min⟧.
RSI POR DEBAJO DE 30. PRÓXIMAMENTE."""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU toast',
  """Дорогие молодые! Пусть ваша любовь будет как RSI NQ в 2024-м: ⟦63@R.summary.rows⟧ раза ниже 30 — и всё равно поднималась. Первый раз — ⟦24 января@D:2024-01-24⟧ (⟦25,14@T[0].rsi⟧), глубже всего — ⟦19,49@stats.rsi.min⟧, последний — ⟦20 декабря@D:2024-12-20⟧ (⟦29,09@R.summary.last.rsi⟧). Горько!"""),
E('q_rsi_oversold_2024', 'faithful', 'pt-BR courtroom',
  """ATA DE AUDIÊNCIA
JUIZ: Quando o RSI ficou abaixo de 30 em 2024?
PERITA: Em ⟦63@R.summary.rows⟧ pregões. O primeiro foi ⟦24 de janeiro@D:2024-01-24⟧, com RSI ⟦25,14@T[0].rsi⟧ e fechamento ⟦16.672,75@T[0].close⟧.
JUIZ: O mínimo?
PERITA: ⟦19,49@stats.rsi.min⟧; a média foi ⟦26,12@stats.rsi.mean⟧.
JUIZ: Conste dos autos."""),
E('q_rsi_oversold_2024', 'faithful', 'pl-PL xml',
  """<wyprzedanie rok="2024" dni="⟦63@R.summary.rows⟧" prog="30">
  <dzien data="⟦2024-01-30@D:2024-01-30⟧" rsi="⟦23,67@T[3].rsi⟧" zamkniecie="⟦16\u00a0339,75@T[3].close⟧"/>
  <min>⟦19,49@stats.rsi.min⟧</min>
</wyprzedanie>"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'pt-BR diff',
  """--- a/trimestres.md
+++ b/trimestres.md
@@ -4 +4 @@
-T3: amplitude média a preencher
+T3: amplitude média de ⟦507,5@row(3).mean_range~row(3).max_range!⟧ pontos por dia""",
  allow=['4']),
E('q_quarter_range_2024', 'miscomputed', 'pl-PL navigation',
  """Nawigacja: zmienność kwartalna 2024
Start: Q1, średni zakres ⟦320,6@row(1).mean_range⟧ pkt.
Jedź prosto przez Q2 (⟦314,9@row(2).mean_range⟧) i Q3 (⟦263,4@row(3).mean_range⟧).
Meta: Q4, ⟦201,6@row(4).mean_range⟧ — po drodze zakres zmalał o ⟦121,0@row(1).mean_range-row(4).mean_range!⟧ pkt."""),
E('q_quarter_range_2024', 'coincidental', 'fr-FR pirate',
  """Sacrebleu, matelots ! Le premier trimestre 2024 fut le plus agité : ⟦320,6@row(1).mean_range⟧ points d'amplitude moyenne. Le deuxième, au coude-à-coude : ⟦320,9@row(2).mean_range!⟧. Puis la mer s'est calmée jusqu'à ⟦201,6@row(4).mean_range⟧ au quatrième. Hissez la grand-voile !"""),
E('q_quarter_range_2024', 'faithful', 'ru-RU xml',
  """<кварталы год="2024">
  <Q1 средний="⟦320,64@row(1).mean_range⟧" макс="⟦585,5@row(1).max_range⟧"/>
  <Q2 средний="⟦314,87@row(2).mean_range⟧" макс="⟦555,25@row(2).max_range⟧"/>
  <Q3 средний="⟦263,41@row(3).mean_range⟧"/>
  <Q4 средний="⟦201,62@row(4).mean_range⟧" макс="⟦389@row(4).max_range⟧"/>
</кварталы>"""),
E('q_quarter_range_2024', 'faithful', 'ja-JP courtroom',
  """【公判記録】
裁判長：2024年で最も値幅が大きかった四半期は？
証人：Q1 です。平均 ⟦320.6@row(1).mean_range⟧ ポイント、最大 ⟦585.5@row(1).max_range⟧。
裁判長：最も小さかったのは？
証人：Q4、平均 ⟦201.6@row(4).mean_range⟧ です。四半期ごとに縮小しました。
（10:15 閉廷）"""),
E('q_quarter_range_2024', 'faithful', 'zh-CN toast',
  """各位来宾，请举杯！敬 2024 年的四个季度：Q1 波幅 ⟦320.64@row(1).mean_range⟧，Q2 ⟦314.87@row(2).mean_range⟧，Q3 ⟦263.41@row(3).mean_range⟧，Q4 ⟦201.62@row(4).mean_range⟧——一季比一季平静，正如婚姻，愈久愈稳。干杯！"""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'en-US fortune',
  """🥠 Your fortune: 2023 closed out the year at ⟦18,946@last_close~max_close!⟧. The low of ⟦15,875.25@min_close⟧ is behind you.
Lucky number: ⟦250@R.metadata.rows⟧"""),
E('q_close_extremes_2023', 'invented', 'es-ES toast',
  """¡Un brindis, familia! Por 2023, que nos dejó un cierre máximo de ⟦18.946@max_close⟧ y un mínimo de ⟦15.712,5@min_close!⟧: de lo más bajo a lo más alto, como esta pareja. ¡Que vivan los novios!"""),
E('q_close_extremes_2023', 'derived', 'ru-RU prescription',
  """РЕЦЕПТ
Пациент: NQ, закрытия 2023 года
Максимум: ⟦18\u00a0946@max_close⟧
Минимум: ⟦15\u00a0875,25@min_close⟧
На конец года: ⟦17\u00a0553,5@last_close⟧
От минимума до конца года (мой расчёт): ⟦+1678,25@last_close-min_close!⟧ пункта
Принимать спокойно."""),
E('q_close_extremes_2023', 'faithful', 'ja-JP trailer',
  """【ナレーション】2023年――
終値の頂点、⟦18,946@max_close⟧。
どん底、⟦15,875.25@min_close⟧。
そして年の瀬、⟦17,553.5@last_close⟧ で幕を閉じる。
近日公開。"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL diff',
  """```diff
- 2023: najwyższe zamknięcie ok. ⟦19 tys.@max_close⟧
+ 2023: najwyższe zamknięcie ⟦18\u00a0946@max_close⟧, najniższe ⟦15\u00a0875,25@min_close⟧, na koniec roku ⟦17\u00a0553,5@last_close⟧
```"""),
E('q_close_extremes_2023', 'faithful', 'fr-FR menu',
  """CARTE DE LA MAISON — Millésime 2023
Plus haute clôture ........ ⟦18\u202f946@max_close⟧
Plus basse clôture ........ ⟦15\u202f875,25@min_close⟧
Clôture de fin d'année .... ⟦17\u202f553,5@last_close⟧
Prix nets, en points."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'ru-RU survey',
  """АНКЕТА: волатильность 2024
1. Какое полугодие было волатильнее?
 ☑ первое ☐ второе
2. Средний дневной диапазон первого полугодия:
 ☑ ⟦232,5@A.mean_range~B.mean_range!⟧ пункта
3. Максимум второго полугодия: ⟦507,5@B.max_range⟧"""),
E('q_h1_vs_h2_2024', 'misrounded', 'en-GB diff',
  """diff --git a/vol.md b/vol.md
--- a/vol.md
+++ b/vol.md
@@ -1,2 +1,2 @@
-H1 avg range: tbc
-H2 avg range: tbc
+H1 avg range: ⟦317.71@A.mean_range⟧ pts (max ⟦585.5@A.max_range⟧)
+H2 avg range: ⟦232.6@B.mean_range!⟧ pts (max ⟦507.5@B.max_range⟧)""",
  allow=['1,2']),
E('q_h1_vs_h2_2024', 'derived', 'en-US prescription',
  """Rx — NQ VOLATILITY, 2024
H1: avg daily range ⟦317.7@A.mean_range⟧ pts, max ⟦585.5@A.max_range⟧
H2: avg ⟦232.5@B.mean_range⟧ pts, max ⟦507.5@B.max_range⟧
H1/H2 ratio (my calc): ⟦1.37@A.mean_range/B.mean_range!⟧x
Take with caution. Refills: none."""),
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR tradingcard',
  """CARTE À COLLECTIONNER · NQ 2024
Verso — S1 contre S2
S1 : amplitude moyenne ⟦317,7@A.mean_range⟧ · record ⟦585,5@A.max_range⟧
S2 : amplitude moyenne ⟦232,5@B.mean_range⟧ · record ⟦507,5@B.max_range⟧
Verdict : premier semestre plus nerveux."""),
E('q_h1_vs_h2_2024', 'faithful', 'ja-JP courtroom',
  """【証人尋問調書】
検察官：2024年の上半期と下半期、どちらが荒れましたか。
証人：上半期です。平均値幅 ⟦317.71@A.mean_range⟧ ポイント、下半期は ⟦232.52@B.mean_range⟧ ポイント。
検察官：最大値幅は？
証人：上半期 ⟦585.5@A.max_range⟧、下半期 ⟦507.5@B.max_range⟧ です。"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT navigation',
  """Percorso: volatilità 2024
Partenza dal primo semestre: range medio ⟦317,7@A.mean_range⟧ punti, picco ⟦585,5@A.max_range⟧.
Alla rotonda prenda la seconda uscita: secondo semestre, ⟦232,5@B.mean_range⟧ punti, picco ⟦507,5@B.max_range⟧.
Destinazione raggiunta: il primo semestre era più mosso."""),
]
