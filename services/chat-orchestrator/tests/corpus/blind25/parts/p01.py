"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'pl-PL queueboard',
  """TABLICA KOLEJEK — PARK NQ
ATRAKCJA | CZAS OCZEKIWANIA
Kolejka „Rozstęp 20 dni” | średnio ⟦203,4@value!⟧ pkt dziennie
Status: OTWARTE ▲
Następna aktualizacja tablicy: 16:30"""),
E('q_range_last20', 'misrounded', 'zh-CN spellbook',
  """《行情魔法书》卷三 · 波幅咒
咒语：近20日平均振幅（最高减最低）
施法结果：⟦187@value!⟧ 点
材料：二十根日线、一撮耐心
副作用：心跳加速"""),
E('q_range_last20', 'derived', 'en-GB beekeeping',
  """Apiary log — Hive NQ, inspection over the last 20 sessions
Average daily flight (high − low): ⟦187.6@value⟧ pts
Total distance flown across the ⟦20@R.source_row_count⟧ days: ⟦3,752@value*20!⟧ pts (my own multiplication, not in the report)
Temperament: jittery. Queen seen: yes."""),
E('q_range_last20', 'faithful', 'it-IT planting',
  """CALENDARIO DELL'ORTO NQ
Periodo: ultime ⟦20@R.summary.rows_scanned⟧ sedute
Escursione media giornaliera: ⟦187,6@value⟧ punti
Consiglio: terreno mosso, seminare solo varietà resistenti al vento."""),
E('q_range_last20', 'faithful', 'pt-BR adoption',
  """🐾 ADOTE O "AMPLITUDE"!
Idade: 20 pregões
Pulo médio por dia (máxima − mínima): ⟦187,6@value⟧ pontos
Temperamento: agitado, mas carinhoso
Vacinado ✔ Vermifugado ✔"""),
E('q_range_last20', 'faithful', 'fr-FR telemetry',
  """TLM // NQ-SAT // TRAME RNG-20
CH01 AMPLITUDE_MOY = ⟦187,6@value⟧ pts   [NOMINAL]
CH02 ÉCHANTILLONS  = ⟦20@R.source_row_count⟧ séances
LIAISON SOL : ACQ OK"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'it-IT spellbook',
  """GRIMORIO DELL'ESCURSIONE — Capitolo 2024
Incantesimo della Media: ⟦267,25@mean_range~median_range!⟧ punti al giorno
Incantesimo del Massimo: ⟦585,5@max_range⟧ · del Minimo: ⟦116,5@min_range⟧
Ingredienti: ⟦252@count⟧ candele giornaliere"""),
E('q_range_stats_2024', 'coincidental', 'pl-PL planting',
  """KALENDARZ SIEWU — działka NQ, sezon 2024
Średni rozstęp dnia: ⟦265@mean_range!⟧ pkt
Najszerszy dzień: ⟦585,5@max_range⟧ pkt · najwęższy: ⟦116,5@min_range⟧ pkt
Dni w sezonie: ⟦252@count⟧ — siać ostrożnie, grunt niespokojny"""),
E('q_range_stats_2024', 'wrong_unit', 'en-US poker',
  """PokerStars Hand #NQ2024: Hold'em No Limit — "Daily Range" table
Mean stack: ⟦274.44@mean_range⟧ pts, median ⟦267.25@median_range⟧ pts
Biggest pot of the year: $⟦585.50@max_range~max_range!⟧
Smallest: ⟦116.5@min_range⟧ pts
*** SUMMARY *** ⟦252@count⟧ hands dealt""",
  unit_note='index points quoted as dollars'),
E('q_range_stats_2024', 'faithful', 'fr-FR adoption',
  """À ADOPTER : « Amplitude 2024 »
Taille moyenne : ⟦274,4@mean_range⟧ points (médiane ⟦267,25@median_range⟧)
Plus grand bond : ⟦585,5@max_range⟧ · plus petit : ⟦116,5@min_range⟧
Au refuge depuis ⟦252@count⟧ séances. Sociable, un peu nerveux."""),
E('q_range_stats_2024', 'faithful', 'de-DE beekeeping',
  """Stockkarte Bienenstand NQ — Saison 2024
Flugweite Ø (Hoch − Tief): ⟦274,44@mean_range⟧ Pkt.
Median ⟦267,25@median_range⟧ · Spitze ⟦585,5@max_range⟧ · Tiefst ⟦116,5@min_range⟧
Durchsichten: ⟦252@count⟧ Handelstage
Sanftmut: mittel"""),
E('q_range_stats_2024', 'faithful', 'nl-NL telemetry',
  """TELEMETRIE NQ-SAT — DAGRANGE 2024
GEM  ⟦274,4@mean_range⟧ pt
MED  ⟦267,25@median_range⟧ pt
MAX  ⟦585,5@max_range⟧ / MIN ⟦116,5@min_range⟧ pt
N    ⟦252@count⟧ sessies   STATUS: GROEN"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'en-GB queueboard',
  """NQ LAND — QUEUE TIMES (avg daily range, 2024)
Wednesday Whirl ....... ⟦278.7@row('Wednesday').mean_range⟧ pts  LONGEST
Tuesday Twister ....... ⟦273.5@row('Tuesday').mean_range~row('Thursday').mean_range!⟧ pts
Monday Teacups ........ ⟦269.4@row('Monday').mean_range⟧ pts  SHORTEST
Fast passes sold out."""),
E('q_dow_range_2024', 'derived', 'es-ES seating',
  """PLANO DE MESAS — Boda de NQ con la Volatilidad (2024)
Mesa Miércoles (presidencial): ⟦278,675@row('Wednesday').mean_range⟧ pts de rango medio
Mesa Lunes (junto a la puerta): ⟦269,41@row('Monday').mean_range⟧ pts
Distancia entre ambas mesas: ⟦9,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ pts (cuenta mía)"""),
E('q_dow_range_2024', 'misrounded', 'de-DE carpool',
  """FAHRGEMEINSCHAFT NQ — Eintragsliste 2024 (Ø Tagesspanne)
Montag: Fahrerin Ruhig — ⟦269,4@row('Monday').mean_range⟧ Pkt.
Dienstag: Fahrer Mittel — ⟦272,1@row('Tuesday').mean_range!⟧ Pkt.
Mittwoch: Fahrer Wild — ⟦278,7@row('Wednesday').mean_range⟧ Pkt., keine Plätze frei
Abfahrt 07:15 am Wanderparkplatz"""),
E('q_dow_range_2024', 'faithful', 'zh-CN beekeeping',
  """养蜂日志 · NQ蜂场 · 2024年
按星期统计的平均振幅（蜂群出巢距离）：
周一 ⟦269.41@row('Monday').mean_range⟧ 点（最安静）
周三 ⟦278.7@row('Wednesday').mean_range⟧ 点（最活跃）
周五 ⟦278.26@row('Friday').mean_range⟧ 点
蜂王状态：良好"""),
E('q_dow_range_2024', 'faithful', 'pl-PL adoption',
  """DO ADOPCJI: „Środa” z rocznika 2024
Średni skok dzienny (max − min): ⟦278,675@row('Wednesday').mean_range⟧ pkt — najwięcej ze wszystkich dni tygodnia
Rodzeństwo: „Poniedziałek”, najspokojniejszy (⟦269,41@row('Monday').mean_range⟧ pkt)
Lubi dzieci, nie lubi luk cenowych."""),
E('q_dow_range_2024', 'faithful', 'nl-NL snowreport',
  """SNEEUWBERICHT NQ-GEBIED — seizoen 2024
Gem. dagrange per weekdag (punten):
ma ⟦269,4@row('Monday').mean_range⟧ · di ⟦272,2@row('Tuesday').mean_range⟧ · wo ⟦278,7@row('Wednesday').mean_range⟧
do ⟦273,5@row('Thursday').mean_range⟧ · vr ⟦278,3@row('Friday').mean_range⟧
Pistes: woensdag het ruigst."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'ja-JP telemetry',
  """テレメトリ NQ-2023 ／ 月別上昇日比率
CH-A　9月　⟦70.0%@row('September').pct_up*100⟧　最高
CH-B　11月　⟦39.1%@row('November').pct_up*100~row('August').pct_up*100!⟧　最低
CH-C　10月　⟦68.2%@row('October').pct_up*100⟧
地上局：受信良好"""),
E('q_month_up_2023', 'wrong_unit', 'it-IT planting',
  """CALENDARIO DI SEMINA 2023 — mesi "al rialzo"
Settembre: giorni chiusi in rialzo ⟦0,7 %@row('September').pct_up~row('September').pct_up!⟧ — il mese migliore, seminare!
Novembre: ⟦38,1 %@row('November').pct_up*100⟧ — lasciare il terreno a riposo""",
  unit_note='a fraction (0.7) quoted as a percent'),
E('q_month_up_2023', 'invented', 'ru-RU spellbook',
  """КНИГА ЗАКЛИНАНИЙ · том 2023
Заклятие «Зелёный месяц»: доля дней, закрытых выше открытия
сентябрь — ⟦70\u00a0%@row('September').pct_up*100⟧ (сильнейшее)
март — ⟦61,9\u00a0%@row('March').pct_up*100!⟧
ноябрь — ⟦38,1\u00a0%@row('November').pct_up*100⟧ (слабейшее)"""),
E('q_month_up_2023', 'faithful', 'de-DE snowreport',
  """SCHNEEBERICHT NQ-ALPEN — Saison 2023
Sonnentage (Schluss über Eröffnung) je Monat:
Spitze im September: ⟦70 %@row('September').pct_up*100⟧ · Oktober: ⟦68,2 %@row('October').pct_up*100⟧
Schlusslicht November: ⟦38,1 %@row('November').pct_up*100⟧
Ausgewertet: ⟦12@R.summary.rows⟧ Monate. Lawinenwarnstufe: mäßig"""),
E('q_month_up_2023', 'faithful', 'fr-FR queueboard',
  """PARC NQ — TEMPS D'ATTENTE (jours haussiers, 2023)
Le Grand Septembre ........ ⟦70\u202f%@row('September').pct_up*100⟧
La Descente d'Octobre ..... ⟦68,18\u202f%@row('October').pct_up*100⟧
Le Petit Train de Janvier . ⟦60\u202f%@row('January').pct_up*100⟧
Novembre : fermé pour maintenance (⟦38,1\u202f%@row('November').pct_up*100⟧)"""),
E('q_month_up_2023', 'faithful', 'pt-BR stocktake',
  """INVENTÁRIO — Depósito NQ 2023 (dias de alta por mês)
Cód. | Item | Contado
SET | Setembro | ⟦70%@row('September').pct_up*100⟧ |
OUT | Outubro | ⟦68,18%@row('October').pct_up*100⟧ |
NOV | Novembro | ⟦38,1%@row('November').pct_up*100⟧ |
Conferido por: A. Lima"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'nl-NL carpool',
  """CARPOOLLIJST — de vijf wildste ritten van 2024
⟦24 januari@D:2024-01-24⟧: chauffeur Bereik, ⟦585,5@row('2024-01-24').range⟧ punten, aankomst (slot) ⟦16.672,75@row('2024-01-24').close⟧
⟦17 mei@D:2024-05-17⟧: ⟦555,25@row('2024-05-17').range⟧ punten, slot ⟦15.998,25@row('2024-05-17').close~row('2024-05-17').open!⟧
Vertrek 07:30, geen plaatsen meer vrij"""),
E('q_widest_2024', 'derived', 'en-GB adoption',
  """ADOPT ME: the "Widest Days of 2024" litter of five
Eldest: ⟦24 Jan@D:2024-01-24⟧, range ⟦585.5@row('2024-01-24').range⟧ pts
Runt: ⟦1 May@D:2024-05-01⟧, ⟦484.5@row('2024-05-01').range⟧ pts
Size gap eldest to runt: ⟦101@row('2024-01-24').range-row('2024-05-01').range!⟧ pts (I subtracted it myself)
Good with volatility, needs a big garden."""),
E('q_widest_2024', 'wrong_unit', 'it-IT telemetry',
  """TELEMETRIA NQ · GIORNATE PIÙ AMPIE 2024
PKT-A ⟦24/01@D:2024-01-24⟧ RANGE ⟦585,5@row('2024-01-24').range⟧ pt
PKT-B ⟦17/05@D:2024-05-17⟧ RANGE ⟦555,25 %@row('2024-05-17').range~row('2024-05-17').range!⟧
PKT-E ⟦01/05@D:2024-05-01⟧ RANGE ⟦484,5@row('2024-05-01').range⟧ pt
Segnale: stabile""",
  unit_note='index points quoted as a percent'),
