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


def trd(date, col='pnl'):
    return f"trd('{date}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'pt-BR lantern',
  "FESTA DAS LANTERNAS — FICHA DE CARRO, carro C12 «A Carpa»\n"
  "Armações amarradas · lanternas acesas · carregadores P1–P8 a postos\n"
  "Nota do chefe do carro: comprar com RSI(14) abaixo de 30 fez ⟦36@total_trades⟧ operações, só "
  "⟦19,4%@win_rate⟧ vencedoras, e perdeu ⟦917,4@total_pnl|neg⟧ pontos; fator de lucro ⟦0,76@profit_factor⟧.\n"
  "O carro sai às 19:30."),
E('b_rsi_long', 'faithful', 'zh-CN grinder',
  "手摇风琴 · 街头表演许可证 — 许可证 SP0315 · 南锣鼓巷\n"
  "禁止扩音 · 禁止带猴子\n"
  "巡查员批注：RSI(14) 跌破 30 做多、持有 5 天、止损 1% 的回测共 ⟦36@total_trades⟧ 笔，其中 ⟦28@" + STOPS +
  "⟧ 笔止损出场；最大回撤 ⟦1,368.1@max_drawdown⟧ 点，夏普 ⟦−0.46@sharpe⟧。\n"
  "18:00 前收摊。"),
E('b_rsi_long', 'faithful', 'pl-PL hedgelay',
  "KONKURS PLECENIA ŻYWOPŁOTU — KARTA ZAWODNIKA, działka D3\n"
  "Pędy nacięte · paliki wbite · wiązanie z leszczyny\n"
  "Uwaga sędziego: najlepsza transakcja strategii RSI weszła ⟦28 marca@D:2024-03-28⟧ i dała "
  "⟦+680,5@" + trd('2024-03-28') + "⟧ pkt, najgorsza ⟦−163@worst_trade⟧; kup i trzymaj straciłoby "
  "⟦7162,75@buy_and_hold_pnl|neg⟧ pkt.\n"
  "Koniec pracy o 14:00."),
E('b_rsi_long', 'wrong_sign', 'de-DE beetweigh',
  "WAAGESCHEIN WS0412 — Zuckerfabrik Uelzen\n"
  "Spedition: Heide-Agrar · Anhänger AH7 · Erdanhang beprobt · Platz B3\n"
  "Vermerk des Wiegemeisters: RSI-Long (RSI(14) < 30, 5 Tage, 1 % Stopp): ⟦36@total_trades⟧ Trades, "
  "Erwartungswert je Trade ⟦+25,48@expectancy!⟧ Punkte, Trefferquote ⟦19,4 %@win_rate⟧.\n"
  "Über die Waage 14:25."),
E('b_rsi_long', 'misrounded', 'it-IT icefish',
  "DIARIO DI CAPANNO DA PESCA SUL GHIACCIO — lago di Resia, capanno C4\n"
  "Fori F1–F3 praticati · esche in acqua · stufa accesa\n"
  "Nota del pescatore: nel test RSI sotto 30 le ⟦7@winning_trades⟧ operazioni vincenti hanno reso in media "
  "⟦405,6@avg_win!⟧ punti, le ⟦29@losing_trades⟧ perdenti ne hanno lasciati ⟦129,5@avg_loss|neg⟧.\n"
  "Lenze ritirate alle 17:40."),
E('b_rsi_long', 'wrong_column', 'es-ES cooper',
  "RECUENTO DE DUELAS — tonelería de Jerez, banco C4, pedido PD0611\n"
  "Roble americano · duelas juntadas · aros A1–A4 batidos\n"
  "Nota del tonelero: en la estrategia RSI la ganancia media de las operaciones ganadoras fue de "
  "⟦680,5@avg_win~best_trade!⟧ puntos, frente a una pérdida media de ⟦129,5@avg_loss|neg⟧.\n"
  "Barricas al tostado a las 13:00."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'es-ES automaton',
  "NOTA DE RESTAURACIÓN DE AUTÓMATA — «El Escribano», expediente AR0409\n"
  "Levas limpias · muelle real retensado · fuelles forrados de nuevo\n"
  "Nota del restaurador: vender tras tres alzas con objetivo 50 y stop 30 dio ⟦47@total_trades⟧ operaciones, "
  "⟦21@winning_trades⟧ ganadoras (⟦44,7 %@win_rate⟧), ⟦+270@total_pnl⟧ puntos y factor de beneficio "
  "⟦1,35@profit_factor⟧.\n"
  "Recogida prevista a las 11:00."),
