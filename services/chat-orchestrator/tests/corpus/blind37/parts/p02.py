"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def d(x, col):
    return f"row('{x}').{col}"


DEC6 = "row('2023-12-06')"
NOV7 = "row('2023-11-07')"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'fr-FR loco',
  f"""DÉPÔT DE LOCOMOTIVES — FICHE DE SERVICE F0311
Machine : « la Pacific », allumage 05:20
Note du chef de dépôt : NQ 2024, ⟦40,5\u202f%@value*100⟧ des ⟦252@{N}⟧ séances ont clôturé au-dessus de l'ouverture.
Cendrier vidé, tender chargé. Sortie 07:05."""),
E('q_up_pct_2024', 'faithful', 'pt-BR pasta',
  """FÁBRICA DE MASSAS — FICHA DE LOTE M0823, linha L1
Produto: talharim com ovos
Obs.: em 2024 o NQ fechou acima da abertura em ⟦40,48%@value*100⟧ dos pregões — menos da metade.
Secador S3 até amanhã. Encarregada: Cida"""),
E('q_up_pct_2024', 'faithful', 'pl-PL spa',
  f"""UZDROWISKO — KARTA ZABIEGÓW, pokój P112
10:30 kąpiel solankowa · 11:15 okłady borowinowe
Uwaga terapeutki: w 2024 r. NQ zamknął się powyżej otwarcia w ⟦40,5\u00a0%@value*100⟧ z ⟦252@{N}⟧ sesji.
Dużo pić, dziś bez sauny."""),
E('q_up_pct_2024', 'misrounded', 'nl-NL colliery',
  """KOLENMIJN — DIENSTRAPPORT, schacht S2 Hendrik
Ochtenddienst · opzichter: W. Jacobs
Rapport: NQ sloot in 2024 op ⟦40,4 %@value*100!⟧ van de dagen hoger dan de opening.
Mijngas gemeten, stempels nagelopen. Boven om 14:00, iedereen present."""),
E('q_up_pct_2024', 'derived', 'ru-RU fieldgeo',
  f"""ПОЛЕВОЙ ДНЕВНИК — точка T7, карьер у Саблино
Порода: песчаник с оболами
Заметка: NQ в 2024 г. закрывался выше открытия в ⟦40,5\u00a0%@value*100⟧ из ⟦252@{N}⟧ сессий, то есть ⟦102@value*{N}!⟧ дня роста (мой подсчёт, в отчёте его нет).
Образец в мешке, этикетка K2."""),
E('q_up_pct_2024', 'wrong_unit', 'de-DE cider',
  """MOSTEREI — PRESSPROTOKOLL, Bandpresse B2
Sorten: Boskoop, Topaz
Notiz: NQ schloss 2024 an ⟦0,4048@value~value!⟧ Prozent der Handelstage über dem Eröffnungskurs.
Trester an den Jäger. Presser: Alois""", unit_note='fraction quoted as percent'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'ja-JP pasta',
  """製麺工場 パスタ製造バッチ表 ― ロットL0701・ラインL3
品目：スパゲッティーニ
NQ 平均値幅：2023年 ⟦363.24@A.mean_range⟧ → 2024年 ⟦274.44@B.mean_range⟧
平均出来高：⟦201,034@A.mean_volume⟧ → ⟦201,006@B.mean_volume⟧（ほぼ横ばい）
乾燥機D1。品質検査合格。"""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR loco',
  """DÉPÔT DE LOCOMOTIVES — FICHE DE SERVICE F0402
Machine : « la Mikado », allumage 04:45
Note : amplitude moyenne NQ ⟦363,2@A.mean_range⟧ points en 2023 contre ⟦274,4@B.mean_range⟧ en 2024 ; volume moyen ⟦201\u202f034@A.mean_volume⟧ puis ⟦201\u202f006@B.mean_volume⟧ contrats.
Graissage fait."""),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE lookout',
  """FEUERWACHTURM — WACHBUCH, Turm T6 Hoher Fläming
08:00 Dienstbeginn, Sicht klar
Eintrag: NQ 2023 — Spanne ⟦363,24@A.mean_range⟧, Volumen ⟦201.033,96@A.mean_volume⟧ (⟦250@A.count⟧ Tage); 2024 — Spanne ⟦274,44@B.mean_range⟧, Volumen ⟦201.006,37@B.mean_volume⟧ (⟦252@B.count⟧ Tage)
Kein Rauch."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL leadlight',
  """PRACOWNIA WITRAŻY — KARTA ZAMÓWIENIA W0722
