"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"
STOPS = "mr('stop ([0-9]+) ')"


def t(date):
    return f"trd('{date}').pnl"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'ru-RU icehike',
  "ПРОПУСК НА ЛЕДНИК — корешок GP0722, ледник Безенги\n"
  "Группа P2 · кошки и каски выданы · гид: Азамат\n"
  "Отметка гида: RSI(14) ниже 30, лонг, выход через 5 дней, стоп 1%: ⟦36@total_trades⟧ сделок, прибыльных ⟦7@winning_trades⟧, "
  "итог ⟦−917,44@total_pnl⟧ пункта, PF ⟦0,76@profit_factor⟧.\n"
  "Вернуться в приют к 16:00."),
E('b_rsi_long', 'faithful', 'es-ES orchid',
  "EXPOSICIÓN DE ORQUÍDEAS — HOJA DE JUICIO, clase C7, inscripción E0214\n"
  "Género: Paphiopedilum · expositora: doña Pilar\n"
  "Observación del juez: la compra con RSI(14) bajo 30 acierta solo el ⟦19,4 %@win_rate⟧ de las veces; caída máxima "
  "⟦1368,1@max_drawdown⟧ puntos, frente a ⟦−7162,75@buy_and_hold_pnl⟧ del buy & hold.\n"
  "Premio: HCC; cinta a las 12:30."),
E('b_rsi_long', 'faithful', 'pl-PL beachhut',
  "WYPOŻYCZALNIA DOMKÓW PLAŻOWYCH — KSIĘGA, promenada w Kołobrzegu, domek H11\n"
  "Klucze wydane · leżaki policzone\n"
  "Wpis dozorcy: strategia RSI(14) < 30: ⟦28@" + STOPS + "⟧ wyjść na stopie; najlepsza transakcja, wejście "
  "⟦28 marca@D:2024-03-28⟧, dała ⟦+680,5@" + t('2024-03-28') + "⟧ pkt.\n"
  "Klucze oddać do 18:00."),
E('b_rsi_long', 'wrong_sign', 'nl-NL marionette',
  "SOUFFLEURSKAART — Marionettentheater, „De Toverfluit”, bedrijf II, cue Q14\n"
  "Brug: Papageno aan de leidraden · licht op GO\n"
  "Notitie van de souffleur: RSI(14) onder 30, long, 5 dagen vasthouden: ⟦36@total_trades⟧ trades, winstpercentage "
  "⟦19,4%@win_rate⟧, totaal ⟦+917,4@total_pnl!⟧ punten.\n"
  "Doek om 21:50."),
E('b_rsi_long', 'invented', 'fr-FR sauna',
  "CLUB DE SAUNA — REGISTRE DES PRÉSENCES, Cercle Löyly, Chamonix\n"
  "Poêle allumé 17:00 · bancs brossés · branches de bouleau prêtes\n"
  "Mot du gardien : achat sur RSI(14) < 30 : ⟦36@total_trades⟧ trades, résultat ⟦−917,4@total_pnl⟧ points, ratio de "
  "Sharpe ⟦−0,81@sharpe!⟧.\n"
  "Dernier tour à 21:30."),
E('b_rsi_long', 'wrong_row', 'en-US temper',
  "TEMPERING LOG — batch TB0207, dark couverture\n"
  "Seeded · tabled on marble · snap test passed\n"
  "Chocolatier's note: RSI(14) < 30 long: the ⟦2/7@D:2024-02-07⟧ entry stopped out for a loss of "
  "⟦152.29@" + t('2024-02-07') + "~" + t('2024-03-14') + "|neg!⟧; the ⟦2/9@D:2024-02-09⟧ entry made ⟦+369.25@" + t('2024-02-09') + "⟧.\n"
  "Molded 11:20."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'pt-BR bobsleigh',
  "BOBSLED — FOLHA DE CRONOMETRAGEM, pista de Whistler, descida H2\n"
  "Trenó BRA1 · piloto Silva · freador Souza\n"
  "Nota do cronometrista: vender após três altas, alvo 50, stop 30: ⟦47@total_trades⟧ operações, acerto "
  "⟦44,7%@win_rate⟧, total ⟦+270@total_pnl⟧ pts, dos quais ⟦+240@" + Y24 + "⟧ em 2024.\n"
  "Largada 10:42."),