E('b_fade_3up', 'faithful', 'nl-NL icefish',
  "IJSVISSERSHUT — LOGBOEK, Lauwersmeer, hut H4\n"
  "Wakken W1–W3 geboord · peuters in het water · kacheltje aan\n"
  "Aantekening van de visser: de short na drie stijgende dagen (doel 50, stop 30) won in 2023 maar "
  "⟦+30@" + Y23 + "⟧ punten over ⟦31@" + N23 + "⟧ trades en in 2024 ⟦+240@" + Y24 + "⟧ over ⟦16@" + N24 + "⟧.\n"
  "Lijnen binnen om 17:40."),
E('b_fade_3up', 'faithful', 'pl-PL tubepost',
  "POCZTA PNEUMATYCZNA — DZIENNIK LINII, urząd PP1, linia L4\n"
  "Naboje N1–N4 w obiegu · dmuchawa włączona\n"
  "Wpis dyżurnego: krótka sprzedaż po trzech wzrostach od 2023 r. — ⟦47@total_trades⟧ transakcji, maks. "
  "obsunięcie ⟦190@max_drawdown⟧ pkt, Sharpe ⟦0,69@sharpe⟧; kup i trzymaj ⟦−7162,75@buy_and_hold_pnl⟧.\n"
  "Linia zamknięta o 20:00."),
E('b_fade_3up', 'wrong_year', 'en-US lantern',
  "LANTERN FESTIVAL — FLOAT CARD, float F12 'Golden Carp'\n"
  "Frames wired · lanterns lit · bearers B1–B8 ready\n"
  "Float marshal's note: the three-up-days short (50-point target, 30-point stop) made ⟦+240@" + Y24 + "⟧ points in "
  "2024 across ⟦31@" + N24 + "~" + N23 + "!⟧ trades.\n"
  "Float moves off 19:30."),
E('b_fade_3up', 'wrong_unit', 'ru-RU beetweigh',
  "ВЕСОВОЙ ТАЛОН VT0412 — сахарный завод, Лебедянь\n"
  "Перевозчик: Агро-Транс · прицеп PR7 · грязевая тара отобрана · площадка B3\n"
  "Пометка весовщика: шорт после трёх растущих дней — ⟦47@total_trades⟧ сделок, итог ⟦+270@total_pnl⟧ пунктов, "
  "максимальная просадка ⟦190\u00a0%@max_drawdown~max_drawdown!⟧.\n"
  "Съезд с весов в 14:25.",
  unit_note='a drawdown in index points quoted as a percent'),
E('b_fade_3up', 'coincidental', 'zh-CN hedgelay',
  "树篱编织赛 · 选手卡 — 中部式 · 地块 P2\n"
  "枝条已劈 · 木桩已打 · 榛条已编\n"
  "裁判点评：连涨三天后做空（止盈 50、止损 30），2024 年共 ⟦22@" + N24 + "!⟧ 笔交易，赚了 ⟦+240@" + Y24 +
  "⟧ 点，比 2023 年的 ⟦+30@" + Y23 + "⟧ 好得多。\n"
  "14:00 收工。"),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'de-DE hedgelay',
  "HECKENLEGEN — WETTBEWERBSKARTE, Parzelle P3, Midland-Stil\n"
  "Stämme angeschlagen · Pfähle gesetzt · Haselgeflecht eingezogen\n"
  "Bemerkung der Jury: Long beim Kreuzen über die SMA(20), 10 Tage halten — ⟦16@total_trades⟧ Trades, nur "
  "⟦4@winning_trades⟧ Gewinner, ⟦−4.681,25@total_pnl⟧ Punkte, max. Drawdown ⟦4.864,5@max_drawdown⟧.\n"
  "Werkzeug nieder 14:00."),
E('b_sma_cross', 'faithful', 'en-US porcelain',
  "KILN FIRING CARD — Trenton pottery works NJ, kiln K2, firing F0912\n"
  "Bisque firing · cones placed · saggars stacked\n"
  "Kiln master's note: the best SMA-cross trade went in on ⟦9/12/2023@D:2023-09-12⟧ for "
  "⟦+1,270@" + trd('2023-09-12') + "⟧ points; 2023 overall lost ⟦1,096.8@" + Y23 + "|neg⟧ and 2024 lost "
  "⟦3,584.5@" + Y24 + "|neg⟧.\n"
  "Kiln opened 07:30."),
