"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'wrong_unit', 'de-DE prescription',
  """Apotheke am Orderbuch
Rx NQ-2024 · Dr. Backtest
Wirkstoff: mittlere Tagesspanne, letzte 20 Sitzungen
Dosis: ⟦187,6@value~value!⟧ Euro pro Tag
Einnahme vor Börsenbeginn. Nicht mit Hebel kombinieren.""",
  unit_note='index points quoted as euros'),
E('q_range_last20', 'invented', 'ru-RU toast',
  """Дорогие друзья, поднимем бокалы за NQ! За последние 20 сессий средний дневной диапазон составил ⟦193,4@value!⟧ пункта. Пусть размах в жизни молодых будет таким же широким, а стопы — далёкими. Горько!"""),
E('q_range_last20', 'faithful', 'pt-BR trailer',
  """[SOM GRAVE] NUM MUNDO… onde cada pregão balança ⟦187,6@value⟧ pontos em média…
VINTE SESSÕES. UMA SÓ MÉDIA.
[CORTE SECO] Calculada sobre ⟦20@R.source_row_count⟧ barras diárias.
EM BREVE NOS CINEMAS."""),
E('q_range_last20', 'faithful', 'en-GB navigation',
  """Route: last 20 sessions → average daily range
In a quarter of a mile, keep left onto High-minus-Low Lane.
Continue past all 20 daily bars.
You have arrived: ⟦187.6@value⟧ points, on your right."""),
E('q_range_last20', 'faithful', 'ja-JP pirate',
  """ヨーホー！野郎ども、よく聞け！直近20セッションのNQ、一日の値幅は平均 ⟦187.6@value⟧ ポイントだ。波はまだ荒いぜ、錨を下ろすには早ぇ！"""),
E('q_range_last20', 'faithful', 'nl-NL courtroom',
  """PROCES-VERBAAL VAN DE ZITTING (aanvang 09:30)
DE VOORZITTER: Wat was de gemiddelde dagrange over de laatste 20 handelsdagen?
GETUIGE: ⟦187,6@value⟧ punten, edelachtbare, berekend over ⟦20@R.source_row_count⟧ dagbalken.
DE VOORZITTER: Genoteerd."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'de-DE pirate',
  """Arrr, ihr Landratten! 2024 schwankte der NQ im Schnitt um ⟦267,25@mean_range~median_range!⟧ Punkte am Tag, über ⟦252@count⟧ Handelstage. Die höchste Welle maß ⟦585,5@max_range⟧, die flachste ⟦116,5@min_range⟧. Klar zum Entern!"""),
E('q_range_stats_2024', 'misrounded', 'en-US navigation',
  """Starting point: 2024 daily bars (⟦252@count⟧ sessions).
Head east on Mean Range Road: ⟦274.5@mean_range!⟧ pts.
Stay in lane past the median, ⟦267.25@median_range⟧.
Your range today: ⟦116.5@min_range⟧ to ⟦585.5@max_range⟧. ETA 16:00."""),
E('q_range_stats_2024', 'derived', 'en-GB tradingcard',
  """NQ — 2024 SEASON (card back)
Sessions: ⟦252@count⟧ | Avg range: ⟦274.44@mean_range⟧ | Median: ⟦267.25@median_range⟧
Season high: ⟦585.5@max_range⟧ | Season low: ⟦116.5@min_range⟧
High-to-low spread (my own subtraction): ⟦469@max_range-min_range!⟧ pts"""),
E('q_range_stats_2024', 'faithful', 'it-IT xml',
  """<statistiche anno="2024" unita="punti">
  <sedute>⟦252@count⟧</sedute>
  <media>⟦274,44@mean_range⟧</media>
  <mediana>⟦267,25@median_range⟧</mediana>
  <massimo>⟦585,5@max_range⟧</massimo>
  <minimo>⟦116,5@min_range⟧</minimo>
</statistiche>"""),
E('q_range_stats_2024', 'faithful', 'es-ES fortune',
  """🥠 Galleta de la suerte
En 2024 tu rango medio fue de ⟦274,44@mean_range⟧ puntos y la mediana de ⟦267,25@median_range⟧. El día más ancho llegó a ⟦585,5@max_range⟧.
Números de la suerte: ⟦252@count⟧ · ⟦116,5@min_range⟧"""),
E('q_range_stats_2024', 'faithful', 'fr-FR trailer',
  """CETTE ANNÉE-LÀ… ⟦252@count⟧ séances. UNE amplitude moyenne de ⟦274,4@mean_range⟧ points.
[La musique monte]
Des sommets à ⟦585,5@max_range⟧. Des creux à ⟦116,5@min_range⟧.
NQ 2024 — MÉDIANE ⟦267,25@median_range⟧. Bientôt en salle."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'zh-CN menu',
  """【今日菜单 · 2024 星期系列】
招牌菜：周三平均波幅 …… ⟦278.26@row('Wednesday').mean_range~row('Friday').mean_range!⟧ 点
周四小炒 …… ⟦273.53@row('Thursday').mean_range⟧ 点
周一清汤（最淡）…… ⟦269.41@row('Monday').mean_range⟧ 点
本店不收服务费"""),
E('q_dow_range_2024', 'miscomputed', 'de-DE fortune',
  """Glückskeks sagt: Der Mittwoch ist dein Tag — ⟦278,675@row('Wednesday').mean_range⟧ Punkte Spanne im Schnitt, ⟦10,3@row('Wednesday').mean_range-row('Monday').mean_range!⟧ mehr als am ruhigen Montag (⟦269,41@row('Monday').mean_range⟧).
Glückszahlen: ⟦272,17@row('Tuesday').mean_range⟧ · ⟦273,53@row('Thursday').mean_range⟧"""),
E('q_dow_range_2024', 'coincidental', 'ja-JP pirate',
  """アホイ！2024年の航海日誌だ。いちばん荒れた海は水曜、平均 ⟦278.7@row('Wednesday').mean_range⟧ ポイント。木曜は ⟦272.0@row('Thursday').mean_range!⟧、月曜がいちばん凪いでたぜ。帆を畳め！"""),
