"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(day, k='pnl'):
    return f"trd('{day}').{k}"


def nq(k):
    return f"row('NQ').{k}"


def es(k):
    return f"row('ES').{k}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'ru-RU icesculpt',
  "КОНКУРС ЛЕДЯНЫХ СКУЛЬПТУР — КАРТОЧКА КОМАНДЫ, команда T2, блок B1, Красноярск\n"
  "Работа: «Журавль» · бензопила, стамески\n"
  "Заметка жюри: покупка при RSI(14) ниже 30, выход через 5 дней, стоп 1 %: ⟦36@total_trades⟧ сделок, прибыльных "
  "⟦7@winning_trades⟧, итог ⟦−917,4@total_pnl⟧ пункта.\n"
  "Конец резьбы в 18:00."),
E('b_rsi_long', 'faithful', 'es-ES hutbook',
  "LIBRO DE HUÉSPEDES DEL REFUGIO — refugio R3, Ordesa\n"
  "Huéspedes anotados · literas L1 a L4 · botas en el zapatero\n"
  "Nota del guarda: RSI bajo 30, largo, 5 días y stop del 1 %: acierto del ⟦19,4 %@win_rate⟧, factor de beneficio "
  "⟦0,76@profit_factor⟧, drawdown máximo ⟦1368,1@max_drawdown⟧ puntos.\n"
  "Silencio a las 22:00."),
E('b_rsi_long', 'faithful', 'it-IT honey',
  "SMIELATURA — SCHEDA LOTTO, lotto L3, arnie A2 e A6, Lunigiana\n"
  "Melari disopercolati · centrifugati · filtrati due volte\n"
  "Nota dell'apicoltore: la miglior operazione, entrata il ⟦28 marzo 2024@D:2024-03-28⟧, ha reso "
  "⟦+680,5@" + t('2024-03-28') + "⟧ punti; la media delle perdite ⟦−129,5@avg_loss⟧.\n"
  "Invasettato alle 17:00."),
E('b_rsi_long', 'wrong_row', 'fr-FR windmill',
  "JOURNAL DE RESTAURATION DU MOULIN — moulin-tour M2, Anjou\n"
  "Ailes déposées · volants vérifiés · frein serré\n"
  "Note du charpentier : première position, ouverte le ⟦31 janvier@D:2024-01-31⟧, coupée au stop à "
  "⟦−161,21@" + t('2024-01-31') + "~" + t('2024-02-07') + "!⟧ points.\n"
  "Ailes tournées à la main 15:00."),
E('b_rsi_long', 'wrong_sign', 'ja-JP llama',
  "ラマ・トレッキング ルートカード ― コースR1・蓼科\n"
  "ラマ：ペドロ、ルナ · 引き綱L2 · 荷鞍点検済み\n"
  "ガイドのメモ：RSI(14)が30割れで買い、5日で手仕舞い、損切り1%。⟦36@total_trades⟧回の取引で合計"
  "⟦+917.4@total_pnl!⟧ポイント。\n"
  "16:30 牧場に帰着。"),
E('b_rsi_long', 'invented', 'zh-CN bathtoken',
  "温泉浴场 · 筹码账 — H2 池 · 从化\n"
  "筹码从 T41 起发 · 浴巾已发\n"
  "柜台备注：RSI 低于 30 做多、持有 5 天、止损 1%：胜率 ⟦19.4%@win_rate⟧，最大回撤 ⟦1,742.5@max_drawdown!⟧ 点。\n"
  "22:00 闭池。"),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'pl-PL honey',
  "MIODOBRANIE — KARTA PARTII, partia P2, ule U1 i U3, Podlasie\n"
  "Nadstawki odsklepione · odwirowane · przecedzone\n"
  "Notatka pszczelarza: short po trzech wzrostach, cel 50, stop 30: ⟦47@total_trades⟧ transakcji, wynik "
  "⟦+270@total_pnl⟧ pkt, skuteczność ⟦44,7\u00a0%@win_rate⟧.\n"
  "Rozlane do słoików o 17:00."),
