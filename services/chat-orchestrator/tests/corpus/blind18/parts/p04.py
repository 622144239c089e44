"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'wrong_row', 'nl-NL shipping',
  """Weerbericht voor de scheepvaart, bonnetjeszee, juni 2025:
⟦29 juni@D:2025-06-29⟧, Азбука вкуса: ⟦13.153,34@row('2025-06-29').total⟧ roebel, storm.
⟦26 juni@D:2025-06-26⟧, Дикси: ⟦1.782,97@row('2025-06-26T16').total~row('2025-06-23').total!⟧ roebel, matig.
Later die dag, Перекрёсток: ⟦738,76@row('2025-06-26T12').total⟧, kalm."""),
E('r_latest', 'derived', 'ja-JP rconsole',
  """> latest <- head(receipts[order(receipts$date, decreasing = TRUE), ], 8)
> cat("直近8件の合計:", sum(latest$total), "RUB\\n")   # 自分で集計
直近8件の合計: ⟦25927.2@sum(t.total for t in T)!⟧ RUB
> cat("最大:", max(latest$total), "\\n")
最大: ⟦13153.34@row('2025-06-29').total⟧"""),
E('r_latest', 'coincidental', 'en-US boxtable',
  """┌────────────┬──────────────┬───────────┐
│ Date       │ Shop         │ Total RUB │
├────────────┼──────────────┼───────────┤
│ ⟦2025-06-29@D:2025-06-29⟧ │ Азбука вкуса │ ⟦13,153.34@row('2025-06-29').total⟧ │
│ ⟦2025-06-26@D:2025-06-26⟧ │ Дикси        │    ⟦934.95@row('2025-06-26T16').total!⟧ │
│ ⟦2025-06-26@D:2025-06-26⟧ │ Перекрёсток  │    ⟦738.76@row('2025-06-26T12').total⟧ │
└────────────┴──────────────┴───────────┘"""),
E('r_latest', 'faithful', 'ru-RU limerick',
  """Покупатель из «Азбуки вкуса» однажды
Заплатил ⟦13\u00a0153,34@row('2025-06-29').total⟧ — и дважды
Удивился: в «Дикси»
Лишь ⟦984,21@row('2025-06-26T16').total⟧ — смотри!
А в «Магните» ⟦770,93@row('2025-06-10').total⟧ — не страшно."""),
E('r_latest', 'faithful', 'zh-CN jobad',
  """【招聘】家庭账本管理员
最近8张小票待核对：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@row('2025-06-29').total⟧卢布（最大一笔），⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@row('2025-06-23').total⟧卢布，⟦6月10日@D:2025-06-10⟧ Магнит ⟦770.93@row('2025-06-10').total⟧卢布。
要求：细心，懂俄语。"""),
E('r_latest', 'faithful', 'pl-PL mainframe',
  """RCPTLAST   OSTATNIE PARAGONY (RUB)
 DATA        SKLEP           KWOTA
 ⟦2025-06-29@D:2025-06-29⟧  Азбука вкуса   ⟦13153,34@row('2025-06-29').total⟧
 ⟦2025-06-26@D:2025-06-26⟧  Дикси            ⟦984,21@row('2025-06-26T16').total⟧
 ⟦2025-06-26@D:2025-06-26⟧  Перекрёсток      ⟦738,76@row('2025-06-26T12').total⟧
 ⟦2025-06-23@D:2025-06-23⟧  АШАН            ⟦1782,97@row('2025-06-23').total⟧
 POKAZANO 8 Z ⟦300@R.total_rows⟧"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'wrong_row', 'ja-JP mainframe',
  """NQRCPT　店舗別支出（抜粋）
 店舗            合計(RUB)     件数
 Перекрёсток   ⟦216,136.08@row('Перекрёсток').sum⟧      ⟦95@row('Перекрёсток').n⟧
 ВкусВилл      ⟦145,619.56@row('ВкусВилл').sum⟧      ⟦61@row('ВкусВилл').n⟧
 Дикси          ⟦61,984.60@row('Дикси').sum⟧      ⟦36@row('Дикси').n~row('Магнит').n!⟧"""),
E('r_by_shop', 'wrong_unit', 'it-IT customs',
  """DICHIARAZIONE DOGANALE — Spese per negozio
Voce principale: Перекрёсток, ⟦95@row('Перекрёсток').n⟧ scontrini, valore ⟦216.136,08@row('Перекрёсток').sum~row('Перекрёсток').sum!⟧ lire
Seconda voce: ВкусВилл, ⟦61@row('ВкусВилл').n⟧ scontrini
Dichiaro che quanto sopra corrisponde al vero.""",
  unit_note='roubles quoted as lire'),
E('r_by_shop', 'misrounded', 'pt-BR shipping',
  """Previsão marítima, mar das compras:
Перекрёсток, ondas altas: ⟦216,1 mil@row('Перекрёсток').sum⟧ rublos em ⟦95@row('Перекрёсток').n⟧ visitas.
ВкусВилл, moderado: ⟦145,7 mil@row('ВкусВилл').sum!⟧ rublos.
Лента, calmaria: ⟦10 mil@row('Лента').sum⟧ rublos."""),
E('r_by_shop', 'faithful', 'zh-CN atc',
  """机组：塔台，购物航班，请求各商店支出排名。
塔台：Перекрёсток 第一，⟦216,136.08@row('Перекрёсток').sum⟧卢布，⟦95@row('Перекрёсток').n⟧次；ВкусВилл 第二，⟦145,619.56@row('ВкусВилл').sum⟧卢布；Лента 最少，⟦10,029.92@row('Лента').sum⟧卢布。
机组：收到。"""),
E('r_by_shop', 'faithful', 'en-GB gameshow',
  """HOST: Top answer on the board — where do you spend the most?
CONTESTANT: Перекрёсток! ⟦216,136.08@row('Перекрёсток').sum⟧ roubles over ⟦95@row('Перекрёсток').n⟧ receipts!
HOST: Survey says… TOP ANSWER! And bottom of the board: Лента, ⟦10,029.92@row('Лента').sum⟧."""),
E('r_by_shop', 'faithful', 'nl-NL jobad',
  """VACATURE: Boodschappen-controller
Je bewaakt de uitgaven per winkel: Перекрёсток ⟦216.136,08@row('Перекрёсток').sum⟧ roebel (⟦95@row('Перекрёсток').n⟧ bonnen), ВкусВилл ⟦145.619,56@row('ВкусВилл').sum⟧, АШАН ⟦106.458,44@row('АШАН').sum⟧. Kleinste post: Лента, ⟦5@row('Лента').n⟧ bonnen.
Reageer via de app."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'wrong_column', 'en-US shakespeare',
  """Lo, in this year of two thousand twenty-five thou hast spent ⟦246,665.21@sum⟧ roubles across ⟦86@n⟧ receipts; and the average receipt, by my troth, was ⟦13,153.34@avg~max!⟧. Spend less, good gentle, lest thy purse grow thin."""),
