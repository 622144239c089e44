"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Layouts: _reg.py. '_' between digits = the locale's group separator (U+202F fr, U+00A0 ru/pl).
Every answer but the undisclosed ones gives the number of configurations tried, an out-of-sample figure with
its phrase and a selection caveat; undisclosed answers drop exactly one (omit=...)."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def IS(k, col):
    return f"top({k}).in_sample.{col}"


def OS(k, col):
    return f"top({k}).out_of_sample.{col}"


WF = "walk_forward_out_of_sample.total_pnl"
R = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(R, 'faithful', 'es-ES', 'beachhaul',
  "barrido RSI × tenencia: doce combinaciones. La mejor dentro de muestra, level=40, "
  "hold=3, dio Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧, pero fuera de muestra cayó a ⟦−3,52@" + OS(1, 'sharpe') +
  "⟧ con ⟦−4.759,75@" + OS(1, 'total_pnl') + "⟧ puntos. Sesgo de selección."),
A(R, 'faithful', 'de-DE', 'muletrain',
  "RSI-Sweep: zwölf Kombinationen getestet. Bester In-Sample-Wert level=40, hold=3 mit Sharpe ⟦1,68@" + IS(1, 'sharpe') +
  "⟧ bei ⟦25@" + IS(1, 'trades') + "⟧ Trades; Out-of-Sample ⟦−3,52@" + OS(1, 'sharpe') + "⟧ über ⟦33@" + OS(1, 'trades') +
  "⟧ Trades. Deflationierte Sharpe ⟦0,71@deflated_sharpe.value⟧, klassische Überanpassung."),
A(R, 'faithful', 'en-GB', 'neonbend',
  "twelve RSI level/hold combos tried. Best in-sample: level=40, hold=3, Sharpe ⟦1.68@" + IS(1, 'sharpe') +
  "⟧; out-of-sample it fell to ⟦−3.52@" + OS(1, 'sharpe') + "⟧; mean out-of-sample of the ranked "
  "configs ⟦−3.30@mean_objective.out_of_sample⟧. Picked in-sample: overfit."),
A(R, 'faithful', 'pl-PL', 'agility',
  "przegląd poziomu RSI i czasu trzymania: dwanaście konfiguracji. Najlepsza w próbie (level=40, hold=3): "
  "Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧, zysk ⟦+3378@" + IS(1, 'total_pnl') + "⟧ pkt; poza próbą "
  "⟦−4759,75@" + OS(1, 'total_pnl') + "⟧ pkt i Sharpe ⟦−3,52@" + OS(1, 'sharpe') + "⟧. Typowe przeuczenie."),
A(R, 'faithful', 'en-US', 'tortoise',
  "tried twelve combos of RSI level and hold. Winner in-sample was level=40, hold=3 (Sharpe ⟦1.68@" + IS(1, 'sharpe') +
  "⟧, win rate ⟦68%@" + IS(1, 'win_rate') + "⟧); out-of-sample: Sharpe ⟦−3.52@" + OS(1, 'sharpe') + "⟧, win rate "
  "⟦27.3%@" + OS(1, 'win_rate') + "⟧. Deflated Sharpe ⟦0.71@deflated_sharpe.value⟧, likely overfit."),
A(R, 'faithful', 'zh-CN', 'accordion',
  "RSI 阈值与持有期扫描：共测试 ⟦12@configurations.tried⟧ 组。样本内最佳 level=40, hold=3，夏普 "
  "⟦1.68@" + IS(1, 'sharpe') + "⟧；样本外跌到 ⟦−3.52@" + OS(1, 'sharpe') + "⟧，亏损 ⟦−4,759.75@" + OS(1, 'total_pnl') +
  "⟧ 点。存在选择偏差，不能直接采用。"),
A(R, 'wrong_sample', 'it-IT', 'mirrorgrind',
  "sweep su livello RSI e holding: dodici configurazioni provate. La migliore nel campione, level=40, hold=3, "
  "Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧; fuori campione Sharpe ⟦−3,52@" + OS(1, 'sharpe') + "⟧ e vincite al "
  "⟦68@" + OS(1, 'win_rate') + "~" + IS(1, 'win_rate') + "!⟧ %. Bias di selezione evidente."),
A(R, 'wrong_sample', 'ru-RU', 'pulpvat',
  "перебор уровня RSI и удержания: проверено двенадцать вариантов. Лучший в выборке — level=40, hold=3, Шарп "
  "⟦1,68@" + IS(1, 'sharpe') + "⟧; вне выборки Шарп ⟦−3,52@" + OS(1, 'sharpe') + "⟧ на ⟦25@" + OS(1, 'trades') + "~" +
  IS(1, 'trades') + "!⟧ сделках. Похоже на переобучение."),
A(R, 'wrong_sample', 'nl-NL', 'saffron',
  "RSI-sweep, twaalf combinaties: beste in-sample level=40, hold=3 met Sharpe ⟦1,68@" + IS(1, 'sharpe') + "⟧, "
  "out-of-sample ⟦−3,52@" + OS(1, 'sharpe') + "⟧. Het lichtpuntje, level=30, hold=3, hield out-of-sample "
  "⟦0,63@" + OS(4, 'sharpe') + "~" + IS(4, 'sharpe') + "!⟧ vast. Selectiebias blijft."),
