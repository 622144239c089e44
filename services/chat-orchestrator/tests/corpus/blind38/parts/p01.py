"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'it-IT dentlab',
  f"""LABORATORIO ODONTOTECNICO — BOLLA DI LAVORO L0412
Dott.ssa Conti · paziente rif. P2207
Lavoro: corona in zirconia UR6, colore A2
Nota: escursione media NQ nelle ultime ⟦20@{N}⟧ sedute, ⟦187,6@value⟧ punti (massimo − minimo).
Modello colato; consegna venerdì."""),
E('q_range_last20', 'faithful', 'ja-JP arcade',
  f"""★ハイスコア★ 筐体C7「NQブラスター」
直近⟦20@{N}⟧日の平均値幅（高値−安値）
1. NQ ……… ⟦187.6@value⟧ pt
GAME OVER ― コンティニュー？"""),
E('q_range_last20', 'faithful', 'ru-RU planetarium',
  f"""ПЛАНЕТАРИЙ — СЦЕНАРИЙ «Зимнее небо», сигнал Q14
[Купол — полусвет. Звёздное поле.]
ДИКТОР: За последние ⟦20@{N}⟧ сессий средний дневной диапазон NQ — ⟦187,6@value⟧ пункта, от минимума до максимума.
[Q15: затемнение.]"""),
E('q_range_last20', 'wrong_unit', 'de-DE props',
  """OPERNHAUS — REQUISITENLISTE, „Tosca“, II. Akt
R14 Dolch (Gummi) · R15 Kerzenleuchter, Paar · R16 Kruzifix
Notiz der Requisite: NQ, letzte 20 Sitzungen — mittlere Tagesspanne ⟦187,6@value~value!⟧ Dollar.
Alles auf den Requisitentisch links.""", unit_note='points quoted as dollars'),
E('q_range_last20', 'misrounded', 'zh-CN typewriter',
  """打字机修复记录 · Olympia SM3，序列号 S3120774
压纸辊已重新包胶，擒纵机构清洗完毕
试打纸上的一行：NQ 近20个交易日平均日内波幅 ⟦187@value!⟧ 点
色带：新换黑红双色。"""),
E('q_range_last20', 'derived', 'es-ES kayak',
  f"""ALQUILER DE KAYAKS — embarcadero del pantano
Kayak K07 (doble) · salida 10:00 · vuelta 12:30
Nota: rango medio NQ en las últimas ⟦20@{N}⟧ sesiones, ⟦187,6@value⟧ puntos; sumados, ⟦3752@value*{N}!⟧ puntos (cuenta mía, no del informe).
Fianza devuelta."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'en-US props',
  """OPERA HOUSE — PROPS LIST, "La Bohème", Act I
P07 stove (practical) · P08 manuscript bundle · P09 candle
Props master's note: NQ daily range 2024 — mean ⟦274.44@mean_range⟧, median ⟦267.25@median_range⟧, widest ⟦585.5@max_range⟧, narrowest ⟦116.5@min_range⟧ pts, ⟦252@count⟧ sessions.
Preset SL."""),
E('q_range_stats_2024', 'faithful', 'pt-BR kayak',
  """ALUGUEL DE CAIAQUES — píer da represa
Caiaque K12 (individual) · saída 09:30 · volta 11:00
Obs.: amplitude diária do NQ em 2024 — média ⟦274,44@mean_range⟧ pts, mediana ⟦267,25@median_range⟧, máxima ⟦585,5@max_range⟧, mínima ⟦116,5@min_range⟧.
Colete devolvido."""),
E('q_range_stats_2024', 'faithful', 'ja-JP shooting',
  """射的屋 スコアカード SG07
ライフルR3・ブリキのアヒル（動く列）
屋台メモ：NQの2024年の値幅 平均 ⟦274.4@mean_range⟧pt、中央値 ⟦267.25@median_range⟧、最大 ⟦585.5@max_range⟧、最小 ⟦116.5@min_range⟧（⟦252@count⟧営業日）
景品：小さいクマ"""),
E('q_range_stats_2024', 'wrong_column', 'nl-NL tugboat',
  """SLEEPBOOT „Johanna” — SLEEPJOURNAAL, opdracht TW0517
06:40 vast aan duwbak, Waalhaven → Botlek
Opmerking schipper: NQ 2024, dagspanne mediaan ⟦274,44@median_range~mean_range!⟧ punten, breedste dag ⟦585,5@max_range⟧, smalste ⟦116,5@min_range⟧.
09:15 los. — Schipper: K. de Wit"""),
E('q_range_stats_2024', 'miscomputed', 'it-IT dentlab',
  """LABORATORIO ODONTOTECNICO — BOLLA L0519
Dott. Riva · ponte in metallo-ceramica, colore A3
Nota: NQ 2024, escursione giornaliera da ⟦116,5@min_range⟧ a ⟦585,5@max_range⟧ punti, cioè ⟦496@max_range-min_range!⟧ punti di forbice (conto a mano).
Prova struttura martedì."""),
E('q_range_stats_2024', 'invented', 'en-GB sushi',
  """SUSHI COUNTER — ORDER SLIP, seat S6
x2 salmon nigiri · x1 tamago · miso soup
Itamae's note: NQ daily range in 2024, median ⟦259.5@median_range!⟧ pts; widest day ⟦585.5@max_range⟧.
Wasabi on the side, no ginger."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'de-DE arcade',
  f"""★ BESTENLISTE ★ Automat „NQ-Raser“, 2024
Mittlere Tagesspanne nach Wochentag (Pkt.)
1. MI ……… ⟦278,7@{WE}⟧
2. FR ……… ⟦278,3@{FR}⟧
3. DO ……… ⟦273,5@{TH}⟧
4. DI ……… ⟦272,2@{TU}⟧
5. MO ……… ⟦269,4@{MO}⟧
SPIEL ENDE"""),
E('q_dow_range_2024', 'faithful', 'fr-FR sushi',
  f"""COMPTOIR À SUSHIS — BON DE COMMANDE, place S3
x2 nigiri saumon · x1 maki concombre · soupe miso
Note de l'itamae : NQ 2024, le mercredi a l'amplitude moyenne la plus large (⟦278,675@{WE}⟧ points), le lundi la plus étroite (⟦269,41@{MO}⟧).
Wasabi à part."""),
E('q_dow_range_2024', 'faithful', 'es-ES planetarium',
  f"""PLANETARIO — GUION «Cielo de invierno», pie Q22
[Cúpula al mínimo. Aparece la Vía Láctea.]
NARRADORA: En 2024 el miércoles fue el día más agitado del NQ, con un rango medio de ⟦278,7@{WE}⟧ puntos; el lunes, el más tranquilo, ⟦269,4@{MO}⟧.
[Q23: oscuro total.]"""),
E('q_dow_range_2024', 'wrong_row', 'ru-RU props',
  f"""ОПЕРНЫЙ ТЕАТР — СПИСОК РЕКВИЗИТА, «Евгений Онегин», II действие
P21 дуэльные пистолеты, пара · P22 плащ · P23 фонарь
Заметка реквизитора: NQ в 2024 году шире всего ходил в среду, в среднем ⟦278,26@{WE}~{FR}!⟧ пункта; понедельник — ⟦269,41@{MO}⟧.
Всё на столе справа."""),
E('q_dow_range_2024', 'misrounded', 'en-US typewriter',
  f"""TYPEWRITER RESTORATION — Smith-Corona Silent, serial S5A112983
Segment cleaned, new feet, drawband replaced.
Test sheet: "NQ 2024 mean range by weekday — Wed ⟦278.675@{WE}⟧, Thu ⟦273.6@{TH}!⟧, Mon ⟦269.41@{MO}⟧ pts."
Ribbon: black nylon."""),
E('q_dow_range_2024', 'coincidental', 'pl-PL dentlab',
  f"""PRACOWNIA PROTETYCZNA — ZLECENIE Z0311
Lek. dent. Nowak · korona pełnoceramiczna UR1, kolor A1
Uwaga technika: NQ 2024 — najspokojniejszy poniedziałek, średnio ⟦276@{MO}!⟧ pkt zakresu; najszerzej w środę, ⟦278,7@{WE}⟧.
Wycisk odlany."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'ru-RU typewriter',
  f"""РЕСТАВРАЦИЯ ПИШУЩЕЙ МАШИНКИ — «Москва», серийный S0452217
Каретка отрегулирована, шрифт почищен.
Пробный лист: «NQ, 2023: лучший месяц — сентябрь, ⟦70@{pct('September')}⟧ % дней вверх; худший — ноябрь, ⟦38,1@{pct('November')}⟧ %».
Лента новая."""),
E('q_month_up_2023', 'faithful', 'pt-BR arcade',
  f"""★ RECORDES ★ fliperama «NQ Turbo» — 2023
% de pregões em alta
1) SET ……… ⟦70@{pct('September')}⟧
2) OUT ……… ⟦68,2@{pct('October')}⟧
3) JAN ……… ⟦60@{pct('January')}⟧
12) NOV ……… ⟦38,1@{pct('November')}⟧
FIM DE JOGO"""),
E('q_month_up_2023', 'faithful', 'en-GB kayak',
  f"""KAYAK HIRE — Loch Lomond jetty, day sheet
