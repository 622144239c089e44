"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names as the results hold them (Cyrillic) or as a brand; currency signs stay outside the
markers. Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

AZ = "row('2025-06-29').total"
DX = "row('2025-06-26T16').total"
PK26 = "row('2025-06-26T12').total"
ASH = "row('2025-06-23').total"
PK15 = "row('2025-06-15').total"
PK11 = "row('2025-06-11T22').total"
AZ11 = "row('2025-06-11T08').total"
MG = "row('2025-06-10').total"


def shop(name, col='sum'):
    return f"row('{name}').{col}"


KO = "row('Конфеты шоколадные ассорти Красный')"
MER = "row('Подгузники')"
OST = "row('Сосиски')"
SVI = "row('Свинина')"
SYR = "row('Сыр')"
FAR = "row('Фарш')"
LAV = "row('Кофе')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'pl-PL cooper',
  "ZESTAWIENIE KLEPEK — bednarnia w Zielonej Górze, stół S2, zamówienie ZB0629\n"
  "Dąb francuski · klepki spasowane · obręcze O1–O4 nabite\n"
  "Notatka bednarza: najnowszy paragon, z ⟦29 czerwca@D:2025-06-29⟧, to Азбука вкуса na "
  "⟦13\u00a0153,34@" + AZ + "⟧ ₽; wcześniej Дикси ⟦984,21@" + DX + "⟧ ₽ i Перекрёсток ⟦738,76@" + PK26 + "⟧ ₽, oba "
  "⟦26 czerwca@D:2025-06-26⟧.\n"
  "Beczki do opalania o 13:00."),
E('r_latest', 'faithful', 'es-ES cocoon',
  "LIBRO DE CAPULLOS — sericultura en Murcia, andana R2, partida SC0629\n"
  "Hoja de morera repartida · bojas montadas · capullos escogidos\n"
  "Anotación del sericultor: de los ⟦8@len(T)⟧ últimos tiques (hay ⟦300@R.total_rows⟧ en total), el mayor es de "
  "Азбука вкуса, ⟦13.153,34@" + AZ + "⟧ rublos, el ⟦29/06@D:2025-06-29⟧ a las 08:12.\n"
  "Capullos a la hilatura a las 10:30."),
E('r_latest', 'faithful', 'pt-BR turbine',
  "FOLHA DE MANUTENÇÃO DE AEROGERADOR — parque eólico de Osório (RS), turbina WTG07\n"
  "Freios de guinada verificados · pás inspecionadas · óleo amostrado\n"
  "Nota do técnico: o Перекрёсток aparece três vezes nos últimos recibos — ⟦738,76@" + PK26 + "⟧ em "
  "⟦26/06@D:2025-06-26⟧, ⟦804,15@" + PK15 + "⟧ em ⟦15/06@D:2025-06-15⟧ e ⟦934,93@" + PK11 + "⟧ em "
  "⟦11/06@D:2025-06-11⟧ (rublos).\n"
  "Descida da torre às 15:20."),
E('r_latest', 'wrong_row', 'fr-FR icefish',
  "JOURNAL DE CABANE DE PÊCHE BLANCHE — lac Témiscouata, cabane C7\n"
  "Trous T1 à T3 percés · brimbales tendues · poêle allumé\n"
  "Note du pêcheur : le plus ancien des ⟦8@len(T)⟧ derniers tickets est celui de Магнит, le "
  "⟦10 juin@D:2025-06-10⟧ : ⟦1\u202f782,97@" + MG + "~" + ASH + "!⟧ ₽.\n"
  "Lignes relevées à 17:40."),
E('r_latest', 'miscomputed', 'ja-JP reptile',
  "爬虫類館 給餌ボード ― 展示E4（コモドオオトカゲ）\n"
  "解凍ラット準備済・トング洗浄済・ミスト散布済\n"
  "飼育員メモ：直近のАзбука вкусаは⟦6月29日@D:2025-06-29⟧の⟦13,153.34@" + AZ + "⟧ルーブルと"
  "⟦6月11日@D:2025-06-11⟧の⟦6,757.91@" + AZ11 + "⟧ルーブル、合計⟦19,191.25@" + AZ + "+" + AZ11 + "!⟧ルーブル。\n"
  "17:00 消灯。"),
