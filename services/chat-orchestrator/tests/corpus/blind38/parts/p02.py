"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'pl-PL planetarium',
  f"""PLANETARIUM — SCENARIUSZ POKAZU „Niebo nad Toruniem”, sygnał Q05
[Kopuła przygasa. Wschodzi Orion.]
LEKTORKA: W 2024 roku NQ zamknął się wzrostem w ⟦40,5@value*100⟧ % sesji — na ⟦252@{N}⟧ sesje, czyli rzadziej niż co drugą.
[Q06: światło na salę.]"""),
E('q_up_pct_2024', 'faithful', 'en-GB typewriter',
  f"""TYPEWRITER RESTORATION NOTES — Imperial Good Companion, serial S7Q40117
Feed rollers replaced; carriage cleaned and oiled.
Test line: "NQ closed up on ⟦40.48%@value*100⟧ of ⟦252@{N}⟧ sessions in 2024."
Ribbon: new, black."""),
E('q_up_pct_2024', 'faithful', 'de-DE iceroad',
  f"""EISSTRASSEN-FAHRTENBUCH — Winterstraße nach Tuktoyaktuk
Kenworth T800, Diesel · Kontrollpunkt CP1, 05:15, Eis gut
Funknotiz: NQ 2024 — Schluss über Eröffnung an ⟦40,48 %@value*100⟧ von ⟦252@{N}⟧ Handelstagen.
Ketten drauf."""),
E('q_up_pct_2024', 'wrong_unit', 'fr-FR props',
  """OPÉRA — LISTE DES ACCESSOIRES, « Manon », acte III
A12 éventail · A13 bourse (pièces factices) · A14 lettre cachetée
Note de l'accessoiriste : en 2024, le NQ a fini en hausse sur ⟦0,405 %@value~value!⟧ des séances.
Tout sur la table côté jardin.""", unit_note='fraction quoted as percent'),
E('q_up_pct_2024', 'misrounded', 'ru-RU hearing',
  f"""ОТЧЁТ О ПОДБОРЕ СЛУХОВОГО АППАРАТА — пациентка Орлова Н. В.
Внутриканальный, правое ухо
Заметка сурдолога: в 2024 году NQ закрылся выше открытия в ⟦40,47 %@value*100!⟧ сессий (из ⟦252@{N}⟧).
Повторный визит через месяц."""),
E('q_up_pct_2024', 'invented', 'ja-JP tugboat',
  """タグボート曳航日誌 ― 第三港丸、作業番号 TG0611
05:40 はしけに係留、新港 → 本牧
船長メモ：2024年のNQ、寄り付きより高く引けた日の割合は ⟦46.3%@value*100!⟧
07:20 離脱"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL arcade',
  """★ NAJLEPSZE WYNIKI ★ automat „NQ Rakieta”
Średni dzienny zakres · wolumen
1) 2023 … ⟦363,24@A.mean_range⟧ pkt · ⟦201\u00a0034@A.mean_volume⟧ kontraktów
2) 2024 … ⟦274,44@B.mean_range⟧ pkt · ⟦201\u00a0006@B.mean_volume⟧ kontraktów
KONIEC GRY"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-US iceroad',
  """ICE ROAD LOGBOOK — Inuvik–Tuktoyaktuk, northbound
Rig: Freightliner, lumber · CP4 at 02:30, ice good
Radio note: NQ 2023 vs 2024 — mean daily range ⟦363.24@A.mean_range⟧ vs ⟦274.44@B.mean_range⟧ pts; volume flat at ⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧ contracts.
Slow at the portage."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT shearing',
  """QUADERNO DI TOSATURA — capannone di Campotosto, postazione S3
Tosatore: M. Di Felice · seconda tornata
Nota: NQ, escursione media ⟦363,24@A.mean_range⟧ punti nel 2023 contro ⟦274,44@B.mean_range⟧ nel 2024; volumi pari (⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧).
Velli in balla."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE props',
  """OPERNHAUS — REQUISITENLISTE, „Die Zauberflöte“, I. Akt
R03 Glockenspiel · R04 Vogelkäfig · R05 Flöte, vergoldet
Notiz: NQ 2023 — Spanne im Schnitt ⟦363,24@A.mean_range⟧ Pkt., Volumen ⟦201.006@A.mean_volume~B.mean_volume!⟧ Kontrakte; 2024 nur ⟦274,44@B.mean_range⟧ Pkt.
Requisitentisch rechts."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pt-BR hearing',
  """RELATÓRIO DE ADAPTAÇÃO DE APARELHO AUDITIVO — Sr. Nogueira
