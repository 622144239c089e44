"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"


def d(date, col):
    return f"row('{date}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'fr-FR temper',
  "JOURNAL DE TEMPÉRAGE — lot TB0607, couverture lait\n"
  "Ensemencé · tablé sur marbre · test de cassure réussi\n"
  "Note du chocolatier : en 2024 le NQ a clôturé au-dessus de son ouverture lors de ⟦40,5\u202f%@value*100⟧ des "
  "⟦252@" + N + "⟧ séances — moins d'une sur deux.\n"
  "Moulé à 11:20."),
E('q_up_pct_2024', 'faithful', 'es-ES plucking',
  "RECUENTO DE RECOLECCIÓN — finca de té Chá Gorreana, parcela F7, cuadrilla G2\n"
  "Dos hojas y una yema · cestos a la báscula\n"
  "Nota del capataz: en 2024 el NQ cerró por encima de la apertura en el ⟦40,48 %@value*100⟧ de las "
  "⟦252@" + N + "⟧ sesiones.\n"
  "Pesado a las 11:30."),
E('q_up_pct_2024', 'faithful', 'en-US drystone',
  "DRY-STONE WALLING — JOB SHEET, job DW0611, Berkshires\n"
  "Section S4 · footings in · through-stones set · batter frame checked\n"
  "Waller's note: only ⟦40.5%@value*100⟧ of NQ's ⟦252@" + N + "⟧ sessions in 2024 closed above the open.\n"
  "Copes on by 16:00."),
E('q_up_pct_2024', 'wrong_unit', 'zh-CN marionette',
  "提线木偶剧场 · 提示卡 — 《魔笛》第二幕 · 提示 Q14\n"
  "天桥：帕帕盖诺挂引线 · 灯光听 GO\n"
  "提词员备注：2024 年 NQ 在 ⟦252@" + N + "~" + N + "!⟧ 周里，收盘高于开盘的占 ⟦40.5%@value*100⟧。\n"
  "21:50 落幕。", unit_note='trading days quoted as weeks'),
E('q_up_pct_2024', 'derived', 'ru-RU beachhut',
  "ПЛЯЖНЫЕ ДОМИКИ — КНИГА АРЕНДЫ, набережная Светлогорска, домик H7\n"
  "Ключи выданы · шезлонги проверены\n"
  "Запись смотрителя: в 2024 г. NQ закрылся выше открытия в ⟦40,48\u00a0%@value*100⟧ сессий, значит в минусе или "
  "в ноль — ⟦59,5\u00a0%@100-value*100!⟧ (это я сам вычел из ста).\n"
  "Ключи сдать до 18:00."),
E('q_up_pct_2024', 'miscomputed', 'pl-PL orchid',
  "WYSTAWA STORCZYKÓW — KARTA OCENY, klasa C3, eksponat E0118\n"
  "Rodzaj: Cattleya · wystawca: pan Wiśniewski\n"
  "Uwaga sędziego: w 2024 NQ zamknął się wzrostem w ⟦40,5%@value*100⟧ z ⟦252@" + N + "⟧ sesji, czyli "
  "⟦112@value*252!⟧ dni na plusie (policzyłem).\n"
  "Nagroda: AM; rozeta przypięta 12:30."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'es-ES harpcard',
  "FICHA DE SERVICIO DE ARPA — Salvi «Aurora», cliente C0718\n"
  "Diapasón A440 · pedales regulados · cuerda de tripa cambiada\n"
  "Nota del afinador: rango medio diario del NQ, ⟦363,24@A.mean_range⟧ puntos en 2023 y ⟦274,44@B.mean_range⟧ en "
  "2024; volumen medio casi igual, ⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧.\n"
  "Próxima afinación a las 10:00."),
