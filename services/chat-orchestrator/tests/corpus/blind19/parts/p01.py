"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'es-ES pycode',
  '''def rango_medio(df):
    """Rango diario medio de las últimas 20 sesiones.

    Resultado: ⟦187@value!⟧ puntos (máximo menos mínimo, media simple).
    """
    return (df.high - df.low).tail(20).mean()'''),
E('q_range_last20', 'wrong_unit', 'it-IT yoda',
  """Del ⟦187,6%@value~value!⟧ oscillato il NQ ogni giorno ha, nelle ultime 20 sedute. Nervoso il mercato è, hmm. Stop larghi usare devi, giovane trader.""",
  unit_note='index points quoted as a percent'),
E('q_range_last20', 'invented', 'pl-PL boxing',
  """Panie i panowie!!! W czerwonym narożniku… NQ!
Średni dzienny zasięg z ostatnich 20 sesji: ⟦203,4@value!⟧ punktu!
Nikt go nie zatrzyma! Zaczynamy walkę!"""),
E('q_range_last20', 'faithful', 'pt-BR gossip',
  """EXCLUSIVO! Fontes do pregão garantem: nas últimas 20 sessões o NQ balançou em média ⟦187,6@value⟧ pontos por dia. Contado em ⟦20@R.source_row_count⟧ barras diárias, jura o informante. Ninguém aguenta tanta emoção!"""),
E('q_range_last20', 'faithful', 'ru-RU dating',
  """💘 Анкета
Имя: NQ, фьючерс
О себе: за последние 20 сессий мой дневной диапазон в среднем ⟦187,6@value⟧ пункта. Люблю волатильность, не люблю гэпы.
Ищу: трейдера со стальными нервами."""),
E('q_range_last20', 'faithful', 'en-GB http',
  """content-type: application/json
cache-control: no-store
x-rows-scanned: ⟦20@R.summary.rows_scanned⟧

{"metric": "avg_daily_range", "window": "last 20 sessions", "value_pts": ⟦187.6@value⟧}"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'en-US shanty',
  """🎵 For ⟦252@count⟧ long days we sailed the tape in '24,
The median wave stood ⟦274.44@median_range~mean_range!⟧ high, me boys,
The biggest ⟦585.5@max_range⟧, the smallest ⟦116.5@min_range⟧ —
Way hey, and up she rises!""", allow=['24']),
E('q_range_stats_2024', 'miscomputed', 'de-DE dating',
  """Profil: NQ, Jahrgang 2024 ❤
Über mich: ⟦252@count⟧ Handelstage, im Schnitt ⟦274,44@mean_range⟧ Punkte Tagesspanne.
Meine Extreme: ⟦585,5@max_range⟧ bis ⟦116,5@min_range⟧ – also ⟦479@max_range-min_range!⟧ Punkte Unterschied.
Suche: jemanden, der das aushält."""),
E('q_range_stats_2024', 'derived', 'ja-JP ticker',
  """NQ 2024 日次レンジ ▲ 平均 ⟦274.44@mean_range⟧ ▲ 中央値 ⟦267.25@median_range⟧ ▲ 最大 ⟦585.5@max_range⟧ ▼ 最小 ⟦116.5@min_range⟧ ｜ 平均−中央値 ＝ ⟦+7.19@mean_range-median_range!⟧（自分で計算）｜ ⟦252@count⟧営業日 ▲"""),
E('q_range_stats_2024', 'faithful', 'ru-RU flashcard',
  """КАРТОЧКА · лицевая сторона: дневной диапазон NQ в 2024 году?
— оборот —
среднее ⟦274,4@mean_range⟧, медиана ⟦267,25@median_range⟧, максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧ пункта; ⟦252@count⟧ сессии."""),
E('q_range_stats_2024', 'faithful', 'pl-PL bars',
  """Zasięg dzienny NQ, 2024 (pkt, ⟦252@count⟧ sesje)
maks.   ████████████████████ ⟦585,5@max_range⟧
średnia █████████▍ ⟦274,44@mean_range⟧
mediana █████████▏ ⟦267,25@median_range⟧
min.    ████ ⟦116,5@min_range⟧"""),
E('q_range_stats_2024', 'faithful', 'nl-NL tasklist',
  """- [x] Gemiddelde dagrange 2024: ⟦274,4@mean_range⟧ punten[^bron]
- [x] Mediaan: ⟦267,25@median_range⟧
- [x] Uitersten: ⟦116,5@min_range⟧ – ⟦585,5@max_range⟧
- [ ] Vergelijken met 2023

[^bron]: ⟦252@count⟧ handelsdagen, high min low."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'en-US tasklist',
  """- [x] Widest weekday of 2024: Wednesday, ⟦278.7@row('Wednesday').mean_range⟧ pts[^a]
- [x] Calmest: Monday, ⟦269.41@row('Monday').mean_range⟧
- [x] Tuesday: ⟦273.53@row('Tuesday').mean_range~row('Thursday').mean_range!⟧
- [ ] Re-run for 2025

[^a]: mean of high minus low per weekday."""),
E('q_dow_range_2024', 'coincidental', 'es-ES yoda',
  """El más ancho, el miércoles es: ⟦278,7@row('Wednesday').mean_range⟧ puntos de media. ⟦269,2@row('Thursday').mean_range!⟧ el jueves mueve, hmm. Tranquilo el lunes siempre está, ⟦269,4@row('Monday').mean_range⟧. Aprender esto debes, joven trader."""),