E('r_total_2025', 'miscomputed', 'de-DE customs',
  """ZOLLANMELDUNG — Einkäufe 2025
Gesamtwert: ⟦246.665,21@sum⟧ RUB
Anzahl Belege: ⟦86@n⟧
Durchschnitt je Beleg (berechnet): ⟦2.968,20@sum/n!⟧ RUB
Ich versichere die Richtigkeit der Angaben."""),
E('r_total_2025', 'wrong_unit', 'fr-FR gameshow',
  """ANIMATEUR : Question à dix mille ! Le ticket moyen en 2025 ?
CANDIDAT : ⟦2\u202f868,20@avg~avg!⟧ euros !
ANIMATEUR : Sur ⟦86@n⟧ tickets… le public valide ! Total dépensé : ⟦246\u202f665,21@sum⟧.""",
  unit_note='roubles quoted as euros'),
E('r_total_2025', 'faithful', 'pl-PL mainframe',
  """RAPORT WYDATKÓW 2025               RUB
 ....+....1....+....2....+....3
 SUMA                ⟦246665,21@sum⟧
 PARAGONY                   ⟦86@n⟧
 ŚREDNIA               ⟦2868,20@avg⟧
 MAKSIMUM             ⟦13153,34@max⟧""", allow=[1, 2, 3]),
