"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Shop and product names are written as
the results hold them (Cyrillic) or by brand; no weight or pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(k):
    return f"row('{k}').total"


def sh(k, col='sum'):
    return f"row('{k}').{col}"


KO = "Конфеты шоколадные ассорти Красный"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'es-ES pipereed',
  "NOTAS DE CAÑAS DE GAITA — palleta P3 para puntero, caña del Var\n"
  "Palas raspadas · atadura hecha\n"
  "Nota del palleteiro: últimos tickets — ⟦29/06@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@" + rc('2025-06-29') +
  "⟧ rublos; ⟦26/06@D:2025-06-26⟧ Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ y Перекрёсток ⟦738,76@" +
  rc('2025-06-26T12') + "⟧; ⟦23/06@D:2025-06-23⟧ АШАН ⟦1782,97@" + rc('2025-06-23') + "⟧.\n"
  "Atada y en reposo hasta mañana."),
E('r_latest', 'faithful', 'fr-FR icecave',
  "JOURNAL DE VISITE DE GROTTE DE GLACE — Mer de Glace, groupe G1\n"
  "Crampons distribués · casques vérifiés\n"
  "Note du guide : sur les ⟦8@len(T)⟧ derniers tickets, le plus gros fait ⟦13\u202f153,34@" + rc('2025-06-29') +
  "⟧ ₽ chez Азбука вкуса le ⟦29 juin@D:2025-06-29⟧, le plus petit ⟦738,76@" + rc('2025-06-26T12') +
  "⟧ ₽ chez Перекрёсток le ⟦26 juin@D:2025-06-26⟧ ; Перекрёсток revient trois fois.\n"
  "Sortie de la glace à 15:40."),
E('r_latest', 'faithful', 'de-DE lockdam',
  "SCHLEUSE UND WEHR L3 — SCHLEUSUNGSBUCH\n"
  "Schiff: TMS „Main-Donau“ talwärts · Kammer K1\n"
  "Notiz des Schleusenmeisters: letzte Kassenbons — ⟦15.06.@D:2025-06-15⟧ Перекрёсток ⟦804,15@" + rc('2025-06-15') +
  "⟧ ₽; ⟦11.06.@D:2025-06-11⟧ Перекрёсток ⟦934,93@" + rc('2025-06-11T22') + "⟧ ₽ und Азбука вкуса ⟦6.757,91@" +
  rc('2025-06-11T08') + "⟧ ₽; ⟦10.06.@D:2025-06-10⟧ Магнит ⟦770,93@" + rc('2025-06-10') + "⟧ ₽.\n"
  "Tore zu 14:20."),
E('r_latest', 'wrong_row', 'pl-PL drivein',
  "DZIENNIK PROJEKCJI KINA SAMOCHODOWEGO — ekran E1, Kraków\n"
  "Rolka R1 założona · lampa sprawdzona\n"
  "Uwaga kinooperatora: ostatnie paragony — ⟦23 czerwca@D:2025-06-23⟧ АШАН ⟦1782,97@" + rc('2025-06-23') +
  "⟧ rubli; ⟦15 czerwca@D:2025-06-15⟧ Перекрёсток ⟦934,93@" + rc('2025-06-15') + "~" + rc('2025-06-11T22') +
  "!⟧ rubli; ⟦10 czerwca@D:2025-06-10⟧ Магнит ⟦770,93@" + rc('2025-06-10') + "⟧ rubli.\n"
  "Seans o 21:15."),
E('r_latest', 'wrong_unit', 'pt-BR makeready',
  "FOLHA DE ACERTO — off-set Heidelberg, job J0611\n"
  "Papel: offset · calço ajustado · registro conferido\n"
  "Nota do impressor: o último cupom é de ⟦29/06@D:2025-06-29⟧, Азбука вкуса, R$ ⟦13.153,34@" + rc('2025-06-29') +
  "~" + rc('2025-06-29') + "!⟧; antes, Дикси com ⟦984,21@" + rc('2025-06-26T16') + "⟧ rublos em "
  "⟦26/06@D:2025-06-26⟧.\n"
  "Folha OK às 10:15.", unit_note='roubles quoted as Brazilian reais'),
