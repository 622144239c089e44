"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(n, col='mean_volume'):
    return f"row({n}).{col}"


def h(x):
    return f"row('{x}').mean_volume"


def b(d, col='chg'):
    return f"row('{d}').{col}"


def m(d, col='change'):
    return f"row('{d}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'de-DE', 'scuba',
  f"Durchschnittsvolumen je Jahr: 2023 ⟦201.034@{y(2023)}⟧ Kontrakte (⟦250@{y(2023, 'count')}⟧ Tage), 2024 "
  f"⟦201.006@{y(2024)}⟧ (⟦252@{y(2024, 'count')}⟧ Tage); 2025 ⟦201.902@{y(2025)}⟧ aus nur einer Sitzung."),
A('q_year_volume', 'faithful', 'pt-BR', 'skydive',
  f"volume médio diário: ⟦201.033,96@{y(2023)}⟧ contratos em 2023 e ⟦201.006,37@{y(2024)}⟧ em 2024, praticamente "
  f"iguais; 2025 tem uma só sessão, com ⟦201.902@{y(2025)}⟧."),
A('q_year_volume', 'faithful', 'en-GB', 'millinery',
  f"average daily volume: 2023 ⟦201,034@{y(2023)}⟧ over ⟦250@{y(2023, 'count')}⟧ sessions, 2024 "
  f"⟦201,006@{y(2024)}⟧ over ⟦252@{y(2024, 'count')}⟧; 2025 so far a single day at ⟦201,902@{y(2025)}⟧."),
A('q_year_volume', 'wrong_year', 'it-IT', 'hopyard',
  f"il 2025, con una sola seduta, segna ⟦201.034@{y(2025)}~{y(2023)}!⟧ contratti di media; il 2024 "
  f"⟦201.006@{y(2024)}⟧."),
A('q_year_volume', 'wrong_year', 'ru-RU', 'stonemason',
  f"в 2024 году было ⟦250@{y(2024, 'count')}~{y(2023, 'count')}!⟧ торговых сессий со средним объёмом "
  f"⟦201_006@{y(2024)}⟧ контрактов в день."),
A('q_year_volume', 'misrounded', 'en-US', 'bookbind',
  f"2024 averaged ⟦201,006.5@{y(2024)}!⟧ contracts a day against ⟦201,034@{y(2023)}⟧ in 2023."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'ru-RU', 'millinery',
  f"за последние 20 дней самый объёмный час RTH — 15:00, в среднем ⟦19_373,2@{h('15')}⟧ контракта; на втором "
  f"месте 09:00 — ⟦17_542,25@{h('09')}⟧, самый тихий 16:00 — ⟦5808,3@{h('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'en-US', 'orchard',
  f"RTH volume by hour, last 20 days: 15:00 leads with ⟦19,373@{h('15')}⟧ contracts on average, 09:00 follows "
  f"at ⟦17,542@{h('09')}⟧, and 16:00 is thinnest at ⟦5,808@{h('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'it-IT', 'apiary',
  f"ultime 20 sedute, volume medio per ora RTH: 15:00 ⟦19.373,22@{h('15')}⟧, 10:00 ⟦14.523,4@{h('10')}⟧, "
  f"13:00 ⟦12.326,8@{h('13')}⟧ contratti; le 15:00 sono l'ora più carica."),
A('q_rth_hour_volume', 'faithful', 'de-DE', 'maltings',
  f"RTH-Volumen der letzten 20 Tage: Spitzenstunde 15:00 mit ⟦19.373,2@{h('15')}⟧ Kontrakten im Schnitt, "
  f"dann 09:00 (⟦17.542,25@{h('09')}⟧); die Stunde 11:00 brachte ⟦13.478,85@{h('11')}⟧."),
A('q_rth_hour_volume', 'wrong_row', 'zh-CN', 'stonemason',
  f"最近 20 天 RTH 各小时均量：15:00 最高，⟦19,373.2@{h('15')}⟧ 手；12:00 为 ⟦12,326.8@{h('12')}~{h('13')}!⟧ 手。"),
A('q_rth_hour_volume', 'coincidental', 'nl-NL', 'bookbind',
  f"laatste 20 dagen: het uur 15:00 draaide gemiddeld ⟦19.373,2@{h('15')}⟧ contracten, het uur 12:00 "
  f"⟦13.481@{h('12')}!⟧."),
