"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'derived', 'zh-CN safety',
  """【机上安全须知】NQ 波动航班 · A320
请在起飞前阅读：最近 ⟦20@R.source_row_count⟧ 个交易日平均日波幅 ⟦187.6@value⟧ 点。
二十天振幅合计 ⟦3,752@value*20!⟧ 点（我自己乘出来的，不是工具给的）。
请系好安全带，保持座椅靠背竖直。"""),
E('q_range_last20', 'wrong_unit', 'es-ES epitaph',
  """AQUÍ YACE
la volatilidad de las últimas 20 sesiones.
Vivió con un rango medio de ⟦187,6 %@value~value!⟧
y nunca cerró donde abrió.
D. E. P.""",
  unit_note='index points quoted as a percent'),
E('q_range_last20', 'invented', 'en-US judges',
  """BAKE-OFF SCORE SHEET — Round: "Last 20 Sessions"
Contestant: NQ daily range
Dish: average high-minus-low
Judge's score: ⟦212.8@value!⟧ points
Comments: plenty of movement, not overcooked.
— Judge R."""),
E('q_range_last20', 'faithful', 'fr-FR progress',
  """$ nq-stats amplitude --last 20
Chargement des séances  ██████████ ⟦20@R.summary.rows_scanned⟧/20
Calcul haut − bas       ██████████ terminé
✔ Amplitude moyenne : ⟦187,6@value⟧ points"""),
E('q_range_last20', 'faithful', 'nl-NL jupyter',
  """In [20]: # gemiddelde dagrange, laatste 20 sessies
         print(fmt(dagrange.tail(20).mean()), "punten")
⟦187,6@value⟧ punten"""),
E('q_range_last20', 'faithful', 'pt-BR draft',
  """🏈 DRAFT NQ — PRIMEIRA ESCOLHA
"Com a primeira escolha, a mesa seleciona… a Amplitude Média!"
Posição: volatilidade diária | Amostra: ⟦20@R.source_row_count⟧ pregões
Números: ⟦187,6@value⟧ pontos de máxima menos mínima"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'en-GB wargame',
  """UNIT: NQ DAILY RANGE (2024 CAMPAIGN)
Sessions ⟦252@count⟧ | Median ⟦274.44@median_range~mean_range!⟧ | Max ⟦585.5@max_range⟧ | Min ⟦116.5@min_range⟧
SPECIAL RULE — Fat Tails: once per campaign this unit may roll on the widest-day table.
Points cost: priceless."""),
E('q_range_stats_2024', 'miscomputed', 'nl-NL catalogue',
  """Plaatsnummer: HG6024 .N37 2024
NQ. Dagbereik 2024 / samengesteld uit ⟦252@count⟧ handelsdagen.
Gem. ⟦274,44@mean_range⟧ pnt; mediaan ⟦267,25@median_range⟧; max. ⟦585,5@max_range⟧; min. ⟦116,5@min_range⟧.
Noot: de grootste uitschieter ligt ⟦308,25@max_range-median_range!⟧ pnt boven de mediaan."""),
E('q_range_stats_2024', 'misrounded', 'it-IT progress',
  """$ nq range --anno 2024
[▓▓▓▓▓▓▓▓▓▓] ⟦252@count⟧/⟦252@R.summary.rows_scanned⟧ sedute elaborate
media ........ ⟦274,5@mean_range!⟧ punti
mediana ...... ⟦267,25@median_range⟧
massimo ...... ⟦585,5@max_range⟧ · minimo ⟦116,5@min_range⟧
✓ completato"""),
E('q_range_stats_2024', 'faithful', 'ja-JP escape',
  """🔐 脱出ゲーム「2024年の値幅」
ヒント#2：南京錠の番号は取引日数 ⟦252@count⟧
最大 ⟦585.5@max_range⟧、最小 ⟦116.5@min_range⟧、中央値 ⟦267.25@median_range⟧。
平均値 ⟦274.44@mean_range⟧ と書かれた紙が扉の裏に貼ってある。""",
  allow=['2']),
E('q_range_stats_2024', 'faithful', 'fr-FR draft',
  """DRAFT 2024 — PREMIER CHOIX
« Avec le premier choix, nous sélectionnons… l'amplitude journalière ! »
Fiche : moyenne ⟦274,44@mean_range⟧ pts · médiane ⟦267,25@median_range⟧ · pic ⟦585,5@max_range⟧ · creux ⟦116,5@min_range⟧
Matchs joués : ⟦252@count⟧ séances"""),
E('q_range_stats_2024', 'faithful', 'de-DE rap',
  """[Hook]
Zweitausendvierundzwanzig, Range im Blut,
Schnitt ⟦274,44@mean_range⟧ – und das steht mir gut,
Median ⟦267,25@median_range⟧, Spitze ⟦585,5@max_range⟧, kein Witz,
Tief ⟦116,5@min_range⟧, ⟦252@count⟧ Tage im Sitz."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'en-GB escape',
  """ESCAPE ROOM: THE WEEKDAY VAULT
Clue #4: the widest weekday of 2024 hides the key.
It's Wednesday; its average range reads ⟦278.26@row('Wednesday').mean_range~row('Friday').mean_range!⟧ points.
Hint: Monday is the quietest (⟦269.41@row('Monday').mean_range⟧).
⏳ 12:40 left""",
  allow=['4']),