E('r_latest', 'coincidental', 'nl-NL lantern',
  "LAMPIONNENOPTOCHT — WAGENKAART, wagen W12 „Karper”\n"
  "Frames bedraad · lampionnen aan · dragers D1–D8 klaar\n"
  "Notitie van de wagenleider: bon van ⟦15 juni@D:2025-06-15⟧ bij Перекрёсток: ⟦934,95@" + PK15 + "!⟧ roebel; de "
  "grootste recente bon blijft Азбука вкуса met ⟦13.153,34@" + AZ + "⟧.\n"
  "Wagen vertrekt om 19:30."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'de-DE icefish',
  "EISFISCHER-HÜTTENBUCH — Weißensee (Kärnten), Hütte S4\n"
  "Löcher L1–L3 gebohrt · Ruten drin · Ofen an\n"
  "Eintrag des Anglers: am meisten geht an Перекрёсток (⟦216.136,08@" + shop('Перекрёсток') + "⟧ ₽ in "
  "⟦95@" + shop('Перекрёсток', 'n') + "⟧ Einkäufen), dann ВкусВилл (⟦145.619,56@" + shop('ВкусВилл') + "⟧ ₽); am "
  "wenigsten an Лента (⟦10.029,92@" + shop('Лента') + "⟧ ₽).\n"
  "Ruten eingeholt 17:40."),
E('r_by_shop', 'faithful', 'en-GB cooper',
  "STAVE TALLY — Speyside cooperage, bench C2, order BO0807\n"
  "American oak · staves jointed · hoops H1–H4 driven\n"
  "Cooper's note: spending by shop — Перекрёсток ₽⟦216,136.08@" + shop('Перекрёсток') + "⟧ "
  "(⟦95@" + shop('Перекрёсток', 'n') + "⟧ receipts), ВкусВилл ₽⟦145,619.56@" + shop('ВкусВилл') + "⟧ "
  "(⟦61@" + shop('ВкусВилл', 'n') + "⟧), АШАН ₽⟦106,458.44@" + shop('АШАН') + "⟧ (⟦56@" + shop('АШАН', 'n') + "⟧).\n"
  "Barrels to the char bay 13:00."),
E('r_by_shop', 'faithful', 'pl-PL grinder',
  "KATARYNKA — ZEZWOLENIE ULICZNE KT0807, Rynek Główny w Krakowie\n"
  "Bez nagłośnienia · małpka niedozwolona\n"
  "Adnotacja strażnika: Магнит — ⟦85\u00a0375,03@" + shop('Магнит') + "⟧ rubli w ⟦36@" + shop('Магнит', 'n') +
  "⟧ wizytach, Дикси — ⟦61\u00a0984,60@" + shop('Дикси') + "⟧ rubli w ⟦27@" + shop('Дикси', 'n') + "⟧.\n"
  "Miejsce zwolnione do 18:00."),
E('r_by_shop', 'wrong_row', 'en-US automaton',
  "AUTOMATON REPAIR NOTE — 'The Writer', job AR0807\n"
  "Cams cleaned · mainspring re-tensioned · bellows re-leathered\n"
  "Restorer's note: ВкусВилл is the second-biggest shop at ₽⟦145,619.56@" + shop('ВкусВилл') + "⟧ across "
  "⟦56@" + shop('ВкусВилл', 'n') + "~" + shop('АШАН', 'n') + "!⟧ receipts; Перекрёсток leads with "
  "₽⟦216,136.08@" + shop('Перекрёсток') + "⟧.\n"
  "Collection booked 11:00."),
