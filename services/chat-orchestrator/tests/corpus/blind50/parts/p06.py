"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes). Currency signs stay outside
the markers; no product weight or pack size is written."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(ts):
    return f"row('{ts}').total"


def shop(name, col='sum'):
    return f"row('{name}').{col}"


SUM8 = "sum(x.total for x in T)"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'en-GB balloonpermit',
  "STREET TRADING PERMIT — balloon seller, pitch BP3, Brighton seafront\n"
  "Helium cylinder chained · no releases · pitch kept clear\n"
  "Remarks: latest receipts — ⟦29 Jun@D:2025-06-29⟧ Азбука вкуса ₽⟦13,153.34@" + rc('2025-06-29') + "⟧; "
  "⟦26 Jun@D:2025-06-26⟧ Дикси ₽⟦984.21@" + rc('2025-06-26T16') + "⟧ and Перекрёсток ₽⟦738.76@" +
  rc('2025-06-26T12') + "⟧; ⟦23 Jun@D:2025-06-23⟧ АШАН ₽⟦1,782.97@" + rc('2025-06-23') + "⟧ (8 of "
  "⟦300@R.total_rows⟧ shown).\n"
  "Valid until 19:00."),
E('r_latest', 'faithful', 'en-US chimneypot',
  "CHIMNEY-POT KILN TICKET — kiln CP8, Roseville\n"
  "[x] thrown [x] dried [x] set on bats\n"
  "Fireman's note: newest receipt ⟦6/29@D:2025-06-29⟧, Азбука вкуса, ₽⟦13,153.34@" + rc('2025-06-29') + "⟧; "
  "two on ⟦6/11@D:2025-06-11⟧ — Азбука вкуса ₽⟦6,757.91@" + rc('2025-06-11T08') + "⟧ in the morning, "
  "Перекрёсток ₽⟦934.93@" + rc('2025-06-11T22') + "⟧ at night.\n"
  "Wicket bricked up 20:00."),
E('r_latest', 'faithful', 'it-IT searake',
  "REGISTRO DEL RASTRELLO — VASCA SR4, saline di Cervia\n"
  "Rastrellato · scolato sull'argine · portato al cumulo\n"
  "Nota del salinaro: ultimi scontrini — ⟦29 giugno@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" +
  rc('2025-06-29') + "⟧ rubli; ⟦26 giugno@D:2025-06-26⟧ Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ e "
  "Перекрёсток ⟦738,76@" + rc('2025-06-26T12') + "⟧; il ⟦10 giugno@D:2025-06-10⟧ Магнит, ⟦770,93@" +
  rc('2025-06-10') + "⟧.\n"
  "Rastrellatura finita alle 18:20."),
E('r_latest', 'wrong_row', 'es-ES bellbuoy',
  "HOJA DE MANTENIMIENTO — BOYA DE CAMPANA BB3, ría de Arousa\n"
  "Badajo: libre | Cadena: revisada | Pintura: nueva\n"
  "Nota del patrón: últimos tiques — el ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') +
  "⟧ rublos; el ⟦23/06@D:2025-06-23⟧, АШАН, ⟦804,15@" + rc('2025-06-23') + "~" + rc('2025-06-15') + "!⟧ "
  "rublos; el ⟦10/06@D:2025-06-10⟧, Магнит, ⟦770,93@" + rc('2025-06-10') + "⟧.\n"
  "De vuelta en su puesto 14:10."),
E('r_latest', 'coincidental', 'zh-CN cranberry',
  "蔓越莓田淹水记录 — CB1 号田，抚远\n"
  "闸板拔起｜放水｜浆果浮起\n"
  "种植户记：最近 8 张小票里，⟦6月26日@D:2025-06-26⟧下午 Дикси 花了 ⟦936@" + rc('2025-06-26T16') + "!⟧ 卢布，"
  "同日中午 Перекрёсток ⟦738.76@" + rc('2025-06-26T12') + "⟧ 卢布；最新一张是 ⟦6月29日@D:2025-06-29⟧ "
  "Азбука вкуса，金额 ⟦13,153.34@" + rc('2025-06-29') + "⟧ 卢布。\n"
  "17:40 闸板复位。"),
