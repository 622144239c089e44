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
E('q_up_pct_2024', 'faithful', 'ru-RU toyhospital',
  f"""КАРТА ПРИЁМА — БОЛЬНИЦА ИГРУШЕК, TH0730
Пациент: «Чебурашка», плюш · палата W2, ухо на одной нитке
Запись медсестры: в 2024 г. NQ закрылся выше открытия в ⟦40,5 %@value*100⟧ из ⟦252@{N}⟧ сессий — меньше половины.
Выписка в пятницу с 10:00."""),
E('q_up_pct_2024', 'faithful', 'nl-NL aquarium',
  f"""WATERTESTLOG — aquarium Den Helder, rifbak RB2
Ammoniak nul · nitriet nul · pH stabiel · afschuimer schoon
Notitie van de aquarist: van de ⟦252@{N}⟧ NQ-sessies in 2024 sloot ⟦40,48%@value*100⟧ hoger dan de opening.
Gedeeltelijke waterwissel om 16:00."""),
E('q_up_pct_2024', 'faithful', 'ja-JP pipeband',
  f"""パイプバンド競技 採点表 ― グレードII・バンドB12「北海パイプス」
セット：MSR · 13:10 入場 · アンサンブル審査員は円陣の外
ピッピング審査員メモ：2024年のNQは⟦252@{N}⟧セッション中、始値より高く引けた日が⟦40.5%@value*100⟧。半分に届かない。
採点表提出済、ドローン調律良好。"""),
E('q_up_pct_2024', 'wrong_unit', 'en-GB darts',
  f"""DARTS LEAGUE SCORE SHEET — King's Head A v Plough B, match M2
Game G5 · pairs · chalker: Maureen
Captain's note: in 2024 the NQ closed above its open on ⟦0.405%@value~value!⟧ of its ⟦252@{N}⟧ sessions.
Sheet signed; oche swept 22:30.""", unit_note='a fraction quoted as a percent'),
E('q_up_pct_2024', 'misrounded', 'pl-PL oyster',
  f"""DZIENNIK ZBIORU OSTRYG — dzierżawa L2, Zatoka Pucka
Stoły T1–T4 podniesione przy odpływie 06:40
Notatka hodowcy: w 2024 r. NQ zamknął się powyżej otwarcia w ⟦40,47%@value*100!⟧ z ⟦252@{N}⟧ sesji.
Worki do basenu oczyszczającego 09:30."""),
E('q_up_pct_2024', 'invented', 'fr-FR woolsale',
  f"""CATALOGUE DE VENTE DE LAINE — vente V12, dock de Mazamet, lot W051
Toison mérinos, classe AAA · courtier : Lainière du Tarn
Remarque de l'expert : en 2024, le NQ a clôturé au-dessus de l'ouverture lors de ⟦37,3\u202f%@value*100!⟧ des séances.
Prix de réserve atteint ; adjugé à 11:40."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'nl-NL bankermark',
  """STEENHOUWERSTEKENBOEK — bank B2, bouwhut van de Sint-Jan, Den Bosch
Teken: pijl met kruis · sluitsteen voor het noordportaal, laag L08
Aantekening: NQ, gemiddelde dagrange 2023 ⟦363,2@A.mean_range⟧ punten over ⟦250@A.count⟧ dagen, 2024 ⟦274,4@B.mean_range⟧ over ⟦252@B.count⟧; volume vrijwel gelijk (⟦201.034@A.mean_volume⟧ tegen ⟦201.006@B.mean_volume⟧).
Goedgekeurd door de meesterknecht."""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT aquarium',
  """REGISTRO ANALISI ACQUA — acquario di Genova, vasca V4
Ammoniaca zero · nitriti zero · pH stabile
Nota dell'acquariologo: escursione media del NQ, 2023: ⟦363,24@A.mean_range⟧ punti; 2024: ⟦274,44@B.mean_range⟧. Volume medio, 2023: ⟦201.033,96@A.mean_volume⟧; 2024: ⟦201.006,37@B.mean_volume⟧.
Cambio parziale alle 16:00."""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES winding',
  """REGISTRO DE CUERDA DEL RELOJ DE LA TORRE — Puerta del Sol, reloj R1
Trenes de marcha y de sonería con cuerda · puesto en hora a las 12:00
Nota del relojero: el NQ se movió menos en 2024 (⟦274,4@B.mean_range⟧ puntos de rango medio) que en 2023 (⟦363,2@A.mean_range⟧); el volumen, casi igual, en torno a ⟦201.000@B.mean_volume|u=1000⟧ contratos diarios.
Ejes engrasados."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US fieldbook',
  """SURVEYOR'S FIELD BOOK — sheet SK23, trig pillar TP6
Theodolite set up; bearings booked from the R.O.
Surveyor's note: NQ 2023 averaged ⟦363.2@A.mean_range⟧ pts of daily range on ⟦201,006@A.mean_volume~B.mean_volume!⟧ contracts a day; 2024 calmed to ⟦274.4@B.mean_range⟧.
Booked 15:30; pillar painted."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN pipeband',
  """风笛乐队比赛 · 评分表 — II 级，B09 号乐队
曲目：MSR · 13:10 入场 · 合奏评委站在圈外
风笛评委备注：NQ 日均波幅 2023 年为 ⟦274.4@A.mean_range~B.mean_range!⟧ 点（⟦250@A.count⟧ 个交易日），2024 年明显收窄；日均成交量两年几乎一样，2024 年 ⟦201,006@B.mean_volume⟧ 手。
评分表已交，持续音调准。"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'pl-PL darts',
  """ARKUSZ WYNIKÓW LIGI DARTA — Pod Złotym Lwem A v Kotwica, mecz M6
Gra G1 · do dwóch wygranych legów · zapisuje: Zenek
Notatka kapitana: średni dzienny zakres NQ spadł z ⟦363,24@A.mean_range⟧ pkt (2023) do ⟦274,44@B.mean_range⟧ pkt (2024), czyli o ⟦98,8@A.mean_range-B.mean_range!⟧ pkt.
Arkusz podpisany; tarcza zamknięta 22:45."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'zh-CN winding',
  f"""钟楼上弦记录 — 海关大楼塔钟 T1
走时轮系、报时轮系已上弦，重锤提起 · 12:00 按报时信号校准
上弦人备注：2023 年 NQ 收盘较开盘涨超 2% 的日子共 ⟦14@len(T)⟧ 天；最大是 ⟦12月6日@D:2023-12-06⟧，⟦3.32%@{d('2023-12-06','chg')}⟧，第一次在 ⟦1月18日@D:2023-01-18⟧（⟦2.50%@{d('2023-01-18','chg')}⟧）。
轴已上油，门已锁。"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR fieldbook',
  f"""CARNET DE TERRAIN DU CARTOGRAPHE — feuille XR12, borne géodésique TP3
Théodolite en station ; gisements notés
Note : les plus fortes hausses du NQ en 2023 (clôture > ouverture de plus de 2 %) : ⟦6 décembre@D:2023-12-06⟧, ⟦+3,32\u202f%@{d('2023-12-06','chg')}⟧ ; ⟦7 novembre@D:2023-11-07⟧, ⟦+3,12\u202f%@{d('2023-11-07','chg')}⟧ ; ⟦6 juin@D:2023-06-06⟧, ⟦+2,98\u202f%@{d('2023-06-06','chg')}⟧.
Clos à 15:30."""),
E('q_big_up_days_2023', 'faithful', 'ru-RU oyster',
  f"""ЖУРНАЛ СБОРА УСТРИЦ — участок L3, бухта Троицы
Садки S1–S6 подняты в отлив 06:40
Запись работника: ⟦13 апреля@D:2023-04-13⟧ NQ открылся на ⟦17\u00a0698,5@{d('2023-04-13','open')}⟧ и закрылся на ⟦18\u00a0080@{d('2023-04-13','close')}⟧, +⟦2,16 %@{d('2023-04-13','chg')}⟧; всего таких дней (рост больше 2 %) в 2023 г. — ⟦14@len(T)⟧.
Мешки в бассейн очистки к 09:30."""),
E('q_big_up_days_2023', 'wrong_row', 'nl-NL ferrytally',
  f"""VEERKANTOOR — TURFLIJST, Vlissingen, loket L1
Afvaarten 07:15 en 09:45 · kolommen voetgangers, auto's, fietsen afgesloten
Notitie van de kassier: ⟦18 september@D:2023-09-18⟧ sloot de NQ ⟦2,36%@{d('2023-09-18','chg')}~{d('2023-07-07','chg')}!⟧ boven de opening; op ⟦6 december@D:2023-12-06⟧: ⟦3,32%@{d('2023-12-06','chg')}⟧, de grootste van ⟦14@len(T)⟧ zulke dagen.
Kas klopt; loket dicht 18:30."""),
E('q_big_up_days_2023', 'coincidental', 'pt-BR aquarium',
  f"""REGISTRO DE TESTES DA ÁGUA — aquário de Ubatuba, tanque T5
Amônia zero · nitrito zero · pH estável
Nota do aquarista: em ⟦12/10@D:2023-10-12⟧ o NQ abriu a ⟦18.331,25@{d('2023-10-12','open')}⟧ e fechou a ⟦18.767@{d('2023-10-12','close')}!⟧, alta de ⟦2,06%@{d('2023-10-12','chg')}⟧.
Troca parcial de água às 16:00."""),
E('q_big_up_days_2023', 'wrong_column', 'de-DE bankermark',
  f"""STEINMETZZEICHENBUCH — Bank B4, Dombauhütte Köln
Zeichen: Pfeil mit Kreuz · Gewölbeschlussstein, Schicht S12
Eintrag des Steinmetzen: am ⟦07.11.2023@D:2023-11-07⟧ eröffnete der NQ bei ⟦18.182,75@{d('2023-11-07','open')}~{d('2023-11-07','close')}!⟧ und gewann ⟦3,12 %@{d('2023-11-07','chg')}⟧ bis zum Schluss.
Stein abgenommen vom Polier."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'pl-PL woolsale',
  f"""KATALOG AUKCJI WEŁNY — sprzedaż S11, magazyn w Gdyni, partia W092
Runo merynosowe, klasa AA · makler: Elders
Uwaga rzeczoznawcy: korelacja dziennego wolumenu NQ z zakresem w 2024 r. wynosi ⟦0,051@value⟧ (z ⟦252@{N}⟧ sesji) — praktycznie żadna.
Przybite 11:40."""),
E('q_corr_2024', 'faithful', 'zh-CN pipeband',
  f"""风笛乐队比赛 · 评分表 — I 级，B03 号乐队
曲目：MSR · 13:10 入场
鼓点评委备注：2024 年 NQ 日成交量与日波幅的相关系数只有 ⟦0.0512@value⟧（⟦252@{N}⟧ 个交易日），几乎不相关。
评分表已交。"""),
E('q_corr_2024', 'faithful', 'pt-BR aquarium',
  """REGISTRO DE TESTES DA ÁGUA — aquário de Santos, tanque T1
Amônia zero · nitrito zero · pH estável
Nota do aquarista: volume e range diário do NQ em 2024 praticamente não andam juntos: correlação de ⟦0,05@value⟧.
Troca parcial de água às 16:00."""),
E('q_corr_2024', 'wrong_sign', 'ja-JP ferrytally',
  f"""フェリー切符売場 集計表 ― 宮島口桟橋・窓口W1
便 07:15・09:45 · 徒歩・自動車・自転車の欄を締め
係員メモ：2024年のNQ、出来高と値幅の相関は⟦−0.05@value!⟧（⟦252@{N}⟧日）。ほぼ無相関。
18:30 窓口閉鎖、釣銭確認済。"""),
E('q_corr_2024', 'misrounded', 'fr-FR oyster',
  """JOURNAL DE RÉCOLTE D'HUÎTRES — concession C7, bassin d'Arcachon
Tables T1–T8 relevées à marée basse, 06:50
Note de l'ostréiculteur : corrélation entre volume et amplitude du NQ en 2024 : ⟦0,0511@value!⟧, autrement dit aucun lien.
Poches au bassin de purification à 09:30."""),
E('q_corr_2024', 'invented', 'nl-NL toyhospital',
  """OPNAMEKAART — SPEELGOEDZIEKENHUIS, SZ0914
Patiënt: 'Bolle', pluchen konijn · zaal Z1, staartje los
Notitie van de verpleegster: in 2024 correleerde het dagvolume van de NQ met de dagrange op ⟦0,18@value!⟧ — zwak.
Ontslag zaterdag vanaf 10:00."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'it-IT aquarium',
  f"""REGISTRO ANALISI ACQUA — acquario di Cattolica, vasca V2
Ammoniaca zero · nitriti zero · schiumatoio pulito
Nota dell'acquariologo: barre mensili NQ 2024 — aprile unico mese positivo, ⟦+1.008@{d('2024-04','change')}⟧ punti; luglio il peggiore, ⟦−1.374@{d('2024-07','change')}⟧; dicembre chiude a ⟦8.944@{d('2024-12','close')}⟧.
Cambio parziale alle 16:00."""),
E('q_monthly_2024', 'faithful', 'fr-FR skijump',
  f"""SAUT À SKI — FICHE DU JUGE, HS142 Courchevel · juge J1 · manche R2
Sauteur : dossard B08 · porte G10
Remarque du juge : NQ 2024, janvier ouvre à ⟦17\u202f578,75@{d('2024-01','open')}⟧, décembre ferme à ⟦8\u202f944@{d('2024-12','close')}⟧ ; variation mensuelle moyenne ⟦−728,13@stats.change.mean⟧ points.
Télémark propre ; fiche remise à 11:05."""),
E('q_monthly_2024', 'faithful', 'pt-BR lifeboat',
  f"""REGISTRO DE SAÍDA DO BOTE SALVA-VIDAS — estação de Itajaí, bote SV02
Saída 14:22 · mar moderado, vento NE fresco
Nota do patrão: NQ em 2024, barras mensais — outubro: máxima ⟦11.343,25@{d('2024-10','high')}⟧, mínima ⟦9.741@{d('2024-10','low')}⟧, fechamento ⟦10.043,5@{d('2024-10','close')}⟧; variação ⟦−1.238@{d('2024-10','change')}⟧.
Bote recolhido 16:05."""),
E('q_monthly_2024', 'faithful', 'de-DE darts',
  f"""DARTLIGA — SPIELBERICHTSBOGEN, Zum Anker A gegen Eintracht B, Spiel M8
Partie P3 · Doppel · Schreiber: Uwe
Notiz des Kapitäns: NQ-Monatsbalken 2024: ⟦12@R.summary.rows⟧ Monate, nur April im Plus (⟦+1.008@{d('2024-04','change')}⟧), Juli am schwächsten (⟦−1.374@{d('2024-07','change')}⟧), Mittel ⟦−728,13@stats.change.mean⟧ Punkte.
Bogen unterschrieben; Board zu um 22:45."""),
E('q_monthly_2024', 'wrong_sign', 'pl-PL ferrytally',
  f"""KASA PROMOWA — ARKUSZ ZLICZEŃ, Świnoujście, okienko O2
Rejsy 07:15 i 09:45 · rubryki pieszych, aut i rowerów zamknięte
Notatka kasjera: NQ w 2024 r. — luty ⟦+595,5@{d('2024-02','change')}!⟧ pkt, kwiecień ⟦+1008@{d('2024-04','change')}⟧, lipiec ⟦−1374@{d('2024-07','change')}⟧, najgorszy miesiąc.
Kasa się zgadza; zamknięte 18:30."""),
E('q_monthly_2024', 'wrong_column', 'en-GB pipeband',
  f"""PIPE BAND CONTEST — ADJUDICATOR'S SHEET, Grade II, band B14 'Clydeside Pipes'
Set: MSR · on the line 13:10 · ensemble judge outside the circle
Piping judge's note: NQ monthly bars 2024 — October opened at ⟦11,281.5@{d('2024-10','open')}⟧ and closed at ⟦9,741@{d('2024-10','close')}~{d('2024-10','low')}!⟧, down ⟦1,238@{d('2024-10','change')}|neg⟧ points.
Sheet handed in; drones steady."""),
E('q_monthly_2024', 'miscomputed', 'ru-RU oyster',
  f"""ЖУРНАЛ СБОРА УСТРИЦ — участок L1, залив Восток
Садки S1–S4 подняты в отлив 06:40
Запись работника: NQ открыл 2024 г. на ⟦17\u00a0578,75@{d('2024-01','open')}⟧ и закрыл на ⟦8944@{d('2024-12','close')}⟧, итого за год ⟦−8364,75@{d('2024-12','close')}-{d('2024-01','open')}!⟧ пункта.
Мешки в бассейн очистки к 09:30."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ru-RU darts',
  f"""ПРОТОКОЛ ЛИГИ ДАРТС — «Якорь» A против «Маяка», матч M3
Игра G2 · пары · записывает: Толя
Заметка капитана: недельные бары NQ — неделя ⟦8 декабря@D:2024-12-08⟧: ⟦−381,75@{d('2024-12-08','change')}⟧; неделя ⟦29 декабря@D:2024-12-29⟧ — единственная в плюсе, ⟦+57,5@{d('2024-12-29','change')}⟧.
Протокол подписан; доска закрыта в 22:45."""),
E('q_weekly_recent', 'faithful', 'fr-FR pipeband',
  f"""CONCOURS DE PIPE-BAND — FEUILLE DU JUGE, Grade II, formation B05 « Bagad Kemper »
Programme : MSR · entrée 13:10
Note du juge de cornemuse : semaines du NQ — celle du ⟦15 décembre@D:2024-12-15⟧ finit à ⟦9\u202f296,75@{d('2024-12-15','close')}⟧ (⟦−16@{d('2024-12-15','change')}⟧), celle du ⟦5 janvier@D:2025-01-05⟧ à ⟦8\u202f837,25@{d('2025-01-05','close')}⟧.
Bourdons justes ; feuille remise."""),
E('q_weekly_recent', 'faithful', 'es-ES fieldbook',
  f"""LIBRETA DE CAMPO DEL CARTÓGRAFO — hoja H22, vértice TP8
Teodolito estacionado; acimutes anotados
Nota: semanas del NQ — la del ⟦22/12@D:2024-12-22⟧ tocó ⟦8926,25@{d('2024-12-22','low')}⟧ y cerró en ⟦8979,25@{d('2024-12-22','close')}⟧ con ⟦1.007.765@{d('2024-12-22','volume')}⟧ contratos; cambio medio semanal ⟦−179,7@stats.change.mean⟧.
Cerrado 15:30."""),
E('q_weekly_recent', 'wrong_sign', 'ja-JP lifeboat',
  f"""救命艇出動記録 ― 銚子ステーション・艇SB07
出動 14:22 · うねり中、北東の風やや強し
艇長メモ：NQ週足、⟦12月29日@D:2024-12-29⟧の週は⟦−57.5@{d('2024-12-29','change')}!⟧ポイント、⟦12月8日@D:2024-12-08⟧の週は⟦−381.75@{d('2024-12-08','change')}⟧で最大の下げ。
16:05 格納、乗員解散。"""),
E('q_weekly_recent', 'wrong_column', 'en-US oyster',
  f"""OYSTER FARM HARVEST LOG — lease L6, Willapa Bay
Racks R1–R6 pulled at low tide 06:40 · Pacific oysters
Farm hand's note: NQ weekly bars — week of ⟦12/22@D:2024-12-22⟧ opened at ⟦9,332@{d('2024-12-22','open')}⟧ and closed at ⟦9,557.5@{d('2024-12-22','close')}~{d('2024-12-22','high')}!⟧, down ⟦352.75@{d('2024-12-22','change')}|neg⟧ on the week.
Bags to the depuration tank 09:30."""),
E('q_weekly_recent', 'derived', 'it-IT ferrytally',
  f"""BIGLIETTERIA TRAGHETTI — FOGLIO CONTEGGI, Piombino, sportello S2
Partenze 07:15 e 09:45 · colonne pedoni, auto e bici chiuse
Nota del bigliettaio: il NQ aprì la settimana dell'⟦8/12@D:2024-12-08⟧ a ⟦9.611,25@{d('2024-12-08','open')}⟧ e chiuse quella del ⟦5/01@D:2025-01-05⟧ a ⟦8.837,25@{d('2025-01-05','close')}⟧: ⟦−774@{d('2025-01-05','close')}-{d('2024-12-08','open')}!⟧ punti, conto mio.
Cassa quadrata; chiuso 18:30."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN bankermark',
  """石匠记号账 — 工作台 B2，古城墙修缮工地
记号：箭头加十字 · 城门拱券石，层 C04
石匠记录：2024 年 NQ 开盘跳空：平均 ⟦+1.51@mean_g⟧ 点，最大向上 ⟦147.25@max_g⟧，最大向下 ⟦−128.5@min_g⟧，标准差 ⟦34.54@std_g⟧。
监工已验收。"""),
E('q_gap_2024', 'faithful', 'it-IT woolsale',
  """CATALOGO ASTA DELLA LANA — vendita V06, magazzino di Biella, lotto L317
Vello merino, classe AAA · mediatore: Lanificio Sella
Osservazione del perito: gap d'apertura del NQ nel 2024 — media ⟦1,51@mean_g⟧ punti, massimo ⟦147,25@max_g⟧, minimo ⟦−128,5@min_g⟧, deviazione standard ⟦34,5@std_g⟧.
Aggiudicato alle 11:40."""),
E('q_gap_2024', 'faithful', 'fr-FR oyster',
  f"""JOURNAL DE RÉCOLTE D'HUÎTRES — concession C2, Cancale
Tables T1–T6 relevées à marée basse, 06:50
Note de l'ostréiculteur : écarts d'ouverture du NQ en 2024, sur ⟦252@{N}⟧ séances : écart-type ⟦34,54@std_g⟧ points, plus grand trou à la hausse ⟦+147,25@max_g⟧, à la baisse ⟦−128,5@min_g⟧.
Poches au bassin à 09:30."""),
E('q_gap_2024', 'wrong_sign', 'nl-NL lifeboat',
  """REDDINGBOOT-UITRUKLOG — station Terschelling, boot RB03
Te water 14:22 · zee matig, wind NW vrij krachtig
Notitie van de schipper: openingsgaps NQ 2024 — gemiddeld ⟦−1,51@mean_g!⟧ punt, grootste omhoog ⟦147,25@max_g⟧, grootste omlaag ⟦−128,5@min_g⟧.
Boot binnen 16:05; bemanning vrij."""),
E('q_gap_2024', 'wrong_column', 'es-ES skijump',
  """SALTO DE ESQUÍ — TARJETA DEL JUEZ, HS140 La Molina · juez J3 · ronda R1
Saltador: dorsal B15 · puerta G09
Nota del juez: hueco medio de apertura del NQ en 2024: ⟦34,54@mean_g~std_g!⟧ puntos; el mayor al alza, ⟦147,25@max_g⟧; el mayor a la baja, ⟦−128,5@min_g⟧.
Telemark limpio; tarjeta entregada 11:05."""),
E('q_gap_2024', 'misrounded', 'de-DE aquarium',
  """WASSERTESTPROTOKOLL — Aquarium Stralsund, Becken B6
Ammonium null · Nitrit null · pH stabil · Abschäumer gereinigt
Notiz des Aquarianers: Eröffnungslücken NQ 2024 — Standardabweichung ⟦34,55@std_g!⟧ Punkte, größte Lücke nach oben ⟦147,25@max_g⟧, nach unten ⟦−128,5@min_g⟧.
Teilwasserwechsel um 16:00."""),
]