E('b_sma_cross', 'faithful', 'ja-JP cooper',
  "樽材集計表 ― 宮城峡の樽工房・作業台C2・注文BO0917\n"
  "ミズナラ材・側板継ぎ済・タガH1〜H4打ち込み済\n"
  "樽職人メモ：終値がSMA(20)を上抜けたら買い・10日保有の検証は⟦16@total_trades⟧回中⟦12@losing_trades⟧回が負け、"
  "勝率⟦25%@win_rate⟧、合計⟦−4,681.25@total_pnl⟧ポイント。\n"
  "13:00 焼き場へ搬出。"),
E('b_sma_cross', 'wrong_year', 'zh-CN automaton',
  "机械人偶 · 维修记录 — 「弓箭童子」，工单 AR0917\n"
  "凸轮已清洗 · 主发条重新上紧 · 丝线更换\n"
  "修复师备注：收盘上穿 SMA(20) 做多、持有 10 天，2023 年亏了 ⟦3,584.5@" + Y23 + "~" + Y24 + "|neg!⟧ 点；"
  "全程 ⟦16@total_trades⟧ 笔交易，胜率 ⟦25%@win_rate⟧。\n"
  "11:00 取件。"),
E('b_sma_cross', 'wrong_sign', 'es-ES grinder',
  "ORGANILLO — PERMISO DE VÍA PÚBLICA OP0315, Plaza Mayor de Madrid\n"
  "Sin amplificación · mono no permitido\n"
  "Nota del agente: la estrategia de cruce sobre la SMA(20) hizo ⟦16@total_trades⟧ operaciones con un ratio de "
  "Sharpe de ⟦1,11@sharpe!⟧ y factor de beneficio ⟦0,37@profit_factor⟧.\n"
  "Plaza despejada antes de las 18:00."),
E('b_sma_cross', 'invented', 'ru-RU cocoon',
  "КНИГА УЧЁТА КОКОНОВ — шелководческая ферма, выкормочная R1, партия SK0917\n"
  "Лист шелковицы задан · коконники установлены · коконы отсортированы\n"
  "Запись шелковода: пересечение SMA(20), удержание 10 дней — ⟦16@total_trades⟧ сделок, средний убыток "
  "⟦−731,4@avg_loss!⟧ пункта, средняя прибыль ⟦686,4@avg_win⟧.\n"
  "Коконы на размотку в 10:30."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'it-IT reptile',
  "RETTILARIO — LAVAGNA DEI PASTI, teca T4 (varano di Komodo)\n"
  "Ratti scongelati · pinze pulite · nebulizzazione fatta\n"
  "Nota del guardiano: short 2024 sotto il minimo precedente (target dell'1%, uscita a 3 giorni): "
  "⟦79@total_trades⟧ operazioni, ⟦+1.183,1@total_pnl⟧ punti, profit factor ⟦1,39@profit_factor⟧.\n"
  "Luci spente alle 17:00."),
E('b_breakdown_short_2024', 'faithful', 'pt-BR cocoon',
  "LIVRO DE CASULOS — sericicultura em Nova Esperança (PR), barracão B1, lote LS0131\n"
  "Folha de amoreira servida · bosques montados · casulos classificados\n"
  "Anotação do sericicultor: a melhor operação da venda no rompimento entrou em ⟦11/01@D:2024-01-11⟧ e rendeu "
  "⟦+171,7@best_trade⟧; a pior, em ⟦5/01@D:2024-01-05⟧, perdeu ⟦87,3@worst_trade|neg⟧.\n"
  "Casulos para a fiação às 10:30."),
E('b_breakdown_short_2024', 'faithful', 'fr-FR tubepost',
  "PNEUMATIQUE — REGISTRE DE LIGNE, bureau PN3, ligne L2\n"
  "Curseurs C1 à C6 en rotation · soufflante en marche · joints vérifiés\n"
  "Note de l'agent : vente sous le plus bas de la veille en 2024 — ⟦32@winning_trades⟧ gagnantes sur "
  "⟦79@total_trades⟧, gain moyen ⟦131,84@avg_win⟧, perte moyenne ⟦64,59@avg_loss|neg⟧, Sharpe ⟦1,35@sharpe⟧.\n"
  "Ligne fermée à 20:00."),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES automaton',
  "NOTA DE RESTAURACIÓN DE AUTÓMATA — «La Dibujante», expediente AR0131\n"
  "Levas limpias · muelle real retensado · fuelles forrados de nuevo\n"
  "Nota del restaurador: en el corto de ruptura de 2024 la operación del ⟦11/01@D:2024-01-11⟧ fue la mejor, con "
  "⟦+165,23@" + trd('2024-01-11') + "~" + trd('2024-01-30') + "!⟧ puntos; en total, ⟦+1183,1@total_pnl⟧.\n"
  "Recogida prevista a las 11:00."),