E('b_fade_3up', 'faithful', 'en-GB icesculpt',
  "ICE SCULPTURE COMPETITION — ENTRY CARD, team T4, block B1, Harrogate\n"
  "Piece: 'Heron' · chainsaw, chisels\n"
  "Judge's note: fade of three up days since 2023 — ⟦21@winning_trades⟧ targets of 50 hit, ⟦26@losing_trades⟧ stops of 30; "
  "net ⟦+270@total_pnl⟧ points, profit factor ⟦1.35@profit_factor⟧.\n"
  "Carving ends 18:00."),
E('b_fade_3up', 'faithful', 'it-IT bathtoken',
  "TERME — REGISTRO GETTONI, vasca V1, Bagno Vignoni\n"
  "Gettoni dal G41 · teli consegnati\n"
  "Nota della cassiera: per anno, 2023 ⟦+30@" + Y23 + "⟧ punti su ⟦31@" + N23 + "⟧ operazioni e 2024 ⟦+240@" + Y24 + "⟧ "
  "su ⟦16@" + N24 + "⟧; drawdown massimo ⟦190@max_drawdown⟧.\n"
  "Vasche chiuse alle 22:00."),
E('b_fade_3up', 'wrong_year', 'ja-JP hutbook',
  "山小屋 宿泊者名簿 ― 小屋H2・北アルプス\n"
  "宿泊者記帳 · 寝床B1〜B4 · 靴は乾燥室\n"
  "小屋番のメモ：3日続伸の翌日に売るテスト、合計⟦+270@total_pnl⟧ポイントのうち2024年分は"
  "⟦+30@" + Y24 + "~" + Y23 + "!⟧ポイント。\n"
  "22:00 消灯。"),
E('b_fade_3up', 'miscomputed', 'ru-RU calligraphy',
  "КУРС КАЛЛИГРАФИИ — ЛИСТ ОЦЕНОК, задание Z2, полуустав\n"
  "Ученица S4 · ширококонечное перо, тушь\n"
  "Замечание преподавателя: ⟦21@winning_trades⟧ тейк-профит по 50 дают ⟦1050@gross_profit⟧, ⟦26@losing_trades⟧ стопов по 30 — "
  "⟦780@gross_loss|neg⟧; итого ⟦+290@gross_profit+gross_loss!⟧ пунктов.\n"
  "Оценка: удовлетворительно."),
E('b_fade_3up', 'wrong_unit', 'en-US velodrome',
  "VELODROME LAP CHART — track T1, points race, heat H2, Carson\n"
  "Riders R4 on the front, R7 and R11 on the wheel · bell rung\n"
  "Commissaire's note: shorting three up days with a 50 target and 30 stop made $⟦270@total_pnl~total_pnl!⟧ over "
  "⟦47@total_trades⟧ trades.\n"
  "Race off 19:30.", unit_note='index points quoted as US dollars'),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'fr-FR hutbook',
  "REFUGE — LIVRE D'OR, refuge R1, Goûter\n"
  "Hôtes inscrits · couchettes C1 à C4 · chaussures au séchoir\n"
  "Note du gardien : croisement de la SMA(20), 10 jours de détention : ⟦16@total_trades⟧ trades, ⟦4@winning_trades⟧ gagnants, "
  "total ⟦−4\u202f681,25@total_pnl⟧ points.\n"
  "Extinction des feux 22:00."),
E('b_sma_cross', 'faithful', 'pl-PL windmill',
  "DZIENNIK RENOWACJI WIATRAKA — holender W1, Żuławy\n"
  "Śmigi zdjęte · kołpak sprawdzony · hamulec założony\n"
  "Notatka młynarza: najlepsza transakcja weszła ⟦12 września 2023@D:2023-09-12⟧ i dała ⟦+1270@best_trade⟧ pkt; "
  "najgorsza ⟦−1800,75@worst_trade⟧.\n"
  "Śmigi obrócone ręcznie o 15:00."),
