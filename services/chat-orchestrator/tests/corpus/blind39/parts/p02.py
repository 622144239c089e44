"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
UP = "value*100"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'misrounded', 'zh-CN wig',
  f"""假发工坊 · 订制卡 J0512
客户：林女士 · 蕾丝前额，手工钩织
色号 B4 · 发网 C2
试戴备注：2024 年 NQ 共 ⟦252@{N}⟧ 个交易日，收阳（收盘高于开盘）的占 ⟦40.47%@{UP}!⟧。
钩织已开始，周五 15:00 试戴。"""),
E('q_up_pct_2024', 'wrong_unit', 'en-US icebreaker',
  f"""USCGC ICEBREAKER 'NORTH STAR' — BRIDGE LOG
04:00–08:00 watch · heavy pack, escorting two tankers
OOW remark: share of NQ sessions closing above the open in 2024: ⟦0.405%@value~value!⟧ of ⟦252@{N}⟧.
Both engines ahead two-thirds; ice pilot on the bridge.""", unit_note='fraction 0.405 written with a percent sign'),
E('q_up_pct_2024', 'invented', 'en-GB interpreter',
  f"""INTERPRETER BOOKING SHEET — BSL/English, ref BK2041
Client: Harcourt & Lowe · Wed 10:00–11:30, room R12
Prep note: of NQ's ⟦252@{N}⟧ sessions in 2024, ⟦36%@{UP}!⟧ closed higher than they opened.
Co-worker confirmed; invoice to follow."""),
E('q_up_pct_2024', 'faithful', 'ja-JP derby',
  f"""ローラーダービー 試合記録 ― 川崎ロケッツ 対 横浜ハーバーズ
前半P1・ジャマー #K7「ルーシー」
ベンチメモ：NQの2024年は⟦252@{N}⟧営業日のうち陽線（終値＞始値）が⟦40.5%@{UP}⟧で、半分に届かない。
リードジャマーがコールオフ。"""),
E('q_up_pct_2024', 'faithful', 'de-DE saltmarsh',
  f"""SALZWIESEN-KARTIERUNG — Transekt T2, Westerhever
Hochwasser 09:15 · Dauerquadrate Q1–Q6
Notiz: NQ 2024 — ⟦40,48@{UP}⟧ % der ⟦252@{N}⟧ Handelstage schlossen über der Eröffnung.
Queller dicht, Priel verlagert."""),
E('q_up_pct_2024', 'faithful', 'ru-RU forge',
  f"""КУЗНИЦА — ЖУРНАЛ ГОРНА, наковальня N2, горн разожжён 06:30
Работа: петли для ворот, мягкая сталь
Заметка кузнеца: в 2024 г. NQ закрылся выше открытия в ⟦40,5@{UP}⟧ % из ⟦252@{N}⟧ сессий.
Закалено, окалина снята."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US saltmarsh',
  """SALT-MARSH SURVEY — Transect T3, Great Marsh
HW 07:40 · quadrats Q1–Q6
Notes: NQ mean daily range fell from ⟦363.2@A.mean_range⟧ pts (2023) to ⟦274.4@B.mean_range⟧ (2024); volume flat — 2023 averaged ⟦201,006@A.mean_volume~B.mean_volume!⟧ contracts a day.
Sea lavender in flower."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-GB forge',
  """FORGE LOG — Anvil A1, coal fire lit 06:50
Work: fire irons, wrought iron
Smith's note: in 2023 NQ's mean daily range was ⟦274.4@A.mean_range~B.mean_range!⟧ points over ⟦250@A.count⟧ sessions; volume about level, ⟦201,034@A.mean_volume⟧ then ⟦201,006@B.mean_volume⟧ a day.
Quenched; fire banked."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL maple',
  """SUIKERHUT — KOOKLOGBOEK ESDOORNSTROOP, verdamper V1
Vuur aan 06:00 · sap goed
Notitie: NQ gemiddelde dagspanne 2023 ⟦363,2@A.mean_range⟧ punten, 2024 ⟦274,4@B.mean_range⟧ — ⟦98,8@A.mean_range-B.mean_range!⟧ punten minder. Volume bijna gelijk.
Afgetapt 11:30, amberkleurig."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL foundry',
  """ODLEWNIA DZWONÓW — DZIENNIK ODLEWU, odlew O7
Dzwon: sygnaturka, ton F
Piec P1 załadowany 05:30 · zalewanie 08:45
Notatka ludwisarza: NQ — średni zakres dnia 2023 ⟦363,24@A.mean_range⟧ pkt (⟦250@A.count⟧ sesji), 2024 ⟦274,44@B.mean_range⟧ (⟦252@B.count⟧); wolumen ⟦201\u00a0034@A.mean_volume⟧ wobec ⟦201\u00a0006@B.mean_volume⟧.
Forma stygnie."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT wig',
  """PARRUCCHERIA TEATRALE — SCHEDA ORDINE P0731
Cliente: sig.ra Conti · tulle frontale, annodata a mano
Tinta B3 · calotta C2
Nota di prova: NQ, escursione media 2023 ⟦363,2@A.mean_range⟧ punti contro ⟦274,4@B.mean_range⟧ nel 2024; volume medio quasi identico, ⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧.
Prova giovedì."""),
E('q_stats_2023_vs_2024', 'faithful', 'zh-CN bottling',
  """矿泉水灌装记录 · 水源 S2 · 生产线 L1
早班 06:00 开机 · 含气，玻璃瓶
质检备注：NQ 平均日内波幅 2023 年 ⟦363.24@A.mean_range⟧ 点，2024 年 ⟦274.44@B.mean_range⟧ 点；日均成交量 ⟦201,034@A.mean_volume⟧ 对 ⟦201,006@B.mean_volume⟧，几乎持平。
瓶盖扭矩合格。"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'ja-JP wig',
  f"""かつら工房 注文カード K0415
お客様：佐藤様・レースフロント、手植え
色 B5・ネット C1
試着メモ：2023年にNQが始値比2%超で引けた日は⟦14@len(T)⟧日。最大は⟦12月6日@D:2023-12-06⟧の⟦+3.32%@{d('2023-12-06','chg')}⟧、次が⟦11月7日@D:2023-11-07⟧の⟦+2.98%@{d('2023-11-07','chg')}~{d('2023-06-06','chg')}!⟧。
植毛開始。"""),
E('q_big_up_days_2023', 'wrong_column', 'fr-FR forge',
  f"""CARNET DE FORGE — enclume E2, feu allumé à 07:10
Ouvrage : pentures de portail, acier doux
Note du forgeron : NQ 2023, ⟦14@len(T)⟧ séances à plus de 2 % ; le ⟦19 avril@D:2023-04-19⟧, +⟦2,42@{d('2023-04-19','chg')}⟧ %, clôture ⟦18\u202f321,75@{d('2023-04-19','close')}~{d('2023-04-19','open')}!⟧.
Trempé, calamine brossée."""),
E('q_big_up_days_2023', 'coincidental', 'ru-RU derby',
  f"""ПРОТОКОЛ БАУТА — «Ржавые Роллеры» против «Портовых Кошек»
Период P2 · джэммер #V8 «Вихрь»
Заметка со скамейки: в 2023 г. NQ закрывался больше чем на 2 % выше открытия ⟦27@len(T)!⟧ раз; самый сильный день ⟦6 декабря@D:2023-12-06⟧, ⟦+3,32@{d('2023-12-06','chg')}⟧ %.
Штрафная скамейка пуста."""),
E('q_big_up_days_2023', 'faithful', 'pt-BR piste',
  f"""DIÁRIO DE TURNO DO RATRAC — PistenBully PB600, noite 22:00–06:00
Pistas: azul A2, vermelha V5 (guincho G1)
Nota do operador: NQ 2023 teve ⟦14@len(T)⟧ pregões com alta acima de 2 %; o maior em ⟦6/12@D:2023-12-06⟧ (⟦+3,32@{d('2023-12-06','chg')}⟧ %), o primeiro em ⟦18/1@D:2023-01-18⟧.
Diesel completado."""),
E('q_big_up_days_2023', 'faithful', 'pl-PL curling',
  f"""PROTOKÓŁ CURLINGOWY — tor C, Gdańsk v Łódź
Endy E1–E8 · młotek: Gdańsk
Notatka skipa: NQ 2023 — ⟦14@len(T)⟧ dni z zyskiem ponad 2 %; najmocniej ⟦6 grudnia@D:2023-12-06⟧ (otwarcie ⟦17\u00a0263@{d('2023-12-06','open')}⟧, zamknięcie ⟦17\u00a0836@{d('2023-12-06','close')}⟧, ⟦+3,32@{d('2023-12-06','chg')}⟧ %).
E7 pusty."""),
E('q_big_up_days_2023', 'faithful', 'de-DE saltmarsh',
  f"""SALZWIESEN-KARTIERUNG — Transekt T4, Hamburger Hallig
Hochwasser 11:05 · Quadrate Q1–Q8
Notiz: NQ 2023 — ⟦14@len(T)⟧ Tage mit mehr als 2 % über Eröffnung; stärkster ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32@{d('2023-12-06','chg')}⟧ %, zweitstärkster ⟦07.11.@D:2023-11-07⟧ mit ⟦+3,12@{d('2023-11-07','chg')}⟧ %.
Strandflieder blüht."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'ja-JP saltmarsh',
  f"""塩性湿地調査メモ ― 測線L3・谷津干潟
満潮 09:40・方形区 Q1〜Q6
記録：2024年のNQで出来高と日中値幅の相関係数は⟦−0.051@value!⟧（⟦252@{N}⟧営業日）。ほぼ無相関。
ハママツナ群落良好。"""),
E('q_corr_2024', 'invented', 'pt-BR foundry',
  f"""FUNDIÇÃO DE SINOS — REGISTRO DE FUNDIÇÃO, vazamento V9
Sino: contralto, nota Sol
Forno F1 carregado 05:45 · vazado 09:30
Nota do fundidor: correlação volume × amplitude do NQ em 2024 = ⟦0,18@value!⟧ em ⟦252@{N}⟧ pregões; relação fraca.
Molde esfriando."""),
E('q_corr_2024', 'faithful', 'en-US wig',
  f"""WIG STUDIO — ORDER CARD W0518
Client: Ms. Quill · lace front, hand-tied
Shade B6 · cap C2
Fitting note: 2024 correlation between NQ daily volume and range: ⟦0.051@value⟧ over ⟦252@{N}⟧ sessions — basically none.
Knotting started; fitting Tue 14:00."""),
E('q_corr_2024', 'faithful', 'ru-RU hatblock',
  f"""ШЛЯПНАЯ МАСТЕРСКАЯ — КВИТАНЦИЯ H0922
Болванка: федора, липа, номер HB14
Фетр: кроличий, графит
Заметка: корреляция объёма и дневного диапазона NQ за 2024 г. — ⟦0,0512@value⟧ (⟦252@{N}⟧ сессии), связи практически нет.
Отпарено, поля завтра."""),
E('q_corr_2024', 'faithful', 'nl-NL curling',
  f"""CURLINGSCOREKAART — baan B, Zoetermeer v Tilburg
Ends E1–E8 · hamer: Tilburg
Notitie skip: correlatie tussen volume en dagspanne van NQ in 2024: ⟦0,05@value⟧, over ⟦252@{N}⟧ sessies. Geen verband van betekenis.
E6 blank."""),
E('q_corr_2024', 'faithful', 'pl-PL maple',
  f"""WARNIA SYROPU KLONOWEGO — DZIENNIK GOTOWANIA, wyparka W1
Ogień 06:05 · sok z zachodniego stoku
Notatka: NQ 2024, korelacja wolumenu z zakresem dnia ⟦0,051@value⟧ (⟦252@{N}⟧ sesje) — praktycznie zero.
Spuszczono 11:20."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_column', 'es-ES maple',
  f"""CABAÑA DE ARCE — REGISTRO DE HERVIDO, evaporador E1
Fuego 06:30 · savia buena
Nota: NQ 2024 por meses — abril, el único mes al alza (⟦+1008@{d('2024-04','change')}⟧), cerró en ⟦16.666@{d('2024-04','close')}~{d('2024-04','high')}!⟧; julio el peor, ⟦−1374@{d('2024-07','change')}⟧.
Trasvasado a las 11:45."""),
E('q_monthly_2024', 'wrong_sign', 'de-DE hatblock',
  f"""HUTMACHEREI — WERKSTATTZETTEL H0915
Form: Glocke, Erle, Formnummer HB09
Filz: Velours, weinrot
Notiz: NQ 2024 Monatsbalken — Januar ⟦−1.186,5@{d('2024-01','change')}⟧, März ⟦+1.049@{d('2024-03','change')}!⟧, April ⟦+1.008@{d('2024-04','change')}⟧, Dezember ⟦−621@{d('2024-12','change')}⟧.
Gedämpft, Krempe morgen."""),
E('q_monthly_2024', 'miscomputed', 'en-US icebreaker',
  f"""ICEBREAKER 'MACKINAW' — BRIDGE LOG
08:00–12:00 watch · brash ice, one laker in tow
OOW remark: NQ monthly bars 2024 — opened the year at ⟦17,578.75@{d('2024-01','open')}⟧, closed December at ⟦8,944@{d('2024-12','close')}⟧: ⟦−8,364.75@{d('2024-12','close')}-{d('2024-01','open')}!⟧ pts.
Ahead slow."""),
E('q_monthly_2024', 'faithful', 'en-GB derby',
  f"""BOUT SHEET — Rust City Rollers v Harbour Hellcats
Period P2 · jammer #K9 'Ruth Less'
Bench note: NQ monthly bars 2024 — April the only green month (⟦+1,008@{d('2024-04','change')}⟧), July the worst (⟦−1,374@{d('2024-07','change')}⟧), December ⟦−621@{d('2024-12','change')}⟧ to close at ⟦8,944@{d('2024-12','close')}⟧.
Penalty box clear."""),
E('q_monthly_2024', 'faithful', 'nl-NL foundry',
  f"""KLOKKENGIETERIJ — GIETLOGBOEK, gietbeurt G21
Klok: tenor, slagtoon G
Oven O2 geladen 05:40 · gegoten 09:20
Notitie: NQ 2024 per maand — januari ⟦−1.186,5@{d('2024-01','change')}⟧, april ⟦+1.008@{d('2024-04','change')}⟧, oktober ⟦−1.238@{d('2024-10','change')}⟧ (laag ⟦9.741@{d('2024-10','low')}⟧).
Vorm koelt af."""),
E('q_monthly_2024', 'faithful', 'it-IT forge',
  f"""REGISTRO DI FORGIA — incudine A1, fuoco acceso 06:40
Lavoro: alari da camino, ferro
Nota del fabbro: NQ 2024 mese per mese — unico mese positivo aprile (⟦+1.008@{d('2024-04','change')}⟧), peggiore luglio (⟦−1.374@{d('2024-07','change')}⟧); dicembre chiude a ⟦8.944@{d('2024-12','close')}⟧.
Temprato."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'pl-PL saltmarsh',
  f"""KARTOWANIE SOLNISKA — transekt T2, Zatoka Pucka
Wysoka woda 10:40 · poletka Q1–Q5
Notatka: NQ tygodniowo — tydzień do ⟦8 grudnia@D:2024-12-08⟧ ⟦−381,75@{d('2024-12-08','change')}⟧, do ⟦29 grudnia@D:2024-12-29⟧ ⟦−57,5@{d('2024-12-29','change')}!⟧, do ⟦5 stycznia@D:2025-01-05⟧ ⟦−205,5@{d('2025-01-05','change')}⟧.
Soliród gęsty."""),
E('q_weekly_recent', 'wrong_column', 'nl-NL piste',
  f"""DIENSTLOG SNEEUWRUPS — PistenBully PB400, nacht 22:00–06:00
Pistes: blauw B2, rood R8 (lier L1)
Notitie chauffeur: NQ weken — week tot ⟦22 december@D:2024-12-22⟧ ⟦−352,75@{d('2024-12-22','change')}⟧, slot ⟦8.926,25@{d('2024-12-22','close')}~{d('2024-12-22','low')}!⟧; week tot ⟦29 december@D:2024-12-29⟧ ⟦+57,5@{d('2024-12-29','change')}⟧.
Getankt."""),
E('q_weekly_recent', 'derived', 'de-DE foundry',
  f"""GLOCKENGIESSEREI — GUSSBUCH, Guss G17
Glocke: Taufglocke, Schlagton A
Ofen O1 beschickt 05:30 · Guss 09:00
Notiz: NQ Wochen — schlechteste bis ⟦08.12.@D:2024-12-08⟧ (⟦−381,75@{d('2024-12-08','change')}⟧); über alle fünf Wochen zusammen ⟦−898,5@sum(t.change for t in T)!⟧ Punkte (selbst addiert, steht nicht im Ergebnis).
Form kühlt."""),
E('q_weekly_recent', 'faithful', 'zh-CN hatblock',
  f"""帽模工坊 · 工单 M0308
帽模：爵士帽顶，椴木，编号 HB05
毡料：兔毛，藏青
备注：NQ 近几周 — 截至 ⟦12月8日@D:2024-12-08⟧ 的一周 ⟦−381.75@{d('2024-12-08','change')}⟧ 点最差，截至 ⟦12月29日@D:2024-12-29⟧ 的一周 ⟦+57.5@{d('2024-12-29','change')}⟧ 点是唯一上涨周；五周平均 ⟦−179.7@stats.change.mean⟧。
已定型。"""),
E('q_weekly_recent', 'faithful', 'pt-BR derby',
  f"""SÚMULA DE ROLLER DERBY — Vila Mariana Rollers x Porto Alegre Furacões
Período P1 · jammer #B52 «Bala»
Nota do banco: NQ semanal — pior semana até ⟦8/12@D:2024-12-08⟧, ⟦−381,75@{d('2024-12-08','change')}⟧; única alta até ⟦29/12@D:2024-12-29⟧, ⟦+57,5@{d('2024-12-29','change')}⟧; última até ⟦5/1@D:2025-01-05⟧, ⟦−205,5@{d('2025-01-05','change')}⟧.
Banco de penalidades vazio."""),
E('q_weekly_recent', 'faithful', 'fr-FR icebreaker',
  f"""BRISE-GLACE « Amundsen » — JOURNAL DE PASSERELLE
Quart 12:00–16:00, glace en crêpes
Remarque : NQ hebdomadaire — semaine au ⟦15 décembre@D:2024-12-15⟧ ⟦−16@{d('2024-12-15','change')}⟧ sur un volume de ⟦1\u202f002\u202f088@{d('2024-12-15','volume')}⟧, semaine au ⟦22 décembre@D:2024-12-22⟧ ⟦−352,75@{d('2024-12-22','change')}⟧.
Machines en avant lente."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_sign', 'it-IT maple',
  """ACERAIA — REGISTRO DI BOLLITURA, evaporatore E2
Fuoco 06:15 · linfa abbondante
Nota: gap di apertura NQ 2024 — media ⟦−1,51@mean_g!⟧ punti, massimo ⟦+147,25@max_g⟧, minimo ⟦−128,5@min_g⟧, deviazione standard ⟦34,5@std_g⟧.
Spillato alle 11:35, sciroppo ambrato."""),
E('q_gap_2024', 'wrong_column', 'fr-FR hatblock',
  """ATELIER DE FORMES À CHAPEAUX — TICKET T0611
Forme : cloche, tilleul, réf. HB18
Feutre : lapin, bleu nuit
Note : gaps d'ouverture du NQ en 2024 — écart moyen ⟦34,54@mean_g~std_g!⟧ points, plus grand gap haussier ⟦+147,25@max_g⟧, baissier ⟦−128,5@min_g⟧.
Vaporisé et mis en forme."""),
E('q_gap_2024', 'misrounded', 'en-GB bottling',
  """BOTTLING LOG — Spring S2, line L3
Shift A, start 06:00 · sparkling, glass
QC note: NQ opening gaps 2024 — mean ⟦+1.51@mean_g⟧ pts, largest up ⟦+147.25@max_g⟧, largest down ⟦−128.5@min_g⟧, standard deviation ⟦34.55@std_g!⟧.
Cap torque OK; pallets wrapped."""),
E('q_gap_2024', 'faithful', 'zh-CN forge',
  """铁匠铺 · 炉火日志 — 铁砧 A2，06:50 生火
活计：门铰链，低碳钢
师傅备注：2024 年 NQ 开盘跳空平均 ⟦+1.5@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧ 点，最大向下 ⟦−128.5@min_g⟧ 点，标准差 ⟦34.54@std_g⟧。
已淬火。"""),
E('q_gap_2024', 'faithful', 'ja-JP wig',
  """かつら工房 注文カード K0722
お客様：鈴木様・フルウィッグ、手植え
色 B2・ネット C3
試着メモ：NQ 2024年の寄り付きギャップは平均⟦+1.51@mean_g⟧ポイント、最大上窓⟦+147.25@max_g⟧、最大下窓⟦−128.5@min_g⟧、標準偏差⟦34.5@std_g⟧。
仕上げ中。"""),
E('q_gap_2024', 'faithful', 'es-ES icebreaker',
  """ROMPEHIELOS «Almirante Irízar» — DIARIO DE PUENTE
Guardia 08:00–12:00 · hielo de placas
Observación: huecos de apertura del NQ en 2024 — media ⟦+1,51@mean_g⟧ puntos, el mayor al alza ⟦+147,25@max_g⟧, a la baja ⟦−128,5@min_g⟧; desviación típica ⟦34,54@std_g⟧.
Máquinas avante poca."""),
]
