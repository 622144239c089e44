// Any block kind without its own renderer: the title, every list of records
// as a table, the rest as formatted JSON (as text, never as HTML).

import { h } from '../dom.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, section } from './common.js';

const isRecords = (v) => Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && !Array.isArray(r));

register('generic', (block) => {
  const title = block.title || block.type || 'Result';
  const card = h('article', { 'aria-label': title }, cardHeader(title, block.type ? `kind: ${block.type}` : null));
  const rest = {};
  for (const [k, v] of Object.entries(block)) {
    if (k === 'title' || k === 'type') continue;
    if (isRecords(v)) card.append(h('h4', {}, k), dataTable(v, { caption: `${title}: ${k}`, filename: `${title} ${k}` }));
    else rest[k] = v;
  }
  if (Object.keys(rest).length) card.append(section('Details', h('pre', { class: 'json' }, JSON.stringify(rest, null, 2))));
  return card;
});