E('b_fade_3up', 'faithful', 'en-GB beachhut',
  "BEACH HUT LEDGER — Walberswick, hut H14 ('Marram')\n"
  "Keys out · deckchairs counted\n"
  "Warden's entry: fading three up days since 2023: ⟦21@winning_trades⟧ winners at +50 and ⟦26@losing_trades⟧ "
  "losers at −30 — net ⟦+270@total_pnl⟧ points, max drawdown ⟦190@max_drawdown⟧.\n"
  "Keys back by 18:00."),
E('b_fade_3up', 'faithful', 'zh-CN icehike',
  "冰川徒步许可证 · 存根 GP0513 — 达古冰川\n"
  "P3 队 · 冰爪头盔已发 · 向导：扎西\n"
  "向导备注：三连涨后做空（止盈 50、止损 30）：2023 年 ⟦+30@" + Y23 + "⟧ 点（⟦31@" + N23 + "⟧ 笔），"
  "2024 年 ⟦+240@" + Y24 + "⟧ 点（⟦16@" + N24 + "⟧ 笔）。\n"
  "16:00 前回到营地。"),
E('b_fade_3up', 'wrong_year', 'pl-PL candlepour',
  "FABRYKA ŚWIEC — KARTA ODLEWU, linia L1, partia SW0702\n"
  "Wosk rzepakowy · knoty W2 · formy M4 zalane\n"
  "Uwaga brygadzistki: granie na spadek po trzech wzrostach, cel 50, stop 30: w 2023 strategia zarobiła "
  "⟦+240@" + Y23 + "~" + Y24 + "!⟧ pkt, łącznie ⟦+270@total_pnl⟧.\n"
  "Rozformowano 15:10."),
E('b_fade_3up', 'wrong_unit', 'ru-RU orchid',
  "ВЫСТАВКА ОРХИДЕЙ — ОЦЕНОЧНЫЙ ЛИСТ, класс C7, экспонат E0311\n"
  "Род: Cattleya · экспонент: Вера Павловна\n"
  "Замечание судьи: шорт после трёх растущих дней, тейк 50, стоп 30: ⟦47@total_trades⟧ сделок, итог "
  "⟦+270@total_pnl~total_pnl!⟧ ₽, доля прибыльных ⟦44,7\u00a0%@win_rate⟧.\n"
  "Награда HCC; лента в 12:30.", unit_note='index points quoted as roubles'),
E('b_fade_3up', 'misrounded', 'en-US sauna',
  "SAUNA CLUB — ATTENDANCE LEDGER, Löyly Society, Duluth\n"
  "Stove lit 17:00 · benches scrubbed · birch whisks out\n"
  "Steward's entry: short after three up days, 50-point target, 30-point stop: win rate "
  "⟦44.6%@win_rate!⟧ over ⟦47@total_trades⟧ trades, profit factor ⟦1.35@profit_factor⟧.\n"
  "Last round 21:30."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'en-US rivercross',
  "RIVER FERRY — TIDE CROSSING LOG, Chester–Hadlyme Ferry\n"
  "Slip S2 · flood tide · crossing C3\n"
  "Skipper's entry: long on a close above SMA(20), 10 days: ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ winners, "
  "total ⟦−4,681.25@total_pnl⟧; best entry ⟦9/12/2023@D:2023-09-12⟧ made ⟦+1,270@" + t('2023-09-12') + "⟧.\n"
  "Last crossing 22:45."),
E('b_sma_cross', 'faithful', 'it-IT harpcard',
  "SCHEDA ASSISTENZA ARPA — Salvi «Minerva», cliente C0922\n"
  "La A440 · pedali regolati · corda di budello sostituita\n"
  "Nota dell'accordatore: incrocio sopra la SMA(20), 10 giorni: ⟦−1.096,8@" + Y23 + "⟧ punti nel 2023 "
  "(⟦9@" + N23 + "⟧ operazioni), ⟦−3.584,5@" + Y24 + "⟧ nel 2024 (⟦7@" + N24 + "⟧).\n"
  "Prossima accordatura alle 10:00."),
