"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Receipts of the same day are told apart by the time prefix, shops and products by the start of their name.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(d):
    return f"row('{d}').total"


def sh(s, col='sum'):
    return f"row('{s}').{col}"


KO = "row('Конфеты шоколадные ассорти Красный')"
KK = "row('Конфеты шоколадные ассорти Коркунов')"
ME = "row('Подгузники')"
OS = "row('Сосиски')"
SV = "row('Свинина')"
SY = "row('Сыр')"
KF = "row('Кофе')"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'zh-CN hurdy',
  "手摇弦琴调音笔记 — 琴号 HG0720 · 客户：李先生\n"
  "换了旋律弦 · 轮子上松香\n"
  "琴师记录：最近 ⟦8@len(T)⟧ 张小票里最大的是 ⟦6月29日@D:2025-06-29⟧ 在 Азбука вкуса 的 "
  "⟦13,153.34@" + rc('2025-06-29') + "⟧ 卢布，最小的是 ⟦6月26日@D:2025-06-26⟧ Перекрёсток 的 "
  "⟦738.76@" + rc('2025-06-26T12') + "⟧ 卢布。\n"
  "11:00 后取琴。"),
E('r_latest', 'faithful', 'pt-BR cormorant',
  "PESCA COM CORMORÕES — DIÁRIO DO BARCO U1, rio Li\n"
  "Lanternas acesas · argolas no pescoço\n"
  "Nota do mestre: últimos recibos — ⟦29/06@D:2025-06-29⟧, Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ rublos; "
  "⟦26/06@D:2025-06-26⟧, Дикси, ⟦984,21@" + rc('2025-06-26T16') + "⟧, e Перекрёсток, ⟦738,76@" + rc('2025-06-26T12') + "⟧; "
  "⟦23/06@D:2025-06-23⟧, АШАН, ⟦1.782,97@" + rc('2025-06-23') + "⟧.\n"
  "Barcos atracados às 21:15."),
E('r_latest', 'faithful', 'pl-PL sleeper',
  "NOCNY POCIĄG — PLAN MIEJSC, wagon K, miejsce B12\n"
  "Górne miejsce · herbata rano\n"
  "Notatka konduktora: ostatnie paragony — ⟦29 czerwca@D:2025-06-29⟧ Азбука вкуса ⟦13\u00a0153,34@" + rc('2025-06-29') + "⟧ "
  "rubla, ⟦23 czerwca@D:2025-06-23⟧ АШАН ⟦1782,97@" + rc('2025-06-23') + "⟧, ⟦10 czerwca@D:2025-06-10⟧ Магнит "
  "⟦770,93@" + rc('2025-06-10') + "⟧; Перекрёсток trzy razy na osiem.\n"
  "Pobudka o 06:45."),
E('r_latest', 'wrong_unit', 'de-DE zeppelin',
  "ZEPPELIN MUSEUM — EINTRITTSKARTE, Abschnitt Z0705\n"
  "Ermäßigt · Audioguide\n"
  "Kassennotiz: letzter Bon am ⟦29.06.@D:2025-06-29⟧ bei Азбука вкуса über "
  "⟦13.153,34@" + rc('2025-06-29') + "~" + rc('2025-06-29') + "!⟧ Dollar; davor Дикси am ⟦26.06.@D:2025-06-26⟧ mit "
  "⟦984,21@" + rc('2025-06-26T16') + "⟧ Rubel.\n"
  "Gültig bis 17:00.", unit_note='roubles quoted as US dollars'),
E('r_latest', 'derived', 'nl-NL kelp',
  "KELPOOGST — TELBOEK, Oosterschelde, veld K2, kotter „Zeezwaluw”\n"
  "Bladeren gesneden · droogrekken vol\n"
  "Notitie van de teller: Азбука вкуса staat twee keer in de laatste acht bonnen: ⟦13.153,34@" + rc('2025-06-29') + "⟧ "
  "en ⟦6.757,91@" + rc('2025-06-11T08') + "⟧ roebel — samen ⟦19.911,25@" + rc('2025-06-29') + "+" + rc('2025-06-11T08') + "!⟧, "
  "zelf opgeteld.\n"
  "Telboek dicht om 19:40."),