E('r_latest', 'derived', 'nl-NL saddlestitch',
  "BINDERIJBON — GENIETE BROCHURE, order SS0629, wijkkrant\n"
  "Gevouwen ✓ Vergaard ✓ Geniet ✓ Afgesneden ✓\n"
  "Notitie van de binder: de laatste acht bonnen, van Магнит (⟦770,93@" + rc('2025-06-10') + "⟧ roebel, "
  "⟦10 juni@D:2025-06-10⟧) tot Азбука вкуса (⟦13.153,34@" + rc('2025-06-29') + "⟧, ⟦29 juni@D:2025-06-29⟧), "
  "zelf opgeteld: ⟦25.927,20@" + SUM8 + "!⟧ roebel.\n"
  "In dozen 15:30."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'pt-BR balloonpermit',
  "LICENÇA DE COMÉRCIO AMBULANTE — vendedor de balões, ponto BP7, Ibirapuera\n"
  "Cilindro de hélio preso · nada de soltar balões · passagem livre\n"
  "Observações: onde mais se gasta — Перекрёсток, ⟦216.136,08@" + shop('Перекрёсток') + "⟧ rublos em "
  "⟦95@" + shop('Перекрёсток', 'n') + "⟧ compras; depois ВкусВилл, ⟦145.619,56@" + shop('ВкусВилл') + "⟧ "
  "(⟦61@" + shop('ВкусВилл', 'n') + "⟧), e АШАН, ⟦106.458,44@" + shop('АШАН') + "⟧ (⟦56@" + shop('АШАН', 'n') +
  "⟧).\n"
  "Válida até as 19:00."),
E('r_by_shop', 'faithful', 'ja-JP marbletag',
  "大理石ブロック荷札 ― ブロックMB-Q0811・寒水石\n"
  "等級：白・面：挽き・石目：記入済\n"
  "石切り職人メモ：支出首位はПерекрёсток ⟦216,136.08@" + shop('Перекрёсток') + "⟧ルーブル（⟦95@" +
  shop('Перекрёсток', 'n') + "⟧枚）、次いでВкусВилл ⟦145,619.56@" + shop('ВкусВилл') + "⟧ルーブル、最少は"
  "Лента ⟦10,029.92@" + shop('Лента') + "⟧ルーブル（⟦5@" + shop('Лента', 'n') + "⟧枚）。\n"
  "11:25 荷札付け。"),
E('r_by_shop', 'faithful', 'it-IT ropebridge',
  "SCHEDA D'ISPEZIONE — PONTE TIBETANO RB6, Val Tartano\n"
  "Corrimano ✓  Funi ✓  Ancoraggi ✓\n"
  "Ispettore: spesa per negozio — Перекрёсток in testa con ⟦216.136,08@" + shop('Перекрёсток') + "⟧ rubli "
  "su ⟦95@" + shop('Перекрёсток', 'n') + "⟧ scontrini, Магнит ⟦85.375,03@" + shop('Магнит') + "⟧, Лента "
  "ultima con ⟦10.029,92@" + shop('Лента') + "⟧.\n"
  "Riaperto alle 09:30."),
E('r_by_shop', 'wrong_unit', 'zh-CN chimneypot',
  "烟囱帽窑票 — CP6 号窑，宜兴\n"
  "[x] 拉坯 [x] 阴干 [x] 装窑\n"
  "烧窑师傅记：花钱最多的是 Перекрёсток，共 ⟦216,136.08@" + shop('Перекрёсток') + "⟧ 卢布；第二是 ВкусВилл，共 "
  "⟦145,619.56@" + shop('ВкусВилл') + "~" + shop('ВкусВилл') + "!⟧ 美元，小票 ⟦61@" + shop('ВкусВилл', 'n') +
  "⟧ 张。\n"
  "20:00 封窑门。",
  unit_note='roubles quoted as US dollars'),
E('r_by_shop', 'miscomputed', 'nl-NL candlestick',
  "ORDERBON — KANDELAARS, order CS0808, paar in gedraaid messing\n"
  "Metaal: messing · Afwerking: gepolijst · Kaarshouders: geboord\n"
  "Notitie van de maker: bij Азбука вкуса ⟦35.712,98@" + shop('Азбука') + "⟧ roebel over ⟦8@" +
  shop('Азбука', 'n') + "⟧ bonnen, volgens mijn berekening ⟦4.446,12@" + shop('Азбука') + "/" +
  shop('Азбука', 'n') + "!⟧ per bon — de duurste winkel per bezoek.\n"
  "Af te halen vanaf 16:00."),
