"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Receipts of the same day are told
apart by the time prefix; shops and products by the start of their name."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

AZ29 = "row('2025-06-29').total"
DI26 = "row('2025-06-26T16').total"
PE26 = "row('2025-06-26T12').total"
AS23 = "row('2025-06-23').total"
PE15 = "row('2025-06-15').total"
PE11 = "row('2025-06-11T22').total"
AZ11 = "row('2025-06-11T08').total"
MA10 = "row('2025-06-10').total"


def s(x):
    return f"row('{x}').sum"


def n(x):
    return f"row('{x}').n"


KO = 'Конфеты шоколадные ассорти Красный'
KK = 'Конфеты шоколадные ассорти Коркунов'

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'en-GB winding',
  f"""TURRET CLOCK WINDING LOG — parish church, clock T2
Going and striking trains wound · set by the pips at 12:00
Winder's remark: latest receipts — ⟦29 Jun@D:2025-06-29⟧, Азбука вкуса, ⟦13,153.34@{AZ29}⟧ RUB; ⟦26 Jun@D:2025-06-26⟧, Дикси ⟦984.21@{DI26}⟧ and Перекрёсток ⟦738.76@{PE26}⟧; ⟦23 Jun@D:2025-06-23⟧, АШАН ⟦1,782.97@{AS23}⟧.
Pivots oiled; door locked."""),
E('r_latest', 'faithful', 'pl-PL skijump',
  f"""SKOKI NARCIARSKIE — KARTA SĘDZIEGO, HS134 Zakopane · sędzia J3 · seria R2
Skoczek: numer B07 · belka G11
Uwaga sędziego: ostatnie paragony — ⟦15 czerwca@D:2025-06-15⟧ Перекрёсток ⟦804,15@{PE15}⟧ rubli, ⟦11 czerwca@D:2025-06-11⟧ Перекрёсток ⟦934,93@{PE11}⟧ i Азбука вкуса ⟦6757,91@{AZ11}⟧, ⟦10 czerwca@D:2025-06-10⟧ Магнит ⟦770,93@{MA10}⟧.
Telemark czysty."""),
E('r_latest', 'faithful', 'de-DE bankermark',
  f"""STEINMETZZEICHENBUCH — Bank B1, Münsterbauhütte Ulm
Zeichen: Winkel mit Haken · Maßwerkstück, Schicht S07
Eintrag des Steinmetzen: neueste Belege — ⟦29.06.@D:2025-06-29⟧ Азбука вкуса ⟦13.153,34@{AZ29}⟧ ₽, der größte; ⟦26.06.@D:2025-06-26⟧ Перекрёсток ⟦738,76@{PE26}⟧ ₽, der kleinste der ⟦8@len(T)⟧ gezeigten.
Vom Polier abgenommen."""),
E('r_latest', 'wrong_row', 'pt-BR toyhospital',
  f"""FICHA DE INTERNAÇÃO — HOSPITAL DE BRINQUEDOS, HB0613
Paciente: «Zé Pelúcia», macaco de pano · ala A1, rabo descosturado
Nota da enfermeira: últimos recibos — Магнит em ⟦10/06@D:2025-06-10⟧: ⟦804,15@{MA10}~{PE15}!⟧ rublos; АШАН em ⟦23/06@D:2025-06-23⟧: ⟦1.782,97@{AS23}⟧.
Alta no sábado, a partir das 10:00."""),
E('r_latest', 'derived', 'nl-NL pipeband',
  f"""PIPE-BANDWEDSTRIJD — JURYBLAD, Grade II, band B04 'Dutch Highlanders'
Programma: MSR · aantreden 13:10
Notitie van de jury: Азбука вкуса komt twee keer voor in de laatste bonnen, ⟦13.153,34@{AZ29}⟧ en ⟦6.757,91@{AZ11}⟧ roebel; samen ⟦19.911,25@{AZ29}+{AZ11}!⟧ roebel, zelf opgeteld.
Blad ingeleverd; bourdons zuiver."""),
E('r_latest', 'coincidental', 'es-ES woolsale',
  f"""CATÁLOGO DE SUBASTA DE LANA — venta V04, almacén de Béjar, lote L226
Vellón merino, clase AA · corredor: Lanas del Tormes
Observación del tasador: tique de Дикси del ⟦26/06@D:2025-06-26⟧, ⟦737@{DI26}!⟧ rublos; el mayor, Азбука вкуса el ⟦29/06@D:2025-06-29⟧, ⟦13.153,34@{AZ29}⟧.
Remate a las 11:40."""),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'nl-NL lifeboat',
  f"""REDDINGBOOT-UITRUKLOG — station Egmond, boot RB07
Te water 14:22 · zee matig, wind W vrij krachtig
Notitie van de schipper: meeste uitgaven bij Перекрёсток, ⟦216.136,08@{s('Перекрёсток')}⟧ roebel over ⟦95@{n('Перекрёсток')}⟧ bonnen; dan ВкусВилл ⟦145.619,56@{s('ВкусВилл')}⟧ (⟦61@{n('ВкусВилл')}⟧) en АШАН ⟦106.458,44@{s('АШАН')}⟧ (⟦56@{n('АШАН')}⟧).
Boot binnen 16:05."""),
E('r_by_shop', 'faithful', 'zh-CN skijump',
  f"""跳台滑雪 · 裁判评分卡 — HS140 张家口 · 裁判 J1 · 轮次 R1
运动员：号码布 B16 · 出发门 G12
裁判备注：按商店统计花费，Перекрёсток 最多，⟦216,136.08@{s('Перекрёсток')}⟧ 卢布；最少是 Лента，⟦10,029.92@{s('Лента')}⟧ 卢布，共 ⟦5@{n('Лента')}⟧ 张小票。
评分卡已交。"""),
E('r_by_shop', 'faithful', 'en-GB woolsale',
  f"""WOOL SALE CATALOGUE — Sale S03, Bradford wool exchange, Lot W118
Fleece: Swaledale, AA style · broker: Elders
Valuer's remark: spend by shop — Магнит ⟦85,375.03@{s('Магнит')}⟧ RUB on ⟦36@{n('Магнит')}⟧ receipts, Дикси ⟦61,984.60@{s('Дикси')}⟧ on ⟦27@{n('Дикси')}⟧, Азбука вкуса ⟦35,712.98@{s('Азбука')}⟧ on only ⟦8@{n('Азбука')}⟧.
Reserve met; knocked down 11:40."""),
E('r_by_shop', 'faithful', 'es-ES aquarium',
  f"""REGISTRO DE ANÁLISIS DEL AGUA — acuario de San Sebastián, tanque T6
Amoníaco cero · nitritos cero · pH estable
Nota del acuarista: gasto por tienda — Пятёрочка ⟦29.278,34@{s('Пятёрочка')}⟧ rublos en ⟦12@{n('Пятёрочка')}⟧ tiques; Лента ⟦10.029,92@{s('Лента')}⟧ en ⟦5@{n('Лента')}⟧. Перекрёсток encabeza la lista.
Cambio parcial de agua a las 16:00."""),
E('r_by_shop', 'wrong_row', 'ru-RU pipeband',
  f"""КОНКУРС ВОЛЫНОЧНЫХ ОРКЕСТРОВ — ЛИСТ СУДЬИ, Grade II, оркестр B11 «Пайпс Невы»
Программа: MSR · выход на линию 13:10
Заметка судьи: траты по магазинам — Перекрёсток ⟦216\u00a0136,08@{s('Перекрёсток')}⟧ ₽ (⟦95@{n('Перекрёсток')}⟧ чеков), АШАН — ⟦61@{n('АШАН')}~{n('ВкусВилл')}!⟧ чек на ⟦106\u00a0458,44@{s('АШАН')}⟧ ₽.
Лист сдан; бурдоны ровные."""),
E('r_by_shop', 'miscomputed', 'en-US bankermark',
  f"""BANKER-MARKS LEDGER — bench B2, cathedral works yard, Washington
Mark: arrow-and-cross · voussoir for the north arch, course C12
Mason's entry: Перекрёсток leads the shops at ⟦216,136.08@{s('Перекрёсток')}⟧ RUB over ⟦95@{n('Перекрёсток')}⟧ receipts — ⟦2,257.12@{s('Перекрёсток')}/{n('Перекрёсток')}!⟧ RUB a visit.
Stone dressed; passed by the clerk of works."""),
E('r_by_shop', 'wrong_unit', 'pl-PL fieldbook',
  f"""DZIENNIK POLOWY KARTOGRAFA — arkusz N33, punkt TP9
Teodolit ustawiony; azymuty wpisane
Notatka: najwięcej wydano w Перекрёсток — ⟦216\u00a0136,08@{s('Перекрёсток')}~{s('Перекрёсток')}!⟧ zł w ⟦95@{n('Перекрёсток')}⟧ paragonach; ВкусВилл drugi.
Zapis zamknięty 15:30.""", unit_note='roubles quoted as złoty'),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'nl-NL oyster',
  """OESTEROOGSTLOG — perceel P2, Oosterschelde
Tafels T1–T4 gelicht bij laagwater 06:40
Notitie van de kweker: uitgaven in 2025 tot nu toe ⟦246.665,21@sum⟧ roebel over ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ per bon; grootste bon ⟦13.153,34@max⟧.
Zakken naar het zuiveringsbassin 09:30."""),
E('r_total_2025', 'faithful', 'zh-CN lifeboat',
  """救生艇出动记录 — 连云港救助站，艇 SB04
出动 14:22 · 小浪，东风
艇长备注：2025 年至今共花 ⟦246,665.21@sum⟧ 卢布，⟦86@n⟧ 张小票，平均每张 ⟦2,868.20@avg⟧ 卢布，最大一张 ⟦13,153.34@max⟧。
16:05 入库。"""),
E('r_total_2025', 'faithful', 'en-US pipeband',
  """PIPE BAND CONTEST — ADJUDICATOR'S SHEET, Grade IV, band B19 'Great Lakes Pipes'
Set: MSR · on the line 13:10
Piping judge's note: spending in 2025 so far — ⟦246,665.21@sum⟧ RUB across ⟦86@n⟧ receipts, an average of ⟦2,868.2@avg⟧ RUB; the biggest single receipt ⟦13,153.34@max⟧ RUB.
Sheet handed in."""),
E('r_total_2025', 'wrong_column', 'de-DE aquarium',
  """WASSERTESTPROTOKOLL — Aquarium Wilhelmshaven, Becken B3
Ammonium null · Nitrit null · pH stabil
Notiz des Aquarianers: 2025 bisher ⟦246.665,21@sum⟧ ₽ auf ⟦86@n⟧ Belegen; größter Einzelbeleg ⟦2.868,20@max~avg!⟧ ₽.
Teilwasserwechsel um 16:00."""),
E('r_total_2025', 'derived', 'fr-FR toyhospital',
  """BILLET D'ADMISSION — HÔPITAL DES JOUETS, HJ0207
Patient : « Pompon », lapin en feutrine · salle S1, oreille recousue
Note de l'infirmière : dépenses 2025 : ⟦246\u202f665,21@sum⟧ roubles sur ⟦86@n⟧ tickets, dont un de ⟦13\u202f153,34@max⟧ ; sans ce gros ticket, ⟦233\u202f511,87@sum-max!⟧ roubles (soustraction faite par moi).
Sortie samedi dès 10:00."""),
E('r_total_2025', 'invented', 'ru-RU skijump',
  """ПРЫЖКИ С ТРАМПЛИНА — КАРТОЧКА СУДЬИ, HS140 Нижний Тагил · судья J2 · попытка R1
Прыгун: нагрудный номер B21 · стартовые ворота G14
Заметка судьи: траты в 2025 г. — ⟦246\u00a0665,21@sum⟧ ₽ по ⟦86@n⟧ чекам, средний чек ⟦3\u00a0046,15@avg!⟧ ₽.
Телемарк чистый; карточка сдана в 11:05."""),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'de-DE lifeboat',
  f"""SEENOTRETTUNGS-EINSATZBUCH — Station Laboe, Boot SK14
Auslaufen 14:22 · See ruhig, Wind O schwach
Notiz des Vormanns: meiste Ausgaben für Красный Октябрь-Pralinen, ⟦21.480,62@{s(KO)}⟧ ₽ bei ⟦25@{n(KO)}⟧ Käufen; dann Merries-Windeln ⟦20.886,90@{s('Подгузники')}⟧ ₽ (⟦10@{n('Подгузники')}⟧ Käufe).
Boot im Schuppen 16:05."""),
E('r_top_items', 'faithful', 'ja-JP bankermark',
  f"""石工 バンカーマーク台帳 ― 作業台B2・大聖堂石工場
印：矢と十字 · 北側アーチの迫石、段C09
石工の記入：支出の多い品目、オスタンキノのソーセージ⟦17,794.42@{s('Сосиски')}⟧ルーブル（⟦41@{n('Сосиски')}⟧回）、豚ロース⟦16,536.40@{s('Свинина')}⟧ルーブル（⟦20@{n('Свинина')}⟧回）。
監督の検収済。"""),
E('r_top_items', 'faithful', 'en-GB toyhospital',
  f"""TOY HOSPITAL ADMISSION TICKET — TH0825
Patient: 'Mr Wobble', knitted giraffe · ward W3, neck needs stuffing
Nurse's note: bottom of the top eight — Коркунов chocolates ⟦15,256.64@{s(KK)}⟧ RUB over ⟦25@{n(KK)}⟧ purchases, Lavazza coffee ⟦14,994.78@{s('Кофе')}⟧ RUB over ⟦22@{n('Кофе')}⟧.
Discharge Saturday from 10:00."""),
E('r_top_items', 'wrong_row', 'nl-NL pipeband',
  f"""PIPE-BANDWEDSTRIJD — JURYBLAD, Grade III, band B13 'Frisian Pipes'
Programma: MSR · aantreden 13:10
Notitie van de jury: kalkoengehakt van Индилайт kostte ⟦16.036,41@{s('Фарш')}~{s('Сыр')}!⟧ roebel over ⟦33@{n('Фарш')}⟧ aankopen; de Merries-luiers ⟦20.886,90@{s('Подгузники')}⟧.
Blad ingeleverd."""),
E('r_top_items', 'wrong_row', 'fr-FR ferrytally',
  f"""GUICHET DU BAC — FEUILLE DE POINTAGE, Quiberon, guichet G1
Départs 07:15 et 09:45 · colonnes piétons, voitures, vélos arrêtées
Note du guichetier : café Lavazza, ⟦15\u202f256,64@{s('Кофе')}~{s(KK)}!⟧ roubles en ⟦22@{n('Кофе')}⟧ achats ; en tête, les chocolats Красный Октябрь, ⟦21\u202f480,62@{s(KO)}⟧ roubles.
Caisse juste ; fermeture 18:30."""),
E('r_top_items', 'wrong_unit', 'en-US woolsale',
  f"""WOOL SALE CATALOG — Sale S12, San Angelo wool warehouse, Lot W305
Fleece: Rambouillet, AAA style · broker: Producers
Valuer's remark: biggest product spend — Красный Октябрь chocolates, $⟦21,480.62@{s(KO)}~{s(KO)}!⟧ over ⟦25@{n(KO)}⟧ purchases; Merries diapers next.
Reserve met; knocked down 11:40.""", unit_note='roubles quoted as US dollars'),
]