E('q_dow_range_2024', 'faithful', 'es-ES prescription',
  """FARMACIA DEL MERCADO
Paciente: NQ · Receta 2024
Principio activo: rango medio por día de la semana
Dosis máxima: miércoles, ⟦278,7@row('Wednesday').mean_range⟧ puntos
Dosis mínima: lunes, ⟦269,41@row('Monday').mean_range⟧ puntos
No confundir con el viernes (⟦278,26@row('Friday').mean_range⟧)."""),
E('q_dow_range_2024', 'faithful', 'pl-PL tradingcard',
  """KARTA KOLEKCJONERSKA · NQ 2024
Środa — MVP sezonu
Śr. zakres: ⟦278,7@row('Wednesday').mean_range⟧ pkt
Rywale: pt ⟦278,3@row('Friday').mean_range⟧ · czw ⟦273,5@row('Thursday').mean_range⟧ · wt ⟦272,2@row('Tuesday').mean_range⟧ · pn ⟦269,4@row('Monday').mean_range⟧"""),
E('q_dow_range_2024', 'faithful', 'it-IT diff',
  """--- a/note/giorni.md
+++ b/note/giorni.md
@@ -5 +5 @@
-Giorno più ampio: venerdì (da verificare)
+Giorno più ampio: mercoledì, ⟦278,675@row('Wednesday').mean_range⟧ punti di media; venerdì ⟦278,26@row('Friday').mean_range⟧, lunedì ⟦269,41@row('Monday').mean_range⟧ (il più calmo)""",
  allow=['5']),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_unit', 'en-GB menu',
  """THE SEASONAL MENU — 2023
Starter: January, share of up days ........ ⟦60%@row('January').pct_up*100⟧
Main: September, chef's special ........... ⟦0.7%@row('September').pct_up~row('September').pct_up!⟧
Dessert: November, the lightest ........... ⟦38.1%@row('November').pct_up*100⟧
Service not included.""",
  unit_note='fraction quoted as a percent'),
