"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'wrong_unit', 'ru-RU falconry',
  """ДНЕВНИК СОКОЛЬНИКА — балобан «Апсайд», NQ 2024
Выносили ⟦252@R.source_row_count⟧ дня
Дней с закрытием выше открытия: ⟦40,5@value*100~value*100!⟧ пункта от всех
Меньше половины удачных напусков. Вес в норме.""", unit_note='percent quoted as points'),
E('q_up_pct_2024', 'invented', 'zh-CN kiln',
  """窑烧记录 · 窑 K4，NQ 2024 全年
08:00 装窑：⟦252@R.source_row_count⟧ 个交易日
14:30 出窑：收阳（收盘高于开盘）占 ⟦43.8%@value*100!⟧
成品率不到一半。记录人：陈"""),
E('q_up_pct_2024', 'derived', 'de-DE sonar',
  """SONARPROTOKOLL — U-Boot „NQ“, Wache 2024
03:15 Kontakt S1: Anteil der Tage mit Schluss über Eröffnung ⟦40,48 %@value*100⟧
03:30 Bei ⟦252@R.source_row_count⟧ Sitzungen macht das ⟦102@value*252!⟧ Plus-Tage — selbst nachgerechnet, steht so nicht im Bericht
Wachhabender: Maat Krüger"""),
E('q_up_pct_2024', 'faithful', 'fr-FR florist',
  """BON DE COMMANDE — Fleuriste NQ, réf. FL24
Composition : séances haussières de 2024
Proportion : ⟦40,5\u202f%@value*100⟧ des ⟦252@R.source_row_count⟧ séances
Moins d'une sur deux. Livraison avant 18:00."""),
E('q_up_pct_2024', 'faithful', 'es-ES tattoo',
  """HOJA FLASH — Estudio NQ, colección 2024
✸ «Velas verdes»: el ⟦40,48 %@value*100⟧ de las sesiones cerró por encima de la apertura
✸ Base: ⟦252@R.source_row_count⟧ sesiones
Menos de la mitad. Solo con cita."""),
E('q_up_pct_2024', 'faithful', 'nl-NL bridge',
  """BIEDVERLOOP — spel „Stijgers 2024”, gever West
W: pas · N: één klaveren · O: pas · Z: één harten · allen pas
Resultaat: ⟦40,5%@value*100⟧ van de ⟦252@R.source_row_count⟧ sessies sloot hoger dan de opening
Contract net niet gehaald."""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'wrong_year', 'nl-NL falconry',
  """VALKENIERSDAGBOEK — havik „Twee jaren”, NQ
2023: dagspanne ⟦363,2@A.mean_range⟧ punten, ⟦250@A.count⟧ vluchten
2024: dagspanne ⟦274,4@B.mean_range⟧, gemiddeld volume ⟦201.034@B.mean_volume~A.mean_volume!⟧ contracten
2024 rustiger. Gewicht stabiel, beloning: kuikentje."""),
E('q_stats_2023_vs_2024', 'miscomputed', 'fr-FR bridge',
  """FEUILLE DE DONNE — donne « 2023 contre 2024 », donneur Sud
Sud : un sans-atout · Ouest : passe · Nord : trois sans-atout · tous passent
Amplitude moyenne : ⟦363,2@A.mean_range⟧ pts en 2023, ⟦274,4@B.mean_range⟧ en 2024, soit un recul de ⟦26,4\u202f%@(B.mean_range-A.mean_range)/A.mean_range*100|neg!⟧
Volume quasi identique."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-GB tailor',
  """MEASUREMENT CARD — client: NQ, fitting for 2023 and 2024
Daily range, 2023: ⟦363.24@A.mean_range⟧ · 2024: ⟦363.2@B.mean_range~A.mean_range!⟧
Volume, 2023: ⟦201,034@A.mean_volume⟧ · 2024: ⟦201,006@B.mean_volume⟧
Note: take in slightly. — Cutter: A. Reid"""),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT dive',
  """LOG D'IMMERSIONE — sito NQ, immersione D23
Entrata 08:40 · uscita 09:27
2023: escursione media ⟦363,2@A.mean_range⟧ punti, volume ⟦201.034@A.mean_volume⟧
2024: ⟦274,4@B.mean_range⟧ punti, volume ⟦201.006@B.mean_volume⟧
Acqua più calma nel 2024. Compagno: Luca"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-US sonar',
  """SONAR LOG — USS NQ, mid watch
00:20 contact S1 (2023): avg range ⟦363.24@A.mean_range⟧ pts, ⟦250@A.count⟧ sessions
00:35 contact S2 (2024): ⟦274.44@B.mean_range⟧ pts, ⟦252@B.count⟧ sessions
00:50 volume flat: ⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧. Contact fading."""),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL florist',
  """ZAMÓWIENIE KWIACIARNI — ref. KW23
Bukiet „2023”: zakres ⟦363,2@A.mean_range⟧ pkt, wolumen ⟦201\u00a0034@A.mean_volume⟧
Bukiet „2024”: zakres ⟦274,4@B.mean_range⟧ pkt, wolumen ⟦201\u00a0006@B.mean_volume⟧
Dostawa: recepcja. Bilecik: „Spokojniejszy rok”."""),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'wrong_row', 'pt-BR florist',
  """PEDIDO DA FLORICULTURA — ref. FL2023
Buquê: dias de 2023 com alta acima de 2%
Rosa principal: ⟦06/12@D:2023-12-06⟧, ⟦+3,32%@row('2023-12-06').chg⟧
Rosa de apoio: ⟦06/06@D:2023-06-06⟧, ⟦+3,12%@row('2023-06-06').chg~row('2023-11-07').chg!⟧
Total: ⟦14@R.summary.rows⟧ hastes"""),
E('q_big_up_days_2023', 'wrong_column', 'zh-CN bridge',
  """叫牌记录 · 牌局「2023 大阳日」，发牌：北
北：一无将 · 东：不叫 · 南：三无将 · 全不叫
结果：共 ⟦14@R.summary.rows⟧ 天涨幅超过2%
⟦4月19日@D:2023-04-19⟧ 收盘 ⟦18,321.75@row('2023-04-19').close~row('2023-04-19').open!⟧，涨 ⟦2.42%@row('2023-04-19').chg⟧
最大：⟦12月6日@D:2023-12-06⟧，⟦3.32%@row('2023-12-06').chg⟧"""),
E('q_big_up_days_2023', 'coincidental', 'nl-NL tailor',
  """MAATKAART — klant NQ, stijgers 2023 (meer dan 2%)
Aantal: ⟦14@R.summary.rows⟧
Kleinste: ⟦27 maart@D:2023-03-27⟧, ⟦+2,01%@row('2023-03-27').chg⟧
⟦7 juli@D:2023-07-07⟧: ⟦+2,41%@row('2023-07-07').chg!⟧
Grootste: ⟦6 dec@D:2023-12-06⟧, ⟦+3,32%@row('2023-12-06').chg⟧"""),
E('q_big_up_days_2023', 'faithful', 'ja-JP laundromat',
  """コインランドリーからのお知らせ（2023年 上昇率2%超の日）
該当：⟦14@R.summary.rows⟧日
最大：⟦12月6日@D:2023-12-06⟧ ⟦+3.32%@row('2023-12-06').chg⟧（始値 ⟦17,263@row('2023-12-06').open⟧ → 終値 ⟦17,836@row('2023-12-06').close⟧）
最小：⟦3月27日@D:2023-03-27⟧ ⟦+2.01%@row('2023-03-27').chg⟧
乾燥機のご利用はお早めに。"""),
E('q_big_up_days_2023', 'faithful', 'en-GB dive',
  """DIVE LOG — NQ 2023, days up more than 2%
In 10:02 · Out 10:49 · Buddy: Priya
Deepest: ⟦6 Dec@D:2023-12-06⟧, ⟦+3.32%@row('2023-12-06').chg⟧; next ⟦7 Nov@D:2023-11-07⟧, ⟦+3.12%@row('2023-11-07').chg⟧
Shallowest of the ⟦14@R.summary.rows⟧: ⟦27 Mar@D:2023-03-27⟧, ⟦+2.01%@row('2023-03-27').chg⟧
Average ⟦+2.44%@stats.chg.mean⟧. Vis excellent."""),
E('q_big_up_days_2023', 'faithful', 'de-DE sonar',
  """SONARPROTOKOLL — U-Boot „NQ“, Wache 2023
05:10 Kontakt S1: ⟦14@R.summary.rows⟧ Tage mehr als 2 % im Plus
05:25 stärkster am ⟦06.12.2023@D:2023-12-06⟧: ⟦+3,32 %@row('2023-12-06').chg⟧ (⟦17.263@row('2023-12-06').open⟧ → ⟦17.836@row('2023-12-06').close⟧)
05:40 schwächster am ⟦27.03.2023@D:2023-03-27⟧: ⟦+2,01 %@row('2023-03-27').chg⟧
Kein Schraubengeräusch."""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'wrong_sign', 'en-GB tattoo',
  """FLASH SHEET — Studio NQ, design "Volume × Range 2024"
◇ Correlation: ⟦−0.05@value!⟧ over ⟦252@R.source_row_count⟧ sessions
◇ Style: two fine lines that barely touch
Walk-ins Fri & Sat. No free touch-ups."""),
E('q_corr_2024', 'invented', 'ru-RU sonar',
  """ВАХТЕННЫЙ ЖУРНАЛ ГИДРОАКУСТИКА — ПЛ «NQ», 2024
01:05 контакт S1: связь объёма и размаха, корреляция ⟦0,34@value!⟧
01:20 по ⟦252@R.source_row_count⟧ сессиям
Акустик: мичман Гусев"""),
E('q_corr_2024', 'misrounded', 'fr-FR laundromat',
  """AVIS — LAVERIE AUTOMATIQUE NQ
Corrélation volume/amplitude 2024 : ⟦0,0511@value!⟧
(sur ⟦252@R.source_row_count⟧ séances — autant dire aucun lien)
Merci de vider les filtres après usage."""),
E('q_corr_2024', 'faithful', 'pt-BR falconry',
  """DIÁRIO DE FALCOARIA — falcão «Correlação», NQ 2024
Treino com ⟦252@R.source_row_count⟧ pregões
Correlação volume × amplitude: ⟦0,05@value⟧ — praticamente nula
Ave calma, voltou à luva sem isca."""),
E('q_corr_2024', 'faithful', 'de-DE kiln',
  """BRENNPROTOKOLL — Ofen K1, Brand „Korrelation 2024“
07:30 eingesetzt: ⟦252@R.source_row_count⟧ Handelstage
15:45 Ergebnis: Korrelation Volumen/Spanne ⟦0,051@value⟧
Befund: kein Zusammenhang, Glasur matt."""),
E('q_corr_2024', 'faithful', 'pl-PL tailor',
  """KARTA MIAR — klient NQ, 2024
Korelacja wolumenu z zakresem: ⟦0,0512@value⟧
Próba: ⟦252@R.source_row_count⟧ sesje
Uwagi krawca: luz zerowy, brak zależności."""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'wrong_row', 'nl-NL dive',
  """DUIKLOG — stek NQ, seizoen 2024, duik D9
In 11:05 · uit 11:48
Diepste maand: juli, ⟦−1.374@row('2024-07').change⟧ punten
September zakte ⟦−1.065,25@row('2024-09').change~row('2024-08').change!⟧
April de enige stijger: ⟦+1.008@row('2024-04').change⟧. Buddy: Anouk"""),
E('q_monthly_2024', 'wrong_column', 'fr-FR tailor',
  """FICHE DE MESURES — client NQ, 2024
Avril (seul mois en hausse) : ⟦+1\u202f008@row('2024-04').change⟧ pts
Juillet (le pire) : ⟦−1\u202f374@row('2024-07').change⟧ pts
Clôture d'octobre : ⟦9\u202f741@row('2024-10').close~row('2024-10').low!⟧
Retouches : aucune. — Le tailleur"""),
E('q_monthly_2024', 'wrong_sign', 'ja-JP laundromat',
  """コインランドリーのお知らせ ― NQ 月足 2024
4月：⟦+1,008@row('2024-04').change⟧（今年唯一の上昇）
5月：⟦+1,214.75@row('2024-05').change!⟧
7月：⟦−1,374@row('2024-07').change⟧（最大の下落）
洗剤の投入は不要です。"""),
E('q_monthly_2024', 'faithful', 'es-ES bridge',
  """HOJA DE SUBASTA — mano «Meses 2024», da Norte
N: un trébol · E: paso · S: un corazón · O: paso
Resultado: abril, único mes al alza, ⟦+1008@row('2024-04').change⟧ puntos
Julio, el peor: ⟦−1374@row('2024-07').change⟧
Cierre de diciembre: ⟦8944@row('2024-12').close⟧"""),
E('q_monthly_2024', 'faithful', 'ru-RU falconry',
  """ДНЕВНИК СОКОЛЬНИКА — кречет «Месяцы», NQ 2024
Апрель: единственный подъём, ⟦+1008@row('2024-04').change⟧ пунктов
Июль: худший, ⟦−1374@row('2024-07').change⟧
Декабрь закрылся на ⟦8944@row('2024-12').close⟧
Птица на вабило идёт неохотно."""),
E('q_monthly_2024', 'faithful', 'it-IT tattoo',
  """FOGLIO FLASH — Studio NQ, serie «Mesi 2024»
✦ Aprile: ⟦+1.008@row('2024-04').change⟧ punti — l'unico rialzo
✦ Luglio: ⟦−1.374@row('2024-07').change⟧ — il peggiore
✦ Media mensile: ⟦−728,13@stats.change.mean⟧
Undici mesi in calo su dodici. Solo su appuntamento."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'wrong_sign', 'en-GB florist',
  """FLORIST ORDER TICKET — no. FL1208
For: NQ, the last few weeks
Week of ⟦8 Dec@D:2024-12-08⟧: ⟦−381.75@row('2024-12-08').change⟧ (wilted)
Week of ⟦29 Dec@D:2024-12-29⟧: ⟦−57.50@row('2024-12-29').change!⟧ (the only fresh stem)
Deliver to reception before 10:00"""),
E('q_weekly_recent', 'derived', 'it-IT dive',
  """LOG D'IMMERSIONE — sito NQ, ultime settimane, imm. D31
Entrata 07:55 · uscita 08:40
Peggiore: settimana dell'⟦8 dicembre@D:2024-12-08⟧, ⟦−381,75@row('2024-12-08').change⟧
Unica risalita: ⟦29 dicembre@D:2024-12-29⟧, ⟦+57,5@row('2024-12-29').change⟧
In tutto ⟦−898,5@stats.change.mean*5!⟧ punti (somma mia delle cinque settimane)"""),
E('q_weekly_recent', 'coincidental', 'pt-BR tattoo',
  """FOLHA FLASH — Estúdio NQ, coleção «Semanas»
✧ Semana de ⟦8/12@D:2024-12-08⟧: ⟦−381,75@row('2024-12-08').change⟧ pts
✧ Semana de ⟦15/12@D:2024-12-15⟧: ⟦−55@row('2024-12-15').change!⟧ pts
✧ Semana de ⟦29/12@D:2024-12-29⟧: ⟦+57,5@row('2024-12-29').change⟧ — a única verde
Só com hora marcada."""),
E('q_weekly_recent', 'faithful', 'ja-JP ranger',
  """レンジャー事故報告書 ― 報告番号 IR1229、NQ 週足
⟦12月8日@D:2024-12-08⟧の週：⟦−381.75@row('2024-12-08').change⟧ポイント（最大の下げ）
⟦12月29日@D:2024-12-29⟧の週：⟦+57.5@row('2024-12-29').change⟧（唯一の上昇）
平均：⟦−179.7@stats.change.mean⟧
負傷者なし。担当：小林"""),
E('q_weekly_recent', 'faithful', 'zh-CN bridge',
  """叫牌记录 · 牌局「最近几周」，发牌：东
东：一梅花 · 南：不叫 · 西：一红心 · 北：不叫
结果：⟦12月8日@D:2024-12-08⟧当周 ⟦−381.75@row('2024-12-08').change⟧ 点，⟦12月22日@D:2024-12-22⟧当周 ⟦−352.75@row('2024-12-22').change⟧ 点
唯一收涨：⟦12月29日@D:2024-12-29⟧当周 ⟦+57.5@row('2024-12-29').change⟧ 点
共 ⟦5@R.summary.rows⟧ 周"""),
E('q_weekly_recent', 'faithful', 'fr-FR tailor',
  """FICHE DE MESURES — client NQ, dernières semaines
Semaine du ⟦22 décembre@D:2024-12-22⟧ : ⟦−352,75@row('2024-12-22').change⟧ pts, volume ⟦1\u202f007\u202f765@row('2024-12-22').volume⟧
Semaine du ⟦29 décembre@D:2024-12-29⟧ : ⟦+57,5@row('2024-12-29').change⟧, seule hausse
Moyenne : ⟦−179,7@stats.change.mean⟧ pts par semaine
Prochain essayage à confirmer."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'wrong_column', 'nl-NL laundromat',
  """MEDEDELING — WASSALON NQ, openingsgaten 2024
Gemiddelde gap: ⟦34,5@mean_g~std_g!⟧ punten
Grootste gat omhoog: ⟦+147,25@max_g⟧ · omlaag: ⟦−128,5@min_g⟧
Wasmachines W1–W8 alleen met munten."""),
E('q_gap_2024', 'wrong_sign', 'pt-BR barber',
  """BARBEARIA NQ — TABELA DE GAPS 2024
Gap médio ............ ⟦1,51@mean_g⟧ pts
Maior gap de alta .... ⟦+147,25@max_g⟧
Maior gap de baixa ... ⟦+128,5@min_g!⟧
Desvio-padrão ........ ⟦34,54@std_g⟧
Só dinheiro ou Pix."""),
E('q_gap_2024', 'miscomputed', 'es-ES tattoo',
  """HOJA FLASH — Estudio NQ, «Huecos 2024»
✸ Hueco al alza más grande: ⟦+147,25@max_g⟧
✸ A la baja: ⟦−128,5@min_g⟧
✸ De punta a punta: ⟦265,75@max_g-min_g!⟧ puntos
Se pide señal para reservar."""),
E('q_gap_2024', 'faithful', 'en-US ranger',
  """RANGER INCIDENT REPORT — IR0247, NQ opening gaps 2024
Mean gap: ⟦+1.51@mean_g⟧ pts (negligible)
Largest gap up: ⟦147.25@max_g⟧ · largest gap down: ⟦−128.5@min_g⟧
Std. deviation: ⟦34.54@std_g⟧. No injuries; visitors advised."""),
E('q_gap_2024', 'faithful', 'ja-JP bridge',
  """ビッド記録 ― ボード「寄り付きギャップ2024」、ディーラー：北
北：ワン・ノートランプ　東：パス　南：スリー・ノートランプ　全員パス
平均ギャップ：⟦1.51@mean_g⟧ポイント、標準偏差：⟦34.54@std_g⟧
最大上昇：⟦147.25@max_g⟧、最大下落：⟦−128.5@min_g⟧"""),
E('q_gap_2024', 'faithful', 'de-DE kiln',
  """BRENNPROTOKOLL — Ofen K2, Brand „Eröffnungslücken 2024“
09:10 Mittel: ⟦1,51@mean_g⟧ Punkte
11:40 Spitze oben: ⟦147,25@max_g⟧ · unten: ⟦−128,5@min_g⟧
13:05 Standardabweichung: ⟦34,54@std_g⟧
Brand gleichmäßig."""),
]