E('q_stats_2023_vs_2024', 'faithful', 'pt-BR beachhut',
  "LIVRO DE ALUGUEL DE CABANAS — orla de Ipanema, cabana H9\n"
  "Chaves entregues · cadeiras conferidas\n"
  "Registro do zelador: o range médio do NQ caiu de ⟦363,2@A.mean_range⟧ pontos (2023, ⟦250@A.count⟧ pregões) "
  "para ⟦274,4@B.mean_range⟧ (2024, ⟦252@B.count⟧ pregões).\n"
  "Devolver as chaves até 18:00."),
E('q_stats_2023_vs_2024', 'faithful', 'it-IT rivercross',
  "TRAGHETTO FLUVIALE — REGISTRO TRAVERSATE CON MAREA, traghetto T2, Po di Goro\n"
  "Scivolo S1 · marea crescente · corsa C4\n"
  "Annotazione del traghettatore: NQ, range medio ⟦363,24@A.mean_range⟧ nel 2023 contro ⟦274,44@B.mean_range⟧ nel "
  "2024; volumi ⟦201.033,96@A.mean_volume⟧ e ⟦201.006,37@B.mean_volume⟧.\n"
  "Ultima corsa 22:45."),
E('q_stats_2023_vs_2024', 'wrong_year', 'en-US icehike',
  "GLACIER HIKE PERMIT — stub GP0615, Matanuska Glacier\n"
  "Party P3 · crampons and helmets issued · guide: Mere\n"
  "Guide's remark: NQ's 2024 days averaged a ⟦363.24@B.mean_range~A.mean_range!⟧-point range, and volume held near "
  "⟦201,006@B.mean_volume⟧ contracts.\n"
  "Back at the hut by 16:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'de-DE drystone',
  "TROCKENMAUERBAU — AUFTRAGSBLATT, Auftrag TM0417, Kaiserstuhl\n"
  "Abschnitt S3 · Fundament gelegt · Binder gesetzt · Anzug geprüft\n"
  "Notiz des Maurers: 2024 hatte ⟦250@B.count~A.count!⟧ Handelstage mit einer mittleren NQ-Spanne von "
  "⟦274,44@B.mean_range⟧ Punkten, 2023 waren es ⟦363,24@A.mean_range⟧.\n"
  "Abdeckung bis 16:00."),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL orchid',
  "ORCHIDEEËNSHOW — JUREERFORMULIER, klasse C7, inzending E0409\n"
  "Geslacht: Masdevallia · inzender: mevrouw De Vries\n"
  "Opmerking van de jury: de gemiddelde NQ-range zakte van ⟦363,24@A.mean_range⟧ (2023) naar ⟦274,44@B.mean_range⟧ "
  "(2024), ⟦98,8@A.mean_range-B.mean_range!⟧ punten minder.\n"
  "Prijs: HCC; lint om 12:30."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'de-DE icehike',
  "GLETSCHERTOUR — PERMIT-ABSCHNITT GP0719, Pasterze\n"
  "Seilschaft P2 · Steigeisen und Helme ausgegeben · Führer: Hias\n"
  "Bemerkung des Führers: 2023 schloss der NQ an ⟦14@R.summary.rows⟧ Tagen mehr als 2 % über der Eröffnung; der "
  "größte Sprung am ⟦06.12.@D:2023-12-06⟧ mit ⟦+3,32 %@row('2023-12-06').chg⟧.\n"
  "Zurück an der Hütte bis 16:00."),
E('q_big_up_days_2023', 'faithful', 'it-IT marionette',
  "COPIONE DI SCENA — Teatro delle Marionette, «Il flauto magico», atto II, cue Q14\n"
  "Ponte: Papageno sui fili guida · luce al GO\n"
  "Nota del suggeritore: nel 2023 i giorni del NQ chiusi oltre il 2 % sopra l'apertura sono ⟦14@R.summary.rows⟧, in "
  "media ⟦+2,44 %@stats.chg.mean⟧; il ⟦7 novembre@D:2023-11-07⟧ fece ⟦+3,12 %@row('2023-11-07').chg⟧.\n"
  "Sipario 21:50."),
