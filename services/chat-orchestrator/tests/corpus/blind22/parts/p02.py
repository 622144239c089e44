"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'ru-RU rap',
  """[Куплет]
Двести пятьдесят два дня я считал свечи,
Зелёных — ⟦0,4\u00a0%@value*100~value!⟧, и крыть мне нечем,
Красный год, братан, красный, как закат,
Двадцать четвёртый — медвежий парад.""",
  unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'derived', 'it-IT wargame',
  """SCHEDA UNITÀ: NQ 2024 — «I Rialzisti»
Sedute schierate: ⟦252@R.source_row_count⟧
Tasso di chiusure in rialzo: ⟦40,5 %@value*100⟧
Effettivi in rialzo: ⟦102@value*252!⟧ sedute (calcolo mio, quota × sedute)
Regola speciale: in minoranza, ma non si arrendono."""),
E('q_up_pct_2024', 'invented', 'fr-FR progress',
  """$ nq pct-up --annee 2024
Lecture des bougies ██████████ ⟦252@R.summary.rows_scanned⟧/⟦252@R.source_row_count⟧
Clôtures au-dessus de l'ouverture… calcul
✔ Séances haussières : ⟦44,8\u202f%@value*100!⟧ (moins de la moitié)"""),
E('q_up_pct_2024', 'faithful', 'de-DE escape',
  """🔐 RÄTSEL #1 — „Grüne Kerzen 2024“
Das Zahlenschloss will die Zahl der Handelstage: ⟦252@R.source_row_count⟧.
Zusatzhinweis: nur ⟦40,48 %@value*100⟧ davon schlossen über der Eröffnung.
⏳ 07:30 verbleibend""",
  allow=['1']),
E('q_up_pct_2024', 'faithful', 'ja-JP judges',
  """【審査シート】2024年 陽線コンテスト
出場者：NQ 日足 ⟦252@R.source_row_count⟧ 本
陽線比率：⟦40.5%@value*100⟧
講評：半分に届かず、惜しい。
審査員 K"""),
E('q_up_pct_2024', 'faithful', 'es-ES warranty',
  """CERTIFICADO DE GARANTÍA
Producto: «Días alcistas NQ 2024»
Muestra: ⟦252@R.source_row_count⟧ sesiones
Resultado: el ⟦40,48 %@value*100⟧ cerró por encima de la apertura.
La garantía no cubre las sesiones bajistas."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU progress',
  """$ nq compare --years 2023 2024
⠿ загрузка 2023 ██████████ ⟦250@A.count⟧ сессий
⠿ загрузка 2024 ██████████ ⟦252@B.count⟧ сессий
✔ Средний размах 2023: ⟦274,44@A.mean_range~B.mean_range!⟧ п.
✔ Средний объём: ⟦201\u00a0034@A.mean_volume⟧ → ⟦201\u00a0006@B.mean_volume⟧"""),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT safety',
  """SCHEDA DI SICUREZZA — Volo NQ 2023→2024
Turbolenza media: 2023 ⟦363,24@A.mean_range⟧ punti, 2024 ⟦274,44@B.mean_range⟧
Passeggeri al giorno (volume) nel 2024: ⟦201.034@B.mean_volume~A.mean_volume!⟧
Se la turbolenza cala, restate comunque seduti."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'fr-FR escape',
  """🔐 SALLE « 2023 CONTRE 2024 »
Indice #2 : le cadenas s'ouvre avec l'écart d'amplitude moyenne.
2023 : ⟦363,24@A.mean_range⟧ pts — 2024 : ⟦274,44@B.mean_range⟧ pts
Code gravé sous la table : ⟦78,8@A.mean_range-B.mean_range!⟧
⏳ 05:00 restantes""",
  allow=['2']),
