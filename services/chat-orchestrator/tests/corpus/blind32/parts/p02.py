"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
D6 = "row('2023-12-06').chg"
N7 = "row('2023-11-07').chg"

def M(m):
    return f"row('2024-{m:02d}')"

def WK(d):
    return f"row('{d}')"

ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'ru-RU carbon',
  f"""СЛУЖЕБНАЯ ЗАПИСКА (второй экземпляр, под копирку)
Кому: отдел торговли · От: И. Соколов
Тема: доля растущих дней, 2024
Из ⟦252@{N}⟧ сессий выше открытия закрылись ⟦40,48@value*100⟧ % — меньше половины.
ИС/мк"""),
E('q_up_pct_2024', 'faithful', 'en-US crane',
  f"""PRE-LIFT CHECKLIST — mobile crane MC6 · Operator: T. Reyes
[x] Ground bearing checked
[x] Up days 2024: ⟦40.5%@value*100⟧ of ⟦252@{N}⟧ sessions closed above the open
[x] Rigging inspected, tag lines on
Cleared to lift. — T.R."""),
E('q_up_pct_2024', 'faithful', 'pl-PL vineyard',
  f"""REJESTR WINOBRANIA — Winnica NQ, rocznik 2024
Kwatera K5 · szczep: pinot noir
Sesje zamknięte powyżej otwarcia: ⟦40,48@value*100⟧% z ⟦252@{N}⟧ — mniej niż połowa.
Grona zdrowe, zbiór do 15:00."""),
E('q_up_pct_2024', 'misrounded', 'de-DE sheepdog',
  f"""RICHTERBLATT HÜTEHUNDPRÜFUNG — NQ-Cup, Parcours A
Hundeführer: H. Vogt · Hund: Bessy
Anteil der Tage mit Schluss über Eröffnung, 2024: ⟦40,47 %@value*100!⟧ von ⟦252@{N}⟧ Handelstagen
Pferch geschlossen, sauberer Lauf.
Richter: K. Brandt"""),
E('q_up_pct_2024', 'derived', 'pt-BR balloon',
  f"""DIÁRIO DE BORDO — balão PP-NQA · piloto: R. Lima
Decolagem 06:35, pouso 07:50 num pasto
Em 2024, ⟦40,48@value*100⟧% dos ⟦252@{N}⟧ pregões fecharam em alta, ou seja, ⟦102@value*{N}!⟧ dias (conta minha, não está no relatório)
Voo tranquilo."""),
E('q_up_pct_2024', 'invented', 'it-IT rink',
  """PROGRAMMA RIFACIMENTO GHIACCIO — Palaghiaccio NQ, pista A
06:30 rifacimento con la Z3
Nel 2024 le sedute chiuse sopra l'apertura sono state il ⟦43,7%@value*100!⟧ del totale
12:00 rifacimento dopo il curling
Responsabile: S. Galli"""),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'fr-FR donor',
  """CARTE DE DONNEUR — Établissement du sang NQ
Donneur n° DS11930 · groupe B+
Amplitude moyenne : 2023 ⟦363,24@A.mean_range⟧ pts, 2024 ⟦274,44@B.mean_range⟧ pts — nettement plus calme.
Volume moyen quasi identique : ⟦201\u202f034@A.mean_volume⟧ contre ⟦201\u202f006@B.mean_volume⟧.
Prochain don : dans deux mois."""),
E('q_stats_2023_vs_2024', 'faithful', 'ru-RU weighin',
  """ВЕДОМОСТЬ ВЗВЕШИВАНИЯ — турнир «Кубок NQ», сектор B
Место | Год | Ср. диапазон | Ср. объём
B4 | 2023 | ⟦363,2@A.mean_range⟧ | ⟦201\u00a0034@A.mean_volume⟧
B5 | 2024 | ⟦274,4@B.mean_range⟧ | ⟦201\u00a0006@B.mean_volume⟧
Весы проверены в 15:00. Судья: П. Орехов"""),
E('q_stats_2023_vs_2024', 'faithful', 'en-US vineyard',
  """HARVEST RECORD — NQ Cellars, Block C2
Variety: cabernet · Crew T1
2023: avg daily range ⟦363.24@A.mean_range⟧ pts over ⟦250@A.count⟧ sessions
2024: ⟦274.44@B.mean_range⟧ pts over ⟦252@B.count⟧, a calmer year; volume flat at ⟦201,006@B.mean_volume⟧
Picked by 16:30, fruit clean."""),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT locksmith',
  """SCHEDA INTERVENTO — Fabbro NQ, lavoro FB3310
Cliente: sala operativa · in loco 11:00–11:40
Volumi medi quasi uguali: ⟦201.034@A.mean_volume⟧ nel 2023, ⟦201.006@B.mean_volume⟧ nel 2024
Escursione media del 2024: ⟦363,24@B.mean_range~A.mean_range!⟧ punti
Serratura sostituita. Tecnico: P. Moretti"""),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL crane',
  """CHECKLIST VÓÓR HIJSEN — mobiele kraan MK2
[x] Draagvermogen ondergrond gecontroleerd
[x] Gem. dagbereik 2023 ⟦363,24@A.mean_range⟧ pt → 2024 ⟦274,44@B.mean_range⟧ pt, een daling van ⟦26,4 %@(1-B.mean_range/A.mean_range)*100!⟧
[x] Hijsmiddelen gekeurd
Machinist: E. Jansen"""),
E('q_stats_2023_vs_2024', 'wrong_unit', 'pl-PL balloon',
  """DZIENNIK LOTU BALONU — SP-NQA · pilot: K. Wójcik
Start 06:15 z łąki pod lasem
Średni dzienny wolumen: 2023 — ⟦201\u00a0034@A.mean_volume~A.mean_volume!⟧ zł, 2024 — ⟦201\u00a0006@B.mean_volume⟧ kontraktów
Lądowanie 07:30, powłoka sucha.""", unit_note='contracts quoted as zloty'),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'en-GB locksmith',
  f"""JOB CARD — NQ Locksmiths Ltd · Job JB2311
Client: dealing room · Attended 08:45–09:30
2023 sessions closing more than 2% above the open: ⟦14@R.summary.rows⟧. Largest ⟦6 Dec@D:2023-12-06⟧, ⟦+3.32%@{D6}⟧; runner-up ⟦7 Nov@D:2023-11-07⟧, ⟦+3.12%@{N7}⟧.
Locks eased and oiled. — G. Hollis"""),
E('q_big_up_days_2023', 'faithful', 'nl-NL rink',
  """DWEILSCHEMA — IJshal NQ, baan A
07:15 dweilen met de Z2
Dagen in 2023 met een slot ruim 2% boven de opening: ⟦14@R.summary.rows⟧. Grootste: ⟦6 dec@D:2023-12-06⟧, ⟦3,32@row('2023-12-06').chg⟧%; kleinste: ⟦27 maart@D:2023-03-27⟧, ⟦2,01@row('2023-03-27').chg⟧%
12:45 dweilen na het schoolschaatsen"""),
E('q_big_up_days_2023', 'faithful', 'pt-BR weighin',
  f"""FICHA DE PESAGEM — Torneio de Pesca NQ, setor C
Posto | Data | Alta no dia
C3 | ⟦18/01@D:2023-01-18⟧ | ⟦2,5@row('2023-01-18').chg⟧%
C7 | ⟦06/06@D:2023-06-06⟧ | ⟦2,98@row('2023-06-06').chg⟧%
C9 | ⟦06/12@D:2023-12-06⟧ | ⟦3,32@{D6}⟧% (maior peso)
Balança aferida às 16:00."""),
E('q_big_up_days_2023', 'wrong_row', 'it-IT crane',
  f"""CHECKLIST PRE-SOLLEVAMENTO — autogru AG3
[x] Piano d'appoggio verificato
[x] Sedute 2023 chiuse oltre il 2% sopra l'apertura: ⟦14@R.summary.rows⟧; la più forte, il ⟦6 dicembre@D:2023-12-06⟧, ⟦+3,12%@{D6}~{N7}!⟧
[x] Funi e ganci controllati
Gruista: L. Fontana"""),
E('q_big_up_days_2023', 'coincidental', 'de-DE seismo',
  f"""SEISMOGRAMM-PROTOKOLL — Station NQ-S9, Kanal BHZ
Ausschläge 2023 (Schluss mehr als 2 % über Eröffnung):
⟦19.04.@D:2023-04-19⟧ ⟦+2,52 %@row('2023-04-19').chg!⟧
⟦06.12.@D:2023-12-06⟧ ⟦+3,32 %@{D6}⟧ (größter)
Ablesung 02:10 UTC. Beobachter: F. Kühn"""),
E('q_big_up_days_2023', 'wrong_column', 'es-ES banzuke',
  f"""BANZUKE — Basho NQ 2023, subidas de más del 2 %
Yokozuna: ⟦6 de diciembre@D:2023-12-06⟧, ⟦+3,32 %@{D6}⟧
Ozeki: ⟦7 de noviembre@D:2023-11-07⟧, ⟦+3,12 %@{N7}⟧, cierre ⟦17.632@row('2023-11-07').close~row('2023-11-07').open!⟧
Sekiwake: ⟦6 de junio@D:2023-06-06⟧, ⟦+2,98 %@row('2023-06-06').chg⟧"""),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'es-ES locksmith',
  f"""PARTE DE TRABAJO — Cerrajería NQ, parte CJ0418
Cliente: mesa de operaciones · en el sitio 16:10–16:45
Correlación volumen–rango 2024: ⟦0,051@value⟧ sobre ⟦252@{N}⟧ sesiones. Prácticamente nula.
Cerradura ajustada. Técnico: J. Ruiz"""),
E('q_corr_2024', 'faithful', 'en-US balloon',
  f"""FLIGHT LOG — balloon "Zephyr" · Pilot: C. Myers
Launch 06:05 from the county fairground; landed 07:20
Volume vs. daily range, 2024: correlation ⟦0.05@value⟧ across ⟦252@{N}⟧ sessions, essentially none.
Smooth flight, light winds aloft."""),
E('q_corr_2024', 'faithful', 'it-IT vineyard',
  f"""REGISTRO VENDEMMIA — Cantina NQ, annata 2024
Vigna V2 · vitigno: sangiovese
Correlazione tra volume ed escursione giornaliera: ⟦0,0512@value⟧ (⟦252@{N}⟧ sedute), in pratica nessun legame.
Vendemmia chiusa alle 17:00."""),
E('q_corr_2024', 'wrong_sign', 'nl-NL donor',
  f"""DONORKAART — Bloedbank NQ
Donornr. DK77310 · bloedgroep A+
Correlatie volume–dagbereik 2024: ⟦−0,05@value!⟧ over ⟦252@{N}⟧ dagen; geen verband van betekenis.
Volgende donatie: over acht weken."""),
E('q_corr_2024', 'derived', 'en-GB lighthouse',
  """LIGHTHOUSE LOG — NQ Head Light
Watch 04:00–08:00 · Keeper: D. Pengelly
Wind NE F3, sea slight, visibility good
Volume/range correlation for 2024 is ⟦0.051@value⟧, so volume explains about ⟦0.26%@value**2*100!⟧ of the range (r squared, my own arithmetic, not in the report).
Lamp extinguished 07:58."""),
E('q_corr_2024', 'misrounded', 'pl-PL rink',
  f"""HARMONOGRAM WYLEWANIA — Hala NQ, tafla B
07:30 · wylewanie, rolba Z4
Korelacja wolumenu z dziennym zakresem w 2024: ⟦0,0511@value!⟧ (⟦252@{N}⟧ sesje), brak związku
14:00 · wylewanie po łyżwach szkolnych"""),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'fr-FR rink',
  f"""PLANNING DE SURFAÇAGE — patinoire NQ, piste A
06:30 surfaçage, surfaceuse S1
Barres mensuelles 2024 : onze mois sur douze en baisse. Seul avril monte : ⟦+1\u202f008@{M(4)}.change⟧. Pire mois, juillet : ⟦−1\u202f374@{M(7)}.change⟧. Clôture de décembre : ⟦8\u202f944@{M(12)}.close⟧.
21:45 dernier surfaçage"""),
E('q_monthly_2024', 'faithful', 'de-DE balloon',
  f"""FAHRTENBUCH HEISSLUFTBALLON — D-ONQA · Pilotin: M. Ebert
Start 06:25 am Sportplatz, Landung 07:50 auf einer Wiese
Monatsbalken 2024: Januar eröffnet bei ⟦17.578,75@{M(1)}.open⟧, Dezember schließt bei ⟦8.944@{M(12)}.close⟧. Einziger Plusmonat April (⟦+1.008@{M(4)}.change⟧), schwächster Juli (⟦−1.374@{M(7)}.change⟧).
Taufe mit Sekt."""),
E('q_monthly_2024', 'faithful', 'es-ES crane',
  f"""LISTA DE COMPROBACIÓN PREVIA AL IZADO — grúa torre GT2
[x] Estabilizadores desplegados
[x] 2024 mes a mes: abril, único en positivo, ⟦+1008@{M(4)}.change⟧; julio, el peor, ⟦−1374@{M(7)}.change⟧; diciembre cierra en ⟦8944@{M(12)}.close⟧
[x] Anemómetro dentro de límites
Gruista: A. Navarro"""),
E('q_monthly_2024', 'wrong_sign', 'zh-CN carbon',
  f"""备忘录（复写副本）
致：交易组　自：周明　抄送：档案
事由：2024 年月线
全年仅四月收涨，涨跌 ⟦−1,008@{M(4)}.change!⟧ 点；七月最差，⟦−1,374@{M(7)}.change⟧ 点；十二月收于 ⟦8,944@{M(12)}.close⟧。
周/李"""),
E('q_monthly_2024', 'wrong_column', 'en-US locksmith',
  f"""JOB CARD — NQ Lock & Key · Job LK8042
On site 10:30–11:15 · Tech: D. Park
Monthly bars, 2024: March opened at ⟦15,847.5@{M(3)}.open⟧ and closed at ⟦16,120@{M(3)}.close~{M(3)}.high!⟧, a ⟦−1,049@{M(3)}.change⟧ month
Deadbolt replaced, two keys cut."""),
E('q_monthly_2024', 'wrong_row', 'it-IT weighin',
  f"""SCHEDA DI PESATURA — Gara di pesca NQ, settore A
Picchetto | Mese 2024 | Variazione
A2 | gennaio | ⟦−1.214,75@{M(1)}.change~{M(5)}.change!⟧
A5 | aprile | ⟦+1.008@{M(4)}.change⟧
A8 | luglio | ⟦−1.374@{M(7)}.change⟧
Bilancia verificata alle 15:30."""),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'pl-PL locksmith',
  f"""KARTA ZLECENIA — Ślusarz NQ, zlecenie SZ0311
Klient: dział handlu · na miejscu 13:00–13:40
Ostatnie tygodnie: najgorszy od ⟦8 grudnia@D:2024-12-08⟧, ⟦−381,75@{WK('2024-12-08')}.change⟧ pkt; jedyny wzrostowy od ⟦29 grudnia@D:2024-12-29⟧, ⟦+57,5@{WK('2024-12-29')}.change⟧ pkt. Średnio ⟦−179,7@stats.change.mean⟧ pkt na tydzień.
Zamek wymieniony. T. Zieliński"""),
E('q_weekly_recent', 'faithful', 'de-DE crane',
  f"""PRÜFLISTE VOR DEM HUB — Turmdrehkran TDK5
[x] Abstützung geprüft
[x] Wochenkerzen: Woche ab ⟦08.12.@D:2024-12-08⟧ ⟦−381,75@{WK('2024-12-08')}.change⟧, Woche ab ⟦29.12.@D:2024-12-29⟧ als einzige im Plus (⟦+57,5@{WK('2024-12-29')}.change⟧), zuletzt ⟦−205,5@{WK('2025-01-05')}.change⟧
[x] Wind unter Grenzwert
Kranführer: U. Schäfer"""),
E('q_weekly_recent', 'faithful', 'en-GB vineyard',
  f"""HARVEST RECORD — NQ Estate, Kent · Vintage 2024
Block B1 · Bacchus · Crew T4
Weekly bars, last five weeks: week of ⟦8 Dec@D:2024-12-08⟧ the worst at ⟦−381.75@{WK('2024-12-08')}.change⟧, week of ⟦29 Dec@D:2024-12-29⟧ the only gain (⟦+57.5@{WK('2024-12-29')}.change⟧); latest close ⟦8,837.25@{WK('2025-01-05')}.close⟧.
Picking stopped for rain at 14:20."""),
E('q_weekly_recent', 'wrong_row', 'fr-FR weighin',
  f"""FEUILLE DE PESÉE — concours de pêche NQ, secteur B
Poste | Semaine | Volume
B3 | du ⟦8 décembre@D:2024-12-08⟧ | ⟦609\u202f253@{WK('2024-12-08')}.volume⟧
B6 | du ⟦15 décembre@D:2024-12-15⟧ | ⟦1\u202f007\u202f765@{WK('2024-12-15')}.volume~{WK('2024-12-22')}.volume!⟧
Pesée close à 17:00. Commissaire : R. Marchand"""),
E('q_weekly_recent', 'miscomputed', 'ru-RU sheepdog',
  f"""ПРОТОКОЛ СУДЕЙ — состязания пастушьих собак «NQ», забег R3
Проводник: О. Белова · собака: Гера
Недельные свечи: худшая неделя — с ⟦8 декабря@D:2024-12-08⟧, ⟦−381,75@{WK('2024-12-08')}.change⟧; в сумме за пять недель ⟦−889,5@sum(t.change for t in T)!⟧ пункта
Загон закрыт. Судья: Н. Рябов"""),
E('q_weekly_recent', 'wrong_sign', 'pt-BR lighthouse',
  f"""DIÁRIO DO FAROLEIRO — Farol de NQ
Quarto 00:00–04:00 · faroleiro: B. Teixeira
Vento NE F4, mar de pequenas vagas
Últimas semanas: semana de ⟦08/12@D:2024-12-08⟧, ⟦−381,75@{WK('2024-12-08')}.change⟧; semana de ⟦29/12@D:2024-12-29⟧, a única positiva, ⟦−57,5@{WK('2024-12-29')}.change!⟧
Luz acesa às 17:20. Nada a relatar."""),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'de-DE weighin',
  """WIEGELISTE — Angelwettbewerb NQ, Sektor C
Platz | Eröffnungslücken 2024 | Wert
C1 | Mittel | ⟦1,51@mean_g⟧
C2 | größte nach oben | ⟦147,25@max_g⟧
C3 | größte nach unten | ⟦−128,5@min_g⟧
C4 | Standardabweichung | ⟦34,54@std_g⟧
Waage geeicht um 06:30."""),
E('q_gap_2024', 'faithful', 'en-GB balloon',
  """BALLOON FLIGHT LOG — G-NQGP · Pilot: R. Ashworth
Up 06:35 from the cricket ground, down 07:45 in a barley field
Opening gaps 2024: mean ⟦1.51@mean_g⟧ pts, practically zero; largest up ⟦+147.25@max_g⟧, largest down ⟦−128.5@min_g⟧; standard deviation ⟦34.5@std_g⟧.
Retrieve crew on time."""),
E('q_gap_2024', 'faithful', 'en-US lighthouse',
  """LIGHTHOUSE LOG — NQ Point Light
Watch 16:00–20:00 · Keeper: H. Marsh
Wind SW F5, seas moderate
2024 opening gaps: avg ⟦+1.5@mean_g⟧ pts, std dev ⟦34.54@std_g⟧; extremes ⟦+147.25@max_g⟧ and ⟦−128.5@min_g⟧.
Lamp lit 16:42, all in order."""),
E('q_gap_2024', 'wrong_sign', 'ru-RU crane',
  """ЧЕК-ЛИСТ ПЕРЕД ПОДЪЁМОМ — кран TK7
[x] Выносные опоры выставлены
[x] Гэпы открытия 2024: среднее ⟦1,51@mean_g⟧, максимум вверх ⟦+147,25@max_g⟧, максимум вниз ⟦+128,5@min_g!⟧, ст. откл. ⟦34,54@std_g⟧
[x] Ветер в норме
Крановщик: Д. Фомин"""),
E('q_gap_2024', 'wrong_column', 'zh-CN rink',
  """冰场浇冰时间表 · NQ 冰场 A 场
06:00 浇冰（Z1 车）
2024 年开盘缺口：平均 ⟦34.54@mean_g~std_g!⟧ 点，最大 ⟦147.25@max_g⟧ 点，最小 ⟦−128.5@min_g⟧ 点
12:00 浇冰 · 18:30 浇冰
值班：吴"""),
E('q_gap_2024', 'wrong_unit', 'pt-BR locksmith',
  """ORDEM DE SERVIÇO — Chaveiro NQ, OS CH0712
Cliente: mesa de operações · no local 15:20–15:50
Gaps de abertura 2024: média ⟦1,51@mean_g⟧ pts, maior alta ⟦147,25%@max_g~max_g!⟧, maior queda ⟦−128,5@min_g⟧ pts
Fechadura trocada. Técnico: V. Campos""", unit_note='points quoted as a percent'),
]