E('q_month_up_2023', 'wrong_row', 'ja-JP fortune',
  """🥠 フォーチュンクッキー
2023年、上げ日がいちばん多かったのは9月：上昇率 ⟦68.2%@row('September').pct_up*100~row('October').pct_up*100!⟧。
いちばん弱かったのは11月、⟦38.1%@row('November').pct_up*100⟧。
ラッキーナンバー：⟦250@R.source_row_count⟧"""),
E('q_month_up_2023', 'misrounded', 'zh-CN navigation',
  """导航：2023 年上涨月份
前方路口右转进入3月，上涨天数占比 ⟦56.6%@row('March').pct_up*100!⟧。
继续直行至9月：⟦70%@row('September').pct_up*100⟧，全年最高。
终点11月：⟦38.1%@row('November').pct_up*100⟧。您已到达目的地。"""),
E('q_month_up_2023', 'faithful', 'pl-PL trailer',
  """[LEKTOR, NISKI GŁOS] ROK 2023… jeden miesiąc wygrał wszystko.
WRZESIEŃ: ⟦70%@row('September').pct_up*100⟧ sesji na plusie.
PAŹDZIERNIK depcze mu po piętach: ⟦68,2%@row('October').pct_up*100⟧.
LISTOPAD zostaje w tyle z ⟦38,1%@row('November').pct_up*100⟧.
WKRÓTCE W KINACH."""),
E('q_month_up_2023', 'faithful', 'es-ES survey',
  """ENCUESTA — Mercados 2023
P1. ¿Qué mes tuvo más días alcistas?
  ☐ Enero (⟦60 %@row('January').pct_up*100⟧)
  ☑ Septiembre (⟦70 %@row('September').pct_up*100⟧)
  ☐ Octubre (⟦68,2 %@row('October').pct_up*100⟧)
P2. ¿Y el peor? ☑ Noviembre, con ⟦38,1 %@row('November').pct_up*100⟧"""),
E('q_month_up_2023', 'faithful', 'ru-RU pirate',
  """Тысяча чертей! В 2023-м лучший месяц — сентябрь: ⟦70 %@row('September').pct_up*100⟧ дней закрылись в плюс. Худший — ноябрь, всего ⟦38,1 %@row('November').pct_up*100⟧. Август тоже шёл ко дну: ⟦39,1 %@row('August').pct_up*100⟧. Йо-хо-хо!"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'fr-FR fortune',
  """🥠 Biscuit chinois : le ⟦24 janvier 2024@D:2024-01-24⟧ fut ton jour le plus large, ⟦585,5@T[0].range⟧ points d'amplitude, clôturé à ⟦17\u202f188,75@T[0].close~T[0].open!⟧.
Chiffres porte-bonheur : ⟦555,25@T[1].range⟧ · ⟦541,5@T[2].range⟧"""),
E('q_widest_2024', 'wrong_row', 'es-ES pirate',
  """¡Arrr, grumetes! El ⟦1 de mayo@D:2024-05-01⟧ la mar se abrió ⟦507,5@T[4].range~T[3].range!⟧ puntos, la quinta ola más ancha de 2024. Pero ninguna como la del ⟦24 de enero@D:2024-01-24⟧: ⟦585,5@T[0].range⟧. ¡Al abordaje!"""),
E('q_widest_2024', 'invented', 'en-US trailer',
  """THIS YEAR… ONE DAY BROKE THE TAPE.
[BOOM] ⟦Jan 24, 2024@D:2024-01-24⟧. A ⟦585.5@T[0].range⟧-point range.
AND THEN… ⟦May 17@D:2024-05-17⟧. ⟦571.25@T[1].range!⟧ points.
FIVE DAYS. ONE LEGEND. Rated R for Range."""),
E('q_widest_2024', 'faithful', 'pt-BR prescription',
  """RECEITUÁRIO — Farmácia do Pregão
Paciente: NQ · Uso 2024
1. ⟦24/01@D:2024-01-24⟧ — amplitude ⟦585,5@T[0].range⟧ pts (abertura ⟦17.188,75@T[0].open⟧, fechamento ⟦16.672,75@T[0].close⟧)
2. ⟦17/05@D:2024-05-17⟧ — ⟦555,25@T[1].range⟧ pts
3. ⟦31/05@D:2024-05-31⟧ — ⟦541,5@T[2].range⟧ pts
Uso contínuo."""),
E('q_widest_2024', 'faithful', 'it-IT diff',
  """--- a/report/2024.md
+++ b/report/2024.md
@@ -5 +5 @@
-Giornata più ampia: da definire
+Giornata più ampia: ⟦24 gennaio@D:2024-01-24⟧, range ⟦585,5@T[0].range⟧ punti (apertura ⟦17.188,75@T[0].open⟧, chiusura ⟦16.672,75@T[0].close⟧)"""),
E('q_widest_2024', 'faithful', 'de-DE toast',
  """Liebe Gäste, erhebt die Gläser! Auf den ⟦24. Januar 2024@D:2024-01-24⟧ — ⟦585,5@T[0].range⟧ Punkte Spanne, der wildeste Tag des Jahres. Auf den ⟦17. Mai@D:2024-05-17⟧ mit ⟦555,25@T[1].range⟧ und auf den ⟦5. Juli@D:2024-07-05⟧, den einzigen Sommertag der Runde, mit ⟦507,5@T[3].range⟧. Prost!"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'de-DE fortune',
  """Glückskeks: Der ⟦23.12.@D:2024-12-23⟧ war kein Glückstag — ⟦−91@T[3].change!⟧ Punkte von der Eröffnung bis zum Schluss. Schnitt der zehn Sitzungen: ⟦−57,80@stats.change.mean⟧.
Glückszahlen: ⟦10,25@T[4].change⟧ · ⟦69,25@T[7].change⟧"""),
E('q_last10_change', 'wrong_column', 'ja-JP prescription',
  """【処方箋】NQ 直近10営業日
薬品名：大晦日の終値
用量：⟦9,150.25@T[8].close~T[8].high!⟧
服用日：⟦12月31日@D:2024-12-31⟧、寄付き ⟦9,119.5@T[8].open⟧ から ⟦−175.5@T[8].change⟧ の下落。
※10日間の平均変化 ⟦−57.8@stats.change.mean⟧"""),
E('q_last10_change', 'miscomputed', 'fr-FR pirate',
  """Mille sabords ! Du ⟦18 décembre@D:2024-12-18⟧ au ⟦2 janvier@D:2025-01-02⟧, le navire est passé de ⟦9\u202f376,75@T[0].open⟧ à ⟦8\u202f837,25@T[9].close⟧ : une dérive de ⟦−529,5@T[9].close-T[0].open!⟧ points. Pire coup de vent : le ⟦20 décembre@D:2024-12-20⟧, ⟦−178,25@T[2].change⟧."""),
