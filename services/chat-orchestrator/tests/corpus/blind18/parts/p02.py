"""Market-data queries, part 2 (q_up_pct_2024 ... q_h1_vs_h2_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'misrounded', 'ru-RU flatpack',
  """Инструкция по сборке «ДНИ РОСТА-2024»
Шаг А. Разложите ⟦252@R.source_row_count⟧ свечи.
Шаг Б. Отберите зелёные: их доля ⟦40,4\u00a0%@value*100!⟧.
Шаг В. Остальные — красные. Не затягивайте винты до упора."""),
E('q_up_pct_2024', 'derived', 'de-DE boardingpass',
  """BORDKARTE ✈ NQ 2024
PASSAGIER: AUFWÄRTSTAGE
ANTEIL ⟦40,5 %@value*100⟧ VON ⟦252@R.source_row_count⟧ SITZUNGEN
= ⟦102@value*R.source_row_count!⟧ TAGE IM PLUS (selbst nachgerechnet)
GATE A4 · BOARDING 09:30"""),
E('q_up_pct_2024', 'wrong_unit', 'en-GB shakespeare',
  """O most wretched year! Of full ⟦252@R.source_row_count⟧ days that Fortune gave thee, a mere ⟦0.405@value~value!⟧ per cent did close above their opening. The rest, like Banquo's ghost, sank back to haunt thee.""",
  unit_note='a fraction quoted as a percentage'),
E('q_up_pct_2024', 'faithful', 'ja-JP mainframe',
  """NQUP2024　　上昇日比率　　2024年
 ....+....1....+....2
 対象日数　　⟦252@R.source_row_count⟧
 上昇比率　　⟦0.405@value⟧
 （約⟦40.5%@value*100⟧）""", allow=[1, 2]),