E('r_by_shop', 'wrong_row', 'de-DE yak',
  "YAK-KARAWANE — KERBHOLZBUCH, Karawane YK3, Changtang\n"
  "Lasten verzurrt · Glocke am Leittier · Pass frei\n"
  "Strichliste: Ausgaben je Laden — Перекрёсток ⟦216.136,08@" + shop('Перекрёсток') + "⟧ Rubel bei ⟦95@" +
  shop('Перекрёсток', 'n') + "⟧ Belegen, Магнит ⟦61.984,60@" + shop('Магнит') + "~" + shop('Дикси') + "!⟧ "
  "Rubel bei ⟦36@" + shop('Магнит', 'n') + "⟧ Belegen.\n"
  "Lager abgebrochen 05:15."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'es-ES yak',
  "LIBRO DE MUESCAS — CARAVANA DE YAKS YK5, Humla\n"
  "Cargas atadas · cencerro en el yak guía · paso libre\n"
  "Cuenta del caravanero: en 2025, ⟦246.665,21@sum⟧ rublos en ⟦86@n⟧ tiques; tique medio ⟦2868,20@avg⟧ y "
  "el mayor, ⟦13.153,34@max⟧.\n"
  "Campamento levantado 05:15."),
E('r_total_2025', 'faithful', 'ru-RU marbletag',
  "БИРКА МРАМОРНОГО БЛОКА — блок MB-R0101, Коелга\n"
  "Сорт: белый · Грань: пилёная · Жилы: отмечены\n"
  "Заметка каменотёса: с начала 2025 г. потрачено ⟦246\u00a0665,21@sum⟧ руб. по ⟦86@n⟧ чекам, средний чек "
  "⟦2868,20@avg⟧ руб., самый крупный — ⟦13\u00a0153,34@max⟧ руб.\n"
  "Бирка навешена в 11:25."),
E('r_total_2025', 'faithful', 'en-GB bellbuoy',
  "BELL-BUOY MAINTENANCE SHEET — buoy BB2, the Solent\n"
  "Clapper: free | Chain: inspected | Paint: fresh\n"
  "Tender master's note: 2025 so far — ₽⟦246,665.21@sum⟧ across ⟦86@n⟧ receipts, so ₽⟦2,868.20@avg⟧ a "
  "receipt on average.\n"
  "Back on station 14:10."),
E('r_total_2025', 'invented', 'pl-PL icehole',
  "KLUB MORSÓW — REJESTR, przerębel IH3, Zalew Zegrzyński\n"
  "Lód wycięty · drabinka w wodzie · sauna napalona\n"
  "Wpis morsa: wydatki 2025 r. — łącznie ⟦251\u00a0407,80@sum!⟧ rubla na ⟦86@n⟧ paragonach; największy "
  "paragon ⟦13\u00a0153,34@max⟧.\n"
  "Przerębel zamknięty 08:00."),
E('r_total_2025', 'wrong_column', 'zh-CN balloonpermit',
  "气球小贩街头经营许可 — BP9 号摊位，外滩\n"
  "氦气罐已固定 · 禁止放飞 · 通道畅通\n"
  "备注：2025 年至今共 ⟦86@n⟧ 张小票，合计 ⟦2,868.20@sum~avg!⟧ 卢布，单张最大 ⟦13,153.34@max⟧ 卢布。\n"
  "有效至 19:00。"),
E('r_total_2025', 'wrong_unit', 'nl-NL weir',
  "STUWPEILBOEK — stuw W7, Maas bij Grave\n"
  "Peilschaal afgelezen · schuiven gezet · rooster schoon\n"
  "Aantekening van de stuwmeester: 2025 tot nu ⟦86@n⟧ bonnen, gemiddeld ⟦2.868,20@avg⟧ roebel; de grootste "
  "bon was € ⟦13.153,34@max~max!⟧.\n"
  "Schuiven gecontroleerd 06:45.",
  unit_note='roubles quoted as euros'),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ru-RU marbletag',
  "БИРКА МРАМОРНОГО БЛОКА — блок MB-S0214, Уфалей\n"
  "Сорт: серый · Грань: пилёная · Жилы: отмечены\n"
  "Заметка каменотёса: больше всего ушло на конфеты «Красный Октябрь» — ⟦21\u00a0480,62@" +
  shop('Конфеты шоколадные ассорти Красный') + "⟧ руб. за ⟦25@" + shop('Конфеты шоколадные ассорти Красный', 'n') +
  "⟧ покупок; дальше подгузники Merries — ⟦20\u00a0886,90@" + shop('Подгузники') + "⟧ руб.\n"
  "Бирка навешена в 11:25."),