E('b_breakdown_short_2024', 'wrong_unit', 'en-US lantern',
  "LANTERN FESTIVAL — FLOAT CARD, float F7 'Red Phoenix'\n"
  "Frames wired · lanterns lit · bearers B1–B8 ready\n"
  "Float marshal's note: the 2024 breakdown short took ⟦79@total_trades⟧ trades, netted ⟦+1,183.1@total_pnl⟧ "
  "points and ran a profit factor of ⟦1.39%@profit_factor~profit_factor!⟧.\n"
  "Float moves off 19:30.",
  unit_note='a ratio (profit factor) quoted as a percent'),
E('b_breakdown_short_2024', 'miscomputed', 'ja-JP turbine',
  "風車点検記録 ― 宗谷岬ウィンドファーム・号機WT12\n"
  "ヨーブレーキ点検済・ブレード目視点検済・ギアオイル採取済\n"
  "技術員所見：2024年のブレイクダウン売りは平均利益⟦131.84@avg_win⟧に対し平均損失⟦64.59@avg_loss|neg⟧で、"
  "損益比は⟦2.40@avg_win/abs(avg_loss)!⟧倍。\n"
  "15:20 タワー降下。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR hedgelay',
  "CAMPEONATO DE SEBE ENTRELAÇADA — CARTÃO DO CONCORRENTE, lote L4\n"
  "Ramos entalhados · estacas cravadas · amarração de aveleira\n"
  "Observação do juiz: vender após três altas com saída em 2 dias rendeu só ⟦+61,75@A.total_pnl⟧ pontos em 2023 "
  "(⟦18@A.total_trades⟧ operações) e ⟦+1.202@B.total_pnl⟧ em 2024 (⟦10@B.total_trades⟧ operações).\n"
  "Ferramentas no chão às 14:00."),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR cocoon',
  "REGISTRE DES COCONS — magnanerie des Cévennes, chambrée R2, lot VS0602\n"
  "Feuille de mûrier distribuée · bruyère de montée posée · cocons triés\n"
  "Note du magnanier : le fade de trois hausses a mieux marché en 2024 — ⟦70\u202f%@B.win_rate⟧ de gagnants contre "
  "⟦55,6\u202f%@A.win_rate⟧ en 2023, facteur de profit ⟦2,82@B.profit_factor⟧ contre ⟦1,02@A.profit_factor⟧.\n"
  "Cocons au filage à 10:30."),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE reptile',
  "REPTILIENHAUS — FÜTTERUNGSTAFEL, Terrarium T4 (Komodowaran)\n"
  "Frostratten aufgetaut · Pinzetten gereinigt · Sprühnebel erledigt\n"
  "Notiz des Pflegers: Fade nach drei Plustagen, 2 Tage halten — 2023 max. Drawdown ⟦1.685,25@A.max_drawdown⟧ "
  "Punkte, 2024 nur ⟦603,5@B.max_drawdown⟧; 2024 war klar besser.\n"
  "Licht aus 17:00."),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU automaton',
  "ЗАМЕТКИ О РЕМОНТЕ АВТОМАТА — «Музыкантша», заказ AR0822\n"
  "Кулачки очищены · заводная пружина перетянута · мехи переклеены\n"
  "Запись реставратора: шорт после трёх растущих дней с выходом через 2 дня в 2023 г. дал "
  "⟦+1202@A.total_pnl~B.total_pnl!⟧ пункта на ⟦18@A.total_trades⟧ сделках.\n"
  "Выдача назначена на 11:00."),
E('b_fade_2023_vs_2024', 'wrong_year', 'ja-JP porcelain',
  "窯焚き記録カード ― 有田・登り窯K3・窯番F0417\n"
  "本焼き・ゼーゲルコーン設置済・匣鉢積み済\n"
  "窯主メモ：三連騰フェードの2024年のベストトレードは⟦+1,147.75@B.best_trade~A.best_trade!⟧ポイント、"
  "勝率は⟦70%@B.win_rate⟧。\n"
  "07:30 窯出し。"),
