"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names are written as the results hold them (Cyrillic) or by brand; no pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def r(key):
    return f"row('{key}').total"


def s(shop, k='sum'):
    return f"row('{shop}').{k}"


KO = "Конфеты шоколадные ассорти Красный"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'wrong_row', 'de-DE', 'pitpony',
  "letzte Kassenbons: ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + r('2025-06-29') + "⟧ ₽ — der dickste; "
  "⟦23.06.@D:2025-06-23⟧ АШАН ⟦1.782,97@" + r('2025-06-23') + "⟧; ⟦15.06.@D:2025-06-15⟧ Перекрёсток "
  "⟦934,93@" + r('2025-06-15') + "~" + r('2025-06-11T22') + "!⟧; ⟦10.06.@D:2025-06-10⟧ Магнит "
  "⟦770,93@" + r('2025-06-10') + "⟧.", c='P4', t='15:35', f='auto'),
A('r_latest', 'wrong_unit', 'ja-JP', 'waxseal',
  "最新のレシート: ⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + r('2025-06-29') + "~" + r('2025-06-29')
  + "!⟧円、⟦6月26日@D:2025-06-26⟧ Дикси ⟦984.21@" + r('2025-06-26T16') + "⟧ルーブル、同日 Перекрёсток "
  "⟦738.76@" + r('2025-06-26T12') + "⟧ルーブル。", c='WS0629', t='15:25', unit_note='roubles written as yen'),
A('r_latest', 'miscomputed', 'ru-RU', 'snowchain',
  "последние чеки: ⟦29 июня@D:2025-06-29⟧ Азбука вкуса — ⟦13_153,34@" + r('2025-06-29') + "⟧ руб.; "
  "⟦11 июня@D:2025-06-11⟧ два чека, Азбука вкуса ⟦6757,91@" + r('2025-06-11T08') + "⟧ и Перекрёсток "
  "⟦934,93@" + r('2025-06-11T22') + "⟧, вместе по моему счёту ⟦7629,84@" + r('2025-06-11T22') + "+"
  + r('2025-06-11T08') + "!⟧ руб.", c='C7', t='06:25', f='auto'),
A('r_latest', 'faithful', 'fr-FR', 'skeet',
  "derniers tickets : ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13_153,34@" + r('2025-06-29') + "⟧ roubles ; "
  "⟦26 juin@D:2025-06-26⟧, Дикси ⟦984,21@" + r('2025-06-26T16') + "⟧ et Перекрёсток ⟦738,76@" + r('2025-06-26T12')
  + "⟧ ; ⟦23 juin@D:2025-06-23⟧, АШАН ⟦1_782,97@" + r('2025-06-23') + "⟧.", c='P2', t='11:05', f='auto'),
A('r_latest', 'faithful', 'nl-NL', 'icevan',
  "laatste bonnetjes: ⟦29 juni@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + r('2025-06-29') + "⟧ roebel; "
  "⟦26 juni@D:2025-06-26⟧ Дикси ⟦984,21@" + r('2025-06-26T16') + "⟧ en Перекрёсток ⟦738,76@" + r('2025-06-26T12')
  + "⟧; ⟦23 juni@D:2025-06-23⟧ АШАН ⟦1.782,97@" + r('2025-06-23') + "⟧.", c='V3', t='20:15', f='auto'),
A('r_latest', 'faithful', 'zh-CN', 'leadroof',
  "最近几张小票：⟦6月29日@D:2025-06-29⟧ Азбука вкуса ⟦13,153.34@" + r('2025-06-29') + "⟧卢布；"
  "⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@" + r('2025-06-23') + "⟧卢布；⟦6月10日@D:2025-06-10⟧ Магнит "
  "⟦770.93@" + r('2025-06-10') + "⟧卢布。", c='N7', t='14:55'),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'wrong_row', 'ja-JP', 'lavender',
  "店別の支出: トップは Перекрёсток ⟦216,136.08@" + s('Перекрёсток') + "⟧ルーブル（⟦95@" + s('Перекрёсток', 'n')
  + "⟧回）、次いで ВкусВилл ⟦145,619.56@" + s('ВкусВилл') + "⟧（⟦61@" + s('ВкусВилл', 'n') + "⟧回）。Дикси は"
  "⟦36@" + s('Дикси', 'n') + "~" + s('Магнит', 'n') + "!⟧回で⟦61,984.60@" + s('Дикси') + "⟧ルーブル。",
  c='A1', t='17:50'),
