"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Shop and product names are written as the results hold them (Cyrillic) or by brand; no pack size is written.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(prefix):
    return f"row('{prefix}').total"


def sh(name, col='sum'):
    return f"row('{name}').{col}"


KO = "Конфеты шоколадные ассорти Красный"
KK = "Конфеты шоколадные ассорти Коркунов"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'ru-RU candlepour',
  "СВЕЧНАЯ ФАБРИКА — ЛИСТ ЗАЛИВКИ, линия L2, партия SV0629\n"
  "Соевый воск · фитили W3 · формы M6 залиты\n"
  "Запись мастера: последний чек — ⟦29 июня@D:2025-06-29⟧, Азбука вкуса, ⟦13\u00a0153,34@" + rc('2025-06-29') + "⟧ ₽; "
  "из восьми последних три — Перекрёсток, самый мелкий ⟦738,76@" + rc('2025-06-26T12') + "⟧ ₽.\n"
  "Расформовано в 15:10."),
E('r_latest', 'faithful', 'es-ES temper',
  "REGISTRO DE ATEMPERADO — lote TB0630, cobertura con leche\n"
  "Sembrado · tableado en mármol · prueba de rotura superada\n"
  "Nota del chocolatero: de los últimos tickets, el mayor es de Азбука вкуса el ⟦29/06@D:2025-06-29⟧ a las 08:12, "
  "⟦13.153,34@" + rc('2025-06-29') + "⟧ rublos; el menor, Перекрёсток el ⟦26/06@D:2025-06-26⟧, ⟦738,76@" + rc('2025-06-26T12') + "⟧.\n"
  "Moldeado a las 11:20."),
E('r_latest', 'faithful', 'fr-FR plucking',
  "POINTAGE DE CUEILLETTE — plantation de thé de Bois Chéri, parcelle F7, équipe G2\n"
  "Deux feuilles et un bourgeon · paniers à la bascule\n"
  "Note du pointeur : ⟦8@len(T)⟧ derniers tickets sur ⟦300@R.total_rows⟧ ; le ⟦23 juin@D:2025-06-23⟧, АШАН pour "
  "⟦1\u202f782,97@" + rc('2025-06-23') + "⟧ ₽, le ⟦10 juin@D:2025-06-10⟧, Магнит pour ⟦770,93@" + rc('2025-06-10') + "⟧ ₽.\n"
  "Pesée à 11:30."),
E('r_latest', 'wrong_row', 'ja-JP marionette',
  "操り人形劇場 キューカード ― 『ピノッキオ』第一幕・キューQ7\n"
  "ブリッジ：ゼペットは主操作板・照明はGOで\n"
  "プロンプター記入：最新のレシート、⟦6月26日@D:2025-06-26⟧のДиксиは"
  "⟦738.76@" + rc('2025-06-26T16') + "~" + rc('2025-06-26T12') + "!⟧ルーブル、⟦6月29日@D:2025-06-29⟧のАзбука вкусаは"
  "⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル。\n"
  "21:50 幕。"),
E('r_latest', 'coincidental', 'en-GB harpcard',
  "HARP SERVICE CARD — Pilgrim 'Clarsach', client HS0505\n"
  "Pitch A440 · levers regulated · one gut string replaced\n"
  "Tuner's note: latest receipts: Азбука вкуса ₽⟦13,153.34@" + rc('2025-06-29') + "⟧ on ⟦29 Jun@D:2025-06-29⟧; АШАН on "
  "⟦23 Jun@D:2025-06-23⟧ came to ₽⟦986@" + rc('2025-06-23') + "!⟧.\n"
  "Next tuning booked 10:00."),
E('r_latest', 'miscomputed', 'pt-BR icehike',
  "PERMISSÃO DE CAMINHADA NO GLACIAR — canhoto GP0701, Glaciar Grey\n"
  "Grupo P2 · grampões e capacetes entregues · guia: Camila\n"
  "Nota do guia: entre os últimos cupons, o Перекрёсток aparece três vezes — ⟦738,76@" + rc('2025-06-26T12') + "⟧, "
  "⟦804,15@" + rc('2025-06-15') + "⟧ e ⟦934,93@" + rc('2025-06-11T22') + "⟧ —, somando ⟦2.747,84@" +
  rc('2025-06-26T12') + "+" + rc('2025-06-15') + "+" + rc('2025-06-11T22') + "!⟧ rublos.\n"
  "Retorno até 16:00."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'it-IT harpcard',
  "SCHEDA ASSISTENZA ARPA — Salvi «Minerva», cliente C0922\n"
  "La A440 · pedali regolati · corda di budello sostituita\n"
  "Nota dell'accordatore: si spende di più da Перекрёсток, ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rubli in "
  "⟦95@" + sh('Перекрёсток', 'n') + "⟧ scontrini; segue ВкусВилл con ⟦145.619,56@" + sh('ВкусВилл') + "⟧.\n"
  "Prossima accordatura alle 10:00."),
