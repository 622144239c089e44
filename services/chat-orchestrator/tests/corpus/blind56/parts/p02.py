"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def yv(y):
    return f"row({y}).mean_volume"


def hv(h):
    return f"row('{h}').mean_volume"


def d(x, col):
    return f"row('{x}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'ja-JP', 'falafel',
  "年別の平均日次出来高：2023年⟦201,034@" + yv(2023) + "⟧枚（⟦250@row(2023).count⟧日）、2024年⟦201,006@" + yv(2024) +
  "⟧枚（⟦252@row(2024).count⟧日）、2025年はまだ一日だけで⟦201,902@" + yv(2025) + "⟧枚。ほぼ横ばい。"),
A('q_year_volume', 'faithful', 'zh-CN', 'punchcut',
  "按年份的日均成交量：2023 年 ⟦201,034@" + yv(2023) + "⟧ 手，2024 年 ⟦201,006@" + yv(2024) + "⟧ 手，几乎持平；"
  "2025 年只有一个交易日，为 ⟦201,902@" + yv(2025) + "⟧ 手。"),
A('q_year_volume', 'faithful', 'nl-NL', 'umbrella',
  "gemiddeld dagvolume per jaar: 2023 ⟦201.034@" + yv(2023) + "⟧ contracten over ⟦250@row(2023).count⟧ dagen, "
  "2024 ⟦201.006@" + yv(2024) + "⟧ over ⟦252@row(2024).count⟧; 2025 telt één sessie (⟦201.902@" + yv(2025) + "⟧)."),
A('q_year_volume', 'wrong_year', 'de-DE', 'rivertaxi',
  "Tagesvolumen im Jahresschnitt: 2024 ⟦201.034@" + yv(2024) + "~" + yv(2023) + "!⟧ Kontrakte über "
  "⟦252@row(2024).count⟧ Sitzungen; 2025 bisher nur eine Sitzung mit ⟦201.902@" + yv(2025) + "⟧."),
A('q_year_volume', 'wrong_year', 'fr-FR', 'tincan',
  "volume quotidien moyen : 2023 à ⟦201_034@" + yv(2023) + "⟧ contrats, 2024 à ⟦201_006@" + yv(2024) + "⟧ sur "
  "⟦250@row(2024).count~row(2023).count!⟧ séances ; 2025 ne compte qu'une séance."),