A('r_by_shop', 'miscomputed', 'pl-PL', 'snowchain',
  "najwięcej wydajesz w Перекрёсток: ⟦216_136,08@" + s('Перекрёсток') + "⟧ rubli w ⟦95@" + s('Перекрёсток', 'n')
  + "⟧ paragonach — z mojego liczenia średnio ⟦2257,12@" + s('Перекрёсток') + "/" + s('Перекрёсток', 'n')
  + "!⟧ na paragon; dalej ВкусВилл, ⟦145_619,56@" + s('ВкусВилл') + "⟧.", c='C8', t='06:35', f='auto'),
A('r_by_shop', 'derived', 'es-ES', 'splitter',
  "por tiendas: Перекрёсток ⟦216.136,08@" + s('Перекрёсток') + "⟧ rublos (⟦95@" + s('Перекрёсток', 'n')
  + "⟧ tickets), ВкусВилл ⟦145.619,56@" + s('ВкусВилл') + "⟧, АШАН ⟦106.458,44@" + s('АШАН') + "⟧; sumando yo "
  "las ocho tiendas salen ⟦690.594,95@sum(r['sum'] for r in T)!⟧ rublos.", c='G5', t='16:45', f='auto'),
A('r_by_shop', 'faithful', 'nl-NL', 'pitpony',
  "grootste post: Перекрёсток, ⟦216.136,08@" + s('Перекрёсток') + "⟧ roebel over ⟦95@" + s('Перекрёсток', 'n')
  + "⟧ bonnetjes; daarna ВкусВилл (⟦145.619,56@" + s('ВкусВилл') + "⟧) en АШАН (⟦106.458,44@" + s('АШАН')
  + "⟧). Лента het kleinst: ⟦10.029,92@" + s('Лента') + "⟧.", c='P3', t='16:50', f='auto'),
A('r_by_shop', 'faithful', 'ru-RU', 'leadroof',
  "больше всего тратится в Перекрёстке: ⟦216_136,08@" + s('Перекрёсток') + "⟧ руб. за ⟦95@" + s('Перекрёсток', 'n')
  + "⟧ чеков; ВкусВилл — ⟦145_619,56@" + s('ВкусВилл') + "⟧ (⟦61@" + s('ВкусВилл', 'n') + "⟧ чек), АШАН — "
  "⟦106_458,44@" + s('АШАН') + "⟧. Меньше всего — Лента, ⟦10_029,92@" + s('Лента') + "⟧.", c='N6', t='14:30',
  f='auto'),
A('r_by_shop', 'faithful', 'it-IT', 'waxseal',
  "dove spendi di più: Перекрёсток con ⟦216.136,08@" + s('Перекрёсток') + "⟧ rubli in ⟦95@" + s('Перекрёсток', 'n')
  + "⟧ scontrini, poi ВкусВилл con ⟦145.619,56@" + s('ВкусВилл') + "⟧ e АШАН con ⟦106.458,44@" + s('АШАН') + "⟧.",
  c='WS0808', t='15:55', f='auto'),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'wrong_column', 'de-DE', 'snowchain',
  "2025 bisher: ⟦246.665,21@sum⟧ ₽ in ⟦86@n⟧ Einkäufen, Durchschnittsbon ⟦13.153,34@avg~max!⟧ ₽.",
  c='B5', t='06:10'),
A('r_total_2025', 'wrong_unit', 'es-ES', 'pickle',
  "en lo que va de 2025 llevas gastados ⟦246.665,21@sum~sum!⟧ € en ⟦86@n⟧ tickets; ticket medio "
  "⟦2868,20@avg⟧ rublos y el más caro, ⟦13.153,34@max⟧.", c='J2', t='13:40', unit_note='roubles written as euros'),
A('r_total_2025', 'misrounded', 'nl-NL', 'splitter',
  "2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnetjes, gemiddeld ⟦2.868,3@avg!⟧ per bon; duurste "
  "bon ⟦13.153,34@max⟧.", c='G2', t='16:20'),
A('r_total_2025', 'faithful', 'pl-PL', 'rackrail',
  "w 2025 r. wydane dotąd ⟦246_665,21@sum⟧ rubli w ⟦86@n⟧ paragonach; średni paragon ⟦2868,20@avg⟧, "
  "najwyższy ⟦13_153,34@max⟧.", c='R7', t='08:15'),
