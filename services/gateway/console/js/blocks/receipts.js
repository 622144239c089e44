// Receipts query results (kind `receipts`): the rows as a table, with the
// total when the result was cut.

import { h } from '../dom.js';
import { int } from '../format.js';
import { dataTable } from '../table.js';
import { register } from './registry.js';
import { cardHeader, targetIn } from './common.js';

register('receipts', (block) => {
  const title = block.title || 'Receipts';
  const rows = Array.isArray(block.rows) ? block.rows : [];
  const columns = Array.isArray(block.columns) ? block.columns : undefined;
  const note = block.truncated ? `${int(rows.length)} of ${int(block.total_rows)} rows` : `${int(rows.length)} rows`;
  const table = dataTable(rows, { caption: title, filename: title, columns });
  const card = h('article', { 'aria-label': title }, cardHeader(title, `${block.table ? `${block.table} · ` : ''}${note}`), table);
  card.bindingTarget = (b, expand) => targetIn(card, b, expand, { table });
  return card;
});
