"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(x, col='pnl'):
    return f"trd('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'it-IT spa',
  """TERME — SCHEDA DI CURA, camera C108
09:30 fango · 10:15 bagno termale
Nota della terapista: backtest NQ «RSI(14) < 30, long, uscita a 5 giorni, stop 1%» — ⟦36@total_trades⟧ operazioni, vincenti ⟦19,4 %@win_rate⟧, totale ⟦−917,4@total_pnl⟧ punti, profit factor ⟦0,76@profit_factor⟧.
Niente sauna oggi."""),
E('b_rsi_long', 'faithful', 'ja-JP colliery',
  """炭鉱 坑内作業日誌 ― 第二坑道K2
一番方・係員：佐藤
報告：RSI(14)<30 買い・5日決済の検証、NQ ⟦36@total_trades⟧回、勝ち ⟦7@winning_trades⟧回、合計 ⟦−917.44@total_pnl⟧ポイント、最大ドローダウン ⟦1,368.1@max_drawdown⟧
ガス検知異常なし。"""),
E('b_rsi_long', 'faithful', 'es-ES pasta',
  f"""FÁBRICA DE PASTA — HOJA DE LOTE L0212, línea L4
Formato: macarrones
Nota: RSI(14) < 30 en NQ, largo, salida a 5 días — mejor operación la del ⟦28/03@D:2024-03-28⟧, ⟦+680,5@{t('2024-03-28')}⟧ puntos; comprar y mantener daba ⟦−7162,75@buy_and_hold_pnl⟧.
Secadero S1 toda la noche."""),
E('b_rsi_long', 'wrong_sign', 'pt-BR carillon',
  """CARRILHÃO — FOLHA DE ENSAIO, teclado da torre
Peça: «Coral de Natal», andamento moderado
Nota: NQ, compra com RSI(14) < 30 e saída em 5 dias — ⟦36@total_trades⟧ operações, resultado total ⟦+917,4@total_pnl!⟧ pontos, taxa de acerto ⟦19,4%@win_rate⟧.
Badalo do sol reajustado."""),
E('b_rsi_long', 'wrong_column', 'zh-CN cider',
  """苹果酒压榨坊 · 出汁记录单 压榨机 P3
品种：国光
附注：NQ RSI(14)<30 做多、5 天离场回测：⟦36@total_trades⟧ 笔，最佳一笔 +⟦680.5@best_trade⟧，最差一笔 ⟦−129.52@worst_trade~avg_loss!⟧ 点
果渣已运走。"""),
E('b_rsi_long', 'invented', 'ru-RU loco',
  """ЛОКОМОТИВНОЕ ДЕПО — НАРЯД БРИГАДЫ D7
Паровоз «Щука», растопка 05:10
Заметка дежурного: тест NQ «RSI(14) < 30, лонг, выход через 5 дней» — ⟦36@total_trades⟧ сделок, доля прибыльных ⟦23,6\u00a0%@win_rate!⟧, итог ⟦−917,4@total_pnl⟧ пункта.
Тендер экипирован."""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'zh-CN spa',
  f"""温泉疗养中心 · 理疗卡 房间 R216
10:00 泥疗 · 10:45 水疗按摩
理疗师备注：NQ 连涨三天后做空（止盈 50、止损 30）：共 ⟦47@total_trades⟧ 笔，胜率 ⟦44.7%@win_rate⟧，合计 ⟦+270@total_pnl⟧ 点；2023 年 ⟦+30@{Y23}⟧；2024 年 ⟦+240@{Y24}⟧。
今天不要蒸桑拿。"""),
E('b_fade_3up', 'faithful', 'pl-PL fieldgeo',
  """DZIENNIK TERENOWY — odsłonięcie O2, Kadzielnia
Litologia: wapienie dewońskie
Notatka: short NQ po trzech wzrostowych sesjach, cel 50, stop 30 — ⟦47@total_trades⟧ transakcji, ⟦21@winning_trades⟧ zyskownych, wynik ⟦+270@total_pnl⟧ pkt, maks. obsunięcie ⟦190@max_drawdown⟧.
Próbka w woreczku, etykieta K3."""),
E('b_fade_3up', 'faithful', 'ja-JP taxidermy',
  f"""剥製工房 作業票 H0522
標本：タヌキ、全身・座り姿勢 · 依頼主：山田様
作業メモ：NQ 3日続伸後の売り（利確50・損切30）　2023年 ⟦+30@{Y23}⟧（⟦31@{N23}⟧回）、2024年 ⟦+240@{Y24}⟧（⟦16@{N24}⟧回）、プロフィットファクター ⟦1.35@profit_factor⟧
なめし完了、義眼装着済み。"""),
E('b_fade_3up', 'wrong_year', 'it-IT carillon',
  f"""CARILLON — FOGLIO DI ESERCIZIO, tastiera della torre civica
Brano: «Ave Maria», lento
Nota: short su NQ dopo tre rialzi, target 50 e stop 30 — 2023 ⟦+30@{Y23}⟧ punti; 2024 ⟦+240@{Y24}⟧ punti su ⟦31@{N24}~{N23}!⟧ operazioni.
Pedale del re basso da registrare."""),
E('b_fade_3up', 'coincidental', 'nl-NL pasta',
  """PASTAFABRIEK — CHARGEBLAD C1107, lijn L2
Vorm: farfalle
Notitie: NQ shorten na drie stijgende dagen (doel 50, stop 30) — ⟦47@total_trades⟧ trades, totaal ⟦+270@total_pnl⟧ punten, verwachting ⟦9,36@expectancy!⟧ punten per trade.
Droogkast D2 vannacht."""),
E('b_fade_3up', 'derived', 'en-GB lookout',
  f"""FIRE LOOKOUT LOG — Hope Tor tower, post L2
07:00 on watch, haze clearing
Entry: NQ fade of three up days, 50 target / 30 stop — 2024 gave ⟦+240@{Y24}⟧ over ⟦16@{N24}⟧ trades, i.e. ⟦15.0@{Y24}/{N24}!⟧ points a trade (my own division, not in the output).
No smokes. Relieved 18:00."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'es-ES carillon',
  """CARILLÓN — HOJA DE ENSAYO, teclado de la torre
Pieza: «Preludio en sol», lento
Nota: NQ, largo al cruzar el cierre sobre su SMA(20), 10 días — ⟦16@total_trades⟧ operaciones, acierto ⟦25 %@win_rate⟧, total ⟦−4681,25@total_pnl⟧ puntos, peor operación ⟦−1800,75@worst_trade⟧.
Pedal del do grave duro."""),
E('b_sma_cross', 'faithful', 'nl-NL leadlight',
  f"""GLAS-IN-LOODATELIER — OPDRACHTKAART O0904
Klant: Grote Kerk, koorraam zuid
Notitie: NQ long bij kruising boven SMA(20), 10 dagen vasthouden — 2023 ⟦−1.096,8@{Y23}⟧ (⟦9@{N23}⟧ trades), 2024 ⟦−3.584,5@{Y24}⟧ (⟦7@{N24}⟧ trades).
Lood gesneden; stoken volgende week."""),
E('b_sma_cross', 'faithful', 'ru-RU colliery',
  f"""ШАХТА — ЖУРНАЛ СМЕНЫ, участок U3
Первая смена · горный мастер: В. Кузьмин
Доклад: NQ, покупка при пересечении SMA(20), удержание 10 дней — лучшая сделка ⟦+1270@best_trade⟧ (вход ⟦12 сентября 2023@D:2023-09-12⟧), максимальная просадка ⟦4864,5@max_drawdown⟧ пункта.
Метан в норме."""),
E('b_sma_cross', 'wrong_year', 'en-GB pasta',
  f"""PASTA FACTORY — BATCH SHEET B0915, line L1
Shape: penne rigate
Batch note: NQ long on a close above SMA(20), 10-day hold — 2023 came to ⟦−3,584.5@{Y23}~{Y24}!⟧ points; overall ⟦−4,681.25@total_pnl⟧ on ⟦16@total_trades⟧ trades.
Dryer D1; QC passed."""),
E('b_sma_cross', 'wrong_unit', 'pl-PL bindery',
  """INTROLIGATORNIA — KARTA ZLECENIA Z0617
Tytuł: kronika parafialna, półskórek
Szyldzik: NQ, long po przecięciu SMA(20), wyjście po 10 dniach — ⟦16@total_trades⟧ transakcji, wynik ⟦−4681,25@total_pnl~total_pnl!⟧ zł.
Tektura przycięta.""", unit_note='points quoted as zloty'),
E('b_sma_cross', 'wrong_sign', 'de-DE grooming',
  """HUNDESALON — TERMINKARTE
Hund: „Balu“, Golden Retriever · Halter: Hr. Schütz
Freitag 13:30 · Unterwolle auskämmen
Notiz: NQ long beim Kreuzen der SMA(20), 10 Tage halten — ⟦16@total_trades⟧ Trades, Erwartungswert ⟦+292,58@expectancy!⟧ Punkte je Trade.
Ohren gereinigt."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'fr-FR leadlight',
  """ATELIER DE VITRAIL — CARTE DE COMMANDE V0518
Client : église Saint-Gengoult, baie nord
Note du carton : short NQ 2024 sous le plus bas de la veille — ⟦79@total_trades⟧ trades, ⟦40,5\u202f%@win_rate⟧ gagnants, total ⟦+1\u202f183,1@total_pnl⟧ points, facteur de profit ⟦1,39@profit_factor⟧.
Plombs coupés."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP fieldgeo',
  f"""地質巡検ノート ― 露頭地点B2・長瀞
岩相：結晶片岩
メモ：NQ 2024年 前日安値割れショート　最大の勝ち ⟦1月11日@D:2024-01-11⟧ ⟦+171.7@{t('2024-01-11')}⟧、最大の負け ⟦1月5日@D:2024-01-05⟧ ⟦−87.26@{t('2024-01-05')}⟧、シャープ ⟦1.35@sharpe⟧
試料採取、ラベルN6。"""),
E('b_breakdown_short_2024', 'faithful', 'en-US taxidermy',
  """TAXIDERMY WORKSHOP — JOB TICKET T0603
Specimen: wood duck drake, flying · Client: Mr. Olsen
Bench note: NQ 2024 breakdown short — ⟦79@total_trades⟧ trades, ⟦32@winning_trades⟧ winners, ⟦+1,183.1@total_pnl⟧ pts vs buy & hold ⟦−8,634.75@buy_and_hold_pnl⟧; max drawdown ⟦316.3@max_drawdown⟧.
Feathers set."""),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES cider',
  f"""LLAGAR DE SIDRA — HOJA DE RENDIMIENTO, prensa P2
Manzanas: regona, raxao
Nota: corto NQ 2024 bajo el mínimo previo — ⟦30/01@D:2024-01-30⟧ ⟦+165,23@{t('2024-01-30')}⟧, ⟦06/02@D:2024-02-06⟧ ⟦+160,77@{t('2024-02-06')}~{t('2024-02-08')}!⟧ puntos.
Bagazo para el ganado."""),
E('b_breakdown_short_2024', 'misrounded', 'zh-CN colliery',
  """煤矿 · 交接班记录 采区 C4
中班 · 班长：刘涛
汇报：NQ 2024 年跌破前低做空：⟦79@total_trades⟧ 笔，胜率 ⟦40.5%@win_rate⟧，合计 ⟦+1,183.1@total_pnl⟧ 点，夏普 ⟦1.34@sharpe!⟧
瓦斯正常，人员全部升井。"""),
E('b_breakdown_short_2024', 'invented', 'de-DE loco',
  """BAHNBETRIEBSWERK — DIENSTKARTE D09
Lok: „Zwergfalke“, Feuer an 04:55
Notiz: NQ-Short 2024 unter dem Vortagestief — ⟦79@total_trades⟧ Trades, Durchschnittsverlust ⟦−58,40@avg_loss!⟧ Punkte, Gesamt ⟦+1.183,1@total_pnl⟧.
Rauchkammer ausgekehrt."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL grooming',
  """SALON GROOMERSKI — KARTA WIZYTY
Pies: „Fafik”, sznaucer miniaturowy · Właścicielka: p. Zielińska
Czwartek 10:30 · trymowanie
Notatka: short NQ po trzech wzrostach, wyjście po 2 dniach — 2023: ⟦+61,75@A.total_pnl⟧ pkt, PF ⟦1,02@A.profit_factor⟧; 2024: ⟦+1202@B.total_pnl⟧ pkt, PF ⟦2,82@B.profit_factor⟧.
Pazury obcięte."""),
E('b_fade_2023_vs_2024', 'faithful', 'en-GB leadlight',
  """STAINED GLASS STUDIO — COMMISSION CARD C0309
Client: All Saints, Lady Chapel window
Cartoon note: fading three up days on NQ with a 2-day exit — 2023 win rate ⟦55.6%@A.win_rate⟧, Sharpe ⟦0.03@A.sharpe⟧; 2024 win rate ⟦70%@B.win_rate⟧, Sharpe ⟦1.33@B.sharpe⟧. 2024 clearly better.
Kiln booked."""),
E('b_fade_2023_vs_2024', 'faithful', 'ru-RU pasta',
  """МАКАРОННАЯ ФАБРИКА — ПАРТИОННЫЙ ЛИСТ P0311, линия L2
Изделие: рожки
Примечание: шорт NQ после трёх дней роста, выход через 2 дня — 2023 г.: ⟦18@A.total_trades⟧ сделок, ⟦+61,75@A.total_pnl⟧; 2024 г.: ⟦10@B.total_trades⟧ сделок, ⟦+1202@B.total_pnl⟧ пункта.
Сушилка S2."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT spa',
  """TERME — SCHEDA DI CURA, camera C215
10:00 inalazioni · 10:40 piscina termale
Nota: short su NQ dopo tre rialzi, uscita a 2 giorni — nel 2024 ⟦10@B.total_trades⟧ operazioni, vincenti ⟦55,6 %@B.win_rate~A.win_rate!⟧, totale ⟦+1.202@B.total_pnl⟧ punti.
Riposo dopo pranzo."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR bindery',
  """ENCADERNAÇÃO — FICHA DE SERVIÇO E1012
Obra: atas da irmandade, pele inteira
Lombada: venda do NQ após três altas, saída em 2 dias — 2023: ⟦+61,75@A.total_pnl⟧ pontos, drawdown máximo ⟦603,5@A.max_drawdown~B.max_drawdown!⟧
Nervuras marcadas."""),
E('b_fade_2023_vs_2024', 'wrong_sign', 'en-US fieldgeo',
  """FIELD NOTEBOOK — Stop S3, Red Rocks
Lithology: Fountain Formation arkose
Note: NQ fade of three up days, 2-day exit — 2024 ⟦+1,202@B.total_pnl⟧ pts vs buy & hold ⟦+8,634.75@B.buy_and_hold_pnl!⟧ pts.
Sample bagged, label R3."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'ja-JP loco',
  """機関区 乗務カード ― 仕業D12
機関車：C形タンク機、火入れ 05:00
助役メモ：2日続落の翌日買い（3日決済・損切2%）　NQ ⟦97@row('NQ').trades⟧回・勝率 ⟦39.2%@row('NQ').win_rate⟧・PF ⟦0.79@row('NQ').profit_factor⟧、ES ⟦64@row('ES').trades⟧回・勝率 ⟦54.7%@row('ES').win_rate⟧・PF ⟦2.09@row('ES').profit_factor⟧
灰箱清掃済み。"""),
E('x_compare_two_down', 'faithful', 'pt-BR spa',
  """TERMAS — CARTÃO DE TRATAMENTO, quarto Q204
10:00 banho de lama · 10:45 ducha escocesa
Obs.: compra após dois dias de queda — NQ ⟦−61.215,4@row('NQ').total_pnl_currency⟧ por contrato, ES ⟦+130.751,25@row('ES').total_pnl_currency⟧; Sharpe ⟦−0,69@row('NQ').sharpe⟧ contra ⟦1,67@row('ES').sharpe⟧. Só o ES se sustenta.
Beber água."""),
E('x_compare_two_down', 'faithful', 'es-ES lookout',
  """TORRE DE VIGILANCIA — LIBRO DE GUARDIA, puesto V2 Sierra de Gredos
08:00 relevo, buena visibilidad
Anotación: comprar tras dos días bajistas — NQ ⟦−3060,77@row('NQ').total_pnl⟧ puntos (drawdown ⟦4632,89@row('NQ').max_drawdown⟧); ES ⟦+2615,0@row('ES').total_pnl⟧ puntos (drawdown ⟦420,85@row('ES').max_drawdown⟧).
Sin humo."""),
E('x_compare_two_down', 'wrong_row', 'fr-FR bindery',
  """ATELIER DE RELIURE — FICHE DE TRAVAIL R0722
Ouvrage : registre paroissial, demi-basane
Pièce de titre : achat après deux baisses — NQ ⟦97@row('NQ').trades⟧ trades, ⟦39,2\u202f%@row('NQ').win_rate⟧ gagnants, Sharpe ⟦1,67@row('NQ').sharpe~row('ES').sharpe!⟧.
Tranchefiles demain."""),
E('x_compare_two_down', 'wrong_unit', 'ru-RU grooming',
  """ГРУМИНГ-САЛОН — КАРТОЧКА ЗАПИСИ
Собака: «Лайма», шпиц · Хозяин: И. Волков
Четверг 15:00 · мытьё, вычёсывание
Заметка: покупка после двух дней падения — NQ ⟦97@row('NQ').trades⟧ сделок, итог ⟦−61\u00a0215,4@row('NQ').total_pnl_currency~row('NQ').total_pnl_currency!⟧ пункта.
Когти подстрижены.""", unit_note='currency per contract quoted as points'),
E('x_compare_two_down', 'misrounded', 'nl-NL carillon',
  """BEIAARD — OEFENBLAD, speeltafel in de toren
Stuk: ‘Preludium in G’, langzaam
Notitie: kopen na twee dalende dagen — ES ⟦64@row('ES').trades⟧ trades, winstpercentage ⟦54,6 %@row('ES').win_rate!⟧, profit factor ⟦2,09@row('ES').profit_factor⟧.
Pedaal lage C stroef. — Beiaardier: L. Vos"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'es-ES loco',
  """DEPÓSITO DE LOCOMOTORAS — HOJA DE SERVICIO H0813
Máquina: «la Garrafeta», encendido 05:00
Nota del jefe de depósito: cartera NQ + ES, riesgo 1 % por operación sobre ⟦1.000.000@capital⟧ — beneficio ⟦+48.758,95@total_pnl⟧ (⟦+4,88 %@return_pct⟧), drawdown máx. ⟦78.853,15@max_drawdown⟧.
Ténder lleno."""),
E('x_portfolio_two_down', 'faithful', 'pt-BR spa',
  """TERMAS — CARTÃO DE TRATAMENTO, quarto Q117
09:30 sauna seca · 10:15 massagem
Obs.: carteira NQ + ES, 1% de risco por trade — perna NQ ⟦−86.112,30@leg('NQ').pnl⟧, perna ES ⟦+134.871,25@leg('ES').pnl⟧, total ⟦161@trades⟧ trades.
Hidratar-se."""),
E('x_portfolio_two_down', 'faithful', 'it-IT bindery',
  """LEGATORIA — FOGLIO DI LAVORAZIONE L0506
Opera: registro dei battesimi, mezza pelle
Tassello: portafoglio NQ + ES, rischio 1% per operazione — capitale finale ⟦1.048.758,95@final_equity⟧, rendimento ⟦+4,88 %@return_pct⟧, drawdown massimo ⟦7,2 %@max_drawdown_pct⟧.
Capitelli domani."""),
E('x_portfolio_two_down', 'wrong_sign', 'de-DE leadlight',
  """GLASMALEREI — AUFTRAGSKARTE G0416
Kunde: Pfarrei St. Lamberti, Chorfenster
Kartonnotiz: Portfolio NQ + ES, 1 % Risiko je Trade — Gesamtergebnis ⟦−48.758,95@total_pnl!⟧, max. Drawdown ⟦78.853,15@max_drawdown⟧, ⟦161@trades⟧ Trades.
Bleiruten geschnitten."""),
E('x_portfolio_two_down', 'wrong_unit', 'ja-JP taxidermy',
  """剥製工房 作業票 H0611
標本：オオタカ、翼を広げた姿 · 依頼主：鈴木様
作業メモ：NQ＋ESポートフォリオ（資金 ⟦1,000,000@capital⟧、1トレード1%リスク）　NQレッグ ⟦97@leg('NQ').trades⟧回、1枚あたり ⟦−3,060.8@leg('NQ').unit_metrics.total_pnl~leg('NQ').unit_metrics.total_pnl!⟧ドル
羽繕い済み。""", unit_note='points quoted as dollars'),
E('x_portfolio_two_down', 'derived', 'zh-CN pasta',
  """意面工厂 · 批次生产单 P0729 · 生产线 L3
品种：螺旋面
备注：NQ + ES 组合，ES 腿 ⟦64@leg('ES').trades⟧ 笔、盈利 ⟦+134,871.25@leg('ES').pnl⟧，平均每笔 ⟦2,107.36@leg('ES').pnl/leg('ES').trades!⟧（我自己算的，报告里没有）
烘干机 D2 过夜。"""),
]