E('q_big_up_days_2023', 'faithful', 'zh-CN orchid',
  "兰花展 · 评审单 — C3 组 · 参展号 E0522\n"
  "属：石斛 · 参展人 刘先生\n"
  "评委意见：2023 年 NQ 收盘较开盘高出 2% 以上的日子共 ⟦14@R.summary.rows⟧ 天，最大 ⟦12月6日@D:2023-12-06⟧ "
  "⟦+3.32%@row('2023-12-06').chg⟧，最小 ⟦3月27日@D:2023-03-27⟧ ⟦+2.01%@row('2023-03-27').chg⟧。\n"
  "奖项 AM；12:30 挂绶带。"),
E('q_big_up_days_2023', 'wrong_row', 'pt-BR plucking',
  "CONTAGEM DE COLHEITA — fazenda de chá em Registro, talhão F7, turma G2\n"
  "Duas folhas e um broto · cestos para a balança\n"
  "Nota do apontador: em abril de 2023 o NQ teve três altas acima de 2 %; a de ⟦13/04@D:2023-04-13⟧ foi de "
  "⟦+2,42 %@" + d('2023-04-13', 'chg') + "~" + d('2023-04-19', 'chg') + "!⟧.\n"
  "Pesado às 11:30."),
E('q_big_up_days_2023', 'wrong_column', 'ja-JP bobsleigh',
  "ボブスレー 計時表 ― 長野スパイラル・ヒートH2\n"
  "ソリJPN1・パイロット佐藤・ブレーカー鈴木\n"
  "計時員メモ：2023年、NQが始値比2%超で引けた日のうち⟦2月2日@D:2023-02-02⟧は⟦+2.19%@" + d('2023-02-02', 'chg') +
  "⟧上げ、⟦17,274.25@" + d('2023-02-02', 'close') + "~" + d('2023-02-02', 'open') + "!⟧で引けた。\n"
  "10:42 スタート。"),
E('q_big_up_days_2023', 'coincidental', 'nl-NL temper',
  "TEMPERLOGBOEK — batch TB0403, pure couverture\n"
  "Geënt · op marmer getableerd · breektest geslaagd\n"
  "Notitie van de chocolatier: NQ 2023, dagen met meer dan 2 % winst: op ⟦3 april@D:2023-04-03⟧ sloot hij "
  "⟦2,14 %@" + d('2023-04-03', 'chg') + "!⟧ boven de opening, op ⟦6 december@D:2023-12-06⟧ zelfs ⟦3,32 %@" + d('2023-12-06', 'chg') + "⟧.\n"
  "Gegoten om 11:20."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'nl-NL plucking',
  "PLUKTELLING — theetuin Malabar, veld F3, ploeg G1\n"
  "Twee blaadjes en een knop · manden naar de weegschuur\n"
  "Notitie van de veldklerk: de correlatie tussen dagvolume en range van de NQ in 2024 is ⟦0,051@value⟧ — "
  "vrijwel nul.\n"
  "Gewogen om 11:30."),
E('q_corr_2024', 'faithful', 'pt-BR orchid',
  "EXPOSIÇÃO DE ORQUÍDEAS — FICHA DE JULGAMENTO, classe C7, inscrição E0614\n"
  "Gênero: Cattleya · expositora: dona Lúcia\n"
  "Observação do juiz: volume e range diário do NQ em 2024 quase não andam juntos — correlação de "
  "⟦0,05@value⟧ em ⟦252@" + N + "⟧ pregões.\n"
  "Prêmio: AM; fita presa às 12:30."),
E('q_corr_2024', 'faithful', 'de-DE sauna',
  "SAUNAVEREIN — ANWESENHEITSBUCH, Saunaclub Nordlicht, Kiel\n"
  "Ofen an 17:00 · Bänke geschrubbt · Birkenquasten bereit\n"
  "Eintrag des Saunawarts: Korrelation Volumen/Spanne beim NQ 2024: ⟦0,0512@value⟧. Kein nennenswerter "
  "Zusammenhang.\n"
  "Letzter Aufguss 21:30."),