E('r_by_shop', 'faithful', 'ja-JP icehike',
  "氷河ハイク入山許可証 ― 控え GP0802・フランツ・ジョセフ氷河\n"
  "パーティーP1・アイゼンとヘルメット貸出済\n"
  "ガイド記入：店舗別の支出は首位Перекрёсток⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル、最少はЛента"
  "⟦10,029.92@" + sh('Лента') + "⟧ルーブル（⟦5@" + sh('Лента', 'n') + "⟧回）。\n"
  "16:00までに小屋へ帰着。"),
E('r_by_shop', 'faithful', 'ru-RU plucking',
  "УЧЁТ СБОРА ЧАЯ — плантация Мацеста, участок F3, бригада G1\n"
  "Два листа и почка · корзины к весовой\n"
  "Запись учётчика: третье место по тратам — АШАН, ⟦106\u00a0458,44@" + sh('АШАН') + "⟧ ₽ за ⟦56@" + sh('АШАН', 'n') + "⟧ чеков; "
  "Магнит — ⟦85\u00a0375,03@" + sh('Магнит') + "⟧ ₽.\n"
  "Взвешено в 11:30."),
E('r_by_shop', 'wrong_row', 'de-DE orchid',
  "ORCHIDEENSCHAU — BEWERTUNGSBOGEN, Klasse C2, Exponat E0618\n"
  "Gattung: Vanda · Aussteller: Herr Krause\n"
  "Bemerkung des Preisrichters: Ausgaben je Laden: Магнит ⟦85.375,03@" + sh('Магнит') + "⟧ ₽, Дикси "
  "⟦29.278,34@" + sh('Дикси') + "~" + sh('Пятёрочка') + "!⟧ ₽ bei ⟦27@" + sh('Дикси', 'n') + "⟧ Einkäufen.\n"
  "Preis: AM; Schleife 12:30."),
E('r_by_shop', 'derived', 'zh-CN candlepour',
  "蜡烛厂 · 浇注单 — L1 线 · 批号 CP0707\n"
  "菜籽蜡 · 烛芯 W2 · 模具 M4 已灌满\n"
  "浇注主管备注：ВкусВилл 共花 ⟦145,619.56@" + sh('ВкусВилл') + "⟧ 卢布、⟦61@" + sh('ВкусВилл', 'n') + "⟧ 张小票，"
  "平均每张约 ⟦2,387.21@" + sh('ВкусВилл') + "/" + sh('ВкусВилл', 'n') + "!⟧ 卢布（我自己除的，结果里没有）。\n"
  "15:10 脱模。"),
E('r_by_shop', 'invented', 'pt-BR bobsleigh',
  "BOBSLED — FOLHA DE CRONOMETRAGEM, pista de Altenberg, descida H1\n"
  "Trenó BRA2 · piloto Costa · freador Lima\n"
  "Nota do cronometrista: gasto por loja — Перекрёсток na frente com ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rublos; "
  "a Лента fecha a lista com ⟦12.480,40@" + sh('Лента') + "!⟧.\n"
  "Largada 10:42."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'ja-JP bobsleigh',
  "ボブスレー 計時表 ― 札幌・ヒートH1\n"
  "ソリJPN2・パイロット高橋・ブレーカー伊藤\n"
  "計時員メモ：2025年の支出は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、最高"
  "⟦13,153.34@max⟧ルーブル。\n"
  "10:42 スタート。"),
E('r_total_2025', 'faithful', 'pl-PL rivercross',
  "PROM RZECZNY — DZIENNIK PRZEPRAW WG PŁYWÓW, prom P2, Zalew Wiślany\n"
  "Pochylnia S2 · odpływ · kurs C1\n"
  "Wpis przewoźnika: w 2025 wydano ⟦246\u00a0665,21@sum⟧ rubli na ⟦86@n⟧ paragonach; średni paragon "
  "⟦2868,20@avg⟧, największy ⟦13\u00a0153,34@max⟧.\n"
  "Ostatni kurs 22:45."),
E('r_total_2025', 'faithful', 'en-US beachhut',
  "BEACH HUT LEDGER — Cape May promenade, hut H9 ('Sandpiper')\n"
  "Keys out · beach chairs counted\n"
  "Warden's entry: spending in 2025 so far: ₽⟦246,665.21@sum⟧ over ⟦86@n⟧ receipts, an average receipt of "
  "₽⟦2,868.20@avg⟧.\n"
  "Keys back by 18:00."),
