"""Market-data queries, part 1 (q_range_last20 ... q_rth_hour_volume). Markers: see ../../blind4/lib.py.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- q_range_last20
E('q_range_last20', 'misrounded', 'en-GB ranger',
  """PARK RANGER INCIDENT REPORT — ref IR2041
Site: NQ Ridge, last 20 sessions
Observed: mean daily range (high − low) of ⟦187@value!⟧ points
Casualties: none. Action: trail signage updated.
Ranger: M. Okafor, badge R7"""),
E('q_range_last20', 'derived', 'pl-PL laundromat',
  """OGŁOSZENIE — PRALNIA SAMOOBSŁUGOWA „NQ”
Ostatnie 20 sesji: średni dzienny zakres ⟦187,6@value⟧ pkt.
Razem przez te 20 sesji wychodzi ⟦3\u00a0752@value*20!⟧ pkt — policzyłam sama, w raporcie tego nie ma.
Pralki P1–P4 czynne 07:00–22:00. Nie przeładowywać bębna!"""),
E('q_range_last20', 'wrong_unit', 'de-DE carnival',
  """FAHRGESCHÄFT „NQ-ACHTERBAHN“
Letzte 20 Sitzungen: im Schnitt ⟦187,60@value~value!⟧ € zwischen Hoch und Tief
Nur mit geschlossenem Bügel fahren!
Kein Zutritt bei Herzproblemen · Fahrpreis: eine Wertmarke""", unit_note='points quoted as euros'),
E('q_range_last20', 'faithful', 'zh-CN florist',
  """花店订单 · 单号 FL0620
客户：NQ 近20日
花束规格：日均振幅 ⟦187.6@value⟧ 点（最高−最低）
样本：⟦20@R.source_row_count⟧ 个交易日
送达：前台签收，卡片留空"""),
E('q_range_last20', 'faithful', 'ru-RU dive',
  """ЖУРНАЛ ПОГРУЖЕНИЙ — погружение D12, площадка «NQ»
Вход 09:40 · выход 10:25
Серия: последние ⟦20@R.summary.rows_scanned⟧ сессий
Средний дневной размах (макс. − мин.): ⟦187,6@value⟧ пункта
Видимость хорошая. Напарник: Игорь"""),
E('q_range_last20', 'faithful', 'es-ES sonar',
  """REGISTRO DE SONAR — submarino «NQ», guardia de 04:00 a 08:00
04:12 contacto S1: oscilación media diaria de ⟦187,6@value⟧ puntos (máx. − mín.)
04:30 ventana: últimas ⟦20@R.source_row_count⟧ sesiones
05:05 sin cambios. Operador: cabo Ruiz"""),
# ---------------------------------------------------------------- q_range_stats_2024
E('q_range_stats_2024', 'wrong_column', 'zh-CN sonar',
  """声呐值班日志 · NQ 2024
02:10 接触 S1：全年 ⟦252@count⟧ 个交易日
02:25 平均日振幅 ⟦267.25@mean_range~median_range!⟧ 点
02:40 最大 ⟦585.5@max_range⟧，最小 ⟦116.5@min_range⟧
值更员：王"""),
E('q_range_stats_2024', 'miscomputed', 'es-ES carnival',
  """ATRACCIÓN «MONTAÑA NQ 2024»
Día más salvaje: ⟦585,5@max_range⟧ puntos · día más manso: ⟦116,5@min_range⟧
¡El más salvaje sacude ⟦5,3@max_range/min_range!⟧ veces más que el manso!
Prohibido subir con bebidas. Altura mínima: la de un adulto."""),
E('q_range_stats_2024', 'invented', 'pt-BR florist',
  """PEDIDO DA FLORICULTURA — ref. NQ2024
Arranjo: amplitude diária de 2024
Hastes: ⟦252@count⟧ pregões · média ⟦274,4@mean_range⟧ pts
Mediana: ⟦281,5@median_range!⟧ pts · maior ⟦585,5@max_range⟧
Cartão: "Boas festas!" · Entregar na portaria"""),
E('q_range_stats_2024', 'faithful', 'ru-RU bridge',
  """ПРОТОКОЛ ТОРГОВЛИ — сдача «NQ 2024», сдаёт Север
