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

/** A label/value grid. */
export function grid(pairs) {
  return h('dl', { class: 'metrics' }, pairs.map(([k, v]) => h('div', { class: 'metric' }, h('dt', {}, k), h('dd', {}, v))));
}