A('q_rth_hour_volume', 'wrong_unit', 'pt-BR', 'hotair',
  f"nos últimos 20 dias, o horário das 15:00 movimentou em média R$ ⟦19.373,22@{h('15')}~{h('15')}!⟧ por sessão, "
  f"o maior de todo o pregão regular.",
  unit_note='contract volume quoted as Brazilian reais'),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'pt-BR', 'hopyard',
  "em 2024, ⟦40,48@value*100⟧ % dos pregões fecharam acima da abertura, em ⟦252@R.source_row_count⟧ dias; o "
  "resto fechou estável ou em queda."),
A('q_up_pct_2024', 'faithful', 'fr-FR', 'bookbind',
  "2024 : ⟦40,5@value*100⟧ % des séances ont clôturé au-dessus de l'ouverture, sur ⟦252@R.source_row_count⟧ ; "
  "moins d'une sur deux."),
A('q_up_pct_2024', 'faithful', 'zh-CN', 'stainedglass',
  "2024 年收盘高于开盘的交易日占 ⟦40.48@value*100⟧%（共 ⟦252@R.source_row_count⟧ 个交易日），不到一半。"),
A('q_up_pct_2024', 'misrounded', 'ja-JP', 'scuba',
  "2024年に陽線で引けた日は全体の⟦40.47@value*100!⟧%（⟦252@R.source_row_count⟧日）。"),
A('q_up_pct_2024', 'wrong_unit', 'ru-RU', 'apiary',
  "доля дней 2024 года, закрывшихся выше открытия, — ⟦0,40 %@value~value!⟧.",
  unit_note='a fraction (0.40) quoted as a percentage'),
A('q_up_pct_2024', 'invented', 'nl-NL', 'stonemason',
  "in 2024 sloot ⟦46,8@value*100!⟧% van de handelsdagen hoger dan de opening."),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'es-ES', 'skydive',
  "2023 frente a 2024: rango medio ⟦363,2@A.mean_range⟧ frente a ⟦274,4@B.mean_range⟧ puntos; volumen medio "
  "⟦201.034@A.mean_volume⟧ frente a ⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'stonemason',
  "2023 was the rougher year: average range ⟦363.24@A.mean_range⟧ points over ⟦250@A.count⟧ sessions against "
  "⟦274.44@B.mean_range⟧ over ⟦252@B.count⟧ in 2024; volume practically level."),
A('q_stats_2023_vs_2024', 'faithful', 'zh-CN', 'zookeeper',
  "2023 年日均波幅 ⟦363.2@A.mean_range⟧ 点，2024 年 ⟦274.4@B.mean_range⟧ 点；日均成交量分别为 "
  "⟦201,034@A.mean_volume⟧ 和 ⟦201,006@B.mean_volume⟧ 手，几乎持平。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'ja-JP', 'millinery',
  "2023年の平均値幅は⟦274.4@A.mean_range~B.mean_range!⟧ポイント、出来高は日次平均⟦201,034@A.mean_volume⟧枚。"),
A('q_stats_2023_vs_2024', 'wrong_year', 'fr-FR', 'scuba',
  "en 2023, volume moyen de ⟦201_006@A.mean_volume~B.mean_volume!⟧ contrats par séance et amplitude moyenne de "
  "⟦363,2@A.mean_range⟧ points."),
A('q_stats_2023_vs_2024', 'miscomputed', 'nl-NL', 'apiary',
  "gemiddelde dagrange ⟦363,24@A.mean_range⟧ in 2023 tegen ⟦274,44@B.mean_range⟧ in 2024; volgens mijn "
  "aftrekking ⟦78,8@A.mean_range-B.mean_range!⟧ punten verschil."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'en-GB', 'millinery',
  f"⟦14@R.summary.rows⟧ days in 2023 closed more than 2% above the open; the biggest, ⟦6 Dec@D:2023-12-06⟧, "
  f"gained ⟦3.32@{b('2023-12-06')}⟧%, the first was ⟦18 Jan@D:2023-01-18⟧ at ⟦2.5@{b('2023-01-18')}⟧%."),
A('q_big_up_days_2023', 'faithful', 'pl-PL', 'maltings',
  f"w 2023 r. ⟦14@R.summary.rows⟧ sesji zamknęło się ponad 2% nad otwarciem; najmocniej "
  f"⟦7 listopada@D:2023-11-07⟧ (⟦3,12@{b('2023-11-07')}⟧%) i ⟦6 grudnia@D:2023-12-06⟧ "
  f"(⟦3,32@{b('2023-12-06')}⟧%)."),
A('q_big_up_days_2023', 'faithful', 'en-US', 'skydive',
  f"2023 had ⟦14@R.summary.rows⟧ sessions up more than 2% open to close, averaging ⟦2.44@stats.chg.mean⟧%; the "
  f"strongest was ⟦Dec 6@D:2023-12-06⟧ at ⟦3.3192@{b('2023-12-06')}⟧%."),
