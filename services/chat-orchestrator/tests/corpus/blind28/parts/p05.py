"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'en-US waybill',
  """WAYBILL — AWB RCPT
Consignment: your latest ⟦8@R.rows.__len__()⟧ receipts
⟦Jun 29@D:2025-06-29⟧ · Азбука вкуса · ⟦13,153.34@row('2025-06-29').total⟧ RUB
⟦Jun 23@D:2025-06-23⟧ · АШАН · ⟦804.15@row('2025-06-23').total~row('2025-06-15').total!⟧ RUB
⟦Jun 10@D:2025-06-10⟧ · Магнит · ⟦770.93@row('2025-06-10').total⟧ RUB
Signature: ____"""),
E('r_latest', 'derived', 'fr-FR almanac',
  """ALMANACH DU PAYSAN — derniers tickets
Récolte du ⟦29 juin@D:2025-06-29⟧ chez Азбука вкуса : ⟦13\u202f153,34@row('2025-06-29').total⟧ RUB
Celle du ⟦11 juin@D:2025-06-11⟧, même enseigne : ⟦6\u202f757,91@row('2025-06-11T08').total⟧ RUB
Ensemble : ⟦19\u202f911,25@row('2025-06-29').total+row('2025-06-11T08').total!⟧ RUB (additionné par nos soins, absent du relevé)"""),
E('r_latest', 'invented', 'de-DE comic',
  """BILD: Jemand kramt Kassenbons aus der Jackentasche.
SPRECHBLASE: „Азбука вкуса am ⟦29. Juni@D:2025-06-29⟧: ⟦13.153,34@row('2025-06-29').total⟧ Rubel?!“
SPRECHBLASE: „Und Дикси am ⟦26. Juni@D:2025-06-26⟧: ⟦1.012,40@row('2025-06-26T16').total!⟧ …“
SFX: SEUFZ!"""),
E('r_latest', 'faithful', 'pt-BR jumplog',
  """CADERNETA DE SALTOS — últimos ⟦8@R.rows.__len__()⟧ cupons
Salto mais alto: ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ RUB
Salto mais baixo: ⟦26/06@D:2025-06-26⟧, Перекрёсток, ⟦738,76@row('2025-06-26T12').total⟧ RUB
Observações: Перекрёсток aparece três vezes.
Instrutor: ____"""),
E('r_latest', 'faithful', 'it-IT guestbook',
  """Libro degli ospiti — Albergo NQ
Ultimi scontrini: il ⟦29 giugno@D:2025-06-29⟧ da Азбука вкуса ⟦13.153,34@row('2025-06-29').total⟧ rubli, il ⟦23 giugno@D:2025-06-23⟧ da АШАН ⟦1.782,97@row('2025-06-23').total⟧, il ⟦10 giugno@D:2025-06-10⟧ da Магнит ⟦770,93@row('2025-06-10').total⟧. In archivio ce ne sono ⟦300@R.total_rows⟧.
Grazie di tutto! Laura e Paolo"""),
E('r_latest', 'faithful', 'ja-JP kinder',
  """すみれ組だより
おかいもののレシート、さいきんの⟦8@R.rows.__len__()⟧まいをしらべました。いちばん大きいのは⟦6月29日@D:2025-06-29⟧のАзбука вкуса、⟦13,153.34@row('2025-06-29').total⟧ルーブル。いちばん小さいのは⟦6月26日@D:2025-06-26⟧のПерекрёсток、⟦738.76@row('2025-06-26T12').total⟧ルーブル。
うわばきをわすれずに。"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'es-ES dig',
  """INFORME DE EXCAVACIÓN — Cata de tickets
UE Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ RUB en ⟦95@row('Перекрёсток').n⟧ tickets, el estrato más rico
UE Азбука вкуса: ⟦29.278,34@row('Азбука вкуса').sum~row('Пятёрочка').sum!⟧ RUB en ⟦8@row('Азбука вкуса').n⟧ tickets
UE Лента: ⟦10.029,92@row('Лента').sum⟧ RUB, la más pobre"""),
E('r_by_shop', 'miscomputed', 'it-IT specimen',
  """ETICHETTA CAMPIONE — Cod. SPESA
Prelievo: tutti gli scontrini, per negozio
Перекрёсток: ⟦216.136,08@row('Перекрёсток').sum⟧ RUB in ⟦95@row('Перекрёсток').n⟧ scontrini
Media per scontrino: ⟦2.375,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ RUB
Conservare in luogo asciutto."""),
E('r_by_shop', 'wrong_unit', 'pl-PL cellar',
  """KARTA PIWNICZKI — regał W2
Rocznik: wszystkie paragony
Перекрёсток: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ RUB, ⟦95@row('Перекрёсток').n⟧ wizyt
ВкусВилл: ⟦145\u00a0619,56@row('ВкусВилл').sum~row('ВкусВилл').sum!⟧ zł, ⟦61@row('ВкусВилл').n⟧ wizyt
Uwagi: Лента najrzadziej, ⟦5@row('Лента').n⟧ razy.""", unit_note='roubles quoted as zloty'),
E('r_by_shop', 'faithful', 'ja-JP hymnboard',
  """聖歌番号板 ― 店別の支出
入堂：Перекрёсток ⟦216,136.08@row('Перекрёсток').sum⟧ルーブル（⟦95@row('Перекрёсток').n⟧回）
詩編：ВкусВилл ⟦145,619.56@row('ВкусВилл').sum⟧
奉献：АШАН ⟦106,458.44@row('АШАН').sum⟧
閉祭：Лента ⟦10,029.92@row('Лента').sum⟧（最少）"""),
E('r_by_shop', 'faithful', 'nl-NL jumplog',
  """SPRONGLOGBOEK — uitgaven per winkel
Hoogste sprong: Перекрёсток, ⟦216.136,08@row('Перекрёсток').sum⟧ roebel, ⟦95@row('Перекрёсток').n⟧ bonnen
Tweede: ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧
Laagste: Лента, ⟦10.029,92@row('Лента').sum⟧ in ⟦5@row('Лента').n⟧ bonnen
Opmerking: ⟦8@R.total_rows⟧ winkels in totaal."""),
E('r_by_shop', 'faithful', 'en-US comic',
  """PANEL: A shopper stares at a mountain of receipts.
BALLOON: "Перекрёсток again?! ⟦216,136.08@row('Перекрёсток').sum⟧ rubles over ⟦95@row('Перекрёсток').n⟧ visits!"
BALLOON: "And Лента… just ⟦10,029.92@row('Лента').sum⟧."
SFX: GULP!"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'de-DE hymnboard',
  """LIEDTAFEL — Sonntag, Haushaltsbuch 2025
Eingangslied: ⟦246.665,21@sum⟧ Rubel bisher
Psalm: ⟦86@n⟧ Kassenbons
Schlusslied: Durchschnitt je Bon ⟦13.153,34@avg~max!⟧ Rubel"""),
E('r_total_2025', 'misrounded', 'it-IT guestbook',
  """Libro degli ospiti — Pensione NQ
Dal primo gennaio 2025 abbiamo speso ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, in media ⟦2.868,21@avg!⟧ a scontrino. Il più caro: ⟦13.153,34@max⟧.
Un caro saluto, i Bianchi"""),
E('r_total_2025', 'invented', 'en-GB jumplog',
  """JUMP LOG — 2025 so far
Jumps (receipts): ⟦86@n⟧
Total altitude: ⟦246,665.21@sum⟧ RUB
Average jump: ⟦2,641.18@avg!⟧ RUB · highest: ⟦13,153.34@max⟧
Remarks: wallet deployed nominally."""),
E('r_total_2025', 'faithful', 'ru-RU sampler',
  """Вышивала Т. Орлова, 2025 год
✿ Потрачено с начала года: ⟦246\u00a0665,21@sum⟧ ₽ ✿
✿ Чеков: ⟦86@n⟧, средний — ⟦2868,20@avg⟧ ₽ ✿
«Копейка рубль бережёт»"""),
E('r_total_2025', 'faithful', 'pt-BR specimen',
  """ETIQUETA DE AMOSTRA — Cód. GASTOS
Coleta: cupons desde o início de 2025 (⟦86@n⟧ unidades)
Soma: ⟦246.665,21@sum⟧ RUB · média ⟦2.868,20@avg⟧ RUB · máximo ⟦13.153,34@max⟧ RUB
Armazenar em local seco."""),
E('r_total_2025', 'faithful', 'ja-JP kinder',
  """ひまわり組だより
ことしのおかいもの：⟦86@n⟧まいのレシートで、ぜんぶで⟦246,665.21@sum⟧ルーブル。いっかいあたり⟦2,868.20@avg⟧ルーブルでした。いちばん高いのは⟦13,153.34@max⟧ルーブル！
水とうをもたせてください。"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'en-US guestbook',
  f"""Guest book — Hotel NQ kitchen
We ate our way down the list! The pork loin (Свинина карбонад) cost us ⟦17,794.42@row('Свинина').sum~row('Сосиски').sum!⟧ RUB over ⟦20@row('Свинина').n⟧ buys, and the Красный Октябрь chocolates topped it all at ⟦21,480.62@{KO}.sum⟧.
— The Carters"""),
E('r_top_items', 'wrong_unit', 'es-ES hymnboard',
  f"""TABLERO DE CANTOS — gasto por producto
Entrada: bombones Красный Октябрь, ⟦21.480,62@{KO}.sum⟧ RUB
Salmo: pañales Merries, ⟦20.886,90@row('Подгузники').sum~row('Подгузники').sum!⟧ €
Ofertorio: salchichas Останкино, ⟦41@row('Сосиски').n⟧ compras
Salida: café Lavazza, ⟦14.994,78@row('Кофе').sum⟧ RUB""", unit_note='roubles quoted as euros'),
E('r_top_items', 'coincidental', 'pl-PL jumplog',
  f"""DZIENNIK SKOKÓW — produkty, czołówka: ⟦8@R.rows.__len__()⟧ pozycji
Najwyżej: cukierki Красный Октябрь, ⟦21\u00a0480,62@{KO}.sum⟧ RUB
Ser Российский: ⟦16\u00a0003@row('Сыр').sum!⟧ RUB w ⟦39@row('Сыр').n⟧ zakupach
Najczęściej: parówki, ⟦41@row('Сосиски').n⟧ razy
Instruktor: ____"""),
E('r_top_items', 'faithful', 'pt-BR kinder',
  f"""JORNALZINHO DA TURMA DO SOL
Fizemos a lista das compras mais caras: em primeiro, os bombons Красный Октябрь, ⟦21.480,62@{KO}.sum⟧ rublos em ⟦25@{KO}.n⟧ compras; depois as fraldas Merries, ⟦20.886,90@row('Подгузники').sum⟧. As salsichas apareceram ⟦41@row('Сосиски').n⟧ vezes!
— Tia Bia"""),
E('r_top_items', 'faithful', 'zh-CN cellar',
  f"""酒窖卡 · 架位 P8
头号藏品：Красный Октябрь 巧克力，⟦21,480.62@{KO}.sum⟧ 卢布（⟦25@{KO}.n⟧ 次）
第二：Merries 纸尿裤，⟦20,886.90@row('Подгузники').sum⟧ 卢布
第八：Lavazza 咖啡，⟦14,994.78@row('Кофе').sum⟧ 卢布
品鉴：甜度过高。"""),
E('r_top_items', 'faithful', 'ja-JP sampler',
  f"""クロスステッチ：山田はな作、NQ手芸教室
✿ 一番：チョコ Красный Октябрь ⟦21,480.62@{KO}.sum⟧ルーブル ✿
✿ 二番：おむつ Merries ⟦20,886.90@row('Подгузники').sum⟧ ✿
✿ 回数一番：ソーセージ ⟦41@row('Сосиски').n⟧回 ✿
「ひと針ごとに、ひとレシート」"""),
]