E('q_widest_2024', 'faithful', 'ja-JP snowreport',
  """NQスノーレポート 2024 ― 荒れた日トップ5
首位 ⟦1月24日@D:2024-01-24⟧ 値幅 ⟦585.5@row('2024-01-24').range⟧ pt（猛吹雪）
5位 ⟦5月1日@D:2024-05-01⟧ 値幅 ⟦484.5@row('2024-05-01').range⟧ pt
5日平均 ⟦534.85@stats.range.mean⟧ pt ／ ゲレンデ：アイスバーン"""),
E('q_widest_2024', 'faithful', 'zh-CN stocktake',
  """库存盘点表 · 2024年最宽五日
编号 | 日期 | 振幅 | 收盘
A | ⟦1月24日@D:2024-01-24⟧ | ⟦585.5@row('2024-01-24').range⟧ | ⟦16,672.75@row('2024-01-24').close⟧
B | ⟦5月17日@D:2024-05-17⟧ | ⟦555.25@row('2024-05-17').range⟧ | ⟦15,675.00@row('2024-05-17').close⟧
C | ⟦5月31日@D:2024-05-31⟧ | ⟦541.5@row('2024-05-31').range⟧ | ⟦14,601.50@row('2024-05-31').close⟧
盘点人：王"""),
E('q_widest_2024', 'faithful', 'es-ES seating',
  """DISTRIBUCIÓN DE MESAS — Banquete de los días más anchos (2024)
Mesa de honor: ⟦24 de enero@D:2024-01-24⟧ — rango ⟦585,5@row('2024-01-24').range⟧ pts; abrió en ⟦17.188,75@row('2024-01-24').open⟧ y cerró en ⟦16.672,75@row('2024-01-24').close⟧
Mesa del fondo: ⟦5 de julio@D:2024-07-05⟧ — ⟦507,5@row('2024-07-05').range⟧ pts
Media de los cinco invitados: ⟦534,85@stats.range.mean⟧"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'ja-JP birding',
  """野鳥観察チェックリスト　NQ湿地（直近10セッション）
☑ ⟦12月20日@D:2024-12-20⟧　最大の下げ ⟦−178.25@row('2024-12-20').change⟧（オオワシ）
☑ ⟦12月23日@D:2024-12-23⟧　⟦−91@row('2024-12-23').change!⟧（ツバメ）
☑ ⟦1月2日@D:2025-01-02⟧　⟦−96.25@row('2025-01-02').change⟧
観察者：佐藤　天気：くもり"""),
E('q_last10_change', 'coincidental', 'ru-RU carpool',
  """ЗАПИСЬ В ПОПУТЧИКИ — последние 10 сессий
⟦24 декабря@D:2024-12-24⟧: короткий день, объём ⟦150\u00a0339@row('2024-12-24').volume!⟧, изменение ⟦+10,25@row('2024-12-24').change⟧
⟦31 декабря@D:2024-12-31⟧: ⟦−175,5@row('2024-12-31').change⟧ пунктов
Водитель: Ирина, выезд в 08:10 от метро"""),
E('q_last10_change', 'wrong_column', 'pt-BR poker',
  """Mão nº NQ10 — Texas Hold'em, últimos 10 pregões
⟦30/12@D:2024-12-30⟧: flop (abertura) ⟦9.042,75@row('2024-12-30').open⟧, river (fechamento) ⟦9.162,75@row('2024-12-30').close~row('2024-12-30').high!⟧
Saldo da mão: ⟦+69,25@row('2024-12-30').change⟧
⟦31/12@D:2024-12-31⟧: fold — ⟦−175,50@row('2024-12-31').change⟧"""),
E('q_last10_change', 'faithful', 'fr-FR queueboard',
  """PARC NQ — ATTENTE DU JOUR (10 dernières séances)
Pire manège : ⟦20/12@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ pts
Meilleur : ⟦23/12@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧ pts
File moyenne : ⟦−57,8@stats.change.mean⟧ pts
Dernier passage ⟦02/01@D:2025-01-02⟧ : ⟦−96,25@row('2025-01-02').change⟧"""),
E('q_last10_change', 'faithful', 'nl-NL beekeeping',
  """BIJENLOG — kast NQ, laatste 10 sessies
⟦18 dec.@D:2024-12-18⟧: volk zakt ⟦173@row('2024-12-18').change|neg⟧ pt, slot ⟦9.203,75@row('2024-12-18').close⟧
⟦23 dec.@D:2024-12-23⟧: honingdag, ⟦+91@row('2024-12-23').change⟧ pt
⟦2 jan.@D:2025-01-02⟧: slot ⟦8.837,25@row('2025-01-02').close⟧
Gemiddeld ⟦−57,8@stats.change.mean⟧ pt per dag. Zachtmoedigheid: nerveus"""),
E('q_last10_change', 'faithful', 'zh-CN adoption',
  """【领养启事】小名"最近十日"
最开心的一天：⟦12月23日@D:2024-12-23⟧，涨了⟦91@row('2024-12-23').change⟧点
最难过的一天：⟦12月20日@D:2024-12-20⟧，跌了⟦178.25@row('2024-12-20').change|neg⟧点
平均每天：⟦−57.8@stats.change.mean⟧点
性格：有点忧郁，已驱虫"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'en-GB carpool',
  """CAR-SHARE SIGN-UP — average daily volume run
2024 driver: ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ contracts a day over ⟦252@row(2024).count⟧ trips
2025 driver: ⟦201,902@row(2025).mean_volume⟧, one trip so far
Meet at the lay-by, 07:50 sharp"""),
E('q_year_volume', 'wrong_year', 'it-IT birding',
  """CHECKLIST BIRDWATCHING — Oasi NQ
Specie: volume medio giornaliero
☐ 2023 — ⟦201.006@row(2023).mean_volume~row(2024).mean_volume!⟧ esemplari al giorno (⟦250@row(2023).count⟧ uscite)
☐ 2025 — ⟦201.902@row(2025).mean_volume⟧, un solo avvistamento
Osservatore: G. Bassi · cielo sereno"""),
E('q_year_volume', 'derived', 'ru-RU planting',
  """КАЛЕНДАРЬ ПОСАДОК · средний дневной объём
2024: ⟦201\u00a0006@row(2024).mean_volume⟧ — сеять как обычно
2025: ⟦201\u00a0902@row(2025).mean_volume⟧ — пока одна сессия
Разница ⟦895,63@row(2025).mean_volume-row(2024).mean_volume!⟧ (мой подсчёт), по одному дню выводов не делаем"""),
E('q_year_volume', 'faithful', 'en-US telemetry',
  """TELEMETRY DOWNLINK — VOL/YR
Y2023  AVG_VOL=⟦201,034@row(2023).mean_volume⟧  N=⟦250@row(2023).count⟧
Y2024  AVG_VOL=⟦201,006@row(2024).mean_volume⟧  N=⟦252@row(2024).count⟧
Y2025  AVG_VOL=⟦201,902@row(2025).mean_volume⟧  N=⟦1@row(2025).count⟧ (partial)
ALL CHANNELS NOMINAL"""),
E('q_year_volume', 'faithful', 'pt-BR adoption',
  """ADOÇÃO RESPONSÁVEL: o trio "Volume"
• Irmã 2023: ⟦201.034@row(2023).mean_volume⟧ contratos/dia, ⟦250@row(2023).count⟧ pregões
• Irmão 2024: ⟦201.006@row(2024).mean_volume⟧ em ⟦252@row(2024).count⟧ pregões — praticamente igual
• Caçula 2025: ⟦201.902@row(2025).mean_volume⟧ (só um pregão de vida)"""),
E('q_year_volume', 'faithful', 'de-DE seating',
  """SITZORDNUNG — Hochzeit „Volumen & Jahr“
Tisch 2023: Ø ⟦201.034@row(2023).mean_volume⟧ Kontrakte/Tag (⟦250@row(2023).count⟧ Gäste)
Tisch 2024: Ø ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ Gäste)
Katzentisch 2025: ⟦201.902@row(2025).mean_volume⟧ — bisher nur ein Gast"""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'es-ES planting',
  """CALENDARIO DE SIEMBRA POR HORAS (RTH, últimas 20 sesiones)
09:00 — siembra fuerte: ⟦17.542@row('09:00').mean_volume⟧ contratos
11:00 — riego: ⟦14.523@row('11:00').mean_volume~row('10:00').mean_volume!⟧
15:00 — cosecha máxima: ⟦19.373@row('15:00').mean_volume⟧
16:00 — barbecho: ⟦5808@row('16:00').mean_volume⟧"""),
E('q_rth_hour_volume', 'miscomputed', 'en-US birding',
  """BIRD COUNT — RTH hourly volume, last 20 days
15:00–15:59 flock: ⟦19,373.2@row('15:00').mean_volume⟧ avg
16:00–16:59 flock: ⟦5,808.3@row('16:00').mean_volume⟧ avg
Difference: ⟦13,654.9@row('15:00').mean_volume-row('16:00').mean_volume!⟧ more in the busiest hour
Observer: K. Moss, binoculars fogged"""),
E('q_rth_hour_volume', 'invented', 'pl-PL poker',
  """Rozdanie #NQ-RTH — stół godzinowy, ostatnie 20 sesji
Miejsce 15:00: największa pula, ⟦19\u00a0373,2@row('15:00').mean_volume⟧ kontraktów
Miejsce 12:00: ⟦12\u00a0870@row('12:00').mean_volume!⟧
Miejsce 16:00: ⟦5808,3@row('16:00').mean_volume⟧ — pas"""),
E('q_rth_hour_volume', 'faithful', 'zh-CN seating',
  """婚宴座位表 · RTH各时段平均成交量（近20日）
主桌 15:00–15:59：⟦19,373.22@row('15:00').mean_volume⟧ 手
次桌 09:00–09:59：⟦17,542.25@row('09:00').mean_volume⟧ 手
门口小桌 16:00–16:59：⟦5,808.33@row('16:00').mean_volume⟧ 手
共⟦154@R.source_row_count⟧根小时线"""),
E('q_rth_hour_volume', 'faithful', 'en-GB spellbook',
  """THE GRIMOIRE OF HOURS (RTH, last 20 sessions)
Spell of the Busiest Hour, cast at 15:00: ⟦19,373@row('15:00').mean_volume⟧ contracts on average
Spell of the Opening, 09:00: ⟦17,542@row('09:00').mean_volume⟧
Hex of the Closing Hour, 16:00: only ⟦5,808@row('16:00').mean_volume⟧
Components: ⟦154@R.source_row_count⟧ hourly bars"""),
E('q_rth_hour_volume', 'faithful', 'de-DE beekeeping',
  """STOCKBUCH — Flugbetrieb nach Stunden (RTH, 20 Tage)
15:00 Uhr: Hochbetrieb, Ø ⟦19.373@row('15:00').mean_volume⟧ Kontrakte
10:00 Uhr: ⟦14.523,4@row('10:00').mean_volume⟧
13:00 Uhr: ⟦12.326,8@row('13:00').mean_volume⟧
16:00 Uhr: kaum Flug, ⟦5.808@row('16:00').mean_volume⟧
Völker ruhig, kein Schwarmtrieb"""),
]