E('b_fade_2023_vs_2024', 'miscomputed', 'it-IT lantern',
  "SFILATA DELLE LANTERNE — SCHEDA CARRO, carro C12 «La Carpa d'Oro»\n"
  "Telai cablati · lanterne accese · portatori P1–P8 pronti\n"
  "Nota del capocarro: il fade dopo tre rialzi ha fatto ⟦+1.202@B.total_pnl⟧ punti nel 2024 contro "
  "⟦+61,75@A.total_pnl⟧ nel 2023, cioè ⟦1.104,25@B.total_pnl-A.total_pnl!⟧ punti in più.\n"
  "Il carro parte alle 19:30."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'it-IT cocoon',
  "REGISTRO DEI BOZZOLI — bachicoltura a Vittorio Veneto, bigattiera R2, partita BZ0602\n"
  "Foglia di gelso distribuita · bosco montato · bozzoli cerniti\n"
  "Nota del bachicoltore: comprare dopo due ribassi funziona solo sull'ES: ⟦64@row('ES').trades⟧ operazioni, "
  "⟦+2.615,0@row('ES').total_pnl⟧ punti, profit factor ⟦2,09@row('ES').profit_factor⟧; sul NQ "
  "⟦−3.060,77@row('NQ').total_pnl⟧.\n"
  "Bozzoli alla filanda alle 10:30."),
E('x_compare_two_down', 'faithful', 'nl-NL hedgelay',
  "HEGGENVLECHTEN — WEDSTRIJDKAART, perceel P2, Maasheggenstijl\n"
  "Stammen ingekapt · palen geslagen · vlechtwerk van hazelaar\n"
  "Opmerking van de jury: per contract verloor NQ ⟦61.215,40@row('NQ').total_pnl_currency|neg⟧ "
  "(⟦20@row('NQ').point_value⟧ per punt) en won ES ⟦130.751,25@row('ES').total_pnl_currency⟧ "
  "(⟦50@row('ES').point_value⟧ per punt); Sharpe ⟦−0,69@row('NQ').sharpe⟧ tegen ⟦1,67@row('ES').sharpe⟧.\n"
  "Gereedschap neer om 14:00."),
E('x_compare_two_down', 'faithful', 'fr-FR porcelain',
  "FICHE DE CUISSON — manufacture de Sèvres, four F2, cuisson C0417\n"
  "Cuisson de couverte · montres posées · gazettes empilées\n"
  "Note du chef de four : achat après deux baisses — NQ ⟦97@row('NQ').trades⟧ trades, ⟦39,2\u202f%@row('NQ').win_rate⟧ "
  "de réussite, drawdown ⟦4\u202f632,9@row('NQ').max_drawdown⟧ pts ; ES ⟦64@row('ES').trades⟧ trades, "
  "⟦54,7\u202f%@row('ES').win_rate⟧, drawdown ⟦420,85@row('ES').max_drawdown⟧.\n"
  "Four ouvert à 07:30."),
E('x_compare_two_down', 'wrong_row', 'en-GB cooper',
  "STAVE TALLY — Speyside cooperage, bench C4, order BO0611\n"
  "American oak · staves jointed · hoops H1–H4 driven\n"
  "Cooper's note: buying after two down days — NQ ran ⟦97@row('NQ').trades⟧ trades at a profit factor of "
  "⟦2.09@row('NQ').profit_factor~row('ES').profit_factor!⟧, ES ⟦64@row('ES').trades⟧ trades.\n"
  "Barrels to the char bay 13:00."),
E('x_compare_two_down', 'wrong_sign', 'pl-PL lantern',
  "ŚWIĘTO LAMPIONÓW — KARTA PLATFORMY, platforma P12 „Karp”\n"
  "Stelaże okablowane · lampiony zapalone · tragarze T1–T8 gotowi\n"
  "Uwaga kierownika platformy: kupno po dwóch spadkach — NQ ⟦97@row('NQ').trades⟧ transakcji i "
  "⟦+3060,8@row('NQ').total_pnl!⟧ pkt, ES ⟦64@row('ES').trades⟧ transakcje i ⟦+2615,0@row('ES').total_pnl⟧ pkt.\n"
  "Platforma rusza o 19:30."),
