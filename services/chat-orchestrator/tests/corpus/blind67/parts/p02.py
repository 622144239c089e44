"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A

H = "row('{}').mean_volume"
BIG = "row('{}').{}"
MR = "row('2024-{}').{}"


def mv(y):
    return f"row({y}).mean_volume"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'it-IT', 'limousine',
  f"volume medio giornaliero del NQ: ⟦201.034@{mv(2023)}⟧ contratti nel 2023 (⟦250@row(2023).count⟧ sedute), "
  f"⟦201.006@{mv(2024)}⟧ nel 2024 (⟦252@row(2024).count⟧) e ⟦201.902@{mv(2025)}⟧ nel 2025, che però conta una "
  f"sola seduta."),
A('q_year_volume', 'faithful', 'ru-RU', 'petshop',
  f"средний дневной объём NQ: 2023 — ⟦201_034@{mv(2023)}⟧, 2024 — ⟦201_006,37@{mv(2024)}⟧ контрактов, разница "
  f"почти нулевая. 2025 год пока представлен одной сессией. Попугай болтлив."),
A('q_year_volume', 'faithful', 'ja-JP', 'ciderpress',
  f"年別の一日平均出来高：2023年 ⟦201,033.96@{mv(2023)}⟧、2024年 ⟦201,006.37@{mv(2024)}⟧、2025年 "
  f"⟦201,902@{mv(2025)}⟧（⟦1@row(2025).count⟧日分のみ）。"),
A('q_year_volume', 'wrong_year', 'en-US', 'fireengine',
  f"Average daily NQ volume was ⟦201,034@{mv(2024)}~{mv(2023)}!⟧ contracts in 2024 and ⟦201,902@{mv(2025)}⟧ in "
  f"2025, the latter from a single session."),
A('q_year_volume', 'wrong_year', 'fr-FR', 'blimp',
  f"volume quotidien moyen du NQ : ⟦201_034@{mv(2023)}⟧ contrats en 2023 sur ⟦252@row(2023).count~row(2024).count!⟧ "
  f"séances, ⟦201_006@{mv(2024)}⟧ en 2024. Enveloppe sans pli."),
A('q_year_volume', 'derived', 'pl-PL', 'observatory',
  f"średni dzienny wolumen NQ: 2024 r. ⟦201_006@{mv(2024)}⟧, 2025 r. ⟦201_902@{mv(2025)}⟧ kontraktów (jedna "
  f"sesja); różnica ⟦895,6@{mv(2025)}-{mv(2024)}!⟧ kontraktu, policzona przeze mnie."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'de-DE', 'blimp',
  f"RTH, letzte 20 Tage: am meisten los ist in der Stunde ab 15:00 mit ⟦19.373@{H.format('15')}⟧ Kontrakten im "
  f"Schnitt, dann 09:00 mit ⟦17.542@{H.format('09')}⟧; am ruhigsten 16:00 mit ⟦5.808@{H.format('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'en-GB', 'ambulance',
  f"Lately the busiest RTH hour has been 15:00–15:59, averaging ⟦19,373.2@{H.format('15')}⟧ contracts; the opening "
  f"hour from 09:00 follows at ⟦17,542.25@{H.format('09')}⟧ and the last hour from 16:00 is thinnest at "
  f"⟦5,808.3@{H.format('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'limousine',
  f"RTH-volume per uur, laatste 20 dagen: piek in het uur vanaf 15:00 (⟦19.373,22@{H.format('15')}⟧ contracten "
  f"gemiddeld), dal vanaf 16:00 (⟦5.808,33@{H.format('16')}⟧); ⟦154@R.source_row_count⟧ uurbars."),
A('q_rth_hour_volume', 'wrong_row', 'ja-JP', 'fireengine',
  f"直近20日のRTHで出来高が最も多いのは15:00台で平均⟦19,373@{H.format('15')}⟧枚。昼の12:00台は"
  f"⟦13,478.85@{H.format('12')}~{H.format('11')}!⟧枚。"),