Север: один без козыря · Восток: пас · Юг: три без козыря · все пас
Розыгрыш: ⟦252@count⟧ сессии, средний размах ⟦274,44@mean_range⟧ пункта
Медиана ⟦267,25@median_range⟧, пик ⟦585,5@max_range⟧, дно ⟦116,5@min_range⟧"""),
E('q_range_stats_2024', 'faithful', 'de-DE barber',
  """SALON NQ — PREISLISTE 2024
Schnitt „Mittelwert“ ........ ⟦274,4@mean_range⟧
Schnitt „Median“ ............ ⟦267,25@median_range⟧
Vollrasur „Maximum“ ......... ⟦585,5@max_range⟧
Nacken „Minimum“ ............ ⟦116,5@min_range⟧
(Punkte Tagesspanne, ⟦252@count⟧ Handelstage) · Nur Barzahlung"""),
E('q_range_stats_2024', 'faithful', 'pl-PL laundromat',
  """PRALNIA NQ — KOMUNIKAT ZA 2024
Zakres dzienny (max − min): średnio ⟦274,4@mean_range⟧ pkt, mediana ⟦267,25@median_range⟧
Rekord bębna: ⟦585,5@max_range⟧ · najspokojniej: ⟦116,5@min_range⟧
Sesji: ⟦252@count⟧. Suszarki S1–S3 nieczynne."""),
# ---------------------------------------------------------------- q_dow_range_2024
E('q_dow_range_2024', 'wrong_row', 'pl-PL sonar',
  """DZIENNIK SONARU — okręt „NQ”, wachta 2024
06:00 kontakt S1 (środa): średni zakres ⟦278,675@row('Wed').mean_range⟧ pkt — najsilniejsze echo
06:15 kontakt S2 (wtorek): ⟦273,53@row('Tue').mean_range~row('Thu').mean_range!⟧ pkt
06:30 najcichszy poniedziałek: ⟦269,41@row('Mon').mean_range⟧
Wachtowy: bosman Nowak"""),
E('q_dow_range_2024', 'misrounded', 'pt-BR laundromat',
  """AVISO DA LAVANDERIA NQ — 2024
Máquina mais agitada: quarta-feira, amplitude média de ⟦278,7@row('Wed').mean_range⟧ pts
Sexta logo atrás: ⟦278,2@row('Fri').mean_range!⟧ pts
Segunda é a mais calma.
Retire suas roupas em até uma hora!"""),
E('q_dow_range_2024', 'derived', 'it-IT tattoo',
  """FOGLIO FLASH — Studio Inchiostro NQ, 2024
✦ Mercoledì (il più largo): ⟦278,7@row('Wed').mean_range⟧ punti
✦ Lunedì (il più stretto): ⟦269,4@row('Mon').mean_range⟧ punti
✦ Differenza: ⟦9,27@row('Wed').mean_range-row('Mon').mean_range!⟧ punti — calcolo mio, nel report non c'è
Solo su appuntamento, niente ritocchi gratis."""),
E('q_dow_range_2024', 'faithful', 'nl-NL bridge',
  """BIEDVERLOOP — spel „Weekdagen 2024”, gever Noord
N: één sans · O: pas · Z: drie sans · allen pas
Uitkomst: woensdag het breedst, gemiddeld ⟦278,675@row('Wed').mean_range⟧ punten
Maandag het smalst: ⟦269,41@row('Mon').mean_range⟧
Vrijdag vlak achter woensdag: ⟦278,26@row('Fri').mean_range⟧"""),
E('q_dow_range_2024', 'faithful', 'ja-JP tailor',
  """採寸カード ― お客様：NQ 2024 様
肩幅（月曜）：⟦269.41@row('Mon').mean_range⟧
胸囲（火曜）：⟦272.17@row('Tue').mean_range⟧
胴回り（水曜・最大）：⟦278.7@row('Wed').mean_range⟧
袖丈（木曜）：⟦273.53@row('Thu').mean_range⟧
股下（金曜）：⟦278.26@row('Fri').mean_range⟧
単位：ポイント（平均値幅）　担当：森"""),
E('q_dow_range_2024', 'faithful', 'es-ES barber',
  """BARBERÍA NQ — TARIFAS 2024 (rango medio por día)
