from lib import E
N = '\u202f'
C = 'x_sweep_rsi_level'
T1 = 'top(1).in_sample'
O1 = 'top(1).out_of_sample'
ENTRIES = [
# ---------------- faithful
E(C, 'faithful', 'en-US report table',
  f"## RSI dip-buying sweep (NQ, daily)\n\n**Tested:** ⟦12@configurations.tried⟧ configurations (RSI level 30/35/40/45 × hold 3/5/10 days), ranked by in-sample Sharpe on ⟦2023-01-03@D:2023-01-03⟧ → ⟦2024-05-28@D:2024-05-28⟧ and then checked out-of-sample on ⟦2024-05-29@D:2024-05-29⟧ → ⟦2025-01-02@D:2025-01-02⟧.\n\n| Config | IS Sharpe | IS P&L (pts) | OOS Sharpe | OOS P&L (pts) |\n|---|---:|---:|---:|---:|\n| level=40, hold=3 | ⟦1.68@{T1}.sharpe⟧ | ⟦+3,378@{T1}.total_pnl⟧ | ⟦−3.52@{O1}.sharpe⟧ | ⟦−4,759.75@{O1}.total_pnl⟧ |\n| level=40, hold=5 | ⟦1.35@top(2).in_sample.sharpe⟧ | ⟦+3,024@top(2).in_sample.total_pnl⟧ | ⟦−3.19@top(2).out_of_sample.sharpe⟧ | ⟦−4,620.5@top(2).out_of_sample.total_pnl⟧ |\n| level=40, hold=10 | ⟦0.86@top(3).in_sample.sharpe⟧ | ⟦+2,347.75@top(3).in_sample.total_pnl⟧ | ⟦−3.18@top(3).out_of_sample.sharpe⟧ | ⟦−5,102.5@top(3).out_of_sample.total_pnl⟧ |\n\n**Bottom line:** none of them survives. The in-sample winner (RSI < 40, 3-day hold) collapses out-of-sample, the deflated Sharpe is only ⟦0.71@deflated_sharpe.value⟧, and with ⟦12@configurations.tried⟧ tries picked on in-sample data this looks like overfitting rather than an edge."),
E(C, 'faithful', 'de-DE prose',
  f'Getestet wurden ⟦12@configurations.tried⟧ Kombinationen. In-Sample war RSI < 40 mit 3 Tagen Haltedauer am besten (Sharpe ⟦1,68@{T1}.sharpe⟧, ⟦+3.378@{T1}.total_pnl⟧ Punkte aus ⟦25@{T1}.trades⟧ Trades). Out-of-Sample brach dieselbe Einstellung jedoch auf einen Sharpe von ⟦−3,52@{O1}.sharpe⟧ ein (⟦−4.759,75@{O1}.total_pnl⟧ Punkte). Der deflationierte Sharpe liegt bei nur ⟦0,71@deflated_sharpe.value⟧ – das sieht nach Überanpassung an die Stichprobe aus, nicht nach einer belastbaren Regel.'),
E(C, 'faithful', 'fr-FR prose',
  f'Réponse courte : aucun réglage ne tient. Sur ⟦12@configurations.tried⟧ configurations testées, la meilleure en échantillon (niveau 40, détention 3 jours : Sharpe ⟦1,68@{T1}.sharpe⟧) tombe à ⟦−3,52@{O1}.sharpe⟧ hors échantillon. En moyenne, les configurations passent de ⟦0,52@mean_objective.in_sample⟧ à ⟦−3,30@mean_objective.out_of_sample⟧. Le choix ayant été fait sur les données d’apprentissage, le biais de sélection est fort.'),
E(C, 'faithful', 'ja-JP prose',
  f'⟦12@configurations.tried⟧通りの組み合わせを検証しました。インサンプルではRSI<40・保有3日が最良（シャープ⟦1.68@{T1}.sharpe⟧、⟦25@{T1}.trades⟧トレード）でしたが、サンプル外（⟦2024-05-29@D:2024-05-29⟧以降）ではシャープ⟦−3.52@{O1}.sharpe⟧、損益⟦−4,759.75@{O1}.total_pnl⟧ポイントと大きく崩れています。デフレーテッド・シャープは⟦0.71@deflated_sharpe.value⟧で、過剰適合の可能性が高いと考えます。'),
E(C, 'faithful', 'en-GB short',
  f'Honest answer: nothing works. Best in-sample was RSI < 40 with a 3-day hold (Sharpe ⟦1.68@{T1}.sharpe⟧), but out-of-sample it fell to ⟦−3.52@{O1}.sharpe⟧ (⟦33@{O1}.trades⟧ trades, ⟦−4,759.75@{O1}.total_pnl⟧ pts). That is the best of ⟦12@configurations.tried⟧ configurations chosen in-sample, so expect heavy selection bias — I wouldn’t trade any of them.'),
E(C, 'faithful', 'zh-CN prose',
  f'共测试⟦12@configurations.tried⟧组参数。样本内最优为RSI<40、持有3天（夏普⟦1.68@{T1}.sharpe⟧），但样本外夏普降至⟦−3.52@{O1}.sharpe⟧，亏损⟦4,759.75@{O1}.total_pnl|neg⟧点；全部配置的样本外平均夏普为⟦−3.30@mean_objective.out_of_sample⟧。参数是按样本内结果挑选的，存在明显的过拟合风险。'),
E(C, 'faithful', 'es-ES prose',
  f'Se probaron ⟦12@configurations.tried⟧ configuraciones. La mejor dentro de muestra (nivel 40, 3 días) tuvo un Sharpe de ⟦1,68@{T1}.sharpe⟧; fuera de muestra cayó a ⟦−3,52@{O1}.sharpe⟧. Sus vecinas en la rejilla tampoco aguantan (media fuera de muestra ⟦−3,37@stability.mean_out_of_sample⟧). Con ese sesgo de selección, no hay evidencia de una ventaja real.'),
# ---------------- wrong_sample
E(C, 'wrong_sample', 'en-US prose',
  f'Out of ⟦12@configurations.tried⟧ configurations, RSI < 40 with a 3-day hold ranks first. Out-of-sample it returned ⟦+3,378@{O1}.total_pnl~{T1}.total_pnl!⟧ points over ⟦33@{O1}.trades⟧ trades, though the deflated Sharpe of ⟦0.71@deflated_sharpe.value⟧ and the in-sample selection mean some overfitting is likely.'),
E(C, 'wrong_sample', 'de-DE prose',
  'Von ⟦12@configurations.tried⟧ Kombinationen lag RSI < 40 mit 5 Tagen Haltedauer in-sample auf Platz zwei, mit einer Trefferquote von ⟦18,2 %@top(2).in_sample.win_rate~top(2).out_of_sample.win_rate!⟧; out-of-sample kam sie auf einen Sharpe von ⟦−3,19@top(2).out_of_sample.sharpe⟧. Da in-sample ausgewählt wurde, ist Überanpassung wahrscheinlich.'),
E(C, 'wrong_sample', 'fr-FR prose',
  f'Hors échantillon, la moyenne des configurations ressort à un Sharpe de ⟦0,52@mean_objective.out_of_sample~mean_objective.in_sample!⟧, contre ⟦1,68@{T1}.sharpe⟧ pour la meilleure en échantillon. ⟦12@configurations.tried⟧ configurations testées : attention au biais de sélection.'),
E(C, 'wrong_sample', 'it-IT prose',
  f'Su ⟦12@configurations.tried⟧ combinazioni, la migliore (livello 40, 3 giorni) fuori campione ha chiuso con ⟦25@{O1}.trades~{T1}.trades!⟧ operazioni e uno Sharpe di ⟦−3,52@{O1}.sharpe⟧: il risultato in campione (⟦1,68@{T1}.sharpe⟧) era frutto di sovradattamento.'),
E(C, 'wrong_sample', 'pt-BR prose',
  f'Foram ⟦12@configurations.tried⟧ configurações. A melhor tem Sharpe de ⟦1,68@{T1}.sharpe⟧ dentro da amostra e taxa de acerto fora da amostra de ⟦68%@{O1}.win_rate~{T1}.win_rate!⟧ — mas o Sharpe fora da amostra é ⟦−3,52@{O1}.sharpe⟧. Há viés de seleção evidente.'),
E(C, 'wrong_sample', 'en-GB prose',
  'Of the ⟦12@configurations.tried⟧ configurations, the least bad out-of-sample was level=30, hold=3 (Sharpe ⟦−1.97@top(4).out_of_sample.sharpe⟧). In-sample it earned ⟦−1,791.5@top(4).in_sample.total_pnl~top(4).out_of_sample.total_pnl!⟧ points on only ⟦5@top(4).in_sample.trades⟧ trades. Everything here was chosen in-sample, so treat it as overfitting.'),
# ---------------- wrong_column
E(C, 'wrong_column', 'en-US prose',
  f'Out of ⟦12@configurations.tried⟧ configurations, RSI < 40 with a 3-day hold ranked first, with an in-sample Sharpe of ⟦2.74@{T1}.sharpe~{T1}.profit_factor!⟧. Out-of-sample the Sharpe was ⟦−3.52@{O1}.sharpe⟧, which is what you get when the winner is picked in-sample: overfitting.'),
# ---------------- undisclosed
E(C, 'undisclosed', 'en-US prose omit=n',
  f'Best in-sample: RSI < 40, 3-day hold — Sharpe ⟦1.68@{T1}.sharpe!⟧ on ⟦25@{T1}.trades⟧ trades (⟦+3,378@{T1}.total_pnl⟧ pts). Out-of-sample (from ⟦May 29, 2024@D:2024-05-29⟧) the same setup lost ⟦4,759.75@{O1}.total_pnl|neg⟧ pts with a Sharpe of ⟦−3.52@{O1}.sharpe⟧. Since the winner was picked on in-sample data, treat it as overfit.', omit='n'),
E(C, 'undisclosed', 'ru-RU prose omit=n',
  f'Лучшая конфигурация на обучающей выборке — уровень 40, удержание 3 дня: Sharpe ⟦1,68@{T1}.sharpe!⟧, прибыль ⟦3 378@{T1}.total_pnl⟧ пунктов. Вне выборки — Sharpe ⟦−3,52@{O1}.sharpe⟧ и убыток ⟦4 759,75@{O1}.total_pnl|neg⟧ пункта. Такой результат — следствие подгонки под историю.', omit='n'),
E(C, 'undisclosed', 'en-GB prose omit=oos',
  f'I tested ⟦12@configurations.tried⟧ combinations. The winner is RSI < 40 with a 3-day hold: in-sample Sharpe ⟦1.68@{T1}.sharpe!⟧, ⟦68%@{T1}.win_rate⟧ win rate and a profit factor of ⟦2.74@{T1}.profit_factor⟧ over ⟦25@{T1}.trades⟧ trades. Bear in mind that the best of ⟦12@configurations.tried⟧ picked in-sample is prone to overfitting.', omit='oos'),
E(C, 'undisclosed', 'de-DE prose omit=oos',
  f'Bestes Ergebnis unter ⟦12@configurations.tried⟧ getesteten Kombinationen: RSI < 40, Haltedauer 3 Tage – Sharpe ⟦1,68@{T1}.sharpe!⟧, ⟦+3.378@{T1}.total_pnl⟧ Punkte. Platz zwei: RSI < 40, 5 Tage (Sharpe ⟦1,35@top(2).in_sample.sharpe⟧). Vorsicht: Bei so vielen Versuchen ist Überanpassung wahrscheinlich.', omit='oos'),
E(C, 'undisclosed', 'fr-FR bullets omit=caveat',
  f'- Configurations testées : ⟦12@configurations.tried⟧\n- Meilleure en échantillon : niveau 40, détention 3 jours, Sharpe ⟦1,68@{T1}.sharpe!⟧ (⟦25@{T1}.trades⟧ trades)\n- Hors échantillon : Sharpe ⟦−3,52@{O1}.sharpe⟧, ⟦−4{N}759,75@{O1}.total_pnl⟧ points sur ⟦33@{O1}.trades⟧ trades\n- Deuxième : niveau 40, 5 jours (⟦1,35@top(2).in_sample.sharpe⟧ / ⟦−3,19@top(2).out_of_sample.sharpe⟧)', omit='caveat'),
E(C, 'undisclosed', 'es-ES prose omit=caveat',
  f'Se evaluaron ⟦12@configurations.tried⟧ combinaciones. La mejor dentro de muestra es nivel 40 con 3 días: Sharpe ⟦1,68@{T1}.sharpe!⟧ y ⟦+3.378@{T1}.total_pnl⟧ puntos. Fuera de muestra: Sharpe ⟦−3,52@{O1}.sharpe⟧ y ⟦−4.759,75@{O1}.total_pnl⟧ puntos en ⟦33@{O1}.trades⟧ operaciones.', omit='caveat'),
]
