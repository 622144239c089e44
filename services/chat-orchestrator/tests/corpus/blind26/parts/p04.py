"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)[)]')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)[)]')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'wrong_column', 'en-US firedrill',
  """FIRE DRILL REPORT — RSI(14) < 30 long, 5-day exit, 1% stop
Drills run: ⟦36@total_trades⟧. Clean exits: ⟦7@winning_trades⟧ (win rate ⟦19.4%@win_rate⟧)
Alarm tripped (stop hit): ⟦28@mr('stop ([0-9]+) [(]')⟧ times
Worst single drill: ⟦−129.5@worst_trade~avg_loss!⟧ pts
Net result: ⟦−917.4@total_pnl⟧ pts. Warden: S. Okafor"""),
E('b_rsi_long', 'wrong_sign', 'es-ES qsl',
  """QSL — EA4NQX a DL0NQ
Confirmo QSO: RSI(14) < 30, largos, salida a 5 días, stop 1 %
Operaciones: ⟦36@total_trades⟧ · Acierto: ⟦19,4 %@win_rate⟧
Resultado total: ⟦+917,4@total_pnl!⟧ puntos
Factor de beneficio ⟦0,76@profit_factor⟧. ¡Gracias por el contacto!"""),
E('b_rsi_long', 'invented', 'en-GB patter',
  """Ladies and gentlemen! Whenever the RSI(14) dips below 30, I buy, and I hold five days at most with a 1% stop.
Thirty-six times I tried, and the average trade, my friends, came to… ⟦−41.7@expectancy!⟧ points!
The best one? ⟦+680.5@best_trade⟧, from ⟦28 March@D:2024-03-28⟧. The total? ⟦−917.4@total_pnl⟧. Nothing up my sleeve!"""),
E('b_rsi_long', 'faithful', 'ja-JP audioguide',
  """🎧 音声ガイド　展示室 C3「RSI(14) < 30 の買い」
こちらの作品は全 ⟦36@total_trades⟧ 回の取引、勝ちは ⟦7@winning_trades⟧ 回だけ。
最大の一枚は ⟦3月28日@D:2024-03-28⟧ の買いで ⟦+680.5@best_trade⟧ ポイント。
合計 ⟦−917.4@total_pnl⟧、同期間のバイ・アンド・ホールドは ⟦−7,162.75@buy_and_hold_pnl⟧。次の部屋へどうぞ。"""),
E('b_rsi_long', 'faithful', 'de-DE sleeve',
  """PLATTENHÜLLE — „Überverkauft“ (RSI(14) < 30, Long)
A1 Einstieg ⟦31.01.2024@D:2024-01-31⟧ — Stopp, ⟦−163@trd('2024-01-31').pnl⟧ Punkte
A2 Einstieg ⟦09.02.2024@D:2024-02-09⟧ — ⟦+369,25@trd('2024-02-09').pnl⟧
B1 Gesamt: ⟦−917,4@total_pnl⟧ Punkte bei ⟦36@total_trades⟧ Trades, max. Drawdown ⟦1.368,1@max_drawdown⟧"""),
E('b_rsi_long', 'faithful', 'nl-NL logbook',
  """VLIEGLOGBOEK — PH-NQX, C150
Route: RSI(14) onder 30, long, max 5 dagen, stop 1%
Vluchten ⟦36@total_trades⟧, waarvan ⟦28@mr('stop ([0-9]+) [(]')⟧ afgebroken op de stop
Gemiddelde winst ⟦+405,5@avg_win⟧, gemiddeld verlies ⟦−129,5@avg_loss⟧
Eindstand ⟦−917,4@total_pnl⟧ punten"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'wrong_year', 'it-IT sleeve',
  f"""NOTE DI COPERTINA — «Tre rialzi, poi short» (NQ dal 2023)
Lato A, 2023: ⟦+30@{Y23}⟧ punti su ⟦31@{N23}⟧ tracce
Lato B, 2024: ⟦+30@{Y24}~{Y23}!⟧ punti su ⟦16@{N24}⟧ tracce
Totale album: ⟦+270@total_pnl⟧ punti, target 50 e stop 30."""),
E('b_fade_3up', 'wrong_unit', 'en-US firedrill',
  """FIRE DRILL REPORT — Fade after three up days (target 50, stop 30)
Drills since 2023: ⟦47@total_trades⟧; target reached ⟦21@winning_trades⟧ times, stop ⟦26@losing_trades⟧ times
Gross profit: $⟦1,050@gross_profit~gross_profit!⟧
Net: ⟦+270@total_pnl⟧ pts, max drawdown ⟦190@max_drawdown⟧ pts
Signed: Fire warden B. Lopez""", unit_note='points quoted as dollars'),
E('b_fade_3up', 'derived', 'pt-BR audioguide',
  f"""🎧 Audioguia — Sala K, «Vender depois de três altas»
Observe o quadro: ⟦47@total_trades⟧ operações desde 2023, alvo de 50 e stop de 30 pontos.
Em 2023 o resultado foi ⟦+30@{Y23}⟧; em 2024, ⟦+240@{Y24}⟧, ou seja, ⟦210@{Y24}-{Y23}!⟧ pontos a mais (conta minha).
Siga para a próxima sala."""),
E('b_fade_3up', 'faithful', 'en-GB sewing',
  """PATTERN NQ-FADE — Waistcoat (short after three up days)
Pieces cut since 2023: ⟦47@total_trades⟧; ⟦21@winning_trades⟧ at the 50-pt target, ⟦26@losing_trades⟧ at the 30-pt stop
Win rate ⟦44.7%@win_rate⟧, profit factor ⟦1.35@profit_factor⟧
Finished garment: ⟦+270@total_pnl⟧ pts."""),
E('b_fade_3up', 'faithful', 'es-ES pacenotes',
  f"""TC NQ — notas: corto tras tres subidas, objetivo 50, stop 30
⟦47@total_trades⟧ curvas, ⟦21@winning_trades⟧ limpias, ⟦26@losing_trades⟧ al stop
2023: ⟦+30@{Y23}⟧, cuidado; 2024: ⟦+240@{Y24}⟧, abre
meta: ⟦+270@total_pnl⟧"""),
E('b_fade_3up', 'faithful', 'fr-FR patter',
  """Mesdames et messieurs, trois hausses d'affilée… et je vends !
Objectif 50 points, stop 30. Depuis 2023 : ⟦47@total_trades⟧ tours, ⟦21@winning_trades⟧ réussis.
Bilan : ⟦+270@total_pnl⟧ points, drawdown maximal ⟦190@max_drawdown⟧. Et voilà !"""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'wrong_year', 'fr-FR sleeve',
  f"""NOTES DE POCHETTE — « Croisement SMA(20) », NQ
Face A, 2023 : ⟦−1\u202f096,8@{Y23}⟧ points en ⟦9@{N23}⟧ titres
Face B, 2024 : ⟦−1\u202f096,8@{Y24}~{Y23}!⟧ points en ⟦7@{N24}⟧ titres
Chaque titre dure 10 séances. Total de l'album : ⟦−4\u202f681,25@total_pnl⟧."""),
E('b_sma_cross', 'wrong_row', 'es-ES pacenotes',
  """TC NQ — notas: largo al cruzar la SMA(20), 10 sesiones
⟦12 de septiembre de 2023@D:2023-09-12⟧: ⟦+1270@trd('2023-09-12').pnl⟧, rápida, abre
⟦8 de noviembre de 2023@D:2023-11-08⟧: ⟦−926,75@trd('2023-11-08').pnl~trd('2023-11-28').pnl!⟧, ¡cuidado!, cierra
total ⟦−4681,25@total_pnl⟧; ⟦12@losing_trades⟧ de ⟦16@total_trades⟧ en contra
meta"""),
E('b_sma_cross', 'miscomputed', 'de-DE logbook',
  """FLUGBUCH — D-ENQX, C172
Strecke: Long bei Kreuzung über SMA(20), 10 Tage Haltedauer
Flüge ⟦16@total_trades⟧, davon ⟦4@winning_trades⟧ mit Gewinn
Ergebnis ⟦−4.681,25@total_pnl⟧ Punkte, Buy & Hold ⟦−7.162,75@buy_and_hold_pnl⟧
Vorsprung vor Buy & Hold: ⟦2.841,5@total_pnl-buy_and_hold_pnl!⟧ Punkte"""),
E('b_sma_cross', 'faithful', 'pl-PL summit',
  """KSIĘGA WEJŚĆ — szczyt SMA(20), NQ
Najwyżej: wejście ⟦12 września 2023@D:2023-09-12⟧, ⟦+1270@trd('2023-09-12').pnl⟧ pkt
Najniżej: najgorsza transakcja ⟦−1800,75@worst_trade⟧ pkt
Bilans ⟦16@total_trades⟧ wejść: ⟦−4681,25@total_pnl⟧ pkt. Pogoda: załamanie."""),
E('b_sma_cross', 'faithful', 'en-US obituary',
  """OBITUARY
SMA(20) Crossover, long, held 10 days. Traded ⟦16@total_trades⟧ times; won ⟦4@winning_trades⟧.
Best remembered for ⟦Sep 12, 2023@D:2023-09-12⟧ (⟦+1,270@trd('2023-09-12').pnl⟧ pts).
Departed with ⟦−4,681.25@total_pnl⟧ pts and a max drawdown of ⟦4,864.5@max_drawdown⟧. In lieu of flowers, please send stop-losses."""),
E('b_sma_cross', 'faithful', 'ja-JP rulebook',
  f"""ルールブック『SMA(20)クロス』
・終値が20日SMAを上抜けたら買い、10日後に手仕舞い
・全 ⟦16@total_trades⟧ 回、勝ち ⟦4@winning_trades⟧ 回、負け ⟦12@losing_trades⟧ 回
・2023年 ⟦−1,096.8@{Y23}⟧、2024年 ⟦−3,584.5@{Y24}⟧
・合計 ⟦−4,681.25@total_pnl⟧ ポイントでゲーム終了"""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'wrong_row', 'en-GB logbook',
  """PILOT LOGBOOK — G-NQBD, PA28
Breakdown short, 2024: 1% target, 0.5% stop, 3-day exit
⟦11 Jan@D:2024-01-11⟧: target hit, ⟦+171.7@trd('2024-01-11').pnl⟧
⟦6 Feb@D:2024-02-06⟧: target hit, ⟦+160.77@trd('2024-02-06').pnl~trd('2024-02-08').pnl!⟧
Total ⟦+1,183.1@total_pnl⟧ pts over ⟦79@total_trades⟧ sorties"""),
E('b_breakdown_short_2024', 'wrong_unit', 'fr-FR audioguide',
  """🎧 Audioguide — Salle L, « Vente à la cassure, 2024 »
Devant vous, ⟦79@total_trades⟧ ventes à découvert : ⟦32@winning_trades⟧ à l'objectif de 1 %, ⟦47@losing_trades⟧ au stop d'un demi pour cent.
Gain net : ⟦+1\u202f183,1@total_pnl⟧ points. Le creux le plus profond : ⟦316,25 %@max_drawdown~max_drawdown!⟧.
Passez à la salle suivante.""", unit_note='points quoted as a percent'),
E('b_breakdown_short_2024', 'wrong_sign', 'it-IT rulebook',
  """REGOLAMENTO — «Rottura del minimo» (stagione 2024)
Si vende quando la chiusura rompe il minimo del giorno prima; obiettivo 1 %, stop a mezzo punto percentuale, uscita entro 3 giorni.
Partite: ⟦79@total_trades⟧, vinte ⟦32@winning_trades⟧. Punteggio finale: ⟦+1.183,1@total_pnl⟧.
Punteggio del giocatore «compra e tieni»: ⟦+8.634,75@buy_and_hold_pnl!⟧."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP qsl',
  """QSLカード　JA3NQX → DL0NQ
2024年・前日安値割れショート（利確1%、損切り0.5%、3日以内に決済）
交信回数 ⟦79@total_trades⟧、勝ち ⟦32@winning_trades⟧
合計 ⟦+1,183.1@total_pnl⟧ pts、最大ドローダウン ⟦316.3@max_drawdown⟧
交信ありがとうございました"""),
E('b_breakdown_short_2024', 'faithful', 'ru-RU firedrill',
  """АКТ УЧЕБНОЙ ЭВАКУАЦИИ — шорт на пробое минимума, 2024
Тревог: ⟦79@total_trades⟧; по цели — ⟦32@mr('take_profit ([0-9]+) [(]')⟧, по стопу — ⟦47@mr('stop ([0-9]+) [(]')⟧
Первая тревога ⟦5 января@D:2024-01-05⟧: стоп, ⟦−87,26@trd('2024-01-05').pnl⟧
Итог: ⟦+1183,1@total_pnl⟧ пункта. Ответственный: Петров"""),
E('b_breakdown_short_2024', 'faithful', 'pt-BR pacenotes',
  """PE NQ 2024 — notas: venda na quebra da mínima
⟦30/01@D:2024-01-30⟧: alvo, ⟦+165,23@trd('2024-01-30').pnl⟧, rápido
⟦31/01@D:2024-01-31⟧: stop, ⟦−81,5@trd('2024-01-31').pnl⟧, cuidado
total ⟦+1.183,1@total_pnl⟧; comprar e segurar ⟦−8.634,75@buy_and_hold_pnl⟧
chegada"""),
E('b_breakdown_short_2024', 'faithful', 'nl-NL sewing',
  """NAAIPATROON NQ-BRK — rok, seizoen 2024
Stukken: ⟦79@total_trades⟧; ⟦32@winning_trades⟧ op maat (doel 1%), ⟦47@losing_trades⟧ afgekeurd
Grootste stuk ⟦+171,7@best_trade⟧, kleinste ⟦−87,26@worst_trade⟧
Winstfactor ⟦1,39@profit_factor⟧, eindresultaat ⟦+1.183,1@total_pnl⟧ punten."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES qsl',
  """QSL — EA7NQX a DL0NQ
QSO «venta tras tres alzas», salida a los 2 días
2023: ⟦10@A.total_trades~B.total_trades!⟧ operaciones, resultado ⟦+61,75@A.total_pnl⟧ puntos
2024: ⟦10@B.total_trades⟧ operaciones, ⟦+1202@B.total_pnl⟧ puntos, acierto ⟦70 %@B.win_rate⟧
¡2024 fue mucho mejor! Saludos"""),
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE carelabel',
  """PFLEGEETIKETT — Modell „Drei-Tage-Fade“, 2-Tage-Ausstieg
2023: Gewinnfaktor ⟦1,02@A.profit_factor⟧, Ergebnis ⟦+61,75@A.total_pnl⟧ Punkte
2024: Gewinnfaktor ⟦1,02@B.profit_factor~A.profit_factor!⟧, Ergebnis ⟦+1.202@B.total_pnl⟧ Punkte, ⟦7@B.winning_trades⟧ von ⟦10@B.total_trades⟧ gewonnen
Schonwaschgang · nicht im Trockner"""),
E('b_fade_2023_vs_2024', 'coincidental', 'zh-CN sleeve',
  """黑胶封套 ·《三连涨之后做空》2023 vs 2024
A面 2023年：⟦18@A.total_trades⟧首，合计 ⟦+61.75@A.total_pnl⟧ 点
B面 2024年：⟦10@B.total_trades⟧首，合计 ⟦+1,202@B.total_pnl⟧ 点，胜率 ⟦70%@B.win_rate⟧
B面最佳单曲：⟦+458@B.best_trade!⟧ 点
2024 更好听。"""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT summit',
  """LIBRO DI VETTA — Cima «Tre rialzi», uscita dopo 2 giorni
2023: ⟦18@A.total_trades⟧ salite, ⟦+61,75@A.total_pnl⟧ punti, max drawdown ⟦1.685,25@A.max_drawdown⟧
2024: ⟦10@B.total_trades⟧ salite, ⟦+1.202@B.total_pnl⟧ punti, successo ⟦70 %@B.win_rate⟧
Meglio il 2024. Firmato: Luca"""),
E('b_fade_2023_vs_2024', 'faithful', 'en-US patter',
  """Folks, watch closely: three up days in a row, and I go short for 2 days!
In 2023 the trick earned a measly ⟦+61.75@A.total_pnl⟧ points over ⟦18@A.total_trades⟧ tries.
In 2024? ⟦+1,202@B.total_pnl⟧ points, ⟦7@B.winning_trades⟧ out of ⟦10@B.total_trades⟧! Applause for 2024!"""),
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL rulebook',
  """ZASADY GRY — „Po trzech wzrostach sprzedaj” (wyjście po 2 dniach)
Runda 2023: ⟦18@A.total_trades⟧ ruchów, skuteczność ⟦55,6 %@A.win_rate⟧, wynik ⟦+61,75@A.total_pnl⟧
Runda 2024: ⟦10@B.total_trades⟧ ruchów, skuteczność ⟦70 %@B.win_rate⟧, wynik ⟦+1202@B.total_pnl⟧
Wygrywa runda 2024."""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'wrong_row', 'pt-BR summit',
  """LIVRO DE CUME — compra após duas quedas, saída em 3 dias, stop de 2%
Cume NQ: ⟦97@row('NQ').trades⟧ subidas, fator de lucro ⟦2,09@row('NQ').profit_factor~row('ES').profit_factor!⟧, total ⟦−3.060,77@row('NQ').total_pnl⟧ pts
Cume ES: ⟦64@row('ES').trades⟧ subidas, acerto ⟦54,7 %@row('ES').win_rate⟧, total ⟦+2.615@row('ES').total_pnl⟧ pts
Só o ES chegou ao topo."""),
E('x_compare_two_down', 'wrong_unit', 'ja-JP patter',
  """さあ皆さん、2つの帽子から鳩を出しましょう！
NQの帽子：⟦97@row('NQ').trades⟧回、合計 ⟦−3,060.77@row('NQ').total_pnl⟧ポイント…鳩は出ません。
ESの帽子：⟦64@row('ES').trades⟧回、合計 ⟦+2,615@row('ES').total_pnl~row('ES').total_pnl!⟧ドル、勝率 ⟦54.7%@row('ES').win_rate⟧！
ESだけが成功です。拍手！""", unit_note='points quoted as dollars'),
E('x_compare_two_down', 'wrong_sign', 'es-ES logbook',
  """CUADERNO DE VUELO — EC-NQE, C172
Ruta: compra tras dos caídas, salida a 3 días, stop 2 %
NQ: ⟦97@row('NQ').trades⟧ vuelos, total ⟦−3060,77@row('NQ').total_pnl⟧ pts, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES: ⟦64@row('ES').trades⟧ vuelos, total ⟦+2615@row('ES').total_pnl⟧ pts, Sharpe ⟦−1,67@row('ES').sharpe!⟧
Obs.: solo ES aterrizó con beneficio."""),
E('x_compare_two_down', 'faithful', 'ru-RU obituary',
  """НЕКРОЛОГ
Стратегия «покупка после двух падений» на NQ скончалась после ⟦97@row('NQ').trades⟧ сделок, оставив ⟦−3060,8@row('NQ').total_pnl⟧ пункта (⟦−61\u00a0215@row('NQ').total_pnl_currency⟧ на контракт).
Её сестра на ES жива и здорова: ⟦+2615@row('ES').total_pnl⟧ пунктов, Sharpe ⟦1,67@row('ES').sharpe⟧.
Скорбим."""),
E('x_compare_two_down', 'faithful', 'pl-PL sewing',
  """WYKRÓJ NQ/ES — spódnica „Dwa spadki”
Tkanina NQ: ⟦97@row('NQ').trades⟧ transakcji, skuteczność ⟦39,2 %@row('NQ').win_rate⟧, współczynnik zysku ⟦0,79@row('NQ').profit_factor⟧
Tkanina ES: ⟦64@row('ES').trades⟧ transakcje, skuteczność ⟦54,7 %@row('ES').win_rate⟧, współczynnik ⟦2,09@row('ES').profit_factor⟧
Szyć tylko z ES."""),
E('x_compare_two_down', 'faithful', 'nl-NL firedrill',
  """ONTRUIMINGSRAPPORT — koop na twee dalingen, 3 dagen, stop 2%
NQ: ⟦97@row('NQ').trades⟧ oefeningen, ⟦−3.060,77@row('NQ').total_pnl⟧ punten, Sharpe ⟦−0,69@row('NQ').sharpe⟧
ES: ⟦64@row('ES').trades⟧ oefeningen, ⟦+2.615@row('ES').total_pnl⟧ punten, ⟦+130.751@row('ES').total_pnl_currency⟧ per contract
Alleen ES haalde de verzamelplaats."""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'wrong_column', 'de-DE qsl',
  """QSL — DL1NQX an W1NQ
Portfolio NQ + ES, 1 % Risiko je Trade auf eine Million
Gewinn: ⟦1.048.758,95@total_pnl~final_equity!⟧ · Rendite ⟦4,88 %@return_pct⟧ · Trades ⟦161@trades⟧
NQ-Bein ⟦−86.112,30@leg('NQ').pnl⟧, ES-Bein ⟦+134.871,25@leg('ES').pnl⟧
Danke für die Verbindung!"""),
E('x_portfolio_two_down', 'wrong_sign', 'pl-PL pacenotes',
  """OS NQ+ES — opis: dwa spadki, kupno, 1 % ryzyka
noga NQ: ⟦+86\u00a0112,30@leg('NQ').pnl!⟧, ⟦97@leg('NQ').trades⟧ zakrętów
noga ES: ⟦+134\u00a0871,25@leg('ES').pnl⟧, ⟦64@leg('ES').trades⟧ zakręty
meta: ⟦+48\u00a0758,95@total_pnl⟧, maks. obsunięcie ⟦7,2 %@max_drawdown_pct⟧, uwaga"""),
E('x_portfolio_two_down', 'miscomputed', 'en-US logbook',
  """PILOT LOGBOOK — N1MNQ, twin (NQ + ES legs)
Capital aboard: ⟦1,000,000@capital⟧; risk 1% per trade
NQ leg: ⟦−86,112.30@leg('NQ').pnl⟧ (⟦97@leg('NQ').trades⟧ sorties) · ES leg: ⟦+134,871.25@leg('ES').pnl⟧ (⟦64@leg('ES').trades⟧)
ES gained ⟦1.75@leg('ES').pnl/abs(leg('NQ').pnl)!⟧ times what NQ lost
Landed at ⟦1,048,758.95@final_equity⟧"""),
E('x_portfolio_two_down', 'faithful', 'ja-JP obituary',
  """訃報
二日続落買い戦略（NQ＋ES、元手⟦100万@capital⟧、1トレード1%リスク）のNQ脚は ⟦−86,112.30@leg('NQ').pnl⟧ を残して逝去しました。
ES脚 ⟦+134,871.25@leg('ES').pnl⟧ が家計を支え、合計 ⟦+48,758.95@total_pnl⟧（⟦+4.88%@return_pct⟧）。
謹んでお知らせいたします。"""),
E('x_portfolio_two_down', 'faithful', 'it-IT summit',
  """LIBRO DI VETTA — cordata NQ + ES, capitale un milione, rischio 1 %
Cordata NQ: ⟦−86.112,30@leg('NQ').pnl⟧, ⟦97@leg('NQ').trades⟧ tiri
Cordata ES: ⟦+134.871,25@leg('ES').pnl⟧, ⟦64@leg('ES').trades⟧ tiri
In vetta con ⟦1.048.758,95@final_equity⟧; discesa peggiore ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧)"""),
E('x_portfolio_two_down', 'faithful', 'zh-CN sewing',
  """裁剪单 · NQ＋ES 组合（每笔风险1%）
前片 NQ：⟦97@leg('NQ').trades⟧笔，⟦−86,112.30@leg('NQ').pnl⟧
后片 ES：⟦64@leg('ES').trades⟧笔，⟦+134,871.25@leg('ES').pnl⟧
成衣：总盈利 ⟦+48,758.95@total_pnl⟧，回报 ⟦4.88%@return_pct⟧，最大回撤 ⟦7.20%@max_drawdown_pct⟧"""),
]
