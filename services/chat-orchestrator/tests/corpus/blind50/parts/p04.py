"""Backtests, comparison and portfolio (b_rsi_long ... x_portfolio_two_down). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

STOPS = "mr('stop ([0-9]+) ')"
Y23 = "mr('2023 ([+-][0-9.]+) [(]')"
Y24 = "mr('2024 ([+-][0-9.]+) [(]')"
N23 = "mr('2023 [+-][0-9.]+ [(]([0-9]+)')"
N24 = "mr('2024 [+-][0-9.]+ [(]([0-9]+)')"


def t(day):
    return f"trd('{day}').pnl"


def r(inst, col):
    return f"row('{inst}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- b_rsi_long
E('b_rsi_long', 'faithful', 'en-GB marbletag',
  "MARBLE BLOCK TAG — block MB-K0328, Purbeck, Dorset\n"
  "Grade: Purbeck blue · Face: sawn · Veins: marked\n"
  "Quarryman's note: RSI(14) under 30, 5-day exit, 1% stop — ⟦36@total_trades⟧ trades, ⟦7@winning_trades⟧ "
  "winners, ⟦−917.4@total_pnl⟧ points, PF ⟦0.76@profit_factor⟧; best trade ⟦+680.5@best_trade⟧, in on "
  "⟦28 Mar@D:2024-03-28⟧.\n"
  "Tagged 11:25, off to the loading bay."),
E('b_rsi_long', 'faithful', 'de-DE bellbuoy',
  "WARTUNGSBLATT — GLOCKENTONNE BB9, Elbmündung\n"
  "Klöppel: frei | Kette: geprüft | Anstrich: neu\n"
  "Notiz des Tonnenlegers: RSI-Long mit 1 % Stop — ⟦28@" + STOPS + "⟧ der ⟦36@total_trades⟧ Trades endeten im "
  "Stop; Trefferquote ⟦19,4@win_rate⟧ %, Sharpe ⟦−0,46@sharpe⟧, max. Drawdown ⟦1.368,1@max_drawdown⟧ Punkte.\n"
  "Wieder auf Position 14:10."),
E('b_rsi_long', 'faithful', 'it-IT chimneypot',
  "BOLLA DI FORNACE — COMIGNOLI, forno CP8, Impruneta\n"
  "[x] torniti [x] essiccati [x] infornati\n"
  "Nota del fornaciaio: RSI(14) sotto 30, uscita a 5 giorni, stop all'1% — totale ⟦−917,4@total_pnl⟧ punti, "
  "contro un buy & hold di ⟦−7.162,75@buy_and_hold_pnl⟧; aspettativa ⟦−25,48@expectancy⟧ a operazione.\n"
  "Bocca murata alle 20:00."),
E('b_rsi_long', 'wrong_unit', 'es-ES searake',
  "LIBRO DEL RASTRO — SALINA SR7, Torrevieja\n"
  "Rastrillado · escurrido en el caballón · llevado al montón\n"
  "Apunte del salinero: la compra con RSI(14) bajo 30 hizo ⟦36@total_trades⟧ operaciones y las mantuvo de "
  "media ⟦1,9@avg_bars_held~avg_bars_held!⟧ semanas; salida a 5 días o stop del 1 %.\n"
  "Rastrillo guardado a las 18:20.",
  unit_note='daily bars held quoted as weeks'),
E('b_rsi_long', 'coincidental', 'pt-BR weir',
  "LIVRO DA RÉGUA DO AÇUDE — eclusa W9, rio Tietê, Barra Bonita\n"
  "Régua lida · comportas ajustadas · grade limpa\n"
  "Nota do eclusário: compra com RSI(14) abaixo de 30 — ⟦36@total_trades⟧ operações, taxa de acerto "
  "⟦19,4%@win_rate⟧, exposição ao mercado de ⟦19,6%@exposure_pct!⟧ do tempo.\n"
  "Comportas conferidas às 06:45."),
E('b_rsi_long', 'wrong_sign', 'pl-PL balloonpermit',
  "ZEZWOLENIE NA HANDEL ULICZNY — sprzedawca balonów, stanowisko BP9, Rynek Główny\n"
  "Butla z helem przypięta · bez wypuszczania balonów · przejście wolne\n"
  "Uwagi: strategia RSI poniżej 30 straciła ⟦917,4@total_pnl|neg⟧ pkt, a samo trzymanie NQ dało "
  "⟦+7162,75@buy_and_hold_pnl!⟧ pkt.\n"
  "Ważne do 19:00."),
# ---------------------------------------------------------------- b_fade_3up
E('b_fade_3up', 'faithful', 'zh-CN candlestick',
  "烛台订货单 — CS0131 号单，黄铜车制一对\n"
  "材质：黄铜 · 表面：抛光 · 烛插：已钻孔\n"
  "师傅备注：连涨三天后做空、止盈 50 止损 30，自 2023 年起共 ⟦47@total_trades⟧ 笔，盈利 ⟦21@winning_trades⟧ "
  "笔，合计 ⟦+270@total_pnl⟧ 点，盈亏比 ⟦1.35@profit_factor⟧；2023 年 ⟦+30@" + Y23 + "⟧、2024 年 "
  "⟦+240@" + Y24 + "⟧。\n"
  "16:00 可取货。"),
E('b_fade_3up', 'faithful', 'es-ES bellbuoy',
  "HOJA DE MANTENIMIENTO — BOYA DE CAMPANA BB1, bocana de Vigo\n"
  "Badajo: libre | Cadena: revisada | Pintura: nueva\n"
  "Nota del patrón: corto tras tres alzas, objetivo 50 y stop 30: ⟦47@total_trades⟧ operaciones, acierto del "
  "⟦44,7@win_rate⟧ %, ⟦+270@total_pnl⟧ puntos en total y drawdown máximo de ⟦190@max_drawdown⟧.\n"
  "De vuelta en su puesto a las 14:10."),
E('b_fade_3up', 'faithful', 'ja-JP balloonpermit',
  "路上販売許可証 ― 風船売り・区画BP3・道頓堀\n"
  "ヘリウムボンベ固定・風船の放出禁止・通路確保\n"
  "備考：三日続伸の翌日に売り（利確50・損切30）、2023年以降⟦47@total_trades⟧回、勝率⟦44.7%@win_rate⟧、"
  "合計⟦+270@total_pnl⟧ポイント。年別は2023年⟦+30@" + Y23 + "⟧、2024年⟦+240@" + Y24 + "⟧。\n"
  "19:00まで有効。"),
E('b_fade_3up', 'wrong_year', 'de-DE weir',
  "WEHRPEGELBUCH — Wehr W3, Neckar bei Heidelberg\n"
  "Pegellatte abgelesen · Schütze gestellt · Rechen frei\n"
  "Notiz des Wehrwärters: Short nach drei Anstiegen, Ziel 50, Stop 30 — 2023 ⟦+30@" + Y23 + "⟧ Punkte aus "
  "⟦16@" + N23 + "~" + N24 + "!⟧ Trades, 2024 dann ⟦+240@" + Y24 + "⟧ Punkte.\n"
  "Schütze kontrolliert 06:45."),
E('b_fade_3up', 'wrong_column', 'nl-NL searake',
  "ZEEZOUTHARKBOEK — zoutpan SR8, Noirmoutier\n"
  "Geharkt · uitgelekt op de wal · naar de hoop gedragen\n"
  "Notitie van de zoutboer: short na drie stijgende dagen (doel 50, stop 30): ⟦47@total_trades⟧ trades, "
  "winstpercentage ⟦44,7@win_rate⟧ %, netto resultaat ⟦+1.050@total_pnl~gross_profit!⟧ punten.\n"
  "Harken klaar 18:20."),
E('b_fade_3up', 'invented', 'it-IT chimneypot',
  "BOLLA DI FORNACE — COMIGNOLI, forno CP9, Castellamonte\n"
  "[x] torniti [x] essiccati [x] infornati\n"
  "Nota del fornaciaio: short dopo tre rialzi con target 50 e stop 30 — ⟦+270@total_pnl⟧ punti su "
  "⟦47@total_trades⟧ operazioni, ma con un drawdown massimo di ⟦245@max_drawdown!⟧ punti.\n"
  "Bocca murata alle 20:00."),
# ---------------------------------------------------------------- b_sma_cross
E('b_sma_cross', 'faithful', 'de-DE chimneypot',
  "SCHORNSTEINAUFSÄTZE — BRENNZETTEL, Ofen CP3, Kanonenköpfe\n"
  "[x] gedreht [x] getrocknet [x] eingesetzt\n"
  "Notiz des Brenners: Long beim Kreuzen über den SMA(20), 10 Tage halten — ⟦16@total_trades⟧ Trades, nur "
  "⟦4@winning_trades⟧ Gewinner, Summe ⟦−4.681,25@total_pnl⟧ Punkte; bester Trade ab ⟦12.09.2023@D:2023-09-12⟧ "
  "mit ⟦+1.270@best_trade⟧.\n"
  "Ofentür zugemauert 20:00."),
E('b_sma_cross', 'faithful', 'it-IT icehole',
  "CIRCOLO NUOTO NEL BUCO DEL GHIACCIO — REGISTRO, buca IH8, lago di Braies\n"
  "Ghiaccio tagliato · scaletta in acqua · sauna accesa\n"
  "Firma del socio: incrocio sopra la SMA(20), 10 giorni di tenuta — ⟦16@total_trades⟧ operazioni, "
  "⟦25@win_rate⟧ % vincenti, ⟦−4.681,25@total_pnl⟧ punti; nel 2023 ⟦−1.096,8@" + Y23 + "⟧, nel 2024 "
  "⟦−3.584,5@" + Y24 + "⟧.\n"
  "Buca chiusa alle 08:00."),
E('b_sma_cross', 'faithful', 'ja-JP saddlestitch',
  "中綴じ製本 作業伝票 ― 伝票SS0220・町内会報\n"
  "折り ✓ 丁合 ✓ 中綴じ ✓ 断裁 ✓\n"
  "製本係メモ：SMA(20)上抜けで買い・10日保有、全⟦16@total_trades⟧回で合計⟦−4,681.25@total_pnl⟧ポイント、"
  "最大ドローダウン⟦4,864.5@max_drawdown⟧、シャープは⟦−1.11@sharpe⟧。\n"
  "15:30 発送用に梱包。"),
E('b_sma_cross', 'wrong_year', 'nl-NL cranberry',
  "VEENBESSENVELD — INUNDATIELOG, veld CB8, Vlieland\n"
  "Schotbalken eruit | water erop | bessen drijven\n"
  "Aantekening van de teler: SMA(20)-kruising, 10 dagen vasthouden — 2024 leverde ⟦−3.584,5@" + Y24 + "⟧ "
  "punten op uit ⟦9@" + N24 + "~" + N23 + "!⟧ trades; over beide jaren ⟦−4.681,25@total_pnl⟧.\n"
  "Schotbalken terug om 17:40."),
E('b_sma_cross', 'wrong_row', 'en-GB balloonpermit',
  "STREET TRADING PERMIT — balloon seller, pitch BP2, Covent Garden\n"
  "Helium cylinder chained · no releases · pitch kept clear\n"
  "Remarks: SMA(20) cross, 10-day hold — ⟦16@total_trades⟧ trades, ⟦−4,681.25@total_pnl⟧ points; the trade "
  "entered ⟦28 Nov 2023@D:2023-11-28⟧ lost ⟦555.25@" + t('2023-11-28') + "~" + t('2023-07-12') + "|neg!⟧.\n"
  "Valid until 19:00."),
E('b_sma_cross', 'wrong_sign', 'pt-BR weir',
  "LIVRO DA RÉGUA DO AÇUDE — eclusa W2, rio Paraná, Jupiá\n"
  "Régua lida · comportas ajustadas · grade limpa\n"
  "Nota do eclusário: cruzamento acima da SMA(20) com saída em 10 dias — ⟦16@total_trades⟧ operações, "
  "expectativa de ⟦+292,58@expectancy!⟧ pontos por operação, drawdown máximo de ⟦4.864,5@max_drawdown⟧.\n"
  "Comportas conferidas às 06:45."),
# ---------------------------------------------------------------- b_breakdown_short_2024
E('b_breakdown_short_2024', 'faithful', 'ja-JP icehole',
  "氷穴水泳クラブ 名簿 ― 氷穴IH3・屈斜路湖\n"
  "氷切り・はしご設置・サウナ点火\n"
  "会員記入：2024年の前日安値割れショート（利確1%・損切0.5%・3日手仕舞い）、⟦79@total_trades⟧回で合計"
  "⟦+1,183.1@total_pnl⟧ポイント、勝率⟦40.5%@win_rate⟧、PFは⟦1.39@profit_factor⟧。\n"
  "08:00 穴を閉じる。"),
E('b_breakdown_short_2024', 'faithful', 'pl-PL marbletag',
  "ZAWIESZKA BLOKU MARMURU — blok MB-L0111, Sławniowice\n"
  "Gatunek: biały · Lico: cięte · Żyły: oznaczone\n"
  "Uwaga kamieniarza: short pod wczorajszym dołkiem, 2024 r. — ⟦79@total_trades⟧ transakcji, "
  "⟦+1183,1@total_pnl⟧ pkt; najlepsza ⟦11 stycznia@D:2024-01-11⟧ (⟦+171,7@best_trade⟧), najgorsza "
  "⟦5 stycznia@D:2024-01-05⟧ (⟦−87,26@worst_trade⟧).\n"
  "Oznakowano 11:25, na rampę."),
E('b_breakdown_short_2024', 'faithful', 'pt-BR cranberry',
  "LIVRO DE ALAGAMENTO — TURFEIRA DE CRANBERRY CB2, Wareham\n"
  "Comportas abertas | água por cima | frutos boiando\n"
  "Anotação do produtor: a venda a descoberto de 2024 rendeu ⟦+1.183,1@total_pnl⟧ pontos em "
  "⟦79@total_trades⟧ operações, enquanto comprar e segurar perdeu ⟦8.634,75@buy_and_hold_pnl|neg⟧ "
  "(⟦−49,1%@buy_and_hold_pct⟧).\n"
  "Comportas fechadas às 17:40."),
E('b_breakdown_short_2024', 'wrong_sign', 'en-US balloonpermit',
  "STREET VENDOR PERMIT — balloon seller, pitch BP5, Pike Place\n"
  "Helium tank chained · no releases · walkway kept clear\n"
  "Remarks: the 2024 breakdown short made ⟦+1,183.1@total_pnl⟧ points on ⟦79@total_trades⟧ trades, Sharpe "
  "⟦−1.35@sharpe!⟧, max drawdown ⟦316.3@max_drawdown⟧.\n"
  "Valid until 19:00."),
E('b_breakdown_short_2024', 'coincidental', 'fr-FR candlestick',
  "BON DE COMMANDE — BOUGEOIRS, commande CS0229, paire en laiton tourné\n"
  "Métal : laiton · Finition : brossée · Bobèches : percées\n"
  "Note de l'artisan : vente sur cassure du plus bas de la veille, 2024 : ⟦79@total_trades⟧ trades, "
  "⟦42,4@win_rate!⟧\u202f% de gagnants, ⟦+1\u202f183,1@total_pnl⟧ points au total.\n"
  "À retirer à partir de 16:00."),
E('b_breakdown_short_2024', 'misrounded', 'zh-CN searake',
  "海盐耙盐账 — SR5 号盐田，长芦\n"
  "耙盐 · 滩上沥干 · 挑上盐垛\n"
  "盐工记：2024 年跌破前日低点做空，共 ⟦79@total_trades⟧ 笔，合计 ⟦+1,183.1@total_pnl⟧ 点，最大回撤 "
  "⟦316.2@max_drawdown!⟧ 点，夏普 ⟦1.35@sharpe⟧。\n"
  "18:20 收耙。"),
# ---------------------------------------------------------------- b_fade_2023_vs_2024
E('b_fade_2023_vs_2024', 'faithful', 'ja-JP chimneypot',
  "煙突ポット窯札 ― 窯CP4・常滑\n"
  "[x] ろくろ [x] 乾燥 [x] 窯詰め\n"
  "窯焚きメモ：三日続伸後の売り・2日手仕舞い。2023年は⟦18@A.total_trades⟧回で⟦+61.75@A.total_pnl⟧ポイント、"
  "2024年は⟦10@B.total_trades⟧回で⟦+1,202@B.total_pnl⟧ポイント。2024年の方がはっきり良い。\n"
  "20:00 焚口を閉じる。"),
E('b_fade_2023_vs_2024', 'faithful', 'en-US candlestick',
  "CANDLESTICK ORDER SLIP — order CS1111, pair in turned brass\n"
  "Metal: brass · Finish: satin · Sockets: drilled\n"
  "Maker's note: fading three up days with a 2-day exit did better in 2024 — ⟦70%@B.win_rate⟧ winners, PF "
  "⟦2.82@B.profit_factor⟧, ⟦+1,202@B.total_pnl⟧ points — than in 2023 (⟦55.6%@A.win_rate⟧, PF "
  "⟦1.02@A.profit_factor⟧, ⟦+61.75@A.total_pnl⟧).\n"
  "Ready to collect 16:00."),
E('b_fade_2023_vs_2024', 'faithful', 'fr-FR saddlestitch',
  "BORDEREAU DE RELIURE — PIQÛRE À CHEVAL, travail SS0122, bulletin municipal\n"
  "Plié ✓ Assemblé ✓ Piqué ✓ Massicoté ✓\n"
  "Note du relieur : vente après trois hausses, sortie à 2 jours — 2023 : ⟦+61,75@A.total_pnl⟧ points, "
  "drawdown ⟦1\u202f685,25@A.max_drawdown⟧ ; 2024 : ⟦+1\u202f202@B.total_pnl⟧, drawdown "
  "⟦603,5@B.max_drawdown⟧. Avantage 2024.\n"
  "Mis en cartons à 15:30."),
E('b_fade_2023_vs_2024', 'wrong_year', 'it-IT marbletag',
  "CARTELLINO DEL BLOCCO — MARMO, blocco MB-M0720, Botticino\n"
  "Qualità: classico · Faccia: segata · Venature: segnate\n"
  "Nota del cavatore: short dopo tre rialzi, uscita a 2 giorni — nel 2023 ⟦18@A.total_trades⟧ operazioni, "
  "⟦+61,75@A.total_pnl⟧ punti, miglior operazione ⟦+465,75@A.best_trade~B.best_trade!⟧.\n"
  "Cartellinato alle 11:25, verso il piazzale."),
E('b_fade_2023_vs_2024', 'wrong_year', 'pl-PL searake',
  "KSIĘGA GRABI — SOLANKA MORSKA, niecka SR9, Guérande\n"
  "Zgrabione · odsączone na wale · zaniesione na kopiec\n"
  "Wpis salinarza: fade trzech wzrostów z wyjściem po 2 dniach — w 2024 r. ⟦10@B.total_trades⟧ transakcji, "
  "⟦+1202@B.total_pnl⟧ pkt, maksymalne obsunięcie ⟦1685,25@B.max_drawdown~A.max_drawdown!⟧ pkt.\n"
  "Grabienie skończone 18:20."),
E('b_fade_2023_vs_2024', 'derived', 'en-GB icehole',
  "ICE-HOLE SWIMMING CLUB — REGISTER, hole IH9, Windermere\n"
  "Ice cut · ladder in · sauna lit\n"
  "Member's entry: the three-up fade with a 2-day exit made ⟦+61.75@A.total_pnl⟧ points in 2023 and "
  "⟦+1,202@B.total_pnl⟧ in 2024; by my own subtraction 2024 was ⟦1,140.25@B.total_pnl-A.total_pnl!⟧ points "
  "better.\n"
  "Hole closed 08:00."),
# ---------------------------------------------------------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'en-GB icehole',
  "ICE-HOLE SWIMMING CLUB — REGISTER, hole IH2, Loch Morlich\n"
  "Ice cut · ladder in · sauna lit\n"
  "Member's entry: two down days, long, 3-day exit, 2% stop — works on ES only: "
  "⟦+130,751.25@" + r('ES', 'total_pnl_currency') + "⟧ per contract, Sharpe ⟦1.67@" + r('ES', 'sharpe') +
  "⟧; NQ lost ⟦61,215.40@" + r('NQ', 'total_pnl_currency') + "|neg⟧, Sharpe ⟦−0.69@" + r('NQ', 'sharpe') + "⟧.\n"
  "Hole closed 08:00."),
E('x_compare_two_down', 'faithful', 'es-ES weir',
  "LIBRO DEL AFORO DEL AZUD — esclusa W1, Canal de Castilla\n"
  "Regla leída · compuertas ajustadas · rejilla limpia\n"
  "Apunte del esclusero: compra tras dos días bajistas — NQ: ⟦97@" + r('NQ', 'trades') + "⟧ operaciones, PF "
  "⟦0,79@" + r('NQ', 'profit_factor') + "⟧, ⟦−3060,8@" + r('NQ', 'total_pnl') + "⟧ puntos; ES: "
  "⟦64@" + r('ES', 'trades') + "⟧, PF ⟦2,09@" + r('ES', 'profit_factor') + "⟧, ⟦+2615@" + r('ES', 'total_pnl') +
  "⟧. Solo funciona en ES.\n"
  "Compuertas revisadas a las 06:45."),
E('x_compare_two_down', 'faithful', 'it-IT yak',
  "LIBRO DELLE TACCHE — CAROVANA DI YAK YK9, Ladakh\n"
  "Carichi legati · campanaccio sullo yak di testa · passo libero\n"
  "Conteggio del carovaniere: per contratto il NQ perde ⟦61.215,40@" + r('NQ', 'total_pnl_currency') +
  "|neg⟧, l'ES guadagna ⟦130.751,25@" + r('ES', 'total_pnl_currency') + "⟧; operazioni vincenti "
  "⟦39,2@" + r('NQ', 'win_rate') + "⟧ % contro ⟦54,7@" + r('ES', 'win_rate') + "⟧ %.\n"
  "Campo levato alle 05:15."),
E('x_compare_two_down', 'wrong_unit', 'pt-BR marbletag',
  "ETIQUETA DE BLOCO — MÁRMORE, bloco MB-N0204, Cachoeiro de Itapemirim\n"
  "Classe: branco · Face: serrada · Veios: marcados\n"
  "Nota do canteiro: compra após duas quedas — no ES, ⟦64@" + r('ES', 'trades') + "⟧ operações e "
  "⟦+130.751,25@" + r('ES', 'total_pnl_currency') + "~" + r('ES', 'total_pnl_currency') + "!⟧ pontos; no NQ, "
  "⟦97@" + r('NQ', 'trades') + "⟧ operações no prejuízo.\n"
  "Etiquetado às 11:25, para o pátio.",
  unit_note='currency per contract quoted as index points'),
E('x_compare_two_down', 'wrong_column', 'zh-CN bellbuoy',
  "钟浮标维护单 — BB4 号浮标，舟山航道\n"
  "钟锤：灵活｜锚链：已检｜油漆：新刷\n"
  "船长备注：连跌两天买入，ES ⟦64@" + r('ES', 'trades') + "⟧ 笔、合计 ⟦+2,615@" + r('ES', 'total_pnl') +
  "⟧ 点，夏普 ⟦2.09@" + r('ES', 'sharpe') + "~" + r('ES', 'profit_factor') + "!⟧；NQ 亏 ⟦3,060.8@" +
  r('NQ', 'total_pnl') + "|neg⟧ 点。\n"
  "14:10 回到原位。"),
E('x_compare_two_down', 'miscomputed', 'de-DE searake',
  "MEERSALZ — RECHENBUCH, Becken SR4, Guérande\n"
  "Geharkt · auf dem Damm abgetropft · zum Haufen getragen\n"
  "Eintrag des Salzbauern: je Kontrakt ES ⟦+130.751,25@" + r('ES', 'total_pnl_currency') + "⟧, NQ "
  "⟦−61.215,40@" + r('NQ', 'total_pnl_currency') + "⟧ — zusammen nach meiner Rechnung "
  "⟦+69.553,85@" + r('ES', 'total_pnl_currency') + "+" + r('NQ', 'total_pnl_currency') + "!⟧.\n"
  "Rechen weggestellt 18:20."),
# ---------------------------------------------------------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'ru-RU balloonpermit',
  "РАЗРЕШЕНИЕ НА УЛИЧНУЮ ТОРГОВЛЮ — продавец воздушных шаров, место BP6, Арбат\n"
  "Баллон с гелием пристёгнут · шары не выпускать · проход свободен\n"
  "Отметки: портфель NQ + ES на ⟦1 млн@capital⟧, риск 1 % на сделку — итог ⟦+48 758,95@total_pnl⟧, то есть "
  "⟦+4,88@return_pct⟧ %; просадка ⟦78 853,15@max_drawdown⟧ (⟦7,2@max_drawdown_pct⟧ %).\n"
  "Действительно до 19:00."),
E('x_portfolio_two_down', 'faithful', 'zh-CN saddlestitch',
  "骑马钉装订单 — SS0303 号活，社区简报\n"
  "折页 ✓ 配页 ✓ 骑马钉 ✓ 裁切 ✓\n"
  "装订师傅记：NQ 和 ES 一起做，每笔风险 1%，本金 ⟦100万@capital⟧，最终权益 ⟦1,048,758.95@final_equity⟧；"
  "NQ 腿亏 ⟦86,112.30@leg('NQ').pnl|neg⟧，ES 腿赚 ⟦134,871.25@leg('ES').pnl⟧。\n"
  "15:30 打包发货。"),
E('x_portfolio_two_down', 'faithful', 'fr-FR cranberry',
  "CARNET D'INONDATION — CANNEBERGIÈRE CB3, Nouveau-Brunswick\n"
  "Vannes ouvertes | eau dessus | baies à flot\n"
  "Note du producteur : portefeuille NQ + ES, 1 % de risque par trade sur un million : ⟦161@trades⟧ trades, "
  "⟦+48\u202f758,95@total_pnl⟧ de gain (⟦+4,88@return_pct⟧\u202f%), drawdown max ⟦7,2@max_drawdown_pct⟧\u202f%.\n"
  "Vannes refermées 17:40."),
E('x_portfolio_two_down', 'wrong_unit', 'en-GB searake',
  "SEA-SALT RAKE LEDGER — pan SR6, Anglesey\n"
  "Raked · drained on the bank · carried to the heap\n"
  "Salt-maker's entry: NQ + ES together, 1% risk on a million — ⟦161@trades⟧ trades, net "
  "⟦+48,758.95@total_pnl~total_pnl!⟧ index points, worst drawdown ⟦7.2%@max_drawdown_pct⟧.\n"
  "Raking done 18:20.",
  unit_note='currency P&L quoted as index points'),
E('x_portfolio_two_down', 'wrong_sign', 'pl-PL yak',
  "KSIĘGA KARBÓW — KARAWANA JAKÓW YK7, Mustang\n"
  "Juki objuczone · dzwonek na przewodniku · przełęcz wolna\n"
  "Karbowanie przewodnika: portfel NQ + ES, ryzyko 1 % na transakcję — noga NQ ⟦−86\u00a0112,30@leg('NQ').pnl⟧, "
  "noga ES ⟦−134\u00a0871,25@leg('ES').pnl!⟧, całość ⟦+48\u00a0758,95@total_pnl⟧.\n"
  "Obóz zwinięty 05:15."),
E('x_portfolio_two_down', 'invented', 'it-IT weir',
  "REGISTRO IDROMETRICO DELLA TRAVERSA — conca W4, Adda\n"
  "Asta letta · paratoie regolate · griglia pulita\n"
  "Nota del guardiano: portafoglio NQ + ES con rischio 1% su un milione — utile ⟦48.758,95@total_pnl⟧, "
  "drawdown massimo ⟦82.417,60@max_drawdown!⟧.\n"
  "Paratoie controllate alle 06:45."),
]