A('q_big_up_days_2023', 'wrong_row', 'nl-NL', 'zookeeper',
  f"de sterkste dag van 2023 was ⟦6 december@D:2023-12-06⟧, met ⟦+3,12@{b('2023-12-06')}~{b('2023-11-07')}!⟧% "
  f"boven de opening."),
A('q_big_up_days_2023', 'wrong_column', 'de-DE', 'hotair',
  f"am ⟦07.11.@D:2023-11-07⟧ schloss der Index bei ⟦17.632@{b('2023-11-07', 'close')}~{b('2023-11-07', 'open')}!⟧, "
  f"ein Plus von ⟦3,12@{b('2023-11-07')}⟧ % seit der Eröffnung."),
A('q_big_up_days_2023', 'coincidental', 'pt-BR', 'stainedglass',
  f"em 2023, o pregão de ⟦07/07@D:2023-07-07⟧ fechou ⟦2,40@{b('2023-07-07')}!⟧% acima da abertura."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'de-DE', 'stonemason',
  "Korrelation zwischen Tagesvolumen und Spanne 2024: ⟦0,0512@value⟧ über ⟦252@R.source_row_count⟧ Tage, "
  "praktisch kein Zusammenhang."),
A('q_corr_2024', 'faithful', 'en-GB', 'bookbind',
  "2024 volume-to-range correlation: ⟦0.05@value⟧ on ⟦252@R.source_row_count⟧ daily rows, effectively none."),
A('q_corr_2024', 'faithful', 'it-IT', 'millinery',
  "nel 2024 la correlazione tra volume ed escursione giornaliera è ⟦0,051@value⟧: legame quasi nullo."),
A('q_corr_2024', 'misrounded', 'fr-FR', 'maltings',
  "corrélation volume/amplitude en 2024 : ⟦0,052@value!⟧, donc quasi nulle."),
A('q_corr_2024', 'invented', 'ja-JP', 'skydive',
  "2024年の出来高と値幅の相関係数は⟦0.31@value!⟧（⟦252@R.source_row_count⟧日分）。"),
A('q_corr_2024', 'derived', 'zh-CN', 'hotair',
  "2024 年成交量与波幅的相关系数为 ⟦0.0512@value⟧；按我自己的平方计算，决定系数为 ⟦0.0026@value**2!⟧，几乎无关。"),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'de-DE', 'stainedglass',
  f"Monatsbalken 2024: nur der April schloss im Plus (⟦+1.008@{m('2024-04')}⟧ Punkte), der Juli war mit "
  f"⟦−1.374@{m('2024-07')}⟧ der schwächste; Jahresschluss ⟦8.944@{m('2024-12', 'close')}⟧."),
A('q_monthly_2024', 'faithful', 'it-IT', 'hotair',
  f"barre mensili 2024: l'anno apre a gennaio a ⟦17.578,75@{m('2024-01', 'open')}⟧ e chiude a dicembre a "
  f"⟦8.944@{m('2024-12', 'close')}⟧; undici mesi in calo, solo aprile in rialzo."),
A('q_monthly_2024', 'faithful', 'zh-CN', 'skydive',
  f"2024 年月线：4月是唯一收涨的月份（⟦+1,008@{m('2024-04')}⟧ 点），7月跌幅最大（⟦−1,374@{m('2024-07')}⟧ 点），"
  f"当月最低 ⟦12,192.75@{m('2024-07', 'low')}⟧。"),
A('q_monthly_2024', 'wrong_sign', 'pt-BR', 'hopyard',
  f"em 2024 o mês de setembro variou ⟦+608,5@{m('2024-09')}!⟧ pontos entre abertura e fechamento."),
A('q_monthly_2024', 'wrong_row', 'pl-PL', 'scuba',
  f"w 2024 r. styczeń zmienił się o ⟦−1049@{m('2024-01')}~{m('2024-03')}!⟧ pkt od otwarcia do zamknięcia."),
A('q_monthly_2024', 'wrong_column', 'en-US', 'apiary',
  f"In 2024, May opened at ⟦16,364.5@{m('2024-05', 'open')}~{m('2024-05', 'high')}!⟧ and closed at "
  f"⟦14,601.5@{m('2024-05', 'close')}⟧."),
A('q_monthly_2024', 'derived', 'fr-FR', 'zookeeper',
  f"en 2024, en additionnant moi-même les douze variations mensuelles, j'obtiens "
  f"⟦−8_737,5@sum(x.change for x in T)!⟧ points ; avril est le seul mois positif (⟦+1_008@{m('2024-04')}⟧)."),
]