Klient: kaplica cmentarna, okno zachodnie
Notatka: średni dzienny zakres NQ — 2024 r. ⟦363,24@B.mean_range~A.mean_range!⟧ pkt; średni wolumen 2024 r. ⟦201\u00a0006@B.mean_volume⟧
Szkło docięte, ołów czeka."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'ru-RU bindery',
  """ПЕРЕПЛЁТНАЯ МАСТЕРСКАЯ — НАРЯД N0415
Издание: церковная метрическая книга, полукожа
Корешок: NQ, средний диапазон 2023 г. ⟦363,24@A.mean_range⟧ и 2024 г. ⟦274,44@B.mean_range⟧ (по ⟦250@B.count~A.count!⟧ сессиям 2024 года)
Картон нарезан, каптал завтра."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'es-ES taxidermy',
  """TALLER DE TAXIDERMIA — FICHA DE TRABAJO T0619
Pieza: jabalí, cabeza en escudo · Cliente: peña Los Robles
Nota de banco: rango medio NQ 2023 ⟦363,24@A.mean_range⟧ y 2024 ⟦274,44@B.mean_range⟧, una caída del ⟦26,4 %@(A.mean_range-B.mean_range)/A.mean_range*100!⟧.
Curtido listo; colmillos limpios."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'zh-CN fieldgeo',
  f"""地质实习野外记录簿 · 观察点 D5 · 周口店
岩性：石灰岩夹页岩
记录：NQ 2023 年收盘高于开盘 2% 以上的日子共 ⟦14@len(T)⟧ 天；最大 ⟦12月6日@D:2023-12-06⟧ +⟦3.32%@{DEC6}.chg⟧，其次 ⟦11月7日@D:2023-11-07⟧ +⟦3.12%@{NOV7}.chg⟧
样本已装袋，编号 B3。"""),
E('q_big_up_days_2023', 'faithful', 'nl-NL grooming',
  f"""HONDENTRIMSALON — AFSPRAAKKAART
Hond: ‘Bobbie’, labradoodle · Baasje: mevr. Visser
Zaterdag 10:00 · wassen en knippen
Notitie trimster: NQ 2023 telde ⟦14@len(T)⟧ dagen met slot meer dan 2 % boven de opening; de eerste was ⟦18 januari@D:2023-01-18⟧ (⟦+2,5 %@row('2023-01-18').chg⟧).
Nagels geknipt."""),
E('q_big_up_days_2023', 'faithful', 'ru-RU bindery',
  f"""ПЕРЕПЛЁТНАЯ МАСТЕРСКАЯ — НАРЯД N0502
Издание: альбом, цельная ткань
Корешок: NQ 2023, ⟦6 июня@D:2023-06-06⟧ — открытие ⟦17\u00a0605@row('2023-06-06').open⟧, закрытие ⟦18\u00a0130,5@row('2023-06-06').close⟧, ⟦+2,98\u00a0%@row('2023-06-06').chg⟧
Форзацы приклеены."""),
E('q_big_up_days_2023', 'wrong_row', 'pl-PL colliery',
  f"""KOPALNIA WĘGLA — RAPORT ZMIANOWY, ściana S4
Zmiana ranna · sztygar: H. Kowalczyk
Raport: NQ ⟦6 grudnia 2023@D:2023-12-06⟧ — otwarcie ⟦17\u00a0263@{DEC6}.open⟧, zamknięcie ⟦17\u00a0836@{DEC6}.close⟧, wzrost ⟦+3,12\u00a0%@{DEC6}.chg~{NOV7}.chg!⟧ w ciągu sesji.
Metan w normie, obudowa sprawdzona."""),
E('q_big_up_days_2023', 'wrong_column', 'en-GB carillon',
  f"""CARILLON PRACTICE SHEET — St. Bavo's tower, practice clavier
Piece: 'Prelude in G', slow
Note: NQ on ⟦7 Nov 2023@D:2023-11-07⟧ gained ⟦3.12%@{NOV7}.chg⟧, closing at ⟦17,632@{NOV7}.close~{NOV7}.open!⟧.
Low C pedal sticking. — Carillonneur: L. Vos"""),
E('q_big_up_days_2023', 'coincidental', 'en-US leadlight',
  f"""STAINED GLASS STUDIO — COMMISSION CARD C0244
Client: Grace Chapel, baptistery window
Cartoon note: NQ had ⟦19@len(T)!⟧ sessions in 2023 that closed over 2% above the open, the biggest on ⟦12/6@D:2023-12-06⟧ (⟦+3.32%@{DEC6}.chg⟧).
Came stretched; soldering Tuesday."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'it-IT taxidermy',
  f"""LABORATORIO DI TASSIDERMIA — SCHEDA LAVORO S0214
Esemplare: poiana, ali aperte · Cliente: sig. Bertoldi
Nota di banco: correlazione volume/escursione NQ 2024 = ⟦0,051@value⟧ su ⟦252@{N}⟧ sedute: praticamente nessuna.
Concia finita; occhi di vetro montati."""),
E('q_corr_2024', 'faithful', 'de-DE cider',
  """MOSTEREI — PRESSPROTOKOLL, Packpresse P1
Sorten: Gravensteiner, Jonagold
Notiz: Korrelation zwischen Tagesvolumen und Tagesspanne NQ 2024: ⟦0,0512@value⟧ — kein erkennbarer Zusammenhang.
Trester zum Wildfüttern. Presserin: Hanne"""),
E('q_corr_2024', 'faithful', 'pt-BR carillon',
  f"""CARRILHÃO — FOLHA DE ENSAIO, console da torre
Peça: «Prelúdio em sol», andamento lento
Nota: correlação volume × amplitude NQ 2024 de ⟦0,05@value⟧ (⟦252@{N}⟧ pregões) — quase zero.
Pedal do dó grave duro."""),
E('q_corr_2024', 'wrong_sign', 'es-ES colliery',
  """MINA DE CARBÓN — PARTE DE RELEVO, pozo P3 Santa Bárbara
Relevo de mañana · vigilante: A. Menéndez
Parte: correlación entre volumen y rango NQ en 2024 ⟦−0,051@value!⟧; no hay relación que valga.
Grisú controlado, entibado revisado."""),
E('q_corr_2024', 'invented', 'fr-FR grooming',
  """TOILETTAGE CANIN — CARTE DE RENDEZ-VOUS
Chien : « Filou », bichon frisé · Maîtresse : Mme Garnier
Mardi 14:00 · bain et coupe ciseaux
Note de la toiletteuse : corrélation volume / amplitude NQ en 2024 de ⟦0,27@value!⟧, lien faible.
Griffes coupées."""),
E('q_corr_2024', 'misrounded', 'zh-CN lookout',
  f"""森林防火瞭望塔 · 值班日志 塔 W2
08:00 接班，能见度好
记录：2024 年 NQ 日成交量与日内波幅的相关系数为 ⟦0.052@value!⟧（⟦252@{N}⟧ 个交易日），几乎不相关。
未见烟点。"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'it-IT fieldgeo',
  f"""TACCUINO DI CAMPAGNA — stop S2, Gola del Furlo
Litologia: calcari selciferi
Nota: barre mensili NQ 2024 — aprile ⟦+1.008@{d('2024-04-30', 'change')}⟧, unico mese in rialzo; luglio ⟦−1.374@{d('2024-07-31', 'change')}⟧, il peggiore.
Campione insacchettato, etichetta F3."""),
E('q_monthly_2024', 'faithful', 'nl-NL cider',
  f"""CIDERPERS — OPBRENGSTBLAD, pers P3
Rassen: Goudreinette, Elstar
Notitie: NQ per maand 2024 — januari opende op ⟦17.578,75@{d('2024-01-31', 'open')}⟧, december sloot op ⟦8.944@{d('2024-12-31', 'close')}⟧; gemiddelde maandverandering ⟦−728,13@stats.change.mean⟧.
Pulp naar de boer."""),
E('q_monthly_2024', 'faithful', 'pl-PL colliery',
  f"""KOPALNIA WĘGLA — RAPORT ZMIANOWY, ściana S1
Zmiana nocna · sztygar: J. Pawlak
Raport: NQ 2024 miesięcznie — kwiecień: ⟦+1008@{d('2024-04-30', 'change')}⟧, lipiec: ⟦−1374@{d('2024-07-31', 'change')}⟧, grudzień: ⟦−621@{d('2024-12-31', 'change')}⟧ pkt.
Metan w normie."""),
E('q_monthly_2024', 'wrong_sign', 'fr-FR taxidermy',
  f"""ATELIER DE TAXIDERMIE — FICHE DE TRAVAIL F0127
Pièce : renard roux, naturalisation entière · Client : M. Lebrun
Note d'établi : NQ 2024 en barres mensuelles — avril ⟦+1\u202f008@{d('2024-04-30', 'change')}⟧, octobre ⟦+1\u202f238@{d('2024-10-31', 'change')}!⟧, décembre ⟦−621@{d('2024-12-31', 'change')}⟧ points.
Tannage fait ; yeux posés."""),
E('q_monthly_2024', 'wrong_column', 'en-GB bindery',
  f"""BINDERY — JOB SHEET J0806
Title: estate ledger, half calf
Spine label: NQ monthly bars 2024 — October opened ⟦11,281.5@{d('2024-10-31', 'open')}⟧ and closed ⟦9,741@{d('2024-10-31', 'close')}~{d('2024-10-31', 'low')}!⟧.
Endpapers tipped on."""),
E('q_monthly_2024', 'derived', 'pt-BR loco',
  f"""DEPÓSITO DE LOCOMOTIVAS — CARTÃO DE SERVIÇO C0214
Máquina: «Maria Fumaça», fogo aceso 04:40
Nota: NQ 2024 abriu janeiro em ⟦17.578,75@{d('2024-01-31', 'open')}⟧ e fechou dezembro em ⟦8.944@{d('2024-12-31', 'close')}⟧: ⟦−8.634,75@{d('2024-12-31', 'close')}-{d('2024-01-31', 'open')}!⟧ pontos no ano (conta minha, não está no relatório).
Tênder cheio."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'nl-NL grooming',
  f"""HONDENTRIMSALON — AFSPRAAKKAART
Hond: ‘Saartje’, schnauzer · Baasje: dhr. De Jong
Woensdag 11:30 · trimmen en wassen
Notitie: NQ weekbars — week van ⟦8 december@D:2024-12-08⟧ ⟦−381,75@{d('2024-12-08', 'change')}⟧ (slechtste), week van ⟦29 december@D:2024-12-29⟧ ⟦+57,5@{d('2024-12-29', 'change')}⟧ (enige plus).
Oren schoon."""),
E('q_weekly_recent', 'faithful', 'pl-PL carillon',
  f"""KARYLION — KARTA ĆWICZEŃ, kontuar na wieży
Utwór: „Preludium G-dur”, wolno
Notatka: NQ tygodniowo — tydzień do ⟦22 grudnia@D:2024-12-22⟧: ⟦−352,75@{d('2024-12-22', 'change')}⟧ pkt, tydzień do ⟦5 stycznia@D:2025-01-05⟧: ⟦−205,5@{d('2025-01-05', 'change')}⟧; średnio ⟦−179,7@stats.change.mean⟧.
Pedał niskiego C się zacina."""),
E('q_weekly_recent', 'faithful', 'fr-FR pasta',
  f"""FABRIQUE DE PÂTES — FICHE DE LOT F0918, ligne L2
Format : coquillettes
Note : NQ semaine du ⟦15 décembre@D:2024-12-15⟧ ⟦−16@{d('2024-12-15', 'change')}⟧ points, volume ⟦1\u202f002\u202f088@{d('2024-12-15', 'volume')}⟧ ; semaine du ⟦22 décembre@D:2024-12-22⟧ volume ⟦1\u202f007\u202f765@{d('2024-12-22', 'volume')}⟧.
Séchoir S1 cette nuit."""),
E('q_weekly_recent', 'wrong_sign', 'en-GB spa',
  f"""THERMAL SPA — TREATMENT CARD, room R118
10:15 mud wrap · 11:00 hydro-massage, pool B
Therapist's note: NQ weekly bars — w/e ⟦29 Dec@D:2024-12-29⟧ ⟦+57.5@{d('2024-12-29', 'change')}⟧, w/e ⟦5 Jan@D:2025-01-05⟧ ⟦+205.5@{d('2025-01-05', 'change')}!⟧ points.
Drink water; no sauna today."""),
E('q_weekly_recent', 'invented', 'it-IT lookout',
  """TORRETTA ANTINCENDIO — REGISTRO DI VEDETTA, postazione V3 Monte Amiata
08:00 presa servizio, foschia leggera
Annotazione: ultime settimane NQ, variazione media ⟦−146,3@stats.change.mean!⟧ punti a settimana.
Nessun fumo avvistato. — Vedetta: G. Santini"""),
E('q_weekly_recent', 'wrong_column', 'ja-JP cider',
  f"""シードル圧搾所 収量記録票 ― 圧搾機P1
品種：ふじ、紅玉
メモ：NQ 週足　⟦12月22日@D:2024-12-22⟧の週 始値 ⟦9,332@{d('2024-12-22', 'open')}⟧、終値 ⟦9,557.5@{d('2024-12-22', 'close')}~{d('2024-12-22', 'high')}!⟧
搾りかすは堆肥へ。"""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'pt-BR taxidermy',
  """OFICINA DE TAXIDERMIA — FICHA DE SERVIÇO O0331
Peça: tucano, poleiro · Cliente: sr. Amaral
Nota de bancada: gaps de abertura NQ 2024 — média ⟦+1,51@mean_g⟧, maior alta ⟦+147,25@max_g⟧, maior queda ⟦−128,5@min_g⟧, desvio-padrão ⟦34,54@std_g⟧ pontos.
Curtimento pronto."""),
E('q_gap_2024', 'faithful', 'en-GB grooming',
  """GROOMING PARLOUR — APPOINTMENT CARD
Dog: 'Pickle', border terrier · Owner: Mr. Ainsworth
Fri 09:15 · hand strip and tidy
Groomer's note: NQ opening gaps in 2024 averaged ⟦1.5@mean_g⟧ points with a spread of ⟦34.5@std_g⟧; biggest up ⟦147.25@max_g⟧, biggest down ⟦−128.5@min_g⟧.
Nails done."""),
E('q_gap_2024', 'faithful', 'nl-NL leadlight',
  """GLAS-IN-LOODATELIER — OPDRACHTKAART O0612
Klant: Sint-Bavo, zijbeuk noord
Notitie bij de karton: NQ openingsgaps 2024 — gemiddeld ⟦+1,51@mean_g⟧, standaardafwijking ⟦34,54@std_g⟧, grootste ⟦+147,25@max_g⟧ en ⟦−128,5@min_g⟧ punten.
Lood gesneden."""),
E('q_gap_2024', 'wrong_sign', 'pl-PL loco',
  """PAROWOZOWNIA — KARTA SŁUŻBY S07
Parowóz „Piękna Helena”, rozpalanie 04:30
Notatka: luki otwarcia NQ 2024 — średnio ⟦+1,51@mean_g⟧, największa w górę ⟦+147,25@max_g⟧, największa w dół ⟦+128,5@min_g!⟧ pkt.
Tender nawęglony."""),
E('q_gap_2024', 'misrounded', 'ru-RU spa',
  """САНАТОРИЙ — ПРОЦЕДУРНАЯ КАРТА, палата P204
10:00 минеральная ванна · 10:40 грязевая аппликация
Заметка: гэпы открытия NQ за 2024 г. — в среднем ⟦+1,52@mean_g!⟧ пункта, станд. отклонение ⟦34,54@std_g⟧.
Сауна сегодня запрещена."""),
E('q_gap_2024', 'miscomputed', 'it-IT fieldgeo',
  """TACCUINO DI CAMPAGNA — stop S5, Monte Conero
Litologia: Scaglia rossa
Nota: gap d'apertura NQ 2024, massimo ⟦+147,25@max_g⟧ e minimo ⟦−128,5@min_g⟧: distanza tra i due ⟦265,75@max_g-min_g!⟧ punti.
Campione insacchettato, etichetta C6."""),
]
