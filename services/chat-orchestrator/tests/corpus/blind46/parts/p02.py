"""Market-data queries, part 2 (q_up_pct_2024 ... q_gap_2024). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

N = "R.source_row_count"
UP = "value*100"


def d(date, col):
    return f"row('{date}').{col}"


def m(month, col):
    return f"row('2024-{month}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_up_pct_2024
E('q_up_pct_2024', 'faithful', 'es-ES reptile',
  "CASA DE REPTILES — TABLERO DE ALIMENTACIÓN, terrario T4 (varano de Komodo)\n"
  "Ratas descongeladas · pinzas limpias · nebulización hecha\n"
  "Nota del cuidador: en 2024 el NQ cerró por encima de la apertura en el ⟦40,5 %@" + UP + "⟧ de las "
  "⟦252@" + N + "⟧ sesiones, menos de la mitad.\n"
  "Luces apagadas a las 17:00."),
E('q_up_pct_2024', 'faithful', 'zh-CN cocoon',
  "蚕茧登记簿 — 湖州 · 蚕房 R2 · 批次 CS0602\n"
  "桑叶已喂 · 方格蔟已上 · 茧已分拣\n"
  "蚕农记录：2024 年 NQ 收盘高于开盘的交易日占 ⟦40.48%@" + UP + "⟧（共 ⟦252@" + N + "⟧ 个交易日），不到一半。\n"
  "10:30 送茧至缫丝车间。"),
E('q_up_pct_2024', 'faithful', 'ru-RU lantern',
  "ПРАЗДНИК ФОНАРЕЙ — КАРТОЧКА ПЛАТФОРМЫ, платформа F12 «Карп»\n"
  "Каркасы собраны · фонари зажжены · носильщики N1–N8 на месте\n"
  "Заметка распорядителя: в 2024 г. NQ закрывался выше открытия в ⟦40,5\u00a0%@" + UP + "⟧ сессий из "
  "⟦252@" + N + "⟧.\n"
  "Платформа трогается в 19:30."),
E('q_up_pct_2024', 'miscomputed', 'fr-FR turbine',
  "FICHE DE MAINTENANCE ÉOLIENNE — parc du Mont Crouzet, éolienne E07\n"
  "Freins de lacet vérifiés · pales inspectées · huile du multiplicateur prélevée\n"
  "Note du technicien : en 2024 le NQ a fini au-dessus de son ouverture dans ⟦40,5\u202f%@" + UP + "⟧ des "
  "⟦252@" + N + "⟧ séances, soit ⟦160@(1-value)*" + N + "!⟧ séances baissières.\n"
  "Descente de la tour à 15:20."),
E('q_up_pct_2024', 'derived', 'pt-BR grinder',
  "REALEJO — LICENÇA DE RUA RL0315, Largo do Machado, Rio\n"
  "Sem amplificação · macaco não autorizado\n"
  "Anotação do fiscal: em 2024 o NQ fechou acima da abertura em ⟦40,5%@" + UP + "⟧ dos ⟦252@" + N + "⟧ pregões — "
  "pelas minhas contas, ⟦102@value*" + N + "!⟧ dias de alta.\n"
  "Ponto desocupado até as 18:00."),
E('q_up_pct_2024', 'wrong_unit', 'ja-JP automaton',
  "機械仕掛け人形 修理メモ ― 「書き人形」・受付AR0409\n"
  "カム清掃・ぜんまい巻き直し・ふいご革張り替え\n"
  "修復師メモ：2024年のNQは⟦252@" + N + "⟧営業日のうち、始値より高く引けたのが⟦40.5@" + UP + "~" + UP + "!⟧日だった。\n"
  "11:00 引き渡し予定。",
  unit_note='a percentage (40.5 %) quoted as a number of days'),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
E('q_stats_2023_vs_2024', 'faithful', 'en-GB icefish',
  "ICE-FISHING HUT LOG — Lake Inari, hut S2\n"
  "Holes H1–H3 drilled · jigs down · stove lit\n"
  "Angler's entry: NQ's average daily range fell from ⟦363.2@A.mean_range⟧ points in 2023 to "
  "⟦274.4@B.mean_range⟧ in 2024, while volume held at ⟦201,034@A.mean_volume⟧ and ⟦201,006@B.mean_volume⟧ "
  "contracts.\n"
  "Lines up 17:40."),
E('q_stats_2023_vs_2024', 'faithful', 'de-DE porcelain',
  "BRENNKARTE — Porzellanmanufaktur Fürstenberg, Ofen K3, Brand BR0417\n"
  "Glattbrand · Segerkegel gesetzt · Kapseln gestapelt\n"
  "Notiz des Brennmeisters: Tagesspanne NQ 2023 im Schnitt ⟦363,24@A.mean_range⟧ Punkte (⟦250@A.count⟧ Tage), "
  "2024 nur ⟦274,44@B.mean_range⟧ (⟦252@B.count⟧ Tage).\n"
  "Ofen geöffnet 07:30."),
E('q_stats_2023_vs_2024', 'faithful', 'pl-PL automaton',
  "NOTATKI Z NAPRAWY AUTOMATU — „Pisarz”, zlecenie AR0409\n"
  "Krzywki oczyszczone · sprężyna napięta na nowo · miechy podklejone\n"
  "Notatka konserwatora: średni wolumen NQ prawie się nie zmienił (⟦201\u00a0034@A.mean_volume⟧ w 2023 r. wobec "
  "⟦201\u00a0006@B.mean_volume⟧ w 2024 r.), ale średni zakres spadł z ⟦363,2@A.mean_range⟧ do "
  "⟦274,4@B.mean_range⟧ pkt.\n"
  "Odbiór o 11:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'it-IT grinder',
  "ORGANETTO DI BARBERIA — PERMESSO DI SUONATA OB0522, Campo de' Fiori\n"
  "Niente amplificazione · scimmia non ammessa\n"
  "Annotazione del vigile: nel 2023 il NQ ha avuto un'escursione media di ⟦363,2@A.mean_range⟧ punti su "
  "⟦252@A.count~B.count!⟧ sedute; nel 2024 è scesa a ⟦274,4@B.mean_range⟧.\n"
  "Piazza sgombra entro le 18:00."),
E('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN tubepost',
  "气动管道邮件 · 运行日志 — 站 PS3 · 管路 L2\n"
  "传送筒 C1–C6 循环 · 鼓风机开启 · 密封已检\n"
  "值班员记录：2023 年 NQ 的日均振幅为 ⟦274.4@A.mean_range~B.mean_range!⟧ 点，日均成交量 "
  "⟦201,034@A.mean_volume⟧ 手。\n"
  "20:00 关闭管路。"),
E('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL cocoon',
  "COCONREGISTER — zijderupskwekerij, kweekruimte R2, partij ZP0602\n"
  "Moerbeiblad gevoerd · spinrekken geplaatst · cocons gesorteerd\n"
  "Aantekening van de kweker: de gemiddelde dagrange van de NQ ging van ⟦363,24@A.mean_range⟧ punten in 2023 naar "
  "⟦274,44@B.mean_range⟧ in 2024, een daling van ⟦27,4%@(1-B.mean_range/A.mean_range)*100!⟧.\n"
  "Cocons naar de haspelarij om 10:30."),
# ---------------------------------------------------------------- q_big_up_days_2023
E('q_big_up_days_2023', 'faithful', 'ja-JP beetweigh',
  "計量票 WB1106 ― 美幌てん菜工場\n"
  "運送：オホーツク運輸・トレーラーTR5・土砂風袋サンプル済・ヤードB1\n"
  "計量係メモ：2023年に始値比2%超で引けた日は⟦14@len(T)⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  "⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧、次いで⟦11月7日@D:2023-11-07⟧の⟦+3.12%@" + d('2023-11-07', 'chg') + "⟧。\n"
  "14:25 計量台通過。"),
E('q_big_up_days_2023', 'faithful', 'ru-RU reptile',
  "ТЕРРАРИУМ — ДОСКА КОРМЛЕНИЙ, вольер V4 (комодский варан)\n"
  "Крысы разморожены · пинцеты вымыты · опрыскивание сделано\n"
  "Запись смотрителя: в 2023 г. NQ ⟦14@len(T)⟧ раз закрывался более чем на 2 % выше открытия; в среднем на "
  "⟦2,44\u00a0%@stats.chg.mean⟧, минимум ⟦2,01\u00a0%@stats.chg.min⟧ (⟦27 марта@D:2023-03-27⟧).\n"
  "Свет выключен в 17:00."),
E('q_big_up_days_2023', 'faithful', 'it-IT automaton',
  "NOTA DI RESTAURO AUTOMA — «La Musicista», pratica AR0517\n"
  "Camme pulite · molla motrice ricaricata · mantici rifoderati\n"
  "Nota del restauratore: tra i rialzi oltre il 2% del 2023, quello del ⟦6 giugno@D:2023-06-06⟧ vale "
  "⟦2,98%@" + d('2023-06-06', 'chg') + "⟧ (da ⟦17.605@" + d('2023-06-06', 'open') + "⟧ a ⟦18.130,5@"
  + d('2023-06-06', 'close') + "⟧); il più forte resta il ⟦6 dicembre@D:2023-12-06⟧, ⟦3,32%@"
  + d('2023-12-06', 'chg') + "⟧.\n"
  "Ritiro fissato alle 11:00."),
E('q_big_up_days_2023', 'wrong_row', 'nl-NL grinder',
  "DRAAIORGEL — STANDPLAATSVERGUNNING DO0315, Kalverstraat Amsterdam\n"
  "Geen versterking · geen aap toegestaan\n"
  "Aantekening van de handhaver: in 2023 sloot de NQ op ⟦6 juni@D:2023-06-06⟧ ⟦+2,22%@" + d('2023-06-06', 'chg') +
  "~" + d('2023-06-15', 'chg') + "!⟧ boven de opening, op ⟦6 december@D:2023-12-06⟧ zelfs ⟦+3,32%@"
  + d('2023-12-06', 'chg') + "⟧ — de grootste sprong van het jaar.\n"
  "Standplaats leeg om 18:00."),
E('q_big_up_days_2023', 'wrong_column', 'en-US cooper',
  "STAVE TALLY — Bardstown cooperage KY, bench C4, order BO0611\n"
  "American white oak · staves jointed · hoops H1–H4 driven\n"
  "Cooper's note: NQ's biggest 2023 up day was ⟦12/6@D:2023-12-06⟧, ⟦+3.32%@" + d('2023-12-06', 'chg') +
  "⟧, closing at ⟦17,263@" + d('2023-12-06', 'close') + "~" + d('2023-12-06', 'open') + "!⟧.\n"
  "Barrels to the char bay 13:00."),
E('q_big_up_days_2023', 'coincidental', 'pt-BR icefish',
  "DIÁRIO DE CABANA DE PESCA NO GELO — lago Inari, Finlândia, cabana C2\n"
  "Furos F1–F3 abertos · iscas na água · aquecedor ligado\n"
  "Anotação do pescador: em 2023 o NQ teve ⟦14@len(T)⟧ pregões com alta acima de 2%, com média de "
  "⟦2,51%@stats.chg.mean!⟧; o maior foi em ⟦6 de dezembro@D:2023-12-06⟧ (⟦3,32%@" + d('2023-12-06', 'chg') + "⟧).\n"
  "Linhas recolhidas às 17:40."),
# ---------------------------------------------------------------- q_corr_2024
E('q_corr_2024', 'faithful', 'nl-NL hedgelay',
  "HEGGENVLECHTEN — WEDSTRIJDKAART, perceel P4, Maasheggenstijl\n"
  "Stammen ingekapt · palen geslagen · vlechtwerk van hazelaar\n"
  "Opmerking van de jury: de correlatie tussen dagvolume en range van de NQ was in 2024 ⟦0,051@value⟧ over "
  "⟦252@" + N + "⟧ dagen — praktisch geen verband.\n"
  "Gereedschap neer om 14:00."),
E('q_corr_2024', 'faithful', 'en-GB beetweigh',
  "WEIGHBRIDGE TICKET WB0301 — British Sugar, Bury St Edmunds\n"
  "Haulier: Suffolk Growers · trailer TR4 · dirt tare sampled · bay B2\n"
  "Clerk's remark: volume against daily range for NQ in 2024 — correlation ⟦0.05@value⟧, essentially nil.\n"
  "Out over the bridge 14:25."),
E('q_corr_2024', 'faithful', 'zh-CN cooper',
  "橡木桶板计数单 — 烟台酒桶工坊 · 工位 C4 · 订单 BO0611\n"
  "法国橡木 · 桶板已拼缝 · 铁箍 H1–H4 已打紧\n"
  "箍桶匠备注：2024 年 NQ 成交量与日振幅的相关系数只有 ⟦0.0512@value⟧，几乎不相关。\n"
  "13:00 送去烤桶。"),
E('q_corr_2024', 'faithful', 'en-US grinder',
  "STREET PERFORMANCE PERMIT SP0522 — barrel organ, Pike Place Market\n"
  "No amplification · monkey not permitted\n"
  "Inspector's endorsement: NQ volume and range barely moved together in 2024 — a correlation of "
  "⟦0.051@value⟧ across ⟦252@" + N + "⟧ sessions.\n"
  "Pitch cleared by 18:00."),
E('q_corr_2024', 'wrong_sign', 'pt-BR tubepost',
  "CORREIO PNEUMÁTICO — LIVRO DA LINHA, estação PS3, linha L2\n"
  "Cápsulas C1–C6 em circulação · soprador ligado · vedações conferidas\n"
  "Registro do operador: em 2024 a correlação entre volume e amplitude do NQ foi de ⟦−0,051@value!⟧ — nula na "
  "prática.\n"
  "Linha fechada às 20:00."),
E('q_corr_2024', 'invented', 'de-DE cocoon',
  "KOKONBUCH — Seidenraupenzucht, Zuchtraum R2, Partie SP0602\n"
  "Maulbeerlaub gefüttert · Spinnrahmen gestellt · Kokons sortiert\n"
  "Eintrag der Züchterin: 2024 korrelierten Volumen und Tagesspanne des NQ mit ⟦0,38@value!⟧ — ein mäßiger "
  "Zusammenhang.\n"
  "Kokons zur Haspelei 10:30."),
# ---------------------------------------------------------------- q_monthly_2024
E('q_monthly_2024', 'faithful', 'ru-RU icefish',
  "ЖУРНАЛ ЗИМНЕЙ РЫБАЛКИ — Иваньковское водохранилище, палатка P2\n"
  "Лунки L1–L3 · мормышки в воде · печка горит\n"
  "Запись рыбака: в 2024 г. NQ рос только в апреле (⟦+1008@" + m('04', 'change') + "⟧ пунктов); хуже всего — июль, "
  "⟦−1374@" + m('07', 'change') + "⟧; в среднем месяц давал ⟦−728,13@stats.change.mean⟧.\n"
  "Снасти смотаны в 17:40."),
E('q_monthly_2024', 'faithful', 'en-US turbine',
  "TURBINE SERVICE SHEET — Altamont Pass CA, turbine WTG B12\n"
  "Pitch bearings greased · blade walk-down done · converter logs pulled\n"
  "Tech's note: NQ's 2024 monthly bars opened January at ⟦17,578.75@" + m('01', 'open') + "⟧ and closed December "
  "at ⟦8,944@" + m('12', 'close') + "⟧; only April finished up (⟦+1,008@" + m('04', 'change') + "⟧).\n"
  "Off the tower 15:20."),
E('q_monthly_2024', 'faithful', 'es-ES tubepost',
  "CORREO NEUMÁTICO — LIBRO DE LÍNEA, estación PS3, línea L2\n"
  "Cápsulas C1–C6 en circulación · soplante en marcha · juntas revisadas\n"
  "Anotación del operador: en mayo de 2024 el NQ abrió en ⟦15.816,25@" + m('05', 'open') + "⟧ y cerró en "
  "⟦14.601,5@" + m('05', 'close') + "⟧ (⟦−1214,75@" + m('05', 'change') + "⟧); en octubre, ⟦−1238@"
  + m('10', 'change') + "⟧.\n"
  "Línea cerrada a las 20:00."),
E('q_monthly_2024', 'wrong_sign', 'en-GB reptile',
  "REPTILE HOUSE — FEEDING BOARD, vivarium V2 (green iguanas)\n"
  "Greens chopped · basking lamps checked · misting done\n"
  "Keeper's note: NQ's September 2024 bar closed at ⟦11,292@" + m('09', 'close') + "⟧, a change of "
  "⟦+608.5@" + m('09', 'change') + "!⟧ points on the month.\n"
  "Lights down 17:00."),
E('q_monthly_2024', 'wrong_column', 'fr-FR automaton',
  "NOTE DE RÉPARATION D'AUTOMATE — « L'Écrivain », dossier AR0409\n"
  "Cames nettoyées · ressort moteur retendu · soufflets regarnis\n"
  "Note du restaurateur : pire mois de 2024 pour le NQ, juillet a perdu ⟦1\u202f374@" + m('07', 'change') +
  "|neg⟧ points et clôturé à ⟦12\u202f192,75@" + m('07', 'close') + "~" + m('07', 'low') + "!⟧.\n"
  "Retrait prévu à 11:00."),
E('q_monthly_2024', 'derived', 'de-DE porcelain',
  "BRENNKARTE — Porzellanmanufaktur Nymphenburg, Ofen K2, Brand BR0503\n"
  "Schrühbrand · Segerkegel gesetzt · Kapseln gestapelt\n"
  "Notiz des Brennmeisters: der NQ eröffnete 2024 bei ⟦17.578,75@" + m('01', 'open') + "⟧ und schloss im Dezember "
  "bei ⟦8.944@" + m('12', 'close') + "⟧; das sind ⟦−8.634,75@" + m('12', 'close') + "-" + m('01', 'open') +
  "!⟧ Punkte übers Jahr (selbst gerechnet, nicht im Ergebnis).\n"
  "Ofen geöffnet 07:30."),
# ---------------------------------------------------------------- q_weekly_recent
E('q_weekly_recent', 'faithful', 'pl-PL beetweigh',
  "KWIT WAGOWY KW0412 — cukrownia Werbkowice\n"
  "Przewoźnik: Agro-Trans · przyczepa PR7 · tara ziemi pobrana · plac B3\n"
  "Uwaga wagowego: z pięciu ostatnich tygodni NQ tylko tydzień od ⟦29 grudnia@D:2024-12-29⟧ był na plusie "
  "(⟦+57,5@" + d('2024-12-29', 'change') + "⟧ pkt); najgorszy — od ⟦8 grudnia@D:2024-12-08⟧, ⟦−381,75@"
  + d('2024-12-08', 'change') + "⟧.\n"
  "Zjazd z wagi o 14:25."),
E('q_weekly_recent', 'faithful', 'it-IT cooper',
  "CONTEGGIO DOGHE — bottaia di Castelnuovo, banco C4, ordine BO0611\n"
  "Rovere di Slavonia · doghe giuntate · cerchi C1–C4 battuti\n"
  "Nota del bottaio: il NQ ha perso in media ⟦179,7@stats.change.mean|neg⟧ punti a "
  "settimana; quella del ⟦22 dicembre@D:2024-12-22⟧ ha ceduto ⟦352,75@" + d('2024-12-22', 'change') + "|neg⟧ con "
  "il volume più alto (⟦1.007.765@" + d('2024-12-22', 'volume') + "⟧).\n"
  "Botti alla tostatura alle 13:00."),
E('q_weekly_recent', 'faithful', 'de-DE grinder',
  "DREHORGEL — GENEHMIGUNG FÜR STRASSENMUSIK, Nr. DG0611\n"
  "Standplatz: Hauptmarkt Nürnberg · ohne Verstärker · Affe nicht gestattet\n"
  "Vermerk des Ordnungsamts: NQ-Wochen zuletzt — ab ⟦15.12.@D:2024-12-15⟧ nur ⟦−16@" + d('2024-12-15', 'change') +
  "⟧ Punkte, ab ⟦05.01.@D:2025-01-05⟧ ⟦−205,5@" + d('2025-01-05', 'change') + "⟧, Schlusskurs ⟦8.837,25@"
  + d('2025-01-05', 'close') + "⟧.\n"
  "Platz bis 18:00 räumen."),
E('q_weekly_recent', 'wrong_sign', 'es-ES lantern',
  "DESFILE DE FAROLILLOS — FICHA DE CARROZA, carroza C7 «El Dragón»\n"
  "Armazones cableados · farolillos encendidos · porteadores P1–P8 listos\n"
  "Nota del jefe de carroza: la semana del ⟦5/01@D:2025-01-05⟧ el NQ terminó en ⟦+205,5@"
  + d('2025-01-05', 'change') + "!⟧ puntos, con cierre en ⟦8837,25@" + d('2025-01-05', 'close') + "⟧.\n"
  "La carroza sale a las 19:30."),
E('q_weekly_recent', 'wrong_row', 'nl-NL tubepost',
  "BUIZENPOST — DIENSTLOGBOEK, post BP1, leiding L4\n"
  "Kokers K1–K6 in omloop · blazer aan\n"
  "Notitie van de beambte: in de week van ⟦15 december@D:2024-12-15⟧ verloor de NQ maar ⟦16@"
  + d('2024-12-15', 'change') + "|neg⟧ punten, bij een volume van ⟦747.064@" + d('2024-12-15', 'volume') + "~"
  + d('2024-12-29', 'volume') + "!⟧ contracten.\n"
  "Leiding dicht om 20:00."),
E('q_weekly_recent', 'invented', 'zh-CN icefish',
  "冰钓棚日志 — 查干湖 · 棚 S14\n"
  "冰眼 H1–H3 已钻 · 钓组下水 · 炉子点着\n"
  "钓友记录：最近五周 NQ 只有 ⟦12月29日@D:2024-12-29⟧ 那一周收涨，涨了 ⟦124.5@" + d('2024-12-29', 'change') +
  "!⟧ 点；其余四周都下跌。\n"
  "17:40 收竿。"),
# ---------------------------------------------------------------- q_gap_2024
E('q_gap_2024', 'faithful', 'ja-JP icefish',
  "氷上釣り小屋日誌 ― 諏訪湖・小屋S3\n"
  "穴H1〜H2あけ済・仕掛け投入\n"
  "釣り人メモ：2024年のNQの寄り付きギャップは平均⟦+1.51@mean_g⟧ポイント、標準偏差⟦34.54@std_g⟧、"
  "最大⟦+147.25@max_g⟧、最小⟦−128.5@min_g⟧。\n"
  "17:40 竿上げ。"),
E('q_gap_2024', 'faithful', 'pl-PL grinder',
  "KATARYNKA — ZEZWOLENIE ULICZNE KT0315, Krakowskie Przedmieście\n"
  "Bez nagłośnienia · małpka niedozwolona\n"
  "Adnotacja strażnika: luki otwarcia NQ w 2024 r. — średnio ⟦1,51@mean_g⟧ pkt, odchylenie standardowe "
  "⟦34,54@std_g⟧, największa w górę ⟦147,25@max_g⟧, w dół ⟦128,5@min_g|neg⟧.\n"
  "Miejsce zwolnione do 18:00."),
E('q_gap_2024', 'faithful', 'es-ES reptile',
  "CASA DE REPTILES — TABLERO DE ALIMENTACIÓN, terrario T2 (iguanas)\n"
  "Verdura picada · lámparas revisadas · nebulización hecha\n"
  "Nota del cuidador: el hueco medio de apertura del NQ en 2024 fue de ⟦1,51@mean_g⟧ puntos, casi nada frente a "
  "una desviación típica de ⟦34,5@std_g⟧.\n"
  "Luces apagadas a las 17:00."),
E('q_gap_2024', 'wrong_sign', 'it-IT porcelain',
  "SCHEDA DI COTTURA — Manifattura Richard-Ginori, forno F3, infornata C0522\n"
  "Cottura di biscotto · coni pirometrici piazzati · cassette impilate\n"
  "Nota del fornaciaio: gap d'apertura del NQ nel 2024 — massimo ⟦+147,25@max_g⟧ punti, minimo "
  "⟦+128,5@min_g!⟧, media ⟦1,51@mean_g⟧.\n"
  "Forno aperto alle 07:30."),
E('q_gap_2024', 'wrong_unit', 'nl-NL automaton',
  "REPARATIENOTITIE AUTOMAAT — „De Schrijver”, dossier AR0409\n"
  "Nokken gereinigd · veer opnieuw gespannen · balgen opnieuw beleerd\n"
  "Notitie van de restaurateur: de NQ opende in 2024 gemiddeld ⟦1,51%@mean_g~mean_g!⟧ boven de vorige slotkoers, "
  "met uitschieters tot ⟦147,25@max_g⟧ punten.\n"
  "Ophalen om 11:00.",
  unit_note='index points quoted as a percent'),
E('q_gap_2024', 'misrounded', 'zh-CN beetweigh',
  "地磅单 · 甜菜糖厂 — 内蒙古包头，磅单 DB0915\n"
  "承运：河套运输 · 挂车 TR2 · 带土皮重已取样 · 卸料区 B1\n"
  "过磅员备注：2024 年 NQ 开盘跳空的标准差为 ⟦34.6@std_g!⟧ 点，均值仅 ⟦1.51@mean_g⟧ 点。\n"
  "14:25 过磅出场。"),
]