E('b_sma_cross', 'faithful', 'pt-BR pyro',
  "ROTEIRO DE DISPARO — show S1, balsa B2, Baía de Guanabara\n"
  "Q1 00:00 cometas · Q2 00:50 peônias · Q3 02:15 bateria final F1\n"
  "Nota do blaster: por ano, 2023 ⟦−1.096,8@" + Y23 + "⟧ pontos em ⟦9@" + N23 + "⟧ trades e 2024 ⟦−3.584,5@" + Y24 + "⟧; "
  "drawdown máximo ⟦4.864,5@max_drawdown⟧.\n"
  "Fogo às 21:30."),
E('b_sma_cross', 'wrong_year', 'en-US icesculpt',
  "ICE SCULPTURE COMPETITION — ENTRY CARD, team T2, block B4, Lake Placid\n"
  "Piece: 'Snowy Owl' · chainsaws, die grinder\n"
  "Judge's note: the SMA(20) cross lost ⟦4,681.25@total_pnl|neg⟧ points in all; 2024 alone accounted for "
  "⟦−1,096.8@" + Y24 + "~" + Y23 + "!⟧.\n"
  "Carving ends 18:00."),
E('b_sma_cross', 'wrong_column', 'zh-CN cablecar',
  "索道 · 巡检日志 — L1 线 · C2 吊厢 · 庐山\n"
  "牵引索检查 · 抱索器测试 · 制动正常\n"
  "巡检员备注：收盘上穿 SMA(20) 做多、持有 10 天：⟦16@total_trades⟧ 笔里赢 ⟦4@winning_trades⟧ 笔，"
  "亏损单平均亏 ⟦1,800.75@avg_loss~worst_trade|neg!⟧ 点。\n"
  "08:30 恢复运行。"),
E('b_sma_cross', 'misrounded', 'ja-JP marionette',
  "人形修理工房 受付票 ― 番号P0622\n"
  "品目：糸操り人形「鞍馬天狗」 · 糸の張り替え\n"
  "修理担当のメモ：SMA(20)上抜けで買い10日保有、勝率⟦25%@win_rate⟧、プロフィットファクター⟦0.36@profit_factor!⟧。\n"
  "お渡しは16:00以降。"),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'ru-RU marionette',
  "МАСТЕРСКАЯ РЕМОНТА КУКОЛ — КВИТАНЦИЯ K0219\n"
  "Изделие: перчаточная кукла «Петрушка» · новая голова\n"
  "Заметка мастера: шорт при закрытии ниже вчерашнего минимума, 2024 г.: ⟦79@total_trades⟧ сделок, итог "
  "⟦+1183,1@total_pnl⟧ пункта, просадка ⟦316,3@max_drawdown⟧.\n"
  "Выдача после 16:00."),
E('b_breakdown_short_2024', 'faithful', 'fr-FR calligraphy',
  "COURS DE CALLIGRAPHIE — FEUILLE DE NOTATION, exercice E3, onciale\n"
  "Élève S8 · plume Brause, encre de Chine\n"
  "Commentaire du professeur : le meilleur trade, le ⟦11 janvier@D:2024-01-11⟧, rapporte ⟦+171,7@best_trade⟧ pts ; "
  "le pire, le ⟦5 janvier@D:2024-01-05⟧, ⟦−87,26@worst_trade⟧.\n"
  "Appréciation : bien."),
E('b_breakdown_short_2024', 'faithful', 'ja-JP honey',
  "採蜜 ロットカード ― ロットB2・巣箱H3とH5\n"
  "蜜蓋切り · 遠心分離 · 濾過\n"
  "養蜂家のメモ：2024年の前日安値割れショート、勝率⟦40.5%@win_rate⟧、PF ⟦1.39@profit_factor⟧、シャープ"
  "⟦1.35@sharpe⟧。同期間のバイ・アンド・ホールドは⟦−8,634.75@buy_and_hold_pnl⟧ポイント。\n"
  "17:00 瓶詰め。"),