Lunes ......... ⟦269,4@row('Mon').mean_range⟧
Martes ........ ⟦272,2@row('Tue').mean_range⟧
Miércoles ..... ⟦278,7@row('Wed').mean_range⟧ ★ el más ancho
Jueves ........ ⟦273,5@row('Thu').mean_range⟧
Viernes ....... ⟦278,3@row('Fri').mean_range⟧
Afeitado a navaja. Sin cita previa."""),
# ---------------------------------------------------------------- q_month_up_2023
E('q_month_up_2023', 'wrong_row', 'de-DE bridge',
  """REIZPROTOKOLL — Board „Monate 2023“, Teiler Nord
Nord: eins ohne · Ost: passe · Süd: drei ohne · alle passe
Abrechnung: im September schlossen ⟦68,2 %@row('Sep').pct_up*100~row('Oct').pct_up*100!⟧ der Tage im Plus – Bestwert
Der November am schwächsten: ⟦38,1 %@row('Nov').pct_up*100⟧"""),
E('q_month_up_2023', 'wrong_unit', 'ru-RU kiln',
  """ЖУРНАЛ ОБЖИГА — печь K2, садка «Месяцы 2023»
08:00 розжиг, в садке ⟦250@R.source_row_count⟧ дней
13:30 сентябрь — лучший: доля дней роста ⟦0,7 %@row('Sep').pct_up*100~row('Sep').pct_up!⟧
16:10 ноябрь — худший, трещины
Обжигальщик: Лебедев""", unit_note='fraction quoted as percent'),
E('q_month_up_2023', 'derived', 'nl-NL barber',
  """KAPSALON NQ — PRIJSBORD 2023 (aandeel stijgende dagen)
September ........ ⟦70%@row('Sep').pct_up*100⟧
November ......... ⟦38,1%@row('Nov').pct_up*100⟧
Verschil: ⟦31,9@row('Sep').pct_up*100-row('Nov').pct_up*100!⟧ procentpunt (zelf uitgerekend, staat niet in het rapport)
Alleen pinnen."""),
E('q_month_up_2023', 'faithful', 'en-US dive',
  """DIVE LOG — Site: NQ 2023, dive no. D7
Entry 09:12 · Exit 09:58 · Buddy: Sam
Deepest (best) month: September, up on ⟦70%@row('Sep').pct_up*100⟧ of days
Shallowest: November at ⟦38.1%@row('Nov').pct_up*100⟧
January surfaced at ⟦60%@row('Jan').pct_up*100⟧. Vis good."""),
E('q_month_up_2023', 'faithful', 'pt-BR sonar',
  """DIÁRIO DO SONAR — submarino «NQ», quarto de 2023
03:10 contato S1: setembro fechou em alta em ⟦70%@row('Sep').pct_up*100⟧ dos pregões
03:25 contato S2: outubro, ⟦68,2%@row('Oct').pct_up*100⟧
03:40 contato S3: novembro, o mais fraco, ⟦38,1%@row('Nov').pct_up*100⟧
Sem ruído de hélice."""),
E('q_month_up_2023', 'faithful', 'fr-FR tattoo',
  """PLANCHE FLASH — Salon NQ, série 2023
◆ « Septembre » : ⟦70\u202f%@row('Sep').pct_up*100⟧ de séances en hausse — le motif phare
◆ « Août » : ⟦39,1\u202f%@row('Aug').pct_up*100⟧
◆ « Novembre » : ⟦38,1\u202f%@row('Nov').pct_up*100⟧, le plus sombre
Sur rendez-vous uniquement."""),
# ---------------------------------------------------------------- q_widest_2024
E('q_widest_2024', 'wrong_column', 'en-GB falconry',
  """FALCONRY JOURNAL — Harris hawk "Widest", NQ 2024
⟦24 Jan@D:2024-01-24⟧: flew hard, range ⟦585.5@row('2024-01-24').range⟧ pts; opened at ⟦16,672.75@row('2024-01-24').open~row('2024-01-24').close!⟧
⟦17 May@D:2024-05-17⟧: ⟦555.25@row('2024-05-17').range⟧, keen on the lure
Weighed in sharp. Jesses checked."""),
E('q_widest_2024', 'coincidental', 'zh-CN laundromat',
  """洗衣房通知 · NQ 2024 振幅最大的五天