E('q_dow_range_2024', 'miscomputed', 'zh-CN dating',
  """💕 征友启事
我是NQ，2024年。周三最放得开，平均振幅 ⟦278.7@row('Wednesday').mean_range⟧ 点；周一最安静，⟦269.41@row('Monday').mean_range⟧ 点，相差 ⟦9.72@row('Wednesday').mean_range-row('Monday').mean_range!⟧ 点。
理想型：能陪我度过周三的人。"""),
E('q_dow_range_2024', 'faithful', 'fr-FR flashcard',
  """RECTO : Quel jour de la semaine a la plus grande amplitude en 2024 ?
VERSO : le mercredi, ⟦278,675@row('Wednesday').mean_range⟧ points en moyenne. Le plus calme : le lundi, ⟦269,41@row('Monday').mean_range⟧."""),
E('q_dow_range_2024', 'faithful', 'pt-BR http',
  """content-type: text/plain
content-language: pt-BR
x-grupos: ⟦5@R.summary.rows⟧

Dia mais amplo de 2024: quarta-feira, ⟦278,7@row('Wednesday').mean_range⟧ pontos de amplitude média. Mais calmo: segunda-feira, ⟦269,41@row('Monday').mean_range⟧."""),
E('q_dow_range_2024', 'faithful', 'pl-PL pycode',
  """# Średni zasięg wg dnia tygodnia, 2024 (⟦5@R.summary.rows⟧ grup)
# najszerzej: środa – ⟦278,7@row('Wednesday').mean_range⟧ pkt
# najspokojniej: poniedziałek – ⟦269,4@row('Monday').mean_range⟧ pkt
zasieg = df.groupby("dow")["range"].mean()"""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'pl-PL http',
  """content-type: text/plain
x-wiersze: ⟦12@R.summary.rows⟧

Odsetek sesji wzrostowych 2023:
najlepszy wrzesień – ⟦70%@row('September').pct_up*100⟧
najgorszy listopad – ⟦38,1%@row('November').pct_up*100⟧
marzec – ⟦52,6%@row('March').pct_up*100~row('April').pct_up*100!⟧"""),
E('q_month_up_2023', 'wrong_unit', 'fr-FR boxing',
  """Mesdames et messieurs !!! Dans le coin rouge : NOVEMBRE, seulement ⟦38,1\u202f%@row('November').pct_up*100⟧ de séances en hausse !
Et dans le coin bleu, le poids lourd de l'automne 2023… SEPTEMBRE, avec ⟦0,7\u202f%@row('September').pct_up~row('September').pct_up!⟧ de séances haussières !
Que le combat commence !""",
  unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'misrounded', 'pt-BR dating',
  """Perfil: NQ · 2023
Sobre mim: em setembro fechei em alta em ⟦70%@row('September').pct_up*100⟧ dos dias; em outubro, ⟦68,1%@row('October').pct_up*100!⟧.
Em novembro fico tímido: só ⟦38,1%@row('November').pct_up*100⟧.
Procuro: alguém para setembro."""),
E('q_month_up_2023', 'faithful', 'it-IT shanty',
  """🎶 Nel 2023 salpammo, oh!
A settembre il ⟦70%@row('September').pct_up*100⟧ chiuse su,
a novembre appena il ⟦38,1%@row('November').pct_up*100⟧ —
issa, issa, marinai, che ottobre fa ⟦68,2%@row('October').pct_up*100⟧!"""),
E('q_month_up_2023', 'faithful', 'en-US yoda',
  """Best month of 2023, September was — up on ⟦70%@row('September').pct_up*100⟧ of its days. Worst, November: ⟦38.1%@row('November').pct_up*100⟧ only. All ⟦12@R.summary.rows⟧ months counted, I have. Hmm."""),