E('r_latest', 'coincidental', 'en-US snowcone',
  "SNOW-CONE STAND TALLY — stand S1, Santa Cruz boardwalk\n"
  "Syrups out: cherry, grape, blue raspberry · ice block B1\n"
  "Tally: |||| |||| |\n"
  "Tally keeper's note: latest receipts — ⟦6/29@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@" + rc('2025-06-29') +
  "⟧, ⟦6/23@D:2025-06-23⟧ АШАН ₽⟦1,782.97@" + rc('2025-06-23') + "⟧, ⟦6/15@D:2025-06-15⟧ Перекрёсток "
  "₽⟦772@" + rc('2025-06-15') + "!⟧.\n"
  "Shutters down 20:00."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'ja-JP drivein',
  "ドライブインシアター 映写記録 ― スクリーンS2・木更津\n"
  "巻R2装填・ランプ点検\n"
  "映写技師メモ：店別の支出、トップはПерекрёсток ⟦216,136.08@" + sh('Перекрёсток') + "⟧ルーブル（⟦95@" +
  sh('Перекрёсток', 'n') + "⟧回）、次いでВкусВилл ⟦145,619.56@" + sh('ВкусВилл') + "⟧ルーブル。最少はЛента "
  "⟦10,029.92@" + sh('Лента') + "⟧ルーブル（⟦5@" + sh('Лента', 'n') + "⟧回）。\n"
  "21:15 上映開始。"),
E('r_by_shop', 'faithful', 'zh-CN lockdam',
  "船闸大坝 L5 · 过闸日志\n"
  "船舶：货船“汉江”下行 · C2 闸室\n"
  "闸长备注：按商店汇总，Перекрёсток 花得最多 ⟦216,136.08@" + sh('Перекрёсток') + "⟧ 卢布（⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ 张小票），ВкусВилл ⟦145,619.56@" + sh('ВкусВилл') + "⟧ 卢布，АШАН ⟦106,458.44@" +
  sh('АШАН') + "⟧ 卢布；Лента 最少：⟦10,029.92@" + sh('Лента') + "⟧ 卢布。\n"
  "14:20 闸门关闭。"),
E('r_by_shop', 'faithful', 'pt-BR hatcheck',
  "TALÃO DA CHAPELARIA — CH0908\n"
  "Depositado: chapéu-panamá, guarda-chuva · gancho G6\n"
  "Nota da atendente: gastos por loja — Перекрёсток ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rublos em ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ compras, ВкусВилл ⟦145.619,56@" + sh('ВкусВилл') + "⟧, АШАН ⟦106.458,44@" +
  sh('АШАН') + "⟧, Магнит ⟦85.375,03@" + sh('Магнит') + "⟧.\n"
  "Retirada mediante talão; fecha às 23:00."),
E('r_by_shop', 'wrong_row', 'en-US icecave',
  "GLACIER CAVE TOUR LOG — Mendenhall, party T4\n"
  "Crampons issued · helmets checked\n"
  "Guide's note: spend by shop — Перекрёсток ₽⟦216,136.08@" + sh('Перекрёсток') + "⟧ over ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ receipts, ВкусВилл ₽⟦145,619.56@" + sh('ВкусВилл') + "⟧, then АШАН in third at "
  "₽⟦85,375.03@" + sh('АШАН') + "~" + sh('Магнит') + "!⟧.\n"
  "Out of the ice 15:40."),
E('r_by_shop', 'miscomputed', 'it-IT makeready',
  "FOGLIO DI AVVIAMENTO — pedalina Heidelberg, lavoro L0641\n"
  "Carta: vergata avorio · alzo preparato · registro controllato\n"
  "Nota del macchinista: da Перекрёсток ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rubli in ⟦95@" +
  sh('Перекрёсток', 'n') + "⟧ scontrini, cioè in media ⟦2.375,12@" + sh('Перекрёсток') + "/" +
  sh('Перекрёсток', 'n') + "!⟧ rubli a scontrino.\n"
  "Foglio buono alle 10:15."),