E('r_latest', 'coincidental', 'fr-FR belltent',
  "CAMPING SOUS TENTES CLOCHES — FEUILLE DE RÉSERVATION, Pré du Moulin, emplacement P2\n"
  "Tente montée · poêle garni\n"
  "Note du gardien : derniers tickets — ⟦29 juin@D:2025-06-29⟧, Азбука вкуса, ⟦13\u202f153,34@" + rc('2025-06-29') + "⟧ "
  "roubles ; ⟦10 juin@D:2025-06-10⟧, Магнит, ⟦806@" + rc('2025-06-10') + "!⟧ roubles.\n"
  "Départ avant 10:30."),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'nl-NL cormorant',
  "AALSCHOLVERVISSERIJ — SCHEEPSJOURNAAL, boot U2, rivier Li\n"
  "Lantaarns aan · halsringen om\n"
  "Notitie van de schipper: meeste geld gaat naar Перекрёсток: ⟦216.136,08@" + sh('Перекрёсток') + "⟧ roebel over "
  "⟦95@" + sh('Перекрёсток', 'n') + "⟧ bonnen; dan ВкусВилл ⟦145.619,56@" + sh('ВкусВилл') + "⟧ en АШАН "
  "⟦106.458,44@" + sh('АШАН') + "⟧. Лента sluit af met ⟦10.029,92@" + sh('Лента') + "⟧.\n"
  "Boten binnen om 21:15."),
E('r_by_shop', 'faithful', 'en-GB carousel',
  "CAROUSEL RESTORATION — JOB SHEET CR0219, cockerel H5 (inner row)\n"
  "Gesso stripped · gold leaf · jewels reset\n"
  "Restorer's note: spending by shop — Перекрёсток leads with ₽⟦216,136.08@" + sh('Перекрёсток') + "⟧ across "
  "⟦95@" + sh('Перекрёсток', 'n') + "⟧ receipts, then ВкусВилл ₽⟦145,619.56@" + sh('ВкусВилл') + "⟧ "
  "(⟦61@" + sh('ВкусВилл', 'n') + "⟧) and АШАН ₽⟦106,458.44@" + sh('АШАН') + "⟧ (⟦56@" + sh('АШАН', 'n') + "⟧).\n"
  "Varnish at 17:00."),
E('r_by_shop', 'faithful', 'es-ES fogsignal',
  "ESTACIÓN DE SEÑAL DE NIEBLA — DIARIO DE GUARDIA, faro de Machichaco, turno W1\n"
  "Niebla desde las 04:10 · sirena en marcha\n"
  "Anotación del torrero: donde más gastas es Перекрёсток, ⟦216.136,08@" + sh('Перекрёсток') + "⟧ rublos en "
  "⟦95@" + sh('Перекрёсток', 'n') + "⟧ tickets; luego ВкусВилл, ⟦145.619,56@" + sh('ВкусВилл') + "⟧. Азбука вкуса: "
  "solo ⟦8@" + sh('Азбука', 'n') + "⟧ tickets, pero ⟦35.712,98@" + sh('Азбука') + "⟧ rublos.\n"
  "Sirena apagada a las 09:35."),
E('r_by_shop', 'wrong_row', 'pt-BR kelp',
  "COLHEITA DE LAMINÁRIA — LIVRO DE CONTAGEM, Peniche, canteiro K4\n"
  "Frondes cortadas · secador cheio\n"
  "Nota do contador: Магнит soma ⟦106.458,44@" + sh('Магнит') + "~" + sh('АШАН') + "!⟧ rublos em "
  "⟦36@" + sh('Магнит', 'n') + "⟧ compras; Перекрёсток lidera com ⟦216.136,08@" + sh('Перекрёсток') + "⟧.\n"
  "Livro fechado às 19:40."),
