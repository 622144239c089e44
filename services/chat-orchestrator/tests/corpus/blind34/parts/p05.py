"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

R29 = "row('2025-06-29').total"
R26D = "row('2025-06-26T16').total"
R26P = "row('2025-06-26T12').total"
R23 = "row('2025-06-23').total"
R15 = "row('2025-06-15').total"
R11P = "row('2025-06-11T22').total"
R11A = "row('2025-06-11T08').total"
R10 = "row('2025-06-10').total"
S = lambda s, k='sum': f"row('{s}').{k}"
KO = "Конфеты шоколадные ассорти Красный"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'it-IT clock',
  f"""SCHEDA DI RIPARAZIONE S0904 — orologeria del Molo
Oggetto: ultimi ⟦8@len(T)⟧ scontrini (RUB)
Rilievo: il più caro il ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@{R29}⟧ ₽; il più leggero il ⟦26/06@D:2025-06-26⟧, Перекрёсток, ⟦738,76@{R26P}⟧ ₽
Pronto venerdì dopo le 14:00."""),
E('r_latest', 'faithful', 'en-GB chandler',
  f"""ORDER SLIP — Quayside Chandlery · MV Tern, berth B2
Receipts, latest ⟦8@len(T)⟧:
⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{R29}⟧ RUB
⟦23 Jun@D:2025-06-23⟧ АШАН ⟦1,782.97@{R23}⟧ RUB
⟦10 Jun@D:2025-06-10⟧ Магнит ⟦770.93@{R10}⟧ RUB
Deliver alongside by 06:00. Master's signature: ______"""),
E('r_latest', 'faithful', 'ru-RU kite',
  f"""ПОЛЁТНАЯ КАРТОЧКА — фестиваль воздушных змеев NQ · поле F3, леер L1
Змей: «Последние чеки»
⟦11 июня@D:2025-06-11⟧ — два чека: Азбука вкуса ⟦6757,91@{R11A}⟧ ₽ утром и Перекрёсток ⟦934,93@{R11P}⟧ ₽ вечером; ⟦26 июня@D:2025-06-26⟧ Дикси ⟦984,21@{R26D}⟧ ₽
Старт 11:20 · посадка 11:48"""),
E('r_latest', 'wrong_row', 'de-DE trapeze',
  f"""PROBENTAFEL TRAPEZ — Chapiteau, Rigg R2
Flieger: letzte Kassenbons
⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{R29}⟧ ₽ · ⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@{R23}⟧ ₽ · ⟦15.06.@D:2025-06-15⟧ Перекрёсток ⟦934,93@{R15}~{R11P}!⟧ ₽
Netz geprüft 13:30."""),
E('r_latest', 'wrong_unit', 'ja-JP topo',
  f"""ルート図 ― NQ岩場・S3エリア「最近のレシート」
P1 ⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@{R29}~{R29}!⟧ドル（核心）
P2 ⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@{R23}⟧ルーブル
下降は懸垂で。""", unit_note='roubles quoted as dollars'),
E('r_latest', 'derived', 'pl-PL sommelier',
  f"""NOTATKI SOMELIERA — łączenie, sala Nabrzeże
Danie: paragony z Перекрёсток wśród ostatnich ⟦8@len(T)⟧ — ⟦738,76@{R26P}⟧, ⟦804,15@{R15}⟧ i ⟦934,93@{R11P}⟧ rub., razem ⟦2477,84@{R26P}+{R15}+{R11P}!⟧ rub. (liczone przeze mnie, w raporcie tego nie ma)
Wino: Tokaj szamorodni 2019."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'es-ES trapeze',
  f"""PIZARRA DE ENSAYO — trapecio, carpa, aparejo R1
Volantes: gasto por tienda (RUB)
Перекрёсток arriba con ⟦216.136,08@{S('Перекрёсток')}⟧ en ⟦95@{S('Перекрёсток', 'n')}⟧ tiques; ВкусВилл ⟦145.619,56@{S('ВкусВилл')}⟧; abajo del todo Лента, ⟦10.029,92@{S('Лента')}⟧ en ⟦5@{S('Лента', 'n')}⟧
Red revisada a las 13:30."""),
E('r_by_shop', 'faithful', 'en-GB topo',
  f"""ROUTE TOPO — Northquay Crag, Sector S1 · 'Where the roubles go'
P1 Перекрёсток ⟦216,136.08@{S('Перекрёсток')}⟧ (⟦95@{S('Перекрёсток', 'n')}⟧ visits) — crux
P2 ВкусВилл ⟦145,619.56@{S('ВкусВилл')}⟧
P3 АШАН ⟦106,458.44@{S('АШАН')}⟧
P8 Лента ⟦10,029.92@{S('Лента')}⟧ — easy finish
Descent: walk off."""),
E('r_by_shop', 'faithful', 'it-IT clock',
  f"""SCHEDA DI RIPARAZIONE S1107 — orologeria del Molo
Oggetto: spesa per negozio
Rilievo: Перекрёсток ⟦216.136,08@{S('Перекрёсток')}⟧ ₽ su ⟦95@{S('Перекрёсток', 'n')}⟧ scontrini, davanti a ВкусВилл (⟦145.619,56@{S('ВкусВилл')}⟧ ₽); Азбука вкуса solo ⟦8@{S('Азбука', 'n')}⟧ scontrini ma ⟦35.712,98@{S('Азбука')}⟧ ₽
Pronto venerdì dopo le 14:00."""),
E('r_by_shop', 'wrong_row', 'pl-PL apothecary',
  f"""KSIĘGA RECEPTUR — Apteka pod Kotwicą
Recepta R1203 · dla: p. Zając
Wydano: wydatki wg sklepu — Перекрёсток ⟦216\u00a0136,08@{S('Перекрёсток')}⟧ rub., АШАН ⟦85\u00a0375,03@{S('АШАН')}~{S('Магнит')}!⟧ rub.
Dawkowanie: raz w miesiącu. Farmaceuta: M. Wróbel"""),
E('r_by_shop', 'wrong_unit', 'fr-FR chandler',
  f"""BON DE COMMANDE — Shipchandler du Quai · NM Goéland, poste P2
Article : dépenses par enseigne
Перекрёсток ⟦216\u202f136,08@{S('Перекрёсток')}~{S('Перекрёсток')}!⟧ € sur ⟦95@{S('Перекрёсток', 'n')}⟧ tickets ; Лента ⟦10\u202f029,92@{S('Лента')}⟧ roubles
Livraison à bord avant 07:00.""", unit_note='roubles quoted as euros'),
E('r_by_shop', 'coincidental', 'ru-RU tram',
  f"""НАРЯД-ГРАФИК — трамвайное депо NQ · среда
Смена S3 · маршрут M7 · вагон V41 · выход 05:25 · заход 13:55
Объявление: по магазинам — Перекрёсток ⟦216\u00a0136,08@{S('Перекрёсток')}⟧ ₽ (⟦95@{S('Перекрёсток', 'n')}⟧ чеков), Дикси ⟦61\u00a0984,60@{S('Дикси')}⟧ ₽ (⟦38@{S('Дикси', 'n')}!⟧ чеков)
Диспетчер: ______"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'pt-BR chandler',
  """PEDIDO DE FORNECIMENTO — Shipchandler do Cais · N/M Gaivota, berço B5
Item: gastos de 2025 até agora
Total ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ notas; média ⟦2.868,20@avg⟧; maior nota ⟦13.153,34@max⟧
Entrega a bordo até 06:00."""),
E('r_total_2025', 'faithful', 'nl-NL sommelier',
  """WIJN-SPIJSNOTITIES — sommelier, zaal De Kade
Gang: uitgaven 2025 tot nu toe
⟦86@n⟧ bonnen, samen ⟦246.665,21@sum⟧ roebel; gemiddeld ⟦2868,2@avg⟧ per bon
Wijn: Grüner Veltliner 2023 — licht, voor een zuinig gemiddelde.
Koud serveren."""),
E('r_total_2025', 'faithful', 'pl-PL letterpress',
  """KARTA ZLECENIA KZ1203 — drukarnia typograficzna „Nabrzeże”
Klient: zestawienie wydatków 2025
Czcionka: Antykwa Półtawskiego, cycero
Tekst: „Razem ⟦246\u00a0665,21@sum⟧ rub. w ⟦86@n⟧ paragonach; średnio ⟦2868,20@avg⟧; najwyższy ⟦13\u00a0153,34@max⟧”
Odbitka próbna na 16:00."""),
E('r_total_2025', 'wrong_column', 'es-ES topo',
  """CROQUIS DE VÍA — escuela NQ, sector S4 · «Gasto 2025» · V+
L1: ⟦86@n⟧ tiques, ⟦246.665,21@sum⟧ rublos
L2: ticket medio ⟦13.153,34@avg~max!⟧ rublos — paso clave
Descenso: rápel desde la reunión."""),
E('r_total_2025', 'misrounded', 'en-GB clock',
  """JOB TICKET J0613 — Quayside Clock Repairs
Item: household spend, 2025 so far
Found: ⟦246.6k@sum!⟧ roubles across ⟦86@n⟧ receipts, average ⟦2,868.20@avg⟧, largest ⟦13,153.34@max⟧
Ready Friday after 14:00. Bench: W. Ashby"""),
E('r_total_2025', 'invented', 'ja-JP kite',
  """フライトカード ― NQ凧まつり・会場F1・ラインL2
凧：「2025年の家計」
レシート ⟦86@n⟧枚、合計 ⟦246,665.21@sum⟧ルーブル、レシートあたり平均 ⟦3,412@avg!⟧ルーブル
揚げ 11:20・降ろし 11:40"""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'es-ES kite',
  f"""TARJETA DE VUELO — Festival de Cometas NQ · campo F3, línea L2
Cometa: «Lo que más cuesta»
Bombones Красный Октябрь ⟦21.480,62@{S(KO)}⟧ rublos (⟦25@{S(KO, 'n')}⟧ compras); pañales Merries ⟦20.886,90@{S('Подгузники')}⟧ (⟦10@{S('Подгузники', 'n')}⟧); salchichas Останкино, las más frecuentes: ⟦41@{S('Сосиски', 'n')}⟧ compras
Despegue 11:20 · aterrizaje 11:50"""),
E('r_top_items', 'faithful', 'it-IT chandler',
  f"""BUONO D'ORDINE — Provveditoria Navale del Molo · M/N Airone, banchina B4
Voce: prodotti con più spesa (RUB)
Cioccolatini Красный Октябрь ⟦21.480,62@{S(KO)}⟧ · pannolini Merries ⟦20.886,90@{S('Подгузники')}⟧ · wurstel Останкино ⟦17.794,42@{S('Сосиски')}⟧ · caffè Lavazza ⟦14.994,78@{S('Кофе')}⟧, ottavo
Consegna sottobordo entro le 06:00."""),
E('r_top_items', 'faithful', 'ja-JP letterpress',
  f"""活版印刷 作業伝票 JD0618 ― 岸壁活版所
得意先：支出上位の品目
書体：明朝、五号
本文：「首位はКрасный Октябрьのチョコ ⟦21,480.62@{S(KO)}⟧ルーブル（⟦25@{S(KO, 'n')}⟧回）、購入回数の最多はソーセージ ⟦41@{S('Сосиски', 'n')}⟧回、ラムベルのチーズ ⟦39@{S('Сыр', 'n')}⟧回」
校正 16:00"""),
E('r_top_items', 'wrong_row', 'de-DE topo',
  f"""ROUTENTOPO — Klettergarten NQ, Sektor S1 · „Einkaufsliste“ · VII-
SL1: Pralinen Красный Октябрь ⟦21.480,62@{S(KO)}⟧ ₽
SL2: Windeln Merries ⟦20.886,90@{S('Подгузники')}⟧ ₽
SL3: Schweinekarree ⟦17.794,42@{S('Свинина')}~{S('Сосиски')}!⟧ ₽
Abstieg: Abseilen."""),
E('r_top_items', 'coincidental', 'en-GB allotment',
  f"""NORTHQUAY ALLOTMENT SOCIETY — committee minutes
Present: chair, treasurer, allotment holders
Treasurer's shopping tally: chocolates ⟦21,480.62@{S(KO)}⟧ RUB over ⟦25@{S(KO, 'n')}⟧ purchases; Merries nappies ⟦20,886.90@{S('Подгузники')}⟧ RUB over ⟦23@{S('Подгузники', 'n')}!⟧ purchases.
Next meeting Tuesday 19:30."""),
E('r_top_items', 'wrong_unit', 'pt-BR trapeze',
  f"""QUADRO DE ENSAIO — trapézio, lona, aparelho R3
Volantes: produtos com maior gasto
Bombons Красный Октябрь ⟦21.480,62@{S(KO)}⟧ rublos; fraldas Merries R$ ⟦20.886,90@{S('Подгузники')}~{S('Подгузники')}!⟧; café Lavazza ⟦14.994,78@{S('Кофе')}⟧ rublos
Rede conferida às 13:30.""", unit_note='roubles quoted as reais'),
]
