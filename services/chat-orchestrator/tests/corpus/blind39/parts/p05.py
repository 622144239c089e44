"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def r(prefix):
    return f"row('{prefix}').total"


def s(shop, col='sum'):
    return f"row('{shop}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'zh-CN saltmarsh',
  f"""盐沼调查笔记 · 样线 T2 · 崇明东滩
高潮 10:30 · 样方 Q1–Q6
备注：最近的小票 — ⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{r('2025-06-29')}⟧ 卢布，⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@{r('2025-06-23')}⟧，⟦6月15日@D:2025-06-15⟧ Перекрёсток ⟦934.93@{r('2025-06-15')}~{r('2025-06-11T22')}!⟧。
碱蓬长势好。"""),
E('r_latest', 'coincidental', 'de-DE curling',
  f"""CURLING-SPIELBERICHT — Bahn C, Füssen gegen Garmisch
Ends E1–E8 · Hammer: Füssen
Notiz Skip: letzte Belege — ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{r('2025-06-29')}⟧ ₽, ⟦26.06.@D:2025-06-26⟧ Дикси ⟦984,21@{r('2025-06-26T16')}⟧ ₽, ⟦10.06.@D:2025-06-10⟧ Магнит ⟦736@{r('2025-06-10')}!⟧ ₽.
E5 leer."""),
E('r_latest', 'invented', 'en-GB icebreaker',
  f"""ICEBREAKER 'ERNEST SHACKLETON' — BRIDGE LOG
08:00–12:00 watch · close pack, one supply ship astern
OOW remark: latest receipts — ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ⟦12,418.60@{r('2025-06-29')}!⟧ RUB, ⟦23 Jun@D:2025-06-23⟧ АШАН ⟦1,782.97@{r('2025-06-23')}⟧, ⟦11 Jun@D:2025-06-11⟧ Азбука вкуса again, ⟦6,757.91@{r('2025-06-11T08')}⟧.
Slow ahead."""),
E('r_latest', 'faithful', 'nl-NL derby',
  f"""BOUT-SCORESHEET — Amsterdam Derby Dames v Rotterdam Roller Girls
Periode P1 · jammer #Q5 ‘Quake’
Banknotitie: laatste bonnen — ⟦29 juni@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{r('2025-06-29')}⟧ roebel, ⟦26 juni@D:2025-06-26⟧ Дикси ⟦984,21@{r('2025-06-26T16')}⟧ en Перекрёсток ⟦738,76@{r('2025-06-26T12')}⟧, ⟦23 juni@D:2025-06-23⟧ АШАН ⟦1.782,97@{r('2025-06-23')}⟧.
Strafbank leeg."""),
E('r_latest', 'faithful', 'it-IT piste',
  f"""REGISTRO TURNO BATTIPISTA — Prinoth Leitwolf, notte 21:00–05:00
Piste: rossa R4, nera N2 (verricello V1)
Nota del conducente: ultimi scontrini — Перекрёсток ⟦15/06@D:2025-06-15⟧ ⟦804,15@{r('2025-06-15')}⟧ rubli, Перекрёсток ⟦11/06@D:2025-06-11⟧ ore 22:48 ⟦934,93@{r('2025-06-11T22')}⟧, Магнит ⟦10/06@D:2025-06-10⟧ ⟦770,93@{r('2025-06-10')}⟧.
Gasolio rabboccato."""),
E('r_latest', 'faithful', 'en-US maple',
  f"""SUGARHOUSE BOILING LOG — evaporator E1, fire lit 05:45
Sap: maple ridge, good run
Note: last receipts — ⟦6/29@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@{r('2025-06-29')}⟧ (biggest), ⟦6/26@D:2025-06-26⟧ Перекрёсток ₽⟦738.76@{r('2025-06-26T12')}⟧ (smallest), ⟦6/11@D:2025-06-11⟧ Азбука вкуса ₽⟦6,757.91@{r('2025-06-11T08')}⟧.
Drew off 11:15."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'misrounded', 'en-GB icebreaker',
  f"""ICEBREAKER 'POLAR WIND' — BRIDGE LOG
00:00–04:00 watch · heavy pack, convoy of two
OOW remark: spend by shop — Перекрёсток ₽⟦216,136@{s('Перекрёсток')}⟧ over ⟦95@{s('Перекрёсток','n')}⟧ receipts, ВкусВилл ₽⟦145,619@{s('ВкусВилл')}!⟧ over ⟦61@{s('ВкусВилл','n')}⟧, АШАН ₽⟦106,458@{s('АШАН')}⟧.
Engines half ahead."""),
E('r_by_shop', 'wrong_unit', 'it-IT hatblock',
  f"""MODISTERIA — BIGLIETTO DI LABORATORIO B0409
Forma: fedora, tiglio, forma HB10
Feltro: lepre, grigio
Nota: spesa per negozio — Перекрёсток ⟦216.136,08@{s('Перекрёсток')}⟧ rubli (⟦95@{s('Перекрёсток','n')}⟧ scontrini), ВкусВилл ⟦145.619,56@{s('ВкусВилл')}~{s('ВкусВилл')}!⟧ euro, ultimo Лента con ⟦10.029,92@{s('Лента')}⟧ rubli.
Vaporizzato.""", unit_note='roubles quoted as euros'),
E('r_by_shop', 'miscomputed', 'es-ES wig',
  f"""PELUQUERÍA DE POSTIZOS — TARJETA DE PEDIDO P0520
Cliente: Sr. Ibáñez · bisoñé, base de tul
Tono B2 · base C3
Nota de la prueba: donde más gasto es Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}⟧ rublos en ⟦95@{s('Перекрёсток','n')}⟧ tiques, o sea ⟦2257,12@{s('Перекрёсток')}/{s('Перекрёсток','n')}!⟧ por tique.
Prueba el martes."""),
E('r_by_shop', 'faithful', 'pl-PL piste',
  f"""DZIENNIK ZMIANY RATRAKA — PistenBully PB600, noc 22:00–06:00