A('q_year_volume', 'invented', 'en-US', 'raingauge',
  "average daily volume by year: 2023 ⟦201,034@" + yv(2023) + "⟧ contracts, 2024 ⟦198,750@" + yv(2024) +
  "!⟧, and 2025 a single session so far at ⟦201,902@" + yv(2025) + "⟧."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'en-US', 'rugloom',
  "RTH volume by hour, last 20 days: the 15:00 hour leads with ⟦19,373@" + hv('15') + "⟧ contracts on average, "
  "the 09:00 open next at ⟦17,542@" + hv('09') + "⟧; the 16:00 stub is thinnest at ⟦5,808@" + hv('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'pl-PL', 'copperstill',
  "ostatnie 20 dni, sesja RTH: najwięcej obraca godzina 15:00, średnio ⟦19_373@" + hv('15') + "⟧ kontraktów, "
  "potem 09:00 z ⟦17_542@" + hv('09') + "⟧; najmniej 16:00, ⟦5808@" + hv('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'fr-FR', 'goldpan',
  "volume moyen par heure (RTH, 20 derniers jours) : l'heure de 15:00 mène avec ⟦19_373@" + hv('15') + "⟧ "
  "contrats, celle de 10:00 fait ⟦14_523,4@" + hv('10') + "⟧ ; 16:00 ferme la marche à ⟦5_808@" + hv('16') + "⟧."),
A('q_rth_hour_volume', 'derived', 'ja-JP', 'rivertaxi',
  "直近20日・RTHの時間帯別平均出来高：15時台⟦19,373@" + hv('15') + "⟧枚、16時台⟦5,808@" + hv('16') +
  "⟧枚。自分で割ると15時台は16時台の⟦3.34@" + hv('15') + "/" + hv('16') + "!⟧倍。"),
A('q_rth_hour_volume', 'wrong_unit', 'pt-BR', 'tincan',
  "últimos 20 dias, pregão regular: a hora das 15:00 negocia em média ⟦19.373@" + hv('15') + "~" + hv('15') +
  "!⟧ contratos por minuto, a maior do dia; a abertura das 09:00 vem logo atrás.",
  unit_note='contracts per hour quoted as contracts per minute'),
A('q_rth_hour_volume', 'coincidental', 'nl-NL', 'raingauge',
  "RTH, laatste 20 dagen: het uur van 15:00 is het drukst met gemiddeld ⟦19.373@" + hv('15') + "⟧ contracten; "
  "het rustigste middaguur, 13:00, zit op ⟦13.298@" + hv('13') + "!⟧."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'ru-RU', 'sailloft',
  "в 2024 году ростом закрылись ⟦40,5 %@value*100⟧ сессий из ⟦252@R.source_row_count⟧, то есть меньше "
  "половины. Кроили по ветру, а ветер был встречный."),
A('q_up_pct_2024', 'faithful', 'nl-NL', 'raingauge',
  "aandeel stijgende dagen in 2024: ⟦40,48%@value*100⟧ van ⟦252@R.source_row_count⟧ handelsdagen. "
  "Meer buien dan zon."),
A('q_up_pct_2024', 'faithful', 'en-GB', 'umbrella',
  "2024: ⟦40.5%@value*100⟧ of sessions closed above their open, so fewer than half. Bring the brolly."),
A('q_up_pct_2024', 'misrounded', 'en-US', 'copperstill',
  "⟦40.4%@value*100!⟧ of 2024's ⟦252@R.source_row_count⟧ sessions closed up on the day; the rest ran to the "
  "tails barrel."),
A('q_up_pct_2024', 'derived', 'pt-BR', 'goldpan',
  "2024: ⟦40,48%@value*100⟧ dos ⟦252@R.source_row_count⟧ pregões fecharam em alta. Pela minha conta, isso "
  "dá ⟦102@value*252!⟧ dias de alta no ano."),
A('q_up_pct_2024', 'invented', 'pl-PL', 'rivertaxi',
  "w 2024 r. wzrostem zamknęło się ⟦43,7%@value*100!⟧ sesji, czyli mniej niż połowa. Pod prąd."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'falafel',
  "2023 x 2024: amplitude média ⟦363,2@A.mean_range⟧ contra ⟦274,4@B.mean_range⟧ pontos; volume médio "
  "⟦201.034@A.mean_volume⟧ contra ⟦201.006@B.mean_volume⟧ contratos, praticamente igual."),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'umbrella',
  "2023 gegen 2024: mittlere Spanne ⟦363,24@A.mean_range⟧ vs. ⟦274,44@B.mean_range⟧ Punkte, Volumen "
  "⟦201.034@A.mean_volume⟧ vs. ⟦201.006@B.mean_volume⟧ Kontrakte, ⟦250@A.count⟧ bzw. ⟦252@B.count⟧ Tage."),
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'sailloft',
  "2023 face à 2024 : amplitude moyenne ⟦363,2@A.mean_range⟧ puis ⟦274,4@B.mean_range⟧ points ; volume moyen "
  "quasi identique, ⟦201_034@A.mean_volume⟧ contre ⟦201_006@B.mean_volume⟧ contrats."),
A('q_stats_2023_vs_2024', 'wrong_year', 'zh-CN', 'snowshoe',
  "2024 年日均波幅 ⟦363.24@B.mean_range~A.mean_range!⟧ 点，日均成交 ⟦201,006@B.mean_volume⟧ 手；"
  "2023 年日均成交 ⟦201,034@A.mean_volume⟧ 手，两年量能几乎一样。"),