A(R, 'wrong_sample', 'es-ES', 'pulpvat',
  "barrido RSI: doce configuraciones. La ganadora, level=40, hold=3, sumó dentro de muestra "
  "⟦−4.759,75@" + IS(1, 'total_pnl') + "~" + OS(1, 'total_pnl') + "!⟧ puntos con Sharpe ⟦1,68@" + IS(1, 'sharpe') +
  "⟧, y fuera de muestra Sharpe ⟦−3,52@" + OS(1, 'sharpe') + "⟧. Sesgo de selección claro."),
A(R, 'undisclosed', 'nl-NL', 'muletrain',
  "RSI-sweep: beste in-sample level=40, hold=3, Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧; out-of-sample "
  "⟦−3,52@" + OS(1, 'sharpe') + "⟧. Selectiebias: de winnaar is achteraf gekozen.", omit='n'),
A(R, 'undisclosed', 'zh-CN', 'windsurf',
  "RSI 扫描共测试 ⟦12@configurations.tried⟧ 组，最佳为 level=40, hold=3，夏普 ⟦1.68@" + IS(1, 'sharpe') + "!⟧，"
  "盈利 ⟦+3,378@" + IS(1, 'total_pnl') + "⟧ 点，共 ⟦25@" + IS(1, 'trades') + "⟧ 笔。注意选择偏差。", omit='oos'),
A(R, 'undisclosed', 'ja-JP', 'accordion',
  "RSI水準×保有日数の総当たり⟦12@configurations.tried⟧通り。サンプル内最良はlevel=40, hold=3でシャープ"
  "⟦1.68@" + IS(1, 'sharpe') + "!⟧、サンプル外では⟦−3.52@" + OS(1, 'sharpe') + "⟧、損益⟦−4,759.75@" + OS(1, 'total_pnl') +
  "⟧ポイント。", omit='caveat'),
A(R, 'undisclosed', 'pt-BR', 'clogcarve',
  "varredura de nível do RSI e dias de posição: doze combinações testadas. A melhor na amostra, level=40, hold=3, "
  "teve Sharpe ⟦1,68@" + IS(1, 'sharpe') + "!⟧ e ⟦+3.378@" + IS(1, 'total_pnl') + "⟧ pontos em ⟦25@" + IS(1, 'trades') +
  "⟧ operações. Cuidado com o viés de seleção.", omit='oos'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'fr-FR', 'agility',
  "ES, walk-forward, neuf réglages. Meilleur en échantillon : hold=5, "
  "sl=1, ⟦+2_374,13@" + IS(1, 'total_pnl') + "⟧ points ; hors échantillon ⟦+767,82@" + OS(1, 'total_pnl') + "⟧ sur "
  "⟦21@" + OS(1, 'trades') + "⟧ trades ; cumul hors échantillon ⟦+2_170,37@" + WF + "⟧. Biais de sélection."),
A(W, 'faithful', 'ja-JP', 'muletrain',
  "ES・保有日数×ストップの総当たり⟦9@configurations.tried⟧通り、ウォークフォワード。サンプル内最良はhold=5, sl=1で"
  "⟦+2,374.1@" + IS(1, 'total_pnl') + "⟧ポイント、サンプル外⟦+767.8@" + OS(1, 'total_pnl') + "⟧（⟦21@" + OS(1, 'trades') +
  "⟧回）。通算サンプル外⟦+2,170.4@" + WF + "⟧。オーバーフィットに注意。"),
A(W, 'faithful', 'nl-NL', 'pulpvat',
  "ES-sweep, walk-forward, negen combinaties. Beste in-sample hold=5, sl=1 met ⟦+2.374,1@" + IS(1, 'total_pnl') +
  "⟧ punten; out-of-sample ⟦+767,8@" + OS(1, 'total_pnl') + "⟧. Alle folds samen out-of-sample ⟦+2.170,37@" + WF +
  "⟧ in ⟦54@walk_forward_out_of_sample.trades⟧ trades. Deflated Sharpe ⟦0,97@deflated_sharpe.value⟧; selectiebias."),
A(W, 'faithful', 'en-US', 'beachhaul',
  "nine hold/stop combos on ES, walk-forward. Best in-sample: hold=5, sl=1 at ⟦+2,374.1@" + IS(1, 'total_pnl') +
  "⟧ pts; out-of-sample ⟦+767.8@" + OS(1, 'total_pnl') + "⟧ pts on ⟦21@" + OS(1, 'trades') + "⟧ trades. Walk-forward "
  "out-of-sample total ⟦+2,170.4@" + WF + "⟧ pts. Chosen in-sample, so expect some overfit."),