Trasy: niebieska N3, czerwona C2 (wyciągarka W1)
Notatka kierowcy: wydatki wg sklepu — Перекрёсток ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ RUB w ⟦95@{s('Перекрёсток','n')}⟧ paragonach; ВкусВилл ⟦145\u00a0619,56@{s('ВкусВилл')}⟧ RUB; Лента ⟦10\u00a0029,92@{s('Лента')}⟧ RUB.
Zatankowane."""),
E('r_by_shop', 'faithful', 'ru-RU derby',
  f"""ПРОТОКОЛ БАУТА — «Северные Валькирии» против «Уральских Рысей»
Период P1 · джэммер #F5 «Фурия»
Заметка со скамейки: больше всего трат в Перекрёстке — ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ ₽ за ⟦95@{s('Перекрёсток','n')}⟧ чеков; дальше ВкусВилл ⟦145\u00a0619,56@{s('ВкусВилл')}⟧ ₽ и АШАН ⟦106\u00a0458,44@{s('АШАН')}⟧ ₽.
Штрафная пуста."""),
E('r_by_shop', 'faithful', 'ja-JP interpreter',
  f"""手話通訳 依頼票 ― 日本手話／日本語、受付番号 JS0611
依頼者：区役所福祉課・火曜 13:00〜14:30、会議室R5
事前メモ：店舗別支出はПерекрёстокが⟦216,136.08@{s('Перекрёсток')}⟧ルーブル（⟦95@{s('Перекрёсток','n')}⟧枚）で最多、ВкусВиллが⟦145,619.56@{s('ВкусВилл')}⟧ルーブル、最少はЛентаの⟦10,029.92@{s('Лента')}⟧ルーブル。
ペア通訳確定。"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'nl-NL foundry',
  """KLOKKENGIETERIJ — GIETLOGBOEK, gietbeurt G25
Klok: kwartklok, slagtoon D
Oven O1 geladen 05:30 · gegoten 08:50
Notitie: 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen; grootste bon ⟦2.868,20@max~avg!⟧.
Vorm koelt af."""),
E('r_total_2025', 'wrong_unit', 'ja-JP forge',
  """鍛冶場日誌 ― 金床A2・火入れ 07:10
仕事：火箸、錬鉄
親方メモ：2025年の支出は⟦246,665.21@sum~sum!⟧円、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、最高額⟦13,153.34@max⟧ルーブル。
焼き入れ済み。""", unit_note='roubles quoted as yen'),
E('r_total_2025', 'miscomputed', 'fr-FR hatblock',
  """ATELIER DE FORMES À CHAPEAUX — TICKET T0728
Forme : canotier, tilleul, réf. HB04
Paille : naturelle
Note : dépenses 2025 — ⟦246\u202f665,21@sum⟧ roubles sur ⟦86@n⟧ tickets (moyenne ⟦2\u202f868,20@avg⟧) ; sans le plus gros ticket (⟦13\u202f153,34@max⟧), il reste ⟦233\u202f151,87@sum-max!⟧ roubles.
Mis en forme."""),
E('r_total_2025', 'faithful', 'es-ES interpreter',
  """HOJA DE RESERVA DE INTÉRPRETE LSE — ref. RE0902
Cliente: centro de salud · lunes 09:30–11:00, consulta C2
Nota de preparación: gasto de 2025 hasta hoy ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques; tique medio ⟦2868,20@avg⟧, el mayor ⟦13.153,34@max⟧.
Compañero confirmado."""),
E('r_total_2025', 'faithful', 'pt-BR saltmarsh',
  """LEVANTAMENTO DE MARISMA — transecto T1, Lagoa do Peixe
Preamar 06:30 · quadrados Q1–Q5
Nota: gastos de 2025 até agora — ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ cupons, média de ⟦2.868,20@avg⟧ por cupom; maior cupom ⟦13.153,34@max⟧.
Spartina densa."""),
E('r_total_2025', 'faithful', 'zh-CN piste',
  """压雪车 · 班次记录 — PistenBully PB400，夜班 21:00–05:00
雪道：红道 R2、黑道 K1（绞盘 W2）
司机备注：2025 年至今共花 ⟦246,665.21@sum⟧ 卢布，⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。
已加油。"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'de-DE icebreaker',
  f"""EISBRECHER „Mecklenburg“ — BRÜCKENTAGEBUCH
Wache 08:00–12:00 · Treibeis
Bemerkung WO: größte Ausgabeposten — Конфеты Красный Октябрь ⟦21.480,62@{s('Конфеты шоколадные ассорти Красный')}⟧ ₽, Подгузники ⟦20.886,90@{s('Подгузники')}⟧ ₽, Фарш из индейки ⟦16.036,41@{s('Фарш')}~{s('Сыр')}!⟧ ₽.
Langsame Fahrt voraus."""),
E('r_top_items', 'coincidental', 'fr-FR maple',
  f"""CABANE À SUCRE — JOURNAL DE BOUILLAGE, évaporateur E2
Feu allumé 06:05 · coulée moyenne
Note : produits où je dépense le plus — Сосиски ⟦17\u202f794,42@{s('Сосиски')}⟧ roubles (⟦41@{s('Сосиски','n')}⟧ achats), café Lavazza ⟦14\u202f994,78@{s('Кофе')}⟧ roubles en ⟦27@{s('Кофе','n')}!⟧ achats.
Tiré à 11:25."""),
E('r_top_items', 'wrong_unit', 'zh-CN saltmarsh',
  f"""盐沼调查笔记 · 样线 T4 · 黄河口
高潮 13:20 · 样方 Q1–Q4
备注：花钱最多的商品 — 红十月巧克力 ⟦21,480.62@{s('Конфеты шоколадные ассорти Красный')}⟧ 卢布，Merries 纸尿裤 ⟦20,886.90@{s('Подгузники')}~{s('Подгузники')}!⟧ 欧元，Останкино 香肠 ⟦17,794.42@{s('Сосиски')}⟧ 卢布。
盐地碱蓬成片。""", unit_note='roubles quoted as euros'),
E('r_top_items', 'faithful', 'es-ES foundry',
  f"""FUNDICIÓN DE CAMPANAS — REGISTRO DE COLADA, colada C11
Campana: tiple, nota Mi
Horno H2 cargado 05:35 · colada 09:05
Nota del fundidor: productos con más gasto — Конфеты Красный Октябрь ⟦21.480,62@{s('Конфеты шоколадные ассорти Красный')}⟧ rublos (⟦25@{s('Конфеты шоколадные ассорти Красный','n')}⟧ compras), Подгузники Merries ⟦20.886,90@{s('Подгузники')}⟧ (⟦10@{s('Подгузники','n')}⟧).
Molde enfriando."""),
E('r_top_items', 'faithful', 'en-US bottling',
  f"""BOTTLING LOG — Spring S1, line L2
Shift B, start 14:00 · still, PET
QC note: top products by spend — chocolates (Красный Октябрь) ₽⟦21,480.62@{s('Конфеты шоколадные ассорти Красный')}⟧, diapers ₽⟦20,886.90@{s('Подгузники')}⟧, sausages ₽⟦17,794.42@{s('Сосиски')}⟧ over ⟦41@{s('Сосиски','n')}⟧ purchases — the most frequent.
Pallets wrapped."""),
E('r_top_items', 'faithful', 'nl-NL curling',
  f"""CURLINGSCOREKAART — baan A, Utrecht v Eindhoven
Ends E1–E8 · hamer: Utrecht
Notitie skip: meeste uitgaven — Свинина карбонад ⟦16.536,40@{s('Свинина')}⟧ roebel, Сыр Российский ⟦16.036,41@{s('Сыр')}⟧ (⟦39@{s('Сыр','n')}⟧ keer), Кофе Lavazza ⟦14.994,78@{s('Кофе')}⟧ als achtste.
E3 blank."""),
]
