// Backtest results (kind `backtest`): the metrics grid, equity and drawdown
// over time, and the trades.

import { h } from '../dom.js';
import { num, int } from '../format.js';
import { timeSeries, chartTime } from '../charts.js';
import { color } from '../theme.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, section, grid } from './common.js';

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
    grid(METRICS.filter(([k]) => k in m).map(([k, label, f]) => [label, m[k] === null ? '∞' : f(m[k])])));
  const curve = Array.isArray(block.equity_curve) ? block.equity_curve : [];
  if (curve.length > 1) {
    const box = h('div', { class: 'chart-box tall', role: 'img', 'aria-label': `${title}: equity and drawdown`, dataset: { chart: 'equity' } });
    const at = (p) => chartTime(p.date, p.time || null);
    timeSeries(box, {
      series: [
        { type: 'line', title: 'equity', data: curve.map((p) => ({ time: at(p), value: p.equity })) },
        { type: 'line', title: 'drawdown', color: color('--down'), pane: 1, data: curve.map((p) => ({ time: at(p), value: -Math.abs(p.drawdown || 0) })) },
      ],
    }).catch((e) => { box.textContent = `Chart unavailable: ${e.message}`; });
    card.append(box);
  }
  const trades = Array.isArray(block.trades) ? block.trades : [];
  card.append(trades.length
    ? section(`Trades (${int(trades.length)})`, dataTable(trades, { caption: `${title} trades`, filename: `${title} trades` }), trades.length <= 20)
    : h('p', { class: 'card-sub' }, 'No trades: the entry condition never triggered in this period.'));
  return card;
});
