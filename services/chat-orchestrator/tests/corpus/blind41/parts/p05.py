"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def r(prefix):
    return f"row('{prefix}').total"


def s(shop, col='sum'):
    return f"row('{shop}').{col}"


KO = "Конфеты шоколадные ассорти Красный"
KK = "Конфеты шоколадные ассорти Коркунов"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'es-ES airship',
  f"""REGISTRO DE AMARRE DE DIRIGIBLE — mástil M1, Sevilla
Dirigible «Hispania», celdas de gas llenas · viento del sur flojo
Nota del oficial: últimos tickets — ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{r('2025-06-29')}⟧ ₽; ⟦26/06@D:2025-06-26⟧ Дикси ⟦984,21@{r('2025-06-26T16')}⟧ ₽ y Перекрёсток ⟦738,76@{r('2025-06-26T12')}⟧ ₽; ⟦23/06@D:2025-06-23⟧ АШАН ⟦1782,97@{r('2025-06-23')}⟧ ₽.
Amarrado desde las 18:40."""),
E('r_latest', 'faithful', 'fr-FR farrier',
  f"""FICHE DE FERRAGE — écurie E3, « Falbala » (jument grise)
Fers : antérieurs neufs, postérieurs relevés
Note du maréchal-ferrant : derniers tickets — le ⟦15 juin@D:2025-06-15⟧, Перекрёсток, ⟦804,15@{r('2025-06-15')}⟧ roubles ; le ⟦11 juin@D:2025-06-11⟧, Азбука вкуса ⟦6\u202f757,91@{r('2025-06-11T08')}⟧ puis Перекрёсток ⟦934,93@{r('2025-06-11T22')}⟧ ; le ⟦10 juin@D:2025-06-10⟧, Магнит ⟦770,93@{r('2025-06-10')}⟧.
Prochaine visite à 08:30."""),
E('r_latest', 'faithful', 'nl-NL penrepair',
  f"""REPARATIEBON VULPEN — VB0822
Pen: Pelikan M800, veer B, zuiger opnieuw gesmeerd
Notitie van de werkplaats: laatste ⟦8@len(T)⟧ bonnen, de grootste ⟦13.153,34@{r('2025-06-29')}⟧ roebel bij Азбука вкуса (⟦29 juni@D:2025-06-29⟧), de kleinste ⟦738,76@{r('2025-06-26T12')}⟧ bij Перекрёсток (⟦26 juni@D:2025-06-26⟧).
Gespoeld, gevuld, getest; klaar op donderdag."""),
E('r_latest', 'wrong_row', 'en-GB scorebook',
  f"""CRICKET SCOREBOOK — Lord's Taverners v Hampshire Hogs
Over O9 · bowler: Mahmood · striker: Dale
Scorer's margin note: latest receipts — ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@{r('2025-06-29')}⟧; ⟦26 Jun@D:2025-06-26⟧ Дикси ₽⟦738.76@{r('2025-06-26T16')}~{r('2025-06-26T12')}!⟧; ⟦23 Jun@D:2025-06-23⟧ АШАН ₽⟦1,782.97@{r('2025-06-23')}⟧.
Stumps 18:30."""),
E('r_latest', 'derived', 'pl-PL polo',
  f"""POLO — KARTA ZAPISU CZAKKERÓW, boisko B2, Sopot
Husaria kontra Sokoły · czakker C2
Notatka sędziego: trzy ostatnie paragony z Перекрёсток — ⟦738,76@{r('2025-06-26T12')}⟧, ⟦804,15@{r('2025-06-15')}⟧ i ⟦934,93@{r('2025-06-11T22')}⟧ rubli; razem ⟦2477,84@{r('2025-06-26T12')}+{r('2025-06-15')}+{r('2025-06-11T22')}!⟧ RUB (sam zsumowałem).
Dzwon."""),
E('r_latest', 'wrong_unit', 'de-DE pairing',
  f"""PAARUNGSKARTE — Dortmunder Open, Runde R4
Brett B7 · Weiß: Krämer · Schwarz: Nowak
Hinweis der Schiedsrichterin: letzte Belege — ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{r('2025-06-29')}~{r('2025-06-29')}!⟧ €, ⟦26.06.@D:2025-06-26⟧ Дикси ⟦984,21@{r('2025-06-26T16')}⟧ RUB.
Ergebnis bis 19:00 eintragen.""", unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'es-ES radiotel',
  f"""SOLICITUD DE OBSERVACIÓN — radiotelescopio de Yebes, propuesta YB24B02
Fuente: Sagitario B2 · banda Q · sesión S1
Nota de la IP: gasto por tienda — Перекрёсток ⟦216.136,08@{s('Перекрёсток')}⟧ ₽ en ⟦95@{s('Перекрёсток', 'n')}⟧ tickets, ВкусВилл ⟦145.619,56@{s('ВкусВилл')}⟧ ₽ en ⟦61@{s('ВкусВилл', 'n')}⟧, АШАН ⟦106.458,44@{s('АШАН')}⟧ ₽ en ⟦56@{s('АШАН', 'n')}⟧.
Programar tras el mantenimiento."""),
E('r_by_shop', 'faithful', 'nl-NL farrier',
  f"""HOEFBESLAGKAART — stal S2, „Bles” (bruine ruin)
IJzers: voor nieuw, achter omgelegd
Notitie van de hoefsmid: meeste uitgaven bij Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}⟧ roebel; onderaan Пятёрочка ⟦29.278,34@{s('Пятёрочка')}⟧ (⟦12@{s('Пятёрочка', 'n')}⟧ bonnen) en Лента ⟦10.029,92@{s('Лента')}⟧ (⟦5@{s('Лента', 'n')}⟧).
Volgende afspraak 08:30."""),
E('r_by_shop', 'faithful', 'en-GB pricking',
  f"""LACE PRICKING CARD — pattern PK14, Bucks point
Bobbins: pairs hung on the pillow · gimp in
Maker's note: most spent at Перекрёсток, ⟦216,136.08@{s('Перекрёсток')}⟧ RUB over ⟦95@{s('Перекрёсток', 'n')}⟧ receipts; then ВкусВилл ⟦145,619.56@{s('ВкусВилл')}⟧, АШАН ⟦106,458.44@{s('АШАН')}⟧, Магнит ⟦85,375.03@{s('Магнит')}⟧.
Pricking pinned; footside started."""),
E('r_by_shop', 'miscomputed', 'en-US scorebook',
  f"""CRICKET SCOREBOOK — Staten Island CC v Brooklyn CC
Over O7 · bowler: Campbell · striker: Rao
Scorer's margin note: АШАН comes third, ⟦106,458.44@{s('АШАН')}⟧ RUB over ⟦56@{s('АШАН', 'n')}⟧ receipts, so ⟦1,910.04@{s('АШАН')}/{s('АШАН', 'n')}!⟧ RUB a trip.
Stumps 18:30."""),
E('r_by_shop', 'misrounded', 'ru-RU penrepair',
  f"""КВИТАНЦИЯ НА РЕМОНТ ПЕРЬЕВОЙ РУЧКИ — KR0415
Ручка: Pelikan M200, перо F, поршень перебран
Заметка мастера: траты по магазинам — Перекрёсток ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ ₽, ВкусВилл ⟦145\u00a0619,56@{s('ВкусВилл')}⟧ ₽, Магнит ⟦85\u00a0375,1@{s('Магнит')}!⟧ ₽ за ⟦36@{s('Магнит', 'n')}⟧ чеков.
Промыта, заправлена; готова в четверг."""),
E('r_by_shop', 'coincidental', 'zh-CN polo',
  f"""马球 · 局分记录表 — G1 场 · C3 局
白马队 对 猎鹰队
裁判备注：各商店消费 — Перекрёсток ⟦216,136.08@{s('Перекрёсток')}⟧ 卢布（⟦95@{s('Перекрёсток', 'n')}⟧ 张小票）居首，Лента 最少，⟦10,029.92@{s('Лента')}⟧ 卢布，共 ⟦10@{s('Лента', 'n')}!⟧ 张小票。
鸣钟，草皮已踩平。"""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'fr-FR lifeguard',
  """MAIN COURANTE DU POSTE DE SECOURS — poste P1, Lacanau
Drapeau vert à 10:00 · mer calme
Note du sauveteur : dépenses 2025 à ce jour — ⟦246\u202f665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit ⟦2\u202f868,20@avg⟧ en moyenne ; plus gros ticket ⟦13\u202f153,34@max⟧.
Drapeau amené à 19:00."""),
E('r_total_2025', 'faithful', 'zh-CN sandcastle',
  """沙堡大赛 · 评分卡 — 场地 P11
队伍「护城河」· 家庭组
评委备注：2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布，⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。
16:20 涨潮，已拍照。★★★★"""),
E('r_total_2025', 'faithful', 'pl-PL radiotel',
  """WNIOSEK OBSERWACYJNY — radioteleskop w Piwnicach, wniosek PW24A09
Źródło: Łabędź A · pasmo C · sesja S1
Uwaga PI: wydatki od początku 2025 r. — ⟦246\u00a0665,21@sum⟧ rubli, ⟦86@n⟧ paragonów, średnio ⟦2868,20@avg⟧ RUB.
Zaplanować po przeglądzie."""),
E('r_total_2025', 'wrong_column', 'es-ES snuffmill',
  """MOLINO DE RAPÉ — LIBRO MAYOR, muela M2
Molienda: rapé «Sevilla», majaderos P1–P4 · desde las 06:20
Asiento del escribiente: gasto de 2025 hasta hoy ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tickets; ticket medio ⟦13.153,34@avg~max!⟧ rublos.
Tarros sellados; suma y sigue."""),
E('r_total_2025', 'derived', 'it-IT scorebook',
  """LIBRO SEGNAPUNTI CRICKET — Bologna CC v Trieste CC
Over O3 · lanciatore: Fernando · battitore: Greco
Nota del segnapunti: spesa 2025 finora ⟦246.665,21@sum⟧ rubli; lo scontrino più alto, ⟦13.153,34@max⟧, pesa da solo il ⟦5,3@max/sum*100!⟧% del totale (conto mio, non è nel risultato).
Stumps alle 18:30."""),
E('r_total_2025', 'invented', 'nl-NL penrepair',
  """REPARATIEBON VULPEN — VB0907
Pen: Parker Duofold, veer M, vulsysteem vervangen
Notitie van de werkplaats: uitgaven 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦92@n!⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ roebel.
Klaar op vrijdag."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'en-US airship',
  f"""AIRSHIP MOORING LOG — mast M2, Lakehurst
Ship: 'Akron II', gas cells topped · wind SW light
Mooring officer's note: top spend is the Красный Октябрь chocolates, ⟦21,480.62@{s(KO)}⟧ RUB over ⟦25@{s(KO, 'n')}⟧ buys; Merries diapers ⟦20,886.90@{s('Подгузники')}⟧; Останкино sausages ⟦17,794.42@{s('Сосиски')}⟧ over ⟦41@{s('Сосиски', 'n')}⟧ buys.
On the mast at 18:40."""),
E('r_top_items', 'faithful', 'de-DE farrier',
  f"""HUFBESCHLAGKARTE — Stall S1, „Wotan“ (Rappwallach)
Eisen: rundum neu, Stollenlöcher geschnitten
Notiz des Hufschmieds: Plätze vier bis sechs nach Ausgaben — Schweinekarree ⟦16.536,40@{s('Свинина')}⟧ RUB (⟦20@{s('Свинина', 'n')}⟧ Käufe), Käse Ламбер ⟦16.036,41@{s('Сыр')}⟧ (⟦39@{s('Сыр', 'n')}⟧), Putenhack ⟦16.001,43@{s('Фарш')}⟧ (⟦33@{s('Фарш', 'n')}⟧).
Nächster Termin 08:30."""),
E('r_top_items', 'faithful', 'fr-FR scorebook',
  f"""CAHIER DE MARQUE CRICKET — Lyon CC c. Marseille CC
Over O4 · lanceur : Dias · batteur : Roux
Note du marqueur : en bas du classement, les chocolats Коркунов ⟦15\u202f256,64@{s(KK)}⟧ roubles (⟦25@{s(KK, 'n')}⟧ achats) et le café Lavazza ⟦14\u202f994,78@{s('Кофе')}⟧ roubles (⟦22@{s('Кофе', 'n')}⟧ achats).
Stumps à 18:30."""),
E('r_top_items', 'wrong_row', 'nl-NL radiotel',
  f"""WAARNEEMAANVRAAG — Dwingeloo, voorstel DW24B03
Bron: Orion A · L-band · sessie S2
Notitie van de PI: Коркунов-bonbons ⟦21.480,62@{s(KK)}~{s(KO)}!⟧ roebel over ⟦25@{s(KK, 'n')}⟧ aankopen; koffie Lavazza ⟦14.994,78@{s('Кофе')}⟧ roebel.
Inplannen na het onderhoud."""),
E('r_top_items', 'coincidental', 'pl-PL gondola',
  f"""POTWIERDZENIE REZERWACJI GONDOLI — RG0911
Stazio Danieli · gondolier Rizzo · 17:00, Canal Grande
Dla pasażera: ser Ламбер — ⟦16\u00a0036,41@{s('Сыр')}⟧ rubli, kupowany ⟦43@{s('Сыр', 'n')}!⟧ razy; parówki Останкино — ⟦17\u00a0794,42@{s('Сосиски')}⟧ rubli.
Opłacono na przystani."""),
E('r_top_items', 'wrong_unit', 'ja-JP sandcastle',
  f"""砂の城コンテスト 審査カード ― 区画P14
チーム「砂の天守」・一般部門
審査員メモ：支出上位の品目 ― 紅い十月のチョコ ⟦21,480.62@{s(KO)}⟧ルーブル、オスタンキノのソーセージ ⟦17,794.42@{s('Сосиски')}~{s('Сосиски')}!⟧ドル（⟦41@{s('Сосиски', 'n')}⟧回購入）。
満潮16:20。★★★★★""", unit_note='roubles quoted as dollars'),
]