E('r_total_2025', 'wrong_column', 'fr-FR plucking',
  "POINTAGE DE CUEILLETTE — plantation de thé de Bois Chéri, parcelle F2, équipe G3\n"
  "Deux feuilles et un bourgeon · paniers à la bascule\n"
  "Note du pointeur : dépenses 2025 : ⟦246\u202f665,21@sum⟧ ₽ en ⟦86@n⟧ tickets, ticket moyen "
  "⟦13\u202f153,34@avg~max!⟧ ₽.\n"
  "Pesée à 11:30."),
E('r_total_2025', 'wrong_unit', 'it-IT sauna',
  "CIRCOLO SAUNA — REGISTRO PRESENZE, Società Löyly di Trento\n"
  "Stufa accesa 17:00 · panche lavate · fasci di betulla pronti\n"
  "Annotazione del custode: nel 2025 finora ⟦246.665,21@sum~sum!⟧ euro di spesa su ⟦86@n⟧ scontrini, in media "
  "⟦2.868,20@avg⟧ a scontrino.\n"
  "Ultimo giro 21:30.", unit_note='roubles quoted as euros'),
E('r_total_2025', 'misrounded', 'nl-NL drystone',
  "DROGE STAPELMUUR — WERKBON, klus DS0725, Veluwe\n"
  "Sectie S2 · fundering gelegd · doorbinders gezet\n"
  "Notitie van de stapelaar: uitgaven 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld "
  "⟦2.868,3@avg!⟧ per bon.\n"
  "Deksteen erop om 16:00."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'fr-FR bobsleigh',
  "BOBSLEIGH — FEUILLE DE CHRONOMÉTRAGE, piste de La Plagne, manche H1\n"
  "Bob FRA1 · pilote Robert · freineur Dubois\n"
  "Note du chronométreur : en tête des produits, les bonbons Красный Октябрь, ⟦21\u202f480,62@" + sh(KO) + "⟧ ₽ en "
  "⟦25@" + sh(KO, 'n') + "⟧ achats ; puis les couches Merries, ⟦20\u202f886,90@" + sh('Подгузники') + "⟧ ₽.\n"
  "Départ 10:42."),
E('r_top_items', 'faithful', 'de-DE icehike',
  "GLETSCHERTOUR — PERMIT-ABSCHNITT GP0809, Aletschgletscher\n"
  "Seilschaft P1 · Steigeisen und Helme ausgegeben · Führer: Urs\n"
  "Bemerkung des Führers: unter den Top acht am häufigsten gekauft: Würstchen von Останкино, ⟦41@" + sh('Сосиски', 'n') + "⟧-mal für "
  "⟦17.794,42@" + sh('Сосиски') + "⟧ ₽.\n"
  "Zurück an der Hütte bis 16:00."),
E('r_top_items', 'faithful', 'nl-NL harpcard',
  "HARP-SERVICEKAART — Camac «Clio», klant K0719\n"
  "Stemtoon A440 · pedalen afgesteld\n"
  "Notitie van de stemmer: onderaan de top acht Lavazza-koffie, ⟦14.994,78@" + sh('Кофе') + "⟧ roebel in "
  "⟦22@" + sh('Кофе', 'n') + "⟧ aankopen, net onder Коркунов met ⟦15.256,64@" + sh(KK) + "⟧.\n"
  "Volgende stembeurt 10:00."),
E('r_top_items', 'coincidental', 'es-ES candlepour',
  "FÁBRICA DE VELAS — HOJA DE VERTIDO, línea L3, lote VE0811\n"
  "Cera de abeja · mechas W2 · moldes M4 llenos\n"
  "Nota del encargado: el picadillo de pavo Индилайт suma ⟦16.001,43@" + sh('Фарш') + "⟧ rublos en "
  "⟦38@" + sh('Фарш', 'n') + "!⟧ compras.\n"
  "Desmoldado a las 15:10."),
E('r_top_items', 'misrounded', 'pt-BR rivercross',
  "BALSA DO RIO — DIÁRIO DE TRAVESSIAS COM MARÉ, balsa B1, Rio Amazonas\n"
  "Rampa S2 · maré vazante · travessia C2\n"
  "Registro do balseiro: o café Lavazza fecha o top oito com ⟦14.994@" + sh('Кофе') + "!⟧ rublos em "
  "⟦22@" + sh('Кофе', 'n') + "⟧ compras.\n"
  "Última travessia 22:45."),
E('r_top_items', 'wrong_unit', 'pl-PL plucking',
  "ZESTAWIENIE ZBIORU HERBATY — plantacja w Darjeeling, pole F7, brygada G2\n"
  "Dwa listki i pączek · kosze do ważalni\n"
  "Notatka liczącego: najwięcej poszło na cukierki Красный Октябрь — ⟦21\u00a0480,62@" + sh(KO) + "~" + sh(KO) + "!⟧ zł "
  "w ⟦25@" + sh(KO, 'n') + "⟧ zakupach.\n"
  "Ważenie o 11:30.", unit_note='roubles quoted as Polish złoty'),
]
