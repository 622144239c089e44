"""Sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer except the undisclosed ones carries the three disclosures (configurations tried, an
out-of-sample phrase, a selection/overfitting caveat); undisclosed ones miss exactly the one in omit=.
Group separators: U+202F in fr, U+00A0 in ru and pl (written as escapes)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib import E

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'wrong_sample', 'ru-RU carnival',
  """АТТРАКЦИОН «RSI-ГОРКА» — двенадцать настроек опробовано
Лучший заезд: level=40, hold=3
В выборке: Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, профит-фактор ⟦0,29@top(1).in_sample.profit_factor~top(1).out_of_sample.profit_factor!⟧
Вне выборки: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧
Осторожно: переобучение, держитесь крепче!"""),
E('x_sweep_rsi_level', 'wrong_sample', 'pl-PL carnival',
  """KARUZELA „RSI” — dwanaście ustawień
Najlepsze: level=40, hold=3 — Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe⟧, poza próbą ⟦−3,52@top(1).out_of_sample.sharpe⟧
Średnia wszystkich w próbie: ⟦−3,3@mean_objective.in_sample~mean_objective.out_of_sample!⟧
Uwaga na przeuczenie! Nie wstawać w trakcie jazdy."""),
E('x_sweep_rsi_level', 'wrong_sample', 'nl-NL dive',
  """DUIKLOG — stek „RSI-grid”, twaalf configuraties gedoken
Beste: level=40, hold=3; in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
Out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧ over ⟦25@top(1).out_of_sample.trades~top(1).in_sample.trades!⟧ trades
Deflated Sharpe ⟦0,71@deflated_sharpe.value⟧. Selectiebias. Buddy: Sem"""),
E('x_sweep_rsi_level', 'wrong_sample', 'en-GB tailor',
  """MEASUREMENT CARD — "RSI sweep", twelve patterns cut
Best fit: level=40, hold=3; in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ → out-of-sample ⟦−3.52@top(1).out_of_sample.sharpe⟧
Second pattern, level=40, hold=5: in-sample Sharpe ⟦−3.19@top(2).in_sample.sharpe~top(2).out_of_sample.sharpe!⟧
Cutter's note: overfit on the dummy, won't fit the client."""),
E('x_sweep_rsi_level', 'undisclosed', 'en-US florist omit=n',
  """FLORIST ORDER TICKET — ref FL403, "RSI dip bouquet"