E('b_sma_cross', 'faithful', 'de-DE temper',
  "TEMPERIERPROTOKOLL — Charge TB0830, Zartbitter-Kuvertüre\n"
  "Geimpft · auf Marmor tabliert · Bruchtest bestanden\n"
  "Notiz des Chocolatiers: SMA(20)-Kreuzung long: Profitfaktor ⟦0,37@profit_factor⟧, Max-Drawdown ⟦4.864,5@max_drawdown⟧, "
  "schlechtester Trade ⟦−1.800,75@worst_trade⟧ Punkte.\n"
  "Gegossen 11:20."),
E('b_sma_cross', 'wrong_year', 'fr-FR candlepour',
  "FABRIQUE DE BOUGIES — FEUILLE DE COULÉE, ligne L2, lot BG0614\n"
  "Cire de colza · mèches W3 · moules M6 remplis\n"
  "Note de la cheffe d'atelier : croisement de la SMA(20), 10 jours : en 2024 la stratégie a perdu "
  "⟦1\u202f096,8@" + Y24 + "~" + Y23 + "|neg!⟧ points, sur un total de ⟦−4\u202f681,25@total_pnl⟧.\n"
  "Démoulé à 15:10."),
E('b_sma_cross', 'wrong_sign', 'pl-PL sauna',
  "KLUB SAUNOWY — KSIĘGA OBECNOŚCI, Towarzystwo Löyly, Zakopane\n"
  "Piec rozpalony 17:00 · ławy wyszorowane · witki brzozowe gotowe\n"
  "Wpis gospodarza: przecięcie SMA(20), 10 dni: strategia ⟦−4681,25@total_pnl⟧ pkt, a zwykłe kup i trzymaj "
  "dałoby ⟦+7162,75@buy_and_hold_pnl!⟧.\n"
  "Ostatnie wejście 21:30."),
E('b_sma_cross', 'invented', 'en-GB bobsleigh',
  "BOBSLEIGH — RUN TIMING SHEET, Lillehammer track, heat H2\n"
  "Sled GBR1 · pilot Hall · brakeman Tasker\n"
  "Timekeeper's note: SMA(20) cross, 10-day hold: ⟦16@total_trades⟧ trades, total ⟦−4,681.25@total_pnl⟧, maximum "
  "drawdown ⟦5,210.5@max_drawdown!⟧ points.\n"
  "Start 10:42; photo cells checked."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'it-IT plucking',
  "CONTEGGIO RACCOLTA — piantagione di tè di Compitese, appezzamento F7, squadra G2\n"
  "Due foglie e una gemma · ceste alla pesa\n"
  "Nota del caposquadra: short sulla rottura del minimo, 2024: ⟦79@total_trades⟧ operazioni, ⟦32@winning_trades⟧ "
  "vincenti, totale ⟦+1.183,1@total_pnl⟧ punti, profit factor ⟦1,39@profit_factor⟧.\n"
  "Pesato alle 11:30."),
E('b_breakdown_short_2024', 'faithful', 'ru-RU bobsleigh',
  "БОБСЛЕЙ — ЛИСТ ХРОНОМЕТРАЖА, трасса «Санки», заезд H2\n"
  "Боб RUS1 · пилот Зубков · разгоняющий Воевода\n"
  "Запись хронометриста: шорт на пробое минимума, 2024 г.: Шарп ⟦1,35@sharpe⟧, макс. просадка "
  "⟦316,25@max_drawdown⟧ пункта, а buy & hold за год ⟦−8634,75@buy_and_hold_pnl⟧.\n"
  "Старт 10:42."),
E('b_breakdown_short_2024', 'faithful', 'es-ES beachhut',
  "LIBRO DE ALQUILER DE CASETAS — paseo de Sitges, caseta H6\n"
  "Llaves entregadas · tumbonas contadas\n"
  "Anotación del encargado: corto en ruptura del mínimo, 2024: mejor operación el ⟦11/01@D:2024-01-11⟧, "
  "⟦+171,7@" + t('2024-01-11') + "⟧ puntos; peor el ⟦5/01@D:2024-01-05⟧, ⟦−87,26@" + t('2024-01-05') + "⟧.\n"
  "Devolver llaves antes de las 18:00."),