E('q_corr_2024', 'faithful', 'ja-JP temper',
  "テンパリング記録 ― バッチTB0611・ダークチョコレート\n"
  "種付け済・大理石でテンパリング・スナップテスト合格\n"
  "ショコラティエのメモ：2024年のNQ、出来高と値幅の相関は⟦0.051@value⟧（⟦252@" + N + "⟧日）。ほぼ無相関。\n"
  "11:20 型入れ。"),
E('q_corr_2024', 'wrong_sign', 'ru-RU icehike',
  "ПРОПУСК НА ЛЕДНИК — корешок GP0722, ледник Алибек\n"
  "Группа P3 · кошки и каски выданы · гид: Азамат\n"
  "Отметка гида: связь объёма и дневного диапазона NQ в 2024 г. слабая, корреляция "
  "⟦−0,05@value!⟧ по ⟦252@" + N + "⟧ дням.\n"
  "Вернуться в приют к 16:00."),
E('q_corr_2024', 'invented', 'fr-FR rivercross',
  "BAC DE LA SEINE — JOURNAL DES TRAVERSÉES À MARÉE, bac B3, Quillebeuf\n"
  "Cale C2 · marée descendante · traversée T1\n"
  "Note du passeur : en 2024, la corrélation entre volume et amplitude du NQ ressort à ⟦0,23@value!⟧ sur "
  "⟦252@" + N + "⟧ séances : un lien faible.\n"
  "Dernier passage 22:45."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'ja-JP rivercross',
  "渡し船 潮待ち渡航記録 ― 渡船W2・矢切の渡し\n"
  "桟橋S1・上げ潮・便C4\n"
  "船頭記入：2024年のNQ月足で上昇は4月だけ、⟦+1,008@row('2024-04').change⟧ポイント。最悪は7月の"
  "⟦−1,374@row('2024-07').change⟧。月平均⟦−728.13@stats.change.mean⟧。\n"
  "最終便 22:45。"),
E('q_monthly_2024', 'faithful', 'en-US candlepour',
  "CANDLE FACTORY — POUR SHEET, line L3, batch CP0812\n"
  "Soy wax · wicks W2 · molds M4 filled\n"
  "Pour supervisor's note: NQ opened 2024 at ⟦17,578.75@row('2024-01').open⟧ and closed December at "
  "⟦8,944@row('2024-12').close⟧; April was the only up month (⟦+1,008@row('2024-04').change⟧).\n"
  "Demolded 15:10."),
E('q_monthly_2024', 'faithful', 'zh-CN sauna',
  "桑拿俱乐部 · 出勤簿 — 洛伊吕会 · 哈尔滨\n"
  "17:00 生炉 · 长凳已刷 · 桦树枝备好\n"
  "值班记录：2024 年 NQ 月线平均每月变化 ⟦−728.13@stats.change.mean⟧ 点；一月收于 ⟦16,392.25@row('2024-01').close⟧，"
  "十二月收于 ⟦8,944@row('2024-12').close⟧。\n"
  "21:30 最后一轮。"),
E('q_monthly_2024', 'wrong_column', 'nl-NL temper',
  "TEMPERLOGBOEK — batch TB0909, melkcouverture\n"
  "Geënt · op marmer getableerd · breektest geslaagd\n"
  "Notitie van de chocolatier: de NQ opende september 2024 op ⟦11.900,5@row('2024-09').open⟧ en sloot op "
  "⟦11.947,5@row('2024-09').close~row('2024-09').high!⟧.\n"
  "Gegoten om 11:20."),