Boat K03 (single) · out 14:00 · back 16:30
Hirer: Ms Reid · buoyancy aid S
Note: NQ 2023 share of up days — best September (⟦70%@{pct('September')}⟧), worst November (⟦38.1%@{pct('November')}⟧).
All kit back dry."""),
E('q_month_up_2023', 'wrong_row', 'it-IT shearing',
  f"""QUADERNO DI TOSATURA — capannone Val di Sole, postazione S2
Tosatore: G. Bertolini · prima tornata
Nota: NQ 2023, mese migliore settembre, con il ⟦68,2@{pct('September')}~{pct('October')}!⟧ % di sedute in rialzo; peggiore novembre (⟦38,1@{pct('November')}⟧ %).
Lana insaccata."""),
E('q_month_up_2023', 'wrong_unit', 'zh-CN iceroad',
  """冰路卡车行车日志 · 耶洛奈夫冬季冰路
车辆：肯沃斯 W900，油罐B列车 · 检查站 CP3，04:20，冰面良好
电台记录：NQ 2023 年10月上涨日占比 ⟦0.68%@row('October').pct_up~row('October').pct_up!⟧，仅次于9月
链条已挂""", unit_note='fraction quoted as percent'),
E('q_month_up_2023', 'derived', 'en-US props',
  f"""OPERA HOUSE — PROPS LIST, "Carmen", Act I
