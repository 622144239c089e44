"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'en-US spellingbee',
  """SPELLING BEE — junior final, round four
PRONOUNCER: Your word is "receipt".
SPELLER: Sentence, please?
PRONOUNCER: "On ⟦6/15@D:2025-06-15⟧ the Перекрёсток receipt came to ⟦738.76@row('2025-06-15').total~row('2025-06-26T12').total!⟧ rubles."
SPELLER: R-E-C-E-I-P-T.
JUDGE: Correct."""),
E('r_latest', 'derived', 'pt-BR bakery',
  """FOLHA DE PRODUÇÃO — Padaria NQ, últimos 8 cupons
Forno F2 · início 05:00
Перекрёсток, três fornadas: ⟦738,76@row('2025-06-26T12').total⟧ + ⟦804,15@row('2025-06-15').total⟧ + ⟦934,93@row('2025-06-11T22').total⟧
Soma: ⟦2.477,84@row('2025-06-26T12').total+row('2025-06-15').total+row('2025-06-11T22').total!⟧ rublos — somei eu, não está no relatório
Padeira: Dona Graça"""),
E('r_latest', 'wrong_unit', 'nl-NL perfume',
  """FORMULEKAART — „Juni”, NQ-bonnen
Topnoot: Азбука вкуса, ⟦29 juni@D:2025-06-29⟧, ⟦13.153,34@row('2025-06-29').total~row('2025-06-29').total!⟧ euro
Hartnoot: АШАН, ⟦23 juni@D:2025-06-23⟧, ⟦1.782,97@row('2025-06-23').total⟧ roebel
Basisnoot: Магнит, ⟦10 juni@D:2025-06-10⟧, ⟦770,93@row('2025-06-10').total⟧ roebel
Parfumeur: N. de Wit""", unit_note='roubles quoted as euros'),
E('r_latest', 'faithful', 'ru-RU claim',
  """ЗАЯВЛЕНИЕ — страхование покупок, полис NQ-CHK, дело ZS0629
Последний чек: ⟦29 июня@D:2025-06-29⟧, 08:12, Азбука вкуса — ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽
Предыдущий: ⟦26 июня@D:2025-06-26⟧, 16:40, Дикси — ⟦984,21@row('2025-06-26T16').total⟧ ₽
Подпись: ________"""),
E('r_latest', 'faithful', 'ja-JP dance',
  """振付カウント表 ―「最近のレシート」
ファイブ、シックス、セブン、エイト！
1) ⟦6月29日@D:2025-06-29⟧ Азбука вкуса：⟦13,153.34@row('2025-06-29').total⟧ルーブルで大ジャンプ
2) ⟦6月26日@D:2025-06-26⟧ Перекрёсток：⟦738.76@row('2025-06-26T12').total⟧で小さくステップ（一番少ない）
3) ⟦6月10日@D:2025-06-10⟧ Магнит：⟦770.93@row('2025-06-10').total⟧で決めポーズ"""),
E('r_latest', 'faithful', 'es-ES karate',
  """HOJA DE EXAMEN DE KÁRATE — dojo NQ, últimos 8 tiques
Aspirante Азбука вкуса (⟦11/06@D:2025-06-11⟧): ⟦6757,91@row('2025-06-11T08').total⟧ rublos — apto
Aspirante АШАН (⟦23/06@D:2025-06-23⟧): ⟦1782,97@row('2025-06-23').total⟧ rublos — apto
Aspirante Дикси (⟦26/06@D:2025-06-26⟧): ⟦984,21@row('2025-06-26T16').total⟧ — apto
Examinadora: sensei Roca"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'pl-PL brew',
  """DZIENNIK WARZENIA — warka W08 „Gdzie idą pieniądze”
Zacieranie 09:00 · fermentor F1
Перекрёсток: ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ rubli w ⟦95@row('Перекрёсток').n⟧ wizytach — prowadzi
Пятёрочка: ⟦35\u00a0712,98@row('Пятёрочка').sum~row('Азбука вкуса').sum!⟧ rubli
Piwowar: Marek"""),
E('r_by_shop', 'miscomputed', 'fr-FR rescue',
  """MAIN COURANTE SECOURS EN MONTAGNE — intervention SM0095
14:00 appel : dépenses par enseigne
14:12 Перекрёсток : ⟦216\u202f136,08@row('Перекрёсток').sum⟧ roubles sur ⟦95@row('Перекрёсток').n⟧ passages
14:20 panier moyen : ⟦2\u202f375,12@row('Перекрёсток').sum/row('Перекрёсток').n!⟧ roubles
14:45 retour de l'équipe, aucun blessé."""),
E('r_by_shop', 'coincidental', 'it-IT bakery',
  """FOGLIO DI PRODUZIONE — Forno NQ, spesa per negozio
Forno F3 · inizio 04:15
АШАН: ⟦106.458,44@row('АШАН').sum⟧ rubli in ⟦56@row('АШАН').n⟧ scontrini
Магнит: ⟦85.375,03@row('Магнит').sum⟧ rubli in ⟦58@row('Магнит').n!⟧ scontrini
Fornaio: Beppe"""),
E('r_by_shop', 'faithful', 'zh-CN pigeon',
  """信鸽竞翔成绩 · 各商店消费排名
司放 06:10
冠军 Перекрёсток：⟦216,136.08@row('Перекрёсток').sum⟧ 卢布，⟦95@row('Перекрёсток').n⟧ 次
亚军 ВкусВилл：⟦145,619.56@row('ВкусВилл').sum⟧ 卢布
末名 Лента：⟦10,029.92@row('Лента').sum⟧ 卢布，⟦5@row('Лента').n⟧ 次"""),
E('r_by_shop', 'faithful', 'en-US regatta',
  """REGATTA RESULTS — NQ Shoppers' Cup (spend by shop, RUB)
1. Перекрёсток · USA216 · ⟦216,136.08@row('Перекрёсток').sum⟧ (⟦95@row('Перекрёсток').n⟧ races)
2. ВкусВилл · USA145 · ⟦145,619.56@row('ВкусВилл').sum⟧
3. АШАН · USA106 · ⟦106,458.44@row('АШАН').sum⟧
DNF: none. ⟦8@R.rows.__len__()⟧ boats started."""),
E('r_by_shop', 'faithful', 'pt-BR perfume',
  """FICHA DE FÓRMULA — «Mercado», NQ
Saída: Дикси, ⟦61.984,60@row('Дикси').sum⟧ rublos em ⟦27@row('Дикси').n⟧ compras
Coração: Азбука вкуса, ⟦35.712,98@row('Азбука вкуса').sum⟧ em só ⟦8@row('Азбука вкуса').n⟧ compras
Fundo: Пятёрочка, ⟦29.278,34@row('Пятёрочка').sum⟧
Perfumista: R. Lima"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'en-GB signalbox',
  """SIGNAL BOX REGISTER — NQ Sidings, receipts 2025 to date
06:00 train of ⟦86@n⟧ receipts accepted
06:08 total load ⟦246,665.21@sum⟧ roubles
06:10 average wagon ⟦13,153.34@avg~max!⟧ roubles
06:15 train out of section. Signalman: G. Platt"""),
E('r_total_2025', 'invented', 'ru-RU dance',
  """ХОРЕОГРАФИЯ — «Траты 2025»
Пять, шесть, семь, восемь!
1) сумма с начала года — ⟦246\u00a0665,21@sum⟧ ₽, широкий шаг
2) чеков — ⟦112@n!⟧, мелкие шаги
3) средний чек — ⟦2868,20@avg⟧ ₽, поклон"""),
E('r_total_2025', 'misrounded', 'nl-NL regatta',
  """REGATTAUITSLAG — WSV NQ, uitgaven 2025 tot nu toe