E('x_compare_two_down', 'wrong_unit', 'zh-CN icefish',
  "冰钓棚日志 — 松花湖 · 棚 S6\n"
  "冰眼 H1–H2 已钻 · 钓组下水 · 炉子点着\n"
  "钓友记录：连跌两天后做多，ES ⟦64@row('ES').trades⟧ 笔交易赚了 "
  "⟦130,751.25@row('ES').total_pnl_currency~row('ES').total_pnl_currency!⟧ 点，NQ 则亏损。\n"
  "17:40 收竿。",
  unit_note='currency per contract quoted as index points'),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'zh-CN porcelain',
  "瓷窑烧成卡 — 景德镇 · 窑 K3 · 窑次 F0417\n"
  "釉烧 · 测温锥已放 · 匣钵已码\n"
  "窑工备注：NQ 与 ES 组合（本金 ⟦100万@M.capital⟧，每笔风险 1%）共 ⟦161@M.trades⟧ 笔交易，期末权益 "
  "⟦1,048,758.95@M.final_equity⟧，收益 ⟦4.88%@M.return_pct⟧。\n"
  "07:30 开窑。"),
E('x_portfolio_two_down', 'faithful', 'pl-PL cooper',
  "ZESTAWIENIE KLEPEK — bednarnia w Zielonej Górze, stół S4, zamówienie ZB0611\n"
  "Dąb francuski · klepki spasowane · obręcze O1–O4 nabite\n"
  "Notatka bednarza: portfel NQ + ES zarobił ⟦48\u00a0758,95@M.total_pnl⟧; noga NQ straciła "
  "⟦86\u00a0112,30@leg('NQ').pnl|neg⟧, noga ES dała ⟦134\u00a0871,25@leg('ES').pnl⟧; maks. obsunięcie "
  "⟦78\u00a0853,15@M.max_drawdown⟧ (⟦7,20%@M.max_drawdown_pct⟧).\n"
  "Beczki do opalania o 13:00."),
E('x_portfolio_two_down', 'faithful', 'de-DE turbine',
  "WARTUNGSBLATT WEA — Windpark Bürgerwind, Anlage WEA12\n"
  "Azimutbremse geprüft · Rotorblätter gesichtet · Umrichterlogs gezogen\n"
  "Notiz des Technikers: Portfolio auf ⟦1.000.000@M.capital⟧ mit 1 % Risiko je Trade — Endkapital "
  "⟦1.048.758,95@M.final_equity⟧, Rendite ⟦4,88 %@M.return_pct⟧; ES trug ⟦276,6 %@leg('ES').contribution_pct⟧ "
  "bei, NQ ⟦−176,6 %@leg('NQ').contribution_pct⟧.\n"
  "Abstieg vom Turm 15:20."),
E('x_portfolio_two_down', 'wrong_sign', 'fr-FR grinder',
  "ORGUE DE BARBARIE — AUTORISATION DE STATIONNEMENT AB0315, place du Tertre\n"
  "Sans amplification · singe non autorisé\n"
  "Visa de l'agent : dans le portefeuille NQ + ES, la jambe NQ pèse ⟦+176,6\u202f%@leg('NQ').contribution_pct!⟧ "
  "du résultat total, la jambe ES ⟦276,6\u202f%@leg('ES').contribution_pct⟧.\n"
  "Place libérée avant 18:00."),
E('x_portfolio_two_down', 'wrong_column', 'en-US reptile',
  "REPTILE HOUSE — FEEDING BOARD, enclosure E2 (Burmese python)\n"
  "Defrosted rabbit out · hooks cleaned · humidity checked\n"
  "Keeper's note: the NQ + ES two-down-days portfolio on a million made "
  "⟦1,048,758.95@M.total_pnl~M.final_equity!⟧ over ⟦161@M.trades⟧ trades; max drawdown ⟦78,853.15@M.max_drawdown⟧.\n"
  "Lights down 17:00."),
E('x_portfolio_two_down', 'misrounded', 'en-GB cocoon',
  "SILK FARM — COCOON LEDGER, rearing shed R2, batch SB0917\n"
  "Mulberry leaf fed · mounting frames up · cocoons graded\n"
  "Sericulturist's entry: the NQ + ES portfolio returned ⟦4.87%@M.return_pct!⟧ on the million, with ES carrying it "
  "(⟦+134,871.25@leg('ES').pnl⟧) and NQ dragging (⟦−86,112.30@leg('NQ').pnl⟧).\n"
  "Cocoons to the reeling shed 10:30."),
]