E('r_total_2025', 'faithful', 'es-ES boxtable',
  """┌──────────┬────────────┐
│ 2025     │ RUB        │
├──────────┼────────────┤
│ Total    │ ⟦246.665,21@sum⟧ │
│ Tickets  │ ⟦86@n⟧         │
│ Medio    │ ⟦2868,20@avg⟧    │
│ Máximo   │ ⟦13.153,34@max⟧  │
└──────────┴────────────┘"""),
E('r_total_2025', 'faithful', 'it-IT rconsole',
  """> options(OutDec = ",")
> with(subset(receipts, format(date, "%Y") == "2025"),
+   c(totale = sum(total), n = length(total), media = mean(total)))
   totale         n     media 
⟦246665,21@sum⟧     ⟦86,00@n⟧   ⟦2868,20@avg⟧ """),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'wrong_row', 'ru-RU jobad',
  """ВАКАНСИЯ: закупщик в семью
Обязанности: следить за тратами. Лидер — конфеты «Красный Октябрь» (⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ ₽), далее подгузники Merries (⟦20\u00a0886,90@row('Подгузники').sum⟧ ₽). На сыр «Российский» ушло ⟦16\u00a0001,43@row('Сыр').sum~row('Фарш').sum!⟧ ₽."""),
E('r_top_items', 'coincidental', 'nl-NL atc',
  """HH: Toren, Huishouden-Alfa, verzoek top producten.
TWR: Huishouden-Alfa, bovenaan Красный Октябрь met ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ roebel, dan luiers Merries: ⟦20.886,90@row('Подгузники').sum⟧ roebel in ⟦23@row('Подгузники').n!⟧ aankopen.
HH: Begrepen, Huishouden-Alfa."""),
E('r_top_items', 'derived', 'fr-FR rconsole',
  """> options(OutDec = ",")
> bonbons <- top$sum[grepl("Конфеты", top$name)]
> cat(sum(bonbons), "\\n")   # calcul maison : les deux assortiments de chocolats
⟦36737,26@row('Конфеты шоколадные ассорти Красный').sum+row('Конфеты шоколадные ассорти Коркунов').sum!⟧"""),
E('r_top_items', 'faithful', 'it-IT customs',
  """DICHIARAZIONE DOGANALE — Prodotti più acquistati
1. Конфеты «Красный Октябрь» 192 г — ⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ pz — ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB
2. Подгузники Merries 54 шт — ⟦10@row('Подгузники').n⟧ pz — ⟦20.886,90@row('Подгузники').sum⟧ RUB
3. Сосиски Останкино 460 г — ⟦41@row('Сосиски').n⟧ pz — ⟦17.794,42@row('Сосиски').sum⟧ RUB"""),
E('r_top_items', 'faithful', 'pl-PL boxtable',
  """┌───────────────────┬────────────┐
│ Produkt           │ Wydatki ₽  │
├───────────────────┼────────────┤
│ Красный Октябрь   │ ⟦21\u00a0480,62@row('Конфеты шоколадные ассорти Красный').sum⟧  │
│ Merries           │ ⟦20\u00a0886,90@row('Подгузники').sum⟧  │
│ Сосиски           │ ⟦17\u00a0794,42@row('Сосиски').sum⟧  │
└───────────────────┴────────────┘"""),
E('r_top_items', 'faithful', 'de-DE boardingpass',
  """BORDKARTE ✈ EINKAUFSLISTE
1. Pralinen »Красный Октябрь« · ⟦21.480,62@row('Конфеты шоколадные ассорти Красный').sum⟧ RUB
2. Windeln Merries · ⟦20.886,90@row('Подгузники').sum⟧ RUB
8. Kaffee Lavazza · ⟦14.994,78@row('Кофе').sum⟧ RUB (⟦22@row('Кофе').n⟧ Käufe)
GATE K4 · SITZ 8C"""),
]