E('q_stats_2023_vs_2024', 'faithful', 'ja-JP draft',
  """【ドラフト会議】年度比較
一巡目指名：2023年　平均値幅 ⟦363.24@A.mean_range⟧（⟦250@A.count⟧ 日）
二巡目指名：2024年　平均値幅 ⟦274.44@B.mean_range⟧（⟦252@B.count⟧ 日）
出来高はほぼ互角：⟦201,034@A.mean_volume⟧ 対 ⟦201,006@B.mean_volume⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB warranty',
  """WARRANTY REGISTRATION — NQ Volatility Unit
Model year 2023: avg range ⟦363.24@A.mean_range⟧ pts, avg volume ⟦201,034@A.mean_volume⟧
Model year 2024: avg range ⟦274.44@B.mean_range⟧ pts, avg volume ⟦201,006@B.mean_volume⟧
Service note: calmer in 2024, same traffic. Keep this card."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN judges',
  """【评委打分表】年度对决
选手甲：2023 年 · 平均波幅 ⟦363.24@A.mean_range⟧ · 日均量 ⟦201,034@A.mean_volume⟧
选手乙：2024 年 · 平均波幅 ⟦274.44@B.mean_range⟧ · 日均量 ⟦201,006@B.mean_volume⟧
评语：乙更安静，成交几乎一样。"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'es-ES catalogue',
  """Signatura: HG6024 .N37 A3 2023
NQ. Jornadas con cierre > 2 % sobre la apertura, 2023. — ⟦14@R.summary.rows⟧ registros.
Contenido: ⟦6 de diciembre@D:2023-12-06⟧ (⟦+3,32 %@row('2023-12-06').chg⟧, la mayor); ⟦19 de abril@D:2023-04-19⟧ (⟦+2,57 %@row('2023-04-19').chg~row('2023-05-04').chg!⟧)."""),
E('q_big_up_days_2023', 'wrong_column', 'pl-PL warranty',
  """KARTA GWARANCYJNA — NQ, mocne wzrosty 2023
Data zakupu: ⟦2 lutego 2023@D:2023-02-02⟧
Cena zamknięcia: ⟦17\u00a0274,25@row('2023-02-02').close~row('2023-02-02').open!⟧
Wzrost w ciągu sesji: ⟦2,19\u00a0%@row('2023-02-02').chg⟧
Gwarancja nie obejmuje spadków."""),
E('q_big_up_days_2023', 'coincidental', 'pt-BR progress',
  """$ nq filtro --ano 2023 --chg ">2"
Varrendo pregões  ━━━━━━━━━━━━━━ concluído
✔ ⟦14@R.summary.rows⟧ pregões encontrados
  ⟦18/01@D:2023-01-18⟧  ⟦+2,50 %@row('2023-01-18').chg⟧
  ⟦07/07@D:2023-07-07⟧  ⟦+2,45 %@row('2023-07-07').chg!⟧
  ⟦06/12@D:2023-12-06⟧  ⟦+3,32 %@row('2023-12-06').chg⟧ (o maior)"""),
E('q_big_up_days_2023', 'faithful', 'zh-CN chronicle',
  """《NQ 纪年·二〇二三》
是岁，日内涨幅逾 2% 者凡 ⟦14@R.summary.rows⟧ 日。
⟦12月6日@D:2023-12-06⟧，开 ⟦17,263@row('2023-12-06').open⟧，收 ⟦17,836@row('2023-12-06').close⟧，涨 ⟦3.32%@row('2023-12-06').chg⟧，为一岁之最。
⟦3月27日@D:2023-03-27⟧ 涨 ⟦2.01%@row('2023-03-27').chg⟧，最微。"""),
E('q_big_up_days_2023', 'faithful', 'en-US epitaph',
  """HERE LIES
⟦DECEMBER 6, 2023@D:2023-12-06⟧
the best up day of its year:
opened ⟦17,263@row('2023-12-06').open⟧, closed ⟦17,836@row('2023-12-06').close⟧,
up ⟦3.32%@row('2023-12-06').chg⟧ in a single session.
It went out on a high."""),
E('q_big_up_days_2023', 'faithful', 'ru-RU jupyter',
  """In [12]: big = df.query('chg > 2')   # дни роста больше 2 %
         len(big)
Out[12]: ⟦14@R.summary.rows⟧
In [14]: print(fmt(big.chg.max()), big.chg.idxmax().date())
⟦3,32\u00a0%@stats.chg.max⟧ ⟦2023-12-06@D:2023-12-06⟧""",
  allow=['12', '14']),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'pl-PL rap',
  """[Refren]
Wolumen i zakres, czy idą w parze?
Korelacja ⟦−0,05@value!⟧, nic się nie wydarzy,
⟦252@R.summary.rows_scanned⟧ sesje, zero chemii w duecie,
Każdy gra swoje, jak obcy na parkiecie."""),
E('q_corr_2024', 'wrong_unit', 'ru-RU safety',
  """ПАМЯТКА БЕЗОПАСНОСТИ — Рейс NQ24
Связь объёма и размаха в 2024 г.: ⟦0,051\u00a0%@value~value!⟧
Вывод: объём не предупреждает о турбулентности.
Пристегнитесь в любом случае.""",
  unit_note='a correlation coefficient quoted as a percent'),
E('q_corr_2024', 'misrounded', 'en-US warranty',
  """WARRANTY CARD — Volume/Range Coupler (2024)
Measured correlation: ⟦0.0511@value!⟧ across ⟦252@R.summary.rows_scanned⟧ sessions
Coverage: none. The parts are not connected.
Keep this card with your receipt."""),
E('q_corr_2024', 'faithful', 'pt-BR epitaph',
  """AQUI JAZ
A CORRELAÇÃO ENTRE VOLUME E AMPLITUDE
2024
Coeficiente: ⟦0,05@value⟧
Em ⟦252@R.summary.rows_scanned⟧ pregões, nunca se conheceram."""),
E('q_corr_2024', 'faithful', 'de-DE catalogue',
  """Signatur: HG6024 .K67 2024
NQ. Korrelation Volumen/Tagesspanne 2024 / ⟦252@R.summary.rows_scanned⟧ Handelstage.
Ergebnis: r = ⟦0,0512@value⟧ (praktisch kein Zusammenhang).
Schlagwort: Volatilität — Statistik."""),
E('q_corr_2024', 'faithful', 'zh-CN escape',
  """🔐 密室线索 #5
保险箱密码提示：2024 年成交量与波幅的相关系数
纸条上写着：⟦0.051@value⟧ —— 几乎为零，两者无关。
样本：⟦252@R.summary.rows_scanned⟧ 个交易日""",
  allow=['5']),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_row', 'en-GB escape',
  """ESCAPE ROOM: THE 2024 LEDGER
Clue #7: the August bar is the key. Its change reads ⟦−1,049@row('2024-08').change~row('2024-03').change!⟧ points.
Clue #8: only April finished green (⟦+1,008@row('2024-04').change⟧).
⏳ 03:20 left""",
  allow=['7', '8']),
E('q_monthly_2024', 'wrong_column', 'pl-PL judges',
  """ARKUSZ OCEN — konkurs „Świece miesięczne 2024”
Danie: maj
Otwarcie ⟦15\u00a0816,25@row('2024-05').open⟧, zamknięcie ⟦14\u00a0486,5@row('2024-05').close~row('2024-05').low!⟧
Zmiana: ⟦−1214,75@row('2024-05').change⟧ pkt
Ocena jury: gorzkie, ale lipiec (⟦−1374@row('2024-07').change⟧) był gorszy."""),
E('q_monthly_2024', 'wrong_sign', 'zh-CN catalogue',
  """索书号：HG6024 .N37 2024
NQ 月线全集（2024）／共 ⟦12@R.summary.rows⟧ 根月K线。
附注：唯一收涨月份为四月（⟦+1,008@row('2024-04').change⟧）；一月变动 ⟦+1,186.5@row('2024-01').change!⟧ 点；七月最差（⟦−1,374@row('2024-07').change⟧）。"""),
E('q_monthly_2024', 'faithful', 'fr-FR wargame',
  """UNITÉ : BARRES MENSUELLES 2024
Attaque : avril, ⟦+1\u202f008@row('2024-04').change⟧ (seul mois vert)
Défense : juillet, ⟦−1\u202f374@row('2024-07').change⟧
Moral moyen : ⟦−728,13@stats.change.mean⟧ par mois
Règle spéciale : décembre clôture à ⟦8\u202f944@row('2024-12').close⟧."""),
E('q_monthly_2024', 'faithful', 'it-IT chronicle',
  """CRONACA DELL'ANNO 2024
Nell'anno del Signore 2024 il mercato aprì gennaio a ⟦17.578,75@row('2024-01').open⟧ e chiuse dicembre a ⟦8.944@row('2024-12').close⟧.
Solo aprile portò un guadagno, di ⟦1.008@row('2024-04').change⟧ punti; luglio ne perse ⟦1.374@row('2024-07').change|neg⟧."""),
E('q_monthly_2024', 'faithful', 'de-DE jupyter',
  """In [12]: monat = bars.set_index('date')
         fmt(monat.change.min()), fmt(monat.change.max()), fmt(monat.change.mean())
Out[12]: ('⟦−1.374@stats.change.min⟧ Punkte', '⟦+1.008@stats.change.max⟧ Punkte', '⟦−728,13@stats.change.mean⟧ Punkte')""",
  allow=['12']),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'en-US epitaph',
  """HERE LIES
THE WEEK OF ⟦DEC 15, 2024@D:2024-12-15⟧
It closed ⟦+16@row('2024-12-15').change!⟧ points from its open,
the gentlest of five weeks.
Volume: ⟦1,002,088@row('2024-12-15').volume⟧ contracts."""),
E('q_weekly_recent', 'wrong_unit', 'es-ES wargame',
  """UNIDAD: SEMANAS RECIENTES (NQ)
Semana del ⟦8 de diciembre@D:2024-12-08⟧ | DAÑO ⟦−381,75 %@row('2024-12-08').change~row('2024-12-08').change!⟧ | la peor
Semana del ⟦29 de diciembre@D:2024-12-29⟧ | ⟦+57,5@row('2024-12-29').change⟧ | la única en verde
Moral media: ⟦−179,7@stats.change.mean⟧ puntos""",
  unit_note='index points quoted as a percent'),
E('q_weekly_recent', 'invented', 'pt-BR rap',
  """[Verso]
Cinco semanas no gráfico, quatro no vermelho, irmão,
⟦8 de dezembro@D:2024-12-08⟧ caiu ⟦381,75@row('2024-12-08').change|neg⟧, pancada no chão,
⟦29 de dezembro@D:2024-12-29⟧ subiu ⟦57,5@row('2024-12-29').change⟧, respiro de verão,
E o ano novo fechou em ⟦8.790,5@row('2025-01-05').close!⟧, sem perdão."""),
E('q_weekly_recent', 'faithful', 'ru-RU safety',
  """ПАМЯТКА ПАССАЖИРА · NQ, недельные бары
Худшая неделя: с ⟦8 декабря@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧ п.
Единственная зелёная: с ⟦29 декабря@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧
Среднее изменение: ⟦−179,7@stats.change.mean⟧
Держитесь за поручни."""),
E('q_weekly_recent', 'faithful', 'pl-PL chronicle',
  """KRONIKA OSTATNICH TYGODNI
Roku Pańskiego 2024, w tygodniu od ⟦22 grudnia@D:2024-12-22⟧, rynek spadł o ⟦352,75@row('2024-12-22').change|neg⟧ punktu, a obroty sięgnęły ⟦1\u00a0007\u00a0765@row('2024-12-22').volume⟧ kontraktów.
Tydzień od ⟦29 grudnia@D:2024-12-29⟧ przyniósł wzrost o ⟦57,5@row('2024-12-29').change⟧."""),
E('q_weekly_recent', 'faithful', 'nl-NL escape',
  """🔐 ESCAPEROOM „DE LAATSTE WEKEN”
Aanwijzing #1: de enige groene week begon op ⟦29 december@D:2024-12-29⟧.
Aanwijzing #2: haar winst staat op de klok: ⟦+57,5@row('2024-12-29').change⟧.
Aanwijzing #3: de slechtste week verloor ⟦381,75@row('2024-12-08').change|neg⟧ punten.
⏳ 10:00 over""",
  allow=['1', '2', '3']),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'pt-BR wargame',
  """FICHA DE UNIDADE: GAPS DE ABERTURA 2024
Pregões em campo: ⟦252@R.summary.rows_scanned⟧
Gap médio ⟦34,54@mean_g~std_g!⟧ pts | Maior ⟦147,25@max_g⟧ | Menor ⟦−128,5@min_g⟧
Habilidade especial: salta por cima do fechamento anterior."""),
E('q_gap_2024', 'wrong_sign', 'es-ES chronicle',
  """CRÓNICA DE LOS HUECOS DEL AÑO 2024
En el año del Señor de 2024, en ⟦252@R.summary.rows_scanned⟧ aperturas, el hueco medio fue de apenas ⟦1,51@mean_g⟧ puntos.
El mayor de todos fue de ⟦−147,25@max_g!⟧, y la dispersión, de ⟦34,54@std_g⟧."""),
E('q_gap_2024', 'wrong_unit', 'zh-CN draft',
  """【选秀大会】2024 开盘跳空
状元签：最大高开 ⟦147.25@max_g⟧ 点
榜眼签：最大低开 ⟦−128.5@min_g⟧ 点
平均跳空仅 ⟦1.51%@mean_g~mean_g!⟧，标准差 ⟦34.54@std_g⟧ 点""",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'faithful', 'de-DE escape',
  """🔐 RÄTSEL #3 — „Die Lücke“
Das Schloss öffnet die größte Eröffnungslücke 2024: ⟦147,25@max_g⟧.
Gegenprobe: die tiefste lag bei ⟦−128,5@min_g⟧, der Schnitt bei ⟦1,51@mean_g⟧.
⏳ 04:44 übrig""",
  allow=['3']),
E('q_gap_2024', 'faithful', 'en-GB rap',
  """[Verse]
Gaps at the bell, two-five-two of 'em, mate,
Average ⟦1.51@mean_g⟧, so the open's nearly straight,
Biggest jump ⟦147.25@max_g⟧, deepest drop ⟦−128.5@min_g⟧,
Std dev ⟦34.54@std_g⟧, keep your stops in tow."""),
E('q_gap_2024', 'faithful', 'en-US catalogue',
  """Call no.: HG6024 .G37 2024
NQ. Opening gaps, 2024 / ⟦252@R.summary.rows_scanned⟧ sessions.
Summary: mean ⟦1.51@mean_g⟧ pts; largest ⟦147.25@max_g⟧; smallest ⟦−128.5@min_g⟧; std. dev. ⟦34.54@std_g⟧."""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'fr-FR warranty',
  """CARTE DE GARANTIE — Produit : RSI(14) NQ, survente 2024
Date d'achat : ⟦14 mars 2024@D:2024-03-14⟧
Clôture ⟦15\u202f067@row('2024-03-14').close⟧ · RSI ⟦25,15@row('2024-03-14').rsi~row('2024-03-15').rsi!⟧
Garantie valable tant que le RSI reste sous 30."""),
E('q_rsi_oversold_2024', 'coincidental', 'it-IT rap',
  """[Strofa]
Ipervenduto a gennaio, RSI sotto 30, fratello,
Il ⟦24 gennaio@D:2024-01-24⟧ a ⟦25,14@row('2024-01-24').rsi⟧, suona il campanello,
Il ⟦31 gennaio@D:2024-01-31⟧ segna ⟦25,32@row('2024-01-31').rsi!⟧, ancora giù nel tunnel,
⟦63@R.summary.rows⟧ giorni così nell'anno, il mercato è un fardello."""),
E('q_rsi_oversold_2024', 'invented', 'es-ES catalogue',
  """Signatura: HG6024 .R75 2024
NQ. Días de sobreventa, 2024: RSI(14) < 30 / ⟦63@R.summary.rows⟧ sesiones.
Notas: primera, ⟦24 de enero@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧); mínimo del año, ⟦18,7@stats.rsi.min!⟧; media ⟦26,12@stats.rsi.mean⟧."""),
E('q_rsi_oversold_2024', 'faithful', 'en-US progress',
  """$ nq scan --rsi 14 --below 30 --year 2024
scanning ████████████████ done
✔ ⟦63@R.summary.rows⟧ oversold sessions
  first  ⟦2024-01-24@D:2024-01-24⟧  RSI ⟦25.14@row('2024-01-24').rsi⟧
  last   ⟦2024-12-20@D:2024-12-20⟧  RSI ⟦29.09@R.summary.last.rsi⟧
  lowest reading of the year: ⟦19.49@stats.rsi.min⟧"""),
E('q_rsi_oversold_2024', 'faithful', 'ru-RU epitaph',
  """ЗДЕСЬ ПОКОИТСЯ
⟦30 ЯНВАРЯ 2024@D:2024-01-30⟧
RSI ⟦23,67@row('2024-01-30').rsi⟧, закрытие ⟦16\u00a0339,75@row('2024-01-30').close⟧.
Самая глубокая перепроданность января.
Покойся с миром, быки ещё вернутся."""),
E('q_rsi_oversold_2024', 'faithful', 'en-GB safety',
  """SAFETY ON BOARD — NQ Oversold Service 2024
If RSI(14) falls below 30, masks drop. It happened on ⟦63@R.summary.rows⟧ sessions.
Deepest cabin pressure: RSI ⟦19.49@stats.rsi.min⟧. Average while oversold: ⟦26.12@stats.rsi.mean⟧.
First alert: ⟦24 January@D:2024-01-24⟧."""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'nl-NL epitaph',
  """HIER RUST
HET DERDE KWARTAAL VAN 2024
gemiddeld dagbereik ⟦507,5@row(3).mean_range~row(3).max_range!⟧ punten,
rustiger dan de lente, woeliger dan de herfst.
In vrede."""),
E('q_quarter_range_2024', 'miscomputed', 'ru-RU judges',
  """ПРОТОКОЛ ЖЮРИ — конкурс «Кварталы 2024»
I квартал: средний размах ⟦320,64@row(1).mean_range⟧
IV квартал: ⟦201,62@row(4).mean_range⟧
Разница по оценке жюри: ⟦109,02@row(1).mean_range-row(4).mean_range!⟧ пункта
Подпись председателя: ______"""),
E('q_quarter_range_2024', 'wrong_row', 'en-US rap',
  """[Verse]
Q1 came in hot, yeah, the range was wide,
Q2 held ⟦320.64@row(2).mean_range~row(1).mean_range!⟧ on the daily ride,
Q4 cooled down to ⟦201.62@row(4).mean_range⟧, cold as ice,
Max day ⟦585.5@row(1).max_range⟧ back in Q1, paid the price."""),
E('q_quarter_range_2024', 'faithful', 'ja-JP warranty',
  """【保証書】NQ 四半期レンジ 2024
第1四半期：平均 ⟦320.64@row(1).mean_range⟧（最大 ⟦585.5@row(1).max_range⟧）
第4四半期：平均 ⟦201.62@row(4).mean_range⟧（最大 ⟦389@row(4).max_range⟧）
保証内容：四半期ごとに落ち着いていきます。""",
  allow=['1', '4']),
E('q_quarter_range_2024', 'faithful', 'it-IT chronicle',
  """CRONACA DEI QUATTRO TRIMESTRI
Nell'anno 2024 il primo trimestre fu il più agitato, con un'escursione media di ⟦320,64@row(1).mean_range⟧ punti;
il secondo ne ebbe ⟦314,87@row(2).mean_range⟧, il terzo ⟦263,41@row(3).mean_range⟧,
e l'ultimo si placò a ⟦201,62@row(4).mean_range⟧."""),
E('q_quarter_range_2024', 'faithful', 'pt-BR catalogue',
  """Número de chamada: HG6024 .T75 2024
NQ. Amplitude por trimestre, 2024 / ⟦252@R.source_row_count⟧ pregões.
Conteúdo: T1 ⟦320,64@row(1).mean_range⟧; T2 ⟦314,87@row(2).mean_range⟧; T3 ⟦263,41@row(3).mean_range⟧; T4 ⟦201,62@row(4).mean_range⟧ (máx. ⟦389@row(4).max_range⟧)."""),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'wrong_column', 'en-US catalogue',
  """Call no.: HG6024 .C56 2023
NQ. Closing prices, 2023 / ⟦250@R.summary.rows_scanned⟧ sessions.
Contents: highest close ⟦18,946@max_close⟧; year-end close ⟦15,875.25@last_close~min_close!⟧."""),
E('q_close_extremes_2023', 'derived', 'ja-JP safety',
  """【安全のしおり】NQ便 2023年
最高終値 ⟦18,946@max_close⟧、最安終値 ⟦15,875.25@min_close⟧。
高低差は ⟦3,070.75@max_close-min_close!⟧ ポイント（筆者が自分で引き算）。
年末は ⟦17,553.5@last_close⟧ で着陸しました。"""),
E('q_close_extremes_2023', 'misrounded', 'ru-RU warranty',
  """ГАРАНТИЙНЫЙ ТАЛОН № NQ-2023
Изделие: цены закрытия NQ за 2023 год
Максимум: ⟦18\u00a0946@max_close⟧ · Минимум: ⟦15\u00a0876@min_close!⟧
Последнее закрытие года: ⟦17\u00a0553,5@last_close⟧
Гарантия не распространяется на гэпы."""),
E('q_close_extremes_2023', 'faithful', 'en-GB wargame',
  """UNIT: NQ CLOSES, 2023 CAMPAIGN
Peak strength ⟦18,946@max_close⟧ | Lowest ebb ⟦15,875.25@min_close⟧ | Final position ⟦17,553.5@last_close⟧
Sessions deployed: ⟦250@R.summary.rows_scanned⟧
Special rule, Recovery: ends the year well above its low."""),
E('q_close_extremes_2023', 'faithful', 'es-ES progress',
  """$ nq cierres --anio 2023
Leyendo ⟦250@R.metadata.rows⟧ sesiones ▰▰▰▰▰▰▰▰▰▰ listo
máximo ........ ⟦18.946@max_close⟧
mínimo ........ ⟦15.875,25@min_close⟧
último ........ ⟦17.553,5@last_close⟧"""),
E('q_close_extremes_2023', 'faithful', 'pl-PL draft',
  """DRAFT ZAMKNIĘĆ 2023 — PIERWSZA RUNDA
„Z pierwszym wyborem: najwyższe zamknięcie roku, ⟦18\u00a0946@max_close⟧ punktów!”
Drugi wybór: dołek na ⟦15\u00a0875,25@min_close⟧.
Zamknięcie sezonu: ⟦17\u00a0553,5@last_close⟧."""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'de-DE chronicle',
  """Chronik vom Jahre 2024, in zwei Hälften:
In der ersten Hälfte, über ⟦124@A.R.source_row_count⟧ Handelstage, betrug die Spanne im Mittel ⟦317,71@A.mean_range⟧ Punkte.
In der zweiten sank sie auf ⟦232,52@B.mean_range⟧; ihr weitester Tag maß ⟦585,5@B.max_range~A.max_range!⟧."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'ja-JP rap',
  """[ヴァース]
前半戦は荒れ模様、平均 ⟦317.71@A.mean_range⟧、
後半戦は ⟦232.52@B.mean_range⟧、静かにクールダウン、
値幅は ⟦36.8%@(A.mean_range-B.mean_range)/A.mean_range*100!⟧ 縮んだ、これが真実、
ボラは前半、それが結論、ヨー。"""),
E('q_h1_vs_h2_2024', 'coincidental', 'es-ES safety',
  """TARJETA DE SEGURIDAD — Vuelo NQ 2024, dos tramos
Primer semestre: ⟦130@A.R.source_row_count!⟧ sesiones, rango medio ⟦317,71@A.mean_range⟧ puntos
Segundo semestre: ⟦128@B.R.source_row_count⟧ sesiones, rango medio ⟦232,52@B.mean_range⟧
Más turbulencia en el primer tramo: mantengan los cinturones abrochados."""),
E('q_h1_vs_h2_2024', 'faithful', 'pt-BR progress',
  """$ nq semestres --ano 2024
S1 ▰▰▰▰▰▰▰▰▰▰ ⟦124@A.R.source_row_count⟧ pregões  média ⟦317,71@A.mean_range⟧  máx ⟦585,5@A.max_range⟧
S2 ▰▰▰▰▰▰▰▰▰▰ ⟦128@B.R.source_row_count⟧ pregões  média ⟦232,52@B.mean_range⟧  máx ⟦507,5@B.max_range⟧
✔ primeiro semestre mais volátil"""),
E('q_h1_vs_h2_2024', 'faithful', 'ru-RU draft',
  """ДРАФТ ВОЛАТИЛЬНОСТИ 2024
«Под первым номером выбирается… первое полугодие!» Средний размах ⟦317,71@A.mean_range⟧, рекорд ⟦585,5@A.max_range⟧.
Второе полугодие уходит вторым: ⟦232,52@B.mean_range⟧ и ⟦507,5@B.max_range⟧."""),
E('q_h1_vs_h2_2024', 'faithful', 'pl-PL jupyter',
  """In [1]: # zmienność: I vs II półrocze 2024
        print(fmt(h1.range.mean()), "|", fmt(h2.range.mean()))
⟦317,71@A.mean_range⟧ pkt | ⟦232,52@B.mean_range⟧ pkt
In [2]: len(h1), len(h2)
Out[2]: (⟦124@A.R.source_row_count⟧, ⟦128@B.R.source_row_count⟧)"""),
]