E('r_top_items', 'faithful', 'nl-NL balloonpermit',
  "VERGUNNING STRAATHANDEL — ballonnenverkoper, standplaats BP1, Dam\n"
  "Heliumfles vastgeketend · niets oplaten · doorgang vrij\n"
  "Opmerkingen: grootste posten — bonbons Красный Октябрь ⟦21.480,62@" + shop('Конфеты шоколадные ассорти Красный') +
  "⟧ roebel, luiers Merries ⟦20.886,90@" + shop('Подгузники') + "⟧, worstjes Останкино ⟦17.794,42@" +
  shop('Сосиски') + "⟧ (⟦41@" + shop('Сосиски', 'n') + "⟧ keer gekocht).\n"
  "Geldig tot 19:00."),
E('r_top_items', 'faithful', 'pt-BR ropebridge',
  "FICHA DE INSPEÇÃO — PONTE DE CORDAS RB7, Serra do Mar\n"
  "Corrimãos ✓  Cordas de piso ✓  Ancoragens ✓\n"
  "Inspetor: mais gasto — bombons Красный Октябрь, ⟦21.480,62@" + shop('Конфеты шоколадные ассорти Красный') +
  "⟧ rublos; fraldas Merries, ⟦20.886,90@" + shop('Подгузники') + "⟧; por último entre os oito, café Lavazza, "
  "⟦14.994,78@" + shop('Кофе') + "⟧.\n"
  "Reaberta às 09:30."),
E('r_top_items', 'coincidental', 'en-GB saddlestitch',
  "SADDLE-STITCH BINDERY DOCKET — job SS0405, village newsletter\n"
  "Folded ✓ Gathered ✓ Stitched ✓ Trimmed ✓\n"
  "Binder's note: top spends — Красный Октябрь chocolates ₽⟦21,480.62@" +
  shop('Конфеты шоколадные ассорти Красный') + "⟧, Merries nappies ₽⟦20,886.90@" + shop('Подгузники') +
  "⟧, further down pork loin at ₽⟦16,034@" + shop('Свинина') + "!⟧ over ⟦20@" + shop('Свинина', 'n') + "⟧ purchases.\n"
  "Boxed for dispatch 15:30."),
E('r_top_items', 'derived', 'zh-CN candlestick',
  "烛台订货单 — CS0410 号单，黄铜车制一对\n"
  "材质：黄铜 · 表面：抛光 · 烛插：已钻孔\n"
  "师傅备注：Merries 纸尿裤一共花了 ⟦20,886.90@" + shop('Подгузники') + "⟧ 卢布，买了 ⟦10@" +
  shop('Подгузники', 'n') + "⟧ 次，我自己除了一下，平均每次 ⟦2,088.69@" + shop('Подгузники') + "/" +
  shop('Подгузники', 'n') + "!⟧ 卢布。\n"
  "16:00 可取货。"),
E('r_top_items', 'wrong_unit', 'fr-FR chimneypot',
  "TICKET DE FOUR — MITRONS DE CHEMINÉE, four CP2, Vallauris\n"
  "[x] tournés [x] séchés [x] enfournés\n"
  "Note du cuiseur : côté produits, les saucisses Останкино pèsent ⟦17\u202f794,42@" + shop('Сосиски') + "~" +
  shop('Сосиски') + "!⟧ dollars sur ⟦41@" + shop('Сосиски', 'n') + "⟧ achats, juste derrière les couches "
  "Merries (⟦20\u202f886,90@" + shop('Подгузники') + "⟧ roubles).\n"
  "Porte murée à 20:00.",
  unit_note='roubles quoted as US dollars'),
]
