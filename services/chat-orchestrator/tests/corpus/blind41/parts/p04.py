"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(date, col='pnl'):
    return f"trd('{date}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'de-DE radiotel',
  """BEOBACHTUNGSANTRAG — Radioteleskop Effelsberg, Antrag EB24B02
Quelle: Orion KL · K-Band · Sitzung S4
Notiz der PI: RSI(14) < 30 long, Ausstieg nach 5 Tagen, 1 % Stopp — ⟦36@total_trades⟧ Trades, Trefferquote ⟦19,4@win_rate⟧ %, Profitfaktor ⟦0,76@profit_factor⟧, gesamt ⟦−917,4@total_pnl⟧ Punkte, max. Drawdown ⟦1.368,1@max_drawdown⟧.
Bitte nach der Wartung einplanen."""),
E('b_rsi_long', 'faithful', 'nl-NL pricking',
  f"""KLOSKANTPATROON — patroon P6, Brugs
Klossen: paren opgehangen · fond: Vlaamse grond
Notitie kantwerkster: RSI-long (onder 30, 5 dagen, stop 1%): ⟦7@winning_trades⟧ winnaars, ⟦29@losing_trades⟧ verliezers; beste trade ingestapt ⟦28 maart@D:2024-03-28⟧, ⟦+680,5@{t('2024-03-28')}⟧ punten; totaal ⟦−917,44@total_pnl⟧.
Patroon opgespeld."""),
E('b_rsi_long', 'faithful', 'ru-RU lifeguard',
  """ЖУРНАЛ СПАСАТЕЛЬНОЙ ВЫШКИ — вышка T1, Анапа
Флаг жёлтый с 10:00 · тягун у буны B2
Заметка спасателя: покупка NQ при RSI(14) < 30, выход через 5 дней, стоп 1% — итог ⟦−917,4@total_pnl⟧ пункта за ⟦36@total_trades⟧ сделок, матожидание ⟦−25,48@expectancy⟧, купить-и-держать ⟦−7162,75@buy_and_hold_pnl⟧.
Флаг снят в 18:00."""),
E('b_rsi_long', 'wrong_sign', 'pt-BR gondola',
  """COMPROVANTE DE RESERVA — GÔNDOLA, GB0227
Stazio San Marco · gondoleiro Vio · 18:00, Rio di Palazzo
Nota ao passageiro: compra com RSI(14) abaixo de 30, saída em 5 dias, stop de 1% — ⟦36@total_trades⟧ operações, acerto de ⟦19,4@win_rate⟧%, resultado total ⟦+917,44@total_pnl!⟧ pontos.
Pago no cais; serenata recusada."""),
E('b_rsi_long', 'wrong_unit', 'fr-FR airship',
  """JOURNAL D'AMARRAGE DE DIRIGEABLE — mât M3, Écausseville
Dirigeable « Méditerranée », lest réglé · vent d'ouest faible
Note de l'officier : RSI(14) sous 30, sortie à 5 jours, stop 1 % — ⟦36@total_trades⟧ trades, profit factor ⟦0,76@profit_factor⟧, drawdown maximal ⟦1\u202f368,1@max_drawdown~max_drawdown!⟧ €.
Au mât depuis 18:40.""", unit_note='index points quoted as euros'),
E('b_rsi_long', 'wrong_row', 'en-US sandcastle',
  f"""SANDCASTLE CONTEST — JUDGING CARD, plot P22
Team 'Sandy Bottoms' · juniors
Judge's note: RSI(14) < 30 long, 5-day exit, 1% stop: the ⟦2/7@D:2024-02-07⟧ entry stopped out for ⟦−163.0@{t('2024-02-07')}~{t('2024-01-31')}!⟧ pts; the ⟦3/28@D:2024-03-28⟧ entry made ⟦+680.5@{t('2024-03-28')}⟧, the best trade.
Tide due 16:20. ★★★"""),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'ja-JP sandcastle',
  f"""砂の城コンテスト 審査カード ― 区画P8
チーム「お堀ガニ」・ファミリー部門
審査員メモ：3日続伸の後に売り（利確50・損切30ポイント）、2023年以降⟦47@total_trades⟧回、勝率⟦44.7@win_rate⟧%、合計⟦+270@total_pnl⟧ポイント。2023年⟦+30@{Y23}⟧、2024年⟦+240@{Y24}⟧。
満潮16:20。★★★★"""),
E('b_fade_3up', 'faithful', 'fr-FR farrier',
  """FICHE DE FERRAGE — écurie E1, « Quenotte » (jument baie)
Fers : antérieurs neufs, postérieurs relevés, crampons posés
Note du maréchal-ferrant : vente après trois hausses, objectif 50, stop 30 — ⟦21@winning_trades⟧ gagnants, ⟦26@losing_trades⟧ perdants, profit factor ⟦1,35@profit_factor⟧, total ⟦+270@total_pnl⟧ points, drawdown max ⟦190@max_drawdown⟧.
Prochaine visite à 08:30."""),
E('b_fade_3up', 'faithful', 'ru-RU polo',
  f"""ПОЛО — ПРОТОКОЛ ЧАККЕРА, поле F1, чаккер C2
«Буревестник» против «Ястребов»
Заметка судьи: шорт после трёх растущих дней, цель 50, стоп 30 — ⟦47@total_trades⟧ сделок, итог ⟦+270@total_pnl⟧ пунктов; 2023 г.: ⟦+30@{Y23}⟧ (⟦31@{N23}⟧ сделка), 2024 г.: ⟦+240@{Y24}⟧ (⟦16@{N24}⟧).
Колокол; дёрн притоптан."""),
E('b_fade_3up', 'wrong_year', 'it-IT scorebook',
  f"""LIBRO SEGNAPUNTI CRICKET — Roma CC v Milano CC
Over O11 · lanciatore: Perera · battitore: Conti
Nota del segnapunti: short dopo tre rialzi, target 50 e stop 30 — 2023: ⟦+30@{Y23}⟧ punti; 2024: ⟦+240@{Y24}⟧ punti su ⟦31@{N24}~{N23}!⟧ operazioni.
Stumps alle 18:30."""),
E('b_fade_3up', 'coincidental', 'nl-NL pricking',
  """KLOSKANTPATROON — patroon P2, Binche
Klossen: paren opgehangen · fond: sneeuwvlokjes
Notitie kantwerkster: short na drie stijgende dagen (doel 50 / stop 30), sinds 2023 — ⟦47@total_trades⟧ trades, winstpercentage ⟦44,7@win_rate⟧%, totaal ⟦+270@total_pnl⟧ punten, Sharpe ⟦0,96@sharpe!⟧.
Patroon opgespeld."""),
E('b_fade_3up', 'miscomputed', 'pl-PL radiotel',
  """WNIOSEK OBSERWACYJNY — radioteleskop w Piwnicach, wniosek PW24B04
Źródło: Kasjopea A · pasmo L · sesja S2
Uwaga PI: short po trzech wzrostach, cel 50, stop 30 — ⟦21@winning_trades⟧ zysków po 50 pkt i ⟦26@losing_trades⟧ strat po 30 pkt, razem ⟦+280@gross_profit+gross_loss!⟧ pkt.
Zaplanować po przeglądzie."""),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'en-GB pairing',
  f"""PAIRING CARD — Hastings Premier, round R3
Board B1 · White: Sadler · Black: Pillai
Arbiter's note: close crossing above SMA(20), long, 10-day hold — ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, total ⟦−4,681.25@total_pnl⟧ pts; 2023 ⟦−1,096.8@{Y23}⟧, 2024 ⟦−3,584.5@{Y24}⟧.
Result slip due by 19:00."""),
E('b_sma_cross', 'faithful', 'ru-RU radiotel',
  f"""ЗАЯВКА НА НАБЛЮДЕНИЯ — обсерватория «Светлое», заявка SV24B05
Источник: Крабовидная туманность (M1) · диапазон C · сеанс S3
Заметка заявителя: пересечение SMA(20) снизу вверх, удержание 10 дней — лучшая сделка ⟦12 сентября 2023@D:2023-09-12⟧, ⟦+1270@{t('2023-09-12')}⟧ пунктов; худшая ⟦−1800,75@worst_trade⟧; профит-фактор ⟦0,37@profit_factor⟧.
Ставить после профилактики."""),
E('b_sma_cross', 'faithful', 'ja-JP farrier',
  f"""装蹄カード ― 厩舎S2・「ハヤテ」（鹿毛・騸馬）
蹄鉄：前脚新調、後脚打ち直し
装蹄師メモ：終値がSMA(20)を上抜けたら買い・10日保有 ― ⟦16@total_trades⟧回、勝率⟦25@win_rate⟧%、合計⟦−4,681.25@total_pnl⟧ポイント、最大ドローダウン⟦4,864.5@max_drawdown⟧。
次回08:30。"""),
E('b_sma_cross', 'wrong_year', 'pl-PL airship',
  f"""STEROWIEC — DZIENNIK CUMOWANIA, maszt M2, Lakehurst
Statek „Hindenburg”, balast wyrównany · wiatr W słaby
Zapis oficera: przecięcie SMA(20), long na 10 dni — razem ⟦−4681,25@total_pnl⟧ pkt; w 2024 r. ⟦−1096,8@{Y24}~{Y23}!⟧ pkt z ⟦7@{N24}⟧ transakcji.
Przy maszcie od 18:40."""),
E('b_sma_cross', 'wrong_sign', 'pt-BR pricking',
  """PIQUE DE RENDA DE BILRO — risco R3, Ceará
Bilros: pares pendurados · fundo: traça
Nota da rendeira: cruzamento acima da SMA(20), compra por 10 dias — ⟦16@total_trades⟧ operações, ganho médio ⟦686,4@avg_win⟧, perda média ⟦+618,9@avg_loss!⟧, total ⟦−4.681,25@total_pnl⟧ pontos.
Pique alfinetado."""),
E('b_sma_cross', 'invented', 'fr-FR lifeguard',
  """MAIN COURANTE DU POSTE DE SECOURS — poste P3, Biarritz
Drapeau jaune à 10:00 · baïne devant le poste
Note du sauveteur : croisement au-dessus de la SMA(20), achat 10 jours — ⟦16@total_trades⟧ trades, total ⟦−4\u202f681,25@total_pnl⟧ points, drawdown maximal ⟦5\u202f212,5@max_drawdown!⟧.
Drapeau amené à 19:00."""),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'fr-FR polo',
  """FEUILLE DE MATCH POLO — terrain T2, Deauville · chukker C4
Les Centaures c. Marquis Polo
Note de l'arbitre : vente sous le plus bas de la veille en 2024 (objectif 1 %, stop d'un demi-pour-cent, sortie à 3 jours) — ⟦79@total_trades⟧ trades, ⟦40,5@win_rate⟧ % gagnants, total ⟦+1\u202f183,1@total_pnl⟧ points.
Fin du chukker à la cloche."""),
E('b_breakdown_short_2024', 'faithful', 'pl-PL sandcastle',
  f"""KONKURS ZAMKÓW Z PIASKU — KARTA SĘDZIEGO, działka D6
Drużyna „Fosa i Baszta” · kategoria rodzinna
Notatka sędziego: short poniżej wczorajszego minimum, 2024 — najlepsza transakcja ⟦11 stycznia@D:2024-01-11⟧, ⟦+171,7@{t('2024-01-11')}⟧ pkt; najgorsza ⟦5 stycznia@D:2024-01-05⟧, ⟦−87,26@{t('2024-01-05')}⟧; profit factor ⟦1,39@profit_factor⟧.
Przypływ 16:20."""),
E('b_breakdown_short_2024', 'faithful', 'en-GB pairing',
  """PAIRING CARD — Hastings Challengers, round R2
Board B9 · White: Ferreira · Black: Lund
Arbiter's note: 2024 breakdown short, 1% target, 3-day exit: ⟦32@winning_trades⟧ winners averaging ⟦+131.84@avg_win⟧, ⟦47@losing_trades⟧ losers averaging ⟦−64.59@avg_loss⟧; net ⟦+1,183.11@total_pnl⟧ pts, Sharpe ⟦1.35@sharpe⟧.
Result slip due by 19:00."""),
E('b_breakdown_short_2024', 'faithful', 'ja-JP radiotel',
  """観測申請書 ― 野辺山 電波望遠鏡・課題NR24A05
天体：はくちょう座A・Qバンド・セッションS1
PIメモ：2024年、前日安値割れで売り（利確1%・3日決済）― ⟦79@total_trades⟧回、勝率⟦40.5@win_rate⟧%、合計⟦+1,183.1@total_pnl⟧ポイント、最大ドローダウン⟦316.3@max_drawdown⟧。同期間の買い持ちは⟦−8,634.75@buy_and_hold_pnl⟧。
保守作業の後に割り当て希望。"""),
E('b_breakdown_short_2024', 'wrong_sign', 'en-US lifeguard',
  """LIFEGUARD TOWER LOG — Tower T6, Huntington Beach
Flags: yellow up 09:00 · rip north of the pier
Guard's note: 2024 breakdown short (1% target, 3-day exit) — ⟦79@total_trades⟧ trades, best ⟦+171.7@best_trade⟧ pts, worst ⟦+87.26@worst_trade!⟧, total ⟦+1,183.11@total_pnl⟧.
Flags down 18:00; tower locked."""),
E('b_breakdown_short_2024', 'coincidental', 'pt-BR snuffmill',
  """MOINHO DE RAPÉ — LIVRO-RAZÃO, mó M2
Moagem: rapé «Paulistinha», pilões P1–P4 · desde as 06:10
Lançamento do escrevente: venda abaixo da mínima anterior em 2024 — ⟦79@total_trades⟧ operações, ⟦25@winning_trades!⟧ vencedoras, fator de lucro ⟦1,39@profit_factor⟧, total ⟦+1.183,11@total_pnl⟧ pontos.
Potes lacrados; saldo transportado."""),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'en-GB lifeguard',
  """LIFEGUARD TOWER LOG — Tower T2, Fistral
Flags: red-yellow up 09:00 · rip at the north end
Guard's note: fading three up days (2-day exit) did better in 2024 — ⟦+1,202@B.total_pnl⟧ pts over ⟦10@B.total_trades⟧ trades, PF ⟦2.82@B.profit_factor⟧ — than in 2023: ⟦+61.75@A.total_pnl⟧ over ⟦18@A.total_trades⟧, PF ⟦1.02@A.profit_factor⟧.
Flags down 18:00."""),
E('b_fade_2023_vs_2024', 'faithful', 'it-IT pairing',
  """CARTELLINO ABBINAMENTI — Open di Reggio, turno T3
Scacchiera S7 · Bianco: Russo · Nero: Dimitrov
Nota dell'arbitro: short dopo tre rialzi, uscita a 2 giorni — 2023: percentuale vincente ⟦55,6@A.win_rate⟧%, max drawdown ⟦1.685,25@A.max_drawdown⟧; 2024: ⟦70@B.win_rate⟧%, drawdown ⟦603,5@B.max_drawdown⟧. Meglio il 2024.
Risultato entro le 19:00."""),
E('b_fade_2023_vs_2024', 'faithful', 'es-ES airship',
  """REGISTRO DE AMARRE DE DIRIGIBLE — mástil M2, Sevilla
Dirigible «Graf», lastre ajustado · viento del oeste flojo
Nota del oficial: vender tras tres subidas, salida a 2 días — mejor operación de 2023 ⟦+1147,75@A.best_trade⟧ puntos, peor ⟦−697@A.worst_trade⟧; en 2024 ⟦+465,75@B.best_trade⟧ y ⟦−381,75@B.worst_trade⟧. Total 2024: ⟦+1202@B.total_pnl⟧.
Amarrado desde las 18:40."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'de-DE gondola',
  """GONDEL-BUCHUNGSZETTEL — GB0904
Stazio Danieli · Gondoliere Rizzo · 16:00, Canal Grande
Hinweis für den Fahrgast: Drei-Tage-Fade mit 2 Tage halten — 2024: ⟦+1.202@B.total_pnl⟧ Punkte aus ⟦10@B.total_trades⟧ Trades, max. Drawdown ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧; 2023 nur ⟦+61,75@A.total_pnl⟧.
Am Steg bezahlt."""),
E('b_fade_2023_vs_2024', 'wrong_year', 'en-US polo',
  """POLO — CHUKKA SCORE SHEET
Santa Barbara Polo Club, Field F3 · chukka C5 · Mustangs v Coyotes
Umpire's note: fade-three-up-days, 2-day exit — 2023 win rate ⟦70@A.win_rate~B.win_rate!⟧% on ⟦18@A.total_trades⟧ trades for ⟦+61.75@A.total_pnl⟧ pts; 2024 made ⟦+1,202@B.total_pnl⟧ pts.
Bell rung; divots trodden in."""),
E('b_fade_2023_vs_2024', 'misrounded', 'ja-JP snuffmill',
  """嗅ぎたばこ製粉所 元帳 ― 臼M1
挽き物：ブラジル、杵P1〜P4・06:20挽き始め
記帳係：3日続伸後の売り・2日決済 ― 2023年はプロフィットファクター⟦1.02@A.profit_factor⟧、合計⟦+61.75@A.total_pnl⟧ポイント。2024年はPFが⟦2.81@B.profit_factor!⟧、合計⟦+1,202@B.total_pnl⟧ポイント。
壺を封印。"""),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'pt-BR penrepair',
  """TÍQUETE DE CONSERTO DE CANETA-TINTEIRO — CT0903
Caneta: Sheaffer Balance, pena F, alavanca refeita
Nota da oficina: compra após duas quedas, stop 2% — NQ: ⟦97@row('NQ').trades⟧ operações, PF ⟦0,79@row('NQ').profit_factor⟧, ⟦−3.060,77@row('NQ').total_pnl⟧ pontos; ES: ⟦64@row('ES').trades⟧, PF ⟦2,09@row('ES').profit_factor⟧, ⟦+2.615,0@row('ES').total_pnl⟧. Só o ES funciona.
Pronta na sexta."""),
E('x_compare_two_down', 'faithful', 'ru-RU gondola',
  """КВИТАНЦИЯ БРОНИРОВАНИЯ ГОНДОЛЫ — GB0519
Стацио Даниэли · гондольер Риццо · 17:30, Гранд-канал
Для пассажира: покупка после двух падений — NQ: ⟦−61\u00a0215,4@row('NQ').total_pnl_currency⟧ на контракт, Шарп ⟦−0,69@row('NQ').sharpe⟧; ES: ⟦+130\u00a0751,25@row('ES').total_pnl_currency⟧, Шарп ⟦1,67@row('ES').sharpe⟧.
Оплачено на причале."""),
E('x_compare_two_down', 'faithful', 'en-US radiotel',
  """OBSERVING REQUEST — Green Bank Telescope, proposal GB24B11
Target: Orion KL · Ku-band · session S2
PI's note: buy-after-two-down-days works on ES, not NQ — ES win rate ⟦54.7@row('ES').win_rate⟧%, max DD ⟦420.85@row('ES').max_drawdown⟧ pts; NQ win rate ⟦39.2@row('NQ').win_rate⟧%, max DD ⟦4,632.89@row('NQ').max_drawdown⟧ pts.
Please schedule after maintenance."""),
E('x_compare_two_down', 'wrong_row', 'nl-NL airship',
  """LUCHTSCHIP — AFMEERLOGBOEK, mast M2, Soesterberg
Schip „Graf”, ballast bijgesteld · wind W matig
Notitie afmeerofficier: kopen na twee dalende dagen, stop 2% — NQ: ⟦97@row('NQ').trades⟧ trades, profitfactor ⟦2,09@row('NQ').profit_factor~row('ES').profit_factor!⟧, totaal ⟦−3.060,77@row('NQ').total_pnl⟧ punten; ES: ⟦64@row('ES').trades⟧ trades, ⟦+2.615,0@row('ES').total_pnl⟧.
Aan de mast sinds 18:40."""),
E('x_compare_two_down', 'wrong_unit', 'de-DE polo',
  """POLO — CHUKKA-SPIELBERICHT, Hamburger Polo Club, Platz P1 · Chukka C3
Jenisch-Reiter gegen Elbe-Falken
Notiz des Schiedsrichters: Kauf nach zwei Minustagen, 2 % Stopp — NQ: Trefferquote ⟦39,2@row('NQ').win_rate⟧ %, maximaler Drawdown ⟦4.632,89@row('NQ').max_drawdown~row('NQ').max_drawdown!⟧ $; ES: Profitfaktor ⟦2,09@row('ES').profit_factor⟧.
Glocke; Grasnarbe festgetreten.""", unit_note='index points quoted as dollars'),
E('x_compare_two_down', 'derived', 'zh-CN snuffmill',
  """鼻烟磨坊 · 总账 — 石磨 M1
磨料：巴西鼻烟，杵 P1–P4 · 06:10 开磨
记账员：连跌两天后买入（止损 2%）— 每张合约 NQ ⟦−61,215.4@row('NQ').total_pnl_currency⟧，ES ⟦+130,751.25@row('ES').total_pnl_currency⟧；两者相差 ⟦191,966.65@row('ES').total_pnl_currency-row('NQ').total_pnl_currency!⟧（我自己减的，结果里没有）。
封罐，余额结转。"""),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'en-US scorebook',
  """CRICKET SCOREBOOK — Staten Island CC v Philadelphia CC
Over O16 · bowler: Joseph · striker: Mendis
Scorer's margin note: NQ + ES two-down-days portfolio, 1% risk on ⟦1,000,000@capital⟧ — ⟦161@trades⟧ trades, P&L ⟦+48,758.95@total_pnl⟧ (⟦+4.88@return_pct⟧%), max drawdown ⟦78,853.15@max_drawdown⟧ (⟦7.2@max_drawdown_pct⟧%).
Stumps 18:30."""),
E('x_portfolio_two_down', 'faithful', 'es-ES polo',
  """ACTA DE POLO — cancha C1, Pilar · chukker C6
La Estrella v Los Pumas
Nota del árbitro: cartera NQ + ES, riesgo del 1% sobre ⟦1.000.000@capital⟧ — pata NQ ⟦−86.112,30@leg('NQ').pnl⟧ en ⟦97@leg('NQ').trades⟧ operaciones; pata ES ⟦+134.871,25@leg('ES').pnl⟧ en ⟦64@leg('ES').trades⟧; capital final ⟦1.048.758,95@final_equity⟧.
Campana; chuletas pisadas."""),
E('x_portfolio_two_down', 'faithful', 'ja-JP pricking',
  """ボビンレース 型紙カード ― 図案P3・トーション
ボビン：ペアで掛け済み・地：網目
作り手メモ：NQとESの2日続落買いポートフォリオ（1トレード1%リスク、資金⟦1,000,000@capital⟧）― 損益⟦+48,758.95@total_pnl⟧、リターン⟦4.88@return_pct⟧%、最大ドローダウン⟦7.20@max_drawdown_pct⟧%。NQは⟦−86,112.30@leg('NQ').pnl⟧。
型紙ピン留め済み。"""),
E('x_portfolio_two_down', 'wrong_sign', 'pl-PL pairing',
  """KARTA KOJARZEŃ — Open Cracovia, runda R8
Szachownica S2 · białe: Nowak · czarne: Ibragimov
Uwaga sędziego: portfel NQ + ES, ryzyko 1% na ⟦1\u00a0000\u00a0000@capital⟧ — noga NQ ⟦−86\u00a0112,30@leg('NQ').pnl⟧, noga ES ⟦−134\u00a0871,25@leg('ES').pnl!⟧, wynik łączny ⟦+48\u00a0758,95@total_pnl⟧.
Wynik wpisać do 19:00."""),
E('x_portfolio_two_down', 'miscomputed', 'ru-RU farrier',
  """КАРТОЧКА КОВКИ — денник D1, «Буян» (гнедой мерин)
Подковы: перед перекован, зад новый
Заметка коваля: портфель NQ + ES на ⟦1\u00a0000\u00a0000@capital⟧, риск 1% — NQ ⟦−86\u00a0112,3@leg('NQ').pnl⟧, ES ⟦+134\u00a0871,25@leg('ES').pnl⟧, вместе ⟦+48\u00a0578,95@leg('NQ').pnl+leg('ES').pnl!⟧.
Следующая ковка в 08:30."""),
E('x_portfolio_two_down', 'wrong_unit', 'it-IT gondola',
  """BUONO PRENOTAZIONE GONDOLA — GB0716
Stazio Danieli · gondoliere Rizzo · 17:00, Canal Grande
Nota per il passeggero: portafoglio NQ + ES, rischio 1% su ⟦1.000.000@capital⟧ — utile ⟦+48.758,95@total_pnl⟧, ⟦161@trades⟧ operazioni, drawdown massimo ⟦78.853,15@max_drawdown~max_drawdown!⟧ punti.
Pagato al pontile; serenata rifiutata.""", unit_note='currency quoted as index points'),
]