A('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL', 'goldpan',
  "gemiddelde dagrange 2023 ⟦363,2@A.mean_range⟧ tegen ⟦274,4@B.mean_range⟧ in 2024; zelf gedeeld was 2023 "
  "⟦1,42@A.mean_range/B.mean_range!⟧ keer zo breed. Volume vrijwel gelijk."),
A('q_stats_2023_vs_2024', 'wrong_unit', 'ru-RU', 'copperstill',
  "средний дневной диапазон в 2023 году — ⟦363,24@A.mean_range~A.mean_range!⟧ пипса, в 2024-м уже; объём почти "
  "тот же: ⟦201_034@A.mean_volume⟧ против ⟦201_006@B.mean_volume⟧ контрактов.",
  unit_note='index points quoted as pips'),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'zh-CN', 'punchcut',
  "2023 年收盘较开盘涨超 2% 的交易日共 ⟦14@R.summary.rows⟧ 天，最大是 ⟦12月6日@D:2023-12-06⟧ 的 "
  "⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧，其次 ⟦11月7日@D:2023-11-07⟧ 的 ⟦+3.12%@" + d('2023-11-07', 'chg') + "⟧。"),
A('q_big_up_days_2023', 'faithful', 'fr-FR', 'goldpan',
  "en 2023, ⟦14@R.summary.rows⟧ séances ont clôturé plus de 2 % au-dessus de l'ouverture ; la plus forte le "
  "⟦6 décembre@D:2023-12-06⟧ : ⟦+3,32 %@" + d('2023-12-06', 'chg') + "⟧, de ⟦17_263@" + d('2023-12-06', 'open') +
  "⟧ à ⟦17_836@" + d('2023-12-06', 'close') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'tincan',
  "2023 days closing more than 2% above the open: ⟦14@R.summary.rows⟧, from ⟦Jan 18@D:2023-01-18⟧ (⟦+2.50%@" +
  d('2023-01-18', 'chg') + "⟧) to ⟦Dec 6@D:2023-12-06⟧ (⟦+3.32%@" + d('2023-12-06', 'chg') + "⟧), average "
  "⟦2.44%@stats.chg.mean⟧."),
A('q_big_up_days_2023', 'wrong_row', 'pt-BR', 'rivertaxi',
  "2023 teve ⟦14@R.summary.rows⟧ pregões com alta acima de 2 %; em ⟦13/04@D:2023-04-13⟧ o ganho foi de "
  "⟦2,42%@" + d('2023-04-13', 'chg') + "~" + d('2023-04-19', 'chg') + "!⟧ e o maior veio em ⟦06/12@D:2023-12-06⟧, "
  "⟦+3,32%@" + d('2023-12-06', 'chg') + "⟧."),
A('q_big_up_days_2023', 'wrong_column', 'ru-RU', 'umbrella',
  "⟦6 июня@D:2023-06-06⟧ 2023 г. NQ открылся на ⟦18_130,5@" + d('2023-06-06', 'open') + "~" +
  d('2023-06-06', 'close') + "!⟧ и прибавил к закрытию ⟦2,98 %@" + d('2023-06-06', 'chg') + "⟧; всего таких "
  "дней (рост больше 2 %) — ⟦14@R.summary.rows⟧."),
A('q_big_up_days_2023', 'misrounded', 'en-GB', 'sailloft',
  "⟦14@R.summary.rows⟧ sessions in 2023 closed more than 2% above their open; the biggest, on "
  "⟦6 Dec@D:2023-12-06⟧, gained ⟦3.31%@" + d('2023-12-06', 'chg') + "!⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'ru-RU', 'tincan',
  "корреляция дневного объёма с диапазоном в 2024 году — ⟦0,051@value⟧ по ⟦252@R.source_row_count⟧ дням: "
  "связи практически нет."),