E('q_up_pct_2024', 'faithful', 'pl-PL atc',
  """NQ: Wieża, Nasdaq Quebec, proszę o udział sesji wzrostowych w 2024.
TWR: Nasdaq Quebec, ⟦40,5%@value*100⟧ z ⟦252@R.source_row_count⟧ sesji, wiatr spadkowy.
NQ: ⟦40,5%@value*100⟧, przyjąłem, Nasdaq Quebec."""),
E('q_up_pct_2024', 'faithful', 'es-ES shipping',
  """Boletín para la navegación, zona NQ, año 2024:
Cierres al alza: ⟦40,5 %@value*100⟧ de ⟦252@R.source_row_count⟧ sesiones. Mar de fondo bajista, marejada persistente. Visibilidad regular."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT atc',
  """NQ: Torre, Nasdaq Quebec, richiedo confronto tra 2023 e 2024.
TWR: Nasdaq Quebec, range medio 2024 ⟦363,24@B.mean_range~A.mean_range!⟧ punti, volume ⟦201.006@B.mean_volume⟧ contratti, ⟦252@B.count⟧ sedute.
NQ: Ricevuto, Nasdaq Quebec."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP gameshow',
  """司会：さあ最終問題！2023年の取引日数は？
回答者：⟦252@A.count~B.count!⟧日！
司会：ファイナルアンサー？……平均値幅は⟦363.24@A.mean_range⟧ポイント。正解はーー、ご本人の言う通り！"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'pt-BR jobad',
  """VAGA: Analista de volatilidade (NQ)
Requisito: saber que a amplitude média caiu de ⟦363,24@A.mean_range⟧ pontos (2023) para ⟦274,44@B.mean_range⟧ (2024), uma redução de ⟦98,80@A.mean_range-B.mean_range!⟧ pontos, com volume estável (cerca de ⟦201 mil@A.mean_volume⟧ contratos/dia).
Envie seu currículo."""),
E('q_stats_2023_vs_2024', 'faithful', 'ru-RU rconsole',
  """> options(OutDec = ",")
> rbind(`2023` = s23, `2024` = s24)
      range    volume count
2023 ⟦363,24@A.mean_range⟧ ⟦201033,96@A.mean_volume⟧   ⟦250@A.count⟧
2024 ⟦274,44@B.mean_range⟧ ⟦201006,37@B.mean_volume⟧   ⟦252@B.count⟧"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-GB mainframe',
  """NQYR2324        ANNUAL COMPARISON        RUN 2025
 YEAR   MEAN RANGE   MEAN VOLUME   DAYS
 2023       ⟦363.24@A.mean_range⟧    ⟦201,033.96@A.mean_volume⟧    ⟦250@A.count⟧
 2024       ⟦274.44@B.mean_range⟧    ⟦201,006.37@B.mean_volume⟧    ⟦252@B.count⟧
 *** RANGE NARROWER IN 2024, VOLUME FLAT ***"""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN boxtable',
  """┌──────┬──────────┬────────────┐
│ 年份 │ 平均波幅 │ 日均成交量 │
├──────┼──────────┼────────────┤
│ 2023 │ ⟦363.24@A.mean_range⟧   │ ⟦201,034@A.mean_volume⟧    │
│ 2024 │ ⟦274.44@B.mean_range⟧   │ ⟦201,006@B.mean_volume⟧    │
└──────┴──────────┴────────────┘
2024年波动明显收窄，成交量几乎持平。"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'nl-NL boardingpass',
  """INSTAPKAART ✈ NQ 2023
VLUCHT NQ0504 · ⟦4 mei 2023@D:2023-05-04⟧
OPENING ⟦16.832,5@row('2023-05-04').open⟧ · SLOT ⟦17.265,5@row('2023-05-04').close⟧
STIJGING ⟦+2,98%@row('2023-05-04').chg~row('2023-06-06').chg!⟧
GATE D2 · STOEL 14C""", allow=[14]),
E('q_big_up_days_2023', 'misrounded', 'ru-RU shipping',
  """Прогноз для судоходства, район NQ, 2023 год:
дней с ростом свыше 2 % — ⟦14@R.summary.rows⟧. Первый шторм ⟦18 января@D:2023-01-18⟧: ⟦+2,51 %@row('2023-01-18').chg!⟧. Сильнейший — ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32 %@row('2023-12-06').chg⟧. Волнение умеренное."""),
E('q_big_up_days_2023', 'coincidental', 'de-DE shakespeare',
  """O holder Tag, du siebter November! Um ⟦2,96 %@row('2023-11-07').chg!⟧ stiegst du vom Eröffnen bis zum Schluss, von ⟦17.632@row('2023-11-07').open⟧ auf ⟦18.182,75@row('2023-11-07').close⟧. Doch der sechste Dezember übertraf dich noch: ⟦+3,32 %@row('2023-12-06').chg⟧."""),
E('q_big_up_days_2023', 'faithful', 'fr-FR atc',
  """NQ : Tour, Nasdaq Québec, demande les séances à plus de 2 % en 2023.
TWR : Nasdaq Québec, ⟦14@R.summary.rows⟧ séances ; la plus forte le ⟦6 décembre@D:2023-12-06⟧, ⟦+3,32\u202f%@row('2023-12-06').chg⟧ ; moyenne ⟦2,44\u202f%@stats.chg.mean⟧.
NQ : ⟦14@R.summary.rows⟧ séances, ⟦+3,32\u202f%@row('2023-12-06').chg⟧, reçu."""),
E('q_big_up_days_2023', 'faithful', 'en-US limerick',
  """Said a bull in the year twenty-three,
"Fourteen days above two — that's for me!"
From ⟦Jan 18@D:2023-01-18⟧ (⟦2.50%@row('2023-01-18').chg⟧)
to ⟦Dec 6@D:2023-12-06⟧ (⟦3.32%@row('2023-12-06').chg⟧),
they averaged ⟦2.44%@stats.chg.mean⟧, whee!"""),
E('q_big_up_days_2023', 'faithful', 'zh-CN mainframe',
  """1NQBU2023    2023年涨幅超2%交易日（节选）
 日期          开盘        收盘      涨幅%
 ⟦2023-06-06@D:2023-06-06⟧  ⟦17,605.00@row('2023-06-06').open⟧  ⟦18,130.50@row('2023-06-06').close⟧  ⟦2.98@row('2023-06-06').chg⟧
 ⟦2023-12-06@D:2023-12-06⟧  ⟦17,263.00@row('2023-12-06').open⟧  ⟦17,836.00@row('2023-12-06').close⟧  ⟦3.32@row('2023-12-06').chg⟧
 共计 ⟦14@R.summary.rows⟧ 行""", allow=[1]),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'invented', 'de-DE rconsole',
  """> options(OutDec = ",")
> r <- with(d24, cor(volume, high - low))
> cat("Korrelation Volumen/Spanne 2024:", r, "\\n")
Korrelation Volumen/Spanne 2024: ⟦0,27@value!⟧"""),
E('q_corr_2024', 'wrong_sign', 'es-ES jobad',
  """SE BUSCA analista de correlaciones (NQ, 2024).
Buscamos a alguien capaz de explicar por qué volumen y rango diario apenas se relacionan: correlación de ⟦−0,05@value!⟧ en ⟦252@R.source_row_count⟧ sesiones.
Se valorará paciencia."""),
E('q_corr_2024', 'wrong_unit', 'zh-CN shipping',
  """海洋天气预报（NQ海域，2024年）：
成交量与日内波幅的相关系数仅为⟦0.051%@value~value!⟧，两股洋流几乎互不相干。样本⟦252@R.source_row_count⟧个交易日。海况平稳，能见度良好。""",
  unit_note='a correlation coefficient quoted as a percentage'),
E('q_corr_2024', 'faithful', 'fr-FR flatpack',
  """NOTICE DE MONTAGE « CORRÉLATION 2024 »
A. Fixez le volume (pièce V) à l'amplitude (pièce R).
B. Serrez : le coefficient obtenu est de ⟦0,051@value⟧.
C. Si tout branle, c'est normal — les deux pièces ne tiennent presque pas ensemble."""),
E('q_corr_2024', 'faithful', 'nl-NL boxtable',
  """┌─────────────────┬────────┐
│ Correlatie 2024 │ Waarde │
├─────────────────┼────────┤
│ volume ↔ range  │ ⟦0,051@value⟧  │
│ handelsdagen    │ ⟦252@R.source_row_count⟧    │
└─────────────────┴────────┘
Vrijwel geen verband."""),
E('q_corr_2024', 'faithful', 'pt-BR customs',
  """DECLARAÇÃO ALFANDEGÁRIA — NQ 2024
Mercadoria: correlação volume × amplitude
Valor declarado: ⟦0,05@value⟧ (praticamente nulo)
Base: ⟦252@R.source_row_count⟧ pregões
☒ Amostra sem valor comercial"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_column', 'nl-NL gameshow',
  """PRESENTATOR: Voor de hoofdprijs: op welk niveau sloot de NQ in september 2024?
KANDIDAAT: ⟦11.947,5@row('2024-09').close~row('2024-09').high!⟧!
PRESENTATOR: En de maandverandering? KANDIDAAT: ⟦−608,5@row('2024-09').change⟧. PRESENTATOR: Het publiek juicht!"""),
E('q_monthly_2024', 'wrong_sign', 'fr-FR shipping',
  """Bulletin météo marine, zone NQ, année 2024 :
avril, seul mois haussier, ⟦+1\u202f008@row('2024-04').change⟧ points. Juin, accalmie à ⟦+234,75@row('2024-06').change!⟧. Juillet, tempête : ⟦−1\u202f374@row('2024-07').change⟧. Mer agitée à forte, tendance baissière."""),
E('q_monthly_2024', 'derived', 'en-US boardingpass',
  """BOARDING PASS — NQ 2024 ✈
FROM: ⟦17,578.75@row('2024-01').open⟧ (Jan open)
TO: ⟦8,944@row('2024-12').close⟧ (Dec close)
DISTANCE: ⟦8,634.75@row('2024-01').open-row('2024-12').close!⟧ pts down (my own subtraction)
GATE C12 · SEAT 31A · GROUP 1""", allow=[31, 1]),
E('q_monthly_2024', 'faithful', 'es-ES boxtable',
  """┌────────┬────────┐
│ 2024   │ Cambio │
├────────┼────────┤
│ abril  │ ⟦+1008@row('2024-04').change⟧  │
│ julio  │ ⟦−1374@row('2024-07').change⟧  │
│ dic.   │ ⟦−621@row('2024-12').change⟧   │
└────────┴────────┘
Solo abril cerró en positivo; media mensual ⟦−728,13@stats.change.mean⟧."""),
E('q_monthly_2024', 'faithful', 'ru-RU mainframe',
  """1NQMN2024   МЕСЯЧНЫЕ БАРЫ 2024
 МЕС.     ОТКР.      ЗАКР.      ИЗМ.
 ЯНВ  ⟦17578,75@row('2024-01').open⟧  ⟦16392,25@row('2024-01').close⟧  ⟦-1186,50@row('2024-01').change⟧
 АПР  ⟦14773,50@row('2024-04').open⟧  ⟦15781,50@row('2024-04').close⟧  ⟦+1008,00@row('2024-04').change⟧
 ИЮЛ  ⟦14332,75@row('2024-07').open⟧  ⟦12958,75@row('2024-07').close⟧  ⟦-1374,00@row('2024-07').change⟧
 ДЕК   ⟦9565,00@row('2024-12').open⟧   ⟦8944,00@row('2024-12').close⟧   ⟦-621,00@row('2024-12').change⟧""", allow=[1]),
E('q_monthly_2024', 'faithful', 'pt-BR shakespeare',
  """Ó ano cruel de dois mil e vinte e quatro! Abriste em ⟦17.578,75@row('2024-01').open⟧ e, mês após mês, tombaste até ⟦8.944@row('2024-12').close⟧. Só abril te sorriu, com ⟦+1.008@row('2024-04').change⟧; julho, traidor, roubou-te ⟦1.374@row('2024-07').change|neg⟧ pontos. Sai de cena, em baixa."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'de-DE customs',
  """ZOLLANMELDUNG — NQ-Wochenware
Position A: Woche ⟦08.12.2024@D:2024-12-08⟧: Veränderung ⟦−381,75@row('2024-12-08').change⟧
Position B: Woche ⟦29.12.2024@D:2024-12-29⟧: Veränderung ⟦−57,5@row('2024-12-29').change!⟧
Position C: Woche ⟦05.01.2025@D:2025-01-05⟧: Veränderung ⟦−205,5@row('2025-01-05').change⟧
Ich versichere die Richtigkeit der Angaben."""),
E('q_weekly_recent', 'wrong_column', 'zh-CN gameshow',
  """主持人：最后一题！⟦2024年12月22日@D:2024-12-22⟧那一周，NQ收在多少点？
选手：⟦9,557.5@row('2024-12-22').close~row('2024-12-22').high!⟧点！
主持人：恭喜你，答对了！那一周跌了⟦352.75@row('2024-12-22').change|neg⟧点。"""),
E('q_weekly_recent', 'faithful', 'en-US boardingpass',
  """BOARDING PASS ✈ NQ WEEKLY
FLIGHT NQ0105 · 5 BARS · LAST 20 DAYS
DEP ⟦12/8/2024@D:2024-12-08⟧  ⟦−381.75@row('2024-12-08').change⟧
ARR ⟦1/5/2025@D:2025-01-05⟧  ⟦−205.5@row('2025-01-05').change⟧
ONLY UP WEEK ⟦12/29@D:2024-12-29⟧ ⟦+57.5@row('2024-12-29').change⟧
AVG ⟦−179.7@stats.change.mean⟧ · GATE A20 · SEAT 16F""", allow=[5, 16]),
E('q_weekly_recent', 'faithful', 'pl-PL mainframe',
  """1NQWK020   ŚWIECE TYGODNIOWE — OSTATNIE 20 SESJI
 TYDZIEŃ      ZMIANA    WOLUMEN
 ⟦2024-12-08@D:2024-12-08⟧  ⟦-381,75@row('2024-12-08').change⟧     ⟦609253@row('2024-12-08').volume⟧
 ⟦2024-12-15@D:2024-12-15⟧   ⟦-16,00@row('2024-12-15').change⟧    ⟦1002088@row('2024-12-15').volume⟧
 ⟦2024-12-22@D:2024-12-22⟧  ⟦-352,75@row('2024-12-22').change⟧    ⟦1007765@row('2024-12-22').volume⟧
 ⟦2024-12-29@D:2024-12-29⟧   ⟦+57,50@row('2024-12-29').change⟧     ⟦747064@row('2024-12-29').volume⟧
 ⟦2025-01-05@D:2025-01-05⟧  ⟦-205,50@row('2025-01-05').change⟧     ⟦555185@row('2025-01-05').volume⟧""", allow=[1]),
E('q_weekly_recent', 'faithful', 'it-IT rconsole',
  """> options(OutDec = ",")
> settimane$change
[1] ⟦-381,75@row('2024-12-08').change⟧  ⟦-16,00@row('2024-12-15').change⟧ ⟦-352,75@row('2024-12-22').change⟧   ⟦57,50@row('2024-12-29').change⟧ ⟦-205,50@row('2025-01-05').change⟧
> mean(settimane$change)
[1] ⟦-179,7@stats.change.mean⟧""", allow=[1]),
E('q_weekly_recent', 'faithful', 'es-ES flatpack',
  """MONTAJE «SEMANAS»
1. Una las 5 velas semanales (últimas 20 sesiones).
2. Solo la del ⟦29 de diciembre@D:2024-12-29⟧ sube: ⟦+57,5@row('2024-12-29').change⟧.
3. La más baja, la del ⟦8 de diciembre@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧. Media: ⟦−179,7@stats.change.mean⟧.""", allow=[5]),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'ja-JP boardingpass',
  """搭乗券　NQ GAP 2024
平均ギャップ ⟦34.54@mean_g~std_g!⟧ポイント
最大 ⟦+147.25@max_g⟧ ／ 最小 ⟦−128.5@min_g⟧
搭乗口 G2　座席 35K""", allow=[35]),
E('q_gap_2024', 'misrounded', 'pt-BR gameshow',
  """APRESENTADOR: Valendo o prêmio máximo: qual o desvio-padrão dos gaps de abertura em 2024?
PARTICIPANTE: ⟦34,6@std_g!⟧ pontos!
APRESENTADOR: Tem certeza? … Média de ⟦1,51@mean_g⟧, maior gap ⟦147,25@max_g⟧. Certíssimo!"""),
E('q_gap_2024', 'wrong_sign', 'fr-FR rconsole',
  """> options(OutDec = ",")
> c(moy = mean(g), max = max(g), min = min(g), et = sd(g))
    moy     max     min      et 
   ⟦1,51@mean_g⟧ ⟦-147,25@max_g!⟧ ⟦-128,50@min_g⟧   ⟦34,54@std_g⟧ """),