E('r_by_shop', 'derived', 'pl-PL camelrace',
  "WYŚCIG WIELBŁĄDÓW — KARTA WYNIKÓW, Al Marmoom, bieg B3\n"
  "Zwycięzca: „Shaheen” (dżokej-robot)\n"
  "Notatka sędziego: Азбука вкуса — tylko ⟦8@" + sh('Азбука', 'n') + "⟧ paragonów, ale ⟦35\u00a0712,98@" +
  sh('Азбука') + "⟧ rubli, czyli ⟦4464,12@" + sh('Азбука') + "/" + sh('Азбука', 'n') + "!⟧ rubli na paragon "
  "(sam podzieliłem).\n"
  "Ważenie o 16:30."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'en-GB camelrace',
  "CAMEL RACE — RESULTS CARD, Al Wathba, heat H1\n"
  "Winner: 'Ghazal' (robot jockey) · runner-up: 'Sarab'\n"
  "Steward's note: 2025 spending so far — ⟦246,665.21@sum⟧ RUB across ⟦86@n⟧ receipts, average ⟦2,868.20@avg⟧, "
  "largest ⟦13,153.34@max⟧.\n"
  "Weighed in at 16:30."),
E('r_total_2025', 'faithful', 'de-DE pipereed',
  "ROHRBLATT-NOTIZEN — Chanter-Rohr R6, Var-Rohr\n"
  "Blätter geschabt · Drahtring gesetzt\n"
  "Notiz des Rohrbauers: Ausgaben 2025 bisher ⟦246.665,21@sum⟧ ₽ bei ⟦86@n⟧ Kassenbons; Durchschnittsbon "
  "⟦2.868,20@avg⟧ ₽, größter Bon ⟦13.153,34@max⟧ ₽.\n"
  "Gebunden, über Nacht ruhen lassen."),
E('r_total_2025', 'faithful', 'nl-NL drivein',
  "DRIVE-IN PROJECTIELOGBOEK — scherm S1, drive-in Zeeland\n"
  "Spoel R2 ingeregen · lamp gecontroleerd\n"
  "Notitie van de operateur: uitgaven 2025 tot nu toe: ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld "
  "⟦2.868,20@avg⟧ roebel per bon.\n"
  "Voorstelling 21:15."),
E('r_total_2025', 'wrong_column', 'zh-CN snowcone',
  "刨冰摊 · 记数单 — S1 号摊 · 鼓浪屿\n"
  "糖浆：草莓、芒果、蓝柑\n"
  "正正正正\n"
  "摊主备注：2025 年至今共消费 ⟦246,665.21@sum⟧ 卢布；小票 ⟦86@n⟧ 张；单张最大 ⟦2,868.20@max~avg!⟧ 卢布。\n"
  "20:00 收摊。"),
E('r_total_2025', 'invented', 'pt-BR lockdam',
  "ECLUSA E BARRAGEM E3 — LIVRO DE PASSAGEM\n"
  "Embarcação: chata “Paraná” descendo · câmara C1\n"
  "Nota do operador: gastos de 2025 até agora: ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ cupons, média de "
  "⟦2.731,40@avg!⟧ por cupom.\n"
  "Comportas fechadas às 14:20."),
E('r_total_2025', 'wrong_unit', 'fr-FR makeready',
  "FEUILLE DE CALAGE — presse Heidelberg, travail T1104\n"
  "Papier : couché mat · habillage monté · repérage vérifié\n"
  "Note du conducteur : dépenses 2025 à ce jour : ⟦246,7 k@sum~sum!⟧€ sur ⟦86@n⟧ tickets, ticket moyen "
  "⟦2\u202f868,20@avg⟧ ₽.\n"
  "BAT tiré à 10:15.", unit_note='roubles quoted as euros (in thousands)'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ru-RU pipereed',
  "ЗАМЕТКИ ТРОСТНИКОВОГО МАСТЕРА — трость R2, тростник с Кубани\n"
  "Лопасти выскоблены · бридл наложен\n"
  "Заметка мастера: больше всего денег ушло на конфеты «Красный Октябрь» — ⟦21\u00a0480,62@" + sh(KO) + "⟧ ₽ за "
  "⟦25@" + sh(KO, 'n') + "⟧ покупок; дальше подгузники Merries — ⟦20\u00a0886,90@" + sh('Подгузники') + "⟧ ₽, "
  "сосиски «Останкино» — ⟦17\u00a0794,42@" + sh('Сосиски') + "⟧ ₽.\n"
  "Обвязана, оставлена на ночь."),