E('b_breakdown_short_2024', 'wrong_row', 'es-ES velodrome',
  "VELÓDROMO — HOJA DE VUELTAS, pista P1, carrera por puntos, manga M2, Palma\n"
  "En cabeza: dorsal D4 · D7 y D11 a rueda · campana\n"
  "Nota del comisario: la peor operación del short de 2024 fue la del ⟦5/01@D:2024-01-05⟧: "
  "⟦−83,42@worst_trade~" + t('2024-01-25') + "!⟧ puntos.\n"
  "Salida a las 19:30."),
E('b_breakdown_short_2024', 'wrong_sign', 'it-IT saltpan',
  "SALINA — REGISTRO DI EVAPORAZIONE, vasca V2, Cervia\n"
  "Acqua immessa · sale rastrellato\n"
  "Nota del salinaro: short sulla rottura del minimo nel 2024, ⟦79@total_trades⟧ operazioni, aspettativa "
  "⟦−14,98@expectancy!⟧ punti a operazione.\n"
  "Carriole in magazzino alle 18:15."),
E('b_breakdown_short_2024', 'coincidental', 'nl-NL pyro',
  "AFSTEEKSCRIPT — show S2, ponton P1, Scheveningen\n"
  "Q1 00:00 kometen · Q2 00:40 pioenen · Q3 02:00 finale F2\n"
  "Notitie van de vuurwerkmeester: breakdown-short 2024 — ⟦79@total_trades⟧ trades, waarvan "
  "⟦25@winning_trades!⟧ winnaars, totaal ⟦+1.183,1@total_pnl⟧ punten.\n"
  "Afsteken om 00:00."),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'de-DE icesculpt',
  "EISSKULPTUREN-WETTBEWERB — STARTKARTE, Team T4, Block B1, Sölden\n"
  "Werk: „Kranich“ · Kettensäge, Meißel\n"
  "Notiz der Jury: Short nach drei Plustagen, 2-Tage-Ausstieg: 2023 ⟦+61,75@A.total_pnl⟧ Punkte bei PF ⟦1,02@A.profit_factor⟧, "
  "2024 ⟦+1.202@B.total_pnl⟧ bei PF ⟦2,82@B.profit_factor⟧.\n"
  "Schnitzschluss 18:00."),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR pyro',
  "PLAN DE TIR — spectacle S1, barge B2, Vieux-Port\n"
  "Q1 00:00 comètes · Q2 01:00 pivoines · Q3 02:45 bouquet final F1\n"
  "Note de l'artificier : 2023, ⟦18@A.total_trades⟧ trades et ⟦55,6\u202f%@A.win_rate⟧ de gagnants ; 2024, ⟦10@B.total_trades⟧ "
  "trades et ⟦70\u202f%@B.win_rate⟧.\n"
  "Mise à feu 22:30."),
E('b_fade_2023_vs_2024', 'faithful', 'pt-BR cablecar',
  "BONDINHO — LIVRO DE INSPEÇÃO, linha L1, cabine C2, Pão de Açúcar\n"
  "Cabo trator inspecionado · garras testadas · freio OK\n"
  "Nota do inspetor: melhor trade de 2023 ⟦+1.147,75@A.best_trade⟧ e pior ⟦−697@A.worst_trade⟧; em 2024, melhor "
  "⟦+465,75@B.best_trade⟧ e pior ⟦−381,75@B.worst_trade⟧.\n"
  "Liberado às 08:30."),
E('b_fade_2023_vs_2024', 'wrong_year', 'es-ES bathtoken',
  "BALNEARIO — LIBRO DE FICHAS, baño B2, Panticosa\n"
  "Fichas desde la F41 · albornoces entregados\n"
  "Nota de la taquillera: vender tras tres subidas con salida a 2 días — en 2024 ⟦+1202@B.total_pnl⟧ puntos y un acierto "
  "del ⟦55,6 %@B.win_rate~A.win_rate!⟧.\n"
  "Piscinas cerradas a las 22:00."),