E('q_gap_2024', 'faithful', 'en-US atc',
  """NQ: Approach, Nasdaq Quebec, request 2024 opening gaps.
APP: Nasdaq Quebec, mean gap ⟦1.51@mean_g⟧, largest up ⟦147.25@max_g⟧, largest down ⟦−128.5@min_g⟧, standard deviation ⟦34.54@std_g⟧.
NQ: Mean ⟦1.51@mean_g⟧, copied, Nasdaq Quebec."""),
E('q_gap_2024', 'faithful', 'ru-RU limerick',
  """Жил гэп на NQ, невелик:
В среднем — ⟦1,51@mean_g⟧, всего лишь пик!
Вверх — до ⟦147,25@max_g⟧,
Вниз — до ⟦128,5@min_g|neg⟧ опять,
А разброс — ⟦34,54@std_g⟧. Трейдер привык."""),
E('q_gap_2024', 'faithful', 'nl-NL jobad',
  """VACATURE: Gap-specialist NQ
Je analyseert de openingsgaps van 2024: gemiddeld ⟦1,51@mean_g⟧ punt, grootste sprong omhoog ⟦147,25@max_g⟧, grootste omlaag ⟦−128,5@min_g⟧, standaardafwijking ⟦34,54@std_g⟧.
Reageer vóór vrijdag."""),
# ---------------------------------------------------------------- q_rsi_oversold_2024
E('q_rsi_oversold_2024', 'wrong_row', 'ja-JP limerick',
  """売られすぎ　RSIは30割れ
年に⟦63@R.summary.rows⟧日も　数えたぜ
最低⟦19.49@stats.rsi.min⟧の　底の底
⟦3月15日@D:2024-03-15⟧は⟦26.54@row('2024-03-15').rsi~row('2024-03-14').rsi!⟧
それでも相場は　戻らねえ"""),
E('q_rsi_oversold_2024', 'wrong_column', 'es-ES flatpack',
  """MONTAJE «SOBREVENTA 2024»
Piezas: ⟦63@R.summary.rows⟧ sesiones con RSI(14) bajo 30.
1. El RSI medio de esas piezas es ⟦29,81@stats.rsi.mean~stats.rsi.max!⟧.
2. La más profunda llega a ⟦19,49@stats.rsi.min⟧. Use guantes."""),
E('q_rsi_oversold_2024', 'invented', 'pl-PL shipping',
  """Komunikat dla żeglugi, akwen NQ, rok 2024:
RSI(14) poniżej 30 przez ⟦41@R.summary.rows!⟧ sesji. Najgłębszy dołek ⟦19,49@stats.rsi.min⟧. Fala wyprzedaży od ⟦24 stycznia@D:2024-01-24⟧, zachmurzenie duże."""),
E('q_rsi_oversold_2024', 'faithful', 'en-US boxtable',
  """┌────────────┬───────────┬───────┐
│ Date       │ Close     │ RSI   │
├────────────┼───────────┼───────┤
│ ⟦2024-01-24@D:2024-01-24⟧ │ ⟦16,672.75@row('2024-01-24').close⟧ │ ⟦25.14@row('2024-01-24').rsi⟧ │
│ ⟦2024-01-30@D:2024-01-30⟧ │ ⟦16,339.75@row('2024-01-30').close⟧ │ ⟦23.67@row('2024-01-30').rsi⟧ │
└────────────┴───────────┴───────┘
⟦63@R.summary.rows⟧ days below 30; low ⟦19.49@stats.rsi.min⟧."""),
E('q_rsi_oversold_2024', 'faithful', 'fr-FR customs',
  """DÉCLARATION EN DOUANE — NQ 2024
Nature : séances en survente (RSI 14 < 30)
Quantité : ⟦63@R.summary.rows⟧ séances
Valeur minimale : RSI ⟦19,49@stats.rsi.min⟧ ; moyenne ⟦26,12@stats.rsi.mean⟧
Première entrée : ⟦24 janvier 2024@D:2024-01-24⟧ (RSI ⟦25,14@row('2024-01-24').rsi⟧)"""),
E('q_rsi_oversold_2024', 'faithful', 'de-DE gameshow',
  """MODERATOR: Für eine Million: Wie oft lag der RSI(14) 2024 unter 30?
KANDIDATIN: ⟦63@R.summary.rows⟧ Mal, Tiefstwert ⟦19,49@stats.rsi.min⟧.
MODERATOR: Und das erste Mal? KANDIDATIN: Am ⟦24.01.2024@D:2024-01-24⟧, RSI ⟦25,14@row('2024-01-24').rsi⟧. MODERATOR: Richtig!"""),
# ---------------------------------------------------------------- q_quarter_range_2024
E('q_quarter_range_2024', 'wrong_column', 'fr-FR boxtable',
  """┌───────────┬───────────────┐
│ Trimestre │ Amplitude moy.│
├───────────┼───────────────┤
│ T1        │ ⟦320,64@row(1).mean_range⟧        │
│ T2        │ ⟦314,87@row(2).mean_range⟧        │
│ T3        │ ⟦263,41@row(3).mean_range⟧        │
│ T4        │ ⟦389,00@row(4).mean_range~row(4).max_range!⟧        │
└───────────┴───────────────┘"""),
E('q_quarter_range_2024', 'miscomputed', 'pt-BR flatpack',
  """MONTAGEM «TRIMESTRES 2024»
Passo A: encaixe o 1º trimestre (⟦320,64@row(1).mean_range⟧) sobre o 4º (⟦201,62@row(4).mean_range⟧).
Passo B: a folga entre eles é de ⟦129,02@row(1).mean_range-row(4).mean_range!⟧ pontos.
Passo C: aperte sem forçar.""", allow=[1, 4]),
E('q_quarter_range_2024', 'coincidental', 'it-IT atc',
  """NQ: Torre, Nasdaq Quebec, chiedo range medio per trimestre 2024.
TWR: Nasdaq Quebec, primo trimestre ⟦320,64@row(1).mean_range⟧, secondo ⟦320,4@row(2).mean_range!⟧, quarto ⟦201,62@row(4).mean_range⟧, in calo.
NQ: Ricevuto, Nasdaq Quebec."""),
E('q_quarter_range_2024', 'faithful', 'en-US limerick',
  """The NQ in twenty-twenty-four
swung wildly, then less than before:
from ⟦320.64@row(1).mean_range⟧ in Q1
to ⟦201.62@row(4).mean_range⟧ — Q4's done,
each quarter a notch calmer, not more."""),
E('q_quarter_range_2024', 'faithful', 'en-GB mainframe',
  """1NQQR2024   AVERAGE RANGE BY QUARTER   PAGE 1
 ----+----1----+----2----+----3
 QTR   MEAN RANGE   MAX RANGE
  1       ⟦320.64@row(1).mean_range⟧       ⟦585.50@row(1).max_range⟧
  2       ⟦314.87@row(2).mean_range⟧       ⟦555.25@row(2).max_range⟧
  3       ⟦263.41@row(3).mean_range⟧       ⟦507.50@row(3).max_range⟧
  4       ⟦201.62@row(4).mean_range⟧       ⟦389.00@row(4).max_range⟧""", allow=[1, 2, 3, 4]),