⟦1月24日@D:2024-01-24⟧：⟦585.5@row('2024-01-24').range⟧ 点（最大）
⟦5月17日@D:2024-05-17⟧：⟦555.25@row('2024-05-17').range⟧ 点
⟦7月5日@D:2024-07-05⟧：⟦487@row('2024-07-05').range!⟧ 点
烘干机 D2 暂停使用，请见谅。"""),
E('q_widest_2024', 'misrounded', 'it-IT carnival',
  """GIOSTRA «LE CINQUE PIÙ LARGHE» — NQ 2024
Il giro più alto: ⟦24 gennaio@D:2024-01-24⟧, ⟦585,5@T[0].range⟧ punti
L'ultimo dei cinque: ⟦1 maggio@D:2024-05-01⟧, ⟦484,5@T[4].range⟧
Altezza media del giro: ⟦534@stats.range.mean!⟧ punti
Vietato salire dopo i pasti!"""),
E('q_widest_2024', 'faithful', 'nl-NL tattoo',
  """FLASHVEL — Studio NQ, reeks „Breedste dagen 2024”
✧ ⟦24 jan@D:2024-01-24⟧ — ⟦585,5@T[0].range⟧ punten, slot ⟦16.672,75@T[0].close⟧
✧ ⟦17 mei@D:2024-05-17⟧ — ⟦555,25@T[1].range⟧
✧ ⟦31 mei@D:2024-05-31⟧ — ⟦541,5@T[2].range⟧
Drie van de vijf vallen in mei. Alleen op afspraak."""),
E('q_widest_2024', 'faithful', 'ja-JP barber',
  """理容室NQ 料金表（2024年 値幅上位五日）
⟦1月24日@D:2024-01-24⟧ …… ⟦585.5@T[0].range⟧
⟦5月17日@D:2024-05-17⟧ …… ⟦555.25@T[1].range⟧
⟦5月31日@D:2024-05-31⟧ …… ⟦541.5@T[2].range⟧
⟦7月5日@D:2024-07-05⟧ …… ⟦507.5@T[3].range⟧
⟦5月1日@D:2024-05-01⟧ …… ⟦484.5@T[4].range⟧
※単位はポイント。ご予約優先。"""),
E('q_widest_2024', 'faithful', 'de-DE dive',
  """TAUCHLOG — Tauchplatz NQ, Saison 2024
Abstieg 10:05 · Auftauchen 10:51
Tiefster Punkt: ⟦24.01.2024@D:2024-01-24⟧, Spanne ⟦585,5@T[0].range⟧ Punkte (Eröffnung ⟦17.188,75@T[0].open⟧, Schluss ⟦16.672,75@T[0].close⟧)
Mittel der fünf: ⟦534,85@stats.range.mean⟧
Buddy: Jens"""),
# ---------------------------------------------------------------- q_last10_change
E('q_last10_change', 'wrong_sign', 'ja-JP kiln',
  """窯焚き記録 ― 窯K1、直近10回の焼成（NQ）
⟦12月20日@D:2024-12-20⟧：⟦−178.25@row('2024-12-20').change⟧、いちばんひどい割れ
⟦12月23日@D:2024-12-23⟧：⟦+91@row('2024-12-23').change⟧、いちばんよく焼けた
⟦12月30日@D:2024-12-30⟧：⟦−69.25@row('2024-12-30').change!⟧
⟦1月2日@D:2025-01-02⟧：⟦−96.25@row('2025-01-02').change⟧で窯出し
焼成担当：田中"""),
E('q_last10_change', 'wrong_column', 'it-IT sonar',
  """GIORNALE SONAR — sommergibile «NQ», ultime 10 sedute
01:20 eco S1: il ⟦20/12@D:2024-12-20⟧ la seduta peggiore, ⟦−178,25@row('2024-12-20').change⟧
01:40 eco S2: il ⟦23/12@D:2024-12-23⟧ l'unica spinta forte, ⟦+91@row('2024-12-23').change⟧
02:05 eco S3: chiusura del ⟦31/12@D:2024-12-31⟧ a ⟦8.929,5@row('2024-12-31').close~row('2024-12-31').low!⟧
Nessun rumore di eliche."""),
E('q_last10_change', 'invented', 'en-GB falconry',
  """FALCONRY JOURNAL — peregrine "Ten", NQ last 10 sessions
