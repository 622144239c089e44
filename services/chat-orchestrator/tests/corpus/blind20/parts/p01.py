"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'invented', 'zh-CN bingo',
  """各位玩家，眼睛看好卡片！🎱
下一个号码……NQ 最近20个交易日的平均日内振幅：⟦196.3@value!⟧ 点！
再报一遍：一九六点三！
有人喊“宾果”吗？"""),
E('q_range_last20', 'wrong_unit', 'fr-FR charsheet',
  """FICHE DE PERSONNAGE — NQ
Classe : contrat à terme · Niveau : 20 séances
Dégâts moyens par tour (amplitude quotidienne) : ⟦187,6@value~value!⟧ $
Points de vie : instables
Alignement : chaotique neutre""",
  unit_note='index points quoted as US dollars'),
E('q_range_last20', 'misrounded', 'ja-JP conductor',
  """ご乗車ありがとうございます。この電車は NQ 行きです。
直近20セッションの平均値幅は ⟦187@value!⟧ ポイントでございます。
揺れにご注意ください。次は、終点です。"""),
E('q_range_last20', 'faithful', 'en-US insta',
  """Twenty sessions of chop and I'm still smiling 😅📊
Avg daily range on NQ: ⟦187.6@value⟧ pts (⟦20@R.source_row_count⟧ daily bars, high minus low).
Wider stops this week, smaller ego. 🧘‍♂️
#NQ #nasdaq #futures #daytrading"""),
E('q_range_last20', 'faithful', 'pt-BR patent',
  """REIVINDICAÇÕES
1. Método para medir a volatilidade do NQ, caracterizado por calcular a média de (máxima − mínima) nas últimas 20 sessões, obtendo ⟦187,6@value⟧ pontos.
2. Método de acordo com a reivindicação anterior, em que foram lidas ⟦20@R.summary.rows_scanned⟧ barras diárias."""),
E('q_range_last20', 'faithful', 'en-GB journal',
  """JOURNAL — volatility memo account
Dr  Average daily range, last 20 sessions   ⟦187.6@value⟧ pts
    Cr  Stop-sizing budget                  ⟦187.6@value⟧ pts
Narration: mean of high − low over ⟦20@R.metadata.rows⟧ daily rows."""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'pt-BR infobox',
  """{{Infobox volatilidade
| ativo = NQ
| ano = 2024
| pregões = ⟦252@count⟧
| amplitude_média = ⟦274,44@mean_range⟧ pts
| amplitude_mediana = ⟦274,44@median_range~mean_range!⟧ pts
| extremos = ⟦585,5@max_range⟧ / ⟦116,5@min_range⟧
}}"""),
E('q_range_stats_2024', 'derived', 'fr-FR countdown',
  """CONTRÔLE DE MISSION — NQ 2024
T-moins 00:03 : ⟦252@count⟧ séances chargées.
T-moins 00:02 : amplitude moyenne ⟦274,44@mean_range⟧ pts, médiane ⟦267,25@median_range⟧ pts.
T-moins 00:01 : écart moyenne − médiane ⟦7,19@mean_range-median_range!⟧ pts (calcul maison).
Décollage : distribution à peine asymétrique."""),
E('q_range_stats_2024', 'miscomputed', 'en-GB journal',
  """GENERAL JOURNAL · NQ daily range, 2024
Dr  Widest session           ⟦585.5@max_range⟧
    Cr  Narrowest session        ⟦116.5@min_range⟧
Balance c/d (full spread)    ⟦459@max_range-min_range!⟧
Memo: ⟦252@count⟧ sessions posted."""),
E('q_range_stats_2024', 'faithful', 'es-ES bingo',
  """¡Ojos al cartón! 🎱
Primera bola: ⟦252@count⟧ sesiones en 2024.
Siguiente: rango medio ⟦274,44@mean_range⟧… ¡y la mediana, ⟦267,25@median_range⟧!
Bola gorda: máximo ⟦585,5@max_range⟧. Bolita: mínimo ⟦116,5@min_range⟧.
¡Línea!"""),
E('q_range_stats_2024', 'faithful', 'it-IT racing',
  """ORE 15:30 · PREMIO RANGE GIORNALIERO 2024 · terreno: buono
1) MASSIMO — ⟦585,5@max_range⟧ pt, vince in solitaria
2) MEDIA — ⟦274,44@mean_range⟧ pt
3) MEDIANA — ⟦267,25@median_range⟧ pt
4) MINIMO — ⟦116,5@min_range⟧ pt, staccato
Partenti: ⟦252@count⟧ sedute."""),
E('q_range_stats_2024', 'faithful', 'en-US proof',
  """Claim. NQ's 2024 daily ranges lean to the right.
Proof. Over ⟦252@count⟧ sessions the mean range was ⟦274.44@mean_range⟧ pts and the median ⟦267.25@median_range⟧ pts, so mean > median; the tail is stretched by a max of ⟦585.5@max_range⟧ against a min of ⟦116.5@min_range⟧. ∎"""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pt-BR countdown',
  """CONTAGEM REGRESSIVA — amplitude média por dia da semana, 2024
T-00:04 quarta ⟦278,675@row('Wednesday').mean_range⟧ pts
T-00:03 terça ⟦278,26@row('Tuesday').mean_range~row('Friday').mean_range!⟧ pts
T-00:02 quinta ⟦273,53@row('Thursday').mean_range⟧ pts
T-00:01 segunda ⟦269,41@row('Monday').mean_range⟧ pts, a mais calma
Ignição!"""),
E('q_dow_range_2024', 'coincidental', 'es-ES lottery',
  """🎰 SORTEO SEMANAL DEL RANGO · NQ 2024
Combinación ganadora (rango medio, pts):
miércoles ⟦278,7@row('Wednesday').mean_range⟧ · viernes ⟦278,26@row('Friday').mean_range⟧ · lunes ⟦272,4@row('Monday').mean_range!⟧
Premio gordo para el miércoles. ¡Enhorabuena!"""),
E('q_dow_range_2024', 'derived', 'nl-NL patent',
  """CONCLUSIES
1. Werkwijze voor het rangschikken van weekdagen naar gemiddelde dagrange van de NQ in 2024, waarbij woensdag met ⟦278,675@row('Wednesday').mean_range⟧ punten bovenaan staat en maandag met ⟦269,41@row('Monday').mean_range⟧ onderaan.
2. Werkwijze volgens de voorgaande conclusie, waarbij het verschil ⟦9,27@row('Wednesday').mean_range-row('Monday').mean_range!⟧ punten bedraagt (eigen berekening)."""),
E('q_dow_range_2024', 'faithful', 'it-IT conductor',
  """Signore e signori, benvenuti a bordo del regionale delle 08:12.
Prossima fermata: mercoledì, la giornata più ampia del 2024, con ⟦278,675@row('Wednesday').mean_range⟧ punti di range medio.
Capolinea: lunedì, la più tranquilla, ⟦269,41@row('Monday').mean_range⟧.
Attenzione allo spazio tra il treno e la banchina."""),
E('q_dow_range_2024', 'faithful', 'en-US insta',
  """Wednesday said hold my coffee ☕️🔥
Avg NQ range by weekday, 2024:
Wed ⟦278.675@row('Wednesday').mean_range⟧ | Fri ⟦278.26@row('Friday').mean_range⟧ | Thu ⟦273.53@row('Thursday').mean_range⟧ | Tue ⟦272.17@row('Tuesday').mean_range⟧ | Mon ⟦269.41@row('Monday').mean_range⟧
Mondays = nap time 😴 #NQ #WednesdayVibes #futures"""),
E('q_dow_range_2024', 'faithful', 'pl-PL journal',
  """DZIENNIK · polecenie księgowania
Wn  Środa, najszerszy zakres        ⟦278,675@row('Wednesday').mean_range⟧ pkt
    Ma  Poniedziałek, najwęższy     ⟦269,41@row('Monday').mean_range⟧ pkt
Opis: średni dzienny zakres NQ w 2024, ⟦5@R.summary.rows⟧ grup, ⟦252@R.source_row_count⟧ sesje."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'es-ES sitrep',
  """SITREP — MESA NQ
1. SITUACIÓN: 2023, ⟦250@R.source_row_count⟧ sesiones revisadas.
2. MEJOR SECTOR: septiembre, con ⟦68,2 %@row('September').pct_up*100~row('October').pct_up*100!⟧ de días alcistas.
3. PEOR SECTOR: noviembre, con ⟦38,1 %@row('November').pct_up*100⟧.
4. Sin novedad en el resto del frente."""),
E('q_month_up_2023', 'wrong_unit', 'zh-CN bingo',
  """宾果开奖啦！🎱 2023年各月收涨天数占比：
9月 ⟦70%@row('September').pct_up*100⟧，全年最高！
11月 ⟦38.1%@row('November').pct_up*100⟧，垫底。
1月也有 ⟦0.6%@row('January').pct_up~row('January').pct_up!⟧ 的交易日收涨。
宾果！""",
  unit_note='a fraction (0.6) quoted as a percent'),
E('q_month_up_2023', 'invented', 'it-IT racing',
  """ORE 14:50 · HANDICAP DEI MESI 2023 · terreno: pesante
1) SETTEMBRE — ⟦70 %@row('September').pct_up*100⟧ di sedute al rialzo, vince
2) OTTOBRE — ⟦68,2 %@row('October').pct_up*100⟧, secondo a un'incollatura
Fuori dai piazzati: AGOSTO — ⟦35,7 %@row('August').pct_up*100!⟧"""),
E('q_month_up_2023', 'faithful', 'ru-RU conductor',
  """Уважаемые пассажиры! Поезд «NQ-2023» прибывает на станцию «Сентябрь»: ⟦70\u00a0%@row('September').pct_up*100⟧ дней закрылись ростом, лучший месяц года.