E('r_by_shop', 'misrounded', 'de-DE indigo',
  "INDIGOKÜPE — KÜPENBUCH, Küpe V1, Blaudruckerei am Kanal\n"
  "Küpe gefüttert · Blume steht\n"
  "Notiz des Färbers: Перекрёсток vorn mit ⟦216.136,08@" + sh('Перекрёсток') + "⟧ Rubel "
  "(⟦95@" + sh('Перекрёсток', 'n') + "⟧ Bons), dahinter ВкусВилл mit ⟦145.619,5@" + sh('ВкусВилл') + "!⟧ Rubel.\n"
  "Tuch an die Luft 15:00."),
E('r_by_shop', 'wrong_unit', 'pl-PL amber',
  "PRACOWNIA BURSZTYNU — KARTA WYCENY, partia A0613\n"
  "Bursztyn bałtycki · inkluzja: komar · polerowany ręcznie\n"
  "Notatka rzeczoznawcy: najwięcej wydajesz w Перекрёсток — ⟦216\u00a0136,08@" + sh('Перекрёсток') + "~"
  + sh('Перекрёсток') + "!⟧ zł w ⟦95@" + sh('Перекрёсток', 'n') + "⟧ paragonach; Лента na końcu.\n"
  "Karta podpisana o 16:20.", unit_note='roubles quoted as zloty'),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'pt-BR amber',
  "OFICINA DE ÂMBAR — FICHA DE AVALIAÇÃO, lote A0909\n"
  "Âmbar báltico · inclusão de folha · polido à mão\n"
  "Nota do avaliador: em 2025 você gastou ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ compras, média de "
  "⟦2.868,20@avg⟧ por recibo; o maior foi de ⟦13.153,34@max⟧.\n"
  "Ficha assinada às 16:20."),
E('r_total_2025', 'faithful', 'ja-JP tollpass',
  "峠の通行料台帳 ― 碓氷峠・料金所T2\n"
  "遮断機上げ・チェーン点検済\n"
  "係員記入：2025年の支出は合計⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚、平均⟦2,868.20@avg⟧ルーブル、"
  "最高⟦13,153.34@max⟧ルーブル。\n"
  "20:00遮断機下ろし。"),
E('r_total_2025', 'faithful', 'ru-RU zeppelin',
  "МУЗЕЙ ЦЕППЕЛИНОВ — КОРЕШОК БИЛЕТА Z0126\n"
  "Льготный · аудиогид\n"
  "Пометка кассира: с начала 2025 г. потрачено ⟦246\u00a0665,21@sum⟧ ₽ по ⟦86@n⟧ чекам, средний чек "
  "⟦2868,2@avg⟧ ₽, самый крупный — ⟦13\u00a0153,34@max⟧ ₽.\n"
  "Действителен до 17:00."),
E('r_total_2025', 'wrong_column', 'en-US fogsignal',
  "FOG SIGNAL STATION — LOG, Cape Disappointment, watch W1\n"
  "Fog since 04:10 · horn sounding · lamp lit\n"
  "Keeper's entry: 2025 so far — ₽⟦246,665.21@sum⟧ over ⟦86@n⟧ receipts; the biggest single receipt was "
  "₽⟦2,868.20@max~avg!⟧.\n"
  "Horn off 09:35."),
E('r_total_2025', 'invented', 'nl-NL scarecrow',
  "VOGELVERSCHRIKKERFESTIVAL — JUREERKAART, inzending V0822 „Tante Trui”\n"
  "Categorie: komisch · schort · stro aangestampt\n"
  "Opmerking van de jury: in 2025 tot nu toe ⟦246.665,21@sum⟧ roebel uitgegeven over ⟦86@n⟧ bonnen, gemiddeld "
  "⟦3.104,60@avg!⟧ per bon.\n"
  "Ingeleverd om 14:30."),