E('q_dow_range_2024', 'coincidental', 'fr-FR epitaph',
  """CI-GÎT
LE LUNDI DE 2024
jour le plus calme de la semaine,
amplitude moyenne ⟦272,0@row('Monday').mean_range!⟧ points.
Le mercredi (⟦278,675@row('Wednesday').mean_range⟧) lui a survécu.
Qu'il repose en paix."""),
E('q_dow_range_2024', 'derived', 'de-DE chronicle',
  """Chronik des Jahres 2024, die Wochentage betreffend:
Es begab sich, dass der Mittwoch die weiteste Spanne trug, im Mittel ⟦278,675@row('Wednesday').mean_range⟧ Punkte;
der Dienstag aber nur ⟦272,17@row('Tuesday').mean_range⟧. So übertraf ihn der Mittwoch um ⟦6,51@row('Wednesday').mean_range-row('Tuesday').mean_range!⟧ Punkte, wie der Schreiber selbst nachgerechnet hat."""),
E('q_dow_range_2024', 'faithful', 'nl-NL warranty',
  """GARANTIEBEWIJS — Product: NQ Weekdag-Range 2024
Gemeten over ⟦252@R.source_row_count⟧ sessies, ⟦5@R.summary.rows⟧ weekdagen
Breedste: woensdag ⟦278,7@row('Wednesday').mean_range⟧ pnt · rustigste: maandag ⟦269,41@row('Monday').mean_range⟧ pnt
Garantie vervalt bij gebruik op feestdagen."""),
E('q_dow_range_2024', 'faithful', 'pl-PL judges',
  """KARTA OCEN JURY — konkurs „Zakres dnia 2024”
Uczestnik: środa — ⟦278,7@row('Wednesday').mean_range⟧ pkt (zwycięzca)
Uczestnik: piątek — ⟦278,26@row('Friday').mean_range⟧ pkt
Uczestnik: poniedziałek — ⟦269,41@row('Monday').mean_range⟧ pkt (najspokojniejszy)
Podpis jurora: ______"""),
E('q_dow_range_2024', 'faithful', 'pt-BR safety',
  """CARTÃO DE SEGURANÇA — Voo NQ2024
Turbulência por dia da semana (amplitude média):
quarta ⟦278,675@row('Wednesday').mean_range⟧ · sexta ⟦278,26@row('Friday').mean_range⟧ · quinta ⟦273,53@row('Thursday').mean_range⟧
terça ⟦272,17@row('Tuesday').mean_range⟧ · segunda ⟦269,41@row('Monday').mean_range⟧
Em caso de turbulência, mantenha o cinto afivelado."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_unit', 'en-GB catalogue',
  """Call no.: HG6024 .U6 N37 2023
NQ. Up-day calendar, 2023 / compiled from ⟦250@R.source_row_count⟧ sessions.
Contents: best month September (⟦70%@row('September').pct_up*100⟧); worst November (⟦38.1%@row('November').pct_up*100⟧); March: ⟦0.57%@row('March').pct_up*100~row('March').pct_up!⟧ up days.""",
  unit_note='a fraction quoted as a percent'),
E('q_month_up_2023', 'wrong_row', 'pl-PL draft',
  """DRAFT 2023 — PIERWSZA RUNDA
„Z pierwszym wyborem bierzemy… wrzesień!” — ⟦70\u00a0%@row('September').pct_up*100⟧ sesji na plusie.
Dalej: październik ⟦68,2\u00a0%@row('October').pct_up*100⟧, styczeń ⟦60\u00a0%@row('January').pct_up*100⟧.
Czerwiec wybrany w drugiej rundzie: ⟦47,4\u00a0%@row('June').pct_up*100~row('February').pct_up*100!⟧."""),
E('q_month_up_2023', 'miscomputed', 'ru-RU chronicle',
  """ЛЕТОПИСЬ ЛЕТА 2023-ГО
В лето 2023-е сентябрь был светел: ⟦70\u00a0%@row('September').pct_up*100⟧ дней закрылись ростом.
Август же был мрачен — лишь ⟦39,13\u00a0%@row('August').pct_up*100⟧.
И разнились они на ⟦29,87@(row('September').pct_up-row('August').pct_up)*100!⟧ пункта, как исчислил летописец."""),
E('q_month_up_2023', 'faithful', 'de-DE safety',
  """SICHERHEITSKARTE — Flug NQ23 (A320)
Aufwärtstage je Monat 2023:
Bester Monat: September mit ⟦70\u00a0%@row('September').pct_up*100⟧, dann Oktober mit ⟦68,18\u00a0%@row('October').pct_up*100⟧
Schwächster: November mit ⟦38,1\u00a0%@row('November').pct_up*100⟧
Bei Kursverlust fallen die Sauerstoffmasken automatisch."""),
E('q_month_up_2023', 'faithful', 'ja-JP epitaph',
  """　　ここに眠る
　2023年の十一月
上昇日わずか ⟦38.1%@row('November').pct_up*100⟧
　九月は ⟦70%@row('September').pct_up*100⟧ で大往生
　　安らかに"""),
E('q_month_up_2023', 'faithful', 'es-ES wargame',
  """UNIDAD: MESES DE 2023 — «Los Alcistas»
Septiembre | ALZA ⟦70 %@row('September').pct_up*100⟧ | rango: élite
Octubre | ALZA ⟦68,18 %@row('October').pct_up*100⟧
Agosto | ALZA ⟦39,13 %@row('August').pct_up*100⟧
Noviembre | ALZA ⟦38,1 %@row('November').pct_up*100⟧ | moral baja
Regla especial: ⟦250@R.source_row_count⟧ sesiones en campaña."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'ja-JP safety',
  """【安全のしおり】NQ便 2024
激しい揺れが予想された日（値幅上位5日より）：
・⟦1月24日@D:2024-01-24⟧ 値幅 ⟦585.5@row('2024-01-24').range⟧（終値 ⟦16,672.75@row('2024-01-24').close⟧）
・⟦7月5日@D:2024-07-05⟧ 値幅 ⟦507.5@row('2024-07-05').range⟧（終値 ⟦13,548.75@row('2024-07-05').close~row('2024-07-05').open!⟧）
シートベルトをお締めください。"""),
E('q_widest_2024', 'wrong_row', 'ru-RU epitaph',
  """ЗДЕСЬ ПОКОИТСЯ
⟦1 МАЯ 2024@D:2024-05-01⟧ ГОДА,
пятый по ширине день года,
размах ⟦507,5@row('2024-05-01').range~row('2024-07-05').range!⟧ пункта.
Открылся на ⟦15\u00a0816,25@row('2024-05-01').open⟧, закрылся на ⟦15\u00a0649,25@row('2024-05-01').close⟧.
Спи спокойно."""),
E('q_widest_2024', 'misrounded', 'pt-BR judges',
  """FICHA DOS JURADOS — Prova «Dias mais largos de 2024»
Prato: ⟦17 de maio@D:2024-05-17⟧
Amplitude: ⟦556@row('2024-05-17').range!⟧ pontos
Abertura ⟦15.998,25@row('2024-05-17').open⟧ · Fechamento ⟦15.675@row('2024-05-17').close⟧
Nota do júri: segundo lugar, atrás de ⟦24 de janeiro@D:2024-01-24⟧."""),
E('q_widest_2024', 'faithful', 'fr-FR draft',
  """DRAFT DES SÉANCES 2024 — LES PLUS LARGES
Premier choix : ⟦24 janvier@D:2024-01-24⟧, amplitude ⟦585,5@row('2024-01-24').range⟧ pts
Puis ⟦17 mai@D:2024-05-17⟧ (⟦555,25@row('2024-05-17').range⟧), ⟦31 mai@D:2024-05-31⟧ (⟦541,5@row('2024-05-31').range⟧) et ⟦5 juillet@D:2024-07-05⟧ (⟦507,5@row('2024-07-05').range⟧).
Dernier choix du tour : ⟦484,5@row('2024-05-01').range⟧ pts."""),
E('q_widest_2024', 'faithful', 'nl-NL progress',
  """$ nq top --jaar 2024 --limit 5
Sorteren op dagbereik ▕██████████▏ klaar
⟦2024-01-24@D:2024-01-24⟧  bereik ⟦585,5@row('2024-01-24').range⟧
⟦2024-05-17@D:2024-05-17⟧  bereik ⟦555,25@row('2024-05-17').range⟧
⟦2024-05-31@D:2024-05-31⟧  bereik ⟦541,5@row('2024-05-31').range⟧
gemiddeld top 5: ⟦534,85@stats.range.mean⟧"""),
E('q_widest_2024', 'faithful', 'it-IT catalogue',
  """Collocazione: HG6024 .N37 2024
NQ. Le cinque sedute più ampie del 2024.
Contiene: ⟦24 gennaio@D:2024-01-24⟧ (escursione ⟦585,5@row('2024-01-24').range⟧ punti; apertura ⟦17.188,75@row('2024-01-24').open⟧, chiusura ⟦16.672,75@row('2024-01-24').close⟧); ⟦17 maggio@D:2024-05-17⟧ (⟦555,25@row('2024-05-17').range⟧).
Media delle cinque: ⟦534,85@stats.range.mean⟧."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'en-US warranty',
  """LIMITED WARRANTY CARD
Product: NQ, last 10 sessions (⟦Dec 18@D:2024-12-18⟧ – ⟦Jan 2@D:2025-01-02⟧)
Defect log: ⟦Dec 20@D:2024-12-20⟧ worst day, ⟦−178.25@row('2024-12-20').change⟧ pts
⟦Dec 30@D:2024-12-30⟧ close minus open: ⟦−69.25@row('2024-12-30').change!⟧ pts
Average change: ⟦−57.80@stats.change.mean⟧ pts/session
Warranty void if held overnight."""),
E('q_last10_change', 'wrong_column', 'it-IT escape',
  """🔐 ESCAPE ROOM «ULTIME 10 SEDUTE»
Indizio #3: il lucchetto si apre con la chiusura del ⟦2 gennaio@D:2025-01-02⟧.
Scritto sul retro della lavagna: ⟦8.802,75@row('2025-01-02').close~row('2025-01-02').low!⟧.
Indizio #4: la seduta peggiore è il ⟦20 dicembre@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧).
⏳ 09:15 rimasti""",
  allow=['3', '4']),
E('q_last10_change', 'coincidental', 'fr-FR rap',
  """[Couplet]
Dix séances, j'compte les bougies une à une,
Le ⟦20 décembre@D:2024-12-20⟧ j'ai chuté de ⟦178,25@row('2024-12-20').change|neg⟧, pas d'fortune,
Le ⟦24 décembre@D:2024-12-24⟧, veille de Noël, volume ⟦150\u202f338@row('2024-12-24').volume!⟧,
Marché en pantoufles, le parquet s'endort."""),
E('q_last10_change', 'faithful', 'de-DE judges',
  """JURYBOGEN — Wettbewerb „Die letzten 10 Sitzungen“
Bester Gang: ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@row('2024-12-23').change⟧ Punkten
Schwächster Gang: ⟦20.12.@D:2024-12-20⟧ mit ⟦−178,25@row('2024-12-20').change⟧
Durchschnitt: ⟦−57,8@stats.change.mean⟧ Punkte je Sitzung
Urteil der Jury: zu salzig, zu rot."""),
E('q_last10_change', 'faithful', 'nl-NL wargame',
  """EENHEID: NQ LAATSTE 10 SESSIES
Aanval: ⟦+91@row('2024-12-23').change⟧ (⟦23 dec@D:2024-12-23⟧) | Verdediging: ⟦−178,25@row('2024-12-20').change⟧ (⟦20 dec@D:2024-12-20⟧)
Moreel: gemiddeld ⟦−57,8@stats.change.mean⟧
Uithouding: volume ⟦205.170@row('2024-12-20').volume⟧ op ⟦20 dec@D:2024-12-20⟧
Speciale regel: oudejaarsdip, ⟦31 dec@D:2024-12-31⟧ sluit op ⟦8.944@row('2024-12-31').close⟧."""),
E('q_last10_change', 'faithful', 'es-ES safety',
  """TARJETA DE SEGURIDAD · Vuelo NQ10
Últimas 10 sesiones.
Peor tramo: ⟦20 de diciembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ puntos.
Mejor: ⟦23 de diciembre@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧.
Cambio medio: ⟦−57,8@stats.change.mean⟧. Abróchense los cinturones."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'en-US chronicle',
  """THE CHRONICLE OF VOLUMES
In the year of Our Lord 2023 the market traded on average ⟦201,034@row(2023).mean_volume⟧ contracts a day, over ⟦250@row(2023).count⟧ sessions.
In the year 2024 it traded ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ over ⟦252@row(2024).count⟧ sessions,
and of 2025 but a single day is recorded."""),
E('q_year_volume', 'wrong_year', 'pt-BR draft',
  """DRAFT DO VOLUME — RODADA DOS ANOS
2023: média de ⟦201.034@row(2023).mean_volume⟧ contratos/dia em ⟦252@row(2023).count~row(2024).count!⟧ pregões
2024: ⟦201.006@row(2024).mean_volume⟧ contratos/dia
2025: ⟦201.902@row(2025).mean_volume⟧, um pregão só, escolha de risco"""),
E('q_year_volume', 'invented', 'fr-FR rap',
  """[Refrain]
Deux-mille-vingt-trois, ⟦201\u202f034@row(2023).mean_volume⟧ par jour, ça tourne,
Deux-mille-vingt-quatre, ⟦201\u202f006@row(2024).mean_volume⟧, le volume séjourne,
Deux-mille-vingt-cinq, un seul jour : ⟦198\u202f450@row(2025).mean_volume!⟧,
Le carnet est plat mais le flow reste là."""),
E('q_year_volume', 'faithful', 'zh-CN wargame',
  """【兵种卡】NQ 成交量军团
2023 年：日均 ⟦201,034@row(2023).mean_volume⟧ 手（⟦250@row(2023).count⟧ 个交易日）
2024 年：日均 ⟦201,006@row(2024).mean_volume⟧ 手（⟦252@row(2024).count⟧ 个交易日）
2025 年：⟦201,902@row(2025).mean_volume⟧ 手，仅 ⟦1@row(2025).count⟧ 个交易日
特性：三年几乎持平"""),
E('q_year_volume', 'faithful', 'pl-PL epitaph',
  """TU SPOCZYWA
ŚREDNI WOLUMEN DZIENNY
2023: ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów
2024: ⟦201\u00a0006@row(2024).mean_volume⟧ kontraktów
Odszedł spokojnie, prawie bez zmian."""),
E('q_year_volume', 'faithful', 'en-GB catalogue',
  """Call no.: HG6024 .A3 V65
NQ. Average daily volume by year / ⟦503@R.source_row_count⟧ sessions.
2023: ⟦201,034@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ days). 2024: ⟦201,006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ days). 2025: ⟦201,902@row(2025).mean_volume⟧.
Note: 2025 covers a single session."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'zh-CN progress',
  """$ nq volume --session RTH --by hour
扫描 ⟦154@R.source_row_count⟧ 根小时K线 ████████████ 完成
15:00–15:59  平均 ⟦19,373@row('15:00').mean_volume⟧ 手（最高）
11:00–11:59  平均 ⟦13,396@row('11:00').mean_volume~row('12:00').mean_volume!⟧ 手
16:00–16:59  平均 ⟦5,808@row('16:00').mean_volume⟧ 手（最低）"""),
E('q_rth_hour_volume', 'misrounded', 'de-DE wargame',
  """EINHEITENPROFIL: RTH-STUNDEN (letzte 20 Tage)
Sturmtrupp 15:00 — Stärke ⟦19.373@row('15:00').mean_volume⟧
Vorhut 09:00 — Stärke ⟦17.542@row('09:00').mean_volume⟧
Mittagswache 13:00 — Stärke ⟦12.326@row('13:00').mean_volume!⟧
Nachhut 16:00 — Stärke ⟦5.808@row('16:00').mean_volume⟧ (schwächste Einheit)"""),
E('q_rth_hour_volume', 'derived', 'nl-NL draft',
  """NQ UREN-DRAFT — EERSTE RONDE
„Met de eerste keuze kiezen wij… het uur van 15:00!” Gemiddeld ⟦19.373@row('15:00').mean_volume⟧ contracten.
Laatste keuze: 16:00 met ⟦5.808@row('16:00').mean_volume⟧.
Eigen rekensom: het topuur draait ⟦3,34@row('15:00').mean_volume/row('16:00').mean_volume!⟧ keer zoveel volume."""),
E('q_rth_hour_volume', 'faithful', 'pl-PL rap',
  """[Zwrotka]
Piętnasta wybija, wolumen szaleje — ⟦19\u00a0373@row('15:00').mean_volume⟧ na godzinę, tak się dzieje,
Dziewiąta rano też grzeje: ⟦17\u00a0542@row('09:00').mean_volume⟧,
A o szesnastej cisza, tylko ⟦5808@row('16:00').mean_volume⟧ i do domu się wraca."""),
E('q_rth_hour_volume', 'faithful', 'es-ES chronicle',
  """CRÓNICA DE LAS HORAS
En aquellos días postreros (las últimas 20 sesiones), la hora de las 15:00 fue la más concurrida, con ⟦19.373@row('15:00').mean_volume⟧ contratos de media;
le siguió la de las 09:00, con ⟦17.542@row('09:00').mean_volume⟧,
y la de las 16:00 quedó casi desierta: ⟦5808@row('16:00').mean_volume⟧."""),
E('q_rth_hour_volume', 'faithful', 'it-IT safety',
  """SCHEDA DI SICUREZZA — Volo NQ RTH
Affollamento per ora (ultime 20 sedute):
Ora di punta 15:00–15:59: ⟦19.373@row('15:00').mean_volume⟧ contratti
Apertura 09:00–09:59: ⟦17.542@row('09:00').mean_volume⟧
Uscita 16:00–16:59: ⟦5.808@row('16:00').mean_volume⟧, corridoio libero"""),
]
