"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(yr, col='mean_volume'):
    return f"row({yr}).{col}"


def h(hh):
    return f"row('{hh}').mean_volume"


def d(day, col):
    return f"row('{day}').{col}"


def m(mon, col):
    return f"row('2024-{mon}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'it-IT', 'philately',
  "volume medio giornaliero: 2023 ⟦201.034@" + y(2023) + "⟧ contratti su ⟦250@" + y(2023, 'count') + "⟧ sedute, "
  "2024 ⟦201.006@" + y(2024) + "⟧ su ⟦252@" + y(2024, 'count') + "⟧; il 2025 ha una sola seduta, con "
  "⟦201.902@" + y(2025) + "⟧."),
A('q_year_volume', 'faithful', 'pt-BR', 'thrift',
  "volume médio por ano: ⟦201.033,96@" + y(2023) + "⟧ em 2023 e ⟦201.006,37@" + y(2024) + "⟧ em 2024, "
  "praticamente iguais; ⟦201.902@" + y(2025) + "⟧ em 2025, de um único pregão."),
A('q_year_volume', 'faithful', 'en-US', 'dollhouse',
  "Average daily volume: 2023 ⟦201,034@" + y(2023) + "⟧, 2024 ⟦201,006@" + y(2024) + "⟧, 2025 ⟦201,902@" +
  y(2025) + "⟧ from a single session; ⟦503@R.source_row_count⟧ daily rows in all."),
A('q_year_volume', 'wrong_year', 'zh-CN', 'weaver',
  "2023 年日均成交量 ⟦201,006@" + y(2023) + "~" + y(2024) + "!⟧ 手，共 ⟦250@" + y(2023, 'count') + "⟧ 个交易日。"),
A('q_year_volume', 'wrong_year', 'ja-JP', 'spinning',
  "2024年の日平均出来高は⟦201,902@" + y(2024) + "~" + y(2025) + "!⟧枚（⟦252@" + y(2024, 'count') + "⟧日）。"
  "羊毛はよく梳けた。"),
A('q_year_volume', 'wrong_unit', 'fr-FR', 'pottery',
  "volume moyen 2024 : ⟦201_006@" + y(2024) + "~" + y(2024) + "!⟧ points par séance, sur ⟦252@" +
  y(2024, 'count') + "⟧ séances.", unit_note='contract volume quoted as index points'),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'en-US', 'philately',
  "last 20 sessions, RTH: the 15:00 hour was busiest at ⟦19,373@" + h('15') + "⟧ contracts on average, 09:00 "
  "next with ⟦17,542@" + h('09') + "⟧, and 16:00 the thinnest at ⟦5,808@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'pt-BR', 'flea',
  "nos últimos 20 pregões, a hora das 10:00 teve média de ⟦14.523,4@" + h('10') + "⟧ contratos e a das 11:00, "
  "⟦13.478,85@" + h('11') + "⟧; o pico foi às 15:00, com ⟦19.373,22@" + h('15') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'fr-FR', 'spinning',
  "volume horaire moyen (RTH, 20 dernières séances) : 12:00 → ⟦13_396@" + h('12') + "⟧, 13:00 → ⟦12_326,8@" +
  h('13') + "⟧, 14:00 → ⟦13_300@" + h('14') + "⟧ ; le creux est à 16:00 avec ⟦5_808,33@" + h('16') + "⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'dyer',
  "直近20日のRTHでは15:00台が平均⟦19,373.22@" + h('15') + "⟧枚で最多、09:00台が⟦17,542.25@" + h('09') +
  "⟧枚で二番目。"),
A('q_rth_hour_volume', 'wrong_row', 'de-DE', 'lamplighter',
  "in der Stunde ab 09:00 wurden zuletzt im Schnitt ⟦14.523,4@" + h('09') + "~" + h('10') + "!⟧ Kontrakte "
  "gehandelt, ab 15:00 ⟦19.373@" + h('15') + "⟧."),
A('q_rth_hour_volume', 'miscomputed', 'en-GB', 'thrift',
  "by my division the 15:00 hour (⟦19,373.2@" + h('15') + "⟧) carried ⟦3.53@" + h('15') + "/" + h('16') +
  "!⟧ times the volume of the 16:00 hour (⟦5,808.3@" + h('16') + "⟧)."),
A('q_rth_hour_volume', 'invented', 'nl-NL', 'jigsaw',
  "het uur van 13:00 deed de afgelopen 20 sessies gemiddeld ⟦11.240@" + h('13') + "!⟧ contracten; 15:00 blijft "
  "het drukst."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'de-DE', 'hobby',
  "2024 schlossen ⟦40,48 %@value*100⟧ der ⟦252@R.source_row_count⟧ Handelstage über dem Eröffnungskurs."),
