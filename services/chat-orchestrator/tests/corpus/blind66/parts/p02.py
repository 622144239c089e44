"""Market-data queries, part 2 (q_year_volume ... q_monthly_2024). Markers: see ../../blind4/lib.py."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def y(n, col):
    return f"row({n}).{col}"


def h(hh):
    return f"row('{hh}').mean_volume"


def m(mm, col):
    return f"row('2024-{mm}').{col}"


def d(dd, col):
    return f"row('{dd}').{col}"


ENTRIES = [
# ---------------------------------------------------------------- q_year_volume
A('q_year_volume', 'faithful', 'en-GB', 'ricepaddy',
  f"average daily volume by year: 2023 ⟦201,034@{y(2023, 'mean_volume')}⟧ contracts over ⟦250@{y(2023, 'count')}⟧ "
  f"sessions, 2024 ⟦201,006@{y(2024, 'mean_volume')}⟧ over ⟦252@{y(2024, 'count')}⟧, practically level; 2025 so "
  f"far a single session at ⟦201,902@{y(2025, 'mean_volume')}⟧."),
A('q_year_volume', 'faithful', 'it-IT', 'saltrake',
  f"volume medio giornaliero: ⟦201.034@{y(2023, 'mean_volume')}⟧ contratti nel 2023, "
  f"⟦201.006,4@{y(2024, 'mean_volume')}⟧ nel 2024, quasi identici, e ⟦201.902@{y(2025, 'mean_volume')}⟧ "
  f"nell'unica seduta del 2025."),
A('q_year_volume', 'faithful', 'pl-PL', 'cocoa',
  f"średni dzienny wolumen: 2023 r. ⟦201_034@{y(2023, 'mean_volume')}⟧, 2024 r. ⟦201_006@{y(2024, 'mean_volume')}⟧ "
  f"kontraktów (⟦252@{y(2024, 'count')}⟧ sesji); 2025 r. to na razie jedna sesja, ⟦201_902@{y(2025, 'mean_volume')}⟧."),
A('q_year_volume', 'wrong_year', 'ja-JP', 'vanilla',
  f"年別の日次平均出来高：2023年は⟦201,034@{y(2023, 'mean_volume')}⟧枚、2024年は"
  f"⟦201,902@{y(2024, 'mean_volume')}~{y(2025, 'mean_volume')}!⟧枚。"),
A('q_year_volume', 'wrong_year', 'en-US', 'billiard',
  f"2023 averaged ⟦201,033.96@{y(2023, 'mean_volume')}⟧ contracts a day across "
  f"⟦252@{y(2023, 'count')}~{y(2024, 'count')}!⟧ sessions; 2024 came in at ⟦201,006.37@{y(2024, 'mean_volume')}⟧."),
A('q_year_volume', 'misrounded', 'pt-BR', 'skate',
  f"volume médio diário em 2023: ⟦201.033,9@{y(2023, 'mean_volume')}!⟧ contratos; em 2024, "
  f"⟦201.006,4@{y(2024, 'mean_volume')}⟧."),
# ---------------------------------------------------------------- q_rth_hour_volume
A('q_rth_hour_volume', 'faithful', 'fr-FR', 'caving',
  f"sur les 20 dernières séances, l'heure RTH la plus chargée est 15:00, avec ⟦19_373@{h('15')}⟧ contrats en "
  f"moyenne, devant 09:00 (⟦17_542@{h('09')}⟧) ; 16:00 est la plus creuse, ⟦5_808@{h('16')}⟧."),
A('q_rth_hour_volume', 'faithful', 'ja-JP', 'ricepaddy',
  f"直近20日のRTH時間帯別平均出来高：15:00台が最多の⟦19,373.2@{h('15')}⟧枚、09:00台が⟦17,542.25@{h('09')}⟧枚、"
  f"16:00台が最少の⟦5,808.3@{h('16')}⟧枚。"),
A('q_rth_hour_volume', 'faithful', 'nl-NL', 'saltrake',
  f"gemiddeld volume per RTH-uur over de laatste 20 dagen: 15:00 het drukst met ⟦19.373,22@{h('15')}⟧ "
  f"contracten, 12:00 met ⟦13.395,95@{h('12')}⟧, 16:00 het stilst met ⟦5.808,33@{h('16')}⟧."),
A('q_rth_hour_volume', 'wrong_row', 'it-IT', 'cocoa',
  f"negli ultimi 20 giorni l'ora più scambiata è le 15:00 (⟦19.373,2@{h('15')}⟧ contratti); alle 11:00 passano "
  f"in media ⟦13.300,2@{h('11')}~{h('14')}!⟧ contratti."),
A('q_rth_hour_volume', 'wrong_unit', 'pl-PL', 'skate',
  f"najwięcej obrotu w ostatnich 20 sesjach przynosi godzina 15:00: średnio ⟦19_373,2@{h('15')}~{h('15')}!⟧ zł "
  f"na godzinę.",
  unit_note='contract volume quoted as zloty'),
A('q_rth_hour_volume', 'invented', 'es-ES', 'billiard',
  f"en las últimas 20 sesiones la hora más floja es la de las 16:00, con una media de ⟦7214@{h('16')}!⟧ "
  f"contratos; la más activa, la de las 15:00."),
# ---------------------------------------------------------------- q_up_pct_2024
A('q_up_pct_2024', 'faithful', 'fr-FR', 'paintball',
  "en 2024, ⟦40,5@value*100⟧ % des séances ont clôturé au-dessus de leur ouverture, sur "
  "⟦252@R.source_row_count⟧ : moins de la moitié."),
A('q_up_pct_2024', 'faithful', 'nl-NL', 'lasertag',
  "in 2024 sloot ⟦40,48@value*100⟧% van de ⟦252@R.source_row_count⟧ handelsdagen hoger dan de opening; de rest "
  "vlak of lager."),
A('q_up_pct_2024', 'faithful', 'pt-BR', 'vanilla',
  "em 2024, ⟦40,476@value*100⟧% dos pregões fecharam acima da abertura (⟦252@R.source_row_count⟧ pregões). "
  "Menos da metade, como fava que não suou."),
A('q_up_pct_2024', 'misrounded', 'en-GB', 'teapluck',
  "in 2024, ⟦40.4%@value*100!⟧ of sessions closed above their open, out of ⟦252@R.source_row_count⟧."),
A('q_up_pct_2024', 'derived', 'pl-PL', 'saltrake',
  "w 2024 r. wzrostem zamknęło się ⟦40,5@value*100⟧% z ⟦252@R.source_row_count⟧ sesji, czyli — policzyłem "
  "sam — ⟦102@value*R.source_row_count!⟧ dni."),
A('q_up_pct_2024', 'invented', 'ja-JP', 'cocoa',
  "2024年に始値より高く引けた日の割合は⟦38.9@value*100!⟧%（⟦252@R.source_row_count⟧営業日中）。"),
# ---------------------------------------------------------------- q_stats_2023_vs_2024
A('q_stats_2023_vs_2024', 'faithful', 'pt-BR', 'lasertag',
  "2023 teve amplitude média de ⟦363,2@A.mean_range⟧ pontos contra ⟦274,4@B.mean_range⟧ em 2024; o volume "
  "médio ficou praticamente igual: ⟦201.034@A.mean_volume⟧ e ⟦201.006@B.mean_volume⟧ contratos."),
A('q_stats_2023_vs_2024', 'faithful', 'de-DE', 'saltrake',
  "2023: Spanne im Mittel ⟦363,24@A.mean_range⟧ Punkte, Volumen ⟦201.033,96@A.mean_volume⟧, "
  "⟦250@A.count⟧ Tage. 2024: ⟦274,44@B.mean_range⟧ Punkte, ⟦201.006,37@B.mean_volume⟧, ⟦252@B.count⟧ Tage."),
A('q_stats_2023_vs_2024', 'faithful', 'en-US', 'candyfloss',
  "2023 was the rougher year: mean range ⟦363.2@A.mean_range⟧ pts against ⟦274.4@B.mean_range⟧ in 2024, while "
  "volume barely moved (⟦201,034@A.mean_volume⟧ vs ⟦201,006@B.mean_volume⟧)."),
A('q_stats_2023_vs_2024', 'wrong_year', 'pl-PL', 'teapluck',
  "w 2024 r. średni zakres wyniósł ⟦274,4@B.mean_range⟧ pkt, a średni wolumen "
  "⟦201_034@B.mean_volume~A.mean_volume!⟧ kontraktów; w 2023 r. zakres był szerszy, ⟦363,2@A.mean_range⟧ pkt."),
A('q_stats_2023_vs_2024', 'wrong_year', 'en-GB', 'shavedice',
  "2024's mean daily range was ⟦363.2@B.mean_range~A.mean_range!⟧ points over ⟦252@B.count⟧ sessions, with "
  "average volume at ⟦201,006@B.mean_volume⟧ contracts."),
A('q_stats_2023_vs_2024', 'derived', 'zh-CN', 'vanilla',
  "2023 年平均波幅 ⟦363.24@A.mean_range⟧ 点，2024 年为 ⟦274.44@B.mean_range⟧ 点；按我自己的除法，前者是后者的 "
  "⟦1.32@A.mean_range/B.mean_range!⟧ 倍。"),
A('q_stats_2023_vs_2024', 'invented', 'ru-RU', 'paintball',
  "средний дневной объём в 2024 г. — ⟦199_870@B.mean_volume!⟧ контрактов при диапазоне ⟦274,4@B.mean_range⟧ "
  "пункта; в 2023 г. диапазон был шире, ⟦363,2@A.mean_range⟧."),
# ---------------------------------------------------------------- q_big_up_days_2023
A('q_big_up_days_2023', 'faithful', 'fr-FR', 'saltrake',
  f"⟦14@R.summary.rows⟧ séances de 2023 ont clôturé à plus de 2 % au-dessus de l'ouverture ; la plus forte le "
  f"⟦6 décembre@D:2023-12-06⟧ (⟦+3,32@{d('2023-12-06', 'chg')}⟧ %), la première le ⟦18 janvier@D:2023-01-18⟧ "
  f"(⟦+2,5@{d('2023-01-18', 'chg')}⟧ %)."),
A('q_big_up_days_2023', 'faithful', 'es-ES', 'cocoa',
  f"en 2023 hubo ⟦14@R.summary.rows⟧ sesiones con cierre más de un 2 % sobre la apertura, con una media de "
  f"⟦2,44@stats.chg.mean⟧ %; la mayor, ⟦3,32@stats.chg.max⟧ %, el ⟦6 de diciembre@D:2023-12-06⟧."),
A('q_big_up_days_2023', 'faithful', 'zh-CN', 'paintball',
  f"2023 年收盘较开盘上涨超过 2% 的交易日共 ⟦14@R.summary.rows⟧ 天，最大为 ⟦12月6日@D:2023-12-06⟧ 的 "
  f"⟦3.32@{d('2023-12-06', 'chg')}⟧%，其次是 ⟦11月7日@D:2023-11-07⟧ 的 ⟦3.12@{d('2023-11-07', 'chg')}⟧%。"),
A('q_big_up_days_2023', 'faithful', 'ja-JP', 'teapluck',
  f"2023年に始値比2%超で引けた日は⟦14@R.summary.rows⟧日。最初は⟦1月18日@D:2023-01-18⟧"
  f"（⟦2.50@{d('2023-01-18', 'chg')}⟧%）、最後は⟦12月6日@D:2023-12-06⟧（⟦3.3192@{d('2023-12-06', 'chg')}⟧%）。"),
A('q_big_up_days_2023', 'wrong_column', 'pt-BR', 'lasertag',
  f"em ⟦06/12@D:2023-12-06⟧ o NQ abriu em ⟦17.836@{d('2023-12-06', 'open')}~{d('2023-12-06', 'close')}!⟧ e "
  f"subiu ⟦3,32@{d('2023-12-06', 'chg')}⟧% até o fechamento, a maior alta do ano acima de 2%."),
A('q_big_up_days_2023', 'wrong_row', 'en-GB', 'skate',
  f"among 2023's sessions closing more than 2% above the open, ⟦4 May@D:2023-05-04⟧ gained "
  f"⟦2.98%@{d('2023-05-04', 'chg')}~{d('2023-06-06', 'chg')}!⟧; the first was ⟦18 Jan@D:2023-01-18⟧ at "
  f"⟦2.50%@{d('2023-01-18', 'chg')}⟧."),
A('q_big_up_days_2023', 'coincidental', 'nl-NL', 'vanilla',
  f"op ⟦19 april@D:2023-04-19⟧ sloot de NQ ⟦2,59@{d('2023-04-19', 'chg')}!⟧% boven de opening, een van de "
  f"⟦14@R.summary.rows⟧ dagen boven 2%."),
# ---------------------------------------------------------------- q_corr_2024
A('q_corr_2024', 'faithful', 'pl-PL', 'lasertag',
  "korelacja dziennego wolumenu z zakresem w 2024 r.: ⟦0,051@value⟧ na ⟦252@R.source_row_count⟧ sesjach — "
  "praktycznie żadna."),
A('q_corr_2024', 'faithful', 'ja-JP', 'shavedice',
  "2024年の出来高と値幅の相関係数は⟦0.0512@value⟧（⟦252@R.source_row_count⟧営業日）。ほぼ無相関。"),
A('q_corr_2024', 'faithful', 'pt-BR', 'candyfloss',
  "correlação entre volume e amplitude diária em 2024: ⟦0,05@value⟧, praticamente nula, em "
  "⟦252@R.source_row_count⟧ pregões. Açúcar solto, sem liga."),
A('q_corr_2024', 'miscomputed', 'zh-CN', 'saltrake',
  "2024 年成交量与波幅的相关系数为 ⟦0.0512@value⟧；我自己平方后，可解释的方差只有 ⟦0.0062@value**2!⟧。"),
A('q_corr_2024', 'misrounded', 'en-US', 'paintball',
  "volume-to-range correlation in 2024: ⟦0.0511@value!⟧ across ⟦252@R.source_row_count⟧ sessions, essentially "
  "none."),
A('q_corr_2024', 'invented', 'en-GB', 'caving',
  "correlation of daily volume with daily range in 2024 came out at ⟦0.23@value!⟧ across "
  "⟦252@R.source_row_count⟧ sessions."),
# ---------------------------------------------------------------- q_monthly_2024
A('q_monthly_2024', 'faithful', 'it-IT', 'lasertag',
  f"barre mensili 2024: un solo mese in rialzo, aprile (⟦+1.008@{m('04', 'change')}⟧ punti); il peggiore luglio, "
  f"con ⟦−1.374@{m('07', 'change')}⟧. Da ⟦17.578,75@{m('01', 'open')}⟧ in apertura a ⟦8.944@{m('12', 'close')}⟧ "
  f"in chiusura."),
A('q_monthly_2024', 'faithful', 'ja-JP', 'candyfloss',
  f"2024年の月足：上昇は4月のみ（⟦+1,008@{m('04', 'change')}⟧）、最大の下げは7月の⟦−1,374@{m('07', 'change')}⟧、"
  f"月平均の変化は⟦−728.13@stats.change.mean⟧ポイント。"),
A('q_monthly_2024', 'faithful', 'en-GB', 'cocoa',
  f"2024 monthly bars: eleven down months and one up, April at ⟦+1,008@{m('04', 'change')}⟧; the year opened at "
  f"⟦17,578.75@{m('01', 'open')}⟧ and December closed at ⟦8,944@{m('12', 'close')}⟧, off a low of "
  f"⟦8,926.25@{m('12', 'low')}⟧."),
A('q_monthly_2024', 'faithful', 'es-ES', 'saltrake',
  f"en 2024 solo abril subió (⟦+1008@{m('04', 'change')}⟧ puntos); mayo cedió ⟦−1214,75@{m('05', 'change')}⟧, "
  f"octubre, ⟦−1238@{m('10', 'change')}⟧, y diciembre, ⟦−621@{m('12', 'change')}⟧."),
A('q_monthly_2024', 'wrong_column', 'fr-FR', 'skate',
  f"juillet 2024 : ouverture ⟦14_332,75@{m('07', 'open')}⟧, clôture ⟦12_192,75@{m('07', 'close')}~{m('07', 'low')}!⟧, "
  f"le pire mois de l'année."),
A('q_monthly_2024', 'wrong_sign', 'nl-NL', 'shavedice',
  f"april was in 2024 de enige maand met winst; de maandbalk gaf ⟦−1.008@{m('04', 'change')}!⟧ punten van "
  f"opening tot slot."),
A('q_monthly_2024', 'wrong_row', 'pt-BR', 'vanilla',
  f"em 2024 outubro recuou ⟦−1.065,25@{m('10', 'change')}~{m('08', 'change')}!⟧ pontos, e julho, o pior mês, "
  f"⟦−1.374@{m('07', 'change')}⟧."),
]