E('b_breakdown_short_2024', 'wrong_column', 'en-GB marionette',
  "CUE CARD — Marionette Theatre, 'Punch and Judy', Act I, cue Q3\n"
  "Bridge: Punch on the main control · LX fade on GO\n"
  "Prompt's note: breakdown short, 2024: ⟦79@total_trades⟧ trades, the average loser gave up "
  "⟦87.26@avg_loss~worst_trade|neg!⟧ points, the average winner made ⟦131.84@avg_win⟧.\n"
  "Curtain 21:50."),
E('b_breakdown_short_2024', 'coincidental', 'de-DE harpcard',
  "HARFEN-SERVICEKARTE — Konzertharfe Horngacher, Kunde K0331\n"
  "Stimmton A440 · Pedale reguliert · Darmsaite ersetzt\n"
  "Notiz des Harfenstimmers: Short unter dem Vortagestief, 2024: ⟦79@total_trades⟧ Trades, durchschnittlicher "
  "Gewinner ⟦+162,5@avg_win!⟧ Punkte, Gesamtergebnis ⟦+1.183,1@total_pnl⟧.\n"
  "Nächster Termin 10:00."),
E('b_breakdown_short_2024', 'wrong_unit', 'fr-FR orchid',
  "EXPOSITION D'ORCHIDÉES — FEUILLE DE JUGEMENT, classe C7, inscription E0214\n"
  "Genre : Paphiopedilum · exposante : Mme Lefèvre\n"
  "Remarque du juge : vente à découvert sous le plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades pour un "
  "gain total de ⟦1\u202f183,11@total_pnl~total_pnl!⟧ $.\n"
  "Prix : HCC ; ruban à 12:30.", unit_note='index points quoted as dollars'),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'pl-PL drystone',
  "MUR Z KAMIENIA NA SUCHO — KARTA ZLECENIA, zlecenie MS0417, Pieniny\n"
  "Odcinek S3 · fundament · przewiązki osadzone\n"
  "Notatka murarza: granie przeciw trzem wzrostom, wyjście po 2 dniach: 2023 — ⟦+61,75@A.total_pnl⟧ pkt z "
  "⟦18@A.total_trades⟧ transakcji; 2024 — ⟦+1202@B.total_pnl⟧ z ⟦10@B.total_trades⟧. Lepszy był 2024.\n"
  "Korona o 16:00."),
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP beachhut',
  "ビーチハウス 貸出台帳 ― 由比ヶ浜・小屋H8\n"
  "鍵貸出・デッキチェア確認済\n"
  "管理人記入：三日続伸の逆張り（2日で手仕舞い）は2024年の方が良く、勝率⟦70%@B.win_rate⟧、PF⟦2.82@B.profit_factor⟧。"
  "2023年はPF⟦1.02@A.profit_factor⟧。\n"
  "鍵は18:00までに返却。"),
E('b_fade_2023_vs_2024', 'faithful', 'zh-CN temper',
  "巧克力调温批次记录 — 批号 TB0921 · 牛奶巧克力\n"
  "已加晶种 · 大理石台调温 · 脆断测试通过\n"
  "巧克力师备注：三连涨做空、持有 2 天：2024 年 ⟦10@B.total_trades⟧ 笔赚 ⟦+1,202@B.total_pnl⟧ 点，最大回撤 "
  "⟦603.5@B.max_drawdown⟧；2023 年只赚 ⟦+61.75@A.total_pnl⟧。\n"
  "11:20 入模。"),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES sauna',
  "CLUB DE SAUNA — LIBRO DE ASISTENCIA, Sociedad Löyly de Jaca\n"
  "Estufa encendida 17:00 · bancos fregados · ramas de abedul listas\n"
  "Anotación del encargado: vender tras tres alzas, salida a 2 días: en 2024 acertó el "
  "⟦55,6 %@B.win_rate~A.win_rate!⟧ de ⟦10@B.total_trades⟧ operaciones y ganó ⟦+1202@B.total_pnl⟧ puntos.\n"
  "Última ronda 21:30."),