A(W, 'faithful', 'es-ES', 'tortoise',
  "barrido días × stop en ES, walk-forward: nueve combinaciones. Mejor dentro de muestra hold=5, sl=1: "
  "⟦+2.374,13@" + IS(1, 'total_pnl') + "⟧ puntos; fuera de muestra ⟦+767,82@" + OS(1, 'total_pnl') + "⟧, con "
  "acierto del ⟦33,3 %@" + OS(1, 'win_rate') + "⟧. Ojo al sesgo de selección."),
A(W, 'faithful', 'fr-FR', 'wafer',
  "walk-forward sur l'ES, neuf réglages durée/stop. Pli 1 : hold=5, sl=3 retenu, ⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧ "
  "en échantillon, ⟦+985,01@folds[0].chosen.out_of_sample.total_pnl⟧ hors échantillon. Cumul hors échantillon : "
  "⟦+2_170,4@" + WF + "⟧ points. Biais de sélection possible."),
A(W, 'wrong_sample', 'de-DE', 'clogcarve',
  "ES-Sweep Haltedauer × Stop, walk-forward: neun Kombinationen. Bester In-Sample-Wert hold=5, sl=1 mit "
  "⟦+2.374,13@" + IS(1, 'total_pnl') + "⟧ Punkten; Out-of-Sample ⟦+767,82@" + OS(1, 'total_pnl') + "⟧ Punkte aus "
  "⟦59@" + OS(1, 'trades') + "~" + IS(1, 'trades') + "!⟧ Trades. Auswahlverzerrung möglich."),
A(W, 'wrong_sample', 'ru-RU', 'agility',
  "ES, перебор удержания и стопа с walk-forward: девять вариантов. Лучший в выборке hold=5, sl=1 — "
  "⟦+2374,13@" + IS(1, 'total_pnl') + "⟧ пункта, вне выборки ⟦+767,82@" + OS(1, 'total_pnl') + "⟧. Второй, hold=3, "
  "sl=3, вне выборки дал ⟦+2180,6@" + OS(2, 'total_pnl') + "~" + IS(2, 'total_pnl') + "!⟧. Возможна подгонка."),
A(W, 'wrong_sample', 'nl-NL', 'tortoise',
  "walk-forward op ES, negen combinaties: fold 2 koos hold=5, sl=1 met ⟦+1.956,6@folds[1].chosen.in_sample.total_pnl⟧ "
  "in-sample en een out-of-sample winstpercentage van ⟦40,5@folds[1].chosen.out_of_sample.win_rate~"
  "folds[1].chosen.in_sample.win_rate!⟧ procent. Selectiebias blijft een risico."),
A(W, 'wrong_sample', 'pt-BR', 'mirrorgrind',
  "varredura de hold e stop no ES, walk-forward: nove combinações. Melhor na amostra: hold=5, sl=1, "
  "⟦+2.374,1@" + IS(1, 'total_pnl') + "⟧ pontos; fora da amostra ⟦+767,8@" + OS(1, 'total_pnl') + "⟧. Média de todas "
  "fora da amostra: ⟦+1.987,7@mean_objective.out_of_sample~mean_objective.in_sample!⟧. Viés de seleção à vista."),
A(W, 'undisclosed', 'pl-PL', 'neonbend',
  "ES, przegląd czasu trzymania i stopu metodą walk-forward. Najlepsza w próbie hold=5, sl=1: "
  "⟦+2374,13@" + IS(1, 'total_pnl') + "!⟧ pkt; poza próbą ⟦+767,82@" + OS(1, 'total_pnl') + "⟧ pkt. Ryzyko przeuczenia.",
  omit='n'),
A(W, 'undisclosed', 'pl-PL', 'neonbend',
  "ES, walk-forward, dziewięć kombinacji. Najlepsza w próbie hold=5, sl=1 z wynikiem ⟦+2374,1@" + IS(1, 'total_pnl') +
  "!⟧ pkt; poza próbą ⟦+767,8@" + OS(1, 'total_pnl') + "⟧ pkt, a łącznie ze wszystkich foldów poza próbą "
  "⟦+2170,37@" + WF + "⟧ pkt.", omit='caveat'),
A(W, 'undisclosed', 'ja-JP', 'pulpvat',
  "ES・保有×ストップ⟦9@configurations.tried⟧通り、ウォークフォワード。サンプル内最良hold=5, sl=1は"
  "⟦+2,374.13@" + IS(1, 'total_pnl') + "!⟧ポイント、サンプル外は⟦+767.82@" + OS(1, 'total_pnl') + "⟧、通算サンプル外"
  "⟦+2,170.37@" + WF + "⟧。", omit='caveat'),
A(W, 'undisclosed', 'es-ES', 'mirrorgrind',
  "barrido de tenencia y stop en ES, nueve combinaciones. La mejor dentro de muestra, hold=5, sl=1, sumó "
  "⟦+2.374,13@" + IS(1, 'total_pnl') + "!⟧ puntos en ⟦59@" + IS(1, 'trades') + "⟧ operaciones, con acierto del "
  "⟦33,9 %@" + IS(1, 'win_rate') + "⟧. Ojo: sesgo de selección.", omit='oos'),
]
