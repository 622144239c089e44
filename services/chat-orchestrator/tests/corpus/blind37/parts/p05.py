"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(x):
    return f"row('{x}').total"


def sh(x, col='sum'):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'de-DE spa',
  f"""THERMALBAD — KURKARTE, Zimmer Z214
09:00 Moorbad · 09:45 Unterwassermassage
Notiz: letzte Kassenbons — ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{rc('2025-06-29')}⟧ RUB, ⟦26.06.@D:2025-06-26⟧ Дикси ⟦984,21@{rc('2025-06-26T16')}⟧ RUB, ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@{rc('2025-06-23')}⟧ RUB
Heute keine Sauna."""),
E('r_latest', 'faithful', 'en-US carillon',
  f"""CARILLON PRACTICE SHEET — Memorial tower, practice clavier
Piece: 'Simple Gifts', moderate
Note: latest receipts — ⟦6/29@D:2025-06-29⟧ 08:12 Азбука вкуса ⟦13,153.34@{rc('2025-06-29')}⟧ RUB; ⟦6/26@D:2025-06-26⟧ 12:10 Перекрёсток ⟦738.76@{rc('2025-06-26T12')}⟧ RUB (smallest of the last 8).
Clapper on low C adjusted."""),
E('r_latest', 'faithful', 'ja-JP lookout',
  f"""森林火災監視塔 日誌 ― 監視所M4
07:45 勤務開始、視界やや霞む
記録：最新のレシート　⟦6月11日@D:2025-06-11⟧ 22:48 Перекрёсток ⟦934.93@{rc('2025-06-11T22')}⟧ルーブル、同日 08:34 Азбука вкуса ⟦6,757.91@{rc('2025-06-11T08')}⟧ルーブル、⟦6月10日@D:2025-06-10⟧ Магнит ⟦770.93@{rc('2025-06-10')}⟧ルーブル
煙なし。"""),
E('r_latest', 'wrong_row', 'zh-CN grooming',
  f"""宠物美容店 · 预约卡
狗狗：「豆豆」，泰迪 · 主人：陈女士
周六 10:00 · 洗澡 + 修剪
美容师备注：最近小票——⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{rc('2025-06-29')}⟧ 卢布；⟦6月23日@D:2025-06-23⟧ АШАН ⟦984.21@{rc('2025-06-23')}~{rc('2025-06-26T16')}!⟧ 卢布
指甲已剪。"""),
E('r_latest', 'coincidental', 'pt-BR fieldgeo',
  f"""CADERNETA DE CAMPO — ponto P3, Vila Velha
Litologia: arenito Furnas
Anotação: últimos recibos — ⟦15/06@D:2025-06-15⟧ Перекрёсток ⟦772@{rc('2025-06-15')}!⟧ rublos; ⟦11/06@D:2025-06-11⟧ Азбука вкуса ⟦6.757,91@{rc('2025-06-11T08')}⟧ rublos.
Amostra ensacada, etiqueta A9."""),
E('r_latest', 'invented', 'ru-RU cider',
  f"""СИДРОВАЯ ДАВИЛЬНЯ — ЛИСТ ВЫХОДА СОКА, пресс P2
Сорта: антоновка, белый налив
Заметка: последние чеки — ⟦29 июня@D:2025-06-29⟧ Азбука вкуса ⟦13\u00a0153,34@{rc('2025-06-29')}⟧ ₽, ⟦11 июня@D:2025-06-11⟧ вечером Перекрёсток ⟦1\u00a0246,80@{rc('2025-06-11T22')}!⟧ ₽.
Жмых на компост."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'de-DE colliery',
  f"""ZECHE — SCHICHTBUCH, Flöz F2, Revier R5
Frühschicht · Steiger: H. Kowalski
Meldung: Ausgaben je Laden — Перекрёсток ⟦216.136,08@{sh('Перекрёсток')}⟧ RUB (⟦95@{sh('Перекрёсток', 'n')}⟧ Bons), ВкусВилл ⟦145.619,56@{sh('ВкусВилл')}⟧ RUB (⟦61@{sh('ВкусВилл', 'n')}⟧ Bons).
Wetter gut, alle ausgefahren."""),
E('r_by_shop', 'faithful', 'zh-CN pasta',
  f"""意面工厂 · 批次生产单 P0805 · 生产线 L1
品种：通心粉
备注：按商店汇总——Перекрёсток ⟦216,136.08@{sh('Перекрёсток')}⟧ 卢布居首；Лента 只有 ⟦10,029.92@{sh('Лента')}⟧ 卢布（⟦5@{sh('Лента', 'n')}⟧ 张小票），垫底。
烘干机 D1。"""),
E('r_by_shop', 'faithful', 'ru-RU taxidermy',
  f"""ТАКСИДЕРМИЧЕСКАЯ МАСТЕРСКАЯ — ЗАКАЗ-НАРЯД T0914
Объект: глухарь, токующий · Заказчик: Н. Лаптев
Заметка: траты по магазинам — АШАН ⟦106\u00a0458,44@{sh('АШАН')}⟧ ₽ (⟦56@{sh('АШАН', 'n')}⟧ чеков), Магнит ⟦85\u00a0375,03@{sh('Магнит')}⟧ ₽, Дикси ⟦61\u00a0984,60@{sh('Дикси')}⟧ ₽.
Шкурка выделана."""),
E('r_by_shop', 'wrong_unit', 'es-ES fieldgeo',
  f"""CUADERNO DE CAMPO — parada P2, Cabo de Gata
Litología: tobas volcánicas
Nota: gasto por tienda — ВкусВилл ⟦145.619,56@{sh('ВкусВилл')}~{sh('ВкусВилл')}!⟧ USD en ⟦61@{sh('ВкусВилл', 'n')}⟧ tickets.
Muestra embolsada.""", unit_note='roubles quoted as US dollars'),
E('r_by_shop', 'miscomputed', 'ja-JP spa',
  f"""温泉療養所 施術カード ― 客室R122
09:30 源泉浴 · 10:15 足湯
療法士メモ：店舗別支出　Перекрёсток ⟦216,136.08@{sh('Перекрёсток')}⟧ルーブルと ВкусВилл ⟦145,619.56@{sh('ВкусВилл')}⟧ルーブルで合わせて ⟦316,755.64@{sh('Перекрёсток')}+{sh('ВкусВилл')}!⟧ルーブル
湯あたり注意。"""),
E('r_by_shop', 'coincidental', 'pl-PL bindery',
  f"""INTROLIGATORNIA — KARTA ZLECENIA Z0820
Tytuł: księga rachunkowa, płótno
Szyldzik: wydatki wg sklepów — Азбука вкуса ⟦35\u00a0712,98@{sh('Азбука вкуса')}⟧ RUB z ⟦13@{sh('Азбука вкуса', 'n')}!⟧ paragonów, Пятёрочка ⟦29\u00a0278,34@{sh('Пятёрочка')}⟧ RUB.
Grzbiet zaokrąglony."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'nl-NL loco',
  """LOCOMOTIEVENLOODS — DIENSTKAART D22
Loc: ‘Bello’, vuur aan 05:15
Notitie loodschef: uitgaven 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen; gemiddelde bon ⟦2.868,20@avg⟧, grootste ⟦13.153,34@max⟧.
Asla geleegd."""),
E('r_total_2025', 'faithful', 'it-IT leadlight',
  """LABORATORIO DI VETRATE — SCHEDA COMMISSIONE V0227
Cliente: pieve di San Giorgio, lunetta
Nota del cartone: spesa 2025 finora ⟦246.665,21@sum⟧ rubli, ⟦86@n⟧ scontrini, scontrino medio ⟦2.868,2@avg⟧ rubli.
Piombo tagliato."""),
E('r_total_2025', 'faithful', 'en-GB lookout',
  """FIRE LOOKOUT LOG — Crowden tower, post L4
08:00 on watch, showers to the west
Entry: 2025 spending so far ⟦246,665.21@sum⟧ roubles across ⟦86@n⟧ receipts; average ⟦2,868.20@avg⟧, largest ⟦13,153.34@max⟧.
No smokes. Relieved 18:00."""),
E('r_total_2025', 'wrong_column', 'zh-CN fieldgeo',
  """地质实习野外记录簿 · 观察点 D2 · 北戴河
岩性：石英砂岩
记录：2025 年至今 ⟦86@n⟧ 张小票，合计 ⟦2,868.20@sum~avg!⟧ 卢布，单张最大 ⟦13,153.34@max⟧ 卢布。
样本编号 B7。"""),
E('r_total_2025', 'misrounded', 'pl-PL cider',
  """TŁOCZNIA CYDRU — ARKUSZ WYDAJNOŚCI, prasa P1
Odmiany: antonówka, szara reneta
Notatka: wydatki 2025 — ⟦246\u00a0665,21@sum⟧ RUB, ⟦86@n⟧ paragonów, średnio ⟦2868,3@avg!⟧ RUB na paragon.
Wytłoki dla świń."""),
E('r_total_2025', 'derived', 'de-DE spa',
  """THERMALBAD — KURKARTE, Zimmer Z108
10:00 Fango · 10:45 Bewegungsbad
Notiz: Ausgaben 2025 ⟦246.665,21@sum⟧ RUB, größter Bon ⟦13.153,34@max⟧ RUB; ohne ihn ⟦233.511,87@sum-max!⟧ RUB (selbst gerechnet, nicht im Bericht).
Ruhezeit einhalten."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ru-RU pasta',
  f"""МАКАРОННАЯ ФАБРИКА — ПАРТИОННЫЙ ЛИСТ P0612, линия L1
Изделие: спагетти
Примечание: больше всего потрачено на «Конфеты шоколадные ассорти Красный Октябрь 192 г» — ⟦21\u00a0480,62@{sh('Конфеты шоколадные ассорти Красный')}⟧ ₽ за ⟦25@{sh('Конфеты шоколадные ассорти Красный', 'n')}⟧ покупок.
Сушилка S1."""),
E('r_top_items', 'faithful', 'en-US lookout',
  f"""FIRE LOOKOUT LOG — Sourdough tower, station L3
07:30 on duty, clear
Entry: top products by spend — Сосиски Молочные Останкино ⟦17,794.42@{sh('Сосиски')}⟧ RUB over ⟦41@{sh('Сосиски', 'n')}⟧ purchases (most frequent); Кофе молотый Lavazza ⟦14,994.78@{sh('Кофе')}⟧ RUB, eighth.
No smokes."""),
E('r_top_items', 'faithful', 'zh-CN taxidermy',
  f"""标本剥制工作室 · 工单 T0818
标本：红腹锦鸡，立姿
工作台备注：花钱最多的商品——Подгузники Merries ⟦20,886.90@{sh('Подгузники')}⟧ 卢布（⟦10@{sh('Подгузники', 'n')}⟧ 次）；Сыр Российский ⟦16,036.41@{sh('Сыр')}⟧ 卢布（⟦39@{sh('Сыр', 'n')}⟧ 次）
羽毛已整理。"""),
E('r_top_items', 'wrong_row', 'pt-BR cider',
  f"""SIDRARIA — FOLHA DE RENDIMENTO DA PRENSA, prensa P2
Maçãs: Eva, Gala
Obs.: produtos com mais gasto — Сосиски ⟦17.794,42@{sh('Сосиски')}⟧ rublos; Сыр Российский ⟦16.536,40@{sh('Сыр')}~{sh('Свинина')}!⟧ rublos em ⟦39@{sh('Сыр', 'n')}⟧ compras.
Bagaço para as galinhas."""),
E('r_top_items', 'wrong_unit', 'pl-PL spa',
  f"""UZDROWISKO — KARTA ZABIEGÓW, pokój P208
09:15 kąpiel siarczkowa · 10:00 masaż podwodny
Uwaga: produkty z największymi wydatkami — Подгузники Merries ⟦20\u00a0886,90@{sh('Подгузники')}~{sh('Подгузники')}!⟧ zł (⟦10@{sh('Подгузники', 'n')}⟧ zakupów).
Odpoczynek po obiedzie.""", unit_note='roubles quoted as zloty'),
E('r_top_items', 'miscomputed', 'ja-JP colliery',
  f"""炭鉱 坑内作業日誌 ― 第三坑道K3
二番方・係員：高橋
報告：Сосиски Молочные ⟦17,794.42@{sh('Сосиски')}⟧ルーブル・⟦41@{sh('Сосиски', 'n')}⟧回、平均単価 ⟦443.01@{sh('Сосиски')}/{sh('Сосиски', 'n')}!⟧ルーブル
落盤なし、全員昇坑。"""),
]
