"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

W = "row('Wednesday').mean_range"
MO = "row('Monday').mean_range"
FR = "row('Friday').mean_range"

def P(m):
    return f"row('{m}').pct_up*100"

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'nl-NL banzuke',
  """BANZUKE — NQ-basho, laatste 20 zittingen
Oost · Yokozuna: gemiddelde dagrange ⟦187,6@value⟧ punten (hoog − laag)
West · vacant
Opgemaakt door de sumovereniging, met penseel en inkt."""),
E('q_range_last20', 'faithful', 'zh-CN crane',
  """吊装前检查表 · 塔吊 TC3
司机：王师傅
☑ 支腿已伸出，垫板到位
☑ 近20个交易日平均日振幅（最高−最低）：⟦187.6@value⟧ 点
☑ 风速在限值内
可以起吊。签字：王"""),
E('q_range_last20', 'faithful', 'pl-PL rink',
  """HARMONOGRAM WYLEWANIA LODU — Lodowisko NQ, tafla A
06:00 · wylewanie, rolba Z1
Średni dzienny zakres NQ z ostatnich ⟦20@R.source_row_count⟧ sesji: ⟦187,6@value⟧ pkt
12:30 · wylewanie po treningu hokeja
Kierownik zmiany: P. Nowak"""),
E('q_range_last20', 'invented', 'ru-RU balloon',
  """БОРТОВОЙ ЖУРНАЛ АЭРОСТАТА «NQ» · пилот С. Орлов
Старт 06:10 с площадки у реки
Средний дневной диапазон NQ за последние 20 сессий: ⟦172,3@value!⟧ пункта
Посадка 07:35 в поле, оболочка сухая, экипаж цел."""),
E('q_range_last20', 'wrong_unit', 'pt-BR sheepdog',
  """FICHA DE PROVA DE CÃO PASTOR — Copa NQ, percurso B
Condutor: J. Prado · Cão: Tigre
Saída: amplitude média diária dos últimos 20 pregões, ⟦187,6@value~value!⟧ jardas
Condução limpa, curral fechado na primeira.
Juiz: M. Alves""", unit_note='points quoted as yards'),
E('q_range_last20', 'derived', 'de-DE seismo',
  """SEISMOGRAMM-ABLESUNG — Station NQ-S4, Kanal BHZ
Mittlere Tagesspanne der letzten 20 Sitzungen: ⟦187,6@value⟧ Punkte
Summe über alle zwanzig Tage: ⟦3.752@value*R.source_row_count!⟧ Punkte (selbst gerechnet, steht nicht im Bericht)
Ablesung 03:40 UTC, Trommel gewechselt."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'ru-RU locksmith',
  """НАРЯД-ЗАКАЗ — мастерская «NQ-Замок», наряд LJ2024
Объект: дневной диапазон NQ за 2024 год, ⟦252@count⟧ сессии
Замер: среднее ⟦274,44@mean_range⟧ · медиана ⟦267,25@median_range⟧ · макс. ⟦585,5@max_range⟧ · мин. ⟦116,5@min_range⟧
На объекте 10:15–11:00. Мастер: Е. Гусев"""),
E('q_range_stats_2024', 'faithful', 'fr-FR balloon',
  """CARNET DE VOL — ballon F-NQAB, pilote : L. Garnier
Décollage 06:45, terrain de la Motte
Amplitude journalière 2024 : moyenne ⟦274,4@mean_range⟧ pts, médiane ⟦267,25@median_range⟧, record ⟦585,5@max_range⟧
Atterrissage 08:05 dans la luzerne, passagers ravis."""),
E('q_range_stats_2024', 'faithful', 'ja-JP crane',
  """吊り作業前点検表 ― クレーン CR2
オペレーター：田中
☑ アウトリガー張り出し確認
☑ 2024年の日中値幅：平均 ⟦274.4@mean_range⟧、中央値 ⟦267.25@median_range⟧、最大 ⟦585.5@max_range⟧、最小 ⟦116.5@min_range⟧ ポイント
☑ 風速 基準内
吊り上げ可。"""),
E('q_range_stats_2024', 'wrong_column', 'zh-CN seismo',
  """地震台站读数 · NQ-S2 台 · BHZ 分量
2024 全年日振幅：平均 ⟦267.25@mean_range~median_range!⟧ 点，最大 ⟦585.5@max_range⟧ 点，最小 ⟦116.5@min_range⟧ 点
读数时间 04:20（北京时间）
值班员：刘"""),
E('q_range_stats_2024', 'misrounded', 'en-US carbon',
  """MEMORANDUM
TO: Trading desk    FROM: R. Hale    CC: File
RE: Daily range, 2024
Over ⟦252@count⟧ sessions the average daily range (high minus low) came to ⟦274.43@mean_range!⟧ points; the widest day ran ⟦585.5@max_range⟧, the quietest ⟦116.5@min_range⟧.
RH:jk"""),
E('q_range_stats_2024', 'miscomputed', 'pt-BR rink',
  """ESCALA DE RECAPEAMENTO DO GELO — Arena NQ, pista B
07:00 · recapeamento, máquina Z2
Amplitude diária 2024: máx. ⟦585,5@max_range⟧ pts, mín. ⟦116,5@min_range⟧ pts — o dia mais largo foi ⟦5,6@max_range/min_range!⟧ vezes o mais estreito
13:30 · recapeamento após a patinação livre
Responsável: T. Souza"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'de-DE donor',
  f"""BLUTSPENDEAUSWEIS — Blutspendedienst NQ
Spender-Nr. BS40233 · Blutgruppe A Rh+
Tagesspanne 2024 nach Wochentag: Mittwoch am weitesten mit ⟦278,7@{W}⟧ Punkten, Montag am ruhigsten mit ⟦269,41@{MO}⟧
Nächste Spende frühestens in acht Wochen."""),
E('q_dow_range_2024', 'faithful', 'en-GB carbon',
  f"""MEMO (carbon copy — file)
To: J. Whitby    From: A. Penrose
Subject: weekday ranges, 2024
Wednesday was the widest weekday at ⟦278.675@{W}⟧ points on average, Friday a close second at ⟦278.26@{FR}⟧; Monday the calmest (⟦269.41@{MO}⟧).
AP/jw"""),
E('q_dow_range_2024', 'faithful', 'ja-JP sheepdog',
  f"""牧羊犬競技会 採点表 ― NQ杯 コースB
ハンドラー：佐々木 ／ 犬：ハナ
アウトラン：水曜の平均値幅 ⟦278.7@{W}⟧ ポイント（週内最大）
ペン：月曜 ⟦269.4@{MO}⟧ ポイント（最小）
審査員：高橋"""),
E('q_dow_range_2024', 'wrong_row', 'pt-BR banzuke',
  f"""BANZUKE — Basho NQ 2024, amplitude média por dia da semana
Yokozuna: quarta-feira, ⟦278,7@{W}⟧ pts
Ozeki: sexta-feira, ⟦278,26@{FR}⟧
Komusubi: terça-feira, ⟦273,53@row('Tuesday').mean_range~row('Thursday').mean_range!⟧
Maegashira: segunda-feira, ⟦269,41@{MO}⟧"""),
E('q_dow_range_2024', 'coincidental', 'zh-CN vineyard',
  f"""葡萄采收记录 · NQ 酒庄 2024 年份
地块 B3 · 品种：赤霞珠
周三平均日振幅 ⟦278.7@{W}⟧ 点，全周最宽；周二 ⟦276@row('Tuesday').mean_range!⟧ 点
采摘队 T2 组，天气晴。"""),
E('q_dow_range_2024', 'derived', 'nl-NL crane',
  f"""CHECKLIST VÓÓR HIJSEN — torenkraan TK1
Machinist: R. de Vries
[x] Stempels uitgeschoven
[x] Woensdag: gem. dagbereik ⟦278,7@{W}⟧ pt; maandag: ⟦269,41@{MO}⟧ pt
[x] Woensdag dus ⟦3,4 %@({W}/{MO}-1)*100!⟧ ruimer (eigen berekening, staat niet in het rapport)
Vrijgegeven voor de hijs."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'pt-BR banzuke',
  f"""BANZUKE — Basho NQ 2023, dias de alta por mês
Yokozuna: setembro, ⟦70@{P('September')}⟧% dos pregões
Ozeki: outubro, ⟦68,2@{P('October')}⟧%
Sekiwake: janeiro, ⟦60@{P('January')}⟧%
Último da lista: novembro, ⟦38,1@{P('November')}⟧%"""),
E('q_month_up_2023', 'faithful', 'it-IT crane',
  f"""CHECKLIST PRE-SOLLEVAMENTO — gru G4, cantiere NQ
Gruista: F. Ricci
[x] Stabilizzatori aperti
[x] Mesi 2023 in rialzo — settembre: ⟦70@{P('September')}⟧ %, ottobre: ⟦68,18@{P('October')}⟧ %, novembre il minimo: ⟦38,1@{P('November')}⟧ %
[x] Vento sotto soglia
Sollevamento autorizzato."""),
E('q_month_up_2023', 'faithful', 'ru-RU seismo',
  f"""СЕЙСМОСТАНЦИЯ NQ-S1 · канал BHZ · журнал показаний
Доля дней роста, 2023: сентябрь — ⟦70@{P('September')}⟧ %, октябрь — ⟦68,2@{P('October')}⟧ %, январь — ⟦60@{P('January')}⟧ %
Минимум: ноябрь, ⟦38,1@{P('November')}⟧ %
Снято в 05:30, ленту сменил дежурный Климов."""),
E('q_month_up_2023', 'wrong_row', 'en-GB balloon',
  f"""BALLOON FLIGHT LOG — G-NQUP · Pilot: E. Fairbairn
Launch 06:20 from Home Farm, landed 07:40 by the church
Up-day share, 2023: September led at ⟦68.2%@{P('September')}~{P('October')}!⟧, November trailed at ⟦38.1%@{P('November')}⟧
Champagne for the farmer."""),
E('q_month_up_2023', 'misrounded', 'zh-CN donor',
  f"""献血证 · NQ 市中心血站
献血编号 XB20417 · 血型 B 型
2023 年各月收涨比例：九月最高 ⟦70%@{P('September')}⟧，二月 ⟦47.3%@{P('February')}!⟧，十一月最低 ⟦38.1%@{P('November')}⟧
下次可献血：半年后。"""),
E('q_month_up_2023', 'invented', 'fr-FR vineyard',
  f"""REGISTRE DE VENDANGE — Domaine NQ, millésime 2023
Parcelle P7 · cépage : syrah
Part des séances en hausse — septembre : ⟦70\u202f%@{P('September')}⟧, juin : ⟦33\u202f%@{P('June')}!⟧, novembre : ⟦38,1\u202f%@{P('November')}⟧
Cueillette terminée à 17:30, raisin sain."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'fr-FR carbon',
  """NOTE DE SERVICE (double carbone)
À : salle des marchés — De : M. Lefort — Copie : archives
Objet : les cinq séances les plus larges de 2024
En tête, le ⟦24 janvier@D:2024-01-24⟧ : ⟦585,5@row('2024-01-24').range⟧ points. Trois des cinq tombent en mai, dont le ⟦31 mai@D:2024-05-31⟧ (⟦541,5@row('2024-05-31').range⟧).
ML/cp"""),
E('q_widest_2024', 'faithful', 'zh-CN lighthouse',
  """灯塔值守日志 · NQ 角灯塔
值班 00:00–04:00 · 守灯人：老周
西南风 F5，浪中
2024 年振幅最大的五天：首位 ⟦1月24日@D:2024-01-24⟧，⟦585.5@row('2024-01-24').range⟧ 点；末位 ⟦5月1日@D:2024-05-01⟧，⟦484.5@row('2024-05-01').range⟧ 点
灯光正常，04:00 交班。"""),
E('q_widest_2024', 'faithful', 'pl-PL vineyard',
  """REJESTR WINOBRANIA — Winnica NQ, rocznik 2024
Kwatera K2 · szczep: riesling
Najszerszy dzień: ⟦24 stycznia@D:2024-01-24⟧, zakres ⟦585,5@row('2024-01-24').range⟧ pkt, zamknięcie ⟦16\u00a0672,75@row('2024-01-24').close⟧
Trzy z pięciu najszerszych sesji przypadły w maju.
Zbiór zakończony o 16:00."""),
E('q_widest_2024', 'wrong_column', 'it-IT sheepdog',
  """SCHEDA DI GARA — cani da pastore, Trofeo NQ, percorso B
Conduttore: G. Bellini · Cane: Lampo
Seconda seduta più ampia del 2024, il ⟦17 maggio@D:2024-05-17⟧: escursione ⟦555,25@row('2024-05-17').range⟧ punti, apertura ⟦15.675@row('2024-05-17').open~row('2024-05-17').close!⟧
Recinto chiuso al primo tentativo.
Giudice: A. Conti"""),
E('q_widest_2024', 'coincidental', 'es-ES balloon',
  """DIARIO DE VUELO — globo EC-NQX · piloto: M. Ortega
Despegue 07:05 desde la era de Campillo
Días más amplios de 2024: ⟦24/01@D:2024-01-24⟧ con ⟦585,5@row('2024-01-24').range⟧ pts; ⟦05/07@D:2024-07-05⟧ con ⟦487@row('2024-07-05').range!⟧ pts
Aterrizaje 08:20 en un rastrojo."""),
E('q_widest_2024', 'misrounded', 'en-US locksmith',
  """JOB CARD — NQ Lock & Key · Job LK7731
Customer: trading desk · On site 14:05–14:40
Widest session of 2024: ⟦1/24@D:2024-01-24⟧, range ⟦585.5@row('2024-01-24').range⟧ pts, open ⟦17,188.75@row('2024-01-24').open⟧, close ⟦16,672@row('2024-01-24').close!⟧
Rekeyed, tested, keys handed over. Tech: D. Park"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'es-ES rink',
  """PROGRAMA DE REPASO DEL HIELO — Pista NQ, turno de mañana
07:00 repaso con la máquina Z1
Últimas 10 sesiones: peor día el ⟦20/12@D:2024-12-20⟧ (⟦−178,25@row('2024-12-20').change⟧), mejor el ⟦23/12@D:2024-12-23⟧ (⟦+91@row('2024-12-23').change⟧); cierre final ⟦8837,25@row('2025-01-02').close⟧
11:30 repaso tras el hockey"""),
E('q_last10_change', 'faithful', 'ja-JP balloon',
  """熱気球飛行記録 ― 機体「NQ号」／パイロット：森
離陸 06:30 河川敷、着陸 07:45 田んぼの脇
直近10営業日：最大の下げは⟦12月20日@D:2024-12-20⟧の ⟦−178.25@row('2024-12-20').change⟧、最大の上げは⟦12月23日@D:2024-12-23⟧の ⟦+91@row('2024-12-23').change⟧
最終日の終値 ⟦8,837.25@row('2025-01-02').close⟧。風穏やか。"""),
E('q_last10_change', 'faithful', 'fr-FR donor',
  """CARTE DE DONNEUR DE SANG — EFS NQ
Donneur n° DS40871 · groupe O+
Dix dernières séances : six en baisse, quatre en hausse. Pire : le ⟦20 décembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ ; meilleure : le ⟦23 décembre@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧.
Prochain don possible dans huit semaines."""),
E('q_last10_change', 'wrong_sign', 'en-GB crane',
  """PRE-LIFT CHECKLIST — tower crane TC4 · Operator: K. Bramwell
[x] Outriggers down, mats in place
[x] Last ten sessions: ⟦31 Dec@D:2024-12-31⟧ change ⟦+175.5@row('2024-12-31').change!⟧, ⟦2 Jan@D:2025-01-02⟧ ⟦−96.25@row('2025-01-02').change⟧
[x] Anemometer within limits
Lift cleared — K.B."""),
E('q_last10_change', 'wrong_column', 'it-IT vineyard',
  """REGISTRO VENDEMMIA — Tenuta NQ, annata 2024
Filare F3 · vitigno: nebbiolo
Ultime 10 sedute: il ⟦20/12@D:2024-12-20⟧ la peggiore, ⟦−178,25@row('2024-12-20').change⟧ punti, chiusura a ⟦8.926,25@row('2024-12-20').close~row('2024-12-20').low!⟧
Uve sane, raccolta finita alle 18:00."""),
E('q_last10_change', 'miscomputed', 'nl-NL carbon',
  """MEMO (doorslag)
Aan: handelsdesk — Van: W. Bakker — Kopie: archief
Betreft: laatste 10 sessies
Van de opening op ⟦18 dec@D:2024-12-18⟧ (⟦9.376,75@row('2024-12-18').open⟧) tot het slot op ⟦2 jan@D:2025-01-02⟧ (⟦8.837,25@row('2025-01-02').close⟧): ⟦−593,5@row('2025-01-02').close-row('2024-12-18').open!⟧ punten.
WB/ms"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'nl-NL balloon',
  """BALLONVAARTLOG — PH-NQB · piloot: J. Visser
Opstijgen 06:50 bij de dijk, landing 08:10 in een weiland
Gem. dagvolume: 2023 ⟦201.034@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ dagen), 2024 ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧), 2025 ⟦201.902@row(2025).mean_volume⟧ (één sessie)
Rustige vaart."""),
E('q_year_volume', 'faithful', 'zh-CN locksmith',
  """开锁工单 · NQ 锁具服务 · 单号 KS0917
客户：交易台 · 上门 09:20–09:50
2023 年日均成交量 ⟦201,034@row(2023).mean_volume⟧ 手（⟦250@row(2023).count⟧ 个交易日）；2024 年 ⟦201,006@row(2024).mean_volume⟧ 手，三年最低；2025 年仅 ⟦1@row(2025).count⟧ 个交易日，⟦201,902@row(2025).mean_volume⟧ 手
师傅：赵"""),
E('q_year_volume', 'faithful', 'es-ES rink',
  """CUADRANTE DE REPASO DEL HIELO — Pabellón NQ
08:00 repaso · 10:30 repaso · 13:00 repaso
Volumen medio diario: 2023, ⟦201.034@row(2023).mean_volume⟧; 2024, ⟦201.006@row(2024).mean_volume⟧ (el más bajo); 2025, ⟦201.902@row(2025).mean_volume⟧ con una sola sesión
Encargado: L. Marín"""),
E('q_year_volume', 'wrong_year', 'fr-FR lighthouse',
  """JOURNAL DU GARDIEN — phare de NQ-Pointe
Quart 20:00–00:00 · gardien : Y. Le Bihan
Vent d'ouest F6, mer agitée
Volume quotidien moyen 2024 : ⟦201\u202f006@row(2024).mean_volume⟧ contrats sur ⟦250@row(2024).count~row(2023).count!⟧ séances ; 2023 : ⟦201\u202f034@row(2023).mean_volume⟧
Feu allumé à 17:12, rien à signaler."""),
E('q_year_volume', 'coincidental', 'en-US donor',
  """BLOOD DONOR CARD — NQ Community Blood Center
Donor ID: BD55102 · Type: O neg
Avg daily volume 2023: ⟦201,034@row(2023).mean_volume⟧ · 2024: ⟦201,006@row(2024).mean_volume⟧ · 2025 (one session): ⟦201,036@row(2025).mean_volume!⟧
Next eligible donation: in eight weeks."""),
E('q_year_volume', 'misrounded', 'ru-RU banzuke',
  """БАНЗУКЭ — NQ-басё, средний дневной объём
Ёкодзуна: 2025 — ⟦201\u00a0902@row(2025).mean_volume⟧ (одна сессия)
Одзэки: 2023 — ⟦201\u00a0033,95@row(2023).mean_volume!⟧
Сэкиваке: 2024 — ⟦201\u00a0006,37@row(2024).mean_volume⟧
Составил гёдзи Танака, тушью."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'ja-JP lighthouse',
  """灯台日誌 ― NQ岬灯台
当直 20:00–23:59 ／ 灯台守：小林
風 南西 F4、波やや高し
直近20日のRTH時間帯別平均出来高：最大は15:00台の ⟦19,373@row('15').mean_volume⟧ 枚、最小は16:00台の ⟦5,808@row('16').mean_volume⟧ 枚
異常なし。"""),
E('q_rth_hour_volume', 'faithful', 'fr-FR balloon',
  """CARNET DE VOL — ballon F-NQHV, pilote : A. Chevalier
Décollage 06:40, atterrissage 07:55
Volume horaire moyen (séance régulière, 20 derniers jours) : pic à 15:00–15:59 avec ⟦19\u202f373@row('15').mean_volume⟧ contrats, creux à 16:00–16:59 avec ⟦5\u202f808@row('16').mean_volume⟧ ; ouverture : ⟦17\u202f542@row('09').mean_volume⟧
Vol calme."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU sheepdog',
  """ПРОТОКОЛ СОСТЯЗАНИЙ ПАСТУШЬИХ СОБАК — Кубок NQ, трасса Б
Проводник: А. Лебедев · собака: Найда
Самый активный час RTH: 15:00–15:59, в среднем ⟦19\u00a0373,2@row('15').mean_volume⟧ контракта
Самый тихий: 16:00–16:59, ⟦5808,3@row('16').mean_volume⟧
Судья: В. Ким"""),
E('q_rth_hour_volume', 'wrong_unit', 'de-DE banzuke',
  """BANZUKE — NQ-Basho, Volumen je RTH-Stunde (letzte 20 Tage)
Yokozuna: 15:00–15:59 mit ⟦19.373@row('15').mean_volume~row('15').mean_volume!⟧ Punkten
Ōzeki: 09:00–09:59 mit ⟦17.542@row('09').mean_volume⟧ Kontrakten
Schlusslicht: 16:00–16:59 mit ⟦5.808@row('16').mean_volume⟧""", unit_note='contracts quoted as index points'),
E('q_rth_hour_volume', 'invented', 'en-US seismo',
  """SEISMOGRAPH STATION NQ-S7 — channel BHZ, hourly log
RTH volume by hour, last 20 days
15:00–15:59 peak, ⟦19,373@row('15').mean_volume⟧ contracts avg
11:00–11:59 ⟦15,120@row('11').mean_volume!⟧
16:00–16:59 trough, ⟦5,808@row('16').mean_volume⟧
Drum changed 04:00. Obs: K. Ueda"""),
E('q_rth_hour_volume', 'miscomputed', 'zh-CN crane',
  """吊装前检查表 · 履带吊 LC1
☑ 地基已压实
☑ 近20日 RTH 分时平均成交量：15:00 时段 ⟦19,373@row('15').mean_volume⟧ 手，16:00 时段 ⟦5,808@row('16').mean_volume⟧ 手，前者是后者的 ⟦3.8@row('15').mean_volume/row('16').mean_volume!⟧ 倍
☑ 吊钩防脱装置正常
司机：孙"""),
]