E('r_by_shop', 'derived', 'pt-BR lantern',
  "FESTA DAS LANTERNAS — FICHA DE CARRO, carro C3 «A Fênix»\n"
  "Armações amarradas · lanternas acesas · carregadores P1–P8 a postos\n"
  "Nota do chefe do carro: no Перекрёсток foram ⟦216.136,08@" + shop('Перекрёсток') + "⟧ rublos em "
  "⟦95@" + shop('Перекрёсток', 'n') + "⟧ compras — em média ⟦2.275,12@" + shop('Перекрёсток') + "/" +
  shop('Перекрёсток', 'n') + "!⟧ por compra (conta minha).\n"
  "O carro sai às 19:30."),
E('r_by_shop', 'wrong_column', 'fr-FR reptile',
  "VIVARIUM — TABLEAU DES NOURRISSAGES, enclos E2 (pythons)\n"
  "Lapins décongelés · crochets nettoyés · hygrométrie vérifiée\n"
  "Note du soigneur : Азбука вкуса ne compte que ⟦8@" + shop('Азбука', 'n') + "⟧ passages, mais le ticket moyen y "
  "atteint ⟦35\u202f712,98@" + shop('Азбука') + "/" + shop('Азбука', 'n') + "~" + shop('Азбука') + "!⟧ ₽ ; en "
  "volume, Перекрёсток domine (⟦216\u202f136,08@" + shop('Перекрёсток') + "⟧ ₽).\n"
  "Extinction des lampes à 17:00."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'zh-CN porcelain',
  "瓷窑烧成卡 — 德化 · 窑 K2 · 窑次 F0101\n"
  "素烧 · 测温锥已放 · 匣钵已码\n"
  "窑工备注：2025 年至今共 ⟦86@n⟧ 张小票，合计 ⟦246,665.21@sum⟧ 卢布，平均每张 ⟦2,868.20@avg⟧ 卢布，"
  "最大一张 ⟦13,153.34@max⟧。\n"
  "07:30 开窑。"),
E('r_total_2025', 'faithful', 'fr-FR turbine',
  "FICHE DE MAINTENANCE ÉOLIENNE — parc de Saint-Brieuc, éolienne E12\n"
  "Freins de lacet vérifiés · pales inspectées · huile prélevée\n"
  "Note du technicien : dépenses 2025 à ce jour, ⟦246\u202f665,21@sum⟧ ₽ sur ⟦86@n⟧ tickets, soit "
  "⟦2\u202f868,20@avg⟧ ₽ le ticket moyen.\n"
  "Descente de la tour à 15:20."),
E('r_total_2025', 'faithful', 'en-GB beetweigh',
  "WEIGHBRIDGE TICKET WB0101 — British Sugar, Wissington\n"
  "Haulier: Fenland Growers · trailer TR1 · dirt tare sampled · bay B4\n"
  "Clerk's remark: 2025 so far — ₽⟦246,665.21@sum⟧ over ⟦86@n⟧ receipts; average ₽⟦2,868.20@avg⟧, biggest single "
  "receipt ₽⟦13,153.34@max⟧.\n"
  "Out over the bridge 14:25."),
E('r_total_2025', 'wrong_unit', 'nl-NL cocoon',
  "COCONREGISTER — zijdekwekerij De Moerbei, kweekruimte R1, partij ZP0101\n"
  "Moerbeiblad gevoerd · spinrekken geplaatst · cocons gesorteerd\n"
  "Aantekening van de kweker: in 2025 tot nu toe ⟦86@n⟧ bonnen, samen ⟦246.665,21@sum⟧ roebel; de grootste bon "
  "was € ⟦13.153,34@max~max!⟧.\n"
  "Cocons naar de haspelarij om 10:30.",
  unit_note='roubles quoted as euros'),
E('r_total_2025', 'invented', 'de-DE cooper',
  "DAUBENZÄHLUNG — Küferei in Rust, Bank K2, Auftrag FA0101\n"
  "Spessart-Eiche · Dauben gefügt · Reifen R1–R4 angetrieben\n"
  "Notiz des Küfers: 2025 bisher ⟦246.665,21@sum⟧ ₽ in ⟦86@n⟧ Belegen; der Durchschnittsbon liegt bei "
  "⟦3.112,40@avg!⟧ ₽.\n"
  "Fässer zum Toasten 13:00."),
