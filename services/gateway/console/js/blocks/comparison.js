// Strategy comparisons (kind `comparison`, from `backtest_compare`): one
// strategy run on several instruments. The table has a row per instrument
// (trades, win rate, profit factor, P&L in points and in currency, drawdown,
// Sharpe, expectancy, buy-and-hold); the bars compare the currency P&L,
// which, unlike points, is comparable across instruments.

import { h } from '../dom.js';
import { int } from '../format.js';
import { barChart } from '../charts.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, targetIn } from './common.js';

register('comparison', (block) => {
  const title = block.title || 'Comparison';
  const rows = Array.isArray(block.rows) ? block.rows : [];
  const columns = Array.isArray(block.columns) ? block.columns : undefined;
  const card = h('article', { 'aria-label': title },
    cardHeader(title, `${int(rows.length)} ${rows.length === 1 ? 'instrument' : 'instruments'}, the same strategy on each`));
  if (rows.length > 1 && rows.every((r) => 'total_pnl_currency' in r)) {
    card.append(barChart(rows.map((r) => r.instrument), rows.map((r) => r.total_pnl_currency), `${title}: P&L in currency by instrument`));
  }
  const table = dataTable(rows, { caption: title, filename: title, columns });
  card.append(table);
  card.bindingTarget = (b, expand) => targetIn(card, b, expand, { table });
  return card;
});
