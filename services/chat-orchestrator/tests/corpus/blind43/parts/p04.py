"""Backtests, the comparison and the portfolio. Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"

ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'ru-RU quarry',
  "КАРЬЕР — ЖУРНАЛ ВЗРЫВНЫХ РАБОТ, уступ B1, забой F3\n"
  "Скважины заряжены, сирена подана\n"
  "Заметка взрывника: лонг по RSI(14) < 30, выход через 5 дней, стоп 1% — ⟦36@total_trades⟧ сделок, прибыльных "
  "⟦7@winning_trades⟧ (⟦19,4%@win_rate⟧), итог ⟦−917,44@total_pnl⟧ пункта, PF ⟦0,76@profit_factor⟧.\n"
  "Отбой в 13:05."),
E('b_rsi_long', 'faithful', 'pl-PL snowcone',
  "BUDKA Z LODEM KRUSZONYM — ZESTAWIENIE, budka B2, Sopot\n"
  "Syropy: malina, cola, blue curaçao · blok lodu L1\n"
  "Uwaga sprzedawcy: RSI(14) poniżej 30, long, 5 dni, stop 1%: ⟦36@total_trades⟧ transakcji, wynik "
  "⟦−917,4@total_pnl⟧ pkt, maks. obsunięcie ⟦1368,1@max_drawdown⟧; najlepsza ⟦+680,5@best_trade⟧ "
  "(wejście ⟦28 marca@D:2024-03-28⟧).\n"
  "Budka zamknięta o 20:00."),
E('b_rsi_long', 'faithful', 'nl-NL drivein',
  "DRIVE-IN PROJECTIELOGBOEK — scherm S2, drive-in Rosmalen\n"
  "Spoel R1 ingeregen · lamp gecontroleerd\n"
  "Notitie van de operateur: RSI(14) onder 30, long, 5 dagen, 1% stop: winrate ⟦19,4%@win_rate⟧, gemiddelde winst "
  "⟦+405,5@avg_win⟧, gemiddeld verlies ⟦−129,5@avg_loss⟧, Sharpe ⟦−0,46@sharpe⟧.\n"
  "Voorstelling 21:15."),
E('b_rsi_long', 'wrong_sign', 'en-US camelrace',
  "CAMEL RACE — RESULTS CARD, Al Marmoom, heat H2\n"
  "Winner: 'Shaheen' (robot jockey) · runner-up: 'Bariq'\n"
  "Steward's note: RSI(14) < 30 long, 5-day exit, 1% stop: ⟦36@total_trades⟧ trades, ⟦19.4%@win_rate⟧ winners, "
  "expectancy ⟦+25.48@expectancy!⟧ pts per trade, max drawdown ⟦1,368.1@max_drawdown⟧.\n"
  "Weighed in at 16:30; card signed."),
E('b_rsi_long', 'wrong_row', 'en-GB icecave',
  "GLACIER CAVE TOUR LOG — Svínafellsjökull, party T2\n"
  "Crampons issued · helmets checked · meltwater low\n"
  "Guide's note: RSI(14) long test — the best trade was the ⟦28 Mar@D:2024-03-28⟧ entry, held to the 5-day "
  "timeout for ⟦+369.25@trd('2024-03-28').pnl~trd('2024-02-09').pnl!⟧ pts; the first, ⟦31 Jan@D:2024-01-31⟧, "
  "stopped out at ⟦−163.0@trd('2024-01-31').pnl⟧.\n"
  "Out of the ice 15:40; all helmets back."),
E('b_rsi_long', 'coincidental', 'it-IT pipereed',
  "APPUNTI DELL'ANCIAIO — ancia A6 per chanter di cornamusa\n"
  "Canna del Var · pale raschiate · legatura fatta\n"
  "Nota dell'anciaio: RSI(14) sotto 30, long, uscita a 5 giorni, stop 1% — ⟦36@total_trades⟧ operazioni, "
  "⟦10@winning_trades!⟧ vincenti, totale ⟦−917,4@total_pnl⟧ punti, profit factor ⟦0,76@profit_factor⟧.\n"
  "Legata e lasciata riposare."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'en-GB pipereed',
  "REED NOTES — chanter reed R3, Var cane\n"
  "Blades scraped · staple S2 · bridle set\n"
  "Reedmaker's note: fading three up days (50-pt target, 30-pt stop) since 2023 — ⟦47@total_trades⟧ trades, "
  "⟦21@winning_trades⟧ winners, ⟦+270@total_pnl⟧ pts, PF ⟦1.35@profit_factor⟧, max DD ⟦190@max_drawdown⟧; "
  "2023: ⟦+30@" + Y23 + "⟧, 2024: ⟦+240@" + Y24 + "⟧.\n"
  "Bound and left overnight to settle."),
E('b_fade_3up', 'faithful', 'pl-PL hatcheck',
  "NUMEREK Z SZATNI — SZ0715\n"
  "Oddano: melonik, płaszcz · wieszak W3\n"
  "Uwaga szatniarki: short po trzech wzrostowych dniach, cel 50, stop 30, od 2023 r.: ⟦47@total_trades⟧ transakcji, "
  "skuteczność ⟦44,7%@win_rate⟧, wynik ⟦+270@total_pnl⟧ pkt, Sharpe ⟦0,69@sharpe⟧.\n"
  "Odbiór za okazaniem; szatnia czynna do 23:00."),
E('b_fade_3up', 'faithful', 'zh-CN icecave',
  "冰川冰洞导览日志 — 冰洞 T1 团 · 达古冰川\n"
  "冰爪已发 · 头盔已检\n"
  "向导备注：连涨三天做空（止盈 50 点、止损 30 点），2023 年以来 ⟦47@total_trades⟧ 笔，赢 ⟦21@winning_trades⟧ 笔，"
  "总盈亏 ⟦+270@total_pnl⟧ 点；其中 2023 年 ⟦31@" + N23 + "⟧ 笔 ⟦+30@" + Y23 + "⟧ 点；2024 年 ⟦16@" + N24 + "⟧ 笔 "
  "⟦+240@" + Y24 + "⟧ 点。\n"
  "15:40 出洞。"),
E('b_fade_3up', 'wrong_year', 'nl-NL pianocard',
  "PIANOKAART — stemwerkplaats W1, Blüthner model A\n"
  "Stemtoon A440 · mechaniek afgesteld\n"
  "Notitie van de stemmer: drie stijgende dagen shorten, doel 50 / stop 30, sinds 2023: totaal ⟦+270@total_pnl⟧ "
  "punten over ⟦47@total_trades⟧ trades; in 2023 alleen al ⟦+240@" + Y23 + "~" + Y24 + "!⟧.\n"
  "Volgende stembeurt 09:30."),
E('b_fade_3up', 'miscomputed', 'fr-FR accession',
  "FICHE D'ACCESSION — Jardin des Plantes, n° JP23066\n"
  "Taxon : Puya raimondii · serre S3\n"
  "Note du conservateur : vente après trois hausses, objectif 50, stop 30, depuis 2023 : ⟦21@winning_trades⟧ gains "
  "à 50 et ⟦26@losing_trades⟧ stops à 30, soit ⟦870@losing_trades*30!⟧ points perdus ; total "
  "⟦+270@total_pnl⟧.\n"
  "Étiquette gravée ; vérifiée."),
E('b_fade_3up', 'wrong_year', 'en-US camelrace',
  "CAMEL RACE — RESULTS CARD, Al Marmoom, heat H4\n"
  "Winner: 'Bariq' (robot jockey) · runner-up: 'Zafran'\n"
  "Steward's note: three-up-day fade (50 target / 30 stop) — 2024 saw ⟦31@" + N24 + "~" + N23 + "!⟧ trades for "
  "⟦+240@" + Y24 + "⟧ points; overall ⟦47@total_trades⟧ trades, ⟦+270@total_pnl⟧.\n"
  "Weighed in at 16:30."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'ru-RU camelrace',
  "ВЕРБЛЮЖЬИ БЕГА — КАРТОЧКА РЕЗУЛЬТАТОВ, Аль-Вахба, заезд H1\n"
  "Победитель: «Барик» (робот-жокей)\n"
  "Заметка стюарда: лонг на пересечении SMA(20), держим 10 дней — ⟦16@total_trades⟧ сделок, в плюсе "
  "⟦4@winning_trades⟧, итог ⟦−4681,25@total_pnl⟧ пункта; 2023 г.: ⟦−1096,8@" + Y23 + "⟧, 2024 г.: "
  "⟦−3584,5@" + Y24 + "⟧.\n"
  "Взвешивание в 16:30."),
E('b_sma_cross', 'faithful', 'pl-PL pipereed',
  "NOTATKI STROIKARZA DUDZIARSKIEGO — stroik S2\n"
  "Trzcina z Var · obejma założona\n"
  "Uwaga stroikarza: przecięcie SMA(20) w górę, long na 10 dni: ⟦16@total_trades⟧ transakcji, skuteczność "
  "⟦25%@win_rate⟧, maks. obsunięcie ⟦4864,5@max_drawdown⟧ pkt; najlepsza ⟦+1270@best_trade⟧ "
  "(⟦12 września 2023@D:2023-09-12⟧), najgorsza ⟦−1800,75@worst_trade⟧.\n"
  "Owinięty, odstawiony na noc."),
E('b_sma_cross', 'faithful', 'zh-CN accession',
  "植物园 · 登录卡 — 西双版纳植物园 · 登录号 XB22017\n"
  "学名：Dipterocarpus turbinatus · 样地 P3\n"
  "园丁备注：收盘上穿 SMA(20) 做多、持有 10 天：共 ⟦16@total_trades⟧ 笔，胜率 ⟦25%@win_rate⟧，总亏损 "
  "⟦4,681.25@total_pnl|neg⟧ 点，盈利因子 ⟦0.37@profit_factor⟧，夏普 ⟦−1.11@sharpe⟧。\n"
  "标牌已刻好。"),
E('b_sma_cross', 'wrong_year', 'es-ES quarry',
  "CANTERA — PARTE DE VOLADURA, banco B4, frente F2\n"
  "Barrenos cargados y retacados · vigías apostados · sirena\n"
  "Nota del artillero: cruce al alza de la SMA(20), largo 10 días: ⟦16@total_trades⟧ operaciones, total "
  "⟦−4681,25@total_pnl⟧ puntos; solo en 2023 se perdieron ⟦3584,5@" + Y23 + "|neg~" + Y24 + "!⟧.\n"
  "Fin de alerta a las 13:05."),
E('b_sma_cross', 'wrong_sign', 'pt-BR icecave',
  "DIÁRIO DE PASSEIO NA CAVERNA DE GELO — geleira Perito Moreno, grupo G5\n"
  "Grampões entregues · capacetes conferidos\n"
  "Nota do guia: compra no cruzamento da SMA(20), 10 dias: ⟦16@total_trades⟧ operações, ⟦4@winning_trades⟧ "
  "vencedoras, resultado total ⟦+4.681,25@total_pnl!⟧ pontos, drawdown máximo ⟦4.864,5@max_drawdown⟧.\n"
  "Saída do gelo às 15:40."),
E('b_sma_cross', 'invented', 'ja-JP drivein',
  "ドライブインシアター 映写記録 ― スクリーンS1・お台場\n"
  "巻R1装填・ランプ点検\n"
  "映写技師メモ：SMA(20)上抜けで買い・10日保有。⟦16@total_trades⟧回の取引で勝率 ⟦25%@win_rate⟧、損益合計 "
  "⟦−4,681.25@total_pnl⟧、シャープレシオ ⟦−0.79@sharpe!⟧。\n"
  "21:15 上映開始。"),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'en-US drivein',
  "DRIVE-IN PROJECTION LOG — Screen S1, Sky-Vue Drive-In\n"
  "Reel R1 laced · lamp checked · FM transmitter on\n"
  "Projectionist's note: 2024 breakdown short (1% target, 0.5% stop, 3-day exit) — ⟦79@total_trades⟧ trades, "
  "⟦40.5%@win_rate⟧ winners, ⟦+1,183.1@total_pnl⟧ pts, PF ⟦1.39@profit_factor⟧, max DD ⟦316.3@max_drawdown⟧.\n"
  "Show starts 21:15."),
E('b_breakdown_short_2024', 'faithful', 'en-GB hatcheck',
  "CLOAKROOM TICKET — no. HC0731, Royal Opera House\n"
  "Item: bowler hat, brolly · peg P9\n"
  "Attendant's note: shorting closes below the prior low in 2024 — best trade ⟦+171.7@best_trade⟧ on "
  "⟦11 Jan@D:2024-01-11⟧, worst ⟦−87.3@worst_trade⟧ on ⟦5 Jan@D:2024-01-05⟧; ⟦32@winning_trades⟧ winners of "
  "⟦79@total_trades⟧.\n"
  "Present ticket to reclaim; cloakroom closes 23:00."),
E('b_breakdown_short_2024', 'faithful', 'it-IT pipereed',
  "APPUNTI DELL'ANCIAIO — ancia A2, canna di Provenza\n"
  "Pale raschiate · legatura fatta\n"
  "Nota dell'anciaio: short sulla rottura del minimo, 2024 — ⟦79@total_trades⟧ operazioni, vincita media "
  "⟦+131,8@avg_win⟧, perdita media ⟦−64,6@avg_loss⟧, Sharpe ⟦1,35@sharpe⟧; il buy & hold perdeva "
  "⟦8.634,75@buy_and_hold_pnl|neg⟧.\n"
  "Legata, riposa fino a domani."),
E('b_breakdown_short_2024', 'wrong_sign', 'de-DE accession',
  "AKZESSIONSKARTE — Botanischer Garten Berlin, Akz. BG24017\n"
  "Taxon: Wollemia nobilis · Haus H6\n"
  "Notiz des Kurators: Breakdown-Short 2024: ⟦79@total_trades⟧ Trades, ⟦+1.183,1@total_pnl⟧ Punkte; zum Vergleich "
  "Buy & Hold ⟦+8.634,75@buy_and_hold_pnl!⟧ Punkte.\n"
  "Etikett graviert; geprüft."),
E('b_breakdown_short_2024', 'wrong_column', 'nl-NL kitesurf',
  "KITESURFSCHOOL — BOEKINGSLIJST, spot K1, Brouwersdam\n"
  "Leerling: Noor · kite A3 · board B2\n"
  "Notitie van de instructeur: short onder de vorige low, 2024: ⟦32@winning_trades⟧ winnaars met gemiddeld "
  "⟦+171,7@avg_win~best_trade!⟧ punten, ⟦47@losing_trades⟧ verliezers met gemiddeld ⟦−64,6@avg_loss⟧.\n"
  "Les om 11:00, als de wind meewerkt."),
E('b_breakdown_short_2024', 'coincidental', 'zh-CN camelrace',
  "骆驼赛 · 成绩卡 — 马尔穆姆赛场 · H2 组\n"
  "冠军：“沙欣”（机器人骑手）\n"
  "裁判备注：2024 年跌破前低做空（止盈 1%、止损 0.5%、3 天离场）：⟦79@total_trades⟧ 笔，胜率 "
  "⟦40.5%@win_rate⟧，盈利因子 ⟦1.33@profit_factor!⟧，总盈利 ⟦+1,183.1@total_pnl⟧ 点。\n"
  "16:30 过磅完毕。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR hatcheck',
  "TICKET DE VESTIAIRE — n° VS0815\n"
  "Dépôt : chapeau melon, parapluie · patère P9\n"
  "Note de la dame du vestiaire : vente après trois hausses, sortie à 2 jours — 2023 : ⟦18@A.total_trades⟧ trades, "
  "⟦+61,75@A.total_pnl⟧ points ; 2024 : ⟦10@B.total_trades⟧ trades, ⟦+1\u202f202@B.total_pnl⟧ points, réussite "
  "⟦70\u202f%@B.win_rate⟧. Mieux en 2024.\n"
  "Retrait sur présentation ; fermeture 23:00."),
E('b_fade_2023_vs_2024', 'faithful', 'de-DE pianocard',
  "KLAVIERKARTE — Stimmwerkstatt W1, Grotrian G165\n"
  "Stimmton A440 · Mechanik reguliert\n"
  "Notiz des Klavierstimmers: Drei-Tage-Fade mit 2-Tage-Ausstieg — 2023 Profitfaktor ⟦1,02@A.profit_factor⟧, "
  "max. Drawdown ⟦1.685,25@A.max_drawdown⟧; 2024 Profitfaktor ⟦2,82@B.profit_factor⟧, Drawdown "
  "⟦603,5@B.max_drawdown⟧. 2024 klar besser.\n"
  "Nächster Termin 09:30."),
E('b_fade_2023_vs_2024', 'faithful', 'en-US makeready',
  "MAKE-READY SHEET — Heidelberg Windmill, job J2476\n"
  "Stock: cream laid · packing built up · register checked\n"
  "Pressman's note: the 3-up-day fade (2-day exit) worked better in 2024: ⟦+1,202@B.total_pnl⟧ pts on "
  "⟦10@B.total_trades⟧ trades at a ⟦70%@B.win_rate⟧ win rate, vs ⟦+61.75@A.total_pnl⟧ on ⟦18@A.total_trades⟧ "
  "trades in 2023.\n"
  "OK sheet pulled 10:15."),
E('b_fade_2023_vs_2024', 'wrong_year', 'pt-BR accession',
  "FICHA DE TOMBO — Jardim Botânico de Curitiba, tombo JC24005\n"
  "Táxon: Araucaria angustifolia · bosque B2\n"
  "Nota do curador: venda após três altas, saída em 2 dias — em 2024 foram ⟦10@B.total_trades⟧ operações, "
  "⟦70%@B.win_rate⟧ de acerto e fator de lucro ⟦1,02@B.profit_factor~A.profit_factor!⟧; em 2023, "
  "⟦18@A.total_trades⟧ operações e ⟦+61,75@A.total_pnl⟧ pontos.\n"
  "Placa gravada; conferida."),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT kitesurf',
  "SCUOLA DI KITESURF — FOGLIO PRENOTAZIONI, spot K2, Lo Stagnone\n"
  "Allievo: Marco · aquilone A3 · tavola T2\n"
  "Nota dell'istruttore: fade di tre rialzi, uscita a 2 giorni — nel 2023 miglior operazione "
  "⟦+465,75@A.best_trade~B.best_trade!⟧ punti e totale ⟦+61,75@A.total_pnl⟧; nel 2024 totale ⟦+1.202@B.total_pnl⟧ "
  "con ⟦7@B.winning_trades⟧ vincenti su ⟦10@B.total_trades⟧.\n"
  "Lezione alle 11:00, vento permettendo."),
E('b_fade_2023_vs_2024', 'derived', 'zh-CN pipereed',
  "风笛簧片制作笔记 — 主管簧片 R5 · 西班牙芦苇\n"
  "刮薄簧舌 · 装好箍圈\n"
  "制簧师备注：连涨三天做空、2 天离场：2023 年总盈亏 ⟦+61.75@A.total_pnl⟧ 点，2024 年 ⟦+1,202@B.total_pnl⟧ 点；"
  "2024 年多赚 ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ 点（我自己减出来的，结果里没有）。\n"
  "已绑好，放置一夜。"),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'es-ES accession',
  "FICHA DE ACCESIÓN — Jardín de Aclimatación de La Orotava, acc. JO22031\n"
  "Taxón: Euphorbia canariensis · cuadro C2\n"
  "Nota del conservador: compra tras dos días bajistas (salida a 3 días, stop 2%) — NQ: ⟦97@row('NQ').trades⟧ "
  "operaciones, ⟦−3060,77@row('NQ').total_pnl⟧ puntos, PF ⟦0,79@row('NQ').profit_factor⟧; ES: "
  "⟦64@row('ES').trades⟧, ⟦+2615,0@row('ES').total_pnl⟧ puntos, PF ⟦2,09@row('ES').profit_factor⟧.\n"
  "Etiqueta grabada."),
E('x_compare_two_down', 'faithful', 'en-GB pipereed',
  "REED NOTES — chanter reed R9, Spanish cane\n"
  "Blades scraped · bridle set\n"
  "Reedmaker's note: the two-down-days long works on ES, not on NQ — ES ⟦+130,751@row('ES').total_pnl_currency⟧ "
  "per contract (Sharpe ⟦1.67@row('ES').sharpe⟧), NQ ⟦−61,215@row('NQ').total_pnl_currency⟧ (Sharpe "
  "⟦−0.69@row('NQ').sharpe⟧). Compare currency, not points.\n"
  "Bound and left overnight."),
E('x_compare_two_down', 'faithful', 'pt-BR drivein',
  "DIÁRIO DE PROJEÇÃO DO DRIVE-IN — tela T1, drive-in de Brasília\n"
  "Rolo R1 montado · lâmpada conferida\n"
  "Nota do projecionista: compra após duas quedas — NQ: acerto ⟦39,2%@row('NQ').win_rate⟧, drawdown máximo "
  "⟦4.632,9@row('NQ').max_drawdown⟧ pts; ES: acerto ⟦54,7%@row('ES').win_rate⟧, drawdown "
  "⟦420,85@row('ES').max_drawdown⟧ pts. Só o ES funciona.\n"
  "Sessão às 21:15."),
E('x_compare_two_down', 'wrong_column', 'nl-NL lockdam',
  "SLUIS EN STUW L4 — SCHUTLOGBOEK\n"
  "Schip: duwbak 'Maasvlakte' afvarend · kolk K2\n"
  "Notitie van de sluismeester: kopen na twee dalende dagen — NQ: ⟦97@row('NQ').trades⟧ trades, winrate "
  "⟦39,2%@row('NQ').win_rate⟧, verloor in totaal ⟦4.632,9@row('NQ').total_pnl~row('NQ').max_drawdown!⟧ punten; ES: "
  "⟦64@row('ES').trades⟧ trades, ⟦+2.615,0@row('ES').total_pnl⟧ punten.\n"
  "Deuren dicht 14:20."),
E('x_compare_two_down', 'wrong_unit', 'fr-FR quarry',
  "CARRIÈRE — CARNET DE TIR, gradin G2, front F1\n"
  "Trous chargés et bourrés · guetteurs postés · sirène\n"
  "Note du boutefeu : achat après deux baisses — sur le NQ, ⟦97@row('NQ').trades⟧ trades pour "
  "⟦−3\u202f060,77@row('NQ').total_pnl~row('NQ').total_pnl!⟧ dollars par contrat, PF ⟦0,79@row('NQ').profit_factor⟧ ; "
  "sur l'ES, PF ⟦2,09@row('ES').profit_factor⟧.\n"
  "Fin d'alerte 13:05.", unit_note='index points quoted as dollars per contract'),
E('x_compare_two_down', 'misrounded', 'pl-PL icecave',
  "DZIENNIK WYCIECZEK DO JASKINI LODOWEJ — lodowiec Vatnajökull, grupa G5\n"
  "Raki wydane · kaski sprawdzone\n"
  "Uwaga przewodnika: zakup po dwóch spadkowych dniach — ES: ⟦64@row('ES').trades⟧ transakcje, skuteczność "
  "⟦54,7%@row('ES').win_rate⟧, profit factor ⟦2,10@row('ES').profit_factor!⟧; NQ: profit factor "
  "⟦0,79@row('NQ').profit_factor⟧, wynik ⟦−3060,8@row('NQ').total_pnl⟧ pkt.\n"
  "Wyjście z lodu 15:40."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'it-IT drivein',
  "REGISTRO DI PROIEZIONE DEL DRIVE-IN — schermo S2, Casalecchio\n"
  "Bobina R2 caricata · lampada controllata\n"
  "Nota del proiezionista: portafoglio NQ + ES, rischio 1% su ⟦1.000.000@capital⟧ — utile "
  "⟦+48.758,95@total_pnl⟧ (⟦+4,88%@return_pct⟧); gamba NQ ⟦−86.112,30@leg('NQ').pnl⟧, gamba ES "
  "⟦+134.871,25@leg('ES').pnl⟧.\n"
  "Spettacolo alle 21:15."),
E('x_portfolio_two_down', 'faithful', 'en-GB kitesurf',
  "KITESURF SCHOOL — BOOKING SHEET, spot K2, Rhosneigr\n"
  "Student: Tom · kite A2 · board B1\n"
  "Instructor's note: NQ + ES dip portfolio on a million at 1% risk — final equity ⟦1,048,758.95@final_equity⟧, "
  "max drawdown ⟦7.2%@max_drawdown_pct⟧, ⟦161@trades⟧ trades; ES carried it, NQ lost money.\n"
  "Lesson at 11:00, wind permitting."),
E('x_portfolio_two_down', 'faithful', 'es-ES lockdam',
  "ESCLUSA Y PRESA E2 — REGISTRO DE PASO\n"
  "Embarcación: remolcador «Guadalquivir» aguas arriba · cámara C1\n"
  "Nota del esclusero: cartera NQ + ES con un 1% de riesgo sobre ⟦1.000.000@capital⟧: resultado "
  "⟦+48.758,95@total_pnl⟧; el ES aporta ⟦+134.871,25@leg('ES').pnl⟧ y el NQ resta ⟦86.112,30@leg('NQ').pnl|neg⟧.\n"
  "Compuertas cerradas a las 14:20."),
E('x_portfolio_two_down', 'wrong_sign', 'pl-PL pianocard',
  "KARTA FORTEPIANU — warsztat W2, Calisia M122\n"
  "Strój A440 · mechanizm wyregulowany\n"
  "Uwaga stroiciela: portfel NQ + ES, ryzyko 1% na transakcję, kapitał ⟦1\u00a0000\u00a0000@capital⟧: wynik "
  "⟦+48\u00a0758,95@total_pnl⟧, noga NQ ⟦+86\u00a0112,30@leg('NQ').pnl!⟧, noga ES ⟦+134\u00a0871,25@leg('ES').pnl⟧.\n"
  "Następne strojenie 09:30."),
E('x_portfolio_two_down', 'wrong_unit', 'ja-JP snowcone',
  "かき氷屋台 集計表 ― 屋台S2・江ノ島\n"
  "シロップ：いちご・メロン・ブルーハワイ\n"
  "正正正一\n"
  "店番メモ：NQとESの押し目買いポートフォリオ（1取引あたりリスク1%）、損益合計 "
  "⟦+48,758.95@total_pnl~total_pnl!⟧ポイント、取引数 ⟦161@trades⟧。\n"
  "20:00 閉店。", unit_note='currency quoted as index points'),
E('x_portfolio_two_down', 'invented', 'nl-NL makeready',
  "INRICHTVEL — Heidelberg degeldruk, order O0815\n"
  "Papier: gevergeerd · opmaak getest · register gecontroleerd\n"
  "Notitie van de drukker: portefeuille NQ + ES, 1% risico per trade op ⟦1.000.000@capital⟧: winst "
  "⟦+48.758,95@total_pnl⟧, maximale drawdown ⟦64.310,40@max_drawdown!⟧.\n"
  "Goedvel 10:15."),
]