E('r_total_2025', 'misrounded', 'it-IT hedgelay',
  "GARA DI INTRECCIO SIEPI — CARTELLINO CONCORRENTE, lotto L2\n"
  "Polloni intaccati · paletti piantati · legature di nocciolo\n"
  "Nota del giudice: nel 2025 finora ⟦86@n⟧ scontrini per ⟦246.666@sum!⟧ rubli, con lo scontrino più alto a "
  "⟦13.153,34@max⟧.\n"
  "Attrezzi giù alle 14:00."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'en-US automaton',
  "AUTOMATON REPAIR NOTE — 'The Musician', job AR0208\n"
  "Cams cleaned · mainspring re-tensioned · bellows re-leathered\n"
  "Restorer's note: top spend is the Красный Октябрь chocolate assortment, ₽⟦21,480.62@" + KO + ".sum⟧ over "
  "⟦25@" + KO + ".n⟧ purchases; Merries diapers next at ₽⟦20,886.90@" + MER + ".sum⟧ (⟦10@" + MER + ".n⟧).\n"
  "Collection booked 11:00."),
E('r_top_items', 'faithful', 'fr-FR hedgelay',
  "CONCOURS DE PLESSAGE — CARTE DU CONCURRENT, parcelle P1, style bocager\n"
  "Plessons entaillés · piquets enfoncés · tressage en noisetier\n"
  "Remarque du jury : parmi les huit premiers, le plus acheté en nombre est la saucisse Останкино "
  "(⟦41@" + OST + ".n⟧ achats, ⟦17\u202f794,42@" + OST + ".sum⟧ ₽), devant le fromage Российский (⟦39@" + SYR +
  ".n⟧).\n"
  "Outils posés à 14:00."),
E('r_top_items', 'faithful', 'ru-RU lantern',
  "ПРАЗДНИК ФОНАРЕЙ — КАРТОЧКА ПЛАТФОРМЫ, платформа F3 «Феникс»\n"
  "Каркасы собраны · фонари зажжены · носильщики N1–N8 на месте\n"
  "Заметка распорядителя: свинина карбонад — ⟦16\u00a0536,40@" + SVI + ".sum⟧ ₽ за ⟦20@" + SVI + ".n⟧ покупок, "
  "фарш Индилайт — ⟦16\u00a0001,43@" + FAR + ".sum⟧ ₽ за ⟦33@" + FAR + ".n⟧.\n"
  "Платформа трогается в 19:30."),
E('r_top_items', 'coincidental', 'nl-NL turbine',
  "ONDERHOUDSBLAD WINDTURBINE — windpark Noordoostpolder, turbine N12\n"
  "Kruibremmen gecontroleerd · bladinspectie gedaan · olie bemonsterd\n"
  "Notitie van de monteur: de kaas Российский kwam ⟦43@" + SYR + ".n!⟧ keer op de bon, voor "
  "⟦16.036,41@" + SYR + ".sum⟧ roebel.\n"
  "Van de mast af om 15:20."),
E('r_top_items', 'invented', 'pt-BR porcelain',
  "FICHA DE QUEIMA — Vista Alegre, forno F1, fornada Q0208\n"
  "Queima de vidrado · cones postos · gazetas empilhadas\n"
  "Nota do forneiro: entre os oito produtos de maior gasto, o último é o café Lavazza, com ⟦13.208,50@" + LAV +
  ".sum!⟧ rublos em ⟦22@" + LAV + ".n⟧ compras.\n"
  "Forno aberto às 07:30."),
E('r_top_items', 'misrounded', 'es-ES cooper',
  "RECUENTO DE DUELAS — tonelería de Jerez, banco C2, pedido PD0208\n"
  "Roble americano · duelas juntadas · aros A1–A4 batidos\n"
  "Nota del tonelero: el producto con más gasto son los bombones Красный Октябрь: ⟦21.480@" + KO + ".sum!⟧ rublos "
  "en ⟦25@" + KO + ".n⟧ compras; después, los pañales Merries (⟦20.886,90@" + MER + ".sum⟧).\n"
  "Barricas al tostado a las 13:00."),
]