A('q_rth_hour_volume', 'invented', 'fr-FR', 'observatory',
  f"volume RTH des 20 dernières séances : l'heure de 15:00 domine avec ⟦22_640@{H.format('15')}!⟧ contrats en "
  f"moyenne, celle de 16:00 est la plus creuse. Ciel voilé."),
A('q_rth_hour_volume', 'miscomputed', 'en-US', 'creamery',
  f"Recent RTH volume by hour: 15:00 leads with ⟦19,373.2@{H.format('15')}⟧ contracts on average, 16:00 trails "
  f"with ⟦5,808.3@{H.format('16')}⟧ — by my own division the busiest hour trades "
  f"⟦3.43@{H.format('15')}/{H.format('16')}!⟧ times the quietest."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'en-US', 'bicycle',
  "In 2024 the NQ closed above its open on ⟦40.5%@value*100⟧ of days, out of ⟦252@R.source_row_count⟧ "
  "sessions — fewer than half."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'limousine',
  "w 2024 r. sesje wzrostowe NQ (zamknięcie powyżej otwarcia) stanowiły ⟦40,48@value*100⟧ % z "
  "⟦252@R.summary.rows_scanned⟧ dni."),
A('q_up_pct_2024', 'faithful', 'fr-FR', 'whalewatch',
  "NQ 2024 : ⟦40,476 %@value*100⟧ des séances ont fini au-dessus de l'ouverture, soit moins d'une sur deux. Souffle "
  "à bâbord."),
A('q_up_pct_2024', 'misrounded', 'nl-NL', 'seaplane',
  "in 2024 sloot de NQ op ⟦40,4@value*100!⟧ % van de ⟦252@R.source_row_count⟧ handelsdagen hoger dan de opening."),
A('q_up_pct_2024', 'derived', 'pt-BR', 'ambulance',
  "em 2024, ⟦40,48@value*100⟧% dos ⟦252@R.source_row_count⟧ pregões do NQ fecharam acima da abertura; pelas minhas "
  "contas, são ⟦102@value*R.source_row_count!⟧ dias de alta."),
A('q_up_pct_2024', 'invented', 'it-IT', 'creamery',
  "nel 2024 il NQ ha chiuso sopra l'apertura nel ⟦44,8@value*100!⟧% delle sedute. Panna pronta presto."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'blimp',
  "2023 frente a 2024 en el NQ: rango medio diario ⟦363,2@A.mean_range⟧ puntos frente a ⟦274,4@B.mean_range⟧; "
  "volumen medio casi igual, ⟦201.034@A.mean_volume⟧ y ⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'faithful', 'it-IT', 'whalewatch',
  "rispetto al 2023 (⟦250@A.count⟧ sedute, escursione media ⟦363,24@A.mean_range⟧) il 2024 (⟦252@B.count⟧ sedute) "
  "è stato più calmo: ⟦274,44@B.mean_range⟧ punti, con un volume quasi identico."),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'seaplane',
  "2023: mittlere Tagesspanne ⟦363,238@A.mean_range⟧ Punkte, Volumen ⟦201.033,96@A.mean_volume⟧; 2024: "
  "⟦274,44@B.mean_range⟧ Punkte, ⟦201.006,37@B.mean_volume⟧. Ruhiger, nicht dünner."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL', 'creamery',
  "średni dzienny zakres NQ w 2024 r.: ⟦363,2@B.mean_range~A.mean_range!⟧ pkt, średni wolumen "
  "⟦201_006@B.mean_volume⟧ kontraktów."),
A('q_stats_2023_vs_2024', 'miscomputed', 'en-GB', 'observatory',
  "NQ mean daily range fell from ⟦363.24@A.mean_range⟧ points in 2023 to ⟦274.44@B.mean_range⟧ in 2024; by my own "
  "division 2023 ran ⟦1.23@A.mean_range/B.mean_range!⟧ times as wide."),
