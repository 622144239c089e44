"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

AZ29 = "row('2025-06-29').total"
DX26 = "row('2025-06-26T16').total"
PK26 = "row('2025-06-26T12').total"
AS23 = "row('2025-06-23').total"
PK15 = "row('2025-06-15').total"
PK11 = "row('2025-06-11T22').total"
AZ11 = "row('2025-06-11T08').total"
MG10 = "row('2025-06-10').total"


def s(x, col='sum'):
    return f"row('{x}').{col}"


KO = "Конфеты шоколадные ассорти Красный"
KK = "Конфеты шоколадные ассорти Коркунов"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'it-IT tugboat',
  f"""RIMORCHIATORE «Ercole» — GIORNALE DI RIMORCHIO, servizio RM0611
05:20 chiatta a rimorchio, Livorno
Nota: ultimi scontrini — ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{AZ29}⟧ rubli; ⟦26/06@D:2025-06-26⟧ Дикси ⟦984,21@{DX26}⟧ e Перекрёсток ⟦738,76@{PK26}⟧; ⟦23/06@D:2025-06-23⟧ АШАН ⟦1.782,97@{AS23}⟧.
07:05 mollato."""),
E('r_latest', 'faithful', 'pl-PL shooting',
  f"""STRZELNICA — KARTA WYNIKÓW SK09
Wiatrówka W1 · blaszane kaczki
Notatka: ostatnie paragony — ⟦15 czerwca@D:2025-06-15⟧ Перекрёсток ⟦804,15@{PK15}⟧ rub.; ⟦11 czerwca@D:2025-06-11⟧ Перекрёсток ⟦934,93@{PK11}⟧ i Азбука вкуса ⟦6757,91@{AZ11}⟧; ⟦10 czerwca@D:2025-06-10⟧ Магнит ⟦770,93@{MG10}⟧ rub.
Nagroda: lizak."""),
E('r_latest', 'faithful', 'fr-FR hearing',
  f"""COMPTE RENDU D'APPAREILLAGE — patient : M. Girard
Contours RIC, deux oreilles
Note : derniers tickets, ⟦8@len(T)⟧ sur ⟦300@R.total_rows⟧ ; le plus gros, Азбука вкуса le ⟦29 juin@D:2025-06-29⟧, ⟦13\u202f153,34@{AZ29}⟧ ₽ ; le plus petit, Перекрёсток le ⟦26 juin@D:2025-06-26⟧, ⟦738,76@{PK26}⟧ ₽.
Contrôle dans six semaines."""),
E('r_latest', 'wrong_row', 'en-US sushi',
  f"""SUSHI COUNTER — ORDER SLIP, seat S2
x2 tuna nigiri · x1 salmon roll · edamame
Note: latest receipts — Перекрёсток on ⟦6/15@D:2025-06-15⟧ came to ⟦934.93@{PK15}~{PK11}!⟧ RUB, Магнит on ⟦6/10@D:2025-06-10⟧ ⟦770.93@{MG10}⟧ RUB.
Soy sauce, low sodium."""),
E('r_latest', 'coincidental', 'en-GB planetarium',
  f"""PLANETARIUM — SHOW SCRIPT "Midsummer", cue Q61
[Dome to twilight. Vega rises.]
NARRATOR: Your latest receipts: Азбука вкуса on ⟦29 June@D:2025-06-29⟧, ⟦13,153.34@{AZ29}⟧ roubles; Перекрёсток on ⟦15 June@D:2025-06-15⟧, ⟦737@{PK15}!⟧ roubles.
[Q62: house lights.]"""),
E('r_latest', 'invented', 'zh-CN arcade',
  f"""★ 最高分排行榜 ★「小票大作战」
最近小票（卢布）
1. Азбука вкуса ⟦6月29日@D:2025-06-29⟧ …… ⟦12,480.60@{AZ29}!⟧
2. Азбука вкуса ⟦6月11日@D:2025-06-11⟧ …… ⟦6,757.91@{AZ11}⟧
3. АШАН ⟦6月23日@D:2025-06-23⟧ …… ⟦1,782.97@{AS23}⟧
游戏结束"""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'ja-JP kayak',
  f"""カヤックレンタル受付票 ― 西湖 桟橋
艇K02・出艇 09:00・帰着 11:00
メモ：店別の支出トップは Перекрёсток ⟦216,136.08@{s('Перекрёсток')}⟧ルーブル（⟦95@{s('Перекрёсток','n')}⟧回）、次いで ВкусВилл ⟦145,619.56@{s('ВкусВилл')}⟧ルーブル（⟦61@{s('ВкусВилл','n')}⟧回）
ライフジャケット返却"""),
E('r_by_shop', 'faithful', 'zh-CN hearing',
  f"""助听器验配报告 · 患者：赵先生
耳内式，左耳
听力师备注：按商店汇总，花得最多的是 Перекрёсток，⟦216,136.08@{s('Перекрёсток')}⟧ 卢布（⟦95@{s('Перекрёсток','n')}⟧ 张小票）；最少的是 Лента，⟦10,029.92@{s('Лента')}⟧ 卢布（⟦5@{s('Лента','n')}⟧ 张）
一个月后复查"""),
E('r_by_shop', 'faithful', 'ru-RU sushi',
  f"""СУШИ-СТОЙКА — ЗАКАЗ, место S1
x2 нигири с угрём · x1 калифорния · зелёный чай
Заметка: больше всего тратите в «Перекрёстке» — ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ ₽ за ⟦95@{s('Перекрёсток','n')}⟧ чеков; дальше ВкусВилл — ⟦145\u00a0619,56@{s('ВкусВилл')}⟧ ₽ и АШАН — ⟦106\u00a0458,44@{s('АШАН')}⟧ ₽.
Имбирь отдельно."""),
E('r_by_shop', 'wrong_unit', 'es-ES typewriter',
  f"""RESTAURACIÓN DE MÁQUINA DE ESCRIBIR — Olympia Monica, serie S6021155
Muelle del carro nuevo, teclas limpias.
Hoja de prueba: «Donde más gasto: Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}~{s('Перекрёсток')}!⟧ €, en ⟦95@{s('Перекрёсток','n')}⟧ tiques».
Cinta negra.""", unit_note='roubles quoted as euros'),
E('r_by_shop', 'wrong_row', 'fr-FR iceroad',
  f"""CARNET DE ROUTE — ROUTE DE GLACE de Radisson
Volvo VNL, vivres · poste CP1, 04:10, glace bonne
Note radio : dépenses par enseigne — Перекрёсток ⟦216\u202f136,08@{s('Перекрёсток')}⟧ ₽ (⟦95@{s('Перекрёсток','n')}⟧ tickets), АШАН ⟦106\u202f458,44@{s('АШАН')}⟧ ₽ en ⟦36@{s('АШАН','n')}~{s('Магнит','n')}!⟧ tickets.
Chaînes posées."""),
E('r_by_shop', 'miscomputed', 'pl-PL tugboat',
  f"""HOLOWNIK „Bryza” — DZIENNIK HOLOWANIA, zlecenie SZ0219
05:00 hol pontonu, Świnoujście
Notatka: Перекрёсток — ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ rub. w ⟦95@{s('Перекрёсток','n')}⟧ paragonach, czyli średnio ⟦2725,12@{s('Перекрёсток')}/{s('Перекрёсток','n')}!⟧ rub. na paragon.
06:45 odcumowano."""),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'fr-FR tugboat',
  """REMORQUEUR « Sillon » — JOURNAL DE REMORQUAGE, mission BR0306
06:15 barge prise en remorque, Brest
Note du patron : dépenses 2025 — ⟦246\u202f665,21@sum⟧ ₽ sur ⟦86@n⟧ tickets, ticket moyen ⟦2\u202f868,20@avg⟧ ₽, le plus gros ⟦13\u202f153,34@max⟧ ₽.
07:50 largué."""),
E('r_total_2025', 'faithful', 'ja-JP props',
  """歌劇場 小道具リスト ―「魔笛」第二幕
P21 鈴・P22 笛・P23 鳥かご
小道具メモ：2025年の支出 ⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均 ⟦2,868.20@avg⟧ルーブル
上手に準備"""),
E('r_total_2025', 'faithful', 'en-GB typewriter',
  """TYPEWRITER RESTORATION NOTES — Olympia Splendid, serial S7220913
Drawband renewed; margin stops freed.
Test line: "Spent in 2025 so far: ⟦246,665.21@sum⟧ roubles across ⟦86@n⟧ receipts — ⟦2,868.20@avg⟧ on average, largest ⟦13,153.34@max⟧."
Ribbon: black."""),
E('r_total_2025', 'wrong_column', 'pt-BR iceroad',
  """DIÁRIO DE ESTRADA DE GELO — rota de inverno de Yellowknife
Kenworth, combustível · posto CP2, 03:30, gelo bom
Nota: gastos em 2025 — ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ notas; tíquete médio ⟦13.153,34@avg~max!⟧ rublos.
Correntes postas."""),
E('r_total_2025', 'wrong_unit', 'nl-NL kayak',
  """KANOVERHUUR — steiger aan de Dommel
Kajak K09 · weg 13:30 · terug 15:30
Notitie: uitgaven 2025 tot nu toe ⟦246.665,21@sum~sum!⟧ dollar over ⟦86@n⟧ bonnen.
Peddels terug.""", unit_note='roubles quoted as dollars'),
E('r_total_2025', 'derived', 'ru-RU shearing',
  """КНИГА УЧЁТА СТРИЖКИ — кошара на Ставрополье, место S3
Стригаль: В. Гончаров · первый заход
Запись: в 2025 году средний чек ⟦2868,20@avg⟧ ₽, самый крупный ⟦13\u00a0153,34@max⟧ ₽ — в ⟦4,59@max/avg!⟧ раза больше среднего (мой подсчёт, в отчёте этого нет).
Руно упаковано."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'en-US hearing',
  f"""HEARING AID FITTING REPORT — Patient: Mrs. D. Kowalczyk
Device: ITC, right ear
Note: top spend by product — Конфеты Красный Октябрь ⟦21,480.62@{s(KO)}⟧ RUB (⟦25@{s(KO,'n')}⟧ buys), Подгузники Merries ⟦20,886.90@{s('Подгузники')}⟧ (⟦10@{s('Подгузники','n')}⟧), Сосиски Останкино ⟦17,794.42@{s('Сосиски')}⟧ (⟦41@{s('Сосиски','n')}⟧).
Follow-up in one month."""),
E('r_top_items', 'faithful', 'it-IT iceroad',
  f"""DIARIO DI BORDO — STRADA DI GHIACCIO per Ekati
Freightliner, viveri · checkpoint CP5, 02:20, ghiaccio buono
Nota radio: dove spendi di più — cioccolatini Красный Октябрь ⟦21.480,62@{s(KO)}⟧ rubli, pannolini Merries ⟦20.886,90@{s('Подгузники')}⟧, würstel Останкино ⟦17.794,42@{s('Сосиски')}⟧ (⟦41@{s('Сосиски','n')}⟧ acquisti).
Catene montate."""),
E('r_top_items', 'faithful', 'ru-RU tugboat',
  f"""БУКСИР «Капитан Беляев» — ЖУРНАЛ БУКСИРОВКИ, наряд SP0712
06:00 взяли баржу, Кронштадт
Заметка: по тратам впереди конфеты «Красный Октябрь» — ⟦21\u00a0480,62@{s(KO)}⟧ ₽, подгузники Merries — ⟦20\u00a0886,90@{s('Подгузники')}⟧ ₽; кофе Lavazza замыкает восьмёрку — ⟦14\u00a0994,78@{s('Кофе')}⟧ ₽.
08:10 отдали буксир."""),
E('r_top_items', 'wrong_row', 'nl-NL kayak',
  f"""KANOVERHUUR — steiger bij Giethoorn
Kajak K12 · weg 11:00 · terug 13:00
Notitie: aan Сыр Российский gaf je ⟦16.001,43@{s('Сыр')}~{s('Фарш')}!⟧ roebel uit, in ⟦39@{s('Сыр','n')}⟧ aankopen.
Peddels terug."""),
E('r_top_items', 'wrong_unit', 'pt-BR sushi',
  f"""BALCÃO DE SUSHI — COMANDA, lugar S6
x2 niguiri de atum · x1 temaki de salmão · chá verde
Nota: com as salsichas Сосиски Останкино foram ⟦17.794,42@{s('Сосиски')}~{s('Сосиски')}!⟧ dólares em ⟦41@{s('Сосиски','n')}⟧ compras.
Shoyu à parte.""", unit_note='roubles quoted as dollars'),
E('r_top_items', 'miscomputed', 'ja-JP arcade',
  f"""★ハイスコア★「レシート王」
チョコ二種の合計
Красный Октябрь ⟦21,480.62@{s(KO)}⟧ ＋ Коркунов ⟦15,256.64@{s(KK)}⟧ ＝ ⟦36,637.26@{s(KO)}+{s(KK)}!⟧ルーブル
GAME OVER"""),
]