A('q_up_pct_2024', 'faithful', 'es-ES', 'dollhouse',
  "en 2024 el ⟦40,5%@value*100⟧ de las sesiones cerró por encima de la apertura; el resto, planas o a la baja."),
A('q_up_pct_2024', 'faithful', 'pl-PL', 'pottery',
  "udział sesji wzrostowych w 2024 r.: ⟦40,476%@value*100⟧ z ⟦252@R.source_row_count⟧ dni handlowych."),
A('q_up_pct_2024', 'misrounded', 'en-GB', 'flea',
  "in 2024, ⟦40.4%@value*100!⟧ of sessions closed above their open. Quiet pitch, dry all day."),
A('q_up_pct_2024', 'derived', 'ja-JP', 'spinning',
  "2024年に始値より高く引けた日は⟦40.48@value*100⟧%。自分で引き算すると、残りの⟦59.52@100-value*100!⟧%は"
  "横ばいか下落。"),
A('q_up_pct_2024', 'invented', 'pt-BR', 'philately',
  "em 2024, ⟦37,3%@value*100!⟧ dos pregões fecharam acima da abertura."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'ja-JP', 'flea',
  "2023年の平均値幅は⟦363.24@A.mean_range⟧、2024年は⟦274.44@B.mean_range⟧ポイント。出来高は"
  "⟦201,034@A.mean_volume⟧と⟦201,006@B.mean_volume⟧でほぼ同じ。"),
A('q_stats_2023_vs_2024', 'faithful', 'ru-RU', 'pottery',
  "2023: средний диапазон ⟦363,2@A.mean_range⟧ пункта, объём ⟦201_033,96@A.mean_volume⟧, ⟦250@A.count⟧ сессий; "
  "2024: ⟦274,4@B.mean_range⟧ и ⟦201_006,37@B.mean_volume⟧ за ⟦252@B.count⟧."),
A('q_stats_2023_vs_2024', 'faithful', 'fr-FR', 'dollhouse',
  "2023 fut la plus agitée : amplitude moyenne ⟦363,238@A.mean_range⟧ points contre ⟦274,44@B.mean_range⟧ en "
  "2024 ; les volumes restent au coude à coude (⟦201_034@A.mean_volume⟧ contre ⟦201_006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'wrong_year', 'es-ES', 'thrift',
  "en 2024 el rango medio fue de ⟦363,24@B.mean_range~A.mean_range!⟧ puntos y el volumen medio de "
  "⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-US', 'lamplighter',
  "2024 averaged ⟦201,033.96@B.mean_volume~A.mean_volume!⟧ contracts a day and a daily range of "
  "⟦274.4@B.mean_range⟧ points."),
