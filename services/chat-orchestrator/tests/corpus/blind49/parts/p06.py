"""Receipts (r_latest ... r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(t):
    return f"row('{t}').total"


def shop(s, k='sum'):
    return f"row('{s}').{k}"


def item(s, k='sum'):
    return f"row('{s}').{k}"


ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'es-ES charcoal',
  "CARBONERA — LIBRO DE LA PILA, pila C4, Sierra de Gata\n"
  "Leña apilada · tierra y cepellones encima · encendida por la chimenea\n"
  "Nota del carbonero: último ticket, el ⟦29/06@D:2025-06-29⟧ en Азбука вкуса por ⟦13.153,34@" + rc('2025-06-29') + "⟧ "
  "rublos; antes, el ⟦26/06@D:2025-06-26⟧, Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ y Перекрёсток "
  "⟦738,76@" + rc('2025-06-26T12') + "⟧.\n"
  "Respiraderos cerrados a las 22:00."),
E('r_latest', 'faithful', 'zh-CN decoy',
  "诱鸭木雕 · 订单 D0610 — 绿头鸭（雄）\n"
  "鸭身：白雪松 · 鸭头：紫树 · 眼睛：玻璃，已装\n"
  "雕刻师备注：最近 8 张小票里，⟦6月23日@D:2025-06-23⟧ АШАН ⟦1,782.97@" + rc('2025-06-23') + "⟧ 卢布，"
  "⟦6月15日@D:2025-06-15⟧ Перекрёсток ⟦804.15@" + rc('2025-06-15') + "⟧ 卢布，⟦6月10日@D:2025-06-10⟧ Магнит "
  "⟦770.93@" + rc('2025-06-10') + "⟧ 卢布。\n"
  "19:00 前上色晾干。"),
E('r_latest', 'faithful', 'pt-BR anvil',
  "CERTIFICADO DE ENSAIO DE BIGORNA — cert. AT0622, bigorna modelo inglês\n"
  "Ressalto: aprovado · Som: limpo · Mesa: temperada, sem lascas\n"
  "Parecer do examinador: em ⟦11/06@D:2025-06-11⟧ houve duas notas: Азбука вкуса, ⟦6.757,91@" + rc('2025-06-11T08') + "⟧ "
  "rublos pela manhã, e Перекрёсток, ⟦934,93@" + rc('2025-06-11T22') + "⟧ à noite.\n"
  "Certificado às 10:20."),
E('r_latest', 'wrong_row', 'en-GB watermill',
  "WATER-MILL GRINDING LEDGER — Flatford mill, stones S3\n"
  "Sluice drawn | wheel turning | stones freshly dressed\n"
  "Miller's entry: latest receipts — Азбука вкуса ₽⟦13,153.34@" + rc('2025-06-29') + "⟧ on ⟦29 Jun@D:2025-06-29⟧, then "
  "Дикси on ⟦26 Jun@D:2025-06-26⟧ at ₽⟦934.93@" + rc('2025-06-26T16') + "~" + rc('2025-06-11T22') + "!⟧.\n"
  "Sluice shut 18:45."),
E('r_latest', 'wrong_unit', 'fr-FR coracle',
  "ATELIER DE CORACLES — NOTES DE CONSTRUCTION, carcasse C3\n"
  "- lattes de frêne cintrées à la vapeur\n"
  "- toile tendue, première couche de brai\n"
  "Note du constructeur : dernier ticket le ⟦29 juin@D:2025-06-29⟧ chez Азбука вкуса, "
  "⟦13\u202f153,34@" + rc('2025-06-29') + "~" + rc('2025-06-29') + "!⟧\u00a0€ ; le plus petit, Перекрёсток "
  "le ⟦26 juin@D:2025-06-26⟧.\n"
  "Séchage coque en l'air dès 18:00.", unit_note='roubles quoted as euros'),
E('r_latest', 'coincidental', 'ja-JP hopkiln',
  "ホップ乾燥窯 乾燥日誌 ― 乾燥炉K1・遠野\n"
  "21:00 生ホップ投入・火の引き良好・カウル回転\n"
  "乾燥係メモ：最新のレシートは⟦6月29日@D:2025-06-29⟧のАзбука вкуса、⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル。"
  "⟦6月10日@D:2025-06-10⟧のМагнитは⟦741@" + rc('2025-06-10') + "!⟧ルーブル。\n"
  "05:30 袋詰め完了。"),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'ja-JP charcoal',
  "炭焼き窯 日誌 ― 窯C1・紀州\n"
  "原木詰め・土かぶせ・煙道から点火\n"
  "炭焼きメモ：一番使っている店はПерекрёсток、⟦95@" + shop('Перекрёсток', 'n') + "⟧回で合計"
  "⟦216,136.08@" + shop('Перекрёсток') + "⟧ルーブル。二番目がВкусВилл（⟦145,619.56@" + shop('ВкусВилл') + "⟧ルーブル、"
  "⟦61@" + shop('ВкусВилл', 'n') + "⟧回）。\n"
  "22:00 空気口を閉じる。"),
E('r_by_shop', 'faithful', 'fr-FR thatch',
  "CHAUMIER — FICHE DE CHANTIER TJ0719, longère de Brière\n"
  "Matériau : roseau, liens d'osier · faîtage en argile\n"
  "Remarques du chaumier : Перекрёсток en tête (⟦216\u202f136,08@" + shop('Перекрёсток') + "⟧ roubles sur "
  "⟦95@" + shop('Перекрёсток', 'n') + "⟧ tickets), puis ВкусВилл (⟦145\u202f619,56@" + shop('ВкусВилл') + "⟧) et АШАН "
  "(⟦106\u202f458,44@" + shop('АШАН') + "⟧).\n"
  "Échelles descendues à 16:30."),
E('r_by_shop', 'faithful', 'pl-PL anvil',
  "ŚWIADECTWO BADANIA KOWADŁA — AT0815, kowadło wzoru londyńskiego\n"
  "Odbicie: zaliczone · Dźwięk: czysty · Płyta: hartowana\n"
  "Uwagi badającego: najmniej wydano w Лента — ⟦10\u00a0029,92@" + shop('Лента') + "⟧ rubla przy "
  "⟦5@" + shop('Лента', 'n') + "⟧ paragonach; Пятёрочка ⟦29\u00a0278,34@" + shop('Пятёрочка') + "⟧ rubla przy "
  "⟦12@" + shop('Пятёрочка', 'n') + "⟧.\n"
  "Zbadano o 10:20."),
E('r_by_shop', 'miscomputed', 'ru-RU hopkiln',
  "ХМЕЛЕСУШИЛКА — ЖУРНАЛ СУШКИ, печь K2, Чувашия\n"
  "21:00 зелёный хмель на сите · тяга хорошая · колпак вертится\n"
  "Заметка сушильщика: больше всего тратится в Перекрёстке — ⟦216\u00a0136,08@" + shop('Перекрёсток') + "⟧ руб. за "
  "⟦95@" + shop('Перекрёсток', 'n') + "⟧ чеков, то есть, по моему счёту, "
  "⟦2\u00a0375,12@" + shop('Перекрёсток') + "/" + shop('Перекрёсток', 'n') + "!⟧ руб. на чек.\n"
  "05:30 хмель спрессован в мешки."),
E('r_by_shop', 'misrounded', 'es-ES tightrope',
  "FUNAMBULISTA — PIZARRA DE ENSAYO, aparejo R1 (carpa)\n"
  "Cable: tensado ✓  Balancín: con magnesio ✓  Red: puesta ✓\n"
  "Entrenador: gasto por tienda: Перекрёсток ⟦216.136,08@" + shop('Перекрёсток') + "⟧ rublos, ВкусВилл "
  "⟦145.619,56@" + shop('ВкусВилл') + "⟧, Магнит ⟦85.375,1@" + shop('Магнит') + "!⟧ en ⟦36@" + shop('Магнит', 'n') + "⟧ tickets.\n"
  "Siguiente pase a las 14:00."),
E('r_by_shop', 'wrong_unit', 'nl-NL mapplate',
  "AANTEKENINGEN BIJ DE GRAVEERPLAAT — plaat P4, rivierkaart\n"
  "Koper gegrond · oevers gestoken · arceringen gepolijst\n"
  "Kanttekening van de graveur: de meeste uitgaven bij Перекрёсток: "
  "⟦216.136,08@" + shop('Перекрёсток') + "~" + shop('Перекрёсток') + "!⟧ kopeken over ⟦95@" + shop('Перекрёсток', 'n') + "⟧ bonnen; "
  "daarna ВкусВилл.\n"
  "Proefdruk om 12:00.", unit_note='roubles quoted as kopecks'),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'de-DE cuckoo',
  "KUCKUCKSUHR — MONTAGEKARTE KU0505, Modell „Jagdhaus“\n"
  "[x] Blasebälge geleimt  [x] Tannenzapfengewichte eingehängt  [x] Vogel am Hebel\n"
  "Notiz des Uhrmachers: 2025 bisher ⟦246.665,21@sum⟧ Rubel auf ⟦86@n⟧ Belegen, im Schnitt ⟦2.868,20@avg⟧; "
  "größter Beleg ⟦13.153,34@max⟧.\n"
  "Kuckuck um 15:00 geprüft."),
E('r_total_2025', 'faithful', 'en-GB coracle',
  "CORACLE WORKSHOP — BUILD NOTES, frame C2 (Teifi pattern)\n"
  "- ash laths steamed and bent\n"
  "- calico stretched, first coat of pitch\n"
  "Maker's note: spent so far in 2025: ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, an average of "
  "₽⟦2,868.20@avg⟧ a receipt.\n"
  "Left upside down to cure, 18:00."),
E('r_total_2025', 'faithful', 'en-US anvil',
  "ANVIL TEST CERTIFICATE — cert AT1012, London-pattern anvil\n"
  "Rebound: passed · Ring: true · Face: hardened, no chips\n"
  "Examiner's remark: 2025 spending so far ₽⟦246.7K@sum⟧ over ⟦86@n⟧ receipts; average receipt ₽⟦2,868@avg⟧, "
  "largest ₽⟦13,153.34@max⟧.\n"
  "Certified 10:20, stamped."),
E('r_total_2025', 'wrong_column', 'nl-NL charcoal',
  "HOUTSKOOLMILER — MILERLOGBOEK, mijt C3, Veluwe\n"
  "Hout gestapeld · plaggen en aarde erop · via de schoorsteen aangestoken\n"
  "Notitie van de kolenbrander: 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnetjes; gemiddeld bonnetje "
  "⟦13.153,34@avg~max!⟧ roebel.\n"
  "Luchtgaten dicht om 22:00."),
E('r_total_2025', 'invented', 'zh-CN hopkiln',
  "啤酒花烘房日志 — K2 号烘炉 · 新疆\n"
  "21:00 鲜酒花上架 · 火势正旺 · 风帽在转\n"
  "烘房师傅记：2025 年至今共 ⟦86@n⟧ 张小票，总计 ⟦231,480.50@sum!⟧ 卢布，最大一张 ⟦13,153.34@max⟧ 卢布。\n"
  "05:30 酒花压包。"),
E('r_total_2025', 'derived', 'ru-RU watermill',
  "ВОДЯНАЯ МЕЛЬНИЦА — ПОМОЛЬНАЯ КНИГА, жернова S1\n"
  "Заслонка поднята | колесо идёт | жернова насечены\n"
  "Запись мельника: в 2025 г. потрачено ⟦246\u00a0665,21@sum⟧ руб. по ⟦86@n⟧ чекам; без самого крупного чека "
  "(⟦13\u00a0153,34@max⟧) — ⟦233\u00a0511,87@sum-max!⟧ руб., посчитал сам.\n"
  "Заслонку закрыли в 18:45."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'fr-FR anvil',
  "CERTIFICAT D'ESSAI D'ENCLUME — cert. AT0527, enclume modèle anglais\n"
  "Rebond : conforme · Son : clair · Table : trempée, sans éclat\n"
  "Avis de l'examinateur : en tête, les bonbons Красный Октябрь (⟦21\u202f480,62@" + item('Конфеты шоколадные ассорти Красный') + "⟧ "
  "roubles, ⟦25@" + item('Конфеты шоколадные ассорти Красный', 'n') + "⟧ achats), puis les couches Merries "
  "(⟦20\u202f886,90@" + item('Подгузники') + "⟧, ⟦10@" + item('Подгузники', 'n') + "⟧ achats).\n"
  "Certifié à 10:20."),
E('r_top_items', 'faithful', 'es-ES seaweed',
  "BAÑOS DE ALGAS — RESGUARDO DE RESERVA, bañera B2, O Grove\n"
  "Algas frescas · agua de mar caliente · ducha fría después\n"
  "Nota de la encargada: las salchichas Останкино se compraron ⟦41@" + item('Сосиски', 'n') + "⟧ veces "
  "(⟦17.794,42@" + item('Сосиски') + "⟧ rublos); el café Lavazza cierra la lista con ⟦14.994,78@" + item('Кофе') + "⟧.\n"
  "Baño listo a las 11:15."),
E('r_top_items', 'faithful', 'pt-BR tightrope',
  "EQUILIBRISTA — QUADRO DE ENSAIO, aparelho R1 (lona)\n"
  "Cabo: esticado ✓  Vara: com breu ✓  Rede: armada ✓\n"
  "Treinadora: o carré de porco (Свинина карбонад) somou ⟦16.536,40@" + item('Свинина') + "⟧ rublos em "
  "⟦20@" + item('Свинина', 'n') + "⟧ compras; a carne moída de peru Индилайт, ⟦16.001,43@" + item('Фарш') + "⟧.\n"
  "Próximo ensaio às 14:00."),
E('r_top_items', 'wrong_unit', 'it-IT thatch',
  "TETTO DI PAGLIA — FOGLIO DI LAVORO TJ0402, casera in Carnia\n"
  "Materiale: segale · vincoli di nocciolo · colmo in paglia lunga\n"
  "Note del conciatetti: in cima ai prodotti i cioccolatini Красный Октябрь, "
  "⟦21.480,62@" + item('Конфеты шоколадные ассорти Красный') + "~" + item('Конфеты шоколадные ассорти Красный') + "!⟧ "
  "dollari in ⟦25@" + item('Конфеты шоколадные ассорти Красный', 'n') + "⟧ acquisti.\n"
  "Scale giù alle 16:30.", unit_note='roubles quoted as US dollars'),
E('r_top_items', 'coincidental', 'de-DE pearl',
  "PERLENTAUCHER — BOOTSLOG, Dau „Al Dana“, Bänke vor Bahrain\n"
  "Taucher am Stein hinab · Zieher an den Leinen · Muscheln an Deck geöffnet\n"
  "Eintrag des Nakhuda: Pralinen von Коркунов: ⟦14.997@" + item('Конфеты шоколадные ассорти Коркунов') + "!⟧ Rubel "
  "bei ⟦25@" + item('Конфеты шоколадные ассорти Коркунов', 'n') + "⟧ Käufen; Spitzenreiter sind die Pralinen von Красный Октябрь.\n"
  "Anker auf 17:10."),
E('r_top_items', 'miscomputed', 'ru-RU decoy',
  "ПОДСАДНАЯ УТКА — КВИТАНЦИЯ НА РЕЗЬБУ D0915, чирок\n"
  "Тушка: липа · голова: ольха · глаза: стекло\n"
  "Заметка резчика: конфеты «Красный Октябрь» ⟦21\u00a0480,62@" + item('Конфеты шоколадные ассорти Красный') + "⟧ руб. "
  "и «Коркунов» ⟦15\u00a0256,64@" + item('Конфеты шоколадные ассорти Коркунов') + "⟧; вместе, по моему счёту, "
  "⟦36\u00a0373,26@" + item('Конфеты шоколадные ассорти Красный') + "+" + item('Конфеты шоколадные ассорти Коркунов') + "!⟧ руб.\n"
  "Краска высохнет к 19:00."),
]