Weathered from ⟦18 Dec@D:2024-12-18⟧ to ⟦2 Jan@D:2025-01-02⟧
Average stoop per day: ⟦−41.6@stats.change.mean!⟧ points
Best flight ⟦23 Dec@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧
Bird keen, weight steady."""),
E('q_last10_change', 'faithful', 'pt-BR carnival',
  """BRINQUEDO «MONTANHA-RUSSA NQ» — últimas 10 sessões
Maior queda: ⟦20/12@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧ pts
Maior subida: ⟦23/12@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧ pts
Variação média: ⟦−57,8@stats.change.mean⟧ pts por sessão
Proibido ficar em pé no carrinho!"""),
E('q_last10_change', 'faithful', 'es-ES florist',
  """PEDIDO FLORISTERÍA ref. NQ10 — últimas 10 sesiones
Ramo: cierre final ⟦8837,25@row('2025-01-02').close⟧ el ⟦2 de enero@D:2025-01-02⟧
Flor más alta: ⟦23 de diciembre@D:2024-12-23⟧, ⟦+91@row('2024-12-23').change⟧ puntos
Flor marchita: ⟦20 de diciembre@D:2024-12-20⟧, ⟦−178,25@row('2024-12-20').change⟧
Entregar antes de las 12:00."""),
E('q_last10_change', 'faithful', 'nl-NL tailor',
  """MAATKAART — klant NQ, laatste 10 sessies
Eerste pas ⟦18 dec@D:2024-12-18⟧: ⟦−173@row('2024-12-18').change⟧
Grootste plus ⟦23 dec@D:2024-12-23⟧: ⟦+91@row('2024-12-23').change⟧
Grootste min ⟦20 dec@D:2024-12-20⟧: ⟦−178,25@row('2024-12-20').change⟧
Gemiddeld: ⟦−57,8@stats.change.mean⟧ punten per sessie
Kleermaker: J. Visser"""),
# ---------------------------------------------------------------- q_year_volume
E('q_year_volume', 'wrong_year', 'es-ES carnival',
  """ATRACCIÓN «NORIA DEL VOLUMEN» — NQ por año
2023: ⟦201.034@row(2023).mean_volume⟧ contratos/día de media (⟦250@row(2023).count⟧ sesiones)
2024: ⟦201.902@row(2024).mean_volume~row(2025).mean_volume!⟧ contratos/día
2025: una sola sesión por ahora
Un viaje por ficha."""),
E('q_year_volume', 'misrounded', 'en-US bridge',
  """BIDDING RECORD — Board "Volume by year", Dealer South
S: One Club · W: Pass · N: One Heart · E: Pass
Result: 2023 averaged ⟦201,034@row(2023).mean_volume⟧ contracts a day; 2024 ⟦201,007@row(2024).mean_volume!⟧
2025 so far ⟦201,902@row(2025).mean_volume⟧ from ⟦1@row(2025).count⟧ session. Made exactly."""),
E('q_year_volume', 'wrong_year', 'ru-RU ranger',
  """РАПОРТ ЛЕСНИЧЕГО — акт IR17, участок «NQ-объёмы»
Средний дневной объём: 2023 — ⟦201\u00a0034@row(2023).mean_volume⟧ контракта, 2024 — ⟦201\u00a0006@row(2024).mean_volume⟧
Число сессий за 2024: ⟦250@row(2024).count~row(2023).count!⟧
Пострадавших нет. Лесничий: Петров"""),
E('q_year_volume', 'faithful', 'fr-FR sonar',
  """JOURNAL SONAR — SNA « NQ », veille des volumes
22:10 contact S1 : 2023, ⟦201\u202f034@row(2023).mean_volume⟧ contrats par jour en moyenne
22:25 contact S2 : 2024, ⟦201\u202f006@row(2024).mean_volume⟧ — le plus faible
22:40 contact S3 : 2025, ⟦201\u202f902@row(2025).mean_volume⟧ (une seule séance)
Écart entre 2023 et 2024 négligeable."""),
E('q_year_volume', 'faithful', 'ja-JP kiln',
  """窯焚き記録 ― 窯K3、年別の平均出来高
