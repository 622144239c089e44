"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
MO = "row('Monday').mean_range"
TU = "row('Tuesday').mean_range"
WE = "row('Wednesday').mean_range"
TH = "row('Thursday').mean_range"
FR = "row('Friday').mean_range"


def pct(m):
    return f"row('{m}').pct_up*100"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'faithful', 'nl-NL lookout',
  f"""BRANDTOREN — WACHTLOGBOEK, toren T3 Hoge Veluwe
08:00 dienst begonnen, zicht goed, wind zwak
Gemiddelde dagspanne NQ over de laatste ⟦20@{N}⟧ sessies: ⟦187,6@value⟧ punten (high − low)
Geen rookpluimen gezien. Afgemeld 17:00. — Wachter: J. Brouwer"""),
E('q_range_last20', 'faithful', 'zh-CN cider',
  f"""苹果酒压榨坊 · 出汁记录单
压榨机 P2 · 品种：红玉、国光
附注：NQ 近⟦20@{N}⟧个交易日的平均日内波幅（最高−最低）为 ⟦187.6@value⟧ 点
果渣已运走，榨布已晾。记录人：周婷"""),
E('q_range_last20', 'faithful', 'it-IT grooming',
  f"""TOELETTATURA «Coda Felice» — CARTELLINO APPUNTAMENTO
Cane: «Briciola», barboncino toy · Padrona: sig.ra Ferri
Giovedì 15:30 · bagno e taglio completo
Nota della toelettatrice: escursione media del NQ nelle ultime ⟦20@{N}⟧ sedute, ⟦187,6@value⟧ punti.
Unghie tagliate, orecchie pulite."""),
E('q_range_last20', 'misrounded', 'de-DE loco',
  """BAHNBETRIEBSWERK — DIENSTKARTE D14
Lok: Tenderlok „Emma“, Feuer an 05:30
Lokführer: K. Brandt · Heizer: P. Lenz
Notiz der Schichtaufsicht: NQ, letzte 20 Sitzungen — mittlere Tagesspanne ⟦187@value!⟧ Punkte
Asche gezogen, Tender bekohlt. Ausfahrt 07:10."""),
E('q_range_last20', 'miscomputed', 'fr-FR fieldgeo',
  f"""CARNET DE TERRAIN — affleurement A2, falaise des Vaches Noires
Lithologie : marnes grises, bancs calcaires
Note : NQ, ⟦20@{N}⟧ dernières séances, amplitude moyenne ⟦187,6@value⟧ points ; cumul sur la période ⟦3\u202f725@value*{N}!⟧ points (fait à la main).
Échantillon ensaché, étiquette V4."""),
E('q_range_last20', 'wrong_unit', 'en-US leadlight',
  """STAINED GLASS STUDIO — COMMISSION CARD C0231
Client: St. Anne's parish, east window
Design: Tree of Jesse, lights A–C
Cartoon note: NQ's average daily range over the last 20 sessions came to ⟦187.6@value~value!⟧ ticks (high − low).
Lead came cut; kiln firing next week. — Glazier: H. Pryce""", unit_note='points quoted as ticks'),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'faithful', 'ja-JP pasta',
  """製麺工場 パスタ製造バッチ表 ― ロットL0612・ラインL2
品目：リガトーニ（ブロンズダイス）
2024年 NQ 日中値幅：平均 ⟦274.44@mean_range⟧、中央値 ⟦267.25@median_range⟧
最大 ⟦585.5@max_range⟧、最小 ⟦116.5@min_range⟧（⟦252@count⟧セッション）
乾燥機D3で一晩。品質検査合格。班長：森"""),
E('q_range_stats_2024', 'faithful', 'pt-BR cider',
  """SIDRARIA SERRA GAÚCHA — FOLHA DE RENDIMENTO DA PRENSA
Prensa P1 · maçãs Gala e Fuji
Amplitude diária NQ em 2024: média ⟦274,4@mean_range⟧, mediana ⟦267,25@median_range⟧, máx. ⟦585,5@max_range⟧, mín. ⟦116,5@min_range⟧
Bagaço para o gado. Prensador: Zeca"""),
E('q_range_stats_2024', 'faithful', 'nl-NL fieldgeo',
  """VELDBOEK — ontsluiting O4, groeve Sint-Pietersberg
Lithologie: kalksteen met vuursteenbanken
Notitie: dagspanne NQ 2024 — gemiddeld ⟦274,44@mean_range⟧, mediaan ⟦267,25@median_range⟧, breedst ⟦585,5@max_range⟧, smalst ⟦116,5@min_range⟧ punten.
Monster in zak, label M7."""),
E('q_range_stats_2024', 'wrong_column', 'ru-RU loco',
  """ЛОКОМОТИВНОЕ ДЕПО — НАРЯД БРИГАДЫ D3
Паровоз «Эрик», растопка 04:50
Заметка дежурного: дневной диапазон NQ за 2024 г. — среднее ⟦267,25@mean_range~median_range!⟧, максимум ⟦585,5@max_range⟧, минимум ⟦116,5@min_range⟧ пункта
Шлак выброшен, тендер экипирован."""),
E('q_range_stats_2024', 'coincidental', 'de-DE carillon',
  """CARILLON — ÜBUNGSBLATT, Spieltisch im Turm
Stück: „Preludium in g“, langsam
Notiz: NQ-Tagesspanne 2024 — Mittel ⟦274,44@mean_range⟧, Median ⟦272@median_range!⟧, Spitze ⟦585,5@max_range⟧ Punkte
Pedal am tiefen C klemmt. — Carillonneurin: L. Voss"""),
E('q_range_stats_2024', 'wrong_column', 'es-ES leadlight',
  """TALLER DE VIDRIERAS — FICHA DE ENCARGO E0418
Cliente: parroquia de Santa Eulalia, rosetón oeste
Nota del cartón: rango diario NQ 2024 — media ⟦274,44@mean_range⟧, máximo ⟦585,5@max_range⟧ y mínimo ⟦267,25@min_range~median_range!⟧ puntos.
Plomo cortado; hornada el martes."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'faithful', 'fr-FR colliery',
  f"""HOUILLÈRE — CARNET DE POSTE, puits P2, veine Ernestine
Poste du matin, porion : R. Delattre
Rapport : amplitude moyenne NQ 2024 par jour — lundi ⟦269,4@{MO}⟧ au plus bas, mercredi ⟦278,7@{WE}⟧ au plus haut.
Grisou contrôlé, boisage refait. Remonte 14:00, personne ne manque."""),
E('q_dow_range_2024', 'faithful', 'ja-JP spa',
  f"""温泉療養所 施術カード ― 客室R214
10:15 泥パック · 11:00 水中マッサージ
療法士メモ：2024年 NQ 曜日別平均値幅は水曜 ⟦278.675@{WE}⟧ が最大、月曜 ⟦269.41@{MO}⟧ が最小。
本日サウナは控えること。担当：大野"""),
E('q_dow_range_2024', 'faithful', 'zh-CN leadlight',
  f"""彩色玻璃工作室 · 委托卡 W0307
客户：圣心堂，北侧花窗
备注：2024 年 NQ 各星期日均波幅——周一 ⟦269.41@{MO}⟧、周二 ⟦272.17@{TU}⟧、周三 ⟦278.675@{WE}⟧、周四 ⟦273.53@{TH}⟧、周五 ⟦278.26@{FR}⟧
铅条已切，下周入窑。"""),
E('q_dow_range_2024', 'wrong_row', 'nl-NL bindery',
  f"""BOEKBINDERIJ — WERKBON W0519
Titel: kerkregister, halfleer
Rugetiket: NQ 2024 — woensdag ⟦278,7@{WE}⟧, dinsdag ⟦273,53@{TU}~{TH}!⟧, maandag ⟦269,41@{MO}⟧ punten gemiddelde dagspanne
Platten gesneden; kapitaalbandjes volgende keer. — Binder: A. Kerkhof"""),
E('q_dow_range_2024', 'misrounded', 'pt-BR lookout',
  f"""TORRE DE VIGIA DE INCÊNDIOS — DIÁRIO, posto T2 Serra da Canastra
08:00 assumi, visibilidade boa
Amplitude média NQ 2024: quarta ⟦278,675@{WE}⟧, sexta ⟦278,25@{FR}!⟧, segunda ⟦269,41@{MO}⟧ pontos
Nenhuma fumaça. Rádio 17:00. — Vigia: D. Prado"""),
E('q_dow_range_2024', 'invented', 'es-ES taxidermy',
  f"""TALLER DE TAXIDERMIA — FICHA DE TRABAJO T0512
Pieza: zorro rojo, montaje completo · Cliente: coto Los Pinos
Nota de banco: rango medio NQ 2024 — miércoles ⟦278,7@{WE}⟧, jueves ⟦291,8@{TH}!⟧ puntos
Curtido hecho; ojos de cristal puestos. Recogida el viernes."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'faithful', 'pt-BR lookout',
  f"""TORRE DE VIGIA — DIÁRIO, posto T5 Chapada
07:30 subi, céu limpo
Dias de alta NQ em 2023: setembro: ⟦70%@{pct('September')}⟧ (topo), outubro: ⟦68,2%@{pct('October')}⟧, novembro: ⟦38,1%@{pct('November')}⟧ (fundo)
Sem focos. — Vigia: M. Tavares"""),
E('q_month_up_2023', 'faithful', 'pl-PL loco',
  f"""PAROWOZOWNIA — KARTA SŁUŻBY S12
Parowóz „Bogdanka”, rozpalanie 05:15
Notatka dyżurnego: NQ 2023, odsetek sesji wzrostowych — styczeń: ⟦60\u00a0%@{pct('January')}⟧, wrzesień: ⟦70\u00a0%@{pct('September')}⟧, sierpień: ⟦39,1\u00a0%@{pct('August')}⟧.
Popielnik oczyszczony, tender nawęglony."""),
E('q_month_up_2023', 'faithful', 'es-ES bindery',
  f"""TALLER DE ENCUADERNACIÓN — HOJA DE TRABAJO H0304
Título: libro de actas, media piel
Tejuelo: NQ 2023, días alcistas — septiembre, ⟦70 %@{pct('September')}⟧ (el mejor); noviembre, ⟦38,1 %@{pct('November')}⟧ (el peor); mayo, ⟦50 %@{pct('May')}⟧
Cartones cortados; cabezadas mañana."""),
E('q_month_up_2023', 'wrong_row', 'ja-JP fieldgeo',
  f"""地質巡検ノート ― 露頭地点A3・城ヶ島
岩相：凝灰岩と砂岩の互層
メモ：NQ 2023年の上昇日比率　9月 ⟦70%@{pct('September')}⟧、8月 ⟦45%@{pct('August')}~{pct('July')}!⟧、11月 ⟦38.1%@{pct('November')}⟧
試料採取、ラベルK4。"""),
E('q_month_up_2023', 'wrong_unit', 'it-IT cider',
  f"""SIDRERIA VAL DI NON — FOGLIO DI RESA DEL TORCHIO
Torchio T1 · mele Renetta e Golden
Annotazione: NQ 2023, sedute in rialzo a settembre: ⟦0,7 %@row('September').pct_up~row('September').pct_up!⟧, il mese migliore; novembre: ⟦38,1 %@{pct('November')}⟧.
Vinaccia ai maiali. Torchiatore: Beppe""", unit_note='fraction quoted as percent'),
E('q_month_up_2023', 'derived', 'en-US taxidermy',
  f"""TAXIDERMY WORKSHOP — JOB TICKET T0417
Specimen: red fox, full mount · Client: Mr. Hadley
Bench note: NQ 2023 up-day share peaked in September at ⟦70%@{pct('September')}⟧ and bottomed in November at ⟦38.1%@{pct('November')}⟧, a gap of ⟦31.9@{pct('September')}-{pct('November')}!⟧ points (my own subtraction).
Hide tanned; glass eyes set."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'faithful', 'de-DE pasta',
  f"""TEIGWARENFABRIK — CHARGENBLATT C0822, Linie L1
Sorte: Spätzle-Nudeln
Breiteste Tage NQ 2024: ⟦24.01.@D:2024-01-24⟧ ⟦585,5@{d('2024-01-24', 'range')}⟧ · ⟦17.05.@D:2024-05-17⟧ ⟦555,25@{d('2024-05-17', 'range')}⟧ · ⟦31.05.@D:2024-05-31⟧ ⟦541,5@{d('2024-05-31', 'range')}⟧ Punkte
Trockner T2 über Nacht. Schichtleiter: U. Kern"""),
E('q_widest_2024', 'faithful', 'en-GB taxidermy',
  f"""TAXIDERMY WORKSHOP — JOB TICKET T0388
Specimen: tawny owl, wings spread · Client: Mrs. Pargeter
Bench note: widest NQ day of 2024 was ⟦24 Jan@D:2024-01-24⟧ at ⟦585.5@{d('2024-01-24', 'range')}⟧ points; fifth was ⟦1 May@D:2024-05-01⟧ at ⟦484.5@{d('2024-05-01', 'range')}⟧.
Feathers steamed; base on order."""),
E('q_widest_2024', 'faithful', 'pl-PL leadlight',
  f"""PRACOWNIA WITRAŻY — KARTA ZAMÓWIENIA W0615
Klient: parafia św. Jadwigi, okno prezbiterium
Notatka z kartonu: NQ 2024, ⟦5 lipca@D:2024-07-05⟧ zakres ⟦507,5@{d('2024-07-05', 'range')}⟧ pkt, otwarcie ⟦13\u00a0548,75@{d('2024-07-05', 'open')}⟧, zamknięcie ⟦13\u00a0151,75@{d('2024-07-05', 'close')}⟧.
Ołów przycięty; wypał w przyszłym tygodniu."""),
E('q_widest_2024', 'wrong_column', 'nl-NL lookout',
  f"""BRANDTOREN — WACHTLOGBOEK, toren T1 Kootwijkerzand
07:45 dienst begonnen, licht heiig
Notitie: NQ ⟦31 mei@D:2024-05-31⟧ — spanne ⟦541,5@{d('2024-05-31', 'range')}⟧ punten, slot ⟦14.933@{d('2024-05-31', 'close')}~{d('2024-05-31', 'open')}!⟧
Geen rook. — Wachter: S. Kok"""),
E('q_widest_2024', 'coincidental', 'fr-FR carillon',
  f"""CARILLON — FEUILLE D'EXERCICE, clavier de la tour
Pièce : « Prélude en sol », tempo lent
Note : NQ 2024, jour le plus large le ⟦24 janvier@D:2024-01-24⟧ (⟦585,5@{d('2024-01-24', 'range')}⟧ points) ; le ⟦5 juillet@D:2024-07-05⟧ : ⟦539@{d('2024-07-05', 'range')}!⟧ points.
Pédale du do grave dure. — Carillonneur : L. Vasseur"""),
E('q_widest_2024', 'invented', 'en-US colliery',
  f"""COLLIERY SHIFT LOG — Deep Seam pit, district D4
Day shift · deputy: T. Evans
Deputy's report: NQ's second-widest day of 2024 was ⟦5/17@D:2024-05-17⟧, range ⟦555.25@{d('2024-05-17', 'range')}⟧, close ⟦15,412.25@{d('2024-05-17', 'close')}!⟧
Gas test clear, roof bolted. Men up at 14:00."""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'faithful', 'pt-BR loco',
  f"""ROTUNDA — CARTÃO DE SERVIÇO, depósito de locomotivas L2
Máquina: «Baronesa», fogo aceso 05:00
Nota do chefe: últimas 10 sessões NQ — pior ⟦20/12@D:2024-12-20⟧ ⟦−178,25@{d('2024-12-20', 'change')}⟧, melhor ⟦23/12@D:2024-12-23⟧ ⟦+91@{d('2024-12-23', 'change')}⟧, média ⟦−57,8@stats.change.mean⟧ pontos
Cinzeiro limpo, tênder abastecido."""),
E('q_last10_change', 'faithful', 'en-US colliery',
  f"""COLLIERY SHIFT LOG — Hollins pit, district D2
Night shift · deputy: G. Walsh
Deputy's report: last 10 NQ sessions, ⟦12/18@D:2024-12-18⟧ open ⟦9,376.75@{d('2024-12-18', 'open')}⟧ to ⟦1/2@D:2025-01-02⟧ close ⟦8,837.25@{d('2025-01-02', 'close')}⟧; best day ⟦12/23@D:2024-12-23⟧ (⟦+91@{d('2024-12-23', 'change')}⟧).
Pumps running, all men accounted for."""),
E('q_last10_change', 'faithful', 'en-GB fieldgeo',
  f"""FIELD NOTEBOOK — Stop S4, Kimmeridge Bay
Lithology: shale with dolomite bands
Note: last 10 NQ sessions — worst ⟦20 Dec@D:2024-12-20⟧ ⟦−178.25@{d('2024-12-20', 'change')}⟧, then ⟦31 Dec@D:2024-12-31⟧ ⟦−175.5@{d('2024-12-31', 'change')}⟧; best ⟦23 Dec@D:2024-12-23⟧ ⟦+91@{d('2024-12-23', 'change')}⟧.
Sample bagged, label K4."""),
E('q_last10_change', 'wrong_sign', 'ja-JP carillon',
  f"""カリヨン 練習記録 ― 塔の演奏台
曲目：「ト調の前奏曲」ゆっくり
メモ：NQ 直近10営業日　⟦12月23日@D:2024-12-23⟧ ⟦+91@{d('2024-12-23', 'change')}⟧、⟦12月30日@D:2024-12-30⟧ ⟦−69.25@{d('2024-12-30', 'change')}!⟧、⟦12月31日@D:2024-12-31⟧ ⟦−175.5@{d('2024-12-31', 'change')}⟧
低音Cのペダルが重い。"""),
E('q_last10_change', 'wrong_row', 'pl-PL pasta',
  f"""WYTWÓRNIA MAKARONU — KARTA PARTII P0907, linia L3
Asortyment: świderki
Uwagi: NQ, ostatnie 10 sesji — ⟦23 grudnia@D:2024-12-23⟧: ⟦+91@{d('2024-12-23', 'change')}⟧, ⟦26 grudnia@D:2024-12-26⟧: ⟦−175,5@{d('2024-12-26', 'change')}~{d('2024-12-31', 'change')}!⟧ pkt
Suszarnia S2 na noc. Brygadzistka: E. Nowak"""),
E('q_last10_change', 'miscomputed', 'zh-CN taxidermy',
  f"""标本剥制工作室 · 工单 T0726
标本：赤狐，全身站姿
工作台备注：NQ 近10个交易日，⟦12月18日@D:2024-12-18⟧收 ⟦9,203.75@{d('2024-12-18', 'close')}⟧，⟦1月2日@D:2025-01-02⟧收 ⟦8,837.25@{d('2025-01-02', 'close')}⟧，合计跌 ⟦376.5@{d('2024-12-18', 'close')}-{d('2025-01-02', 'close')}!⟧ 点
鞣制完成，义眼已装。"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'faithful', 'en-GB fieldgeo',
  """FIELD NOTEBOOK — Stop S7, Hunstanton cliffs
Lithology: red chalk over carrstone
Note: NQ mean daily volume — 2023 ⟦201,034@row(2023).mean_volume⟧, 2024 ⟦201,006@row(2024).mean_volume⟧, 2025 ⟦201,902@row(2025).mean_volume⟧ (⟦1@row(2025).count⟧ session only).
Hammer back in the van."""),
E('q_year_volume', 'faithful', 'en-US grooming',
  """PAWS & SUDS — APPOINTMENT CARD
Dog: 'Biscuit', cockapoo · Owner: Mrs. Hale
Thu 14:30 · full groom, teddy-bear face
Groomer's note: NQ average daily volume by year — 2023: ⟦201,033.96@row(2023).mean_volume⟧ (⟦250@row(2023).count⟧ days), 2024: ⟦201,006.37@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ days).
Nails clipped."""),
E('q_year_volume', 'faithful', 'de-DE carillon',
  """CARILLON — ÜBUNGSBLATT, Spieltisch im Rathausturm
Stück: „Abendlied“, ruhig
Notiz: NQ-Tagesvolumen im Mittel — 2023 ⟦201.034@row(2023).mean_volume⟧, 2024 ⟦201.006@row(2024).mean_volume⟧, 2025 ⟦201.902@row(2025).mean_volume⟧ Kontrakte
Klöppel nachgestellt. — Carillonneur: J. Wirth"""),
E('q_year_volume', 'wrong_year', 'fr-FR lookout',
  """TOUR DE GUET — JOURNAL DE VEILLE, poste G4 massif des Maures
08:00 prise de poste, mistral modéré
Volume quotidien moyen NQ : 2023 ⟦201\u202f034@row(2023).mean_volume⟧, 2024 ⟦201\u202f902@row(2024).mean_volume~row(2025).mean_volume!⟧ contrats
Aucune fumée. Relève 18:00. — Guetteur : P. Roux"""),
E('q_year_volume', 'wrong_year', 'zh-CN leadlight',
  """彩色玻璃工作室 · 委托卡 W0211
客户：圣约瑟堂，祭坛后窗
备注：NQ 日均成交量——2023 年 ⟦201,006@row(2023).mean_volume~row(2024).mean_volume!⟧；2025 年 ⟦201,902@row(2025).mean_volume⟧
铅条焊好，等待上腻子。"""),
E('q_year_volume', 'wrong_unit', 'pt-BR colliery',
  """MINA DE CARVÃO — LIVRO DE TURNO, galeria G3
Turno da manhã · capataz: J. Rocha
Relato: volume médio diário NQ — 2023 ⟦201.034@row(2023).mean_volume~row(2023).mean_volume!⟧ toneladas; 2024 ficou quase igual.
Gás medido, escoramento ok. Saída 14:00.""", unit_note='contracts quoted as tonnes'),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'faithful', 'es-ES leadlight',
  """TALLER DE VIDRIERAS — FICHA DE ENCARGO E0522
Cliente: ermita de San Roque, óculo
Nota del cartón: volumen medio NQ por hora (RTH, últimas 20 sesiones) — 15:00–15:59 ⟦19.373@row('15').mean_volume⟧, el máximo; 16:00–16:59 ⟦5808@row('16').mean_volume⟧, el mínimo.
Grisalla lista."""),
E('q_rth_hour_volume', 'faithful', 'fr-FR cider',
  """CIDRERIE DU PAYS D'AUGE — FEUILLE DE RENDEMENT DU PRESSOIR
Pressoir P2 · pommes Bisquet, Frequin rouge
Note : volume moyen NQ par heure, séance RTH — 09:00 ⟦17\u202f542@row('09').mean_volume⟧, 15:00 ⟦19\u202f373@row('15').mean_volume⟧ (le plus fort), 16:00 ⟦5\u202f808@row('16').mean_volume⟧
Marc aux vaches. Presseur : Gaston"""),
E('q_rth_hour_volume', 'faithful', 'en-US bindery',
  """BINDERY — JOB SHEET J0718
Title: parish register, quarter leather
Spine label: NQ RTH, last 20 days — 15:00 hour ⟦19,373.22@row('15').mean_volume⟧ avg volume (busiest), 13:00 hour ⟦12,326.8@row('13').mean_volume⟧, 16:00 hour ⟦5,808.33@row('16').mean_volume⟧ (quietest)
Boards cut; headbands next."""),
E('q_rth_hour_volume', 'wrong_row', 'zh-CN colliery',
  """煤矿 · 交接班记录 采区 C2
早班 · 班长：王强
汇报：NQ 常规时段各小时平均成交量——15:00 ⟦19,373@row('15').mean_volume⟧ 最高，10:00 ⟦17,542@row('10').mean_volume~row('09').mean_volume!⟧，16:00 ⟦5,808@row('16').mean_volume⟧ 最低
瓦斯检测正常。"""),
E('q_rth_hour_volume', 'derived', 'it-IT pasta',
  """PASTIFICIO DI GRAGNANO — SCHEDA DI PRODUZIONE, lotto L0614
Formato: paccheri, trafila al bronzo
Nota: volume medio NQ, ora delle 15:00 ⟦19.373@row('15').mean_volume⟧ contro ⟦17.542@row('09').mean_volume⟧ delle 09:00, cioè ⟦1.831@row('15').mean_volume-row('09').mean_volume!⟧ in più (conto mio, non nel rapporto).
Essiccatoio E2 fino a domani."""),
E('q_rth_hour_volume', 'coincidental', 'pt-BR grooming',
  """BANHO E TOSA «Au-Au» — CARTÃO DE AGENDAMENTO
Cão: «Paçoca», shih-tzu · Tutora: D. Lúcia
Sábado 09:30 · banho e tosa higiênica
Obs. da tosadora: volume médio NQ, hora das 12:00 ⟦13.302@row('12').mean_volume!⟧; pico às 15:00 com ⟦19.373@row('15').mean_volume⟧.
Unhas cortadas, laço azul."""),
]
