"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Receipts of the same day are told apart by the time prefix; products by the start of their name."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"
VV = "row('ВкусВилл')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'ru-RU rocket',
  """ЖУРНАЛ ЗАПУСКОВ — полёт F04 · ракета «Искра» · двигатель C6
Стартовый стол S1 · ветер слабый
Перед пуском: последние чеки — ⟦29 июня@D:2025-06-29⟧ Азбука вкуса, ⟦13\u00a0153,34@row('2025-06-29').total⟧ ₽; ⟦26 июня@D:2025-06-26⟧ Дикси, ⟦984,21@row('2025-06-26T16').total⟧ ₽
Парашют раскрылся, ракета найдена."""),
E('r_latest', 'faithful', 'zh-CN radio',
  """老式收音机维修卡 · 熊猫牌 · 单号 X0805
故障：短波无声
便条：最近 8 张小票里最大的一张是⟦6月29日@D:2025-06-29⟧ 08:12 的 Азбука вкуса，⟦13,153.34@row('2025-06-29').total⟧ 卢布；最小的是⟦6月26日@D:2025-06-26⟧ Перекрёсток，⟦738.76@row('2025-06-26T12').total⟧ 卢布
已修复。"""),
E('r_latest', 'faithful', 'pt-BR rodeo',
  """SÚMULA DE RODEIO — montaria em cavalo · etapa E1
Peão P12 no cavalo «Relâmpago»
Anotação: últimos recibos — ⟦23/06@D:2025-06-23⟧, АШАН, ⟦1.782,97@row('2025-06-23').total⟧ rublos; ⟦15/06@D:2025-06-15⟧, Перекрёсток, ⟦804,15@row('2025-06-15').total⟧ rublos
Oito segundos. Juízes J1/J2"""),
E('r_latest', 'wrong_row', 'en-US stud',
  """COVERING RECORD — Stallion: 'Blue Ridge Comet'
Mare: 'Miss Dixie Lee' (sorrel)
Office note: latest receipts — ⟦6/26@D:2025-06-26⟧ 16:40 Дикси ⟦1,782.97@row('2025-06-26T16').total~row('2025-06-23').total!⟧ RUB; ⟦6/10@D:2025-06-10⟧ Магнит ⟦770.93@row('2025-06-10').total⟧ RUB
Covered 07:20; ultrasound in two weeks."""),
E('r_latest', 'invented', 'pl-PL hockey',
  """PROTOKÓŁ ŁAWKI KAR — tercja T3
goście #88 trzymanie, mniejsza kara · zejście 14:05 · powrót 16:05
Sędzia czasu: ostatnie paragony — ⟦11 czerwca@D:2025-06-11⟧ Азбука вкуса ⟦6757,91@row('2025-06-11T08').total⟧ rub., ⟦10 czerwca@D:2025-06-10⟧ Магнит ⟦812,40@row('2025-06-10').total!⟧ rub.
Zegar zsynchronizowany.""", allow=['88']),
E('r_latest', 'wrong_unit', 'es-ES greenhouse',
  """INVERNADERO I3 — REGISTRO DE CLIMA · nave N1, pimientos
06:00 ventanas cerradas, calefacción encendida
Anotación: último tique, ⟦29 de junio@D:2025-06-29⟧, Азбука вкуса: ⟦13.153,34@row('2025-06-29').total~row('2025-06-29').total!⟧ dólares
Nebulización apagada a las 11:30.""", unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'fr-FR chimney',
  """RAMONAGE — FICHE D'INTERVENTION F0613
Appareil : poêle à granulés
Note : dépenses par enseigne — Перекрёсток en tête avec ⟦216\u202f136,08@row('Перекрёсток').sum⟧ roubles sur ⟦95@row('Перекрёсток').n⟧ tickets ; Лента dernière, ⟦10\u202f029,92@row('Лента').sum⟧ roubles
Certificat remis."""),
E('r_by_shop', 'faithful', 'ru-RU stud',
  f"""КНИГА СЛУЧЕК — жеребец: «Гром»
Кобыла: «Ласточка» (гнедая)
Заметка конторы: траты по магазинам — ВкусВилл ⟦145\u00a0619,56@{VV}.sum⟧ ₽ (⟦61@{VV}.n⟧ чек), АШАН ⟦106\u00a0458,44@row('АШАН').sum⟧ ₽ (⟦56@row('АШАН').n⟧ чеков)
Случка в 07:50."""),
E('r_by_shop', 'faithful', 'ja-JP fishslate',
  """鮮魚店 本日の黒板
鰆・鯖・甘エビ
チョークの隅に：店別支出、Магнит ⟦85,375.03@row('Магнит').sum⟧ルーブル（⟦36@row('Магнит').n⟧回）、Дикси ⟦61,984.60@row('Дикси').sum⟧ルーブル（⟦27@row('Дикси').n⟧回）
下処理無料。"""),
E('r_by_shop', 'coincidental', 'nl-NL courier',
  """RITTENSTAAT — koerier K2 · zone Centrum
Ophalen 09:12 · afgeleverd 09:39 · getekend
In de envelop: uitgaven per winkel — Пятёрочка ⟦29.278,34@row('Пятёрочка').sum⟧ roebel over ⟦12@row('Пятёрочка').n⟧ bonnen, Лента ⟦10.029,92@row('Лента').sum⟧ roebel over ⟦10@row('Лента').n!⟧ bonnen"""),
E('r_by_shop', 'misrounded', 'es-ES greenhouse',
  f"""INVERNADERO I1 — REGISTRO DE CLIMA · nave N2, tomates
06:00 ventanas cerradas
Anotación: gasto por tienda — Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ rublos, ВкусВилл ⟦145.619@{VV}.sum!⟧ rublos
Riego por goteo a las 07:00."""),
E('r_by_shop', 'derived', 'it-IT radio',
  f"""LABORATORIO RADIO D'EPOCA — SCHEDA · Phonola · ordine R0817
Guasto: ronzio in onde medie
Biglietto: da ВкусВилл ⟦145.619,56@{VV}.sum⟧ rubli in ⟦61@{VV}.n⟧ scontrini, cioè ⟦2.387,21@{VV}.sum/{VV}.n!⟧ a scontrino (conto mio, non nel rapporto)
Condensatori sostituiti."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'fr-FR brass',
  """HARMONIE MUNICIPALE — PROGRAMME DU CONCERT
Marche : « Sambre-et-Meuse »
Note au programme : dépenses 2025 à ce jour, ⟦246\u202f665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit ⟦2\u202f868,20@avg⟧ en moyenne
Entracte · Direction : M. Lefort"""),
E('r_total_2025', 'faithful', 'ja-JP hockey',
  """ペナルティボックス記録 ― ピリオドP2
ホーム#12 フッキング・マイナー・退場 08:20・復帰 10:20
記録係メモ：2025年の支出合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧、最大⟦13,153.34@max⟧
時計同期済み。""", allow=['12']),
E('r_total_2025', 'faithful', 'de-DE courier',
  """FAHRTENZETTEL — Kurier K2 · Zone Nord
Abholung 15:10 · Zustellung 15:34 · Unterschrift: Hr. Brandt
Beipackzettel: Einkäufe 2025 bisher — ⟦246.665,21@sum⟧ Rubel, ⟦86@n⟧ Bons, Schnitt ⟦2.868,20@avg⟧ Rubel, größter Bon ⟦13.153,34@max⟧"""),
E('r_total_2025', 'wrong_column', 'pt-BR greenhouse',
  """ESTUFA E2 — DIÁRIO DE CLIMA · bancada B4, orquídeas
06:00 janelas fechadas, aquecimento ligado
Anotação: gastos de 2025 — ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos; maior recibo ⟦2.868,20@max~avg!⟧ rublos
Nebulização desligada às 11:30."""),
E('r_total_2025', 'wrong_unit', 'es-ES reel',
  """CABINA DE PROYECCIÓN — PARTE DE ROLLOS · sala S3
Rollo R1 a las 22:00 · cambio R1→R2 a las 22:21
Nota: gasto de 2025 hasta hoy, ⟦246.665,21@sum~sum!⟧ € en ⟦86@n⟧ tiques
Lámpara bien.""", unit_note='roubles quoted as euros'),
E('r_total_2025', 'miscomputed', 'pl-PL stud',
  """KSIĘGA KRYCIA — ogier: „Bandos”
Klacz: „Iskra” (siwa)
Notatka biura: wydatki 2025 — ⟦246\u00a0665,21@sum⟧ rub. na ⟦86@n⟧ paragonach; bez największego (⟦13\u00a0153,34@max⟧) średnio ⟦2\u00a0774,20@(sum-max)/(n-1)!⟧ rub.
Krycie o 08:20."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'es-ES rocket',
  f"""REGISTRO DE LANZAMIENTO — vuelo V04 · cohete «Sirius» · motor C6
Rampa R2 · calma
Nota: productos con más gasto — bombones «Красный Октябрь», ⟦21.480,62@{KO}.sum⟧ rublos en ⟦25@{KO}.n⟧ compras; pañales Merries, ⟦20.886,90@row('Подгузники').sum⟧ rublos
Paracaídas abierto."""),
E('r_top_items', 'faithful', 'ru-RU stud',
  """КНИГА СЛУЧЕК — жеребец: «Буран»
Кобыла: «Зорька» (рыжая)
Заметка: из восьми лидеров по тратам чаще всего брали «Сосиски Молочные Останкино» — ⟦41@row('Сосиски').n⟧ раз на ⟦17\u00a0794,42@row('Сосиски').sum⟧ ₽; сыр Ламбер — ⟦39@row('Сыр').n⟧ раз
Случка в 08:00."""),
E('r_top_items', 'faithful', 'zh-CN fishslate',
  """鱼档今日小黑板
黄花鱼 · 鲳鱼 · 花蛤
粉笔角落：花钱最多的商品第八名是 Lavazza 咖啡，⟦14,994.78@row('Кофе').sum⟧ 卢布（⟦22@row('Кофе').n⟧ 次）；第六名火鸡肉馅，⟦16,001.43@row('Фарш').sum⟧ 卢布
现杀现卖。"""),
E('r_top_items', 'miscomputed', 'de-DE rodeo',
  """RODEO-WERTUNGSBOGEN — Saddle Bronc · Durchgang D2
Reiter R301 auf „Sturmwind“
Notiz: Schweinekarree ⟦16.536,40@row('Свинина').sum⟧ Rubel plus Putenhack ⟦16.001,43@row('Фарш').sum⟧ Rubel macht zusammen ⟦32.573,83@row('Свинина').sum+row('Фарш').sum!⟧ Rubel
Acht Sekunden. Richter J1/J2"""),
E('r_top_items', 'wrong_unit', 'pl-PL radio',
  f"""NAPRAWA RADIOODBIORNIKÓW LAMPOWYCH — KARTA · Pionier · zlecenie Z0927
Usterka: brak odbioru na UKF
Kartka: najwięcej poszło na cukierki «Красный Октябрь» (⟦21\u00a0480,62@{KO}.sum⟧ rub.) i pieluchy Merries — ⟦20\u00a0886,90@row('Подгузники').sum~row('Подгузники').sum!⟧ zł
Lampy wymienione.""", unit_note='roubles quoted as zloty'),
E('r_top_items', 'coincidental', 'pt-BR greenhouse',
  """ESTUFA E1 — DIÁRIO DE CLIMA · bancada B2, alfaces
06:00 janelas fechadas
Anotação: carne moída de peru Индилайт — ⟦16.001,43@row('Фарш').sum⟧ rublos em ⟦23@row('Фарш').n!⟧ compras; café Lavazza, ⟦14.994,78@row('Кофе').sum⟧ rublos
Irrigação às 07:00."""),
]
