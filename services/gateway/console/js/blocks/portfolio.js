// Portfolios (kind `portfolio`, from `backtest_portfolio`): several legs
// (instrument + strategy + sizing) traded on one capital. The card shows
// the portfolio's figures, its equity with the drawdown below, and what
// each leg contributed: its share of the total P&L as bars, and the legs'
// table (sizing, trades, skipped entries, P&L, share).

import { h } from '../dom.js';
import { num, int } from '../format.js';
import { equityChart } from '../charts.js';
import { horizontalBars } from '../svgcharts.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, grid, section, targetIn } from './common.js';

const METRICS = [
  ['capital', 'Capital', num],
  ['final_equity', 'Final equity', num],
  ['total_pnl', 'Total P&L', num],
  ['return_pct', 'Return', (v) => `${num(v)}%`],
  ['max_drawdown', 'Max drawdown', num],
  ['max_drawdown_pct', 'Max drawdown %', (v) => `${num(v)}%`],
  ['trades', 'Trades', int],
];

/** A leg's sizing in words. */
function sizing(s) {
  switch (s?.method) {
    case 'fixed': return `${num(s.units)} fixed`;
    case 'risk': return `${num(s.risk_pct)}% risk`;
    case 'volatility': return `${num(s.target_pct)}% vol target (${int(s.lookback)})`;
    default: return s?.method || '';
  }
}

register('portfolio', (block) => {
  const title = block.title || 'Portfolio';
  const m = block.metrics || {};
  const legs = Array.isArray(block.legs) ? block.legs : [];
  const card = h('article', { 'aria-label': title }, cardHeader(title, `${int(legs.length)} legs on one capital`),
    grid(METRICS.filter(([k]) => k in m).map(([k, label, f]) => [label, m[k] === null ? '–' : f(m[k]), k])));
  const curve = Array.isArray(block.equity_curve) ? block.equity_curve : [];
  if (curve.length > 1) card.append(equityChart(curve, `${title}: equity and drawdown`));
  const rows = legs.map((l) => ({
    leg: l.name, instrument: l.instrument, sizing: sizing(l.sizing), point_value: l.point_value,
    trades: l.trades, skipped: l.skipped, pnl: l.pnl, contribution_pct: l.contribution_pct,
  }));
  const columns = ['leg', 'instrument', 'sizing', 'point_value', 'trades', 'skipped', 'pnl', 'contribution_pct'];
  const table = dataTable(rows, { caption: `${title} legs`, filename: `${title} legs`, columns });
  card.append(
    h('h4', {}, 'Contribution by leg (share of total P&L)'),
    horizontalBars(legs.map((l) => l.name), legs.map((l) => l.contribution_pct), { label: `${title}: each leg's share of the total P&L`, unit: '%' }),
    section(`Legs (${int(legs.length)})`, table, true));
  card.bindingTarget = (b, expand) => targetIn(card, b, expand, { table });
  return card;
});