E('q_month_up_2023', 'faithful', 'de-DE ticker',
  """+++ NQ 2023 · Anteil Aufwärtstage +++ SEP ▲ ⟦70 %@row('September').pct_up*100⟧ · OKT ▲ ⟦68,2 %@row('October').pct_up*100⟧ · JAN ▲ ⟦60 %@row('January').pct_up*100⟧ · AUG ▼ ⟦39,1 %@row('August').pct_up*100⟧ · NOV ▼ ⟦38,1 %@row('November').pct_up*100⟧ +++"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'pt-BR receipt',
  """MERCADO DO PREGÃO LTDA
CUPOM NÃO FISCAL — 5 maiores amplitudes 2024
⟦24/01@D:2024-01-24⟧  amplitude ........ ⟦585,50@row('2024-01-24').range⟧
⟦17/05@D:2024-05-17⟧  amplitude ........ ⟦555,25@row('2024-05-17').range⟧
⟦17/05@D:2024-05-17⟧  fechamento .... ⟦15.998,25@row('2024-05-17').close~row('2024-05-17').open!⟧
MÉDIA ................... ⟦534,85@R.summary.stats.range.mean⟧
Obrigado, volte sempre!  16:00"""),
E('q_widest_2024', 'invented', 'en-GB tasklist',
  """- [x] Widest day of 2024: ⟦24 Jan@D:2024-01-24⟧, ⟦585.5@row('2024-01-24').range⟧ pts
- [x] Runner-up: ⟦17 May@D:2024-05-17⟧, ⟦548.75@row('2024-05-17').range!⟧ pts
- [x] Fifth: ⟦1 May@D:2024-05-01⟧, ⟦484.5@row('2024-05-01').range⟧
- [ ] Look again at ⟦5 July@D:2024-07-05⟧[^1]

[^1]: the only summer day in the top five.""", allow=['1']),
E('q_widest_2024', 'derived', 'en-US bars',
  """Widest days of 2024 (high − low, pts)
⟦Jan 24@D:2024-01-24⟧  ████████████████████ ⟦585.5@row('2024-01-24').range⟧
⟦May 17@D:2024-05-17⟧  ███████████████████  ⟦555.25@row('2024-05-17').range⟧
⟦May 31@D:2024-05-31⟧  ██████████████████▌  ⟦541.5@row('2024-05-31').range⟧
⟦Jan 24@D:2024-01-24⟧ also fell ⟦516@row('2024-01-24').open-row('2024-01-24').close!⟧ pts open→close (my subtraction)"""),
E('q_widest_2024', 'faithful', 'ja-JP boxing',
  """レディース・アンド・ジェントルメン！赤コーナー、2024年最大の暴れん坊、⟦1月24日@D:2024-01-24⟧！値幅⟦585.5@row('2024-01-24').range⟧ポイント！
青コーナー、⟦5月17日@D:2024-05-17⟧、⟦555.25@row('2024-05-17').range⟧ポイント！
レディー、ファイト！"""),
E('q_widest_2024', 'faithful', 'fr-FR gossip',
  """EXCLUSIF ! Le ⟦24 janvier@D:2024-01-24⟧, le NQ a fait sensation : ⟦585,5@row('2024-01-24').range⟧ points entre plus haut et plus bas, ouvert à ⟦17\u202f188,75@row('2024-01-24').open⟧ et fermé à ⟦16\u202f672,75@row('2024-01-24').close⟧. Nos sources jurent que le ⟦5 juillet@D:2024-07-05⟧ (⟦507,5@row('2024-07-05').range⟧) est le seul jour d'été du top 5."""),
E('q_widest_2024', 'faithful', 'es-ES shanty',
  """🎶 El ⟦24 de enero@D:2024-01-24⟧ rugió la tempestad, ⟦585,5@row('2024-01-24').range⟧ puntos de ola,
el ⟦17 de mayo@D:2024-05-17⟧ ⟦555,25@row('2024-05-17').range⟧ nos sacudió,
y la media de las cinco fue ⟦534,85@R.summary.stats.range.mean⟧.
¡Ay, oh, iza la vela!"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'ja-JP dating',
  """【プロフィール】NQ（直近10日）
性格：ちょっと下がりがち。平均 ⟦−57.8@R.summary.stats.change.mean⟧ ポイント
好きな日：⟦12月23日@D:2024-12-23⟧（⟦+91@row('2024-12-23').change⟧）
苦手な日：⟦12月20日@D:2024-12-20⟧（⟦−178.25@row('2024-12-20').change⟧）
⟦12月30日@D:2024-12-30⟧も ⟦−69.25@row('2024-12-30').change!⟧ で落ち込みました…"""),
E('q_last10_change', 'wrong_column', 'nl-NL http',
  """HTTP/1.1 200 OK
Content-Type: text/plain
Date: ⟦Thu, 02 Jan 2025@D:2025-01-02⟧

Laatste 10 sessies: gemiddeld ⟦−57,8@R.summary.stats.change.mean⟧ punten per dag.
Slot ⟦31 december@D:2024-12-31⟧: ⟦9.150,25@row('2024-12-31').close~row('2024-12-31').high!⟧ (⟦−175,5@row('2024-12-31').change⟧ op de dag).""",
  allow=['1.1', '200']),
E('q_last10_change', 'coincidental', 'es-ES ticker',
  """NQ ▼ media 10 sesiones ⟦−57,8@R.summary.stats.change.mean⟧ · ⟦23/12@D:2024-12-23⟧ ▲ ⟦+91@row('2024-12-23').change⟧ · ⟦27/12@D:2024-12-27⟧ cierre ⟦9042,5@row('2024-12-27').close!⟧ ▲ · ⟦31/12@D:2024-12-31⟧ ▼ ⟦−175,5@row('2024-12-31').change⟧ · ⟦02/01@D:2025-01-02⟧ ▼ ⟦−96,25@row('2025-01-02').change⟧ · cierre ⟦8837,25@row('2025-01-02').close⟧"""),
E('q_last10_change', 'faithful', 'ru-RU bars',
  """NQ, последние 10 сессий (close − open)
⟦18.12@D:2024-12-18⟧ ▇▇▇▇▇▇▇▇ ⟦−173@row('2024-12-18').change⟧
⟦20.12@D:2024-12-20⟧ ▇▇▇▇▇▇▇▇ ⟦−178,25@row('2024-12-20').change⟧
⟦23.12@D:2024-12-23⟧ ▁▁▁▁ ⟦+91@row('2024-12-23').change⟧
⟦31.12@D:2024-12-31⟧ ▇▇▇▇▇▇▇▇ ⟦−175,5@row('2024-12-31').change⟧
⟦02.01@D:2025-01-02⟧ ▇▇▇▇ ⟦−96,25@row('2025-01-02').change⟧
среднее: ⟦−57,8@R.summary.stats.change.mean⟧"""),
E('q_last10_change', 'faithful', 'zh-CN gossip',
  """【独家爆料】知情人士透露：NQ最近10个交易日平均每天跌 ⟦57.8@R.summary.stats.change.mean|neg⟧ 点！最大亮点是⟦12月23日@D:2024-12-23⟧，大涨 ⟦+91@row('2024-12-23').change⟧ 点；⟦12月20日@D:2024-12-20⟧则惨跌 ⟦178.25@row('2024-12-20').change|neg⟧ 点，圈内人直呼“扛不住”。"""),
E('q_last10_change', 'faithful', 'pt-BR receipt',
  """PADARIA DO PREGÃO — NQ
Últimas 10 sessões
⟦18/12@D:2024-12-18⟧ ........ ⟦−173,00@row('2024-12-18').change⟧
⟦23/12@D:2024-12-23⟧ ......... ⟦+91,00@row('2024-12-23').change⟧
⟦31/12@D:2024-12-31⟧ ........ ⟦−175,50@row('2024-12-31').change⟧
⟦02/01@D:2025-01-02⟧ ......... ⟦−96,25@row('2025-01-02').change⟧
MÉDIA/DIA ..... ⟦−57,80@R.summary.stats.change.mean⟧
Volte sempre! 17:15"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'pt-BR tasklist',
  """- [x] 2023: ⟦201.034@row(2023).mean_volume⟧ contratos/dia (⟦250@row(2023).count⟧ pregões)
- [x] 2024: ⟦201.902@row(2024).mean_volume~row(2025).mean_volume!⟧ contratos/dia
- [ ] 2025: só ⟦1@row(2025).count⟧ pregão, esperar[^n]

[^n]: média simples do volume diário."""),
E('q_year_volume', 'wrong_year', 'ru-RU dating',
  """Анкета: NQ, три года на бирже.
О себе: в среднем ⟦201\u00a0006@row(2024).mean_volume⟧ контрактов в день в 2024-м (за ⟦250@row(2024).count~row(2023).count!⟧ сессий), в 2023-м — ⟦201\u00a0034@row(2023).mean_volume⟧.
В 2025-м пока один день, зато ⟦201\u00a0902@row(2025).mean_volume⟧.
Ищу стабильность."""),
E('q_year_volume', 'wrong_unit', 'nl-NL bars',
  """Gemiddeld dagvolume NQ (contracten)
2023 ███████████████████▊ ⟦201.034@row(2023).mean_volume⟧
2024 ███████████████████▋ ⟦201.006@row(2024).mean_volume⟧
2025 ████████████████████ € ⟦201.902@row(2025).mean_volume~row(2025).mean_volume!⟧ (⟦1@row(2025).count⟧ sessie)""",
  unit_note='contracts quoted as euros'),
E('q_year_volume', 'faithful', 'zh-CN shanty',
  """🎵 哟嗬，水手们！2023年日均成交 ⟦201,034@row(2023).mean_volume⟧ 手，
2024年 ⟦201,006@row(2024).mean_volume⟧ 手，几乎一样平；
2025年才一天，却冲到 ⟦201,902@row(2025).mean_volume⟧！
嘿哟，拉起帆！"""),
E('q_year_volume', 'faithful', 'en-GB receipt',
  """CORNER SHOP — NQ VOLUME TILL
------------------------------
2023 avg/day ........ ⟦201,034@row(2023).mean_volume⟧
2024 avg/day ........ ⟦201,006@row(2024).mean_volume⟧
2025 avg/day ........ ⟦201,902@row(2025).mean_volume⟧
SESSIONS  ⟦250@row(2023).count⟧ + ⟦252@row(2024).count⟧ + ⟦1@row(2025).count⟧
Thank you for shopping  16:02"""),
E('q_year_volume', 'faithful', 'fr-FR pycode',
  '''def volume_moyen_par_annee(df):
    """Volume quotidien moyen par année.

    2023 : ⟦201\u202f034@row(2023).mean_volume⟧ contrats (⟦250@row(2023).count⟧ séances)
    2024 : ⟦201\u202f006@row(2024).mean_volume⟧ contrats (⟦252@row(2024).count⟧ séances)
    2025 : ⟦201\u202f902@row(2025).mean_volume⟧, mais une seule séance.
    """'''),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'pl-PL pycode',
  """# Średni wolumen RTH wg godziny, ostatnie 20 sesji
# szczyt: 15:00–15:59 → ⟦17\u00a0542@row('15:00').mean_volume~row('09:00').mean_volume!⟧ kontraktów
# dołek: 16:00–16:59 → ⟦5808@row('16:00').mean_volume⟧
vol = bars.groupby(bars.index.hour)["volume"].mean()"""),
E('q_rth_hour_volume', 'misrounded', 'en-GB receipt',
  """RTH VOLUME — LAST 20 SESSIONS
avg contracts per hour
09:00 ........ ⟦17,542@row('09:00').mean_volume⟧
10:00 ........ ⟦14,524@row('10:00').mean_volume!⟧
15:00 ........ ⟦19,373@row('15:00').mean_volume⟧  * PEAK *
16:00 ......... ⟦5,808@row('16:00').mean_volume⟧
HOURS ⟦8@R.summary.rows⟧   BARS ⟦154@R.source_row_count⟧"""),
E('q_rth_hour_volume', 'invented', 'zh-CN bars',
  """近20个交易日 RTH 每小时平均成交量（手）
09时 ██████████████████ ⟦17,542@row('09:00').mean_volume⟧
15时 ████████████████████ ⟦19,373@row('15:00').mean_volume⟧
16时 ██████▌ ⟦6,270@row('16:00').mean_volume!⟧
尾盘最清淡。"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR ticker',
  """RTH · 20 DERNIÈRES SÉANCES ▸ 15h ▲ ⟦19\u202f373@row('15:00').mean_volume⟧ contrats ▸ 09h ▲ ⟦17\u202f542@row('09:00').mean_volume⟧ ▸ 10h ⟦14\u202f523@row('10:00').mean_volume⟧ ▸ 16h ▼ ⟦5\u202f808@row('16:00').mean_volume⟧ ▸"""),
E('q_rth_hour_volume', 'faithful', 'de-DE flashcard',
  """VORDERSEITE: Welche RTH-Stunde handelt zuletzt am meisten?
RÜCKSEITE: 15:00–15:59 Uhr, im Schnitt ⟦19.373@row('15:00').mean_volume⟧ Kontrakte (letzte 20 Sitzungen). Am ruhigsten: 16:00 Uhr mit ⟦5.808@row('16:00').mean_volume⟧."""),
E('q_rth_hour_volume', 'faithful', 'pt-BR yoda',
  """A hora mais cheia, a das 15:00 é: ⟦19.373@row('15:00').mean_volume⟧ contratos em média. Vazia a última fica, 16:00, só ⟦5.808@row('16:00').mean_volume⟧. Nos últimos 20 pregões medido isso foi. Hmm."""),
]