E('b_fade_2023_vs_2024', 'wrong_year', 'nl-NL rivercross',
  "RIVIERPONT — GETIJDEN-OVERTOCHTLOGBOEK, pont P3, Westerschelde\n"
  "Steiger S1 · opkomend tij · overtocht C2\n"
  "Aantekening van de schipper: drie stijgers fade, 2 dagen: 2024 leverde ⟦+1.202@B.total_pnl⟧ punten op bij een "
  "maximale drawdown van ⟦1.685,25@B.max_drawdown~A.max_drawdown!⟧.\n"
  "Laatste overtocht 22:45."),
E('b_fade_2023_vs_2024', 'miscomputed', 'en-US plucking',
  "PLUCKING TALLY — Charleston Tea Garden, field F7, crew G2\n"
  "Two leaves and a bud · baskets to the weighing shed\n"
  "Field clerk's note: fading three up days, 2-day exit: 2024 made ⟦+1,202@B.total_pnl⟧ points against 2023's "
  "⟦+61.75@A.total_pnl⟧ — about ⟦24.5@B.total_pnl/A.total_pnl!⟧ times as much, by my math.\n"
  "Weighed in 11:30."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'pt-BR harpcard',
  "FICHA DE REVISÃO DE HARPA — Salvi «Daphne», cliente C0510\n"
  "Lá A440 · pedais regulados · corda de tripa trocada\n"
  "Nota do afinador: compra após duas quedas, em dinheiro por contrato: NQ ⟦−61.215,40@row('NQ').total_pnl_currency⟧, "
  "ES ⟦+130.751,25@row('ES').total_pnl_currency⟧. Só o ES funciona.\n"
  "Próxima afinação às 10:00."),
E('x_compare_two_down', 'faithful', 'en-GB sauna',
  "SAUNA CLUB — ATTENDANCE LEDGER, Löyly Society, Harrogate\n"
  "Stove lit 17:00 · benches scrubbed · birch whisks out\n"
  "Steward's entry: buying after two down days works on ES (profit factor ⟦2.09@row('ES').profit_factor⟧, Sharpe "
  "⟦1.67@row('ES').sharpe⟧) but not on NQ (⟦0.79@row('NQ').profit_factor⟧, ⟦−0.69@row('NQ').sharpe⟧).\n"
  "Last round 21:30."),
E('x_compare_two_down', 'faithful', 'nl-NL orchid',
  "ORCHIDEEËNSHOW — JUREERFORMULIER, klasse C7, inzending E0409\n"
  "Geslacht: Masdevallia · inzender: mevrouw De Vries\n"
  "Opmerking van de jury: kopen na twee dalende dagen: NQ ⟦97@row('NQ').trades⟧ trades, ⟦39,2%@row('NQ').win_rate⟧ "
  "winnend; ES ⟦64@row('ES').trades⟧ trades, ⟦54,7%@row('ES').win_rate⟧ winnend.\n"
  "Prijs: AM; lint om 12:30."),
E('x_compare_two_down', 'wrong_row', 'zh-CN rivercross',
  "渡船 · 候潮过江日志 — 渡船 D1 · 长江口\n"
  "码头 S2 · 落潮 · 航次 C1\n"
  "船老大记录：连跌两天后买入：NQ ⟦97@row('NQ').trades⟧ 笔，胜率 ⟦54.7%@row('NQ').win_rate~row('ES').win_rate!⟧；"
  "ES 夏普 ⟦1.67@row('ES').sharpe⟧。\n"
  "22:45 末班。"),
E('x_compare_two_down', 'wrong_unit', 'ja-JP drystone',
  "空積み石垣 作業票 ― 現場DS0925・野面積み\n"
  "区画S2・根石据え付け済・勾配確認\n"
  "石工メモ：二日続落の押し目買い、ESは合計⟦+2,615.0@row('ES').total_pnl~row('ES').total_pnl!⟧ドルでPF"
  "⟦2.09@row('ES').profit_factor⟧、NQはPF⟦0.79@row('NQ').profit_factor⟧。\n"
  "16:00 天端完了予定。", unit_note='index points quoted as dollars'),