Следующая станция — «Ноябрь»: всего ⟦38,1\u00a0%@row('November').pct_up*100⟧, худший месяц.
Всего в пути ⟦250@R.source_row_count⟧ сессий. Не забывайте свои вещи!"""),
E('q_month_up_2023', 'faithful', 'de-DE journal',
  """JOURNALBUCHUNG · NQ 2023, Anteil Aufwärtstage
Soll   ⟦70 %@row('September').pct_up*100⟧   Sept. (bester Monat)
Haben  ⟦38,1 %@row('November').pct_up*100⟧  Nov. (schwächster Monat)
Buchungstext: ⟦12@R.summary.rows⟧ Monatsgruppen, ⟦250@R.source_row_count⟧ Handelstage."""),
E('q_month_up_2023', 'faithful', 'fr-FR proof',
  """Proposition. En 2023, septembre est le meilleur mois du NQ.
Démonstration. Sur ⟦250@R.source_row_count⟧ séances, la part de séances haussières vaut ⟦70\u202f%@row('September').pct_up*100⟧ en septembre, contre ⟦68,2\u202f%@row('October').pct_up*100⟧ en octobre, son dauphin ; le minimum est novembre (⟦38,1\u202f%@row('November').pct_up*100⟧). ∎"""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'pt-BR conductor',
  """Senhoras e senhores passageiros, próxima estação: ⟦31 de maio@D:2024-05-31⟧.