P31 cigarette cases · P32 red fan · P33 knife (blunt)
Props note: NQ 2023 — September closed up on ⟦70%@{pct('September')}⟧ of days, November on ⟦38.1%@{pct('November')}⟧: ⟦1.84@row('September').pct_up/row('November').pct_up!⟧ times as often (my division, not in the output).
Preset SL."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'en-US iceroad',
  f"""ICE ROAD LOGBOOK — Tibbitt–Contwoyto winter road
Rig: Kenworth W900, fuel, B-train · CP2 at 03:50, ice good
Radio note: NQ 2024 widest days — ⟦1/24@D:2024-01-24⟧ ⟦585.5@{d('2024-01-24','range')}⟧ pts, ⟦5/17@D:2024-05-17⟧ ⟦555.25@{d('2024-05-17','range')}⟧, ⟦5/31@D:2024-05-31⟧ ⟦541.5@{d('2024-05-31','range')}⟧, ⟦7/5@D:2024-07-05⟧ ⟦507.5@{d('2024-07-05','range')}⟧.
Chains on."""),
E('q_widest_2024', 'faithful', 'ru-RU hearing',
  f"""ОТЧЁТ О ПОДБОРЕ СЛУХОВОГО АППАРАТА — пациент Савельев И. П.
Заушные RIC, оба уха, открытые вкладыши
Заметка сурдолога: самый широкий день NQ в 2024 году — ⟦24 января@D:2024-01-24⟧, ⟦585,5@{d('2024-01-24','range')}⟧ пункта; пятый — ⟦1 мая@D:2024-05-01⟧, ⟦484,5@{d('2024-05-01','range')}⟧.
Контроль через шесть недель."""),
E('q_widest_2024', 'faithful', 'de-DE typewriter',
  f"""SCHREIBMASCHINEN-RESTAURIERUNG — Olympia SM3, Nr. S1408833
Walze neu bezogen, Segment gereinigt.
Testblatt: „NQ 2024, weitester Tag ⟦24.01.@D:2024-01-24⟧: Spanne ⟦585,5@{d('2024-01-24','range')}⟧ Pkt., Eröffnung ⟦17.188,75@{d('2024-01-24','open')}⟧, Schluss ⟦16.672,75@{d('2024-01-24','close')}⟧.“
Farbband schwarz/rot."""),
E('q_widest_2024', 'wrong_row', 'ja-JP dentlab',
  f"""歯科技工所 技工指示書 W0412
依頼：田中歯科・ジルコニアクラウン UR6、シェードA2
技工メモ：NQ 2024年、⟦5月31日@D:2024-05-31⟧の値幅 ⟦555.25@{d('2024-05-31','range')}~{d('2024-05-17','range')}!⟧pt（始値 ⟦14,933@{d('2024-05-31','open')}⟧）
模型完成、金曜納品"""),
E('q_widest_2024', 'wrong_column', 'nl-NL shooting',
  f"""SCHIETTENT — SCOREKAART SG12
Geweer G3 · blikken eendjes, bewegende rij
Notitie: NQ 2024, breedste dag ⟦24 januari@D:2024-01-24⟧ — spanne ⟦585,5@{d('2024-01-24','range')}⟧ punten, opening ⟦16.672,75@{d('2024-01-24','open')}~{d('2024-01-24','close')}!⟧.
Prijs: kleine knuffelbeer."""),
E('q_widest_2024', 'coincidental', 'zh-CN shearing',
  f"""剪羊毛计数簿 · 剪毛棚 S4 工位
剪毛工：老周 · 第一轮（到茶歇）
计数备注：NQ 2024 年最宽的五天里，⟦7月5日@D:2024-07-05⟧波幅 ⟦557@{d('2024-07-05','range')}!⟧ 点；最宽是⟦1月24日@D:2024-01-24⟧，⟦585.5@{d('2024-01-24','range')}⟧ 点
羊毛已打包"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'en-GB shearing',
  f"""SHEARING TALLY BOOK — Glenorchy woolshed, stand S2
Shearer: D. McLeod · second run
Tally note: NQ's last ten sessions — worst ⟦20 Dec@D:2024-12-20⟧ ⟦−178.25@{d('2024-12-20','change')}⟧, best ⟦23 Dec@D:2024-12-23⟧ ⟦+91@{d('2024-12-23','change')}⟧, mean ⟦−57.8@stats.change.mean⟧ pts a day.
Wool away, pens refilled."""),
E('q_last10_change', 'faithful', 'pt-BR tugboat',
  f"""REBOCADOR «Tupã» — DIÁRIO DE REBOQUE, serviço RB0219
05:50 amarrado à barcaça, porto de Santos
Obs. do mestre: NQ, últimos 10 pregões — de ⟦9.376,75@{d('2024-12-18','open')}⟧ na abertura de ⟦18/12@D:2024-12-18⟧ a ⟦8.837,25@{d('2025-01-02','close')}⟧ no fechamento de ⟦02/01@D:2025-01-02⟧.
08:10 largamos."""),
E('q_last10_change', 'faithful', 'pl-PL hearing',
  f"""RAPORT DOPASOWANIA APARATU SŁUCHOWEGO — pacjentka H. Zielińska
Aparaty wewnątrzkanałowe, oba uszy
Notatka: NQ, ostatnie 10 sesji — średnio ⟦−57,8@stats.change.mean⟧ pkt dziennie, najgorzej ⟦20 grudnia@D:2024-12-20⟧ (⟦−178,25@{d('2024-12-20','change')}⟧), najlepiej ⟦23 grudnia@D:2024-12-23⟧ (⟦+91@{d('2024-12-23','change')}⟧).
Kontrola za sześć tygodni."""),
E('q_last10_change', 'wrong_sign', 'en-US planetarium',
  f"""PLANETARIUM — SHOW SCRIPT "Solstice Night", cue Q31
[House lights down. Ecliptic overlay on.]
NARRATOR: The brightest moment of NQ's last ten sessions came on ⟦12/23@D:2024-12-23⟧, a change of ⟦−91@{d('2024-12-23','change')}!⟧ points; the darkest on ⟦12/20@D:2024-12-20⟧, ⟦−178.25@{d('2024-12-20','change')}⟧.
[Q32: sunrise.]"""),
E('q_last10_change', 'wrong_column', 'it-IT iceroad',
  f"""DIARIO DI BORDO — STRADA DI GHIACCIO Yellowknife–Tibbitt
Peterbilt P389, cisterna · checkpoint CP4, 05:10, ghiaccio buono
Nota radio: NQ, il ⟦31/12@D:2024-12-31⟧ massimo ⟦9.150,25@{d('2024-12-31','high')}⟧, minimo ⟦8.944@{d('2024-12-31','low')}~{d('2024-12-31','close')}!⟧, variazione ⟦−175,5@{d('2024-12-31','change')}⟧ punti.
Catene montate."""),
E('q_last10_change', 'miscomputed', 'fr-FR arcade',
  f"""★ MEILLEURS SCORES ★ borne « NQ Attack »
Dix dernières séances : ouverture du ⟦18/12@D:2024-12-18⟧ → clôture du ⟦02/01@D:2025-01-02⟧
DÉPART ⟦9\u202f376,75@{d('2024-12-18','open')}⟧ · ARRIVÉE ⟦8\u202f837,25@{d('2025-01-02','close')}⟧ · ÉCART ⟦−593,5@{d('2025-01-02','close')}-{d('2024-12-18','open')}!⟧ pts
GAME OVER"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'ja-JP hearing',
  """補聴器フィッティング報告書 ― 患者：佐藤 一郎 様
機種：耳かけ型RIC・両耳、オープンドーム
聴能士メモ：NQの年別平均出来高 2023年 ⟦201,034@row(2023).mean_volume⟧枚、2024年 ⟦201,006@row(2024).mean_volume⟧枚、2025年は⟦1@row(2025).count⟧営業日のみで ⟦201,902@row(2025).mean_volume⟧枚
六週間後に再調整"""),
E('q_year_volume', 'faithful', 'it-IT shooting',
  """TIRO A SEGNO — CARTELLINO PUNTI TS04
Carabina C2 · paperelle di latta, fila mobile
Nota del banco: volume medio NQ — 2023 ⟦201.034@row(2023).mean_volume⟧ contratti (⟦250@row(2023).count⟧ sedute), 2024 ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧), 2025 ⟦201.902@row(2025).mean_volume⟧ su una sola seduta.
Premio: orsetto."""),
E('q_year_volume', 'faithful', 'es-ES planetarium',
  """PLANETARIO — GUION «Constelaciones de enero», pie Q08
[Cúpula a oscuras; aparece Orión.]
NARRADOR: Volumen medio diario del NQ: ⟦201.034@row(2023).mean_volume⟧ contratos en 2023, ⟦201.006@row(2024).mean_volume⟧ en 2024 y ⟦201.902@row(2025).mean_volume⟧ en 2025, con una sola sesión.
[Q09: luces de sala.]"""),
E('q_year_volume', 'wrong_year', 'zh-CN typewriter',
  """打字机修复记录 · Hermes Baby，序列号 S7051123
换了新的进纸胶辊，调整了字杆
试打纸：NQ 日均成交量——2024 年 ⟦201,034@row(2024).mean_volume~row(2023).mean_volume!⟧ 手；2025 年 ⟦201,902@row(2025).mean_volume⟧ 手（只有⟦1@row(2025).count⟧个交易日）
色带：新黑色。"""),
E('q_year_volume', 'wrong_year', 'fr-FR arcade',
  """★ MEILLEURS SCORES ★ borne « Volume Rush »
Volume moyen NQ par an (contrats)
1. 2025 …… ⟦201\u202f902@row(2025).mean_volume⟧ (une séance)
2. 2023 …… ⟦201\u202f034@row(2023).mean_volume⟧ (⟦252@row(2023).count~row(2024).count!⟧ séances)
3. 2024 …… ⟦201\u202f006@row(2024).mean_volume⟧"""),
E('q_year_volume', 'misrounded', 'en-GB tugboat',
  """TUG "Brent Knight" — TOWING LOG, job TL0833
06:10 made fast to lighter, Tilbury → Erith
Mate's remark: NQ average daily volume — 2023 ⟦201,034@row(2023).mean_volume⟧ contracts, 2024 ⟦201,007@row(2024).mean_volume!⟧, 2025 ⟦201,902@row(2025).mean_volume⟧ from a single session.
07:45 cast off."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'pl-PL typewriter',
  """RENOWACJA MASZYNY DO PISANIA — Łucznik, nr seryjny S0712290
Czcionki wyczyszczone, nowy wałek.
Kartka próbna: „NQ, sesja RTH, ostatnie 20 dni: najwięcej o 15:00 — ⟦19\u00a0373@row('15').mean_volume⟧ kontraktów średnio, najmniej o 16:00 — ⟦5808@row('16').mean_volume⟧.”
Taśma czarna."""),
E('q_rth_hour_volume', 'faithful', 'ru-RU shooting',
  """ТИР — КАРТОЧКА СТРЕЛКА T07
Винтовка R2 · жестяные утки, движущийся ряд
Заметка у стойки: NQ, RTH за последние 20 дней — больше всего объёма в час 15:00 (⟦19\u00a0373@row('15').mean_volume⟧ контракта в среднем), меньше всего в 16:00 (⟦5808@row('16').mean_volume⟧).
Приз: медвежонок."""),
E('q_rth_hour_volume', 'faithful', 'nl-NL dentlab',
  """TANDTECHNISCH LAB — WERKBON W0918
Tandarts: dr. Bos · zirkonia kroon UL6, kleur A2
Labnotitie: NQ RTH, laatste 20 dagen — uur 09:00 gemiddeld ⟦17.542@row('09').mean_volume⟧ contracten, 15:00 ⟦19.373@row('15').mean_volume⟧ (drukst), 16:00 ⟦5.808@row('16').mean_volume⟧ (rustigst).
Model gegoten."""),
E('q_rth_hour_volume', 'wrong_row', 'en-GB tugboat',
  """TUG "Thames Warrior" — TOWING LOG, job TL0917
05:20 made fast to crane barge, Gravesend
Remark: NQ RTH, last 20 days — the 12:00 hour averaged ⟦13,300@row('12').mean_volume~row('14').mean_volume!⟧ contracts; 15:00 the busiest at ⟦19,373@row('15').mean_volume⟧.
06:55 cast off."""),
E('q_rth_hour_volume', 'coincidental', 'pt-BR shearing',
  """CADERNO DE TOSQUIA — galpão da Estância Boa Vista, banca S1
Tosquiador: Seu Almiro · primeira rodada
Anotação: NQ RTH, últimos 20 dias — às 10:00 média de ⟦13.481@row('10').mean_volume!⟧ contratos; pico às 15:00, ⟦19.373@row('15').mean_volume⟧.
Lã enfardada."""),
E('q_rth_hour_volume', 'derived', 'zh-CN iceroad',
  """冰路卡车行车日志 · 丘吉尔冬季冰路
车辆：沃尔沃 VNL，建材 · 检查站 CP5，22:40，冰面良好
电台记录：NQ 近20日 RTH 成交最旺 15:00（⟦19,373@row('15').mean_volume⟧ 手），最淡 16:00（⟦5,808@row('16').mean_volume⟧ 手），相差 ⟦13,565@row('15').mean_volume-row('16').mean_volume!⟧ 手（我自己减的，报告里没有）"""),
]