E('r_top_items', 'faithful', 'pl-PL kitesurf',
  "SZKOŁA KITESURFINGU — ARKUSZ REZERWACJI, spot K1, Chałupy\n"
  "Kursantka: Ola · latawiec L3 · deska D2\n"
  "Uwaga instruktora: najwięcej wydajesz na cukierki Красный Октябрь (⟦21\u00a0480,62@" + sh(KO) + "⟧ rubli, ⟦25@" +
  sh(KO, 'n') + "⟧ zakupów) i pieluchy Merries (⟦20\u00a0886,90@" + sh('Подгузники') + "⟧, ⟦10@" +
  sh('Подгузники', 'n') + "⟧ zakupów); kawa Lavazza zamyka listę: ⟦14\u00a0994,78@" + sh('Кофе') + "⟧.\n"
  "Lekcja o 11:00, jeśli zawieje."),
E('r_top_items', 'faithful', 'en-GB makeready',
  "MAKE-READY SHEET — Albion press, job J0617\n"
  "Stock: Conqueror wove · tympan packed\n"
  "Compositor's note: top spend by product — Красный Октябрь chocolates ⟦21,480.62@" + sh(KO) + "⟧ RUB (⟦25@" +
  sh(KO, 'n') + "⟧ buys), Merries nappies ⟦20,886.90@" + sh('Подгузники') + "⟧ (⟦10@" + sh('Подгузники', 'n') +
  "⟧), Останкино sausages ⟦17,794.42@" + sh('Сосиски') + "⟧ (⟦41@" + sh('Сосиски', 'n') + "⟧).\n"
  "OK sheet pulled 10:15."),
E('r_top_items', 'wrong_row', 'pt-BR pianocard',
  "FICHA DO PIANO — oficina de afinação O1, Fritz Dobbert\n"
  "Diapasão A440 · mecânica regulada\n"
  "Nota do afinador: onde mais vai o dinheiro — bombons Красный Октябрь ⟦21.480,62@" + sh(KO) + "⟧ rublos; carne "
  "moída de peru Индилайт ⟦16.036,41@" + sh('Фарш') + "~" + sh('Сыр') + "!⟧ rublos em ⟦33@" + sh('Фарш', 'n') +
  "⟧ compras.\n"
  "Próxima afinação às 09:30."),
E('r_top_items', 'coincidental', 'fr-FR quarry',
  "CARRIÈRE — CARNET DE TIR, gradin G3, front F2\n"
  "Trous chargés · sirène\n"
  "Note du boutefeu : dépenses par produit — en tête les chocolats Красный Октябрь, ⟦21\u202f480,62@" + sh(KO) +
  "⟧ ₽ ; en bas de liste le café Lavazza, ⟦14\u202f994,78@" + sh('Кофе') + "⟧ ₽ pour ⟦19@" + sh('Кофе', 'n') +
  "!⟧ achats.\n"
  "Fin d'alerte 13:05."),
E('r_top_items', 'misrounded', 'it-IT accession',
  "SCHEDA DI ACCESSIONE — Orto Botanico di Palermo, acc. PA23077\n"
  "Taxon: Ficus macrophylla · aiuola A1\n"
  "Nota del curatore: spesa per prodotto — cioccolatini Красный Октябрь ⟦21.480,62@" + sh(KO) + "⟧ rubli, "
  "pannolini Merries ⟦20.886@" + sh('Подгузники') + "!⟧ rubli in ⟦10@" + sh('Подгузники', 'n') + "⟧ acquisti, "
  "wurstel Останкино ⟦17.794,42@" + sh('Сосиски') + "⟧.\n"
  "Cartellino inciso."),
]
