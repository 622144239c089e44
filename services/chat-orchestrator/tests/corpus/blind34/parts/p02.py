"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

D06 = "row('2023-12-06').chg"
N07 = "row('2023-11-07').chg"
J18 = "row('2023-01-18')"
APR = "row('2024-04-30').change"
JUL = "row('2024-07-31').change"
DEC = "row('2024-12-31')"
W08 = "row('2024-12-08').change"
W15 = "row('2024-12-15').change"
W22 = "row('2024-12-22').change"
W29 = "row('2024-12-29').change"
W05 = "row('2025-01-05').change"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'fr-FR kite',
  """CARTE DE VOL — Fête du cerf-volant NQ · terrain F3, ligne L1
Cerf-volant : delta « Hausse 2024 »
Séances clôturées en hausse : ⟦40,5\u202f%@value*100⟧ sur ⟦252@R.source_row_count⟧ — moins d'une sur deux
Décollage 11:20 · posé 11:45"""),
E('q_up_pct_2024', 'faithful', 'de-DE letterpress',
  """AUFTRAGSTASCHE AT0318 — Handpresse am Kai
Kunde: NQ-Jahresblatt 2024
Schrift: Garamond, Cicero
Satz: „Anteil der Tage mit Schluss über Eröffnung: ⟦40,48 %@value*100⟧ (⟦252@R.source_row_count⟧ Handelstage)“
Korrekturabzug bis 16:00."""),
E('q_up_pct_2024', 'faithful', 'pt-BR trapeze',
  """QUADRO DE ENSAIO — trapézio, lona, aparelho R2
Volantes: pregões de alta do NQ em 2024
Fecharam acima da abertura ⟦0,405@value⟧ dos dias — ⟦40,5%@value*100⟧, menos da metade
Rede conferida às 13:30."""),
E('q_up_pct_2024', 'misrounded', 'es-ES allotment',
  """SOCIEDAD DE HUERTOS URBANOS NQ — acta de la junta
Asistentes: presidenta, secretario, tesorera
Punto único: en 2024 cerraron al alza el ⟦41 %@value*100!⟧ de las ⟦252@R.source_row_count⟧ sesiones del NQ.
Próxima reunión: martes 19:30."""),
E('q_up_pct_2024', 'derived', 'it-IT lostproperty',
  """REGISTRO OGGETTI SMARRITI — stazione NQ
Voce OS1106 · rinvenuto: binario B3
Oggetto: quota di sedute in rialzo 2024, ⟦40,48 %@value*100⟧; in ribasso o pari, quindi, ⟦59,52 %@100-value*100!⟧ (calcolo mio, non nel rapporto)
Non reclamato."""),
E('q_up_pct_2024', 'invented', 'en-US tram',
  """DUTY ROSTER — Northquay Tram Depot · Wednesday
Duty D14 · Route R6 · car T231 · on 05:42 · off 13:50
Notice board: NQ up days in 2024 — ⟦46.2%@value*100!⟧ of ⟦252@R.source_row_count⟧ sessions closed above the open.
Depot inspector: ______"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'de-DE puppet',
  """SOUFFLIERBUCH — Marionettentheater am Kai, „Zwei Jahre“, II. Akt
Licht LQ12 — GO
KASPERL: „2023: Spanne ⟦363,24@A.mean_range⟧, Volumen ⟦201.034@A.mean_volume⟧!“
GRETEL: „2024: nur ⟦274,44@B.mean_range⟧ Spanne, Volumen ⟦201.006@B.mean_volume⟧ — fast gleich.“
Vorhang."""),
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR tram',
  """TABLEAU DE SERVICE — dépôt de tramway NQ · mercredi
Service S12 · ligne T2 · rame R08 · prise 05:36 · fin 13:14
Note : amplitude moyenne NQ ⟦363,2@A.mean_range⟧ en 2023 (⟦250@A.count⟧ séances) contre ⟦274,4@B.mean_range⟧ en 2024 (⟦252@B.count⟧) ; volumes quasi identiques
Chef de dépôt : P. Lenoir"""),
E('q_stats_2023_vs_2024', 'faithful', 'es-ES sommelier',
  """NOTAS DE MARIDAJE — sumiller, comedor del Muelle
Plato: NQ, 2023 frente a 2024
2023: rango medio ⟦363,24@A.mean_range⟧, volumen ⟦201.033,96@A.mean_volume⟧ — pide un Priorat 2019
2024: rango ⟦274,44@B.mean_range⟧, volumen ⟦201.006,37@B.mean_volume⟧ — basta un albariño
Servir a temperatura de bodega."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL topo',
  """ROUTETOPO — klimrots NQ, sector S1 · „Twee jaar”
T1 (2023): gemiddelde range ⟦363,24@A.mean_range⟧, volume ⟦201.006@A.mean_volume~B.mean_volume!⟧
T2 (2024): range ⟦274,44@B.mean_range⟧ — de makkelijkere lengte
Afdaling: abseilen aan de ketting."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT apothecary',
  """LIBRO DELLE RICETTE — Spezieria del Molo
Ricetta R0611 · per: sig. Bassi
Spedito: escursione media NQ — 2023 ⟦274,4@A.mean_range~B.mean_range!⟧ punti su ⟦250@A.count⟧ sedute; volume medio ⟦201.034@A.mean_volume⟧
Posologia: confrontare con il 2024.
Speziale: dott. Ferri"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'ja-JP chandler',
  """船用品注文票 ― 岸壁シップチャンドラー・本船「かもめ」・岸壁B3
品目：NQ 年間平均値幅
2023年 ⟦363.24@A.mean_range⟧ → 2024年 ⟦274.44@B.mean_range⟧、縮小幅 ⟦98.8@A.mean_range-B.mean_range!⟧ポイント
本船渡し 06:00まで。船長署名：＿＿"""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-US sommelier',
  f"""PAIRING NOTES — Sommelier, The Quay Room
Course: NQ 2023, days up more than 2%
⟦14@R.metadata.rows⟧ of them — biggest ⟦12/6@D:2023-12-06⟧, ⟦+3.32%@{D06}⟧; runner-up ⟦11/7@D:2023-11-07⟧, ⟦+3.12%@{N07}⟧
Wine: Champagne brut 2019 — bubbles for the up days.
Serve well chilled."""),
E('q_big_up_days_2023', 'faithful', 'zh-CN letterpress',
  f"""活字印刷工单 GD0922 · 码头印社
客户：NQ 2023 年涨幅超 2% 的交易日
字体：宋体 五号
内容：共 ⟦14@R.metadata.rows⟧ 天；首日 ⟦1月18日@D:2023-01-18⟧ ⟦+2.50%@{J18}.chg⟧，最大 ⟦12月6日@D:2023-12-06⟧ ⟦+3.32%@{D06}⟧，最小 ⟦3月27日@D:2023-03-27⟧ ⟦+2.01%@row('2023-03-27').chg⟧
16:00 交校样"""),
E('q_big_up_days_2023', 'faithful', 'fr-FR topo',
  f"""TOPO — falaise NQ, secteur S1 · « Hausses 2023 » · cotation TD
L1 : ⟦18 janvier@D:2023-01-18⟧, ouverture ⟦16\u202f433,75@{J18}.open⟧, clôture ⟦16\u202f845,25@{J18}.close⟧ (⟦+2,5\u202f%@{J18}.chg⟧)
L2 : ⟦6 décembre@D:2023-12-06⟧, ⟦+3,32\u202f%@{D06}⟧ — le pas le plus dur
Descente en rappel."""),
E('q_big_up_days_2023', 'wrong_row', 'pl-PL puppet',
  f"""EGZEMPLARZ SUFLERSKI — Teatr Lalek „Nabrzeże”, „Wzrosty”, akt II
Światło L14
KASPEREK: „Najmocniej ⟦6 grudnia@D:2023-12-06⟧: ⟦+3,32%@{D06}⟧!”
KASIA: „A drugi był ⟦7 listopada@D:2023-11-07⟧: ⟦+2,98%@{N07}~row('2023-06-06').chg!⟧.”
Kurtyna."""),
E('q_big_up_days_2023', 'coincidental', 'nl-NL apothecary',
  f"""RECEPTENBOEK — Apotheek aan de Kade
Recept R0825 · voor: mevr. De Wit
Afgeleverd: NQ-dagen 2023 met meer dan 2% winst — ⟦7 juli@D:2023-07-07⟧: ⟦+2,45%@row('2023-07-07').chg!⟧; de grootste op ⟦6 december@D:2023-12-06⟧, ⟦+3,32%@{D06}⟧
Apotheker: H. Bos"""),
E('q_big_up_days_2023', 'wrong_column', 'en-GB kite',
  f"""FLIGHT CARD — Northquay Kite Festival · Field F2, line L3
Kite: delta 'Up Days 2023'
⟦6 Dec@D:2023-12-06⟧ closed at ⟦17,263@row('2023-12-06').close~row('2023-12-06').open!⟧, ⟦+3.32%@{D06}⟧ on the open — highest flight of the year
Launch 11:20 · Down 11:48"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'ru-RU kite',
  """ПОЛЁТНАЯ КАРТОЧКА — фестиваль воздушных змеев NQ · поле F1, леер L2
Змей: дельта «Объём и диапазон»
Корреляция объёма с дневным диапазоном в 2024: ⟦0,051@value⟧ по ⟦252@R.source_row_count⟧ сессиям — связи практически нет
Старт 11:20 · посадка 11:50"""),
E('q_corr_2024', 'faithful', 'ja-JP sommelier',
  """ペアリングメモ ― ソムリエ、レストラン岸壁
料理：2024年 出来高×値幅
相関係数 ⟦0.0512@value⟧（⟦252@R.source_row_count⟧日）― ほぼ無相関
ワイン：甲州 2022、すっきり辛口で。
よく冷やしてどうぞ。"""),
E('q_corr_2024', 'faithful', 'nl-NL lostproperty',
  """REGISTER GEVONDEN VOORWERPEN — station NQ
Nummer GV0802 · gevonden: spoor S3
Voorwerp: correlatie volume–range NQ 2024, ⟦0,05@value⟧
Toelichting: vrijwel nul; volume en dagrange bewegen los van elkaar.
Niet opgehaald."""),
E('q_corr_2024', 'wrong_sign', 'en-US chandler',
  """ORDER SLIP — Quayside Chandlery · MV Kestrel, berth B4
Line: correlation of NQ daily volume with daily range, 2024 — ⟦−0.051@value!⟧ over ⟦252@R.source_row_count⟧ sessions, i.e. no real link
Deliver alongside by 06:00. Master's signature: ______"""),
E('q_corr_2024', 'invented', 'zh-CN tram',
  """乘务排班表 · NQ 有轨电车车场 · 周四
班次 D9 · 线路 L5 · 车号 T207 · 出车 05:55 · 收车 14:10
公告：2024 年成交量与日内振幅的相关系数为 ⟦0.27@value!⟧，属弱正相关
调度员：陈"""),
E('q_corr_2024', 'misrounded', 'pl-PL puppet',
  """EGZEMPLARZ SUFLERSKI — Teatr Lalek „Nabrzeże”, „Korelacja”, akt I
Światło L3
KASPEREK: „Wolumen a zakres w 2024? Korelacja ⟦0,052@value!⟧!”
KASIA: „Czyli prawie zero, na ⟦252@R.source_row_count⟧ sesjach.”
Kurtyna."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'pl-PL lostproperty',
  f"""KSIĘGA RZECZY ZNALEZIONYCH — dworzec NQ
Poz. RZ0731 · znaleziono: peron P1
Przedmiot: miesięczne świece NQ 2024 — jedyny wzrostowy kwiecień ⟦+1008@{APR}⟧; najgorszy lipiec ⟦−1374@{JUL}⟧; grudzień zamknięty na ⟦8944@{DEC}.close⟧
Podpis: ______"""),
E('q_monthly_2024', 'faithful', 'ru-RU clock',
  f"""КВИТАНЦИЯ-ЗАКАЗ K0527 — часовая мастерская «У причала»
Изделие: месячные бары NQ, 2024
Неисправность: отстают весь год — январь ⟦−1186,5@row('2024-01-31').change⟧, июль ⟦−1374@{JUL}⟧ (худший); вперёд ушёл только апрель, ⟦+1008@{APR}⟧
Готово в пятницу после 14:00."""),
E('q_monthly_2024', 'faithful', 'fr-FR sommelier',
  f"""NOTES D'ACCORD — sommelier, salle du Quai
Plat : barres mensuelles NQ 2024
Janvier ouvre à ⟦17\u202f578,75@row('2024-01-31').open⟧, décembre clôture à ⟦8\u202f944@{DEC}.close⟧ ; seul avril monte (⟦+1\u202f008@{APR}⟧), juillet chute de ⟦1\u202f374@{JUL}|neg⟧
Vin : Chablis premier cru 2022.
Servir frais."""),
E('q_monthly_2024', 'wrong_sign', 'zh-CN allotment',
  f"""NQ 社区菜园协会 · 理事会会议纪要
出席：会长、秘书、司库
议题：2024 年月线 —— 4月唯一收涨 ⟦+1,008@{APR}⟧；7月跌幅最大 ⟦−1,374@{JUL}⟧；12月收于 ⟦8,944@{DEC}.close⟧，当月 ⟦+621@{DEC}.change!⟧
下次会议 周二 19:30"""),
E('q_monthly_2024', 'coincidental', 'es-ES letterpress',
  f"""ORDEN DE TRABAJO OT0730 — imprenta tipográfica del Muelle
Cliente: boletín mensual NQ 2024
Tipo: Ibarra, cícero
Texto: «Abril, único mes al alza: ⟦+1008@{APR}⟧. Julio, el peor: ⟦−1236@{JUL}!⟧. Diciembre cierra en ⟦8.944@{DEC}.close⟧.»
Prueba al cliente a las 16:00."""),
E('q_monthly_2024', 'derived', 'it-IT puppet',
  f"""COPIONE DEL SUGGERITORE — Teatro dei burattini del Molo, «Dodici mesi», atto II
Luce L14
PULCINELLA: «Massimo di gennaio: ⟦17.877,5@row('2024-01-31').high⟧, minimo di dicembre: ⟦8.926,25@{DEC}.low⟧!»
ARLECCHINO: «Escursione dell'anno ⟦8.951,25@row('2024-01-31').high-{DEC}.low!⟧ punti — calcolo mio, non è nel rapporto.»
Sipario."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'ja-JP tram',
  f"""乗務表 ― NQ電車営業所・水曜
仕業D12・系統K3・車両T405・出庫 05:32・入庫 13:48
掲示：直近の週足 ⟦12月8日@D:2024-12-08⟧の週 ⟦−381.75@{W08}⟧（最悪）、⟦12月29日@D:2024-12-29⟧の週 ⟦+57.5@{W29}⟧（唯一の上昇）、⟦5@R.metadata.rows⟧週平均 ⟦−179.7@stats.change.mean⟧"""),
E('q_weekly_recent', 'faithful', 'es-ES lostproperty',
  f"""LIBRO DE OBJETOS PERDIDOS — estación NQ
Asiento OP0730 · hallado en: andén A2
Objeto: velas semanales NQ — semana del ⟦8 de diciembre@D:2024-12-08⟧ ⟦−381,75@{W08}⟧; del ⟦22 de diciembre@D:2024-12-22⟧ ⟦−352,75@{W22}⟧; del ⟦29 de diciembre@D:2024-12-29⟧ ⟦+57,5@{W29}⟧
Sin reclamar."""),
E('q_weekly_recent', 'faithful', 'fr-FR trapeze',
  f"""TABLEAU DE RÉPÉTITION — trapèze volant, chapiteau, portique R2
Voltigeurs : bougies hebdomadaires NQ
Chute la plus lourde : semaine du ⟦8 décembre@D:2024-12-08⟧, ⟦−381,75@{W08}⟧ ; seule envolée : semaine du ⟦29 décembre@D:2024-12-29⟧, ⟦+57,5@{W29}⟧ ; moyenne ⟦−179,7@stats.change.mean⟧
Filet vérifié à 13:30."""),
E('q_weekly_recent', 'wrong_sign', 'pt-BR puppet',
  f"""CADERNO DO PONTO — Teatro de Bonecos do Cais, «Semanas», ato I
Luz L6
BENEDITO: «A semana de ⟦8/12@D:2024-12-08⟧ caiu ⟦381,75@{W08}|neg⟧!»
SIMÃO: «E a de ⟦15/12@D:2024-12-15⟧ fechou em ⟦+16@{W15}!⟧, quase nada.»
Fecha a cortina."""),
E('q_weekly_recent', 'wrong_row', 'zh-CN chandler',
  f"""船舶物料订货单 · 码头船供公司 · “海鸥”轮 · 泊位 B2
品项：NQ 近几周周线
⟦12月8日@D:2024-12-08⟧那周 ⟦−381.75@{W08}⟧，⟦12月22日@D:2024-12-22⟧那周 ⟦−205.5@{W22}~{W05}!⟧，⟦12月29日@D:2024-12-29⟧那周 ⟦+57.5@{W29}⟧
06:00 前送船。船长签收：____"""),
E('q_weekly_recent', 'coincidental', 'en-GB sommelier',
  f"""PAIRING NOTES — Sommelier, The Quay Room
Course: the last five NQ weeks
Week of ⟦8 Dec@D:2024-12-08⟧: ⟦−381.75@{W08}⟧ — wants a big Barolo 2019
Week of ⟦5 Jan@D:2025-01-05⟧: ⟦−178@{W05}!⟧ — a lighter Pinot
Week of ⟦29 Dec@D:2024-12-29⟧: ⟦+57.5@{W29}⟧, the only rise — Crémant."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'it-IT letterpress',
  """BOLLA DI LAVORAZIONE BL0607 — tipografia a caratteri mobili del Molo
Cliente: scheda gap NQ 2024
Carattere: Bodoni, corpo filosofia
Testo: «Gap d'apertura medio ⟦+1,51@mean_g⟧ punti, deviazione standard ⟦34,54@std_g⟧; massimo ⟦+147,25@max_g⟧, minimo ⟦−128,5@min_g⟧»
Bozza alle 16:00."""),
E('q_gap_2024', 'faithful', 'pt-BR allotment',
  """SOCIEDADE DAS HORTAS COMUNITÁRIAS NQ — ata da diretoria
Presentes: presidente, tesoureira, hortelãos
Pauta: gaps de abertura do NQ em 2024 — média ⟦1,5@mean_g⟧ ponto, desvio-padrão ⟦34,5@std_g⟧; maior alta ⟦147,25@max_g⟧, maior queda ⟦128,5@min_g|neg⟧
Próxima reunião terça 19:30."""),
E('q_gap_2024', 'faithful', 'pl-PL topo',
  """SCHEMAT DROGI — skałki NQ, sektor S2 · „Luki 2024” · VI+
W1: średnia luka otwarcia ⟦+1,51@mean_g⟧ pkt — łatwy start
W2: odchylenie standardowe ⟦34,54@std_g⟧
W3: największa luka w górę ⟦147,25@max_g⟧, w dół ⟦−128,5@min_g⟧ — crux
Zejście: zjazd z ringu."""),
E('q_gap_2024', 'wrong_sign', 'nl-NL trapeze',
  """REPETITIEBORD TRAPEZE — circustent, rig R1
Vliegers: openingsgaps NQ 2024
Gemiddelde gap ⟦−1,51@mean_g!⟧ punten · spreiding (std) ⟦34,54@std_g⟧ · grootste sprong omhoog ⟦147,25@max_g⟧
Net gecontroleerd om 13:30."""),
E('q_gap_2024', 'wrong_column', 'en-US tram',
  """DUTY ROSTER — Northquay Tram Depot · Thursday
Duty D21 · Route R2 · car T118 · on 06:05 · off 14:20
Notice: NQ opening gaps, 2024 — mean ⟦34.5@mean_g~std_g!⟧ pts, biggest up ⟦147.25@max_g⟧, biggest down ⟦−128.5@min_g⟧
Depot inspector: ______"""),
E('q_gap_2024', 'miscomputed', 'de-DE clock',
  """AUFTRAGSSCHEIN A0318 — Uhrmacherwerkstatt am Kai
Gegenstand: Regulator „Eröffnungslücken 2024“
Befund: größte Lücke ⟦147,25@max_g⟧ Punkte bei einer Standardabweichung von ⟦34,54@std_g⟧ — also das ⟦4,62@max_g/std_g!⟧-Fache
Abholung ab Freitag 14:00."""),
]