E('q_quarter_range_2024', 'faithful', 'de-DE rconsole',
  """> options(OutDec = ",")
> aggregate(range ~ quarter, d24, mean)
  quarter  range
1       1 ⟦320,64@row(1).mean_range⟧
2       2 ⟦314,87@row(2).mean_range⟧
3       3 ⟦263,41@row(3).mean_range⟧
4       4 ⟦201,62@row(4).mean_range⟧""", allow=[1, 2, 3, 4]),
# ---------------------------------------------------------------- q_close_extremes_2023
E('q_close_extremes_2023', 'invented', 'en-GB shipping',
  """And now the shipping forecast for sea area NQ, year 2023.
Highest close ⟦19,088.5@max_close!⟧, lowest ⟦15,875.25@min_close⟧, closing the year at ⟦17,553.5@last_close⟧. Moderate or rough, becoming good."""),
E('q_close_extremes_2023', 'derived', 'pt-BR flatpack',
  """MONTAGEM «EXTREMOS 2023»
A. Fixe o topo: fechamento máximo ⟦18.946@max_close⟧.
B. Fixe a base: mínimo ⟦15.875,25@min_close⟧.
C. Altura total da estante: ⟦3.070,75@max_close-min_close!⟧ pontos (fiz a conta eu mesmo)."""),
E('q_close_extremes_2023', 'misrounded', 'pl-PL customs',
  """ZGŁOSZENIE CELNE — NQ 2023
Towar: kursy zamknięcia
Najwyższe: ⟦18\u00a0946@max_close⟧ pkt
Najniższe: ⟦15\u00a0876@min_close!⟧ pkt
Na koniec roku: ⟦17\u00a0553,5@last_close⟧ pkt
Oświadczam, że dane są prawdziwe."""),
E('q_close_extremes_2023', 'faithful', 'ja-JP limerick',
  """二〇二三　NQの高値は ⟦18,946@max_close⟧
安値は ⟦15,875.25@min_close⟧ まで沈む
年末の終値は
⟦17,553.5@last_close⟧ ぞ
上へ下へと　気ままに進む"""),
E('q_close_extremes_2023', 'faithful', 'de-DE atc',
  """NQ: Turm, Nasdaq Quebec, erbitte Schlusskurs-Extreme 2023.
TWR: Nasdaq Quebec, Höchstschluss ⟦18.946@max_close⟧, Tiefstschluss ⟦15.875,25@min_close⟧, Jahresschluss ⟦17.553,5@last_close⟧.
NQ: ⟦18.946@max_close⟧ und ⟦15.875,25@min_close⟧, verstanden, Nasdaq Quebec."""),
E('q_close_extremes_2023', 'faithful', 'fr-FR boxtable',
  """┌──────────────┬────────────┐
│ NQ 2023      │ Clôture    │
├──────────────┼────────────┤
│ plus haute   │ ⟦18\u202f946@max_close⟧     │
│ plus basse   │ ⟦15\u202f875,25@min_close⟧  │
│ fin d'année  │ ⟦17\u202f553,5@last_close⟧   │
└──────────────┴────────────┘"""),
# ---------------------------------------------------------------- q_h1_vs_h2_2024
E('q_h1_vs_h2_2024', 'wrong_year', 'pt-BR flatpack',
  """MONTAGEM «SEMESTRES 2024»
1. Encaixe a peça H1: máxima de ⟦585,5@A.max_range⟧ pontos.
2. Encaixe a peça H2 (julho a dezembro): amplitude média de ⟦317,71@B.mean_range~A.mean_range!⟧ pontos.
3. Confira se nada balança."""),
E('q_h1_vs_h2_2024', 'miscomputed', 'pl-PL boxtable',
  """┌─────────┬────────────┐
│ 2024    │ Śr. zakres │
├─────────┼────────────┤
│ H1      │ ⟦317,71@A.mean_range⟧     │
│ H2      │ ⟦232,52@B.mean_range⟧     │
│ różnica │ ⟦87,19@A.mean_range-B.mean_range!⟧      │
└─────────┴────────────┘"""),
E('q_h1_vs_h2_2024', 'wrong_column', 'ru-RU limerick',
  """В первом полугодье NQ бушевал:
⟦317,7@A.mean_range⟧ — средний размах, будто вал.
Во втором — ⟦507,5@B.mean_range~B.max_range!⟧ в среднем, мол,
Но рынок спокойнее шёл…
И трейдер спокойно зевал."""),
E('q_h1_vs_h2_2024', 'faithful', 'en-US boardingpass',
  """BOARDING PASS ✈ NQ 2024
LEG 1: H1  AVG RANGE ⟦317.71@A.mean_range⟧  MAX ⟦585.5@A.max_range⟧
LEG 2: H2  AVG RANGE ⟦232.52@B.mean_range⟧  MAX ⟦507.5@B.max_range⟧
CLASS: MORE VOLATILE IN H1
GATE H1 · SEAT 12A"""),
E('q_h1_vs_h2_2024', 'faithful', 'it-IT customs',
  """DICHIARAZIONE DOGANALE — NQ 2024
Merce: volatilità per semestre
Primo semestre: range medio ⟦317,71@A.mean_range⟧, massimo ⟦585,5@A.max_range⟧
Secondo semestre: range medio ⟦232,52@B.mean_range⟧, massimo ⟦507,5@B.max_range⟧
Il primo semestre risulta più volatile."""),
E('q_h1_vs_h2_2024', 'faithful', 'fr-FR gameshow',
  """ANIMATEUR : Top, question ! Le premier semestre 2024 était-il plus agité que le second ?
CANDIDATE : Oui ! ⟦317,71@A.mean_range⟧ points d'amplitude moyenne contre ⟦232,52@B.mean_range⟧.
ANIMATEUR : Je dois vous le dire… c'est la bonne réponse !"""),
]