E('q_monthly_2024', 'wrong_sign', 'de-DE bobsleigh',
  "BOB — ZEITNAHMEBLATT, Kunsteisbahn Königssee, Lauf H2\n"
  "Schlitten GER1 · Pilot Lochner · Anschieber Fleischhauer\n"
  "Notiz des Zeitnehmers: NQ-Monatsbalken 2024: April ⟦+1.008@row('2024-04').change⟧, Juli ⟦−1.374@row('2024-07').change⟧, "
  "August ⟦+1.065,25@row('2024-08').change!⟧ Punkte.\n"
  "Start 10:42."),
E('q_monthly_2024', 'derived', 'pt-BR plucking',
  "CONTAGEM DE COLHEITA — fazenda de chá em Registro, talhão F2, turma G3\n"
  "Duas folhas e um broto · cestos para a balança\n"
  "Nota do apontador: abril, único mês de alta do NQ em 2024 (⟦+1.008@row('2024-04').change⟧), foi da mínima "
  "⟦14.642,25@row('2024-04').low⟧ à máxima ⟦16.666@row('2024-04').high⟧ — amplitude de ⟦2.023,75@row('2024-04').high-row('2024-04').low!⟧ "
  "pontos, conta minha.\n"
  "Pesado às 11:30."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'en-GB orchid',
  "ORCHID SHOW — JUDGING SHEET, class C2, entry E0107\n"
  "Genus: Dendrobium · exhibitor: Mr Pryce\n"
  "Judge's remark: of the last five NQ weeks only the one dated ⟦29 Dec@D:2024-12-29⟧ rose (⟦+57.5@row('2024-12-29').change⟧); "
  "the worst was ⟦8 Dec@D:2024-12-08⟧ at ⟦−381.75@row('2024-12-08').change⟧.\n"
  "Award: HCC; ribbon pinned 12:30."),
E('q_weekly_recent', 'faithful', 'pl-PL marionette',
  "KARTA SUFLERSKA — Teatr Lalek, „Czarodziejski flet”, akt II, sygnał Q12\n"
  "Most: Papageno na nitkach prowadzących · światło na GO\n"
  "Notatka inspicjenta: tygodnie NQ z ostatnich 20 sesji traciły średnio ⟦179,7@stats.change.mean|neg⟧ pkt; "
  "ostatni zamknął się na ⟦8837,25@row('2025-01-05').close⟧.\n"
  "Kurtyna 21:50."),
E('q_weekly_recent', 'faithful', 'fr-FR icehike',
  "PERMIS DE RANDONNÉE GLACIAIRE — talon GP0803, Mer de Glace\n"
  "Cordée P2 · crampons et casques remis · guide : Anselme\n"
  "Remarque du guide : la semaine du ⟦22 décembre@D:2024-12-22⟧ a coûté ⟦352,75@row('2024-12-22').change|neg⟧ points au "
  "NQ sur ⟦1\u202f007\u202f765@row('2024-12-22').volume⟧ contrats.\n"
  "Retour au refuge avant 16:00."),
E('q_weekly_recent', 'wrong_row', 'zh-CN sauna',
  "桑拿俱乐部 · 出勤簿 — 洛伊吕会 · 长春\n"
  "17:00 生炉 · 长凳已刷 · 桦树枝备好\n"
  "值班记录：NQ 最近几周里，⟦12月22日@D:2024-12-22⟧ 那一周跌了 ⟦381.75@row('2024-12-22').change~row('2024-12-08').change|neg!⟧ 点，"
  "只有 ⟦12月29日@D:2024-12-29⟧ 那周收涨。\n"
  "21:30 最后一轮。"),
E('q_weekly_recent', 'invented', 'ja-JP candlepour',
  "キャンドル工場 流し込み記録 ― ラインL2・ロットCP0115\n"
  "ソイワックス・芯W3・型M6充填済\n"
  "監督メモ：NQの週足、⟦1月5日@D:2025-01-05⟧の週は⟦−205.5@row('2025-01-05').change⟧ポイント、出来高"
  "⟦612,480@row('2025-01-05').volume!⟧枚。\n"
  "15:10 脱型。"),