Amplitude do dia: ⟦541,5@row('2024-05-31').range⟧ pontos; o NQ fechou em ⟦14.933@row('2024-05-31').close~row('2024-05-31').open!⟧.
Estação seguinte: ⟦5 de julho@D:2024-07-05⟧, ⟦507,5@row('2024-07-05').range⟧ pontos. Desembarque pelo lado esquerdo."""),
E('q_widest_2024', 'wrong_row', 'ja-JP lottery',
  """【NQ 2024 ワイドレンジくじ 抽選結果】
一等 ⟦1月24日@D:2024-01-24⟧ ⟦585.5@row('2024-01-24').range⟧ポイント
二等 ⟦5月17日@D:2024-05-17⟧ ⟦555.25@row('2024-05-17').range⟧ポイント
三等 ⟦5月31日@D:2024-05-31⟧ ⟦507.5@row('2024-05-31').range~row('2024-07-05').range!⟧ポイント
当選おめでとうございます！"""),
E('q_widest_2024', 'coincidental', 'nl-NL bingo',
  """Ogen op de kaart! 🎱
Eerste bal: ⟦24 januari@D:2024-01-24⟧, ⟦585,5@row('2024-01-24').range⟧ punten, de wildste dag van 2024!
Laatste van de top 5: ⟦1 mei@D:2024-05-01⟧, ⟦484,5@row('2024-05-01').range⟧.
Gemiddelde van het vijftal: ⟦541,3@stats.range.mean!⟧.
BINGO!"""),
E('q_widest_2024', 'faithful', 'zh-CN sitrep',
  """态势报告（SITREP）· NQ 2024 宽幅日
