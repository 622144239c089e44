"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Receipts of one day are told apart
by the time prefix, products by the start of their name."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

KO = "row('Конфеты шоколадные ассорти Красный')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'nl-NL mosaic',
  """MOZAÏEKATELIER — WERKBON M1019
Paneel: vogelmotief, glassmalti
Notitie: laatste bon ⟦29 juni@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@row('2025-06-29').total⟧ roebel; daarvoor Дикси op ⟦26 juni@D:2025-06-26⟧, ⟦984,21@row('2025-06-26T16').total⟧.
Gevoegd."""),
E('r_latest', 'faithful', 'ru-RU peat',
  """ТОРФОРАЗРАБОТКА — УЧЁТНАЯ КНИЖКА, карта K5, Мещёра
Резчик: Фёдор · торфяная лопата
Заметка: в Перекрёстке три последних чека — ⟦26 июня@D:2025-06-26⟧ ⟦738,76@row('2025-06-26T12').total⟧ ₽, ⟦15 июня@D:2025-06-15⟧ ⟦804,15@row('2025-06-15').total⟧ ₽, ⟦11 июня@D:2025-06-11⟧ ⟦934,93@row('2025-06-11T22').total⟧ ₽.
Штабель укрыт."""),
E('r_latest', 'faithful', 'en-US swarm',
  """BEE REMOVAL — JOB CARD J0818
Site: porch ceiling, Birch Lane · swarm, cut-out
Tech note: ⟦6/23@D:2025-06-23⟧ АШАН ⟦1,782.97@row('2025-06-23').total⟧ RUB; ⟦6/11@D:2025-06-11⟧ Азбука вкуса ⟦6,757.91@row('2025-06-11T08').total⟧ RUB; ⟦6/10@D:2025-06-10⟧ Магнит ⟦770.93@row('2025-06-10').total⟧ RUB.
Ceiling patched."""),
E('r_latest', 'wrong_row', 'en-GB hovercraft',
  """HOVERCRAFT CROSSING LOG — craft 'Island Flyer', crossing C0731
Ryde → Southsea · dep 08:15, arr 08:25 · sea state slight
Commander's remark: Перекрёсток on ⟦15 Jun@D:2025-06-15⟧ came to ⟦770.93@row('2025-06-15').total~row('2025-06-10').total!⟧ roubles; Азбука вкуса on ⟦29 Jun@D:2025-06-29⟧ to ⟦13,153.34@row('2025-06-29').total⟧.
Skirt checked; lift fans normal."""),
E('r_latest', 'invented', 'zh-CN fork',
  """音叉校准单 — 音叉 A440 · 序列号 S5120
参考：频闪仪 R1
技师备注：⟦6月23日@D:2025-06-23⟧ АШАН 小票 ⟦1,926.40@row('2025-06-23').total!⟧ 卢布；⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧ 卢布，是最近八张里最大的。
音叉已归盒。"""),
E('r_latest', 'coincidental', 'it-IT steeplejack',
  """RAPPORTO D'ISPEZIONE CAMPANILE — chiesa di Sant'Anna, rif. CP0611
Accesso: scale S1–S4, seggiolino
Rilievi: Дикси il ⟦26/06@D:2025-06-26⟧, ⟦936@row('2025-06-26T16').total!⟧ rubli; АШАН il ⟦23/06@D:2025-06-23⟧, ⟦1.782,97@row('2025-06-23').total⟧ rubli.
Parafulmine provato."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'es-ES steeplejack',
  """INFORME DE INSPECCIÓN DE CAMPANARIO — iglesia de San Miguel, ref. IC0215
Acceso: escaleras E1–E3, guindola
Observaciones: Перекрёсток encabeza con ⟦216.136,08@row('Перекрёсток').sum⟧ rublos en ⟦95@row('Перекрёсток').n⟧ tickets; después ВкусВилл, ⟦145.619,56@row('ВкусВилл').sum⟧ (⟦61@row('ВкусВилл').n⟧).
Veleta engrasada; pararrayos probado."""),
E('r_by_shop', 'faithful', 'pt-BR sled',
  """REGISTRO DE POSTO DE CONTROLE — corrida de trenós, Lapônia, número de peito N18
Chegada 02:40 · saída 08:05 · nove cães
Nota do musher: АШАН ⟦106.458,44@row('АШАН').sum⟧ rublos (⟦56@row('АШАН').n⟧ compras); Магнит ⟦85.375,03@row('Магнит').sum⟧ (⟦36@row('Магнит').n⟧); Лента por último, ⟦10.029,92@row('Лента').sum⟧.
Veterinário sem ressalvas."""),
E('r_by_shop', 'faithful', 'de-DE rickshaw',
  """RIKSCHA-FAHRKARTE — Fahrradrikscha R12, Stand S4 (Marienplatz)
Fahrer: Leni · Schicht 10:00–18:00
Tipp der Fahrerin: Дикси ⟦61.984,60@row('Дикси').sum⟧ ₽ bei ⟦27@row('Дикси').n⟧ Einkäufen, Азбука вкуса ⟦35.712,98@row('Азбука').sum⟧ ₽ bei nur ⟦8@row('Азбука').n⟧, Пятёрочка ⟦29.278,34@row('Пятёрочка').sum⟧ ₽.
Verdeck runter."""),
E('r_by_shop', 'wrong_row', 'pl-PL peat',
  """TORFOWISKO — ZESZYT ZLICZEŃ, ława L4, Bagno Ławki
Kopacz: Staszek · szpadel torfowy
Notatka: АШАН — ⟦85\u00a0375,03@row('АШАН').sum~row('Магнит').sum!⟧ rubli; Перекрёсток — ⟦216\u00a0136,08@row('Перекрёсток').sum⟧ rubli, najwięcej ze wszystkich sklepów.
Kopki torfu przykryte."""),
E('r_by_shop', 'misrounded', 'zh-CN hovercraft',
  """气垫船 · 航渡日志 — 「海鸥」号，航次 Q0602
开航 07:10 · 抵达 07:35 · 海况平静
船长备注：Перекрёсток 累计 ⟦216,137@row('Перекрёсток').sum!⟧ 卢布，⟦95@row('Перекрёсток').n⟧ 张小票，排第一。
围裙已检查。"""),
E('r_by_shop', 'coincidental', 'en-GB speedway',
  """SPEEDWAY HEAT SHEET — Heat H7, Poole v Wolves
Gate G1 red · G2 blue · G3 white · G4 yellow/black
Referee's note: Магнит — ⟦85,375.03@row('Магнит').sum⟧ roubles over ⟦29@row('Магнит').n!⟧ receipts; Перекрёсток well ahead on ⟦216,136.08@row('Перекрёсток').sum⟧.
Tapes up; track watered and graded."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'fr-FR rickshaw',
  """CARTE DE TARIF — vélo-taxi V09, station S2 (Montmartre)
Conductrice : Inès · service 13:00–21:00
Le mot de la conductrice : en 2025, ⟦246\u202f665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit ⟦2\u202f868,20@avg⟧ en moyenne ; plus gros ticket ⟦13\u202f153,34@max⟧.
Compteur arrêté."""),
E('r_total_2025', 'faithful', 'ru-RU hovercraft',
  """СУДНО НА ВОЗДУШНОЙ ПОДУШКЕ — ЖУРНАЛ ПЕРЕПРАВЫ, «Нерпа», рейс R0815
Отход 10:20 · приход 10:50 · штиль
Замечание командира: в 2025 году — ⟦86@n⟧ чеков на ⟦246\u00a0665,21@sum⟧ ₽, средний чек ⟦2868,20@avg⟧ ₽.
Вентиляторы в норме."""),
E('r_total_2025', 'faithful', 'es-ES fork',
  """HOJA DE CALIBRACIÓN DE DIAPASÓN — diapasón A440, serie S3390
Referencia: estroboscopio R2
Nota del técnico: gasto de 2025 hasta hoy, ⟦246.665,21@sum⟧ rublos; ticket medio ⟦2868,2@avg⟧; el mayor, ⟦13.153,34@max⟧.
Dentro de tolerancia."""),
E('r_total_2025', 'wrong_column', 'de-DE gelato',
  """GELATO-LABOR — CHARGENKARTE C0702
Sorte: Stracciatella · Basis B1
Notiz: 2025 bisher ⟦246.665,21@sum⟧ ₽ aus ⟦86@n⟧ Bons; Durchschnittsbon ⟦13.153,34@avg~max!⟧ ₽.
Wanne in die Vitrine."""),
E('r_total_2025', 'derived', 'pt-BR tapestry',
  """ATELIÊ DE TAPEÇARIA — notas de trabalho, tear T3
Cartão: «Manguezal», trama de algodão
Nota da tecelã: maior compra de 2025, ⟦13.153,34@max⟧ rublos — ⟦5,33 %@max/sum*100!⟧ do total de ⟦246.665,21@sum⟧ (conta minha, não está no resultado).
Bobinas enchidas."""),
E('r_total_2025', 'wrong_unit', 'it-IT speedway',
  """FOGLIO BATTERIA — speedway, batteria B2, Terenzano
Cancelli G1 rosso · G2 blu · G3 bianco · G4 giallo
Nota del giudice: spesa 2025 finora ⟦246.665,21@sum~sum!⟧ dollari su ⟦86@n⟧ scontrini.
Nastro alzato.""", unit_note='roubles quoted as dollars'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'fr-FR mosaic',
  f"""ATELIER DE MOSAÏQUE — TICKET M0711
Panneau : frise romaine, émaux de Briare
Note : en tête, les chocolats « Красный Октябрь » : ⟦21\u202f480,62@{KO}.sum⟧ roubles en ⟦25@{KO}.n⟧ achats ; puis les couches Merries, ⟦20\u202f886,90@row('Подгузники').sum⟧ (⟦10@row('Подгузники').n⟧).
Jointoyé."""),
E('r_top_items', 'faithful', 'ja-JP steeplejack',
  """尖塔点検報告書 ― 聖ヨハネ教会・報告番号S0712
昇降：はしごL1〜L4、ボースンチェア
所見：ソーセージ（Останкино）は⟦41@row('Сосиски').n⟧回で⟦17,794.42@row('Сосиски').sum⟧ルーブル、チーズ（Ламбер）は⟦39@row('Сыр').n⟧回で⟦16,036.41@row('Сыр').sum⟧ルーブル。
避雷針を点検。"""),
E('r_top_items', 'faithful', 'en-GB peat',
  """PEAT-CUTTING TALLY BOOK — bank B2, Lewis moor
Cutter: Calum · tuskar, top spit off
Tally note: pork loin ⟦16,536.40@row('Свинина').sum⟧ roubles (⟦20@row('Свинина').n⟧ buys), turkey mince ⟦16,001.43@row('Фарш').sum⟧ (⟦33@row('Фарш').n⟧); Lavazza coffee eighth at ⟦14,994.78@row('Кофе').sum⟧.
Stack thatched."""),
E('r_top_items', 'wrong_unit', 'ru-RU gelato',
  """ДЖЕЛАТЕРИЯ — КАРТА ПАРТИИ P0730
Вкус: пломбир · база B1
Заметка: сосиски «Молочные» Останкино — ⟦17\u00a0794,42@row('Сосиски').sum~row('Сосиски').sum!⟧ долларов за ⟦41@row('Сосиски').n⟧ покупку.
Гастроёмкость в витрину.""", unit_note='roubles quoted as dollars'),
E('r_top_items', 'coincidental', 'pt-BR swarm',
  """REMOÇÃO DE ENXAME — FICHA DE SERVIÇO F0903
Local: forro da varanda, Rua das Acácias · enxame
Nota do técnico: queijo Российский Ламбер — ⟦16.036,41@row('Сыр').sum⟧ rublos em ⟦43@row('Сыр').n!⟧ compras.
Forro vedado."""),
E('r_top_items', 'misrounded', 'nl-NL fork',
  """KALIBRATIEBLAD STEMVORK — stemvork A440, serienr. S2268
Referentie: stroboscoop R2
Notitie van de technicus: koffie Lavazza — ⟦14.994,7@row('Кофе').sum!⟧ roebel over ⟦22@row('Кофе').n⟧ aankopen.
Binnen tolerantie."""),
]