A('q_stats_2023_vs_2024', 'coincidental', 'zh-CN', 'tvrepair',
  "2023 年 NQ 日均波幅 ⟦363.2@A.mean_range⟧ 点，共 ⟦254@A.count!⟧ 个交易日；2024 年为 ⟦274.4@B.mean_range⟧ 点。"),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'pt-BR', 'ciderpress',
  f"em 2023 o NQ fechou mais de 2% acima da abertura em ⟦14@R.summary.rows⟧ pregões; o primeiro foi "
  f"⟦18/01@D:2023-01-18⟧ (⟦+2,5@{BIG.format('2023-01-18', 'chg')}⟧%) e o mais forte ⟦06/12@D:2023-12-06⟧, "
  f"⟦+3,32@{BIG.format('2023-12-06', 'chg')}⟧%."),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'fireengine',
  f"2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。最大は⟦12月6日@D:2023-12-06⟧の"
  f"⟦3.32@{BIG.format('2023-12-06', 'chg')}⟧%、次が⟦11月7日@D:2023-11-07⟧の⟦3.12@{BIG.format('2023-11-07', 'chg')}⟧%。"),
A('q_big_up_days_2023', 'faithful', 'ru-RU', 'tvrepair',
  f"в 2023 году NQ ⟦14@R.summary.rows⟧ раз закрывался выше открытия больше чем на 2 %; сильнейший день — "
  f"⟦6 декабря@D:2023-12-06⟧: с ⟦17_263@{BIG.format('2023-12-06', 'open')}⟧ до ⟦17_836@{BIG.format('2023-12-06', 'close')}⟧, "
  f"⟦+3,32@{BIG.format('2023-12-06', 'chg')}⟧ %."),
A('q_big_up_days_2023', 'faithful', 'zh-CN', 'whalewatch',
  f"2023 年 NQ 收盘较开盘涨超 2% 的交易日共 ⟦14@R.summary.rows⟧ 天；⟦6月6日@D:2023-06-06⟧ 涨 "
  f"⟦2.98@{BIG.format('2023-06-06', 'chg')}⟧%，从 ⟦17,605@{BIG.format('2023-06-06', 'open')}⟧ 到 "
  f"⟦18,130.5@{BIG.format('2023-06-06', 'close')}⟧。"),
A('q_big_up_days_2023', 'wrong_row', 'en-US', 'observatory',
  f"2023's strongest open-to-close day was ⟦Dec 6@D:2023-12-06⟧ at ⟦+3.32%@{BIG.format('2023-12-06', 'chg')}⟧; "
  f"⟦Jun 6@D:2023-06-06⟧ gained ⟦3.12%@{BIG.format('2023-06-06', 'chg')}~{BIG.format('2023-11-07', 'chg')}!⟧."),
A('q_big_up_days_2023', 'misrounded', 'pl-PL', 'blimp',
  f"w 2023 r. ⟦14@R.summary.rows⟧ sesji NQ zamknęło się ponad 2 % nad otwarciem; ⟦6 czerwca@D:2023-06-06⟧ wzrost "
  f"wyniósł ⟦2,99@{BIG.format('2023-06-06', 'chg')}!⟧ %."),
A('q_big_up_days_2023', 'derived', 'es-ES', 'creamery',
  f"el ⟦7 de noviembre de 2023@D:2023-11-07⟧ el NQ abrió en ⟦17.632@{BIG.format('2023-11-07', 'open')}⟧ y cerró en "
  f"⟦18.182,75@{BIG.format('2023-11-07', 'close')}⟧: una subida de "
  f"⟦550,75@{BIG.format('2023-11-07', 'close')}-{BIG.format('2023-11-07', 'open')}!⟧ puntos según mi cuenta."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pl-PL', 'petshop',
  "korelacja dziennego wolumenu z zakresem NQ w 2024 r. wynosi ⟦0,051@value⟧ przy ⟦252@R.summary.rows_scanned⟧ "
  "sesjach — praktycznie brak związku."),