E('x_compare_two_down', 'wrong_sign', 'de-DE beachhut',
  "STRANDHÜTTENBUCH — Promenade Binz, Hütte H17\n"
  "Schlüssel ausgegeben · Liegestühle gezählt\n"
  "Eintrag des Strandwarts: Kauf nach zwei Minustagen: NQ Erwartungswert ⟦+31,55@row('NQ').expectancy!⟧ Punkte pro Trade, "
  "ES ⟦+40,86@row('ES').expectancy⟧.\n"
  "Schlüssel zurück bis 18:00."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'de-DE bobsleigh',
  "BOB — ZEITNAHMEBLATT, Kunsteisbahn Altenberg, Lauf H1\n"
  "Schlitten GER2 · Pilot Friedrich · Anschieber Margis\n"
  "Notiz des Zeitnehmers: NQ + ES mit 1 % Risiko: Endkapital ⟦1.048.758,95@final_equity⟧, Rendite ⟦4,88 %@return_pct⟧, "
  "Max-Drawdown ⟦78.853,15@max_drawdown⟧ (⟦7,2 %@max_drawdown_pct⟧).\n"
  "Start 10:42."),
E('x_portfolio_two_down', 'faithful', 'pt-BR icehike',
  "PERMISSÃO DE CAMINHADA NO GLACIAR — canhoto GP1109, Perito Moreno\n"
  "Grupo P3 · grampões e capacetes entregues · guia: Mateo\n"
  "Nota do guia: carteira NQ + ES, ⟦161@trades⟧ operações: a perna NQ perdeu ⟦86.112,30@leg('NQ').pnl|neg⟧, "
  "a ES ganhou ⟦134.871,25@leg('ES').pnl⟧.\n"
  "Retorno ao refúgio até 16:00."),
E('x_portfolio_two_down', 'faithful', 'it-IT drystone',
  "MURO A SECCO — SCHEDA LAVORO, cantiere MS0417, Cinque Terre\n"
  "Tratto T3 · fondazione posata · pietre passanti · scarpa verificata\n"
  "Nota del muratore: portafoglio NQ + ES su ⟦1.000.000@capital⟧, rischio 1 % per trade: utile ⟦+48.758,95@total_pnl⟧, "
  "cioè ⟦4,88%@return_pct⟧.\n"
  "Copertina posata alle 16:00."),
E('x_portfolio_two_down', 'wrong_sign', 'ru-RU temper',
  "ЖУРНАЛ ТЕМПЕРИРОВАНИЯ — партия TB1015, тёмная кувертюра\n"
  "Засев · темперирование на мраморе · тест на излом пройден\n"
  "Запись шоколатье: портфель NQ + ES, риск 1% на сделку: итог ⟦−48\u00a0758,95@total_pnl!⟧, "
  "нога ES ⟦+134\u00a0871,25@leg('ES').pnl⟧.\n"
  "Отлито в 11:20."),
E('x_portfolio_two_down', 'invented', 'es-ES marionette',
  "HOJA DE PIES — Teatro de Marionetas, «La flauta mágica», acto II, pie Q14\n"
  "Puente: Papageno en los hilos guía · luz al GO\n"
  "Nota del apuntador: cartera NQ + ES con 1 % de riesgo: beneficio ⟦+48.758,95@total_pnl⟧ y caída máxima "
  "⟦91.420,50@max_drawdown!⟧.\n"
  "Telón a las 21:50."),
E('x_portfolio_two_down', 'wrong_column', 'ja-JP harpcard',
  "ハープ調律サービスカード ― 青山ハープ・顧客番号H0915\n"
  "ピッチA440・ペダル調整済\n"
  "調律師メモ：NQとESの二脚ポートフォリオ、資金⟦100万@capital⟧に対し利益⟦+48,758.95@total_pnl⟧、リターン"
  "⟦7.20%@return_pct~max_drawdown_pct!⟧。\n"
  "次回調律 10:00。"),
]