A('q_corr_2024', 'faithful', 'ja-JP', 'punchcut',
  "2024年の出来高と値幅の相関係数は⟦0.05@value⟧。ほぼ無相関で、出来高から値幅は読めない。"),
A('q_corr_2024', 'faithful', 'es-ES', 'falafel',
  "en 2024 la correlación entre volumen diario y rango fue de ⟦0,0512@value⟧: prácticamente nula. "
  "Más gente en la cola no significa más garbanzos."),
A('q_corr_2024', 'wrong_sign', 'pt-BR', 'snowshoe',
  "correlação entre volume e amplitude diária em 2024: ⟦−0,051@value!⟧, ou seja, nenhuma relação útil "
  "entre as duas."),
A('q_corr_2024', 'invented', 'pl-PL', 'sailloft',
  "w 2024 r. korelacja wolumenu z zakresem dnia wyniosła ⟦0,31@value!⟧, czyli słaba, ale dodatnia."),
A('q_corr_2024', 'wrong_unit', 'zh-CN', 'rugloom',
  "2024 年成交量与波幅的相关性：按 ⟦252@R.source_row_count~R.source_row_count!⟧ 周数据算为 ⟦0.05@value⟧，"
  "基本无关。", unit_note='daily bars quoted as weeks'),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'nl-NL', 'umbrella',
  "maandbalken 2024: alleen april sloot hoger (⟦+1.008@" + d('2024-04', 'change') + "⟧ punten), de rest rood; "
  "juli het zwaarst met ⟦−1.374@" + d('2024-07', 'change') + "⟧, december eindigde op ⟦8.944@" +
  d('2024-12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'it-IT', 'punchcut',
  "barre mensili 2024: undici mesi in rosso, solo aprile in verde (⟦+1.008@" + d('2024-04', 'change') + "⟧); "
  "il peggiore luglio, ⟦−1.374@" + d('2024-07', 'change') + "⟧ punti; media mensile ⟦−728,13@stats.change.mean⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'copperstill',
  "2024 mes a mes: enero abrió en ⟦17.578,75@" + d('2024-01', 'open') + "⟧ y diciembre cerró en ⟦8.944@" +
  d('2024-12', 'close') + "⟧; el mínimo del año cayó en diciembre, ⟦8.926,25@" + d('2024-12', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'en-GB', 'sailloft',
  "2024 monthly bars: January ⟦−1,186.5@" + d('2024-01', 'change') + "⟧, April the lone up month at ⟦+1,008@" +
  d('2024-04', 'change') + "⟧, May ⟦−1,214.75@" + d('2024-05', 'change') + "⟧, July the worst at ⟦−1,374@" +
  d('2024-07', 'change') + "⟧; average ⟦−728.13@stats.change.mean⟧."),
A('q_monthly_2024', 'wrong_sign', 'pl-PL', 'falafel',
  "2024 miesiąc po miesiącu: czerwiec ⟦+234,75@" + d('2024-06', 'change') + "!⟧ pkt, lipiec ⟦−1374@" +
  d('2024-07', 'change') + "⟧, grudzień ⟦−621@" + d('2024-12', 'change') + "⟧."),
A('q_monthly_2024', 'wrong_row', 'ja-JP', 'marbling',
  "2024年の月足：7月が最大の下げ⟦−1,374@" + d('2024-07', 'change') + "⟧、11月は⟦−608.5@" + d('2024-11', 'change') +
  "~" + d('2024-09', 'change') + "!⟧ポイント、上げたのは4月だけで⟦+1,008@" + d('2024-04', 'change') + "⟧。"),
A('q_monthly_2024', 'wrong_column', 'ru-RU', 'goldpan',
  "месячные бары 2024 года: март закрылся на ⟦16_120@" + d('2024-03', 'close') + "~" + d('2024-03', 'high') +
  "!⟧, за месяц ⟦−1049@" + d('2024-03', 'change') + "⟧ пунктов; апрель — единственный плюс, ⟦+1008@" +
  d('2024-04', 'change') + "⟧."),
]