Pick of the bunch: level=40, hold=3, in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe!⟧ (⟦+3,378@top(1).in_sample.total_pnl⟧ pts)
Out-of-sample it wilted: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts
Card: "Chosen in-sample — overfit, handle with care.\"""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'pl-PL dive omit=n',
  """LOG NURKOWY — miejsce „RSI”, nurkowanie N40
Najlepsze ustawienie: level=40, hold=3; Sharpe w próbie ⟦1,68@top(1).in_sample.sharpe!⟧, zysk ⟦+3378@top(1).in_sample.total_pnl⟧ pkt
Poza próbą: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, wynik ⟦−4759,75@top(1).out_of_sample.total_pnl⟧ pkt
Uwaga: przeuczenie. Partner: Kuba""", omit='n'),
E('x_sweep_rsi_level', 'undisclosed', 'de-DE tailor omit=oos',
  """MASSKARTE — „RSI-Raster“, zwölf Schnitte probiert
Bester Schnitt: level=40, hold=3, Sharpe ⟦1,68@top(1).in_sample.sharpe!⟧ bei ⟦25@top(1).in_sample.trades⟧ Trades
Trefferquote ⟦68 %@top(1).in_sample.win_rate⟧
Der Schneider warnt: Überanpassung an die Schneiderpuppe.""", omit='oos'),
E('x_sweep_rsi_level', 'undisclosed', 'it-IT bridge omit=caveat',
  """FOGLIO DI LICITAZIONE — smazzata «Griglia RSI», dodici contratti provati
Nord: un fiori · Sud: un cuori · tutti passano
Migliore: level=40, hold=3, Sharpe nel campione ⟦1,68@top(1).in_sample.sharpe!⟧
Fuori campione: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧ su ⟦33@top(1).out_of_sample.trades⟧ operazioni
Sharpe deflazionato ⟦0,71@deflated_sharpe.value⟧.""", omit='caveat'),
E('x_sweep_rsi_level', 'faithful', 'zh-CN falconry',
  """驯鹰日志 · 猎隼「RSI 买跌」参数扫描
共试 ⟦12@configurations.tried⟧ 组：最佳 level=40, hold=3
样本内 Sharpe ⟦1.68@top(1).in_sample.sharpe⟧（⟦25@top(1).in_sample.trades⟧ 笔）
样本外 Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧（⟦33@top(1).out_of_sample.trades⟧ 笔）
过拟合：一放飞就找不回来。"""),
E('x_sweep_rsi_level', 'faithful', 'en-GB kiln',
  """KILN LOG — kiln K4, test firing "RSI dip grid", twelve glazes
09:00 best on the test tiles: level=40, hold=3, in-sample Sharpe ⟦1.68@top(1).in_sample.sharpe⟧, ⟦+3,378@top(1).in_sample.total_pnl⟧ pts
15:30 out-of-sample: Sharpe ⟦−3.52@top(1).out_of_sample.sharpe⟧, ⟦−4,759.75@top(1).out_of_sample.total_pnl⟧ pts — crazed
Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧. Overfit glaze; do not reorder."""),
E('x_sweep_rsi_level', 'faithful', 'ru-RU barber',
  """ПАРИКМАХЕРСКАЯ — ПРАЙС «RSI-ПЕРЕБОР» (двенадцать вариантов)
Лучший: level=40, hold=3
В выборке ....... Sharpe ⟦1,68@top(1).in_sample.sharpe⟧, прибыльных ⟦68%@top(1).in_sample.win_rate⟧
Вне выборки ..... Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, прибыльных ⟦27,3%@top(1).out_of_sample.win_rate⟧
Мастер предупреждает: переобучение."""),
E('x_sweep_rsi_level', 'faithful', 'en-US tattoo',
  """FLASH SHEET — design "RSI Level Grid" (⟦12@configurations.tried⟧ configs tried)
✦ Best in-sample: level=40, hold=3 — Sharpe ⟦1.68@top(1).in_sample.sharpe⟧
✦ Out-of-sample the same piece fades to ⟦−3.52@top(1).out_of_sample.sharpe⟧
✦ All ranked: mean in-sample ⟦0.52@mean_objective.in_sample⟧ vs out-of-sample ⟦−3.30@mean_objective.out_of_sample⟧
Artist's note: overfit flash, not for skin."""),
E('x_sweep_rsi_level', 'faithful', 'nl-NL sonar',
  """SONARLOG — onderzeeboot „NQ”, RSI-sweep, twaalf configuraties
02:10 contact S1: beste level=40, hold=3, in-sample Sharpe ⟦1,68@top(1).in_sample.sharpe⟧
02:25 contact S1 out-of-sample: Sharpe ⟦−3,52@top(1).out_of_sample.sharpe⟧, resultaat ⟦−4.759,75@top(1).out_of_sample.total_pnl⟧ punten
02:40 buren gemiddeld out-of-sample ⟦−3,37@stability.mean_out_of_sample⟧
Selectiebias; contact verloren."""),
E('x_sweep_rsi_level', 'faithful', 'ja-JP bridge',
  """ビッド記録 ― ボード「RSIスイープ」、試行 ⟦12@configurations.tried⟧ 通り
北：ワン・クラブ　東：パス　南：ワン・ハート　全員パス
結果：最良は level=40, hold=3、インサンプル Sharpe ⟦1.68@top(1).in_sample.sharpe⟧ → サンプル外 ⟦−3.52@top(1).out_of_sample.sharpe⟧
デフレーテッド Sharpe ⟦0.71@deflated_sharpe.value⟧（基準 ⟦0.95@mr('below ([0-9.]+)')⟧ 未満）。過剰適合の疑い。"""),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'wrong_sample', 'en-US florist',
  """FLORIST ORDER TICKET — ref ES301, "Hold & stop" walk-forward, nine arrangements tried
Fold 2 pick: hold=5, sl=1 — in-sample win rate ⟦22.73%@folds[1].chosen.in_sample.win_rate~folds[1].chosen.out_of_sample.win_rate!⟧
Out-of-sample: ⟦+417.54@folds[1].chosen.out_of_sample.total_pnl⟧ pts
Overall walk-forward ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ pts. Card: mind the selection bias."""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'es-ES dive',
  """DIARIO DE INMERSIÓN — punto «ES, mantener y stop», nueve configuraciones
Mejor: hold=5, sl=1; dentro de muestra ⟦+2374,13@top(1).in_sample.total_pnl⟧ pts en ⟦21@top(1).in_sample.trades~top(1).out_of_sample.trades!⟧ operaciones
Fuera de muestra ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts
Ojo con el sesgo de selección. Compañera: Marta"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pl-PL sonar',
  """DZIENNIK SONARU — okręt „ES”, siatka hold/sl, dziewięć konfiguracji
