"""The two sweeps (x_sweep_rsi_level, x_sweep_hold_stop_wf). Markers: see ../../blind4/lib.py.
Every answer but the undisclosed ones gives the number of configurations tried, an out-of-sample figure and
phrase, and a selection/overfitting caveat; each undisclosed answer leaves out exactly the one in omit=."""
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _reg import A


def t(rank, sample, col):
    return f"top({rank}).{sample}.{col}"


I, O = 'in_sample', 'out_of_sample'
WF = "walk_forward_out_of_sample"
S = 'x_sweep_rsi_level'
W = 'x_sweep_hold_stop_wf'

ENTRIES = [
# ---------------------------------------------------------------- x_sweep_rsi_level
A(S, 'faithful', 'nl-NL', 'fresnel',
  "twaalf combinaties getest; beste level=40, hold=3 met Sharpe ⟦1,68@" + t(1, I, 'sharpe') + "⟧ in-sample, maar "
  "out-of-sample ⟦−3,52@" + t(1, O, 'sharpe') + "⟧. Gedefleerde Sharpe ⟦0,71@deflated_sharpe.value⟧: overfit, "
  "niet van geluk te onderscheiden."),
A(S, 'faithful', 'pl-PL', 'glassfloat',
  "przetestowano dwanaście zestawów; najlepszy level=40, hold=3: w próbie ⟦25@" + t(1, I, 'trades') + "⟧ transakcji i "
  "⟦+3378@" + t(1, I, 'total_pnl') + "⟧ pkt, poza próbą ⟦33@" + t(1, O, 'trades') + "⟧ transakcje i "
  "⟦−4759,75@" + t(1, O, 'total_pnl') + "⟧. Klasyczne przeuczenie."),
A(S, 'faithful', 'zh-CN', 'drillhire',
  "RSI 参数扫描共试了 ⟦12@configurations.tried⟧ 组；样本内最佳 level=40, hold=3，夏普 ⟦1.68@" + t(1, I, 'sharpe') + "⟧，"
  "样本外跌到 ⟦−3.52@" + t(1, O, 'sharpe') + "⟧。有选择偏差，别当真。"),
A(S, 'faithful', 'it-IT', 'gnomon',
  "provate dodici combinazioni: la migliore in campione è level=40, hold=3 (Sharpe ⟦1,68@" + t(1, I, 'sharpe') + "⟧), "
  "fuori campione crolla a ⟦−3,52@" + t(1, O, 'sharpe') + "⟧; la media fuori campione è ⟦−3,30@mean_objective.out_of_sample⟧. "
  "Bias di selezione."),
A(S, 'faithful', 'pt-BR', 'fresnel',
  "doze configurações testadas; a vencedora, level=40, hold=3, acertou ⟦68@" + t(1, I, 'win_rate') + "⟧ % dentro da "
  "amostra e só ⟦27,3@" + t(1, O, 'win_rate') + "⟧ % fora da amostra. Viés de seleção puro."),
A(S, 'faithful', 'en-GB', 'chalkfig',
  "twelve level/hold pairs tried. Runner-up level=40, hold=5: in-sample Sharpe ⟦1.35@" + t(2, I, 'sharpe') + "⟧, "
  "out-of-sample ⟦−3.19@" + t(2, O, 'sharpe') + "⟧ — same story as the winner. Overfit; deflated Sharpe only "
  "⟦0.71@deflated_sharpe.value⟧."),
A(S, 'wrong_sample', 'ja-JP', 'fordboard',
  "⟦12@configurations.tried⟧通りを試した結果、最良はlevel=40, hold=3。インサンプル勝率は"
  "⟦27.3%@" + t(1, I, 'win_rate') + "~" + t(1, O, 'win_rate') + "!⟧、サンプル外シャープは⟦−3.52@" + t(1, O, 'sharpe') + "⟧。"
  "過剰適合の典型。"),
A(S, 'wrong_sample', 'fr-FR', 'gnomon',
  "douze combinaisons testées. En échantillon, level=40, hold=5 affiche ⟦−4_620,5@" + t(2, I, 'total_pnl') + "~"
  + t(2, O, 'total_pnl') + "!⟧ points ; hors échantillon, la meilleure tombe à ⟦−3,52@" + t(1, O, 'sharpe') + "⟧ "
  "de Sharpe. Sur-optimisation probable."),
A(S, 'wrong_sample', 'it-IT', 'fordboard',
  "dodici configurazioni; la prima, level=40, hold=3, fuori campione rende ⟦135,12@" + t(1, O, 'expectancy') + "~"
  + t(1, I, 'expectancy') + "!⟧ punti a trade su ⟦33@" + t(1, O, 'trades') + "⟧ operazioni. Attenzione al sovradattamento."),
A(S, 'wrong_sample', 'en-GB', 'quill',
  "twelve configurations; averaged across them, the in-sample Sharpe was ⟦−3.30@mean_objective.in_sample~"
  "mean_objective.out_of_sample!⟧, and the best (level=40, hold=3) went ⟦−3.52@" + t(1, O, 'sharpe') + "⟧ "
  "out-of-sample. Overfit."),
A(S, 'undisclosed', 'pl-PL', 'drillhire',
  "najlepszy zestaw RSI: level=40, hold=3 — Sharpe w próbie ⟦1,68@" + t(1, I, 'sharpe') + "!⟧, poza próbą "
  "⟦−3,52@" + t(1, O, 'sharpe') + "⟧. Drugi, level=40, hold=5, poza próbą ⟦−3,19@" + t(2, O, 'sharpe') + "⟧. "
  "Przeuczenie jak z podręcznika.", omit='n'),
A(S, 'undisclosed', 'nl-NL', 'smokehouse',
  "twaalf combinaties; winnaar level=40, hold=3 met in-sample ⟦+3.378@" + t(1, I, 'total_pnl') + "!⟧ punten, "
  "out-of-sample ⟦−4.759,75@" + t(1, O, 'total_pnl') + "⟧ over ⟦33@" + t(1, O, 'trades') + "⟧ trades.",
  omit='caveat'),
A(S, 'undisclosed', 'es-ES', 'heather',
  "doce combinaciones probadas; la mejor dentro de la muestra, level=40, hold=3, acertó el "
  "⟦68@" + t(1, I, 'win_rate') + "!⟧ % en ⟦25@" + t(1, I, 'trades') + "⟧ operaciones. Ojo con el sesgo de selección.",
  omit='oos'),
A(S, 'undisclosed', 'ja-JP', 'glassfloat',
  "⟦12@configurations.tried⟧通りのうちインサンプル最良はlevel=40, hold=3でシャープ⟦1.68@" + t(1, I, 'sharpe') + "!⟧、"
  "サンプル外では⟦−3.52@" + t(1, O, 'sharpe') + "⟧。", omit='caveat'),
# ---------------------------------------------------------------- x_sweep_hold_stop_wf
A(W, 'faithful', 'fr-FR', 'oiling',
  "neuf combinaisons testées. Meilleure : hold=5, sl=1, ⟦+2_374,1@" + t(1, I, 'total_pnl') + "⟧ points en "
  "échantillon, ⟦+767,8@" + t(1, O, 'total_pnl') + "⟧ hors échantillon ; walk-forward global ⟦+2_170,4@" + WF + ".total_pnl⟧ "
  "sur ⟦54@" + WF + ".trades⟧ trades. Biais de sélection."),
A(W, 'faithful', 'nl-NL', 'glassfloat',
  "negen combinaties, walk-forward in drie folds: out-of-sample totaal ⟦+2.170,4@" + WF + ".total_pnl⟧ punten over "
  "⟦54@" + WF + ".trades⟧ trades. Gedefleerde Sharpe ⟦0,97@deflated_sharpe.value⟧, maar de keuze blijft selectiebias."),
A(W, 'faithful', 'de-DE', 'roost',
  "neun Kombinationen; beste hold=5, sl=1: In-Sample ⟦+2.374,1@" + t(1, I, 'total_pnl') + "⟧ Punkte aus "
  "⟦59@" + t(1, I, 'trades') + "⟧ Trades, Out-of-Sample ⟦+767,8@" + t(1, O, 'total_pnl') + "⟧ aus "
  "⟦21@" + t(1, O, 'trades') + "⟧. Vorsicht, Überanpassung."),
A(W, 'faithful', 'pt-BR', 'quill',
  "nove configurações; no walk-forward o primeiro fold escolheu hold=5, sl=3 (⟦+678,8@folds[0].chosen.in_sample.total_pnl⟧ "
  "dentro, ⟦+985,0@folds[0].chosen.out_of_sample.total_pnl⟧ fora da amostra), os outros dois hold=5, sl=1. Viés de seleção."),
A(W, 'faithful', 'ru-RU', 'fresnel',
  "девять вариантов; лучший hold=5, sl=1: в выборке ⟦+2374,1@" + t(1, I, 'total_pnl') + "⟧, вне выборки "
  "⟦+767,8@" + t(1, O, 'total_pnl') + "⟧; в среднем вне выборки по всем ⟦+507,8@mean_objective.out_of_sample⟧. "
  "Есть риск переобучения."),
A(W, 'faithful', 'en-GB', 'quill',
  "nine hold/stop pairs. Walk-forward out-of-sample overall: ⟦+2,170.4@" + WF + ".total_pnl⟧ pts on "
  "⟦54@" + WF + ".trades⟧ trades, profit factor ⟦1.97@" + WF + ".profit_factor⟧. The in-sample winner, hold=5, sl=1, "
  "is probably a bit overfit."),
A(W, 'wrong_sample', 'nl-NL', 'oiling',
  "negen combinaties; nummer drie, hold=5, sl=2, haalde out-of-sample ⟦+2.141,4@" + t(3, O, 'total_pnl') + "~"
  + t(3, I, 'total_pnl') + "!⟧ punten. Pas op voor selectiebias."),
A(W, 'wrong_sample', 'fr-FR', 'chalkfig',
  "neuf combinaisons, walk-forward : au premier pli, hold=5, sl=3 a été retenu sur ⟦+985,0@folds[0].chosen.in_sample.total_pnl~"
  "folds[0].chosen.out_of_sample.total_pnl!⟧ points en échantillon ; hors échantillon global "
  "⟦+2_170,4@" + WF + ".total_pnl⟧. Biais de sélection possible."),
A(W, 'wrong_sample', 'de-DE', 'gnomon',
  "neun Kombinationen; Platz zwei, hold=3, sl=3, mit In-Sample-Profitfaktor ⟦2,05@" + t(2, I, 'profit_factor') + "~"
  + t(2, O, 'profit_factor') + "!⟧; Out-of-Sample gesamt ⟦+2.170,4@" + WF + ".total_pnl⟧ Punkte. Auswahlverzerrung möglich."),
A(W, 'wrong_sample', 'it-IT', 'heather',
  "nove combinazioni; la migliore, hold=5, sl=1, nel campione vinceva il ⟦37,04@" + t(1, I, 'win_rate') + "~"
  + WF + ".win_rate!⟧ % dei trade; fuori campione ⟦+767,8@" + t(1, O, 'total_pnl') + "⟧ punti. Occhio al bias di selezione."),
A(W, 'undisclosed', 'en-US', 'gnomon',
  "nine hold/stop combos on ES. The in-sample winner, hold=5, sl=1, made ⟦+2,374.13@" + t(1, I, 'total_pnl') + "!⟧ pts "
  "on ⟦59@" + t(1, I, 'trades') + "⟧ trades; runner-up hold=3, sl=3 ⟦+2,180.6@" + t(2, I, 'total_pnl') + "⟧. Could be overfit.",
  omit='oos'),
A(W, 'undisclosed', 'es-ES', 'pinbarrel',
  "en ES, la mejor combinación dentro de la muestra fue hold=5, sl=1, con ⟦+2.374,1@" + t(1, I, 'total_pnl') + "!⟧ puntos; "
  "fuera de muestra, ⟦+767,8@" + t(1, O, 'total_pnl') + "⟧ en ⟦21@" + t(1, O, 'trades') + "⟧ operaciones. Cuidado con el "
  "sesgo de selección.", omit='n'),
A(W, 'undisclosed', 'ru-RU', 'smokehouse',
  "девять комбинаций; лучшая hold=5, sl=1: в выборке ⟦+2374,1@" + t(1, I, 'total_pnl') + "!⟧ пункта, вне выборки "
  "⟦+767,8@" + t(1, O, 'total_pnl') + "⟧; итог walk-forward вне выборки ⟦+2170,4@" + WF + ".total_pnl⟧ на "
  "⟦54@" + WF + ".trades⟧ сделках.", omit='caveat'),
A(W, 'undisclosed', 'ja-JP', 'glassfloat',
  "⟦9@configurations.tried⟧通りを総当たり。学習期間の最良はhold=5, sl=1で⟦+2,374.1@" + t(1, I, 'total_pnl') + "!⟧ポイント"
  "（⟦59@" + t(1, I, 'trades') + "⟧取引）。過剰適合の恐れあり。", omit='oos'),
]
