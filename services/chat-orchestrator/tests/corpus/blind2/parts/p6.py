from lib import E
NQ, ES = "row('NQ')", "row('ES')"
NL, EL = "leg('NQ')", "leg('ES')"
def t(n, side='in_sample', k='sharpe'): return f"top({n}).{side}.{k}"
def F(i, side='out_of_sample'): return f"folds[{i}].chosen.{side}.total_pnl"
ENTRIES = [
# ---------------- x_compare_two_down
E('x_compare_two_down', 'faithful', 'gb k', f"""Only on ES. ES: ⟦64@{ES}.trades⟧ trades, ⟦54.7@{ES}.win_rate⟧ per cent winners, PF ⟦2.09@{ES}.profit_factor⟧, ⟦+2,615@{ES}.total_pnl⟧ pts (≈ $⟦130.8k@{ES}.total_pnl_currency⟧ per contract), Sharpe ⟦1.67@{ES}.sharpe⟧. NQ: ⟦97@{NQ}.trades⟧ trades, ⟦39.2@{NQ}.win_rate⟧ per cent, PF ⟦0.79@{NQ}.profit_factor⟧, ⟦−3,060.8@{NQ}.total_pnl⟧ pts (−$⟦61.2k@{NQ}.total_pnl_currency|neg⟧)."""),
E('x_compare_two_down', 'faithful', 'en md-table', f"""| | NQ | ES |
|---|---|---|
| Trades | ⟦97@{NQ}.trades⟧ | ⟦64@{ES}.trades⟧ |
| Win rate | ⟦39.2%@{NQ}.win_rate⟧ | ⟦54.7%@{ES}.win_rate⟧ |
| Profit factor | ⟦0.79@{NQ}.profit_factor⟧ | ⟦2.09@{ES}.profit_factor⟧ |
| P&L per contract | −$⟦61,215@{NQ}.total_pnl_currency|neg⟧ | +$⟦130,751@{ES}.total_pnl_currency⟧ |
| Sharpe | ⟦−0.69@{NQ}.sharpe⟧ | ⟦1.67@{ES}.sharpe⟧ |

Points aren't comparable across the two contracts, so compare the currency row."""),
E('x_compare_two_down', 'wrong_row', 'it prose', f"""Su NQ il profit factor è ⟦2,09@{NQ}.profit_factor~{ES}.profit_factor!⟧ con ⟦97@{NQ}.trades⟧ operazioni, ma lo Sharpe resta negativo (⟦−0,69@{NQ}.sharpe⟧)."""),
E('x_compare_two_down', 'wrong_unit', 'pl prose', f"""Na ES strategia zarobiła ⟦130 751,25@{ES}.total_pnl_currency~{ES}.total_pnl_currency!⟧ pkt przy ⟦64@{ES}.trades⟧ transakcjach.""", unit_note='currency→points'),
E('x_compare_two_down', 'derived', 'nl prose', f"""Qua Sharpe is het verschil groot: ⟦1,67@{ES}.sharpe⟧ op ES tegen ⟦−0,69@{NQ}.sharpe⟧ op NQ, een gat van ⟦2,37@{ES}.sharpe-{NQ}.sharpe!⟧."""),
E('x_compare_two_down', 'wrong_sign', 'zh prose', f"""NQ上该策略每笔交易的期望值为⟦+31.55@{NQ}.expectancy!⟧点，ES为⟦+40.86@{ES}.expectancy⟧点。"""),
E('x_compare_two_down', 'invented', 'ja prose', f"""ESは勝率⟦54.7%@{ES}.win_rate⟧、最大ドローダウン⟦402.8@{ES}.max_drawdown!⟧ポイントと安定しています。"""),
E('x_compare_two_down', 'faithful', 'tr prefix-pct', f"""NQ'da ⟦97@{NQ}.trades⟧ işlem ve ⟦%39,2@{NQ}.win_rate⟧ kazanma oranı; ES'de ⟦64@{ES}.trades⟧ işlem ve ⟦%54,7@{ES}.win_rate⟧. Sadece ES kârlı."""),
E('x_compare_two_down', 'misrounded', 'pt prose', f"""No ES: Sharpe de ⟦1,68@{ES}.sharpe!⟧ e fator de lucro de ⟦2,09@{ES}.profit_factor⟧; no NQ a estratégia perde dinheiro."""),
E('x_compare_two_down', 'wrong_row', 'gb short', f"""NQ drawdown: ⟦420.85@{NQ}.max_drawdown~{ES}.max_drawdown!⟧ pts. ES: fine."""),
# ---------------- x_portfolio_two_down
E('x_portfolio_two_down', 'faithful', 'gb m', f"""On the ⟦1m@capital⟧ book the combined dip-buy made ⟦+48,758.95@total_pnl⟧ (⟦4.88@return_pct⟧ per cent) over ⟦161@trades⟧ trades, with a max drawdown of ⟦78,853.15@max_drawdown⟧ (⟦7.2@max_drawdown_pct⟧ per cent). NQ lost ⟦86,112.30@{NL}.pnl|neg⟧; ES made ⟦134,871.25@{EL}.pnl⟧."""),
E('x_portfolio_two_down', 'faithful', 'en md-table', f"""| Leg | Trades | P&L | Share of total |
|---|---|---|---|
| NQ | ⟦97@{NL}.trades⟧ | ⟦−86,112.30@{NL}.pnl⟧ | ⟦−177%@{NL}.contribution_pct⟧ |
| ES | ⟦64@{EL}.trades⟧ | ⟦+134,871.25@{EL}.pnl⟧ | ⟦+277%@{EL}.contribution_pct⟧ |
| **Portfolio** | **⟦161@trades⟧** | **⟦+48,758.95@total_pnl⟧** | |"""),
E('x_portfolio_two_down', 'wrong_column', 'it pct-space', f"""Il portafoglio ha reso il ⟦7,2 %@return_pct~max_drawdown_pct!⟧ sul capitale, con un utile di ⟦48.758,95@total_pnl⟧."""),
E('x_portfolio_two_down', 'wrong_unit', 'pl prose', f"""Portfel zarobił łącznie ⟦48 758,95@total_pnl~total_pnl!⟧ pkt przy kapitale ⟦1 000 000@capital⟧.""", unit_note='currency→points'),
E('x_portfolio_two_down', 'derived', 'nl prose', f"""ES leverde ⟦134.871,25@{EL}.pnl⟧ op ⟦64@{EL}.trades⟧ trades, gemiddeld ⟦2.107,36@{EL}.pnl/{EL}.trades!⟧ per trade."""),
E('x_portfolio_two_down', 'wrong_sign', 'zh prose', f"""组合总盈利⟦48,758.95@total_pnl⟧，其中NQ腿盈利⟦86,112.30@{NL}.pnl!⟧，ES腿盈利⟦134,871.25@{EL}.pnl⟧。"""),
E('x_portfolio_two_down', 'miscomputed', 'ja prose', f"""ES脚（⟦+134,871.25@{EL}.pnl⟧）とNQ脚（⟦−86,112.30@{NL}.pnl⟧）の損益差は⟦210,983.55@{EL}.pnl-{NL}.pnl!⟧です。"""),
E('x_portfolio_two_down', 'misrounded', 'tr prefix-pct', """Portföy getirisi ⟦%4,87@return_pct!⟧, maksimum düşüş ⟦%7,20@max_drawdown_pct⟧."""),
E('x_portfolio_two_down', 'faithful', 'pt prose', """Carteira: ⟦161@trades⟧ operações, lucro de ⟦48.758,95@total_pnl⟧ (⟦4,88%@return_pct⟧) sobre capital de ⟦1.000.000@capital⟧; drawdown máximo de ⟦78.853,15@max_drawdown⟧ (⟦7,20%@max_drawdown_pct⟧)."""),
E('x_portfolio_two_down', 'wrong_row', 'gb terse', f"""ES leg: ⟦97@{EL}.trades~{NL}.trades!⟧ trades, ⟦+134,871.25@{EL}.pnl⟧."""),
# ---------------- x_sweep_rsi_level
E('x_sweep_rsi_level', 'faithful', 'gb prose', f"""On paper RSI < 40 with a 3-day hold is best (in-sample Sharpe ⟦1.68@{t(1)}⟧, ⟦25@{t(1,k='trades')}⟧ trades, ⟦+3,378@{t(1,k='total_pnl')}⟧ pts), but it collapses out of sample: Sharpe ⟦−3.52@{t(1,'out_of_sample')}⟧ on ⟦33@{t(1,'out_of_sample','trades')}⟧ trades, ⟦−4,759.75@{t(1,'out_of_sample','total_pnl')}⟧ pts. A deflated Sharpe of ⟦0.71@deflated_sharpe.value⟧ means the edge is indistinguishable from luck."""),
E('x_sweep_rsi_level', 'faithful', 'en md-table', f"""| Rank | Config | IS Sharpe | OOS Sharpe |
|---|---|---|---|
| 1 | level=40, hold=3 | ⟦1.68@{t(1)}⟧ | ⟦−3.52@{t(1,'out_of_sample')}⟧ |
| 2 | level=40, hold=5 | ⟦1.35@{t(2)}⟧ | ⟦−3.19@{t(2,'out_of_sample')}⟧ |
| 3 | level=40, hold=10 | ⟦0.86@{t(3)}⟧ | ⟦−3.18@{t(3,'out_of_sample')}⟧ |
| 4 | level=30, hold=3 | ⟦0.63@{t(4)}⟧ | ⟦−1.97@{t(4,'out_of_sample')}⟧ |
| 5 | level=35, hold=5 | ⟦0.28@{t(5)}⟧ | ⟦−2.29@{t(5,'out_of_sample')}⟧ |

None of them survives out of sample.""", allow=['1', '2', '3', '4', '5']),
E('x_sweep_rsi_level', 'wrong_column', 'it prose', f"""La configurazione migliore (livello 40, hold 3) ha uno Sharpe in-sample di ⟦1,68@{t(1)}⟧ e out-of-sample di ⟦−3,52@{t(1,'out_of_sample')}⟧; lo Sharpe deflazionato è ⟦0,40@deflated_sharpe.value~deflated_sharpe.sharpe_per_trade!⟧."""),
E('x_sweep_rsi_level', 'wrong_row', 'pl prose', f"""Druga konfiguracja (level=40, hold=5) miała Sharpe in-sample ⟦0,86@{t(2)}~{t(3)}!⟧ i out-of-sample ⟦−3,19@{t(2,'out_of_sample')}⟧."""),
E('x_sweep_rsi_level', 'wrong_sign', 'nl prose', f"""De beste instelling (level=40, hold=3) haalde in-sample een Sharpe van ⟦1,68@{t(1)}⟧ en out-of-sample ⟦+3,52@{t(1,'out_of_sample')}!⟧."""),
E('x_sweep_rsi_level', 'invented', 'zh prose', f"""共测试了⟦12@configurations.tried⟧种组合，最佳组合（level=40, hold=3）样本内共⟦41@{t(1,k='trades')}!⟧笔交易，但样本外夏普为⟦-3.52@{t(1,'out_of_sample')}⟧。"""),
E('x_sweep_rsi_level', 'misrounded', 'ja prose', """試行回数を考慮したデフレート・シャープレシオは⟦0.72@deflated_sharpe.value!⟧で、最良結果は偶然と区別できません。"""),
E('x_sweep_rsi_level', 'derived', 'tr prose', """Tüm konfigürasyonlarda ortalama Sharpe örneklem içinde ⟦0,52@mean_objective.in_sample⟧, örneklem dışında ⟦−3,30@mean_objective.out_of_sample⟧; arada ⟦3,82@mean_objective.in_sample-mean_objective.out_of_sample!⟧ puanlık bir uçurum var."""),
E('x_sweep_rsi_level', 'faithful', 'pt prose', f"""Melhor no treino: nível 40, hold 3 (Sharpe ⟦1,68@{t(1)}⟧). No teste: ⟦−3,52@{t(1,'out_of_sample')}⟧. As configurações ranqueadas tiveram Sharpe médio de ⟦−3,30@mean_objective.out_of_sample⟧ fora da amostra — nenhuma sobreviveu."""),
E('x_sweep_rsi_level', 'miscomputed', 'gb prose', f"""The winner's P&L swung from ⟦+3,378@{t(1,k='total_pnl')}⟧ pts in-sample to ⟦−4,759.75@{t(1,'out_of_sample','total_pnl')}⟧ out of sample, a reversal of ⟦7,137.75@{t(1,k='total_pnl')}-{t(1,'out_of_sample','total_pnl')}!⟧ pts."""),
# ---------------- x_sweep_hold_stop_wf
E('x_sweep_hold_stop_wf', 'faithful', 'gb prose', f"""Hold 5 days with a 1 per cent stop ranks first: ⟦+2,374.1@{t(1,k='total_pnl')}⟧ pts in-sample on ⟦59@{t(1,k='trades')}⟧ trades, ⟦+767.8@{t(1,'out_of_sample','total_pnl')}⟧ out of sample on ⟦21@{t(1,'out_of_sample','trades')}⟧. Stitched walk-forward OOS is ⟦+2,170.4@walk_forward_out_of_sample.total_pnl⟧ over ⟦54@walk_forward_out_of_sample.trades⟧ trades, and the deflated Sharpe of ⟦0.97@deflated_sharpe.value⟧ suggests the edge is real."""),
E('x_sweep_hold_stop_wf', 'faithful', 'en md-table', f"""| Config | In-sample P&L | OOS P&L |
|---|---|---|
| hold=5, sl=1 | ⟦+2,374.1@{t(1,k='total_pnl')}⟧ | ⟦+767.8@{t(1,'out_of_sample','total_pnl')}⟧ |
| hold=3, sl=3 | ⟦+2,180.6@{t(2,k='total_pnl')}⟧ | ⟦+757.4@{t(2,'out_of_sample','total_pnl')}⟧ |
| hold=5, sl=2 | ⟦+2,141.4@{t(3,k='total_pnl')}⟧ | ⟦+90.3@{t(3,'out_of_sample','total_pnl')}⟧ |
| hold=3, sl=1 | ⟦+2,074.7@{t(4,k='total_pnl')}⟧ | ⟦+628.6@{t(4,'out_of_sample','total_pnl')}⟧ |
| hold=5, sl=3 | ⟦+1,929.1@{t(5,k='total_pnl')}⟧ | ⟦+340.0@{t(5,'out_of_sample','total_pnl')}⟧ |"""),
E('x_sweep_hold_stop_wf', 'wrong_year', 'it prose', f"""Nella finestra di test del 2023 (dal ⟦5 luglio@D:2023-07-05⟧) la configurazione scelta ha reso ⟦+417,5@{F(0)}~{F(1)}!⟧ punti fuori campione."""),
E('x_sweep_hold_stop_wf', 'wrong_year', 'pl prose', f"""W oknie testowym od ⟦2024-01-03@D:2024-01-03⟧ wybrano hold=5, sl=1 z wynikiem out-of-sample ⟦+985,0@{F(1)}~{F(0)}!⟧ pkt."""),
E('x_sweep_hold_stop_wf', 'wrong_column', 'nl prose', f"""hold=3, sl=3: in-sample ⟦757,4@{t(2,k='total_pnl')}~{t(2,'out_of_sample','total_pnl')}!⟧ punten over ⟦43@{t(2,k='trades')}⟧ trades."""),
E('x_sweep_hold_stop_wf', 'derived', 'zh prose', f"""最佳组合（hold=5, sl=1）样本外收益⟦+767.8@{t(1,'out_of_sample','total_pnl')}⟧点，只有样本内⟦+2,374.1@{t(1,k='total_pnl')}⟧点的⟦32.3%@{t(1,'out_of_sample','total_pnl')}/{t(1,k='total_pnl')}*100!⟧。"""),
E('x_sweep_hold_stop_wf', 'invented', 'tr prose', """Walk-forward örneklem dışı sonuç ⟦+2.170,4@walk_forward_out_of_sample.total_pnl⟧ puan, toplam ⟦57@walk_forward_out_of_sample.trades!⟧ işlem."""),
E('x_sweep_hold_stop_wf', 'faithful', 'pt prose', """Foram testadas ⟦9@configurations.tried⟧ combinações, todas positivas dentro da amostra (média ⟦+1.987,7@mean_objective.in_sample⟧ pts); fora da amostra a média caiu para ⟦+507,8@mean_objective.out_of_sample⟧ pts."""),
E('x_sweep_hold_stop_wf', 'miscomputed', 'gb prose', f"""The best configuration gave back ⟦1,506.3@{t(1,k='total_pnl')}-{t(1,'out_of_sample','total_pnl')}!⟧ pts between in-sample (⟦+2,374.1@{t(1,k='total_pnl')}⟧) and out-of-sample (⟦+767.8@{t(1,'out_of_sample','total_pnl')}⟧)."""),
E('x_sweep_hold_stop_wf', 'wrong_year', 'en terse', f"""Walk-forward folds (OOS): 2023 H2 ⟦+985.0@{F(0)}⟧ · 2024 H1 ⟦+767.8@{F(1)}~{F(2)}!⟧ · 2024 H2 ⟦+767.8@{F(2)}⟧."""),
]