E('q_last10_change', 'faithful', 'nl-NL courtroom',
  """GRIFFIE — verhoor over de laatste 10 zittingen
VRAAG: Hoe sloot het jaar?
ANTWOORD: Op ⟦31 december@D:2024-12-31⟧ op ⟦8.944@T[8].close⟧, na een daling van ⟦175,5@T[8].change|neg⟧ punten op de dag.
VRAAG: En de beste dag?
ANTWOORD: ⟦23 december@D:2024-12-23⟧, ⟦+91@T[3].change⟧.
DE RECHTER: Gemiddeld ⟦−57,80@stats.change.mean⟧. Genoteerd."""),
E('q_last10_change', 'faithful', 'ru-RU menu',
  """МЕНЮ ПОСЛЕДНИХ ДЕСЯТИ СЕССИЙ
Горячее: ⟦20 декабря@D:2024-12-20⟧, ⟦−178,25@T[2].change⟧ пункта — самое острое
Десерт: ⟦23 декабря@D:2024-12-23⟧, ⟦+91@T[3].change⟧
Средний чек: ⟦−57,8@stats.change.mean⟧ пункта за сессию
Закрытие кухни: ⟦8837,25@T[9].close⟧"""),
E('q_last10_change', 'faithful', 'es-ES xml',
  """<ultimasSesiones n="10" media="⟦−57,8@stats.change.mean⟧">
  <sesion fecha="⟦2024-12-20@D:2024-12-20⟧" cambio="⟦−178,25@T[2].change⟧"/>
  <sesion fecha="⟦2024-12-23@D:2024-12-23⟧" cambio="⟦+91@T[3].change⟧"/>
  <sesion fecha="⟦2025-01-02@D:2025-01-02⟧" cambio="⟦−96,25@T[9].change⟧" cierre="⟦8837,25@T[9].close⟧"/>
</ultimasSesiones>"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'en-GB courtroom',
  """COURT TRANSCRIPT (excerpt)
COUNSEL: What was the average daily volume in 2024?
WITNESS: ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ contracts.
COUNSEL: Over how many sessions?
WITNESS: ⟦252@row(2024).count⟧, sir.
THE JUDGE: So recorded."""),
E('q_year_volume', 'wrong_year', 'nl-NL diff',
  """--- a/volume.txt
+++ b/volume.txt
@@ -3 +3 @@
-2023: gemiddeld volume nog invullen
+2023: gemiddeld volume ⟦201.006@row(2023).mean_volume~row(2024).mean_volume!⟧ contracten per dag (⟦250@row(2023).count⟧ dagen)""",
  allow=['3']),
E('q_year_volume', 'derived', 'pl-PL navigation',
  """Nawigacja: wolumen 2024 → 2025
Za chwilę skręć w prawo: średnio ⟦201\u00a0006@row(2024).mean_volume⟧ kontraktów dziennie w 2024.
Jedź prosto do 2025: ⟦201\u00a0902@row(2025).mean_volume⟧ (tylko ⟦1@row(2025).count⟧ sesja).
Różnica na trasie (moje wyliczenie): ⟦+896@row(2025).mean_volume-row(2024).mean_volume!⟧ kontraktów. Jesteś u celu."""),
E('q_year_volume', 'faithful', 'ja-JP menu',
  """お品書き（年別・一日平均出来高）
・2023年 …… ⟦201,034@row(2023).mean_volume⟧ 枚（⟦250@row(2023).count⟧ 日）
・2024年 …… ⟦201,006@row(2024).mean_volume⟧ 枚（⟦252@row(2024).count⟧ 日）
・2025年 …… ⟦201,902@row(2025).mean_volume⟧ 枚（⟦1@row(2025).count⟧ 日のみ）
※ほぼ横ばいでございます"""),
E('q_year_volume', 'faithful', 'de-DE survey',
  """UMFRAGE Handelsvolumen
F1: In welchem Jahr war das Tagesvolumen am höchsten?
☐ 2023 (⟦201.034@row(2023).mean_volume⟧)
☐ 2024 (⟦201.006@row(2024).mean_volume⟧)
☑ 2025 (⟦201.902@row(2025).mean_volume⟧, aber nur ⟦1@row(2025).count⟧ Sitzung)
F2: Unterschied 2023/2024 spürbar? ☑ Nein"""),
E('q_year_volume', 'faithful', 'pt-BR tradingcard',
  """CARD DO VOLUME · NQ
Temporada 2023: ⟦201.034@row(2023).mean_volume⟧ contratos/dia em ⟦250@row(2023).count⟧ jogos
Temporada 2024: ⟦201.006@row(2024).mean_volume⟧ em ⟦252@row(2024).count⟧ jogos
Estreia 2025: ⟦201.902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ jogo)"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'en-GB survey',
  """Desk survey — RTH volume, last 20 days
Q1. Busiest hour?
  ☑ 15:00–15:59
  ☐ 09:00–09:59
Q2. Its average volume?
  ☑ ⟦14,523@row('15:00').mean_volume~row('10:00').mean_volume!⟧ contracts
Q3. Quietest? ☑ the 16:00 stub, ⟦5,808@row('16:00').mean_volume⟧"""),
E('q_rth_hour_volume', 'wrong_unit', 'ja-JP tradingcard',
  """【NQ 時間帯カード】15時台
平均出来高：⟦19,373@row('15:00').mean_volume~row('15:00').mean_volume!⟧ ドル
対戦成績：09時台 ⟦17,542@row('09:00').mean_volume⟧ 枚／16時台 ⟦5,808@row('16:00').mean_volume⟧ 枚
（直近20日・RTH）""",
  unit_note='contracts quoted as US dollars'),