2023年：⟦201,034@row(2023).mean_volume⟧枚（⟦250@row(2023).count⟧日）
2024年：⟦201,006@row(2024).mean_volume⟧枚（⟦252@row(2024).count⟧日）
2025年：⟦201,902@row(2025).mean_volume⟧枚（⟦1@row(2025).count⟧日のみ）
所見：2024年が最少、ほぼ横ばい。"""),
E('q_year_volume', 'faithful', 'pl-PL tattoo',
  """WZORNIK TATUAŻY — studio NQ, seria „Wolumen roczny”
✶ 2023: ⟦201\u00a0034@row(2023).mean_volume⟧ kontraktów dziennie
✶ 2024: ⟦201\u00a0006@row(2024).mean_volume⟧ — najmniej
✶ 2025: ⟦201\u00a0902@row(2025).mean_volume⟧, na razie ⟦1@row(2025).count⟧ sesja
Tylko po konsultacji."""),
# ---------------------------------------------------------------- q_rth_hour_volume
E('q_rth_hour_volume', 'wrong_row', 'pl-PL barber',
  """ZAKŁAD FRYZJERSKI NQ — CENNIK GODZIN (ostatnie 20 dni)
15:00–15:59 ....... ⟦19\u00a0373@row('15').mean_volume⟧ kontraktów ★
09:00–09:59 ....... ⟦17\u00a0542@row('09').mean_volume⟧
11:00–11:59 ....... ⟦14\u00a0523@row('11').mean_volume~row('10').mean_volume!⟧
16:00–16:59 ....... ⟦5808@row('16').mean_volume⟧
Strzyżenie bez zapisów."""),
E('q_rth_hour_volume', 'coincidental', 'ja-JP sonar',
  """ソナー当直日誌 ― 潜水艦「NQ」、直近20日 RTH
04:10 探知 S1：15時台 平均 ⟦19,373@row('15').mean_volume⟧枚（最大）
04:25 探知 S2：13時台 ⟦13,398@row('13').mean_volume!⟧枚
04:40 探知 S3：16時台 ⟦5,808@row('16').mean_volume⟧枚（最小）
当直：佐藤"""),
E('q_rth_hour_volume', 'wrong_unit', 'de-DE falconry',
  """FALKNERTAGEBUCH — Wüstenbussard „RTH“, letzte 20 Tage
15:00 Uhr: stärkster Flug, im Schnitt ⟦19.373@row('15').mean_volume~row('15').mean_volume!⟧ € Umsatz je Stunde
16:00 Uhr: müde, ⟦5.808@row('16').mean_volume⟧ Kontrakte
Gewicht gehalten, Gefieder gut.""", unit_note='contracts quoted as euros'),
E('q_rth_hour_volume', 'faithful', 'fr-FR ranger',
  """RAPPORT D'INCIDENT — garde forestier, réf. IR15
Lieu : NQ, séance RTH, 20 derniers jours
Constat : pic d'affluence 15:00–15:59, ⟦19\u202f373@row('15').mean_volume⟧ contrats par heure en moyenne
Heure la plus calme : 16:00–16:59, ⟦5\u202f808@row('16').mean_volume⟧
Aucun blessé."""),
E('q_rth_hour_volume', 'faithful', 'en-US carnival',
  """RIDE SIGN — THE RTH WHIRL (last 20 days)
Busiest hour: 15:00–15:59, avg ⟦19,373@row('15').mean_volume⟧ contracts
Runner-up: 09:00–09:59, ⟦17,542@row('09').mean_volume⟧
Quietest: 16:00–16:59, ⟦5,808@row('16').mean_volume⟧
Keep hands and feet inside the car!"""),
E('q_rth_hour_volume', 'faithful', 'pt-BR kiln',
  """DIÁRIO DO FORNO — forno F2, queima «RTH», últimos 20 dias
09:00 ⟦17.542@row('09').mean_volume⟧ contratos/hora
12:00 ⟦13.396@row('12').mean_volume⟧
15:00 ⟦19.373@row('15').mean_volume⟧ — pico
16:00 ⟦5.808@row('16').mean_volume⟧ — esfriando
Peças sem trincas."""),
]