Retroauriculares RIC, bilateral
Nota da fono: NQ em 2023 — amplitude média ⟦274,44@A.mean_range~B.mean_range!⟧ pts em ⟦250@A.count⟧ pregões; volume médio ⟦201.034@A.mean_volume⟧ contratos.
Retorno em seis semanas."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL planetarium',
  """PLANETARIUM — DRAAIBOEK „Sterrenregen”, cue Q17
[Koepel donker. Meteoren.]
VERTELLER: De gemiddelde dagspanne van NQ zakte van ⟦363,24@A.mean_range⟧ punten in 2023 naar ⟦274,44@B.mean_range⟧ in 2024 — ⟦98,8@A.mean_range-B.mean_range!⟧ punten minder.
[Q18: zaallicht.]"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-US dentlab',
  f"""DENTAL LAB — WORK TICKET DL0412
Dr. Patel · zirconia crown UR6, shade A2
Lab note: NQ had ⟦14@len(T)⟧ sessions in 2023 closing >2% over the open; biggest ⟦12/6@D:2023-12-06⟧, ⟦+3.32%@{d('2023-12-06','chg')}⟧ (⟦17,263@{d('2023-12-06','open')}⟧ → ⟦17,836@{d('2023-12-06','close')}⟧).
Model poured; due Fri."""),
E('q_big_up_days_2023', 'faithful', 'it-IT tugboat',
  f"""RIMORCHIATORE «Capo Noli» — GIORNALE DI RIMORCHIO, servizio RM0342
06:00 pontone a rimorchio, Genova → Voltri
Nota del comandante: NQ 2023, ⟦14@len(T)⟧ sedute oltre il 2 %; la prima il ⟦18/01@D:2023-01-18⟧ (⟦+2,5 %@{d('2023-01-18','chg')}⟧), la più forte il ⟦06/12@D:2023-12-06⟧ (⟦+3,32 %@{d('2023-12-06','chg')}⟧).
08:30 mollato."""),
E('q_big_up_days_2023', 'faithful', 'pl-PL kayak',
  f"""WYPOŻYCZALNIA KAJAKÓW — przystań nad Wdą
Kajak K09 (dwójka) · wypływ 09:00 · powrót 13:00
Uwagi: NQ 2023 — ⟦14@len(T)⟧ sesji ze wzrostem ponad 2 %; rekord ⟦6 grudnia@D:2023-12-06⟧ (⟦+3,32 %@{d('2023-12-06','chg')}⟧), drugi ⟦7 listopada@D:2023-11-07⟧ (⟦+3,12 %@{d('2023-11-07','chg')}⟧).
Kamizelki oddane."""),
E('q_big_up_days_2023', 'wrong_row', 'ru-RU arcade',
  f"""★ ТАБЛИЦА РЕКОРДОВ ★ автомат «NQ-Ракета», 2023
Рост за день, % от открытия
1) ⟦6 декабря@D:2023-12-06⟧ …… ⟦3,32@{d('2023-12-06','chg')}⟧
2) ⟦7 ноября@D:2023-11-07⟧ …… ⟦2,98@{d('2023-11-07','chg')}~{d('2023-06-06','chg')}!⟧
3) ⟦6 июня@D:2023-06-06⟧ …… ⟦2,98@{d('2023-06-06','chg')}⟧
ИГРА ОКОНЧЕНА"""),
E('q_big_up_days_2023', 'wrong_column', 'es-ES sushi',
  f"""BARRA DE SUSHI — COMANDA, asiento S4