E('b_fade_2023_vs_2024', 'wrong_year', 'ru-RU windmill',
  "ЖУРНАЛ РЕСТАВРАЦИИ ВЕТРЯНОЙ МЕЛЬНИЦЫ — мельница M1, Кижи\n"
  "Крылья сняты · вал осмотрен · тормоз затянут\n"
  "Заметка мастера: в 2023 г. шорт после трёх ростов дал ⟦+61,75@A.total_pnl⟧ пункта при максимальной просадке "
  "⟦603,5@A.max_drawdown~B.max_drawdown!⟧.\n"
  "Крылья провёрнуты вручную в 15:00."),
E('b_fade_2023_vs_2024', 'derived', 'en-GB honey',
  "HONEY EXTRACTION — BATCH CARD, batch B6, hives H1 and H3, Norfolk\n"
  "Supers uncapped · spun · strained twice\n"
  "Beekeeper's note: 2024's fade made ⟦+1,202@B.total_pnl⟧ points against 2023's ⟦+61.75@A.total_pnl⟧ — about "
  "⟦19.5@B.total_pnl/A.total_pnl!⟧ times as much, my own division.\n"
  "Jarred and labelled 17:00."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'nl-NL saltpan',
  "ZOUTPANNEN — VERDAMPINGSLOGBOEK, pan P1, Bonaire\n"
  "Pekel ingelaten · kristallen geharkt\n"
  "Notitie van de zoutwerker: kopen na twee daaldagen — NQ ⟦97@" + nq('trades') + "⟧ trades, PF ⟦0,79@" + nq('profit_factor') + "⟧; "
  "ES ⟦64@" + es('trades') + "⟧ trades, PF ⟦2,09@" + es('profit_factor') + "⟧. Alleen ES werkt.\n"
  "Kruiwagens binnen 18:15."),
E('x_compare_two_down', 'faithful', 'pt-BR calligraphy',
  "AULA DE CALIGRAFIA — FOLHA DE CORREÇÃO, exercício E1, itálica\n"
  "Aluno S6 · pena Mitchell, nanquim\n"
  "Comentário do professor: por contrato, NQ ⟦−61.215,40@" + nq('total_pnl_currency') + "⟧ e ES "
  "⟦+130.751,25@" + es('total_pnl_currency') + "⟧; Sharpe ⟦−0,69@" + nq('sharpe') + "⟧ contra ⟦1,67@" + es('sharpe') + "⟧.\n"
  "Nota: A."),
E('x_compare_two_down', 'faithful', 'es-ES honey',
  "EXTRACCIÓN DE MIEL — FICHA DE LOTE, lote L2, colmenas C1 y C4, Las Hurdes\n"
  "Alzas desoperculadas · centrifugado · filtrado\n"
  "Nota del apicultor: NQ pierde ⟦3060,77@" + nq('total_pnl') + "|neg⟧ puntos con drawdown de ⟦4632,89@" + nq('max_drawdown') + "⟧; "
  "ES gana ⟦2615,0@" + es('total_pnl') + "⟧ con acierto del ⟦54,7 %@" + es('win_rate') + "⟧.\n"
  "Envasado a las 17:00."),
E('x_compare_two_down', 'wrong_sign', 'fr-FR velodrome',
  "VÉLODROME — FEUILLE DE TOURS, piste P1, poursuite, série S1, Roubaix\n"
  "En tête : dossard D2 · D5 dans la roue · cloche\n"
  "Note du commissaire : achat après deux baisses — NQ ⟦97@" + nq('trades') + "⟧ trades, Sharpe ⟦+0,69@" + nq('sharpe') + "!⟧ ; "
  "ES Sharpe ⟦1,67@" + es('sharpe') + "⟧.\n"
  "Départ 19:30."),
