// Query results (kind `query`): the summary, a chart chosen from the result
// (bars when the engine gave a chart hint, candlesticks for OHLC rows, a line
// for one value over dates), the table, and the evidence rows behind an
// aggregate.

import { h } from '../dom.js';
import { num, int } from '../format.js';
import { barChart, timeSeries, chartTime } from '../charts.js';
import { dataTable, normalise } from '../table.js';
import { register } from './registry.js';
import { cardHeader, section, grid, targetIn } from './common.js';

const OHLC = ['open', 'high', 'low', 'close'];

function summaryLine(s) {
  if (!s || typeof s !== 'object') return null;
  switch (s.type) {
    case 'scalar': return h('p', { class: 'scalar' }, h('span', { class: 'scalar-value' }, num(s.value)), ` over ${int(s.rows_scanned)} rows`);
    case 'dict': return grid(Object.entries(s.values || {}).map(([k, v]) => [k, num(v), k]));
    case 'grouped': return h('p', { class: 'card-sub' }, `${int(s.rows)} groups by ${s.by}`);
    case 'table': return h('p', { class: 'card-sub' }, `${int(s.rows)} rows`);
    default: return null;
  }
}

/** Picks the chart for a table: `{kind, …}` or null. */
export function chooseChart(block, t) {
  const col = (name) => t.columns.indexOf(name);
  const hint = block.chart;
  if (hint && col(hint.category) >= 0 && col(hint.value) >= 0) return { kind: 'bar', category: col(hint.category), value: col(hint.value) };
  const date = col('date');
  if (date < 0 || t.rows.length < 2) return null;
  const time = col('time');
  if (OHLC.every((c) => col(c) >= 0)) return { kind: 'candles', date, time };
  // The first computed column (the summary's stats are of map columns), else
  // close, else the first numeric column.
  const stats = Object.keys(block.summary?.stats || {});
  const numeric = (i) => i >= 0 && i !== date && i !== time && t.rows.some((r) => typeof r[i] === 'number');
  const candidate = [...[...stats, 'close'].map(col), ...t.columns.map((_, i) => i)].find(numeric);
  return candidate === undefined ? null : { kind: 'line', date, time, value: candidate };
}

function chartFor(block, t, title) {
  const choice = chooseChart(block, t);
  if (!choice) return null;
  if (choice.kind === 'bar') {
    return barChart(t.rows.map((r) => r[choice.category]), t.rows.map((r) => r[choice.value]), `${title}: ${t.columns[choice.value]} by ${t.columns[choice.category]}`);
  }
  const container = h('div', { class: 'chart-box', role: 'img', 'aria-label': `${title} chart`, dataset: { chart: choice.kind } });
  const at = (r) => chartTime(r[choice.date], choice.time >= 0 ? r[choice.time] : null);
  const series = choice.kind === 'candles'
    ? [{ type: 'candles', data: t.rows.map((r) => ({ time: at(r), open: r[t.columns.indexOf('open')], high: r[t.columns.indexOf('high')], low: r[t.columns.indexOf('low')], close: r[t.columns.indexOf('close')] })) }]
    : [{ type: 'line', title: t.columns[choice.value], data: t.rows.map((r) => ({ time: at(r), value: r[choice.value] })).filter((p) => typeof p.value === 'number') }];
  const vol = t.columns.indexOf('volume');
  if (choice.kind === 'candles' && vol >= 0) series.push({ type: 'histogram', overlay: true, data: t.rows.map((r) => ({ time: at(r), value: r[vol] })) });
  timeSeries(container, { series }).catch((e) => { container.textContent = `Chart unavailable: ${e.message}`; });
  return container;
}

register('query', (block, ctx) => {
  const title = block.title || 'Query result';
  // A grouped result's key column leads.
  const first = [block.summary?.by, block.chart?.category].filter((c) => typeof c === 'string');
  const t = normalise(block.table, undefined, first);
  const source = normalise(block.source_rows);
  const total = block.source_row_count || source.rows.length;
  const summary = summaryLine(block.summary);
  const card = h('article', { 'aria-label': title },
    cardHeader(title, ctx.instrument ? `${ctx.instrument}` : null),
    summary);
  let table = null;
  if (t.rows.length) {
    table = dataTable(block.table, { caption: title, filename: title, first });
    card.append(chartFor(block, t, title) || '', table);
  }
  // Bound numbers: table cells by row, a scalar's value, a dict's entries,
  // row counts on the summary line, column statistics on the header.
  const counts = (b) => b.column === 'rows' || b.column === 'rows_scanned';
  card.bindingTarget = (b, expand) => targetIn(card, b, expand,
    { table, summary: block.summary?.type === 'scalar' || counts(b) ? summary : null });
  if (source.rows.length) {
    const label = total > source.rows.length
      ? `Evidence: first ${int(source.rows.length)} of ${int(total)} source rows`
      : `Evidence: ${int(source.rows.length)} source rows`;
    const ev = section(label, dataTable(block.source_rows, { caption: `${title} evidence`, filename: `${title} evidence` }), false);
    ev.classList.add('evidence');
    card.append(ev);
  }
  return card;
});