E('r_total_2025', 'derived', 'it-IT indigo',
  "TINO DELL'INDACO — REGISTRO DELLA VASCA, vasca V3, tintoria Guado\n"
  "Vasca nutrita · fiore in superficie\n"
  "Nota del tintore: nel 2025 hai speso ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini; il più grande, "
  "⟦13.153,34@max⟧, vale da solo il ⟦5,3@max/sum*100!⟧ % del totale — calcolo mio.\n"
  "Tela all'aria alle 15:00."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'ja-JP belltent',
  "ベルテント予約表 ― 松林サイト・区画P3\n"
  "テント設営済・ランタン点灯\n"
  "管理人メモ：支出が最も多い商品は「Красный Октябрь」のチョコ詰め合わせで⟦21,480.62@" + KO + ".sum⟧ルーブル"
  "（⟦25@" + KO + ".n⟧回）、次がMerriesのおむつで⟦20,886.90@" + ME + ".sum⟧ルーブル。\n"
  "10:30までにチェックアウト。"),
E('r_top_items', 'faithful', 'de-DE amber',
  "BERNSTEINWERKSTATT — SCHÄTZZETTEL, Los A0926\n"
  "Ostseebernstein · Farneinschluss\n"
  "Notiz des Gutachters: meiste Ausgaben für Pralinen von Красный Октябрь, ⟦21.480,62@" + KO + ".sum⟧ Rubel bei "
  "⟦25@" + KO + ".n⟧ Käufen; am häufigsten gekauft: Würstchen von Останкино (⟦41@" + OS + ".n⟧-mal) und "
  "„Сыр Российский 50%“ (⟦39@" + SY + ".n⟧-mal).\n"
  "Unterschrieben 16:20."),
E('r_top_items', 'faithful', 'en-US hurdy',
  "HURDY-GURDY TUNING NOTES — instrument HG0701, client: Ms. Okafor\n"
  "Keys regulated · wheel rosined\n"
  "Luthier's note: top spend is Красный Октябрь chocolates at ₽⟦21,480.62@" + KO + ".sum⟧ (⟦25@" + KO + ".n⟧ buys), "
  "then Merries diapers ₽⟦20,886.90@" + ME + ".sum⟧; Lavazza coffee closes the top 8 at ₽⟦14,994.78@" + KF + ".sum⟧.\n"
  "Pick-up after 11:00."),
E('r_top_items', 'coincidental', 'it-IT sleeper',
  "TRENO NOTTE — PIANTINA CUCCETTE, Torino–Bari, carrozza K, cuccetta B16\n"
  "Cuccetta alta · lenzuola rifatte\n"
  "Nota del capotreno: in testa i cioccolatini Красный Октябрь, ⟦21.480,62@" + KO + ".sum⟧ rubli; il carré di maiale "
  "(Свинина карбонад) arriva a ⟦16.038@" + SV + ".sum!⟧ rubli.\n"
  "Sveglia alle 06:45."),
E('r_top_items', 'wrong_row', 'pt-BR zeppelin',
  "MUSEU DO ZEPELIM — CANHOTO DE INGRESSO Z0614\n"
  "Meia-entrada · audioguia\n"
  "Anotação da bilheteria: o café Lavazza somou ⟦15.256,64@" + KF + ".sum~" + KK + ".sum!⟧ rublos em "
  "⟦22@" + KF + ".n⟧ compras; no topo, os bombons Красный Октябрь, ⟦21.480,62@" + KO + ".sum⟧.\n"
  "Válido até 17:00."),
E('r_top_items', 'miscomputed', 'pl-PL fogsignal',
  "STACJA SYGNAŁU MGŁOWEGO — DZIENNIK WACHTY, Hel, wachta W3\n"
  "Mgła od 04:10 · syrena włączona\n"
  "Wpis latarnika: Красный Октябрь ⟦21\u00a0480,62@" + KO + ".sum⟧ rubla i pieluchy Merries ⟦20\u00a0886,90@" + ME + ".sum⟧ — "
  "razem, jak policzyłem, ⟦43\u00a0367,52@" + KO + ".sum+" + ME + ".sum!⟧ rubla.\n"
  "Syrena wyłączona o 09:35."),
]
