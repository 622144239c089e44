// Parameter sweeps (kind `sweep`, from `backtest_sweep`). A sweep tries
// many configurations and ranks them on in-sample data, so its best
// in-sample figure is biased upwards: the card always shows the
// out-of-sample figures next to the in-sample ones, how many
// configurations were tried, the deflated Sharpe ratio and the caveat the
// backtest wrote, before any chart. Then: in-sample against out-of-sample
// bars of the ranked configurations (or of the walk-forward folds), the
// heat maps of a two-parameter grid (in-sample and out-of-sample side by
// side) and the ranked table.

import { h } from '../dom.js';
import { num, int } from '../format.js';
import { heatMap, pairedBars } from '../svgcharts.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, grid, section, targetIn } from './common.js';

// The ranked table's figures, each in- and out-of-sample side by side (the
// full set is in the tool result the model saw).
const FIGURES = ['objective', 'trades', 'total_pnl', 'win_rate'];

/** The ranked configurations as flat rows: rank, label, parameters, then in- and out-of-sample figures. */
function rankedRows(top) {
  return top.map((t) => {
    const row = { rank: t.rank, configuration: t.label };
    // By name: stored parameters come back in the database's key order.
    for (const k of Object.keys(t.parameters || {}).sort()) row[k] = t.parameters[k];
    for (const f of FIGURES) {
      row[`in_${f}`] = t.in_sample?.[f] ?? null;
      row[`out_${f}`] = t.out_of_sample?.[f] ?? null;
    }
    return row;
  });
}

register('sweep', (block) => {
  const title = block.title || 'Parameter sweep';
  const objective = block.objective || 'objective';
  const tried = typeof block.configurations === 'number' ? block.configurations : block.configurations?.tried;
  const top = Array.isArray(block.top) ? block.top : [];
  const best = top[0];
  const card = h('article', { 'aria-label': title },
    cardHeader(title, `${int(tried)} configurations tried · ranked by in-sample ${objective}`));
  card.append(grid([
    ['Configurations tried', int(tried), 'configurations'],
    [`Best in-sample ${objective}`, best ? num(best.in_sample?.objective) : '–', 'in_sample'],
    [`Its out-of-sample ${objective}`, best ? num(best.out_of_sample?.objective) : '–', 'out_of_sample'],
    ['Deflated Sharpe', typeof block.deflated_sharpe === 'number' ? num(block.deflated_sharpe) : 'n/a', 'deflated_sharpe'],
  ]));
  if (block.caveat) card.append(h('p', { class: 'caveat', role: 'note' }, h('strong', {}, 'Caveat: '), block.caveat));
  const bars = Array.isArray(block.in_out_sample) ? block.in_out_sample : [];
  if (bars.length) {
    card.append(h('h4', {}, `In-sample vs out-of-sample ${objective}`), pairedBars(bars.map((b) => b.label), [
      { name: 'In-sample', cls: 'in', values: bars.map((b) => b.in_sample) },
      { name: 'Out-of-sample', cls: 'out', values: bars.map((b) => b.out_of_sample) },
    ], `${title}: in-sample and out-of-sample ${objective}`));
  }
  const hm = block.heatmap;
  if (hm && Array.isArray(hm.x_values) && Array.isArray(hm.y_values)) {
    const map = (grid, which) => heatMap(hm.x_values, hm.y_values, Array.isArray(grid) ? grid : [],
      { xName: hm.x, yName: hm.y, label: `${which} ${objective} by ${hm.x} and ${hm.y}` });
    const inMap = map(hm.in_sample, 'In-sample');
    const outMap = map(hm.out_of_sample, 'Out-of-sample');
    inMap.dataset.sample = 'in';
    outMap.dataset.sample = 'out';
    card.append(h('div', { class: 'heat-maps' }, inMap, outMap));
  }
  const ranked = rankedRows(top);
  const table = top.length
    ? dataTable(ranked, { caption: `${title}: ranked configurations`, filename: `${title} ranked`, columns: Object.keys(ranked[0]) })
    : null;
  if (table) card.append(section(`Ranked configurations (${int(top.length)})`, table, true));
  card.bindingTarget = (b, expand) => targetIn(card, b, expand, { table });
  return card;
});