04:00 kontakt S1: najlepsza hold=5, sl=1, w próbie ⟦+2374,13@top(1).in_sample.total_pnl⟧ pkt
04:20 średnia wszystkich poza próbą: ⟦+1987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧ pkt
04:40 ryzyko przeuczenia. Wachtowy: bosman Nowak"""),
E('x_sweep_hold_stop_wf', 'wrong_sample', 'pt-BR tattoo',
  """FOLHA FLASH — Estúdio NQ, «Varredura ES», nove desenhos testados
✧ Vice: hold=3, sl=3 — dentro da amostra ⟦+2180,6@top(2).in_sample.total_pnl⟧ pts
✧ Fora da amostra: profit factor ⟦2,49@top(2).out_of_sample.profit_factor~top(2).in_sample.profit_factor!⟧
✧ Melhor geral: hold=5, sl=1, walk-forward ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Sobreajuste? Só com hora marcada."""),
E('x_sweep_hold_stop_wf', 'undisclosed', 'nl-NL ranger omit=n',
  """INCIDENTRAPPORT BOSWACHTER — ref. IR0507, ES-raster hold/stop
Beste: hold=5, sl=1, in-sample ⟦+2.374,13@top(1).in_sample.total_pnl!⟧ punten
Out-of-sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧, walk-forward totaal ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Let op selectiebias. Geen gewonden.""", omit='n'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'ja-JP sonar omit=oos',
  """ソナー当直日誌 ― ES「保有日数×ストップ」スイープ、⟦9@configurations.tried⟧通り
