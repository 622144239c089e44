"""Receipts (r_latest, r_by_shop, r_total_2025, r_top_items). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E


def rc(key):
    return f"row('{key}').total"


def sh(name, k='sum'):
    return f"row('{name}').{k}"


KO = "row('Конфеты шоколадные ассорти Красный').sum"
KK = "row('Конфеты шоколадные ассорти Коркунов').sum"

ENTRIES = [
# ---------------------------------------------------------------- r_latest
E('r_latest', 'faithful', 'nl-NL honey',
  "HONINGSLINGEREN — PARTIJKAART, partij P1, kasten K1 en K4, Veluwe\n"
  "Raten ontzegeld · geslingerd · gezeefd\n"
  "Notitie van de imker: laatste bon ⟦29 juni@D:2025-06-29⟧ bij Азбука вкуса, ⟦13.153,34@" + rc('2025-06-29') + "⟧ roebel; "
  "de kleinste van de ⟦8@len(T)⟧ is Перекрёсток met ⟦738,76@" + rc('2025-06-26T12') + "⟧.\n"
  "Gepot om 17:00."),
E('r_latest', 'faithful', 'de-DE llama',
  "LAMATREKKING — ROUTENKARTE, Route R2 „Kammweg“, Allgäu\n"
  "Lamas: Pedro, Luna · Führleine L1 · Packtaschen geprüft\n"
  "Notiz der Führerin: am ⟦26.06.@D:2025-06-26⟧ zwei Bons — Дикси ⟦984,21@" + rc('2025-06-26T16') + "⟧ ₽ und Перекрёсток "
  "⟦738,76@" + rc('2025-06-26T12') + "⟧ ₽.\n"
  "Zurück am Gatter 16:30."),
E('r_latest', 'faithful', 'ja-JP bathtoken',
  "温泉 下足札帳 ― 札K12・草津\n"
  "札の貸出 · 手拭い渡し済み\n"
  "番台のメモ：最新のレシートは⟦6月29日@D:2025-06-29⟧のАзбука вкуса、⟦13,153.34@" + rc('2025-06-29') + "⟧ルーブル。"
  "⟦6月23日@D:2025-06-23⟧のАШАНは⟦1,782.97@" + rc('2025-06-23') + "⟧ルーブル。\n"
  "22:00 閉場。"),
E('r_latest', 'wrong_row', 'it-IT hutbook',
  "RIFUGIO — LIBRO DEGLI OSPITI, rifugio R2, Tre Cime\n"
  "Ospiti registrati · cuccette C1–C4 · scarponi in essiccatoio\n"
  "Nota del gestore: lo scontrino АШАН del ⟦23 giugno@D:2025-06-23⟧ è di ⟦984,21@" + rc('2025-06-23') + "~" + rc('2025-06-26T16') + "!⟧ rubli.\n"
  "Silenzio alle 22:00."),
E('r_latest', 'misrounded', 'es-ES velodrome',
  "VELÓDROMO — HOJA DE VUELTAS, pista P2, puntuación, manga M1, Galapagar\n"
  "En cabeza: dorsal D3 · D8 a rueda · campana\n"
  "Nota del comisario: el ticket de Дикси del ⟦26/06@D:2025-06-26⟧ por la tarde fue de ⟦984,3@" + rc('2025-06-26T16') + "!⟧ rublos.\n"
  "Salida a las 19:30."),
E('r_latest', 'wrong_unit', 'pt-BR saltpan',
  "SALINA — DIÁRIO DE EVAPORAÇÃO, tanque T1, Cabo Frio\n"
  "Salmoura admitida · sal rastelado\n"
  "Nota do salineiro: compra no АШАН em ⟦23/06@D:2025-06-23⟧ — US$ ⟦1.782,97@" + rc('2025-06-23') + "~" + rc('2025-06-23') + "!⟧.\n"
  "Carrinhos recolhidos às 18:15.", unit_note='roubles quoted as US dollars'),
# ---------------------------------------------------------------- r_by_shop
E('r_by_shop', 'faithful', 'fr-FR saltpan',
  "MARAIS SALANTS — CARNET D'ÉVAPORATION, œillet O3, Guérande\n"
  "Eau admise · sel récolté au las · fleur de sel cueillie\n"
  "Note du paludier : Перекрёсток en tête avec ⟦216\u202f136,08@" + sh('Перекрёсток') + "⟧ ₽ sur ⟦95@" + sh('Перекрёсток', 'n') + "⟧ "
  "tickets ; ВкусВилл suit, ⟦145\u202f619,56@" + sh('ВкусВилл') + "⟧ ₽.\n"
  "Brouettes rentrées 18:15."),
E('r_by_shop', 'faithful', 'ru-RU bathtoken',
  "ТЕРМЫ — ЖУРНАЛ ЖЕТОНОВ, купальня K1, Паратунка\n"
  "Жетоны с T12 · полотенца выданы\n"
  "Заметка банщика: меньше всего потрачено в «Ленте» — ⟦10\u00a0029,92@" + sh('Лента') + "⟧ ₽ за ⟦5@" + sh('Лента', 'n') + "⟧ чеков; "
  "в «Пятёрочке» ⟦29\u00a0278,34@" + sh('Пятёрочка') + "⟧ ₽.\n"
  "Бассейны закрываются в 22:00."),
E('r_by_shop', 'faithful', 'pt-BR hutbook',
  "LIVRO DE HÓSPEDES DO ABRIGO — abrigo A1, Serra dos Órgãos\n"
  "Hóspedes registrados · beliches B1 a B4\n"
  "Nota do guardião: АШАН soma ⟦106.458,44@" + sh('АШАН') + "⟧ rublos em ⟦56@" + sh('АШАН', 'n') + "⟧ compras; Магнит, "
  "⟦85.375,03@" + sh('Магнит') + "⟧ em ⟦36@" + sh('Магнит', 'n') + "⟧.\n"
  "Luzes apagadas às 22:00."),
E('r_by_shop', 'wrong_row', 'pl-PL calligraphy',
  "KURS KALIGRAFII — ARKUSZ OCEN, ćwiczenie C4, italika\n"
  "Uczeń S2 · stalówka Brause, atrament galusowy\n"
  "Uwagi prowadzącej: w АШАН wydano ⟦106\u00a0458,44@" + sh('АШАН') + "⟧ rubli na ⟦61@" + sh('АШАН', 'n') + "~" + sh('ВкусВилл', 'n') + "!⟧ paragonach.\n"
  "Ocena: dobra."),
E('r_by_shop', 'derived', 'en-GB velodrome',
  "VELODROME LAP CHART — track T2, scratch race, heat H1, Manchester\n"
  "Riders R3 on the front, R9 on the wheel · bell rung\n"
  "Commissaire's note: ВкусВилл — ₽⟦145,619.56@" + sh('ВкусВилл') + "⟧ over ⟦61@" + sh('ВкусВилл', 'n') + "⟧ receipts, which I make "
  "₽⟦2,387.2@" + sh('ВкусВилл') + "/" + sh('ВкусВилл', 'n') + "!⟧ a visit (my division).\n"
  "Race off 19:30."),
E('r_by_shop', 'invented', 'de-DE windmill',
  "MÜHLENRESTAURIERUNG — BAUTAGEBUCH, Holländermühle M1, Ostfriesland\n"
  "Flügel abgenommen · Kappe geprüft · Bremse gesetzt\n"
  "Notiz des Mühlenbauers: Spitzenreiter Перекрёсток mit ⟦216.136,08@" + sh('Перекрёсток') + "⟧ ₽; Schlusslicht Лента mit "
  "⟦12.480,50@" + sh('Лента') + "!⟧ ₽.\n"
  "Feierabend 17:00."),
# ---------------------------------------------------------------- r_total_2025
E('r_total_2025', 'faithful', 'it-IT honey',
  "SMIELATURA — SCHEDA LOTTO, lotto L5, arnie A1 e A3, Montalcino\n"
  "Melari disopercolati · centrifugati · filtrati\n"
  "Nota dell'apicoltore: nel 2025 finora ⟦246.665,21@sum⟧ rubli in ⟦86@n⟧ scontrini, in media ⟦2.868,20@avg⟧.\n"
  "Invasettato alle 17:00."),
E('r_total_2025', 'faithful', 'de-DE bathtoken',
  "THERMALBAD — MARKENBUCH, Kasse K1, Baden-Baden\n"
  "Marken ab M41 ausgegeben · Bademäntel verliehen\n"
  "Notiz der Kassiererin: 2025 bisher ⟦246.665,21@sum⟧ ₽ Ausgaben; größter Bon ⟦13.153,34@max⟧ ₽, Durchschnitt ⟦2.868,20@avg⟧ ₽.\n"
  "Becken schließen 22:00."),
E('r_total_2025', 'faithful', 'fr-FR calligraphy',
  "COURS DE CALLIGRAPHIE — FEUILLE DE NOTATION, exercice E1, anglaise\n"
  "Élève S5 · porte-plume oblique, encre sépia\n"
  "Commentaire du professeur : dépenses 2025 à ce jour : ⟦246\u202f665,21@sum⟧ RUB sur ⟦86@n⟧ tickets, soit "
  "⟦2\u202f868,20@avg⟧ RUB en moyenne.\n"
  "Appréciation : très bien."),
E('r_total_2025', 'wrong_column', 'pt-BR llama',
  "TRILHA COM LHAMAS — CARTÃO DE ROTA, rota R2, Serra da Mantiqueira\n"
  "Lhamas: Pedro e Luna · cabresto C1 · cangalhas conferidas\n"
  "Nota do guia: em 2025 foram ⟦246.665,21@sum⟧ rublos em ⟦86@n⟧ recibos, com recibo médio de ⟦13.153,34@avg~max!⟧.\n"
  "Volta ao curral 16:30."),
E('r_total_2025', 'miscomputed', 'ja-JP icesculpt',
  "氷彫刻コンテスト エントリーカード ― チームT3・氷柱B2・旭川\n"
  "作品：「丹頂」 · チェーンソー、ノミ\n"
  "審査員のメモ：2025年の支出は⟦246,665.21@sum⟧ルーブル、レシート⟦86@n⟧枚なので、割ると一枚あたり"
  "⟦2,686.8@sum/n!⟧ルーブル。\n"
  "18:00 彫刻終了。"),
E('r_total_2025', 'coincidental', 'pl-PL velodrome',
  "TOR KOLARSKI — KARTA OKRĄŻEŃ, tor T2, scratch, wyścig W1\n"
  "Prowadzi R3 · R9 na kole · dzwonek\n"
  "Notatka sędziego: w 2025 r. ⟦86@n⟧ paragonów, średnio ⟦2466,5@avg!⟧ rubla na paragon.\n"
  "Start 19:30."),
# ---------------------------------------------------------------- r_top_items
E('r_top_items', 'faithful', 'es-ES windmill',
  "DIARIO DE RESTAURACIÓN DEL MOLINO — molino M4, Campo de Criptana\n"
  "Aspas desmontadas · chapitel revisado · freno puesto\n"
  "Nota del maestro molinero: lo que más cuesta son los bombones Красный Октябрь, ⟦21.480,62@" + KO + "⟧ rublos en "
  "⟦25@row('Конфеты шоколадные ассорти Красный').n⟧ compras; luego los pañales Merries, ⟦20.886,90@row('Подгузники').sum⟧.\n"
  "Aspas giradas a mano a las 15:00."),
E('r_top_items', 'faithful', 'en-GB hutbook',
  "MOUNTAIN HUT GUEST LEDGER — Refuge R1, Glen Coe\n"
  "Guests signed in · bunks B1–B4 · boots by the stove\n"
  "Warden's note: of the top eight, Останкино sausages were bought most often, ⟦41@row('Сосиски').n⟧ times, ₽⟦17,794.42@row('Сосиски').sum⟧ "
  "in all; Lavazza coffee ₽⟦14,994.78@row('Кофе').sum⟧.\n"
  "Lights out 22:00."),
E('r_top_items', 'faithful', 'nl-NL velodrome',
  "WIELERBAAN — RONDEKAART, baan B1, puntenkoers, reeks R2, Apeldoorn\n"
  "Voorop: R4 · R7 en R11 in het wiel · bel geluid\n"
  "Notitie van de jury: de Ламбер-kaas ⟦16.036,41@row('Сыр').sum⟧ roebel over ⟦39@row('Сыр').n⟧ aankopen; "
  "kalkoengehakt ⟦16.001,43@row('Фарш').sum⟧.\n"
  "Start 19:30."),
E('r_top_items', 'wrong_unit', 'it-IT pyro',
  "COPIONE DI SPARO — spettacolo S1, chiatta C2, Lago di Garda\n"
  "Q1 00:00 comete · Q2 01:10 peonie · Q3 02:40 finale F2\n"
  "Nota del fuochista: in cima ci sono i cioccolatini Красный Октябрь, con "
  "⟦21.480,62@" + KO + "~" + KO + "!⟧ € di spesa.\n"
  "Accensione 21:30.", unit_note='roubles quoted as euros'),
E('r_top_items', 'coincidental', 'fr-FR llama',
  "RANDONNÉE AVEC LAMAS — FICHE D'ITINÉRAIRE, boucle B1, Causses\n"
  "Lamas : Pedro, Luna · longe L2 · bâts vérifiés\n"
  "Note de l'accompagnateur : les chocolats Коркунов représentent ⟦14\u202f997@" + KK + "!⟧ ₽ de dépenses.\n"
  "Retour au parc 16:30."),
E('r_top_items', 'misrounded', 'zh-CN calligraphy',
  "书法班 · 批改单 — 作业 K2 · 隶书\n"
  "学生 S6 · 兼毫笔、墨汁\n"
  "老师评语：Останкино 香肠一共花了 ⟦17,794.5@row('Сосиски').sum!⟧ 卢布，买了 ⟦41@row('Сосиски').n⟧ 次。\n"
  "评分：中。"),
]