E('q_weekly_recent', 'wrong_sign', 'en-US bobsleigh',
  "BOBSLED — RUN TIMING SHEET, Mt. Van Hoevenberg, heat H2\n"
  "Sled USA1 · pilot Meyers · brakeman Jones\n"
  "Timekeeper's note: NQ weekly bars — week of ⟦12/15@D:2024-12-15⟧ ⟦+16@row('2024-12-15').change!⟧ points, week of "
  "⟦12/29@D:2024-12-29⟧ ⟦+57.5@row('2024-12-29').change⟧.\n"
  "Start 10:42; photo cells checked."),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'zh-CN rivercross',
  "渡船 · 候潮过江日志 — 渡船 D2 · 钱塘江\n"
  "码头 S1 · 涨潮 · 航次 C4\n"
  "船老大记录：2024 年 NQ 开盘跳空平均 ⟦1.51@mean_g⟧ 点，最大向上 ⟦+147.25@max_g⟧，最大向下 ⟦−128.5@min_g⟧，"
  "标准差 ⟦34.54@std_g⟧。\n"
  "22:45 末班。"),
E('q_gap_2024', 'faithful', 'fr-FR sauna',
  "CLUB DE SAUNA — REGISTRE DES PRÉSENCES, Cercle Löyly, Annecy\n"
  "Poêle allumé 17:00 · bancs brossés · branches de bouleau prêtes\n"
  "Mot du gardien : gaps d'ouverture du NQ en 2024 : moyenne ⟦1,5@mean_g⟧ point, écart-type ⟦34,5@std_g⟧ ; "
  "extrêmes ⟦−128,5@min_g⟧ et ⟦+147,25@max_g⟧.\n"
  "Dernier tour à 21:30."),
E('q_gap_2024', 'faithful', 'pl-PL beachhut',
  "WYPOŻYCZALNIA DOMKÓW PLAŻOWYCH — KSIĘGA, promenada w Sopocie, domek H4\n"
  "Klucze wydane · leżaki policzone\n"
  "Wpis dozorcy: luki otwarcia NQ w 2024: średnio ⟦1,51@mean_g⟧ pkt, odchylenie ⟦34,54@std_g⟧ pkt, największa w górę "
  "⟦147,25@max_g⟧.\n"
  "Klucze oddać do 18:00."),
E('q_gap_2024', 'wrong_sign', 'en-US icehike',
  "GLACIER HIKE PERMIT — stub GP0904, Exit Glacier\n"
  "Party P1 · crampons and helmets issued · guide: Rowan\n"
  "Guide's remark: NQ's 2024 opening gaps averaged ⟦−1.51@mean_g!⟧ points with a standard deviation of "
  "⟦34.54@std_g⟧; biggest gap up ⟦+147.25@max_g⟧.\n"
  "Back at the hut by 16:00."),
E('q_gap_2024', 'wrong_unit', 'en-GB drystone',
  "DRY-STONE WALLING — JOB SHEET, job DW0930, Cotswolds\n"
  "Section S1 · footings in · through-stones set · batter frame checked\n"
  "Waller's note: NQ's 2024 opening gaps: mean ⟦1.51@mean_g⟧ points, standard deviation "
  "⟦34.54%@std_g~std_g!⟧, largest down ⟦−128.5@min_g⟧.\n"
  "Copes on by 16:00.", unit_note='index points quoted as a percent'),
E('q_gap_2024', 'misrounded', 'es-ES plucking',
  "RECUENTO DE RECOLECCIÓN — finca de té Chá Porto Formoso, parcela F4, cuadrilla G1\n"
  "Dos hojas y una yema · cestos a la báscula\n"
  "Nota del capataz: hueco medio de apertura del NQ en 2024, ⟦1,52@mean_g!⟧ puntos; el mayor al alza "
  "⟦+147,25@max_g⟧ y el mayor a la baja ⟦−128,5@min_g⟧.\n"
  "Pesado a las 11:30."),
]