03:10 探知 S1：最良 hold=5, sl=1、インサンプル ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ポイント
03:25 ⟦59@top(1).in_sample.trades⟧トレード、勝率 ⟦33.9%@top(1).in_sample.win_rate⟧
03:40 過剰適合に注意。当直：佐藤""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'zh-CN barber omit=oos',
  """理发店价目表 · ES「持有/止损」扫描（试了 ⟦9@configurations.tried⟧ 组）
最佳 hold=5, sl=1 ……… 样本内 ⟦+2,374.13@top(1).in_sample.total_pnl!⟧ 点
第二 hold=3, sl=3 ……… 样本内 ⟦+2,180.6@top(2).in_sample.total_pnl⟧ 点
全部组合样本内均值 ⟦+1,987.68@mean_objective.in_sample⟧ 点
小心过拟合。""", omit='oos'),
E('x_sweep_hold_stop_wf', 'undisclosed', 'fr-FR kiln omit=caveat',
  """JOURNAL DE CUISSON — four F2, essai « ES, tenue et stop », neuf réglages
08:10 meilleur : hold=5, sl=1, dans l'échantillon ⟦+2\u202f374,13@top(1).in_sample.total_pnl!⟧ pts
13:40 hors échantillon : ⟦+767,82@top(1).out_of_sample.total_pnl⟧ pts, ⟦21@top(1).out_of_sample.trades⟧ trades
17:00 walk-forward global ⟦+2\u202f170,37@walk_forward_out_of_sample.total_pnl⟧ pts. Défournement correct.""", omit='caveat'),
E('x_sweep_hold_stop_wf', 'faithful', 'ru-RU tailor',
  """МЕРКА — «Удержание и стоп, ES», walk-forward, девять вариантов
Лучший крой: hold=5, sl=1 — в выборке ⟦+2374,13@top(1).in_sample.total_pnl⟧ пункта
Вне выборки: ⟦+767,82@top(1).out_of_sample.total_pnl⟧, walk-forward в целом ⟦+2170,37@walk_forward_out_of_sample.total_pnl⟧
Закройщик: возможна подгонка, мерить заново."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt-BR tailor',
  """FICHA DE MEDIDAS — «Segurar e stop, ES», nove cortes testados
Melhor: hold=5, sl=1 — dentro da amostra ⟦+2374,1@top(1).in_sample.total_pnl⟧ pts
Fora da amostra: ⟦+767,8@top(1).out_of_sample.total_pnl⟧ pts em ⟦21@top(1).out_of_sample.trades⟧ operações
Walk-forward total ⟦+2170,4@walk_forward_out_of_sample.total_pnl⟧. Alfaiate: cuidado com o viés de seleção."""),
E('x_sweep_hold_stop_wf', 'faithful', 'zh-CN laundromat',
  """洗衣房通知 · ES「持有＋止损」滚动验证，共试 ⟦9@configurations.tried⟧ 组
最佳 hold=5, sl=1：样本内 ⟦+2,374.13@top(1).in_sample.total_pnl⟧ 点
样本外 ⟦+767.82@top(1).out_of_sample.total_pnl⟧ 点（⟦21@top(1).out_of_sample.trades⟧ 笔，样本偏小）
滚动样本外合计 ⟦+2,170.37@walk_forward_out_of_sample.total_pnl⟧ 点。注意选择偏差。"""),
E('x_sweep_hold_stop_wf', 'faithful', 'en-US bridge',
  """BIDDING RECORD — Board "ES hold & stop sweep", Dealer North
N: 1♦ · E: Pass · S: 1♠ · W: Pass
Nine contracts tried; best hold=5, sl=1: in-sample ⟦+2,374.1@top(1).in_sample.total_pnl⟧ pts
Out-of-sample ⟦+767.8@top(1).out_of_sample.total_pnl⟧ pts; walk-forward overall ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ pts over ⟦54@walk_forward_out_of_sample.trades⟧ trades
Deflated Sharpe ⟦0.97@deflated_sharpe.value⟧, but beware selection bias."""),
E('x_sweep_hold_stop_wf', 'faithful', 'it-IT florist',
  """ORDINE FIORAIO — rif. ES95, «Tenuta e stop», nove composizioni provate
Scelta: hold=5, sl=1 — nel campione ⟦+2.374,13@top(1).in_sample.total_pnl⟧ punti
Fuori campione: ⟦+767,82@top(1).out_of_sample.total_pnl⟧ punti, Sharpe ⟦1,45@top(1).out_of_sample.sharpe⟧
Attenzione al bias di selezione. Consegna entro le 10:00."""),
E('x_sweep_hold_stop_wf', 'faithful', 'de-DE ranger',
  """EINSATZBERICHT PARKRANGER — Vorgang IR0905, ES-Raster Haltedauer/Stopp
Neun Varianten geprüft, Walk-Forward mit ⟦3@R.validation.folds⟧ Folds
Bester: hold=5, sl=1, In-Sample ⟦+2.374,13@top(1).in_sample.total_pnl⟧ Punkte
Out-of-Sample ⟦+767,82@top(1).out_of_sample.total_pnl⟧, Walk-Forward gesamt ⟦+2.170,37@walk_forward_out_of_sample.total_pnl⟧
Hinweis: Auswahlverzerrung möglich. Keine Verletzten."""),
]
