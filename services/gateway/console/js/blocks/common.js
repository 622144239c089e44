// Pieces shared by the card renderers.

import { h } from '../dom.js';

/** The card's header: title and an optional subtitle. */
export function cardHeader(title, subtitle) {
  return h('header', { class: 'card-head' },
    h('h3', { class: 'card-title' }, title || 'Result'),
    subtitle ? h('p', { class: 'card-sub' }, subtitle) : null);
}

/** A collapsible section. */
export function section(summary, body, open = false) {
  return h('details', { class: 'card-section', open }, h('summary', {}, summary), body);
}

/** A label/value grid; a pair's optional third item is the value's key (the metric name bound numbers name). */
export function grid(pairs) {
  return h('dl', { class: 'metrics' }, pairs.map(([k, v, key]) => h('div', { class: 'metric', dataset: key ? { key } : {} }, h('dt', {}, k), h('dd', {}, v))));
}

/**
 * Where bound number `b` points inside `card`: the cell of its row and
 * column in `table` (a data table: `b.row_index` is the row's position in
 * the card's table), the metric named by its column, the only row of a
 * one-row table, the `summary` element for a value of no row, or the
 * column's header (a column statistic). Null when nothing matches, or when
 * the row is hidden and `expand` is false.
 */
export function targetIn(card, b, expand, { table, summary } = {}) {
  if (table && typeof b.row_index === 'number') return table.reveal(b.row_index, b.column, expand);
  if (b.column) {
    const metric = [...card.querySelectorAll('.metric')].find((m) => m.dataset.key === b.column);
    if (metric) return metric;
  }
  if (table && table.dataset.rows === '1') return table.reveal(0, b.column, expand);
  if (summary) return summary;
  return table && b.column ? table.header(b.column) : null;
}