1. 最宽一日：⟦2024年1月24日@D:2024-01-24⟧，振幅 ⟦585.5@row('2024-01-24').range⟧ 点，开 ⟦17,188.75@row('2024-01-24').open⟧，收 ⟦16,672.75@row('2024-01-24').close⟧。
2. 前五名平均 ⟦534.85@stats.range.mean⟧ 点，第五名 ⟦484.5@stats.range.min⟧（⟦5月1日@D:2024-05-01⟧）。
3. 报告完毕。"""),
E('q_widest_2024', 'faithful', 'fr-FR insta',
  """⟦24 janvier 2024@D:2024-01-24⟧, le jour où le NQ a fait ⟦585,5@row('2024-01-24').range⟧ points d'amplitude 🎢
Ouverture ⟦17\u202f188,75@row('2024-01-24').open⟧, clôture ⟦16\u202f672,75@row('2024-01-24').close⟧. Le top 5 de l'année compte trois séances de mai 🌸
#NQ #trading #volatilité #bourse"""),
E('q_widest_2024', 'faithful', 'es-ES countdown',
  """CUENTA ATRÁS · los 5 días más amplios de 2024
T-00:05 ⟦1 de mayo@D:2024-05-01⟧ — ⟦484,5@row('2024-05-01').range⟧ pts
T-00:04 ⟦5 de julio@D:2024-07-05⟧ — ⟦507,5@row('2024-07-05').range⟧
T-00:03 ⟦31 de mayo@D:2024-05-31⟧ — ⟦541,5@row('2024-05-31').range⟧
T-00:02 ⟦17 de mayo@D:2024-05-17⟧ — ⟦555,25@row('2024-05-17').range⟧
T-00:01 ⟦24 de enero@D:2024-01-24⟧ — ⟦585,5@row('2024-01-24').range⟧
¡Despegue!"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'pl-PL racing',
  """GONITWA 10 SESJI · tor: NQ · stan: ciężki
1. ⟦23.12@D:2024-12-23⟧ — ⟦+91@row('2024-12-23').change⟧ pkt, wygrywa pewnie
2. ⟦30.12@D:2024-12-30⟧ — ⟦+69,25@row('2024-12-30').change⟧
3. ⟦27.12@D:2024-12-27⟧ — ⟦+24,25@row('2024-12-27').change⟧
4. ⟦24.12@D:2024-12-24⟧ — ⟦−10,25@row('2024-12-24').change!⟧
Średnio na sesję: ⟦−57,8@stats.change.mean⟧ pkt."""),
E('q_last10_change', 'wrong_column', 'es-ES infobox',
  """{{Ficha de sesión
| fecha = ⟦20 de diciembre de 2024@D:2024-12-20⟧
| apertura = ⟦9157,5@row('2024-12-20').open⟧
| cierre = ⟦8926,25@row('2024-12-20').close~row('2024-12-20').low!⟧
| cambio = ⟦−178,25@row('2024-12-20').change⟧ (la peor de las 10 sesiones)
}}"""),
E('q_last10_change', 'invented', 'zh-CN proof',
  """命题：最近10个交易日整体偏空。
证明：10个交易日中只有四天收涨，最大一天 ⟦+91@stats.change.max⟧ 点（⟦12月23日@D:2024-12-23⟧）；平均每日涨跌 ⟦−63.4@stats.change.mean!⟧ 点，最差一天 ⟦−178.25@stats.change.min⟧ 点。证毕。∎"""),
E('q_last10_change', 'faithful', 'de-DE sitrep',
  """SITREP NQ · DTG ⟦02 JAN 2025@D:2025-01-02⟧ 22:00Z
1. LAGE: 10 Sitzungen ausgewertet, sechs davon rot.
2. FEIND: ⟦20.12.@D:2024-12-20⟧ mit ⟦−178,25@row('2024-12-20').change⟧ Punkten, schwächster Tag.
3. EIGENE KRÄFTE: ⟦23.12.@D:2024-12-23⟧ mit ⟦+91@row('2024-12-23').change⟧ Punkten.
4. BEWERTUNG: Schnitt ⟦−57,8@stats.change.mean⟧ Punkte je Sitzung."""),
E('q_last10_change', 'faithful', 'en-US conductor',
  """Folks, this is your conductor. The last 10 sessions were a bumpy ride: average change ⟦-57.8@stats.change.mean⟧ points a day.
Roughest stretch: ⟦Dec 20@D:2024-12-20⟧, ⟦−178.25@row('2024-12-20').change⟧. Best view: ⟦Dec 23@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧.
Final stop: ⟦Jan 2@D:2025-01-02⟧, closing at ⟦8,837.25@row('2025-01-02').close⟧. Watch your step."""),
E('q_last10_change', 'faithful', 'ru-RU countdown',
  """ОБРАТНЫЙ ОТСЧЁТ · последние 10 сессий NQ
Т-00:03 ⟦18.12@D:2024-12-18⟧: ⟦−173@row('2024-12-18').change⟧
Т-00:02 ⟦23.12@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧, лучший день
Т-00:01 ⟦31.12@D:2024-12-31⟧: ⟦−175,5@row('2024-12-31').change⟧
Пуск! ⟦02.01.2025@D:2025-01-02⟧: закрытие ⟦8837,25@row('2025-01-02').close⟧."""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'zh-CN insta',
  """📊 NQ 日均成交量逐年对比
2023年：⟦201,006@row(2023).mean_volume~row(2024).mean_volume!⟧ 手
2024年：⟦201,006@row(2024).mean_volume⟧ 手
2025年：⟦201,902@row(2025).mean_volume⟧ 手（仅 ⟦1@row(2025).count⟧ 个交易日）
#期货 #纳斯达克 #成交量"""),
E('q_year_volume', 'wrong_year', 'en-US lottery',
  """🎟️ TONIGHT'S VOLUME DRAW · #318
Year 2023 · sessions ⟦252@row(2023).count~row(2024).count!⟧ · avg ⟦201,034@row(2023).mean_volume⟧ contracts
Year 2024 · sessions ⟦252@row(2024).count⟧ · avg ⟦201,006@row(2024).mean_volume⟧
Year 2025 · sessions ⟦1@row(2025).count⟧ · avg ⟦201,902@row(2025).mean_volume⟧
No jackpot tonight: volume flat year on year.""", allow=['318']),
E('q_year_volume', 'derived', 'pl-PL conductor',
  """Szanowni Państwo, pociąg NQ wjeżdża na stację Rok 2025: średnio ⟦201\u00a0902@row(2025).mean_volume⟧ kontrakty dziennie, ale po zaledwie ⟦1@row(2025).count⟧ sesji.
Poprzednia stacja, 2024: ⟦201\u00a0006@row(2024).mean_volume⟧. Różnica: ⟦895,6@row(2025).mean_volume-row(2024).mean_volume!⟧ kontraktu (moje wyliczenie).
Prosimy uważać przy wysiadaniu."""),
E('q_year_volume', 'faithful', 'it-IT countdown',
  """CONTO ALLA ROVESCIA · volumi medi NQ
T-00:03 — 2023: ⟦201.034@row(2023).mean_volume⟧ contratti al giorno su ⟦250@row(2023).count⟧ sedute
T-00:02 — 2024: ⟦201.006@row(2024).mean_volume⟧ su ⟦252@row(2024).count⟧
T-00:01 — 2025: ⟦201.902@row(2025).mean_volume⟧, ma è ⟦1@row(2025).count⟧ seduta sola
Lancio: volumi praticamente piatti."""),
E('q_year_volume', 'faithful', 'es-ES bingo',
  """¡Atentos al cartón! 🎱
El 2023… ¡⟦201.034@row(2023).mean_volume⟧ contratos de media!
El 2024… ¡⟦201.006@row(2024).mean_volume⟧!
Y el 2025, con ⟦1@row(2025).count⟧ sola sesión… ¡⟦201.902@row(2025).mean_volume⟧!
¡Bingo! Volumen plano, señoras y señores."""),
E('q_year_volume', 'faithful', 'nl-NL sitrep',
  """SITREP · HANDELSVOLUME NQ
1. 2023: gemiddeld ⟦201.034@row(2023).mean_volume⟧ contracten per dag (⟦250@row(2023).count⟧ sessies).
2. 2024: ⟦201.006@row(2024).mean_volume⟧ (⟦252@row(2024).count⟧ sessies), vrijwel gelijk.
3. 2025: ⟦201.902@row(2025).mean_volume⟧, slechts ⟦1@row(2025).count⟧ sessie; nog geen oordeel.
Einde bericht."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'ru-RU proof',
  """Утверждение. Самый активный час RTH за последние 20 дней — 15:00–15:59.
Доказательство. Средний объём: 15:00 — ⟦19\u00a0373@row('15:00').mean_volume⟧, 09:00 — ⟦17\u00a0542@row('09:00').mean_volume⟧, 11:00 — ⟦13\u00a0396@row('11:00').mean_volume~row('12:00').mean_volume!⟧, 16:00 — ⟦5808@row('16:00').mean_volume⟧. Ни один час не превышает 15:00. ∎"""),
E('q_rth_hour_volume', 'invented', 'it-IT charsheet',
  """SCHEDA PERSONAGGIO — «L'ora delle 15»
Classe: campana di chiusura · Livello: 20 sedute
Forza (volume medio): ⟦19.373@row('15:00').mean_volume⟧
Rivale: le 09:00, con ⟦17.542@row('09:00').mean_volume⟧
Punto debole: le 14:00, con ⟦12.870@row('14:00').mean_volume!⟧
Allineamento: caotico buono"""),
E('q_rth_hour_volume', 'misrounded', 'nl-NL insta',
  """POV: je kijkt naar het volume per uur 👀📈
15:00 ⟦19.373@row('15:00').mean_volume⟧ 🔥 | 09:00 ⟦17.542@row('09:00').mean_volume⟧ | 11:00 ⟦13.478@row('11:00').mean_volume!⟧ | 16:00 ⟦5.808@row('16:00').mean_volume⟧ 💤
Laatste uur = spookstad.
#NQ #daytrading #volume #RTH"""),
E('q_rth_hour_volume', 'faithful', 'de-DE bingo',
  """Augen auf die Karte! 🎱
Die Erste: 15:00 Uhr, ⟦19.373@row('15:00').mean_volume⟧ Kontrakte im Schnitt, die Spitze!
Die Nächste: 09:00 Uhr, ⟦17.542@row('09:00').mean_volume⟧.
Die Letzte: 16:00 Uhr, nur ⟦5.808@row('16:00').mean_volume⟧.
BINGO! ⟦154@R.source_row_count⟧ Stundenbalken gezählt."""),
E('q_rth_hour_volume', 'faithful', 'es-ES infobox',
  """{{Ficha horaria
| sesión = RTH, últimos 20 días
| hora_pico = 15:00–15:59
| volumen_pico = ⟦19.373@row('15:00').mean_volume⟧
| segunda = 09:00 (⟦17.542@row('09:00').mean_volume⟧)
| hora_floja = 16:00–16:59 (⟦5808@row('16:00').mean_volume⟧)
}}"""),
E('q_rth_hour_volume', 'faithful', 'pl-PL countdown',
  """ODLICZANIE · wolumen RTH, 20 ostatnich dni
T-00:03 — 16:00: ⟦5808@row('16:00').mean_volume⟧ kontraktów, najciszej
T-00:02 — 10:00: ⟦14\u00a0523@row('10:00').mean_volume⟧
T-00:01 — 09:00: ⟦17\u00a0542@row('09:00').mean_volume⟧
START — 15:00: ⟦19\u00a0373@row('15:00').mean_volume⟧, szczyt sesji!"""),
]
