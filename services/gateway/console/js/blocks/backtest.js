// Backtest results (kind `backtest`): the metrics grid, equity and drawdown
// over time, and the trades.

import { h } from '../dom.js';
import { num, int } from '../format.js';
import { equityChart } from '../charts.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, section, grid, targetIn } from './common.js';

const METRICS = [
  ['total_trades', 'Trades', int],
  ['win_rate', 'Win rate', (v) => `${num(v)}%`],
  ['total_pnl', 'Total P&L (pts)', num],
  ['profit_factor', 'Profit factor', num],
  ['expectancy', 'Expectancy (pts)', num],
  ['max_drawdown', 'Max drawdown (pts)', num],
  ['sharpe', 'Sharpe', num],
  ['sortino', 'Sortino', num],
  ['avg_bars_held', 'Avg bars held', num],
  ['best_trade', 'Best trade', num],
  ['worst_trade', 'Worst trade', num],
  ['buy_and_hold_pnl', 'Buy & hold (pts)', num],
];

register('backtest', (block) => {
  const title = block.title || 'Backtest';
  const m = block.metrics || {};
  const card = h('article', { 'aria-label': title }, cardHeader(title),
    grid(METRICS.filter(([k]) => k in m).map(([k, label, f]) => [label, m[k] === null ? '∞' : f(m[k]), k])));
  const curve = Array.isArray(block.equity_curve) ? block.equity_curve : [];
  if (curve.length > 1) card.append(equityChart(curve, `${title}: equity and drawdown`));
  const trades = Array.isArray(block.trades) ? block.trades : [];
  const table = trades.length ? dataTable(trades, { caption: `${title} trades`, filename: `${title} trades` }) : null;
  card.append(table
    ? section(`Trades (${int(trades.length)})`, table, trades.length <= 20)
    : h('p', { class: 'card-sub' }, 'No trades: the entry condition never triggered in this period.'));
  card.bindingTarget = (b, expand) => targetIn(card, b, expand, { table });
  return card;
});