A('q_corr_2024', 'faithful', 'fr-FR', 'whalewatch',
  "corrélation volume–amplitude du NQ en 2024 : ⟦0,05@value⟧, sur ⟦252@R.summary.rows_scanned⟧ séances. Aucun lien "
  "exploitable."),
A('q_corr_2024', 'faithful', 'en-GB', 'tvrepair',
  "The 2024 correlation between daily volume and range is ⟦0.0512@value⟧ across ⟦252@R.summary.rows_scanned⟧ "
  "days — effectively none. Valve set hums fine."),
A('q_corr_2024', 'misrounded', 'ru-RU', 'ciderpress',
  "корреляция объёма и дневного диапазона NQ за 2024 год — ⟦0,052@value!⟧, связи нет. Антоновка хороша."),
A('q_corr_2024', 'derived', 'zh-CN', 'limousine',
  "2024 年 NQ 日成交量与振幅的相关系数为 ⟦0.0512@value⟧；我自己平方得出决定系数 ⟦0.0026@value**2!⟧，几乎为零。"),
A('q_corr_2024', 'invented', 'es-ES', 'bicycle',
  "en 2024 la correlación entre volumen diario y rango del NQ fue de ⟦0,19@value!⟧: una relación débil."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'ja-JP', 'tvrepair',
  f"2024年の月足で上昇したのは4月だけ（⟦+1,008@{MR.format('04', 'change')}⟧）。最大の下落は7月の"
  f"⟦−1,374@{MR.format('07', 'change')}⟧、12月の終値は⟦8,944@{MR.format('12', 'close')}⟧。"),
A('q_monthly_2024', 'faithful', 'it-IT', 'ambulance',
  f"barre mensili 2024 del NQ: undici mesi su dodici in calo; l'unico positivo è aprile, "
  f"⟦+1.008@{MR.format('04', 'change')}⟧ punti; il peggiore luglio, ⟦−1.374@{MR.format('07', 'change')}⟧; "
  f"variazione media ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'zh-CN', 'observatory',
  f"2024 年 NQ 月线：1月开盘 ⟦17,578.75@{MR.format('01', 'open')}⟧，12月收盘 ⟦8,944@{MR.format('12', 'close')}⟧；"
  f"只有4月收涨 ⟦+1,008@{MR.format('04', 'change')}⟧ 点，10月跌 ⟦−1,238@{MR.format('10', 'change')}⟧ 点。"),
A('q_monthly_2024', 'wrong_sign', 'pt-BR', 'bicycle',
  f"barras mensais de 2024: abril foi o único mês de alta (⟦+1.008@{MR.format('04', 'change')}⟧ pontos); setembro "
  f"terminou com variação de ⟦+608,5@{MR.format('09', 'change')}!⟧."),
A('q_monthly_2024', 'wrong_column', 'en-GB', 'seaplane',
  f"2024 monthly bars: June closed at ⟦14,771.25@{MR.format('06', 'close')}~{MR.format('06', 'high')}!⟧ after "
  f"opening at ⟦14,548@{MR.format('06', 'open')}⟧; July was the worst month at ⟦−1,374@{MR.format('07', 'change')}⟧."),
A('q_monthly_2024', 'wrong_row', 'pl-PL', 'whalewatch',
  f"miesięczne świece NQ w 2024 r.: jedyny wzrost w kwietniu (⟦+1008@{MR.format('04', 'change')}⟧ pkt), "
  f"październik zamknął się zmianą ⟦−1214,75@{MR.format('10', 'change')}~{MR.format('05', 'change')}!⟧ pkt."),
A('q_monthly_2024', 'miscomputed', 'nl-NL', 'ciderpress',
  f"maandbars 2024: januari opende op ⟦17.578,75@{MR.format('01', 'open')}⟧, december sloot op "
  f"⟦8.944@{MR.format('12', 'close')}⟧; volgens mijn eigen aftrekking een jaarverlies van "
  f"⟦−8.364,75@{MR.format('12', 'close')}-{MR.format('01', 'open')}!⟧ punten."),
]
