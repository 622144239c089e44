"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def rc(p):
    return f"row('{p}').total"


def sh(s, col='sum'):
    return f"row('{s}').{col}"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
A('r_latest', 'faithful', 'zh-CN', 'slidecue',
  "最近 8 张小票：最新是 ⟦6月29日@D:2025-06-29⟧ 的 Азбука вкуса，金额 ⟦13,153.34@" + rc('2025-06-29') + "⟧ 卢布；"
  "大额的还有 ⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@" + rc('2025-06-23') + "⟧ 和 ⟦6月11日@D:2025-06-11⟧ 早上的 "
  "Азбука вкуса ⟦6,757.91@" + rc('2025-06-11T08') + "⟧。库里共 ⟦300@R.total_rows⟧ 张。"),
A('r_latest', 'faithful', 'es-ES', 'dyevat',
  "últimos tickets: ⟦29/06@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ ₽; ⟦26/06@D:2025-06-26⟧ "
  "Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ y Перекрёсток ⟦738,76@" + rc('2025-06-26T12') + "⟧; "
  "⟦23/06@D:2025-06-23⟧ АШАН ⟦1.782,97@" + rc('2025-06-23') + "⟧."),
A('r_latest', 'faithful', 'en-US', 'dunefence',
  "latest receipts: ⟦Jun 29@D:2025-06-29⟧, Азбука вкуса, ₽⟦13,153.34@" + rc('2025-06-29') + "⟧; ⟦Jun 26@D:2025-06-26⟧, "
  "Дикси ₽⟦984.21@" + rc('2025-06-26T16') + "⟧ and Перекрёсток ₽⟦738.76@" + rc('2025-06-26T12') + "⟧; "
  "⟦Jun 23@D:2025-06-23⟧, АШАН ₽⟦1,782.97@" + rc('2025-06-23') + "⟧. ⟦300@R.total_rows⟧ receipts on file."),
A('r_latest', 'faithful', 'nl-NL', 'steamerlog',
  "laatste bonnen: ⟦15 juni@D:2025-06-15⟧ Перекрёсток ⟦804,15@" + rc('2025-06-15') + "⟧ roebel; ⟦11 juni@D:2025-06-11⟧ "
  "'s avonds Перекрёсток ⟦934,93@" + rc('2025-06-11T22') + "⟧ en 's ochtends Азбука вкуса ⟦6.757,91@" +
  rc('2025-06-11T08') + "⟧; ⟦10 juni@D:2025-06-10⟧ Магнит ⟦770,93@" + rc('2025-06-10') + "⟧."),
A('r_latest', 'wrong_row', 'fr-FR', 'taxichit',
  "derniers tickets : le plus récent, le ⟦29 juin@D:2025-06-29⟧, Азбука вкуса pour ⟦13_153,34@" + rc('2025-06-29') +
  "⟧ roubles ; le ⟦26 juin@D:2025-06-26⟧ chez Перекрёсток, ⟦804,15@" + rc('2025-06-26T12') + "~" + rc('2025-06-15') +
  "!⟧ roubles."),
A('r_latest', 'coincidental', 'pt-BR', 'ropeswing',
  "últimos recibos: ⟦29/06@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rublos; ⟦26/06@D:2025-06-26⟧ "
  "Дикси, ⟦936@" + rc('2025-06-26T16') + "!⟧ rublos, e no mesmo dia Перекрёсток, ⟦738,76@" + rc('2025-06-26T12') + "⟧."),
A('r_latest', 'invented', 'it-IT', 'meadhall',
  "ultimi scontrini: ⟦29 giugno@D:2025-06-29⟧ Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rubli; "
  "⟦23 giugno@D:2025-06-23⟧ АШАН, ⟦2.146,80@" + rc('2025-06-23') + "!⟧ rubli; ⟦15 giugno@D:2025-06-15⟧ Перекрёсток, "
  "⟦804,15@" + rc('2025-06-15') + "⟧."),