A('q_stats_2023_vs_2024', 'derived', 'en-GB', 'toyshop',
  "by my own division, 2023's mean range (⟦363.24@A.mean_range⟧) was ⟦1.32@A.mean_range/B.mean_range!⟧ times "
  "2024's (⟦274.44@B.mean_range⟧)."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'nl-NL', 'flea',
  "⟦14@R.summary.rows⟧ dagen in 2023 sloten meer dan 2% boven de opening; de grootste was ⟦6 december@D:2023-12-06⟧ "
  "met ⟦3,32%@" + d('2023-12-06', 'chg') + "⟧, de eerste ⟦18 januari@D:2023-01-18⟧ met ⟦2,5%@" +
  d('2023-01-18', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'it-IT', 'weaver',
  "nel 2023 il ⟦7 novembre@D:2023-11-07⟧ ha aperto a ⟦17.632@" + d('2023-11-07', 'open') + "⟧ e chiuso a "
  "⟦18.182,75@" + d('2023-11-07', 'close') + "⟧, ⟦+3,12%@" + d('2023-11-07', 'chg') + "⟧; il "
  "⟦6 giugno@D:2023-06-06⟧ ⟦+2,98%@" + d('2023-06-06', 'chg') + "⟧."),
A('q_big_up_days_2023', 'faithful', 'en-GB', 'hobby',
  "2023 had ⟦14@R.summary.rows⟧ sessions closing over 2% above the open; the smallest qualifier was "
  "⟦27 Mar@D:2023-03-27⟧ at ⟦2.01%@stats.chg.min⟧, the largest ⟦6 Dec@D:2023-12-06⟧ at ⟦3.32%@stats.chg.max⟧."),
A('q_big_up_days_2023', 'wrong_row', 'fr-FR', 'dyer',
  "le ⟦4 mai@D:2023-05-04⟧ 2023 : ouverture ⟦16_832,5@" + d('2023-05-04', 'open') + "⟧, hausse de "
  "⟦2,98%@" + d('2023-05-04', 'chg') + "~" + d('2023-06-06', 'chg') + "!⟧ à la clôture."),
A('q_big_up_days_2023', 'coincidental', 'zh-CN', 'thrift',
  "2023 年 ⟦6月15日@D:2023-06-15⟧ 收盘较开盘上涨 ⟦2.39%@" + d('2023-06-15', 'chg') + "!⟧，开盘 ⟦18,465@" +
  d('2023-06-15', 'open') + "⟧ 点。"),
A('q_big_up_days_2023', 'misrounded', 'ru-RU', 'spinning',
  "крупнейший рост 2023 года — ⟦6 декабря@D:2023-12-06⟧: ⟦3,31%@" + d('2023-12-06', 'chg') + "!⟧ от открытия, "
  "закрытие ⟦17_836@" + d('2023-12-06', 'close') + "⟧."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'zh-CN', 'philately',
  "2024 年成交量与日内波幅的相关系数为 ⟦0.051@value⟧，基于 ⟦252@R.source_row_count⟧ 个交易日，几乎没有关系。"),
A('q_corr_2024', 'faithful', 'ja-JP', 'pottery',
  "2024年の出来高と値幅の相関は⟦0.05@value⟧で、ほぼ無相関。"),
A('q_corr_2024', 'faithful', 'ru-RU', 'hobby',
  "корреляция объёма и диапазона в 2024 году — ⟦0,0512@value⟧ по ⟦252@R.source_row_count⟧ дням: связи "
  "практически нет."),
A('q_corr_2024', 'misrounded', 'it-IT', 'toyshop',
  "correlazione tra volume ed escursione nel 2024: ⟦0,0513@value!⟧, cioè praticamente nulla."),
A('q_corr_2024', 'invented', 'de-DE', 'spinning',
  "Korrelation von Volumen und Tagesspanne 2024: ⟦0,27@value!⟧ über ⟦252@R.source_row_count⟧ Handelstage."),
A('q_corr_2024', 'derived', 'pl-PL', 'thrift',
  "korelacja wolumenu z zakresem w 2024 r. to ⟦0,051@value⟧; po podniesieniu do kwadratu (liczyłam sama) "
  "wspólna zmienność to ledwie ⟦0,26%@value**2*100!⟧."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'pt-BR', 'weaver',
  "2024 mês a mês: abril foi o único mês de alta (⟦+1.008@" + m('04', 'change') + "⟧), julho o pior "
  "(⟦−1.374@" + m('07', 'change') + "⟧); o ano abriu em ⟦17.578,75@" + m('01', 'open') + "⟧ e fechou em "
  "⟦8.944@" + m('12', 'close') + "⟧."),
A('q_monthly_2024', 'faithful', 'nl-NL', 'dyer',
  "maandbalken 2024: maart opende op ⟦15.847,5@" + m('03', 'open') + "⟧ en sloot op ⟦14.798,5@" +
  m('03', 'close') + "⟧ (⟦−1.049@" + m('03', 'change') + "⟧); oktober zakte ⟦−1.238@" + m('10', 'change') +
  "⟧ met een dieptepunt van ⟦9.741@" + m('10', 'low') + "⟧."),
A('q_monthly_2024', 'faithful', 'de-DE', 'toyshop',
  "Monatsbalken 2024: im Mittel ⟦−728,13@stats.change.mean⟧ Punkte pro Monat; August ⟦−1.065,25@" +
  m('08', 'change') + "⟧, November nur ⟦−558,25@" + m('11', 'change') + "⟧."),
A('q_monthly_2024', 'wrong_row', 'pl-PL', 'philately',
  "październik 2024 zamknął się zmianą ⟦−1_065,25@" + m('10', 'change') + "~" + m('08', 'change') + "!⟧ pkt, "
  "przy minimum ⟦9741@" + m('10', 'low') + "⟧."),
A('q_monthly_2024', 'wrong_column', 'en-GB', 'lamplighter',
  "July 2024 opened at ⟦14,332.75@" + m('07', 'open') + "⟧ and closed at ⟦12,192.75@" + m('07', 'close') + "~" +
  m('07', 'low') + "!⟧, the year's weakest month."),
A('q_monthly_2024', 'wrong_sign', 'fr-FR', 'spinning',
  "juin 2024 : variation de ⟦+234,75@" + m('06', 'change') + "!⟧ points sur le mois, clôture à ⟦14_313,25@" +
  m('06', 'close') + "⟧."),
A('q_monthly_2024', 'coincidental', 'ja-JP', 'flea',
  "2024年2月は始値⟦16,411.25@" + m('02', 'open') + "⟧から⟦−606@" + m('02', 'change') + "!⟧ポイント。"),
]