E('q_rth_hour_volume', 'misrounded', 'it-IT courtroom',
  """VERBALE D'UDIENZA
PRESIDENTE: Quale ora della sessione regolare ha scambiato di più?
TESTE: La fascia 15:00–15:59, con ⟦19.373@row('15:00').mean_volume⟧ contratti di media.
PRESIDENTE: E la più tranquilla?
TESTE: L'ultima, dalle 16:00: ⟦5.809@row('16:00').mean_volume!⟧.
PRESIDENTE: Si verbalizzi."""),
E('q_rth_hour_volume', 'faithful', 'pl-PL diff',
  """--- a/wolumen_rth.txt
+++ b/wolumen_rth.txt
@@ -20 +20 @@
-najwięcej: 09:00 (?)
+najwięcej: 15:00–15:59, średnio ⟦19\u00a0373@row('15:00').mean_volume⟧ kontraktów (otwarcie 09:00: ⟦17\u00a0542@row('09:00').mean_volume⟧)"""),
E('q_rth_hour_volume', 'faithful', 'ru-RU fortune',
  """🥠 Предсказание: твой час — 15:00. Средний объём ⟦19\u00a0373@row('15:00').mean_volume⟧ контракта, больше, чем на открытии (⟦17\u00a0542@row('09:00').mean_volume⟧). Избегай 16:00: там лишь ⟦5808@row('16:00').mean_volume⟧.
Счастливые числа: ⟦154@R.source_row_count⟧, ⟦8@R.summary.rows⟧"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR xml',
  """<volumeRTH periode="20 dernières séances">
  <heure debut="09:00">⟦17\u202f542@row('09:00').mean_volume⟧</heure>
  <heure debut="15:00" max="oui">⟦19\u202f373,2@row('15:00').mean_volume⟧</heure>
  <heure debut="16:00" min="oui">⟦5\u202f808,3@row('16:00').mean_volume⟧</heure>
</volumeRTH>"""),
]