# ---------------------------------------------------------------- r_by_shop
A('r_by_shop', 'faithful', 'de-DE', 'hedgehog',
  "am meisten geht zu Перекрёсток: ⟦216.136,08@" + sh('Перекрёсток') + "⟧ Rubel aus ⟦95@" + sh('Перекрёсток', 'n') +
  "⟧ Belegen; dahinter ВкусВилл mit ⟦145.619,56@" + sh('ВкусВилл') + "⟧ und АШАН mit ⟦106.458,44@" + sh('АШАН') +
  "⟧. Am wenigsten bei Лента, ⟦10.029,92@" + sh('Лента') + "⟧."),
A('r_by_shop', 'faithful', 'zh-CN', 'dunefence',
  "花费最多的是 Перекрёсток，共 ⟦216,136.08@" + sh('Перекрёсток') + "⟧ 卢布（⟦95@" + sh('Перекрёсток', 'n') + "⟧ 张小票），"
  "其次 ВкусВилл ⟦145,619.56@" + sh('ВкусВилл') + "⟧、АШАН ⟦106,458.44@" + sh('АШАН') + "⟧；最少的是 Лента，"
  "为 ⟦10,029.92@" + sh('Лента') + "⟧ 卢布，仅 ⟦5@" + sh('Лента', 'n') + "⟧ 张。"),
A('r_by_shop', 'faithful', 'fr-FR', 'shoeshine',
  "le plus gros poste : Перекрёсток, ⟦216_136,08@" + sh('Перекрёсток') + "⟧ roubles sur ⟦95@" + sh('Перекрёсток', 'n') +
  "⟧ tickets ; puis ВкусВилл ⟦145_619,56@" + sh('ВкусВилл') + "⟧ et АШАН ⟦106_458,44@" + sh('АШАН') + "⟧ ; "
  "Магнит suit avec ⟦85_375,03@" + sh('Магнит') + "⟧."),
A('r_by_shop', 'wrong_row', 'ja-JP', 'meadhall',
  "支出トップはПерекрёсток、⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル（⟦95@" + sh('Перекрёсток', 'n') + "⟧枚）。"
  "二位のВкусВиллは⟦106,458.44@" + sh('ВкусВилл') + "~" + sh('АШАН') + "!⟧ルーブル。"),
A('r_by_shop', 'wrong_unit', 'pl-PL', 'coalbarge',
  "najwięcej wydajesz w Перекрёсток: ⟦216_136,08@" + sh('Перекрёсток') + "~" + sh('Перекрёсток') + "!⟧ zł na ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ paragonach; dalej ВкусВилл i АШАН.",
  unit_note='roubles quoted as Polish zloty'),
A('r_by_shop', 'miscomputed', 'pt-BR', 'ropeswing',
  "onde mais se gasta: Перекрёсток, ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rublos; depois ВкусВилл, ⟦145.619,56@" +
  sh('ВкусВилл') + "⟧ em ⟦61@" + sh('ВкусВилл', 'n') + "⟧ compras, média de ⟦2.378,21@" + sh('ВкусВилл') + "/" +
  sh('ВкусВилл', 'n') + "!⟧ por compra, pela minha conta."),
# ---------------------------------------------------------------- r_total_2025
A('r_total_2025', 'faithful', 'fr-FR', 'dunefence',
  "dépenses 2025 à ce jour : ⟦246_665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, soit un ticket moyen de ⟦2_868,20@avg⟧ ; "
  "le plus gros, ⟦13_153,34@max⟧."),
A('r_total_2025', 'faithful', 'de-DE', 'slidecue',
  "2025 bisher ausgegeben: ⟦246.665,21@sum⟧ Rubel, ⟦86@n⟧ Belege, im Schnitt ⟦2.868,20@avg⟧ Rubel; größter "
  "Einzelbeleg ⟦13.153,34@max⟧."),
A('r_total_2025', 'faithful', 'zh-CN', 'shoeshine',
  "2025 年至今共花费 ⟦246,665.21@sum⟧ 卢布，共 ⟦86@n⟧ 张小票，平均每张 ⟦2,868.2@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。"),