Totaal: ⟦246,6 duizend@sum!⟧ roebel over ⟦86@n⟧ bonnen
Gemiddelde bon: ⟦2.868,20@avg⟧ roebel
Grootste bon: ⟦13.153,34@max⟧ roebel
Wedstrijdleider: K. Mulder"""),
E('r_total_2025', 'faithful', 'fr-FR karate',
  """FICHE DE PASSAGE DE GRADE — dojo NQ, dépenses 2025
Candidat « Total » : ⟦246\u202f665,21@sum⟧ roubles — ceinture marron
Candidat « Nombre » : ⟦86@n⟧ tickets
Candidat « Panier moyen » : ⟦2\u202f868,20@avg⟧ roubles
Candidat « Plus gros ticket » : ⟦13\u202f153,34@max⟧ roubles
Examinateur : sensei Lambert"""),
E('r_total_2025', 'faithful', 'it-IT spellingbee',
  """GARA DI SPELLING — semifinale
PRONUNCIATORE: La parola è «scontrino».
CONCORRENTE: Una frase, per favore.
PRONUNCIATORE: «Nel 2025 ho fatto ⟦86@n⟧ scontrini, in media ⟦2.868,20@avg⟧ rubli l'uno.»
CONCORRENTE: S-C-O-N-T-R-I-N-O.
GIUDICE: Esatto."""),
E('r_total_2025', 'faithful', 'pl-PL claim',
  """ZGŁOSZENIE SZKODY — polisa NQ-ZAK25, sprawa ZS0086
