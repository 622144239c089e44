"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

J29 = "row('2025-06-29').total"
J10 = "row('2025-06-10').total"
J23 = "row('2025-06-23').total"
J26D = "row('2025-06-26T16').total"
J26P = "row('2025-06-26T12').total"
J11A = "row('2025-06-11T08').total"

def S(shop):
    return f"row('{shop}').sum"

def C(shop):
    return f"row('{shop}').n"

KO = 'Конфеты шоколадные ассорти Красный'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'pl-PL donor',
  f"""LEGITYMACJA HONOROWEGO DAWCY KRWI — RCKiK NQ
Nr dawcy HD44120 · grupa krwi A Rh+
Ostatnie paragony: największy ⟦29 czerwca@D:2025-06-29⟧, Азбука вкуса, ⟦13\u00a0153,34@{J29}⟧ RUB; najmniejszy ⟦26 czerwca@D:2025-06-26⟧, Перекрёсток, ⟦738,76@{J26P}⟧ RUB
Następna donacja za osiem tygodni."""),
E('r_latest', 'faithful', 'pt-BR seismo',
  f"""REGISTRO SISMOGRÁFICO — estação NQ-S2, canal BHZ
Últimos ⟦8@len(R.rows)⟧ recibos (de ⟦300@R.total_rows⟧): o maior, Азбука вкуса em ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@{J29}⟧ RUB; o mais antigo, Магнит em ⟦10/06@D:2025-06-10⟧, ⟦770,93@{J10}⟧ RUB
Leitura às 03:30."""),
E('r_latest', 'faithful', 'de-DE rink',
  f"""EISBEREITUNGSPLAN — Eishalle NQ, Fläche A
06:15 Aufbereitung, Maschine Z3
Letzte Belege: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{J29}⟧ RUB · ⟦26.06.@D:2025-06-26⟧ Дикси ⟦984,21@{J26D}⟧ · ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@{J23}⟧
Перекрёсток kommt dreimal vor.
21:30 letzte Aufbereitung"""),
E('r_latest', 'wrong_row', 'nl-NL balloon',
  f"""BALLONVAARTLOG — PH-NQR · piloot: M. Mulder
Opstijgen 06:40, landing 07:55 bij een boerderij
Laatste bonnen: ⟦15 jun@D:2025-06-15⟧ Перекрёсток ⟦934,93@row('2025-06-15').total~row('2025-06-11T22').total!⟧ RUB; ⟦23 jun@D:2025-06-23⟧ АШАН ⟦1.782,97@{J23}⟧ RUB
Mooie vaart boven de polder."""),
E('r_latest', 'coincidental', 'fr-FR banzuke',
  f"""BANZUKE — basho des tickets, juin 2025
Yokozuna : Азбука вкуса, ⟦29 juin@D:2025-06-29⟧ — ⟦13\u202f153,34@{J29}⟧ RUB
Ozeki : Азбука вкуса, ⟦11 juin@D:2025-06-11⟧ — ⟦6\u202f757,91@{J11A}⟧ RUB
Sekiwake : АШАН, ⟦23 juin@D:2025-06-23⟧ — ⟦1\u202f782,97@{J23}⟧ RUB
Komusubi : Дикси, ⟦26 juin@D:2025-06-26⟧ — ⟦937@{J26D}!⟧ RUB"""),
E('r_latest', 'invented', 'ja-JP carbon',
  f"""社内連絡メモ（カーボン複写）
宛先：経理　発信：山本　写：ファイル
件名：最近のレシート
最大は⟦6月29日@D:2025-06-29⟧のАзбука вкуса ⟦13,153.34@{J29}⟧ ルーブル、いちばん古い⟦6月10日@D:2025-06-10⟧のМагнит は ⟦1,249.60@{J10}!⟧ ルーブル。
山本／田"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'it-IT banzuke',
  f"""BANZUKE — Basho della spesa, per negozio
Yokozuna: Перекрёсток, ⟦216.136,08@{S('Перекрёсток')}⟧ RUB in ⟦95@{C('Перекрёсток')}⟧ scontrini
Ozeki: ВкусВилл, ⟦145.619,56@{S('ВкусВилл')}⟧ RUB
Sekiwake: АШАН, ⟦106.458,44@{S('АШАН')}⟧ RUB
Ultimo in classifica: Лента, ⟦10.029,92@{S('Лента')}⟧ RUB"""),
E('r_by_shop', 'faithful', 'zh-CN locksmith',
  f"""开锁工单 · NQ 锁具 · 单号 KS1183
客户：本人 · 上门 18:00–18:30
按商店汇总：Перекрёсток 最多，⟦216,136.08@{S('Перекрёсток')}⟧ 卢布，⟦95@{C('Перекрёсток')}⟧ 张小票；其次 ВкусВилл ⟦145,619.56@{S('ВкусВилл')}⟧ 卢布；Лента 最少，⟦10,029.92@{S('Лента')}⟧ 卢布
师傅：钱"""),
E('r_by_shop', 'faithful', 'nl-NL lighthouse',
  f"""VUURTORENLOGBOEK — vuurtoren NQ-Huisduinen
Wacht 20:00–00:00 · wachter: P. Kuiper
Wind ZW F5, zee matig
Uitgaven per winkel: Перекрёсток ⟦216.136,08@{S('Перекрёсток')}⟧ RUB (⟦95@{C('Перекрёсток')}⟧ bonnen), ВкусВилл ⟦145.619,56@{S('ВкусВилл')}⟧, АШАН ⟦106.458,44@{S('АШАН')}⟧
Licht brandt, niets bijzonders."""),
E('r_by_shop', 'wrong_row', 'ja-JP sheepdog',
  f"""牧羊犬競技会 採点表 ― NQ杯 コースC
ハンドラー：松本 ／ 犬：コロ
店舗別支出：首位 Перекрёсток ⟦216,136.08@{S('Перекрёсток')}⟧ ルーブル（⟦95@{C('Перекрёсток')}⟧ 回）、三番手 АШАН ⟦145,619.56@{S('АШАН')}~{S('ВкусВилл')}!⟧ ルーブル
審査員：井上"""),
E('r_by_shop', 'wrong_unit', 'de-DE vineyard',
  f"""LESEPROTOKOLL — Weingut NQ, Jahrgang 2025
Lage L2 · Rebsorte: Riesling
Ausgaben je Laden: Перекрёсток ⟦216.136,08@{S('Перекрёсток')}~{S('Перекрёсток')}!⟧ Hektoliter bei ⟦95@{C('Перекрёсток')}⟧ Einkäufen, ВкусВилл ⟦145.619,56@{S('ВкусВилл')}⟧ RUB
Lese um 17:40 beendet.""", unit_note='roubles quoted as hectolitres'),
E('r_by_shop', 'miscomputed', 'en-GB carbon',
  f"""MEMO (carbon copy, household file)
To: M. Brooks    From: S. Brooks
Re: where the money goes
Магнит: ⟦85,375.03@{S('Магнит')}⟧ RUB over ⟦36@{C('Магнит')}⟧ visits, i.e. ⟦2,731.53@{S('Магнит')}/{C('Магнит')}!⟧ RUB a visit. Перекрёсток still tops the list at ⟦216,136.08@{S('Перекрёсток')}⟧.
SB/mb"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'pt-BR donor',
  """CARTEIRA DE DOADOR — Hemocentro NQ
Doador HD51207 · tipo O−
Gastos de 2025 até agora: ⟦246.665,21@sum⟧ RUB em ⟦86@n⟧ recibos; recibo médio ⟦2.868,20@avg⟧ RUB, maior ⟦13.153,34@max⟧ RUB
Próxima doação: em dois meses."""),
E('r_total_2025', 'faithful', 'en-US banzuke',
  """BANZUKE — 2025 Spending Basho (so far)
Yokozuna: total spent, ⟦246,665.21@sum⟧ RUB
Ozeki: biggest single receipt, ⟦13,153.34@max⟧ RUB
Sekiwake: average receipt, ⟦2,868.20@avg⟧ RUB
Receipts on the sheet: ⟦86@n⟧"""),
E('r_total_2025', 'faithful', 'es-ES carbon',
  """MEMORÁNDUM (copia al carbón)
A: casa · De: Lucía · C.c.: archivo
Asunto: gasto de 2025
Total ⟦246.665,21@sum⟧ RUB en ⟦86@n⟧ tiques; tique medio ⟦2868,20@avg⟧ RUB; el mayor, ⟦13.153,34@max⟧ RUB.
L./m."""),
E('r_total_2025', 'wrong_column', 'pl-PL locksmith',
  """KARTA ZLECENIA — Ślusarz NQ, zlecenie SZ0625
Klient: gospodarstwo domowe · na miejscu 17:00–17:30
Wydatki 2025 do dziś: razem ⟦13\u00a0153,34@sum~max!⟧ RUB, ⟦86@n⟧ paragonów, średnio ⟦2868,20@avg⟧ RUB
Zamek naoliwiony. Ślusarz: A. Dudek"""),
E('r_total_2025', 'misrounded', 'en-GB rink',
  """ICE RESURFACING SCHEDULE — NQ Ice Centre, Pad B
06:00 resurface (Z2)
2025 spending to date: ⟦246,665.21@sum⟧ RUB over ⟦86@n⟧ receipts, an average of ⟦2,868.21@avg!⟧ RUB
13:15 resurface after public skate
Duty manager: L. Grant"""),
E('r_total_2025', 'wrong_unit', 'nl-NL lighthouse',
  """VUURTORENLOGBOEK — vuurtoren NQ-Kijkduin
Wacht 04:00–08:00 · wachter: G. Visser
Wind NW F6, zee ruw
Uitgaven 2025 tot nu: ⟦246.665,21@sum~sum!⟧ euro over ⟦86@n⟧ bonnen; grootste bon ⟦13.153,34@max⟧ RUB
Licht uit om 07:52.""", unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'it-IT locksmith',
  f"""SCHEDA INTERVENTO — Fabbro NQ, lavoro FB5528
Cliente: privato · in loco 09:40–10:10
Prodotti con la spesa maggiore: Конфеты «Красный Октябрь» ⟦21.480,62@{S(KO)}⟧ RUB (⟦25@{C(KO)}⟧ acquisti), pannolini Merries ⟦20.886,90@{S('Подгузники')}⟧ RUB
Serratura registrata. Tecnico: R. Bruno"""),
E('r_top_items', 'faithful', 'en-US sheepdog',
  f"""SHEEPDOG TRIAL SCORE SHEET — NQ Open, course C
Handler: L. Duncan · Dog: Nell
Top spend: chocolates «Красный Октябрь», ⟦21,480.62@{S(KO)}⟧ RUB; runner-up Merries nappies, ⟦20,886.90@{S('Подгузники')}⟧ RUB
Most often bought: Сосиски Останкино, ⟦41@{C('Сосиски')}⟧ times
Shed clean. Judge: P. Hughes"""),
E('r_top_items', 'faithful', 'pt-BR crane',
  f"""LISTA DE VERIFICAÇÃO PRÉ-IÇAMENTO — guindaste GD7
[x] Calços no lugar
[x] Produtos com maior gasto: chocolates Красный Октябрь ⟦21.480,62@{S(KO)}⟧ RUB, fraldas Merries ⟦20.886,90@{S('Подгузники')}⟧ RUB, salsichas Останкино ⟦17.794,42@{S('Сосиски')}⟧ RUB
[x] Vento ok
Operador: E. Barros"""),
E('r_top_items', 'wrong_row', 'ja-JP seismo',
  f"""地震計観測記録 ― NQ-S3観測点 BHZ
品目別支出：首位はチョコ「Красный Октябрь」⟦21,480.62@{S(KO)}⟧ ルーブル、チーズ Ламбер は ⟦16,536.40@{S('Сыр')}~{S('Свинина')}!⟧ ルーブル（⟦39@{C('Сыр')}⟧ 回）
ドラム交換 02:00"""),
E('r_top_items', 'coincidental', 'ru-RU carbon',
  f"""СЛУЖЕБНАЯ ЗАПИСКА (копия под копирку)
Кому: бухгалтерия · От: Н. Зайцева
О покупках: больше всего потрачено на конфеты «Красный Октябрь» — ⟦21\u00a0480,62@{S(KO)}⟧ ₽; фарш «Индилайт» брали ⟦23@{C('Фарш')}!⟧ раза на ⟦16\u00a0001,43@{S('Фарш')}⟧ ₽
НЗ/ов"""),
E('r_top_items', 'wrong_unit', 'es-ES weighin',
  f"""HOJA DE PESAJE — concurso de pesca NQ, sector H
Puesto | Producto | Peso
H2 | Конфеты «Красный Октябрь» | ⟦21.480,62@{S(KO)}⟧ RUB
H5 | Сосиски Останкино | ⟦17.794,42@{S('Сосиски')}~{S('Сосиски')}!⟧ kg
Pesaje cerrado a las 14:00.""", unit_note='roubles quoted as kilograms'),
]