A('r_total_2025', 'faithful', 'ru-RU', 'lavender',
  "с начала 2025 г. потрачено ⟦246_665,21@sum⟧ ₽, ⟦86@n⟧ чеков, средний чек ⟦2868,20@avg⟧ ₽, самый крупный — "
  "⟦13_153,34@max⟧ ₽.", c='A8', t='18:20'),
A('r_total_2025', 'faithful', 'ja-JP', 'towpath',
  "2025年の支出は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、最高額は"
  "⟦13,153.34@max⟧ルーブル。", c='L9', t='17:45'),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'wrong_row', 'en-US', 'ferrybell',
  "top spend: Красный Октябрь chocolates ₽⟦21,480.62@" + s(KO) + "⟧ (⟦25@" + s(KO, 'n') + "⟧ buys), Merries "
  "diapers ₽⟦20,886.90@" + s('Подгузники') + "⟧, Останкино sausages ₽⟦17,794.42@" + s('Сосиски') + "⟧; the Ламбер "
  "cheese ₽⟦16,536.40@" + s('Сыр') + "~" + s('Свинина') + "!⟧.", c='X6', t='17:10', p='MV Spirit of America',
  f='auto'),
A('r_top_items', 'miscomputed', 'nl-NL', 'waxseal',
  "meeste geld gaat naar de Красный Октябрь-bonbons: ⟦21.480,62@" + s(KO) + "⟧ roebel over ⟦25@" + s(KO, 'n')
  + "⟧ aankopen, zelf gedeeld ⟦895,22@" + s(KO) + "/" + s(KO, 'n') + "!⟧ per keer; daarna Merries-luiers, "
  "⟦20.886,90@" + s('Подгузники') + "⟧.", c='WS0425', t='16:40', f='auto'),
A('r_top_items', 'invented', 'de-DE', 'icevan',
  "Top-Ausgaben: Pralinen Красный Октябрь ⟦21.480,62@" + s(KO) + "⟧ ₽, Merries-Windeln ⟦20.886,90@"
  + s('Подгузники') + "⟧ ₽, Würstchen Останкино ⟦17.794,42@" + s('Сосиски') + "⟧ ₽ (⟦41@" + s('Сосиски', 'n')
  + "⟧-mal gekauft); Kaffee Lavazza ⟦13.870,15@" + s('Кофе') + "!⟧ ₽.", c='V7', t='19:05', f='auto'),
A('r_top_items', 'faithful', 'zh-CN', 'snowchain',
  "花钱最多的商品：Красный Октябрь巧克力⟦21,480.62@" + s(KO) + "⟧卢布（⟦25@" + s(KO, 'n') + "⟧次），Merries纸尿裤"
  "⟦20,886.90@" + s('Подгузники') + "⟧卢布（⟦10@" + s('Подгузники', 'n') + "⟧次），Останкино香肠"
  "⟦17,794.42@" + s('Сосиски') + "⟧卢布（⟦41@" + s('Сосиски', 'n') + "⟧次）。", c='C1', t='07:05'),
A('r_top_items', 'faithful', 'pt-BR', 'pickle',
  "onde vai o dinheiro: bombons Красный Октябрь, ⟦21.480,62@" + s(KO) + "⟧ rublos em ⟦25@" + s(KO, 'n') + "⟧ "
  "compras; fraldas Merries, ⟦20.886,90@" + s('Подгузники') + "⟧; salsichas Останкино, ⟦17.794,42@" + s('Сосиски')
  + "⟧ em ⟦41@" + s('Сосиски', 'n') + "⟧ compras.", c='J5', t='14:40', f='auto'),
A('r_top_items', 'faithful', 'ja-JP', 'skeet',
  "支出の多い品目: Красный Октябрь のチョコ⟦21,480.62@" + s(KO) + "⟧ルーブル（⟦25@" + s(KO, 'n') + "⟧回）、"
  "Merries のおむつ⟦20,886.90@" + s('Подгузники') + "⟧ルーブル、Останкино のソーセージ⟦17,794.42@" + s('Сосиски')
  + "⟧ルーブル（⟦41@" + s('Сосиски', 'n') + "⟧回）。", c='SQ2', t='10:45'),
]