A('r_total_2025', 'wrong_column', 'en-US', 'coalbarge',
  "2025 so far you've spent ₽⟦13,153.34@sum~max!⟧ over ⟦86@n⟧ receipts, average receipt ₽⟦2,868.20@avg⟧."),
A('r_total_2025', 'wrong_unit', 'en-GB', 'buttonsort',
  "£⟦246,665.21@sum~sum!⟧ spent across ⟦86@n⟧ receipts so far in 2025; that's everything since New Year.",
  unit_note='roubles quoted as pounds sterling'),
A('r_total_2025', 'derived', 'it-IT', 'welldig',
  "nel 2025 finora ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; il più grosso, ⟦13.153,34@max⟧, vale da solo il "
  "⟦5,3@max/sum*100!⟧ % del totale, calcolo mio."),
# ---------------------------------------------------------------- r_top_items
A('r_top_items', 'faithful', 'ru-RU', 'ropeswing',
  "больше всего денег уходит на конфеты «Красный Октябрь» — ⟦21_480,62@" + sh(KO) + "⟧ ₽ за ⟦25@" + sh(KO, 'n') +
  "⟧ покупок; дальше подгузники Merries, ⟦20_886,90@" + sh('Подгузники') + "⟧ ₽, и сосиски «Останкино», "
  "⟦17_794,42@" + sh('Сосиски') + "⟧ ₽ (их в этом списке берут чаще всех, ⟦41@" + sh('Сосиски', 'n') + "⟧ раз)."),
A('r_top_items', 'faithful', 'es-ES', 'coalbarge',
  "donde más gastas: bombones Красный Октябрь, ⟦21.480,62@" + sh(KO) + "⟧ rublos; pañales Merries, ⟦20.886,90@" +
  sh('Подгузники') + "⟧; salchichas Останкино, ⟦17.794,42@" + sh('Сосиски') + "⟧. Hay ⟦209@R.total_rows⟧ productos "
  "distintos en total."),
A('r_top_items', 'faithful', 'fr-FR', 'buttonsort',
  "top des dépenses : chocolats Красный Октябрь ⟦21_480,62@" + sh(KO) + "⟧ roubles (⟦25@" + sh(KO, 'n') + "⟧ achats), "
  "couches Merries ⟦20_886,9@" + sh('Подгузники') + "⟧ (⟦10@" + sh('Подгузники', 'n') + "⟧ achats), carbonade de "
  "porc ⟦16_536,4@" + sh('Свинина') + "⟧ (⟦20@" + sh('Свинина', 'n') + "⟧)."),
A('r_top_items', 'wrong_row', 'de-DE', 'dyevat',
  "die größten Posten: Pralinen Красный Октябрь mit ⟦21.480,62@" + sh(KO) + "⟧ Rubel, Windeln Merries mit "
  "⟦20.886,90@" + sh('Подгузники') + "⟧; der Kaffee Lavazza kommt auf ⟦15.256,64@" + sh('Кофе') + "~" + sh(KK) +
  "!⟧ Rubel."),
A('r_top_items', 'coincidental', 'pl-PL', 'taxichit',
  "najwięcej idzie na czekoladki Красный Октябрь: ⟦21_480,62@" + sh(KO) + "⟧ rubli; pieluchy Merries ⟦20_886,90@" +
  sh('Подгузники') + "⟧ rubli za ⟦23@" + sh('Подгузники', 'n') + "!⟧ zakupy."),
A('r_top_items', 'miscomputed', 'it-IT', 'welldig',
  "la spesa maggiore: cioccolatini Красный Октябрь, ⟦21.480,62@" + sh(KO) + "⟧ rubli in ⟦25@" + sh(KO, 'n') +
  "⟧ acquisti, cioè ⟦895,22@" + sh(KO) + "/" + sh(KO, 'n') + "!⟧ a confezione secondo il mio conto."),
]
