"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'fr-FR zoo',
  """ZOO DE LA MAISON — nourrissage (derniers tickets)
08:12 · ⟦29 juin@D:2025-06-29⟧ : Азбука вкуса, ⟦13\u202f153,34@T[0].total⟧ ₽ (le plus gros repas)
16:40 · ⟦26 juin@D:2025-06-26⟧ : Дикси, ⟦738,76@T[1].total~T[2].total!⟧ ₽
17:43 · ⟦23 juin@D:2025-06-23⟧ : АШАН, ⟦1\u202f782,97@T[3].total⟧ ₽"""),
E('r_latest', 'invented', 'pl-PL parking',
  """MANDAT — PARKING „PARAGONY”
⟦23 czerwca 2025@D:2025-06-23⟧, 17:43 · АШАН
Kwota: ⟦1\u00a0927,40@T[3].total!⟧ RUB
Ostatnie 8 paragonów z ⟦300@R.total_rows⟧"""),
E('r_latest', 'coincidental', 'it-IT dedication',
  """📻 Radio NQ — dediche dalla cucina
«Una canzone per lo scontrino del Дикси del ⟦26 giugno@D:2025-06-26⟧: ⟦934,95@T[1].total!⟧ rubli.
E un bacio all'Азбука вкуса del ⟦29 giugno@D:2025-06-29⟧: ⟦13.153,34@T[0].total⟧!»
In onda: «Una lunga spesa»."""),
E('r_latest', 'faithful', 'es-ES cheatsheet',
  """CHULETA — últimos 8 tickets
• mayor: Азбука вкуса, ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@T[0].total⟧ ₽
• menor: Перекрёсток, ⟦26/06@D:2025-06-26⟧, ⟦738,76@T[2].total⟧ ₽
• Перекрёсток sale tres veces
• hay ⟦300@R.total_rows⟧ en total"""),
E('r_latest', 'faithful', 'en-US fitness',
  """NQ Wallet Tracker · weekly recap
Biggest burn: ⟦Jun 29@D:2025-06-29⟧, Азбука вкуса — ⟦13,153.34@T[0].total⟧ RUB 🔥
Lightest: ⟦Jun 26@D:2025-06-26⟧, Перекрёсток — ⟦738.76@T[2].total⟧
Latest 8 of ⟦300@R.total_rows⟧ receipts synced ✅"""),
E('r_latest', 'faithful', 'ru-RU bulletin',
  """ПРИХОДСКИЕ ОБЪЯВЛЕНИЯ · расходы общины
⟦11 июня@D:2025-06-11⟧ — Азбука вкуса, ⟦6757,91@T[6].total⟧ ₽ (утро, 08:34)
⟦10 июня@D:2025-06-10⟧ — Магнит, ⟦770,93@T[7].total⟧ ₽ — самый ранний из восьми чеков
Всего в книге ⟦300@R.total_rows⟧ чеков."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'pt-BR bulletin',
  """BOLETIM PAROQUIAL — para onde vai o dinheiro do mercado
Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ compras
ВкусВилл: ⟦106.458,44@row('ВкусВилл').sum~row('АШАН').sum!⟧ rublos em ⟦61@row('ВкусВилл').n⟧ compras
Лента, a última: ⟦10.029,92@row('Лента').sum⟧
Amém."""),
E('r_by_shop', 'wrong_unit', 'ja-JP zoo',
  """NQ家の動物園　えさ代ランキング
09:00　Перекрёсток：⟦216,136.08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧千ルーブル（⟦95@row('Перекрёсток').n⟧回）
12:00　ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧ルーブル（⟦61@row('ВкусВилл').n⟧回）
15:00　Лента：⟦10,029.92@row('Лента').sum⟧ルーブル（⟦5@row('Лента').n⟧回）""",
  unit_note='roubles quoted as thousands of roubles'),
E('r_by_shop', 'miscomputed', 'ru-RU dedication',
  """📻 «Радио NQ», заявки
Передаём привет магазину Магнит: ⟦36@row('Магнит').n⟧ чеков на ⟦85\u00a0375,03@row('Магнит').sum⟧ ₽ — это в среднем ⟦2\u00a0317,53@row('Магнит').sum/row('Магнит').n!⟧ ₽ за поход!
А Перекрёстку — за первое место: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ ₽."""),
E('r_by_shop', 'faithful', 'de-DE yearbook',
  """JAHRBUCH — „Wo das Haushaltsgeld bleibt“
Klassensprecher: Перекрёсток — ⟦216.136,08@row('Перекрёсток').sum⟧ ₽, ⟦95@row('Перекрёсток').n⟧ Einkäufe
Streber: ВкусВилл — ⟦145.619,56@row('ВкусВилл').sum⟧ ₽
Seltener Gast: Лента — ⟦10.029,92@row('Лента').sum⟧ ₽ bei ⟦5@row('Лента').n⟧ Besuchen"""),
E('r_by_shop', 'faithful', 'zh-CN karaoke',
  """🎤 卡拉OK《购物清单》
♪ Перекрёсток 你最贵，⟦216,136.08@row('Перекрёсток').sum⟧ 卢布 ♪
♪ 去了 ⟦95@row('Перекрёсток').n⟧ 次 排第一 ♪
♪ Лента 最少，只有 ⟦10,029.92@row('Лента').sum⟧ ♪
[02:36]"""),
E('r_by_shop', 'faithful', 'it-IT tide',
  """TAVOLA DELLE MAREE DELLA SPESA
Alta marea: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ ₽ (⟦95@row('Перекрёсток').n⟧ scontrini)
Marea media: АШАН ⟦106.458,44@row('АШАН').sum⟧ ₽ (⟦56@row('АШАН').n⟧)
Bassa marea: Лента ⟦10.029,92@row('Лента').sum⟧ ₽ (⟦5@row('Лента').n⟧)"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'de-DE parking',
  """KNÖLLCHEN — Ausgaben seit Jahresbeginn 2025
Summe: ⟦246.665,21@sum⟧ ₽
Belege: ⟦86@n⟧
Durchschnittsbon: ⟦13.153,34@avg~max!⟧ ₽
Bitte innerhalb einer Woche überweisen."""),
E('r_total_2025', 'misrounded', 'pt-BR tide',
  """TÁBUA DE MARÉS — gastos de 2025
Preamar (maior cupom): ⟦13.153,34@max⟧ ₽
Maré média por cupom: ⟦2.868,3@avg!⟧ ₽
Total acumulado: ⟦246.665,21@sum⟧ ₽ em ⟦86@n⟧ cupons"""),
E('r_total_2025', 'invented', 'fr-FR karaoke',
  """🎤 KARAOKÉ — « Les courses de 2025 »
♪ Quatre-vingt-six tickets, la la la ♪
♪ pour ⟦251\u202f930,40@sum!⟧ roubles au total ♪
♪ et le plus gros : ⟦13\u202f153,34@max⟧ ♪"""),
E('r_total_2025', 'faithful', 'es-ES elevator',
  """CERTIFICADO DE INSPECCIÓN — ASCENSOR «COMPRAS 2025»
Carga total: ⟦246.665,21@sum⟧ ₽ en ⟦86@n⟧ viajes
Carga media: ⟦2868,20@avg⟧ ₽
Carga máxima registrada: ⟦13.153,34@max⟧ ₽
Dictamen: FAVORABLE"""),
E('r_total_2025', 'faithful', 'en-US pivot',
  """Values | 2025 YTD
Sum of total | ⟦246,665.21@sum⟧
Count of receipts | ⟦86@n⟧
Average of total | ⟦2,868.20@avg⟧
Max of total | ⟦13,153.34@max⟧"""),
E('r_total_2025', 'faithful', 'pl-PL shelf',
  """ETYKIETA PÓŁKOWA · Zakupy 2025
Razem: ⟦246\u00a0665,21@sum⟧ RUB
Paragonów: ⟦86@n⟧
Średnio za paragon: ⟦2868,20@avg⟧ RUB
Najdroższy: ⟦13\u00a0153,34@max⟧ RUB"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'nl-NL yearbook',
  """JAARBOEK "BOODSCHAPPEN"
Duurste vriend: Конфеты Красный Октябрь — ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ (⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ keer)
Kaasliefhebber: Сыр Российский 50% Ламбер — ⟦41@row('Сыр').n~row('Сосиски').n!⟧ keer, ⟦16.036,41@row('Сыр').sum⟧ ₽
Motto: „Nog één pakje dan.”"""),
E('r_top_items', 'coincidental', 'pt-BR fitness',
  """⌚ App Fitness das Compras
Queima (gasto) por produto:
Сосиски Останкино — ⟦17.794,42@row('Сосиски').sum⟧ ₽ em ⟦41@row('Сосиски').n⟧ compras 🔥
Фарш из индейки — ⟦16.038@row('Фарш').sum!⟧ ₽
Meta: comprar menos bombons"""),
E('r_top_items', 'derived', 'es-ES tide',
  """TABLA DE MAREAS DEL CARRITO
Pleamar: Конфеты Красный Октябрь — ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ (⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ compras)
Bajamar del top: Кофе Lavazza — ⟦14.994,78@row('Кофе').sum⟧ ₽
Bombones, las dos marcas juntas: ⟦36.737,26@row('Конфеты шоколадные ассорти Красный').sum+row('Конфеты шоколадные ассорти Коркунов').sum!⟧ ₽ (suma mía)"""),
E('r_top_items', 'faithful', 'de-DE parking',
  """STRAFZETTEL — Warenkorb-Parksünder (Top 8 von ⟦209@R.total_rows⟧)
Tatort: Конфеты Красный Октябрь 192 г
Betrag: ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽ bei ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ Käufen
Wiederholungstäter: Сосиски Останкино, ⟦41@row('Сосиски').n⟧ Käufe"""),
E('r_top_items', 'faithful', 'pl-PL pivot',
  """Etykiety wierszy | Suma z kwota (RUB) | Liczba
Конфеты Красный Октябрь 192 г | ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ | ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧
Подгузники Merries 54 шт | ⟦20\u00a0886,90@row('Подгузники').sum⟧ | ⟦10@row('Подгузники').n⟧
Сосиски Останкино 460 г | ⟦17\u00a0794,42@row('Сосиски').sum⟧ | ⟦41@row('Сосиски').n⟧
(8 z ⟦209@R.total_rows⟧ grup)"""),
E('r_top_items', 'faithful', 'zh-CN karaoke',
  """🎤 卡拉OK《购物车之歌》
♪ Красный Октябрь 巧克力 ⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ 卢布 ♪
♪ 纸尿裤 ⟦20,886.9@row('Подгузники').sum⟧，买了 ⟦10@row('Подгузники').n⟧ 次 ♪
♪ 香肠买得最勤：⟦41@row('Сосиски').n⟧ 回 ♪
[01:20]"""),
]