x3 nigiri de atún · x1 uramaki de salmón · sopa de miso
Nota del itamae: NQ 2023, el mejor día fue el ⟦6 de diciembre@D:2023-12-06⟧: abrió en ⟦17.836@{d('2023-12-06','open')}~{d('2023-12-06','close')}!⟧ y ganó un ⟦3,32 %@{d('2023-12-06','chg')}⟧.
Sin wasabi."""),
E('q_big_up_days_2023', 'coincidental', 'nl-NL typewriter',
  f"""SCHRIJFMACHINE-RESTAURATIE — Olympia Traveller, serienr. S2231907
Typekorf gereinigd, nieuwe voetjes.
Proefvel: „NQ 2023: ⟦4 mei@D:2023-05-04⟧ sloot ⟦+2,53 %@{d('2023-05-04','chg')}!⟧ boven de opening, ⟦6 juni@D:2023-06-06⟧ ⟦+2,98 %@{d('2023-06-06','chg')}⟧.”
Lint: zwart."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'pt-BR hearing',
  f"""RELATÓRIO DE ADAPTAÇÃO — paciente: D. Lurdes Pacheco
Intra-auricular, ouvido esquerdo
Nota: correlação volume × amplitude do NQ em 2024 = ⟦0,051@value⟧ (⟦252@{N}⟧ pregões) — praticamente nula.
Retorno em seis semanas."""),
E('q_corr_2024', 'faithful', 'zh-CN tugboat',
  """拖轮拖带日志 · 「海港七号」，作业单 TG0302
06:20 带缆驳船，外高桥 → 洋山
船长备注：2024 年 NQ 成交量与日内波幅的相关系数 ⟦0.0512@value⟧，基本不相关
08:05 解缆"""),
E('q_corr_2024', 'faithful', 'it-IT sushi',
  f"""BANCONE SUSHI — COMANDA, posto S2
x2 nigiri di salmone · x1 hosomaki al cetriolo · zuppa di miso
Nota dell'itamae: nel 2024 volume ed escursione del NQ quasi scollegati, correlazione ⟦0,05@value⟧ su ⟦252@{N}⟧ sedute.
Wasabi a parte."""),
E('q_corr_2024', 'wrong_sign', 'es-ES shearing',
  """CUADERNO DE ESQUILEO — nave de Villarreal, puesto S5
Esquilador: Paco Ruiz · primera tanda
Apunte: correlación volumen–rango del NQ en 2024: ⟦−0,051@value!⟧; ni rastro de relación.
Vellones enfardados."""),
E('q_corr_2024', 'invented', 'ja-JP typewriter',
  """タイプライター修復メモ ― Olympia SM9、製造番号 S9180442
プラテン再生、活字清掃済み
試し打ち：「NQ 2024年 出来高と値幅の相関 ⟦0.31@value!⟧」
リボン：黒"""),
E('q_corr_2024', 'misrounded', 'pl-PL arcade',
  f"""★ NAJLEPSZE WYNIKI ★ automat „Korelator”
NQ 2024 · wolumen a zakres
1) KOR …… ⟦0,0511@value!⟧
2) SESJE …… ⟦252@{N}⟧
KONIEC GRY — WRZUĆ MONETĘ"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'zh-CN shooting',
  f"""射击摊 计分卡 SG09
步枪 R1 · 铁皮鸭子，移动排
摊主备注：NQ 2024 年月线只有4月收涨，⟦+1,008@{d('2024-04-30','change')}⟧ 点；最差7月，⟦−1,374@{d('2024-07-31','change')}⟧ 点；12月收于 ⟦8,944@{d('2024-12-31','close')}⟧
奖品：小熊"""),
E('q_monthly_2024', 'faithful', 'ja-JP props',
  f"""歌劇場 小道具リスト ―「蝶々夫人」第一幕
P11 扇子・P12 短刀（模造）・P13 掛け軸
小道具メモ：NQ 2024年の月足で上げたのは4月だけ（⟦+1,008@{d('2024-04-30','change')}⟧pt）。年初 ⟦17,578.75@{d('2024-01-31','open')}⟧ → 年末 ⟦8,944@{d('2024-12-31','close')}⟧
上手の机に準備"""),
E('q_monthly_2024', 'faithful', 'pl-PL iceroad',
  f"""DZIENNIK DROGI LODOWEJ — zimowa droga do Wekweètì
Western Star, paliwo · punkt CP2, 04:45, lód dobry
Notatka radiowa: NQ 2024 — jedyny wzrostowy miesiąc kwiecień (⟦+1008@{d('2024-04-30','change')}⟧ pkt), najgorszy lipiec (⟦−1374@{d('2024-07-31','change')}⟧); średnio ⟦−728,13@stats.change.mean⟧.
Łańcuchy założone."""),
E('q_monthly_2024', 'wrong_sign', 'ru-RU sushi',
  f"""СУШИ-СТОЙКА — ЗАКАЗ, место S7
x2 нигири с лососем · x1 ролл с огурцом · мисо
Заметка повара: NQ, январь 2024 — за месяц ⟦+1186,5@{d('2024-01-31','change')}!⟧ пункта, закрытие ⟦16\u00a0392,25@{d('2024-01-31','close')}⟧.
Васаби отдельно."""),
E('q_monthly_2024', 'invented', 'de-DE kayak',
  f"""KAJAKVERLEIH — Steg am Schluchsee, Tagesblatt
Boot K05 (Einer) · raus 10:30 · zurück 12:00
Notiz: NQ 2024 — nur der April im Plus (⟦+1.008@{d('2024-04-30','change')}⟧ Pkt.), Dezember-Schluss bei ⟦9.118@{d('2024-12-31','close')}!⟧.
Schwimmweste zurück."""),
E('q_monthly_2024', 'wrong_column', 'en-US typewriter',
  f"""TYPEWRITER RESTORATION — Remington Rand, serial S3J90514
Escapement freed; new platen rubber.
Test sheet: "NQ 2024 — April the only up month, closing at ⟦16,666@{d('2024-04-30','close')}~{d('2024-04-30','high')}!⟧ (open ⟦14,773.5@{d('2024-04-30','open')}⟧, change ⟦+1,008@{d('2024-04-30','change')}⟧)."
Ribbon re-inked."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'pl-PL shearing',
  f"""KSIĘGA STRZYŻY — szopa w Bukowinie, stanowisko S2
Strzyżacz: J. Gąsienica · druga tura
Zapis: NQ tygodniowo — najgorszy tydzień od ⟦8 grudnia@D:2024-12-08⟧ (⟦−381,75@{d('2024-12-08','change')}⟧ pkt), jedyny wzrostowy od ⟦29 grudnia@D:2024-12-29⟧ (⟦+57,5@{d('2024-12-29','change')}⟧).
Runo w belach."""),
E('q_weekly_recent', 'faithful', 'en-US kayak',
  f"""KAYAK RENTAL SHEET — Lake Tahoe, Sand Harbor dock
Kayak K14 (tandem) · out 09:00 · in 11:30 · PFD L
Note: NQ weekly bars — ⟦5@R.summary.rows⟧ weeks, average change ⟦−179.7@stats.change.mean⟧ pts; the only up week was ⟦12/29@D:2024-12-29⟧ (⟦+57.5@{d('2024-12-29','change')}⟧).
Paddles returned."""),
E('q_weekly_recent', 'faithful', 'pt-BR props',
  f"""TEATRO DE ÓPERA — LISTA DE ADEREÇOS, «O Guarani», segundo ato
A21 arco e flecha · A22 cocar · A23 tocha
Nota do contrarregra: NQ semanal — a semana de ⟦22/12@D:2024-12-22⟧ caiu ⟦352,75@abs({d('2024-12-22','change')})⟧ pts (volume ⟦1.007.765@{d('2024-12-22','volume')}⟧); a de ⟦05/01@D:2025-01-05⟧, ⟦−205,5@{d('2025-01-05','change')}⟧.
Tudo na coxia."""),
E('q_weekly_recent', 'wrong_sign', 'de-DE hearing',
  f"""HÖRGERÄTE-ANPASSBERICHT — Patient: Herr Krüger
HdO-Geräte RIC, beidseitig, offene Domes
Notiz des Akustikers: NQ-Wochen — Woche ab ⟦29.12.@D:2024-12-29⟧ ⟦−57,5@{d('2024-12-29','change')}!⟧ Pkt., Woche ab ⟦08.12.@D:2024-12-08⟧ ⟦−381,75@{d('2024-12-08','change')}⟧.
Kontrolle in sechs Wochen."""),
E('q_weekly_recent', 'wrong_column', 'ru-RU typewriter',
  f"""РЕСТАВРАЦИЯ ПИШУЩЕЙ МАШИНКИ — «Эрика», серийный S6620381
Заменены ролики, отрегулирован шаг каретки.
Пробный лист: «NQ, неделя с ⟦15 декабря@D:2024-12-15⟧: закрытие ⟦9268@{d('2024-12-15','close')}~{d('2024-12-15','low')}!⟧, изменение ⟦−16@{d('2024-12-15','change')}⟧ пунктов».
Лента чёрная."""),
E('q_weekly_recent', 'derived', 'fr-FR planetarium',
  f"""PLANÉTARIUM — CONDUITE « Nuits d'hiver », top Q41
[Coupole au noir. Lever de Sirius.]
RÉCITANT : Cinq semaines de NQ, de ⟦−381,75@{d('2024-12-08','change')}⟧ points (semaine du ⟦8 décembre@D:2024-12-08⟧) à ⟦+57,5@{d('2024-12-29','change')}⟧ (celle du ⟦29 décembre@D:2024-12-29⟧) ; au total ⟦−898,5@sum(t.change for t in T)!⟧ points, mon addition.
[Q42 : salle.]"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN sushi',
  """寿司吧台 · 点单条，座位 S8
三文鱼握寿司两贯 · 玉子一贯 · 味噌汤
师傅备注：NQ 2024 年开盘跳空平均 ⟦+1.51@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧，最大向下 ⟦−128.5@min_g⟧，标准差 ⟦34.54@std_g⟧
芥末另放"""),
E('q_gap_2024', 'faithful', 'fr-FR iceroad',
  """CARNET DE ROUTE — ROUTE DE GLACE de la baie James
Mack Anthem, citerne · poste CP6, 03:10, glace bonne
Note radio : gaps d'ouverture NQ 2024 — moyenne ⟦+1,51@mean_g⟧ pt, écart-type ⟦34,54@std_g⟧, extrêmes ⟦+147,25@max_g⟧ et ⟦−128,5@min_g⟧.
Chaînes posées."""),
E('q_gap_2024', 'faithful', 'nl-NL shearing',
  """SCHEERBOEK — schaapskooi Ellertshaar, plek S1
Scheerder: H. Mulder · eerste ronde
Telling: openingsgaten NQ 2024 — gemiddeld ⟦1,51@mean_g⟧ punt, grootste omhoog ⟦147,25@max_g⟧, grootste omlaag ⟦128,5@abs(min_g)⟧, spreiding ⟦34,54@std_g⟧.
Wol in balen."""),
E('q_gap_2024', 'wrong_sign', 'it-IT typewriter',
  """RESTAURO MACCHINA DA SCRIVERE — Olivetti Valentine, matricola S4471920
Pulito il cesto dei martelletti, rullo nuovo.
Foglio di prova: «NQ 2024: gap d'apertura medio ⟦+1,51@mean_g⟧ punti, gap massimo ⟦−147,25@max_g!⟧».
Nastro nero e rosso."""),
E('q_gap_2024', 'wrong_column', 'ru-RU kayak',
  """ПРОКАТ КАЯКОВ — причал на Селигере, лист дня
Каяк K04 (двойка) · выход 11:00 · возврат 13:30
Заметка: гэпы открытия NQ в 2024 году — средний ⟦34,54@mean_g~std_g!⟧ пункта, самый большой вверх ⟦147,25@max_g⟧.
Жилеты сданы."""),
E('q_gap_2024', 'invented', 'pt-BR shooting',
  """TIRO AO ALVO — CARTÃO DE PONTOS TA06
Espingarda E2 · patinhos de lata, fileira móvel
Anotação da barraca: gaps de abertura do NQ em 2024, desvio-padrão ⟦41,8@std_g!⟧ pts; maior alta ⟦147,25@max_g⟧.
Prêmio: ursinho."""),
]