Okres: 2025 od początku roku
Wydatki łącznie: ⟦246\u00a0665,21@sum⟧ rubli, paragonów: ⟦86@n⟧
Największy paragon: ⟦13\u00a0153,34@max⟧ rubli
Podpis: ________"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'pt-BR rescue',
  """REGISTRO DE CHAMADAS — Resgate de Montanha NQ, ocorrência RM0208
09:30 chamado: produtos com mais gasto
09:42 Сосиски Молочные Останкино: ⟦16.536,40@row('Сосиски').sum~row('Свинина').sum!⟧ rublos em ⟦41@row('Сосиски').n⟧ compras
09:55 líder: bombons Красный Октябрь, ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧
10:20 equipe de volta, sem feridos."""),
E('r_top_items', 'wrong_unit', 'de-DE claim',
  """SCHADENSMELDUNG — Police NQ-EK, Vorgang SM0822
Gegenstand: Kaffee, Кофе молотый Lavazza 250 г
Ausgaben gesamt: ⟦14.994,78@row('Кофе').sum~row('Кофе').sum!⟧ €
Käufe: ⟦22@row('Кофе').n⟧
Unterschrift: ________""", unit_note='roubles quoted as euros'),
E('r_top_items', 'coincidental', 'ja-JP pigeon',
  """鳩レース成績表 ― 品目別支出
放鳩 06:00
一着 Конфеты Красный Октябрь：⟦21,480.62@row('Конфеты шоколадные ассорти Красный').sum⟧ルーブル
五着 Сыр Российский：⟦16,003@row('Сыр').sum!⟧ルーブル（⟦39@row('Сыр').n⟧回）
六着 Фарш из индейки：⟦16,001.43@row('Фарш').sum⟧ルーブル"""),
E('r_top_items', 'faithful', 'nl-NL spellingbee',
  """SPELLINGWEDSTRIJD — halve finale
VOORLEZER: Het woord is „luiers”.
DEELNEMER: Een zin graag.
VOORLEZER: „Aan Подгузники Merries gaf ik ⟦20.886,90@row('Подгузники').sum⟧ roebel uit, in ⟦10@row('Подгузники').n⟧ aankopen.”
DEELNEMER: L-U-I-E-R-S.
JURY: Goed."""),
E('r_top_items', 'faithful', 'pl-PL modelrail',
  """ROZKŁAD JAZDY — makieta NQ (skala H0), produkty
08:00 „Czekoladki Красный Октябрь” — ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ rubli
08:20 „Kiełbaski Останкино” — ⟦41@row('Сосиски').n⟧ zakupów, najczęściej
08:40 „Kawa Lavazza” — ⟦14\u00a0994,78@row('Кофе').sum⟧ rubli, ósma pozycja
Dyżurny ruchu: P. Kowal"""),
E('r_top_items', 'faithful', 'en-GB signalbox',
  """SIGNAL BOX REGISTER — NQ Goods Yard, top products by spend
05:10 wagon 'Конфеты Коркунов 192 г' accepted: ⟦15,256.64@row('Конфеты шоколадные ассорти Коркунов').sum⟧ roubles, ⟦25@row('Конфеты шоколадные ассорти Коркунов').n⟧ buys
05:14 wagon 'Свинина карбонад': ⟦16,536.40@row('Свинина').sum⟧ roubles
05:20 yard clear. Signalman: E. Thorne"""),
]