E('x_compare_two_down', 'wrong_unit', 'en-GB windmill',
  "WINDMILL RESTORATION LOG — tower mill M3, Bembridge\n"
  "Sails off · cap checked · brake set\n"
  "Millwright's note: buying two down days — NQ lost ⟦3,060.77@" + nq('total_pnl') + "|neg⟧ points; ES made "
  "⟦+130,751.25@" + es('total_pnl_currency') + "~" + es('total_pnl_currency') + "!⟧ points.\n"
  "Sails turned by hand 15:00.", unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'invented', 'pl-PL bathtoken',
  "ŁAŹNIA TERMALNA — KSIĘGA ŻETONÓW, basen B1, Bukowina\n"
  "Żetony od Z41 · ręczniki wydane\n"
  "Notatka kasjerki: kupno po dwóch spadkach — ES ⟦64@" + es('trades') + "⟧ transakcje, skuteczność "
  "⟦61,3\u00a0%@" + es('win_rate') + "!⟧; NQ ⟦97@" + nq('trades') + "⟧.\n"
  "Baseny zamknięte o 22:00."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'de-DE pyro',
  "ZÜNDPLAN — Show S2, Ponton P1, Bodensee\n"
  "Q1 00:00 Kometen · Q2 01:00 Päonien · Q3 02:30 Finale F2\n"
  "Notiz des Pyrotechnikers: Portfolio auf ⟦1.000.000@capital⟧ — Ende bei ⟦1.048.758,95@final_equity⟧, also "
  "⟦+4,88 %@return_pct⟧; ⟦161@trades⟧ Trades.\n"
  "Zündung 22:15."),
E('x_portfolio_two_down', 'faithful', 'es-ES calligraphy',
  "CLASE DE CALIGRAFÍA — HOJA DE CORRECCIÓN, ejercicio E2, cancilleresca\n"
  "Alumna S3 · plumilla Brause, tinta china\n"
  "Comentario del profesor: la pata NQ resta ⟦86.112,30@leg('NQ').pnl|neg⟧ y la de ES suma ⟦134.871,25@leg('ES').pnl⟧; "
  "drawdown máximo ⟦78.853,15@max_drawdown⟧.\n"
  "Nota: notable."),
E('x_portfolio_two_down', 'faithful', 'pt-BR windmill',
  "DIÁRIO DE RESTAURO DO MOINHO — moinho de vento M2, Penedo\n"
  "Velas retiradas · mastro conferido · freio travado\n"
  "Nota do moleiro: carteira NQ + ES com risco de 1% por trade: lucro de ⟦48.758,95@total_pnl⟧ e drawdown máximo de "
  "⟦7,2%@max_drawdown_pct⟧.\n"
  "Velas giradas à mão às 15:00."),
E('x_portfolio_two_down', 'wrong_sign', 'nl-NL honey',
  "HONINGSLINGEREN — PARTIJKAART, partij P3, kasten K2 en K5, Drenthe\n"
  "Raten ontzegeld · geslingerd · gezeefd\n"
  "Notitie van de imker: portefeuille op ⟦1.000.000@capital⟧; de NQ-poot ⟦−86.112,30@leg('NQ').pnl⟧, de ES-poot "
  "⟦−134.871,25@leg('ES').pnl!⟧.\n"
  "Gepot om 17:00."),
E('x_portfolio_two_down', 'wrong_column', 'en-GB bathtoken',
  "BATHHOUSE TOKEN LEDGER — Thermae T1, Bath\n"
  "Tokens out from T12 · towels issued\n"
  "Keeper's note: the NQ + ES dip portfolio on ⟦1,000,000@capital⟧ returned ⟦7.2%@return_pct~max_drawdown_pct!⟧ over "
  "⟦161@trades⟧ trades.\n"
  "Pools close 22:00."),
E('x_portfolio_two_down', 'miscomputed', 'it-IT cablecar',
  "FUNIVIA — REGISTRO VERIFICHE, linea L2, cabina C1, Etna\n"
  "Fune ispezionata · morse provate · freno OK\n"
  "Nota dell'ispettore: gamba ES ⟦+134.871,25@leg('ES').pnl⟧, gamba NQ ⟦−86.112,30@leg('NQ').pnl⟧: sommate fanno "
  "⟦+48.785,95@leg('ES').pnl+leg('NQ').pnl!⟧.\n"
  "Riapertura 08:30."),
]
